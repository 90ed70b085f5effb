/**
 * The order the occupancy rules are tried in ({@link scan}): over the message left to right, at each token not yet
 * used, the first rule that reads a phrase there wins; phrases that must be taken whole (ages corrected, birthdays
 * to come, someone addressed by name) are read before the loop.
 */
import type { Mention } from './mentions.js';
import { PARTY_LABELS } from './tokens.js';
import { YOUNG_ADJECTIVES } from './words.js';
import type { Reader } from './reader.js';
import {
  adultsOwnRoom,
  allInOneRoom,
  couplesEach,
  each,
  kidsOwnRoom,
  kindedRoom,
  kindsListed,
  oneOfRooms,
  roomCodes,
  segment,
  separate,
  sharing,
} from './rooms.js';
import {
  allGrown,
  bareTotal,
  countOfAges,
  countThenKids,
  form,
  moreOfCount,
  moreThanNamed,
  ourCount,
  plusParty,
  range,
  roleCount,
  soloCount,
  total,
  groupOfMinors,
} from './counts.js';
import {
  anotherCouple,
  couple,
  coupleRelatives,
  group,
  notSelf,
  oneChildOfAnother,
  otherAlone,
  namedWithSpeaker,
  plusCompanion,
  self,
  sonAsVerb,
  speakerPlus,
  title,
  vocative,
} from './roles.js';
import {
  bareAges,
  everyonesAges,
  decadeAges,
  birthdaysToCome,
  childLabel,
  codedChildAges,
  correctedAges,
  kidsOfTotal,
  pronounAges,
  schoolYear,
  yearOld,
  yearOlds,
  zeroKids,
} from './children.js';

/**
 * A rule of the reader: reads one kind of phrase starting at token `i` (pushing its mentions to `r.found` and marking
 * the tokens it used), and returns the token after it, or undefined when its phrase does not start there.
 */
export type Rule = (r: Reader, i: number) => number | undefined;

/** The rules in the order they are tried at each token: the first that reads a phrase there wins. */
const RULES: readonly Rule[] = [
  (r, i) => (r.expecting === 'childAges' && r.allWords(i) !== undefined ? bareAges(r, i) : undefined),
  everyonesAges,
  (r, i) => (PARTY_LABELS.has(r.t(i)) ? plusParty(r, i) : undefined),
  schoolYear,
  decadeAges,
  groupOfMinors,
  allGrown,
  moreOfCount,
  moreThanNamed,
  roleCount,
  bareTotal,
  countThenKids,
  countOfAges,
  ourCount,
  sonAsVerb,
  childLabel,
  codedChildAges,
  title,
  plusParty,
  separate,
  sharing,
  allInOneRoom,
  kidsOfTotal,
  kidsOwnRoom,
  adultsOwnRoom,
  coupleRelatives,
  anotherCouple,
  zeroKids,
  soloCount,
  couplesEach,
  roomCodes,
  each,
  segment,
  form,
  kindsListed,
  group,
  kindedRoom,
  yearOlds,
  yearOld,
  pronounAges,
  total,
  range,
  couple,
  otherAlone,
  oneChildOfAnother,
  speakerPlus,
  plusCompanion,
  namedWithSpeaker,
  notSelf,
  self,
  oneOfRooms,
  bareAges,
];

/**
 * Reads every mention of the message into `r.found`, left to right: at each token not yet used the {@link RULES} are
 * tried in order and the first that reads something there wins. The phrases read before the loop (ages corrected,
 * birthdays to come, someone addressed by name) are taken whole before any count in them is read.
 */
export function scan(r: Reader): void {
  correctedAges(r);
  birthdaysToCome(r);
  vocative(r);
  for (let i = 0; i < r.toks.length; ) {
    if (r.used[i] || r.toks[i]!.p) {
      i++;
      continue;
    }
    let next: number | undefined;
    const before = r.found.length;
    for (const rule of RULES) {
      next = rule(r, i);
      if (next !== undefined) break;
    }
    if (next !== undefined && r.found.length > before) next = sameNamedAfter(r, youngAfter(r, grownTagged(r, next)));
    i = next !== undefined && next > i ? next : i + 1;
  }
}

/** "mayor de edad", "adulto", "grown-up"… said of one son or daughter; {@link GROWN_TAG_MANY} of several. */
const GROWN_TAG_ONE = /^(?:mayor de edad|adulto|adulta|adult|an adult|grown up|grownup|grown)$/;
const GROWN_TAG_MANY = /^(?:mayores de edad|adultos|adultas|adults|grown ups|grownups|grown)$/;

