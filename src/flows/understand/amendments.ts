/**
 * Amendments: the words by which a guest changes or doubts a value in the
 * same message, read here so the dialogue (`../machine.ts`) only decides
 * what to do with them:
 *
 * - a correction inside a message ("el 15, no perdón, el 16", "2 niños, ah
 *   no, solo uno de 7", "3 nights, no wait, 4"): where its marker stands
 *   ({@link lastCorrection}), what the words after it are to be read as
 *   ({@link correctionTail}), and a correction that is only a count, with
 *   what it counts ({@link readCountCorrection});
 * - a length changed by some nights rather than said anew ("una noche más",
 *   "one night less"): {@link nightsChange};
 * - doubt beside the values read: hedges, offsets, exclusions and negative
 *   numbers ({@link hedged}), and words nobody understood that could change
 *   a date or a party ({@link readLeftover}, {@link unreadBesideDates}).
 *
 * Pure functions of the guest's text (raw, as typed; folded here) or of the
 * leftover of a reading (`Understanding.leftover`, already folded).
 */
import type { Lang } from '../types.js';
import { ES_EN_MONTH_NAMES, EVENT_DAY_VERBS, EVENT_WORDS, WEEKDAYS } from './dates/words.js';
import { isRoomWord } from './occupancy/index.js';
import { PEOPLE_PHRASES, type PeopleTag, peopleWord } from './people.js';
import { fold, foldKeepLength, negativeNumberSpans, NUMBER_WORDS, type TextRange, type Token, tokens } from './text.js';

// ---------------------------------------------------------------- corrections inside a message

/**
 * Corrections inside a message, after a value was given ("el 15, no perdón,
 * el 16", "2 niños, ah no, solo uno de 7", "3 nights, no wait, 4", "el
 * lunes no el martes"; class: "no" and a pause before the new value, "mañana
 * no... pasado", "el 15 no — el 16"; a count denied then given, "no son 3
 * noches sino 4", "not 2 adults but 3", "no es en 15 días, es en 12", "it's not 3 nights, it's 4"; "well" before a new value, "Thursday. well,
 * Wednesday night really"): the
 * marker, in folded text. A correction at the very start of a message
 * corrects what was said before and is an intent of its own.
 */
