/** Service migration 10: shared rate-limit buckets; insertion order of payment links and gift cards. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** SQLite: `table.seq`, numbered for the rows there are and, by the trigger `<table>_seq`, for each row inserted: its rowid. */
function sqliteInsertionOrder(table: string): string {
  return `ALTER TABLE ${table} ADD COLUMN seq INTEGER;
UPDATE ${table} SET seq = rowid;
CREATE TRIGGER ${table}_seq AFTER INSERT ON ${table} BEGIN
  UPDATE ${table} SET seq = NEW.rowid WHERE rowid = NEW.rowid;
END;`;
}

/**
 * PostgreSQL: `table.seq`, numbered from the sequence `<table>_seq_numbers` for the rows there are and, by the
 * trigger `<table>_seq`, for each row inserted.
 */
function postgresInsertionOrder(table: string): string {
  return `CREATE SEQUENCE ${table}_seq_numbers;
ALTER TABLE ${table} ADD COLUMN seq BIGINT;
UPDATE ${table} SET seq = nextval('${table}_seq_numbers');
CREATE FUNCTION ${table}_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := nextval('${table}_seq_numbers');
  RETURN NEW;
END $$;
CREATE TRIGGER ${table}_seq BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_seq();`;
}

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 10,
  name: 'shared rate-limit buckets; insertion order of payment links and gift cards',
  sql: `
-- The API keys' token buckets, when several service instances share one database: one row per
-- key, its theoretical arrival time (epoch ms). SQLite deployments are one process and keep their
-- buckets in memory, but the table exists on both engines so both schemas stay the same.
CREATE TABLE rate_limit_buckets (
  bucket_key  TEXT PRIMARY KEY,
  tat         REAL NOT NULL
);
-- Insertion order of links and gift cards, the tie-breaker of lists whose rows share a creation
-- instant (a sequence on PostgreSQL; the rowid, copied by a trigger, here).
${['payment_links', 'gift_cards'].map(sqliteInsertionOrder).join('\n')}
`,
  postgres: `
CREATE TABLE rate_limit_buckets (
  bucket_key  TEXT PRIMARY KEY,
  tat         DOUBLE PRECISION NOT NULL
);
-- seq numbered by a trigger from a sequence, as SQLite's trigger copies the rowid.
${['payment_links', 'gift_cards'].map(postgresInsertionOrder).join('\n')}
`,
};
