/**
 * Resolving a point (`Pt`) to a calendar day: a fixed day as is, a weekday
 * to the next such day, a day without a month to the next such day (or the
 * one after the check-in), a numeric date by its readings (day/month,
 * month/day in English), a date without a year by the year rule.
 *
 * Grammar: the semantics of the anchors; no text is read here.
 */
import type { Lang } from '../../types.js';
import { daysBetween } from '../../../clock.js';
import type { PhraseContext, Pt } from './phrase.js';
import { dayOf, daysInMonth, inferYear, monthOf, nextDayOfMonth, nextWeekday, yearOf, ymd } from './calendar.js';

/** The order of a numeric date: day/month or month/day. */
export type Reading = 'dm' | 'md';
/** A point resolved: its date, or `invalid` when no such day exists; `inferred` when a year, month or week was supplied. */
export type Resolved = { date?: string; invalid?: boolean; inferred?: boolean; label?: string };

/**
 * The readings a numeric date admits: Spanish day/month; English both when both fit; the only one that fits otherwise;
 * `order` when the guest said which ("US format", "day first") and both fit.
 */
export function readingsOf(pt: Pt, lang: Lang, order?: Reading): Reading[] {
  if (pt.p !== 'num') return ['dm'];
  const dmOk = pt.b <= 12 && (pt.y === undefined ? pt.a <= daysInMonth(2024, pt.b) : ymd(pt.y, pt.b, pt.a) !== undefined);
  const mdOk = pt.a <= 12 && (pt.y === undefined ? pt.b <= daysInMonth(2024, pt.a) : ymd(pt.y, pt.a, pt.b) !== undefined);
  if (dmOk && mdOk && order) return [order];
  if (dmOk && mdOk) return lang === 'en' && pt.a !== pt.b ? ['md', 'dm'] : ['dm'];
  if (mdOk) return ['md'];
  return ['dm'];
}

/** Turn a numeric date into day and month for a reading. */
export function asAbs(pt: Pt, r: Reading): Pt {
  if (pt.p !== 'num') return pt;
  return r === 'dm'
    ? { p: 'abs', d: pt.a, m: pt.b, ...(pt.y !== undefined ? { y: pt.y } : {}) }
    : { p: 'abs', d: pt.b, m: pt.a, ...(pt.y !== undefined ? { y: pt.y } : {}) };
}

/**
 * Resolve a point. `anchor` is the check-in when resolving a check-out (or,
 * for a lone weekday at the nights question, the check-in the conversation
 * knows): a day, weekday or date without a month/year then falls after it.
 */
export function resolve(pt: Pt, c: PhraseContext, anchor?: string): Resolved {
  switch (pt.p) {
    case 'fixed':
      return { date: pt.date, ...(pt.inferred ? { inferred: true } : {}), ...(pt.label ? { label: pt.label } : {}) };
    case 'wd':
      return { date: nextWeekday(pt.wd, anchor ?? c.today), inferred: true };
    case 'day': {
      if (anchor) {
        const y = yearOf(anchor);
        const m = monthOf(anchor);
        if (pt.d > dayOf(anchor)) {
          const same = ymd(y, m, pt.d);
          if (same) return { date: same };
        }
        const ny = m === 12 ? y + 1 : y;
        const nm = m === 12 ? 1 : m + 1;
        const next = ymd(ny, nm, pt.d);
        if (next && daysBetween(anchor, next) <= 15) return { date: next };
        const same = ymd(y, m, pt.d);
        return same ? { date: same } : { invalid: true };
      }
      if (c.rule === 'nearest') {
        const here = ymd(yearOf(c.today), monthOf(c.today), pt.d);
        return here ? { date: here } : { invalid: true };
      }
      const date = nextDayOfMonth(pt.d, c.today);
      return date ? { date, inferred: true } : { invalid: true };
    }
    case 'num':
      return resolve(asAbs(pt, 'dm'), c, anchor);
    case 'abs': {
      if (pt.y !== undefined) {
        const date = ymd(pt.y, pt.m, pt.d);
        return date ? { date } : { invalid: true };
      }
      if (!ymd(2024, pt.m, pt.d)) return { invalid: true };
      if (anchor) {
        let y = yearOf(anchor);
        let date = ymd(y, pt.m, pt.d);
        if ((!date || date < anchor) && pt.m < monthOf(anchor)) {
          y++;
          date = ymd(y, pt.m, pt.d);
        }
        return date ? { date } : { invalid: true };
      }
      const date = inferYear(pt.m, pt.d, c.today, c.rule);
      return date ? { date } : { invalid: true };
    }
  }
}
