import { describe, expect, it } from 'vitest';
import { FreshReads } from '../../src/store/freshReads.js';
import { serviceMigrations } from '../../src/store/service/migrations.js';
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
});
