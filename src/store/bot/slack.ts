/**
 * Repositories of the Slack app's tables in the bot database (bot migration
 * 3): which hotel a workspace, channel or user belongs to, each workspace's
 * language, and the live feed (where each hotel's poll got to, and the events
 * already posted, once-only by dedupe key). Times are ISO 8601 UTC text.
 */
import type { Db } from '../db.js';

/** What a Slack link binds to a hotel: a whole workspace, one channel, or one user. */
export type SlackLinkKind = 'workspace' | 'channel' | 'user';

/** Language of a workspace's messages. */
export type SlackLanguage = 'es' | 'en';

/** One link: `slackId` is '' for a workspace link. `hotelId` is the service's internal hotel id. */
export interface SlackLink {
  teamId: string;
  kind: SlackLinkKind;
  slackId: string;
  hotelId: number;
  /** The hotel's channel-manager id (v1 endpoints), once known. */
  cmHotelId: string | null;
}

/** The hotel a Slack request acts for, and which link decided it. */
export interface SlackHotel {
  hotelId: number;
  cmHotelId: string | null;
  via: SlackLinkKind;
}

/** Workspace, channel and user links to hotels, and workspace languages. */
export class SlackLinkRepo {
  constructor(private readonly db: Db) {}

  /** Create or replace a link (idempotent). */
  link(l: { teamId: string; kind: SlackLinkKind; slackId?: string; hotelId: number; cmHotelId?: string | null }, now: Date): void {
    this.db
      .prepare(
        `INSERT INTO slack_links (team_id, kind, slack_id, hotel_id, cm_hotel_id, created_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (team_id, kind, slack_id) DO UPDATE SET hotel_id = excluded.hotel_id,
           cm_hotel_id = COALESCE(excluded.cm_hotel_id, CASE WHEN slack_links.hotel_id = excluded.hotel_id THEN slack_links.cm_hotel_id END)`,
      )
      .run(l.teamId, l.kind, l.kind === 'workspace' ? '' : (l.slackId ?? ''), l.hotelId, l.cmHotelId ?? null, now.toISOString());
  }

  /** Remove a link; true when one existed. */
  unlink(teamId: string, kind: SlackLinkKind, slackId = ''): boolean {
    return this.db.prepare('DELETE FROM slack_links WHERE team_id = ? AND kind = ? AND slack_id = ?').run(teamId, kind, kind === 'workspace' ? '' : slackId).changes > 0;
  }

  /**
   * The hotel user `userId` acts for in channel `channelId` of workspace
   * `teamId`: the user's own link, else the channel's, else the workspace's.
   * Undefined when none applies (the request is refused).
   */
  resolve(teamId: string, userId: string, channelId?: string): SlackHotel | undefined {
    const row = this.db
      .prepare<[string, string, string], { hotelId: number; cmHotelId: string | null; via: SlackLinkKind }>(
        `SELECT hotel_id AS hotelId, cm_hotel_id AS cmHotelId, kind AS via FROM slack_links
          WHERE team_id = ? AND ((kind = 'user' AND slack_id = ?) OR (kind = 'channel' AND slack_id = ?) OR kind = 'workspace')
          ORDER BY CASE kind WHEN 'user' THEN 0 WHEN 'channel' THEN 1 ELSE 2 END LIMIT 1`,
      )
      .get(teamId, userId, channelId ?? '\u0000');
    return row;
  }

  /** Remember hotel `hotelId`'s channel-manager id on all its links. */
  setCmHotelId(hotelId: number, cmHotelId: string): void {
    this.db.prepare('UPDATE slack_links SET cm_hotel_id = ? WHERE hotel_id = ?').run(cmHotelId, hotelId);
  }

  /** Every link, ordered by workspace, kind and id. */
  all(): SlackLink[] {
    return this.db
      .prepare<[], SlackLink>(
        `SELECT team_id AS teamId, kind, slack_id AS slackId, hotel_id AS hotelId, cm_hotel_id AS cmHotelId FROM slack_links
          ORDER BY team_id, kind, slack_id`,
      )
      .all();
  }

  /** Internal ids of every hotel that has at least one link. */
  hotels(): number[] {
    return this.db.prepare<[], { id: number }>('SELECT DISTINCT hotel_id AS id FROM slack_links ORDER BY hotel_id').all().map((r) => r.id);
  }

  /** Language of workspace `teamId` (default 'es'). */
  language(teamId: string): SlackLanguage {
    return this.db.prepare<[string], { language: SlackLanguage }>('SELECT language FROM slack_workspaces WHERE team_id = ?').get(teamId)?.language ?? 'es';
  }

  /** Every workspace with a language set, ordered by id (workspaces never set speak 'es'). */
  languages(): Array<{ teamId: string; language: SlackLanguage }> {
    return this.db.prepare<[], { teamId: string; language: SlackLanguage }>('SELECT team_id AS teamId, language FROM slack_workspaces ORDER BY team_id').all();
  }

  /** Set the language of workspace `teamId`. */
  setLanguage(teamId: string, language: SlackLanguage, now: Date): void {
    this.db
      .prepare(
        `INSERT INTO slack_workspaces (team_id, language, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (team_id) DO UPDATE SET language = excluded.language, updated_at = excluded.updated_at`,
      )
      .run(teamId, language, now.toISOString());
  }
}

/** A live-feed event of a hotel (bot migration 3, `slack_feed_events`). */
export interface SlackFeedEvent {
  hotelId: number;
  dedupeKey: string;
  kind: string;
  /** The event as stored (JSON-parsed). */
  payload: unknown;
  createdAt: string;
  postedAt: string | null;
}

