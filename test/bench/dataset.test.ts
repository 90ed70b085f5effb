/**
 * The scale dataset of the benchmarks (`npm run seed:scale`) at a tiny scale: sizes, the
 * benchmark city, determinism, voucher records that belong to reservations
 * and read back as wire records, the change-sequence triggers, nothing left
 * due for the service's sweep, the refusal of a database with hotels, and
 * the command with its progress lines.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PORTAL_KEYS, VoucherRecord, type AvailabilityResponse } from '../../src/api/contract/index.js';
import { startService } from '../../src/api/service.js';
import { ManualClock } from '../../src/clock.js';
import { bankOf, chargeDetail, CHATBOT_PORTAL, PAYMENT_TYPE, toVoucherRecord, type VoucherRow } from '../../src/api/domain/vouchers.js';
import { first, openStore, rows, sql, type Engine, type Store } from '../../src/store/sql.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { seedDemoData } from '../../src/store/service/seed.js';
import { ScaleSeedError, seedScaleData, SCALE_BENCH_CITY, SCALE_BIG_HOTEL_ID, type ScaleSeedOptions } from '../../bench/dataset/seed.js';
import { call } from '../helpers/service.js';
import { ENGINES, freshLocation } from '../helpers/postgres.js';

const NOW = new Date('2026-11-21T15:00:00Z');
const TODAY = '2026-11-21';
const TINY: ScaleSeedOptions = { today: TODAY, now: NOW, hotels: 11, roomTypes: 20, days: 40, bigHistory: 3_000, history: 150, batchSize: 700 };

let dir: string;
const stores: Store[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-scale-'));
});
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

/** The `n` column of the first row of `query` on `store`. */
const n = async (store: Store, query: ReturnType<typeof sql>): Promise<number> => Number((await first<{ n: number }>(store.db, query as never))!.n);
const one = (store: Store, query: ReturnType<typeof sql>) => first<Record<string, unknown>>(store.db, query as never);

