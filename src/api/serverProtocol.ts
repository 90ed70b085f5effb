/**
 * The HTTP protocol edge of the service's Fastify app: connection and
 * request timeouts, body limits, security headers, and the error envelope on
 * every answer the service gives — those of the routes, of Fastify itself
 * (malformed addresses, unknown routes, methods a route does not have, body
 * parsing) and of Node's HTTP parser (unknown methods, oversized or
 * malformed headers, timeouts), which happen before any request exists.
 */
import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { ValidationError } from './domain/errors.js';
import { clientErrorAnswer, envelope, errorAnswer, rawHttpResponse, statusAnswer, type ErrorAnswer } from './http.js';
import { SERVICE_TEXTS } from '../texts/service.js';

/** Timeouts (milliseconds) and the default body limit (bytes) of the service's HTTP server. */
export interface HttpLimits {
  /** A request's line and headers must arrive within this many ms of the connection's first byte; else 408 and close. */
  headersTimeoutMs: number;
  /** A whole request (headers and body) must arrive within this many ms; else 408 and close. At least `headersTimeoutMs`. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this many ms without a new request. */
  keepAliveTimeoutMs: number;
  /** Largest request body of routes without their own limit, bytes (JSON bodies); larger: 413. */
  bodyLimitBytes: number;
}

/** Defaults of {@link HttpLimits}: headers 10 s, request 30 s, keep-alive 5 s, bodies 1 MiB. */
export const DEFAULT_HTTP_LIMITS: Readonly<HttpLimits> = Object.freeze({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  bodyLimitBytes: 1024 * 1024,
});

/**
 * {@link DEFAULT_HTTP_LIMITS} with `given` over them.
 *
 * @throws RangeError when a value is not a positive integer, or the headers
 *   timeout is longer than the request timeout.
 */
export function httpLimits(given: Partial<HttpLimits> = {}): HttpLimits {
  const limits: HttpLimits = { ...DEFAULT_HTTP_LIMITS };
  for (const [k, v] of Object.entries(given) as Array<[keyof HttpLimits, number | undefined]>) if (v !== undefined) limits[k] = v;
  for (const [k, v] of Object.entries(limits))
    if (!Number.isSafeInteger(v) || v <= 0) throw new RangeError(`HTTP limit ${k} must be a positive integer (got ${v})`);
  if (limits.headersTimeoutMs > limits.requestTimeoutMs)
    throw new RangeError(`HTTP limit headersTimeoutMs (${limits.headersTimeoutMs}) must not exceed requestTimeoutMs (${limits.requestTimeoutMs})`);
  return limits;
}

/**
 * Security headers of every answer that is not an HTML page (JSON of the
 * API, errors): nothing may load or frame it, no `Referer` leaves it, the
 * browser never sniffs another content type, and HTTPS is remembered for
 * 180 days (without subdomains, which belong to the deployment).
 */
export const API_HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
};

/**
 * Set on `reply` the security headers of `options` (helmet's options, over
 * {@link API_HELMET_OPTIONS}) in place of the API's: for HTML pages, which
 * load their own style sheet and post forms. Helmet's middleware is built
 * for the call (pages are few; the API's is built once).
 */
export function setSecurityHeaders(reply: FastifyReply, options: Readonly<HelmetOptions>): void {
  helmet({ ...API_HELMET_OPTIONS, ...options } as HelmetOptions)(reply.request.raw, reply.raw, rethrow);
}

/** Helmet's `next`: an error is thrown on, as the middleware itself throws since helmet 8.1. */
function rethrow(err?: unknown): void {
  if (err) throw err;
}

/** The core of {@link API_HELMET_OPTIONS} for answers written without helmet (parser errors, malformed addresses). */
const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/** Set the {@link BASE_SECURITY_HEADERS} that `reply` does not carry yet. */
function ensureSecurityHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) if (!reply.hasHeader(name) && !reply.raw.hasHeader(name)) reply.header(name, value);
}

/** Send `a` (status and envelope) on `reply`, with the base security headers. */
function sendAnswer(reply: FastifyReply, a: ErrorAnswer): FastifyReply {
  ensureSecurityHeaders(reply);
  return reply.code(a.status).type('application/json; charset=utf-8').send(a.body);
}

/**
 * Answer a socket on which Node's HTTP parser failed (or a timeout ran out)
 * with the envelope, then close it. Nothing is written when the socket is
 * gone or an answer has already begun on it.
 */
