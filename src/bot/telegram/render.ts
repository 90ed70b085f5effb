/**
 * The flow's replies as Telegram messages: text and inline keyboards within
 * Telegram's limits (64-byte callback data, 4096-character texts), the
 * command menus.
 */
import { InlineKeyboard, Keyboard } from 'grammy';
import { TEXTS } from '../../flows/index.js';
import type { FlowCommand, Lang, Reply } from '../../flows/types.js';
import { CALLBACK_TOKEN_PREFIX, callbackToken, type CallbackTokenRepo } from '../../store/bot/repos.js';

/** Telegram's limit on callback data, in bytes. */
export const MAX_CALLBACK_DATA_BYTES = 64;

/** Telegram's limit on a message's text, in characters. */
export const MAX_MESSAGE_CHARS = 4096;

/** Labels up to this many characters are laid out two per keyboard row. */
export const SHORT_LABEL = 18;

/** The command menu per language (`setMyCommands`): the default list is the Spanish one. */
export const COMMAND_MENU: Record<Lang, ReadonlyArray<{ command: FlowCommand; description: string }>> = {
  es: [
    { command: 'start', description: 'Empezar una reserva' },
    { command: 'status', description: 'Estado de mi reserva y su pago' },
    { command: 'cancel', description: 'Cancelar lo que estamos haciendo' },
    { command: 'language', description: 'Cambiar el idioma / Change language' },
    { command: 'help', description: 'Cómo funciona' },
  ],
  en: [
    { command: 'start', description: 'Start a booking' },
    { command: 'status', description: 'Status of my booking and its payment' },
    { command: 'cancel', description: 'Cancel what we are doing' },
    { command: 'language', description: 'Change language / Cambiar el idioma' },
    { command: 'help', description: 'How it works' },
  ],
};

/** The menu entry that asks for a person, per language: only where the hotel's staff can be reached (the hand-off is on). */
export const HUMAN_MENU: Record<Lang, { command: string; description: string }> = {
  es: { command: 'humano', description: 'Hablar con una persona del hotel' },
  en: { command: 'human', description: 'Talk to a person at the hotel' },
};

/** The Telegram rendering of one {@link Reply}: message text and optional keyboard (inline buttons, or a share-contact button). */
export interface TelegramMessage {
  text: string;
  keyboard: InlineKeyboard | Keyboard | undefined;
}

/**
 * Render a reply for Telegram. A `url` becomes a "Pagar"/"Pay" URL button and
 * is also written in the text (so it can be copied, and still reaches the
 * guest if Telegram refuses the button, e.g. for a localhost URL). Choices
 * become callback buttons, two per row when every label is short, else one
 * per row; a value that does not fit 64 bytes (or starts with `~`) is sent as
 * a token from `tokenFor`.
 */
export function renderTelegramReply(reply: Reply, lang: Lang, tokenFor: (value: string) => string): TelegramMessage {
  let text = reply.text;
  if (reply.requestContact && !reply.url && !reply.choices?.length) {
    // Telegram's own "share my phone number" button (a reply keyboard, gone after one use); typing the number works too.
    return { text, keyboard: new Keyboard().requestContact(TEXTS[lang].shareContact).oneTime().resized() };
  }
  let keyboard: InlineKeyboard | undefined;
  if (reply.url) {
    if (!text.includes(reply.url)) text = `${text}\n\n${reply.url}`;
    keyboard = new InlineKeyboard().url(lang === 'en' ? 'Pay' : 'Pagar', reply.url);
  }
  const choices = reply.choices ?? [];
  if (choices.length > 0) {
    keyboard ??= new InlineKeyboard();
    if (reply.url) keyboard.row();
    const perRow = choices.every((c) => [...c.label].length <= SHORT_LABEL) ? 2 : 1;
    choices.forEach((c, i) => {
      if (i > 0 && i % perRow === 0) keyboard!.row();
      keyboard!.text(c.label, callbackData(c.value, tokenFor));
    });
  }
  return { text, keyboard };
}

/** The callback data of a choice `value`: the value itself when it fits and cannot be mistaken for a token, else a token. */
export function callbackData(value: string, tokenFor: (value: string) => string): string {
  if (!needsCallbackToken(value)) return value;
  return tokenFor(value);
}

/** Whether choice `value` is sent as a token (it does not fit 64 bytes, or starts with `~`). */
export function needsCallbackToken(value: string): boolean {
  return Buffer.byteLength(value, 'utf8') > MAX_CALLBACK_DATA_BYTES || value.startsWith(CALLBACK_TOKEN_PREFIX);
}

/**
 * Store the tokens of the choices of `reply` (and of its booking card's
 * update) that are sent as tokens, so a press can be read back; rendering
 * then uses the pure {@link callbackToken}, which gives the same tokens.
 */
export async function storeCallbackTokens(reply: Reply, tokens: CallbackTokenRepo, now: Date): Promise<void> {
  for (const c of [...(reply.choices ?? []), ...(reply.cardUpdate?.choices ?? [])]) if (needsCallbackToken(c.value)) await tokens.tokenFor(c.value, now);
}

/**
 * Split `text` into pieces of at most `max` characters, at line breaks when
 * possible (a long reply becomes several messages; the keyboard goes on the last).
 */
export function splitText(text: string, max: number): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = rest.lastIndexOf('\n', max);
    if (cut <= 0) cut = max;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^\n/, '');
  }
  parts.push(rest);
  return parts;
}
