/**
 * Dates said relative to another date of the same message, and dashes and commas that separate clauses rather than
 * join numbers. Read by `understand()` on a fixed day (Saturday 2026-11-21).
 *
 * Classes:
 * - an offset pointing back at the date said before it ("la boda es el 15 de marzo, llegaríamos el día antes");
 * - a date introduced as an event is an anchor, not the stay, when another date is the stay's start;
 * - a dash between clauses is not a range or list dash ("the 4th to the 8th — two adults");
 * - a count of adults after a comma is a clause of its own, not the end of a list of ages ("19 to 22, 2 adults").
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/flows/understand/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import type { Lang } from '../../../src/flows/index.js';

const TODAY = '2026-11-21';
const read = (text: string, lang: Lang = 'es') => understand(text, { lang, today: TODAY, catalogue: DEMO_CATALOGUE });
const stayOf = (text: string, lang: Lang = 'es') => {
  const d = read(text, lang).dates;
  return d ? { checkin: d.checkin, nights: d.nights } : undefined;
};

describe('an offset pointing back at the date said before it', () => {
  it.each([
    ['la boda es el 15 de marzo, llegaríamos el día antes, 3 noches', 'es', { checkin: '2027-03-14', nights: 3 }],
    ["the wedding is on March 15, we'd arrive the day before, 3 nights", 'en', { checkin: '2027-03-14', nights: 3 }],
    ['llegamos el 15 de marzo y nos vamos el día después', 'es', { checkin: '2027-03-15', nights: 1 }],
    ['el cumpleaños es el 20 de enero, llegamos dos días antes y nos vamos el día después', 'es', { checkin: '2027-01-18', nights: 3 }],
    ['two days from today, checking out three days after that', 'en', { checkin: '2026-11-23', nights: 3 }],
    ['el 15 de marzo hasta el día después', 'es', { checkin: '2027-03-15', nights: 1 }],
  ] as const)('%s', (text, lang, want) => {
    expect(stayOf(text, lang)).toEqual(want);
  });

  it('the event day said again with "del" is the anchor of the offset after it', () => {
    expect(read('llegamos el día antes del 15 de marzo').dates?.checkin).toBe('2027-03-14');
    expect(read('dos días después del 20 de enero').dates?.checkin).toBe('2027-01-22');
  });

  it('said as a correction of the date before it, it replaces that date', () => {
    expect(read('tomorrow, I mean the day after', 'en').dates?.checkin).toBe('2026-11-23');
    expect(read('el 15 de marzo, no, el día después').dates?.checkin).toBe('2027-03-16');
  });

  it('at the nights question, an arrival moved by the offset counts from the check-in known', () => {
    const atNights = (text: string) =>
      understand(text, { lang: 'es', today: TODAY, catalogue: DEMO_CATALOGUE, expecting: 'nights', anchor: '2026-12-14' }).dates;
    expect(atNights('3 noches pero entrando un dia despues')).toMatchObject({ checkin: '2026-12-15', nights: 3 });
    expect(atNights('llegamos un día antes')?.checkin).toBe('2026-12-13');
  });

  it('with no role, before an event, or with no date to count from, nothing is guessed', () => {
    expect(read('la boda es el 15 de marzo, el día antes').dates).toBeUndefined();
    expect(read('llegaríamos un día antes, 3 noches').dates?.checkin).toBeUndefined();
    // "y" alone makes no departure: the arrival said stays, the offset is left unread (and the reading said back)
    const meeting = read('llego el 15 de marzo y el día después tengo una reunión');
    expect(meeting.dates).toMatchObject({ checkin: '2027-03-15' });
    expect(meeting.dates?.nights).toBeUndefined();
    expect(read('el 3 de enero y el día después').dates).toBeUndefined();
  });
});

describe('a date introduced as an event is not the stay when another date starts it', () => {
  it.each([
    ['nos casamos el 12 de marzo, desde el 13 por 5 noches', 'es', { checkin: '2027-03-13', nights: 5 }],
    ['the wedding is on March 12, check-in the 13th for 5 nights', 'en', { checkin: '2027-03-13', nights: 5 }],
    ['el cumpleaños es el 20 de enero, llegamos el 19, 3 noches', 'es', { checkin: '2027-01-19', nights: 3 }],
    // the bare start day nearest the event: the month before it
    ['la boda es el 2 de abril, llegamos el 30, 4 noches', 'es', { checkin: '2027-03-30', nights: 4 }],
  ] as const)('%s', (text, lang, want) => {
    expect(stayOf(text, lang)).toEqual(want);
  });

  it('alone, the event date is read as usual', () => {
    expect(read('la boda es el 12 de marzo').dates?.checkin).toBe('2027-03-12');
  });
});

describe('a dash or a comma between clauses joins no numbers', () => {
  it('a spaced dash after a day starts the party clause', () => {
    const u = read('April 3rd to the 8th — actually make it the 4th to the 8th — two adults', 'en');
    expect(u.dates).toMatchObject({ checkin: '2027-04-04', checkout: '2027-04-08', nights: 4 });
    expect(u.occupancy?.adults).toBe(2);
    expect(read('del 4 al 8 - dos adultos').dates).toMatchObject({ checkin: '2026-12-04', nights: 4 });
    expect(read('el 8 - 2 adultos').dates?.checkin).toBe('2026-12-08');
  });

  it('a range of counts stays a range of counts', () => {
    expect(read('somos 4 - 5 personas').occupancy?.unsure).toEqual({ totals: [4, 5] });
    expect(read('4-5 people', 'en').occupancy?.unsure).toEqual({ totals: [4, 5] });
  });

  it('a count of adults after a comma is not the end of a list of ages', () => {
    const u = read('April 18 to 21, no wait, 19 to 22, 2 adults', 'en');
    expect(u.dates).toMatchObject({ checkin: '2027-04-19', checkout: '2027-04-22' });
    expect(read('19 to 22, 2 adults', 'en').dates).toMatchObject({ checkin: '2026-12-19', nights: 3 });
    expect(read('niños de 4 y 7, 2 adultos').occupancy).toMatchObject({ adults: 2, ages: [4, 7] });
  });
});
