/**
 * The committed API reference, `docs/openapi.json`, is exactly what a running
 * service serves at `GET /openapi.json` (same content, same key order, the
 * format `npm run docs:openapi` writes), and holds nothing specific to the
 * machine or the run that served it. What the document says is checked by
 * `openapi.test.ts`; this file only keeps the committed copy from drifting.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { OPENAPI_DOC_PATH, renderOpenApiJson } from '../../scripts/openapi.js';
import { startTestService, type TestService } from '../helpers/service.js';

const REGENERATE = 'docs/openapi.json is out of date: run `npm run docs:openapi` and commit the result';

/** JSON paths (`/a/b/0`) where two JSON values differ, at most `limit` of them. */
function differences(a: unknown, b: unknown, limit = 10, at = '', out: string[] = []): string[] {
  if (out.length >= limit) return out;
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    for (const k of new Set([...ka, ...kb])) {
      const path = `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (!(k in a)) out.push(`${path} (only served)`);
      else if (!(k in b)) out.push(`${path} (only committed)`);
      else differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], limit, path, out);
      if (out.length >= limit) break;
    }
    if (out.length < limit && ka.join('\n') !== kb.join('\n') && ka.length === kb.length && ka.every((k) => k in b)) out.push(`${at || '/'} (key order)`);
  } else if (a !== b) out.push(at || '/');
  return out;
}

let svc: TestService;
let servedText: string;
let served: unknown;
let committedText: string | undefined;

beforeAll(async () => {
  svc = await startTestService();
  const res = await request(`${svc.url}/openapi.json`);
  expect(res.statusCode).toBe(200);
  servedText = await res.body.text();
  served = JSON.parse(servedText);
  try {
    committedText = readFileSync(OPENAPI_DOC_PATH, 'utf8');
  } catch {
    committedText = undefined;
  }
});
afterAll(async () => {
  await svc.stop();
});

describe('docs/openapi.json', () => {
  it('is what the running service serves at /openapi.json, in the format of `npm run docs:openapi`', () => {
    expect(committedText, `docs/openapi.json is missing: run \`npm run docs:openapi\``).toBeDefined();
    const committed: unknown = JSON.parse(committedText!);
    // Served as plain JSON.stringify of the document: re-rendering it keeps its key order.
    expect(JSON.stringify(served)).toBe(servedText);
    const where = differences(served, committed);
    expect(where, `${REGENERATE} (differs at ${where.join(', ')})`).toEqual([]);
    expect(committedText === renderOpenApiJson(served), `${REGENERATE} (same content, other formatting)`).toBe(true);
  });

  it('holds nothing specific to the machine or the run: no servers, host, port, temp path or date', () => {
    const doc = served as Record<string, unknown>;
    expect(doc).not.toHaveProperty('servers');
    const { port } = new URL(svc.url);
    for (const needle of ['127.0.0.1', 'localhost', `:${port}`, svc.dir, process.cwd()]) expect(servedText, needle).not.toContain(needle);
    // No calendar dates (the test clock's, today's or any other): formats and examples only name them.
    expect(servedText).not.toMatch(/\b(19|20)\d\d-[01]\d-[0-3]\d\b/);
  });
});
