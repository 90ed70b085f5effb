/**
 * The rule of endpoint 10 "Room availability for agencies", written once: a
 * room type is offered for a layout entry when it holds the entry's
 * occupancy (children older than the hotel's child age limit count as
 * adults) and has at least one free room (stock − held − sold) on every night
 * of the stay; prices are summed over the nights, per room, after tax, in COP
 * with the USD equivalent at the TRM.
 *
 * {@link AvailabilityComputer} writes the answer's JSON directly, from one
 * inventory query for the whole city and constant fragments kept per city
 * catalogue. It runs on the service's main thread (small cities, tests) or in
 * an availability worker thread (`availabilityWorker.ts`) over its own
 * connection: the same code either way, so the bytes are the same.
 */
import { LRUCache } from 'lru-cache';
import { cityNights, type CityNight } from '../../store/service/inventory.js';
import type { Store } from '../../store/sql.js';
import { addDays } from '../../clock.js';
// Types only: the worker threads that run this module do not load the contract's schemas.
import type { LayoutRoom } from '../contract/index.js';
import { beforeTaxMinor, Catalog, effectiveOccupancy, fits, nightlyPriceMinor, type Hotel, type RatePlan, type RoomType } from './catalog.js';

type NightRow = CityNight;

/** A room type of a city's catalogue with its rate plans and the constant parts of its JSON. */
interface CityRoom {
  room: RoomType;
  rates: readonly RatePlan[];
  /** `{"roomId":…,"roomName":…,"beds":…,"adults":` of an available_rooms item, UTF-8. */
  itemPrefix: Buffer;
  /** Per rate: the product's JSON up to `"baseDailyAmounts":[` (depends on the TRM), UTF-8. */
  productPrefixes: readonly Buffer[];
}

/** A city's hotels with their room types and rate plans, as of one catalogue version (which covers the TRM). */
interface CityCatalog {
  catalogVersion: number | null;
  trm: number;
  hotels: Array<{ hotel: Hotel; rooms: CityRoom[]; largestBeds: number /** `{"hotel":{…},"availability":[`, UTF-8 */; prefix: Buffer }>;
}

/**
 * Computes endpoint 10's answers as JSON over one store: the city's
 * catalogue (hotels, room types, rate plans, TRM) is read once per catalogue
 * version and kept with the constant fragments of its JSON; each answer reads
 * the city's nights of the stay in one query. Not thread-safe across awaits
 * of one call: callers may run several calls at once (the writing itself is
 * synchronous).
 */
export class AvailabilityComputer {
  readonly #store: Store;
  readonly #catalog: Catalog;
  readonly #cities = new LRUCache<string, CityCatalog>({ max: 256 });
  /** Scratch buffer of {@link serialize} (written only synchronously, after every read of an answer). */
  readonly #writer = new ByteWriter();

  /** @param store the service database (its own connection in a worker thread). */
  constructor(store: Store, catalog = new Catalog(store)) {
    this.#store = store;
    this.#catalog = catalog;
  }

  /** How many hotels city `key` (the city's key: lower case, no accents) has at catalogue version `catalogVersion` (0 for an unknown city). */
  async hotelCount(key: string, catalogVersion: number | null): Promise<number> {
    return (await this.#cityCatalog(key, catalogVersion)).hotels.length;
  }

  /**
   * The city's catalogue at `catalogVersion`, from memory or read in four
   * queries (after the version was read: a change meanwhile only makes the
   * next request read it again).
   */
  async #cityCatalog(key: string, catalogVersion: number | null): Promise<CityCatalog> {
    const cached = this.#cities.get(key);
    if (cached && cached.catalogVersion === catalogVersion) return cached;
    const [trm, hotels, roomsInCity, ratesInCity] = await Promise.all([
      this.#catalog.trmMinor(),
      this.#catalog.hotelsInCity(key),
      this.#catalog.roomTypesInCity(key),
      this.#catalog.ratePlansInCity(key),
    ]);
    const roomsByHotel = new Map<number, RoomType[]>();
    for (const room of roomsInCity) {
      let list = roomsByHotel.get(room.hotelId);
      if (!list) roomsByHotel.set(room.hotelId, (list = []));
      list.push(room);
    }
    const ratesByRoom = new Map<number, RatePlan[]>();
    for (const rate of ratesInCity) {
      let list = ratesByRoom.get(rate.roomTypeId);
      if (!list) ratesByRoom.set(rate.roomTypeId, (list = []));
      list.push(rate);
    }
    const trmJson = hundredthsText(trm);
    const city: CityCatalog = {
      catalogVersion,
      trm,
      hotels: hotels.map((hotel) => {
        const rooms: CityRoom[] = (hotel.channelManagerId === null ? [] : (roomsByHotel.get(hotel.id) ?? [])).map((room) => {
          const rates = ratesByRoom.get(room.id) ?? [];
          const roomHead = `"roomId":${JSON.stringify(String(room.id))},"roomName":${JSON.stringify(room.name)}`;
          return {
            room,
            rates,
            itemPrefix: Buffer.from(`{${roomHead},"beds":${JSON.stringify(room.beds)},"adults":`),
            productPrefixes: rates.map((rate) =>
              Buffer.from(
                `{${roomHead},"roomType":${JSON.stringify(room.roomType)},"rateId":${JSON.stringify(String(rate.id))}` +
                  `,"rateDescription":${JSON.stringify(rate.description)},"boardType":${JSON.stringify(rate.boardType)}` +
                  `,"boardTypeDescription":${JSON.stringify(rate.boardDescription)},"refundable":${JSON.stringify(rate.refundable)}` +
                  `,"cancellationPolicy":${JSON.stringify(rate.cancellationPolicy)},"currency":"COP","trm":${trmJson},"baseDailyAmounts":[`,
              ),
            ),
          };
        });
        const largestBeds = rooms.reduce((m, r) => Math.max(m, r.room.beds), 0);
        const head = { id: hotel.id, name: hotel.name, partner_id: hotel.channelManagerId, city: hotel.city, largest_room_beds: largestBeds };
        return { hotel, rooms, largestBeds, prefix: Buffer.from(`{"hotel":${JSON.stringify(head)},"availability":[`) };
      }),
    };
    if (hotels.length) this.#cities.set(key, city);
    return city;
  }

