/**
 * `GET /metrics` of the service, through the real server on an ephemeral
 * port: the counters move by exactly what happened (a search twice, a
 * booking, a payment), the route label is the route's template, and the
 * token and production rules hold.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';
import { metricNames, parseSamples, sampleValue, scrape } from '../helpers/metrics.js';
import { call, payCheckout, startTestService, type TestService } from '../helpers/service.js';

const CHECKIN = '2026-12-10';
const CHECKOUT = '2026-12-13';
const TOKEN = 'metrics-token-0123456789';

let svc: TestService | undefined;
afterEach(async () => {
  await svc?.stop();
  svc = undefined;
});

/** Counter deltas between two scrapes of the same series. */
function delta(before: string, after: string, name: string, labels: Record<string, string> = {}): number {
  return sampleValue(after, name, labels) - sampleValue(before, name, labels);
}

describe('service metrics', () => {
  it('count webhook deliveries by outcome: a receiver failing once, then answering, is one retry and one delivery', async () => {
    svc = await startTestService();
    let n = 0;
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(++n === 1 ? 500 : 200).end());
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const hook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
      const before = (await scrape(svc.url)).text;
      const link = await call(svc.url, 'POST', '/v2/links/schedule', {
        body: paymentLinkBody({ amount: '150000', description: 'Anticipo', available_hours: 48, temp_webhook_url: hook }),
      });
      expect(link.status).toBe(200);
      expect((await payCheckout(link.body.url, { number: '4242 4242 4242 4242' })).status).toBe(200);
      // The worker (woken on commit) tries at once and fails; after the retry's wait, the next try is delivered.
      const until = async (count: number) => {
        for (let i = 0; i < 250 && n < count; i++) await new Promise((r) => setTimeout(r, 20));
        expect(n).toBe(count);
      };
      await until(1);
      // The receiver has answered the first try before the worker records its failure and the retry's time. Only once
      // that failure is recorded does the clock move past the retry's wait (moved earlier, it would also pass the
      // try's lease, and a run claiming the row again would rightly drop the first try's outcome); then the due
      // deliveries run until the second try arrives.
      for (let i = 0; i < 250; i++) {
        if (delta(before, (await scrape(svc.url)).text, 'hotelbot_webhook_deliveries_total', { outcome: 'retry' }) === 1) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      for (let i = 0; i < 250 && n < 2; i++) {
        svc.clock.advance(10 * 60_000);
        await svc.webhooks.runDue();
        if (n < 2) await new Promise((r) => setTimeout(r, 20));
      }
      await until(2);
      await svc.webhooks.runDue();
      expect(await svc.webhooks.pendingCount()).toBe(0);
      const after = (await scrape(svc.url)).text;
      expect(delta(before, after, 'hotelbot_webhook_deliveries_total', { outcome: 'retry' })).toBe(1);
      expect(delta(before, after, 'hotelbot_webhook_deliveries_total', { outcome: 'delivered' })).toBe(1);
      expect(delta(before, after, 'hotelbot_webhook_deliveries_total', { outcome: 'dead' })).toBe(0);
      expect(delta(before, after, 'hotelbot_payment_links_created_total', { kind: 'link' })).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('count a search, a cached search, a booking and its payment exactly once each, by route template', async () => {
    svc = await startTestService({ sandboxSettleDelayMs: 60_000 });
    const before = (await scrape(svc.url)).text;

    const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
    await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
    const booked = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    expect(booked.status).toBe(200);
    const id = booked.body.chatbot_id as string;
    const link = await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}`);
    const paid = await payCheckout(link.body.url, { number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);
    // A second payment is refused: nothing more is counted.
    expect((await payCheckout(link.body.url, { number: '4242 4242 4242 4242' })).status).toBe(409);
    expect((await call(svc.url, 'GET', '/no/such/path/CB-1234')).status).toBe(404);

    const res = await scrape(svc.url);
    expect(res.status).toBe(200);
    expect(res.contentType).toContain('text/plain');
    const after = res.text;
    expect(delta(before, after, 'hotelbot_availability_searches_total', { cache: 'miss' })).toBe(1);
    expect(delta(before, after, 'hotelbot_availability_searches_total', { cache: 'hit' })).toBe(1);
    expect(delta(before, after, 'hotelbot_chatbot_bookings_total', { event: 'created' })).toBe(1);
    expect(delta(before, after, 'hotelbot_chatbot_bookings_total', { event: 'paid' })).toBe(1);
    expect(delta(before, after, 'hotelbot_chatbot_bookings_total', { event: 'expired' })).toBe(0);
    expect(delta(before, after, 'hotelbot_payment_links_created_total', { kind: 'chatbot_booking' })).toBe(1);
    expect(delta(before, after, 'hotelbot_payment_links_created_total', { kind: 'link' })).toBe(0);
    expect(delta(before, after, 'hotelbot_payments_total', { carrier: 'sandbox', outcome: 'applied' })).toBe(1);
    expect(delta(before, after, 'hotelbot_payments_total')).toBe(1);
    // The backlog gauge is read at scrape time from the outbox.
    expect(sampleValue(after, 'hotelbot_webhook_outbox_backlog')).toBe(await svc.webhooks.pendingCount());
    // Default process metrics come with every scrape.
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'nodejs_gc_duration_seconds', 'process_cpu_seconds_total'])
      expect(metricNames(after)).toContain(name);

    // Route labels are templates: the booking's id (and the unmatched path) never appear in a label.
    expect(after).not.toContain(id);
    expect(after).not.toContain('/no/such/path');
    const routes = new Set(
      parseSamples(after)
        .filter((s) => s.name === 'http_request_duration_seconds_count')
        .map((s) => `${s.labels.method} ${s.labels.route} ${s.labels.status_code}`),
    );
    expect(routes).toContain('GET /v2/bookings/chatbot/:chatbot_id 200');
    expect(routes).toContain('GET unmatched 404');
    expect(routes).toContain('POST /pay/:code 409');
    expect(
      sampleValue(after, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/v2/bookings/agencies/:agency_type/availability',
        status_code: '200',
      }),
    ).toBe(2);
  });

  it('count an expired booking once, however often the sweep runs', async () => {
    svc = await startTestService();
    const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
    const booked = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    const before = (await scrape(svc.url)).text;
    svc.clock.advance(48 * 3600_000);
    await svc.ctx.payments.sweep();
    await svc.ctx.payments.sweep();
    await call(svc.url, 'GET', `/v2/bookings/chatbot/${booked.body.chatbot_id}/status`);
    const after = (await scrape(svc.url)).text;
    expect(delta(before, after, 'hotelbot_chatbot_bookings_total', { event: 'expired' })).toBe(1);
  });

  it('require METRICS_TOKEN when it is set: 401 without it or with another, 200 with it', async () => {
    svc = await startTestService({ metrics: { token: TOKEN } });
    const none = await scrape(svc.url);
    expect(none.status).toBe(401);
    expect(JSON.parse(none.text)).toMatchObject({ error: 'unauthorized' });
    expect(none.text).not.toContain('http_request_duration_seconds');
    expect((await scrape(svc.url, 'wrong-token-0123456789')).status).toBe(401);
    expect((await scrape(svc.url, `${TOKEN}x`)).status).toBe(401);
    const right = await scrape(svc.url, TOKEN);
    expect(right.status).toBe(200);
    expect(right.text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('are refused in production without a token, and served there with one', async () => {
    svc = await startTestService({ demo: false });
    const refused = await scrape(svc.url);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ error: 'metrics_disabled' });
    expect(refused.text).toContain('METRICS_TOKEN');
    await svc.stop();
    svc = await startTestService({ demo: false, metrics: { token: TOKEN, production: true } });
    expect((await scrape(svc.url)).status).toBe(401);
    expect((await scrape(svc.url, TOKEN)).status).toBe(200);
  });

  it('can be turned off: no /metrics route', async () => {
    svc = await startTestService({ metrics: false });
    expect((await scrape(svc.url)).status).toBe(404);
  });
});
