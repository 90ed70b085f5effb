/**
 * HTTP plumbing of the service shared by its routes: the error envelope of
 * every error answer and the mapping of errors to it, request validation
 * with the contract's schemas, and the
 * `Idempotency-Key` store (`docs/decisions/0014-idempotency.md`).
 */
import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Store, Tx } from '../store/sql.js';
import { IDEMPOTENCY_TTL_MS, IdempotencyRecords, type IdempotentAnswer } from '../store/service/idempotency.js';
import type { Clock } from '../clock.js';
import type { ErrorEnvelope } from './contract/index.js';
import { ConflictError, DomainError, ValidationError } from './domain/errors.js';
import type { Principal } from './domain/principal.js';
import { TooManyRequestsError } from './rateLimit.js';

/** Spanish `message` of the generic envelope per HTTP status. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Solicitud inválida',
  401: 'No autorizado',
  403: 'Prohibido',
  404: 'No encontrado',
  405: 'Método no permitido',
  406: 'No aceptable',
  408: 'Tiempo de espera agotado',
  409: 'Conflicto',
  411: 'Longitud requerida',
  413: 'Contenido demasiado grande',
  414: 'Dirección demasiado larga',
  415: 'Tipo de contenido no soportado',
  417: 'Expectativa no cumplida',
  429: 'Demasiadas solicitudes',
  431: 'Cabeceras demasiado grandes',
  500: 'Error interno del servidor',
  501: 'No implementado',
  503: 'Servicio no disponible',
  505: 'Versión de HTTP no soportada',
};

/** Spanish `detail` of an error answer that has nothing more specific to say, per HTTP status. */
const DEFAULT_DETAILS: Record<number, string> = {
  400: 'La solicitud no es válida',
  405: 'La ruta no admite este método',
  406: 'El servicio no puede responder en el formato pedido',
  408: 'La solicitud no llegó completa a tiempo; envíela de nuevo',
  411: 'Falta la cabecera Content-Length',
  413: 'El cuerpo de la solicitud es demasiado grande',
  414: 'La dirección de la solicitud es demasiado larga',
  415: 'Tipo de contenido no soportado',
  431: 'La línea de solicitud o las cabeceras superan el tamaño máximo permitido',
  500: 'Ocurrió un error inesperado; intente de nuevo más tarde',
  501: 'El servicio no implementa este método HTTP',
  505: 'El servicio solo habla HTTP/1.0 y HTTP/1.1',
};

/** The generic error envelope for `status`: `{code: "<status>", message, detail}`. */
export function envelope(status: number, detail: string): ErrorEnvelope {
  return { code: String(status), message: STATUS_MESSAGES[status] ?? (status >= 500 ? 'Error del servidor' : 'Error en la solicitud'), detail };
}

/** An error answer: HTTP status and its envelope; `unexpected` when it is a 500 worth logging. */
export interface ErrorAnswer {
  status: number;
  body: ErrorEnvelope;
  unexpected: boolean;
}

/** The answer of `status` with `detail`, or with the status's default Spanish detail. */
export function statusAnswer(status: number, detail?: string): ErrorAnswer {
  return { status, body: envelope(status, detail ?? DEFAULT_DETAILS[status] ?? STATUS_MESSAGES[status] ?? 'La solicitud no es válida'), unexpected: false };
}

/** `bytes` as people read a limit: `1 MiB`, `16 KiB`, `100 bytes`. */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / 1024 / 1024} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/**
 * The answer to an error thrown while a request was handled: a
 * {@link DomainError}'s status and detail, Fastify's own errors (body
 * parsing, content type, size, malformed addresses) with Spanish details,
 * other 4xx with their status and a Spanish default, anything else a 500
 * that says nothing of the cause (no message, no stack).
 *
 * `request` (optional) adds the request's content type and body limit
 * (bytes) to the details that concern them.
 */
export function errorAnswer(err: unknown, request?: { contentType?: string | undefined; bodyLimit?: number | undefined }): ErrorAnswer {
  if (err instanceof DomainError) return statusAnswer(err.status, err.detail);
  if (err instanceof TooManyRequestsError) return statusAnswer(429, err.message);
  const e = (err ?? {}) as { code?: unknown; statusCode?: unknown };
  const status = typeof e.statusCode === 'number' && Number.isInteger(e.statusCode) ? e.statusCode : 500;
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return statusAnswer(415, `Tipo de contenido no soportado: ${request?.contentType || 'ninguno'}`);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return statusAnswer(413, `El cuerpo de la solicitud es demasiado grande${request?.bodyLimit ? ` (máximo ${sizeText(request.bodyLimit)})` : ''}`);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return statusAnswer(400, 'Campos inválidos: cuerpo: se esperaba un objeto JSON');
    case 'FST_ERR_CTP_INVALID_JSON_BODY': // also valid JSON with a `__proto__` or `constructor.prototype` key, refused as poisoning
      return statusAnswer(400, 'El cuerpo de la solicitud no es JSON válido');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return statusAnswer(400, 'El tamaño del cuerpo no coincide con la cabecera Content-Length');
    case 'FST_ERR_BAD_URL':
      return statusAnswer(400, 'La dirección de la solicitud contiene una secuencia de escape (%) inválida');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return statusAnswer(414, 'Un segmento de la dirección de la solicitud es demasiado largo');
    case 'FST_ERR_VALIDATION':
      return statusAnswer(400, 'Campos inválidos');
  }
  // A body parser's syntax error (JSON, or `__proto__` / `constructor.prototype` keys it refuses) carries a 400.
  if (err instanceof SyntaxError && status === 400) return statusAnswer(400, 'El cuerpo de la solicitud no es JSON válido');
  if (status >= 400 && status < 500) return statusAnswer(status);
  return { ...statusAnswer(500), unexpected: true };
}

