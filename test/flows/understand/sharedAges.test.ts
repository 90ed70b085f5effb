import { describe, expect, it } from 'vitest';
import { readAnswer, readParty } from './read.js';

describe('a count of children with one age said for them all', () => {
  it.each([
    ['12 niños de 11 años y 2 entrenadores', 'es', { adults: 2, children: 12, ages: Array(12).fill(11) }],
    ['2 adults and 3 kids aged 5', 'en', { adults: 2, children: 3, ages: [5, 5, 5] }],
    ['just me and my twin girls, they are 9', 'en', { adults: 1, children: 2, ages: [9, 9] }],
  ] as const)('%s', (text, lang, want) => {
    expect(readParty(text, lang)).toMatchObject(want);
  });

  it('ages fewer than the count and more than one stay partial (the rest are asked)', () => {
    expect(readParty('3 niños de 5 y 7')).toMatchObject({ children: 3, ages: [5, 7] });
  });

  it('twins named with an English child word, in a whole request', () => {
    const o = readAnswer('Santa Marta next Friday to Monday with my wife and our twin toddlers, they are 2', undefined, 'en').occupancy;
    expect(o).toMatchObject({ adults: 2, children: 2, ages: [2, 2] });
  });
});
