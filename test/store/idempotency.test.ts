/**
 * Idempotency records on both engines: one object per key, replays, conflicts,
 * nothing pinned to a key by a failed creation, 24 h expiry — and, on
 * PostgreSQL, two service instances running the same key at the same moment.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_MS, IdempotencyRecords, type IdempotentRequest } from '../../src/store/service/idempotency.js';
import { insertApiKey } from '../../src/store/service/apiKeys.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { exec, first, rows, sql, type Store, type Tx } from '../../src/store/sql.js';
import { ENGINES, freshLocation, useStores } from '../helpers/postgres.js';

const T0 = new Date('2026-11-21T15:00:00.000Z');

const open = useStores(serviceMigrations);

/** A fresh store with one API key; returns the store and the key's id. */
async function fresh(engine: (typeof ENGINES)[number]): Promise<{ store: Store; location: string; keyId: number }> {
  const location = await freshLocation(engine);
  const store = await open(location);
  const keyId = await insertApiKey(store.db, { key: 'idem-test', name: 'Agencia', principalKind: 'agency', principalId: null }, T0);
  return { store, location, keyId };
}

/** A creation that writes one object (a `settings` row named `name`) and answers with it. */
function creation(name: string, opts: { status?: number; holdMs?: number; fail?: boolean } = {}) {
  return async (tx: Tx) => {
    await exec(tx, sql`INSERT INTO settings (key, value) VALUES (${name}, ${'x'})`);
    if (opts.holdMs) await sleep(opts.holdMs);
    if (opts.fail) throw new Error('la creación falló');
    return { status: opts.status ?? 200, body: { name } };
  };
}

async function objects(store: Store, prefix: string): Promise<string[]> {
  return (await rows<{ key: string }>(store.db, sql`SELECT key FROM settings WHERE key LIKE ${`${prefix}%`} ORDER BY key`)).map((r) => r.key);
}
async function records(store: Store): Promise<{ key: string; status_code: number }[]> {
  return rows(store.db, sql`SELECT key, status_code FROM idempotency_keys ORDER BY key`);
}

