/**
 * Hotels, room types, rate plans and prices: the read side shared by
 * availability (endpoint 10), room types (9) and chatbot bookings (7).
 *
 * Prices are integers of COP minor units (centavos), after tax (IVA 19 %).
 */
import type { Db } from '../../store/db.js';

/** Colombian VAT on lodging, used to derive before-tax amounts. */
export const IVA_RATE = 0.19;

/** A hotel row. `channelManagerId` null: not connected (answers partner_id null and no rooms). */
export interface Hotel {
  id: number;
  channelManagerId: string | null;
  name: string;
  city: string;
  paymentDeadlineHours: number;
  childMaxAge: number;
}

/** A room type with its occupancy limits (per room). */
export interface RoomType {
  id: number;
  hotelId: number;
  name: string;
  roomType: string;
  beds: number;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
}

/** A rate plan of a room type: a percentage of the room's nightly price plus a board supplement per adult per night. */
export interface RatePlan {
  id: number;
  roomTypeId: number;
  description: string;
  boardType: string | null;
  boardDescription: string;
  refundable: string;
  cancellationPolicy: string;
  pricePercent: number;
  boardPerAdultMinor: number;
}

/** Lower case without accents or extra spaces: the key cities are matched by ('Bogotá' → 'bogota'). */
export function cityKey(city: string): string {
  return city.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Price of one room for one night at `rate`, after tax, in minor units:
 * the room's nightly price × rate percentage, plus the board supplement for
 * each adult and half of it for each child.
 */
export function nightlyPriceMinor(roomPriceMinor: number, rate: RatePlan, adults: number, children: number): number {
  return (
    Math.round((roomPriceMinor * rate.pricePercent) / 100) +
    rate.boardPerAdultMinor * adults +
    Math.round(rate.boardPerAdultMinor / 2) * children
  );
}

/** Before-tax amount of an after-tax amount (minor units). */
export function beforeTaxMinor(afterTaxMinor: number): number {
  return Math.round(afterTaxMinor / (1 + IVA_RATE));
}

/** Convert COP minor units to a USD float (2 decimals) at `trmMinor` COP minor units per USD. */
export function copMinorToUsd(copMinor: number, trmMinor: number): number {
  return Math.round((copMinor / trmMinor) * 100) / 100;
}

/** Occupancy of one room, children older than the hotel's child age limit counted as adults. */
export function effectiveOccupancy(adults: number, childrenAges: readonly number[], childMaxAge: number): { adults: number; children: number } {
  const older = childrenAges.filter((a) => a > childMaxAge).length;
  return { adults: adults + older, children: childrenAges.length - older };
}

/** True when a room type holds `adults` adults and `children` children. */
export function fits(rt: RoomType, adults: number, children: number): boolean {
  return adults <= rt.maxAdults && children <= rt.maxChildren && adults + children <= rt.maxOccupancy;
}

const HOTEL_COLS = `id, channel_manager_id AS channelManagerId, name, city, payment_deadline_hours AS paymentDeadlineHours, child_max_age AS childMaxAge`;
const ROOM_COLS = `id, hotel_id AS hotelId, name, room_type AS roomType, beds, max_adults AS maxAdults, max_children AS maxChildren, max_occupancy AS maxOccupancy`;
const RATE_COLS = `id, room_type_id AS roomTypeId, description, board_type AS boardType, board_description AS boardDescription, refundable, cancellation_policy AS cancellationPolicy, price_percent AS pricePercent, board_per_adult_minor AS boardPerAdultMinor`;

/** Read access to the catalogue, with statements prepared once. */
export class Catalog {
  readonly #byCm;
  readonly #byId;
  readonly #byCity;
  readonly #rooms;
  readonly #rates;
  readonly #trm;
  readonly #roomsInCity;
  readonly #ratesInCity;

  constructor(private readonly db: Db) {
    this.#byCm = db.prepare<[string], Hotel>(`SELECT ${HOTEL_COLS} FROM hotels WHERE channel_manager_id = ?`);
    this.#byId = db.prepare<[number], Hotel>(`SELECT ${HOTEL_COLS} FROM hotels WHERE id = ?`);
    this.#byCity = db.prepare<[string], Hotel>(`SELECT ${HOTEL_COLS} FROM hotels WHERE city_key = ? ORDER BY id`);
    this.#rooms = db.prepare<[number], RoomType>(`SELECT ${ROOM_COLS} FROM room_types WHERE hotel_id = ? ORDER BY id`);
    this.#rates = db.prepare<[number], RatePlan>(
      `SELECT ${RATE_COLS} FROM rate_plans WHERE room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ?) ORDER BY id`,
    );
    this.#trm = db.prepare<[], { value: string }>(`SELECT value FROM settings WHERE key = 'trm_minor'`);
    this.#roomsInCity = db.prepare<[string], RoomType>(
      `SELECT ${ROOM_COLS} FROM room_types WHERE hotel_id IN (SELECT id FROM hotels WHERE city_key = ?) ORDER BY id`,
    );
    this.#ratesInCity = db.prepare<[string], RatePlan>(
      `SELECT ${RATE_COLS} FROM rate_plans
        WHERE room_type_id IN (SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE h.city_key = ?) ORDER BY id`,
    );
  }

  /** Hotel by channel-manager id (the integer of endpoints 7, 9 as text). */
  hotelByChannelManagerId(cmId: number | string): Hotel | undefined {
    return this.#byCm.get(String(cmId));
  }

  /** Hotel by internal id. */
  hotelById(id: number): Hotel | undefined {
    return this.#byId.get(id);
  }

  /** Hotels of a city, matched without accents or case. */
  hotelsInCity(city: string): Hotel[] {
    return this.#byCity.all(cityKey(city));
  }

  /** Room types of a hotel, by internal hotel id. */
  roomTypes(hotelId: number): RoomType[] {
    return this.#rooms.all(hotelId);
  }

  /** Rate plans of all room types of a hotel. */
  ratePlans(hotelId: number): RatePlan[] {
    return this.#rates.all(hotelId);
  }

  /** Room types of every hotel of a city, by city key ({@link cityKey}), in id order (one query for endpoint 10). */
  roomTypesInCity(key: string): RoomType[] {
    return this.#roomsInCity.all(key);
  }

  /** Rate plans of every room type of the hotels of a city, by city key, in id order. */
  ratePlansInCity(key: string): RatePlan[] {
    return this.#ratesInCity.all(key);
  }

  /** COP minor units per USD (TRM); 4,000 COP when not configured. */
  trmMinor(): number {
    const row = this.#trm.get();
    return row ? Number(row.value) : 400_000;
  }
}
