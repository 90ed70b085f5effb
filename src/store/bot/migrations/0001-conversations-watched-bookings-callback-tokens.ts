/** Bot migration 1: conversations, watched bookings, callback tokens. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { SQLITE } from './ddl.js';
import { conversationTables } from './guestTables.js';
import { POSTGRES_BASELINE } from './postgresBaseline.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 1,
  name: 'conversations, watched bookings, callback tokens',
  sql: `
${conversationTables(SQLITE)}
    `,
  postgres: POSTGRES_BASELINE,
};
