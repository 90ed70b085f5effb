/**
 * The phrase at a token (`matchAt`) and the operators on a phrase.
 *
 * `matchAt` is the grammar's top rule: an operator applied to a phrase
 * (an offset, an exclusion) or, failing that, a plain phrase — past,
 * named, relative, duration, absolute date, month. It lives here because the
 * operators read their own anchor through it (without operators, so a chain
 * is never re-read).
 *
 * Operators applied to an anchor phrase (a day the rest of the grammar reads: "hoy", "tomorrow", a weekday, a
 * named day, a date), never string cases:
 * - offset: COUNT UNIT OP ANCHOR, UNIT days | weeks | fortnights, OP "from", "after"/"después de"/"luego de"
 *   (+), "before"/"antes de" (−), "a partir de"; "el día después de", "the day before" (±1 day); British
 *   "Monday week", "Friday fortnight", "a week on Saturday" (that weekday + 7 / + 14), "a week today", "a week
 *   tomorrow" (that day + 7; not after "for": "for a week tomorrow" is 7 nights from tomorrow).
 * - duration vs offset: after "for"/"por"/"durante" the count is a stay ("for a week from tomorrow" = 7
 *   nights from tomorrow); "a partir de" and English "from" are an offset only from a day counted from now
 *   ("dos semanas a partir de hoy"); from a calendar date they start the stay ("dos semanas a partir del 5 de
 *   enero" = 14 nights from the 5th; English "from" also offsets from a weekday or a named day).
 * - the one after: "no este viernes sino el siguiente", "not this Friday, the one after", "el sábado no, el
 *   otro", "the weekend after next": a weekday or a weekend moved a week later; when "the coming one" itself
 *   is not sure (said inside the weekend) the choices are asked back.
 * - Colombian "mañana en ocho", "el lunes en quince": a day moved by 7 or 14 days.
 *
 * The postfix operators (`afterNext`, `enOcho`) are applied by scan.ts to the phrase just read.
 */
import { addDays } from '../../../clock.js';
import { holidayNameAt, holidaysOf, weekdayOf } from '../holidays.js';
import { NUMBER_WORDS } from '../text.js';
import { type Body, type PhraseContext, dayBody, type Match, one } from './phrase.js';
import { countAt, monthAt, w, weekendWordsAt } from './atoms.js';
import { daysInMonth, nextMonthDay, pad } from './calendar.js';
import { EVENT_LINKS, EVENT_WORDS, NEXT_WORDS, offsetUnit, THIS_WORDS, UNIT_WORDS, WEEKDAYS } from './words.js';
import { matchNamed } from './named.js';
import { matchPast, matchRelative } from './relative.js';
import { matchAbsolute, matchMonth, matchMonthMod } from './absolute.js';
import { matchDuration } from './durations.js';
import { nextWeekday } from './calendar.js';
import { readingsOf, resolve } from './resolve.js';
import { MAX_NIGHTS } from '../../limits.js';

/**
 * The phrase starting at token `i`. `ops`: also the operators on a phrase (offsets, exclusions); their own
 * anchor is read without them, so one phrase is never re-read through a chain ("no no no…" stays linear).
 */
export function matchAt(c: PhraseContext, i: number, ops = true): Match {
  const t = w(c, i);
  const off = ops ? (matchOffset(c, i) ?? matchExclusion(c, i)) : undefined;
  if (off) return off;
  let mod: 'next' | 'this' | undefined;
  let start = i;
  if (NEXT_WORDS.has(t) && t !== 'otro' && t !== 'otra') mod = 'next';
  // "el otro", and the same with the article inside "del"/"al" ("a principios del otro mes", "del otro viernes al otro domingo";
  // "pal otro finde": a weekday after "pal" is read as "el otro viernes" is).
  else if ((t === 'otro' || t === 'otra') && (/^(el|la|del|al)$/.test(w(c, i - 1)) || (w(c, i - 1) === 'pal' && weekendWordsAt(c, i + 1)))) mod = 'next';
  else if (THIS_WORDS.has(t)) mod = 'this';
  if (mod) {
    const r = matchNamed(c, i + 1, mod) ?? matchRelative(c, i + 1, mod) ?? matchMonthMod(c, i + 1, mod);
    if (r) {
      r.items[0]!.i0 = start;
      otherWeekend(c, r, t);
      return r;
    }
    start = i;
  }
  return (
    matchWeekendOfDate(c, i) ??
    matchOrdinalWeekday(c, i) ??
    matchPast(c, i) ??
    matchNamed(c, i, undefined) ??
    matchRelative(c, i, undefined) ??
    matchDuration(c, i) ??
    matchListedNights(c, i) ??
    matchAbsolute(c, i) ??
    matchMonth(c, i)
  );
}

/** The day of the month at token `k` ("9", "10th"; a number word with `words`: "veintidós"), or undefined. */
function dayNumberAt(c: PhraseContext, k: number, words = false): number | undefined {
  const tk = c.toks[k];
  if (words && tk?.k === 'w' && Object.hasOwn(NUMBER_WORDS, tk.t) && NUMBER_WORDS[tk.t]! >= 2) return NUMBER_WORDS[tk.t];
  return tk?.k === 'n' && tk.n !== undefined && tk.n >= 1 && tk.n <= 31 && tk.t.length <= 4 ? tk.n : undefined;
}

/**
 * Class "the nights of days listed" ("las noches del 9, 10 y 11 de abril", "the nights of the 9th, 10th and 11th of
 * April", "el 20, 21 y 22 de enero"): three or more consecutive days of the month after a date word, listed with
 * commas and a last "y"/"and", the last with its month, are the nights of each: check-in the first, check-out the day
 * after the last.
 */
