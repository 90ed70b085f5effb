/**
 * Classes of wrong party and room readings seen on first contact with new guest phrasings: pets are never people,
 * twins named after their ages are not more children, relatives described with their own children, a total restated
 * or corrected, family words counted as adults, rooms corrected in the message, and a question asking for advice.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { OccupancyFound, Slot } from '../../../src/flows/understand/types.js';

/** The party read from `text` without its spans (undefined when none). */
function party(text: string, lang: 'es' | 'en', expecting?: Slot): Omit<OccupancyFound, 'spans'> | undefined {
  const o = understand(text, { lang, today: '2026-11-23', catalogue: DEMO_CATALOGUE, expecting }).occupancy;
  if (!o) return undefined;
  const { spans: _spans, ...rest } = o;
  return rest;
}

describe('pets are never people', () => {
  it.each([
    ['2 adultos 2 niños 4 y 9 años, llevamos una mascota pequeña', 'es', { adults: 2, children: 2, ages: [4, 9] }],
    ['2 adults 1 kid aged 5 and we bring our small dog', 'en', { adults: 2, children: 1, ages: [5] }],
    ['vamos mi esposa y yo con nuestro perrito chiquito y mi hija de 5', 'es', { adults: 2, children: 1, ages: [5] }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang, 'party')).toEqual(expected));
  it('a pet alone sets no party, and is a request for staff', () => {
    expect(party('llevamos una mascota pequeña', 'es', 'party')).toBeUndefined();
    expect(understand('con mi perrito', { lang: 'es', today: '2026-11-23', catalogue: DEMO_CATALOGUE, expecting: 'party' }).requests).toEqual(['pets']);
  });
});

describe('twins named after their ages are already counted', () => {
  it.each([
    ['nosotros dos y tres niños de 7, 7 y 4 (los mayores son mellizos)', 'es', { adults: 2, children: 3, ages: [7, 7, 4] }],
    ["2 adults and 2 kids aged 5 and 5, they're twins", 'en', { adults: 2, children: 2, ages: [5, 5] }],
    ['2 adultos y mellizos de 4', 'es', { adults: 2, children: 2, ages: [4, 4] }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang, 'party')).toEqual(expected));
});

describe('relatives described with their own children', () => {
  it.each([
    ['the two of us, my daughter and son-in-law, and their three children: 14, 10 and 18 months', 'en', { adults: 4, children: 3, ages: [14, 10, 1] }],
    ['mi esposo y yo, mi hija y mi yerno y los dos niños de 3 y 5', 'es', { adults: 4, children: 2, ages: [3, 5] }],
    [
      'Vamos mi esposo y yo, mis dos hijos con sus esposas y los nietos, que son tres: uno de 9, una de 6 y el chiquito de 2 añitos',
      'es',
      { adults: 6, children: 3, ages: [9, 6, 2] },
    ],
    ['2 adults and the grandkids, who are 3: 4, 6 and 9', 'en', { adults: 2, children: 3, ages: [4, 6, 9] }],
    ['mis papás, mis tres hermanos, yo, y los sobrinos que son cuatro, de 3, 5, 8 y 12 añitos', 'es', { adults: 6, children: 4, ages: [3, 5, 8, 12] }],
    ['my wife and I, our two sons and their wives', 'en', { adults: 6 }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang, 'party')).toEqual(expected));
  it('reads a diminutive of a family word as that word (the age of the little one is asked)', () => {
    expect(party('mi esposa, yo y nuestro nietecito', 'es', 'party')).toEqual({ adults: 2, children: 1 });
    expect(party('con mi abuelita y mis dos hijitos de 4 y 6', 'es', 'party')).toEqual({ adults: 2, children: 2, ages: [4, 6] });
  });
  it('keeps months of a baby past a year to that baby', () => {
    expect(party('3 kids: 14, 10 and 18 months', 'en', 'party')).toEqual({ children: 3, ages: [14, 10, 1] });
  });
});

