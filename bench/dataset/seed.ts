/**
 * The scale dataset of the benchmarks (`npm run seed:scale`, see
 * `bench/dataset/cli.ts`): a large, deterministic dataset for the service's
 * performance targets (`docs/performance.md`) — by default 500 hotels over 5 cities (Cartagena, the
 * benchmark city, holds a fifth of them: exactly 100), 20 room types per hotel
 * with 1–2 rate plans each, 365 nights of inventory from `today`, and
 * channel-manager reservations each with one voucher record: 1,000,000 for
 * the big hotel (internal id 1, channel-manager id '100001', the hotel of the
 * demo key `demo-hotel-1`) and 1,000 for every other hotel. The demo agencies,
 * the TRM and the demo API keys are seeded as `seedDemoData`/`seedDemoKeys` do.
 *
 * Every value comes from PRNGs seeded by what it is for (mulberry32 over an
 * FNV-1a hash of a label, like the demo seed), so the same options, `today`
 * and `now` give the same rows on either engine. Rows are written in
 * transactions of `batchSize` rows, with multi-row inserts of up to 500 rows
 * (`insertMany`); ids are given explicitly from the table's largest id + 1
 * (the identity sequences are moved past them on PostgreSQL). The
 * change-sequence and availability-version triggers fire on every insert, as
 * they do in service.
 *
 * What the history looks like (the voucher columns mean what
 * `src/api/domain/vouchers.ts` writes; the seed writes rows as the store
 * does, so its few texts are repeated here and a test pins them):
 * - reservations from the 22 portal keys (booking, expedia and despegar most
 *   often), check-ins spread over the 3 years before `today` and the year
 *   after, 1–7 nights, statuses confirmed/cancelled, check-in statuses of
 *   endpoint 18 for past stays;
 * - 80 % `terminal_payment` (card charged at the hotel's terminal; sandbox
 *   carrier; pending until arrival for future stays), 14 % `payment_link`
 *   (a payment link of endpoint 14 for the reservation, paid or lapsed), 6 %
 *   `automated` (a chatbot booking of endpoint 7 with its payment link, for
 *   past stays only, paid or expired). No link is left active and no booking
 *   pending, so the service's sweep finds nothing due and no seeded booking
 *   holds inventory;
 * - cancelled paid reservations carry a total refund, early departures a
 *   partial one.
 *
 * Money in COP minor units (centavos); days `YYYY-MM-DD`; instants ISO UTC.
 */
import { createHash } from 'node:crypto';
import { addDays, bogotaDate } from '../../src/clock.js';
import { insertMany } from '../../src/store/bulk.js';
import { moveIdentityPastMax } from '../../src/store/identity.js';
import { exec, first, rows, sql } from '../../src/store/sql.js';
import type { ServiceStore, ServiceTx, ServiceColumn } from '../../src/store/service/database.js';
import { DEMO_API_KEYS, findApiKey } from '../../src/store/service/apiKeys.js';
import {
  DEMO_TRM_MINOR,
  FLEX_POLICY,
  NIGHT_COLUMNS,
  NONREF_POLICY,
  fnv1a,
  insertDemoAgencies,
  isHighSeason,
  isWeekendNight,
  mulberry32,
  seedDemoKeys,
} from '../../src/store/service/seed.js';

/** The city the benchmarks search: it holds a fifth of the hotels (exactly 100 of the default 500). */
export const SCALE_BENCH_CITY = 'Cartagena';
/** Internal id of the hotel with the big history (channel-manager id '100001'). */
export const SCALE_BIG_HOTEL_ID = 1;

/** Options of {@link seedScaleData}. Defaults are the sizes of the performance targets. */
export interface ScaleSeedOptions {
  /** First night of inventory, `YYYY-MM-DD` (today in Bogotá). */
  today: string;
  /** Creation instant of the catalogue rows; no history row is later than it. */
  now: Date;
  /** Hotels (default 500, 1–5,000). */
  hotels?: number;
  /** Room types per hotel (default 20, 1–50). */
  roomTypes?: number;
  /** Nights of inventory from `today` (default 365, 1–3,660). */
  days?: number;
  /** Voucher records of the big hotel, {@link SCALE_BIG_HOTEL_ID} (default 1,000,000; 0–5,000,000). */
  bigHistory?: number;
  /** Voucher records of every other hotel (default 1,000; 0–100,000). */
  history?: number;
  /** Rows per transaction and per progress report (default 50,000; history rows on PostgreSQL: at most 2,000 per transaction). */
  batchSize?: number;
  /** Called after every batch with the phase, rows done and rows of the phase. */
  onProgress?: (p: ScaleSeedProgress) => void;
}

/** Progress of {@link seedScaleData}: `done` of `total` rows of `phase`. */
export interface ScaleSeedProgress {
  phase: 'catalogue' | 'inventory' | 'history';
  done: number;
  total: number;
}

/** What {@link seedScaleData} wrote. */
export interface ScaleSeedResult {
  hotels: number;
  /** Hotels of {@link SCALE_BENCH_CITY}. */
  benchCityHotels: number;
  roomTypes: number;
  ratePlans: number;
  /** Inventory rows (room type × night). */
  nights: number;
  reservations: number;
  vouchers: number;
  /** Payment links written for `payment_link` and `automated` vouchers. */
  paymentLinks: number;
  chatbotBookings: number;
  /** Wall time, ms. */
  ms: number;
}

/** Thrown when the database already has hotels, or an option is out of range. */
export class ScaleSeedError extends Error {
  override name = 'ScaleSeedError';
}

