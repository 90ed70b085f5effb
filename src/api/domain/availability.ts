/**
 * Endpoint 10 "Room availability for agencies" and endpoint 9 "Room types of a hotel".
 *
 * A room type is offered for a layout entry when it holds the entry's
 * occupancy (children older than the hotel's child age limit count as adults)
 * and has at least one free room (stock − held − sold) on every night of the
 * stay. Prices are summed over the nights, per room, after tax, in COP with
 * the USD equivalent at the TRM.
 */
import type { Db } from '../../store/db.js';
import { addDays } from '../../clock.js';
import type { AvailabilityEntry, AvailabilityResponse, LayoutRoom, Product, RoomTypesResponse } from '../contract/index.js';
import { fromMinor } from '../contract/index.js';
import {
  beforeTaxMinor,
  Catalog,
  copMinorToUsd,
  effectiveOccupancy,
  fits,
  nightlyPriceMinor,
  type Hotel,
  type RatePlan,
  type RoomType,
} from './catalog.js';
import { NotFoundError } from './errors.js';
import { canSeeHotel, type Principal } from './principal.js';

interface NightRow {
  roomTypeId: number;
  day: string;
  free: number;
  priceMinor: number;
}

/** Availability search over the catalogue and inventory. */
export class AvailabilityService {
  readonly #catalog: Catalog;
  readonly #nights;

  constructor(db: Db, catalog = new Catalog(db)) {
    this.#catalog = catalog;
    this.#nights = db.prepare<[number, string, string], NightRow>(
      `SELECT i.room_type_id AS roomTypeId, i.day, i.stock - i.allocated AS free, i.price_minor AS priceMinor
         FROM inventory i JOIN room_types rt ON rt.id = i.room_type_id
        WHERE rt.hotel_id = ? AND i.day >= ? AND i.day < ?
        ORDER BY i.room_type_id, i.day`,
    );
  }

  /**
   * Endpoint 10: one entry per hotel of `city` (accents and case ignored),
   * each with one availability entry per layout room, in request order.
   * `checkin` is `YYYY-MM-DD`; `nights` ≥ 1. Unconnected hotels answer
   * partner_id null and zero rooms. An unknown city answers `[]`.
   */
  search(city: string, checkin: string, nights: number, layout: readonly LayoutRoom[]): AvailabilityResponse {
    const checkout = addDays(checkin, nights);
    const trm = this.#catalog.trmMinor();
    return this.#catalog.hotelsInCity(city).map((hotel) => {
      const rooms = hotel.channelManagerId === null ? [] : this.#catalog.roomTypes(hotel.id);
      const rates = rooms.length ? this.#catalog.ratePlans(hotel.id) : [];
      const nightsByRoom = new Map<number, NightRow[]>();
      if (rooms.length) {
        for (const row of this.#nights.all(hotel.id, checkin, checkout)) {
          let list = nightsByRoom.get(row.roomTypeId);
          if (!list) nightsByRoom.set(row.roomTypeId, (list = []));
          list.push(row);
        }
      }
      return {
        hotel: {
          id: hotel.id,
          name: hotel.name,
          partner_id: hotel.channelManagerId,
          city: hotel.city,
          largest_room_beds: rooms.reduce((m, r) => Math.max(m, r.beds), 0),
        },
        availability: layout.map((entry) => entryFor(hotel, entry, rooms, rates, nightsByRoom, nights, trm)),
      };
    });
  }

  /**
   * Endpoint 9: room types of channel-manager hotel `cmHotelId` as `{name, value}`
   * (value = roomId).
   *
   * @throws NotFoundError when no hotel has that id, or `principal` is a hotel key of another hotel.
   */
  roomTypes(principal: Principal, cmHotelId: number): RoomTypesResponse {
    const hotel = this.#catalog.hotelByChannelManagerId(cmHotelId);
    if (!hotel || !canSeeHotel(principal, hotel.id)) throw new NotFoundError(`No existe un hotel con id ${cmHotelId} en el channel manager`);
    return this.#catalog.roomTypes(hotel.id).map((r) => ({ name: r.name, value: String(r.id) }));
  }
}

function entryFor(
  hotel: Hotel,
  entry: LayoutRoom,
  rooms: readonly RoomType[],
  rates: readonly RatePlan[],
  nightsByRoom: Map<number, NightRow[]>,
  nights: number,
  trm: number,
): AvailabilityEntry {
  const ages = entry.children_ages ?? [];
  const agesText = ages.length ? ages.join(',') : null;
  const occ = effectiveOccupancy(entry.adults, ages, hotel.childMaxAge);
  const available = [];
  for (const room of rooms) {
    if (!fits(room, occ.adults, occ.children)) continue;
    const stay = nightsByRoom.get(room.id) ?? [];
    if (stay.length !== nights) continue; // no inventory loaded for some night: not sellable
    const count = Math.min(...stay.map((n) => n.free));
    if (count <= 0) continue;
    const products: Product[] = rates
      .filter((r) => r.roomTypeId === room.id)
      .map((rate) => product(room, rate, stay, occ.adults, occ.children, trm));
    available.push({
      roomId: String(room.id),
      roomName: room.name,
      beds: room.beds,
      adults: entry.adults,
      children_ages: agesText,
      count,
      products,
    });
  }
  return {
    adults: entry.adults,
    children_ages: agesText,
    total_count: available.reduce((s, r) => s + r.count, 0),
    available_rooms: available,
  };
}

function product(room: RoomType, rate: RatePlan, stay: readonly NightRow[], adults: number, children: number, trm: number): Product {
  let after = 0;
  let before = 0;
  const baseDailyAmounts = stay.map((night) => {
    const a = nightlyPriceMinor(night.priceMinor, rate, adults, children);
    const b = beforeTaxMinor(a);
    after += a;
    before += b;
    return {
      day: night.day,
      amountAfterTax: fromMinor(a),
      amountBeforeTax: fromMinor(b),
      amountAfterTaxUSD: copMinorToUsd(a, trm),
      amountBeforeTaxUSD: copMinorToUsd(b, trm),
    };
  });
  return {
    roomId: String(room.id),
    roomName: room.name,
    roomType: room.roomType,
    rateId: String(rate.id),
    rateDescription: rate.description,
    boardType: rate.boardType,
    boardTypeDescription: rate.boardDescription,
    refundable: rate.refundable,
    cancellationPolicy: rate.cancellationPolicy,
    currency: 'COP',
    trm: fromMinor(trm),
    baseDailyAmounts,
    baseRate: {
      amountBeforeTax: fromMinor(before),
      amountAfterTax: fromMinor(after),
      amountBeforeTaxUSD: copMinorToUsd(before, trm),
      amountAfterTaxUSD: copMinorToUsd(after, trm),
    },
  };
}
