/**
 * The one date parser of the project: stay dates in guest messages
 * ({@link extractDates}) and staff date ranges ({@link parseDateRange}).
 *
 * Spanish (Colombian and Latin American usage) and English, chat style
 * (lowercase, no accents, abbreviations), anywhere inside a sentence. Pure:
 * "today" (`YYYY-MM-DD`, Bogotá calendar) comes in; every date is computed
 * with whole-day arithmetic on it.
 *
 * How it reads: the folded text is cut into tokens (words, numbers, numeric
 * dates such as `15/12/2026` or `2026-12-15`, and punctuation); date phrases
 * are recognised left to right (past phrases, named days and holidays,
 * relative days, weekdays, weekends, durations, absolute dates, a day without
 * a month, a month alone; operators on them: offsets "a week from tomorrow",
 * "the one after"); the little words just before a phrase ("el", "del", "al",
 * "desde", "hasta", "from", "to", "on", "check in", "llego", "salgo"…) are
 * taken with it and tell its role; then the phrases are combined into a
 * check-in, a check-out and nights, and checked (past, too far, reversed, too
 * long, not a calendar date).
 *
 * Rule number one: never a silent wrong value. A year is only read from a
 * 4-digit number attached to the date (or 2 digits after a second slash);
 * stray numbers ("dic 15", "4 noches", "2 adultos") are never years. A
 * reading with two meanings is returned as an ambiguity; a phrase that is too
 * vague is not claimed at all (the bot asks).
 *
 * Where things are, in reading order (each module's comment says more):
 * - tokens.ts — the tokenizer and its passes (times, phone numbers,
 *   addresses, dotted dates, "nights" typos);
 * - words.ts — the shared word tables; calendar.ts — date arithmetic;
 *   the stay's limits ({@link MAX_NIGHTS}, {@link MAX_DAYS_AHEAD}) are the
 *   flow's, in `src/flows/limits.ts`;
 * - phrase.ts — the shapes (Pt, Body, Item, PhraseContext, Match); atoms.ts — one-token
 *   readers (weekday, month, day, year, count);
 * - the phrase rules: relative.ts (today, tomorrow, weekdays, weekends, the
 *   past), named.ts (holidays, long weekends, Christmas, Holy Week),
 *   durations.ts (nights, weeks), absolute.ts (written dates, a month alone;
 *   counts.ts keeps people's numbers out of them);
 * - operators.ts — `matchAt`, the phrase at a token, and the operators
 *   (offsets, exclusions, "the one after", "en ocho");
 * - scan.ts — phrases left to right with their roles; events.ts — an
 *   event said with its days and the stay said against it ("la boda es el
 *   sábado 12, llegamos el día anterior"); resolve.ts — a point to a day;
 *   combine.ts — phrases to a stay; checks.ts — the problems and the answer;
 * - staff.ts — {@link parseDateRange}, the staff grammar; this file —
 *   {@link extractDates}, the guests' entry.
 */
import { addDays } from '../../../clock.js';
import type { DatesFound, Message } from '../types.js';
import type { Lang } from '../../types.js';
import type { PhraseContext } from './phrase.js';
import { foldKeepLength, type TextRange } from '../text.js';
import { phrasesAlternation, RULED_OUT_PHRASES } from '../repairs.js';
import { lineEnds, type Tok, tokenize } from './tokens.js';
import { combine } from './combine.js';
import { scan } from './scan.js';
import { finish } from './checks.js';
import { VAGUE_EVENTS, VAGUE_TIMES, WEEKDAYS } from './words.js';
import { MAX_NIGHTS } from '../../limits.js';

export { MAX_DAYS_AHEAD, MAX_NIGHTS } from '../../limits.js';
export { type DateRange, type DateRangeOptions, parseDateRange } from './staff.js';

/** Words of "only" after a night said ("… only", "… no más", "…, just one", "… solo una noche"), as a regex source. */
const ONLY_WORDS_AFTER = String.raw`(?:only|nomas|no\s+mas|nada\s+mas|solamente|solito|(?:solo|just|only)\s+(?:1|una|one)(?:\s+(?:noche|night))?)`;
/** A count of people right after, as a regex source: "solo una persona" is no night. */
const PEOPLE_AFTER = String.raw`(?!\s*(?:personas?|persons?|people|adult\w*|pax|huesped\w*|guests?)\b)`;
const TONIGHT = String.raw`(?:tonight|tonite|esta\s+noche)`;

/**
 * "Tonight" said with a word of "only" before or after it, in folded text ("tonight only", "solo por esta noche", "esta
 * noche nomás", "esta noche, solo 1", "tonight, just one night").
 */
const ONLY_TONIGHT = new RegExp(
  String.raw`\b(?:(?:only|just|solo|solamente|nomas)\s+(?:for\s+|por\s+|para\s+)?${TONIGHT}|${TONIGHT}\s*,?\s+${ONLY_WORDS_AFTER}${PEOPLE_AFTER})(?![\p{L}\p{N}])`,
  'u',
);

/** "el otro viernes", "pal otro viernes": a weekday said with Colombian "otro" (see `extractDates`); not a range's end ("hasta el otro lunes", "al otro lunes"). */
const OTHER_WEEKDAY =
  /(?:^|[^\p{L}])(?<!(?:hasta|until|till|to)\s+)(?:el|del|pal)\s+otro\s+(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?![\p{L}])/u;