interface CitySpec {
  city: string;
  key: string;
  /** Share of the hotels. */
  share: number;
  /** Typical double-room price, COP. */
  baseCop: number;
  districts: readonly string[];
}

const CITIES: readonly CitySpec[] = [
  { city: 'Cartagena', key: 'cartagena', share: 0.2, baseCop: 380_000, districts: ['Bocagrande', 'Getsemaní', 'Centro Histórico', 'Castillogrande', 'Manga'] },
  { city: 'Bogotá', key: 'bogota', share: 0.28, baseCop: 240_000, districts: ['Chapinero', 'Usaquén', 'La Candelaria', 'Zona Rosa', 'Teusaquillo'] },
  { city: 'Medellín', key: 'medellin', share: 0.24, baseCop: 230_000, districts: ['El Poblado', 'Laureles', 'Envigado', 'Belén', 'Provenza'] },
  { city: 'Cali', key: 'cali', share: 0.16, baseCop: 210_000, districts: ['Granada', 'San Antonio', 'El Peñón', 'Ciudad Jardín', 'Versalles'] },
  {
    city: 'Santa Marta',
    key: 'santa marta',
    share: 0.12,
    baseCop: 320_000,
    districts: ['El Rodadero', 'Taganga', 'Bello Horizonte', 'Pozos Colorados', 'Centro'],
  },
];

const NAME_PREFIXES = ['Hotel', 'Casa', 'Hotel Boutique', 'Suites', 'Hostal', 'Posada', 'Aparta-hotel'];
const NAME_CORES = [
  'del Mar',
  'Colonial',
  'Plaza',
  'Jardín',
  'Real',
  'San Pedro',
  'La Ceiba',
  'Los Almendros',
  'Buena Vista',
  'El Faro',
  'Las Palmas',
  'Santa Clara',
  'Montecarlo',
  'Alameda',
  'Mirador',
  'Caribe',
  'Andino',
  'La Estrella',
  'Portal',
  'Balcones',
];

interface RoomKind {
  roomType: string;
  name: string;
  beds: number;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  /** Price relative to the double room. */
  factor: number;
  /** Relative frequency among a hotel's room types. */
  weight: number;
}

/** Room kinds of the scale catalogue: capacities from 1 to 6 people. */
const ROOM_KINDS: readonly RoomKind[] = [
  { roomType: 'SINGLE', name: 'Habitación Sencilla', beds: 1, maxAdults: 1, maxChildren: 0, maxOccupancy: 1, factor: 0.75, weight: 2 },
  { roomType: 'DOUBLE', name: 'Habitación Doble', beds: 1, maxAdults: 2, maxChildren: 1, maxOccupancy: 3, factor: 1, weight: 5 },
  { roomType: 'TWIN', name: 'Habitación Twin', beds: 2, maxAdults: 2, maxChildren: 1, maxOccupancy: 3, factor: 1.05, weight: 3 },
  { roomType: 'TRIPLE', name: 'Habitación Triple', beds: 2, maxAdults: 3, maxChildren: 1, maxOccupancy: 3, factor: 1.3, weight: 2 },
  { roomType: 'QUADRUPLE', name: 'Habitación Cuádruple', beds: 2, maxAdults: 4, maxChildren: 2, maxOccupancy: 4, factor: 1.55, weight: 2 },
  { roomType: 'FAMILY', name: 'Habitación Familiar', beds: 2, maxAdults: 2, maxChildren: 3, maxOccupancy: 5, factor: 1.6, weight: 2 },
  { roomType: 'SUITE', name: 'Suite', beds: 1, maxAdults: 2, maxChildren: 2, maxOccupancy: 4, factor: 2, weight: 2 },
  { roomType: 'APARTMENT', name: 'Apartamento', beds: 3, maxAdults: 6, maxChildren: 4, maxOccupancy: 6, factor: 2.4, weight: 1 },
];
const ROOM_VARIANTS = ['Estándar', 'Superior', 'Deluxe', 'Vista a la ciudad', 'Ejecutiva', 'Premium', 'con balcón', 'Vista al jardín', 'Económica', 'Club'];

const FIRST_NAMES = [
  'Ana',
  'Juan',
  'María',
  'Carlos',
  'Luisa',
  'Andrés',
  'Camila',
  'Santiago',
  'Valentina',
  'Felipe',
  'Daniela',
  'Sebastián',
  'Laura',
  'Mateo',
  'Sofía',
  'Alejandro',
  'Isabella',
  'Diego',
  'Natalia',
  'Julián',
  'Paula',
  'Nicolás',
  'Catalina',
  'David',
  'Mariana',
  'Jorge',
  'Carolina',
  'Ricardo',
  'Gabriela',
  'Emily',
  'John',
  'Sarah',
  'Michael',
  'Anna',
  'Lucas',
  'Marie',
  'Giulia',
  'Pedro',
  'Beatriz',
  'Hans',
];
const LAST_NAMES = [
  'Gómez',
  'Rodríguez',
  'Martínez',
  'García',
  'López',
  'Hernández',
  'González',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Díaz',
  'Vargas',
  'Moreno',
  'Rojas',
  'Jiménez',
  'Castro',
  'Ortiz',
  'Ruiz',
  'Álvarez',
  'Restrepo',
  'Mejía',
  'Ospina',
  'Zapata',
  'Cárdenas',
  'Quintero',
  'Salazar',
  'Londoño',
  'Smith',
  'Johnson',
  'Brown',
  'Müller',
  'Rossi',
  'Silva',
  'Dubois',
  'Fernández',
  'Navarro',
];

