/** Route of endpoint 13 "Transaction status". */
import type { FastifyInstance } from 'fastify';
import { principalOf, serve } from '../http.js';
import type { ServiceContext } from '../context.js';

/** Register endpoint 13. */
export function transactionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  serve(app, 'getTransactionStatus', async (req) => {
    const q = req.query;
    return ctx.transactions.getTransactionStatus(principalOf(req), q.hotel_id, q.ref_number, q.transaction_type);
  });
}
