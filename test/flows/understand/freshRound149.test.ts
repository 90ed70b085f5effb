/**
 * Classes read from this round's known misses and from the first contact with fresh corpora 149, 150 and 151
 * (WhatsApp chat Spanish, native English travellers, agencies and dictated run-ons). Read on 2026-11-29, a Sunday
 * (`ANSWER_DAY`), unless a test names its day.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { readAnswer } from './read.js';

/** `text` read at the start of a chat in English on `today` (YYYY-MM-DD). */
const understandOn = (text: string, today: string) => understand(text, { lang: 'en', today, catalogue: DEMO_CATALOGUE });

describe('more children introduced by their own words after the twins and their age', () => {
  it.each([
    ['2 adultos, gemelos de 2 y uno de 6', 'es', [2, 2, 6]],
    ['2 adultos y los gemelos de 4 y otro de 9', 'es', [4, 4, 9]],
    ['mi esposa y yo, las mellizas de 3 y una de 7', 'es', [3, 3, 7]],
    ['2 adults, twins of 4 and another one of 9', 'en', [4, 4, 9]],
  ] as const)('"%s": each twin has the first age, the one after is one more child', (text, lang, ages) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults: 2, children: ages.length, ages: [...ages] });
  });
  it('near miss: "gemelos de 3 años" are two children of 3', () => {
    expect(readAnswer('2 adultos y gemelos de 3 años', 'party').occupancy).toMatchObject({ adults: 2, children: 2, ages: [3, 3] });
  });
});

describe('a request to talk to the hotel\'s person said as "let me talk to…"', () => {
  it.each([
    ['Hold on, please let me talk to a human', 'en'],
    ['wait, let me talk to a person', 'en'],
    ['let me speak to someone', 'en'],
    ['espera, déjame hablar con un asesor', 'es'],
  ] as const)('"%s" asks for a person, whatever question was asked', (text, lang) => {
    expect(readAnswer(text, 'country', lang).intents).toContainEqual({ kind: 'human' });
  });
  it.each([
    ['let me talk to my wife', 'en'],
    ['déjame hablarlo con mi esposo', 'es'],
  ] as const)('near miss: "%s" defers the answer, no person asked for', (text, lang) => {
    const u = readAnswer(text, 'country', lang);
    expect(u.intents).not.toContainEqual({ kind: 'human' });
    expect(u.intents).toContainEqual({ kind: 'smalltalk' });
  });
});

describe('a count of two said to be both grown-ups', () => {
  it.each([
    ['two, both adults', 'en'],
    ['dos, ambos adultos', 'es'],
    ['2 people, both adults', 'en'],
    ['dos personas, ambas adultas', 'es'],
    ['we are two, both of them adults', 'en'],
  ] as const)('"%s" is two adults', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults: 2 });
  });
  it('near miss: "3 people, both adults" does not read "both" of three: the words are left unread', () => {
    expect(readAnswer('3 people, both adults', 'party', 'en').leftover).toContain('both');
  });
});

describe("an agent's party label with no colon", () => {
  it.each([
    ['Pax 2 ADL', { adults: 2 }],
    ['PAX 3 ADT', { adults: 3 }],
    ['pax 2 adl 1 chd 5', { adults: 2, children: 1, ages: [5] }],
  ] as const)('"%s" is the party the codes count', (text, party) => {
    expect(readAnswer(text, 'party', 'en').occupancy).toMatchObject(party);
  });
});

describe('minors said "menores de edad"', () => {
  it.each([
    ['2 adultos y 3 menores de edad', { adults: 2, children: 3 }],
    ['2 adultos y 3 menores de edad, de 2, 6 y 11 años', { adults: 2, children: 3, ages: [2, 6, 11] }],
    ['2 adultos y un menor de edad de 9 años', { adults: 2, children: 1, ages: [9] }],
  ] as const)('"%s": "de edad" is the noun\'s, the ages follow it', (text, party) => {
    const u = readAnswer(text, 'party');
    expect(u.occupancy).toMatchObject(party);
    expect(u.leftover).toBe('');
  });
  it('near miss: "2 menores de 12" is a bound, no age', () => {
    expect(readAnswer('2 adultos y 2 menores de 12', 'party').occupancy?.ages ?? []).toEqual([]);
  });
});