/** The 22 portal keys (`docs/decisions/0017-portal-keys.md`) with how often reservations come from each. */
const PORTAL_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['booking', 30],
  ['expedia', 14],
  ['despegar', 10],
  ['airbnb', 7],
  ['hotelbeds', 4],
  ['trivago', 2],
  ['agoda', 2],
  ['tripadvisor', 2],
  ['hostelworld', 1],
  ['priceline', 1],
  ['kayak', 1],
  ['bestday', 2],
  ['pricetravel', 2],
  ['atrapalo', 1],
  ['logitravel', 1],
  ['edreams', 1],
  ['travelocity', 1],
  ['orbitz', 1],
  ['hoteles', 2],
  ['google', 3],
  ['website', 8],
  ['phone', 4],
];
const PORTAL_TOTAL = PORTAL_WEIGHTS.reduce((s, [, w]) => s + w, 0);

/** Texts the voucher ledger writes (src/api/domain/vouchers.ts PAYMENT_TYPE, chargeDetail, bankOf, CHATBOT_PORTAL). */
const PAYMENT_TYPE = { automated: 'Reserva por chatbot', payment_link: 'Link de pago', terminal_payment: 'Datáfono virtual' } as const;
const DETAIL_APPROVED = 'Recaudo: Aprobado';
const DETAIL_REJECTED = 'Recaudo: Rechazado';
const REFUND_APPROVED = 'Reembolso: Aprobado';
const SANDBOX_BANK = 'Banco de pruebas (sandbox)';
const CHATBOT_PORTAL = 'website';
const CARDS: ReadonlyArray<readonly [string, string]> = [
  ['4242', 'visa'],
  ['1111', 'visa'],
  ['4444', 'mastercard'],
  ['5100', 'mastercard'],
  ['0005', 'american-express'],
  ['8431', 'visa'],
];

type Rng = () => number;

/** A PRNG for one purpose of the scale seed. */
function rngOf(label: string): Rng {
  return mulberry32(fnv1a(`hotelbot-scale|${label}`));
}

function pick<T>(r: Rng, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

function int(r: Rng, min: number, max: number): number {
  return min + Math.floor(r() * (max - min + 1));
}

/**
 * A deterministic URL-safe code of 16 bytes (base64url) for `label`, shaped
 * like the service's random codes: the first 16 bytes of SHA-256 of the label,
 * so distinct labels give distinct codes (a 32-bit PRNG would collide at this
 * scale). Seed data only: these codes are reproducible, not secret.
 */
function codeOf(label: string, prefix: string): string {
  return prefix + createHash('sha256').update(`hotelbot-scale|${label}`).digest().subarray(0, 16).toString('base64url');
}

function asciiLower(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** How many hotels each city gets: the bench city round(hotels / 5) (at least 1), the others by share. */
function cityCounts(hotels: number): number[] {
  const counts = CITIES.map((c) => Math.round(hotels * c.share));
  counts[0] = Math.max(1, counts[0]!);
  let diff = hotels - counts.reduce((s, n) => s + n, 0);
  // Rounding differences go to (or come from) the last cities, never the bench city.
  for (let i = counts.length - 1; diff !== 0 && i > 0; i--) {
    const change = diff > 0 ? diff : Math.max(diff, -counts[i]!);
    counts[i]! += change;
    diff -= change;
  }
  return counts;
}

function checkRange(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) throw new ScaleSeedError(`${name} debe ser un entero entre ${min} y ${max} (recibido ${value})`);
}

interface SeededHotel {
  id: number;
  name: string;
  baseCop: number;
  roomIds: number[];
  rateIds: number[];
  /** Double-room nightly price, COP minor units (for history amounts). */
  nightlyMinor: number;
}

/**
 * Seed the scale dataset into `store` (async; transactions of its own), which must have no hotels. Hotels get
 * internal ids 1..hotels and channel-manager ids '100001', '100002', … (all
 * connected); the first round(hotels / 5) are in {@link SCALE_BENCH_CITY}.
 *
 * @returns counts of what was written and the wall time.
 * @throws ScaleSeedError when the database already has hotels or an option is out of range.
 */
export async function seedScaleData(store: ServiceStore, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const started = performance.now();
  const hotels = options.hotels ?? 500;
  const roomTypes = options.roomTypes ?? 20;
  const days = options.days ?? 365;
  const bigHistory = options.bigHistory ?? 1_000_000;
  const history = options.history ?? 1_000;
  const batchSize = options.batchSize ?? 50_000;
  checkRange('hotels', hotels, 1, 5_000);
  checkRange('roomTypes', roomTypes, 1, 50);
  checkRange('days', days, 1, 3_660);
  checkRange('bigHistory', bigHistory, 0, 5_000_000);
  checkRange('history', history, 0, 100_000);
  checkRange('batchSize', batchSize, 1, 1_000_000);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today) || addDays(options.today, 0) !== options.today)
    throw new ScaleSeedError(`today debe ser una fecha YYYY-MM-DD (recibido ${JSON.stringify(options.today)})`);
  const existing = (await first<{ n: number }>(store.db, sql`SELECT COUNT(*) AS n FROM hotels`))!.n;
  if (existing > 0)
    throw new ScaleSeedError(
      `La base ya tiene ${existing} hoteles: el conjunto de escala solo se siembra en una base sin hoteles (use otro archivo con --database)`,
    );

  const progress = options.onProgress ?? (() => undefined);
  const nowIso = options.now.toISOString();
  // SQLite: a bigger page cache while writing millions of rows; restored at the end.
  const cacheSize = store.sqlite?.pragma('cache_size', { simple: true }) as number | undefined;
  store.sqlite?.pragma('cache_size = -262144');
  try {
    // Demo agencies, TRM and keys, as the demo seed.
    await store.transaction(async (tx) => {
      await exec(tx, sql`INSERT INTO settings (key, value) VALUES ('trm_minor', ${String(DEMO_TRM_MINOR)}) ON CONFLICT (key) DO NOTHING`);
      await insertDemoAgencies(tx);
    });
    await seedDemoKeys(store, options.now);
    const operatorKeyId = (await findApiKey(store.db, DEMO_API_KEYS.operator))!.id;

    const seeded = await seedCatalogue(store, { hotels, roomTypes, nowIso, progress });
    const nights = await seedInventory(store, seeded, { today: options.today, days, batchSize, progress });
    const counts = await seedHistory(store, seeded, {
      today: options.today,
      now: options.now,
      bigHistory,
      history,
      batchSize,
      operatorKeyId,
      progress,
    });
    return {
      hotels,
      benchCityHotels: cityCounts(hotels)[0]!,
      roomTypes: seeded.reduce((s, h) => s + h.roomIds.length, 0),
      ratePlans: seeded.reduce((s, h) => s + h.rateIds.length, 0),
      nights,
      ...counts,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    if (cacheSize !== undefined) store.sqlite?.pragma(`cache_size = ${cacheSize}`);
  }
}