function matchListedNights(c: PhraseContext, i: number): Match {
  // (spelled days only after "las noches del": "las noches del veintidós, veintitrés y veinticuatro de diciembre")
  const spelled = w(c, i - 1) === 'del' && /^(noches|nights)$/.test(w(c, i - 2));
  const first = dayNumberAt(c, i, spelled);
  if (first === undefined || !/^(el|del|the|of|los|las|on)$/.test(w(c, i - 1))) return undefined;
  const days = [first];
  let j = i + 1;
  for (;;) {
    // the days listed with commas, or, after "las noches del", the next day right after ("las noches del 22 23 y 24",
    // said aloud) with none ("el 18 19 y 20" alone may be leaving the 20th: asked)
    const comma = w(c, j) === ',';
    const k = comma ? (w(c, j + 1) === 'the' || w(c, j + 1) === 'el' ? j + 2 : j + 1) : j;
    const d = dayNumberAt(c, k, spelled);
    if (d === undefined || (!comma && (!spelled || d !== days.at(-1)! + 1))) break;
    days.push(d);
    j = k + 1;
  }
  if (!/^(y|e|and|&)$/.test(w(c, j))) return undefined;
  const k = /^(the|el)$/.test(w(c, j + 1)) ? j + 2 : j + 1;
  const lastDay = dayNumberAt(c, k, spelled);
  if (lastDay === undefined) return undefined;
  days.push(lastDay);
  const mAt = /^(de|of)$/.test(w(c, k + 1)) ? k + 2 : k + 1;
  const m = monthAt(c, mAt, true);
  if (m === undefined || days.length < 3 || days.some((d, x) => x > 0 && d !== days[x - 1]! + 1)) return undefined;
  const end = nextMonthDay(`${pad(m)}-${pad(lastDay)}`, c.today);
  const checkin = addDays(end, -(days.length - 1));
  if (checkin < c.today || Number(checkin.slice(8)) !== first) return undefined;
  return one({ k: 'range', options: [{ checkin, checkout: addDays(end, 1), nights: days.length }], inferred: false }, i, mAt + 1);
}

/**
 * Class "the weekend of a date" ("weekend of the 12th", "el fin de semana del 12", "el finde del 12 de diciembre", "the
 * weekend of saturday the 5th", "the weekend of December 12"; a weekday said with the date must be its own): the
 * weekend that date falls in, Friday to Sunday (2 nights, as a weekend is read), when the date is a Friday, Saturday or
 * Sunday; any other day has no weekend of its own and nothing is claimed. A weekday range of it said in parentheses
 * after it ("(Fri-Sun)") is taken with it.
 */
function matchWeekendOfDate(c: PhraseContext, i: number): Match {
  const words = weekendWordsAt(c, i);
  if (!words) return undefined;
  let j = i + words;
  if (w(c, j) === 'of' && w(c, j + 1) === 'the') j += 2;
  else if (w(c, j) === 'del' || w(c, j) === 'of') j += 1;
  else return undefined;
  // "the weekend of saturday the 5th", "el finde del sábado 5": the weekday said with the date (it must be that date's)
  const wdSaid = WEEKDAYS[w(c, j)];
  if (wdSaid !== undefined) j += w(c, j + 1) === 'the' ? 2 : 1;
  const r = matchAbsolute(c, j, wdSaid !== undefined);
  const it = r?.items.length === 1 ? r.items[0]! : undefined;
  if (it?.k !== 'pt' || (it.pt.p !== 'day' && it.pt.p !== 'abs') || readingsOf(it.pt, c.lang, c.order).length !== 1) return undefined;
  // "el fin de semana del 12 al 14": a range of its own, read as such.
  if (/^(al|a|to|-|hasta|until|till|y|and|o|or)$/.test(w(c, it.i1))) return undefined;
  const date = resolve(it.pt, c).date;
  if (!date) return undefined;
  const dow = weekdayOf(date);
  let end = it.i1;
  // "(Fri-Sun)", "(viernes a domingo)": the weekend said again.
  if (w(c, end) === '(' && WEEKDAYS[w(c, end + 1)] !== undefined && w(c, end + 3) !== '' && WEEKDAYS[w(c, end + 3)] !== undefined && w(c, end + 4) === ')')
    end += 5;
  if ((dow !== 5 && dow !== 6 && dow !== 0) || (wdSaid !== undefined && wdSaid !== dow)) return one({ k: 'skip', spoils: true }, i, end);
  const friday = addDays(date, dow === 5 ? 0 : dow === 6 ? -1 : -2);
  return one({ k: 'range', options: [{ checkin: friday, checkout: addDays(friday, 2), nights: 2 }], inferred: it.pt.p === 'day' }, i, end);
}

/** Ordinal words before a weekday of a month ("el primer sábado de enero", "the last Friday in February"): 1–4, or -1 for the last. */
const ORDINALS: Readonly<Record<string, number>> = {
  primer: 1,
  primero: 1,
  primera: 1,
  segundo: 2,
  segunda: 2,
  tercer: 3,
  tercero: 3,
  tercera: 3,
  cuarto: 4,
  cuarta: 4,
  ultimo: -1,
  ultima: -1,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  last: -1,
};

/**
 * Class: the nth (or last) weekday of a month ("el primer sábado de enero", "el segundo viernes de mayo", "the last
 * Friday in February", "the first Saturday of March"): that one day, in the month's next coming occurrence (this
 * year's when it is not past, else next year's). The ordinal, the weekday, "de"/"of"/"in" and the month must all be
 * there; anything less ("el primer fin de semana") is left to the other rules.
 */
function matchOrdinalWeekday(c: PhraseContext, i: number): Match {
  const nth = ORDINALS[w(c, i)];
  if (nth === undefined) return undefined;
  // Class: the first or last day of a month ("el último día del mes que viene", "the last day of January", "el primer
  // día de febrero"): that day.
  const dayOf = /^(dia|day)$/.test(w(c, i + 1)) && (nth === 1 || nth === -1);
  const wd = WEEKDAYS[w(c, i + 1)];
  if ((wd === undefined && !dayOf) || !/^(de|del|of|in)$/.test(w(c, i + 2))) return undefined;
  const dateIn = (y: number, m: number): string =>
    wd !== undefined ? nthWeekdayOf(y, m, wd, nth) : `${y}-${pad(m)}-${pad(nth === 1 ? 1 : daysInMonth(y, m))}`;
  const rel = relativeMonthAt(c, i + 3);
  if (rel) {
    const date = dateIn(rel.y, rel.m);
    return date >= c.today ? one(dayBody([date], true), i, rel.end) : undefined;
  }
  const month = monthAt(c, i + 3, true);
  if (month === undefined) return undefined;
  const year = Number(c.today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const date = dateIn(y, month);
    if (date >= c.today) return one(dayBody([date], true), i, i + 4);
  }
  return undefined;
}

/**
 * Class "a month said from now" after an ordinal weekday ("the first Friday of next month", "el primer viernes del
 * próximo mes", "del mes que viene", "del mes entrante", "del otro mes", "of this month", "de este mes"): its year and month and the token
 * after the words; undefined otherwise.
 */
