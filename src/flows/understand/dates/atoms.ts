/**
 * Readers of one token (or a few) at an index of the context: the word
 * there (`w`), a weekday, a month, a day of the month, a year, a count, an
 * open-choice word ("algún", "any") before it, and whether a token is one of
 * the little words that go with a date phrase (`isLittle`).
 *
 * Grammar: the atoms every phrase rule is built from (WEEKDAY, MONTH, DAY,
 * YEAR, COUNT), with the context checks that keep a short or ambiguous word
 * from being read as one ("sat", "mar", "15 adultos", a birth year).
 */
import damerauLevenshtein from 'damerau-levenshtein';
import { distance } from 'fastest-levenshtein';
import { NUMBER_WORDS } from '../text.js';
import { peopleWord } from '../people.js';
import type { PhraseContext } from './phrase.js';
import {
  ABBR_BEFORE,
  CHECKIN_WORDS,
  CHECKOUT_WORDS,
  DAY_PARTS,
  FILLER_WORDS,
  FROM_WORDS,
  ES_EN_MONTH_NAMES,
  LONG_MONTH_NAMES,
  MONTH_ABBR,
  MONTHS,
  ORDINAL_WORDS,
  TO_WORDS,
  UNIT_WORDS,
  VAGUE_WORDS,
  WEAK_NUMBER_WORDS,
  WEEKDAY_ABBR,
  WEEKDAY_ABBR_OF,
  WEEKDAY_RANGE_JOINERS,
  WEEKDAYS,
} from './words.js';
import { yearOf } from './calendar.js';
import type { Tok } from './tokens.js';

/** The word or punctuation at token `i` ("" for a number, a date or past the end). */
export const w = (c: PhraseContext, i: number): string => {
  const tk = c.toks[i];
  return tk && tk.k === 'w' ? tk.t : tk && tk.k === 'p' ? tk.t : '';
};

/** How many words name a weekend at `i`: 1 for "finde" / "weekend", 3 for "fin de semana", 0 for none. */
export function weekendWordsAt(c: PhraseContext, i: number): number {
  const t = w(c, i);
  return t === 'finde' || t === 'weekend' ? 1 : t === 'fin' && w(c, i + 1) === 'de' && w(c, i + 2) === 'semana' ? 3 : 0;
}

/**
 * The weekday (0 Sunday … 6 Saturday) of the word at `i`: full names and
 * unmistakable spellings always ("viernes", "tues", "fri"); short words that
 * are also other words ("sat", "sun", "wed", "mon", "lun", "vie", "sáb",
 * "dom") only at one end of a weekday range ("sat to tues", "vie a dom",
 * "sat to Ash Wednesday"),
 * after a date word ("el sab", "on sat", "this wed", "llego el vie"), or
 * before a day number or a part of the day ("sat 28", "vie en la noche"), or alone in the answer to a question of days ("mon").
 * Spanish "mar" (also the sea and March) only at one end of a weekday range
 * ("lun a mar").
 */
