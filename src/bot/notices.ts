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
 * terminal are both {@link NoticeChannel}s. The replies to a guest's input
 * are outbox rows too (kind `reply`, written with the state that gave them,
 * see `ConversationService.handle`'s `outbox`): the worker sends what a
 * crash or a failed channel left of them.
 *
 * Several bot instances may share the outbox (PostgreSQL): a worker sends a
 * notice only after claiming it (`NoticeRepo.claim`: a conditional update
 * that moves its next attempt {@link NOTICE_CLAIM_MS} ahead, checked by its
 * count), so one worker sends it; no transaction is open while the channel
 * is called. A worker that dies while sending leaves the claim to lapse, and
 * the notice is sent again after it (at least once).
 */
import type { Clock } from '../clock.js';
import type { FlowInput, Lang, Reply } from '../flows/types.js';
import { NoticeRepo, NOTICE_CLAIM_MS, type Notice } from '../store/bot/notices.js';
import type { Store } from '../store/sql.js';
import type { ConversationService } from './conversation.js';
import { silentLogger, type BotLogger } from './effects.js';
import { NOTICE_BACKOFF_MS, sendNotice, type NoticeChannel, type NoticeReport } from './outbox.js';
import { PassLoop } from './repeat.js';
import type { BotMetrics } from './metrics.js';

/** How often the worker looks for due notices when started, ms (due times are read on the injected clock). */
export const NOTICE_TICK_MS = 1_000;

/** Options of {@link NoticeWorker}. */
export interface NoticeWorkerOptions {
  /** The bot database: the notice outbox (`bot_notices`). */
  store: Store;
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
  /** How long a claimed notice is kept from other workers, ms (default {@link NOTICE_CLAIM_MS}). */
  claimMs?: number;
  /** Counts each settled notice: sent, retried or dead (default: counts nothing). */
  metrics?: Pick<BotMetrics, 'notice'>;
}

/**
 * Sends the notice outbox.
 *
 * @example
 * const worker = new NoticeWorker({ store, conversations, channels: { telegram: telegramNotices(...) }, clock: systemClock });
 * worker.start();              // send due notices every second until stop()
 * await worker.tick();         // or once (tests, and right after a decision)
 */
export class NoticeWorker extends PassLoop<NoticeReport> {
  readonly #o: NoticeWorkerOptions;
  readonly #log: BotLogger;

  constructor(options: NoticeWorkerOptions) {
    const log = options.logger ?? silentLogger;
    super(options.intervalMs ?? NOTICE_TICK_MS, (err) => log.error({ err }, 'notice tick failed'));
    this.#o = options;
    this.#log = log;
  }

  /**
   * One pass ({@link tick}): send every due pending notice (`next_attempt_at
   * <= now`) of the channels this process runs that this worker could claim.
   * Never rejects for a failed send.
   */
  protected override async pass(): Promise<NoticeReport> {
    const report: NoticeReport = { sent: [], retry: [], dead: [] };
    const names = Object.keys(this.#o.channels);
    const notices = new NoticeRepo(this.#o.store.db);
    const due = await notices.due(this.#o.clock.now(), this.#o.batchSize ?? 100, names);
    for (const notice of due) {
      const channel = this.#o.channels[notice.channel];
      if (!channel || (channel.accepts && !channel.accepts(notice.chatId))) continue;
      // Another worker (another bot instance) may have taken it since it was read: only the claimant sends it.
      if (!(await notices.claim(notice.id, this.#o.clock.now(), this.#o.claimMs ?? NOTICE_CLAIM_MS))) continue;
      const result = await this.#send(notice, channel);
      report[result].push(notice.id);
    }
    return report;
  }

  async #send(claimed: Notice, channel: NoticeChannel): Promise<keyof NoticeReport> {
    const { store, conversations } = this.#o;
    const notices = new NoticeRepo(store.db);
    let notice = claimed;
    const chat = { channel: notice.channel, chatId: notice.chatId };
    const fallbackLang: Lang = notice.lang === 'en' ? 'en' : 'es';
    const delivery = {
      store,
      clock: this.#o.clock,
      logger: this.#log,
      backoffMs: this.#o.backoffMs ?? NOTICE_BACKOFF_MS,
      ...(this.#o.metrics ? { metrics: this.#o.metrics } : {}),
    };
    return sendNotice(delivery, notice, channel, async (progress) => {
      let delivered = false;
      if (notice.replies === null) {
        // First attempt: the conversation takes the input once; its state and the replies are saved together, then shown in the chat's turn.
        const result = await conversations.handle(chat, notice.input as FlowInput, {
          lang: fallbackLang,
          commit: (tx, result) => new NoticeRepo(tx).prepare(notice.id, result.replies, result.lang),
          deliver: (result) => channel.deliver(notice.chatId, result.replies, result.lang, 0, progress, notice.id),
        });
        delivered = !result.skipped;
        // Skipped: its answer was saved by an earlier attempt meanwhile; that one is sent below, from where it got.
        if (!delivered) notice = (await notices.get(notice.id)) ?? notice;
      }
      if (!delivered) {
        if (notice.replies === null) throw new Error('the notice has no saved answer');
        const lang: Lang = notice.replyLang === 'en' ? 'en' : notice.replyLang === 'es' ? 'es' : fallbackLang;
        await channel.deliver(notice.chatId, notice.replies as Reply[], lang, notice.delivered, progress, notice.id);
      }
    });
  }
}
