/**
 * The companion service's Fastify app: API-key authentication (DECISIONS §3),
 * the rate limits (DECISIONS §9), the error envelope, the routes of the
 * interface plus the hosted checkout, and the OpenAPI document with its
 * reference page. Routes only translate HTTP ↔ domain calls.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Store } from '../store/sql.js';
import { first, sql } from '../store/sql.js';
import { findApiKey } from '../store/service/apiKeys.js';
import { systemClock, type Clock } from '../clock.js';
import { AvailabilityService } from './domain/availability.js';
import { BookingsService } from './domain/bookings.js';
import { SandboxCarrier, type Carrier } from './domain/carrier.js';
import { UnauthorizedError } from './domain/errors.js';
import { PaymentsService } from './domain/payments.js';
import { GiftCardsService } from './domain/giftCards.js';
import { BalancesService } from './domain/balances.js';
import { STRICT_OUTBOUND_POLICY, type OutboundPolicy } from './domain/ssrf.js';
import { enqueueGiftCardWebhook, registerWebhookHooks } from './domain/webhooks.js';
import { TransactionsService } from './domain/transactions.js';
import { VoucherLedger } from './domain/vouchers.js';
import { ReportsService } from './domain/reports.js';
import { ReservationStatusService } from './domain/staff.js';
import { IdempotencyStore } from './http.js';
import { openApiDocument } from './openapi.js';
import { httpLimits, protocolServerOptions, registerProtocolEdge, type HttpLimits } from './serverProtocol.js';
import {
  AUTH_FAILURES_PER_IP,
  burstOf,
  DEFAULT_RATE_LIMIT_PER_SECOND,
  gcraStore,
  secondsText,
  sharedGcraStore,
  TokenBuckets,
  TooManyRequestsError,
} from './rateLimit.js';
import { bookingRoutes } from './routes/bookings.js';
import { checkoutRoutes } from './routes/checkout.js';
import { linkRoutes } from './routes/links.js';
import { balanceRoutes } from './routes/balances.js';
import { giftCardRoutes } from './routes/giftCards.js';
import { transactionRoutes } from './routes/transactions.js';
import { reportRoutes } from './routes/reports.js';
import { staffRoutes } from './routes/staff.js';

/** Options of {@link buildServer}. */
export interface ServerOptions {
  /** The service database (SQLite or PostgreSQL), migrated. */
  store: Store;
  /** Base URL guests reach the hosted checkout at, e.g. `http://localhost:3000`. */
  publicBaseUrl: string;
  /** Clock for deadlines, expiry and settlement (default: system clock). */
  clock?: Clock;
  /** Carrier charging cards (default: the sandbox carrier). */
  carrier?: Carrier;
  /** Delay before the sandbox's in-process card settles, ms (default 10000). */
  sandboxSettleDelayMs?: number;
  /** Fastify logger: true, false, or pino options (default false). */
  logger?: boolean | { level: string };
  /** Where client-supplied webhook and redirect URLs may point (DECISIONS §8; default: public addresses only). */
  outboundPolicy?: OutboundPolicy;
  /**
   * Rate limit of each API key, requests per second on average, with bursts
   * of twice it (DECISIONS §9; default {@link DEFAULT_RATE_LIMIT_PER_SECOND},
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
}

/** The domain services and settings the routes use. */
export interface ServiceContext {
  store: Store;
  clock: Clock;
  payments: PaymentsService;
  bookings: BookingsService;
  availability: AvailabilityService;
  idempotency: IdempotencyStore;
  giftCards: GiftCardsService;
  balances: BalancesService;
  transactions: TransactionsService;
  /** Voucher records and chatbot reservations, kept in step with payment links. */
  vouchers: VoucherLedger;
  /** Raw bookings, voucher records and their incremental feeds (endpoints 4, 5, 6, 11, 12). */
  reports: ReportsService;
  /** Staff actions on channel-manager reservations: mark paid (17), check-in status changes (18). */
  reservationStatus: ReservationStatusService;
  /** Type of agency `id` ('retailer' | 'wholesale'), undefined when unknown. */
  agencyType(id: number): Promise<string | undefined>;
}

/** Build the domain services over a database, with the webhook outbox hooks registered. */
export function createContext(opts: ServerOptions): ServiceContext {
  const clock = opts.clock ?? systemClock;
  const store = opts.store;
  const carrier = opts.carrier ?? new SandboxCarrier(opts.sandboxSettleDelayMs ?? 10_000, { store, clock });
  const policy = opts.outboundPolicy ?? STRICT_OUTBOUND_POLICY;
  const payments = new PaymentsService(store, clock, carrier, opts.publicBaseUrl, policy);
  // The outbox rows of webhooks are written by hooks inside each payment's transaction.
  registerWebhookHooks({ store, payments });
  const vouchers = new VoucherLedger(store);
  payments.addHooks({ linkChanged: (tx, code, iso) => vouchers.syncLink(tx, code, iso) });
  const giftCards = new GiftCardsService(store, clock, payments, policy);
  giftCards.onPayment((tx, o) => enqueueGiftCardWebhook(tx, o));
  return {
    store,
    clock,
    payments,
    bookings: new BookingsService(store, clock, payments),
    availability: new AvailabilityService(store),
    idempotency: new IdempotencyStore(store, clock),
    giftCards,
    balances: new BalancesService(store, clock, payments),
    transactions: new TransactionsService(store, payments),
    vouchers,
    reports: new ReportsService(store, clock, payments),
    reservationStatus: new ReservationStatusService(store, clock, payments),
    agencyType: async (id) => (await first<{ agency_type: string }>(store.db, sql`SELECT agency_type FROM agencies WHERE id = ${id}`))?.agency_type,
  };
}

/**
 * Build (without listening) the service's Fastify app. Trailing slashes are
 * optional on every path (DECISIONS §2).
 */
export function buildServer(opts: ServerOptions): { app: FastifyInstance; ctx: ServiceContext } {
  const ctx = createContext(opts);
  const app = Fastify({
    logger: opts.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: opts.trustProxy ?? false,
    // Timeouts, body limit, Host, framework and parser errors in the envelope.
    ...protocolServerOptions(httpLimits(opts.http)),
  });
  app.decorateRequest('principal', undefined);
  app.decorateRequest('keyRatePerSecond', undefined);
  const onRoute = opts.onRoute;
  if (onRoute) app.addHook('onRoute', (r) => onRoute({ method: r.method, url: r.url }));

  // Security headers, the Host check, the error and not-found handlers (before any route: 405 needs the route table).
  registerProtocolEdge(app);

  app.get('/health', () => ({ status: 'ok' }));

  // The OpenAPI 3.1 document generated from the contract, and its reference page (Swagger UI, assets served from the package).
  app.register(async (docs) => {
    const document = openApiDocument();
    docs.get('/openapi.json', (_req, reply) => reply.header('cache-control', 'no-cache').send(document));
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

  // The interface's API: bearer API keys, each rate-limited (DECISIONS §3, §9).
  const defaultRate = opts.rateLimitPerSecond ?? DEFAULT_RATE_LIMIT_PER_SECOND;
  const buckets = defaultRate > 0 ? new TokenBuckets(ctx.clock) : undefined;
  app.register(async (api) => {
    if (buckets) await registerKeyRateLimit(api, ctx.store.engine === 'postgres' ? sharedGcraStore(ctx.store, ctx.clock) : gcraStore(buckets), defaultRate);
    // Failed authentications per client IP: past the budget, every API request from that IP is a 429, before any key lookup.
    const failed = (req: FastifyRequest, detail: string): never => {
      buckets?.take(`auth-ip:${req.ip}`, AUTH_FAILURES_PER_IP.ratePerSecond, AUTH_FAILURES_PER_IP.burst);
      throw new UnauthorizedError(detail);
    };
    api.addHook('onRequest', async (req, reply) => {
      if (buckets) {
        const ip = buckets.peek(`auth-ip:${req.ip}`, AUTH_FAILURES_PER_IP.ratePerSecond, AUTH_FAILURES_PER_IP.burst);
        if (!ip.allowed) {
          const seconds = Math.ceil(ip.retryAfterMs / 1000);
          reply.header('retry-after', seconds);
          throw new TooManyRequestsError(
            `Demasiados intentos de autenticación fallidos desde esta dirección IP; intente de nuevo en ${secondsText(seconds)}`,
          );
        }
      }
      const header = req.headers.authorization;
      const m = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!m) return failed(req, 'Falta la cabecera Authorization: Bearer <clave de API>');
      const key = await findApiKey(ctx.store.db, m[1]!);
      if (!key) return failed(req, 'La clave de API no es válida o fue revocada');
      req.principal = { keyId: key.id, kind: key.principalKind, id: key.principalId };
      req.keyRatePerSecond = key.rateLimitPerSecond;
    });
    bookingRoutes(api, ctx);
    linkRoutes(api, ctx);
    giftCardRoutes(api, ctx);
    transactionRoutes(api, ctx);
    reportRoutes(api, ctx);
    staffRoutes(api, ctx);
    // Endpoints 1, 2, 2b, 3 in their own scope (multipart parsing for receipts).
    await api.register(async (scope) => balanceRoutes(scope, ctx));
  });

  return { app, ctx };
}

/**
 * Register `@fastify/rate-limit` on the authenticated scope `api`: one token
 * bucket per API key, kept by `bucketStore` (in memory on SQLite, one process;
 * in the database on PostgreSQL, shared by every instance) (the route hook runs after the scope's authentication
 * hook, so requests without a valid key are 401 before any limit), refilling
 * the key's `api_keys.rate_limit_per_second` (or `defaultRate`) a second,
 * bursts of twice that. Over it: 429 with `Retry-After` (whole seconds, ≥ 1)
 * and the generic envelope.
 */
async function registerKeyRateLimit(api: FastifyInstance, bucketStore: ReturnType<typeof gcraStore>, defaultRate: number): Promise<void> {
  const rateOf = (req: FastifyRequest): number => {
    const own = req.keyRatePerSecond;
    return own !== null && own !== undefined && own > 0 ? own : defaultRate;
  };
  await api.register(rateLimit, {
    store: bucketStore,
    keyGenerator: (req) => `key:${req.principal?.keyId ?? `ip:${req.ip}`}`,
    max: (req) => burstOf(rateOf(req)),
    // The store's refill rate is max / timeWindow: bursts of 2 × rate refill in 2 s.
    timeWindow: 2000,
    errorResponseBuilder: (req, c) => {
      const seconds = Math.max(1, Math.ceil(c.ttl / 1000));
      return new TooManyRequestsError(
        `Se superó el límite de ${rateOf(req)} solicitudes por segundo (ráfagas de hasta ${c.max}) de esta clave de API; intente de nuevo en ${secondsText(seconds)}`,
      );
    },
  });
}
