/**
 * Routes of availability: endpoints 10 (availability for agencies) and 9
 * (room types of a hotel). They only translate HTTP to the domain and back;
 * the rules live in `domain/availability.ts`.
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

/**
 * Largest piece of an uncompressed answer handed to the socket at a time,
 * bytes. Each piece costs the event loop a stream read, a write request and
 * their callbacks; larger pieces answered no more misses a second in the
 * scale benchmark (docs/performance.md).
 */
export const SEND_PIECE_BYTES = 128 * 1024;

/**
 * `body` as a stream of views of at most {@link SEND_PIECE_BYTES} (no copy),
 * one per turn of the event loop. Written at once, an answer of megabytes is
 * copied into the kernel's socket buffers in one or two long system calls,
 * and every other request waits for them; piece by piece, a request arriving meanwhile waits for one piece.
 */
export function pieceByPiece(body: Buffer): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (at >= body.length) {
        this.push(null);
        return;
      }
      const piece = body.subarray(at, Math.min(body.length, at + SEND_PIECE_BYTES));
      const first = at === 0;
      at += piece.length;
      if (first) this.push(piece);
      else setImmediate(() => this.push(piece));
    },
  });
}

/** Register endpoints 10 and 9 on an authenticated scope. */
export function availabilityRoutes(app: FastifyInstance, ctx: ServiceContext): void {
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
    const answer = await ctx.availability.searchAvailability(query.city, query.checkin, query.nights, req.body.layout, wanted, (release) => {
      if (response.closed || response.destroyed) release();
      else response.once('close', release);
    });
    reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (wanted && answer.jsonBytes >= COMPRESS_MIN_BYTES) return reply.header('content-encoding', wanted).send(await answer.encoded(wanted));
    const json = await answer.json();
    if (json.length <= SEND_PIECE_BYTES && json.buffer instanceof ArrayBuffer) return reply.send(json);
    // A large answer (megabytes of JSON) goes out piece by piece, its length given (and a view of shared memory
    // could not be sent as a buffer anyway: Fastify recognises only buffers over an ArrayBuffer).
    return reply.header('content-length', json.length).send(pieceByPiece(json));
  });

  // Endpoint 9
  serve(app, 'listRoomTypes', async (req) => ctx.availability.listRoomTypes(principalOf(req), req.params.hotel_id));
}
