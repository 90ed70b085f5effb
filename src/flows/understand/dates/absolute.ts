/**
 * Calendar dates written out: ISO ("2026-12-15"), numeric ("15/12",
 * "15/12/2026", "15-18 dic"), a day and a month in words ("15 de diciembre",
 * "Dec 15th", "dic 15, 2027"), a year said in words after them ("del año que
 * viene"), a day without a month ("el 15", "del 15 al 18", "viernes 15"), and
 * a month alone ("en diciembre", "el próximo diciembre"). A year is read only
 * when attached to the date; numbers among counts and ages are not days.
 *
 * Grammar: the anchor DATE := DAY [de] MONTH [YEAR] | MONTH DAY [YEAR] |
 * NUMERIC | ISO | DAY (a day without a month, resolved later) and MONTH alone.
 */
import { NUMBER_WORDS } from '../text.js';
import { type PhraseContext, type Match, one } from './phrase.js';
import { dayAt, isLittle, monthAt, oldYear, w, yearAt } from './atoms.js';
import { agesAround, isPeopleWord, peopleCount } from './counts.js';
import { CHECKIN_WORDS, CHECKOUT_WORDS, FOREIGN_MONTHS_BESIDE_DAY, ORDINAL_WORDS, WEEKDAYS, leaveVerbEnds } from './words.js';
import { yearOf } from './calendar.js';

/** Words of children (trade codes included) right before their ages written as a pair ("2 CHD 8/10", "niños 5/7"). */
const CHILD_WORDS: ReadonlySet<string> = new Set([
  'chd',
  'chds',
  'chld',
  'child',
  'children',
  'kids',
  'kid',
  'ninos',
  'ninas',
  'hijos',
  'inf',
  'infs',
  'edades',
  'ages',
]);

