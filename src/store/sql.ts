/**
 * The data layer: one asynchronous API (Kysely) over the two engines the
 * project runs on.
 *
 * - **SQLite** (better-sqlite3), the embedded default: one connection, WAL,
 *   foreign keys on, a busy timeout, a 16 MiB page cache. Transactions begin `IMMEDIATE`, so a
 *   transaction holds the write lock from its first statement (two processes
 *   on one file serialise instead of failing halfway). Statements are
 *   prepared once per SQL text and reused.
 * - **PostgreSQL** (node-postgres pool): several processes on one database.
 *   64-bit integers and numerics arrive as JavaScript numbers (every integer
 *   the project stores, minor units included, is far below 2^53).
 *
 * Both are opened and migrated by {@link openStore}: numbered migrations from
 * one list, each with its SQL for both engines, applied once in order inside
 * one transaction under Kysely's migration lock (an advisory lock on
 * PostgreSQL, the write lock on SQLite), so instances starting together
 * migrate once.
 *
 * Transactions are explicit: {@link Store.transaction} hands the callback the
 * transaction's executor, and everything inside must use it. A query on the
 * store's own executor from inside a transaction callback is a bug (on SQLite
 * it would wait forever for the connection the transaction holds; on
 * PostgreSQL it would run outside the transaction), so it throws
 * {@link TransactionMisuseError} at once.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { FreshReads } from './freshReads.js';
import { BackgroundCheckpoints } from './sqliteCheckpoints.js';
import { SqliteDatabase, type SqliteStatement } from './sqliteNative.js';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Migration as KyselyMigration,
  type MigrationProvider,
  type PostgresPool,
  type PostgresPoolClient,
  type QueryCompiler,
  type QueryResult,
  type RawBuilder,
  type Selectable,
  type Transaction,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import { LRUCache } from 'lru-cache';

/** The engine behind a {@link Store}. */
export type Engine = 'sqlite' | 'postgres';

/**
 * Something queries run on: the store's own executor or a transaction's.
 * Repositories take one as their first argument, so the same function serves
 * inside and outside a transaction. `DB` is the database's interface
 * (`ServiceDatabase` in `src/store/service/schema.ts`, `BotDatabase` in
 * `src/store/bot/schema.ts`): the tables and columns of query-builder
 * queries are checked against it. The default, `any`, checks nothing: for
 * code that serves either database (the migration runner, copies, helpers).
 */
export type Executor<DB = any> = Kysely<DB>;

/** A transaction's executor (see {@link Store.transaction}); `DB` as in {@link Executor}. */
export type Tx<DB = any> = Transaction<DB>;

/**
 * The columns `K` (default: all) of a row of table `T` of database `DB` as
 * read: the row of a raw `sql` template that selects those columns under
 * their own names (`RowOf<ServiceDatabase, 'payment_links', 'status'>` for
 * `SELECT status FROM payment_links …`).
 */
export type RowOf<DB, T extends keyof DB, K extends keyof Selectable<DB[T]> = keyof Selectable<DB[T]>> = Pick<Selectable<DB[T]>, K>;

/** `payment_link_code` → `paymentLinkCode`. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/**
 * `R` with its keys in camelCase: the row of a raw template that selects
 * columns as `column_name AS "columnName"`. A row interface that extends
 * `Camelized<RowOf<…>>` takes its fields from the columns, so each column's
 * type is written once (in the generated schema); it names a field again
 * only to narrow its type (e.g. a status union) or to document it, and a
 * field whose type the column cannot hold fails to compile.
 */
export type Camelized<R> = { [K in keyof R as K extends string ? CamelCase<K> : K]: R[K] };

/**
 * One numbered migration: `version` increases by one from 1. `sqlite` and
 * `postgres` are each engine's SQL for the same change (several statements
 * allowed; an empty string when the change has no effect on that engine, e.g.
 * a PostgreSQL database starting from a later baseline).
 */
export interface Migration {
  version: number;
  name: string;
  /** SQLite SQL of the change. */
  sql: string;
  /** PostgreSQL SQL of the change. */
  postgres: string;
}

