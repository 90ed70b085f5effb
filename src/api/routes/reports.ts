/**
 * Routes of endpoints 4 (raw bookings), 5 (voucher detail), 6 (incremental
 * voucher feed), 11 and 12 (legacy voucher details, one shared path).
 * They only parse the request with the contract and await the (async)
 * reports service.
 */
import type { FastifyInstance } from 'fastify';
import { BookingNumberParams, HotelVouchersParams, HotelVouchersQuery, RawBookingsQuery, VoucherDetailQuery, VoucherDetailsQuery } from '../contract/index.js';
import { parseOrThrow, parseRequest, principalOf } from '../http.js';
import type { ServiceContext } from '../context.js';

/** Register endpoints 4, 5, 6, 11 and 12 on an authenticated scope. */
export function reportRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  // Endpoint 4
  // Written as JSON text directly: a big hotel's week is thousands of bookings.
  app.get('/v1/bookings/from-channel-manager/raw', async (req, reply) =>
    reply.type('application/json; charset=utf-8').send(await ctx.reports.rawBookingsJson(principalOf(req), parseOrThrow(RawBookingsQuery, req.query))),
  );

  // Endpoint 5
  app.get('/v2/transactions/vouchers/detail', async (req) => {
    const q = parseOrThrow(VoucherDetailQuery, req.query);
    return await ctx.reports.voucherDetail(principalOf(req), q.reservation_id, q.operation_type);
  });

  // Endpoint 6 (`since` and `limit` are extensions)
  app.get('/v2/transactions/vouchers/hotel/:hotel_id', async (req) => {
    const { params, query } = parseRequest({ params: [HotelVouchersParams, req.params], query: [HotelVouchersQuery, req.query] });
    return await ctx.reports.hotelVouchers(principalOf(req), params.hotel_id, query.id_type, { since: query.since, limit: query.limit });
  });

  // Endpoints 11 (with portal_code) and 12 (without), one shared path
  app.get('/v1/bookings/:booking_number/voucher-details', async (req) => {
    const { params, query } = parseRequest({ params: [BookingNumberParams, req.params], query: [VoucherDetailsQuery, req.query] });
    const principal = principalOf(req);
    return query.portal_code !== undefined
      ? await ctx.reports.legacyVoucher(principal, params.booking_number, query.hotel_id, query.portal_code)
      : await ctx.reports.legacyVouchersSince(principal, query.hotel_id);
  });
}
