/**
 * The corpus files' date expressions and calendar texts (this folder's
 * README), and the loader's validation of a corpus file.
 */
import { describe, expect, it } from 'vitest';
import { corpusClock } from './clock.js';
import { days } from './days.js';
import { evaluateDate, parseDate, parseTemplate, renderTemplate } from './expressions.js';
import { CATEGORIES, parseCorpus } from './load.js';

/** The date `text` names when read on `today`, with `checkin` known. */
const on = (today: string, text: string, checkin?: string): string => evaluateDate(parseDate(text), days(today), checkin);

describe('date expressions', () => {
  // 2026-11-30 is a Monday; 2027-01-11 is the Reyes Magos holiday Monday.
  it.each([
    ['today', '2026-11-30'],
    ['in(0)', '2026-11-30'],
    ['in(15)', '2026-12-15'],
    ['in(-3)', '2026-11-27'],
    ['2027-02-01', '2027-02-01'],
    ['next(12-24)', '2026-12-24'],
    ['next(11-30)', '2026-11-30'],
    ['next(11-29)', '2027-11-29'],
    ['next(02-29)', '2028-02-29'],
    ['day(30)', '2026-11-30'],
    ['day(31)', '2026-12-31'],
    ['day(4, fri)', '2026-12-04'],
    ['day(12, sat)', '2026-12-12'],
    ['month(1, 15)', '2026-12-15'],
    ['month(2, 8)', '2027-01-08'],
    ['weekday(mon)', '2026-12-07'],
    ['weekday(fri)', '2026-12-04'],
    ['weekday(fri)+2', '2026-12-06'],
    ['weekday(fri) + 7 - 1', '2026-12-10'],
    ['weekday(fri, next(12-25))', '2027-01-01'],
    ['weekday(sun, weekday(fri))', '2026-12-06'],
    ['yearly(easter)', '2027-03-28'],
    ['yearly(easter)-7', '2027-03-21'],
    ['yearly(easter-50)', '2027-02-06'],
    ['yearly(nth(4, thu, 11))', '2027-11-25'],
    ['yearly(nth(-1, mon, 5)-3)', '2027-05-28'],
    ['yearly(12-25)', '2026-12-25'],
    ['yearly(holiday(Reyes Magos))', '2027-01-11'],
    ['nextHoliday', '2026-12-08'],
    ['puente(Reyes Magos)', '2027-01-08'],
    ['puente(Reyes Magos)+3', '2027-01-11'],
    ['nextPuente', '2027-01-08'],
    ['first(2026-01-01, 2027-02-06, 2028-01-26)', '2027-02-06'],
  ])('%s on 2026-11-30 is %s', (text, date) => {
    expect(on('2026-11-30', text)).toBe(date);
  });

  it('reads a weekday after today only, a day and a month-day from today on', () => {
    expect(on('2026-12-04', 'weekday(fri)')).toBe('2026-12-11');
    expect(on('2026-12-04', 'day(4)')).toBe('2026-12-04');
    expect(on('2026-12-04', 'next(12-04)')).toBe('2026-12-04');
  });

  it('reads the decided stays: the weekend, a long weekend, the next holiday (today excluded)', () => {
    expect([on('2026-11-23', 'weekday(fri)'), on('2026-11-23', 'weekday(fri)+2')]).toEqual(['2026-11-27', '2026-11-29']);
    expect(on('2026-11-23', 'puente(San José)')).toBe('2027-03-19');
    expect(on('2027-01-08', 'puente(Reyes Magos)')).toBe('2027-01-08');
    expect(on('2027-01-09', 'puente(Reyes Magos)')).toBe('2028-01-07');
    expect(on('2026-12-08', 'nextHoliday')).toBe('2026-12-25');
  });

  it('compares a yearly rule with today after the offsets inside it, not after those outside', () => {
    // Thanksgiving 2027 is Thursday 25 November.
    expect(on('2027-11-25', 'yearly(nth(4, thu, 11)-1)')).toBe('2028-11-22');
    expect(on('2027-11-25', 'yearly(nth(4, thu, 11))-1')).toBe('2027-11-24');
  });

  it('reads checkin as the check-in it is given, and refuses it where none is', () => {
    expect(on('2026-11-30', 'checkin+4', '2026-12-15')).toBe('2026-12-19');
    expect(on('2026-11-30', 'weekday(sun, checkin)', '2026-12-15')).toBe('2026-12-20');
    expect(() => on('2026-11-30', 'checkin+4')).toThrow(/no check-in/);
  });

  it.each(['', 'tomorrow', 'weekday(friday)', 'in(3', 'next(2-5)', 'yearly(thanksgiving)', 'in(3) + x', 'day(4, 2026-12-01) extra'])(
    'refuses %j, naming it',
    (text) => {
      expect(() => parseDate(text)).toThrow(/date expression/);
    },
  );

  it('refuses a holiday the calendar does not have, or the long weekend of one not kept on a Monday, when the expression is read', () => {
    expect(() => parseDate('puente(Navidad de Marte)')).toThrow(/no Colombian holiday named "Navidad de Marte"/);
    expect(() => parseDate('yearly(holiday(Sagrado Corazón))-1')).toThrow(/Sagrado Corazón/);
    expect(() => parseDate('weekday(fri, puente(Fulano))')).toThrow(/Fulano/);
    expect(() => parseDate('puente(Navidad)')).toThrow(/not kept on a Monday/);
    expect(parseDate('puente(Sagrado Corazón de Jesús)').base).toEqual({ kind: 'puente', name: 'Sagrado Corazón de Jesús' });
    expect(parseDate('yearly(holiday(Navidad))').base.kind).toBe('yearly');
  });

  it('says which holiday it cannot find', () => {
    expect(() => on('2026-11-30', 'first(2026-01-01)')).toThrow(/still to come/);
    expect(() => on('2026-11-30', 'first(2026-01-01)')).toThrow(/still to come/);
  });
});

