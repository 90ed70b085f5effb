/**
 * Wiring of the guest bot: the bot database, the conversation service, the
 * effect runner (the service over HTTP only), the payment watcher, one
 * channel — Telegram when a token is given, else the terminal chat — and,
 * when asked, the webhook receiver for the service's signed webhooks.
 */
import type { Readable, Writable } from 'node:stream';
import type { HotelApiClient } from '../api/client.js';
import { systemClock, type Clock } from '../clock.js';
import type { Lang, PaymentOutcome } from '../flows/types.js';
import type { Catalogue } from '../flows/understand/destinations.js';
import type { Db } from '../store/db.js';
import { CallbackTokenRepo, ConversationRepo, openBotDatabase, ReceivedWebhookRepo, WatchRepo } from '../store/bot/repos.js';
import { ConversationService } from './conversation.js';
import { createEffectRunner, silentLogger, type BotLogger } from './effects.js';
import { createTelegramBot, TELEGRAM_CHANNEL, type TelegramChannel } from './telegram.js';
import { TERMINAL_CHANNEL, TerminalChat } from './terminal.js';
import { PaymentWatcher } from './watcher.js';
import { startWebhookReceiver, type RunningWebhookReceiver } from './webhooks.js';

export { ConversationService } from './conversation.js';
export { createEffectRunner } from './effects.js';
export { createTelegramBot } from './telegram.js';
export { TerminalChat } from './terminal.js';
export { PaymentWatcher } from './watcher.js';
export { buildWebhookReceiver, startWebhookReceiver, WEBHOOK_PATH, type RunningWebhookReceiver } from './webhooks.js';

/** Options of {@link startBot}. */
export interface StartBotOptions {
  /** Client of the Hotel Payments and Reservations Service (API key of a retailer agency, e.g. `demo-agency-1`). Not closed by the bot. */
  client: HotelApiClient;
  /** SQLite file of the bot (BOT_DATABASE_PATH); created and migrated if needed. */
  botDatabasePath: string;
  /** Run on Telegram: bot token and optional Bot API root (default `https://api.telegram.org`). */
  telegram?: {
    token: string;
    apiRoot?: string;
    /** Pause after an empty `getUpdates`, ms (only for emulators that do not long-poll; default 0). */
    emptyPollDelayMs?: number;
  };
  /** Run in a terminal (used when `telegram` is absent): streams default to stdin/stdout, language to `es`. */
  terminal?: { input?: Readable; output?: Writable; lang?: Lang; chatId?: string };
  /** Clock of conversations and the watcher (default: system clock). */
  clock?: Clock;
  /** Interval of the payment watcher, ms (PAYMENT_POLL_INTERVAL_MS). */
  pollIntervalMs: number;
  /** Start the watcher's polling loop (default true; tests may drive `watcher.tick()` themselves). */
  autoPoll?: boolean;
  /**
   * Run the webhook receiver (`POST /webhooks/payments`, see `./webhooks.ts`)
   * on `host` (BOT_WEBHOOK_HOST, default `127.0.0.1`) : `port`
   * (BOT_WEBHOOK_PORT; 0 = any free port), verifying deliveries with `secret`
   * (BOT_WEBHOOK_SECRET, `whsec_<base64>`). Absent: no receiver, polling only.
   */
  webhooks?: { host?: string; port: number; secret: string };
  logger?: BotLogger;
  /** The destinations the bot offers (default: the demo's; see `DESTINATIONS_FILE`). */
  catalogue?: Catalogue;
}

/** A running bot. */
export interface RunningBot {
  /** Stop the channel and the watcher, wait for work in progress, close the bot database. Idempotent. */
  stop(): Promise<void>;
  /**
   * Resolves when the channel is over: Telegram polling stopped, or the
   * terminal's input ended and its watched payment was decided (the bot has
   * then stopped itself). Rejects if Telegram polling fails for good.
   */
  done: Promise<void>;
  /** The payment watcher (tests call `tick()`; a webhook receiver calls `applyOutcome()`). */
  watcher: PaymentWatcher;
  /** The webhook receiver, when `webhooks` was given (its `webhookUrl` is what the service must post to). */
  webhooks: RunningWebhookReceiver | undefined;
  /** The conversations. */
  conversations: ConversationService;
  /** The Telegram channel, when running on Telegram. */
  telegram: TelegramChannel | undefined;
  /** The terminal chat, when running in a terminal. */
  terminal: TerminalChat | undefined;
  /** The bot database. */
  db: Db;
}

