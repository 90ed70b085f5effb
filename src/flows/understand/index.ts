/**
 * The understanding step: one guest message in, every booking slot it holds
 * out. Extractors run in a fixed order, each on the message with the words
 * earlier ones used blanked out:
 *
 * 1. intents (navigation, corrections, small talk, yes/no, language requests,
 *    asking for a person); then the message's self-repairs are applied ("tres
 *    no cuatro", "el sábado, perdón, el domingo": see `repairs.ts`), so every
 *    extractor after it reads only what the guest meant
 * 2. contact (email, phone), then requests only staff can answer (a pet, an
 *    invoice…)
 * 3. dates (check-in, check-out, nights, holidays, ambiguity, refusals)
 * 4. occupancy (adults, children and their ages, rooms); before the dates
 *    at the children's-ages question, where bare numbers are ages
 * 5. destination (the catalogue's cities and hotels; unknown places)
 * 6. person (names, country or nationality, city of residence)
 *
 * Then a lone number nobody claimed becomes {@link Understanding.bareNumber}
 * (the current question's value), and the words nobody understood (filler
 * words aside) are returned as `leftover`. Pure: "today" comes in the context.
 */
import { MAX_MESSAGE_LENGTH } from '../limits.js';
import type { Lang } from '../types.js';
import { cityNames, findDestination, type Catalogue } from './destinations.js';
import { extractDates } from './dates/index.js';
import { CHECKIN_WORDS, CHECKOUT_WORDS, ES_EN_MONTH_NAMES, WEEKDAYS } from './dates/words.js';
import { extractContact, extractPerson, professionalSignature, referenceSpans } from './guest/index.js';
import { romanCounts, spellForeignCounts } from './foreignCounts.js';
import { extractIntents, FILLER_WORDS, RETRACTIONS } from './intents.js';
import { detectLanguage } from './language.js';
import { moneySpans } from './money.js';
import { birthdayToComeSpans, extractOccupancy, grownUpAgesSpans } from './occupancy/index.js';
import { restatedNumberSpans } from './numbers.js';
import { isRoomWord } from './occupancy/words.js';
import { bonusWordsAfter, peopleWord, readerRoleWords } from './people.js';
import { phrasesPattern, repairMessage, TAKE_BACK_WORDS } from './repairs.js';
import { extractRequests, oneArrivingLater } from './requests.js';
import {
  dictatedPunctuation,
  foldKeepLength,
  maskSpans,
  NUMBER_WORDS,
  negativeNumberSpans,
  numberValue,
  spellCompoundNumbers,
  tokens,
  type TextRange,
} from './text.js';
import type { AdditiveFound, DatesFound, DestinationFound, GuestFound, Message, OccupancyFound, RequestsFound, Slot, Understanding } from './types.js';
import { addDays } from '../../clock.js';

export type * from './types.js';
export type { Catalogue } from './destinations.js';

/** What {@link understand} needs besides the message. */
export interface UnderstandContext {
  /** Language of the chat (a hint for ambiguous forms such as "12/01"). */
  lang: Lang;
  /** Today in Bogotá, `YYYY-MM-DD`. */
  today: string;
  /** The question being answered, if any. */
  expecting?: Slot | undefined;
  /** The destinations this deployment sells. */
  catalogue: Catalogue;
  /**
   * At the nights question, the check-in already known (`YYYY-MM-DD`): a
   * weekday or "the weekend" said there is the departure after it. Not used
   * when the message corrects the last answer ("no, mejor el domingo" moves
   * the arrival, read from today as always).
   */
  anchor?: string | undefined;
  /** The check-in the conversation already knows, at any question: see `Message.known`. */
  known?: string | undefined;
  /**
   * At the children's-ages question, how many ages the question still waits for (children known minus ages known),
   * when the dialogue knows it: part of them ("7" for two children, "el mayor tiene 9") sets none and is asked again.
   * See `extractOccupancy`.
   */
  agesAwaited?: number | undefined;
}

/** Questions about the guest themself: a place named there is not the destination. */
const PERSONAL_SLOTS: ReadonlySet<Slot> = new Set<Slot>(['name', 'lastName', 'phone', 'email', 'country', 'residenceCity']);

/** Whether a word of arrival ("llegada", "llegamos", "arriving", "check-in") stands inside the dates' spans of `folded`. */
function arrivalWordIn(folded: string, spans: readonly TextRange[]): boolean {
  return spans.some(([a, b]) => tokens(folded.slice(a, b)).some((t, k, all) => CHECKIN_WORDS.has(t.text) || (t.text === 'check' && all[k + 1]?.text === 'in')));
}

/** A retraction ("never mind", "olvídalo", "forget it": see `RETRACTIONS`), folded. */
const RETRACTION = new RegExp(phrasesPattern(RETRACTIONS));

/** Words that add people to the party already known ("también va mi hijo", "tmb va mi mamá", "also my wife", "y además la abuela", "plus grandma", "my sister's coming too"). */
const ADDITIVE_WORDS: ReadonlySet<string> = new Set(['tambien', 'tmb', 'tbn', 'tambn', 'tb', 'ademas', 'also', 'plus', 'too']);

/** Words of joining said with an addition ("también va mi otro hijo", "also another kid comes"): taken with it. */
const JOINING_WORDS: ReadonlySet<string> = new Set('otro otra otros otras mas va van viene vienen other another more comes come coming joins'.split(' '));

/** One adult named by who they are to the guest ("la abuela", "my mom"), folded, hyphens dropped ("motherinlaw"). */
const COMPANION_ONE: ReadonlySet<string> = readerRoleWords('companionOne', 1);
/** Little words before a companion ("mi mamá", "la abuela", "my sister's"). */
const COMPANION_DETERMINERS: ReadonlySet<string> = new Set('mi mis la el los las su sus my our the her his s'.split(' '));
/** Two adults named by who they are ("mis papás", "my parents"), read only beside an additive word. */
const COMPANION_TWO: ReadonlySet<string> = readerRoleWords('companionTwo', 2);

/**
 * How many grown-ups word `w` (folded, hyphens kept) names by who they are to the guest: 1 ("abuela", "mom",
 * "mother-in-law", "nanny"), 2 ("padres", "my parents", "in-laws"), else 0. The one named is added beside an additive
 * word ("y además la abuela") and offered by the dialogue when a counted party may have left them out.
 */
export function companionsNamed(w: string): 0 | 1 | 2 {
  const bare = w.replace(/-/g, '');
  return COMPANION_ONE.has(bare) ? 1 : COMPANION_TWO.has(bare) ? 2 : 0;
}

