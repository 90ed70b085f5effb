/**
 * The service's performance targets on the scale dataset
 * (`BENCH_ONLY=scale-targets`): seeds (once, cached in bench/.data/ by seed
 * options) the dataset of `npm run seed:scale`, starts the service
 * on a copy of it in its own process with the rate limit off, and measures in
 * one run, beside the constant route /health:
 * - availability (10) for the 100-hotel city, 3 nights, 2 rooms of 2 adults:
 *   a fixed check-in (cached answer) without and with compression, and stays
 *   rotating over 330 check-ins × 3 two-room layouts (every request a cache
 *   miss);
 * - the incremental feed (6) answering exactly 10 changes, for a hotel whose
 *   history holds 1,000 records and for the one holding 1,000,000;
 * - raw bookings (4) for 7 days of a typical hotel and of the big one;
 * - the service process's peak resident memory (VmHWM) at the end.
 *
 * Targets: availability ≥ 1,500 requests/s with p99 ≤ 50 ms;
 * feed of 10 changes < 5 ms; raw bookings for 7 days < 10 ms; resident
 * memory < 300 MB. Latency targets of single requests are judged at one
 * connection (p99), throughput targets at BENCH_CONNECTIONS.
 *
 * The service runs as compiled JavaScript (built into bench/.data/dist/ by
 * tsc, started by bench/server-compiled.mjs), as in production, so its
 * resident memory is its own and not tsx's; through tsx if the build fails.
 *
 * Environment: BENCH_SCALE_HOTELS (500), BENCH_SCALE_BIG_HISTORY (1000000),
 * BENCH_SCALE_HISTORY (1000) choose the dataset; BENCH_SECONDS and
 * BENCH_CONNECTIONS as for the other scenarios.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { constants, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { addDays, bogotaDate, daysBetween } from '../src/clock.js';
import { SqliteDatabase } from '../src/store/sqliteNative.js';
import { SCALE_BENCH_CITY, SCALE_BIG_HOTEL_ID } from './dataset/seed.js';
import { autocannonLoad, child, connections, residentMemory, seconds, undiciLoad, type Row } from './lib.js';

/** Seed options of the cached dataset. */
export interface ScaleOptions {
  hotels: number;
  bigHistory: number;
  history: number;
}

/** What is remembered of a cached dataset beside it. */
export interface ScaleMeta extends ScaleOptions {
  today: string;
  seedSeconds: number;
  bytes: number;
}

/** A measured row with its target and verdict. */
export interface JudgedRow extends Row {
  target: string;
  verdict: 'PASS' | 'MISS' | '';
}

const dataDir = fileURLToPath(new URL('./.data/', import.meta.url));
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
/** A cached dataset older than this is seeded again (its inventory starts on its seed day). */
export const MAX_AGE_DAYS = 30;
/** Check-ins of the rotating availability scenario: today + 1 … today + ROTATE, each with the {@link ROTATE_LAYOUTS}. */
export const ROTATE = 330;
/**
 * Two-room layouts of the rotating scenario: 330 × 3 stays make ~150 MB of
 * brotli answers, more than the cache holds, so cycling through them misses
 * on every request (the worst case of an LRU).
 */
export const ROTATE_LAYOUTS = [
  [{ adults: 2 }, { adults: 2 }],
  [{ adults: 2 }, { adults: 1 }],
  [{ adults: 2 }, { adults: 2, children_ages: [5] }],
];

export function envInt(name: string, fallback: number): number {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  if (!/^\d+$/.test(v)) throw new Error(`${name} must be a non-negative integer`);
  return Number(v);
}

/** The seed options of the scale dataset, from BENCH_SCALE_HOTELS, BENCH_SCALE_BIG_HISTORY and BENCH_SCALE_HISTORY. */
export function scaleOptions(): ScaleOptions {
  return {
    hotels: envInt('BENCH_SCALE_HOTELS', 500),
    bigHistory: envInt('BENCH_SCALE_BIG_HISTORY', 1_000_000),
    history: envInt('BENCH_SCALE_HISTORY', 1_000),
  };
}

