import { describe, expect, it } from 'vitest';
import { days } from './days.js';

describe('days', () => {
  const monday = days('2026-11-23');

  it.each([
    ['in(0)', monday.in(0), '2026-11-23'],
    ['in(1)', monday.in(1), '2026-11-24'],
    ['in(45)', monday.in(45), '2027-01-07'],
    ['plus across a year', monday.plus('2026-12-31', 1), '2027-01-01'],
    ['plus backwards', monday.plus('2027-03-01', -1), '2027-02-28'],
    ['plus over a leap day', monday.plus('2028-02-28', 1), '2028-02-29'],
    ['next later this year', monday.next('12-15'), '2026-12-15'],
    ['next today included', monday.next('11-23'), '2026-11-23'],
    ['next already past → next year', monday.next('11-22'), '2027-11-22'],
    ['next 29 February → next leap year', monday.next('02-29'), '2028-02-29'],
    ['nextDay today included', monday.nextDay(23), '2026-11-23'],
    ['nextDay past this month → next month', monday.nextDay(22), '2026-12-22'],
    ['nextDay 31 in a 30-day month', monday.nextDay(31), '2026-12-31'],
    ['weekday same weekday → a week later', monday.weekday(1), '2026-11-30'],
    ['weekday Friday', monday.weekday(5), '2026-11-27'],
    ['weekday Sunday', monday.weekday(0), '2026-11-29'],
    ['easter Sunday', monday.easter(0), '2027-03-28'],
    ['Palm Sunday', monday.easter(-7), '2027-03-21'],
    ['Holy Thursday', monday.easter(-3), '2027-03-25'],
  ])('%s', (_label, got, want) => {
    expect(got).toBe(want);
  });

  it.each([
    ['2027-01-31', 30, '2027-03-30'],
    ['2027-01-31', 29, '2027-03-29'],
    ['2028-01-31', 29, '2028-02-29'],
    ['2027-01-30', 31, '2027-01-31'],
    ['2027-12-31', 1, '2028-01-01'],
  ])('nextDay from %s of day %i is %s (months too short skipped)', (today, day, want) => {
    expect(days(today).nextDay(day)).toBe(want);
  });

  it.each([
    ['2026-04-05', 0, '2026-04-05'], // Easter Sunday itself: Holy Week not over yet
    ['2026-04-06', 0, '2027-03-28'], // the day after: next year's
    ['2026-04-01', -7, '2026-03-29'], // inside Holy Week: this year's Palm Sunday
    ['2027-01-10', 0, '2027-03-28'],
  ])('easter from %s plus %i is %s', (today, offset, want) => {
    expect(days(today).easter(offset)).toBe(want);
  });

  it('weekday never returns today', () => {
    const friday = days('2026-11-27');
    expect(friday.weekday(5)).toBe('2026-12-04');
    expect(friday.weekday(6)).toBe('2026-11-28');
  });

  it('exposes today', () => {
    expect(days('2027-06-30').today).toBe('2027-06-30');
  });

  it.each([
    ['bad today', () => days('2026-02-30')],
    ['today not ISO', () => days('23/11/2026')],
    ['month-day 13-01', () => monday.next('13-01')],
    ['month-day 04-31', () => monday.next('04-31')],
    ['day 0', () => monday.nextDay(0)],
    ['day 32', () => monday.nextDay(32)],
    ['weekday 7', () => monday.weekday(7)],
    ['fractional days', () => monday.in(1.5)],
    ['plus of a non-date', () => monday.plus('2026-13-01', 1)],
  ])('%s throws RangeError', (_label, f) => {
    expect(f).toThrow(RangeError);
  });
});