/** An open, migrated database; `DB` as in {@link Executor}. */
export interface Store<DB = any> {
  /** Which engine it is. */
  readonly engine: Engine;
  /** Where it is: the SQLite file path or the PostgreSQL URL without its password. */
  readonly location: string;
  /** The executor for queries outside a transaction. */
  readonly db: Executor<DB>;
  /**
   * The executor a query should use here: the transaction of this store whose
   * callback is running (same async call chain), else {@link db}. For domain
   * methods that read either on their own or as part of a caller's
   * transaction (e.g. a creation run inside the idempotency record's).
   */
  readonly current: Executor<DB>;
  /**
   * Run `fn` in one transaction (SQLite: `BEGIN IMMEDIATE`; PostgreSQL: read
   * committed unless `isolation` says otherwise) and commit when it resolves,
   * roll back when it throws (the error is rethrown). Inside, use only `tx`.
   * A transaction started inside another one's callback joins it (no nested
   * transaction). On PostgreSQL, a transaction aborted for a deadlock or a
   * serialisation failure is run again from the start (up to
   * {@link TRANSACTION_ATTEMPTS} times), so `fn` must do only database work.
   */
  transaction<T>(fn: (tx: Tx<DB>) => Promise<T>, options?: { isolation?: TransactionSettings['isolationLevel'] }): Promise<T>;
  /**
   * `read` run on {@link db}, shared with the other callers of the same `key`
   * that asked before it started (see `freshReads.ts`): every caller still
   * sees every write committed before it called. `key` must determine the
   * read entirely, and callers must not modify the shared result. Inside a
   * transaction of this store, `read` runs on the transaction, unshared.
   */
  freshRead<T>(key: string, read: (ex: Executor<DB>) => Promise<T>): Promise<T>;
  /**
   * {@link freshRead} for a read that depends on the database alone (not on
   * the time or anything else): on SQLite its result is kept by `key` and
   * given again, without reading, while the database is unchanged since it
   * was read: no commit by another connection or process (`PRAGMA
   * data_version`) and no row changed by this connection, by any path
   * (`total_changes()`), both taken in one statement of a few microseconds.
   * With `tables`, the read depends on those tables alone and each has a row
   * in `table_versions` that triggers bump on every change to it, by any
   * connection or process: then only a change to one of them counts (a
   * table without such a row: any change counts, as without `tables`).
   * Every caller still sees every write committed before it called. A read
   * that finds nothing (`undefined`) is not kept, so keys nobody has (an
   * unknown API key, say) take no memory. Inside a transaction of this
   * store, a kept result is given while the stamp (which then includes the
   * transaction's own writes) is the same, and otherwise the read runs on
   * the transaction and is not kept. On PostgreSQL, the same as
   * {@link freshRead}. Callers must not modify the result.
   */
  readWhileUnchanged<T>(key: string, read: (ex: Executor<DB>) => Promise<T>, tables?: readonly string[]): Promise<T>;
  /** SQLite only: the better-sqlite3 handle (backups, tests); undefined on PostgreSQL. */
  readonly sqlite: SqliteDatabase | undefined;
  /** Close the connection(s); the store is unusable afterwards. */
  close(): Promise<void>;
}

/** Thrown when a query uses the store's executor inside a transaction callback instead of `tx`. */
export class TransactionMisuseError extends Error {
  override name = 'TransactionMisuseError';
}

/** Options of {@link openStore}. */
export interface OpenStoreOptions {
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /**
   * SQLite only: open the file read-only (a second connection that only
   * reads, e.g. a worker thread's; the file must exist and be migrated).
   * Ignored on PostgreSQL.
   */
  readonly?: boolean;
  /**
   * SQLite only: WAL checkpoints in a thread of their own instead of inside
   * the commit that crosses SQLite's threshold (see `sqliteCheckpoints.ts`),
   * for a long-running writer such as the service. Ignored for read-only and
   * `:memory:` databases, and on PostgreSQL.
   */
  backgroundCheckpoints?: boolean;
}

