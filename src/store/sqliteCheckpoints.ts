/**
 * WAL checkpoints of a SQLite file in a thread of their own.
 *
 * In WAL mode every commit appends pages to the `-wal` file; a checkpoint
 * copies them back into the database file (and syncs it). SQLite by default
 * runs one inside the commit that takes the WAL past 1,000 pages, so every
 * few hundred small transactions one request pays for copying and syncing
 * megabytes. On the service's write path (a payment link is two inserts into
 * large, indexed tables) that was half of what a commit cost on average.
 *
 * {@link BackgroundCheckpoints} turns the automatic checkpoint off on the
 * writing connection and runs `PRAGMA wal_checkpoint(PASSIVE)` on a second
 * connection in a worker thread instead, every
 * {@link CHECKPOINT_EVERY_WRITES} writing statements. A passive checkpoint never blocks the writer
 * or the readers; once it has copied everything, the writer's next commit
 * starts the WAL again from its beginning, so the file stays about as small
 * as SQLite's own policy keeps it. Should the thread fail or end, the
 * writing connection goes back to SQLite's automatic checkpoints, so the WAL
 * never grows without bound.
 *
 * Durability is unchanged: a commit is in the WAL before it returns, whoever
 * checkpoints it later.
 */
import { Worker } from 'node:worker_threads';
import { SQLITE_BINDING_PATH, type SqliteDatabase } from './sqliteNative.js';

/**
 * A checkpoint is asked for after this many writing statements: at the few
 * pages a statement of the service writes (a row and its index entries),
 * about SQLite's own threshold of 1,000 pages.
 */
export const CHECKPOINT_EVERY_WRITES = 256;
/**
 * WAL frames (pages) past which the writer finishes a checkpoint itself:
 * 64 MiB of 4 KiB pages. The WAL starts again from its beginning only when a
 * write begins while every frame has been copied back; a thread that
 * checkpoints while the writer never pauses never quite catches up, so under
 * unbroken writing the writing connection runs a passive checkpoint of its
 * own now and then (copying only what the thread has not).
 */
export const WAL_CAP_FRAMES = 16_384;
/** SQLite's default `wal_autocheckpoint` (pages), restored when the thread is gone. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

/** What one `PRAGMA wal_checkpoint(PASSIVE)` reported: whether it was blocked, WAL frames in the log and frames copied back. */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/** Slots of the state shared with the thread (an Int32Array over a SharedArrayBuffer). */
const IN_FLIGHT = 0;
const DONE = 1;
const FAILED = 2;
const BUSY = 3;
const LOG = 4;
const CHECKPOINTED = 5;

/** `Atomics.waitAsync` (in every supported Node.js; newer than the TypeScript library the project compiles against). */
const waitAsync = (Atomics as unknown as { waitAsync(a: Int32Array, i: number, v: number, ms: number): { async: boolean; value: unknown } }).waitAsync;

/**
 * The thread's code (CommonJS, evaluated): opens the file and checkpoints it
 * when told to. It reports through the shared state, so the writer learns
 * that a checkpoint has ended even while its event loop is busy.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.binding);
const state = new Int32Array(workerData.state);
const db = new Database(workerData.path, { fileMustExist: true });
parentPort.on('message', (m) => {
  if (m === 'checkpoint') {
    try {
      const r = db.pragma('wal_checkpoint(PASSIVE)')[0];
      Atomics.store(state, ${BUSY}, r.busy);
      Atomics.store(state, ${LOG}, r.log);
      Atomics.store(state, ${CHECKPOINTED}, r.checkpointed);
      Atomics.add(state, ${DONE}, 1);
    } catch {
      Atomics.add(state, ${FAILED}, 1);
    }
    Atomics.store(state, ${IN_FLIGHT}, 0);
    Atomics.notify(state, ${IN_FLIGHT});
  } else if (m === 'close') {
    db.close();
    parentPort.close();
  }
});
`;

/**
 * Background WAL checkpoints for the writing connection `handle` of the
 * SQLite file `path` (see the module's description). Call {@link wrote}
 * after each statement that writes; {@link close} before closing `handle`.
 */
export class BackgroundCheckpoints {
  readonly #handle: SqliteDatabase;
  readonly #every: number;
  readonly #capFrames: number;
  readonly #state = new Int32Array(new SharedArrayBuffer(6 * 4));
  readonly #worker: Worker;
  #alive = true;
  #writes = 0;
  #closing = false;
  #byWriter = 0;
  /** The thread's checkpoint count when the writer last finished one itself. */
  #doneAtWriterCheckpoint = 0;

