/**
 * The bot's webhook receiver end to end, with no mocks: grammY against the
 * telegram-test-api emulator, the real companion service on an ephemeral port
 * (manual clock), the bot's receiver on 127.0.0.1:0, and real HTTP deliveries
 * signed per Standard Webhooks (with the `standardwebhooks` package, as a
 * sender would) built from the service's real state (endpoint 13).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { telegramHarness } from '../helpers/telegramHarness.js';
import { HotelApiClient } from '../../src/api/client.js';
import { DEMO_WEBHOOK_SECRET } from '../../src/store/service/apiKeys.js';
import { startBot } from '../../src/bot/index.js';
import { interpretWebhook, verifyWebhookSignature, WebhookPayloadError, WebhookVerificationError, WEBHOOK_PATH } from '../../src/bot/paymentWebhooks.js';
import { ReceivedWebhookRepo } from '../../src/store/bot/repos.js';
import { startService, type RunningService } from '../../src/api/service.js';
import { ManualClock } from '../../src/clock.js';
import { demoServiceOptions, payCheckout, T0 } from '../helpers/service.js';
import { freePort, TelegramGuest } from '../helpers/telegram.js';
import { bookUntilPaymentLink } from '../helpers/flowDriver.js';
import { deliverSigned, transactionRecordOf } from '../helpers/paymentWebhooks.js';

const POLL_MS = 60_000;
const OTHER_SECRET = `whsec_${Buffer.from('not-the-secret-of-this-bot-key!!').toString('base64')}`;

const h = telegramHarness('hotelbot-webhooks-');
let seq = 0;

/** A bot on Telegram (the emulator) with its webhook receiver on 127.0.0.1:0; the test ticks the watcher itself. */
async function launch() {
  seq++;
  const token = `${2000 + seq}:WEBHOOK-TOKEN-${seq}`;
  const bot = await h.startTelegramBot(token, {
    botDatabasePath: join(h.dir, `bot-${seq}.db`),
    pollIntervalMs: POLL_MS,
    webhooks: { host: '127.0.0.1', port: 0, secret: DEMO_WEBHOOK_SECRET },
  });
  expect(bot.webhooks?.webhookUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/webhooks\/payments$/);
  const guest = new TelegramGuest(h.tg, token, { chatId: 7000 + seq, languageCode: 'es' });
  return { bot, guest, url: bot.webhooks!.webhookUrl, received: new ReceivedWebhookRepo(bot.store.db) };
}

/** A delivery as the service sends it (see `deliverSigned`), at the shared manual clock's now unless `at` says otherwise. */
const deliver = (url: string, body: unknown, opts: { id?: string; at?: Date; secret?: string; headers?: Record<string, string> } = {}) =>
  deliverSigned(url, body, { ...opts, at: opts.at ?? h.svc.clock.now() });

/** The transaction webhook body of chatbot booking `code`, from endpoint 13 (transaction_type `automated`). */
const transactionRecord = (code: string) => transactionRecordOf(h.svc, code);

/**
 * A bot launched (see {@link launch}) whose guest booked up to the payment link and paid it with card `card`, the
 * checkout answering `status`; with the booking's code, its link's URL and its transaction record (endpoint 13) after the payment.
 */
async function launchAndPay(card: string, status: number) {
  const launched = await launch();
  const { code, url: payUrl } = await bookUntilPaymentLink(launched.guest);
  expect((await payCheckout(payUrl, { number: card })).status).toBe(status);
  return { ...launched, code, payUrl, record: await transactionRecord(code) };
}

/** Bot messages that arrived since `mark` (a transcript length), after a fresh poll of the emulator. */
async function since(guest: TelegramGuest, mark: number) {
  await guest.poll();
  return guest.transcript.slice(mark);
}

