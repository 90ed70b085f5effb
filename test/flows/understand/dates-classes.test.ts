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

const SUN = '2026-11-29'; // a Sunday
type Lang = 'es' | 'en';
type Expected = Omit<DatesFound, 'spans'> | undefined;

function run(text: string, lang: Lang, today = SUN, expecting?: Slot): Expected {
  const r = extractDates({ raw: text, folded: foldKeepLength(text), lang, today, expecting });
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

const at = (checkin: string, extra: Partial<DatesFound> = {}): Expected => ({ checkin, ...extra });
const stay = (checkin: string, checkout: string, nights: number, extra: Partial<DatesFound> = {}): Expected => ({ checkin, checkout, nights, ...extra });

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
  ['period', 'un dia de estos', 'es', undefined],
  // "de la otra semana": the same weekday after the coming one.
  ['relative', 'el jueves de la otra semana', 'es', at('2026-12-10', { inferred: true })],
];

/** [class, text, lang, expected] at the nights question. */
const NIGHTS: [string, string, Lang, Expected][] = [
  ['arithmetic', 'a week and a half', 'en', { ambiguity: { kind: 'nights', options: [10, 11] } }],
  ['arithmetic', 'una semana y media', 'es', { ambiguity: { kind: 'nights', options: [10, 11] } }],
  ['arithmetic', '2 weeks minus a day', 'en', { nights: 13 }],
  ['arithmetic', 'dos semanas menos un dia', 'es', { nights: 13 }],
  ['arithmetic', 'one week and two days', 'en', { nights: 9 }],
  ['length', 'a long weekend', 'en', { ambiguity: { kind: 'nights', options: [2, 3] } }],
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
