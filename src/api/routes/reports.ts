/**
 * Routes of endpoints 4 (raw bookings), 5 (voucher detail), 6 (incremental
 * voucher feed), 11 and 12 (legacy voucher details, one shared path), and
 * the carrier attention list (extension).
 * They only await the (async) reports service with the request's parsed
 * values.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { principalOf, serve } from '../http.js';
import type { ServiceContext } from '../context.js';

/** Register endpoints 4, 5, 6, 11 and 12 and the carrier attention list on an authenticated scope. */
export function reportRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  // Endpoint 4
  // Written as JSON text directly: a big hotel's week is thousands of bookings. Its parts are sent one after the
  // other, so the cached list of megabytes is not copied into a new buffer for every request.
  serve(app, 'listRawChannelManagerBookings', async (req, reply) => {
    const parts = await ctx.reports.listRawChannelManagerBookings(principalOf(req), req.query);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-length', parts[0].length + parts[1].length + parts[2].length)
      .send(Readable.from(parts));
  });

  // Endpoint 5
  serve(app, 'getVoucherDetail', async (req) => await ctx.reports.getVoucherDetail(principalOf(req), req.query.reservation_id, req.query.operation_type));

  // Endpoint 6 (`since` and `limit` are extensions)
  serve(app, 'listUpdatedHotelVouchers', async (req) => {
    const { id_type, since, limit } = req.query;
    return await ctx.reports.listUpdatedHotelVouchers(principalOf(req), req.params.hotel_id, id_type, { since, limit });
  });

  // The carrier attention list (extension)
  serve(app, 'listCarrierAttention', async (req) => {
    const { id_type, since, limit } = req.query;
    return await ctx.reports.listCarrierAttention(principalOf(req), req.params.hotel_id, id_type, { since, limit });
  });

  // Endpoints 11 (with portal_code) and 12 (without), one shared path
  serve(app, 'getLegacyVoucherDetails', async (req) => {
    const { hotel_id, portal_code } = req.query;
    const principal = principalOf(req);
    return portal_code !== undefined
      ? await ctx.reports.legacyVoucher(principal, req.params.booking_number, hotel_id, portal_code)
      : await ctx.reports.legacyVouchersSince(principal, hotel_id);
  });
}
