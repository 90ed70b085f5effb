/**
 * Endpoint 10 "Room availability for agencies" and endpoint 9 "Room types of a hotel".
 *
 * A room type is offered for a layout entry when it holds the entry's
 * occupancy (children older than the hotel's child age limit count as adults)
 * and has at least one free room (stock − held − sold) on every night of the
 * stay. Prices are summed over the nights, per room, after tax, in COP with
 * the USD equivalent at the TRM.
 *
 * At scale (a city of 100 hotels × 20 room types answers megabytes), an
 * answer is computed from one inventory query for the whole city over a
 * per-city catalogue kept in memory, and its serialised JSON is cached,
 * keyed by (city, checkin, nights, layout), together with the versions of
 * migration 5 it was computed at: the city's inventory version (bumped by a
 * trigger on every change of a night of its hotels, in the transaction of the
 * change, from any connection or process) and the catalogue version (hotels,
 * room types, rate plans, TRM). Every request reads both versions (one
 * indexed read) and recomputes when either moved, so a booking, an expiry or
 * an inventory change — made by this process or another one on the same
 * database — is seen by the very next request. An answer is tagged with the
 * versions read before its data, so it is never served once anything it was
 * read from has changed. The cache is an LRU bounded in bytes that holds, for a large
 * answer, only its brotli form (made once, in the background, when the answer
 * is computed): ~0.15 MB instead of ~6 MB for a city of 100 hotels. The JSON
 * of the few most recent large answers stays in a small hot tier for clients
 * without compression; gzip is made on first demand. Misses are computed two
 * at a time at most, so memory stays bounded when many arrive at once.
 *
 * The rule is written once: the answer is written as JSON directly, from
 * constant fragments kept per city catalogue ({@link AvailabilityService.answer}
 * serves those bytes), and {@link AvailabilityService.search} is the same
 * bytes parsed, so tests that read the objects test what production serves.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants as zlibConstants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { availabilityVersions, type AvailabilityVersions } from '../../store/service/catalog.js';
import { cityNights, type InventoryNight } from '../../store/service/inventory.js';
import type { Store } from '../../store/sql.js';
import { addDays } from '../../clock.js';
import type { AvailabilityResponse, LayoutRoom, RoomTypesResponse } from '../contract/index.js';
import { fromMinor } from '../contract/index.js';
import {
  beforeTaxMinor,
  Catalog,
  cityKey,
  copMinorToUsd,
  effectiveOccupancy,
  fits,
  nightlyPriceMinor,
  type Hotel,
  type RatePlan,
  type RoomType,
} from './catalog.js';
import { NotFoundError } from './errors.js';
import { assertHotel, type Principal } from './principal.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type NightRow = InventoryNight;

/** A content coding an answer can be sent in besides identity. */
export type ContentCoding = 'br' | 'gzip';

/** Answers shorter than this many bytes are not worth compressing. */
export const COMPRESS_MIN_BYTES = 1024;
/** Default of {@link AvailabilityOptions.keepJsonBytes}. */
export const KEEP_JSON_MAX_BYTES = 256 * 1024;
/** Compressions run one at a time, in libuv's thread pool: on a small machine more in parallel only adds memory. */
const compressions = pLimit(1);

