/**
 * Endpoint 10 answers one way: the bytes production serves
 * (`AvailabilityService.searchAvailability`, JSON written directly and cached) are, byte
 * for byte, `JSON.stringify` of the objects `AvailabilityService.search`
 * builds (what the other tests read). fast-check generates searches over the
 * demo catalogue — its cities (spelled with and without accents, in any
 * case) and an unknown one; check-in dates before, inside, across the end of
 * and after the seeded inventory; 1–30 nights; layouts of 1–4 rooms of 1–4
 * adults and children of 0–17 years — and, between searches, holds rooms of
 * random room types on random nights, so counts drop, room types leave the
 * answer and cached answers are recomputed. On both engines, over a real
 * database seeded with the demo data.
 *
 * The same searches go to a service computing its misses in a worker
 * thread (over its own connection, compressed there when the client accepts
 * brotli or gzip): decoded, the same bytes.
 *
 * `search()` is the serializer's JSON parsed, so the rule has one writing;
 * this test keeps it that way: the bytes served must be canonical JSON
 * (what `JSON.stringify` writes: no stray spaces, no other number forms),
 * a cached answer must be the answer of the current inventory, and the
 * objects must match the contract's response schema. And they must be what
 * the rule gives written plainly ({@link plainRule}: objects built from the
 * catalogue and a plain read of the nights, with no kept days, memo or
 * buffer), so the serializer's shortcuts cannot change an answer unseen.
 *
 * `FUZZ_RUNS` sets the searches per engine (default 250); `FUZZ_SEED`
 * replays another seed (default fixed).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailabilityResponse, fromMinor, type LayoutRoom } from '../../src/api/contract/index.js';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AvailabilityService, COMPRESS_MIN_BYTES } from '../../src/api/domain/availability.js';
import { ByteWriter, hundredthsText } from '../../src/api/domain/availabilityRule.js';
import { beforeTaxMinor, Catalog, cityKey, copMinorToUsd, effectiveOccupancy, fits, nightlyPriceMinor } from '../../src/api/domain/catalog.js';
import { addDays } from '../../src/clock.js';
import { holdRooms } from '../../src/store/service/inventory.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { seedDemoData } from '../../src/store/service/seed.js';
import { exec, first, openStore, rows, sql, type Engine, type Store } from '../../src/store/sql.js';
import { ENGINES, freshLocation } from '../helpers/postgres.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261121;

/** First day of the seeded inventory, and how many days it covers. */
const TODAY = '2026-11-21';
const DAYS = 40;

/** Cities of the demo data (several spellings of one city key), Santa Marta with its unconnected hotel, and one unknown city. */
const CITIES = ['Cartagena', 'CARTAGENA', 'Bogotá', 'bogota', 'Medellín', 'medellin', 'Santa Marta', 'santa marta', 'Pasto'];

/** The `postgres` project re-runs test/api with the service on PostgreSQL: there, only that engine (the `sqlite` project covers both). */
const engines = process.env.HOTELBOT_TEST_ENGINE === 'postgres' ? ENGINES.filter((e) => e === 'postgres') : ENGINES;

const layoutRoom: fc.Arbitrary<LayoutRoom> = fc
  .record({ adults: fc.integer({ min: 1, max: 4 }), ages: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 3 }), omit: fc.boolean() })
  .map(({ adults, ages, omit }) => (ages.length === 0 && omit ? { adults } : { adults, children_ages: ages }));

const searchArb = fc.record({
  city: fc.constantFrom(...CITIES),
  // From 10 days before the inventory to 10 days after it.
  checkin: fc.integer({ min: -10, max: DAYS + 10 }).map((d) => addDays(TODAY, d)),
  // Mostly short stays (they find rooms more often), sometimes up to 30 nights.
  nights: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 7 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 30 }) }),
  layout: fc.array(layoutRoom, { minLength: 1, maxLength: 4 }),
  /** Rooms held before the search: [room type index, first night offset, nights, quantity]. */
  holds: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: DAYS - 1 }), fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 3 })), {
    maxLength: 3,
  }),
});

/**
 * A room type added late to the first connected hotel of each city: a copy
 * of that hotel's first room type, with its rate plans and nights. Its id is
 * above every other, so a city's inventory read hotel by hotel does not come
 * in room-type order (as in a real catalogue, where hotels add room types
 * over the years), and the answers must not depend on that order. Neither
 * has every night: the copy has none on days 4, 8, 12… of a month, the one
 * copied none on days 1, 5, 9…, so some days list as many room types as
 * the next but not the same ones, and others (days 2 and 3, 6 and 7…) the
 * same ones, out of id order. The room
 * type copied is then written again (its name unchanged): PostgreSQL keeps
 * a row where it was last written, so a scan of the room types finds it
 * after the others, out of id order there too.
 */
