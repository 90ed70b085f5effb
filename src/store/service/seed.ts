/**
 * Demo data of the companion service: hotels in Bogotá, Medellín, Cartagena
 * and Santa Marta with room types, rate plans and a year of inventory; portal
 * reservations of the channel manager with the voucher records of their
 * charges; two agencies; the TRM; and the well-known demo API keys.
 *
 * Everything is deterministic: prices and stock come from a PRNG seeded by
 * the room type and the day, so the same database content results from the
 * same `today` and tests are stable. Money is stored in COP minor units
 * (centavos): 250,000 COP is `25_000_000`.
 */
import { addDays } from '../../clock.js';
import { insertMany } from '../bulk.js';
import { moveIdentityPastMax } from '../identity.js';
import { exec, first, rows, sql } from '../sql.js';
import type { ServiceExecutor, ServiceStore, ServiceTx, ServiceColumn } from './database.js';
import { DEMO_API_KEYS, DEMO_WEBHOOK_SECRET, hashApiKey, type PrincipalKind } from './apiKeys.js';

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
  {
    id: 1,
    cm: '100001',
    name: 'Hotel Murallas del Caribe',
    city: 'Cartagena',
    cityKey: 'cartagena',
    baseCop: 420_000,
    breakfastCop: 50_000,
    rooms: ['DOUBLE', 'TWIN', 'SUITE', 'FAMILY'],
  },
  {
    id: 2,
    cm: '100002',
    name: 'Casa Getsemaní Boutique',
    city: 'Cartagena',
    cityKey: 'cartagena',
    baseCop: 360_000,
    breakfastCop: 45_000,
    rooms: ['DOUBLE', 'TWIN', 'TRIPLE'],
  },
  {
    id: 3,
    cm: '100003',
    name: 'Hotel Bocagrande Azul',
    city: 'Cartagena',
    cityKey: 'cartagena',
    baseCop: 330_000,
    breakfastCop: 45_000,
    rooms: ['DOUBLE', 'TWIN', 'TRIPLE', 'QUADRUPLE', 'FAMILY'],
  },
  {
    id: 4,
    cm: '100004',
    name: 'Hotel Andino Chapinero',
    city: 'Bogotá',
    cityKey: 'bogota',
    baseCop: 240_000,
    breakfastCop: 40_000,
    rooms: ['DOUBLE', 'TWIN', 'TRIPLE', 'FAMILY'],
  },
  {
    id: 5,
    cm: '100005',
    name: 'Hotel Candelaria Colonial',
    city: 'Bogotá',
    cityKey: 'bogota',
    baseCop: 200_000,
    breakfastCop: 38_000,
    rooms: ['DOUBLE', 'TWIN', 'QUADRUPLE'],
  },
  {
    id: 6,
    cm: '100006',
    name: 'Suites Usaquén Plaza',
    city: 'Bogotá',
    cityKey: 'bogota',
    baseCop: 300_000,
    breakfastCop: 45_000,
    rooms: ['DOUBLE', 'TWIN', 'SUITE', 'FAMILY'],
  },
  {
    id: 7,
    cm: '100007',
    name: 'Hotel Poblado Verde',
    city: 'Medellín',
    cityKey: 'medellin',
    baseCop: 260_000,
    breakfastCop: 42_000,
    rooms: ['DOUBLE', 'TWIN', 'TRIPLE', 'SUITE'],
  },
  {
    id: 8,
    cm: '100008',
    name: 'Hotel Laureles Jardín',
    city: 'Medellín',
    cityKey: 'medellin',
    baseCop: 190_000,
    breakfastCop: 38_000,
    rooms: ['DOUBLE', 'TWIN', 'TRIPLE', 'QUADRUPLE', 'FAMILY'],
  },
  {
    id: 9,
    cm: '100009',
    name: 'Mirador de Las Palmas Hotel',
    city: 'Medellín',
    cityKey: 'medellin',
    baseCop: 280_000,
    breakfastCop: 45_000,
    rooms: ['DOUBLE', 'SUITE', 'FAMILY'],
  },
  {
    id: 10,
    cm: '100010',
    name: 'Hotel Rodadero Sol',
    city: 'Santa Marta',
    cityKey: 'santa marta',
    baseCop: 310_000,
    breakfastCop: 45_000,
    rooms: ['DOUBLE', 'TWIN', 'TRIPLE', 'FAMILY'],
  },
  {
    id: 11,
    cm: '100011',
    name: 'Hotel Bahía Taganga',
    city: 'Santa Marta',
    cityKey: 'santa marta',
    baseCop: 350_000,
    breakfastCop: 48_000,
    rooms: ['DOUBLE', 'TWIN', 'SUITE', 'QUADRUPLE'],
  },
  { id: 12, cm: null, name: 'Posada El Pescador', city: 'Santa Marta', cityKey: 'santa marta', baseCop: 180_000, breakfastCop: 35_000, rooms: [] },
];

