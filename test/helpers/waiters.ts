/**
 * Waiting on what a fake server records: a fake calls {@link Waiters.notify}
 * each time it records something (a call, a message), and a test waits with
 * {@link Waiters.until} for what it records to pass a check.
 */

/** The waits pending on one fake's records. */
export class Waiters {
  readonly #pending = new Set<() => boolean>();

  /** Re-check every pending wait: call after each record. */
  notify(): void {
    for (const check of [...this.#pending]) check();
  }

  /**
   * Resolve with what `probe` returns once that is not `undefined`, checked
   * now and at each {@link notify}. Rejects after `timeoutMs` milliseconds with
   * an `Error` whose message is what `failure()` says then.
   */
  until<T>(probe: () => T | undefined, timeoutMs: number, failure: () => string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const hit = probe();
        if (hit === undefined) return false;
        this.#pending.delete(check);
        clearTimeout(timer);
        resolve(hit);
        return true;
      };
      const timer = setTimeout(() => {
        this.#pending.delete(check);
        reject(new Error(failure()));
      }, timeoutMs);
      if (!check()) this.#pending.add(check);
    });
  }
}
