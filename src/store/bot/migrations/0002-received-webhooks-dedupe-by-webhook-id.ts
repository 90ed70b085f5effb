/** Bot migration 2: received webhooks (dedupe by webhook-id). Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 2,
  name: 'received webhooks (dedupe by webhook-id)',
  sql: `
      CREATE TABLE received_webhooks (
        webhook_id  TEXT PRIMARY KEY,
        received_at TEXT NOT NULL,
        event       TEXT NOT NULL,
        chatbot_id  TEXT,
        outcome     TEXT NOT NULL CHECK (outcome IN ('paid', 'rejected', 'expired', 'pending', 'ignored')),
        applied_at  TEXT,
        notified    INTEGER CHECK (notified IS NULL OR notified IN (0, 1))
      );
      CREATE INDEX received_webhooks_chatbot ON received_webhooks (chatbot_id);
      CREATE INDEX received_webhooks_received ON received_webhooks (received_at);
    `,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 5's schema).
  postgres: '',
};
