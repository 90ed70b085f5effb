/**
 * The rate limit of each API key as a Fastify plugin
 * (`docs/decisions/0015-rate-limits.md`): `@fastify/rate-limit` with one token
 * bucket per key, refilling the key's `api_keys.rate_limit_per_second` (or
 * the service's default) a second, bursts of twice that.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { burstOf, TooManyRequestsError, type RateLimitStore } from '../rateLimit.js';
import fp from 'fastify-plugin';

/** Options of {@link keyRateLimit}. */
export interface KeyRateLimitOptions {
  /**
   * The store class keeping the buckets: `gcraStore` (in memory, one
   * process: SQLite) or `sharedGcraStore` (in the database, shared by every
   * instance: PostgreSQL) of `../rateLimit.ts`.
   */
  bucketStore: new (
    options: unknown,
  ) => RateLimitStore;
  /** Requests per second of a key without a rate of its own (> 0). */
  defaultRate: number;
}

/**
 * Plugin: `@fastify/rate-limit` on the registering scope (not encapsulated).
 * Its hook is added to each route registered afterwards, so it runs after
 * the scope's own hooks (the per-IP limit and the bearer authentication):
 * requests without a valid key are refused before any key's limit is
 * touched. Every answer to a key carries `X-RateLimit-Limit`,
 * `X-RateLimit-Remaining` and `X-RateLimit-Reset`; over the limit: 429,
 * `Retry-After` (whole seconds, ≥ 1) and the generic envelope with a Spanish
 * detail.
 */
export const keyRateLimit = fp(
  async (scope, opts: KeyRateLimitOptions) => {
    const { bucketStore, defaultRate } = opts;
    const rateOf = (req: FastifyRequest): number => {
      const own = req.keyRatePerSecond;
      return own !== null && own !== undefined && own > 0 ? own : defaultRate;
    };
    await scope.register(rateLimit, {
      store: bucketStore,
      keyGenerator: (req) => `key:${req.principal?.keyId ?? `ip:${req.ip}`}`,
      max: (req) => burstOf(rateOf(req)),
      // The store's refill rate is max / timeWindow: bursts of 2 × rate refill in 2 s.
      timeWindow: 2000,
      errorResponseBuilder: (req, c) => {
        const seconds = Math.max(1, Math.ceil(c.ttl / 1000));
        return new TooManyRequestsError(SERVICE_TEXTS.rateLimit.keyLimit(rateOf(req), c.max, seconds));
      },
    });
  },
  { name: 'hotelbot-key-rate-limit', fastify: '5.x' },
);
