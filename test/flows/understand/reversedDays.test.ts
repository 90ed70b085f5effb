/**
 * Class: a reversed range of bare days ("del 18 al 15", "from the 20th to the 12th"): with no month said the guest may
 * mean the later day in the next month or the days typed the other way round: both are offered, never refused nor
 * guessed. With a month said ("del 18 al 15 de febrero"), or with the words of arriving and leaving ("check in 18th,
 * check out 15th": the roles are the guest's own), the range stays reversed.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { Understanding } from '../../../src/flows/understand/types.js';

function dates(text: string, lang: 'es' | 'en' = 'es') {
  return understand(text, { lang, today: '2026-11-29', catalogue: DEMO_CATALOGUE, expecting: 'dates' }).dates;
}

describe('a reversed range of bare days is asked back', () => {
  it.each([
    ['del 18 al 15', 'es', '2026-12-15', '2026-12-18', '2027-01-15'],
    ['from the 20th to the 12th', 'en', '2026-12-12', '2026-12-20', '2027-01-12'],
  ] as const)('"%s" offers both readings', (text, lang, swappedIn, later, nextMonth) => {
    const d = dates(text, lang);
    expect(d?.checkin).toBeUndefined();
    expect(d?.problem).toBeUndefined();
    expect(d?.ambiguity).toMatchObject({
      kind: 'choices',
      options: [
        { checkin: swappedIn, checkout: later },
        { checkin: later, checkout: nextMonth },
      ],
    });
  });
  it('with a month said it stays reversed', () => {
    expect(dates('del 18 al 15 de febrero')?.problem?.kind).toBe('reversed');
  });
  it('with the words of arriving and leaving it stays reversed', () => {
    expect(dates('check in 18th, check out 15th', 'en')?.problem?.kind).toBe('reversed');
    expect(dates('llego el 18 y salgo el 15')?.problem?.kind).toBe('reversed');
  });
  it('a range crossing into the next month in a short stay is read as before', () => {
    expect(dates('del 28 al 3')).toMatchObject({ checkin: '2026-12-28', checkout: '2027-01-03' });
  });
});

const TODAY = '2026-11-29';

function read(text: string, lang: 'es' | 'en' = 'en'): Understanding {
  return understand(text, { lang, today: TODAY, catalogue: DEMO_CATALOGUE });
}

describe('the two ends of a range are written in the same order; a number closing an age list is not a day', () => {
  it.each([
    ['cartagena 2 adults 2 kids 10 and 14 dec 21 to dec 26', 'en'],
    ['2 kids 10 and 14 december 21 to december 26', 'en'],
    ['2 niños de 10 y 14 dic 21 a dic 26', 'es'],
  ] as const)('"%s" is 21 to 26 December with the ages 10 and 14', (text, lang) => {
    const u = read(text, lang);
    expect(u.dates).toMatchObject({ checkin: '2026-12-21', checkout: '2026-12-26', nights: 5 });
    expect(u.occupancy).toMatchObject({ children: 2, ages: [10, 14] });
  });
  it('a day written before its month stays so when the range is written day first', () => {
    expect(read('14 dec to 18 dec').dates).toMatchObject({ checkin: '2026-12-14', checkout: '2026-12-18' });
    expect(read('del 14 dic al 18 dic', 'es').dates).toMatchObject({ checkin: '2026-12-14', checkout: '2026-12-18' });
  });
});
