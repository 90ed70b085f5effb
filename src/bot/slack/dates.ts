/**
 * The argument of `/reservas`: which arrival dates staff ask about. Pure: the
 * hotel's "today" (`YYYY-MM-DD`, America/Bogota) is passed in. Spanish and
 * English words, ISO and day-first numeric dates, one date or a range.
 */
import * as chrono from 'chrono-node';
import { endOfMonth, endOfWeek, format, parseISO, startOfMonth, startOfWeek, addMonths, addWeeks, isValid } from 'date-fns';
import { RAW_BOOKINGS_MAX_DAYS } from '../../api/contract/reports.js';
import { addDays, daysBetween } from '../../clock.js';

/** Largest range `/reservas` accepts, in days counting both ends (endpoint 4's limit: 62). */
export const MAX_RANGE_DAYS = RAW_BOOKINGS_MAX_DAYS;

/** A parsed `/reservas` argument: arrivals from `start` to `end` (`YYYY-MM-DD`, both included). */
export type DateRangeResult =
  | { ok: true; start: string; end: string }
  /** `unparseable`: not a date; `reversed`: end before start; `tooLong`: more than {@link MAX_RANGE_DAYS} days. */
  | { ok: false; reason: 'unparseable' | 'reversed' | 'tooLong' };

/** Lowercase, accents removed, spaces collapsed. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function ymd(y: number, m: number, d: number): string | undefined {
  if (m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

const fmt = (d: Date) => format(d, 'yyyy-MM-dd');

/** Named ranges: weeks run Monday to Sunday, months from the 1st to the last day. */
function namedRange(f: string, today: string): { start: string; end: string } | undefined {
  const t = parseISO(today);
  const week = (d: Date) => ({ start: fmt(startOfWeek(d, { weekStartsOn: 1 })), end: fmt(endOfWeek(d, { weekStartsOn: 1 })) });
  const month = (d: Date) => ({ start: fmt(startOfMonth(d)), end: fmt(endOfMonth(d)) });
  if (/^(esta semana|la semana|semana|this week|week)$/.test(f)) return week(t);
  if (/^((la )?(proxima|siguiente) semana|(la )?semana (que viene|proxima|siguiente)|next week)$/.test(f)) return week(addWeeks(t, 1));
  if (/^((la )?semana pasada|last week)$/.test(f)) return week(addWeeks(t, -1));
  if (/^(este mes|this month)$/.test(f)) return month(t);
  if (/^((el )?(proximo|siguiente) mes|(el )?mes (que viene|proximo|siguiente)|next month)$/.test(f)) return month(addMonths(t, 1));
  if (/^((el )?mes pasado|last month)$/.test(f)) return month(addMonths(t, -1));
  return undefined;
}

/** One date: a word (hoy, mañana, pasado mañana, ayer and English), ISO, DD/MM/YYYY, DD/MM, or natural text via chrono-node. */
function singleDate(text: string, today: string): string | undefined {
  const f = fold(text).replace(/^(el|the|on|del|desde|from)\s+/, '');
  if (f === '') return undefined;
  if (/^(hoy|today)$/.test(f)) return today;
  if (/^(manana|tomorrow)$/.test(f)) return addDays(today, 1);
  if (/^(pasado manana|(the )?day after tomorrow)$/.test(f)) return addDays(today, 2);
  if (/^(ayer|yesterday)$/.test(f)) return addDays(today, -1);
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(f);
  if (m) return ymd(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{4}))?$/.exec(f);
  if (m) return ymd(m[3] ? Number(m[3]) : Number(today.slice(0, 4)), Number(m[2]), Number(m[1]));
  if (/^[\d/.-]+$/.test(f)) return undefined;
  // Natural text ("15 de diciembre", "December 15", "next friday"), read at noon of today.
  const ref = new Date(`${today}T12:00:00-05:00`);
  for (const parser of [chrono.es, chrono.en]) {
    const r = parser.parse(text, { instant: ref, timezone: -300 })[0];
    if (!r || r.end || r.index !== 0 || r.text.length < text.trim().length - 1) continue; // ranges are split by the caller
    const y = r.start.get('year');
    const mo = r.start.get('month');
    const d = r.start.get('day');
    if (y !== null && mo !== null && d !== null) return ymd(y, mo, d);
  }
  return undefined;
}

/**
 * Parse the text after `/reservas` with today's hotel date `today`
 * (`YYYY-MM-DD`, Bogotá): empty → today; one date → that day; two dates
 * (`2026-12-01 2026-12-05`, `1/12/2026 al 5/12/2026`, `hoy a mañana`) → the
 * range; `esta semana`/`la próxima semana`/`this week`/`next week` → Monday
 * to Sunday; `este mes`/`this month`. Past dates are allowed. Never throws.
 *
 * @example
 * parseReservasRange('esta semana', '2026-11-21') // { ok: true, start: '2026-11-16', end: '2026-11-22' }
 */
export function parseReservasRange(text: string, today: string): DateRangeResult {
  const f = fold(text);
  if (f === '') return { ok: true, start: today, end: today };
  if (!isValid(parseISO(today))) return { ok: false, reason: 'unparseable' };
  let range = namedRange(f, today);
  if (!range) {
    const single = singleDate(text, today);
    if (single) range = { start: single, end: single };
  }
  if (!range) {
    // Two dates: "A B" when both are single tokens, or "A a/al/hasta/to/- B".
    const parts =
      /^\S+ \S+$/.test(f) && !/^(pasado manana|day after)/.test(f)
        ? f.split(' ')
        : f.split(/\s+(?:a|al|hasta|to|until|through|-|–|—)\s+|\s*\.\.\s*/);
    if (parts.length === 2) {
      const [a, b] = parts.map((p) => singleDate(p, today));
      if (a && b) range = { start: a, end: b };
    }
  }
  if (!range) return { ok: false, reason: 'unparseable' };
  if (range.end < range.start) return { ok: false, reason: 'reversed' };
  if (daysBetween(range.start, range.end) + 1 > MAX_RANGE_DAYS) return { ok: false, reason: 'tooLong' };
  return { ok: true, ...range };
}
