/**
 * The Telegram bot end to end, with no mocks: grammY against the
 * telegram-test-api emulator, the real companion service on an ephemeral
 * port (SQLite temp file, manual clock), the bot's own SQLite file, the guest
 * paying on the hosted checkout form over HTTP, and the payment watcher
 * polling endpoint 20.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { telegramHarness } from '../../helpers/telegramHarness.js';
import type { RunningBot } from '../../../src/bot/index.js';
import { payCheckout } from '../../helpers/service.js';
import { button, TelegramGuest } from '../../helpers/telegram.js';
import {
  bookUntilPaymentLink,
  CHECKIN_TEXT,
  DATES_QUESTION,
  DESTINATION_QUESTION,
  HOTELS,
  NAME_QUESTION,
  nightsToPaymentLink,
  PARTY_QUESTION,
  PRODUCTS,
  question,
  startToNights,
  NIGHTS_QUESTION,
} from '../../helpers/flowDriver.js';

const POLL_MS = 60_000;

const h = telegramHarness('hotelbot-bot-');
let seq = 0;

/** A fresh token, chat and bot database for one test. */
function fixture() {
  seq++;
  return { token: `${1000 + seq}:TEST-TOKEN-${seq}`, chatId: 5000 + seq, dbPath: join(h.dir, `bot-${seq}.db`) };
}

/** Start a bot on Telegram (the emulator) whose watcher the test ticks itself. */
async function launch(token: string, dbPath: string): Promise<RunningBot> {
  const bot = await h.startTelegramBot(token, {
    botDatabasePath: dbPath,
    pollIntervalMs: POLL_MS,
  });
  return bot;
}

