/**
 * The native SQLite binding, chosen for the running Node.js.
 *
 * better-sqlite3 13 is built on Node-API 10 (Node.js 22 and later) and ships
 * its binaries inside the package. Its earlier line (12) derives its objects
 * from `node::ObjectWrap`, whose destructor aborts the process on Node.js 24
 * when a statement is garbage-collected while no JavaScript context is
 * entered (an idle collection, or the one at exit). Line 12 is kept only for
 * runtimes without Node-API 10 (Node.js 20, which line 13 cannot load), where
 * that abort cannot happen. Both lines have the same API.
 *
 * Everything in the project opens SQLite files through {@link SqliteDatabase};
 * nothing imports `better-sqlite3` directly.
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/** Node-API version of the running Node.js (22 and later: 10). */
const NAPI_VERSION = Number(process.versions.napi ?? 0);

/** Which package provides the binding on this runtime (`better-sqlite3` is line 13; the alias is line 12). */
export const SQLITE_BINDING_PACKAGE = NAPI_VERSION >= 10 ? 'better-sqlite3' : 'better-sqlite3-napi9';

/** Resolved path of {@link SQLITE_BINDING_PACKAGE}'s entry: what a thread evaluated from a string (`require`) loads to open the same binding. */
export const SQLITE_BINDING_PATH: string = require.resolve(SQLITE_BINDING_PACKAGE);

/**
 * better-sqlite3's `Database` class for this runtime: `new SqliteDatabase(path, options)`
 * opens (or creates) the file; throws `SqliteError` like better-sqlite3.
 */
export const SqliteDatabase: typeof BetterSqlite3 = require(SQLITE_BINDING_PACKAGE);

/** An open SQLite connection (better-sqlite3's `Database`). */
export type SqliteDatabase = BetterSqlite3.Database;

/** A prepared statement of a {@link SqliteDatabase}. */
export type SqliteStatement = BetterSqlite3.Statement;