/** The background checkpoints of the SQLite stores opened with `backgroundCheckpoints`. */
const sqliteCheckpoints = new WeakMap<Store, BackgroundCheckpoints>();

/** The background WAL checkpoints of `store`, when it was opened with {@link OpenStoreOptions.backgroundCheckpoints} (for tests and reports). */
export function backgroundCheckpointsOf(store: Store): BackgroundCheckpoints | undefined {
  return sqliteCheckpoints.get(store);
}

/** What each store was opened from, password included (see {@link connectionString}). */
const openedFrom = new WeakMap<Store, string>();

/**
 * The location `store` was opened from, as given (a PostgreSQL URL with its
 * password): for opening another connection to the same database, e.g. in a
 * worker thread. Never log it (see {@link redactLocation}).
 */
export function connectionString(store: Store): string {
  return openedFrom.get(store) ?? store.location;
}

/** Whether `location` names a PostgreSQL database (`postgres://` or `postgresql://`). */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** `location` with any password replaced by `***` (for logs and errors). */
export function redactLocation(location: string): string {
  if (!isPostgresUrl(location)) return location;
  try {
    const u = new URL(location);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/**
 * Open the database at `location` — a SQLite file path (`:memory:` allowed;
 * folders created as needed) or a `postgres://` URL — and apply the
 * migrations not yet applied. `DB`: the database's interface, when the
 * caller names it (`openStore<ServiceDatabase>(…)`).
 *
 * @throws Error when the database cannot be reached or a migration fails
 *   (nothing of the failed run is kept).
 */
export async function openStore<DB = any>(location: string, migrations: readonly Migration[], options: OpenStoreOptions = {}): Promise<Store<DB>> {
  const store = isPostgresUrl(location) ? openPostgres(location, options) : openSqlite(location, options);
  openedFrom.set(store, location);
  if (options.migrate ?? true) {
    try {
      await migrateStore(store, migrations);
    } catch (err) {
      await store.close();
      throw err;
    }
  }
  return store;
}

/**
 * The transaction a callback is running in (for {@link TransactionMisuseError}
 * and joining), and the store it belongs to: another store's queries and
 * transactions (a second database, or a second handle on the same one, as a
 * second instance would have) are not affected by it.
 */
interface TxScope {
  owner: object;
  tx: Tx;
  active: boolean;
  /** Called once the transaction committed (see {@link afterCommit}); dropped when it rolls back. */
  committed?: (() => void)[];
}
const txScope = new AsyncLocalStorage<TxScope>();

/**
 * Run `callback` once the transaction the caller runs in has committed, or at
 * once when the caller runs in none. A transaction that rolls back (an error,
 * or a PostgreSQL conflict whose transaction is then run again from the
 * start) drops the callbacks registered in it, so a fact counted this way is
 * counted once, for the attempt that committed. A transaction that joined an
 * outer one waits for the outer one's commit. `callback` must be quick and
 * must not throw (an error it throws is swallowed: it cannot undo a commit);
 * e.g. counting a metric.
 */
export function afterCommit(callback: () => void): void {
  const scope = txScope.getStore();
  if (scope?.active) (scope.committed ??= []).push(callback);
  else runCommitted(callback);
}

/** Run a callback of {@link afterCommit}; what it throws is dropped (the commit stands). */
function runCommitted(callback: () => void): void {
  try {
    callback();
  } catch {
    // A metric or a log line must never turn a committed change into a failed request.
  }
}

function guard(owner: object): void {
  const scope = txScope.getStore();
  if (scope?.active && scope.owner === owner)
    throw new TransactionMisuseError('A query used the store outside its transaction from inside a transaction callback: pass the transaction (tx) instead');
}

function currentOf(kysely: Kysely<any>, owner: object): Executor {
  const scope = txScope.getStore();
  return scope?.active && scope.owner === owner ? scope.tx : kysely;
}

/** The {@link Store.freshRead} of a store: shared on its own executor, unshared inside one of its transactions. */
function makeFreshRead(kysely: Kysely<any>, owner: object) {
  const reads = new FreshReads();
  return function freshRead<T>(key: string, read: (ex: Executor) => Promise<T>): Promise<T> {
    const ex = currentOf(kysely, owner);
    return ex === kysely ? reads.read(key, () => read(kysely)) : read(ex);
  };
}

/** Results kept by {@link Store.readWhileUnchanged} on SQLite, by key (the least recently used go first). */
const UNCHANGED_READS_KEPT = 1024;

/**
 * The {@link Store.readWhileUnchanged} of a SQLite store over `handle`: a
 * result is kept with a change stamp taken before its read, and given again
 * while the stamp is the same. The stamp is the versions of the read's
 * tables when it names them and all have one, otherwise the whole
 * database's (another connection's commits, and the rows this one changed).
 * A change between the stamp and the read only makes the next call read
 * again.
 */
function makeUnchangedRead(handle: SqliteDatabase, kysely: Kysely<any>, owner: object, freshRead: Store['freshRead']) {
  const stampOf = handle.prepare('SELECT total_changes(), data_version FROM pragma_data_version').raw();
  const wholeStamp = () => {
    const [changes, version] = stampOf.get() as [number, number];
    return `${changes}:${version}`;
  };
  // One statement per list of tables (callers name a few fixed lists); null once `table_versions` is missing.
  const versionReads = new Map<string, SqliteStatement | null>();
  const tablesStamp = (tables: readonly string[]): string => {
    const list = tables.join(',');
    let read = versionReads.get(list);
    if (read === undefined) {
      try {
        read = handle.prepare(`SELECT count(*), total(version) FROM table_versions WHERE name IN (${tables.map(() => '?').join(', ')})`).raw();
      } catch {
        read = null; // a database without table versions
      }
      versionReads.set(list, read);
    }
    if (!read) return wholeStamp();
    const [found, sum] = read.get(...tables) as [number, number];
    // Versions only grow, so their sum changes whenever one does.
    return found === tables.length ? `tables ${sum}` : wholeStamp();
  };
  const kept = new LRUCache<string, { stamp: string; value: unknown }>({ max: UNCHANGED_READS_KEPT });
  return function readWhileUnchanged<T>(key: string, read: (ex: Executor) => Promise<T>, tables?: readonly string[]): Promise<T> {
    const ex = currentOf(kysely, owner);
    // A transaction's stamp, or one taken while another call chain's transaction is open on the connection, sees that
    // transaction's uncommitted writes. A kept value with the same stamp is still right (kept values are stamped
    // only at committed states, and the stamps of committed states never come back, so an equal stamp means the
    // transaction changed nothing there either), but a new one is not kept: the transaction may roll back, and a
    // table's version would then come round to the same number again for another change.
    const uncommitted = handle.inTransaction;
    const stamp = tables?.length ? tablesStamp(tables) : wholeStamp();
    const hit = kept.get(key);
    if (hit?.stamp === stamp) return Promise.resolve(hit.value as T);
    if (ex !== kysely) return freshRead(key, read);
    return freshRead(key, read).then((value) => {
      if (value !== undefined && !uncommitted) kept.set(key, { stamp, value });
      return value;
    });
  };
}

function makeTransaction(kysely: Kysely<any>, owner: object) {
  return async function transaction<T>(fn: (tx: Tx) => Promise<T>, options: { isolation?: TransactionSettings['isolationLevel'] } = {}): Promise<T> {
    const outer = txScope.getStore();
    if (outer?.active && outer.owner === owner) return fn(outer.tx);
    for (let attempt = 1; ; attempt++) {
      let builder = kysely.transaction();
      if (options.isolation) builder = builder.setIsolationLevel(options.isolation);
      try {
        let scope: TxScope | undefined;
        const value = await builder.execute(async (tx) => {
          scope = { owner, tx, active: true };
          const own = scope;
          try {
            return await txScope.run(own, () => fn(tx));
          } finally {
            own.active = false;
          }
        });
        // Committed: what waited for the commit runs now (an attempt rolled back above never gets here, so never twice).
        for (const callback of scope?.committed ?? []) runCommitted(callback);
        return value;
      } catch (err) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(err)) throw err;
        // Another instance won the lock order or the serialisation: everything was rolled back; run it again.
        await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10 * attempt));
      }
    }
  };
}

