/**
 * The order the occupancy rules are tried in ({@link scan}): over the message left to right, at each token not yet
 * used, the first rule that reads a phrase there wins; phrases that must be taken whole (ages corrected, birthdays
 * to come, someone addressed by name) are read before the loop.
 */
import { PARTY_LABELS } from './tokens.js';
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
  plusCompanion,
  self,
  sonAsVerb,
  speakerPlus,
  title,
  vocative,
} from './roles.js';
import {
  bareAges,
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
  (r, i) => (PARTY_LABELS.has(r.t(i)) ? plusParty(r, i) : undefined),
  schoolYear,
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
    for (const rule of RULES) {
      next = rule(r, i);
      if (next !== undefined) break;
    }
    i = next !== undefined && next > i ? next : i + 1;
  }
}
