/**
 * The calendar helpers the corpus expectations are written with: every
 * expected date is computed from the day the tests run, so the corpus never
 * goes stale. Dates are `YYYY-MM-DD` in the Bogotá calendar; arithmetic is
 * done on calendar days (UTC midnights), so no time zone or daylight saving
 * time can shift a day.
 */
import { getHolidaysForYear } from 'colombian-holidays';
import type { Days } from './types.js';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAY = /^(\d{2})-(\d{2})$/;

/** Milliseconds of a real calendar date `YYYY-MM-DD` at UTC midnight; throws `RangeError` otherwise. */
function toMs(date: string): number {
  const m = ISO_DATE.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (!m || Number.isNaN(ms) || toIso(ms) !== date) throw new RangeError(`not a date YYYY-MM-DD: ${JSON.stringify(date)}`);
  return ms;
}

/** `YYYY-MM-DD` of a UTC-midnight instant. */
function toIso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True when `YYYY-MM-DD` is a real calendar date (no 31 April, no 29 February outside leap years). */
function isDate(date: string): boolean {
  const m = ISO_DATE.exec(date);
  return m !== null && toIso(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) === date;
}

/** `n` as a two-digit string. */
function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Easter Sunday of `year`, `YYYY-MM-DD`: Good Friday of the Colombian holiday calendar plus two days. */
function easterSunday(year: number): string {
  const goodFriday = getHolidaysForYear(year).find((h) => h.name.es === 'Viernes Santo');
  if (!goodFriday) throw new Error(`no Good Friday in the holiday calendar of ${year}`);
  return toIso(toMs(goodFriday.date) + 2 * DAY_MS);
}

/**
 * The {@link Days} helpers for `today` (`YYYY-MM-DD`, a real calendar date;
 * throws `RangeError` otherwise). Every method validates its arguments and
 * throws `RangeError` on a value outside its documented domain (a weekday
 * outside 0..6, a day outside 1..31, a month-day that is no calendar date,
 * a non-integer day count).
 *
 * - `next('MM-DD')`: this year's date if not before today, else the next
 *   year's (for `'02-29'`, the next leap year's).
 * - `nextDay(day)`: the first date from today on (today included) whose day
 *   of the month is `day`, skipping months too short for it.
 * - `weekday(w)`: 1 to 7 days after today (today excluded).
 * - `easter(offset)`: Easter Sunday of this year if not before today (Holy
 *   Week not yet over), else of next year, plus `offset` days.
 */
export function days(today: string): Days {
  const todayMs = toMs(today);
  const year = Number(today.slice(0, 4));

  const plus = (date: string, n: number): string => {
    if (!Number.isInteger(n)) throw new RangeError(`day count must be an integer, got ${n}`);
    return toIso(toMs(date) + n * DAY_MS);
  };

  return {
    today,
    in: (n) => plus(today, n),
    plus,
    next(monthDay) {
      const m = MONTH_DAY.exec(monthDay);
      // 2000 is a leap year: every real month-day is a date in it.
      if (!m || !isDate(`2000-${monthDay}`)) throw new RangeError(`not a month-day MM-DD: ${JSON.stringify(monthDay)}`);
      for (let y = year; y <= year + 8; y++) {
        const candidate = `${y}-${monthDay}`;
        if (isDate(candidate) && candidate >= today) return candidate;
      }
      throw new RangeError(`no next ${monthDay}`); // unreachable: a leap year comes within 8 years
    },
    nextDay(day) {
      if (!Number.isInteger(day) || day < 1 || day > 31) throw new RangeError(`day of the month must be 1..31, got ${day}`);
      let y = year;
      let month = Number(today.slice(5, 7));
      for (let i = 0; i < 13; i++) {
        const candidate = `${y}-${pad2(month)}-${pad2(day)}`;
        if (isDate(candidate) && candidate >= today) return candidate;
        month += 1;
        if (month > 12) {
          month = 1;
          y += 1;
        }
      }
      throw new RangeError(`no next day ${day}`); // unreachable: every day 1..31 comes within two months
    },
    weekday(weekday) {
      if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) throw new RangeError(`weekday must be 0..6, got ${weekday}`);
      const dow = new Date(todayMs).getUTCDay();
      const ahead = (weekday - dow + 7) % 7 || 7;
      return plus(today, ahead);
    },
    easter(offset) {
      if (!Number.isInteger(offset)) throw new RangeError(`offset must be an integer, got ${offset}`);
      let sunday = easterSunday(year);
      if (sunday < today) sunday = easterSunday(year + 1);
      return plus(sunday, offset);
    },
  };
}
