/**
 * The Telegram channel (grammY): turns commands, text messages and inline
 * button presses into flow inputs for {@link ConversationService}, and the
 * flow's replies into messages with inline keyboards. Payment notices from the
 * watcher are sent with `bot.api.sendMessage`.
 */
import { Bot, InlineKeyboard, Keyboard, type Context } from 'grammy';
import { autoRetry } from '@grammyjs/auto-retry';
import type { Clock } from '../clock.js';
import { detectLang, TEXTS } from '../flows/index.js';
import { FLOW_COMMANDS, type FlowCommand, type FlowInput, type Lang, type PaymentOutcome, type ProfileHint, type Reply } from '../flows/types.js';
import { CALLBACK_TOKEN_PREFIX, type CallbackTokenRepo } from '../store/bot/repos.js';
import type { ConversationService } from './conversation.js';
import { silentLogger, type BotLogger } from './effects.js';

/** Channel name of Telegram chats in the bot database. */
export const TELEGRAM_CHANNEL = 'telegram';

/** Telegram's limit on callback data, in bytes. */
export const MAX_CALLBACK_DATA_BYTES = 64;

/** Telegram's limit on a message's text, in characters. */
export const MAX_MESSAGE_CHARS = 4096;

/** Labels up to this many characters are laid out two per keyboard row. */
const SHORT_LABEL = 18;

/** Commands the bot understands, as flow commands. */
const COMMANDS: readonly string[] = FLOW_COMMANDS;

/** Options of {@link createTelegramBot}. */
export interface TelegramBotOptions {
  /** Bot token from @BotFather. */
  token: string;
  /** Bot API root (default `https://api.telegram.org`; a test emulator's URL in tests). */
  apiRoot?: string;
  /** Conversations of all channels. */
  conversations: ConversationService;
  /** Short tokens for choice values longer than 64 bytes. */
  callbackTokens: CallbackTokenRepo;
  clock: Clock;
  logger?: BotLogger;
  /**
   * Pause after a `getUpdates` that returned nothing, ms (default 0). Only for
   * Bot API servers that answer at once instead of long polling (emulators),
   * so polling does not spin.
   */
  emptyPollDelayMs?: number;
}

/** A Telegram channel: the grammY bot plus the ways to talk to a chat outside an update. */
export interface TelegramChannel {
  /** The grammY bot (handlers installed, not started). */
  bot: Bot;
  /** Start long polling (`bot.start()`); resolves when {@link stop} is called, rejects if polling fails for good. */
  start(): Promise<void>;
  /** Stop long polling and wait for the updates being handled. */
  stop(): Promise<void>;
  /** Send replies to chat `chatId` (a Telegram chat id as text). */
  send(chatId: string, replies: Reply[], lang: Lang): Promise<void>;
  /** Run a payment outcome through the chat's conversation and send the resulting notice. */
  notifyPayment(chatId: string, outcome: PaymentOutcome, lang: Lang): Promise<void>;
}

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
  if (Buffer.byteLength(value, 'utf8') <= MAX_CALLBACK_DATA_BYTES && !value.startsWith(CALLBACK_TOKEN_PREFIX)) return value;
  return tokenFor(value);
}

/**
 * Create the Telegram bot.
 *
 * Handlers: /start /help /cancel /status (also recognised in plain text),
 * text messages, and inline-button presses (answered first, then handled).
 * Updates of one chat are handled in order; different chats concurrently.
 * The guest's language comes from `ctx.from.language_code` on first contact.
 * A failure while handling an update is logged and the guest gets an apology.
 *
 * @example
 * const tg = createTelegramBot({ token, apiRoot: 'http://127.0.0.1:9001', conversations, callbackTokens, clock });
 * void tg.start();
 */
