/**
 * Classes read from the parties that whole requests of the fresh corpora said back or left unread: young people's
 * words counted as the whole party ("somos cuatro chicas", "4 girls, Cartagena"), friends before the rooms they take
 * ("4 friends in 2 rooms"), agents' passengers with children added by a plus sign ("2 pax + 1 CHD (8)"), a list of
 * people before its rooms ("me and a colleague, 2 rooms"), where a person is known from ("un compañero de trabajo"),
 * and Mexican "cuates".
 */
import { describe, expect, it } from 'vitest';
import { readAnswer, readParty, readPartyAt } from './read.js';

/** The party read from a whole message said with no question asked. */
const atStart = (text: string, lang: 'es' | 'en' = 'es') => readAnswer(text, undefined, lang).occupancy;

describe("young people's words counted as the whole party are grown-ups", () => {
  it.each([
    ['somos cuatro chicas', 'es', 4],
    ['viajamos 3 chicas', 'es', 3],
    ['we are 4 girls', 'en', 4],
    ['Spring break!! 4 girls, Cartagena, March 14-21, 2 rooms pls', 'en', 4],
    ['hi!! two girls traveling, Medellin, 6 nights', 'en', 2],
    ['8 chicas en 2 habitaciones', 'es', 8],
  ] as const)('"%s"', (text, lang, adults) => {
    const read = atStart(text, lang);
    expect(read).toMatchObject({ adults });
    expect(read?.children ?? 0).toBe(0);
  });
  it.each([
    ['me and my 2 girls', 'en', { adults: 1, children: 2 }],
    ['2 adults and 2 girls', 'en', { adults: 2, children: 2 }],
    ['mis 2 chicas y yo', 'es', { adults: 1, children: 2 }],
  ] as const)('near miss, children beside a grown-up or the speaker\'s own: "%s"', (text, lang, party) => {
    expect(readParty(text, lang)).toMatchObject(party);
  });
  it('"4 girls" said alone with no question asked reads nobody (near miss: nothing says they are the party)', () => {
    expect(atStart('4 girls', 'en')?.adults).toBeUndefined();
  });
});

describe('friends before the rooms they take are the party', () => {
  it.each([
    ['4 friends in 2 rooms', 'en', 4, 2],
    ['4 amigos en 2 habitaciones', 'es', 4, 2],
    ['Erda compa, pa Santa Marta este fin de semana, vamo 6 amigos en 3 habitaciones', 'es', 6, 3],
  ] as const)('"%s"', (text, lang, adults, rooms) => {
    expect(atStart(text, lang)).toMatchObject({ adults, rooms });
  });
  it('"4 friends" said alone with no question asked reads nobody (near miss: anyone\'s friends)', () => {
    expect(atStart('4 friends', 'en')?.adults).toBeUndefined();
  });
});

describe("agents' passengers with children added by a plus sign", () => {
  it.each([
    ['2 pax + 1 CHD (8 años)', 'es', { adults: 2, children: 1, ages: [8] }],
    ['2 pax + 1 niña de 15 años', 'es', { adults: 2, children: 1, ages: [15] }],
    ['2 pax + 1 child (4y)', 'en', { adults: 2, children: 1, ages: [4] }],
  ] as const)('"%s"', (text, lang, party) => {
    expect(readParty(text, lang)).toMatchObject(party);
  });
  it('"2 pax y 1 niño de 8" leaves the grown-ups asked (near miss: "y" may join the child to the passengers counted)', () => {
    expect(readParty('2 pax y 1 niño de 8')?.adults).toBeUndefined();
  });
  it('"3 pax (2 ADT + 1 CHD 12)" stays the breakdown (near miss)', () => {
    expect(readParty('3 pax (2 ADT + 1 CHD 12)', 'en')).toMatchObject({ adults: 2, children: 1, ages: [12] });
  });
});

describe('a list of people before its rooms, across a comma', () => {
  it.each([
    ['me and a colleague, 2 rooms', 'en', 2, 2],
    ['Bogota sunday night to tuesday morning, me and a colleague, 1 room', 'en', 2, 1],
    ['Pa bogota el lunes, 1 noche, yo y un compañero de trabajo, 2 habitaciones', 'es', 2, 2],
  ] as const)('"%s"', (text, lang, adults, rooms) => {
    expect(atStart(text, lang)).toMatchObject({ adults, rooms });
  });
  it('"one double for the couple, one single for their driver" is not the couple alone (near miss: people in each room)', () => {
    expect(atStart('Need 2 rooms in Bogotá, 2–5 January: one double for the couple, one single for their driver.', 'en')?.adults).not.toBe(2);
  });
});

describe('where a person is known from describes them', () => {
  it.each([
    ['yo y un compañero de trabajo', 'es', 2],
    ['yo y una compañera de la oficina', 'es', 2],
    ['me and a friend from work', 'en', 2],
  ] as const)('"%s"', (text, lang, adults) => {
    expect(readParty(text, lang)).toMatchObject({ adults });
  });
  it('"mi hijo de 5 y yo" keeps the age (near miss: "de" before a number)', () => {
    expect(readParty('mi hijo de 5 y yo')).toMatchObject({ adults: 1, children: 1, ages: [5] });
  });
});

