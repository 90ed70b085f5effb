/**
 * The commit signal of the webhook outbox: "the outbox of this store has new
 * rows", raised by every row `enqueueWebhook` (`./webhookEvents.ts`) writes
 * and heard by the started delivery workers (`./webhookDelivery.ts`) of the
 * same store in this process once the writing transaction has committed, so
 * a payment's webhook leaves within milliseconds; the workers' periodic runs
 * stay the safety net for retries and for rows written by other processes.
 */
import { AsyncResource } from 'node:async_hooks';
import type { Executor } from '../../store/sql.js';
import { transactionStatus } from '../../store/service/outbox.js';

/**
 * The in-process signal "the outbox of this store has new rows", shared by
 * every writer and worker of one store (see {@link outboxSignal}).
 * {@link notify} is called by `enqueueWebhook` (`./webhookEvents.ts`) from inside the writing
 * transaction; listeners are called once that transaction has ended (after
 * the commit, or after a rollback — then the worker finds nothing new, which
 * is harmless). Several rows written in one transaction, or in quick
 * succession, wake the listeners once.
 *
 * How the end is awaited: on SQLite the worker's claim needs the store's only
 * connection, which the writing transaction holds until it ends, so the
 * listeners are simply called on the next turn of the event loop; on
 * PostgreSQL the signal asks the database for the state of the writing
 * transaction (its id comes back with the inserted row) and calls the
 * listeners once it is no longer in progress.
 */
export class OutboxSignal {
  readonly #listeners = new Set<() => void>();
  /** PostgreSQL transactions that wrote rows and had not ended when last asked. */
  readonly #open = new Set<string>();
  /** The executor the PostgreSQL checks run on (the subscribing worker's store). */
  #reader: Executor | undefined;
  /** Schedules {@link fire} outside any transaction's async context (bound when the first listener subscribes). */
  #later: ((ms: number) => void) | undefined;
  #scheduled = false;
  #closed = false;

  /**
   * Note that rows were written by the transaction `xact` (PostgreSQL's
   * transaction id; null on SQLite); listeners run after it ends.
   * Synchronous and cheap.
   */
  notify(xact: string | null = null): void {
    if (this.#listeners.size === 0 || !this.#later) return;
    if (xact) this.#open.add(xact);
    if (this.#scheduled) return;
    this.#scheduled = true;
    this.#later(0);
  }

  /**
   * Call `listener` after every committed write (coalesced). `reader` is the
   * store's own executor, used on PostgreSQL to learn when writing
   * transactions end. Subscribe from outside any transaction.
   *
   * @returns the function that removes it.
   */
  subscribe(listener: () => void, reader?: Executor): () => void {
    this.#listeners.add(listener);
    if (reader) this.#reader = reader;
    // Bound here, so the timers (and the listeners, and the queries they run) never inherit a writing transaction's context.
    this.#later ??= AsyncResource.bind((ms: number) => {
      const t = setTimeout(() => void this.#fire(), ms);
      t.unref();
    });
    this.#closed = false;
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) {
        this.#closed = true;
        this.#open.clear();
      }
    };
  }

  async #fire(): Promise<void> {
    if (this.#closed) {
      this.#scheduled = false;
      return;
    }
    if (this.#open.size > 0 && this.#reader) {
      for (const xact of [...this.#open]) {
        let state: string | null;
        try {
          state = await transactionStatus(this.#reader, xact);
        } catch {
          state = null; // the store is closing or unreachable: the periodic run takes over
        }
        if (state !== 'in progress') this.#open.delete(xact);
      }
      if (this.#open.size > 0) {
        // A transaction still open: look again shortly, until it ends.
        this.#later!(2);
        return;
      }
    } else this.#open.clear();
    this.#scheduled = false;
    for (const listener of [...this.#listeners]) listener();
  }
}

const signals = new WeakMap<object, OutboxSignal>();

/**
 * The {@link OutboxSignal} of the store `ex` belongs to: the same one for the
 * store's executor and for every transaction of it (created on first use).
 */
export function outboxSignal(ex: Executor): OutboxSignal {
  // A store's executor and its transactions' executors share one dialect adapter: it names the store.
  const key = ex.getExecutor().adapter;
  let signal = signals.get(key);
  if (!signal) {
    signal = new OutboxSignal();
    signals.set(key, signal);
  }
  return signal;
}
