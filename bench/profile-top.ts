/**
 * Where a CPU profile's time goes: reads `.cpuprofile` files (as written by
 * `node --cpu-prof`, e.g. the service processes of `BENCH_CPU_PROF=<dir>
 * BENCH_ONLY=engines npm run bench`) and prints, per file, the share of
 * sampled time by package (or project folder) and the top functions by self
 * time.
 *
 * @example node --import tsx bench/profile-top.ts /tmp/prof/*.cpuprofile
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The parts of a V8 CPU profile read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a script belongs: its npm package, a project folder (src/api/domain, …), node's own, or V8's. */
export function ownerOf(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node:internal';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const own = /\/(src|bench|test)\/((?:[^/]+\/)?)/.exec(url);
  if (own) return `${own[1]}/${own[2]!.replace(/\/$/, '')}`;
  return url;
}

/**
 * Self time of every function and of every owner ({@link ownerOf}) in
 * `profile`, ms, largest first; `total` = all sampled time (idle included:
 * `(idle)` is its own row).
 */
export function summarise(profile: CpuProfile): { total: number; functions: [string, number][]; owners: [string, number][] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const fn = new Map<string, number>();
  const owner = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    total += us;
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*\/(node_modules|src|bench)\//, '$1/')}:${lineNumber + 1}` : ''}`.trim();
    fn.set(name, (fn.get(name) ?? 0) + us);
    const o = functionName === '(idle)' ? '(idle)' : functionName === '(garbage collector)' ? '(garbage collector)' : ownerOf(url);
    owner.set(o, (owner.get(o) ?? 0) + us);
  });
  const sorted = (m: Map<string, number>) => [...m].map(([k, v]) => [k, v / 1000] as [string, number]).sort((a, b) => b[1] - a[1]);
  return { total: total / 1000, functions: sorted(fn), owners: sorted(owner) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const files = process.argv.slice(2);
  const top = Number(process.env.PROFILE_TOP ?? 25);
  for (const file of files) {
    const s = summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
    const busy = s.total - (s.owners.find(([o]) => o === '(idle)')?.[1] ?? 0);
    const pct = (ms: number) => `${((ms / busy) * 100).toFixed(1)} %`;
    console.log(`\n${basename(file)}: ${(s.total / 1000).toFixed(1)} s sampled, ${(busy / 1000).toFixed(1)} s busy (shares below are of busy time)`);
    console.table(
      s.owners
        .filter(([o]) => o !== '(idle)')
        .slice(0, top)
        .map(([owner, ms]) => ({ owner, ms: Math.round(ms), share: pct(ms) })),
    );
    console.table(
      s.functions
        .filter(([f]) => !f.startsWith('(idle)'))
        .slice(0, top)
        .map(([fn, ms]) => ({ function: fn, selfMs: Math.round(ms), share: pct(ms) })),
    );
  }
}
