/**
 * Classes read from the first contact with fresh corpora 160 (voice-to-text run-ons and dictation in Spanish and
 * English) and 161 (bookings for others and in bulk): the speaker who goes with the partner named, spoken ranges of
 * ordinal words, counts over a month's days said in words, nights listed aloud, the weekend of a weekday and its date,
 * bounds of age. Read on 2026-11-29, a Sunday (`ANSWER_DAY`).
 */
import { describe, expect, it } from 'vitest';
import { readAnswer } from './read.js';

describe('the speaker goes with the partner named in the list of the party', () => {
  it.each([
    ['mi esposo, mis dos hijos de 7 y 10 y mi mamá', 'es', { adults: 3, children: 2, ages: [7, 10] }],
    ['my wife, my in-laws and the kids (3 and 7)', 'en', { adults: 4, children: 2, ages: [3, 7] }],
    ['mi señora y los dos niños', 'es', { adults: 2, children: 2 }],
    ['my spouse and our kids 4 and 6', 'en', { adults: 2, children: 2, ages: [4, 6] }],
    ['I travel with my 2 daughters, 10 and 13', 'en', { adults: 1, children: 2, ages: [10, 13] }],
    ['ajá somos cuatro compadres y yo', 'es', { adults: 5 }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject(want);
  });
  it.each([
    // the list is whom the booking is for
    ['para mi esposa y mis hijos de 5 y 7', 'es'],
  ] as const)('near miss: "%s" leaves the grown-ups to be asked', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy?.adults).toBeUndefined();
  });
  it.each([
    ['mi esposa y los niños de 5 y 7, yo no voy', 'es'],
    ["my wife and our kids 5 and 7, I won't travel", 'en'],
    ['my wife and the kids (5, 7), I will not be going', 'en'],
  ] as const)('near miss: "%s": the speaker stays, one grown-up', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults: 1, children: 2 });
  });
});

describe('ranges said aloud', () => {
  it.each([
    ['cartagena from January sixth to the tenth two adults', '2027-01-06', 4],
    ["from the fourteenth of february to the seventeenth valentine's trip", '2027-02-14', 3],
    ["hey cartagena or santa marta we can't decide from December third to the seventh two adults", '2026-12-03', 4],
  ] as const)('"%s": the end said as an ordinal word stands before other words', (text, checkin, nights) => {
    expect(readAnswer(text, undefined, 'en').dates).toMatchObject({ checkin, nights });
  });
  it.each([
    ['las noches del veintidós veintitrés y veinticuatro de diciembre', '2026-12-22', 3],
    ['las noches del 22 23 y 24 de diciembre', '2026-12-22', 3],
  ] as const)('"%s": the nights listed aloud, each one slept', (text, checkin, nights) => {
    expect(readAnswer(text, 'dates', 'es').dates).toMatchObject({ checkin, nights });
  });
  it('near miss: "el 18 19 y 20 de octubre" with no "noches" is not taken as three nights', () => {
    expect(readAnswer('el 18 19 y 20 de octubre', 'dates', 'es').dates?.nights).not.toBe(3);
  });
  it.each([
    ['el fin de semana del viernes 18', 'es'],
    ['el finde del sábado 19', 'es'],
  ] as const)('"%s": the weekend of the weekday and its date', (text, lang) => {
    expect(readAnswer(text, 'dates', lang).dates).toMatchObject({ checkin: '2026-12-18', checkout: '2026-12-20' });
  });
  it('near miss: "el fin de semana del jueves 17" has no weekend of its own', () => {
    expect(readAnswer('el fin de semana del jueves 17', 'dates', 'es').dates?.checkin).toBeUndefined();
  });
  it.each(['de este viernes al otro viernes', 'del viernes al otro viernes'])('"%s": the Friday a week after the first', (text) => {
    expect(readAnswer(text, 'dates', 'es').dates).toMatchObject({ checkin: '2026-12-04', checkout: '2026-12-11', nights: 7 });
  });
});

describe('counts over the days of a month said in words', () => {
  it.each([
    ['cartagena cuarenta noches a partir del cinco de enero una persona', 'es'],
    ['bogota from the tenth of January for fifty nights', 'en'],
  ] as const)('"%s": the nights over the limit are a problem said, the check-in kept', (text, lang) => {
    const d = readAnswer(text, undefined, lang).dates;
    expect(d?.problem).toBeDefined();
    expect(d?.checkin).toMatch(/^2027-01-(05|10)$/);
  });
});

