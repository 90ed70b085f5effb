/**
 * The same scenarios on SQLite and on PostgreSQL in one run
 * (`BENCH_ONLY=engines`). For each engine a database is seeded with the demo
 * data (bench/server.ts's service then runs on it unseeded) plus a history of
 * voucher records for hotel 1, and the service is loaded with autocannon:
 *
 * - `GET /health` of that very process, at the start and again at the end:
 *   their mean is the ceiling every other figure of the engine is divided by
 *   (a gap between the two means the machine's load moved during the run);
 * - availability (10) for Cartagena, cached: the same search every request;
 * - availability (10) uncached: every request another stay (check-in from
 *   tomorrow to 330 days ahead × 1–7 nights × 4 layouts, all inside the
 *   seeded year of inventory), so each one misses the answer cache;
 * - the incremental feed (6) of hotel 1 (its history of
 *   `BENCH_ENGINES_HISTORY` voucher records, default 5,000), replayed from the
 *   point that answers exactly its 10 latest changes; every request takes its
 *   turn on the key's feed cursor, as concurrent calls of one key do;
 * - payment-link creation (14);
 * - then two service processes on the same database, the load split evenly
 *   across both, for `/health` (their combined ceiling), both availability
 *   scenarios and link creation: the combined rate, its ratio to the combined
 *   `/health`, and its ratio to one process.
 *
 * PostgreSQL comes from bench/postgres.ts (embedded unless
 * `BENCH_DATABASE_URL`). `BENCH_CPU_PROF=<dir>` starts the service processes
 * with `--cpu-prof`, writing one profile per process into that folder at its
 * end (open it in Chrome's DevTools, or read the top frames with
 * bench/profile-top.ts).
 *
 * Environment: BENCH_SECONDS, BENCH_CONNECTIONS as for the other sections
 * (split between the processes of the two-process rows);
 * BENCH_ENGINES=sqlite,postgres narrows the engines.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { addDays, bogotaDate } from '../src/clock.js';
import { insertMany } from '../src/store/bulk.js';
import { first, openStore, rows, sql, type Engine } from '../src/store/sql.js';
import { serviceMigrations } from '../src/store/service/migrations/index.js';
import { seedDemoData, seedDemoKeys } from '../src/store/service/seed.js';
import { LINK_BODY, autocannonLoad, connections, seconds, type Child, type LoadRequest, type Row } from './lib.js';
import { startBenchPostgres, type BenchPostgres } from './postgres.js';

/** The hotel whose feed is read (Cartagena, in the demo data). */
const FEED_HOTEL = 1;
/** Check-ins of the uncached scenario: tomorrow … this many days ahead. */
const ROTATE_DAYS = 330;
/** Nights of the uncached scenario: 1 … this many. */
const ROTATE_NIGHTS = 7;
/** Layouts of the availability scenarios; the first is the cached one's. */
const LAYOUTS = [[{ adults: 2 }, { adults: 2, children_ages: [6] }], [{ adults: 2 }], [{ adults: 2 }, { adults: 2 }], [{ adults: 1 }]];
/** Distinct stays of the uncached scenario: a process asked more than this many requests saw repeats (hits). */
const ROTATION = ROTATE_DAYS * ROTATE_NIGHTS * LAYOUTS.length;

const AGENCY = { authorization: 'Bearer demo-agency-1', 'content-type': 'application/json' };
const OPERATOR = { authorization: 'Bearer demo-operator' };
const ENGINE_NAMES: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** Scenario keys, in table order. */
type Key = 'health' | 'cached' | 'uncached' | 'link' | 'feed';
const LABELS: Record<Key, string> = {
  health: 'GET /health (the ceiling)',
  cached: 'availability (10) cached, Cartagena',
  uncached: 'availability (10) uncached, other dates every request',
  // Before link creation: links add voucher records to hotel 1, and requests still in flight when a load ends finish after it.
  feed: 'feed (6) hotel 1, 10 latest changes',
  link: 'payment link creation (14)',
};
const SHORT: Record<Key, string> = { health: '/health', cached: 'availability cached', uncached: 'availability uncached', link: 'link creation', feed: 'feed' };
/** Scenarios also run on two processes. */
const TWO_PROCESS_KEYS: readonly Key[] = ['health', 'cached', 'uncached', 'link'];

