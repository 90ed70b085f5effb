/**
 * The booking funnel's rows of the bot database (bot migration 12, see
 * `docs/decisions/0027-funnel.md`): an append-only log of what each guest's
 * booking attempt reached, each chat's current attempt, and the claims of
 * the weekly Slack posts. Repositories run on an executor: the store's, or
 * the caller's transaction (facts are written in the transaction that
 * commits them). Times are ISO 8601 UTC text; amounts COP minor units.
 */
import { exec, first, rows, sql, type Camelized } from '../sql.js';
import type { BotExecutor, BotRow } from './database.js';
import type { ChatRef } from './repos.js';

/** The funnel's main path, in the order a booking goes: the first events of {@link FUNNEL_EVENTS} and the steps of its report. */
export const FUNNEL_PATH = [
  'conversation_started',
  'destination_known',
  'dates_known',
  'party_known',
  'hotels_shown',
  'rate_chosen',
  'details_complete',
  'booking_created',
  'link_sent',
  'paid',
] as const;

/**
 * The funnel's events, the main path first (in the order a booking goes),
 * then the side events:
 * - `conversation_started`: the first input of an attempt (a chat's first
 *   message, or the first guest message after the previous attempt ended);
 * - `destination_known`, `dates_known` (check-in and nights), `party_known`
 *   (adults, and every child's age): the search's slots, once known;
 * - `hotels_shown`: a search answered with hotels; `rate_chosen`: a rate for
 *   every room; `details_complete`: the guest's details complete, the summary
 *   shown; `booking_created`: the chatbot booking registered (endpoint 7);
 *   `link_sent`: the reply carrying its payment link committed for the guest;
 * - `paid`, `expired`: the payment watcher's decision; `reminder_sent`: the
 *   payment reminder recorded in the notice outbox;
 * - `search_again_after_expiry`: a new search in the attempt that follows an
 *   expired one; `handed_to_staff`: the conversation handed to the hotel's staff.
 */
export const FUNNEL_EVENTS = [...FUNNEL_PATH, 'reminder_sent', 'expired', 'search_again_after_expiry', 'handed_to_staff'] as const;

/** One of {@link FUNNEL_EVENTS}. */
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** How an attempt ended: its booking paid or expired, or the guest started over. */
export type AttemptEnd = 'paid' | 'expired' | 'restart';

/** A fact to append (see {@link FunnelRepo.record}); unknown values are null. */
export interface FunnelFact
  extends Camelized<BotRow<'funnel_events', 'event' | 'channel' | 'chat_id' | 'attempt' | 'lang' | 'city' | 'hotel_id' | 'agency' | 'amount' | 'chatbot_id'>> {
  event: FunnelEvent;
  /** The destination city, as the service names it. */
  city: string | null;
  /** The bot's API key name (the agency booking), when known. */
  agency: string | null;
  /** COP minor units (centavos), when known. */
  amount: number | null;
}

/** A stored event: a {@link FunnelFact} with its id and time (ISO 8601 UTC). */
export interface FunnelRow extends FunnelFact {
  id: number;
  at: string;
}

/** A chat's current attempt (`funnel_attempts`). */
export interface FunnelAttempt extends Camelized<BotRow<'funnel_attempts', 'attempt' | 'closed'>> {
  /** null while open. */
  closed: AttemptEnd | null;
  /** The attempt before this one expired. */
  afterExpiry: boolean;
}

/** Filters of {@link FunnelRepo.events}. */
export interface FunnelQuery {
  /** Attempts started at or after this instant. */
  from: Date;
  /** Attempts started before this instant. */
  to: Date;
  /** Only this channel's chats. */
  channel?: string;
  /** Only attempts one of whose events carries this hotel id. */
  hotelId?: number;
}

const COLUMNS = sql.raw(`id, event, at, channel, chat_id AS "chatId", attempt, lang, city, hotel_id AS "hotelId", agency, amount, chatbot_id AS "chatbotId"`);

type RawRow = Omit<FunnelRow, 'id' | 'attempt' | 'hotelId' | 'amount'> & {
  id: number | string;
  attempt: number | string;
  hotelId: number | string | null;
  amount: number | string | null;
};

/** PostgreSQL returns BIGINT as text: numbers back. */
const rowOf = (r: RawRow): FunnelRow => ({
  ...r,
  id: Number(r.id),
  attempt: Number(r.attempt),
  hotelId: r.hotelId === null ? null : Number(r.hotelId),
  amount: r.amount === null ? null : Number(r.amount),
});

