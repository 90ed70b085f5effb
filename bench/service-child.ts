/**
 * The service for the end-to-end benchmarks (bench/paytold.ts,
 * bench/guests.ts), in its own process: a fresh SQLite file with the demo
 * data, prints `{"url": …}` once listening, stops on SIGTERM. Unlike
 * bench/server.ts it keeps the service's real rate limits, and is set from
 * the environment:
 *
 * - BENCH_WAKE=0: webhooks only from the once-a-second run (default: woken at commit);
 * - BENCH_DEMO_WEBHOOK_URL: where the demo agency key's webhooks go (the bot's receiver);
 * - BENCH_BOT_RATE: requests per second of the demo bot key `demo-agency-1`
 *   (default: the size `hotelbot start` gives it; `default`: the service's
 *   per-key default, like any other key);
 * - BENCH_SETTLE_MS: delay of the sandbox's in-process card.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService } from '../src/api/service.js';
import { DEMO_BOT_RATE_LIMIT_PER_SECOND } from '../src/store/service/seed.js';

const dir = mkdtempSync(join(tmpdir(), 'hotelbot-bench-e2e-'));
const botRate = process.env.BENCH_BOT_RATE ?? String(DEMO_BOT_RATE_LIMIT_PER_SECOND);
const svc = await startService({
  databasePath: join(dir, 'service.db'),
  host: '127.0.0.1',
  port: 0,
  demo: true,
  seed: true,
  webhookWake: process.env.BENCH_WAKE !== '0',
  ...(process.env.BENCH_DEMO_WEBHOOK_URL ? { demoWebhookUrl: process.env.BENCH_DEMO_WEBHOOK_URL } : {}),
  ...(botRate !== 'default' ? { demoBotRateLimitPerSecond: Number(botRate) } : {}),
  ...(process.env.BENCH_SETTLE_MS ? { sandboxSettleDelayMs: Number(process.env.BENCH_SETTLE_MS) } : {}),
});
process.stdout.write(`${JSON.stringify({ url: svc.url, pid: process.pid })}\n`);
process.once('SIGTERM', () => {
  void svc.close().then(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