const INSIDE_CORRECTION =
  /\b(?:(?:bueno|mejor),? que sean (?=\d|dos\b|tres\b|cuatro\b|cinco\b|seis\b|siete\b|ocho\b|nueve\b|diez\b)|(?:bueno,? )?mejor,? (?=\d|uno\b|una\b|dos\b|tres\b|cuatro\b|cinco\b|seis\b|siete\b|ocho\b|nueve\b|diez\b|el\b|la\b|del\b|pal\b|pa\b|pasado\b|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|the\b)|bueno,? (?=\d|uno\b|una\b|dos\b|tres\b|cuatro\b|cinco\b|seis\b|siete\b|ocho\b|nueve\b|diez\b|el\b|la\b|del\b|pal\b|pa\b|pasado\b|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|the\b)|no\s+(?=\d|uno\b|una\b|dos\b|tres\b|cuatro\b|cinco\b|seis\b|siete\b|ocho\b|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|eight\b)|no(?:,|;|\.{2,}|…|\s*[-–—])\s*(?:(?:let's|lets|let us) say\s+|digamos\s+|pongamos\s+)?(?=\d|uno\b|una\b|dos\b|tres\b|cuatro\b|cinco\b|seis\b|siete\b|ocho\b|nueve\b|diez\b|el\b|la\b|del\b|pal\b|pa\b|pasado\b|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|the\b)|(?:bueno,?\s+)?en realidad,?\s+(?:son\s+|somos\s+|serian\s+)?(?=\d|uno\b|una\b|dos\b|tres\b|cuatro\b|cinco\b|seis\b|siete\b|ocho\b|nueve\b|diez\b)|\bwell,?\s+(?=\d|monday\b|tuesday\b|wednesday\b|thursday\b|friday\b|saturday\b|sunday\b|the\b|one\b|two\b|three\b|four\b|five\b|six\b)|ah no|no perdon|perdon|no mentiras|mentiras|no espera|espera no|no mejor|bueno no|o sea no|no no|quise decir|mejor dicho|i mean|no wait|wait no|sorry|make that|make it|scratch that|or rather|no (?:el|la|los|las|para el|pa el|pal)|(?<=\bno (?:es|son|era|eran|seria|serian)\b[^,;.!?]*),\s*(?:es|son|seria|serian)\s+(?=\d|en\b|el\b|la\b|del\b|uno\b|una\b|dos\b|tres\b|cuatro\b|cinco\b|seis\b|siete\b|ocho\b|nueve\b|diez\b)|(?<=\b(?:it's|its|it is) not\b[^,;.!?]*),\s*(?:it's|its|it is)\s+(?=\d|in\b|on\b|the\b|one\b|two\b|three\b|four\b|five\b|six\b|seven\b)|(?<=\b(?:no|not)\b[^,;.!?]*)(?:sino|but)\s+(?=\d|uno\b|una\b|dos\b|tres\b|cuatro\b|cinco\b|seis\b|siete\b|ocho\b|nueve\b|diez\b|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|eight\b))\b/g;

/** Whether `text` has a letter or a digit: a marker corrects something only after one. */
const HAS_WORD = /[\p{L}\p{N}]/u;

/** A bare "no" before a number ("three nights no four"): a correction marker in English only. */
const BARE_NO = /^no\s+$/;

/** Where a correction marker stands in a message: `[from, to)` indexes into the raw text (the words before it end at `from`, the correction starts at `to`). */
export interface CorrectionMarker {
  from: number;
  to: number;
}

/** A "no" ending a line ("mañana no⏎pasado"): the line break is a pause, as a comma would be. */
const NO_AT_LINE_END = /\bno[ \t]*\r?\n/gi;

/** `text` folded with its length kept ({@link foldKeepLength}), a comma right after each "no" that ends a line. */
function pausesKept(text: string): string {
  let folded = foldKeepLength(text);
  for (const m of text.matchAll(NO_AT_LINE_END)) folded = `${folded.slice(0, m.index + 2)},${folded.slice(m.index + 3)}`;
  return folded;
}

/**
 * The last correction inside `text` (the values after it win), or undefined
 * when it corrects nothing inside itself. Only a marker after some word
 * counts (one at the very start corrects the previous answer: an intent of
 * its own); markers one after the other ("ah no, mejor cinco") are one.
 * Spanish "somos 3 no 2" is "3, not 2": in a message read as Spanish (`lang`)
 * a bare "no" before a number is no marker; in English it is ("three nights
 * no four").
 */
export function lastCorrection(text: string, lang: Lang): CorrectionMarker | undefined {
  const folded = pausesKept(text);
  let last: CorrectionMarker | undefined;
  for (const m of folded.matchAll(INSIDE_CORRECTION)) {
    if (!HAS_WORD.test(folded.slice(0, m.index)) || otherwise(folded, m)) continue;
    if (BARE_NO.test(m[0]) && lang === 'es') continue;
    const chained = last && !HAS_WORD.test(folded.slice(last.to, m.index));
    last = { from: chained && last ? last.from : m.index, to: m.index + m[0].length };
  }
  return last;
}

/**
 * Whether `text` corrects itself somewhere after its first word, in either
 * language: unlike {@link lastCorrection}, a bare "no" before a number counts
 * in Spanish too ("somos 3 no 2" doubts its count as much as it corrects it).
 */
export function correctsItself(text: string): boolean {
  const folded = pausesKept(text);
  return [...folded.matchAll(INSIDE_CORRECTION)].some((m) => HAS_WORD.test(folded.slice(0, m.index)) && !otherwise(folded, m));
}

/** Whether the marker `m` is the "no" of "si no" ("o, si no, del 17 al 20": otherwise, an alternative, no correction). */
function otherwise(folded: string, m: RegExpMatchArray): boolean {
  return /^no\b/.test(m[0]) && /(?:^|[^\p{L}])si\s*$/u.test(folded.slice(0, m.index));
}

/** "pasado" alone after a correction marker (the rest of "mañana no, pasado"). */
const LONE_PASADO = /^[\s,;.:!]*pasado[^\p{L}\p{N}]*$/iu;
/** "mañana" said before a correction marker. */
const MANANA = /\bma[nñ]ana\b/i;

/**
 * The words after `marker` as they are to be read apart: the raw text after
 * it, except that "pasado" alone after "mañana" ("mañana no, pasado") is the
 * day after tomorrow, "pasado mañana".
 */
export function correctionTail(text: string, marker: CorrectionMarker): string {
  const tail = text.slice(marker.to);
  return LONE_PASADO.test(tail) && MANANA.test(text.slice(0, marker.from)) ? 'pasado mañana' : tail;
}

/** Words of a correction's own that are no value ("ah no, mejor 5", "bueno, tres"). */
const CORRECTION_FILLER: ReadonlySet<string> = new Set([
  'mejor',
  'bueno',
  'no',
  'ah',
  'pues',
  'entonces',
  'sorry',
  'actually',
  'rather',
  'make',
  'it',
  'that',
  'mean',
]);
/** Words for nights: a lone number correcting right after one is the nights. */
const NIGHT_WORDS: ReadonlySet<string> = new Set(['noches', 'noche', 'nights', 'night', 'nites', 'dias', 'days']);
/** Words for adults or people: a lone number correcting right after one is their count. */
const ADULT_WORDS: ReadonlySet<string> = new Set(['adultos', 'adulto', 'adults', 'adult', 'personas', 'people', 'persons', 'pax']);

/** Words for children: a count correcting right after one is theirs ("2 niños, ah no, solo uno de 7"). */
const CHILD_WORDS: ReadonlySet<string> = new Set(['ninos', 'nino', 'ninas', 'nina', 'hijos', 'hijas', 'kids', 'kid', 'children', 'child', 'pelaos', 'chd']);

/** A correction made of a count and maybe an age: "(solo) uno de 7", "4", "tres", "de 5 (años)", "only one aged 7". */
const COUNT_CORRECTION = /^\s*(?:solo|solamente|only|just)?\s*([a-z0-9]+)?\s*(?:(?:de|of|aged?)\s+([a-z0-9]+)(?:\s*(?:anos|ano|years?|yrs?|y\/o))?)?\s*$/;

/** Punctuation before the words of a correction. */
const LEADING_PUNCTUATION = /^[\s,;.:!]+/;
/** Punctuation that ends a correction's clause, or a reason given for it ("bueno 4 porque al final sí va mi cuñado"). */
const CLAUSE_END = /[,;.!?]|\s(?:porque|because|since|cause|ya que)\s/;
/** A number of one or two digits. */
const SMALL_NUMERAL = /^\d{1,2}$/;
/** A whole number in digits. */
const NUMERAL = /^\d+$/;

/**
 * A correction that is only a count and maybe an age ("4 noches, no mejor
 * 5", "2 niños, ah no, solo uno de 7", "1 niño de 4, no mentiras de 5"),
 * with what the words before its marker say it counts. Which value it
 * replaces is the dialogue's decision.
 */
export interface CountCorrection {
  /** The count said after the marker ("mejor tres" → 3). */
  count?: number;
  /** The age said after the marker ("uno de 7", "de 5 años" → 7, 5). */
  age?: number;
  /**
   * What the value corrected counts: the word after the last number said
   * before the marker ("dos noches desde el jueves… mejor tres": nights), or
   * with no number, the last word itself ("2 adultos, bueno tres": adults).
   * Undefined when that word is none of nights, adults (people), children or
   * rooms.
   */
  counts?: 'nights' | 'adults' | 'children' | 'rooms';
  /** That same word when it is a number in digits ("1 niño de 4, no mentiras de 5" → 4): the value corrected, when it is an age. */
  lastNumeral?: number;
}

/** What a word names, for a count corrected right after it. */
function countedBy(word: string): CountCorrection['counts'] {
  if (NIGHT_WORDS.has(word)) return 'nights';
  if (ADULT_WORDS.has(word)) return 'adults';
  if (CHILD_WORDS.has(word)) return 'children';
  if (isRoomWord(word)) return 'rooms';
  return undefined;
}

/**
 * The correction at `marker` when it is only a count and maybe an age, read
 * to the end of its clause ("bueno tres, se animó mi cuñado" is "tres");
 * undefined when the correction says anything else or a number word is not
 * one.
 */
export function readCountCorrection(text: string, marker: CorrectionMarker): CountCorrection | undefined {
  const clause = text.slice(marker.to).replace(LEADING_PUNCTUATION, '').split(CLAUSE_END)[0] ?? '';
  const words = tokens(foldKeepLength(clause)).filter((t) => !CORRECTION_FILLER.has(t.text) || t.text === 'de' || t.text === 'of');
  const m = COUNT_CORRECTION.exec(words.map((t) => t.text).join(' '));
  if (!m || (!m[1] && !m[2])) return undefined;
  const value = (w: string | undefined) => (w === undefined ? undefined : SMALL_NUMERAL.test(w) ? Number(w) : NUMBER_WORDS[w]);
  const count = value(m[1]);
  const age = value(m[2]);
  if ((m[1] && count === undefined) || (m[2] && age === undefined)) return undefined;
  const headWords = tokens(foldKeepLength(text.slice(0, marker.from))).map((t) => t.text);
  const lastNumber = headWords.findLastIndex((w) => SMALL_NUMERAL.test(w) || (NUMBER_WORDS[w] !== undefined && w.length > 2));
  const last = (lastNumber >= 0 ? headWords[lastNumber + 1] : undefined) ?? headWords.at(-1) ?? '';
  const out: CountCorrection = {};
  if (count !== undefined) out.count = count;
  if (age !== undefined) out.age = age;
  const counts = countedBy(last);
  if (counts) out.counts = counts;
  // Only the number's own spelling ("4", not "04"), as an age read before would be written back.
  if (NUMERAL.test(last) && String(Number(last)) === last) out.lastNumeral = Number(last);
  return out;
}

// ---------------------------------------------------------------- nights relative to the current ones

/**
 * A length changed by some nights rather than said anew ("una noche más",
 * "one more night", "add a night", "dos noches menos", "one night less"):
 * with the nights known, the reading's nights are the known ones plus or
 * minus that many (the words alone would read as a stay of one night).
 */
const RELATIVE_NIGHTS =
  /\b(?:(?:agregar|agregue|agreguemos|anadir|anada|sumar|sume|add|adding)\s+)?(una|un|uno|dos|tres|one|two|three|an?|\d)\s+(?:noches?|nights?|dias?|days?)\s+(mas|extra|adicionales?|more|menos|less|fewer)\b|\b(agregar|agregue|agreguemos|anadir|anada|sumar|sume|add|quitar|quite|quitemos|restar|remove|drop)\s+(una|un|dos|one|two|an?|\d)\s+(?:noches?|nights?|dias?|days?)\b|\b(one|two|three|an?|\d)\s+(more|extra|less|fewer)\s+(?:nights?|days?)\b/;

/** The words of {@link RELATIVE_NIGHTS} that take nights away. */
const FEWER = /^(menos|less|fewer)$/;
/** The verbs of {@link RELATIVE_NIGHTS} that take nights away. */
const TAKE_AWAY = /^(quitar|quite|quitemos|restar|remove|drop)$/;

/**
 * The nights `text` adds to the length known (negative when it takes some
 * away): "una noche más" → 1, "add two nights" → 2, "dos noches menos" → -2,
 * "remove a night" → -1. Undefined when it changes no length relatively.
 */
export function nightsChange(text: string): number | undefined {
  const m = RELATIVE_NIGHTS.exec(fold(text));
  if (!m) return undefined;
  const word = m[1] ?? m[4] ?? m[5] ?? 'one';
  const n = /^\d$/.test(word) ? Number(word) : word === 'a' || word === 'an' ? 1 : NUMBER_WORDS[word];
  if (n === undefined) return undefined;
  const less = FEWER.test(m[2] ?? m[6] ?? '') || TAKE_AWAY.test(m[3] ?? '');
  return (less ? -1 : 1) * n;
}

/** A length's total said beside a change of it ("una noche más, 5 en total", "one more night, 5 in total"). */
const NIGHTS_TOTAL = /\b(\d{1,2}|[a-z]+)\s+(?:(?:noches?|nights?)\s+)?(?:en total|in total|in all|en todo)\b/;

/**
 * The nights' total said beside a change of the length ("una noche más, 5 en total" → 5, "one more night, so 5 nights
 * in total" → 5); undefined when no total is said or its count is no number.
 */
export function nightsTotal(text: string): number | undefined {
  const m = NIGHTS_TOTAL.exec(fold(text));
  if (!m) return undefined;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!];
  return n !== undefined && n >= 1 ? n : undefined;
}

// ---------------------------------------------------------------- doubt beside the values read

/**
 * Offsets and exclusions however they were read: "a week from tomorrow",
 * "two weeks from Saturday", "Monday week", "dos semanas a partir de…",
 * "3 noches a partir del 8", "the weekend after next", "no este viernes
 * sino el siguiente", "not this Friday". A reading of such a message is
 * always said back first. A length said for the stay before its start ("for
 * a week from Jan 10", "por dos semanas desde el 3") is no offset.
 */
const OFFSET_PHRASE =
  /(?<!\b(?:for|por|durante|during)\s+(?:\S+\s+)?)\b(?:weeks?|fortnight|days|semanas?|dias|quincena)\s+(?:from|after(?!\s+tomorrow)|on|a partir|despues|desde)\b|\ba partir de\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:week|fortnight)\b|\bafter next\b|\bnot this\b|\bno (?:este|esta)\b|\bsino\b|\bthe one after\b/;

