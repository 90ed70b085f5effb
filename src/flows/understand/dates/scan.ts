/**
 * The scan: the tokens read left to right into phrases (`matchAt` at each
 * token, then the postfix operators), the same date said twice merged, a
 * lone day number at the dates question, and the little words before each
 * phrase taken with it and turned into its role (from, to, check-in,
 * check-out, alternative, vague). Phrases that would be a silent guess (a
 * weekday range with an unread start, "15 y 16 de diciembre" half read, a
 * bare day at the phone question) are dropped here.
 *
 * Grammar: the sentence level — STAY := (ROLE-WORDS PHRASE)*, roles from the
 * little words (words.ts).
 */
import type { Message } from '../types.js';
import { distance } from 'fastest-levenshtein';
import type { PhraseContext, Item } from './phrase.js';
import { afterNext, enOcho, matchAt } from './operators.js';
import { asAbs, resolve } from './resolve.js';
import { addDays } from '../../../clock.js';
import { ymd } from './calendar.js';
import { weekdayOf } from '../holidays.js';
import { countAt, isLittle, w } from './atoms.js';
import { MAX_NIGHTS } from '../../limits.js';
import {
  CHECKIN_WORDS,
  CHECKOUT_WORDS,
  EVENT_WORDS,
  FOREIGN_RANGE_WORDS,
  FROM_WORDS,
  MONTH_ABBR,
  MONTHS,
  ROUGHLY_WORDS,
  TO_WORDS,
  VAGUE_WORDS,
  WEEKDAY_ABBR,
  WEEKDAYS,
  leaveVerbEnds,
} from './words.js';
import { NUMBER_WORDS } from '../text.js';
import { PEOPLE_GRAMMAR } from '../people.js';
import { deniedAfterComma, deniedRightAfter, MARKER_LEAD_WORDS, TAKE_BACK_WORDS } from '../repairs.js';
import type { Tok } from './tokens.js';
import { eventBefore, eventStays, flightBefore, placeByEvent } from './events.js';

/** Verbs joining a role word to its day ("la salida es el 19", "the checkout is on the 19th"). */
const ROLE_COPULAS: ReadonlySet<string> = new Set(['es', 'sera', 'seria', 'is', 'was']);
/** Words restating a day just said as a date ("o sea el 2", "es decir el 2", "that is the 2nd", "meaning the 2nd"). */
const RESTATING = /^(o sea|osea|es decir|that is|meaning|which is)( (el|la|the))?$/;

/** Words after a length of weeks that move a stay taken back by it: -1 before ("antes", "earlier"), +1 after ("después", "later"). */
const SHIFT_WORDS: Readonly<Record<string, number>> = { antes: -1, before: -1, earlier: -1, despues: 1, later: 1 };

/**
 * The phrases of the tokens, left to right, each with the little words before
 * it and their roles; the ones that would be a silent guess are dropped
 * (`vague`). `expecting`: the question being answered (a lone number is a day
 * only at the dates question).
 */
export function scan(c: PhraseContext, expecting: Message['expecting']): Item[] {
  const items: Item[] = [];
  const toks = c.toks;
  for (let i = 0; i < toks.length; ) {
    const tk = toks[i]!;
    if (tk.k === 'p' && tk.t !== '-') {
      i++;
      continue;
    }
    const r = matchAt(c, i);
    if (!r) {
      i++;
      continue;
    }
    enOcho(c, r);
    afterNext(c, r);
    let end = i + 1;
    for (const it of r.items) {
      const used: number[] = [];
      for (let k = it.i0; k < it.i1; k++) used.push(k);
      items.push({ ...it, used } as Item);
      end = Math.max(end, it.i1);
    }
    i = end;
  }
  formatNotes(c, items);
  numericRestated(toks, items);
  newYearOfNamed(items);
  namedYears(c, items);
  // The same date said twice, the second time in parentheses or after "/" ("for Holy Week (Semana Santa)",
  // "15 de diciembre (december 15)"): one date, both phrases taken.
  for (let n = items.length - 1; n > 0; n--) {
    const a = items[n - 1]!;
    const b = items[n]!;
    const between = toks.slice(a.i1, b.i0);
    // Also after a comma and an article ("el 9 de diciembre, el día después de la Inmaculada", "1/12 (UK format), so
    // the first of December"): the day described again.
    const apposition = between[0]?.t === ',' && between.slice(1).every((x) => /^(el|la|the|a|un|o|sea|es|is|so|ie|i\.e|meaning|osea)$/.test(x.t));
    // Class "a day restated after 'o sea' / 'es decir' / 'that is', comma or not" ("pasado mañana o sea el 2",
    // "tomorrow that is the 1st"): one day when both name the same date; two dates so said are alternatives, asked
    // back ("pasado mañana o sea el 3": which one?), never a range. A filler of speech between does not change it ("el
    // lunes, eh, o sea el martes").
    const restated =
      a.k === 'pt' &&
      b.k === 'pt' &&
      RESTATING.test(
        between
          .filter((x) => x.t !== ',' && !/^(eh|ehh|em|emm|um|umm|uh|mm|mmm)$/.test(x.t))
          .map((x) => x.t)
          .join(' '),
      );
    if (restated && !sameDay(c, a, b)) {
      b.alt = true;
      continue;
    }
    // Class "a weekday said again right after itself" (dictation, emphasis: "el jueves que viene el jueves", "el jueves,
    // el jueves", "Friday… Friday"): one day, never a week's stay.
    const again =
      b.k === 'pt' &&
      b.pt.p === 'wd' &&
      !b.weekOf &&
      // (an affirmation between: "el lunes, sí, el lunes", "Friday, yes, Friday")
      between.every((x) => /^(el|the|on|eh|este|um|uh|si|yes|yeah|eso|exacto|exactly|,|\.)$/.test(x.t)) &&
      (weekdayOfDay(c, a, b) || (a.k === 'pt' && a.pt.p === 'wd' && a.pt.wd === b.pt.wd));
    if (again) {
      sayOnce(toks, items, n);
      continue;
    }
    if (between.length === 0 || !(apposition || restated || between.every((x) => x.t === '(' || x.t === '/' || x.t === '=' || x.t === ','))) continue;
    if (sameBody(a, b) || ((apposition || restated) && (sameDay(c, a, b) || weekdayOfDay(c, a, b)))) {
      // "navidad, el 25": the day said picks the named day's own date over its other ("para Navidad": the 24th too)
      if (a.k === 'pt' && a.pt.p === 'fixed' && a.pt.alt !== undefined && b.k === 'pt' && b.pt.p !== 'fixed') {
        const { alt: _alt, ...pt } = a.pt;
        a.pt = pt;
      }
      sayOnce(toks, items, n);
    }
  }
  // A lone day number at the dates question: "15" → the next 15th.
  if (items.length === 0 && expecting === 'dates') {
    const words = toks.filter((x) => x.k !== 'p');
    const only = words.length === 1 ? words[0]! : undefined;
    if (only && only.k === 'n' && only.n! >= 1 && only.n! <= 31 && only.t.length <= 4) {
      const idx = toks.indexOf(only);
      items.push({ k: 'pt', pt: { p: 'day', d: only.n! }, i0: idx, i1: idx + 1, used: [idx] });
    }
    // Class "dotted date as the answer": a lone dotted day.month ("10.08") answering the dates question is a date,
    // day first (dots are written the European way); elsewhere it stays a decimal or a time (see `dottedDates`).
    const dot = only?.k === 'x' ? only.dot : undefined;
    if (only && dot && dot.a >= 1 && dot.a <= 31 && dot.b >= 1 && dot.b <= 12) {
      const idx = toks.indexOf(only);
      items.push({ k: 'pt', pt: { p: 'abs', d: dot.a, m: dot.b }, i0: idx, i1: idx + 1, used: [idx] });
    }
  }
  // The little words before each phrase: roles and spans.
  let prevEnd = 0;
  for (let n = 0; n < items.length; n++) {
    const it = items[n]!;
    const connected = n > 0 && toks.slice(prevEnd, it.i0).every((x) => isLittle(x));
    let k = it.i0 - 1;
    for (; k >= prevEnd; k--) {
      const x = toks[k]!;
      // "nos vamos el 16", "me voy 16": a departure said with a pronoun and a verb of going (LEAVE_VERBS).
      if (leaveVerbEnds(c, k) && k - 1 >= prevEnd) {
        it.checkout = true;
        it.used.unshift(k - 1, k);
        k--;
        continue;
      }
      // Class "otherwise": another date offered after "si no" / "or else" / "otherwise" ("del 9 al 11, o si no del 16
      // al 18", "the 15th, or else the 16th"): an alternative, asked back with the first. Near miss: "el 15, no, el
      // 16" (taken back, see `corrections`).
      // (English "or if not" is "o si no"): how many words the marker takes, ending at `k`
      const otherwise =
        x.k !== 'w'
          ? 0
          : x.t === 'not' && w(c, k - 1) === 'if' && w(c, k - 2) === 'or' && k - 2 >= prevEnd
            ? 3
            : x.t === 'no' && w(c, k - 1) === 'si' && k - 1 >= prevEnd
              ? 2
              : x.t === 'else' || x.t === 'otherwise'
                ? 1
                : 0;
      if (otherwise > 0) {
        it.alt = true;
        it.used.unshift(...range(k - otherwise + 1, k + 1));
        k -= otherwise - 1;
        continue;
      }
      // Class: a role said with "is" before its day ("la salida es el 19", "the checkout is on the 19th", "la entrada
      // sería el 3"): the verb joins the role word to its day. Not a role of something else ("el vuelo de regreso es el 9").
      const role = CHECKIN_WORDS.has(w(c, k - 1)) || CHECKOUT_WORDS.has(w(c, k - 1));
      if (x.k === 'w' && ROLE_COPULAS.has(x.t) && role && w(c, k - 2) !== 'de' && w(c, k - 2) !== 'of') {
        it.used.unshift(k);
        continue;
      }
      if (!isLittle(x)) break;
      const t = x.t;
      if (VAGUE_WORDS.has(t)) {
        it.vague = true;
        break;
      }
      const checkDash = t === '-' && w(c, k - 1) === 'check';
      // "a partir de": a start ("3 noches a partir del 8"), its "a" is no "to".
      if (t === 'a' && w(c, k + 1) === 'partir') {
        it.used.unshift(k);
        continue;
      }
      // Class: a day an arrival or departure is changed to ("change the departure to Sunday", "la salida a el 20"): the
      // "to" joins the role word to its day, it starts no range.
      const roleTo = (t === 'to' || t === 'a') && (CHECKOUT_WORDS.has(w(c, k - 1)) || CHECKIN_WORDS.has(w(c, k - 1)));
      if ((t === 'y' || t === 'and' || t === 'a' || t === 'to' || t === '-' || t === 'o' || t === 'or' || t === 'u') && !connected && !checkDash && !roleTo)
        break;
      // "el 15 o el 16": two dates to choose from, not a range.
      if (t === 'o' || t === 'or' || t === 'u') it.alt = true;
      if (FROM_WORDS.has(t)) it.from = true;
      if (ROUGHLY_WORDS.has(t)) it.roughly = true;
      // the hyphen of "check-in"/"check-out" is no "to" (class: a role word written with its hyphen)
      if (TO_WORDS.has(t) && !checkDash && (connected || t === 'hasta' || t === 'until' || t === 'till')) it.to = true;
      // "check in", "check-out", and "checking in/out" (class: a role said with the verb's -ing form)
      const checkWord =
        t === 'check' ? (w(c, k + 1) === '-' ? w(c, k + 2) : w(c, k + 1)) : (t === 'in' || t === 'out') && w(c, k - 1) === 'checking' ? t : undefined;
      if (CHECKIN_WORDS.has(t) || checkWord === 'in') it.checkin = true;
      if (CHECKOUT_WORDS.has(t) || checkWord === 'out') it.checkout = true;
      it.used.unshift(k);
    }
    if (k >= prevEnd && VAGUE_WORDS.has(toks[k]!.t)) it.vague = true;
    if (it.i1 > prevEnd) prevEnd = it.i1;
  }
  eventStays(c, items);
  eventDays(c, items);
  // Class "a day pointed back at" at a question about something else ("yo, mi novio y su hijo de 9, que ese fin de
  // semana está con nosotros" at the party): "ese"/"esa"/"that" names a day already known, never the stay's.
  // (a period or a day said in words: "make that 4 nights" is a length said again)
  if (expecting !== undefined && expecting !== 'dates' && expecting !== 'nights')
    for (const it of items) {
      if (it.k !== 'range' && !(it.k === 'pt' && c.toks[it.i0]?.k === 'w')) continue;
      if (/^(ese|esa|that)$/.test(w(c, (it.used[0] ?? it.i0) - 1)) || /^(ese|esa|that)$/.test(w(c, it.used[0] ?? it.i0))) it.vague = true;
    }
  foreignRangeEnds(c, items);
  weekdayChecks(c, items);
  weekdayOfHoliday(c, items);
  backOffsets(c, items);
  sameWeekDays(c, items);
  eventDates(c, items);
  reasonDays(c, items);
  corrections(c, items);
  sameDayAgain(items);
  startSaidAgain(c, items);
  // "xxx to tues", "juevs a domingo": a weekday range whose start was not read (a weekday-like word before the
  // joiner) would silently become a check-in → not claimed.
  const read = new Set(items.flatMap((it) => it.used));
  for (const it of items) {
    if (it.k !== 'pt' || it.pt.p !== 'wd') continue;
    let j = it.used[0] ?? it.i0;
    if (!RANGE_JOINER_RE.test(w(c, j))) j--;
    // ("a partir del lunes" opens no range: "Santa Marta a partir del lunes" has no weekday before it)
    if (RANGE_JOINER_RE.test(w(c, j)) && w(c, j + 1) !== 'partir' && !read.has(j - 1) && weekdayLike(w(c, j - 1))) it.vague = true;
  }
  // "15 y 16 de diciembre", "15 o 16 de diciembre": a number left out joined to a date makes it unclear → not claimed.
  const usedAll = new Set(items.flatMap((it) => it.used));
  for (const it of items) {
    const j = it.used[0] ?? it.i0;
    // (not a clause of its own, a comma and a word of its role first: "1 kid 5 y, from 12/28", the age's "y" is years)
    const ownClause = w(c, j) === ',' && it.used.some((k) => k > j && k < it.i0 && toks[k]!.k === 'w');
    if (/^(y|and|o|or|u|&)$/.test(w(c, j - 1)) && !ownClause && toks[j - 2]?.k === 'n' && !usedAll.has(j - 2)) it.vague = true;
    // "dec 15 or 16" read only as far as "dec 15": the other choice is lost → not claimed.
    if (it.k === 'pt' && /^(o|or|u)$/.test(w(c, it.i1)) && toks[it.i1 + 1]?.k === 'n' && !usedAll.has(it.i1 + 1)) it.vague = true;
  }
  // At the phone and email questions only unmistakable dates are read: a date with its month, a day after
  // "el"/"del", a duration, or anything said with an arrival or departure word ("llego mañana"). "Mañana te
  // lo mando", "ayer", "el viernes" there are about the contact details, not the stay.
  // A day without a month there ("el 3", the start of a number being typed) only in a range ("del 15 al 18").
  if (c.strict) {
    items.forEach((it, n) => {
      const roles = it.checkin || it.checkout;
      const ranged = it.from || it.to || items[n + 1]?.to === true;
      const sure = it.k === 'dur' || (it.k === 'pt' && (it.pt.p === 'abs' || it.pt.p === 'num' || (it.pt.p === 'day' && ranged)));
      if (!roles && !sure) it.vague = true;
    });
  }
  // A day joined to a date of long ago ("del 10 al 12 de marzo de 1990") belongs to it: not claimed either.
  for (let n = 0; n < items.length; n++) {
    const it = items[n]!;
    if (it.k !== 'skip' || !it.old) continue;
    for (const nb of [items[n - 1], items[n + 1]]) {
      if (nb?.k !== 'pt' || nb.pt.p !== 'day') continue;
      const [lo, hi] = nb.i0 < it.i0 ? [nb.i1, it.used[0] ?? it.i0] : [it.i1, nb.used[0] ?? nb.i0];
      if (toks.slice(lo, hi).every((x) => isLittle(x)) || lo >= hi) nb.vague = true;
    }
  }
  unreadEnds(c, items);
  return items.filter((it) => !it.vague);
}

