/**
 * Routes of the reservation changes: endpoints 17 (mark reservations as paid)
 * and 18 (check-in status change). They only translate HTTP to the domain and
 * back; the rules live in `domain/reservationChanges.ts`.
 */
import type { FastifyInstance } from 'fastify';
import { toMinor } from '../contract/index.js';
import type { CheckinStatus } from '../domain/reservationChanges.js';
import { principalOf, serve } from '../http.js';
import type { ServiceContext } from '../context.js';

/**
 * Register endpoints 17 and 18 on an authenticated scope. Endpoint 17's path
 * is static and wins over endpoint 18's `/v1/bookings/{booking_number}`
 * (the router prefers static paths); the trailing slash is optional (the
 * server ignores it). The handlers await the (async) reservation changes.
 */
export function reservationChangeRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  // Endpoint 17: PUT /v1/bookings/change-status/?hotel_id=<channel-manager id>, body {bookings: [...]}.
  serve(app, 'markReservationsPaid', async (req) => await ctx.reservationChanges.markReservationsPaid(principalOf(req), req.query.hotel_id, req.body.bookings));

  // Endpoint 18: PUT /v1/bookings/{booking_number}?checkin_status&hotel_id&portal_code[&refound_amount].
  serve(app, 'reportCheckinStatus', async (req) => {
    const { query } = req;
    return await ctx.reservationChanges.reportCheckinStatus(
      principalOf(req),
      query.hotel_id,
      req.params.booking_number,
      query.portal_code,
      query.checkin_status as CheckinStatus, // 0..4, checked by the schema
      query.refound_amount === undefined ? undefined : toMinor(query.refound_amount),
    );
  });
}
