/** Route of endpoint 14 "Create a payment link". */
import type { FastifyInstance } from 'fastify';
import { principalOf, serve } from '../http.js';
import type { ServiceContext } from '../context.js';

/** Register endpoint 14 on an authenticated scope. */
export function paymentLinkRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  serve(app, 'createPaymentLink', (req, reply) => {
    const principal = principalOf(req);
    return ctx.idempotency.handleAtomic(req, reply, async () => ({ status: 200, body: await ctx.payments.createPaymentLink(principal, req.body) }));
  });
}
