/**
 * The companion service's Fastify app: API-key authentication
 * (`docs/decisions/0001-auth-and-principals.md`), the rate limits
 * (`docs/decisions/0015-rate-limits.md`), the error envelope, the routes of the
 * interface plus the hosted checkout, and the OpenAPI document with its
 * reference page. Every route is registered from its operation in the
 * contract (`serve` in `./http.ts`: method, path and checked schemas); routes
 * only translate HTTP ↔ domain calls.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createContext, type ContextOptions, type ServiceContext } from './context.js';
import { serve } from './http.js';
import { openApiDocument } from './openapi.js';
import { httpLimits, protocolServerOptions, registerProtocolEdge, type HttpLimits } from './serverProtocol.js';
import { authFailureLimit, recordAuthFailure } from './plugins/authFailureLimit.js';
import { bearerAuth } from './plugins/bearerAuth.js';
import { keyRateLimit } from './plugins/keyRateLimit.js';
import { DEFAULT_RATE_LIMIT_PER_SECOND, gcraStore, sharedGcraStore, TokenBuckets } from './rateLimit.js';
import { availabilityRoutes } from './routes/availability.js';
import { bookingRoutes } from './routes/bookings.js';
import { checkoutRoutes } from './routes/checkout.js';
import { carrierPaymentRoutes } from './routes/carrierPayments.js';
import { paymentLinkRoutes } from './routes/paymentLinks.js';
import { balanceRoutes } from './routes/balances.js';
import { giftCardRoutes } from './routes/giftCards.js';
import { transactionRoutes } from './routes/transactions.js';
import { reportRoutes } from './routes/reports.js';
import { reservationChangeRoutes } from './routes/reservationChanges.js';
import { createServerMetrics, metricsHandler, timeRequests, type MetricsSettings, type ServerMetrics } from '../metrics/http.js';
import { prometheusServiceMetrics } from '../metrics/service.js';
import { traceLogFields } from '../tracing/log.js';

/** Options of {@link buildServer}: the context's (database, clock, carrier, outbound policy) and the HTTP server's. */
export interface ServerOptions extends ContextOptions {
  /** Fastify logger: true, false, or pino options (default false). */
  logger?: boolean | { level: string };
  /**
   * Rate limit of each API key, requests per second on average, with bursts
   * of twice it (`docs/decisions/0015-rate-limits.md`; default {@link DEFAULT_RATE_LIMIT_PER_SECOND},
   * 50). A key's own `api_keys.rate_limit_per_second` overrides it when
   * positive (NULL or 0: this default). 0 here turns
   * rate limiting off altogether (also the per-IP limit of failed
   * authentications), e.g. for benchmarks.
   */
  rateLimitPerSecond?: number;
  /**
   * Called with the method(s) and URL of every route as Fastify registers it
   * (its `onRoute` hook, added before any route), e.g. to list the routes
   * against the OpenAPI document.
   */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /**
   * Fastify `trustProxy`: behind a reverse proxy, which proxies to trust for
   * the client address (`X-Forwarded-For`), so the per-IP limit of failed
   * authentications counts each client, not the proxy (default false).
   */
  trustProxy?: boolean | string;
  /**
   * Timeouts and default body limit of the HTTP server (default
   * {@link DEFAULT_HTTP_LIMITS}: headers 10 s, request 30 s, keep-alive 5 s,
   * bodies 1 MiB); tests lower them.
   */
  http?: Partial<HttpLimits>;
  /**
   * `GET /metrics` and the metrics behind it (`docs/decisions/0024-metrics.md`):
   * the token it requires and whether this is production (default `{}`:
   * served to anyone). `false`: no metrics at all (no registry, no request
   * timing, no business counters, `/metrics` is 404), e.g. to measure their cost.
   */
  metrics?: MetricsSettings | false;
}

/**
 * Build (without listening) the service's Fastify app. Trailing slashes are
 * optional on every path (`docs/decisions/0008-shared-paths.md`).
 */
