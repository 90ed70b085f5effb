/**
 * Running the companion service: open and migrate its database, seed the
 * demo data when asked, listen, and keep time-dependent state (settlement,
 * expiry) moving on a timer.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../store/db.js';
import { openDatabase } from '../store/db.js';
import { serviceMigrations } from '../store/service/migrations.js';
import { seedDemoData, seedDemoKeys } from '../store/service/seed.js';
import { hasDemoKeys } from '../store/service/apiKeys.js';
import { bogotaDate, systemClock, type Clock } from '../clock.js';
import { buildServer, type ServiceContext } from './server.js';

/** Options of {@link startService}. */
export interface StartServiceOptions {
  /** SQLite file of the service (created if missing). */
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
  /** How often settlement and expiry run, ms (default 15000); reads also run them. */
  sweepIntervalMs?: number;
  /** Fastify/pino logger. */
  logger?: boolean | { level: string };
}

/** A running service. */
export interface RunningService {
  /** Base URL it listens at, e.g. `http://127.0.0.1:41234`. */
  url: string;
  app: FastifyInstance;
  ctx: ServiceContext;
  db: Db;
  /** Stop listening, stop the timer, close the database. */
  close(): Promise<void>;
}

/** Thrown when the service must not start (e.g. production mode with demo keys). */
export class StartupError extends Error {
  override name = 'StartupError';
}

/**
 * Start the service.
 *
 * @throws StartupError in production mode (`demo: false`) while demo API keys exist.
 */
export async function startService(opts: StartServiceOptions): Promise<RunningService> {
  const clock = opts.clock ?? systemClock;
  const demo = opts.demo ?? true;
  const db = openDatabase(opts.databasePath, serviceMigrations);
  try {
    if (opts.seed ?? true) {
      const now = clock.now();
      seedDemoData(db, { today: bogotaDate(now), now });
      if (demo) seedDemoKeys(db, now);
    }
    if (!demo && hasDemoKeys(db))
      throw new StartupError('Production mode (NODE_ENV=production) refuses to start while demo API keys exist: revoke them first');
  } catch (err) {
    db.close();
    throw err;
  }
  const host = opts.host ?? '127.0.0.1';
  const port = opts.port ?? 3000;
  let baseUrl = opts.publicBaseUrl;
  const { app, ctx } = buildServer({
    db,
    clock,
    publicBaseUrl: baseUrl ?? `http://${host}:${port}`,
    logger: opts.logger ?? false,
    ...(opts.sandboxSettleDelayMs !== undefined ? { sandboxSettleDelayMs: opts.sandboxSettleDelayMs } : {}),
  });
  await app.listen({ host, port });
  const addr = app.server.address();
  const actualPort = typeof addr === 'object' && addr ? addr.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  if (!baseUrl) {
    baseUrl = url;
    ctx.payments.setPublicBaseUrl(url);
  }
  const timer = setInterval(() => {
    try {
      ctx.payments.sweep();
    } catch (err) {
      app.log.error({ err }, 'sweep failed');
    }
  }, opts.sweepIntervalMs ?? 15_000);
  timer.unref();
  return {
    url,
    app,
    ctx,
    db,
    async close() {
      clearInterval(timer);
      await app.close();
      db.close();
    },
  };
}
