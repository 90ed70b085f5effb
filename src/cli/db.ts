/**
 * `hotelbot db copy`: move a SQLite store into PostgreSQL with a progress bar
 * on a terminal (plain lines otherwise), then print the verification.
 */
import cliProgress from 'cli-progress';
import { copySqliteToPostgres, CopyError, SERVICE_COPY_CHECKS, BOT_COPY_CHECKS, type CopyReport } from '../store/copy.js';
import { isPostgresUrl, redactLocation } from '../store/sql.js';
import { serviceMigrations } from '../store/service/migrations/index.js';
import { botMigrations } from '../store/bot/migrations/index.js';

/** Where the command writes. */
interface Out {
  write(s: string): unknown;
  isTTY?: boolean;
}

/**
 * Copy the `store` ('service' or 'bot') SQLite file `from` into the empty
 * PostgreSQL database `to`; progress on `err`, the verified counts on `out`.
 *
 * @throws CopyError when `to` is not a PostgreSQL URL, or the copy refuses or does not verify (nothing is written then).
 */
export async function runDbCopy(o: { store: 'service' | 'bot'; from: string; to: string }, out: Out, err: Out): Promise<CopyReport> {
  if (!isPostgresUrl(o.to)) throw new CopyError(`--to must be a PostgreSQL URL (postgres://…), not ${o.to}`);
  const bar = err.isTTY
    ? new cliProgress.SingleBar(
        { format: ' {bar} {percentage}% | {value}/{total} filas | {table}', stream: err as NodeJS.WritableStream },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  let started = false;
  let lastTable = '';
  const report = await copySqliteToPostgres({
    from: o.from,
    to: o.to,
    migrations: o.store === 'service' ? serviceMigrations : botMigrations,
    checks: o.store === 'service' ? SERVICE_COPY_CHECKS : BOT_COPY_CHECKS,
    filledByMigrations: o.store === 'service' ? ['availability_versions', 'change_sequence'] : [],
    onProgress: (p) => {
      if (bar) {
        if (!started) bar.start(p.rowsTotal, 0, { table: p.table });
        started = true;
        bar.update(p.rowsDone, { table: p.table });
      } else if (p.table !== lastTable || p.copied === p.total) {
        if (p.copied === p.total) err.write(`${p.table}: ${p.copied} filas (${p.tablesDone}/${p.tables} tablas)\n`);
        lastTable = p.table;
      }
    },
  }).finally(() => bar?.stop());
  out.write(`Copiado ${o.from} → ${redactLocation(o.to)}: ${report.rows} filas en ${report.tables.length} tablas, verificadas.\n`);
  for (const t of report.tables) out.write(`  ${t.name}: ${t.target}\n`);
  for (const c of report.checks) out.write(`  ✓ ${c.name}: ${c.target}\n`);
  return report;
}
