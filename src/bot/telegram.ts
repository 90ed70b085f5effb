/**
 * The Telegram channel (grammY): turns commands, text messages, inline
 * button presses, shared contacts, edits and every other kind of message into
 * flow inputs for {@link ConversationService}, and the flow's replies into
 * messages with inline keyboards. Payment notices from the watcher are sent
 * with `bot.api.sendMessage`.
 *
 * Updates come by long polling (default) or, with a webhook URL, from
 * Telegram's webhook (see {@link TelegramChannel.webhookHandler}). Either
 * way an update counts as received only once its new conversation state is
 * saved: long polling handles each batch in order and asks for the next one
 * (which confirms the batch to Telegram) only afterwards; a webhook request
 * is answered only after the handling. Each update id is recorded in the same
 * transaction as the state it produced, and an update seen before is skipped,
 * so a crash loses no message and a redelivery answers none twice.
 */
import { Bot, InlineKeyboard, Keyboard, webhookCallback, type Context } from 'grammy';
import type { MaybeInaccessibleMessage, Message, Update } from 'grammy/types';
import { autoRetry } from '@grammyjs/auto-retry';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { request } from 'undici';
import type { Clock } from '../clock.js';
import { detectLang, TEXTS } from '../flows/index.js';
import {
  COMMAND_WORDS,
  commandOf,
  type Effect,
  type FetchedFile,
  type FlowCommand,
  type FlowInput,
  type GuestFile,
  type Lang,
  type PaymentOutcome,
  type ProfileHint,
  type Reply,
  type UnsupportedContent,
} from '../flows/types.js';
import { CALLBACK_TOKEN_PREFIX, callbackToken, type CallbackTokenRepo } from '../store/bot/repos.js';
import { TELEGRAM_UPDATE_RETENTION_MS, TelegramUpdateRepo, type TelegramUpdateKind, type TelegramUpdateRecord } from '../store/bot/telegramUpdates.js';
import type { ConversationService } from './conversation.js';
import { silentLogger, type BotLogger } from './effects.js';
import { Api, GrammyError } from 'grammy';
import type { BookingCardRepo } from '../store/bot/notices.js';
import type { Tx } from '../store/sql.js';
import { NoticeRefusedError, NoticeThrottledError, type NoticeChannel } from './outbox.js';

/** Channel name of Telegram chats in the bot database. */
export const TELEGRAM_CHANNEL = 'telegram';

/** Telegram's limit on callback data, in bytes. */
export const MAX_CALLBACK_DATA_BYTES = 64;

/** Telegram's limit on a message's text, in characters. */
export const MAX_MESSAGE_CHARS = 4096;

/** Labels up to this many characters are laid out two per keyboard row. */
const SHORT_LABEL = 18;

/** Commands the bot understands, as flow commands. */
const COMMANDS: readonly string[] = Object.keys(COMMAND_WORDS);

/** The updates the bot asks Telegram for: messages, their edits and inline-button presses. */
export const ALLOWED_UPDATES = ['message', 'edited_message', 'callback_query'] as const;

/** How often "typing…" is sent again while a slow effect runs, ms (Telegram shows it for about 5 seconds). */
export const TYPING_INTERVAL_MS = 4_000;

/**
 * In webhook mode, how long a request waits for its update's handling
 * before Telegram is answered 200 anyway, ms. The handling goes on (and still
 * saves the state and answers the guest); answering keeps Telegram from
 * redelivering an update that is still being handled.
 */
export const WEBHOOK_ANSWER_TIMEOUT_MS = 25_000;

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

/** Telegram webhook settings of {@link createTelegramBot}. */
export interface TelegramWebhookOptions {
  /** Public HTTPS URL Telegram posts updates to (TELEGRAM_WEBHOOK_URL); its path is where the bot's HTTP receiver serves them. */
  url: string;
  /** The `secret_token` given to `setWebhook`; requests without it in `X-Telegram-Bot-Api-Secret-Token` get 401. */
  secretToken: string;
  /** See {@link WEBHOOK_ANSWER_TIMEOUT_MS} (the default). */
  answerTimeoutMs?: number;
}

