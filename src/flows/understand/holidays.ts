/**
 * Colombian holidays for the date parser: the holiday dates of a year (moved
 * "festivo" Mondays and Easter-based ones included, from the
 * `colombian-holidays` package), Easter Sunday, and the long weekends
 * ("puentes") of Monday holidays. Pure and cached per year. Dates are
 * `YYYY-MM-DD` (Bogotá calendar).
 */
import { getHolidaysForYear } from 'colombian-holidays';
import { addDays } from '../../clock.js';
import { fold } from './text.js';

/** One holiday as celebrated (the day off), with its names folded for matching. */
export interface Holiday {
  /** The day off, `YYYY-MM-DD` (a moved holiday's Monday). */
  date: string;
  /** Name in Spanish and English as the package gives it ("Reyes Magos", "Epiphany"). */
  name: { es: string; en: string };
  /** `fold(name.es)`, for matching words of a message. */
  key: string;
}

/** A long weekend: Friday before a Monday holiday to that Monday (3 nights). */
export interface LongWeekend {
  /** Friday, the check-in. */
  checkin: string;
  /** The Monday holiday, the check-out. */
  checkout: string;
  holiday: Holiday;
}

const cache = new Map<number, Holiday[]>();

/** Colombia's holidays of `year`, in date order. */
export function holidaysOf(year: number): Holiday[] {
  let list = cache.get(year);
  if (!list) {
    list = getHolidaysForYear(year)
      .map((h) => ({ date: h.celebrationDate, name: { es: h.name.es, en: h.name.en }, key: fold(h.name.es) }))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    cache.set(year, list);
  }
  return list;
}

/** Easter Sunday of `year` (`YYYY-MM-DD`), from Maundy Thursday's holiday. */
export function easterSunday(year: number): string {
  const thursday = holidaysOf(year).find((h) => h.key === 'jueves santo');
  return addDays(thursday!.date, 3);
}

/** Day of the week of a `YYYY-MM-DD` date: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The long weekends of `year` (every holiday celebrated on a Monday), in date order. */
export function longWeekendsOf(year: number): LongWeekend[] {
  return holidaysOf(year)
    .filter((h) => weekdayOf(h.date) === 1)
    .map((h) => ({ checkin: addDays(h.date, -3), checkout: h.date, holiday: h }));
}
