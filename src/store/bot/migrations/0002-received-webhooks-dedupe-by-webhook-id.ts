/** Bot migration 2: received webhooks (dedupe by webhook-id). Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { SQLITE } from './ddl.js';
import { receivedWebhooksTable } from './guestTables.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 2,
  name: 'received webhooks (dedupe by webhook-id)',
  sql: `
${receivedWebhooksTable(SQLITE)}
    `,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 5's schema).
  postgres: '',
};
