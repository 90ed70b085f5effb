/**
 * What the Prometheus metrics cost (`BENCH_ONLY=metrics`): the service with
 * metrics on (request timing, business counters, `/metrics`) and with them
 * off (`BENCH_METRICS=off`), each in its own process, loaded in turns (off,
 * on, off, on…, `BENCH_METRICS_ROUNDS` rounds, default 2) so a neighbour's
 * load on a shared machine falls on both alike. Reports requests/s and p99
 * of `/health` and of a cached availability search (endpoint 10, the same
 * search every time: all hits after the first) per setting, the server
 * process's CPU time per request (from /proc), and the ratios on/off. The
 * target: metrics cost under 5 % of cached availability's throughput, judged
 * on throughput per CPU second (CPU ratio off/on ≥ 0.95), which a busy
 * shared machine disturbs far less than requests/s.
 *
 * @example BENCH_ONLY=metrics BENCH_SECONDS=5 npm run bench
 */
import { readFileSync } from 'node:fs';
import { addDays, bogotaDate } from '../src/clock.js';
import { autocannonLoad, child, connections, seconds, type LoadRequest, type Row } from './lib.js';

/** Requests/s, p99 and the server's CPU time per request (µs) of every round of one scenario and setting. */
interface Runs {
  rps: number[];
  p99: number[];
  cpuUs: number[];
}

/** CPU time (user + system) process `pid` has used so far, µs, from /proc (Linux; clock ticks of 10 ms). */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat (utime, stime) are the 12th and 13th after the command name.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Median of `xs` (mean of the two middle values for an even count). */
export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Run the comparison and print its table; returns the ratios on/off of the medians. */
export async function metricsSection(): Promise<{ health: number; availability: number }> {
  const rounds = Number(process.env.BENCH_METRICS_ROUNDS ?? 2);
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
  const runs = new Map<string, Runs>();
  const servers = { off: await child('./server.ts', { BENCH_METRICS: 'off' }), on: await child('./server.ts') };
  try {
    // Warm both: JIT, the availability cache.
    for (const svc of Object.values(servers)) for (const [name, req] of Object.entries(scenarios)) await autocannonLoad(`warm ${name}`, svc.url, req);
    for (let round = 0; round < rounds; round++)
      for (const setting of ['off', 'on'] as const)
        for (const [name, req] of Object.entries(scenarios)) {
          const cpuBefore = cpuMicros(servers[setting].pid);
          const row: Row = await autocannonLoad(name, servers[setting].url, req);
          const cpuUs = (cpuMicros(servers[setting].pid) - cpuBefore) / Math.max(1, row.rps * seconds);
          if (row.errors || row.non2xx) throw new Error(`${name} (metrics ${setting}): ${row.errors} errors, ${row.non2xx} non-2xx`);
          const key = `${name}|${setting}`;
          const r = runs.get(key) ?? { rps: [], p99: [], cpuUs: [] };
          r.rps.push(row.rps);
          r.p99.push(row.p99);
          r.cpuUs.push(cpuUs);
          runs.set(key, r);
        }
    // The metrics server really counted: its scrape shows the searches.
    const scraped = await (await fetch(`${servers.on.url}/metrics`)).text();
    if (!/hotelbot_availability_searches_total\{cache="hit"\} [1-9]/.test(scraped)) throw new Error('the metrics server did not count the searches');
  } finally {
    await servers.off.stop();
    await servers.on.stop();
  }
  const table = Object.keys(scenarios).map((name) => {
    const off = runs.get(`${name}|off`)!;
    const on = runs.get(`${name}|on`)!;
    return {
      scenario: name,
      'rps off': Math.round(median(off.rps)),
      'rps on': Math.round(median(on.rps)),
      'ratio on/off': Number((median(on.rps) / median(off.rps)).toFixed(3)),
      'p99 off ms': median(off.p99),
      'p99 on ms': median(on.p99),
      'CPU µs/req off': Number(median(off.cpuUs).toFixed(1)),
      'CPU µs/req on': Number(median(on.cpuUs).toFixed(1)),
      'CPU ratio off/on': Number((median(off.cpuUs) / median(on.cpuUs)).toFixed(3)),
      'rounds (rps off | on)': `${off.rps.map(Math.round).join(' ')} | ${on.rps.map(Math.round).join(' ')}`,
    };
  });
  console.log(`metrics on vs off: node ${process.version}, ${connections} connections, ${seconds} s per run, ${rounds} rounds (medians)`);
  console.table(table);
  // On a machine shared with other work requests/s swing by tens of per cent between identical runs; the server's own
  // CPU time per request does not: throughput at equal CPU is its inverse, so that ratio is the one judged.
  const ratio = (name: string) => median(runs.get(`${name}|off`)!.cpuUs) / median(runs.get(`${name}|on`)!.cpuUs);
  const result = { health: ratio('GET /health'), availability: ratio('availability (10), cached') };
  console.log(
    `throughput per CPU second with metrics on: /health ${(result.health * 100).toFixed(1)} %, cached availability ${(result.availability * 100).toFixed(1)} % (target ≥ 95 %)`,
  );
  return result;
}
