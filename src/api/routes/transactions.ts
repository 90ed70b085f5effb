/** Route of endpoint 13 "Transaction status". */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../server.js';

/** Register endpoint 13. */
export function transactionRoutes(_app: FastifyInstance, _ctx: ServiceContext): void {}
