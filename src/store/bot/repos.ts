/**
 * Repositories of the bot's database (see {@link botMigrations}), on the
 * asynchronous data layer: each repository is built over a
 * {@link BotExecutor} — the store's own (`store.db`) or a transaction's (`tx`)
 * — so the same methods run alone or inside the caller's transaction. Every
 * method is one statement (atomic by itself); the "claim" methods are
 * compare-and-set updates checked by their row count, which succeed for
 * exactly one caller even across processes on one PostgreSQL database: that
 * is what makes payment notices once-only across concurrent ticks, webhook
 * pushes, restarts and bot instances.
 */
import { createHash } from 'node:crypto';
import { dialectSql, exec, first, forUpdate, openStore, rows, sql, type Camelized } from '../sql.js';
import type { BotDatabase, BotExecutor, BotRow, BotStore } from './database.js';
import { botMigrations } from './migrations/index.js';

/**
 * Open (creating and migrating as needed) the bot database at `location`: a
 * SQLite file path (`:memory:` allowed) or a `postgres://` URL (several bot
 * instances may share it). Close it with `store.close()`.
 *
 * @throws Error when the database cannot be reached or a migration fails.
 */
export function openBotStore(location: string): Promise<BotStore> {
  return openStore<BotDatabase>(location, botMigrations);
}

/** A chat on a channel: `channel` is e.g. `'telegram'` or `'terminal'`; `chatId` the channel's chat id as text. */
export interface ChatRef {
  channel: string;
  chatId: string;
}

/** A stored conversation state and its version (see {@link ConversationRepo}). */
export interface StoredConversation {
  /** The flow state (parsed JSON). */
  state: unknown;
  /** The version read (`conversations.version`): pass it to {@link ConversationRepo.save} to save only over this very state. */
  version: number;
}

/**
 * Conversation states, one per (channel, chat), stored as JSON text.
 *
 * Versioned (bot migration 6): `version` is raised by one on every save, and
 * a save given the version it read succeeds only while the row still has it
 * (a conditional update checked by its count). So two
 * handlings of one chat that read the same state (two bot instances, one
 * update each) cannot both save: the second sees its save refused, reloads
 * the state the first saved and handles its input again on top of it.
 */
export class ConversationRepo {
  readonly #ex: BotExecutor;
  constructor(ex: BotExecutor) {
    this.#ex = ex;
  }

  /** The stored state of `chat` (parsed JSON), or undefined when the chat has none yet. */
  async load(chat: ChatRef): Promise<unknown> {
    return (await this.read(chat))?.state;
  }

  /** The stored state of `chat` with its version, or undefined when the chat has none yet. */
  async read(chat: ChatRef): Promise<StoredConversation | undefined> {
    const row = await first<BotRow<'conversations', 'state' | 'version'>>(
      this.#ex,
      sql`SELECT state, version FROM conversations WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId}`,
    );
    return row ? { state: JSON.parse(row.state) as unknown, version: row.version } : undefined;
  }

  /**
   * Save the state of `chat`; `state` must be JSON-serialisable; `now` is
   * stored as `updated_at`, and the version goes up by one (a new chat's
   * first state has version 0). Without `expected`, insert or replace
   * unconditionally. With `expected` — the version {@link read} returned, or
   * null when the chat had no state — save only over that version (or, for
   * null, only when the chat still has no state). Returns false when the
   * stored state changed meanwhile (nothing is written), true when saved.
   */
  async save(chat: ChatRef, state: unknown, now: Date, expected?: number | null): Promise<boolean> {
    const text = JSON.stringify(state);
    if (expected === undefined) {
      await exec(
        this.#ex,
        sql`INSERT INTO conversations (channel, chat_id, state, updated_at) VALUES (${chat.channel}, ${chat.chatId}, ${text}, ${now.toISOString()})
            ON CONFLICT (channel, chat_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at, version = conversations.version + 1`,
      );
      return true;
    }
    if (expected === null) {
      const n = await exec(
        this.#ex,
        sql`INSERT INTO conversations (channel, chat_id, state, updated_at) VALUES (${chat.channel}, ${chat.chatId}, ${text}, ${now.toISOString()})
            ON CONFLICT (channel, chat_id) DO NOTHING`,
      );
      return n === 1;
    }
    const n = await exec(
      this.#ex,
      sql`UPDATE conversations SET state = ${text}, updated_at = ${now.toISOString()}, version = version + 1
          WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId} AND version = ${expected}`,
    );
    return n === 1;
  }

