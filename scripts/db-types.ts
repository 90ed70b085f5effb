/**
 * `npm run db:types`: write the typed `Database` interfaces of the two
 * databases, `src/store/service/schema.ts` (`ServiceDatabase`) and
 * `src/store/bot/schema.ts` (`BotDatabase`), from freshly migrated
 * databases on both engines, read with Kysely's introspector.
 *
 * Each table becomes an interface of its columns, in the shapes the code
 * receives from either driver: integers and reals are `number` (SQLite's
 * INTEGER and REAL; PostgreSQL's BIGINT and DOUBLE PRECISION, which
 * `src/store/sql.ts` has node-postgres parse as numbers), text is `string`,
 * blobs are `Buffer`. A column is `T | null` when it accepts NULL (a
 * PRIMARY KEY column never does: PostgreSQL forbids it, and SQLite's
 * allowance is never used), and `Generated<T>` when both engines fill it
 * when an insert leaves it out (a DEFAULT, an identity on PostgreSQL and a
 * rowid alias on SQLite). A table only SQLite has is marked so in its
 * comment.
 *
 * `test/store/schema.test.ts` regenerates the text in memory and fails when
 * a committed file differs: run this script after adding a migration and
 * commit the result with it. PostgreSQL is a throw-away embedded server
 * unless `--postgres <url>` names a server whose user may create databases.
 *
 * @example npm run db:types
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { botMigrations } from '../src/store/bot/migrations/index.js';
import { serviceMigrations } from '../src/store/service/migrations/index.js';
import { openStore, type Migration, type Store } from '../src/store/sql.js';

/** One column as the generated interface states it. */
export interface ColumnShape {
  name: string;
  /** The TypeScript type of a value read: `number`, `string` or `Buffer`. */
  type: 'number' | 'string' | 'Buffer';
  /** Whether the column accepts NULL. */
  nullable: boolean;
  /** Whether an insert may leave it out (a default, an identity or a rowid alias). */
  generated: boolean;
}

/** One table as the generated interface states it. */
export interface TableShape {
  name: string;
  columns: ColumnShape[];
  /** Set when only SQLite has the table. */
  sqliteOnly?: boolean;
}

/** A database whose interface is generated: its migrations, where the file goes, what the interface is called. */
export interface SchemaTarget {
  /** `service` or `bot`. */
  name: string;
  migrations: readonly Migration[];
  /** The file, relative to the repository's root. */
  file: string;
  /** The name of the database interface (`ServiceDatabase`). */
  interfaceName: string;
  /** The first lines of the file's comment: what the database is. */
  about: string;
}

/** The two databases of the project. */
export const SCHEMA_TARGETS: readonly SchemaTarget[] = [
  {
    name: 'service',
    migrations: serviceMigrations,
    file: 'src/store/service/schema.ts',
    interfaceName: 'ServiceDatabase',
    about: "The service database's tables and columns",
  },
  {
    name: 'bot',
    migrations: botMigrations,
    file: 'src/store/bot/schema.ts',
    interfaceName: 'BotDatabase',
    about: "The bot database's tables and columns",
  },
];

/** The repository's root. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Column types of both engines, as Kysely's introspector names them, and what the drivers hand back. */
const TYPES: Record<string, ColumnShape['type']> = {
  INTEGER: 'number',
  REAL: 'number',
  TEXT: 'string',
  BLOB: 'Buffer',
  int8: 'number',
  float8: 'number',
  text: 'string',
  bytea: 'Buffer',
};

/**
 * The tables of the migrated database behind `store` (Kysely's migration
 * tables left out), in name order, columns in table order.
 *
 * @throws Error on a column type the project does not use (see {@link TYPES}).
 */
export async function describeDatabase(store: Store): Promise<TableShape[]> {
  const tables = await store.db.introspection.getTables();
  return tables
    .filter((t) => !t.isView)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => {
      const keys = new Set(
        store.sqlite ? (store.sqlite.pragma(`table_info(${t.name})`) as { name: string; pk: number }[]).filter((c) => c.pk > 0).map((c) => c.name) : [],
      );
      return {
        name: t.name,
        columns: t.columns.map((c) => {
          const type = TYPES[c.dataType];
          if (!type) throw new Error(`${t.name}.${c.name}: no TypeScript type for ${c.dataType}`);
          return { name: c.name, type, nullable: c.isNullable && !keys.has(c.name), generated: c.isAutoIncrementing || c.hasDefaultValue };
        }),
      };
    });
}

/**
 * The tables as the code sees them on either engine: SQLite's, a column
 * `generated` only when PostgreSQL fills it too, a table PostgreSQL lacks
 * marked {@link TableShape.sqliteOnly}.
 *
 * @throws Error when the engines disagree on a table's columns, their types or nullability (the migrations drifted apart).
 */
