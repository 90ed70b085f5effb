/**
 * Repositories of the bot's database (see {@link botMigrations}). Every
 * method is a single synchronous better-sqlite3 statement, so each is atomic;
 * the "claim" methods are compare-and-set updates that succeed for exactly
 * one caller, which is what makes payment notices once-only across
 * concurrent ticks, webhook pushes and restarts.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db.js';
import { openDatabase } from '../db.js';
import { botMigrations } from './migrations.js';

/** Open (creating and migrating as needed) the bot database at `path` (`:memory:` allowed). */
export function openBotDatabase(path: string): Db {
  return openDatabase(path, botMigrations);
}

/** A chat on a channel: `channel` is e.g. `'telegram'` or `'terminal'`; `chatId` the channel's chat id as text. */
export interface ChatRef {
  channel: string;
  chatId: string;
}

/** Conversation states, one per (channel, chat), stored as JSON text. */
export class ConversationRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** The stored state of `chat` (parsed JSON), or undefined when the chat has none yet. */
  load(chat: ChatRef): unknown {
    const row = this.#db.prepare('SELECT state FROM conversations WHERE channel = ? AND chat_id = ?').get(chat.channel, chat.chatId) as
      | { state: string }
      | undefined;
    return row ? (JSON.parse(row.state) as unknown) : undefined;
  }

  /** Insert or replace the state of `chat`; `state` must be JSON-serialisable. `now` is stored as `updated_at`. */
  save(chat: ChatRef, state: unknown, now: Date): void {
    this.#db
      .prepare(
        `INSERT INTO conversations (channel, chat_id, state, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (channel, chat_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
      )
      .run(chat.channel, chat.chatId, JSON.stringify(state), now.toISOString());
  }

  /** Forget the state of `chat`; the next message starts over. */
  delete(chat: ChatRef): void {
    this.#db.prepare('DELETE FROM conversations WHERE channel = ? AND chat_id = ?').run(chat.channel, chat.chatId);
  }
}

/** Terminal outcome of a watched booking. */
export type WatchOutcome = 'paid' | 'expired';

/** A chatbot booking whose payment the bot watches (a row of `watched_bookings`). Times are ISO 8601 UTC. */
export interface WatchedBooking {
  chatbotId: string;
  channel: string;
  chatId: string;
  /** Language of the conversation that made the booking. */
  lang: string;
  /** Payment deadline as endpoint 19/20 reported it (the service's text, with offset). */
  expirationDate: string;
  /** Endpoint 20's last `payment_status` seen (e.g. `Pendiente`, `Rechazado`), null before the first poll. */
  lastPaymentStatus: string | null;
  /** null while watched; `paid` / `expired` once decided (watching stops). */
  outcome: WatchOutcome | null;
  /** When the guest was last told about this booking's payment (null = never). */
  notifiedAt: string | null;
  /** When the watcher should next poll endpoint 20. */
  nextPollAt: string;
  createdAt: string;
}

const WATCH_COLUMNS = `chatbot_id AS chatbotId, channel, chat_id AS chatId, lang, expiration_date AS expirationDate,
  last_payment_status AS lastPaymentStatus, outcome, notified_at AS notifiedAt, next_poll_at AS nextPollAt, created_at AS createdAt`;

/** The payment status text of endpoint 20 that means a declined attempt. */
export const REJECTED_PAYMENT_STATUS = 'Rechazado';

/** Chatbot bookings awaiting payment and the notices already given about them. */
export class WatchRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Start watching `chatbotId` for `chat`; it is due for a poll at `now`.
   * Watching the same booking again is a no-op (returns false), so a replayed
   * effect never resets an already-decided booking.
   */
  watch(input: ChatRef & { chatbotId: string; lang: string; expirationDate: string }, now: Date): boolean {
    const at = now.toISOString();
    const r = this.#db
      .prepare(
        `INSERT INTO watched_bookings (chatbot_id, channel, chat_id, lang, expiration_date, next_poll_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (chatbot_id) DO NOTHING`,
      )
      .run(input.chatbotId, input.channel, input.chatId, input.lang, input.expirationDate, at, at);
    return r.changes === 1;
  }

  /** One watched booking, or undefined. */
  get(chatbotId: string): WatchedBooking | undefined {
    return this.#db.prepare(`SELECT ${WATCH_COLUMNS} FROM watched_bookings WHERE chatbot_id = ?`).get(chatbotId) as WatchedBooking | undefined;
  }

  /**
   * Undecided bookings whose next poll is at or before `now`, oldest first, at
   * most `limit`; only of `channels` when given (the channels this process
   * can notify).
   */
  due(now: Date, limit = 100, channels?: readonly string[]): WatchedBooking[] {
    const rows = this.#db
      .prepare(
        `SELECT ${WATCH_COLUMNS} FROM watched_bookings
         WHERE outcome IS NULL AND next_poll_at <= ? AND (? IS NULL OR channel IN (SELECT value FROM json_each(?)))
         ORDER BY next_poll_at LIMIT ?`,
      )
      .all(now.toISOString(), channels ? 1 : null, JSON.stringify(channels ?? []), limit);
    return rows as WatchedBooking[];
  }

  /** Undecided bookings of `chat` (the terminal waits for these before exiting). */
  pendingFor(chat: ChatRef): WatchedBooking[] {
    return this.#db
      .prepare(`SELECT ${WATCH_COLUMNS} FROM watched_bookings WHERE channel = ? AND chat_id = ? AND outcome IS NULL ORDER BY created_at`)
      .all(chat.channel, chat.chatId) as WatchedBooking[];
  }

  /** Record a non-decisive poll: the `paymentStatus` seen and when to poll next. No-op once decided. */
  recordPoll(chatbotId: string, paymentStatus: string, nextPollAt: Date): void {
    this.#db
      .prepare('UPDATE watched_bookings SET last_payment_status = ?, next_poll_at = ? WHERE chatbot_id = ? AND outcome IS NULL')
      .run(paymentStatus, nextPollAt.toISOString(), chatbotId);
  }

  /** Postpone the next poll of `chatbotId` (after a failed poll) without touching what was seen. */
  postpone(chatbotId: string, nextPollAt: Date): void {
    this.#db.prepare('UPDATE watched_bookings SET next_poll_at = ? WHERE chatbot_id = ? AND outcome IS NULL').run(nextPollAt.toISOString(), chatbotId);
  }

  /**
   * Claim the notice of a transition into `Rechazado`: true for exactly one
   * caller while the last seen status was something else; false when this
   * rejection was already claimed or the booking is decided. Call before
   * notifying.
   */
  claimRejection(chatbotId: string, nextPollAt: Date): boolean {
    const r = this.#db
      .prepare(
        `UPDATE watched_bookings SET last_payment_status = ?, next_poll_at = ?
         WHERE chatbot_id = ? AND outcome IS NULL AND (last_payment_status IS NULL OR last_payment_status <> ?)`,
      )
      .run(REJECTED_PAYMENT_STATUS, nextPollAt.toISOString(), chatbotId, REJECTED_PAYMENT_STATUS);
    return r.changes === 1;
  }

  /**
   * Claim the terminal outcome of `chatbotId`: true for exactly one caller
   * (the booking was undecided), false otherwise. Watching stops. The payment
   * watcher calls it in the transaction that records the guest's notice in
   * the notice outbox, so the notice is recorded exactly once and sent later.
   */
  claimOutcome(chatbotId: string, outcome: WatchOutcome, paymentStatus: string | null): boolean {
    const r = this.#db
      .prepare(
        `UPDATE watched_bookings SET outcome = ?, last_payment_status = COALESCE(?, last_payment_status)
         WHERE chatbot_id = ? AND outcome IS NULL`,
      )
      .run(outcome, paymentStatus, chatbotId);
    return r.changes === 1;
  }

  /** Record that the guest was told about `chatbotId` at `now`. */
  markNotified(chatbotId: string, now: Date): void {
    this.#db.prepare('UPDATE watched_bookings SET notified_at = ? WHERE chatbot_id = ?').run(now.toISOString(), chatbotId);
  }
}

/**
 * What a received webhook meant for the guest: a decided outcome (`paid`,
 * `rejected`, `expired`), `pending` (a non-final transaction status: in
 * process, pending, error) or `ignored` (an event the bot does not act on).
 */
export type ReceivedWebhookOutcome = 'paid' | 'rejected' | 'expired' | 'pending' | 'ignored';

/** A row of `received_webhooks` (see {@link botMigrations}). Times are ISO 8601 UTC. */
export interface ReceivedWebhook {
  /** The delivery's `webhook-id` header (Standard Webhooks), the dedupe key. */
  webhookId: string;
  receivedAt: string;
  /** `transaction` for the transaction webhook, else the body's `event` (e.g. `booking.expired`), or `unknown`. */
  event: string;
  /** Chatbot booking the webhook is about, null when none. */
  chatbotId: string | null;
  outcome: ReceivedWebhookOutcome;
  /** When the outcome went through the payment watcher; null while not (yet) applied. */
  appliedAt: string | null;
  /** True when applying it sent the guest's notice; false when already given / not watched; null while not applied. */
  notified: boolean | null;
}

const RECEIVED_COLUMNS = `webhook_id AS webhookId, received_at AS receivedAt, event, chatbot_id AS chatbotId, outcome,
  applied_at AS appliedAt, notified`;

/**
 * Webhook deliveries received from the service, one per `webhook-id`
 * (DECISIONS §8: receivers dedupe by `webhook-id`). Recorded before the
 * guest is told, marked applied after.
 */
export class ReceivedWebhookRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** The delivery `webhookId`, or undefined when it was never recorded. */
  get(webhookId: string): ReceivedWebhook | undefined {
    const row = this.#db.prepare(`SELECT ${RECEIVED_COLUMNS} FROM received_webhooks WHERE webhook_id = ?`).get(webhookId) as
      | (Omit<ReceivedWebhook, 'notified'> & { notified: number | null })
      | undefined;
    return row ? { ...row, notified: row.notified === null ? null : row.notified === 1 } : undefined;
  }

  /**
   * Record a verified delivery, not yet applied. Returns true when it is new,
   * false when `webhookId` was already recorded (the stored row is kept as is).
   */
  record(input: { webhookId: string; event: string; chatbotId: string | null; outcome: ReceivedWebhookOutcome }, now: Date): boolean {
    const r = this.#db
      .prepare(
        `INSERT INTO received_webhooks (webhook_id, received_at, event, chatbot_id, outcome) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (webhook_id) DO NOTHING`,
      )
      .run(input.webhookId, now.toISOString(), input.event, input.chatbotId, input.outcome);
    return r.changes === 1;
  }

  /** Mark `webhookId` applied at `now`; `notified` = whether applying it sent the guest's notice. First call wins. */
  markApplied(webhookId: string, notified: boolean, now: Date): void {
    this.#db
      .prepare('UPDATE received_webhooks SET applied_at = ?, notified = ? WHERE webhook_id = ? AND applied_at IS NULL')
      .run(now.toISOString(), notified ? 1 : 0, webhookId);
  }

  /** Deliveries about `chatbotId`, oldest first (in arrival order). */
  forBooking(chatbotId: string): ReceivedWebhook[] {
    const rows = this.#db
      .prepare(`SELECT ${RECEIVED_COLUMNS} FROM received_webhooks WHERE chatbot_id = ? ORDER BY received_at, rowid`)
      .all(chatbotId) as Array<Omit<ReceivedWebhook, 'notified'> & { notified: number | null }>;
    return rows.map((r) => ({ ...r, notified: r.notified === null ? null : r.notified === 1 }));
  }

  /**
   * Forget applied deliveries received before `before` (the sender stops
   * retrying a delivery after about 32 hours, so older ids cannot come back).
   * Returns how many rows were deleted.
   */
  prune(before: Date): number {
    return this.#db.prepare('DELETE FROM received_webhooks WHERE received_at < ? AND applied_at IS NOT NULL').run(before.toISOString()).changes;
  }
}

/** Prefix marking callback data that is a token of {@link CallbackTokenRepo}, not a choice value itself. */
export const CALLBACK_TOKEN_PREFIX = '~';

/**
 * Short stand-ins for choice values that do not fit Telegram's callback data
 * (at most 64 bytes). The token is derived from the value (a hash), so the
 * same value always gets the same token and the table grows only with
 * distinct long values.
 */
export class CallbackTokenRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** The token (`~` + 22 URL-safe characters) standing for `value`, stored if new. */
  tokenFor(value: string, now: Date): string {
    const token = CALLBACK_TOKEN_PREFIX + createHash('sha256').update(value).digest('base64url').slice(0, 22);
    this.#db.prepare('INSERT INTO callback_tokens (token, value, created_at) VALUES (?, ?, ?) ON CONFLICT (token) DO NOTHING').run(token, value, now.toISOString());
    return token;
  }

  /** The value `token` stands for, or undefined when unknown. */
  valueOf(token: string): string | undefined {
    const row = this.#db.prepare('SELECT value FROM callback_tokens WHERE token = ?').get(token) as { value: string } | undefined;
    return row?.value;
  }
}
