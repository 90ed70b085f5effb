/**
 * Class: children born together and children listed one by one: twins and triplets with one age said are that age
 * each ("los dos tienen 6 son mellizos", "trillizos de 3"); the last of a count of children said as a child of its
 * own ("tres niños de 13, 8 y un bebé de 10 meses") is one of them, not one more; someone added with "también va"
 * joins the party.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/flows/understand/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import type { Slot } from '../../../src/flows/understand/types.js';

function read(text: string, expecting: Slot, agesAwaited?: number) {
  return understand(text, { lang: 'es', today: '2026-11-23', catalogue: DEMO_CATALOGUE, expecting, agesAwaited });
}

describe('children born together', () => {
  it('reads one age for twins at the ages question', () => {
    expect(read('los dos tienen 6 son mellizos', 'childAges', 2).occupancy).toMatchObject({ ages: [6], sameAgeForAll: true });
  });
  it('reads triplets as three children of the age said', () => {
    expect(read('yo mi esposa y nuestros trillizos de 3 añitos', 'party').occupancy).toMatchObject({ adults: 2, children: 3, ages: [3, 3, 3] });
  });
});

describe('the last child of a count said on its own', () => {
  it.each([
    ['tres niños de 13 8 y un bebé de 10 meses', { children: 3, ages: [13, 8, 0] }],
    ['yo mi esposa la suegra y tres niños de 13 8 y un bebé de 10 meses', { adults: 3, children: 3, ages: [13, 8, 0] }],
  ])('%s', (text, expected) => {
    expect(read(text, 'party').occupancy).toMatchObject(expected);
  });
  it('keeps a child more when the ages were all said', () => {
    expect(read('dos niños de 10 y 4 y un bebé de 10 meses', 'party').occupancy).toMatchObject({ children: 3, ages: [10, 4, 0] });
  });
});

describe('someone added with "también va"', () => {
  it('joins the counted party', () => {
    const u = read('dos adultos y dos niños de 10 y 4 años y también va la nana', 'party');
    expect(u.occupancy).toMatchObject({ adults: 2, children: 2 });
    expect(u.additive).toMatchObject({ companions: 1, joined: true });
  });
});
