/** Start-up rules of the service: production mode refuses the demo keys. */
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startService, StartupError } from '../../src/api/service.js';
import { exec, first, openStore, sql } from '../../src/store/sql.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { findApiKey } from '../../src/store/service/apiKeys.js';
import { freshLocation } from '../helpers/postgres.js';
import { TEST_ENGINE } from '../helpers/service.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
/** A new empty database on the suite's engine (a SQLite file in a temp folder removed after the test, or a PostgreSQL database). */
async function dbPath(): Promise<string> {
  const location = await freshLocation(TEST_ENGINE, 'hotelbot_start');
  if (TEST_ENGINE === 'sqlite') dirs.push(dirname(location));
  return location;
}

describe('service start-up', () => {
  it('refuses production mode while demo API keys exist, and starts once they are revoked', async () => {
    const path = await dbPath();
    const demo = await startService({ databasePath: path, port: 0, demo: true, seed: true });
    await demo.close();
    await expect(startService({ databasePath: path, port: 0, demo: false, seed: false })).rejects.toBeInstanceOf(StartupError);
    const store = await openStore(path, serviceMigrations);
    await exec(store.db, sql`UPDATE api_keys SET revoked_at = ${new Date().toISOString()} WHERE is_demo = 1`);
    expect(await findApiKey(store.db, 'demo-operator')).toBeUndefined();
    await store.close();
    const prod = await startService({ databasePath: path, port: 0, demo: false, seed: false });
    expect((await fetch(`${prod.url}/health`)).status).toBe(200);
    expect((await fetch(`${prod.url}/v2/bookings/chatbot/x/status`, { headers: { authorization: 'Bearer demo-operator' } })).status).toBe(401);
    await prod.close();
  });

  it('seeds demo data once: a second start keeps what the first wrote', async () => {
    const path = await dbPath();
    const a = await startService({ databasePath: path, port: 0 });
    await exec(a.store.db, sql`UPDATE hotels SET name = 'Renombrado' WHERE id = 1`);
    await a.close();
    const b = await startService({ databasePath: path, port: 0 });
    expect(await first(b.store.db, sql`SELECT name FROM hotels WHERE id = 1`)).toEqual({ name: 'Renombrado' });
    await b.close();
  });
});
