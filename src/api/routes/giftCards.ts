/** Routes of gift cards: endpoints 15 and 16 on the shared `POST /v1/gift-cards` (DECISIONS §2). */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../server.js';

/** Register endpoints 15/16. */
export function giftCardRoutes(_app: FastifyInstance, _ctx: ServiceContext): void {}