/** Whether the pair at `i` follows "aged" or a child word (a colon or "de"/"of"/"ages" between allowed), or a child word and its count with the pair in brackets ("Chd: 2 (6/9)"). */
function childAgesBefore(c: PhraseContext, i: number): boolean {
  // "11 scouts aged 10-12": "aged" says ages, whoever they are
  if (w(c, i - 1) === 'aged') return true;
  let k = i - 1;
  while (k >= 0 && /^(:|de|of|aged|\()$/.test(w(c, k))) k--;
  if (k >= 0 && CHILD_WORDS.has(w(c, k))) return true;
  // "Chd: 2 (6/9)", "niños 2 (5/7)": the children's count, then their ages in brackets.
  if (w(c, i - 1) !== '(' || c.toks[k]?.k !== 'n') return false;
  k--;
  while (k >= 0 && w(c, k) === ':') k--;
  return k >= 0 && CHILD_WORDS.has(w(c, k));
}

/** Absolute dates: ISO, numeric, day and month words (with a year only when attached), and a day without a month. */
export function matchAbsolute(c: PhraseContext, i: number, afterWeekday = false): Match {
  const tk = c.toks[i];
  if (!tk) return undefined;
  if ((tk.k === 'iso' || tk.k === 'pair') && oldYear(c, tk.y, i)) return one({ k: 'skip', old: true }, i, i + 1);
  if (tk.k === 'iso') return one({ k: 'pt', pt: { p: 'abs', y: tk.y!, m: tk.b!, d: tk.a! } }, i, i + 1);
  if (tk.k === 'pair') {
    // "4-5 people", "somos 4-5": a count, not a date; a count's alternatives go up ("22/12 pax" is a date, then the count).
    if (tk.y === undefined && tk.a! < tk.b! && peopleCount(c, i)) return undefined;
    // Class "ages after a child word": "2 CHD 8/10", "niños 5/7", "kids 4-6" — the numbers are the children's ages.
    if (tk.y === undefined && childAgesBefore(c, i)) return undefined;
    const a = tk.a!;
    const b = tk.b!;
    if (tk.sep === '-' && tk.y === undefined) {
      const m = monthAt(c, i + 1, true) ?? (w(c, i + 1) === 'de' || w(c, i + 1) === 'of' ? monthAt(c, i + 2, true) : undefined);
      if (m !== undefined && a >= 1 && b <= 31 && a <= 31) {
        // "15-18 dic": a range of days in that month.
        const mEnd = monthAt(c, i + 1, true) !== undefined ? i + 2 : i + 3;
        const y = yearAfter(c, mEnd);
        return {
          items: [
            { k: 'pt', pt: { p: 'day', d: a }, i0: i, i1: i },
            { k: 'pt', pt: { p: 'abs', d: b, m, ...(y ? { y: y.y } : {}) }, i0: i, i1: y ? y.end : mEnd, to: true },
          ],
        };
      }
      // "checkin 1-15", "check out 12-20" in an English chat: after an arrival or departure word one date is
      // said, not a range, so a month (1-12), a dash and a day that cannot be a month (13-31) is US order.
      if (c.lang === 'en' && a >= 1 && a <= 12 && b > 12 && b <= 31 && arrivalBefore(c, i)) {
        return one({ k: 'pt', pt: { p: 'abs', d: b, m: a } }, i, i + 1);
      }
      // ("9-11 of next month", "9-11 or 16-18 December": a range of days before a month said by words, or before
      // another range of days said as one choice of two)
      const monthWords = (x: number) =>
        /^(of|de|del)$/.test(w(c, x)) && /^(next|proximo|siguiente|this|este|the)$/.test(w(c, x + 1)) && /^(month|mes)$/.test(w(c, x + 2));
      const next = c.toks[i + 2];
      const otherRange =
        /^(or|o)$/.test(w(c, i + 1)) &&
        next?.k === 'pair' &&
        next.sep === '-' &&
        next.y === undefined &&
        next.a! < next.b! &&
        (next.b! > 12 || monthAt(c, i + 3, true) !== undefined);
      if ((b > 12 || monthWords(i + 1) || otherRange) && a < b && b <= 31) {
        return {
          items: [
            { k: 'pt', pt: { p: 'day', d: a }, i0: i, i1: i },
            { k: 'pt', pt: { p: 'day', d: b }, i0: i, i1: i + 1, to: true },
          ],
        };
      }
    }
    // At the phone and email questions "12-05" may be part of a number: only a full date is read.
    if (c.strict && tk.y === undefined) return undefined;
    if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) return one({ k: 'pt', pt: { p: 'abs', d: 32, m: 1, y: 2000 } }, i, i + 1);
    // Class: a dotted date that reads both ways ("the 10.12", "10.12.2026") is written the European way: day then
    // month, never month first, whatever the chat's language ("12.25.2026" reads only month first and stays so).
    if (tk.dm || (tk.sep === '.' && b <= 12)) return one({ k: 'pt', pt: { p: 'abs', d: a, m: b, ...(tk.y !== undefined ? { y: tk.y } : {}) } }, i, i + 1);
    return one({ k: 'pt', pt: { p: 'num', a, b, ...(tk.y !== undefined ? { y: tk.y } : {}) } }, i, i + 1);
  }
  // D [de|of] [the] MONTH [[de|del|,|of] YYYY]
  const d = dayAt(c, i, true);
  // Spoken Spanish, a month by its number: "el doce del doce", "el 5 del 3" (day D of month M). Only after "el",
  // with the month 1..12 and nothing after it but punctuation or the end ("del 12 al 15" stays a range).
  if (d !== undefined && w(c, i - 1) === 'el' && w(c, i + 1) === 'del') {
    const mt = c.toks[i + 2];
    const mv = mt?.k === 'n' && !mt.ord && mt.t.length <= 2 ? mt.n : mt?.k === 'w' ? NUMBER_WORDS[mt.t] : undefined;
    const after = c.toks[i + 3];
    if (mv !== undefined && mv >= 1 && mv <= 12 && (!after || (after.k === 'p' && after.t !== '-' && after.t !== '/')))
      return one({ k: 'pt', pt: { p: 'abs', d, m: mv } }, i, i + 3);
  }
  if (d !== undefined) {
    let j = i + 1;
    if (w(c, j) === 'de' || w(c, j) === 'of' || gluedSep(c, j)) j++;
    const m = monthAt(c, j, true);
    // An English cardinal word before "of" is a pronoun, not a day: "the one of July 20th" (a day is "the first of July").
    const pronoun = w(c, j - 1) === 'of' && EN_CARDINALS.has(c.toks[i]!.t);
    if (m !== undefined && !pronoun && (j > i + 1 || c.toks[i]!.k === 'n' || ORDINAL_WORDS[c.toks[i]!.t] !== undefined)) {
      if (j === i + 1 && monthBetweenDays(c, i, j)) return undefined;
      const y = yearAfter(c, j + 1);
      if (oldYear(c, y?.y, i)) return one({ k: 'skip', old: true }, i, y!.end);
      return one({ k: 'pt', pt: { p: 'abs', d, m, ...(y ? { y: y.y } : {}) } }, i, y ? y.end : j + 1);
    }
  }
  // A day number no month has, said with its month ("el 32 de mayo", "40 de enero"): a date that does not exist (asked
  // again as such), never the month alone. Not a count ("32 de diciembre" needs its "de": "35 noches de enero" is a length).
  const big = c.toks[i];
  if (
    big?.k === 'n' &&
    !big.ord &&
    big.n !== undefined &&
    big.n >= 32 &&
    big.n <= 99 &&
    big.t.length === 2 &&
    w(c, i + 1) === 'de' &&
    monthAt(c, i + 2, false) !== undefined
  )
    return one({ k: 'pt', pt: { p: 'abs', d: 32, m: 1, y: 2000 } }, i, i + 3);
  // MONTH [the] D [,] [YYYY]
  const mo = monthAt(c, i, true);
  const nt = c.toks[i + 1];
  if (mo !== undefined && nt && nt.k === 'pair' && nt.sep === '-' && nt.y === undefined && nt.a! >= 1 && nt.a! <= 31 && nt.b! >= 1 && nt.b! <= 31) {
    // "Dec 15-18", "diciembre 15-18". The second day of a dashed range is its end (`to`), as after "al"/"to": a
    // range said again after a correction takes it back whole ("Jan 20-24, actually 21-24").
    const y = yearAfter(c, i + 2);
    return {
      items: [
        { k: 'pt', pt: { p: 'abs', d: nt.a!, m: mo, ...(y ? { y: y.y } : {}) }, i0: i, i1: i + 2 },
        { k: 'pt', pt: { p: 'day', d: nt.b! }, i0: i + 2, i1: y ? y.end : i + 2, to: true },
      ],
    };
  }
  if (mo !== undefined) {
    let j = i + 1;
    if (w(c, j) === 'the' || gluedSep(c, j)) j++;
    // Class: a day said as a cardinal word after its month, as dictation writes it ("march twenty to march twenty four",
    // "marzo quince"): that day, only where the date ends (punctuation, the end, a range word or a year)
    const k = j + 1;
    const ends = !c.toks[k] || c.toks[k]!.k === 'p' || /^(to|al|a|through|thru|till|until|hasta|-)$/.test(w(c, k)) || yearAt(c, k) !== undefined;
    // (not "the March one": an article before the month makes "one" a pronoun)
    const pronoun = /^(one|uno|una)$/.test(w(c, j)) && /^(the|el|la|los|las)$/.test(w(c, i - 1));
    const spoken = c.toks[j]?.k === 'w' && NUMBER_WORDS[w(c, j)] !== undefined && ends && !pronoun ? dayAt(c, j, true) : undefined;
    const dd = dayAt(c, j, false) ?? (ORDINAL_WORDS[w(c, j)] !== undefined ? ORDINAL_WORDS[w(c, j)] : spoken);
    if (dd !== undefined && !(c.toks[j]?.t === ',')) {
      const y = yearAfter(c, j + 1);
      if (oldYear(c, y?.y, i)) return one({ k: 'skip', old: true }, i, y!.end);
      return one({ k: 'pt', pt: { p: 'abs', d: dd, m: mo, ...(y ? { y: y.y } : {}) } }, i, y ? y.end : j + 1);
    }
  }
  // A day without a month: "el 15", "the 15th", "15 al 18", or after a weekday ("el viernes 15").
  const dayOnly = dayAt(c, i, true);
  if (dayOnly !== undefined) {
    const prev = w(c, i - 1);
    // Class "ages between two bounds" ("14 kids between 8 and 12", "niños entre 5 y 9"): the children's ages, no days.
    const agesBetween = (k: number) => /^(entre|between)$/.test(w(c, k)) && isPeopleWord(w(c, k - 1), c.lang);
    if (agesBetween(i - 1) || ((prev === 'y' || prev === 'and') && c.toks[i - 2]?.k === 'n' && agesBetween(i - 3))) return undefined;
    const next = w(c, i + 1);
    const isDigit = tk.k === 'n';
    const ordinal = tk.ord === true || ORDINAL_WORDS[tk.t] !== undefined;
    // "15 al 18" joins two days; "4 y 7" does not ("niños de 4 y 7"): "y" only after "entre" / "el". Class: any word
    // joining a range's ends ("20 till 27 Dec", "5 thru 8 march").
    // (also before a numeric date: "15 al 18/02", "15 to 18/02")
    const connectsNext =
      RANGE_END_JOINERS.has(next) && (c.toks[i + 2]?.k === 'n' || c.toks[i + 2]?.k === 'pair' || (w(c, i + 2) === 'el' && c.toks[i + 3]?.k === 'n'));
    const entre = [w(c, i - 2), w(c, i - 3), w(c, i - 4)].some((x) => x === 'entre' || x === 'between');
    const dayPrev =
      /^(el|del|al|pal|pa'l|the|dia|desde|hasta|from|until|till|entre|between|on)$/.test(prev) ||
      (prev === 'day' && w(c, i - 2) === 'the') ||
      // ("en la noche de 15", "el día de 15": a learner's "de" for "del" after the night or the day)
      (prev === 'de' && /^(noche|dia)$/.test(w(c, i - 2)) && /^(la|el)$/.test(w(c, i - 3))) ||
      ((prev === 'y' || prev === 'and') && entre) ||
      // Class "two days in a row listed" ("el 12 y 13", "the 5th and 6th"): the next day after a day said with its article.
      ((prev === 'y' || prev === 'and') && c.toks[i - 2]?.k === 'n' && c.toks[i - 2]!.n! + 1 === dayOnly && /^(el|the|on|del|los)$/.test(w(c, i - 3))) ||
      (prev === '-' && c.toks[i - 2]?.k === 'n') ||
      // A bare day right after an arrival or departure verb: "llegamos 14", "salimos 16", "arrive 14", "checkout 16".
      (isDigit && (CHECKIN_WORDS.has(prev) || CHECKOUT_WORDS.has(prev) || leaveVerbEnds(c, i - 1))) ||
      // the same after the two words "check in"/"check out" (class: a role said in two words: "check out 25", "check-in 3")
      (isDigit && (prev === 'in' || prev === 'out') && (w(c, i - 2) === 'check' || (w(c, i - 2) === '-' && w(c, i - 3) === 'check'))) ||
      (/^(a|to|through|thru)$/.test(prev) && c.toks[i - 2]?.k === 'n') ||
      (/^(o|or|u)$/.test(prev) && c.toks[i - 2]?.k === 'n' && (/^(el|the|del|pal|on)$/.test(w(c, i - 3)) || monthAt(c, i - 3, true) !== undefined));
    // An ordinal word ("first", "primero") is a day only after "the"/"el" and not before a noun ("first name", "el primero que…").
    if (!isDigit && ORDINAL_WORDS[tk.t] !== undefined && !afterWeekday) {
      // Class "a range of ordinal words" ("December eleventh to fifteenth"): the end after a range word and a day.
      const pv = c.toks[i - 2];
      const dayWordBefore =
        pv !== undefined && ORDINAL_WORDS[pv.t] !== undefined && (/^(el|the|del)$/.test(w(c, i - 3)) || monthAt(c, i - 3, true) !== undefined);
      const rangeEnd = RANGE_END_JOINERS.has(prev) && pv !== undefined && ((pv.k === 'n' && pv.ord === true) || dayWordBefore);
      // The start of such a range ("fifteenth to the nineteenth of next month"): an ordinal day after the range word.
      // Only closed by a month ("… of next month", "… of January"): "first to second" is no range.
      const endAt = w(c, i + 2) === 'the' ? i + 3 : i + 2;
      const ofAt = /^(of|de)$/.test(w(c, endAt + 1)) ? endAt + 2 : endAt + 1;
      const closed = monthAt(c, ofAt, true) !== undefined || (/^(next|this|the|el|este)$/.test(w(c, ofAt)) && /^(month|mes)$/.test(w(c, ofAt + 1)));
      // ("primero al cuatro de agosto": the end may be a cardinal day, as Spanish says every day but the first)
      const rangeStart =
        RANGE_END_JOINERS.has(w(c, i + 1)) &&
        (ORDINAL_WORDS[w(c, endAt)] !== undefined ||
          c.toks[endAt]?.ord === true ||
          (tk.t === 'primero' && (c.toks[endAt]?.k === 'n' || NUMBER_WORDS[w(c, endAt)] !== undefined))) &&
        closed;
      if (!/^(el|the|del|al|on|pal)$/.test(prev) && !rangeEnd && !rangeStart) return undefined;
      const nx = c.toks[i + 1];
      // (the end of a range from a day, "del 28 al primero dos personas", stands whatever follows it)
      // (the date before it said in digits, as an ordinal word or closed by its month: "from January sixth to the tenth
      // two adults", "from the fourteenth of February to the seventeenth, Valentine's trip")
      const dayTok = (k: number) => c.toks[k]?.k === 'n' || ORDINAL_WORDS[w(c, k)] !== undefined || monthAt(c, k, true) !== undefined;
      const afterDay = (/^(al|to)$/.test(prev) && dayTok(i - 2)) || (prev === 'the' && /^(to|till|until|through)$/.test(w(c, i - 2)) && dayTok(i - 3));
      if (nx && nx.k === 'w' && !isLittle(nx) && WEEKDAYS[nx.t] === undefined && !afterDay) return undefined;
    }
    // A cardinal word alone is a pronoun or a count ("not the one above", "the two of us", "el uno y el otro"):
    // a day without a month only as a Spanish word after a date word, and "uno" only starting a range of days
    // ("del uno al cinco") or after an arrival word ("llego el uno").
    if (!isDigit && !ordinal && !afterWeekday) {
      if (EN_CARDINALS.has(tk.t)) return undefined;
      if (/^(uno|un|una)$/.test(tk.t) && !connectsWordRange(c, i) && !arrivalBefore(c, i)) return undefined;
    }
    // Not after a date word ("el", "del", "to"…): a number among ages or counts is not a day — unless it opens a range
    // of days closed by a month (class: a range said right after an age list, "a kid of 9, 10 to 12 march": the 10
    // is the range's start, as surely as in "10 to 12 march" alone).
    const rangeToMonth = isDigit && connectsNext && rangeEndHasMonth(c, i);
    if (!afterWeekday && !dayPrev && !rangeToMonth && agesAround(c, i)) return undefined;
    // "entre 4 y 5 personas", "just the two of us": numbers said of people are never days, whatever the word before.
    // (after a weekday too when a word of people follows right after it: "viernes a lunes 3 parejas")
    if ((!afterWeekday || isPeopleWord(w(c, i + 1), c.lang)) && peopleCount(c, i)) return undefined;
    if (c.strict && !afterWeekday && !/^(el|del|al|the|desde|hasta|from|until|till|on)$/.test(prev)) return undefined;
    // Class: a range of spelled days opening the message and closed by a month ("ocho al diez de abril", "quince a veinte
    // de mayo"), or joined by "al" ("veintiuno al veinticinco"): the first word is a day as surely as "8 al 10 de abril".
    const spelledRange = !isDigit && !ordinal && spelledRangeToMonth(c, i);
    if (afterWeekday || ordinal || dayPrev || (isDigit && connectsNext) || spelledRange) {
      if (!isDigit && !ordinal && !dayPrev && !afterWeekday && !spelledRange) return undefined;
      // The end of a range followed by a year: the year is the range's ("march 10 to 12, 2024").
      const y = /^(al|a|to|hasta|until|till|through|thru|-|y|and)$/.test(prev) ? yearAfter(c, i + 1) : undefined;
      if (y) return one({ k: 'pt', pt: { p: 'day', d: dayOnly, y: y.y } }, i, y.end);
      return one({ k: 'pt', pt: { p: 'day', d: dayOnly } }, i, i + 1);
    }
  }
  return undefined;
}

/** Words joining a range's two ends ("dec 21 to dec 26", "dic 21 al dic 26", "Dec 21 - Dec 26"). */
const RANGE_END_JOINERS: ReadonlySet<string> = new Set(['to', 'a', 'al', '-', 'hasta', 'until', 'till', 'til', 'thru', 'through']);
/** Words before a number and after the number that closes a list of them ("10 and 14", "6, 9", "4 y 7"). */
const NUMBER_LIST_JOINERS: ReadonlySet<string> = new Set([',', 'y', 'and', '&']);

/**
 * Whether the month at `j`, written between the bare number at `i` and a day right after the month ("14 dec 21"),
 * belongs to the day after it ("dec 21") rather than to the number before it. Two classes:
 * - the two ends of a range are written in the same order: when the range's other end, after "to"/"al"/"-", is
 *   written month first ("… dec 21 to dec 26"), so is this one;
 * - a number that closes an age list, or follows the word "age" ("kids 10 and 14 dec 21": 14 is the second child's
 *   age; "1 child age 5 june 20 to 27"), is not a day, when what follows the month's day ends the date (punctuation,
 *   the end, or a range word), or the month opens a dashed range of days ("3 kids 2, 5, 9. Jan 2-9").
 * The number at `i` is then left to other readers (an age, a count).
 */
function monthBetweenDays(c: PhraseContext, i: number, j: number): boolean {
  // (a number closing a sentence after a list of ages is read as a dotted ordinal: "3 kids 2, 5, 9. Jan 2-9")
  const tk = c.toks[i];
  const sentenceEnd = tk?.k === 'n' && tk.ord === true && c.said?.[tk.e - 1] === '.' && NUMBER_LIST_JOINERS.has(w(c, i - 1)) && agesAround(c, i - 2);
  if (tk?.k !== 'n' || (tk.ord && !sentenceEnd)) return false;
  const dk = c.toks[j + 1];
  // (or a dashed range of days after the month: "3 kids 2, 5, 9. Jan 2-9")
  const rangeAfter = dk?.k === 'pair' && dk.sep === '-' && dk.y === undefined && dk.a! >= 1 && dk.a! <= 31 && dk.b! >= 1 && dk.b! <= 31;
  if (!rangeAfter && (dk?.k !== 'n' || dayAt(c, j + 1, false) === undefined)) return false;
  const after = j + 2;
  // the other end of the range, month first: "to dec 26", "al dic 26", "- Dec 26"
  if (RANGE_END_JOINERS.has(w(c, after)) && monthAt(c, after + 1, true) !== undefined && dayAt(c, after + 2, false) !== undefined) return true;
  // a number closing a list of ages: "kids 10 and 14 dec 21"
  const ends = rangeAfter || !c.toks[after] || c.toks[after]!.k === 'p' || RANGE_END_JOINERS.has(w(c, after));
  if (ends && NUMBER_LIST_JOINERS.has(w(c, i - 1)) && c.toks[i - 2]?.k === 'n' && (sentenceEnd || agesAround(c, i))) return true;
  // an age said with its word: "1 child age 5 june 20 to 27"
  return ends && /^(age|aged|edad)$/.test(w(c, i - 1));
}

/** English cardinal words: never a day without a month ("the one", "the two of us"; a day is "the first", "the 2nd"). */
const EN_CARDINALS = new Set(
  Object.keys(NUMBER_WORDS).filter((k) =>
    /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty)/.test(k),
  ),
);

