/**
 * Endpoint 10 "Room availability for agencies" and endpoint 9 "Room types of a hotel".
 *
 * The rule itself (occupancy, free rooms over the stay, prices) is written
 * once, in `availabilityRule.ts`. This module serves it at scale:
 *
 * - **Cache.** An answer's bytes are cached, keyed by (city, checkin,
 *   nights, layout), together with the versions of migration 5 it was
 *   computed at: the city's inventory version (bumped by a trigger on every
 *   change of a night of its hotels, in the transaction of the change, from
 *   any connection or process) and the catalogue version (hotels, room types,
 *   rate plans, TRM). Every request reads both versions (one indexed read)
 *   and recomputes when either moved, so a booking, an expiry or an
 *   inventory change — made by this process or another one on the same
 *   database — is seen by the very next request. An answer is tagged with
 *   the versions read before its data, so it is never served once anything
 *   it was read from has changed.
 * - **Misses off the event loop.** The answer of a city of many hotels
 *   (megabytes of JSON) is computed in a worker thread over its own
 *   connection (`availabilityWorker.ts`); the main thread only reads the
 *   versions and sends bytes, so a storm of misses never stalls other
 *   requests. Small cities, and databases a thread cannot open (`:memory:`),
 *   are computed on the main thread, by the same code. An uncompressed
 *   answer from a thread is written into one of a few shared slots
 *   (`answerSlots.ts`) and sent from there, so a storm of such misses
 *   allocates nothing new per answer; a slot is reused once nothing reads it,
 *   and a cached answer whose slot was reused is a miss again.
 * - **Compression by demand.** A first answer is compressed fast (brotli
 *   quality 0) and only when its client accepts it, in the thread that
 *   computed it; a client without compression never waits for one. When an
 *   answer is asked for again it is worth keeping small: its compressed form
 *   is made strong (brotli quality 5) in the background, and a large
 *   answer's JSON leaves the cache for a small hot tier. When a client
 *   without compression asks for a large answer kept only compressed, a
 *   thread computes its JSON again into a slot (the same bytes: the same
 *   versions); without threads it is decompressed, off the event loop.
 *
 * The cache is an LRU bounded in bytes; at most a few misses are computed at
 * a time (the rest wait in order), so memory stays bounded however many
 * arrive at once.
 */
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { availabilityVersions, type AvailabilityVersions } from '../../store/service/catalog.js';
import { connectionString, type Store } from '../../store/sql.js';
import type { AvailabilityResponse, LayoutRoom, RoomTypesResponse } from '../contract/index.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { Catalog, cityKey } from './catalog.js';
import { AvailabilityComputer } from './availabilityRule.js';
import { AnswerSlots, type SlotLease } from './answerSlots.js';
import { AvailabilityThreads, defaultAvailabilityThreads } from './availabilityThreads.js';
import { COMPRESS_MIN_BYTES, decode, encode, type ContentCoding, type Strength } from './encoding.js';
import { NotFoundError } from './errors.js';
import { assertHotel, type Principal } from './principal.js';
import { NO_SERVICE_METRICS, type ServiceMetrics } from './metrics.js';

export { COMPRESS_MIN_BYTES, type ContentCoding } from './encoding.js';

/** Default of {@link AvailabilityOptions.keepJsonBytes}. */
export const KEEP_JSON_MAX_BYTES = 256 * 1024;
/** Default of {@link AvailabilityOptions.threadMinHotels}. */
export const THREAD_MIN_HOTELS = 10;
/** Compressions and decompressions of the main process run one at a time in libuv's thread pool: on a small machine more in parallel only adds memory. */
const codings = pLimit(1);

/** One compressed form of an answer. */
interface Form {
  body: Promise<Buffer>;
  strength: Strength;
  /** Bytes, once made (0 until then). */
  size: number;
}

/** What a computation gives an answer: its JSON, its JSON in a shared slot, or one compressed form of it. */
export type AnswerBody = { json: Buffer } | { jsonBytes: number; slot: SlotLease } | { jsonBytes: number; coding: ContentCoding; encoded: Buffer };

/**
 * Called at once with the release of a pin on an answer's shared memory:
 * the answer's bytes stay as they are until it is called (once the response
 * has been sent, or abandoned).
 */
export type HoldAnswer = (release: () => void) => void;