/** The scale seed's command under a repository's root: `bench/dataset/cli.ts` (`npm run seed:scale`). */
const SEED_COMMAND = join('bench', 'dataset', 'cli.ts');

/**
 * The files the scale dataset is made from under `root`: the seed and the
 * service's migrations. A revision without {@link SEED_COMMAND} keeps them
 * in `src/store/service/seedScale.ts` and `src/store/service/migrations.ts`.
 */
function scaleSources(root: string): string[] {
  if (!existsSync(join(root, SEED_COMMAND))) return ['src/store/service/seedScale.ts', 'src/store/service/migrations.ts'];
  const migrations = 'src/store/service/migrations';
  return [
    'bench/dataset/seed.ts',
    ...readdirSync(join(root, migrations))
      .sort()
      .map((f) => `${migrations}/${f}`),
  ];
}

/**
 * A short hash of the seed and migration sources under `root` (the
 * repository, or another revision's copy of it): a cached dataset made from
 * other sources is seeded anew.
 */
export function scaleSourceHash(root = repoRoot): string {
  const sources = scaleSources(root).map((f) => readFileSync(join(root, f)));
  return createHash('sha256').update(Buffer.concat(sources)).digest('hex').slice(0, 10);
}

/**
 * Run the scale seed of the repository at `root` (its sources, through tsx:
 * {@link SEED_COMMAND}, or `hotelbot seed --scale` in a revision without it)
 * into `database` (a SQLite path or a PostgreSQL URL) with the seed options
 * `o`; its progress goes to this process's stderr.
 *
 * @throws Error when the seed exits with a status other than 0.
 */
