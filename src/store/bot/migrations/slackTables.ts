/**
 * The tables of the Slack app of hotel staff (links of workspaces, channels and users to hotels, workspaces'
 * languages, the live feed's channels, cursors and events), written once for SQLite's migrations and PostgreSQL's
 * baseline. Part of frozen migrations: what this function produces must never change.
 */
import type { DdlWords } from './ddl.js';

/** The DDL of each table of the Slack app, by table. */
export interface SlackTables {
  /** `slack_links` and its index. */
  readonly links: string;
  /** `slack_workspaces`. */
  readonly workspaces: string;
  /** `slack_feed_channels`. */
  readonly feedChannels: string;
  /** `slack_feed_cursors` (version 6 adds its lease). */
  readonly feedCursors: string;
  /** `slack_feed_events` and its indexes (version 6 adds its claim). */
  readonly feedEvents: string;
}

/** The Slack app's tables, as version 3 creates them (on PostgreSQL, in the baseline), for the engine of `w`. */
export function slackTables(w: DdlWords): SlackTables {
  return {
    links: w.layout(`CREATE TABLE slack_links (
  team_id      TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('workspace', 'channel', 'user')),
  slack_id     TEXT NOT NULL,            -- '' for a workspace link; else the channel or user id
  hotel_id     ${w.int} NOT NULL,
  cm_hotel_id  TEXT,
  created_at   TEXT NOT NULL,
  PRIMARY KEY (team_id, kind, slack_id)
);
CREATE INDEX slack_links_hotel ON slack_links (hotel_id);`),
    workspaces: w.layout(`CREATE TABLE slack_workspaces (
  team_id     TEXT PRIMARY KEY,
  language    TEXT NOT NULL DEFAULT 'es' CHECK (language IN ('es', 'en')),
  updated_at  TEXT NOT NULL
);`),
    feedChannels: w.layout(`CREATE TABLE slack_feed_channels (
  hotel_id    ${w.int} NOT NULL,
  team_id     TEXT NOT NULL,
  channel_id  TEXT NOT NULL,
  PRIMARY KEY (hotel_id, team_id)
);`),
    feedCursors: w.layout(`CREATE TABLE slack_feed_cursors (
  hotel_id    ${w.int} PRIMARY KEY,
  cursor      ${w.int} NOT NULL,
  updated_at  TEXT NOT NULL
);`),
    feedEvents: w.layout(`CREATE TABLE slack_feed_events (
  hotel_id    ${w.int} NOT NULL,
  dedupe_key  TEXT NOT NULL,
  kind        TEXT NOT NULL,             -- created | paid | rejected | expired | refunded | changed
  payload     TEXT NOT NULL CHECK (${w.json('payload')}),
  created_at  TEXT NOT NULL,
  posted_at   TEXT,
  PRIMARY KEY (hotel_id, dedupe_key)
);
CREATE INDEX slack_feed_events_unposted ON slack_feed_events (created_at) WHERE posted_at IS NULL;
CREATE INDEX slack_feed_events_latest ON slack_feed_events (hotel_id, created_at);`),
  };
}