/** How many times a transaction is run when PostgreSQL aborts it for a deadlock or a serialisation failure. */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * Whether `err` is PostgreSQL aborting a transaction that may simply be run
 * again: a deadlock (40P01) or a serialisation failure (40001). The callback
 * of {@link Store.transaction} then runs again from the start, which is safe
 * because a callback does only database work (no network, no outside effect).
 */
export function isRetryableConflict(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** A driver delegating to `inner` that refuses connections asked for from inside a transaction callback. */
class GuardedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly owner: object,
  ) {}
  init(): Promise<void> {
    return this.inner.init();
  }
  acquireConnection(): Promise<DatabaseConnection> {
    guard(this.owner);
    return this.inner.acquireConnection();
  }
  beginTransaction(c: DatabaseConnection, s: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(c, s);
  }
  commitTransaction(c: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(c);
  }
  rollbackTransaction(c: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(c);
  }
  releaseConnection(c: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(c);
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

// ---------------------------------------------------------------- SQLite

/** better-sqlite3 binds numbers, strings, bigints, buffers and null; booleans become 1/0, dates ISO text. */
function bindable(v: unknown): unknown {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof Date) return v.toISOString();
  return v;
}

/** The single SQLite connection, with its prepared statements kept by SQL text. */
class SqliteConnection implements DatabaseConnection {
  readonly #statements = new LRUCache<string, SqliteStatement>({ max: 1000 });
  /**
   * @param handle the connection.
   * @param onWrite told after each statement that writes (commits included).
   */
  constructor(
    readonly handle: SqliteDatabase,
    readonly onWrite?: () => void,
  ) {}

