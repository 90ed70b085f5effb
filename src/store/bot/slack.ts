/**
 * Repositories of the Slack app's tables in the bot database (bot migration
 * 3): which hotel a workspace, channel or user belongs to, each workspace's
 * language, and the live feed (where each hotel's poll got to, and the events
 * already posted, once-only by dedupe key). Times are ISO 8601 UTC text.
 *
 * A repository is built over a {@link Store} (its methods run on the store,
 * and the ones that write several rows run in a transaction of their own) or
 * over an executor — a transaction's `tx`, to take part in the caller's
 * transaction.
 *
 * Several bot instances may share one PostgreSQL bot database: a hotel's feed
 * is polled by the instance holding its lease ({@link SlackFeedRepo.lease}),
 * and an event is posted by the instance that claimed it
 * ({@link SlackFeedRepo.claimPost}); both are conditional writes checked by
 * their count (bot migration 6).
 */
import { dialectSql, exec, first, rows, sql, type Camelized } from '../sql.js';
import type { BotExecutor, BotRow, BotStore, BotTx } from './database.js';

/** What a Slack link binds to a hotel: a whole workspace, one channel, or one user. */
export type SlackLinkKind = 'workspace' | 'channel' | 'user';

/** Language of a workspace's messages. */
export type SlackLanguage = 'es' | 'en';

/** One link: `slackId` is '' for a workspace link. `hotelId` is the service's internal hotel id. */
export interface SlackLink extends Camelized<BotRow<'slack_links', 'team_id' | 'kind' | 'slack_id' | 'hotel_id' | 'cm_hotel_id'>> {
  kind: SlackLinkKind;
  /** The hotel's channel-manager id (v1 endpoints), once known. */
  cmHotelId: string | null;
}

/** The hotel a Slack request acts for, and which link decided it. */
export interface SlackHotel {
  hotelId: number;
  cmHotelId: string | null;
  via: SlackLinkKind;
}

/** Where a Slack repository runs: a store (its own transactions) or an executor (e.g. the caller's transaction). */
export type SlackRepoTarget = BotStore | BotExecutor;

function isStore(t: SlackRepoTarget): t is BotStore {
  return 'engine' in t && 'db' in t;
}

/** The executor and the transaction runner of a repository built over `target`. */
class Target {
  readonly ex: BotExecutor;
  readonly #store: BotStore | undefined;
  constructor(target: SlackRepoTarget) {
    this.#store = isStore(target) ? target : undefined;
    this.ex = isStore(target) ? target.db : target;
  }
  /** Run `fn` in a transaction of the store, or on the executor given (the caller's transaction). */
  atomically<T>(fn: (ex: BotExecutor | BotTx) => Promise<T>): Promise<T> {
    return this.#store ? this.#store.transaction(fn) : fn(this.ex);
  }
}

/** Workspace, channel and user links to hotels, and workspace languages. */
export class SlackLinkRepo {
  readonly #t: Target;
  constructor(target: SlackRepoTarget) {
    this.#t = new Target(target);
  }

  /** Create or replace a link (idempotent). */
  async link(l: { teamId: string; kind: SlackLinkKind; slackId?: string; hotelId: number; cmHotelId?: string | null }, now: Date): Promise<void> {
    await exec(
      this.#t.ex,
      sql`INSERT INTO slack_links (team_id, kind, slack_id, hotel_id, cm_hotel_id, created_at)
          VALUES (${l.teamId}, ${l.kind}, ${l.kind === 'workspace' ? '' : (l.slackId ?? '')}, ${l.hotelId}, ${l.cmHotelId ?? null}, ${now.toISOString()})
          ON CONFLICT (team_id, kind, slack_id) DO UPDATE SET hotel_id = excluded.hotel_id,
            cm_hotel_id = COALESCE(excluded.cm_hotel_id, CASE WHEN slack_links.hotel_id = excluded.hotel_id THEN slack_links.cm_hotel_id END)`,
    );
  }

  /** Remove a link; true when one existed. */
  async unlink(teamId: string, kind: SlackLinkKind, slackId = ''): Promise<boolean> {
    const n = await exec(
      this.#t.ex,
      sql`DELETE FROM slack_links WHERE team_id = ${teamId} AND kind = ${kind} AND slack_id = ${kind === 'workspace' ? '' : slackId}`,
    );
    return n > 0;
  }