describe('bounds of age', () => {
  it.each([
    ['2 adults and a baby under one', 'en', [0]],
    ['four adults and two babies both under one', 'en', [0, 0]],
    ['2 adultos y dos bebés menores de un año', 'es', [0, 0]],
    ['2 adults and a baby under a year old', 'en', [0]],
    ['2 adultos y un bebé menor de 1 año', 'es', [0]],
  ] as const)('"%s": under one is 0', (text, lang, ages) => {
    expect(readAnswer(text, 'party', lang).occupancy?.ages).toEqual(ages);
  });
  it.each([['2 adultos y un niño menor de 5 años', 'es']] as const)('"%s": a bound is no age (asked)', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy?.ages ?? []).toEqual([]);
  });
  it('near miss: "la nieta mayor de 12" is the eldest granddaughter, aged 12', () => {
    const o = readAnswer('los abuelos con la nieta mayor de 12', 'party', 'es').occupancy;
    expect(o?.ages).toEqual([12]);
  });
});

describe('places and names said aloud', () => {
  it.each([
    ['santa marta cartagena no sé cuál', ['Santa Marta', 'Cartagena']],
    ['santa marta rodadero sol 2 adultos', undefined],
  ] as const)('"%s": a first name ending a place\'s name is no person\'s, the place after it no surname', (text, options) => {
    const d = readAnswer(text, undefined, 'es').destination;
    if (options) expect(d).toMatchObject({ kind: 'ambiguous', options: options.map((city) => ({ city })) });
    else expect(d).toMatchObject({ kind: 'known', city: 'Santa Marta', hotel: { name: 'Hotel Rodadero Sol' } });
  });
  it('near miss: "me llamo Ana Cartagena" names no place', () => {
    expect(readAnswer('me llamo Ana Cartagena', undefined, 'es').destination).toBeUndefined();
  });
  it.each([
    ['al poblado', { city: 'Medellín' }],
    ['al Poblado Verde porfa', { city: 'Medellín', hotel: { name: 'Hotel Poblado Verde' } }],
  ] as const)('"%s": "al" joins the article of "El Poblado", a hotel named in full still wins', (text, want) => {
    expect(readAnswer(text, 'destination', 'es').destination).toMatchObject({ kind: 'known', ...want });
  });
  it('"put it under Kowalski Anna Kowalski": the family name said first, then the whole name', () => {
    expect(readAnswer('put it under Kowalski Anna Kowalski', 'name', 'en').guest).toMatchObject({ firstName: 'Anna', lastName: 'Kowalski' });
  });
  it('near miss: "Ana Ruiz Ruiz" keeps both surnames', () => {
    expect(readAnswer('Ana Ruiz Ruiz', 'name', 'es').guest).toMatchObject({ firstName: 'Ana', lastName: 'Ruiz Ruiz' });
  });
});

