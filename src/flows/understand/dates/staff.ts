/**
 * The staff grammar (`parseDateRange`), used by Slack's `/reservas`: whole
 * phrases of reports ("esta semana", "next month", "los últimos 7 días", "el
 * fin de semana") first, then the guests' reading of dates with every word
 * required to be part of a date and past dates allowed when asked.
 *
 * Grammar: RANGE := WEEK | MONTH | WEEKEND | NEXT/LAST N DAYS | STAY (guests'
 * grammar, every word used).
 */
import type { Lang } from '../../types.js';
import { foldKeepLength, NUMBER_WORDS } from '../text.js';
import { addDays, daysBetween } from '../../../clock.js';
import { dayOf, daysInMonth, mondayOf, monthOf, yearOf, ymd } from './calendar.js';
import type { PhraseContext, Item } from './phrase.js';
import { tokenize } from './tokens.js';
import { scan } from './scan.js';
import { combine } from './combine.js';
import { finish } from './checks.js';

/** A staff date range: `start` to `end`, both included (`YYYY-MM-DD`). */
export type DateRange =
  | { ok: true; start: string; end: string }
  /**
   * `unparseable`: not (only) a date; `ambiguous`: several readings (such as
   * English "12/01"); `reversed`: end before start; `invalid`: not a calendar
   * date; `past`: before today when past dates are not allowed.
   */
  | { ok: false; reason: 'unparseable' | 'ambiguous' | 'reversed' | 'invalid' | 'past' };

/** Options of {@link parseDateRange}. */
export interface DateRangeOptions {
  /** Dates before today are fine (reports); a date without a year is then the nearest occurrence to today. */
  allowPast: boolean;
  /** A month alone ("diciembre") is the whole month; otherwise it is `unparseable`. */
  monthAsRange: boolean;
}

/** Whole phrases of reports, on folded text: weeks, months, weekends, the next or last N days. */
const STAFF_WEEK = /^((esta|la|this) )?(semana|week)$/;
const STAFF_NEXT_WEEK = /^((la )?(proxima|siguiente|otra) semana|(la )?semana (que viene|proxima|siguiente|entrante)|next week)$/;
const STAFF_LAST_WEEK = /^((la )?semana pasada|last week)$/;
const STAFF_MONTH = /^(este mes|this month)$/;
const STAFF_NEXT_MONTH = /^((el )?(proximo|siguiente) mes|(el )?mes (que viene|proximo|siguiente|entrante)|next month)$/;
const STAFF_LAST_MONTH = /^((el )?mes pasado|last month)$/;
const STAFF_NEXT_DAYS = /^(?:(?:los|las|the) )?(?:proximos|siguientes|next) (\d{1,3}|[a-z]+) (?:dias|days)$/;
const STAFF_LAST_DAYS = /^(?:(?:los|las|the) )?(?:ultimos|past|last) (\d{1,3}|[a-z]+) (?:dias|days)$/;
const STAFF_WEEKEND = /^((este|el|this|the) )?(fin de semana|finde|weekend)$/;
const STAFF_NEXT_WEEKEND = /^((el )?(proximo|siguiente|otro) (fin de semana|finde)|(el )?(fin de semana|finde) (que viene|proximo|siguiente)|next weekend)$/;

/** The first and last day of month `m` of year `y` (`m` may run past 12 or below 1: the next or previous years). */
function monthRange(y: number, m: number): { start: string; end: string } {
  const yy = y + Math.floor((m - 1) / 12);
  const mm = ((((m - 1) % 12) + 12) % 12) + 1;
  return { start: ymd(yy, mm, 1)!, end: ymd(yy, mm, daysInMonth(yy, mm))! };
}

/**
 * A date range typed by staff (the same reading as {@link extractDates}),
 * `today` being `YYYY-MM-DD` (Bogotá). Accepts one date ("hoy", "mañana",
 * "15 de diciembre", "2026-12-01", "1/12/2026") → that day; two dates or a
 * range ("del 1 al 5 de diciembre", "2026-12-01 2026-12-05", "hoy a
 * mañana"); weeks Monday to Sunday ("esta semana", "la próxima semana",
 * "this week", "next week", "la semana pasada"); months ("este mes", "next
 * month", and with `monthAsRange` a month's name: "diciembre", "diciembre
 * 2026" → its 1st to its last day); weekends Friday to Sunday ("este fin de
 * semana": the week's Friday–Sunday holding today, "el próximo fin de
 * semana" the following); "próximos 7 días" / "next 7 days" (today and the 6
 * after) and "últimos 7 días" / "last 7 days". A range's end is included.
 * Every word must be understood, else `unparseable`. No length limit here
 * (the caller applies its own). Never throws.
 */
