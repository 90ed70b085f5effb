/**
 * Class: a person said but not counted is never dropped silently. A relative named as whose child someone is, with
 * the age after the relative ("el hijo de mi hermana (12)"), is one child of that age, not the relative too; a
 * grown-up named after a count "each" ("3 rooms: 2 adults each, one with my mom") makes the party asked back.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { readOnMonday as read } from './read.js';

function occupancy(text: string, lang: 'es' | 'en') {
  return understand(text, { lang, today: '2026-11-29', catalogue: DEMO_CATALOGUE, expecting: 'party' });
}

describe('a child named by whose child they are', () => {
  it.each([
    ['somos mi esposo, yo, nuestra hija de 8 y el hijo de mi hermana (12)', 'es', 2],
    ['mi hija de 8 y el hijo de mi hermana de 12', 'es', undefined],
    ['my daughter 8 and the son of my sister, 12', 'en', undefined],
  ] as const)('"%s" is two children, 8 and 12', (text, lang, adults) => {
    const o = occupancy(text, lang).occupancy;
    expect(o).toMatchObject({ children: 2, ages: [8, 12] });
    expect(o?.adults).toBe(adults);
  });
  it('a sister of 12 said as such is still a child of the party', () => {
    expect(occupancy('mi hija de 8 y mi hermana de 12', 'es').occupancy).toMatchObject({ children: 2, ages: [8, 12] });
  });
});

describe('a grown-up named after "each" is asked back', () => {
  it.each([
    ['3 rooms: 2 adults each, one with my mom', 'en', 3],
    ['2 habitaciones, 2 adultos cada una, una con mi mamá', 'es', 2],
  ] as const)('"%s" takes no adults (rooms %i kept)', (text, lang, rooms) => {
    const u = occupancy(text, lang);
    expect(u.occupancy?.adults).toBeUndefined();
    expect(u.occupancy?.rooms).toBe(rooms);
    expect(u.bareNumber).toBeUndefined();
  });
  it('a baby named after "each" is still one child added once', () => {
    expect(occupancy('3 rooms: 2 adults each, one with a baby', 'en').occupancy).toMatchObject({ adults: 6, children: 1, rooms: 3 });
  });
});

describe('a person asked for is no party count', () => {
  it.each([
    ['necesito q me atienda una persona', 'es'],
    ['I need to speak to a person', 'en'],
    ['pásame con una persona real', 'es'],
    ['quiero hablar con una persona por favor', 'es'],
    ['can I talk with a person', 'en'],
    ['me pueden comunicar con una persona', 'es'],
  ] as const)('%s', (text, lang) => {
    expect(read(text, lang, 'destination').occupancy).toBeUndefined();
  });
  it('hands over when asked to be served by a person', () => {
    expect(read('necesito q me atienda una persona', 'es', 'destination').intents).toContainEqual({ kind: 'human' });
  });
  it('still counts a party of one', () => {
    expect(read('reserva para una persona', 'es', 'party').occupancy?.adults).toBe(1);
  });
});

describe('a person of the party named again is not one more', () => {
  it.each([
    ['mis padres y yo, mi padre va en silla de ruedas', 'es', 3],
    ['me and my wife, my wife is vegetarian', 'en', 2],
    ['my parents and I, my dad uses a wheelchair', 'en', 3],
    ['mis padres, mi hermano, mi papa y yo', 'es', 5],
    ['me and my wife, and my wife’s mother', 'en', 3],
    // Dictated, unpunctuated: a long stretch since the first naming stands for the clause break.
    ["it's me and my husband and my parents we'd need two rooms in Medellin the 14th through the 18th of January and my dad uses a wheelchair", 'en', 4],
    ['my parents and my brother and my dad and me', 'en', 5],
  ] as const)('%s', (text, lang, adults) => {
    expect(read(text, lang).occupancy?.adults).toBe(adults);
  });
});
