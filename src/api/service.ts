/**
 * Running the companion service: open and migrate its database, seed the
 * demo data when asked, listen, and keep time-dependent state (settlement,
 * expiry) moving on a timer.
 */
import type { HttpLimits } from './serverProtocol.js';
import type { FastifyInstance } from 'fastify';
import { openStore, type Store } from '../store/sql.js';
import { serviceMigrations } from '../store/service/migrations/index.js';
import { seedDemoData, seedDemoKeys, sizeDemoBotKey } from '../store/service/seed.js';
import { DEMO_API_KEYS, findApiKey, hasDemoKeys, setWebhookUrl } from '../store/service/apiKeys.js';
import { bogotaDate, systemClock, type Clock } from '../clock.js';
import { buildServer, type ServerOptions } from './server.js';
import type { ServiceContext } from './context.js';
import type { AvailabilityOptions } from './domain/availability.js';
import type { ChatbotIdSource } from './domain/ids.js';
import { outboundUrlProblem, type HostResolver, type OutboundPolicy } from './domain/ssrf.js';
import { WebhookWorker } from './domain/webhookDelivery.js';
import { SandboxCarrier, type Carrier } from './domain/carrier.js';
import type { CarrierResolver } from './domain/carriers/types.js';
import { DEFAULT_CHARGE_RECOVERY_GRACE_MS } from './domain/payments.js';
import { tuneHeapForServing } from '../runtime.js';
import type { MetricsSettings } from '../metrics/http.js';

/** Options of {@link startService}. */
export interface StartServiceOptions {
  /**
   * Where the service's data lives: a SQLite file (created if missing) or a
   * `postgres://` URL (several instances may share it). Migrated at start,
   * under the migration lock.
   */
  databasePath: string;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Port; 0 picks a free one (default 3000). */
  port?: number;
  /** Base URL of payment links (default: the listening URL). */
  publicBaseUrl?: string;
  /** Clock (default: system clock). */
  clock?: Clock;
  /** Demo mode: demo API keys allowed. false = production: refuses to start while demo keys exist. Default true. */
  demo?: boolean;
  /** Seed demo hotels, inventory and (in demo mode) demo keys when the database is empty. Default true. */
  seed?: boolean;
  /** Delay before the sandbox's in-process card settles, ms. */
  sandboxSettleDelayMs?: number;
  /**
   * The carrier charging cards, built over the opened database and the clock
   * (default: the sandbox carrier, keeping its answers in the service database).
   */
  carrier?: (store: Store, clock: Clock) => Carrier;
  /**
   * Which real carrier account (Wompi, Mercado Pago) pays each hotel's links,
   * built over the opened database and the clock (default: none, every link
   * on the sandbox's own card form).
   */
  carriers?: (store: Store, clock: Clock) => CarrierResolver;
  /**
   * How often open attempts at real carriers are asked about (events may be
   * late or lost), ms (default 60000); also once at start-up. 0: no timer
   * (tests call `ctx.carrierPayments.reconcile()`).
   */
  carrierReconcileIntervalMs?: number;
  /**
   * Charge recovery: an attempt left waiting for the carrier's answer (a crash
   * between the charge and its recording) is looked up at the carrier once
   * it is this old, ms — at start-up and at every sweep (default 60000).
   */
  chargeRecoveryGraceMs?: number;
  /** How often settlement and expiry run, ms (default 15000); reads also run them. */
  sweepIntervalMs?: number;
  /** Fastify/pino logger. */
  logger?: boolean | { level: string };
  /** How often the webhook worker delivers due outbox rows, ms (default 1000; 0 = no timer, call `webhooks.runDue()`); see `docs/decisions/0012-webhooks.md`. */
  webhookIntervalMs?: number;
  /**
   * Wake the webhook worker as soon as a transaction that wrote outbox rows
   * commits, so a payment's webhook leaves within milliseconds (default
   * true; the `webhookIntervalMs` run stays as the safety net for retries and
   * for rows written by other processes). false: only the periodic run
   * delivers. Needs the timer (`webhookIntervalMs` > 0).
   */
  webhookWake?: boolean;
  /**
   * Demo mode only: the URL that receives the transaction and booking-expiry
   * webhooks of the demo key `demo-agency-1` (the key the embedded bot uses),
   * e.g. `http://127.0.0.1:3001/webhooks/payments`. Stored as that key's
   * `webhook_url` at start.
   */
  demoWebhookUrl?: string;
  /**
   * Demo mode only: requests per second (bursts of twice it) of the demo key
   * `demo-agency-1` that the embedded bot uses for every guest, stored as its
   * `rate_limit_per_second` at start (see `sizeDemoBotKey`). Unset: the key
   * keeps what it has (by default the service's per-key limit).
   */
  demoBotRateLimitPerSecond?: number;
  /**
   * Where outbound URLs (webhooks, redirects) may point (SSRF guard, `docs/decisions/0013-outbound-urls.md`).
   * Default: loopback allowed only in demo mode, no allow-listed hosts.
   */
  outboundPolicy?: OutboundPolicy;
  /** Host-name resolver of the webhook deliveries' SSRF check (default: the system's DNS); for tests. */
  outboundResolver?: HostResolver;
  /**
   * Requests per second of each API key on average, bursts of twice it
   * (`docs/decisions/0015-rate-limits.md`; default 50; a key's own `rate_limit_per_second` overrides
   * it). 0 turns rate limiting off (benchmarks). See {@link ServerOptions}.
   */
  rateLimitPerSecond?: number;
  /** Fastify `trustProxy` (see {@link ServerOptions.trustProxy}; default false). */
  trustProxy?: boolean | string;
  /** Connection timeouts and body limits of the HTTP server (see {@link ServerOptions.http}; default `DEFAULT_HTTP_LIMITS`). */
  http?: Partial<HttpLimits>;
  /** Availability's cache bounds and worker threads (default: see `AvailabilityOptions`); tests set them. */
  availability?: AvailabilityOptions;
  /** Where new chatbot bookings' ids come from (default: random booking codes, `newChatbotId`); tests force collisions with it. */
  chatbotIds?: ChatbotIdSource;
  /**
   * `GET /metrics` (see {@link ServerOptions.metrics}): its token (METRICS_TOKEN);
   * default `{production: !demo}`, i.e. public in demo mode, refused in production.
   * `false`: no metrics at all.
   */
  metrics?: MetricsSettings | false;
}

