/**
 * Every answer of the service is the error envelope `{code: "<status>",
 * message, detail}` with Spanish text: Fastify's own errors (malformed
 * percent-encoding, an over-long path segment, unknown routes, a method a
 * route does not have, body parsing, content type, size), Node's HTTP parser
 * errors met before any request exists (unknown methods, oversized or
 * malformed headers, HTTP/1.1 without Host, another HTTP version) and
 * unexpected failures (500 without the cause). Against the real server on
 * an ephemeral port, with raw sockets where no HTTP client would send the
 * request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { buildServer } from '../../src/api/server.js';
import { STATUS_MESSAGES } from '../../src/api/http.js';
import { ManualClock } from '../../src/clock.js';
import { openStore } from '../../src/store/sql.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { call, startTestService, T0, TEST_ENGINE, type TestService } from '../helpers/service.js';
import { createPostgresDatabase } from '../helpers/postgres.js';
import { head, rawExchange, type RawResponse } from '../helpers/rawHttp.js';

let svc: TestService;
let port: number;
beforeAll(async () => {
  svc = await startTestService();
  port = Number(new URL(svc.url).port);
});
afterAll(async () => {
  await svc?.stop();
});

/** The answer is the generic envelope of `status`: Spanish message of the status, a non-empty detail, JSON, nosniff. */
function expectEnvelope(r: Pick<RawResponse, 'status' | 'json' | 'headers'>, status: number, detail?: RegExp): void {
  expect(r.status).toBe(status);
  expect(r.headers['content-type']).toMatch(/^application\/json/);
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(Object.keys(r.json ?? {}).sort()).toEqual(['code', 'detail', 'message']);
  expect(r.json.code).toBe(String(status));
  expect(r.json.message).toBe(STATUS_MESSAGES[status]);
  expect(typeof r.json.detail).toBe('string');
  expect(r.json.detail.length).toBeGreaterThan(5);
  if (detail) expect(r.json.detail).toMatch(detail);
}

describe("Fastify's own errors", () => {
  it('malformed percent-encoding in the path is a 400 in the envelope (no FST_ERR_BAD_URL)', async () => {
    for (const path of ['/v2/media/%ZZ', '/pay/%E0%A4%A', '/v2/bookings/chatbot/%']) {
      const r = await rawExchange(port, head('GET', path, { host: 'localhost', connection: 'close', authorization: 'Bearer demo-operator' }));
      expectEnvelope(r, 400, /secuencia de escape/);
      expect(r.text).not.toMatch(/FST_|Bad Request/);
    }
  });

  it('a path parameter over 100 characters is a 414 in the envelope', async () => {
    const r = await call(svc.url, 'GET', `/v2/bookings/chatbot/${'x'.repeat(150)}`);
    expectEnvelope({ ...r, json: r.body, headers: r.headers as Record<string, string> }, 414, /demasiado largo/);
  });

  it('an unknown path is a 404 naming it; a known path without that method is a 405 with Allow', async () => {
    const unknown = await call(svc.url, 'GET', '/v2/no-such-thing?x=1');
    expectEnvelope({ ...unknown, json: unknown.body, headers: unknown.headers as Record<string, string> }, 404, /^No existe la ruta GET \/v2\/no-such-thing$/);

    const del = await rawExchange(
      port,
      head('DELETE', '/v2/bookings/chatbot/cb_x', { host: 'localhost', connection: 'close', authorization: 'Bearer demo-agency-1' }),
    );
    expectEnvelope(del, 405, /no admite el método DELETE/);
    expect(del.headers.allow).toBe('GET, HEAD, PUT');
    // PROPFIND is a method Node's parser knows and no route has.
    const propfind = await rawExchange(port, head('PROPFIND', '/pay/abcdefghijkl'));
    expectEnvelope(propfind, 405);
    expect(propfind.headers.allow).toBe('GET, HEAD, POST');
    const options = await rawExchange(port, head('OPTIONS', '/v2/links/schedule/'));
    expectEnvelope(options, 405);
    expect(options.headers.allow).toBe('POST');
  });

  it('bad JSON (a `__proto__` key included), an empty JSON body, a wrong content type and a body over 1 MiB: each its status and Spanish detail', async () => {
    const post = (body: string, contentType: string) =>
      request(`${svc.url}/v2/links/schedule`, { method: 'POST', headers: { authorization: 'Bearer demo-operator', 'content-type': contentType }, body });
    const read = async (p: ReturnType<typeof post>) => {
      const res = await p;
      return { status: res.statusCode, headers: res.headers as Record<string, string>, json: await res.body.json() };
    };
    expectEnvelope(await read(post('{"hotel_id": 1,', 'application/json')), 400, /no es JSON válido/);
    expectEnvelope(await read(post('{"__proto__": {"admin": true}}', 'application/json')), 400, /no es JSON válido/);
    expectEnvelope(await read(post('', 'application/json')), 400, /se esperaba un objeto JSON/);
    expectEnvelope(await read(post('<link/>', 'application/xml')), 415, /application\/xml/);
    const big = JSON.stringify({ description: 'x'.repeat(1024 * 1024) });
    expectEnvelope(await read(post(big, 'application/json')), 413, /máximo 1 MiB/);
  });

  it('the card form has its own small body limit: 413 in the envelope', async () => {
    const res = await request(`${svc.url}/pay/abcdefghijkl`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `card_holder=${'a'.repeat(20_000)}`,
    });
    expectEnvelope({ status: res.statusCode, headers: res.headers as Record<string, string>, json: await res.body.json() }, 413, /máximo 16 KiB/);
  });
});

