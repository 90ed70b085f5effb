/**
 * `npm run corpus -- [name…]`: the report of guest-utterance corpora judged
 * through the real flow (see `./judge.ts`), without the suite's gate — how a
 * corpus fares on first contact, before anything is fixed for it. Names are
 * those of `./load.ts` (`main`, `heldout`, `heldout2` …, `fresh5` …); none:
 * every one found. `CORPUS_NOW` (an ISO instant) reads them as on another
 * day. Prints one table per corpus, then a summary line each; exits 1 when a
 * name is unknown.
 */
import { reportCorpus } from './judge.js';
import { corpusNames, loadCorpus } from './load.js';

const asked = process.argv.slice(2);
const known = corpusNames();
const unknown = asked.filter((name) => !known.includes(name));
if (unknown.length) {
  process.stderr.write(`unknown corpus ${unknown.join(', ')} (known: ${known.join(', ')})\n`);
  process.exit(1);
}
const summary: string[] = [];
for (const name of asked.length ? asked : known) {
  const r = reportCorpus(name, await loadCorpus(name));
  process.stdout.write(`${r.text}\n\n`);
  summary.push(
    `${name.padEnd(10)} ${String(r.total).padStart(4)} utterances  ${((100 * r.understood) / r.total).toFixed(1).padStart(5)} % understood  ${String(r.wrong.length).padStart(3)} wrong  ${String(r.total - r.understood - r.wrong.length).padStart(3)} refused`,
  );
}
process.stdout.write(`${summary.join('\n')}\n`);
