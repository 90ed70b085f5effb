/**
 * HTTP plumbing of the service shared by its routes: the error envelope
 * (DECISIONS §3), request validation with the contract's schemas, and the
 * `Idempotency-Key` store (DECISIONS §9).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../store/db.js';
import type { Clock } from '../clock.js';
import type { ErrorEnvelope } from './contract/index.js';
import { ConflictError, ValidationError } from './domain/errors.js';
import type { Principal } from './domain/principal.js';

/** Spanish `message` of the generic envelope per HTTP status. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Solicitud inválida',
  401: 'No autorizado',
  403: 'Prohibido',
  404: 'No encontrado',
  405: 'Método no permitido',
  409: 'Conflicto',
  413: 'Contenido demasiado grande',
  415: 'Tipo de contenido no soportado',
  429: 'Demasiadas solicitudes',
  500: 'Error interno del servidor',
};

/** The generic error envelope for `status`: `{code: "<status>", message, detail}`. */
export function envelope(status: number, detail: string): ErrorEnvelope {
  return { code: String(status), message: STATUS_MESSAGES[status] ?? 'Error', detail };
}

/**
 * Parse `value` with `schema`, or throw a {@link ValidationError} whose detail
 * lists every offending field (`reservation.email: …; nights: …`).
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return parseRequest({ value: [schema, value] }).value;
}

/**
 * Parse several parts of a request (path, query, body) at once, so the 400's
 * detail lists the offending fields of all of them (DECISIONS §3).
 *
 * @throws ValidationError naming every offending field.
 */
export function parseRequest<T extends Record<string, [z.ZodType, unknown]>>(parts: T): { [K in keyof T]: z.output<T[K][0]> } {
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, [schema, value]] of Object.entries(parts)) {
    const r = schema.safeParse(value);
    if (r.success) out[name] = r.data;
    else
      problems.push(
        ...r.error.issues.map((i) => {
          const missing = (i.code === 'invalid_type' || i.code === 'invalid_union' || i.code === 'invalid_value') && valueAt(value, i.path) === undefined;
          return `${i.path.length ? i.path.join('.') : 'cuerpo'}: ${missing ? 'es obligatorio' : i.message}`;
        }),
      );
  }
  if (problems.length) throw new ValidationError(`Campos inválidos: ${problems.join('; ')}`);
  return out as { [K in keyof T]: z.output<T[K][0]> };
}

/** The value at `path` inside `value`, or undefined when any step is missing. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the API-key authentication hook (undefined on public routes). */
    principal: Principal | undefined;
  }
}

/** The authenticated principal of a request on an API route. */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new Error('route registered without authentication');
  return req.principal;
}

/**
 * Idempotent creation (DECISIONS §9, Stripe's semantics): with an
 * `Idempotency-Key` header, the first answer (status and body) of that key
 * for this API key is stored and replayed for 24 h; the same key with another
 * request is a 409. Without the header, `run` simply runs. `run` must be
 * synchronous so check, run and store happen without interleaving.
 */
export class IdempotencyStore {
  static readonly TTL_MS = 24 * 3600_000;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Run `run` under the request's idempotency key and send its answer.
   * `fingerprint` (optional) stands for the request body in the comparison of
   * repeated keys, for bodies that are not JSON (multipart uploads: the fields
   * and a SHA-256 of the file's bytes).
   */
  handle(req: FastifyRequest, reply: FastifyReply, run: () => { status: number; body: unknown }, fingerprint?: string): FastifyReply {
    const header = req.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) {
      const r = run();
      return reply.code(r.status).send(r.body);
    }
    if (key.length > 255) throw new ValidationError('Idempotency-Key: admite como máximo 255 caracteres');
    const principal = principalOf(req);
    const hash = createHash('sha256').update(`${req.method} ${req.routeOptions.url}\n${JSON.stringify(req.params)}\n${fingerprint ?? JSON.stringify(req.body ?? null)}`).digest('hex');
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - IdempotencyStore.TTL_MS).toISOString();
    this.db.prepare('DELETE FROM idempotency_keys WHERE api_key_id = ? AND key = ? AND created_at < ?').run(principal.keyId, key, cutoff);
    const prior = this.db
      .prepare<[number, string], { request_hash: string; status_code: number; response_body: string }>(
        'SELECT request_hash, status_code, response_body FROM idempotency_keys WHERE api_key_id = ? AND key = ?',
      )
      .get(principal.keyId, key);
    if (prior) {
      if (prior.request_hash !== hash) throw new ConflictError('La Idempotency-Key ya se usó con otra solicitud');
      return reply.code(prior.status_code).header('idempotent-replayed', 'true').send(JSON.parse(prior.response_body));
    }
    const r = run();
    if (r.status < 500)
      this.db
        .prepare('INSERT INTO idempotency_keys (api_key_id, key, request_hash, status_code, response_body, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(principal.keyId, key, hash, r.status, JSON.stringify(r.body), now.toISOString());
    return reply.code(r.status).send(r.body);
  }
}
