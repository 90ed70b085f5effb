/**
 * Fresh reads shared by concurrent callers.
 *
 * Under load, many requests make the same small read at the same moment: the
 * lookup of one API key, the availability versions of one city, "is any
 * payment or booking due". On PostgreSQL each is a round trip and a few
 * dozen microseconds of driver work; most of them would return the same row.
 *
 * A {@link FreshReads} runs at most one read per key at a time, and shares
 * each read among the callers that asked **before it started**: a caller
 * that arrives while a read of its key is in flight waits for the next one,
 * which starts as soon as the one in flight settles, and every caller that
 * arrived meanwhile shares it. So every caller gets a read that began after
 * it asked: a write committed before a request arrived (by this process or
 * any other) is always seen, exactly as if the request had read alone, and
 * a burst of N requests costs about two reads instead of N.
 */

/** The next read of a key, not started yet: the callers waiting for it and how to settle them. */
interface NextRead {
  readonly run: () => Promise<unknown>;
  readonly promise: Promise<unknown>;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

/** State of one key: the read in flight, and the next one while callers wait for it. */
interface KeyState {
  next: NextRead | undefined;
}

/**
 * At most one read in flight per key, each shared by the callers that asked
 * before it started (see the module's comment).
 *
 * @example
 * const reads = new FreshReads();
 * const key = await reads.read(`api-key:${token}`, () => findApiKey(db, token));
 */
export class FreshReads {
  /** Keys with a read in flight (and the read queued behind it, if any). */
  readonly #keys = new Map<string, KeyState>();

  /**
   * The result of `run`, or of a read of the same `key` that starts after
   * this call (shared with other callers of `key`). `key` must determine the
   * read entirely: callers sharing it get the same result object, which they
   * must not modify. Rejects with the read's error, shared the same way.
   */
  read<T>(key: string, run: () => Promise<T>): Promise<T> {
    const state = this.#keys.get(key);
    if (!state) {
      const fresh: KeyState = { next: undefined };
      this.#keys.set(key, fresh);
      return this.#start(key, fresh, run) as Promise<T>;
    }
    if (!state.next) {
      let resolve!: (value: unknown) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<unknown>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      state.next = { run, promise, resolve, reject };
    }
    return state.next.promise as Promise<T>;
  }

  /** Reads in flight or waiting, by key (for tests). */
  get pending(): number {
    return this.#keys.size;
  }

  /** Start `run` as the read in flight of `key`; when it settles, start the queued read, if any, else forget the key. */
  #start(key: string, state: KeyState, run: () => Promise<unknown>): Promise<unknown> {
    let reading: Promise<unknown>;
    try {
      reading = run();
    } catch (err) {
      reading = Promise.reject(err);
    }
    const advance = (): void => {
      const next = state.next;
      if (!next) {
        this.#keys.delete(key);
        return;
      }
      state.next = undefined;
      this.#start(key, state, next.run).then(next.resolve, next.reject);
    };
    reading.then(advance, advance);
    return reading;
  }
}
