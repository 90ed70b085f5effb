/**
 * The daily prune of guests' data older than the retention
 * (FUNNEL_RETENTION_DAYS, default {@link DEFAULT_RETENTION_DAYS}): funnel
 * events, old conversation states with their hand-off transcript, settled
 * notices, posted hand-off posts, WhatsApp and Telegram message rows (see
 * `pruneBefore` in `src/store/bot/privacy.ts`). It runs on the injected
 * clock: each {@link RetentionJob.tick} prunes when the Bogotá date changed
 * since this process last pruned (the first tick always does). Several bot
 * instances may each prune once a day: pruning is idempotent.
 */
import { bogotaDate, type Clock } from '../clock.js';
import { pruneBefore, type Removed } from '../store/bot/privacy.js';
import type { Store } from '../store/sql.js';
import { silentLogger, type BotLogger } from './effects.js';
import { Repeater } from './repeat.js';

/** Days guests' data is kept by default (FUNNEL_RETENTION_DAYS). */
export const DEFAULT_RETENTION_DAYS = 180;

/** How often the job looks whether the day changed, ms (an hour). */
export const RETENTION_CHECK_MS = 3_600_000;

/** Options of {@link RetentionJob}. */
export interface RetentionJobOptions {
  store: Store;
  clock: Clock;
  /** Keep this many days (FUNNEL_RETENTION_DAYS); rows older than `now − days` go. */
  retentionDays: number;
  /** Between two looks at the date, ms (default {@link RETENTION_CHECK_MS}). */
  intervalMs?: number;
  logger?: BotLogger;
}

/**
 * Prunes the bot database once a day.
 *
 * @example
 * const job = new RetentionJob({ store, clock: systemClock, retentionDays: 180 });
 * job.start();            // look every hour, prune once a day
 * await job.tick();       // or prune now if not done today (tests)
 */
export class RetentionJob {
  readonly #o: RetentionJobOptions;
  readonly #repeater: Repeater;
  #lastDay: string | undefined;

  constructor(options: RetentionJobOptions) {
    this.#o = options;
    const log = options.logger ?? silentLogger;
    this.#repeater = new Repeater(
      () => this.tick(),
      options.intervalMs ?? RETENTION_CHECK_MS,
      (err) => log.error({ err }, 'retention prune failed'),
    );
  }

  /** The instant before which rows are removed at `now`: `now − retentionDays` days. */
  cutoff(now: Date): Date {
    return new Date(now.getTime() - this.#o.retentionDays * 86_400_000);
  }

  /**
   * Prune now when this process has not pruned on today's Bogotá date;
   * resolves to the rows removed per table, or undefined when already done
   * today. Rejects when the database fails (the day is then tried again).
   */
  async tick(): Promise<Removed | undefined> {
    const now = this.#o.clock.now();
    const day = bogotaDate(now);
    if (this.#lastDay === day) return undefined;
    const removed = await this.#o.store.transaction((tx) => pruneBefore(tx, this.cutoff(now)));
    this.#lastDay = day;
    const total = Object.values(removed).reduce((a, b) => a + b, 0);
    if (total > 0) (this.#o.logger ?? silentLogger).info({ removed }, 'retention: pruned guest data older than the retention');
    return removed;
  }

  /** Look every `intervalMs` (pruning once a day) until {@link stop}. */
  start(): void {
    this.#repeater.start();
  }

  /** Stop looking; waits for a prune in progress. */
  async stop(): Promise<void> {
    await this.#repeater.stop();
  }
}