/** Colombian "la otra semana" (see `extractDates`); not "el de la otra semana", which sets it against the coming one. */
const OTHER_WEEK = /(?:^|[^\p{L}])(?<!(?:el|lo|los)\s+de\s+)la\s+otra\s+semana(?![\p{L}])/u;

/** Words of "only" right after a night said ("… only", "…, just one", "… no más"), not a count of people ("solo una persona"). */
const ONLY_AFTER = new RegExp(String.raw`^\s*,?\s*${ONLY_WORDS_AFTER}(?![\p{L}\p{N}])${PEOPLE_AFTER}`, 'u');
/** A word of "only" right before a night's own day ("just Saturday night", "solo la noche…", "only the Valentine's night"). */
const ONLY_BEFORE = /(?:^|[^\p{L}])(?:just|only|solo|solamente)\s+(?:the\s+|la\s+)?$/u;
/** "the night of" opening the words of a day ("night of the 31st", "noche del sábado"). */
const NIGHT_OF_START = /^(?:the\s+|la\s+)?(?:night\s+of|noche\s+(?:de|del))\b/u;
/** "the night" right before the "of" read with a day ("just the night| of the 31st"). */
const NIGHT_BEFORE_OF = /(?:the\s+|la\s+)?(?:night|noche)\s+$/u;
/** "the night of" right before a day ("la noche del sábado", "the night of the 31st"), with "only" before it in group 1 ("solo la noche de…"). */
const NIGHT_OF_BEFORE = /(?:^|[^\p{L}])((?:solo|only|just|solamente)\s+)?(?:la\s+|the\s+)?(?:noche(?:\s+(?:de|del))?|night\s+of)(?:\s+(?:el|la|the))?\s*$/u;

/**
 * Class "agency DDMM glued" ("IN 1712", "IN 1712 OUT 2012"): four digits right after the trade word IN or OUT written
 * in capitals are a day and a month (day first), read as the numeric date "17/12"; a pair that is no calendar day
 * and month stays a number. The capitals are what make "IN" the agency's word, not English "in 1712".
 */
function agencyGluedDates(toks: Tok[], raw: string): void {
  for (let i = 1; i < toks.length; i++) {
    const tk = toks[i]!;
    const pv = toks[i - 1]!;
    if (tk.k !== 'n' || tk.t.length !== 4 || !/^(in|out)$/.test(pv.t)) continue;
    if (!/^(IN|OUT)$/.test(raw.slice(pv.s, pv.e))) continue;
    const a = Number(tk.t.slice(0, 2));
    const b = Number(tk.t.slice(2));
    if (a < 1 || a > 31 || b < 1 || b > 12) continue;
    Object.assign(tk, { k: 'pair', a, b, sep: '/', dm: true });
    delete tk.n;
  }
}

/**
 * Class "agency check-in and check-out codes" ("CI 17/12 CO 19/12", "CI lunes CO jueves"): CI and CO written in
 * capitals right before a day are the words of arrival and departure. Lowercase "ci", "co" are never read so.
 */
function agencyRoleCodes(toks: Tok[], raw: string): void {
  for (let i = 0; i + 1 < toks.length; i++) {
    const tk = toks[i]!;
    const code = raw.slice(tk.s, tk.e);
    if (code !== 'CI' && code !== 'CO') continue;
    const next = toks[i + 1]!;
    if (next.k !== 'n' && next.k !== 'pair' && WEEKDAYS[next.t] === undefined) continue;
    tk.t = code === 'CI' ? 'checkin' : 'checkout';
  }
}

/** A number typed with capital letter O for zero ("April 2O", "1O/12"): a digit first, then only digits and O's. */
const O_FOR_ZERO = /\b\d[\dO]*O[\dO]*\b/g;

/**
 * Class "the letter O typed for a zero": `folded` with each capital O of a number in `raw` ("April 2O", "el 1O de
 * mayo") read as 0. A lowercase "2o" stays an ordinal ("el 2o día"). Same length as `folded`.
 */
function zeroesTypedAsO(raw: string, folded: string): string {
  if (raw.length !== folded.length || !/\dO/.test(raw)) return folded;
  let out = folded;
  for (const mt of raw.matchAll(O_FOR_ZERO))
    for (let k = mt.index; k < mt.index + mt[0].length; k++) if (raw[k] === 'O' && out[k] === 'o') out = `${out.slice(0, k)}0${out.slice(k + 1)}`;
  return out;
}

/** A day ruled out by the words after it, ending the message ("… no puedo", "… doesn't work"): the correction lexicon's `ruledOut`. */
const RULED_OUT_AFTER = new RegExp(String.raw`^\s*,?\s*(?:ya\s+)?(?:${phrasesAlternation(RULED_OUT_PHRASES)})(?:\s+for\s+(?:me|us))?\s*[.!]*\s*$`);

/** The guest saying month first ("US format", "American date format", "mm/dd", "month first"). */
const MONTH_FIRST =
  /\b(?:(?:us|u\.s\.|usa|american|americano)\s+(?:date\s+)?(?:format|style|formato)|formato\s+(?:americano|gringo|de\s+(?:estados unidos|ee\.?\s?uu\.?))|month[\s-]+first|mes\s+primero|mm\s*\/\s*dd)\b/;
/** The guest saying day first ("UK format", "European format", "dd/mm", "day first", "formato día/mes"). */
const DAY_FIRST =
  /\b(?:(?:uk|british|european|europe|international)\s+(?:date\s+)?(?:format|style)|day[\s-]+first|dia\s+primero|dd\s*\/\s*mm|formato\s+dia\s*\/\s*mes)\b/;

