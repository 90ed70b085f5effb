/**
 * Who travels: adults, children and their ages, rooms, and each room's
 * occupancy, read from any guest message in Spanish or English ("2 adultos y
 * un niño de 5", "mi esposa y yo", "family of four, kids 6 and 9", "dos
 * habitaciones, cada una con 2 adultos"), plus the room layout the bot
 * proposes when the guest did not split the party ({@link proposeLayout}).
 *
 * Rule of the whole layer: never a silent wrong value. A count is taken only
 * when the words make it certain; when they do not (a family size without its
 * split, "somos 4 y 2 niños", a number with no noun) the value is left out so
 * the bot asks. Pure: no I/O, no clock, no randomness.
 *
 * The reader is built in layers, each importing only the ones above it:
 *
 * - `words.ts`: the vocabulary. The role words (who a word names: "esposa", "pelados", "los abuelos", "twins") and
 *   their marks are data, the people lexicon of `../people.ts`; the word sets the rules ask about are read from it;
 * - `tokens.ts`: the message as tokens (numbers, words, the joiners "+", "/", "(", ","), agents' glued codes;
 * - `mentions.ts`: what a rule finds (a count of adults, children with ages, a total, the speaker, a companion,
 *   rooms, one room's party …);
 * - `reader.ts`: one reading of one message (tokens, which are used, the mentions found) and what every rule reads
 *   with: numbers, ages, word classes, what stands before and after;
 * - the rules, each reading one kind of phrase at a token and marking the tokens it used: `counts.ts` (totals and
 *   counted people: "somos 4", "2 adultos", "family of five", agents' "2+1"), `roles.ts` (people named: "mi esposa
 *   y yo", "una pareja", "los abuelos", "solo yo", titles), `children.ts` (children and ages: "niños de 4 y 7",
 *   "a 5-year-old", "sin niños") and `rooms.ts` (rooms and who sleeps where: "2 habitaciones", "en una … y en la
 *   otra …", "1 SGL + 1 DBL");
 * - `scan.ts`: the order the rules are tried in, left to right over the message;
 * - `party.ts`: the mentions combined into one party (counted once, the speaker included or not, rooms split);
 * - `read.ts`: {@link extractOccupancy}, the readings around the scan (a list of people read by the people-phrase
 *   grammar of `../people.ts`, emoji, corrected ages) and the problems (too many, no adults, a child of 18);
 * - `layout.ts`: {@link proposeLayout}.
 */
export { birthdayToComeSpans, extractOccupancy, grownUpAgesSpans } from './read.js';
export { proposeLayout } from './layout.js';
export { isRoomWord } from './words.js';
