/**
 * Demo data of the companion service: hotels in Bogotá, Medellín, Cartagena
 * and Santa Marta with room types, rate plans and a year of inventory; two
 * agencies; the TRM; and the well-known demo API keys.
 *
 * Everything is deterministic: prices and stock come from a PRNG seeded by
 * the room type and the day, so the same database content results from the
 * same `today` and tests are stable. Money is stored in COP minor units
 * (centavos): 250,000 COP is `25_000_000`.
 */
import type { Db } from '../db.js';
import { addDays } from '../../clock.js';
import { DEMO_API_KEYS, DEMO_WEBHOOK_SECRET, hashApiKey, insertApiKey, type PrincipalKind } from './apiKeys.js';

/** TRM of the demo: 4,150.00 COP per USD, in COP minor units (settings key `trm_minor`). */
export const DEMO_TRM_MINOR = 415_000;

/** Kinds of room type of the demo, with their capacity. */
type RoomKind = 'DOUBLE' | 'TWIN' | 'TRIPLE' | 'QUADRUPLE' | 'FAMILY' | 'SUITE';

interface RoomKindSpec {
  name: string;
  beds: number;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  /** Price relative to the hotel's double room. */
  factor: number;
}

const ROOM_KINDS: Record<RoomKind, RoomKindSpec> = {
  DOUBLE: { name: 'Habitación Doble Estándar', beds: 1, maxAdults: 2, maxChildren: 1, maxOccupancy: 3, factor: 1 },
  TWIN: { name: 'Habitación Twin (dos camas)', beds: 2, maxAdults: 2, maxChildren: 1, maxOccupancy: 3, factor: 1.05 },
  TRIPLE: { name: 'Habitación Triple', beds: 2, maxAdults: 3, maxChildren: 1, maxOccupancy: 4, factor: 1.3 },
  QUADRUPLE: { name: 'Habitación Cuádruple', beds: 2, maxAdults: 4, maxChildren: 2, maxOccupancy: 4, factor: 1.55 },
  FAMILY: { name: 'Habitación Familiar', beds: 2, maxAdults: 2, maxChildren: 3, maxOccupancy: 5, factor: 1.6 },
  SUITE: { name: 'Suite Junior', beds: 1, maxAdults: 2, maxChildren: 2, maxOccupancy: 4, factor: 2 },
};

interface HotelSpec {
  /** Internal id. */
  id: number;
  /** Channel-manager id; null = not connected (no room types). */
  cm: string | null;
  name: string;
  city: string;
  cityKey: string;
  /** Nightly price of the double room before seasonal changes, COP (whole pesos). */
  baseCop: number;
  /** Breakfast supplement per adult per night, COP (whole pesos). */
  breakfastCop: number;
  rooms: RoomKind[];
}