/** Most history rows per transaction on PostgreSQL (see {@link seedHistory}). */
const PG_HISTORY_TX_ROWS = 2_000;

/** The id the next row of `table` gets when ids are given explicitly: its largest id + 1 (1 when empty). */
async function nextId(tx: ServiceTx, table: 'room_types' | 'rate_plans' | 'reservations' | 'chatbot_bookings'): Promise<number> {
  return (await first<{ n: number }>(tx, sql`SELECT COALESCE(MAX(id), 0) + 1 AS n FROM ${sql.table(table)}`))!.n;
}

const HOTEL_COLUMNS = [
  'id',
  'channel_manager_id',
  'name',
  'city',
  'city_key',
  'payment_deadline_hours',
  'child_max_age',
  'created_at',
] as const satisfies readonly ServiceColumn<'hotels'>[];
const ROOM_COLUMNS = [
  'id',
  'hotel_id',
  'name',
  'room_type',
  'beds',
  'max_adults',
  'max_children',
  'max_occupancy',
] as const satisfies readonly ServiceColumn<'room_types'>[];
const RATE_COLUMNS = [
  'id',
  'room_type_id',
  'description',
  'board_type',
  'board_description',
  'refundable',
  'cancellation_policy',
  'price_percent',
  'board_per_adult_minor',
] as const satisfies readonly ServiceColumn<'rate_plans'>[];

/** Hotels, room types and rate plans, in one transaction. */
async function seedCatalogue(
  store: ServiceStore,
  o: { hotels: number; roomTypes: number; nowIso: string; progress: (p: ScaleSeedProgress) => void },
): Promise<SeededHotel[]> {
  const kindTotal = ROOM_KINDS.reduce((s, k) => s + k.weight, 0);
  const counts = cityCounts(o.hotels);
  const out: SeededHotel[] = [];
  await store.transaction(async (tx) => {
    let roomId = (await nextId(tx, 'room_types')) - 1;
    let rateId = (await nextId(tx, 'rate_plans')) - 1;
    const hotelRows: unknown[][] = [];
    const roomRows: unknown[][] = [];
    const rateRows: unknown[][] = [];
    let id = 0;
    CITIES.forEach((city, ci) => {
      for (let i = 0; i < counts[ci]!; i++) {
        id++;
        const r = rngOf(`hotel|${id}`);
        const name = `${NAME_PREFIXES[i % NAME_PREFIXES.length]} ${NAME_CORES[Math.floor(i / NAME_PREFIXES.length) % NAME_CORES.length]} ${
          city.districts[Math.floor(i / (NAME_PREFIXES.length * NAME_CORES.length)) % city.districts.length]
        }`;
        const baseCop = Math.round((city.baseCop * (0.7 + r() * 0.9)) / 1000) * 1000;
        const breakfastMinor = int(r, 30, 60) * 1000 * 100;
        hotelRows.push([id, String(100_000 + id), name, city.city, city.key, pick(r, [24, 24, 24, 48, 72]), pick(r, [11, 11, 12, 17]), o.nowIso]);
        const hotel: SeededHotel = { id, name, baseCop, roomIds: [], rateIds: [], nightlyMinor: baseCop * 100 };
        const used = new Set<string>();
        for (let j = 0; j < o.roomTypes; j++) {
          let w = r() * kindTotal;
          const kind = ROOM_KINDS.find((k) => (w -= k.weight) < 0) ?? ROOM_KINDS[1]!;
          let roomName = '';
          for (let v = Math.floor(r() * ROOM_VARIANTS.length), tries = 0; !roomName || used.has(roomName); v++, tries++)
            roomName = `${kind.name} ${ROOM_VARIANTS[v % ROOM_VARIANTS.length]}${tries >= ROOM_VARIANTS.length ? ` ${tries}` : ''}`;
          used.add(roomName);
          roomRows.push([++roomId, id, roomName, kind.roomType, kind.beds, kind.maxAdults, kind.maxChildren, kind.maxOccupancy]);
          hotel.roomIds.push(roomId);
          rateRows.push([++rateId, roomId, 'Tarifa flexible', null, 'Solo alojamiento', 'full', FLEX_POLICY, 100, 0]);
          hotel.rateIds.push(rateId);
          const second = r();
          if (second < 0.3) {
            rateRows.push([++rateId, roomId, 'Tarifa no reembolsable', null, 'Solo alojamiento', 'none', NONREF_POLICY, 85, 0]);
            hotel.rateIds.push(rateId);
          } else if (second < 0.6) {
            rateRows.push([++rateId, roomId, 'Con desayuno', null, 'Desayuno incluido', 'full', FLEX_POLICY, 100, breakfastMinor]);
            hotel.rateIds.push(rateId);
          }
        }
        out.push(hotel);
      }
    });
    await insertMany(tx, 'hotels', HOTEL_COLUMNS, hotelRows);
    await insertMany(tx, 'room_types', ROOM_COLUMNS, roomRows);
    await insertMany(tx, 'rate_plans', RATE_COLUMNS, rateRows);
    for (const table of ['hotels', 'room_types', 'rate_plans']) await moveIdentityPastMax(tx, table);
  });
  o.progress({ phase: 'catalogue', done: o.hotels, total: o.hotels });
  return out;
}

