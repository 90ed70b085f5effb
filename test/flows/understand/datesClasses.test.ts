/**
 * Date classes read by rule (one table per class): European dotted days,
 * ordinals of other things, the guests' own holidays, holiday weekends and
 * month puentes, periods that are not a day, and arithmetic on durations.
 */
import { describe, expect, it } from 'vitest';
import { extractDates } from '../../../src/flows/understand/dates/index.js';
import { FOREIGN_HOLIDAYS, nthWeekdayOf } from '../../../src/flows/understand/holidays.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { DatesFound, Slot } from '../../../src/flows/understand/types.js';
import { type ExpectedDates as Expected, stay } from './read.js';

const SUN = '2026-11-29'; // a Sunday
type Lang = 'es' | 'en';

function run(text: string, lang: Lang, today = SUN, expecting?: Slot): Expected {
  const r = extractDates({ raw: text, folded: foldKeepLength(text), lang, today, expecting });
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

const at = (checkin: string, extra: Partial<DatesFound> = {}): Expected => ({ checkin, ...extra });
const choices = (options: { checkin: string; checkout?: string; nights?: number }[]) => ({ ambiguity: { kind: 'choices' as const, options } });
const p3 = (checkin: string, checkout: string) => ({ checkin, checkout, nights: 3 });

/** [class, text, lang, expected] */
const CASES: [string, string, Lang, Expected][] = [
  // European day ordinals with a dot: "5." before a month, "day.month." with the trailing dot.
  ['eu dot', 'on the 5. May', 'en', at('2027-05-05')],
  ['eu dot', 'the 5. of May', 'en', at('2027-05-05')],
  ['eu dot', 'from the 15. to 20. March', 'en', stay('2027-03-15', '2027-03-20', 5)],
  ['eu dot', '24.12.', 'en', at('2026-12-24')],
  ['eu dot', 'We arrive 3.4.', 'en', at('2027-04-03')],
  ['eu dot', 'from the 12.10. to the 15.10.', 'en', stay('2027-10-12', '2027-10-15', 3)],
  ['eu dot', 'a las 7.30.', 'es', undefined],
  // An ordinal of something else is not a day.
  ['ordinal of', 'our 25th anniversary, arriving 5/15 for 3 nights', 'en', stay('2027-05-15', '2027-05-18', 3)],
  // The guests' own holidays.
  ['foreign', 'arriving on Thanksgiving', 'en', at('2027-11-25', { label: 'Thanksgiving', inferred: true })],
  ['foreign', 'Thanksgiving weekend, Thu–Sun', 'en', stay('2027-11-25', '2027-11-28', 3, { label: 'Thanksgiving weekend', inferred: true })],
  ['foreign', 'arriving Thanksgiving Day, leaving Sunday', 'en', stay('2027-11-25', '2027-11-28', 3, { label: 'Thanksgiving', inferred: true })],
  ['foreign', 'Memorial Day weekend, Fri to Mon', 'en', stay('2027-05-28', '2027-05-31', 3, { label: 'Memorial Day weekend', inferred: true })],
  ['foreign', "Presidents' Day long weekend", 'en', stay('2027-02-12', '2027-02-15', 3, { label: "Presidents' Day weekend", inferred: true })],
  // a Monday holiday's weekend is Friday to that Monday, like a puente
  ['foreign', 'Memorial Day weekend', 'en', stay('2027-05-28', '2027-05-31', 3, { label: 'Memorial Day weekend', inferred: true })],
  ['foreign', 'the August bank holiday weekend', 'en', stay('2027-08-27', '2027-08-30', 3, { label: 'Summer bank holiday weekend', inferred: true })],
  ['foreign', 'the early May bank holiday weekend', 'en', stay('2027-04-30', '2027-05-03', 3, { label: 'Early May bank holiday weekend', inferred: true })],
  ['foreign', 'Boxing Day for 4 nights', 'en', stay('2026-12-26', '2026-12-30', 4, { label: 'Boxing Day', inferred: true })],
  // "Independence Day" alone is also Colombia's (20 July) and Cartagena's: it settles nothing, so "7/4" stays asked.
  ['foreign', '7/4, Independence Day!', 'en', { ambiguity: { kind: 'choices', options: [{ checkin: '2027-07-04' }, { checkin: '2027-04-07' }] } }],
  ['foreign', 'the 4th of July', 'en', at('2027-07-04', { label: 'Independence Day', inferred: true })],
  ['foreign', 'Colombian Independence Day', 'en', at('2027-07-20', { label: 'Declaration of Independence', inferred: true })],
  ['foreign', 'Happy Thanksgiving!', 'en', undefined],
  ['foreign', 'para Día de Muertos', 'es', at('2027-11-02', { label: 'Día de Muertos', inferred: true })],
  // "X weekend" alone is asked with its choices (4 July 2027 is a Sunday).
  [
    'foreign',
    '4th of July weekend',
    'en',
    {
      label: 'Independence Day weekend',
      inferred: true,
      ambiguity: {
        kind: 'choices',
        options: [
          { checkin: '2027-07-02', checkout: '2027-07-04', nights: 2 },
          { checkin: '2027-07-02', checkout: '2027-07-05', nights: 3 },
        ],
      },
    },
  ],
  // A Colombian holiday's weekend named in English is its puente.
  ['puente', 'the San José holiday weekend in March', 'en', stay('2027-03-19', '2027-03-22', 3, { label: "Saint Joseph's Day long weekend", inferred: true })],
  [
    'puente',
    'el puente de agosto',
    'es',
    {
      label: 'puente de Asunción de la Virgen',
      inferred: true,
      ambiguity: { kind: 'choices', options: [{ checkin: '2027-08-13', checkout: '2027-08-16', nights: 3 }] },
    },
  ],
  // Periods that are not a day.
  ['period', 'a fin de año', 'es', { ambiguity: { kind: 'monthOnly', year: 2026, month: 12 } }],
  ['period', 'un dia de estos', 'es', { ambiguity: { kind: 'vague', said: 'un dia de estos' } }],
  // "de la otra semana" said on a weekend: next calendar week's, or a week later → asked.
  ['otra semana', 'el jueves de la otra semana', 'es', { inferred: true, ...choices([{ checkin: '2026-12-03' }, { checkin: '2026-12-10' }]) }],
  ['otra semana', 'el sábado de la otra semana', 'es', { inferred: true, ...choices([{ checkin: '2026-12-05' }, { checkin: '2026-12-12' }]) }],
  // A long weekend not named, not "next": the coming one as a single choice (confirmed, never taken unasked).
  ['lone puente', 'el puente', 'es', { label: 'puente de Reyes Magos', inferred: true, ...choices([p3('2027-01-08', '2027-01-11')]) }],
  ['lone puente', 'for the puente', 'en', { label: 'Epiphany long weekend', inferred: true, ...choices([p3('2027-01-08', '2027-01-11')]) }],
  ['lone puente', 'el fin de semana largo', 'es', { label: 'puente de Reyes Magos', inferred: true, ...choices([p3('2027-01-08', '2027-01-11')]) }],
  ['lone puente', 'el próximo puente', 'es', { label: 'puente de Reyes Magos', inferred: true, ...choices([p3('2027-01-08', '2027-01-11')]) }],
  // A month's puente choices narrowed by the holiday named beside them (before or after).
  [
    'puente named',
    'el puente de noviembre, el de la independencia de Cartagena',
    'es',
    stay('2027-11-12', '2027-11-15', 3, { label: 'Independencia de Cartagena', inferred: true }),
  ],
  [
    'puente named',
    'para las fiestas de independencia de Cartagena, el puente de noviembre',
    'es',
    stay('2027-11-12', '2027-11-15', 3, { label: 'Independencia de Cartagena', inferred: true }),
  ],
  // Named days that are not holidays: Mother's Day (2nd Sunday of May), Father's Day (3rd Sunday of June).
  ['named day', 'el día de la madre', 'es', at('2027-05-09', { label: 'Día de la Madre', inferred: true })],
  ['named day', 'para el día del padre', 'es', at('2027-06-20', { label: 'Día del Padre', inferred: true })],
  ['named day', 'pa amor y amistad', 'es', at('2027-09-18', { label: 'Amor y Amistad', inferred: true })],
  // The weekend of a named day: Friday to Sunday of the weekend it falls in.
  [
    'named weekend',
    'el fin de semana del día de la madre',
    'es',
    stay('2027-05-07', '2027-05-09', 2, { label: 'fin de semana del Día de la Madre', inferred: true }),
  ],
  [
    'named weekend',
    'el fin de semana de amor y amistad',
    'es',
    stay('2027-09-17', '2027-09-19', 2, { label: 'fin de semana de Amor y Amistad', inferred: true }),
  ],
  ['named weekend', "Mother's Day weekend", 'en', stay('2027-05-07', '2027-05-09', 2, { label: "Mother's Day weekend", inferred: true })],
  // British "a week today / tomorrow": that day + 7 ("for a week tomorrow" stays 7 nights from tomorrow).
  ['week today', 'a week today, staying 4 nights', 'en', stay('2026-12-06', '2026-12-10', 4)],
  ['week today', 'a week tomorrow', 'en', at('2026-12-07')],
  ['week today', 'for a week tomorrow', 'en', stay('2026-11-30', '2026-12-07', 7)],
  // An end that may be a night: "inclusive", working days "through" a working day → asked; a weekend end is not.
  [
    'inclusive',
    '15th–18th inclusive',
    'en',
    {
      inferred: true,
      ...choices([
        { checkin: '2026-12-15', checkout: '2026-12-18', nights: 3 },
        { checkin: '2026-12-15', checkout: '2026-12-19', nights: 4 },
      ]),
    },
  ],
  [
    'inclusive',
    'Monday through Thursday',
    'en',
    {
      inferred: true,
      ...choices([
        { checkin: '2026-11-30', checkout: '2026-12-03', nights: 3 },
        { checkin: '2026-11-30', checkout: '2026-12-04', nights: 4 },
      ]),
    },
  ],
  ['inclusive', 'Thursday through Monday', 'en', stay('2026-12-03', '2026-12-07', 4, { inferred: true })],
  ['inclusive', 'Dec 20 through 27', 'en', stay('2026-12-20', '2026-12-27', 7)],
  // A correction inside the message: what follows "no", "mejor", "no espera", "wait" replaces what was said before.
  ['correction', 'del 5 al 10 de marzo... no, al 9', 'es', stay('2027-03-05', '2027-03-09', 4)],
  ['correction', 'del 20 al 23 de enero, no espera, del 20 al 24', 'es', stay('2027-01-20', '2027-01-24', 4)],
  ['correction', 'el 12 de diciembre no espera el 13 que el 12 es el grado de mi hija', 'es', at('2026-12-13')],
  ['correction', "the 14th — no, the 16th, the 14th is my kid's recital", 'en', at('2026-12-16', { inferred: true })],
  ['correction', 'dos noches desde el jueves... mejor tres', 'es', stay('2026-12-03', '2026-12-06', 3, { inferred: true })],
  ['correction', 'el 15 o el 16', 'es', { inferred: true, ...choices([{ checkin: '2026-12-15' }, { checkin: '2026-12-16' }]) }],
  // An ordinal is a day, never a count or an age beside a people word.
  ['ordinal', '20th-23rd, 3 adults', 'en', stay('2026-12-20', '2026-12-23', 3, { inferred: true })],
];

/** [class, text, lang, expected] at the nights question. */
const NIGHTS: [string, string, Lang, Expected][] = [
  ['arithmetic', 'a week and a half', 'en', { ambiguity: { kind: 'nights', options: [10, 11] } }],
  ['arithmetic', 'una semana y media', 'es', { ambiguity: { kind: 'nights', options: [10, 11] } }],
  ['arithmetic', '2 weeks minus a day', 'en', { nights: 13 }],
  ['arithmetic', 'dos semanas menos un dia', 'es', { nights: 13 }],
  ['arithmetic', 'one week and two days', 'en', { nights: 9 }],
  ['length', 'a long weekend', 'en', { ambiguity: { kind: 'nights', options: [2, 3] } }],
  // An en or em dash between two days is a range, never a phone number's glue.
  ['en dash', 'Jan 12–15', 'en', stay('2027-01-12', '2027-01-15', 3)],
  ['en dash', 'Cartagena 10–13 Feb for 2 adults', 'en', stay('2027-02-10', '2027-02-13', 3)],
  ['en dash', 'Oct 9—12', 'en', stay('2027-10-09', '2027-10-12', 3)],
  ['en dash', 'llamar al 300-555-01', 'es', undefined],
  // A named day or period inside a full range is the reason of the trip; outside it, nothing is guessed.
  ['reason in range', 'Navidad, del 24 al 27', 'es', stay('2026-12-24', '2026-12-27', 3, { inferred: true })],
  ['reason in range', 'del 13 al 15 de febrero pa san valentín', 'es', stay('2027-02-13', '2027-02-15', 2)],
  ['reason in range', 'Dec 30 - Jan 3, celebrating NYE', 'en', stay('2026-12-30', '2027-01-03', 4)],
  ['reason in range', 'del 23 de diciembre al 2 de enero para pasar navidad y año nuevo', 'es', stay('2026-12-23', '2027-01-02', 10)],
  ['reason in range', 'Navidad, del 26 al 28', 'es', undefined],
  // A month's short name with its dot.
  ['month dot', 'Aug. 22', 'en', at('2027-08-22')],
  ['month dot', 'Dec. 30th', 'en', at('2026-12-30')],
  // Agency shorthand: a day glued to its month, "3N" nights, "4D/3N".
  ['agency', 'IN 10ENE', 'es', at('2027-01-10')],
  ['agency', 'IN 05ENE OUT 09ENE', 'es', stay('2027-01-05', '2027-01-09', 4)],
  ['agency', '15 Jan, 3N', 'en', stay('2027-01-15', '2027-01-18', 3)],
  ['agency', '4D/3N', 'es', { nights: 3 }],
  // Two dotted day.months joined by a range word; decimals with a unit stay numbers.
  ['dotted range', '15.01 - 19.01', 'en', stay('2027-01-15', '2027-01-19', 4)],
  ['dotted range', 'de 3.5 a 4.5 horas', 'es', undefined],
  // Spoken Spanish "el D del M": a month by its number; "del D al E" stays a range.
  ['day del month', 'el doce del doce', 'es', at('2026-12-12')],
  ['day del month', 'el 5 del 3', 'es', at('2027-03-05')],
  // Colombian "el otro fin de semana": the weekend after the coming one.
  ['otro finde', 'el otro finde', 'es', stay('2026-12-11', '2026-12-13', 2, { label: 'fin de semana', inferred: true })],
  ['otro finde', 'pa taganga el otro fin de semana', 'es', stay('2026-12-11', '2026-12-13', 2, { label: 'fin de semana', inferred: true })],
  // More guests' own holidays by name.
  ['foreign', 'arriving Burns Night', 'en', at('2027-01-25', { label: 'Burns Night', inferred: true })],
  ['foreign', 'Hogmanay till the 2nd', 'en', stay('2026-12-31', '2027-01-02', 2, { label: 'Hogmanay', inferred: true })],
  ['foreign', "Paddy's Day, 2 nights", 'en', stay('2027-03-17', '2027-03-19', 2, { label: "St Patrick's Day", inferred: true })],
  ['foreign', 'Canada Day for 3 nights', 'en', stay('2027-07-01', '2027-07-04', 3, { label: 'Canada Day', inferred: true })],
  ['foreign', 'Chinese New Year, 4 nights', 'en', stay('2027-02-06', '2027-02-10', 4, { label: 'Lunar New Year', inferred: true })],
  // Weeks "and a bit": how much more is asked.
  ['and a bit', 'a week and a bit', 'en', { ambiguity: { kind: 'nights', options: [8, 9, 10] } }],
  ['and a bit', 'una semana y pico', 'es', { ambiguity: { kind: 'nights', options: [8, 9, 10] } }],
];

describe('date classes', () => {
  it.each(CASES)('%s: %s (%s)', (_cls, text, lang, expected) => {
    expect(run(text, lang)).toEqual(expected);
  });
  it.each(NIGHTS)('%s at the nights question: %s (%s)', (_cls, text, lang, expected) => {
    expect(run(text, lang, SUN, 'nights')).toEqual(expected);
  });
});

describe('foreign holiday rules', () => {
  it('computes the nth and last weekdays', () => {
    expect(nthWeekdayOf(2027, 11, 4, 4)).toBe('2027-11-25'); // US Thanksgiving
    expect(nthWeekdayOf(2027, 5, 1, -1)).toBe('2027-05-31'); // Memorial Day
    expect(nthWeekdayOf(2027, 9, 1, 1)).toBe('2027-09-06'); // Labor Day
    expect(nthWeekdayOf(2026, 11, 4, 4)).toBe('2026-11-26');
  });
  it('computes Victoria Day (the Monday on or before 24 May)', () => {
    const v = FOREIGN_HOLIDAYS.find((h) => h.label === 'Victoria Day')!;
    expect(v.of(2027)).toBe('2027-05-24');
    expect(v.of(2026)).toBe('2026-05-18');
  });
});

function dates(text: string, lang: Lang, expecting: Slot = 'dates'): Omit<DatesFound, 'spans'> | undefined {
  const r = extractDates({ raw: text, folded: foldKeepLength(text), lang, today: SUN, expecting });
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

describe('two days sharing one month, with arrive and leave verbs', () => {
  it.each([
    ['llegamos 14 nos vamos 16 de marzo', 'es', { checkin: '2027-03-14', checkout: '2027-03-16', nights: 2 }],
    ['llegamos 14 y salimos 16 de marzo', 'es', { checkin: '2027-03-14', checkout: '2027-03-16', nights: 2 }],
    ['llego el 14 y me voy el 16 de marzo', 'es', { checkin: '2027-03-14', checkout: '2027-03-16', nights: 2 }],
    ['arrive 14 leave 16 march', 'en', { checkin: '2027-03-14', checkout: '2027-03-16', nights: 2 }],
  ] as const)('%s (%s)', (text, lang, expected) => {
    expect(dates(text, lang)).toEqual(expected);
  });

  it('"vamos" alone is going there, not leaving', () => {
    expect(dates('vamos el 14', 'es')?.checkin).toBe('2026-12-14');
    expect(dates('nos vamos el 16', 'es')).toMatchObject({ checkout: '2026-12-16' });
  });

  it('a bare number after an arrival verb said of people is no day', () => {
    expect(dates('llegamos 4 personas', 'es')).toBeUndefined();
  });
});

describe('a month, a dash and a day after a check-in word', () => {
  it.each([
    ['checkin 1-15', 'en', { checkin: '2027-01-15' }],
    ['check-in 1-15', 'en', { checkin: '2027-01-15' }],
    ['check out 1-20', 'en', { checkout: '2027-01-20' }],
    ['checkin 15-1', 'es', { checkin: '2027-01-15' }],
  ] as const)('%s (%s)', (text, lang, expected) => {
    expect(dates(text, lang)).toEqual(expected);
  });

  it('both orders possible: asked back', () => {
    expect(dates('checkin 3-4', 'en')?.ambiguity).toEqual({ kind: 'choices', options: [{ checkin: '2027-03-04' }, { checkin: '2027-04-03' }] });
  });
});

describe("a puente named by its holiday's date", () => {
  const raza = { label: 'puente de Día de la Raza', inferred: true, checkin: '2027-10-15', checkout: '2027-10-18', nights: 3 };
  it.each([
    ['el puente de octubre, el del 12 de octubre', 'es', raza],
    ['el puente del 12 de octubre', 'es', raza],
    ['the october long weekend, the one of October 12th', 'en', { ...raza, label: 'Columbus Day long weekend' }],
  ] as const)('%s (%s)', (text, lang, expected) => {
    expect(dates(text, lang)).toEqual(expected);
  });

  it('"the one of" a date is no first day of the month', () => {
    expect(dates('the one of july 20th', 'en')).toEqual({ checkin: '2027-07-20' });
  });
});