async function addLateRoomTypes(store: Store): Promise<void> {
  const firsts = await rows<{ roomTypeId: number }>(
    store.db,
    sql`SELECT min(rt.id) AS "roomTypeId" FROM room_types rt
         WHERE rt.hotel_id IN (SELECT min(id) FROM hotels WHERE channel_manager_id IS NOT NULL GROUP BY city_key)
         GROUP BY rt.hotel_id`,
  );
  expect(firsts.length).toBeGreaterThanOrEqual(3);
  for (const { roomTypeId } of firsts) {
    const late = (await first<{ id: number }>(
      store.db,
      sql`INSERT INTO room_types (hotel_id, name, room_type, beds, max_adults, max_children, max_occupancy)
          SELECT hotel_id, name || ' (renovada)', room_type, beds, max_adults, max_children, max_occupancy FROM room_types WHERE id = ${roomTypeId}
          RETURNING id`,
    ))!.id;
    await exec(
      store.db,
      sql`INSERT INTO rate_plans (room_type_id, description, board_type, board_description, refundable, cancellation_policy, price_percent, board_per_adult_minor)
          SELECT ${late}, description, board_type, board_description, refundable, cancellation_policy, price_percent, board_per_adult_minor
            FROM rate_plans WHERE room_type_id = ${roomTypeId} ORDER BY id`,
    );
    await exec(
      store.db,
      sql`INSERT INTO inventory (room_type_id, day, stock, allocated, price_minor)
          SELECT ${late}, day, stock, allocated, price_minor + 1000 FROM inventory
           WHERE room_type_id = ${roomTypeId} AND CAST(substr(day, 9, 2) AS INTEGER) % 4 <> 0`,
    );
    await exec(store.db, sql`DELETE FROM inventory WHERE room_type_id = ${roomTypeId} AND CAST(substr(day, 9, 2) AS INTEGER) % 4 = 1`);
    await exec(store.db, sql`UPDATE room_types SET name = name WHERE id = ${roomTypeId}`);
  }
}

/**
 * Endpoint 10's rule written plainly, as the interface describes it: for each
 * hotel of the city, for each layout entry, the room types that hold the
 * entry's occupancy (children older than the hotel's limit count as adults)
 * and have a free room on every night of the stay, each with its rate plans'
 * nightly and total prices, after and before tax, in COP and in USD at the
 * TRM. Unconnected hotels offer nothing.
 */
async function plainRule(store: Store, city: string, checkin: string, nights: number, layout: readonly LayoutRoom[]): Promise<AvailabilityResponse> {
  const catalog = new Catalog(store);
  const key = cityKey(city);
  const [trm, hotels, roomTypes, rates] = await Promise.all([
    catalog.trmMinor(),
    catalog.hotelsInCity(key),
    catalog.roomTypesInCity(key),
    catalog.ratePlansInCity(key),
  ]);
  const days = Array.from({ length: nights }, (_, i) => addDays(checkin, i));
  const inventory = new Map<string, { free: number; priceMinor: number }>();
  for (const n of await rows<{ roomTypeId: number; day: string; free: number; priceMinor: number }>(
    store.db,
    sql`SELECT room_type_id AS "roomTypeId", day, stock - allocated AS free, price_minor AS "priceMinor" FROM inventory WHERE day >= ${checkin} AND day < ${addDays(checkin, nights)}`,
  ))
    inventory.set(`${n.roomTypeId}|${n.day}`, n);
  const amounts = (before: number, after: number) => ({
    amountBeforeTax: fromMinor(before),
    amountAfterTax: fromMinor(after),
    amountBeforeTaxUSD: copMinorToUsd(before, trm),
    amountAfterTaxUSD: copMinorToUsd(after, trm),
  });
  return hotels.map((hotel) => {
    const rooms = hotel.channelManagerId === null ? [] : roomTypes.filter((r) => r.hotelId === hotel.id);
    return {
      hotel: {
        id: hotel.id,
        name: hotel.name,
        partner_id: hotel.channelManagerId,
        city: hotel.city,
        largest_room_beds: Math.max(0, ...rooms.map((r) => r.beds)),
      },
      availability: layout.map((entry) => {
        const ages = entry.children_ages ?? [];
        const childrenAges = ages.length ? ages.join(',') : null;
        const occ = effectiveOccupancy(entry.adults, ages, hotel.childMaxAge);
        const available = rooms.flatMap((room) => {
          if (!fits(room, occ.adults, occ.children)) return [];
          const stay = days.map((day) => inventory.get(`${room.id}|${day}`));
          if (stay.some((n) => n === undefined)) return [];
          const count = Math.min(...stay.map((n) => n!.free));
          if (count <= 0) return [];
          const products = rates
            .filter((rate) => rate.roomTypeId === room.id)
            .map((rate) => {
              const after = stay.map((n) => nightlyPriceMinor(n!.priceMinor, rate, occ.adults, occ.children));
              const before = after.map(beforeTaxMinor);
              const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
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
                baseDailyAmounts: days.map((day, i) => ({ day, ...amounts(before[i]!, after[i]!) })),
                baseRate: amounts(sum(before), sum(after)),
              };
            });
          return [{ roomId: String(room.id), roomName: room.name, beds: room.beds, adults: entry.adults, children_ages: childrenAges, count, products }];
        });
        return {
          adults: entry.adults,
          children_ages: childrenAges,
          total_count: available.reduce((n, r) => n + r.count, 0),
          available_rooms: available,
        };
      }),
    };
  }) as AvailabilityResponse;
}