/** Whether the range of days started at `i` ends with a day and its month ("10 to 12 march", "10 al 12 de marzo", "10 - 12 of May"). */
function rangeEndHasMonth(c: PhraseContext, i: number): boolean {
  let k = i + 2;
  if (w(c, k) === 'el' || w(c, k) === 'the') k++;
  if (dayAt(c, k, false) === undefined) return false;
  return monthAt(c, k + 1, true) !== undefined || (/^(de|of)$/.test(w(c, k + 1)) && monthAt(c, k + 2, true) !== undefined);
}

/** Whether the day word at `i` starts a range of days ("del uno al cinco", "uno a 5"). */
function connectsWordRange(c: PhraseContext, i: number): boolean {
  if (!/^(al|a|hasta|-)$/.test(w(c, i + 1))) return false;
  let k = i + 2;
  if (w(c, k) === 'el') k++;
  return c.toks[k]?.k === 'n' || NUMBER_WORDS[w(c, k)] !== undefined;
}

/**
 * Whether the Spanish day word at `i` starts a range of days whose end names its month ("ocho al diez de abril",
 * "quince hasta el veinte de mayo"): the end day, then "de" and a month right after it.
 */
function spelledRangeToMonth(c: PhraseContext, i: number): boolean {
  if (!connectsWordRange(c, i)) return false;
  let k = i + 2;
  if (w(c, k) === 'el') k++;
  if (dayAt(c, k, true) === undefined) return false;
  // "al" (the day's article joined to "a") says days with no month after them: "veintiuno al veinticinco", "quince al dieciocho"
  if (w(c, i + 1) === 'al') return true;
  return monthAt(c, k + 1, true) !== undefined || (w(c, k + 1) === 'de' && monthAt(c, k + 2, true) !== undefined);
}