/** The funnel log and attempts, over an executor. */
export class FunnelRepo {
  readonly #ex: BotExecutor;
  constructor(ex: BotExecutor) {
    this.#ex = ex;
  }

  /** The current attempt of `chat`, or undefined before its first. */
  async attempt(chat: ChatRef): Promise<FunnelAttempt | undefined> {
    const row = await first<{ attempt: number | string; closed: AttemptEnd | null; afterExpiry: number | string }>(
      this.#ex,
      sql`SELECT attempt, closed, after_expiry AS "afterExpiry" FROM funnel_attempts WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId}`,
    );
    return row ? { attempt: Number(row.attempt), closed: row.closed, afterExpiry: Number(row.afterExpiry) === 1 } : undefined;
  }

  /** Make `attempt` the open current attempt of `chat` (`afterExpiry`: the one before it expired). */
  async open(chat: ChatRef, attempt: number, afterExpiry: boolean, now: Date): Promise<void> {
    await exec(
      this.#ex,
      sql`INSERT INTO funnel_attempts (channel, chat_id, attempt, closed, after_expiry, updated_at)
          VALUES (${chat.channel}, ${chat.chatId}, ${attempt}, NULL, ${afterExpiry ? 1 : 0}, ${now.toISOString()})
          ON CONFLICT (channel, chat_id) DO UPDATE SET attempt = excluded.attempt, closed = NULL, after_expiry = excluded.after_expiry,
            updated_at = excluded.updated_at`,
    );
  }

  /** End `attempt` of `chat` with `end`, only while it is still the current, open one; true when it was. */
  async close(chat: ChatRef, attempt: number, end: AttemptEnd, now: Date): Promise<boolean> {
    const n = await exec(
      this.#ex,
      sql`UPDATE funnel_attempts SET closed = ${end}, updated_at = ${now.toISOString()}
          WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId} AND attempt = ${attempt} AND closed IS NULL`,
    );
    return n === 1;
  }

  /**
   * Append `fact` at `now` unless its (channel, chat, attempt, event) is
   * already there (the dedupe rule: once per attempt). True when written.
   */
  async record(fact: FunnelFact, now: Date): Promise<boolean> {
    const n = await exec(
      this.#ex,
      sql`INSERT INTO funnel_events (event, at, channel, chat_id, attempt, lang, city, hotel_id, agency, amount, chatbot_id)
          VALUES (${fact.event}, ${now.toISOString()}, ${fact.channel}, ${fact.chatId}, ${fact.attempt}, ${fact.lang}, ${fact.city},
                  ${fact.hotelId}, ${fact.agency}, ${fact.amount}, ${fact.chatbotId})
          ON CONFLICT (channel, chat_id, attempt, event) DO NOTHING`,
    );
    return n === 1;
  }

  /** The events already recorded for `attempt` of `chat`. */
  async recorded(chat: ChatRef, attempt: number): Promise<Set<FunnelEvent>> {
    const list = await rows<{ event: FunnelEvent }>(
      this.#ex,
      sql`SELECT event FROM funnel_events WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId} AND attempt = ${attempt}`,
    );
    return new Set(list.map((r) => r.event));
  }

  /** The `booking_created` event of chatbot booking `chatbotId` (its attempt, hotel, amount), or undefined. */
  async booking(chatbotId: string): Promise<FunnelRow | undefined> {
    const row = await first<RawRow>(
      this.#ex,
      sql`SELECT ${COLUMNS} FROM funnel_events WHERE chatbot_id = ${chatbotId} AND event = 'booking_created' ORDER BY id LIMIT 1`,
    );
    return row ? rowOf(row) : undefined;
  }

  /**
   * Every event of the attempts that started (`conversation_started`) in
   * [`q.from`, `q.to`), of `q.channel` and with an event of `q.hotelId` when
   * given, plus every later attempt of the same chats (for recovery after
   * expiry), ordered by chat, attempt and time.
   */
  async events(q: FunnelQuery): Promise<FunnelRow[]> {
    const channel = q.channel !== undefined ? sql` AND s.channel = ${q.channel}` : sql``;
    const hotel =
      q.hotelId !== undefined
        ? sql` AND EXISTS (SELECT 1 FROM funnel_events h WHERE h.channel = s.channel AND h.chat_id = s.chat_id AND h.attempt = s.attempt
                                                          AND h.hotel_id = ${q.hotelId})`
        : sql``;
    const list = await rows<RawRow>(
      this.#ex,
      sql`SELECT ${sql.raw('e.id, e.event, e.at, e.channel, e.chat_id AS "chatId", e.attempt, e.lang, e.city, e.hotel_id AS "hotelId", e.agency, e.amount, e.chatbot_id AS "chatbotId"')}
          FROM funnel_events e
          WHERE EXISTS (SELECT 1 FROM funnel_events s
                         WHERE s.event = 'conversation_started' AND s.at >= ${q.from.toISOString()} AND s.at < ${q.to.toISOString()}
                           AND s.channel = e.channel AND s.chat_id = e.chat_id AND s.attempt <= e.attempt${channel}${hotel})
          ORDER BY e.channel, e.chat_id, e.attempt, e.at, e.id`,
    );
    return list.map(rowOf);
  }