/**
 * Words that may follow "D de"/"D of" without being its month ("el 15 de este mes", "del 10 al 14 de la otra
 * semana", "the 10 of us", "el 5 de cada mes", "el 20 de noche"): not an unknown month.
 */
const NOT_A_MONTH_AFTER_DAY: ReadonlySet<string> = new Set(
  (
    'este esta ese esa estos estas la el los las lo un una cada mi mis su sus nuestro nuestra tu proximo proxima siguiente otro otra ' +
    'noche manana tarde madrugada mes semana ano dia dias viaje vacaciones vacacion ' +
    'us them you those these this that next the my our your each every month week year night morning evening'
  ).split(' '),
);

/**
 * Class: a range joined by a word of another language ("3 tot 6 maart", "du 3 au 6 mars", "vom 3 bis 6 März"): the
 * start day is left unread, so the end alone is no check-in — only that end is left unread (a correction said after
 * it in known words stays: "du 5 au 9 janvier — sorry, 5 to 9 January").
 */
function foreignRangeEnds(c: PhraseContext, items: Item[]): void {
  const read = new Set(items.flatMap((it) => it.used));
  for (const it of items) {
    const first = it.used[0] ?? it.i0;
    if (it.k === 'pt' && FOREIGN_RANGE_WORDS.has(w(c, first - 1)) && c.toks[first - 2]?.k === 'n' && !read.has(first - 2)) it.vague = true;
  }
}

/** `date` (`YYYY-MM-DD`) moved by `years` whole years (29 February to the 28th when the year has none). */
function shiftYears(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const md = date.slice(5);
  return ymd(y, Number(md.slice(0, 2)), Number(md.slice(3))) ?? `${y}-${md.slice(0, 2)}-28`;
}

/**
 * Class "a named day of another year": a holiday or named day with a year written after it ("Christmas 2029",
 * "navidad del 2027", "Thanksgiving of 2025") is that year's, or said as gone ("last Christmas", "la navidad pasada",
 * "el año nuevo pasado") last year's: its days move by the years between (the words taken), so a year past or too far
 * ahead is refused by the checks, never read as the coming one. A year that is the coming one's changes nothing.
 */
function namedYears(c: PhraseContext, items: Item[]): void {
  const toks = c.toks;
  for (let n = 0; n < items.length; n++) {
    const it = items[n]!;
    const first = it.k === 'range' && it.label ? it.options[0]?.checkin : it.k === 'pt' && it.pt.p === 'fixed' && it.pt.label ? it.pt.date : undefined;
    if (first === undefined) continue;
    let k = it.i1;
    if (/^(de|del|of|in)$/.test(w(c, k))) k++;
    const yt = toks[k];
    let years = 0;
    let i0 = it.i0;
    let i1 = it.i1;
    if (yt?.k === 'n' && !yt.ord && yt.t.length === 4 && yt.n! >= 1900 && yt.n! <= 2200) {
      years = yt.n! - Number(first.slice(0, 4));
      i1 = k + 1;
    } else if (w(c, it.i0 - 1) === 'last' && w(c, it.i0 - 2) !== 'the') {
      years = -1;
      i0 = it.i0 - 1;
    } else if (/^(pasada|pasado)$/.test(w(c, it.i1))) {
      years = -1;
      i1 = it.i1 + 1;
    } else continue;
    if (years !== 0) {
      if (years < 0 || it.k === 'pt') {
        const date = shiftYears(first, years);
        items[n] = { k: 'past', date, i0, i1, used: [] } as Item;
        if (years > 0) items[n] = { ...it, pt: { p: 'fixed', date, inferred: true }, i0, i1 } as Item;
      } else if (it.k === 'range') {
        it.options = it.options.map((o) => ({
          checkin: shiftYears(o.checkin, years),
          ...(o.checkout ? { checkout: shiftYears(o.checkout, years) } : {}),
          ...(o.nights !== undefined ? { nights: o.nights } : {}),
        }));
      }
    }
    const x = items[n]!;
    x.i0 = i0;
    x.i1 = i1;
    x.used = Array.from({ length: i1 - i0 }, (_, j) => i0 + j);
  }
}

/** Words saying which order a numeric date is written in, day first ("UK format", "formato europeo") or month first ("US date"). */
const DAY_FIRST_NOTES: ReadonlySet<string> = new Set(['uk', 'british', 'european', 'euro', 'europeo', 'europea', 'latino', 'colombiano', 'dd/mm']);
const MONTH_FIRST_NOTES: ReadonlySet<string> = new Set(['us', 'usa', 'american', 'americano', 'gringo', 'mm/dd']);
/**
 * Class "the new year's day of another calendar, said again by the common name" ("Cartagena for chinese new year, we
 * arrive on the new year day"): once the message names the Lunar New Year, "the new year day" after it is that day,
 * never the 1st of January.
 */
