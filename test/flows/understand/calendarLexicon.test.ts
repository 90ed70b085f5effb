/**
 * The Spanish and English calendar lexicon (`lexicon/calendar.json`): month, weekday and ordinal words and the chat
 * spellings of date words, read as data and checked at load. A bad edit names its file and its problem; the words it
 * holds are read by the date reader as before.
 */
import { describe, expect, it } from 'vitest';
import calendar from '../../../src/flows/understand/lexicon/calendar.json' with { type: 'json' };
import { extractDates } from '../../../src/flows/understand/dates/index.js';
import { parseCalendar } from '../../../src/flows/understand/dates/words.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';

const SUN = '2026-11-29'; // a Sunday

/** A deep copy of the lexicon, changed by `edit`. */
function edited(edit: (lex: typeof calendar) => void): unknown {
  const lex = structuredClone(calendar);
  edit(lex);
  return lex;
}

describe('the calendar lexicon is checked at load', () => {
  it('the shipped lexicon is valid', () => {
    expect(() => parseCalendar(calendar, 'calendar.json')).not.toThrow();
  });

  it.each<[string, (lex: typeof calendar) => void, RegExp]>([
    [
      'a month with no name',
      (l) => {
        delete (l.languages.es.months as Record<string, number>).marzo;
        delete (l.languages.es.monthsBesideDay as Record<string, number>).mar;
      },
      /month 3 has no name/,
    ],
    ['a weekday with no name', (l) => void delete (l.languages.en.weekdays as Record<string, number>).friday, /weekday 5 has no name/],
    ['a word not folded', (l) => void ((l.languages.es.months as Record<string, number>).Sábado = 6), /"Sábado" is not folded/],
    ['a month number out of range', (l) => void ((l.languages.en.months as Record<string, number>).smarch = 13), /expected number to be <=12/],
    ['one word, two meanings', (l) => void ((l.languages.en.weekdaysWhereMeant as Record<string, number>).mar = 5), /"mar" is 2 in another language/],
    ['a spelling of an unknown word', (l) => void ((l.spellings as Record<string, string>).tmrrow = 'tomorro'), /"tomorro" is no date word/],
    ['a spelling of a spelling', (l) => void ((l.spellings as Record<string, string>).tmrrow = 'tmrw'), /"tmrw" is itself a spelling/],
  ])('%s is refused, naming the file', (_what, edit, problem) => {
    const bad = edited(edit);
    expect(() => parseCalendar(bad, 'bad.json')).toThrow(/bad\.json is not a valid calendar lexicon/);
    expect(() => parseCalendar(bad, 'bad.json')).toThrow(problem);
  });
});

describe('the words of the lexicon are read as dates', () => {
  const read = (text: string, lang: 'es' | 'en') => extractDates({ raw: text, folded: foldKeepLength(text), lang, today: SUN, expecting: 'dates' });
  it.each<[string, 'es' | 'en', string]>([
    ['el 3 de setiembre', 'es', '2027-09-03'], // a month
    ['may 2', 'en', '2027-05-02'], // a month only beside a day
    ['the fifteenth of January', 'en', '2027-01-15'], // an ordinal
    ['el primero de febrero', 'es', '2027-02-01'],
    ['tmrw', 'en', '2026-11-30'], // a chat spelling
    ['2morrow', 'en', '2026-11-30'], // digits glued to letters
    ['el juebes', 'es', '2026-12-03'], // a typo of a weekday
    ['llego el sab', 'es', '2026-12-05'], // a short weekday where a weekday is meant
  ])('%s', (text, lang, checkin) => {
    expect(read(text, lang)?.checkin).toBe(checkin);
  });

  it('a short weekday that is also another word is no weekday alone ("sat" as a verb)', () => {
    expect(read('we sat down and talked', 'en')?.checkin).toBeUndefined();
  });
});