/**
 * Class: sons or daughters named, then said to be grown up, set apart right after ("su hija (mayor de edad)", "mi hijo,
 * adulto", "our daughter (adult)", "mis dos hijos, mayores de edad"): grown-ups, as many as named, never children.
 * Reads the tag at `next`, after the mention just found, and returns the index after it (`next` when there is none).
 * They count as company the speaker named, like "mi esposa".
 */
function grownTagged(r: Reader, next: number): number {
  const last = r.found.at(-1);
  if (last?.k !== 'children' || !last.rel || last.n === undefined || last.ages.length + last.old.length > 0) return next;
  const open = r.t(next) === '(';
  // (said right after, with no comma, only as "mayor de edad": "mi hija mayor" alone is the eldest)
  const apart = open || r.t(next) === ',';
  const from = apart ? next + 1 : next;
  for (const len of apart ? [3, 2, 1] : [3]) {
    const words = r.toks.slice(from, from + len).map((t) => t.t);
    if (words.length < len || words.some((_, k) => r.used[from + k])) continue;
    const said = words.join(' ');
    if (!(last.n === 1 ? GROWN_TAG_ONE : GROWN_TAG_MANY).test(said)) continue;
    let end = from + len;
    if (open) {
      if (r.t(end) !== ')') return next;
      end++;
    } else if (!/^(|,|\.|;|!|y|and)$/.test(r.t(end))) return next;
    r.found[r.found.length - 1] = { k: 'companion', n: last.n, at: last.at };
    r.mark(next, end);
    return end;
  }
  return next;
}

/** How many grown-ups a mention of them counts (a count of adults, or company named), or undefined. */
function grownUps(x: Mention | undefined): number | undefined {
  return x?.k === 'adults' || x?.k === 'companion' ? x.n : undefined;
}

/**
 * Class: grown-ups counted, then said who they are in a clause of "que son"/"who are" ("una pareja que son mis
 * suegros", "two adults who are my parents", "un adulto que es mi mamá"): the same people, counted once. Reads the
 * clause at `next`, after the mention just found, when it names as many grown-ups; returns the index after it, or
 * `next` (nothing read) when it does not.
 */
function sameNamedAfter(r: Reader, next: number): number {
  const n = grownUps(r.found.at(-1));
  if (n === undefined || !/^(que|who|which)$/.test(r.t(next)) || !/^(son|es|are|is)$/.test(r.t(next + 1))) return next;
  const found = r.found.length;
  const used = [...r.used];
  const lastEnd = r.lastEnd;
  const end = group(r, next + 2);
  if (end !== undefined && r.found.length === found + 1 && grownUps(r.found.at(-1)) === n) {
    r.found.length = found;
    const counted = r.found.at(-1);
    if (counted?.k === 'adults') counted.named = end;
    r.mark(next, end);
    return end;
  }
  r.found.length = found;
  r.used.splice(0, used.length, ...used);
  r.lastEnd = lastEnd;
  return next;
}

/**
 * Class: children counted, then a word of their youth after the noun and their ages ("los 2 chinos pequeños de 2 y 4",
 * "2 kids, little ones, 3 and 5"): the same children, the ages theirs, never more children. Reads the word and the ages
 * at `next`, after the mention just found, when as many ages are said as it counts; returns the index after them, or
 * `next` when not.
 */
function youngAfter(r: Reader, next: number): number {
  const last = r.found.at(-1);
  if (last?.k !== 'children' || last.n === undefined || last.ages.length + last.old.length > 0) return next;
  if (!YOUNG_ADJECTIVES.has(r.t(next)) || r.used[next]) return next;
  // ("hijos menores de edad, de 6 y 10": the words of age said with the adjective)
  let k = r.t(next + 1) === 'de' && r.t(next + 2) === 'edad' ? next + 3 : next + 1;
  if (/^(de|of|,)$/.test(r.t(k))) k++;
  if (r.t(k) === 'de' && r.t(k - 1) === ',') k++;
  const ages = r.readAges(k, 'always');
  if (!ages || ages.each || ages.ages.length !== last.n || ages.old.length > 0) return next;
  last.ages = [...ages.ages];
  r.mark(next, ages.end);
  return ages.end;
}