/** Whether an arrival or departure word comes just before the day at `i` ("llego el uno", "salida: el 2", "check-in 1-15", "nos vamos el 2"). */
function arrivalBefore(c: PhraseContext, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    const t = w(c, k);
    if (CHECKIN_WORDS.has(t) || CHECKOUT_WORDS.has(t) || leaveVerbEnds(c, k)) return true;
    // "check in", "check-in", "check out"
    if ((t === 'in' || t === 'out') && (w(c, k - 1) === 'check' || (w(c, k - 1) === '-' && w(c, k - 2) === 'check'))) return true;
    if (!/^(el|del|:|,|the|on)$/.test(t)) return false;
  }
  return false;
}

/** Whether the token at `j` is a "-", "/" or "." glued on both sides ("18-dic", "18/dic/2026", "dic-18"). */
function gluedSep(c: PhraseContext, j: number): boolean {
  const x = c.toks[j];
  return x !== undefined && x.k === 'p' && /^[-/.]$/.test(x.t) && c.toks[j - 1]?.e === x.s && c.toks[j + 1]?.s === x.e;
}

/**
 * A year said in words after a date, from token `j`: "del año pasado", "el año
 * pasado", "last year" → last year; "del próximo año", "del año que viene",
 * "del otro año", "next year" → next year; "de este año", "this year" → this
 * year. Returns the year and the token past the phrase, or undefined.
 */