  /** Forget the state of `chat`; the next message starts over. */
  async delete(chat: ChatRef): Promise<void> {
    await exec(this.#ex, sql`DELETE FROM conversations WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId}`);
  }
}

/** Terminal outcome of a watched booking. */
export type WatchOutcome = 'paid' | 'expired';

/** A chatbot booking whose payment the bot watches (a row of `watched_bookings`). Times are ISO 8601 UTC. */
export interface WatchedBooking
  extends Camelized<
    BotRow<
      'watched_bookings',
      'chatbot_id' | 'channel' | 'chat_id' | 'lang' | 'expiration_date' | 'last_payment_status' | 'outcome' | 'notified_at' | 'next_poll_at' | 'created_at'
    >
  > {
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
  /** The service's hotel id of the booking, when the conversation knew it. */
  hotelId?: number | null;
  /** What staff need to call the guest back (JSON text), when kept. */
  details?: string | null;
}

/**
 * What staff need about a watched booking to call the guest back, kept from
 * the conversation that made it: the guest's name, phone (E.164) and email,
 * the hotel's name, the stay (check-in `YYYY-MM-DD`, nights) and the amount
 * in COP (major units, as the flow showed it).
 */
export interface BookingDetails {
  guestName?: string;
  phone?: string;
  email?: string;
  hotelName?: string;
  checkin?: string;
  nights?: number;
  amount?: number;
}

const WATCH_COLUMNS = sql.raw(`chatbot_id AS "chatbotId", channel, chat_id AS "chatId", lang, expiration_date AS "expirationDate",
  last_payment_status AS "lastPaymentStatus", outcome, notified_at AS "notifiedAt", next_poll_at AS "nextPollAt", created_at AS "createdAt",
  hotel_id AS "hotelId", details`);

/** The payment status text of endpoint 20 that means a declined attempt. */
export const REJECTED_PAYMENT_STATUS = 'Rechazado';

/** The payment status text of endpoint 20 that means the carrier is still deciding an attempt (a PSE or Nequi payment pending). */
export const IN_PROCESS_PAYMENT_STATUS = 'En proceso';

/**
 * Which news of a payment in process {@link WatchRepo.claimInProcess} may take:
 * - `{ seen }`: endpoint 20's answer to a poll, read while the last seen
 *   status was `seen` (null: none yet). Taken only while it still is: a
 *   status recorded meanwhile (a webhook's rejection) is newer than the poll.
 * - `{ unlessRejected: true }`: a webhook. Not taken while the last seen
 *   status is `Rechazado`: it may be the late delivery of the declined
 *   attempt's own news; a new attempt in process after a decline is left to
 *   the poll, whose answer is the service's current one.
 */
export type InProcessGuard = { seen: string | null } | { unlessRejected: true };

/**
 * `AND <column> IN (channels)` when `channels` is given, nothing when not;
 * an empty list matches nothing.
 */
export function channelFilter(column: string, channels: readonly string[] | undefined) {
  if (!channels) return sql``;
  if (channels.length === 0) return sql` AND 1 = 0`;
  return sql` AND ${sql.ref(column)} IN (${sql.join([...channels])})`;
}

/** Chatbot bookings awaiting payment and the notices already given about them. */
export class WatchRepo {
  readonly #ex: BotExecutor;
  constructor(ex: BotExecutor) {
    this.#ex = ex;
  }

  /**
   * Start watching `chatbotId` for `chat`; it is due for a poll at `now`.
   * Watching the same booking again is a no-op (resolves to false), so a
   * replayed effect never resets an already-decided booking.
   */
  async watch(
    input: ChatRef & { chatbotId: string; lang: string; expirationDate: string; hotelId?: number | undefined; details?: BookingDetails | undefined },
    now: Date,
  ): Promise<boolean> {
    const at = now.toISOString();
    const details = input.details ? JSON.stringify(input.details) : null;
    const n = await exec(
      this.#ex,
      sql`INSERT INTO watched_bookings (chatbot_id, channel, chat_id, lang, expiration_date, next_poll_at, created_at, hotel_id, details)
          VALUES (${input.chatbotId}, ${input.channel}, ${input.chatId}, ${input.lang}, ${input.expirationDate}, ${at}, ${at},
                  ${input.hotelId ?? null}, ${details})
          ON CONFLICT (chatbot_id) DO NOTHING`,
    );
    return n === 1;
  }