  /**
   * @param handle the writing connection (its automatic checkpoints are turned off while the thread runs).
   * @param path the database file (not `:memory:`).
   * @param o.everyWrites writing statements between checkpoints (default {@link CHECKPOINT_EVERY_WRITES}).
   * @param o.capFrames WAL frames past which the writer finishes a checkpoint itself (default {@link WAL_CAP_FRAMES}).
   * @param o.binding the SQLite binding the thread loads (default: the one this runtime uses; tests give a broken one).
   */
  constructor(handle: SqliteDatabase, path: string, o: { everyWrites?: number; capFrames?: number; binding?: string } = {}) {
    this.#handle = handle;
    this.#every = o.everyWrites ?? CHECKPOINT_EVERY_WRITES;
    this.#capFrames = o.capFrames ?? WAL_CAP_FRAMES;
    handle.pragma('wal_autocheckpoint = 0');
    this.#worker = new Worker(THREAD, { eval: true, workerData: { binding: o.binding ?? SQLITE_BINDING_PATH, path, state: this.#state.buffer } });
    this.#worker.unref();
    this.#worker.on('error', () => this.#gone());
    this.#worker.on('exit', () => this.#gone());
  }

  /** Whether the thread is running (false once it failed or was closed: SQLite checkpoints inside commits again). */
  get running(): boolean {
    return this.#alive;
  }

  /** Checkpoints the thread completed and failed, what its last one reported, and how many the writer finished itself (for tests and reports). */
  get stats(): { checkpoints: number; failures: number; byWriter: number; last: CheckpointResult | undefined } {
    const s = this.#state;
    const checkpoints = Atomics.load(s, DONE);
    return {
      checkpoints,
      failures: Atomics.load(s, FAILED),
      byWriter: this.#byWriter,
      last: checkpoints ? { busy: Atomics.load(s, BUSY), log: Atomics.load(s, LOG), checkpointed: Atomics.load(s, CHECKPOINTED) } : undefined,
    };
  }

  /**
   * Tell that the writing connection ran a statement that writes, or
   * committed. After {@link CHECKPOINT_EVERY_WRITES} of them the thread is
   * asked for a checkpoint (as soon as the last one has ended).
   */
  wrote(): void {
    if (!this.#alive || ++this.#writes < this.#every) return;
    // The thread's last checkpoint found the WAL long: it has not started again from its beginning for a while (the writer
    // kept appending while the thread copied). Finish the copy here, between transactions, so the next write starts the
    // WAL again; once per such report of the thread.
    const done = Atomics.load(this.#state, DONE);
    if (done !== this.#doneAtWriterCheckpoint && Atomics.load(this.#state, LOG) >= this.#capFrames) {
      if (this.#handle.inTransaction || Atomics.load(this.#state, IN_FLIGHT) !== 0) return; // at the next write
      this.#doneAtWriterCheckpoint = done;
      this.#writes = 0;
      try {
        this.#handle.pragma('wal_checkpoint(PASSIVE)');
        this.#byWriter++;
      } catch {
        // Busy or failing: the thread goes on, and its next report asks again.
      }
      return;
    }
    if (Atomics.compareExchange(this.#state, IN_FLIGHT, 0, 1) !== 0) return;
    this.#writes = 0;
    this.#worker.postMessage('checkpoint');
  }

  /** Run a checkpoint in the thread now (after the one running, if any) and resolve once it has ended. */
  async checkpoint(): Promise<void> {
    await this.idle();
    if (this.#alive && Atomics.compareExchange(this.#state, IN_FLIGHT, 0, 1) === 0) this.#worker.postMessage('checkpoint');
    await this.idle();
  }

  /** Resolves once no checkpoint is running. */
  async idle(): Promise<void> {
    while (this.#alive && Atomics.load(this.#state, IN_FLIGHT) !== 0) {
      const w = waitAsync(this.#state, IN_FLIGHT, 1, 1000);
      if (w.async) await w.value;
    }
  }

  /** End the thread (its connection closed). */
  async close(): Promise<void> {
    if (!this.#alive) return;
    this.#closing = true;
    // Kept alive until the thread has ended: otherwise a process with nothing else left to do would exit (status 0) right here.
    this.#worker.ref();
    const exited = new Promise((r) => this.#worker.once('exit', r));
    this.#worker.postMessage('close');
    await exited;
  }

  /** The thread ended (closed, failed to start, or crashed): SQLite checkpoints inside commits again. */
  #gone(): void {
    if (!this.#alive) return;
    this.#alive = false;
    Atomics.store(this.#state, IN_FLIGHT, 0);
    if (!this.#closing && this.#handle.open) this.#handle.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
  }
}
