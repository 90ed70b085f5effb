/** Service migration 2: idempotency keys. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { idempotencyKeysTable } from './clientTables.js';
import { SQLITE } from './ddl.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 2,
  name: 'idempotency keys',
  sql: `
-- Idempotency-Key (docs/decisions/0014-idempotency.md): the first answer to a key of an API key is replayed for 24 h.
${idempotencyKeysTable(SQLITE)}
`,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 9's schema).
  postgres: '',
};