export function buildServer(opts: ServerOptions): { app: FastifyInstance; ctx: ServiceContext; registry: ServerMetrics['registry'] | undefined } {
  // This server's own registry (many servers may share a process): request timing and the domain's business counters.
  const server = opts.metrics === false ? undefined : createServerMetrics();
  const ctx = createContext(server ? { ...opts, serviceMetrics: prometheusServiceMetrics(server.registry) } : opts);
  const app = Fastify({
    // Request lines carry Fastify's request id (reqId); every line logged inside a span its trace_id and span_id.
    logger: opts.logger ? { ...(opts.logger === true ? {} : opts.logger), mixin: traceLogFields } : false,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: opts.trustProxy ?? false,
    // Timeouts, body limit, Host, framework and parser errors in the envelope.
    ...protocolServerOptions(httpLimits(opts.http)),
  });
  if (server) timeRequests(app, server);
  // The availability worker threads end with the app.
  app.addHook('onClose', async () => ctx.availability.close());
  const onRoute = opts.onRoute;
  if (onRoute) app.addHook('onRoute', (r) => onRoute({ method: r.method, url: r.url }));

  // Security headers, the Host check, the error and not-found handlers (before any route: 405 needs the route table).
  registerProtocolEdge(app);

  serve(app, 'health', () => ({ status: 'ok' }));
  if (server && opts.metrics !== false) serve(app, 'metrics', metricsHandler(server.registry, opts.metrics));

  // The OpenAPI 3.1 document generated from the contract, and its reference page (Swagger UI, assets served from the package).
  app.register(async (docs) => {
    const document = openApiDocument();
    serve(docs, 'openApiDocument', (_req, reply) => reply.header('cache-control', 'no-cache').send(document));
    await docs.register(swagger, { mode: 'static', specification: { document: document as never } });
    await docs.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0, tryItOutEnabled: false },
      // No validatorUrl: Swagger UI then never calls the online validator.
      theme: { title: 'Hotel Payments and Reservations Service — API' },
      // Everything from this origin: the page works offline.
      staticCSP:
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    });
  });

  // Hosted checkout: public, reached by whoever holds the link's unguessable code.
  app.register(async (pub) => {
    await pub.register(formbody);
    checkoutRoutes(pub, ctx);
  });

  // Real carriers' signed events: public, verified on the raw body.
  app.register(async (events) => carrierPaymentRoutes(events, ctx));

  // The interface's API: bearer API keys, each rate-limited (docs/decisions/0001-auth-and-principals.md, docs/decisions/0015-rate-limits.md).
  const defaultRate = opts.rateLimitPerSecond ?? DEFAULT_RATE_LIMIT_PER_SECOND;
  const buckets = defaultRate > 0 ? new TokenBuckets(ctx.clock) : undefined;
  app.register(async (api) => {
    // In this order: the per-IP limit of failed authentications (a 429 before any key lookup), the bearer key (401),
    // then the key's own limit (its hook is the routes', so it runs after the scope's).
    if (buckets) await api.register(authFailureLimit, { buckets });
    await api.register(bearerAuth, { store: ctx.store, onFailure: buckets ? (req) => recordAuthFailure(buckets, req) : undefined });
    if (buckets) {
      const bucketStore = ctx.store.engine === 'postgres' ? sharedGcraStore(ctx.store, ctx.clock) : gcraStore(buckets);
      await api.register(keyRateLimit, { bucketStore, defaultRate });
    }
    availabilityRoutes(api, ctx);
    bookingRoutes(api, ctx);
    paymentLinkRoutes(api, ctx);
    giftCardRoutes(api, ctx);
    transactionRoutes(api, ctx);
    reportRoutes(api, ctx);
    reservationChangeRoutes(api, ctx);
    // Endpoints 1, 2, 2b, 3 in their own scope (multipart parsing for receipts).
    await api.register(async (scope) => balanceRoutes(scope, ctx));
  });

  return { app, ctx, registry: server?.registry };
}