describe.each(ENGINES)('idempotency records on %s', (engine) => {
  const req = (keyId: number, key: string, hash = 'h1', now = T0): IdempotentRequest => ({ apiKeyId: keyId, key, requestHash: hash, now });

  it('creates once, replays the same request, refuses another under the same key', async () => {
    const { store, keyId } = await fresh(engine);
    const r = new IdempotencyRecords(store);
    expect(await r.runOnce(req(keyId, 'k1'), creation('obj-1'))).toEqual({ kind: 'created', status: 200, body: { name: 'obj-1' } });
    expect(await r.runOnce(req(keyId, 'k1'), creation('obj-1b'))).toEqual({ kind: 'replayed', status: 200, body: { name: 'obj-1' } });
    expect(await r.runOnce(req(keyId, 'k1', 'other'), creation('obj-1c'))).toEqual({ kind: 'conflict' });
    expect(await objects(store, 'obj-1')).toEqual(['obj-1']);
    expect(await records(store)).toEqual([{ key: 'k1', status_code: 200 }]);
  });

  it('a creation that throws or answers 5xx leaves neither object nor record: the key serves the next request', async () => {
    const { store, keyId } = await fresh(engine);
    const r = new IdempotencyRecords(store);
    await expect(r.runOnce(req(keyId, 'k2'), creation('obj-2a', { fail: true }))).rejects.toThrow('la creación falló');
    expect(await r.runOnce(req(keyId, 'k2'), async () => ({ status: 503, body: { code: '503' } }))).toEqual({
      kind: 'created',
      status: 503,
      body: { code: '503' },
    });
    expect(await records(store)).toEqual([]);
    expect(await r.runOnce(req(keyId, 'k2', 'corrected'), creation('obj-2b', { status: 404 }))).toMatchObject({ kind: 'created', status: 404 });
    expect(await r.runOnce(req(keyId, 'k2', 'corrected'), creation('obj-2c'))).toEqual({ kind: 'replayed', status: 404, body: { name: 'obj-2b' } });
    expect(await objects(store, 'obj-2')).toEqual(['obj-2b']);
  });

  it('a record lives 24 hours; then the key creates again and expired records of any key are purged', async () => {
    const { store, keyId } = await fresh(engine);
    const r = new IdempotencyRecords(store);
    await r.runOnce(req(keyId, 'ttl'), creation('obj-3a'));
    await r.runOnce(req(keyId, 'other'), creation('obj-3x'));
    const almost = new Date(T0.getTime() + IDEMPOTENCY_TTL_MS - 1000);
    expect(await r.runOnce(req(keyId, 'ttl', 'h1', almost), creation('obj-3b'))).toMatchObject({ kind: 'replayed', body: { name: 'obj-3a' } });
    const later = new Date(T0.getTime() + IDEMPOTENCY_TTL_MS + 1000);
    expect(await r.runOnce(req(keyId, 'ttl', 'h1', later), creation('obj-3c'))).toMatchObject({ kind: 'created', body: { name: 'obj-3c' } });
    expect(await records(store)).toEqual([{ key: 'ttl', status_code: 200 }]);
  });

  it('the same key sent twice at once (one store): one object, the second answer replays the first', async () => {
    const { store, keyId } = await fresh(engine);
    const r = new IdempotencyRecords(store);
    const [a, b] = await Promise.all([
      r.runOnce(req(keyId, 'same'), creation('obj-4a', { holdMs: 50 })),
      r.runOnce(req(keyId, 'same'), creation('obj-4b', { holdMs: 50 })),
    ]);
    expect([a.kind, b.kind].sort()).toEqual(['created', 'replayed']);
    expect(await objects(store, 'obj-4')).toHaveLength(1);
  });

  it.runIf(engine === 'postgres')('two instances on one database running the same keys at once: one object per key, the other replays it', async () => {
    const { store: a, location, keyId } = await fresh(engine);
    const b = await open(location);
    const ra = new IdempotencyRecords(a);
    const rb = new IdempotencyRecords(b);
    // Instance A holds its transaction open while B's claim of the same key arrives: B must wait, then replay.
    const first_ = ra.runOnce(req(keyId, 'race-0'), creation('obj-5-0-a', { holdMs: 300 }));
    await sleep(50);
    const second = rb.runOnce(req(keyId, 'race-0'), creation('obj-5-0-b'));
    expect(await first_).toEqual({ kind: 'created', status: 200, body: { name: 'obj-5-0-a' } });
    expect(await second).toEqual({ kind: 'replayed', status: 200, body: { name: 'obj-5-0-a' } });
    // Many keys, each sent to both instances at once.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        Promise.all([
          ra.runOnce(req(keyId, `race-${i + 1}`), creation(`obj-5-${i + 1}-a`, { holdMs: 5 })),
          rb.runOnce(req(keyId, `race-${i + 1}`), creation(`obj-5-${i + 1}-b`, { holdMs: 5 })),
        ]),
      ),
    );
    for (const [i, [x, y]] of answers.entries()) {
      expect([x.kind, y.kind].sort(), `race-${i + 1}`).toEqual(['created', 'replayed']);
      const made = x.kind === 'created' ? x : y;
      const replay = x.kind === 'created' ? y : x;
      expect(replay).toEqual({ ...made, kind: 'replayed' });
      expect(await objects(a, `obj-5-${i + 1}-`)).toEqual([(made as { body: { name: string } }).body.name]);
    }
    // A first instance that rolls back frees the key for the waiting one, which then creates.
    const failing = ra.runOnce(req(keyId, 'race-x'), creation('obj-6-a', { holdMs: 200, fail: true }));
    await sleep(50);
    const waiting = rb.runOnce(req(keyId, 'race-x'), creation('obj-6-b'));
    await expect(failing).rejects.toThrow('la creación falló');
    expect(await waiting).toEqual({ kind: 'created', status: 200, body: { name: 'obj-6-b' } });
    expect(await objects(a, 'obj-6')).toEqual(['obj-6-b']);
    expect((await first<{ n: number }>(a.db, sql`SELECT COUNT(*) AS n FROM idempotency_keys`))!.n).toBe(22);
  });
});
