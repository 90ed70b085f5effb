/**
 * Sanity of the corpus data itself (not of any parser): sizes, language
 * mix, no duplicates, and expectations that are well-formed on many days of
 * the year (dates real and not past, check-out = check-in + nights, ages,
 * phones, countries, hotels).
 */
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { days } from './days.js';
import { SLOTS } from './judge.js';
import { loadCorpus } from './load.js';
import type { Case, Days, RelDate } from './types.js';

const CORPUS = await loadCorpus('main');
const ALL: (Case & { category: string })[] = Object.entries(CORPUS).flatMap(([category, cases]) => cases.map((c) => ({ ...c, category })));

/** Hotels of the demo catalogue: internal id → city. */
const HOTEL_CITY: Record<number, string> = {
  1: 'Cartagena',
  2: 'Cartagena',
  3: 'Cartagena',
  4: 'Bogotá',
  5: 'Bogotá',
  6: 'Bogotá',
  7: 'Medellín',
  8: 'Medellín',
  9: 'Medellín',
  10: 'Santa Marta',
  11: 'Santa Marta',
  12: 'Santa Marta',
};
const CITIES = new Set(Object.values(HOTEL_CITY));

/** Todays spread over the year, including year ends, Holy Week, a leap day and a Friday. */
const TODAYS = [
  '2026-11-23',
  '2026-11-27',
  '2026-12-24',
  '2026-12-31',
  '2027-01-01',
  '2027-01-08',
  '2027-03-24',
  '2027-03-28',
  '2027-06-15',
  '2028-02-29',
  '2028-10-31',
];

function resolve(v: RelDate | undefined, d: Days): string | undefined {
  return typeof v === 'function' ? v(d) : v;
}

describe('corpus', () => {
  it('has at least 30 cases per category and 560 in all', () => {
    for (const [category, cases] of Object.entries(CORPUS)) expect(cases.length, category).toBeGreaterThanOrEqual(30);
    expect(ALL.length).toBeGreaterThanOrEqual(560);
  });

  it('is about one third English', () => {
    const share = ALL.filter((c) => c.lang === 'en').length / ALL.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.45);
  });

  it('has no duplicate utterance at the same place', () => {
    const keys = ALL.map((c) => `${c.at}|${c.lang}|${c.text.toLowerCase()}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('has non-empty, untrimmed-free texts', () => {
    for (const c of ALL) expect(c.text.trim(), c.text).toBe(c.text);
    for (const c of ALL) expect(c.text.length, c.text).toBeGreaterThan(0);
  });

  it.each(TODAYS)('gives real, bookable dates when today is %s', (today) => {
    const d = days(today);
    for (const c of ALL) {
      const checkin = resolve(c.expect.checkin, d);
      const checkout = resolve(c.expect.checkout, d);
      const label = `${c.category}: ${c.text}`;
      if (checkin !== undefined) {
        expect(checkin, label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        // Inside Holy Week, Days.easter gives this (running) Holy Week, whose
        // start may be past: only then is a past check-in expected.
        if (!(d.easter(-7) <= today)) expect(checkin >= today, label).toBe(true);
        expect(checkin <= d.in(365), label).toBe(true);
      }
      if (checkout !== undefined) {
        expect(checkin, label).toBeDefined();
        expect(c.expect.nights, label).toBeDefined();
        expect(checkout, label).toBe(d.plus(checkin as string, c.expect.nights as number));
      }
    }
  });

  it('has well-formed values', () => {
    for (const c of ALL) {
      const e = c.expect;
      const label = `${c.category}: ${c.text}`;
      if (e.nights !== undefined) expect(e.nights >= 1 && e.nights <= 30, label).toBe(true);
      if (e.ages !== undefined) {
        for (const a of e.ages) expect(Number.isInteger(a) && a >= 0 && a <= 17, label).toBe(true);
        if (e.children !== undefined) expect(e.ages.length, label).toBeLessThanOrEqual(e.children);
      }
      if (e.adults !== undefined) expect(e.adults >= 1 && e.adults <= 30, label).toBe(true);
      if (e.rooms !== undefined) expect(e.rooms >= 1 && e.rooms <= 5, label).toBe(true);
      if (e.phone !== undefined) expect(isValidPhoneNumber(e.phone), label).toBe(true);
      if (e.country !== undefined) expect(e.country, label).toMatch(/^[A-Z]{3}$/);
      if (e.email !== undefined) expect(e.email, label).toMatch(/^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      if (e.city !== undefined) expect(CITIES.has(e.city), label).toBe(true);
      if (e.hotelId !== undefined) expect(HOTEL_CITY[e.hotelId], label).toBe(e.city);
      expect(e.change !== undefined, label).toBe(e.outcome === 'change');
      for (const n of [e.firstName, e.lastName]) if (n !== undefined) expect(n.trim(), label).toBe(n);
    }
  });

  it('only lists outcomes that leave no value when refusing or talking', () => {
    const valueKeys: readonly string[] = SLOTS;
    for (const c of ALL) {
      const o = c.expect.outcome;
      if (o === 'refuse' || o === 'smalltalk' || o === 'cancel' || o === 'back' || o === 'restart' || o === 'change')
        expect(
          valueKeys.filter((k) => k in c.expect),
          `${c.category}: ${c.text}`,
        ).toEqual([]);
    }
  });
});
