/**
 * Class: parties described by who comes, counted and summed — role words (la nana, el gerente, la asistente: one
 * adult each), people listed before the speakers counted by a pronoun ("mis suegros, mis papás y nosotros dos"), a
 * relative named only as whose someone is ("my sister's kid (12)": the kid, not the sister), and a child named again
 * with "the" ("a kid of 9 … the kid goes with me": the same child). Real readings of `understand`.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/flows/understand/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';

const SUN = '2026-11-29';
const read = (text: string, lang: 'es' | 'en' = 'es', expecting: 'party' | undefined = 'party') =>
  understand(text, { lang, today: SUN, catalogue: DEMO_CATALOGUE, expecting });
const occ = (text: string, lang: 'es' | 'en' = 'es') => {
  const o = read(text, lang).occupancy;
  if (!o) return undefined;
  const { spans: _spans, ...rest } = o;
  return rest;
};

describe('described parties add up', () => {
  it.each([
    ['mis suegros, mis papás y nosotros dos', 'es', { adults: 6 }],
    ['mis suegros y nosotros dos', 'es', { adults: 4 }],
    ['my parents and us two', 'en', { adults: 4 }],
    ['mi esposa, yo, la niña de 9 y el niño de 2, y también va la nana', 'es', { adults: 3, children: 2, ages: [9, 2] }],
    ["me + 2 friends + my sister's kid (12)", 'en', { adults: 3, children: 1, ages: [12] }],
    ['3 adults and a kid of 9, the kid goes with me', 'en', { adults: 3, children: 1, ages: [9] }],
    ['me, 2 friends and my nephew (12)', 'en', { adults: 3, children: 1, ages: [12] }],
  ] as const)('%s', (text, lang, expected) => {
    expect(occ(text, lang)).toEqual(expected);
  });

  it('a partner before "nosotros dos" may be one of the two: not added', () => {
    expect(occ('mi esposa y nosotros dos')?.adults).not.toBe(3);
  });

  it('another child named with "the" is one more', () => {
    expect(occ('2 adults and a kid of 9 and the baby', 'en')).toMatchObject({ adults: 2, children: 2 });
  });
});

describe('a range said after an age list keeps its start', () => {
  it('"a kid of 9, 10 to 12 march": the 10 is the check-in, not an age', () => {
    const u = read('Bogotá, 2 rooms, 3 adults and a kid of 9, 10 to 12 march, the kid goes with me', 'en', undefined);
    expect(u.dates).toMatchObject({ checkin: '2027-03-10', checkout: '2027-03-12', nights: 2 });
    expect(u.occupancy).toMatchObject({ adults: 3, children: 1, ages: [9], rooms: 2 });
  });

  it('the same in Spanish', () => {
    const u = read('niños de 5 y 9, 10 al 12 de marzo', 'es', undefined);
    expect(u.dates).toMatchObject({ checkin: '2027-03-10', checkout: '2027-03-12' });
    expect(u.occupancy).toMatchObject({ children: 2, ages: [5, 9] });
  });
});
