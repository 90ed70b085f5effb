/**
 * The bot's notice outbox and booking cards (bot migration 5).
 *
 * A notice (a payment outcome or a payment reminder for the guest of one
 * chatbot booking) is recorded in the same transaction as the decision it
 * tells, once per dedupe key, then sent by the notice worker
 * (`src/bot/notices.ts`), which marks it sent only after the channel accepted
 * it: at least once, never twice. The booking card is the channel's message
 * with the booking's summary and Pay button, remembered to be edited later.
 */
import type { Db } from '../db.js';
import type { ChatRef } from './repos.js';

/** What a notice tells: a payment outcome (`paid`, `expired`, `rejected`) or the `reminder` before the payment deadline. */
export type NoticeKind = 'paid' | 'expired' | 'rejected' | 'reminder';

/** Where a notice is: waiting to be sent, sent, cancelled (a reminder after the decision) or refused for good by the channel. */
export type NoticeStatus = 'pending' | 'sent' | 'cancelled' | 'dead';

/** A row of `bot_notices`. Times are ISO 8601 UTC. */
export interface Notice {
  id: number;
  chatbotId: string;
  kind: NoticeKind;
  /** Unique per notice: `<chatbot id>:<kind>`, for rejections `<chatbot id>:rejected:<n>`. */
  dedupeKey: string;
  channel: string;
  chatId: string;
  /** Language of the booking's conversation when the notice was recorded (used if the chat has no state any more). */
  lang: string;
  /** The conversation input to feed (parsed JSON). */
  input: unknown;
  /** The conversation's answer (parsed JSON), null until prepared. */
  replies: unknown[] | null;
  /** Language of `replies`. */
  replyLang: string | null;
  /** How many of `replies` the channel already accepted. */
  delivered: number;
  status: NoticeStatus;
  /** Failed sends so far. */
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** Input of {@link NoticeRepo.record}. */
export interface NewNotice extends ChatRef {
  chatbotId: string;
  kind: NoticeKind;
  /** Defaults to `<chatbotId>:<kind>`. */
  dedupeKey?: string;
  lang: string;
  /** JSON-serialisable conversation input. */
  input: unknown;
}

/** An undecided watched booking without a reminder yet (see {@link NoticeRepo.reminderCandidates}). */
export interface ReminderCandidate extends ChatRef {
  chatbotId: string;
  lang: string;
  /** Payment deadline as the service gave it (ISO 8601 with offset). */
  expirationDate: string;
  /** When the bot started watching it (about when the hold began), ISO 8601 UTC. */
  createdAt: string;
}

const COLUMNS = `id, chatbot_id AS chatbotId, kind, dedupe_key AS dedupeKey, channel, chat_id AS chatId, lang, input, replies,
  reply_lang AS replyLang, delivered, status, attempts, next_attempt_at AS nextAttemptAt, last_error AS lastError,
  created_at AS createdAt, sent_at AS sentAt`;

type Row = Omit<Notice, 'input' | 'replies'> & { input: string; replies: string | null };

function parse(row: Row): Notice {
  return { ...row, input: JSON.parse(row.input) as unknown, replies: row.replies === null ? null : (JSON.parse(row.replies) as unknown[]) };
}

/** The bot's outbox of guest notices (`bot_notices`). */
export class NoticeRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** Run `fn` in one transaction of the bot database (nested calls join the outer one). */
  atomically<T>(fn: () => T): T {
    return this.#db.transaction(fn)();
  }

  /**
   * Record a notice, due at `now`. Returns true when new, false when its
   * dedupe key was already recorded (the stored notice is kept as is).
   */
  record(n: NewNotice, now: Date): boolean {
    const at = now.toISOString();
    const r = this.#db
      .prepare(
        `INSERT INTO bot_notices (chatbot_id, kind, dedupe_key, channel, chat_id, lang, input, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (dedupe_key) DO NOTHING`,
      )
      .run(n.chatbotId, n.kind, n.dedupeKey ?? `${n.chatbotId}:${n.kind}`, n.channel, n.chatId, n.lang, JSON.stringify(n.input), at, at);
    return r.changes === 1;
  }

  /** How many rejection notices `chatbotId` has (the next one's key is `<id>:rejected:<count + 1>`). */
  rejections(chatbotId: string): number {
    const row = this.#db.prepare(`SELECT COUNT(*) AS n FROM bot_notices WHERE chatbot_id = ? AND kind = 'rejected'`).get(chatbotId) as { n: number };
    return row.n;
  }

  /** One notice, or undefined. */
  get(id: number): Notice | undefined {
    const row = this.#db.prepare(`SELECT ${COLUMNS} FROM bot_notices WHERE id = ?`).get(id) as Row | undefined;
    return row ? parse(row) : undefined;
  }

