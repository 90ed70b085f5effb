/**
 * The conversation's understanding step under the clock: every utterance of
 * the guest corpora (test/flows/corpus, its held-out sets included) read
 * `BENCH_ROUNDS` times (default 20)
 * with `understand`, and once more as a whole flow `step` at its place in a
 * conversation, each call timed on its own. Beside it, in the same run, one
 * `/health` round trip of the service at a time (undici, 1 connection): the
 * ceiling every turn of the bot pays anyway to reach the service.
 *
 * Target: p99 of one message's understanding under 5 ms.
 */
import { bogotaDate } from '../src/clock.js';
import { initialState, step } from '../src/flows/index.js';
import { understand } from '../src/flows/understand/index.js';
import { DEMO_CATALOGUE } from '../src/flows/understand/destinations.js';
import { loadCorpus } from '../test/flows/corpus/load.js';
import { child, undiciLoad } from './lib.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);

function percentiles(ms: number[]): { n: number; p50: number; p99: number; max: number } {
  ms.sort((a, b) => a - b);
  const at = (p: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(ms.length * p))]! * 1000) / 1000;
  return { n: ms.length, p50: at(0.5), p99: at(0.99), max: Math.round(ms[ms.length - 1]! * 1000) / 1000 };
}

/** Times `understand` and a whole flow step over the corpus; prints the table. */
export async function understandingSection(): Promise<void> {
  const now = new Date();
  const today = bogotaDate(now);
  const corpora = await Promise.all(['main', 'heldout', 'heldout2', 'heldout3', 'heldout4'].map(loadCorpus));
  const cases = corpora.flatMap((c) => Object.values(c).flat());
  // Warm-up: JIT and module-level tables.
  for (const c of cases) understand(c.text, { lang: c.lang, today, catalogue: DEMO_CATALOGUE });

  const understandMs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const c of cases) {
      const t = performance.now();
      understand(c.text, { lang: c.lang, today, catalogue: DEMO_CATALOGUE });
      understandMs.push(performance.now() - t);
    }
  }
  const stepMs: number[] = [];
  const ctx = { now, newId: () => 'bench', catalogue: DEMO_CATALOGUE };
  for (let r = 0; r < rounds; r++) {
    for (const c of cases) {
      const s = { ...initialState(c.lang), step: 'askDestination' as const };
      const t = performance.now();
      step(s, { kind: 'text', text: c.text }, ctx);
      stepMs.push(performance.now() - t);
    }
  }
  const longest = cases.reduce((a, c) => (c.text.length > a.length ? c.text : a), '');
  const longMs: number[] = [];
  for (let r = 0; r < 2000; r++) {
    const t = performance.now();
    understand(longest, { lang: 'es', today, catalogue: DEMO_CATALOGUE });
    longMs.push(performance.now() - t);
  }

  const svc = await child('./server.ts');
  let health: Awaited<ReturnType<typeof undiciLoad>>;
  try {
    health = await undiciLoad('one /health round trip at a time', svc.url, { path: '/health' }, 1);
  } finally {
    await svc.stop();
  }
  const u = percentiles(understandMs);
  const st = percentiles(stepMs);
  const lg = percentiles(longMs);
  console.log(`understanding: ${cases.length} corpus utterances × ${rounds} rounds, node ${process.version}`);
  console.table([
    { scenario: 'understand(), one message', ...u, 'p99 / health p50': Math.round((u.p99 / health.p50) * 100) / 100 },
    { scenario: 'flow step(), one message', ...st, 'p99 / health p50': Math.round((st.p99 / health.p50) * 100) / 100 },
    { scenario: `understand(), longest (${longest.length} chars)`, ...lg, 'p99 / health p50': Math.round((lg.p99 / health.p50) * 100) / 100 },
    { scenario: health.scenario, n: NaN, p50: health.p50, p99: health.p99, max: NaN, 'p99 / health p50': Math.round((health.p99 / health.p50) * 100) / 100 },
  ]);
  console.log(`target: understand() p99 < 5 ms → ${u.p99 < 5 ? 'PASS' : 'MISS'} (${u.p99} ms)`);
}
