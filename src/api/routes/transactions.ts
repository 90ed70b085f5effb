/** Route of endpoint 13 "Transaction status". */
import type { FastifyInstance } from 'fastify';
import { TransactionStatusQuery } from '../contract/index.js';
import { parseOrThrow, principalOf } from '../http.js';
import type { ServiceContext } from '../context.js';

/** Register endpoint 13. */
export function transactionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v2/common/transaction-status', async (req) => {
    const q = parseOrThrow(TransactionStatusQuery, req.query);
    return ctx.transactions.status(principalOf(req), q.hotel_id, q.ref_number, q.transaction_type);
  });
}
