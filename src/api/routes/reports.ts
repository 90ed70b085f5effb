/** Routes of endpoints 4, 5, 6, 11 and 12 (reports and channel-manager reservations). */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../server.js';

/** Register endpoints 4, 5, 6, 11 and 12. */
export function reportRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  void app;
  void ctx;
}