function answerOnSocket(socket: Duplex, a: ErrorAnswer): void {
  const pending = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
  if (!socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(rawHttpResponse(a, BASE_SECURITY_HEADERS), () => socket.destroy());
}

/**
 * Fastify server options of the protocol edge: the timeouts and body limit
 * of `limits`, Host checked by the service (so its absence gets the envelope
 * too), Fastify's framework errors (malformed percent-encoding, a path
 * segment over 100 characters) and Node's parser errors in the envelope.
 */
export function protocolServerOptions(limits: HttpLimits): Pick<
  FastifyServerOptions,
  'bodyLimit' | 'requestTimeout' | 'keepAliveTimeout' | 'frameworkErrors' | 'clientErrorHandler'
> & {
  http: { headersTimeout: number; requestTimeout: number; requireHostHeader: boolean; connectionsCheckingInterval: number };
} {
  return {
    bodyLimit: limits.bodyLimitBytes,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      requireHostHeader: false,
      // How often Node looks for connections past their timeouts: often enough that a timeout is not overshot by much.
      connectionsCheckingInterval: Math.min(1000, Math.max(25, Math.floor(limits.headersTimeoutMs / 4))),
    },
    frameworkErrors: (err: FastifyError, _req: FastifyRequest, reply: FastifyReply) => sendAnswer(reply, errorAnswer(err)),
    clientErrorHandler: (err: Error & { code?: string }, socket: Duplex) => {
      if (err.code === 'ECONNRESET' || socket.destroyed) return;
      answerOnSocket(socket, clientErrorAnswer(err.code));
    },
  };
}

/** A registered route: its methods and a pattern matching its concrete paths. */
interface RouteEntry {
  methods: string[];
  pattern: RegExp;
}

/** A pattern matching the concrete paths of a route URL (`:param` one segment, `*` the rest; trailing slash optional). */
function routePattern(url: string): RegExp {
  const source = url
    .replace(/\/+$/, '')
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/**
 * Register the protocol edge on the root app, before any route: the
 * security headers ({@link API_HELMET_OPTIONS}; HTML pages set their own),
 * the Host check of HTTP/1.1, the error handler (every error in the
 * envelope, 500 without its cause), the not-found handler (404 for unknown
 * paths, 405 with `Allow` for a known path without that method), and the
 * answers Node would otherwise give bare (`Expect` other than
 * `100-continue`: 417; `CONNECT`: 501).
 */
export function registerProtocolEdge(app: FastifyInstance): void {
  // Helmet's middleware is built once: building it (parsing the policy, checking every option) took more of a
  // `/health` request's time than answering it.
  const apiSecurityHeaders = helmet(API_HELMET_OPTIONS);
  app.addHook('onRequest', (req, reply, done) => {
    apiSecurityHeaders(req.raw, reply.raw, rethrow);
    done();
  });

  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (r) => {
    routes.push({ methods: [r.method].flat(), pattern: routePattern(r.url) });
  });

  app.addHook('onRequest', async (req, reply) => {
    if (req.raw.httpVersionMajor === 1 && req.raw.httpVersionMinor === 1 && req.headers.host === undefined) {
      reply.header('connection', 'close');
      throw new ValidationError(SERVICE_TEXTS.http.missingHost);
    }
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const a = errorAnswer(err, { contentType: req.headers['content-type'], bodyLimit: req.routeOptions?.bodyLimit });
    if (a.unexpected) req.log.error({ err }, 'unhandled error');
    return sendAnswer(reply, a);
  });

  app.setNotFoundHandler((req, reply) => {
    const path = (req.raw.url ?? '/').split('?')[0]!;
    const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
    const allowed = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods));
    if (allowed.size > 0 && !allowed.has(req.method)) {
      const allow = [...allowed].sort().join(', ');
      reply.header('allow', allow);
      return sendAnswer(reply, statusAnswer(405, SERVICE_TEXTS.http.methodNotAllowed(shown, req.method, allow)));
    }
    return sendAnswer(reply, { status: 404, body: envelope(404, SERVICE_TEXTS.http.routeNotFound(req.method, shown)), unexpected: false });
  });

  app.server.on('checkExpectation', (req, res: ServerResponse) => {
    const a = statusAnswer(417, SERVICE_TEXTS.http.expectationNotSupported(String(req.headers.expect ?? '').slice(0, 100)));
    const body = JSON.stringify(a.body);
    res.writeHead(a.status, {
      ...BASE_SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    res.end(body);
  });
  app.server.on('connect', (_req, socket: Duplex) => {
    answerOnSocket(socket, statusAnswer(501, SERVICE_TEXTS.http.connectNotSupported));
  });
}
