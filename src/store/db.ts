/**
 * Opening and migrating SQLite databases (better-sqlite3): WAL journal,
 * foreign keys on, numbered migrations applied once in order inside a
 * transaction, tracked in `schema_migrations`.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** A database handle. */
export type Db = Database.Database;

/** One numbered migration: `version` increases by one from 1. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Open (creating folders and file as needed) the SQLite database at `path`
 * (`:memory:` allowed) with WAL, foreign keys and a busy timeout, and apply
 * `migrations` not yet applied.
 *
 * @throws Error when a migration fails (nothing of it is kept).
 */
export function openDatabase(path: string, migrations: readonly Migration[]): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  migrate(db, migrations);
  return db;
}

/** Apply the migrations whose version is above the database's; returns how many were applied. */
export function migrate(db: Db, migrations: readonly Migration[]): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const row = db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as { v: number | null };
  const current = row.v ?? 0;
  let applied = 0;
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (m.version <= current) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
    })();
    applied++;
  }
  return applied;
}