/** A running service. */
export interface RunningService {
  /** Base URL it listens at, e.g. `http://127.0.0.1:41234`. */
  url: string;
  app: FastifyInstance;
  ctx: ServiceContext;
  /** The service's database. */
  store: Store;
  /**
   * The raw better-sqlite3 handle of a SQLite store, for tests and tools that
   * poke rows directly. Throws on PostgreSQL.
   */
  readonly db: NonNullable<Store['sqlite']>;
  /** The webhook delivery worker (its timer runs every `webhookIntervalMs`; tests call `runDue()`). */
  webhooks: WebhookWorker;
  /** The outbound policy in force. */
  outboundPolicy: OutboundPolicy;
  /** Stop listening, stop the timers and the webhook worker, close the database. */
  close(): Promise<void>;
}

/** Thrown when the service must not start (e.g. production mode with demo keys). */
export class StartupError extends Error {
  override name = 'StartupError';
}

/**
 * Start the service: open and migrate the database, seed (when asked), apply
 * the outbound policy, register the webhook outbox hooks, settle the charges a
 * crash interrupted (asking the carrier), listen, and run the
 * settlement/expiry sweep with that charge recovery and the webhook delivery
 * worker on timers. Sets V8's heap for serving, for the whole process
 * ({@link tuneHeapForServing}).
 *
 * @throws StartupError in production mode (`demo: false`) while demo API keys
 *   exist; when `demoWebhookUrl` is given outside demo mode or is not an
 *   http(s) URL allowed by the policy; when `demoBotRateLimitPerSecond` is
 *   given outside demo mode.
 */