/**
 * The answer to an error of Node's HTTP parser or connection timers, met
 * before any request exists (`code` of the `clientError` event's error):
 * 408 when the headers or the body did not arrive within the timeouts, 431
 * request line or headers over the size limit, 501 a method HTTP does not
 * know, 505 another HTTP version (HTTP/2 without TLS included), 400 any
 * other malformed request.
 */
export function clientErrorAnswer(code: string | undefined): ErrorAnswer {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return statusAnswer(408);
    case 'HPE_HEADER_OVERFLOW':
      return statusAnswer(431);
    case 'HPE_INVALID_METHOD':
      return statusAnswer(501, 'El servicio no reconoce el método HTTP de la solicitud');
    case 'HPE_INVALID_VERSION':
    case 'HPE_PAUSED_H2_UPGRADE':
      return statusAnswer(505);
    default:
      return statusAnswer(400, 'La solicitud HTTP está mal formada');
  }
}

/**
 * A whole HTTP/1.1 response (status line, headers, JSON body) carrying
 * `answer`'s envelope, for writing straight to a socket when no request
 * object exists. Always `Connection: close`; `headers` are added as given.
 */
export function rawHttpResponse(a: ErrorAnswer, headers: Record<string, string> = {}): string {
  const body = JSON.stringify(a.body);
  const lines = [
    `HTTP/1.1 ${a.status} ${STATUS_CODES[a.status] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
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
 * detail lists the offending fields of all of them (`docs/decisions/0002-errors-and-envelope.md`).
 *
 * @throws ValidationError naming every offending field.
 */
export function parseRequest<T extends Record<string, [z.ZodType, unknown]>>(parts: T): { [K in keyof T]: z.output<T[K][0]> } {
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, [schema, value]] of Object.entries(parts)) {
    const nul = nulPaths(value);
    if (nul.length) {
      problems.push(...nul.map((p) => `${p || 'cuerpo'}: contiene el carácter nulo (U+0000), que no se admite en ningún texto`));
      continue;
    }
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

/**
 * Paths (`reservation.firstName`, `roomsData.0.id`; '' for `value` itself) of
 * the strings inside `value` that contain U+0000. No text the service keeps
 * may hold it (PostgreSQL refuses it in text, and nothing a guest or a hotel
 * writes needs it), so it is refused at the edge on every engine alike.
 */
function nulPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) found.push(path ? `${path}.${k}` : k);
    else found.push(...nulPaths(v, path ? `${path}.${k}` : k));
  }
  return found;
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
    /** The authenticated key's own rate limit, requests per second (null or undefined: the service's default). */
    keyRatePerSecond: number | null | undefined;
  }
}

/** The authenticated principal of a request on an API route. */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new Error('route registered without authentication');
  return req.principal;
}

/**
 * Idempotent creation (Stripe's semantics): with an `Idempotency-Key` header,
 * the first answer (status and body) of that key for this API key is replayed
 * for 24 h (header `Idempotent-Replayed: true`); the same key with another
 * request is a 409. This class only reads the header and sends or replays the
 * answer; the record itself is written by {@link IdempotencyRecords.runOnce}
 * in the same transaction as the object the creation makes, and concurrent
 * requests with one key (in this process or another sharing the database)
 * wait for the first and replay it. A request that fails (an error thrown by
 * the creation) leaves no record: the key can be used again for the corrected
 * request.
 */
export class IdempotencyStore {
  static readonly TTL_MS = IDEMPOTENCY_TTL_MS;
  readonly #records: IdempotencyRecords;
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {
    this.#records = new IdempotencyRecords(store);
  }

  /**
   * Run `create` under the request's idempotency key and send its answer.
   * `create(tx)` always runs inside one transaction (`tx`), with or without
   * the header: with it, the same one that records the answer. Everything it
   * reads and writes must go through `tx` (pass it down) or through
   * `store.transaction` (which joins it); the store's own executor throws
   * there. `fingerprint` (optional) stands for the request body in the
   * comparison of repeated keys, for bodies that are not JSON (multipart
   * uploads: the fields and a SHA-256 of the file's bytes).
   *
   * @throws ValidationError (400) a key over 255 characters; ConflictError
   *   (409) the key was used with another request; whatever `create` throws.
   */
  async handle(req: FastifyRequest, reply: FastifyReply, create: (tx: Tx) => Promise<IdempotentAnswer>, fingerprint?: string): Promise<FastifyReply> {
    const header = req.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) {
      const r = await this.store.transaction(create);
      return reply.code(r.status).send(r.body);
    }
    if (key.length > 255) throw new ValidationError('Idempotency-Key: admite como máximo 255 caracteres');
    const principal = principalOf(req);
    const hash = createHash('sha256')
      .update(`${req.method} ${req.routeOptions.url}\n${JSON.stringify(req.params)}\n${fingerprint ?? JSON.stringify(req.body ?? null)}`)
      .digest('hex');
    const outcome = await this.#records.runOnce({ apiKeyId: principal.keyId, key, requestHash: hash, now: this.clock.now() }, create);
    if (outcome.kind === 'conflict') throw new ConflictError('La Idempotency-Key ya se usó con otra solicitud');
    if (outcome.kind === 'replayed') reply.header('idempotent-replayed', 'true');
    return reply.code(outcome.status).send(outcome.body);
  }
}