function relativeMonthAt(c: PhraseContext, j: number): { y: number; m: number; end: number } | undefined {
  let k = j;
  if (/^(el|the)$/.test(w(c, k))) k++;
  let add: number | undefined;
  let end = k + 2;
  if (/^(next|proximo|otro|siguiente|entrante)$/.test(w(c, k)) && /^(month|mes)$/.test(w(c, k + 1))) add = 1;
  else if (/^(this|este)$/.test(w(c, k)) && /^(month|mes)$/.test(w(c, k + 1))) add = 0;
  else if (w(c, k) === 'mes' && /^(entrante|proximo|siguiente)$/.test(w(c, k + 1))) add = 1;
  else if (w(c, k) === 'mes' && w(c, k + 1) === 'que' && w(c, k + 2) === 'viene') {
    add = 1;
    end = k + 3;
  }
  if (add === undefined) return undefined;
  const m0 = Number(c.today.slice(5, 7)) - 1 + add;
  return { y: Number(c.today.slice(0, 4)) + Math.floor(m0 / 12), m: (m0 % 12) + 1, end };
}

/** The `nth` weekday `wd` (0 Sunday … 6 Saturday) of month `m` of year `y` (`nth` -1: the last one), `YYYY-MM-DD`. */
function nthWeekdayOf(y: number, m: number, wd: number, nth: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (nth > 0) {
    const firstWd = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
    return `${y}-${pad(m)}-${pad(1 + ((wd - firstWd + 7) % 7) + 7 * (nth - 1))}`;
  }
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lastWd = new Date(Date.UTC(y, m - 1, lastDay)).getUTCDay();
  return `${y}-${pad(m)}-${pad(lastDay - ((lastWd - wd + 7) % 7))}`;
}

/**
 * Colombian "el otro fin de semana" / "el otro finde": the weekend after the coming one (Friday a week after the
 * coming Friday). Said on a Friday or a Saturday, inside a weekend, which one is "the coming one" is not sure: the
 * choices stay (asked).
 */
function otherWeekend(c: PhraseContext, r: NonNullable<Match>, word: string): void {
  const it = r.items[0]!;
  if ((word !== 'otro' && word !== 'otra') || r.items.length !== 1 || it.k !== 'range' || it.week || it.options.length !== 2) return;
  if (it.label !== 'weekend' && it.label !== 'fin de semana') return;
  const dow = weekdayOf(c.today);
  if (dow === 5 || dow === 6) return;
  it.options = [it.options[1]!];
}

/** Words of a day counted from now: an offset from them is never a stay's start. */
const DEICTIC_WORDS = new Set(['hoy', 'today', 'tonight', 'manana', 'tomorrow', 'pasado', 'now', 'ahora']);
/** Days that follow a count of weeks directly in British English ("a week today", "a week tomorrow"): an offset from them. */
const BARE_ANCHORS = new Set(['today', 'tomorrow', 'tonight']);
/** Words before a count that make it a stay's length, not an offset ("for a week from tomorrow"). */
const STAY_LEAD = new Set(['for', 'por', 'durante', 'during']);

interface Anchor {
  /** The day(s) the anchor may be (more than one: asked back). */
  dates: string[];
  inferred: boolean;
  end: number;
  /** `now`: today, tomorrow…; `wd`: a weekday; `named`: a holiday or named day; `date`: a calendar date. */
  kind: 'now' | 'wd' | 'named' | 'date';
}

/** The anchor phrase at `j` (a day the grammar reads), or undefined when it is not one day or a few choices of one. */
function anchorAt(c: PhraseContext, j: number): Anchor | undefined {
  const t = w(c, j);
  if (t === 'now' || t === 'ahora') return { dates: [c.today], inferred: false, end: j + 1, kind: 'now' };
  const r = matchAt(c, j, false);
  if (r?.items.length !== 1) return undefined;
  const it = r.items[0]!;
  const now = DEICTIC_WORDS.has(t);
  if (it.k === 'pt') {
    if (it.pt.p === 'fixed') return { dates: [it.pt.date], inferred: it.pt.inferred === true, end: it.i1, kind: now ? 'now' : 'named' };
    if (it.pt.p === 'wd') {
      // "Friday the 4th" with the date not joined: which Friday is not sure → no anchor. Class "a weekday with its
      // date" ("Saturday December 19th", "el sábado 19 de diciembre"): the date, when it falls on that weekday.
      const nx = /^(the|el)$/.test(w(c, it.i1)) ? it.i1 + 1 : it.i1;
      const dated = matchAbsolute(c, nx);
      const d0 = dated?.items.length === 1 ? dated.items[0]! : undefined;
      if (d0?.k === 'pt') {
        const res = readingsOf(d0.pt, c.lang, c.order).length === 1 && d0.pt.p !== 'day' ? resolve(d0.pt, c) : undefined;
        if (res?.date && weekdayOf(res.date) === it.pt.wd) return { dates: [res.date], inferred: res.inferred === true, end: d0.i1, kind: 'date' };
        return undefined;
      }
      return { dates: [nextWeekday(it.pt.wd, c.today)], inferred: true, end: it.i1, kind: 'wd' };
    }
    if (readingsOf(it.pt, c.lang, c.order).length !== 1) return undefined;
    const res = resolve(it.pt, c);
    // A date said with its weekday ("Saturday December 19th") is the anchor only when the weekday is the date's own.
    if (it.wdCheck !== undefined && (!res.date || weekdayOf(res.date) !== it.wdCheck)) return undefined;
    return res.date ? { dates: [res.date], inferred: res.inferred === true, end: it.i1, kind: 'date' } : undefined;
  }
  if (it.k === 'range' && !it.week) {
    if (it.anchor) return { dates: [it.anchor], inferred: true, end: it.i1, kind: 'named' };
    if (it.options.every((o) => !o.checkout)) return { dates: it.options.map((o) => o.checkin), inferred: true, end: it.i1, kind: 'named' };
    // A named time of several stays that all end on its day ("Easter": the week before it, or Thursday to Sunday) is
    // that day ("the Monday after Easter", "dos días antes de Pascua").
    const ends = new Set(it.options.map((o) => o.checkout));
    if (it.options.length > 1 && ends.size === 1 && it.options[0]!.checkout)
      return { dates: [it.options[0]!.checkout], inferred: true, end: it.i1, kind: 'named' };
  }
  return undefined;
}

/**
 * Class: a holiday named by a word that alone is also something else ("Reyes", "San José"), said as the anchor of
 * an offset ("el lunes después de Reyes", "dos días antes de San José"): the holiday's own day (6 January, not the
 * Monday it is moved to), the next one not past. Undefined when no holiday name stands at `j`.
 */
function holidayAnchorAt(c: PhraseContext, j: number): Anchor | undefined {
  const named = holidayNameAt((k) => w(c, k), j);
  if (!named) return undefined;
  const y = Number(c.today.slice(0, 4));
  const h = [...holidaysOf(y), ...holidaysOf(y + 1)].find((x) => x.key === named.key && x.original >= c.today);
  return h ? { dates: [h.original], inferred: true, end: named.end, kind: 'named' } : undefined;
}

