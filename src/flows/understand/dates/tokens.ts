/**
 * The tokenizer: folded text (see `foldKeepLength` in text.ts) cut into
 * tokens — words, numbers (ordinals marked), ISO dates, numeric pairs
 * `a/b[/y]`, punctuation and `x` for anything that must never be a day — with
 * their offsets in the text. Chat spellings (the calendar lexicon's `spellings`) are read as the word they stand
 * for ("tmrw", "juebes", "2nite").
 *
 * Then passes that mark what is not a date before any rule runs: times and
 * digit groups glued by "-", "/" or "." ("15:00", "300-123-4567"), typos of
 * "noches"/"nights" after a number, phone numbers typed in groups, street
 * addresses, European dotted days ("24.12.", "the 5. May") and dotted
 * day.month after a date word ("llegada 07.03").
 *
 * Grammar: the lexical layer; every rule reads `Tok`s.
 */
import { lineBreakBetween, NUMBER_WORDS } from '../text.js';
import { distance } from 'fastest-levenshtein';
import {
  CHECKIN_WORDS,
  CHECKOUT_WORDS,
  FOREIGN_DAYS,
  FOREIGN_DAYS_ONLY_AFTER,
  FOREIGN_FROM_WORDS,
  FOREIGN_RANGE_WORDS,
  MONTH_ABBR,
  MONTHS,
  SPELLINGS,
  UNIT_WORDS,
  WEEKDAY_ABBR,
  WEEKDAYS,
} from './words.js';

/** A token of the folded text: its text `t` (a chat spelling already read as its word), offsets `s`..`e`, kind `k`. */
export interface Tok {
  t: string;
  s: number;
  e: number;
  /** w word, n number, iso YYYY-MM-DD, pair a/b[/y], p punctuation, x other (3pm, 12345). */
  k: 'w' | 'n' | 'iso' | 'pair' | 'p' | 'x';
  n?: number;
  ord?: boolean;
  a?: number;
  b?: number;
  y?: number;
  sep?: string;
  /** A dotted "a.b" without a year, kept as `x` unless a date word introduces it. */
  dot?: { a: number; b: number };
  /** A pair written the European way with a trailing dot ("24.12."): day then month, never month first. */
  dm?: boolean;
  /** Trade "x N" after a date with nothing after the number ("pasado mañana x 3"): "por" whose number is the nights. */
  byNights?: boolean;
}

