/**
 * The Slack live feed: the real service (endpoint 6 and 4 over HTTP), a real
 * bot database on a SQLite file, the real Slack WebClient posting to the fake
 * Slack Web API on 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webApi } from '@slack/bolt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelApiClient } from '../../../src/api/client.js';
import { addDays } from '../../../src/clock.js';
import { feedEventOf, feedKindOf, feedMessage, SlackFeedPoller, type FeedEventPayload } from '../../../src/bot/slack/feed.js';
import type { BotLogger } from '../../../src/bot/effects.js';
import { exec, sql, type Store } from '../../../src/store/sql.js';
import { openBotStore } from '../../../src/store/bot/repos.js';
import { SlackFeedRepo, SlackLinkRepo } from '../../../src/store/bot/slack.js';
import { bookingBody, firstOffer } from '../../helpers/booking.js';
import { call, payCheckout, startTestService, type TestService } from '../../helpers/service.js';
import { startFakeSlack, type FakeSlack } from '../../helpers/slack.js';

let svc: TestService;
let slack: FakeSlack;
let dir: string;
let api: HotelApiClient;
let db: Store | undefined;
const logs: Array<{ level: string; obj: object; msg?: string }> = [];
const logger: BotLogger = {
  info: (obj, msg) => logs.push({ level: 'info', obj, ...(msg ? { msg } : {}) }),
  warn: (obj, msg) => logs.push({ level: 'warn', obj, ...(msg ? { msg } : {}) }),
  error: (obj, msg) => logs.push({ level: 'error', obj, ...(msg ? { msg } : {}) }),
};

beforeAll(async () => {
  svc = await startTestService({ rateLimitPerSecond: 0 });
  slack = await startFakeSlack();
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-slack-feed-'));
  api = new HotelApiClient({ baseUrl: svc.url, apiKey: 'demo-operator' });
});

afterAll(async () => {
  await api.close();
  await db?.close();
  await slack.close();
  await svc.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Open the bot database file (again, after a "restart") and build a poller over it. */
async function openPoller(file: string) {
  db = await openBotStore(join(dir, file));
  const links = new SlackLinkRepo(db);
  const feed = new SlackFeedRepo(db);
  const web = new webApi.WebClient('xoxb-test-token', { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } });
  const poller = new SlackFeedPoller({ web, client: api, links, feed, intervalMs: 60_000, clock: svc.clock, logger });
  return { links, feed, poller };
}

/** A chatbot booking at hotel 1 (endpoint 7, agency key); its reservation number and payment URL. */
async function book(checkin: string, nights = 2) {
  const offer = await firstOffer(svc.url, 'Cartagena', checkin, nights);
  expect(offer.internalId).toBe(1);
  const created = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, {
    key: 'demo-agency-1',
    body: bookingBody(offer, checkin, addDays(checkin, nights), nights),
  });
  expect(created.status).toBe(200);
  const chatbotId = created.body.chatbot_id as string;
  const link = await call(svc.url, 'GET', `/v2/bookings/chatbot/${chatbotId}`, { key: 'demo-agency-1' });
  expect(link.status).toBe(200);
  const r = svc.db
    .prepare(`SELECT r.id AS id FROM reservations r JOIN chatbot_bookings b ON b.id = r.chatbot_booking_id WHERE b.chatbot_id = ?`)
    .get(chatbotId) as { id: number };
  return { chatbotId, reservation: String(r.id), url: link.body.url as string, amount: offer.amountAfterTax, deadline: link.body.expiration_date as string };
}

const posts = () => slack.callsTo('chat.postMessage');
/** The posts since `from` (index into {@link posts}). */
const postsSince = (from: number) => posts().slice(from);
const blocksText = (body: any) => JSON.stringify(body.blocks);
const cop = (n: number, sep = '.') => `COP ${String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, sep)}`;