function newYearOfNamed(items: Item[]): void {
  const lunar = items.find((it) => it.k === 'range' && it.label === 'Lunar New Year' && it.options.length === 1);
  if (lunar?.k !== 'range') return;
  for (const it of items)
    if (it.k === 'pt' && it.pt.p === 'fixed' && it.pt.label === "New Year's Day" && it.i0 > lunar.i0)
      it.pt = { ...it.pt, date: lunar.options[0]!.checkin, label: 'Lunar New Year' };
}

/** Words that make the words above a note of format ("UK format", "US date", "formato europeo", "American style"). */
const FORMAT_WORDS: ReadonlySet<string> = new Set(['format', 'formato', 'date', 'fecha', 'style', 'estilo', 'dates', 'fechas', 'way']);

/**
 * Class "numeric date with its format said": a numeric day/month followed by a note of its order ("1/12 - UK format",
 * "12/1 (US date)", "3/4, formato europeo") is read in that order only; the note's words are taken with it.
 */
function formatNotes(c: PhraseContext, items: Item[]): void {
  for (const it of items) {
    if (it.k !== 'pt' || it.pt.p !== 'num') continue;
    let k = it.i1;
    while (/^[-,(:]$/.test(w(c, k))) k++;
    const a = w(c, k);
    const b = w(c, k + 1);
    const fmt = (x: string, y: string) => (FORMAT_WORDS.has(y) ? x : FORMAT_WORDS.has(x) ? y : undefined);
    const note = fmt(a, b);
    if (note === undefined) continue;
    const order = DAY_FIRST_NOTES.has(note) ? 'dm' : MONTH_FIRST_NOTES.has(note) ? 'md' : undefined;
    if (!order) continue;
    const pt = asAbs(it.pt, order);
    if (pt.p !== 'abs' || pt.m < 1 || pt.m > 12 || pt.d < 1 || pt.d > 31) continue;
    it.pt = pt;
    let end = k + 2;
    if (w(c, end) === ')') end++;
    for (let j = it.i1; j < end; j++) it.used.push(j);
    it.i1 = end;
  }
}

/** Words between a numeric date and the same date said in words ("5/6 (June 5)", "5/6 — the fifth of June", "6/5, i.e. June 5th"). */
const NUMERIC_RESTATING = /^([-(,:=]|so|ie|i\.e|that|is|meaning|o|sea|es|decir|the)$/;

/**
 * Class "a numeric date restated in words" ("I'm from the UK, so 5/6 — the fifth of June", "6/5 - June 5th", "5/6
 * (June 5)"): a day/month in numbers followed by a date in words that one of its two orders gives is that date, said
 * once; never a range from one to the other, nor the other order.
 */
function numericRestated(toks: readonly Tok[], items: Item[]): void {
  for (let n = items.length - 1; n > 0; n--) {
    const a = items[n - 1]!;
    const b = items[n]!;
    if (a.k !== 'pt' || b.k !== 'pt' || a.pt.p !== 'num' || b.pt.p !== 'abs' || b.from || b.checkout) continue;
    if (!toks.slice(a.i1, b.i0).every((x) => NUMERIC_RESTATING.test(x.t))) continue;
    const said = b.pt;
    const fits = (['dm', 'md'] as const).filter((r) => {
      const x = asAbs(a.pt, r);
      return x.p === 'abs' && x.d === said.d && x.m === said.m;
    });
    if (fits.length !== 1) continue;
    a.pt = asAbs(a.pt, fits[0]!);
    sayOnce(toks, items, n);
  }
}

/** Words between a date and the weekday that describes it ("el 13, que es sábado", "Dec 12, which is a Saturday"). */
const WEEKDAY_CHECK_LINKS: ReadonlySet<string> = new Set([
  'que',
  'es',
  'cae',
  'seria',
  'sera',
  'which',
  'that',
  'is',
  "it's",
  'its',
  'a',
  'un',
  'el',
  'en',
  'on',
  '(',
]);

/**
 * Class "weekday describing a date": a weekday said right after a day ("el trece de diciembre que es sábado creo",
 * "el 13 de diciembre, sábado", "Dec 12, which is a Saturday") with no range word of its own is that day's weekday,
 * never the stay's end: it checks the date (when it does not fall on it, both are asked, see `combine`) and invents
 * no length.
 */
function weekdayChecks(c: PhraseContext, items: Item[]): void {
  for (let n = 1; n < items.length; n++) {
    const a = items[n - 1]!;
    const b = items[n]!;
    if (a.vague || b.vague || a.k !== 'pt' || b.k !== 'pt' || b.pt.p !== 'wd' || a.wdCheck !== undefined) continue;
    if (a.pt.p !== 'abs' && a.pt.p !== 'day' && a.pt.p !== 'num') continue;
    const gap = c.toks.slice(a.i1, b.i0);
    // "on the 16th of January, a Thursday": the article after a comma is no Spanish "a" (to)
    const article = b.to && gap.length === 2 && gap[0]!.t === ',' && gap[1]!.t === 'a';
    if ((b.to && !article) || b.from || b.checkin || b.checkout || b.alt) continue;
    if (!gap.every((x) => x.t === ',' || WEEKDAY_CHECK_LINKS.has(x.t))) continue;
    // "el 13, sábado a lunes": the weekday starts a range of its own.
    const next = items[n + 1];
    if (next && (next.to || next.checkout) && c.toks.slice(b.i1, next.used[0] ?? next.i0).length === 0) continue;
    a.wdCheck = b.pt.wd;
    b.vague = true;
    delete b.to;
    a.used = [...new Set([...a.used, ...gap.map((x) => c.toks.indexOf(x)), ...b.used])].sort((x, y) => x - y);
  }
}

/** Words between a weekday and the holiday it is ("el lunes festivo de San José", "the Monday holiday of…"). */
const HOLIDAY_WEEKDAY_LINKS: ReadonlySet<string> = new Set(['festivo', 'feriado', 'holiday', 'de', 'del', 'of', ',', 'el', 'la', 'the']);

/**
 * Class "a weekday said as the holiday it is" ("llego el lunes festivo de San José y me voy el miércoles"): a weekday
 * right before a one-day holiday celebrated on that weekday is that holiday, one date; its role stays the weekday's.
 */
function weekdayOfHoliday(c: PhraseContext, items: Item[]): void {
  for (let n = 1; n < items.length; n++) {
    const a = items[n - 1]!;
    const b = items[n]!;
    if (a.vague || b.vague || a.k !== 'pt' || b.k !== 'pt' || a.pt.p !== 'wd' || b.pt.p !== 'fixed' || b.pt.label === undefined) continue;
    const gap = c.toks.slice(a.i1, Math.min(b.i0, b.used[0] ?? b.i0));
    const said = c.toks.slice(a.i1, b.i1).some((x) => /^(festivo|feriado|holiday)$/.test(x.t));
    if (!said || !gap.every((x) => HOLIDAY_WEEKDAY_LINKS.has(x.t))) continue;
    if (weekdayOf(b.pt.date) !== a.pt.wd) continue;
    b.from ||= a.from;
    b.checkin ||= a.checkin;
    b.used = [...new Set([...a.used, ...gap.map((x) => c.toks.indexOf(x)), ...b.used])].sort((x, y) => x - y);
    a.vague = true;
  }
}

/** Words before a range's end ("al 30", "to Silvester", "hasta el 15", "- 18"). */
const RANGE_END_WORDS: ReadonlySet<string> = new Set(['al', 'a', 'hasta', 'to', 'until', 'till', 'til', 'through', 'thru', '-']);

/**
 * Whether `t` may be a month name the reader does not know (a misspelling, another language): a word of three
 * letters or more that is not a month, not a weekday, not a number word, not a little date word and not a word that
 * may follow a day ({@link NOT_A_MONTH_AFTER_DAY}).
 */
function unknownMonthWord(x: Tok | undefined): boolean {
  if (x?.k !== 'w' || x.t.length < 3) return false;
  const t = x.t;
  if (MONTHS[t] !== undefined || MONTH_ABBR[t] !== undefined || WEEKDAYS[t] !== undefined || WEEKDAY_ABBR[t] !== undefined) return false;
  return !isLittle(x) && !NOT_A_MONTH_AFTER_DAY.has(t) && NUMBER_WORDS[t] === undefined && countAt({ toks: [x] } as unknown as PhraseContext, 0) === undefined;
}

/**
 * Whether `t` looks like a month name the reader does not know: one letter from a month name ("Jully", "Agoust"), or
 * two when it has six letters or more ("Dezembre", "Setiembr"). Shorter words two letters away are other words
 * ("days", "Marta").
 */
function monthLike(x: Tok | undefined): boolean {
  if (x?.k !== 'w' || x.t.length < 4 || !unknownMonthWord(x)) return false;
  const t = x.t;
  return Object.keys(MONTHS).some((m) => distance(m, t) <= (t.length >= 6 && m.length >= 6 ? 2 : 1));
}

/** What happens on a day of the trip that is not the stay's ("la boda es el 16", "the game is Saturday night"): the occasions, celebrations and other events of the people lexicon, with the wedding's verbs of {@link EVENT_WORDS}. */
const EVENTS: ReadonlySet<string> = new Set([...PEOPLE_GRAMMAR.occasions, ...PEOPLE_GRAMMAR.celebrations, ...PEOPLE_GRAMMAR.events, ...EVENT_WORDS]);
/** Verbs joining an event to its day ("es", "será", "is", "'s", "will be"). */
const EVENT_COPULAS: ReadonlySet<string> = new Set(['es', 'sera', 'seria', 'is', 's', 'be', 'are']);
/** Little words between the verb and the day ("el", "ese", "on the", "that"). */
const EVENT_DAY_LEADS: ReadonlySet<string> = new Set(['el', 'la', 'ese', 'esa', 'este', 'on', 'the', 'that', 'this']);

/**
 * Class: the day of an occasion said beside the stay ("el 15 de diciembre, la boda es el 16", "December 20th, the
 * graduation is on the 21st", "el domingo, el partido es el domingo en la noche", "dentro de 5 días, el bautizo es ese
 * domingo"): "<event> es/is <day>" names when the event is, not the stay, so that day is not read. Only after a day of
 * the stay (alone, "la boda es el 16" may be all the guest says of the dates, and stays as read).
 */
function eventDays(c: PhraseContext, items: Item[]): void {
  const eventDay = (it: Item) => {
    let k = Math.min(it.i0, ...it.used) - 1;
    while (k >= 0 && EVENT_DAY_LEADS.has(w(c, k))) k--;
    if (!EVENT_COPULAS.has(w(c, k))) return false;
    if (w(c, k) === 'be' && w(c, k - 1) === 'will') k--;
    return EVENTS.has(w(c, k - 1));
  };
  // only after a day of the stay: an event's day said first may anchor what follows ("la graduación es el viernes 4,
  // llegamos un día antes")
  const first = items.findIndex((it) => it.k !== 'skip' && !(it.k === 'pt' && eventDay(it)));
  const events = items.filter((it, n) => first >= 0 && n > first && it.k === 'pt' && eventDay(it));
  if (events.length === 0) return;
  // A stay said in weekdays before it ("Friday to Sunday, the wedding is Saturday the 19th") is the one around it.
  const start = items[first]!;
  const event = events[0]!.k === 'pt' && events[0]!.pt.p !== 'fixed' ? resolve(events[0]!.pt, c).date : undefined;
  if (start.k === 'pt' && start.pt.p === 'wd' && event) placeByEvent(start, event);
  for (const e of events) items.splice(items.indexOf(e), 1);
}

/**
 * Two classes of a date with one part the reader could not read, where reading the rest would be a silent wrong
 * value; every point of the message is then left unread (durations stay), so the bot asks for the dates:
 * - a day number whose month is an unknown word: "de Xxx"/"of Xxx" right after a day without a month ("10 to 14
 *   of Jully", "el 5 de janiero"), or a month-like word right before it ("Jully 10 to 14"): the day is not given
 *   the next month that has it;
 * - a range whose start is an unread word ("from Weihnachten to Silvester", "del Xxx al 30"), or whose start day
 *   is joined by a range word of another language ("3 tot 6 maart", "du 3 au 6 mars"): its end is not the check-in.
 */
function unreadEnds(c: PhraseContext, items: Item[]): void {
  const toks = c.toks;
  const read = new Set(items.flatMap((it) => it.used));
  const unsure = items.some((it) => {
    if (it.k !== 'pt' || it.vague) return false;
    const first = it.used[0] ?? it.i0;
    if (it.pt.p === 'day') {
      if (/^(de|of)$/.test(w(c, it.i1)) && !read.has(it.i1 + 1) && unknownMonthWord(toks[it.i1 + 1])) return true;
      if (!read.has(it.i0 - 1) && monthLike(toks[it.i0 - 1])) return true;
    }
    {
      const j = RANGE_END_WORDS.has(w(c, first)) ? first : RANGE_END_WORDS.has(w(c, first - 1)) ? first - 1 : undefined;
      if (j === undefined) return false;
      const before = toks[j - 1];
      // "desde ya hasta el 15", "from now until the 15th": the start is now, said in a word the reader leaves alone.
      const startWord = before?.k === 'w' && !read.has(j - 1) && !isLittle(before) && !/^(ya|ahora|ahorita|now)$/.test(before.t);
      if (startWord && (FROM_WORDS.has(w(c, j - 2)) || (FROM_WORDS.has(w(c, j - 3)) && toks[j - 2]?.k === 'w' && !read.has(j - 2)))) return true;
    }
    return false;
  });
  // Class "an end said as a number not read as a day" ("mañana hasta el 3er día", "from Friday until the 3rd night"):
  // the start alone would be a silent half of the stay → nothing is claimed (the dates are asked).
  const endUnread = items.some((it) => {
    if (it.k !== 'pt' || it.vague) return false;
    const j = it.i1;
    if (read.has(j) || !/^(hasta|until|till|til)$/.test(w(c, j))) return false;
    let k = j + 1;
    while (/^(el|la|the)$/.test(w(c, k))) k++;
    return toks[k]?.k === 'n' && !read.has(k);
  });
  const spoiled = items.some((it) => it.k === 'skip' && it.spoils === true);
  if (unsure || endUnread || spoiled) for (const it of items) if (it.k === 'pt') it.vague = true;
}

/**
 * Class: an offset pointing back at the date said before it ("la boda es el 15 de marzo, llegaríamos el día antes",
 * "arriving March 15, leaving the day after", "el 20 llegamos y nos vamos dos días después"): that date moved by the
 * offset's days. Its role decides what the date before it was:
 * - an arrival ("llegaríamos el día antes", "from the day before"): the date before it, said without a role of its
 *   own, is the event the arrival is counted from, not a day of the stay (its words are taken by the offset);
 * - a departure ("nos vamos el día después", "leaving the day after"): the date before it stays the stay's start;
 * - no role ("la boda es el 15, el día antes", "llego el 15 y el día después tengo una reunión"): which day is meant
 *   is not sure, so the offset is not read (its words are left unread and the reading is said back), nor the date
 *   before it unless that one is an arrival said as such.
 * The date counted from is the last one said plainly (not itself an offset): "el 20, llegamos dos días antes y nos
 * vamos el día después" is the 18th to the 21st. With no date before it, the offset is not read either — except an
 * arrival at the nights question, counted from the check-in the conversation knows.
 */
function backOffsets(c: PhraseContext, items: Item[]): void {
  const offsets = new Set(items.filter((x) => x.k === 'pt' && x.back !== undefined));
  // the events made anchors here stay anchors for the offsets after them ("dos días antes … el día después")
  const events = new Set<Item>();
  for (let n = 0; n < items.length; n++) {
    const it = items[n]!;
    if (it.k !== 'pt' || it.back === undefined) continue;
    const by = it.back;
    const wd = it.backWeekday;
    delete it.back;
    delete it.backWeekday;
    // (a weekday counted from a date: the first such weekday before or after it, "el domingo antes" of "el lunes 14")
    const moved = (date: string) => {
      if (wd === undefined) return addDays(date, by);
      let d = addDays(date, Math.sign(by));
      while (weekdayOf(d) !== wd) d = addDays(d, Math.sign(by));
      return d;
    };
    const prev = items
      .slice(0, n)
      .reverse()
      .find((x) => !offsets.has(x) && (!x.vague || events.has(x)) && x.k !== 'skip' && x.k !== 'dur');
    // At the nights question with no date before it, an arrival moved by the offset counts from the check-in known
    // ("3 noches pero entrando un día después": the day after the arrival said before).
    // At any other question, an arrival said as moved ("llegamos un día antes de lo que le dije", "correme la llegada
    // un día después") counts from the check-in the conversation knows too.
    const from = c.stay ?? c.known;
    if (!prev && from && (it.checkin || it.from)) {
      it.pt = { p: 'fixed', date: moved(from) };
      continue;
    }
    // Class: a departure counted from the arrival at the nights question ("we leave the day after", "nos vamos dos
    // días después"): with no date before it, the check-in the conversation knows is the date counted from.
    if (!prev && c.stay && by > 0 && (it.checkout || it.to)) {
      it.pt = { p: 'fixed', date: moved(c.stay) };
      continue;
    }
    // (an offset counted from a day before it: "from two days before Christmas to two days after" counts both from
    // Christmas; "… after that", "… después de eso" count from the day said)
    const fromAnchor = prev?.k === 'pt' && prev.countedFrom !== undefined && !/^(that|then|eso|ese|esa|esto)$/.test(w(c, it.i1));
    // (a weekday said with its week before it, "el miércoles de la semana que viene, llego el día antes": that week's day)
    // (a weekday before a named day read as a one-day period, "Thanksgiving; we'd arrive the Wednesday before": its day)
    const ofWeek =
      prev?.k === 'range' && prev.week
        ? weekdayOfWeek(items, prev)
        : prev?.k === 'range' && wd !== undefined && prev.options.length === 1
          ? prev.options[0]!.checkin
          : undefined;
    const at = ofWeek
      ? { date: ofWeek, inferred: true }
      : prev?.k === 'pt'
        ? fromAnchor
          ? { date: prev.countedFrom!, inferred: true }
          : resolve(prev.pt, c)
        : undefined;
    if (!prev || (prev.k !== 'pt' && !ofWeek) || !at?.date || (prev.alt ?? false)) {
      it.vague = true;
      continue;
    }
    it.pt = { p: 'fixed', date: moved(at.date), ...(at.inferred ? { inferred: true } : {}) };
    // Said as a correction of that date ("tomorrow, I mean the day after", "el 15, no, el día después"): it replaces
    // it and takes its role.
    if (correctionGap(c, prev.i1, it.used[0] ?? it.i0)) {
      it.from ||= prev.from;
      it.to ||= prev.to;
      it.checkin ||= prev.checkin;
      it.checkout ||= prev.checkout;
      prev.vague = true;
      const gap = Array.from({ length: Math.max(0, (it.used[0] ?? it.i0) - prev.i1) }, (_, x) => prev.i1 + x);
      it.used = [...new Set([...prev.used, ...gap, ...it.used])].sort((x, y) => x - y);
      continue;
    }
    const prevRole = prev.from || prev.to || prev.checkin || prev.checkout;
    if (it.checkin || it.from) {
      if (prevRole) {
        it.vague = true;
        continue;
      }
      prev.vague = true;
      events.add(prev);
      it.used = [...new Set([...prev.used, ...it.used])].sort((x, y) => x - y);
    } else if (!(it.checkout || (it.to && !joinedOnlyBy(c, it)))) {
      // With no role, arriving or leaving then is not sure ("llego el 15 y el día después tengo una reunión" is no
      // departure): the offset is not read; nor is the date before it, unless that one is the arrival said as such.
      it.vague = true;
      if (!prevRole || by < 0 || events.has(prev) || eventBefore(c, prev)) prev.vague = true;
    }
  }
}

/**
 * Class: a date introduced as an event ("nos casamos el 12 de marzo, desde el 13 por 5 noches", "the wedding is on
 * the 12th, check-in the 11th", "my sister's wedding is on Saturday the 12th, we arrive Thursday and leave Sunday",
 * "the wedding is Saturday the 12th, Thursday to Sunday") is an anchor, not the stay, when another date of the message
 * is the stay's start (said with "desde"/"from"/an arrival word, or a weekday opening a range): the event's date is
 * taken (its words read) and left out of the stay, and the start is placed by it ({@link placeByEvent}). Without such
 * a start the event's date is read as usual.
 */
function eventDates(c: PhraseContext, items: Item[]): void {
  const said = (x: Item): x is Item & { k: 'pt' } => !x.vague && x.k === 'pt';
  const roleless = (x: Item) => !(x.from || x.to || x.checkin || x.checkout);
  // (a flight's day said with its own verb of arriving, "mi vuelo llega el viernes", is no start of the stay)
  const start =
    items.find((x): x is Item & { k: 'pt' } => said(x) && !!(x.from || x.checkin) && !flightBefore(c, x)) ??
    items.find((x, n): x is Item & { k: 'pt' } => {
      if (!said(x) || x.pt.p !== 'wd' || x.weekOf || !roleless(x) || eventBefore(c, x)) return false;
      const next = items.slice(n + 1).find((y) => !y.vague && y.k !== 'skip');
      return next?.to === true || next?.checkout === true;
    });
  if (!start) return;
  for (const it of items) {
    if (it === start || it.vague || it.k !== 'pt' || !(roleless(it) || (it.checkin && !it.from && flightBefore(c, it)))) continue;
    if (!eventBefore(c, it)) continue;
    it.vague = true;
    start.used = [...new Set([...start.used, ...it.used])].sort((x, y) => x - y);
    // (the event's own range, "the conference is Monday to Wednesday, arriving Sunday": its end is the event's too)
    const end = items.find((x) => x !== start && !x.vague && x.k === 'pt' && x.to && !x.checkout && Math.min(x.i0, ...x.used) === it.i1);
    if (end) {
      end.vague = true;
      start.used = [...new Set([...start.used, ...end.used])].sort((x, y) => x - y);
    }
    // (only a day said as such: an event counted from another day, "la boda es al otro día", places nothing)
    const event = it.pt.p === 'fixed' ? undefined : resolve(it.pt, c).date;
    if (event) placeByEvent(start, event);
  }
}

/** Whether the phrase `it` is an end only because "y"/"and" joins it to the date before ("el 15 y el día después"). */
function joinedOnlyBy(c: PhraseContext, it: Item): boolean {
  const little = it.used.filter((k) => k < it.i0).map((k) => w(c, k));
  return !little.some((x) => TO_WORDS.has(x) && x !== 'y' && x !== 'and');
}

/** Words after a weekday pointing back at the week said before ("de esa semana", "of that same week"), folded. */
const THAT_WEEK = /^(?:de|del|of) (?:esa|esta|that|the same) (?:misma |same )?(?:semana|week)\b/;

/**
 * Class "a day of that week" ("una audiencia el martes de la semana que viene, llego el lunes de esa semana", "el
 * jueves de la semana que viene, 2 noches desde el miércoles de esa semana"): a weekday said with "de esa semana" /
 * "of that week" is that weekday of the week said before it. The week's own weekday ("el martes de la semana que
 * viene") is placed in it too, and the week is read with them.
 */
function sameWeekDays(c: PhraseContext, items: Item[]): void {
  for (const x of items) {
    if (x.k !== 'pt' || x.pt.p !== 'wd' || x.vague) continue;
    const said = c.toks
      .slice(x.i1, x.i1 + 5)
      .map((t) => t.t)
      .join(' ');
    const m = THAT_WEEK.exec(said);
    if (!m) continue;
    const week = items
      .slice(0, items.indexOf(x))
      .reverse()
      .find((y): y is Item & { k: 'range' } => y.k === 'range' && y.week === true && y.options.length === 7);
    if (!week) continue;
    const wd = x.pt.wd;
    const day = week.options.find((o) => weekdayOf(o.checkin) === wd)?.checkin;
    if (!day) continue;
    const words = m[0].split(' ').length;
    x.pt = { p: 'fixed', date: day, inferred: true };
    x.used = [...new Set([...x.used, ...range(x.i1, x.i1 + words)])].sort((p, q) => p - q);
    // the week's own weekday, said right before it, is a day of that week too
    const own = items[items.indexOf(week) - 1];
    const ownDay = own?.k === 'pt' && own.pt.p === 'wd' && week.i0 - own.i1 <= 3 ? weekdayOfWeek(items, week) : undefined;
    if (own?.k === 'pt' && ownDay) {
      own.pt = { p: 'fixed', date: ownDay, inferred: true };
      own.used = [...new Set([...own.used, ...week.used])].sort((p, q) => p - q);
    } else x.used = [...new Set([...x.used, ...week.used])].sort((p, q) => p - q);
    week.vague = true;
  }
}

/** The day of the week `week` (a week's range item) whose weekday the weekday said right before it names, or undefined. */
function weekdayOfWeek(items: readonly Item[], week: Item & { k: 'range' }): string | undefined {
  const before = items[items.indexOf(week) - 1];
  if (before?.k !== 'pt' || before.pt.p !== 'wd' || before.i1 > week.i0 || week.i0 - before.i1 > 3) return undefined;
  const wd = before.pt.wd;
  return week.options.find((o) => weekdayOf(o.checkin) === wd)?.checkin;
}

/** Whether two points name the same calendar day ("el 9 de diciembre" and "el día después de la Inmaculada"). */
function sameDay(c: PhraseContext, a: Item, b: Item): boolean {
  if (a.k !== 'pt' || b.k !== 'pt' || a.pt.p === 'wd' || b.pt.p === 'wd') return false;
  const da = resolve(a.pt, c).date;
  return da !== undefined && da === resolve(b.pt, c).date;
}

/**
 * Class "a date described by its weekday after a comma" ("3 nts from the 3rd, a Thursday", "el 3, un jueves"): whether
 * `b` is a weekday and `a` a date falling on it (one day said twice; another weekday is no description).
 */
function weekdayOfDay(c: PhraseContext, a: Item, b: Item): boolean {
  if (a.k !== 'pt' || b.k !== 'pt' || a.pt.p === 'wd' || b.pt.p !== 'wd') return false;
  const da = resolve(a.pt, c).date;
  return da !== undefined && weekdayOf(da) === b.pt.wd;
}

/** Whether two phrases say the same thing (their bodies are equal, wherever they stand). */
function sameBody(a: Item, b: Item): boolean {
  const body = (x: Item) => {
    const { i0: _i0, i1: _i1, used: _used, ...rest } = x;
    return JSON.stringify(rest);
  };
  return body(a) === body(b);
}

/**
 * One date said twice: item `n` is taken into the item before it, the words between and a closing parenthesis read
 * with it ("15 de diciembre (december 15)", "el jueves, el jueves").
 */
function sayOnce(toks: readonly Tok[], items: Item[], n: number): void {
  const a = items[n - 1]!;
  const b = items[n]!;
  for (let k = a.i1; k < b.i1; k++) a.used.push(k);
  if (toks[b.i1]?.t === ')') a.used.push(b.i1);
  items.splice(n, 1);
}

/** Full weekday names, and the joiners of a weekday range, for {@link weekdayLike}. */
const WEEKDAY_NAMES = Object.keys(WEEKDAYS);
const RANGE_JOINER_RE = /^(to|a|al|-|thru|through)$/;

/** Whether a word that was not read as a weekday looks like one: a short form, a cut or a typo ("juev", "sabad", "thrusday"). */
function weekdayLike(t: string): boolean {
  if (t.length < 3 || !/^\p{L}+$/u.test(t)) return false;
  if (WEEKDAY_ABBR[t] !== undefined) return true;
  return WEEKDAY_NAMES.some((n) => n.startsWith(t) || (t.length >= 5 && Math.abs(n.length - t.length) <= 2 && distance(n, t) <= 2));
}

/**
 * Words that take back what was just said ("no", "mejor", "perdón", "no espera", "no mentiras", "wait", "sorry", "I
 * mean", "actually", "make it"): the correction lexicon's (see `../repairs.ts`), each one-word marker and the last
 * word of each longer one.
 */
const CORRECTION_WORDS: ReadonlySet<string> = TAKE_BACK_WORDS;
/** Words that may stand around a correction word without changing it ("ah no", "oh no sorry", "o sea", "I mean", "make it"). */
const CORRECTION_FILLERS = new Set([
  'ah',
  'oh',
  'eh',
  'uy',
  'ay',
  'mmm',
  'mm',
  'hmm',
  'um',
  'uh',
  'i',
  'it',
  'o',
  'sea',
  'bueno',
  'pues',
  'es',
  'era',
  'no',
  'que',
  'si',
  // "mejor dicho", "quise decir", "I meant"
  'dicho',
  'decir',
  'meant',
  // the words before the last of the lexicon's longer markers ("quise" decir, "make" it, "scratch" that)
  ...MARKER_LEAD_WORDS,
]);

/**
 * Words that take back a whole range when a whole range follows them ("del 5 al 8 de enero, bueno, del 5 al 9",
 * "del 10 al 12, en realidad del 10 al 13", "April 3rd to the 8th — let's say the 4th to the 8th"): alone they are
 * fillers ("bueno, del 5 al 8"), so they take back only a range said again (class: a range restated after a filler).
 */
const RESTATE_WORDS: ReadonlySet<string> = new Set(['bueno', 'realidad', 'say', 'lets', "let's"]);

/** Little words that may stand in a correction's gap once another reader took the words after them ("mejor dicho el"). */
const GAP_LITTLE: ReadonlySet<string> = new Set(['el', 'la', 'the', 'on', 'al', 'del', 'to']);

/** Tokens `from` … `to - 1`. */
function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

/**
 * Class "a fallback if there is no room": a date or range said after "si no hay" / "if not available" / "if it's full"
 * ("el jueves, y si no hay, el viernes", "del 8 al 11 de junio, y si no hay, del 15 al 18", "mañana si hay, si no pasado
 * mañana") is only a second choice: the first stands, and the fallback's words are read with it.
 */
/**
 * Words making a date a fallback: "si no hay", "si está lleno", "if not available", "if that's full", "if there's
 * nothing", "if you don't have it"; the formal "si no hubiere disponibilidad", "de no haber", "en su defecto", "or
 * failing that".
 */
const FALLBACK_IF =
  /\b(si no hay|si no hubiere|si no hubiera|de no haber|en su defecto|de lo contrario|failing that|failing which|si no tienen|si no se puede|if not possible|if (?:that's|that is) not possible|si no tienes|si esta lleno|si estan llenos|if not available|if not|if full|if (?:there is|there's|there are) (?:nothing|no rooms?|no availability)|if (?:it|that|this|they|the hotel)(?:'s| is| are|'re)? (?:full|booked|sold out|not available|unavailable)|if you (?:don't|do not) have|if (?:nothing|no room|no rooms)(?:'s| is| are)? (?:free|available|left|open))\b/;

/** Words saying a day is not to be had, after it in a condition ("si el 12 no hay", "if the 30th is full"). */
const DENIED_AFTER =
  /^(?:no (?:hay|tienen|tienes|se puede|hay cupo|hay disponibilidad|esta disponible|les queda)|esta lleno|(?:is|it's|s) (?:full|booked|sold out|taken|not available|unavailable)|isn't available|doesn't work|won't work|there's nothing|there is nothing|no good)\b/;
/** Words saying a day is not to be had, before it in a condition ("si no hay el viernes", "if there's nothing on the 12th"). */
const DENIED_BEFORE =
  /\b(?:si no hay|si no tienen|si no se puede|if (?:there's|there is) (?:nothing|no room|no availability)(?: on| for)?|if (?:you have|you've got) nothing(?: on| for)?)$/;

/** The words of the message between tokens `a` (its end) and `b` (its start, or the message's end past the last), lowercased, one space apart. */
function saidBetween(c: PhraseContext, a: number, b: number): string {
  if (c.said === undefined || !c.toks[a]) return '';
  return (
    c.said
      .slice(c.toks[a]!.e, c.toks[b]?.s ?? c.said.length)
      .toLowerCase()
      .match(/[\p{L}\p{N}']+/gu) ?? []
  ).join(' ');
}

/** The words of an item other than articles and "on"/"of" ("el 12 de marzo": "12 marzo"). */
function plainWords(c: PhraseContext, x: Item): string[] {
  return range(x.i0, x.i1)
    .map((k) => c.toks[k]!.t)
    .filter((t) => !/^(el|la|los|las|the|on|de|del|of|,)$/.test(t));
}

/**
 * Class "a condition naming the first choice again" ("el viernes, pero si el viernes no hay, el sábado"; "el 12, y
 * si no hay el 12, el 19"; "the 30th, or the 29th if the 30th is full"; "el 12 o el 13 si el 12 no hay"): a day said again
 * inside "si"/"if" with words denying it is the condition, not a date. The day said beside the condition is the
 * fallback, read with the first choice, which stands.
 */
function restatedConditions(c: PhraseContext, items: Item[]): boolean {
  const live = items.filter((x) => !x.vague);
  for (let n = 1; n < live.length; n++) {
    const x = live[n]!;
    const prev = live[n - 1]!;
    const before = saidBetween(c, prev.i1 - 1, x.i0).replace(/(?: (?:el|la|the|on))+$/, '');
    const after = saidBetween(c, x.i1 - 1, x.i1 + 4);
    const ifBefore = /\b(si|if)$/.test(before) && DENIED_AFTER.test(after);
    if (!ifBefore && !DENIED_BEFORE.test(before)) continue;
    const words = plainWords(c, x);
    const first = live.slice(0, n).findLast((y) => {
      const ys = plainWords(c, y);
      return words.length > 0 && words.every((t) => ys.includes(t));
    });
    if (!first) continue;
    // the condition's words: from its "si"/"if" to the denial after the day said again
    let from = x.i0;
    while (from > prev.i1 && !/^(if|si)$/.test(c.toks[from - 1]!.t)) from--;
    if (from > prev.i1) from--;
    let end = x.i1;
    const denial = DENIED_AFTER.exec(after)?.[0].split(' ').length ?? 0;
    for (let k = 0; k < denial && end < c.toks.length; k++) end++;
    // the fallback: after the condition when it follows the first choice ("si el viernes no hay, el sábado"), or the
    // day just before it ("the 29th if the 30th is full")
    const datey = (y: Item | undefined) => y !== undefined && (y.k === 'pt' || y.k === 'range');
    const orBefore = datey(prev) && prev !== first && /\b(or|o|u)\b/.test(saidBetween(c, first.i1 - 1, prev.i0));
    const fallback = orBefore ? prev : datey(live[n + 1]) ? live[n + 1] : undefined;
    if (!fallback) continue;
    x.vague = true;
    fallback.vague = true;
    // the words read with the first choice: the fallback and the condition, with the joiners before them ("…, y si",
    // "…, or the 29th"); other values between them stay the other readers'
    let lo = Math.min(from, fallback.used[0] ?? fallback.i0);
    while (lo > first.i1 && /^(and|or|but|y|o|u|pero|,)$/.test(c.toks[lo - 1]!.t)) lo--;
    const hi = Math.max(end, fallback.i1);
    first.used = [...new Set([...first.used, ...range(lo, hi)])].sort((p, q) => p - q);
    return true;
  }
  return false;
}

/** Words opening the reason for a day ("que el lunes tengo reunión", "because on the 10th I have…"). */
const REASON_OPENERS: ReadonlySet<string> = new Set(['que', 'q', 'porque', 'pq', 'xq', 'because', 'since', 'cause', 'cuz', 'coz', 'as']);
/** Little words between a reason's opener and its day ("que EL lunes", "que EN Semana Santa", "because ON the 10th"). */
const REASON_LINKS: ReadonlySet<string> = new Set(['el', 'la', 'los', 'las', 'en', 'the', 'on']);
/** Subjects and clitics between a reason's day and its verb ("el 24 LO pasamos", "the 10th I have", "en Semana Santa TODO es"). */
const REASON_SUBJECTS: ReadonlySet<string> = new Set(['lo', 'la', 'yo', 'nosotros', 'todo', 'i', 'we', 'ya', 'me']);
/**
 * Verbs saying what the guest is doing on a day, never arriving, leaving or staying: the day is the reason for the
 * dates, not one of them ("tengo reunión", "trabajo", "lo pasamos en familia", "I have a dentist appointment", "todo
 * es carísimo").
 */
const REASON_VERBS: ReadonlySet<string> = new Set(
  'tengo tenemos tiene trabajo trabajamos estudio estoy estamos pasamos paso es esta estan hay have has got work am m is are'.split(' '),
);

/**
 * Class "a day named in the reason for the dates" ("el viernes de la semana que viene, que el lunes tengo reunión"; "el
 * 25, día de Navidad, que el 24 lo pasamos en familia"; "the 11th, the 10th I have a dentist appointment"; "del 16 al
 * 22 que el 15 trabajo"): after another date, a day opened by "que"/"porque"/"because" (or, with "I"/"we" saying what
 * they do, by a comma) and followed by a verb of what the guest does that day is the reason, not a date of the stay.
 * The reason's opener and day are read with the date before it; its verb and what the guest does are left to the
 * other readers ("tenemos un matrimonio": a wedding, nobody counted).
 */
function reasonDays(c: PhraseContext, items: Item[]): void {
  const live = items.filter((x) => !x.vague);
  for (let n = 1; n < live.length; n++) {
    const x = live[n]!;
    const prev = live[n - 1]!;
    if (x.k !== 'pt' && x.k !== 'range') continue;
    if (x.from || x.to || x.checkin || x.checkout) continue;
    let k = x.i0 - 1;
    while (k > prev.i1 && REASON_LINKS.has(w(c, k))) k--;
    const opener = REASON_OPENERS.has(w(c, k));
    if (!opener && !(c.toks[k]?.k === 'p' && k >= prev.i1)) continue;
    if (k < prev.i1) continue;
    let v = x.i1;
    const subject = REASON_SUBJECTS.has(w(c, v));
    if (subject) v++;
    if (!REASON_VERBS.has(w(c, v))) continue;
    // with no opener, only a subject saying who does it ("the 10th I have…")
    if (!opener && !/^(i|we|yo)$/.test(w(c, x.i1))) continue;
    x.vague = true;
    prev.used = [...new Set([...prev.used, ...range(k, x.i1)])].sort((p, q) => p - q);
  }
}

function fallbacks(c: PhraseContext, items: Item[]): void {
  if (c.said === undefined) return;
  if (restatedConditions(c, items)) return;
  const live = items.filter((x) => !x.vague);
  for (let n = 1; n < live.length; n++) {
    const a = live[n - 1]!;
    const b = live[n]!;
    if (!c.toks[a.i1 - 1] || !c.toks[b.i0]) continue;
    const gap =
      c.said
        .slice(c.toks[a.i1 - 1]!.e, c.toks[b.i0]!.s)
        .toLowerCase()
        .match(/[\p{L}\p{N}']+/gu) ?? [];
    const said = gap.join(' ');
    if (!FALLBACK_IF.test(said) && !/\bsi hay\b.*\bsi no\b/.test(said)) continue;
    // "or if not" alone is "otherwise" (asked with the first), not a fallback when there is no room
    if (/\bor if not\b/.test(said) && !/\bif not (?:available|free|possible)\b/.test(said)) continue;
    // the fallback runs from its "if"/"si" (and the joiners before it) to the end of its date: a range's end after it
    // goes too; words between the first choice and the condition ("…, 2 adults, and if …") are other readers'
    let from = b.i0;
    while (from > a.i1 && !/^(if|si)$/.test(c.toks[from - 1]!.t)) from--;
    if (from > a.i1) from--;
    while (from > a.i1 && /^(and|or|y|o|,)$/.test(c.toks[from - 1]!.t)) from--;
    // ("mañana si hay, si no pasado mañana": the words of the condition before it go with it)
    if (c.toks.slice(a.i1, from).every((x) => /^(si|hay|if|available|and|or|y|o|,)$/.test(x.t))) from = a.i1;
    for (const x of live.slice(n)) {
      if (x !== b && !(x.k === 'pt' && (x.to || x.checkout))) break;
      // (a range's end set apart by a comma is the stay's, whichever day it starts: "el jueves, y si no hay, el viernes,
      // hasta el domingo")
      if (x !== b && c.toks.slice(b.i1, x.i0).some((t) => t.t === ',')) break;
      x.vague = true;
      a.used = [...new Set([...a.used, ...x.used, ...range(from, x.i1)])].sort((p, q) => p - q);
    }
    return;
  }
}

/** Whether the tokens `a`..`b` (past the end) are a correction: punctuation and correction words, at least one of them taking back. */
function correctionGap(c: PhraseContext, a: number, b: number, restate = false): boolean {
  const back = (x: string) => CORRECTION_WORDS.has(x) || (restate && RESTATE_WORDS.has(x));
  // Read on the message as said: words of correction another reader took ("mejor dicho", "quise decir", read as
  // the guest's correction) still take back the date before them.
  if (b >= a && a > 0 && c.said !== undefined && c.toks[b]) {
    const gap = c.said.slice(c.toks[a - 1]!.e, c.toks[b]!.s).match(/[\p{L}\p{N}']+/gu) ?? [];
    // Class "otherwise": "si no" ("del 9 al 11, o si no del 16 al 18", "el 15, si no el 16") offers another date, it
    // takes nothing back (a fallback if there is no room is dropped before: see `fallbacks`).
    if (gap.some((x, n) => x === 'si' && gap[n + 1] === 'no')) return false;
    // Class: a day ruled out with its reason ("mañana no q trabajo, el viernes mejor", "tomorrow no, because I work,
    // Friday"): "no", a word of reason and a few words, then the day meant
    if ((gap[0] === 'no' || gap[0] === 'not') && /^(q|que|porque|pq|xq|because|cause|since|as)$/.test(gap[1] ?? '') && gap.length <= 6) return true;
    // Class "a month ruled out" ("el 15 de marzo, no de mayo", "15 de marzo no mayo"): "no" right before the month, no
    // pause after it, says which month it is not; "no, de mayo" takes the first one back
    const last = gap.at(-1);
    const month = MONTHS[w(c, b)] !== undefined || (w(c, b) === 'de' && MONTHS[w(c, b + 1)] !== undefined);
    if (month && (last === 'no' || (last === 'de' && gap.at(-2) === 'no')) && !/no\s*[,;.!?…—–-]/.test(c.said.slice(c.toks[a - 1]!.e, c.toks[b]!.s)))
      return false;
    return gap.some(back) && gap.every((x) => back(x) || CORRECTION_FILLERS.has(x) || GAP_LITTLE.has(x) || (restate && x === 'en'));
  }
  if (b <= a) return false;
  let taken = false;
  for (let k = a; k < b; k++) {
    const x = c.toks[k]!;
    if (x.k === 'p') continue;
    if (x.k !== 'w') return false;
    if (back(x.t)) taken = true;
    else if (!CORRECTION_FILLERS.has(x.t) && !(restate && x.t === 'en')) return false;
  }
  return taken;
}

/**
 * A stay's first or last day said again around it without a role (class: the same day named twice, once as the
 * reason): "del 5 al 9 porque el vuelo de regreso es el 9", "flying into Santa Marta on the 15th of August …
 * check-in the 15th, out the 19th". The mention (plain, or with the same role: an arrival on the first day) is that day of the stay, not a third date; when it says the
 * month and the stay does not, the stay takes it ("the 15th" of August). Only with one stay said (a start with
 * "from"/"check-in"/"llegamos", or joined to its end, and an end with "to"/"check-out"), and a day that matches.
 */
function sameDayAgain(items: Item[]): void {
  const live = items.filter((x): x is Item & { k: 'pt' } => x.k === 'pt' && !x.vague);
  const ends = live.filter((x) => x.to || x.checkout);
  const starts = live.filter((x) => x.checkin);
  // the end: said with "to"/"check-out", or the one right after a check-in when none is ("check-in the 15th, out the 19th")
  const e = ends.length === 1 ? ends[0]! : ends.length === 0 && starts.length === 1 ? live[live.indexOf(starts[0]!) + 1] : undefined;
  if (!e) return;
  const s = live[live.indexOf(e) - 1];
  if (!s || !(s.from || s.checkin || e.to) || s.to || s.checkout) return;
  const dayOf = (x: Item & { k: 'pt' }) => (x.pt.p === 'day' || x.pt.p === 'abs' ? x.pt.d : undefined);
  const monthOf = (x: Item & { k: 'pt' }) => (x.pt.p === 'abs' ? x.pt.m : undefined);
  for (const x of live) {
    if (x === s || x === e) continue;
    if (x.from || x.to || x.alt) return;
    const d = dayOf(x);
    if (d === undefined) return;
    const target: (Item & { k: 'pt' }) | undefined = d === dayOf(s) ? s : d === dayOf(e) ? e : undefined;
    // an arrival word with the start's day ("flying into Santa Marta on the 15th"), a departure one with the end's
    if (!target || (x.checkin && target !== s) || (x.checkout && target !== e)) return;
    const m = monthOf(x);
    const tm = monthOf(target);
    if (m !== undefined && tm !== undefined && m !== tm) return;
    if (m !== undefined && tm === undefined && (target === s ? monthOf(e) === undefined : monthOf(s) === undefined)) {
      // the month said with the repeated day is the stay's
      target.pt = { p: 'abs', d: dayOf(target)!, m, ...(x.pt.p === 'abs' && x.pt.y !== undefined ? { y: x.pt.y } : {}) };
    } else if (m !== undefined && tm === undefined) return;
    x.vague = true;
    target.used = [...new Set([...target.used, ...x.used])].sort((p1, p2) => p1 - p2);
  }
}

/**
 * Class "a range's start said again": a weekday range followed by its start named again with a word of starting ("Sat
 * to Sat, starting this Saturday", "de lunes a viernes, desde este lunes", "Friday to Monday, arriving this Friday"):
 * the last phrase is the range's start (the same weekday, or the same day), not a third date; its words are taken
 * with the start, which takes its reading when it is a fixed day.
 */
function startSaidAgain(c: PhraseContext, items: Item[]): void {
  const live = items.filter((x): x is Item & { k: 'pt' } => x.k === 'pt' && !x.vague);
  if (live.length !== 3) return;
  const [s, e, x] = live as [Item & { k: 'pt' }, Item & { k: 'pt' }, Item & { k: 'pt' }];
  if (!(e.to || e.checkout) || s.to || s.checkout || !(x.from || x.checkin) || x.to || x.checkout) return;
  const wdOf = (p: Item & { k: 'pt' }) => (p.pt.p === 'wd' ? p.pt.wd : undefined);
  const sameWeekday = wdOf(s) !== undefined && wdOf(s) === wdOf(x);
  const sd = resolve(s.pt, c).date;
  const sameDate = sd !== undefined && sd === resolve(x.pt, c).date;
  if (!sameWeekday && !sameDate) return;
  x.vague = true;
  s.used = [...new Set([...s.used, ...x.used])].sort((a, b) => a - b);
}

/** The most words of a reason said between a length refused and the one meant ("no, muy caro,"). */
const MAX_REASON_WORDS = 5;

/**
 * Class "a length refused with its reason": "10 noches no, muy caro, 7", "5 nights no, too long, 3" — "no" right
 * after the length, then a short reason with no number in its own clause, then a bare number ending the message: that
 * number is the length meant. Whether tokens `a` (right after the length) to `k` (the number) are such a refusal.
 */
function refusedWithReason(c: PhraseContext, a: number, k: number, used: ReadonlySet<number>): boolean {
  if (w(c, a) !== 'no' || c.toks[a + 1]?.k !== 'p' || c.toks[k - 1]?.k !== 'p') return false;
  if (c.toks.slice(k + 1).some((t) => t.k !== 'p')) return false;
  const reason = c.toks.slice(a + 2, k - 1);
  return (
    reason.length > 0 && reason.length <= MAX_REASON_WORDS && reason.every((t, x) => t.k === 'w' && !used.has(a + 2 + x) && countAt(c, a + 2 + x) === undefined)
  );
}

/**
 * Corrections inside one message: what follows a word taking it back ("no", "mejor", "perdón", "no espera",
 * "wait", "sorry", "I mean", "make it") replaces what was said just before, of the same kind:
 * - a day by a day ("el 12 de diciembre, no espera, el 13"; "del 5 al 10 de marzo... no, al 9"; "the 14th — no,
 *   the 16th"): the new day takes the old one's role, and its month when it says none;
 * - a range by a range ("del 20 al 23 de enero, no espera, del 20 al 24"), the month of the old end kept;
 * - a length by a length, or by a bare number ("dos noches desde el jueves... mejor tres", "three nights no four").
 * The replaced words stay taken (they are read, not left for other readers).
 */
function corrections(c: PhraseContext, items: Item[]): void {
  fallbacks(c, items);
  const merge = (from: Item[], to: Item, gapEnd: number) => {
    const lo = Math.min(...from.map((x) => x.used[0] ?? x.i0));
    const set = new Set(to.used);
    for (let k = lo; k < gapEnd; k++) set.add(k);
    to.used = [...set].sort((x, y) => x - y);
    for (const x of from) x.vague = true;
  };
  const inheritMonth = (old: Item, neu: Item) => {
    if (neu.k === 'pt' && neu.pt.p === 'day' && old.k === 'pt' && old.pt.p === 'abs')
      neu.pt = { p: 'abs', d: neu.pt.d, m: old.pt.m, ...(old.pt.y !== undefined ? { y: old.pt.y } : {}) };
  };
  for (let n = 1; n < items.length; n++) {
    const b = items[n]!;
    const a = items[n - 1]!;
    if (a.vague || b.vague) continue;
    const bStart = b.used[0] ?? b.i0;
    const prev = items[n - 2];
    const next = items[n + 1];
    // A range said again: "del 20 al 23 de enero, no espera, del 20 al 24", "April 3rd to the 8th — actually make it
    // the 4th to the 8th" (a start without "from" is one when the end after it is joined to it by "to"/"al").
    const restated =
      a.k === 'pt' &&
      b.k === 'pt' &&
      !!(a.to || a.checkout) &&
      prev?.k === 'pt' &&
      !prev.vague &&
      !!(prev.from || prev.checkin || a.to) &&
      next?.k === 'pt' &&
      !next.vague &&
      !!(next.to || next.checkout) &&
      !!(b.from || b.checkin || next.to);
    // A lone end said again after a whole range ("del 8 al 11, bueno, al 12", "Jan 20 to 24, well, to 25"): like a
    // range restated, a filler such as "bueno" takes the old end back (class: a range's end restated after a filler).
    const endAgain =
      a.k === 'pt' && b.k === 'pt' && !!(a.to || a.checkout) && prev?.k === 'pt' && !prev.vague && /^(al|to|hasta|until|till)$/.test(w(c, b.i0 - 1));
    // Class "a period made precise": a period said and then one day of it after "o sea" ("apenas pase el fin de semana,
    // o sea el lunes" on a weekday, "el puente, o sea el 8"): the day is what is meant; the period's words are taken
    // with it.
    if (a.k === 'range' && !a.vague && b.k === 'pt' && !b.vague && c.said !== undefined && c.toks[a.i1] && c.toks[b.i0]) {
      const gap = c.said.slice(c.toks[a.i1 - 1]!.e, c.toks[b.i0]!.s).match(/[\p{L}\p{N}']+/gu) ?? [];
      const period = a.options.length === 1 ? a.options[0]! : undefined;
      if (period && gap.join(' ').replace(/ (el|la|the)$/, '') === 'o sea') {
        // The day is one of the period or the day after it ("el fin de semana, o sea el lunes": the Monday after it).
        const last = addDays(period.checkout ?? period.checkin, 1);
        let day: string | undefined;
        if (b.pt.p === 'wd') {
          for (let d = period.checkin; d <= last && !day; d = addDays(d, 1)) if (weekdayOf(d) === b.pt.wd) day = d;
          // A weekday whose coming one is another day ("…el fin de semana, o sea el lunes" said on a Sunday: this
          // Monday, or the one after next weekend?) is not sure: nothing is claimed.
          if (day !== resolve(b.pt, c).date) day = undefined;
        } else {
          const d = resolve(b.pt, c).date;
          if (d && d >= period.checkin && d <= last) day = d;
        }
        if (day) {
          b.pt = { p: 'fixed', date: day, inferred: true };
          merge([a], b, bStart);
          continue;
        }
      }
    }
    // Class: a day denied after a comma ("es el 12 de enero, no el 11 como le dije", "del 21 al 24, no del 20", "we
    // leave Sunday, not Saturday"): a contrast, the day said first stands and the one denied is no date.
    // Without the comma only when the first is asserted ("es del 5 al 9 no del 4 al 8", "son del 5 al 9 no del 4 al 8").
    // A range denied ("…, no del 20 al 23") is denied whole: its end too.
    const first = a.k === 'pt' && (a.to || a.checkout) && prev?.k === 'pt' && !prev.vague && (prev.from || prev.checkin || a.to) ? prev : a;
    const asserted = /^(es|son|seria|sera|serian|seran|it's|its|is|are)$/.test(w(c, (first.used[0] ?? first.i0) - 1));
    const gapAB = a.i1 > 0 && c.said !== undefined && c.toks[b.i0] ? c.said.slice(c.toks[a.i1 - 1]!.e, c.toks[b.i0]!.s) : undefined;
    if (a.k === 'pt' && b.k === 'pt' && gapAB !== undefined && (deniedAfterComma(gapAB) || (asserted && deniedRightAfter(gapAB)))) {
      b.vague = true;
      let end = b.i1;
      if (next?.k === 'pt' && !next.vague && next.to && !b.to && /^(al|a|to|hasta|until|-)$/.test(w(c, next.i0 - 1))) {
        next.vague = true;
        end = next.i1;
        n++;
      }
      a.used = [...new Set([...a.used, ...range(a.i1, end)])].sort((x, y) => x - y);
      continue;
    }
    // The gap is read up to the phrase's start too: a comma taken as its little word may stand before the word of
    // correction ("12 al 15 dic., corrijo: 13 al 16").
    if (!correctionGap(c, a.i1, bStart, restated || endAgain) && !correctionGap(c, a.i1, b.i0, restated || endAgain)) continue;
    if (a.k === 'dur' && b.k === 'dur') {
      merge([a], b, bStart);
      continue;
    }
    // Class "only the month taken back" ("del 10 al 14 de enero, perdón, de febrero", "January 10 to 14, sorry I mean
    // February"): the days said stay, in the month said after the correction; a range's start said without a month of
    // its own moves with its end.
    if (a.k === 'pt' && b.k === 'month' && (a.pt.p === 'abs' || a.pt.p === 'day')) {
      const ends = [a, ...(prev?.k === 'pt' && !prev.vague && (a.to || a.checkout) && (prev.pt.p === 'abs' || prev.pt.p === 'day') ? [prev] : [])];
      for (const x of ends)
        if (x.k === 'pt' && (x.pt.p === 'abs' || x.pt.p === 'day')) x.pt = { p: 'abs', d: x.pt.d, m: b.m, ...(b.y !== undefined ? { y: b.y } : {}) };
      b.vague = true;
      a.used = [...new Set([...a.used, ...range(a.i1, b.i1), ...b.used])].sort((x, y) => x - y);
      continue;
    }
    // Class "the same days a week later" ("del 5 al 8 de diciembre, no, de la semana siguiente", "el jueves... no, el
    // de la otra semana"): the week said after a correction moves the stay said before it by seven days.
    // Class "the same days a week or two earlier or later" ("…, no, mejor una semana antes", "…, sorry, a week
    // later"): a length of whole weeks said with a word of before or after moves the stay by it.
    const weeks = b.k === 'dur' && b.nights !== undefined && b.nights % 7 === 0 ? SHIFT_WORDS[w(c, b.i1)] : undefined;
    if (a.k === 'pt' && ((b.k === 'range' && b.week && b.weekOf === 'next') || weeks !== undefined)) {
      const shift = weeks !== undefined && b.k === 'dur' ? weeks * b.nights! : 7;
      // (the range's start: said with "del"/"from", or right before the end's "to": "the 8th to the 11th")
      const start = (a.to || a.checkout) && prev?.k === 'pt' && !prev.vague && (prev.from || prev.checkin || (a.to && prev.i1 <= a.i0)) ? prev : undefined;
      if (start) inheritMonth(a, start);
      const from = start ? resolve(start.pt, c).date : undefined;
      const to = resolve(a.pt, c, from).date;
      if ((start && !from) || !to) continue;
      if (start && from) start.pt = { p: 'fixed', date: addDays(from, shift), inferred: true };
      a.pt = { p: 'fixed', date: addDays(to, shift), inferred: true };
      b.vague = true;
      const end = weeks !== undefined ? b.i1 + 1 : b.i1;
      a.used = [...new Set([...a.used, ...range(a.i1, end), ...b.used])].sort((x, y) => x - y);
      continue;
    }
    // Class "a range of days corrected by two bare days joined by a dash" ("Oct 5-8, sorry, 6-9"): "6-9" is no date
    // of June or September there, but the new first and last days, in the month of the range taken back.
    if (
      a.k === 'pt' &&
      b.k === 'pt' &&
      (a.to || a.checkout) &&
      prev?.k === 'pt' &&
      !prev.vague &&
      next === undefined &&
      b.pt.p === 'num' &&
      b.pt.y === undefined &&
      b.pt.a < b.pt.b &&
      b.pt.b <= 31
    ) {
      const month = prev.pt.p === 'abs' ? prev.pt : a.pt.p === 'abs' ? a.pt : undefined;
      if (month && (prev.pt.p === 'abs' || prev.pt.p === 'day') && (a.pt.p === 'abs' || a.pt.p === 'day')) {
        const year = month.y !== undefined ? { y: month.y } : {};
        prev.pt = { p: 'abs', d: b.pt.a, m: month.m, ...year };
        a.pt = { p: 'abs', d: b.pt.b, m: month.m, ...year };
        b.vague = true;
        a.used = [...new Set([...a.used, ...range(a.i1, b.i1), ...b.used])].sort((x, y) => x - y);
        continue;
      }
    }
    if (a.k !== 'pt' || b.k !== 'pt') continue;
    const aEnd = a.to || a.checkout;
    const aStart = a.from || a.checkin;
    const bEnd = b.to || b.checkout;
    const bStartRole = b.from || b.checkin;
    if (restated && next && prev) {
      // The new range keeps the month of the old one where it says none ("April 3rd to the 8th — the 4th to the 8th").
      inheritMonth(prev, b);
      inheritMonth(a, next);
      inheritMonth(prev, next);
      merge([prev, a], b, bStart);
      n++;
      continue;
    }
    // One day said again: it keeps the old one's role.
    if ((bEnd && !aEnd) || (bStartRole && !aStart)) continue;
    // The end of a range taken back keeps the start in the end's month it shared ("del 1 al 31 de enero, no, hasta el 3
    // de febrero": from 1 January).
    if (aEnd && prev?.k === 'pt' && !prev.vague && (prev.from || prev.checkin) && prev.pt.p === 'day' && a.pt.p === 'abs' && prev.pt.d <= a.pt.d)
      inheritMonth(a, prev);
    if (aEnd) b.to = true;
    if (a.checkout) b.checkout = true;
    if (aStart) b.from = true;
    if (a.checkin) b.checkin = true;
    inheritMonth(a, b);
    const oldPt = a.pt;
    const same = (x: Item & { k: 'pt' }) =>
      JSON.stringify(x.pt) === JSON.stringify(oldPt) || (x.pt.p === 'day' && (oldPt.p === 'abs' || oldPt.p === 'day') && x.pt.d === oldPt.d);
    merge([a], b, bStart);
    // The day taken back said again later is the reason of the change ("el 13, que el 12 es el grado"): not a date.
    for (const x of items.slice(n + 1)) {
      if (x.k !== 'pt' || x.vague || !same(x) || x.to || x.checkout || x.from || x.checkin) continue;
      x.vague = true;
      b.used = [...new Set([...b.used, ...x.used])].sort((p1, p2) => p1 - p2);
    }
  }
  // A bare number taking back a length: "dos noches… mejor tres", "three nights no four".
  const dur = items.filter((it) => it.k === 'dur' && !it.vague && it.nights !== undefined);
  if (dur.length !== 1) return;
  const d = dur[0]! as Item & { k: 'dur' };
  const used = new Set(items.flatMap((it) => it.used));
  for (let k = d.i1; k < c.toks.length; k++) {
    if (used.has(k)) continue;
    const v = countAt(c, k);
    if (v === undefined || v < 1 || v > MAX_NIGHTS) continue;
    const nx = c.toks[k + 1];
    if (nx && nx.k !== 'p' && !CORRECTION_FILLERS.has(nx.t) && !/^(noches|nights|nts|por|porque|because|as|since)$/.test(nx.t)) continue;
    // "dos noches no mentiras por tres", "two nights, sorry, for three": the new length's "por"/"for" is its own.
    const by = /^(por|for|x)$/.test(w(c, k - 1)) && !used.has(k - 1) ? 1 : 0;
    let j = k - 1 - by;
    while (j >= d.i1 && !used.has(j) && (c.toks[j]!.k === 'p' || CORRECTION_WORDS.has(c.toks[j]!.t) || CORRECTION_FILLERS.has(c.toks[j]!.t))) j--;
    if (refusedWithReason(c, d.i1, k, used)) {
      j = d.i1 - 1;
    } else if (!correctionGap(c, j + 1, k - by)) continue;
    // Only right after the length or after the phrase that follows it ("dos noches desde el jueves... mejor tres").
    if (!(j + 1 === d.i1 || used.has(j))) continue;
    d.nights = v;
    d.used = [...d.used, ...Array.from({ length: k - j }, (_, x) => j + 1 + x)].sort((x, y) => x - y);
    if (/^(noches|nights|nts)$/.test(w(c, k + 1))) d.used.push(k + 1);
    break;
  }
}