/**
 * What one engine measured: rows by scenario for one and for two processes
 * (`health` is the mean of the /health loads at the start and at the end of
 * the processes' run), every load in the order run (`detail`), and notes.
 */
interface EngineResult {
  engine: Engine;
  one: Partial<Record<Key, Row>>;
  two: Partial<Record<Key, Row>>;
  detail: Row[];
  notes: string[];
}

function envInt(name: string, fallback: number): number {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  if (!/^\d+$/.test(v)) throw new Error(`${name} must be a non-negative integer`);
  return Number(v);
}

/**
 * Seed the demo data and keys into the empty database at `location`, then
 * copy hotel {@link FEED_HOTEL}'s voucher records until it holds `history`
 * of them. Returns the hotel's record count.
 */
async function prepareDatabase(location: string, history: number): Promise<number> {
  const store = await openStore(location, serviceMigrations);
  try {
    const now = new Date();
    await seedDemoData(store, { today: bogotaDate(now), now });
    await seedDemoKeys(store, now);
    return await store.transaction(async (tx) => {
      const template = await rows<Record<string, unknown>>(tx, sql`SELECT * FROM vouchers WHERE hotel_id = ${FEED_HOTEL} ORDER BY id`);
      if (!template.length) throw new Error(`the demo data has no voucher records of hotel ${FEED_HOTEL}`);
      // The copies take new ids, change sequences and public codes; none refers to a payment link (unique).
      const columns = Object.keys(template[0]!).filter((c) => !['id', 'change_seq', 'public_code', 'payment_link_code'].includes(c));
      const copies = Array.from({ length: Math.max(0, history - template.length) }, (_, i) => columns.map((c) => template[i % template.length]![c]));
      await insertMany(tx, 'vouchers', columns, copies);
      return (await first<{ n: number }>(tx, sql`SELECT COUNT(*) AS n FROM vouchers WHERE hotel_id = ${FEED_HOTEL}`))!.n;
    });
  } finally {
    await store.close();
  }
}

/**
 * The change sequence after which hotel {@link FEED_HOTEL}'s feed answers
 * exactly its 10 latest changes, and its record count, read now (link
 * creation adds records to the hotel, so it is read right before the feed is
 * loaded).
 */
async function feedPoint(location: string): Promise<{ since: number; records: number }> {
  const store = await openStore(location, serviceMigrations, { migrate: false, poolSize: 1 });
  try {
    const eleventh = await first<{ change_seq: number }>(
      store.db,
      sql`SELECT change_seq FROM vouchers WHERE hotel_id = ${FEED_HOTEL} ORDER BY change_seq DESC LIMIT 1 OFFSET 10`,
    );
    const records = (await first<{ n: number }>(store.db, sql`SELECT COUNT(*) AS n FROM vouchers WHERE hotel_id = ${FEED_HOTEL}`))!.n;
    return { since: eleventh?.change_seq ?? 0, records };
  } finally {
    await store.close();
  }
}

