/**
 * Class: dates written the European way with dots. A dotted day.month that reads both ways is day then month, never
 * month first ("the 10.12" is 10 December in any language); "the" before it makes it a date ("the 31.12"); a dash
 * after a dotted day joins a range, not a negative number ("26.12.-2.1.", "10.-13. march"), and a range over New
 * Year crosses into the next year.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { negativeNumberSpans } from '../../../src/flows/understand/text.js';

const TODAY = '2026-11-29';

function dates(text: string, lang: 'es' | 'en' = 'en') {
  return understand(text, { lang, today: TODAY, catalogue: DEMO_CATALOGUE }).dates;
}

describe('dotted European dates', () => {
  it.each([
    ['from 3. to 7. January', '2027-01-03', '2027-01-07'],
    ['26.12.-2.1.', '2026-12-26', '2027-01-02'],
    ['Medellín, 26.12.-2.1., one room', '2026-12-26', '2027-01-02'],
    ['10.-13. march', '2027-03-10', '2027-03-13'],
    ['5.-8. April', '2027-04-05', '2027-04-08'],
  ])('"%s" is %s to %s', (text, checkin, checkout) => {
    expect(dates(text)).toMatchObject({ checkin, checkout });
  });
  it.each([
    ['the 31.12', '2026-12-31'],
    ['the 10.12', '2026-12-10'],
    ['at 14. of juli', '2027-07-14'],
    ['10.12.2026', '2026-12-10'],
  ])('"%s" is the day %s (day first, even in English)', (text, checkin) => {
    const d = dates(text);
    expect(d?.checkin).toBe(checkin);
    expect(d?.ambiguity).toBeUndefined();
  });
  it('a dotted date that reads only month first stays so', () => {
    expect(dates('12.25.2026')?.checkin).toBe('2026-12-25');
  });
  it('a dash after a dotted number is no minus sign; after a space it still is', () => {
    expect(negativeNumberSpans('26.12.-2.1.')).toEqual([]);
    expect(negativeNumberSpans('for -2 nights').length).toBe(1);
  });
  it('"the 3.5 stars" is no date', () => {
    expect(dates('the 3.5 stars')).toBeUndefined();
  });
});
