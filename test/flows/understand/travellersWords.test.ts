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
  it('"its the 22nd not the 21st": asserted, then denied with no comma, in English too', () => {
    expect(readAnswer('its the 22nd not the 21st', 'dates', 'en').dates?.checkin?.slice(8)).toBe('22');
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

describe('the speaker joined after a count, the request going on after them', () => {
  it('"dos adultos y yo pa Medellín el 15 de enero 2 noches" is 3 grown-ups', () => {
    expect(readAnswer('dos adultos y yo pa Medellín el 15 de enero 2 noches').occupancy?.adults).toBe(3);
  });
  it('"2 adultos y yo quiero saber el precio" has the speaker as the subject (near miss)', () => {
    expect(readParty('2 adultos y yo quiero saber el precio')?.adults).toBe(2);
  });
  it.each([
    ['me plus 2 adults', 'en'],
    ['yo más 2 adultos', 'es'],
  ] as const)('"%s": a word of adding makes the count more people', (text, lang) => {
    expect(readParty(text, lang)?.adults).toBe(3);
  });
});

describe('someone named by a word nobody knows in a list of people is asked, never dropped', () => {
  it('"somos mi primote, su esposa, mi mami y yo" asks the party', () => {
    const o = readParty('somos mi primote, su esposa, mi mami y yo');
    expect(o?.adults).toBeUndefined();
    expect(o?.unsure).toBeDefined();
  });
  it('"mi ñaño" is a brother', () => {
    expect(readParty('somos mi ñaño, su esposa, mi mami, yo y la guagua de 1 añito')).toMatchObject({ adults: 4, children: 1, ages: [1] });
  });
  it('"mi familia y yo" names a company, read as before (near miss)', () => {
    expect(readParty('mi familia y yo, somos 5: mi esposo, yo y nuestros tres hijos de 4, 10 y 15')).toMatchObject({ adults: 2, children: 3 });
  });
});

describe('a sum alone at the party question is asked, grown-ups and children first', () => {
  it('"2+1" reads its total, unsure who is a child', () => {
    expect(readPartyAt('2+1')).toEqual({ unsure: { totals: [3], sum: [2, 1] } });
  });
});

describe("a group's ages said as a range count the group, no child's age", () => {
  it.each([
    ['church youth choir, 18 kids aged 13 to 16 and 4 chaperones', 'en', { adults: 4, children: 18 }],
    ['15 niños de 10 a 12 años y 3 profesores', 'es', { adults: 3, children: 15 }],
  ] as const)('"%s"', (text, lang, party) => {
    const o = readParty(text, lang);
    expect(o).toMatchObject(party);
    expect(o?.ages).toBeUndefined();
  });
});

describe('more dates read as meant', () => {
  it('"15 al 18/02": the range before a numeric date', () => {
    expect(readAnswer('15 al 18/02', 'dates').dates).toMatchObject({ nights: 3 });
    expect(readAnswer('15 al 18/02', 'dates').dates?.checkin?.slice(5)).toBe('02-15');
  });
  it('"Fri & Sat night" is the nights of both days', () => {
    expect(readAnswer('Fri & Sat night', 'dates', 'en').dates?.nights).toBe(2);
  });
  it('"son tres noches tres": the count said again after its unit is one length, nobody counted', () => {
    const u = readAnswer('eh son son tres noches tres', 'nights');
    expect(u.dates?.nights).toBe(3);
    expect(u.occupancy).toBeUndefined();
  });
});

describe('rooms by their kinds', () => {
  it.each(['three adults, one double and one single room', '3 adults, one double room and one single'])('"%s" is two rooms', (text) => {
    expect(readParty(text, 'en')).toMatchObject({ adults: 3, rooms: 2 });
  });
});

describe('a phone with digits more after it is asked again', () => {
  it('"+57 300 123 4567 8" takes no phone', () => {
    expect(readAnswer('+57 300 123 4567 8', 'phone').guest?.phone).toBeUndefined();
  });
  it('the number alone is taken (near miss)', () => {
    expect(readAnswer('+57 300 123 4567', 'phone').guest?.phone).toBe('+573001234567');
  });
});

describe('"the missus" is the speaker\'s own partner, like "my wife"', () => {
  it('"the missus and the two kids" is the speaker and the partner, never one', () => {
    expect(readParty('the missus and the two kids', 'en')).toMatchObject({ adults: 2, children: 2 });
  });
  it('"me, the missus and the two kids" is two grown-ups', () => {
    expect(readParty('me, the missus and the two kids', 'en')).toMatchObject({ adults: 2, children: 2 });
  });
});

describe('days counted from today the way guests say them', () => {
  it.each([
    ['traspasado mañana', 'es', 3],
    ['after tomorrow', 'en', 2],
    ['tomorrow week', 'en', 8],
  ] as const)('"%s" is today plus %i', (text, lang, days) => {
    expect(readAnswer(text, 'dates', lang).dates?.checkin).toBe(addDays(ANSWER_DAY, days));
  });
  it('"jueves y viernes santo" are the nights of Holy Thursday and Good Friday', () => {
    const d = readAnswer('jueves y viernes santo', 'dates').dates;
    expect(d).toMatchObject({ checkin: '2027-03-25', checkout: '2027-03-27', nights: 2 });
  });
});

describe('agencies and assistants', () => {
  it.each([
    ['Tres ejecutivos, una sencilla para cada uno', 'es'],
    ['3 engineers, one single room each', 'en'],
  ] as const)('"%s": a room each, said by its kind', (text, lang) => {
    expect(readParty(text, lang)).toMatchObject({ adults: 3, rooms: 3 });
  });
  it.each([
    ['Un momento, lo consulto con el gerente', 'es'],
    ['let me check with the manager', 'en'],
  ] as const)('"%s": someone asked is no party', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy).toBeUndefined();
  });
  it('"voy con el gerente" takes them along (near miss)', () => {
    expect(readAnswer('voy con el gerente', 'party').occupancy?.adults).toBe(2);
  });
});

