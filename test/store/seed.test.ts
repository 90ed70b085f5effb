/** Demo data and API keys, seeded into a real database on each engine (a SQLite file, a PostgreSQL database). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../src/clock.js';
import { exec, first, openStore, rows, sql, type Engine, type Store } from '../../src/store/sql.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { createApiKey, DEMO_API_KEYS, findApiKey, hasDemoKeys, hashApiKey, insertApiKey } from '../../src/store/service/apiKeys.js';
import { DEMO_FIRST_RESERVATION_ID, DEMO_TERMINAL_TEXTS, extendInventory, seedDemoData, seedDemoKeys, sizeDemoBotKey } from '../../src/store/service/seed.js';
import { bankOf, chargeDetail, PAYMENT_TYPE } from '../../src/api/domain/vouchers.js';
import { ENGINES, freshLocation } from '../helpers/postgres.js';

const TODAY = '2026-11-21';
const NOW = new Date('2026-11-21T15:00:00Z');

describe.each(ENGINES)('on %s', (engine: Engine) => {
  let location: string;
  let store: Store;
  const others: Store[] = [];
  beforeEach(async () => {
    location = await freshLocation(engine, 'seed');
    store = await openStore(location, serviceMigrations);
  });
  afterEach(async () => {
    await store.close();
    await Promise.all(others.splice(0).map((s) => s.close()));
  });
  /** Another fresh, migrated database on the same engine. */
  async function another(): Promise<Store> {
    const s = await openStore(await freshLocation(engine, 'seed'), serviceMigrations);
    others.push(s);
    return s;
  }

  /** The `n` column of the first row of `query`. */
  const count = async (query: ReturnType<typeof sql>): Promise<number> => Number((await first<{ n: number }>(store.db, query as never))!.n);
  const all = <T = Record<string, any>>(query: ReturnType<typeof sql>): Promise<T[]> => rows<T>(store.db, query as never);
  const one = async <T = Record<string, any>>(query: ReturnType<typeof sql>): Promise<T | undefined> => first<T>(store.db, query as never);

  describe('seedDemoData', () => {
    it('seeds hotels in the four cities, hotel 1 in Cartagena and one hotel outside the channel manager', async () => {
      const r = await seedDemoData(store, { today: TODAY, days: 7, now: NOW });
      expect(r.seeded).toBe(true);
      expect(r.hotels).toBeGreaterThanOrEqual(12);
      expect(await count(sql`SELECT COUNT(*) AS n FROM hotels`)).toBe(r.hotels);

      const perCity = await all<{ k: string; c: string; n: number }>(
        sql`SELECT city_key AS k, city AS c, COUNT(*) AS n FROM hotels WHERE channel_manager_id IS NOT NULL GROUP BY city_key, city ORDER BY city_key`,
      );
      expect(perCity.map((x) => [x.k, x.c])).toEqual([
        ['bogota', 'Bogotá'],
        ['cartagena', 'Cartagena'],
        ['medellin', 'Medellín'],
        ['santa marta', 'Santa Marta'],
      ]);
      for (const c of perCity) expect(c.n).toBeGreaterThanOrEqual(2);

      const h1 = (await one(sql`SELECT city, city_key, channel_manager_id FROM hotels WHERE id = 1`)) as {
        city: string;
        city_key: string;
        channel_manager_id: string;
      };
      expect(h1).toMatchObject({ city: 'Cartagena', city_key: 'cartagena' });
      expect(h1.channel_manager_id).toMatch(/^\d+$/);

      const unconnected = (await all(sql`SELECT id FROM hotels WHERE channel_manager_id IS NULL`)) as { id: number }[];
      expect(unconnected).toHaveLength(1);
      expect(unconnected[0]!.id).toBe(await count(sql`SELECT MAX(id) AS n FROM hotels`));
      expect(await count(sql`SELECT COUNT(*) AS n FROM room_types WHERE hotel_id = ${unconnected[0]!.id}`)).toBe(0);

      // Channel-manager ids are numeric strings; names are unique.
      const cms = (await all(sql`SELECT channel_manager_id AS cm FROM hotels WHERE channel_manager_id IS NOT NULL`)) as { cm: string }[];
      for (const { cm } of cms) expect(cm).toMatch(/^\d{6}$/);
      expect(await count(sql`SELECT COUNT(DISTINCT name) AS n FROM hotels`)).toBe(r.hotels);
    });

    it('gives every connected hotel 3–5 sensible room types of 2–3 rate plans', async () => {
      await seedDemoData(store, { today: TODAY, days: 7, now: NOW });
      const perHotel = await all<{ id: number; n: number }>(
        sql`SELECT h.id, COUNT(r.id) AS n FROM hotels h LEFT JOIN room_types r ON r.hotel_id = h.id WHERE h.channel_manager_id IS NOT NULL GROUP BY h.id`,
      );
      for (const h of perHotel) {
        expect(h.n).toBeGreaterThanOrEqual(3);
        expect(h.n).toBeLessThanOrEqual(5);
      }
      const rooms = (await all(sql`SELECT id, room_type, beds, max_adults, max_children, max_occupancy FROM room_types`)) as {
        id: number;
        room_type: string;
        beds: number;
        max_adults: number;
        max_children: number;
        max_occupancy: number;
      }[];
      for (const r of rooms) {
        expect(['DOUBLE', 'TWIN', 'TRIPLE', 'QUADRUPLE', 'FAMILY', 'SUITE']).toContain(r.room_type);
        expect(r.max_occupancy).toBeGreaterThanOrEqual(r.max_adults);
        expect(r.max_occupancy).toBeLessThanOrEqual(r.max_adults + r.max_children);
        expect(r.beds).toBeGreaterThanOrEqual(1);
        const plans = await count(sql`SELECT COUNT(*) AS n FROM rate_plans WHERE room_type_id = ${r.id}`);
        expect(plans).toBeGreaterThanOrEqual(2);
        expect(plans).toBeLessThanOrEqual(3);
      }
      expect(rooms.find((r) => r.room_type === 'FAMILY')).toMatchObject({ beds: 2, max_adults: 2, max_children: 3, max_occupancy: 5 });
      // Bogotá offers a room for two adults and three children.
      expect(
        await count(sql`SELECT COUNT(*) AS n FROM room_types r JOIN hotels h ON h.id = r.hotel_id WHERE h.city_key = 'bogota' AND r.room_type = 'FAMILY'`),
      ).toBeGreaterThan(0);

      // Every rate plan belongs to a room type of a connected hotel.
      expect(
        await count(
          sql`SELECT COUNT(*) AS n FROM rate_plans p LEFT JOIN room_types r ON r.id = p.room_type_id LEFT JOIN hotels h ON h.id = r.hotel_id
         WHERE h.id IS NULL OR h.channel_manager_id IS NULL`,
        ),
      ).toBe(0);
      const plans = (await all(
        sql`SELECT description, board_type, board_description, refundable, cancellation_policy, price_percent, board_per_adult_minor FROM rate_plans`,
      )) as {
        description: string;
        board_type: string | null;
        board_description: string;
        refundable: string;
        cancellation_policy: string;
        price_percent: number;
        board_per_adult_minor: number;
      }[];
      for (const p of plans) {
        expect(p.board_type).toBeNull();
        expect(['full', 'none']).toContain(p.refundable);
        expect(['Solo alojamiento', 'Desayuno incluido']).toContain(p.board_description);
        expect(p.cancellation_policy.length).toBeGreaterThan(20);
        expect(p.price_percent).toBeGreaterThan(0);
      }
      const kinds = new Set(plans.map((p) => p.description));
      expect(kinds).toEqual(new Set(['Tarifa flexible', 'Tarifa no reembolsable', 'Con desayuno']));
      expect(plans.filter((p) => p.description === 'Tarifa no reembolsable').every((p) => p.refundable === 'none' && p.price_percent === 85)).toBe(true);
      const breakfast = plans.filter((p) => p.description === 'Con desayuno');
      for (const p of breakfast) {
        expect(p.board_description).toBe('Desayuno incluido');
        expect(p.board_per_adult_minor).toBeGreaterThanOrEqual(3_000_000);
        expect(p.board_per_adult_minor).toBeLessThanOrEqual(6_000_000);
      }
      // Every room type has a plain rate (no percentage, no board supplement).
      expect(
        await count(
          sql`SELECT COUNT(*) AS n FROM room_types r WHERE NOT EXISTS (SELECT 1 FROM rate_plans p WHERE p.room_type_id = r.id AND p.price_percent = 100 AND p.board_per_adult_minor = 0)`,
        ),
      ).toBe(0);
    });

    it('stores the TRM and the two agencies', async () => {
      await seedDemoData(store, { today: TODAY, days: 7, now: NOW });
      expect(await one(sql`SELECT value FROM settings WHERE key = 'trm_minor'`)).toEqual({ value: '415000' });
      expect(await all(sql`SELECT id, name, agency_type, in_balance_program FROM agencies ORDER BY id`)).toEqual([
        { id: 1, name: 'Agencia Demo Viajes', agency_type: 'retailer', in_balance_program: 1 },
        { id: 2, name: 'Mayorista Demo', agency_type: 'wholesale', in_balance_program: 0 },
      ]);
    });

    it('creates one inventory row per room type and day, with stock 2–8 and realistic positive prices', async () => {
      const days = 365;
      const t0 = performance.now();
      await seedDemoData(store, { today: TODAY, days, now: NOW });
      const ms = performance.now() - t0;
      if (engine === 'sqlite') expect(ms).toBeLessThan(2000);

      const rooms = await count(sql`SELECT COUNT(*) AS n FROM room_types`);
      expect(await count(sql`SELECT COUNT(*) AS n FROM inventory`)).toBe(rooms * days);
      expect(await count(sql`SELECT COUNT(DISTINCT day) AS n FROM inventory`)).toBe(days);
      expect(await one(sql`SELECT MIN(day) AS first, MAX(day) AS last FROM inventory`)).toEqual({ first: TODAY, last: addDays(TODAY, days - 1) });
      expect(await count(sql`SELECT COUNT(*) AS n FROM inventory WHERE stock < 2 OR stock > 8 OR allocated <> 0 OR price_minor <= 0`)).toBe(0);
      // Whole pesos, between 180,000 and 900,000 COP before seasonal changes (at most +15 % +30 % +5 %).
      expect(await count(sql`SELECT COUNT(*) AS n FROM inventory WHERE price_minor % 100 <> 0`)).toBe(0);
      expect(await count(sql`SELECT MIN(price_minor) AS n FROM inventory`)).toBeGreaterThanOrEqual(180_000 * 0.95 * 100);
      expect(await count(sql`SELECT MAX(price_minor) AS n FROM inventory`)).toBeLessThanOrEqual(900_000 * 1.15 * 1.3 * 1.05 * 100);

      // Average price of the nights matching `where` (and, when given, of the weekdays `dow`, 0 = Sunday).
      const avg = async (where: string, dow?: number[]): Promise<number> => {
        const nights = await all<{ day: string; price_minor: number }>(
          sql`SELECT i.day, i.price_minor FROM inventory i JOIN room_types r ON r.id = i.room_type_id JOIN hotels h ON h.id = r.hotel_id WHERE ${sql.raw(where)}`,
        );
        const chosen = dow ? nights.filter((x) => dow.includes(new Date(`${x.day}T00:00:00Z`).getUTCDay())) : nights;
        return chosen.reduce((sum, x) => sum + x.price_minor, 0) / chosen.length;
      };
      // Coast pricier than the interior.
      expect(await avg(`h.city_key IN ('cartagena', 'santa marta') AND r.room_type = 'DOUBLE'`)).toBeGreaterThan(
        await avg(`h.city_key IN ('bogota', 'medellin') AND r.room_type = 'DOUBLE'`),
      );
      // Weekend nights (Friday, Saturday) about 15 % dearer outside high season.
      const weekday = await avg(`i.day BETWEEN '2027-02-01' AND '2027-11-30'`, [1, 2, 3]);
      const weekend = await avg(`i.day BETWEEN '2027-02-01' AND '2027-11-30'`, [5, 6]);
      expect(weekend / weekday).toBeGreaterThan(1.1);
      expect(weekend / weekday).toBeLessThan(1.2);
      // High season (Dec 15 – Jan 10) about 30 % dearer than early December.
      const high = await avg(`i.day BETWEEN '2026-12-15' AND '2027-01-10'`);
      const low = await avg(`i.day BETWEEN '2026-11-22' AND '2026-12-14'`);
      expect(high / low).toBeGreaterThan(1.2);
      expect(high / low).toBeLessThan(1.4);
    });

    it('is deterministic: the same day seeds the same prices and stock', async () => {
      await seedDemoData(store, { today: TODAY, days: 30, now: NOW });
      const other = await another();
      await seedDemoData(other, { today: TODAY, days: 30, now: NOW });
      const q = sql`SELECT room_type_id, day, stock, price_minor FROM inventory ORDER BY room_type_id, day`;
      expect(await rows(other.db, q)).toEqual(await all(q));
    });

    it('is idempotent: a second call seeds nothing', async () => {
      expect((await seedDemoData(store, { today: TODAY, days: 10, now: NOW })).seeded).toBe(true);
      const tables = ['hotels', 'room_types', 'rate_plans', 'inventory', 'agencies', 'settings', 'reservations', 'vouchers'];
      const counts = () => Promise.all(tables.map((t) => count(sql`SELECT COUNT(*) AS n FROM ${sql.table(t)}`)));
      const before = await counts();
      expect(before.every((n) => n > 0)).toBe(true);
      expect(await seedDemoData(store, { today: addDays(TODAY, 5), days: 10, now: NOW })).toEqual({ seeded: false, hotels: 0 });
      const after = await counts();
      expect(after).toEqual(before);
    });

    it('survives reopening the file and rejects a malformed day', async () => {
      await seedDemoData(store, { today: TODAY, days: 3, now: NOW });
      await store.close();
      store = await openStore(location, serviceMigrations);
      expect((await seedDemoData(store, { today: TODAY, days: 3, now: NOW })).seeded).toBe(false);
      await expect(seedDemoData(store, { today: '21-11-2026', now: NOW })).rejects.toThrow(RangeError);
      await expect(seedDemoData(store, { today: '2026-02-30', now: NOW })).rejects.toThrow(RangeError);
    });
  });

  describe('seedDemoData: portal reservations of the channel manager', () => {
    interface Res {
      id: number;
      hotel_id: number;
      crs_id: string;
      portal_code: string;
      chatbot_booking_id: number | null;
      checkin: string;
      checkout: string;
      status: string;
      checkin_status: number;
      total_minor: number;
      prepaid_minor: number;
      refunded_minor: number;
      paid_at: string | null;
      created_at: string;
      updated_at: string;
      rooms: number;
      adults: number;
    }
    const reservations = () => all<Res>(sql`SELECT * FROM reservations ORDER BY id`);

    it('seeds 10–20 reservations per connected hotel from the first eight portals, numbered from 2600001, three arriving today at hotel 1', async () => {
      await seedDemoData(store, { today: TODAY, days: 5, now: NOW });
      const connected = (await all<{ id: number }>(sql`SELECT id FROM hotels WHERE channel_manager_id IS NOT NULL`)).map((h) => h.id);
      const every = await reservations();
      for (const h of connected) {
        const n = every.filter((r) => r.hotel_id === h).length;
        expect(n).toBeGreaterThanOrEqual(10);
        expect(n).toBeLessThanOrEqual(20);
      }
      expect(every.some((r) => !connected.includes(r.hotel_id))).toBe(false);
      expect(DEMO_FIRST_RESERVATION_ID).toBe(2_600_001);
      expect(every.map((r) => r.id)).toEqual(every.map((_, i) => DEMO_FIRST_RESERVATION_ID + i));

      const portals = new Set(every.map((r) => r.portal_code));
      expect(portals.size).toBeGreaterThanOrEqual(6);
      for (const p of portals) expect(['booking', 'expedia', 'despegar', 'airbnb', 'hotelbeds', 'trivago', 'agoda', 'tripadvisor']).toContain(p);

      const today1 = every.filter((r) => r.hotel_id === 1 && r.checkin === TODAY);
      expect(today1.length).toBeGreaterThanOrEqual(3);
      expect(today1.every((r) => r.status === 'confirmed' && r.checkin_status === 0)).toBe(true);

      for (const r of every) {
        expect(r.checkin >= addDays(TODAY, -30) && r.checkin <= addDays(TODAY, 60)).toBe(true);
        expect(r.checkout > r.checkin && r.checkout <= addDays(r.checkin, 5)).toBe(true);
        expect(r.crs_id).toMatch(/^[1-8]\d{7,9}$/); // never a 7-digit reservation number nor a chatbot CRS id (9…)
        expect(r.chatbot_booking_id).toBeNull();
        expect(r.total_minor % 100_000).toBe(0); // whole thousands of pesos
        expect(r.total_minor).toBeGreaterThan(0);
        expect(r.adults).toBeGreaterThanOrEqual(r.rooms);
        expect(r.created_at <= NOW.toISOString() && r.updated_at >= r.created_at && r.updated_at <= NOW.toISOString()).toBe(true);
        if (r.status === 'confirmed' && r.checkin >= TODAY) expect(r.checkin_status).toBe(0);
        if (r.checkin_status === 1 || r.checkin_status === 2) expect(r.checkin < TODAY).toBe(true);
      }
      expect(new Set(every.map((r) => `${r.hotel_id}|${r.crs_id}`)).size).toBe(every.length);
      expect(every.filter((r) => r.status === 'cancelled').length).toBeGreaterThan(0);
      expect(every.filter((r) => r.status === 'confirmed' && r.checkin_status === 1).length).toBeGreaterThan(0);
      expect(every.every((r) => ['confirmed', 'cancelled'].includes(r.status))).toBe(true);
      // Inventory is the stock the channel manager releases, already net of portal bookings.
      expect(await count(sql`SELECT COUNT(*) AS n FROM inventory WHERE allocated <> 0`)).toBe(0);
    });

    it('prepaid portals carry an applied sandbox charge through the virtual terminal; the others pay at the hotel', async () => {
      await seedDemoData(store, { today: TODAY, days: 5, now: NOW });
      const vouchers = (await all(sql`SELECT * FROM vouchers ORDER BY id`)) as Record<string, any>[];
      const byReservation = new Map<number, Record<string, any>[]>();
      for (const v of vouchers) byReservation.set(v.cm_reservation_id, [...(byReservation.get(v.cm_reservation_id) ?? []), v]);
      let prepaid = 0;
      let pending = 0;
      for (const r of await reservations()) {
        const vs = byReservation.get(r.id) ?? [];
        if (['expedia', 'despegar', 'hotelbeds'].includes(r.portal_code)) {
          prepaid++;
          expect(r.prepaid_minor).toBe(r.total_minor);
          expect(r.paid_at).toBe(r.created_at);
          expect(vs).toHaveLength(1);
          const v = vs[0]!;
          expect(v).toMatchObject({
            hotel_id: r.hotel_id,
            operation_type: 'terminal_payment',
            reservation_id: String(r.id),
            portal_code: r.portal_code,
            checkin_date: r.checkin,
            payment_link_code: null,
            bank: bankOf('sandbox'),
            payment_type: PAYMENT_TYPE.terminal_payment,
            tx_status_code: 'applied',
            tx_status_detail: chargeDetail('applied'),
            tx_carrier: 'sandbox',
            tx_amount_minor: r.total_minor,
            tx_currency: 'COP',
            tx_payment_date: r.created_at,
            tx_installments: '1',
            created_at: r.created_at,
          });
          expect(v.tx_authorization_code).toMatch(/^\d{6}$/);
          expect(v.tx_card_num).toMatch(/^\*{12}\d{4}$/);
          if (r.status === 'cancelled') {
            expect(v).toMatchObject({ payment_status_code: 'total_refound', rf_status_code: 'total_refound', rf_amount_minor: r.total_minor });
            expect(r.refunded_minor).toBe(r.total_minor);
          } else {
            expect(v).toMatchObject({ payment_status_code: 'applied', rf_status_code: null });
            expect(r.refunded_minor).toBe(0);
          }
        } else {
          expect(r.prepaid_minor).toBe(0);
          expect(r.paid_at).toBeNull();
          expect(vs.length).toBeLessThanOrEqual(1);
          if (vs.length) {
            pending++;
            expect(r.checkin >= TODAY && r.status === 'confirmed').toBe(true);
            expect(vs[0]).toMatchObject({
              operation_type: 'terminal_payment',
              payment_status_code: 'pending',
              apply_charge_at: r.checkin,
              tx_status_code: null,
              rf_status_code: null,
            });
          }
        }
      }
      expect(prepaid).toBeGreaterThan(0);
      expect(pending).toBeGreaterThan(0);
      expect(vouchers.every((v) => v.cm_reservation_id !== null)).toBe(true);
      // Every voucher record took its own change sequence (feeds see them all).
      expect(new Set(vouchers.map((v) => v.change_seq)).size).toBe(vouchers.length);
      expect(vouchers.every((v) => v.change_seq > 0)).toBe(true);
      expect(DEMO_TERMINAL_TEXTS).toMatchObject({ bank: bankOf('sandbox'), paymentType: PAYMENT_TYPE.terminal_payment, charged: chargeDetail('applied') });
    });

    it('is deterministic: the same day seeds the same reservations and vouchers (but never the same voucher page codes)', async () => {
      await seedDemoData(store, { today: TODAY, days: 3, now: NOW });
      const other = await another();
      await seedDemoData(other, { today: TODAY, days: 3, now: NOW });
      expect(await rows(other.db, sql`SELECT * FROM reservations ORDER BY id`)).toEqual(await all(sql`SELECT * FROM reservations ORDER BY id`));
      // The public voucher page codes are random (migration 6): unguessable, so never reproducible.
      const vouchers = (s: Store) => rows<Record<string, unknown>>(s.db, sql`SELECT * FROM vouchers ORDER BY id`);
      const a = await vouchers(store);
      const b = await vouchers(other);
      expect(b.map(({ public_code: _, ...rest }) => rest)).toEqual(a.map(({ public_code: _, ...rest }) => rest));
      expect(b.every((v, i) => v.public_code !== a[i]!.public_code)).toBe(true);
    });
  });

  describe('extendInventory', () => {
    it('adds only the missing days, with the prices a full seed would have given', async () => {
      await seedDemoData(store, { today: TODAY, days: 10, now: NOW });
      const rooms = await count(sql`SELECT COUNT(*) AS n FROM room_types`);
      await exec(store.db, sql`UPDATE inventory SET allocated = 1 WHERE day = ${TODAY}`);
      expect(await extendInventory(store, { today: addDays(TODAY, 5), days: 10 })).toBe(rooms * 5);
      expect(await extendInventory(store, { today: addDays(TODAY, 5), days: 10 })).toBe(0);
      expect(await count(sql`SELECT COUNT(*) AS n FROM inventory`)).toBe(rooms * 15);
      expect(await count(sql`SELECT COUNT(*) AS n FROM inventory WHERE allocated = 1`)).toBe(rooms); // untouched

      const full = await another();
      await seedDemoData(full, { today: TODAY, days: 15, now: NOW });
      const q = sql`SELECT room_type_id, day, stock, price_minor FROM inventory WHERE day >= ${addDays(TODAY, 1)} ORDER BY room_type_id, day`;
      expect(await all(q)).toEqual(await rows(full.db, q));
    });
  });

  describe('API keys', () => {
    it('seeds the four demo keys, findable by clear key and stored only as hashes', async () => {
      await seedDemoData(store, { today: TODAY, days: 1, now: NOW });
      expect(await hasDemoKeys(store.db)).toBe(false);
      expect(await seedDemoKeys(store, NOW)).toBe(4);
      expect(await seedDemoKeys(store, NOW)).toBe(0);
      expect(await count(sql`SELECT COUNT(*) AS n FROM api_keys`)).toBe(4);
      expect(await hasDemoKeys(store.db)).toBe(true);

      expect(await findApiKey(store.db, DEMO_API_KEYS.operator)).toMatchObject({ principalKind: 'operator', principalId: null, isDemo: true });
      expect(await findApiKey(store.db, DEMO_API_KEYS.agency1)).toMatchObject({ principalKind: 'agency', principalId: 1, isDemo: true });
      expect(await findApiKey(store.db, DEMO_API_KEYS.hotel1)).toMatchObject({ principalKind: 'hotel', principalId: 1, isDemo: true });
      expect(await findApiKey(store.db, DEMO_API_KEYS.channelManager)).toMatchObject({ principalKind: 'channel_manager', principalId: null, isDemo: true });
      expect(await findApiKey(store.db, 'demo-agency-2')).toBeUndefined();

      const keys = await all(sql`SELECT * FROM api_keys`);
      const dump = JSON.stringify(keys);
      for (const key of Object.values(DEMO_API_KEYS)) {
        expect(dump).not.toContain(key);
        expect(keys.some((r) => r.key_hash === hashApiKey(key))).toBe(true);
      }
      for (const r of keys) expect(r.key_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('hashes with SHA-256', async () => {
      expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    });

    it('does not find revoked keys, and a revoked demo key is not re-seeded', async () => {
      await seedDemoKeys(store, NOW);
      await exec(store.db, sql`UPDATE api_keys SET revoked_at = ${NOW.toISOString()}`);
      expect(await findApiKey(store.db, DEMO_API_KEYS.operator)).toBeUndefined();
      expect(await hasDemoKeys(store.db)).toBe(false);
      expect(await seedDemoKeys(store, NOW)).toBe(0);
      expect(await hasDemoKeys(store.db)).toBe(false);
    });

    it('creates random keys returned once in clear and stored hashed', async () => {
      const a = await createApiKey(store.db, { name: 'PMS hotel 3', principalKind: 'hotel', principalId: 3 }, NOW);
      const b = await createApiKey(store.db, { name: 'PMS hotel 3 (2)', principalKind: 'hotel', principalId: 3 }, NOW);
      expect(a.key).toMatch(/^hb_[A-Za-z0-9_-]{43}$/);
      expect(a.key).not.toBe(b.key);
      expect(await findApiKey(store.db, a.key)).toMatchObject({ id: a.id, name: 'PMS hotel 3', principalKind: 'hotel', principalId: 3, isDemo: false });
      expect(JSON.stringify(await all(sql`SELECT * FROM api_keys`))).not.toContain(a.key.slice(3));
      expect(await hasDemoKeys(store.db)).toBe(false);
      const id = await insertApiKey(store.db, { key: 'k-1', name: 'x', principalKind: 'agency', principalId: 2 }, NOW);
      expect(await findApiKey(store.db, 'k-1')).toMatchObject({ id, isDemo: false, principalId: 2 });
      await expect(insertApiKey(store.db, { key: 'k-1', name: 'dup', principalKind: 'operator', principalId: null }, NOW)).rejects.toThrow();
    });

    it('gives a demo key without a webhook secret the demo secret, and keeps a secret already set', async () => {
      await seedDemoKeys(store, NOW);
      await exec(store.db, sql`UPDATE api_keys SET webhook_secret = NULL WHERE key_hash = ${hashApiKey(DEMO_API_KEYS.operator)}`);
      await exec(store.db, sql`UPDATE api_keys SET webhook_secret = 'whsec_own' WHERE key_hash = ${hashApiKey(DEMO_API_KEYS.hotel1)}`);
      expect(await seedDemoKeys(store, NOW)).toBe(0);
      const secrets = await all<{ key_hash: string; webhook_secret: string }>(sql`SELECT key_hash, webhook_secret FROM api_keys`);
      const secretOf = (key: string) => secrets.find((r) => r.key_hash === hashApiKey(key))!.webhook_secret;
      expect(secretOf(DEMO_API_KEYS.operator)).toBe(secretOf(DEMO_API_KEYS.agency1));
      expect(secretOf(DEMO_API_KEYS.operator)).toMatch(/^whsec_/);
      expect(secretOf(DEMO_API_KEYS.hotel1)).toBe('whsec_own');
    });

    it('sizes the demo bot key once, never over a limit of its own', async () => {
      await expect(sizeDemoBotKey(store.db, 0)).rejects.toThrow(RangeError);
      expect(await sizeDemoBotKey(store.db)).toBe(false); // no demo keys yet
      await seedDemoKeys(store, NOW);
      expect(await sizeDemoBotKey(store.db, 300)).toBe(true);
      expect(await sizeDemoBotKey(store.db, 500)).toBe(false);
      expect(await one(sql`SELECT rate_limit_per_second AS n FROM api_keys WHERE key_hash = ${hashApiKey(DEMO_API_KEYS.agency1)}`)).toEqual({ n: 300 });
    });
  });

  describe('identity columns after the seed', () => {
    it('gives new hotels, agencies and reservations the ids after the seeded ones', async () => {
      await seedDemoData(store, { today: TODAY, days: 1, now: NOW });
      const reservations = await count(sql`SELECT COUNT(*) AS n FROM reservations`);
      const hotel = await one<{ id: number }>(
        sql`INSERT INTO hotels (name, city, city_key, created_at) VALUES ('Nuevo', 'Cali', 'cali', ${NOW.toISOString()}) RETURNING id`,
      );
      expect(hotel).toEqual({ id: 13 });
      expect(await one(sql`INSERT INTO agencies (name, agency_type) VALUES ('Otra', 'retailer') RETURNING id`)).toEqual({ id: 3 });
      const reservation = await one(
        sql`INSERT INTO reservations (hotel_id, crs_id, portal_code, first_name, last_name, checkin, checkout, status, total_minor, created_at, updated_at)
          VALUES (1, '999', 'website', 'Ana', 'Gómez', ${TODAY}, ${addDays(TODAY, 1)}, 'confirmed', 100, ${NOW.toISOString()}, ${NOW.toISOString()}) RETURNING id`,
      );
      expect(reservation).toEqual({ id: DEMO_FIRST_RESERVATION_ID + reservations });
    });
  });

  // SQLite is one process per file (two handles in this process would wait on each other's write lock); PostgreSQL serves several.
  describe.runIf(engine === 'postgres')('two instances seeding one empty database at the same moment', () => {
    it('seed it once: one seeds, the other writes nothing and does not fail', async () => {
      const [a, b] = [await openStore(location, serviceMigrations), await openStore(location, serviceMigrations)];
      others.push(a, b);
      const results = await Promise.all([seedDemoData(a, { today: TODAY, days: 3, now: NOW }), seedDemoData(b, { today: TODAY, days: 3, now: NOW })]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect(await count(sql`SELECT COUNT(*) AS n FROM hotels`)).toBe(12);
      const keys = await Promise.all([seedDemoKeys(a, NOW), seedDemoKeys(b, NOW)]);
      expect(keys[0]! + keys[1]!).toBe(4);
      expect(await count(sql`SELECT COUNT(*) AS n FROM api_keys`)).toBe(4);
      const extended = await Promise.all([extendInventory(a, { today: TODAY, days: 5 }), extendInventory(b, { today: TODAY, days: 5 })]);
      const rooms = await count(sql`SELECT COUNT(*) AS n FROM room_types`);
      expect(extended[0]! + extended[1]!).toBe(rooms * 2);
      expect(await count(sql`SELECT COUNT(*) AS n FROM inventory`)).toBe(rooms * 5);
    });
  });
});