  #prepare(text: string): SqliteStatement {
    let stmt = this.#statements.get(text);
    if (!stmt) {
      stmt = this.handle.prepare(text);
      this.#statements.set(text, stmt);
    }
    return stmt;
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const stmt = this.#prepare(compiled.sql);
    const params = compiled.parameters.map(bindable);
    if (stmt.reader) {
      const rows = stmt.raw(compiled.sql.endsWith(ARRAY_ROWS_MARK)).all(params) as R[];
      if (!stmt.readonly) this.onWrite?.();
      return Promise.resolve({ rows });
    }
    const { changes, lastInsertRowid } = stmt.run(params);
    if (!stmt.readonly) this.onWrite?.();
    return Promise.resolve({ numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] });
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiled.query)) throw new Error('Only SELECT queries can be streamed on SQLite');
    const stmt = this.#prepare(compiled.sql);
    for (const row of stmt.iterate(compiled.parameters.map(bindable))) yield { rows: [row as R] };
  }
}

/** One connection handed out in turn; transactions `BEGIN IMMEDIATE`. */
class SqliteDriver implements Driver {
  readonly #connection: SqliteConnection;
  #queue: Promise<void> = Promise.resolve();
  constructor(handle: SqliteDatabase, onWrite?: () => void) {
    this.#connection = new SqliteConnection(handle, onWrite);
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((r) => (release = r));
    await previous;
    this.#release = release;
    return this.#connection;
  }
  #release: (() => void) | undefined;
  async beginTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }
  async commitTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('COMMIT'));
    this.#connection.onWrite?.();
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }
  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
  async destroy(): Promise<void> {
    this.#connection.handle.close();
  }
}

