/**
 * Classes read from this round's known misses and from the first contact with fresh corpora 149, 150 and 151
 * (WhatsApp chat Spanish, native English travellers, agencies and dictated run-ons). Read on 2026-11-29, a Sunday
 * (`ANSWER_DAY`), unless a test names its day.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer } from './read.js';

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
