/**
 * The bot's notice outbox and booking cards (bot migrations 5 and 7).
 *
 * A notice (a payment outcome, the news that a payment is in process, or a
 * payment reminder for the guest of one chatbot booking, the replies to
 * one guest input, or an event of the hotel's staff in a handed-over chat) is recorded in the same transaction as the decision it
 * tells, once per dedupe key, then sent by the notice worker
 * (`src/bot/notices.ts`), which marks it sent only after the channel accepted
 * it: at least once, never twice. Across bot instances on one PostgreSQL
 * database a worker sends a notice only after claiming it
 * ({@link NoticeRepo.claim}, a conditional update checked by its count). The
 * booking card is the channel's message with the booking's summary and Pay
 * button, remembered to be edited later. Repositories run on an executor:
 * the store's, or the caller's transaction.
 */
import { randomUUID } from 'node:crypto';
import { exec, first, rows, sql, type Camelized } from '../sql.js';
import type { BotExecutor, BotRow } from './database.js';
import { channelFilter, IN_PROCESS_PAYMENT_STATUS, type ChatRef } from './repos.js';
import { buryPending, claimPending, countPendingRows, failPending, lastErrorText } from './retries.js';

/**
 * What a notice tells: a payment outcome (`paid`, `expired`, `rejected`),
 * that a payment is `in_process` (the carrier is still deciding; once per
 * booking), the `reminder` before the payment deadline, the `reply` to a
 * guest's input, or an event of the hotel's `staff` in a chat handed to them
 * (taken, a message, returned to the bot, closed; once per Slack key).
 */
export type NoticeKind = 'paid' | 'expired' | 'rejected' | 'in_process' | 'reminder' | 'reply' | 'staff';

/** Where a notice is: waiting to be sent, sent, cancelled (a reminder after the decision) or refused for good by the channel. */
export type NoticeStatus = 'pending' | 'sent' | 'cancelled' | 'dead';