/**
 * Start the bot: Telegram long polling when `telegram` is given, else a
 * terminal chat; plus the payment watcher, whose notices go to the chat that
 * made the booking (it only watches bookings of the channel that runs, so a
 * terminal session never consumes a Telegram guest's notice); plus, with
 * `webhooks`, the webhook receiver, started once the channel is up so an
 * early delivery can reach the guest.
 *
 * @throws when the bot database cannot be opened, (Telegram) when `getMe`
 *   fails (bad token, unreachable Bot API), or when the webhook receiver
 *   cannot listen (port taken) or its secret is unusable.
 */
export async function startBot(opts: StartBotOptions): Promise<RunningBot> {
  const clock = opts.clock ?? systemClock;
  const logger = opts.logger ?? silentLogger;
  const db = openBotDatabase(opts.botDatabasePath);
  const watches = new WatchRepo(db);
  const conversations = new ConversationService({
    conversations: new ConversationRepo(db),
    runEffect: createEffectRunner(opts.client, { watches, clock, logger }),
    clock,
    ...(opts.catalogue ? { catalogue: opts.catalogue } : {}),
  });

  let telegram: TelegramChannel | undefined;
  let terminal: TerminalChat | undefined;
  let webhooks: RunningWebhookReceiver | undefined;

  const notify = async (channel: string, chatId: string, outcome: PaymentOutcome, lang: Lang): Promise<void> => {
    if (channel === TELEGRAM_CHANNEL && telegram) return telegram.notifyPayment(chatId, outcome, lang);
    if (channel === TERMINAL_CHANNEL && terminal && terminal.chat.chatId === chatId) return terminal.notifyPayment(outcome, lang);
    // The chat's channel is not running in this process: record the outcome in the conversation anyway.
    logger.warn({ channel, chatId, outcome: outcome.outcome }, 'payment notice for a channel that is not running');
    await conversations.notifyPayment({ channel, chatId }, outcome, { lang });
    throw new Error(`channel ${channel} is not running; notice not delivered`);
  };
  const watcher = new PaymentWatcher({
    client: opts.client,
    watches,
    clock,
    intervalMs: opts.pollIntervalMs,
    notify,
    logger,
    channels: [opts.telegram ? TELEGRAM_CHANNEL : TERMINAL_CHANNEL],
  });

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopped ??= (async () => {
      await webhooks?.close();
      terminal?.close();
      await telegram?.stop();
      await watcher.stop();
      await conversations.idle();
      db.close();
    })());

  let done: Promise<void>;
  try {
    if (opts.telegram) {
      telegram = createTelegramBot({
        token: opts.telegram.token,
        ...(opts.telegram.apiRoot ? { apiRoot: opts.telegram.apiRoot } : {}),
        ...(opts.telegram.emptyPollDelayMs ? { emptyPollDelayMs: opts.telegram.emptyPollDelayMs } : {}),
        conversations,
        callbackTokens: new CallbackTokenRepo(db),
        clock,
        logger,
      });
      await telegram.bot.init();
      done = telegram.start();
      done.catch((err: unknown) => logger.error({ err }, 'telegram polling stopped'));
    } else {
      const t = opts.terminal ?? {};
      terminal = new TerminalChat({
        conversations,
        ...(t.input ? { input: t.input } : {}),
        ...(t.output ? { output: t.output } : {}),
        ...(t.lang ? { lang: t.lang } : {}),
        ...(t.chatId ? { chatId: t.chatId } : {}),
        pendingPayments: (chat) => watches.pendingFor(chat).length,
        logger,
      });
      done = terminal.start().then(stop);
    }
  } catch (err) {
    db.close();
    throw err;
  }
  if (opts.webhooks) {
    try {
      webhooks = await startWebhookReceiver({
        ...(opts.webhooks.host ? { host: opts.webhooks.host } : {}),
        port: opts.webhooks.port,
        secret: opts.webhooks.secret,
        watcher,
        received: new ReceivedWebhookRepo(db),
        clock,
        logger,
      });
      logger.info({ url: webhooks.webhookUrl }, 'webhook receiver listening');
    } catch (err) {
      await stop();
      throw err;
    }
  }
  if (opts.autoPoll ?? true) watcher.start();

  return { stop, done, watcher, webhooks, conversations, telegram, terminal, db };
}