  /** One watched booking, or undefined. */
  async get(chatbotId: string): Promise<WatchedBooking | undefined> {
    return first<WatchedBooking>(this.#ex, sql`SELECT ${WATCH_COLUMNS} FROM watched_bookings WHERE chatbot_id = ${chatbotId}`);
  }

  /**
   * One watched booking, its row locked until the caller's transaction ends
   * (PostgreSQL; on SQLite the transaction already holds the write lock), or
   * undefined. Use inside a transaction before deciding on what it says.
   */
  async lock(chatbotId: string): Promise<WatchedBooking | undefined> {
    return first<WatchedBooking>(this.#ex, sql`SELECT ${WATCH_COLUMNS} FROM watched_bookings WHERE chatbot_id = ${chatbotId}${forUpdate(this.#ex)}`);
  }

  /**
   * Undecided bookings whose next poll is at or before `now`, oldest first, at
   * most `limit`; only of `channels` when given (the channels this process
   * can notify).
   */
  async due(now: Date, limit = 100, channels?: readonly string[]): Promise<WatchedBooking[]> {
    return rows<WatchedBooking>(
      this.#ex,
      sql`SELECT ${WATCH_COLUMNS} FROM watched_bookings
          WHERE outcome IS NULL AND next_poll_at <= ${now.toISOString()}${channelFilter('channel', channels)}
          ORDER BY next_poll_at, chatbot_id LIMIT ${limit}`,
    );
  }

  /**
   * Claim the poll of a due booking: moves its next poll to `nextPollAt` only
   * while it is undecided and still due at `now`. True for exactly one caller
   * (one bot instance polls it); false when another one claimed it first.
   */
  async claimPoll(chatbotId: string, now: Date, nextPollAt: Date): Promise<boolean> {
    const n = await exec(
      this.#ex,
      sql`UPDATE watched_bookings SET next_poll_at = ${nextPollAt.toISOString()}
          WHERE chatbot_id = ${chatbotId} AND outcome IS NULL AND next_poll_at <= ${now.toISOString()}`,
    );
    return n === 1;
  }

  /** Undecided bookings of `chat` (the terminal waits for these before exiting). */
  async pendingFor(chat: ChatRef): Promise<WatchedBooking[]> {
    return rows<WatchedBooking>(
      this.#ex,
      sql`SELECT ${WATCH_COLUMNS} FROM watched_bookings WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId} AND outcome IS NULL
          ORDER BY created_at, chatbot_id`,
    );
  }

  /** How many bookings are still undecided (the health check's backlog). */
  async countUndecided(): Promise<number> {
    const row = await first<{ n: number }>(this.#ex, sql`SELECT COUNT(*) AS n FROM watched_bookings WHERE outcome IS NULL`);
    return Number(row?.n ?? 0);
  }

  /** Record a non-decisive poll: the `paymentStatus` seen and when to poll next. No-op once decided. */
  async recordPoll(chatbotId: string, paymentStatus: string, nextPollAt: Date): Promise<void> {
    await exec(
      this.#ex,
      sql`UPDATE watched_bookings SET last_payment_status = ${paymentStatus}, next_poll_at = ${nextPollAt.toISOString()}
          WHERE chatbot_id = ${chatbotId} AND outcome IS NULL`,
    );
  }

  /** Postpone the next poll of `chatbotId` (after a failed poll) without touching what was seen. */
  async postpone(chatbotId: string, nextPollAt: Date): Promise<void> {
    await exec(this.#ex, sql`UPDATE watched_bookings SET next_poll_at = ${nextPollAt.toISOString()} WHERE chatbot_id = ${chatbotId} AND outcome IS NULL`);
  }

  /**
   * Claim the notice of a transition into `Rechazado`: true for exactly one
   * caller while the last seen status was something else; false when this
   * rejection was already claimed or the booking is decided. Call before
   * notifying (in the transaction that records the notice).
   */
  async claimRejection(chatbotId: string, nextPollAt: Date): Promise<boolean> {
    const n = await exec(
      this.#ex,
      sql`UPDATE watched_bookings SET last_payment_status = ${REJECTED_PAYMENT_STATUS}, next_poll_at = ${nextPollAt.toISOString()}
          WHERE chatbot_id = ${chatbotId} AND outcome IS NULL AND (last_payment_status IS NULL OR last_payment_status <> ${REJECTED_PAYMENT_STATUS})`,
    );
    return n === 1;
  }

  /**
   * Claim the news that the payment of `chatbotId` is in process: while the
   * booking is undecided and `guard` allows it ({@link InProcessGuard}), set
   * its last seen status to `En proceso` (and its next poll to `nextPollAt`,
   * when given). True when claimed. Several callers may claim the same news
   * (the status is set again): the notice's dedupe key tells the guest once.
   * Call in the transaction that records that notice, before it.
   */
  async claimInProcess(chatbotId: string, guard: InProcessGuard, nextPollAt?: Date): Promise<boolean> {
    const allowed =
      'seen' in guard
        ? guard.seen === null
          ? sql`last_payment_status IS NULL`
          : sql`last_payment_status = ${guard.seen}`
        : sql`(last_payment_status IS NULL OR last_payment_status <> ${REJECTED_PAYMENT_STATUS})`;
    const next = nextPollAt ? sql`, next_poll_at = ${nextPollAt.toISOString()}` : sql``;
    const n = await exec(
      this.#ex,
      sql`UPDATE watched_bookings SET last_payment_status = ${IN_PROCESS_PAYMENT_STATUS}${next}
          WHERE chatbot_id = ${chatbotId} AND outcome IS NULL AND ${allowed}`,
    );
    return n === 1;
  }

  /**
   * Claim the terminal outcome of `chatbotId`: true for exactly one caller
   * (the booking was undecided), false otherwise. Watching stops. The payment
   * watcher calls it in the transaction that records the guest's notice in
   * the notice outbox, so the notice is recorded exactly once and sent later.
   */
  async claimOutcome(chatbotId: string, outcome: WatchOutcome, paymentStatus: string | null): Promise<boolean> {
    const n = await exec(
      this.#ex,
      sql`UPDATE watched_bookings SET outcome = ${outcome}, last_payment_status = COALESCE(${paymentStatus}, last_payment_status)
          WHERE chatbot_id = ${chatbotId} AND outcome IS NULL`,
    );
    return n === 1;
  }

  /** Record that the guest was told about `chatbotId` at `now`. */
  async markNotified(chatbotId: string, now: Date): Promise<void> {
    await exec(this.#ex, sql`UPDATE watched_bookings SET notified_at = ${now.toISOString()} WHERE chatbot_id = ${chatbotId}`);
  }
}

/**
 * What a received webhook meant for the guest: a decided outcome (`paid`,
 * `rejected`, `expired`), `pending` (a non-final transaction status: in
 * process, pending, error) or `ignored` (an event the bot does not act on).
 */
export type ReceivedWebhookOutcome = 'paid' | 'rejected' | 'expired' | 'pending' | 'ignored';

/** A row of `received_webhooks` (see {@link botMigrations}). Times are ISO 8601 UTC. */
export interface ReceivedWebhook
  extends Camelized<BotRow<'received_webhooks', 'webhook_id' | 'received_at' | 'event' | 'chatbot_id' | 'outcome' | 'applied_at'>> {
  /** The delivery's `webhook-id` header (Standard Webhooks), the dedupe key. */
  webhookId: string;
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

const RECEIVED_COLUMNS = sql.raw(`webhook_id AS "webhookId", received_at AS "receivedAt", event, chatbot_id AS "chatbotId", outcome,
  applied_at AS "appliedAt", notified`);

/** A row of `received_webhooks` as read: `notified` as stored (0, 1 or null). */
type ReceivedRow = Omit<ReceivedWebhook, 'notified'> & BotRow<'received_webhooks', 'notified'>;
const receivedOf = (r: ReceivedRow): ReceivedWebhook => ({ ...r, notified: r.notified === null ? null : Number(r.notified) === 1 });

/**
 * Webhook deliveries received from the service, one per `webhook-id`
 * (receivers dedupe by `webhook-id`). Recorded before the guest is told,
 * marked applied after.
 */
export class ReceivedWebhookRepo {
  readonly #ex: BotExecutor;
  constructor(ex: BotExecutor) {
    this.#ex = ex;
  }

  /** The delivery `webhookId`, or undefined when it was never recorded. */
  async get(webhookId: string): Promise<ReceivedWebhook | undefined> {
    const row = await first<ReceivedRow>(this.#ex, sql`SELECT ${RECEIVED_COLUMNS} FROM received_webhooks WHERE webhook_id = ${webhookId}`);
    return row ? receivedOf(row) : undefined;
  }

  /**
   * Record a verified delivery, not yet applied. Resolves to true when it is
   * new, false when `webhookId` was already recorded (the stored row is kept
   * as is).
   */
  async record(input: { webhookId: string; event: string; chatbotId: string | null; outcome: ReceivedWebhookOutcome }, now: Date): Promise<boolean> {
    const n = await exec(
      this.#ex,
      sql`INSERT INTO received_webhooks (webhook_id, received_at, event, chatbot_id, outcome)
          VALUES (${input.webhookId}, ${now.toISOString()}, ${input.event}, ${input.chatbotId}, ${input.outcome})
          ON CONFLICT (webhook_id) DO NOTHING`,
    );
    return n === 1;
  }

  /** Mark `webhookId` applied at `now`; `notified` = whether applying it sent the guest's notice. First call wins. */
  async markApplied(webhookId: string, notified: boolean, now: Date): Promise<void> {
    await exec(
      this.#ex,
      sql`UPDATE received_webhooks SET applied_at = ${now.toISOString()}, notified = ${notified ? 1 : 0} WHERE webhook_id = ${webhookId} AND applied_at IS NULL`,
    );
  }

  /**
   * Deliveries about `chatbotId`, oldest first (in arrival order; deliveries
   * of the same millisecond in insertion order on SQLite, by `webhook-id` on
   * PostgreSQL, which keeps no insertion order).
   */
  async forBooking(chatbotId: string): Promise<ReceivedWebhook[]> {
    const order = dialectSql(this.#ex, { sqlite: sql`received_at, rowid`, postgres: sql`received_at, webhook_id` });
    const list = await rows<ReceivedRow>(this.#ex, sql`SELECT ${RECEIVED_COLUMNS} FROM received_webhooks WHERE chatbot_id = ${chatbotId} ORDER BY ${order}`);
    return list.map(receivedOf);
  }

  /** How many recorded deliveries are not applied yet (the health check's backlog). */
  async countUnapplied(): Promise<number> {
    const row = await first<{ n: number }>(this.#ex, sql`SELECT COUNT(*) AS n FROM received_webhooks WHERE applied_at IS NULL`);
    return Number(row?.n ?? 0);
  }

  /**
   * Forget applied deliveries received before `before` (the sender stops
   * retrying a delivery after about 32 hours, so older ids cannot come back).
   * Resolves to how many rows were deleted.
   */
  async prune(before: Date): Promise<number> {
    return exec(this.#ex, sql`DELETE FROM received_webhooks WHERE received_at < ${before.toISOString()} AND applied_at IS NOT NULL`);
  }
}

/** Prefix marking callback data that is a token of {@link CallbackTokenRepo}, not a choice value itself. */
export const CALLBACK_TOKEN_PREFIX = '~';

/**
 * The token (`~` + 22 URL-safe characters) standing for `value`: derived from
 * the value (a hash), so the same value always gets the same token. Pure; the
 * token means something to the bot only once {@link CallbackTokenRepo.tokenFor}
 * stored it.
 */
export function callbackToken(value: string): string {
  return CALLBACK_TOKEN_PREFIX + createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

/**
 * Short stand-ins for choice values that do not fit Telegram's callback data
 * (at most 64 bytes). The token is derived from the value ({@link callbackToken}),
 * so the same value always gets the same token and the table grows only with
 * distinct long values.
 */
export class CallbackTokenRepo {
  readonly #ex: BotExecutor;
  constructor(ex: BotExecutor) {
    this.#ex = ex;
  }

  /** Store the token standing for `value` if new; resolves to it (see {@link callbackToken}). */
  async tokenFor(value: string, now: Date): Promise<string> {
    const token = callbackToken(value);
    await exec(
      this.#ex,
      sql`INSERT INTO callback_tokens (token, value, created_at) VALUES (${token}, ${value}, ${now.toISOString()}) ON CONFLICT (token) DO NOTHING`,
    );
    return token;
  }

  /** The value `token` stands for, or undefined when unknown. */
  async valueOf(token: string): Promise<string | undefined> {
    return (await first<BotRow<'callback_tokens', 'value'>>(this.#ex, sql`SELECT value FROM callback_tokens WHERE token = ${token}`))?.value;
  }
}
