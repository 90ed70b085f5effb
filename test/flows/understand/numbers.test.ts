/** Compound number words and negative numbers, read before any extractor (see `src/flows/understand/text.ts`). */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { foldKeepLength, negativeNumberSpans, spellCompoundNumbers } from '../../../src/flows/understand/text.js';

const read = (text: string, expecting?: Parameters<typeof understand>[1]['expecting'], lang: 'es' | 'en' = 'es') =>
  understand(text, { lang, today: '2026-11-29', catalogue: DEMO_CATALOGUE, ...(expecting ? { expecting } : {}) });

describe('compound number words', () => {
  it('are written in digits, the text keeping its length', () => {
    for (const [text, words, digits] of [
      ['twenty-one nights', 'twenty-one', '21'],
      ['thirty two people', 'thirty two', '32'],
      ['december twenty-ninth', 'twenty-ninth', '29th'],
      ['the thirty-first', 'thirty-first', '31st'],
      ['treinta y una noches', 'treinta y una', '31'],
      ['cuarenta y dos personas', 'cuarenta y dos', '42'],
    ] as const) {
      const out = spellCompoundNumbers(foldKeepLength(text));
      expect(out).toBe(text.replace(words, digits.padEnd(words.length)));
      expect(out.length).toBe(text.length);
    }
  });

  it('leave alone what is not one number: "diez y ocho", "veinte y", single words', () => {
    for (const text of ['diez y ocho', 'veinte y dos', 'veintiuno', 'twenty', 'one two', 'treinta y tantos']) expect(spellCompoundNumbers(text)).toBe(text);
  });

  it('are read as one value by the understanding', () => {
    expect(read('twenty-one nights', 'nights', 'en').dates?.nights).toBe(21);
    expect(read('treinta y una noches', 'nights').dates?.problem?.kind).toBe('tooLong');
    expect(read('december twenty-ninth', 'dates', 'en').dates?.checkin).toBe('2026-12-29');
  });
});

describe('negative numbers', () => {
  it('are found by a sign or "menos"/"minus" with no letter or digit before', () => {
    const spans = (t: string) => negativeNumberSpans(t).map(([s, e]) => t.slice(s, e));
    expect(spans('-2')).toEqual(['-2']);
    expect(spans('noches: −3')).toEqual(['−3']);
    expect(spans('menos 1 y 3')).toEqual(['menos 1']);
    expect(spans('del 15-18')).toEqual([]);
    expect(spans('15th-18th dec')).toEqual([]);
    expect(spans('del 15 - 18')).toEqual([]);
    expect(spans('+57 300-123-4567')).toEqual([]);
  });

  it('are never read as a positive count', () => {
    expect(read('-2', 'nights').dates?.nights).toBeUndefined();
    expect(read('-2', 'nights').bareNumber).toBeUndefined();
    expect(read('menos 1 y 3', 'childAges').occupancy?.ages).not.toContain(1);
  });
});
