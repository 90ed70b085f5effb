/** Service migration 8: idempotency records written with the object they describe. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 8,
  name: 'idempotency records written with the object they describe',
  sql: `
-- From this version on, an idempotency record is written in the same transaction as the object
-- it answers for, and expired records (older than 24 h) are purged as new ones are written; the
-- table needs no new column (its primary key already makes one record per API key and key).
-- Records the earlier code left behind past their 24 h are removed once here.
DELETE FROM idempotency_keys WHERE created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day');
`,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 9's schema).
  postgres: '',
};
