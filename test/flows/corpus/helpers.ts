/**
 * Shorthands for writing the corpus: case builders per chat language and
 * the date expectations that repeat (ranges, weekends, Colombian long
 * weekends, the next holiday). Every date is computed from {@link Days}, so
 * the expectations follow the day the tests run.
 */
import { getHolidaysForYear } from 'colombian-holidays';
import type { At, Case, Days, Expect, RelDate } from './types.js';

/** A case said in a Spanish chat. */
export function es(at: At, text: string, expect: Expect, note?: string): Case {
  return note === undefined ? { text, lang: 'es', at, expect } : { text, lang: 'es', at, expect, note };
}

/** A case said in an English chat. */
export function en(at: At, text: string, expect: Expect, note?: string): Case {
  return note === undefined ? { text, lang: 'en', at, expect } : { text, lang: 'en', at, expect, note };
}

/** The dates part of an expectation: check-in, check-out and nights. */
export type StayDates = Required<Pick<Expect, 'checkin' | 'checkout' | 'nights'>>;

/** Check-in on the next `monthDay` (`'12-15'`, today included), check-out `nights` later. */
export function range(monthDay: string, nights: number): StayDates {
  return { checkin: (d) => d.next(monthDay), checkout: (d) => d.plus(d.next(monthDay), nights), nights };
}

/** Check-in on the next day-of-month `day` (today included), check-out `nights` later ("del 15 al 18"). */
export function dayRange(day: number, nights: number): StayDates {
  return { checkin: (d) => d.nextDay(day), checkout: (d) => d.plus(d.nextDay(day), nights), nights };
}

/** Check-in on the next `weekday` after today (0 Sunday … 6 Saturday), check-out `nights` later ("del viernes al domingo"). */
export function weekdayRange(weekday: number, nights: number): StayDates {
  return { checkin: (d) => d.weekday(weekday), checkout: (d) => d.plus(d.weekday(weekday), nights), nights };
}

/**
 * "El fin de semana": the coming Friday (after today, as for weekdays) to
 * Sunday, 2 nights. On a Friday or Saturday a guest saying "este fin de
 * semana" may mean the weekend already under way; the decided reading stays
 * the next Friday after today.
 */
export const WEEKEND: StayDates = weekdayRange(5, 2);

/** Holy Week ("Semana Santa"): Palm Sunday to Easter Sunday of the next Holy Week not yet over, 7 nights. */
export const HOLY_WEEK: StayDates = { checkin: (d) => d.easter(-7), checkout: (d) => d.easter(0), nights: 7 };

/** Check-in on the next date with this month and day (`'12-24'`), today included. */
export function md(monthDay: string): RelDate {
  return (d) => d.next(monthDay);
}

/** Colombian holidays (celebration dates, `YYYY-MM-DD`) of `year` and the next, in date order. */
function holidaysFrom(year: number): { date: string; name: string }[] {
  return [...getHolidaysForYear(year), ...getHolidaysForYear(year + 1)].map((h) => ({ date: h.celebrationDate, name: h.name.es }));
}

/**
 * The Monday of the next long weekend ("puente festivo") of the holiday named
 * `nameEs` in the Colombian calendar ('Reyes Magos', 'San José', 'Día de la
 * Raza'…) whose Friday is not before today. Throws if that holiday is not
 * celebrated on a Monday.
 */
function puenteMonday(d: Days, nameEs: string): string {
  const found = holidaysFrom(Number(d.today.slice(0, 4))).find((h) => h.name === nameEs && d.plus(h.date, -3) >= d.today);
  if (!found) throw new Error(`no coming holiday named ${nameEs}`);
  if (new Date(`${found.date}T00:00:00Z`).getUTCDay() !== 1) throw new Error(`${nameEs} on ${found.date} is not a Monday`);
  return found.date;
}

/**
 * A long weekend ("el puente de Reyes"): read like "el fin de semana" plus
 * the holiday Monday, i.e. check-in the Friday before the holiday Monday,
 * check-out on the Monday, 3 nights.
 */
export function puente(nameEs: string): StayDates {
  return { checkin: (d) => d.plus(puenteMonday(d, nameEs), -3), checkout: (d) => puenteMonday(d, nameEs), nights: 3 };
}

/** The next Colombian public holiday after today (today excluded), by its celebration date ("el próximo festivo"). */
export function nextHoliday(d: Days): string {
  const found = holidaysFrom(Number(d.today.slice(0, 4))).find((h) => h.date > d.today);
  if (!found) throw new Error('no coming holiday');
  return found.date;
}

// ------------------------------------------------------------------ calendar arithmetic of the fresh corpora

/** `n` as two digits (`7` → `'07'`). */
export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** `YYYY-MM-DD` of `day` of `month` (1–12) in `year`; a day past the month's end rolls into the next month. */
export function ymd(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** The weekday of a `YYYY-MM-DD` date: 0 Sunday … 6 Saturday. */
export function dow(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * `YYYY-MM-DD` of the `n`-th (1-based) `weekday` (0 Sunday … 6 Saturday) of
 * `month` (1–12) in `year`; `n` of 0 or less (write −1) is the last one of
 * the month. US Thanksgiving: `nthWeekdayOf(y, 11, 4, 4)`; Memorial Day:
 * `nthWeekdayOf(y, 5, 1, -1)`.
 */
export function nthWeekdayOf(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) return ymd(year, month, 1 + ((weekday - dow(ymd(year, month, 1)) + 7) % 7) + 7 * (n - 1));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return ymd(year, month, lastDay - ((dow(ymd(year, month, lastDay)) - weekday + 7) % 7));
}

/** The next US Thanksgiving (fourth Thursday of November), today included. */
export function thanksgiving(d: Days): string {
  const year = Number(d.today.slice(0, 4));
  const thisYear = nthWeekdayOf(year, 11, 4, 4);
  return thisYear >= d.today ? thisYear : nthWeekdayOf(year + 1, 11, 4, 4);
}

/** A stay from the check-in `checkin` gives, `nights` nights long. */
export function stay(checkin: (d: Days) => string, nights: number): StayDates {
  return { checkin, checkout: (d) => d.plus(checkin(d), nights), nights };
}

/** A stay from `days` days after today, `nights` nights long ("mañana por 3 noches": `fromToday(1, 3)`). */
export function fromToday(days: number, nights: number): StayDates {
  return { checkin: (d) => d.in(days), checkout: (d) => d.in(days + nights), nights };
}

/**
 * An answer of `nights` nights at the nights question, where the corpus's
 * conversation has its check-in 15 days after today (see `judge.ts`): the
 * nights and the check-out they give.
 */
export function nightsAsked(nights: number): { nights: number; checkout: (d: Days) => string } {
  return { nights, checkout: (d) => d.in(15 + nights) };
}