  /** Free rows of every night of the stay of every room type of the city's connected hotels, by room type, in day order. */
  async #nightsOf(key: string, checkin: string, nights: number): Promise<Map<number, NightRow[]>> {
    const nightsByRoom = new Map<number, NightRow[]>();
    for (const night of await cityNights(this.#store.current, key, checkin, addDays(checkin, nights))) {
      let list = nightsByRoom.get(night[0]);
      if (!list) nightsByRoom.set(night[0], (list = []));
      list.push(night);
    }
    return nightsByRoom;
  }

  /**
   * The JSON (UTF-8, a buffer of its own) of endpoint 10's answer for city
   * `key` (lower case, no accents), check-in `checkin` (`YYYY-MM-DD`),
   * `nights` ≥ 1 and `layout`, written directly: the one place where the
   * rule (occupancy, free rooms over the stay, prices per night and per stay)
   * is applied. `catalogVersion` is the catalogue version read before the
   * call: the kept catalogue is used while it matches, else read again.
   * Everything is read first; the writing into the shared scratch buffer is
   * synchronous.
   */
  async serialize(key: string, catalogVersion: number | null, checkin: string, nights: number, layout: readonly LayoutRoom[]): Promise<Buffer> {
    const city = await this.#cityCatalog(key, catalogVersion);
    if (!city.hotels.length) return Buffer.from('[]');
    const nightsByRoom = await this.#nightsOf(key, checkin, nights);
    const entries = layout.map((entry) => {
      const ages = entry.children_ages ?? [];
      return { entry, ages, agesJson: ages.length ? JSON.stringify(ages.join(',')) : 'null' };
    });
    // Written piece by piece into one reused buffer: the constant fragments (names, descriptions: UTF-8)
    // are copied as bytes, everything computed (numbers, days, ages: ASCII) written as Latin-1, which is
    // the same bytes. No string of megabytes is ever built.
    const out = this.#writer;
    out.begin();
    out.ascii('[');
    const items: Array<{ room: CityRoom; count: number; products: ProductPieces }> = [];
    for (let hi = 0; hi < city.hotels.length; hi++) {
      const { hotel, rooms, prefix } = city.hotels[hi]!;
      if (hi) out.ascii(',');
      out.bytes(prefix);
      // Products of a room depend only on its occupancy: equal layout entries share them.
      const productsMemo = new Map<string, ProductPieces>();
      for (let ei = 0; ei < entries.length; ei++) {
        const { entry, ages, agesJson } = entries[ei]!;
        const occ = effectiveOccupancy(entry.adults, ages, hotel.childMaxAge);
        items.length = 0;
        let total = 0;
        for (const r of rooms) {
          if (!fits(r.room, occ.adults, occ.children)) continue;
          const stay = nightsByRoom.get(r.room.id);
          if (!stay || stay.length !== nights) continue; // no inventory loaded for some night: not sellable
          let count = Infinity;
          for (const n of stay) count = Math.min(count, n[2]);
          if (count <= 0) continue;
          total += count;
          const memoKey = `${r.room.id}|${occ.adults}|${occ.children}`;
          let products = productsMemo.get(memoKey);
          if (products === undefined) {
            products = r.rates.map((rate) => productTail(rate, stay, occ.adults, occ.children, city.trm));
            productsMemo.set(memoKey, products);
          }
          items.push({ room: r, count, products });
        }
        out.ascii(`${ei ? ',' : ''}{"adults":${entry.adults},"children_ages":${agesJson},"total_count":${total},"available_rooms":[`);
        for (let ii = 0; ii < items.length; ii++) {
          const { room, count, products } = items[ii]!;
          if (ii) out.ascii(',');
          out.bytes(room.itemPrefix);
          out.ascii(`${entry.adults},"children_ages":${agesJson},"count":${count},"products":[`);
          for (let pi = 0; pi < products.length; pi++) {
            if (pi) out.ascii(',');
            out.bytes(room.productPrefixes[pi]!);
            out.ascii(products[pi]!);
          }
          out.ascii(']}');
        }
        out.ascii(']}');
      }
      out.ascii(']}');
    }
    out.ascii(']');
    return out.take();
  }
}

