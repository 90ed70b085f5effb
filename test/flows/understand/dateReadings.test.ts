/**
 * Dates of the stay read from whole messages through the understanding step (`understand`), as the flow does:
 * spelled ranges, nights around a day, weeks plus days, past periods, and ranges restated or repeated as a reason.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { DatesFound } from '../../../src/flows/understand/types.js';
import { ANSWER_DAY as TODAY, readAnswer as read } from './read.js';
import { addDays } from '../../../src/clock.js';

/** The check-in, check-out and nights read from `text` (undefined when no stay). */
function stay(text: string, lang: 'es' | 'en'): Pick<DatesFound, 'checkin' | 'checkout' | 'nights'> | undefined {
  const d = understand(text, { lang, today: TODAY, catalogue: DEMO_CATALOGUE }).dates;
  if (!d?.checkin) return undefined;
  return { checkin: d.checkin, checkout: d.checkout, nights: d.nights };
}

describe('how long the guest has lived somewhere is no date of the stay', () => {
  it.each([
    ['soy venezolana pero vivo en Bogotá hace diez años', 'VEN'],
    ['soy colombiano, pero vivo en Estados Unidos hace 20 años', 'COL'],
  ])('%s', (text, country) => {
    const u = read(text, 'country');
    expect(u.dates).toBeUndefined();
    // The nationality is offered first, beside the residence's country (decision 0030).
    expect(u.guest?.countryOptions?.[0]).toBe(country);
  });
  it('a past said without a verb of living is still refused as the past', () => {
    expect(read('fuimos hace 2 años', 'dates').dates?.problem?.kind).toBe('past');
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

describe('a range of spelled days closed by a month', () => {
  it.each([
    ['ocho al diez de abril', '2027-04-08', '2027-04-10'],
    ['quince a veinte de mayo', '2027-05-15', '2027-05-20'],
  ])('%s', (text, checkin, checkout) => {
    const d = read(text, 'dates').dates;
    expect(d?.checkin).toBe(checkin);
    expect(d?.checkout).toBe(checkout);
  });
});

describe('"hoy hace un mes" is the past', () => {
  it.each(['hoy hace un mes', 'hoy hace 8 dias'])('%s', (text) => {
    const d = read(text, 'dates').dates;
    expect(d?.checkin).toBeUndefined();
    expect(d?.problem?.kind).toBe('past');
  });
});

describe('weeks plus or minus days or nights', () => {
  it.each([
    ['two weeks plus one night', 'en', 15],
    ['la semana entera y un dia mas', 'es', 8],
    ['una semana mas un dia', 'es', 8],
    ['dos semanas menos un dia', 'es', 13],
    ['the whole week', 'en', 7],
  ] as const)('%s', (text, lang, nights) => {
    expect(read(text, 'nights', lang).dates?.nights).toBe(nights);
  });
});

describe('date forms', () => {
  it.each([
    ['el primer sábado de enero', 'es', '2027-01-02'],
    ['el segundo viernes de mayo', 'es', '2027-05-14'],
    ['el último viernes de diciembre', 'es', '2026-12-25'],
    ['the last Friday in February', 'en', '2027-02-26'],
    ['first Saturday of March', 'en', '2027-03-06'],
  ] as const)('the nth weekday of a month: %s', (text, lang, checkin) => {
    expect(read(text, 'dates', lang).dates?.checkin).toBe(checkin);
  });
  it.each([
    ['"check out" and a bare day', 'check in 23 de mayo check out 25', '2027-05-23', '2027-05-25'],
    ['a range’s end restated after a filler', 'del 8 al 11 de enero, bueno, al 12', '2027-01-08', '2027-01-12'],
  ])('%s', (_name, text, checkin, checkout) => {
    const d = read(text, 'dates').dates;
    expect(d?.checkin).toBe(checkin);
    expect(d?.checkout).toBe(checkout);
  });
  it('a past period said as a comparison is no date (and no past date)', () => {
    expect(read('lo mismo q el año pasado, 5', 'nights').dates).toBeUndefined();
    expect(read('el año pasado', 'dates').dates?.problem?.kind).toBe('past');
  });
});

describe('dates', () => {
  it('"the day of" a moved holiday is the day itself; the holiday word keeps the day off', () => {
    expect(read('para el día de Reyes', 'dates').dates?.checkin).toBe('2027-01-06');
    expect(read('el dia de la raza', 'dates').dates?.checkin).toBe('2027-10-12');
    expect(read('el festivo de Reyes', 'dates').dates?.checkin).toBe('2027-01-11');
    expect(read('la independencia de cartagena', 'dates').dates?.checkin).toBe('2027-11-15');
  });
  it.each([
    ['el próximo puente', 'es'],
    ['next long weekend', 'en'],
  ] as const)('"%s" is offered, never taken', (text, lang) => {
    const d = read(text, 'dates', lang).dates;
    expect(d?.checkin).toBeUndefined();
    expect(d?.ambiguity).toEqual({ kind: 'choices', options: [{ checkin: '2027-01-08', checkout: '2027-01-11', nights: 3 }] });
  });
  it('chat "x" after "mañana en ocho" is "por": a week from tomorrow, then the nights', () => {
    const d = read('q mas, cuarto pa 2 en medellin mañana en ocho x 2 noches').dates;
    expect(d).toMatchObject({ checkin: '2026-12-07', checkout: '2026-12-09', nights: 2 });
    expect(read('mañana en 8 horas', 'dates').dates?.checkin).toBe('2026-11-30');
  });
  it.each([
    ['las noches del 19 y 20 de diciembre', 'es', '2026-12-19', '2026-12-21'],
    ['for the nights of the 5th and 6th of January', 'en', '2027-01-05', '2027-01-07'],
  ] as const)('nights listed by their days: "%s"', (text, lang, checkin, checkout) => {
    expect(read(text, 'dates', lang).dates).toMatchObject({ checkin, checkout, nights: 2 });
  });
  it('two days without "noches" stay a range', () => {
    expect(read('del 19 y 20 de diciembre', 'dates').dates).toMatchObject({ checkin: '2026-12-19', checkout: '2026-12-20' });
  });
  it.each([
    ['el lunes después de Reyes', 'es', '2027-01-11'],
    ['el martes después del puente de Reyes', 'es', '2027-01-12'],
    ['the Friday before Christmas', 'en', '2026-12-18'],
    ['the night before Christmas Eve', 'en', '2026-12-23'],
    ['tres días después de Reyes', 'es', '2027-01-09'],
    ['desde que empiezan las novenas', 'es', '2026-12-16'],
  ] as const)('a day around a named day: "%s"', (text, lang, checkin) => {
    expect(read(text, 'dates', lang).dates?.checkin).toBe(checkin);
  });
  it.each([
    ['the weekend before Christmas', 'en', '2026-12-18'],
    ['el finde antes del 15 de enero', 'es', '2027-01-08'],
    ['the weekend after the 15th', 'en', '2026-12-18'],
  ] as const)('a weekend around a day: "%s" is the first one past it, Friday to Sunday', (text, lang, checkin) => {
    expect(read(text, 'dates', lang).dates).toMatchObject({ checkin, checkout: addDays(checkin, 2), nights: 2 });
  });
  it.each([
    ['the weekend after New Year', 'en'],
    ['el fin de semana después de Año Nuevo', 'es'],
  ] as const)('"%s", New Year on a Friday (2027), offers the rest of that weekend and the next one', (text, lang) => {
    expect(read(text, 'dates', lang).dates?.ambiguity).toMatchObject({
      kind: 'choices',
      options: [
        { checkin: '2027-01-02', checkout: '2027-01-04' },
        { checkin: '2027-01-08', checkout: '2027-01-10' },
      ],
    });
  });
  it('a weekend around a day right beside one offers that weekend and the next', () => {
    // Monday 14 December: the weekend just before it, or the one before that.
    expect(read('el finde antes del lunes 14 de diciembre', 'dates').dates?.ambiguity).toMatchObject({
      kind: 'choices',
      options: [{ checkin: '2026-12-11' }, { checkin: '2026-12-04' }],
    });
  });
  it('a weekend after a Thursday is asked, even when the weekend past it is too far ahead: "the weekend after Thanksgiving"', () => {
    expect(read('the weekend after Thanksgiving', 'dates', 'en').dates?.ambiguity).toMatchObject({ kind: 'choices', options: [{ checkin: '2027-11-26' }] });
  });
  it('nights before a named day end on it', () => {
    expect(read('dos noches antes de Año Nuevo', 'dates').dates).toMatchObject({ checkin: '2026-12-30', checkout: '2027-01-01', nights: 2 });
  });
  it('"las novenas" alone is not a day: the exact dates are asked, naming them', () => {
    expect(read('las novenas', 'dates').dates).toMatchObject({ ambiguity: { kind: 'vague', said: 'las novenas' } });
  });
  it.each([
    ['sólo esa noche', 1],
    ['esa noche nomás', 1],
    ['nos vamos 4 días después', 4],
    ['we leave 4 days later', 4],
  ] as const)('at the nights question "%s"', (text, nights) => {
    expect(read(text, 'nights', 'es', '2026-12-14').dates?.nights).toBe(nights);
  });
  it('"4 días" alone stays asked', () => {
    expect(read('4 días', 'nights', 'es', '2026-12-14').dates?.ambiguity).toEqual({ kind: 'nights', options: [3, 4], days: 4 });
  });
  it('a date described again after a comma is one date', () => {
    expect(read('el 9 de diciembre, el día después de la Inmaculada', 'dates').dates).toMatchObject({ checkin: '2026-12-09' });
  });
});

describe('bare days around the day the stay is for', () => {
  it.each([
    ['quiero pasar el 31 en Cartagena, llego el 30 y me voy el 1', 'es', '2026-12-30', '2027-01-01'],
    ['quiero pasar el 31 en Cartagena, del 30 al 1', 'es', '2026-12-30', '2027-01-01'],
    ['to spend the 31st in cartagena, arriving the 29th leaving the 2nd', 'en', '2026-12-29', '2027-01-02'],
    ['quiero pasar el 24 en medellin, llego el 22 y salgo el 26', 'es', '2026-12-22', '2026-12-26'],
  ] as const)('"%s"', (text, lang, checkin, checkout) => {
    expect(read(text, undefined, lang).dates).toMatchObject({ checkin, checkout });
  });
});

describe('a range restated after a filler or a correction', () => {
  it.each([
    ['Medellín del 5 al 8 de enero, bueno, del 5 al 9', 'es', { checkin: '2027-01-05', checkout: '2027-01-09', nights: 4 }],
    ['del 10 al 12 de enero, bueno, en realidad del 10 al 13', 'es', { checkin: '2027-01-10', checkout: '2027-01-13', nights: 3 }],
    ['April 3rd to the 8th — actually make it the 4th to the 8th', 'en', { checkin: '2027-04-04', checkout: '2027-04-08', nights: 4 }],
    ['April 3rd to the 8th, no, the 4th to the 8th', 'en', { checkin: '2027-04-04', checkout: '2027-04-08', nights: 4 }],
    ['July 10 — no, July 12 — to July 15. Wait, the 12th to the 16th.', 'en', { checkin: '2027-07-12', checkout: '2027-07-16', nights: 4 }],
    ['del 30 de enero al 2 de febrero, no, del 31 al 3', 'es', { checkin: '2027-01-31', checkout: '2027-02-03', nights: 3 }],
  ] as const)('%s', (text, lang, expected) => expect(stay(text, lang)).toEqual(expected));
  it('"bueno" with no range after it changes nothing', () => {
    expect(stay('del 5 al 8 de enero, bueno, si se puede', 'es')).toEqual({ checkin: '2027-01-05', checkout: '2027-01-08', nights: 3 });
  });
});

describe("a stay's first or last day said again as its reason", () => {
  it.each([
    ['Medellín del 5 al 9 de enero porque el vuelo de regreso es el 9', 'es', { checkin: '2027-01-05', checkout: '2027-01-09', nights: 4 }],
    [
      "We're flying into Santa Marta on the 15th of August, check-in the 15th, out the 19th",
      'en',
      { checkin: '2027-08-15', checkout: '2027-08-19', nights: 4 },
    ],
  ] as const)('%s', (text, lang, expected) => expect(stay(text, lang)).toEqual(expected));
  it('another day inside the stay is no repeat: nothing is guessed', () => {
    expect(stay('del 5 al 9, el 7 es el cumpleaños', 'es')).toBeUndefined();
  });
});

describe('role words and shortenings', () => {
  it.each([
    ['the hyphen of "check-in" is no "to"', 'Cartagena check-in 15 dic - check-out 18 dic', { checkin: '2026-12-15', checkout: '2026-12-18', nights: 3 }],
    ['"nt" after a number is a night', 'need bogota tmrw 1 nt just me', { checkin: '2026-11-30', checkout: '2026-12-01', nights: 1 }],
  ])('%s', (_name, text, expected) => {
    expect(stay(text, 'en')).toEqual(expected);
  });
});

describe('a day of a past period is that past day, refused as past', () => {
  // ANSWER_DAY is Sunday 2026-11-29: last month is October, last week runs from Monday 16 to Sunday 22 November.
  it.each([
    ['el 15 del mes pasado', 'es', '2026-10-15'],
    ['el 3 del mes pasado por 2 noches', 'es', '2026-10-03'],
    ['the 3rd of last month', 'en', '2026-10-03'],
    ['el martes de la semana pasada', 'es', '2026-11-17'],
    ['tuesday last week', 'en', '2026-11-17'],
  ] as const)('%s', (text, lang, date) => {
    expect(read(text, 'dates', lang).dates?.problem).toEqual({ kind: 'past', date });
  });
  it('a day of next month is still next month', () => {
    expect(read('el 15 del mes que viene', 'dates').dates?.checkin).toBe('2026-12-15');
  });
});

describe('a weekday where the month goes names no date: nothing is taken', () => {
  it.each(['15 de martes', 'el 16 de martes', '16 de lunes', 'llego el 20 del viernes'])('%s', (text) => {
    const d = read(text, 'dates').dates;
    expect(d?.checkin).toBeUndefined();
    expect(d?.nights).toBeUndefined();
  });
  it.each([
    ['el 15 martes', '2026-12-15'],
    ['martes 15', '2026-12-15'],
    ['el 15 de marzo', '2027-03-15'],
  ])('a weekday beside the day, or a month, still reads: %s', (text, checkin) => {
    expect(read(text, 'dates').dates?.checkin).toBe(checkin);
  });
});

describe('a typo of a month where only a month can stand ("<day> de …")', () => {
  it.each([
    ['el 2 de jnio', '2027-06-02'],
    ['el 8 de agoto', '2027-08-08'],
    ['el 3 de abrl', '2027-04-03'],
    ['el 5 de meyo', '2027-05-05'],
  ])('%s', (text, checkin) => {
    expect(read(text, 'dates').dates?.checkin).toBe(checkin);
  });
  it.each(['15 de mazo', '3 de junto a la playa'])('one letter from two months, or a common word, is no month: %s', (text) => {
    expect(read(text, 'dates').dates?.checkin).toBeUndefined();
  });
  it('a common word one letter from a month is no date: "2 de mayor edad"', () => {
    expect(read('somos 4 adultos, 2 de mayor edad', 'party').dates?.checkin).toBeUndefined();
  });
});

describe('a length glued to its unit is that length ("3noches", "4nts")', () => {
  it.each([
    ['3noches', 3],
    ['4nts', 4],
    ['2semanas', 14],
  ])('%s at the nights question', (text, nights) => {
    expect(read(text, 'nights', 'es', '2026-12-14').dates?.nights).toBe(nights);
  });
  it('in a whole stay: "el 15 por 3noches"', () => {
    expect(read('el 15 por 3noches', 'dates').dates).toMatchObject({ checkin: '2026-12-15', nights: 3 });
  });
});

describe('a typo of a weekday after a word that announces a day', () => {
  it.each([
    ['el juevs', 'es', '2026-12-03'],
    ['este vierns', 'es', '2026-12-04'],
    ['el miercole', 'es', '2026-12-02'],
    ['on wensday', 'en', '2026-12-02'],
  ] as const)('%s', (text, lang, checkin) => {
    expect(read(text, 'dates', lang).dates?.checkin).toBe(checkin);
  });
  it.each(['juevs', 'quiero juevs'])('without that word it is no weekday: %s', (text) => {
    expect(read(text, 'dates').dates?.checkin).toBeUndefined();
  });
});

describe('a day the stay is for, said beside the stay that holds it, is its reason', () => {
  it.each([
    ['pal dieciocho, del 17 al 20 de septiembre', 'es', '2027-09-17', '2027-09-20'],
    ['del 22 al 26 de diciembre, pal 24', 'es', '2026-12-22', '2026-12-26'],
    ['for the 4th, from the 3rd to the 6th of March', 'en', '2027-03-03', '2027-03-06'],
  ] as const)('%s', (text, lang, checkin, checkout) => {
    expect(read(text, 'dates', lang).dates).toMatchObject({ checkin, checkout });
  });
  it('a day outside the stay is no reason: nothing is taken', () => {
    expect(read('para el 25, del 17 al 20 de septiembre', 'dates').dates?.checkin).toBeUndefined();
  });
});

describe('a vague length settled by an exact one', () => {
  it.each([
    ['a long weekend, 3 nights', 'en', 3],
    ['un finde largo, 3 noches', 'es', 3],
  ] as const)('%s', (text, lang, nights) => {
    expect(read(text, 'nights', lang, '2026-12-14').dates?.nights).toBe(nights);
  });
  it('an exact length the vague one cannot be is still asked', () => {
    expect(read('a long weekend, 5 nights', 'nights', 'en', '2026-12-14').dates?.nights).toBeUndefined();
  });
});

describe('Portuguese written into a Spanish chat: a week from a day, the weekend', () => {
  it.each([
    ['de hoje a oito', '2026-12-06'],
    ['de amanhã a quinze', '2026-12-14'],
    ['nesse fim de semana', '2026-12-04'],
    ['no fim de semana', '2026-12-04'],
  ])('%s', (text, checkin) => {
    expect(read(text, 'dates').dates?.checkin).toBe(checkin);
  });
  it('"a" before a time is no week: "mañana a las 8"', () => {
    expect(read('mañana a las 8', 'dates').dates?.checkin).toBe('2026-11-30');
  });
});

describe('the nights of two consecutive days joined by "y"/"and"', () => {
  it.each([
    ['esta noche y mañana', 'es', '2026-11-29', '2026-12-01'],
    ['para hoy y mañana', 'es', '2026-11-29', '2026-12-01'],
    ['el viernes y el sábado', 'es', '2026-12-04', '2026-12-06'],
    ['tonight and tomorrow night', 'en', '2026-11-29', '2026-12-01'],
  ] as const)('%s', (text, lang, checkin, checkout) => {
    expect(read(text, 'dates', lang).dates).toMatchObject({ checkin, checkout, nights: 2 });
  });
  it.each([
    ['llego hoy y me voy mañana', '2026-11-30'],
    ['entre el 15 y el 16', '2026-12-16'],
    ['el 15 y el 20', '2026-12-20'],
  ])('an arrival and a leaving, a range, or days apart read as before: %s', (text, checkout) => {
    expect(read(text, 'dates').dates?.checkout).toBe(checkout);
  });
});

describe('a stay begun in the past is refused, its end never taken as the arrival', () => {
  it.each([
    ['check in yesterday, out tomorrow', 'en'],
    ['desde ayer hasta el viernes', 'es'],
  ] as const)('%s', (text, lang) => {
    expect(read(text, 'dates', lang).dates?.problem?.kind).toBe('past');
  });
  it('a past arrival somewhere else is no stay: "llegamos ayer a Colombia, queremos Cartagena el viernes"', () => {
    expect(read('llegamos ayer a Colombia y queremos ir a Cartagena el viernes por 2 noches', undefined).dates).toMatchObject({
      checkin: '2026-12-04',
      nights: 2,
    });
  });
});

describe('"not this Friday but the next"', () => {
  it.each(['not this Friday but the next', 'not this friday, the next one'])('%s is the Friday after the coming one', (text) => {
    expect(read(text, 'dates', 'en').dates?.checkin).toBe('2026-12-11');
  });
});
