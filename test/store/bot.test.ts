/**
 * The bot's store on both engines: its repositories, and the guards that let
 * several bot instances share one PostgreSQL database — each notice sent by
 * one worker, each due booking polled by one watcher, each outcome and each
 * reminder recorded once, each Telegram update handled once, and two inputs
 * of one chat arriving at two instances at once both handled, in turn, none
 * lost (the conversation's version check). "Two instances" are two stores
 * opened on the same database, i.e. two connection pools.
 */
import { describe, expect, it } from 'vitest';
import { ConversationService } from '../../src/bot/conversation.js';
import { NoticeWorker } from '../../src/bot/notices.js';
import type { NoticeChannel } from '../../src/bot/outbox.js';
import { PaymentWatcher } from '../../src/bot/watcher.js';
import { ManualClock } from '../../src/clock.js';
import type { HotelApiClient } from '../../src/api/client.js';
import type { FlowInput, Reply } from '../../src/flows/types.js';
import { NoticeRepo, BookingCardRepo } from '../../src/store/bot/notices.js';
import { HandoffRepo } from '../../src/store/bot/handoffs.js';
import { callbackToken, CallbackTokenRepo, ConversationRepo, ReceivedWebhookRepo, WatchRepo } from '../../src/store/bot/repos.js';
import { SlackFeedRepo, SlackLinkRepo } from '../../src/store/bot/slack.js';
import { TelegramUpdateRepo } from '../../src/store/bot/telegramUpdates.js';
import { first, sql, type Store, type Tx } from '../../src/store/sql.js';
import { ENGINES, freshLocation, useStores } from '../helpers/postgres.js';
import { botMigrations } from '../../src/store/bot/migrations/index.js';

const T = new Date('2026-11-21T15:00:00Z');
const open = useStores(botMigrations);

/** A store and, on PostgreSQL, a second one on the same database (another bot instance); on SQLite the same store twice. */
async function twoInstances(engine: 'sqlite' | 'postgres'): Promise<[Store, Store]> {
  const location = await freshLocation(engine, 'hotelbot_bot');
  const a = await open(location);
  return [a, engine === 'postgres' ? await open(location) : a];
}

const watchInput = (chatbotId: string, channel = 'telegram') => ({ channel, chatId: '7', lang: 'es', chatbotId, expirationDate: '2026-11-22T10:00:00-05:00' });