/** Per rate of a room: the ASCII rest of its product's JSON after the constant prefix (see {@link productTail}). */
type ProductPieces = string[];

/**
 * Appends bytes to one growing scratch buffer and hands out copies of what
 * was written: the megabytes of an answer are built without a string of that
 * size. The scratch buffer is kept for the next answer unless it grew past
 * 16 MiB.
 */
class ByteWriter {
  #buf = Buffer.allocUnsafe(64 * 1024);
  #len = 0;

  /** Start a new text (dropping whatever an interrupted one left). */
  begin(): void {
    this.#len = 0;
  }

  #room(bytes: number): void {
    const need = this.#len + bytes;
    if (need > this.#buf.length) {
      const grown = Buffer.allocUnsafe(Math.max(need, this.#buf.length * 2));
      this.#buf.copy(grown, 0, 0, this.#len);
      this.#buf = grown;
    }
  }

  /** Append `bytes` as they are (constant fragments, encoded once). */
  bytes(bytes: Buffer): void {
    this.#room(bytes.length);
    this.#len += bytes.copy(this.#buf, this.#len);
  }

  /** Append `text`, which must be ASCII (its Latin-1 bytes are then its UTF-8 bytes). */
  ascii(text: string): void {
    this.#room(text.length);
    this.#len += this.#buf.write(text, this.#len, 'latin1');
  }

  /** A copy of everything written, and start again. */
  take(): Buffer {
    const out = Buffer.allocUnsafe(this.#len);
    this.#buf.copy(out, 0, 0, this.#len);
    this.#len = 0;
    if (this.#buf.length > 16 * 1024 * 1024) this.#buf = Buffer.allocUnsafe(64 * 1024);
    return out;
  }
}

/**
 * The text JavaScript writes for `hundredths` / 100 (`hundredths` an integer
 * below 2^53 / 100 in magnitude), e.g. 12345 → "123.45", 12340 → "123.4",
 * 12300 → "123": the shortest text of that number is its two-decimal form
 * without trailing zeros. Written from integers, which is several times
 * faster than writing the floating-point number (an answer writes tens of
 * thousands of amounts).
 */
export function hundredthsText(hundredths: number): string {
  const abs = hundredths < 0 ? -hundredths : hundredths;
  const units = Math.floor(abs / 100);
  const cents = abs - units * 100;
  const sign = hundredths < 0 ? '-' : '';
  if (cents === 0) return `${sign}${units}`;
  if (cents % 10 === 0) return `${sign}${units}.${cents / 10}`;
  return `${sign}${units}.${cents < 10 ? '0' : ''}${cents}`;
}

/** The text of `copMinorToUsd(copMinor, trm)` (USD to the cent at `trm` COP minor units per USD). */
function usdText(copMinor: number, trm: number): string {
  return hundredthsText(Math.round((copMinor / trm) * 100));
}

/**
 * The rest of one product's JSON after its constant prefix (see
 * CityRoom.productPrefixes), all ASCII: the nightly prices for `adults` and
 * `children` of every night of `stay` (COP after and before tax, and in USD
 * at `trm`), then their sums per stay.
 */
function productTail(rate: RatePlan, stay: readonly NightRow[], adults: number, children: number, trm: number): string {
  let after = 0;
  let before = 0;
  let out = '';
  for (let i = 0; i < stay.length; i++) {
    const night = stay[i]!;
    const a = nightlyPriceMinor(night[3], rate, adults, children);
    const b = beforeTaxMinor(a);
    after += a;
    before += b;
    out +=
      `${i ? ',' : ''}{"day":"${night[1]}","amountAfterTax":${hundredthsText(a)},"amountBeforeTax":${hundredthsText(b)}` +
      `,"amountAfterTaxUSD":${usdText(a, trm)},"amountBeforeTaxUSD":${usdText(b, trm)}}`;
  }
  return (
    out +
    `],"baseRate":{"amountBeforeTax":${hundredthsText(before)},"amountAfterTax":${hundredthsText(after)}` +
    `,"amountBeforeTaxUSD":${usdText(before, trm)},"amountAfterTaxUSD":${usdText(after, trm)}}}`
  );
}