describe('webhook receiver (signed service webhooks ⇄ grammY ⇄ telegram-test-api ⇄ real service)', () => {
  it('a paid transaction webhook confirms at once; polling and a replay send nothing more', async () => {
    const { bot, guest, url, received, code, record } = await launchAndPay('4242 4242 4242 4242', 200);
    expect(record.details.status_code).toBe('applied');

    const first = await deliver(url, record);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, outcome: 'paid', notified: true, duplicate: false });
    // Told before any watcher tick.
    const confirmation = await guest.waitFor(/Pago recibido/, 2_000);
    expect(confirmation.text).toContain(`Código de reserva: ${code}`);
    expect(await received.get(first.id)).toMatchObject({ event: 'transaction', chatbotId: code, outcome: 'paid', notified: true });
    expect((await received.get(first.id))?.appliedAt).not.toBeNull();
    const mark = guest.transcript.length;

    // The watcher learnt it too: nothing left to poll.
    h.svc.clock.advance(POLL_MS);
    expect(await bot.watcher.tick()).toEqual({ polled: 0, outcomes: [] });

    // The sender retries the same delivery (same webhook-id, fresh timestamp): 200, nothing else.
    const replay = await deliver(url, record, { id: first.id });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ ok: true, outcome: 'paid', notified: false, duplicate: true });
    // Another delivery of the same outcome (new id) is recorded but tells no one.
    const again = await deliver(url, record);
    expect(again.body).toEqual({ ok: true, outcome: 'paid', notified: false, duplicate: false });

    expect(await since(guest, mark)).toEqual([]);
    expect(guest.count(/Pago recibido/)).toBe(1);
    expect((await received.forBooking(code)).map((r) => r.notified)).toEqual([true, false]);
  });

  it('refuses forged, unsigned, stale and future deliveries with 401 and records nothing', async () => {
    const { bot, guest, url, received, code, record } = await launchAndPay('4242424242424242', 200);
    const id = `msg_${randomUUID()}`;
    const mark = guest.transcript.length;

    const forged = await deliver(url, record, { id, secret: OTHER_SECRET });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ error: 'invalid_signature' });

    // Signed body, then a different body sent under that signature.
    const tampered = await request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(h.svc.clock.now().getTime() / 1000)),
        'webhook-signature': new Webhook(DEMO_WEBHOOK_SECRET).sign(id, h.svc.clock.now(), JSON.stringify(record)),
      },
      body: JSON.stringify({ ...record, details: { ...record.details, status_code: 'applied', external_ref_id: code, comments: 'x' } }),
    });
    expect(tampered.statusCode).toBe(401);
    await tampered.body.dump();

    const unsigned = await request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(record) });
    expect(unsigned.statusCode).toBe(401);
    expect(await unsigned.body.json()).toMatchObject({ error: 'missing_headers' });

    const stale = await deliver(url, record, { id, at: new Date(h.svc.clock.now().getTime() - 6 * 60_000) });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ error: 'stale_timestamp' });

    const future = await deliver(url, record, { id, at: new Date(h.svc.clock.now().getTime() + 6 * 60_000) });
    expect(future.status).toBe(401);
    expect(future.body).toMatchObject({ error: 'future_timestamp' });

    expect(await received.get(id)).toBeUndefined();
    expect(await received.forBooking(code)).toEqual([]);
    expect(await since(guest, mark)).toEqual([]);

    // Within the window (4 minutes old) and among several signatures, the real one counts.
    const at = new Date(h.svc.clock.now().getTime() - 4 * 60_000);
    const real = new Webhook(DEMO_WEBHOOK_SECRET).sign(id, at, JSON.stringify(record));
    const ok = await deliver(url, record, { id, at, headers: { 'webhook-signature': `v1,AAAA v2,${real.slice(3)} ${real}` } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true, outcome: 'paid', notified: true, duplicate: false });
    await guest.waitFor(/Pago recibido/, 2_000);
    h.svc.clock.advance(POLL_MS);
    expect((await bot.watcher.tick()).polled).toBe(0);
    expect((await since(guest, mark)).length).toBe(1);
    expect(guest.count(/Pago recibido/)).toBe(1);
  });

  it('a declined payment is told once with its reason; the next tick does not repeat it; then paid once', async () => {
    const { bot, guest, url, code, payUrl, record: declined } = await launchAndPay('4000 0000 0000 0002', 402);
    expect(declined.details.status_code).toBe('rejected');

    const r = await deliver(url, declined);
    expect(r.body).toEqual({ ok: true, outcome: 'rejected', notified: true, duplicate: false });
    const rejected = await guest.waitFor(/fue rechazado/, 2_000);
    expect(rejected.text).toContain(code);
    expect(rejected.text).toContain(`(${declined.details.comments})`);
    const mark = guest.transcript.length;

    // Polling sees the same Rechazado: the webhook already claimed that transition.
    h.svc.clock.advance(POLL_MS);
    const tick = await bot.watcher.tick();
    expect(tick.polled).toBe(1);
    expect(tick.outcomes).toEqual([]);
    // A replay and a second delivery of the same rejection tell no one either.
    expect((await deliver(url, declined, { id: r.id })).body).toMatchObject({ notified: false, duplicate: true });
    expect((await deliver(url, declined)).body).toMatchObject({ outcome: 'rejected', notified: false });
    expect(await since(guest, mark)).toEqual([]);
    expect(guest.count(/fue rechazado/)).toBe(1);

    // Paying again with a good card: confirmed once, by the webhook.
    expect((await payCheckout(payUrl, { number: '4242424242424242' })).status).toBe(200);
    expect((await deliver(url, await transactionRecord(code))).body).toMatchObject({ outcome: 'paid', notified: true });
    await guest.waitFor(/Pago recibido/, 2_000);
    h.svc.clock.advance(POLL_MS);
    expect((await bot.watcher.tick()).polled).toBe(0);
    expect(guest.count(/fue rechazado/)).toBe(1);
    expect(guest.count(/Pago recibido/)).toBe(1);
  });

  it('a webhook after polling already told the guest sends nothing', async () => {
    const { bot, guest, url } = await launch();
    const { code, url: payUrl } = await bookUntilPaymentLink(guest);
    expect((await payCheckout(payUrl, { number: '4000 0000 0000 0002' })).status).toBe(402);
    expect((await bot.watcher.tick()).outcomes).toEqual([{ outcome: 'rejected', chatbotId: code }]);
    await guest.waitFor(/fue rechazado/);
    const mark = guest.transcript.length;
    expect((await deliver(url, await transactionRecord(code))).body).toEqual({ ok: true, outcome: 'rejected', notified: false, duplicate: false });

    expect((await payCheckout(payUrl, { number: '4242424242424242' })).status).toBe(200);
    h.svc.clock.advance(POLL_MS);
    expect((await bot.watcher.tick()).outcomes).toEqual([{ outcome: 'paid', chatbotId: code }]);
    await guest.waitFor(/Pago recibido/);
    expect((await deliver(url, await transactionRecord(code))).body).toEqual({ ok: true, outcome: 'paid', notified: false, duplicate: false });
    expect((await since(guest, mark)).length).toBe(1);
    expect(guest.count(/fue rechazado/)).toBe(1);
    expect(guest.count(/Pago recibido/)).toBe(1);
  });

  it('a booking.expired event tells the guest once; polling and later deliveries say nothing more', async () => {
    const { bot, guest, url, received } = await launch();
    const { code } = await bookUntilPaymentLink(guest);
    h.svc.clock.advance(25 * 3600_000);
    const status = await h.client.getChatbotBookingStatus(code);
    expect(status.reservation_status).toBe('Reserva expirada');
    const row = h.svc.db.prepare('SELECT hotel_id AS hotelId FROM payment_links WHERE reservation_id = ?').get(code) as { hotelId: number };
    const event = {
      event: 'booking.expired',
      chatbot_id: code,
      hotel_id: row.hotelId,
      expiration_date: status.expiration_date,
      reservation_status: status.reservation_status,
    };

    const r = await deliver(url, event);
    expect(r.body).toEqual({ ok: true, outcome: 'expired', notified: true, duplicate: false });
    const expired = await guest.waitFor(/venció sin pago/, 2_000);
    expect(expired.text).toContain(code);
    expect(await received.get(r.id)).toMatchObject({ event: 'booking.expired', chatbotId: code, outcome: 'expired', notified: true });
    await new Promise((res) => setTimeout(res, 100));
    const mark = (await since(guest, 0)).length;

    h.svc.clock.advance(POLL_MS);
    expect(await bot.watcher.tick()).toEqual({ polled: 0, outcomes: [] });
    expect((await deliver(url, event, { id: r.id })).body).toMatchObject({ duplicate: true, notified: false });
    // The link's own transaction webhook (cancelled = lapsed unpaid) means the same expiry.
    const cancelled = await transactionRecord(code);
    expect(cancelled.details.status_code).toBe('cancelled');
    expect((await deliver(url, cancelled)).body).toEqual({ ok: true, outcome: 'expired', notified: false, duplicate: false });
    expect(await since(guest, mark)).toEqual([]);
    expect(guest.count(/venció sin pago/)).toBe(1);
  });

  it('a delivery recorded but not applied (crash in between) is applied when the sender retries it', async () => {
    const { bot, guest, url, received, code, record } = await launchAndPay('4242424242424242', 200);
    // What a crash right after recording leaves behind: the row, not applied, no notice, no 2xx sent.
    const id = `msg_${randomUUID()}`;
    expect(await received.record({ webhookId: id, event: 'transaction', chatbotId: code, outcome: 'paid' }, h.svc.clock.now())).toBe(true);
    expect(await received.record({ webhookId: id, event: 'transaction', chatbotId: code, outcome: 'paid' }, h.svc.clock.now())).toBe(false);
    expect(await received.get(id)).toMatchObject({ appliedAt: null, notified: null });

    const retry = await deliver(url, record, { id });
    expect(retry.body).toEqual({ ok: true, outcome: 'paid', notified: true, duplicate: true });
    await guest.waitFor(/Pago recibido/, 2_000);
    expect(await received.get(id)).toMatchObject({ notified: true });
    expect((await deliver(url, record, { id })).body).toEqual({ ok: true, outcome: 'paid', notified: false, duplicate: true });
    h.svc.clock.advance(POLL_MS);
    expect((await bot.watcher.tick()).polled).toBe(0);
    await guest.poll();
    expect(guest.count(/Pago recibido/)).toBe(1);

    // Applied rows are kept for dedupe, then pruned after the retention.
    expect(await received.prune(new Date(h.svc.clock.now().getTime() - 86_400_000))).toBe(0);
    expect(await received.prune(new Date(h.svc.clock.now().getTime() + 1))).toBe(1);
    expect(await received.get(id)).toBeUndefined();
  });

  it('acknowledges well-signed events it does not act on, and refuses malformed ones with 400', async () => {
    const { guest, url, received } = await launch();
    await guest.command('/start');
    await guest.waitFor(/Soy el asistente de reservas/);
    const mark = guest.transcript.length;

    const gift = await deliver(url, {
      event: 'gift_card.payment',
      gift_card_code: 'GC1',
      payment_status: 'Aplicado',
      amount: 100_000,
      currency: 'COP',
      payment_date: '2026-11-21T10:00:00-05:00',
      transaction_id: 't1',
      external_ref_id: 'x',
    });
    expect(gift.body).toEqual({ ok: true, outcome: 'ignored', notified: false, duplicate: false });
    expect(await received.get(gift.id)).toMatchObject({ event: 'gift_card.payment', outcome: 'ignored', chatbotId: null });

    // Not watched by this bot (another agency's booking): recorded, acknowledged, no one told.
    const stranger = await deliver(url, {
      event: 'booking.expired',
      chatbot_id: 'CB-UNKNOWN',
      hotel_id: 1,
      expiration_date: 'x',
      reservation_status: 'Reserva expirada',
    });
    expect(stranger.body).toEqual({ ok: true, outcome: 'expired', notified: false, duplicate: false });

    const inProcess = await deliver(url, {
      voucher_url: null,
      redirect_url: null,
      details: {
        type: 'charge',
        id: '9',
        external_ref_id: 'CB-UNKNOWN',
        status_code: 'in_process',
        status_detail: 'En proceso',
        comments: '',
        transaction_id: 't9',
        transaction_date: '2026-11-21T10:00:00-05:00',
      },
    });
    expect(inProcess.body).toEqual({ ok: true, outcome: 'pending', notified: false, duplicate: false });

    const broken = await deliver(url, { event: 'booking.expired', chatbot_id: 'CB-1' });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ error: 'invalid_payload' });
    expect(await received.get(broken.id)).toBeUndefined();
    const notJson = await deliver(url, '{"details": ');
    expect(notJson.status).toBe(400);
    const badRecord = await deliver(url, { details: { status_code: 'applied' } });
    expect(badRecord.status).toBe(400);

    const wrongPath = await request(url.replace(WEBHOOK_PATH, '/other'), { method: 'POST' });
    expect(wrongPath.statusCode).toBe(404);
    await wrongPath.body.dump();
    expect(await since(guest, mark)).toEqual([]);
  });
});

