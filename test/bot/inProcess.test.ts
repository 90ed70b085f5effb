/**
 * A payment in process (the carrier is still deciding: a PSE or Nequi
 * payment pending for minutes) end to end, with no mocks: grammY against the
 * telegram-test-api emulator, the real service on an ephemeral port, whose
 * sandbox card 4000 0000 0000 0077 stays `in_process` (endpoint 20 `En
 * proceso`, endpoint 13 `in_process`) until `sandboxSettleDelayMs` passes on
 * its manual clock — the status a pending PSE payment reports — and the bot's
 * receiver taking real signed deliveries built from endpoint 13.
 *
 * The guest is told once per booking, whether a webhook or a poll learns it
 * first, in the conversation's language; the outcome's notice still follows;
 * nothing is said once the booking is decided, nor for the late news of a
 * declined attempt; no payment reminder while the payment is in process; two
 * bot instances on one PostgreSQL bot database record the notice once.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TransactionStatusRecord } from '../../src/api/contract/index.js';
import { PaymentWatcher } from '../../src/bot/watcher.js';
import { NoticeRepo } from '../../src/store/bot/notices.js';
import { IN_PROCESS_PAYMENT_STATUS, openBotStore, ReceivedWebhookRepo, WatchRepo } from '../../src/store/bot/repos.js';
import { DEMO_WEBHOOK_SECRET } from '../../src/store/service/apiKeys.js';
import { createPostgresDatabase, ENGINES, freshLocation } from '../helpers/postgres.js';
import { payCheckout } from '../helpers/service.js';
import { button, TelegramGuest } from '../helpers/telegram.js';
import { telegramHarness } from '../helpers/telegramHarness.js';
import { bookUntilPaymentLink } from '../helpers/flowDriver.js';
import { deliverSigned, transactionRecordOf } from '../helpers/paymentWebhooks.js';

const MIN = 60_000;
const POLL_MS = MIN;
/** How long the sandbox's in-process card stays in process (service clock): several polls. */
const SETTLE_MS = 5 * MIN;
/** The sandbox card that stays in process until {@link SETTLE_MS} passes. */
const IN_PROCESS_CARD = '4000 0000 0000 0077';

const IN_PROCESS_ES = /Recibimos tu pago de la reserva/;
const IN_PROCESS_EN = /We received your payment for booking/;
const PAID_ES = /Pago recibido/;
const REMINDER_ES = /Recordatorio: tu reserva/;

const inProcessEs = (code: string) =>
  `⏳ Recibimos tu pago de la reserva ${code} y la entidad financiera lo está procesando (con PSE o Nequi puede tardar unos minutos). Te aviso apenas se confirme; no hace falta pagar de nuevo.`;
const inProcessEn = (code: string) =>
  `⏳ We received your payment for booking ${code} and your bank is processing it (PSE or Nequi can take a few minutes). I'll let you know as soon as it's confirmed; there's no need to pay again.`;

const h = telegramHarness('hotelbot-in-process-', { service: { sandboxSettleDelayMs: SETTLE_MS } });
let seq = 0;

/** A bot on Telegram (the emulator) with its webhook receiver; the test ticks its watcher itself. `botDatabasePath` default: a SQLite file. */
async function launch(opts: { botDatabasePath?: string; languageCode?: string } = {}) {
  seq++;
  const token = `${5000 + seq}:IN-PROCESS-TOKEN-${seq}`;
  const bot = await h.startTelegramBot(token, {
    botDatabasePath: opts.botDatabasePath ?? join(h.dir, `bot-${seq}.db`),
    pollIntervalMs: POLL_MS,
    webhooks: { host: '127.0.0.1', port: 0, secret: DEMO_WEBHOOK_SECRET },
  });
  const guest = new TelegramGuest(h.tg, token, { chatId: 9700 + seq, languageCode: opts.languageCode ?? 'es' });
  return { bot, guest, url: bot.webhooks!.webhookUrl, received: new ReceivedWebhookRepo(bot.store.db), notices: new NoticeRepo(bot.store.db) };
}

/** A delivery as the service sends it, signed at the service's now (see `deliverSigned`); `id` default: a new one. */
const deliver = (url: string, body: unknown, id?: string) => deliverSigned(url, body, { at: h.svc.clock.now(), ...(id ? { id } : {}) });

