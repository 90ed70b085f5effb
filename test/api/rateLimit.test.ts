/**
 * Rate limits on the real server over HTTP: a token bucket
 * per API key — 50 requests/s with bursts of 100 by default, a key's own
 * `rate_limit_per_second` honoured — answered 429 with `Retry-After` and the
 * generic envelope; requests without a valid key are 401 before any limit;
 * failed authentications are limited per IP; public routes are not limited.
 * Time is the service's manual clock: nothing here sleeps or measures time.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { insertApiKey, setKeyRateLimit } from '../../src/store/service/apiKeys.js';
import { call, startTestService, T0 } from '../helpers/service.js';
import { startedForFile } from '../helpers/lifecycle.js';

/** A cheap authenticated GET (endpoint 9, room types of the demo hotel 100001). */
const ROOM_TYPES = '/v2/bookings/hotel_id/100001/room-types';

/** `n` sequential calls with `key`; returns their statuses. */
async function burst(base: string, key: string, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await call(base, 'GET', ROOM_TYPES, { key })).status);
  return statuses;
}

describe('rate limit per API key (default 50/s, bursts of 100)', () => {
  const svc = startedForFile(startTestService);
  // Ten seconds between tests: every bucket is full again.
  beforeEach(() => svc.clock.advance(10_000));

  it('lets a burst of 100 through and answers the 101st with 429, Retry-After and the envelope', async () => {
    const first = await call(svc.url, 'GET', ROOM_TYPES, { key: 'demo-agency-1' });
    expect(first.status).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('100');
    expect(first.headers['x-ratelimit-remaining']).toBe('99');
    expect(await burst(svc.url, 'demo-agency-1', 99)).toEqual(Array(99).fill(200));

    const over = await call(svc.url, 'GET', ROOM_TYPES, { key: 'demo-agency-1' });
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBe('1');
    expect(over.body).toEqual({
      code: '429',
      message: 'Demasiadas solicitudes',
      detail: expect.stringMatching(/50 solicitudes por segundo.*ráfagas de hasta 100.*intente de nuevo en 1 segundo$/),
    });
    // Refused requests do not dig the hole deeper, and no time has passed: still refused.
    expect((await call(svc.url, 'GET', ROOM_TYPES, { key: 'demo-agency-1' })).status).toBe(429);
  });

  it('limits each key on its own, across all its routes: another key is unaffected', async () => {
    expect(await burst(svc.url, 'demo-agency-1', 101)).toEqual([...Array(100).fill(200), 429]);
    // One bucket per key, whatever the route (the balance routes live in a scope of their own).
    expect((await call(svc.url, 'GET', '/v2/preloaded-balance/agencies', { key: 'demo-agency-1' })).status).toBe(429);
    expect((await call(svc.url, 'GET', '/v1/gift-cards', { key: 'demo-agency-1' })).status).toBe(429);
    expect((await call(svc.url, 'GET', ROOM_TYPES, { key: 'demo-operator' })).status).toBe(200);
    expect((await call(svc.url, 'GET', ROOM_TYPES, { key: 'demo-channel-manager' })).status).toBe(200);
  });

  it('refills at 50 per second: one request per 20 ms, the whole burst after 2 s', async () => {
    expect(await burst(svc.url, 'demo-agency-1', 101)).toEqual([...Array(100).fill(200), 429]);
    svc.clock.advance(20);
    expect(await burst(svc.url, 'demo-agency-1', 2)).toEqual([200, 429]);
    svc.clock.advance(1000); // 50 more, not a whole new burst
    expect(await burst(svc.url, 'demo-agency-1', 51)).toEqual([...Array(50).fill(200), 429]);
    svc.clock.advance(2000);
    expect(await burst(svc.url, 'demo-agency-1', 101)).toEqual([...Array(100).fill(200), 429]);
  });

  it("honours a key's own rate_limit_per_second (bursts of twice it)", async () => {
    const id = await insertApiKey(svc.store.db, { key: 'test-slow-agency', name: 'Agencia lenta', principalKind: 'agency', principalId: 1 }, T0);
    await setKeyRateLimit(svc.store.db, id, 5);
    const first = await call(svc.url, 'GET', ROOM_TYPES, { key: 'test-slow-agency' });
    expect(first.headers['x-ratelimit-limit']).toBe('10');
    expect(await burst(svc.url, 'test-slow-agency', 10)).toEqual([...Array(9).fill(200), 429]);
    const over = await call(svc.url, 'GET', ROOM_TYPES, { key: 'test-slow-agency' });
    expect(over.status).toBe(429);
    expect(over.body.detail).toMatch(/5 solicitudes por segundo.*ráfagas de hasta 10/);
    svc.clock.advance(200); // one token every 200 ms
    expect(await burst(svc.url, 'test-slow-agency', 2)).toEqual([200, 429]);
    // The default key next to it still has its 100.
    expect(await burst(svc.url, 'demo-agency-1', 100)).toEqual(Array(100).fill(200));
  });

  it('answers requests without a valid key 401 before any limit, and never limits the public routes', async () => {
    expect(await burst(svc.url, 'demo-agency-1', 101)).toEqual([...Array(100).fill(200), 429]);
    const noKey = await call(svc.url, 'GET', ROOM_TYPES, { key: null });
    expect(noKey.status).toBe(401);
    expect(noKey.headers['retry-after']).toBeUndefined();
    expect((await call(svc.url, 'GET', ROOM_TYPES, { key: 'not-a-key' })).status).toBe(401);
    // /health, the checkout pages and the documentation carry no key and are not limited.
    for (let i = 0; i < 120; i++) expect((await call(svc.url, 'GET', '/health', { key: null })).status).toBe(200);
    const page = await call(svc.url, 'GET', '/pay/no-such-link-code', { key: null });
    expect(page.status).toBe(404);
    expect(page.headers['x-ratelimit-limit']).toBeUndefined();
    expect((await call(svc.url, 'GET', '/openapi.json', { key: null })).status).toBe(200);
  });
});

