/**
 * HTTP plumbing of the service shared by its routes: the error envelope of
 * every error answer and the mapping of errors to it, the routes registered
 * from the contract's operations and their requests checked with its schemas
 * ({@link serve}), and the `Idempotency-Key` store
 * (`docs/decisions/0014-idempotency.md`). Its Spanish texts are
 * `SERVICE_TEXTS.http` of `src/texts/service.ts`.
 */
import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Store, Tx } from '../store/sql.js';
import { IDEMPOTENCY_TTL_MS, IdempotencyRecords, type IdempotentAnswer } from '../store/service/idempotency.js';
import type { Clock } from '../clock.js';
import { SERVICE_TEXTS } from '../texts/service.js';
import type { ErrorEnvelope } from './contract/index.js';
import { operationById, type Operation, type OperationId, type OperationOf } from './contract/operations.js';
import { ConflictError, DomainError, ValidationError } from './domain/errors.js';
import type { Principal } from './domain/principal.js';
import { TooManyRequestsError } from './rateLimit.js';

/** Spanish `message` of the generic envelope per HTTP status (`SERVICE_TEXTS.http.statusMessages`). */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = SERVICE_TEXTS.http.statusMessages;

/** Spanish `detail` of an error answer that has nothing more specific to say, per HTTP status. */
const DEFAULT_DETAILS: Readonly<Record<number, string>> = SERVICE_TEXTS.http.defaultDetails;

/** Texts of the HTTP edge (`SERVICE_TEXTS.http`). */
const TEXTS = SERVICE_TEXTS.http;

/** The generic error envelope for `status`: `{code: "<status>", message, detail}`. */
export function envelope(status: number, detail: string): ErrorEnvelope {
  return { code: String(status), message: STATUS_MESSAGES[status] ?? (status >= 500 ? TEXTS.otherServerErrorMessage : TEXTS.otherClientErrorMessage), detail };
}

/** An error answer: HTTP status and its envelope; `unexpected` when it is a 500 worth logging. */
export interface ErrorAnswer {
  status: number;
  body: ErrorEnvelope;
  unexpected: boolean;
}

/** The answer of `status` with `detail`, or with the status's default Spanish detail. */
export function statusAnswer(status: number, detail?: string): ErrorAnswer {
  return { status, body: envelope(status, detail ?? DEFAULT_DETAILS[status] ?? STATUS_MESSAGES[status] ?? TEXTS.otherDetail), unexpected: false };
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
      return statusAnswer(415, TEXTS.unsupportedContentType(request?.contentType));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return statusAnswer(413, TEXTS.bodyTooLarge(request?.bodyLimit));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return statusAnswer(400, TEXTS.emptyJsonBody);
    case 'FST_ERR_CTP_INVALID_JSON_BODY': // also valid JSON with a `__proto__` or `constructor.prototype` key, refused as poisoning
      return statusAnswer(400, TEXTS.invalidJson);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return statusAnswer(400, TEXTS.contentLengthMismatch);
    case 'FST_ERR_BAD_URL':
      return statusAnswer(400, TEXTS.badPercentEscape);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return statusAnswer(414, TEXTS.pathSegmentTooLong);
    case 'FST_ERR_VALIDATION':
      return statusAnswer(400, TEXTS.invalidFieldsBare);
  }
  // A body parser's syntax error (JSON, or `__proto__` / `constructor.prototype` keys it refuses) carries a 400.
  if (err instanceof SyntaxError && status === 400) return statusAnswer(400, TEXTS.invalidJson);
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
      return statusAnswer(501, TEXTS.unknownMethod);
    case 'HPE_INVALID_VERSION':
    case 'HPE_PAUSED_H2_UPGRADE':
      return statusAnswer(505);
    default:
      return statusAnswer(400, TEXTS.malformedRequest);
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
 * One offending field of a request: the part it is in (`params`, `query`,
 * `body`), its path inside that part (`reservation.email`, `layout.0.adults`;
 * '' for the part itself), the schema's message (Spanish; the contract's own
 * where it gives one) and whether the field is missing altogether.
 */
export interface FieldProblem {
  part: string;
  path: string;
  message: string;
  missing: boolean;
}

/** A problem as the 400's detail lists it: `reservation.email: …`, `cuerpo: …` for a whole part, `es obligatorio` for a missing field. */
export function problemText(p: FieldProblem): string {
  return TEXTS.fieldProblem(p.path, p.missing ? TEXTS.fieldMissing : p.message);
}

/** The 400 naming every offending field: `Campos inválidos: reservation.email: …; nights: …`. */
export function invalidFields(problems: readonly string[]): ValidationError {
  return new ValidationError(SERVICE_TEXTS.invalidFields(problems));
}

/**
 * Check several parts of a request (path, query, body) at once with their
 * schemas: every part's parsed value, or every problem of all of them. A part
 * nested deeper than {@link MAX_JSON_DEPTH}, or holding U+0000 in any text
 * (key or value; see {@link nulPaths}), is refused for that alone and not
 * parsed further.
 */