/**
 * One serialised availability answer (endpoint 10), in the forms made so
 * far: its JSON and compressed forms (brotli, gzip), each made once and
 * shared by concurrent callers. A cached answer asked for again
 * ({@link repeated}) gets strong compression in the background; once it has
 * a compressed form, the JSON of a large answer (above `keepJsonBytes`)
 * moves to the shared hot tier and is decompressed again on demand.
 *
 * The JSON may live in a shared slot (`answerSlots.ts`) rather than in
 * memory of its own: it is then read only while pinned ({@link pin}), and it
 * is gone once the slot is taken for another answer (the answer then has
 * nothing to serve unless a compressed form was made: {@link servable}).
 */
export class AvailabilityAnswer {
  /** Size of the JSON, bytes. */
  readonly jsonBytes: number;
  #json: Buffer | undefined;
  #slot: SlotLease | undefined;
  readonly #forms: Partial<Record<ContentCoding, Form>> = {};
  #decoding: Promise<Buffer> | undefined;
  #strengthening = false;
  readonly #cached: boolean;
  readonly #hot: LRUCache<AvailabilityAnswer, Buffer> | undefined;
  readonly #keepJsonBytes: number;
  readonly #onResize: () => void;
  readonly #onGone: (() => void) | undefined;

  /**
   * @param body the answer as computed: its JSON (`json`), its JSON's size and the slot holding it (`slot`), or its JSON's size and one compressed form (`coding`, `encoded`).
   * @param o.cached true for an answer kept in the cache (it may be strengthened and drop its JSON).
   * @param o.hot shared LRU of decompressed JSON of large answers (none: decompress every time).
   * @param o.onResize called when the bytes held change (a form was added or replaced, or the JSON dropped).
   * @param o.onGone called when the slot holding the JSON was taken for another answer and nothing is left to serve.
   * @param o.keepJsonBytes JSON up to this size is kept beside a compressed form (default {@link KEEP_JSON_MAX_BYTES}).
   */
  constructor(
    body: AnswerBody,
    o: { cached?: boolean; hot?: LRUCache<AvailabilityAnswer, Buffer>; onResize?: () => void; onGone?: () => void; keepJsonBytes?: number } = {},
  ) {
    this.#cached = o.cached ?? false;
    this.#hot = o.hot;
    this.#keepJsonBytes = o.keepJsonBytes ?? KEEP_JSON_MAX_BYTES;
    this.#onResize = o.onResize ?? (() => undefined);
    this.#onGone = o.onGone;
    if ('json' in body) {
      this.jsonBytes = body.json.length;
      this.#json = body.json;
    } else if ('slot' in body) {
      this.jsonBytes = body.jsonBytes;
      this.adoptSlot(body.slot);
    } else {
      this.jsonBytes = body.jsonBytes;
      this.#forms[body.coding] = { body: Promise.resolve(body.encoded), strength: 'fast', size: body.encoded.length };
    }
  }

