/**
 * A fresh PostgreSQL database per test on the suite's server (see
 * `test/setup/postgres.ts`), and the engines a both-engine suite runs on.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, inject } from 'vitest';
import { openStore, type Engine, type Migration, type Store } from '../../src/store/sql.js';

/** The engines both-engine suites run on (`TEST_ENGINES=sqlite` narrows it). */
export const ENGINES: readonly Engine[] = (process.env.TEST_ENGINES?.split(',') as Engine[] | undefined) ?? ['sqlite', 'postgres'];

/** Create an empty database on the test server; returns its URL. */
export async function createPostgresDatabase(prefix = 'hotelbot'): Promise<string> {
  const admin = inject('postgresAdminUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`.toLowerCase();
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A location for a new, empty database on `engine`: a SQLite file in a new temp folder or a new PostgreSQL database. */
export async function freshLocation(engine: Engine, prefix = 'hotelbot'): Promise<string> {
  if (engine === 'postgres') return createPostgresDatabase(prefix);
  return join(mkdtempSync(join(tmpdir(), `${prefix}-`)), `${prefix}.db`);
}

/**
 * Stores a test opens, closed after each test: call at the top of a test
 * file; returns `open(location)`, which opens (and migrates with
 * `migrations`) a store at `location`.
 */
export function useStores(migrations: readonly Migration[]): (location: string) => Promise<Store> {
  const opened: Store[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });
  return async (location) => {
    const s = await openStore(location, migrations);
    opened.push(s);
    return s;
  };
}
