/**
 * The notice worker: sends the guest notices of the bot's notice outbox
 * (`bot_notices`, see `src/store/bot/notices.ts`) — payment outcomes and
 * payment reminders — at least once and never twice.
 *
 * A notice is recorded by the payment watcher in the same transaction as the
 * decision it tells. The worker then feeds its input to the chat's
 * conversation once (the conversation's new state and the replies it gives
 * are saved in one transaction), and hands the saved replies to the chat's
 * channel; the notice is marked sent only after the channel accepted every
 * reply (progress is kept per reply, so a retry never repeats one already
 * accepted). A failed send — channel down, 5xx, 429, a crash — is retried
 * with backoff on the injected clock ({@link NOTICE_BACKOFF_MS}) until it
 * goes out; a channel that refuses a notice for good (the guest blocked the
 * bot, the chat is gone) makes it a dead letter. After a restart, pending
 * notices go out at the first tick. Channel-neutral: Telegram and the
 * terminal are both {@link NoticeChannel}s.
 */
import type { Clock } from '../clock.js';
import type { FlowInput, Lang, Reply } from '../flows/types.js';
import type { Notice, NoticeRepo } from '../store/bot/notices.js';
import type { ConversationService } from './conversation.js';
import { silentLogger, type BotLogger } from './effects.js';
import { Repeater } from './repeat.js';

/** Waits before the 1st, 2nd, … retry of a failed notice, ms: 1 s, 5 s, 30 s, 2 min, then every 10 min. */
export const NOTICE_BACKOFF_MS: readonly number[] = [1_000, 5_000, 30_000, 120_000, 600_000];

/** How often the worker looks for due notices when started, ms (due times are read on the injected clock). */
export const NOTICE_TICK_MS = 1_000;

/** Thrown by a {@link NoticeChannel}: the channel refused the notice for good (e.g. the guest blocked the bot). Not retried. */
export class NoticeRefusedError extends Error {
  override name = 'NoticeRefusedError';
}