export function weekdayAt(c: PhraseContext, i: number): number | undefined {
  const t = w(c, i);
  const full = WEEKDAYS[t];
  if (full !== undefined) return full;
  const ab = WEEKDAY_ABBR[t] ?? weekdayTypoAt(c, i);
  if (ab === undefined) return undefined;
  // The other end of the range: a weekday; "mar" only beside another weekday ("lun a mar").
  const otherEnd = (k: number) => WEEKDAYS[w(c, k)] !== undefined || (WEEKDAY_ABBR[w(c, k)] !== undefined && (t !== 'mar' || w(c, k) !== 'mar'));
  if (WEEKDAY_RANGE_JOINERS.has(w(c, i + 1)) && otherEnd(i + 2)) return ab;
  // the range's end a named day with its weekday ("sat to Ash Wednesday", "fri to Good Friday")
  if (t !== 'mar' && WEEKDAY_RANGE_JOINERS.has(w(c, i + 1)) && WEEKDAYS[w(c, i + 3)] !== undefined) return ab;
  if (WEEKDAY_RANGE_JOINERS.has(w(c, i - 1)) && otherEnd(i - 2)) return ab;
  // a weekday listed with another ("sat and sun", "vie y sáb"): both weekdays
  if (/^(and|y|e)$/.test(w(c, i - 1)) && otherEnd(i - 2) && t !== 'mar') return ab;
  if (/^(and|y|e)$/.test(w(c, i + 1)) && otherEnd(i + 2) && t !== 'mar') return ab;
  if (t === 'mar') return undefined;
  if (opensWeekday(w(c, i - 1))) return ab;
  // the whole answer to the dates or nights question ("mon", "vie.", "sáb?")
  if (c.dayQuestion && WEEKDAY_ABBR_OF[c.lang][t] !== undefined && c.toks.every((x, k) => k === i || x.k === 'p')) return ab;
  const nx = c.toks[i + 1];
  if (nx && nx.k === 'n' && nx.n! >= 1 && nx.n! <= 31) return ab;
  let k = i + 1;
  if (/^(en|por|de|in|at)$/.test(w(c, k))) k++;
  if (/^(la|the)$/.test(w(c, k))) k++;
  return DAY_PARTS.has(w(c, k)) ? ab : undefined;
}

/** A word after which a short or misspelt weekday is one ("el", "on", "next"…, and the arrival and departure words: "arr Mon dep Thu"). */
function opensWeekday(prev: string): boolean {
  return ABBR_BEFORE.has(prev) || CHECKIN_WORDS.has(prev) || CHECKOUT_WORDS.has(prev);
}

/** Common words and names one letter from a month's name, never read as its typo ("2 de mayor edad", "3 de junto a"). */
const NEAR_MONTH_WORDS = new Set(['mayor', 'rayo', 'junto', 'junta', 'junior', 'julia', 'marco', 'marcha', 'abrir', 'entero', 'augusto']);

/** Common words close to a weekday's name, never its typo ("el del Sagrado Corazón", "el salado"). */
const NEAR_WEEKDAY_WORDS = new Set(['sagrado', 'salado', 'sabido', 'lunas', 'martas', 'mundos']);

/** Spanish and English weekday names, for typos read where a weekday is meant ("el juevs", "on wensday"). */
const WEEKDAY_NAMES = Object.keys(WEEKDAYS).filter((k) => /^(lunes|martes|miercoles|jueves|viernes|sabado|domingo|\w+day)$/.test(k));

/**
 * Class "a typo of a weekday after a date word": "el juevs", "este vierns", "on wensday" — a word of 5 letters
 * or more one or two letters from exactly one weekday's name (one only for words under 7 letters), said after a
 * word that announces a day ("el", "este", "on", "next" …, the words that let "sat" be Saturday).
 */
function weekdayTypoAt(c: PhraseContext, i: number): number | undefined {
  const t = w(c, i);
  if (t.length < 5 || !opensWeekday(w(c, i - 1)) || NEAR_WEEKDAY_WORDS.has(t)) return undefined;
  const most = t.length >= 7 ? 2 : 1;
  const near = new Set(WEEKDAY_NAMES.filter((name) => distance(name, t) <= most).map((name) => WEEKDAYS[name]));
  return near.size === 1 ? [...near][0] : undefined;
}

/** Typing steps between two words: letters added, dropped, changed, or two neighbours swapped ("eenro" is one from "enero"). */
function typoSteps(a: string, b: string): number {
  return damerauLevenshtein(a, b).steps;
}

