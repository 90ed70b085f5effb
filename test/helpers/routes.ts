/** The routes the real service registers, as the tests that hold them against the OpenAPI document and the endpoint index compare them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../src/api/server.js';
import { ManualClock } from '../../src/clock.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { type Engine, openStore } from '../../src/store/sql.js';
import { createPostgresDatabase } from './postgres.js';
import { T0 } from './service.js';

/** `METHOD /path` with `:param`s, no trailing slash: how routes and operations are compared. */
export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/(.)\/$/, '$1')}`;
}

/** The reference page's own assets (Swagger UI files, its JSON/YAML copies of the document): not API routes. */
const isDocsAsset = (url: string) => url.startsWith('/docs/');

/**
 * Every route of the real server as a {@link routeKey}, in registration order, but HEAD and the
 * /docs assets: the server is built over a fresh, migrated database on `engine`, made ready and closed.
 */
export async function registeredRoutes(engine: Engine = 'sqlite'): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hotelbot-routes-'));
  const store = await openStore(engine === 'postgres' ? await createPostgresDatabase() : join(dir, 'service.db'), serviceMigrations);
  const registered: string[] = [];
  const { app } = buildServer({
    store,
    clock: new ManualClock(T0),
    publicBaseUrl: 'http://localhost:3000',
    onRoute: (r) => {
      if (isDocsAsset(r.url)) return;
      for (const m of [r.method].flat()) if (m !== 'HEAD') registered.push(routeKey(m, r.url));
    },
  });
  try {
    await app.ready();
  } finally {
    await app.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return registered;
}
