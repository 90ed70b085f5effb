/** Routes of the agency preloaded balance: endpoints 1, 2, 2b and 3. */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../server.js';

/** Register endpoints 1, 2, 2b and 3 on an authenticated scope of their own. */
export async function balanceRoutes(_app: FastifyInstance, _ctx: ServiceContext): Promise<void> {}
