/**
 * The webhook outbox on both engines: rows written with the state change,
 * claims that never hand one row to two workers (on PostgreSQL: two stores on
 * one database claiming at once), per-target order within a claim, outcomes
 * kept only under the claim's lease, delivery by workers of two instances,
 * the wake after commit, and the operator's list and replay.
 */
import { createServer, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { WebhookWorker } from '../../src/api/domain/webhookDelivery.js';
import { enqueueWebhook, type NewWebhook } from '../../src/api/domain/webhookEvents.js';
import { listWebhooks, replayWebhook } from '../../src/cli/webhooks.js';
import { insertApiKey } from '../../src/store/service/apiKeys.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { claimDueRows, countPending, recordTry, type OutboxDelivery } from '../../src/store/service/outbox.js';
import { openStore, rows, sql, type Store } from '../../src/store/sql.js';
import { ENGINES, freshLocation } from '../helpers/postgres.js';

const T0 = new Date('2026-11-21T15:00:00.000Z');
const LEASE = new Date(T0.getTime() + 60_000).toISOString();

const opened: Store[] = [];
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
  await Promise.all(opened.splice(0).map((s) => s.close()));
});
async function open(location: string): Promise<Store> {
  const s = await openStore(location, serviceMigrations);
  opened.push(s);
  return s;
}
async function fresh(engine: (typeof ENGINES)[number]): Promise<{ store: Store; location: string; keyId: number }> {
  const location = await freshLocation(engine);
  const store = await open(location);
  const keyId = await insertApiKey(store.db, { key: 'outbox-test', name: 'Agencia', principalKind: 'agency', principalId: null }, T0);
  return { store, location, keyId };
}

/** A booking-expiry webhook to `target`, tagged `tag` in its chatbot id. */
const webhook = (keyId: number, target: string, tag: string): NewWebhook<'booking.expired'> => ({
  eventType: 'booking.expired',
  targetUrl: target,
  apiKeyId: keyId,
  payload: { event: 'booking.expired', chatbot_id: tag, hotel_id: 1, expiration_date: '2026-11-22T10:00:00-05:00', reservation_status: 'Reserva expirada' },
});

