/**
 * The scale dataset (`hotelbot seed --scale`) at a tiny scale: sizes, the
 * benchmark city, determinism, voucher records that belong to reservations
 * and read back as wire records, the change-sequence triggers, nothing left
 * due for the service's sweep, the refusal of a database with hotels, and
 * the CLI command with its progress lines.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PORTAL_KEYS, VoucherRecord, type AvailabilityResponse } from '../../src/api/contract/index.js';
import { startService } from '../../src/api/service.js';
import { bankOf, chargeDetail, CHATBOT_PORTAL, PAYMENT_TYPE, toVoucherRecord, type VoucherRow } from '../../src/api/domain/vouchers.js';
import { openDatabase, type Db } from '../../src/store/db.js';
import { serviceMigrations } from '../../src/store/service/migrations.js';
import { seedDemoData } from '../../src/store/service/seed.js';
import { ScaleSeedError, seedScaleData, SCALE_BENCH_CITY, SCALE_BIG_HOTEL_ID, type ScaleSeedOptions } from '../../src/store/service/seedScale.js';
import { call } from '../helpers/service.js';

const NOW = new Date('2026-11-21T15:00:00Z');
const TODAY = '2026-11-21';
const TINY: ScaleSeedOptions = { today: TODAY, now: NOW, hotels: 11, roomTypes: 20, days: 40, bigHistory: 3_000, history: 150, batchSize: 700 };

let dir: string;
const dbs: Db[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-scale-'));
});
afterEach(() => {
  for (const db of dbs.splice(0)) if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
});

function fresh(name = 'service.db'): Db {
  const db = openDatabase(join(dir, name), serviceMigrations);
  dbs.push(db);
  return db;
}

const n = (db: Db, sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;

describe('seedScaleData', () => {
  it('writes the requested sizes, with the benchmark city and the big hotel', () => {
    const db = fresh();
    const progress: string[] = [];
    const r = seedScaleData(db, { ...TINY, onProgress: (p) => progress.push(`${p.phase}:${p.done}/${p.total}`) });
    expect(r).toMatchObject({ hotels: 11, benchCityHotels: 2, roomTypes: 220, nights: 220 * 40, reservations: 3_000 + 10 * 150, vouchers: 4_500 });
    expect(n(db, 'SELECT COUNT(*) AS n FROM hotels')).toBe(11);
    // A fifth of the hotels in the benchmark city, all connected with digit ids.
    expect(n(db, `SELECT COUNT(*) AS n FROM hotels WHERE city = ?`, SCALE_BENCH_CITY)).toBe(2);
    expect(n(db, `SELECT COUNT(*) AS n FROM hotels WHERE channel_manager_id IS NULL OR channel_manager_id GLOB '*[^0-9]*'`)).toBe(0);
    expect(n(db, `SELECT COUNT(DISTINCT city_key) AS n FROM hotels`)).toBe(5);
    expect((db.prepare('SELECT channel_manager_id AS cm, city FROM hotels WHERE id = ?').get(SCALE_BIG_HOTEL_ID) as { cm: string; city: string })).toEqual({
      cm: '100001',
      city: SCALE_BENCH_CITY,
    });
    // 20 room types per hotel, capacities from 1 to 6, one or two rate plans each.
    expect(n(db, 'SELECT COUNT(*) AS n FROM (SELECT hotel_id FROM room_types GROUP BY hotel_id HAVING COUNT(*) = 20)')).toBe(11);
    expect(db.prepare('SELECT MIN(max_occupancy) AS lo, MAX(max_occupancy) AS hi FROM room_types').get()).toEqual({ lo: 1, hi: 6 });
    const rates = db.prepare('SELECT MIN(c) AS lo, MAX(c) AS hi FROM (SELECT COUNT(*) AS c FROM rate_plans GROUP BY room_type_id)').get();
    expect(rates).toEqual({ lo: 1, hi: 2 });
    // Every room type has each night from today, none before.
    expect(db.prepare('SELECT MIN(day) AS first, MAX(day) AS last, COUNT(*) AS c FROM inventory WHERE room_type_id = 1').get()).toEqual({
      first: TODAY,
      last: '2026-12-30',
      c: 40,
    });
    expect(n(db, 'SELECT COUNT(*) AS n FROM inventory WHERE stock < 1 OR allocated <> 0 OR price_minor <= 0')).toBe(0);
    // History: the big hotel and the others.
    expect(n(db, 'SELECT COUNT(*) AS n FROM vouchers WHERE hotel_id = ?', SCALE_BIG_HOTEL_ID)).toBe(3_000);
    expect(n(db, 'SELECT COUNT(*) AS n FROM (SELECT hotel_id FROM vouchers WHERE hotel_id <> ? GROUP BY hotel_id HAVING COUNT(*) = 150)', SCALE_BIG_HOTEL_ID)).toBe(10);
    // Demo agencies, TRM and keys as the demo seed.
    expect(n(db, 'SELECT COUNT(*) AS n FROM agencies')).toBe(2);
    expect(n(db, `SELECT COUNT(*) AS n FROM settings WHERE key = 'trm_minor' AND value = '415000'`)).toBe(1);
    expect(n(db, 'SELECT COUNT(*) AS n FROM api_keys WHERE is_demo = 1')).toBe(4);
    // Progress per batch, each phase ending complete.
    expect(progress).toContain('catalogue:11/11');
    expect(progress).toContain(`inventory:${220 * 40}/${220 * 40}`);
    expect(progress.filter((p) => p.startsWith('history:')).length).toBeGreaterThanOrEqual(6);
    expect(progress.at(-1)).toBe('history:4500/4500');
  });

  it('is deterministic: the same options, today and now give the same rows', () => {
    const a = fresh('a.db');
    const b = fresh('b.db');
    const small = { ...TINY, hotels: 6, bigHistory: 400, history: 60 };
    seedScaleData(a, small);
    seedScaleData(b, { ...small, batchSize: 97 });
    for (const table of ['hotels', 'room_types', 'rate_plans', 'reservations', 'vouchers', 'payment_links', 'payment_attempts', 'chatbot_bookings']) {
      // A voucher's public_code is random by design (unguessable voucher pages): the insert trigger draws it.
      const rows = (db: Db) =>
        (db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as Record<string, unknown>[]).map(({ public_code: _, ...rest }) => rest);
      expect(rows(b), table).toEqual(rows(a));
    }
    expect(a.prepare('SELECT day, stock, price_minor FROM inventory ORDER BY room_type_id, day').all()).toEqual(
      b.prepare('SELECT day, stock, price_minor FROM inventory ORDER BY room_type_id, day').all(),
    );
  });

  it('gives every voucher record a reservation and the texts, statuses and change sequence of the ledger', () => {
    const db = fresh();
    seedScaleData(db, TINY);
    // Each voucher belongs to a reservation of its own hotel, with the reservation number as reservation_id.
    expect(
      n(db, `SELECT COUNT(*) AS n FROM vouchers v JOIN reservations r ON r.id = v.cm_reservation_id AND r.hotel_id = v.hotel_id AND v.reservation_id = CAST(r.id AS TEXT)`),
    ).toBe(4_500);
    // The triggers gave every insert its own change sequence, up to the counter.
    const seq = db.prepare('SELECT COUNT(DISTINCT change_seq) AS d, MIN(change_seq) AS lo, MAX(change_seq) AS hi FROM vouchers').get();
    expect(seq).toEqual({ d: 4_500, lo: 1, hi: 4_500 });
    expect(n(db, 'SELECT value AS n FROM change_sequence')).toBe(4_500);

    const rows = db.prepare('SELECT * FROM vouchers').all() as VoucherRow[];
    const ops = new Set(rows.map((r) => r.operation_type));
    expect([...ops].sort()).toEqual(['automated', 'payment_link', 'terminal_payment']);
    for (const row of rows) {
      expect(row.payment_type).toBe(PAYMENT_TYPE[row.operation_type]);
      if (row.tx_status_code) {
        expect(row.tx_status_detail).toBe(chargeDetail(row.tx_status_code));
        expect(row.tx_carrier).toBe('sandbox');
        expect(row.bank).toBe(bankOf('sandbox'));
      } else expect(row.bank).toBe('');
      if (row.operation_type === 'terminal_payment') expect(PORTAL_KEYS).toContain(row.portal_code);
      if (row.operation_type === 'automated') expect(row.portal_code).toBe(CHATBOT_PORTAL);
      if (row.operation_type === 'payment_link') expect(row.portal_code).toBeNull();
      expect(row.payment_link_code === null).toBe(row.operation_type === 'terminal_payment');
      expect(row.created_at <= NOW.toISOString() && row.updated_at <= NOW.toISOString()).toBe(true);
      // Every record reads back as a valid wire record.
      expect(VoucherRecord.safeParse(toVoucherRecord(row, 'http://localhost:3000', true)).success).toBe(true);
    }
    // Chatbot vouchers come with their link, paid attempt and booking; links of the other vouchers point to the reservation.
    expect(
      n(db, `SELECT COUNT(*) AS n FROM vouchers v JOIN chatbot_bookings b ON b.payment_link_code = v.payment_link_code
              JOIN reservations r ON r.chatbot_booking_id = b.id AND r.id = v.cm_reservation_id WHERE v.operation_type = 'automated'`),
    ).toBe(rows.filter((r) => r.operation_type === 'automated').length);
    expect(
      n(db, `SELECT COUNT(*) AS n FROM vouchers v JOIN payment_links l ON l.code = v.payment_link_code AND l.reservation_id = v.reservation_id
              WHERE v.operation_type = 'payment_link'`),
    ).toBe(rows.filter((r) => r.operation_type === 'payment_link').length);
    expect(
      n(db, `SELECT COUNT(*) AS n FROM vouchers v WHERE v.tx_status_code IS NOT NULL AND v.payment_link_code IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM payment_attempts a WHERE a.link_code = v.payment_link_code AND a.transaction_id = v.tx_transaction_id)`),
    ).toBe(0);
    // Portals, statuses and dates are spread: past and future stays, refunds, several portals.
    expect(n(db, 'SELECT COUNT(DISTINCT portal_code) AS n FROM reservations')).toBeGreaterThan(10);
    expect(n(db, `SELECT COUNT(*) AS n FROM reservations WHERE checkin < ?`, TODAY)).toBeGreaterThan(2_000);
    expect(n(db, `SELECT COUNT(*) AS n FROM reservations WHERE checkin >= ?`, TODAY)).toBeGreaterThan(500);
    const span = db.prepare('SELECT MIN(checkin) AS lo, MAX(checkin) AS hi FROM reservations').get() as { lo: string; hi: string };
    expect(span.lo < '2024-01-01' && span.hi > '2027-09-01').toBe(true);
    expect(n(db, `SELECT COUNT(*) AS n FROM vouchers WHERE payment_status_code = 'total_refound' AND rf_amount_minor > 0`)).toBeGreaterThan(0);
    expect(n(db, `SELECT COUNT(DISTINCT status) AS n FROM reservations`)).toBe(3); // confirmed, cancelled, expired
  });

  it('leaves nothing due for the sweep, and the service answers the benchmark city', async () => {
    const path = join(dir, 'service.db');
    const db = fresh();
    seedScaleData(db, TINY);
    db.close();
    const svc = await startService({ databasePath: path, host: '127.0.0.1', port: 0, seed: false, demo: true, rateLimitPerSecond: 0, webhookIntervalMs: 0 });
    try {
      expect(svc.ctx.payments.sweep()).toEqual({ settled: 0, expiredBookings: [] });
      const r = await call(svc.url, 'POST', `/v2/bookings/agencies/retailer/availability?checkin=2026-12-01&nights=3&city=${SCALE_BENCH_CITY}`, {
        body: { layout: [{ adults: 2 }, { adults: 2 }] },
      });
      expect(r.status).toBe(200);
      const hotels = r.body as AvailabilityResponse;
      expect(hotels.map((h) => h.hotel.partner_id)).toEqual(['100001', '100002']);
      expect(hotels.every((h) => h.availability[0]!.total_count > 0)).toBe(true);
    } finally {
      await svc.close();
    }
  });

  it('refuses a database that already has hotels, and options out of range', () => {
    const db = fresh();
    seedDemoData(db, { today: TODAY, now: NOW });
    expect(() => seedScaleData(db, TINY)).toThrow(ScaleSeedError);
    expect(() => seedScaleData(db, TINY)).toThrow(/ya tiene 12 hoteles/);
    const empty = fresh('empty.db');
    expect(() => seedScaleData(empty, { ...TINY, hotels: 0 })).toThrow(/hotels debe ser un entero entre 1 y 5000/);
    expect(() => seedScaleData(empty, { ...TINY, today: '2026-02-30' })).toThrow(ScaleSeedError);
    expect(n(empty, 'SELECT COUNT(*) AS n FROM hotels')).toBe(0);
  });
});

describe('hotelbot seed --scale', () => {
  const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', main, 'seed', ...args], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development', DATABASE_PATH: join(dir, 'default.db') },
      timeout: 60_000,
    });

  it('seeds the file given with --database, with progress lines on a non-terminal stderr', () => {
    const path = join(dir, 'cli.db');
    const r = run(['--scale', '--database', path, '--hotels', '5', '--days', '10', '--big-history', '500', '--history', '20']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Datos de escala creados en [\d.]+ s: 5 hoteles \(1 en Cartagena\).*580 vouchers/);
    expect(r.stderr).toMatch(/Catálogo: 5\/5 \(100 %\)/);
    expect(r.stderr).toMatch(/Historial: 580\/580 \(100 %\)/);
    const db = openDatabase(path, serviceMigrations);
    dbs.push(db);
    expect(n(db, 'SELECT COUNT(*) AS n FROM vouchers')).toBe(580);
    // A second run refuses, naming why, and writes nothing.
    const again = run(['--scale', '--database', path, '--hotels', '5']);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/ya tiene 5 hoteles/);
    expect(n(db, 'SELECT COUNT(*) AS n FROM vouchers')).toBe(580);
  });

  it('keeps the plain seed as it was and refuses scale options without --scale', () => {
    const plain = run([]);
    expect(plain.status, plain.stderr).toBe(0);
    expect(plain.stdout).toMatch(/Datos de demostración creados: 12 hoteles/);
    const bad = run(['--big-history', '10']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/--big-history solo tiene sentido con --scale/);
  });
});