export async function seedScale(root: string, database: string, o: ScaleOptions): Promise<void> {
  const args = ['--database', database, '--hotels', String(o.hotels), '--big-history', String(o.bigHistory), '--history', String(o.history)];
  const command = existsSync(join(root, SEED_COMMAND)) ? [join(root, SEED_COMMAND)] : [join(root, 'src', 'main.ts'), 'seed', '--scale'];
  const proc = spawn(process.execPath, ['--import', 'tsx', ...command, ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development' },
  });
  const [code] = (await once(proc, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the scale seed exited with ${code}`);
}

/**
 * The scale database for `o`, from bench/.data/ or seeded there now through
 * {@link seedScale}. Its file name holds the seed options and a hash of
 * the seed and migration sources, so a change to either seeds anew (older
 * files of the same options are removed: each is over a gigabyte).
 * `source`: seed with the `hotelbot` of another copy of the repository
 * (`root`), its files named with `tag` so they do not replace this one's.
 */
export async function scaleDatabase(
  o: ScaleOptions,
  source: { root: string; tag: string } = { root: repoRoot, tag: '' },
): Promise<{ path: string; meta: ScaleMeta; seededNow: boolean }> {
  const hash = scaleSourceHash(source.root);
  const prefix = `scale-${source.tag}h${o.hotels}-b${o.bigHistory}-n${o.history}-`;
  const path = join(dataDir, `${prefix}${hash}.db`);
  const metaPath = `${path}.json`;
  const today = bogotaDate(new Date());
  if (existsSync(path) && existsSync(metaPath)) {
    const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as ScaleMeta;
    if (daysBetween(meta.today, today) <= MAX_AGE_DAYS) return { path, meta, seededNow: false };
  }
  mkdirSync(dataDir, { recursive: true });
  for (const f of readdirSync(dataDir)) if (f.startsWith(prefix)) rmSync(join(dataDir, f), { force: true });
  const partial = `${path}.partial`;
  console.error(`Seeding the scale dataset into ${path} (cached for later runs)…`);
  const started = performance.now();
  await seedScale(source.root, partial, o);
  for (const f of [`${partial}-wal`, `${partial}-shm`]) rmSync(f, { force: true });
  renameSync(partial, path);
  const meta: ScaleMeta = { ...o, today, seedSeconds: Math.round((performance.now() - started) / 100) / 10, bytes: statSync(path).size };
  writeFileSync(metaPath, `${JSON.stringify(meta, null, 2)}\n`);
  return { path, meta, seededNow: true };
}

/**
 * Build the service's JavaScript (`tsc -p tsconfig.build.json`) into
 * bench/.data/dist/ (or `out`; `project`: another tsconfig.build.json), so
 * the service runs as in production, without tsx.
 * Returns the path of its api/service.js, or why the build failed.
 */
export function compileService(
  out = join(dataDir, 'dist'),
  project = fileURLToPath(new URL('../tsconfig.build.json', import.meta.url)),
): { module?: string; error?: string } {
  rmSync(out, { recursive: true, force: true });
  const tsc = fileURLToPath(new URL('../node_modules/.bin/tsc', import.meta.url));
  const r = spawnSync(tsc, ['-p', project, '--outDir', out], { encoding: 'utf8' });
  const module = join(out, 'api', 'service.js');
  if (r.status !== 0 || !existsSync(module)) return { error: (r.stdout || r.stderr || `exit ${r.status}`).split('\n')[0] };
  return { module };
}

function judge(row: Row, target: string, ok: boolean | undefined): JudgedRow {
  return { ...row, target, verdict: ok === undefined ? '' : ok ? 'PASS' : 'MISS' };
}

const AVAIL_TARGET = '≥ 1500/s, p99 ≤ 50 ms';
const availOk = (r: Row) => r.rps >= 1500 && r.p99 <= 50 && r.errors + r.non2xx === 0;

/**
 * Run the scale-targets section: returns the judged rows and prints the table, the
 * memory figure and notes (dataset, answers checked, machine load).
 */
export async function scaleTargetsSection(): Promise<JudgedRow[]> {
  const o = scaleOptions();
  const load0 = loadavg();
  const { path: cached, meta, seededNow } = await scaleDatabase(o);
  // The service runs on a copy: the cached dataset stays as seeded.
  const dir = mkdtempSync(join(tmpdir(), 'hotelbot-bench-scale-'));
  const dbPath = join(dir, 'service.db');
  copyFileSync(cached, dbPath, constants.COPYFILE_FICLONE);
  const notes: string[] = [];
  const rows: JudgedRow[] = [];
  let memory: { peakMiB: number; currentMiB: number } | undefined;
  let memoryCached: { peakMiB: number; currentMiB: number } | undefined;
  const compiled = compileService();
  if (!compiled.module) notes.push(`the service ran through tsx (its build failed: ${compiled.error}); tsx adds some 40 MB of resident memory`);
  const svc = compiled.module
    ? await child('./server-compiled.mjs', { BENCH_DATABASE: dbPath, BENCH_SERVICE_MODULE: compiled.module })
    : await child('./server.ts', { BENCH_DATABASE: dbPath });
  try {
    const today = bogotaDate(new Date());
    const checkin = addDays(today, 30);
    const agency = { authorization: 'Bearer demo-agency-1', 'content-type': 'application/json' };
    const operator = { authorization: 'Bearer demo-operator' };
    const availBody = JSON.stringify({ layout: [{ adults: 2 }, { adults: 2 }] });
    const availPath = (day: string) => `/v2/bookings/agencies/retailer/availability?checkin=${day}&nights=3&city=${encodeURIComponent(SCALE_BENCH_CITY)}`;
    const avail = (headers: Record<string, string>, path: string | ((i: number) => string)) => ({ method: 'POST' as const, headers, body: availBody, path });
    // Request i of the rotating scenario: its check-in, and its layout in the body.
    const rotating = (headers: Record<string, string>, offset: number) => ({
      method: 'POST' as const,
      headers,
      path: (i: number) => availPath(addDays(today, 1 + ((i + offset) % ROTATE))),
      body: (i: number) => JSON.stringify({ layout: ROTATE_LAYOUTS[Math.floor((i + offset) / ROTATE) % ROTATE_LAYOUTS.length] }),
    });

    // One answer of each kind, to check and report sizes and the cost of a miss.
    const probe = async (path: string, headers: Record<string, string>, body?: string) => {
      const t = performance.now();
      const res = await request(svc.url + path, { method: body ? 'POST' : 'GET', headers, body: body ?? null });
      const bytes = Buffer.from(await res.body.arrayBuffer());
      return { status: res.statusCode, ms: Math.round((performance.now() - t) * 10) / 10, bytes, encoding: res.headers['content-encoding'] };
    };
    const miss = await probe(availPath(checkin), agency, availBody);
    const hit = await probe(availPath(checkin), agency, availBody);
    const br = await probe(availPath(checkin), { ...agency, 'accept-encoding': 'br' }, availBody);
    const gz = await probe(availPath(checkin), { ...agency, 'accept-encoding': 'gzip' }, availBody);
    const hotels = JSON.parse(miss.bytes.toString()) as unknown[];
    notes.push(
      `availability ${SCALE_BENCH_CITY} ${checkin}, 3 nights, 2 × 2 adults: ${hotels.length} hotels, ${(miss.bytes.length / 1e6).toFixed(2)} MB JSON ` +
        `(brotli ${(br.bytes.length / 1e3).toFixed(0)} kB, gzip ${(gz.bytes.length / 1e3).toFixed(0)} kB); first request (cache miss) ${miss.ms} ms, ` +
        `second (hit) ${hit.ms} ms, first brotli (compressing once) ${br.ms} ms`,
    );

    rows.push(judge(await autocannonLoad('constant route GET /health', svc.url, { path: '/health' }), '', undefined));
    for (const client of [autocannonLoad, undiciLoad])
      for (const [label, headers] of [
        ['identity', agency],
        ['br', { ...agency, 'accept-encoding': 'br' }],
      ] as const) {
        const r = await client(`avail (10) fixed date, ${label}`, svc.url, avail(headers, availPath(checkin)));
        rows.push(judge(r, AVAIL_TARGET, availOk(r)));
      }
    {
      const r = await undiciLoad('avail (10) fixed date, gzip', svc.url, avail({ ...agency, 'accept-encoding': 'gzip' }, availPath(checkin)));
      rows.push(judge(r, AVAIL_TARGET, availOk(r)));
    }
    memoryCached = residentMemory(svc.pid);
    // Rotating stays: each scenario starts where the previous one stopped, so every request misses.
    let offset = 0;
    for (const [label, headers, conns] of [
      ['br', { ...agency, 'accept-encoding': 'br' }, connections],
      ['identity', agency, connections],
      ['br', { ...agency, 'accept-encoding': 'br' }, 1],
    ] as const) {
      const r = await undiciLoad(`avail (10) rotating stays (misses), ${label}`, svc.url, rotating(headers, offset), conns);
      offset += Math.ceil(r.rps * seconds) + conns;
      rows.push(conns === 1 ? judge(r, 'cost of a miss', undefined) : judge(r, AVAIL_TARGET, availOk(r)));
    }

    // Endpoint 6: 10 changes to voucher rows of a hotel, made by another connection (the triggers give them new sequences).
    const side = new SqliteDatabase(dbPath);
    const typicalId = SCALE_BIG_HOTEL_ID === 1 ? 2 : 1;
    const changeTen = (hotelId: number): number => {
      const before = (side.prepare('SELECT value FROM change_sequence WHERE id = 1').get() as { value: number }).value;
      side
        .prepare(`UPDATE vouchers SET updated_at = ? WHERE id IN (SELECT id FROM vouchers WHERE hotel_id = ? ORDER BY id LIMIT 10)`)
        .run(new Date().toISOString(), hotelId);
      return before;
    };
    const sinceTypical = changeTen(typicalId);
    const sinceBig = changeTen(SCALE_BIG_HOTEL_ID);
    side.close();
    const historyOf = (id: number) => (id === SCALE_BIG_HOTEL_ID ? o.bigHistory : o.history);
    for (const [hotelId, since] of [
      [typicalId, sinceTypical],
      [SCALE_BIG_HOTEL_ID, sinceBig],
    ] as const) {
      const path = `/v2/transactions/vouchers/hotel/${hotelId}?id_type=internal&since=${since}`;
      const check = await probe(path, operator);
      const body = check.status === 200 ? (JSON.parse(check.bytes.toString()) as { data?: unknown[]; metadata?: unknown }) : undefined;
      notes.push(
        `feed (6) hotel ${hotelId} (${historyOf(hotelId).toLocaleString('en')} records) since ${since}: HTTP ${check.status}, ` +
          `${body?.data?.length ?? '?'} records, metadata ${JSON.stringify(body?.metadata ?? check.bytes.toString().slice(0, 120))}`,
      );
      for (const client of [autocannonLoad, undiciLoad]) {
        const r = await client(`feed (6) 10 changes, ${historyOf(hotelId).toLocaleString('en')} records`, svc.url, { headers: operator, path }, 1);
        rows.push(judge(r, 'p99 < 5 ms (1 conn)', check.status === 200 && body?.data?.length === 10 && r.p99 < 5 && r.non2xx === 0));
      }
    }

    // Endpoint 4: 7 days of bookings from today, by channel-manager id.
    for (const hotelId of [typicalId, SCALE_BIG_HOTEL_ID]) {
      const cm = String(100_000 + hotelId);
      const path = `/v1/bookings/from-channel-manager/raw?start_date=${today}&end_date=${addDays(today, 6)}&hotel_id=${cm}&id_type=channel_manager`;
      const check = await probe(path, operator);
      const body = check.status === 200 ? (JSON.parse(check.bytes.toString()) as { metadata?: { bookings_count?: number } }) : undefined;
      notes.push(
        `raw bookings (4) hotel ${cm}, ${today} to ${addDays(today, 6)}: HTTP ${check.status}, ${body?.metadata?.bookings_count ?? '?'} bookings, ` +
          `${(check.bytes.length / 1e3).toFixed(0)} kB`,
      );
      for (const client of [autocannonLoad, undiciLoad]) {
        const r = await client(`raw (4) 7 days, ${historyOf(hotelId).toLocaleString('en')} records`, svc.url, { headers: operator, path }, 1);
        rows.push(judge(r, 'p99 < 10 ms (1 conn)', check.status === 200 && r.p99 < 10 && r.non2xx === 0));
      }
    }
    rows.push(judge(await undiciLoad('constant route GET /health, 1 conn', svc.url, { path: '/health' }, 1), '', undefined));
    memory = residentMemory(svc.pid);
  } finally {
    await svc.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const load1 = loadavg();
  console.log(`\nScale targets — node ${process.version}, ${seconds} s per scenario, ${connections} connections unless stated`);
  console.table(rows);
  const mb = (mib: number) => Math.round(mib * 1.048576);
  console.log(
    `service resident memory (target < 300 MB): peak after the cached-path scenarios ${mb(memoryCached!.peakMiB)} MB ` +
      `(${mb(memoryCached!.peakMiB) < 300 ? 'PASS' : 'MISS'}); peak of the whole run, after the rotating misses ${mb(memory!.peakMiB)} MB ` +
      `(${mb(memory!.peakMiB) < 300 ? 'PASS' : 'MISS'}); at the end ${mb(memory!.currentMiB)} MB` +
      `${compiled.module ? ' (compiled JavaScript, as in production)' : ' (through tsx)'}.`,
  );
  console.log(
    `dataset: ${meta.hotels} hotels, ${meta.bigHistory.toLocaleString('en')} + ${(meta.hotels - 1) * meta.history} voucher records, ` +
      `seeded ${meta.today}${seededNow ? ' now' : ' (cached)'} in ${meta.seedSeconds} s, ${(meta.bytes / 1024 / 1024).toFixed(0)} MiB (${cached})`,
  );
  for (const n of notes) console.log(`- ${n}`);
  console.log(`load average (1/5/15 min) before: ${load0.map((x) => x.toFixed(2)).join(' ')}, after: ${load1.map((x) => x.toFixed(2)).join(' ')} (2 cores)`);
  return rows;
}