export function checkRequest<T extends Record<string, readonly [z.ZodType, unknown]>>(
  parts: T,
): { ok: true; values: { [K in keyof T]: z.output<T[K][0]> } } | { ok: false; problems: FieldProblem[] } {
  const values: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  for (const [part, [schema, value]] of Object.entries(parts)) {
    if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
      problems.push({ part, path: '', message: TEXTS.fieldTooDeep(MAX_JSON_DEPTH), missing: false });
      continue;
    }
    const nul = nulPaths(value);
    if (nul.length) {
      problems.push(...nul.map((path) => ({ part, path, message: TEXTS.fieldHasNul, missing: false })));
      continue;
    }
    const r = schema.safeParse(value);
    if (r.success) values[part] = r.data;
    else
      problems.push(
        ...r.error.issues.map((i) => ({
          part,
          path: i.path.join('.'),
          message: i.message,
          missing: (i.code === 'invalid_type' || i.code === 'invalid_union' || i.code === 'invalid_value') && valueAt(value, i.path) === undefined,
        })),
      );
  }
  return problems.length ? { ok: false, problems } : { ok: true, values: values as { [K in keyof T]: z.output<T[K][0]> } };
}

/**
 * Parse several parts of a request (path, query, body) at once, so the 400's
 * detail lists the offending fields of all of them (`docs/decisions/0002-errors-and-envelope.md`).
 *
 * @throws ValidationError naming every offending field.
 */
export function parseRequest<T extends Record<string, readonly [z.ZodType, unknown]>>(parts: T): { [K in keyof T]: z.output<T[K][0]> } {
  const r = checkRequest(parts);
  if (!r.ok) throw invalidFields(r.problems.map(problemText));
  return r.values;
}

/**
 * Deepest nesting of arrays and objects a JSON body may have: the top level
 * is 1 (`{"a": [1]}` is 2). The interface's deepest body (endpoint 7's rooms
 * with their children's ages) is 4; nothing a client sends needs more.
 * Deeper: 400 before any recursive walk of the body.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests arrays and objects deeper than `max` levels (the top level is 1). Iterative: any depth is safe. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  const stack: [unknown, number][] = [[value, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, depth] = item;
    if (depth > max) return true;
    for (const child of Object.values(v as object)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Paths (`reservation.firstName`, `roomsData.0.id`; '' for `value` itself) of
 * the strings and keys inside `value` that contain U+0000. No text
 * the service keeps may hold it (PostgreSQL refuses it in text, and nothing a
 * guest or a hotel writes needs it), so it is refused at the edge on every
 * engine alike. Iterative: any depth is safe.
 */
function nulPaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, path] = item;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) found.push(path);
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    for (const [k, child] of Object.entries(v)) {
      const at = path ? `${path}.${k}` : k;
      if (k.includes('\u0000')) found.push(at);
      else stack.push([child, at]);
    }
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

// ---------------------------------------------------------------------------
// Routes from the contract's operations.

/** The Fastify route of an operation: its own `route`, else its path template with `{x}` written `:x`, without the trailing slash (optional on every path). */
export function fastifyRouteOf(op: Operation): string {
  return op.route ?? op.path.replace(/\{([^}]+)\}/g, ':$1').replace(/(.)\/$/, '$1');
}

type PathSchemaOf<O> = O extends { route: string } ? undefined : O extends { params: { path: infer S } } ? S : undefined;
type QuerySchemaOf<O> = O extends { params: { query: infer S } } ? S : undefined;
type BodySchemaOf<O> = O extends { body: { content: { 'application/json': infer S } } }
  ? S
  : O extends { body: { content: { 'application/x-www-form-urlencoded': infer S } } }
    ? S
    : undefined;

/**
 * The Fastify schema of operation `O`'s route: the parts {@link serve}
 * checks, each its contract schema (`undefined`: not checked, its value as
 * received). With `OwnBody` the handler reads the body itself.
 */
export type RouteSchemaOf<O, OwnBody extends boolean = false> = {
  params: PathSchemaOf<O>;
  querystring: QuerySchemaOf<O>;
  body: OwnBody extends true ? undefined : BodySchemaOf<O>;
};

/** The handler of operation `Id`: `req.params`, `req.query` and `req.body` are its schemas' parsed values. */
export type OperationHandler<Id extends OperationId, OwnBody extends boolean = false> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<OperationOf<Id>, OwnBody>,
  ZodTypeProvider
>;

/** Options of {@link serve}. */
export interface ServeOptions<OwnBody extends boolean = false> {
  /**
   * The handler reads the body itself and `req.body` stays as received: for
   * a body whose shape decides which endpoint it is (`POST /v1/gift-cards`).
   * Multipart bodies are always the handler's.
   */
  ownBody?: OwnBody;
  /** Largest body of this route, bytes (default: the server's). */
  bodyLimit?: number;
  /**
   * Answer a request that breaks the operation's schemas, instead of the
   * generic 400 naming every field: endpoint 1's own error form, the pages'
   * "not found" and card form. It must send the answer.
   */
  onInvalid?: (problems: FieldProblem[], req: FastifyRequest, reply: FastifyReply) => unknown;
}

