/** Service migration 14: voucher records numbered when written, when asked. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { PUBLIC_CODE_DEFAULT, vouchersSeqAtCommit } from './voucherTables.js';

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
${PUBLIC_CODE_DEFAULT}
  IF NEW.change_seq = -1 THEN
    UPDATE change_sequence SET value = value + 1 WHERE id = 1 RETURNING value INTO NEW.change_seq;
  END IF;
  RETURN NEW;
END;
$$;
${vouchersSeqAtCommit(14)}
`,
};
