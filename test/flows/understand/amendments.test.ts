/** Amendments read in a guest's own message: corrections inside it, relative nights, hedges and unread doubts (`amendments.ts`). */
import { describe, expect, it } from 'vitest';
import {
  correctionTail,
  correctsItself,
  hedged,
  lastCorrection,
  nightsChange,
  readCountCorrection,
  readLeftover,
  unreadBesideDates,
} from '../../../src/flows/understand/amendments.js';

/** The words before and after the last correction of `text`, as the dialogue reads them apart. */
const split = (text: string, lang: 'es' | 'en') => {
  const m = lastCorrection(text, lang);
  return m && { head: text.slice(0, m.from), tail: correctionTail(text, m) };
};

describe('lastCorrection / correctionTail', () => {
  it.each([
    ['el 15 de diciembre, no perdón, el 16', 'es', 'el 15 de diciembre, ', ', el 16'],
    ['el lunes no el martes', 'es', 'el lunes ', ' martes'],
    // Markers one after the other are one: the head ends before the first.
    ['cuatro, ah no, mejor cinco', 'es', 'cuatro, ', 'cinco'],
    ['3 nights, no wait, 4', 'en', '3 nights, ', ', 4'],
    // A bare "no" before a number corrects in English.
    ['three nights no four', 'en', 'three nights ', 'four'],
    // "mañana no, pasado": "pasado" alone after "mañana" is the day after tomorrow.
    ['mañana no, pasado', 'es', 'mañana ', 'pasado mañana'],
  ] as const)('%j (%s) → head %j, tail %j', (text, lang, head, tail) => {
    expect(split(text, lang)).toEqual({ head, tail });
  });

  it('the last correction wins', () => {
    expect(split('el 15, no perdón, el 16, ah no, el 17', 'es')).toEqual({ head: 'el 15, no perdón, el 16, ', tail: ', el 17' });
  });

  it.each([
    // Spanish "somos 3 no 2" is "3, not 2": no correction.
    ['somos 3 no 2', 'es'],
    // A marker at the very start corrects the previous answer: an intent, not a correction inside.
    ['perdón, el 16', 'es'],
    ['sorry, 4 nights', 'en'],
    ['2 adultos y 1 niño', 'es'],
    ['two adults and a kid', 'en'],
  ] as const)('%j (%s) → none', (text, lang) => {
    expect(lastCorrection(text, lang)).toBeUndefined();
  });

  it('"pasado" stays as it is without "mañana" before the marker', () => {
    const text = 'el viernes no, pasado';
    const m = lastCorrection(text, 'es');
    expect(m && correctionTail(text, m)).toBe('pasado');
  });
});

describe('correctsItself', () => {
  it.each([
    ['el 15, no perdón, el 16', true],
    ['2 adults, sorry, 3 adults', true],
    // Unlike lastCorrection, a bare "no" before a number counts in Spanish too.
    ['somos 3 no 2', true],
    ['perdón, el 16', false],
    ['del 15 al 18 de enero, 2 adultos', false],
  ] as const)('%j → %s', (text, want) => {
    expect(correctsItself(text)).toBe(want);
  });
});

describe('readCountCorrection', () => {
  const read = (text: string, lang: 'es' | 'en') => {
    const m = lastCorrection(text, lang);
    return m && readCountCorrection(text, m);
  };

  it.each([
    ['4 noches, no mejor 5', 'es', { count: 5, counts: 'nights' }],
    ['3 nights, no wait, 4', 'en', { count: 4, counts: 'nights' }],
    // The clause ends at a comma: the rest is not the correction.
    ['2 adultos, bueno tres, se animó mi cuñado', 'es', { count: 3, counts: 'adults' }],
    ['2 adultos y 2 niños, ah no, solo uno de 7', 'es', { count: 1, age: 7, counts: 'children' }],
    ['two kids, I mean one aged 7', 'en', { count: 1, age: 7, counts: 'children' }],
    // What is counted is named by the word after the last number, not the last word.
    ['dos noches desde el jueves, mejor tres', 'es', { count: 3, counts: 'nights' }],
    // An age after an age: the last age said, in digits.
    ['1 niño de 4, no mentiras de 5', 'es', { age: 5, lastNumeral: 4 }],
    ['cuatro, ah no, mejor cinco', 'es', { count: 5 }],
  ] as const)('%j (%s) → %j', (text, lang, want) => {
    expect(read(text, lang)).toEqual(want);
  });

  it.each([
    // More than a count: a date, a count with its own noun.
    ['el 15 de diciembre, no perdón, el 16', 'es'],
    ['2 adults, sorry, 3 adults', 'en'],
    ['el lunes no el martes', 'es'],
  ] as const)('%j (%s) → not a count', (text, lang) => {
    expect(read(text, lang)).toBeUndefined();
  });
});

