/**
 * Payment reminders and recovery after expiry, end to end with no mocks:
 * grammY against the telegram-test-api emulator, the real service on an
 * ephemeral port, and the injected (manual) clock deciding when the reminder
 * is due. One reminder per booking, with the Pay button, a set time before the
 * deadline; none after payment, none twice across restarts, none when the
 * hold is shorter than that; after expiry, "search again" reruns the stay.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/bot/index.js';
import { NoticeRepo } from '../../src/store/bot/notices.js';
import { payCheckout } from '../helpers/service.js';
import { telegramHarness } from '../helpers/telegramHarness.js';
import { button, TelegramGuest } from '../helpers/telegram.js';
import { bookUntilPaymentLink, DATES_QUESTION, DESTINATION_QUESTION, NIGHTS_QUESTION, nightsToPaymentLink, question } from '../helpers/flowDriver.js';

const POLL_MS = 60_000;
const MIN = 60_000;
const REMINDER = /⏰ Recordatorio: tu reserva/;

const h = telegramHarness('hotelbot-reminders-');
let seq = 0;

function fixture() {
  seq++;
  return { token: `${4000 + seq}:REMIND-TOKEN-${seq}`, chatId: 9500 + seq, dbPath: join(h.dir, `bot-${seq}.db`) };
}

/** A bot whose watcher (and so its reminders) the test ticks itself. */
async function launch(f: ReturnType<typeof fixture>, paymentReminderMinutes?: number): Promise<RunningBot> {
  const bot = await h.startTelegramBot(f.token, {
    botDatabasePath: f.dbPath,
    pollIntervalMs: POLL_MS,
    ...(paymentReminderMinutes !== undefined ? { paymentReminderMinutes } : {}),
  });
  return bot;
}

/** The payment deadline of `code` as the service says (endpoint 20), in ms. */
async function deadlineOf(code: string): Promise<number> {
  return Date.parse((await h.client.getChatbotBookingStatus(code)).expiration_date);
}

/** A new bot (see {@link launch}) whose guest booked up to the payment link; its fixture (to launch it again), the booking's code, the link and its payment deadline in ms. */
async function booked(paymentReminderMinutes?: number) {
  const f = fixture();
  const bot = await launch(f, paymentReminderMinutes);
  const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId });
  const { code, url } = await bookUntilPaymentLink(guest);
  return { f, bot, guest, code, url, deadline: await deadlineOf(code) };
}

