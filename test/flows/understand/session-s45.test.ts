/**
 * Classes fixed in session 45, each read through the whole understanding step
 * (`understand`), as the flow does: a phone only valid in North America typed
 * without its code, "hace N años" after a verb of living, "N menores de A y
 * B", a birthday just passed as an age, a bare answer corrected in the same
 * message, "tonight only", and a work team counted ("team of 10").
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { Slot, Understanding } from '../../../src/flows/understand/types.js';

const TODAY = '2026-11-29';

function read(text: string, expecting?: Slot, lang: 'es' | 'en' = 'es', agesAwaited?: number): Understanding {
  return understand(text, { lang, today: TODAY, expecting, catalogue: DEMO_CATALOGUE, agesAwaited });
}

describe('ten bare digits valid only in North America, in an English chat, are offered back', () => {
  it.each(['(212) 555-0199', 'my cell is 212 555 0199', '415-555-0123'])('%s', (text) => {
    const g = read(text, 'phone', 'en').guest;
    expect(g?.phone).toBeUndefined();
    expect(g?.phoneOptions?.length).toBe(1);
    expect(g?.phoneOptions?.[0]).toMatch(/^\+1\d{10}$/);
  });
  it('a number valid in Colombia too keeps both readings; a "+1" or a Spanish chat decides', () => {
    expect(read('305 555 0147', 'phone', 'en').guest?.phoneOptions).toEqual(['+13055550147', '+573055550147']);
    expect(read('+1 212 555 0199', 'phone', 'en').guest?.phone).toBe('+12125550199');
    expect(read('(212) 555-0199 in New York', 'phone', 'en').guest?.phone).toBe('+12125550199');
  });
});

describe('how long the guest has lived somewhere is no date of the stay', () => {
  it.each([
    ['soy venezolana pero vivo en Bogotá hace diez años', 'VEN'],
    ['soy colombiano, pero vivo en Estados Unidos hace 20 años', 'COL'],
  ])('%s', (text, country) => {
    const u = read(text, 'country');
    expect(u.dates).toBeUndefined();
    expect(u.guest?.country).toBe(country);
  });
  it('a past said without a verb of living is still refused as the past', () => {
    expect(read('fuimos hace 2 años', 'dates').dates?.problem?.kind).toBe('past');
  });
});

describe('"N menores de A, B y C" lists the ages when as many are said as minors counted', () => {
  it.each([
    ['dos adultos y dos menores de 12 y 14', { adults: 2, children: 2, ages: [12, 14] }],
    ['somos 8 personas: 5 adultos y 3 menores de 15, 13 y 9', { adults: 5, children: 3, ages: [15, 13, 9] }],
  ])('%s', (text, expected) => {
    expect(read(text, 'party').occupancy).toMatchObject(expected);
  });
  it('one number after "menores de" is a bound, not the ages', () => {
    expect(read('2 adultos y 2 menores de 12', 'party').occupancy?.ages).toBeUndefined();
  });
});

describe('a birthday just passed is an age', () => {
  it.each([
    ['two adults one toddler, she just turned 2', 'en', { adults: 2, children: 1, ages: [2] }],
    ['a couple with twins, they just turned 5', 'en', { adults: 2, children: 2, ages: [5, 5] }],
    ['2 adultos y un niño que acaba de cumplir 5', 'es', { adults: 2, children: 1, ages: [5] }],
  ] as const)('%s', (text, lang, expected) => {
    expect(read(text, 'party', lang).occupancy).toMatchObject(expected);
  });
});

describe('a bare answer corrected in the same message is the last number', () => {
  it.each([
    ['cinco, no, mejor seis', 6],
    ['mmm 2... no, mejor 3', 3],
    ['pues cuatro o cinco... mejor cinco', 5],
    ['four, sorry, five', 5],
  ])('%s', (text, n) => {
    expect(read(text, 'nights').bareNumber).toBe(n);
  });
  it('two numbers without a correction word are not an answer', () => {
    expect(read('2 3', 'nights').bareNumber).toBeUndefined();
  });
});

describe('tonight and nothing more is one night', () => {
  it.each(['tonight only', 'esta noche nomás', 'solo por esta noche', 'just tonight'])('%s', (text) => {
    expect(read(text, 'dates').dates).toMatchObject({ checkin: TODAY, checkout: '2026-11-30', nights: 1 });
  });
  it('tonight alone is the arrival only', () => {
    expect(read('esta noche', 'dates').dates?.nights).toBeUndefined();
  });
});

describe('at the ages question, the ages awaited decide whether one bare age is all of them', () => {
  it('one age for two children is taken for none', () => {
    expect(read('7', 'childAges', 'es', 2).occupancy?.ages).toBeUndefined();
    expect(read('7', 'childAges', 'es', 1).occupancy?.ages).toEqual([7]);
  });
});

describe('a work team counted is that many adults', () => {
  it.each([
    ['Need 5 rooms in Bogotá for our team of 10, 7-9 April (2 nights)', 'en', { adults: 10, rooms: 5 }],
    ['un equipo de 6 de la empresa', 'es', { adults: 6 }],
  ] as const)('%s', (text, lang, expected) => {
    expect(read(text, undefined, lang).occupancy).toMatchObject(expected);
  });
  it('a team of children stays children', () => {
    expect(read('equipo de 12 niños de fútbol', 'party').occupancy?.adults).toBeUndefined();
  });
});
