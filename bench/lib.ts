/**
 * Shared parts of the benchmarks: the load generators (autocannon, a small
 * undici pool loop for large bodies, and {@link rawLoad} for storms of
 * megabyte answers), the helper processes, and the
 * result table. Every load is bounded in time (BENCH_SECONDS) and sent only
 * to 127.0.0.1.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { RawHttpConnection, type RawAnswer } from './rawHttp.js';

/** Seconds of load per scenario (BENCH_SECONDS, default 5). */
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** Concurrent connections of throughput scenarios (BENCH_CONNECTIONS, default 20). */
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** Body of the payment-link creation (14) scenarios: hotel 1 and agency 1 exist in the demo and the scale data. */
export const LINK_BODY = JSON.stringify({
  hotel_id: 1,
  guest_name: 'Ana Gómez',
  email: 'ana@example.com',
  phone: '+573001234567',
  amount: '350000',
  description: 'Estadía',
  available_hours: 24,
  agency_id: 1,
});

/** One measured scenario: requests/s and latency percentiles in ms. */
export interface Row {
  scenario: string;
  /** Load generator: autocannon, undici (see {@link undiciLoad}) or raw (see {@link rawLoad}). */
  client: 'autocannon' | 'undici' | 'raw';
  conns: number;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  /** Mean response body size, kB (as sent: compressed when the response was). */
  kB: number;
  errors: number;
  non2xx: number;
}

/** A request of a scenario: method, headers, body, and a fixed path (and body) or one per request. */
export interface LoadRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** The body, or a function giving the body of the i-th request. */
  body?: string | ((i: number) => string);
  /** Path and query, e.g. `/health`, or a function giving the path of the i-th request. */
  path: string | ((i: number) => string);
}

/**
 * Load `base` with autocannon for {@link seconds}. autocannon (9.x) turns
 * every response body into a string, which caps it far below the service on
 * bodies of hundreds of kB: {@link undiciLoad} measures those too.
 */
export async function autocannonLoad(scenario: string, base: string, req: LoadRequest, conns = connections): Promise<Row> {
  let i = 0;
  const { path, body } = req;
  const perRequest = typeof path === 'function' || typeof body === 'function';
  const r = await autocannon({
    url: base + (typeof path === 'string' ? path : path(0)),
    connections: conns,
    duration: seconds,
    method: req.method ?? 'GET',
    headers: req.headers ?? {},
    ...(typeof body === 'string' ? { body } : {}),
    ...(perRequest
      ? {
          requests: [
            {
              setupRequest: (r: autocannon.Request) => {
                const n = i++;
                return { ...r, path: typeof path === 'string' ? path : path(n), ...(typeof body === 'function' ? { body: body(n) } : {}) };
              },
            },
          ],
        }
      : {}),
  });
  const count = r.requests.total || 1;
  return {
    scenario,
    client: 'autocannon',
    conns,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    kB: Math.round(r.throughput.total / count / 102.4) / 10,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** The row of a load that took `elapsed` seconds: latencies (ms, sorted here, in place) and body bytes read. */
export function loadRow(
  scenario: string,
  client: Row['client'],
  conns: number,
  latencies: number[],
  elapsed: number,
  bytes: number,
  errors: number,
  non2xx: number,
): Row {
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! * 100) / 100 : NaN);
  return {
    scenario,
    client,
    conns,
    rps: Math.round(latencies.length / elapsed),
    p50: pct(0.5),
    p97_5: pct(0.975),
    p99: pct(0.99),
    kB: latencies.length ? Math.round(bytes / latencies.length / 102.4) / 10 : 0,
    errors,
    non2xx,
  };
}

/** One connection of a load: sends a request, resolves once its answer is read through. */
interface LoadConnection {
  send(method: string, path: string, headers: Record<string, string>, body: string | undefined): Promise<RawAnswer>;
  close(): void;
}

/**
 * Run `req` for {@link seconds} on `conns` connections made by `connect`,
 * each sending its next request when the previous answer is read through.
 * A request that throws counts as an error. Latency in ms with
 * sub-millisecond precision. At most 2,000,000 requests.
 */
