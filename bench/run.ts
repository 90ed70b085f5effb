/**
 * `npm run bench`: load the real service on 127.0.0.1 (its own process, see
 * bench/server.ts: fresh SQLite file, demo data) with autocannon and report
 * requests/s and latency percentiles of each scenario beside a
 * constant-answer route (`/health`) measured in the same run, so figures can
 * be compared across machines.
 *
 * Environment: BENCH_SECONDS (default 5 per scenario), BENCH_CONNECTIONS (default 20).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { addDays, bogotaDate } from '../src/clock.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Row {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(scenario: string, url: string, opts: Partial<autocannon.Options>): Promise<Row> {
  const r = await autocannon({ url, connections, duration: seconds, ...opts });
  return {
    scenario,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function main(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const svc = JSON.parse(line) as { url: string };
  const headers = { authorization: 'Bearer demo-agency-1', 'content-type': 'application/json' };
  const checkin = addDays(bogotaDate(new Date()), 30);
  const rows: Row[] = [];
  try {
    rows.push(await load('constant route GET /health', `${svc.url}/health`, {}));
    rows.push(
      await load('availability (10) Cartagena, 3 nights, 2 rooms', `${svc.url}/v2/bookings/agencies/retailer/availability?checkin=${checkin}&nights=3&city=Cartagena`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ layout: [{ adults: 2 }, { adults: 2, children_ages: [6] }] }),
      }),
    );
    rows.push(
      await load('payment link creation (14)', `${svc.url}/v2/links/schedule/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          hotel_id: 1, guest_name: 'Ana Gómez', email: 'ana@example.com', phone: '+573001234567', amount: '350000',
          description: 'Estadía', available_hours: 24, agency_id: 1,
        }),
      }),
    );
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  console.log(`node ${process.version}, ${connections} connections, ${seconds} s per scenario`);
  console.table(rows);
}

await main();
