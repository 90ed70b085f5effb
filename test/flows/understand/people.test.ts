import { describe, expect, it } from 'vitest';
import { extractOccupancy } from '../../../src/flows/understand/occupancy.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { OccupancyFound, Slot } from '../../../src/flows/understand/types.js';

/** The finding without its spans (undefined when nothing was found). */
function read(raw: string, expecting: Slot = 'party', lang: 'es' | 'en' = 'es'): Omit<OccupancyFound, 'spans'> | undefined {
  const r = extractOccupancy({ raw, folded: foldKeepLength(raw), lang, today: '2026-11-23', expecting });
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

type Row = [text: string, expected: Omit<OccupancyFound, 'spans'> | undefined];

describe('people described, not counted', () => {
  const rows: Row[] = [
    ['dos ingenieros', { adults: 2 }],
    ['2 engineers', { adults: 2 }],
    ['4 backpackers', { adults: 4 }],
    ['un matrimonio con un bebé de 1 añito', { adults: 2, children: 1, ages: [1] }],
    ['a retired couple', { adults: 2 }],
    ['una señora de 80 años y su enfermera', { adults: 2 }],
    ['yo con mi hija de 18', { adults: 2, children: 0 }],
    ['mi hija de 19 y mi hijo de 15', { adults: 1, children: 1, ages: [15] }],
    ['The two of us and our 2-year-old twins', { adults: 2, children: 2, ages: [2, 2] }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));

  it('keeps asking about a grown child said alone or by a childhood word', () => {
    expect(read('mi hijo de 20')).toEqual({ children: 1, problem: { kind: 'childTooOld', age: 20 } });
    expect(read('2 adultos y 1 niño de 18')).toEqual({ adults: 2, children: 1, problem: { kind: 'childTooOld', age: 18 } });
  });

  it('does not read a bed as a couple', () => {
    expect(read('una cama de matrimonio')?.adults).toBeUndefined();
  });
});

describe('everyone named counts', () => {
  const rows: Row[] = [
    ['la abuela, mi esposa, yo y los 3 niños de 2, 7 y 10', { adults: 3, children: 3, ages: [2, 7, 10] }],
    ['my wife and I and my in-laws', { adults: 4 }],
    ['me and my mother-in-law', { adults: 2 }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));

  it('leaves an elder named after a count of adults unread (were they counted? the bot asks)', () => {
    expect(read('2 adultos, 2 niños (3 y 5) y la abuela')).toEqual({ adults: 2, children: 2, ages: [3, 5] });
  });
});

describe('spoken lists of ages without commas', () => {
  const rows: Row[] = [
    ['tres niños de cuatro seis y ocho años', { children: 3, ages: [4, 6, 8] }],
    ['dos adultos y cuatro niños de 2 4 6 y 8', { adults: 2, children: 4, ages: [2, 4, 6, 8] }],
    ["our three kids they're four six and ten", { children: 3, ages: [4, 6, 10] }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));

  it('keeps a run of numbers not closed by "y"/"and" out of the ages', () => {
    expect(read('2 niños de 4 5 noches')?.ages).toEqual([4]);
  });
});

describe('babies and halves', () => {
  const rows: Row[] = [
    ['recién nacido y 3', { ages: [0, 3] }],
    ['uno recién nacido y otro de 2', { ages: [0, 2] }],
    ['a newborn and a 3-year-old', { children: 2, ages: [0, 3] }],
    ['año y medio y cuatro', { ages: [1, 4] }],
    ['6½ and 9', { ages: [6, 9] }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text, 'childAges')).toEqual(expected));
});

describe('not people', () => {
  const rows: Row[] = [
    ['mi esposa embarazada y yo', { adults: 2 }],
    ['my wife and I and our dog', { adults: 2 }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));
});
