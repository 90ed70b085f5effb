/**
 * Room splits said in words and travel agents' shorthand, read through
 * {@link understand} (see `extractOccupancy` in `src/flows/understand/occupancy/`).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { OccupancyFound, Slot } from '../../../src/flows/understand/types.js';

/** The occupancy found in `text`, without its spans. */
function occupancy(text: string, lang: 'es' | 'en', expecting?: Slot): Omit<OccupancyFound, 'spans'> | undefined {
  const u = understand(text, { lang, today: '2026-11-29', catalogue: DEMO_CATALOGUE, ...(expecting ? { expecting } : {}) });
  if (!u.occupancy) return undefined;
  const { spans: _spans, ...rest } = u.occupancy;
  return rest;
}

const room = (adults: number, ages: number[] = []) => ({ adults, ages });

type Row = [text: string, lang: 'es' | 'en', expected: Omit<OccupancyFound, 'spans'>, expecting?: Slot];

const SPLITS: Row[] = [
  [
    'en una habitación 2 adultos y en la otra 1 adulto con 2 niños de 4 y 7',
    'es',
    { adults: 3, children: 2, ages: [4, 7], rooms: 2, perRoom: [room(2), room(1, [4, 7])] },
  ],
  ['en una habitación 2 adultos y en otra 2 adultos', 'es', { adults: 4, rooms: 2, perRoom: [room(2), room(2)] }],
  ['in one room 2 adults and in the other 1 adult', 'en', { adults: 3, rooms: 2, perRoom: [room(2), room(1)] }],
  [
    'one room for us and the kids (5 and 8), another for grandma',
    'en',
    { adults: 3, children: 2, ages: [5, 8], rooms: 2, perRoom: [room(2, [5, 8]), room(1)] },
  ],
  ['one room for me and my wife, another for my parents', 'en', { adults: 4, rooms: 2, perRoom: [room(2), room(2)] }],
  ['una habitación para mi esposa y yo, y otra para mis papás', 'es', { adults: 4, rooms: 2, perRoom: [room(2), room(2)] }],
  ['mi esposa y yo en una, mis papás en otra', 'es', { adults: 4, rooms: 2, perRoom: [room(2), room(2)] }],
  ['5 couples, one room each', 'en', { adults: 10, rooms: 5, perRoom: [room(2), room(2), room(2), room(2), room(2)] }],
  ['2 couples, one room per couple', 'en', { adults: 4, rooms: 2, perRoom: [room(2), room(2)] }],
  ['3 parejas, una habitación por pareja', 'es', { adults: 6, rooms: 3, perRoom: [room(2), room(2), room(2)] }],
  ['4 parejas, una habitación para cada pareja', 'es', { adults: 8, rooms: 4, perRoom: [room(2), room(2), room(2), room(2)] }],
  ['dos parejas cada una en su habitación', 'es', { adults: 4, rooms: 2, perRoom: [room(2), room(2)] }],
  ['2 couples, each in their own room', 'en', { adults: 4, rooms: 2, perRoom: [room(2), room(2)] }],
];

const SHORTHAND: Row[] = [
  // already read before the room codes: kept as guards
  ['2 ADT + 1 CHD 7 años', 'es', { adults: 2, children: 1, ages: [7] }],
  ['2 ADT + 1 CHD 7 years', 'en', { adults: 2, children: 1, ages: [7] }],
  // an infant's age is asked, never assumed 0
  ['3 ADT 1 INF', 'es', { adults: 3, children: 1 }],
  ['pax: 4 adultos en 2 habitaciones', 'es', { adults: 4, rooms: 2 }],
  ['pax: 4 adults in 2 rooms', 'en', { adults: 4, rooms: 2 }],
  ['1 SGL + 1 DBL', 'es', { adults: 3, rooms: 2, perRoom: [room(1), room(2)] }],
  ['1 DBL + 1 TPL', 'en', { adults: 5, rooms: 2, perRoom: [room(2), room(3)] }],
  ['2 DBL', 'en', { adults: 4, rooms: 2, perRoom: [room(2), room(2)] }],
  ['CHD1 08, CHD2 11', 'es', { ages: [8, 11] }, 'childAges'],
  ['CHD1 8, CHD2 11', 'en', { ages: [8, 11] }, 'childAges'],
];

describe('room splits said in words', () => {
  it.each(SPLITS)('%s (%s)', (text, lang, expected, expecting) => {
    expect(occupancy(text, lang, expecting)).toEqual(expected);
  });

  it('never puts a party split in words into one room', () => {
    for (const [text, lang] of SPLITS) {
      const o = occupancy(text, lang);
      expect(o?.rooms).not.toBe(1);
    }
  });
});

describe('a split said but not clear', () => {
  it('is asked back, never read as one room', () => {
    expect(occupancy('una habitación para mí y otra para los demás', 'es')).toBeUndefined();
    // two rooms said by whom they are for, nobody counted: the rooms are taken, the party is still asked
    expect(occupancy('one room for the kids and another for us', 'en')).toEqual({ rooms: 2 });
    const six = occupancy('somos 6 adultos, una habitación para mi esposa y yo y otra para el resto', 'es');
    expect(six).toEqual({ adults: 6 });
  });
});

describe("travel agents' shorthand", () => {
  it.each(SHORTHAND)('%s (%s)', (text, lang, expected, expecting) => {
    expect(occupancy(text, lang, expecting)).toEqual(expected);
  });

  it('reads the label "pax:" along with the party', () => {
    for (const [text, lang] of [
      ['pax: 4 adultos en 2 habitaciones', 'es'],
      ['pax: 4 adults in 2 rooms', 'en'],
    ] as const)
      expect(understand(text, { lang, today: '2026-11-29', catalogue: DEMO_CATALOGUE }).leftover).toBe('');
  });

  it('a room code with a different count of adults is not read as either', () => {
    const o = occupancy('3 ADT, 1 DBL + 1 DBL', 'es');
    expect(o?.adults).toBeUndefined();
    expect(o?.perRoom).toBeUndefined();
  });
});
