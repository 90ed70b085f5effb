/**
 * The booking funnel on both engines: real conversations through
 * `ConversationService` (the flow with fixture search results, on the
 * manual clock), payment outcomes and reminders through the payment
 * watcher; the report's exact numbers and its CLI output; the chart as a
 * PNG; the weekly Slack post once per week per channel across two
 * instances; `privacy forget` and the retention prune.
 */
import { webApi } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import type { HotelApiClient } from '../../src/api/client.js';
import { ConversationService } from '../../src/bot/conversation.js';
import { funnelChartPng } from '../../src/bot/funnelChart.js';
import { funnelReport, loadFunnelReport } from '../../src/bot/funnelReport.js';
import { RetentionJob } from '../../src/bot/retention.js';
import { FunnelWeeklyPoster, scheduledAt, weekOf } from '../../src/bot/slack/funnel.js';
import { PaymentWatcher } from '../../src/bot/watcher.js';
import { privacyForget } from '../../src/cli/privacy.js';
import { reportFunnel } from '../../src/cli/report.js';
import { ManualClock } from '../../src/clock.js';
import type { Effect, FlowInput, Reply } from '../../src/flows/types.js';
import { FunnelRepo } from '../../src/store/bot/funnel.js';
import { botMigrations } from '../../src/store/bot/migrations/index.js';
import type { ChatRef } from '../../src/store/bot/repos.js';
import { SlackFeedRepo, SlackLinkRepo } from '../../src/store/bot/slack.js';
import { first, sql, type Store } from '../../src/store/sql.js';
import { availability, CARTAGENA, NOW } from '../flows/fixtures.js';
import { ENGINES, freshLocation, useStores } from '../helpers/postgres.js';
import { startFakeSlack } from '../helpers/slack.js';
import { startedForFile } from '../helpers/lifecycle.js';

const open = useStores(botMigrations);
const MINUTE = 60_000;

const slack = startedForFile(startFakeSlack);

/** A string sink for the CLI's printing. */
function sink() {
  let text = '';
  return { write: (s: string) => (text += s), text: () => text };
}

/** The bot over `store` on `clock`: conversations (hand-off on, fixture search results, bookings CB-1, CB-2…) and the watcher. */
function bot(store: Store, clock: ManualClock) {
  let bookings = 0;
  const runEffect = async (e: Effect): Promise<FlowInput | null> => {
    if (e.kind === 'searchAvailability') return { kind: 'availability', result: availability(CARTAGENA, e.checkin, e.nights, e.layout) };
    if (e.kind === 'createBooking') {
      const id = `CB-${++bookings}`;
      const expires = new Date(clock.now().getTime() + 120 * MINUTE).toISOString().replace('Z', '+00:00');
      return {
        kind: 'bookingCreated',
        chatbotId: id,
        link: { url: `https://pay.example.com/pay/${id}`, url_status: 'Link vigente', validity_days: 0, validity_hours: 2, expiration_date: expires },
      };
    }
    return null;
  };
  const conversations = new ConversationService({ store, runEffect, clock, handoff: true, agency: 'demo-agency-1' });
  const watcher = new PaymentWatcher({ client: {} as HotelApiClient, store, clock, intervalMs: MINUTE, reminderMs: 30 * MINUTE });
  const last = new Map<string, Reply[]>();
  /** One guest input, a minute after the previous one. */
  const send = async (chat: ChatRef, input: FlowInput) => {
    clock.advance(MINUTE);
    const r = await conversations.handle(chat, input);
    last.set(chat.chatId, r.replies);
    return r.replies;
  };
  const say = (chat: ChatRef, text: string) => send(chat, { kind: 'text', text });
  /** Press the button of the last replies whose label contains `label` (or the numbered line naming it). */
  const press = (chat: ChatRef, label: string) => {
    const replies = [...(last.get(chat.chatId) ?? [])].reverse();
    const withChoices = replies.find((r) => r.choices?.some((c) => c.label.includes(label))) ?? replies.find((r) => r.choices?.length);
    const line = withChoices?.text.split('\n').find((l) => /^\d+\. /.test(l) && l.includes(label));
    const n = line?.split('.')[0];
    const choice =
      withChoices?.choices?.find((c) => c.label.includes(label)) ?? (n ? withChoices?.choices?.find((c) => c.label.startsWith(`${n}. `)) : undefined);
    if (!choice) throw new Error(`no button "${label}" in ${JSON.stringify(replies)}`);
    return send(chat, { kind: 'choice', value: choice.value });
  };
  /** From the search to the payment link: hotel, rate, details (unless known), Confirmar; returns the booking's id. */
  const book = async (chat: ChatRef, details: boolean) => {
    await press(chat, 'Hotel Caribe Real');
    await press(chat, 'Tarifa flexible');
    if (details) for (const t of ['Ana Gómez', '300 123 4567', 'ana@example.com', 'Bogotá']) await say(chat, t);
    await press(chat, 'Confirmar');
    return (await conversations.state(chat))!.awaiting!.chatbotId;
  };
  /** The watcher decides `outcome`, then the notice worker's part: the conversation hears it. */
  const outcome = async (chat: ChatRef, chatbotId: string, o: 'paid' | 'expired') => {
    clock.advance(MINUTE);
    expect(await watcher.applyOutcome({ outcome: o, chatbotId })).toBe(true);
    const r = await conversations.notifyPayment(chat, { outcome: o, chatbotId });
    last.set(chat.chatId, r.replies);
  };
  return { conversations, watcher, send, say, press, book, outcome };
}