describe("the speaker's own age", () => {
  it.each([
    ['I am 78 years old and travelling with my wife', 2],
    ["I'm 78 years old, my wife and I want a room", 2],
    ['I am 40 years old and I travel alone', 1],
  ] as const)('"%s" is the speaker, no one more: %i adults', (text, adults) => {
    expect(readAnswer(text, 'party', 'en').occupancy).toMatchObject({ adults });
  });
  it('near miss: "2 adults and a 19 years old" is one more grown-up', () => {
    expect(readAnswer('2 adults and a 19 years old', 'party', 'en').occupancy).toMatchObject({ adults: 3 });
  });
});

describe('the same day said again', () => {
  it.each([['Saturday. Just Saturday night'], ['Saturday, just Saturday night'], ['just Saturday night'], ['only Saturday night']])(
    '"%s" is that one night, never a week from Saturday to Saturday',
    (text) => {
      expect(readAnswer(text, 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-05', nights: 1 });
    },
  );
  it('near miss: "Saturday to Saturday" is the week', () => {
    expect(readAnswer('Saturday to Saturday', 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-05', nights: 7 });
  });
});

describe('a holiday weekend that is two', () => {
  it('"the May bank holiday weekend" offers the early and the late May bank holiday weekends', () => {
    expect(readAnswer('the May bank holiday weekend', 'dates', 'en').dates?.ambiguity).toMatchObject({
      kind: 'choices',
      options: [
        { checkin: '2027-04-30', checkout: '2027-05-03' },
        { checkin: '2027-05-28', checkout: '2027-05-31' },
      ],
    });
  });
  it('near miss: "the early May bank holiday weekend" is one', () => {
    expect(readAnswer('the early May bank holiday weekend', 'dates', 'en').dates).toMatchObject({ checkin: '2027-04-30', checkout: '2027-05-03' });
  });
  it('"the weekend after Christmas", Christmas on a Friday (2026), offers the rest of that weekend and the next one', () => {
    expect(readAnswer('the weekend after Christmas', 'dates', 'en').dates?.ambiguity).toMatchObject({
      options: [
        { checkin: '2026-12-26', checkout: '2026-12-28' },
        { checkin: '2027-01-01', checkout: '2027-01-03' },
      ],
    });
  });
});

describe('a counted group of grown-ups as the party of a whole request', () => {
  it.each([
    ["g'day, 2 Aussies after a room in Cartagena 20th Dec - 2nd Jan", 2, 1],
    ["Santa Marta for St Paddy's, 3 nights, 6 lads from Dublin, 3 rooms", 6, 3],
    ['Cartagena, 2 nights, 4 friends from work, 2 rooms', 4, 2],
  ] as const)('"%s" is %i adults in %i rooms', (text, adults, rooms) => {
    expect(readAnswer(text, undefined, 'en').occupancy).toMatchObject({ adults, rooms });
  });
  it('"NYE in Medellin, 2 nights, couple": the couple said bare as a part of its own is two adults', () => {
    expect(readAnswer('NYE in Medellin, 2 nights, couple', undefined, 'en').occupancy).toMatchObject({ adults: 2 });
  });
  it('near miss: "Cartagena, a couple of nights" counts nights, no one', () => {
    const u = readAnswer('Cartagena, a couple of nights', undefined, 'en');
    expect(u.occupancy).toBeUndefined();
    expect(u.dates).toMatchObject({ nights: 2 });
  });
  it('"3 (all adults)" at the party question is three adults', () => {
    expect(readAnswer('3 (all adults)', 'party', 'en').occupancy).toMatchObject({ adults: 3 });
  });
});

describe("the guests' own holidays and leaving words", () => {
  it('"St Paddy\'s" is 17 March; "aug bank hol weekend" the summer bank holiday weekend', () => {
    expect(readAnswer("Santa Marta for St Paddy's, 3 nights", undefined, 'en').dates).toMatchObject({ checkin: '2027-03-17', nights: 3 });
    expect(readAnswer('bogota, aug bank hol weekend', undefined, 'en').dates).toMatchObject({ checkin: '2027-08-27', checkout: '2027-08-30' });
  });
  it.each([
    ['we fly out on the 24th so whatever that makes', '2026-12-24'],
    ['flying home on the 20th', '2026-12-20'],
  ])('"%s" at the nights question is the departure', (text, checkout) => {
    expect(readAnswer(text, 'nights', 'en', '2026-12-15').dates).toMatchObject({ checkout });
  });
  it('near miss: "we fly in on the 20th" is no departure', () => {
    expect(readAnswer('we fly in on the 20th', 'dates', 'en').dates?.checkout).toBeUndefined();
  });
});

describe('one of the staff said in words after a counted group', () => {
  it.each([
    ['medallo del 1 al 4 de marzo pa 2 ingenieros y un técnico', 3],
    ['Medellín pa 2 ingenieros y un técnico', 3],
  ] as const)('"%s" is %i adults', (text, adults) => {
    expect(readAnswer(text).occupancy).toMatchObject({ adults });
  });
  it('near miss: "2 adultos y un guía" is not read as a group of three without asking', () => {
    const u = readAnswer('mañana, 2 adultos y un guía');
    expect(u.occupancy?.adults).toBe(2);
    expect(u.leftover).toContain('guia');
  });
});

describe("the range's end said again as the departure", () => {
  it.each([
    ['from 6 to 11 of july, we fly home the 11', 'en'],
    ['from 6 to 11 of july, leaving the 11th', 'en'],
    ['del 6 al 11 de julio, salimos el 11', 'es'],
  ] as const)('"%s" is one stay, 6 to 11 July', (text, lang) => {
    expect(readAnswer(text, 'dates', lang).dates).toMatchObject({ checkin: '2027-07-06', checkout: '2027-07-11', nights: 5 });
  });
  it('near miss: "del 6 al 11 de julio, salimos el 12" contradicts itself: no date is taken', () => {
    expect(readAnswer('del 6 al 11 de julio, salimos el 12', 'dates').dates?.checkout).toBeUndefined();
  });
});

describe('the first of the month opening a range, and "pa\'l"', () => {
  it.each([['primero al cuatro de agosto'], ['primero al 4 de agosto'], ['del primero al cuatro de agosto']])('"%s" is 1 to 4 August', (text) => {
    expect(readAnswer(text, 'dates').dates).toMatchObject({ checkin: '2027-08-01', checkout: '2027-08-04', nights: 3 });
  });
  it('near miss: "primero, quiero saber el precio" names no day', () => {
    expect(readAnswer('primero, quiero saber el precio', 'dates').dates).toBeUndefined();
  });
  it('"pa\'l 20" is the 20th', () => {
    expect(readAnswer("pa'l 20", 'dates').dates).toMatchObject({ checkin: '2026-12-20' });
  });
});

describe('ages said after the children with a pronoun, or in a form line without colon', () => {
  it.each([
    ['mis dos hijos y yo, ellos tienen 14 y 16', 'es', { adults: 1, children: 2, ages: [14, 16] }],
    ['2 adults and 2 kids, they are 5 and 9', 'en', { adults: 2, children: 2, ages: [5, 9] }],
    ['mi esposa y yo y nuestra hija, ella tiene 7', 'es', { adults: 2, children: 1, ages: [7] }],
    ['me, my wife and our son, he has 18 years', 'en', { adults: 3 }],
    ['Adultos 3, menores 1 (14 años)', 'es', { adults: 3, children: 1, ages: [14] }],
  ] as const)('"%s"', (text, lang, party) => {
    const u = readAnswer(text, 'party', lang);
    expect(u.occupancy).toMatchObject(party);
    expect(u.leftover).toBe('');
  });
  it('near miss: "2 adultos, ellos tienen 40 y 42" gives no child an age', () => {
    expect(readAnswer('2 adultos, ellos tienen 40 y 42', 'party').occupancy).toMatchObject({ adults: 2 });
    expect(readAnswer('2 adultos, ellos tienen 40 y 42', 'party').occupancy?.children).toBeUndefined();
  });
});

describe('dates written year first, and nights listed day by day', () => {
  it.each([['2027.01.20 ~ 2027.01.24'], ['2027/01/20 - 2027/01/24'], ['2027-01-20 ~ 2027-01-24']])('"%s" is 20 to 24 January 2027', (text) => {
    expect(readAnswer(text, 'dates', 'en').dates).toMatchObject({ checkin: '2027-01-20', checkout: '2027-01-24', nights: 4 });
  });
  it.each([
    ['las noches del 9, 10 y 11 de abril', 'es'],
    ['the nights of the 9th, 10th and 11th of April', 'en'],
  ] as const)('"%s" are the nights of 9, 10 and 11 April', (text, lang) => {
    expect(readAnswer(text, 'dates', lang).dates).toMatchObject({ checkin: '2027-04-09', checkout: '2027-04-12', nights: 3 });
  });
  it('near miss: "el 20, 21 y 23 de enero" lists no run of nights', () => {
    expect(readAnswer('el 20, 21 y 23 de enero', 'dates').dates?.checkout).not.toBe('2027-01-24');
  });
});

describe('regional words of the party and of greeting', () => {
  it.each([
    ['mi carnal su morra mi jefa y yo', { adults: 4 }],
    ['yo con la flaca y el bebé, tiene dos mesecitos', { adults: 2, children: 1, ages: [0] }],
    ['mi esposa y yo con nuestros dos chibolos de 5 y 7', { adults: 2, children: 2, ages: [5, 7] }],
    ['yo, mi jermu y los pibes que tienen 4 y 11', { adults: 2, children: 2, ages: [4, 11] }],
    ['mi esposo, mi mamá, yo y los morochos de 6', { adults: 3, children: 2, ages: [6, 6] }],
  ] as const)('"%s"', (text, party) => {
    expect(readAnswer(text, 'party').occupancy).toMatchObject(party);
  });
  it('"Buenas mi pana, … pa mí y mi jeva" greets the bot: the friend addressed is no one of the party', () => {
    const u = readAnswer('Buenas mi pana, necesito habitación en Santa Marta pa mí y mi jeva el 14 de febrero, dos noches');
    expect(u.occupancy).toMatchObject({ adults: 2 });
    expect(u.intents).toContainEqual({ kind: 'greeting' });
  });
});

describe('"de mañana en ocho" before a count of nights', () => {
  it.each([
    ['de mañana en ocho 2 noches', '2026-12-07', 2],
    ['de hoy en quince 3 noches', '2026-12-13', 3],
  ] as const)('"%s" is a week or two from that day, for the nights said', (text, checkin, nights) => {
    expect(readAnswer(text, 'dates').dates).toMatchObject({ checkin, nights });
  });
});

describe('a range said with both ends included', () => {
  it('"del 3 al 8 de marzo ambos incluidos" offers out on the 8th or on the 9th', () => {
    expect(readAnswer('del 3 al 8 de marzo ambos incluidos', 'dates').dates?.ambiguity).toMatchObject({
      kind: 'choices',
      options: [
        { checkin: '2027-03-03', checkout: '2027-03-08' },
        { checkin: '2027-03-03', checkout: '2027-03-09' },
      ],
    });
  });
  it('near miss: "del 3 al 8 de marzo" is out on the 8th', () => {
    expect(readAnswer('del 3 al 8 de marzo', 'dates').dates).toMatchObject({ checkout: '2027-03-08', nights: 5 });
  });
});

describe("agents' short forms and English ranges through a night", () => {
  it('"MDE, arr Mon dep Thu" is the coming Monday to Thursday', () => {
    expect(understandOn('MDE, arr Mon dep Thu, 1 SGL', '2026-11-30').dates).toMatchObject({ checkin: '2026-12-07', checkout: '2026-12-10', nights: 3 });
  });
  it('"Thursday through Saturday night" sleeps Saturday night too', () => {
    expect(understandOn('Thursday through Saturday night', '2026-11-30').dates).toMatchObject({ checkin: '2026-12-03', checkout: '2026-12-06', nights: 3 });
  });
  it('near miss: "Thursday through Saturday" is out on Saturday', () => {
    expect(understandOn('Thursday through Saturday', '2026-11-30').dates).toMatchObject({ checkout: '2026-12-05', nights: 2 });
  });
  it('"myself and my PA" is two adults; Spanish "pa mi y mi esposa" still reads "pa" as "para"', () => {
    expect(readAnswer('myself and my PA', 'party', 'en').occupancy).toMatchObject({ adults: 2 });
    expect(readAnswer('pa mi y mi esposa', 'party').occupancy).toMatchObject({ adults: 2 });
  });
});