async function closedLoop(scenario: string, client: Row['client'], req: LoadRequest, conns: number, connect: () => LoadConnection): Promise<Row> {
  const latencies: number[] = [];
  let bytes = 0;
  let errors = 0;
  let non2xx = 0;
  let i = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: conns }, async () => {
      const connection = connect();
      try {
        while (performance.now() < deadline && latencies.length < 2_000_000) {
          const n = i++;
          const path = typeof req.path === 'string' ? req.path : req.path(n);
          const body = typeof req.body === 'function' ? req.body(n) : req.body;
          const t = performance.now();
          try {
            const answer = await connection.send(req.method ?? 'GET', path, req.headers ?? {}, body);
            bytes += answer.bytes;
            if (answer.status < 200 || answer.status >= 300) non2xx++;
            latencies.push(performance.now() - t);
          } catch {
            errors++;
          }
        }
      } finally {
        connection.close();
      }
    }),
  );
  return loadRow(scenario, client, conns, latencies, (performance.now() - started) / 1000, bytes, errors, non2xx);
}

/**
 * Load `base` for {@link seconds} with `conns` keep-alive connections of an
 * undici pool, each sending its next request when the previous answer is read
 * through (bytes counted, not decoded). Latency in ms with sub-millisecond
 * precision. At most 2,000,000 requests.
 */
export async function undiciLoad(scenario: string, base: string, req: LoadRequest, conns = connections): Promise<Row> {
  const pool = new Pool(base, { connections: conns, pipelining: 1 });
  try {
    return await closedLoop(scenario, 'undici', req, conns, () => ({
      async send(method, path, headers, body) {
        const res = await pool.request({ path, method: method as 'GET' | 'POST', headers, body: body ?? null });
        let bytes = 0;
        for await (const chunk of res.body) bytes += (chunk as Buffer).length;
        return { status: res.statusCode, bytes };
      },
      close() {},
    }));
  } finally {
    await pool.close();
  }
}

/**
 * As {@link undiciLoad}, with `conns` connections of bench/rawHttp.ts instead
 * of an undici pool: every answer is read into one buffer reused by all
 * connections, so reading megabytes a second costs the benchmark process
 * little (see that module for why and for what it reads). A request that
 * fails counts as an error and its connection is opened again.
 */
export async function rawLoad(scenario: string, base: string, req: LoadRequest, conns = connections): Promise<Row> {
  const buffer = Buffer.allocUnsafe(256 * 1024);
  return closedLoop(scenario, 'raw', req, conns, () => {
    let connection: RawHttpConnection | undefined;
    return {
      async send(method, path, headers, body) {
        try {
          connection ??= await RawHttpConnection.open(base, buffer);
          return await connection.request(method, path, headers, body);
        } catch (err) {
          connection?.close();
          connection = undefined;
          throw err;
        }
      },
      close() {
        connection?.close();
      },
    };
  });
}

/** A helper process started by {@link child}. */
export interface Child {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Start a bench/ helper in its own process and read the `{"url"}` line it
 * prints: a .ts helper through tsx, a .mjs one with plain node.
 */
export async function child(script: string, env: Record<string, string> = {}): Promise<Child> {
  const path = fileURLToPath(new URL(script, import.meta.url));
  const proc = spawn(process.execPath, [...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), path], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const [line] = (await once(createInterface({ input: proc.stdout! }), 'line')) as [string];
  const exited = once(proc, 'exit');
  return {
    url: (JSON.parse(line) as { url: string }).url,
    pid: proc.pid!,
    async stop() {
      proc.kill('SIGTERM');
      await exited;
    },
  };
}

/** Peak (VmHWM) and current (VmRSS) resident memory of process `pid`, MiB, from /proc (Linux). */
export function residentMemory(pid: number): { peakMiB: number; currentMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { peakMiB: Math.round(kb('VmHWM') / 1024), currentMiB: Math.round(kb('VmRSS') / 1024) };
}

/**
 * Reset the peak resident memory (VmHWM) of process `pid` to its current
 * resident memory (Linux `clear_refs` 5); false where that is not allowed.
 */
export function resetPeakMemory(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