describe("Node's HTTP parser errors, before any request exists", () => {
  it('an unknown method is a 501 in the envelope, and the connection is closed', async () => {
    const r = await rawExchange(port, head('BREW', '/health'));
    expectEnvelope(r, 501, /método HTTP/);
    expect(r.closedByServer).toBe(true);
  });

  it('a header over the size limit is a 431 in the envelope', async () => {
    const r = await rawExchange(port, head('GET', '/health', { host: 'localhost', 'x-filler': 'a'.repeat(20_000) }));
    expectEnvelope(r, 431, /cabeceras/);
  });

  it('malformed headers and framing are a 400 in the envelope', async () => {
    for (const bad of [
      'GET /health HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n',
      'GET /health HTTP/1.1\r\nHost: localhost\r\nX: a\u0000b\r\n\r\n',
      'POST /v2/links/schedule HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'GET  HTTP/1.1\r\nHost: localhost\r\n\r\n',
    ]) {
      const r = await rawExchange(port, bad);
      expectEnvelope(r, 400, /mal formada/);
    }
  });

  it('HTTP/1.1 without Host is a 400 naming the header; HTTP/1.0 without it is served', async () => {
    const r = await rawExchange(port, head('GET', '/health', { connection: 'close' }));
    expectEnvelope(r, 400, /cabecera Host/);
    expect(r.closedByServer).toBe(true);
    const old = await rawExchange(port, head('GET', '/health', {}, 'HTTP/1.0'));
    expect(old.status).toBe(200);
    expect(old.json).toEqual({ status: 'ok' });
  });

  it('another HTTP version (HTTP/2 without TLS included) is a 505 in the envelope', async () => {
    expectEnvelope(await rawExchange(port, 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'), 505);
    expectEnvelope(await rawExchange(port, head('GET', '/health', { host: 'localhost' }, 'HTTP/3.1')), 505);
  });

  it('an Expect other than 100-continue is a 417, and CONNECT a 501, both in the envelope', async () => {
    expectEnvelope(await rawExchange(port, head('GET', '/health', { host: 'localhost', expect: 'teapot', connection: 'close' })), 417, /teapot/);
    const connect = await rawExchange(port, head('CONNECT', 'example.com:443', { host: 'example.com:443' }));
    expectEnvelope(connect, 501, /CONNECT/);
    expect(connect.closedByServer).toBe(true);
  });

  it('the service keeps answering after all of it', async () => {
    expect((await call(svc.url, 'GET', '/health', { key: null })).status).toBe(200);
  });
});

describe('unexpected failures', () => {
  it('are a 500 in the envelope that says nothing of the cause: no message, no stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hotelbot-envelope-'));
    const store = await openStore(TEST_ENGINE === 'postgres' ? await createPostgresDatabase() : join(dir, 'service.db'), serviceMigrations);
    const { app } = buildServer({ store, clock: new ManualClock(T0), publicBaseUrl: 'http://localhost:3000' });
    app.get('/boom', () => {
      throw new Error('secret-table-name exploded');
    });
    app.get('/boom-async', async () => {
      throw Object.assign(new TypeError('cannot read secret of undefined'), { statusCode: undefined });
    });
    try {
      for (const url of ['/boom', '/boom-async']) {
        const r = await app.inject({ method: 'GET', url });
        const json = r.json();
        expectEnvelope({ status: r.statusCode, json, headers: r.headers as Record<string, string> }, 500);
        expect(r.body).not.toMatch(/secret|exploded|\.ts\b|TypeError|stack/);
      }
    } finally {
      await app.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