describe('nightsChange', () => {
  it.each([
    ['una noche más', 1],
    ['dos noches más', 2],
    ['agreguemos 2 noches', 2],
    ['quitar una noche', -1],
    ['dos noches menos', -2],
    ['one more night', 1],
    ['add a night', 1],
    ['one night less', -1],
    ['remove two nights', -2],
  ] as const)('%j → %d', (text, want) => {
    expect(nightsChange(text)).toBe(want);
  });

  it.each(['3 noches', 'una noche', 'three nights', 'a night'])('%j → none (a length said anew)', (text) => {
    expect(nightsChange(text)).toBeUndefined();
  });
});

describe('hedged', () => {
  it.each([
    // Hedges.
    'three, maybe four nights',
    'tal vez 3 noches',
    'somos 3 o 4',
    'about 5 nights',
    'más o menos una semana',
    'a couple of nights',
    'in two weeks, give or take',
    'el 15, más o menos',
    '2 noches si es con desayuno, si no 1',
    // Offsets and exclusions.
    'a week from tomorrow',
    'a week from Jan 10',
    'dos semanas a partir del sábado',
    'no este viernes sino el siguiente',
    'not this friday, the one after',
    // A negative number.
    'menos 1 y 3',
  ])('%j → hedged', (text) => {
    expect(hedged(text)).toBe(true);
  });

  // A length said for the stay before its start is no offset.
  it.each([
    'del 15 al 18 de enero',
    '15-18 de enero',
    '2 adultos y 1 niño',
    'three nights',
    '4 nights',
    'for a week from Jan 10',
    'por dos semanas desde el 3',
  ])('%j → not hedged', (text) => {
    expect(hedged(text)).toBe(false);
  });
});

describe('readLeftover', () => {
  it('reads each kind of doubt, with possessives stripped', () => {
    expect(readLeftover("sister's week seis 12")).toEqual({
      words: ['sister', 'week', 'seis', '12'],
      changesValue: true,
      namesPerson: true,
      namesNumber: true,
      hasDigits: true,
      namesDate: false,
      namesRoom: false,
    });
  });

  it.each([
    ['y la abuela', { changesValue: false, namesPerson: true, namesNumber: false, hasDigits: false }],
    // Every role word of the people lexicon names someone, its diminutives and hyphenated forms too.
    ['y la abuelita', { namesPerson: true }],
    ['mother-in-law', { namesPerson: true }],
    ['kids', { namesPerson: true }],
    ['familias', { namesPerson: true }],
    // Rooms and their kinds ("and a single for my mum" left over beside one room read).
    ['single', { namesRoom: true, namesPerson: false }],
    ['habitacion', { namesRoom: true }],
    // Plain count nouns and words known by marks only ("love", titles) name no one.
    ['no adults', { namesPerson: false }],
    ["we'd love festival", { namesPerson: false }],
    // Words of dates the date reader did not use: months, weekdays, units of a stay ("idk how many nights").
    ['idk how many nights', { namesDate: true, namesPerson: false }],
    ['domingo', { namesDate: true }],
    ['february', { namesDate: true }],
    // "may" and "march" are verbs too.
    ['may', { namesDate: false }],
    ['despues', { changesValue: true, namesPerson: false, namesNumber: false, hasDigits: false }],
    // "un", "una" are numbers only in some sentences: no doubt.
    ['una', { changesValue: false, namesPerson: false, namesNumber: false, hasDigits: false }],
    ['', { changesValue: false, namesPerson: false, namesNumber: false, hasDigits: false }],
  ] as const)('%j → %j', (leftover, want) => {
    expect(readLeftover(leftover)).toMatchObject(want);
  });
});

describe('unreadBesideDates', () => {
  it.each([
    ['a word nobody read right before the dates ("Labor Day weekend")', 'Labor Day weekend', 'labor day', [10, 17], true],
    ['an alternative after the dates ("mañana o pasado")', 'mañana o pasado', 'pasado', [0, 6], true],
    ['an alternative with its article ("… de este mes o el próximo")', 'del 18 al 21 de este mes o el próximo', 'proximo', [0, 24], true],
    ['words that may stand beside a date change nothing', 'para el 15 porfa', 'para porfa', [8, 10], false],
  ] as const)('%s', (_name, text, unread, [from, to], expected) => {
    expect(unreadBesideDates(text, unread, [[from, to]])).toBe(expected);
  });
});

describe('readLeftover: a day moved earlier or later', () => {
  it.each(['earlier leaving same day', 'check later', 'a day sooner'])('%s changes a value', (left) => {
    expect(readLeftover(left).changesValue).toBe(true);
  });
});
