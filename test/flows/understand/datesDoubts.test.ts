/**
 * Date classes where the reading is not sure and the bot must ask back
 * rather than guess (one table per class, Spanish and English): a holiday
 * named with a day that contradicts it, a length said loosely, a weekday
 * range with a week said on a Sunday, a weekday of a holiday's week ("ese
 * jueves"), and "till the weekend" at the nights question.
 */
import { describe, expect, it } from 'vitest';
import { extractDates } from '../../../src/flows/understand/dates/index.js';
import { foldKeepLength, negativeNumberSpans } from '../../../src/flows/understand/text.js';
import type { DatesFound, Slot } from '../../../src/flows/understand/types.js';
import { type ExpectedDates as Expected, readOnMonday as read, stay } from './read.js';

const SUN = '2026-11-29'; // a Sunday
const WED = '2026-11-25'; // a Wednesday
const MON = '2026-11-30'; // a Monday
type Lang = 'es' | 'en';

function run(text: string, lang: Lang, today = SUN, expecting?: Slot, anchor?: string): Expected {
  const r = extractDates({ raw: text, folded: foldKeepLength(text), lang, today, expecting, ...(anchor ? { anchor } : {}) });
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

const choices = (options: { checkin: string; checkout?: string; nights?: number }[]): Expected => ({
  inferred: true,
  ambiguity: { kind: 'choices', options },
});
const nightsAsked = (options: number[], extra: Partial<DatesFound> = {}): Expected => ({ ...extra, ambiguity: { kind: 'nights', options } });
const days = (...ds: string[]) => ds.map((checkin) => ({ checkin }));

describe('a holiday named with a day that contradicts it is asked back', () => {
  it.each<[string, Lang, Expected]>([
    ["New Year's Eve, the 30th", 'en', choices(days('2026-12-30', '2026-12-31'))],
    ['Nochevieja, el 30', 'es', choices(days('2026-12-30', '2026-12-31'))],
    ['fin de año, el 30', 'es', choices(days('2026-12-30', '2026-12-31'))],
    ['Navidad, el 26', 'es', choices(days('2026-12-24', '2026-12-25', '2026-12-26'))],
    ['christmas day, the 26th', 'en', choices(days('2026-12-25', '2026-12-26'))],
    ['Christmas, Dec 23', 'en', choices(days('2026-12-23', '2026-12-24', '2026-12-25'))],
    // After the holiday, even said "for" it: not an arrival to spend it.
    ['para navidad, el 26', 'es', choices(days('2026-12-24', '2026-12-25', '2026-12-26'))],
    // Nights said beside it stay with each choice.
    [
      "New Year's Eve, the 30th, 3 nights",
      'en',
      choices([
        { checkin: '2026-12-30', checkout: '2027-01-02', nights: 3 },
        { checkin: '2026-12-31', checkout: '2027-01-03', nights: 3 },
      ]),
    ],
  ])('%s (%s)', (text, lang, expected) => {
    expect(run(text, lang)).toEqual(expected);
  });

  it.each<[string, Lang, Expected]>([
    // The arrival for the holiday, a few days before it: a purpose word or an arrival word says so.
    ['el 30 para año nuevo', 'es', { checkin: '2026-12-30', inferred: true, label: 'Año Nuevo' }],
    ['arriving the 29th for new year', 'en', { checkin: '2026-12-29', inferred: true, label: 'New Year' }],
    ['llegamos el 23 para pasar navidad', 'es', { checkin: '2026-12-23', inferred: true }],
    ['dec 24 for christmas', 'en', { checkin: '2026-12-24' }],
    // The holiday's own day, or a range holding it.
    ['christmas, the 24th', 'en', { checkin: '2026-12-24', inferred: true }],
    ['Navidad, del 24 al 27', 'es', stay('2026-12-24', '2026-12-27', 3, { inferred: true })],
  ])('kept: %s (%s)', (text, lang, expected) => {
    expect(run(text, lang)).toEqual(expected);
  });
});

describe('a length said loosely: its nights are asked back', () => {
  it.each<[string, Lang, Expected]>([
    ['about a week', 'en', nightsAsked([7])],
    ['for like a week', 'en', nightsAsked([7])],
    ['like 4 nights or so', 'en', nightsAsked([4])],
    ['roughly two weeks', 'en', nightsAsked([14])],
    ['5 nights give or take', 'en', nightsAsked([5])],
    ['más o menos una semana', 'es', nightsAsked([7])],
    ['una semana más o menos', 'es', nightsAsked([7])],
    ['como 4 noches', 'es', nightsAsked([4])],
    ['unas 5 noches', 'es', nightsAsked([5])],
    ['alrededor de 10 noches', 'es', nightsAsked([10])],
    ['5 noches o algo así', 'es', nightsAsked([5])],
    // "días" keep their two readings.
    ['unos 5 días', 'es', { ambiguity: { kind: 'nights', options: [4, 5], days: 5 } }],
    // Two lengths, one doubted: which one is asked.
    ['three, maybe four nights', 'en', nightsAsked([3, 4])],
    ['3, quizás 4 noches', 'es', nightsAsked([3, 4])],
    // The dates the hedge does not touch stay: the stay is offered as the one choice to confirm.
    ['mañana, unas 5 noches', 'es', { ambiguity: { kind: 'choices', options: [{ checkin: '2026-11-30', checkout: '2026-12-05', nights: 5 }] } }],
    ['from tomorrow, about a week', 'en', { ambiguity: { kind: 'choices', options: [{ checkin: '2026-11-30', checkout: '2026-12-07', nights: 7 }] } }],
    // Beside a month alone the nights are not taken (the day is asked first).
    ['over Xmas, about a week', 'en', { ambiguity: { kind: 'monthOnly', year: 2026, month: 12 } }],
  ])('%s (%s)', (text, lang, expected) => {
    expect(run(text, lang)).toEqual(expected);
  });

  it('"like" as the verb is no hedge', () => {
    expect(run("I'd like 4 nights", 'en')).toEqual({ nights: 4 });
    expect(run('we would like a week', 'en')).toEqual({ nights: 7 });
  });
});

describe('a weekday range with a week: the days of that week', () => {
  const next = (ci: string, co: string, n: number) => stay(ci, co, n, { inferred: true });
  it.each<[string, Lang, string, Expected]>([
    ['Mon–Wed next week', 'en', WED, next('2026-11-30', '2026-12-02', 2)],
    ['de lunes a miércoles de la próxima semana', 'es', WED, next('2026-11-30', '2026-12-02', 2)],
    ['Mon–Wed next week', 'en', MON, next('2026-12-07', '2026-12-09', 2)],
    ['from tuesday to thursday next week', 'en', MON, next('2026-12-08', '2026-12-10', 2)],
    ['la próxima semana de martes a jueves', 'es', MON, next('2026-12-08', '2026-12-10', 2)],
    ['la semana que viene, del martes al jueves', 'es', MON, next('2026-12-08', '2026-12-10', 2)],
    // Colombian "la otra semana": next week for most, the week after for some: that one choice, said back.
    ['del martes al jueves de la otra semana', 'es', MON, choices([{ checkin: '2026-12-08', checkout: '2026-12-10', nights: 2 }])],
    ['next week Monday to Thursday', 'en', '2026-11-28', next('2026-11-30', '2026-12-03', 3)],
    ['de lunes a miércoles de esta semana', 'es', MON, next('2026-11-30', '2026-12-02', 2)],
    ['this coming Tue to Thu', 'en', MON, next('2026-12-01', '2026-12-03', 2)],
    // Said on a Sunday, "next week" is tomorrow's week or the one after: asked.
    [
      'Mon–Wed next week',
      'en',
      SUN,
      choices([
        { checkin: '2026-11-30', checkout: '2026-12-02', nights: 2 },
        { checkin: '2026-12-07', checkout: '2026-12-09', nights: 2 },
      ]),
    ],
    [
      'de martes a jueves de la semana que viene',
      'es',
      SUN,
      choices([
        { checkin: '2026-12-01', checkout: '2026-12-03', nights: 2 },
        { checkin: '2026-12-08', checkout: '2026-12-10', nights: 2 },
      ]),
    ],
    ['this coming Tue to Thu', 'en', SUN, next('2026-12-01', '2026-12-03', 2)],
    // The week said with the arrival only: that day, the departure after it.
    ['entrada el viernes de la próxima semana, salida el domingo', 'es', SUN, next('2026-12-04', '2026-12-06', 2)],
  ])('%s (%s, said %s)', (text, lang, today, expected) => {
    expect(run(text, lang, today)).toEqual(expected);
  });
});

describe('"ese jueves" after a holiday is the weekday of that holiday\'s week', () => {
  it.each<[string, Lang, string, string]>([
    ['pa Acción de Gracias, llegamos ese jueves', 'es', SUN, '2027-11-25'],
    ['for Thanksgiving, we arrive that Thursday', 'en', SUN, '2027-11-25'],
    ['pa Acción de Gracias, llegamos ese jueves', 'es', '2026-11-20', '2026-11-26'],
    ['para navidad llegamos ese jueves', 'es', SUN, '2026-12-24'],
    ['for christmas, arriving that wednesday', 'en', SUN, '2026-12-23'],
    ['para el festivo de reyes, llegamos ese viernes', 'es', SUN, '2027-01-08'],
  ])('%s (%s, said %s)', (text, lang, today, checkin) => {
    expect(run(text, lang, today)?.checkin).toBe(checkin);
  });
});

describe('"till the weekend" at the nights question', () => {
  // Check-in Monday 14 December 2026: Friday is 4 nights away, Sunday 6.
  it.each<[string, Lang, string, Expected]>([
    ['till the weekend', 'en', '2026-12-14', nightsAsked([4, 5, 6])],
    ['hasta el finde', 'es', '2026-12-14', nightsAsked([4, 5, 6])],
    ['hasta el fin de semana', 'es', '2026-12-14', nightsAsked([4, 5, 6])],
    ['until this weekend', 'en', '2026-12-14', nightsAsked([4, 5, 6])],
    // A Friday check-in: Saturday or Sunday.
    ['till the weekend', 'en', '2026-12-18', nightsAsked([1, 2])],
    // A Saturday check-in: only the Sunday is left.
    ['hasta el finde', 'es', '2026-12-19', { checkout: '2026-12-20', inferred: true }],
    // The weekend spent there ends on its Sunday.
    ['over the weekend', 'en', '2026-12-14', { checkin: '2026-12-20', inferred: true }],
  ])('%s (%s, check-in %s)', (text, lang, anchor, expected) => {
    expect(run(text, lang, SUN, 'nights', anchor)).toEqual(expected);
  });
});

describe('zero or negative nights are refused, never read as a stay', () => {
  it.each([
    ['zero nights, just a day room', 'en'],
    ['cero noches', 'es'],
    ['0 noches', 'es'],
    ['for -2 nights', 'en'],
  ] as const)('%s', (text, lang) => {
    expect(read(text, lang, 'nights').dates?.nights).toBeUndefined();
  });
  it('keeps a check-in said beside zero nights, without a length', () => {
    const d = read('el 15 de enero por 0 noches', 'es', 'dates').dates;
    expect(d?.checkin).toBe('2027-01-15');
    expect(d?.nights).toBeUndefined();
  });
  it('a spaced dash after a place is no minus sign', () => {
    expect(negativeNumberSpans('cartagena - 3 noches')).toEqual([]);
    expect(read('Cartagena - 3 noches', 'es').dates?.nights).toBe(3);
  });
});