/** The transaction webhook body of chatbot booking `code` as the service has it now (endpoint 13, after endpoint 20's sweep). */
async function transactionRecord(code: string): Promise<TransactionStatusRecord> {
  await h.client.getChatbotBookingStatus(code);
  return transactionRecordOf(h.svc, code);
}

/** `record` as a late delivery of the same attempt while it was still in process. */
function asInProcess(record: TransactionStatusRecord): TransactionStatusRecord {
  return { ...record, details: { ...record.details, status_code: 'in_process', status_detail: 'En proceso', comments: '' } };
}

/** Pay `payUrl` with the sandbox's in-process card: the checkout answers 202 and the service reports the payment in process. */
async function payInProcess(payUrl: string, code: string): Promise<void> {
  expect((await payCheckout(payUrl, { number: IN_PROCESS_CARD })).status).toBe(202);
  expect((await h.client.getChatbotBookingStatus(code)).payment_status).toBe('En proceso');
}

/** The bot messages that arrived since `mark` (a transcript length), after a fresh poll. */
async function since(guest: TelegramGuest, mark: number) {
  await guest.poll();
  return guest.transcript.slice(mark).map((m) => m.text);
}

/** Kind, dedupe key and status of the notices of `code`, in order. */
async function noticesOf(notices: NoticeRepo, code: string) {
  return (await notices.forBooking(code)).map((n) => [n.kind, n.dedupeKey, n.status]);
}

describe('a payment in process, learnt by webhook', () => {
  it('in_process webhook → one message; a duplicate → none; polls while in process → none; then applied → the paid message', async () => {
    const { bot, guest, url, received, notices } = await launch();
    const { code, url: payUrl, message: card } = await bookUntilPaymentLink(guest);
    await payInProcess(payUrl, code);
    const pending = await transactionRecord(code);
    expect(pending.details.status_code).toBe('in_process');

    const first = await deliver(url, pending);
    expect(first.body).toEqual({ ok: true, outcome: 'pending', notified: true, duplicate: false });
    // Told at once, before any watcher tick, with no Pay button (paying again is what the guest must not do).
    const told = await guest.waitFor(IN_PROCESS_ES, 2_000);
    expect(told.text).toBe(inProcessEs(code));
    expect(told.buttons).toEqual([]);
    const mark = guest.transcript.length;

    // The sender retries it (same webhook-id), and sends the same news again (a new id): no one is told again.
    expect((await deliver(url, pending, first.id)).body).toEqual({ ok: true, outcome: 'pending', notified: false, duplicate: true });
    expect((await deliver(url, pending)).body).toEqual({ ok: true, outcome: 'pending', notified: false, duplicate: false });
    // Polls while it is still in process (endpoint 20: En proceso) say nothing more, and do not settle the watch.
    expect(await bot.watcher.tick()).toEqual({ polled: 1, outcomes: [] });
    h.svc.clock.advance(POLL_MS);
    expect(await bot.watcher.tick()).toEqual({ polled: 1, outcomes: [] });
    expect((await new WatchRepo(bot.store.db).get(code))?.outcome).toBeNull();
    expect(await since(guest, mark)).toEqual([]);
    // The booking card keeps its Pay button: the service's page shows a payment in process instead of charging again.
    expect(guest.current(card).buttons.find((b) => b.url)?.text).toBe('Pagar');

    // The carrier approves: the applied webhook confirms, as usual.
    h.svc.clock.advance(SETTLE_MS);
    const applied = await transactionRecord(code);
    expect(applied.details.status_code).toBe('applied');
    expect((await deliver(url, applied)).body).toEqual({ ok: true, outcome: 'paid', notified: true, duplicate: false });
    const paid = await guest.waitFor(PAID_ES, 2_000);
    expect(paid.text).toContain(code);
    expect(await since(guest, mark)).toEqual([paid.text]);
    expect(guest.count(IN_PROCESS_ES)).toBe(1);
    expect(await noticesOf(notices, code)).toEqual([
      ['in_process', `${code}:in_process`, 'sent'],
      ['paid', `${code}:paid`, 'sent'],
    ]);
    expect((await received.forBooking(code)).map((r) => [r.outcome, r.notified])).toEqual([
      ['pending', true],
      ['pending', false],
      ['paid', true],
    ]);
    // Nothing is left to poll, and a late in-process delivery tells no one.
    h.svc.clock.advance(POLL_MS);
    expect(await bot.watcher.tick()).toEqual({ polled: 0, outcomes: [] });
    expect((await deliver(url, pending)).body).toEqual({ ok: true, outcome: 'pending', notified: false, duplicate: false });
    expect(await since(guest, mark)).toEqual([paid.text]);
  });
});

