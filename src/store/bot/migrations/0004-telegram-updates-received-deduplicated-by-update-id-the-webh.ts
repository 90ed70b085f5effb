/** Bot migration 4: Telegram updates received: deduplicated by update_id; the webhook secret token. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 4,
  name: 'Telegram updates received: deduplicated by update_id; the webhook secret token',
  sql: `
      -- One row per Telegram update handled, written in the same transaction as
      -- the conversation state it produced: a redelivered update_id is skipped.
      -- kind: text, command, choice, contact, unsupported, edit, other;
      -- message_id: the guest's message (null for button presses).
      CREATE TABLE telegram_updates (
        bot_id INTEGER NOT NULL,
        update_id INTEGER NOT NULL,
        chat_id TEXT,
        message_id INTEGER,
        kind TEXT NOT NULL,
        received_at TEXT NOT NULL,
        PRIMARY KEY (bot_id, update_id)
      );
      CREATE INDEX telegram_updates_chat ON telegram_updates (bot_id, chat_id, update_id);
      CREATE INDEX telegram_updates_received ON telegram_updates (received_at);
      -- The secret_token given to setWebhook (random, made once per bot), so the
      -- running bot and the operator's CLI agree on it.
      CREATE TABLE telegram_webhook_secrets (
        bot_id INTEGER PRIMARY KEY,
        secret TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 5's schema).
  postgres: '',
};