describe('company said with "a"/"un" and rooms for one each', () => {
  it.each([
    ['me and a coworker, separate rooms', 'en', { adults: 2, rooms: 2 }],
    ['Medellin for 2 nights starting tomorrow, me and a coworker, separate rooms', 'en', { adults: 2, rooms: 2 }],
    ['buenas, para Bogotá mañana una noche, yo y un compañero de trabajo, habitaciones separadas', 'es', { adults: 2, rooms: 2 }],
    ['voy con un compañero de trabajo y cada uno en su habitación', 'es', { adults: 2, rooms: 2 }],
    ['Hey, a mate and I want Cartagena for a fortnight starting the 5th of Jan, one room', 'en', { adults: 2, rooms: 1 }],
    ['para 5 ingenieros en Bogotá del lunes 7 al viernes 11, habitaciones sencillas', 'es', { adults: 5, rooms: 5 }],
    ['para 2 funcionarios, del 14 al 17 de abril, habitaciones independientes', 'es', { adults: 2, rooms: 2 }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(readAnswer(text, undefined, lang).occupancy).toMatchObject(want);
  });
  it('near miss: "4 adultos, 2 habitaciones sencillas" counts the rooms', () => {
    expect(readAnswer('4 adultos, 2 habitaciones sencillas', 'party', 'es').occupancy).toMatchObject({ adults: 4, rooms: 2 });
  });
  it('near miss: "mejor me comunico con un asesor" is no company: a person is asked for', () => {
    const u = readAnswer('mejor me comunico con un asesor', 'party', 'es');
    expect(u.occupancy).toBeUndefined();
    expect(u.intents.some((i) => i.kind === 'human')).toBe(true);
  });
});

describe('people named who go without the speaker, and formal words', () => {
  it.each([
    ['Saludos, mi mamá y mi tía quieren ir a Santa Marta del 14 al 18 de mayo', 'es', 2],
    ['mis papás van del 3 al 5 de enero', 'es', 2],
    ['my mom and my aunt want to go to Santa Marta', 'en', 2],
    ['para mi señora esposa y para mí', 'es', 2],
    ['para el señor gerente y su esposa', 'es', 2],
  ] as const)('"%s" is %i grown-ups', (text, lang, adults) => {
    expect(readAnswer(text, undefined, lang).occupancy?.adults).toBe(adults);
  });
  it.each([
    ['espere le pregunto a mi cuñada cuántos van', 'es'],
    ['the coffee region, my parents want to see the farms', 'en'],
    ['jaja qué bien, los abuelos van a estar felices', 'es'],
    ['mi mamá y mi tía', 'es'],
  ] as const)('near miss: "%s" counts nobody', (text, lang) => {
    expect(readAnswer(text, undefined, lang).occupancy?.adults).toBeUndefined();
  });
});

describe('dates beside other numbers', () => {
  it('"del 10 al 13 de marzo o, si no, del 17 al 20": the second range takes the month of the first', () => {
    expect(readAnswer('del 10 al 13 de marzo o, si no, del 17 al 20', 'dates', 'es').dates?.ambiguity).toEqual({
      kind: 'choices',
      options: [
        { checkin: '2027-03-10', checkout: '2027-03-13', nights: 3 },
        { checkin: '2027-03-17', checkout: '2027-03-20', nights: 3 },
      ],
    });
  });
  it.each(['Bogotá, 1 adulto, del 5 al 7 de marzo, hora de llegada 3 a.m.', 'del 5 al 7 de marzo, hora de llegada 3 a. m.'])(
    '"%s": an hour after the arrival is no day',
    (text) => {
      expect(readAnswer(text, undefined, 'es').dates).toMatchObject({ checkin: '2027-03-05', nights: 2 });
    },
  );
});

describe("corrections, alternatives and agents' words", () => {
  it('"Necesito Medellín del 3 al 6 de febrero, no perdón, es Bogotá": the place said after taking back the first', () => {
    expect(readAnswer('Necesito Medellín del 3 al 6 de febrero, no perdón, es Bogotá. 2 personas', undefined, 'es').destination).toMatchObject({
      kind: 'known',
      city: 'Bogotá',
    });
  });
  it('near miss: "Medellín del 3 al 6, no sé si Bogotá" is still both', () => {
    expect(readAnswer('Medellín del 3 al 6, no sé si Bogotá', undefined, 'es').destination?.kind).toBe('ambiguous');
  });
  it.each([
    ['dos recámaras, 4 adultos', 'es', { adults: 4, rooms: 2 }],
    ['Santa Marta, 3 adults + 2 chd (8, 10), 2 rms, Apr 5-9, thx', 'en', { adults: 3, children: 2, rooms: 2 }],
  ] as const)('"%s": "recámara" and "rms" are rooms', (text, lang, want) => {
    expect(readAnswer(text, undefined, lang).occupancy).toMatchObject(want);
  });
});

describe('a named day said by its own weekday', () => {
  it('"el domingo del Día de la Madre" is that Sunday, never a week from the Sunday before', () => {
    expect(readAnswer('el domingo del Día de la Madre', 'dates', 'es').dates).toMatchObject({ checkin: '2027-05-09' });
  });
  it('near miss: "del domingo al día de la madre" is still a range, said back', () => {
    expect(readAnswer('del domingo al día de la madre', 'dates', 'es').dates?.checkin).toBeUndefined();
  });
});
