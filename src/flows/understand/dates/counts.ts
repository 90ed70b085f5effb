/**
 * Numbers said of people — a party's size ("somos 4", "4-5 people", "the two
 * of us") or ages ("niños de 4 y 7", "3 niños (2, 5 y 9)") — which are never
 * days of the month.
 *
 * Grammar: a guard on DAY (absolute.ts), not a rule of its own.
 */
import { NUMBER_WORDS } from '../text.js';
import { UNIT_WORDS } from './words.js';
import { PEOPLE_GRAMMAR, peopleWord } from '../people.js';
import type { PhraseContext } from './phrase.js';
import type { Lang } from '../../types.js';
import { w } from './atoms.js';

/**
 * Words of people: numbers next to them are counts or ages, not days of the month. The role words of the people
 * lexicon ("adultos", "parejas", "cuates", "girls"; not titles such as "Sr."), the room and bed words of the units,
 * and the words of age ("edad", "aged", "añitos").
 */
const AGE_WORDS: ReadonlySet<string> = new Set(['edad', 'edades', 'age', 'ages', 'aged', 'old', 'anitos', 'anito', 'ppl']);
const LENGTH_UNITS = /^(noche|noches|night|nights|dia|dias|day|days|semana|semanas|week|weeks|mes|meses|month|months)$/;
/**
 * Whether `x` (folded) names people or their ages in a chat in `lang`: a word of the people lexicon, an age word, or a
 * counting unit that is no length ("pax", not "nights"). An English people word Spanish chat writes for something else
 * (the people lexicon's `notPeopleInSpanish`: "pal", "el 5 pal paseo") names nobody in a Spanish chat.
 */
export function isPeopleWord(x: string, lang: Lang): boolean {
  if (AGE_WORDS.has(x) || (UNIT_WORDS.has(x) && !LENGTH_UNITS.test(x))) return true;
  const info = peopleWord(x);
  if (info === undefined || info.cls === undefined) return false;
  return !(lang === 'es' && info.lang === 'en' && NOT_PEOPLE_IN_SPANISH.has(x));
}
const NOT_PEOPLE_IN_SPANISH: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.notPeopleInSpanish);
/** Words that join the numbers of a list ("de 4 y 7", "2, 5 y 9", "de 4 a 7 años"). */
const LIST_JOINERS = new Set([',', 'y', 'and', 'o', 'or', 'a', 'al', 'to', '-', '&']);
/**
 * Words after a number that make it a count of grown-ups or of the whole party ("2 adults", "3 personas"): such a
 * count after a comma is a clause of its own, never the end of a list of ages (class: "19 to 22, 2 adults" is a range
 * of days, then the party; the days are not ages).
 */
const COUNT_CLAUSE_WORDS: ReadonlySet<string> = new Set([
  'adults',
  'adult',
  'adultos',
  'adulto',
  'adultas',
  'personas',
  'people',
  'persons',
  'guests',
  'huespedes',
  'pax',
]);
/** Little words between a people word and the numbers of its ages ("niños de 6 y 9", "kids ages 5 and 8"). */
const AGE_LINKS = new Set(['de', 'of', 'con', 'with', 'los', 'las', 'mis', 'my', 'sus', 'nuestros', 'our', 'aged', 'between', 'entre', 'under', ':', '(']);

/**
 * Whether the bare number at `i` is a count or an age: inside parentheses
 * ("3 niños (2, 5 y 9)"), or in a list of numbers next to a people word
 * ("niños de 4 y 7", "2 y 1 niño", "hijos de 10 y 12 años"). An ordinal
 * ("20th", "23rd") is a day, never a count or an age, and never joins such a
 * list ("20th-23rd, 3 adults" is a range of days, then the party).
 */
export function agesAround(c: PhraseContext, i: number): boolean {
  const toks = c.toks;
  if (toks[i]?.ord) return false;
  // Inside parentheses.
  for (let k = i - 1; k >= 0; k--) {
    if (toks[k]!.t === ')') break;
    if (toks[k]!.t === '(') return true;
  }
  let a = i;
  let b = i;
  const isNum = (k: number) => toks[k]?.k === 'n' && !toks[k]!.ord;
  while (a - 2 >= 0 && LIST_JOINERS.has(w(c, a - 1)) && isNum(a - 2)) a -= 2;
  while (LIST_JOINERS.has(w(c, b + 1)) && isNum(b + 2) && !(w(c, b + 1) === ',' && COUNT_CLAUSE_WORDS.has(w(c, b + 3)))) b += 2;
  let k = a - 1;
  while (k >= 0 && AGE_LINKS.has(w(c, k))) k--;
  if (k >= 0 && isPeopleWord(w(c, k), c.lang)) return true;
  return isPeopleWord(w(c, b + 1), c.lang);
}

/** Words before a day of the month ("el 8", "the 8th", "al 8"): the number after them is a date, not a count. */
const DAY_BEFORE: ReadonlySet<string> = new Set(['el', 'del', 'al', 'the', 'on', 'to', 'hasta', 'until', 'till', 'desde', 'from']);

/**
 * Class: a dash that separates clauses is not a list dash. A dash with spaces on both sides after a day ("the 4th to
 * the 8th — two adults", "del 4 al 8 - 2 adultos": an ordinal, or a number after a date word) starts a new clause:
 * the count after it is the party's, and does not make the day a count ("4-5 personas" glued, or "somos 4 - 5
 * personas", still join).
 */
function clauseDash(c: PhraseContext, b: number): boolean {
  const dash = c.toks[b + 1]!;
  const spaced = c.toks[b]!.e < dash.s && dash.e < c.toks[b + 2]!.s;
  return spaced && (c.toks[b]!.ord === true || DAY_BEFORE.has(w(c, b - 1)));
}

/** Words before a number that make it the size of the party ("somos 4", "we are 4-5", "grupo de 5"). */
const PARTY_BEFORE = new Set(['somos', 'seremos', 'seriamos', 'eramos', 'vamos', "we're", 'were', 'are', 'grupo', 'group', 'party', 'total']);

/**
 * Whether the number (or "a-b" pair) at `i` counts people: followed, alone or
 * in a list joined by "y"/"o"/"a"/"-" ("4 y 5", "4 o 5", "4-5"), by a people
 * word ("personas", "people", "adultos", "pax"…) or by "of us" / "de
 * nosotros"; or said as the party's size ("somos 4", "we are 4-5", "party
 * of 5"; not after "vamos" when a date word follows: "vamos el 15").
 */
export function peopleCount(c: PhraseContext, i: number): boolean {
  const toks = c.toks;
  const isNum = (k: number) => toks[k]?.k === 'n' || (toks[k]?.k === 'w' && NUMBER_WORDS[toks[k]!.t] !== undefined);
  let b = i;
  while (/^(y|and|o|or|u|a|al|to|-|&)$/.test(w(c, b + 1)) && isNum(b + 2) && (w(c, b + 1) !== '-' || !clauseDash(c, b))) b += 2;
  const nx = w(c, b + 1);
  if (isPeopleWord(nx, c.lang) || ((nx === 'of' || nx === 'de') && /^(us|nosotros|nosotras)$/.test(w(c, b + 2)))) return true;
  let k = i - 1;
  if (/^(entre|between|like|como|unos|unas|about|around|de|of)$/.test(w(c, k))) k--;
  const p = w(c, k);
  if (p === 'vamos') return false;
  return PARTY_BEFORE.has(p) && (p !== 'are' || w(c, k - 1) === 'we') && (p !== 'were' || w(c, k - 1) === 'we');
}