  /** Bytes held by this answer: the JSON while kept, plus the compressed forms made so far (JSON in a shared slot is the slots' memory, not counted). */
  get bytes(): number {
    let n = this.#json?.length ?? 0;
    for (const form of Object.values(this.#forms)) n += form.size;
    return n;
  }

  /** The coding and strength of each compressed form made or being made (for tests and reports). */
  forms(): Partial<Record<ContentCoding, Strength>> {
    const out: Partial<Record<ContentCoding, Strength>> = {};
    for (const [coding, form] of Object.entries(this.#forms) as [ContentCoding, Form][]) out[coding] = form.strength;
    return out;
  }

  /**
   * Hold the JSON in `slot` (the same bytes, computed again at the same
   * versions): {@link json} reads it from there while the slot is live.
   */
  adoptSlot(slot: SlotLease): void {
    this.#slot = slot;
    slot.onReclaim = () => {
      if (this.#slot === slot) this.#slot = undefined;
      if (!this.servable) this.#onGone?.();
    };
  }

  /** The JSON computed again at the same versions, in memory of its own: kept in the hot tier like decompressed JSON. */
  adoptJson(json: Buffer): void {
    if (this.#hot) this.#hot.set(this, json);
    else this.#json = json;
  }

  /** True when {@link json} would have to decompress: the JSON is neither kept, nor in a live slot, nor in the hot tier. */
  get jsonOnlyCompressed(): boolean {
    return this.#json === undefined && this.#slot?.live !== true && this.#hot?.has(this) !== true;
  }

  /** True while the answer has something to serve: its JSON (kept, or in a live slot) or a compressed form. */
  get servable(): boolean {
    return this.#json !== undefined || this.#slot?.live === true || Object.keys(this.#forms).length > 0;
  }

  /**
   * Pin the shared slot holding the JSON (when it lives in one), so that
   * {@link json} reads it until the returned release is called. Call it in
   * the same synchronous step that found the answer.
   *
   * @throws Error when the slot was already taken for another answer.
   */
  pin(): () => void {
    return this.#slot?.pin() ?? noRelease;
  }

  /**
   * The JSON body, UTF-8: kept, viewed in its slot (read it only while
   * pinned), from the hot tier, or decompressed (in the thread pool) from a
   * compressed form.
   *
   * @throws Error when nothing is left to serve (the slot was taken and no compressed form was made).
   */
  async json(): Promise<Buffer> {
    if (this.#json) return this.#json;
    const inSlot = this.#slot?.view(this.jsonBytes);
    if (inSlot) return inSlot;
    const hot = this.#hot?.get(this);
    if (hot) return hot;
    if (!this.#decoding) {
      const first = (Object.entries(this.#forms) as [ContentCoding, Form][])[0];
      if (!first) throw new Error('The availability answer is no longer held');
      const [coding, form] = first;
      const decoding = codings(async () => decode(await form.body, coding));
      this.#decoding = decoding;
      decoding.then(
        (json) => {
          this.#hot?.set(this, json);
          this.#decoding = undefined;
        },
        () => (this.#decoding = undefined),
      );
    }
    return this.#decoding;
  }

  /** The body in `coding`: the form made so far, else compressed now (fast). */
  encoded(coding: ContentCoding): Promise<Buffer> {
    return (this.#forms[coding] ?? this.#make(coding, 'fast')).body;
  }

  /**
   * The answer was asked for again (a cache hit): make its compressed forms
   * strong in the background (a brotli one when it has none), then let a
   * large answer's JSON go. Does nothing for an answer outside the cache, one
   * too small to compress, or one already strong.
   */
  repeated(): void {
    if (!this.#cached || this.#strengthening || this.jsonBytes < COMPRESS_MIN_BYTES) return;
    const weak = (Object.entries(this.#forms) as [ContentCoding, Form][]).filter(([, f]) => f.strength === 'fast').map(([c]) => c);
    if (!Object.keys(this.#forms).length) weak.push('br');
    if (!weak.length) return;
    this.#strengthening = true;
    void (async () => {
      for (const coding of weak) await this.#make(coding, 'strong').body.catch(() => undefined);
    })().finally(() => (this.#strengthening = false));
  }

  /** Make the `coding` form at `strength` from the JSON; it replaces the form there was once made. */
  #make(coding: ContentCoding, strength: Strength): Form {
    // The JSON first (it may need decompressing, which takes its own turn), then the compression's turn;
    // JSON in a slot stays pinned until the compression has read it.
    const release = this.#slot?.live ? this.#slot.pin() : noRelease;
    const made = this.json().then((json) => codings(() => encode(json, coding, strength)));
    made.then(release, release);
    const form: Form = { body: made, strength, size: 0 };
    const previous = this.#forms[coding];
    if (!previous) this.#forms[coding] = form;
    form.body.then(
      (b) => {
        form.size = b.length;
        if (previous) {
          if (this.#forms[coding] !== previous) return;
          this.#forms[coding] = form;
        }
        if (this.#cached && this.jsonBytes > this.#keepJsonBytes) {
          // JSON in a slot stays there until the slot is taken for another answer (it is not counted in the cache).
          if (this.#json) this.#hot?.set(this, this.#json);
          this.#json = undefined;
        }
        this.#onResize();
      },
      () => {
        if (this.#forms[coding] === form) delete this.#forms[coding];
      },
    );
    return form;
  }
}

function noRelease(): void {}

/** Pin `answer` for `hold`, when it has shared memory to pin (most answers have none: nothing to hold). */
function holdPin(answer: AvailabilityAnswer, hold: HoldAnswer): void {
  const release = answer.pin();
  if (release !== noRelease) hold(release);
}

/** Options of {@link AvailabilityService}. */
export interface AvailabilityOptions {
  /** Counts every answer of {@link AvailabilityService.searchAvailability} as a cache hit or miss (default: counts nothing). */
  metrics?: Pick<ServiceMetrics, 'availabilitySearch'>;
  /** Bytes of serialised answers (JSON of small answers, compressed forms) kept in memory (default 16 MiB: some 100 compressed answers of a 100-hotel city, or two of its JSON; 0 = no cache). */
  cacheBytes?: number;
  /** Bytes of decompressed JSON of large cached answers kept for clients without compression (default 6 MiB, one answer of a 100-hotel city). */
  hotJsonBytes?: number;
  /** Cached answers up to this many bytes of JSON keep it beside their compressed forms; larger ones keep only those (default 256 KiB). */
  keepJsonBytes?: number;
  /** Worker threads computing the misses of big cities (default: one per core but one, at least one; 0 = all on the main thread). */
  threads?: number;
  /** Cities of at least this many hotels are computed in a worker thread, smaller ones on the main thread (default {@link THREAD_MIN_HOTELS}). */
  threadMinHotels?: number;
  /** How long after the last miss the shared answer slots let their memory go, ms (default `SLOT_IDLE_MS`, 2 s). */
  slotIdleMs?: number;
}

/** Counters of the answer cache since start. */
export interface AvailabilityCacheStats {
  hits: number;
  /** Answers computed (not cached, or cached at older versions). */
  misses: number;
  /** Of the misses, those computed in a worker thread. */
  threadMisses: number;
  /** Hits of clients without compression on large answers kept only compressed, whose JSON was computed again in a thread (not counted in misses). */
  rebuilt: number;
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

/** Availability search over the catalogue and inventory. */
export class AvailabilityService {
  readonly #store: Store;
  readonly #catalog: Catalog;
  readonly #computer: AvailabilityComputer;
  readonly #answers: LRUCache<string, CachedAnswer> | undefined;
  readonly #hot: LRUCache<AvailabilityAnswer, Buffer>;
  readonly #keepJsonBytes: number;
  readonly #threadCount: number;
  readonly #threadMinHotels: number;
  readonly #slotIdleMs: number | undefined;
  #threads: AvailabilityThreads | undefined;
  /** Shared slots uncompressed answers of the threads are written into (made with the threads). */
  #slots: AnswerSlots | undefined;
  /**
   * Misses being computed at a time: one per thread (two without threads,
   * so that one waiting for the database does not hold up the next). A task
   * queued ahead for a thread is no faster, and holds a slot and an
   * answer's memory while it waits.
   */
  readonly #missSlots: ReturnType<typeof pLimit>;
  /** Answers whose JSON is being computed again into a slot (`#rebuildJson`): concurrent requests share it. */
  readonly #rebuilding = new WeakMap<AvailabilityAnswer, Promise<void>>();
  /** Answers being computed, by cache key: a miss of the same key waits for it, then looks in the cache again. */
  readonly #computing = new Map<string, Promise<unknown>>();
  #hits = 0;
  #misses = 0;
  readonly #metrics: Pick<ServiceMetrics, 'availabilitySearch'>;
  #threadMisses = 0;
  #rebuilt = 0;
  #closed = false;

  constructor(store: Store, catalog = new Catalog(store), options: AvailabilityOptions = {}) {
    this.#store = store;
    this.#catalog = catalog;
    this.#metrics = options.metrics ?? NO_SERVICE_METRICS;
    this.#computer = new AvailabilityComputer(store, catalog);
    const maxSize = options.cacheBytes ?? 16 * 1024 * 1024;
    this.#answers =
      maxSize > 0 ? new LRUCache<string, CachedAnswer>({ maxSize, sizeCalculation: (e, key) => e.answer.bytes + key.length * 2 + 200 }) : undefined;
    this.#keepJsonBytes = options.keepJsonBytes ?? KEEP_JSON_MAX_BYTES;
    this.#hot = new LRUCache<AvailabilityAnswer, Buffer>({
      maxSize: Math.max(1, options.hotJsonBytes ?? 6 * 1024 * 1024),
      sizeCalculation: (json) => json.length,
    });
    // A database only this connection sees cannot be opened by a thread.
    const shareable = store.engine === 'postgres' || store.location !== ':memory:';
    this.#threadCount = shareable ? (options.threads ?? defaultAvailabilityThreads()) : 0;
    this.#threadMinHotels = options.threadMinHotels ?? THREAD_MIN_HOTELS;
    this.#slotIdleMs = options.slotIdleMs;
    this.#missSlots = pLimit(this.#threadCount > 0 ? this.#threadCount : 2);
  }

  /**
   * Endpoint 10 (async): one entry per hotel of `city` (accents and case
   * ignored), each with one availability entry per layout room, in request
   * order. `checkin` is `YYYY-MM-DD`; `nights` ≥ 1. Unconnected hotels answer
   * partner_id null and zero rooms. An unknown city answers `[]`.
   * Computed afresh on the main thread (no cache): the JSON {@link searchAvailability}
   * would serve, parsed (so `JSON.stringify` of it gives those bytes back).
   */
  async search(city: string, checkin: string, nights: number, layout: readonly LayoutRoom[]): Promise<AvailabilityResponse> {
    const key = cityKey(city);
    const v = await this.#versions(key);
    return JSON.parse((await this.#computer.serialize(key, v, checkin, nights, layout)).toString('utf8')) as AvailabilityResponse;
  }

  /**
   * Endpoint 10, serialised: the bytes of {@link search}'s answer, from the
   * cache when it was computed at the current inventory version of the city
   * and the current catalogue version, else computed, cached and returned.
   * Never stale: the versions are read on every call (one query).
   *
   * `coding` is what the client accepts (null: identity): a miss comes back
   * already compressed in it (fast), a hit is marked as asked for again. The
   * caller still asks the answer for the form it sends ({@link
   * AvailabilityAnswer.encoded} or {@link AvailabilityAnswer.json}).
   *
   * Misses are computed a few at a time, in arrival order: memory stays
   * bounded however many misses arrive at once, and a request that waited
   * (for a slot, or for the same answer being computed) finds the answer
   * another one computed meanwhile.
   *
   * When the answer views shared memory that is reused once released,
   * `hold` is called, before this resolves, with the release of a pin on
   * it: release it only when the response is sent (or abandoned). Without
   * `hold` the pin is released on the next turn of the event loop: read the
   * answer at once.
   *
   * @throws Error when the service is closed.
   */
  async searchAvailability(
    city: string,
    checkin: string,
    nights: number,
    layout: readonly LayoutRoom[],
    coding: ContentCoding | null = null,
    hold: HoldAnswer = (release) => setImmediate(release),
  ): Promise<AvailabilityAnswer> {
    const key = cityKey(city);
    const cacheKey = answerKey(key, checkin, nights, layout);
    const v = await this.#versions(key);
    // A client without compression asking for an answer kept only compressed: its JSON is computed again into a
    // slot (in a thread, like a miss) rather than decompressed into new memory on the main thread.
    const compressedOnly = coding === null ? this.#cached(cacheKey, v) : undefined;
    if (compressedOnly?.jsonOnlyCompressed && this.#threadCount > 0 && compressedOnly.jsonBytes > this.#keepJsonBytes) {
      // Should it fail (a thread died, the service is closing), the JSON is decompressed as before.
      await this.#rebuildJson(compressedOnly, key, v, checkin, nights, layout).catch(() => undefined);
    }
    const hit = this.#lookup(cacheKey, v, hold);
    if (hit) return hit;
    return this.#missSlots(async () => {
      for (let pending = this.#computing.get(cacheKey); pending; pending = this.#computing.get(cacheKey)) await pending;
      const again = this.#lookup(cacheKey, v, hold);
      if (again) return again;
      this.#misses++;
      this.#metrics.availabilitySearch('miss');
      const computing = this.#computeAnswer(key, cacheKey, v, checkin, nights, layout, coding, hold);
      const settled = computing.then(
        () => undefined,
        () => undefined,
      );
      this.#computing.set(cacheKey, settled);
      try {
        return await computing;
      } finally {
        if (this.#computing.get(cacheKey) === settled) this.#computing.delete(cacheKey);
      }
    });
  }

  /** Compute the answer from data read after versions `v` were (in a thread for a big city), and cache it tagged with them; `hold` gets a pin on it. */
  async #computeAnswer(
    key: string,
    cacheKey: string,
    v: AvailabilityVersions,
    checkin: string,
    nights: number,
    layout: readonly LayoutRoom[],
    coding: ContentCoding | null,
    hold: HoldAnswer,
  ): Promise<AvailabilityAnswer> {
    const { body, release, threaded } = await this.#compute(key, v, checkin, nights, layout, coding);
    if (threaded) this.#threadMisses++;
    // The computation's pin on a slot is released only once the caller holds one of its own.
    try {
      const answer = this.#cacheAnswer(cacheKey, v, body);
      holdPin(answer, hold);
      return answer;
    } finally {
      release();
    }
  }

  /** The answer of `body`, cached (when there is a cache) tagged with versions `v`. */
  #cacheAnswer(cacheKey: string, v: AvailabilityVersions, body: AnswerBody): AvailabilityAnswer {
    const answers = this.#answers;
    if (!answers) return new AvailabilityAnswer(body);
    let entry: CachedAnswer | undefined;
    const answer = new AvailabilityAnswer(body, {
      cached: true,
      hot: this.#hot,
      keepJsonBytes: this.#keepJsonBytes,
      // A form was added or the JSON dropped: recount its bytes while the entry is still the cached one.
      onResize: () => {
        // lru-cache recounts a size only when the value changes: store a copy of the entry.
        if (entry && answers.peek(cacheKey) === entry) answers.set(cacheKey, (entry = { ...entry }));
      },
      // Its slot went to another answer: a miss again.
      onGone: () => {
        if (entry && answers.peek(cacheKey) === entry) answers.delete(cacheKey);
      },
    });
    entry = { cityVersion: v.city, catalogVersion: v.catalog, answer };
    answers.set(cacheKey, entry);
    return answer;
  }

  /**
   * The answer's bytes: JSON computed here, or from a thread (compressed
   * fast in `coding` when given, else written into a shared slot when one is
   * free); `release` ends the computation's pin on that slot. `threaded`
   * says whether a thread computed it.
   */
  async #compute(
    key: string,
    v: AvailabilityVersions,
    checkin: string,
    nights: number,
    layout: readonly LayoutRoom[],
    coding: ContentCoding | null,
  ): Promise<{ body: AnswerBody; release: () => void; threaded: boolean }> {
    if (this.#closed) throw new Error('The availability service is closed');
    if (this.#threadCount > 0 && (await this.#computer.hotelCount(key, v.catalog)) >= Math.max(1, this.#threadMinHotels)) {
      this.#threads ??= new AvailabilityThreads(this.#threadCount);
      // One per miss being computed (see #missSlots), and one more per thread for answers being sent.
      this.#slots ??= new AnswerSlots(2 * this.#threadCount, { idleMs: this.#slotIdleMs });
      const slot = coding ? undefined : this.#slots.acquire();
      const freeSlot = () => {
        slot?.lease.drop();
        slot?.release();
      };
      try {
        const r = await this.#threads.compute({
          location: connectionString(this.#store),
          key,
          versions: v,
          checkin,
          nights,
          layout,
          coding,
          slot: slot?.lease.memory,
        });
        if (r.body === null) {
          if (!slot) throw new Error('An availability thread answered into a slot it was not given');
          return { body: { jsonBytes: r.jsonBytes, slot: slot.lease }, release: slot.release, threaded: true };
        }
        // Not written into the slot (compressed, or too big): the slot is free for the next answer.
        freeSlot();
        return {
          body: r.coding ? { jsonBytes: r.jsonBytes, coding: r.coding, encoded: r.body } : { json: r.body },
          release: noRelease,
          threaded: true,
        };
      } catch (err) {
        freeSlot();
        throw err;
      }
    }
    return { body: { json: await this.#computer.serialize(key, v, checkin, nights, layout) }, release: noRelease, threaded: false };
  }

  /**
   * Give `answer` (cached at versions `v`, its JSON kept only compressed)
   * its JSON again, computed in a thread into a slot (or, with every slot
   * held, into memory of its own). Concurrent callers share one computation,
   * which waits its turn among the misses. The computation's pin on the
   * slot is released on the next turn of the event loop, after the callers
   * waiting for it have pinned the answer.
   */
  #rebuildJson(
    answer: AvailabilityAnswer,
    key: string,
    v: AvailabilityVersions,
    checkin: string,
    nights: number,
    layout: readonly LayoutRoom[],
  ): Promise<void> {
    let rebuilding = this.#rebuilding.get(answer);
    if (!rebuilding) {
      rebuilding = this.#missSlots(async () => {
        if (!answer.jsonOnlyCompressed) return;
        const { body, release } = await this.#compute(key, v, checkin, nights, layout, null);
        this.#rebuilt++;
        if ('slot' in body) answer.adoptSlot(body.slot);
        else if ('json' in body) answer.adoptJson(body.json);
        setImmediate(release);
      }).finally(() => this.#rebuilding.delete(answer));
      this.#rebuilding.set(answer, rebuilding);
    }
    return rebuilding;
  }

  /**
   * The versions of city `key` now: one read, shared with the concurrent requests for the same city that arrived
   * before it started, and on SQLite given again without reading while the database is unchanged (so a write
   * committed before this request is always seen).
   */
  #versions(key: string): Promise<AvailabilityVersions> {
    return this.#store.readWhileUnchanged(`availability-versions:${key}`, (ex) => availabilityVersions(ex, key));
  }

  /**
   * The cached answer of `cacheKey` when it was computed at versions `v` and
   * still has something to serve (an entry with nothing left is dropped).
   * Nothing is counted; `touch` marks the entry as recently used.
   */
  #cached(cacheKey: string, v: AvailabilityVersions, touch = false): AvailabilityAnswer | undefined {
    const cached = touch ? this.#answers?.get(cacheKey) : this.#answers?.peek(cacheKey);
    if (!cached || cached.cityVersion !== v.city || cached.catalogVersion !== v.catalog) return undefined;
    if (!cached.answer.servable) {
      this.#answers?.delete(cacheKey);
      return undefined;
    }
    return cached.answer;
  }

  /**
   * The cached answer of `cacheKey` when it was computed at versions `v` and
   * still has something to serve (counted as a hit, marked as asked for
   * again, and pinned for `hold`).
   */
  #lookup(cacheKey: string, v: AvailabilityVersions, hold: HoldAnswer): AvailabilityAnswer | undefined {
    const answer = this.#cached(cacheKey, v, true);
    if (!answer) return undefined;
    this.#hits++;
    this.#metrics.availabilitySearch('hit');
    holdPin(answer, hold);
    answer.repeated();
    return answer;
  }

  /** Hits, misses, entries and bytes of the answer cache. */
  cacheStats(): AvailabilityCacheStats {
    return {
      hits: this.#hits,
      misses: this.#misses,
      threadMisses: this.#threadMisses,
      rebuilt: this.#rebuilt,
      entries: this.#answers?.size ?? 0,
      bytes: this.#answers?.calculatedSize ?? 0,
      hotJsonBytes: this.#hot.calculatedSize,
    };
  }

  /** Stop the worker threads (their connections closed); later misses fail. */
  async close(): Promise<void> {
    this.#closed = true;
    const threads = this.#threads;
    this.#threads = undefined;
    await threads?.close();
  }

  /**
   * Endpoint 9 (async): room types of channel-manager hotel `cmHotelId` as
   * `{name, value}` (value = roomId).
   *
   * @throws NotFoundError when no hotel has that id; ForbiddenError when `principal` is a hotel key of another hotel.
   */
  async listRoomTypes(principal: Principal, cmHotelId: number): Promise<RoomTypesResponse> {
    const hotel = await this.#catalog.hotelByChannelManagerId(cmHotelId);
    if (!hotel) throw new NotFoundError(SERVICE_TEXTS.hotelNotInChannelManager(cmHotelId));
    // A key that may not act on the hotel it names gets 403 (docs/decisions/0001-auth-and-principals.md).
    assertHotel(principal, hotel.id);
    return (await this.#catalog.roomTypes(hotel.id)).map((r) => ({ name: r.name, value: String(r.id) }));
  }
}

/** Cache key of an answer: the city key, the stay and the layout (children's ages in order: they are echoed). */
function answerKey(key: string, checkin: string, nights: number, layout: readonly LayoutRoom[]): string {
  return `${key}\u0000${checkin}\u0000${nights}\u0000${layout.map((e) => `${e.adults}:${(e.children_ages ?? []).join(',')}`).join('|')}`;
}
