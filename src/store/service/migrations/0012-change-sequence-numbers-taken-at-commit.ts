/** Service migration 12: change sequence numbers taken at commit. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { PUBLIC_CODE_DEFAULT, vouchersSeqAtCommit } from './voucherTables.js';

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
${PUBLIC_CODE_DEFAULT}
  RETURN NEW;
END;
$$;
DROP TRIGGER vouchers_seq_update ON vouchers;
DROP FUNCTION vouchers_seq_update();
${vouchersSeqAtCommit(12)}
-- Every row written (inserted, or updated without renumbering itself) is numbered at commit, in the
-- order it was written. (It keeps the name of the trigger it replaces, as on SQLite.)
CREATE CONSTRAINT TRIGGER vouchers_seq_update AFTER INSERT OR UPDATE ON vouchers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION vouchers_seq_at_commit();
`,
};