/**
 * Words of doubt or approximation beside the values of a message: "de
 * pronto / tal vez / quizás / a lo mejor / maybe / perhaps" (someone may or
 * may not come), "about / around / roughly / aprox / más o menos / como N"
 * (a length or a count given loosely), "N o M" / "N or M" (two values),
 * English "a couple of" (two for some, a few for others), "N-ish", "or so",
 * "o algo así", "give or take", "más o menos" after it; a value on a condition
 * ("si es con desayuno", "depending on the price"). A reading of such a message is said back first.
 */
const HEDGE_PHRASE = new RegExp(
  [
    String.raw`\b(?:de pronto|tal vez|talvez|quizas?|a lo mejor|posiblemente|probablemente|maybe|perhaps|possibly|probably|might)\b`,
    // The same doubt said with a verb: "puede que venga mi hermana", "capaz que vamos 4", "no sé si", "not sure if".
    String.raw`\b(?:puede que|puede ser que|es posible que|capaz que|igual y|no se si|no estoy segur[oa] (?:si|de)|not sure (?:if|whether)|may or may not|could be)\b`,
    String.raw`\b(?:about|around|roughly|approximately|approx|aprox|aproximadamente|mas o menos|alrededor de|unos? como|como)\s+(?:\d|un|una|uno|a|one|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|week|semana)`,
    String.raw`\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\s+(?:o|or|u)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\b`,
    String.raw`\ba couple of\b|\bcouple of (?:nights|days|weeks)\b|\b\d+\s*-?ish\b|\bor so\b|\bo algo asi\b`,
    // After the value: "in two weeks, give or take", "el 15, más o menos", "3 nights more or less".
    String.raw`\b(?:give or take|plus or minus|more or less|mas o menos)\b`,
    // A value on a condition: "2 noches si es con desayuno, si no 1", "3 or 4 nights depending on the price".
    String.raw`\b(?:depending on|depends on|depende de|depende del|dependiendo de|dependiendo del|si es con|si incluye|if it includes|if it's with|if it comes with)\b`,
  ].join('|'),
);

