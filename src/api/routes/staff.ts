/** Routes of endpoints 17 (mark reservations as paid) and 18 (check-in status change). */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../server.js';

/** Register endpoints 17 and 18. */
export function staffRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  void app;
  void ctx;
}
