/**
 * The tables of payment links, what pays through them (chatbot bookings and their rooms) and the charges of the
 * checkout, written once for SQLite's migrations and PostgreSQL's baseline. Part of frozen migrations: what these
 * functions produce must never change.
 */
import { addedColumns, type DdlWords, withComment } from './ddl.js';

/**
 * `payment_links`, `payment_attempts`, `chatbot_bookings` and `booking_rooms`, with their indexes, as version 1
 * creates them; `laterLinkColumns` are the lines of the columns later versions add to `payment_links` (empty on
 * SQLite; PostgreSQL's baseline creates the table whole).
 */
export function linkAndBookingTables(w: DdlWords, laterLinkColumns: string): string {
  return `CREATE TABLE payment_links (
  code               TEXT PRIMARY KEY,
  hotel_id           ${w.int} REFERENCES hotels(id),   -- NULL for gift-card links
  agency_id          ${w.int} REFERENCES agencies(id),
  api_key_id         ${w.int} NOT NULL REFERENCES api_keys(id),
  amount_minor       ${w.int} NOT NULL CHECK (amount_minor > 0),
  currency           TEXT NOT NULL,
  description        TEXT NOT NULL,
  guest_name         TEXT NOT NULL,
  email              TEXT NOT NULL,
  phone              TEXT NOT NULL,
  booking_from       TEXT,
  booking_to         TEXT,
  source             TEXT,
  external_ref_id    TEXT,
  temp_webhook_url   TEXT,
  success_url        TEXT,
  failure_url        TEXT,
  status             TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'in_process', 'paid', 'expired')),
  expires_at         TEXT NOT NULL,
  paid_at            TEXT,
  created_at         TEXT NOT NULL${addedColumns(laterLinkColumns)}
);
CREATE INDEX payment_links_active_expiry ON payment_links(expires_at) WHERE status = 'active';

-- Every charge attempt through the checkout, approved or not.
CREATE TABLE payment_attempts (
  id                  ${w.id},
  link_code           TEXT NOT NULL REFERENCES payment_links(code),
  status              TEXT NOT NULL CHECK (status IN ('applied', 'rejected', 'invalid_card', 'in_process')),
  decline_reason      TEXT,
  carrier             TEXT NOT NULL,
  transaction_id      TEXT NOT NULL UNIQUE,
  authorization_code  TEXT,
  card_holder         TEXT NOT NULL,
  card_num            TEXT NOT NULL,               -- masked: '************4242'
  card_type           TEXT NOT NULL,
  amount_minor        ${w.int} NOT NULL,
  currency            TEXT NOT NULL,
  settle_at           TEXT,                        -- when an in_process attempt settles
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL
);
CREATE INDEX payment_attempts_link ON payment_attempts(link_code);
CREATE INDEX payment_attempts_settle ON payment_attempts(settle_at) WHERE status = 'in_process';

CREATE TABLE chatbot_bookings (
  id                 ${w.id},
  chatbot_id         TEXT NOT NULL UNIQUE,
  hotel_id           ${w.int} NOT NULL REFERENCES hotels(id),
  api_key_id         ${w.int} NOT NULL REFERENCES api_keys(id),
  agency_id          ${w.int} REFERENCES agencies(id),
  payment_link_code  TEXT NOT NULL UNIQUE REFERENCES payment_links(code),
  checkin            TEXT NOT NULL,
  checkout           TEXT NOT NULL,
  nights             ${w.int} NOT NULL,
  rooms              ${w.int} NOT NULL,
  adults             ${w.int} NOT NULL,
  children           ${w.int} NOT NULL,
  children_ages      TEXT,
  first_name         TEXT NOT NULL,
  last_name          TEXT NOT NULL,
  email              TEXT NOT NULL,
  telephone          TEXT NOT NULL,
  city               TEXT,
  country            TEXT NOT NULL,
  notes              TEXT,
  currency           TEXT NOT NULL,
  total_minor        ${w.int} NOT NULL,
  cc_masked          TEXT,                         -- guarantee card, masked; the number is never stored
  status             TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'expired')),
  payment_deadline   TEXT NOT NULL,
  created_at         TEXT NOT NULL,
  updated_at         TEXT NOT NULL
);
CREATE INDEX chatbot_bookings_pending_deadline ON chatbot_bookings(payment_deadline) WHERE status = 'pending';

CREATE TABLE booking_rooms (
  id             ${w.id},
  booking_id     ${w.int} NOT NULL REFERENCES chatbot_bookings(id),
  room_type_id   ${w.int} NOT NULL REFERENCES room_types(id),
  rate_plan_id   ${w.int} NOT NULL REFERENCES rate_plans(id),
  quantity       ${w.int} NOT NULL CHECK (quantity >= 1),
  adults         ${w.int} NOT NULL,
  children       ${w.int} NOT NULL,
${withComment(`  amount_minor   ${w.int} NOT NULL`, 51, 'for all quantity rooms, whole stay, after tax')}
);
CREATE INDEX booking_rooms_booking ON booking_rooms(booking_id);`;
}

/** `charge_attempts` (the journal of card charges) and its indexes, as version 7 creates them (on PostgreSQL, in the baseline). */
export function chargeAttemptsTable(w: DdlWords): string {
  return `CREATE TABLE charge_attempts (
  id                  ${w.id},
  idempotency_key     TEXT NOT NULL UNIQUE,
  link_code           TEXT NOT NULL REFERENCES payment_links(code),
  carrier             TEXT NOT NULL,
  amount_minor        ${w.int} NOT NULL CHECK (amount_minor > 0),
  currency            TEXT NOT NULL,
  card_holder         TEXT NOT NULL,
  card_num            TEXT NOT NULL,               -- masked: '************4242'
  card_type           TEXT NOT NULL,
  status              TEXT NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'recorded', 'failed')),
  payment_attempt_id  ${w.int} REFERENCES payment_attempts(id),
  failure_reason      TEXT,
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL
);
CREATE INDEX charge_attempts_link ON charge_attempts(link_code);
CREATE INDEX charge_attempts_open ON charge_attempts(created_at) WHERE status = 'sent';`;
}

/** `sandbox_charges` (the sandbox carrier's answers), as version 7 creates it (on PostgreSQL, in the baseline). */
export function sandboxChargesTable(w: DdlWords): string {
  return `CREATE TABLE sandbox_charges (
  idempotency_key     TEXT PRIMARY KEY,
  transaction_id      TEXT NOT NULL UNIQUE,
  status              TEXT NOT NULL CHECK (status IN ('applied', 'rejected', 'invalid_card', 'in_process')),
  reason              TEXT,
  authorization_code  TEXT,
  card_num            TEXT NOT NULL,               -- masked
  card_type           TEXT NOT NULL,
  amount_minor        ${w.int} NOT NULL,
  currency            TEXT NOT NULL,
  settle_at           TEXT,                        -- in_process: when it becomes applied
  created_at          TEXT NOT NULL
)${w.withoutRowid};`;
}