describe('payment reminders', () => {
  it('one reminder 30 minutes before the deadline, with the Pay button; not before, never twice, not after a restart', async () => {
    const { f, bot, guest, code, url, deadline } = await booked();

    h.svc.clock.set(new Date(deadline - 31 * MIN));
    await bot.watcher.tick();
    expect(await new NoticeRepo(bot.store.db).forBooking(code)).toEqual([]);

    h.svc.clock.set(new Date(deadline - 30 * MIN));
    await bot.watcher.tick();
    const reminder = await guest.waitFor(REMINDER);
    expect(reminder.text).toContain(code);
    expect(reminder.text).toMatch(/vence el .+hora de Colombia/);
    expect(reminder.buttons.find((b) => b.url)).toEqual({ text: 'Pagar', url });

    h.svc.clock.advance(5 * MIN);
    await bot.watcher.tick();
    await bot.notices.tick();
    await bot.stop();
    h.bots.splice(h.bots.indexOf(bot), 1);
    const again = await launch(f);
    h.svc.clock.advance(5 * MIN);
    await again.watcher.tick();
    await again.notices.tick();
    expect(await guest.unread()).toEqual([]);
    expect(guest.count(REMINDER)).toBe(1);
    expect((await new NoticeRepo(again.store.db).forBooking(code)).map((n) => [n.kind, n.status])).toEqual([['reminder', 'sent']]);

    // Paying after the reminder is confirmed as usual.
    expect((await payCheckout(url, { number: '4242 4242 4242 4242' })).status).toBe(200);
    h.svc.clock.advance(POLL_MS);
    expect((await again.watcher.tick()).outcomes).toEqual([{ outcome: 'paid', chatbotId: code }]);
    await guest.waitFor(/Pago recibido/);
  });

  it('no reminder once the booking is paid', async () => {
    const { bot, guest, code, url, deadline } = await booked();
    expect((await payCheckout(url, { number: '4242 4242 4242 4242' })).status).toBe(200);
    await bot.watcher.tick();
    await guest.waitFor(/Pago recibido/);

    for (const before of [30, 10, 1]) {
      h.svc.clock.set(new Date(deadline - before * MIN));
      await bot.watcher.tick();
      await bot.notices.tick();
    }
    expect(await guest.unread()).toEqual([]);
    expect(guest.count(REMINDER)).toBe(0);
    expect((await new NoticeRepo(bot.store.db).forBooking(code)).map((n) => n.kind)).toEqual(['paid']);
  });

  it('no reminder when the hold is shorter than the reminder time; the expiry is still told', async () => {
    const { bot, guest, code, deadline } = await booked(25 * 60); // 25 hours before a 24-hour hold
    for (const before of [24 * 60 - 1, 60, 30, 1]) {
      h.svc.clock.set(new Date(deadline - before * MIN));
      await bot.watcher.tick();
    }
    expect(guest.count(REMINDER)).toBe(0);
    h.svc.clock.set(new Date(deadline + MIN));
    expect((await bot.watcher.tick()).outcomes).toEqual([{ outcome: 'expired', chatbotId: code }]);
    await guest.waitFor(/venció sin pago/);
    expect(guest.count(REMINDER)).toBe(0);
    expect((await new NoticeRepo(bot.store.db).forBooking(code)).map((n) => n.kind)).toEqual(['expired']);
  });
});

describe('after expiry', () => {
  it('"search again" reruns the same stay; when its dates are past, the flow asks for new dates and keeps the rest', async () => {
    const f = fixture();
    const bot = await launch(f);
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId });
    // A stay from tomorrow, so that after the expiry and a few days its dates are past.
    await guest.command('/start');
    const city = await question(guest, DESTINATION_QUESTION);
    await guest.press(button(city, /Cartagena/));
    await guest.waitFor(DATES_QUESTION);
    await guest.say('mañana');
    await guest.waitFor(NIGHTS_QUESTION);
    const { code } = await nightsToPaymentLink(guest);
    const deadline = await deadlineOf(code);

    h.svc.clock.set(new Date(deadline + 3 * 24 * 60 * MIN));
    expect((await bot.watcher.tick()).outcomes).toEqual([{ outcome: 'expired', chatbotId: code }]);
    const expired = await guest.waitFor(/venció sin pago/);
    await guest.press(button(expired, /Buscar de nuevo/));
    const ask = await guest.waitFor(/ya pasó/);
    expect(ask.text).toMatch(/Qué fechas\?/);
    // New dates only: the destination and the people are kept, the search runs at once.
    await guest.say('15/12/2026');
    await guest.waitFor(NIGHTS_QUESTION);
    await guest.say('2');
    const hotels = await guest.waitFor(/Encontré \d+ hotel/);
    expect(hotels.text).toMatch(/Cartagena · .*15.*dic.*\(2 noches\) · 2 adultos · 1 habitación/);
  });

  it('"search again" with dates still ahead shows the hotels at once', async () => {
    const f = fixture();
    const bot = await launch(f);
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId });
    const { code } = await bookUntilPaymentLink(guest);
    h.svc.clock.set(new Date((await deadlineOf(code)) + MIN));
    await bot.watcher.tick();
    const expired = await guest.waitFor(/venció sin pago/);
    await guest.press(button(expired, /Buscar de nuevo/));
    const hotels = await guest.waitFor(/Encontré \d+ hotel/);
    expect(hotels.text).toMatch(/Cartagena · .*15.*dic.*\(2 noches\) · 2 adultos · 1 habitación/);
    expect(guest.count(DATES_QUESTION)).toBe(1);
  });
});
