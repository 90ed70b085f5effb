/**
 * The retry bookkeeping the bot database's two outboxes share: the notices
 * to guests (`bot_notices`) and the hand-off posts to Slack
 * (`handoff_posts`). A row waits `pending` until sent; each failed send
 * counts one attempt and keeps the error; a refusal for good keeps the row
 * as a dead letter (`dead`), never sent again. Only a pending row changes,
 * so a row another worker already settled is left alone.
 */
import { exec, first, sql } from '../sql.js';
import type { BotExecutor } from './database.js';

/** The bot database's outbox tables whose rows are sent with retries. */
export type RetriedTable = 'bot_notices' | 'handoff_posts';

/** Longest error text kept in `last_error`, characters: a longer one is cut. */
export const LAST_ERROR_CHARS = 500;

/** `error` as `last_error` keeps it (at most {@link LAST_ERROR_CHARS} characters). */
export function lastErrorText(error: string): string {
  return error.slice(0, LAST_ERROR_CHARS);
}

/**
 * Claim row `id` of `table` for sending: while it is pending and due at
 * `now`, its next attempt moves to `now` + `claimMs`, so no other worker
 * (another bot instance) takes it meanwhile. True for exactly one caller;
 * false when it was settled or claimed by someone else first.
 */
export async function claimPending(ex: BotExecutor, table: RetriedTable, id: number, now: Date, claimMs: number): Promise<boolean> {
  const n = await exec(
    ex,
    sql`UPDATE ${sql.table(table)} SET next_attempt_at = ${new Date(now.getTime() + claimMs).toISOString()}
        WHERE id = ${id} AND status = 'pending' AND next_attempt_at <= ${now.toISOString()}`,
  );
  return n === 1;
}

/** A failed send of pending row `id` of `table`: one attempt more, the error, and when to try again. */
export async function failPending(ex: BotExecutor, table: RetriedTable, id: number, error: string, nextAttemptAt: Date): Promise<void> {
  await exec(
    ex,
    sql`UPDATE ${sql.table(table)} SET attempts = attempts + 1, last_error = ${lastErrorText(error)}, next_attempt_at = ${nextAttemptAt.toISOString()}
        WHERE id = ${id} AND status = 'pending'`,
  );
}

/** Pending row `id` of `table` was refused for good: one attempt more, the error, kept as a dead letter. */
export async function buryPending(ex: BotExecutor, table: RetriedTable, id: number, error: string): Promise<void> {
  await exec(
    ex,
    sql`UPDATE ${sql.table(table)} SET status = 'dead', attempts = attempts + 1, last_error = ${lastErrorText(error)} WHERE id = ${id} AND status = 'pending'`,
  );
}

/** How many rows of `table` wait to be sent (`pending`): the health check's backlog. */
export async function countPendingRows(ex: BotExecutor, table: RetriedTable): Promise<number> {
  const row = await first<{ n: number }>(ex, sql`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE status = 'pending'`);
  return Number(row?.n ?? 0);
}
