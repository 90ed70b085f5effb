/**
 * The rule of endpoint 10 "Room availability for agencies", written once: a
 * room type is offered for a layout entry when it holds the entry's
 * occupancy (children older than the hotel's child age limit count as
 * adults) and has at least one free room (stock − held − sold) on every night
 * of the stay; prices are summed over the nights, per room, after tax, in COP
 * with the USD equivalent at the TRM.
 *
 * {@link AvailabilityComputer} writes the answer's JSON directly, from the
 * city's inventory of each night (kept per day while the city's inventory
 * version is unchanged, the missing days read in one query) and constant
 * fragments kept per city catalogue. It runs on the service's main thread (small cities, tests) or in
 * an availability worker thread (`availabilityWorker.ts`) over its own
 * connection: the same code either way, so the bytes are the same.
 */
import { LRUCache } from 'lru-cache';
import type { AvailabilityVersions } from '../../store/service/catalog.js';
import { cityNights, type CityNight } from '../../store/service/inventory.js';
import type { Store } from '../../store/sql.js';
import { addDays } from '../../clock.js';
// Types only: the worker threads that run this module do not load the contract's schemas.
import type { LayoutRoom } from '../contract/index.js';
import { beforeTaxMinor, Catalog, effectiveOccupancy, fits, nightlyPriceMinor, type Hotel, type RatePlan, type RoomType } from './catalog.js';

/**
 * The inventory of one day of a city's connected hotels, as kept between
 * answers: for row `i`, room type `roomTypeIds[i]` (ascending) has `free[i]`
 * free rooms at `prices[i]` COP minor units per room after tax. Typed arrays:
 * 12 bytes a room type, nothing for the garbage collector to walk; days
 * read together that list the same room types share one `roomTypeIds`.
 */
interface CityDay {
  /** The city's inventory version read before the rows were (a later version makes them stale). */
  cityVersion: number | null;
  roomTypeIds: Int32Array;
  free: Int32Array;
  prices: Float64Array;
}

/**
 * Most room-type days kept by one {@link AvailabilityComputer} (12 bytes
 * each, 16 when a day's room types are not shared: 6–8 MiB): some eight
 * months of nights of a city of 2,000 room types (100 hotels), about how far
 * ahead guests search. The days are kept least recently used first out, so
 * searches that cycle over more days than are kept find none of them, and
 * every night is read again (from the disk, when the file is not in the
 * operating system's cache). Sized in docs/performance.md.
 */
const CITY_DAY_ROWS = 512 * 1024;

/**
 * Nights read ahead of a stay's last missing night (while they are not kept
 * either), in the same query: a query costs mostly its seeks, one per room
 * type, so a week costs little more than a night alone, and the next searches (guests ask for nearby dates) find
 * those nights kept.
 */
const READ_AHEAD_NIGHTS = 7;

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
 * version and kept with the constant fragments of its JSON; the city's
 * inventory is kept per day (at most 512 Ki room-type days, 8 MiB) while the
 * city's inventory version stays the one it was read at, and the days of a
 * stay not kept are read in one query. Callers may run several calls at once
 * (the writing itself is synchronous).
 */
export class AvailabilityComputer {
  readonly #store: Store;
  readonly #catalog: Catalog;
  readonly #cities = new LRUCache<string, CityCatalog>({ max: 256 });
  /** Days of cities' inventory by `city key|YYYY-MM-DD`, each valid while its city's inventory version is unchanged. */
  readonly #days = new LRUCache<string, CityDay>({ maxSize: CITY_DAY_ROWS, sizeCalculation: (d) => Math.max(1, d.roomTypeIds.length) });
  /** Scratch buffer of {@link serialize} (written only synchronously, after every read of an answer). */
  readonly #writer = new ByteWriter();
  /** Scratch arrays of {@link serialize}: what each room type of the hotel being written offers over the stay. */
  readonly #scratch = new RoomScratch();

