/** Route of endpoint 14 "Create a payment link". */
import type { FastifyInstance } from 'fastify';
import { CreatePaymentLinkBody } from '../contract/index.js';
import { parseOrThrow, principalOf } from '../http.js';
import type { ServiceContext } from '../context.js';

/** Register endpoint 14 on an authenticated scope. */
export function linkRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post('/v2/links/schedule', (req, reply) => {
    const principal = principalOf(req);
    const body = parseOrThrow(CreatePaymentLinkBody, req.body);
    return ctx.idempotency.handle(req, reply, async () => ({ status: 200, body: await ctx.payments.createLink(principal, body) }));
  });
}