function yearInWords(c: PhraseContext, j: number): { y: number; end: number } | undefined {
  let k = j;
  if (w(c, k) === ',') k++;
  if (/^(de|del|el|of|in|for)$/.test(w(c, k))) k++;
  if (w(c, k - 1) === 'de' && w(c, k) === 'el') k++;
  const y = yearOf(c.today);
  const a = w(c, k);
  const b = w(c, k + 1);
  const isYear = (x: string) => x === 'ano' || x === 'year';
  if (isYear(a)) {
    if (/^(pasado|anterior)$/.test(b)) return { y: y - 1, end: k + 2 };
    if (/^(proximo|siguiente|entrante)$/.test(b)) return { y: y + 1, end: k + 2 };
    if (b === 'que' && w(c, k + 2) === 'viene') return { y: y + 1, end: k + 3 };
    return undefined;
  }
  if (isYear(b)) {
    if (/^(last|previous)$/.test(a)) return { y: y - 1, end: k + 2 };
    if (/^(next|proximo|siguiente|otro|entrante|coming)$/.test(a)) return { y: y + 1, end: k + 2 };
    if (/^(this|este)$/.test(a)) return { y, end: k + 2 };
  }
  if (a === 'the' && /^(next|last|following|previous)$/.test(b) && isYear(w(c, k + 2))) return { y: /^(last|previous)$/.test(b) ? y - 1 : y + 1, end: k + 3 };
  return undefined;
}