/** A total said in numbers ("somos tres", "seríamos 4", "we're 3", "so that makes five", "en total 5"), folded. */
const NEW_TOTAL =
  /\b(?:somos|seriamos|seremos|quedamos|we are|we're|we'd be|we'll be|that makes|makes|en total|in total|total)\s+(?:\d|un[oa]?\b|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|one|two|three|four|five|six|seven|eight|nine|ten)/;

/** Grown-ups counted in numbers ("2 adultos", "three adults", "4 personas", "somos 4", "we're 3"), folded. */
const GROWN_UPS_COUNTED =
  /(?:\d+|\b(?:un|una|uno|dos|tres|cuatro|cinco|seis|one|two|three|four|five|six))\s+(?:adultos?|adults?|personas|people|persons|pax)\b|\b(?:somos|we are|we're)\s+(?:\d|dos|tres|cuatro|cinco|seis|two|three|four|five|six)/;

/**
 * The additive reading of `m` ({@link AdditiveFound}): an additive word
 * present, the people already read (`occupancy`) all on one side of it, and
 * the adults named there that nobody read. Undefined without an additive word,
 * or with nobody added (no occupancy, no companion).
 */
function readAdditive(m: Message, full: string, occupancy: OccupancyFound | undefined): AdditiveFound | undefined {
  const marks = tokens(full).filter((t) => ADDITIVE_WORDS.has(t.text));
  if (marks.length === 0) return undefined;
  const at = marks[0]!.start;
  const spans: TextRange[] = marks.map((t) => [t.start, t.end]);
  if (occupancy?.spans.length) {
    const before = occupancy.spans.some(([, e]) => e <= at);
    const after = occupancy.spans.filter(([s]) => s >= at);
    if (before && after.length) {
      // Only after adults counted in numbers ("2 adultos", "somos 4"): people described ("mi esposa y yo, y también va mi mamá",
      // "los dos niños … y también va mi mamá") are read whole by the occupancy reading.
      // Class: company added at the children's-ages question ("8 y 10 años, ah y también viene mi cuñado"): the adults
      // were counted by an earlier answer, so the person named after the additive word joins them.
      const counted = m.expecting === 'childAges' || occupancy.spans.some(([s0, e0]) => e0 <= at && GROWN_UPS_COUNTED.test(full.slice(s0, e0)));
      if (!counted) return undefined;
      // The party said, then someone named after the word ("2 adultos y un niño, ah y tmb va mi mamá"): they join it.
      // Anything more after it ("y también un niño de 5") is the whole party said again.
      let named = 0;
      for (const [s0, e0] of after)
        for (const t of tokens(full.slice(s0, e0))) {
          const n = companionsNamed(t.text);
          if (n) named += n;
          else if (!COMPANION_DETERMINERS.has(t.text)) return undefined;
        }
      if (!named) return undefined;
      // at the ages question the party counted is the dialogue's: they are added to it, with the joining words ("viene")
      if (m.expecting === 'childAges') {
        const joining = tokens(m.folded).filter((t) => JOINING_WORDS.has(t.text) && t.start >= at);
        return { companions: named, spans: [...spans, ...joining.map((t): TextRange => [t.start, t.end])] };
      }
      return { companions: named, spans, joined: true };
    }
  }
  // Class: someone added, then the new total said ("va también mi hermana, o sea somos tres adultos", "my sister is
  // coming too, so we're 3 adults"): the total is the party, nobody is added to it.
  if (occupancy?.spans.some(([s0, e0]) => s0 >= at && NEW_TOTAL.test(full.slice(s0, e0)))) return undefined;
  // Class: the grown-ups counted again, then who makes the count ("it's actually 3 adults, my mother is coming too",
  // "somos 3 adultos, mi mamá también viene"): the count read is the party's, nobody is added to it (so long as nobody
  // is named outside the party read: "2 adultos y 1 niño, y la abuela que también se animó" adds her).
  const namedApart = tokens(m.folded).some((t) => companionsNamed(t.text.replace(/['’]s$/, '')) > 0);
  if (occupancy?.adults !== undefined && !namedApart && occupancy.spans.some(([s0, e0]) => s0 < at && GROWN_UPS_COUNTED.test(full.slice(s0, e0))))
    return undefined;
  let companions = 0;
  const joining: TextRange[] = [];
  // (at the children's-ages question the ages read are no party: someone named around the additive word joins the
  // party counted before, "2 and 2. oh, and my mom's coming too")
  const agesOnly = m.expecting === 'childAges' && occupancy?.adults === undefined && occupancy?.children === undefined;
  // (the ages' reader may have taken the words naming them: they are read in the whole message; one with an age said
  // after them, "their cousin comes too, she is 10", is a child the ages' reader counted)
  const all = tokens(agesOnly ? full : m.folded);
  for (const [k, t] of all.entries()) {
    // ("my mom's coming": the person's word without its "'s")
    const named = companionsNamed(t.text.replace(/['’]s$/, ''));
    const aged = agesOnly && all.slice(k + 1).some((x) => numberValue(x.text) !== undefined);
    const n = (occupancy?.spans.length && !agesOnly) || aged ? 0 : named;
    if (n) {
      companions += n;
      spans.push([t.start, t.end]);
    } else if (JOINING_WORDS.has(t.text)) joining.push([t.start, t.end]);
  }
  if (!occupancy?.spans.length && !companions) return undefined;
  return { companions, spans: [...spans, ...joining] };
}

/**
 * Words giving a length or dates to each place said ("una semana en cada una", "3 nights each", "in each city"); a
 * bare "each" or "cada una" only right after a length ("2 rooms, 2 adults each" is no length of each place).
 */
const EACH_PLACE =
  /\b(?:(?:noches?|nights?|dias?|days?|semanas?|weeks?)\s+(?:each|cada\s+(?:una|uno))|en cada una|en cada uno|en cada ciudad|in each(?: city| one)?|per city|por ciudad)\b/;

/**
 * Class: a stay said for each of several cities ("2 nights Bogotá then 2 nights Medellín", "tocamos en Medellín el 15 y
 * en Bogotá el 17", "Medellín y Bogotá, una semana en cada una"): the dates are read in two of the stretches the places
 * cut the message into (before the first, between two, after the last), or given to each with "cada una"/"each". The
 * places are legs of one trip, and the dates one leg's: which is booked is asked, no date is taken from the trip.
 * Each stretch is read by the dates' reader alone.
 */
function datesPerPlace(m: Message, dest: Extract<DestinationFound, { kind: 'ambiguous' }>): boolean {
  if (new Set(dest.options.map((o) => o.city)).size < 2 || dest.spans.length < 2) return false;
  if (EACH_PLACE.test(m.folded)) return true;
  const cuts = [0, ...dest.spans.map(([a]) => a).sort((x, y) => x - y), m.folded.length];
  let stretches = 0;
  for (let k = 0; k + 1 < cuts.length; k++) {
    const alone = maskSpans(m.folded, [
      [0, cuts[k]!],
      [cuts[k + 1]!, m.folded.length],
    ]);
    if (extractDates({ ...m, folded: alone })?.spans.length) stretches++;
  }
  return stretches >= 2;
}

/**
 * Words taking back the number said before them ("cinco, no, mejor seis", "2... no, 3", "four, sorry, five", "4, I
 * mean 5"): the correction lexicon's (see `./repairs.ts`), with "make" (it) and "bueno" (no) said before them.
 */
const NUMBER_CORRECTION_WORDS: ReadonlySet<string> = new Set([...TAKE_BACK_WORDS, 'make', 'bueno']);
/** Hesitations that may stand among the numbers of a corrected answer ("mmm", "pues", "eh", "o", "that is"). */
const NUMBER_HESITATIONS: ReadonlySet<string> = new Set('mmm mm mmmm eh ehh em um uh umm pues o or i que sean sea ok vale oops ups'.split(' '));

/**
 * Class: a bare answer corrected in the same message ("cinco, no, mejor seis", "mmm 2... no, mejor 3", "pues cuatro o
 * cinco... mejor cinco", "four, sorry, five"): only numbers, hesitations and correction words, with a correction word
 * before the last number: that last number is the answer. Two numbers without a correction ("4 o 5") stay unread.
 */
function correctedBareNumber(rest: readonly { text: string; start: number; end: number }[], full: string): number | undefined {
  if (rest.length < 2) return undefined;
  let last: number | undefined;
  let lastAt = -1;
  let numbers = 0;
  let correctionAfterFirst = -1;
  for (let k = 0; k < rest.length; k++) {
    const w = rest[k]!.text;
    const n = numberValue(w);
    if (n !== undefined && (/^\d+$/.test(w) || w.length > 2)) {
      numbers++;
      last = n;
      lastAt = k;
    } else if (NUMBER_CORRECTION_WORDS.has(w)) {
      if (numbers > 0) correctionAfterFirst = k;
    } else if (!NUMBER_HESITATIONS.has(w)) return undefined;
  }
  if (numbers < 2 || last === undefined) return undefined;
  // The correction word may have been claimed by another reading ("four, sorry, five": "sorry" is an intent's word).
  const gap = lastAt > 0 ? full.slice(rest[lastAt - 1]!.end, rest[lastAt]!.start) : '';
  const saidBetween = tokens(gap).some((t) => NUMBER_CORRECTION_WORDS.has(t.text));
  if (!saidBetween && (correctionAfterFirst < 0 || correctionAfterFirst > lastAt)) return undefined;
  return last;
}

/** Words confirming a number said again ("5… sí, 5", "cinco, eso, cinco", "4 yes 4"); one must stand between the numbers. */
const CONFIRMING_WORDS: ReadonlySet<string> = new Set('si eso exacto yes yeah yep ok vale'.split(' '));

/**
 * Class: a bare answer said again to settle it ("5… sí, 5", "cinco, sí, cinco", "4, yes, 4"): the same number two
 * times or more, with a word confirming it and only hesitations besides: that number. Undefined otherwise.
 */
function repeatedBareNumber(rest: readonly { text: string }[]): number | undefined {
  if (rest.length < 2) return undefined;
  const values = new Set<number>();
  let numbers = 0;
  let confirmed = false;
  for (const t of rest) {
    const n = numberValue(t.text);
    if (n !== undefined && (/^\d+$/.test(t.text) || t.text.length > 2)) {
      values.add(n);
      numbers++;
    } else if (CONFIRMING_WORDS.has(t.text)) confirmed = true;
    else if (!NUMBER_HESITATIONS.has(t.text)) return undefined;
  }
  // A confirming word must be said: "2 y 2" at the party question is two counts, not one said twice.
  return confirmed && numbers >= 2 && values.size === 1 ? [...values][0] : undefined;
}

/** Words that only limit or settle a bare answer ("tres nomás", "solo una", "just 2", "5 nada más"): the number stays the answer. */
const ANSWER_LIMITERS: ReadonlySet<string> = new Set('nomas solo solamente solito solita unicamente nada mas just only no more'.split(' '));
/** Words that settle the number right after them ("ponle 5", "digamos 2", "pongamos 3", "hagamos 4", "make it 4", "let's say 3", "let's do 4"). */
const SETTLING_WORDS: ReadonlySet<string> = new Set('ponle pon ponga pongale pongan pongamos digamos hagamos dejemoslo dejalo dejemos say it do'.split(' '));

/**
 * Class: a bare answer limited or settled in words. Only the number and limiting words ("tres nomás", "solo una",
 * "just 2"), or a number last in the message right after a settling word, whatever chatter comes before it ("cuántas
 * me recomiendas? ponle 5", "depende del precio, digamos 2"): that number is the answer. Undefined otherwise.
 */
function hedgedBareNumber(rest: readonly { text: string; start: number; end: number }[], raw: string): number | undefined {
  if (rest.length < 2) return undefined;
  const settled = settledLast(rest, raw);
  if (settled !== undefined) return settled;
  const isNumber = (w: string) => numberValue(w) !== undefined && (/^\d+$/.test(w) || w.length > 2);
  const numbers = rest.filter((t) => isNumber(t.text));
  if (numbers.length !== 1) return undefined;
  if (!rest.every((t) => t === numbers[0] || ANSWER_LIMITERS.has(t.text))) return undefined;
  return numberValue(numbers[0]!.text);
}

/** The number last in the message right after a settling word ("… digamos 2", "… let's say 6"), nothing but punctuation after it. */
function settledLast(rest: readonly { text: string; start: number; end: number }[], raw: string): number | undefined {
  const last = rest[rest.length - 1];
  const isNumber = (w: string) => numberValue(w) !== undefined && (/^\d+$/.test(w) || w.length > 2);
  if (!last || rest.length < 2 || !isNumber(last.text) || !SETTLING_WORDS.has(rest[rest.length - 2]!.text)) return undefined;
  return /[\p{L}\p{N}]/u.test(raw.slice(last.end)) ? undefined : numberValue(last.text);
}

/** Marks that close a clause of a message: a bare answer stands apart from the chatter beside it by one of them. */
const CLAUSE_MARKS = /[,.;:!?¿¡()[\]—–…]|\s-\s/;

/**
 * Class "a bare answer with chatter": at the nights question, the number said alone in its own clause (marks apart,
 * limiting words and hesitations beside it) with chatter in other clauses holding no number: "3, hay piscina?",
 * "2 ps, hay desayuno incluido?", "treinta, el mes completico", "lo mismo que el año pasado, 5", "twelve (12)" (the
 * same number said again in its own clause). Any other number in the message ("Two. Our budget is 120 a night"),
 * or two different answers, leave it unread (asked back).
 */
function clauseBareNumber(rest: readonly { text: string; start: number; end: number }[], raw: string): number | undefined {
  if (rest.length < 2) return undefined;
  const isNumber = (w: string) => numberValue(w) !== undefined && (/^\d+$/.test(w) || w.length > 2);
  const clauses: (typeof rest)[number][][] = [];
  for (let k = 0; k < rest.length; k++) {
    const apart = k === 0 || CLAUSE_MARKS.test(raw.slice(rest[k - 1]!.end, rest[k]!.start));
    if (apart) clauses.push([]);
    clauses[clauses.length - 1]!.push(rest[k]!);
  }
  if (clauses.length < 2) return undefined;
  const values = new Set<number>();
  let answers = 0;
  for (const cl of clauses) {
    const numbers = cl.filter((t) => isNumber(t.text));
    const answer = numbers.length === 1 && cl.every((t) => t === numbers[0] || ANSWER_LIMITERS.has(t.text) || NUMBER_HESITATIONS.has(t.text));
    if (answer) {
      answers++;
      values.add(numberValue(numbers[0]!.text)!);
    } else if (cl.some((t) => numberValue(t.text) !== undefined && t.text !== 'a')) return undefined;
  }
  return answers > 0 && values.size === 1 ? [...values][0] : undefined;
}

/** A number restated at the end of the message ("…, o sea 5", "…, es decir 4", "…, so 3", "…, that's 6"). */
const RESTATED_NUMBER = /(?:^|[,;.:]\s*)(?:o sea|osea|es decir|entonces|so|that'?s|that is)\s+(\p{L}+|\d{1,2})\s*[.!]*\s*$/u;

/**
 * Class: the answer worked out in words, then restated at the end ("dos más que el año pasado, o sea 5", "the same as
 * last time plus two, so 5"): the number restated, as the message's last clause, is the answer. Only at the nights
 * question, where a lone number is a length.
 */
function restatedBareNumber(folded: string): number | undefined {
  const m = RESTATED_NUMBER.exec(folded);
  const n = m ? numberValue(m[1]!) : undefined;
  return n !== undefined && (/^\d+$/.test(m![1]!) || m![1]!.length > 2) ? n : undefined;
}

/**
 * Words of the trip's purpose ("por trabajo", "de vacaciones", "on business", "family trip", "for a conference"):
 * they hold no booking value, so like filler words they are not left over (class: a purpose said beside the request).
 */
const PURPOSE_WORDS: ReadonlySet<string> = new Set(
  'trabajo negocios negocio vacaciones vacacion paseo turismo congreso conferencia work business vacation trip getaway conference'.split(' '),
);

/** `raw` with the characters where `after` differs from `before` (same lengths) taken from `after`. */
function withEdits(raw: string, before: string, after: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) out += before[i] === after[i] ? raw[i] : (after[i] ?? raw[i]);
  return out;
}

/** The parts of `span` outside every one of `holes`. */
function outside(span: TextRange, holes: readonly TextRange[]): TextRange[] {
  let parts: TextRange[] = [span];
  for (const [hs, he] of holes)
    parts = parts.flatMap(([s, e]): TextRange[] =>
      he <= s || hs >= e
        ? [[s, e]]
        : (
            [
              [s, Math.min(e, hs)],
              [Math.max(s, he), e],
            ] as TextRange[]
          ).filter(([a, b]) => b > a),
    );
  return parts;
}

function mergeGuest(a: GuestFound | undefined, b: GuestFound | undefined): GuestFound | undefined {
  if (!a) return b;
  if (!b) return a;
  return { ...a, ...b, spans: [...a.spans, ...b.spans] };
}

/** One-word names of a day that are also given names or surnames ("Navidad", "Reyes", "Pascua"). */
const NAME_HOLIDAYS: ReadonlySet<string> = new Set(['navidad', 'reyes', 'pascua', 'christmas', 'easter']);

/** Whether `w` (folded) names a month, a weekday or one of {@link NAME_HOLIDAYS}. */
function dateWord(w: string): boolean {
  return ES_EN_MONTH_NAMES.includes(w) || WEEKDAYS[w] !== undefined || NAME_HOLIDAYS.has(w);
}

/** The speaker said right before a person joined ("yo y |Domingo", "me and |April", "mi persona y |Julio"). */
const SPEAKER_BEFORE = /(?:^|[^\p{L}])(?:yo|me|i|mi persona)\s+(?:y|e|and|con|with)\s+$/u;
/** The speaker said right after a person ("Abril| y para mí", "April| and I", "Julio| y yo"). */
const SPEAKER_AFTER = /^\s+(?:y|e|and)\s+(?:(?:para|for|con|with)\s+)?(?:yo|mi|me|i)\s*(?:$|[,.;:!?)])/u;
/** Words before someone named in a list of people ("somos |Abril, mi hija…", "con |Julio, mi hermano"). */
const PEOPLE_LEAD = /(?:^|[^\p{L}])(?:somos|seremos|son|con|with|y|e|and|para|for)\s+$/u;
/** After a name: the speaker joined, or a verb of the person ("Sunday| and I", "April| will pay", "May| is coming"). */
const NAME_THEN_VERB = /^\s+(?:(?:and|&)\s+(?:i|me)\b|(?:will|is|was|has|can|could|would|pays|paid|booked|says|said|wants)\b)/u;
/** Spanish weekdays and months, written lower-case as dates: capitalised after a person's role they are a name. */
const SPANISH_DATE_NAMES =
  /^(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)$/;

/** A person's role said right after a name, as an apposition ("Domingo|, mi esposo", "April|, my daughter"). */
const ROLE_AFTER = /^\s*,\s*(?:mi|my|our|nuestro|nuestra)\s+(\p{L}+)/u;

/**
 * Class: a word of a date that is someone's name ("Abril Domínguez", "Sunday Okafor", "Ángel Navidad" at the name
 * question; "yo y Domingo, mi esposo", "me and April", "para Abril y para mí" anywhere): the words the dates reader
 * must not read, as spans of `raw`. A month, a weekday or a holiday that doubles as a name, capitalised as typed, is a
 * name at the name question next to another capitalised word ("Pedro Abril Gómez", "My name is April May"), and
 * anywhere when it is joined to the speaker ("me and April", "Abril y yo.") or, inside a list of people, followed by a
 * person's role ("somos Abril, mi hija de 15"; never "Friday to Monday, my husband and me"); a Spanish one is a name
 * right after a role ("con mi compadre Domingo", "mi hijo Julio"; never "with my wife Sunday to Tuesday"). `folded` is `raw` folded,
 * same length.
 */
function namesThatAreDates(raw: string, folded: string, expecting: Slot | undefined): TextRange[] {
  const words = tokens(folded);
  const capital = (w: { start: number; end: number } | undefined) => w !== undefined && /^\p{Lu}\p{Ll}+$/u.test(raw.slice(w.start, w.end));
  const atName = expecting === 'name' || expecting === 'lastName';
  const spans: TextRange[] = [];
  words.forEach((w, i) => {
    if (!capital(w) || !dateWord(w.text)) return;
    const prev = words[i - 1];
    const next = words[i + 1];
    const besideName =
      atName && ((capital(prev) && /^[ \t]+$/.test(raw.slice(prev!.end, w.start))) || (capital(next) && /^[ \t]+$/.test(raw.slice(w.end, next!.start))));
    const roleAfter = ROLE_AFTER.exec(folded.slice(w.end))?.[1];
    const before = folded.slice(0, w.start);
    // ("con mi compadre Domingo", "mi hijo Julio": a Spanish date word, capitalised, right after a role with its
    // possessive; an English one there when the speaker or a verb follows: "My partner Sunday and I", "my assistant
    // Sunday will pay")
    const role = /(?:^|[^\p{L}])(?:mi|mis|su|nuestro|nuestra|tu|my|our)\s+(\p{L}+)\s+$/u.exec(before)?.[1];
    const afterRole = role !== undefined && peopleWord(role) !== undefined && (SPANISH_DATE_NAMES.test(w.text) || NAME_THEN_VERB.test(folded.slice(w.end)));
    const joined =
      afterRole ||
      SPEAKER_BEFORE.test(before) ||
      SPEAKER_AFTER.test(folded.slice(w.end)) ||
      (roleAfter !== undefined && peopleWord(roleAfter) !== undefined && PEOPLE_LEAD.test(before));
    if (besideName || joined) spans.push([w.start, w.end]);
  });
  return spans;
}

/**
 * Class: notes in square brackets that a chat app or a transcription adds ("[sticker]", "[audio transcrito]", "[foto]",
 * "[voice message]"): words only, no digits; never what the guest said ("[at]", "[dot]" in an address are kept).
 */
function annotationSpans(text: string): TextRange[] {
  const spans: TextRange[] = [];
  for (const x of text.matchAll(/\[([\p{L} ]{2,30})\]/gu)) if (!/^\s*(?:at|dot|arroba|punto)\s*$/.test(x[1]!)) spans.push([x.index, x.index + x[0].length]);
  return spans;
}

/** The bot's questions quoted back with their answer, opening a clause ("¿cuántas noches? pues 5", "how many people? 2", "¿fechas? el 22"). */
const QUOTED_QUESTION =
  /(?<=(?:^|[.,;:!?¡¿])\s*)(?:¿\s*)?(?:(?:cuantas|cuantos|how many)\s+(?<unit>noches|nights|personas|people|adultos|adults|huespedes|guests|habitaciones|rooms)|(?:que\s+)?(?:fechas|dates|which dates))\s*\?\s*(?:(?:pues|bueno|well|so|um|eh)[\s,]+)?(?=\d|(?:el|la|del|the|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|one|two|three|four|five|six|seven|eight|nine|ten)(?![\p{L}]))/gu;

/**
 * The label each quoted question's unit becomes, in English (every reader reads both languages; "noches" after a
 * blanked question would join a greeting before it: "Buenas, ¿cuántas noches? 5" is no "buenas noches").
 */
const LABELS: Readonly<Record<string, string>> = { noches: 'nights', personas: 'people', adultos: 'adults', huespedes: 'guests', habitaciones: 'rooms' };

/**
 * Class "the bot's question quoted back with its answer" ("Cartagena. ¿Cuántas noches? 4. ¿Cuántas personas? 2.
 * ¿Fechas? El 22.", "Buenas, ¿cuántas noches? Pues 5, …"): each question, written at the same length, becomes the
 * label of its answer ("noches: 4", "personas: 2"), so the readers take the answer as said of it; a question of
 * dates is blanked. A question with no answer right after it stays a question.
 */
function questionsAsLabels(folded: string): string {
  return folded.replace(QUOTED_QUESTION, (all, ...rest) => {
    const unit = (rest.at(-1) as { unit?: string }).unit;
    const label = unit ? `${LABELS[unit] ?? unit}: ` : '';
    return label.length <= all.length ? label.padStart(all.length, ' ') : all;
  });
}

/** "a"/"una" and a room word, two words between at most ("a quiet room", "una habitación"), folded. */
const A_ROOM = /\b(?:a|an|una|un)\s+(?:[a-z]+\s+){0,2}(?:room|habitacion|cuarto|pieza)\b/g;

/**
 * Whether the party read is only "a room" said as the subject of a wish for the staff ("a room with a bathtub", "una
 * habitación sin alfombra", "a wheelchair accessible room", "a quiet room"): one room, no one of the party, a request
 * of the room's kind (`special`, `accessibility`) within a few characters of it, and no question about the party or
 * the rooms asked.
 */
function roomOfWish(full: string, o: OccupancyFound, requests: RequestsFound | undefined, asked: Slot | undefined): boolean {
  if (o.rooms !== 1 || o.adults !== undefined || o.children !== undefined || o.ages?.length || asked === 'party' || asked === 'rooms') return false;
  if (!requests?.requests.some((r) => r === 'special' || r === 'accessibility')) return false;
  for (const m of full.matchAll(A_ROOM)) {
    const [a, b] = [m.index, m.index + m[0].length];
    if (requests.spans.some(([s, e]) => (s >= a && s - b <= 12) || (e <= b && e >= a) || (e <= a && a - e <= 3))) return true;
  }
  return false;
}

/**
 * Read one guest message for everything it says about the booking.
 *
 * @example
 * understand('Hola, quiero reservar en Cartagena del 15 al 18 de diciembre para 2 adultos y un niño de 5 años',
 *   { lang: 'es', today: '2026-11-23', catalogue: DEMO_CATALOGUE })
 * // → intents [greeting], destination Cartagena, dates 2026-12-15..18 (3 nights), occupancy 2 adults + [5]
 */
export function understand(text: string, ctx: UnderstandContext): Understanding {
  // Punctuation said aloud to a dictation engine ("Sarah Johnson period") is read as its mark (same length).
  // Counts and months in Roman numerals ("II adultos", "20/XII") in digits (same length).
  const counts = ctx.expecting === 'nights' || ctx.expecting === 'party' || ctx.expecting === 'childAges' || ctx.expecting === 'rooms';
  const raw = romanCounts(dictatedPunctuation(text.length > MAX_MESSAGE_LENGTH ? text.slice(0, MAX_MESSAGE_LENGTH) : text), counts);
  // Compound number words in digits ("treinta y una" → 31), and negative numbers read by no one (no count is negative).
  // (a number restated in parentheses, "dos (2) adultos", "cuarenta (40) noches", is read once: the parentheses blanked)
  const folded = foldKeepLength(raw);
  const spelled = spellCompoundNumbers(maskSpans(folded, restatedNumberSpans(folded)));
  // Counts said in another language ("due notti", "zwei Personen", "tree nights") written the English way (same length).
  const full = questionsAsLabels(spellForeignCounts(spelled));
  const negatives = negativeNumberSpans(full);
  const m: Message = {
    raw,
    folded: maskSpans(full, [...negatives, ...annotationSpans(full)]),
    lang: ctx.lang,
    today: ctx.today,
    expecting: ctx.expecting,
  };
  const used = (spans: readonly TextRange[]) => {
    m.folded = maskSpans(m.folded, spans);
  };

  const { intents, spans: intentSpans } = extractIntents(m);
  // Self-repairs inside the message ("tres no cuatro", "el sábado, perdón, el domingo"): read once for every slot, after
  // the intents (which read the marker as the guest's correction), before the extractors (which read only the repair).
  const repaired = repairMessage(full, cityNames(ctx.catalogue));
  if (repaired.repairs.length) {
    m.folded = maskSpans(repaired.folded, negativeNumberSpans(repaired.folded));
    // The message as typed carries the repair too: readers looking there for correction words no longer find the marker.
    m.raw = withEdits(raw, full, repaired.folded);
  }
  // A repair's value is no intent's word ("tres no cuatro": the correction read "no cuatro"; "cuatro" is the answer).
  // Class: a change naming the day it changes ("cámbiame la salida para el domingo", "change the arrival to the 20th"):
  // the word of arrival or departure is the date's too, so the date reader still sees it.
  const roles = tokens(full)
    .filter((t) => (CHECKIN_WORDS.has(t.text) || CHECKOUT_WORDS.has(t.text)) && intentSpans.some(([s0, e0]) => t.start >= s0 && t.end <= e0))
    .map((t): TextRange => [t.start, t.end]);
  const kept = [...repaired.repairs.map((r) => r.at), ...roles];
  used(kept.length ? intentSpans.flatMap((sp) => outside(sp, kept)) : intentSpans);
  if (ctx.anchor && !intents.some((i) => i.kind === 'correction')) m.anchor = ctx.anchor;
  if (ctx.known) m.known = ctx.known;
  // The signature of someone booking for others (a job or a firm under the name) is the writer's: the guest's details
  // are not read there (asked for them, the writer gives their own: read as ever).
  const signature = ctx.expecting !== undefined && PERSONAL_SLOTS.has(ctx.expecting) ? undefined : professionalSignature(m.raw);
  const unsigned = (): Message => (signature ? { ...m, folded: maskSpans(m.folded, [signature]) } : m);
  const contact = extractContact(unsigned());
  if (contact) used(contact.spans);
  // "NIT 890.300.466-5", "Ref. interna: TQ-55-2291", "vuelo AV 9347": reference numbers, no value of the booking (at a
  // question about the guest, the readers of the guest's details look at a document's number themselves)
  if (ctx.expecting === undefined || !PERSONAL_SLOTS.has(ctx.expecting)) used(referenceSpans(m.folded));
  // "presupuesto 250 mil por noche", "under $90 a night": amounts of money, no value of the booking (see `money.ts`)
  used(moneySpans(m.folded));
  // After the contact details: a word of an address ("facturacion@…") is no request.
  const requests = extractRequests(m);
  if (requests) used(requests.spans);
  // A birthday to come ("cumple 6 en enero") is read by nobody: not the stay's month, not an age (see `birthdayToComeSpans`).
  used(birthdayToComeSpans(m));
  // "2 adultos mayores (78 y 80 años) y yo": grown-ups' ages in brackets are theirs, no child's (see `grownUpAgesSpans`)
  used(grownUpAgesSpans(m.folded));
  // At the children's-ages question bare numbers are ages ("5 y 8"), so occupancy reads before dates.
  const agesFirst = ctx.expecting === 'childAges';
  // (a negative age among them, "tienen -3 y 5", makes the list no answer: the ages are asked again, none kept)
  const negativeAge = agesFirst && negatives.length > 0;
  let occupancy = agesFirst && !negativeAge ? extractOccupancy(m, ctx.agesAwaited) : undefined;
  if (occupancy) used(occupancy.spans);
  // "Cartagena del 5 al 9 de enero …, pero mi esposo llega el 6": one of the party arriving later is a late arrival, not
  // the stay's dates, when the stay's check-in is said apart or already known
  const arriving = oneArrivingLater(m.folded);
  // (a date word that is someone's name, "Abril Domínguez", "yo y Domingo, mi esposo", is no date)
  const names = namesThatAreDates(m.raw, m.folded, ctx.expecting);
  const forDates = (folded: string): Message => ({ ...m, folded: maskSpans(folded, names) });
  const apart = arriving.length ? extractDates(forDates(maskSpans(m.folded, arriving))) : undefined;
  const lateOne = arriving.length > 0 && (apart?.checkin !== undefined || ctx.known !== undefined);
  if (lateOne) used(arriving);
  // (what the dates' reader reads, kept to read each place's stretch alone: see `datesPerPlace`)
  const readForDates = forDates(lateOne ? maskSpans(m.folded, arriving) : m.folded);
  const said = lateOne ? apart : extractDates(readForDates);
  const dates = requests?.smallHours && said && !NIGHT_NAMED.test(m.folded) ? nightBeforeAsked(said, ctx.today) : said;
  if (dates) used(dates.spans);
  // (the arrival said in words: "la llegada es el 6 de abril" at the nights question moves the arrival)
  if (dates?.checkin && !dates.checkout && dates.nights === undefined && arrivalWordIn(full, dates.spans)) dates.arrival = true;
  // A word of arrival or departure in a change the dates did not take stays the change's ("quiero cambiar la salida").
  used(roles);
  if (!agesFirst) occupancy = extractOccupancy(m);
  if (occupancy && !agesFirst) used(occupancy.spans);
  // "a room with a bathtub", "una habitación sin alfombra", "a wheelchair accessible room": with nobody of the party
  // said, the room is what the wish is about, no count of rooms (said with the party, "a room" is one room)
  if (occupancy && roomOfWish(full, occupancy, requests, ctx.expecting)) occupancy = undefined;
  const additive = readAdditive(m, full, occupancy);
  if (additive) used(additive.spans);
  // While the guest gives their own details, place names are theirs (a surname "Santamaría", a home city), not the trip's.
  // Class: a message changing one of the guest's own details ("corrige la ciudad donde vivo, es Medellín no Cali") is
  // about the guest too: a place named there is theirs, not the trip's.
  // Class: a change of the trip's place said at a question about the guest ("espera, me equivoqué de ciudad, era Santa
  // Marta" at the email question): the place named is the trip's again.
  const tripChange = intents.some((i) => i.kind === 'change' && (i.target === 'destination' || i.target === 'hotel'));
  const personal =
    (ctx.expecting !== undefined && PERSONAL_SLOTS.has(ctx.expecting) && !tripChange) ||
    intents.some((i) => i.kind === 'change' && PERSONAL_SLOTS.has(i.target as Slot));
  const destination = personal ? undefined : findDestination(m, ctx.catalogue);
  if (destination) used(destination.spans);
  const person = extractPerson(unsigned(), cityNames(ctx.catalogue));
  if (person) used(person.spans);

  // ("de una vez 30 noches": "una vez", "at once", counts nothing)
  const onceIdiom = (t: { text: string; end: number }): boolean => /^(una|un)$/.test(t.text) && /^\s+vez\b/.test(full.slice(t.end));
  // ("one is a toddler", "uno tiene 5": "one" of them, a pronoun, counts nothing)
  // "one is 5", "uno tiene 4", and "el uno 7 y el otro 9" (one of two, before "el otro"/"the other"): no count
  const pronounOne = (t: { text: string; start: number; end: number }): boolean =>
    /^(one|uno|una)$/.test(t.text) &&
    (/^\s+(is|es|tiene|has)\b/.test(full.slice(t.end)) ||
      (/\b(el|la|the)\s+$/.test(full.slice(0, t.start)) && /\b(el|la|the)\s+(otro|otra|other)\b/.test(full.slice(t.end))));
  // ("una noche no más", "dos adultos nomás": Colombian "no más" after a value is "only"; "no más de 3" is a limit)
  const onlyNoMas = (t: { text: string; end: number }): boolean => t.text === 'no' && /^\s+mas\b(?!\s+(?:de|que)\b)/.test(full.slice(t.end));
  // (a name is no date word left unread: "con mi compadre Domingo" doubts no date)
  const named = (t: { start: number; end: number }): boolean => names.some(([a, b]) => t.start >= a && t.end <= b);
  // (the June or December bonus is no one left unread: "ya llegó la prima", "con la prima de junio")
  const all = tokens(full);
  const bonusSpans: TextRange[] = all.flatMap((t, k) => {
    const at = (d: number) => all[k + d]?.text ?? '';
    const after = t.text === 'prima' ? bonusWordsAfter(at(-2), at(-1), at(1), at(2)) : undefined;
    return after === undefined ? [] : [[t.start, all[k + after]!.end] as TextRange];
  });
  const bonus = (t: { start: number; end: number }): boolean => bonusSpans.some(([a, b]) => t.start >= a && t.end <= b);
  // (at the ages question, the children counted before a colon and their ages: "son dos: 6 y 8" is no third age)
  const agesCount = (t: { text: string; end: number }): boolean =>
    ctx.expecting === 'childAges' && /^\s*:/.test(full.slice(t.end)) && numberValue(t.text) === occupancy?.ages?.length;
  // ("mi hija y una amiga": "una" before a word for a person is that person's article, no number said alone)
  const articleOfPerson = (t: { text: string; end: number }): boolean =>
    /^(un|una|one|a|an)$/.test(t.text) && peopleWord(/^\s*(\p{L}+)/u.exec(full.slice(t.end))?.[1] ?? '') !== undefined;
  const rest = tokens(m.folded).filter(
    (t) =>
      !FILLER_WORDS.has(t.text) &&
      !PURPOSE_WORDS.has(t.text) &&
      !onceIdiom(t) &&
      !pronounOne(t) &&
      !onlyNoMas(t) &&
      !named(t) &&
      !bonus(t) &&
      !agesCount(t) &&
      !articleOfPerson(t),
  );
  let bareNumber: number | undefined;
  if (rest.length === 1) {
    const only = rest[0]!;
    // ("x2": chat's "times two", a count said alone)
    const n = numberValue(/^x(\d{1,2})$/.exec(only.text)?.[1] ?? only.text);
    // Only digits or unmistakable number words ("dos", "three"); "a", "un", "no" alone are not answers.
    if (n !== undefined && (/^x?\d+$/.test(only.text) || only.text.length > 2)) bareNumber = /[-−]\s*$/.test(raw.slice(0, only.start)) ? -n : n;
  }
  const corrected = bareNumber === undefined ? correctedBareNumber(rest, full) : undefined;
  if (corrected !== undefined) bareNumber = corrected;
  if (bareNumber === undefined) bareNumber = hedgedBareNumber(rest, full);
  if (bareNumber === undefined) bareNumber = repeatedBareNumber(rest);
  if (bareNumber === undefined && ctx.expecting === 'nights') bareNumber = clauseBareNumber(rest, full) ?? restatedBareNumber(m.folded);
  // Class: a length said loosely, then settled at the end ("a week, perhaps a bit less. Let's say 6.", "una semana, o
  // menos. Digamos 6"): at the nights question the settled number is the answer, the loose length dropped.
  const settled = ctx.expecting === 'nights' ? settledLast(rest, full) : undefined;
  const settledOver =
    settled !== undefined && bareNumber === settled && dates?.nights !== undefined && !dates.checkin && !dates.checkout && !dates.ambiguity && !dates.problem;
  // "tienen -3 y 5" at the ages question: the negative age is the answer's, so the guest is told what an age is
  if (negativeAge) bareNumber = -Number(/\d+/.exec(full.slice(...negatives[0]!))![0]);
  // Class: a retraction said before a new value ("never mind, the 20th", "olvídalo, 3 adultos", "Can I use a nickname?
  // Never mind, my real name is Elizabeth Moore"): the guest takes back what they were saying, not the booking. Only
  // when a value is read after it and nothing after it is left unread, and no other word cancels.
  const retraction = intents.some((i) => i.kind === 'cancel') ? RETRACTION.exec(full) : null;
  if (retraction) {
    const end = retraction.index + retraction[0].length;
    const valueAfter = [dates?.spans, occupancy?.spans, contact?.spans, person?.spans, destination?.spans].some((spans) => spans?.some(([a]) => a >= end));
    const cancelsElse = (): boolean => extractIntents({ ...m, folded: maskSpans(full, [[retraction.index, end]]) }).intents.some((i) => i.kind === 'cancel');
    if (valueAfter && !rest.some((t) => t.start >= end) && !cancelsElse()) {
      intents.splice(0, intents.length, ...intents.filter((i) => i.kind !== 'cancel'));
      used([[retraction.index, end]]);
    }
  }
  const out: Understanding = {
    intents,
    leftover: bareNumber === undefined ? rest.map((t) => t.text).join(' ') : '',
  };
  const lang = detectLanguage({ ...m, folded: spelled });
  if (lang) out.lang = lang;
  if (destination) out.destination = destination;
  if (destination?.kind === 'ambiguous' && !destination.legs && dates && datesPerPlace(readForDates, destination))
    out.destination = { ...destination, legs: true };
  // (a time named while no city is known is why the guest goes, maybe to a place not sold: "Barranquilla pal carnaval",
  // "we were thinking Barranquilla for the carnival" ask the city first, not the dates)
  const cityAsked = ctx.expecting === undefined || ctx.expecting === 'destination';
  const vagueElsewhere = dates?.ambiguity?.kind === 'vague' && cityAsked && destination?.kind !== 'known';
  if (dates && !settledOver && !vagueElsewhere) out.dates = dates;
  if (occupancy) out.occupancy = occupancy;
  const guest = mergeGuest(contact, person);
  if (guest) out.guest = guest;
  if (bareNumber !== undefined) out.bareNumber = bareNumber;
  if (additive) out.additive = additive;
  if (repaired.repairs.length) out.repairs = repaired.repairs;
  if (repaired.contrasts.length) out.contrasts = repaired.contrasts;
  if (requests?.requests.length) out.requests = requests.requests;
  if (lateOne && !out.requests?.includes('lateArrival')) out.requests = [...(out.requests ?? []), 'lateArrival'];
  return out;
}

/** A count said after a denial ("ya no son 2 …", "no somos 4", "it's not 2 … anymore", "we're no longer 4"): its number and the word after it. */
const DENIED = new RegExp(
  String.raw`\b(?:(?:ya\s+)?no\s+(?:son|somos|seran|seremos|van\s+a\s+ser)|(?:it'?s|they'?re|we'?re|we\s+are|it\s+is)\s+(?:not|no\s+longer))\s+(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\b\s*(\p{L}*)`,
  'u',
);

/** Classes of people words a party is counted in ("adultos", "personas", "niños"). */
const PEOPLE_COUNTED: ReadonlySet<string> = new Set(['adult', 'people', 'child']);

/**
 * Class: a count denied with nothing in its place ("ya no son 2 habitaciones, quiero cambiar eso", "no son 3 adultos",
 * "ya no somos 4", "it's not 2 rooms anymore"): `u`, the understanding of the whole message `text`, with the part the
 * count counts changed (a `change` intent) instead of set to the number denied. `u` as it is when no count is denied,
 * or when another count of the same part follows it (a correction, "no son 3 adultos, son 4", read as such). Applied
 * by the flow to a whole message only: a part of one read again ("not 2 adults" of "not 2 adults but 3") keeps its count.
 */
export function withoutDeniedCount(u: Understanding, text: string): Understanding {
  const denied = deniedCount(spellCompoundNumbers(foldKeepLength(text)));
  if (!denied) return u;
  const out: Understanding = { ...u };
  if (denied === 'rooms' && u.occupancy?.rooms !== undefined) {
    const { rooms: _rooms, perRoom: _perRoom, ...left } = u.occupancy;
    if (left.adults !== undefined) out.occupancy = left;
    else delete out.occupancy;
  } else if (denied === 'party') delete out.occupancy;
  if (!u.intents.some((i) => i.kind === 'change')) out.intents = [...u.intents, { kind: 'change', target: denied }];
  return out;
}

/** The part a count denied with nothing in its place counts (see {@link withoutDeniedCount}), or undefined. */
function deniedCount(folded: string): 'rooms' | 'party' | undefined {
  const m = DENIED.exec(folded);
  if (!m || numberValue(m[1]!) === undefined) return undefined;
  const unit = m[2]!;
  const part = isRoomWord(unit) ? 'rooms' : unit === '' || PEOPLE_COUNTED.has(peopleWord(unit)?.cls ?? '') ? 'party' : undefined;
  if (!part) return undefined;
  const after = folded.slice(m.index + m[0].length);
  const again = tokens(after).some((t, k, all) => numberValue(t.text) !== undefined && (part === 'rooms' ? isRoomWord(all[k + 1]?.text ?? '') : true));
  return again ? undefined : part;
}

/**
 * Words that name the night or the day by its place in the week or from today ("tomorrow", "mañana", "Thursday
 * night", "el viernes"): an arrival in the small hours said with them is read as that day's night, as guests mean
 * it ("tomorrow, we land like 2am"; "I'll need the room from Thursday night"). Only a day of the month is asked.
 */
const NIGHT_NAMED = new RegExp(`\\b(?:tonight|tomorrow|today|night|noche|hoy|manana|${Object.keys(WEEKDAYS).join('|')})\\b`);

/**
 * Class: an arrival in the small hours on a day said ("our flight arrives 2am on the 21st", "llegamos el 21 a las 3
 * de la madrugada"): the room may be wanted from the night before, so that the guest has it on landing, or from the
 * day said. Both check-ins are offered as choices; never one taken. Only for an arrival day said alone: with a
 * departure or a length said too, the dates the guest wrote stand (whether the nights or the last day would move is
 * not known). A check-in today stays (the night before is past), and so do dates already asked or refused. Dates
 * `YYYY-MM-DD`.
 */
function nightBeforeAsked(d: DatesFound, today: string): DatesFound {
  if (!d.checkin || d.checkout || d.nights || d.ambiguity || d.problem || d.checkin <= today) return d;
  const { checkin, ...rest } = d;
  return { ...rest, ambiguity: { kind: 'choices', options: [{ checkin: addDays(checkin, -1) }, { checkin }] } };
}
