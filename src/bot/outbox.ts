/**
 * Sending one row of the bot's outbox (`bot_notices`): the channels it goes
 * through, how their failures are told apart, and how a send is settled
 * (sent, retried after a backoff, or a dead letter). Shared by the notice
 * worker (`./notices.ts`) and the conversations, which send the replies to a
 * guest's input as outbox rows right after saving them (`./conversation.ts`).
 */
import type { Clock } from '../clock.js';
import type { Lang, Reply } from '../flows/types.js';
import { NoticeRepo, type Notice } from '../store/bot/notices.js';
import type { Store } from '../store/sql.js';
import type { BotLogger } from './effects.js';
import type { BotMetrics } from './metrics.js';

/** Waits before the 1st, 2nd, … retry of a failed notice, ms: 1 s, 5 s, 30 s, 2 min, then every 10 min. */
export const NOTICE_BACKOFF_MS: readonly number[] = [1_000, 5_000, 30_000, 120_000, 600_000];

/** Thrown by a {@link NoticeChannel}: the channel refused the notice for good (e.g. the guest blocked the bot). Not retried. */
export class NoticeRefusedError extends Error {
  override name = 'NoticeRefusedError';
}

/** Thrown by a {@link NoticeChannel}: the channel asked to wait (Telegram's 429 `retry_after`) at least `retryAfterMs`. */
export class NoticeThrottledError extends Error {
  override name = 'NoticeThrottledError';
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
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
   * `noticeId` is the outbox row being sent (a channel whose deliveries fail
   * later, WhatsApp's `failed` statuses, reopens that row from the failed reply).
   */
  deliver(chatId: string, replies: readonly Reply[], lang: Lang, from: number, delivered: (count: number) => void, noticeId?: number): Promise<void>;
  /** Called after a notice of `chatId` was marked sent (the terminal may then finish). */
  afterSent?(chatId: string): void;
}

/** What a tick did: ids of the notices sent, retried later, and refused for good. */
export interface NoticeReport {
  sent: number[];
  retry: number[];
  dead: number[];
}

/** What {@link sendNotice} needs: the bot database, the clock of retries, a logger and the retry waits. */
export interface NoticeDelivery {
  store: Store;
  clock: Clock;
  logger: BotLogger;
  /** Retry waits (the last one repeats). */
  backoffMs: readonly number[];
  /** Counts each settled row by outcome and kind (default: counts nothing). */
  metrics?: Pick<BotMetrics, 'notice'>;
}

/**
 * Send outbox row `notice` with `show`, which hands its replies to `channel`
 * and calls `progress(count)` as each is accepted (written in order), then
 * mark it sent. A failure is settled here, never thrown: a dead letter when
 * the channel refused it for good ({@link NoticeRefusedError}), else retried
 * after the backoff of its attempts (or the channel's own wait,
 * {@link NoticeThrottledError}), from the first reply not accepted. Used by
 * the notice worker and, for the replies to a guest's input, by the
 * conversations themselves right after saving them.
 */
export async function sendNotice(
  d: NoticeDelivery,
  notice: Pick<Notice, 'id' | 'chatId' | 'attempts' | 'kind' | 'chatbotId'>,
  channel: NoticeChannel,
  show: (progress: (count: number) => void) => Promise<void>,
): Promise<keyof NoticeReport> {
  const notices = new NoticeRepo(d.store.db);
  // Progress is written as each reply is accepted; the writes are chained so they land in order and are all done before the notice is settled.
  let progressed: Promise<void> = Promise.resolve();
  const progress = (count: number) => {
    progressed = progressed.then(() => notices.progress(notice.id, count));
  };
  const about = { notice: notice.id, chatbotId: notice.chatbotId, kind: notice.kind };
  try {
    await show(progress);
    await progressed;
    await d.store.transaction((tx) => new NoticeRepo(tx).markSent(notice.id, d.clock.now()));
    d.metrics?.notice('sent', notice.kind);
    channel.afterSent?.(notice.chatId);
    if (notice.kind !== 'reply') d.logger.info(about, 'notice sent');
    return 'sent';
  } catch (err) {
    await progressed.catch(() => undefined);
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof NoticeRefusedError) {
      await notices.bury(notice.id, message);
      d.metrics?.notice('dead', notice.kind);
      d.logger.error({ err, ...about }, 'notice refused by the channel for good (dead letter)');
      return 'dead';
    }
    let wait = d.backoffMs[Math.min(notice.attempts, d.backoffMs.length - 1)] ?? 60_000;
    if (err instanceof NoticeThrottledError) wait = Math.max(wait, err.retryAfterMs);
    await notices.fail(notice.id, message, new Date(d.clock.now().getTime() + wait));
    d.metrics?.notice('retried', notice.kind);
    d.logger.warn({ err, ...about, retryInMs: wait }, 'notice not sent; retrying later');
    return 'retry';
  }
}
