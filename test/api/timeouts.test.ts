/**
 * Connection and request timeouts of the service's HTTP server, with the
 * limits lowered (headers 400 ms, request 800 ms, keep-alive 300 ms) on the
 * real server over raw sockets: unfinished headers, a silent connection, a
 * body that never arrives or only trickles in are answered 408 in the
 * envelope and closed; an idle kept-alive connection is closed. Each test is
 * bounded by its own timeout (a few seconds), far below what a server
 * without timeouts would keep the connection for; nothing asserts on
 * elapsed time. Also the settings and their defaults.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/api/server.js';
import { DEFAULT_HTTP_LIMITS, httpLimits } from '../../src/api/serverProtocol.js';
import { STATUS_MESSAGES } from '../../src/api/http.js';
import { ManualClock } from '../../src/clock.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { openStore, type Store } from '../../src/store/sql.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { T0, TEST_ENGINE } from '../helpers/service.js';
import { createPostgresDatabase } from '../helpers/postgres.js';
import { head, parseRaw, rawExchange, type RawResponse } from '../helpers/rawHttp.js';

const LIMITS = { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 300 };
/** Bound of each test: the server must have closed the connection by then. */
const BOUND_MS = 5000;

let dir: string;
let store: Store;
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-timeouts-'));
  store = await openStore(TEST_ENGINE === 'postgres' ? await createPostgresDatabase() : join(dir, 'service.db'), serviceMigrations);
  ({ app } = buildServer({ store, clock: new ManualClock(T0), publicBaseUrl: 'http://localhost:3000', http: LIMITS }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  port = typeof addr === 'object' && addr ? addr.port : 0;
});
afterAll(async () => {
  await app?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

function expect408(r: RawResponse): void {
  expect(r.closedByServer).toBe(true);
  expect(r.status).toBe(408);
  expect(r.json).toEqual({ code: '408', message: STATUS_MESSAGES[408], detail: expect.stringMatching(/no llegó completa a tiempo/) });
  expect(r.headers.connection).toBe('close');
}

describe('the server applies the limits', () => {
  it('headers, request and keep-alive timeouts are set on the HTTP server', () => {
    expect(app.server.headersTimeout).toBe(400);
    expect(app.server.requestTimeout).toBe(800);
    expect(app.server.keepAliveTimeout).toBe(300);
  });
});

// Each on its own connection: they run side by side.
describe.concurrent('slow or silent clients', () => {
  it('headers that never finish: 408 in the envelope, connection closed', { timeout: BOUND_MS }, async () => {
    expect408(await rawExchange(port, 'GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: still wri'));
  });

  it('a connection that sends nothing: 408, closed', { timeout: BOUND_MS }, async () => {
    expect408(await rawExchange(port, ''));
  });

  it('a body that never arrives: 408 in the envelope, closed', { timeout: BOUND_MS }, async () => {
    const r = await rawExchange(
      port,
      `${head('POST', '/pay/abcdefghijkl', { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded', 'content-length': '100' })}card_number=42`,
    );
    expect408(r);
  });

  it('a body that trickles in without end is cut at the request timeout, activity or not', { timeout: BOUND_MS }, async () => {
    const r = await new Promise<RawResponse>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      let timer: NodeJS.Timeout | undefined;
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve(parseRaw(Buffer.concat(chunks).toString('utf8'), true));
      });
      socket.on('connect', () => {
        socket.write(head('POST', '/pay/abcdefghijkl', { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded', 'content-length': '10000' }));
        timer = setInterval(() => socket.writable && socket.write('a'), 50);
      });
    });
    expect408(r);
  });

  it('an idle kept-alive connection is closed after its answer, with no second answer', { timeout: BOUND_MS }, async () => {
    const r = await rawExchange(port, head('GET', '/health', { host: 'localhost', connection: 'keep-alive' }));
    expect(r.closedByServer).toBe(true);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: 'ok' });
    expect(r.raw.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
  });

  it('a complete request in time is served as usual', async () => {
    const r = await rawExchange(port, head('GET', '/health'));
    expect(r.status).toBe(200);
  });
});

describe('settings', () => {
  it('default to headers 10 s, request 30 s, keep-alive 5 s, JSON bodies 1 MiB, in the server and in the configuration', () => {
    expect(httpLimits()).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, bodyLimitBytes: 1024 * 1024 });
    expect(DEFAULT_HTTP_LIMITS).toEqual(httpLimits());
    const c = loadConfig({});
    expect([c.httpHeadersTimeoutMs, c.httpRequestTimeoutMs, c.httpKeepAliveTimeoutMs]).toEqual([10_000, 30_000, 5_000]);
    const set = loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '2000', HTTP_REQUEST_TIMEOUT_MS: '4000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '1500' });
    expect([set.httpHeadersTimeoutMs, set.httpRequestTimeoutMs, set.httpKeepAliveTimeoutMs]).toEqual([2000, 4000, 1500]);
  });

  it('refuse a headers timeout longer than the request timeout, and values out of range', () => {
    expect(() => httpLimits({ headersTimeoutMs: 5000, requestTimeoutMs: 1000 })).toThrow(RangeError);
    expect(() => httpLimits({ keepAliveTimeoutMs: 0 })).toThrow(RangeError);
    const err = (() => {
      try {
        loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000' });
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).setting).toBe('HTTP_HEADERS_TIMEOUT_MS');
    expect((err as ConfigError).message).toMatch(/must not exceed HTTP_REQUEST_TIMEOUT_MS \(30000\)/);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '500' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
  });
});
