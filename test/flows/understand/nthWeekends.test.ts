/**
 * Class "the N-th weekend of a month": "the first weekend of February", "el último finde de enero" is the weekend
 * (Friday to Sunday) of the month's N-th or last Saturday; asked back when the month begins on a Saturday or a Sunday
 * (N-th) or ends on a Friday or a Saturday (last), where the weekend of its edge might be the one meant. Read on a
 * Sunday (2026-11-29).
 *
 * Class "a holiday named beside its own long weekend": "the October puente (Día de la Raza)" is that long weekend
 * (Friday to the holiday Monday), not the holiday's calendar day.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer } from './read.js';

const weekend = (checkin: string, checkout: string) => ({ checkin, checkout, nights: 2 });

describe('the N-th weekend of a month', () => {
  it.each([
    ['the first weekend of February', 'en', weekend('2027-02-05', '2027-02-07')],
    ['the second weekend of March', 'en', weekend('2027-03-12', '2027-03-14')],
    ['last weekend of January', 'en', weekend('2027-01-29', '2027-01-31')],
    ['el primer fin de semana de diciembre', 'es', weekend('2026-12-04', '2026-12-06')],
    ['el último finde de enero', 'es', weekend('2027-01-29', '2027-01-31')],
  ] as const)('%s (%s)', (text, lang, expected) => {
    const d = readAnswer(text, 'dates', lang).dates;
    expect({ checkin: d?.checkin, checkout: d?.checkout, nights: d?.nights }).toEqual(expected);
    expect(d?.ambiguity).toBeUndefined();
  });

  it.each([
    // August 2027 begins on a Sunday: is the 1st its first weekend?
    ['first weekend of August', 'en'],
    // "penúltimo" is not read as a weekend of its own.
    ['el penúltimo fin de semana de enero', 'es'],
    // Some weekend of the month, none named.
    ['a weekend in March', 'en'],
  ] as const)('%s (%s) is asked back', (text, lang) => {
    const d = readAnswer(text, 'dates', lang).dates;
    expect(d?.checkin).toBeUndefined();
    expect(d?.ambiguity?.kind).toBe('monthOnly');
  });

  it('"last weekend" alone stays the past one', () => {
    expect(readAnswer('last weekend', 'dates', 'en').dates?.problem?.kind).toBe('past');
  });
});

describe('a holiday named beside its own long weekend', () => {
  it.each([
    ['Cartagena, the October puente (Día de la Raza), 2 adults 1 child 12', 'en'],
    ['el puente de octubre (Día de la Raza)', 'es'],
    ['el puente de octubre, el del día de la raza', 'es'],
  ] as const)('%s (%s) → Friday to the holiday Monday', (text, lang) => {
    const d = readAnswer(text, 'dates', lang).dates;
    expect({ checkin: d?.checkin, checkout: d?.checkout, nights: d?.nights }).toEqual({ checkin: '2027-10-15', checkout: '2027-10-18', nights: 3 });
  });

  it('another named day beside a period keeps its own day', () => {
    expect(readAnswer('semana santa, jueves santo', 'dates', 'es').dates?.checkin).toBe('2027-03-25');
  });
});
