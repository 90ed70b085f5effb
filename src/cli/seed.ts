/**
 * `hotelbot seed --scale [options]`: the benchmarks' scale dataset (500
 * hotels, 20 room types each, 365 days of stock, 1.5 M voucher records by
 * default), seeded by the benchmark tool `bench/dataset/cli.ts` of a clone of
 * the repository — the same as `npm run seed:scale -- [options]`. The seeder
 * is benchmark code, not part of the product, so it runs from the clone
 * (with its dev dependencies) in a child process that inherits the terminal.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The benchmark's scale seeder, relative to this module in `src/cli/` and in `dist/cli/` alike. */
const SCALE_SEEDER = fileURLToPath(new URL('../../bench/dataset/cli.ts', import.meta.url));

/**
 * Run the scale seeder with `args` (its own options: `--database`,
 * `--hotels`, `--room-types`, `--days`, `--big-history`, `--history`) and
 * return its exit status. Returns 1, with one line on stderr, when this
 * installation has no `bench/` folder or no `tsx` (a production install
 * without the repository's dev dependencies).
 */
export function runScaleSeed(args: readonly string[]): number {
  let tsx: string | undefined;
  try {
    tsx = import.meta.resolve('tsx');
  } catch {
    tsx = undefined;
  }
  if (!existsSync(SCALE_SEEDER) || !tsx) {
    console.error('El conjunto de escala es una herramienta de benchmark: ejecútalo desde un clon del repositorio con `npm run seed:scale`.');
    return 1;
  }
  const r = spawnSync(process.execPath, ['--import', tsx, SCALE_SEEDER, ...args], { stdio: 'inherit' });
  return r.status ?? 1;
}
