/**
 * Drives a Spanish-speaking guest through the booking conversation over
 * Telegram (the emulator), answering one question at a time, by text or by
 * pressing the offered inline buttons, as a person would:
 * destination (button) → check-in date (typed) → nights (typed) → people →
 * hotel and rate (buttons) → name, phone, email, city of residence (typed;
 * the country comes from the phone) → summary → Confirmar.
 */
import { expect } from 'vitest';
import { button, type BotMessage, type TelegramGuest } from './telegram.js';

/** Check-in date typed by the guest (the test service's "today" is 2026-11-21). */
export const CHECKIN_TEXT = '15/12/2026';

/** The first question of a new conversation (it comes with the greeting, with the cities as buttons). */
export const DESTINATION_QUESTION = /A qué ciudad viajas/;
/** The dates question. */
export const DATES_QUESTION = /Qué fechas\?/;
/** The nights question (asked when the dates gave only the arrival). */
export const NIGHTS_QUESTION = /Cuántas noches te quedas/;
/** The people question. */
export const PARTY_QUESTION = /Cuántas personas viajan/;
/** The hotel list after a search. */
export const HOTELS = /Encontré \d+ hotel/;
/** The rate list of a hotel. */
export const PRODUCTS = /Elige habitación y tarifa/;
/** The name question (the Telegram profile name is offered as a button). */
export const NAME_QUESTION = /A nombre de quién la hago/;
/** The phone question (with Telegram's share-contact button). */
export const PHONE_QUESTION = /número de celular/;
/** The email question. */
export const EMAIL_QUESTION = /correo electrónico/;
/** The city-of-residence question. */
export const RESIDENCE_QUESTION = /En qué ciudad vives/;
/** The summary, with Confirmar / Cambiar un dato / Cancelar. */
export const SUMMARY = /Resumen de tu reserva/;

/** Wait for a question matching `re` and, if its buttons come in a later message, for those too. */
export async function question(guest: TelegramGuest, re: RegExp): Promise<BotMessage> {
  const m = await guest.waitFor(re);
  if (m.buttons.some((b) => b.callback_data !== undefined)) return m;
  return guest.waitFor((x) => x.buttons.some((b) => b.callback_data !== undefined));
}

/** From `/start` to the nights question (city pressed as a button, check-in date typed). */
export async function startToNights(guest: TelegramGuest): Promise<void> {
  await guest.command('/start');
  const city = await question(guest, DESTINATION_QUESTION);
  await guest.press(button(city, /Cartagena/));
  await guest.waitFor(DATES_QUESTION);
  await guest.say(CHECKIN_TEXT);
  await guest.waitFor(NIGHTS_QUESTION);
}

/** A booking registered with its payment link (read from the bot's message). */
export interface Registered {
  /** Booking code as the bot showed it (the chatbot id). */
  code: string;
  /** Payment link URL (`/pay/{code}` of the service). */
  url: string;
  message: BotMessage;
}

/** Wait for the summary, check the guest's name on it, press Confirmar and read the payment link. */
export async function confirmSummary(guest: TelegramGuest, name = /Huésped: Ana Gómez/): Promise<Registered> {
  const summary = await question(guest, SUMMARY);
  expect(summary.text).toMatch(name);
  await guest.press(button(summary, /Confirmar/));
  return paymentLink(guest);
}

/** Wait for the "booking registered" message and read its code and payment link (also checks the Pagar button). */
export async function paymentLink(guest: TelegramGuest): Promise<Registered> {
  const created = await guest.waitFor(/quedó registrada/, 15_000);
  const url = created.buttons.find((b) => b.url)?.url ?? /https?:\/\/\S+\/pay\/\S+/.exec(created.text)?.[0];
  expect(url, guest.dump()).toMatch(/\/pay\/[A-Za-z0-9_-]+$/);
  expect(created.buttons.find((b) => b.url)?.text).toBe('Pagar');
  const code = /reserva (\S+) quedó registrada/.exec(created.text)?.[1];
  expect(code).toBeTruthy();
  return { code: code!, url: url!, message: created };
}

/** From the nights question to the payment link: answers typed, hotel and rate chosen with buttons, details typed, confirmed. */
export async function nightsToPaymentLink(guest: TelegramGuest): Promise<Registered> {
  await guest.say('2');
  await guest.waitFor(PARTY_QUESTION);
  await guest.say('2 adultos');
  const hotels = await question(guest, HOTELS);
  expect(hotels.text).toMatch(/\(2 noches\) · 2 adultos · 1 habitación/);
  await guest.press(button(hotels, 0));
  const products = await question(guest, PRODUCTS);
  await guest.press(button(products, 0));
  for (const [q, a] of [
    [NAME_QUESTION, 'Ana Gómez'],
    [PHONE_QUESTION, '300 123 4567'],
    [EMAIL_QUESTION, 'ana@example.com'],
    [RESIDENCE_QUESTION, 'Bogotá'],
  ] as const) {
    await guest.waitFor(q);
    await guest.say(a);
  }
  return confirmSummary(guest);
}

/** The whole conversation from `/start` to the payment link, one question at a time. */
export async function bookUntilPaymentLink(guest: TelegramGuest): Promise<Registered> {
  await startToNights(guest);
  return nightsToPaymentLink(guest);
}