describe('service → bot: signed deliveries from the service outbox (demoWebhookUrl → the bot receiver)', () => {
  let own: RunningService | undefined;
  let ownClient: HotelApiClient | undefined;
  let ownDir: string | undefined;
  afterEach(async () => {
    while (h.bots.length > 0) await h.bots.pop()!.stop();
    await ownClient?.close();
    await own?.close();
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    own = ownClient = ownDir = undefined;
  });

  it('a decline, then the payment, then an expiry reach the guests once each, straight from the outbox', async () => {
    ownDir = mkdtempSync(join(tmpdir(), 'hotelbot-e2e-webhooks-'));
    const clock = new ManualClock(T0);
    const port = await freePort();
    own = await startService({
      ...demoServiceOptions(join(ownDir, 'service.db'), clock),
      demoWebhookUrl: `http://127.0.0.1:${port}${WEBHOOK_PATH}`,
    });
    ownClient = new HotelApiClient({ baseUrl: own.url, apiKey: 'demo-agency-1' });
    seq++;
    const token = `${2000 + seq}:WEBHOOK-TOKEN-${seq}`;
    const bot = await startBot({
      client: ownClient,
      botDatabasePath: join(ownDir, 'bot.db'),
      telegram: { token, apiRoot: h.tg.apiRoot, emptyPollDelayMs: 20 },
      clock,
      pollIntervalMs: POLL_MS,
      autoPoll: false,
      webhooks: { port, secret: DEMO_WEBHOOK_SECRET },
    });
    h.bots.push(bot);
    expect(bot.webhooks?.webhookUrl).toBe(`http://127.0.0.1:${port}${WEBHOOK_PATH}`);
    const received = new ReceivedWebhookRepo(bot.store.db);
    const ana = new TelegramGuest(h.tg, token, { chatId: 7500 + seq, languageCode: 'es' });
    const luis = new TelegramGuest(h.tg, token, { chatId: 7600 + seq, languageCode: 'es', firstName: 'Luis' });

    const paid = await bookUntilPaymentLink(ana);
    const lapsed = await bookUntilPaymentLink(luis);

    expect((await payCheckout(paid.url, { number: '4000 0000 0000 0002' })).status).toBe(402);
    expect(await own.webhooks.runDue()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    await ana.waitFor(/fue rechazado/, 2_000);

    expect((await payCheckout(paid.url, { number: '4242 4242 4242 4242' })).status).toBe(200);
    expect(await own.webhooks.runDue()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    const confirmation = await ana.waitFor(/Pago recibido/, 2_000);
    expect(confirmation.text).toContain(paid.code);
    expect((await received.forBooking(paid.code)).map((r) => [r.event, r.outcome, r.notified])).toEqual([
      ['transaction', 'rejected', true],
      ['transaction', 'paid', true],
    ]);

    // Luis never pays: the sweep expires his booking and the outbox tells the bot.
    clock.advance(25 * 3600_000);
    await own.ctx.payments.sweep();
    const run = await own.webhooks.runDue();
    expect(run.delivered).toBeGreaterThanOrEqual(1);
    expect(run.failed + run.dead).toBe(0);
    await luis.waitFor(/venció sin pago/, 2_000);
    expect((await received.forBooking(lapsed.code)).map((r) => r.outcome)).toContain('expired');
    expect((await received.forBooking(lapsed.code)).filter((r) => r.notified)).toHaveLength(1);

    // Polling finds nothing left to say.
    expect(await bot.watcher.tick()).toEqual({ polled: 0, outcomes: [] });
    await new Promise((r) => setTimeout(r, 100));
    await ana.poll();
    await luis.poll();
    expect(ana.count(/fue rechazado/)).toBe(1);
    expect(ana.count(/Pago recibido/)).toBe(1);
    expect(luis.count(/venció sin pago/)).toBe(1);
    expect(ana.count(/venció sin pago/) + luis.count(/Pago recibido|fue rechazado/)).toBe(0);
  });
});

describe('verifyWebhookSignature and interpretWebhook', () => {
  const now = new Date('2026-11-21T15:00:00Z');
  const body = '{"event":"booking.expired"}';
  const headers = (at: Date, secret = DEMO_WEBHOOK_SECRET) => ({
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign('msg_1', at, body),
  });

  it('accepts the exact bytes within ±5 minutes of the injected clock', () => {
    expect(verifyWebhookSignature(DEMO_WEBHOOK_SECRET, headers(now), body, now)).toBe('msg_1');
    expect(verifyWebhookSignature(DEMO_WEBHOOK_SECRET, headers(new Date(now.getTime() - 300_000)), Buffer.from(body), now)).toBe('msg_1');
    const fail = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        expect(e).toBeInstanceOf(WebhookVerificationError);
        return (e as WebhookVerificationError).reason;
      }
      return 'accepted';
    };
    expect(fail(() => verifyWebhookSignature(DEMO_WEBHOOK_SECRET, headers(new Date(now.getTime() - 301_000)), body, now))).toBe('stale_timestamp');
    expect(fail(() => verifyWebhookSignature(DEMO_WEBHOOK_SECRET, headers(now), `${body} `, now))).toBe('invalid_signature');
    expect(fail(() => verifyWebhookSignature(DEMO_WEBHOOK_SECRET, headers(now, OTHER_SECRET), body, now))).toBe('invalid_signature');
    expect(fail(() => verifyWebhookSignature(DEMO_WEBHOOK_SECRET, { ...headers(now), 'webhook-id': 'msg_2' }, body, now))).toBe('invalid_signature');
    expect(fail(() => verifyWebhookSignature(DEMO_WEBHOOK_SECRET, { 'webhook-id': 'msg_1' }, body, now))).toBe('missing_headers');
  });

  it('maps transaction statuses and events to outcomes', () => {
    const tx = (status_code: string, comments = '') => ({
      voucher_url: null,
      redirect_url: null,
      details: { type: 'charge', id: '1', external_ref_id: 'CB1', status_code, status_detail: '', comments, transaction_id: 't', transaction_date: 'd' },
    });
    expect(interpretWebhook(tx('applied'))).toMatchObject({ outcome: 'paid', payment: { outcome: 'paid', chatbotId: 'CB1' } });
    expect(interpretWebhook(tx('rejected', 'Fondos insuficientes')).payment).toEqual({ outcome: 'rejected', chatbotId: 'CB1', reason: 'Fondos insuficientes' });
    expect(interpretWebhook(tx('cancelled')).payment).toEqual({ outcome: 'expired', chatbotId: 'CB1' });
    for (const s of ['pending', 'error']) expect(interpretWebhook(tx(s))).toEqual({ event: 'transaction', chatbotId: 'CB1', outcome: 'pending' });
    // In process: still pending (recorded so), and the guest is told once that the payment is being processed.
    expect(interpretWebhook(tx('in_process'))).toEqual({ event: 'transaction', chatbotId: 'CB1', outcome: 'pending', inProcess: true });
    expect(interpretWebhook({ ...tx('applied'), details: { ...tx('applied').details, external_ref_id: '' } }).outcome).toBe('ignored');
    expect(interpretWebhook({ hello: 'world' })).toEqual({ event: 'unknown', chatbotId: null, outcome: 'ignored' });
    expect(() => interpretWebhook(tx('bogus'))).toThrow(WebhookPayloadError);
    expect(() => interpretWebhook([1])).toThrow(WebhookPayloadError);
  });
});
