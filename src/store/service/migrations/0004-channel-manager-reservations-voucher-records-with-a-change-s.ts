/** Service migration 4: channel-manager reservations, voucher records with a change sequence, feed cursors, rate limits. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 4,
  name: 'channel-manager reservations, voucher records with a change sequence, feed cursors, rate limits',
  sql: `
-- Reservations of the channel manager (endpoint 4): bookings from the portals (docs/decisions/0017-portal-keys.md)
-- and the chatbot bookings of endpoint 7 alike. The id is the reservation number (the
-- "reservation code" of endpoints 11, 17, 18 and the reservation_id of endpoint 5);
-- crs_id is the portal's own number. Both are digits, so a booking number matches either.
CREATE TABLE reservations (
  id                  INTEGER PRIMARY KEY,
  hotel_id            INTEGER NOT NULL REFERENCES hotels(id),
  crs_id              TEXT NOT NULL,
  portal_code         TEXT NOT NULL,                 -- a portal key; chatbot bookings: 'website'
  chatbot_booking_id  INTEGER UNIQUE REFERENCES chatbot_bookings(id),
  first_name          TEXT NOT NULL,
  last_name           TEXT NOT NULL,
  email               TEXT,
  telephone           TEXT,
  checkin             TEXT NOT NULL,
  checkout            TEXT NOT NULL,
  rooms               INTEGER NOT NULL DEFAULT 1,
  adults              INTEGER NOT NULL DEFAULT 1,
  children            INTEGER NOT NULL DEFAULT 0,
  -- pending_payment: a chatbot booking awaiting its payment; expired: unpaid at its deadline.
  status              TEXT NOT NULL CHECK (status IN ('pending_payment', 'confirmed', 'cancelled', 'expired')),
  checkin_status      INTEGER NOT NULL DEFAULT 0 CHECK (checkin_status BETWEEN 0 AND 4), -- endpoint 18's numbers
  total_minor         INTEGER NOT NULL CHECK (total_minor >= 0),  -- total scheduled amount
  prepaid_minor       INTEGER NOT NULL DEFAULT 0 CHECK (prepaid_minor >= 0),
  refunded_minor      INTEGER NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0),
  currency            TEXT NOT NULL DEFAULT 'COP',
  notes               TEXT NOT NULL DEFAULT '',
  paid_at             TEXT,                          -- when marked paid or paid through its link
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL                  -- 'dlm' on the wire
);
CREATE INDEX reservations_arrivals ON reservations(hotel_id, checkin);
CREATE INDEX reservations_crs ON reservations(hotel_id, crs_id);

-- Voucher records (interface "Voucher record"; endpoints 5, 6, 11, 12): one per payment
-- operation of a hotel: a chatbot booking's charge ('automated'), a payment link of
-- endpoint 14 ('payment_link'), or a card charged at the hotel's terminal ('terminal_payment').
-- The transaction (tx_*) and refund (rf_*) columns are NULL when there is none.
CREATE TABLE vouchers (
  id                   INTEGER PRIMARY KEY,          -- internal operation id
  hotel_id             INTEGER NOT NULL REFERENCES hotels(id),
  operation_type       TEXT NOT NULL CHECK (operation_type IN ('automated', 'terminal_payment', 'payment_link')),
  reservation_id       TEXT NOT NULL,                -- reservation number, or the link's reference
  cm_reservation_id    INTEGER REFERENCES reservations(id),
  payment_link_code    TEXT UNIQUE REFERENCES payment_links(code),
  portal_code          TEXT,
  checkin_date         TEXT,
  guest                TEXT NOT NULL,
  bank                 TEXT NOT NULL DEFAULT '',
  payment_type         TEXT NOT NULL,
  payment_status_code  TEXT NOT NULL,
  apply_charge_at      TEXT,                         -- YYYY-MM-DD the charge is (or was) applied
  tx_status_code       TEXT,
  tx_status_detail     TEXT,
  tx_carrier           TEXT,
  tx_transaction_id    TEXT,
  tx_authorization_code TEXT,
  tx_description       TEXT,
  tx_payment_method    TEXT,
  tx_card_holder       TEXT,
  tx_card_num          TEXT,
  tx_card_type         TEXT,
  tx_installments      TEXT,
  tx_payment_date      TEXT,                         -- ISO 8601 UTC
  tx_amount_minor      INTEGER,
  tx_currency          TEXT,
  rf_status_code       TEXT,
  rf_status_detail     TEXT,
  rf_authorization_code TEXT,
  rf_transaction_id    TEXT,
  rf_description       TEXT,
  rf_refund_date       TEXT,                         -- ISO 8601 UTC
  rf_amount_minor      INTEGER,
  rf_currency          TEXT,
  created_at           TEXT NOT NULL,                -- generated_at on the wire
  updated_at           TEXT NOT NULL,
  change_seq           INTEGER NOT NULL DEFAULT 0    -- set by the triggers below
);
CREATE INDEX vouchers_feed ON vouchers(hotel_id, change_seq);
CREATE INDEX vouchers_reservation ON vouchers(cm_reservation_id, operation_type);
CREATE INDEX vouchers_reference ON vouchers(hotel_id, reservation_id);

-- The change sequence (docs/decisions/0007-incremental-feeds.md): one counter per database; every insert or update of a
-- voucher record takes its next value, so a feed reads "what changed after N" from an index.
CREATE TABLE change_sequence (
  id     INTEGER PRIMARY KEY CHECK (id = 1),
  value  INTEGER NOT NULL
);
INSERT INTO change_sequence (id, value) VALUES (1, 0);
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
CREATE TABLE feed_cursors (
  api_key_id  INTEGER NOT NULL REFERENCES api_keys(id),
  hotel_id    INTEGER NOT NULL REFERENCES hotels(id),
  feed        TEXT NOT NULL CHECK (feed IN ('vouchers_v2', 'vouchers_v1')),
  cursor      INTEGER NOT NULL,
  updated_at  TEXT NOT NULL,
  PRIMARY KEY (api_key_id, hotel_id, feed)
) WITHOUT ROWID;

-- Rate limit of a key (docs/decisions/0015-rate-limits.md), requests per second; NULL: the service default.
ALTER TABLE api_keys ADD COLUMN rate_limit_per_second INTEGER;
`,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 9's schema).
  postgres: '',
};
