/**
 * Inventory holds of chatbot bookings on both engines: the last free room is
 * held once when two service instances (two stores on one database) book it
 * at the same moment, an expired booking gives its rooms back, and an
 * availability answer cached by one instance is recomputed after a change
 * made by the other. Real databases (a SQLite file, the suite's PostgreSQL).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_STATUS, RESERVATION_STATUS, type CreateBookingReservation, type CreateBookingResponse } from '../../src/api/contract/index.js';
import { AvailabilityService } from '../../src/api/domain/availability.js';
import { BookingsService, MSG_BOOKING_CREATED, MSG_NO_AVAILABILITY } from '../../src/api/domain/bookings.js';
import { SandboxCarrier } from '../../src/api/domain/carrier.js';
import { PaymentsService } from '../../src/api/domain/payments.js';
import type { Principal } from '../../src/api/domain/principal.js';
import { ManualClock } from '../../src/clock.js';
import { availabilityVersions } from '../../src/store/service/catalog.js';
import { holdRooms, lockNights } from '../../src/store/service/inventory.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { first, openStore, rows, sql, type Engine, type Store } from '../../src/store/sql.js';
import { ENGINES, freshLocation } from '../helpers/postgres.js';

const NOW = new Date('2026-11-21T15:00:00Z');
const CHECKIN = '2026-12-10';
const CHECKOUT = '2026-12-13';
const DAYS = ['2026-12-10', '2026-12-11', '2026-12-12'];

const opened: Store[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

/** One service instance over `store`: its bookings, payments and availability. */
function instance(store: Store, clock: ManualClock) {
  const payments = new PaymentsService(store, clock, new SandboxCarrier(), 'http://127.0.0.1:1');
  return { store, payments, bookings: new BookingsService(store, clock, payments), availability: new AvailabilityService(store) };
}

interface Fixture {
  cmHotelId: number;
  rooms: number[];
  rates: number[];
  principal: Principal;
}

/** A connected hotel in Cartagena with two room types (one rate each) of `stock` rooms every night of the stay, an agency and its key. */
async function seed(store: Store, stock: number): Promise<Fixture> {
  const iso = NOW.toISOString();
  const hotel = (await first<{ id: number }>(
    store.db,
    sql`INSERT INTO hotels (channel_manager_id, name, city, city_key, created_at) VALUES ('900001', 'Hotel Prueba', 'Cartagena', 'cartagena', ${iso}) RETURNING id`,
  ))!.id;
  const rooms: number[] = [];
  const rates: number[] = [];
  for (const name of ['Doble', 'Triple']) {
    const room = (await first<{ id: number }>(
      store.db,
      sql`INSERT INTO room_types (hotel_id, name, room_type, beds, max_adults, max_children, max_occupancy)
          VALUES (${hotel}, ${name}, 'DOUBLE', 2, 3, 1, 3) RETURNING id`,
    ))!.id;
    rooms.push(room);
    rates.push(
      (await first<{ id: number }>(
        store.db,
        sql`INSERT INTO rate_plans (room_type_id, description, board_type, board_description, refundable, cancellation_policy)
            VALUES (${room}, 'Tarifa flexible', NULL, 'Solo alojamiento', 'full', 'Sin penalidad') RETURNING id`,
      ))!.id,
    );
    for (const [i, day] of DAYS.entries())
      await sql`INSERT INTO inventory (room_type_id, day, stock, allocated, price_minor) VALUES (${room}, ${day}, ${stock}, 0, ${30_000_000 + i * 100})`.execute(
        store.db,
      );
  }
  const agency = (await first<{ id: number }>(store.db, sql`INSERT INTO agencies (name, agency_type) VALUES ('Agencia', 'retailer') RETURNING id`))!.id;
  const keyId = (await first<{ id: number }>(
    store.db,
    sql`INSERT INTO api_keys (key_hash, name, principal_kind, principal_id, created_at) VALUES ('h', 'agencia', 'agency', ${agency}, ${iso}) RETURNING id`,
  ))!.id;
  return { cmHotelId: 900001, rooms, rates, principal: { kind: 'agency', id: agency, keyId } };
}

