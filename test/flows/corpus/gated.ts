/**
 * The gated corpora: the suite requires zero wrong values and at least 95 %
 * understood on each (`../corpus.test.ts`), on the day the tests run and on
 * days all over the coming year (`year*.test.ts`).
 *
 * The first was written before the understanding was tuned and guided it;
 * the held-out ones were written afterwards, each by someone who had read
 * neither the extractors nor the corpora before it, to show how it does on
 * messages it never saw (their failures were then fixed at their general
 * cause).
 */
import { bogotaDate } from '../../../src/clock.js';
import { judge, readAt, readOn } from './judge.js';
import { loadCorpus } from './load.js';
import type { Case, Category } from './types.js';

export const GATED: [name: string, corpus: Record<Category, Case[]>][] = [
  ['guest-utterance corpus', await loadCorpus('main')],
  ['held-out corpus', await loadCorpus('heldout')],
  ['second held-out corpus', await loadCorpus('heldout2')],
  ['third held-out corpus', await loadCorpus('heldout3')],
  ['fourth held-out corpus', await loadCorpus('heldout4')],
];

/** The days the gated corpora are read on: one a fortnight through the coming year, each on another weekday (27). */
export const YEAR_DAYS = 27;

/**
 * The wrong values of every gated corpus read on days `from` to `to` (exclusive) of {@link YEAR_DAYS}, each one
 * line ("2027-03-14 held-out corpus: "…" (es, at party): why"); the reading day is restored after.
 */
export function wrongOnYearDays(from: number, to: number): string[] {
  const wrong: string[] = [];
  try {
    for (let n = from; n < to; n++) {
      const at = new Date(readAt.getTime() + (n * 14 + (n % 7)) * 86_400_000);
      readOn(at);
      for (const [name, corpus] of GATED)
        for (const cases of Object.values(corpus))
          for (const c of cases) {
            const v = judge(c);
            if (v.verdict === 'wrong') wrong.push(`${bogotaDate(at)} ${name}: "${c.text}" (${c.lang}, at ${c.at}): ${v.why}`);
          }
    }
  } finally {
    readOn(readAt);
  }
  return wrong;
}
