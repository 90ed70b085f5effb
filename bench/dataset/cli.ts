/**
 * `npm run seed:scale -- [--database <location>] [--hotels 500] [--room-types 20]
 * [--days 365] [--big-history 1000000] [--history 1000]`: seeds the scale
 * dataset of the benchmarks (`bench/dataset/seed.ts`) into a service
 * database without hotels (default: DATABASE_URL, else DATABASE_PATH, as
 * the service would open), with a progress bar on stderr (cli-progress) when
 * stderr is a terminal, and plain progress lines (at most one per phase
 * every 5 seconds, plus each phase's end) otherwise; then, on SQLite,
 * checkpoints the WAL so the database is one file, and prints a summary.
 * Refused with NODE_ENV=production (it writes demo data and demo keys).
 * Exit status 1, with one line on stderr, on a refusal or a bad option.
 *
 * @example npm run seed:scale -- --database /tmp/scale.db --hotels 50 --big-history 10000
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import cliProgress from 'cli-progress';
import { Command } from 'commander';
import { bogotaDate } from '../../src/clock.js';
import { loadConfig, loadEnvFile } from '../../src/config.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { first, openStore, sql, type Store } from '../../src/store/sql.js';
import { ScaleSeedError, seedScaleData, SCALE_BENCH_CITY, type ScaleSeedOptions, type ScaleSeedProgress, type ScaleSeedResult } from './seed.js';

/** Spanish names of the phases of the scale seed, as shown in its progress. */
const PHASES: Record<ScaleSeedProgress['phase'], string> = {
  catalogue: 'Catálogo   ',
  inventory: 'Inventario ',
  history: 'Historial  ',
};

/** Where progress goes: stderr, or any stream with the same shape (tests). */
export interface ProgressStream {
  isTTY?: boolean;
  write(chunk: string): boolean;
}

/**
 * Seed the scale dataset into `store` (see {@link seedScaleData}), reporting
 * progress on `err`, and resolve to what was written. The summary line
 * written to `out` names the store's location (a PostgreSQL URL without its
 * password) and its size: the SQLite file's, or the PostgreSQL database's.
 *
 * @throws ScaleSeedError when the database already has hotels or an option is out of range.
 */
export async function runScaleSeed(
  store: Store,
  options: Omit<ScaleSeedOptions, 'onProgress'>,
  out: { write(chunk: string): boolean },
  err: ProgressStream,
): Promise<ScaleSeedResult> {
  const report = err.isTTY ? barReporter(err) : lineReporter(err);
  let result: ScaleSeedResult;
  try {
    result = await seedScaleData(store, { ...options, onProgress: report.update });
  } finally {
    report.stop();
  }
  let bytes: number;
  if (store.sqlite) {
    store.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    bytes = statSync(store.location).size;
  } else bytes = (await first<{ n: number }>(store.db, sql`SELECT pg_database_size(current_database()) AS n`))!.n;
  const mb = (bytes / 1024 / 1024).toFixed(0);
  const path = store.location;
  out.write(
    `Datos de escala creados en ${(result.ms / 1000).toFixed(1)} s: ${result.hotels} hoteles (${result.benchCityHotels} en ${SCALE_BENCH_CITY}), ` +
      `${result.roomTypes} tipos de habitación, ${result.ratePlans} tarifas, ${result.nights} noches de inventario, ` +
      `${result.reservations} reservas y ${result.vouchers} vouchers (${result.paymentLinks} links de pago, ${result.chatbotBookings} reservas del chatbot). ` +
      `Base: ${path}, ${mb} MB.\n`,
  );
  return result;
}

interface Reporter {
  update(p: ScaleSeedProgress): void;
  stop(): void;
}

/**
 * One cli-progress bar per phase, drawn on a terminal: a phase's bar stays
 * on screen when the next starts. Bars redraw from `update` itself (called
 * after every batch; SingleBar's synchronous update), not from a timer.
 */
function barReporter(stream: ProgressStream): Reporter {
  let phase: string | undefined;
  let bar: cliProgress.SingleBar | undefined;
  return {
    update(p) {
      if (p.phase !== phase) {
        bar?.stop();
        phase = p.phase;
        bar = new cliProgress.SingleBar(
          {
            stream: stream as NodeJS.WritableStream,
            format: `${PHASES[p.phase]} [{bar}] {percentage}% | {value}/{total} | {duration_formatted} | ETA {eta_formatted}`,
            barsize: 30,
            hideCursor: true,
            etaBuffer: 20,
          },
          cliProgress.Presets.shades_classic,
        );
        bar.start(p.total, 0);
      }
      bar!.update(p.done);
    },
    stop() {
      bar?.stop();
    },
  };
}

/** Plain lines for logs and pipes: a phase's progress at most every 5 s, and its end. */
function lineReporter(stream: ProgressStream): Reporter {
  const started = performance.now();
  let last = 0;
  let lastLine = '';
  return {
    update(p) {
      const now = performance.now();
      if (p.done < p.total && now - last < 5000) return;
      if (`${p.phase}:${p.done}` === lastLine) return; // a phase's end is reported once
      last = now;
      lastLine = `${p.phase}:${p.done}`;
      const pct = p.total ? Math.floor((p.done / p.total) * 100) : 100;
      stream.write(`${PHASES[p.phase].trim()}: ${p.done}/${p.total} (${pct} %), ${((now - started) / 1000).toFixed(0)} s\n`);
    },
    stop() {},
  };
}

/** Exit with status 1 after one line on stderr. */
function fail(line: string): never {
  process.stderr.write(`seed:scale: ${line}\n`);
  process.exit(1);
}

/** A commander parser of a non-negative integer option (`_` separators allowed), failing with one line naming it. */
function intOption(name: string): (value: string) => number {
  return (value) => {
    if (!/^\d+$/.test(value.replace(/_/g, ''))) fail(`${name} debe ser un entero no negativo (recibido ${JSON.stringify(value)})`);
    return Number(value.replace(/_/g, ''));
  };
}

/** Parse `argv` (the process's) and seed. */
async function main(argv: readonly string[]): Promise<void> {
  const cli = new Command('seed:scale')
    .description('seed the scale dataset of the benchmarks (500 hotels, 365 nights, 1,000,000 + 499 × 1,000 voucher records) into a database without hotels')
    .option('--database <location>', 'SQLite file or postgres:// URL to seed (default: DATABASE_URL, else DATABASE_PATH)')
    .option('--hotels <n>', 'hotels (a fifth of them, at least one, in Cartagena)', intOption('--hotels'))
    .option('--room-types <n>', 'room types per hotel', intOption('--room-types'))
    .option('--days <n>', 'nights of inventory from today', intOption('--days'))
    .option('--big-history <n>', 'voucher records of hotel 1', intOption('--big-history'))
    .option('--history <n>', 'voucher records of every other hotel', intOption('--history'))
    .parse(argv, { from: 'node' });
  const { database, ...sizes } = cli.opts<{ database?: string; hotels?: number; roomTypes?: number; days?: number; bigHistory?: number; history?: number }>();
  loadEnvFile();
  const config = loadConfig(process.env);
  if (config.nodeEnv === 'production') fail('crea datos y claves de demostración: no se usa con NODE_ENV=production');
  const store = await openStore(database ?? config.databasePath, serviceMigrations);
  try {
    const now = new Date();
    await runScaleSeed(store, { today: bogotaDate(now), now, ...sizes }, process.stdout, process.stderr);
  } catch (err) {
    if (err instanceof ScaleSeedError) fail(err.message);
    throw err;
  } finally {
    await store.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) await main(process.argv);
