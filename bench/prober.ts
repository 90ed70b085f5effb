/**
 * The `/health` prober of the scale benchmark's miss storms, run as a worker
 * thread (see `startProber` in bench/scale.ts): `GET /health` one at a time
 * on one keep-alive connection of bench/rawHttp.ts, one every
 * `workerData.interval` ms (right away when the previous answer took
 * longer). Posts `'ready'` once its connection answered, then, when told to
 * stop, `{ latencies, errors }` (latencies in ms).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { RawHttpConnection } from './rawHttp.js';

const { base, interval } = workerData as { base: string; interval: number };
let stopping = false;
parentPort!.on('message', () => {
  stopping = true;
});
const buffer = Buffer.allocUnsafe(16 * 1024);
let connection = await RawHttpConnection.open(base, buffer);
/** One probe: its latency in ms, or -1 when it failed (the connection is then opened again). */
const one = async (): Promise<number> => {
  const t = performance.now();
  try {
    const answer = await connection.request('GET', '/health');
    return answer.status === 200 ? performance.now() - t : -1;
  } catch {
    connection.close();
    connection = await RawHttpConnection.open(base, buffer);
    return -1;
  }
};
const latencies: number[] = [];
let errors = 0;
await one(); // the connection answered before the storm
parentPort!.postMessage('ready');
while (!stopping) {
  const t0 = performance.now();
  const ms = await one();
  if (ms < 0) errors++;
  else latencies.push(ms);
  const wait = interval - (performance.now() - t0);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
connection.close();
parentPort!.postMessage({ latencies, errors });
