/**
 * Routes of availability (10), room types (9) and chatbot bookings (7, 8, 19,
 * 20). They only translate HTTP to the domain and back.
 */
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { bogotaDate } from '../../clock.js';
import {
  AvailabilityBody,
  AvailabilityParams,
  AvailabilityQuery,
  ChatbotIdParams,
  CreateBookingBody,
  CreateBookingParams,
  RoomTypesParams,
  UpdateBookingBody,
} from '../contract/index.js';
import { COMPRESS_MIN_BYTES } from '../domain/availability.js';
import { ForbiddenError, ValidationError } from '../domain/errors.js';
import { parseOrThrow, parseRequest, principalOf } from '../http.js';
import type { ServiceContext } from '../context.js';

/** Accept-Encoding negotiation of endpoint 10's answers (brotli preferred), with the last 100 distinct headers' results remembered. */
const codings = new Negotiator<'br' | 'gzip' | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 100 }),
});

/** Register endpoints 7, 8, 9, 10, 19 and 20 on an authenticated scope. */
export function bookingRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  // Endpoint 10: the cached serialised answer, compressed when the client accepts it.
  app.post('/v2/bookings/agencies/:agency_type/availability', async (req, reply) => {
    const principal = principalOf(req);
    const { params, query, body } = parseRequest({
      params: [AvailabilityParams, req.params],
      query: [AvailabilityQuery, req.query],
      body: [AvailabilityBody, req.body],
    });
    const { agency_type } = params;
    if (principal.kind === 'hotel') throw new ForbiddenError('La clave de un hotel no puede consultar disponibilidad de agencias');
    if (principal.kind === 'agency' && (await ctx.agencyType(principal.id!)) !== agency_type)
      throw new ForbiddenError(`La agencia no es de tipo ${agency_type}`);
    if (query.checkin < bogotaDate(ctx.clock.now())) throw new ValidationError('Campos inválidos: checkin: no puede ser anterior a hoy');
    await ctx.payments.sweep();
    const accepted = codings.negotiate(req.headers['accept-encoding'] ?? '');
    const wanted = accepted === 'br' || accepted === 'gzip' ? accepted : null;
    const answer = await ctx.availability.answer(query.city, query.checkin, query.nights, body.layout, wanted);
    reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (wanted && answer.jsonBytes >= COMPRESS_MIN_BYTES) return reply.header('content-encoding', wanted).send(await answer.encoded(wanted));
    return reply.send(await answer.json());
  });

  // Endpoint 9
  app.get('/v2/bookings/hotel_id/:hotel_id/room-types', async (req) => {
    const { hotel_id } = parseOrThrow(RoomTypesParams, req.params);
    return ctx.availability.roomTypes(principalOf(req), hotel_id);
  });

  // Endpoint 7: the segment is literally `hotel_id=<id>` (docs/decisions/0008-shared-paths.md).
  app.post('/v2/bookings/hotel_id=:hotel_id', (req, reply) => {
    const principal = principalOf(req);
    const { params, body } = parseRequest({ params: [CreateBookingParams, req.params], body: [CreateBookingBody, req.body] });
    const { hotel_id } = params;
    return ctx.idempotency.handle(req, reply, async () => ({ status: 200, body: await ctx.bookings.create(principal, hotel_id, body.reservation) }));
  });

  // Endpoint 8
  app.put('/v2/bookings/chatbot/:chatbot_id', async (req) => {
    const { params, body } = parseRequest({ params: [ChatbotIdParams, req.params], body: [UpdateBookingBody, req.body] });
    const { chatbot_id } = params;
    return ctx.bookings.update(principalOf(req), chatbot_id, body);
  });

  // Endpoint 19
  app.get('/v2/bookings/chatbot/:chatbot_id', async (req) => {
    const { chatbot_id } = parseOrThrow(ChatbotIdParams, req.params);
    return ctx.bookings.paymentLink(principalOf(req), chatbot_id);
  });

  // Endpoint 20
  app.get('/v2/bookings/chatbot/:chatbot_id/status', async (req) => {
    const { chatbot_id } = parseOrThrow(ChatbotIdParams, req.params);
    return ctx.bookings.status(principalOf(req), chatbot_id);
  });
}