/**
 * Whether `text` gives its values loosely, however they were read: it
 * offsets or excludes a day ({@link OFFSET_PHRASE}), hedges
 * ({@link HEDGE_PHRASE}), or has a negative number ("menos 1 y 3": what else
 * was meant is not sure either). Such a reading is said back, never taken.
 */
export function hedged(text: string): boolean {
  const folded = foldKeepLength(text);
  return OFFSET_PHRASE.test(folded) || HEDGE_PHRASE.test(folded) || negativeNumberSpans(folded).length > 0;
}

/**
 * Words that change what a date or a count means when nobody read them:
 * offsets ("a week from tomorrow", "dos semanas a partir de hoy"),
 * exclusions ("no este viernes sino el siguiente", "not this friday, the one
 * after"), what comes after or before something. Left over next to a date or
 * a party, the reading is said back for confirmation, never taken.
 */
const UNSURE_WORDS: ReadonlySet<string> = new Set([
  'week',
  'weeks',
  'fortnight',
  'semana',
  'semanas',
  'quincena',
  'dias',
  'days',
  'partir',
  'despues',
  'after',
  'from',
  'siguiente',
  'following',
  'otro',
  'otra',
  'sino',
  'not',
  'except',
  'excepto',
  'antes',
  'before',
  'dentro',
  'later',
  // Class: a day moved earlier ("we're arriving a day earlier but leaving the same day"): "earlier" as much as "later".
  'earlier',
  'sooner',
  'tambien',
  'also',
  'plus',
]);

