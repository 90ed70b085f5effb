import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BackgroundCheckpoints } from '../../src/store/sqliteCheckpoints.js';
import { SqliteDatabase } from '../../src/store/sqliteNative.js';
import { backgroundCheckpointsOf, exec, first, openStore, sql, type Migration, type Store } from '../../src/store/sql.js';

const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'notes',
    sql: 'CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL)',
    postgres: '',
  },
];

/** SQLite's own checkpoint threshold, bytes (1,000 pages of 4 KiB). */
const SQLITE_THRESHOLD_BYTES = 1000 * 4096;

const dirs: string[] = [];
const stores: Store[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function freshFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hotelbot-ckpt-'));
  dirs.push(dir);
  return join(dir, 'service.db');
}

/** Insert `n` notes of 4,000 characters, each in its own transaction (each commit appends at least one page to the WAL). */
async function write(store: Store, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await store.transaction((tx) => exec(tx, sql`INSERT INTO notes (body) VALUES (${`${i}`.padEnd(4000, 'x')})`));
}

describe('WAL checkpoints in a thread of their own (SQLite)', () => {
  it('turns the commit-time checkpoint off and checkpoints in the thread once the WAL passes the threshold', async () => {
    const path = freshFile();
    const store = await openStore(path, MIGRATIONS, { backgroundCheckpoints: true });
    stores.push(store);
    const checkpoints = backgroundCheckpointsOf(store)!;
    expect(checkpoints.running).toBe(true);
    expect(store.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    // No thread until a checkpoint is asked for.
    expect(checkpoints.threadRunning).toBe(false);
    const fileBefore = statSync(path).size;

    // 1,100 commits of a 4 KB row: a checkpoint is asked for every 256 writes.
    await write(store, 1100);
    await checkpoints.idle();
    expect(checkpoints.stats.checkpoints).toBeGreaterThanOrEqual(1);
    // Once the writes have stopped and nothing else reads the file, a passive checkpoint copies every frame back.
    await checkpoints.checkpoint();
    expect(checkpoints.stats.failures).toBe(0);
    expect(checkpoints.stats.last!.busy).toBe(0);
    expect(checkpoints.stats.last!.checkpointed).toBe(checkpoints.stats.last!.log);
    // The copies went into the database file (the writing connection no longer checkpoints by itself).
    expect(statSync(path).size).toBeGreaterThan(fileBefore + 3_000_000);
    expect(await first<{ n: number }>(store.db, sql`SELECT COUNT(*) AS n FROM notes`)).toEqual({ n: 1100 });
  });

  it('keeps the WAL bounded under unbroken writing: past the cap the writer finishes a checkpoint and the WAL starts again', async () => {
    /** 12,000 commits of a 4 KB row without a pause on a fresh file; the WAL's largest size, bytes. */
    const unbrokenWrites = async (withCheckpoints: (handle: SqliteDatabase, path: string) => BackgroundCheckpoints | undefined) => {
      const path = freshFile();
      const store = await openStore(path, MIGRATIONS);
      stores.push(store);
      const handle = store.sqlite!;
      handle.pragma('wal_autocheckpoint = 0');
      const checkpoints = withCheckpoints(handle, path);
      await checkpoints?.checkpoint(); // the thread is up (as it is long before a service's first request)
      const insert = handle.prepare('INSERT INTO notes (body) VALUES (?)');
      let largest = 0;
      for (let i = 0; i < 12_000; i++) {
        insert.run(`${i}`.padEnd(4000, 'x'));
        checkpoints?.wrote();
        if (i % 100 === 0) largest = Math.max(largest, statSync(`${path}-wal`).size);
      }
      await checkpoints?.close();
      return { largest: Math.max(largest, statSync(`${path}-wal`).size), checkpoints };
    };
    // Nobody checkpoints: the WAL holds every commit (some 24,000 frames, about 100 MB).
    const unbounded = await unbrokenWrites(() => undefined);
    // The cap of 2,000 frames stands for the service's 16,384, so the test writes megabytes, not hundreds of them.
    const bounded = await unbrokenWrites((handle, path) => new BackgroundCheckpoints(handle, path, { everyWrites: 64, capFrames: 2000 }));
    expect(bounded.checkpoints!.stats.checkpoints).toBeGreaterThanOrEqual(1);
    expect(bounded.checkpoints!.stats.byWriter).toBeGreaterThanOrEqual(1);
    // The WAL stays within the cap and what the thread's lag lets through (the thread shares the CPU with other tests:
    // measured 8–29 MB against the 100 MB unbounded).
    expect(bounded.largest).toBeLessThan(unbounded.largest / 3);
  });

  it('gives the connection its automatic checkpoints back when the thread cannot run', async () => {
    const path = freshFile();
    const store = await openStore(path, MIGRATIONS);
    stores.push(store);
    const handle = store.sqlite!;
    const checkpoints = new BackgroundCheckpoints(handle, path, { binding: join(tmpdir(), 'no-such-sqlite-binding.js') });
    expect(handle.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    // The thread fails as it starts, with the first checkpoint asked for.
    await checkpoints.checkpoint();
    for (let i = 0; i < 200 && checkpoints.running; i++) await new Promise((r) => setTimeout(r, 10));
    expect(checkpoints.running).toBe(false);
    expect(handle.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    // Writes still work, and SQLite checkpoints inside its commits again.
    await write(store, 1100);
    const reader = new SqliteDatabase(path, { readonly: true });
    try {
      expect(reader.prepare('SELECT COUNT(*) AS n FROM notes').get()).toEqual({ n: 1100 });
    } finally {
      reader.close();
    }
    expect(statSync(`${path}-wal`).size).toBeLessThan(SQLITE_THRESHOLD_BYTES + 65_536);
  });

  it('runs its thread only while the database is written: started by the first checkpoint, ended when idle, started again by the next', async () => {
    const path = freshFile();
    const store = await openStore(path, MIGRATIONS);
    stores.push(store);
    const handle = store.sqlite!;
    const checkpoints = new BackgroundCheckpoints(handle, path, { everyWrites: 64, idleMs: 200 });
    const insert = handle.prepare('INSERT INTO notes (body) VALUES (?)');
    const writeDirect = (n: number) => {
      for (let i = 0; i < n; i++) {
        insert.run(`${i}`.padEnd(4000, 'x'));
        checkpoints.wrote();
      }
    };
    try {
      // Reads and a few writes ask for no checkpoint: no thread.
      writeDirect(10);
      expect(handle.prepare('SELECT COUNT(*) AS n FROM notes').get()).toEqual({ n: 10 });
      await new Promise((r) => setTimeout(r, 300));
      expect(checkpoints.threadRunning).toBe(false);
      expect(checkpoints.stats.threadsStarted).toBe(0);

      writeDirect(100);
      expect(checkpoints.threadRunning).toBe(true);
      await checkpoints.idle();
      expect(checkpoints.stats.checkpoints).toBe(1);
      // Idle: the thread ends, and background checkpoints stay in force (the connection does not checkpoint itself).
      await expect.poll(() => checkpoints.threadRunning, { timeout: 5_000, interval: 20 }).toBe(false);
      expect(checkpoints.running).toBe(true);
      expect(handle.pragma('wal_autocheckpoint', { simple: true })).toBe(0);

      // Writing again starts a new thread, which checkpoints everything written so far.
      writeDirect(100);
      expect(checkpoints.threadRunning).toBe(true);
      await checkpoints.checkpoint();
      expect(checkpoints.stats.threadsStarted).toBe(2);
      expect(checkpoints.stats.failures).toBe(0);
      expect(checkpoints.stats.last!.checkpointed).toBe(checkpoints.stats.last!.log);
    } finally {
      await checkpoints.close();
    }
    expect(checkpoints.threadRunning).toBe(false);
    expect(checkpoints.running).toBe(false);
  });

  it('is off for read-only and in-memory databases, and by default', async () => {
    const path = freshFile();
    const writer = await openStore(path, MIGRATIONS);
    stores.push(writer);
    expect(backgroundCheckpointsOf(writer)).toBeUndefined();
    const reader = await openStore(path, [], { migrate: false, readonly: true, backgroundCheckpoints: true });
    stores.push(reader);
    expect(backgroundCheckpointsOf(reader)).toBeUndefined();
    const memory = await openStore(':memory:', MIGRATIONS, { backgroundCheckpoints: true });
    stores.push(memory);
    expect(backgroundCheckpointsOf(memory)).toBeUndefined();
  });
});
