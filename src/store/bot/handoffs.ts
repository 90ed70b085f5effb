/**
 * The hand-off of a guest's conversation to the hotel's staff, in the bot
 * database (bot migration 9): one `handoffs` row per guest chat ever handed
 * over (its Slack thread, who has it) and the staff outbox `handoff_posts`
 * (what goes to that thread).
 *
 * The guest's side writes in the transaction that saves the conversation
 * state the writes come from (`ConversationService`): a discarded run writes
 * nothing, a saved one never loses its post. The staff desk (a Slack app
 * instance) posts them in order per chat, each after claiming it (a
 * conditional update checked by its count), so two instances never post one
 * twice while both live. Staff decisions (take, return, close) are
 * compare-and-set on the row's status and episode: exactly one press wins.
 * Times are ISO 8601 UTC text.
 */
import { exec, first, rows, sql } from '../sql.js';
import type { BotExecutor } from './database.js';
import type { ChatRef } from './repos.js';
import { buryPending, claimPending, countPendingRows, failPending } from './retries.js';

/** Where a chat's hand-off is: nobody took it yet, a person has it, or it ended (back to the bot, closed, or the guest left). */
export type HandoffStatus = 'waiting' | 'taken' | 'ended';

/**
 * What a staff post is: the first post of a hand-off, a guest message
 * relayed, the guest leaving, the escalation of a hand-off nobody took in
 * time, its closing after a long silence, or an alert about a booking that
 * needs staff (no hand-off: top level in the hotel's channel).
 */
export type HandoffPostKind = 'open' | 'guest' | 'ended' | 'escalate' | 'timeout' | 'alert';

/** A row of `handoffs`: the chat's hand-off now. */
export interface Handoff extends ChatRef {
  /** Language of the guest's conversation. */
  lang: string;
  /** How many times this chat was handed over; buttons carry it, so a press on an older hand-off's post is refused. */
  episode: number;
  status: HandoffStatus;
  /** Why the current episode began (`asked`, `notUnderstood`, `request`, `staff`). */
  reason: string;
  /** The service's hotel id the guest was booking, when chosen. */
  hotelId: number | null;
  /** The destination, when known. */
  city: string | null;
  /** The chat's thread in Slack, once its first post is there. */
  slackTeam: string | null;
  slackChannel: string | null;
  threadTs: string | null;
  /** The Slack user who took the current episode, and the first name the guest is told. */
  claimedBy: string | null;
  claimerName: string | null;
  openedAt: string;
  takenAt: string | null;
  endedAt: string | null;
  /** When the thread was escalated for want of a first response (once per episode). */
  escalatedAt: string | null;
  /** The last message either way, or decision: a long silence after it closes the hand-off. */
  lastActivityAt: string;
}

/** A row of `handoff_posts`, the staff outbox. `body` is the post's JSON (see the desk). */
export interface HandoffPost extends ChatRef {
  id: number;
  episode: number;
  kind: HandoffPostKind;
  body: unknown;
  status: 'pending' | 'posted' | 'dead';
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  /** Slack's `ts` of the posted message. */
  postedTs: string | null;
}

const HANDOFF = sql.raw(`channel, chat_id AS "chatId", lang, episode, status, reason, hotel_id AS "hotelId", city, slack_team AS "slackTeam",
  slack_channel AS "slackChannel", thread_ts AS "threadTs", claimed_by AS "claimedBy", claimer_name AS "claimerName",
  opened_at AS "openedAt", taken_at AS "takenAt", ended_at AS "endedAt", escalated_at AS "escalatedAt", last_activity_at AS "lastActivityAt"`);

const POST = sql.raw(`id, channel, chat_id AS "chatId", episode, kind, body, status, attempts, next_attempt_at AS "nextAttemptAt",
  last_error AS "lastError", posted_ts AS "postedTs"`);

function handoff(row: Handoff): Handoff {
  return { ...row, episode: Number(row.episode), hotelId: row.hotelId === null ? null : Number(row.hotelId) };
}

function post(row: Omit<HandoffPost, 'body'> & { body: string }): HandoffPost {
  return { ...row, id: Number(row.id), episode: Number(row.episode), attempts: Number(row.attempts), body: JSON.parse(row.body) as unknown };
}

/** How long a post claimed by a desk is kept from the others, ms (the Slack call takes well under it). */
export const HANDOFF_POST_CLAIM_MS = 30_000;

