/** Service migration 1: hotels, inventory, keys, chatbot bookings, payment links. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { POSTGRES_BASELINE } from './postgresBaseline.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
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
  postgres: POSTGRES_BASELINE,
};
