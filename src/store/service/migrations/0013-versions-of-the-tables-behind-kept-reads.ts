/** Service migration 13: versions of the tables behind kept reads. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 13,
  name: 'versions of the tables behind kept reads',
  sql: `
-- The service keeps a few small reads between requests and reads them again only once what they
-- read may have changed (Store.readWhileUnchanged). Without a narrower sign, any change to the
-- database (a new payment link, say) counts. Each table listed here has a version that every
-- insert, delete and relevant update bumps in the same transaction, by whatever connection or
-- process writes it, so reads of these tables alone are kept through everything else.
CREATE TABLE table_versions (
  name     TEXT PRIMARY KEY,
  version  INTEGER NOT NULL DEFAULT 0
);
INSERT INTO table_versions (name) VALUES ('api_keys'), ('agencies'), ('hotels');
CREATE TRIGGER api_keys_table_version_insert AFTER INSERT ON api_keys
BEGIN UPDATE table_versions SET version = version + 1 WHERE name = 'api_keys'; END;
CREATE TRIGGER api_keys_table_version_update AFTER UPDATE ON api_keys
BEGIN UPDATE table_versions SET version = version + 1 WHERE name = 'api_keys'; END;
CREATE TRIGGER api_keys_table_version_delete AFTER DELETE ON api_keys
BEGIN UPDATE table_versions SET version = version + 1 WHERE name = 'api_keys'; END;
-- Kept reads look at which agencies and hotels exist and at an agency's type; a balance or a hotel's details
-- change far more often and are not read there.
CREATE TRIGGER hotels_table_version_insert AFTER INSERT ON hotels
BEGIN UPDATE table_versions SET version = version + 1 WHERE name = 'hotels'; END;
CREATE TRIGGER hotels_table_version_update AFTER UPDATE OF id ON hotels
BEGIN UPDATE table_versions SET version = version + 1 WHERE name = 'hotels'; END;
CREATE TRIGGER hotels_table_version_delete AFTER DELETE ON hotels
BEGIN UPDATE table_versions SET version = version + 1 WHERE name = 'hotels'; END;
CREATE TRIGGER agencies_table_version_insert AFTER INSERT ON agencies
BEGIN UPDATE table_versions SET version = version + 1 WHERE name = 'agencies'; END;
CREATE TRIGGER agencies_table_version_update AFTER UPDATE OF id, agency_type ON agencies
BEGIN UPDATE table_versions SET version = version + 1 WHERE name = 'agencies'; END;
CREATE TRIGGER agencies_table_version_delete AFTER DELETE ON agencies
BEGIN UPDATE table_versions SET version = version + 1 WHERE name = 'agencies'; END;
`,
  // PostgreSQL keeps no reads between requests (there is no cheap sign of "unchanged" there), so it has no versions
  // either: one counter row bumped by every write to these tables would also be a lock that writers of different
  // rows take in different orders (two instances starting together deadlocked on it).
  postgres: '',
};