  /** Inventory queries made since construction, and the nights of a city they read (for tests and reports). */
  readonly inventoryReads = { queries: 0, nights: 0 };

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

  /**
   * The city's inventory of each night of the stay, in day order: kept days
   * while the city's inventory version is still `cityVersion` (read before
   * the call), the others read in one query and kept, together with the
   * nights after the stay that are not kept either (at most
   * {@link READ_AHEAD_NIGHTS}).
   */
  async #stayDays(key: string, cityVersion: number | null, checkin: string, nights: number): Promise<CityDay[]> {
    const days: Array<CityDay | undefined> = [];
    let firstMissing = -1;
    let lastMissing = -1;
    for (let i = 0; i < nights; i++) {
      const kept = this.#days.get(`${key}|${addDays(checkin, i)}`);
      if (kept && kept.cityVersion === cityVersion) days.push(kept);
      else {
        days.push(undefined);
        if (firstMissing < 0) firstMissing = i;
        lastMissing = i;
      }
    }
    if (firstMissing >= 0) {
      // Nights after the stay that are not kept either are read in the same query (see READ_AHEAD_NIGHTS).
      let readTo = lastMissing + 1;
      while (readTo < nights + READ_AHEAD_NIGHTS && !this.#kept(key, cityVersion, addDays(checkin, readTo))) readTo++;
      const from = addDays(checkin, firstMissing);
      const read = groupByDay(await cityNights(this.#store.current, key, from, addDays(checkin, readTo)), from, readTo - firstMissing, cityVersion);
      this.inventoryReads.queries++;
      this.inventoryReads.nights += readTo - firstMissing;
      for (let i = firstMissing; i < readTo; i++) {
        if (i < nights) days[i] = read[i - firstMissing];
        this.#days.set(`${key}|${addDays(checkin, i)}`, read[i - firstMissing]!);
      }
    }
    return days as CityDay[];
  }

  /** Whether day `day` of city `key` is kept at inventory version `cityVersion` (without refreshing its place among the kept). */
  #kept(key: string, cityVersion: number | null, day: string): boolean {
    return this.#days.peek(`${key}|${day}`)?.cityVersion === cityVersion;
  }

  /**
   * The JSON (UTF-8, a buffer of its own) of endpoint 10's answer for city
   * `key` (lower case, no accents), check-in `checkin` (`YYYY-MM-DD`),
   * `nights` ≥ 1 and `layout`, written directly: the one place where the
   * rule (occupancy, free rooms over the stay, prices per night and per stay)
   * is applied. `versions` are the city's inventory version and the
   * catalogue version read before the call: the kept catalogue and kept days
   * of inventory are used while they match, else read again.
   * Everything is read first; the writing into the shared scratch buffer is
   * synchronous.
   */
  async serialize(key: string, versions: AvailabilityVersions, checkin: string, nights: number, layout: readonly LayoutRoom[]): Promise<Buffer> {
    return this.serializeInto(key, versions, checkin, nights, layout, (json) => Buffer.from(json));
  }

  /**
   * Like {@link serialize}, but hands `use` the JSON in the computer's
   * scratch buffer, without copying it: `use` runs synchronously and must
   * not keep the buffer (compress it, or copy it). Its result is returned.
   */
  async serializeInto<T>(
    key: string,
    versions: AvailabilityVersions,
    checkin: string,
    nights: number,
    layout: readonly LayoutRoom[],
    use: (json: Buffer) => T,
  ): Promise<T> {
    const city = await this.#cityCatalog(key, versions.catalog);
    if (!city.hotels.length) return use(Buffer.from('[]'));
    const stayDays = await this.#stayDays(key, versions.city, checkin, nights);
    const dayTexts = stayDays.map((_, i) => addDays(checkin, i));
    // The constant parts of each layout entry's JSON, made once per answer.
    const entries = layout.map((entry) => {
      const ages = entry.children_ages ?? [];
      const agesJson = ages.length ? JSON.stringify(ages.join(',')) : 'null';
      return {
        adults: entry.adults,
        ages,
        /** `{"adults":…,"children_ages":…,"total_count":` */
        head: Buffer.from(`{"adults":${entry.adults},"children_ages":${agesJson},"total_count":`),
        /** `…,"children_ages":…,"count":` of an available_rooms item, after the room's own prefix. */
        itemHead: Buffer.from(`${entry.adults},"children_ages":${agesJson},"count":`),
      };
    });
    // Written piece by piece into one reused buffer: the constant fragments (names, descriptions: UTF-8)
    // are copied as bytes, everything computed (numbers, days: ASCII) written as digits. Nothing is
    // allocated per room type: what a room type offers over the stay is kept in reused typed arrays.
    const out = this.#writer;
    const scratch = this.#scratch;
    out.begin();
    out.byte(OPEN_LIST);
    for (let hi = 0; hi < city.hotels.length; hi++) {
      const { hotel, rooms, prefix } = city.hotels[hi]!;
      if (hi) out.byte(COMMA);
      out.bytes(prefix);
      // Free rooms over the stay of each room type (0: not sellable, e.g. a night without inventory) and its price
      // each night: the same for every layout entry.
      const { count, prices, productStart, productEnd } = scratch.reserve(rooms.length, nights, entries.length);
      for (let ri = 0; ri < rooms.length; ri++) {
        const roomTypeId = rooms[ri]!.room.id;
        let free = Infinity;
        for (let d = 0; d < nights; d++) {
          const day = stayDays[d]!;
          const row = indexOf(day.roomTypeIds, roomTypeId);
          if (row < 0) {
            free = 0;
            break;
          }
          free = Math.min(free, day.free[row]!);
          prices[ri * nights + d] = day.prices[row]!;
        }
        count[ri] = free > 0 ? free : 0;
      }
      const occupancies = entries.map((entry) => effectiveOccupancy(entry.adults, entry.ages, hotel.childMaxAge));
      for (let ei = 0; ei < entries.length; ei++) {
        const entry = entries[ei]!;
        const occ = occupancies[ei]!;
        // Products of a room depend only on its occupancy: an earlier entry of the same occupancy wrote the same bytes.
        let same = -1;
        for (let ej = 0; ej < ei && same < 0; ej++) if (occupancies[ej]!.adults === occ.adults && occupancies[ej]!.children === occ.children) same = ej;
        let total = 0;
        for (let ri = 0; ri < rooms.length; ri++) if (count[ri]! > 0 && fits(rooms[ri]!.room, occ.adults, occ.children)) total += count[ri]!;
        if (ei) out.byte(COMMA);
        out.bytes(entry.head);
        out.digits(total);
        out.bytes(AVAILABLE_ROOMS_OPEN);
        let written = 0;
        for (let ri = 0; ri < rooms.length; ri++) {
          const r = rooms[ri]!;
          if (count[ri]! <= 0 || !fits(r.room, occ.adults, occ.children)) continue;
          if (written++) out.byte(COMMA);
          out.bytes(r.itemPrefix);
          out.bytes(entry.itemHead);
          out.digits(count[ri]!);
          out.bytes(PRODUCTS_OPEN);
          const at = ei * rooms.length + ri;
          const earlier = same < 0 ? -1 : same * rooms.length + ri;
          if (earlier >= 0 && productStart[earlier]! >= 0) out.again(productStart[earlier]!, productEnd[earlier]!);
          else {
            productStart[at] = out.length;
            for (let pi = 0; pi < r.rates.length; pi++) {
              if (pi) out.byte(COMMA);
              out.bytes(r.productPrefixes[pi]!);
              writeProductTail(out, r.rates[pi]!, dayTexts, prices, ri * nights, occ.adults, occ.children, city.trm);
            }
            productEnd[at] = out.length;
          }
          out.bytes(CLOSE_LIST_OBJECT);
        }
        out.bytes(CLOSE_LIST_OBJECT);
      }
      out.bytes(CLOSE_LIST_OBJECT);
    }
    out.byte(CLOSE_LIST);
    return use(out.written());
  }
}

/**
 * Appends bytes to one growing scratch buffer and shows what was written
 * (callers copy or compress it before the next text): the megabytes of an answer are built without a string of that
 * size, and the numbers of its tens of thousands of amounts are written as
 * digits straight into the buffer, without a string each (strings made per
 * amount were most of the garbage an answer left). The scratch buffer is kept
 * for the next answer unless it grew past 16 MiB.
 */
export class ByteWriter {
  #buf = Buffer.allocUnsafe(64 * 1024);
  #len = 0;