/**
 * Class: an offset from a stay-long period ("tres días antes del puente de San José", "two days after the long
 * weekend"): counted back from its arrival (`sign` -1), on from its last day out (`sign` 1). Undefined when no period
 * of one reading stands at `j`.
 */
function periodAnchorAt(c: PhraseContext, j: number, sign: number): Anchor | undefined {
  const span = spanAnchorAt(c, j);
  if (!span || span.first === span.last) return undefined;
  return { dates: [sign < 0 ? span.first : span.last], inferred: span.inferred, end: span.end, kind: 'named' };
}

/** Words of "after" and "before" between a weekday or nights and their anchor ("después de", "luego del", "after", "antes de", "before"). */
function relationAt(c: PhraseContext, j: number): { sign: 1 | -1; next: number } | undefined {
  const op = w(c, j);
  if (op === 'after' || op === 'before') return { sign: op === 'after' ? 1 : -1, next: pastEvent(c, w(c, j + 1) === 'the' ? j + 2 : j + 1) };
  if ((op === 'despues' || op === 'luego' || op === 'antes') && /^(de|del)$/.test(w(c, j + 1))) {
    const k = j + 2;
    return { sign: op === 'antes' ? -1 : 1, next: pastEvent(c, /^(el|la)$/.test(w(c, k)) ? k + 1 : k) };
  }
  // "el lunes siguiente al 24 de diciembre", "el viernes anterior a la boda", "the Monday following Easter", "the
  // Friday prior to the 20th"
  if (/^(siguiente|posterior|anterior|previo|previa)$/.test(op) && /^(a|al)$/.test(w(c, j + 1))) {
    const k = j + 2;
    return { sign: /^(anterior|previo|previa)$/.test(op) ? -1 : 1, next: pastEvent(c, /^(el|la)$/.test(w(c, k)) ? k + 1 : k) };
  }
  if (op === 'following' || (op === 'prior' && w(c, j + 1) === 'to')) {
    const k = op === 'prior' ? j + 2 : j + 1;
    return { sign: op === 'prior' ? -1 : 1, next: pastEvent(c, w(c, k) === 'the' ? k + 1 : k) };
  }
  return undefined;
}

/** Words of a person before an event word ("my daughter's wedding", "la boda de mi hija" is not read this way). */
const EVENT_OWNERS: ReadonlySet<string> = new Set(['my', 'our', 'mi', 'nuestra', 'nuestro', 'su', 'his', 'her', 'their']);

/**
 * Class "an anchor said as an event with its date" ("the Thursday before the wedding on Saturday December 19th", "el
 * jueves antes de la boda, el sábado 19 de diciembre", "two days before the concert on the 12th", "el día antes de la
 * cita de la embajada, la cita es el martes", "the day before my visa appointment, which is on thursday"): the event's
 * words and the little words after them are skipped, so the date said for the event is the anchor. Without an event word
 * at `k`, `k` itself; an event without a date after it is no anchor (nothing is read).
 */
function pastEvent(c: PhraseContext, k: number): number {
  let j = EVENT_OWNERS.has(w(c, k)) ? k + 1 : k;
  // (one word naming the event before it, after whose it is: "my visa appointment")
  if (j > k && !EVENT_WORDS.has(w(c, j)) && plainWord(c, j) && EVENT_WORDS.has(w(c, j + 1))) j++;
  if (!EVENT_WORDS.has(w(c, j))) return k;
  j++;
  // (what or whose the event is, one word: "la cita de la embajada", "the wedding of my sister")
  if (/^(de|del|of)$/.test(w(c, j))) {
    const q = /^(la|el|los|las|the|mi|my|su|his|her|our)$/.test(w(c, j + 1)) ? j + 2 : j + 1;
    if (plainWord(c, q) && !EVENT_WORDS.has(w(c, q))) j = q + 1;
  }
  const links = () => {
    while (j < c.toks.length && (EVENT_LINKS.has(w(c, j)) || w(c, j) === ',' || w(c, j) === 'que')) j++;
  };
  links();
  // (the event named again before its day: "…de la cita de la embajada, la cita es el martes")
  if (/^(la|el|the)$/.test(w(c, j)) && EVENT_WORDS.has(w(c, j + 1))) {
    j += 2;
    links();
  }
  return j;
}

/** Whether the token at `k` is a word naming no day: no weekday, month or number. */
function plainWord(c: PhraseContext, k: number): boolean {
  const tk = c.toks[k];
  return tk?.k === 'w' && WEEKDAYS[tk.t] === undefined && monthAt(c, k, false) === undefined && countAt(c, k) === undefined;
}

/**
 * The first and last day of the anchor at `j` for a weekday or nights said around it: a day ("Reyes", "Christmas
 * Eve", "el 6 de enero") is both; a stay-long period ("el puente de Reyes") has its arrival and its last day out.
 */
function spanAnchorAt(c: PhraseContext, j: number): { first: string; last: string; inferred: boolean; end: number } | undefined {
  const r = matchAt(c, j, false);
  const it = r?.items.length === 1 ? r.items[0]! : undefined;
  if (it && it.k === 'range' && !it.week && !it.anchor && it.options.length === 1 && it.options[0]!.checkout) {
    const o = it.options[0]!;
    return { first: o.checkin, last: o.checkout!, inferred: true, end: it.i1 };
  }
  const a = anchorAt(c, j) ?? holidayAnchorAt(c, j);
  if (a?.dates.length !== 1) return undefined;
  return { first: a.dates[0]!, last: a.dates[0]!, inferred: a.inferred, end: a.end };
}

/**
 * Class: a weekday said around a named day or period ("el lunes después de Reyes", "el martes después del puente de
 * Reyes", "the Friday before Christmas", "el sábado antes de Año Nuevo"): the first such weekday after its last day,
 * or before its first day. Said of an anchor that is not one day (asked there), nothing is read.
 */