const A = { channel: 'telegram', chatId: '1' };
const B = { channel: 'telegram', chatId: '2' };
const C = { channel: 'whatsapp', chatId: '573001112233' };
const D = { channel: 'telegram', chatId: '4' };
const E = { channel: 'telegram', chatId: '5' };

/**
 * The scripted day (Saturday 2026-11-21 from 10:00 Bogotá), each input a minute apart:
 * - A books and pays;
 * - B gives the destination and dates, then leaves;
 * - C books (on WhatsApp), is reminded, lets it expire, searches the same stay again, books again and pays;
 * - D says hello only;
 * - E sees the hotels and asks for a person.
 */
async function scriptedDay(store: Store, clock: ManualClock) {
  const b = bot(store, clock);
  await b.send(A, { kind: 'command', command: 'start' });
  await b.say(A, 'Cartagena del 15 al 18 de diciembre, 2 adultos');
  const paidA = await b.book(A, true);
  await b.outcome(A, paidA, 'paid');

  await b.say(B, 'Quiero ir a Cartagena del 15 al 18 de diciembre');

  await b.say(C, 'Cartagena del 15 al 18 de diciembre, 2 adultos');
  const expiredC = await b.book(C, true);
  clock.advance(100 * MINUTE); // 20 minutes before the 2-hour deadline: the reminder is due
  expect(await b.watcher.remind(clock.now(), new Set([expiredC]))).toEqual([expiredC]);
  clock.advance(30 * MINUTE);
  await b.outcome(C, expiredC, 'expired');
  await b.press(C, 'Buscar de nuevo');
  const paidC = await b.book(C, false);
  await b.outcome(C, paidC, 'paid');

  await b.say(D, 'hola');

  await b.say(E, 'Cartagena del 15 al 18 de diciembre para 2 adultos');
  await b.say(E, 'mejor quiero hablar con alguien');
  return b;
}