/** A month word at `i`: full names always; abbreviations and one-letter typos only when `loose`. */
export function monthAt(c: PhraseContext, i: number, loose: boolean): number | undefined {
  const tk = c.toks[i];
  if (tk?.k !== 'w') return undefined;
  const full = MONTHS[tk.t];
  if (full) return full;
  if (!loose) return undefined;
  const ab = MONTH_ABBR[tk.t];
  if (ab) return ab;
  if (tk.t.length >= 6) {
    for (const name of LONG_MONTH_NAMES) if (name[0] === tk.t[0] && typoSteps(name, tk.t) === 1) return MONTHS[name];
  }
  // Class "a typo of a month where only a month can stand": after "<day> de" ("el 2 de jnio", "el 8 de agoto", "15 de eenro",
  // "15 de agsto") a word one letter away from exactly one month's name is that month; one letter from two
  // ("mazo": marzo or mayo) is none, and so is a common word one letter from a month ("2 de mayor edad").
  if (
    tk.t.length >= 4 &&
    !NEAR_MONTH_WORDS.has(tk.t) &&
    w(c, i - 1) === 'de' &&
    c.toks[i - 2]?.k === 'n' &&
    (c.toks[i - 2]?.n ?? 0) >= 1 &&
    (c.toks[i - 2]?.n ?? 0) <= 31
  ) {
    const near = new Set(ES_EN_MONTH_NAMES.filter((name) => typoSteps(name, tk.t) === 1).map((name) => MONTHS[name]));
    if (near.size === 1) return [...near][0];
  }
  return undefined;
}

/**
 * Spanish "once" (11) said as a day: after "el", "del", "al" ("el once", "del once al quince") or before "de" and a
 * month ("once de marzo"). English "once" (one time) is never a day.
 */
function spanishEleven(c: PhraseContext, i: number): boolean {
  if (w(c, i) !== 'once') return false;
  return /^(el|del|al)$/.test(w(c, i - 1)) || (w(c, i + 1) === 'de' && monthAt(c, i + 2, true) !== undefined);
}

/** Kinds of room or bed said between a count and its unit ("3 triple rooms", "2 double beds", "2 twin rooms"). */
const ROOM_KINDS: ReadonlySet<string> = new Set(['single', 'double', 'twin', 'triple', 'quad', 'queen', 'king', 'sencilla', 'doble', 'dobles', 'matrimonial']);

/** A day of the month 1..31 at `i` (digits, ordinal, number word, "primero"), unless a count follows it. */
export function dayAt(c: PhraseContext, i: number, words: boolean): number | undefined {
  const tk = c.toks[i];
  if (!tk) return undefined;
  let v: number | undefined;
  if (tk.k === 'n') v = tk.n;
  else if (tk.k === 'w' && words) v = ORDINAL_WORDS[tk.t] ?? (WEAK_NUMBER_WORDS.has(tk.t) && !spanishEleven(c, i) ? undefined : NUMBER_WORDS[tk.t]);
  if (v === undefined || v < 1 || v > 31) return undefined;
  if (tk.k === 'n' && tk.t.length > 2 && !tk.ord) return undefined;
  if (UNIT_WORDS.has(w(c, i + 1))) return undefined;
  // "3 a.m.", "10 pm", "llegada 3 a. m.": an hour, never a day
  if (/^(am|pm|hrs|h)$/.test(w(c, i + 1)) || (/^(a|p)$/.test(w(c, i + 1)) && w(c, i + 2) === '.' && w(c, i + 3) === 'm')) return undefined;
  // "2 of us", "3 de nosotros": a count of the speakers
  if (/^(of|de)$/.test(w(c, i + 1)) && /^(us|nosotros|nosotras)$/.test(w(c, i + 2))) return undefined;
  // "3 triple rooms", "2 double beds": the kind of room or bed between the count and its unit
  if (ROOM_KINDS.has(w(c, i + 1)) && UNIT_WORDS.has(w(c, i + 2))) return undefined;
  // "in 3rd grade", "en tercer grado": a school year, never a day
  if (/^(grade|grado|yr)$/.test(w(c, i + 1))) return undefined;
  // "the 8-year-old", "a 3-night stay": a unit joined by a hyphen is a count too
  if (w(c, i + 1) === '-' && UNIT_WORDS.has(w(c, i + 2)) && c.toks[i + 1]!.s === tk.e && c.toks[i + 2]!.s === c.toks[i + 1]!.e) return undefined;
  if (agesInBrackets(c, i)) return undefined;
  return v;
}

/**
 * Whether the number at `i` stands in a bracket of ages after people ("5 teenagers (13–17, …)", "2 niños (5 y 8)",
 * "kids aged 13-17"): an age, never a day.
 */
