/** Service migration 12: change sequence numbers taken at commit. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 12,
  name: 'change sequence numbers taken at commit',
  // SQLite: a transaction holds the only write lock from its start; numbering inside it is already in commit order.
  sql: '',
  postgres: `
-- Voucher records took their change sequence number when written, which locked the counter's row
-- from that write to the commit: every transaction writing a voucher record waited for the previous
-- one's client to send COMMIT (a round trip), and payment-link creation ran one at a time there.
-- Now the number is taken by a deferred trigger, while the transaction commits: the counter's row is
-- locked only for the rest of that commit, inside the server. Numbers are still handed out one
-- committing transaction at a time, so they become visible in the order they were taken.
CREATE OR REPLACE FUNCTION vouchers_seq_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- 96 random bits as 24 lower-case hex digits: the first 12 digits of two random UUIDs
  -- (the fixed version digit comes after them).
  NEW.public_code := COALESCE(NEW.public_code,
    left(replace(gen_random_uuid()::text, '-', ''), 12) || left(replace(gen_random_uuid()::text, '-', ''), 12));
  RETURN NEW;
END;
$$;
DROP TRIGGER vouchers_seq_update ON vouchers;
DROP FUNCTION vouchers_seq_update();
CREATE FUNCTION vouchers_seq_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_seq BIGINT;
BEGIN
  -- The renumbering below is itself an update: it changed change_seq, so it is not numbered again.
  IF TG_OP = 'UPDATE' AND NEW.change_seq IS DISTINCT FROM OLD.change_seq THEN
    RETURN NULL;
  END IF;
  UPDATE change_sequence SET value = value + 1 WHERE id = 1 RETURNING value INTO next_seq;
  UPDATE vouchers SET change_seq = next_seq WHERE id = NEW.id;
  RETURN NULL;
END;
$$;
-- Every row written (inserted, or updated without renumbering itself) is numbered at commit, in the
-- order it was written. (It keeps the name of the trigger it replaces, as on SQLite.)
CREATE CONSTRAINT TRIGGER vouchers_seq_update AFTER INSERT OR UPDATE ON vouchers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION vouchers_seq_at_commit();
`,
};
