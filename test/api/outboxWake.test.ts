/**
 * The webhook worker wakes as soon as a transaction that wrote outbox rows
 * commits. The service runs on a clock that never advances and its periodic
 * run is an hour away, so within these tests only the wake can deliver.
 */
import { createServer, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { startService, type RunningService, type StartServiceOptions } from '../../src/api/service.js';
import { enqueueWebhook, type NewWebhook } from '../../src/api/domain/webhookEvents.js';
import { DEMO_API_KEYS, findApiKey, setWebhookUrl } from '../../src/store/service/apiKeys.js';
import { rows, sql } from '../../src/store/sql.js';
import { freshLocation } from '../helpers/postgres.js';
import { call, demoServiceOptions, payCheckout, T0, TEST_ENGINE } from '../helpers/service.js';
import { paymentLinkBody } from '../helpers/booking.js';

/** A receiver on 127.0.0.1:0 that records each POST (event type of the body) and can hold answers until released. */
interface Receiver {
  url: string;
  got: { path: string; webhookId: string }[];
  /** Resolves once `n` requests have arrived. */
  waitFor(n: number): Promise<void>;
  /** While set, requests wait for `release()` before being answered. */
  hold: boolean;
  release(): void;
  server: Server;
}

async function receiver(): Promise<Receiver> {
  const waiters: { n: number; resolve: () => void }[] = [];
  const held: (() => void)[] = [];
  const r: Receiver = {
    url: '',
    got: [],
    hold: false,
    waitFor: (n) => (r.got.length >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve }))),
    release: () => {
      r.hold = false;
      for (const go of held.splice(0)) go();
    },
    server: createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        r.got.push({ path: req.url ?? '', webhookId: String(req.headers['webhook-id']) });
        for (const w of waiters.filter((x) => r.got.length >= x.n)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
        const answer = () => res.writeHead(200).end('ok');
        if (r.hold) held.push(answer);
        else answer();
      });
    }),
  };
  await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
  const addr = r.server.address();
  r.url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return r;
}

/** The service's database: a SQLite file in a temp folder or a PostgreSQL database. */
let location: string;
let svc: RunningService;
let rx: Receiver;

async function start(opts: Partial<StartServiceOptions> = {}): Promise<RunningService> {
  return startService({
    ...demoServiceOptions(location, new ManualClock(T0)), // the clock is never advanced
    webhookIntervalMs: 3_600_000, // the periodic run cannot happen during a test
    ...opts,
  });
}

beforeEach(async () => {
  location = await freshLocation(TEST_ENGINE, 'hotelbot_wake');
  rx = await receiver();
});
afterEach(async () => {
  rx.release();
  await svc.close();
  rx.server.closeAllConnections();
  await new Promise((resolve) => rx.server.close(resolve));
  if (TEST_ENGINE === 'sqlite') rmSync(dirname(location), { recursive: true, force: true });
});

const status = () => rows<{ status: string; attempts: number }>(svc.store.db, sql`SELECT status, attempts FROM webhook_outbox ORDER BY id`);

/** A payment link of the demo agency with a temp webhook URL, paid with an approved card. */
async function payApprovedLink(): Promise<void> {
  const link = await call(svc.url, 'POST', '/v2/links/schedule', {
    body: paymentLinkBody({ amount: '150000', description: 'Anticipo', available_hours: 48, temp_webhook_url: `${rx.url}/event1` }),
  });
  expect(link.status).toBe(200);
  expect((await payCheckout((link.body as { url: string }).url, { number: '4242424242424242' })).status).toBe(200);
}

async function row(svc: RunningService, path: string): Promise<NewWebhook<'booking.expired'>> {
  const key = (await findApiKey(svc.store.db, DEMO_API_KEYS.agency1))!;
  return {
    eventType: 'booking.expired',
    targetUrl: `${rx.url}${path}`,
    apiKeyId: key.id,
    payload: {
      event: 'booking.expired',
      chatbot_id: 'cb_1',
      hotel_id: 1,
      expiration_date: '2026-11-22T10:00:00-05:00',
      reservation_status: 'Reserva expirada',
    },
  };
}

describe('outbox wake', () => {
  it('delivers the webhooks of an approved payment right after its transaction commits, without the periodic run', async () => {
    svc = await start();
    await setWebhookUrl(svc.store.db, (await findApiKey(svc.store.db, DEMO_API_KEYS.agency1))!.id, `${rx.url}/event2`);
    await payApprovedLink();
    await rx.waitFor(2);
    expect(rx.got.map((g) => g.path).sort()).toEqual(['/event1', '/event2']);
    // Recorded as delivered on the first try (the answer is recorded just after it arrives).
    await expect.poll(status).toEqual([
      { status: 'delivered', attempts: 1 },
      { status: 'delivered', attempts: 1 },
    ]);
  });

  it('with the wake off the same payment waits for the periodic run (here: for an explicit one)', async () => {
    svc = await start({ webhookWake: false });
    await payApprovedLink();
    await sleep(200);
    expect(rx.got).toHaveLength(0);
    expect(await status()).toEqual([{ status: 'pending', attempts: 0 }]);
    expect(await svc.webhooks.runDue()).toEqual({ delivered: 1, failed: 0, dead: 0 });
  });

  it('a row committed while a run is sending is delivered by one more run right after it', async () => {
    svc = await start();
    rx.hold = true;
    const first = await row(svc, '/first');
    await svc.store.transaction((tx) => enqueueWebhook(tx, first, T0));
    await rx.waitFor(1); // the first run is now waiting for the answer
    const second = await row(svc, '/second');
    await svc.store.transaction((tx) => enqueueWebhook(tx, second, T0));
    rx.release();
    await rx.waitFor(2);
    expect(rx.got.map((g) => g.path)).toEqual(['/first', '/second']);
    await expect.poll(async () => (await status()).map((s) => s.status)).toEqual(['delivered', 'delivered']);
  });

  it('waits for the transaction to end: nothing is sent before the commit, and a rolled-back write sends nothing', async () => {
    svc = await start();
    const open = await row(svc, '/open');
    await svc.store.transaction(async (tx) => {
      await enqueueWebhook(tx, open, T0);
      await sleep(100); // a transaction open across awaits: the worker must not run before it commits
      expect(rx.got).toHaveLength(0);
    });
    await rx.waitFor(1);

    const rolledBack = await row(svc, '/rolled-back');
    await expect(
      svc.store.transaction(async (tx) => {
        await enqueueWebhook(tx, rolledBack, T0);
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    const three = await Promise.all(['/a', '/b', '/c'].map((p) => row(svc, p)));
    await svc.store.transaction(async (tx) => {
      for (const w of three) await enqueueWebhook(tx, w, T0);
    });
    await rx.waitFor(4);
    await sleep(50);
    // '/open' went before the others were written; the three go to different targets, which a run sends concurrently (in any order).
    expect(rx.got[0]!.path).toBe('/open');
    expect(
      rx.got
        .slice(1)
        .map((g) => g.path)
        .sort(),
    ).toEqual(['/a', '/b', '/c']);
    expect(new Set(rx.got.map((g) => g.webhookId)).size).toBe(4);
  });
});