/** Options of {@link createTelegramBot}. */
export interface TelegramBotOptions {
  /** Bot token from @BotFather. */
  token: string;
  /** The hotel's staff can be reached (hand-off on): the menu offers asking for a person ({@link HUMAN_MENU}). */
  handoff?: boolean;
  /** Bot API root (default `https://api.telegram.org`; a test emulator's URL in tests). */
  apiRoot?: string;
  /** Conversations of all channels. */
  conversations: ConversationService;
  /** Short tokens for choice values longer than 64 bytes. */
  callbackTokens: CallbackTokenRepo;
  /** Booking cards: the message of a reply marked `card` is remembered here, to be edited as the booking changes. */
  cards?: BookingCardRepo;
  /**
   * Handled update ids (dedupe; recorded in the transaction that saves the
   * conversation state, on the same database as the conversations). Absent:
   * no dedupe, and an edit is never taken as a correction (only for tests of
   * rendering).
   */
  updates?: TelegramUpdateRepo;
  /** Receive updates from Telegram's webhook instead of long polling. */
  webhook?: TelegramWebhookOptions;
  clock: Clock;
  logger?: BotLogger;
  /**
   * Pause after a `getUpdates` that returned nothing, ms (default 0). Only for
   * Bot API servers that answer at once instead of long polling (emulators),
   * so polling does not spin.
   */
  emptyPollDelayMs?: number;
  /** See {@link TYPING_INTERVAL_MS} (the default). */
  typingIntervalMs?: number;
  /**
   * Called with the update right before the transaction that saves its new
   * conversation state begins. For crash tests, which kill the process here;
   * nothing else should need it.
   */
  beforeSave?: (update: Update) => void;
  /** Test hook: called right after the state of `update` was saved, before its replies are sent (a crash test kills the process here). */
  afterSave?: (update: Update) => void;
}

