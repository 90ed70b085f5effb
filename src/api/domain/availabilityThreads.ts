/**
 * The pool of availability worker threads (`availabilityWorker.ts`) of one
 * service: started on the first task, each thread ends after a minute
 * without work, and all end when the service closes. A task's bytes come
 * back moved, not copied, or written into the shared slot the task brought.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import type { ComputeResult, ComputeTask } from './availabilityWorker.js';

/**
 * Threads of a pool by default: one per core but one (at least one). The
 * event loop keeps a core: it answers every other request, sends the
 * answers the threads compute and collects their garbage, and a thread on
 * every core made it wait for the CPU. On two cores one thread answers as
 * many misses a second as two, and each thread is memory of its own (a
 * JavaScript heap, city catalogue, store of nights and database
 * connection); figures in docs/performance.md.
 */
export function defaultAvailabilityThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * The worker's module: the compiled `availabilityWorker.js` beside this
 * file; when the service runs from its TypeScript sources (tests, tsx),
 * `availabilityWorkerFromSource.mjs`, which registers tsx's loader in the
 * thread first.
 */
function workerModule(): string {
  const compiled = !import.meta.url.endsWith('.ts');
  return fileURLToPath(new URL(compiled ? './availabilityWorker.js' : './availabilityWorkerFromSource.mjs', import.meta.url));
}

/** A pool of availability worker threads. */
export class AvailabilityThreads {
  readonly #pool: Tinypool;

  /** @param threads how many threads at most (≥ 1). */
  constructor(threads: number) {
    this.#pool = new Tinypool({
      filename: workerModule(),
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      teardown: 'teardown',
      // A thread holds a city catalogue and one answer at a time. Its young generation is small: the answer is
      // written into a reused buffer, so little garbage is left to collect, and a larger one only stays resident.
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
    });
  }

  /**
   * Compute `task` in a thread; rejects with the thread's error (or when the
   * thread died). `body` is null when the JSON was written into `task.slot`.
   */
  async compute(task: ComputeTask): Promise<{ jsonBytes: number; coding: ComputeResult['coding']; body: Buffer | null }> {
    const r = (await this.#pool.run(task)) as ComputeResult;
    return { jsonBytes: r.jsonBytes, coding: r.coding, body: r.body ? Buffer.from(r.body) : null };
  }

  /** End the threads (their connections closed first); waits for running tasks. */
  async close(): Promise<void> {
    await this.#pool.destroy();
  }
}
