/** Service migration 10: shared rate-limit buckets; insertion order of payment links and gift cards. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

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
ALTER TABLE payment_links ADD COLUMN seq INTEGER;
UPDATE payment_links SET seq = rowid;
CREATE TRIGGER payment_links_seq AFTER INSERT ON payment_links BEGIN
  UPDATE payment_links SET seq = NEW.rowid WHERE rowid = NEW.rowid;
END;
ALTER TABLE gift_cards ADD COLUMN seq INTEGER;
UPDATE gift_cards SET seq = rowid;
CREATE TRIGGER gift_cards_seq AFTER INSERT ON gift_cards BEGIN
  UPDATE gift_cards SET seq = NEW.rowid WHERE rowid = NEW.rowid;
END;
`,
  postgres: `
CREATE TABLE rate_limit_buckets (
  bucket_key  TEXT PRIMARY KEY,
  tat         DOUBLE PRECISION NOT NULL
);
-- seq numbered by a trigger from a sequence, as SQLite's trigger copies the rowid.
CREATE SEQUENCE payment_links_seq_numbers;
ALTER TABLE payment_links ADD COLUMN seq BIGINT;
UPDATE payment_links SET seq = nextval('payment_links_seq_numbers');
CREATE FUNCTION payment_links_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := nextval('payment_links_seq_numbers');
  RETURN NEW;
END $$;
CREATE TRIGGER payment_links_seq BEFORE INSERT ON payment_links FOR EACH ROW EXECUTE FUNCTION payment_links_seq();
CREATE SEQUENCE gift_cards_seq_numbers;
ALTER TABLE gift_cards ADD COLUMN seq BIGINT;
UPDATE gift_cards SET seq = nextval('gift_cards_seq_numbers');
CREATE FUNCTION gift_cards_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := nextval('gift_cards_seq_numbers');
  RETURN NEW;
END $$;
CREATE TRIGGER gift_cards_seq BEFORE INSERT ON gift_cards FOR EACH ROW EXECUTE FUNCTION gift_cards_seq();
`,
};
