/**
 * Routes of availability (10), room types (9) and chatbot bookings (7, 8, 19,
 * 20). They only translate HTTP to the domain and back.
 */
import { Readable } from 'node:stream';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { bogotaDate } from '../../clock.js';
import { COMPRESS_MIN_BYTES } from '../domain/availability.js';
import { ForbiddenError, ValidationError } from '../domain/errors.js';
import { principalOf, serve } from '../http.js';
import type { ServiceContext } from '../context.js';
import { SERVICE_TEXTS } from '../../texts/service.js';

/** Accept-Encoding negotiation of endpoint 10's answers (brotli preferred), with the last 100 distinct headers' results remembered. */
const codings = new Negotiator<'br' | 'gzip' | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 100 }),
});

/** Register endpoints 7, 8, 9, 10, 19 and 20 on an authenticated scope. */
export function bookingRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  // Endpoint 10: the cached serialised answer, compressed when the client accepts it.
  serve(app, 'searchAvailability', async (req, reply) => {
    const principal = principalOf(req);
    const { agency_type } = req.params;
    const { query } = req;
    if (principal.kind === 'hotel') throw new ForbiddenError(SERVICE_TEXTS.hotelKeyAvailabilityForbidden);
    if (principal.kind === 'agency' && principal.agencyType !== agency_type) throw new ForbiddenError(SERVICE_TEXTS.agencyTypeForbidden(agency_type));
    if (query.checkin < bogotaDate(ctx.clock.now())) throw new ValidationError(SERVICE_TEXTS.availabilityCheckinBeforeToday);
    await ctx.payments.sweep();
    const accepted = codings.negotiate(req.headers['accept-encoding'] ?? '');
    const wanted = accepted === 'br' || accepted === 'gzip' ? accepted : null;
    // The answer may be sent from shared memory that is reused once released: released when the response has ended.
    const response = reply.raw;
    const answer = await ctx.availability.answer(query.city, query.checkin, query.nights, req.body.layout, wanted, (release) => {
      if (response.closed || response.destroyed) release();
      else response.once('close', release);
    });
    reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (wanted && answer.jsonBytes >= COMPRESS_MIN_BYTES) return reply.header('content-encoding', wanted).send(await answer.encoded(wanted));
    const json = await answer.json();
    if (json.buffer instanceof ArrayBuffer) return reply.send(json);
    // A view of shared memory: Fastify recognises only buffers over an ArrayBuffer (it would serialise this one as
    // an object), so it goes out as a stream of that one buffer, its length given.
    return reply.header('content-length', json.length).send(Readable.from([json], { objectMode: false }));
  });

  // Endpoint 9
  serve(app, 'listRoomTypes', async (req) => ctx.availability.roomTypes(principalOf(req), req.params.hotel_id));

  // Endpoint 7: the segment is literally `hotel_id=<id>` (docs/decisions/0008-shared-paths.md).
  serve(app, 'createChatbotBooking', (req, reply) => {
    const principal = principalOf(req);
    return ctx.idempotency.handle(req, reply, async () => ({
      status: 200,
      body: await ctx.bookings.create(principal, req.params.hotel_id, req.body.reservation),
    }));
  });

  // Endpoint 8
  serve(app, 'updateChatbotBooking', async (req) => ctx.bookings.update(principalOf(req), req.params.chatbot_id, req.body));

  // Endpoint 19
  serve(app, 'getChatbotBookingPaymentLink', async (req) => ctx.bookings.paymentLink(principalOf(req), req.params.chatbot_id));

  // Endpoint 20
  serve(app, 'getChatbotBookingStatus', async (req) => ctx.bookings.status(principalOf(req), req.params.chatbot_id));
}
