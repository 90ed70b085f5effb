/** Reading a Prometheus text exposition in tests: samples by name and labels, and the metric names present. */
import { request } from 'undici';

/** One sample line: `name{label="value",…} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Every sample of a Prometheus text exposition (comments skipped). */
export function parseSamples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}

/** Sum of the samples named `name` whose labels include `labels` (0 when none). */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number {
  return parseSamples(text)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

/** The metric family names of a scrape (from its `# TYPE` lines). */
export function metricNames(text: string): Set<string> {
  return new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!));
}

/** GET `base`/metrics, with `token` as a bearer token when given. */
export async function scrape(base: string, token?: string): Promise<{ status: number; text: string; contentType: string | undefined }> {
  const res = await request(`${base}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const ct = res.headers['content-type'];
  return { status: res.statusCode, text: await res.body.text(), contentType: Array.isArray(ct) ? ct[0] : ct };
}