describe.each(ENGINES)('the booking funnel on %s', (engine) => {
  it('records each fact once per attempt and reports the day with exact numbers', async () => {
    const store = await open(await freshLocation(engine, 'hotelbot_funnel'));
    const clock = new ManualClock(NOW);
    await scriptedDay(store, clock);

    const repo = new FunnelRepo(store.db);
    const eventsOf = async (chat: ChatRef) => (await repo.ofChat(chat)).map((e) => `${e.attempt}:${e.event}`);
    /** One attempt's facts from its first message to the link sent, in order. */
    const toLink = (n: number) =>
      [
        'conversation_started',
        'destination_known',
        'dates_known',
        'party_known',
        'hotels_shown',
        'rate_chosen',
        'details_complete',
        'booking_created',
        'link_sent',
      ].map((e) => `${n}:${e}`);
    expect(await eventsOf(A)).toEqual([...toLink(1), '1:paid']);
    const secondTry = toLink(2);
    secondTry.splice(5, 0, '2:search_again_after_expiry');
    expect(await eventsOf(C)).toEqual([...toLink(1), '1:reminder_sent', '1:expired', ...secondTry, '2:paid']);
    expect(await eventsOf(E)).toEqual([...toLink(1).slice(0, 5), '1:handed_to_staff']);
    // What each event carries: channel, language, city, hotel, agency, amount (COP minor units: 3 nights × COP 300.000).
    const paid = (await repo.ofChat(A)).find((e) => e.event === 'paid')!;
    expect(paid).toMatchObject({
      channel: 'telegram',
      lang: 'es',
      city: 'Cartagena',
      hotelId: 1,
      agency: 'demo-agency-1',
      amount: 90_000_000,
      chatbotId: 'CB-1',
    });

    const report = await loadFunnelReport(store.db, { from: '2026-11-21', to: '2026-11-21' });
    expect(report.steps.map((s) => [s.step, s.count, s.leftHere])).toEqual([
      ['conversation_started', 6, 1],
      ['destination_known', 5, 0],
      ['dates_known', 5, 1],
      ['party_known', 4, 0],
      ['hotels_shown', 4, 1],
      ['rate_chosen', 3, 0],
      ['details_complete', 3, 0],
      ['booking_created', 3, 0],
      ['link_sent', 3, 1],
      ['paid', 2, 0],
    ]);
    expect(report).toMatchObject({
      attempts: 6,
      chats: 5,
      conversion: 2 / 6,
      remindersSent: 1,
      expired: 1,
      searchAgainAfterExpiry: 1,
      handedToStaff: 1,
      recovery: { expiredChats: 1, recovered: 1 },
      revenueMinor: 180_000_000,
    });
    // Medians, in seconds: the rate a minute after the hotels (both pressed a minute apart); the details 4 or 1 inputs later.
    const median = Object.fromEntries(report.steps.map((s) => [s.step, s.medianSecondsFromPrevious]));
    expect(median).toMatchObject({
      conversation_started: null,
      destination_known: 0,
      hotels_shown: 0,
      rate_chosen: 120,
      details_complete: 240,
      booking_created: 60,
      link_sent: 0,
    });
    expect(report.steps.find((s) => s.step === 'paid')!.medianSecondsFromPrevious).toBe(60);

    // By channel and by hotel.
    const whatsapp = await loadFunnelReport(store.db, { from: '2026-11-21', to: '2026-11-21', channel: 'whatsapp' });
    expect(whatsapp.steps.map((s) => s.count)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 1]);
    const hotel = await loadFunnelReport(store.db, { from: '2026-11-21', to: '2026-11-21', hotelId: 1 });
    expect(hotel.attempts).toBe(3);
    expect((await loadFunnelReport(store.db, { from: '2026-11-22', to: '2026-11-28' })).attempts).toBe(0);

    // The CLI: a table for people, CSV, JSON.
    const table = sink();
    await reportFunnel(store, { from: '2026-11-21', to: '2026-11-21' }, table);
    expect(table.text()).toMatch(/Conversación iniciada +6 +— +100 %/);
    expect(table.text()).toMatch(/Pagada +2 +67 % +33 % +1 min/);
    expect(table.text()).toContain('Pagada');
    expect(table.text()).toContain('Ingresos pagados: COP 1.800.000');
    expect(table.text()).toContain('Recuperación tras vencimiento: 1 de 1');
    const csv = sink();
    await reportFunnel(store, { from: '2026-11-21', to: '2026-11-21', format: 'csv' }, csv);
    expect(csv.text().split('\n')[1]).toBe('conversation_started,Conversación iniciada,6,,1.0000,,1');
    const json = sink();
    await reportFunnel(store, { from: '2026-11-21', to: '2026-11-21', format: 'json' }, json);
    expect(JSON.parse(json.text())).toEqual(JSON.parse(JSON.stringify(report)));

    // Starting over after the destination ends the attempt: /start opens attempt 2; saying hello again adds nothing.
    const b = bot(store, clock);
    await b.send(B, { kind: 'command', command: 'start' });
    await b.say(B, 'hola');
    expect(await eventsOf(B)).toEqual(['1:conversation_started', '1:destination_known', '1:dates_known', '2:conversation_started']);
    expect(await repo.attempt(B)).toEqual({ attempt: 2, closed: null, afterExpiry: false });
    // D never got past hello: /start there is no new attempt.
    await b.send(D, { kind: 'command', command: 'start' });
    expect(await eventsOf(D)).toEqual(['1:conversation_started']);
  });

  it('renders the chart and posts the week once per channel, even with two instances', async () => {
    const location = await freshLocation(engine, 'hotelbot_funnel');
    const store = await open(location);
    const other = engine === 'postgres' ? await open(location) : store;
    const clock = new ManualClock(NOW);
    await scriptedDay(store, clock);
    await new SlackFeedRepo(store).setChannel(1, 'T1', 'CFEED1');
    await new SlackFeedRepo(store).setChannel(2, 'T1', 'CFEED2');
    const web = new webApi.WebClient('xoxb-test-token', { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } });
    const poster = (s: Store, owner: string) =>
      new FunnelWeeklyPoster({ web, store: s, feed: new SlackFeedRepo(s), links: new SlackLinkRepo(s), clock, owner });
    const [one, two] = [poster(store, 'one'), poster(other, 'two')];
    const before = slack.callsTo('files.completeUploadExternal').length;

    // Sunday evening: not yet; Monday 08:00 Bogotá: the week's posts, once each across both instances.
    expect(weekOf(NOW)).toBe('2026-11-16');
    clock.set(new Date('2026-11-23T12:59:00Z'));
    expect(await one.tick()).toEqual([]);
    clock.set(scheduledAt('2026-11-23', { weekday: 1, hour: 8, minute: 0 }));
    expect(clock.now().toISOString()).toBe('2026-11-23T13:00:00.000Z');
    const [a, b] = await Promise.all([one.tick(), two.tick()]);
    expect([...a, ...b].map((k) => k.channelId).sort()).toEqual(['CFEED1', 'CFEED2']);
    clock.advance(60 * MINUTE);
    expect([...(await one.tick()), ...(await two.tick())]).toEqual([]);
    const uploads = slack.callsTo('files.completeUploadExternal').slice(before);
    expect(uploads.map((u) => u.channel_id).sort()).toEqual(['CFEED1', 'CFEED2']);
    expect(uploads.find((u) => u.channel_id === 'CFEED1').initial_comment).toContain('Pagada: *2*');
    // The next Monday, the next week's.
    clock.set(new Date('2026-11-30T13:00:00Z'));
    expect((await one.tick()).map((k) => `${k.channelId}:${k.week}`).sort()).toEqual(['CFEED1:2026-11-30', 'CFEED2:2026-11-30']);
  });

  it('forgets exactly one chat, and prunes what is older than the retention', async () => {
    const store = await open(await freshLocation(engine, 'hotelbot_funnel'));
    const clock = new ManualClock(NOW);
    await scriptedDay(store, clock);
    const count = async (table: string, chat: ChatRef) =>
      Number(
        (await first<{ n: number }>(store.db, sql`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId}`))!
          .n,
      );
    const othersBefore = await Promise.all([A, B, D, E].map((c) => count('funnel_events', c)));
    await store.db.insertInto('whatsapp_inbox').values({ wamid: 'wamid.1', wa_id: C.chatId, message: '{}', received_at: NOW.toISOString() }).execute();
    await store.db.insertInto('whatsapp_inbox').values({ wamid: 'wamid.2', wa_id: '573009999999', message: '{}', received_at: NOW.toISOString() }).execute();

    const out = sink();
    const removed = await privacyForget(store, 'whatsapp:573001112233', out);
    expect(removed).toMatchObject({ conversations: 1, funnel_events: 22, funnel_attempts: 1, whatsapp_inbox: 1, watched_bookings: 2 });
    expect(removed.bot_notices).toBe(3); // the reminder, the expiry, the payment (the replies went without the outbox)
    expect(out.text()).toContain('Datos de whatsapp:573001112233 borrados');
    for (const table of ['conversations', 'funnel_events', 'funnel_attempts', 'bot_notices', 'watched_bookings']) expect(await count(table, C)).toBe(0);
    expect(await Promise.all([A, B, D, E].map((c) => count('funnel_events', c)))).toEqual(othersBefore);
    expect(await count('conversations', A)).toBe(1);
    expect(Number((await first<{ n: number }>(store.db, sql`SELECT COUNT(*) AS n FROM whatsapp_inbox`))!.n)).toBe(1);
    expect(await count('handoff_posts', E)).toBe(1);

    // Retention: 180 days after the day, nothing goes; a day more, all of it (nothing is pending any more).
    await store.db.updateTable('handoff_posts').set({ status: 'posted' }).execute();
    await store.db.updateTable('handoffs').set({ status: 'ended' }).execute();
    const later = new ManualClock(new Date(NOW.getTime() + 179 * 86_400_000));
    const job = new RetentionJob({ store, clock: later, retentionDays: 180 });
    expect(Object.values((await job.tick())!).every((n) => n === 0)).toBe(true);
    expect(await job.tick()).toBeUndefined(); // once a day
    later.advance(2 * 86_400_000);
    const pruned = (await job.tick())!;
    expect(pruned).toMatchObject({ funnel_events: 20, conversations: 4, handoff_posts: 1, handoffs: 1, whatsapp_inbox: 1 });
    expect(Number((await first<{ n: number }>(store.db, sql`SELECT COUNT(*) AS n FROM funnel_events`))!.n)).toBe(0);
  });
});

describe('the funnel chart', () => {
  it('renders a PNG of the report (magic bytes, IHDR size)', () => {
    const report = funnelReport([], { from: '2026-11-16', to: '2026-11-22' });
    const png = funnelChartPng(report, { subject: 'Hotel Caribe Real' });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(900);
    expect(png.readUInt32BE(20)).toBe(520);
  });
});
