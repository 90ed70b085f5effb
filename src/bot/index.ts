/**
 * Wiring of the guest bot: the bot database, the conversation service, the
 * effect runner (the service over HTTP only), the payment watcher, one
 * channel — Telegram when a token is given, else the terminal chat — and,
 * when asked, the webhook receiver for the service's signed webhooks.
 */
import type { Readable, Writable } from 'node:stream';
import type { HotelApiClient } from '../api/client.js';
import { systemClock, type Clock } from '../clock.js';
import type { Lang } from '../flows/types.js';
import type { Catalogue } from '../flows/understand/destinations.js';
import type { Update } from 'grammy/types';
import { CallbackTokenRepo, openBotStore, ReceivedWebhookRepo, WatchRepo } from '../store/bot/repos.js';
import { TelegramUpdateRepo } from '../store/bot/telegramUpdates.js';
import { BookingCardRepo, NoticeRepo } from '../store/bot/notices.js';
import { HandoffRepo } from '../store/bot/handoffs.js';
import type { Store } from '../store/sql.js';
import { NoticeWorker } from './notices.js';
import type { NoticeChannel } from './outbox.js';
import { ConversationService } from './conversation.js';
import { createEffectRunner, silentLogger, type BotLogger } from './effects.js';
import { createTelegramBot, TELEGRAM_CHANNEL, telegramBotId, telegramNoticeChannel, type TelegramChannel } from './telegram.js';
import { TERMINAL_CHANNEL, TerminalChat } from './terminal.js';
import { PaymentWatcher } from './watcher.js';
import { DEFAULT_RETENTION_DAYS, RetentionJob } from './retention.js';
import { createWhatsAppChannel, WHATSAPP_CHANNEL, WHATSAPP_WEBHOOK_PATH, type WhatsAppChannel } from './whatsapp/channel.js';
import { GraphClient } from './whatsapp/graph.js';
import { startWebhookReceiver, type RunningWebhookReceiver } from './paymentWebhooks.js';
import { createServerMetrics, type MetricsSettings } from '../metrics/http.js';
import { prometheusBotMetrics } from '../metrics/bot.js';

export { ConversationService } from './conversation.js';
export { createEffectRunner } from './effects.js';
export { createTelegramBot } from './telegram.js';
export { TerminalChat } from './terminal.js';
export { PaymentWatcher } from './watcher.js';
export { NoticeWorker } from './notices.js';
export { buildWebhookReceiver, startWebhookReceiver, WEBHOOK_PATH, type RunningWebhookReceiver } from './paymentWebhooks.js';

