/**
 * Moving house: copy a SQLite store (the service's or the bot's) into an empty
 * PostgreSQL database of the same schema version, table by table in
 * foreign-key order, in batches, inside one PostgreSQL transaction, and verify
 * the copy.
 *
 * The source is read inside one SQLite read transaction, so the copy is one
 * consistent snapshot even while the source's processes keep writing (WAL
 * lets readers and the writer proceed together); what they write after the
 * snapshot is not in the copy, which is why the switch-over stops the writers
 * first (see the README's "Moving to PostgreSQL").
 */
import { SqliteDatabase } from './sqliteNative.js';
import { sql } from 'kysely';
import { exec, first, migrationName, openStore, rows, type Executor, type Migration, type Store } from './sql.js';

/** Progress of a copy: called after every batch. */
export type CopyProgress = (p: {
  table: string;
  copied: number;
  total: number;
  tablesDone: number;
  tables: number;
  rowsDone: number;
  rowsTotal: number;
}) => void;

/** Result of {@link copySqliteToPostgres}: rows per table, as counted on both sides after the copy. */
export interface CopyReport {
  tables: { name: string; source: number; target: number }[];
  /** Checks run on both sides with the same answer expected (name, source value, target value). */
  checks: { name: string; source: string; target: string }[];
  /** Rows copied in all. */
  rows: number;
}

/** Thrown when the copy must not start or did not verify; nothing is left in the target when it is thrown before commit. */
export class CopyError extends Error {
  override name = 'CopyError';
}

/**
 * Never copied: Kysely's and the earlier runner's bookkeeping (the target's
 * migrations record themselves), and `table_versions`, SQLite's versions of
 * the tables behind kept reads (`Store.readWhileUnchanged`), which
 * PostgreSQL does not have.
 */
const BOOKKEEPING = new Set(['kysely_migration', 'kysely_migration_lock', 'schema_migrations', 'sqlite_sequence', 'table_versions']);

/**
 * A verification query run on both sides (same SQL on both engines); its
 * single row, as text, must be equal. `tables` lists the tables it needs
 * (skipped when the store has not all of them).
 */
export interface CopyCheck {
  name: string;
  tables: readonly string[];
  query: string;
}

/** Sums and maxima that must survive the move of the service's store (money, stock, sequences). */
export const SERVICE_COPY_CHECKS: readonly CopyCheck[] = [
  { name: 'sum of agencies balances (minor units)', tables: ['agencies'], query: 'SELECT COALESCE(SUM(balance_minor), 0) AS v FROM agencies' },
  { name: 'sum of recharges (minor units)', tables: ['recharges'], query: 'SELECT COALESCE(SUM(amount_minor), 0) AS v FROM recharges' },
  { name: 'rooms held or sold (inventory.allocated)', tables: ['inventory'], query: 'SELECT COALESCE(SUM(allocated), 0) AS v FROM inventory' },
  {
    name: 'payment links by status',
    tables: ['payment_links'],
    query: "SELECT COALESCE(SUM(CASE status WHEN 'paid' THEN 1 ELSE 0 END), 0) || '/' || COUNT(*) AS v FROM payment_links",
  },
  { name: 'outbox rows not yet delivered', tables: ['webhook_outbox'], query: "SELECT COUNT(*) AS v FROM webhook_outbox WHERE status = 'pending'" },
];

/** Checks for the bot's store. */
export const BOT_COPY_CHECKS: readonly CopyCheck[] = [];

interface ColumnInfo {
  name: string;
  pk: number;
}

/** Tables of the SQLite source in an order where every table comes after those its foreign keys point to. */
function tablesInForeignKeyOrder(src: SqliteDatabase): string[] {
  const names = (src.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[])
    .map((r) => r.name)
    .filter((n) => !BOOKKEEPING.has(n));
  const deps = new Map(
    names.map((n) => [n, (src.prepare(`PRAGMA foreign_key_list("${n}")`).all() as { table: string }[]).map((f) => f.table).filter((t) => t !== n)]),
  );
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (n: string): void => {
    if (state.get(n) === 'done') return;
    if (state.get(n) === 'visiting') throw new CopyError(`Foreign keys form a cycle through table ${n}`);
    state.set(n, 'visiting');
    for (const d of deps.get(n) ?? []) if (deps.has(d)) visit(d);
    state.set(n, 'done');
    ordered.push(n);
  };
  names.forEach(visit);
  return ordered;
}

