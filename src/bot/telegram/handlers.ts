/**
 * The guest's updates as flow inputs, as a grammY composer (grammY's way of
 * structuring a bot): commands, text, shared contacts, any other message,
 * edits and inline-button presses.
 */
import { Composer, type Context } from 'grammy';
import type { MaybeInaccessibleMessage } from 'grammy/types';
import { detectLang } from '../../flows/index.js';
import { COMMAND_WORDS, commandOf, type FlowInput, type ProfileHint } from '../../flows/types.js';
import { CALLBACK_TOKEN_PREFIX, type CallbackTokenRepo } from '../../store/bot/repos.js';
import type { TelegramUpdateRepo } from '../../store/bot/telegramUpdates.js';
import type { ConversationService } from '../conversation.js';
import type { BotLogger } from '../effects.js';
import type { Api } from 'grammy';

import { MAX_MESSAGE_CHARS } from './render.js';
import { correctionText, TELEGRAM_CHANNEL } from './updates.js';
import { guestFile, unsupportedContent } from './files.js';

/** Commands the bot understands, as flow commands. */
export const COMMANDS: readonly string[] = Object.keys(COMMAND_WORDS);

/** Longest text a pressed message keeps when its choice is appended (Telegram's limit, less room for the choice). */
export const MAX_EDITED_CHARS = MAX_MESSAGE_CHARS - 80;

/**
 * After a press: edit the pressed `message` so no stale button grid stays —
 * its callback buttons removed (URL buttons such as "Pagar" kept) and the
 * pressed button's label appended ("→ label"). Nothing when the message is
 * gone (older than 48 hours) or the button is not on it. A redelivered press
 * edits to the same text and markup, which Telegram refuses as "not modified":
 * that is ignored.
 */
export async function markChosen(api: Api, message: MaybeInaccessibleMessage | undefined, data: string): Promise<void> {
  if (!message || message.date === 0 || !('text' in message) || message.text === undefined) return;
  const rows = message.reply_markup?.inline_keyboard ?? [];
  const pressed = rows.flat().find((b) => 'callback_data' in b && b.callback_data === data);
  if (!pressed) return;
  const kept = rows.map((row) => row.filter((b) => 'url' in b && b.url)).filter((row) => row.length > 0);
  const suffix = `\n\n→ ${pressed.text}`;
  const text = message.text.length > MAX_EDITED_CHARS ? `${message.text.slice(0, MAX_EDITED_CHARS)}…` : message.text;
  try {
    await api.editMessageText(message.chat.id, message.message_id, text + suffix, kept.length ? { reply_markup: { inline_keyboard: kept } } : {});
  } catch (err) {
    if (/not modified/i.test(String((err as Error).message))) return;
    throw err;
  }
}

/** The guest's Telegram profile name, offered by the flow as a one-tap answer to the name question. */
export function profileOf(ctx: Context): { profile?: ProfileHint } {
  const from = ctx.from;
  if (!from || from.is_bot) return {};
  const profile: ProfileHint = {};
  if (from.first_name?.trim()) profile.firstName = from.first_name.trim();
  if (from.last_name?.trim()) profile.lastName = from.last_name.trim();
  return profile.firstName || profile.lastName ? { profile } : {};
}

/** What {@link guestHandlers} needs. */
export interface GuestHandlerDeps {
  /** Feed an input to the update's chat's conversation (saved, then answered; a failure apologised for). */
  handle(ctx: Context, input: FlowInput): Promise<void>;
  /** The record of handled updates (the guest's last text answer, for edits). */
  updates: TelegramUpdateRepo | undefined;
  conversations: ConversationService;
  callbackTokens: CallbackTokenRepo;
  log: BotLogger;
}

/**
 * The handlers of a guest's updates, as a grammY composer: /start /help
 * /cancel /status /language (and their Spanish words) with a deep-link
 * payload, text messages (a bare command typed is the command), shared
 * contacts (only the guest's own), any other message (a sticker, a photo, a
 * voice note, …: the file kept for staff), edits (an edit of the last text
 * answer is a correction, {@link correctionText}; others acknowledged) and
 * inline-button presses (answered, the pressed message edited, the choice
 * handled).
 */
export function guestHandlers(d: GuestHandlerDeps): Composer<Context> {
  const { handle, updates, conversations, callbackTokens, log } = d;
  const guest = new Composer<Context>();

  guest.command([...COMMANDS], async (ctx) => {
    const name = (ctx.msg?.text ?? '').slice(1).split(/[@\s]/)[0]!.toLowerCase();
    const payload = typeof ctx.match === 'string' ? ctx.match.trim() : '';
    await handle(ctx, { kind: 'command', command: commandOf(name)!, ...(payload ? { payload } : {}), ...profileOf(ctx) });
  });

  guest.on('message:text', async (ctx) => {
    const text = ctx.message.text;
    const m = /^\/(\w+)(?:@\w+)?\s*$/.exec(text.trim());
    const command = m ? commandOf(m[1]!) : undefined;
    if (command) await handle(ctx, { kind: 'command', command, ...profileOf(ctx) });
    else await handle(ctx, { kind: 'text', text, ...profileOf(ctx) });
  });

  guest.on('message:contact', async (ctx) => {
    const c = ctx.message.contact;
    // Only the guest's own number (the share-contact button): someone else's card is not taken as the guest's phone;
    // the guest is told so and asked again (typing a number stays possible, for a booking in another's name).
    if (c.user_id !== ctx.from?.id) {
      await handle(ctx, { kind: 'unsupported', what: 'foreignContact', ...profileOf(ctx) });
      return;
    }
    await handle(ctx, { kind: 'contact', phone: c.phone_number, ...profileOf(ctx) });
  });

  // Stickers, photos, voice notes, locations, …: said what the bot takes, and the question again.
  guest.on('message', async (ctx) => {
    const file = guestFile(ctx.message);
    await handle(ctx, { kind: 'unsupported', what: unsupportedContent(ctx.message) ?? 'other', ...(file ? { file } : {}), ...profileOf(ctx) });
  });

  guest.on('edited_message', async (ctx) => {
    const msg = ctx.editedMessage;
    const chatId = String(msg.chat.id);
    const last = await updates?.lastInput(ctx.me.id, chatId);
    if (msg.text !== undefined && last?.kind === 'text' && last.messageId === msg.message_id) {
      const lang = (await conversations.state({ channel: TELEGRAM_CHANNEL, chatId }))?.lang ?? detectLang(ctx.from?.language_code);
      await handle(ctx, { kind: 'text', text: correctionText(msg.text, lang), ...profileOf(ctx) });
    } else {
      await handle(ctx, { kind: 'unsupported', what: 'edit', ...profileOf(ctx) });
    }
  });

  guest.on('callback_query:data', async (ctx) => {
    await ctx.answerCallbackQuery().catch((err: unknown) => log.warn({ err }, 'answerCallbackQuery failed'));
    const data = ctx.callbackQuery.data;
    await markChosen(ctx.api, ctx.callbackQuery.message, data).catch((err: unknown) => log.warn({ err }, 'the pressed message could not be edited'));
    const value = data.startsWith(CALLBACK_TOKEN_PREFIX) ? ((await callbackTokens.valueOf(data)) ?? data) : data;
    await handle(ctx, { kind: 'choice', value, ...profileOf(ctx) });
  });

  // A press without data (a game button): nothing to do but stop the client's spinner.
  guest.on('callback_query', (ctx) => ctx.answerCallbackQuery().catch((err: unknown) => log.warn({ err }, 'answerCallbackQuery failed')));
  return guest;
}
