/**
 * What OpenTelemetry traces cost (`BENCH_ONLY=traces`): the service with
 * traces off (the default: no SDK loaded, every span the API's no-op), on
 * with an exporter that drops every span (`drop`: the cost of making the
 * spans — Fastify's request span, the domain's and the database's — and of
 * propagating contexts), and on with OTLP/HTTP export, batched, to a local
 * sink in this process that answers 200 to every POST (`otlp`: the cost with
 * serialising and sending), each in its own process, loaded in turns
 * (`BENCH_TRACES_ROUNDS` rounds, default 2) as bench/metrics.ts does. Reports
 * requests/s, p99 and the server's CPU time per request of `/health` and of a
 * cached availability search, and the ratios against off; judged, as the
 * metrics are, on throughput per CPU second (CPU µs/req off ÷ on).
 *
 * @example BENCH_ONLY=traces BENCH_SECONDS=5 npm run bench
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, bogotaDate } from '../src/clock.js';
import { autocannonLoad, child, connections, seconds, type Child, type LoadRequest, type Row } from './lib.js';
import { cpuMicros, median } from './metrics.js';

/** Requests/s, p99 and CPU µs per request of every round of one scenario and setting. */
interface Runs {
  rps: number[];
  p99: number[];
  cpuUs: number[];
}

const SETTINGS = ['off', 'drop', 'otlp'] as const;
type Setting = (typeof SETTINGS)[number];

/** Run the comparison and print its table; returns CPU ratios off/on (throughput per CPU second, on as a share of off). */
export async function tracesSection(): Promise<Record<Exclude<Setting, 'off'>, { health: number; availability: number }>> {
  const rounds = Number(process.env.BENCH_TRACES_ROUNDS ?? 2);
  const checkin = addDays(bogotaDate(new Date()), 30);
  const scenarios: Record<string, LoadRequest> = {
    'GET /health': { path: '/health' },
    'availability (10), cached': {
      path: `/v2/bookings/agencies/retailer/availability?checkin=${checkin}&nights=3&city=Cartagena`,
      method: 'POST',
      headers: { authorization: 'Bearer demo-agency-1', 'content-type': 'application/json' },
      body: JSON.stringify({ layout: [{ adults: 2 }, { adults: 2, children_ages: [6] }] }),
    },
  };
  // The OTLP sink: reads and drops every export, counting the bytes (the spans really left the service).
  let exported = 0;
  const sink = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (exported += chunk.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
  const runs = new Map<string, Runs>();
  const servers: Partial<Record<Setting, Child>> = {};
  try {
    servers.off = await child('./server.ts');
    servers.drop = await child('./server.ts', { BENCH_TRACES: 'drop' });
    servers.otlp = await child('./server.ts', { BENCH_TRACES: sinkUrl });
    for (const svc of Object.values(servers)) for (const [name, req] of Object.entries(scenarios)) await autocannonLoad(`warm ${name}`, svc.url, req);
    for (let round = 0; round < rounds; round++)
      for (const setting of SETTINGS)
        for (const [name, req] of Object.entries(scenarios)) {
          const server = servers[setting]!;
          const cpuBefore = cpuMicros(server.pid);
          const row: Row = await autocannonLoad(name, server.url, req);
          const cpuUs = (cpuMicros(server.pid) - cpuBefore) / Math.max(1, row.rps * seconds);
          if (row.errors || row.non2xx) throw new Error(`${name} (traces ${setting}): ${row.errors} errors, ${row.non2xx} non-2xx`);
          const r = runs.get(`${name}|${setting}`) ?? { rps: [], p99: [], cpuUs: [] };
          r.rps.push(row.rps);
          r.p99.push(row.p99);
          r.cpuUs.push(cpuUs);
          runs.set(`${name}|${setting}`, r);
        }
  } finally {
    for (const s of Object.values(servers)) await s.stop();
    sink.close();
  }
  if (exported === 0) throw new Error('the OTLP server exported nothing to the sink');
  const table = Object.keys(scenarios).flatMap((name) => {
    const off = runs.get(`${name}|off`)!;
    return SETTINGS.map((setting) => {
      const r = runs.get(`${name}|${setting}`)!;
      return {
        scenario: name,
        traces: setting,
        rps: Math.round(median(r.rps)),
        'rps ratio /off': Number((median(r.rps) / median(off.rps)).toFixed(3)),
        'p99 ms': median(r.p99),
        'CPU µs/req': Number(median(r.cpuUs).toFixed(1)),
        'CPU ratio off/this': Number((median(off.cpuUs) / median(r.cpuUs)).toFixed(3)),
        'rounds rps': r.rps.map(Math.round).join(' '),
      };
    });
  });
  console.log(
    `traces off vs on: node ${process.version}, ${connections} connections, ${seconds} s per run, ${rounds} rounds (medians); ${exported} bytes exported over OTLP`,
  );
  console.table(table);
  const ratio = (name: string, setting: Setting) => median(runs.get(`${name}|off`)!.cpuUs) / median(runs.get(`${name}|${setting}`)!.cpuUs);
  const result = {
    drop: { health: ratio('GET /health', 'drop'), availability: ratio('availability (10), cached', 'drop') },
    otlp: { health: ratio('GET /health', 'otlp'), availability: ratio('availability (10), cached', 'otlp') },
  };
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(
    `throughput per CPU second with traces on (share of off): spans dropped — /health ${pct(result.drop.health)}, cached availability ${pct(result.drop.availability)}; ` +
      `OTLP export — /health ${pct(result.otlp.health)}, cached availability ${pct(result.otlp.availability)}`,
  );
  return result;
}
