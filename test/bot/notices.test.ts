/**
 * The bot's notice outbox end to end, with no mocks: grammY against the
 * telegram-test-api emulator (behind a Bot API proxy that fails or holds
 * chosen calls), the real service on an ephemeral port (manual clock), the
 * bot's SQLite file, signed webhooks, and a bot child process killed with
 * SIGKILL between recording a notice and sending it. Payment notices arrive
 * at least once and never twice; the booking card is edited in place.
 */
import type { ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { SqliteDatabase } from '../../src/store/sqliteNative.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/bot/index.js';
import { NOTICE_BACKOFF_MS } from '../../src/bot/outbox.js';
import { BookingCardRepo, NoticeRepo } from '../../src/store/bot/notices.js';
import { first, sql } from '../../src/store/sql.js';
import { DEMO_WEBHOOK_SECRET } from '../../src/store/service/apiKeys.js';
import { payCheckout } from '../helpers/service.js';
import { startBotApiProxy, storedMessage, storedMessages, type BotApiProxy } from '../helpers/telegramNotices.js';
import { telegramHarness } from '../helpers/telegramHarness.js';
import { button, TelegramGuest } from '../helpers/telegram.js';
import { bookUntilPaymentLink, HOTELS } from '../helpers/flowDriver.js';
import { deliverSigned, transactionRecordOf } from '../helpers/paymentWebhooks.js';
import { spawnUntil } from '../helpers/instances.js';

const POLL_MS = 60_000;
const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = join(ROOT, 'test/fixtures/noticeBot.ts');

const h = telegramHarness('hotelbot-notices-');
let seq = 0;
const proxies: BotApiProxy[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  // Bots first, while their Bot API proxy still answers.
  while (h.bots.length > 0) await h.bots.pop()!.stop();
  for (const p of children.splice(0)) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  for (const p of proxies.splice(0)) await p.close();
});

/** A fresh token, chat and bot database. */
function fixture() {
  seq++;
  return { token: `${3000 + seq}:NOTICE-TOKEN-${seq}`, chatId: 9000 + seq, dbPath: join(h.dir, `bot-${seq}.db`) };
}

/** A bot on Telegram whose watcher and notice worker the test ticks itself; `apiRoot` default: the emulator. */
async function launch(f: ReturnType<typeof fixture>, opts: { apiRoot?: string; webhooks?: boolean } = {}): Promise<RunningBot> {
  const bot = await h.startTelegramBot(f.token, {
    botDatabasePath: f.dbPath,
    ...(opts.apiRoot ? { apiRoot: opts.apiRoot } : {}),
    pollIntervalMs: POLL_MS,
    ...(opts.webhooks ? { webhooks: { host: '127.0.0.1', port: 0, secret: DEMO_WEBHOOK_SECRET } } : {}),
  });
  return bot;
}

async function proxy(): Promise<BotApiProxy> {
  const p = await startBotApiProxy(h.tg);
  proxies.push(p);
  return p;
}

/** The transaction webhook of `code` (endpoint 13's record), signed and posted to the bot's receiver. */
async function deliverPaidWebhook(receiverUrl: string, code: string): Promise<{ status: number; body: any }> {
  const { status, body } = await deliverSigned(receiverUrl, await transactionRecordOf(h.svc, code), { at: h.svc.clock.now() });
  return { status, body };
}

