/**
 * The Telegram runtime's rows of the bot database (migration 4): the updates
 * already handled, one per `(bot_id, update_id)`, so an update Telegram
 * delivers again is skipped; and the webhook `secret_token` of each bot.
 *
 * An update is recorded in the same transaction that saves the conversation
 * state it produced ({@link TelegramUpdateRepo.record} on that transaction),
 * so "its state is saved" and "it was seen" are one fact: a crash before the
 * commit leaves neither (the redelivered update is handled), a crash after it
 * leaves both (the redelivered update is skipped).
 */
import { randomBytes } from 'node:crypto';
import { exec, first, sql, type Camelized } from '../sql.js';
import type { BotExecutor, BotRow } from './database.js';

/** What an update was, as recorded: the guest's text, a command, a button press, a shared contact, an unreadable message, an edit, or anything else. */
export type TelegramUpdateKind = 'text' | 'command' | 'choice' | 'contact' | 'unsupported' | 'edit' | 'other';

/** One handled update. */
export interface TelegramUpdateRecord extends Camelized<BotRow<'telegram_updates', 'bot_id' | 'update_id' | 'chat_id' | 'message_id' | 'kind'>> {
  /** The bot's Telegram user id (`getMe().id`). */
  botId: number;
  /** Telegram's `update_id`. */
  updateId: number;
  /** The chat it came from (text), null when it has none. */
  chatId: string | null;
  /** The guest's message (`message_id`); null for button presses and updates without one. */
  messageId: number | null;
  kind: TelegramUpdateKind;
}

/** How long handled update ids are kept: Telegram keeps an unconfirmed update for 24 hours, so a redelivery never comes later than that. */
export const TELEGRAM_UPDATE_RETENTION_MS = 2 * 86_400_000;

/** Handled Telegram updates (dedupe by `update_id`) and the webhook secret tokens, over an executor (the store's or a transaction's). */
export class TelegramUpdateRepo {
  readonly #ex: BotExecutor;
  constructor(ex: BotExecutor) {
    this.#ex = ex;
  }

  /** Whether update `updateId` of bot `botId` was already handled. */
  async seen(botId: number, updateId: number): Promise<boolean> {
    return (await first(this.#ex, sql`SELECT 1 AS one FROM telegram_updates WHERE bot_id = ${botId} AND update_id = ${updateId}`)) !== undefined;
  }

  /**
   * Record a handled update at `now`; resolves to false when it was already
   * recorded (the row is kept as is). The primary key `(bot_id, update_id)`
   * makes this the once-only claim of an update: of two bot instances
   * recording the same update in their transactions, the second waits for
   * the first and gets false.
   */
  async record(u: TelegramUpdateRecord, now: Date): Promise<boolean> {
    const n = await exec(
      this.#ex,
      sql`INSERT INTO telegram_updates (bot_id, update_id, chat_id, message_id, kind, received_at)
          VALUES (${u.botId}, ${u.updateId}, ${u.chatId}, ${u.messageId}, ${u.kind}, ${now.toISOString()})
          ON CONFLICT (bot_id, update_id) DO NOTHING`,
    );
    return n === 1;
  }

  /**
   * The latest handled update of chat `chatId` that was the guest's own input
   * (edits left out), or undefined: what the guest last said or pressed.
   */
  async lastInput(botId: number, chatId: string): Promise<{ updateId: number; messageId: number | null; kind: TelegramUpdateKind } | undefined> {
    return first<{ updateId: number; messageId: number | null; kind: TelegramUpdateKind }>(
      this.#ex,
      sql`SELECT update_id AS "updateId", message_id AS "messageId", kind FROM telegram_updates
          WHERE bot_id = ${botId} AND chat_id = ${chatId} AND kind <> 'edit' ORDER BY update_id DESC LIMIT 1`,
    );
  }

  /** Forget updates recorded before `before`; resolves to how many rows were deleted. */
  async prune(before: Date): Promise<number> {
    return exec(this.#ex, sql`DELETE FROM telegram_updates WHERE received_at < ${before.toISOString()}`);
  }

  /**
   * The webhook `secret_token` of bot `botId`: 32 random bytes as base64url
   * (Telegram allows `A-Z a-z 0-9 _ -`, 1–256 characters), made and stored on
   * first use, the same afterwards (also when two processes make it at once:
   * the first stored wins).
   */
  async webhookSecret(botId: number, now: Date): Promise<string> {
    await exec(
      this.#ex,
      sql`INSERT INTO telegram_webhook_secrets (bot_id, secret, created_at) VALUES (${botId}, ${randomBytes(32).toString('base64url')}, ${now.toISOString()})
          ON CONFLICT (bot_id) DO NOTHING`,
    );
    return (await first<{ secret: string }>(this.#ex, sql`SELECT secret FROM telegram_webhook_secrets WHERE bot_id = ${botId}`))!.secret;
  }
}
