/**
 * Class: month (and weekday) names in the other languages tourists write (German, French, Portuguese, Italian,
 * Dutch), read from the lexicon `lexicon/months.json`; and a day whose month is an unknown word, or a range whose one
 * end is an unread word, never given a month or a check-in silently (no value: the bot asks for the dates).
 */
import { describe, expect, it } from 'vitest';
import { extractDates } from '../../../src/flows/understand/dates/index.js';
import { parseForeignCalendar } from '../../../src/flows/understand/dates/words.js';
import { understand } from '../../../src/flows/understand/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { DatesFound } from '../../../src/flows/understand/types.js';

const SUN = '2026-11-29'; // a Sunday

function run(text: string, lang: 'es' | 'en' = 'en'): Omit<DatesFound, 'spans'> | undefined {
  const r = extractDates({ raw: text, folded: foldKeepLength(text), lang, today: SUN, expecting: 'dates' });
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

describe('foreign month names are months', () => {
  it.each([
    ['10 to 14 of Juli', { checkin: '2027-07-10', checkout: '2027-07-14', nights: 4 }],
    ['le 5 janvier', { checkin: '2027-01-05' }],
    ['2 de fevereiro', { checkin: '2027-02-02' }],
    ['dal 2 al 5 febbraio', { checkin: '2027-02-02', checkout: '2027-02-05', nights: 3 }],
    ['3. März', { checkin: '2027-03-03' }],
    ['am 20. Dezember', { checkin: '2026-12-20' }],
    ['desde o dia 10 de janeiro', { checkin: '2027-01-10' }],
    ['le 5 mars', { checkin: '2027-03-05' }],
    ['el 10 de março', { checkin: '2027-03-10' }],
  ])('%s', (text, expected) => {
    expect(run(text)).toMatchObject(expected);
  });

  it('a name that is also a word or a place is a month only beside a day ("Rio de Janeiro", "marco")', () => {
    expect(run('vengo de Rio de Janeiro', 'es')).toBeUndefined();
    expect(run('en el marco del viaje', 'es')).toBeUndefined();
  });

  it('foreign weekday names are weekdays', () => {
    expect(run('am Samstag')).toMatchObject({ checkin: '2026-12-05' });
    expect(run('vendredi')).toMatchObject({ checkin: '2026-12-04' });
  });

  it('a foreign holiday is one day, either end of a range', () => {
    expect(run('from Heiligabend to Silvester')).toMatchObject({ checkin: '2026-12-24', checkout: '2026-12-31', nights: 7 });
  });

  it('reads the month in a whole request', () => {
    const u = understand('hola! somos una pareja de Brasil, queremos Cartagena três noites desde o dia 10 de janeiro', {
      lang: 'es',
      today: SUN,
      catalogue: DEMO_CATALOGUE,
    });
    expect(u.dates?.checkin).toBe('2027-01-10');
  });

  it('the lexicon is checked at load: a word not folded, a month missing, a stray besideDayOnly word', () => {
    const bad = { about: '', languages: { de: { months: { Januar: 1 }, weekdays: {} } }, besideDayOnly: ['mars'] };
    expect(() => parseForeignCalendar(bad, 'bad.json')).toThrow(/bad\.json is not a valid calendar lexicon/);
  });
});

describe('a date part the reader cannot read gives no value', () => {
  it.each([
    // a day whose month is an unknown word (misspelt, another language): not the next month that has that day
    '10 to 14 of Jully',
    'Jully 10 to 14',
    'el 10 de janiero',
    // a range whose start is an unread word: its end is not the check-in
    'from Weihnachten to Silvester',
    'del Gorgonio al 30',
    'from Xmasday to the 30th',
    // a start day joined by a range word of another language, with no month after the end: the end alone is no check-in
    'du 3 au 6',
    'van 3 tot 6',
  ])('%s', (text) => {
    const r = run(text);
    expect(r?.checkin).toBeUndefined();
  });

  it('keeps the words that may follow a day and the start said as "now"', () => {
    expect(run('del 10 al 14 de este mes', 'es')?.problem?.kind).toBe('past');
    expect(run('el 5 de diciembre', 'es')).toMatchObject({ checkin: '2026-12-05' });
  });
});

describe('the words for today and tomorrow in the other languages are those days', () => {
  it.each([
    ['für morgen, 2 nights', { checkin: '2026-11-30', checkout: '2026-12-02', nights: 2 }],
    ['ab morgen 3 Nächte', { checkin: '2026-11-30' }],
    ['amanhã!', { checkin: '2026-11-30' }],
    ['demain', { checkin: '2026-11-30' }],
    ['domani, 3 nights', { checkin: '2026-11-30', checkout: '2026-12-03', nights: 3 }],
    ['voor morgen', { checkin: '2026-11-30' }],
    ["aujourd'hui", { checkin: '2026-11-29' }],
    ['hoje', { checkin: '2026-11-29' }],
  ])('%s', (text, expected) => {
    expect(run(text)).toMatchObject(expected);
  });

  it('a day word that is also another word is the day only after the words its entry names', () => {
    expect(run('guten Morgen, 2 nights from the 5th')).toMatchObject({ checkin: '2026-12-05', checkout: '2026-12-07' });
    expect(run('Morgen!')).toBeUndefined();
  });

  it('the lexicon is checked at load: a daysOnlyAfter word that is no day word is refused', () => {
    const months = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`m${'abcdefghijkl'[i]}`, i + 1]));
    const bad = {
      about: '',
      languages: { de: { months, weekdays: {}, rangeWords: [], fromWords: [], days: { heute: 'today' } } },
      besideDayOnly: [],
      daysOnlyAfter: { morgen: ['fur'] },
    };
    expect(() => parseForeignCalendar(bad, 'bad.json')).toThrow(/"morgen" is not a day word/);
  });
});