describe.each(ENGINES)('seedScaleData on %s', (engine: Engine) => {
  /** A new, migrated database on the engine (`name`: the SQLite file's name). */
  async function fresh(name = 'service.db'): Promise<Store> {
    const store = await openStore(engine === 'sqlite' ? join(dir, name) : await freshLocation(engine, 'scale'), serviceMigrations);
    stores.push(store);
    return store;
  }

  it('writes the requested sizes, with the benchmark city and the big hotel', async () => {
    const db = await fresh();
    const progress: string[] = [];
    const r = await seedScaleData(db, { ...TINY, onProgress: (p) => progress.push(`${p.phase}:${p.done}/${p.total}`) });
    expect(r).toMatchObject({ hotels: 11, benchCityHotels: 2, roomTypes: 220, nights: 220 * 40, reservations: 3_000 + 10 * 150, vouchers: 4_500 });
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM hotels`)).toBe(11);
    // A fifth of the hotels in the benchmark city, all connected with digit ids.
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM hotels WHERE city = ${SCALE_BENCH_CITY}`)).toBe(2);
    const cms = await rows<{ cm: string | null }>(db.db, sql`SELECT channel_manager_id AS cm FROM hotels`);
    expect(cms.filter((h) => !/^[0-9]+$/.test(h.cm ?? ''))).toEqual([]);
    expect(await n(db, sql`SELECT COUNT(DISTINCT city_key) AS n FROM hotels`)).toBe(5);
    expect(await one(db, sql`SELECT channel_manager_id AS cm, city FROM hotels WHERE id = ${SCALE_BIG_HOTEL_ID}`)).toEqual({
      cm: '100001',
      city: SCALE_BENCH_CITY,
    });
    // 20 room types per hotel, capacities from 1 to 6, one or two rate plans each.
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM (SELECT hotel_id FROM room_types GROUP BY hotel_id HAVING COUNT(*) = 20)`)).toBe(11);
    expect(await one(db, sql`SELECT MIN(max_occupancy) AS lo, MAX(max_occupancy) AS hi FROM room_types`)).toEqual({ lo: 1, hi: 6 });
    const rates = await one(db, sql`SELECT MIN(c) AS lo, MAX(c) AS hi FROM (SELECT COUNT(*) AS c FROM rate_plans GROUP BY room_type_id)`);
    expect(rates).toEqual({ lo: 1, hi: 2 });
    // Every room type has each night from today, none before.
    expect(await one(db, sql`SELECT MIN(day) AS first, MAX(day) AS last, COUNT(*) AS c FROM inventory WHERE room_type_id = 1`)).toEqual({
      first: TODAY,
      last: '2026-12-30',
      c: 40,
    });
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM inventory WHERE stock < 1 OR allocated <> 0 OR price_minor <= 0`)).toBe(0);
    // History: the big hotel and the others.
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM vouchers WHERE hotel_id = ${SCALE_BIG_HOTEL_ID}`)).toBe(3_000);
    expect(
      await n(
        db,
        sql`SELECT COUNT(*) AS n FROM (SELECT hotel_id FROM vouchers WHERE hotel_id <> ${SCALE_BIG_HOTEL_ID} GROUP BY hotel_id HAVING COUNT(*) = 150)`,
      ),
    ).toBe(10);
    // Demo agencies, TRM and keys as the demo seed.
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM agencies`)).toBe(2);
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM settings WHERE key = 'trm_minor' AND value = '415000'`)).toBe(1);
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM api_keys WHERE is_demo = 1`)).toBe(4);
    // Progress per batch, each phase ending complete.
    expect(progress).toContain('catalogue:11/11');
    expect(progress).toContain(`inventory:${220 * 40}/${220 * 40}`);
    expect(progress.filter((p) => p.startsWith('history:')).length).toBeGreaterThanOrEqual(6);
    expect(progress.at(-1)).toBe('history:4500/4500');
  });

  it('is deterministic: the same options, today and now give the same rows', async () => {
    const a = await fresh('a.db');
    const b = await fresh('b.db');
    const small = { ...TINY, hotels: 6, bigHistory: 400, history: 60 };
    await seedScaleData(a, small);
    await seedScaleData(b, { ...small, batchSize: 97 });
    for (const table of ['hotels', 'room_types', 'rate_plans', 'reservations', 'vouchers', 'payment_links', 'payment_attempts', 'chatbot_bookings']) {
      // A voucher's public_code is random by design (unguessable voucher pages): the insert trigger draws it.
      const order = table === 'payment_links' ? 'code' : 'id';
      const all = async (s: Store) =>
        (await rows<Record<string, unknown>>(s.db, sql`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.ref(order)}`)).map(
          ({ public_code: _, ...rest }) => rest,
        );
      expect(await all(b), table).toEqual(await all(a));
    }
    const nights = sql`SELECT day, stock, price_minor FROM inventory ORDER BY room_type_id, day`;
    expect(await rows(a.db, nights)).toEqual(await rows(b.db, nights));
  });

  it('gives every voucher record a reservation and the texts, statuses and change sequence of the ledger', async () => {
    const db = await fresh();
    await seedScaleData(db, TINY);
    // Each voucher belongs to a reservation of its own hotel, with the reservation number as reservation_id.
    expect(
      await n(
        db,
        sql`SELECT COUNT(*) AS n FROM vouchers v JOIN reservations r ON r.id = v.cm_reservation_id AND r.hotel_id = v.hotel_id AND v.reservation_id = CAST(r.id AS TEXT)`,
      ),
    ).toBe(4_500);
    // The triggers gave every insert its own change sequence, up to the counter.
    const seq = await one(db, sql`SELECT COUNT(DISTINCT change_seq) AS d, MIN(change_seq) AS lo, MAX(change_seq) AS hi FROM vouchers`);
    expect(seq).toEqual({ d: 4_500, lo: 1, hi: 4_500 });
    expect(await n(db, sql`SELECT value AS n FROM change_sequence`)).toBe(4_500);

    const vouchers = await rows<VoucherRow>(db.db, sql`SELECT * FROM vouchers`);
    const ops = new Set(vouchers.map((r) => r.operation_type));
    expect([...ops].sort()).toEqual(['automated', 'payment_link', 'terminal_payment']);
    for (const row of vouchers) {
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
      await n(
        db,
        sql`SELECT COUNT(*) AS n FROM vouchers v JOIN chatbot_bookings b ON b.payment_link_code = v.payment_link_code
              JOIN reservations r ON r.chatbot_booking_id = b.id AND r.id = v.cm_reservation_id WHERE v.operation_type = 'automated'`,
      ),
    ).toBe(vouchers.filter((r) => r.operation_type === 'automated').length);
    expect(
      await n(
        db,
        sql`SELECT COUNT(*) AS n FROM vouchers v JOIN payment_links l ON l.code = v.payment_link_code AND l.reservation_id = v.reservation_id
              WHERE v.operation_type = 'payment_link'`,
      ),
    ).toBe(vouchers.filter((r) => r.operation_type === 'payment_link').length);
    expect(
      await n(
        db,
        sql`SELECT COUNT(*) AS n FROM vouchers v WHERE v.tx_status_code IS NOT NULL AND v.payment_link_code IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM payment_attempts a WHERE a.link_code = v.payment_link_code AND a.transaction_id = v.tx_transaction_id)`,
      ),
    ).toBe(0);
    // Portals, statuses and dates are spread: past and future stays, refunds, several portals.
    expect(await n(db, sql`SELECT COUNT(DISTINCT portal_code) AS n FROM reservations`)).toBeGreaterThan(10);
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM reservations WHERE checkin < ${TODAY}`)).toBeGreaterThan(2_000);
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM reservations WHERE checkin >= ${TODAY}`)).toBeGreaterThan(500);
    const span = (await one(db, sql`SELECT MIN(checkin) AS lo, MAX(checkin) AS hi FROM reservations`)) as { lo: string; hi: string };
    expect(span.lo < '2024-01-01' && span.hi > '2027-09-01').toBe(true);
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM vouchers WHERE payment_status_code = 'total_refound' AND rf_amount_minor > 0`)).toBeGreaterThan(0);
    expect(await n(db, sql`SELECT COUNT(DISTINCT status) AS n FROM reservations`)).toBe(3); // confirmed, cancelled, expired
  });

  // The service over a seeded SQLite file (the service suites choose their engine themselves).
  it.runIf(engine === 'sqlite')('leaves nothing due for the sweep, and the service answers the benchmark city', async () => {
    const path = join(dir, 'service.db');
    const db = await fresh();
    await seedScaleData(db, TINY);
    await db.close();
    stores.splice(stores.indexOf(db), 1);
    // The service's clock stands at the seed's instant, so the stay below stays in the seeded future whatever day the suite runs.
    const svc = await startService({
      databasePath: path,
      host: '127.0.0.1',
      port: 0,
      seed: false,
      demo: true,
      rateLimitPerSecond: 0,
      webhookIntervalMs: 0,
      clock: new ManualClock(NOW),
    });
    try {
      expect(await svc.ctx.payments.sweep()).toEqual({ settled: 0, expiredBookings: [] });
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

  it('refuses a database that already has hotels, and options out of range', async () => {
    const db = await fresh();
    await seedDemoData(db, { today: TODAY, days: 3, now: NOW });
    await expect(seedScaleData(db, TINY)).rejects.toThrow(ScaleSeedError);
    await expect(seedScaleData(db, TINY)).rejects.toThrow(/ya tiene 12 hoteles/);
    const empty = await fresh('empty.db');
    await expect(seedScaleData(empty, { ...TINY, hotels: 0 })).rejects.toThrow(/hotels debe ser un entero entre 1 y 5000/);
    await expect(seedScaleData(empty, { ...TINY, today: '2026-02-30' })).rejects.toThrow(ScaleSeedError);
    expect(await n(empty, sql`SELECT COUNT(*) AS n FROM hotels`)).toBe(0);
  });
});

describe('npm run seed:scale', () => {
  const cli = fileURLToPath(new URL('../../bench/dataset/cli.ts', import.meta.url));
  const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
  const env = () => ({ ...process.env, NODE_ENV: 'development', DATABASE_PATH: join(dir, 'default.db') });
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
      encoding: 'utf8',
      env: env(),
      timeout: 60_000,
    });
  const hotelbotSeed = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', main, 'seed', ...args], {
      encoding: 'utf8',
      env: env(),
      timeout: 60_000,
    });

  it('seeds the file given with --database, with progress lines on a non-terminal stderr', async () => {
    const path = join(dir, 'cli.db');
    const r = run(['--database', path, '--hotels', '5', '--days', '10', '--big-history', '500', '--history', '20']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Datos de escala creados en [\d.]+ s: 5 hoteles \(1 en Cartagena\).*580 vouchers/);
    expect(r.stderr).toMatch(/Catálogo: 5\/5 \(100 %\)/);
    expect(r.stderr).toMatch(/Historial: 580\/580 \(100 %\)/);
    const db = await openStore(path, serviceMigrations);
    stores.push(db);
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM vouchers`)).toBe(580);
    // A second run refuses, naming why, and writes nothing.
    const again = run(['--database', path, '--hotels', '5']);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/ya tiene 5 hoteles/);
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM vouchers`)).toBe(580);
  });

  it('refuses a bad size', () => {
    const bad = run(['--database', join(dir, 'bad.db'), '--big-history', 'mucho']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/--big-history debe ser un entero no negativo/);
  });

  it('`hotelbot seed` seeds the demo data; `hotelbot seed --scale` runs this seeder with its options', async () => {
    const plain = hotelbotSeed([]);
    expect(plain.status, plain.stderr).toBe(0);
    expect(plain.stdout).toMatch(/Datos de demostración creados: 12 hoteles/);
    const bogus = hotelbotSeed(['--hotels', '5']);
    expect(bogus.status).toBe(1);
    expect(bogus.stderr).toMatch(/unknown option '--hotels'/);
    const path = join(dir, 'via-hotelbot.db');
    const scale = hotelbotSeed(['--scale', '--database', path, '--hotels', '3', '--days', '5', '--big-history', '50', '--history', '10']);
    expect(scale.status, scale.stderr).toBe(0);
    expect(scale.stdout).toMatch(/Datos de escala creados en [\d.]+ s: 3 hoteles/);
    const db = await openStore(path, serviceMigrations);
    stores.push(db);
    expect(await n(db, sql`SELECT COUNT(*) AS n FROM hotels`)).toBe(3);
  });
});
