/**
 * `npm run bench`: load the real service on 127.0.0.1 (its own process, see
 * bench/server.ts: fresh SQLite file, demo data) with autocannon and report
 * requests/s and latency percentiles of each scenario beside a
 * constant-answer route (`/health`) measured in the same run, so figures can
 * be compared across machines; then the service's targets at scale
 * (bench/scaleTargets.ts: seeds and caches the scale dataset on first use).
 *
 * Environment: BENCH_SECONDS (default 5 per scenario), BENCH_CONNECTIONS
 * (default 20), BENCH_ONLY=demo|understanding|scale-targets|paytold|guests|engines|scale|metrics|traces
 * (or the flags `--understanding`, `--scale-targets`) to run one section; the understanding
 * section (bench/understanding.ts) times the conversation's reading of every
 * corpus utterance; the scale-targets section's own settings are in bench/scaleTargets.ts;
 * bench/paytold.ts times an approved payment until the guest is told (with
 * the outbox wake and with the once-a-second run), bench/guests.ts drives
 * 50 concurrent guests through whole bookings under the real rate limits,
 * bench/engines.ts runs the same scenarios on SQLite and on PostgreSQL,
 * bench/scale.ts (BENCH_ONLY=scale) measures the service on the scale dataset
 * on both engines against its targets, beside a baseline revision when
 * BENCH_BASELINE names one; bench/metrics.ts (BENCH_ONLY=metrics) compares
 * the service with its Prometheus metrics on and off, bench/traces.ts
 * (BENCH_ONLY=traces) with its OpenTelemetry traces off and on.
 *
 * @example npm run bench -- --scale-targets
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, bogotaDate, systemClock } from '../src/clock.js';
import { openStore } from '../src/store/sql.js';
import { serviceMigrations } from '../src/store/service/migrations/index.js';
import { seedDemoKeys } from '../src/store/service/seed.js';
import { DEMO_API_KEYS, findApiKey } from '../src/store/service/apiKeys.js';
import { WebhookWorker } from '../src/api/domain/webhookDelivery.js';
import { enqueueWebhook } from '../src/api/domain/webhookEvents.js';
import type { TransactionStatusRecord } from '../src/api/contract/index.js';
import { LINK_BODY, autocannonLoad, child, connections, seconds, type Row } from './lib.js';
import { scaleTargetsSection } from './scaleTargets.js';
import { understandingSection } from './understanding.js';
import { paytoldSection } from './paytold.js';
import { guestsSection } from './guests.js';
import { enginesSection } from './engines.js';
import { scaleSection } from './scale.js';
import { metricsSection } from './metrics.js';
import { tracesSection } from './traces.js';

const only = process.argv.includes('--scale-targets')
  ? 'scale-targets'
  : process.argv.includes('--understanding')
    ? 'understanding'
    : (process.env.BENCH_ONLY ?? 'all');
if (!['all', 'demo', 'scale-targets', 'understanding', 'paytold', 'guests', 'engines', 'scale', 'metrics', 'traces'].includes(only))
  throw new Error('BENCH_ONLY must be demo, scale-targets, understanding, paytold, guests, engines, scale, metrics or traces');

/**
 * Webhook deliveries per second from the outbox to a local receiver (its own
 * process): `count` signed transaction webhooks spread over `targets`
 * receiver paths, delivered by one WebhookWorker run.
 */
async function webhookDeliveries(count: number, targets: number): Promise<{ scenario: string; perSecond: number; delivered: number; ms: number }> {
  const receiver = await child('./receiver.ts');
  const dir = mkdtempSync(join(tmpdir(), 'hotelbot-bench-wh-'));
  const store = await openStore(join(dir, 'service.db'), serviceMigrations);
  try {
    await seedDemoKeys(store, new Date());
    const key = (await findApiKey(store.db, DEMO_API_KEYS.agency1))!;
    const payload: TransactionStatusRecord = {
      voucher_url: 'http://localhost:3000/pay/abc',
      redirect_url: null,
      details: {
        type: 'charge',
        id: '1',
        external_ref_id: 'cb_x',
        status_code: 'applied',
        status_detail: 'Aplicado',
        comments: 'Pago aprobado',
        transaction_id: 'sbx_x',
        transaction_date: '2026-11-21T10:00:00-05:00',
      },
    };
    const now = new Date();
    await store.transaction(async (tx) => {
      for (let i = 0; i < count; i++)
        await enqueueWebhook(tx, { eventType: 'transaction', targetUrl: `${receiver.url}/t${i % targets}`, apiKeyId: key.id, payload }, now);
    });
    const worker = new WebhookWorker({ store, clock: systemClock, policy: { allowLoopback: true, allowHosts: [] }, batchSize: 200 });
    const t = performance.now();
    const r = await worker.runDue();
    const ms = performance.now() - t;
    await worker.stop();
    return {
      scenario: `webhook deliveries, ${targets} target(s)`,
      perSecond: Math.round((r.delivered / ms) * 1000),
      delivered: r.delivered,
      ms: Math.round(ms),
    };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
    await receiver.stop();
  }
}

/** The demo-data section: /health, availability of a 3-hotel city, payment links, webhook deliveries. */
async function demoSection(): Promise<void> {
  const svc = await child('./server.ts');
  const headers = { authorization: 'Bearer demo-agency-1', 'content-type': 'application/json' };
  const checkin = addDays(bogotaDate(new Date()), 30);
  const rows: Row[] = [];
  try {
    rows.push(await autocannonLoad('constant route GET /health', svc.url, { path: '/health' }));
    rows.push(
      await autocannonLoad('availability (10) Cartagena, 3 nights, 2 rooms', svc.url, {
        path: `/v2/bookings/agencies/retailer/availability?checkin=${checkin}&nights=3&city=Cartagena`,
        method: 'POST',
        headers,
        body: JSON.stringify({ layout: [{ adults: 2 }, { adults: 2, children_ages: [6] }] }),
      }),
    );
    rows.push(
      await autocannonLoad('payment link creation (14)', svc.url, {
        path: '/v2/links/schedule/',
        method: 'POST',
        headers,
        body: LINK_BODY,
      }),
    );
  } finally {
    await svc.stop();
  }
  console.log(`node ${process.version}, ${connections} connections, ${seconds} s per scenario`);
  console.table(rows);
  console.table([await webhookDeliveries(2000, 1), await webhookDeliveries(2000, 8)]);
}

if (only === 'all' || only === 'demo') await demoSection();
if (only === 'all' || only === 'understanding') await understandingSection();
if (only === 'all' || only === 'paytold') await paytoldSection();
if (only === 'all' || only === 'guests') await guestsSection();
if (only === 'all' || only === 'engines') await enginesSection();
if (only === 'all' || only === 'scale-targets') await scaleTargetsSection();
if (only === 'all' || only === 'metrics') await metricsSection();
if (only === 'all' || only === 'traces') await tracesSection();
if (only === 'all' || only === 'scale') await scaleSection();