/** A reservation of one room of each of `roomIdx` (indexes into the fixture's room types, in that order), 2 adults each. */
function reservation(f: Fixture, roomIdx: number[], guest = 'Ana'): CreateBookingReservation {
  return {
    checkin: CHECKIN,
    checkout: CHECKOUT,
    nights: 3,
    rooms: roomIdx.length,
    adults: 2 * roomIdx.length,
    children: 0,
    roomsData: roomIdx.map((i) => ({
      id: String(f.rooms[i]),
      checkin: CHECKIN,
      checkout: CHECKOUT,
      rateId: String(f.rates[i]),
      quantity: 1,
      currency: 'COP' as const,
      adults: 2,
      children: 0,
    })),
    firstName: guest,
    lastName: 'Pérez',
    email: 'ana@example.com',
    telephone: '+573001234567',
    country: 'COL',
    currency: 'COP',
  };
}

async function allocated(store: Store, roomTypeId: number): Promise<number[]> {
  const r = await rows<{ allocated: number }>(store.db, sql`SELECT allocated FROM inventory WHERE room_type_id = ${roomTypeId} ORDER BY day`);
  return r.map((x) => x.allocated);
}

async function count(store: Store, table: 'chatbot_bookings' | 'payment_links'): Promise<number> {
  return (await first<{ n: number }>(store.db, sql`SELECT COUNT(*) AS n FROM ${sql.table(table)}`))!.n;
}

/** Two instances on one new database: two stores on PostgreSQL; one store shared on SQLite (one process per file). */
async function twoInstances(engine: Engine, stock: number) {
  const location = await freshLocation(engine);
  const a = await openStore(location, serviceMigrations);
  opened.push(a);
  let b = a;
  if (engine === 'postgres') {
    b = await openStore(location, serviceMigrations);
    opened.push(b);
  }
  const clock = new ManualClock(NOW);
  const f = await seed(a, stock);
  return { f, clock, one: instance(a, clock), two: instance(b, clock) };
}

const created = (r: CreateBookingResponse) => 'chatbot_id' in r;

