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
 * as SQLite's own policy keeps it. The thread runs only while the database
 * is being written: it starts with the first checkpoint asked for and ends
 * after a minute without one. Should it fail to start or crash, the writing
 * connection goes back to SQLite's automatic checkpoints, so the WAL never
 * grows without bound.
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
/**
 * The checkpoint thread ends after this long without a checkpoint asked of
 * it, ms; the next one starts it again (in tens of milliseconds, while the
 * writer goes on).
 */
export const CHECKPOINT_THREAD_IDLE_MS = 60_000;
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
 *
 * The thread is started when the first checkpoint is asked for and ends
 * after {@link CHECKPOINT_THREAD_IDLE_MS} without one: a thread of its own
 * is memory of the process (a JavaScript engine and a connection), kept
 * only while the database is being written. A service that only reads
 * (availability searches, reports) never starts it.
 */
export class BackgroundCheckpoints {
  readonly #handle: SqliteDatabase;
  readonly #path: string;
  readonly #binding: string;
  readonly #every: number;
  readonly #capFrames: number;
  readonly #idleMs: number;
  readonly #state = new Int32Array(new SharedArrayBuffer(6 * 4));
  /** The thread while it runs (started on demand). */
  #worker: Worker | undefined;
  /** Checks, while the thread runs, whether it has been idle long enough to end. */
  #idleTimer: NodeJS.Timeout | undefined;
  /** When a checkpoint was last asked of the thread (performance.now(), ms). */
  #lastAsked = 0;
  #threadsStarted = 0;
  #alive = true;
  #writes = 0;
  #byWriter = 0;
  /** The thread's checkpoint count when the writer last finished one itself. */
  #doneAtWriterCheckpoint = 0;

  /**
   * @param handle the writing connection (its automatic checkpoints are turned off while checkpoints run in the background).
   * @param path the database file (not `:memory:`).
   * @param o.everyWrites writing statements between checkpoints (default {@link CHECKPOINT_EVERY_WRITES}).
   * @param o.capFrames WAL frames past which the writer finishes a checkpoint itself (default {@link WAL_CAP_FRAMES}).
   * @param o.idleMs the thread ends after this long without a checkpoint asked of it, ms (default {@link CHECKPOINT_THREAD_IDLE_MS}).
   * @param o.binding the SQLite binding the thread loads (default: the one this runtime uses; tests give a broken one).
   */
  constructor(handle: SqliteDatabase, path: string, o: { everyWrites?: number; capFrames?: number; idleMs?: number; binding?: string } = {}) {
    this.#handle = handle;
    this.#path = path;
    this.#binding = o.binding ?? SQLITE_BINDING_PATH;
    this.#every = o.everyWrites ?? CHECKPOINT_EVERY_WRITES;
    this.#capFrames = o.capFrames ?? WAL_CAP_FRAMES;
    this.#idleMs = o.idleMs ?? CHECKPOINT_THREAD_IDLE_MS;
    handle.pragma('wal_autocheckpoint = 0');
  }

  /** Whether checkpoints run in the background (false once the thread failed or was closed: SQLite checkpoints inside commits again). */
  get running(): boolean {
    return this.#alive;
  }

  /** Whether the thread is up now (it starts when a checkpoint is asked for and ends when idle). */
  get threadRunning(): boolean {
    return this.#worker !== undefined;
  }

  /** Checkpoints the thread completed and failed, what its last one reported, how many the writer finished itself, and how many times the thread was started (for tests and reports). */
  get stats(): { checkpoints: number; failures: number; byWriter: number; threadsStarted: number; last: CheckpointResult | undefined } {
    const s = this.#state;
    const checkpoints = Atomics.load(s, DONE);
    return {
      checkpoints,
      failures: Atomics.load(s, FAILED),
      byWriter: this.#byWriter,
      threadsStarted: this.#threadsStarted,
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
    this.#ask();
  }

  /** Run a checkpoint in the thread now (after the one running, if any) and resolve once it has ended. */
  async checkpoint(): Promise<void> {
    await this.idle();
    if (this.#alive && Atomics.compareExchange(this.#state, IN_FLIGHT, 0, 1) === 0) this.#ask();
    await this.idle();
  }

  /** Resolves once no checkpoint is running. */
  async idle(): Promise<void> {
    while (this.#alive && Atomics.load(this.#state, IN_FLIGHT) !== 0) {
      const w = waitAsync(this.#state, IN_FLIGHT, 1, 1000);
      if (w.async) await w.value;
    }
  }

  /** End the thread, if it runs (its connection closed); checkpoints no longer run in the background. */
  async close(): Promise<void> {
    if (!this.#alive) return;
    this.#alive = false;
    clearInterval(this.#idleTimer);
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await this.#end(worker);
  }

  /** Ask the thread (started if it is not up) for a checkpoint; the caller has set IN_FLIGHT. */
  #ask(): void {
    this.#lastAsked = performance.now();
    const worker = this.#worker ?? this.#start();
    worker.postMessage('checkpoint');
  }

  /** Start the thread, and the check that ends it once idle. */
  #start(): Worker {
    const worker = new Worker(THREAD, { eval: true, workerData: { binding: this.#binding, path: this.#path, state: this.#state.buffer } });
    this.#worker = worker;
    this.#threadsStarted++;
    worker.unref();
    worker.on('error', () => this.#lost(worker));
    worker.on('exit', () => this.#lost(worker));
    this.#idleTimer = setInterval(() => this.#endIfIdle(), Math.max(1, Math.floor(this.#idleMs / 4)));
    this.#idleTimer.unref();
    return worker;
  }

  /** End the thread when no checkpoint runs and none was asked for in the last {@link CHECKPOINT_THREAD_IDLE_MS}. */
  #endIfIdle(): void {
    const worker = this.#worker;
    if (!worker || Atomics.load(this.#state, IN_FLIGHT) !== 0 || performance.now() - this.#lastAsked < this.#idleMs) return;
    clearInterval(this.#idleTimer);
    this.#worker = undefined;
    void this.#end(worker);
  }

  /** Tell `worker` to close its connection and end; resolves once it has exited. */
  async #end(worker: Worker): Promise<void> {
    // Kept alive until the thread has ended: otherwise a process with nothing else left to do would exit (status 0) right here.
    worker.ref();
    const exited = new Promise((r) => worker.once('exit', r));
    worker.postMessage('close');
    await exited;
  }

  /**
   * `worker` ended. The current thread ending by itself (failed to start, or
   * crashed) turns background checkpoints off: SQLite checkpoints inside
   * commits again. A thread ended for idleness or closing is no loss.
   */
  #lost(worker: Worker): void {
    if (worker !== this.#worker || !this.#alive) return;
    this.#alive = false;
    this.#worker = undefined;
    clearInterval(this.#idleTimer);
    Atomics.store(this.#state, IN_FLIGHT, 0);
    Atomics.notify(this.#state, IN_FLIGHT);
    if (this.#handle.open) this.#handle.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
  }
}