describe('payment notices: at least once, never twice', () => {
  it('a notice whose first send fails (Telegram 500) is retried after 1 s on the clock and arrives exactly once; the card shows paid', async () => {
    const f = fixture();
    const p = await proxy();
    const bot = await launch(f, { apiRoot: p.apiRoot });
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId });
    const { code, url, message } = await bookUntilPaymentLink(guest);
    const card = await new BookingCardRepo(bot.store.db).get(code);
    expect(card).toMatchObject({ channel: 'telegram', chatId: String(f.chatId) });
    expect(storedMessages(h.tg, f.token, f.chatId).find((m) => m.messageId === card!.messageId)?.text).toBe(message.text);

    p.fail('sendMessage', 1, 500);
    expect((await payCheckout(url, { number: '4242 4242 4242 4242' })).status).toBe(200);
    expect((await bot.watcher.tick()).outcomes).toEqual([{ outcome: 'paid', chatbotId: code }]);
    const notices = new NoticeRepo(bot.store.db);
    const [n] = await notices.forBooking(code);
    expect(n).toMatchObject({ kind: 'paid', status: 'pending', attempts: 1, delivered: 0 });
    expect(n!.lastError).toMatch(/500|Internal/);
    expect(Date.parse(n!.nextAttemptAt) - h.svc.clock.now().getTime()).toBe(NOTICE_BACKOFF_MS[0]);
    expect(guest.count(/Pago recibido/)).toBe(0);

    // Not due yet: nothing is sent.
    expect(await bot.notices.tick()).toEqual({ sent: [], retry: [], dead: [] });
    h.svc.clock.advance(NOTICE_BACKOFF_MS[0]!);
    expect(await bot.notices.tick()).toEqual({ sent: [n!.id], retry: [], dead: [] });
    const notice = await guest.waitFor(/Pago recibido/);
    expect(notice.text).toContain(`Código de reserva: ${code}`);
    expect(await notices.forBooking(code)).toMatchObject([{ status: 'sent', attempts: 1, delivered: 1 }]);

    // The card was edited in place: paid, with the booking code, no Pay button.
    const edited = storedMessages(h.tg, f.token, f.chatId).find((m) => m.messageId === card!.messageId)!;
    expect(edited.text).toMatch(/Reserva pagada y confirmada/);
    expect(edited.text).toContain(`Código de reserva: ${code}`);
    expect(edited.buttons).toEqual([]);

    // Later ticks, polls and restarts send nothing more.
    h.svc.clock.advance(10 * 60_000);
    expect(await bot.notices.tick()).toEqual({ sent: [], retry: [], dead: [] });
    expect((await bot.watcher.tick()).polled).toBe(0);
    expect(await guest.unread()).toEqual([]);
    expect(guest.count(/Pago recibido/)).toBe(1);
    expect(storedMessages(h.tg, f.token, f.chatId).filter((m) => /Pago recibido/.test(m.text))).toHaveLength(1);
  });

  it("the reply to a guest's message that Telegram refuses for now (a flood limit past what the bot waits out) is kept in the outbox and sent once after it; the message is not handled again", async () => {
    const f = fixture();
    const p = await proxy();
    const bot = await launch(f, { apiRoot: p.apiRoot });
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId });
    await guest.command('/start');
    await guest.waitFor(/A qué ciudad viajas/);

    // 429 with retry_after 120 s: more than grammY's auto-retry waits (60 s), so the send fails and the outbox keeps the wait.
    p.fail('sendMessage', 1, 429, 120);
    await guest.say('Cartagena');
    // The state moved on (the update counts as handled) and the answer waits in the outbox: nothing shown, no apology.
    const pending = async () =>
      first<Record<string, unknown>>(
        bot.store.db,
        sql`SELECT status, attempts, delivered, replies FROM bot_notices WHERE kind = 'reply' ORDER BY id DESC LIMIT 1`,
      );
    await waitUntil(async () => (await pending())?.attempts === 1).catch(async (e) => {
      throw new Error(`${e} ${JSON.stringify(await pending())} ${guest.dump()}`);
    });
    expect(await pending()).toMatchObject({ status: 'pending', attempts: 1, delivered: 0 });
    expect(guest.count(/✔️ Cartagena/)).toBe(0);
    expect(guest.count(/salió mal/)).toBe(0);

    expect(await bot.notices.tick()).toEqual({ sent: [], retry: [], dead: [] });
    h.svc.clock.advance(119_000);
    expect(await bot.notices.tick()).toEqual({ sent: [], retry: [], dead: [] });
    h.svc.clock.advance(1_000);
    const sent = await bot.notices.tick();
    expect(sent.sent).toHaveLength(1);
    const answer = await guest.waitFor(/✔️ Cartagena/);
    expect(answer.text).toMatch(/Qué fechas/);
    expect(await pending()).toMatchObject({ status: 'sent', attempts: 1 });

    // The next message is answered at once, and nothing of the first comes again.
    await guest.say('15 de diciembre');
    await guest.waitFor(/Cuántas noches/);
    h.svc.clock.advance(10 * 60_000);
    expect(await bot.notices.tick()).toEqual({ sent: [], retry: [], dead: [] });
    expect(guest.count(/Qué fechas/)).toBe(1);
  });

  it("a flood limit (429 retry_after 40) is waited out on the clock, longer than the backoff's first step", async () => {
    const f = fixture();
    const p = await proxy();
    const bot = await launch(f, { apiRoot: p.apiRoot });
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId });
    const { code, url } = await bookUntilPaymentLink(guest);
    p.fail('sendMessage', 1, 429, 40);
    expect((await payCheckout(url, { number: '4242 4242 4242 4242' })).status).toBe(200);
    await bot.watcher.tick();
    h.svc.clock.advance(30_000);
    expect((await bot.notices.tick()).sent).toEqual([]);
    h.svc.clock.advance(10_000);
    expect((await bot.notices.tick()).sent).toHaveLength(1);
    await guest.waitFor(/Pago recibido/);
    expect(await new NoticeRepo(bot.store.db).forBooking(code)).toMatchObject([{ status: 'sent', attempts: 1 }]);
    expect(guest.count(/Pago recibido/)).toBe(1);
  });

  it('polling and a webhook learning the same payment at the same time record one notice and send it once', async () => {
    const f = fixture();
    const bot = await launch(f, { webhooks: true });
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId });
    const { code, url } = await bookUntilPaymentLink(guest);
    expect((await payCheckout(url, { number: '4242 4242 4242 4242' })).status).toBe(200);

    const [hook, tick] = await Promise.all([deliverPaidWebhook(bot.webhooks!.webhookUrl, code), bot.watcher.tick()]);
    expect(hook.status).toBe(200);
    // Exactly one of the two recorded it.
    expect(Number(hook.body.notified) + tick.outcomes.length).toBe(1);
    const again = await deliverPaidWebhook(bot.webhooks!.webhookUrl, code);
    expect(again.body).toMatchObject({ ok: true, outcome: 'paid', notified: false });

    await guest.waitFor(/Pago recibido/);
    h.svc.clock.advance(POLL_MS);
    await bot.watcher.tick();
    await bot.notices.tick();
    expect(await guest.unread()).toEqual([]);
    expect(guest.count(/Pago recibido/)).toBe(1);
    expect((await new NoticeRepo(bot.store.db).forBooking(code)).map((n) => [n.kind, n.status])).toEqual([['paid', 'sent']]);
  });

  it('a bot killed (SIGKILL) after recording the notice but before Telegram accepted it sends it once after the restart', async () => {
    const f = fixture();
    const first = await launch(f);
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId });
    const { code, url } = await bookUntilPaymentLink(guest);
    const cardId = (await new BookingCardRepo(first.store.db).get(code))!.messageId;
    await first.stop();
    h.bots.splice(h.bots.indexOf(first), 1);

    // The same bot as a child process, whose Bot API calls to send or edit never get an answer.
    const p = await proxy();
    p.hold('sendMessage', 'editMessageText');
    const {
      proc: child,
      exited,
      stderr,
    } = await spawnUntil(['--import', 'tsx', FIXTURE, f.dbPath, h.svc.url, p.apiRoot, f.token, h.svc.clock.now().toISOString()], {
      ready: /READY/,
      name: 'bot',
    });
    children.push(child);

    expect((await payCheckout(url, { number: '4242 4242 4242 4242' })).status).toBe(200);
    // Wait until the child recorded the notice and is trying to send it, then kill it.
    const read = () => {
      const db = new SqliteDatabase(f.dbPath, { readonly: true });
      try {
        return db.prepare('SELECT kind, status, replies FROM bot_notices WHERE chatbot_id = ?').all(code) as {
          kind: string;
          status: string;
          replies: string | null;
        }[];
      } finally {
        db.close();
      }
    };
    const deadline = Date.now() + 15_000;
    while (!(read().length === 1 && p.calls('editMessageText') + p.calls('sendMessage') >= 1)) {
      if (Date.now() > deadline) throw new Error(`the child never recorded the notice: ${stderr()}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(read()).toMatchObject([{ kind: 'paid', status: 'pending' }]);
    expect(await guest.unread()).toEqual([]);

    // Restart a minute later (the child's clock ran on in real time): the pending notice goes out at start-up, once.
    h.svc.clock.advance(60_000);
    const second = await launch(f);
    const notice = await guest.waitFor(/Pago recibido/);
    expect(notice.text).toContain(code);
    expect(await new NoticeRepo(second.store.db).forBooking(code)).toMatchObject([{ kind: 'paid', status: 'sent' }]);
    expect(storedMessages(h.tg, f.token, f.chatId).find((m) => m.messageId === cardId)?.text).toMatch(/Reserva pagada y confirmada/);
    h.svc.clock.advance(POLL_MS);
    expect((await second.watcher.tick()).polled).toBe(0);
    expect((await second.notices.tick()).sent).toEqual([]);
    expect(await guest.unread()).toEqual([]);
    expect(guest.count(/Pago recibido/)).toBe(1);
  });

  it('an expired booking: its card loses the Pay button and offers to search again, which reruns the same stay', async () => {
    const f = fixture();
    const bot = await launch(f);
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId });
    const { code } = await bookUntilPaymentLink(guest);
    const cardId = (await new BookingCardRepo(bot.store.db).get(code))!.messageId;
    expect(
      storedMessages(h.tg, f.token, f.chatId)
        .find((m) => m.messageId === cardId)!
        .buttons.some((b) => b.url),
    ).toBe(true);

    h.svc.clock.advance(25 * 3600_000);
    expect((await bot.watcher.tick()).outcomes).toEqual([{ outcome: 'expired', chatbotId: code }]);
    await guest.waitFor(/venció sin pago/);
    const card = storedMessages(h.tg, f.token, f.chatId).find((m) => m.messageId === cardId)!;
    expect(card.text).toMatch(new RegExp(`La reserva ${code} venció sin pago \\(el .+\\) y se liberaron las habitaciones`));
    expect(card.buttons.map((b) => b.text)).toEqual(['🔁 Buscar de nuevo']);
    expect(card.buttons.some((b) => b.url)).toBe(false);
    expect(storedMessage(h.tg, f.token, f.chatId, /venció sin pago y se liberaron/).messageId).not.toBe(cardId);

    // The card's button: the same stay is searched again.
    await guest.press(button(card as never, /Buscar de nuevo/));
    const hotels = await guest.waitFor(HOTELS);
    expect(hotels.text).toMatch(/Cartagena · .*15.*dic.*\(2 noches\) · 2 adultos · 1 habitación/);
  });
});

/** Resolves once `check` holds (polled every 20 ms, real time), or throws after 5 s. */
async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}