describe('a payment in process, learnt by polling endpoint 20', () => {
  it("'En proceso' then 'Aplicado': one message, then the confirmation; in English when the conversation is", async () => {
    const { bot, guest, notices } = await launch();
    const { code, url: payUrl } = await bookUntilPaymentLink(guest);
    // The guest switches the conversation to English: its notices follow.
    await guest.command('/language');
    await guest.press(button(await guest.waitFor(/Elige el idioma/), /English/));
    await guest.waitFor(/continue in English/);
    await payInProcess(payUrl, code);

    expect(await bot.watcher.tick()).toEqual({ polled: 1, outcomes: [] });
    const told = await guest.waitFor(IN_PROCESS_EN, 2_000);
    expect(told.text).toBe(inProcessEn(code));
    const mark = guest.transcript.length;
    h.svc.clock.advance(POLL_MS);
    expect(await bot.watcher.tick()).toEqual({ polled: 1, outcomes: [] });
    expect(await since(guest, mark)).toEqual([]);

    // The guest asks meanwhile: no link to pay again, and the status says it is in process.
    await guest.say('did my payment go through?');
    const asked = await guest.waitFor(/is being processed/);
    expect(asked.text).toContain(`The payment for your booking ${code} is being processed.`);
    expect(asked.buttons.map((b) => b.text)).toEqual(['🔄 New search']);
    expect((await guest.waitFor(/Payment: /)).text).toMatch(/Payment: In process/);

    h.svc.clock.advance(SETTLE_MS);
    expect(await bot.watcher.tick()).toEqual({ polled: 1, outcomes: [{ outcome: 'paid', chatbotId: code }] });
    const paid = await guest.waitFor(/Payment received/, 2_000);
    expect(paid.text).toContain(code);
    expect(guest.count(IN_PROCESS_EN)).toBe(1);
    expect(guest.count(IN_PROCESS_ES)).toBe(0);
    expect(await noticesOf(notices, code)).toEqual([
      ['in_process', `${code}:in_process`, 'sent'],
      ['paid', `${code}:paid`, 'sent'],
    ]);
  });

  it('a declined card, then a payment that stays in process: told of both, once each, then confirmed', async () => {
    const { bot, guest, notices } = await launch();
    const { code, url: payUrl } = await bookUntilPaymentLink(guest);
    expect((await payCheckout(payUrl, { number: '4000 0000 0000 0002' })).status).toBe(402);
    expect(await bot.watcher.tick()).toEqual({ polled: 1, outcomes: [{ outcome: 'rejected', chatbotId: code }] });
    await guest.waitFor(/fue rechazado/);

    // A new attempt, by a slow method: endpoint 20 now says En proceso (the service's current answer, newer than the decline).
    h.svc.clock.advance(POLL_MS);
    await payInProcess(payUrl, code);
    expect(await bot.watcher.tick()).toEqual({ polled: 1, outcomes: [] });
    expect((await guest.waitFor(IN_PROCESS_ES, 2_000)).text).toBe(inProcessEs(code));

    h.svc.clock.advance(SETTLE_MS);
    expect((await bot.watcher.tick()).outcomes).toEqual([{ outcome: 'paid', chatbotId: code }]);
    await guest.waitFor(PAID_ES);
    expect([guest.count(/fue rechazado/), guest.count(IN_PROCESS_ES), guest.count(PAID_ES)]).toEqual([1, 1, 1]);
    expect((await noticesOf(notices, code)).map(([kind]) => kind)).toEqual(['rejected', 'in_process', 'paid']);
  });

  it('no payment reminder while the payment is in process; the confirmation follows', async () => {
    const { bot, guest, notices } = await launch();
    const { code, url: payUrl } = await bookUntilPaymentLink(guest);
    const deadline = Date.parse((await h.client.getChatbotBookingStatus(code)).expiration_date);
    // Paid by PSE shortly before the reminder is due (30 minutes before the deadline); it stays in process past that.
    h.svc.clock.set(new Date(deadline - 32 * MIN));
    await payInProcess(payUrl, code);
    await bot.watcher.tick();
    await guest.waitFor(IN_PROCESS_ES, 2_000);
    for (const before of [30, 29, 28]) {
      h.svc.clock.set(new Date(deadline - before * MIN));
      expect((await bot.watcher.tick()).outcomes).toEqual([]);
      await bot.notices.tick();
    }
    expect(await guest.unread()).toEqual([]);

    h.svc.clock.set(new Date(deadline - 26 * MIN));
    expect((await bot.watcher.tick()).outcomes).toEqual([{ outcome: 'paid', chatbotId: code }]);
    await guest.waitFor(PAID_ES);
    h.svc.clock.set(new Date(deadline - 10 * MIN));
    await bot.watcher.tick();
    expect(guest.count(REMINDER_ES)).toBe(0);
    expect((await noticesOf(notices, code)).map(([kind]) => kind)).toEqual(['in_process', 'paid']);
  });
});