names('"Dña." is a title', [['a nombre de Dña. Carmen Vidal Soler', 'es', 'name', { firstName: 'Carmen', lastName: 'Vidal Soler' }]]);

describe('dictation', () => {
  it('"mañana pasado" is the day after tomorrow, its words swapped', () => {
    expect(readAnswer('mañana pasado', 'dates').dates?.checkin).toBe(addDays(ANSWER_DAY, 2));
  });
  it('"vivo en Medell in": a known city split in two', () => {
    expect(readAnswer('vivo en Medell in pero soy de colombia', 'residenceCity').guest?.residenceCity).toBe('Medellín');
  });
  it('"no espera es hotmail" corrects the provider; "no hotmail" denies it (near miss)', () => {
    expect(readAnswer('ana punto restrepo arroba outlook punto com no espera es hotmail', 'email').guest?.email).toBe('ana.restrepo@hotmail.com');
    expect(readAnswer('el correo está mal, es hernan.castro@gmail.com no hotmail', 'confirm').guest?.email).toBe('hernan.castro@gmail.com');
  });
});

names('"Mc" split from its surname', [['kevin mc donald', 'en', 'name', { firstName: 'Kevin', lastName: 'McDonald' }]]);

describe('someone else\'s partner before "us two" is one more', () => {
  it.each([
    ['mi hermano, su esposa y nosotros dos', 'es'],
    ['my brother, his wife and us two', 'en'],
  ] as const)('"%s" is four', (text, lang) => {
    expect(readParty(text, lang)?.adults).toBe(4);
  });
  it('"mi esposa y nosotros dos": one\'s own partner may be one of the two (near miss)', () => {
    expect(readParty('mi esposa y nosotros dos')?.adults).toBe(2);
  });
});

describe("someone of one's own listed between a count of grown-ups and the children", () => {
  it.each([
    ['2 adults, my mum and our 3 kids — 5, 8 and 13', 'en'],
    ['2 adultos, mi mamá y 2 niños de 4 y 6', 'es'],
  ] as const)('"%s" asks the party, never the count taken', (text, lang) => {
    expect(readParty(text, lang)?.adults).toBeUndefined();
  });
  it('a note after the count keeps it (near miss): "2 adultos, mi papá usa silla de ruedas"', () => {
    expect(readParty('2 adultos, mi papá usa silla de ruedas')?.adults).toBe(2);
  });
});