/** The requests of the scenarios (the feed's with its replay point). */
function scenarios(since: number): Record<Key, LoadRequest> {
  const today = bogotaDate(new Date());
  const availPath = (checkin: string, nights: number) => `/v2/bookings/agencies/retailer/availability?checkin=${checkin}&nights=${nights}&city=Cartagena`;
  return {
    health: { path: '/health' },
    cached: { method: 'POST', headers: AGENCY, path: availPath(addDays(today, 30), 3), body: JSON.stringify({ layout: LAYOUTS[0] }) },
    // Request i: check-in, nights and layout all from i, distinct for the first ROTATION requests.
    uncached: {
      method: 'POST',
      headers: AGENCY,
      path: (i) => availPath(addDays(today, 1 + (i % ROTATE_DAYS)), 1 + (Math.floor(i / ROTATE_DAYS) % ROTATE_NIGHTS)),
      body: (i) => JSON.stringify({ layout: LAYOUTS[Math.floor(i / (ROTATE_DAYS * ROTATE_NIGHTS)) % LAYOUTS.length] }),
    },
    link: {
      method: 'POST',
      headers: AGENCY,
      path: '/v2/links/schedule/',
      body: LINK_BODY,
    },
    feed: { headers: OPERATOR, path: `/v2/transactions/vouchers/hotel/${FEED_HOTEL}?id_type=internal&since=${since}` },
  };
}

/** One request of scenario `req` (its first, for per-request paths): status and parsed JSON body. */
async function probe(base: string, req: LoadRequest): Promise<{ status: number; body: unknown }> {
  const path = typeof req.path === 'string' ? req.path : req.path(0);
  const body = typeof req.body === 'function' ? req.body(0) : (req.body ?? null);
  const res = await request(base + path, { method: req.method ?? 'GET', headers: req.headers ?? {}, body });
  const text = await res.body.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // kept as text
  }
  return { status: res.statusCode, body: parsed };
}

/** What is wrong with a probe's answer to scenario `key`, or undefined when it is the expected kind. */
function probeProblem(key: Key, p: { status: number; body: unknown }): string | undefined {
  if (p.status < 200 || p.status >= 300) return `HTTP ${p.status} ${JSON.stringify(p.body).slice(0, 160)}`;
  if ((key === 'cached' || key === 'uncached') && !(Array.isArray(p.body) && p.body.length > 0)) return 'no hotel offered';
  if (key === 'feed') {
    const n = (p.body as { data?: unknown[] }).data?.length;
    if (n !== 10) return `${n ?? 'no'} records instead of 10`;
  }
  return undefined;
}

/**
 * Load the service processes at `bases` with `req` for {@link seconds}: all
 * connections on one process, or split evenly across several at once, whose
 * rates add up (latencies: the worst process's).
 */
async function load(label: string, bases: readonly string[], req: LoadRequest): Promise<Row> {
  if (bases.length === 1) return autocannonLoad(label, bases[0]!, req);
  const per = Math.max(1, Math.floor(connections / bases.length));
  const parts = await Promise.all(bases.map((b) => autocannonLoad(label, b, req, per)));
  const sum = (f: (r: Row) => number) => parts.reduce((s, r) => s + f(r), 0);
  const max = (f: (r: Row) => number) => Math.max(...parts.map(f));
  return {
    scenario: label,
    client: 'autocannon',
    conns: sum((r) => r.conns),
    rps: sum((r) => r.rps),
    p50: max((r) => r.p50),
    p97_5: max((r) => r.p97_5),
    p99: max((r) => r.p99),
    kB:
      Math.round(
        (sum((r) => r.kB * r.rps) /
          Math.max(
            1,
            sum((r) => r.rps),
          )) *
          10,
      ) / 10,
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
  };
}

/**
 * Start bench/server.ts over `location` (migrated and seeded already) in its
 * own process, as lib.ts's `child` does, with `--cpu-prof` into
 * BENCH_CPU_PROF when set (node refuses that flag in NODE_OPTIONS).
 */
