/** Bot migration 1: conversations, watched bookings, callback tokens. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { POSTGRES_BASELINE } from './postgresBaseline.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 1,
  name: 'conversations, watched bookings, callback tokens',
  sql: `
      CREATE TABLE conversations (
        channel    TEXT NOT NULL,
        chat_id    TEXT NOT NULL,
        state      TEXT NOT NULL CHECK (json_valid(state)),
        updated_at TEXT NOT NULL,
        PRIMARY KEY (channel, chat_id)
      );

      CREATE TABLE watched_bookings (
        chatbot_id          TEXT PRIMARY KEY,
        channel             TEXT NOT NULL,
        chat_id             TEXT NOT NULL,
        lang                TEXT NOT NULL,
        expiration_date     TEXT NOT NULL,
        last_payment_status TEXT,
        outcome             TEXT CHECK (outcome IS NULL OR outcome IN ('paid', 'expired')),
        notified_at         TEXT,
        next_poll_at        TEXT NOT NULL,
        created_at          TEXT NOT NULL
      );
      CREATE INDEX watched_bookings_due ON watched_bookings (next_poll_at) WHERE outcome IS NULL;
      CREATE INDEX watched_bookings_chat ON watched_bookings (channel, chat_id);

      CREATE TABLE callback_tokens (
        token      TEXT PRIMARY KEY,
        value      TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  postgres: POSTGRES_BASELINE,
};