/** Options of {@link startBot}. */
export interface StartBotOptions {
  /** Client of the Hotel Payments and Reservations Service (API key of a retailer agency, e.g. `demo-agency-1`). Not closed by the bot. */
  client: HotelApiClient;
  /**
   * Where the bot database is (BOT_DATABASE_PATH / BOT_DATABASE_URL): a SQLite
   * file path, or a `postgres://` URL (several bot instances may share it);
   * created and migrated if needed.
   */
  botDatabasePath: string;
  /** Run on Telegram: bot token and optional Bot API root (default `https://api.telegram.org`). */
  telegram?: {
    token: string;
    apiRoot?: string;
    /** Pause after an empty `getUpdates`, ms (only for emulators that do not long-poll; default 0). */
    emptyPollDelayMs?: number;
    /**
     * Receive updates from Telegram's webhook at this public HTTPS URL
     * (TELEGRAM_WEBHOOK_URL) instead of long polling: served on the webhook
     * receiver at the URL's path (so `webhooks` is required), with a secret
     * token kept in the bot database.
     */
    webhookUrl?: string;
    /** Webhook mode: answer Telegram after this long even while the handling goes on, ms (default 25 s). */
    webhookAnswerTimeoutMs?: number;
    /** Interval of "typing…" while the service works, ms (default 4 s). */
    typingIntervalMs?: number;
    /** Called right before an update's new state is saved; crash tests kill the process there. */
    beforeSave?: (update: Update) => void;
    /** Test hook: called with an update right after its state (and its replies, in the outbox) were saved, before they are sent. */
    afterSave?: (update: Update) => void;
  };
  /**
   * Also serve WhatsApp (Meta's Cloud API) on the webhook receiver at
   * `/whatsapp/webhook` (so `webhooks` is required): WHATSAPP_ACCESS_TOKEN,
   * WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN and
   * WHATSAPP_API_URL. Runs beside Telegram or the terminal chat.
   */
  whatsapp?: {
    token: string;
    phoneNumberId: string;
    appSecret: string;
    verifyToken: string;
    apiUrl?: string;
    /** Waits of the Graph API client's retries, ms (tests shorten them). */
    retryMs?: readonly number[];
    /** Test hook: called right before an inbound message's new state is saved; crash tests kill the process there. */
    beforeSave?: (message: { id: string; from: string; text?: string }) => void;
  };
  /** Run in a terminal (used when `telegram` is absent): streams default to stdin/stdout, language to `es`. */
  terminal?: { input?: Readable; output?: Writable; lang?: Lang; chatId?: string };
  /** Clock of conversations and the watcher (default: system clock). */
  clock?: Clock;
  /** Interval of the payment watcher, ms (PAYMENT_POLL_INTERVAL_MS). */
  pollIntervalMs: number;
  /**
   * Start the watcher's polling loop and the notice worker's loop (default
   * true; tests may drive `watcher.tick()` and `notices.tick()` themselves —
   * a decision's notice is sent at once either way).
   */
  autoPoll?: boolean;
  /**
   * Minutes before a booking's payment deadline the guest is reminded, once,
   * with the Pay button (PAYMENT_REMINDER_MINUTES; default 30; 0 = no
   * reminders). A booking whose whole hold is not longer gets none.
   */
  paymentReminderMinutes?: number;
  /**
   * Days guests' data (funnel events, conversation states and their hand-off
   * transcript, settled notices, message rows) is kept (FUNNEL_RETENTION_DAYS,
   * default 180): pruned once a day on `clock` with the watcher's loop (`autoPoll`).
   */
  retentionDays?: number;
  /** The bot's API key name, written with the booking funnel's events (default unknown). */
  agency?: string;
  /** Retry waits of the notice outbox, ms (default `NOTICE_BACKOFF_MS`: 1 s, 5 s, 30 s, 2 min, 10 min…). */
  noticeBackoffMs?: readonly number[];
  /**
   * How long an outbox row is kept for the process that claimed it (a notice being sent, the replies being shown)
   * before another worker may send it, ms (default `NOTICE_CLAIM_MS`, 30 s): how soon replies a crash left unsent go out.
   */
  noticeClaimMs?: number;
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
  /**
   * Run no chat channel at all (no Telegram token and stdin is not a
   * terminal, e.g. under systemd or Docker): only the webhook receiver (and
   * its `/health`) runs; no booking is watched, since no guest can be told
   * here. `done` then resolves only when the bot is stopped. Ignored with
   * `telegram`.
   */
  chatOff?: boolean;
  /** Parts that add to {@link RunningBot.health} from the start (more can be added with `addStatusSource`). */
  statusSources?: BotStatusSource[];
  /**
   * The hotel's staff can be reached in Slack (SLACK_HANDOFF_CHANNEL is set;
   * the Slack app, in this process or another one on the same bot database,
   * posts the hand-offs): guests may ask for a person, and the bot hands the
   * conversation over; bookings that need staff (declined twice, expired
   * unpaid) are alerted. Default false.
   */
  handoff?: boolean;
  /**
   * With `handoff`: rooms from which a stay is a group the hotel quotes, for
   * a hotel (undefined before one is chosen or named): HANDOFF_HOTEL_GROUP_ROOMS,
   * else HANDOFF_GROUP_ROOMS.
   */
  groupRooms?: (hotelId: number | undefined) => number | undefined;
  /**
   * The bot's metrics, served at `GET /metrics` on the webhook receiver (when
   * it runs): the token it requires (METRICS_TOKEN) and whether this is
   * production (then refused without a token). Default `{}`: counted, and
   * served to anyone. `false`: nothing counted nor served.
   */
  metrics?: MetricsSettings | false;
}

/**
 * The bot's health, answered by `GET /health` on the webhook receiver:
 * `{status, telegram, terminal, backlog}`.
 *
 * - `status`: `ok` while running, `stopping` once {@link RunningBot.drain} or
 *   `stop` began (the receiver then answers 503).
 * - `telegram`: how Telegram updates arrive: `polling` (long polling),
 *   `webhook` (Telegram's webhook is set), or `off` (no Telegram here).
 * - `terminal`: whether the terminal chat runs in this process (false when
 *   the chat is off).
 * - `backlog`: work waiting, by name, as counts: `watchedPayments` (chatbot
 *   bookings awaiting a payment outcome), `unappliedWebhooks` (received
 *   webhooks not yet applied), plus what status sources add (e.g. a notice
 *   outbox, or `serviceWebhooks`: the embedded service's webhook outbox).
 */
