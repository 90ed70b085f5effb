/** Service migration 1: hotels, inventory, keys, chatbot bookings, payment links. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { catalogueTables } from './catalogueTables.js';
import { agenciesTable } from './clientTables.js';
import { SQLITE } from './ddl.js';
import { linkAndBookingTables } from './paymentTables.js';
import { POSTGRES_BASELINE } from './postgresBaseline.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 1,
  name: 'hotels, inventory, keys, chatbot bookings, payment links',
  sql: `
${catalogueTables(SQLITE)}

${agenciesTable(SQLITE)}

CREATE TABLE api_keys (
  id               INTEGER PRIMARY KEY,
  key_hash         TEXT NOT NULL UNIQUE,             -- SHA-256 hex of the key; never the key itself
  name             TEXT NOT NULL,
  principal_kind   TEXT NOT NULL CHECK (principal_kind IN ('operator', 'hotel', 'agency', 'channel_manager')),
  principal_id     INTEGER,                          -- hotel or agency id; NULL for operator and channel_manager
  is_demo          INTEGER NOT NULL DEFAULT 0,
  created_at       TEXT NOT NULL,
  revoked_at       TEXT
);

${linkAndBookingTables(SQLITE, '')}
`,
  postgres: POSTGRES_BASELINE,
};
