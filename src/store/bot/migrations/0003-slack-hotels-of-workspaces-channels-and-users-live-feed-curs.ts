/** Bot migration 3: Slack: hotels of workspaces, channels and users; live feed cursors and posts. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 3,
  name: 'Slack: hotels of workspaces, channels and users; live feed cursors and posts',
  sql: `
      -- Which Slack workspace, channels and users belong to which hotel (issue 5). A user link wins
      -- over a channel link, which wins over a workspace link. hotel_id is the service's internal id;
      -- cm_hotel_id its channel-manager id (v1 endpoints), filled in when first learnt.
      CREATE TABLE slack_links (
        team_id      TEXT NOT NULL,
        kind         TEXT NOT NULL CHECK (kind IN ('workspace', 'channel', 'user')),
        slack_id     TEXT NOT NULL,            -- '' for a workspace link; else the channel or user id
        hotel_id     INTEGER NOT NULL,
        cm_hotel_id  TEXT,
        created_at   TEXT NOT NULL,
        PRIMARY KEY (team_id, kind, slack_id)
      );
      CREATE INDEX slack_links_hotel ON slack_links (hotel_id);

      -- Language of each workspace's messages.
      CREATE TABLE slack_workspaces (
        team_id     TEXT PRIMARY KEY,
        language    TEXT NOT NULL DEFAULT 'es' CHECK (language IN ('es', 'en')),
        updated_at  TEXT NOT NULL
      );

      -- The channel that gets a hotel's live feed, per workspace.
      CREATE TABLE slack_feed_channels (
        hotel_id    INTEGER NOT NULL,
        team_id     TEXT NOT NULL,
        channel_id  TEXT NOT NULL,
        PRIMARY KEY (hotel_id, team_id)
      );

      -- How far the feed poll of a hotel got: endpoint 6's change sequence (metadata.cursor).
      CREATE TABLE slack_feed_cursors (
        hotel_id    INTEGER PRIMARY KEY,
        cursor      INTEGER NOT NULL,
        updated_at  TEXT NOT NULL
      );

      -- Feed events of a hotel, one per (voucher record, state): the dedupe key makes a message
      -- go out once even across restarts. payload is the event as JSON (App Home lists the latest).
      -- posted_at is NULL until every feed channel of the hotel got it.
      CREATE TABLE slack_feed_events (
        hotel_id    INTEGER NOT NULL,
        dedupe_key  TEXT NOT NULL,
        kind        TEXT NOT NULL,             -- created | paid | rejected | expired | refunded | changed
        payload     TEXT NOT NULL CHECK (json_valid(payload)),
        created_at  TEXT NOT NULL,
        posted_at   TEXT,
        PRIMARY KEY (hotel_id, dedupe_key)
      );
      CREATE INDEX slack_feed_events_unposted ON slack_feed_events (created_at) WHERE posted_at IS NULL;
      CREATE INDEX slack_feed_events_latest ON slack_feed_events (hotel_id, created_at);
    `,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 5's schema).
  postgres: '',
};