  /**
   * The hotel user `userId` acts for in channel `channelId` of workspace
   * `teamId`: the user's own link, else the channel's, else the workspace's.
   * Undefined when none applies (the request is refused).
   */
  async resolve(teamId: string, userId: string, channelId?: string): Promise<SlackHotel | undefined> {
    return first<SlackHotel>(
      this.#t.ex,
      sql`SELECT hotel_id AS "hotelId", cm_hotel_id AS "cmHotelId", kind AS via FROM slack_links
          WHERE team_id = ${teamId} AND ((kind = 'user' AND slack_id = ${userId}) OR (kind = 'channel' AND slack_id = ${channelId ?? null}) OR kind = 'workspace')
          ORDER BY CASE kind WHEN 'user' THEN 0 WHEN 'channel' THEN 1 ELSE 2 END LIMIT 1`,
    );
  }

  /** Remember hotel `hotelId`'s channel-manager id on all its links. */
  async setCmHotelId(hotelId: number, cmHotelId: string): Promise<void> {
    await exec(this.#t.ex, sql`UPDATE slack_links SET cm_hotel_id = ${cmHotelId} WHERE hotel_id = ${hotelId}`);
  }

  /** Every link, ordered by workspace, kind and id. */
  async all(): Promise<SlackLink[]> {
    return rows<SlackLink>(
      this.#t.ex,
      sql`SELECT team_id AS "teamId", kind, slack_id AS "slackId", hotel_id AS "hotelId", cm_hotel_id AS "cmHotelId" FROM slack_links
          ORDER BY team_id, kind, slack_id`,
    );
  }

  /** Internal ids of every hotel that has at least one link. */
  async hotels(): Promise<number[]> {
    return (await rows<{ id: number }>(this.#t.ex, sql`SELECT DISTINCT hotel_id AS id FROM slack_links ORDER BY hotel_id`)).map((r) => r.id);
  }

  /** Language of workspace `teamId` (default 'es'). */
  async language(teamId: string): Promise<SlackLanguage> {
    return (await first<{ language: SlackLanguage }>(this.#t.ex, sql`SELECT language FROM slack_workspaces WHERE team_id = ${teamId}`))?.language ?? 'es';
  }

  /** Every workspace with a language set, ordered by id (workspaces never set speak 'es'). */
  async languages(): Promise<Array<{ teamId: string; language: SlackLanguage }>> {
    return rows<{ teamId: string; language: SlackLanguage }>(this.#t.ex, sql`SELECT team_id AS "teamId", language FROM slack_workspaces ORDER BY team_id`);
  }

  /** Set the language of workspace `teamId`. */
  async setLanguage(teamId: string, language: SlackLanguage, now: Date): Promise<void> {
    await exec(
      this.#t.ex,
      sql`INSERT INTO slack_workspaces (team_id, language, updated_at) VALUES (${teamId}, ${language}, ${now.toISOString()})
          ON CONFLICT (team_id) DO UPDATE SET language = excluded.language, updated_at = excluded.updated_at`,
    );
  }
}

/** A live-feed event of a hotel (bot migration 3, `slack_feed_events`). */
export interface SlackFeedEvent extends Camelized<BotRow<'slack_feed_events', 'hotel_id' | 'dedupe_key' | 'kind' | 'created_at' | 'posted_at'>> {
  /** The event as stored (JSON-parsed). */
  payload: unknown;
}

type FeedRow = Omit<SlackFeedEvent, 'payload'> & { payload: string };
const FEED_COLUMNS = sql.raw(`hotel_id AS "hotelId", dedupe_key AS "dedupeKey", kind, payload, created_at AS "createdAt", posted_at AS "postedAt"`);
const feedEventOf = (r: FeedRow): SlackFeedEvent => ({ ...r, payload: JSON.parse(r.payload) as unknown });

/**
 * Events recorded in the same millisecond (one poll) keep their order: the
 * row order on SQLite; on PostgreSQL, which keeps no insertion order, the
 * dedupe key decides.
 */
function sameTimeOrder(ex: BotExecutor, direction: 'ASC' | 'DESC') {
  return dialectSql(ex, { sqlite: sql.raw(`rowid ${direction}`), postgres: sql.raw(`dedupe_key ${direction}`) });
}

/** The live feed: channels per hotel, poll cursors, and once-only events. */
export class SlackFeedRepo {
  readonly #t: Target;
  constructor(target: SlackRepoTarget) {
    this.#t = new Target(target);
  }

  /** Send hotel `hotelId`'s feed to `channelId` of workspace `teamId` (one channel per hotel and workspace). */
  async setChannel(hotelId: number, teamId: string, channelId: string): Promise<void> {
    await exec(
      this.#t.ex,
      sql`INSERT INTO slack_feed_channels (hotel_id, team_id, channel_id) VALUES (${hotelId}, ${teamId}, ${channelId})
          ON CONFLICT (hotel_id, team_id) DO UPDATE SET channel_id = excluded.channel_id`,
    );
  }

  /** The feed channels of hotel `hotelId`. */
  async channels(hotelId: number): Promise<Array<{ teamId: string; channelId: string }>> {
    return rows<{ teamId: string; channelId: string }>(
      this.#t.ex,
      sql`SELECT team_id AS "teamId", channel_id AS "channelId" FROM slack_feed_channels WHERE hotel_id = ${hotelId} ORDER BY team_id`,
    );
  }

  /** Stop sending any hotel's feed to `channelId` of workspace `teamId`; resolves to how many feed settings were removed. */
  async removeChannel(teamId: string, channelId: string): Promise<number> {
    return exec(this.#t.ex, sql`DELETE FROM slack_feed_channels WHERE team_id = ${teamId} AND channel_id = ${channelId}`);
  }

  /** Every feed channel, ordered by hotel and workspace. */
  async allChannels(): Promise<Array<{ hotelId: number; teamId: string; channelId: string }>> {
    return rows<{ hotelId: number; teamId: string; channelId: string }>(
      this.#t.ex,
      sql`SELECT hotel_id AS "hotelId", team_id AS "teamId", channel_id AS "channelId" FROM slack_feed_channels ORDER BY hotel_id, team_id`,
    );
  }

  /** Hotels with at least one feed channel. */
  async hotels(): Promise<number[]> {
    return (await rows<{ id: number }>(this.#t.ex, sql`SELECT DISTINCT hotel_id AS id FROM slack_feed_channels ORDER BY hotel_id`)).map((r) => r.id);
  }

  /** The change sequence hotel `hotelId`'s poll reached (endpoint 6), or undefined before the first poll. */
  async cursor(hotelId: number): Promise<number | undefined> {
    const c = (await first<{ cursor: number }>(this.#t.ex, sql`SELECT cursor FROM slack_feed_cursors WHERE hotel_id = ${hotelId}`))?.cursor;
    return c === undefined || c < 0 ? undefined : c;
  }

  /**
   * Take or renew the lease of hotel `hotelId`'s feed poll for poller
   * `owner` until `now` + `leaseMs`: granted when the hotel's poll is free,
   * its lease lapsed (`lease_until` <= `now`), or `owner` already holds it.
   * One conditional upsert on the hotel's cursor row, checked by its count,
   * so of several bot instances asking at once exactly one gets it (a hotel
   * never polled gets a row with cursor -1, which {@link cursor} reads as
   * "no cursor yet"). Resolves to whether `owner` holds the lease now.
   */
  async lease(hotelId: number, owner: string, now: Date, leaseMs: number): Promise<boolean> {
    const iso = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    const n = await exec(
      this.#t.ex,
      sql`INSERT INTO slack_feed_cursors (hotel_id, cursor, updated_at, leased_by, lease_until) VALUES (${hotelId}, -1, ${iso}, ${owner}, ${until})
          ON CONFLICT (hotel_id) DO UPDATE SET leased_by = excluded.leased_by, lease_until = excluded.lease_until
          WHERE slack_feed_cursors.leased_by IS NULL OR slack_feed_cursors.leased_by = excluded.leased_by OR slack_feed_cursors.lease_until <= ${iso}`,
    );
    return n === 1;
  }

  /** Give up `owner`'s leases (all hotels, or only `hotelId`) so another instance may poll at once; resolves to how many were released. */
  async releaseLease(owner: string, hotelId?: number): Promise<number> {
    return exec(
      this.#t.ex,
      sql`UPDATE slack_feed_cursors SET leased_by = NULL, lease_until = NULL
          WHERE leased_by = ${owner}${hotelId === undefined ? sql`` : sql` AND hotel_id = ${hotelId}`}`,
    );
  }

  /** Who holds hotel `hotelId`'s poll lease and until when, or undefined when nobody does. */
  async leaseOf(hotelId: number): Promise<{ owner: string; until: string } | undefined> {
    const r = await first<{ owner: string | null; until: string | null }>(
      this.#t.ex,
      sql`SELECT leased_by AS owner, lease_until AS until FROM slack_feed_cursors WHERE hotel_id = ${hotelId}`,
    );
    return r?.owner && r.until ? { owner: r.owner, until: r.until } : undefined;
  }

  /**
   * Record the events of one poll and the cursor reached, in one transaction
   * (the store's own, or the caller's when built over one): an event whose
   * dedupe key the hotel already has is skipped (also when another poller
   * records it at the same time: the primary key decides). The cursor never
   * moves back. Resolves to the events that are new.
   */
  async recordPoll(
    hotelId: number,
    cursor: number,
    events: Array<{ dedupeKey: string; kind: string; payload: unknown }>,
    now: Date,
  ): Promise<SlackFeedEvent[]> {
    const iso = now.toISOString();
    return this.#t.atomically(async (ex) => {
      const fresh: SlackFeedEvent[] = [];
      for (const e of events) {
        const n = await exec(
          ex,
          sql`INSERT INTO slack_feed_events (hotel_id, dedupe_key, kind, payload, created_at)
              VALUES (${hotelId}, ${e.dedupeKey}, ${e.kind}, ${JSON.stringify(e.payload)}, ${iso}) ON CONFLICT DO NOTHING`,
        );
        if (n === 1) fresh.push({ hotelId, dedupeKey: e.dedupeKey, kind: e.kind, payload: e.payload, createdAt: iso, postedAt: null });
      }
      await exec(
        ex,
        sql`INSERT INTO slack_feed_cursors (hotel_id, cursor, updated_at) VALUES (${hotelId}, ${cursor}, ${iso})
            ON CONFLICT (hotel_id) DO UPDATE SET
              cursor = CASE WHEN excluded.cursor > slack_feed_cursors.cursor THEN excluded.cursor ELSE slack_feed_cursors.cursor END,
              updated_at = excluded.updated_at`,
      );
      return fresh;
    });
  }

  /**
   * Events not yet posted (oldest first), e.g. after a failed post or a
   * restart; only of `hotelIds` when given (an empty list: none). Reading is
   * not claiming: a poller posts an event only after {@link claimPost}.
   */
  async unposted(limit = 100, hotelIds?: readonly number[]): Promise<SlackFeedEvent[]> {
    if (hotelIds && hotelIds.length === 0) return [];
    const ex = this.#t.ex;
    const only = hotelIds ? sql` AND hotel_id IN (${sql.join([...hotelIds])})` : sql``;
    const list = await rows<FeedRow>(
      ex,
      sql`SELECT ${FEED_COLUMNS} FROM slack_feed_events WHERE posted_at IS NULL${only} ORDER BY created_at, ${sameTimeOrder(ex, 'ASC')} LIMIT ${limit}`,
    );
    return list.map(feedEventOf);
  }

  /**
   * Claim an unposted event for poller `owner` before posting it, until
   * `now` + `claimMs`: granted when the event is unposted and unclaimed, its
   * claim lapsed, or `owner` already holds it. A conditional update checked
   * by its count: of several bot instances claiming one event at once,
   * exactly one gets it, so one `chat.postMessage` goes out per channel.
   */
  async claimPost(hotelId: number, dedupeKey: string, owner: string, now: Date, claimMs: number): Promise<boolean> {
    const iso = now.toISOString();
    const n = await exec(
      this.#t.ex,
      sql`UPDATE slack_feed_events SET claimed_by = ${owner}, claim_until = ${new Date(now.getTime() + claimMs).toISOString()}
          WHERE hotel_id = ${hotelId} AND dedupe_key = ${dedupeKey} AND posted_at IS NULL
            AND (claimed_by IS NULL OR claimed_by = ${owner} OR claim_until <= ${iso})`,
    );
    return n === 1;
  }

  /** Give up `owner`'s claim of an unposted event (its post failed before reaching any channel), so any poller may retry it. */
  async releasePost(hotelId: number, dedupeKey: string, owner: string): Promise<void> {
    await exec(
      this.#t.ex,
      sql`UPDATE slack_feed_events SET claimed_by = NULL, claim_until = NULL
          WHERE hotel_id = ${hotelId} AND dedupe_key = ${dedupeKey} AND claimed_by = ${owner} AND posted_at IS NULL`,
    );
  }

  /** Mark an event posted; false when it already was (another poller got there first). */
  async markPosted(hotelId: number, dedupeKey: string, now: Date): Promise<boolean> {
    const n = await exec(
      this.#t.ex,
      sql`UPDATE slack_feed_events SET posted_at = ${now.toISOString()} WHERE hotel_id = ${hotelId} AND dedupe_key = ${dedupeKey} AND posted_at IS NULL`,
    );
    return n === 1;
  }

  /** The latest `limit` events of hotel `hotelId` of the given kinds (App Home), newest first. */
  async latest(hotelId: number, kinds: readonly string[], limit = 5): Promise<SlackFeedEvent[]> {
    if (!kinds.length) return [];
    const ex = this.#t.ex;
    const list = await rows<FeedRow>(
      ex,
      sql`SELECT ${FEED_COLUMNS} FROM slack_feed_events WHERE hotel_id = ${hotelId} AND kind IN (${sql.join([...kinds])})
          ORDER BY created_at DESC, ${sameTimeOrder(ex, 'DESC')} LIMIT ${limit}`,
    );
    return list.map(feedEventOf);
  }
}
