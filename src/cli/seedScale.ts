/**
 * `hotelbot seed --scale`: seeds the scale dataset of issue 4
 * (src/store/service/seedScale.ts) into a service database with a progress
 * bar on stderr (cli-progress) when stderr is a terminal, and plain progress
 * lines (at most one per phase every 5 seconds, plus each phase's end)
 * otherwise; then, on SQLite, checkpoints the WAL so the database is one
 * file, and prints a summary.
 */
import { statSync } from 'node:fs';
import cliProgress from 'cli-progress';
import { first, sql, type Store } from '../store/sql.js';
import { seedScaleData, SCALE_BENCH_CITY, type ScaleSeedOptions, type ScaleSeedProgress, type ScaleSeedResult } from '../store/service/seedScale.js';

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