describe.each(engines)('availability: production bytes equal the objects (%s)', (engine: Engine) => {
  let store: Store;
  let service: AvailabilityService;
  /** The same service computing every city's misses in a worker thread, over its own connection. */
  let threaded: AvailabilityService;
  let roomTypeIds: number[];

  beforeAll(async () => {
    store = await openStore(await freshLocation(engine), serviceMigrations);
    await seedDemoData(store, { today: TODAY, days: DAYS, now: new Date(`${TODAY}T15:00:00Z`) });
    await addLateRoomTypes(store);
    roomTypeIds = (await rows<{ id: number }>(store.db, sql`SELECT id FROM room_types ORDER BY id`)).map((r) => r.id);
    // A small cache, so that answers are also evicted and recomputed.
    service = new AvailabilityService(store, undefined, { cacheBytes: 256 * 1024 });
    threaded = new AvailabilityService(store, undefined, { cacheBytes: 256 * 1024, threads: 1, threadMinHotels: 1 });
  }, 60_000);
  afterAll(async () => {
    await threaded?.close();
    await store?.close();
  });

  it(`answer() is JSON.stringify(search()) byte for byte over ${RUNS} generated searches`, async () => {
    const seen = { empty: 0, offered: 0, held: 0 };
    await fc.assert(
      fc.asyncProperty(searchArb, fc.constantFrom(null, 'br' as const, 'gzip' as const), async ({ city, checkin, nights, layout, holds }, coding) => {
        for (const [room, from, n, quantity] of holds) {
          const day = addDays(TODAY, from);
          seen.held += await holdRooms(store.db, roomTypeIds[room % roomTypeIds.length]!, day, addDays(day, n), quantity);
        }
        const served = await (await service.searchAvailability(city, checkin, nights, layout)).json();
        const objects = await service.search(city, checkin, nights, layout);
        expect(AvailabilityResponse.safeParse(objects).error).toBeUndefined();
        expect(objects).toEqual(await plainRule(store, city, checkin, nights, layout));
        const expected = JSON.stringify(objects);
        // The text first (a readable difference), then the bytes themselves.
        expect(served.toString('utf8')).toBe(expected);
        expect(Buffer.compare(served, Buffer.from(expected, 'utf8'))).toBe(0);
        // Computed in a worker thread (compressed there when the client accepts it): the same bytes.
        const fromThread = await threaded.searchAvailability(city, checkin, nights, layout, coding);
        const body = coding && fromThread.jsonBytes >= COMPRESS_MIN_BYTES ? await fromThread.encoded(coding) : await fromThread.json();
        const decoded =
          coding === 'br' && fromThread.jsonBytes >= COMPRESS_MIN_BYTES
            ? brotliDecompressSync(body)
            : coding === 'gzip' && fromThread.jsonBytes >= COMPRESS_MIN_BYTES
              ? gunzipSync(body)
              : body;
        expect(decoded.toString('utf8')).toBe(expected);
        if (objects.some((h) => h.availability.some((e) => e.total_count > 0))) seen.offered++;
        else seen.empty++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The generated searches reached both kinds of answer, and the holds changed the inventory.
    expect(seen.offered).toBeGreaterThan(0);
    expect(seen.empty).toBeGreaterThan(0);
    expect(seen.held).toBeGreaterThan(0);
    // The threaded service did compute in its thread (an unknown city's empty answer stays on the main thread).
    expect(threaded.cacheStats().threadMisses).toBeGreaterThan(RUNS / 4);
    console.log(
      `availability equality on ${engine}: ${RUNS} searches (seed ${SEED}), ${seen.offered} with rooms, ${seen.empty} without, ${seen.held} nights held`,
    );
  }, 120_000);
});

describe('amounts written from integers', () => {
  it('hundredthsText(n) is exactly how JavaScript writes n / 100 and Math.round(x) / 100', () => {
    const writer = new ByteWriter();
    const check = (n: number) => {
      expect(hundredthsText(n)).toBe(String(n / 100));
      expect(hundredthsText(n)).toBe(JSON.stringify(fromMinor(n)));
      // The answer writes the same digits straight into its buffer.
      writer.begin();
      writer.hundredths(n);
      expect(writer.written().toString('latin1')).toBe(hundredthsText(n));
    };
    for (const n of [0, 1, 5, 10, 99, 100, 101, 110, 12345, 12340, 12300, -1, -150, 1_000_000_000_000_00]) check(n);
    fc.assert(fc.property(fc.integer({ min: -(2 ** 46), max: 2 ** 46 }), check), { numRuns: 20_000 });
    // USD amounts: the cents of copMinorToUsd, written the same way.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), fc.integer({ min: 100_000, max: 1_000_000 }), (cop, trm) => {
        expect(hundredthsText(Math.round((cop / trm) * 100))).toBe(String(copMinorToUsd(cop, trm)));
      }),
      { numRuns: 20_000 },
    );
  });
});
