/** Routes of gift cards: endpoints 15 and 16 on the shared `POST /v1/gift-cards`. */
import type { FastifyInstance } from 'fastify';
import { CreateGiftCardBody, PaginationQuery } from '../contract/index.js';
import { parseOrThrow, principalOf } from '../http.js';
import type { ServiceContext } from '../context.js';

/** True when a `POST /v1/gift-cards` body asks to create (holds `sender` or `recipient`), false when it lists. */
export function isGiftCardCreation(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('sender' in body || 'recipient' in body);
}

/** Register endpoints 15/16 (and the `GET` list extension). */
export function giftCardRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post('/v1/gift-cards', async (req, reply) => {
    const principal = principalOf(req);
    if (isGiftCardCreation(req.body)) {
      const body = parseOrThrow(CreateGiftCardBody, req.body);
      return ctx.idempotency.handle(req, reply, async () => ({ status: 200, body: await ctx.giftCards.create(principal, body) }));
    }
    const q = parseOrThrow(PaginationQuery, { ...(req.query as object), ...((req.body as object | undefined) ?? {}) });
    return ctx.giftCards.list(principal, q);
  });
  app.get('/v1/gift-cards', async (req) => ctx.giftCards.list(principalOf(req), parseOrThrow(PaginationQuery, req.query)));
}