/** Hand-offs and the staff outbox, over an executor (the store's, or the caller's transaction). */
export class HandoffRepo {
  readonly #ex: BotExecutor;
  constructor(ex: BotExecutor) {
    this.#ex = ex;
  }

  /** The hand-off row of `chat`, or undefined when it was never handed over. */
  async get(chat: ChatRef): Promise<Handoff | undefined> {
    const row = await first<Handoff>(this.#ex, sql`SELECT ${HANDOFF} FROM handoffs WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId}`);
    return row ? handoff(row) : undefined;
  }

  /** The hand-off whose thread is `threadTs` in Slack channel `slackChannel`, or undefined. */
  async byThread(slackChannel: string, threadTs: string): Promise<Handoff | undefined> {
    const row = await first<Handoff>(this.#ex, sql`SELECT ${HANDOFF} FROM handoffs WHERE slack_channel = ${slackChannel} AND thread_ts = ${threadTs}`);
    return row ? handoff(row) : undefined;
  }

  /**
   * Begin a hand-off episode of `chat` (the first, or one more: the row's
   * episode + 1, nobody has it yet, the thread is kept) and queue its first
   * post (`body`). Call in the transaction that saves the conversation state.
   * Resolves to the episode.
   */
  async open(chat: ChatRef, o: { lang: string; reason: string; hotelId?: number; city?: string; body: unknown }, now: Date): Promise<number> {
    const at = now.toISOString();
    await exec(
      this.#ex,
      sql`INSERT INTO handoffs (channel, chat_id, lang, episode, status, reason, hotel_id, city, opened_at, last_activity_at)
          VALUES (${chat.channel}, ${chat.chatId}, ${o.lang}, 1, 'waiting', ${o.reason}, ${o.hotelId ?? null}, ${o.city ?? null}, ${at}, ${at})
          ON CONFLICT (channel, chat_id) DO UPDATE SET lang = excluded.lang, episode = handoffs.episode + 1, status = 'waiting',
            reason = excluded.reason, hotel_id = excluded.hotel_id, city = excluded.city, claimed_by = NULL, claimer_name = NULL,
            opened_at = excluded.opened_at, taken_at = NULL, ended_at = NULL, escalated_at = NULL, last_activity_at = excluded.last_activity_at`,
    );
    const row = (await this.get(chat))!;
    await this.#queue(chat, row.episode, 'open', o.body, now);
    return row.episode;
  }

  /**
   * Queue a post in the chat's thread for its current episode (`guest`: a
   * message of the guest; `ended`: the guest left, and the row is ended).
   * Call in the transaction that saves the conversation state. No-op when the
   * chat was never handed over.
   */
  async queue(chat: ChatRef, kind: 'guest' | 'ended', body: unknown, now: Date): Promise<void> {
    const row = await this.get(chat);
    if (!row) return;
    if (kind === 'ended')
      await exec(
        this.#ex,
        sql`UPDATE handoffs SET status = 'ended', ended_at = ${now.toISOString()} WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId} AND status <> 'ended'`,
      );
    else await this.touch(chat, now);
    await this.#queue(chat, row.episode, kind, body, now);
  }

  /**
   * Queue an alert for staff about `chat` (no hand-off needed: a booking that
   * needs them), once per `dedupeKey`. Call in the transaction that records
   * the fact. Resolves to true when new.
   */
  async alert(chat: ChatRef, dedupeKey: string, body: unknown, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const n = await exec(
      this.#ex,
      sql`INSERT INTO handoff_posts (channel, chat_id, episode, kind, dedupe_key, body, next_attempt_at, created_at)
          VALUES (${chat.channel}, ${chat.chatId}, 0, 'alert', ${dedupeKey}, ${JSON.stringify(body)}, ${at}, ${at})
          ON CONFLICT (dedupe_key) DO NOTHING`,
    );
    return n === 1;
  }

  /** One post by its id (an alert's button carries it), or undefined. */
  async post(id: number): Promise<HandoffPost | undefined> {
    const row = await first<Omit<HandoffPost, 'body'> & { body: string }>(this.#ex, sql`SELECT ${POST} FROM handoff_posts WHERE id = ${id}`);
    return row ? post(row) : undefined;
  }

  /**
   * Staff contact the guest of `chat` from an alert: a hand-off episode that
   * begins taken by `user` (`name`), whose thread is the alert's message.
   * Compare-and-set: refused (false) while the chat is handed over already
   * (waiting or taken). Run in a transaction with the guest's notice.
   */
  async contact(
    chat: ChatRef,
    o: { lang: string; hotelId: number | null; user: string; name: string; team: string | null; slackChannel: string; threadTs: string },
    now: Date,
  ): Promise<number | undefined> {
    const at = now.toISOString();
    const n = await exec(
      this.#ex,
      sql`INSERT INTO handoffs (channel, chat_id, lang, episode, status, reason, hotel_id, slack_team, slack_channel, thread_ts, claimed_by,
                                claimer_name, opened_at, taken_at, last_activity_at)
          VALUES (${chat.channel}, ${chat.chatId}, ${o.lang}, 1, 'taken', 'staff', ${o.hotelId}, ${o.team}, ${o.slackChannel}, ${o.threadTs},
                  ${o.user}, ${o.name}, ${at}, ${at}, ${at})
          ON CONFLICT (channel, chat_id) DO UPDATE SET lang = excluded.lang, episode = handoffs.episode + 1, status = 'taken', reason = 'staff',
            hotel_id = excluded.hotel_id, city = NULL, slack_team = excluded.slack_team, slack_channel = excluded.slack_channel,
            thread_ts = excluded.thread_ts, claimed_by = excluded.claimed_by, claimer_name = excluded.claimer_name,
            opened_at = excluded.opened_at, taken_at = excluded.taken_at, ended_at = NULL, escalated_at = NULL,
            last_activity_at = excluded.last_activity_at
          WHERE handoffs.status = 'ended'`,
    );
    return n === 1 ? (await this.get(chat))?.episode : undefined;
  }

  /** A message either way at `now`: the silence that closes the hand-off counts from here. */
  async touch(chat: ChatRef, now: Date): Promise<void> {
    await exec(this.#ex, sql`UPDATE handoffs SET last_activity_at = ${now.toISOString()} WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId}`);
  }

  /** Hand-offs not ended whose first post is in Slack (the desk's timers look at these). */
  async live(limit = 500): Promise<Handoff[]> {
    const list = await rows<Handoff>(this.#ex, sql`SELECT ${HANDOFF} FROM handoffs WHERE status <> 'ended' AND thread_ts IS NOT NULL LIMIT ${limit}`);
    return list.map(handoff);
  }

  /**
   * Escalate `episode` of `chat` for want of a first response: compare-and-set
   * (still waiting, not escalated yet), then the thread's escalation post.
   * True for exactly one caller. Run in a transaction.
   */
  async escalate(chat: ChatRef, episode: number, now: Date): Promise<boolean> {
    const n = await exec(
      this.#ex,
      sql`UPDATE handoffs SET escalated_at = ${now.toISOString()}
          WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId} AND episode = ${episode} AND status = 'waiting' AND escalated_at IS NULL`,
    );
    if (n === 1) await this.#queue(chat, episode, 'escalate', {}, now);
    return n === 1;
  }

  /**
   * Close `episode` of `chat` after a silence since `lastActivityAt`:
   * compare-and-set (not ended, no activity since), then the thread's
   * closing post. True for exactly one caller. Run in a transaction.
   */
  async timeOut(chat: ChatRef, episode: number, lastActivityAt: string, now: Date): Promise<boolean> {
    const n = await exec(
      this.#ex,
      sql`UPDATE handoffs SET status = 'ended', ended_at = ${now.toISOString()}
          WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId} AND episode = ${episode} AND status <> 'ended'
            AND last_activity_at = ${lastActivityAt}`,
    );
    if (n === 1) await this.#queue(chat, episode, 'timeout', {}, now);
    return n === 1;
  }

  async #queue(chat: ChatRef, episode: number, kind: HandoffPostKind, body: unknown, now: Date): Promise<void> {
    const at = now.toISOString();
    await exec(
      this.#ex,
      sql`INSERT INTO handoff_posts (channel, chat_id, episode, kind, body, next_attempt_at, created_at)
          VALUES (${chat.channel}, ${chat.chatId}, ${episode}, ${kind}, ${JSON.stringify(body)}, ${at}, ${at})`,
    );
  }

  /**
   * Posts due at `now`, oldest first, at most `limit`: only the first pending
   * post of each chat (a chat's posts go out in order; a later one waits for
   * the one before). Reading is not claiming (see {@link claimPost}).
   */
  async duePosts(now: Date, limit = 50): Promise<HandoffPost[]> {
    const list = await rows<Omit<HandoffPost, 'body'> & { body: string }>(
      this.#ex,
      sql`SELECT ${POST} FROM handoff_posts p
          WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}
            AND NOT EXISTS (SELECT 1 FROM handoff_posts q WHERE q.channel = p.channel AND q.chat_id = p.chat_id AND q.status = 'pending' AND q.id < p.id)
          ORDER BY id LIMIT ${limit}`,
    );
    return list.map(post);
  }

  /** The posts of `chat`, in order (tests and the health check). */
  async posts(chat: ChatRef): Promise<HandoffPost[]> {
    const list = await rows<Omit<HandoffPost, 'body'> & { body: string }>(
      this.#ex,
      sql`SELECT ${POST} FROM handoff_posts WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId} ORDER BY id`,
    );
    return list.map(post);
  }

  /** The first post of `episode` of `chat` (the one with the buttons), or undefined. */
  async openPost(chat: ChatRef, episode: number): Promise<HandoffPost | undefined> {
    const row = await first<Omit<HandoffPost, 'body'> & { body: string }>(
      this.#ex,
      sql`SELECT ${POST} FROM handoff_posts WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId} AND episode = ${episode} AND kind = 'open'`,
    );
    return row ? post(row) : undefined;
  }

  /** How many posts wait to go to Slack (the health check's backlog). */
  countPending(): Promise<number> {
    return countPendingRows(this.#ex, 'handoff_posts');
  }

  /** Claim post `id` for posting: true for exactly one caller while it is pending and due (its next attempt moves `claimMs` ahead). */
  claimPost(id: number, now: Date, claimMs = HANDOFF_POST_CLAIM_MS): Promise<boolean> {
    return claimPending(this.#ex, 'handoff_posts', id, now, claimMs);
  }

  /**
   * Post `id` is in Slack as message `ts`. For a first post that started a
   * thread (`thread`), the chat's row keeps where the thread is. Run both in
   * one transaction.
   */
  async markPosted(id: number, ts: string, now: Date, thread?: { team: string | null; channel: string; ts: string }): Promise<void> {
    const n = await exec(
      this.#ex,
      sql`UPDATE handoff_posts SET status = 'posted', posted_ts = ${ts}, posted_at = ${now.toISOString()}, last_error = NULL
          WHERE id = ${id} AND status = 'pending'`,
    );
    if (n === 1 && thread)
      await exec(
        this.#ex,
        sql`UPDATE handoffs SET slack_team = ${thread.team}, slack_channel = ${thread.channel}, thread_ts = ${thread.ts}
            WHERE (channel, chat_id) IN (SELECT channel, chat_id FROM handoff_posts WHERE id = ${id})`,
      );
  }

  /** A failed post: one attempt more, the error, and when to try again. */
  async failPost(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    await failPending(this.#ex, 'handoff_posts', id, error, nextAttemptAt);
  }

  /** Slack refused post `id` for good (channel gone, app removed): kept as a dead letter, so the chat's later posts go on. */
  async buryPost(id: number, error: string): Promise<void> {
    await buryPending(this.#ex, 'handoff_posts', id, error);
  }

  /**
   * A person takes `episode` of `chat`: compare-and-set from `waiting`. True
   * for exactly one caller; false when someone else took it first, it ended,
   * or a newer episode began.
   */
  async take(chat: ChatRef, episode: number, user: string, name: string, now: Date): Promise<boolean> {
    const n = await exec(
      this.#ex,
      sql`UPDATE handoffs SET status = 'taken', claimed_by = ${user}, claimer_name = ${name}, taken_at = ${now.toISOString()},
            last_activity_at = ${now.toISOString()}
          WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId} AND episode = ${episode} AND status = 'waiting'`,
    );
    return n === 1;
  }

  /** Staff end `episode` of `chat` (back to the bot, or closed): compare-and-set from `waiting` or `taken`; true for exactly one caller. */
  async end(chat: ChatRef, episode: number, now: Date): Promise<boolean> {
    const n = await exec(
      this.#ex,
      sql`UPDATE handoffs SET status = 'ended', ended_at = ${now.toISOString()}
          WHERE channel = ${chat.channel} AND chat_id = ${chat.chatId} AND episode = ${episode} AND status <> 'ended'`,
    );
    return n === 1;
  }
}
