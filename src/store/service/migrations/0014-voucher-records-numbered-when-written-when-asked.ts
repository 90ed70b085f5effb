/** Service migration 14: voucher records numbered when written, when asked. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 14,
  name: 'voucher records numbered when written, when asked',
  // SQLite's insert trigger numbers every new row at once already (a transaction holds the only write lock).
  sql: '',
  postgres: `
-- A voucher record written by a statement that is its whole transaction (a payment link and its record
-- written together, outside any transaction) may take its number in that statement: the counter's row is
-- then locked only until that statement's own commit, inside the server, as at commit. It asks with
-- change_seq = -1. Numbering it again at commit would write the row a second time, with every index:
-- the deferred trigger leaves a row inserted with its number alone. Every other write is numbered at
-- commit as before (an insert that does not ask has change_seq 0).
CREATE OR REPLACE FUNCTION vouchers_seq_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- 96 random bits as 24 lower-case hex digits: the first 12 digits of two random UUIDs
  -- (the fixed version digit comes after them).
  NEW.public_code := COALESCE(NEW.public_code,
    left(replace(gen_random_uuid()::text, '-', ''), 12) || left(replace(gen_random_uuid()::text, '-', ''), 12));
  IF NEW.change_seq = -1 THEN
    UPDATE change_sequence SET value = value + 1 WHERE id = 1 RETURNING value INTO NEW.change_seq;
  END IF;
  RETURN NEW;
END;
$$;
CREATE OR REPLACE FUNCTION vouchers_seq_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_seq BIGINT;
BEGIN
  -- The renumbering below is itself an update: it changed change_seq, so it is not numbered again.
  IF TG_OP = 'UPDATE' AND NEW.change_seq IS DISTINCT FROM OLD.change_seq THEN
    RETURN NULL;
  END IF;
  -- A row inserted with its number (asked for with -1) keeps it.
  IF TG_OP = 'INSERT' AND NEW.change_seq > 0 THEN
    RETURN NULL;
  END IF;
  UPDATE change_sequence SET value = value + 1 WHERE id = 1 RETURNING value INTO next_seq;
  UPDATE vouchers SET change_seq = next_seq WHERE id = NEW.id;
  RETURN NULL;
END;
$$;
`,
};
