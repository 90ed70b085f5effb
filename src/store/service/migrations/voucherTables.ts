/**
 * The channel manager's reservations, the voucher records and the change sequence their feeds are read by,
 * written once for SQLite's migrations and PostgreSQL's baseline, and the pieces of PostgreSQL's change-sequence
 * functions that its versions repeat. Part of frozen migrations: what these produce must never change.
 */
import { type DdlWords, withComment } from './ddl.js';

/** `reservations` and its indexes, as version 4 creates them (on PostgreSQL, in the baseline). */
export function reservationsTable(w: DdlWords): string {
  return `CREATE TABLE reservations (
  id                  ${w.id},
  hotel_id            ${w.int} NOT NULL REFERENCES hotels(id),
  crs_id              TEXT NOT NULL,
  portal_code         TEXT NOT NULL,                 -- a portal key; chatbot bookings: 'website'
  chatbot_booking_id  ${w.int} UNIQUE REFERENCES chatbot_bookings(id),
  first_name          TEXT NOT NULL,
  last_name           TEXT NOT NULL,
  email               TEXT,
  telephone           TEXT,
  checkin             TEXT NOT NULL,
  checkout            TEXT NOT NULL,
  rooms               ${w.int} NOT NULL DEFAULT 1,
  adults              ${w.int} NOT NULL DEFAULT 1,
  children            ${w.int} NOT NULL DEFAULT 0,
  -- pending_payment: a chatbot booking awaiting its payment; expired: unpaid at its deadline.
  status              TEXT NOT NULL CHECK (status IN ('pending_payment', 'confirmed', 'cancelled', 'expired')),
  checkin_status      ${w.int} NOT NULL DEFAULT 0 CHECK (checkin_status BETWEEN 0 AND 4), -- endpoint 18's numbers
  total_minor         ${w.int} NOT NULL CHECK (total_minor >= 0),  -- total scheduled amount
  prepaid_minor       ${w.int} NOT NULL DEFAULT 0 CHECK (prepaid_minor >= 0),
  refunded_minor      ${w.int} NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0),
  currency            TEXT NOT NULL DEFAULT 'COP',
  notes               TEXT NOT NULL DEFAULT '',
  paid_at             TEXT,                          -- when marked paid or paid through its link
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL                  -- 'dlm' on the wire
);
CREATE INDEX reservations_arrivals ON reservations(hotel_id, checkin);
CREATE INDEX reservations_crs ON reservations(hotel_id, crs_id);`;
}

/**
 * `vouchers` and its indexes, as version 4 creates them; `withPublicCode` adds the column `public_code` that
 * version 6 adds on SQLite (PostgreSQL's baseline creates the table whole).
 */
export function vouchersTable(w: DdlWords, withPublicCode: boolean): string {
  const changeSeq = `  change_seq           ${w.int} NOT NULL DEFAULT 0`;
  // The last columns: change_seq, then public_code where it is created with the table.
  const lastColumns = withPublicCode
    ? `${withComment(`${changeSeq},`, 53, 'set by the triggers below')}
  public_code          TEXT                          -- 96 random bits as hex, set by the insert trigger`
    : withComment(changeSeq, 53, 'set by the triggers below');
  return `CREATE TABLE vouchers (
${withComment(`  id                   ${w.id},`, 53, 'internal operation id')}
  hotel_id             ${w.int} NOT NULL REFERENCES hotels(id),
  operation_type       TEXT NOT NULL CHECK (operation_type IN ('automated', 'terminal_payment', 'payment_link')),
  reservation_id       TEXT NOT NULL,                -- reservation number, or the link's reference
  cm_reservation_id    ${w.int} REFERENCES reservations(id),
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
  tx_amount_minor      ${w.int},
  tx_currency          TEXT,
  rf_status_code       TEXT,
  rf_status_detail     TEXT,
  rf_authorization_code TEXT,
  rf_transaction_id    TEXT,
  rf_description       TEXT,
  rf_refund_date       TEXT,                         -- ISO 8601 UTC
  rf_amount_minor      ${w.int},
  rf_currency          TEXT,
  created_at           TEXT NOT NULL,                -- generated_at on the wire
  updated_at           TEXT NOT NULL,
${lastColumns}
);
CREATE INDEX vouchers_feed ON vouchers(hotel_id, change_seq);
CREATE INDEX vouchers_reservation ON vouchers(cm_reservation_id, operation_type);
CREATE INDEX vouchers_reference ON vouchers(hotel_id, reservation_id);`;
}

/** `change_sequence` and its one row, as version 4 creates them (on PostgreSQL, in the baseline); each engine adds its own triggers. */
export function changeSequenceTable(w: DdlWords): string {
  return `CREATE TABLE change_sequence (
  id     ${w.int} PRIMARY KEY CHECK (id = 1),
  value  ${w.int} NOT NULL
);
INSERT INTO change_sequence (id, value) VALUES (1, 0);`;
}

/** `feed_cursors`, as version 4 creates it (on PostgreSQL, in the baseline). */
export function feedCursorsTable(w: DdlWords): string {
  return `CREATE TABLE feed_cursors (
  api_key_id  ${w.int} NOT NULL REFERENCES api_keys(id),
  hotel_id    ${w.int} NOT NULL REFERENCES hotels(id),
  feed        TEXT NOT NULL CHECK (feed IN ('vouchers_v2', 'vouchers_v1')),
  cursor      ${w.int} NOT NULL,
  updated_at  TEXT NOT NULL,
  PRIMARY KEY (api_key_id, hotel_id, feed)
)${w.withoutRowid};`;
}

/**
 * PostgreSQL: the lines of `vouchers_seq_insert()` that give a new voucher record its `public_code` when it has
 * none, indented for the function's body (the baseline and versions 12 and 14 write that function).
 */
export const PUBLIC_CODE_DEFAULT = `  -- 96 random bits as 24 lower-case hex digits: the first 12 digits of two random UUIDs
  -- (the fixed version digit comes after them).
  NEW.public_code := COALESCE(NEW.public_code,
    left(replace(gen_random_uuid()::text, '-', ''), 12) || left(replace(gen_random_uuid()::text, '-', ''), 12));`;

/** PostgreSQL: the lines version 14 adds to `vouchers_seq_at_commit()`: a row inserted with its number keeps it. */
const KEEP_INSERTED_NUMBER = `  -- A row inserted with its number (asked for with -1) keeps it.
  IF TG_OP = 'INSERT' AND NEW.change_seq > 0 THEN
    RETURN NULL;
  END IF;
`;

/**
 * PostgreSQL's `vouchers_seq_at_commit()`, the deferred trigger function that numbers a voucher record while its
 * transaction commits: as version 12 creates it, or as version 14 replaces it (a row inserted with its number,
 * asked for with -1, keeps it).
 */
export function vouchersSeqAtCommit(version: 12 | 14): string {
  return `${version === 12 ? 'CREATE' : 'CREATE OR REPLACE'} FUNCTION vouchers_seq_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_seq BIGINT;
BEGIN
  -- The renumbering below is itself an update: it changed change_seq, so it is not numbered again.
  IF TG_OP = 'UPDATE' AND NEW.change_seq IS DISTINCT FROM OLD.change_seq THEN
    RETURN NULL;
  END IF;
${version === 12 ? '' : KEEP_INSERTED_NUMBER}  UPDATE change_sequence SET value = value + 1 WHERE id = 1 RETURNING value INTO next_seq;
  UPDATE vouchers SET change_seq = next_seq WHERE id = NEW.id;
  RETURN NULL;
END;
$$;`;
}