function agesInBrackets(c: PhraseContext, i: number): boolean {
  let k = i - 1;
  while (k >= 0 && (c.toks[k]?.k === 'n' || /^(-|–|—|,|y|and|&|to|a)$/.test(w(c, k)))) k--;
  if (/^(aged|ages|edades)$/.test(w(c, k))) return true;
  return w(c, k) === '(' && peopleWord(w(c, k - 1)) !== undefined;
}

/** A year 1900..2200 written as 4 digits at `i` (never an ordinal). */
export function yearAt(c: PhraseContext, i: number): number | undefined {
  const tk = c.toks[i];
  if (tk?.k !== 'n' || tk.t.length !== 4 || tk.ord) return undefined;
  return tk.n! >= 1900 && tk.n! <= 2200 ? tk.n : undefined;
}

/** Words before a date that make it a birth date, not a stay ("nací el…", "born on…", "fecha de nacimiento"). */
const BIRTH_WORDS = new Set(['naci', 'nacio', 'nacimos', 'nacido', 'nacida', 'nacimiento', 'born', 'birth', 'birthday', 'dob', 'cumpleanos', 'cumple']);

/**
 * For guests, a date with a year more than ten years back, or after a birth
 * word (within four words: "nací el 15 de diciembre de 1990"), is not about
 * a stay: the date is not claimed. A recent past year ("del 10 al 12 de
 * marzo del 2024") is read as written and refused as `past`.
 */
export function oldYear(c: PhraseContext, y: number | undefined, i: number): boolean {
  if (c.rule !== 'future' || y === undefined) return false;
  if (y < yearOf(c.today) - 10) return true;
  if (y >= yearOf(c.today)) return false;
  for (let k = Math.max(0, i - 4); k < i; k++) if (BIRTH_WORDS.has(w(c, k))) return true;
  return false;
}

/** A count 1..99 at `i`: digits or a number word (including "un", "una", "a"). */
export function countAt(c: PhraseContext, i: number): number | undefined {
  const tk = c.toks[i];
  if (!tk) return undefined;
  if (tk.k === 'n' && !tk.ord) return tk.n! <= 999 ? tk.n : undefined;
  if (tk.k !== 'w') return undefined;
  if (tk.t === 'no' || tk.t === 'none' || (tk.t === 'once' && c.lang === 'en')) return undefined;
  return NUMBER_WORDS[tk.t];
}

/** The text of the token at `i` whatever its kind ("4th", "july"), '' past the end. */
export const tokText = (c: PhraseContext, i: number): string => c.toks[i]?.t ?? '';

/** Words that leave the choice open ("algún puente", "cualquier festivo", "any long weekend"). */
const QUANTIFIER_WORDS = new Set(['algun', 'alguno', 'alguna', 'algunos', 'algunas', 'cualquier', 'cualquiera', 'some', 'any', 'whichever', 'either']);

/**
 * The index of an open-choice word just before `i` ("algún", "cualquier",
 * "any", "some"; also "alguno de los", "uno de los", "one of the"), or -1.
 */
export function quantifierStart(c: PhraseContext, i: number): number {
  if (/^(los|las|the)$/.test(w(c, i - 1)) && /^(de|of)$/.test(w(c, i - 2))) {
    const q = w(c, i - 3);
    return QUANTIFIER_WORDS.has(q) || /^(uno|una|one)$/.test(q) ? i - 3 : -1;
  }
  return QUANTIFIER_WORDS.has(w(c, i - 1)) ? i - 1 : -1;
}

/** Whether a token is one of the little words taken with the date phrase after it ("el", "del", "from", "llego", ",", "-"…). */
export function isLittle(x: Tok): boolean {
  if (x.k === 'p') return x.t === ',' || x.t === '-' || x.t === ':';
  if (x.k !== 'w') return false;
  const t = x.t;
  return (
    t === 'o' ||
    t === 'or' ||
    t === 'u' ||
    FILLER_WORDS.has(t) ||
    FROM_WORDS.has(t) ||
    TO_WORDS.has(t) ||
    CHECKIN_WORDS.has(t) ||
    CHECKOUT_WORDS.has(t) ||
    VAGUE_WORDS.has(t)
  );
}