/** The request parts checked before a handler: Fastify's schema key, and the request's field and the problems' name for it. */
const PARTS = { params: 'params', querystring: 'query', body: 'body' } as const;

/** Media types of request bodies checked with their schema (a multipart body is read by its handler). */
const CHECKED_BODIES = ['application/json', 'application/x-www-form-urlencoded'] as const;

/**
 * The parts of a request as received, before {@link serve}'s check put the
 * parsed values in their place: the idempotency store compares requests by
 * what was sent.
 */
const received = new WeakMap<FastifyRequest, { params: unknown; body: unknown }>();

/**
 * Fastify's own check of a route's parts. {@link serve} checks them all
 * together before (Fastify's check stops at the first invalid part, and the
 * 400 names the offending fields of every part), so this one keeps the
 * values that check parsed.
 */
const checkedBefore: FastifySchemaCompiler<unknown> = () => (value) => ({ value });

/**
 * Register the route of operation `id` of the contract (`OPERATIONS`) on
 * `app`, handled by `handler`: method and URL (`fastifyRouteOf`) and the
 * schemas of its path, query and body come from the operation. Before the
 * handler runs, every part is checked at once (`checkRequest`): a request
 * that breaks them is a 400 whose detail names every offending field of all
 * parts (or whatever `options.onInvalid` answers); otherwise the handler gets
 * the parsed values in `req.params`, `req.query` and `req.body`. Not checked:
 * the path of an operation with a route of its own (a wildcard, read by its
 * handler), a multipart body, the body of an `ownBody` route, and headers
 * (the `Idempotency-Key` is read by {@link IdempotencyStore}).
 */
export function serve<Id extends OperationId, OwnBody extends boolean = false>(
  app: FastifyInstance,
  id: Id,
  handler: OperationHandler<Id, OwnBody>,
  options: ServeOptions<OwnBody> = {},
): void {
  const op: Operation = operationById(id);
  const schemas: Partial<Record<keyof typeof PARTS, z.ZodType>> = {};
  if (op.params?.path && !op.route) schemas.params = op.params.path;
  if (op.params?.query) schemas.querystring = op.params.query;
  const body = options.ownBody ? undefined : CHECKED_BODIES.map((type) => op.body?.content[type]).find((schema) => schema !== undefined);
  if (body) schemas.body = body;
  const parts = Object.entries(schemas).map(([key, schema]) => [PARTS[key as keyof typeof PARTS], schema] as const);
  const check = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const r = checkRequest(Object.fromEntries(parts.map(([part, schema]) => [part, [schema, req[part]] as const])));
    if (!r.ok) {
      if (!options.onInvalid) throw invalidFields(r.problems.map(problemText));
      await options.onInvalid(r.problems, req, reply);
      return reply;
    }
    received.set(req, { params: req.params, body: req.body });
    for (const [part] of parts) req[part] = r.values[part];
    return undefined;
  };
  app.route({
    method: op.method.toUpperCase() as HTTPMethods,
    url: fastifyRouteOf(op),
    handler: handler as RouteHandlerMethod,
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    ...(parts.length ? { schema: schemas, validatorCompiler: checkedBefore, preValidation: check } : {}),
  });
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

/** The request's `Idempotency-Key` header (the first, when repeated); undefined or empty when there is none. */
function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const header = req.headers['idempotency-key'];
  return Array.isArray(header) ? header[0] : header;
}

/** Longest `Idempotency-Key` header accepted, characters. */
const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

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
    const key = idempotencyKeyOf(req);
    if (!key) {
      const r = await this.store.transaction(create);
      return reply.code(r.status).send(r.body);
    }
    if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw new ValidationError(TEXTS.idempotencyKeyTooLong(IDEMPOTENCY_KEY_MAX_LENGTH));
    const principal = principalOf(req);
    const sent = received.get(req) ?? req;
    const hash = createHash('sha256')
      .update(`${req.method} ${req.routeOptions.url}\n${JSON.stringify(sent.params)}\n${fingerprint ?? JSON.stringify(sent.body ?? null)}`)
      .digest('hex');
    const outcome = await this.#records.runOnce({ apiKeyId: principal.keyId, key, requestHash: hash, now: this.clock.now() }, create);
    if (outcome.kind === 'conflict') throw new ConflictError(TEXTS.idempotencyKeyReused);
    if (outcome.kind === 'replayed') reply.header('idempotent-replayed', 'true');
    return reply.code(outcome.status).send(outcome.body);
  }

  /**
   * {@link handle} for a creation that is atomic by itself (it writes in one
   * transaction or one statement of its own, through `store.current`):
   * without the header, `create` runs outside any transaction, so it may
   * choose the cheapest form (payment links on PostgreSQL: one statement, no
   * `BEGIN` and `COMMIT`); with it, inside the transaction that records the
   * answer, as `handle`.
   *
   * @throws as {@link handle}.
   */
  async handleAtomic(req: FastifyRequest, reply: FastifyReply, create: () => Promise<IdempotentAnswer>): Promise<FastifyReply> {
    if (!idempotencyKeyOf(req)) {
      const r = await create();
      return reply.code(r.status).send(r.body);
    }
    return this.handle(req, reply, () => create());
  }
}