/** A row of `bot_notices`. Times are ISO 8601 UTC. */
export interface Notice
  extends Camelized<
    BotRow<
      'bot_notices',
      | 'id'
      | 'chatbot_id'
      | 'kind'
      | 'dedupe_key'
      | 'channel'
      | 'chat_id'
      | 'lang'
      | 'reply_lang'
      | 'delivered'
      | 'status'
      | 'attempts'
      | 'next_attempt_at'
      | 'last_error'
      | 'created_at'
      | 'sent_at'
    >
  > {
  /** The booking the notice tells of; null for the replies to a guest's input (`reply`). */
  chatbotId: string | null;
  kind: NoticeKind;
  /** Unique per notice: `<chatbot id>:<kind>` (e.g. `<chatbot id>:in_process`), for rejections `<chatbot id>:rejected:<n>`. */
  dedupeKey: string;
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

const COLUMNS = sql.raw(`id, chatbot_id AS "chatbotId", kind, dedupe_key AS "dedupeKey", channel, chat_id AS "chatId", lang, input, replies,
  reply_lang AS "replyLang", delivered, status, attempts, next_attempt_at AS "nextAttemptAt", last_error AS "lastError",
  created_at AS "createdAt", sent_at AS "sentAt"`);

type Row = Omit<Notice, 'input' | 'replies'> & { input: string; replies: string | null };

function parse(row: Row): Notice {
  return { ...row, input: JSON.parse(row.input) as unknown, replies: row.replies === null ? null : (JSON.parse(row.replies) as unknown[]) };
}

/**
 * How long a notice claimed by a worker ({@link NoticeRepo.claim}) is kept
 * from the other workers, ms: the claim moves the notice's next attempt this
 * far ahead; sending it (or failing) well within that sets it for good. A
 * worker that died while sending leaves it to be retried once this passed.
 */
export const NOTICE_CLAIM_MS = 30_000;

/** The bot's outbox of guest notices (`bot_notices`), over an executor (the store's or a transaction's). */
export class NoticeRepo {
  readonly #ex: BotExecutor;
  constructor(ex: BotExecutor) {
    this.#ex = ex;
  }

  /**
   * Record a notice, due at `now`. Resolves to true when new, false when its
   * dedupe key was already recorded (the stored notice is kept as is).
   */
  async record(n: NewNotice, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const count = await exec(
      this.#ex,
      sql`INSERT INTO bot_notices (chatbot_id, kind, dedupe_key, channel, chat_id, lang, input, next_attempt_at, created_at)
          VALUES (${n.chatbotId}, ${n.kind}, ${n.dedupeKey ?? `${n.chatbotId}:${n.kind}`}, ${n.channel}, ${n.chatId}, ${n.lang}, ${JSON.stringify(n.input)}, ${at}, ${at})
          ON CONFLICT (dedupe_key) DO NOTHING`,
    );
    return count === 1;
  }

  /**
   * Record the replies to one guest input (kind `reply`), already prepared
   * (`replies` and their language `lang` set), in the transaction that saves
   * the conversation state they came from. The row is held for the writer
   * until `now + holdMs` (it shows them at once); if the writer dies or its
   * channel fails first, the notice worker sends what is left after that.
   * `input` is the conversation input (JSON-serialisable), for the record.
   * Resolves to the row's id.
   */
  async recordReplies(chat: ChatRef, input: unknown, replies: readonly unknown[], lang: string, now: Date, holdMs: number): Promise<number> {
    const at = now.toISOString();
    const row = await first<{ id: number }>(
      this.#ex,
      sql`INSERT INTO bot_notices (chatbot_id, kind, dedupe_key, channel, chat_id, lang, input, replies, reply_lang, next_attempt_at, created_at)
          VALUES (NULL, 'reply', ${`reply:${randomUUID()}`}, ${chat.channel}, ${chat.chatId}, ${lang}, ${JSON.stringify(input)}, ${JSON.stringify(replies)}, ${lang},
                  ${new Date(now.getTime() + holdMs).toISOString()}, ${at})
          RETURNING id`,
    );
    return Number(row!.id);
  }

  /**
   * Record an event of the hotel's staff for the conversation of `chat` (kind
   * `staff`, no booking), due at `now`, once per `dedupeKey` (the Slack
   * message's `ts` or the button press that made it). Resolves to true when
   * new, false when that key was already recorded (a retry of Slack's).
   */
  async recordStaff(chat: ChatRef, lang: string, input: unknown, dedupeKey: string, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const count = await exec(
      this.#ex,
      sql`INSERT INTO bot_notices (chatbot_id, kind, dedupe_key, channel, chat_id, lang, input, next_attempt_at, created_at)
          VALUES (NULL, 'staff', ${`staff:${dedupeKey}`}, ${chat.channel}, ${chat.chatId}, ${lang}, ${JSON.stringify(input)}, ${at}, ${at})
          ON CONFLICT (dedupe_key) DO NOTHING`,
    );
    return count === 1;
  }

  /** How many rejection notices `chatbotId` has (the next one's key is `<id>:rejected:<count + 1>`). */
  async rejections(chatbotId: string): Promise<number> {
    const row = await first<{ n: number }>(this.#ex, sql`SELECT COUNT(*) AS n FROM bot_notices WHERE chatbot_id = ${chatbotId} AND kind = 'rejected'`);
    return Number(row?.n ?? 0);
  }

  /** One notice, or undefined. */
  async get(id: number): Promise<Notice | undefined> {
    const row = await first<Row>(this.#ex, sql`SELECT ${COLUMNS} FROM bot_notices WHERE id = ${id}`);
    return row ? parse(row) : undefined;
  }

  /** Notices of `chatbotId`, in the order they were recorded. */
  async forBooking(chatbotId: string): Promise<Notice[]> {
    return (await rows<Row>(this.#ex, sql`SELECT ${COLUMNS} FROM bot_notices WHERE chatbot_id = ${chatbotId} ORDER BY id`)).map(parse);
  }

  /**
   * Pending notices due at `now` (`next_attempt_at <= now`), oldest first, at
   * most `limit`; only of `channels` when given. Reading is not claiming: a
   * worker sends one only after {@link claim}.
   */
  async due(now: Date, limit = 100, channels?: readonly string[]): Promise<Notice[]> {
    const list = await rows<Row>(
      this.#ex,
      sql`SELECT ${COLUMNS} FROM bot_notices
          WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}${channelFilter('channel', channels)}
          ORDER BY next_attempt_at, id LIMIT ${limit}`,
    );
    return list.map(parse);
  }

  /**
   * Claim notice `id` for sending: while it is pending and due at `now`, move
   * its next attempt to `now` + `claimMs` (default {@link NOTICE_CLAIM_MS}),
   * so no other worker (another bot instance) takes it meanwhile. True for
   * exactly one caller; false when it was sent, cancelled, or claimed by
   * someone else first. {@link markSent}, {@link fail} or {@link bury} then
   * settle it.
   */
  claim(id: number, now: Date, claimMs = NOTICE_CLAIM_MS): Promise<boolean> {
    return claimPending(this.#ex, 'bot_notices', id, now, claimMs);
  }

  /** How many notices of `chat` are still pending. */
  async pendingFor(chat: ChatRef): Promise<number> {
    const row = await first<{ n: number }>(
      this.#ex,
      sql`SELECT COUNT(*) AS n FROM bot_notices WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId} AND status = 'pending'`,
    );
    return Number(row?.n ?? 0);
  }

  /** How many notices are pending in all (the health check's backlog). */
  countPending(): Promise<number> {
    return countPendingRows(this.#ex, 'bot_notices');
  }

  /**
   * Save the conversation's answer to notice `id`: first call wins (resolves
   * to true; false when the notice already had its answer). Call in the
   * transaction that saves the conversation state, and roll it back on false
   * (the conversation must not take the input twice).
   */
  async prepare(id: number, replies: readonly unknown[], lang: string): Promise<boolean> {
    const n = await exec(this.#ex, sql`UPDATE bot_notices SET replies = ${JSON.stringify(replies)}, reply_lang = ${lang} WHERE id = ${id} AND replies IS NULL`);
    return n === 1;
  }

  /** Record that the channel accepted the first `delivered` replies of notice `id` (never lowers the count). */
  async progress(id: number, delivered: number): Promise<void> {
    await exec(this.#ex, sql`UPDATE bot_notices SET delivered = ${delivered} WHERE id = ${id} AND delivered < ${delivered}`);
  }

  /**
   * Mark notice `id` sent at `now` (only a pending one); for a payment
   * outcome, the watched booking's `notified_at` too. Both in one
   * transaction: call it on a transaction (`store.transaction`), or on the
   * store when the two statements may land apart.
   */
  async markSent(id: number, now: Date): Promise<void> {
    const at = now.toISOString();
    const n = await exec(this.#ex, sql`UPDATE bot_notices SET status = 'sent', sent_at = ${at}, last_error = NULL WHERE id = ${id} AND status = 'pending'`);
    if (n === 1)
      await exec(
        this.#ex,
        sql`UPDATE watched_bookings SET notified_at = ${at} WHERE chatbot_id = (SELECT chatbot_id FROM bot_notices WHERE id = ${id} AND kind <> 'reminder')`,
      );
  }

  /** A failed send of notice `id`: one attempt more, the error, and when to try again. */
  async fail(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    await failPending(this.#ex, 'bot_notices', id, error, nextAttemptAt);
  }

  /** The channel refused notice `id` for good (chat gone, bot blocked): it is kept as a dead letter, never sent. */
  async bury(id: number, error: string): Promise<void> {
    await buryPending(this.#ex, 'bot_notices', id, error);
  }

  /**
   * The channel said later that reply `fromReply` of notice `id` (sent, or
   * still being sent) did not reach the guest: send it again from that reply
   * at `nextAttemptAt` (one attempt more, the error kept), or, with
   * `nextAttemptAt` null, keep it as a dead letter. Resolves to true when the
   * notice was changed (false for one cancelled or dead already).
   */
  async failedLater(id: number, fromReply: number, error: string, nextAttemptAt: Date | null): Promise<boolean> {
    const e = lastErrorText(error);
    const n =
      nextAttemptAt === null
        ? await exec(
            this.#ex,
            sql`UPDATE bot_notices SET status = 'dead', attempts = attempts + 1, last_error = ${e} WHERE id = ${id} AND status IN ('pending', 'sent')`,
          )
        : await exec(
            this.#ex,
            sql`UPDATE bot_notices SET status = 'pending', sent_at = NULL, attempts = attempts + 1, last_error = ${e}, next_attempt_at = ${nextAttemptAt.toISOString()},
                  delivered = CASE WHEN delivered > ${fromReply} THEN ${fromReply} ELSE delivered END
                WHERE id = ${id} AND status IN ('pending', 'sent')`,
          );
    return n === 1;
  }

  /** Cancel the pending reminder of `chatbotId`, if any (the booking was decided). Resolves to true when one was cancelled. */
  async cancelReminder(chatbotId: string): Promise<boolean> {
    return (await this.cancelPending(chatbotId, ['reminder'])) > 0;
  }

  /**
   * Cancel the notices of `chatbotId` of `kinds` that are still pending (not
   * sent yet): what a later notice makes wrong to say (a reminder once the
   * booking is decided or its payment in process; "in process" once the
   * payment was decided). Resolves to how many were cancelled.
   */
  async cancelPending(chatbotId: string, kinds: readonly NoticeKind[]): Promise<number> {
    if (kinds.length === 0) return 0;
    return exec(
      this.#ex,
      sql`UPDATE bot_notices SET status = 'cancelled' WHERE chatbot_id = ${chatbotId} AND kind IN (${sql.join([...kinds])}) AND status = 'pending'`,
    );
  }

  /**
   * Undecided watched bookings with no reminder recorded yet, only of
   * `channels` when given, oldest first (the caller decides which are due).
   * A booking whose payment was last seen in process is none: its guest was
   * told the payment is being processed, and "pay now" would invite paying
   * twice (a decline makes it a candidate again).
   */
  async reminderCandidates(channels?: readonly string[]): Promise<ReminderCandidate[]> {
    return rows<ReminderCandidate>(
      this.#ex,
      sql`SELECT w.chatbot_id AS "chatbotId", w.channel, w.chat_id AS "chatId", w.lang, w.expiration_date AS "expirationDate", w.created_at AS "createdAt"
          FROM watched_bookings w
          WHERE w.outcome IS NULL${channelFilter('w.channel', channels)}
            AND (w.last_payment_status IS NULL OR w.last_payment_status <> ${IN_PROCESS_PAYMENT_STATUS})
            AND NOT EXISTS (SELECT 1 FROM bot_notices n WHERE n.chatbot_id = w.chatbot_id AND n.kind = 'reminder')
          ORDER BY w.created_at, w.chatbot_id`,
    );
  }
}

/** A booking card: the message (`messageId`) of `chatId` on `channel` that shows chatbot booking `chatbotId`. */
export interface BookingCard extends ChatRef {
  chatbotId: string;
  messageId: number;
  createdAt: string;
}

/** Booking cards (`booking_cards`), one per chatbot booking, over an executor. */
export class BookingCardRepo {
  readonly #ex: BotExecutor;
  constructor(ex: BotExecutor) {
    this.#ex = ex;
  }

  /** Remember the card of `chatbotId` (a newer card of the same booking replaces the older). */
  async remember(card: ChatRef & { chatbotId: string; messageId: number }, now: Date): Promise<void> {
    await exec(
      this.#ex,
      sql`INSERT INTO booking_cards (chatbot_id, channel, chat_id, message_id, created_at)
          VALUES (${card.chatbotId}, ${card.channel}, ${card.chatId}, ${card.messageId}, ${now.toISOString()})
          ON CONFLICT (chatbot_id) DO UPDATE SET channel = excluded.channel, chat_id = excluded.chat_id, message_id = excluded.message_id,
            created_at = excluded.created_at`,
    );
  }

  /** The card of `chatbotId`, or undefined when none was remembered. */
  async get(chatbotId: string): Promise<BookingCard | undefined> {
    return first<BookingCard>(
      this.#ex,
      sql`SELECT chatbot_id AS "chatbotId", channel, chat_id AS "chatId", message_id AS "messageId", created_at AS "createdAt" FROM booking_cards
          WHERE chatbot_id = ${chatbotId}`,
    );
  }
}
