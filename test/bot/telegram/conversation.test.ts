/**
 * The rebuilt guest conversation on Telegram, end to end with no mocks:
 * grammY against the telegram-test-api emulator, the real companion service
 * on an ephemeral port (manual clock at 2026-11-21 in Bogotá), the bot's own
 * SQLite file. What a guest does is counted (every message, command, button
 * press and shared contact is one action), so the tests hold the bot to
 * asking only for what is missing:
 *
 * - a whole request in the first message goes straight to the hotels, and
 *   then to the payment link in at most 8 actions in all;
 * - answering one question at a time takes at most 12;
 * - the phone question offers Telegram's share-contact button, a shared
 *   contact answers it, and the button is removed afterwards;
 * - deep links (`/start cartagena`, `/start hotel-1`) start with the destination chosen;
 * - `/language` switches every text; a message clearly in English switches a Spanish chat.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { telegramHarness } from '../../helpers/telegramHarness.js';
import type { RunningBot } from '../../../src/bot/index.js';
import { payCheckout } from '../../helpers/service.js';
import { button, TelegramGuest, type BotMessage } from '../../helpers/telegram.js';
import {
  bookUntilPaymentLink,
  confirmSummary,
  DATES_QUESTION,
  DESTINATION_QUESTION,
  EMAIL_QUESTION,
  HOTELS,
  NAME_QUESTION,
  paymentLink,
  PHONE_QUESTION,
  PRODUCTS,
  question,
  RESIDENCE_QUESTION,
  type Registered,
} from '../../helpers/flowDriver.js';

const POLL_MS = 60_000;
/** The whole request of the first test, with dates in the future of the test service's today (2026-11-21). */
const WHOLE_REQUEST = 'Hola, quiero reservar en Cartagena del 15 al 18 de diciembre para 2 adultos y un niño de 5 años';

const h = telegramHarness('hotelbot-conv-');
let seq = 0;

/** A bot on the emulator (fresh token and database) and a guest "Ana Gómez" in a chat of her own. */
async function launch(languageCode = 'es'): Promise<{ bot: RunningBot; guest: TelegramGuest }> {
  seq++;
  const token = `${3000 + seq}:CONV-TOKEN-${seq}`;
  const bot = await h.startTelegramBot(token, {
    botDatabasePath: join(h.dir, `bot-${seq}.db`),
    pollIntervalMs: POLL_MS,
  });
  const guest = new TelegramGuest(h.tg, token, { chatId: 9000 + seq, languageCode, firstName: 'Ana', lastName: 'Gómez' });
  return { bot, guest };
}

/**
 * A new bot's guest at the phone question: Cartagena 15 to 18 December for 2 adults, the first hotel and its first
 * rate, and a typed name instead of the profile's (two given names and two surnames); with that question.
 */
async function atPhoneQuestion(): Promise<{ guest: TelegramGuest; phone: BotMessage }> {
  const { guest } = await launch();
  await guest.say('cartagena del 15 al 18 de diciembre, 2 adultos');
  await guest.press(button(await question(guest, HOTELS), 0));
  await guest.press(button(await question(guest, PRODUCTS), 0));
  await guest.say('Ana María Gómez Restrepo');
  return { guest, phone: await guest.waitFor(PHONE_QUESTION) };
}

/** Pay `booking` with an approving card on the hosted checkout, let the watcher see it, and wait for the confirmation. */
async function payAndConfirm(bot: RunningBot, guest: TelegramGuest, booking: Registered, confirmation = /Pago recibido/): Promise<BotMessage> {
  expect((await payCheckout(booking.url, { number: '4242 4242 4242 4242' })).status).toBe(200);
  expect((await bot.watcher.tick()).outcomes).toEqual([{ outcome: 'paid', chatbotId: booking.code }]);
  const done = await guest.waitFor(confirmation);
  expect(done.text).toContain(booking.code);
  return done;
}

