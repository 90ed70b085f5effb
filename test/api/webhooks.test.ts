/**
 * Webhooks the service sends (interface "Events"): the durable outbox,
 * Standard Webhooks signatures, retries on the ManualClock, restart
 * durability, dead letters and the operator's replay, against the real
 * service (on the suite's engine) and a real local receiver.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { ManualClock } from '../../src/clock.js';
import { startService, type RunningService, type StartServiceOptions } from '../../src/api/service.js';
import { BookingExpiredEvent, GiftCardPaymentEvent, PaymentLinkResultEvent, TransactionStatusRecord } from '../../src/api/contract/index.js';
import { DEFAULT_RETRY_SCHEDULE_MS } from '../../src/api/domain/webhookDelivery.js';
import { enqueueWebhook } from '../../src/api/domain/webhookEvents.js';
import { DEMO_API_KEYS, DEMO_WEBHOOK_SECRET, findApiKey, keyWebhookSettings, createApiKey } from '../../src/store/service/apiKeys.js';
import { listWebhooks, replayWebhook, setKeyWebhook, WebhookCommandError } from '../../src/cli/webhooks.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';
import { GIFT_SENDER, giftCardBody } from '../helpers/giftCards.js';
import { first, rows, sql } from '../../src/store/sql.js';
import { freshLocation } from '../helpers/postgres.js';
import { call, demoServiceOptions, payCheckout, T0, TEST_ENGINE } from '../helpers/service.js';

/** A request the receiver got, and what it answered. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A local webhook receiver on 127.0.0.1:0 answering with `answer(n)` (n = 1-based request number). */
async function receiver(answer: (n: number) => number = () => 200): Promise<{ url: string; got: Received[]; server: Server; answer: (n: number) => number }> {
  const got: Received[] = [];
  const r = { url: '', got, server: undefined as unknown as Server, answer };
  r.server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const status = r.answer(got.length + 1);
      got.push({ path: req.url ?? '', headers: req.headers, body, answered: status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status >= 300 ? 'falla simulada' : 'ok');
    });
  });
  await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
  const addr = r.server.address();
  r.url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return r;
}

/** Verify a delivery with standardwebhooks as a receiver would, at the service clock's time (verify checks the timestamp against Date.now). */
function verify(got: Received, secret: string, at: Date): unknown {
  const spy = vi.spyOn(Date, 'now').mockReturnValue(at.getTime());
  try {
    return new Webhook(secret).verify(got.body, got.headers as Record<string, string>);
  } finally {
    spy.mockRestore();
  }
}

/** The service's database: a SQLite file in a temp folder or a PostgreSQL database, kept across restarts within a test. */
let location: string;
let clock: ManualClock;
let svc: RunningService;
let servers: Server[] = [];

async function start(opts: Partial<StartServiceOptions> = {}): Promise<RunningService> {
  return startService({ ...demoServiceOptions(location, clock), ...opts });
}

beforeEach(async () => {
  location = await freshLocation(TEST_ENGINE, 'hotelbot_wh');
  clock = new ManualClock(T0);
  svc = await start();
});
afterEach(async () => {
  await svc.close();
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  servers = [];
  if (TEST_ENGINE === 'sqlite') rmSync(dirname(location), { recursive: true, force: true });
});

async function rx(answer?: (n: number) => number) {
  const r = await receiver(answer);
  servers.push(r.server);
  return r;
}

async function createLink(body: Record<string, unknown> = {}, key = DEMO_API_KEYS.agency1) {
  const r = await call(svc.url, 'POST', '/v2/links/schedule', {
    key,
    body: paymentLinkBody({ amount: '150000.50', description: 'Anticipo', available_hours: 48, ...body }),
  });
  expect(r.status).toBe(200);
  return r.body as { code: string; url: string };
}

const SAMPLE_EXPIRED: BookingExpiredEvent = {
  event: 'booking.expired',
  chatbot_id: 'cb_1',
  hotel_id: 1,
  expiration_date: '2026-11-22T10:00:00-05:00',
  reservation_status: 'Reserva expirada',
};

type OutboxRow = {
  id: number;
  webhook_id: string;
  event_type: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_status: number | null;
  last_error: string | null;
};
const outbox = () => rows<OutboxRow>(svc.store.db, sql`SELECT * FROM webhook_outbox ORDER BY id`);