async function serviceChild(location: string): Promise<Child> {
  const prof = process.env.BENCH_CPU_PROF;
  if (prof) mkdirSync(resolve(prof), { recursive: true });
  const proc = spawn(
    process.execPath,
    [...(prof ? ['--cpu-prof', `--cpu-prof-dir=${resolve(prof)}`] : []), '--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BENCH_DATABASE: location } },
  );
  const exited = once(proc, 'exit');
  const [line] = (await Promise.race([
    once(createInterface({ input: proc.stdout! }), 'line'),
    exited.then(([code]) => Promise.reject(new Error(`bench/server.ts exited with ${code} before listening`))),
  ])) as [string];
  return {
    url: (JSON.parse(line) as { url: string }).url,
    pid: proc.pid!,
    async stop() {
      proc.kill('SIGTERM');
      await exited;
    },
  };
}

/** Start `count` service processes on `location`. */
async function startServices(location: string, count: number): Promise<Child[]> {
  const started: Child[] = [];
  try {
    // One after the other: the database is migrated already, so neither has anything to apply.
    for (let i = 0; i < count; i++) started.push(await serviceChild(location));
  } catch (err) {
    await Promise.all(started.map((c) => c.stop()));
    throw err;
  }
  return started;
}

/** Run every scenario on `engine` over the prepared database at `location`. */
async function measureEngine(engine: Engine, location: string, history: number): Promise<EngineResult> {
  const name = ENGINE_NAMES[engine];
  const result: EngineResult = { engine, one: {}, two: {}, detail: [], notes: [] };
  const t = performance.now();
  const seeded = await prepareDatabase(location, history);
  result.notes.push(`${name}: seeded with ${seeded.toLocaleString('en')} voucher records of hotel ${FEED_HOTEL} in ${Math.round(performance.now() - t)} ms`);
  const keys = Object.keys(LABELS) as Key[];

  for (const count of [1, 2]) {
    const services = await startServices(location, count);
    const pids = services.map((s) => s.pid).join(', ');
    const into = count === 1 ? result.one : result.two;
    try {
      for (const key of count === 1 ? keys : TWO_PROCESS_KEYS) {
        let since = 0;
        if (key === 'feed') {
          const point = await feedPoint(location);
          since = point.since;
          result.notes.push(`${name}: feed of hotel ${FEED_HOTEL} read with ${point.records.toLocaleString('en')} records in its history, since=${since}`);
        }
        const reqs = scenarios(since);
        const problem = probeProblem(key, await probe(services[0]!.url, reqs[key]));
        if (problem) result.notes.push(`${name}, ${count} process(es): ${LABELS[key]}: the probe request got ${problem}`);
        const row = await load(
          `${name} ×${count}: ${LABELS[key]}`,
          services.map((s) => s.url),
          reqs[key],
        );
        into[key] = row;
        result.detail.push(row);
        if (key === 'uncached' && (row.rps * seconds) / count > ROTATION)
          result.notes.push(`${name} ×${count}: the uncached scenario asked more than its ${ROTATION} distinct stays per process: some requests were hits`);
      }
      // /health again at the end: the ceiling is the mean of both, and their gap shows how much the machine's load moved meanwhile.
      const start = into.health!;
      const end = await load(
        `${name} ×${count}: ${LABELS.health}, again at the end`,
        services.map((s) => s.url),
        scenarios(0).health,
      );
      result.detail.push(end);
      into.health = { ...start, scenario: `${name} ×${count}: ${LABELS.health}, mean of start and end`, rps: Math.round((start.rps + end.rps) / 2) };
      const drift = Math.abs(start.rps - end.rps) / Math.max(start.rps, end.rps);
      if (drift > 0.2)
        result.notes.push(
          `${name} ×${count}: /health moved from ${start.rps} to ${end.rps} req/s during the run (other load on the machine): its ratios are rough`,
        );
    } finally {
      await Promise.all(services.map((s) => s.stop()));
    }
    if (process.env.BENCH_CPU_PROF)
      result.notes.push(`${name} ×${count}: service process(es) ${pids} (CPU profiles in ${resolve(process.env.BENCH_CPU_PROF)})`);
  }
  return result;
}

/** `rps` as text, with errors and non-2xx answers when there were any. */
function rate(r: Row | undefined): string {
  if (!r) return '—';
  const bad = r.errors + r.non2xx;
  return bad ? `${r.rps} (${bad} failed)` : String(r.rps);
}

function ratio(r: Row | undefined, ceiling: Row | undefined): string {
  return r && ceiling && ceiling.rps > 0 ? (r.rps / ceiling.rps).toFixed(3) : '—';
}

/** Print a Markdown table (columns padded). */
function printTable(header: readonly string[], body: readonly (readonly string[])[]): void {
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((row) => row[c]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((x, c) => (c === 0 ? x.padEnd(widths[c]!) : x.padStart(widths[c]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, c) => (c === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of body) console.log(line(row));
}

/**
 * Run the engines section: SQLite and PostgreSQL (see the module comment);
 * prints the detailed rows, the comparison table and notes, and returns the
 * results per engine.
 */
export async function enginesSection(): Promise<EngineResult[]> {
  const engines = (process.env.BENCH_ENGINES?.split(',') ?? ['sqlite', 'postgres']) as Engine[];
  for (const e of engines) if (e !== 'sqlite' && e !== 'postgres') throw new Error('BENCH_ENGINES lists sqlite and/or postgres');
  const history = envInt('BENCH_ENGINES_HISTORY', 5_000);
  const load0 = loadavg();
  const started = performance.now();
  const results: EngineResult[] = [];
  let server: BenchPostgres | undefined;
  try {
    for (const engine of engines) {
      if (engine === 'sqlite') {
        const dir = mkdtempSync(join(tmpdir(), 'hotelbot-bench-engines-'));
        try {
          results.push(await measureEngine('sqlite', join(dir, 'service.db'), history));
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      } else {
        server ??= await startBenchPostgres();
        const url = await server.createDatabase('hotelbot_bench');
        try {
          const r = await measureEngine('postgres', url, history);
          r.notes.unshift(`PostgreSQL: ${server.description}; each service process has a pool of 10 connections`);
          results.push(r);
        } finally {
          await server.dropDatabase(url);
        }
      }
    }
  } finally {
    await server?.stop();
  }
  const load1 = loadavg();

  console.log(`\nEngines — node ${process.version}, ${seconds} s per scenario, ${connections} connections (split across the processes of the ×2 rows)`);
  console.table(results.flatMap((r) => r.detail));
  const of = (engine: Engine) => results.find((r) => r.engine === engine);
  const sqlite = of('sqlite');
  const postgres = of('postgres');
  const body: string[][] = [];
  for (const [count, keys] of [
    [1, Object.keys(LABELS) as Key[]],
    [2, TWO_PROCESS_KEYS],
  ] as const) {
    for (const key of keys) {
      const pick = (r: EngineResult | undefined) => (count === 1 ? r?.one : r?.two);
      const label = `${count === 1 ? '' : '2 processes: '}${LABELS[key]}${key === 'health' ? `${count === 1 ? '' : ', combined'}, mean of start and end` : ''}`;
      body.push([
        label,
        rate(pick(sqlite)?.[key]),
        ratio(pick(sqlite)?.[key], pick(sqlite)?.health),
        rate(pick(postgres)?.[key]),
        ratio(pick(postgres)?.[key], pick(postgres)?.health),
      ]);
    }
  }
  printTable(['scenario', 'SQLite req/s', '÷ /health', 'PostgreSQL req/s', '÷ /health'], body);
  for (const r of results) {
    const scale = TWO_PROCESS_KEYS.filter((k) => r.one[k] && r.two[k])
      .map((k) => `${SHORT[k]} ×${(r.two[k]!.rps / r.one[k]!.rps).toFixed(2)}`)
      .join('; ');
    console.log(`- ${ENGINE_NAMES[r.engine]}, 2 processes ÷ 1 process: ${scale}`);
  }
  for (const r of results) for (const n of r.notes) console.log(`- ${n}`);
  console.log(
    `- section time ${Math.round((performance.now() - started) / 1000)} s; load average (1/5/15 min) before: ${load0.map((x) => x.toFixed(2)).join(' ')}, ` +
      `after: ${load1.map((x) => x.toFixed(2)).join(' ')}`,
  );
  return results;
}
