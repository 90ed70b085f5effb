/** Date offsets from an anchor, "a partir de" as a start, and "the one after": every case with its own fixed "today". */
import { describe, expect, it } from 'vitest';
import { extractDates } from '../../../src/flows/understand/dates/index.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { DatesFound } from '../../../src/flows/understand/types.js';
import { type ExpectedDates as Expected, stay } from './read.js';

const MON = '2026-11-23'; // a Monday
const FRI = '2026-11-27'; // a Friday
const SAT = '2026-11-28'; // a Saturday
const SUN = '2026-11-29'; // a Sunday

type Lang = 'es' | 'en';

function run(text: string, lang: Lang, today: string): Expected {
  const r = extractDates({ raw: text, folded: foldKeepLength(text), lang, today });
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

const at = (checkin: string, extra: Partial<DatesFound> = {}): Expected => ({ checkin, ...extra });
const inf = { inferred: true } as const;
const wk = (lang: Lang) => ({ label: lang === 'en' ? 'weekend' : 'fin de semana', inferred: true });

/** [text, lang, today, expected] */
const CASES: [string, Lang, string, Expected][] = [
  // ---- offset N days/weeks from an anchor (English)
  ['a week from tomorrow', 'en', MON, at('2026-12-01')],
  ['two weeks from Saturday', 'en', MON, at('2026-12-12', inf)],
  ['a week from Saturday, 3 nights', 'en', MON, stay('2026-12-05', '2026-12-08', 3, inf)],
  ['a week on Saturday', 'en', MON, at('2026-12-05', inf)],
  ['Monday week', 'en', MON, at('2026-12-07', inf)],
  ['Friday fortnight', 'en', MON, at('2026-12-11', inf)],
  ['Cartagena, Friday fortnight, 3 nights', 'en', MON, stay('2026-12-11', '2026-12-14', 3, inf)],
  ['the day after christmas', 'en', MON, at('2026-12-26', inf)],
  ['2 days before christmas', 'en', MON, at('2026-12-23', inf)],
  ['3 days after the 15th', 'en', MON, at('2026-12-18', inf)],
  // English "from" a calendar date starts the stay; "Friday the 4th" is one date (the weekday checks it).
  ['a week from Friday the 4th', 'en', MON, stay('2026-12-04', '2026-12-11', 7, inf)],
  ['a week from tomorrow, for 3 nights', 'en', MON, stay('2026-12-01', '2026-12-04', 3)],
  // Duration vs offset: "in a fortnight" is a day (not 14 nights); after "for" a count is the stay.
  ['in a fortnight', 'en', MON, at('2026-12-07')],
  ['in a couple of weeks', 'en', MON, { inferred: true, ambiguity: { kind: 'choices', options: [{ checkin: '2026-12-07' }] } }],
  ['for a week from tomorrow', 'en', MON, stay('2026-11-24', '2026-12-01', 7)],
  ['from the 28th for a fortnight', 'en', MON, stay('2026-11-28', '2026-12-12', 14, inf)],
  // ---- offsets (Spanish)
  ['dos semanas a partir de hoy', 'es', MON, at('2026-12-07')],
  ['una semana a partir de mañana', 'es', MON, at('2026-12-01')],
  ['tres días después de navidad', 'es', MON, at('2026-12-28', inf)],
  ['el día después de año nuevo', 'es', MON, at('2027-01-02', inf)],
  ['dos días antes de navidad', 'es', MON, at('2026-12-23', inf)],
  ['dos días después de la navidad', 'es', MON, at('2026-12-27', inf)],
  ['de hoy en ocho', 'es', MON, at('2026-11-30')],
  ['de mañana en ocho', 'es', MON, at('2026-12-01')],
  // Colombian "en ocho días" / "dentro de ocho días" is a week from today; "en quince días" (two weeks or fifteen days) is asked back.
  ['en ocho días', 'es', MON, { checkin: '2026-11-30' }],
  ['dentro de ocho días', 'es', MON, { checkin: '2026-11-30' }],
  ['dentro de 15 días', 'es', MON, { ambiguity: { kind: 'choices', options: [{ checkin: '2026-12-07' }, { checkin: '2026-12-08' }] } }],
  // ---- "a partir de" a date starts the stay
  ['3 noches a partir del 8', 'es', MON, stay('2026-12-08', '2026-12-11', 3, inf)],
  ['7 noches a partir del 10 de enero', 'es', MON, stay('2027-01-10', '2027-01-17', 7)],
  ['2 noches a partir del 4 de diciembre', 'es', MON, stay('2026-12-04', '2026-12-06', 2)],
  ['cartagena dos semanas a partir del cinco de enero', 'es', MON, stay('2027-01-05', '2027-01-19', 14)],
  ['a partir del jueves', 'es', MON, at('2026-11-26', inf)],
  // ---- exclusions and "the one after"
  ['no este viernes sino el siguiente', 'es', MON, at('2026-12-04', inf)],
  ['no este viernes sino el siguiente', 'es', FRI, at('2026-12-04', inf)],
  ['not this Friday, the one after', 'en', MON, at('2026-12-04', inf)],
  ['el sábado no, el otro', 'es', MON, at('2026-12-05', inf)],
  ['no este finde sino el otro', 'es', MON, stay('2026-12-04', '2026-12-06', 2, wk('es'))],
  ['no este fin de semana sino el siguiente', 'es', SAT, stay('2026-12-04', '2026-12-06', 2, wk('es'))],
  ['no este finde sino el otro', 'es', SUN, stay('2026-12-11', '2026-12-13', 2, wk('es'))],
  ['the weekend after next', 'en', MON, stay('2026-12-04', '2026-12-06', 2, wk('en'))],
  ['the Friday after next', 'en', MON, at('2026-12-04', inf)],
  // Said inside the weekend (or on that weekday): which "next" is meant is not sure → asked back.
  [
    'the weekend after next',
    'en',
    FRI,
    {
      ...wk('en'),
      ambiguity: {
        kind: 'choices',
        options: [
          { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2 },
          { checkin: '2026-12-11', checkout: '2026-12-13', nights: 2 },
        ],
      },
    },
  ],
  // "the one after" a date that is not weekly: never a guess.
  ['no el 15 sino el siguiente', 'es', MON, undefined],
  ['el 15 no, el otro', 'es', MON, undefined],
];

describe('date offsets, "a partir de" and "the one after"', () => {
  for (const [text, lang, today, expected] of CASES) {
    it(`${lang} ${today}: ${text}`, () => {
      expect(run(text, lang, today)).toEqual(expected);
    });
  }
});