/** Advance the clock just past the row's next try and deliver. */
async function nextTry(): Promise<{ delivered: number; failed: number; dead: number }> {
  const due = (await first<{ t: string | null }>(svc.store.db, sql`SELECT MIN(next_attempt_at) AS t FROM webhook_outbox WHERE status = 'pending'`))!;
  if (due.t) clock.set(new Date(Math.max(clock.now().getTime(), Date.parse(due.t))));
  return svc.webhooks.runDue();
}

describe('payment-link result webhook (Event 1)', () => {
  it('retries a failing receiver on the schedule and delivers once, signed, with the Event 1 body', async () => {
    const hook = await rx((n) => (n <= 3 ? 500 : 200));
    const { code, url } = await createLink({ temp_webhook_url: `${hook.url}/hooks/pago?x=1`, external_ref_id: 'RES-77' });
    expect(await outbox()).toHaveLength(0);
    const paid = await payCheckout(url, { number: '4242424242424242' });
    expect(paid.status).toBe(200);
    const [row] = await outbox();
    expect(row).toMatchObject({ event_type: 'payment_link.result', status: 'pending', attempts: 0 });

    expect(await svc.webhooks.runDue()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    // Not due before the (jittered) 5 s: nothing is tried.
    clock.advance(3_000);
    expect(await svc.webhooks.runDue()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    const after1 = (await outbox())[0]!;
    const wait1 = Date.parse(after1.next_attempt_at) - T0.getTime();
    expect(wait1).toBeGreaterThanOrEqual(4_000);
    expect(wait1).toBeLessThanOrEqual(6_000);
    expect(after1).toMatchObject({ attempts: 1, last_status: 500, last_error: 'HTTP 500: falla simulada' });

    expect(await nextTry()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    const t2 = clock.now().getTime();
    const wait2 = Date.parse((await outbox())[0]!.next_attempt_at) - t2;
    expect(wait2).toBeGreaterThanOrEqual(0.8 * 300_000);
    expect(wait2).toBeLessThanOrEqual(1.2 * 300_000);
    expect(await nextTry()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    expect(await nextTry()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(await nextTry()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    expect((await outbox())[0]).toMatchObject({ status: 'delivered', attempts: 4, last_status: 200, last_error: null });

    // Four tries, all the same webhook id and the exact same body; acknowledged once.
    expect(hook.got).toHaveLength(4);
    expect(new Set(hook.got.map((g) => g.headers['webhook-id']))).toEqual(new Set([row!.webhook_id]));
    expect(new Set(hook.got.map((g) => g.body)).size).toBe(1);
    expect(hook.got.filter((g) => g.answered < 300 && g.headers['webhook-id'] === row!.webhook_id)).toHaveLength(1);
    const ok = hook.got[3]!;
    expect(ok.path).toBe('/hooks/pago?x=1');
    expect(ok.headers['content-type']).toBe('application/json');
    expect(ok.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(Number(ok.headers['webhook-timestamp'])).toBe(Math.floor(clock.now().getTime() / 1000));

    // The signature verifies with the key's secret (demo key: the demo secret) …
    const key = (await findApiKey(svc.store.db, DEMO_API_KEYS.agency1))!;
    expect((await keyWebhookSettings(svc.store.db, key.id))!.secret).toBe(DEMO_WEBHOOK_SECRET);
    const body = PaymentLinkResultEvent.strict().parse(verify(ok, DEMO_WEBHOOK_SECRET, clock.now()));
    // … and not with another one, nor when tampered with.
    expect(() => verify(ok, `whsec_${Buffer.alloc(32, 7).toString('base64')}`, clock.now())).toThrow();
    expect(() => verify({ ...ok, body: ok.body.replace('150000.5', '1') }, DEMO_WEBHOOK_SECRET, clock.now())).toThrow();

    const attempt = (await first<{ t: string }>(svc.store.db, sql`SELECT transaction_id AS t FROM payment_attempts WHERE link_code = ${code}`))!;
    const hotel = (await first<{ name: string }>(svc.store.db, sql`SELECT name FROM hotels WHERE id = 1`))!;
    expect(body).toEqual({
      payment_status: 'Aplicado',
      amount: 150000.5,
      payment_date: '2026-11-21T10:00:00-05:00',
      company: 'Agencia Demo Viajes',
      hotel: hotel.name,
      voucher_url: url,
      transaction_id: attempt.t,
      external_ref_id: 'RES-77',
    });
  });

  it('sends one per final attempt, with the Spanish status, and none for in-process charges until they settle', async () => {
    await svc.close();
    svc = await start({ sandboxSettleDelayMs: 60_000 });
    const hook = await rx();
    const { url } = await createLink({ temp_webhook_url: `${hook.url}/h` });
    await payCheckout(url, { number: '4000000000000002' });
    await payCheckout(url, { number: '4242424242424241' }); // Luhn-invalid
    await payCheckout(url, { number: '4000000000000077' }); // in process
    expect((await outbox()).map((r) => r.event_type)).toEqual(['payment_link.result', 'payment_link.result']);
    clock.advance(61_000);
    await svc.ctx.payments.sweep();
    expect(await svc.webhooks.runDue()).toEqual({ delivered: 3, failed: 0, dead: 0 });
    const bodies = hook.got.map((g) => PaymentLinkResultEvent.parse(JSON.parse(g.body)));
    expect(bodies.map((b) => [b.payment_status, b.voucher_url === '' ? '' : 'url', b.external_ref_id])).toEqual([
      ['Rechazado', '', ''],
      ['Tarjeta no válida', '', ''],
      ['Aplicado', 'url', ''],
    ]);
    expect(bodies[2]!.payment_date).toBe('2026-11-21T10:01:01-05:00');
  });

  it('survives a restart between tries: the pending row is delivered by the next process', async () => {
    const hook = await rx((n) => (n === 1 ? 503 : 204));
    const { url } = await createLink({ temp_webhook_url: `${hook.url}/h` });
    await payCheckout(url, { number: '4242424242424242' });
    expect(await svc.webhooks.runDue()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    const id = (await outbox())[0]!.webhook_id;
    await svc.close();

    clock.advance(10_000);
    svc = await start();
    expect((await outbox())[0]).toMatchObject({ webhook_id: id, status: 'pending', attempts: 1, last_status: 503 });
    expect(await svc.webhooks.runDue()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect((await outbox())[0]).toMatchObject({ status: 'delivered', attempts: 2, last_status: 204 });
    expect(hook.got.map((g) => [g.headers['webhook-id'], g.answered])).toEqual([
      [id, 503],
      [id, 204],
    ]);
    verify(hook.got[1]!, DEMO_WEBHOOK_SECRET, clock.now());
  });

  it('delivers through the worker timer too, and never the same row twice at once', async () => {
    await svc.close();
    svc = await start({ webhookIntervalMs: 20 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const hook = await rx();
    // Hold the first request open so overlapping runs would show up as a second request.
    hook.server.removeAllListeners('request');
    hook.server.on('request', (req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        hook.got.push({ path: req.url ?? '', headers: req.headers, body, answered: 200 });
        void gate.then(() => res.writeHead(200).end());
      });
    });
    const { url } = await createLink({ temp_webhook_url: `${hook.url}/h` });
    await payCheckout(url, { number: '4242424242424242' });
    await vi.waitFor(() => expect(hook.got).toHaveLength(1), { timeout: 5_000 });
    const extra = await Promise.all([svc.webhooks.runDue(), svc.webhooks.runDue()]);
    expect(extra).toEqual([
      { delivered: 0, failed: 0, dead: 0 },
      { delivered: 0, failed: 0, dead: 0 },
    ]);
    release();
    await vi.waitFor(async () => expect((await outbox())[0]!.status).toBe('delivered'), { timeout: 5_000 });
    expect(hook.got).toHaveLength(1);
  });
});

describe('dead letters and the operator commands', () => {
  it('dead-letters after the last try; replay sends it again with the same webhook id', async () => {
    const hook = await rx(() => 500);
    const { url } = await createLink({ temp_webhook_url: `${hook.url}/h` });
    await payCheckout(url, { number: '4242424242424242' });
    const tries = DEFAULT_RETRY_SCHEDULE_MS.length;
    for (let i = 1; i < tries; i++) expect(await nextTry()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    expect(await nextTry()).toEqual({ delivered: 0, failed: 0, dead: 1 });
    const dead = (await outbox())[0]!;
    expect(dead).toMatchObject({ status: 'dead', attempts: 8, last_status: 500 });
    // The whole schedule spans about 27.6 h (±20 %).
    const span = Date.parse((await first<{ u: string }>(svc.store.db, sql`SELECT updated_at AS u FROM webhook_outbox`))!.u) - T0.getTime();
    const total = DEFAULT_RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0);
    expect(total).toBe(27 * 3600_000 + 35 * 60_000 + 5_000);
    expect(span).toBeGreaterThanOrEqual(0.8 * total);
    expect(span).toBeLessThanOrEqual(1.2 * total);
    expect(hook.got).toHaveLength(8);
    clock.advance(48 * 3600_000);
    expect(await svc.webhooks.runDue()).toEqual({ delivered: 0, failed: 0, dead: 0 });

    const text: string[] = [];
    const out = { write: (s: string) => text.push(s) };
    const listed = await listWebhooks(svc.store, { status: 'dead' }, out);
    expect(listed.map((r) => r.webhookId)).toEqual([dead.webhook_id]);
    const lines = text.join('').trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id\s+webhook_id\s+event\s+target\s+status\s+attempts\s+next_attempt\s+last$/);
    expect(lines[1]).toContain(dead.webhook_id);
    expect(lines[1]).toMatch(/payment_link\.result\s+http:\/\/127\.0\.0\.1:\d+\/h\s+dead\s+8\s+-\s+500 HTTP 500: falla simulada/);
    text.length = 0;
    await listWebhooks(svc.store, { status: 'pending' }, out);
    expect(text.join('')).toBe('No hay webhooks en estado pending.\n');
    await expect(listWebhooks(svc.store, { status: 'lost' }, out)).rejects.toThrow(WebhookCommandError);

    hook.answer = () => 200;
    text.length = 0;
    const replayed = await replayWebhook(svc.store, dead.webhook_id, clock.now(), out);
    expect(replayed).toMatchObject({ status: 'pending', attempts: 0, webhookId: dead.webhook_id });
    expect(text.join('')).toMatch(/^Webhook \d+ \(msg_[\w-]+, payment_link\.result\) vuelve a la cola para http:\/\/127\.0\.0\.1:\d+\/h\.\n$/);
    await expect(replayWebhook(svc.store, dead.id, clock.now(), out)).rejects.toThrow(/ya está pendiente/);
    expect(await svc.webhooks.runDue()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    const last = hook.got.at(-1)!;
    expect([last.headers['webhook-id'], last.answered]).toEqual([dead.webhook_id, 200]);
    expect(last.body).toBe(hook.got[0]!.body);
    verify(last, DEMO_WEBHOOK_SECRET, clock.now());
    // A delivered row can be replayed too (by row id); unknown ids are refused.
    await replayWebhook(svc.store, String(dead.id), clock.now(), out);
    expect(await svc.webhooks.runDue()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(hook.got.filter((g) => g.answered === 200).map((g) => g.headers['webhook-id'])).toEqual([dead.webhook_id, dead.webhook_id]);
    await expect(replayWebhook(svc.store, 'msg_nope', clock.now(), out)).rejects.toThrow(WebhookCommandError);
  });

  it('retries a receiver that does not answer within the 10 s timeout, and one that refuses connections', async () => {
    await svc.close();
    const hung = await rx();
    hung.server.removeAllListeners('request');
    hung.server.on('request', () => undefined); // never answers
    svc = await start();
    // Short timeout for the test: the worker of startService uses 10 s; a worker of our own shows the same path.
    const { WebhookWorker } = await import('../../src/api/domain/webhookDelivery.js');
    const worker = new WebhookWorker({ store: svc.store, clock, policy: svc.outboundPolicy, timeoutMs: 200 });
    const key = (await findApiKey(svc.store.db, DEMO_API_KEYS.agency1))!;
    await svc.store.transaction(async (tx) => {
      await enqueueWebhook(tx, { eventType: 'booking.expired', targetUrl: `${hung.url}/slow`, apiKeyId: key.id, payload: SAMPLE_EXPIRED }, clock.now());
      await enqueueWebhook(
        tx,
        { eventType: 'booking.expired', targetUrl: 'http://127.0.0.1:9/closed', apiKeyId: key.id, payload: SAMPLE_EXPIRED },
        clock.now(),
      );
    });
    expect(await worker.runDue()).toEqual({ delivered: 0, failed: 2, dead: 0 });
    await worker.stop();
    const queued = await outbox();
    expect(queued[0]).toMatchObject({ status: 'pending', attempts: 1, last_status: null, last_error: 'Sin respuesta en 200 ms' });
    expect(queued[1]).toMatchObject({ status: 'pending', attempts: 1, last_status: null });
    expect(queued[1]!.last_error).toMatch(/ECONNREFUSED/);
  });

  it('sets a key webhook URL from the CLI and prints its secret; new keys get random secrets', async () => {
    const text: string[] = [];
    const out = { write: (s: string) => text.push(s) };
    const created = await createApiKey(svc.store.db, { name: 'PMS hotel 2', principalKind: 'hotel', principalId: 2 }, clock.now());
    const s = await setKeyWebhook(svc.store, 'PMS hotel 2', 'https://pms.example/webhooks', out);
    expect(s).toMatchObject({ id: created.id, url: 'https://pms.example/webhooks' });
    expect(s.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(s.secret).not.toBe(DEMO_WEBHOOK_SECRET);
    expect(Buffer.from(s.secret.slice(6), 'base64')).toHaveLength(32);
    expect(text.join('')).toBe(`Clave ${created.id} (PMS hotel 2): webhook_url = https://pms.example/webhooks\nSecreto de firma: ${s.secret}\n`);
    expect((await setKeyWebhook(svc.store, String(created.id), null, out)).url).toBeNull();
    expect((await setKeyWebhook(svc.store, 'demo-agency-1', 'http://127.0.0.1:3001/webhooks/payments', out)).secret).toBe(DEMO_WEBHOOK_SECRET);
    await expect(setKeyWebhook(svc.store, 'nobody', 'https://x.example', out)).rejects.toThrow(WebhookCommandError);
    await expect(setKeyWebhook(svc.store, 'PMS hotel 2', 'ftp://x.example', out)).rejects.toThrow(/http\(s\)/);
    await expect(setKeyWebhook(svc.store, 'PMS hotel 2', 'http://10.0.0.1/x', out, { allowLoopback: false, allowHosts: [] })).rejects.toThrow(/privada/);
    // Stored as the WHATWG parser writes it; control characters refused, nothing changed.
    expect((await setKeyWebhook(svc.store, 'PMS hotel 2', ' https://PMS.example/hooks a/ñ ', out)).url).toBe('https://pms.example/hooks%20a/%C3%B1');
    await expect(setKeyWebhook(svc.store, 'PMS hotel 2', 'https://pms.example/x\r\nSet-Cookie: a=1', out)).rejects.toThrow(/caracteres de control/);
    await expect(setKeyWebhook(svc.store, 'PMS hotel 2', 'https://pms.example/\tx', out)).rejects.toThrow(/caracteres de control/);
    expect((await keyWebhookSettings(svc.store.db, created.id))!.url).toBe('https://pms.example/hooks%20a/%C3%B1');
  });
});

describe('transaction webhook (Event 2) and booking expiry (Event 4)', () => {
  it('sends the transaction status record to the key webhook URL after each final attempt', async () => {
    const hook = await rx();
    await svc.close();
    svc = await start({ demoWebhookUrl: `${hook.url}/webhooks/payments` });
    const { code, url } = await createLink({ external_ref_id: 'RES-5' });
    await payCheckout(url, { number: '4000000000000002' });
    clock.advance(1000);
    await payCheckout(url, { number: '4242424242424242' });
    expect((await outbox()).map((r) => r.event_type)).toEqual(['transaction', 'transaction']);
    expect(await svc.webhooks.runDue()).toEqual({ delivered: 2, failed: 0, dead: 0 });
    expect(hook.got.map((g) => g.path)).toEqual(['/webhooks/payments', '/webhooks/payments']);
    const [declined, applied] = hook.got.map((g) => TransactionStatusRecord.parse(verify(g, DEMO_WEBHOOK_SECRET, clock.now())));
    expect(declined!.details).toMatchObject({
      status_code: 'rejected',
      status_detail: 'Rechazado',
      external_ref_id: 'RES-5',
      transaction_date: '2026-11-21T10:00:00-05:00',
    });
    expect(applied).toMatchObject({
      voucher_url: url,
      details: { status_code: 'applied', status_detail: 'Aplicado', transaction_date: '2026-11-21T10:00:01-05:00' },
    });
    // The same record endpoint 13 returns.
    const polled = await call(svc.url, 'GET', `/v2/common/transaction-status?hotel_id=1&ref_number=${code}&transaction_type=payment_link`);
    expect(polled.body).toEqual(applied);
    expect(new Set(hook.got.map((g) => g.headers['webhook-id'])).size).toBe(2);
  });

  it('notifies the creating key when a chatbot booking passes its deadline unpaid', async () => {
    const hook = await rx();
    await svc.close();
    svc = await start({ demoWebhookUrl: `${hook.url}/webhooks/payments` });
    const offer = await firstOffer(svc.url, 'Cartagena', '2026-12-10', 2);
    const b = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, '2026-12-10', '2026-12-12', 2) });
    const chatbotId = b.body.chatbot_id as string;
    const deadline = (await first<{ d: string }>(svc.store.db, sql`SELECT payment_deadline AS d FROM chatbot_bookings WHERE chatbot_id = ${chatbotId}`))!;
    clock.set(new Date(Date.parse(deadline.d) - 1000));
    await svc.ctx.payments.sweep();
    expect(await outbox()).toHaveLength(0);
    clock.set(new Date(Date.parse(deadline.d) + 1000));
    await svc.ctx.payments.sweep();
    expect((await outbox()).map((r) => r.event_type)).toEqual(['booking.expired']);
    expect(await svc.webhooks.runDue()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    const event = BookingExpiredEvent.strict().parse(verify(hook.got[0]!, DEMO_WEBHOOK_SECRET, clock.now()));
    expect(event).toEqual({
      event: 'booking.expired',
      chatbot_id: chatbotId,
      hotel_id: offer.internalId,
      expiration_date: `${new Date(Date.parse(deadline.d) - 5 * 3600_000).toISOString().slice(0, 19)}-05:00`,
      reservation_status: 'Reserva expirada',
    });
    // Sweeping again sends nothing more.
    await svc.ctx.payments.sweep();
    expect(await outbox()).toHaveLength(1);
  });

  it('sends nothing when neither the link nor the key has a webhook URL', async () => {
    const { url } = await createLink();
    await payCheckout(url, { number: '4242424242424242' });
    expect(await outbox()).toHaveLength(0);
  });
});

describe('gift-card payment notification (Event 3)', () => {
  it("tells the card's temp_webhook_url of each final payment result, signed, in the gift-card event shape", async () => {
    const hook = await rx();
    const created = await call(svc.url, 'POST', '/v1/gift-cards', {
      key: DEMO_API_KEYS.agency1,
      body: giftCardBody({
        sender: { ...GIFT_SENDER, address: 'Calle 10' },
        amount: 80000,
        note: 'Para ti',
        external_ref_id: 'gift-9',
        temp_webhook_url: `${hook.url}/gift`,
      }),
    });
    expect(created.status).toBe(200);
    await payCheckout(created.body.payment_link, { number: '4000000000000002' });
    await payCheckout(created.body.payment_link, { number: '4242424242424242' });
    await svc.webhooks.runDue();
    const gifts = hook.got.filter((g) => g.path === '/gift');
    expect(gifts).toHaveLength(2);
    const bodies = gifts.map((g) => GiftCardPaymentEvent.strict().parse(verify(g, DEMO_WEBHOOK_SECRET, clock.now())));
    expect(bodies.map((b) => b.payment_status)).toEqual(['Rechazado', 'Aplicado']);
    expect(bodies[1]).toMatchObject({
      event: 'gift_card.payment',
      gift_card_code: created.body.gift_card_code,
      amount: 80000,
      currency: 'COP',
      external_ref_id: 'gift-9',
    });
    expect(bodies[1]!.transaction_id).toMatch(/^sbx_/);
  });
});
