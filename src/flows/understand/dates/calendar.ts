/**
 * Pure calendar helpers on `YYYY-MM-DD` strings: building a date that exists
 * (`ymd`), its parts, the year a date said without one gets (`inferYear`),
 * and the next or previous day of the month, weekday or month-day from a
 * date. No text is read here.
 *
 * Grammar: none; the arithmetic every rule resolving to a day relies on.
 */
import { addDays, daysBetween } from '../../../clock.js';
import { weekdayOf } from '../holidays.js';

/** Two digits: 5 → "05". */
export function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A calendar date, or undefined when there is no such day (31 February). */
export function ymd(y: number, m: number, d: number): string | undefined {
  if (!Number.isInteger(y) || m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
}

/** The number of days of month `m` (1..12) of year `y`. */
export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The year of a `YYYY-MM-DD` date. */
export const yearOf = (date: string) => Number(date.slice(0, 4));
/** The month (1..12) of a `YYYY-MM-DD` date. */
export const monthOf = (date: string) => Number(date.slice(5, 7));
/** The day of the month of a `YYYY-MM-DD` date. */
export const dayOf = (date: string) => Number(date.slice(8, 10));

/** How a date without a year gets one: the next one not past (guests) or the nearest to today (staff). */
export type YearRule = 'future' | 'nearest';

/** Month `m`, day `d` without a year: this year if not past (else next year), or the nearest occurrence. */
export function inferYear(m: number, d: number, today: string, rule: YearRule): string | undefined {
  const y = yearOf(today);
  if (rule === 'future') {
    const here = ymd(y, m, d);
    if (here && here >= today) return here;
    // 29 February: the next leap year within reach, else none.
    return ymd(y + 1, m, d) ?? (here ? undefined : ymd(y, m, d));
  }
  let best: string | undefined;
  for (const yy of [y - 1, y, y + 1]) {
    const c = ymd(yy, m, d);
    if (c && (!best || Math.abs(daysBetween(today, c)) < Math.abs(daysBetween(today, best)))) best = c;
  }
  return best;
}

/** The next date whose day of the month is `d`, on or after `from` (months without that day are skipped). */
export function nextDayOfMonth(d: number, from: string): string | undefined {
  let y = yearOf(from);
  let m = monthOf(from);
  for (let k = 0; k < 13; k++) {
    const c = ymd(y, m, d);
    if (c && c >= from) return c;
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return undefined;
}

/** The first date strictly after `from` falling on weekday `wd` (0 Sunday … 6 Saturday). */
export function nextWeekday(wd: number, from: string): string {
  const diff = (wd - weekdayOf(from) + 7) % 7;
  return addDays(from, diff === 0 ? 7 : diff);
}

/** The last date strictly before `from` falling on weekday `wd`. */
export function prevWeekday(wd: number, from: string): string {
  const diff = (weekdayOf(from) - wd + 7) % 7;
  return addDays(from, diff === 0 ? -7 : -diff);
}

/** Monday of the week (Monday to Sunday) holding `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The next occurrence (today included) of month-day `md` ('12-25'). */
export function nextMonthDay(md: string, today: string): string {
  const here = `${today.slice(0, 4)}-${md}`;
  return here >= today ? here : `${yearOf(today) + 1}-${md}`;
}

/**
 * The date of day `d` nearest to `ref` (`YYYY-MM-DD`): in its month, the month before or the month after (the earlier
 * one on a tie), at most `within` days from it; undefined when none is.
 */
export function nearestDay(ref: string, d: number, within = Number.POSITIVE_INFINITY): string | undefined {
  const y = Number(ref.slice(0, 4));
  const m = Number(ref.slice(5, 7));
  return [-1, 0, 1]
    .map((k) => ymd(m + k < 1 ? y - 1 : m + k > 12 ? y + 1 : y, ((m + k + 11) % 12) + 1, d))
    .filter((x): x is string => x !== undefined && Math.abs(daysBetween(ref, x)) <= within)
    .sort((a, b) => Math.abs(daysBetween(a, ref)) - Math.abs(daysBetween(b, ref)))[0];
}
