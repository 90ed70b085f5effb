/**
 * The service and bot schemas are the same on both engines: a fresh database
 * migrated on SQLite (the numbered SQLite migrations) and one migrated on
 * PostgreSQL (version 1's baseline, later versions empty) have the same
 * tables, columns (names, order, types, nullability, defaults), primary keys,
 * unique constraints, indexes (names, columns, uniqueness, partial or not),
 * foreign keys, triggers and starting rows; migrating again applies nothing.
 * SQLite's side is read from its PRAGMAs, PostgreSQL's from its catalogue.
 * The committed `Database` interfaces (`src/store/service/schema.ts`,
 * `src/store/bot/schema.ts`) are what `npm run db:types` generates from
 * those databases.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { describeDatabase, mergeEngines, renderDatabaseTypes, SCHEMA_TARGETS } from '../../scripts/db-types.js';
import { exec, first, migrateStore, migrationName, openStore, rows, sql, type Migration, type Store } from '../../src/store/sql.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { botMigrations } from '../../src/store/bot/migrations/index.js';
import { freshLocation } from '../helpers/postgres.js';

/** A column as both engines describe it, in the project's terms. */
interface Column {
  name: string;
  /** 'integer', 'text', 'blob' or 'real' (PostgreSQL: bigint, text, bytea, double precision). */
  type: string;
  notNull: boolean;
  /** The default's literal (`24`, `'active'`), null when none. */
  default: string | null;
}
/** An index created by CREATE INDEX (not one backing a PRIMARY KEY or UNIQUE constraint). */
interface Index {
  name: string;
  table: string;
  columns: string[];
  unique: boolean;
  partial: boolean;
}
/** Everything compared of one database. */
interface Schema {
  tables: string[];
  columns: Record<string, Column[]>;
  primaryKeys: Record<string, string[]>;
  /** Per table, the column lists of its UNIQUE constraints (sorted). */
  uniques: Record<string, string[]>;
  indexes: Index[];
  /** `table.column -> table.column`, sorted. */
  foreignKeys: string[];
  triggers: string[];
}

/** Tables of the migration machinery, not of the schema. */
const MACHINERY = new Set(['kysely_migration', 'kysely_migration_lock', 'schema_migrations']);

const SQLITE_TYPES: Record<string, string> = { INTEGER: 'integer', TEXT: 'text', BLOB: 'blob', REAL: 'real' };
const POSTGRES_TYPES: Record<string, string> = { bigint: 'integer', text: 'text', bytea: 'blob', 'double precision': 'real' };

async function sqliteSchema(store: Store): Promise<Schema> {
  const db = store.sqlite!;
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[])
    .map((r) => r.name)
    .filter((t) => !MACHINERY.has(t));
  const schema: Schema = { tables, columns: {}, primaryKeys: {}, uniques: {}, indexes: [], foreignKeys: [], triggers: [] };
  for (const t of tables) {
    const cols = db.pragma(`table_info(${t})`) as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[];
    // A PRIMARY KEY column counts as NOT NULL (PostgreSQL makes it so; the code never stores NULL in one).
    schema.columns[t] = cols.map((c) => ({ name: c.name, type: SQLITE_TYPES[c.type] ?? c.type, notNull: c.notnull === 1 || c.pk > 0, default: c.dflt_value }));
    schema.primaryKeys[t] = cols
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    const uniques: string[] = [];
    for (const ix of db.pragma(`index_list(${t})`) as { name: string; unique: number; origin: string; partial: number }[]) {
      const columns = (db.pragma(`index_info(${ix.name})`) as { seqno: number; name: string }[]).sort((a, b) => a.seqno - b.seqno).map((c) => c.name);
      if (ix.origin === 'u') uniques.push(columns.join(','));
      else if (ix.origin === 'c') schema.indexes.push({ name: ix.name, table: t, columns, unique: ix.unique === 1, partial: ix.partial === 1 });
    }
    schema.uniques[t] = uniques.sort();
    for (const fk of db.pragma(`foreign_key_list(${t})`) as { table: string; from: string; to: string }[])
      schema.foreignKeys.push(`${t}.${fk.from} -> ${fk.table}.${fk.to}`);
  }
  schema.indexes.sort((a, b) => a.name.localeCompare(b.name));
  schema.foreignKeys.sort();
  schema.triggers = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
  return schema;
}