describe('no in-process message once the payment was decided', () => {
  it('after the confirmation, after a decline (the late news of the declined attempt) and after the expiry: nothing', async () => {
    // Paid: the poll learnt the outcome first; the in-process news of that payment arrives afterwards.
    const a = await launch();
    const paid = await bookUntilPaymentLink(a.guest);
    await payInProcess(paid.url, paid.code);
    const pending = await transactionRecord(paid.code);
    h.svc.clock.advance(SETTLE_MS);
    expect((await a.bot.watcher.tick()).outcomes).toEqual([{ outcome: 'paid', chatbotId: paid.code }]);
    await a.guest.waitFor(PAID_ES);
    expect((await deliver(a.url, pending)).body).toEqual({ ok: true, outcome: 'pending', notified: false, duplicate: false });
    expect(await a.bot.watcher.applyInProcess(paid.code)).toBe(false);

    // Declined (told by its webhook); then that attempt's in-process news, delivered late.
    const b = await launch();
    const declined = await bookUntilPaymentLink(b.guest);
    expect((await payCheckout(declined.url, { number: '4000 0000 0000 0002' })).status).toBe(402);
    const rejection = await transactionRecord(declined.code);
    expect((await deliver(b.url, rejection)).body).toMatchObject({ outcome: 'rejected', notified: true });
    await b.guest.waitFor(/fue rechazado/);
    expect((await deliver(b.url, asInProcess(rejection))).body).toEqual({ ok: true, outcome: 'pending', notified: false, duplicate: false });
    expect((await b.bot.watcher.tick()).outcomes).toEqual([]);

    // Expired unpaid (told by the poll); then in-process news of it.
    const c = await launch();
    const lapsed = await bookUntilPaymentLink(c.guest);
    const record = await transactionRecord(lapsed.code);
    h.svc.clock.advance(25 * 3600_000);
    expect((await c.bot.watcher.tick()).outcomes).toEqual([{ outcome: 'expired', chatbotId: lapsed.code }]);
    await c.guest.waitFor(/venció sin pago/);
    expect((await deliver(c.url, asInProcess(record))).body).toEqual({ ok: true, outcome: 'pending', notified: false, duplicate: false });

    for (const x of [a, b, c]) {
      await x.bot.notices.tick();
      await x.guest.poll();
      expect(x.guest.count(IN_PROCESS_ES), x.guest.dump()).toBe(0);
    }
    expect((await noticesOf(a.notices, paid.code)).map(([kind]) => kind)).toEqual(['paid']);
    expect((await noticesOf(b.notices, declined.code)).map(([kind]) => kind)).toEqual(['rejected']);
    expect((await noticesOf(c.notices, lapsed.code)).map(([kind]) => kind)).toEqual(['expired']);
  });
});