/** A receiver on 127.0.0.1 recording each POST's path and chatbot id. */
async function receiver(): Promise<{ url: string; got: { path: string; tag: string; webhookId: string }[] }> {
  const got: { path: string; tag: string; webhookId: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ path: req.url ?? '', tag: (JSON.parse(body) as { chatbot_id: string }).chatbot_id, webhookId: String(req.headers['webhook-id']) });
      res.writeHead(200).end('ok');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  return { url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`, got };
}

const statuses = (store: Store) => rows<{ status: string; attempts: number }>(store.db, sql`SELECT status, attempts FROM webhook_outbox ORDER BY id`);

/** Targets' ids of each claimed batch are increasing (outbox order per target within a claim). */
function expectOrderPerTarget(batch: OutboxDelivery[]): void {
  const last = new Map<string, number>();
  for (const r of batch) {
    expect(r.id).toBeGreaterThan(last.get(r.targetUrl) ?? 0);
    last.set(r.targetUrl, r.id);
  }
}

describe.each(ENGINES)('the webhook outbox on %s', (engine) => {
  it('a row exists only if the transaction that wrote it commits', async () => {
    const { store, keyId } = await fresh(engine);
    await store.transaction(async (tx) => {
      await enqueueWebhook(tx, webhook(keyId, 'https://x.example/a', 'kept'), T0);
    });
    await expect(
      store.transaction(async (tx) => {
        await enqueueWebhook(tx, webhook(keyId, 'https://x.example/a', 'lost'), T0);
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await countPending(store.db)).toBe(1);
  });

  it('claims due rows oldest first, each once until its lease passes; an outcome is kept only under the current lease', async () => {
    const { store, keyId } = await fresh(engine);
    await store.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await enqueueWebhook(tx, webhook(keyId, `https://x.example/t${i % 2}`, `r${i}`), T0);
    });
    const iso = T0.toISOString();
    const a = await store.transaction((tx) => claimDueRows(tx, { iso, lease: LEASE, limit: 3 }));
    expect(a.map((r) => r.id)).toEqual([1, 2, 3]);
    expectOrderPerTarget(a);
    const b = await store.transaction((tx) => claimDueRows(tx, { iso, lease: LEASE, limit: 3 }));
    expect(b.map((r) => r.id)).toEqual([4, 5]);
    expect(await store.transaction((tx) => claimDueRows(tx, { iso, lease: LEASE, limit: 3 }))).toEqual([]);
    // The lease of row 1 passes; another run claims it again: the first claim's late outcome is not kept.
    const later = new Date(T0.getTime() + 61_000).toISOString();
    const lease2 = new Date(T0.getTime() + 121_000).toISOString();
    const again = await store.transaction((tx) => claimDueRows(tx, { iso: later, lease: lease2, limit: 1 }));
    expect(again.map((r) => r.id)).toEqual([1]);
    expect(await recordTry(store.db, a[0]!, { kind: 'delivered', status: 200 }, later)).toBe(false);
    expect(await recordTry(store.db, again[0]!, { kind: 'retry', status: 500, error: 'HTTP 500', next: lease2 }, later)).toBe(true);
    expect(await recordTry(store.db, a[1]!, { kind: 'dead', status: null, error: 'Destino rechazado' }, later)).toBe(true);
    expect((await statuses(store)).slice(0, 2)).toEqual([
      { status: 'pending', attempts: 1 },
      { status: 'dead', attempts: 1 },
    ]);
  });

  it('two stores claiming due rows at once never get the same row, and each claim keeps outbox order per target', async () => {
    const { store, location, keyId } = await fresh(engine);
    // SQLite is one process per file: its concurrency is the one store's transactions interleaving.
    const other = engine === 'postgres' ? await open(location) : store;
    await store.transaction(async (tx) => {
      for (let i = 0; i < 120; i++) await enqueueWebhook(tx, webhook(keyId, `https://x.example/t${i % 4}`, `r${i}`), T0);
    });
    const iso = T0.toISOString();
    const claimAll = async (s: Store): Promise<OutboxDelivery[][]> => {
      const batches: OutboxDelivery[][] = [];
      for (;;) {
        const batch = await s.transaction((tx) => claimDueRows(tx, { iso, lease: LEASE, limit: 7 }));
        if (batch.length === 0) return batches;
        batches.push(batch);
      }
    };
    const results = await Promise.all([claimAll(store), claimAll(other), claimAll(store), claimAll(other)]);
    const ids = results.flat(2).map((r) => r.id);
    expect(ids).toHaveLength(120);
    expect(new Set(ids).size).toBe(120);
    for (const batch of results.flat()) expectOrderPerTarget(batch);
    if (engine === 'postgres') expect(results.filter((r) => r.length > 0).length).toBeGreaterThan(1);
  });

  it('workers of two instances deliver every row exactly once (no failures), in outbox order per target within each claim', async () => {
    const { store, location, keyId } = await fresh(engine);
    const other = engine === 'postgres' ? await open(location) : store;
    const rx = await receiver();
    await store.transaction(async (tx) => {
      for (let i = 0; i < 60; i++) await enqueueWebhook(tx, webhook(keyId, `${rx.url}/t${i % 3}`, `r${i}`), T0);
    });
    const policy = { allowLoopback: true, allowHosts: [] };
    const clock = new ManualClock(T0);
    const w1 = new WebhookWorker({ store, clock, policy, batchSize: 5, wakeOnEnqueue: false });
    const w2 = new WebhookWorker({ store: other, clock, policy, batchSize: 5, wakeOnEnqueue: false });
    try {
      const [r1, r2] = await Promise.all([w1.runDue(), w2.runDue()]);
      expect(r1.delivered + r2.delivered).toBe(60);
      expect(r1.failed + r2.failed + r1.dead + r2.dead).toBe(0);
    } finally {
      await Promise.all([w1.stop(), w2.stop()]);
    }
    expect(rx.got).toHaveLength(60);
    expect(new Set(rx.got.map((g) => g.webhookId)).size).toBe(60);
    expect((await statuses(store)).every((s) => s.status === 'delivered' && s.attempts === 1)).toBe(true);
    expect(await countPending(other.db)).toBe(0);
  });

  it('a started worker wakes once the writing transaction commits, not before', async () => {
    const { store, keyId } = await fresh(engine);
    const rx = await receiver();
    const worker = new WebhookWorker({ store, clock: new ManualClock(T0), policy: { allowLoopback: true, allowHosts: [] } });
    worker.start(3_600_000); // the periodic run cannot happen during the test
    try {
      await store.transaction(async (tx) => {
        await enqueueWebhook(tx, webhook(keyId, `${rx.url}/open`, 'open'), T0);
        await sleep(150);
        expect(rx.got).toHaveLength(0);
      });
      await expect.poll(() => rx.got.map((g) => g.tag)).toEqual(['open']);
      await expect.poll(() => statuses(store)).toEqual([{ status: 'delivered', attempts: 1 }]);
      await expect(
        store.transaction(async (tx) => {
          await enqueueWebhook(tx, webhook(keyId, `${rx.url}/x`, 'rolled-back'), T0);
          throw new Error('the state change failed');
        }),
      ).rejects.toThrow('the state change failed');
      await store.transaction(async (tx) => {
        for (const t of ['a', 'b', 'c']) await enqueueWebhook(tx, webhook(keyId, `${rx.url}/x`, t), T0);
      });
      await expect.poll(() => rx.got.map((g) => g.tag)).toEqual(['open', 'a', 'b', 'c']);
    } finally {
      await worker.stop();
    }
  });

  it('the operator lists the outbox and puts a dead row back in the queue', async () => {
    const { store, keyId } = await fresh(engine);
    await store.transaction(async (tx) => {
      await enqueueWebhook(tx, webhook(keyId, 'https://x.example/a', 'one'), T0);
      await enqueueWebhook(tx, webhook(keyId, 'https://x.example/b', 'two'), T0);
    });
    const [row] = await store.transaction((tx) => claimDueRows(tx, { iso: T0.toISOString(), lease: LEASE, limit: 1 }));
    await recordTry(store.db, row!, { kind: 'dead', status: 410, error: 'HTTP 410' }, T0.toISOString());
    let text = '';
    const out = { write: (c: string) => (text += c) };
    const dead = await listWebhooks(store, { status: 'dead' }, out);
    expect(dead.map((d) => [d.id, d.status, d.lastStatus])).toEqual([[1, 'dead', 410]]);
    expect(text).toContain('410 HTTP 410');
    const later = new Date(T0.getTime() + 5000);
    const replayed = await replayWebhook(store, dead[0]!.webhookId, later, out);
    expect([replayed.status, replayed.attempts, replayed.nextAttemptAt]).toEqual(['pending', 0, later.toISOString()]);
    await expect(replayWebhook(store, 1, later, out)).rejects.toThrow(/ya está pendiente/);
    await expect(replayWebhook(store, 'msg_nope', later, out)).rejects.toThrow(/No existe un webhook/);
    expect((await listWebhooks(store, {}, out)).map((e) => e.id)).toEqual([2, 1]);
  });
});