/** Thrown by a {@link NoticeChannel}: the channel asked to wait (Telegram's 429 `retry_after`) at least `retryAfterMs`. */
export class NoticeThrottledError extends Error {
  override name = 'NoticeThrottledError';
  readonly retryAfterMs: number;
  constructor(message: string, retryAfterMs: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

/** A channel notices are sent through (Telegram, the terminal). */
export interface NoticeChannel {
  /** Whether this process can reach `chatId` now (the terminal only its own chat); default yes. Others stay pending. */
  accepts?(chatId: string): boolean;
  /**
   * Show `replies[from..]` in `chatId`, in order, calling `delivered(i + 1)`
   * once reply `i` was accepted. A reply's `cardUpdate` is applied (the
   * booking card edited) before the reply itself is sent; editing is
   * idempotent. Rejects on failure: {@link NoticeRefusedError} for good,
   * {@link NoticeThrottledError} to wait, anything else to retry with backoff.
   */
  deliver(chatId: string, replies: readonly Reply[], lang: Lang, from: number, delivered: (count: number) => void): Promise<void>;
  /** Called after a notice of `chatId` was marked sent (the terminal may then finish). */
  afterSent?(chatId: string): void;
}

/** Options of {@link NoticeWorker}. */
export interface NoticeWorkerOptions {
  notices: NoticeRepo;
  /** Conversations: each notice's input is fed to its chat's conversation once. */
  conversations: ConversationService;
  /** The channels this process sends through, by channel name (`telegram`, `terminal`); notices of other channels are left pending. */
  channels: Record<string, NoticeChannel>;
  /** Decides which notices are due and when retries are. */
  clock: Clock;
  logger?: BotLogger;
  /** Retry waits (default {@link NOTICE_BACKOFF_MS}; the last one repeats). */
  backoffMs?: readonly number[];
  /** Pause between ticks of {@link NoticeWorker.start}'s loop, ms (default {@link NOTICE_TICK_MS}). */
  intervalMs?: number;
  /** Most notices handled per tick (default 100). */
  batchSize?: number;
}

/** What a tick did: ids of the notices sent, retried later, and refused for good. */
export interface NoticeReport {
  sent: number[];
  retry: number[];
  dead: number[];
}

/**
 * Sends the notice outbox.
 *
 * @example
 * const worker = new NoticeWorker({ notices, conversations, channels: { telegram: telegramNotices(...) }, clock: systemClock });
 * worker.start();              // send due notices every second until stop()
 * await worker.tick();         // or once (tests, and right after a decision)
 */
export class NoticeWorker {
  readonly #o: NoticeWorkerOptions;
  readonly #log: BotLogger;
  readonly #repeater: Repeater;
  #running: Promise<NoticeReport> | undefined;
  #again: Promise<NoticeReport> | undefined;

  constructor(options: NoticeWorkerOptions) {
    this.#o = options;
    this.#log = options.logger ?? silentLogger;
    this.#repeater = new Repeater(() => this.tick(), options.intervalMs ?? NOTICE_TICK_MS, (err) => this.#log.error({ err }, 'notice tick failed'));
  }

  /**
   * Send every due pending notice (`next_attempt_at <= now`) of the channels
   * this process runs. One pass at a time: a call during a pass runs one more
   * pass right after it (so a notice recorded meanwhile is not missed) and
   * resolves with that pass's report. Never rejects for a failed send.
   */
  tick(): Promise<NoticeReport> {
    if (!this.#running) {
      this.#running = this.#pass().finally(() => {
        this.#running = undefined;
      });
      return this.#running;
    }
    this.#again ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#again = undefined;
        return this.tick();
      });
    return this.#again;
  }

  /** Run {@link tick} now and then every `intervalMs` until {@link stop}. Idempotent. */
  start(): void {
    this.#repeater.start();
  }

  /** Stop the loop and wait for a pass in progress. */
  async stop(): Promise<void> {
    await this.#repeater.stop();
    while (this.#running || this.#again) await (this.#again ?? this.#running)?.catch(() => undefined);
  }

  async #pass(): Promise<NoticeReport> {
    const report: NoticeReport = { sent: [], retry: [], dead: [] };
    const names = Object.keys(this.#o.channels);
    const due = this.#o.notices.due(this.#o.clock.now(), this.#o.batchSize ?? 100, names);
    for (const notice of due) {
      const channel = this.#o.channels[notice.channel];
      if (!channel || (channel.accepts && !channel.accepts(notice.chatId))) continue;
      const result = await this.#send(notice, channel);
      report[result].push(notice.id);
    }
    return report;
  }

  async #send(notice: Notice, channel: NoticeChannel): Promise<keyof NoticeReport> {
    const { notices, conversations, clock } = this.#o;
    const chat = { channel: notice.channel, chatId: notice.chatId };
    const fallbackLang: Lang = notice.lang === 'en' ? 'en' : 'es';
    let delivered = notice.delivered;
    const progress = (count: number) => {
      delivered = count;
      notices.progress(notice.id, count);
    };
    try {
      if (notice.replies === null) {
        // First attempt: the conversation takes the input once; its state and the replies are saved together, then shown in the chat's turn.
        await conversations.handle(chat, notice.input as FlowInput, {
          lang: fallbackLang,
          commit: (save, result) =>
            notices.atomically(() => {
              save();
              notices.prepare(notice.id, result.replies, result.lang);
            }),
          deliver: (result) => channel.deliver(notice.chatId, result.replies, result.lang, 0, progress),
        });
      } else {
        const lang: Lang = notice.replyLang === 'en' ? 'en' : notice.replyLang === 'es' ? 'es' : fallbackLang;
        await channel.deliver(notice.chatId, notice.replies as Reply[], lang, delivered, progress);
      }
      notices.markSent(notice.id, clock.now());
      channel.afterSent?.(notice.chatId);
      this.#log.info({ notice: notice.id, chatbotId: notice.chatbotId, kind: notice.kind }, 'notice sent');
      return 'sent';
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof NoticeRefusedError) {
        notices.bury(notice.id, message);
        this.#log.error({ err, notice: notice.id, chatbotId: notice.chatbotId, kind: notice.kind }, 'notice refused by the channel for good (dead letter)');
        return 'dead';
      }
      const backoff = this.#o.backoffMs ?? NOTICE_BACKOFF_MS;
      let wait = backoff[Math.min(notice.attempts, backoff.length - 1)] ?? 60_000;
      if (err instanceof NoticeThrottledError) wait = Math.max(wait, err.retryAfterMs);
      notices.fail(notice.id, message, new Date(clock.now().getTime() + wait));
      this.#log.warn({ err, notice: notice.id, chatbotId: notice.chatbotId, kind: notice.kind, retryInMs: wait }, 'notice not sent; retrying later');
      return 'retry';
    }
  }
}