/** The year said after a date from token `j` (in words, or 4 digits after ",", "de", "del", "of", "in", "año"), and the token past it. */
function yearAfter(c: PhraseContext, j: number): { y: number; end: number } | undefined {
  const said = yearInWords(c, j);
  if (said) return said;
  let k = j;
  if (w(c, k) === ',' || gluedSep(c, k)) k++;
  if (w(c, k) === 'de' || w(c, k) === 'del' || w(c, k) === 'of' || w(c, k) === 'in') k++;
  if (w(c, k) === 'the' && w(c, k + 1) === 'year') k++;
  if (w(c, k) === 'ano' || w(c, k) === 'year') k++;
  const y = yearAt(c, k);
  return y === undefined ? undefined : { y, end: k + 1 };
}

/** Words of a part of a month said before its name ("late Jan", "early Feb", "mid-Mar"): a short name there is the month. */
const PART_OF_MONTH_WORDS: ReadonlySet<string> = new Set(['late', 'early', 'mid', 'finales', 'principios', 'mediados', 'comienzos', 'fines']);

/**
 * Whether the word before `i` lets a month's short name or a near spelling stand alone as the month: a preposition
 * ("en ene", "in Jan", "para feb") or a part of the month (class "a part of a month before its short name": "late
 * Jan", "early Feb", "mid-Mar").
 */
