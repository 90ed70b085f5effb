/**
 * Repository of the catalogue: hotels, room types, rate plans, the TRM
 * setting and the availability versions (the counters an availability answer
 * is checked against). Plain async functions taking the executor first, so
 * they run inside or outside a transaction, on SQLite and PostgreSQL alike.
 *
 * Prices are integers of COP minor units (centavos), after tax.
 */
import { first, rows, sql, type Camelized } from '../sql.js';
import type { ServiceExecutor, ServiceRow } from './database.js';

/** A hotel row. `channelManagerId` null: not connected (answers partner_id null and no rooms). */
export interface Hotel extends Camelized<ServiceRow<'hotels', 'id' | 'channel_manager_id' | 'name' | 'city' | 'payment_deadline_hours' | 'child_max_age'>> {}

/** A room type with its occupancy limits (per room). */
export interface RoomType
  extends Camelized<ServiceRow<'room_types', 'id' | 'hotel_id' | 'name' | 'room_type' | 'beds' | 'max_adults' | 'max_children' | 'max_occupancy'>> {}

/** A rate plan of a room type: a percentage of the room's nightly price plus a board supplement per adult per night. */
export interface RatePlan
  extends Camelized<
    ServiceRow<
      'rate_plans',
      | 'id'
      | 'room_type_id'
      | 'description'
      | 'board_type'
      | 'board_description'
      | 'refundable'
      | 'cancellation_policy'
      | 'price_percent'
      | 'board_per_adult_minor'
    >
  > {}

/** The availability versions of a city: its inventory version and the catalogue's (null when no row exists yet). */
export interface AvailabilityVersions {
  /** Bumped on every change of a night of the city's hotels (holds, releases, sales, stock, prices). */
  city: number | null;
  /** Bumped on every change of hotels, room types, rate plans and settings (the TRM among them). */
  catalog: number | null;
}

// Aliases are quoted: PostgreSQL folds unquoted names to lower case.
const HOTEL_COLS = sql.raw(
  `id, channel_manager_id AS "channelManagerId", name, city, payment_deadline_hours AS "paymentDeadlineHours", child_max_age AS "childMaxAge"`,
);
const ROOM_COLS = sql.raw(
  `id, hotel_id AS "hotelId", name, room_type AS "roomType", beds, max_adults AS "maxAdults", max_children AS "maxChildren", max_occupancy AS "maxOccupancy"`,
);
const RATE_COLS = sql.raw(
  `id, room_type_id AS "roomTypeId", description, board_type AS "boardType", board_description AS "boardDescription", refundable,
   cancellation_policy AS "cancellationPolicy", price_percent AS "pricePercent", board_per_adult_minor AS "boardPerAdultMinor"`,
);

/** Hotel whose channel-manager id is `cmId` (text), or undefined. */
export async function hotelByChannelManagerId(ex: ServiceExecutor, cmId: string): Promise<Hotel | undefined> {
  return first<Hotel>(ex, sql`SELECT ${HOTEL_COLS} FROM hotels WHERE channel_manager_id = ${cmId}`);
}

/** Hotel by internal id, or undefined. */
export async function hotelById(ex: ServiceExecutor, id: number): Promise<Hotel | undefined> {
  return first<Hotel>(ex, sql`SELECT ${HOTEL_COLS} FROM hotels WHERE id = ${id}`);
}

/** Hotels whose city key (lower case, no accents) is `key`, in id order. */
export async function hotelsByCityKey(ex: ServiceExecutor, key: string): Promise<Hotel[]> {
  return rows<Hotel>(ex, sql`SELECT ${HOTEL_COLS} FROM hotels WHERE city_key = ${key} ORDER BY id`);
}

/** Room types of hotel `hotelId` (internal id), in id order. */
export async function roomTypesOfHotel(ex: ServiceExecutor, hotelId: number): Promise<RoomType[]> {
  return rows<RoomType>(ex, sql`SELECT ${ROOM_COLS} FROM room_types WHERE hotel_id = ${hotelId} ORDER BY id`);
}

/** Rate plans of every room type of hotel `hotelId`, in id order. */
export async function ratePlansOfHotel(ex: ServiceExecutor, hotelId: number): Promise<RatePlan[]> {
  return rows<RatePlan>(ex, sql`SELECT ${RATE_COLS} FROM rate_plans WHERE room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ${hotelId}) ORDER BY id`);
}

/** Room types of every hotel whose city key is `key`, in id order (one query for a whole city). */
export async function roomTypesInCity(ex: ServiceExecutor, key: string): Promise<RoomType[]> {
  return rows<RoomType>(ex, sql`SELECT ${ROOM_COLS} FROM room_types WHERE hotel_id IN (SELECT id FROM hotels WHERE city_key = ${key}) ORDER BY id`);
}

/** Rate plans of every room type of the hotels whose city key is `key`, in id order. */
export async function ratePlansInCity(ex: ServiceExecutor, key: string): Promise<RatePlan[]> {
  return rows<RatePlan>(
    ex,
    sql`SELECT ${RATE_COLS} FROM rate_plans
         WHERE room_type_id IN (SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE h.city_key = ${key}) ORDER BY id`,
  );
}

/** The `trm_minor` setting (COP minor units per USD) as stored, or undefined when not configured. */
export async function trmSetting(ex: ServiceExecutor): Promise<number | undefined> {
  const row = await first<{ value: string }>(ex, sql`SELECT value FROM settings WHERE key = 'trm_minor'`);
  return row ? Number(row.value) : undefined;
}

/**
 * The inventory version of city `key` and the catalogue version, in one
 * indexed read. Both are bumped, in the transaction of the change, by the
 * schema's triggers, whatever process or connection makes it.
 */
export async function availabilityVersions(ex: ServiceExecutor, key: string): Promise<AvailabilityVersions> {
  const row = await first<AvailabilityVersions>(
    ex,
    sql`SELECT (SELECT version FROM availability_versions WHERE scope = ${key}) AS city,
               (SELECT version FROM availability_versions WHERE scope = '*') AS catalog`,
  );
  return row ?? { city: null, catalog: null };
}
