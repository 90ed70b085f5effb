/**
 * Numbered migrations of the service database. Money columns `*_minor` are
 * integers of minor units (centavos); instants are ISO 8601 UTC text
 * (`2026-12-01T17:00:00.000Z`), so text order is time order; days are `YYYY-MM-DD`.
 */
import type { Migration } from '../db.js';

/** All migrations of the service database, in order. */
export const serviceMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'hotels, inventory, keys, chatbot bookings, payment links',
    sql: `
CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE hotels (
  id                      INTEGER PRIMARY KEY,
  channel_manager_id      TEXT UNIQUE,               -- NULL: not connected to the channel manager
  name                    TEXT NOT NULL,
  city                    TEXT NOT NULL,             -- display name, e.g. 'Bogotá'
  city_key                TEXT NOT NULL,             -- lower case, no accents, e.g. 'bogota'
  payment_deadline_hours  INTEGER NOT NULL DEFAULT 24 CHECK (payment_deadline_hours BETWEEN 1 AND 720),
  child_max_age           INTEGER NOT NULL DEFAULT 11, -- older children occupy an adult place
  created_at              TEXT NOT NULL
);
CREATE INDEX hotels_city ON hotels(city_key);

CREATE TABLE room_types (
  id             INTEGER PRIMARY KEY,                -- roomId on the wire (as text)
  hotel_id       INTEGER NOT NULL REFERENCES hotels(id),
  name           TEXT NOT NULL,
  room_type      TEXT NOT NULL,                      -- e.g. DOUBLE, QUADRUPLE, FAMILY
  beds           INTEGER NOT NULL CHECK (beds >= 1),
  max_adults     INTEGER NOT NULL CHECK (max_adults >= 1),
  max_children   INTEGER NOT NULL CHECK (max_children >= 0),
  max_occupancy  INTEGER NOT NULL CHECK (max_occupancy >= 1)
);
CREATE INDEX room_types_hotel ON room_types(hotel_id);

CREATE TABLE rate_plans (
  id                      INTEGER PRIMARY KEY,       -- rateId on the wire (as text)
  room_type_id            INTEGER NOT NULL REFERENCES room_types(id),
  description             TEXT NOT NULL,
  board_type              TEXT,                      -- NULL observed on the wire
  board_description       TEXT NOT NULL,             -- e.g. 'Solo alojamiento', 'Desayuno incluido'
  refundable              TEXT NOT NULL,             -- 'full' or 'none'
  cancellation_policy     TEXT NOT NULL,
  price_percent           INTEGER NOT NULL DEFAULT 100 CHECK (price_percent > 0),
  board_per_adult_minor   INTEGER NOT NULL DEFAULT 0 CHECK (board_per_adult_minor >= 0)
);
CREATE INDEX rate_plans_room ON rate_plans(room_type_id);

-- Stock and price of a room type per night. allocated = rooms held by pending
-- chatbot bookings plus rooms sold; free = stock - allocated.
CREATE TABLE inventory (
  room_type_id  INTEGER NOT NULL REFERENCES room_types(id),
  day           TEXT NOT NULL,
  stock         INTEGER NOT NULL CHECK (stock >= 0),
  allocated     INTEGER NOT NULL DEFAULT 0 CHECK (allocated >= 0 AND allocated <= stock),
  price_minor   INTEGER NOT NULL CHECK (price_minor > 0), -- per room per night, after tax
  PRIMARY KEY (room_type_id, day)
) WITHOUT ROWID;

CREATE TABLE agencies (
  id                  INTEGER PRIMARY KEY,
  name                TEXT NOT NULL,
  agency_type         TEXT NOT NULL CHECK (agency_type IN ('retailer', 'wholesale')),
  in_balance_program  INTEGER NOT NULL DEFAULT 0,
  balance_minor       INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE api_keys (
  id               INTEGER PRIMARY KEY,
  key_hash         TEXT NOT NULL UNIQUE,             -- SHA-256 hex of the key; never the key itself
  name             TEXT NOT NULL,
  principal_kind   TEXT NOT NULL CHECK (principal_kind IN ('operator', 'hotel', 'agency', 'channel_manager')),
  principal_id     INTEGER,                          -- hotel or agency id; NULL for operator and channel_manager
  is_demo          INTEGER NOT NULL DEFAULT 0,
  created_at       TEXT NOT NULL,
  revoked_at       TEXT
);

CREATE TABLE payment_links (
  code               TEXT PRIMARY KEY,
  hotel_id           INTEGER REFERENCES hotels(id),   -- NULL for gift-card links
  agency_id          INTEGER REFERENCES agencies(id),
  api_key_id         INTEGER NOT NULL REFERENCES api_keys(id),
  amount_minor       INTEGER NOT NULL CHECK (amount_minor > 0),
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
  created_at         TEXT NOT NULL
);
CREATE INDEX payment_links_active_expiry ON payment_links(expires_at) WHERE status = 'active';

-- Every charge attempt through the checkout, approved or not.
CREATE TABLE payment_attempts (
  id                  INTEGER PRIMARY KEY,
  link_code           TEXT NOT NULL REFERENCES payment_links(code),
  status              TEXT NOT NULL CHECK (status IN ('applied', 'rejected', 'invalid_card', 'in_process')),
  decline_reason      TEXT,
  carrier             TEXT NOT NULL,
  transaction_id      TEXT NOT NULL UNIQUE,
  authorization_code  TEXT,
  card_holder         TEXT NOT NULL,
  card_num            TEXT NOT NULL,               -- masked: '************4242'
  card_type           TEXT NOT NULL,
  amount_minor        INTEGER NOT NULL,
  currency            TEXT NOT NULL,
  settle_at           TEXT,                        -- when an in_process attempt settles
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL
);
CREATE INDEX payment_attempts_link ON payment_attempts(link_code);
CREATE INDEX payment_attempts_settle ON payment_attempts(settle_at) WHERE status = 'in_process';

CREATE TABLE chatbot_bookings (
  id                 INTEGER PRIMARY KEY,
  chatbot_id         TEXT NOT NULL UNIQUE,
  hotel_id           INTEGER NOT NULL REFERENCES hotels(id),
  api_key_id         INTEGER NOT NULL REFERENCES api_keys(id),
  agency_id          INTEGER REFERENCES agencies(id),
  payment_link_code  TEXT NOT NULL UNIQUE REFERENCES payment_links(code),
  checkin            TEXT NOT NULL,
  checkout           TEXT NOT NULL,
  nights             INTEGER NOT NULL,
  rooms              INTEGER NOT NULL,
  adults             INTEGER NOT NULL,
  children           INTEGER NOT NULL,
  children_ages      TEXT,
  first_name         TEXT NOT NULL,
  last_name          TEXT NOT NULL,
  email              TEXT NOT NULL,
  telephone          TEXT NOT NULL,
  city               TEXT,
  country            TEXT NOT NULL,
  notes              TEXT,
  currency           TEXT NOT NULL,
  total_minor        INTEGER NOT NULL,
  cc_masked          TEXT,                         -- guarantee card, masked; the number is never stored
  status             TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'expired')),
  payment_deadline   TEXT NOT NULL,
  created_at         TEXT NOT NULL,
  updated_at         TEXT NOT NULL
);
CREATE INDEX chatbot_bookings_pending_deadline ON chatbot_bookings(payment_deadline) WHERE status = 'pending';

CREATE TABLE booking_rooms (
  id             INTEGER PRIMARY KEY,
  booking_id     INTEGER NOT NULL REFERENCES chatbot_bookings(id),
  room_type_id   INTEGER NOT NULL REFERENCES room_types(id),
  rate_plan_id   INTEGER NOT NULL REFERENCES rate_plans(id),
  quantity       INTEGER NOT NULL CHECK (quantity >= 1),
  adults         INTEGER NOT NULL,
  children       INTEGER NOT NULL,
  amount_minor   INTEGER NOT NULL                  -- for all quantity rooms, whole stay, after tax
);
CREATE INDEX booking_rooms_booking ON booking_rooms(booking_id);
`,
  },
  {
    version: 2,
    name: 'idempotency keys',
    sql: `
-- Idempotency-Key (DECISIONS §9): the first answer to a key of an API key is replayed for 24 h.
CREATE TABLE idempotency_keys (
  api_key_id     INTEGER NOT NULL REFERENCES api_keys(id),
  key            TEXT NOT NULL,
  request_hash   TEXT NOT NULL,               -- SHA-256 of method, route and body
  status_code    INTEGER NOT NULL,
  response_body  TEXT NOT NULL,
  created_at     TEXT NOT NULL,
  PRIMARY KEY (api_key_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
`,
  },
  {
    version: 3,
    name: 'preloaded balances, recharges, receipts, refunds, gift cards, webhook outbox',
    sql: `
-- Webhooks of an API client (DECISIONS §8): its signing secret ('whsec_' + base64) and the URL
-- that receives its booking-expiry and transaction webhooks.
ALTER TABLE api_keys ADD COLUMN webhook_secret TEXT;
ALTER TABLE api_keys ADD COLUMN webhook_url TEXT;

-- What a link pays: a standalone link (14), a chatbot booking (7) or a gift card (15).
ALTER TABLE payment_links ADD COLUMN kind TEXT NOT NULL DEFAULT 'link' CHECK (kind IN ('link', 'chatbot_booking', 'gift_card'));
-- The reservation associated when the link was created (endpoint 1's reservation_id):
-- external_ref_id for standalone links, the chatbot id for chatbot bookings.
ALTER TABLE payment_links ADD COLUMN reservation_id TEXT;
ALTER TABLE payment_links ADD COLUMN refunded_at TEXT;

-- Uploaded receipts (endpoint 2), served by 2b. Key: 'receipts/<random>.<ext>'.
CREATE TABLE media (
  file_key           TEXT PRIMARY KEY,
  agency_id          INTEGER REFERENCES agencies(id),
  content_type       TEXT NOT NULL,
  size               INTEGER NOT NULL,
  original_filename  TEXT,
  data               BLOB NOT NULL,
  created_at         TEXT NOT NULL
);

-- Movements of an agency's preloaded balance (endpoint 3 lists them).
CREATE TABLE recharges (
  id                        INTEGER PRIMARY KEY,
  agency_id                 INTEGER NOT NULL REFERENCES agencies(id),
  kind                      TEXT NOT NULL CHECK (kind IN ('external', 'payment_link', 'refund')),
  amount_minor              INTEGER NOT NULL,
  currency                  TEXT NOT NULL DEFAULT 'COP',
  is_external               INTEGER,
  payment_reference         TEXT,
  payment_receipt           TEXT REFERENCES media(file_key),
  payment_receipt_filename  TEXT,
  payment_method            TEXT,
  payment_link_code         TEXT REFERENCES payment_links(code),
  recharge_group_id         INTEGER NOT NULL,
  is_archived               INTEGER NOT NULL DEFAULT 0,
  status                    TEXT,
  created_at                TEXT NOT NULL,
  updated_at                TEXT NOT NULL
);
CREATE INDEX recharges_agency ON recharges(agency_id, id);
-- A link credits a balance at most once and is refunded at most once.
CREATE UNIQUE INDEX recharges_link_once ON recharges(payment_link_code, kind) WHERE payment_link_code IS NOT NULL;

CREATE TABLE gift_cards (
  code                    TEXT PRIMARY KEY,
  api_key_id              INTEGER NOT NULL REFERENCES api_keys(id),
  agency_id               INTEGER REFERENCES agencies(id),
  sender_name             TEXT NOT NULL,
  sender_document_type    TEXT NOT NULL,
  sender_document_number  TEXT NOT NULL,
  sender_email            TEXT NOT NULL,
  sender_address          TEXT NOT NULL,
  sender_phone            TEXT NOT NULL,
  sender_country_code     TEXT NOT NULL,
  recipient_name          TEXT NOT NULL,
  recipient_email         TEXT NOT NULL,
  amount_minor            INTEGER NOT NULL CHECK (amount_minor > 0),
  available_minor         INTEGER NOT NULL DEFAULT 0,
  currency                TEXT NOT NULL,
  note                    TEXT NOT NULL,
  external_ref_id         TEXT NOT NULL,
  temp_webhook_url        TEXT,
  success_url             TEXT,
  failure_url             TEXT,
  payment_link_code       TEXT NOT NULL UNIQUE REFERENCES payment_links(code),
  created_at              TEXT NOT NULL,
  updated_at              TEXT NOT NULL
);
CREATE INDEX gift_cards_key ON gift_cards(api_key_id, created_at);

-- Durable outbox of webhooks, written in the same transaction as the state change (DECISIONS §8).
CREATE TABLE webhook_outbox (
  id               INTEGER PRIMARY KEY,
  webhook_id       TEXT NOT NULL UNIQUE,        -- the webhook-id header: 'msg_' + random
  event_type       TEXT NOT NULL,               -- payment_link.result | transaction | gift_card.payment | booking.expired
  target_url       TEXT NOT NULL,
  api_key_id       INTEGER NOT NULL REFERENCES api_keys(id), -- whose secret signs it
  payload          TEXT NOT NULL,               -- the JSON body, exactly as sent
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  TEXT NOT NULL,
  last_status      INTEGER,
  last_error       TEXT,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  delivered_at     TEXT
);
CREATE INDEX webhook_outbox_due ON webhook_outbox(next_attempt_at) WHERE status = 'pending';
`,
  },
  {
    version: 4,
    name: 'channel-manager reservations, voucher records with a change sequence, feed cursors, rate limits',
    sql: `
-- Reservations of the channel manager (endpoint 4): bookings from the portals of DECISIONS §10
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

-- The change sequence of DECISIONS §5: one counter per database; every insert or update of a
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

-- Rate limit of a key (DECISIONS §9), requests per second; NULL: the service default.
ALTER TABLE api_keys ADD COLUMN rate_limit_per_second INTEGER;
`,
  },
  {
    version: 5,
    name: 'availability versions: what cached availability answers are checked against',
    sql: `
-- Versions of what an availability answer (endpoint 10) is computed from, kept by the triggers
-- below: one row per city (city_key), bumped by every insert, update or delete of a night of
-- inventory of one of its hotels (holds, releases, sales, stock and price changes, from any
-- connection); and the row '*', bumped by every change of hotels, room types, rate plans or
-- settings (the TRM). A cached answer is served only while both versions it was computed at
-- are still current.
CREATE TABLE availability_versions (
  scope    TEXT PRIMARY KEY,                 -- a hotels.city_key, or '*' for the catalogue
  version  INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO availability_versions (scope, version) VALUES ('*', 0);
INSERT OR IGNORE INTO availability_versions (scope, version) SELECT DISTINCT city_key, 0 FROM hotels;

CREATE TRIGGER inventory_version_insert AFTER INSERT ON inventory
BEGIN
  UPDATE availability_versions SET version = version + 1
   WHERE scope = (SELECT h.city_key FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE rt.id = NEW.room_type_id);
END;
CREATE TRIGGER inventory_version_update AFTER UPDATE ON inventory
BEGIN
  UPDATE availability_versions SET version = version + 1
   WHERE scope IN (SELECT h.city_key FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE rt.id IN (OLD.room_type_id, NEW.room_type_id));
END;
CREATE TRIGGER inventory_version_delete AFTER DELETE ON inventory
BEGIN
  UPDATE availability_versions SET version = version + 1
   WHERE scope = (SELECT h.city_key FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE rt.id = OLD.room_type_id);
END;

CREATE TRIGGER hotels_version_insert AFTER INSERT ON hotels
BEGIN
  INSERT OR IGNORE INTO availability_versions (scope, version) VALUES (NEW.city_key, 0);
  UPDATE availability_versions SET version = version + 1 WHERE scope = '*';
END;
CREATE TRIGGER hotels_version_update AFTER UPDATE ON hotels
BEGIN
  INSERT OR IGNORE INTO availability_versions (scope, version) VALUES (NEW.city_key, 0);
  UPDATE availability_versions SET version = version + 1 WHERE scope = '*';
END;
CREATE TRIGGER hotels_version_delete AFTER DELETE ON hotels
BEGIN
  UPDATE availability_versions SET version = version + 1 WHERE scope = '*';
END;
CREATE TRIGGER room_types_version_insert AFTER INSERT ON room_types
BEGIN UPDATE availability_versions SET version = version + 1 WHERE scope = '*'; END;
CREATE TRIGGER room_types_version_update AFTER UPDATE ON room_types
BEGIN UPDATE availability_versions SET version = version + 1 WHERE scope = '*'; END;
CREATE TRIGGER room_types_version_delete AFTER DELETE ON room_types
BEGIN UPDATE availability_versions SET version = version + 1 WHERE scope = '*'; END;
CREATE TRIGGER rate_plans_version_insert AFTER INSERT ON rate_plans
BEGIN UPDATE availability_versions SET version = version + 1 WHERE scope = '*'; END;
CREATE TRIGGER rate_plans_version_update AFTER UPDATE ON rate_plans
BEGIN UPDATE availability_versions SET version = version + 1 WHERE scope = '*'; END;
CREATE TRIGGER rate_plans_version_delete AFTER DELETE ON rate_plans
BEGIN UPDATE availability_versions SET version = version + 1 WHERE scope = '*'; END;
CREATE TRIGGER settings_version_insert AFTER INSERT ON settings
BEGIN UPDATE availability_versions SET version = version + 1 WHERE scope = '*'; END;
CREATE TRIGGER settings_version_update AFTER UPDATE ON settings
BEGIN UPDATE availability_versions SET version = version + 1 WHERE scope = '*'; END;
CREATE TRIGGER settings_version_delete AFTER DELETE ON settings
BEGIN UPDATE availability_versions SET version = version + 1 WHERE scope = '*'; END;
`,
  },
  {
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
  },
  {
    version: 7,
    name: 'charge attempts recorded before the carrier is called',
    sql: `
-- The journal of card charges: one row per checkout submission, written in the same
-- transaction that puts its link in process and BEFORE the carrier is called, with the
-- idempotency key handed to the carrier. status: 'sent' while the carrier's answer is not
-- recorded (a crash leaves it so; start-up and the periodic sweep ask the carrier for the
-- key's result); 'recorded' once the answer is in payment_attempts (payment_attempt_id);
-- 'failed' when the carrier never saw the charge (the link is payable again).
-- Card data masked only: never the full number or the security code.
CREATE TABLE charge_attempts (
  id                  INTEGER PRIMARY KEY,
  idempotency_key     TEXT NOT NULL UNIQUE,
  link_code           TEXT NOT NULL REFERENCES payment_links(code),
  carrier             TEXT NOT NULL,
  amount_minor        INTEGER NOT NULL CHECK (amount_minor > 0),
  currency            TEXT NOT NULL,
  card_holder         TEXT NOT NULL,
  card_num            TEXT NOT NULL,               -- masked: '************4242'
  card_type           TEXT NOT NULL,
  status              TEXT NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'recorded', 'failed')),
  payment_attempt_id  INTEGER REFERENCES payment_attempts(id),
  failure_reason      TEXT,
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL
);
CREATE INDEX charge_attempts_link ON charge_attempts(link_code);
CREATE INDEX charge_attempts_open ON charge_attempts(created_at) WHERE status = 'sent';

-- What the sandbox carrier answered, per idempotency key. The sandbox stands for the
-- carrier, so it keeps its own record here: a charge it received is remembered even when
-- the service dies before recording the answer, a repeated key gets the first answer back
-- (never a second charge), and a lookup by key tells the service what happened.
CREATE TABLE sandbox_charges (
  idempotency_key     TEXT PRIMARY KEY,
  transaction_id      TEXT NOT NULL UNIQUE,
  status              TEXT NOT NULL CHECK (status IN ('applied', 'rejected', 'invalid_card', 'in_process')),
  reason              TEXT,
  authorization_code  TEXT,
  card_num            TEXT NOT NULL,               -- masked
  card_type           TEXT NOT NULL,
  amount_minor        INTEGER NOT NULL,
  currency            TEXT NOT NULL,
  settle_at           TEXT,                        -- in_process: when it becomes applied
  created_at          TEXT NOT NULL
) WITHOUT ROWID;

-- Links left in process by a crash before this journal existed: no key was handed to the
-- carrier, so nothing can be asked; they become payable again, as a failed charge would.
UPDATE payment_links SET status = 'active'
 WHERE status = 'in_process'
   AND NOT EXISTS (SELECT 1 FROM payment_attempts a WHERE a.link_code = payment_links.code AND a.status = 'in_process');
`,
  },
  {
    version: 8,
    name: 'idempotency records written with the object they describe',
    sql: `
-- From this version on, an idempotency record is written in the same transaction as the object
-- it answers for, and expired records (older than 24 h) are purged as new ones are written; the
-- table needs no new column (its primary key already makes one record per API key and key).
-- Records the earlier code left behind past their 24 h are removed once here.
DELETE FROM idempotency_keys WHERE created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day');
`,
  },
  {
    version: 9,
    name: 'agency links: reservation links credit nothing until refunded',
    sql: `
-- Agency links are of two kinds. A reservation link (endpoint 14 with external_ref_id, kept as
-- its reservation_id; chatbot bookings' links alike) pays the agency's reservation: applying it
-- credits nothing, and only its refund (endpoint 1) puts its amount in the balance. A top-up
-- link (no external_ref_id) is credited when applied and is never refunded.
-- Before, applying a reservation link credited the balance too, so its refund credited it a
-- second time. Those credits on applying never belonged in the balance: they go, and a refund's
-- credit stays.
DELETE FROM recharges
 WHERE kind = 'payment_link'
   AND payment_link_code IN (SELECT code FROM payment_links WHERE kind <> 'link' OR COALESCE(reservation_id, '') <> '');
-- A top-up link could never be refunded; should one have been, its credit on applying stands alone.
DELETE FROM recharges
 WHERE kind = 'refund'
   AND payment_link_code IN (SELECT code FROM payment_links WHERE kind = 'link' AND COALESCE(reservation_id, '') = '')
   AND payment_link_code IN (SELECT payment_link_code FROM recharges WHERE kind = 'payment_link');
-- Nothing but recharges moves a balance: each agency's balance is the sum of its recharges.
UPDATE agencies
   SET balance_minor = (SELECT COALESCE(SUM(r.amount_minor), 0) FROM recharges r WHERE r.agency_id = agencies.id);
-- A link's amount enters a balance at most once: one recharge per link, whatever its kind.
CREATE UNIQUE INDEX recharges_one_per_link ON recharges(payment_link_code) WHERE payment_link_code IS NOT NULL;
`,
  },
];
