/**
 * Date classes of chat and trade writing and of anchored days, one table per class, read by the date extractor on a
 * Sunday: chat abbreviations of "mañana", a day moved by weeks ("de hoy en una semana"), "pa" closing a range, a part
 * of a month before its short name, a weekday around an event with its date, two day numbers listed, the arrival
 * and return said in the third person or from home, Roman-numeral days, a range's end not read, trade "x N personas"
 * after a date, the eve of a day, dozens, halves and sums of nights, parts of a month, ordinal weekdays of a month
 * said from now, the night of a named day, stay verbs at the nights question, and agency DDMM.
 */
import { describe, expect, it } from 'vitest';
import { extractDates } from '../../../src/flows/understand/dates/index.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { DatesFound, Slot } from '../../../src/flows/understand/types.js';
import { type ExpectedDates as Expected, readAnswer, stay } from './read.js';

const SUN = '2026-11-29'; // a Sunday
type Lang = 'es' | 'en';

function run(text: string, lang: Lang, expecting: Slot = 'dates'): Expected {
  const r = extractDates({ raw: text, folded: foldKeepLength(text), lang, today: SUN, expecting });
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

const at = (checkin: string, extra: Partial<DatesFound> = {}): Expected => ({ checkin, ...extra });
const inferred = { inferred: true } as const;

/** "el 12 y 13" read on 29 November 2026: both nights, or in on the 12th and out on the 13th. */
const TWELFTH_AND_THIRTEENTH: Expected = {
  inferred: true,
  ambiguity: {
    kind: 'choices',
    options: [
      { checkin: '2026-12-12', checkout: '2026-12-14', nights: 2 },
      { checkin: '2026-12-12', checkout: '2026-12-13', nights: 1 },
    ],
  },
};

/** [class, text, lang, expected] */
const CASES: [string, string, Lang, Expected][] = [
  // Chat abbreviations of "mañana" and two date words typed as one.
  ['mñn', 'mñn', 'es', at('2026-11-30')],
  ['mñn', 'pasado mñn', 'es', at('2026-12-01')],
  ['mñn', 'mñn 2noches', 'es', stay('2026-11-30', '2026-12-02', 2)],
  ['mñn', 'pasadomañana x1 noche', 'es', stay('2026-12-01', '2026-12-02', 1)],
  // A day, then "en" a count of weeks: that day moved by the weeks (as "hoy en ocho").
  ['en semanas', 'de hoy en una semana', 'es', at('2026-12-06')],
  ['en semanas', 'mañana en dos semanas', 'es', at('2026-12-14')],
  ['en semanas', 'el lunes en una semana', 'es', at('2026-12-07', inferred)],
  ['en semanas', 'de hoy en una semana por 3 noches', 'es', stay('2026-12-06', '2026-12-09', 3)],
  // "pa"/"para"/"pal" closing a range opened by "del"/"desde".
  ['pa range', 'del 10 pa 12', 'es', stay('2026-12-10', '2026-12-12', 2, inferred)],
  ['pa range', 'desde el 3 para el 6 de enero', 'es', stay('2027-01-03', '2027-01-06', 3)],
  ['pa range', 'del 28 pal 2', 'es', stay('2026-12-28', '2027-01-02', 5, inferred)],
  ['pa range', 'del 10 para 4 personas', 'es', at('2026-12-10', inferred)],
  // A part of a month before its short name: the month.
  ['part of month', 'late Jan, like the 27th to the 31st', 'en', stay('2027-01-27', '2027-01-31', 4)],
  ['part of month', 'late Jan', 'en', { ambiguity: { kind: 'monthOnly', year: 2027, month: 1 } }],
  ['part of month', 'mid-Feb', 'en', { ambiguity: { kind: 'monthOnly', year: 2027, month: 2 } }],
  // A weekday around an event said with its date; around an event with no date, the event's dates asked.
  ['event anchor', 'the Thursday before the wedding on Saturday December 19th', 'en', at('2026-12-17', inferred)],
  ['event anchor', 'el jueves antes de la boda, el sábado 19 de diciembre', 'es', at('2026-12-17', inferred)],
  ['event anchor', 'two days before the concert on the 12th', 'en', at('2026-12-10', inferred)],
  ['event anchor', 'the Thursday before Saturday December 19th', 'en', at('2026-12-17', inferred)],
  // (with no date said for the event, its dates are asked naming it)
  ['event anchor', 'the Thursday before the wedding', 'en', { ambiguity: { kind: 'vague', said: 'wedding' } }],
  ['event anchor', 'el jueves antes de la boda', 'es', { ambiguity: { kind: 'vague', said: 'boda' } }],
  ['event anchor', 'check in the Thursday before the wedding, check out Sunday', 'en', { ambiguity: { kind: 'vague', said: 'wedding' } }],
  ['event anchor', 'the Thursday before Friday December 19th', 'en', undefined],
  // Two day numbers listed: both nights or in on one and out on the other, asked; settled by "noches" or a length.
  ['two days', 'el 12 y 13', 'es', TWELFTH_AND_THIRTEENTH],
  ['two days', 'el 12 y el 13 de diciembre', 'es', TWELFTH_AND_THIRTEENTH],
  ['two days', 'las noches del 12 y 13', 'es', stay('2026-12-12', '2026-12-14', 2, inferred)],
  ['two days', 'the nights of the 5th and 6th', 'en', stay('2026-12-05', '2026-12-07', 2, inferred)],
  ['two days', 'el 12 y 13, 2 noches', 'es', stay('2026-12-12', '2026-12-14', 2, inferred)],
  ['two days', 'el viernes y el sábado', 'es', stay('2026-12-04', '2026-12-06', 2, inferred)],
  // Arrival and departure said of the guests (third person), and the return home.
  ['third person', 'llega el 15 y sale tres días después', 'es', stay('2026-12-15', '2026-12-18', 3, inferred)],
  ['third person', 'llega mañana y sale el domingo', 'es', stay('2026-11-30', '2026-12-06', 6)],
  ['return', 'salgo mañana y vuelvo el domingo', 'es', stay('2026-11-30', '2026-12-06', 6)],
  ['return', 'leaving tomorrow, returning sunday', 'en', stay('2026-11-30', '2026-12-06', 6)],
  ['return', 'vuelvo el domingo', 'es', { checkout: '2026-12-06', inferred: true }],
  // Roman-numeral days before their month.
  ['roman', 'el XV de marzo', 'es', at('2027-03-15')],
  ['roman', 'el día XX de julio', 'es', at('2027-07-20')],
  ['roman', 'del XII al XV de enero', 'es', stay('2027-01-12', '2027-01-15', 3)],
  ['roman', 'Luis XV de Francia', 'es', undefined],
  // The eve of a day: the day before.
  ['eve', 'la víspera de Reyes', 'es', at('2027-01-05', inferred)],
  ['eve', 'la víspera del 24 de diciembre', 'es', at('2026-12-23')],
  ['eve', "the eve of new year's day", 'en', at('2026-12-31', inferred)],
  // A dozen nights: 12, half a dozen 6.
  ['dozen', 'una docena de noches', 'es', { nights: 12 }],
  ['dozen', 'media docena de noches', 'es', { nights: 6 }],
  ['dozen', 'a dozen nights from June 10', 'en', stay('2027-06-10', '2027-06-22', 12)],
  // A part of the month, no month named: this month (its beginning said after the 10th: next month's), the day asked.
  ['part of this month', 'a fin de mes', 'es', { ambiguity: { kind: 'monthOnly', year: 2026, month: 11 } }],
  ['part of this month', 'a principios de mes', 'es', { ambiguity: { kind: 'monthOnly', year: 2026, month: 12 } }],
  ['part of this month', 'a principios del otro mes', 'es', { ambiguity: { kind: 'monthOnly', year: 2026, month: 12 } }],
  ['part of this month', 'by the end of the month', 'en', { ambiguity: { kind: 'monthOnly', year: 2026, month: 11 } }],
  // "el otro" inside "del": the one after the coming one, said back as the one choice to confirm.
  ['del otro', 'del otro viernes', 'es', { inferred: true, ambiguity: { kind: 'choices', options: [{ checkin: '2026-12-11' }] } }],
  // A long weekend not named ("el puente") beside a holiday said apart: that holiday's long weekend; a weekday said
  // "del puente" is a day of it. A holiday without a long weekend (Christmas) names none.
  [
    'holiday names the puente',
    'para la Independencia de Cartagena, llegando el viernes del puente',
    'es',
    stay('2027-11-12', '2027-11-15', 3, { label: 'puente de Independencia de Cartagena', inferred: true }),
  ],
  [
    'holiday names the puente',
    'el sábado del puente, para la Independencia de Cartagena',
    'es',
    stay('2027-11-13', '2027-11-15', 2, { label: 'puente de Independencia de Cartagena', inferred: true }),
  ],
  [
    'holiday names the puente',
    'el puente, para el día de Reyes',
    'es',
    stay('2027-01-08', '2027-01-11', 3, { label: 'puente de Reyes Magos', inferred: true }),
  ],
  ['holiday names the puente', 'el viernes del puente de San José', 'es', stay('2027-03-19', '2027-03-22', 3, { label: 'puente de San José', inferred: true })],
  [
    'holiday names the puente',
    'arriving Friday of the long weekend, for the Independence of Cartagena',
    'en',
    stay('2027-11-12', '2027-11-15', 3, { label: 'Independence of Cartagena long weekend', inferred: true }),
  ],
  [
    'holiday names the puente',
    'para Navidad, el puente',
    'es',
    { label: 'Navidad', inferred: true, ambiguity: { kind: 'choices', options: [{ checkin: '2026-12-24' }, { checkin: '2026-12-25' }] } },
  ],
  // An ordinal weekday of a month said from now.
  ['ordinal weekday', 'the first Friday of next month', 'en', at('2026-12-04', inferred)],
  ['ordinal weekday', 'el segundo sábado del mes que viene', 'es', at('2026-12-12', inferred)],
  // The night of a named day, and only that: that night. Said alone it may be the hour of arrival: no length.
  ['named night', 'just Halloween night', 'en', { label: 'Halloween', inferred: true, checkin: '2027-10-31', nights: 1, checkout: '2027-11-01' }],
  ['named night', 'Halloween night only', 'en', { label: 'Halloween', inferred: true, checkin: '2027-10-31', nights: 1, checkout: '2027-11-01' }],
  ['named night', 'Halloween night', 'en', { label: 'Halloween', inferred: true, checkin: '2027-10-31' }],
  // A length with a half: the nights either side, asked.
  ['half', 'media semana', 'es', { ambiguity: { kind: 'nights', options: [3, 4] } }],
  ['half', 'half a week', 'en', { ambiguity: { kind: 'nights', options: [3, 4] } }],
  ['half', 'dos noches y media', 'es', { ambiguity: { kind: 'nights', options: [2, 3] } }],
  ['half', 'two and a half nights', 'en', { ambiguity: { kind: 'nights', options: [2, 3] } }],
  // Nights plus more: their sum.
  ['nights plus', 'five nights plus one extra', 'en', { nights: 6 }],
  ['nights plus', '5 noches y una más', 'es', { nights: 6 }],
  ['nights plus', '3 nights and 2 kids', 'en', { nights: 3 }],
  // A short weekday after "following": the weekday.
  ['following', 'this Sat to the following Sat', 'en', stay('2026-12-05', '2026-12-12', 7, inferred)],
  // Agency DDMM glued after IN/OUT in capitals: day first.
  ['agency ddmm', 'IN 1712 OUT 2012', 'es', stay('2026-12-17', '2026-12-20', 3)],
  ['agency ddmm', 'IN 0501 OUT 0801', 'en', stay('2027-01-05', '2027-01-08', 3)],
  // "Right now" as the stay's day; tonight with "only one".
  ['right now', 'pa ya mismo', 'es', at('2026-11-29')],
  ['right now', 'ya mismo te mando el correo', 'es', undefined],
  ['tonight only', 'esta noche, solo 1', 'es', { checkin: '2026-11-29', nights: 1, checkout: '2026-11-30' }],
  ['tonight only', 'esta noche solo 1 persona', 'es', at('2026-11-29')],
  // The month after next: two months on.
  ['month after next', 'the 1st of the month after next', 'en', at('2027-01-01')],
  ['month after next', 'el 5 del mes después del próximo', 'es', at('2027-01-05')],
  // The weekend of a date: Friday to Sunday of it, when the date is in a weekend.
  ['weekend of', 'weekend of the 12th (Fri-Sun)', 'en', stay('2026-12-11', '2026-12-13', 2, inferred)],
  ['weekend of', 'el fin de semana del 12', 'es', stay('2026-12-11', '2026-12-13', 2, inferred)],
  ['weekend of', 'el finde del 9', 'es', undefined],
  // A range's end said as a number not read as a day: nothing claimed.
  ['end unread', 'mñn hasta el 3er dia', 'es', undefined],
  ['end unread', 'mañana hasta el 5', 'es', stay('2026-11-30', '2026-12-05', 5)],
];

describe('date classes of chat, trade and anchored days', () => {
  it.each(CASES)('%s: %s', (_cls, text, lang, expected) => {
    expect(run(text, lang)).toEqual(expected);
  });
});

/** [class, text, expected] read at the nights question. */
const AT_NIGHTS: [string, string, Expected][] = [
  ['half', 'dos y medio', { ambiguity: { kind: 'nights', options: [2, 3] } }],
  ['half', 'una quincena', { ambiguity: { kind: 'nights', options: [14, 15] } }],
  ['stay verb', 'nos quedamos 6', { nights: 6 }],
  ['stay verb', 'pernocta 2', { nights: 2 }],
  ['stay verb', 'q sean 2, y xfa late checkout', { nights: 2 }],
  ['stay verb', 'x3', { nights: 3 }],
  ['stay verb', 'que sean 2 adultos', undefined],
  ['days after arriving', 'salimos cinco días después de llegar', { nights: 5 }],
];

describe('date classes read at the nights question', () => {
  it.each(AT_NIGHTS)('%s: %s', (_cls, text, expected) => {
    expect(run(text, 'es', 'nights')).toEqual(expected);
  });
});

describe('trade "x N personas" after a date', () => {
  it('reads the stay and leaves the party to the party reader', () => {
    const u = readAnswer('reserva bogota 12/01 al 15/01 x 1 persona', 'destination');
    expect(u.dates?.checkin).toBe('2027-01-12');
    expect(u.dates?.checkout).toBe('2027-01-15');
    expect(u.occupancy?.adults).toBe(1);
  });
  it('keeps "del 10 pa 12" a stay, not a party of 12', () => {
    const u = readAnswer('del 10 pa 12', 'dates');
    expect(u.dates?.checkout).toBe('2026-12-12');
    expect(u.occupancy).toBeUndefined();
  });
});