/** `days` nights of every room type from `today`: stock 1–10, price per room per night (weekends +15 %, high season +30 %). */
async function seedInventory(
  store: ServiceStore,
  hotels: readonly SeededHotel[],
  o: { today: string; days: number; batchSize: number; progress: (p: ScaleSeedProgress) => void },
): Promise<number> {
  const kinds = new Map<number, RoomKind>();
  for (const row of await rows<{ id: number; roomType: string }>(store.db, sql`SELECT id, room_type AS "roomType" FROM room_types`))
    kinds.set(row.id, ROOM_KINDS.find((k) => k.roomType === row.roomType)!);
  const dayList = Array.from({ length: o.days }, (_, i) => addDays(o.today, i));
  const factors = dayList.map((d) => (isWeekendNight(d) ? 1.15 : 1) * (isHighSeason(d) ? 1.3 : 1));
  const total = hotels.reduce((s, h) => s + h.roomIds.length, 0) * o.days;
  let done = 0;
  let batch: unknown[][] = [];
  const flush = async () => {
    const rows = batch;
    batch = [];
    await store.transaction((tx) => insertMany(tx, 'inventory', NIGHT_COLUMNS, rows));
  };
  for (const h of hotels) {
    for (const roomId of h.roomIds) {
      const r = rngOf(`nights|${roomId}`);
      const kind = kinds.get(roomId)!;
      const baseStock = kind.roomType === 'SUITE' || kind.roomType === 'APARTMENT' ? int(r, 1, 3) : int(r, 3, 9);
      const baseCop = h.baseCop * kind.factor;
      for (let i = 0; i < dayList.length; i++) {
        const cop = Math.max(50_000, Math.round((baseCop * factors[i]! * (0.95 + r() * 0.1)) / 1000) * 1000);
        const s = r();
        const stock = Math.min(10, Math.max(1, baseStock + (s < 0.15 ? -1 : s > 0.85 ? 1 : 0)));
        batch.push([roomId, dayList[i]!, stock, 0, cop * 100]);
        done++;
        if (batch.length >= o.batchSize) {
          await flush();
          o.progress({ phase: 'inventory', done, total });
        }
      }
    }
  }
  await flush();
  o.progress({ phase: 'inventory', done, total });
  return done;
}

interface HistoryContext {
  today: string;
  now: Date;
  bigHistory: number;
  history: number;
  batchSize: number;
  operatorKeyId: number;
  progress: (p: ScaleSeedProgress) => void;
}