describe('failed authentications per IP', () => {
  const svc = startedForFile(startTestService);

  it('answers 429 to every API request from an IP past 200 failed authentications, until the bucket refills', async () => {
    for (let i = 0; i < 200; i++) expect((await call(svc.url, 'GET', ROOM_TYPES, { key: `guess-${i}` })).status).toBe(401);
    const blocked = await call(svc.url, 'GET', ROOM_TYPES, { key: 'guess-200' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      code: '429',
      message: 'Demasiadas solicitudes',
      detail: expect.stringMatching(/intentos de autenticación fallidos.*1 segundo$/),
    });
    expect(blocked.headers['retry-after']).toBe('1');
    // Even a valid key: a brute force must not learn which guess is right.
    expect((await call(svc.url, 'GET', ROOM_TYPES, { key: 'demo-operator' })).status).toBe(429);
    // Public routes stay open.
    expect((await call(svc.url, 'GET', '/health', { key: null })).status).toBe(200);
    // One failure refills every second.
    svc.clock.advance(1000);
    expect((await call(svc.url, 'GET', ROOM_TYPES, { key: 'demo-operator' })).status).toBe(200);
    expect((await call(svc.url, 'GET', ROOM_TYPES, { key: 'guess-201' })).status).toBe(401);
    expect((await call(svc.url, 'GET', ROOM_TYPES, { key: 'demo-operator' })).status).toBe(429);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const failFrom = async (base: string, client: string, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await call(base, 'GET', ROOM_TYPES, { key: `guess-${i}`, headers: { 'x-forwarded-for': client } })).status);
    return statuses;
  };

  it('trusting the proxy, counts failed authentications per client address: one client blocked, another not', async () => {
    const svc = await startTestService({ trustProxy: '127.0.0.1' });
    try {
      expect(await failFrom(svc.url, '203.0.113.7', 200)).toEqual(Array(200).fill(401));
      const headers = (client: string) => ({ key: 'demo-operator', headers: { 'x-forwarded-for': client } });
      expect((await call(svc.url, 'GET', ROOM_TYPES, headers('203.0.113.7'))).status).toBe(429);
      expect((await call(svc.url, 'GET', ROOM_TYPES, headers('203.0.113.8'))).status).toBe(200);
    } finally {
      await svc.stop();
    }
  });

  it('not trusting it (the default), ignores X-Forwarded-For: a client cannot dodge the limit by forging it', async () => {
    const svc = await startTestService();
    try {
      expect(await failFrom(svc.url, '203.0.113.7', 200)).toEqual(Array(200).fill(401));
      expect((await call(svc.url, 'GET', ROOM_TYPES, { key: 'demo-operator', headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(429);
    } finally {
      await svc.stop();
    }
  });
});

describe('rate limiting off (rateLimitPerSecond 0, e.g. benchmarks)', () => {
  const svc = startedForFile(() => startTestService({ rateLimitPerSecond: 0 }));

  it('lets any number of requests through, without rate-limit headers', async () => {
    expect(await burst(svc.url, 'demo-agency-1', 150)).toEqual(Array(150).fill(200));
    const r = await call(svc.url, 'GET', ROOM_TYPES, { key: 'demo-agency-1' });
    expect(r.headers['x-ratelimit-limit']).toBeUndefined();
    for (let i = 0; i < 210; i++) expect((await call(svc.url, 'GET', ROOM_TYPES, { key: `guess-${i}` })).status).toBe(401);
  });
});