export function parseDateRange(text: string, lang: Lang, today: string, opts: DateRangeOptions): DateRange {
  const folded = foldKeepLength(text);
  const f = folded
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '');
  if (f === '') return { ok: true, start: today, end: today };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !ymd(yearOf(today), monthOf(today), dayOf(today))) return { ok: false, reason: 'unparseable' };
  const monday = mondayOf(today);
  const week = (mon: string) => ({ ok: true as const, start: mon, end: addDays(mon, 6) });
  if (STAFF_WEEK.test(f)) return week(monday);
  if (STAFF_NEXT_WEEK.test(f)) return week(addDays(monday, 7));
  if (STAFF_LAST_WEEK.test(f)) return opts.allowPast ? week(addDays(monday, -7)) : { ok: false, reason: 'past' };
  const y = yearOf(today);
  const mo = monthOf(today);
  if (STAFF_MONTH.test(f)) return { ok: true, ...monthRange(y, mo) };
  if (STAFF_NEXT_MONTH.test(f)) return { ok: true, ...monthRange(y, mo + 1) };
  if (STAFF_LAST_MONTH.test(f)) return opts.allowPast ? { ok: true, ...monthRange(y, mo - 1) } : { ok: false, reason: 'past' };
  if (STAFF_WEEKEND.test(f)) return { ok: true, start: addDays(monday, 4), end: addDays(monday, 6) };
  if (STAFF_NEXT_WEEKEND.test(f)) return { ok: true, start: addDays(monday, 11), end: addDays(monday, 13) };
  let d = STAFF_NEXT_DAYS.exec(f);
  if (d) {
    const n = /^\d/.test(d[1]!) ? Number(d[1]) : NUMBER_WORDS[d[1]!];
    if (n !== undefined && n >= 1) return { ok: true, start: today, end: addDays(today, n - 1) };
  }
  d = STAFF_LAST_DAYS.exec(f);
  if (d) {
    const n = /^\d/.test(d[1]!) ? Number(d[1]) : NUMBER_WORDS[d[1]!];
    if (n !== undefined && n >= 1) return opts.allowPast ? { ok: true, start: addDays(today, -(n - 1)), end: today } : { ok: false, reason: 'past' };
  }

  const c: PhraseContext = { toks: tokenize(folded), today, lang, rule: opts.allowPast ? 'nearest' : 'future' };
  const items = scan(c, 'dates');
  // Every word must be part of the dates.
  const used = new Set(items.flatMap((it) => it.used));
  if (c.toks.some((tk, k) => !used.has(k) && tk.k !== 'p')) return { ok: false, reason: 'unparseable' };
  if (items.some((it) => it.k === 'dur' || it.k === 'skip')) return { ok: false, reason: 'unparseable' };
  // Staff: a past phrase is a past date ("ayer").
  const mapped: Item[] = items.map((it) => (it.k === 'past' && opts.allowPast ? ({ ...it, k: 'pt', pt: { p: 'fixed', date: it.date } } as Item) : it));
  const months = mapped.filter((it) => it.k === 'month');
  if (months.length > 0 && mapped.length === months.length) {
    if (!opts.monthAsRange || months.length > 2) return { ok: false, reason: 'unparseable' };
    const pick = (it: Item & { k: 'month' }) => {
      if (it.y !== undefined) return monthRange(it.y, it.m);
      let best = monthRange(y, it.m);
      for (const yy of opts.allowPast ? [y - 1, y + 1] : [y + 1]) {
        const r = monthRange(yy, it.m);
        const dist = (x: { start: string; end: string }) => (today < x.start ? daysBetween(today, x.start) : today > x.end ? daysBetween(x.end, today) : 0);
        if (opts.allowPast ? dist(r) < dist(best) : best.end < today) best = r;
      }
      return best;
    };
    const a = pick(months[0] as Item & { k: 'month' });
    const b = months[1] ? pick(months[1] as Item & { k: 'month' }) : a;
    return b.end < a.start ? { ok: false, reason: 'reversed' } : { ok: true, start: a.start, end: b.end };
  }
  const out = combine(c, mapped);
  if (!out) return { ok: false, reason: 'unparseable' };
  const found = finish(c, out, { allowPast: opts.allowPast, limits: false });
  if (found.problem) {
    const k = found.problem.kind;
    return { ok: false, reason: k === 'past' ? 'past' : k === 'reversed' ? 'reversed' : k === 'invalid' ? 'invalid' : 'unparseable' };
  }
  if (found.ambiguity) return { ok: false, reason: found.ambiguity.kind === 'choices' ? 'ambiguous' : 'unparseable' };
  const start = found.checkin ?? found.checkout;
  if (!start) return { ok: false, reason: 'unparseable' };
  const end = found.checkout ?? start;
  return end < start ? { ok: false, reason: 'reversed' } : { ok: true, start, end };
}
