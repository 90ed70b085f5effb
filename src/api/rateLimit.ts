/**
 * Rate limits of the service's API (`docs/decisions/0015-rate-limits.md`): a token bucket per API
 * key — `rate` requests per second on average with bursts of `2 × rate` — and
 * a bucket of failed authentications per client IP (brute force of keys).
 *
 * The buckets implement GCRA (the "generic cell rate algorithm", an exact
 * token bucket kept as one number per key: the theoretical arrival time) on
 * the injected {@link Clock}, so tests move time with a `ManualClock`.
 * {@link gcraStore} plugs them into `@fastify/rate-limit`, which does the
 * rest (route hooks, key generation, `X-RateLimit-*` and `Retry-After`
 * headers, the 429 error). The Fastify plugins that apply them to the API
 * are `./plugins/keyRateLimit.ts` (per key) and
 * `./plugins/authFailureLimit.ts` (failed authentications per IP).
 */
import type { Clock } from '../clock.js';
import type { Store } from '../store/sql.js';
import { takeToken } from '../store/service/rateLimitBuckets.js';

/** Default requests per second of an API key; bursts are twice this. */
export const DEFAULT_RATE_LIMIT_PER_SECOND = 50;

/** A key's burst (bucket size) for an average `ratePerSecond`: twice the rate (50/s → 100). */
export function burstOf(ratePerSecond: number): number {
  return Math.max(1, Math.round(2 * ratePerSecond));
}

/**
 * Failed authentications (401) allowed per client IP: bursts of 200, then one
 * a second. Past it, every API request from that IP is a 429 until the bucket
 * refills — before its key is even looked up, so a brute force of keys learns
 * nothing more (at most 86 400 guesses a day per IP; API keys are 256-bit
 * random, so this mainly bounds the load and protects weak keys). Generous
 * enough that a client with a revoked key does not lock out others sharing
 * its IP at once.
 */
export const AUTH_FAILURES_PER_IP = { burst: 200, ratePerSecond: 1 } as const;

/** Outcome of {@link TokenBuckets.take} or {@link TokenBuckets.peek}. */
export interface BucketState {
  /** True when the request may go ahead (for `peek`: when a token is left). */
  allowed: boolean;
  /** Whole tokens left after this request (0 when refused). */
  remaining: number;
  /** When refused: ms until one token is back (≥ 1). 0 when allowed. */
  retryAfterMs: number;
  /** ms until the bucket is full again. */
  resetMs: number;
}

/** Tolerance of float comparisons of instants, ms (rates such as 3/s give periods of 333.33… ms). */
const EPSILON_MS = 1e-6;

/**
 * Token buckets by key, GCRA on an injected clock. A bucket of size `burst`
 * refills at `ratePerSecond`; a fresh (or long idle) key starts full. Memory
 * is one number per key seen recently: idle keys (full buckets) are dropped,
 * and past `maxKeys` the least recently used key is forgotten (which only
 * ever refills its bucket).
 */
export class TokenBuckets {
  /** Theoretical arrival time (epoch ms) per key, least recently used first. */
  readonly #tat = new Map<string, number>();

  /**
   * @param clock source of time (the service's clock).
   * @param maxKeys most keys remembered at once (default 100 000).
   */
  constructor(
    private readonly clock: Clock,
    private readonly maxKeys = 100_000,
  ) {}

  /**
   * Take one token of `key`'s bucket (size `burst`, refilling `ratePerSecond`
   * tokens a second), or report how long until one is back.
   */
  take(key: string, ratePerSecond: number, burst: number): BucketState {
    return this.#step(key, ratePerSecond, burst, true);
  }

  /** The state {@link take} would see, without taking anything. */
  peek(key: string, ratePerSecond: number, burst: number): BucketState {
    return this.#step(key, ratePerSecond, burst, false);
  }

  /** Number of keys currently remembered (buckets not full). */
  get size(): number {
    return this.#tat.size;
  }