function monthLead(c: PhraseContext, i: number): boolean {
  const prev = w(c, i - 1);
  if (/^(en|in|para|for|de|del)$/.test(prev) || PART_OF_MONTH_WORDS.has(prev)) return true;
  return prev === '-' && c.toks[i - 1]!.e === c.toks[i]!.s && w(c, i - 2) === 'mid';
}

/** A month without a day: "en diciembre", "in january", "diciembre de 2026". */
export function matchMonth(c: PhraseContext, i: number): Match {
  const m = monthAt(c, i, false) ?? (monthLead(c, i) ? monthAt(c, i, true) : undefined);
  if (m === undefined) return undefined;
  if (m === 5 && w(c, i) === 'may') return undefined;
  // A foreign month name that is also a word or a name ("Rio de Janeiro", "de marco") is a month only beside a day.
  if (FOREIGN_MONTHS_BESIDE_DAY[w(c, i)] !== undefined) return undefined;
  const y = yearAfter(c, i + 1);
  return one({ k: 'month', m, ...(y ? { y: y.y } : {}) }, i, y ? y.end : i + 1);
}

/** "el próximo diciembre", "this december". */
export function matchMonthMod(c: PhraseContext, i: number, _mod: 'next' | 'this'): Match {
  const m = monthAt(c, i, true);
  return m === undefined ? undefined : one({ k: 'month', m }, i, i + 1);
}
