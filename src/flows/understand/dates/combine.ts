/**
 * Combining the phrases of a message into the options of a stay: a
 * check-in and a check-out from the points and their roles ("del 15 al 18",
 * "llego el 15 y salgo el 18"), a month lent to a day ("del 15 al 18 de
 * diciembre"), the days of a named period ("puente de reyes, llegamos el
 * viernes"), a named day as the reason of the trip, alternatives ("el 15 o el
 * 16"), nights from a duration, choices where the reading is not sure.
 *
 * Grammar: STAY := CHECKIN [CHECKOUT] [DURATION] | PERIOD [DAYS] [DURATION] |
 * DURATION | MONTH; no text is read here beyond the words of a reason.
 */
import { type LongWeekend, longWeekendsOf, weekdayOf } from '../holidays.js';
import { addDays, daysBetween } from '../../../clock.js';
import type { PhraseContext, Item, Opt, Pt, WeekRef } from './phrase.js';
import { dayOf, daysInMonth, mondayOf, monthOf, nearestDay, nextDayOfMonth, nextWeekday, yearOf, ymd } from './calendar.js';
import { countAt, w } from './atoms.js';
import { CHECKIN_WORDS, CHECKOUT_WORDS, DAY_PARTS, leaveVerbEnds } from './words.js';
import { comingWeekends } from './relative.js';
import { MAX_NIGHTS } from '../../limits.js';
import { phrasesAlternation, SETTLING_PHRASES } from '../repairs.js';
import { asAbs, type Reading, readingsOf, resolve, type Resolved } from './resolve.js';