  /** Notices of `chatbotId`, in the order they were recorded. */
  forBooking(chatbotId: string): Notice[] {
    return (this.#db.prepare(`SELECT ${COLUMNS} FROM bot_notices WHERE chatbot_id = ? ORDER BY id`).all(chatbotId) as Row[]).map(parse);
  }

  /**
   * Pending notices due at `now` (`next_attempt_at <= now`), oldest first, at
   * most `limit`; only of `channels` when given.
   */
  due(now: Date, limit = 100, channels?: readonly string[]): Notice[] {
    const rows = this.#db
      .prepare(
        `SELECT ${COLUMNS} FROM bot_notices
         WHERE status = 'pending' AND next_attempt_at <= ? AND (? IS NULL OR channel IN (SELECT value FROM json_each(?)))
         ORDER BY next_attempt_at, id LIMIT ?`,
      )
      .all(now.toISOString(), channels ? 1 : null, JSON.stringify(channels ?? []), limit) as Row[];
    return rows.map(parse);
  }

  /** How many notices of `chat` are still pending. */
  pendingFor(chat: ChatRef): number {
    const row = this.#db
      .prepare(`SELECT COUNT(*) AS n FROM bot_notices WHERE channel = ? AND chat_id = ? AND status = 'pending'`)
      .get(chat.channel, chat.chatId) as { n: number };
    return row.n;
  }

  /** Save the conversation's answer to notice `id` (first call wins; call in the transaction that saves the conversation state). */
  prepare(id: number, replies: readonly unknown[], lang: string): void {
    this.#db.prepare('UPDATE bot_notices SET replies = ?, reply_lang = ? WHERE id = ? AND replies IS NULL').run(JSON.stringify(replies), lang, id);
  }

  /** Record that the channel accepted the first `delivered` replies of notice `id`. */
  progress(id: number, delivered: number): void {
    this.#db.prepare('UPDATE bot_notices SET delivered = MAX(delivered, ?) WHERE id = ?').run(delivered, id);
  }

  /** Mark notice `id` sent at `now` (only a pending one); for a payment outcome, the watched booking's `notified_at` too. */
  markSent(id: number, now: Date): void {
    const at = now.toISOString();
    this.atomically(() => {
      const r = this.#db.prepare(`UPDATE bot_notices SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ? AND status = 'pending'`).run(at, id);
      if (r.changes === 1)
        this.#db
          .prepare(`UPDATE watched_bookings SET notified_at = ? WHERE chatbot_id = (SELECT chatbot_id FROM bot_notices WHERE id = ? AND kind <> 'reminder')`)
          .run(at, id);
    });
  }

  /** A failed send of notice `id`: one attempt more, the error, and when to try again. */
  fail(id: number, error: string, nextAttemptAt: Date): void {
    this.#db
      .prepare(`UPDATE bot_notices SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ? AND status = 'pending'`)
      .run(error.slice(0, 500), nextAttemptAt.toISOString(), id);
  }

  /** The channel refused notice `id` for good (chat gone, bot blocked): it is kept as a dead letter, never sent. */
  bury(id: number, error: string): void {
    this.#db
      .prepare(`UPDATE bot_notices SET status = 'dead', attempts = attempts + 1, last_error = ? WHERE id = ? AND status = 'pending'`)
      .run(error.slice(0, 500), id);
  }

  /** Cancel the pending reminder of `chatbotId`, if any (the booking was decided). Returns true when one was cancelled. */
  cancelReminder(chatbotId: string): boolean {
    return (
      this.#db.prepare(`UPDATE bot_notices SET status = 'cancelled' WHERE chatbot_id = ? AND kind = 'reminder' AND status = 'pending'`).run(chatbotId)
        .changes === 1
    );
  }

  /**
   * Undecided watched bookings with no reminder recorded yet, only of
   * `channels` when given, oldest first (the caller decides which are due).
   */
  reminderCandidates(channels?: readonly string[]): ReminderCandidate[] {
    return this.#db
      .prepare(
        `SELECT w.chatbot_id AS chatbotId, w.channel, w.chat_id AS chatId, w.lang, w.expiration_date AS expirationDate, w.created_at AS createdAt
         FROM watched_bookings w
         WHERE w.outcome IS NULL AND (? IS NULL OR w.channel IN (SELECT value FROM json_each(?)))
           AND NOT EXISTS (SELECT 1 FROM bot_notices n WHERE n.chatbot_id = w.chatbot_id AND n.kind = 'reminder')
         ORDER BY w.created_at`,
      )
      .all(channels ? 1 : null, JSON.stringify(channels ?? [])) as ReminderCandidate[];
  }
}

/** A booking card: the message (`messageId`) of `chatId` on `channel` that shows chatbot booking `chatbotId`. */
export interface BookingCard extends ChatRef {
  chatbotId: string;
  messageId: number;
  createdAt: string;
}

/** Booking cards (`booking_cards`), one per chatbot booking. */
export class BookingCardRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** Remember the card of `chatbotId` (a newer card of the same booking replaces the older). */
  remember(card: ChatRef & { chatbotId: string; messageId: number }, now: Date): void {
    this.#db
      .prepare(
        `INSERT INTO booking_cards (chatbot_id, channel, chat_id, message_id, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (chatbot_id) DO UPDATE SET channel = excluded.channel, chat_id = excluded.chat_id, message_id = excluded.message_id,
           created_at = excluded.created_at`,
      )
      .run(card.chatbotId, card.channel, card.chatId, card.messageId, now.toISOString());
  }

  /** The card of `chatbotId`, or undefined when none was remembered. */
  get(chatbotId: string): BookingCard | undefined {
    return this.#db
      .prepare('SELECT chatbot_id AS chatbotId, channel, chat_id AS chatId, message_id AS messageId, created_at AS createdAt FROM booking_cards WHERE chatbot_id = ?')
      .get(chatbotId) as BookingCard | undefined;
  }
}