export interface BotHealth {
  status: 'ok' | 'stopping';
  telegram: 'polling' | 'webhook' | 'off';
  terminal: boolean;
  backlog: Record<string, number>;
}

/**
 * A part of the bot (or of the process around it) that contributes to
 * {@link BotHealth}: the Telegram channel can say how updates arrive (the
 * last source that answers wins), any part can add backlog counts. Called on
 * every health check: keep it cheap (a count query).
 */
export interface BotStatusSource {
  /** How Telegram updates arrive now, or undefined when this source does not know. */
  telegram?(): BotHealth['telegram'] | undefined;
  /** Counts to add to `backlog` (e.g. `{ pendingNotices: 3 }`); may be read from a database (a promise). */
  backlog?(): Record<string, number> | Promise<Record<string, number>>;
}

/** A running bot. */
export interface RunningBot {
  /**
   * Stop taking updates (Telegram, terminal input) and wait for the
   * conversations in flight; the webhook receiver and the watcher keep
   * running, so outcomes still reach guests (shutdown: drain, flush the
   * outboxes, then {@link stop}). Idempotent.
   */
  drain(): Promise<void>;
  /** Drain, then stop the webhook receiver and the watcher, wait for work in progress, close the bot database. Idempotent. */
  stop(): Promise<void>;
  /** The bot's health now (see {@link BotHealth}); rejects once the bot database is closed. */
  health(): Promise<BotHealth>;
  /** Add a part to {@link health}; returns the function that removes it. */
  addStatusSource(source: BotStatusSource): () => void;
  /**
   * Resolves when the channel is over: Telegram polling stopped (webhook mode: the bot stopped), or the
   * terminal's input ended and its watched payment was decided (the bot has
   * then stopped itself). Rejects if Telegram polling fails for good.
   */
  done: Promise<void>;
  /** The notice worker of the outbox of guest notices (tests call `tick()`). */
  notices: NoticeWorker;
  /** The payment watcher (tests call `tick()`; a webhook receiver calls `applyOutcome()` and `applyInProcess()`). */
  watcher: PaymentWatcher;
  /** The webhook receiver, when `webhooks` was given (its `webhookUrl` is what the service must post to). */
  webhooks: RunningWebhookReceiver | undefined;
  /** The conversations. */
  conversations: ConversationService;
  /** The Telegram channel, when running on Telegram. */
  telegram: TelegramChannel | undefined;
  /** The terminal chat, when running in a terminal. */
  terminal: TerminalChat | undefined;
  /** The WhatsApp channel, when `whatsapp` was given. */
  whatsapp: WhatsAppChannel | undefined;
  /** The bot database. */
  store: Store;
}

/**
 * Start the bot: Telegram when `telegram` is given (long polling, or with
 * `telegram.webhookUrl` Telegram's webhook served on the webhook receiver and
 * set once the receiver listens; the command menu is set either way), else a
 * terminal chat; plus the payment watcher, whose notices go to the chat that
 * made the booking (it only watches bookings of the channel that runs, so a
 * terminal session never consumes a Telegram guest's notice); plus, with
 * `webhooks`, the webhook receiver, started once the channel is up so an
 * early delivery can reach the guest.
 *
 * @throws when the bot database cannot be opened, (Telegram) when `getMe`
 *   or `setWebhook` fails (bad token, unreachable Bot API, URL refused),
 *   when webhook mode is asked without `webhooks`, or when the webhook receiver
 *   cannot listen (port taken) or its secret is unusable.
 */