export async function startService(opts: StartServiceOptions): Promise<RunningService> {
  // Process-wide: request objects die young, and old garbage is collected sooner (see runtime.ts).
  tuneHeapForServing();
  const clock = opts.clock ?? systemClock;
  const demo = opts.demo ?? true;
  const policy: OutboundPolicy = opts.outboundPolicy ?? { allowLoopback: demo, allowHosts: [] };
  const store = await openStore(opts.databasePath, serviceMigrations, { backgroundCheckpoints: true });
  try {
    if (opts.seed ?? true) {
      const now = clock.now();
      await seedDemoData(store, { today: bogotaDate(now), now });
      if (demo) await seedDemoKeys(store, now);
    }
    if (!demo && (await hasDemoKeys(store.db)))
      throw new StartupError('Production mode (NODE_ENV=production) refuses to start while demo API keys exist: revoke them first');
    if (opts.demoWebhookUrl !== undefined) {
      if (!demo) throw new StartupError('demoWebhookUrl is a demo-mode setting');
      const problem = outboundUrlProblem(opts.demoWebhookUrl, policy);
      if (problem) throw new StartupError(`demoWebhookUrl ${opts.demoWebhookUrl}: ${problem}`);
      const key = await findApiKey(store.db, DEMO_API_KEYS.agency1);
      if (key) await setWebhookUrl(store.db, key.id, opts.demoWebhookUrl);
    }
    if (opts.demoBotRateLimitPerSecond !== undefined) {
      if (!demo) throw new StartupError('demoBotRateLimitPerSecond is a demo-mode setting');
      await sizeDemoBotKey(store.db, opts.demoBotRateLimitPerSecond);
    }
  } catch (err) {
    await store.close();
    throw err;
  }
  const host = opts.host ?? '127.0.0.1';
  const port = opts.port ?? 3000;
  let baseUrl = opts.publicBaseUrl;
  const carrier = opts.carrier ? opts.carrier(store, clock) : new SandboxCarrier(opts.sandboxSettleDelayMs ?? 10_000, { store, clock });
  const { app, ctx } = buildServer({
    store,
    clock,
    carrier,
    ...(opts.carriers ? { carriers: opts.carriers(store, clock) } : {}),
    publicBaseUrl: baseUrl ?? `http://${host}:${port}`,
    logger: opts.logger ?? false,
    outboundPolicy: policy,
    ...(opts.sandboxSettleDelayMs !== undefined ? { sandboxSettleDelayMs: opts.sandboxSettleDelayMs } : {}),
    ...(opts.rateLimitPerSecond !== undefined ? { rateLimitPerSecond: opts.rateLimitPerSecond } : {}),
    ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
    ...(opts.http !== undefined ? { http: opts.http } : {}),
    ...(opts.availability !== undefined ? { availability: opts.availability } : {}),
    ...(opts.chatbotIds !== undefined ? { chatbotIds: opts.chatbotIds } : {}),
    metrics: opts.metrics === false ? false : { production: !demo, ...opts.metrics },
  });
  const webhooks = new WebhookWorker({
    store,
    clock,
    metrics: ctx.metrics,
    policy,
    logger: app.log,
    wakeOnEnqueue: opts.webhookWake ?? true,
    ...(opts.outboundResolver ? { resolve: opts.outboundResolver } : {}),
  });
  // The outbox's backlog is read when the metrics are scraped.
  ctx.metrics.outboxBacklog(() => webhooks.pendingCount());
  // Charges a crash interrupted are settled with the carrier's answer before the first request.
  const graceMs = opts.chargeRecoveryGraceMs ?? DEFAULT_CHARGE_RECOVERY_GRACE_MS;
  let recovering: Promise<void> = Promise.resolve();
  const recoverCharges = (): Promise<void> =>
    (recovering = ctx.payments.recoverCharges(graceMs).then(
      (r) => {
        if (r.recorded || r.failed || r.unreachable) app.log.info(r, 'interrupted charges settled');
      },
      (err: unknown) => app.log.error({ err }, 'charge recovery failed'),
    ));
  await recoverCharges();
  ctx.carrierPayments.setLogger(app.log);
  // Attempts at real carriers without a final word are asked about: at start-up, then on a timer.
  let reconciling: Promise<void> = Promise.resolve();
  const reconcile = (minAgeMs: number): Promise<void> =>
    (reconciling = ctx.carrierPayments.reconcile(minAgeMs).then(
      (r) => {
        if (r.applied || r.reversed || r.unreachable) app.log.info(r, 'carrier attempts reconciled');
      },
      (err: unknown) => app.log.error({ err }, 'carrier reconciliation failed'),
    ));
  await reconcile(0);
  const reconcileInterval = opts.carrierReconcileIntervalMs ?? 60_000;
  const reconcileTimer = reconcileInterval > 0 ? setInterval(() => void reconcile(reconcileInterval / 2), reconcileInterval) : undefined;
  reconcileTimer?.unref();
  await app.listen({ host, port });
  const addr = app.server.address();
  const actualPort = typeof addr === 'object' && addr ? addr.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  if (!baseUrl) {
    baseUrl = url;
    ctx.payments.setPublicBaseUrl(url);
  }
  let sweeping: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = ctx.payments.sweep().then(
      () => {},
      (err: unknown) => app.log.error({ err }, 'sweep failed'),
    );
    void recoverCharges();
  }, opts.sweepIntervalMs ?? 15_000);
  timer.unref();
  const webhookInterval = opts.webhookIntervalMs ?? 1000;
  if (webhookInterval > 0) webhooks.start(webhookInterval);
  return {
    url,
    app,
    ctx,
    store,
    get db() {
      if (!store.sqlite) throw new Error('RunningService.db is the SQLite handle; this service runs on PostgreSQL: use store');
      return store.sqlite;
    },
    webhooks,
    outboundPolicy: policy,
    async close() {
      clearInterval(timer);
      if (reconcileTimer) clearInterval(reconcileTimer);
      await reconciling;
      await recovering;
      await sweeping;
      await webhooks.stop();
      await app.close();
      await store.close();
    },
  };
}