/**
 * Groups named by a word the people lexicon does not count ("families"): a party read beside one, unread, may have
 * left them out. Every role word of the people lexicon (`lexicon/people.json`) names a person too.
 */
const GROUP_WORDS: ReadonlySet<string> = new Set(['families', 'familias']);

/** Marks of role words that are mostly other words when said alone ("love", "amor", "Dr", "team", "folks"). */
const OTHER_WORD_MARKS: readonly PeopleTag[] = ['endearment', 'possessed', 'title', 'workTeam'];

/**
 * Whether a leftover word names someone who may travel: a role word of the people lexicon ("abuela", "mother-in-law",
 * "técnicos", "kids") or a group. The lexicon's plain count nouns ("adults", "personas", "guests") name no one: left
 * over, they were negated or said apart ("no adults, just 2 kids"), and the reading's own checks answer them. Nor do
 * endearments, titles, work teams and words named only after a possessive, known by their marks only ("love", "amor",
 * "Dr", "team", "folks"), mostly other words.
 */
function namesPerson(w: string): boolean {
  if (GROUP_WORDS.has(w)) return true;
  const info = peopleWord(w.replace(/-/g, ''));
  if (info === undefined || info.cls === 'adult' || info.cls === 'people') return false;
  return info.cls !== undefined || !OTHER_WORD_MARKS.some((m) => info.tags.has(m));
}

