/**
 * The argument of `/reservas`: which arrival dates staff ask about. Pure: the
 * hotel's "today" (`YYYY-MM-DD`, America/Bogota) is passed in. Built on the
 * project's one date parser ({@link parseDateRange}): Spanish and English
 * words, ISO and day-first numeric dates, one date or a range, weeks, months,
 * weekends, "próximos 7 días".
 */
import { RAW_BOOKINGS_SHORT_RANGE_DAYS } from '../../../../api/contract/reports.js';
import { daysBetween } from '../../../../clock.js';
import { parseDateRange } from '../../../../flows/understand/dates/index.js';

/** Largest range `/reservas` accepts, in days counting both ends (the short range of endpoint 4: 62; the endpoint itself answers up to 366). */
export const MAX_RANGE_DAYS = RAW_BOOKINGS_SHORT_RANGE_DAYS;

/** A parsed `/reservas` argument: arrivals from `start` to `end` (`YYYY-MM-DD`, both included). */
export type DateRangeResult =
  | { ok: true; start: string; end: string }
  /** `unparseable`: not a date (or not a calendar date, or ambiguous); `reversed`: end before start; `tooLong`: more than {@link MAX_RANGE_DAYS} days. */
  | { ok: false; reason: 'unparseable' | 'reversed' | 'tooLong' };

/**
 * Parse the text after `/reservas` with today's hotel date `today`
 * (`YYYY-MM-DD`, Bogotá): empty → today; one date → that day ("hoy",
 * "mañana", "15 de diciembre", "2026-12-01", "1/12/2026" day first); two
 * dates or a range ("2026-12-01 2026-12-05", "del 1 al 5 de diciembre",
 * "hoy a mañana"); `esta semana`/`la próxima semana`/`this week`/`next week`
 * → Monday to Sunday; `este mes`/`this month`, a month's name
 * ("diciembre") → the whole month; `este fin de semana` → Friday to Sunday;
 * `próximos 7 días`/`next 7 days` → today and the 6 after. Past dates are
 * allowed (a date without a year is the nearest one to today). Never throws.
 *
 * @example
 * parseReservasRange('esta semana', '2026-11-21') // { ok: true, start: '2026-11-16', end: '2026-11-22' }
 */
export function parseReservasRange(text: string, today: string): DateRangeResult {
  const r = parseDateRange(text, 'es', today, { allowPast: true, monthAsRange: true });
  if (!r.ok) return { ok: false, reason: r.reason === 'reversed' ? 'reversed' : 'unparseable' };
  if (daysBetween(r.start, r.end) + 1 > MAX_RANGE_DAYS) return { ok: false, reason: 'tooLong' };
  return r;
}
