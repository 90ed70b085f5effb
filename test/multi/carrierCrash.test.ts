/**
 * Real money survives crashes and concurrency: `hotelbot service` run as a
 * real child process with `PAYMENT_CARRIER=wompi` and the `WOMPI_*`
 * settings pointed at the loopback fake Wompi (`test/helpers/wompi.ts`),
 * exactly as an operator would start it.
 *
 * - SIGKILL after Wompi approved a payment and before its event arrived:
 *   the restarted service asks Wompi at start-up and records the payment;
 *   the event arriving later changes nothing (SQLite file).
 * - Two instances on one PostgreSQL database receive the same events at the
 *   same moment, and a PSE payment's pending and approved events at once:
 *   each status is applied exactly once.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { first, openStore, sql, type Store } from '../../src/store/sql.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { paymentLinkBody } from '../helpers/booking.js';
import { createPostgresDatabase } from '../helpers/postgres.js';
import { call } from '../helpers/service.js';
import { fakeWompiEnv, startFakeWompi, type FakeWompi } from '../helpers/wompi.js';
import { spawnUntil } from '../helpers/instances.js';

interface Running {
  url: string;
  proc: ChildProcess;
  exited: Promise<unknown>;
  stderr: () => string;
}

let wompi: FakeWompi;
let dir: string;
const running: Running[] = [];

beforeAll(async () => {
  wompi = await startFakeWompi();
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-carrier-crash-'));
});
afterAll(async () => {
  for (const r of running) if (r.proc.exitCode === null && r.proc.signalCode === null) r.proc.kill('SIGKILL');
  await Promise.all(running.map((r) => r.exited));
  await wompi.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `hotelbot service` on database `location` (a file or a `postgres://` URL) with the fake Wompi as its carrier; resolves once it listens. */
async function startCli(location: string): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    API_RATE_LIMIT_PER_SECOND: '0',
    ...(location.startsWith('postgres') ? { DATABASE_URL: location } : { DATABASE_PATH: location }),
    PAYMENT_CARRIER: 'wompi',
    ...fakeWompiEnv(wompi),
    // Only the start-up reconciliation runs during a test.
    CARRIER_RECONCILE_INTERVAL_MS: '3600000',
  };
  const { proc, match, exited, stderr } = await spawnUntil(['--import', 'tsx', 'src/main.ts', 'service'], {
    ready: /escuchando en (http:\/\/\S+)/,
    name: 'hotelbot service',
    env,
  });
  const r = { url: match[1]!, proc, exited, stderr };
  running.push(r);
  return r;
}

/** A COP 250,000 link of hotel 2 made on `base`; its code. */
async function newLink(base: string): Promise<string> {
  const r = await call(base, 'POST', '/v2/links/schedule', { key: 'demo-operator', body: paymentLinkBody({ hotel_id: 2 }) });
  expect(r.status).toBe(200);
  return r.body.code as string;
}

/** The Wompi URL the checkout page of link `code` on `base` sends the payer to. */
async function checkoutOf(base: string, code: string): Promise<string> {
  const html = await (await request(`${base}/pay/${code}`)).body.text();
  const m = /<a class="pay" href="([^"]+)"/.exec(html);
  if (!m) throw new Error(`no Wompi button:\n${html}`);
  return m[1]!.replaceAll('&amp;', '&');
}

async function facts(store: Store, code: string) {
  const link = await first<{ status: string }>(store.db, sql`SELECT status FROM payment_links WHERE code = ${code}`);
  const attempts = await first<{ n: number }>(store.db, sql`SELECT COUNT(*) AS n FROM payment_attempts WHERE link_code = ${code}`);
  const applied = await first<{ n: number }>(store.db, sql`SELECT COUNT(*) AS n FROM payment_attempts WHERE link_code = ${code} AND status = 'applied'`);
  return { link: link?.status, attempts: Number(attempts?.n), applied: Number(applied?.n) };
}

describe('a service killed between an approval and its event', () => {
  it('finds the payment at Wompi when it starts again, and the late event changes nothing', async () => {
    const file = join(dir, 'service.db');
    const first_ = await startCli(file);
    const code = await newLink(first_.url);
    const tx = wompi.show(await checkoutOf(first_.url, code), { status: 'APPROVED', method: 'CARD' });
    first_.proc.kill('SIGKILL');
    expect(await first_.exited).toBe('SIGKILL');
    const second = await startCli(file);
    const store = await openStore(file, serviceMigrations);
    try {
      expect(await facts(store, code)).toEqual({ link: 'paid', attempts: 1, applied: 1 });
      const late = await wompi.postEvent(`${second.url}/carriers/wompi/events`, wompi.event(tx.id));
      expect(late.status).toBe(200);
      expect(await facts(store, code)).toEqual({ link: 'paid', attempts: 1, applied: 1 });
      const status = await call(second.url, 'GET', `/v2/common/transaction-status?hotel_id=2&ref_number=${code}&transaction_type=payment_link`, {
        key: 'demo-operator',
      });
      expect(status.body.details.status_code).toBe('applied');
    } finally {
      await store.close();
      second.proc.kill('SIGTERM');
      await second.exited;
    }
  });
});

describe('two instances on PostgreSQL receiving the same events', () => {
  it('apply each status once, whichever instance and in whatever order they arrive', async () => {
    const db = await createPostgresDatabase('carrier');
    const [a, b] = await Promise.all([startCli(db), startCli(db)]);
    const store = await openStore(db, serviceMigrations);
    try {
      // A card payment's approval, delivered 6 times to both at once.
      const card = await newLink(a.url);
      const approved = wompi.show(await checkoutOf(a.url, card), { status: 'APPROVED' });
      const event = wompi.event(approved.id);
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => wompi.postEvent(`${(i % 2 ? a : b).url}/carriers/wompi/events`, event)));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await facts(store, card)).toEqual({ link: 'paid', attempts: 1, applied: 1 });

      // A PSE payment: its pending and approved events racing on both instances.
      const pse = await newLink(b.url);
      const tx = wompi.show(await checkoutOf(b.url, pse), { status: 'PENDING', method: 'PSE' });
      const pending = wompi.event(tx.id);
      wompi.settle(tx.id, 'APPROVED');
      const done = wompi.event(tx.id);
      await Promise.all([
        wompi.postEvent(`${a.url}/carriers/wompi/events`, pending),
        wompi.postEvent(`${b.url}/carriers/wompi/events`, done),
        wompi.postEvent(`${b.url}/carriers/wompi/events`, pending),
        wompi.postEvent(`${a.url}/carriers/wompi/events`, done),
      ]);
      expect(await facts(store, pse)).toEqual({ link: 'paid', attempts: 1, applied: 1 });
      const kept = await first<{ status: string }>(store.db, sql`SELECT status FROM carrier_transactions WHERE transaction_id = ${tx.id}`);
      expect(kept?.status).toBe('approved');
    } finally {
      await store.close();
      a.proc.kill('SIGTERM');
      b.proc.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
    }
  });
});
