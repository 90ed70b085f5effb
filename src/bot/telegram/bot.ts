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
import { Bot, type InlineKeyboard, Keyboard, webhookCallback, type Context } from 'grammy';
import type { Message, Update } from 'grammy/types';
import { autoRetry } from '@grammyjs/auto-retry';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.js';
import { detectLang, TEXTS } from '../../flows/index.js';
import type { Effect, FlowInput, Lang, PaymentOutcome, Reply } from '../../flows/types.js';
import { callbackToken, type CallbackTokenRepo } from '../../store/bot/repos.js';
import { TelegramUpdateRepo } from '../../store/bot/telegramUpdates.js';
import type { ConversationService } from '../conversation.js';
import { silentLogger, type BotLogger } from '../effects.js';
import type { BookingCardRepo } from '../../store/bot/notices.js';
import type { Tx } from '../../store/sql.js';
import type { NoticeChannel } from '../outbox.js';

import { ALLOWED_UPDATES, TELEGRAM_CHANNEL, UpdateDedupe, describeUpdate } from './updates.js';
import { COMMAND_MENU, HUMAN_MENU, MAX_MESSAGE_CHARS, renderTelegramReply, splitText, storeCallbackTokens } from './render.js';
import { guestHandlers } from './handlers.js';
import { noticeError } from './notices.js';

/** How often "typing…" is sent again while a slow effect runs, ms (Telegram shows it for about 5 seconds). */
export const TYPING_INTERVAL_MS = 4_000;

/**
 * In webhook mode, how long a request waits for its update's handling
 * before Telegram is answered 200 anyway, ms. The handling goes on (and still
 * saves the state and answers the guest); answering keeps Telegram from
 * redelivering an update that is still being handled.
 */
export const WEBHOOK_ANSWER_TIMEOUT_MS = 25_000;

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

  // Dedupe first: an update handled before is skipped; one still in flight (a webhook redelivery) waits for it.
  const dedupe = new UpdateDedupe({ updates, clock, log });
  bot.use(dedupe.middleware());
  bot.use(guestHandlers({ handle, updates, conversations, callbackTokens, log }));

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
      await dedupe.idle();
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

/** The part of an abort signal {@link sleep} needs (grammY passes a polyfilled AbortSignal type). */
export interface AbortLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** Wait `ms`, or less when `signal` aborts. */
export function sleep(ms: number, signal?: AbortLike): Promise<void> {
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
