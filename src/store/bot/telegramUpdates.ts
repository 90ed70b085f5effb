/**
 * The Telegram runtime's rows of the bot database (migration 4): the updates
 * already handled, one per `(bot_id, update_id)`, so an update Telegram
 * delivers again is skipped; and the webhook `secret_token` of each bot.
 *
 * An update is recorded in the same transaction that saves the conversation
 * state it produced ({@link TelegramUpdateRepo.recordWith}), so "its state is
 * saved" and "it was seen" are one fact: a crash before the commit leaves
 * neither (the redelivered update is handled), a crash after it leaves both
 * (the redelivered update is skipped).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db.js';

/** What an update was, as recorded: the guest's text, a command, a button press, a shared contact, an unreadable message, an edit, or anything else. */
export type TelegramUpdateKind = 'text' | 'command' | 'choice' | 'contact' | 'unsupported' | 'edit' | 'other';

/** One handled update. */
export interface TelegramUpdateRecord {
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

/** Handled Telegram updates (dedupe by `update_id`) and the webhook secret tokens. */
export class TelegramUpdateRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** Whether update `updateId` of bot `botId` was already handled. */
  seen(botId: number, updateId: number): boolean {
    return this.#db.prepare('SELECT 1 FROM telegram_updates WHERE bot_id = ? AND update_id = ?').get(botId, updateId) !== undefined;
  }

  /** Record a handled update at `now`; returns false when it was already recorded (the row is kept as is). */
  record(u: TelegramUpdateRecord, now: Date): boolean {
    const r = this.#db
      .prepare(
        `INSERT INTO telegram_updates (bot_id, update_id, chat_id, message_id, kind, received_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (bot_id, update_id) DO NOTHING`,
      )
      .run(u.botId, u.updateId, u.chatId, u.messageId, u.kind, now.toISOString());
    return r.changes === 1;
  }

  /**
   * Run `work` (e.g. saving the conversation state, on the same database)
   * and record `u`, in one transaction: both or neither.
   *
   * @throws whatever `work` throws (nothing is recorded then).
   */
  recordWith(u: TelegramUpdateRecord, now: Date, work: () => void): void {
    this.#db.transaction(() => {
      work();
      this.record(u, now);
    })();
  }

  /**
   * The latest handled update of chat `chatId` that was the guest's own input
   * (edits left out), or undefined: what the guest last said or pressed.
   */
  lastInput(botId: number, chatId: string): { updateId: number; messageId: number | null; kind: TelegramUpdateKind } | undefined {
    return this.#db
      .prepare(
        `SELECT update_id AS updateId, message_id AS messageId, kind FROM telegram_updates
         WHERE bot_id = ? AND chat_id = ? AND kind <> 'edit' ORDER BY update_id DESC LIMIT 1`,
      )
      .get(botId, chatId) as { updateId: number; messageId: number | null; kind: TelegramUpdateKind } | undefined;
  }

  /** Forget updates recorded before `before`; returns how many rows were deleted. */
  prune(before: Date): number {
    return this.#db.prepare('DELETE FROM telegram_updates WHERE received_at < ?').run(before.toISOString()).changes;
  }

  /**
   * The webhook `secret_token` of bot `botId`: 32 random bytes as base64url
   * (Telegram allows `A-Z a-z 0-9 _ -`, 1–256 characters), made and stored on
   * first use, the same afterwards.
   */
  webhookSecret(botId: number, now: Date): string {
    this.#db
      .prepare('INSERT INTO telegram_webhook_secrets (bot_id, secret, created_at) VALUES (?, ?, ?) ON CONFLICT (bot_id) DO NOTHING')
      .run(botId, randomBytes(32).toString('base64url'), now.toISOString());
    return (this.#db.prepare('SELECT secret FROM telegram_webhook_secrets WHERE bot_id = ?').get(botId) as { secret: string }).secret;
  }
}