/** Reservations with one voucher record each (plus links, attempts and chatbot bookings where the operation has them). */
async function seedHistory(
  store: ServiceStore,
  hotels: readonly SeededHotel[],
  o: HistoryContext,
): Promise<{ reservations: number; vouchers: number; paymentLinks: number; chatbotBookings: number }> {
  // Rows of the current batch, per table, written in an order that satisfies the foreign keys.
  let links: unknown[][] = [];
  let attempts: unknown[][] = [];
  let bookings: unknown[][] = [];
  let bookingRooms: unknown[][] = [];
  let reservations: unknown[][] = [];
  let vouchers: unknown[][] = [];
  const flush = async () => {
    const batch = { links, attempts, bookings, bookingRooms, reservations, vouchers };
    links = [];
    attempts = [];
    bookings = [];
    bookingRooms = [];
    reservations = [];
    vouchers = [];
    await store.transaction(async (tx) => {
      await insertMany(tx, 'payment_links', LINK_COLUMNS, batch.links);
      await insertMany(tx, 'payment_attempts', ATTEMPT_COLUMNS, batch.attempts);
      await insertMany(tx, 'chatbot_bookings', BOOKING_COLUMNS, batch.bookings);
      await insertMany(tx, 'booking_rooms', BOOKING_ROOM_COLUMNS, batch.bookingRooms);
      await insertMany(tx, 'reservations', RESERVATION_COLUMNS, batch.reservations);
      await insertMany(tx, 'vouchers', VOUCHER_COLUMNS, batch.vouchers);
      await moveIdentityPastMax(tx, 'chatbot_bookings');
      await moveIdentityPastMax(tx, 'reservations');
    });
  };
  // The statements' constants (currency 'COP', carrier 'sandbox', country 'COL', …) are filled in here.
  const insertLink = (...v: unknown[]) => {
    const [code, kind, hotelId, reservationId, apiKeyId, amount, ...rest] = v;
    links.push([code, kind, hotelId, reservationId, null, apiKeyId, amount, 'COP', ...rest]);
  };
  const insertAttempt = (...v: unknown[]) => {
    const [linkCode, status, reason, txId, auth, holder, cardNum, cardType, amount, created, updated] = v;
    attempts.push([linkCode, status, reason, 'sandbox', txId, auth, holder, cardNum, cardType, amount, 'COP', null, created, updated]);
  };
  const insertBookingRoom = (...v: unknown[]) => {
    const [bookingId, roomTypeId, ratePlanId, quantity, adults, amount] = v;
    bookingRooms.push([bookingId, roomTypeId, ratePlanId, quantity, adults, 0, amount]);
  };
  const insertVoucher = (...v: unknown[]) => vouchers.push(v);
  // Ids are given here, from each table's largest id + 1 (the database has no hotels, so none of these rows yet).
  let [nextBooking, nextReservation] = await store.transaction(async (tx) => [await nextId(tx, 'chatbot_bookings'), await nextId(tx, 'reservations')]);
  const insertBooking = (...v: unknown[]): number => {
    const id = nextBooking++;
    const [
      chatbotId,
      hotelId,
      apiKeyId,
      linkCode,
      checkin,
      checkout,
      nights,
      rooms,
      adults,
      first,
      last,
      email,
      phone,
      total,
      status,
      deadline,
      created,
      updated,
    ] = v;
    bookings.push([
      id,
      chatbotId,
      hotelId,
      apiKeyId,
      null,
      linkCode,
      checkin,
      checkout,
      nights,
      rooms,
      adults,
      0,
      null,
      first,
      last,
      email,
      phone,
      null,
      'COL',
      null,
      'COP',
      total,
      null,
      status,
      deadline,
      created,
      updated,
    ]);
    return id;
  };
  const insertReservation = (...v: unknown[]): number => {
    const id = nextReservation++;
    reservations.push([id, ...v.slice(0, 18), 'COP', ...v.slice(18)]);
    return id;
  };

  const nowMs = o.now.getTime();
  const todayMs = Date.parse(`${o.today}T05:00:00Z`); // midnight in Bogotá
  const spanPast = 3 * 365;
  const spanFuture = 365;
  const total = hotels.reduce((s, h) => s + (h.id === SCALE_BIG_HOTEL_ID ? o.bigHistory : o.history), 0);
  let done = 0;
  let inBatch = 0;
  let paymentLinks = 0;
  let chatbotBookings = 0;

  // On PostgreSQL every voucher record takes the next change sequence from one counter row, and
  // each update of a row adds a version to walk in the same transaction: history commits at
  // most every PG_HISTORY_TX_ROWS rows there (progress still every batchSize rows).
  const txRows = store.engine === 'postgres' ? Math.min(o.batchSize, PG_HISTORY_TX_ROWS) : o.batchSize;
  let inTx = 0;
  const tick = async () => {
    done++;
    if (++inTx >= txRows) {
      await flush();
      inTx = 0;
    }
    if (++inBatch >= o.batchSize) {
      if (inTx) await flush();
      inTx = 0;
      o.progress({ phase: 'history', done, total });
      inBatch = 0;
    }
  };
  const iso = (ms: number) => new Date(Math.min(ms, nowMs)).toISOString();

  for (const h of hotels) {
    const count = h.id === SCALE_BIG_HOTEL_ID ? o.bigHistory : o.history;
    const r = rngOf(`history|${h.id}`);
    for (let seq = 0; seq < count; seq++) {
      // The stay.
      const offset = Math.floor(r() * (spanPast + spanFuture)) - spanPast;
      const checkin = addDays(o.today, offset);
      const nights = pick(r, [1, 1, 2, 2, 2, 3, 3, 4, 5, 7]);
      const checkout = addDays(checkin, nights);
      const rooms = r() < 0.88 ? 1 : r() < 0.8 ? 2 : 3;
      const adults = rooms * (r() < 0.2 ? 1 : 2) + (r() < 0.15 ? 1 : 0);
      const children = r() < 0.2 ? int(r, 1, 2) : 0;
      const first = pick(r, FIRST_NAMES);
      const last = r() < 0.5 ? pick(r, LAST_NAMES) : `${pick(r, LAST_NAMES)} ${pick(r, LAST_NAMES)}`;
      const guest = `${first} ${last}`;
      const email = `${asciiLower(first)}.${asciiLower(last)}${int(r, 1, 999)}@example.com`;
      const phone = `+573${int(r, 0, 2)}${String(int(r, 0, 9_999_999)).padStart(7, '0')}`.slice(0, 13);
      const totalMinor = Math.round((h.nightlyMinor * nights * rooms * (0.85 + r() * 0.5)) / 100_000) * 100_000;
      const checkinMs = Date.parse(`${checkin}T05:00:00Z`);
      const createdMs = Math.min(checkinMs - int(r, 1, 150) * 86_400_000 + Math.floor(r() * 86_400_000), nowMs - Math.floor(r() * 3 * 86_400_000));
      const past = checkinMs < todayMs;
      const stayOver = Date.parse(`${checkout}T05:00:00Z`) <= todayMs;
      const card = pick(r, CARDS);
      const cardNum = `************${card[0]}`;
      const txId = codeOf(`tx|${h.id}|${seq}`, 'sbx_').slice(0, 20);
      const auth = String(int(r, 0, 999_999)).padStart(6, '0');

      const roll = r();
      const operation: keyof typeof PAYMENT_TYPE = past && roll < 0.06 ? 'automated' : roll < 0.2 ? 'payment_link' : 'terminal_payment';
      if (operation === 'automated') {
        // A chatbot booking of endpoint 7, paid through its link or expired unpaid.
        const paid = r() < 0.85;
        const chatbotId = codeOf(`cb|${h.id}|${seq}`, 'cb_');
        const linkCode = codeOf(`link|${h.id}|${seq}`, '');
        const createdIso = iso(createdMs);
        const deadlineMs = Math.min(createdMs + 24 * 3_600_000, checkinMs);
        const paidMs = paid ? createdMs + Math.floor(r() * (deadlineMs - createdMs)) : 0;
        const description = `Reserva en ${h.name}: ${checkin} a ${checkout}, ${rooms} habitación(es)`;
        insertLink(
          linkCode,
          'chatbot_booking',
          h.id,
          chatbotId,
          o.operatorKeyId,
          totalMinor,
          description,
          guest,
          email,
          phone,
          checkin,
          checkout,
          'chatbot',
          chatbotId,
          paid ? 'paid' : 'expired',
          iso(deadlineMs),
          paid ? iso(paidMs) : null,
          createdIso,
        );
        if (paid) insertAttempt(linkCode, 'applied', null, txId, auth, guest, cardNum, card[1], totalMinor, iso(paidMs), iso(paidMs));
        paymentLinks++;
        const updatedIso = paid ? iso(paidMs) : iso(deadlineMs);
        const bookingId = insertBooking(
          chatbotId,
          h.id,
          o.operatorKeyId,
          linkCode,
          checkin,
          checkout,
          nights,
          rooms,
          adults,
          first,
          last,
          email,
          phone,
          totalMinor,
          paid ? 'confirmed' : 'expired',
          iso(deadlineMs),
          createdIso,
          updatedIso,
        );
        chatbotBookings++;
        insertBookingRoom(bookingId, h.roomIds[seq % h.roomIds.length]!, h.rateIds[0]!, rooms, adults, totalMinor);
        const resId = insertReservation(
          h.id,
          String(900_000_000 + bookingId),
          CHATBOT_PORTAL,
          bookingId,
          first,
          last,
          email,
          phone,
          checkin,
          checkout,
          rooms,
          adults,
          0,
          paid ? 'confirmed' : 'expired',
          paid && stayOver ? 1 : 0,
          totalMinor,
          paid ? totalMinor : 0,
          0,
          '',
          paid ? iso(paidMs) : null,
          createdIso,
          updatedIso,
        );
        insertVoucher(
          h.id,
          'automated',
          String(resId),
          resId,
          linkCode,
          CHATBOT_PORTAL,
          checkin,
          guest,
          paid ? SANDBOX_BANK : '',
          PAYMENT_TYPE.automated,
          paid ? 'applied' : 'overdue',
          bogotaDate(new Date(paid ? paidMs : deadlineMs)),
          ...(paid
            ? ([
                'applied',
                DETAIL_APPROVED,
                'sandbox',
                txId,
                auth,
                description,
                'credit_card',
                guest,
                cardNum,
                card[1],
                '1',
                iso(paidMs),
                totalMinor,
                'COP',
              ] as const)
            : NO_TX),
          ...NO_REFUND,
          createdIso,
          updatedIso,
        );
        await tick();
        continue;
      }

      // A portal reservation (crs_id: the portal's number).
      let portal = 'booking';
      for (let w = r() * PORTAL_TOTAL, i = 0; i < PORTAL_WEIGHTS.length; i++)
        if ((w -= PORTAL_WEIGHTS[i]![1]) < 0) {
          portal = PORTAL_WEIGHTS[i]![0];
          break;
        }
      const s = r();
      // Outcome of the stay: [reservation status, check-in status].
      const cancelled = s < (past ? 0.08 : 0.1);
      const checkinStatus = cancelled ? 3 : !stayOver ? 0 : s < 0.11 ? 2 : s < 0.13 ? 4 : 1;
      // Whether the guest paid (by then), and whether the charge was declined.
      const paid = cancelled ? r() < 0.5 : past ? r() < 0.97 : r() < 0.4;
      const declined = !paid && !cancelled && past && r() < 0.5;
      const payMs = Math.min(past ? checkinMs + int(r, 0, 20) * 3_600_000 : createdMs + int(r, 1, 48) * 3_600_000, nowMs - 60_000);
      const refundMs = Math.min(payMs + int(r, 1, 10) * 86_400_000, nowMs - 30_000);
      const refunded = paid && (cancelled || checkinStatus === 4);
      const refundMinor = refunded ? (cancelled ? totalMinor : Math.round(totalMinor / nights / 100) * 100) : 0;
      const createdIso = iso(createdMs);
      const updatedIso = refunded ? iso(refundMs) : paid || declined ? iso(payMs) : createdIso;
      const resId = insertReservation(
        h.id,
        String(1_000_000_000 + h.id * 10_000_000 + seq),
        portal,
        null,
        first,
        last,
        email,
        phone,
        checkin,
        checkout,
        rooms,
        adults,
        children,
        cancelled ? 'cancelled' : 'confirmed',
        checkinStatus,
        totalMinor,
        paid ? totalMinor : 0,
        refundMinor,
        '',
        paid ? iso(payMs) : null,
        createdIso,
        updatedIso,
      );
      const status = refunded
        ? cancelled
          ? 'total_refound'
          : 'partial_refound'
        : paid
          ? 'applied'
          : declined
            ? 'rejected'
            : cancelled
              ? 'cancelled'
              : 'pending';
      let linkCode: string | null = null;
      let description = `Pago en el hotel, reserva ${resId}`;
      let payStatus: string = status;
      if (operation === 'payment_link') {
        // A payment link of endpoint 14 for the reservation, paid or lapsed; never left active.
        linkCode = codeOf(`link|${h.id}|${seq}`, '');
        description = `Pago de la reserva ${resId} en ${h.name}`;
        const expiresMs = paid ? payMs + 24 * 3_600_000 : Math.min(createdMs + 72 * 3_600_000, nowMs - 3_600_000);
        insertLink(
          linkCode,
          'link',
          h.id,
          String(resId),
          o.operatorKeyId,
          totalMinor,
          description,
          guest,
          email,
          phone,
          checkin,
          checkout,
          portal,
          null,
          paid ? 'paid' : 'expired',
          iso(expiresMs),
          paid ? iso(payMs) : null,
          createdIso,
        );
        if (paid || declined)
          insertAttempt(
            linkCode,
            paid ? 'applied' : 'rejected',
            paid ? null : 'La entidad emisora rechazó la transacción',
            txId,
            paid ? auth : null,
            guest,
            cardNum,
            card[1],
            totalMinor,
            iso(payMs),
            iso(payMs),
          );
        paymentLinks++;
        if (!paid) payStatus = cancelled ? 'cancelled' : 'overdue'; // an unpaid link lapses
      }
      const charged = paid || declined;
      insertVoucher(
        h.id,
        operation,
        String(resId),
        resId,
        linkCode,
        operation === 'payment_link' ? null : portal,
        checkin,
        guest,
        charged ? SANDBOX_BANK : '',
        PAYMENT_TYPE[operation],
        payStatus,
        charged ? bogotaDate(new Date(payMs)) : checkin,
        ...(charged
          ? ([
              paid ? 'applied' : 'rejected',
              paid ? DETAIL_APPROVED : DETAIL_REJECTED,
              'sandbox',
              txId,
              paid ? auth : null,
              description,
              'credit_card',
              guest,
              cardNum,
              card[1],
              String(pick(r, [1, 1, 1, 3, 6, 12])),
              iso(payMs),
              totalMinor,
              'COP',
            ] as const)
          : NO_TX),
        ...(refunded
          ? ([
              cancelled ? 'total_refound' : 'partial_refound',
              REFUND_APPROVED,
              String(int(r, 0, 999_999)).padStart(6, '0'),
              `rf_${txId}`,
              cancelled ? 'Reembolso por cancelación' : 'Reembolso por salida anticipada',
              iso(refundMs),
              refundMinor,
              'COP',
            ] as const)
          : NO_REFUND),
        createdIso,
        updatedIso,
      );
      await tick();
    }
  }
  await flush();
  o.progress({ phase: 'history', done, total });
  return { reservations: done, vouchers: done, paymentLinks, chatbotBookings };
}