/** The booking as the service registered it. */
function registered(code: string) {
  return h.svc.db
    .prepare(
      `SELECT checkin, checkout, nights, rooms, adults, children, children_ages AS childrenAges,
              first_name AS firstName, last_name AS lastName, email, telephone, city, country
         FROM chatbot_bookings WHERE chatbot_id = ?`,
    )
    .get(code) as Record<string, unknown> | undefined;
}

describe('the rebuilt conversation on Telegram (grammY ⇄ telegram-test-api ⇄ real service)', () => {
  it('a whole request in the first message shows hotels at once, and reaches the payment link in at most 8 actions', async () => {
    const { bot, guest } = await launch();

    await guest.say(WHOLE_REQUEST);
    const hotels = await question(guest, HOTELS);
    // Nothing was asked before the hotels: the bot's first answer is the search and its results.
    expect(
      guest.transcript.slice(0, -1).every((m) => !/\?/.test(m.text)),
      guest.dump(),
    ).toBe(true);
    expect(hotels.text).toContain('Cartagena · mar 15 – vie 18 dic (3 noches) · 2 adultos, 1 niño de 5 años · 1 habitación');
    await guest.press(button(hotels, 0));
    const products = await question(guest, PRODUCTS);
    expect(products.text).toMatch(/· 2 adultos, 1 niño de 5 años\. Elige/);
    await guest.press(button(products, 0));

    // The Telegram profile name, one tap.
    const name = await question(guest, NAME_QUESTION);
    await guest.press(button(name, /^Ana Gómez$/));
    const phone = await guest.waitFor(PHONE_QUESTION);
    expect(phone.keyboard).toEqual([{ text: '📱 Compartir mi número', request_contact: true }]);
    await guest.shareContact('573001234567');
    const email = await guest.waitFor(EMAIL_QUESTION);
    expect(email.removeKeyboard).toBe(true);
    await guest.say('ana@example.com');
    await guest.waitFor(RESIDENCE_QUESTION);
    await guest.say('Bogotá');
    // The country came from the shared phone: not asked.
    const booking = await confirmSummary(guest);
    expect(guest.count(/De qué país eres/)).toBe(0);

    // message, hotel, rate, profile name, share contact, email, home city, Confirmar.
    expect(guest.actions, guest.dump()).toBeLessThanOrEqual(8);
    expect(guest.actions).toBe(8);

    expect(registered(booking.code)).toEqual({
      checkin: '2026-12-15',
      checkout: '2026-12-18',
      nights: 3,
      rooms: 1,
      adults: 2,
      children: 1,
      childrenAges: '5',
      firstName: 'Ana',
      lastName: 'Gómez',
      email: 'ana@example.com',
      telephone: '+573001234567',
      city: 'Bogotá',
      country: 'COL',
    });
    const paid = await payAndConfirm(bot, guest, booking);
    expect(paid.text).toContain(`Código de reserva: ${booking.code}`);
    if (process.env.SHOW_TRANSCRIPT) console.log(guest.dump());
  });

  it('answering one question at a time reaches the payment link in at most 12 actions', async () => {
    const { bot, guest } = await launch();
    // /start, city, check-in, nights, people, hotel, rate, name, phone, email, home city, Confirmar — all typed or pressed one by one.
    const booking = await bookUntilPaymentLink(guest);
    expect(guest.actions, guest.dump()).toBeLessThanOrEqual(12);
    // A typed phone answers too, and the share-contact keyboard goes away with the next question.
    const email = guest.transcript.find((m) => EMAIL_QUESTION.test(m.text));
    expect(email?.removeKeyboard, guest.dump()).toBe(true);
    expect(registered(booking.code)).toMatchObject({
      checkin: '2026-12-15',
      checkout: '2026-12-17',
      adults: 2,
      children: 0,
      telephone: '+573001234567',
      country: 'COL',
    });
    await payAndConfirm(bot, guest, booking);
  });

  it('the phone question offers the share-contact button; a shared contact answers it and the button is removed', async () => {
    const { guest, phone } = await atPhoneQuestion();
    expect(phone.buttons).toEqual([]);
    expect(phone.keyboard).toEqual([{ text: '📱 Compartir mi número', request_contact: true }]);
    expect(phone.removeKeyboard).toBe(false);
    await guest.shareContact('+57 300 765 4321');
    const email = await guest.waitFor(EMAIL_QUESTION);
    expect(email.removeKeyboard).toBe(true);
    expect(email.keyboard).toEqual([]);
    await guest.say('ana.gomez@example.com');
    await guest.waitFor(RESIDENCE_QUESTION);
    await guest.say('Medellín');
    const summary = await question(guest, /Resumen de tu reserva/);
    expect(summary.text).toMatch(/Huésped: Ana María Gómez Restrepo/);
    expect(summary.text).toMatch(/Teléfono: \+57 300 7654321/);
    expect(summary.text).toMatch(/País: Colombia/);
    // Only the phone question carried the keyboard, and it was removed once.
    expect(guest.transcript.filter((m) => m.keyboard.length > 0)).toHaveLength(1);
    expect(guest.transcript.filter((m) => m.removeKeyboard)).toHaveLength(1);
    await guest.press(button(summary, /Confirmar/));
    const { code } = await paymentLink(guest);
    expect(registered(code)).toMatchObject({
      firstName: 'Ana María',
      lastName: 'Gómez Restrepo',
      email: 'ana.gomez@example.com',
      telephone: '+573007654321',
      city: 'Medellín',
      country: 'COL',
    });
  });

  it("someone else's contact card at the phone question is not taken as the guest's phone: said so, and asked again", async () => {
    const { guest } = await atPhoneQuestion();
    const before = guest.count(PHONE_QUESTION);
    // A forwarded card: another Telegram user (user_id ≠ the sender).
    await guest.sendContent({ contact: { phone_number: '+573109998877', first_name: 'Pedro', user_id: 999_999_001 } });
    const refused = await guest.waitFor(/contacto de otra persona/);
    expect(refused.text).toMatch(/Compartir mi número/);
    // The phone question is asked again with the refusal, its share-contact button still there, and nothing moved on.
    expect(refused.text).toMatch(PHONE_QUESTION);
    expect(refused.keyboard).toEqual([{ text: '📱 Compartir mi número', request_contact: true }]);
    expect(guest.count(PHONE_QUESTION)).toBe(before + 1);
    expect(guest.count(EMAIL_QUESTION)).toBe(0);
    // The guest's own number, typed, answers it.
    await guest.say('3007654321');
    await guest.waitFor(EMAIL_QUESTION);
  });

  it('a deep link /start cartagena starts with the destination chosen: the next question is the dates', async () => {
    const { guest } = await launch();
    await guest.command('/start cartagena');
    const first = await guest.waitFor(DATES_QUESTION);
    expect(first.text).toMatch(/Soy el asistente de reservas/);
    expect(first.text).toMatch(/✔️ Cartagena\n/);
    expect(guest.count(DESTINATION_QUESTION)).toBe(0);
    await guest.say('del 15 al 18 de diciembre, 2 adultos');
    const hotels = await question(guest, HOTELS);
    expect(hotels.text).toContain('Cartagena · mar 15 – vie 18 dic (3 noches) · 2 adultos');
  });

  it("a deep link to one hotel (/start hotel-1) asks the dates, then shows that hotel's rooms directly", async () => {
    const { guest } = await launch();
    await guest.command('/start hotel-1');
    const first = await guest.waitFor(DATES_QUESTION);
    const hotel = /✔️ (.+) \(Cartagena\)/.exec(first.text)?.[1];
    expect(hotel, guest.dump()).toBeTruthy();
    expect(guest.count(DESTINATION_QUESTION)).toBe(0);
    await guest.say('del 15 al 18 de diciembre, 2 adultos');
    const products = await question(guest, PRODUCTS);
    expect(products.text.startsWith(`${hotel} · 2 adultos`) || products.text.includes(`\n\n${hotel} · 2 adultos`), guest.dump()).toBe(true);
    expect(guest.count(HOTELS)).toBe(0);
  });

  it('/language offers Español / English; choosing English switches every text, and it stays chosen', async () => {
    const { bot, guest } = await launch();
    await guest.command('/start');
    await question(guest, DESTINATION_QUESTION);
    await guest.command('/language');
    const choose = await question(guest, /Elige el idioma \/ Choose your language/);
    expect(choose.buttons.map((b) => b.text)).toEqual(['Español', 'English']);
    await guest.press(button(choose, /^English$/));
    const city = await question(guest, /Which city are you travelling to/);
    expect(city.text).toMatch(/^Done, let's continue in English\./);
    const mark = guest.transcript.length - 1;

    // A Spanish greeting does not switch back: the guest chose.
    await guest.say('hola');
    await guest.press(button(await question(guest, /^Hi there![\s\S]*Which city/), /Cartagena/));
    await guest.waitFor(/Which dates\?/);
    await guest.say('Dec 15 to 18');
    await guest.waitFor(/How many people are travelling\?/);
    await guest.say('2 adults');
    const hotels = await question(guest, /I found \d+ hotels?\. Total price for the stay/);
    expect(hotels.text).toContain('Cartagena · Tue Dec 15 – Fri Dec 18 (3 nights) · 2 adults · 1 room');
    expect(hotels.buttons.map((b) => b.text)).toContain('📅 Change dates');
    await guest.press(button(hotels, 0));
    await guest.press(button(await question(guest, /Choose a room and rate/), 0));
    await guest.press(button(await question(guest, /Whose name should it be under\?/), /^Ana Gómez$/));
    const phone = await guest.waitFor(/A mobile number to reach you\?/);
    expect(phone.keyboard).toEqual([{ text: '📱 Share my number', request_contact: true }]);
    await guest.shareContact('573001234567');
    await guest.waitFor(/What's your email address/);
    await guest.say('ana@example.com');
    await guest.waitFor(/Which city do you live in\?/);
    await guest.say('Bogotá');
    const summary = await question(guest, /Booking summary/);
    expect(summary.text).toMatch(/Check-in: Tuesday, December 15, 2026/);
    expect(summary.buttons.map((b) => b.text)).toEqual(['✅ Confirm', '✏️ Change something', '❌ Cancel']);
    await guest.press(button(summary, /Confirm$/));
    const created = await guest.waitFor(/is registered!/, 15_000);
    expect(created.buttons.find((b) => b.url)?.text).toBe('Pay');
    const code = /booking (\S+) is registered/.exec(created.text)![1]!;
    const url = created.buttons.find((b) => b.url)!.url!;
    await payAndConfirm(bot, guest, { code, url, message: created }, /Payment received!/);

    // Everything the bot wrote after the switch is English (the hotels' own room and rate names aside).
    const after = guest.transcript.slice(mark);
    expect(
      after.filter((m) => /¿|Elige|Cuánt|reserva |Listo|Hola/.test(m.text)).map((m) => m.text),
      guest.dump(),
    ).toEqual([]);
  });

  it('a message clearly in English in a Spanish chat switches the chat to English', async () => {
    const { guest } = await launch('es');
    await guest.command('/start');
    const greeting = await question(guest, DESTINATION_QUESTION);
    expect(greeting.text).toMatch(/Soy el asistente de reservas/);
    await guest.say("Hi, I'd like to book a hotel in Cartagena from December 15 to 18 for 2 adults");
    const hotels = await question(guest, /I found \d+ hotels?/);
    expect(hotels.text).toContain('Cartagena · Tue Dec 15 – Fri Dec 18 (3 nights) · 2 adults · 1 room');
    await guest.press(button(hotels, 0));
    const products = await question(guest, /Choose a room and rate/);
    expect(products.text).toMatch(/non-refundable|refundable/);
    await guest.press(button(products, 0));
    await guest.waitFor(/Whose name should it be under\?/);
    expect(guest.count(/¿/)).toBe(1); // only the Spanish greeting's question, before the switch
  });
});
