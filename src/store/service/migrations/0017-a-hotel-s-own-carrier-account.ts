/** Service migration 17: a hotel's own carrier account. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/**
 * Service migration 17's table, the same on both engines but for the type of
 * its whole number (`INTEGER` on SQLite, `BIGINT` on PostgreSQL).
 */
function carrierAccountsTable(int: 'INTEGER' | 'BIGINT'): string {
  return `
-- A hotel's own merchant account at a carrier, overriding the deployment's default for that
-- hotel's links. settings: JSON of the non-secret settings (public key, API and checkout URLs);
-- secrets: the secret settings, encrypted with CARRIER_SECRETS_KEY (AES-256-GCM); only a demo (no key, not
-- production) keeps them unencrypted, marked plain:.
CREATE TABLE carrier_accounts (
  hotel_id        ${int} PRIMARY KEY REFERENCES hotels(id),
  carrier         TEXT NOT NULL CHECK (carrier IN ('wompi', 'mercadopago')),
  settings        TEXT NOT NULL,
  secrets         TEXT NOT NULL,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL
);
`;
}

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 17,
  name: "a hotel's own carrier account",
  sql: carrierAccountsTable('INTEGER'),
  postgres: carrierAccountsTable('BIGINT'),
};
