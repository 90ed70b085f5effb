/**
 * The per-IP limit of failed authentications as a Fastify plugin
 * (`docs/decisions/0015-rate-limits.md`): past {@link AUTH_FAILURES_PER_IP}
 * failed authentications, every request of the scope from that client IP is
 * a 429 with `Retry-After`, before its key is even looked up, so a brute
 * force of keys learns nothing more. The failures are counted by
 * {@link recordAuthFailure}, which the bearer authentication calls
 * (`./bearerAuth.ts`, its `onFailure`).
 */
import type { FastifyRequest } from 'fastify';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { AUTH_FAILURES_PER_IP, TooManyRequestsError, type TokenBuckets } from '../rateLimit.js';
import fp from 'fastify-plugin';

/** Options of {@link authFailureLimit}. */
export interface AuthFailureLimitOptions {
  /** The buckets the failures are counted in (one per client IP, key `auth-ip:<ip>`). */
  buckets: TokenBuckets;
}

/** The bucket key of a request's client IP (`req.ip`: the proxy's client with `trustProxy`). */
function bucketOf(req: FastifyRequest): string {
  return `auth-ip:${req.ip}`;
}

/** Count one failed authentication of `req`'s client IP in `buckets`. */
export function recordAuthFailure(buckets: TokenBuckets, req: FastifyRequest): void {
  buckets.take(bucketOf(req), AUTH_FAILURES_PER_IP.ratePerSecond, AUTH_FAILURES_PER_IP.burst);
}

/**
 * Plugin: an `onRequest` hook on the registering scope (not encapsulated)
 * that refuses every request from a client IP whose failed authentications
 * are past the budget: 429, `Retry-After` in whole seconds (≥ 1) and the
 * generic envelope with a Spanish detail. Register it before the bearer
 * authentication, so its hook runs first.
 *
 * @throws TooManyRequestsError (429) the IP's budget of failures is spent.
 */
export const authFailureLimit = fp(
  async (scope, opts: AuthFailureLimitOptions) => {
    const { buckets } = opts;
    scope.addHook('onRequest', async (req, reply) => {
      const ip = buckets.peek(bucketOf(req), AUTH_FAILURES_PER_IP.ratePerSecond, AUTH_FAILURES_PER_IP.burst);
      if (ip.allowed) return;
      const seconds = Math.ceil(ip.retryAfterMs / 1000);
      reply.header('retry-after', seconds);
      throw new TooManyRequestsError(SERVICE_TEXTS.rateLimit.authFailures(seconds));
    });
  },
  { name: 'hotelbot-auth-failure-limit', fastify: '5.x' },
);
