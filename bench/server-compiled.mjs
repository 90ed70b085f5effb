/**
 * The service for the scale benchmarks as it runs in production: the
 * JavaScript compiled by `tsc -p tsconfig.build.json` (bench/scaleTargets.ts builds
 * it into bench/.data/dist/ and passes BENCH_SERVICE_MODULE, the path of its
 * api/service.js), without tsx, so the resident memory measured is the
 * service's own. Otherwise as bench/server.ts with BENCH_DATABASE: that
 * database as it is, not seeded, the rate limit off; prints
 * `{"url": …, "pid": …}` once listening and stops on SIGTERM. Like
 * `hotelbot service`, it first gives itself the runtime settings the build's
 * `runtime.js` asks for (builds without that module run as they are).
 */
import { pathToFileURL } from 'node:url';

const serviceModule = pathToFileURL(process.env.BENCH_SERVICE_MODULE);
// As `hotelbot service` starts: first the runtime settings of a server, when the build has them (the process
// is replaced in place, with the same arguments, and comes back here with them set).
const runtime = await import(new URL('../runtime.js', serviceModule).href).catch((err) => {
  if (err?.code === 'ERR_MODULE_NOT_FOUND') return {};
  throw err;
});
runtime.restartWithServerRuntime?.();
const { startService } = await import(serviceModule.href);
const svc = await startService({
  databasePath: process.env.BENCH_DATABASE,
  host: '127.0.0.1',
  port: 0,
  demo: true,
  seed: false,
  rateLimitPerSecond: 0,
});
process.stdout.write(`${JSON.stringify({ url: svc.url, pid: process.pid })}\n`);
process.once('SIGTERM', () => {
  void svc.close().then(() => process.exit(0));
});