describe('Telegram guest booking (grammY ⇄ telegram-test-api ⇄ real service)', () => {
  it('(a) books from /start to a paid confirmation with the booking code', async () => {
    const f = fixture();
    const bot = await launch(f.token, f.dbPath);
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId, languageCode: 'es' });

    await guest.command('/start');
    // The greeting and the first question come as one message, with the cities as buttons.
    const city = await question(guest, DESTINATION_QUESTION);
    expect(city.text).toMatch(/Hola.*Soy el asistente de reservas/);
    await guest.press(button(city, /Cartagena/));
    await guest.waitFor(DATES_QUESTION);
    await guest.say(CHECKIN_TEXT);
    await guest.waitFor(NIGHTS_QUESTION);
    const { code, url } = await nightsToPaymentLink(guest);

    const status = await h.client.getChatbotBookingStatus(code);
    expect(status.payment_status).toBe('Pendiente');

    const paid = await payCheckout(url, { number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);

    const report = await bot.watcher.tick();
    expect(report.outcomes).toEqual([{ outcome: 'paid', chatbotId: code }]);
    const confirmation = await guest.waitFor(/Pago recibido/);
    expect(confirmation.text).toContain(`Código de reserva: ${code}`);

    // Watching stopped: further ticks poll nothing and say nothing, and a
    // late webhook-style push of the same outcome is ignored.
    h.svc.clock.advance(POLL_MS);
    expect((await bot.watcher.tick()).polled).toBe(0);
    expect(await bot.watcher.applyOutcome({ outcome: 'paid', chatbotId: code })).toBe(false);
    expect(await guest.unread()).toEqual([]);
    expect(guest.count(/Pago recibido/)).toBe(1);
    if (process.env.SHOW_TRANSCRIPT) console.log(guest.dump());
  });

  it('(b) a declined card is notified once, then the paid booking is confirmed once', async () => {
    const f = fixture();
    const bot = await launch(f.token, f.dbPath);
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId, languageCode: 'es-CO' });
    const { code, url } = await bookUntilPaymentLink(guest);

    const declined = await payCheckout(url, { number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect((await h.client.getChatbotBookingStatus(code)).payment_status).toBe('Rechazado');

    expect((await bot.watcher.tick()).outcomes).toEqual([{ outcome: 'rejected', chatbotId: code }]);
    const rejected = await guest.waitFor(/fue rechazado/);
    expect(rejected.text).toContain(code);

    // Still rejected at the next poll: no second notice.
    h.svc.clock.advance(POLL_MS);
    const again = await bot.watcher.tick();
    expect(again.polled).toBe(1);
    expect(again.outcomes).toEqual([]);

    const paid = await payCheckout(url, { number: '4242424242424242' });
    expect(paid.status).toBe(200);
    h.svc.clock.advance(POLL_MS);
    expect((await bot.watcher.tick()).outcomes).toEqual([{ outcome: 'paid', chatbotId: code }]);
    const confirmation = await guest.waitFor(/Pago recibido/);
    expect(confirmation.text).toContain(code);

    h.svc.clock.advance(POLL_MS);
    await bot.watcher.tick();
    expect(await guest.unread()).toEqual([]);
    expect(guest.count(/fue rechazado/)).toBe(1);
    expect(guest.count(/Pago recibido/)).toBe(1);
  });

  it('(c) an unpaid booking expires: the guest is told and offered a new search', async () => {
    const f = fixture();
    const bot = await launch(f.token, f.dbPath);
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId });
    const { code } = await bookUntilPaymentLink(guest);

    h.svc.clock.advance(25 * 3600_000);
    const status = await h.client.getChatbotBookingStatus(code);
    expect(status.reservation_status).toBe('Reserva expirada');
    expect(status.payment_status).toBe('Vencido');

    expect((await bot.watcher.tick()).outcomes).toEqual([{ outcome: 'expired', chatbotId: code }]);
    const expired = await guest.waitFor(/venció sin pago/);
    expect(expired.text).toContain(code);
    expect(expired.text).toMatch(/nueva búsqueda/i);

    h.svc.clock.advance(POLL_MS);
    expect((await bot.watcher.tick()).polled).toBe(0);
    expect(guest.count(/venció sin pago/)).toBe(1);

    // The offer to search again keeps the stay: one button, and the hotels are there.
    await guest.press(button(expired, /Buscar de nuevo/));
    const hotels = await guest.waitFor(/Encontré \d+ hotel/);
    expect(hotels.text).toContain('Cartagena');
    await guest.press(button(hotels, /Nueva búsqueda|Cambiar ciudad/));
    await guest.waitFor(DESTINATION_QUESTION);
    if (process.env.SHOW_TRANSCRIPT) console.log(guest.dump());
  });

  it('(d) a restart in mid-conversation resumes at the same question and completes', async () => {
    const f = fixture();
    const first = await launch(f.token, f.dbPath);
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId });
    await startToNights(guest);

    await first.stop();
    h.bots.splice(h.bots.indexOf(first), 1);

    const second = await launch(f.token, f.dbPath);
    const { code, url } = await nightsToPaymentLink(guest);
    expect((await payCheckout(url, { number: '4242424242424242' })).status).toBe(200);
    expect((await second.watcher.tick()).outcomes).toEqual([{ outcome: 'paid', chatbotId: code }]);
    await guest.waitFor(/Pago recibido/);
    // The question asked before the restart was not asked again from scratch.
    expect(guest.count(DESTINATION_QUESTION)).toBe(1);
    expect(guest.count(NIGHTS_QUESTION)).toBe(1);

    // Another restart after the notice: the recorded outcome is never notified again.
    await second.stop();
    h.bots.splice(h.bots.indexOf(second), 1);
    const third = await launch(f.token, f.dbPath);
    h.svc.clock.advance(POLL_MS);
    expect(await third.watcher.tick()).toEqual({ polled: 0, outcomes: [] });
    expect(await guest.unread()).toEqual([]);
    expect(guest.count(/Pago recibido/)).toBe(1);
  });

  it('handles messages sent back to back in order', async () => {
    const f = fixture();
    await launch(f.token, f.dbPath);
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId });
    await startToNights(guest);
    // Four answers posted one right after the other, without waiting for the bot's replies:
    // nights, people, then the first hotel and the first rate by their numbers.
    for (const answer of ['2', '2 adultos', '1', '1']) await guest.say(answer);
    await guest.waitFor(NAME_QUESTION);
    const asked = guest.transcript.map((m) => m.text);
    const order = [PARTY_QUESTION, HOTELS, PRODUCTS, NAME_QUESTION].map((re) => asked.findIndex((t) => re.test(t)));
    expect(
      order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!)),
      guest.dump(),
    ).toBe(true);
    const hotels = guest.transcript[order[1]!]!;
    expect(hotels.text).toMatch(/\(2 noches\) · 2 adultos/);
    // "1" chose the cheapest hotel listed, and the rates shown are that hotel's.
    const first = /^(.+?) · desde/.exec(hotels.buttons[0]!.text)?.[1];
    expect(guest.transcript[order[2]!]!.text.startsWith(`${first} · 2 adultos`), guest.dump()).toBe(true);
  });

  it('speaks English to a guest whose Telegram language is English', async () => {
    const f = fixture();
    await launch(f.token, f.dbPath);
    const guest = new TelegramGuest(h.tg, f.token, { chatId: f.chatId, languageCode: 'en' });
    await guest.command('/start');
    const city = await question(guest, /Which city/);
    expect(city.text).toMatch(/booking assistant/);
    expect(city.buttons.length).toBeGreaterThan(0);
    await guest.command('/help');
    await guest.waitFor(/Commands:/);
  });
});