/** SQLite's adapter, except that migrations run in a transaction (SQLite's DDL is transactional). */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class HotelbotSqliteDialect implements Dialect {
  constructor(
    private readonly handle: SqliteDatabase,
    private readonly owner: object,
    private readonly onWrite?: () => void,
  ) {}
  createDriver(): Driver {
    return new GuardedDriver(new SqliteDriver(this.handle, this.onWrite), this.owner);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

function openSqlite(path: string, options: OpenStoreOptions): Store {
  const readonly = options.readonly ?? false;
  if (path !== ':memory:' && !readonly) mkdirSync(dirname(path), { recursive: true });
  const handle = new SqliteDatabase(path, { readonly });
  // A read-only connection finds the file already in WAL mode (set by its writer) and cannot change it.
  if (!readonly) handle.pragma('journal_mode = WAL');
  handle.pragma('foreign_keys = ON');
  handle.pragma('busy_timeout = 5000');
  if (!readonly) {
    handle.pragma('synchronous = NORMAL');
    // 16 MiB of page cache (SQLite's default is 2 MiB): a report reading a busy hotel's week touches thousands of pages.
    handle.pragma('cache_size = -16384');
  }
  const checkpoints = options.backgroundCheckpoints && !readonly && path !== ':memory:' ? new BackgroundCheckpoints(handle, path) : undefined;
  const owner = {};
  const db = new Kysely<any>({ dialect: new HotelbotSqliteDialect(handle, owner, checkpoints && (() => checkpoints.wrote())) });
  const freshRead = makeFreshRead(db, owner);
  const store: Store = {
    engine: 'sqlite',
    location: path,
    db,
    get current() {
      return currentOf(db, owner);
    },
    sqlite: handle,
    transaction: makeTransaction(db, owner),
    freshRead,
    readWhileUnchanged: makeUnchangedRead(handle, db, owner, freshRead),
    close: async () => {
      await checkpoints?.close();
      await db.destroy();
    },
  };
  if (checkpoints) sqliteCheckpoints.set(store, checkpoints);
  return store;
}

// ------------------------------------------------------------ PostgreSQL

const { types } = pg;
function toNumber(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) && !Number.isFinite(n)) throw new RangeError(`PostgreSQL number out of range: ${text}`);
  return n;
}
/** int8 (20) and numeric (1700) as numbers; everything else as node-postgres parses it. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return toNumber;
    return types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Distinct SQL texts given statement names at most (a bound on what each server connection keeps prepared). */
const MAX_NAMED_STATEMENTS = 4096;
/** The name of each SQL text run as a named statement, shared by every pool of the process. */
const statementNames = new Map<string, string>();

/** The statement name of `text`, given on first use (undefined once {@link MAX_NAMED_STATEMENTS} texts have one). */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `hb${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A node-postgres pool whose clients run every query with parameters as a
 * named prepared statement: PostgreSQL parses and plans each SQL text once
 * per connection and then only binds and executes it (node-postgres keeps
 * track of what each connection has prepared). Queries without parameters
 * (transaction control, migrations' multi-statement scripts) go as they
 * came, in the simple protocol. The statements {@link rowArrays} ran get
 * their rows as arrays.
 */
function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      // One function for both of Kysely's call shapes: (text, values), and a cursor passed through as it is.
      const query = (text: string | pg.Submittable, values?: readonly unknown[]) => {
        if (typeof text !== 'string') return client.query(text);
        const name = values?.length ? statementName(text) : undefined;
        const copy = values && [...values];
        if (text.endsWith(ARRAY_ROWS_MARK)) return client.query({ name, text, values: copy, rowMode: 'array' });
        return name ? client.query({ name, text, values: copy }) : client.query(text, copy);
      };
      // node-postgres's results are what Kysely reads; only its narrower `command` type differs.
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
    },
    end: () => pool.end(),
  };
}

class GuardedPostgresDialect extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    private readonly owner: object,
  ) {
    super(config);
  }
  override createDriver(): Driver {
    return new GuardedDriver(super.createDriver(), this.owner);
  }
}

function openPostgres(url: string, options: OpenStoreOptions): Store {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, types: pgTypes });
  // An idle client losing its server (a restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const owner = {};
  const db = new Kysely<any>({ dialect: new GuardedPostgresDialect({ pool: preparingPool(pool) }, owner) });
  const pgFreshRead = makeFreshRead(db, owner);
  return {
    engine: 'postgres',
    location: redactLocation(url),
    db,
    get current() {
      return currentOf(db, owner);
    },
    sqlite: undefined,
    transaction: makeTransaction(db, owner),
    freshRead: pgFreshRead,
    // PostgreSQL has no cheap "unchanged since" stamp: every read is a fresh one.
    readWhileUnchanged: pgFreshRead,
    close: () => db.destroy(),
  };
}

// ------------------------------------------------------------ migrations

/** Kysely's name of migration `m`: its zero-padded version and a slug of its name, so names sort by version. */
export function migrationName(m: Pick<Migration, 'version' | 'name'>): string {
  const slug = m.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${String(m.version).padStart(4, '0')}-${slug}`;
}