/** Number words that are only numbers ("seis", "ten"), unlike "a", "un", "no", "par". */
const STRONG_NUMBER_WORDS: ReadonlySet<string> = new Set(
  Object.keys(NUMBER_WORDS).filter((w) => !['a', 'an', 'un', 'una', 'uno', 'no', 'par', 'pair', 'couple', 'none', 'ninguno', 'ninguna', 'once'].includes(w)),
);

/** The possessive or "is" glued onto a word ("sister's", "mom's"). */
const POSSESSIVE = /['’]s$/;

/** What the words nobody understood in a message (its leftover) may change. */
export interface LeftoverDoubts {
  /** The leftover's words, without a possessive or "is" glued on ("sister's" → "sister"). */
  words: string[];
  /** One changes what a date or a count means ("week", "after", "sino", "also"…). */
  changesValue: boolean;
  /** One names a person who may travel ("abuela", "sister's", any role word of the people lexicon), whom a party read may have left out. */
  namesPerson: boolean;
  /** One is a word that is only a number ("seis", "ten"; not "a", "un", "par"). */
  namesNumber: boolean;
  /** One is a number in digits. */
  hasDigits: boolean;
  /** One is a word of dates: a month, a weekday, a unit of a stay or an ordinal. */
  namesDate: boolean;
  /** One names a room or a room's kind ("single", "doble", "suite"), which a count of rooms read may have left out. */
  namesRoom: boolean;
}

/**
 * Words of dates that the date reader uses when it reads them: left over beside values read, one of them says a
 * date or a length the reading did not take ("till sunday idk how many nights"). Months (not "may" and "march",
 * which are also verbs), weekdays, the units of a stay and the roles of a date (arrival, departure).
 */
const DATE_WORDS: ReadonlySet<string> = new Set([
  ...ES_EN_MONTH_NAMES.filter((w) => w !== 'may' && w !== 'march'),
  ...Object.keys(WEEKDAYS),
  ...'noche noches night nights nite nites dia dias day days mes meses month months finde weekend'.split(' '),
  // The role of a date in the stay: left over, the reading may have given the date the other role ("la salida es el 19").
  ...'llegada entrada salida checkin checkout arrival departure'.split(' '),
]);

/** What the leftover of a reading (`Understanding.leftover`, folded words separated by spaces) may change. */
export function readLeftover(leftover: string): LeftoverDoubts {
  const split = leftover
    .split(' ')
    .filter(Boolean)
    .map((w) => w.replace(POSSESSIVE, ''));
  // two words that name one person are that person's word ("au pair" → "aupair", "baby girl")
  const words: string[] = [];
  for (let i = 0; i < split.length; i++) {
    const one = PEOPLE_PHRASES.get(`${split[i]} ${split[i + 1]}`);
    if (one !== undefined) i++;
    words.push(one ?? split[i]!);
  }
  return {
    words,
    changesValue: words.some((w) => UNSURE_WORDS.has(w)),
    namesPerson: words.some(namesPerson),
    namesNumber: words.some((w) => STRONG_NUMBER_WORDS.has(w)),
    hasDigits: words.some((w) => NUMERAL.test(w)),
    namesDate: words.some((w) => DATE_WORDS.has(w)),
    namesRoom: words.some(isRoomWord),
  };
}

/** Words that may stand right before or after a date without changing it. */
const DATE_NEIGHBOURS: ReadonlySet<string> = new Set(
  'de del el la los las para pa pal the for on in at a al en y o and or hasta till until to from desde por durante este esta estos next this coming llegando llego llegamos llegar llegaria ingresar ingreso salir salgo quisiera quisieramos seria serian necesitariamos solo mejor about checking arriving arrive checkin check entrada salida porfa please favor gracias thanks hola hi hello buenas quiero want need necesito reservar book booking reserva'.split(
    ' ',
  ),
);

/** Articles that may stand between "o"/"or" and an alternative to a date ("o el próximo", "or the next one"). */
const ALTERNATIVE_ARTICLES: ReadonlySet<string> = new Set(['el', 'la', 'los', 'las', 'the']);

/**
 * Whether a word nobody read (in `leftover`) stands right before the dates
 * read at `spans` of `text` ("Labor Day weekend") or as an alternative after
 * them ("mañana o pasado"): a word that may name another day or period than
 * the one read.
 */
export function unreadBesideDates(text: string, leftover: string, spans: readonly TextRange[]): boolean {
  const left = new Set(leftover.split(' ').filter((w) => w.length > 2 && !DATE_NEIGHBOURS.has(w)));
  if (left.size === 0) return false;
  const words = tokens(foldKeepLength(text));
  for (const [start, end] of spans) {
    const before = words.filter((w) => w.end <= start).at(-1);
    // (a span opening with the verb of an event's days has its subject before it, no modifier: "la feria en el centro
    // de convenciones [abre el 25]", "el grado [es el viernes 11]")
    const verb = words.find((w) => w.start >= start)?.text ?? '';
    if (EVENT_DAY_VERBS.has(verb) && (!/^(es|is|s|are|sera)$/.test(verb) || EVENT_WORDS.has(before?.text ?? ''))) continue;
    // A modifier of the period read ("Labor Day weekend", "Memorial Day weekend"); not a word of another span read,
    // the same word left elsewhere ("before the wedding, leave the day after; the wedding is…").
    const read = (w: Token) => spans.some(([a, b]) => w.start >= a && w.end <= b);
    if (before && left.has(before.text) && !read(before)) return true;
    // A word nobody read joined to the dates by little words only ("el sábado de la feria de las flores", "de sexta a
    // domingo"): it may say which day is meant, as "de Reyes" or "de esta semana" would.
    if (joinedUnread(text, words.filter((w) => w.start >= end).slice(0, JOINED_REACH + 1), left)) return true;
    if (
      joinedUnread(
        text,
        words
          .filter((w) => w.end <= start)
          .slice(-JOINED_REACH - 1)
          .reverse(),
        left,
      )
    )
      return true;
    // "mañana o pasado", "del 18 al 21 de este mes o el próximo": an alternative after the date (an article may
    // stand before it).
    const next = words.filter((w) => w.start >= end).slice(0, 3);
    const alternative = ALTERNATIVE_ARTICLES.has(next[1]?.text ?? '') ? next[2] : next[1];
    if ((next[0]?.text === 'o' || next[0]?.text === 'or') && alternative && left.has(alternative.text)) return true;
  }
  return false;
}

/** How many little words may join a word nobody read to the dates read (see {@link joinedUnread}). */
const JOINED_REACH = 3;
/** Little words that join a word to a date: "el sábado DE LA feria", "DE sexta A domingo", "the weekend OF the fair". */
const JOINING: ReadonlySet<string> = new Set('de del la las el los a al of the to'.split(' '));
/** The joining words that make the word a part of the date phrase ("de", "of"): "already ON Thursday" is no part. */
const OF_WORDS: ReadonlySet<string> = new Set(['de', 'del', 'of']);
/** Words opening a range before its first day ("DE sexta a domingo", "FROM sexta to sunday"). */
const RANGE_FROM: ReadonlySet<string> = new Set(['de', 'del', 'desde', 'from']);

/**
 * Whether, walking `words` away from a date (the nearest first), only {@link JOINING} words of the same clause, one
 * of them {@link OF_WORDS}, come before a word of `left`, the words nobody read; or that word opens a range the date
 * closes ("de sexta a domingo").
 */
function joinedUnread(text: string, words: readonly Token[], left: ReadonlySet<string>): boolean {
  let of = false;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (k > 0 && /[,.;:!?()]/.test(text.slice(Math.min(w.end, words[k - 1]!.end), Math.max(w.start, words[k - 1]!.start)))) return false;
    // "DE sexta A domingo": the unread word opens a range that the date closes
    if (left.has(w.text))
      return of || (words.slice(0, k).some((x) => x.text === 'a' || x.text === 'al' || x.text === 'to') && RANGE_FROM.has(words[k + 1]?.text ?? ''));
    if (!JOINING.has(w.text)) return false;
    if (OF_WORDS.has(w.text)) of = true;
  }
  return false;
}