export async function startBot(opts: StartBotOptions): Promise<RunningBot> {
  const clock = opts.clock ?? systemClock;
  const logger = opts.logger ?? silentLogger;
  // The receiver's own registry, made first: the conversations and the notice worker count into it.
  const serverMetrics = opts.metrics === false ? undefined : createServerMetrics();
  const metrics = serverMetrics ? prometheusBotMetrics(serverMetrics.registry) : undefined;
  const store = await openBotStore(opts.botDatabasePath);
  const watches = new WatchRepo(store.db);
  const conversations = new ConversationService({
    ...(metrics ? { metrics } : {}),
    store,
    runEffect: createEffectRunner(opts.client, { clock, logger }),
    clock,
    logger,
    ...(opts.catalogue ? { catalogue: opts.catalogue } : {}),
    ...(opts.noticeBackoffMs ? { backoffMs: opts.noticeBackoffMs } : {}),
    ...(opts.noticeClaimMs ? { outboxHoldMs: opts.noticeClaimMs } : {}),
    ...(opts.handoff ? { handoff: true } : {}),
    ...(opts.groupRooms !== undefined ? { groupRooms: opts.groupRooms } : {}),
    ...(opts.agency !== undefined ? { agency: opts.agency } : {}),
  });
  const retention = new RetentionJob({ store, clock, retentionDays: opts.retentionDays ?? DEFAULT_RETENTION_DAYS, logger });

  let telegram: TelegramChannel | undefined;
  let terminal: TerminalChat | undefined;
  let webhooks: RunningWebhookReceiver | undefined;

  // Guest notices (payment outcomes, reminders) go through the bot's outbox; the channel that runs here registers below.
  const noticeRepo = new NoticeRepo(store.db);
  const cards = new BookingCardRepo(store.db);
  const callbackTokens = new CallbackTokenRepo(store.db);
  const noticeChannels: Record<string, NoticeChannel> = {};
  const noticeWorker = new NoticeWorker({
    store,
    ...(metrics ? { metrics } : {}),
    conversations,
    channels: noticeChannels,
    clock,
    logger,
    ...(opts.noticeBackoffMs ? { backoffMs: opts.noticeBackoffMs } : {}),
    ...(opts.noticeClaimMs ? { claimMs: opts.noticeClaimMs } : {}),
  });
  const watcher = new PaymentWatcher({
    client: opts.client,
    store,
    clock,
    intervalMs: opts.pollIntervalMs,
    onNotice: () => noticeWorker.tick(),
    reminderMs: (opts.paymentReminderMinutes ?? 30) * 60_000,
    ...(opts.handoff ? { staffAlerts: true } : {}),
    logger,
    channels: [...(opts.telegram ? [TELEGRAM_CHANNEL] : opts.chatOff ? [] : [TERMINAL_CHANNEL]), ...(opts.whatsapp ? [WHATSAPP_CHANNEL] : [])],
  });

  const sources = new Set<BotStatusSource>(opts.statusSources ?? []);
  sources.add({ backlog: async () => ({ pendingNotices: await noticeRepo.countPending() }) });
  if (opts.handoff) {
    const handoffs = new HandoffRepo(store.db);
    sources.add({ backlog: async () => ({ staffPosts: await handoffs.countPending() }) });
  }
  const received = new ReceivedWebhookRepo(store.db);
  let stopping = false;
  let closed = false;
  const health = async (): Promise<BotHealth> => {
    if (closed) throw new Error('the bot database is closed');
    let mode: BotHealth['telegram'] = telegram ? (opts.telegram?.webhookUrl ? 'webhook' : 'polling') : 'off';
    const backlog: Record<string, number> = { watchedPayments: await watches.countUndecided(), unappliedWebhooks: await received.countUnapplied() };
    for (const src of sources) {
      mode = src.telegram?.() ?? mode;
      Object.assign(backlog, await src.backlog?.());
    }
    return { status: stopping ? 'stopping' : 'ok', telegram: mode, terminal: terminal !== undefined, backlog };
  };
  let chatOffOver: (() => void) | undefined;

  let drained: Promise<void> | undefined;
  const drain = (): Promise<void> =>
    (drained ??= (async () => {
      stopping = true;
      terminal?.close();
      await telegram?.stop();
      await whatsapp?.idle();
      await conversations.idle();
    })());
  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopped ??= (async () => {
      await drain();
      await webhooks?.close();
      webhookOver?.();
      await watcher.stop();
      await noticeWorker.stop();
      await retention.stop();
      await conversations.idle();
      closed = true;
      await store.close();
      chatOffOver?.();
    })());

  let done: Promise<void>;
  let webhookOver: (() => void) | undefined;
  let whatsapp: WhatsAppChannel | undefined;
  try {
    if (opts.whatsapp) {
      if (!opts.webhooks) throw new Error('WhatsApp needs the webhook receiver (BOT_WEBHOOK_PORT) to serve /whatsapp/webhook');
      const w = opts.whatsapp;
      whatsapp = createWhatsAppChannel({
        graph: new GraphClient({
          token: w.token,
          phoneNumberId: w.phoneNumberId,
          ...(w.apiUrl ? { apiUrl: w.apiUrl } : {}),
          ...(w.retryMs ? { retryMs: w.retryMs } : {}),
        }),
        appSecret: w.appSecret,
        verifyToken: w.verifyToken,
        conversations,
        store,
        callbackTokens,
        clock,
        logger,
        ...(w.beforeSave ? { beforeSave: w.beforeSave } : {}),
      });
      noticeChannels[WHATSAPP_CHANNEL] = whatsapp.noticeChannel;
    }
    if (opts.telegram) {
      const t = opts.telegram;
      if (t.webhookUrl && !opts.webhooks) throw new Error('Telegram webhook mode needs the webhook receiver (its port) to serve the updates');
      const updates = new TelegramUpdateRepo(store.db);
      telegram = createTelegramBot({
        token: t.token,
        ...(opts.handoff ? { handoff: true } : {}),
        ...(t.apiRoot ? { apiRoot: t.apiRoot } : {}),
        ...(t.emptyPollDelayMs ? { emptyPollDelayMs: t.emptyPollDelayMs } : {}),
        ...(t.typingIntervalMs ? { typingIntervalMs: t.typingIntervalMs } : {}),
        ...(t.beforeSave ? { beforeSave: t.beforeSave } : {}),
        ...(t.afterSave ? { afterSave: t.afterSave } : {}),
        ...(t.webhookUrl
          ? {
              webhook: {
                url: t.webhookUrl,
                secretToken: await updates.webhookSecret(telegramBotId(t.token), clock.now()),
                ...(t.webhookAnswerTimeoutMs ? { answerTimeoutMs: t.webhookAnswerTimeoutMs } : {}),
              },
            }
          : {}),
        conversations,
        callbackTokens,
        cards,
        updates,
        clock,
        logger,
      });
      await telegram.bot.init();
      await telegram.setCommands();
      noticeChannels[TELEGRAM_CHANNEL] = telegramNoticeChannel({
        token: t.token,
        ...(t.apiRoot ? { apiRoot: t.apiRoot } : {}),
        cards,
        callbackTokens,
        clock,
        logger,
      });
      // Long polling starts now; a webhook is set once the receiver serving it listens (below), and is over when the bot stops.
      done = t.webhookUrl ? new Promise<void>((resolve) => (webhookOver = resolve)) : telegram.start();
      done.catch((err: unknown) => logger.error({ err }, 'telegram polling stopped'));
    } else if (opts.chatOff) {
      done = new Promise<void>((resolve) => (chatOffOver = resolve));
    } else {
      const t = opts.terminal ?? {};
      terminal = new TerminalChat({
        conversations,
        ...(t.input ? { input: t.input } : {}),
        ...(t.output ? { output: t.output } : {}),
        ...(t.lang ? { lang: t.lang } : {}),
        ...(t.chatId ? { chatId: t.chatId } : {}),
        pendingPayments: async (chat) => (await watches.pendingFor(chat)).length + (await noticeRepo.pendingFor(chat)),
        logger,
      });
      noticeChannels[TERMINAL_CHANNEL] = terminal.noticeChannel();
      done = terminal.start().then(stop);
    }
  } catch (err) {
    closed = true;
    await store.close();
    throw err;
  }
  if (opts.webhooks) {
    try {
      webhooks = await startWebhookReceiver({
        ...(opts.webhooks.host ? { host: opts.webhooks.host } : {}),
        port: opts.webhooks.port,
        secret: opts.webhooks.secret,
        watcher,
        received,
        clock,
        logger,
        health,
        metrics: serverMetrics && opts.metrics !== false ? { server: serverMetrics, settings: opts.metrics ?? {} } : false,
        ...(telegram?.webhookHandler && telegram.webhookPath ? { telegram: { path: telegram.webhookPath, handler: telegram.webhookHandler } } : {}),
        ...(whatsapp ? { whatsapp: { path: WHATSAPP_WEBHOOK_PATH, verify: whatsapp.verify, receive: whatsapp.receive } } : {}),
      });
      logger.info({ url: webhooks.webhookUrl }, 'webhook receiver listening');
      if (telegram?.webhookHandler) {
        try {
          await telegram.start();
        } catch (err) {
          await stop();
          throw err;
        }
        logger.info({ url: opts.telegram?.webhookUrl }, 'telegram webhook set');
      }
    } catch (err) {
      await stop();
      throw err;
    }
  }
  // Notices left unsent by a crash or an outage go out now, and WhatsApp messages a crash left unhandled are handled; then the loops.
  await noticeWorker.tick();
  whatsapp?.resume();
  if (opts.autoPoll ?? true) {
    watcher.start();
    noticeWorker.start();
    retention.start();
  }

  return {
    drain,
    stop,
    health,
    addStatusSource: (source) => {
      sources.add(source);
      return () => sources.delete(source);
    },
    done,
    notices: noticeWorker,
    watcher,
    webhooks,
    conversations,
    telegram,
    terminal,
    whatsapp,
    store,
  };
}
