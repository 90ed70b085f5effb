/**
 * Something a suite starts and stops around its tests (a service, a fake
 * server), declared in one line: the vitest hooks that start and stop it,
 * and a stand-in that forwards every property to the one running now.
 *
 * @example
 * const fake = startedForFile(startFakeWompi);          // one fake for the file (or `describe`)
 * const svc = startedForEach(() => startTestService()); // a fresh service for every test
 * it('…', async () => { await call(svc.url, 'GET', '/…'); fake.stall = true; });
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** What the helpers of this file can stop: `close()` (fake servers) or `stop()` (the test service). */
export type Stoppable = { close(): Promise<void> } | { stop(): Promise<void> };

/**
 * Start `start()` before all tests of the enclosing file or `describe`
 * block and stop it (its `stop()`, else its `close()`) after them. Returns a
 * stand-in for it; reading it outside those tests throws.
 */
export function startedForFile<T extends Stoppable & object>(start: () => Promise<T>): T {
  return startedAround(start, beforeAll, afterAll);
}

/**
 * Start `start()` before each test of the enclosing file or `describe`
 * block and stop it (its `stop()`, else its `close()`) after the test.
 * Returns a stand-in for the current one; reading it outside a test throws.
 */
export function startedForEach<T extends Stoppable & object>(start: () => Promise<T>): T {
  return startedAround(start, beforeEach, afterEach);
}

function startedAround<T extends Stoppable & object>(
  start: () => Promise<T>,
  before: (fn: () => Promise<void>) => void,
  after: (fn: () => Promise<void>) => void,
): T {
  let current: T | undefined;
  before(async () => {
    current = await start();
  });
  after(async () => {
    const running = current;
    current = undefined;
    if (running) await ('stop' in running ? running.stop() : running.close());
  });
  const target = (): T => {
    if (!current) throw new Error('not running: read it inside a test or a hook of its suite');
    return current;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const t = target();
      const value: unknown = Reflect.get(t, key, t);
      // Methods run on the real object (its private fields are not the stand-in's).
      return typeof value === 'function' ? value.bind(t) : value;
    },
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
  });
}