export function mergeEngines(sqlite: readonly TableShape[], postgres: readonly TableShape[]): TableShape[] {
  const pgTables = new Map(postgres.map((t) => [t.name, t]));
  for (const t of postgres) if (!sqlite.some((s) => s.name === t.name)) throw new Error(`table ${t.name} exists on PostgreSQL only`);
  return sqlite.map((t) => {
    const other = pgTables.get(t.name);
    if (!other) return { ...t, sqliteOnly: true };
    const columns = t.columns.map((c, i) => {
      const o = other.columns[i];
      if (!o || o.name !== c.name || o.type !== c.type || o.nullable !== c.nullable)
        throw new Error(`${t.name}.${c.name}: SQLite and PostgreSQL disagree (${JSON.stringify(c)} vs ${JSON.stringify(o)})`);
      return { ...c, generated: c.generated && o.generated };
    });
    if (other.columns.length !== columns.length) throw new Error(`${t.name}: SQLite and PostgreSQL have different columns`);
    return { ...t, columns };
  });
}

/** `payment_links` → `PaymentLinksTable`. */
export function rowInterfaceName(table: string): string {
  return `${table.replace(/(^|_)([a-z0-9])/g, (_m, _s, ch: string) => ch.toUpperCase())}Table`;
}

/** The text of the generated file for `target` with `tables`, formatted as Biome formats it. */
export function renderDatabaseTypes(target: SchemaTarget, tables: readonly TableShape[]): string {
  const out: string[] = [];
  out.push(
    '/**',
    ` * ${target.about}. Generated by \`npm run db:types\``,
    ' * (`scripts/db-types.ts`) from freshly migrated SQLite and PostgreSQL',
    ' * databases: do not edit by hand; `test/store/schema.test.ts` fails when',
    ' * this file is out of date.',
    ' *',
    ' * Values are what the code receives on either engine: integers `number`',
    ' * (node-postgres parses BIGINT as a number, see `src/store/sql.ts`), text',
    ' * `string` (instants ISO 8601 UTC, days `YYYY-MM-DD`, JSON as text), blobs',
    ' * `Buffer`. `Generated<T>`: an insert may leave the column out.',
    ' * Read rows with `Selectable<…Table>`, write them with `Insertable<…Table>`.',
    ' */',
  );
  const usesGenerated = tables.some((t) => t.columns.some((c) => c.generated));
  if (usesGenerated) out.push("import type { Generated } from 'kysely';");
  out.push('');
  for (const t of tables) {
    out.push(t.sqliteOnly ? `/** Table \`${t.name}\` (SQLite only: PostgreSQL has no such table). */` : `/** Table \`${t.name}\`. */`);
    out.push(`export interface ${rowInterfaceName(t.name)} {`);
    for (const c of t.columns) {
      const base = c.nullable ? `${c.type} | null` : c.type;
      out.push(`  ${c.name}: ${c.generated ? `Generated<${base}>` : base};`);
    }
    out.push('}', '');
  }
  out.push(`/** Every table of the database, by name: the type argument of its \`Kysely\` executor. */`);
  out.push(`export interface ${target.interfaceName} {`);
  for (const t of tables) out.push(`  ${t.name}: ${rowInterfaceName(t.name)};`);
  out.push('}', '');
  return out.join('\n');
}

/**
 * The generated text of every target, from databases migrated now: SQLite
 * files in a temporary folder, PostgreSQL databases created on the server
 * `postgresAdminUrl` points at (its user must be allowed to create databases;
 * they are dropped afterwards).
 */
export async function generateDatabaseTypes(postgresAdminUrl: string): Promise<Map<SchemaTarget, string>> {
  const texts = new Map<SchemaTarget, string>();
  const dir = mkdtempSync(join(tmpdir(), 'hotelbot-db-types-'));
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    for (const target of SCHEMA_TARGETS) {
      const database = `hotelbot_types_${target.name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${database}`);
      try {
        const url = new URL(postgresAdminUrl);
        url.pathname = `/${database}`;
        const lite = await openStore(join(dir, `${target.name}.db`), target.migrations);
        const postgres = await openStore(url.toString(), target.migrations);
        try {
          texts.set(target, renderDatabaseTypes(target, mergeEngines(await describeDatabase(lite), await describeDatabase(postgres))));
        } finally {
          await Promise.all([lite.close(), postgres.close()]);
        }
      } finally {
        await admin.query(`DROP DATABASE ${database}`);
      }
    }
  } finally {
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
  return texts;
}

/** Write the files; print which changed. */
async function main(): Promise<void> {
  const flag = process.argv.indexOf('--postgres');
  const given = flag >= 0 ? process.argv[flag + 1] : undefined;
  // The embedded server is the test suite's; it is imported only when no server is given.
  const server = given ? undefined : await (await import('../test/helpers/embeddedPostgres.js')).startEmbeddedPostgres('hotelbot-db-types');
  try {
    for (const [target, text] of await generateDatabaseTypes(given ?? server!.adminUrl)) {
      const path = join(ROOT, target.file);
      let before: string | undefined;
      try {
        before = readFileSync(path, 'utf8');
      } catch {
        before = undefined;
      }
      if (before !== text) writeFileSync(path, text);
      console.log(`${relative(process.cwd(), path)}: ${before === text ? 'unchanged' : 'written'}`);
    }
  } finally {
    await server?.stop();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) await main();