/** A Telegram channel: the grammY bot plus the ways to talk to a chat outside an update. */
export interface TelegramChannel {
  /** The grammY bot (handlers installed, not started). */
  bot: Bot;
  /** Set the command menu (`setMyCommands`: default = Spanish, `es`, `en`); a failure is logged, never thrown. */
  setCommands(): Promise<void>;
  /**
   * Start receiving updates. Long polling: `bot.start()`, one batch
   * at a time; resolves when {@link stop} is called, rejects if polling fails
   * for good. Webhook: `setWebhook` with the URL, the secret token and the
   * allowed updates (pending updates are kept); resolves once it is set,
   * rejects when `setWebhook` fails.
   */
  start(): Promise<void>;
  /** Stop receiving (long polling) and wait for the updates being handled. The webhook stays set: Telegram keeps updates until the bot is back. */
  stop(): Promise<void>;
  /** Send replies to chat `chatId` (a Telegram chat id as text). */
  send(chatId: string, replies: Reply[], lang: Lang): Promise<void>;
  /** Run a payment outcome through the chat's conversation and send the resulting notice. */
  notifyPayment(chatId: string, outcome: PaymentOutcome, lang: Lang): Promise<void>;
  /**
   * Webhook mode: the Fastify route handler (grammY's `webhookCallback` with
   * the `fastify` adapter) for `POST` {@link webhookPath}; the body must be
   * parsed JSON. Answers 401 without the right secret token, else after the
   * update's handling (or after the answer timeout). Undefined in long polling.
   */
  webhookHandler: ((req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | undefined;
  /** Webhook mode: the path of the webhook URL (e.g. `/telegram/webhook`); undefined in long polling. */
  webhookPath: string | undefined;
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
 * What kind of message the bot cannot read `message` is (a sticker, a photo,
 * …; `other` for any other non-text message), or undefined for text and
 * shared contacts, which the flow takes.
 */
export function unsupportedContent(message: Message): UnsupportedContent | undefined {
  if (message.text !== undefined || message.contact !== undefined) return undefined;
  if (message.sticker) return 'sticker';
  if (message.photo) return 'photo';
  if (message.voice) return 'voice';
  if (message.video_note) return 'videoNote';
  if (message.animation) return 'animation'; // a GIF also carries `document`: checked first
  if (message.video) return 'video';
  if (message.audio) return 'audio';
  if (message.document) return 'document';
  if (message.venue) return 'venue'; // a venue also carries `location`: checked first
  if (message.location) return 'location';
  if (message.poll) return 'poll';
  if (message.dice) return 'dice';
  return 'other';
}

/**
 * The file of a Telegram message the staff may see (the largest size of a
 * photo; a document, voice note, audio, video or round video note), with its
 * name, type and caption when Telegram gives them; undefined for stickers,
 * GIFs and messages without a file.
 */
export function guestFile(message: Message): GuestFile | undefined {
  const caption = message.caption ? { caption: message.caption } : {};
  if (message.photo?.length) return { ref: message.photo.at(-1)!.file_id, name: 'foto.jpg', mime: 'image/jpeg', ...caption };
  if (message.animation || message.sticker) return undefined;
  const f = message.document ?? message.video ?? message.audio ?? message.voice ?? message.video_note;
  if (!f) return undefined;
  const named = f as { file_name?: string; mime_type?: string };
  return { ref: f.file_id, ...(named.file_name ? { name: named.file_name } : {}), ...(named.mime_type ? { mime: named.mime_type } : {}), ...caption };
}

/** The largest file the Bot API lets a bot download, bytes (20 MB). */
export const TELEGRAM_DOWNLOAD_MAX = 20 * 1024 * 1024;

/**
 * Fetch a guest's file from Telegram (`getFile`, then the file's download
 * URL) so staff can see it in their thread.
 *
 * @throws Error when Telegram refuses `getFile` (file gone, too big for a bot:
 *   over {@link TELEGRAM_DOWNLOAD_MAX}) or the download fails.
 */
export function telegramFileFetcher(o: { token: string; apiRoot?: string }): (file: GuestFile) => Promise<FetchedFile> {
  const root = (o.apiRoot ?? 'https://api.telegram.org').replace(/\/+$/, '');
  return async (file) => {
    const info = await request(`${root}/bot${o.token}/getFile?file_id=${encodeURIComponent(file.ref)}`);
    const json = (await info.body.json()) as { ok?: boolean; result?: { file_path?: string; file_size?: number }; description?: string };
    const path = json.result?.file_path;
    if (!json.ok || !path) throw new Error(`telegram getFile refused: ${json.description ?? info.statusCode}`);
    if ((json.result?.file_size ?? 0) > TELEGRAM_DOWNLOAD_MAX) throw new Error('telegram file too big for a bot to download');
    const res = await request(`${root}/file/bot${o.token}/${path}`);
    if (res.statusCode !== 200) {
      await res.body.dump();
      throw new Error(`telegram file download failed: ${res.statusCode}`);
    }
    const bytes = Buffer.from(await res.body.arrayBuffer());
    return { bytes, name: file.name ?? path.split('/').at(-1) ?? 'archivo', ...(file.mime ? { mime: file.mime } : {}) };
  };
}

/**
 * The text fed to the flow for an edit of the guest's last text answer: the
 * new text introduced as a correction ("quise decir …" / "I meant …"), so the
 * flow reads its values as replacing the ones it took from the old text (a
 * changed date, city, number of nights or people), at whatever question the
 * conversation is now.
 */
export function correctionText(edited: string, lang: Lang): string {
  return `${lang === 'en' ? 'I meant' : 'quise decir'} ${edited}`;
}

/** The bot's Telegram user id: the number before the colon of its token. */
export function telegramBotId(token: string): number {
  return Number(token.split(':')[0]);
}

/**
 * What is recorded of an update: its chat, the guest's message id and its
 * kind (see {@link TelegramUpdateKind}).
 */
export function describeUpdate(update: Update, botId: number): TelegramUpdateRecord {
  const base = { botId, updateId: update.update_id };
  if (update.callback_query) {
    const q = update.callback_query;
    return { ...base, chatId: String(q.message?.chat.id ?? q.from.id), messageId: null, kind: 'choice' };
  }
  if (update.edited_message) return { ...base, chatId: String(update.edited_message.chat.id), messageId: update.edited_message.message_id, kind: 'edit' };
  if (update.message) {
    const m = update.message;
    const kind: TelegramUpdateKind =
      m.text !== undefined ? (/^\/\w+/.test(m.text.trim()) ? 'command' : 'text') : m.contact !== undefined ? 'contact' : 'unsupported';
    return { ...base, chatId: String(m.chat.id), messageId: m.message_id, kind };
  }
  return { ...base, chatId: null, messageId: null, kind: 'other' };
}

/**
 * Create the Telegram bot.
 *
 * Handlers: /start /help /cancel /status /language (also recognised in plain
 * text), text messages, shared contacts, inline-button presses (answered,
 * the pressed message edited — its choice buttons removed and the choice
 * appended as "→ label" — then handled), edits (an edit of the guest's last
 * text answer is fed as a correction, see {@link correctionText}; an edit of
 * an older message is acknowledged), and any other message (sticker, photo,
 * voice note, location, … — {@link unsupportedContent}): a short answer and
 * the current question again. While the service is searching, booking or
 * checking a payment the chat shows "typing…".
 *
 * Every handler awaits the conversation's handling. An update already
 * recorded in `updates` is skipped; one still in flight in this process
 * (a webhook redelivery) waits for the first and is not handled again. The
 * guest's language comes from `ctx.from.language_code` on first contact. A
 * failure while handling an update is logged and the guest gets an apology.
 *
 * @example
 * const tg = createTelegramBot({ token, apiRoot: 'http://127.0.0.1:9001', conversations, callbackTokens: new CallbackTokenRepo(store.db), updates: new TelegramUpdateRepo(store.db), clock });
 * void tg.start();
 */
export function createTelegramBot(options: TelegramBotOptions): TelegramChannel {
  const log = options.logger ?? silentLogger;
  const bot = new Bot(options.token, options.apiRoot ? { client: { apiRoot: options.apiRoot } } : {});
  // Telegram's flood limits (429 retry_after) and its transient 5xx are waited out, a bounded number of times.
  bot.api.config.use(autoRetry({ maxRetryAttempts: 5, maxDelaySeconds: 60 }));
  const { conversations, callbackTokens, clock, updates } = options;
  const tokenFor = callbackToken;
  const typingEvery = options.typingIntervalMs ?? TYPING_INTERVAL_MS;

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
      await storeCallbackTokens(reply, callbackTokens, clock.now());
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
      let sent: Message;
      try {
        sent = await bot.api.sendMessage(chatId, last, markup);
      } catch (err) {
        // A URL button Telegram refuses (e.g. http://127.0.0.1) must not lose the message: the URL is in the text.
        if (!reply.url) throw err;
        log.warn({ err, chatId }, 'message with URL button refused; sending without the button');
        const { url: _refused, ...withoutUrl } = reply;
        const retry = renderTelegramReply(withoutUrl, lang, tokenFor);
        sent = await bot.api.sendMessage(chatId, last, retry.keyboard ? { reply_markup: retry.keyboard } : {});
      }
      // The booking card: remembered, so it can be edited in place when the booking is paid or expires.
      if (reply.card && options.cards)
        await options.cards.remember({ chatbotId: reply.card, channel: TELEGRAM_CHANNEL, chatId, messageId: sent.message_id }, clock.now());
    }
  };

  /** The replies to a guest's update as the outbox sends them: one by one through {@link send}, each counted once Telegram accepted it. */
  const replyChannel: NoticeChannel = {
    async deliver(chatId, replies, lang, from, delivered) {
      for (let i = from; i < replies.length; i++) {
        try {
          await send(chatId, [replies[i]!], lang);
        } catch (err) {
          throw noticeError(err);
        }
        delivered(i + 1);
      }
    },
  };

  /** Run `effect` showing "typing…" in `chatId` (at once, then every {@link typingEvery} ms) when it calls the service. */
  const withTyping = async (chatId: string, effect: Effect, run: () => Promise<FlowInput | null>): Promise<FlowInput | null> => {
    if (effect.kind === 'watchPayment') return run();
    const typing = () => void bot.api.sendChatAction(chatId, 'typing').catch((err: unknown) => log.warn({ err, chatId }, 'sendChatAction failed'));
    typing();
    const timer = setInterval(typing, typingEvery);
    try {
      return await run();
    } finally {
      clearInterval(timer);
    }
  };

  /** Feed `input` to the chat's conversation, awaiting the handling: saved (with the update's record), then answered. */
  const handle = async (ctx: Context, input: FlowInput): Promise<void> => {
    const chatId = String(ctx.chat?.id ?? ctx.from?.id ?? '');
    if (!chatId) return;
    const firstLang = detectLang(ctx.from?.language_code);
    const record = updates ? describeUpdate(ctx.update, ctx.me.id) : undefined;
    try {
      await conversations.handle({ channel: TELEGRAM_CHANNEL, chatId }, input, {
        lang: firstLang,
        // The replies go through the outbox: saved with the state, shown here reply by reply; what a crash or Telegram's failure leaves, the notice worker sends.
        outbox: replyChannel,
        beforeSave: () => options.beforeSave?.(ctx.update),
        afterSave: () => options.afterSave?.(ctx.update),
        // The update's record goes with its state; an update another bot instance recorded first is not handled again.
        ...(updates && record ? { commit: (tx: Tx) => new TelegramUpdateRepo(tx).record(record, clock.now()) } : {}),
        aroundEffect: (effect, run) => withTyping(chatId, effect, run),
      });
    } catch (err) {
      log.error({ err, chatId, input: input.kind }, 'telegram update failed');
      const lang = (await conversations.state({ channel: TELEGRAM_CHANNEL, chatId }).catch(() => undefined))?.lang ?? firstLang;
      const sorry = TEXTS[lang].somethingWentWrong;
      await bot.api.sendMessage(chatId, sorry).catch((e: unknown) => log.error({ err: e, chatId }, 'apology could not be sent'));
    }
  };

  /** Updates being handled in this process, by update_id. */
  const inflight = new Map<number, Promise<void>>();
  let prunedAt = 0;

  // Dedupe first: an update handled before is skipped; one still in flight (a webhook redelivery) waits for it.
  bot.use(async (ctx, next) => {
    const id = ctx.update.update_id;
    const running = inflight.get(id);
    if (running) {
      log.info({ update: id }, 'telegram update redelivered while in flight; answered after it');
      return running;
    }
    if (await updates?.seen(ctx.me.id, id)) {
      log.info({ update: id }, 'telegram update already handled; skipped');
      return;
    }
    const work = next();
    inflight.set(
      id,
      work.then(
        () => undefined,
        () => undefined,
      ),
    );
    try {
      await work;
      // Updates that saved no state (e.g. a press without data) are recorded too; a no-op for those recorded with their state.
      await updates?.record(describeUpdate(ctx.update, ctx.me.id), clock.now());
    } finally {
      inflight.delete(id);
    }
    const now = clock.now().getTime();
    if (updates && now - prunedAt > 3_600_000) {
      prunedAt = now;
      await updates.prune(new Date(now - TELEGRAM_UPDATE_RETENTION_MS));
    }
  });

  bot.command([...COMMANDS], async (ctx) => {
    const name = (ctx.msg?.text ?? '').slice(1).split(/[@\s]/)[0]!.toLowerCase();
    const payload = typeof ctx.match === 'string' ? ctx.match.trim() : '';
    await handle(ctx, { kind: 'command', command: commandOf(name)!, ...(payload ? { payload } : {}), ...profileOf(ctx) });
  });

  bot.on('message:text', async (ctx) => {
    const text = ctx.message.text;
    const m = /^\/(\w+)(?:@\w+)?\s*$/.exec(text.trim());
    const command = m ? commandOf(m[1]!) : undefined;
    if (command) await handle(ctx, { kind: 'command', command, ...profileOf(ctx) });
    else await handle(ctx, { kind: 'text', text, ...profileOf(ctx) });
  });

  bot.on('message:contact', async (ctx) => {
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
  bot.on('message', async (ctx) => {
    const file = guestFile(ctx.message);
    await handle(ctx, { kind: 'unsupported', what: unsupportedContent(ctx.message) ?? 'other', ...(file ? { file } : {}), ...profileOf(ctx) });
  });

  bot.on('edited_message', async (ctx) => {
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

  bot.on('callback_query:data', async (ctx) => {
    await ctx.answerCallbackQuery().catch((err: unknown) => log.warn({ err }, 'answerCallbackQuery failed'));
    const data = ctx.callbackQuery.data;
    await markChosen(bot, ctx.callbackQuery.message, data).catch((err: unknown) => log.warn({ err }, 'the pressed message could not be edited'));
    const value = data.startsWith(CALLBACK_TOKEN_PREFIX) ? ((await callbackTokens.valueOf(data)) ?? data) : data;
    await handle(ctx, { kind: 'choice', value, ...profileOf(ctx) });
  });

  // A press without data (a game button): nothing to do but stop the client's spinner.
  bot.on('callback_query', (ctx) => ctx.answerCallbackQuery().catch((err: unknown) => log.warn({ err }, 'answerCallbackQuery failed')));

  bot.catch((err) => log.error({ err: err.error, update: err.ctx.update.update_id }, 'unhandled error in telegram handler'));

  const setCommands = async (): Promise<void> => {
    try {
      const menu = (lang: Lang) => [...COMMAND_MENU[lang], ...(options.handoff ? [HUMAN_MENU[lang]] : [])];
      await bot.api.setMyCommands(menu('es'));
      await bot.api.setMyCommands(menu('es'), { language_code: 'es' });
      await bot.api.setMyCommands(menu('en'), { language_code: 'en' });
    } catch (err) {
      log.warn({ err }, 'the command menu could not be set');
    }
  };

  const webhook = options.webhook;
  const webhookHandler = webhook
    ? webhookCallback(bot, 'fastify', {
        onTimeout: 'return',
        timeoutMilliseconds: webhook.answerTimeoutMs ?? WEBHOOK_ANSWER_TIMEOUT_MS,
        secretToken: webhook.secretToken,
      })
    : undefined;

  let running: Promise<void> | undefined;
  let stopped = false;
  return {
    bot,
    start() {
      running ??= (async () => {
        if (stopped) return;
        if (webhook) {
          await bot.api.setWebhook(webhook.url, { secret_token: webhook.secretToken, allowed_updates: [...ALLOWED_UPDATES], drop_pending_updates: false });
          return;
        }
        // One batch at a time, each update awaited: the next getUpdates (which confirms the batch) goes only after it is handled.
        // A stop() that came while grammY was still initialising (bot not yet running) is honoured here.
        await bot.start({
          drop_pending_updates: false,
          allowed_updates: [...ALLOWED_UPDATES],
          onStart: async () => {
            if (stopped) await bot.stop();
          },
        });
      })();
      return running;
    },
    setCommands,
    async stop() {
      stopped = true;
      if (!webhook && bot.isRunning()) await bot.stop();
      await running?.catch(() => undefined);
      while (inflight.size > 0) await Promise.allSettled([...inflight.values()]);
    },
    send,
    async notifyPayment(chatId, outcome, lang) {
      await conversations.notifyPayment({ channel: TELEGRAM_CHANNEL, chatId }, outcome, {
        lang,
        deliver: (out) => send(chatId, out.replies, out.lang),
      });
    },
    webhookHandler,
    webhookPath: webhook ? new URL(webhook.url).pathname : undefined,
  };
}

/** Longest text a pressed message keeps when its choice is appended (Telegram's limit, less room for the choice). */
const MAX_EDITED_CHARS = MAX_MESSAGE_CHARS - 80;

/**
 * After a press: edit the pressed `message` so no stale button grid stays —
 * its callback buttons removed (URL buttons such as "Pagar" kept) and the
 * pressed button's label appended ("→ label"). Nothing when the message is
 * gone (older than 48 hours) or the button is not on it. A redelivered press
 * edits to the same text and markup, which Telegram refuses as "not modified":
 * that is ignored.
 */
async function markChosen(bot: Bot, message: MaybeInaccessibleMessage | undefined, data: string): Promise<void> {
  if (!message || message.date === 0 || !('text' in message) || message.text === undefined) return;
  const rows = message.reply_markup?.inline_keyboard ?? [];
  const pressed = rows.flat().find((b) => 'callback_data' in b && b.callback_data === data);
  if (!pressed) return;
  const kept = rows.map((row) => row.filter((b) => 'url' in b && b.url)).filter((row) => row.length > 0);
  const suffix = `\n\n→ ${pressed.text}`;
  const text = message.text.length > MAX_EDITED_CHARS ? message.text.slice(0, MAX_EDITED_CHARS) + '…' : message.text;
  try {
    await bot.api.editMessageText(message.chat.id, message.message_id, text + suffix, kept.length ? { reply_markup: { inline_keyboard: kept } } : {});
  } catch (err) {
    if (/not modified/i.test(String((err as Error).message))) return;
    throw err;
  }
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

/** Options of {@link telegramNoticeChannel}. */
export interface TelegramNoticeOptions {
  /** Bot token from @BotFather. */
  token: string;
  /** Bot API root (default `https://api.telegram.org`). */
  apiRoot?: string;
  /** Booking cards remembered by the channel's `send` (a reply's `cardUpdate` edits the card found here). */
  cards?: BookingCardRepo;
  /** Tokens of choices too long for Telegram's callback data (see {@link callbackData}), stored before a message carries them. */
  callbackTokens: CallbackTokenRepo;
  /** Time stamps of remembered cards. */
  clock: Clock;
  logger?: BotLogger;
}

/**
 * The Telegram side of the notice outbox: sends notice replies with its own
 * Bot API client, without the channel's automatic retries, so a failure
 * reaches the notice worker at once and is retried on its backoff (a flood
 * limit's `retry_after` is honoured). Per reply: the booking card is edited
 * first when the reply carries a `cardUpdate` ("message is not modified"
 * counts as done; a card Telegram no longer lets the bot edit, or none
 * remembered, is skipped: the notice itself says it all), then the message is
 * sent (a URL button Telegram refuses is dropped, the URL stays in the text).
 * Errors: 403 (bot blocked, chat gone) and other 400s of a message →
 * {@link NoticeRefusedError}; 429 → {@link NoticeThrottledError}; 5xx,
 * network and the rest → retried.
 */
export function telegramNoticeChannel(options: TelegramNoticeOptions): NoticeChannel {
  const api = new Api(options.token, options.apiRoot ? { apiRoot: options.apiRoot } : undefined);
  const log = options.logger ?? silentLogger;

  const editCard = async (chatId: string, reply: Reply, lang: Lang): Promise<void> => {
    const update = reply.cardUpdate;
    const card = update ? await options.cards?.get(update.chatbotId) : undefined;
    if (!update || !card || card.channel !== TELEGRAM_CHANNEL || card.chatId !== chatId) return;
    const m = renderTelegramReply({ text: update.text, ...(update.choices ? { choices: update.choices } : {}) }, lang, callbackToken);
    const markup = m.keyboard instanceof InlineKeyboard ? m.keyboard : { inline_keyboard: [] };
    try {
      await api.editMessageText(chatId, card.messageId, m.text.slice(0, MAX_MESSAGE_CHARS), { reply_markup: markup });
    } catch (err) {
      if (err instanceof GrammyError && err.error_code === 400) {
        if (!/not modified/i.test(err.description))
          log.warn({ err, chatId, chatbotId: update.chatbotId }, 'booking card could not be edited; sending the notice only');
        return;
      }
      throw err;
    }
  };

  const sendReply = async (chatId: string, reply: Reply, lang: Lang): Promise<void> => {
    const m = renderTelegramReply(reply, lang, callbackToken);
    const parts = splitText(m.text, MAX_MESSAGE_CHARS);
    const last = parts.pop()!;
    for (const part of parts) await api.sendMessage(chatId, part);
    let sent: Message;
    try {
      sent = await api.sendMessage(chatId, last, m.keyboard ? { reply_markup: m.keyboard } : {});
    } catch (err) {
      if (!(reply.url && err instanceof GrammyError && err.error_code === 400)) throw err;
      log.warn({ err, chatId }, 'notice with URL button refused; sending without the button');
      const { url: _refused, ...withoutUrl } = reply;
      const retry = renderTelegramReply(withoutUrl, lang, callbackToken);
      sent = await api.sendMessage(chatId, last, retry.keyboard ? { reply_markup: retry.keyboard } : {});
    }
    if (reply.card && options.cards)
      await options.cards.remember({ chatbotId: reply.card, channel: TELEGRAM_CHANNEL, chatId, messageId: sent.message_id }, options.clock.now());
  };

  return {
    async deliver(chatId, replies, lang, from, delivered) {
      for (let i = from; i < replies.length; i++) {
        const reply = replies[i]!;
        try {
          await storeCallbackTokens(reply, options.callbackTokens, options.clock.now());
          await editCard(chatId, reply, lang);
          await sendReply(chatId, reply, lang);
        } catch (err) {
          throw noticeError(err);
        }
        delivered(i + 1);
      }
    },
  };
}

/** A Bot API failure as the notice worker needs it: refused for good, throttled, or (as is) retried. */
function noticeError(err: unknown): unknown {
  if (!(err instanceof GrammyError)) return err;
  if (err.error_code === 429) return new NoticeThrottledError(err.message, (err.parameters.retry_after ?? 1) * 1000);
  if (err.error_code === 403 || err.error_code === 400) return new NoticeRefusedError(err.message);
  return err;
}