/** Brotli (quality 5: a good size for a one-time cost on megabytes of JSON) of `json`. */
function brotli(json: Buffer): Promise<Buffer> {
  return brotliAsync(json, {
    chunkSize: 256 * 1024,
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}

/**
 * One serialised availability answer (endpoint 10). Answers of at least
 * {@link COMPRESS_MIN_BYTES} are compressed with brotli once, in the
 * background, and from then on the brotli form is what the cache holds:
 * answers above `keepJsonBytes` (256 KiB by default) drop their JSON, which is
 * decompressed again on demand (about 5 ms for 6 MB) and kept in a small
 * shared hot tier. So a city of 100 hotels costs the cache ~0.15 MB an answer
 * instead of ~6 MB. The gzip form is made on first demand. Every form is made
 * once; concurrent callers share it.
 */
export class AvailabilityAnswer {
  /** Size of the JSON, bytes. */
  readonly jsonBytes: number;
  #json: Buffer | undefined;
  #br: Promise<Buffer> | undefined;
  #gzip: Promise<Buffer> | undefined;
  #compressedBytes = 0;
  readonly #hot: LRUCache<AvailabilityAnswer, Buffer> | undefined;
  readonly #keepJsonBytes: number;
  readonly #onResize: () => void;

  /**
   * @param json the answer's JSON, UTF-8.
   * @param o.cached true for an answer kept in the cache: it is compressed with brotli in the
   *   background right away ({@link compressed} tells when that is done).
   * @param o.hot shared LRU of decompressed JSON of large answers (none: decompress every time).
   * @param o.onResize called when the bytes held change (a form was added or the JSON dropped).
   * @param o.keepJsonBytes JSON up to this size is kept beside the brotli form (default {@link KEEP_JSON_MAX_BYTES}).
   */
  constructor(
    json: Buffer,
    o: { cached?: boolean; hot?: LRUCache<AvailabilityAnswer, Buffer>; onResize?: () => void; keepJsonBytes?: number } = {},
  ) {
    this.jsonBytes = json.length;
    this.#json = json;
    this.#hot = o.hot;
    this.#keepJsonBytes = o.keepJsonBytes ?? KEEP_JSON_MAX_BYTES;
    this.#onResize = o.onResize ?? (() => undefined);
    if (o.cached && json.length >= COMPRESS_MIN_BYTES) void this.encoded('br').catch(() => undefined);
  }

  /** Settles once the background brotli form (of a cached answer) is made, or at once when there is none to make. */
  compressed(): Promise<unknown> {
    return this.#br ? this.#br.catch(() => undefined) : Promise.resolve();
  }

  /** Bytes held by this answer: the JSON while kept, plus the compressed forms made so far. */
  get bytes(): number {
    return (this.#json?.length ?? 0) + this.#compressedBytes;
  }

  /** The JSON body, UTF-8: kept, from the hot tier, or decompressed from the brotli form. */
  async json(): Promise<Buffer> {
    if (this.#json) return this.#json;
    const hot = this.#hot?.get(this);
    if (hot) return hot;
    // Synchronously (about 5 ms for 6 MB): the decoder's megabytes of state then come from the
    // main thread's allocator, not from a thread-pool thread's, which would keep them.
    const json = brotliDecompressSync(await this.#br!, { chunkSize: 1024 * 1024 });
    this.#hot?.set(this, json);
    return json;
  }

  /** The body in `coding` (brotli quality 5, or gzip level 6), compressed on first demand. */
  encoded(coding: ContentCoding): Promise<Buffer> {
    if (coding === 'br') {
      if (!this.#br) {
        const json = this.#json!; // the JSON is dropped only once the brotli form exists
        const br = compressions(() => brotli(json));
        this.#br = br;
        br.then(
          (b) => {
            this.#compressedBytes += b.length;
            if (this.jsonBytes > this.#keepJsonBytes) {
              this.#hot?.set(this, json);
              this.#json = undefined;
            }
            this.#onResize();
          },
          () => {
            this.#br = undefined;
          },
        );
      }
      return this.#br;
    }
    if (!this.#gzip) {
      const gz = compressions(async () => gzipAsync(await this.json(), { level: 6, chunkSize: 256 * 1024 }));
      this.#gzip = gz;
      gz.then(
        (b) => {
          this.#compressedBytes += b.length;
          this.#onResize();
        },
        () => {
          this.#gzip = undefined;
        },
      );
    }
    return this.#gzip;
  }
}

/** Options of {@link AvailabilityService}. */
export interface AvailabilityOptions {
  /** Bytes of serialised answers (JSON of small answers, compressed forms) kept in memory (default 32 MiB, some 200 answers of a 100-hotel city; 0 = no cache). */
  cacheBytes?: number;
  /** Bytes of decompressed JSON of large cached answers kept for clients without compression (default 12 MiB, two answers of a 100-hotel city). */
  hotJsonBytes?: number;
  /** Cached answers up to this many bytes of JSON keep it beside their brotli form; larger ones keep only the brotli form (default 256 KiB). */
  keepJsonBytes?: number;
}

/** Counters of the answer cache since start. */
export interface AvailabilityCacheStats {
  hits: number;
  /** Answers computed (not cached, or cached at older versions). */
  misses: number;
  entries: number;
  /** Bytes held by the cached answers. */
  bytes: number;
  /** Bytes of decompressed JSON of large answers in the hot tier. */
  hotJsonBytes: number;
}

interface CachedAnswer {
  cityVersion: number | null;
  catalogVersion: number | null;
  answer: AvailabilityAnswer;
}

/** A room type of a city's catalogue with its rate plans and the constant parts of its JSON. */
interface CityRoom {
  room: RoomType;
  rates: readonly RatePlan[];
  /** `{"roomId":…,"roomName":…,"beds":…,"adults":` of an available_rooms item. */
  itemPrefix: string;
  /** Per rate: the product's JSON up to `"baseDailyAmounts":[` (depends on the TRM). */
  productPrefixes: readonly string[];
}

/** A city's hotels with their room types and rate plans, as of one catalogue version (which covers the TRM). */
interface CityCatalog {
  catalogVersion: number | null;
  trm: number;
  hotels: Array<{ hotel: Hotel; rooms: CityRoom[]; largestBeds: number; /** `{"hotel":{…},"availability":[` */ prefix: string }>;
}

/** Availability search over the catalogue and inventory. */
export class AvailabilityService {
  readonly #store: Store;
  readonly #catalog: Catalog;
  readonly #answers: LRUCache<string, CachedAnswer> | undefined;
  readonly #hot: LRUCache<AvailabilityAnswer, Buffer>;
  readonly #keepJsonBytes: number;
  readonly #cities = new LRUCache<string, CityCatalog>({ max: 256 });
  /** Scratch buffer of {@link #serialize} (written only synchronously, after every read of an answer). */
  readonly #writer = new ByteWriter();
  /** At most two misses computed and awaiting their compression at a time. */
  readonly #missSlots = pLimit(2);
  /** Answers being computed, by cache key: a miss of the same key waits for it, then looks in the cache again. */
  readonly #computing = new Map<string, Promise<unknown>>();
  #hits = 0;
  #misses = 0;

  constructor(store: Store, catalog = new Catalog(store), options: AvailabilityOptions = {}) {
    this.#store = store;
    this.#catalog = catalog;
    const maxSize = options.cacheBytes ?? 32 * 1024 * 1024;
    this.#answers =
      maxSize > 0
        ? new LRUCache<string, CachedAnswer>({ maxSize, sizeCalculation: (e, key) => e.answer.bytes + key.length * 2 + 200 })
        : undefined;
    this.#keepJsonBytes = options.keepJsonBytes ?? KEEP_JSON_MAX_BYTES;
    this.#hot = new LRUCache<AvailabilityAnswer, Buffer>({
      maxSize: Math.max(1, options.hotJsonBytes ?? 12 * 1024 * 1024),
      sizeCalculation: (json) => json.length,
    });
  }

  /**
   * Endpoint 10 (async): one entry per hotel of `city` (accents and case
   * ignored), each with one availability entry per layout room, in request
   * order. `checkin` is `YYYY-MM-DD`; `nights` ≥ 1. Unconnected hotels answer
   * partner_id null and zero rooms. An unknown city answers `[]`.
   * Computed afresh (no cache): the JSON {@link answer} would serve, parsed
   * (so `JSON.stringify` of it gives those bytes back).
   */
  async search(city: string, checkin: string, nights: number, layout: readonly LayoutRoom[]): Promise<AvailabilityResponse> {
    const key = cityKey(city);
    const v = await availabilityVersions(this.#store.current, key);
    return JSON.parse((await this.#serialize(key, v.catalog, checkin, nights, layout)).toString('utf8')) as AvailabilityResponse;
  }

  /**
   * Endpoint 10, serialised: the JSON of {@link search}'s answer, from the
   * cache when it was computed at the current inventory version of the city
   * and the current catalogue version, else computed, cached and returned.
   * Never stale: the versions are read on every call (one query).
   *
   * Misses are computed at most two at a time, in arrival order, each holding
   * its place until its brotli form is made (a miss of a big city holds
   * megabytes of JSON until then): memory stays bounded however many misses
   * arrive at once, and a request that waited (for a slot, or for the same
   * answer being computed) finds the answer another one computed meanwhile.
   */
  async answer(city: string, checkin: string, nights: number, layout: readonly LayoutRoom[]): Promise<AvailabilityAnswer> {
    const key = cityKey(city);
    const cacheKey = answerKey(key, checkin, nights, layout);
    const v = await availabilityVersions(this.#store.current, key);
    const hit = this.#lookup(cacheKey, v);
    if (hit) return hit;
    return new Promise<AvailabilityAnswer>((resolve, reject) => {
      void this.#missSlots(async () => {
        for (let pending = this.#computing.get(cacheKey); pending; pending = this.#computing.get(cacheKey)) await pending;
        const again = this.#lookup(cacheKey, v);
        if (again) return resolve(again);
        this.#misses++;
        const computing = this.#computeAnswer(key, cacheKey, v, checkin, nights, layout);
        const settled = computing.then(
          () => undefined,
          () => undefined,
        );
        this.#computing.set(cacheKey, settled);
        let answer: AvailabilityAnswer;
        try {
          answer = await computing;
        } catch (err) {
          return reject(err);
        } finally {
          if (this.#computing.get(cacheKey) === settled) this.#computing.delete(cacheKey);
        }
        resolve(answer);
        await answer.compressed();
      });
    });
  }

  /** Compute and serialise the answer from data read after versions `v` were, and cache it tagged with them. */
  async #computeAnswer(
    key: string,
    cacheKey: string,
    v: AvailabilityVersions,
    checkin: string,
    nights: number,
    layout: readonly LayoutRoom[],
  ): Promise<AvailabilityAnswer> {
    const json = await this.#serialize(key, v.catalog, checkin, nights, layout);
    const answers = this.#answers;
    if (!answers) return new AvailabilityAnswer(json);
    let entry: CachedAnswer | undefined;
    const answer = new AvailabilityAnswer(json, {
      cached: true,
      hot: this.#hot,
      keepJsonBytes: this.#keepJsonBytes,
      // A form was added or the JSON dropped: recount its bytes while the entry is still the cached one.
      onResize: () => {
        // lru-cache recounts a size only when the value changes: store a copy of the entry.
        if (entry && answers.peek(cacheKey) === entry) answers.set(cacheKey, (entry = { ...entry }));
      },
    });
    entry = { cityVersion: v.city, catalogVersion: v.catalog, answer };
    answers.set(cacheKey, entry);
    return answer;
  }

  /** The cached answer of `cacheKey` when it was computed at versions `v` (counted as a hit). */
  #lookup(cacheKey: string, v: AvailabilityVersions): AvailabilityAnswer | undefined {
    const cached = this.#answers?.get(cacheKey);
    if (!cached) return undefined;
    if (cached.cityVersion !== v.city || cached.catalogVersion !== v.catalog) return undefined;
    this.#hits++;
    return cached.answer;
  }

  /** Hits, misses, entries and bytes of the answer cache. */
  cacheStats(): AvailabilityCacheStats {
    return {
      hits: this.#hits,
      misses: this.#misses,
      entries: this.#answers?.size ?? 0,
      bytes: this.#answers?.calculatedSize ?? 0,
      hotJsonBytes: this.#hot.calculatedSize,
    };
  }

  /**
   * Endpoint 9 (async): room types of channel-manager hotel `cmHotelId` as
   * `{name, value}` (value = roomId).
   *
   * @throws NotFoundError when no hotel has that id; ForbiddenError when `principal` is a hotel key of another hotel.
   */
  async roomTypes(principal: Principal, cmHotelId: number): Promise<RoomTypesResponse> {
    const hotel = await this.#catalog.hotelByChannelManagerId(cmHotelId);
    if (!hotel) throw new NotFoundError(`No existe un hotel con id ${cmHotelId} en el channel manager`);
    // A key that may not act on the hotel it names gets 403 (docs/decisions/0001-auth-and-principals.md).
    assertHotel(principal, hotel.id);
    return (await this.#catalog.roomTypes(hotel.id)).map((r) => ({ name: r.name, value: String(r.id) }));
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
    const trmJson = JSON.stringify(fromMinor(trm));
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
            itemPrefix: `{${roomHead},"beds":${JSON.stringify(room.beds)},"adults":`,
            productPrefixes: rates.map(
              (rate) =>
                `{${roomHead},"roomType":${JSON.stringify(room.roomType)},"rateId":${JSON.stringify(String(rate.id))}` +
                `,"rateDescription":${JSON.stringify(rate.description)},"boardType":${JSON.stringify(rate.boardType)}` +
                `,"boardTypeDescription":${JSON.stringify(rate.boardDescription)},"refundable":${JSON.stringify(rate.refundable)}` +
                `,"cancellationPolicy":${JSON.stringify(rate.cancellationPolicy)},"currency":"COP","trm":${trmJson},"baseDailyAmounts":[`,
            ),
          };
        });
        const largestBeds = rooms.reduce((m, r) => Math.max(m, r.room.beds), 0);
        const head = { id: hotel.id, name: hotel.name, partner_id: hotel.channelManagerId, city: hotel.city, largest_room_beds: largestBeds };
        return { hotel, rooms, largestBeds, prefix: `{"hotel":${JSON.stringify(head)},"availability":[` };
      }),
    };
    if (hotels.length) this.#cities.set(key, city);
    return city;
  }

  /** Free rows of every night of the stay of every room type of the city's connected hotels, by room type, in day order. */
  async #nightsOf(key: string, checkin: string, nights: number): Promise<Map<number, NightRow[]>> {
    const nightsByRoom = new Map<number, NightRow[]>();
    for (const night of await cityNights(this.#store.current, key, checkin, addDays(checkin, nights))) {
      let list = nightsByRoom.get(night.roomTypeId);
      if (!list) nightsByRoom.set(night.roomTypeId, (list = []));
      list.push(night);
    }
    return nightsByRoom;
  }

  /**
   * The JSON of the answer, written directly: the one place where the rule of endpoint 10 (occupancy,
   * free rooms over the stay, prices per night and per stay) is applied.
   * Everything is read first; the writing into the shared scratch buffer is synchronous.
   */
  async #serialize(key: string, catalogVersion: number | null, checkin: string, nights: number, layout: readonly LayoutRoom[]): Promise<Buffer> {
    const city = await this.#cityCatalog(key, catalogVersion);
    if (!city.hotels.length) return Buffer.from('[]');
    const nightsByRoom = await this.#nightsOf(key, checkin, nights);
    const entries = layout.map((entry) => {
      const ages = entry.children_ages ?? [];
      return { entry, ages, agesJson: ages.length ? JSON.stringify(ages.join(',')) : 'null' };
    });
    // Written piece by piece (a hotel at a time) into one reused buffer: no string of megabytes is ever built.
    const out = this.#writer;
    out.begin();
    out.write('[');
    city.hotels.forEach(({ hotel, rooms, prefix }, hi) => {
      let part = hi ? `,${prefix}` : prefix;
      // Products of a room depend only on its occupancy: equal layout entries share them.
      const productsMemo = new Map<string, string>();
      entries.forEach(({ entry, ages, agesJson }, ei) => {
        const occ = effectiveOccupancy(entry.adults, ages, hotel.childMaxAge);
        let items = '';
        let total = 0;
        for (const r of rooms) {
          if (!fits(r.room, occ.adults, occ.children)) continue;
          const stay = nightsByRoom.get(r.room.id);
          if (!stay || stay.length !== nights) continue; // no inventory loaded for some night: not sellable
          let count = Infinity;
          for (const n of stay) count = Math.min(count, n.free);
          if (count <= 0) continue;
          total += count;
          const memoKey = `${r.room.id}|${occ.adults}|${occ.children}`;
          let products = productsMemo.get(memoKey);
          if (products === undefined) {
            products = r.rates.map((rate, i) => productJson(r.productPrefixes[i]!, rate, stay, occ.adults, occ.children, city.trm)).join(',');
            productsMemo.set(memoKey, products);
          }
          items += `${items ? ',' : ''}${r.itemPrefix}${entry.adults},"children_ages":${agesJson},"count":${count},"products":[${products}]}`;
        }
        part += `${ei ? ',' : ''}{"adults":${entry.adults},"children_ages":${agesJson},"total_count":${total},"available_rooms":[${items}]}`;
      });
      out.write(`${part}]}`);
    });
    out.write(']');
    return out.take();
  }
}