/** A number ending the message after a word settling it ("… — book 3", "reserva 6"): that length is the one meant. */
const SETTLED_AT_END = new RegExp(String.raw`\b(?:${phrasesAlternation(SETTLING_PHRASES)})\s+\d+\s*$`);
/** Words restating a date after a comma or a dash ("…, that's December 5th", "…, sí, el primero de marzo", "…, o sea el 5"). */
const RESTATING = /^\s*[,;:]?\s*(?:[-–—]\s*)?(?:(?:that'?s|that is|i\.?e\.?|es decir|o sea|s[ií]|yes|digo)[\s,;:]*)+(?:el|la|the|on)?\s*$/i;

/** The options of a stay read from the phrases, before the checks (see `finish` in checks.ts). */
export interface Outcome {
  options: (Opt & { invalid?: boolean })[];
  inferred: boolean;
  label?: string;
  nightsAmb?: number[];
  /** The days said when the nights are ambiguous because of them ("4 días"). */
  nightsDays?: number;
  monthOnly?: { year: number; month: number; past?: string };
  tooLong?: number;
  /** The length was said in calendar months ("un mes", "for 2 months"): its nights depend on the check-in. */
  months?: number;
  past?: string;
  /** Nights of a duration said alone ("3 noches"). */
  nights?: number;
  /** Asked back even with one option ("algún puente de junio": the guest wants to choose). */
  ask?: boolean;
  /** The nights were said loosely ("about a week"): never taken without the guest's confirmation. */
  hedged?: boolean;
  used: number[];
}

/** Words before a named day that make it the reason of the trip ("pa pasar la navidad", "to spend christmas"). */
const REASON_WORDS = new Set([
  'pasar',
  'celebrar',
  'recibir',
  'disfrutar',
  'spend',
  'celebrate',
  'enjoy',
  'para',
  'pa',
  'por',
  'for',
  'to',
  'la',
  'el',
  'the',
  'en',
  'de',
]);

/**
 * Words before a named day that say it is the reason of the trip, not the
 * arrival's own name ("el 30 para año nuevo", "arriving the 29th for new
 * year", "llegamos el 23 para pasar navidad"): {@link REASON_WORDS} without
 * the articles and "en"/"de".
 */
const PURPOSE_WORDS = new Set(['pasar', 'celebrar', 'recibir', 'disfrutar', 'spend', 'celebrate', 'celebrating', 'enjoy', 'para', 'pa', 'por', 'for', 'to']);

/** Words after a range's end that may make its last day a night of the stay ("del 15 al 18 inclusive"). */
const INCLUSIVE_WORDS = new Set(['inclusive', 'inclusively', 'incl', 'included', 'incluido', 'incluida', 'inclusivo', 'incluidos']);

/** Words naming nights before a list of days ("las noches del 19 y 20", "the nights of the 5th and 6th"). */
const NIGHTS_LIST_WORDS = new Set(['noches', 'nights']);
/** Little words between "noches"/"nights" and the first day listed ("las noches DEL 19", "the nights OF THE 5th"). */
const NIGHTS_LIST_LINKS = new Set(['de', 'del', 'of', 'the', 'el', 'on']);
/** Words joining the two days listed ("19 Y 20", "5th AND 6th"). */
const NIGHTS_LIST_JOINERS = new Set(['y', 'and', '&', 'the', 'el', ',', 'del', 'de', 'la']);

/**
 * The token of "noches"/"nights" naming the days of `ci` and `co` as nights ("las noches del 19 y 20", "the nights
 * of the 5th and 6th"): the word before the first day (little words aside), the two days joined by "y"/"and".
 * Undefined when the days are not said so.
 */
function nightsListedWord(c: PhraseContext, ci: Item, co: Item): number | undefined {
  const between = c.toks.slice(ci.i1, co.i0);
  if (between.length === 0 || !between.every((t) => NIGHTS_LIST_JOINERS.has(t.t))) return undefined;
  if (!between.some((t) => t.t === 'y' || t.t === 'and' || t.t === '&')) return undefined;
  let k = ci.i0 - 1;
  while (k >= 0 && NIGHTS_LIST_LINKS.has(w(c, k))) k--;
  return k >= 0 && NIGHTS_LIST_WORDS.has(w(c, k)) ? k : undefined;
}

/** Whether a weekday or day-without-month point falls on `date`. */
/**
 * The date a day of the month or a weekday names inside the past period before `today` ("el 15 del mes
 * pasado": the 15th of last month; "el martes de la semana pasada": Tuesday of last week, weeks from Monday),
 * or undefined when the period holds no such day.
 */
function dayOfPastPeriod(today: string, period: 'week' | 'month' | 'year', pt: Pt): string | undefined {
  if (pt.p === 'day' && period === 'month') {
    const m = monthOf(today) === 1 ? 12 : monthOf(today) - 1;
    const y = monthOf(today) === 1 ? yearOf(today) - 1 : yearOf(today);
    return pt.d <= daysInMonth(y, m) ? ymd(y, m, pt.d) : undefined;
  }
  if (pt.p === 'wd' && period === 'week') return addDays(mondayOf(addDays(today, -7)), (pt.wd + 6) % 7);
  return undefined;
}

function pointOn(pt: Pt, date: string): boolean {
  return pt.p === 'wd' ? weekdayOf(date) === pt.wd : pt.p === 'day' ? dayOf(date) === pt.d : false;
}

/** The first date of `from`..`to` (both included) on which `pt` falls. */
function pointIn(pt: Pt, from: string, to: string): string | undefined {
  for (let d = from; d <= to; d = addDays(d, 1)) if (pointOn(pt, d)) return d;
  return undefined;
}

/**
 * A period's options with the weekdays or days said beside it ("puente de
 * reyes, llegamos el viernes"): an arrival is a day of the period or the day
 * before it ("llegamos el jueves"; before a single named day, up to three
 * days before: "el 30, para año nuevo"), a departure a day after the arrival
 * up to the day after the period's end; the period gives the end not said.
 * Nights said beside them win over the period's end. Options where a day
 * said does not fall are dropped (none left: nothing is claimed).
 */
function daysOfPeriod(options: Opt[], pts: (Item & { k: 'pt' })[], nights: number | undefined): Opt[] {
  let ci: (Item & { k: 'pt' }) | undefined;
  let co: (Item & { k: 'pt' }) | undefined;
  if (pts.length === 1) {
    const p = pts[0]!;
    if (p.checkout || (p.to && !p.checkin)) co = p;
    else ci = p;
  } else if (pts[0]!.checkout && !pts[1]!.checkout) [co, ci] = pts as [Item & { k: 'pt' }, Item & { k: 'pt' }];
  else [ci, co] = pts as [Item & { k: 'pt' }, Item & { k: 'pt' }];
  const out: Opt[] = [];
  for (const o of options) {
    const end = o.checkout ?? o.checkin;
    let checkin: string | undefined = o.checkin;
    if (ci)
      checkin =
        pointIn(ci.pt, o.checkin, o.checkout ? addDays(end, -1) : end) ??
        (o.checkout ? pointIn(ci.pt, addDays(o.checkin, -1), addDays(o.checkin, -1)) : pointIn(ci.pt, addDays(o.checkin, -3), addDays(o.checkin, -1)));
    if (!checkin) continue;
    let checkout = o.checkout;
    // A one-day period (a holiday) said with a weekday departure ("Thanksgiving Day, leaving Sunday"): the first such day within a week.
    if (co && !o.checkout && (co.pt.p === 'wd' || co.pt.p === 'day')) checkout = pointIn(co.pt, addDays(checkin, 1), addDays(checkin, 7));
    else if (co) checkout = pointIn(co.pt, addDays(checkin, 1), end) ?? pointIn(co.pt, addDays(end, 1), addDays(end, 1));
    else if (nights !== undefined) checkout = addDays(checkin, nights);
    if (co && !checkout) continue;
    if (checkout && checkout <= checkin) checkout = undefined;
    const opt: Opt = checkout ? { checkin, checkout, nights: daysBetween(checkin, checkout) } : { checkin };
    if (!out.some((x) => x.checkin === opt.checkin && x.checkout === opt.checkout)) out.push(opt);
  }
  return out;
}

/**
 * Named days and periods said beside a full range that holds them are the
 * reason of the trip, the range the stay: "Navidad, del 24 al 27", "del 13 al
 * 15 de febrero pa San Valentín", "Dec 30 - Jan 3, celebrating NYE", "del 23
 * de diciembre al 2 de enero para pasar navidad y año nuevo". Only when the
 * rest reads as exactly one stay with both ends and every named day (or a day
 * of every named period) falls inside it, ends included; a named day with an
 * arrival or departure word, or as an alternative, is never dropped.
 */
function namedInsideRange(c: PhraseContext, items: Item[]): Outcome | undefined {
  const isNamed = (it: Item) => (it.k === 'pt' && it.pt.p === 'fixed' && it.pt.label !== undefined) || (it.k === 'range' && !it.week && it.label !== undefined);
  const named = items.filter(isNamed);
  if (named.length === 0 || named.some((n) => n.alt || n.checkin || n.checkout)) return undefined;
  const rest = items.filter((it) => !named.includes(it));
  const pts = rest.filter((it) => it.k === 'pt');
  if (pts.length !== 2 || rest.some((it) => it.k === 'range' || it.k === 'month' || it.alt)) return undefined;
  const out = combine(c, rest);
  const o = out?.options.length === 1 ? out.options[0]! : undefined;
  if (!out || !o || o.invalid || !o.checkin || !o.checkout) return undefined;
  const inside = (from: string, to: string) => from <= o.checkout! && to >= o.checkin;
  for (const n of named) {
    const ok =
      n.k === 'pt' && n.pt.p === 'fixed' ? inside(n.pt.date, n.pt.date) : n.k === 'range' && n.options.some((x) => inside(x.checkin, x.checkout ?? x.checkin));
    if (!ok) return undefined;
  }
  for (const n of named) {
    out.used.push(...n.used);
    for (let k = (n.used[0] ?? n.i0) - 1; k >= 0 && REASON_WORDS.has(w(c, k)); k--) out.used.push(k);
  }
  return out;
}

/**
 * Class "holiday with a contradicting day": a named day (a holiday, "New
 * Year's Eve", "Navidad", "Thanksgiving") said with a day number that is not
 * its day ("New Year's Eve, the 30th", "Navidad, el 26", "Nochevieja, el
 * 30", "Christmas, Dec 23") takes neither silently: the named day and the
 * day said are offered as choices. The day is the named day's reason only
 * when said as the arrival for it — an arrival word on the day or a purpose
 * word before the named day ("el 30 para año nuevo", "arriving the 29th for
 * new year") — and at most three days before it. Range words ("del 23 hasta
 * navidad") and full ranges ("Navidad, del 24 al 27", see
 * {@link namedInsideRange}) are read elsewhere.
 */
function contradictedNamedDay(c: PhraseContext, items: Item[]): Outcome | undefined {
  const isNamed = (it: Item) =>
    (it.k === 'pt' && it.pt.p === 'fixed' && it.pt.label !== undefined) ||
    (it.k === 'range' && !it.week && it.label !== undefined && it.options.length > 0 && it.options.every((o) => !o.checkout));
  const named = items.filter(isNamed);
  const others = items.filter((it) => it.k === 'pt' && !isNamed(it));
  if (named.length !== 1 || others.length !== 1 || items.some((it) => it.k === 'range' && !isNamed(it)) || items.some((it) => it.k === 'month'))
    return undefined;
  const n = named[0]!;
  const o = others[0]! as Item & { k: 'pt' };
  if (o.pt.p !== 'day' && o.pt.p !== 'abs') return undefined;
  const roles = (it: Item) => it.alt || it.to || it.from || it.checkout;
  if (roles(n) || roles(o) || n.checkin) return undefined;
  const days = n.k === 'pt' && n.pt.p === 'fixed' ? [...(n.pt.alt ? [n.pt.alt] : []), n.pt.date] : n.k === 'range' ? n.options.map((x) => x.checkin) : [];
  if (days.length === 0) return undefined;
  const d = o.pt.p === 'day' ? nearestDay(days[days.length - 1]!, o.pt.d) : resolve(o.pt, c).date;
  if (!d || days.includes(d)) return undefined;
  let purpose = false;
  for (let k = (n.used[0] ?? n.i0) - 1; k >= 0 && k >= n.i0 - 4 && c.toks[k]!.k !== 'p'; k--) if (PURPOSE_WORDS.has(w(c, k))) purpose = true;
  for (const k of n.used) if (k < n.i0 && PURPOSE_WORDS.has(w(c, k))) purpose = true;
  const justBefore = days.some((x) => d < x && daysBetween(d, x) <= 3);
  if ((purpose || o.checkin) && justBefore) return undefined;
  const used = [...n.used, ...o.used];
  const dur = items.find((it): it is Item & { k: 'dur' } => it.k === 'dur');
  if (dur) used.push(...dur.used);
  const options = [...new Set([...days, d])]
    .sort()
    .filter((x) => x >= c.today)
    .map((x): Opt => (dur?.nights !== undefined ? { checkin: x, checkout: addDays(x, dur.nights), nights: dur.nights } : { checkin: x }));
  if (options.length === 0) return undefined;
  return { options, inferred: true, ask: true, used };
}

/**
 * Class "a weekday where the month goes": "15 de martes", "el 16 de lunes" (a phone's autocorrect of "marzo",
 * or a slip) name no date — no month has a Tuesday for a name — so neither the day nor the weekday is taken
 * and the dates are asked again. A weekday beside a day without "de" ("el 15, martes", "martes 15") is read as
 * usual.
 */
function weekdayAsMonth(c: PhraseContext, items: Item[]): boolean {
  return items.some((it) => {
    if (it.k !== 'pt' || it.pt.p !== 'wd') return false;
    let k = Math.min(...it.used, it.i0);
    if (w(c, k) !== 'de' && w(c, k) !== 'del') k -= 1;
    const day = c.toks[k - 1];
    return (w(c, k) === 'de' || w(c, k) === 'del') && day?.k === 'n' && day.n !== undefined && day.n >= 1 && day.n <= 31;
  });
}

/**
 * Class "a weekday some weeks ahead": "Friday in two weeks", "el viernes en dos semanas", "el viernes dentro de 3
 * semanas": which Friday (of the week that many weeks ahead, or that many weeks after the coming one) is not said the
 * same by everyone: asked, never the coming Friday with the offset read as the departure.
 */
function weekdayInWeeks(c: PhraseContext, items: Item[]): boolean {
  return items.some((it) => {
    if (it.k !== 'pt' || it.pt.p !== 'wd') return false;
    let k = Math.max(...it.used, it.i1 - 1) + 1;
    if (w(c, k) === 'dentro' && w(c, k + 1) === 'de') k += 2;
    else if (w(c, k) === 'in' || w(c, k) === 'en') k += 1;
    else return false;
    return countAt(c, k) !== undefined && /^(weeks?|semanas?)$/.test(w(c, k + 1));
  });
}

/**
 * Class "a vague length settled by an exact one": "a long weekend, 3 nights", "un finde largo, tres noches", "toda la
 * semana, 7 noches" — two lengths said, one exact and one whose possible lengths include it: the exact one. Any other pair of lengths is not
 * this class (the first is read, as before).
 */
function exactLengthAmong(durs: (Item & { k: 'dur' })[]): (Item & { k: 'dur' }) | undefined {
  if (durs.length !== 2) return undefined;
  const exact = durs.filter((d) => d.nights !== undefined && !d.amb && !d.hedged && !d.weekend);
  if (exact.length !== 1) return undefined;
  const other = durs.find((d) => d !== exact[0])!;
  // (a loose length said with the same exact one: "toda la semana, 7 noches")
  return other.amb?.includes(exact[0]!.nights!) || (other.hedged && other.nights === exact[0]!.nights) ? exact[0] : undefined;
}

/** Index of weekday `wd` (0 Sunday … 6 Saturday) in a Monday-first week (Monday 0 … Sunday 6). */
const mondayFirst = (wd: number) => (wd + 6) % 7;

/**
 * Class "weekday range with a week": two weekdays said with the week they
 * are in ("Mon–Wed next week", "de lunes a miércoles de la próxima semana",
 * "next week Monday to Thursday", "del martes al jueves de la semana que
 * viene", "de lunes a miércoles de esta semana", "Monday to Thursday of the week after next") are the days of that week
 * (Monday first): check-in the first, check-out the second, whatever day it
 * is said. Said on a Sunday, "next week" is the week starting tomorrow for
 * some and the week after for others → both are offered; "this week" said on
 * a Sunday is the week starting tomorrow, confirmed. A second weekday not
 * after the first in the week ("del viernes al lunes de la próxima semana"),
 * or a week said with the first weekday only ("entrada el viernes de la
 * próxima semana, salida el domingo") are read as usual.
 */
function weekdaysOfWeek(c: PhraseContext, items: Item[]): Outcome | undefined {
  const refs = items.filter((it) => (it.k === 'pt' || it.k === 'range') && (it as { weekOf?: WeekRef }).weekOf !== undefined) as (Item & { weekOf: WeekRef })[];
  if (refs.length !== 1) return undefined;
  const ref = refs[0]!;
  if (items.some((it) => it !== ref && it.k !== 'dur' && !(it.k === 'pt' && it.pt.p === 'wd'))) return undefined;
  // The weekdays said, in order: a plain weekday ("martes"), or the weekday of a day of that week ("jueves de la
  // próxima semana", read as its date or, asked on a weekend, as its two dates).
  const days: { it: Item; wd: number }[] = [];
  for (const it of items) {
    if (it.k === 'pt' && it.pt.p === 'wd') days.push({ it, wd: it.pt.wd });
    else if (it === ref && it.k === 'pt' && it.pt.p === 'fixed') days.push({ it, wd: weekdayOf(it.pt.date) });
    else if (it === ref && it.k === 'range' && !it.week && it.options[0]) days.push({ it, wd: weekdayOf(it.options[0].checkin) });
  }
  if (days.length !== 2 || days.some((d) => d.it.alt)) return undefined;
  let [a, b] = days.sort((x, y) => x.it.i0 - y.it.i0) as [(typeof days)[number], (typeof days)[number]];
  if (a.it.checkout && !b.it.checkout) [a, b] = [b, a];
  // The week said with the first weekday only ("entrada el viernes de la próxima semana, salida el domingo"): that
  // day of the week, the departure after it (read as usual).
  if (a.it === ref || mondayFirst(a.wd) >= mondayFirst(b.wd)) return undefined;
  const sunday = weekdayOf(c.today) === 0;
  const next = nextWeekday(1, c.today);
  // the week's Monday; said on a Sunday, "next week" and "the week after next" may each mean a week later too
  const first = ref.weekOf === 'this' ? (sunday ? next : mondayOf(c.today)) : ref.weekOf === 'next' ? next : addDays(next, 7);
  const mondays = sunday && ref.weekOf !== 'this' ? [first, addDays(first, 7)] : [first];
  const options: Opt[] = mondays.map((m) => {
    const checkin = addDays(m, mondayFirst(a.wd));
    const checkout = addDays(m, mondayFirst(b.wd));
    return { checkin, checkout, nights: daysBetween(checkin, checkout) };
  });
  const used = items.flatMap((it) => it.used);
  return { options, inferred: true, used, ...(sunday ? { ask: true } : {}) };
}

/** Verbs before a bare day that make it the day the stay is for ("pasar el 31", "celebrar el 24", "to spend the 31st"). */
const REASON_DAY_VERBS: ReadonlySet<string> = new Set(['pasar', 'celebrar', 'recibir', 'disfrutar', 'spend', 'celebrate', 'celebrating', 'enjoy']);
/** Little words between a reason verb and its day ("pasar EL 31", "spend THE 31st", "spend ON the 31st"). */
const REASON_DAY_LINKS: ReadonlySet<string> = new Set(['el', 'la', 'the', 'on']);

/** Whether `p` is a bare day with no role said right after one of `words`, little words between ("pasar EL 31", "pal 18"). */
function bareDayAfter(c: PhraseContext, p: Item & { k: 'pt' }, words: ReadonlySet<string>): boolean {
  if (p.pt.p !== 'day' || p.from || p.to || p.checkin || p.checkout || p.alt) return false;
  let k = p.i0 - 1;
  while (k >= 0 && REASON_DAY_LINKS.has(w(c, k))) k--;
  return k >= 0 && words.has(w(c, k));
}

/**
 * Class "bare days around the day of the trip's reason": a day without a month said as what the stay is for ("quiero
 * pasar el 31 en Cartagena", "to spend the 31st") beside an arrival and a departure that are bare days too ("llego el
 * 30 y me voy el 1"). The reason's day is the next such date (the 31st: 31 December); the stay holds it, so the arrival
 * is the last date with its day on or before the reason (30 December) and the departure the first date with its day on
 * or after the reason and after the arrival (1 January). Only when the two others are exactly an arrival and a
 * departure (or a range "del 30 al 1") of bare days, each within 15 days of the reason; otherwise not this class.
 */
function bareReasonDay(c: PhraseContext, items: Item[]): Outcome | undefined {
  const pts = items.filter((it): it is Item & { k: 'pt' } => it.k === 'pt');
  if (pts.length !== 3 || items.length !== 3) return undefined;
  const reasons = pts.filter((p) => bareDayAfter(c, p, REASON_DAY_VERBS));
  if (reasons.length !== 1) return undefined;
  const reason = reasons[0]!;
  const [a, b] = pts.filter((p) => p !== reason) as [Item & { k: 'pt' }, Item & { k: 'pt' }];
  if (a.pt.p !== 'day' || b.pt.p !== 'day' || a.i0 > b.i0) return undefined;
  if (!(a.checkin || a.from) || !(b.checkout || b.to) || a.alt || b.alt) return undefined;
  if (reason.pt.p !== 'day') return undefined;
  const day = nextDayOfMonth(reason.pt.d, c.today);
  if (!day) return undefined;
  // the arrival: the last date with its day on or before the reason's (this month or the one before)
  const y = yearOf(day);
  const m = monthOf(day);
  const checkin = [ymd(y, m, a.pt.d), m === 1 ? ymd(y - 1, 12, a.pt.d) : ymd(y, m - 1, a.pt.d)].find((x) => x !== undefined && x <= day);
  const checkout = checkin ? nextDayOfMonth(b.pt.d, day > checkin ? day : addDays(checkin, 1)) : undefined;
  if (!checkin || !checkout || checkin < c.today || daysBetween(checkin, day) > 15 || daysBetween(day, checkout) > 15) return undefined;
  const used = [...reason.used, ...a.used, ...b.used];
  for (let k = reason.i0 - 1; k >= 0 && (REASON_DAY_LINKS.has(w(c, k)) || REASON_WORDS.has(w(c, k))); k--) used.push(k);
  return { options: [{ checkin, checkout, nights: daysBetween(checkin, checkout) }], inferred: true, used };
}

/** Words joining two days whose nights are the stay ("hoy y mañana", "tonight and tomorrow night", "tonight + tomorrow night"). */
const TWO_DAYS_JOINERS: ReadonlySet<string> = new Set(['y', 'e', 'and', '&', '+', 'plus', 'el', 'la', 'the', 'noche', 'night']);

/** Verbs of setting off on the trip ("leaving", "salimos", "nos vamos"), unlike the hotel's words of check-out ("salida", "checkout"). */
const SETTING_OFF_WORDS = new Set(['salgo', 'salimos', 'saldria', 'saldriamos', 'saldre', 'saldremos', 'saliendo', 'leave', 'leaving', 'depart', 'departing']);
/** Words before a length said as the trip's ("for 5 nights", "por 3 noches", "durante una semana"). */
const FOR_LENGTH = new Set(['for', 'por', 'durante']);

/**
 * Class "setting off for a length" ("leaving this Sunday for 5 nights", "we leave on the 20th for a week", "salimos el
 * viernes por 3 noches", "nos vamos mañana por 2 noches"): a day said with a verb of setting off, then a length after
 * "for"/"por", is the trip's start, so the stay's check-in, never its check-out. The hotel's own word ("salida el
 * viernes, 3 noches") stays the check-out.
 */
function settingOff(c: PhraseContext, p: Item & { k: 'pt' }, durs: readonly (Item & { k: 'dur' })[]): boolean {
  if (!p.checkout || p.to || p.from) return false;
  const verb = p.used.find((k) => k < p.i0 && (SETTING_OFF_WORDS.has(w(c, k)) || (leaveVerbEnds(c, k) && w(c, k - 1) === 'nos')));
  if (verb === undefined || p.used.some((k) => k < p.i0 && k !== verb && CHECKOUT_WORDS.has(w(c, k)))) return false;
  if (arrivingThatDay(c, p.i1)) return true;
  return durs.some(
    (d) => d.nights !== undefined && d.i0 >= p.i1 && d.i0 <= p.i1 + 1 && FOR_LENGTH.has(w(c, d.used[0] === d.i0 ? d.i0 - 1 : (d.used[0] ?? d.i0))),
  );
}

/** Words of landing, besides the words of arrival ("and land the same afternoon", "y aterrizo ese mismo día"). */
const LANDING_WORDS: ReadonlySet<string> = new Set(['land', 'landing', 'aterrizo', 'aterrizamos', 'aterrizando', 'get', 'getting', 'llegar']);

/**
 * Class "set off and arrive the same day" ("leave on the 14th and land the same afternoon", "salimos el 14 y
 * llegamos ese mismo día"): right after the day, a word of arriving or landing, then "the same"/"that same"/"el
 * mismo"/"ese mismo" and a day or a part of it. The day set off on is the arrival, the stay's check-in.
 */
function arrivingThatDay(c: PhraseContext, end: number): boolean {
  let k = /^(y|e|and|then|luego)$/.test(w(c, end)) ? end + 1 : end;
  if (/^(we|i|nos)$/.test(w(c, k))) k++;
  if (!CHECKIN_WORDS.has(w(c, k)) && !LANDING_WORDS.has(w(c, k))) return false;
  k++;
  if (/^(in|there|alla|alli)$/.test(w(c, k))) k++;
  if (!/^(the|that|el|ese|esa|la)$/.test(w(c, k)) || !/^(same|mismo|misma)$/.test(w(c, k + 1))) return false;
  return /^(day|dia|date|fecha)$/.test(w(c, k + 2)) || DAY_PARTS.has(w(c, k + 2));
}

/**
 * Class "the nights of two days": two consecutive days joined by "y"/"and", with no word of arriving, leaving or
 * range ("esta noche y mañana", "para hoy y mañana", "tonight and tomorrow night", "el viernes y el sábado") are the
 * nights of both: check-in the first, check-out the day after the second, 2 nights. "entre el 15 y el 16" is a
 * range, and days that are not consecutive are read as before.
 */
function nightsOfTwoDays(c: PhraseContext, items: Item[]): Outcome | undefined {
  const pts = items.filter((it): it is Item & { k: 'pt' } => it.k === 'pt');
  const durs = items.filter((it) => it.k === 'dur');
  // the week both weekdays are in, said after them ("la del viernes y la del sábado de la semana entrante")
  // (or the weekend they are days of, said before or after them: "el otro finde, viernes y sábado")
  // (or a named period they are days of: "Semana Santa, bueno, solo jueves y viernes santo", "semana santa, jueves y
  // viernes")
  const weekend = (it: Item & { k: 'range' }) => (it.label === 'weekend' || it.label === 'fin de semana') && it.options.length === 1;
  const namedPeriod = (it: Item & { k: 'range' }) =>
    !it.week && !weekend(it) && it.label !== undefined && it.options.length === 1 && it.options[0]!.checkout !== undefined && !it.ask && !it.alt;
  const weeks = items.filter(
    (it): it is Item & { k: 'range' } => it.k === 'range' && ((!!it.week && it.i0 > Math.max(...pts.map((p) => p.i0))) || weekend(it) || namedPeriod(it)),
  );
  // (a phrase read and set aside, such as a baby's age "de 10 meses", is no third date)
  const asides = items.filter((it) => it.k === 'skip' && !it.spoils);
  if (pts.length !== 2 || items.length !== pts.length + durs.length + weeks.length + asides.length || durs.length > 1 || weeks.length > 1) return undefined;
  const dur = durs[0] as (Item & { k: 'dur' }) | undefined;
  if (dur && dur.nights !== 2) return undefined;
  const [a, b] = pts as [Item & { k: 'pt' }, Item & { k: 'pt' }];
  const week = weeks[0];
  const period = week && namedPeriod(week) ? week.options[0]! : undefined;
  if (week && !period && (a.pt.p !== 'wd' || b.pt.p !== 'wd')) return undefined;
  // (a named period's days are weekdays or its own named days: "jueves y viernes santo")
  if (period && ![a, b].every((p) => p.pt.p === 'wd' || p.pt.p === 'fixed')) return undefined;
  // The second day carries "to" when the joiner itself was read as a range word ("hoy y mañana"): allowed only then.
  const firstUsed = Math.min(...a.used, a.i0);
  const endA = Math.max(...a.used, a.i1 - 1);
  const startB = b.i0;
  // "la (noche) del viernes y la del sábado", "las noches del 19 y del 20" (class: "del" said again before the second
  // day): two days listed, not a range opened by "del" (a range closes with "al")
  // ("la noche de velitas y la del 8": "y la del" opens the second night after a night named)
  const delAgain =
    (/^(del|de)$/.test(w(c, a.i0 - 1)) || (w(c, a.i0) === 'noche' && w(c, a.i0 - 1) === 'la')) &&
    /^(del|de)$/.test(w(c, startB - 1)) &&
    (/^(del|de)$/.test(w(c, a.i0 - 1)) || (/^(la|el)$/.test(w(c, startB - 2)) && /^(y|e)$/.test(w(c, startB - 3))));
  const listedRoles = (p: Item & { k: 'pt' }) => p.checkin || p.checkout || (p.from && !delAgain) || p.alt;
  if (listedRoles(a) || a.to || listedRoles(b) || a.i0 > b.i0) return undefined;
  if ((/^(entre|between|del|from|desde|de)$/.test(w(c, firstUsed - 1)) && !delAgain) || a.used.some((k) => /^(entre|between)$/.test(w(c, k)))) return undefined;
  let joined = false;
  for (let k = endA + 1; k < startB; k++) {
    if (!TWO_DAYS_JOINERS.has(w(c, k)) && !(delAgain && k === startB - 1)) return undefined;
    if (/^(y|e|and|&|\+|plus)$/.test(w(c, k))) joined = true;
  }
  // ("tonight + tomorrow night": the plus sign is no token, it stands between them in the text)
  const gap = c.said !== undefined && c.toks[endA] && c.toks[startB] ? c.said.slice(c.toks[endA]!.e, c.toks[startB]!.s) : '';
  if (/^\s*\+\s*$/.test(gap)) joined = true;
  if (!joined) return undefined;
  // "el 14 y el 15 de agosto": a bare day before a date with its month is in that month (the day before it)
  const monthOfSecond = (): string | undefined => {
    if (a.pt.p !== 'day' || b.pt.p !== 'abs') return undefined;
    const second = resolve(b.pt, c).date;
    return second && dayOf(addDays(second, -1)) === a.pt.d ? addDays(second, -1) : undefined;
  };
  // (the first day's weekday inside the week or weekend said with it)
  const wd = a.pt.p === 'wd' ? a.pt.wd : undefined;
  const dayOfWeek = (o: Opt): string | undefined =>
    [0, 1, 2, 3, 4, 5, 6].map((d) => addDays(o.checkin, d)).find((d) => d <= (o.checkout ?? o.checkin) && weekdayOf(d) === wd);
  const first = week && (!period || wd !== undefined) ? week.options.map(dayOfWeek).find((d) => d !== undefined) : (monthOfSecond() ?? resolve(a.pt, c).date);
  if (!first) return undefined;
  // (both nights inside the period named: its last night is the day before its end)
  if (period && (first < period.checkin || addDays(first, 1) >= period.checkout!)) return undefined;
  const next = addDays(first, 1);
  const second =
    b.pt.p === 'wd' ? (weekdayOf(next) === b.pt.wd ? next : undefined) : b.pt.p === 'day' ? (dayOf(next) === b.pt.d ? next : undefined) : resolve(b.pt, c).date;
  if (second !== next) return undefined;
  const used = [...a.used, ...b.used, ...(dur ? dur.used : []), ...(week ? week.used : [])];
  for (let k = endA + 1; k < startB; k++) used.push(k);
  const both = { checkin: first, checkout: addDays(first, 2), nights: 2 };
  // Class "two day numbers listed" ("el 12 y 13", "el 12 y el 13 de diciembre", "the 5th and 6th"): the nights of both
  // (out the day after the second) or in on the first and out on the second — asked back, unless a length or the word
  // "noches"/"nights" settles it ("las noches del 12 y 13", "el 12 y 13, 2 noches").
  const numbered = (p: Item & { k: 'pt' }) => p.pt.p === 'day' || p.pt.p === 'abs';
  const nightsWord = nightsListedWord(c, a, b);
  if (nightsWord !== undefined) used.push(nightsWord);
  else if (numbered(a) && numbered(b) && !dur) return { options: [both, { checkin: first, checkout: next, nights: 1 }], inferred: true, used };
  // "mañana y pasado" ("pasado" for "pasado mañana"): read either way by guests, asked the same way
  else if (w(c, b.i0) === 'pasado' && w(c, b.i0 + 1) !== 'manana' && !dur)
    return { options: [both, { checkin: first, checkout: next, nights: 1 }], inferred: true, used };
  // Class "Saturday and Sunday": a weekend's two days, Sunday last, may be its two nights or in on Saturday and out on
  // Sunday (most go home on Sunday): asked back the same way, unless a length or "noches"/"nights" settles it.
  else if (b.pt.p === 'wd' && b.pt.wd === 0 && !dur && !/^(noches|nights)$/.test(w(c, Math.max(...b.used, b.i1 - 1) + 1)) && !weekendBefore(c, firstUsed))
    return { options: [both, { checkin: first, checkout: next, nights: 1 }], inferred: true, used };
  return { options: [both], inferred: a.pt.p !== 'fixed', used };
}

/** Whether a weekend is named in the few words before token `k` ("fin de semana: sábado y domingo"): that reading stands. */
function weekendBefore(c: PhraseContext, k: number): boolean {
  for (let j = Math.max(0, k - 4); j < k; j++) if (/^(semana|finde|weekend)$/.test(w(c, j))) return true;
  return false;
}

/** Words before a bare day that say the stay is for it ("pal 18", "para el 18", "for the 18th"). */
const FOR_DAY_WORDS: ReadonlySet<string> = new Set(['para', 'pa', 'pal', 'for']);

/**
 * Class "a day the stay is for, beside the stay": "pal dieciocho, del 17 al 20 de septiembre", "para el 24, del 22
 * al 26", "for the 4th, from the 3rd to the 6th". A bare day said after a word of purpose, with no arrival or
 * departure word, beside a range with both ends that holds a date with that day, is the reason of the trip: the
 * range is the stay. Otherwise not this class.
 */
function purposeDayInsideRange(c: PhraseContext, items: Item[]): Outcome | undefined {
  const pts = items.filter((it): it is Item & { k: 'pt' } => it.k === 'pt');
  if (pts.length !== 3 || items.length !== 3) return undefined;
  const purposes = pts.filter((p) => bareDayAfter(c, p, FOR_DAY_WORDS));
  if (purposes.length !== 1) return undefined;
  const purpose = purposes[0]!;
  const rest = items.filter((it) => it !== purpose);
  const out = combineItems(c, rest);
  const o = out?.options.length === 1 ? out.options[0]! : undefined;
  if (!out || !o || o.invalid || !o.checkin || !o.checkout || out.ask) return undefined;
  const d = (purpose.pt as { d: number }).d;
  let holds = false;
  for (let x = o.checkin; x <= o.checkout; x = addDays(x, 1)) if (dayOf(x) === d) holds = true;
  if (!holds) return undefined;
  const used = [...out.used, ...purpose.used];
  for (let k = purpose.i0 - 1; k >= 0 && (REASON_DAY_LINKS.has(w(c, k)) || FOR_DAY_WORDS.has(w(c, k))); k--) used.push(k);
  return { ...out, used };
}

/** The long weekend (not begun) of the holiday `pt` names by its label, when that holiday falls on a Monday. */
function holidayLongWeekend(c: PhraseContext, pt: Pt): LongWeekend | undefined {
  if (pt.p !== 'fixed' || pt.label === undefined) return undefined;
  const { date, label } = pt;
  return longWeekendsOf(yearOf(date)).find(
    (p) => (p.holiday.date === date || p.holiday.original === date) && (p.holiday.name.es === label || p.holiday.name.en === label) && p.checkin >= c.today,
  );
}

/**
 * Combine the phrases into options of a stay (before the checks).
 *
 * Class "hedged day": a day said with a word of "about" ("around the 15th", "alrededor del 20", "2 nights around the
 * 15th") is not fixed by the guest: the stay read is said back as the one choice (asked), never taken.
 */
/** Most nights from a weekday to a dated end read as the coming weekday without asking ("from Friday to the 11th"). */
const WEEK_NIGHTS = 7;

/**
 * Class: a range from a weekday to a dated end ("from Sat to Ash Wednesday", "del viernes a Navidad", "del sábado al
 * 20 de febrero"): the weekday may be the coming one or the one in the week before the end. Within a week of the end
 * the coming one is the only reading. Further, both are asked (the coming one first); when the coming one would make a
 * stay over the limit, the weekday before the end is the one reading, said back to confirm.
 */
function weekdayBeforeEnd(c: PhraseContext, ci: Item | undefined, co: Item | undefined, out: Outcome): void {
  if (ci?.k !== 'pt' || co?.k !== 'pt' || ci.pt.p !== 'wd' || co.pt.p === 'wd' || ci.wdCheck !== undefined || out.options.length !== 1) return;
  const o = out.options[0]!;
  if (o.invalid || !o.checkin || !o.checkout || o.nights === undefined || o.nights <= WEEK_NIGHTS) return;
  const back = (weekdayOf(o.checkout) - ci.pt.wd + 7) % 7 || 7;
  const before = addDays(o.checkout, -back);
  if (before <= o.checkin || before < c.today) return;
  const late: Opt = { checkin: before, checkout: o.checkout, nights: back };
  out.options = o.nights > MAX_NIGHTS ? [late] : [o, late];
  out.inferred = true;
  out.ask = true;
}

export function combine(c: PhraseContext, items: Item[]): Outcome | undefined {
  const out = combineItems(c, items);
  if (!out || out.options.length === 0) return out;
  const taken = new Set(out.used);
  if (items.some((it) => it.roughly && it.k !== 'dur' && it.used.some((k) => taken.has(k)))) out.ask = true;
  return out;
}

/**
 * Class "a named day said by its own weekday" ("el domingo del Día de la Madre", "el domingo de Pascua" said as two
 * phrases): the weekday, then "de"/"del" and a named day that falls on it, is that day, never a range from the weekday
 * to it.
 */
/**
 * Whether the words from token `k` say the guest leaves on the day just said ("hasta el 18 inclusive (sale ese día)",
 * "until the 18th inclusive, checking out that day"): a word of leaving, then "ese día"/"that day"/"el mismo día".
 */
function leavesThatDay(c: PhraseContext, k: number): boolean {
  for (let j = k; j < Math.min(c.toks.length, k + 5); j++) {
    if (!(CHECKOUT_WORDS.has(w(c, j)) || leaveVerbEnds(c, j) || /^(sale|salgo|out)$/.test(w(c, j)))) continue;
    const rest = [w(c, j + 1), w(c, j + 2), w(c, j + 3)].join(' ');
    return /^(ese dia|that day|el mismo|the same|on that)/.test(rest);
  }
  return false;
}

/** Words saying a period is meant whole ("the whole long weekend", "todo el puente"). */
const WHOLE_WORDS: ReadonlySet<string> = new Set(['whole', 'entire', 'all', 'todo', 'toda', 'completo']);

function namedDayByItsWeekday(c: PhraseContext, items: Item[]): Outcome | undefined {
  if (items.length !== 2) return undefined;
  const [a, b] = items as [Item, Item];
  if (a.k !== 'pt' || b.k !== 'pt' || a.pt.p !== 'wd' || b.pt.p !== 'fixed' || b.pt.label === undefined) return undefined;
  const joined = b.used.includes(a.i1) && /^(de|del)$/.test(w(c, a.i1));
  if (!joined || weekdayOf(b.pt.date) !== a.pt.wd) return undefined;
  return { options: [{ checkin: b.pt.date }], inferred: true, label: b.pt.label, used: [...a.used, ...b.used] };
}

function combineItems(c: PhraseContext, items: Item[]): Outcome | undefined {
  if (items.length === 0) return undefined;
  if (weekdayAsMonth(c, items) || weekdayInWeeks(c, items)) return { options: [], inferred: true, ask: true, used: items.flatMap((it) => it.used) };
  const own = namedDayByItsWeekday(c, items);
  if (own) return own;
  const reason = namedInsideRange(c, items) ?? bareReasonDay(c, items) ?? purposeDayInsideRange(c, items) ?? nightsOfTwoDays(c, items);
  if (reason) return reason;
  const contradicted = contradictedNamedDay(c, items);
  if (contradicted) return contradicted;
  const ofWeek = weekdaysOfWeek(c, items);
  if (ofWeek) return ofWeek;
  const used: number[] = [];
  const take = (it: Item) => used.push(...it.used);
  let pts = items.filter((it): it is Item & { k: 'pt' } => it.k === 'pt');
  // Class "the arrival day said twice" ("hoy mismo llego esta noche", "el 15, llego el 15", "today, arriving tonight"):
  // the same day said again with the word of arrival, and no other role, is one check-in, never a stay of no nights;
  // so is the same day said again after a sentence's end or a word of "only" ("Saturday. Just Saturday night"), never
  // a week from one to the other
  if (pts.length === 2) {
    const [a, b] = pts as [Item & { k: 'pt' }, Item & { k: 'pt' }];
    const plain = (x: Item & { k: 'pt' }) => !x.to && !x.from && !x.checkout && !x.alt;
    const firstOfB = Math.min(b.i0, ...b.used);
    const endOfA = c.toks[Math.max(...a.used, a.i1 - 1)];
    const startOfB = c.toks[firstOfB];
    const restated =
      a.i1 <= firstOfB &&
      (/^(just|only|solo|solamente)$/.test(w(c, firstOfB - 1)) ||
        (c.said !== undefined && endOfA !== undefined && startOfB !== undefined && /[.!?]/.test(c.said.slice(endOfA.e, startOfB.s))));
    if (
      plain(a) &&
      plain(b) &&
      !a.checkin &&
      (b.checkin || restated) &&
      resolve(a.pt, c).date !== undefined &&
      resolve(a.pt, c).date === resolve(b.pt, c).date
    ) {
      b.used = [...new Set([...a.used, ...b.used])].sort((x, y) => x - y);
      pts = [b];
      items = items.filter((it) => it !== a);
    }
  }
  // Class "a date said again to be clear" ("12/05 - that's December 5th", "primero de marzo, primero de marzo, sí, el
  // primero de marzo"): the same day said again after a comma, or after a dash with words that restate it, is that
  // one day, never a stay of no nights
  for (let n = 0; n + 1 < pts.length; ) {
    const a = pts[n]!;
    const b = pts[n + 1]!;
    const endOfA = c.toks[Math.max(...a.used, a.i1 - 1)];
    const startOfB = c.toks[Math.min(b.i0, ...b.used)];
    const gap = c.said !== undefined && endOfA && startOfB && endOfA.e <= startOfB.s ? c.said.slice(endOfA.e, startOfB.s) : undefined;
    // (words of restating after a dash make it no range's dash: "12/05 - that's December 5th")
    const said = gap !== undefined && RESTATING.test(gap) && /\p{L}/u.test(gap);
    const again = gap !== undefined && (/^\s*,\s*$/.test(gap) || RESTATING.test(gap));
    const plain = (x: Item & { k: 'pt' }) => !x.checkout && !x.alt && !x.checkin && (said || (!x.to && !x.from));
    // (a numeric date of two readings said again in words is the reading said: "12/05 - that's December 5th")
    const bDate = resolve(b.pt, c).date;
    const aDates = readingsOf(a.pt, c.lang, c.order).map((r) => resolve(asAbs(a.pt, r), c).date);
    if (again && plain(a) && plain(b) && bDate !== undefined && aDates.includes(bDate)) {
      delete b.to;
      delete b.from;
      b.used = [...new Set([...a.used, ...b.used])].sort((x, y) => x - y);
      items = items.filter((it) => it !== a);
      pts = pts.filter((it) => it !== a);
    } else n++;
  }
  // Class "the range's ends said again as the arrival and the departure" ("del 5 al 9 de junio, llegando el 5 y saliendo
  // el 9", "from 6 to 11 of july, we fly home the 11", "del 6 al 11 de julio, salimos el 11"): one check-in and one
  // check-out, never second dates. (The departure joined by "y" to the arrival said again is no range's end.)
  const restates = (q: (typeof pts)[number], end: 'from' | 'to'): boolean =>
    end === 'from'
      ? !!q.checkin && !q.to && !q.from && !q.alt && !q.checkout
      : !!q.checkout && (!q.to || /^(y|e|and)$/.test(w(c, q.used[0]!))) && !q.from && !q.alt;
  for (const end of ['from', 'to'] as const)
    for (const q of [...pts]) {
      if (!restates(q, end)) continue;
      const said = pts.find((t) => t !== q && t[end] && !(end === 'from' ? t.checkin : t.checkout) && t.i0 < q.i0);
      const date = said ? resolve(said.pt, c).date : undefined;
      if (!said || !date) continue;
      const on = (d: string) => (q.pt.p === 'day' ? dayOf(d) === q.pt.d : resolve(q.pt, c).date === d);
      // (the departure the day after the range's end: its last day was slept, "the 14th through the 20th, flying out
      // the 21st", "workshop Jan 12 to 23, leaving on the 24th")
      // (a bare day's end across a month's end is left as said: "the 30th through the 31st, leaving the 1st")
      const dayAfter = end === 'to' && !on(date) && on(addDays(date, 1)) && (said.pt.p !== 'day' || (q.pt.p === 'day' && q.pt.d === said.pt.d + 1));
      if (!on(date) && !dayAfter) continue;
      // (a bare day stays a bare day, placed by the range's start: "Jan 12 to 23, leaving on the 24th")
      if (dayAfter) said.pt = said.pt.p === 'day' && q.pt.p === 'day' ? { p: 'day', d: q.pt.d } : { p: 'fixed', date: addDays(date, 1) };
      said.used = [...new Set([...said.used, ...q.used])].sort((x, y) => x - y);
      pts = pts.filter((p) => p !== q);
      items = items.filter((it) => it !== q);
    }
  // Class "somewhere else until the stay begins" ("we are in Bogotá until the 14th, so here from the 14th to the 18th",
  // "en Medellín hasta el 5 y acá del 5 al 8"): an end said before a whole range, on the day that range begins, ends
  // the time before the stay; the range is the stay
  const froms = pts.filter((p) => p.from && !p.to);
  const tos = pts.filter((p) => p.to && !p.from);
  if (pts.length === 3 && froms.length === 1 && tos.length === 2) {
    const [early, late] = tos[0]!.i0 < tos[1]!.i0 ? [tos[0]!, tos[1]!] : [tos[1]!, tos[0]!];
    const start = froms[0]!;
    const day = (x: Item & { k: 'pt' }) => resolve(x.pt, c).date;
    if (early.i0 < start.i0 && start.i0 < late.i0 && day(early) !== undefined && day(early) === day(start)) {
      start.used = [...new Set([...early.used, ...start.used])].sort((x, y) => x - y);
      pts = pts.filter((p) => p !== early);
      items = items.filter((it) => it !== early);
    }
  }
  let ranges = items.filter((it): it is Item & { k: 'range' } => it.k === 'range');
  // Class "a named long weekend said again as a whole" ("Labor Day weekend, the whole long weekend", "el puente de
  // reyes, todo el puente", "Memorial Day weekend, the whole weekend"): the weekend not named after it is that one
  // again, never a second period
  if (ranges.length === 2 && ranges[0]!.label !== undefined && !ranges[0]!.unnamed && !ranges[0]!.repeat && ranges[0]!.i1 <= ranges[1]!.i0) {
    const again = ranges[1]!;
    const first = Math.min(again.i0, ...again.used);
    const lead = /^(the|el|la)$/.test(w(c, first - 1)) ? first - 2 : first - 1;
    if ((again.unnamed || again.repeat === 'weekend') && WHOLE_WORDS.has(w(c, lead))) {
      ranges[0]!.used = [...new Set([...ranges[0]!.used, ...again.used, lead, first - 1])].sort((x, y) => x - y);
      items = items.filter((it) => it !== again);
      ranges = [ranges[0]!];
    }
  }
  const durs = items.filter((it): it is Item & { k: 'dur' } => it.k === 'dur');
  const months = items.filter((it): it is Item & { k: 'month' } => it.k === 'month');
  const pasts = items.filter((it): it is Item & { k: 'past' } => it.k === 'past');

  // Class "a long weekend named by a holiday said apart": "para la Independencia de Cartagena, llegando el viernes
  // del puente", "el puente, para reyes": a long weekend not named ("el puente", "the long weekend") beside one
  // holiday said without a role is that holiday's long weekend (Friday to its Monday), and a weekday said with it is a
  // day of that long weekend. A holiday without a long weekend (not on a Monday, or its Friday gone) leaves the
  // long weekend asked.
  if (ranges.length === 1 && ranges[0]!.unnamed) {
    const holidays = pts.filter((p) => p.pt.p === 'fixed' && p.pt.label !== undefined && !p.to && !p.from && !p.checkin && !p.checkout);
    const h = holidays.length === 1 ? holidays[0]! : undefined;
    const lw = h ? holidayLongWeekend(c, h.pt) : undefined;
    if (h && lw) {
      take(h);
      for (let k = (h.used[0] ?? h.i0) - 1; k >= 0 && REASON_WORDS.has(w(c, k)); k--) used.push(k);
      const label = c.lang === 'en' ? `${lw.holiday.name.en} long weekend` : `puente de ${lw.holiday.name.es}`;
      const { ask: _ask, unnamed: _unnamed, ...r } = ranges[0]!;
      ranges = [{ ...r, options: [{ checkin: lw.checkin, checkout: lw.checkout, nights: 3 }], label }];
      pts = pts.filter((p) => p !== h);
    }
  }
  // Class "a day named by its holiday, and the weekend said apart" ("amor y amistad en Cartagena, el fin de semana",
  // "Halloween in Medellín, the weekend"): a holiday on a Friday, Saturday or Sunday beside a weekend said with no day
  // of its own is the weekend around it (Friday to Sunday), never this weekend, never the holiday alone (said on a
  // weekend, "el fin de semana" offers the rest of this one or the next: neither is meant either)
  if (ranges.length === 1 && ranges[0]!.repeat === 'weekend' && ranges[0]!.options.length > 0 && pts.length === 1 && !ranges[0]!.week) {
    const h = pts[0]!;
    // (a holiday of two possible days, "Navidad": 24 or 25, stays asked)
    const wd = h.pt.p === 'fixed' && h.pt.label !== undefined && !h.pt.alt && !h.to && !h.from && !h.checkin && !h.checkout ? weekdayOf(h.pt.date) : undefined;
    if (h.pt.p === 'fixed' && (wd === 5 || wd === 6 || wd === 0)) {
      const friday = addDays(h.pt.date, wd === 5 ? 0 : wd === 6 ? -1 : -2);
      take(h);
      ranges = [{ ...ranges[0]!, options: [{ checkin: friday, checkout: addDays(friday, 2), nights: 2 }], label: h.pt.label, anchor: friday }];
      pts = [];
    }
  }
  // Class "two exact lengths that disagree" ("a week but 6 nights", "una semana pero 6 noches"): the one said after
  // "but"/"pero"/"I mean" is the length meant; otherwise which is asked, never the first taken silently
  // (a price per night is no length: "budget around 100 USD a night"; a length explained in brackets is the same one:
  // "8 nights (one week + 1)"; the one settled at the end is meant: "… then extend to 4N if … — book 3")
  const firstOf = (d: Item) => Math.min(d.i0, ...d.used);
  const perNight = (d: Item & { k: 'dur' }) =>
    d.nights === 1 && [1, 2, 3].some((x) => c.toks[firstOf(d) - x]?.k === 'n' || /^(usd|cop|dolares|pesos|k|mil|eur|euros)$/.test(w(c, firstOf(d) - x)));
  const bracketed = (d: Item) => c.toks.slice(0, firstOf(d)).filter((t) => t.t === '(').length > c.toks.slice(0, firstOf(d)).filter((t) => t.t === ')').length;
  const exacts = durs.filter((d) => d.nights !== undefined && !d.amb && !d.hedged && !d.weekend && !perNight(d));
  const disagree = durs.length === 2 && exacts.length === 2 && exacts[0]!.nights !== exacts[1]!.nights && !bracketed(exacts[1]!);
  const meant = disagree && /^(but|pero|mas|sino|really|actually|realmente)$/.test(w(c, firstOf(exacts[1]!) - 1)) ? exacts[1] : undefined;
  // (the second is part of the stay or the length of something else: "una semana, pero mi suegra solo las primeras 3
  // noches", "10 nights, the project runs two weeks": the first stands)
  const otherLength = disagree && [1, 2, 3].some((x) => /^(only|solo|runs|lasts|dura|duran)$/.test(w(c, firstOf(exacts[1]!) - x)));
  if (disagree && !meant && !otherLength && !SETTLED_AT_END.test(c.said ?? ''))
    return { options: [], inferred: true, nightsAmb: [exacts[0]!.nights!, exacts[1]!.nights!].sort((a, b) => a - b), used: durs.flatMap((d) => d.used) };
  const dur = meant ?? (otherLength ? exacts[0] : undefined) ?? exactLengthAmong(durs) ?? durs[0];
  if (meant) take(exacts[0]!);
  const out: Outcome = { options: [], inferred: false, used };
  // The vague lengths the exact one settles are read too ("a long weekend, 3 nights").
  for (const d of durs) if (d !== dur && dur?.nights !== undefined && d.amb?.includes(dur.nights)) take(d);
  // Class "a day of a past period": "el 15 del mes pasado", "the 3rd of last month", "el martes de la semana
  // pasada": the day lies in that past period, so the date is past and refused as such, never moved on to the
  // next month or week.
  // Class "a stay begun in the past": "check in yesterday, out tomorrow", "desde ayer hasta el viernes" — a past
  // day beside the stay's end only (a day said with a word of leaving): the arrival is past, refused as such; the end
  // is never taken as the arrival. A past day beside a day with no such word ("llegamos ayer a Colombia, queremos
  // Cartagena el viernes") is read as before.
  // A word of leaving among the day's words ("salida el viernes"), or "out" beside an arrival said in the past.
  const endSaid = (p: Item & { k: 'pt' }) => p.checkout || p.to || p.used.some((k) => CHECKOUT_WORDS.has(w(c, k)) || w(c, k) === 'out');
  if (pasts[0] && ranges.length === 0 && pts.length === 1 && endSaid(pts[0]!)) {
    take(pasts[0]);
    take(pts[0]!);
    out.past = pasts[0].date;
    return out;
  }
  const pastPeriod = pasts[0];
  if (pastPeriod?.period && ranges.length === 0 && pts.length === 1 && (pts[0]!.pt.p === 'day' || pts[0]!.pt.p === 'wd')) {
    take(pastPeriod);
    take(pts[0]!);
    out.past = dayOfPastPeriod(c.today, pastPeriod.period, pts[0]!.pt) ?? pastPeriod.date;
    return out;
  }
  if (dur) {
    take(dur);
    if (dur.tooLong !== undefined) out.tooLong = dur.tooLong;
    if (dur.months !== undefined) out.months = dur.months;
    if (dur.amb) out.nightsAmb = dur.amb;
    if (dur.amb && dur.days !== undefined) out.nightsDays = dur.days;
    if (dur.nights !== undefined) out.nights = dur.nights;
    if (dur.hedged) out.hedged = true;
    if (dur.label) out.label = dur.label;
  }
  // A month said apart from a day: "en diciembre, el 15" → 15 December. Said after a range's two days, it is the end's
  // month, as a month's name there is ("del 28 al 2, enero"): the start takes it from the end, the month before when its
  // day is later. A month said from now there, after a later start day ("del 28 al 2 del otro mes", "from the 28th to
  // the 2nd of next month"), is the month after the start's: the next 28th, then the 2nd after it.
  const month = months[0];
  if (month && pts.length > 0 && pts.every((p) => p.pt.p === 'day')) {
    take(month);
    const dayOf = (n: number) => (pts[n]!.pt as { d: number }).d;
    const of = pts.length === 2 && month.i0 > pts[1]!.i0 ? 1 : 0;
    // (only across a month's end, as a month's name there is: "del 15 al 10 del mes que viene" is no 26-night stay)
    const crossing =
      of === 1 && month.y !== undefined && dayOf(0) > dayOf(1) && daysInMonth(month.y, month.m === 1 ? 12 : month.m - 1) - dayOf(0) + dayOf(1) <= 15;
    if (!crossing) pts = pts.map((p, n) => (n === of ? { ...p, pt: { p: 'abs', d: dayOf(n), m: month.m, ...(month.y ? { y: month.y } : {}) } } : p));
  }

  // Class "indefinite weekend": "un finde", "a weekend in March", "a long weekend" said with no day of the stay is
  // some weekend, not the coming one, and its nights are not sure (Friday or Saturday to Sunday or Monday): which one
  // is asked — the month's day when a month is said, else the coming four weekends — and no length is taken. At the
  // nights question (the check-in known) it is the two nights of a weekend.
  const someWeekend = dur?.weekend === true && pts.length === 0 && ranges.length === 0 && !c.nightsQuestion;
  if (someWeekend) delete out.nights;
  if (someWeekend && !month) {
    const r = comingWeekends(c);
    if (r.k !== 'range') return undefined;
    out.options = r.options.map((o) => ({ ...o }));
    out.inferred = true;
    out.ask = true;
    if (r.label) out.label = r.label;
    return out;
  }
  if (pts.length === 0 && ranges.length === 0) {
    if (month) {
      take(month);
      const y = month.y ?? (month.m >= monthOf(c.today) ? yearOf(c.today) : yearOf(c.today) + 1);
      const lastDay = ymd(y, month.m, daysInMonth(y, month.m))!;
      out.monthOnly = { year: y, month: month.m, ...(lastDay < c.today && c.rule === 'future' ? { past: ymd(y, month.m, 1)! } : {}) };
      return out;
    }
    if (pasts[0]) {
      take(pasts[0]);
      out.past = pasts[0].date;
      return out;
    }
    return dur ? out : undefined;
  }
  // "la próxima semana, el miércoles": the weekday of that week.
  const week = ranges.find((r) => r.week);
  if (week && pts.length === 1 && pts[0]!.pt.p === 'wd' && ranges.length === 1) {
    const wd = (pts[0]!.pt as { wd: number }).wd;
    const day = week.options.find((o) => weekdayOf(o.checkin) === wd);
    if (day) {
      take(week);
      pts = [{ ...pts[0]!, pt: { p: 'fixed', date: day.checkin, inferred: true } }];
      out.inferred = true;
    }
  }
  // "el 24 de diciembre, pa pasar la navidad", "dec 23 for christmas": a named day said beside another date,
  // with no range word between them, is the reason of the trip, not its check-out. Beside a weekday or a
  // day without a month ("el 24, pa pasar la navidad") it tells which one: the named day or up to 3 days before.
  if (pts.length === 2 && ranges.length === 0) {
    const named = (p: Item & { k: 'pt' }) => p.pt.p === 'fixed' && p.pt.label !== undefined;
    const noRole = (p: Item & { k: 'pt' }) => !p.to && !p.from && !p.checkin && !p.checkout;
    const ix = named(pts[1]!) && !named(pts[0]!) ? 1 : named(pts[0]!) && !named(pts[1]!) ? 0 : -1;
    const reason = pts[ix];
    const other = pts[1 - ix];
    if (reason && other && noRole(reason) && !other.to && !other.checkout) {
      take(reason);
      for (let k = (reason.used[0] ?? reason.i0) - 1; k >= 0 && REASON_WORDS.has(w(c, k)); k--) used.push(k);
      if (reason.pt.p === 'fixed' && (other.pt.p === 'wd' || other.pt.p === 'day')) {
        ranges = [{ k: 'range', options: [{ checkin: reason.pt.date }], inferred: true, i0: reason.i0, i1: reason.i1, used: [] }];
      }
      pts = [other];
    }
  }
  // "el puente de noviembre, el de la independencia de Cartagena", "para las fiestas de independencia, el puente de
  // noviembre": choices said with a named day (a holiday, a named day) that falls in exactly one of them → that one.
  // Class "a holiday named beside its own long weekend": "the October puente (Día de la Raza)", "el puente de
  // octubre, el del Día de la Raza": one period whose name holds the holiday's name → the holiday says which long
  // weekend it is, it is not a second date.
  const ownPeriod = (r: Item & { k: 'range' }, p: Item & { k: 'pt' }) =>
    r.options.length === 1 && r.options[0]!.checkout !== undefined && p.pt.p === 'fixed' && p.pt.label !== undefined && r.label?.includes(p.pt.label) === true;
  if (ranges.length === 1 && pts.length === 1 && (ranges[0]!.options.length > 1 || ownPeriod(ranges[0]!, pts[0]!))) {
    const r = ranges[0]!;
    const p = pts[0]!;
    const roleless = !p.to && !p.from && !p.checkin && !p.checkout;
    if (p.pt.p === 'fixed' && p.pt.label !== undefined && roleless) {
      const date = p.pt.date;
      // Its own long weekend holds the holiday as celebrated (moved to the Monday), whatever its calendar day.
      const within = ownPeriod(r, p) ? r.options : r.options.filter((o) => o.checkin <= date && date <= (o.checkout ?? o.checkin));
      if (within.length === 1) {
        take(r);
        take(p);
        for (let k = (p.used[0] ?? p.i0) - 1; k >= 0 && REASON_WORDS.has(w(c, k)); k--) used.push(k);
        out.options = [{ ...within[0]! }];
        out.inferred = true;
        out.label = r.label && r.options.length === 1 ? r.label : p.pt.label;
        if (dur?.nights !== undefined && !within[0]!.checkout)
          out.options = [{ checkin: within[0]!.checkin, checkout: addDays(within[0]!.checkin, dur.nights), nights: dur.nights }];
        return out;
      }
    }
  }
  // "puente de reyes, llegamos el viernes", "this w/e, arriving friday", "semana santa, llegamos el 2":
  // a weekday or a day without a month said with a named period is a day of that period.
  if (ranges.length === 1 && !ranges[0]!.week && pts.length > 0 && pts.length <= 2 && pts.every((p) => p.pt.p === 'wd' || p.pt.p === 'day')) {
    const r = ranges[0]!;
    const options = daysOfPeriod(r.options, pts, dur?.nights);
    if (options.length === 0) return undefined;
    // Class "a long weekend of one's own" ("Friday to Monday, a proper long weekend", "el finde largo, vie a lun"): a
    // long weekend not named, said with weekdays from one to another, may be the coming such days as much as the next
    // holiday's: both are offered, the coming ones first
    let ownDays = false;
    if (r.unnamed && pts.length === 2 && pts.every((p) => p.pt.p === 'wd') && pts[1]!.to) {
      const own = combineItems(
        c,
        pts.map((p) => ({ ...p })),
      );
      const first = own?.options.length === 1 ? own.options[0] : undefined;
      ownDays = first?.checkout !== undefined && !options.some((o) => o.checkin === first.checkin);
      if (ownDays) options.unshift({ ...first! });
    }
    take(r);
    for (const p of pts) take(p);
    out.options = options;
    out.inferred = true;
    // (the holiday's name is no label of days of one's own)
    if (r.label && !ownDays) out.label = r.label;
    if (r.ask) out.ask = true;
    return out;
  }
  // "el 30 de diciembre para recibir el año nuevo": beside a full date, a named period without a role is the
  // reason of the trip (its words are understood, the date decides). Said as another choice ("del 1 al 4 de noviembre
  // o del puente de Todos los Santos, que creo que es lo mismo"), it is no reason: nothing is claimed, the dates asked.
  // (two named days as choices, "Navidad o Año Nuevo", are read below)
  if (pts.some((p) => p.pt.p === 'abs' || p.pt.p === 'num') && ranges.length === 1 && !ranges[0]!.week && ranges[0]!.alt) return undefined;
  if (pts.length > 0 && ranges.length === 1 && !ranges[0]!.week) {
    const r = ranges[0]!;
    if (!r.to && !r.from && !r.checkin && !r.checkout && pts.every((p) => p.pt.p === 'abs' || p.pt.p === 'num' || p.pt.p === 'fixed')) {
      // "7/4, Independence Day!": a one-day holiday beside a numeric date settles its day/month order.
      const only = pts.length === 1 && r.options.length === 1 ? pts[0]! : undefined;
      if (only && only.pt.p === 'num') {
        const day = r.options[0]!.checkin;
        const pt = only.pt;
        const fits = readingsOf(pt, c.lang, c.order).filter((rd) => resolve(asAbs(pt, rd), c).date === day);
        if (fits.length === 1) only.pt = asAbs(pt, fits[0]!);
      }
      take(r);
      for (let k = (r.used[0] ?? r.i0) - 1; k >= 0 && REASON_WORDS.has(w(c, k)); k--) used.push(k);
    }
  }
  if (pts.length === 0) {
    if (ranges.length > 1) return undefined;
    const r = ranges[0]!;
    if (r.withDays) return undefined;
    take(r);
    if (r.ask) out.ask = true;
    out.options = r.options.map((o) => ({ ...o }));
    out.inferred = r.inferred;
    if (r.label) out.label = r.label;
    const n = dur?.nights;
    if (n !== undefined) {
      // Nights said with a named day or period: "año nuevo 3 noches" (each choice keeps them); a period
      // of another length ("semana santa, 4 noches") → arrive at its start or leave at its end.
      const opts: Opt[] = [];
      for (const o of out.options) {
        if (!o.checkout) opts.push({ checkin: o.checkin, checkout: addDays(o.checkin, n), nights: n });
        else if (o.nights === n) opts.push(o);
        else {
          opts.push({ checkin: o.checkin, checkout: addDays(o.checkin, n), nights: n });
          const late = addDays(o.checkout, -n);
          if (late !== o.checkin && late >= c.today) opts.push({ checkin: late, checkout: o.checkout, nights: n });
        }
      }
      out.options = opts;
    }
    return out;
  }
  // Class "two ranges as alternatives" ("del 9 al 11, o si no del 16 al 18", "12th to 15th or 13th to 16th"): each
  // range read alone, both asked back as choices. Near miss: a range said again after a correction (see `corrections`
  // in scan.ts).
  if (pts.length === 4 && pts[2]!.alt && !pts[0]!.alt && !pts[1]!.alt && !pts[3]!.alt) {
    const rest = items.filter((it) => it.k !== 'pt');
    // (a range of bare days takes the month said with the other: "del 10 al 13 de marzo o, si no, del 17 al 20",
    // "10-12 o 16-18 de enero")
    const monthOf = (x: (typeof pts)[number], y: (typeof pts)[number]) => (x.pt.p === 'abs' ? x.pt : y.pt.p === 'abs' ? y.pt : undefined);
    const inMonth = (x: (typeof pts)[number], month: Extract<Pt, { p: 'abs' }> | undefined) =>
      month !== undefined && x.pt.p === 'day' ? { ...x, pt: { p: 'abs' as const, d: x.pt.d, m: month.m, y: month.y } } : x;
    const bareDays = (x: (typeof pts)[number], y: (typeof pts)[number]) => x.pt.p === 'day' && y.pt.p === 'day';
    const firstMonth = monthOf(pts[1]!, pts[0]!);
    const secondMonth = monthOf(pts[3]!, pts[2]!);
    const inSecond = bareDays(pts[0]!, pts[1]!) && firstMonth === undefined ? secondMonth : undefined;
    const inFirst = bareDays(pts[2]!, pts[3]!) && secondMonth === undefined ? firstMonth : undefined;
    const oa = combine(c, [...rest, inMonth(pts[0]!, inSecond), inMonth(pts[1]!, inSecond)]);
    const ob = combine(c, [...rest, inMonth({ ...pts[2]!, alt: false }, inFirst), inMonth(pts[3]!, inFirst)]);
    const ranged = (o: typeof oa) => o !== undefined && o.options.length > 0 && o.options.every((x) => x.checkout !== undefined);
    if (!ranged(oa) || !ranged(ob)) return undefined;
    const options = [...oa!.options];
    for (const o of ob!.options) if (!options.some((x) => x.checkin === o.checkin && x.checkout === o.checkout)) options.push(o);
    if (options.length < 2) return undefined;
    return { ...oa!, options, inferred: true, used: [...oa!.used, ...ob!.used] };
  }
  if (pts.length > 2) return undefined;
  // Two dates said as alternatives ("el 15 o el 16", "dec 15 or 16"): both as choices.
  if (pts.length === 2 && pts[1]!.alt && !pts[0]!.alt) {
    let [a, b] = pts as [(typeof pts)[number], (typeof pts)[number]];
    if (a.pt.p === 'day' && (b.pt.p === 'abs' || b.pt.p === 'num')) {
      const bAbs = asAbs(b.pt, readingsOf(b.pt, c.lang, c.order)[0]!) as Extract<Pt, { p: 'abs' }>;
      a = { ...a, pt: { p: 'abs', d: a.pt.d, m: bAbs.m, ...(bAbs.y !== undefined ? { y: bAbs.y } : {}) } };
    } else if (b.pt.p === 'day' && (a.pt.p === 'abs' || a.pt.p === 'num')) {
      const aAbs = asAbs(a.pt, readingsOf(a.pt, c.lang, c.order)[0]!) as Extract<Pt, { p: 'abs' }>;
      b = { ...b, pt: { p: 'abs', d: b.pt.d, m: aAbs.m, ...(aAbs.y !== undefined ? { y: aAbs.y } : {}) } };
    }
    const rest = items.filter((it) => it !== pts[0] && it !== pts[1] && it.k !== 'pt');
    const oa = combine(c, [...rest, { ...a, alt: false, checkout: false, to: false }]);
    const ob = combine(c, [...rest, { ...b, alt: false, checkout: false, to: false }]);
    if (!oa || !ob || oa.options.length === 0 || ob.options.length === 0) return undefined;
    const options = [...oa.options];
    for (const o of ob.options) if (!options.some((x) => x.checkin === o.checkin && x.checkout === o.checkout)) options.push(o);
    return { ...oa, options, inferred: oa.inferred || ob.inferred, used: [...oa.used, ...ob.used] };
  }
  // Roles: check-in and check-out.
  let ci: (typeof pts)[number] | undefined;
  let co: (typeof pts)[number] | undefined;
  if (pts.length === 1) {
    const p = pts[0]!;
    if ((p.checkout || (p.to && !p.checkin)) && !settingOff(c, p, durs)) co = p;
    else ci = p;
  } else {
    const [a, b] = pts as [(typeof pts)[number], (typeof pts)[number]];
    // Class: the trip from home said before the arrival ("salimos el viernes por la noche, o sea llegamos el sábado
    // temprano", "we leave Friday night and get in Saturday"): a leaving day the day before the arrival day said after
    // it is the journey, no check-out; the arrival is the check-in.
    const journey = a.checkout && !b.checkout && a.pt.p === 'wd' && b.pt.p === 'wd' && (a.pt.wd + 1) % 7 === b.pt.wd;
    if (journey) {
      take(a);
      ci = b;
    } else if ((a.checkout && !b.checkout) || (a.to && !a.from && b.from && !b.to && !b.checkout)) {
      // the end said first, with its word ("salida el 18, llegada el 15", "hasta el domingo, desde el jueves")
      co = a;
      ci = b;
    } else {
      ci = a;
      co = b;
    }
  }
  if (ci) take(ci);
  if (co) take(co);

  // A day without a month before a full date takes that date's month: "del 15 al 18 de diciembre".
  let ciPt = ci?.pt;
  if (ci && co && ciPt?.p === 'day' && (co.pt.p === 'abs' || co.pt.p === 'num')) {
    const coAbs = asAbs(co.pt, readingsOf(co.pt, c.lang, c.order)[0]!) as Extract<Pt, { p: 'abs' }>;
    let m = coAbs.m;
    let y = coAbs.y;
    if (ciPt.d >= coAbs.d) {
      const pm = m === 1 ? 12 : m - 1;
      const crossing = daysInMonth(y ?? 2026, pm) - ciPt.d + coAbs.d;
      if (crossing <= 15 && ciPt.d <= daysInMonth(2024, pm)) {
        if (m === 1 && y !== undefined) y--;
        m = pm;
      }
    }
    ciPt = { p: 'abs', d: ciPt.d, m, ...(y !== undefined ? { y } : {}) };
  }
  const readings: Reading[] = [];
  for (const p of [ciPt, co?.pt]) if (p) for (const r of readingsOf(p, c.lang, c.order)) if (!readings.includes(r)) readings.push(r);
  const seen = new Set<string>();
  for (const r of readings) {
    const pick = (p: Pt) => (readingsOf(p, c.lang, c.order).includes(r) ? asAbs(p, r) : asAbs(p, readingsOf(p, c.lang, c.order)[0]!));
    const opt: Opt & { invalid?: boolean } = { checkin: '' };
    let ciRes: Resolved | undefined;
    // A year said once, at the range's end, is the whole range's ("del 10 de marzo al 12 de marzo de 2024",
    // "march 10 to 12, 2024"): a date with a written year is never moved.
    const coP = co ? pick(co.pt) : undefined;
    const coY = coP && (coP.p === 'abs' || coP.p === 'day') ? coP.y : undefined;
    if (coY !== undefined && (!ci || !ciPt)) return undefined;
    let ciP = ciPt ? pick(ciPt) : undefined;
    if (ciP && ciP.p === 'abs' && ciP.y === undefined && coP && coY !== undefined) {
      const coM = coP.p === 'abs' ? coP.m : ciP.m;
      const coD = (coP as { d: number }).d;
      ciP = { ...ciP, y: ciP.m < coM || (ciP.m === coM && ciP.d <= coD) ? coY : coY - 1 };
    }
    if (ci && ciP) {
      // A lone weekday at the nights question is read after the check-in ({@link PhraseContext.stay}); one said as the
      // new arrival ("3 noches, pero cambiamos la llegada para el sábado") is read from today.
      ciRes = resolve(ciP, c, !co && ciP.p === 'wd' && !ci.checkin ? c.stay : undefined);
      if (ci.wdCheck !== undefined && ciRes.date && weekdayOf(ciRes.date) !== ci.wdCheck) {
        // "el viernes 15" when the coming 15th is not a Friday: ask which one — the date read, the next 15th that is
        // a Friday (a day said without its month), or else the coming Friday; the end of the range read from each.
        const wd = ci.wdCheck;
        let alt = nextWeekday(wd, c.today);
        if (ciP.p === 'day') {
          let d: string | undefined = ciRes.date;
          for (let n = 0; d && n < 12; n++) {
            if (weekdayOf(d) === wd) {
              alt = d;
              break;
            }
            d = nextDayOfMonth(ciP.d, addDays(d, 1));
          }
        }
        for (const d of [ciRes.date, alt]) {
          const o: Opt = { checkin: d };
          if (co && coP) {
            const r = resolve(coP, c, d);
            if (r.date) o.checkout = r.date;
          }
          const key = `${o.checkin}|${o.checkout}|undefined`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.options.push(o);
        }
        out.inferred = true;
        continue;
      }
      if (ciP.p === 'fixed' && ciP.alt && (!co || !coP)) {
        // "para Navidad" alone: which day is the arrival is asked.
        for (const d of [ciP.alt, ciP.date]) {
          if (seen.has(d)) continue;
          seen.add(d);
          out.options.push({ checkin: d });
        }
        out.inferred = true;
        if (ciRes.label) out.label = ciRes.label;
        continue;
      }
      if (ciRes.invalid) opt.invalid = true;
      else opt.checkin = ciRes.date!;
      if (ciRes.inferred) out.inferred = true;
      if (ciRes.label) out.label = ciRes.label;
    }
    if (co && coP) {
      const coRes = resolve(coP, c, ci && opt.checkin ? opt.checkin : !ci && coP.p === 'wd' ? c.stay : undefined);
      // "from friday to the 12th, 2024": the year said does not fit the range read → not claimed.
      if (coY !== undefined && coRes.date && yearOf(coRes.date) !== coY) return undefined;
      // "del sábado 5 al domingo 8" when the 8th is not a Sunday: the date said, or that weekday after the arrival. A
      // lone end at the nights question ("until Monday the 22nd", a Tuesday) takes the stay's check-in as the arrival,
      // and is asked again when none is known; never one of the two taken.
      const arrival = opt.checkin || (ci ? undefined : c.stay);
      if (co.wdCheck !== undefined && coRes.date && weekdayOf(coRes.date) !== co.wdCheck && (arrival || !ci)) {
        if (!arrival) return { options: [], inferred: true, ask: true, used: [...co.used] };
        for (const d of [coRes.date, nextWeekday(co.wdCheck, arrival)]) {
          const key = `${arrival}|${d}|undefined`;
          if (seen.has(key) || (!ci && d <= arrival)) continue;
          seen.add(key);
          out.options.push({ checkin: arrival, checkout: d });
        }
        out.inferred = true;
        continue;
      }
      if (coRes.invalid) opt.invalid = true;
      else opt.checkout = coRes.date!;
      if (!ci && coRes.inferred) out.inferred = true;
    }
    const key = `${opt.checkin}|${opt.checkout}|${opt.invalid}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.options.push(opt);
  }
  // The range's nights; a duration said beside it ("el 15 por 4 noches").
  for (const o of out.options) {
    if (o.invalid) continue;
    if (o.checkin && o.checkout) o.nights = daysBetween(o.checkin, o.checkout);
  }
  weekdayBeforeEnd(c, ci, co, out);
  // Class: a reversed range of bare days ("del 18 al 15", "from the 20th to the 12th"): no month said, so the guest
  // may mean the later day in the next month, or the two days typed the other way round: both are offered (when both
  // are bookable: the swapped one ahead, the other within MAX_NIGHTS), never guessed. With a month said ("del 18 al 15 de febrero") it stays reversed.
  // Said with the words of arriving and leaving ("check in 18th, check out 15th") the roles are the guest's own: it
  // stays reversed (told so and asked again).
  if (ci && co && ci.pt.p === 'day' && co.pt.p === 'day' && !ci.checkin && !co.checkout && out.options.length === 1) {
    const o = out.options[0]!;
    if (!o.invalid && o.checkin && o.checkout && o.checkout < o.checkin) {
      const choices: Opt[] = [];
      const first = nextDayOfMonth(co.pt.d, c.today);
      if (first && first < o.checkin) choices.push({ checkin: first, checkout: o.checkin, nights: daysBetween(first, o.checkin) });
      const y = yearOf(o.checkin);
      const m = monthOf(o.checkin);
      const later = ymd(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, co.pt.d);
      if (later && daysBetween(o.checkin, later) <= MAX_NIGHTS) choices.push({ checkin: o.checkin, checkout: later, nights: daysBetween(o.checkin, later) });
      // one reading alone is still a guess: then it stays reversed (said back as such)
      if (choices.length === 2) {
        out.options = choices;
        out.inferred = true;
      }
    }
  }
  // An end that may be a night of the stay: "15th–18th inclusive", "del 15 al 18 inclusive" (is the 18th slept?),
  // and a range of working days with "through" ("Monday through Thursday", "Tue thru Fri": the days of work, the
  // last night too?) → asked: out on that day or the next. A weekend or a Monday end ("Friday through Sunday",
  // "Thursday through Monday") is the day of departure.
  if (ci && co && out.options.length === 1 && out.options[0]!.checkout && !out.options[0]!.invalid) {
    const o = out.options[0]!;
    const inclusive = INCLUSIVE_WORDS.has(w(c, co.i1)) && !leavesThatDay(c, co.i1 + 1);
    const through = co.used.some((k) => w(c, k) === 'through' || w(c, k) === 'thru');
    const workdays = ci.pt.p === 'wd' && co.pt.p === 'wd' && ci.pt.wd >= 1 && ci.pt.wd <= 4 && co.pt.wd >= 2 && co.pt.wd <= 5;
    if (inclusive || (through && workdays)) {
      if (inclusive) used.push(co.i1);
      const later = addDays(o.checkout!, 1);
      out.options.push({ checkin: o.checkin, checkout: later, nights: daysBetween(o.checkin, later) });
      out.inferred = true;
    }
  }
  // (the same for a lone end at the nights question, from the check-in known: "hasta el 27 inclusive")
  if (
    !ci &&
    co &&
    c.stay &&
    INCLUSIVE_WORDS.has(w(c, co.i1)) &&
    !leavesThatDay(c, co.i1 + 1) &&
    out.options.length === 1 &&
    out.options[0]!.checkout &&
    !out.options[0]!.invalid
  ) {
    const end = out.options[0]!.checkout!;
    if (end > c.stay) {
      used.push(co.i1);
      const later = addDays(end, 1);
      out.options = [
        { checkin: c.stay, checkout: end, nights: daysBetween(c.stay, end) },
        { checkin: c.stay, checkout: later, nights: daysBetween(c.stay, later) },
      ];
      out.inferred = true;
    }
  }
  // Class: the nights listed ("las noches del 19 y 20 de diciembre", "for the nights of the 5th and 6th"): two
  // days in a row after "noches"/"nights", joined by "y"/"and", are both slept → out the day after the last.
  if (ci && co && out.options.length === 1 && !out.options[0]!.invalid) {
    const o = out.options[0]!;
    const word = nightsListedWord(c, ci, co);
    if (word !== undefined && o.checkin && o.checkout && daysBetween(o.checkin, o.checkout) === 1) {
      o.checkout = addDays(o.checkout, 1);
      o.nights = 2;
      used.push(word);
    }
  }
  if (dur && dur.nights !== undefined) {
    const n = dur.nights;
    const extra: Opt[] = [];
    // Class "weekday to the same weekday, for whole weeks" ("monday to monday, two weeks", "de miércoles a miércoles, 3
    // semanas"): the weekdays say the days of arrival and departure, the weeks how many: that length from the arrival
    const sameWeekday = ci?.pt.p === 'wd' && co?.pt.p === 'wd' && ci.pt.wd === co.pt.wd && n % 7 === 0;
    for (const o of out.options) {
      if (o.invalid) continue;
      if (sameWeekday && o.checkin && o.checkout) {
        o.checkout = addDays(o.checkin, n);
        o.nights = n;
        continue;
      }
      if (o.checkin && !o.checkout) {
        o.nights = n;
        o.checkout = addDays(o.checkin, n);
      } else if (!o.checkin && o.checkout) {
        o.checkin = addDays(o.checkout, -n);
        o.nights = n;
      } else if (o.nights !== n) extra.push({ checkin: o.checkin, checkout: addDays(o.checkin, n), nights: n });
    }
    out.options.push(...extra);
  }
  return out;
}