/** The order of numeric dates the guest says they write in (folded text), or undefined when none is said. */
export function numericOrderSaid(folded: string): 'dm' | 'md' | undefined {
  const md = MONTH_FIRST.test(folded);
  const dm = DAY_FIRST.test(folded);
  return md === dm ? undefined : md ? 'md' : 'dm';
}

/** Words for a country's national day, whose month depends on the country: "fiestas patrias", "national day". */
const NATIONAL_DAYS = /\b(?:fiestas? patrias|national day|dia de la patria|dia nacional)\b/;

/**
 * Whether the time named at `span` stands beside the dates read at `spans` as the trip's reason: the dates hold a day
 * number, and no "de"/"of" joins the time to them ("el sábado de la feria" names which Saturday).
 */
function reasonBeside(said: string, span: TextRange, spans: readonly TextRange[]): boolean {
  if (spans.some(([a, b]) => a < span[1] && b > span[0]) || !spans.some(([a, b]) => /\d/.test(said.slice(a, b)))) return false;
  const before = Math.max(...spans.filter(([, b]) => b <= span[0]).map(([, b]) => b), -1);
  return before < 0 || !/^\s*(?:de|del|of)(?:\s+(?:la|las|el|los|the))?\s*$/.test(said.slice(before, span[0]));
}

/**
 * The first time of {@link VAGUE_TIMES} named in `said` (folded, the length of `raw`), whole words: the words as typed
 * and their span; undefined when none.
 */