describe('a total restated or corrected is the total', () => {
  it.each([
    ['2 adults and our grandchildren aged 8 and 10. Oh, and our daughter will join us, so 3 adults.', 'en', { adults: 3, children: 2, ages: [8, 10] }],
    ['2 adultos y mi nieto de 5, y va mi hija también, entonces 3 adultos', 'es', { adults: 3, children: 1, ages: [5] }],
    ['2 adultos, digo 3 adultos', 'es', { adults: 3 }],
    ['2 adults, I mean 3 adults, and a kid of 4', 'en', { adults: 3, children: 1, ages: [4] }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang, 'party')).toEqual(expected));
});

describe('family words counted as adults', () => {
  it.each([
    ['mi compadre, mi comadre, mi señora y yo', 'es', { adults: 4 }],
    ['somos 3 parceros y 2 parceras', 'es', { adults: 5 }],
    ['we are 3 friends and 2 colleagues', 'en', { adults: 5 }],
    ['somos 2 y mi papá que va en silla de ruedas', 'es', { adults: 3 }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang, 'party')).toEqual(expected));
  it('keeps a person said to be among the count out of it', () => {
    expect(party('somos 3, incluyendo a mi papá', 'es', 'party')).toEqual({ adults: 3 });
    expect(party('somos 2 con mi papá', 'es', 'party')?.adults).not.toBe(3);
  });
});

describe('rooms corrected inside the message: the last decided value', () => {
  it.each([
    ['dos habitaciones no, una sola', 1],
    ['somos un matrimonio mayor, dos habitaciones no, una sola, y que sea en primer piso', 1],
    ['mi esposa y yo y mis hijos de 9 y 4. Una habitación grande o dos, lo que usted vea. Bueno, mejor dos.', 2],
    ['somos 8 adultos. Si se puede en cinco habitaciones, o bueno cuatro, ahí nos acomodamos. Cuatro entonces.', 4],
    ['Somos 3 familias: la de mi hermana (2 adultos, 1 niño de 10) y la mía (2 adultos). Una habitación por familia.', 3],
  ] as const)('%s', (text, rooms) => expect(party(text, 'es', 'party')?.rooms).toBe(rooms));
  it('asks when the guest leaves the rooms open', () => {
    expect(party('2 adultos, una habitación grande o dos, lo que usted vea', 'es', 'party')?.rooms).toBeUndefined();
    expect(party('2 adultos, una habitación por familia', 'es', 'party')?.rooms).toBeUndefined();
  });
  it('keeps plain room counts', () => {
    expect(party('2 habitaciones, 4 adultos', 'es', 'party')).toEqual({ adults: 4, rooms: 2 });
  });
});

describe('a question asking for advice is no party statement', () => {
  it.each([
    ['Ay, no sé si Cartagena o Santa Marta, ¿cuál me recomienda usted para ir con la abuela?', 'es'],
    ['which would you recommend to go with my wife?', 'en'],
  ] as const)('%s', (text, lang) => expect(party(text, lang, 'destination')).toBeUndefined());
  it('still reads a party said beside the request for advice', () => {
    expect(party('can you recommend a hotel for me and my wife', 'en', 'destination')).toEqual({ adults: 2 });
    expect(party('¿qué hotel me recomienda para 2 adultos?', 'es', 'destination')).toEqual({ adults: 2 });
  });
});

describe('a relative of any age said with a minor age is a child', () => {
  it.each([
    ['mis papás, mi hermano de 16 y yo', 'es', { adults: 3, children: 1, ages: [16] }],
    ['mi esposa y yo con mi primo de 12', 'es', { adults: 2, children: 1, ages: [12] }],
    ['mi hermana de 25 y yo', 'es', { adults: 2 }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang, 'party')).toEqual(expected));
});

describe('grown-ups written as two words', () => {
  it.each([
    ['2 grown ups', { adults: 2 }],
    ['2 grown ups and 1 kid of 5', { adults: 2, children: 1, ages: [5] }],
  ] as const)('%s', (text, expected) => expect(party(text, 'en', 'party')).toEqual(expected));
});