/** One token: a year-first date ("2027-01-20", "2027.01.20", "2027/01/20"), a numeric pair `a/b[/y]` (the day may carry its ordinal mark: "1°/09"), digits (with letters glued: "15th", "3pm"), "w/e", a word, "&" (read "and"), "+" with no digit right after it (read "plus"; "+2" stays a signed number), or punctuation. */
const TOKEN_RE =
  /(?<!\d)(\d{4})([-./])(\d{1,2})\2(\d{1,2})(?![\d/.-]?\d)|(?<![\d/])(\d{1,2})(?:[°º](?=\/))?([/.-])(\d{1,2})(?:\6(\d{4}|\d{2}))?(?![\d/])|\d+[\p{L}°º]*|(?<![\p{L}\p{N}])w\/e(?:nd)?(?![\p{L}\p{N}])|\p{L}+(?:['’]\p{L}+)?|-+>|[>→⇒]|[-–—,.;:!?/()#&]|\+(?!\d)/gu;
/**
 * A word for today or tomorrow in another language, as the English word ("amanha" → "tomorrow"); one that is also
 * another word only right after the words its lexicon entry names ("fur morgen", not "guten morgen"). Undefined otherwise.
 */
function foreignDay(word: string, before: Tok | undefined): 'today' | 'tomorrow' | undefined {
  const day = FOREIGN_DAYS[word];
  const after = FOREIGN_DAYS_ONLY_AFTER[word];
  return day && (!after || (before?.k === 'w' && after.has(before.t))) ? day : undefined;
}
/** A day number then a month's name ("18 février", "6 maart"): what follows a range's word (dotted days have their own reader). */
const DAY_THEN_MONTH = /^\s+\d{1,2}\s+(\p{L}+)/u;

/**
 * Class "a range in another language" ("du 14 au 18 février", "vom 3 bis 6 März", "van 3 tot 6 maart"): a word of
 * `months.json`'s `rangeWords` after a day number, or of its `fromWords` before one, with a day and a month after the
 * range's word, reads as the Spanish one ("al", "del"); anywhere else it is another word (a "tot" is a child).
 */
function foreignRangeWord(word: string, before: Tok | undefined, rest: string): 'al' | 'del' | undefined {
  if (FOREIGN_RANGE_WORDS.has(word) && before?.k === 'n') {
    const m = DAY_THEN_MONTH.exec(rest)?.[1];
    return m !== undefined && (MONTHS[m] ?? MONTH_ABBR[m]) !== undefined ? 'al' : undefined;
  }
  if (!FOREIGN_FROM_WORDS.has(word)) return undefined;
  const r = /^\s+\d{1,2}\s+([a-z']+)(.*)$/su.exec(rest);
  return r && FOREIGN_RANGE_WORDS.has(r[1]!) && DAY_THEN_MONTH.test(r[2]!) ? 'del' : undefined;
}

/**
 * Class "two date words typed as one" ("pasadomañana", "pasadomñn"): the words they stand for, each with its part of
 * the token's span.
 */
const GLUED_WORDS: Readonly<Record<string, readonly string[]>> = {
  pasadomanana: ['pasado', 'manana'],
  pasadomnn: ['pasado', 'manana'],
};
/** A day glued to a month's short name ("10ene", "09jan"): the shape; the month part must be a month abbreviation. */
const GLUED_DAY_MONTH = /^\d{1,2}\p{L}{3,4}$/u;
/** A number glued to a word ("3noches"): the shape; the word must be a unit of {@link LENGTH_UNITS}. */
const GLUED_LENGTH = /^\d{1,2}\p{L}{2,8}$/u;
/** Units of a stay's length written glued to their number, as the word the reader knows ("nts" → "nights"). */
const LENGTH_UNITS: Readonly<Record<string, string>> = {
  noche: 'noche',
  noches: 'noches',
  night: 'night',
  nights: 'nights',
  nt: 'nights',
  nts: 'nights',
  nites: 'nights',
  dia: 'dia',
  dias: 'dias',
  day: 'day',
  days: 'days',
  semana: 'semana',
  semanas: 'semanas',
  week: 'week',
  weeks: 'weeks',
  wks: 'weeks',
};
/** Ordinal endings after digits, Spanish and English ("1st", "15th", "1ro", "2do", "15°"). */
const ORD_SUFFIX = /^(\d+)(st|nd|rd|th|ro|ero|er|vo|no|to|°|º|o)$/;

/** The tokens of folded text, after the passes that mark what is not a date (times, phone numbers, addresses…). */
export function tokenize(folded: string): Tok[] {
  const out: Tok[] = [];
  for (const m of folded.matchAll(TOKEN_RE)) {
    const t = m[0];
    const s = m.index;
    const e = s + t.length;
    if (m[1] !== undefined) {
      out.push({ t, s, e, k: 'iso', y: Number(m[1]), b: Number(m[3]), a: Number(m[4]) });
    } else if (m[5] !== undefined) {
      const y = m[8] === undefined ? undefined : m[8].length === 2 ? 2000 + Number(m[8]) : Number(m[8]);
      // "07.03" without a year is a date only after a date word (see `dottedDate`); a decimal or a time otherwise.
      if (m[6] === '.' && y === undefined) out.push({ t, s, e, k: 'x', dot: { a: Number(m[5]), b: Number(m[7]) } });
      else out.push({ t, s, e, k: 'pair', a: Number(m[5]), b: Number(m[7]), sep: m[6]!, ...(y !== undefined ? { y } : {}) });
    } else if (/^\d/.test(t)) {
      if (/^\d+$/.test(t)) out.push({ t, s, e, k: t.length > 4 ? 'x' : 'n', n: Number(t) });
      else if (SPELLINGS[t])
        out.push({ t: SPELLINGS[t]!, s, e, k: 'w' }); // "2nite", "2morrow"
      else if (GLUED_DAY_MONTH.test(t) && MONTH_ABBR[t.replace(/^\d+/, '')] !== undefined) {
        // Agency and airline shorthand, a day glued to its month ("IN 10ENE", "OUT 09ENE", "15DEC"): the day, then the month.
        const d = /^\d+/.exec(t)![0];
        out.push({ t: d, s, e: s + d.length, k: 'n', n: Number(d) });
        out.push({ t: t.slice(d.length), s: s + d.length, e, k: 'w' });
      } else if (GLUED_LENGTH.test(t) && LENGTH_UNITS[t.replace(/^\d+/, '')] !== undefined) {
        // Class "a length glued to its unit" ("3noches", "4nts", "10dias", "2semanas"): the number, then the unit.
        const d = /^\d+/.exec(t)![0];
        out.push({ t: d, s, e: s + d.length, k: 'n', n: Number(d) });
        out.push({ t: LENGTH_UNITS[t.slice(d.length)]!, s: s + d.length, e, k: 'w' });
      } else if (/^\d{1,2}n$/.test(t)) {
        // Agency shorthand for nights ("3N", "15 Jan, 3N", "4D/3N"): the number, then "nights".
        out.push({ t: t.slice(0, -1), s, e: e - 1, k: 'n', n: Number(t.slice(0, -1)) });
        out.push({ t: 'nights', s: e - 1, e, k: 'w' });
      } else if (/^\d{1,2}d$/.test(t) && /^\/\d{1,2}n\b/.test(folded.slice(e))) {
        // "4D/3N": days then nights, a package's length (its nights decide).
        out.push({ t: t.slice(0, -1), s, e: e - 1, k: 'n', n: Number(t.slice(0, -1)) });
        out.push({ t: 'dias', s: e - 1, e, k: 'w' });
      } else {
        const o = ORD_SUFFIX.exec(t);
        if (o && o[1]!.length <= 2) out.push({ t, s, e, k: 'n', n: Number(o[1]), ord: true });
        else out.push({ t, s, e, k: 'x' });
      }
    } else if (t.startsWith('w/')) {
      out.push({ t: 'weekend', s, e, k: 'w' }); // "w/e", "w/end"
    } else if (/^\p{L}/u.test(t)) {
      // Chat style: stretched letters ("mañanaaa") and common spellings ("tmrw", "juebes").
      const word = t.replace(/’/g, "'").replace(/(\p{L})\1{2,}/gu, '$1');
      const glued = GLUED_WORDS[word];
      if (glued && word.length === t.length) {
        const cut = s + glued[0]!.length;
        out.push({ t: glued[0]!, s, e: cut, k: 'w' }, { t: glued[1]!, s: cut, e, k: 'w' });
        continue;
      }
      out.push({
        t: SPELLINGS[word] ?? foreignDay(word, out[out.length - 1]) ?? foreignRangeWord(word, out[out.length - 1], folded.slice(e)) ?? word,
        s,
        e,
        k: 'w',
      });
    } else if (t === '&')
      out.push({ t: 'and', s, e, k: 'w' }); // "Fri & Sat": the word "and"
    // (an arrow between two numbers is typed for a range too, "20 > 23 dic", "20→23", "20 -> 23"; elsewhere it
    // separates the items of a list, "Bogotá → 3 nights → 14.1.")
    else if (/^(?:-+>|>|→|⇒)$/.test(t)) {
      const numbers = /\d$/.test(folded.slice(0, s).trimEnd()) && /^\s*\d/.test(folded.slice(e));
      out.push({ t: numbers ? '-' : ',', s, e, k: 'p' });
    } else out.push({ t: t === '–' || t === '—' ? '-' : t, s, e, k: 'p' });
  }
  // A number glued to a time ("15:00", "3 pm") or inside a phone-like run is not a day.
  for (let i = 0; i < out.length; i++) {
    const tk = out[i]!;
    if (tk.k !== 'n') continue;
    const nx = out[i + 1];
    const pv = out[i - 1];
    if (nx && nx.t === ':' && out[i + 2]?.k === 'n' && nx.s === tk.e) tk.k = 'x';
    if (pv && pv.t === ':' && pv.e === tk.s) tk.k = 'x';
  }
  // Digit groups glued by "-", "/" or "." that did not read as a date ("555-01", "300-123-4567",
  // "15/12/202") are phone numbers, codes or typos: none of their numbers is a day or a count.
  for (let i = 0; i + 2 < out.length; i++) {
    const a = out[i]!;
    const sep = out[i + 1]!;
    const b = out[i + 2]!;
    const digits = (x: Tok) => (x.k === 'n' && !x.ord) || x.k === 'x' || x.k === 'pair' || x.k === 'iso';
    // Two dates glued by a dash ("15/12-18/12") are a range.
    const bothDates = (a.k === 'pair' || a.k === 'iso') && (b.k === 'pair' || b.k === 'iso');
    // An en or em dash ("Jan 8–11", "10–13 Feb") is typed for a range, never inside a phone number or a code.
    // (an arrow likewise: "20>23 dic")
    const rangeDash = /^(?:–|—|-+>|>|→|⇒)$/.test(folded.slice(sep.s, sep.e));
    // A day glued by a dash to a later date of its month with its year ("20-23/12/2026"): a range.
    const dayToDate = a.k === 'n' && !a.ord && sep.t === '-' && b.k === 'pair' && b.y !== undefined && a.n! >= 1 && a.n! < b.a!;
    if (
      !bothDates &&
      !dayToDate &&
      !rangeDash &&
      digits(a) &&
      digits(b) &&
      /^[-/.]$/.test(sep.t) &&
      a.e === sep.s &&
      sep.e === b.s &&
      /^\d+$/.test(a.t.slice(-1)) &&
      /^\d/.test(b.t)
    ) {
      a.k = 'x';
      b.k = 'x';
    }
  }
  // "Aug. 22", "Dec. 30th", "ene. 15": the dot of a month's short name before a day is part of the word.
  for (let i = out.length - 2; i >= 0; i--) {
    const a = out[i]!;
    const dot = out[i + 1]!;
    if (a.k === 'w' && MONTH_ABBR[a.t] !== undefined && MONTHS[a.t] === undefined && dot.t === '.' && dot.s === a.e && out[i + 2]?.k === 'n') {
      a.e = dot.e;
      out.splice(i + 1, 1);
    }
  }
  // Agents' "C/I" and "C/O" ("C/I 01-15", "C/O 20/01"): check-in and check-out, one word each.
  for (let i = out.length - 3; i >= 0; i--) {
    const [a, slash, b] = [out[i]!, out[i + 1]!, out[i + 2]!];
    if (a.t === 'c' && slash.t === '/' && (b.t === 'i' || b.t === 'o') && a.e === slash.s && slash.e === b.s)
      out.splice(i, 3, { t: b.t === 'i' ? 'checkin' : 'checkout', s: a.s, e: b.e, k: 'w' });
  }
  hyphenatedUnits(out);
  numberSaidTwice(out);
  romanDays(out);
  forClosingRange(out);
  nightTypos(out);
  tradeNights(out);
  markPhoneRuns(out);
  markAddresses(out);
  europeanDots(out);
  dottedDates(out);
  return out;
}

/**
 * A ";" where a line of `raw` (as typed, the same length as the text tokenized) ends with a number or a numeric date
 * and the next starts with a unit: a number ending a form's line is no count of the next ("Check-in: December
 * 28⏎Nights: 5", "de hoy en quince⏎Pax: 2", "Salida: 02/01⏎Pax: 2").
 */
export function lineEnds(toks: Tok[], raw: string): void {
  if (!raw.includes('\n')) return;
  for (let k = toks.length - 1; k > 0; k--) {
    const prev = toks[k - 1]!;
    const number = prev.k === 'n' || prev.k === 'pair' || (prev.k === 'w' && NUMBER_WORDS[prev.t] !== undefined);
    if (!number || toks[k]!.k !== 'w' || !UNIT_WORDS.has(toks[k]!.t)) continue;
    const cut = lineBreakBetween(raw, prev.e, toks[k]!.s);
    if (cut >= 0) toks.splice(k, 0, { t: ';', s: cut, e: cut + 1, k: 'p' });
  }
}

/** A word typed with a hyphen that is a unit whole ("grown-ups", "grown-up"): one word, so a count before it is no day. */
function hyphenatedUnits(out: Tok[]): void {
  for (let i = out.length - 3; i >= 0; i--) {
    const [a, dash, b] = [out[i]!, out[i + 1], out[i + 2]];
    if (!dash || !b || a.k !== 'w' || b.k !== 'w' || dash.t !== '-' || a.e !== dash.s || dash.e !== b.s || !UNIT_WORDS.has(a.t + b.t)) continue;
    out.splice(i, 3, { t: a.t + b.t, s: a.s, e: b.e, k: 'w' });
  }
}

/** Words joining two European dotted days ("2. bis 5. Mai", "15. to 20. March", "del 2. al 5."). */
const EU_DOT_JOINERS = new Set(['to', 'bis', '-', 'al', 'a', 'until', 'till', 'hasta', 'and', 'y', 'und']);

/**
 * European day ordinals written with a dot (German, Dutch, Scandinavian
 * guests), read as days:
 * - "day.month." with the trailing dot glued ("24.12.", "We arrive 3.4.",
 *   "from 12.10. to 15.10.") is day then month: a `pair` marked `dm`;
 * - "N." glued before a month, "of"/"de" allowed between ("on the 5. May",
 *   "the 5. of May"), or before a joiner and another "N." that is
 *   ("from the 15. to 20. March") is an ordinal day.
 * The dot itself is dropped so the day meets its month.
 */
function europeanDots(out: Tok[]): void {
  const gluedDot = (i: number) => out[i + 1]?.t === '.' && out[i + 1]!.s === out[i]!.e && !/^\d/.test(out[i + 2]?.t ?? '');
  const monthNext = (k: number) => {
    const x = out[k]?.t ?? '';
    const y = out[k + 1]?.t ?? '';
    return MONTHS[x] !== undefined || MONTH_ABBR[x] !== undefined || ((x === 'of' || x === 'de') && (MONTHS[y] !== undefined || MONTH_ABBR[y] !== undefined));
  };
  const dayN = (tk: Tok | undefined) => tk !== undefined && tk.k === 'n' && !tk.ord && tk.t.length <= 2 && tk.n! >= 1 && tk.n! <= 31;
  for (let i = out.length - 1; i >= 0; i--) {
    const tk = out[i]!;
    if (tk.k === 'x' && tk.dot && gluedDot(i)) {
      const { a, b } = tk.dot;
      if (a < 1 || a > 31 || b < 1 || b > 12) continue;
      tk.k = 'pair';
      tk.a = a;
      tk.b = b;
      tk.sep = '.';
      tk.dm = true;
      tk.e = out[i + 1]!.e;
      out.splice(i + 1, 1);
      continue;
    }
    if (!dayN(tk) || !gluedDot(i)) continue;
    const next = out[i + 2];
    const beforeMonth = monthNext(i + 2);
    // the end an ordinal day ("15. to 20. March") or a day and month already read ("1.-4.3.", "1. bis 4.3.")
    const end = out[i + 3];
    const joinsDay =
      next !== undefined && EU_DOT_JOINERS.has(next.t) && end !== undefined && ((end.k === 'n' && end.ord === true) || (end.k === 'pair' && end.dm === true));
    if (!beforeMonth && !joinsDay) continue;
    tk.ord = true;
    tk.e = out[i + 1]!.e;
    out.splice(i + 1, 1);
  }
}

/** Chat shortenings of "nights" read only right after a number ("4 nts", "1 nt"). */
const NIGHT_SHORT = new Set(['nt', 'nts', 'nghts', 'nigts', 'nihts', 'nits', 'nchs', 'nochs', 'noxes', 'noxs']);
/** Real words near "noches"/"nights" in spelling that are not a typo of them. */
const NOT_NIGHTS = new Set([
  'notes',
  'nodes',
  'nachos',
  'nichos',
  'niches',
  'nicho',
  'niche',
  'nuts',
  'nietos',
  'ninos',
  'ninas',
  'nenes',
  'notas',
  'novios',
  'nights',
  'noches',
  'noche',
  'night',
]);

/**
 * Typos and autocorrections of "noches"/"nights" right after a number ("x 3
 * nochs", "4 nts", "5 notches", "x 5 noxes"): edit distance ≤ 2 from "noche(s)"
 * or "night(s)" (1 for words under six letters: "a nice hotel" is not nights),
 * starting with "n", after a number other than "a"/"un"/"one", not a real word ("3 notes", "2 niños"),
 * read as "noches" or "nights" (the nearer). Never away from a number.
 */
function nightTypos(out: Tok[]): void {
  for (let i = 1; i < out.length; i++) {
    const x = out[i]!;
    const pv = out[i - 1]!;
    if (x.k !== 'w' || !x.t.startsWith('n') || (x.t.length < 3 && !NIGHT_SHORT.has(x.t)) || x.t.length > 8 || NOT_NIGHTS.has(x.t)) continue;
    if (!(pv.k === 'n' && !pv.ord) && !(pv.k === 'w' && NUMBER_WORDS[pv.t] !== undefined && !/^(a|an|un|una|uno|one)$/.test(pv.t))) continue;
    const es = Math.min(distance(x.t, 'noches'), distance(x.t, 'noche'));
    const en = Math.min(distance(x.t, 'nights'), distance(x.t, 'night'));
    if (NIGHT_SHORT.has(x.t)) x.t = x.t.startsWith('noc') || x.t.startsWith('nox') || x.t === 'nchs' ? 'noches' : 'nights';
    else if (x.t.length >= 4 && Math.min(es, en) <= (x.t.length >= 6 ? 2 : 1)) x.t = es <= en ? 'noches' : 'nights';
  }
}

/**
 * Class "number said twice" (formal and trade writing): a number in words with its digits in parentheses ("tres (3)
 * noches") or the other way round ("3 (tres) noches") is one number: the parenthesised copy is dropped when it has
 * the same value.
 */
function numberSaidTwice(out: Tok[]): void {
  const value = (x: Tok | undefined) => (x?.k === 'n' && !x.ord ? x.n : x?.k === 'w' ? NUMBER_WORDS[x.t] : undefined);
  for (let i = out.length - 4; i >= 0; i--) {
    const a = out[i]!;
    if (out[i + 1]!.t !== '(' || out[i + 3]!.t !== ')' || a.k === out[i + 2]!.k) continue;
    const v = value(a);
    if (v === undefined || v !== value(out[i + 2])) continue;
    out.splice(i + 1, 3);
  }
}

/** Words of nights after a number, for {@link tradeNights} ("x 2 nts", "x 3 noches"). */
const NIGHT_WORDS: ReadonlySet<string> = new Set(['noches', 'noche', 'nights', 'night']);
/** Words of the party after a trade "x N" ("x 2 personas", "x 4 pax", "x 1 adulto"). */
const PARTY_WORDS_AFTER_BY: ReadonlySet<string> = new Set([
  'persona',
  'personas',
  'pax',
  'adulto',
  'adultos',
  'adult',
  'adults',
  'person',
  'people',
  'huesped',
  'huespedes',
  'guests',
  'guest',
]);
/** Words of a day a trade "x N" may follow ("pasado mañana x 3", "hoy x 2"). */
const DAY_WORDS_BEFORE_BY: ReadonlySet<string> = new Set(['manana', 'hoy', 'tomorrow', 'today', 'tonight']);

/**
 * Class "trade nights shorthand" (agencies, corporate travel):
 * - "n." after a number is "nights" ("6 n.", "14 ene., 3 n.", "x4 n."): only with its dot, or last in the message;
 * - "x N" is "por N", never a multiplication or a count, before a nights word ("in 31/12 x 2 nts", "x4 n.") or, with
 *   nothing after the number, right after a day ("pasado mañana x 3", "el 15 x 3": `byNights`, the number is the
 *   nights). "DBL x2, 4 pax" (after a room word) is left alone.
 */
function tradeNights(out: Tok[]): void {
  for (let i = 1; i < out.length; i++) {
    const x = out[i]!;
    const pv = out[i - 1]!;
    if (x.k === 'w' && x.t === 'n' && pv.k === 'n' && !pv.ord && (out[i + 1]?.t === '.' || i === out.length - 1) && pv.n! >= 1 && pv.n! <= 99) x.t = 'nights';
  }
  for (let i = 0; i + 1 < out.length; i++) {
    const x = out[i]!;
    const n = out[i + 1]!;
    if (x.k !== 'w' || x.t !== 'x' || n.k !== 'n' || n.ord || n.n! < 1 || n.n! > 99) continue;
    const after = out[i + 2];
    if (after && after.k === 'w' && NIGHT_WORDS.has(after.t)) {
      x.t = 'por';
      continue;
    }
    const end = !after || (after.k === 'p' && /^[,.;!?)]$/.test(after.t));
    const pv = out[i - 1];
    // Class "trade 'x N people' after a date" ("12/01 al 15/01 x 1 persona", "15 ene x 2 pax"): "x" is "for", the
    // number the party's — never a unit that makes the date a count.
    if (after && after.k === 'w' && PARTY_WORDS_AFTER_BY.has(after.t) && pv !== undefined && (pv.k === 'pair' || pv.k === 'iso' || pv.k === 'n')) {
      x.t = 'por';
      continue;
    }
    const day =
      pv !== undefined &&
      (pv.k === 'pair' ||
        pv.k === 'iso' ||
        (pv.k === 'n' && /^(el|del|the|on)$/.test(out[i - 2]?.t ?? '')) ||
        (pv.k === 'w' &&
          (DAY_WORDS_BEFORE_BY.has(pv.t) ||
            MONTHS[pv.t] !== undefined ||
            MONTH_ABBR[pv.t] !== undefined ||
            WEEKDAYS[pv.t] !== undefined ||
            WEEKDAY_ABBR[pv.t] !== undefined)));
    if (end && day) {
      x.t = 'por';
      x.byNights = true;
    }
  }
}

/**
 * Digits typed as a phone number ("el 3 1 5 4 4 4 5 5 6 6", "300 555 12 34"):
 * three or more bare digit groups separated only by spaces, or two whose
 * digits add up to seven or more, are not days nor counts (`x`).
 */
function markPhoneRuns(out: Tok[]): void {
  const bare = (x: Tok | undefined) => x !== undefined && (x.k === 'n' || x.k === 'x') && !x.ord && /^\d+$/.test(x.t);
  for (let i = 0; i < out.length; ) {
    if (!bare(out[i])) {
      i++;
      continue;
    }
    let j = i + 1;
    while (bare(out[j])) j++;
    const run = out.slice(i, j);
    const digits = run.reduce((n, x) => n + x.t.length, 0);
    if (run.length >= 3 || (run.length === 2 && digits >= 7)) for (const x of run) x.k = 'x';
    i = j;
  }
}

/** Words that start a street address ("calle 5 # 10-20", "cra 7 no. 45-12", "Av. 6N #23-45", "apto 502"). */
const ADDRESS_WORDS = new Set([
  'calle',
  'cll',
  'cl',
  'carrera',
  'cra',
  'cr',
  'kr',
  'kra',
  'avenida',
  'av',
  'avda',
  'ave',
  'diagonal',
  'diag',
  'dg',
  'transversal',
  'transv',
  'tv',
  'tr',
  'circular',
  'autopista',
  'manzana',
  'mz',
  'lote',
  'apto',
  'apartamento',
  'apt',
  'torre',
  'interior',
  'int',
  'bloque',
  'oficina',
  'ofc',
  'local',
  'casa',
  'street',
  'avenue',
  'road',
  'rd',
  'blvd',
  'boulevard',
  'suite',
  'unit',
  'apartment',
  'nro',
  'numero',
  'num',
]);
/** Words after a house number ("5th avenue", "12 street"): the number is part of the address. */
const ADDRESS_AFTER = new Set(['street', 'st', 'avenue', 'ave', 'av', 'road', 'rd', 'blvd', 'boulevard', 'calle', 'carrera', 'avenida']);
/** Letters and words inside a Colombian address ("43a", "bis", "sur"). */
const ADDRESS_INNER = /^(?:[a-h]|bis|sur|norte|este|oeste|n|s|no|nro|num|numero|#|-|\.)$/;

/**
 * Street addresses are never dates: the numbers after an address word
 * ("calle", "carrera", "cra", "cl", "avenida", "av", "apto", "street"…), "#"
 * or "No." ("calle 5 # 10-20", "cra 7 no. 45-12", "#10-20"), and a number
 * right before a street word ("5th avenue"), become `x`.
 */
function markAddresses(out: Tok[]): void {
  const numeric = (x: Tok | undefined) => x !== undefined && (x.k === 'n' || x.k === 'x' || x.k === 'pair' || x.k === 'iso');
  for (let i = 0; i < out.length; i++) {
    const tk = out[i]!;
    if (numeric(tk) && out[i + 1]?.k === 'w' && ADDRESS_AFTER.has(out[i + 1]!.t)) {
      tk.k = 'x';
      continue;
    }
    const t = tk.t;
    let j = i + 1;
    // "No. 45", "nº 45", "# 45": only with the number right after them.
    if (t === 'no' || t === 'n') {
      if (!(out[j]?.t === '.' || out[j]?.t === '#') || !numeric(out[j + 1])) continue;
    } else if (!(tk.k === 'w' && ADDRESS_WORDS.has(t)) && t !== '#') continue;
    if (out[j]?.t === '.') j++;
    if (!numeric(out[j]) && out[j]?.t !== '#') continue;
    for (; j < out.length; j++) {
      const x = out[j]!;
      if (numeric(x)) x.k = 'x';
      else if (x.k === 'w' || x.k === 'p') {
        if (!ADDRESS_INNER.test(x.t)) break;
        // A dot ends the address unless it follows "no" ("no. 45").
        if (x.t === '.' && !/^(no|nro|num|n)$/.test(out[j - 1]?.t ?? '')) break;
      } else break;
    }
    i = j - 1;
  }
}

/** Words joining two dotted day.months into a range ("15.01 - 19.01", "15.01 al 19.01"). */
const DOT_RANGE_JOINERS = new Set(['-', 'to', 'a', 'al', 'until', 'till', 'hasta', 'bis']);
/** Units after two dotted numbers that make them decimals, not dates ("3.5 - 4.5 horas"). */
const DOT_UNIT_WORDS = new Set([
  'noches',
  'nights',
  'horas',
  'hours',
  'h',
  'hrs',
  'am',
  'pm',
  'km',
  'kg',
  'millones',
  'mil',
  'usd',
  'dolares',
  'dollars',
  'pesos',
  'cop',
  'm',
  'metros',
]);
/** Words before a dotted "07.03" that make it a date: arrival and departure words, "el", "del", "the" ("the 31.12"), "fecha"… */
const DOT_DATE_BEFORE = new Set(['el', 'del', 'al', 'desde', 'hasta', 'from', 'to', 'on', 'until', 'till', 'fecha', 'date', 'dates', 'fechas', 'the']);

/**
 * A dotted day.month without a year ("llegada 07.03", "del 07.03 al 10.03")
 * is a date only after an arrival or departure word or a date word (a colon
 * between allowed), with a month 1..12, and not before a time word; anything
 * else ("3.5 noches", "a las 7.30") stays `x`.
 */
function dottedDates(out: Tok[]): void {
  // Two dotted day.months joined by a range word ("15.01 - 19.01", "15.01 to 19.01") are a range, day first (dots are
  // written the European way), unless a unit follows ("3.5 - 4.5 horas").
  for (let i = 0; i + 2 < out.length; i++) {
    const x = out[i]!;
    const y = out[i + 2]!;
    if (!x.dot || !y.dot || x.k !== 'x' || y.k !== 'x' || !DOT_RANGE_JOINERS.has(out[i + 1]!.t)) continue;
    const ok = (p: { a: number; b: number }) => p.a >= 1 && p.a <= 31 && p.b >= 1 && p.b <= 12;
    const nx = out[i + 3];
    if (!ok(x.dot) || !ok(y.dot) || (nx?.k === 'w' && DOT_UNIT_WORDS.has(nx.t))) continue;
    for (const t of [x, y]) Object.assign(t, { k: 'pair', a: t.dot!.a, b: t.dot!.b, sep: '.', dm: true });
  }
  for (let i = 0; i < out.length; i++) {
    const tk = out[i]!;
    if (tk.k !== 'x' || !tk.dot) continue;
    const { a, b } = tk.dot;
    if (a < 1 || a > 31 || b < 1 || b > 12) continue;
    let k = i - 1;
    if (out[k]?.t === ':') k--;
    const prev = out[k]?.k === 'w' ? out[k]!.t : '';
    // The end of a dotted range: "del 07.03 al 10.03", "07.03 - 10.03".
    const pairBefore = (out[k]?.t === '-' || out[k]?.t === 'a' || out[k]?.t === 'to') && out[k - 1]?.k === 'pair' && out[k - 1]!.sep === '.';
    // (labels of a form or a note, "in: 15.01 / out: 18.01")
    const label = out[i - 1]?.t === ':' && (prev === 'in' || prev === 'out');
    if (!(CHECKIN_WORDS.has(prev) || CHECKOUT_WORDS.has(prev) || DOT_DATE_BEFORE.has(prev) || pairBefore || label)) continue;
    const nx = out[i + 1];
    if (nx && nx.k === 'w' && /^(am|pm|h|hs|hrs|horas|hours|hr)$/.test(nx.t)) continue;
    tk.k = 'pair';
    tk.a = a;
    tk.b = b;
    tk.sep = '.';
  }
}

/** Words opening a range of days before a day number ("del 10", "desde el 10", "dsd el 10"). */
const RANGE_OPENERS: ReadonlySet<string> = new Set(['del', 'desde', 'dsd']);
/** Spanish "para" in chat spellings ("pa", "pal" = "para el"). */
const PARA_WORDS: ReadonlySet<string> = new Set(['para', 'pa', 'pal']);

/**
 * Class "'para' closing a range" (Colombian chat: "del 10 pa 12", "desde el 3 para el 6 de enero", "del 28 pal 2"):
 * after a day opened by "del"/"desde", "pa"/"para"/"pal" before another day number at most 15 nights later is the
 * range's "al". Only when nothing but the message's end, punctuation or a month follows that number ("del 10 para 4 personas" is a party).
 */
function forClosingRange(out: Tok[]): void {
  const day = (x: Tok | undefined) => x !== undefined && x.k === 'n' && x.n! >= 1 && x.n! <= 31 && x.t.length <= 4;
  for (let i = 2; i < out.length; i++) {
    const p = out[i]!;
    if (p.k !== 'w' || !PARA_WORDS.has(p.t) || !day(out[i - 1])) continue;
    const open = out[i - 2]!.t === 'el' ? out[i - 3] : out[i - 2];
    if (!open || !RANGE_OPENERS.has(open.t)) continue;
    const j = p.t !== 'pal' && out[i + 1]?.t === 'el' ? i + 2 : i + 1;
    if (!day(out[j])) continue;
    // A later day at most 15 nights on, as a bare range end is read ("del 28 pal 2": into the next month).
    const a = out[i - 1]!.n!;
    const b = out[j]!.n!;
    if ((b > a ? b - a : 31 - a + b) > 15) continue;
    const after = out[j + 1];
    const month = (x: Tok | undefined) => x !== undefined && (MONTHS[x.t] !== undefined || MONTH_ABBR[x.t] !== undefined);
    const ends = after === undefined || after.k === 'p' || month(after) || (after.t === 'de' && month(out[j + 2]));
    if (ends) p.t = 'al';
  }
}

/** The value of a Roman numeral from 1 to 31 written in folded letters ("xv" → 15), or undefined. */
function romanValue(t: string): number | undefined {
  if (!/^(x{0,3})(ix|iv|v?i{0,3})$/.test(t) || t.length === 0) return undefined;
  const v: Record<string, number> = { i: 1, v: 5, x: 10 };
  let n = 0;
  for (let k = 0; k < t.length; k++) {
    const a = v[t[k]!]!;
    const b = k + 1 < t.length ? v[t[k + 1]!]! : 0;
    n += a < b ? -a : a;
  }
  return n >= 1 && n <= 31 ? n : undefined;
}

/**
 * Class "a day in Roman numerals" (formal writing: "el XV de marzo", "el día XX de julio", "del XII al XV de enero"): a
 * Roman numeral of two letters or more, 1 to 31, is a day number when its month follows it ("de"/"of" allowed
 * between) or when it opens a range whose other end, also Roman, does ("XII al XV de enero").
 */
function romanDays(out: Tok[]): void {
  const month = (k: number) => {
    const x = out[k]?.t ?? '';
    const y = out[k + 1]?.t ?? '';
    return MONTHS[x] !== undefined || ((x === 'de' || x === 'of') && MONTHS[y] !== undefined);
  };
  const roman = (k: number) => (out[k]?.k === 'w' && out[k]!.t.length >= 2 ? romanValue(out[k]!.t) : undefined);
  for (let i = out.length - 1; i >= 0; i--) {
    const n = roman(i);
    if (n === undefined) continue;
    const closes = month(i + 1);
    const opens = /^(al|a|to|-|y|and)$/.test(out[i + 1]?.t ?? '') && out[i + 2]?.k === 'n' && month(i + 3);
    if (closes || opens) Object.assign(out[i]!, { t: String(n), k: 'n', n });
  }
}