/** The live feed: channels per hotel, poll cursors, and once-only events. */
export class SlackFeedRepo {
  constructor(private readonly db: Db) {}

  /** Send hotel `hotelId`'s feed to `channelId` of workspace `teamId` (one channel per hotel and workspace). */
  setChannel(hotelId: number, teamId: string, channelId: string): void {
    this.db
      .prepare(
        `INSERT INTO slack_feed_channels (hotel_id, team_id, channel_id) VALUES (?, ?, ?)
         ON CONFLICT (hotel_id, team_id) DO UPDATE SET channel_id = excluded.channel_id`,
      )
      .run(hotelId, teamId, channelId);
  }

  /** The feed channels of hotel `hotelId`. */
  channels(hotelId: number): Array<{ teamId: string; channelId: string }> {
    return this.db
      .prepare<[number], { teamId: string; channelId: string }>('SELECT team_id AS teamId, channel_id AS channelId FROM slack_feed_channels WHERE hotel_id = ?')
      .all(hotelId);
  }

  /** Stop sending any hotel's feed to `channelId` of workspace `teamId`; returns how many feed settings were removed. */
  removeChannel(teamId: string, channelId: string): number {
    return this.db.prepare('DELETE FROM slack_feed_channels WHERE team_id = ? AND channel_id = ?').run(teamId, channelId).changes;
  }

  /** Every feed channel, ordered by hotel and workspace. */
  allChannels(): Array<{ hotelId: number; teamId: string; channelId: string }> {
    return this.db
      .prepare<[], { hotelId: number; teamId: string; channelId: string }>(
        'SELECT hotel_id AS hotelId, team_id AS teamId, channel_id AS channelId FROM slack_feed_channels ORDER BY hotel_id, team_id',
      )
      .all();
  }

  /** Hotels with at least one feed channel. */
  hotels(): number[] {
    return this.db.prepare<[], { id: number }>('SELECT DISTINCT hotel_id AS id FROM slack_feed_channels ORDER BY hotel_id').all().map((r) => r.id);
  }

  /** The change sequence hotel `hotelId`'s poll reached (endpoint 6), or undefined before the first poll. */
  cursor(hotelId: number): number | undefined {
    return this.db.prepare<[number], { cursor: number }>('SELECT cursor FROM slack_feed_cursors WHERE hotel_id = ?').get(hotelId)?.cursor;
  }

  /**
   * Record the events of one poll and the cursor reached, in one transaction:
   * an event whose dedupe key the hotel already has is skipped. Returns the
   * events that are new.
   */
  recordPoll(hotelId: number, cursor: number, events: Array<{ dedupeKey: string; kind: string; payload: unknown }>, now: Date): SlackFeedEvent[] {
    const iso = now.toISOString();
    const insert = this.db.prepare(
      `INSERT INTO slack_feed_events (hotel_id, dedupe_key, kind, payload, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    );
    return this.db.transaction(() => {
      const fresh: SlackFeedEvent[] = [];
      for (const e of events)
        if (insert.run(hotelId, e.dedupeKey, e.kind, JSON.stringify(e.payload), iso).changes === 1)
          fresh.push({ hotelId, dedupeKey: e.dedupeKey, kind: e.kind, payload: e.payload, createdAt: iso, postedAt: null });
      this.db
        .prepare(
          `INSERT INTO slack_feed_cursors (hotel_id, cursor, updated_at) VALUES (?, ?, ?)
           ON CONFLICT (hotel_id) DO UPDATE SET cursor = MAX(slack_feed_cursors.cursor, excluded.cursor), updated_at = excluded.updated_at`,
        )
        .run(hotelId, cursor, iso);
      return fresh;
    })();
  }

  /** Events not yet posted (oldest first), e.g. after a failed post or a restart. */
  unposted(limit = 100): SlackFeedEvent[] {
    return this.db
      .prepare<[number], { hotelId: number; dedupeKey: string; kind: string; payload: string; createdAt: string; postedAt: string | null }>(
        `SELECT hotel_id AS hotelId, dedupe_key AS dedupeKey, kind, payload, created_at AS createdAt, posted_at AS postedAt
           FROM slack_feed_events WHERE posted_at IS NULL ORDER BY created_at, rowid LIMIT ?`,
      )
      .all(limit)
      .map((r) => ({ ...r, payload: JSON.parse(r.payload) as unknown }));
  }

  /** Mark an event posted; false when it already was (another poller got there first). */
  markPosted(hotelId: number, dedupeKey: string, now: Date): boolean {
    return (
      this.db
        .prepare('UPDATE slack_feed_events SET posted_at = ? WHERE hotel_id = ? AND dedupe_key = ? AND posted_at IS NULL')
        .run(now.toISOString(), hotelId, dedupeKey).changes === 1
    );
  }

  /** The latest `limit` events of hotel `hotelId` of the given kinds (App Home), newest first. */
  latest(hotelId: number, kinds: readonly string[], limit = 5): SlackFeedEvent[] {
    if (!kinds.length) return [];
    return this.db
      .prepare<unknown[], { hotelId: number; dedupeKey: string; kind: string; payload: string; createdAt: string; postedAt: string | null }>(
        `SELECT hotel_id AS hotelId, dedupe_key AS dedupeKey, kind, payload, created_at AS createdAt, posted_at AS postedAt
           FROM slack_feed_events WHERE hotel_id = ? AND kind IN (${kinds.map(() => '?').join(', ')})
          ORDER BY created_at DESC, rowid DESC LIMIT ?`,
      )
      .all(hotelId, ...kinds, limit)
      .map((r) => ({ ...r, payload: JSON.parse(r.payload) as unknown }));
  }
}
