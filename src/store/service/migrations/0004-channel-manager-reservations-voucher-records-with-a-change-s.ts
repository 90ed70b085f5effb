/** Service migration 4: channel-manager reservations, voucher records with a change sequence, feed cursors, rate limits. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { SQLITE } from './ddl.js';
import { changeSequenceTable, feedCursorsTable, reservationsTable, vouchersTable } from './voucherTables.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 4,
  name: 'channel-manager reservations, voucher records with a change sequence, feed cursors, rate limits',
  sql: `
-- Reservations of the channel manager (endpoint 4): bookings from the portals (docs/decisions/0017-portal-keys.md)
-- and the chatbot bookings of endpoint 7 alike. The id is the reservation number (the
-- "reservation code" of endpoints 11, 17, 18 and the reservation_id of endpoint 5);
-- crs_id is the portal's own number. Both are digits, so a booking number matches either.
${reservationsTable(SQLITE)}

-- Voucher records (interface "Voucher record"; endpoints 5, 6, 11, 12): one per payment
-- operation of a hotel: a chatbot booking's charge ('automated'), a payment link of
-- endpoint 14 ('payment_link'), or a card charged at the hotel's terminal ('terminal_payment').
-- The transaction (tx_*) and refund (rf_*) columns are NULL when there is none.
${vouchersTable(SQLITE, false)}

-- The change sequence (docs/decisions/0007-incremental-feeds.md): one counter per database; every insert or update of a
-- voucher record takes its next value, so a feed reads "what changed after N" from an index.
${changeSequenceTable(SQLITE)}
CREATE TRIGGER vouchers_seq_insert AFTER INSERT ON vouchers
BEGIN
  UPDATE change_sequence SET value = value + 1 WHERE id = 1;
  UPDATE vouchers SET change_seq = (SELECT value FROM change_sequence WHERE id = 1) WHERE id = NEW.id;
END;
CREATE TRIGGER vouchers_seq_update AFTER UPDATE ON vouchers
  WHEN NEW.change_seq = OLD.change_seq
BEGIN
  UPDATE change_sequence SET value = value + 1 WHERE id = 1;
  UPDATE vouchers SET change_seq = (SELECT value FROM change_sequence WHERE id = 1) WHERE id = NEW.id;
END;

-- Per (API key, hotel, feed) the highest change sequence already returned (endpoints 6 and 12).
${feedCursorsTable(SQLITE)}

-- Rate limit of a key (docs/decisions/0015-rate-limits.md), requests per second; NULL: the service default.
ALTER TABLE api_keys ADD COLUMN rate_limit_per_second INTEGER;
`,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 9's schema).
  postgres: '',
};
