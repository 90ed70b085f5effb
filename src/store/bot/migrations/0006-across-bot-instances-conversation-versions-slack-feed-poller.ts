/** Bot migration 6: across bot instances: conversation versions, Slack feed poller lease per hotel and claim per event. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/**
 * Version 6 (with `conversations.version`, see the bot migrations' index), the
 * part that is the same on both engines: the live feed of a hotel is polled
 * by one bot instance at a time, and each event is posted by one.
 * - `slack_feed_cursors.leased_by` / `lease_until`: the poller instance that
 *   holds the hotel's poll, and until when (ISO 8601 UTC); taken with a
 *   conditional upsert when free, lapsed or already its own, renewed while
 *   polling. A row whose `cursor` is -1 is a lease taken before the hotel's
 *   first poll (no cursor yet).
 * - `slack_feed_events.claimed_by` / `claim_until`: the instance posting the
 *   event, claimed before `chat.postMessage`; a claim that lapses (its
 *   instance died) may be taken by another.
 */
const SLACK_FEED_LEASES = `
  ALTER TABLE slack_feed_cursors ADD COLUMN leased_by TEXT;
  ALTER TABLE slack_feed_cursors ADD COLUMN lease_until TEXT;
  ALTER TABLE slack_feed_events ADD COLUMN claimed_by TEXT;
  ALTER TABLE slack_feed_events ADD COLUMN claim_until TEXT;
`;

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 6,
  name: 'across bot instances: conversation versions, Slack feed poller lease per hotel and claim per event',
  sql: `ALTER TABLE conversations ADD COLUMN version INTEGER NOT NULL DEFAULT 0;\n${SLACK_FEED_LEASES}`,
  postgres: `ALTER TABLE conversations ADD COLUMN version BIGINT NOT NULL DEFAULT 0;\n${SLACK_FEED_LEASES}`,
};