/** Typical double-room price per city, COP, for room types of hotels not in the demo list. */
const CITY_BASE_COP: Record<string, number> = { cartagena: 380_000, 'santa marta': 320_000, bogota: 240_000, medellin: 230_000 };

/** Cancellation policy text of the flexible rates (refundable 'full'). */
export const FLEX_POLICY =
  'Cancelación gratuita hasta 48 horas antes de la llegada (hora de Bogotá). Después de ese plazo, o si no se presenta, se cobra la primera noche.';
/** Cancellation policy text of the non-refundable rates (refundable 'none'). */
export const NONREF_POLICY =
  'Tarifa no reembolsable: no admite cambios ni cancelaciones. En caso de cancelación o no presentación se cobra el valor total de la estadía.';

/** FNV-1a 32-bit hash of a string: the seed of {@link mulberry32}. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a small seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
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
export function isWeekendNight(day: string): boolean {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return dow === 5 || dow === 6;
}

/** True from December 15 to January 10 inclusive (high season +30 %). */
export function isHighSeason(day: string): boolean {
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
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(today) ||
    Number.isNaN(Date.parse(`${today}T00:00:00Z`)) ||
    new Date(`${today}T00:00:00Z`).toISOString().slice(0, 10) !== today
  )
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
 * Seed the demo catalogue into an empty service database (async), in one
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
 * Also, for each connected hotel, 10–20 channel-manager reservations from the
 * first eight portal keys (booking, expedia, despegar, airbnb, hotelbeds,
 * trivago, agoda, tripadvisor): reservation numbers from
 * {@link DEMO_FIRST_RESERVATION_ID} (2600001) upward, in hotel order (chatbot
 * bookings' reservations take the numbers after them); `crs_id` the portal's
 * own 8–10-digit number; check-in from 30 days before `today` to 60 days
 * after, 1–5 nights; three arrivals `today` at hotel 1. About one in ten is
 * cancelled; the others are confirmed, with check-in status 1 (checked in)
 * once their check-in day passed (2, no-show, for a few departed ones) and 0
 * before. Totals in COP minor units from the hotel's prices. Expedia,
 * Despegar and Hotelbeds prepay the whole stay: `prepaid_minor` = total,
 * `paid_at` = booking instant, and a `terminal_payment` voucher record with
 * an applied charge of carrier `sandbox` (refunded in full, `total_refound`,
 * when cancelled). The other portals pay at the hotel: prepaid 0, and about
 * half of the upcoming stays have a pending `terminal_payment` voucher due at
 * check-in (no transaction). Inventory is not touched: the stock the channel
 * manager releases to the service is already net of portal bookings.
 * Deterministic in hotel and position; dates are relative to `today`, instants
 * never after `now`.
 *
 * Idempotent: when any hotel exists nothing is written; of two instances
 * seeding one empty database at the same moment, the one that inserts hotel 1
 * first seeds and the other writes nothing. On PostgreSQL the identity
 * sequences of hotels, agencies and reservations are moved past the explicit
 * ids, so chatbot bookings' reservations take the numbers after the demo ones.
 * Async, in one transaction of its own (or the caller's, when called inside one).
 *
 * @returns `seeded` false when hotels already existed; `hotels` = hotels created.
 * @throws RangeError on a malformed `today` or `days`.
 */
export async function seedDemoData(store: ServiceStore, options: SeedOptions): Promise<{ seeded: boolean; hotels: number }> {
  const days = options.days ?? 365;
  assertDay(options.today);
  assertDays(days);
  const createdAt = options.now.toISOString();
  const dayList = Array.from({ length: days }, (_, i) => addDays(options.today, i));

  return store.transaction(async (tx) => {
    const existing = (await first<{ n: number }>(tx, sql`SELECT COUNT(*) AS n FROM hotels`))!.n;
    if (existing > 0) return { seeded: false, hotels: 0 };

    await exec(tx, sql`INSERT INTO settings (key, value) VALUES ('trm_minor', ${String(DEMO_TRM_MINOR)}) ON CONFLICT (key) DO NOTHING`);
    await insertDemoAgencies(tx);

    const nights: unknown[][] = [];
    for (const h of HOTELS) {
      // The hotel's fixed id is the claim: another process seeding at the same moment waits on it, then finds it taken.
      const claimed = await first<{ id: number }>(
        tx,
        sql`INSERT INTO hotels (id, channel_manager_id, name, city, city_key, created_at) VALUES (${h.id}, ${h.cm}, ${h.name}, ${h.city}, ${h.cityKey}, ${createdAt})
            ON CONFLICT (id) DO NOTHING RETURNING id`,
      );
      if (!claimed) {
        if (h === HOTELS[0]) return { seeded: false, hotels: 0 };
        throw new Error(`Demo hotel ${h.id} exists already while hotel ${HOTELS[0]!.id} did not`);
      }
      if (h.cm === null) continue;
      for (const kind of h.rooms) {
        const k = ROOM_KINDS[kind];
        const roomId = (await first<{ id: number }>(
          tx,
          sql`INSERT INTO room_types (hotel_id, name, room_type, beds, max_adults, max_children, max_occupancy)
              VALUES (${h.id}, ${k.name}, ${kind}, ${k.beds}, ${k.maxAdults}, ${k.maxChildren}, ${k.maxOccupancy}) RETURNING id`,
        ))!.id;
        // Every room type has the flexible rate; then the non-refundable one, breakfast, or both.
        const rates: unknown[][] = [[roomId, 'Tarifa flexible', null, 'Solo alojamiento', 'full', FLEX_POLICY, 100, 0]];
        const pick = Math.floor(rngFor(`rates|${h.id}|${kind}`)() * 3); // 0: no reembolsable, 1: desayuno, 2: ambas
        if (pick !== 1) rates.push([roomId, 'Tarifa no reembolsable', null, 'Solo alojamiento', 'none', NONREF_POLICY, 85, 0]);
        if (pick !== 0) rates.push([roomId, 'Con desayuno', null, 'Desayuno incluido', 'full', FLEX_POLICY, 100, h.breakfastCop * 100]);
        await insertMany(tx, 'rate_plans', RATE_COLUMNS, rates);
        const room: PricedRoom = { id: roomId, hotelId: h.id, cityKey: h.cityKey, roomType: kind };
        for (const day of dayList) {
          const n = night(room, day);
          nights.push([roomId, day, n.stock, 0, n.priceMinor]);
        }
      }
    }
    await insertMany(tx, 'inventory', NIGHT_COLUMNS, nights, { suffix: 'ON CONFLICT (room_type_id, day) DO NOTHING' });
    await seedPortalReservations(tx, options.today, options.now);
    await moveIdentityPastMax(tx, 'hotels');
    return { seeded: true, hotels: HOTELS.length };
  });
}

/** Columns of a rate plan row, in the order the seeds give them. */
const RATE_COLUMNS = [
  'room_type_id',
  'description',
  'board_type',
  'board_description',
  'refundable',
  'cancellation_policy',
  'price_percent',
  'board_per_adult_minor',
] as const satisfies readonly ServiceColumn<'rate_plans'>[];
/** Columns of an inventory night, in the order the seeds (this one and the benchmarks' scale seed) give them. */
export const NIGHT_COLUMNS = ['room_type_id', 'day', 'stock', 'allocated', 'price_minor'] as const satisfies readonly ServiceColumn<'inventory'>[];

/**
 * The two demo agencies (1 "Agencia Demo Viajes", retailer in the
 * preloaded-balance program; 2 "Mayorista Demo", wholesale) where missing,
 * inside the caller's transaction; their identity sequence is moved past them.
 */
export async function insertDemoAgencies(tx: ServiceTx): Promise<void> {
  await exec(
    tx,
    sql`INSERT INTO agencies (id, name, agency_type, in_balance_program, balance_minor)
        VALUES (1, 'Agencia Demo Viajes', 'retailer', 1, 0), (2, 'Mayorista Demo', 'wholesale', 0, 0)
        ON CONFLICT (id) DO NOTHING`,
  );
  await moveIdentityPastMax(tx, 'agencies');
}

/** First reservation number of the demo portal reservations; chatbot bookings' reservations take the numbers after the last one. */
export const DEMO_FIRST_RESERVATION_ID = 2_600_001;

/** Portals of the demo reservations (the first eight portal keys, `docs/decisions/0017-portal-keys.md`) and their relative weight. */
const DEMO_PORTALS: ReadonlyArray<readonly [portal: string, weight: number]> = [
  ['booking', 30],
  ['expedia', 20],
  ['despegar', 14],
  ['airbnb', 12],
  ['hotelbeds', 8],
  ['trivago', 5],
  ['agoda', 7],
  ['tripadvisor', 4],
];
/** Portals that collect the whole stay in advance (a card charged through the virtual terminal); the others pay at the hotel. */
const PREPAID_PORTALS: ReadonlySet<string> = new Set(['expedia', 'despegar', 'hotelbeds']);
/**
 * Shape of each portal's own reservation number (crs_id): a first digit and a
 * length of 8–10 digits, so it never equals a 7-digit reservation number nor
 * a chatbot booking's CRS id (9 digits starting with 9).
 */
const CRS_SHAPE: Record<string, { first: string; digits: number }> = {
  booking: { first: '4', digits: 10 },
  expedia: { first: '7', digits: 10 },
  despegar: { first: '5', digits: 8 },
  airbnb: { first: '8', digits: 10 },
  hotelbeds: { first: '3', digits: 9 },
  trivago: { first: '6', digits: 9 },
  agoda: { first: '1', digits: 9 },
  tripadvisor: { first: '2', digits: 9 },
};
const FIRST_NAMES = [
  'Carlos',
  'María',
  'Juan',
  'Laura',
  'Andrés',
  'Valentina',
  'Santiago',
  'Camila',
  'Diego',
  'Sofía',
  'Felipe',
  'Isabella',
  'Mateo',
  'Daniela',
  'John',
  'Emma',
  'Lucas',
  'Paula',
  'Miguel',
  'Lucía',
  'Pierre',
  'Hannah',
];
const LAST_NAMES = [
  'Rodríguez',
  'Martínez',
  'López',
  'García',
  'Pérez',
  'Hernández',
  'Ramírez',
  'Torres',
  'Castro',
  'Vargas',
  'Moreno',
  'Rojas',
  'Smith',
  'Müller',
  'Silva',
  'Ortiz',
  'Jiménez',
  'Dubois',
  'Restrepo',
  'Ospina',
];
const NOTES = [
  '',
  '',
  '',
  '',
  '',
  'Llegada tarde, después de las 10 p. m.',
  'Solicita cama adicional',
  'Aniversario: solicita decoración en la habitación',
  'Requiere factura electrónica a nombre de empresa',
  'Viaja con una mascota pequeña',
];
const CARDS: ReadonlyArray<readonly [last4: string, brand: string]> = [
  ['4242', 'visa'],
  ['1881', 'visa'],
  ['4444', 'mastercard'],
  ['5100', 'mastercard'],
];
/**
 * Texts of a sandbox charge through the virtual terminal, as the service's
 * voucher ledger writes them (its `bankOf('sandbox')`, `PAYMENT_TYPE.terminal_payment`
 * and `chargeDetail('applied')`; the store may not import the domain, a test pins them equal).
 */
export const DEMO_TERMINAL_TEXTS = {
  bank: 'Banco de pruebas (sandbox)',
  paymentType: 'Datáfono virtual',
  charged: 'Recaudo: Aprobado',
  refunded: 'Reembolso: Aprobado',
} as const;

const HOUR_MS = 3600_000;

/** Pick from `options` by weight with a PRNG draw `x` in [0, 1). */
function weighted<T>(options: ReadonlyArray<readonly [T, number]>, x: number): T {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let at = x * total;
  for (const [v, w] of options) {
    if (at < w) return v;
    at -= w;
  }
  return options[options.length - 1]![0];
}

/** `count` random digits. */
function digits(r: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(Math.floor(r() * 10));
  return out;
}

/** Lower-case ASCII of a name, for demo e-mail addresses. */
function ascii(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** The instant `hour`:`minute` Bogotá time (UTC−5) of day `date`. */
function bogotaAt(date: string, hour: number, minute: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hour + 5) * HOUR_MS + minute * 60_000);
}

/**
 * The demo portal reservations (endpoint 4) of every connected hotel and the
 * voucher records of their charges, written in bulk inside
 * {@link seedDemoData}'s transaction `tx`. Deterministic in hotel, position and `today`; see
 * {@link seedDemoData} for what is seeded. Inventory is not touched: the
 * stock the channel manager releases to the service is already net of portal
 * bookings.
 */
async function seedPortalReservations(tx: ServiceTx, today: string, now: Date): Promise<void> {
  const reservations: unknown[][] = [];
  const vouchers: unknown[][] = [];
  const nowMs = now.getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  let id = DEMO_FIRST_RESERVATION_ID;
  for (const h of HOTELS) {
    if (h.cm === null) continue;
    const count = 10 + Math.floor(rngFor(`reservations|${h.id}`)() * 11); // 10..20
    for (let i = 0; i < count; i++, id++) {
      const r = rngFor(`reservation|${h.id}|${i}`);
      // Hotel 1 always has three arrivals today; the rest spread from 30 days ago to 60 days ahead.
      const arrivesToday = h.id === 1 && i < 3;
      const checkin = addDays(today, arrivesToday ? 0 : -30 + Math.floor(r() * 91));
      const nights = 1 + Math.floor(r() * 5);
      const checkout = addDays(checkin, nights);
      const portal = weighted(DEMO_PORTALS, r());
      const first = FIRST_NAMES[Math.floor(r() * FIRST_NAMES.length)]!;
      const last = LAST_NAMES[Math.floor(r() * LAST_NAMES.length)]!;
      const rooms = r() < 0.85 ? 1 : 2;
      const adults = rooms * (1 + Math.floor(r() * 2)) + (r() < 0.15 ? 1 : 0);
      const children = r() < 0.2 ? 1 + Math.floor(r() * 2) : 0;
      const kind = ROOM_KINDS[h.rooms[Math.floor(r() * h.rooms.length)]!];
      const nightlyCop = Math.round((h.baseCop * kind.factor * (0.95 + r() * 0.15)) / 1000) * 1000;
      const totalMinor = nightlyCop * nights * rooms * 100;
      const cancelled = !arrivesToday && r() < 0.1;
      const prepaid = PREPAID_PORTALS.has(portal);
      // Booked 1 to 45 days before arrival at a daytime hour, and at least an hour before now.
      const bookedMs = Math.min(
        bogotaAt(addDays(checkin, -(1 + Math.floor(r() * 45))), 8 + Math.floor(r() * 14), Math.floor(r() * 60)).getTime(),
        nowMs - (1 + Math.floor(r() * 72)) * HOUR_MS,
      );
      const createdAt = iso(bookedMs);
      let checkinStatus = 0;
      if (!cancelled && checkin < today) checkinStatus = r() < 0.1 && checkout <= today ? 2 : 1;
      const checkedInMs = bogotaAt(checkin, 15, Math.floor(r() * 60)).getTime();
      // Cancelled 2 to 71 hours after booking, before arrival day's noon and before now.
      const cancelledMs = Math.max(bookedMs, Math.min(bookedMs + (2 + Math.floor(r() * 70)) * HOUR_MS, bogotaAt(checkin, 12, 0).getTime(), nowMs - HOUR_MS));
      const updatedMs = cancelled ? cancelledMs : checkinStatus === 1 && checkedInMs < nowMs ? checkedInMs : bookedMs;
      reservations.push([
        id,
        h.id,
        CRS_SHAPE[portal]!.first + digits(r, CRS_SHAPE[portal]!.digits - 1),
        portal,
        first,
        last,
        portal === 'booking'
          ? `${ascii(first)}.${ascii(last)}.${digits(r, 4)}@guest.booking.com`
          : r() < 0.6
            ? `${ascii(first)}.${ascii(last)}@example.com`
            : null,
        r() < 0.7 ? `+57 3${digits(r, 2)} ${digits(r, 7)}` : null,
        checkin,
        checkout,
        rooms,
        adults,
        children,
        cancelled ? 'cancelled' : 'confirmed',
        checkinStatus,
        totalMinor,
        prepaid ? totalMinor : 0,
        prepaid && cancelled ? totalMinor : 0,
        'COP',
        NOTES[Math.floor(r() * NOTES.length)]!,
        prepaid ? createdAt : null,
        createdAt,
        iso(updatedMs),
        kind.name,
      ]);

      // Prepaid portals: the stay charged through the virtual terminal when booked (refunded when cancelled).
      // Pay-at-hotel portals: about half of the upcoming stays have a pending charge due at check-in.
      const pendingAtHotel = !prepaid && !cancelled && checkin >= today && r() < 0.5;
      if (!prepaid && !pendingAtHotel) continue;
      const [last4, brand] = CARDS[Math.floor(r() * CARDS.length)]!;
      const guest = `${first} ${last}`;
      const txId = `sbx_${digits(r, 12)}`;
      const voucher: Record<(typeof VOUCHER_COLUMNS)[number], unknown> = {
        hotel_id: h.id,
        operation_type: 'terminal_payment',
        reservation_id: String(id),
        cm_reservation_id: id,
        portal_code: portal,
        checkin_date: checkin,
        guest,
        bank: prepaid ? DEMO_TERMINAL_TEXTS.bank : '',
        payment_type: DEMO_TERMINAL_TEXTS.paymentType,
        payment_status_code: prepaid ? (cancelled ? 'total_refound' : 'applied') : 'pending',
        apply_charge_at: prepaid ? iso(bookedMs - 5 * HOUR_MS).slice(0, 10) : checkin, // Bogotá date of the charge
        tx_status_code: prepaid ? 'applied' : null,
        tx_status_detail: prepaid ? DEMO_TERMINAL_TEXTS.charged : null,
        tx_carrier: prepaid ? 'sandbox' : null,
        tx_transaction_id: prepaid ? txId : null,
        tx_authorization_code: prepaid ? digits(r, 6) : null,
        tx_description: prepaid ? `Cobro anticipado de la reserva ${id} (${portal})` : null,
        tx_payment_method: prepaid ? 'credit_card' : null,
        tx_card_holder: prepaid ? guest.toUpperCase() : null,
        tx_card_num: prepaid ? `************${last4}` : null,
        tx_card_type: prepaid ? brand : null,
        tx_installments: prepaid ? '1' : null,
        tx_payment_date: prepaid ? createdAt : null,
        tx_amount_minor: prepaid ? totalMinor : null,
        tx_currency: prepaid ? 'COP' : null,
        rf_status_code: prepaid && cancelled ? 'total_refound' : null,
        rf_status_detail: prepaid && cancelled ? DEMO_TERMINAL_TEXTS.refunded : null,
        rf_authorization_code: prepaid && cancelled ? digits(r, 6) : null,
        rf_transaction_id: prepaid && cancelled ? `rf_${txId}` : null,
        rf_description: prepaid && cancelled ? `Reembolso por cancelación de la reserva ${id} (${portal})` : null,
        rf_refund_date: prepaid && cancelled ? iso(cancelledMs) : null,
        rf_amount_minor: prepaid && cancelled ? totalMinor : null,
        rf_currency: prepaid && cancelled ? 'COP' : null,
        created_at: createdAt,
        updated_at: iso(prepaid && cancelled ? cancelledMs : bookedMs),
      };
      vouchers.push(VOUCHER_COLUMNS.map((c) => voucher[c]));
    }
  }
  await insertMany(tx, 'reservations', RESERVATION_COLUMNS, reservations);
  await insertMany(tx, 'vouchers', VOUCHER_COLUMNS, vouchers);
  await moveIdentityPastMax(tx, 'reservations');
}

/** Columns of a demo portal reservation, in the order {@link seedPortalReservations} gives them. */
const RESERVATION_COLUMNS = [
  'id',
  'hotel_id',
  'crs_id',
  'portal_code',
  'first_name',
  'last_name',
  'email',
  'telephone',
  'checkin',
  'checkout',
  'rooms',
  'adults',
  'children',
  'status',
  'checkin_status',
  'total_minor',
  'prepaid_minor',
  'refunded_minor',
  'currency',
  'notes',
  'paid_at',
  'created_at',
  'updated_at',
  'room_type',
] as const satisfies readonly ServiceColumn<'reservations'>[];
/** Columns of a demo voucher record. */
const VOUCHER_COLUMNS = [
  'hotel_id',
  'operation_type',
  'reservation_id',
  'cm_reservation_id',
  'portal_code',
  'checkin_date',
  'guest',
  'bank',
  'payment_type',
  'payment_status_code',
  'apply_charge_at',
  'tx_status_code',
  'tx_status_detail',
  'tx_carrier',
  'tx_transaction_id',
  'tx_authorization_code',
  'tx_description',
  'tx_payment_method',
  'tx_card_holder',
  'tx_card_num',
  'tx_card_type',
  'tx_installments',
  'tx_payment_date',
  'tx_amount_minor',
  'tx_currency',
  'rf_status_code',
  'rf_status_detail',
  'rf_authorization_code',
  'rf_transaction_id',
  'rf_description',
  'rf_refund_date',
  'rf_amount_minor',
  'rf_currency',
  'created_at',
  'updated_at',
] as const satisfies readonly ServiceColumn<'vouchers'>[];

/**
 * Requests per second of the demo bot key (`demo-agency-1`, the key the
 * embedded guest bot uses), bursts of twice it: every guest's search and
 * booking goes through that one key, so it is sized for about a thousand
 * requests a second (≈ guests at once × requests per guest turn, with room to
 * spare) instead of the service's default per-key limit.
 */
export const DEMO_BOT_RATE_LIMIT_PER_SECOND = 1000;

/**
 * Give the demo bot key (`demo-agency-1`) its own rate limit,
 * `rate_limit_per_second` = `perSecond` (default
 * {@link DEMO_BOT_RATE_LIMIT_PER_SECOND}; bursts of twice it), unless it
 * already has one (set with `hotelbot keys rate-limit`, which wins): one
 * conditional update on `ex` (inside or outside a transaction). Demo
 * mode only: the service applies it at start when asked (`startService`'s
 * `demoBotRateLimitPerSecond`, which the CLI sets). Idempotent.
 *
 * @returns true when the limit was set now; false when the key has its own
 *   limit already or does not exist.
 * @throws RangeError when `perSecond` is not a positive integer.
 */
export async function sizeDemoBotKey(ex: ServiceExecutor, perSecond = DEMO_BOT_RATE_LIMIT_PER_SECOND): Promise<boolean> {
  if (!Number.isSafeInteger(perSecond) || perSecond <= 0) throw new RangeError(`perSecond must be a positive integer (got ${perSecond})`);
  // Conditional on "no limit yet", so a limit set meanwhile (or by another instance) is never overwritten.
  return (
    (await exec(
      ex,
      sql`UPDATE api_keys SET rate_limit_per_second = ${perSecond}
           WHERE key_hash = ${hashApiKey(DEMO_API_KEYS.agency1)} AND is_demo = 1 AND rate_limit_per_second IS NULL`,
    )) > 0
  );
}

/**
 * Insert the four {@link DEMO_API_KEYS} (hash only, `is_demo` = 1) that are
 * missing (async, in one transaction of `store`): operator, agency 1, hotel 1 (internal id), channel manager. Their
 * webhook signing secret is the well-known `DEMO_WEBHOOK_SECRET` (demo only;
 * production keys get random ones), also given to existing demo keys that have none yet (keys
 * stored before migration 3). Idempotent; a demo key that was revoked stays
 * revoked; a secret already set is kept.
 *
 * @returns how many keys were inserted (0–4).
 */
export async function seedDemoKeys(store: ServiceStore, now: Date): Promise<number> {
  const keys: Array<{ key: string; name: string; principalKind: PrincipalKind; principalId: number | null }> = [
    { key: DEMO_API_KEYS.operator, name: 'Demo: operador', principalKind: 'operator', principalId: null },
    { key: DEMO_API_KEYS.agency1, name: 'Demo: Agencia Demo Viajes (agencia 1)', principalKind: 'agency', principalId: 1 },
    { key: DEMO_API_KEYS.hotel1, name: 'Demo: hotel 1', principalKind: 'hotel', principalId: 1 },
    { key: DEMO_API_KEYS.channelManager, name: 'Demo: channel manager', principalKind: 'channel_manager', principalId: null },
  ];
  return store.transaction(async (tx) => {
    let inserted = 0;
    for (const k of keys) {
      const hash = hashApiKey(k.key);
      // The unique key hash decides: a key another process inserted meanwhile is left to it.
      const row = await first<{ id: number }>(
        tx,
        sql`INSERT INTO api_keys (key_hash, name, principal_kind, principal_id, is_demo, webhook_secret, created_at)
            VALUES (${hash}, ${k.name}, ${k.principalKind}, ${k.principalId}, 1, ${DEMO_WEBHOOK_SECRET}, ${now.toISOString()})
            ON CONFLICT (key_hash) DO NOTHING RETURNING id`,
      );
      if (row) inserted++;
      else await exec(tx, sql`UPDATE api_keys SET webhook_secret = ${DEMO_WEBHOOK_SECRET} WHERE key_hash = ${hash} AND webhook_secret IS NULL`);
    }
    return inserted;
  });
}

/**
 * Add the missing nights of every room type from `today` for `days` nights
 * (default 365), with the same deterministic prices and stock as
 * {@link seedDemoData}; existing nights are left untouched (`ON CONFLICT
 * DO NOTHING`). Lets a long-running demo keep a year of inventory. Async, in
 * one transaction of `store`.
 *
 * @returns how many nights were added.
 * @throws RangeError on a malformed `today` or `days`.
 */
export async function extendInventory(store: ServiceStore, options: { today: string; days?: number }): Promise<number> {
  const days = options.days ?? 365;
  assertDay(options.today);
  assertDays(days);
  const dayList = Array.from({ length: days }, (_, i) => addDays(options.today, i));
  return store.transaction(async (tx) => {
    const rooms = await rows<PricedRoom>(
      tx,
      sql`SELECT r.id AS "id", r.hotel_id AS "hotelId", h.city_key AS "cityKey", r.room_type AS "roomType"
          FROM room_types r JOIN hotels h ON h.id = r.hotel_id ORDER BY r.id`,
    );
    const nights: unknown[][] = [];
    for (const room of rooms) {
      for (const day of dayList) {
        const n = night(room, day);
        nights.push([room.id, day, n.stock, 0, n.priceMinor]);
      }
    }
    // Nights already there (or written meanwhile by another instance) are skipped by their primary key.
    return insertMany(tx, 'inventory', NIGHT_COLUMNS, nights, { suffix: 'ON CONFLICT (room_type_id, day) DO NOTHING' });
  });
}
