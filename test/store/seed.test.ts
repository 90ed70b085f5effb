/** Demo data and API keys, seeded into a real SQLite file. */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../src/clock.js';
import { openDatabase, type Db } from '../../src/store/db.js';
import { serviceMigrations } from '../../src/store/service/migrations.js';
import { createApiKey, DEMO_API_KEYS, findApiKey, hasDemoKeys, hashApiKey, insertApiKey } from '../../src/store/service/apiKeys.js';
import { DEMO_FIRST_RESERVATION_ID, DEMO_TERMINAL_TEXTS, extendInventory, seedDemoData, seedDemoKeys } from '../../src/store/service/seed.js';
import { bankOf, chargeDetail, PAYMENT_TYPE } from '../../src/api/domain/vouchers.js';

const TODAY = '2026-11-21';
const NOW = new Date('2026-11-21T15:00:00Z');

let path: string;
let db: Db;
beforeEach(() => {
  path = join(tmpdir(), `hotelbot-seed-${randomBytes(8).toString('hex')}.db`);
  db = openDatabase(path, serviceMigrations);
});
afterEach(() => {
  db.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
});

const count = (sql: string, ...params: unknown[]): number => (db.prepare(sql).get(...params) as { n: number }).n;

describe('seedDemoData', () => {
  it('seeds hotels in the four cities, hotel 1 in Cartagena and one hotel outside the channel manager', () => {
    const r = seedDemoData(db, { today: TODAY, now: NOW });
    expect(r.seeded).toBe(true);
    expect(r.hotels).toBeGreaterThanOrEqual(12);
    expect(count('SELECT COUNT(*) AS n FROM hotels')).toBe(r.hotels);

    const perCity = db
      .prepare(`SELECT city_key AS k, city AS c, COUNT(*) AS n FROM hotels WHERE channel_manager_id IS NOT NULL GROUP BY city_key, city ORDER BY city_key`)
      .all() as { k: string; c: string; n: number }[];
    expect(perCity.map((x) => [x.k, x.c])).toEqual([
      ['bogota', 'Bogotá'],
      ['cartagena', 'Cartagena'],
      ['medellin', 'Medellín'],
      ['santa marta', 'Santa Marta'],
    ]);
    for (const c of perCity) expect(c.n).toBeGreaterThanOrEqual(2);

    const h1 = db.prepare('SELECT city, city_key, channel_manager_id FROM hotels WHERE id = 1').get() as { city: string; city_key: string; channel_manager_id: string };
    expect(h1).toMatchObject({ city: 'Cartagena', city_key: 'cartagena' });
    expect(h1.channel_manager_id).toMatch(/^\d+$/);

    const unconnected = db.prepare('SELECT id FROM hotels WHERE channel_manager_id IS NULL').all() as { id: number }[];
    expect(unconnected).toHaveLength(1);
    expect(unconnected[0]!.id).toBe(count('SELECT MAX(id) AS n FROM hotels'));
    expect(count('SELECT COUNT(*) AS n FROM room_types WHERE hotel_id = ?', unconnected[0]!.id)).toBe(0);

    // Channel-manager ids are numeric strings; names are unique.
    const cms = db.prepare('SELECT channel_manager_id AS cm FROM hotels WHERE channel_manager_id IS NOT NULL').all() as { cm: string }[];
    for (const { cm } of cms) expect(cm).toMatch(/^\d{6}$/);
    expect(count('SELECT COUNT(DISTINCT name) AS n FROM hotels')).toBe(r.hotels);
  });

  it('gives every connected hotel 3–5 sensible room types of 2–3 rate plans', () => {
    seedDemoData(db, { today: TODAY, now: NOW });
    const perHotel = db
      .prepare(
        `SELECT h.id, COUNT(r.id) AS n FROM hotels h LEFT JOIN room_types r ON r.hotel_id = h.id WHERE h.channel_manager_id IS NOT NULL GROUP BY h.id`,
      )
      .all() as { id: number; n: number }[];
    for (const h of perHotel) {
      expect(h.n).toBeGreaterThanOrEqual(3);
      expect(h.n).toBeLessThanOrEqual(5);
    }
    const rooms = db.prepare('SELECT id, room_type, beds, max_adults, max_children, max_occupancy FROM room_types').all() as {
      id: number; room_type: string; beds: number; max_adults: number; max_children: number; max_occupancy: number;
    }[];
    for (const r of rooms) {
      expect(['DOUBLE', 'TWIN', 'TRIPLE', 'QUADRUPLE', 'FAMILY', 'SUITE']).toContain(r.room_type);
      expect(r.max_occupancy).toBeGreaterThanOrEqual(r.max_adults);
      expect(r.max_occupancy).toBeLessThanOrEqual(r.max_adults + r.max_children);
      expect(r.beds).toBeGreaterThanOrEqual(1);
      const plans = count('SELECT COUNT(*) AS n FROM rate_plans WHERE room_type_id = ?', r.id);
      expect(plans).toBeGreaterThanOrEqual(2);
      expect(plans).toBeLessThanOrEqual(3);
    }
    expect(rooms.find((r) => r.room_type === 'FAMILY')).toMatchObject({ beds: 2, max_adults: 2, max_children: 3, max_occupancy: 5 });
    // Bogotá offers a room for two adults and three children.
    expect(count(`SELECT COUNT(*) AS n FROM room_types r JOIN hotels h ON h.id = r.hotel_id WHERE h.city_key = 'bogota' AND r.room_type = 'FAMILY'`)).toBeGreaterThan(0);

    // Every rate plan belongs to a room type of a connected hotel.
    expect(
      count(
        `SELECT COUNT(*) AS n FROM rate_plans p LEFT JOIN room_types r ON r.id = p.room_type_id LEFT JOIN hotels h ON h.id = r.hotel_id
         WHERE h.id IS NULL OR h.channel_manager_id IS NULL`,
      ),
    ).toBe(0);
    const plans = db.prepare('SELECT description, board_type, board_description, refundable, cancellation_policy, price_percent, board_per_adult_minor FROM rate_plans').all() as {
      description: string; board_type: string | null; board_description: string; refundable: string; cancellation_policy: string; price_percent: number; board_per_adult_minor: number;
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
      count(`SELECT COUNT(*) AS n FROM room_types r WHERE NOT EXISTS (SELECT 1 FROM rate_plans p WHERE p.room_type_id = r.id AND p.price_percent = 100 AND p.board_per_adult_minor = 0)`),
    ).toBe(0);
  });

  it('stores the TRM and the two agencies', () => {
    seedDemoData(db, { today: TODAY, now: NOW });
    expect(db.prepare(`SELECT value FROM settings WHERE key = 'trm_minor'`).get()).toEqual({ value: '415000' });
    expect(db.prepare('SELECT id, name, agency_type, in_balance_program FROM agencies ORDER BY id').all()).toEqual([
      { id: 1, name: 'Agencia Demo Viajes', agency_type: 'retailer', in_balance_program: 1 },
      { id: 2, name: 'Mayorista Demo', agency_type: 'wholesale', in_balance_program: 0 },
    ]);
  });

  it('creates one inventory row per room type and day, with stock 2–8 and realistic positive prices', () => {
    const days = 365;
    const t0 = performance.now();
    seedDemoData(db, { today: TODAY, days, now: NOW });
    const ms = performance.now() - t0;
    expect(ms).toBeLessThan(2000);

    const rooms = count('SELECT COUNT(*) AS n FROM room_types');
    expect(count('SELECT COUNT(*) AS n FROM inventory')).toBe(rooms * days);
    expect(count('SELECT COUNT(DISTINCT day) AS n FROM inventory')).toBe(days);
    expect(db.prepare('SELECT MIN(day) AS first, MAX(day) AS last FROM inventory').get()).toEqual({ first: TODAY, last: addDays(TODAY, days - 1) });
    expect(count('SELECT COUNT(*) AS n FROM inventory WHERE stock < 2 OR stock > 8 OR allocated <> 0 OR price_minor <= 0')).toBe(0);
    // Whole pesos, between 180,000 and 900,000 COP before seasonal changes (at most +15 % +30 % +5 %).
    expect(count('SELECT COUNT(*) AS n FROM inventory WHERE price_minor % 100 <> 0')).toBe(0);
    expect(count('SELECT MIN(price_minor) AS n FROM inventory')).toBeGreaterThanOrEqual(180_000 * 0.95 * 100);
    expect(count('SELECT MAX(price_minor) AS n FROM inventory')).toBeLessThanOrEqual(900_000 * 1.15 * 1.3 * 1.05 * 100);

    const avg = (where: string): number => (db.prepare(`SELECT AVG(i.price_minor) AS n FROM inventory i JOIN room_types r ON r.id = i.room_type_id JOIN hotels h ON h.id = r.hotel_id WHERE ${where}`).get() as { n: number }).n;
    // Coast pricier than the interior.
    expect(avg(`h.city_key IN ('cartagena', 'santa marta') AND r.room_type = 'DOUBLE'`)).toBeGreaterThan(avg(`h.city_key IN ('bogota', 'medellin') AND r.room_type = 'DOUBLE'`));
    // Weekend nights (Friday, Saturday) about 15 % dearer outside high season.
    const weekday = avg(`strftime('%w', i.day) IN ('1','2','3') AND i.day BETWEEN '2027-02-01' AND '2027-11-30'`);
    const weekend = avg(`strftime('%w', i.day) IN ('5','6') AND i.day BETWEEN '2027-02-01' AND '2027-11-30'`);
    expect(weekend / weekday).toBeGreaterThan(1.1);
    expect(weekend / weekday).toBeLessThan(1.2);
    // High season (Dec 15 – Jan 10) about 30 % dearer than early December.
    const high = avg(`i.day BETWEEN '2026-12-15' AND '2027-01-10'`);
    const low = avg(`i.day BETWEEN '2026-11-22' AND '2026-12-14'`);
    expect(high / low).toBeGreaterThan(1.2);
    expect(high / low).toBeLessThan(1.4);
  });

  it('is deterministic: the same day seeds the same prices and stock', () => {
    seedDemoData(db, { today: TODAY, days: 30, now: NOW });
    const other = openDatabase(':memory:', serviceMigrations);
    try {
      seedDemoData(other, { today: TODAY, days: 30, now: NOW });
      const q = 'SELECT room_type_id, day, stock, price_minor FROM inventory ORDER BY room_type_id, day';
      expect(other.prepare(q).all()).toEqual(db.prepare(q).all());
    } finally {
      other.close();
    }
  });

  it('is idempotent: a second call seeds nothing', () => {
    expect(seedDemoData(db, { today: TODAY, days: 10, now: NOW }).seeded).toBe(true);
    const tables = ['hotels', 'room_types', 'rate_plans', 'inventory', 'agencies', 'settings', 'reservations', 'vouchers'];
    const before = tables.map((t) => count(`SELECT COUNT(*) AS n FROM ${t}`));
    expect(before.every((n) => n > 0)).toBe(true);
    expect(seedDemoData(db, { today: addDays(TODAY, 5), days: 10, now: NOW })).toEqual({ seeded: false, hotels: 0 });
    const after = tables.map((t) => count(`SELECT COUNT(*) AS n FROM ${t}`));
    expect(after).toEqual(before);
  });

  it('survives reopening the file and rejects a malformed day', () => {
    seedDemoData(db, { today: TODAY, days: 3, now: NOW });
    db.close();
    db = openDatabase(path, serviceMigrations);
    expect(seedDemoData(db, { today: TODAY, days: 3, now: NOW }).seeded).toBe(false);
    expect(() => seedDemoData(db, { today: '21-11-2026', now: NOW })).toThrow(RangeError);
    expect(() => seedDemoData(db, { today: '2026-02-30', now: NOW })).toThrow(RangeError);
  });
});

