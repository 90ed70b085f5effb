/**
 * The service for benchmarks, in its own process so the load generator does
 * not share its event loop; prints `{"url": …, "pid": …}` on stdout once
 * listening and stops on SIGTERM. The per-key rate limit is off: the
 * benchmarks measure the service, not the limiter.
 *
 * Without BENCH_DATABASE: a fresh SQLite file in a temp folder with the demo
 * data, removed at exit. With BENCH_DATABASE=<path>: that database as it is
 * (e.g. the scale dataset of `npm run seed:scale`), not seeded; the caller
 * owns the file. BENCH_METRICS=off: no metrics at all (no request timing, no
 * counters, no `/metrics`), to measure what they cost (bench/metrics.ts).
 * BENCH_TRACES=drop: OpenTelemetry traces on, every span made and then
 * dropped by the exporter; BENCH_TRACES=<http URL>: traces on, exported over
 * OTLP/HTTP (batched) to that endpoint; unset: traces off, no SDK loaded
 * (bench/traces.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService } from '../src/api/service.js';

const traces = process.env.BENCH_TRACES;
if (traces) {
  // Before the service's Fastify app is built (its request spans are added as it is created).
  const { startTracing } = await import('../src/tracing/sdk.js');
  const { ExportResultCode } = await import('@opentelemetry/core');
  const drop = { export: (_spans: unknown[], done: (r: { code: number }) => void) => done({ code: ExportResultCode.SUCCESS }), shutdown: async () => {} };
  startTracing(traces === 'drop' ? { serviceName: 'hotelbot-bench', exporter: drop, batch: true } : { serviceName: 'hotelbot-bench', endpoint: traces });
}

const given = process.env.BENCH_DATABASE;
const dir = given ? undefined : mkdtempSync(join(tmpdir(), 'hotelbot-bench-'));
const svc = await startService({
  databasePath: given ?? join(dir!, 'service.db'),
  host: '127.0.0.1',
  port: 0,
  demo: true,
  seed: !given,
  rateLimitPerSecond: 0,
  ...(process.env.BENCH_METRICS === 'off' ? { metrics: false as const } : {}),
});
process.stdout.write(`${JSON.stringify({ url: svc.url, pid: process.pid })}\n`);
process.once('SIGTERM', () => {
  void svc.close().then(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