function matchWeekdayAround(c: PhraseContext, i: number): Match {
  const weekendAround = matchWeekendAround(c, i);
  if (weekendAround) return weekendAround;
  const wd = WEEKDAYS[w(c, i)];
  if (wd === undefined) return undefined;
  // Class "a weekday before or after the date said before it" ("cita médica el lunes 14, llego el domingo antes", "the
  // wedding is Saturday the 19th, arriving the Thursday before"): "antes"/"before" with nothing after it in its clause
  // ("the Saturday after" is read by the rules of the one after)
  if (/^(antes|before)$/.test(w(c, i + 1)) && /^(,|\.|;|y|and|)$/.test(w(c, i + 2)))
    return one({ k: 'pt', pt: { p: 'fixed', date: c.today }, back: -1, backWeekday: wd }, i, i + 2);
  const rel = relationAt(c, i + 1);
  if (!rel) return undefined;
  const a = spanAnchorAt(c, rel.next);
  // Class "a weekday around a day not read" ("the Thursday before the wedding", "el jueves antes del viernes 18" when
  // the 18th is no Friday): the weekday alone would be a silent wrong day → not claimed. Around anything else ("el
  // viernes antes de las 3") the weekday stays the reader's.
  if (!a) {
    const nx = c.toks[rel.next];
    const event = EVENT_WORDS.has(w(c, rel.next - 1)) || EVENT_LINKS.has(w(c, rel.next - 1)) || w(c, rel.next - 1) === ',';
    const dayLike = nx !== undefined && (nx.k === 'n' || WEEKDAYS[nx.t] !== undefined || monthAt(c, rel.next, true) !== undefined);
    return event || dayLike ? one({ k: 'skip', spoils: true }, i, rel.next) : undefined;
  }
  let d = rel.sign > 0 ? addDays(a.last, 1) : addDays(a.first, -1);
  while (weekdayOf(d) !== wd) d = addDays(d, rel.sign);
  return one(dayBody([d], true), i, a.end);
}

/**
 * Class: a weekend said around a named day or a date ("the weekend after New Year", "el fin de semana después de
 * Reyes", "the weekend before Christmas", "el finde antes del 15"): Friday to Sunday (2 nights) of the first weekend
 * whose Friday is after the anchor's last day, or of the last one whose Sunday is before its first day; a day right
 * beside a weekend offers that one and the next past it (one of them past the booking window, the other is still asked).
 */
function matchWeekendAround(c: PhraseContext, i: number): Match {
  const words = weekendWordsAt(c, i);
  if (!words) return undefined;
  const rel = relationAt(c, i + words);
  if (!rel) return undefined;
  const a = spanAnchorAt(c, rel.next);
  if (!a) return undefined;
  let fri = rel.sign > 0 ? addDays(a.last, 1) : addDays(a.first, -3);
  while (weekdayOf(fri) !== 5) fri = addDays(fri, rel.sign);
  // A day right beside a weekend (a Thursday before it, a Monday after it: "the weekend after Thanksgiving") may mean
  // that weekend or the one past it: both are offered.
  const beside = rel.sign > 0 ? weekdayOf(a.last) === 4 : weekdayOf(a.first) === 1;
  const fridays = (beside ? [fri, addDays(fri, 7 * rel.sign)] : [fri]).filter((f) => f >= c.today);
  if (fridays.length === 0) return undefined;
  const label = c.lang === 'en' ? 'weekend' : 'fin de semana';
  const options = fridays.map((f) => ({ checkin: f, checkout: addDays(f, 2), nights: 2 }));
  // A Friday said ("the weekend after Christmas" when Christmas is a Friday): the rest of that weekend, Saturday and
  // Sunday nights, or the next one? Both are offered.
  const onFriday = rel.sign > 0 && weekdayOf(a.last) === 5 && addDays(a.last, 1) >= c.today;
  if (onFriday) options.unshift({ checkin: addDays(a.last, 1), checkout: addDays(a.last, 3), nights: 2 });
  return one({ k: 'range', options, label, inferred: true, ...(beside || onFriday ? { ask: true } : {}) }, i, a.end);
}

/**
 * Class: nights said before a named day ("dos noches antes de Año Nuevo", "three nights before Christmas"): a stay of
 * those nights that ends on that day (New Year: out on 1 January, the nights of 30 and 31 December).
 */
function matchNightsBefore(c: PhraseContext, i: number): Match {
  const n = countAt(c, i);
  if (n === undefined || n < 1 || !/^(noches|nights|noche|night)$/.test(w(c, i + 1))) return undefined;
  const rel = relationAt(c, i + 2);
  if (!rel || rel.sign > 0) return undefined;
  const a = anchorAt(c, rel.next) ?? holidayAnchorAt(c, rel.next);
  if (a?.dates.length !== 1 || a.kind === 'now') return undefined;
  const checkout = a.dates[0]!;
  return one({ k: 'range', options: [{ checkin: addDays(checkout, -n), checkout, nights: n }], inferred: true }, i, a.end);
}

/**
 * Offsets from an anchor: "a week from tomorrow", "two weeks from Saturday", "tres días después de navidad",
 * "el día después de año nuevo", "two days before christmas", "dos semanas a partir de hoy", "Monday week",
 * "Friday fortnight", "a week on Saturday". "a couple of weeks from…" is vague: its day is asked back.
 */
