/** Service migration 6: public voucher pages: an unguessable code per voucher record. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 6,
  name: 'public voucher pages: an unguessable code per voucher record',
  sql: `
-- The voucher_url of a voucher record without a payment link is the service's page
-- /vouchers/<id>/<public_code>; the code (96 random bits, SQLite's ChaCha20 randomblob)
-- keeps other guests' vouchers out of reach. New rows get it from the insert trigger.
ALTER TABLE vouchers ADD COLUMN public_code TEXT;
DROP TRIGGER vouchers_seq_insert;
CREATE TRIGGER vouchers_seq_insert AFTER INSERT ON vouchers
BEGIN
  UPDATE change_sequence SET value = value + 1 WHERE id = 1;
  UPDATE vouchers SET change_seq = (SELECT value FROM change_sequence WHERE id = 1),
                      public_code = COALESCE(NEW.public_code, lower(hex(randomblob(12))))
   WHERE id = NEW.id;
END;
-- Existing rows get theirs too; their voucher_url changes, so they take a new change sequence.
UPDATE vouchers SET public_code = lower(hex(randomblob(12))) WHERE public_code IS NULL;
`,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 9's schema).
  postgres: '',
};
