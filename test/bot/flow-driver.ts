/**
 * Drives a Spanish-speaking guest through the booking conversation over
 * Telegram (the emulator), answering each question by text or by pressing the
 * offered inline buttons, as a person would.
 */
import { expect } from 'vitest';
import { button, type BotMessage, type TelegramGuest } from '../helpers/telegram.js';

/** Check-in date typed by the guest (the test service's "today" is 2026-11-21). */
export const CHECKIN_TEXT = '15/12/2026';

/** Wait for a question matching `re` and, if its buttons come in a later message, for those too. */
export async function question(guest: TelegramGuest, re: RegExp): Promise<BotMessage> {
  const m = await guest.waitFor(re);
  if (m.buttons.some((b) => b.callback_data !== undefined)) return m;
  return guest.waitFor((x) => x.buttons.some((b) => b.callback_data !== undefined));
}

/** From `/start` to the nights question (city pressed as a button, date typed). */
export async function startToNights(guest: TelegramGuest): Promise<void> {
  await guest.command('/start');
  const city = await question(guest, /ciudad quieres hospedarte/);
  await guest.press(button(city, /Cartagena/));
  await guest.waitFor(/Qué día llegas/);
  await guest.say(CHECKIN_TEXT);
  await guest.waitFor(/Cuántas noches/);
}

/** A booking registered with its payment link (read from the bot's message). */
export interface Registered {
  /** Booking code as the bot showed it (the chatbot id). */
  code: string;
  /** Payment link URL (`/pay/{code}` of the service). */
  url: string;
  message: BotMessage;
}

/** From the nights question to the payment link: answers, hotel and rate chosen with buttons, details typed, confirmed. */
export async function nightsToPaymentLink(guest: TelegramGuest): Promise<Registered> {
  await guest.say('2');
  await guest.waitFor(/Cuántas habitaciones/);
  await guest.say('1');
  await guest.waitFor(/cuántos adultos/);
  await guest.say('2');
  await guest.waitFor(/cuántos niños/);
  await guest.say('0');
  const hotels = await question(guest, /Encontré \d+ hotel/);
  await guest.press(button(hotels, 0));
  const products = await question(guest, /Elige habitación y tarifa/);
  await guest.press(button(products, 0));
  for (const [q, a] of [
    [/Cuál es tu nombre/, 'Ana'],
    [/Y tu apellido/, 'Gómez'],
    [/correo electrónico/, 'ana@example.com'],
    [/número de teléfono/, '300 123 4567'],
    [/De qué país eres/, 'Colombia'],
    [/En qué ciudad vives/, 'Bogotá'],
  ] as const) {
    await guest.waitFor(q);
    await guest.say(a);
  }
  const summary = await question(guest, /Resumen de tu reserva/);
  expect(summary.text).toMatch(/Ana Gómez/);
  await guest.press(button(summary, /Confirmar/));
  const created = await guest.waitFor(/quedó registrada/, 15_000);
  const url = created.buttons.find((b) => b.url)?.url ?? /https?:\/\/\S+\/pay\/\S+/.exec(created.text)?.[0];
  expect(url, guest.dump()).toMatch(/\/pay\/[A-Za-z0-9_-]+$/);
  expect(created.buttons.find((b) => b.url)?.text).toBe('Pagar');
  const code = /reserva (\S+) quedó registrada/.exec(created.text)?.[1];
  expect(code).toBeTruthy();
  return { code: code!, url: url!, message: created };
}

/** The whole conversation from `/start` to the payment link. */
export async function bookUntilPaymentLink(guest: TelegramGuest): Promise<Registered> {
  await startToNights(guest);
  return nightsToPaymentLink(guest);
}
