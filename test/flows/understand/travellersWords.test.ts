/**
 * Words travellers bring from their own way of writing, each read as they mean it or asked back, never taken wrong:
 * ages with one-letter units, children named by rank at the ages question, a choice of rooms, the speaker joined after
 * a count with children after them, "uno solo" at the ages question, a day denied after "no de", someone asked after
 * in a question, Seollal by Korea's calendar, travellers' titles and joined surnames, an address with a space inside,
 * and "my bad" before a language.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/clock.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { ANSWER_DAY, guestTable, readAnswer, readParty, readPartyAt } from './read.js';

describe('an age with a one-letter unit, spaced and closing the age', () => {
  it('"(5 y, 8 m)" is a child of 5 and a baby of 8 months', () => {
    expect(readParty('2 adults + 2 children (5 y, 8 m)', 'en')).toMatchObject({ adults: 2, children: 2, ages: [5, 0] });
  });
  it('the Spanish "y" between ages is still "and" (near miss)', () => {
    expect(readParty('2 adultos y 2 niños de 5 y 8')).toMatchObject({ children: 2, ages: [5, 8] });
  });
});

describe('children named by their rank at the ages question', () => {
  it.each([
    ['the first 3, the second 7', 'en'],
    ['el primero 3, el segundo 7', 'es'],
  ] as const)('"%s" gives two ages and no date', (text, lang) => {
    const u = readAnswer(text, 'childAges', lang);
    expect(u.dates).toBeUndefined();
    expect(u.occupancy?.ages).toEqual([3, 7]);
  });
});

describe('a choice of rooms is asked back, never one of them taken', () => {
  it.each([
    ['2 adults, 2 kids 11 and 14, one room or two if needed', 'en'],
    ['2 adultos y 2 niños, una o dos habitaciones', 'es'],
    ['2 adults, 1 or 2 rooms', 'en'],
  ] as const)('"%s"', (text, lang) => {
    const o = readAnswer(text, 'party', lang).occupancy;
    expect(o?.adults).toBe(2);
    expect(o?.rooms).toBeUndefined();
  });
  it('one count of rooms is taken (near miss)', () => {
    expect(readParty('2 adultos, 2 habitaciones')?.rooms).toBe(2);
  });
});

describe('the speaker joined after a count of grown-ups, children named after them', () => {
  it('"somos dos adultos y yo, más mi sobrina de 6" is 3 grown-ups and the niece', () => {
    expect(readParty('somos dos adultos y yo, más mi sobrina de 6')).toMatchObject({ adults: 3, children: 1, ages: [6] });
  });
  it('with two children after "y"', () => {
    expect(readParty('dos adultos y yo y dos niños de 4 y 6')).toMatchObject({ adults: 3, children: 2, ages: [4, 6] });
  });
});

describe('"uno solo" at the ages question is a count of one child, never an age of 1', () => {
  it.each(['uno solo, de 7, me equivoque', 'una sola de 7'])('"%s"', (text) => {
    expect(readPartyAt(text, 'childAges')).toMatchObject({ children: 1, ages: [7] });
  });
});

describe('a day denied after "no de" / "not in" stays denied', () => {
  it.each([
    ['uy no, es de hoy en ocho, no de hoy en quince', 'confirm'],
    ['de hoy en ocho, no de hoy en quince', 'dates'],
  ] as const)('"%s" is a week from today', (text, at) => {
    expect(readAnswer(text, at).dates?.checkin).toBe(addDays(ANSWER_DAY, 7));
  });
});

describe('someone of the hotel asked after', () => {
  it('"hay alguien ahi? una persona?" asks for a person and counts nobody', () => {
    const u = readAnswer('hay alguien ahi? una persona?', 'confirm');
    expect(u.intents).toContainEqual({ kind: 'human' });
    expect(u.occupancy).toBeUndefined();
  });
  it('"anyone there?" asks for a person', () => {
    expect(readAnswer('hello? anyone there?', 'confirm', 'en').intents).toContainEqual({ kind: 'human' });
  });
  it('"una persona?" alone at the party question is still one guest (near miss)', () => {
    expect(readPartyAt('una persona?')?.adults).toBe(1);
  });
});

describe("Seollal is Korea's New Year, by Korea's calendar", () => {
  it('in 2027 a day after the Chinese one', () => {
    expect(readAnswer('seollal', 'dates', 'en').dates?.checkin).toBe('2027-02-07');
    expect(readAnswer('chinese new year', 'dates', 'en').dates?.checkin).toBe('2027-02-06');
  });
  it('said beside "our lunar new year" (two days) it is asked, never one taken', () => {
    expect(readAnswer('seollal, our lunar new year', 'dates', 'en').dates?.checkin).toBeUndefined();
  });
});

const names = guestTable(['firstName', 'lastName']);
names('travellers\' titles are dropped and surnames joined by "y", "i" are one', [
  ['Mme Camille Laurent', 'en', 'name', { firstName: 'Camille', lastName: 'Laurent' }],
  ['Coach Mike Daniels, for the team', 'en', 'name', { firstName: 'Mike', lastName: 'Daniels' }],
  ['Herr Hans Müller', 'en', 'name', { firstName: 'Hans', lastName: 'Müller' }],
  ['me llamo Jordi Puig i Ferrer', 'es', 'name', { firstName: 'Jordi', lastName: 'Puig i Ferrer' }],
  ['José Ortega y Gasset', 'es', 'name', { firstName: 'José', lastName: 'Ortega y Gasset' }],
]);

describe('two people joined by "y" are never one surname (near miss)', () => {
  it('"Juan Pérez y María López" takes no surname', () => {
    const g = understand('Juan Pérez y María López', { lang: 'es', today: ANSWER_DAY, expecting: 'name', catalogue: DEMO_CATALOGUE }).guest;
    expect(g?.lastName).toBeUndefined();
  });
});

describe('an address with a space inside its first part is asked again', () => {
  it.each(['noa levi@gmail.com', 'marie laurent@gmail.com'])('"%s" takes no address', (text) => {
    expect(readAnswer(text, 'email', 'en').guest?.email).toBeUndefined();
  });
  it.each([
    ['use ops@eventpro.events', 'ops@eventpro.events'],
    ['john@gmail.com no wait johnny@gmail.com', 'johnny@gmail.com'],
  ])('a word of answering before it is no part of it: "%s" (near miss)', (text, email) => {
    expect(readAnswer(text, 'email', 'en').guest?.email).toBe(email);
  });
});

describe('"my bad" before a language speaks of the language', () => {
  it('"sorry for my bad english" at the country question is no country and no correction', () => {
    const u = readAnswer('sorry for my bad english', 'country', 'en');
    expect(u.guest?.country).toBeUndefined();
    expect(u.intents).not.toContainEqual({ kind: 'correction' });
  });
  it('"my bad, 3 nights" owns up to a mistake (near miss)', () => {
    expect(readAnswer('my bad, 3 nights', 'nights', 'en').intents).toContainEqual({ kind: 'correction' });
  });
});