function matchOffset(c: PhraseContext, i: number): Match {
  const t = w(c, i);
  // British: "Monday week", "Friday fortnight" = that weekday a week / two weeks later.
  if (c.lang === 'en') {
    const u = w(c, i + 1);
    if ((u === 'week' || u === 'fortnight') && !/^(of|end|ends|long|day|days|')$/.test(w(c, i + 2))) {
      const wd = WEEKDAYS[t];
      if (wd !== undefined) return one(dayBody([addDays(nextWeekday(wd, c.today), u === 'week' ? 7 : 14)], true), i, i + 2);
    }
  }
  const around = matchWeekdayAround(c, i) ?? matchNightsBefore(c, i);
  if (around) return around;
  // Class "the next day": "al día siguiente", "el día siguiente", Colombian "al otro día", "the next day", "the
  // following day" — one day after the date said before it (resolved like "el día después", see `backOffsets` in
  // scan.ts; at the nights question, after the check-in known). Not before "de"/"of" ("el día siguiente de la boda").
  {
    const next =
      (t === 'dia' && w(c, i + 1) === 'siguiente') ||
      (t === 'otro' && w(c, i + 1) === 'dia' && /^(al|el)$/.test(w(c, i - 1))) ||
      ((t === 'next' || t === 'following') && w(c, i + 1) === 'day' && w(c, i - 1) === 'the');
    if (next && !/^(de|del|of)$/.test(w(c, i + 2))) return one({ k: 'pt', pt: { p: 'fixed', date: c.today }, back: 1 }, i, i + 2);
  }
  // Class "the eve, said after the day" ("el congreso es el 3 de marzo, llego la víspera", "the wedding is on the 12th,
  // we arrive the eve"): the day before the date said before it, like "el día antes" (see `backOffsets` in scan.ts).
  if (t === 'vispera' || (t === 'eve' && w(c, i - 1) === 'the'))
    if (/^(la|el|the)$/.test(w(c, i - 1)) && !/^(de|del|of)$/.test(w(c, i + 1))) return one({ k: 'pt', pt: { p: 'fixed', date: c.today }, back: -1 }, i, i + 1);
  // Class "the eve of a day" ("la víspera de Reyes", "la víspera del 24", "on the eve of New Year's Day"): the day before.
  if ((t === 'vispera' && /^(de|del)$/.test(w(c, i + 1))) || (t === 'eve' && w(c, i + 1) === 'of' && w(c, i - 1) === 'the')) {
    let j = i + 2;
    if (/^(el|la|the)$/.test(w(c, j))) j++;
    const a = anchorAt(c, j) ?? holidayAnchorAt(c, j);
    if (a?.dates.length === 1 && a.kind !== 'now') return one(dayBody([addDays(a.dates[0]!, -1)], a.inferred), i, a.end);
    return undefined;
  }
  let n: number | undefined;
  let k = i + 1;
  let couple = false;
  let dayForm = false;
  // "la noche antes de", "the night before/after": one day, like "el día antes de" (the night's own day).
  if ((t === 'noche' || t === 'night') && /^(before|after|antes|despues)$/.test(w(c, i + 1))) {
    n = 1;
    k = i;
    dayForm = true;
  } else if (t === 'dia' || t === 'day') {
    n = 1;
    k = i;
    dayForm = true;
  } else if ((t === 'un' || t === 'a') && (w(c, i + 1) === 'par' || w(c, i + 1) === 'couple')) {
    n = 2;
    couple = true;
    k = i + 2;
  } else n = countAt(c, i);
  if (n === undefined || n < 1) return undefined;
  if (couple && (w(c, k) === 'de' || w(c, k) === 'of')) k++;
  const unit = t === 'noche' || t === 'night' ? 1 : offsetUnit(w(c, k));
  if (!unit || (dayForm && unit !== 1)) return undefined;
  if (STAY_LEAD.has(w(c, i - 1))) return undefined;
  // The operator.
  let j = k + 1;
  const op = w(c, j);
  let sign = 1;
  let kind: 'from' | 'after' | 'partir' | 'on' | 'bare';
  if (op === 'from') kind = 'from';
  // British "a week today", "a week tomorrow", "a fortnight tomorrow": that day + 7 / + 14 (no operator word).
  else if (c.lang === 'en' && unit >= 7 && BARE_ANCHORS.has(op)) {
    kind = 'bare';
    j--;
  } else if (op === 'after' || op === 'despues' || op === 'luego' || op === 'before' || op === 'antes' || (dayForm && op === 'anterior')) {
    kind = 'after';
    if (op === 'before' || op === 'antes' || op === 'anterior') sign = -1;
    // Class: an offset whose anchor is the date said before it in the message ("la boda es el 15 de marzo,
    // llegaríamos el día antes", "arriving the 15th, leaving the day after", "un día antes"): no anchor after the
    // operator, so it points back; scan.ts resolves it against that date.
    if (unit === 1 && n <= MAX_BACK_DAYS && !/^(de|del|of|the|el|la|que|than|a|al)$/.test(w(c, j + 1)) && !anchorAt(c, j + 1) && pastEvent(c, j + 1) === j + 1)
      return one({ k: 'pt', pt: { p: 'fixed', date: c.today }, back: sign * n }, i, j + 1);
    // The same when the anchor is what the guest said before ("llegamos un día antes de lo que le dije"): the date said
    // before in the message, or the check-in the conversation knows (see `backOffsets`).
    const said = saidBeforeAt(c, j + 1);
    if (unit === 1 && n <= MAX_BACK_DAYS && said !== undefined) return one({ k: 'pt', pt: { p: 'fixed', date: c.today }, back: sign * n }, i, said);
    // ("el día anterior al 15": "a"/"al" is its "de")
    const of = op === 'anterior' ? /^(a|al)$/ : /^(de|del)$/;
    if ((op === 'despues' || op === 'luego' || op === 'antes' || op === 'anterior') && !of.test(w(c, j + 1))) return undefined;
    // "antes del 15 de marzo": "del" is "de" and the article of the day after it.
    if (of.test(w(c, j + 1))) j++;
  } else if (op === 'a' && w(c, j + 1) === 'partir' && /^(de|del)$/.test(w(c, j + 2))) {
    kind = 'partir';
    j += w(c, j + 2) === 'de' ? 2 : 1;
  } else if (op === 'on' && c.lang === 'en' && unit >= 7) kind = 'on';
  else return undefined;
  if (dayForm && kind !== 'after') return undefined;
  j++;
  // "3 days after the 15th", "dos días después de la navidad".
  if (kind === 'after' && /^(the|el|la)$/.test(w(c, j))) j++;
  if (kind === 'after') j = pastEvent(c, j);
  const a = anchorAt(c, j) ?? (kind === 'after' ? (holidayAnchorAt(c, j) ?? periodAnchorAt(c, j, sign)) : undefined);
  if (!a) return undefined;
  if (kind === 'partir' && a.kind !== 'now') return undefined;
  // Class "days starting from a day": "3 días a partir de mañana" is a stay of 3 days from then (2 or 3 nights, asked),
  // not an arrival 3 days later ("dos semanas a partir de hoy" stays an offset: weeks are no length said that way).
  if (kind === 'partir' && unit === 1 && !couple && n >= 2) {
    const start = dayBody(a.dates, a.inferred);
    return {
      items: [
        { k: 'dur', amb: [n - 1, n].filter((x) => x <= MAX_NIGHTS), days: n, i0: i, i1: k + 1 },
        { ...start, i0: k + 1, i1: a.end },
      ],
    };
  }
  if (kind === 'from' && a.kind === 'date') return undefined;
  if (kind === 'on' && a.kind !== 'wd') return undefined;
  const by = sign * n * unit;
  const body = dayBody(
    a.dates.map((d) => addDays(d, by)),
    a.inferred,
    couple,
  );
  return one(body.k === 'pt' && a.dates.length === 1 && a.kind !== 'now' ? { ...body, countedFrom: a.dates[0]! } : body, i, a.end);
}

/**
 * Where the words at `k` saying "what I said before" end ("de lo que le dije", "de lo que te habíamos dicho", "de lo
 * acordado", "than I said", "than planned"), or undefined.
 */
function saidBeforeAt(c: PhraseContext, k: number): number | undefined {
  const said = c.toks
    .slice(k, k + 6)
    .map((x) => x.t)
    .join(' ');
  const m = SAID_BEFORE.exec(said);
  return m ? k + m[0].split(' ').length : undefined;
}

/** The words of {@link saidBeforeAt}, folded. */
const SAID_BEFORE =
  /^(?:de lo que (?:(?:le|te|les|les) )?(?:dije|dijimos|habia dicho|habiamos dicho|puse|pusimos|acordamos|teniamos)|de lo (?:dicho|acordado|planeado|previsto)|than (?:(?:i|we) (?:said|told you|planned|booked)|planned))\b/;

/** The most days an offset pointing back at the date said before it may move it ("tres días antes"); more is no stay's edge. */
const MAX_BACK_DAYS = 3;

/** Words pointing at "the one after" ("el siguiente", "el otro", "the next one", "the one after", "the following one"). */
function oneAfterAt(c: PhraseContext, j: number): number | undefined {
  let k = j;
  if (/^(el|la|the)$/.test(w(c, k))) k++;
  const t = w(c, k);
  if (t === 'siguiente' || t === 'otro' || t === 'otra' || t === 'proximo' || t === 'proxima' || t === 'following')
    return w(c, k + 1) === 'one' ? k + 2 : k + 1;
  if (t === 'one' && (w(c, k + 1) === 'after' || w(c, k + 1) === 'following')) return w(c, k + 2) === 'that' ? k + 3 : k + 2;
  if (t === 'next' && w(c, k + 1) === 'one') return k + 2;
  // "not this Friday but the next": "the next" closing the phrase (the message's end or punctuation after it).
  if (t === 'next' && k > j && (c.toks[k + 1] === undefined || c.toks[k + 1]!.k === 'p')) return k + 1;
  return undefined;
}

/**
 * A weekday or weekend phrase moved `weeks` later ("the one after"): its own day (the coming weekday, the
 * weekend's Friday) plus a week each; two choices when the coming one is not sure (`fromNext`: said "after
 * next" inside the weekend). Undefined for anything else (a date is not weekly).
 */
function oneAfter(c: PhraseContext, it: Body, fromNext: boolean): Body | undefined {
  let base: string | undefined;
  let weekend: { label?: string } | undefined;
  let now = false;
  // Class "a weekday after next said on that weekday" ("the Monday after next" on a Monday): the coming one is never
  // today, so it is the one a week on, +7 (no choice to ask).
  if (it.k === 'pt' && it.pt.p === 'wd') base = nextWeekday(it.pt.wd, c.today);
  else if (it.k === 'range' && it.anchor && it.repeat) {
    base = it.anchor;
    now = base <= c.today;
    if (it.repeat === 'weekend') weekend = { ...(it.label ? { label: it.label } : {}) };
  }
  if (!base) return undefined;
  const days = fromNext && now ? [7, 14] : [7];
  if (!weekend)
    return dayBody(
      days.map((d) => addDays(base, d)),
      true,
    );
  const options = days.map((d) => ({ checkin: addDays(base, d), checkout: addDays(base, d + 2), nights: 2 }));
  return { k: 'range', options, inferred: true, ...weekend };
}

/**
 * "no este viernes sino el siguiente", "not this Friday, the one after", "no este finde sino el otro". A
 * phrase that is not weekly ("no el 15 sino el siguiente": the 16th? next month's?) is taken and not claimed.
 */
function matchExclusion(c: PhraseContext, i: number): Match {
  const t = w(c, i);
  if (t !== 'no' && t !== 'not') return undefined;
  const r = matchAt(c, /^(el|la|the|on)$/.test(w(c, i + 1)) ? i + 2 : i + 1, false);
  if (r?.items.length !== 1) return undefined;
  const it = r.items[0]!;
  let j = it.i1;
  if (w(c, j) === ',') j++;
  if (/^(sino|but|pero|rather)$/.test(w(c, j))) j++;
  const end = oneAfterAt(c, j);
  if (end === undefined) return undefined;
  return one(oneAfter(c, it, false) ?? { k: 'skip' }, i, end);
}

/**
 * A weekday or weekend phrase and the one a week after it, both offered to choose from ("el finde o el otro", "este
 * sábado no el otro"); undefined for a phrase that is not weekly.
 */
function thisOrNext(c: PhraseContext, it: Body): Body | undefined {
  const later = oneAfter(c, it, false);
  if (later?.k === 'pt' && later.pt.p === 'fixed') return dayBody([addDays(later.pt.date, -7), later.pt.date], true, true);
  if (later?.k === 'range' && it.k === 'range') return { ...later, options: [it.options[0]!, ...later.options], ask: true };
  return undefined;
}

/** A period after "this"/"este" ("this month", "este año"): "the Friday after this month" is no "after this one". */
const PERIOD_AFTER_THIS = /^(week|weekend|month|year|semana|finde|fin|mes|ano|puente)$/;

/**
 * After a weekday or weekend just read (`r`): "el sábado no, el otro" (the one after), "the weekend after
 * next", "el viernes después del próximo" (the one after the coming one) move it and take those words.
 */
export function afterNext(c: PhraseContext, r: NonNullable<Match>): void {
  if (r.items.length !== 1) return;
  const it = r.items[0]!;
  let j = it.i1;
  let end: number | undefined;
  let fromNext = false;
  // "next Saturday": the coming one or the one a week on, both offered ("nextChoice").
  const nextChoice =
    it.k === 'range' &&
    !it.repeat &&
    it.options.length === 2 &&
    it.options.every((o) => !o.checkout) &&
    addDays(it.options[0]!.checkin, 7) === it.options[1]!.checkin;
  if (w(c, j) === ',' && (w(c, j + 1) === 'no' || w(c, j + 1) === 'not' || w(c, j + 1) === 'o' || w(c, j + 1) === 'or')) j++;
  // Class "this one or the one after" ("el finde o el otro", "this Friday or the next one"): both offered
  const orEnd = w(c, j) === 'o' || w(c, j) === 'or' ? oneAfterAt(c, j + 1) : undefined;
  if (orEnd !== undefined) {
    const both = thisOrNext(c, it);
    if (both) r.items[0] = { ...both, i0: it.i0, i1: orEnd };
    return;
  }
  if (w(c, j) === 'no' || w(c, j) === 'not') {
    j++;
    // Class "the other one ruled out" ("este sábado no el otro", "this Friday not the next one"): with no mark after
    // "no", the words may say "not the other one" (this one) or, run on, "no, the other one": both are offered
    const plainEnd = /^(no|not|this|este|esta|sino|but|pero|rather|,)$/.test(w(c, j)) ? undefined : oneAfterAt(c, j);
    if (plainEnd !== undefined && !/^(dia|day|mes|month|ano|year|semana|week|finde|fin|weekend)$/.test(w(c, plainEnd))) {
      r.items[0] = { ...(thisOrNext(c, it) ?? { k: 'skip' }), i0: it.i0, i1: plainEnd };
      return;
    }
    if (w(c, j) === ',') j++;
    // Class "the coming one ruled out" ("next saturday no not this one the one after", "el sábado, no este, el otro"):
    // "not this (one)" before the one after is the same exclusion.
    if (w(c, j) === 'not' || w(c, j) === 'no') j++;
    if (/^(this|este|esta)$/.test(w(c, j))) j += w(c, j + 1) === 'one' ? 2 : 1;
    if (w(c, j) === ',') j++;
    if (/^(sino|but|pero|rather)$/.test(w(c, j))) j++;
    end = oneAfterAt(c, j);
    // Of the two "next Saturday" may be, the guest rules out the coming one: the later one.
    if (end !== undefined && nextChoice) {
      r.items[0] = { ...dayBody([it.options[1]!.checkin], true), i0: it.i0, i1: end };
      return;
    }
  } else if (w(c, j) === 'after' && w(c, j + 1) === 'next') {
    end = j + 2;
    fromNext = true;
  } else if (w(c, j) === 'despues' && w(c, j + 1) === 'del' && /^(proximo|siguiente)$/.test(w(c, j + 2))) {
    end = j + 3;
    fromNext = true;
  } else if ((w(c, j) === 'after' && w(c, j + 1) === 'this') || (w(c, j) === 'despues' && w(c, j + 1) === 'de' && /^(este|esta)$/.test(w(c, j + 2)))) {
    // Class "the one after this one" ("the Friday after this one", "el viernes después de este"): the coming one + 7;
    // "this" before a period ("the Friday after this month", "el viernes después de este mes") is another phrase.
    end = w(c, j) === 'after' ? j + 2 : j + 3;
    if (w(c, j) === 'after' && w(c, end) === 'one') end++;
    else if (PERIOD_AFTER_THIS.test(w(c, end))) end = undefined;
  }
  if (end === undefined) return;
  const body = oneAfter(c, it, fromNext);
  // Said of a date that is not weekly ("el 15 no, el otro"): which day is meant is not sure → not claimed.
  if (!body && !fromNext) r.items[0] = { k: 'skip', i0: it.i0, i1: end };
  else if (body) r.items[0] = { ...body, i0: it.i0, i1: end };
}

/**
 * "Ocho" and "quince" after "a", in words ("de hoy a ocho días", "de hoje a oito", "mañana a quince"): the only numbers
 * that make a week or a fortnight after a day ("de hoy a 8" in digits may be a range to the 8th).
 */
const EIGHT_FIFTEEN_AFTER_A: Readonly<Record<string, number>> = { oito: 8, quinze: 15, ocho: 8, quince: 15 };

/**
 * Colombian "mañana en ocho" (a week after tomorrow), "hoy en ocho" (+7), "el
 * lunes en ocho" (that Monday + 7), "mañana en quince" (+14), "días" optional:
 * a single day just read (`r`) followed by "en ocho|8|quince|15 [días]" moves
 * by 7 or 14 days and takes those words. Spanish, and English "today in one week"; anything else is left.
 */
export function enOcho(c: PhraseContext, r: NonNullable<Match>): void {
  if (r.items.length !== 1) return;
  const it = r.items[0]!;
  // English "today in one week", "tomorrow in two weeks" (a literal "heute in einer Woche"): that day moved by the weeks.
  if (c.lang === 'en') {
    if (it.k !== 'pt' || it.pt.p !== 'fixed' || w(c, it.i1) !== 'in') return;
    const n = w(c, it.i1 + 1) === 'a' ? 1 : (NUMBER_WORDS[w(c, it.i1 + 1)] ?? c.toks[it.i1 + 1]?.n);
    if (n === undefined || n < 1 || n > 4 || !/^(week|weeks)$/.test(w(c, it.i1 + 2))) return;
    it.pt = { p: 'fixed', date: addDays(it.pt.date, 7 * n), ...(it.pt.inferred ? { inferred: true } : {}) };
    it.i1 += 3;
    return;
  }
  if (c.lang !== 'es') return;
  // "de hoy a ocho días", Brazilian "de hoje a oito", "amanhã a quinze": the same, with "a" and the number in words.
  if (it.k !== 'pt' || (it.pt.p !== 'fixed' && it.pt.p !== 'wd') || (w(c, it.i1) !== 'en' && w(c, it.i1) !== 'a')) return;
  const nx = c.toks[it.i1 + 1];
  const word = nx && nx.k === 'w' ? (w(c, it.i1) === 'a' ? EIGHT_FIFTEEN_AFTER_A[nx.t] : NUMBER_WORDS[nx.t]) : undefined;
  const n = nx && nx.k === 'n' && !nx.ord && w(c, it.i1) === 'en' ? nx.n : word;
  // Class "a day, then 'en' a count of weeks" ("de hoy en una semana", "mañana en dos semanas", "el lunes en 1
  // semana"): that day moved by the weeks, as "hoy en ocho" (Spanish "en" after a day is "from it", never a stay).
  // ("de hoy a 3 semanas": "a" with a count of weeks in digits too)
  const count = n ?? (w(c, it.i1) === 'a' && nx?.k === 'n' && !nx.ord ? nx.n : NUMBER_WORDS[nx?.t ?? '']);
  const weeks = count !== undefined && count >= 1 && count <= 4 && /^(semana|semanas)$/.test(w(c, it.i1 + 2)) ? count : 0;
  const add = weeks ? 7 * weeks : n === 8 ? 7 : n === 15 ? 14 : 0;
  if (!add) return;
  let end = it.i1 + 2;
  if (weeks) end++;
  else if (w(c, end) === 'dias' || w(c, end) === 'dia') end++;
  // "mañana en 8 horas", "hoy en 15 minutos": a unit after the number is no "en ocho". Chat "x" is "por" there
  // ("mañana en ocho x 2 noches": the length follows), not a unit; so is a count of nights right after it ("de mañana
  // en ocho 2 noches").
  else if ((UNIT_WORDS.has(w(c, end)) && w(c, end) !== 'x') || (c.toks[end]?.k === 'n' && !/^(noches|noche|nights|night)$/.test(w(c, end + 1)))) return;
  const base = it.pt.p === 'fixed' ? it.pt.date : nextWeekday(it.pt.wd, c.today);
  const inferred = it.pt.p === 'wd' || (it.pt.p === 'fixed' && it.pt.inferred === true);
  it.pt = { p: 'fixed', date: addDays(base, add), ...(inferred ? { inferred: true } : {}) };
  it.i1 = end;
}