/** The demo hotels (invented names). Internal id 1 is in Cartagena; id 12 is outside the channel manager. */
const HOTELS: readonly HotelSpec[] = [
  { id: 1, cm: '100001', name: 'Hotel Murallas del Caribe', city: 'Cartagena', cityKey: 'cartagena', baseCop: 420_000, breakfastCop: 50_000, rooms: ['DOUBLE', 'TWIN', 'SUITE', 'FAMILY'] },
  { id: 2, cm: '100002', name: 'Casa Getsemaní Boutique', city: 'Cartagena', cityKey: 'cartagena', baseCop: 360_000, breakfastCop: 45_000, rooms: ['DOUBLE', 'TWIN', 'TRIPLE'] },
  { id: 3, cm: '100003', name: 'Hotel Bocagrande Azul', city: 'Cartagena', cityKey: 'cartagena', baseCop: 330_000, breakfastCop: 45_000, rooms: ['DOUBLE', 'TWIN', 'TRIPLE', 'QUADRUPLE', 'FAMILY'] },
  { id: 4, cm: '100004', name: 'Hotel Andino Chapinero', city: 'Bogotá', cityKey: 'bogota', baseCop: 240_000, breakfastCop: 40_000, rooms: ['DOUBLE', 'TWIN', 'TRIPLE', 'FAMILY'] },
  { id: 5, cm: '100005', name: 'Hotel Candelaria Colonial', city: 'Bogotá', cityKey: 'bogota', baseCop: 200_000, breakfastCop: 38_000, rooms: ['DOUBLE', 'TWIN', 'QUADRUPLE'] },
  { id: 6, cm: '100006', name: 'Suites Usaquén Plaza', city: 'Bogotá', cityKey: 'bogota', baseCop: 300_000, breakfastCop: 45_000, rooms: ['DOUBLE', 'TWIN', 'SUITE', 'FAMILY'] },
  { id: 7, cm: '100007', name: 'Hotel Poblado Verde', city: 'Medellín', cityKey: 'medellin', baseCop: 260_000, breakfastCop: 42_000, rooms: ['DOUBLE', 'TWIN', 'TRIPLE', 'SUITE'] },
  { id: 8, cm: '100008', name: 'Hotel Laureles Jardín', city: 'Medellín', cityKey: 'medellin', baseCop: 190_000, breakfastCop: 38_000, rooms: ['DOUBLE', 'TWIN', 'TRIPLE', 'QUADRUPLE', 'FAMILY'] },
  { id: 9, cm: '100009', name: 'Mirador de Las Palmas Hotel', city: 'Medellín', cityKey: 'medellin', baseCop: 280_000, breakfastCop: 45_000, rooms: ['DOUBLE', 'SUITE', 'FAMILY'] },
  { id: 10, cm: '100010', name: 'Hotel Rodadero Sol', city: 'Santa Marta', cityKey: 'santa marta', baseCop: 310_000, breakfastCop: 45_000, rooms: ['DOUBLE', 'TWIN', 'TRIPLE', 'FAMILY'] },
  { id: 11, cm: '100011', name: 'Hotel Bahía Taganga', city: 'Santa Marta', cityKey: 'santa marta', baseCop: 350_000, breakfastCop: 48_000, rooms: ['DOUBLE', 'TWIN', 'SUITE', 'QUADRUPLE'] },
  { id: 12, cm: null, name: 'Posada El Pescador', city: 'Santa Marta', cityKey: 'santa marta', baseCop: 180_000, breakfastCop: 35_000, rooms: [] },
];

/** Typical double-room price per city, COP, for room types of hotels not in the demo list. */
const CITY_BASE_COP: Record<string, number> = { cartagena: 380_000, 'santa marta': 320_000, bogota: 240_000, medellin: 230_000 };

const FLEX_POLICY =
  'Cancelación gratuita hasta 48 horas antes de la llegada (hora de Bogotá). Después de ese plazo, o si no se presenta, se cobra la primera noche.';
const NONREF_POLICY =
  'Tarifa no reembolsable: no admite cambios ni cancelaciones. En caso de cancelación o no presentación se cobra el valor total de la estadía.';

/** FNV-1a 32-bit hash of a string: the seed of {@link mulberry32}. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a small seeded PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PRNG seeded by a text, so a value depends only on what it is for. */
function rngFor(label: string): () => number {
  return mulberry32(fnv1a(`hotelbot-demo|${label}`));
}

/** What the price and stock of a room type's night depend on. */
interface PricedRoom {
  id: number;
  hotelId: number;
  cityKey: string;
  roomType: string;
}

/** Price of the room type's double-room-equivalent before seasons, COP, between 180,000 and 900,000. */
function basePriceCop(room: PricedRoom): number {
  const hotel = HOTELS.find((h) => h.id === room.hotelId && h.cityKey === room.cityKey);
  const hotelBase = hotel?.baseCop ?? CITY_BASE_COP[room.cityKey] ?? 250_000;
  const factor = ROOM_KINDS[room.roomType as RoomKind]?.factor ?? 1.2;
  return Math.min(900_000, Math.max(180_000, Math.round((hotelBase * factor) / 1000) * 1000));
}

/** True for Friday and Saturday nights (weekend +15 %). */
function isWeekendNight(day: string): boolean {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return dow === 5 || dow === 6;
}

/** True from December 15 to January 10 inclusive (high season +30 %). */
function isHighSeason(day: string): boolean {
  const md = day.slice(5);
  return md >= '12-15' || md <= '01-10';
}

/**
 * Price (COP minor units, per room per night, after tax) and stock (2–8
 * rooms) of a room type on one night; deterministic in room type and day.
 */