async function postgresSchema(store: Store): Promise<Schema> {
  const ex = store.db;
  const tables = (
    await rows<{ name: string }>(
      ex,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((r) => r.name)
    .filter((t) => !MACHINERY.has(t));
  const schema: Schema = { tables, columns: {}, primaryKeys: {}, uniques: {}, indexes: [], foreignKeys: [], triggers: [] };
  const cols = await rows<{ table_name: string; column_name: string; data_type: string; is_nullable: string; column_default: string | null }>(
    ex,
    sql`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
         WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const constraints = await rows<{ table_name: string; constraint_type: string; constraint_name: string; columns: string }>(
    ex,
    sql`SELECT tc.table_name, tc.constraint_type, tc.constraint_name, string_agg(k.column_name, ',' ORDER BY k.ordinal_position) AS columns
          FROM information_schema.table_constraints tc
          JOIN information_schema.key_column_usage k ON k.constraint_schema = tc.constraint_schema AND k.constraint_name = tc.constraint_name
         WHERE tc.table_schema = 'public' AND tc.constraint_type IN ('PRIMARY KEY', 'UNIQUE')
         GROUP BY tc.table_name, tc.constraint_type, tc.constraint_name`,
  );
  for (const t of tables) {
    schema.columns[t] = cols
      .filter((c) => c.table_name === t)
      .map((c) => ({
        name: c.column_name,
        type: POSTGRES_TYPES[c.data_type] ?? c.data_type,
        notNull: c.is_nullable === 'NO',
        // '24', '''active''::text' → the literal as SQLite shows it.
        default: c.column_default === null ? null : c.column_default.replace(/::(text|bigint)$/, ''),
      }));
    schema.primaryKeys[t] = constraints.find((c) => c.table_name === t && c.constraint_type === 'PRIMARY KEY')?.columns.split(',') ?? [];
    schema.uniques[t] = constraints
      .filter((c) => c.table_name === t && c.constraint_type === 'UNIQUE')
      .map((c) => c.columns)
      .sort();
  }
  const indexes = await rows<{ name: string; table: string; columns: string; unique: boolean; partial: boolean }>(
    ex,
    sql`SELECT i.relname AS name, t.relname AS table,
               (SELECT string_agg(a.attname, ',' ORDER BY k.n) FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum) AS columns,
               x.indisunique AS unique, x.indpred IS NOT NULL AS partial
          FROM pg_index x
          JOIN pg_class i ON i.oid = x.indexrelid
          JOIN pg_class t ON t.oid = x.indrelid
          JOIN pg_namespace ns ON ns.oid = t.relnamespace
         WHERE ns.nspname = 'public'
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
  );
  schema.indexes = indexes
    .filter((i) => !MACHINERY.has(i.table))
    .map((i) => ({ name: i.name, table: i.table, columns: i.columns.split(','), unique: i.unique, partial: i.partial }))
    .sort((a, b) => a.name.localeCompare(b.name));
  schema.foreignKeys = (
    await rows<{ fk: string }>(
      ex,
      sql`SELECT t.relname || '.' || a.attname || ' -> ' || r.relname || '.' || ra.attname AS fk
            FROM pg_constraint c
            JOIN pg_class t ON t.oid = c.conrelid
            JOIN pg_class r ON r.oid = c.confrelid
            JOIN pg_namespace ns ON ns.oid = t.relnamespace
            CROSS JOIN LATERAL unnest(c.conkey, c.confkey) AS k(col, refcol)
            JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.col
            JOIN pg_attribute ra ON ra.attrelid = c.confrelid AND ra.attnum = k.refcol
           WHERE c.contype = 'f' AND ns.nspname = 'public'`,
    )
  )
    .map((r) => r.fk)
    .sort();
  schema.triggers = (
    await rows<{ name: string }>(
      ex,
      sql`SELECT g.tgname AS name FROM pg_trigger g JOIN pg_class t ON t.oid = g.tgrelid JOIN pg_namespace ns ON ns.oid = t.relnamespace
           WHERE NOT g.tgisinternal AND ns.nspname = 'public' ORDER BY g.tgname`,
    )
  ).map((r) => r.name);
  return schema;
}

const opened: Store[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});
async function fresh(engine: 'sqlite' | 'postgres', migrations: readonly Migration[]): Promise<Store> {
  const store = await openStore(await freshLocation(engine, 'schema'), migrations);
  opened.push(store);
  return store;
}

describe.each([
  ['service', serviceMigrations],
  ['bot', botMigrations],
] as const)('the %s schema', (_name, migrations) => {
  it('is the same on SQLite and PostgreSQL, and migrating again applies nothing', async () => {
    const lite = await fresh('sqlite', migrations);
    const pg = await fresh('postgres', migrations);
    const [a, b] = [await sqliteSchema(lite), await postgresSchema(pg)];
    // SQLite alone versions the tables behind kept reads (Store.readWhileUnchanged): its table and triggers are not PostgreSQL's.
    a.tables = a.tables.filter((t) => t !== 'table_versions');
    a.triggers = a.triggers.filter((t) => !t.includes('_table_version_'));
    expect(a.tables.length).toBeGreaterThan(5);
    expect(a.indexes.length).toBeGreaterThan(5);
    expect(b.tables).toEqual(a.tables);
    for (const t of a.tables) {
      expect({ table: t, columns: b.columns[t] }).toEqual({ table: t, columns: a.columns[t] });
      expect({ table: t, pk: b.primaryKeys[t] }).toEqual({ table: t, pk: a.primaryKeys[t] });
      expect({ table: t, uniques: b.uniques[t] }).toEqual({ table: t, uniques: a.uniques[t] });
    }
    expect(b.indexes).toEqual(a.indexes);
    expect(b.foreignKeys).toEqual(a.foreignKeys);
    expect(b.triggers).toEqual(a.triggers);

    for (const store of [lite, pg]) {
      expect(await migrateStore(store, migrations)).toEqual([]);
      const applied = await rows<{ name: string }>(store.db, sql`SELECT name FROM kysely_migration ORDER BY name`);
      expect(applied).toHaveLength(migrations.length);
    }
  });
});

describe.each([
  ['service', serviceMigrations],
  ['bot', botMigrations],
] as const)('the %s migrations folder', (name, migrations) => {
  it('has one file per version, named as the database records it, all listed in order', () => {
    const files = readdirSync(new URL(`../../src/store/${name}/migrations/`, import.meta.url)).filter((f) => /^\d{4}-/.test(f));
    expect(files.sort()).toEqual(migrations.map((m) => `${migrationName(m)}.ts`));
  });
});

describe.each(SCHEMA_TARGETS.map((t) => [t.file, t] as const))('%s', (file, target) => {
  it('is what `npm run db:types` generates from freshly migrated databases', async () => {
    const [lite, pg] = [await fresh('sqlite', target.migrations), await fresh('postgres', target.migrations)];
    const generated = renderDatabaseTypes(target, mergeEngines(await describeDatabase(lite), await describeDatabase(pg)));
    const committed = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    // Out of date: run `npm run db:types` and commit the result.
    expect(committed).toBe(generated);
  });
});

describe('the service schema on both engines', () => {
  it('starts with the same rows', async () => {
    const [lite, pg] = [await fresh('sqlite', serviceMigrations), await fresh('postgres', serviceMigrations)];
    for (const store of [lite, pg]) {
      expect(await rows(store.db, sql`SELECT id, value FROM change_sequence`)).toEqual([{ id: 1, value: 0 }]);
      expect(await rows(store.db, sql`SELECT scope, version FROM availability_versions`)).toEqual([{ scope: '*', version: 0 }]);
      expect(await rows(store.db, sql`SELECT * FROM settings`)).toEqual([]);
    }
  });

  it.each(['sqlite', 'postgres'] as const)('on %s, keeps the change sequence, voucher codes and availability versions', async (engine) => {
    const store = await fresh(engine, serviceMigrations);
    const now = '2026-12-01T17:00:00.000Z';
    const versions = async () =>
      Object.fromEntries(
        (await rows<{ scope: string; version: number }>(store.db, sql`SELECT scope, version FROM availability_versions ORDER BY scope`)).map((r) => [
          r.scope,
          r.version,
        ]),
      );

    await exec(
      store.db,
      sql`INSERT INTO hotels (id, name, city, city_key, created_at) VALUES (1, 'Hotel Uno', 'Bogotá', 'bogota', ${now}), (2, 'Hotel Dos', 'Cali', 'cali', ${now})`,
    );
    const afterHotels = await versions();
    expect(afterHotels.bogota).toBe(0);
    expect(afterHotels.cali).toBe(0);
    expect(afterHotels['*']).toBeGreaterThan(0);

    await exec(
      store.db,
      sql`INSERT INTO room_types (id, hotel_id, name, room_type, beds, max_adults, max_children, max_occupancy) VALUES (10, 1, 'Doble', 'DOUBLE', 1, 2, 1, 3)`,
    );
    const afterRooms = await versions();
    expect(afterRooms['*']).toBeGreaterThan(afterHotels['*']!);

    // Inventory of a Bogotá room moves Bogotá's version only.
    await exec(
      store.db,
      sql`INSERT INTO inventory (room_type_id, day, stock, price_minor) VALUES (10, '2026-12-01', 3, 25000000), (10, '2026-12-02', 3, 25000000)`,
    );
    const afterStock = await versions();
    expect(afterStock.bogota).toBeGreaterThan(0);
    expect(afterStock.cali).toBe(0);
    expect(afterStock['*']).toBe(afterRooms['*']);
    await exec(store.db, sql`UPDATE inventory SET allocated = allocated + 1 WHERE room_type_id = 10 AND day = '2026-12-01'`);
    const afterHold = await versions();
    expect(afterHold.bogota).toBeGreaterThan(afterStock.bogota!);
    await exec(store.db, sql`DELETE FROM inventory WHERE day = '2026-12-02'`);
    expect((await versions()).bogota).toBeGreaterThan(afterHold.bogota!);
    // An update that changes no row moves nothing.
    const before = await versions();
    await exec(store.db, sql`UPDATE inventory SET allocated = 0 WHERE room_type_id = 999`);
    expect((await versions()).bogota).toBe(before.bogota);

    // A voucher record takes the next change sequence and an unguessable code; every update, a new sequence.
    const insertVoucher = (reference: string) =>
      exec(
        store.db,
        sql`INSERT INTO vouchers (hotel_id, operation_type, reservation_id, guest, payment_type, payment_status_code, created_at, updated_at)
            VALUES (1, 'terminal_payment', ${reference}, 'Ana', 'card', 'approved', ${now}, ${now})`,
      );
    await insertVoucher('R1');
    await insertVoucher('R2');
    const vouchers = await rows<{ id: number; change_seq: number; public_code: string }>(
      store.db,
      sql`SELECT id, change_seq, public_code FROM vouchers ORDER BY id`,
    );
    expect(vouchers.map((v) => v.change_seq)).toEqual([1, 2]);
    for (const v of vouchers) expect(v.public_code).toMatch(/^[0-9a-f]{24}$/);
    expect(vouchers[0]!.public_code).not.toBe(vouchers[1]!.public_code);
    await exec(store.db, sql`UPDATE vouchers SET bank = 'Banco' WHERE id = ${vouchers[0]!.id}`);
    const updated = await first<{ change_seq: number; public_code: string }>(
      store.db,
      sql`SELECT change_seq, public_code FROM vouchers WHERE id = ${vouchers[0]!.id}`,
    );
    expect(updated).toEqual({ change_seq: 3, public_code: vouchers[0]!.public_code });
    expect(await first(store.db, sql`SELECT value FROM change_sequence WHERE id = 1`)).toEqual({ value: 3 });

    // Reservations move their hotel's version (raw bookings' cache), and only theirs.
    const reservationVersions = async () =>
      Object.fromEntries(
        (await rows<{ hotel_id: number; version: number }>(store.db, sql`SELECT hotel_id, version FROM reservation_versions ORDER BY hotel_id`)).map((r) => [
          r.hotel_id,
          r.version,
        ]),
      );
    expect(await reservationVersions()).toEqual({});
    await exec(
      store.db,
      sql`INSERT INTO reservations (id, hotel_id, crs_id, portal_code, first_name, last_name, checkin, checkout, status, total_minor, created_at, updated_at)
          VALUES (1, 1, 'C1', 'booking', 'Ana', 'Gómez', '2026-12-01', '2026-12-03', 'confirmed', 100, ${now}, ${now}),
                 (2, 2, 'C2', 'booking', 'Luis', 'Pérez', '2026-12-01', '2026-12-03', 'confirmed', 100, ${now}, ${now})`,
    );
    const inserted = await reservationVersions();
    expect(Object.keys(inserted)).toEqual(['1', '2']);
    await exec(store.db, sql`UPDATE reservations SET notes = 'tarde' WHERE id = 1`);
    const updatedOne = await reservationVersions();
    expect(updatedOne[1]).toBeGreaterThan(inserted[1]!);
    expect(updatedOne[2]).toBe(inserted[2]);
    await exec(store.db, sql`DELETE FROM reservations WHERE id = 2`);
    const deleted = await reservationVersions();
    expect(deleted[2]).toBeGreaterThan(inserted[2]!);
    expect(deleted[1]).toBe(updatedOne[1]);
  });

  it.each(['sqlite', 'postgres'] as const)('on %s, enforces the checks and unique indexes the rules rely on', async (engine) => {
    const store = await fresh(engine, serviceMigrations);
    const now = '2026-12-01T17:00:00.000Z';
    await exec(store.db, sql`INSERT INTO hotels (id, name, city, city_key, created_at) VALUES (1, 'Hotel Uno', 'Bogotá', 'bogota', ${now})`);
    await expect(
      exec(store.db, sql`INSERT INTO hotels (name, city, city_key, payment_deadline_hours, created_at) VALUES ('X', 'Cali', 'cali', 0, ${now})`),
    ).rejects.toThrow();
    await exec(
      store.db,
      sql`INSERT INTO room_types (id, hotel_id, name, room_type, beds, max_adults, max_children, max_occupancy) VALUES (10, 1, 'Doble', 'DOUBLE', 1, 2, 1, 3)`,
    );
    await exec(store.db, sql`INSERT INTO inventory (room_type_id, day, stock, price_minor) VALUES (10, '2026-12-01', 1, 100)`);
    // The last room is held once: allocated never exceeds stock.
    await exec(store.db, sql`UPDATE inventory SET allocated = 1 WHERE room_type_id = 10`);
    await expect(exec(store.db, sql`UPDATE inventory SET allocated = 2 WHERE room_type_id = 10`)).rejects.toThrow();
    // Foreign keys hold.
    await expect(
      exec(store.db, sql`INSERT INTO room_types (hotel_id, name, room_type, beds, max_adults, max_children, max_occupancy) VALUES (99, 'X', 'X', 1, 1, 0, 1)`),
    ).rejects.toThrow();

    await exec(store.db, sql`INSERT INTO agencies (id, name, agency_type) VALUES (1, 'Viajes', 'retailer')`);
    await exec(store.db, sql`INSERT INTO api_keys (id, key_hash, name, principal_kind, principal_id, created_at) VALUES (1, 'h', 'k', 'agency', 1, ${now})`);
    await exec(
      store.db,
      sql`INSERT INTO payment_links (code, agency_id, api_key_id, amount_minor, currency, description, guest_name, email, phone, expires_at, created_at)
          VALUES ('L1', 1, 1, 1000, 'COP', 'd', 'g', 'e', 'p', ${now}, ${now})`,
    );
    const recharge = (kind: string) =>
      exec(
        store.db,
        sql`INSERT INTO recharges (agency_id, kind, amount_minor, payment_link_code, recharge_group_id, created_at, updated_at) VALUES (1, ${kind}, 1000, 'L1', 1, ${now}, ${now})`,
      );
    // A link's amount enters a balance once, whatever the kind.
    await recharge('payment_link');
    await expect(recharge('refund')).rejects.toThrow();
    // Recharges without a link are not limited.
    await exec(
      store.db,
      sql`INSERT INTO recharges (agency_id, kind, amount_minor, recharge_group_id, created_at, updated_at) VALUES (1, 'external', 5, 2, ${now}, ${now}), (1, 'external', 5, 3, ${now}, ${now})`,
    );
    expect(await first(store.db, sql`SELECT COUNT(*) AS n FROM recharges`)).toEqual({ n: 3 });
  });

  it('on both engines, the bot schema accepts JSON only where SQLite checks json_valid', async () => {
    for (const engine of ['sqlite', 'postgres'] as const) {
      const store = await fresh(engine, botMigrations);
      const now = '2026-12-01T17:00:00.000Z';
      await exec(store.db, sql`INSERT INTO conversations (channel, chat_id, state, updated_at) VALUES ('telegram', '1', ${'{"step":"start"}'}, ${now})`);
      await expect(
        exec(store.db, sql`INSERT INTO conversations (channel, chat_id, state, updated_at) VALUES ('telegram', '2', ${'{not json'}, ${now})`),
      ).rejects.toThrow();
      await expect(
        exec(store.db, sql`INSERT INTO conversations (channel, chat_id, state, updated_at) VALUES ('telegram', '1', '{}', ${now})`),
      ).rejects.toThrow();
    }
  });
});