describe.each(ENGINES)('inventory holds on %s', (engine) => {
  it('holds the last room once when two instances book it at the same moment', async () => {
    const { f, one, two } = await twoInstances(engine, 1);
    const answers = await Promise.all([
      one.bookings.createChatbotBooking(f.principal, f.cmHotelId, reservation(f, [0], 'Ana')),
      two.bookings.createChatbotBooking(f.principal, f.cmHotelId, reservation(f, [0], 'Beatriz')),
    ]);
    expect(answers.filter(created)).toHaveLength(1);
    expect(answers.find(created)!.msg).toBe(MSG_BOOKING_CREATED);
    expect(answers.find((r) => !created(r))).toEqual({ msg: MSG_NO_AVAILABILITY, no_available_rooms: [{ room: 'Doble', product: 'Tarifa flexible' }] });
    expect(await allocated(one.store, f.rooms[0]!)).toEqual([1, 1, 1]);
    expect(await count(one.store, 'chatbot_bookings')).toBe(1);
    expect(await count(one.store, 'payment_links')).toBe(1);
  });

  it('sells exactly the stock when many bookings race on two instances', async () => {
    const { f, one, two } = await twoInstances(engine, 3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? one : two).bookings.createChatbotBooking(f.principal, f.cmHotelId, reservation(f, [0], `Huésped ${i}`))),
    );
    expect(answers.filter(created)).toHaveLength(3);
    expect(await allocated(one.store, f.rooms[0]!)).toEqual([3, 3, 3]);
    expect(await count(two.store, 'chatbot_bookings')).toBe(3);
  });

  it('books two room types asked in opposite orders without either waiting forever', async () => {
    const { f, one, two } = await twoInstances(engine, 1);
    const answers = await Promise.all([
      one.bookings.createChatbotBooking(f.principal, f.cmHotelId, reservation(f, [0, 1])),
      two.bookings.createChatbotBooking(f.principal, f.cmHotelId, reservation(f, [1, 0])),
    ]);
    expect(answers.filter(created)).toHaveLength(1);
    const refused = answers.find((r) => !created(r)) as { no_available_rooms: unknown[] };
    expect(refused.no_available_rooms).toHaveLength(2);
    expect(await allocated(one.store, f.rooms[0]!)).toEqual([1, 1, 1]);
    expect(await allocated(one.store, f.rooms[1]!)).toEqual([1, 1, 1]);
  });

  it('gives the rooms of an unpaid booking back once it expires, swept by the other instance', async () => {
    const { f, clock, one, two } = await twoInstances(engine, 1);
    const booked = await one.bookings.createChatbotBooking(f.principal, f.cmHotelId, reservation(f, [0, 1]));
    expect(created(booked)).toBe(true);
    const chatbotId = (booked as { chatbot_id: string }).chatbot_id;
    expect(created(await two.bookings.createChatbotBooking(f.principal, f.cmHotelId, reservation(f, [0])))).toBe(false);
    // The other instance reads and updates it, and finds it behind its payment link.
    expect((await two.bookings.getChatbotBookingStatus(f.principal, chatbotId)).reservation_status).toBe(RESERVATION_STATUS.pending);
    await two.bookings.updateChatbotBooking(f.principal, chatbotId, { reservation: { firstName: 'Carla' } });
    const link = (await first<{ code: string; guest: string }>(one.store.db, sql`SELECT code, guest_name AS guest FROM payment_links`))!;
    expect(link.guest).toBe('Carla Pérez');
    expect(await one.bookings.bookingOfLink(link.code)).toEqual({ chatbotId, checkin: CHECKIN, checkout: CHECKOUT, rooms: 2, adults: 4, children: 0 });

    clock.advance(25 * 3600_000); // past the 24 h payment window
    const [x, y] = await Promise.all([two.payments.sweep(), one.payments.sweep()]);
    expect([...x.expiredBookings, ...y.expiredBookings]).toEqual([chatbotId]); // expired once
    expect(await allocated(one.store, f.rooms[0]!)).toEqual([0, 0, 0]);
    expect(await allocated(one.store, f.rooms[1]!)).toEqual([0, 0, 0]);
    expect(await two.bookings.getChatbotBookingStatus(f.principal, chatbotId)).toMatchObject({
      payment_status: PAYMENT_STATUS.overdue,
      reservation_status: RESERVATION_STATUS.expired,
    });
    // The released room can be booked again.
    expect(created(await two.bookings.createChatbotBooking(f.principal, f.cmHotelId, reservation(f, [0])))).toBe(true);
  });

  it("recomputes an instance's cached availability after a booking made by the other instance", async () => {
    const { f, one, two } = await twoInstances(engine, 2);
    const layout = [{ adults: 2 }];
    const countIn = async () => {
      const json = JSON.parse((await (await one.availability.searchAvailability('Cartagena', CHECKIN, 3, layout)).json()).toString());
      return json[0].availability[0].available_rooms.find((r: { roomId: string }) => r.roomId === String(f.rooms[0])).count as number;
    };
    expect(await countIn()).toBe(2);
    expect(await countIn()).toBe(2);
    expect(one.availability.cacheStats()).toMatchObject({ hits: 1, misses: 1 });
    const before = await availabilityVersions(one.store.db, 'cartagena');

    await two.bookings.createChatbotBooking(f.principal, f.cmHotelId, reservation(f, [0]));
    const after = await availabilityVersions(one.store.db, 'cartagena');
    expect(after.city).not.toBe(before.city);
    expect(after.catalog).toBe(before.catalog);
    expect(await countIn()).toBe(1);
    expect(one.availability.cacheStats()).toMatchObject({ hits: 1, misses: 2 });
    // Byte for byte the object answer.
    expect((await (await one.availability.searchAvailability('Cartagena', CHECKIN, 3, layout)).json()).toString()).toBe(
      JSON.stringify(await one.availability.search('Cartagena', CHECKIN, 3, layout)),
    );
  });

  it('holds only nights with enough free rooms, and reads locked nights in day order', async () => {
    const { f, one } = await twoInstances(engine, 1);
    const room = f.rooms[0]!;
    await sql`UPDATE inventory SET allocated = 1 WHERE room_type_id = ${room} AND day = ${DAYS[1]}`.execute(one.store.db);
    await one.store.transaction(async (tx) => {
      const nights = await lockNights(tx, room, CHECKIN, CHECKOUT);
      expect(nights.map((n) => [n.day, n.free, n.priceMinor])).toEqual([
        [DAYS[0], 1, 30_000_000],
        [DAYS[1], 0, 30_000_100],
        [DAYS[2], 1, 30_000_200],
      ]);
      expect(await holdRooms(tx, room, CHECKIN, CHECKOUT, 1)).toBe(2); // short of the 3 nights: the caller rolls back
    });
    expect(await allocated(one.store, room)).toEqual([1, 1, 1]);
  });
});