describe.each(ENGINES)('the bot store on %s', (engine) => {
  it('keeps conversations with a version: a save over a stale version is refused', async () => {
    const [store] = await twoInstances(engine);
    const repo = new ConversationRepo(store.db);
    const chat = { channel: 'telegram', chatId: '7' };
    expect(await repo.read(chat)).toBeUndefined();
    expect(await repo.save(chat, { step: 'idle', lang: 'es' }, T, null)).toBe(true);
    expect(await repo.save(chat, { step: 'other', lang: 'es' }, T, null)).toBe(false);
    const v1 = (await repo.read(chat))!;
    expect(v1.state).toEqual({ step: 'idle', lang: 'es' });
    // The clock has not moved: the next version is still later than the one it replaces.
    expect(await repo.save(chat, { step: 'askNights', lang: 'es' }, T, v1.version)).toBe(true);
    expect(await repo.save(chat, { step: 'askDates', lang: 'es' }, T, v1.version)).toBe(false);
    const v2 = (await repo.read(chat))!;
    expect(v2.version > v1.version).toBe(true);
    expect(v2.state).toEqual({ step: 'askNights', lang: 'es' });
    await repo.delete(chat);
    expect(await repo.load(chat)).toBeUndefined();
  });

  it('watches, claims polls and outcomes once; filters by channel; counts', async () => {
    const [a, b] = await twoInstances(engine);
    const wa = new WatchRepo(a.db);
    const wb = new WatchRepo(b.db);
    expect(await wa.watch(watchInput('cb1'), T)).toBe(true);
    expect(await wb.watch(watchInput('cb1'), T)).toBe(false);
    expect(await wa.watch(watchInput('cb2', 'terminal'), T)).toBe(true);
    expect((await wa.due(T)).map((w) => w.chatbotId)).toEqual(['cb1', 'cb2']);
    expect((await wa.due(T, 100, ['telegram'])).map((w) => w.chatbotId)).toEqual(['cb1']);
    expect(await wa.due(T, 100, [])).toEqual([]);
    const later = new Date(T.getTime() + 60_000);
    const claims = await Promise.all([wa.claimPoll('cb1', T, later), wb.claimPoll('cb1', T, later)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await wa.countUndecided()).toBe(2);
    const outcomes = await Promise.all([
      a.transaction((tx) => new WatchRepo(tx).claimOutcome('cb1', 'paid', 'Aplicado')),
      b.transaction((tx) => new WatchRepo(tx).claimOutcome('cb1', 'expired', 'Vencido')),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await wa.countUndecided()).toBe(1);
    expect((await wa.get('cb1'))?.outcome).toBe(outcomes[0] ? 'paid' : 'expired');
    expect(await wa.pendingFor({ channel: 'terminal', chatId: '7' })).toMatchObject([{ chatbotId: 'cb2', lastPaymentStatus: null, outcome: null }]);
  });

  it('records notices once by dedupe key, claims each for one worker, settles it', async () => {
    const [a, b] = await twoInstances(engine);
    const na = new NoticeRepo(a.db);
    const nb = new NoticeRepo(b.db);
    const notice = {
      chatbotId: 'cb1',
      kind: 'paid' as const,
      channel: 'telegram',
      chatId: '7',
      lang: 'es',
      input: { kind: 'payment', outcome: 'paid', chatbotId: 'cb1' },
    };
    const recorded = await Promise.all([na.record(notice, T), nb.record(notice, T)]);
    expect(recorded.filter(Boolean)).toHaveLength(1);
    const [n] = await na.due(T, 100, ['telegram']);
    expect(n).toMatchObject({ kind: 'paid', status: 'pending', attempts: 0, delivered: 0, replies: null, input: notice.input });
    expect(await na.due(T, 100, ['terminal'])).toEqual([]);
    expect(await na.countPending()).toBe(1);
    const claims = await Promise.all([na.claim(n!.id, T), nb.claim(n!.id, T)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Claimed: not due for anyone until the claim lapses.
    expect(await na.due(T)).toEqual([]);
    expect(await nb.claim(n!.id, T)).toBe(false);
    expect(await na.prepare(n!.id, [{ text: 'hola' }], 'es')).toBe(true);
    expect(await nb.prepare(n!.id, [{ text: 'otra' }], 'es')).toBe(false);
    await na.progress(n!.id, 1);
    await na.progress(n!.id, 0);
    await new WatchRepo(a.db).watch(watchInput('cb1'), T);
    await a.transaction((tx) => new NoticeRepo(tx).markSent(n!.id, T));
    expect(await na.get(n!.id)).toMatchObject({ status: 'sent', delivered: 1, replies: [{ text: 'hola' }], replyLang: 'es', sentAt: T.toISOString() });
    expect((await new WatchRepo(a.db).get('cb1'))?.notifiedAt).toBe(T.toISOString());
    expect(await na.rejections('cb1')).toBe(0);
    expect(await na.forBooking('cb1')).toHaveLength(1);
  });

  it('keeps webhook deliveries, Telegram updates, callback tokens, booking cards and Slack settings', async () => {
    const [store] = await twoInstances(engine);
    const received = new ReceivedWebhookRepo(store.db);
    expect(await received.record({ webhookId: 'msg_1', event: 'transaction', chatbotId: 'cb1', outcome: 'paid' }, T)).toBe(true);
    expect(await received.record({ webhookId: 'msg_1', event: 'transaction', chatbotId: 'cb1', outcome: 'paid' }, T)).toBe(false);
    expect(await received.countUnapplied()).toBe(1);
    await received.markApplied('msg_1', true, T);
    expect(await received.get('msg_1')).toMatchObject({ notified: true, appliedAt: T.toISOString() });
    expect(await received.prune(new Date(T.getTime() + 1))).toBe(1);

    const updates = new TelegramUpdateRepo(store.db);
    expect(await updates.record({ botId: 123, updateId: 5, chatId: '7', messageId: 9, kind: 'text' }, T)).toBe(true);
    expect(await updates.seen(123, 5)).toBe(true);
    expect(await updates.lastInput(123, '7')).toEqual({ updateId: 5, messageId: 9, kind: 'text' });
    const secret = await updates.webhookSecret(123, T);
    expect(await updates.webhookSecret(123, T)).toBe(secret);

    const tokens = new CallbackTokenRepo(store.db);
    const long = `product:${'ñ'.repeat(60)}`;
    expect(await tokens.tokenFor(long, T)).toBe(callbackToken(long));
    expect(await tokens.valueOf(callbackToken(long))).toBe(long);

    const cards = new BookingCardRepo(store.db);
    await cards.remember({ chatbotId: 'cb1', channel: 'telegram', chatId: '7', messageId: 41 }, T);
    await cards.remember({ chatbotId: 'cb1', channel: 'telegram', chatId: '7', messageId: 42 }, T);
    expect(await cards.get('cb1')).toMatchObject({ messageId: 42 });

    const links = new SlackLinkRepo(store);
    await links.link({ teamId: 'T1', kind: 'workspace', hotelId: 1 }, T);
    await links.link({ teamId: 'T1', kind: 'channel', slackId: 'C1', hotelId: 2 }, T);
    expect(await links.resolve('T1', 'U1')).toEqual({ hotelId: 1, cmHotelId: null, via: 'workspace' });
    expect(await links.resolve('T1', 'U1', 'C1')).toEqual({ hotelId: 2, cmHotelId: null, via: 'channel' });
    const feed = new SlackFeedRepo(store);
    await feed.setChannel(1, 'T1', 'C9');
    const events = [
      { dedupeKey: 'v1:a', kind: 'created', payload: { n: 1 } },
      { dedupeKey: 'v2:a', kind: 'paid', payload: { n: 2 } },
    ];
    expect(await feed.recordPoll(1, 10, events, T)).toHaveLength(2);
    expect(await feed.recordPoll(1, 5, events, T)).toHaveLength(0);
    expect(await feed.cursor(1)).toBe(10);
    expect((await feed.unposted()).map((e) => e.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await feed.markPosted(1, 'v1:a', T)).toBe(true);
    expect(await feed.markPosted(1, 'v1:a', T)).toBe(false);
    expect((await feed.latest(1, ['paid', 'created'])).map((e) => e.dedupeKey)).toEqual(['v2:a', 'v1:a']);
  });
});

/** A notice channel that records what it shows, optionally holding every delivery until released. */
function recordingChannel() {
  const shown: string[] = [];
  const channel: NoticeChannel = {
    async deliver(_chatId, replies: readonly Reply[], _lang, from, delivered) {
      for (let i = from; i < replies.length; i++) {
        shown.push(replies[i]!.text);
        delivered(i + 1);
      }
    },
  };
  return { shown, channel };
}

describe.each(ENGINES)('two bot instances on one %s database', (engine) => {
  it('send a notice once, poll a due booking once, record its outcome and its reminder once', async () => {
    const [a, b] = await twoInstances(engine);
    const clock = new ManualClock(T);
    // Endpoint 20 answers "paid" for cb1 and "pending" for cb2; every poll is counted.
    const polls: string[] = [];
    const client = {
      async getChatbotBookingStatus(chatbotId: string) {
        polls.push(chatbotId);
        return chatbotId === 'cb1'
          ? { payment_status: 'Aplicado', reservation_status: 'Reserva confirmada', expiration_date: '2026-11-22T10:00:00-05:00' }
          : { payment_status: 'Pendiente', reservation_status: 'Reserva pendiente', expiration_date: new Date(T.getTime() + 20 * 60_000).toISOString() };
      },
    } as unknown as HotelApiClient;
    const instance = (store: Store) => {
      const conversations = new ConversationService({ store, runEffect: async () => null, clock });
      const rec = recordingChannel();
      const worker = new NoticeWorker({ store, conversations, channels: { telegram: rec.channel }, clock });
      const watcher = new PaymentWatcher({ client, store, clock, intervalMs: 60_000, reminderMs: 30 * 60_000 });
      return { worker, watcher, shown: rec.shown };
    };
    const one = instance(a);
    const two = instance(b);
    // cb2 has been held an hour and its deadline is 20 minutes away: due for its reminder.
    await new WatchRepo(a.db).watch(watchInput('cb1'), T);
    await new WatchRepo(a.db).watch(
      { ...watchInput('cb2'), chatId: '8', expirationDate: new Date(T.getTime() + 20 * 60_000).toISOString() },
      new Date(T.getTime() - 3600_000),
    );

    const [t1, t2] = await Promise.all([one.watcher.tick(), two.watcher.tick()]);
    // Each booking polled by one instance (the reminder's own poll aside), the outcome recorded once, the reminder once.
    expect(t1.polled + t2.polled).toBe(2);
    expect([...t1.outcomes, ...t2.outcomes]).toEqual([{ outcome: 'paid', chatbotId: 'cb1' }]);
    const notices = new NoticeRepo(a.db);
    expect((await notices.forBooking('cb1')).map((n) => n.kind)).toEqual(['paid']);
    expect((await notices.forBooking('cb2')).map((n) => n.kind)).toEqual(['reminder']);

    const [r1, r2] = await Promise.all([one.worker.tick(), two.worker.tick()]);
    expect([...r1.sent, ...r2.sent].sort()).toHaveLength(2);
    expect([...r1.retry, ...r2.retry, ...r1.dead, ...r2.dead]).toEqual([]);
    const shown = [...one.shown, ...two.shown];
    expect(shown.filter((t) => /Pago recibido|Payment received/i.test(t))).toHaveLength(1);
    expect(await notices.countPending()).toBe(0);
    // Nothing more, whoever ticks.
    clock.advance(60_000);
    expect((await Promise.all([one.worker.tick(), two.worker.tick()])).flatMap((r) => r.sent)).toEqual([]);
    const [u1, u2] = await Promise.all([one.watcher.tick(), two.watcher.tick()]);
    expect(u1.polled + u2.polled).toBe(1); // only cb2 is still watched
    expect(await notices.forBooking('cb2')).toHaveLength(1);
  });

  it('handle two inputs of one chat arriving at once in turn, neither lost, and one update once', async () => {
    const [a, b] = await twoInstances(engine);
    const clock = new ManualClock(T);
    // The service answers every effect at once (a failure the flow apologises for): only the bot database decides here.
    const runEffect = async (): Promise<FlowInput | null> => ({ kind: 'effectFailed', effect: 'searchAvailability', message: 'offline' });
    const one = new ConversationService({ store: a, runEffect, clock });
    const two = new ConversationService({ store: b, runEffect, clock });
    const chat = { channel: 'telegram', chatId: '77' };
    await one.handle(chat, { kind: 'command', command: 'start' }, { lang: 'es' });
    const start = (await one.state(chat))!;
    const record = (updateId: number) => ({
      commit: (tx: Tx) => new TelegramUpdateRepo(tx).record({ botId: 1, updateId, chatId: '77', messageId: updateId, kind: 'text' }, clock.now()),
    });
    const [x, y] = await Promise.all([
      one.handle(chat, { kind: 'text', text: 'Cartagena' }, { lang: 'es', ...record(10) }),
      two.handle(chat, { kind: 'text', text: 'del 15 al 18 de diciembre, 2 adultos' }, { lang: 'es', ...record(11) }),
    ]);
    expect(x.skipped).toBeUndefined();
    expect(y.skipped).toBeUndefined();
    // Both inputs count: the state has the city of one and the dates of the other, whichever saved first.
    const end = (await one.state(chat))!;
    expect(end).not.toEqual(start);
    expect(end.search?.city).toBe('Cartagena');
    expect(end.search?.checkin).toBe('2026-12-15');
    const updates = await first<{ n: number }>(a.db, sql`SELECT COUNT(*) AS n FROM telegram_updates`);
    expect(updates?.n).toBe(2);

    // The same update delivered to both instances: handled by one, skipped (nothing saved nor shown) by the other.
    const shown: string[] = [];
    const deliver = async (r: { replies: Reply[] }) => void shown.push(...r.replies.map((x) => x.text));
    const again = await Promise.all([
      one.handle(chat, { kind: 'command', command: 'help' }, { lang: 'es', deliver, ...record(12) }),
      two.handle(chat, { kind: 'command', command: 'help' }, { lang: 'es', deliver, ...record(12) }),
    ]);
    expect(again.filter((r) => r.skipped)).toHaveLength(1);
    expect((await first<{ n: number }>(a.db, sql`SELECT COUNT(*) AS n FROM telegram_updates WHERE update_id = 12`))?.n).toBe(1);
    expect(shown.length).toBe(again.find((r) => !r.skipped)!.replies.length);
  });

  it('hand-offs: posts in order per chat, each claimed by one instance; one take per episode; a new episode keeps the thread; staff notices once per key', async () => {
    const [a, b] = await twoInstances(engine);
    const ra = new HandoffRepo(a.db);
    const rb = new HandoffRepo(b.db);
    const chat = { channel: 'telegram', chatId: '7' };
    expect(await a.transaction((tx) => new HandoffRepo(tx).open(chat, { lang: 'es', reason: 'asked', city: 'Cartagena', body: { n: 0 } }, T))).toBe(1);
    await a.transaction((tx) => new HandoffRepo(tx).queue(chat, 'guest', { text: 'uno' }, T));
    await ra.queue({ channel: 'telegram', chatId: 'never' }, 'guest', { text: 'x' }, T);
    // Only the first pending post of the chat is due; two instances claim it, one wins.
    const [due] = await rb.duePosts(T);
    expect((await ra.duePosts(T)).map((p) => p.kind)).toEqual(['open']);
    expect([await ra.claimPost(due!.id, T), await rb.claimPost(due!.id, T)].filter(Boolean)).toHaveLength(1);
    expect(await ra.duePosts(T)).toEqual([]);
    await a.transaction((tx) => new HandoffRepo(tx).markPosted(due!.id, '1.1', T, { team: 'T1', channel: 'C1', ts: '1.1' }));
    expect((await rb.duePosts(T)).map((p) => p.body)).toEqual([{ text: 'uno' }]);
    expect(await rb.byThread('C1', '1.1')).toMatchObject({ ...chat, episode: 1, status: 'waiting', city: 'Cartagena', threadTs: '1.1' });
    // Two people take episode 1 at once: one wins.
    expect([await ra.take(chat, 1, 'U1', 'Laura', T), await rb.take(chat, 1, 'U2', 'Andrés', T)]).toEqual([true, false]);
    expect(await rb.take(chat, 2, 'U2', 'Andrés', T)).toBe(false);
    expect(await rb.end(chat, 1, T)).toBe(true);
    expect(await ra.end(chat, 1, T)).toBe(false);
    // The same guest again: episode 2, nobody has it, the thread is kept.
    expect(await b.transaction((tx) => new HandoffRepo(tx).open(chat, { lang: 'en', reason: 'request', body: { n: 1 } }, T))).toBe(2);
    expect(await ra.get(chat)).toMatchObject({ episode: 2, status: 'waiting', claimedBy: null, threadTs: '1.1', lang: 'en', city: null });
    // Timers fire once whoever runs them: escalation of a waiting episode, closing after a silence unchanged since read.
    expect([
      await a.transaction((tx) => new HandoffRepo(tx).escalate(chat, 2, T)),
      await b.transaction((tx) => new HandoffRepo(tx).escalate(chat, 2, T)),
    ]).toEqual([true, false]);
    const live = (await rb.live()).find((x) => x.chatId === '7')!;
    await ra.touch(chat, new Date(T.getTime() + 1000));
    expect(await rb.timeOut(chat, 2, live.lastActivityAt, T)).toBe(false);
    const fresh = (await ra.get(chat))!;
    expect([await ra.timeOut(chat, 2, fresh.lastActivityAt, T), await rb.timeOut(chat, 2, fresh.lastActivityAt, T)]).toEqual([true, false]);
    expect((await ra.posts(chat)).map((p) => p.kind)).toEqual(['open', 'guest', 'open', 'escalate', 'timeout']);
    // Contacting from an alert: once, and only while the chat is not with staff; alerts once per key.
    expect(await ra.alert(chat, 'alert:CB-1:expiredUnpaid', { kind: 'expiredUnpaid' }, T)).toBe(true);
    expect(await rb.alert(chat, 'alert:CB-1:expiredUnpaid', { kind: 'expiredUnpaid' }, T)).toBe(false);
    const contact = { lang: 'es', hotelId: 1, user: 'U1', name: 'Laura', team: 'T1', slackChannel: 'C1', threadTs: '2.1' };
    expect(await ra.contact(chat, contact, T)).toBe(3);
    expect(await rb.contact(chat, { ...contact, user: 'U2' }, T)).toBeUndefined();
    expect(await rb.byThread('C1', '2.1')).toMatchObject({ episode: 3, status: 'taken', claimedBy: 'U1', reason: 'staff' });
    // A staff event is recorded once per key (Slack retries).
    const notices = new NoticeRepo(a.db);
    const input = { kind: 'staff', event: 'message', name: 'Laura', text: 'hola' };
    expect(await notices.recordStaff(chat, 'es', input, 'msg:C1:1.2', T)).toBe(true);
    expect(await new NoticeRepo(b.db).recordStaff(chat, 'es', input, 'msg:C1:1.2', T)).toBe(false);
    expect((await notices.due(T)).filter((n) => n.kind === 'staff').map((n) => n.input)).toEqual([input]);
  });
});
