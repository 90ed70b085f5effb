import { describe, expect, it } from 'vitest';
import { FreshReads } from '../../src/store/freshReads.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { API_KEY_LOOKUP_TABLES, findApiKey, insertApiKey } from '../../src/store/service/apiKeys.js';
import { hotelAndAgencyExist } from '../../src/store/service/paymentLinks.js';
import { first, sql } from '../../src/store/sql.js';
import { ENGINES, freshLocation, useStores } from '../helpers/postgres.js';

/** A read whose result the test gives when it chooses. */
function gate<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('FreshReads', () => {
  it('shares a read only among callers that asked before it started', async () => {
    const reads = new FreshReads();
    const started: string[] = [];
    const gates = [gate<string>(), gate<string>(), gate<string>()];
    let n = 0;
    const read = () => {
      const i = n++;
      started.push(`read ${i}`);
      return gates[i]!.promise;
    };
    const a = reads.read('k', read);
    // Arrived while read 0 is in flight: they must not get read 0 (it began before them), but share read 1.
    const b = reads.read('k', read);
    const c = reads.read('k', read);
    await tick();
    expect(started).toEqual(['read 0']);
    gates[0]!.resolve('zero');
    expect(await a).toBe('zero');
    await tick();
    expect(started).toEqual(['read 0', 'read 1']);
    // Arrived while read 1 is in flight: the next one.
    const d = reads.read('k', read);
    gates[1]!.resolve('one');
    expect(await b).toBe('one');
    expect(await c).toBe('one');
    gates[2]!.resolve('two');
    expect(await d).toBe('two');
    expect(started).toEqual(['read 0', 'read 1', 'read 2']);
    expect(reads.pending).toBe(0);
  });

  it('keeps keys apart, shares errors with the callers of that read, and goes on after one', async () => {
    const reads = new FreshReads();
    const x = gate<number>();
    const y = gate<number>();
    const failing = reads.read('x', () => x.promise);
    const other = reads.read('y', () => y.promise);
    const waiting = [reads.read('x', async () => 2), reads.read('x', async () => 3)];
    x.reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    // The callers that waited get a read of their own, not the failure.
    expect(await Promise.all(waiting)).toEqual([2, 2]);
    y.resolve(9);
    expect(await other).toBe(9);
    // A read that throws before returning a promise rejects its callers too.
    await expect(
      reads.read('z', () => {
        throw new Error('bad');
      }),
    ).rejects.toThrow('bad');
    expect(reads.pending).toBe(0);
  });
});

const open = useStores(serviceMigrations);