  /** Every event of `chat`, oldest first. */
  async ofChat(chat: ChatRef): Promise<FunnelRow[]> {
    const list = await rows<RawRow>(
      this.#ex,
      sql`SELECT ${COLUMNS} FROM funnel_events WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId} ORDER BY attempt, at, id`,
    );
    return list.map(rowOf);
  }

  /**
   * Claim the funnel post of `week` (its Monday, `YYYY-MM-DD`) for hotel
   * `hotelId` in Slack channel `channelId` of `teamId` (`''` for the App
   * Home's chart), for `owner` until `now + claimMs`: true when the post is
   * not posted and unclaimed, or its claim lapsed. One caller wins.
   */
  async claimPost(key: FunnelPostKey, owner: string, now: Date, claimMs: number): Promise<boolean> {
    const until = new Date(now.getTime() + claimMs).toISOString();
    const inserted = await exec(
      this.#ex,
      sql`INSERT INTO funnel_posts (hotel_id, team_id, channel_id, week, claimed_by, claim_until)
          VALUES (${key.hotelId}, ${key.teamId}, ${key.channelId}, ${key.week}, ${owner}, ${until})
          ON CONFLICT (hotel_id, team_id, channel_id, week) DO NOTHING`,
    );
    if (inserted === 1) return true;
    const taken = await exec(
      this.#ex,
      sql`UPDATE funnel_posts SET claimed_by = ${owner}, claim_until = ${until}
          WHERE hotel_id = ${key.hotelId} AND team_id = ${key.teamId} AND channel_id = ${key.channelId} AND week = ${key.week}
            AND posted_at IS NULL AND (claim_until IS NULL OR claim_until < ${now.toISOString()})`,
    );
    return taken === 1;
  }

  /** Give up `owner`'s claim of a post that failed, so the next tick (of any instance) tries again. */
  async releasePost(key: FunnelPostKey, owner: string): Promise<void> {
    await exec(
      this.#ex,
      sql`UPDATE funnel_posts SET claimed_by = NULL, claim_until = NULL
          WHERE hotel_id = ${key.hotelId} AND team_id = ${key.teamId} AND channel_id = ${key.channelId} AND week = ${key.week}
            AND claimed_by = ${owner} AND posted_at IS NULL`,
    );
  }

  /** Mark a claimed post posted at `now`, with the uploaded chart's Slack file id. */
  async markPosted(key: FunnelPostKey, fileId: string | null, now: Date): Promise<void> {
    await exec(
      this.#ex,
      sql`UPDATE funnel_posts SET posted_at = ${now.toISOString()}, file_id = ${fileId}
          WHERE hotel_id = ${key.hotelId} AND team_id = ${key.teamId} AND channel_id = ${key.channelId} AND week = ${key.week}`,
    );
  }

  /** The posted funnel posts of hotel `hotelId` (newest week first), with their chart's file id. */
  async posts(hotelId: number): Promise<Array<FunnelPostKey & { postedAt: string; fileId: string | null }>> {
    const list = await rows<{ hotelId: number | string; teamId: string; channelId: string; week: string; postedAt: string; fileId: string | null }>(
      this.#ex,
      sql`SELECT hotel_id AS "hotelId", team_id AS "teamId", channel_id AS "channelId", week, posted_at AS "postedAt", file_id AS "fileId"
          FROM funnel_posts WHERE hotel_id = ${hotelId} AND posted_at IS NOT NULL ORDER BY week DESC, channel_id`,
    );
    return list.map((r) => ({ ...r, hotelId: Number(r.hotelId) }));
  }
}

/** Which weekly funnel post: hotel, Slack workspace and channel (`''` = the App Home's chart), week (its Monday, `YYYY-MM-DD` in Bogotá). */
export interface FunnelPostKey {
  hotelId: number;
  teamId: string;
  channelId: string;
  week: string;
}