describe('SlackFeedPoller', () => {
  it('posts each change of a chatbot booking once, survives restarts and lost cursors, retries failed posts, speaks English when asked', async () => {
    let { links, feed, poller } = await openPoller('bot.db');
    await links.link({ teamId: 'T1', kind: 'channel', slackId: 'C1', hotelId: 1 }, svc.clock.now());
    await feed.setChannel(1, 'T1', 'C1');

    // First poll: start at the end of the feed (the change sequence is global), post none of the seeded history.
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 0, posted: 0 });
    const start = await feed.cursor(1);
    expect(start).toBeGreaterThan(0);
    expect(start).toBe((svc.db.prepare('SELECT MAX(change_seq) AS s FROM vouchers').get() as { s: number }).s);
    expect(posts()).toHaveLength(0);

    // A chatbot booking is created → "created", with its total and payment deadline (from endpoint 4).
    const a = await book('2026-12-10');
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 1, posted: 1 });
    expect(posts()).toHaveLength(1);
    const created = posts()[0];
    expect(created.channel).toBe('C1');
    expect(created.text).toBe(`Nueva reserva por chatbot · Ana Gómez · Reserva ${a.reservation} · ${cop(a.amount)} · Pendiente`);
    expect(blocksText(created)).toContain('Pagar antes de');
    expect(blocksText(created)).toContain('*Estadía:* jue 10 – sáb 12 dic (2 noches)');
    expect((await feed.latest(1, ['created']))[0]!.payload).toMatchObject({
      reservationId: a.reservation,
      amount: a.amount,
      paymentDeadline: a.deadline,
      checkoutDate: '2026-12-12',
    });

    // Paid through the checkout → "paid" once, with the voucher URL.
    expect((await payCheckout(a.url, { number: '4242 4242 4242 4242' })).status).toBeLessThan(400);
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 1, posted: 1 });
    const paid = posts()[1];
    expect(paid.text).toBe(`Pago recibido · Ana Gómez · Reserva ${a.reservation} · ${cop(a.amount)} · Aplicado`);
    expect(blocksText(paid)).toContain(a.url);
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 0, posted: 0 });
    expect(posts()).toHaveLength(2);

    // Restart: a new poller over the same database file repeats nothing…
    await db!.close();
    ({ links, feed, poller } = await openPoller('bot.db'));
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 0, posted: 0 });
    // …even when the cursor is lost and the feed replays the booking (dedupe by voucher and state).
    await exec(db!.db, sql`UPDATE slack_feed_cursors SET cursor = ${start} WHERE hotel_id = 1`);
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 0, posted: 0 });
    expect(posts()).toHaveLength(2);

    // Unpaid past its deadline → "expired".
    const b = await book('2026-12-14');
    await poller.pollOnce();
    expect(posts()).toHaveLength(3);
    svc.clock.set(new Date(Date.parse(b.deadline) + 60_000));
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 1, posted: 1 });
    expect(posts()[3].text).toBe(`Reserva vencida sin pago · Ana Gómez · Reserva ${b.reservation} · Vencido`);

    // Declined card → "rejected", with the attempted amount.
    const c = await book('2026-12-18');
    await poller.pollOnce();
    expect((await payCheckout(c.url, { number: '4000 0000 0000 0002' })).status).toBeLessThan(500);
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 1, posted: 1 });
    expect(posts()[5].text).toBe(`Pago rechazado · Ana Gómez · Reserva ${c.reservation} · ${cop(c.amount)} · Rechazado`);

    // A failed chat.postMessage: recorded, logged, retried on the next poll, posted once.
    const d = await book('2026-12-22');
    slack.failNext('chat.postMessage', 'internal_error');
    const before = posts().length;
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 1, posted: 0 });
    expect(logs.some((l) => l.level === 'warn' && (l.obj as { slackError?: string }).slackError === 'internal_error')).toBe(true);
    expect((await feed.unposted()).map((e) => e.kind)).toEqual(['created']);
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 0, posted: 1 });
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 0, posted: 0 });
    const tries = postsSince(before);
    expect(tries).toHaveLength(2); // the failed attempt and the retry
    expect(tries.every((p) => p.text.includes(`Reserva ${d.reservation}`))).toBe(true);
    expect(await feed.unposted()).toEqual([]);

    // A channel that refuses the message for good: logged as an error, not retried.
    slack.failNext('chat.postMessage', 'channel_not_found');
    expect((await payCheckout(d.url, { number: '4242424242424242' })).status).toBeLessThan(400);
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 1, posted: 1 });
    expect(logs.some((l) => l.level === 'error' && (l.obj as { slackError?: string }).slackError === 'channel_not_found')).toBe(true);
    const afterRefusal = posts().length;
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 0, posted: 0 });
    expect(posts()).toHaveLength(afterRefusal);

    // English workspace → English text.
    links.setLanguage('T1', 'en', svc.clock.now());
    const e = await book('2026-12-26');
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 1, posted: 1 });
    const english = posts().at(-1);
    expect(english.text).toBe(`New chatbot booking · Ana Gómez · Reservation ${e.reservation} · ${cop(e.amount, ',')} · Pending`);
    expect(blocksText(english)).toContain('*Stay:* Sat Dec 26 – Mon Dec 28 (2 nights)');
    expect(blocksText(english)).toContain('Pay by');
  });

  it('starts and stops its loop; hotels without a feed channel are not polled', async () => {
    const { links, feed, poller } = await openPoller('loop.db');
    await links.link({ teamId: 'T2', kind: 'workspace', hotelId: 1 }, svc.clock.now());
    expect(await poller.pollOnce()).toEqual({ hotels: 0, events: 0, posted: 0 });
    expect(await feed.cursor(1)).toBeUndefined();
    await feed.setChannel(1, 'T2', 'C9');
    poller.start();
    poller.start(); // idempotent
    await poller.stop();
    expect(await feed.cursor(1)).toBeGreaterThan(0);
    await db!.close();
    db = undefined;
  });
});

