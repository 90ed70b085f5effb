/**
 * `npm run corpus -- [name…]`: the report of guest-utterance corpora judged
 * through the real flow (see `./judge.ts`), without the suite's gate — how a
 * corpus fares on first contact, before anything is fixed for it. Names:
 * `main`, `heldout`, `heldout2` … `heldout4`, and `fresh5` … (a folder
 * `freshN/` with an `index.ts` exporting `FRESHN`); none: every one found.
 * `CORPUS_NOW` (an ISO instant) reads them as on another day. Prints one
 * table per corpus, then a summary line each; exits 1 when a name is unknown.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { reportCorpus } from './judge.js';
import type { Case, Category } from './types.js';

const HERE = dirname(fileURLToPath(import.meta.url));

/** The corpus folder of `name` and the name of its export. */
function locate(name: string): { file: string; exportName: string } | undefined {
  if (name === 'main') return { file: join(HERE, 'index.ts'), exportName: 'CORPUS' };
  const m = /^(heldout|fresh)(\d*)$/.exec(name);
  if (!m) return undefined;
  const file = join(HERE, name, 'index.ts');
  if (!existsSync(file)) return undefined;
  return { file, exportName: m[1] === 'heldout' ? `HELDOUT${m[2]}` : `FRESH${m[2]}` };
}

const asked = process.argv.slice(2);
const names = asked.length
  ? asked
  : [
      'main',
      ...readdirSync(HERE, { withFileTypes: true })
        .filter((e) => e.isDirectory() && locate(e.name))
        .map((e) => e.name),
    ];
const summary: string[] = [];
for (const name of names) {
  const where = locate(name);
  if (!where) {
    process.stderr.write(`unknown corpus ${name}\n`);
    process.exit(1);
  }
  const module = (await import(pathToFileURL(where.file).href)) as Record<string, Record<Category, Case[]>>;
  const corpus = module[where.exportName];
  if (!corpus) {
    process.stderr.write(`${where.file} does not export ${where.exportName}\n`);
    process.exit(1);
  }
  const r = reportCorpus(name, corpus);
  process.stdout.write(`${r.text}\n\n`);
  summary.push(
    `${name.padEnd(10)} ${String(r.total).padStart(4)} utterances  ${((100 * r.understood) / r.total).toFixed(1).padStart(5)} % understood  ${String(r.wrong.length).padStart(3)} wrong  ${String(r.total - r.understood - r.wrong.length).padStart(3)} refused`,
  );
}
process.stdout.write(`${summary.join('\n')}\n`);