describe('calendar texts', () => {
  it('writes each format of the README', () => {
    const d = days('2026-11-30');
    const text = '{d in(4)} {dd in(4)} {m in(4)} {mm in(4)} {yyyy in(4)} {mes in(4)} {month in(4)} {th in(4)} {th in(1)} {th in(12)} {th in(22)}';
    expect(renderTemplate(parseTemplate(text), d)).toBe('4 04 12 12 2026 diciembre December 4th 1st 12th 22nd');
  });

  it('keeps doubled braces as text and refuses an unknown format or an open slot', () => {
    expect(renderTemplate(parseTemplate('{{hola}} el {d weekday(fri)}'), days('2026-11-30'))).toBe('{hola} el 4');
    expect(() => parseTemplate('el {day weekday(fri)}')).toThrow(/needs a format/);
    expect(() => parseTemplate('el {d weekday(fri)')).toThrow(/unclosed/);
    expect(() => parseTemplate('el }')).toThrow(/unopened/);
  });
});

describe('a corpus file', () => {
  const file = (cities: unknown[]) => ({
    about: 'A test corpus.',
    cases: Object.fromEntries(CATEGORIES.map((c) => [c, c === 'cities' ? cities : []])),
  });
  const city = { lang: 'es', at: 'destination', text: 'pa cartagena', expect: { city: 'Cartagena' } };

  it('gives its cases with dates as functions of the day and calendar texts rendered on the reading day', () => {
    const stay = { lang: 'es', at: 'dates', text: 'el viernes {d weekday(fri)}', expect: { checkin: 'weekday(fri)', checkout: 'checkin+2', nights: 2 } };
    const atNights = { lang: 'en', at: 'nights', text: 'till Sunday', expect: { checkout: 'weekday(sun, checkin)' } };
    const toKnown = { lang: 'es', at: 'nights', text: 'hasta el {d checkin+4}', expect: { checkout: 'checkin+4' } };
    const corpus = parseCorpus('test', file([city, stay, atNights, toKnown]));
    const [a, b, c, k] = corpus.cities;
    expect(a).toEqual({ lang: 'es', at: 'destination', text: 'pa cartagena', expect: { city: 'Cartagena' } });
    const d = days('2026-11-30');
    const was = corpusClock.now();
    try {
      corpusClock.set(new Date('2026-11-30T17:00:00Z'));
      expect(b?.text).toBe('el viernes 4');
      // At the nights question the conversation's check-in is today + 15 (2026-12-15): four days after it.
      expect(k?.text).toBe('hasta el 19');
      corpusClock.set(new Date('2026-12-05T17:00:00Z'));
      expect(b?.text).toBe('el viernes 11');
    } finally {
      corpusClock.set(was);
    }
    const date = (v: unknown) => (v as (x: typeof d) => string)(d);
    expect([date(b?.expect.checkin), date(b?.expect.checkout)]).toEqual(['2026-12-04', '2026-12-06']);
    expect(date(c?.expect.checkout)).toBe('2026-12-20');
  });

  it.each([
    ['an unknown field', { ...city, expect: { town: 'Cartagena' } }, /town/],
    ['a place that does not exist', { ...city, at: 'lobby' }, /at/],
    ['a phone that is not E.164', { ...city, at: 'phone', expect: { phone: '3001234567' } }, /E\.164/],
    ['a date expression that does not parse', { ...city, at: 'dates', expect: { checkin: 'next friday' } }, /case 1.*date expression/],
    ['checkin where no check-in is known', { ...city, at: 'dates', expect: { checkout: 'checkin+2' } }, /no check-in is known/],
    ['a text naming checkin where none is known', { ...city, at: 'dates', text: 'el {d checkin+1}', expect: {} }, /no check-in is known/],
  ])('is refused for %s, naming what', (_what, bad, message) => {
    expect(() => parseCorpus('test', file([bad]))).toThrow(message);
  });

  it('is refused when a category is missing', () => {
    const { cities: _, ...rest } = file([]).cases;
    expect(() => parseCorpus('test', { about: 'x', cases: rest })).toThrow(/cities/);
  });
});
