/** Routes of gift cards: endpoints 15 and 16 on the shared `POST /v1/gift-cards`. */
import type { FastifyInstance } from 'fastify';
import { CreateGiftCardBody, PaginationQuery } from '../contract/index.js';
import { parseRequest, principalOf, serve } from '../http.js';
import type { ServiceContext } from '../context.js';

/** True when a `POST /v1/gift-cards` body asks to create (holds `sender` or `recipient`), false when it lists. */
export function isGiftCardCreation(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('sender' in body || 'recipient' in body);
}

/**
 * Register endpoints 15/16 (and the `GET` list extension). The body of the
 * shared `POST` says which endpoint it is, so that handler reads it itself: a
 * creation with the gift card's schema, a list with the pagination's (its
 * `offset`/`limit` also taken from the query).
 */
export function giftCardRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  serve(
    app,
    'createOrListGiftCards',
    async (req, reply) => {
      const principal = principalOf(req);
      if (isGiftCardCreation(req.body)) {
        const { body } = parseRequest({ body: [CreateGiftCardBody, req.body] });
        return ctx.idempotency.handle(req, reply, async () => ({ status: 200, body: await ctx.giftCards.createGiftCard(principal, body) }));
      }
      const { list } = parseRequest({ list: [PaginationQuery, { ...(req.query as object), ...((req.body as object | undefined) ?? {}) }] });
      return ctx.giftCards.listGiftCards(principal, list);
    },
    { ownBody: true },
  );
  serve(app, 'listGiftCards', async (req) => ctx.giftCards.listGiftCards(principalOf(req), req.query));
}
