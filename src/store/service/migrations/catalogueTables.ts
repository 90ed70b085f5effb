/**
 * The catalogue's tables (hotels, room types, rate plans, nights of inventory, settings) and the versions of what
 * availability answers are computed from, written once for SQLite's migrations and PostgreSQL's baseline. Part of
 * frozen migrations: what these functions produce must never change.
 */
import { type DdlWords, withComment } from './ddl.js';

/**
 * `settings`, `hotels`, `room_types`, `rate_plans` and `inventory`, with their indexes, as version 1 creates them
 * (on PostgreSQL, in the baseline).
 */
export function catalogueTables(w: DdlWords): string {
  return `CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE hotels (
  id                      ${w.id},
  channel_manager_id      TEXT UNIQUE,               -- NULL: not connected to the channel manager
  name                    TEXT NOT NULL,
  city                    TEXT NOT NULL,             -- display name, e.g. 'Bogotá'
  city_key                TEXT NOT NULL,             -- lower case, no accents, e.g. 'bogota'
  payment_deadline_hours  ${w.int} NOT NULL DEFAULT 24 CHECK (payment_deadline_hours BETWEEN 1 AND 720),
  child_max_age           ${w.int} NOT NULL DEFAULT 11, -- older children occupy an adult place
  created_at              TEXT NOT NULL
);
CREATE INDEX hotels_city ON hotels(city_key);

CREATE TABLE room_types (
${withComment(`  id             ${w.id},`, 53, 'roomId on the wire (as text)')}
  hotel_id       ${w.int} NOT NULL REFERENCES hotels(id),
  name           TEXT NOT NULL,
  room_type      TEXT NOT NULL,                      -- e.g. DOUBLE, QUADRUPLE, FAMILY
  beds           ${w.int} NOT NULL CHECK (beds >= 1),
  max_adults     ${w.int} NOT NULL CHECK (max_adults >= 1),
  max_children   ${w.int} NOT NULL CHECK (max_children >= 0),
  max_occupancy  ${w.int} NOT NULL CHECK (max_occupancy >= 1)
);
CREATE INDEX room_types_hotel ON room_types(hotel_id);

CREATE TABLE rate_plans (
${withComment(`  id                      ${w.id},`, 53, 'rateId on the wire (as text)')}
  room_type_id            ${w.int} NOT NULL REFERENCES room_types(id),
  description             TEXT NOT NULL,
  board_type              TEXT,                      -- NULL observed on the wire
  board_description       TEXT NOT NULL,             -- e.g. 'Solo alojamiento', 'Desayuno incluido'
  refundable              TEXT NOT NULL,             -- 'full' or 'none'
  cancellation_policy     TEXT NOT NULL,
  price_percent           ${w.int} NOT NULL DEFAULT 100 CHECK (price_percent > 0),
  board_per_adult_minor   ${w.int} NOT NULL DEFAULT 0 CHECK (board_per_adult_minor >= 0)
);
CREATE INDEX rate_plans_room ON rate_plans(room_type_id);

-- Stock and price of a room type per night. allocated = rooms held by pending
-- chatbot bookings plus rooms sold; free = stock - allocated.
CREATE TABLE inventory (
  room_type_id  ${w.int} NOT NULL REFERENCES room_types(id),
  day           TEXT NOT NULL,
  stock         ${w.int} NOT NULL CHECK (stock >= 0),
  allocated     ${w.int} NOT NULL DEFAULT 0 CHECK (allocated >= 0 AND allocated <= stock),
  price_minor   ${w.int} NOT NULL CHECK (price_minor > 0), -- per room per night, after tax
  PRIMARY KEY (room_type_id, day)
)${w.withoutRowid};`;
}

/**
 * `availability_versions` and its row `'*'`, as version 5 creates them (on PostgreSQL, in the baseline); each
 * engine adds its own triggers.
 */
export function availabilityVersionsTable(w: DdlWords): string {
  return `CREATE TABLE availability_versions (
  scope    TEXT PRIMARY KEY,                 -- a hotels.city_key, or '*' for the catalogue
  version  ${w.int} NOT NULL
)${w.withoutRowid};
INSERT INTO availability_versions (scope, version) VALUES ('*', 0);`;
}