/**
 * Apply the pending `migrations` to `store` in one transaction under the
 * migration lock; returns the names applied. A SQLite file migrated by the
 * project's earlier runner (a `schema_migrations` table) is adopted: its
 * applied versions are recorded as applied.
 *
 * @throws Error naming the migration that failed (the whole run is rolled back).
 */
export async function migrateStore(store: Store, migrations: readonly Migration[]): Promise<string[]> {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  sorted.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Migrations must be numbered 1, 2, 3…: found ${m.version} at position ${i + 1}`);
  });
  const run = (text: string) => async (db: Kysely<any>) => {
    if (!text.trim()) return;
    if (store.sqlite)
      store.sqlite.exec(text); // the one connection, inside the migration's transaction
    else await sql.raw(text).execute(db);
  };
  const list: Record<string, KyselyMigration> = {};
  for (const m of sorted) list[migrationName(m)] = { up: run(store.engine === 'sqlite' ? m.sql : m.postgres) };
  const provider: MigrationProvider = { getMigrations: async () => list };
  const migrator = new Migrator({ db: store.db, provider });
  if (store.sqlite) await adoptLegacySqlite(store.sqlite, sorted);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed on ${store.engine}: ${message}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Record in Kysely's table the versions an earlier runner applied (tracked in `schema_migrations`). */
async function adoptLegacySqlite(handle: SqliteDatabase, sorted: readonly Migration[]): Promise<void> {
  const legacy = handle.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!legacy) return;
  // Kysely's own table, as its migrator creates it.
  handle.exec('CREATE TABLE IF NOT EXISTS kysely_migration (name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)');
  const known = handle.prepare('SELECT COUNT(*) AS n FROM kysely_migration').get() as { n: number };
  if (known.n > 0) return;
  const versions = handle.prepare('SELECT version, applied_at FROM schema_migrations ORDER BY version').all() as { version: number; applied_at: string }[];
  const insert = handle.prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)');
  handle.transaction(() => {
    for (const v of versions) {
      const m = sorted.find((x) => x.version === v.version);
      if (m) insert.run(migrationName(m), v.applied_at);
    }
  })();
}

// --------------------------------------------------------- query helpers

/** The engine `ex` runs on. */
export function engineOf(ex: Executor): Engine {
  return ex.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
}

/**
 * ` FOR UPDATE` on PostgreSQL (lock the selected rows until the transaction
 * ends), nothing on SQLite (a transaction there already holds the only write
 * lock). Append to a SELECT run inside a transaction.
 */
export function forUpdate(ex: Executor): RawBuilder<unknown> {
  return engineOf(ex) === 'postgres' ? sql` FOR UPDATE` : sql``;
}

/** Per-engine SQL: `choices.sqlite` on SQLite, `choices.postgres` on PostgreSQL. */
export function dialectSql<T>(ex: Executor, choices: { sqlite: RawBuilder<T>; postgres: RawBuilder<T> }): RawBuilder<T> {
  return engineOf(ex) === 'postgres' ? choices.postgres : choices.sqlite;
}

/** Every row of `query` run on `ex`. */
export async function rows<T>(ex: Executor, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(ex)).rows;
}

/**
 * The end of a statement's text (an SQL comment) that has the driver give
 * its rows as arrays (see {@link rowArrays}): better-sqlite3's raw mode,
 * node-postgres's `rowMode: 'array'`. Kysely hands a driver only a query's
 * text and values, and the comment keeps such a text apart from the same
 * statement run through {@link rows}.
 */
const ARRAY_ROWS_MARK = ' /* rows as arrays */';

/**
 * The rows of `query` run on `ex`, each as an array of its columns in SELECT
 * order: for reads of thousands of rows written straight out, where building
 * an object per row is most of the cost (both drivers build the arrays
 * directly, without an object per row).
 */
export async function rowArrays<T extends readonly unknown[]>(ex: Executor, query: RawBuilder<unknown>): Promise<T[]> {
  const compiled = query.compile(ex);
  return (await ex.executeQuery<unknown>({ ...compiled, sql: compiled.sql + ARRAY_ROWS_MARK })).rows as T[];
}

/**
 * A statement whose every interpolation is a value (never a nested SQL
 * fragment), made by {@link fixedSql}: its text depends only on its parts
 * and the engine, so it is compiled once per parts and engine and each run
 * only binds its values. `T` is the row it returns.
 */
export class FixedSql<T = unknown> {
  declare readonly rowType?: T;
  /**
   * @param parts the SQL around the values (a template's strings, or an array built once and reused: texts are
   *   kept by its identity).
   * @param values one value per gap between `parts`.
   */
  constructor(
    readonly parts: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

/** Compiled texts of {@link FixedSql} parts: [SQLite's, PostgreSQL's]. */
const fixedTexts = new WeakMap<readonly string[], [string | undefined, string | undefined]>();

/**
 * `sql` for statements run on every request of a busy path: the same
 * tagged template, but only values may be interpolated, and the statement's
 * text is compiled once per call site (a template's strings are the same
 * object every time it runs) instead of built and compiled from Kysely's
 * operation nodes on each run. On payment-link creation that building was
 * about a tenth of a request's time.
 */
export function fixedSql<T = unknown>(strings: TemplateStringsArray, ...values: unknown[]): FixedSql<T> {
  return new FixedSql<T>(strings, values);
}

/** `query` compiled for `ex`'s engine (placeholders `?` on SQLite, `$1…` on PostgreSQL). */
function compileFixed(ex: Executor, query: FixedSql<unknown>): CompiledQuery {
  const postgres = engineOf(ex) === 'postgres';
  let texts = fixedTexts.get(query.parts);
  if (!texts) fixedTexts.set(query.parts, (texts = [undefined, undefined]));
  let text = texts[postgres ? 1 : 0];
  if (text === undefined) {
    text = query.parts.reduce((out, part, i) => (i === 0 ? part : `${out}${postgres ? `$${i}` : '?'}${part}`), '');
    texts[postgres ? 1 : 0] = text;
  }
  return CompiledQuery.raw(text, query.values as unknown[]);
}

/** `query` run on `ex`. */
function run<T>(ex: Executor, query: RawBuilder<T> | FixedSql<T>): Promise<QueryResult<T>> {
  return query instanceof FixedSql ? ex.executeQuery<T>(compileFixed(ex, query)) : query.execute(ex);
}

/** The first row of `query` run on `ex`, or undefined. */
export async function first<T>(ex: Executor, query: RawBuilder<T> | FixedSql<T>): Promise<T | undefined> {
  return (await run(ex, query)).rows[0];
}

/** Run a statement on `ex`; returns how many rows it changed (inserted, updated or deleted). */
export async function exec(ex: Executor, query: RawBuilder<unknown> | FixedSql<unknown>): Promise<number> {
  return Number((await run(ex, query)).numAffectedRows ?? 0);
}

/**
 * Run a conditional statement on `ex` (an UPDATE whose WHERE holds only
 * while the row is in the state it moves from); true when it changed exactly
 * one row: of concurrent callers, the one that won.
 */
export async function changedOneRow(ex: Executor, query: RawBuilder<unknown> | FixedSql<unknown>): Promise<boolean> {
  return (await exec(ex, query)) === 1;
}

export { sql };