describe.each(ENGINES)('Store.freshRead on %s', (engine) => {
  it('sees every write committed before each call, with far fewer reads than callers', async () => {
    const location = await freshLocation(engine);
    const store = await open(location);
    // Another instance writing to the same database (on SQLite, a second connection to the file).
    const writer = await open(location);
    await sql`INSERT INTO settings (key, value) VALUES ('fresh_read_probe', '0')`.execute(writer.db);
    let reads = 0;
    const probe = () =>
      store.freshRead('probe', async (ex) => {
        reads++;
        return Number((await first<{ value: string }>(ex, sql`SELECT value FROM settings WHERE key = 'fresh_read_probe'`))!.value);
      });
    const callers: Promise<number>[] = [];
    for (let i = 1; i <= 40; i++) {
      await sql`UPDATE settings SET value = ${String(i)} WHERE key = 'fresh_read_probe'`.execute(writer.db);
      // Committed before this call: the value this call gets is at least i.
      callers.push(probe().then((v) => (v >= i ? v : Promise.reject(new Error(`call ${i} read ${v}, older than its own write`)))));
      if (i % 4 === 0) await Promise.all([probe(), probe(), probe()]);
    }
    const seen = await Promise.all(callers);
    expect(seen).toHaveLength(40);
    expect(Math.max(...seen)).toBe(40);

    // Twenty callers at once: the first reads at once, the nineteen others share one read that starts after it.
    reads = 0;
    expect(await Promise.all(Array.from({ length: 20 }, probe))).toEqual(Array(20).fill(40));
    expect(reads).toBe(2);

    // Inside a transaction, the read runs on it (its own uncommitted write is seen) and is not shared.
    await expect(
      store.transaction(async (tx) => {
        await sql`UPDATE settings SET value = '-1' WHERE key = 'fresh_read_probe'`.execute(tx);
        expect(await probe()).toBe(-1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await probe()).toBe(40);
  });
});

describe.each(ENGINES)('Store.readWhileUnchanged on %s', (engine) => {
  it('reads again after any write (this connection, its raw handle, another connection) and never gives an older value', async () => {
    const location = await freshLocation(engine);
    const store = await open(location);
    const writer = await open(location);
    await sql`INSERT INTO settings (key, value) VALUES ('unchanged_probe', '0')`.execute(store.db);
    let reads = 0;
    const probe = () =>
      store.readWhileUnchanged('probe', async (ex) => {
        reads++;
        return Number((await first<{ value: string }>(ex, sql`SELECT value FROM settings WHERE key = 'unchanged_probe'`))!.value);
      });
    const set = async (value: number, via: 'store' | 'raw' | 'other') => {
      if (via === 'raw' && store.sqlite) store.sqlite.prepare('UPDATE settings SET value = ? WHERE key = ?').run(String(value), 'unchanged_probe');
      else await sql`UPDATE settings SET value = ${String(value)} WHERE key = 'unchanged_probe'`.execute(via === 'other' ? writer.db : store.db);
    };

    expect(await probe()).toBe(0);
    const first1 = reads;
    // Nothing written: SQLite gives the kept value without reading; PostgreSQL reads every time.
    for (let i = 0; i < 5; i++) expect(await probe()).toBe(0);
    expect(reads - first1).toBe(engine === 'sqlite' ? 0 : 5);

    // Each kind of write is seen by the very next call.
    let value = 0;
    for (const via of ['store', 'raw', 'other', 'other', 'store', 'raw'] as const) {
      await set(++value, via);
      expect(await probe(), `after a write through ${via}`).toBe(value);
      expect(await probe()).toBe(value);
    }

    // A write that changes nothing else in the kept read (another table) only makes it read again.
    await sql`INSERT INTO settings (key, value) VALUES ('unrelated', 'x')`.execute(writer.db);
    const before = reads;
    expect(await probe()).toBe(value);
    expect(reads).toBe(before + 1);

    // Inside a transaction: read on it (its uncommitted write seen), not kept; after the rollback the committed value.
    await expect(
      store.transaction(async (tx) => {
        await sql`UPDATE settings SET value = '-1' WHERE key = 'unchanged_probe'`.execute(tx);
        expect(await probe()).toBe(-1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await probe()).toBe(value);

    // Nothing found is not kept.
    let misses = 0;
    const absent = () =>
      store.readWhileUnchanged('absent', async (ex) => {
        misses++;
        return (await first<{ value: string }>(ex, sql`SELECT value FROM settings WHERE key = 'no such key'`))?.value;
      });
    expect(await absent()).toBeUndefined();
    expect(await absent()).toBeUndefined();
    expect(misses).toBe(2);
  });

  it('with the tables it reads: only their changes make it read again, by any connection, and the API key lookup is kept through other writes', async () => {
    const location = await freshLocation(engine);
    const store = await open(location);
    const writer = await open(location);
    await sql`INSERT INTO agencies (id, name, agency_type) VALUES (7, 'Agencia Siete', 'retailer')`.execute(store.db);
    const keyId = await insertApiKey(store.db, { key: 'hb_test_seven', name: 'seven', principalKind: 'agency', principalId: 7 }, new Date());
    let reads = 0;
    const lookup = () =>
      store.readWhileUnchanged(
        'api-key:hb_test_seven',
        (ex) => {
          reads++;
          return findApiKey(ex, 'hb_test_seven');
        },
        API_KEY_LOOKUP_TABLES,
      );
    expect((await lookup())?.agencyType).toBe('retailer');
    const kept = engine === 'sqlite';
    const readsAfter = async (write: () => Promise<unknown>) => {
      await write();
      const before = reads;
      const key = await lookup();
      return { key, reads: reads - before };
    };

    // Writes to other tables, and to an agency's balance, leave it kept on SQLite (PostgreSQL reads every time).
    for (const write of [
      () => sql`INSERT INTO settings (key, value) VALUES ('other', 'x')`.execute(store.db),
      () => sql`UPDATE settings SET value = 'y' WHERE key = 'other'`.execute(writer.db),
      () => sql`UPDATE agencies SET balance_minor = balance_minor + 100 WHERE id = 7`.execute(store.db),
    ]) {
      const r = await readsAfter(write);
      expect(r.key?.agencyType).toBe('retailer');
      expect(r.reads).toBe(kept ? 0 : 1);
    }

    // Changes it depends on are seen by the very next call, whichever connection or path made them.
    const raw = (text: string) => async () => (store.sqlite ? store.sqlite.prepare(text).run() : sql.raw(text).execute(store.db));
    let r = await readsAfter(raw(`UPDATE agencies SET agency_type = 'wholesale' WHERE id = 7`));
    expect(r.key?.agencyType).toBe('wholesale');
    r = await readsAfter(() => sql`UPDATE api_keys SET rate_limit_per_second = 3 WHERE id = ${keyId}`.execute(writer.db));
    expect(r.key?.rateLimitPerSecond).toBe(3);
    r = await readsAfter(() => sql`UPDATE api_keys SET revoked_at = '2026-11-24T00:00:00.000Z' WHERE id = ${keyId}`.execute(store.db));
    expect(r.key).toBeUndefined();
    r = await readsAfter(raw(`UPDATE api_keys SET revoked_at = NULL WHERE id = ${keyId}`));
    expect(r.key?.id).toBe(keyId);
    r = await readsAfter(() => sql`DELETE FROM api_keys WHERE id = ${keyId}`.execute(writer.db));
    expect(r.key).toBeUndefined();
    await insertApiKey(writer.db, { key: 'hb_test_seven', name: 'seven again', principalKind: 'agency', principalId: 7 }, new Date());
    expect((await lookup())?.name).toBe('seven again');

    // A change that another call chain's transaction makes and then rolls back, seen by a lookup meanwhile, must not
    // leave a stamp that a later committed change would match.
    if (kept) {
      let rollBack!: () => void;
      const gate = new Promise<void>((r) => (rollBack = r));
      const aborted = store.transaction(async (tx) => {
        await sql`UPDATE api_keys SET rate_limit_per_second = 99 WHERE key_hash = (SELECT key_hash FROM api_keys WHERE name = 'seven again')`.execute(tx);
        await gate;
        throw new Error('roll back');
      });
      await tick();
      const during = lookup();
      rollBack();
      await expect(aborted).rejects.toThrow('roll back');
      expect((await during)?.rateLimitPerSecond).toBeNull();
      await sql`UPDATE agencies SET agency_type = 'retailer' WHERE id = 7`.execute(writer.db);
      expect((await lookup())?.agencyType).toBe('retailer');
    }

    // Which hotels and agencies exist: kept through other writes, a hotel added or removed elsewhere seen at once.
    let checks = 0;
    const exists = () =>
      store.readWhileUnchanged(
        'hotel-and-agency:900:7',
        (ex) => {
          checks++;
          return hotelAndAgencyExist(ex, 900, 7);
        },
        ['hotels', 'agencies'],
      );
    expect(await exists()).toEqual({ hotel: false, agency: true });
    await sql`UPDATE agencies SET balance_minor = balance_minor + 1 WHERE id = 7`.execute(writer.db);
    const checked = checks;
    expect(await exists()).toEqual({ hotel: false, agency: true });
    expect(checks - checked).toBe(kept ? 0 : 1);
    await sql`INSERT INTO hotels (id, name, city, city_key, created_at) VALUES (900, 'Hotel Novecientos', 'Cartagena', 'cartagena', '2026-11-24T00:00:00.000Z')`.execute(
      writer.db,
    );
    expect(await exists()).toEqual({ hotel: true, agency: true });
    await raw('DELETE FROM hotels WHERE id = 900')();
    expect(await exists()).toEqual({ hotel: false, agency: true });

    // Inside a transaction (as every request that writes runs): the kept value while the transaction has not changed
    // those tables, whatever else it wrote; its own change to them is seen, read on the transaction and not kept, so
    // after a rollback the committed answer is back.
    expect(await exists()).toEqual({ hotel: false, agency: true });
    let inside = checks;
    await store.transaction(async (tx) => {
      await sql`INSERT INTO settings (key, value) VALUES ('in-transaction', 'x')`.execute(tx);
      await sql`UPDATE agencies SET balance_minor = balance_minor + 1 WHERE id = 7`.execute(tx);
      expect(await exists()).toEqual({ hotel: false, agency: true });
    });
    expect(checks - inside).toBe(kept ? 0 : 1);
    inside = checks;
    await expect(
      store.transaction(async (tx) => {
        await sql`INSERT INTO hotels (id, name, city, city_key, created_at) VALUES (900, 'Hotel Novecientos', 'Cartagena', 'cartagena', '2026-11-24T00:00:00.000Z')`.execute(
          tx,
        );
        expect(await exists()).toEqual({ hotel: true, agency: true });
        expect(await exists()).toEqual({ hotel: true, agency: true });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(checks - inside).toBe(2);
    expect(await exists()).toEqual({ hotel: false, agency: true });
    expect(await exists()).toEqual({ hotel: false, agency: true });
    expect(checks - inside).toBe(kept ? 2 : 4);

    // A table without a version: any change counts, as without tables.
    let plain = 0;
    const unversioned = () =>
      store.readWhileUnchanged(
        'settings-other',
        async (ex) => {
          plain++;
          return (await first<{ value: string }>(ex, sql`SELECT value FROM settings WHERE key = 'other'`))?.value;
        },
        ['settings'],
      );
    expect(await unversioned()).toBe('y');
    expect(await unversioned()).toBe('y');
    expect(plain).toBe(kept ? 1 : 2);
    await sql`UPDATE agencies SET balance_minor = 0 WHERE id = 7`.execute(writer.db);
    expect(await unversioned()).toBe('y');
    expect(plain).toBe(kept ? 2 : 3);
  });
});
