/**
 * The API's Fastify plugins on an app of their own, with the service's
 * protocol edge (error envelope) and database: bearer authentication and the
 * per-IP limit of failed authentications act on the routes of the scope that
 * registers them (they are not encapsulated in a scope of their own) and on
 * no other scope; the per-IP limit answers before the key is looked at. The
 * server's own wiring of them is exercised by `rateLimit.test.ts` and
 * `authorization.test.ts`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { authFailureLimit, recordAuthFailure } from '../../src/api/plugins/authFailureLimit.js';
import { bearerAuth } from '../../src/api/plugins/bearerAuth.js';
import { AUTH_FAILURES_PER_IP, TokenBuckets } from '../../src/api/rateLimit.js';
import { registerProtocolEdge } from '../../src/api/serverProtocol.js';
import { ManualClock } from '../../src/clock.js';
import { startTestService, T0 } from '../helpers/service.js';
import { startedForFile } from '../helpers/lifecycle.js';

describe('API plugins (bearer authentication, failed authentications per IP)', () => {
  let app: FastifyInstance;
  let clock: ManualClock;
  const svc = startedForFile(startTestService);
  afterEach(async () => {
    await app.close();
  });

  /** An app with both plugins on its `/private` scope and a sibling `/public` scope without them. */
  async function build(): Promise<FastifyInstance> {
    clock = new ManualClock(T0);
    const buckets = new TokenBuckets(clock);
    const a = Fastify();
    registerProtocolEdge(a);
    a.register(async (api) => {
      await api.register(authFailureLimit, { buckets });
      await api.register(bearerAuth, { store: svc.store, onFailure: (req) => recordAuthFailure(buckets, req) });
      api.get('/private', async (req) => ({ keyId: req.principal?.keyId ?? null }));
    });
    a.register(async (pub) => {
      pub.get('/public', async (req) => ({ principal: req.principal ?? null }));
    });
    await a.ready();
    return a;
  }

  it('authenticate the routes of the registering scope only, setting the principal', async () => {
    app = await build();
    const missing = await app.inject({ method: 'GET', url: '/private' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: '401' });
    expect((await app.inject({ method: 'GET', url: '/private', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    const ok = await app.inject({ method: 'GET', url: '/private', headers: { authorization: 'Bearer demo-agency-1' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().keyId).toEqual(expect.any(Number));
    const open = await app.inject({ method: 'GET', url: '/public' });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ principal: null });
  });

  it('past the failed authentications of an IP, refuse even a valid key with 429 and Retry-After until the bucket refills', async () => {
    app = await build();
    for (let i = 0; i < AUTH_FAILURES_PER_IP.burst; i++) expect((await app.inject({ method: 'GET', url: '/private' })).statusCode).toBe(401);
    const refused = await app.inject({ method: 'GET', url: '/private', headers: { authorization: 'Bearer demo-agency-1' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ code: '429' });
    // The public scope is not limited.
    expect((await app.inject({ method: 'GET', url: '/public' })).statusCode).toBe(200);
    clock.advance(1000 / AUTH_FAILURES_PER_IP.ratePerSecond);
    expect((await app.inject({ method: 'GET', url: '/private', headers: { authorization: 'Bearer demo-agency-1' } })).statusCode).toBe(200);
  });
});