/**
 * Copy the SQLite store at `from` into the PostgreSQL database at `to`
 * (migrated to the same version first; it must hold no rows), verify row
 * counts per table and `checks`, and move every identity sequence past the
 * copied ids. One PostgreSQL transaction: a failure leaves the target empty.
 *
 * @throws CopyError when the source is missing or not at the latest version
 *   of `migrations`, the target already has rows, or the verification fails.
 */
export async function copySqliteToPostgres(opts: {
  from: string;
  to: string;
  migrations: readonly Migration[];
  checks?: readonly CopyCheck[];
  /**
   * Tables the migrations themselves fill (counters, version rows): emptied in
   * the target before the copy, since the source has its own rows for them.
   */
  filledByMigrations?: readonly string[];
  batchSize?: number;
  onProgress?: CopyProgress;
}): Promise<CopyReport> {
  let src: SqliteDatabase;
  try {
    src = new SqliteDatabase(opts.from, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new CopyError(`Cannot open the SQLite file ${opts.from}: ${err instanceof Error ? err.message : String(err)}`);
  }
  let target: Store | undefined;
  try {
    const expected = opts.migrations.map(migrationName).sort();
    const applied = sourceMigrations(src, opts.migrations);
    const missing = expected.filter((m) => !applied.includes(m));
    if (missing.length)
      throw new CopyError(
        `The SQLite file is not at the latest schema (missing ${missing.join(', ')}): start the service (or run \`hotelbot migrate\`) on it once, then copy`,
      );
    target = await openStore(opts.to, opts.migrations);
    const tables = tablesInForeignKeyOrder(src);
    const batchSize = opts.batchSize ?? 500;
    // One read transaction on the source: every table from the same snapshot.
    src.exec('BEGIN');
    const counts = new Map(tables.map((t) => [t, (src.prepare(`SELECT COUNT(*) AS n FROM "${t}"`).get() as { n: number }).n]));
    const rowsTotal = [...counts.values()].reduce((a, b) => a + b, 0);
    let rowsDone = 0;
    const report = await target.transaction(async (tx) => {
      const filled = new Set(opts.filledByMigrations ?? []);
      for (const t of tables) {
        if (filled.has(t)) {
          await exec(tx, sql`DELETE FROM ${sql.table(t)}`);
          continue;
        }
        const n = await first<{ n: number }>(tx, sql`SELECT COUNT(*) AS n FROM ${sql.table(t)}`);
        if ((n?.n ?? 0) > 0) throw new CopyError(`The PostgreSQL database already has rows in ${t}: copy into an empty database`);
      }
      let tablesDone = 0;
      for (const t of tables) {
        const info = src.prepare(`PRAGMA table_info("${t}")`).all() as ColumnInfo[];
        const cols = info.map((c) => c.name);
        const key = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
        const total = counts.get(t) ?? 0;
        let copied = 0;
        let batch: Record<string, unknown>[] = [];
        const flush = async () => {
          if (!batch.length) return;
          await tx.insertInto(t).values(batch).execute();
          copied += batch.length;
          rowsDone += batch.length;
          batch = [];
          opts.onProgress?.({ table: t, copied, total, tablesDone, tables: tables.length, rowsDone, rowsTotal });
        };
        // Insertion order where SQLite keeps one (rowid tables), else the primary key.
        const withoutRowid = /\bWITHOUT\s+ROWID\b/i.test(
          (src.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").get(t) as { sql: string }).sql,
        );
        const order = !withoutRowid ? ' ORDER BY rowid' : key.length ? ` ORDER BY ${key.map((c) => `"${c.name}"`).join(', ')}` : '';
        // The rows arrive with what the source's triggers gave them (change sequence numbers, public
        // codes, insertion order): the target's triggers must not number them again.
        await sql`ALTER TABLE ${sql.table(t)} DISABLE TRIGGER USER`.execute(tx);
        for (const row of src.prepare(`SELECT ${cols.map((c) => `"${c}"`).join(', ')} FROM "${t}"${order}`).iterate() as Iterable<Record<string, unknown>>) {
          batch.push(row);
          if (batch.length >= batchSize) await flush();
        }
        await flush();
        await sql`ALTER TABLE ${sql.table(t)} ENABLE TRIGGER USER`.execute(tx);
        tablesDone++;
        if (total === 0) opts.onProgress?.({ table: t, copied: 0, total: 0, tablesDone, tables: tables.length, rowsDone, rowsTotal });
      }
      await resyncIdentities(tx);
      const verified = await verify(src, tx, tables, counts, opts.checks ?? []);
      // Fresh statistics, so the planner knows the tables are no longer empty.
      await sql`ANALYZE`.execute(tx);
      return verified;
    });
    return report;
  } finally {
    if (src.inTransaction) src.exec('COMMIT');
    src.close();
    await target?.close();
  }
}

/** Kysely migration names applied to the source (adopting the earlier runner's versions). */
function sourceMigrations(src: SqliteDatabase, migrations: readonly Migration[]): string[] {
  const has = (name: string) => !!src.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name);
  if (has('kysely_migration')) return (src.prepare('SELECT name FROM kysely_migration').all() as { name: string }[]).map((r) => r.name);
  if (has('schema_migrations')) {
    const versions = new Set((src.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version));
    return migrations.filter((m) => versions.has(m.version)).map(migrationName);
  }
  return [];
}

/**
 * Move every identity sequence of the current schema past the highest id its
 * table holds, and each `<table>_seq_numbers` sequence (insertion order,
 * numbered by a trigger) past its table's highest `seq`.
 */
export async function resyncIdentities(ex: Executor): Promise<void> {
  const numbered = await rows<{ sequence_name: string }>(
    ex,
    sql`SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = current_schema() AND sequence_name LIKE '%\_seq\_numbers'`,
  );
  for (const { sequence_name } of numbered) {
    const table = sequence_name.replace(/_seq_numbers$/, '');
    await exec(ex, sql`SELECT setval(${sequence_name}, COALESCE((SELECT MAX(seq) FROM ${sql.table(table)}), 0) + 1, false)`);
  }
  const identities = await rows<{ table_name: string; column_name: string }>(
    ex,
    sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'`,
  );
  for (const c of identities) {
    await exec(
      ex,
      sql`SELECT setval(pg_get_serial_sequence(${c.table_name}, ${c.column_name}), COALESCE((SELECT MAX(${sql.ref(c.column_name)}) FROM ${sql.table(c.table_name)}), 0) + 1, false)`,
    );
  }
}

async function verify(
  src: SqliteDatabase,
  tx: Executor,
  tables: readonly string[],
  counts: Map<string, number>,
  checks: readonly CopyCheck[],
): Promise<CopyReport> {
  const report: CopyReport = { tables: [], checks: [], rows: 0 };
  for (const t of tables) {
    const target = (await first<{ n: number }>(tx, sql`SELECT COUNT(*) AS n FROM ${sql.table(t)}`))?.n ?? 0;
    const source = counts.get(t) ?? 0;
    report.tables.push({ name: t, source, target });
    report.rows += target;
    if (source !== target) throw new CopyError(`Table ${t}: ${source} rows in SQLite, ${target} in PostgreSQL`);
  }
  for (const c of checks) {
    if (!c.tables.every((t) => tables.includes(t))) continue;
    const s = String((src.prepare(c.query).get() as { v: unknown }).v);
    const t = String((await first<{ v: unknown }>(tx, sql.raw(c.query)))?.v);
    report.checks.push({ name: c.name, source: s, target: t });
    if (s !== t) throw new CopyError(`Check "${c.name}": ${s} in SQLite, ${t} in PostgreSQL`);
  }
  return report;
}
