/**
 * Test harness: the real service on an ephemeral port over a fresh database
 * (a SQLite file, or a new PostgreSQL database when the suite runs on
 * PostgreSQL: `HOTELBOT_TEST_ENGINE=postgres`), with a manual clock, seeded
 * with the demo data.
 */
import type { MetricsSettings } from '../../src/metrics/http.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { type Clock, ManualClock } from '../../src/clock.js';
import { startService, type RunningService, type StartServiceOptions } from '../../src/api/service.js';
import type { Engine, Store } from '../../src/store/sql.js';
import { freshLocation } from './postgres.js';
import type { AvailabilityOptions } from '../../src/api/domain/availability.js';
import type { ChatbotIdSource } from '../../src/api/domain/ids.js';
import type { CarrierResolver } from '../../src/api/domain/carriers/types.js';

/** The engine the service suites run on: `HOTELBOT_TEST_ENGINE` (`sqlite` by default). */
export const TEST_ENGINE: Engine = process.env.HOTELBOT_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/** 2026-11-21 10:00 in Bogotá. */
export const T0 = new Date('2026-11-21T15:00:00Z');

/**
 * The options of the seeded demo service on 127.0.0.1:0 over `databasePath` with `clock`, its expiry
 * sweep hourly and its periodic webhook run off (a test runs them when it chooses): what a test that
 * starts the service itself lays its own options over.
 */
export function demoServiceOptions(databasePath: string, clock: Clock): StartServiceOptions {
  return { databasePath, host: '127.0.0.1', port: 0, clock, demo: true, seed: true, sweepIntervalMs: 3_600_000, webhookIntervalMs: 0 };
}

/** A running test service with its clock and temp folder. */
export interface TestService extends RunningService {
  clock: ManualClock;
  dir: string;
  stop(): Promise<void>;
}

/**
 * Start the real service on 127.0.0.1:0 over a fresh database ({@link TEST_ENGINE} unless `engine` says otherwise).
 * `rateLimitPerSecond`: each API key's rate limit (default: the service's, 50/s
 * with bursts of 100 — on the manual clock, 100 requests per key until the
 * test moves time; 0 = off). `chatbotIds`: where new chatbot bookings' ids
 * come from (default: random booking codes). `carriers`: real carrier
 * accounts (then reconciliation runs only when the test calls it).
 */
export async function startTestService(
  opts: {
    sandboxSettleDelayMs?: number;
    rateLimitPerSecond?: number;
    trustProxy?: boolean | string;
    engine?: Engine;
    availability?: AvailabilityOptions;
    chatbotIds?: ChatbotIdSource;
    /** Real carrier accounts (default: none, the sandbox's card form); built over the service's clock. */
    carriers?: (clock: ManualClock, store: Store) => CarrierResolver;
    /** `GET /metrics`: token and production mode, or false for none (default: public). */
    metrics?: MetricsSettings | false;
    /** Demo mode (default true; false = production, no demo keys seeded). */
    demo?: boolean;
  } = {},
): Promise<TestService> {
  const dir = mkdtempSync(join(tmpdir(), 'hotelbot-svc-'));
  const clock = new ManualClock(T0);
  const engine = opts.engine ?? TEST_ENGINE;
  const svc = await startService({
    databasePath: engine === 'postgres' ? await freshLocation('postgres') : join(dir, 'service.db'),
    host: '127.0.0.1',
    port: 0,
    clock,
    demo: opts.demo ?? true,
    seed: true,
    ...(opts.metrics !== undefined ? { metrics: opts.metrics } : {}),
    sweepIntervalMs: 3_600_000,
    ...(opts.sandboxSettleDelayMs !== undefined ? { sandboxSettleDelayMs: opts.sandboxSettleDelayMs } : {}),
    ...(opts.rateLimitPerSecond !== undefined ? { rateLimitPerSecond: opts.rateLimitPerSecond } : {}),
    ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
    ...(opts.availability !== undefined ? { availability: opts.availability } : {}),
    ...(opts.chatbotIds !== undefined ? { chatbotIds: opts.chatbotIds } : {}),
    ...(opts.carriers ? { carriers: (store: Store) => opts.carriers!(clock, store), carrierReconcileIntervalMs: 0 } : {}),
  });
  return Object.assign(svc, {
    clock,
    dir,
    async stop() {
      await svc.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
}

/** A JSON call to the service; returns status, parsed body and headers. */
export async function call(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  opts: { key?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key !== null) headers.authorization = `Bearer ${opts.key ?? 'demo-agency-1'}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await request(base + path, {
    method,
    headers,
    body: opts.body === undefined ? null : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
  });
  const text = await res.body.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* HTML or empty */
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/** POST the hosted checkout form of `url` with a card (and `headers`, e.g. a browser's `Origin`); returns status, HTML and Location. */
export async function payCheckout(
  url: string,
  card: { number: string; holder?: string; expiry?: string; cvc?: string },
  headers: Record<string, string> = {},
): Promise<{ status: number; html: string; location: string | undefined }> {
  const form = new URLSearchParams({
    card_number: card.number,
    card_holder: card.holder ?? 'Ana Gómez',
    card_expiry: card.expiry ?? '12/2030',
    card_cvc: card.cvc ?? '123',
  });
  const res = await request(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  const html = await res.body.text();
  const loc = res.headers.location;
  return { status: res.statusCode, html, location: Array.isArray(loc) ? loc[0] : loc };
}