/** Words saying the day is today ("hoy", "tonight", "esta noche", "ya"): with them, today's day number is today. */
const TODAY_WORDS: ReadonlySet<string> = new Set('hoy today tonight ahora ahorita now ya inmediato'.split(' '));

/**
 * Whether `text` names today, `today` (YYYY-MM-DD), by its day number alone ("desde el 30 hasta el 6" on the 30th,
 * "the 30th"): no month, weekday or word of today beside it. Said on that very day, the guest may mean the same day
 * next month: the reading is said back with both.
 */
export function dayAloneIsToday(text: string, today: string): boolean {
  const words = tokens(foldKeepLength(text)).map((w) => w.text);
  const day = String(Number(today.slice(8, 10)));
  const ordinal = /^(\d{1,2})(?:st|nd|rd|th|o|a|ro)$/;
  if (!words.some((w) => w === day || ordinal.exec(w)?.[1] === day)) return false;
  return !words.some((w) => TODAY_WORDS.has(w) || ES_EN_MONTH_NAMES.includes(w) || w in WEEKDAYS || /^\d{1,2}[/.-]\d{1,2}/.test(w));
}

/** Words placing the stay against an event ("la víspera", "el día anterior", "the night before", "cuando termina"). */
const ANCHORING_WORDS: ReadonlySet<string> = new Set(
  'vispera anterior antes despues siguiente before after following termina terminan acaba ends finishes empieza arranca comienza starts begins opens abre'.split(
    ' ',
  ),
);

/**
 * Class: dates said of an event the trip is planned around, beside the stay's or instead of them ("the match is on
 * Sunday, we'd get in Saturday", "on the 5th. Wedding rehearsal is on the 6th", "llego la víspera del congreso …; va
 * del 18 al 20"): with an event named, and either its word left unread (in `leftover`, folded words) and dated by a verb
 * after it, or the stay placed against it by a word nobody read ("víspera", "before", "cuando termina"), the dates read may be the
 * event's, so the reading is said back, never taken unasked. An event read with its days (the date reader's
 * `eventStays`: its words are no longer left over) is the stay's anchor, and says nothing more.
 */
export function eventDated(text: string, leftover: string): boolean {
  if (!tokens(foldKeepLength(text)).some((w) => EVENT_WORDS.has(w.text))) return false;
  const words = leftover.split(' ');
  if (words.some((w) => ANCHORING_WORDS.has(w))) return true;
  return words.some(
    (w, k) => EVENT_WORDS.has(w) && words.slice(k + 1, k + 4).some((x) => /^(is|es|s|sera|va|runs|starts|empieza|arranca|opens|abre|begins|comienza)$/.test(x)),
  );
}
