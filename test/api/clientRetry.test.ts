/**
 * The typed client after a 429: retryable requests wait the service's
 * `Retry-After` (jittered, bounded) and go again; the rest, and a throttle
 * that outlasts the bounds, end in a typed RateLimitedError. Against the real
 * service and its real per-key limiter on the manual clock: the client's
 * waits move that clock instead of sleeping.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HotelApiClient, RateLimitedError, type RetryOptions } from '../../src/api/client.js';
import { insertApiKey } from '../../src/store/service/apiKeys.js';
import { startTestService, T0, type TestService } from '../helpers/service.js';
import { bookingBody, offerIn } from '../helpers/booking.js';
import { exec, first, sql } from '../../src/store/sql.js';

/** A key of agency 1 limited to 1 request/s, bursts of 2. */
const SLOW_KEY = 'test-client-retry-slow';

let svc: TestService;
const clients: HotelApiClient[] = [];

beforeAll(async () => {
  svc = await startTestService();
  await insertApiKey(svc.store.db, { key: SLOW_KEY, name: 'Agencia con límite 1/s', principalKind: 'agency', principalId: 1 }, T0);
  await exec(svc.store.db, sql`UPDATE api_keys SET rate_limit_per_second = 1 WHERE name = ${'Agencia con límite 1/s'}`);
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await svc.stop();
});
// Every test starts with full buckets.
beforeEach(() => svc.clock.advance(60_000));

/** A client of the slow key whose waits are recorded and (when `advance`) move the service's clock. */
function slowClient(opts: { advance: boolean; random?: number; retry?: RetryOptions; baseUrl?: string }): { api: HotelApiClient; waits: number[] } {
  const waits: number[] = [];
  const api = new HotelApiClient({
    baseUrl: opts.baseUrl ?? svc.url,
    apiKey: SLOW_KEY,
    retry: {
      random: () => opts.random ?? 0.5,
      sleep: async (ms) => {
        waits.push(ms);
        if (opts.advance) svc.clock.advance(ms);
      },
      ...opts.retry,
    },
  });
  clients.push(api);
  return { api, waits };
}

/** Use up the slow key's burst of 2. */
async function drain(api: HotelApiClient): Promise<void> {
  await api.listRoomTypes(100001);
  await api.listRoomTypes(100001);
}

describe('client retries after 429', () => {
  it("waits the answer's Retry-After plus jitter and succeeds (GET)", async () => {
    const { api, waits } = slowClient({ advance: true, random: 0.5 });
    await drain(api);
    const types = await api.listRoomTypes(100001);
    expect(types.length).toBeGreaterThan(0);
    // Retry-After 1 s, plus half of it times random 0.5.
    expect(waits).toEqual([1250]);
  });

  it('retries the availability search, a read sent as POST', async () => {
    const { api, waits } = slowClient({ advance: true, random: 0 });
    await drain(api);
    const hotels = await api.searchAvailability('retailer', { checkin: '2026-12-10', nights: 2, city: 'Cartagena' }, { layout: [{ adults: 2 }] });
    expect(hotels.length).toBeGreaterThan(0);
    expect(waits).toEqual([1000]);
  });

  it('gives up after 3 retries with a RateLimitedError carrying Retry-After', async () => {
    const { api, waits } = slowClient({ advance: false });
    await drain(api);
    const err = await api.listRoomTypes(100001).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect(err).toMatchObject({ status: 429, retryAfterSeconds: 1, retries: 3, envelope: { code: '429', message: 'Demasiadas solicitudes' } });
    expect(waits).toEqual([1250, 1250, 1250]);
  });

  it('retries a POST only when it carries an Idempotency-Key, and the retried booking is made once', async () => {
    const { api, waits } = slowClient({ advance: true, random: 0 });
    const link = {
      hotel_id: 1,
      guest_name: 'Ana Gómez',
      email: 'ana@example.com',
      phone: '+573001234567',
      amount: 150000,
      description: 'Anticipo',
      available_hours: 48,
      agency_id: 1,
    } as Parameters<HotelApiClient['createPaymentLink']>[0];
    await drain(api);
    const refused = await api.createPaymentLink(link).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retries).toBe(0);
    expect(waits).toEqual([]);
    expect(await first(svc.store.db, sql`SELECT count(*) AS n FROM payment_links`)).toEqual({ n: 0 });

    const created = await api.createPaymentLink(link, 'retry-link-1');
    expect(created.url).toMatch(/\/pay\//);
    expect(waits).toEqual([1000]);

    // A chatbot booking (endpoint 7, idempotency key) after a throttle: retried, booked once.
    svc.clock.advance(60_000);
    const hotels = await api.searchAvailability('retailer', { checkin: '2026-12-10', nights: 2, city: 'Medellín' }, { layout: [{ adults: 2 }] });
    const offer = offerIn(hotels);
    await api.listRoomTypes(100001); // the burst is used up
    const bookings = async () => (await first<{ n: number }>(svc.store.db, sql`SELECT count(*) AS n FROM chatbot_bookings`))!;
    const before = (await bookings()).n;
    const booked = await api.createChatbotBooking(offer.hotelId, bookingBody(offer, '2026-12-10', '2026-12-12', 2), 'retry-booking-1');
    expect('chatbot_id' in booked).toBe(true);
    expect(waits).toEqual([1000, 1000]);
    expect((await bookings()).n).toBe(before + 1);
  });
});

describe('bounds of the waiting', () => {
  let server: Server;
  let base: string;
  let retryAfter = '4';
  let requests = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests++;
      req.resume();
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': retryAfter });
      res.end(JSON.stringify({ code: '429', message: 'Demasiadas solicitudes', detail: 'Se superó el límite de esta clave de API' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const addr = server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests = 0;
  });

  it('never waits more than 10 s in total for one call', async () => {
    retryAfter = '4';
    const { api, waits } = slowClient({ advance: false, random: 0.99, baseUrl: base });
    const err = await api.getChatbotBookingStatus('cb_x').catch((e: unknown) => e);
    // 4 s × 1.495 = 5.98 s; a second such wait would pass 10 s: give up instead.
    expect(err).toMatchObject({ name: 'RateLimitedError', retryAfterSeconds: 4, retries: 1 });
    expect(waits).toEqual([5980]);
    expect(requests).toBe(2);
  });

  it('gives up at once when Retry-After alone is past the bound', async () => {
    retryAfter = '30';
    const { api, waits } = slowClient({ advance: false, baseUrl: base });
    const err = await api.getChatbotBookingStatus('cb_x').catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'RateLimitedError', retryAfterSeconds: 30, retries: 0 });
    expect(waits).toEqual([]);
    expect(requests).toBe(1);
  });

  it('backs off 1 s, 2 s, 4 s without Retry-After, and retries 0 times when told so', async () => {
    retryAfter = '';
    const { api, waits } = slowClient({ advance: false, random: 0, baseUrl: base });
    const err = await api.getChatbotBookingStatus('cb_x').catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'RateLimitedError', retryAfterSeconds: undefined, retries: 3 });
    expect(waits).toEqual([1000, 2000, 4000]);
    requests = 0;
    const none = slowClient({ advance: false, baseUrl: base, retry: { maxRetries: 0 } });
    await expect(none.api.getChatbotBookingStatus('cb_x')).rejects.toBeInstanceOf(RateLimitedError);
    expect(none.waits).toEqual([]);
    expect(requests).toBe(1);
  });
});