describe('feed events', () => {
  const base = {
    operation_type: 'automated' as const,
    id: 7,
    reservation_id: '2600009',
    portal_code: 'website',
    checkin_date: '2026-12-01',
    guest: 'Luis <Pardo>',
    bank: '',
    payment_type: 'Reserva por chatbot',
    payment_status_code: 'pending' as const,
    payment_status: 'Pendiente',
    transaction: null,
    refound: null,
    generated_at: '21-11-2026 10:00:00 AM',
  };
  const refund = (status_code: 'partial_refound' | 'pending_refound') => ({
    status_code,
    status: '',
    status_detail: 'Reembolso: Aprobado' as const,
    transaction_id: 'r1',
    refund_date: '2026-11-22T10:00:00-05:00',
    amount: 50000,
    currency: 'COP',
    voucher_url: 'http://x/v/1',
  });

  it('classifies records and keys them by voucher, status and refund status', () => {
    expect(feedKindOf(base)).toBe('created');
    expect(feedKindOf({ ...base, operation_type: 'payment_link' })).toBe('changed');
    expect(feedKindOf({ ...base, payment_status_code: 'applied' })).toBe('paid');
    expect(feedKindOf({ ...base, payment_status_code: 'invalid_card' })).toBe('rejected');
    expect(feedKindOf({ ...base, payment_status_code: 'overdue' })).toBe('expired');
    expect(feedKindOf({ ...base, payment_status_code: 'in_process' })).toBe('changed');
    expect(feedKindOf({ ...base, payment_status_code: 'applied', refound: refund('partial_refound') })).toBe('refunded');
    expect(feedKindOf({ ...base, payment_status_code: 'applied', refound: refund('pending_refound') })).toBe('changed');
    expect(feedEventOf(base).dedupeKey).toBe('v7:pending:-');
    expect(feedEventOf({ ...base, payment_status_code: 'applied', refound: refund('partial_refound') }).dedupeKey).toBe('v7:applied:partial_refound');
  });

  it('escapes guest names and shows refunds', () => {
    const ev = feedEventOf({ ...base, payment_status_code: 'applied', refound: refund('partial_refound') });
    const m = feedMessage(ev.kind, ev.payload as FeedEventPayload, 'es');
    expect(m.text).toBe('Reembolso · Luis &lt;Pardo&gt; · Reserva 2600009 · Reembolso parcial');
    const json = JSON.stringify(m.blocks);
    expect(json).toContain('Luis &lt;Pardo&gt;');
    expect(json).toContain('*Reembolso:* COP 50.000');
    expect(json).toContain('<http://x/v/1|Comprobante>');
  });
});