describe('seedDemoData: portal reservations of the channel manager', () => {
  interface Res {
    id: number; hotel_id: number; crs_id: string; portal_code: string; chatbot_booking_id: number | null; checkin: string; checkout: string;
    status: string; checkin_status: number; total_minor: number; prepaid_minor: number; refunded_minor: number; paid_at: string | null;
    created_at: string; updated_at: string; rooms: number; adults: number;
  }
  const reservations = () => db.prepare('SELECT * FROM reservations ORDER BY id').all() as Res[];

  it('seeds 10–20 reservations per connected hotel from the first eight portals, numbered from 2600001, three arriving today at hotel 1', () => {
    seedDemoData(db, { today: TODAY, days: 5, now: NOW });
    const all = reservations();
    const connected = (db.prepare('SELECT id FROM hotels WHERE channel_manager_id IS NOT NULL').all() as { id: number }[]).map((h) => h.id);
    for (const h of connected) {
      const n = all.filter((r) => r.hotel_id === h).length;
      expect(n).toBeGreaterThanOrEqual(10);
      expect(n).toBeLessThanOrEqual(20);
    }
    expect(all.some((r) => !connected.includes(r.hotel_id))).toBe(false);
    expect(DEMO_FIRST_RESERVATION_ID).toBe(2_600_001);
    expect(all.map((r) => r.id)).toEqual(all.map((_, i) => DEMO_FIRST_RESERVATION_ID + i));

    const portals = new Set(all.map((r) => r.portal_code));
    expect(portals.size).toBeGreaterThanOrEqual(6);
    for (const p of portals) expect(['booking', 'expedia', 'despegar', 'airbnb', 'hotelbeds', 'trivago', 'agoda', 'tripadvisor']).toContain(p);

    const today1 = all.filter((r) => r.hotel_id === 1 && r.checkin === TODAY);
    expect(today1.length).toBeGreaterThanOrEqual(3);
    expect(today1.every((r) => r.status === 'confirmed' && r.checkin_status === 0)).toBe(true);

    for (const r of all) {
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
    expect(new Set(all.map((r) => `${r.hotel_id}|${r.crs_id}`)).size).toBe(all.length);
    expect(all.filter((r) => r.status === 'cancelled').length).toBeGreaterThan(0);
    expect(all.filter((r) => r.status === 'confirmed' && r.checkin_status === 1).length).toBeGreaterThan(0);
    expect(all.every((r) => ['confirmed', 'cancelled'].includes(r.status))).toBe(true);
    // Inventory is the stock the channel manager releases, already net of portal bookings.
    expect(count('SELECT COUNT(*) AS n FROM inventory WHERE allocated <> 0')).toBe(0);
  });

  it('prepaid portals carry an applied sandbox charge through the virtual terminal; the others pay at the hotel', () => {
    seedDemoData(db, { today: TODAY, days: 5, now: NOW });
    const vouchers = db.prepare('SELECT * FROM vouchers ORDER BY id').all() as Record<string, any>[];
    const byReservation = new Map<number, Record<string, any>[]>();
    for (const v of vouchers) byReservation.set(v.cm_reservation_id, [...(byReservation.get(v.cm_reservation_id) ?? []), v]);
    let prepaid = 0;
    let pending = 0;
    for (const r of reservations()) {
      const vs = byReservation.get(r.id) ?? [];
      if (['expedia', 'despegar', 'hotelbeds'].includes(r.portal_code)) {
        prepaid++;
        expect(r.prepaid_minor).toBe(r.total_minor);
        expect(r.paid_at).toBe(r.created_at);
        expect(vs).toHaveLength(1);
        const v = vs[0]!;
        expect(v).toMatchObject({
          hotel_id: r.hotel_id, operation_type: 'terminal_payment', reservation_id: String(r.id), portal_code: r.portal_code, checkin_date: r.checkin,
          payment_link_code: null, bank: bankOf('sandbox'), payment_type: PAYMENT_TYPE.terminal_payment, tx_status_code: 'applied',
          tx_status_detail: chargeDetail('applied'), tx_carrier: 'sandbox', tx_amount_minor: r.total_minor, tx_currency: 'COP', tx_payment_date: r.created_at,
          tx_installments: '1', created_at: r.created_at,
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
          expect(vs[0]).toMatchObject({ operation_type: 'terminal_payment', payment_status_code: 'pending', apply_charge_at: r.checkin, tx_status_code: null, rf_status_code: null });
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

  it('is deterministic: the same day seeds the same reservations and vouchers (but never the same voucher page codes)', () => {
    seedDemoData(db, { today: TODAY, days: 3, now: NOW });
    const other = openDatabase(':memory:', serviceMigrations);
    try {
      seedDemoData(other, { today: TODAY, days: 3, now: NOW });
      expect(other.prepare('SELECT * FROM reservations ORDER BY id').all()).toEqual(db.prepare('SELECT * FROM reservations ORDER BY id').all());
      // The public voucher page codes are random (migration 6): unguessable, so never reproducible.
      const vouchers = (d: typeof db) => (d.prepare('SELECT * FROM vouchers ORDER BY id').all() as Array<Record<string, unknown>>);
      const a = vouchers(db);
      const b = vouchers(other);
      expect(b.map(({ public_code: _, ...rest }) => rest)).toEqual(a.map(({ public_code: _, ...rest }) => rest));
      expect(b.every((v, i) => v.public_code !== a[i]!.public_code)).toBe(true);
    } finally {
      other.close();
    }
  });
});

describe('extendInventory', () => {
  it('adds only the missing days, with the prices a full seed would have given', () => {
    seedDemoData(db, { today: TODAY, days: 10, now: NOW });
    const rooms = count('SELECT COUNT(*) AS n FROM room_types');
    db.prepare('UPDATE inventory SET allocated = 1 WHERE day = ?').run(TODAY);
    expect(extendInventory(db, { today: addDays(TODAY, 5), days: 10 })).toBe(rooms * 5);
    expect(extendInventory(db, { today: addDays(TODAY, 5), days: 10 })).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM inventory')).toBe(rooms * 15);
    expect(count('SELECT COUNT(*) AS n FROM inventory WHERE allocated = 1')).toBe(rooms); // untouched

    const full = openDatabase(':memory:', serviceMigrations);
    try {
      seedDemoData(full, { today: TODAY, days: 15, now: NOW });
      const q = 'SELECT room_type_id, day, stock, price_minor FROM inventory WHERE day >= ? ORDER BY room_type_id, day';
      expect(db.prepare(q).all(addDays(TODAY, 1))).toEqual(full.prepare(q).all(addDays(TODAY, 1)));
    } finally {
      full.close();
    }
  });
});

describe('API keys', () => {
  it('seeds the four demo keys, findable by clear key and stored only as hashes', () => {
    seedDemoData(db, { today: TODAY, days: 1, now: NOW });
    expect(hasDemoKeys(db)).toBe(false);
    expect(seedDemoKeys(db, NOW)).toBe(4);
    expect(seedDemoKeys(db, NOW)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM api_keys')).toBe(4);
    expect(hasDemoKeys(db)).toBe(true);

    expect(findApiKey(db, DEMO_API_KEYS.operator)).toMatchObject({ principalKind: 'operator', principalId: null, isDemo: true });
    expect(findApiKey(db, DEMO_API_KEYS.agency1)).toMatchObject({ principalKind: 'agency', principalId: 1, isDemo: true });
    expect(findApiKey(db, DEMO_API_KEYS.hotel1)).toMatchObject({ principalKind: 'hotel', principalId: 1, isDemo: true });
    expect(findApiKey(db, DEMO_API_KEYS.channelManager)).toMatchObject({ principalKind: 'channel_manager', principalId: null, isDemo: true });
    expect(findApiKey(db, 'demo-agency-2')).toBeUndefined();

    const rows = db.prepare('SELECT * FROM api_keys').all() as Record<string, unknown>[];
    const dump = JSON.stringify(rows);
    for (const key of Object.values(DEMO_API_KEYS)) {
      expect(dump).not.toContain(key);
      expect(rows.some((r) => r.key_hash === hashApiKey(key))).toBe(true);
    }
    for (const r of rows) expect(r.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes with SHA-256', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('does not find revoked keys, and a revoked demo key is not re-seeded', () => {
    seedDemoKeys(db, NOW);
    db.prepare('UPDATE api_keys SET revoked_at = ?').run(NOW.toISOString());
    expect(findApiKey(db, DEMO_API_KEYS.operator)).toBeUndefined();
    expect(hasDemoKeys(db)).toBe(false);
    expect(seedDemoKeys(db, NOW)).toBe(0);
    expect(hasDemoKeys(db)).toBe(false);
  });

  it('creates random keys returned once in clear and stored hashed', () => {
    const a = createApiKey(db, { name: 'PMS hotel 3', principalKind: 'hotel', principalId: 3 }, NOW);
    const b = createApiKey(db, { name: 'PMS hotel 3 (2)', principalKind: 'hotel', principalId: 3 }, NOW);
    expect(a.key).toMatch(/^hb_[A-Za-z0-9_-]{43}$/);
    expect(a.key).not.toBe(b.key);
    expect(findApiKey(db, a.key)).toEqual({ id: a.id, name: 'PMS hotel 3', principalKind: 'hotel', principalId: 3, isDemo: false });
    expect(JSON.stringify(db.prepare('SELECT * FROM api_keys').all())).not.toContain(a.key.slice(3));
    expect(hasDemoKeys(db)).toBe(false);
    const id = insertApiKey(db, { key: 'k-1', name: 'x', principalKind: 'agency', principalId: 2 }, NOW);
    expect(findApiKey(db, 'k-1')).toMatchObject({ id, isDemo: false, principalId: 2 });
    expect(() => insertApiKey(db, { key: 'k-1', name: 'dup', principalKind: 'operator', principalId: null }, NOW)).toThrow();
  });
});
