/**
 * Checks that corpus files are well formed beyond their schema: every date
 * expectation gives a real date and every calendar text renders on every
 * day asked (an expression can name no date on some day, e.g. a table of
 * dates run out). `node --import tsx test/flows/corpus/check.ts <name>…`
 * checks the named corpora (none: every one; a path ending in `.json`: that
 * file, e.g. a corpus still being written) on each day of the coming year
 * and prints what fails; it exits 1 when anything does.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { addDays, bogotaDate } from '../../../src/clock.js';
import { corpusClock } from './clock.js';
import { days } from './days.js';
import { type Corpus, corpusNames, loadCorpus, parseCorpus } from './load.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What fails in `corpus` when read on each of `on` (`YYYY-MM-DD` days in
 * Bogotá): one line per case and day, empty when nothing does. Moves
 * {@link corpusClock} to each day and back.
 */
export function problemsOf(corpus: Corpus, on: readonly string[]): string[] {
  const problems: string[] = [];
  const was = corpusClock.now();
  try {
    for (const day of on) {
      corpusClock.set(new Date(`${day}T17:00:00Z`));
      const d = days(day);
      for (const [category, cases] of Object.entries(corpus))
        cases.forEach((c, i) => {
          const where = `${day} ${category} case ${i + 1}`;
          try {
            if (!c.text.trim()) problems.push(`${where}: empty text`);
          } catch (e) {
            problems.push(`${where}: text: ${(e as Error).message}`);
          }
          for (const key of ['checkin', 'checkout'] as const) {
            const v = c.expect[key];
            if (v === undefined) continue;
            try {
              const date = typeof v === 'function' ? v(d) : v;
              if (!ISO_DATE.test(date)) problems.push(`${where}: ${key} = ${date}`);
            } catch (e) {
              problems.push(`${where}: ${key}: ${(e as Error).message}`);
            }
          }
        });
    }
  } finally {
    corpusClock.set(was);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const today = bogotaDate(corpusClock.now());
  const year = Array.from({ length: 366 }, (_, n) => addDays(today, n));
  let failed = false;
  for (const name of process.argv.length > 2 ? process.argv.slice(2) : corpusNames()) {
    let problems: string[];
    try {
      const corpus = name.endsWith('.json') ? parseCorpus(basename(name, '.json'), JSON.parse(readFileSync(name, 'utf8'))) : await loadCorpus(name);
      problems = problemsOf(corpus, year);
    } catch (e) {
      problems = [(e as Error).message];
    }
    failed ||= problems.length > 0;
    process.stdout.write(`${name}: ${problems.length ? `${problems.length} problems\n${problems.slice(0, 40).join('\n')}` : 'well formed'}\n`);
  }
  process.exitCode = failed ? 1 : 0;
}
