import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { sharedGcraStore, TokenBuckets, gcraStore } from '../../src/api/rateLimit.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { ENGINES, freshLocation, useStores } from '../helpers/postgres.js';

const open = useStores(serviceMigrations);
const T0 = new Date('2026-11-21T15:00:00Z');

type Res = { current: number; ttl: number };
function incr(
  store: { incr(k: string, cb: (e: Error | null, r?: Res) => void, w: number, m: number): void },
  key: string,
  windowMs: number,
  max: number,
): Promise<Res> {
  return new Promise((resolve, reject) => store.incr(key, (e, r) => (e ? reject(e) : resolve(r!)), windowMs, max));
}

describe.each(ENGINES)('rate-limit buckets in the database on %s', (engine) => {
  it('report exactly what the in-memory buckets report, request after request, as time moves', async () => {
    const store = await open(await freshLocation(engine));
    const clock = new ManualClock(T0);
    const Shared = sharedGcraStore(store, clock);
    const Memory = gcraStore(new TokenBuckets(clock));
    const shared = new Shared({});
    const memory = new Memory({});
    // 5 requests/s, bursts of 10 (timeWindow 2000 ms, max 10).
    for (const stepMs of [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 150, 200, 0, 0, 1000, 0, 5000, 0, 0]) {
      clock.advance(stepMs);
      expect(await incr(shared, 'key:1', 2000, 10)).toEqual(await incr(memory, 'key:1', 2000, 10));
    }
  });

  it.runIf(engine === 'postgres')('one bucket for two instances: together they get the burst once, not twice', async () => {
    const location = await freshLocation(engine);
    const a = await open(location);
    const b = await open(location);
    const clock = new ManualClock(T0);
    const A = new (sharedGcraStore(a, clock))({});
    const B = new (sharedGcraStore(b, clock))({});
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => incr(i % 2 ? A : B, 'key:7', 2000, 10)));
    expect(results.filter((r) => r.current <= 10)).toHaveLength(10);
    expect(results.filter((r) => r.current > 10)).toHaveLength(20);
  });
});
