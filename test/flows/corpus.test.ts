/**
 * The guest-utterance corpora through the real flow, judged by
 * `./corpus/judge.ts`: the report per category is printed; the suite
 * requires zero wrong values and at least 95 % understood on each corpus,
 * and no wrong value on any day of the coming year.
 */
import { describe, expect, it } from 'vitest';
import { addDays, bogotaDate } from '../../src/clock.js';
import { problemsOf } from './corpus/check.js';
import { judge, readAt, readingDay, readOn, reportCorpus } from './corpus/judge.js';
import { corpusNames, loadCorpus } from './corpus/load.js';
import type { Case, Category } from './corpus/types.js';

const CORPUS = await loadCorpus('main');
const HELDOUT = await loadCorpus('heldout');
const HELDOUT2 = await loadCorpus('heldout2');
const HELDOUT3 = await loadCorpus('heldout3');
const HELDOUT4 = await loadCorpus('heldout4');

/**
 * Five corpora, judged alike: the first was written before the
 * understanding was tuned and guided it; the held-out ones were written
 * afterwards, each by someone who had read neither the extractors nor the
 * corpora before it, to show how it does on messages it never saw (their
 * failures were then fixed at their general cause).
 */
const CORPORA: [name: string, corpus: Record<Category, Case[]>][] = [
  ['guest-utterance corpus', CORPUS],
  ['held-out corpus', HELDOUT],
  ['second held-out corpus', HELDOUT2],
  ['third held-out corpus', HELDOUT3],
  ['fourth held-out corpus', HELDOUT4],
];

for (const [name, corpus] of CORPORA) {
  const CATEGORIES = Object.keys(corpus) as Category[];
  describe(`${name} through the flow`, () => {
    it('has utterances in every category of the report', () => {
      const total = CATEGORIES.reduce((n, cat) => n + corpus[cat].length, 0);
      expect(total).toBeGreaterThanOrEqual(300);
      for (const cat of CATEGORIES) expect(corpus[cat].length, cat).toBeGreaterThanOrEqual(20);
    });

    it('reports understood / wrong / refused per category: zero wrong, at least 95 % understood', () => {
      const r = reportCorpus(name, corpus);
      console.log(r.text);
      expect(r.wrong, 'wrong values').toEqual([]);
      expect(r.understood / r.total).toBeGreaterThanOrEqual(0.95);
    });
  });
}

/**
 * Fresh corpora, written by authors given only the product's description
 * and this format (Colombian chat Spanish, tourists' English, agencies and
 * voice-to-text run-ons). They measure generalisation: `npm run corpus --
 * fresh5` …) reports how the bot reads them on first contact, before
 * anything is fixed for them; they join the gate above once their classes of
 * failure are fixed. Here: that every one found is well formed.
 */
const FRESH: [name: string, corpus: Record<Category, Case[]>][] = await Promise.all(
  corpusNames()
    .filter((name) => name.startsWith('fresh'))
    .map(async (name): Promise<[string, Record<Category, Case[]>]> => [name, await loadCorpus(name)]),
);

describe('the fresh corpora', () => {
  /** One day a fortnight through the coming year, each on another weekday. */
  const year = Array.from({ length: 27 }, (_, n) => addDays(readingDay(), n * 14 + (n % 7)));
  for (const [name, corpus] of FRESH)
    it(`${name} has at least 400 utterances over every category, and every expected date and calendar text is real on 27 days of the year`, () => {
      const all = Object.values(corpus).flat();
      expect(all.length).toBeGreaterThanOrEqual(400);
      expect(Object.keys(corpus).sort()).toEqual(Object.keys(CORPUS).sort());
      expect(problemsOf(corpus, year)).toEqual([]);
    });
});

/**
 * Dates are read relative to the day the tests run, so the same sentences
 * mean other dates on other days (a weekend said on a Friday, a holiday said
 * on the holiday, a date of last month). Every corpus is read again on one
 * day a fortnight through the coming year, each time on another weekday: no
 * wrong value on any of them.
 */
describe('the corpora read on days all over the coming year', () => {
  it('give no wrong value on any of 27 days, one a fortnight, each on another weekday', () => {
    const wrong: string[] = [];
    try {
      for (let n = 0; n < 27; n++) {
        const at = new Date(readAt.getTime() + (n * 14 + (n % 7)) * 86_400_000);
        readOn(at);
        for (const [name, corpus] of CORPORA)
          for (const cases of Object.values(corpus))
            for (const c of cases) {
              const v = judge(c);
              if (v.verdict === 'wrong') wrong.push(`${bogotaDate(at)} ${name}: "${c.text}" (${c.lang}, at ${c.at}): ${v.why}`);
            }
      }
    } finally {
      readOn(readAt);
    }
    expect(wrong).toEqual([]);
    // 27 readings of every gated corpus: about two minutes on a 2-core machine, more beside other suites, so its own limit.
  }, 300_000);
});
