/**
 * The service for benchmarks, in its own process so the load generator does
 * not share its event loop: fresh SQLite file, demo data; prints
 * `{"url": …}` on stdout once listening and stops on SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService } from '../src/api/service.js';

const dir = mkdtempSync(join(tmpdir(), 'hotelbot-bench-'));
const svc = await startService({ databasePath: join(dir, 'service.db'), host: '127.0.0.1', port: 0, demo: true, seed: true });
process.stdout.write(`${JSON.stringify({ url: svc.url })}\n`);
process.once('SIGTERM', () => {
  void svc.close().then(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
