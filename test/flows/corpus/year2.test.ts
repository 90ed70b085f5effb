/**
 * Dates are read relative to the day the tests run, so the same sentences
 * mean other dates on other days (a weekend said on a Friday, a holiday said
 * on the holiday, a date of last month). The gated corpora are read again on
 * one day a fortnight through the coming year, each time on another weekday:
 * no wrong value on any of them. Days 10 to 18 of {@link YEAR_DAYS} here; the
 * year is cut in three files so that they run beside the other suites.
 */
import { describe, expect, it } from 'vitest';
import { wrongOnYearDays, YEAR_DAYS } from './gated.js';

describe('the gated corpora read on days all over the coming year', () => {
  it(`give no wrong value on days 10 to 18 of ${YEAR_DAYS}, one a fortnight, each on another weekday`, () => {
    expect(wrongOnYearDays(9, 18)).toEqual([]);
  }, 300_000);
});
