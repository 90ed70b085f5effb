/**
 * `npm run corpus -- [--week] [name…]`: the report of guest-utterance corpora
 * judged through the real flow (see `./judge.ts`), without the suite's gate —
 * how a corpus fares on first contact, before anything is fixed for it. Names
 * are those of `./load.ts` (`main`, `heldout`, `heldout2` …, `fresh5` …);
 * none: every one found. `CORPUS_NOW` (an ISO instant) reads them as on
 * another day. Prints one table per corpus, then a summary line each; exits 1
 * when a name is unknown.
 *
 * `--week`: each corpus is also read on the six days after, so on every
 * weekday (a phrase such as "next week" reads differently on a Monday than on
 * a Sunday); the summary adds the cases wrong on at least one of the seven
 * days, and each is listed with the days it was wrong on.
 */
import { parseArgs } from 'node:util';
import { bogotaDate } from '../../../src/clock.js';
import { judge, readAt, readOn, reportCorpus } from './judge.js';
import { corpusNames, loadCorpus } from './load.js';
import type { Case } from './types.js';

const { values, positionals: asked } = parseArgs({ options: { week: { type: 'boolean', default: false } }, allowPositionals: true });
const known = corpusNames();
const unknown = asked.filter((name) => !known.includes(name));
if (unknown.length) {
  process.stderr.write(`unknown corpus ${unknown.join(', ')} (known: ${known.join(', ')})\n`);
  process.exit(1);
}
const DAY_MS = 86_400_000;
const summary: string[] = [];
for (const name of asked.length ? asked : known) {
  const corpus = await loadCorpus(name);
  readOn(readAt);
  const r = reportCorpus(name, corpus);
  process.stdout.write(`${r.text}\n\n`);
  let week = '';
  if (values.week) {
    // Each case wrong on some day (its text as first read wrong), with the days (Bogotá dates) and why.
    const wrongOn = new Map<Case, { text: string; days: string[] }>();
    for (let n = 0; n < 7; n++) {
      const at = new Date(readAt.getTime() + n * DAY_MS);
      readOn(at);
      for (const [cat, cases] of Object.entries(corpus))
        for (const c of cases) {
          const v = judge(c);
          if (v.verdict !== 'wrong') continue;
          const seen = wrongOn.get(c) ?? { text: `[${cat}] (${c.lang}, at ${c.at}) "${c.text}": ${v.why}`, days: [] };
          seen.days.push(bogotaDate(at));
          wrongOn.set(c, seen);
        }
    }
    readOn(readAt);
    if (wrongOn.size)
      process.stdout.write(`${name}, wrong on some day of the week:\n${[...wrongOn.values()].map((w) => `${w.text} (${w.days.join(', ')})`).join('\n')}\n\n`);
    week = `  ${String(wrongOn.size).padStart(3)} wrong on some day of 7`;
  }
  summary.push(
    `${name.padEnd(10)} ${String(r.total).padStart(4)} utterances  ${((100 * r.understood) / r.total).toFixed(1).padStart(5)} % understood  ${String(r.wrong.length).padStart(3)} wrong  ${String(r.total - r.understood - r.wrong.length).padStart(3)} refused${week}`,
  );
}
process.stdout.write(`${summary.join('\n')}\n`);
