/**
 * Classes read from the first contact with fresh corpora 158 (tourists' and business English, agencies) and 159
 * (Colombian chat Spanish from the regions): rooms said for whom by their article, people named again in the rooms,
 * grown children alone in a room, two long weekends offered, a day no month has, typos with letters swapped, names
 * after a role, ages of everyone at the party question. Read on 2026-11-29, a Sunday (`ANSWER_DAY`).
 */
import { describe, expect, it } from 'vitest';
import { readAnswer } from './read.js';

describe('rooms split in words, the next room said by its article ("one for the kids")', () => {
  it.each([
    ['two adults, two kids - one room for us, one for the kids', 'en', { adults: 2, children: 2, rooms: 2, childRoom: true }],
    ['2 adultos y 2 niños: una habitación para nosotros y una para los niños', 'es', { adults: 2, children: 2, rooms: 2, childRoom: true }],
    ['2 adults, one room for us, one for 2 kids 5 and 7', 'en', { adults: 2, children: 2, ages: [5, 7], rooms: 2 }],
    ['2 adultos, una habitación para nosotros y otra para los 2 niños de 4 y 9', 'es', { adults: 2, children: 2, ages: [4, 9], rooms: 2 }],
    ['2 adultos y 2 niños, una habitación para nosotros y otra para ellos', 'es', { adults: 2, children: 2, rooms: 2 }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject(want);
  });
  it('"una habitación para nosotros y otra para ellos" alone says two rooms, the party still to be asked', () => {
    const o = readAnswer('una habitación para nosotros y otra para ellos', 'childAges').occupancy;
    expect(o).toMatchObject({ rooms: 2 });
    expect(o?.adults).toBeUndefined();
  });
  it('the last room runs to its sentence: "…, and one for their two children, aged 8 and 12. We would arrive…"', () => {
    const o = readAnswer(
      'three rooms: one for my wife and me, one for my daughter and her husband, and one for their two children, aged 8 and 12. We would arrive on 20 January and stay for four nights.',
      'party',
      'en',
    ).occupancy;
    expect(o).toMatchObject({ adults: 4, children: 2, ages: [8, 12], rooms: 3 });
  });
});

describe('the count said once, the rooms naming the same people again', () => {
  it.each([
    ['4 adults, one room for my parents and one for us', 'en', { adults: 4, rooms: 2 }],
    ['4 adultos, una habitación para mis papás y una para nosotros', 'es', { adults: 4, rooms: 2 }],
    ['mis papás y yo, una habitación para ellos y otra para mí', 'es', { adults: 3, rooms: 2 }],
    ['3 adultos: una habitación para mí y otra para ellos', 'es', { adults: 3, rooms: 2 }],
    ['tres adultos, una pieza pa mi mamá y otra pa nosotros dos', 'es', { adults: 3, rooms: 2 }],
    ['una pieza pa los papás y otra pa nosotros, 4 adultos', 'es', { adults: 4, rooms: 2 }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject(want);
  });
  it.each([
    // "us" and the parents are four: the two counted may be "us" only
    ['2 adultos, una habitación para nosotros y otra para mis papás'],
    ['una pieza pa los papás y otra pa nosotros, 3 adultos'],
  ])('near miss: "%s" adds up to more than the count, and is asked', (text) => {
    expect(readAnswer(text, 'party').occupancy?.adults).toBeUndefined();
  });
});

describe('a grown son or daughter alone in a room is that room’s grown-up', () => {
  it('"two rooms, one for me and my wife and one for our son, who is 22" is three grown-ups, room by room', () => {
    expect(readAnswer('two rooms, one for me and my wife and one for our son, who is 22', 'party', 'en').occupancy).toMatchObject({
      adults: 3,
      rooms: 2,
      perRoom: [
        { adults: 2, ages: [] },
        { adults: 1, ages: [] },
      ],
    });
  });
  it('"dos habitaciones: una pa mi esposa y yo, y otra pa mis 2 hijos de 16 y 18": the 18-year-old with the 16-year-old', () => {
    const o = readAnswer('dos habitaciones: una pa mi esposa y yo, y otra pa mis 2 hijos de 16 y 18', 'party').occupancy;
    expect(o).toMatchObject({ adults: 3, children: 1, ages: [16], rooms: 2 });
    expect(o?.problem).toBeUndefined();
  });
});

describe('two long weekends said as alternatives are both offered', () => {
  it.each([['el puente de Reyes o el de San José, el que tengan'], ['pal puente de reyes o el de San José'], ['el puente de reyes o el puente de san josé']])(
    '"%s" asks Reyes or San José',
    (text) => {
      expect(readAnswer(text, 'dates').dates?.ambiguity).toEqual({
        kind: 'choices',
        options: [
          { checkin: '2027-01-08', checkout: '2027-01-11', nights: 3 },
          { checkin: '2027-03-19', checkout: '2027-03-22', nights: 3 },
        ],
      });
    },
  );
  it('near miss: the other one as a fallback is no choice ("…, o el del Sagrado Corazón si ese está lleno")', () => {
    expect(readAnswer('el puente de San Pedro, o el del Sagrado Corazón si ese está lleno', 'dates').dates).toMatchObject({ checkin: '2027-07-02' });
  });
});

describe('dates: a day no month has, letters swapped in a month', () => {
  it.each([['el 32 de mayo'], ['32 de enero'], ['el 40 de mayo']])('"%s" is a date that does not exist, never the month alone', (text) => {
    expect(readAnswer(text, 'dates').dates).toEqual(expect.objectContaining({ problem: { kind: 'invalid' } }));
  });
  it('near miss: "35 noches de enero" is a length (too long), "del 30 de mayo" a day', () => {
    expect(readAnswer('35 noches de enero', 'dates').dates?.problem).toEqual({ kind: 'tooLong', nights: 35 });
    expect(readAnswer('del 30 de mayo', 'dates').dates).toMatchObject({ checkin: '2027-05-30' });
  });
  it.each([
    ['15 de eenro', '2027-01-15'],
    ['del 3 al 6 de dicimebre', '2026-12-03'],
  ])('"%s" (two letters swapped) is that month: %s', (text, checkin) => {
    expect(readAnswer(text, 'dates').dates).toMatchObject({ checkin });
  });
});

describe('a date word that is a name, right after a role', () => {
  it('"Medellín con mi compadre Domingo, del 11 al 13 de septiembre, somos 2" is September, no Sunday, nothing left unread', () => {
    const u = readAnswer('Medellín con mi compadre Domingo, del 11 al 13 de septiembre, somos 2', 'destination');
    expect(u.dates).toMatchObject({ checkin: '2027-09-11', checkout: '2027-09-13' });
    expect(u.leftover).not.toMatch(/domingo/);
  });
  it('"My partner Sunday and I …, 5 nights starting Jan 11", "my assistant Sunday will pay; the 14th to the 16th"', () => {
    expect(readAnswer('My partner Sunday and I are going to Santa Marta, 5 nights starting Jan 11', 'destination', 'en').dates).toMatchObject({
      checkin: '2027-01-11',
      nights: 5,
    });
    expect(readAnswer('my assistant Sunday will pay; dates are the 14th to the 16th', 'dates', 'en').dates).toMatchObject({
      checkin: '2026-12-14',
      checkout: '2026-12-16',
    });
  });
  it('near miss: an English day after a role, with no name sign after it, is the day ("with my wife Sunday to Tuesday")', () => {
    expect(readAnswer('with my wife Sunday to Tuesday', 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-06', checkout: '2026-12-08' });
  });
});

describe('the party: described, counted with a room word, alone on a trip, everyone by age', () => {
  it.each([
    ['habitación 2 adultos + 1 niño 6 años', 'es', { adults: 2, children: 1, ages: [6] }],
    ['dos parejas de abuelitos', 'es', { adults: 4 }],
    ['voy por trabajo solo, necesito factura', 'es', { adults: 1 }],
    ['viajo de vacaciones sola.', 'es', { adults: 1 }],
    ['myself and 3 colleagues, single rooms each', 'en', { adults: 4, rooms: 4 }],
    ['somos 4, habitaciones individuales para cada uno', 'es', { adults: 4, rooms: 4 }],
    ['my parents and me, a double and a single', 'en', { adults: 3, rooms: 2 }],
    ['3 adultos, una doble y una sencilla', 'es', { adults: 3, rooms: 2 }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject(want);
  });
  it('near misses: "voy por trabajo solo 2 noches" is only 2 nights; "voy a preguntar solo" counts nobody', () => {
    expect(readAnswer('voy por trabajo solo 2 noches', 'party').occupancy).toBeUndefined();
    expect(readAnswer('voy a preguntar solo', 'party').occupancy).toBeUndefined();
  });
  it.each([
    ['38, 36, 10 and 7', 'en', { adults: 2, children: 2, ages: [10, 7] }],
    ['42, 40 y 12', 'es', { adults: 2, children: 1, ages: [12] }],
  ] as const)('everyone by age at the party question: "%s"', (text, lang, want) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject(want);
  });
  it('near misses: "4, 2" at the party question is no list of ages; "31", "treinta y dos" alone is no age of anyone', () => {
    expect(readAnswer('4, 2', 'party').occupancy?.ages).toBeUndefined();
    expect(readAnswer('31', 'party').occupancy?.adults).not.toBe(1);
    expect(readAnswer('treinta y dos', 'party').occupancy?.adults).not.toBe(1);
  });
});

describe('the party as tourists write it in English', () => {
  it.each([
    ['we are 2 adults and 1 child with 7 years', { adults: 2, children: 1, ages: [7] }],
    ['a son with 5 years old', { children: 1, ages: [5] }],
    ['2 kids with 4 and 6 years', { children: 2, ages: [4, 6] }],
    ["G'day, me and me mate are after Santa Marta", { adults: 2 }],
    ['with me wife and kids', { adults: 2 }],
  ] as const)('"%s"', (text, want) => {
    expect(readAnswer(text, 'party', 'en').occupancy).toMatchObject(want);
  });
  it('near misses: "2 adults with 2 kids" counts the kids; "and me 2 kids" keeps "me" the speaker', () => {
    expect(readAnswer('2 adults with 2 kids', 'party', 'en').occupancy).toMatchObject({ adults: 2, children: 2 });
    expect(readAnswer('and me 2 kids', 'party', 'en').occupancy).toMatchObject({ adults: 1, children: 2 });
  });
  it.each([['a trip for my parents (both in their 70s)'], ['a trip for my parents, both in their seventies']])(
    'grown-ups\' ages by their decade are read and set aside: "%s" leaves nothing unread, no child\'s age',
    (text) => {
      const u = readAnswer(text, 'party', 'en');
      expect(u.leftover).not.toMatch(/70|seventies|their/);
      expect(u.occupancy?.ages).toBeUndefined();
    },
  );
});

describe('"puente" said in English word for word', () => {
  it.each([
    ['the Día de la Raza bridge weekend', '2027-10-15'],
    ['the Reyes bridge', '2027-01-08'],
  ])('"%s" is that long weekend, from %s, 3 nights', (text, checkin) => {
    expect(readAnswer(text, 'dates', 'en').dates).toMatchObject({ checkin, nights: 3 });
  });
});