  #step(key: string, ratePerSecond: number, burst: number, consume: boolean): BucketState {
    const now = this.clock.now().getTime();
    const period = 1000 / ratePerSecond;
    const depth = burst * period;
    const stored = this.#tat.get(key);
    const tat = stored === undefined || stored < now ? now : stored;
    const next = tat + period;
    if (next - now > depth + EPSILON_MS) {
      return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, Math.ceil(next - now - depth)), resetMs: Math.ceil(tat - now) };
    }
    if (consume) {
      this.#tat.delete(key);
      this.#tat.set(key, next);
      this.#evict(now);
    }
    const used = consume ? next : tat;
    return {
      allowed: true,
      remaining: Math.max(0, Math.floor((depth - (used - now) + EPSILON_MS) / period)),
      retryAfterMs: 0,
      resetMs: Math.ceil(used - now),
    };
  }

  /** Drop full buckets, then the least recently used keys past `maxKeys`. */
  #evict(now: number): void {
    if (this.#tat.size <= this.maxKeys) return;
    for (const [k, t] of this.#tat) if (t <= now) this.#tat.delete(k);
    for (const k of this.#tat.keys()) {
      if (this.#tat.size <= this.maxKeys) break;
      this.#tat.delete(k);
    }
  }
}

/** The store interface `@fastify/rate-limit` calls (its documented custom `store` option). */
export interface RateLimitStore {
  incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
  read(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

/**
 * A `@fastify/rate-limit` store class over `buckets`. The plugin passes
 * `max` (the burst) and `timeWindow` (ms to refill a whole burst), so the
 * rate is `max / timeWindow`: register it with `timeWindow` = `1000 × burst /
 * rate` (2000 ms for "50/s with bursts of 100"). It reports
 * `current` = tokens used (`max + 1` when refused) and `ttl` = ms until the
 * bucket is full, or, when refused, until a token is back (the plugin's
 * `Retry-After`, in whole seconds rounded up, so ≥ 1).
 */
export function gcraStore(buckets: TokenBuckets): new (options: unknown) => RateLimitStore {
  const report = (s: BucketState, max: number) => (s.allowed ? { current: max - s.remaining, ttl: s.resetMs } : { current: max + 1, ttl: s.retryAfterMs });
  return class GcraStore implements RateLimitStore {
    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      cb(null, report(buckets.take(key, (1000 * max) / timeWindow, max), max));
    }
    read(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      cb(null, report(buckets.peek(key, (1000 * max) / timeWindow, max), max));
    }
    child(): RateLimitStore {
      return this;
    }
  };
}

/**
 * A `@fastify/rate-limit` store class whose buckets live in the service's
 * database (table `rate_limit_buckets`), so every service instance on one
 * PostgreSQL database draws from the same bucket per API key: the same GCRA
 * and the same reports as {@link gcraStore}, one atomic upsert per request.
 * `peek` is not needed by the plugin's `incr` path; `read` reports a full
 * check without taking (it takes nothing).
 */
export function sharedGcraStore(store: Store, clock: Clock): new (options: unknown) => RateLimitStore {
  const step = async (key: string, timeWindow: number, max: number) => {
    const period = timeWindow / max;
    const depth = max * period;
    const now = clock.now().getTime();
    const r = await takeToken(store.db, key, now, period, depth);
    if (!r.allowed) {
      const next = r.tat + period;
      return { current: max + 1, ttl: Math.max(1, Math.ceil(next - now - depth)) };
    }
    const remaining = Math.max(0, Math.floor((depth - (r.tat - now) + EPSILON_MS) / period));
    return { current: max - remaining, ttl: Math.ceil(r.tat - now) };
  };
  return class SharedGcraStore implements RateLimitStore {
    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      step(key, timeWindow, max).then(
        (res) => cb(null, res),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }
    read(_key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, _timeWindow: number, _max: number): void {
      cb(null, { current: 0, ttl: 0 });
    }
    child(): RateLimitStore {
      return this;
    }
  };
}

/**
 * The 429 of a rate limit, for the service's error handler (generic envelope
 * `{code: "429", message: "Demasiadas solicitudes", detail}`); the
 * `Retry-After` header is set on the reply before it is thrown.
 */
export class TooManyRequestsError extends Error {
  override name = 'TooManyRequestsError';
  readonly statusCode = 429;
  /**
   * @param detail Spanish detail, saying when to retry (`SERVICE_TEXTS.rateLimit`).
   */
  constructor(detail: string) {
    super(detail);
  }
}