export function createTelegramBot(options: TelegramBotOptions): TelegramChannel {
  const log = options.logger ?? silentLogger;
  const bot = new Bot(options.token, options.apiRoot ? { client: { apiRoot: options.apiRoot } } : {});
  // Telegram's flood limits (429 retry_after) and its transient 5xx are waited out, a bounded number of times.
  bot.api.config.use(autoRetry({ maxRetryAttempts: 5, maxDelaySeconds: 60 }));
  const { conversations, callbackTokens, clock } = options;
  const tokenFor = (value: string) => callbackTokens.tokenFor(value, clock.now());

  if (options.emptyPollDelayMs && options.emptyPollDelayMs > 0) {
    const delay = options.emptyPollDelayMs;
    bot.api.config.use(async (prev, method, payload, signal) => {
      const res = await prev(method, payload, signal);
      if (method === 'getUpdates' && res.ok && Array.isArray(res.result) && res.result.length === 0) await sleep(delay, signal);
      return res;
    });
  }

  /** Chats with a share-contact keyboard on screen: the next message without buttons removes it. */
  const contactKeyboard = new Set<string>();
  const send = async (chatId: string, replies: Reply[], lang: Lang): Promise<void> => {
    for (const reply of replies) {
      const m = renderTelegramReply(reply, lang, tokenFor);
      const parts = splitText(m.text, MAX_MESSAGE_CHARS);
      let last = parts.pop()!;
      for (const part of parts) await bot.api.sendMessage(chatId, part);
      let markup: { reply_markup?: InlineKeyboard | Keyboard | { remove_keyboard: true } } = m.keyboard ? { reply_markup: m.keyboard } : {};
      if (m.keyboard instanceof Keyboard) contactKeyboard.add(chatId);
      else if (!m.keyboard && contactKeyboard.delete(chatId)) markup = { reply_markup: { remove_keyboard: true } };
      else if (m.keyboard && contactKeyboard.has(chatId)) {
        // One message cannot both remove the share-contact keyboard and carry inline buttons:
        // the first paragraph goes alone, removing it, and the rest keeps the buttons.
        const cut = last.indexOf('\n\n');
        if (cut > 0) {
          await bot.api.sendMessage(chatId, last.slice(0, cut), { reply_markup: { remove_keyboard: true } });
          contactKeyboard.delete(chatId);
          last = last.slice(cut + 2);
        }
      }
      try {
        await bot.api.sendMessage(chatId, last, markup);
      } catch (err) {
        // A URL button Telegram refuses (e.g. http://127.0.0.1) must not lose the message: the URL is in the text.
        if (!reply.url) throw err;
        log.warn({ err, chatId }, 'message with URL button refused; sending without the button');
        const { url: _refused, ...withoutUrl } = reply;
        const retry = renderTelegramReply(withoutUrl, lang, tokenFor);
        await bot.api.sendMessage(chatId, last, retry.keyboard ? { reply_markup: retry.keyboard } : {});
      }
    }
  };

  /** In-flight updates; each chat's are serialised by the conversation service, chats run concurrently. */
  const inflight = new Set<Promise<void>>();

  const handle = (ctx: Context, input: FlowInput): void => {
    const chatId = String(ctx.chat?.id ?? ctx.from?.id ?? '');
    if (!chatId) return;
    const firstLang = detectLang(ctx.from?.language_code);
    const work = conversations
      .handle({ channel: TELEGRAM_CHANNEL, chatId }, input, { lang: firstLang, deliver: (out) => send(chatId, out.replies, out.lang) })
      .then(
        () => undefined,
        async (err: unknown) => {
          log.error({ err, chatId, input: input.kind }, 'telegram update failed');
          const lang = conversations.state({ channel: TELEGRAM_CHANNEL, chatId })?.lang ?? firstLang;
          const sorry = lang === 'en' ? 'Sorry, something went wrong. Please try again.' : 'Lo siento, algo salió mal. Intenta de nuevo, por favor.';
          await bot.api.sendMessage(chatId, sorry).catch((e: unknown) => log.error({ err: e, chatId }, 'apology could not be sent'));
        },
      );
    inflight.add(work);
    void work.finally(() => inflight.delete(work));
  };

  bot.command([...COMMANDS], (ctx) => {
    const name = (ctx.msg?.text ?? '').slice(1).split(/[@\s]/)[0]!.toLowerCase();
    const payload = typeof ctx.match === 'string' ? ctx.match.trim() : '';
    handle(ctx, { kind: 'command', command: name as FlowCommand, ...(payload ? { payload } : {}), ...profileOf(ctx) });
  });

  bot.on('message:text', (ctx) => {
    const text = ctx.message.text;
    const m = /^\/(\w+)(?:@\w+)?\s*$/.exec(text.trim());
    if (m && COMMANDS.includes(m[1]!.toLowerCase())) handle(ctx, { kind: 'command', command: m[1]!.toLowerCase() as FlowCommand, ...profileOf(ctx) });
    else handle(ctx, { kind: 'text', text, ...profileOf(ctx) });
  });

  bot.on('message:contact', (ctx) => {
    const c = ctx.message.contact;
    // Only the guest's own number (the share-contact button): a forwarded card of someone else is not their phone.
    if (c.user_id !== ctx.from?.id) {
      handle(ctx, { kind: 'text', text: c.phone_number, ...profileOf(ctx) });
      return;
    }
    handle(ctx, { kind: 'contact', phone: c.phone_number, ...profileOf(ctx) });
  });

  bot.on('callback_query:data', async (ctx) => {
    await ctx.answerCallbackQuery().catch((err: unknown) => log.warn({ err }, 'answerCallbackQuery failed'));
    const data = ctx.callbackQuery.data;
    const value = data.startsWith(CALLBACK_TOKEN_PREFIX) ? (callbackTokens.valueOf(data) ?? data) : data;
    handle(ctx, { kind: 'choice', value, ...profileOf(ctx) });
  });

  bot.catch((err) => log.error({ err: err.error, update: err.ctx.update.update_id }, 'unhandled error in telegram handler'));

  let running: Promise<void> | undefined;
  return {
    bot,
    start() {
      running ??= bot.start({ drop_pending_updates: false });
      return running;
    },
    async stop() {
      await bot.stop();
      while (inflight.size > 0) await Promise.allSettled([...inflight]);
    },
    send,
    async notifyPayment(chatId, outcome, lang) {
      await conversations.notifyPayment({ channel: TELEGRAM_CHANNEL, chatId }, outcome, {
        lang,
        deliver: (out) => send(chatId, out.replies, out.lang),
      });
    },
  };
}

/** The guest's Telegram profile name, offered by the flow as a one-tap answer to the name question. */
function profileOf(ctx: Context): { profile?: ProfileHint } {
  const from = ctx.from;
  if (!from || from.is_bot) return {};
  const profile: ProfileHint = {};
  if (from.first_name?.trim()) profile.firstName = from.first_name.trim();
  if (from.last_name?.trim()) profile.lastName = from.last_name.trim();
  return profile.firstName || profile.lastName ? { profile } : {};
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

/** The part of an abort signal {@link sleep} needs (grammY passes a polyfilled AbortSignal type). */
interface AbortLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** Wait `ms`, or less when `signal` aborts. */
function sleep(ms: number, signal?: AbortLike): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
