/**
 * The endpoint index, `docs/endpoints.md`: the committed file is what
 * `npm run docs:endpoints` writes from the current code; every route the real
 * server registers (but HEAD and the reference page's assets) is in it
 * exactly once, and nothing else is; every route module, domain method and
 * client method it names exists.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildEndpointIndex, ENDPOINTS_DOC_PATH, endpointRows, ROOT, sourceFacts } from '../../scripts/endpoints.js';
import { OPERATIONS } from '../../src/api/contract/operations.js';
import { HotelApiClient } from '../../src/api/client.js';
import { fastifyRouteOf } from '../../src/api/http.js';
import { buildServer } from '../../src/api/server.js';
import { ManualClock } from '../../src/clock.js';
import { serviceMigrations } from '../../src/store/service/migrations.js';
import { openStore } from '../../src/store/sql.js';
import { T0 } from '../helpers/service.js';

const REGENERATE = 'docs/endpoints.md is out of date: run `npm run docs:endpoints` and commit the result';

/** `METHOD /path` with `:param`s, no trailing slash: how routes and index rows are compared. */
function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/(.)\/$/, '$1')}`;
}

/** The reference page's own assets (Swagger UI files, its JSON/YAML copies of the document): not operations. */
const isDocsAsset = (url: string) => url.startsWith('/docs/');

/** The rows of the committed index's table: number, `METHOD path` and operation id as written. */
function committedRows(): { endpoint: string; methodPath: string; operationId: string }[] {
  const md = readFileSync(ENDPOINTS_DOC_PATH, 'utf8');
  const table = md.slice(md.indexOf('|---'));
  return [...table.matchAll(/^\| ([^|]*) \| `([A-Z]+ [^`]+)` \| `(\w+)` \|/gm)].map((m) => ({
    endpoint: m[1]!.trim(),
    methodPath: m[2]!.replace(/\\\|/g, '|'),
    operationId: m[3]!,
  }));
}

/** The module of a file under the root. */
async function load(file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(resolve(ROOT, file)).href)) as Record<string, unknown>;
}

describe('docs/endpoints.md', () => {
  it('is what `npm run docs:endpoints` writes from the current code', () => {
    expect(existsSync(ENDPOINTS_DOC_PATH), REGENERATE).toBe(true);
    expect(readFileSync(ENDPOINTS_DOC_PATH, 'utf8'), REGENERATE).toBe(buildEndpointIndex());
  });

  it('has one row per operation of the table, with its number, method and path', () => {
    const rows = committedRows();
    expect(rows.map((r) => r.operationId)).toEqual(OPERATIONS.map((op) => op.operationId));
    for (const [i, op] of OPERATIONS.entries()) {
      expect(rows[i]!.endpoint).toBe(op.endpoint ?? '');
      expect(rows[i]!.methodPath).toBe(`${op.method.toUpperCase()} ${op.path}`);
    }
    // Every interface endpoint, 1 to 20 and 2b, has a row.
    const numbers = new Set(rows.flatMap((r) => r.endpoint.split(', ').filter(Boolean)));
    expect([...numbers].sort()).toEqual([...Array.from({ length: 20 }, (_, i) => String(i + 1)), '2b'].sort());
  });

  it('lists every route the real server registers exactly once, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hotelbot-endpoints-'));
    const store = await openStore(join(dir, 'service.db'), serviceMigrations);
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
    const byId = new Map(OPERATIONS.map((op) => [op.operationId as string, op]));
    const indexed = committedRows().map((r) => {
      const op = byId.get(r.operationId);
      expect(op, `${r.operationId} is not an operation of the table`).toBeDefined();
      return routeKey(op!.method, fastifyRouteOf(op!));
    });
    expect(registered.length).toBeGreaterThanOrEqual(30);
    for (const route of registered)
      expect(
        indexed.filter((k) => k === route),
        `${route} in the index`,
      ).toHaveLength(1);
    expect(
      indexed.filter((k) => !registered.includes(k)),
      'rows without a route of the server',
    ).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('names route modules, domain methods and client methods that exist', async () => {
    const facts = sourceFacts();
    const rows = endpointRows(OPERATIONS, facts);
    expect(facts.clientClass).toBe(HotelApiClient.name);
    for (const r of rows) {
      expect(r.routeFile, `${r.operationId}: no route module`).toBeDefined();
      expect(existsSync(resolve(ROOT, r.routeFile!)), `${r.operationId}: ${r.routeFile}`).toBe(true);
      if (r.routeFunction) expect(typeof (await load(r.routeFile!))[r.routeFunction], `${r.routeFile} exports ${r.routeFunction}`).toBe('function');
      for (const d of r.domain) {
        const cls = (await load(d.file))[d.className] as { prototype?: Record<string, unknown> } | undefined;
        expect(typeof cls, `${d.file} exports ${d.className}`).toBe('function');
        expect(typeof cls!.prototype?.[d.method], `${r.operationId}: ${d.className}.${d.method}`).toBe('function');
      }
      for (const m of r.clientMethods)
        expect(typeof (HotelApiClient.prototype as unknown as Record<string, unknown>)[m], `${r.operationId}: HotelApiClient.${m}`).toBe('function');
    }
    // The interface's endpoints are served by a route module and reach the domain.
    for (const r of rows.filter((row) => row.endpoint !== null)) {
      expect(r.routeFile, r.operationId).toMatch(/^src\/api\/routes\//);
      expect(r.domain.length, `${r.operationId}: no domain call`).toBeGreaterThan(0);
    }
    // The client calls at least the endpoints the bot uses (17 among them), each by a method of its own name.
    expect(rows.find((r) => r.operationId === 'markReservationsPaid')?.clientMethods).toEqual(['markPaid']);
  });
});