function night(room: PricedRoom, day: string): { priceMinor: number; stock: number } {
  const r = rngFor(`night|${room.id}|${day}`);
  let cop = basePriceCop(room);
  if (isWeekendNight(day)) cop *= 1.15;
  if (isHighSeason(day)) cop *= 1.3;
  cop *= 0.95 + r() * 0.1; // ±5 % day to day
  const priceCop = Math.max(1_000, Math.round(cop / 1000) * 1000);
  const sr = rngFor(`stock|${room.id}`)();
  const baseStock = room.roomType === 'SUITE' ? 2 + Math.floor(sr * 2) : 3 + Math.floor(sr * 6); // suites 2..3, others 3..8
  const s = r();
  const stock = Math.min(8, Math.max(2, baseStock + (s < 0.15 ? -1 : s > 0.85 ? 1 : 0) - (isHighSeason(day) && s < 0.4 ? 1 : 0)));
  return { priceMinor: priceCop * 100, stock };
}

function assertDay(today: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`)) || new Date(`${today}T00:00:00Z`).toISOString().slice(0, 10) !== today)
    throw new RangeError(`today must be a date YYYY-MM-DD, got ${JSON.stringify(today)}`);
}

function assertDays(days: number): void {
  if (!Number.isInteger(days) || days < 0 || days > 3660) throw new RangeError(`days must be an integer between 0 and 3660, got ${days}`);
}

/** Options of {@link seedDemoData}. */
export interface SeedOptions {
  /** First day of inventory, `YYYY-MM-DD` (today in Bogotá). */
  today: string;
  /** Days of inventory from `today` (default 365). */
  days?: number;
  /** Creation instant of the rows. */
  now: Date;
}

/**
 * Seed the demo catalogue into an empty service database, in one
 * transaction: the TRM (settings `trm_minor` = 415000, i.e. 4,150.00 COP per
 * USD; kept if already set), agencies 1 "Agencia Demo Viajes" (retailer, in
 * the preloaded-balance program) and 2 "Mayorista Demo" (wholesale), 12
 * hotels (internal ids 1–12; id 1 in Cartagena; ids 1–11 connected with
 * channel-manager ids '100001'–'100011', each with 3–5 room types of 2–3 rate
 * plans; id 12 in Santa Marta outside the channel manager, no room types),
 * and inventory of every room type for `days` nights from `today`: stock 2–8,
 * price per room per night in COP minor units (weekends +15 %, December 15 to
 * January 10 +30 %).
 *
 * Idempotent: when any hotel exists nothing is written.
 *
 * @returns `seeded` false when hotels already existed; `hotels` = hotels created.
 * @throws RangeError on a malformed `today` or `days`.
 */
export function seedDemoData(db: Db, options: SeedOptions): { seeded: boolean; hotels: number } {
  const days = options.days ?? 365;
  assertDay(options.today);
  assertDays(days);
  const createdAt = options.now.toISOString();

  const insertSetting = db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)');
  const insertAgency = db.prepare('INSERT OR IGNORE INTO agencies (id, name, agency_type, in_balance_program, balance_minor) VALUES (?, ?, ?, ?, 0)');
  const insertHotel = db.prepare('INSERT INTO hotels (id, channel_manager_id, name, city, city_key, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const insertRoom = db.prepare(
    'INSERT INTO room_types (hotel_id, name, room_type, beds, max_adults, max_children, max_occupancy) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertRate = db.prepare(
    `INSERT INTO rate_plans (room_type_id, description, board_type, board_description, refundable, cancellation_policy, price_percent, board_per_adult_minor)
     VALUES (?, ?, NULL, ?, ?, ?, ?, ?)`,
  );
  const insertNight = db.prepare('INSERT OR IGNORE INTO inventory (room_type_id, day, stock, allocated, price_minor) VALUES (?, ?, ?, 0, ?)');
  const dayList = Array.from({ length: days }, (_, i) => addDays(options.today, i));

  const run = db.transaction((): { seeded: boolean; hotels: number } => {
    const existing = (db.prepare('SELECT COUNT(*) AS n FROM hotels').get() as { n: number }).n;
    if (existing > 0) return { seeded: false, hotels: 0 };

    insertSetting.run('trm_minor', String(DEMO_TRM_MINOR));
    insertAgency.run(1, 'Agencia Demo Viajes', 'retailer', 1);
    insertAgency.run(2, 'Mayorista Demo', 'wholesale', 0);

    for (const h of HOTELS) {
      insertHotel.run(h.id, h.cm, h.name, h.city, h.cityKey, createdAt);
      if (h.cm === null) continue;
      for (const kind of h.rooms) {
        const k = ROOM_KINDS[kind];
        const roomId = Number(insertRoom.run(h.id, k.name, kind, k.beds, k.maxAdults, k.maxChildren, k.maxOccupancy).lastInsertRowid);
        // Every room type has the flexible rate; then the non-refundable one, breakfast, or both.
        insertRate.run(roomId, 'Tarifa flexible', 'Solo alojamiento', 'full', FLEX_POLICY, 100, 0);
        const pick = Math.floor(rngFor(`rates|${h.id}|${kind}`)() * 3); // 0: no reembolsable, 1: desayuno, 2: ambas
        if (pick !== 1) insertRate.run(roomId, 'Tarifa no reembolsable', 'Solo alojamiento', 'none', NONREF_POLICY, 85, 0);
        if (pick !== 0) insertRate.run(roomId, 'Con desayuno', 'Desayuno incluido', 'full', FLEX_POLICY, 100, h.breakfastCop * 100);
        const room: PricedRoom = { id: roomId, hotelId: h.id, cityKey: h.cityKey, roomType: kind };
        for (const day of dayList) {
          const n = night(room, day);
          insertNight.run(roomId, day, n.stock, n.priceMinor);
        }
      }
    }
    return { seeded: true, hotels: HOTELS.length };
  });
  return run.immediate();
}

/**
 * Insert the four {@link DEMO_API_KEYS} (hash only, `is_demo` = 1) that are
 * missing: operator, agency 1, hotel 1 (internal id), channel manager. Their
 * webhook signing secret is the well-known `DEMO_WEBHOOK_SECRET` (demo only;
 * DECISIONS §8), also given to existing demo keys that have none yet (keys
 * stored before migration 3). Idempotent; a demo key that was revoked stays
 * revoked; a secret already set is kept.
 *
 * @returns how many keys were inserted (0–4).
 */
export function seedDemoKeys(db: Db, now: Date): number {
  const keys: Array<{ key: string; name: string; principalKind: PrincipalKind; principalId: number | null }> = [
    { key: DEMO_API_KEYS.operator, name: 'Demo: operador', principalKind: 'operator', principalId: null },
    { key: DEMO_API_KEYS.agency1, name: 'Demo: Agencia Demo Viajes (agencia 1)', principalKind: 'agency', principalId: 1 },
    { key: DEMO_API_KEYS.hotel1, name: 'Demo: hotel 1', principalKind: 'hotel', principalId: 1 },
    { key: DEMO_API_KEYS.channelManager, name: 'Demo: channel manager', principalKind: 'channel_manager', principalId: null },
  ];
  const exists = db.prepare<[string], { id: number }>('SELECT id FROM api_keys WHERE key_hash = ?');
  const setSecret = db.prepare('UPDATE api_keys SET webhook_secret = ? WHERE key_hash = ? AND webhook_secret IS NULL');
  return db.transaction(() => {
    let inserted = 0;
    for (const k of keys) {
      if (exists.get(hashApiKey(k.key))) {
        setSecret.run(DEMO_WEBHOOK_SECRET, hashApiKey(k.key));
        continue;
      }
      insertApiKey(db, { ...k, isDemo: true, webhookSecret: DEMO_WEBHOOK_SECRET }, now);
      inserted++;
    }
    return inserted;
  }).immediate();
}

/**
 * Add the missing nights of every room type from `today` for `days` nights
 * (default 365), with the same deterministic prices and stock as
 * {@link seedDemoData}; existing nights are left untouched (INSERT OR
 * IGNORE). Lets a long-running demo keep a year of inventory.
 *
 * @returns how many nights were added.
 * @throws RangeError on a malformed `today` or `days`.
 */
export function extendInventory(db: Db, options: { today: string; days?: number }): number {
  const days = options.days ?? 365;
  assertDay(options.today);
  assertDays(days);
  const rooms = db
    .prepare<[], PricedRoom>(
      `SELECT r.id AS id, r.hotel_id AS hotelId, h.city_key AS cityKey, r.room_type AS roomType
       FROM room_types r JOIN hotels h ON h.id = r.hotel_id ORDER BY r.id`,
    )
    .all();
  const insertNight = db.prepare('INSERT OR IGNORE INTO inventory (room_type_id, day, stock, allocated, price_minor) VALUES (?, ?, ?, 0, ?)');
  const dayList = Array.from({ length: days }, (_, i) => addDays(options.today, i));
  return db.transaction(() => {
    let added = 0;
    for (const room of rooms) {
      for (const day of dayList) {
        const n = night(room, day);
        added += insertNight.run(room.id, day, n.stock, n.priceMinor).changes;
      }
    }
    return added;
  }).immediate();
}