describe('Mexican "cuates" are friends', () => {
  it.each([
    ['somos 4 cuates', 4],
    ['Qué onda, necesito hotel en Cartagena para 8 cuates del 6 al 9 de febrero, 4 cuartos', 8],
  ] as const)('"%s"', (text, adults) => {
    expect(atStart(text)).toMatchObject({ adults });
  });
  it('"vamos 4 cuates" at the party question', () => {
    expect(readPartyAt('vamos 4 cuates')).toMatchObject({ adults: 4 });
  });
});

describe('a count before a people word is no day, whatever the people word', () => {
  it.each([
    ['Cartagena Friday to Monday, 3 couples', 'en', 6, 3],
    ['del viernes al lunes, 2 parejas', 'es', 4, 3],
    ['Friday to Monday, 4 cuates', 'en', 4, 3],
  ] as const)('"%s"', (text, lang, adults, nights) => {
    const u = readAnswer(text, undefined, lang);
    expect(u.occupancy).toMatchObject({ adults });
    expect(u.dates).toMatchObject({ nights });
  });
  it('"del viernes al lunes, 2" still reads no people (near miss: a bare number)', () => {
    expect(readAnswer('del viernes al lunes, 2').occupancy).toBeUndefined();
  });
});

describe('one room for each of the couples counted after it', () => {
  it.each([
    ['a room for each of the 3 couples', 'en'],
    ['una habitación para cada una de las 3 parejas', 'es'],
  ] as const)('"%s" is six grown-ups in three rooms', (text, lang) => {
    expect(readParty(text, lang)).toEqual({ adults: 6, rooms: 3 });
  });
  it('"a room for each of the 6 couples" is over the limit of rooms, the grown-ups kept', () => {
    expect(readParty('a room for each of the 6 couples', 'en')).toMatchObject({ adults: 12, problem: { kind: 'tooManyRooms', rooms: 6 } });
  });
  it('"a room for each of us, 3 friends" stays a room per person (near miss)', () => {
    expect(readParty('a room for each of us, 3 friends', 'en')).toMatchObject({ adults: 3, rooms: 3 });
  });
});

describe('the one a booking is made for by their job', () => {
  it.each([
    ['only my boss', 'en'],
    ['Solo el ejecutivo', 'es'],
  ] as const)('"%s" is one grown-up', (text, lang) => {
    expect(readParty(text, lang)).toMatchObject({ adults: 1 });
  });
  it('"mi jefe y yo" stays two (near miss: the speaker travels too)', () => {
    expect(readParty('mi jefe y yo')).toMatchObject({ adults: 2 });
  });
});

describe('ages said in doubt, then confirmed by saying them again', () => {
  it.each([
    ['the kids? 13 and 15 I think... yes 13 and 15', 'en', [13, 15]],
    ['I think 7 and... 9? yes 7 and 9', 'en', [7, 9]],
    ['one is 5. the other... 7 I think? yes 7', 'en', [5, 7]],
    ['mmm 7 y... 10 creo, sí 10', 'es', [7, 10]],
    ['el uno 7 y el otro 9, creo... sí, 9', 'es', [7, 9]],
  ] as const)('"%s"', (text, lang, ages) => {
    expect(readAnswer(text, 'childAges', lang, 2).occupancy?.ages).toEqual(ages);
  });
  it.each([
    ['5 and 7, yes 5 and 7', 'en'],
    ['6 y 9? si 6 y 10', 'es'],
  ] as const)('"%s" is not taken as two ages (near miss: no doubt before, or other ages after)', (text, lang) => {
    expect(readAnswer(text, 'childAges', lang, 2).occupancy?.ages?.length).not.toBe(2);
  });
  it('"el uno 7 y el otro 9": "uno" is one of the two, no number of its own', () => {
    const u = readAnswer('el uno 7 y el otro 9', 'childAges', 'es', 2);
    expect(u.occupancy?.ages).toEqual([7, 9]);
    expect(u.bareNumber).toBeUndefined();
  });
});

describe('a nationality said before the people counted describes them', () => {
  it.each([
    ['hello we are 2 dutch guys want to go medellin 20 to 27 april', 2],
    ["We're two Argentinian girls travelling to Cartagena next month, from the 5th to the 12th", 2],
    ['we are 2 korean couples want to go to Cartagena 5 nights from January 3, 2 rooms please', 4],
    ['hello, we are Japanese couple, we like Cartagena old town', 2],
    ["We're 2 Brits, fancy a week in Medellín from Boxing Day", 2],
  ] as const)('"%s"', (text, adults) => {
    expect(atStart(text, 'en')).toMatchObject({ adults });
  });
  it('"my colombian wife and I" stays two (near miss: one person described)', () => {
    expect(readParty('my colombian wife and I', 'en')).toMatchObject({ adults: 2 });
  });
});