  /** Bytes written so far. */
  get length(): number {
    return this.#len;
  }

  /** Start a new text (dropping whatever an interrupted one left); a scratch buffer grown past 16 MiB is let go. */
  begin(): void {
    this.#len = 0;
    if (this.#buf.length > 16 * 1024 * 1024) this.#buf = Buffer.allocUnsafe(64 * 1024);
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
  bytes(bytes: Uint8Array): void {
    this.#room(bytes.length);
    this.#buf.set(bytes, this.#len);
    this.#len += bytes.length;
  }

  /** Append bytes [`start`, `end`) written earlier in this text. */
  again(start: number, end: number): void {
    this.#room(end - start);
    this.#buf.copyWithin(this.#len, start, end);
    this.#len += end - start;
  }

  /** Append one byte (an ASCII character code). */
  byte(code: number): void {
    this.#room(1);
    this.#buf[this.#len++] = code;
  }

  /** Append `text` (ASCII, short: a date) character by character. */
  shortAscii(text: string): void {
    this.#room(text.length);
    for (let i = 0; i < text.length; i++) this.#buf[this.#len++] = text.charCodeAt(i);
  }

  /** Append the decimal digits of `n`, a non-negative safe integer. */
  digits(n: number): void {
    let width = 1;
    for (let p = 10; p <= n; p *= 10) width++;
    this.#room(width);
    let at = this.#len + width;
    this.#len = at;
    do {
      const q = Math.floor(n / 10);
      this.#buf[--at] = 48 + n - q * 10;
      n = q;
    } while (n > 0);
  }

  /** Append what {@link hundredthsText} returns for `hundredths`, without making the string. */
  hundredths(hundredths: number): void {
    const abs = hundredths < 0 ? -hundredths : hundredths;
    if (hundredths < 0) this.byte(MINUS);
    const units = Math.floor(abs / 100);
    const cents = abs - units * 100;
    this.digits(units);
    if (cents === 0) return;
    this.#room(3);
    this.#buf[this.#len++] = DOT;
    const tens = Math.floor(cents / 10);
    this.#buf[this.#len++] = 48 + tens;
    if (cents !== tens * 10) this.#buf[this.#len++] = 48 + cents - tens * 10;
  }

  /** What was written, in the scratch buffer itself: valid until the next {@link begin}. */
  written(): Buffer {
    return this.#buf.subarray(0, this.#len);
  }
}

/**
 * Reused typed arrays for writing one hotel of an answer: for room type
 * `ri`, `count[ri]` free rooms over the whole stay (0: not sellable) and
 * `prices[ri × nights + d]` its price on night `d` (COP minor units, after
 * tax); for layout entry `ei`, `productStart`/`productEnd[ei × rooms + ri]`
 * where its products were written in the answer (-1: not written). Grown as
 * needed, never shrunk (a city's largest hotel sets the size: kilobytes).
 */
class RoomScratch {
  count = new Int32Array(64);
  prices = new Float64Array(256);
  productStart = new Int32Array(256);
  productEnd = new Int32Array(256);

  /** The arrays, large enough for `rooms` room types, `nights` nights and `entries` layout entries, with no product written yet. */
  reserve(rooms: number, nights: number, entries: number): this {
    if (this.count.length < rooms) this.count = new Int32Array(rooms);
    if (this.prices.length < rooms * nights) this.prices = new Float64Array(rooms * nights);
    if (this.productStart.length < rooms * entries) {
      this.productStart = new Int32Array(rooms * entries);
      this.productEnd = new Int32Array(rooms * entries);
    }
    this.productStart.fill(-1, 0, rooms * entries);
    return this;
  }
}

/**
 * The city's inventory rows of the `count` days from `from` (`YYYY-MM-DD`),
 * in any order, as one {@link CityDay} per day, its room types ascending,
 * tagged with inventory version `cityVersion`. Days whose room types are the
 * same (the usual case) share one array of their ids, and one ordering.
 *
 * @throws Error when a row's day is outside those days.
 */
function groupByDay(rows: readonly CityNight[], from: string, count: number, cityVersion: number | null): CityDay[] {
  const dayIndex = new Map<string, number>();
  for (let d = 0; d < count; d++) dayIndex.set(addDays(from, d), d);
  const rowDay = new Int32Array(rows.length);
  const sizes = new Int32Array(count);
  for (let r = 0; r < rows.length; r++) {
    const d = dayIndex.get(rows[r]![1]);
    if (d === undefined) throw new Error(`An inventory row of ${rows[r]![1]} outside the ${count} days from ${from}`);
    rowDay[r] = d;
    sizes[d]!++;
  }
  const grouped: CityDay[] = [];
  for (let d = 0; d < count; d++)
    grouped.push({ cityVersion, roomTypeIds: new Int32Array(sizes[d]!), free: new Int32Array(sizes[d]!), prices: new Float64Array(sizes[d]!) });
  const filled = new Int32Array(count);
  for (let r = 0; r < rows.length; r++) {
    const day = grouped[rowDay[r]!]!;
    const j = filled[rowDay[r]!]!++;
    const row = rows[r]!;
    day.roomTypeIds[j] = row[0];
    day.free[j] = row[2];
    day.prices[j] = row[3];
  }
  // Rows of a room type come together for all its days, so days read together list their room types in the same
  // order: the ordering of one day (and the sorted ids) serves the next when its ids came in the same order.
  let last: { ids: Int32Array; order: Uint32Array | undefined; sorted: Int32Array } | undefined;
  for (const day of grouped) {
    const ids = day.roomTypeIds;
    if (last && sameIds(ids, last.ids)) {
      if (last.order) reorder(day, last.order);
      day.roomTypeIds = last.sorted;
      continue;
    }
    const order = ascending(ids) ? undefined : Uint32Array.from(ids.keys()).sort((a, b) => ids[a]! - ids[b]!);
    if (order) reorder(day, order);
    last = { ids, order, sorted: day.roomTypeIds };
  }
  return grouped;
}

/** Whether `a` and `b` hold the same values in the same order. */
function sameIds(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether `ids` is strictly ascending. */
function ascending(ids: Int32Array): boolean {
  for (let i = 1; i < ids.length; i++) if (ids[i - 1]! >= ids[i]!) return false;
  return true;
}

/** Put the rows of `day` in `order` (row `i` becomes the row at `order[i]`), in new arrays. */
function reorder(day: CityDay, order: Uint32Array): void {
  const { roomTypeIds, free, prices } = day;
  const n = order.length;
  day.roomTypeIds = new Int32Array(n);
  day.free = new Int32Array(n);
  day.prices = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const from = order[i]!;
    day.roomTypeIds[i] = roomTypeIds[from]!;
    day.free[i] = free[from]!;
    day.prices[i] = prices[from]!;
  }
}

/** Index of `value` in ascending `sorted`, or -1. */
function indexOf(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = sorted[mid]!;
    if (at === value) return mid;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

const COMMA = 0x2c;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;
const AVAILABLE_ROOMS_OPEN = Buffer.from(',"available_rooms":[');
const PRODUCTS_OPEN = Buffer.from(',"products":[');
const CLOSE_LIST_OBJECT = Buffer.from(']}');
const MINUS = 0x2d;
const DOT = 0x2e;

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

/** USD hundredths (cents) of `copMinor` at `trm` COP minor units per USD: `copMinorToUsd(copMinor, trm)` × 100. */
function usdHundredths(copMinor: number, trm: number): number {
  return Math.round((copMinor / trm) * 100);
}

const NIGHT_OPEN = Buffer.from('{"day":"');
const NIGHT_AFTER_TAX = Buffer.from('","amountAfterTax":');
const NIGHT_BEFORE_TAX = Buffer.from(',"amountBeforeTax":');
const NIGHT_AFTER_TAX_USD = Buffer.from(',"amountAfterTaxUSD":');
const NIGHT_BEFORE_TAX_USD = Buffer.from(',"amountBeforeTaxUSD":');
const STAY_BEFORE_TAX = Buffer.from('],"baseRate":{"amountBeforeTax":');
const STAY_AFTER_TAX = Buffer.from(',"amountAfterTax":');
const STAY_BEFORE_TAX_USD = Buffer.from(',"amountBeforeTaxUSD":');
const STAY_AFTER_TAX_USD = Buffer.from(',"amountAfterTaxUSD":');
const CLOSE_TWO = Buffer.from('}}');
/** A night's labels for {@link writeAmounts}: after tax, before tax, in COP then in USD. */
const NIGHT_AMOUNTS = [NIGHT_AFTER_TAX, NIGHT_BEFORE_TAX, NIGHT_AFTER_TAX_USD, NIGHT_BEFORE_TAX_USD] as const;
/** A stay's labels for {@link writeAmounts}: before tax, after tax, in COP then in USD. */
const STAY_AMOUNTS = [STAY_BEFORE_TAX, STAY_AFTER_TAX, STAY_BEFORE_TAX_USD, STAY_AFTER_TAX_USD] as const;

/**
 * Write the rest of one product's JSON after its constant prefix (see
 * CityRoom.productPrefixes), all ASCII: the nightly prices for `adults` and
 * `children` of every night `days[i]` (`YYYY-MM-DD`) from the room's price
 * `prices[from + i]` (COP minor units, after tax), after and before tax and in USD
 * at `trm`, then their sums per stay.
 */
function writeProductTail(
  out: ByteWriter,
  rate: RatePlan,
  days: readonly string[],
  prices: Float64Array,
  from: number,
  adults: number,
  children: number,
  trm: number,
): void {
  let after = 0;
  let before = 0;
  for (let i = 0; i < days.length; i++) {
    const a = nightlyPriceMinor(prices[from + i]!, rate, adults, children);
    const b = beforeTaxMinor(a);
    after += a;
    before += b;
    if (i) out.byte(COMMA);
    out.bytes(NIGHT_OPEN);
    out.shortAscii(days[i]!);
    writeAmounts(out, NIGHT_AMOUNTS, a, b, trm);
    out.byte(0x7d);
  }
  writeAmounts(out, STAY_AMOUNTS, before, after, trm);
  out.bytes(CLOSE_TWO);
}

/**
 * Write two amounts `x` and `y` (COP minor units) in COP and then in USD at
 * `trm`, each after its label: `labels` are x's and y's COP labels, then
 * x's and y's USD labels.
 */
function writeAmounts(out: ByteWriter, labels: readonly [Buffer, Buffer, Buffer, Buffer], x: number, y: number, trm: number): void {
  out.bytes(labels[0]);
  out.hundredths(x);
  out.bytes(labels[1]);
  out.hundredths(y);
  out.bytes(labels[2]);
  out.hundredths(usdHundredths(x, trm));
  out.bytes(labels[3]);
  out.hundredths(usdHundredths(y, trm));
}