/** Columns of the history rows, in the order {@link seedHistory} gives their values (constants of the statements included). */
const LINK_COLUMNS = [
  'code',
  'kind',
  'hotel_id',
  'reservation_id',
  'agency_id',
  'api_key_id',
  'amount_minor',
  'currency',
  'description',
  'guest_name',
  'email',
  'phone',
  'booking_from',
  'booking_to',
  'source',
  'external_ref_id',
  'status',
  'expires_at',
  'paid_at',
  'created_at',
] as const satisfies readonly ServiceColumn<'payment_links'>[];
const ATTEMPT_COLUMNS = [
  'link_code',
  'status',
  'decline_reason',
  'carrier',
  'transaction_id',
  'authorization_code',
  'card_holder',
  'card_num',
  'card_type',
  'amount_minor',
  'currency',
  'settle_at',
  'created_at',
  'updated_at',
] as const satisfies readonly ServiceColumn<'payment_attempts'>[];
const BOOKING_COLUMNS = [
  'id',
  'chatbot_id',
  'hotel_id',
  'api_key_id',
  'agency_id',
  'payment_link_code',
  'checkin',
  'checkout',
  'nights',
  'rooms',
  'adults',
  'children',
  'children_ages',
  'first_name',
  'last_name',
  'email',
  'telephone',
  'city',
  'country',
  'notes',
  'currency',
  'total_minor',
  'cc_masked',
  'status',
  'payment_deadline',
  'created_at',
  'updated_at',
] as const satisfies readonly ServiceColumn<'chatbot_bookings'>[];
const BOOKING_ROOM_COLUMNS = [
  'booking_id',
  'room_type_id',
  'rate_plan_id',
  'quantity',
  'adults',
  'children',
  'amount_minor',
] as const satisfies readonly ServiceColumn<'booking_rooms'>[];
const RESERVATION_COLUMNS = [
  'id',
  'hotel_id',
  'crs_id',
  'portal_code',
  'chatbot_booking_id',
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
] as const satisfies readonly ServiceColumn<'reservations'>[];
const VOUCHER_COLUMNS = [
  'hotel_id',
  'operation_type',
  'reservation_id',
  'cm_reservation_id',
  'payment_link_code',
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

/** The 14 transaction columns of a voucher without a charge. */
const NO_TX = [null, null, null, null, null, null, null, null, null, null, null, null, null, null] as const;
/** The 8 refund columns of a voucher without a refund. */
const NO_REFUND = [null, null, null, null, null, null, null, null] as const;
