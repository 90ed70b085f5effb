import { describe, expect, it } from 'vitest';
import { readAnswer, readParty } from './read.js';
import { foldKeepLength, negativeNumberSpans } from '../../../src/flows/understand/text.js';

/** The ages read at the children's-ages question, `awaited` ages expected. */
function agesAt(text: string, awaited: number, lang: 'es' | 'en' = 'es') {
  return readAnswer(text, 'childAges', lang, awaited).occupancy?.ages;
}

describe('ages in weeks and babies in arms are 0; halves are the whole years', () => {
  it.each([
    ['me, my husband and our 6-week-old', 'en', { adults: 2, children: 1, ages: [0] }],
    ['mi mujer y yo con uno de brazos', 'es', { adults: 2, children: 1, ages: [0] }],
    ['2 adultos y un bebé de brazos', 'es', { adults: 2, children: 1, ages: [0] }],
    ['un bebé de brazos de 7 meses', 'es', { children: 1, ages: [0] }],
  ] as const)('%s', (text, lang, want) => {
    expect(readParty(text, lang)).toMatchObject(want);
  });

  it.each([
    ['6 weeks and 2 years', 'en', [0, 2]],
    ['a 6-week-old and a toddler of 2', 'en', [0, 2]],
    ['uno de brazos y el otro de 3', 'es', [0, 3]],
    ['tres y medio y uno y medio', 'es', [3, 1]],
    ['dos y medio y seis', 'es', [2, 6]],
  ] as const)('at the ages question: %s', (text, lang, want) => {
    expect(agesAt(text, 2, lang)).toEqual(want);
  });

  it('weeks elsewhere are a stay, not an age', () => {
    expect(readParty('2 adults 1 child, 2 weeks', 'en')?.ages).toBeUndefined();
  });
});

describe('a negative age in a list is no age', () => {
  it.each(['7 and -1', '5 y -2'])('%s: the sign is read, no age of 1 or 2 taken', (text) => {
    expect(negativeNumberSpans(foldKeepLength(text)).length).toBe(1);
    expect(readAnswer(text, 'childAges', text.includes('and') ? 'en' : 'es', 2).occupancy?.ages ?? []).not.toContain(text.includes('and') ? 1 : 2);
  });
  it('a spaced dash after a word stays a separator: "Cartagena - 2 adults"', () => {
    expect(negativeNumberSpans(foldKeepLength('Cartagena - 2 adults'))).toEqual([]);
  });
});