/**
 * Appends UTF-8 text to one growing scratch buffer and hands out copies of
 * what was written: the megabytes of an answer are built without a string of
 * that size. The scratch buffer is kept for the next answer unless it grew
 * past 16 MiB.
 */
class ByteWriter {
  #buf = Buffer.allocUnsafe(64 * 1024);
  #len = 0;

  /** Start a new text (dropping whatever an interrupted one left). */
  begin(): void {
    this.#len = 0;
  }

  /** Append `text` as UTF-8. */
  write(text: string): void {
    const need = this.#len + text.length * 3;
    if (need > this.#buf.length) {
      const grown = Buffer.allocUnsafe(Math.max(need, this.#buf.length * 2));
      this.#buf.copy(grown, 0, 0, this.#len);
      this.#buf = grown;
    }
    this.#len += this.#buf.write(text, this.#len, 'utf8');
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

/** Cache key of an answer: the city key, the stay and the layout (children's ages in order: they are echoed). */
function answerKey(key: string, checkin: string, nights: number, layout: readonly LayoutRoom[]): string {
  return `${key}\u0000${checkin}\u0000${nights}\u0000${layout.map((e) => `${e.adults}:${(e.children_ages ?? []).join(',')}`).join('|')}`;
}

/**
 * The JSON of one product of an available room (a rate plan for the stay): the nightly prices for
 * `adults` and `children` of every night of `stay` (COP after and before tax, and in USD at `trm`),
 * then their sums per stay, after its constant `prefix` (see CityRoom.productPrefixes).
 */
function productJson(prefix: string, rate: RatePlan, stay: readonly NightRow[], adults: number, children: number, trm: number): string {
  let after = 0;
  let before = 0;
  let out = prefix;
  for (let i = 0; i < stay.length; i++) {
    const night = stay[i]!;
    const a = nightlyPriceMinor(night.priceMinor, rate, adults, children);
    const b = beforeTaxMinor(a);
    after += a;
    before += b;
    out +=
      `${i ? ',' : ''}{"day":${JSON.stringify(night.day)},"amountAfterTax":${fromMinor(a)},"amountBeforeTax":${fromMinor(b)}` +
      `,"amountAfterTaxUSD":${copMinorToUsd(a, trm)},"amountBeforeTaxUSD":${copMinorToUsd(b, trm)}}`;
  }
  return (
    out +
    `],"baseRate":{"amountBeforeTax":${fromMinor(before)},"amountAfterTax":${fromMinor(after)}` +
    `,"amountBeforeTaxUSD":${copMinorToUsd(before, trm)},"amountAfterTaxUSD":${copMinorToUsd(after, trm)}}}`
  );
}
