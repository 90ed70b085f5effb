/**
 * The benchmarks' light HTTP client (bench/rawHttp.ts) and the load built on
 * it (rawLoad in bench/lib.ts), against a real Node.js HTTP server on an
 * ephemeral port: what they count is what the server sent, and what they do
 * not understand fails instead of being counted.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawHttpConnection } from '../../bench/rawHttp.js';

const BIG = Buffer.alloc(3 * 1024 * 1024 + 17, 'x');
let server: Server;
let base: string;
let connections = 0;
const bodies: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      bodies.push(body);
      if (req.url === '/big') res.writeHead(200, { 'content-length': BIG.length }).end(BIG);
      else if (req.url === '/chunked') {
        res.writeHead(200);
        res.write('a');
        res.end('b');
      } else if (req.url === '/cut') {
        res.writeHead(200, { 'content-length': 100 });
        res.write('only part');
        setTimeout(() => res.destroy(), 20);
      } else if (req.url === '/long-head') res.writeHead(200, { 'x-long': 'a'.repeat(70_000), 'content-length': 2 }).end('ok');
      else if (req.url === '/missing') res.writeHead(404, { 'content-length': 2 }).end('no');
      else res.writeHead(200, { 'content-length': Buffer.byteLength(body) + 3 }).end(`ok ${body}`);
    });
  });
  server.on('connection', () => connections++);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('RawHttpConnection', () => {
  it('sends requests one after another on one connection and counts each answer', async () => {
    const before = connections;
    const c = await RawHttpConnection.open(base, Buffer.alloc(64));
    try {
      expect(await c.request('POST', '/echo', { 'content-type': 'text/plain' }, 'héllo')).toEqual({ status: 200, bytes: 3 + 6 });
      expect(await c.request('GET', '/missing')).toEqual({ status: 404, bytes: 2 });
      expect(await c.request('GET', '/big')).toEqual({ status: 200, bytes: BIG.length });
      expect(await c.request('GET', '/echo')).toEqual({ status: 200, bytes: 3 });
    } finally {
      c.close();
    }
    expect(connections - before).toBe(1);
    expect(bodies).toContain('héllo');
  });

  it('refuses an answer without content-length instead of guessing its end', async () => {
    const c = await RawHttpConnection.open(base, Buffer.alloc(1024));
    await expect(c.request('GET', '/chunked')).rejects.toThrow(/does not read/);
  });

  it('reads heads split over many reads, and refuses one longer than 64 KiB', async () => {
    const c = await RawHttpConnection.open(base, Buffer.alloc(5));
    try {
      expect(await c.request('GET', '/missing')).toEqual({ status: 404, bytes: 2 });
      expect(await c.request('GET', '/echo')).toEqual({ status: 200, bytes: 3 });
      await expect(c.request('GET', '/long-head')).rejects.toThrow(/longer than 65536 bytes/);
    } finally {
      c.close();
    }
  });

  it('fails a request whose connection closes before the answer is complete', async () => {
    const c = await RawHttpConnection.open(base, Buffer.alloc(1024));
    await expect(c.request('GET', '/cut')).rejects.toThrow(/closed/);
  });
});

describe('rawLoad', () => {
  it('counts answers, their size and the ones that were not 2xx', async () => {
    process.env.BENCH_SECONDS = '0.3';
    const { rawLoad } = await import('../../bench/lib.js');
    // Every answer is "ok " and the 2,045-byte body: 2,048 bytes, 2 kB.
    const ok = await rawLoad('echo', base, { method: 'POST', path: '/echo', body: (i) => String(i % 10).repeat(2045) }, 3);
    expect(ok).toMatchObject({ client: 'raw', conns: 3, errors: 0, non2xx: 0, kB: 2 });
    expect(ok.rps).toBeGreaterThan(0);
    const missing = await rawLoad('missing', base, { path: (i) => (i % 2 ? '/missing' : '/echo') }, 1);
    expect(missing.non2xx).toBeGreaterThan(0);
    expect(missing.errors).toBe(0);
    const cut = await rawLoad('cut', base, { path: '/cut' }, 1);
    expect(cut.errors).toBeGreaterThan(0);
    expect(cut.rps).toBe(0);
  });
});