function vagueTimeIn(said: string, raw: string): { said: string; span: TextRange } | undefined {
  for (const phrase of VAGUE_TIMES) {
    const x = new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/ /g, '[\\s-]+')}(?![\\p{L}\\p{N}])`, 'u').exec(said);
    if (x) return { said: raw.slice(x.index, x.index + x[0].length), span: [x.index, x.index + x[0].length] };
  }
  return undefined;
}

/**
 * Class "an event whose day the bot cannot know" ("pa el concierto de Karol G", "for the Shakira concert", "pal día de la
 * graduación de mi hijo", "for the Nacional match", "Hola, concierto de Shakira en Bogotá"): an event word after an
 * article or a possessive, or opening the message or a clause, with up to two words after "de"/"del"/"of" naming it ("concierto de Karol G") or, in English, two before it ("the Shakira concert").
 * The event as said, or undefined. Asked only where the dates are (at the dates question, or beside a length of
 * nights): elsewhere "8 rooms for the wedding" is about the party.
 */
function vagueEventIn(said: string, raw: string, lang: Lang): string | undefined {
  const x = VAGUE_EVENT[lang]?.exec(said);
  if (!x?.groups?.name) return undefined;
  const at = x.index + x[0].indexOf(x.groups.name);
  return raw.slice(at, at + x.groups.name.length);
}

/** The patterns of {@link vagueEventIn}, by chat language. */
const VAGUE_EVENT: Readonly<Record<Lang, RegExp>> = Object.fromEntries(
  (['es', 'en'] as const).map((lang) => [
    lang,
    new RegExp(
      String.raw`(?:(?<![\p{L}\p{N}])(?:el|la|los|las|the|al|pal|del|mi|my|our|su|his|her|nuestra|nuestro)\s+|(?<=(?:^|[,.;:!?¡¿])\s*))(?<name>${lang === 'en' ? String.raw`(?:(?!(?:for|the|a|an|to|my|our|at|on|in|of|and)\s)[\p{L}]+\s+){0,2}?` : ''}(?:${VAGUE_EVENTS.join('|')})(?:\s+(?:de|del|of)(?:\s+(?:la|el|los|las|the|mi|my))?(?:\s+(?!(?:en|in|y|and|para|pa|con|with|a|to|por|for)(?![\p{L}]))[\p{L}]+){1,2})?)(?![\p{L}\p{N}])`,
      'u',
    ),
  ]),
) as Record<Lang, RegExp>;

/**
 * The stay dates of one guest message, or undefined when it says none.
 *
 * Reads from `m.folded` (earlier extractors' words already blanked), in
 * Spanish or English whatever `m.lang` (which only decides numeric dates and
 * labels), with `m.today` (`YYYY-MM-DD`, Bogotá) as the reference:
 *
 * - Absolute: "15 de diciembre", "dic 15", "December 15th", "15/12",
 *   "15/12/2026", "15/12/26", "2026-12-15". A year only from 4 digits
 *   attached to the date (or 2 after a second slash; "del año 2027" too);
 *   a year after a range's end is the whole range's ("del 10 al 12 de marzo
 *   del 2024", "march 10 to 12, 2024"); without a year: this year if not
 *   past, else next year. A written year is never changed: a past one is
 *   the problem `past`; one more than ten years back, or after a birth word
 *   ("nací el…", "born on…"), is not about the stay and nothing is claimed.
 * - Numeric day/month: day first in Spanish; in English "12/01" has two
 *   readings (`choices`, both when bookable); a reading that is not a
 *   calendar date ("15/12", "12/15") leaves the other one.
 * - Relative: "hoy", "mañana", "pasado mañana", "en 3 días" (Colombian "en
 *   ocho días" / "dentro de ocho días" is a week from today; "en 15 días" is
 *   asked back: two weeks or fifteen days), "la próxima semana" / "next
 *   week" (a week is not a day: `choices` of its seven days, Monday to
 *   Sunday, each a check-in; "esta semana": today to Sunday; "la próxima
 *   semana, el miércoles" → that day), weekdays ("el viernes", "next friday": the next
 *   such day after today, `inferred`; "este viernes" said on a Friday is
 *   asked back: today or in a week), "el 15" (the next 15th, today included,
 *   `inferred`).
 * - Offsets from an anchor (any one day read: today, tomorrow, a weekday, a
 *   named day, a date): "a week from tomorrow", "two weeks from Saturday",
 *   "tres días después de navidad", "el día después de año nuevo", "the day
 *   before christmas", "dos semanas a partir de hoy", British "Monday week",
 *   "Friday fortnight", "a week on Saturday"; "in a fortnight" (a check-in in
 *   14 days, not 14 nights); "in a couple of weeks" is asked back. After
 *   "for"/"por" the count is the stay ("for a week from tomorrow"); "a partir
 *   de" a date starts the stay ("3 noches a partir del 8": the 8th, 3 nights).
 * - "The one after": "no este viernes sino el siguiente", "not this Friday,
 *   the one after", "el sábado no, el otro", "no este finde sino el otro",
 *   "the weekend after next" → a week later; asked back when the coming one
 *   is not sure (said inside that weekend); said of a date that is not weekly
 *   ("no el 15 sino el siguiente") nothing is claimed.
 * - Month only ("en diciembre", "el mes que viene", "next month", "este
 *   mes") → `ambiguity: monthOnly`, never the 1st. Christmas as a period
 *   ("over christmas", "las navidades", "vacaciones de navidad") is
 *   December's `monthOnly` too; "navidad" alone is 25 December.
 * - Alternatives are asked back: "el 15 o el 16", "dec 15 or 16" → `choices`;
 *   "2 o 3 noches", "entre 4 y 5 noches", "3-4 nights" → `nights` options.
 *   A date half of which cannot be read ("15 y 16 de diciembre") is not
 *   claimed.
 * - Numbers beside people are counts or ages, never days: a bare day (no
 *   month, no weekday) is not claimed inside parentheses or in a list of
 *   numbers next to a people word ("niños de 4 y 7", "2 y 1 niño"), unless
 *   a date word introduces it ("el 15", "del 15 al 18"); numbers followed by
 *   a people word ("entre 4 y 5 personas", "4-5 people", "the two of us")
 *   or said as the party's size ("somos 4-5", "we are 4-5") are never
 *   dates, whatever word comes before; "de N" alone and
 *   "N y M" never introduce a day. Ordinal words ("first", "primero") are
 *   days only with a month or after "the"/"el", not before a noun ("first
 *   name").
 * - Chat style: stretched letters ("mañanaaa"), "pal 28", "pa el juebes",
 *   "tmrw", "2nite", "una semanita", "2 nochecitas", "noches: 6",
 *   "a fortnight" (14), "una sola noche", "a single night" (1); "d" = de,
 *   "dl" = del, "q" = que ("del 28 d dic al 2 d enero", "la semana q
 *   viene"), "prox", "fds", "w/e", "w/end", "wknd" (the weekend).
 * - Short weekday words ("tue", "tues", "thu", "thurs", "fri" always; "sat",
 *   "sun", "wed", "mon", "lun", "mié", "jue", "vie", "sáb", "dom" only in a
 *   weekday range, after a date word or before a day number or a part of the
 *   day: "sat to tues", "vie a dom", "el sáb", "on sun", "sat 28"; "mar" only
 *   in a weekday range: "lun a mar"). A weekday range whose start is a
 *   weekday-like word not read ("juevs a domingo") is not claimed. A part of
 *   the day and an arrival time after a day go with it ("friday around
 *   9pm", "el viernes a las 8 de la noche"): the time is not a slot.
 * - A weekday or a day without a month said with a named period is a day of
 *   that period, the period giving the other end ("puente de reyes, llegamos
 *   el viernes" → Friday to the Monday holiday; "this w/e, arriving friday";
 *   "semana santa, llegamos el jueves"; the day before the period counts:
 *   "llegamos el jueves" for a Friday puente); a weekday that is not a day of
 *   it is not claimed.
 * - Open choices ("algún puente de junio", "cualquier festivo de agosto",
 *   "any long weekend", "algún fin de semana", "los puentes de enero") are
 *   always asked back (`choices`, even with one option): the month's long
 *   weekends or holidays, or the next three long weekends / four weekends.
 * - "A few" nights ("unos días nomás", "unas noches", "a few nights",
 *   "some nights", "varios días") → `ambiguity: nights [2, 3, 4]`, never a
 *   value; "en unos días" / "in a few days" (a vague arrival) is not claimed.
 * - A named day said beside another date with no range word between them is
 *   the reason of the trip, not its check-out ("el 24 de diciembre, pa pasar
 *   la navidad" → check-in 24 December, nights asked; "dec 23 for
 *   christmas"); with a range word it is the check-out ("hasta navidad").
 * - Ranges ("del 15 al 18 de diciembre", "Dec 15-18", "entre el 20 y el 27",
 *   "del 28 de diciembre al 2 de enero", "llego el 15 y salgo el 18", "check
 *   in 15 dec check out 18 dec") → checkin, checkout, nights. A bare day
 *   before a later day falls in the next month only when that makes a stay of
 *   15 nights or fewer ("del 28 al 2 de enero"); otherwise it is `reversed`.
 * - Durations: "3 noches", "una semana" (7), "dos semanas" (14), "4 días"
 *   (`ambiguity: nights [3, 4]`), "4 días y 3 noches" (3), "un fin de semana"
 *   (2), "un mes" (calendar months: the nights to the same day a month after
 *   the check-in, said or known at the nights question, 28 from 1 February;
 *   `tooLong` when over the limit or no check-in is known).
 * - Weekend: check-in Friday, 2 nights, `label`. "el fin de semana":
 *   Monday–Thursday the coming one; Friday asked back (arriving today, or
 *   next Friday); Saturday asked back (tonight to Sunday, or next weekend);
 *   Sunday the next. "el primer fin de semana de diciembre", "a weekend in
 *   march": 2 nights and that month's `monthOnly` (the day is asked).
 *   "el próximo fin de semana" / "next weekend": always asked back (the
 *   coming or current one, or the one after; on a Saturday or Sunday the
 *   coming Friday or the one after). Long weekends with a month said first
 *   or right after ("the january long weekend", "puente enero") are that
 *   month's, the next one not past (next year's once this year's is gone).
 * - Holidays (Colombian, moved Mondays included): "navidad", "nochebuena",
 *   "fin de año", "año nuevo" (asked back: 31 Dec or 1 Jan), "semana santa"
 *   (Palm Sunday to Easter Sunday; from today if it has begun), its days
 *   ("jueves santo", "good friday", "domingo de ramos", "easter sunday":
 *   they win over the weekday word; the Holy Week not yet over, a day of it
 *   already gone is `past`), "easter weekend" / "puente de semana santa"
 *   (asked back: Thursday or Friday to Sunday; "easter" alone also offers
 *   the whole week), named days ("noche de velitas" 7 Dec, "valentine's
 *   day" 14 Feb, "halloween" 31 Oct, "amor y amistad" the third Saturday
 *   of September), "el festivo de agosto" (that month's holidays; several →
 *   `choices`), long weekends
 *   ("puente de reyes", "el puente de noviembre", "long weekend": Friday to
 *   the Monday holiday, 3 nights; "el próximo puente" / "next long weekend"
 *   is offered as one choice, never taken; several in that month →
 *   `choices`; a named one that is not a long weekend this time, or "el
 *   puente de <something unknown>", is not claimed), "el festivo" / "el
 *   próximo feriado" / "the next public holiday" (the next holiday).
 *   Holidays by their own names (see `holidayNameAt` in holidays.ts:
 *   accents, articles and "san"/"saint" ignored): "puente de la
 *   independencia de cartagena", "puente de san pedro", "the epiphany long
 *   weekend", "fin de semana de reyes", "puente del 12 de octubre" (a date
 *   that is a holiday's own date or day off) → its long weekend; "festivo
 *   de reyes", "el feriado de san josé", "the assumption holiday" → its day
 *   off (`inferred`, `label`); "festivo del 12 de octubre", moved to a
 *   Monday → `choices` of the date said and the day off; distinctive names
 *   alone ("la independencia de cartagena", "todos los santos") → the day
 *   off; said as "the day of" it ("el día de Reyes", "día de la raza") → the
 *   day itself (6 January, 12 October), not its Monday; names that are also places or people ("San
 *   José", "Corpus Christi", "Pedro") only after "puente de"/"festivo de". Greetings ("feliz navidad") are not dates. Nights said with a
 *   named day are kept ("año nuevo 3 noches": `nights` beside the
 *   `choices`); with a named period of another length ("semana santa, 4
 *   noches") the choices are arriving at its start or leaving at its end.
 * - Refused with a `problem`: the past ("ayer", "hace una semana", "el 3 de
 *   marzo de 2025": never moved forward), more than {@link MAX_DAYS_AHEAD}
 *   days ahead (`tooFar`), not a calendar date (`invalid`), check-out not
 *   after check-in (`reversed`), over {@link MAX_NIGHTS} nights (`tooLong`).
 *
 * - Around a named day: "el lunes después de Reyes", "el martes después del
 *   puente de Reyes", "the Friday before Christmas" (the first such weekday
 *   after its last day or before its first), "the night before Christmas
 *   Eve" (a day), "dos noches antes de Año Nuevo" (a stay ending on it);
 *   "Reyes", "San José" are the holiday's own day there. "Desde que empiezan
 *   las novenas" is 16 December. "Las noches del 19 y 20" are both slept
 *   (out on the 21st).
 * - A long weekend not named and not "next" ("el puente", "for the long
 *   weekend") is the coming one offered as a single choice (`choices`,
 *   asked), never taken; a month's long weekends said beside a holiday's name
 *   ("el puente de noviembre, el de la independencia de Cartagena") are that
 *   holiday's. The weekend of a named day ("el fin de semana del día de la
 *   madre", "Mother's Day weekend") is Friday to Sunday of its weekend;
 *   "día de la madre" (second Sunday of May), "día del padre" (third Sunday
 *   of June) are named days.
 * - "X de la otra semana" is that day of next calendar week, said back as the
 *   one choice to confirm (some mean the week after); said on a Saturday or
 *   Sunday it is asked (the coming week's or a week later); British "a week
 *   today / tomorrow" is that day + 7.
 * - An end that may be a night of the stay is asked: "15th–18th inclusive",
 *   working days "through" a working day ("Monday through Thursday"); "a
 *   week and a bit" / "una semana y pico" (8 to 10 nights) is asked.
 * - Asked back, never guessed: a named day with a day number that is not
 *   its own ("New Year's Eve, the 30th", "Navidad, el 26": both as
 *   `choices`, unless the day is the arrival for it: "el 30 para año
 *   nuevo"); a length said loosely ("about a week", "unas 5 noches", "like
 *   4 nights or so", "una semana más o menos": the one `nights` option, or
 *   the stay as the one choice when a check-in is said; "three, maybe four
 *   nights": both); a weekday range with its week ("Mon–Wed next week", "de
 *   lunes a miércoles de la próxima semana": the days of that week; said on
 *   a Sunday, "next week" offers tomorrow's week and the one after); at the
 *   nights question "hasta el finde" / "till the weekend" (the nights to the
 *   Friday, Saturday or Sunday after the check-in).
 * - Corrections inside the message ("del 5 al 10 de marzo… no, al 9", "dos
 *   noches… mejor tres", "the 14th — no, the 16th"): the later value of the
 *   same kind replaces the earlier one (see `corrections` in scan.ts).
 *
 * - Shorthand: an en or em dash between days is a range ("Jan 12–15");
 *   "Aug. 22" (a month's short name with its dot); agency "IN 10ENE OUT
 *   14ENE", "15 Jan, 3N", "4D/3N"; "15.01 - 19.01" (two dotted day.months
 *   joined by a range word); spoken "el doce del doce" (a month by its
 *   number after "el D del"). Colombian "el otro fin de semana" is the
 *   weekend after the coming one (asked when said on a Friday or Saturday).
 * - Named days inside a full range are its reason ("Navidad, del 24 al 27",
 *   "Dec 30 - Jan 3, celebrating NYE"); outside it nothing is claimed.
 * - Trade shorthand: "6 n.", "x4 n.", "in 31/12 x 2 nts", "pasado mañana x 3"
 *   (a trade "x N" right after a day: N nights), "out +2", "tres (3)
 *   noches"; a numeric date with its format said ("1/12 - UK format", "12/1
 *   (US date)"); a lone dotted "10.08" answering the dates question (day
 *   first); "3 días a partir de mañana" (from tomorrow, 2 or 3 nights asked).
 * - Asked, never taken: a day said with "around"/"alrededor de" ("around the
 *   15th"); a weekend not placed ("un finde", "a long weekend in Feb": which
 *   one, no length); a weekday describing a date that it contradicts ("el 13
 *   de diciembre, que es sábado": both; one that fits is only a check, never a
 *   check-out); two bare lengths in doubt at the nights question ("mmm tres
 *   no cuatro", "4, maybe 5"); "Columbus Day" without "US"/"Colombian";
 *   "en un mes (más o menos)", "in a month" (the same day a month on, asked);
 *   a month whose first day is too far ahead ("diciembre del 2028") is
 *   refused (`tooFar`).
 * - Spanish "el próximo fin de semana" / "el finde que viene" said on a Sunday
 *   is the coming one ("el finde siguiente al próximo": the one after).
 * - "Al día siguiente", "al otro día", "the next day": a day after the date
 *   said before (at the nights question, after the check-in); "we fly home
 *   after six nights": 6 nights.
 * - Festivals and guests' own holidays: "del sábado al martes de carnaval"
 *   (Carnival's Saturday to Tuesday; "carnaval" alone is not claimed), St
 *   Stephen's Day, Anzac Day, US or Colombian Columbus Day; a named day with
 *   another year ("Christmas 2029": too far) or gone ("last Christmas", "la
 *   navidad pasada": past) is refused.
 * - "Sat to Sat, starting this Saturday": the start said again is the same
 *   day; "el fin de semana, o sea el lunes" (said when that Monday is the
 *   coming one): the day meant.
 *
 * Left alone: counts ("2 adultos", "8 meses", "3 habitaciones"), phone
 * numbers and other digit groups glued by "-", "/" or "." that are not a date
 * ("555-01", "300-555-01-23") or typed apart ("el 3 1 5 4 4 4 5 5 6 6"),
 * street addresses ("calle 5 # 10-20", "cra 7 no. 45-12", "5th avenue"),
 * English cardinal words and a lone "uno" as pronouns ("not the one above";
 * days are "the first", "on the 1st", "llego el uno", "del uno al cinco"),
 * dotted "7.30" unless a date word introduces it ("llegada 07.03", "del
 * 15.12 al 18.12"), times, and a bare number — except at the dates question
 * (`m.expecting === 'dates'`), where a lone "15" is the next 15th
 * (`inferred`). At the nights question a bare number is not claimed. At the
 * phone and email questions only unmistakable dates are read: a date with
 * its month or a written year, a range of days ("del 15 al 18"), a duration, or any
 * date said with an arrival or departure word ("llego mañana"); "mañana te
 * lo mando", "el viernes", "15/12", "12-05" are not claimed there, nor a
 * day without a month outside a range ("el 15": maybe the number's start).
 * Glued day-month ("18-dic", "18/dic/2026", "dic-18") reads as "18 dic". The
 * same date said twice in parentheses or after "/" ("Holy Week (Semana
 * Santa)") is one date.
 * `spans` cover exactly the words used, with their little words ("del",
 * "al", "el", "por", "from", "to", "on", "the", "llego"…).
 */
export function extractDates(m: Message): DatesFound | undefined {
  const strict = m.expecting === 'phone' || m.expecting === 'email';
  const stay = m.expecting === 'nights' ? m.anchor : undefined;
  const toks = tokenize(zeroesTypedAsO(m.raw, m.folded));
  agencyGluedDates(toks, m.raw);
  agencyRoleCodes(toks, m.raw);
  lineEnds(toks, m.raw);
  const c: PhraseContext = {
    toks,
    today: m.today,
    lang: m.lang,
    rule: 'future',
    strict,
    stay,
    known: m.known,
    nightsQuestion: m.expecting === 'nights',
    dayQuestion: m.expecting === 'dates' || m.expecting === 'nights',
    said: foldKeepLength(m.raw),
    order: numericOrderSaid(m.folded),
  };
  // Zero nights said (class: a stay under the limits of 1 to MAX_NIGHTS nights): no length is taken from the message — the
  // zero is refused by the dialogue (its words are left unread) and any other length said beside it ("just a day
  // room") is not read in its place.
  const items = scan(c, m.expecting);
  // Class: a day of the month said for a national day whose month depends on the guest's country ("el 18, para las
  // fiestas patrias": Chile's 18 September, Peru's 28 July, Colombia's 20 July): no month is guessed, the dates are asked.
  if (NATIONAL_DAYS.test(c.said ?? '') && items.some((it) => it.k === 'pt' && it.pt.p === 'day') && !items.some((it) => it.k === 'pt' && it.pt.p !== 'day'))
    return undefined;
  const zero = items.some((it) => it.k === 'dur' && it.zero);
  const out = combine(c, zero ? items.filter((it) => it.k !== 'dur') : items);
  const vague = m.expecting === 'nights' || strict ? undefined : vagueTimeIn(c.said ?? '', m.raw);
  // (its words stay unread: "Barranquilla pal carnaval" is still a place named for the carnival)
  // (not beside a time said in years or months: "in two years, for our anniversary" is too far, said as such)
  const event =
    m.expecting === 'nights' || strict || vague || /\b(?:anos?|years?|meses|months?)\b/.test(c.said ?? '')
      ? undefined
      : vagueEventIn(c.said ?? '', m.raw, m.lang);
  if (!out) {
    const time = vague?.said ?? (m.expecting === 'dates' ? event : undefined);
    return time === undefined ? undefined : { ambiguity: { kind: 'vague', said: time }, spans: [] };
  }
  const found = finish(c, out, { allowPast: false, limits: true });
  if (found.spans.length === 0) return undefined;
  // (the time named beside dates said by their day is why the guest comes: "Cali pa la feria de Cali, del 25 al 30 de
  // diciembre"; joined to a day, it says which one: "el sábado de la feria de las flores" stays unread, and is asked)
  // Class "a length for a time named" ("medellin for the flower festival, 4 nights", "pal concierto, 2 noches"): the
  // length stands, the dates are asked naming the time
  const nightsSaid = found.spans.some(([a, b]) => /\b(?:noches?|nights?|nites?)\b/.test((c.said ?? '').slice(a, b)));
  const named = vague?.said ?? event;
  if (
    named !== undefined &&
    nightsSaid &&
    found.checkin === undefined &&
    found.checkout === undefined &&
    found.nights !== undefined &&
    !found.ambiguity &&
    !found.problem
  )
    found.ambiguity = { kind: 'vague', said: named };
  else if (vague && reasonBeside(c.said ?? '', vague.span, found.spans)) found.spans = [...found.spans, vague.span];
  // Class: the day said, then ruled out with nothing in its place ("el viernes no puedo", "Friday doesn't work"): no
  // date is taken, the dates are asked.
  if (RULED_OUT_AFTER.test((c.said ?? '').slice(Math.max(...found.spans.map(([, e]) => e))))) return undefined;
  // Class: tonight and nothing more ("tonight only", "esta noche nomás", "solo por esta noche", "just tonight"): one night.
  if (found.checkin === m.today && found.nights === undefined && found.checkout === undefined && !found.ambiguity && !found.problem) {
    const only = ONLY_TONIGHT.exec(c.said ?? '');
    if (only) {
      found.nights = 1;
      found.checkout = addDays(m.today, 1);
      found.spans = [...found.spans, [only.index, only.index + only[0].length]];
    }
  }
  // Class "one night said as the night of a day, and only that" ("Saturday night only", "Saturday night, just one",
  // "solo la noche del sábado", "la noche de fin de año no más"): that night, one night. A night said alone ("el sábado
  // en la noche", "Saturday night") may be the arrival's hour, so it stays as read.
  if (found.checkin && found.nights === undefined && found.checkout === undefined && !found.ambiguity && !found.problem) {
    const said = c.said ?? '';
    const start = Math.min(...found.spans.map(([b]) => b));
    const end = Math.max(...found.spans.map(([, e]) => e));
    const before = said.slice(0, start);
    const nightOf = NIGHT_OF_BEFORE.exec(before);
    const nightSaid = /(?:night|nite|noche)\s*$/.test(said.slice(start, end)) || nightOf !== null;
    const onlyAfter = ONLY_AFTER.exec(said.slice(end));
    // "just Saturday night", "Saturday. Just Saturday night": a word of "only" right before the night's own day
    const nightSpan = found.spans.find(([b, e]) => /(?:night|nite|noche)\s*$/.test(said.slice(b, e)));
    // ("just the night of the 31st": the night's words read with the day)
    const lead = NIGHT_BEFORE_OF.exec(before);
    const nightFirst = NIGHT_OF_START.test(said.slice(start, end)) || (lead !== null && /^(?:of|de|del)\b/.test(said.slice(start, end)));
    const onlyBefore =
      (nightSpan !== undefined && ONLY_BEFORE.test(said.slice(0, nightSpan[0]))) ||
      (nightFirst && ONLY_BEFORE.test(lead ? before.slice(0, lead.index) : before));
    if ((nightSaid || nightFirst) && (onlyAfter || nightOf?.[1] || onlyBefore)) {
      found.nights = 1;
      found.checkout = addDays(found.checkin, 1);
      if (nightOf) found.spans = [[nightOf.index + nightOf[0].length - nightOf[0].trimStart().length, start], ...found.spans];
      if (onlyAfter) found.spans = [...found.spans, [end, end + onlyAfter[0].length]];
    }
  }
  // Class "the night of a named day, and only that" ("just Valentine's night", "Halloween night only", "Valentine's
  // night, just the one"): that night, one night. Said alone ("Halloween night") it may be the arrival's hour, like
  // "Saturday night", so it stays as read.
  if (found.label && found.checkin && found.nights === undefined && found.checkout === undefined && !found.ambiguity && !found.problem) {
    const said = c.said ?? '';
    const start = Math.min(...found.spans.map(([b]) => b));
    const end = Math.max(...found.spans.map(([, e]) => e));
    const night = /^\s+(night|nite)\b/.exec(said.slice(end));
    const after = night ? end + night[0].length : end;
    const onlyAfter = night ? (ONLY_AFTER.exec(said.slice(after)) ?? /^\s*,?\s*just\s+the\s+one(?:\s+night)?\b/.exec(said.slice(after))) : null;
    const onlyBefore = ONLY_BEFORE.test(said.slice(0, start));
    // (the night is the named day's, never a range's start: "Halloween night to Sunday")
    const dayNight = night !== null && !/^\s*(and|&|to|till|until|through|-)\b/.test(said.slice(after));
    if (dayNight && (onlyAfter || onlyBefore)) {
      found.nights = 1;
      found.checkout = addDays(found.checkin, 1);
      found.spans = [...found.spans, [end, after + (onlyAfter?.[0].length ?? 0)]];
    } else if (dayNight) found.spans = [...found.spans, [end, after]];
  }
  // Class "a range through the night of its last day" ("Thursday through Saturday night", "Fri thru Sun night"): that
  // night is slept too, out the morning after.
  if (found.checkin && found.checkout && found.nights !== undefined && !found.ambiguity && !found.problem && found.nights + 1 <= MAX_NIGHTS) {
    const said = c.said ?? '';
    const end = Math.max(...found.spans.map(([, e]) => e));
    // ("through the last night" of an event is read with the event: its last night is already slept)
    if (/\b(?:through|thru)\s+(?:the\s+)?(?!last\b)\p{L}+\s+(?:night|nite)\s*$/u.test(said.slice(0, end))) {
      found.checkout = addDays(found.checkout, 1);
      found.nights += 1;
    }
  }
  // Class "a range said with both ends included" ("del 3 al 8 de marzo ambos incluidos", "3rd to 8th inclusive"): is the
  // last day a night too (out the day after) or the day out? Both are offered.
  if (found.checkin && found.checkout && found.nights !== undefined && !found.ambiguity && !found.problem) {
    const said = c.said ?? '';
    const end = Math.max(...found.spans.map(([, e]) => e));
    const inclusive =
      /^\s*[,(]?\s*(?:(?:ambos|ambas|los dos|las dos)\s+(?:incluidos|incluidas|inclusive)|(?:both\s+)?inclusive|both\s+included|incluidos)\b/.exec(
        said.slice(end),
      );
    if (inclusive && found.nights + 1 <= MAX_NIGHTS) {
      const { checkin, checkout, nights } = found;
      found.ambiguity = {
        kind: 'choices',
        options: [
          { checkin, checkout, nights },
          { checkin, checkout: addDays(checkout, 1), nights: nights + 1 },
        ],
      };
      delete found.checkin;
      delete found.checkout;
      delete found.nights;
      found.spans = [...found.spans, [end, end + inclusive[0].length]];
    }
  }
  // Colombian "el otro viernes" read as the coming Friday or the one after: the one after, like "el otro fin de
  // semana" — some say it of the coming one too, so it is said back as that one choice to confirm.
  const amb = found.ambiguity;
  if (
    amb?.kind === 'choices' &&
    amb.options.length === 2 &&
    // (choices of a check-out alone have no check-in: "…, to 01/02")
    amb.options[0]!.checkin !== '' &&
    addDays(amb.options[0]!.checkin, 7) === amb.options[1]!.checkin &&
    amb.options[0]!.nights === amb.options[1]!.nights &&
    m.expecting !== 'nights' &&
    OTHER_WEEKDAY.test(c.said ?? '')
  )
    found.ambiguity = { kind: 'choices', options: [amb.options[1]!] };
  // Colombian "la otra semana" is next calendar week for most and the week after it for some: a stay read from it (no
  // day number said) is said back as that one choice to confirm, spelled out, never taken unseen.
  const other = OTHER_WEEK.exec(c.said ?? '');
  const inSpans = (from: number, to: number) => found.spans.some(([s, e]) => s <= from && e >= to);
  if (
    other &&
    !found.ambiguity &&
    !found.problem &&
    found.checkin !== undefined &&
    m.expecting !== 'nights' &&
    inSpans(other.index + other[0].indexOf('otra'), other.index + other[0].length) &&
    !c.toks.some((x) => x.k !== 'w' && x.k !== 'p' && inSpans(x.s, x.e))
  ) {
    found.ambiguity = { kind: 'choices', options: [{ checkin: found.checkin, checkout: found.checkout, nights: found.nights }] };
    delete found.checkin;
    delete found.checkout;
    delete found.nights;
  }
  const empty = found.checkin === undefined && found.checkout === undefined && found.nights === undefined && !found.ambiguity && !found.problem;
  return empty ? undefined : found;
}
