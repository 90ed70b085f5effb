/**
 * Prometheus on a Fastify server: each server's own {@link Registry}, the
 * process's default metrics (event-loop lag, heap, GC, CPU, handles), the
 * HTTP request duration histogram by route template, and the `GET /metrics`
 * handler guarded by a bearer token (`METRICS_TOKEN`). Shared by the service
 * (`src/api/server.ts`) and the bot's receiver (`src/bot/paymentWebhooks.ts`); the
 * business counters of each side are in `./service.ts` and `./bot.ts`.
 * See `docs/decisions/0024-metrics.md`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** How a server serves its metrics (METRICS_TOKEN and the deployment's mode). */
export interface MetricsSettings {
  /**
   * Bearer token `GET /metrics` requires (METRICS_TOKEN): any other request
   * is 401. Undefined: the metrics are public, except in `production`.
   */
  token?: string | undefined;
  /** Production (NODE_ENV=production): without `token`, `GET /metrics` is refused (403) rather than public. Default false. */
  production?: boolean;
}

/** Label `route` of requests no route matched (404s): raw paths never become labels. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Buckets of {@link HTTP_REQUEST_DURATION}, seconds: 1 ms to 10 s. */
export const HTTP_DURATION_BUCKETS: readonly number[] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Name of the HTTP request duration histogram (seconds; labels `method`, `route`, `status_code`). */
export const HTTP_REQUEST_DURATION = 'http_request_duration_seconds';

let processRegistry: Registry | undefined;

/**
 * The registry of the process's default metrics (`collectDefaultMetrics`):
 * one per process, made on first use and appended to every server's scrape.
 * They describe the process, not a server, and prom-client's collectors
 * (a GC observer, an event-loop delay monitor) can never be stopped: made
 * per server they would pile up in a process that builds many (tests).
 */
export function processMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A server's metrics: its own registry and its request duration histogram. */
export interface ServerMetrics {
  /** This server's registry (business metrics register here too). */
  registry: Registry;
  /** `http_request_duration_seconds{method, route, status_code}`. */
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
}

/** A new registry with the request duration histogram registered on it. */
export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  const httpDuration = new Histogram({
    name: HTTP_REQUEST_DURATION,
    help: 'Duration of HTTP requests, from arrival to the last byte of the answer, seconds, by method, route template (unmatched for 404s) and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [...HTTP_DURATION_BUCKETS],
    registers: [registry],
  });
  return { registry, httpDuration };
}

/**
 * Time every request of `app` (and of the plugins registered after this
 * call, which inherit the hook) into `metrics.httpDuration`: an `onResponse`
 * hook reading Fastify's own `reply.elapsedTime` and the matched route's
 * template (`request.routeOptions.url`, e.g. `/api/v1/bookings/:id`), or
 * {@link UNMATCHED_ROUTE} when none matched. Call before the routes are
 * registered.
 */
export function timeRequests(app: FastifyInstance, metrics: ServerMetrics): void {
  const children = new Map<string, ReturnType<ServerMetrics['httpDuration']['labels']>>();
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? UNMATCHED_ROUTE;
    const key = `${req.method} ${route} ${reply.statusCode}`;
    let child = children.get(key);
    if (!child) {
      // Label sets are bounded (methods × route templates × status codes): each is made once, then observed directly.
      child = metrics.httpDuration.labels(req.method, route, String(reply.statusCode));
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
}

/** Digest of a token, so tokens of any length compare in constant time. */
function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * The handler of `GET /metrics`: the process's default metrics followed by
 * `registry`'s, in the Prometheus text format (`text/plain; version=0.0.4`),
 * `cache-control: no-store`. With `settings.token`: 401
 * `{error: 'unauthorized', message}` (and `WWW-Authenticate: Bearer`) unless
 * the request carries `Authorization: Bearer <token>`. Without a token in
 * production: 403 `{error: 'metrics_disabled', message}` naming METRICS_TOKEN.
 * Gauges read at scrape time (`collect()`) run here.
 */
export function metricsHandler(registry: Registry, settings: MetricsSettings = {}): (req: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  const expected = settings.token ? digest(settings.token) : undefined;
  const production = settings.production ?? false;
  return async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (expected) {
      const header = req.headers.authorization;
      const m = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!m || !timingSafeEqual(digest(m[1]!), expected))
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: 'unauthorized', message: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>' });
    } else if (production)
      return reply.code(403).send({
        error: 'metrics_disabled',
        message: 'metrics are not served in production without METRICS_TOKEN: set it and scrape with Authorization: Bearer <METRICS_TOKEN>',
      });
    const text = (await processMetricsRegistry().metrics()) + (await registry.metrics());
    return reply.header('content-type', registry.contentType).send(text);
  };
}
