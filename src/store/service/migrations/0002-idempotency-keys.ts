/** Service migration 2: idempotency keys. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 2,
  name: 'idempotency keys',
  sql: `
-- Idempotency-Key (docs/decisions/0014-idempotency.md): the first answer to a key of an API key is replayed for 24 h.
CREATE TABLE idempotency_keys (
  api_key_id     INTEGER NOT NULL REFERENCES api_keys(id),
  key            TEXT NOT NULL,
  request_hash   TEXT NOT NULL,               -- SHA-256 of method, route and body
  status_code    INTEGER NOT NULL,
  response_body  TEXT NOT NULL,
  created_at     TEXT NOT NULL,
  PRIMARY KEY (api_key_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
`,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 9's schema).
  postgres: '',
};