describe.skipIf(!ENGINES.includes('postgres'))('two bot instances on one PostgreSQL bot database', () => {
  it('both poll and both take the webhook at once, then one restarts: the guest is told once', async () => {
    const location = await createPostgresDatabase('hotelbot_in_process');
    const { bot, guest, notices } = await launch({ botDatabasePath: location });
    const { code, url: payUrl } = await bookUntilPaymentLink(guest);
    await payInProcess(payUrl, code);
    // Instance B: its own store on the same database, its own watcher (its notices are sent by A's worker here).
    const other = async () => {
      const store = await openBotStore(location);
      h.defer(() => store.close());
      return new PaymentWatcher({ client: h.client, store, clock: h.svc.clock, intervalMs: POLL_MS, channels: ['telegram'] });
    };
    const b = await other();

    const results = await Promise.all([bot.watcher.tick(), b.tick(), bot.watcher.applyInProcess(code), b.applyInProcess(code)]);
    expect(results.slice(2).filter(Boolean).length).toBeLessThanOrEqual(1);
    await bot.notices.tick();
    await guest.waitFor(IN_PROCESS_ES, 2_000);

    // B restarts; both poll again while it is still in process.
    const b2 = await other();
    h.svc.clock.advance(POLL_MS);
    await Promise.all([bot.watcher.tick(), b2.tick()]);
    expect(await b2.applyInProcess(code)).toBe(false);
    await bot.notices.tick();

    h.svc.clock.advance(SETTLE_MS);
    await Promise.all([bot.watcher.tick(), b2.tick()]);
    await bot.notices.tick();
    await guest.waitFor(PAID_ES, 2_000);
    expect(await noticesOf(notices, code)).toEqual([
      ['in_process', `${code}:in_process`, 'sent'],
      ['paid', `${code}:paid`, 'sent'],
    ]);
    expect([guest.count(IN_PROCESS_ES), guest.count(PAID_ES)]).toEqual([1, 1]);
  });
});

describe.each(ENGINES)('WatchRepo.claimInProcess (%s)', (engine) => {
  it('takes the news only while undecided; a poll only over the status it read; a webhook not over a rejection', async () => {
    const store = await openBotStore(await freshLocation(engine, 'in_process'));
    h.defer(() => store.close());
    const now = new Date('2026-11-21T15:00:00Z');
    const watches = new WatchRepo(store.db);
    const notices = new NoticeRepo(store.db);
    const watch = (chatbotId: string) =>
      watches.watch({ chatbotId, channel: 'telegram', chatId: '1', lang: 'es', expirationDate: '2026-11-22T10:00:00-05:00' }, now);
    const candidates = async () => (await notices.reminderCandidates()).map((c) => c.chatbotId);
    await watch('CB-A');
    await watch('CB-B');
    expect(await candidates()).toEqual(['CB-A', 'CB-B']);

    // A poll that read no status yet: taken, and the booking is no reminder candidate while in process.
    expect(await watches.claimInProcess('CB-A', { seen: null })).toBe(true);
    expect((await watches.get('CB-A'))?.lastPaymentStatus).toBe(IN_PROCESS_PAYMENT_STATUS);
    expect(await candidates()).toEqual(['CB-B']);
    // A poll that read a status recorded over since (stale): not taken.
    expect(await watches.claimInProcess('CB-A', { seen: null })).toBe(false);
    expect(await watches.claimInProcess('CB-A', { seen: IN_PROCESS_PAYMENT_STATUS })).toBe(true);

    // Declined: a webhook's in-process news (maybe the declined attempt's, late) is not taken, nor a poll that read before it.
    expect(await watches.claimRejection('CB-A', now)).toBe(true);
    expect(await candidates()).toEqual(['CB-A', 'CB-B']);
    expect(await watches.claimInProcess('CB-A', { unlessRejected: true })).toBe(false);
    expect(await watches.claimInProcess('CB-A', { seen: IN_PROCESS_PAYMENT_STATUS })).toBe(false);
    // A poll after the decline (the service's current answer: a new attempt in process) is.
    expect(await watches.claimInProcess('CB-A', { seen: 'Rechazado' }, new Date(now.getTime() + 60_000))).toBe(true);
    expect((await watches.get('CB-A'))?.nextPollAt).toBe('2026-11-21T15:01:00.000Z');

    // Decided: nothing is taken any more.
    expect(await watches.claimInProcess('CB-B', { unlessRejected: true })).toBe(true);
    expect(await watches.claimOutcome('CB-B', 'paid', 'Aplicado')).toBe(true);
    expect(await watches.claimInProcess('CB-B', { unlessRejected: true })).toBe(false);
    expect(await watches.claimInProcess('CB-B', { seen: 'Aplicado' })).toBe(false);
  });
});
