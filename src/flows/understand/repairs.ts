/**
 * Self-repairs inside one message, read once for every slot before the extractors run: the reparandum / marker /
 * repair of spoken disfluency ("mmm tres no cuatro", "el sábado 12 no perdón el domingo 13", "jfmosquera arroba
 * gmail punto com no perdón arroba hotmail", "four, I mean five").
 *
 * A repair is `X marker Y`: the marker is a phrase of the correction lexicon (`./lexicon/corrections.json`), and Y
 * is an item of one kind (a number, a dictated phone's last digits, a long digit group, a weekday, a date, a month, a
 * day word, a period named by which one, a city of the catalogue, an email's domain) that replaces the last item of
 * that kind in X. The message is
 * rewritten at the same length (the reparandum and the marker blanked, or the repair written in the reparandum's
 * place), so every extractor reads only what the guest meant.
 *
 * Left as it is: a Y of no kind, or of a kind X does not hold; more than one item of X that could be the one
 * replaced; a Y that is a list or a range ("7 y 9, no, 7 y 10", "del 2 al 6, no, del 3 al 6": the extractors read
 * those whole); a marker that alone means a plain "no" without a same-kind item right after it ("no este viernes
 * sino el siguiente", "no tengo email", "no, gracias").
 */
import { z } from 'zod';
import { MONTH_ABBR, MONTHS, UNIT_WORDS, WEEKDAYS } from './dates/words.js';
import { checkLexicon } from './lexiconCheck.js';
import { numberLexicon } from './numbers.js';
import data from './lexicon/corrections.json' with { type: 'json' };
import { numberValue, type TextRange, type Token, tokens } from './text.js';

/** A phrase of folded words: lowercase a-z (an inner apostrophe allowed), one space between words. */
const PHRASE = /^[a-z]+(?:'[a-z]+)?(?: [a-z]+(?:'[a-z]+)?)*$/;
const phrases = z.array(z.string().regex(PHRASE, 'folded words, one space between them'));

/**
 * The schema of `lexicon/corrections.json`: per language, the markers of a self-repair, those of them that alone
 * also mean a plain "no" (each must be a marker), those that rule a day out ("no puedo", "doesn't work": `ruledOut`,
 * each a negation), the fillers that may stand around a marker, the copulas that may stand between a marker that
 * is no negation and its repair, and the words that settle with a number ending the message which of two lengths is
 * meant ("book 3", "reserva 6").
 */
export const CorrectionLexicon = z.object({
  about: z.string(),
  languages: z.record(
    z.string(),
    z.object({ markers: phrases.min(1), negation: phrases, ruledOut: phrases, fillers: phrases, copulas: phrases, settling: phrases }).superRefine((t, ctx) => {
      const markers = new Set(t.markers);
      for (const n of t.negation) if (!markers.has(n)) ctx.addIssue({ code: 'custom', path: ['negation'], message: `"${n}" is not a marker of the lexicon` });
      const negation = new Set(t.negation);
      for (const n of t.ruledOut)
        if (!negation.has(n)) ctx.addIssue({ code: 'custom', path: ['ruledOut'], message: `"${n}" is not a negation of the lexicon` });
    }),
  ),
});
/** The correction lexicon, as validated by {@link CorrectionLexicon}. */
export type CorrectionLexicon = z.infer<typeof CorrectionLexicon>;

/** `data` checked as a correction lexicon; throws naming `source` and every problem found. */
export function parseCorrections(raw: unknown, source = 'correction lexicon'): CorrectionLexicon {
  return checkLexicon(CorrectionLexicon, raw, source, 'correction');
}

const LEXICON = parseCorrections(data, 'src/flows/understand/lexicon/corrections.json');
const all = (key: 'markers' | 'negation' | 'ruledOut' | 'fillers' | 'copulas' | 'settling') => Object.values(LEXICON.languages).flatMap((t) => t[key]);

/** The phrases that rule a day out said after it ("el viernes no puedo", "Friday doesn't work"), every language. */
export const RULED_OUT_PHRASES: readonly string[] = [...new Set(all('ruledOut'))];

/**
 * The words that settle, with a number ending the message, which of two lengths said is meant ("… then extend to 4N
 * if … — book 3", "una semana o 6 noches, reserva 6"), every language.
 */
export const SETTLING_PHRASES: readonly string[] = [...new Set(all('settling'))];

/** Every marker of every language, as word lists, longest first (a guest mixes languages). */
const MARKERS: readonly string[][] = [...new Set(all('markers'))].map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
/** Markers that alone may be a plain "no": a repair only with a same-kind item right after them. */
const NEGATION: ReadonlySet<string> = new Set(all('negation'));
const FILLERS: ReadonlySet<string> = new Set(all('fillers'));
/** The first words of the markers. */
const MARKER_HEADS: ReadonlySet<string> = new Set(MARKERS.map((p) => p[0]!));
const COPULAS: ReadonlySet<string> = new Set(all('copulas'));

/** Every marker of the lexicon, longest first ("no perdón", "perdón", "I mean", "no"). */
export const MARKER_PHRASES: readonly string[] = MARKERS.map((p) => p.join(' '));
/** The markers that never mean a plain "no" ("perdón", "sorry", "I mean", "no espera"): they take back wherever they stand. */
export const TAKING_BACK_PHRASES: readonly string[] = MARKER_PHRASES.filter((p) => !NEGATION.has(p));

/** `phrases` as alternatives of a regular expression source (no groups), spaces between words matching any run of spaces. */
export function phrasesAlternation(phrases: readonly string[]): string {
  return phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`\s+`)).join('|');
}

/** A regular expression source matching any of `phrases` as whole words (`phrasesPattern(['no perdon', 'no'])` matches "no  perdon" and "no"). */
export function phrasesPattern(phrases: readonly string[]): string {
  return String.raw`\b(?:${phrasesAlternation(phrases)})\b`;
}

/**
 * The words that take back, one by one, for the readers that look at single words around their own items: each
 * one-word marker, and the last word of each longer one ("perdón", "sorry", "mean" of "I mean", "mentiras" of "no
 * mentiras", "decir" of "quise decir").
 */
export const TAKE_BACK_WORDS: ReadonlySet<string> = new Set(MARKERS.map((p) => p[p.length - 1]!));
/** The words before the last of a longer marker ("i" of "I mean", "quise" of "quise decir", "make" of "make it"). */
export const MARKER_LEAD_WORDS: ReadonlySet<string> = new Set(MARKERS.flatMap((p) => p.slice(0, -1)));

/** The kinds of item a repair replaces. */
export type RepairKind = 'number' | 'digits' | 'long' | 'weekday' | 'month' | 'day' | 'period' | 'city' | 'domain';

/** One repair read in a message: what was taken back and what replaces it, as said. */
export interface Repair {
  kind: RepairKind;
  /** The words taken back (the reparandum), as folded. */
  said: string;
  /** The words that replace them (the repair), as folded. */
  meant: string;
  /** Where the reparandum stands in the message. */
  span: TextRange;
  /** Where the repair stands in the repaired message (no other reader may claim it: it is the value said). */
  at: TextRange;
  /** Where the marker stands in the message ("no perdón", "I mean"). */
  marker: TextRange;
}

/** A message with its self-repairs applied: same length as the folded message given. */
export interface Repaired {
  folded: string;
  repairs: Repair[];
  /** The contrasts read: a plain "no" between two values of one kind where the value said first stands. */
  contrasts: Contrast[];
}

/**
 * A plain "no" (or "not") read as a contrast, not a repair: the value said first stands. `comma`: a comma before
 * the negation and a word of its own after it ("llegamos el sábado, no el viernes", "es el 12, no el 11"), read as
 * sure; without (`comma` false), a value asserted and denied in one breath ("la fecha es el jueves no el miércoles"),
 * which some guests mean the other way round: the value said first is said back to confirm.
 */
export interface Contrast {
  /** Where the negation stands in the message. */
  marker: TextRange;
  comma: boolean;
}

/** Single digit words of a dictated number ("tres cero cero…", "three oh oh…"). */
const DIGIT_WORDS: ReadonlySet<string> = new Set(
  'cero uno dos tres cuatro cinco seis siete ocho nueve zero oh one two three four five six seven eight nine'.split(' '),
);
/** Number words that are as often other words ("a", "un", "no", "once" in English, "par"): never a repair's item. */
const WEAK_NUMBERS: ReadonlySet<string> = new Set(['a', 'an', 'un', 'no', 'par', 'once', 'oh', 'i']);
/** Days said as words ("hoy", "mañana", "tomorrow"; "pasado mañana" starts with "pasado"). */
const DAY_WORDS: ReadonlySet<string> = new Set(['hoy', 'manana', 'today', 'tomorrow', 'tonight', 'pasado']);
/** Periods named by which one ("next weekend", "este fin de semana", "el puente"; "fin" of "fin de semana"). */
const PERIOD_WORDS: ReadonlySet<string> = new Set(['weekend', 'finde', 'puente']);
/** Words naming which period ("this", "next", "este", "el próximo", "el siguiente"): part of the period's item. */
const PERIOD_MODIFIERS: ReadonlySet<string> = new Set([
  'este',
  'esta',
  'proximo',
  'proxima',
  'siguiente',
  'entrante',
  'otro',
  'otra',
  'next',
  'this',
  'coming',
  'el',
  'la',
  'the',
]);
/** Nouns a count stands before ("dos noches", "4 adultos", "5 años"): they stay with the count when it is repaired. */
const COUNT_NOUNS: ReadonlySet<string> = new Set([...UNIT_WORDS, 'anos', 'ano', 'anitos', 'years', 'year', 'yrs', 'yo', 'old']);
/** Words naming a month by which one after a day ("of next month", "del mes que viene", "de este mes"). */
const MONTH_TAIL: ReadonlySet<string> = new Set('of de del the el this next coming following month mes este proximo que viene entrante siguiente'.split(' '));
/** Words before an item that give it its role ("del 5", "al 9", "de 6" años, "por tres" noches, "the 14th"). */
const ROLE_OF: Readonly<Record<string, string>> = {
  del: 'from',
  desde: 'from',
  from: 'from',
  al: 'to',
  hasta: 'to',
  to: 'to',
  till: 'to',
  until: 'to',
  de: 'of',
  of: 'of',
  por: 'for',
  for: 'for',
  durante: 'for',
};
/** Articles before a repair's item, dropped with the marker ("no perdón el domingo", "no, the 16th"). */
const ARTICLES: ReadonlySet<string> = new Set(['el', 'la', 'los', 'las', 'the', 'on', 'en', 'a']);
/** Words that assert the value after them ("son 4", "somos 3", "es Medellín", "eran 5", "it's the 5th"): a plain "no" after it is a contrast. */
const ASSERTING: ReadonlySet<string> = new Set([
  ...['son', 'somos', 'es', 'eran', 'era', 'seran', 'sera', 'mejor', 'are', 'is', 'its', "it's", 'were', 'was'],
  // An age asserted ("la niña tiene 7 no 5", "she's 7 not 5"): the first stands too.
  ...['tiene', 'tienen', 'cumplio', 'cumple', 'has', 'turned', 'shes', 'hes'],
]);
/** Words between a denial and the item it denies ("no quiero ir a Cartagena, mejor Medellín", "not to Cali, rather Bogotá"). */
const DENIAL_LEAD: ReadonlySet<string> = new Set(['quiero', 'queremos', 'ir', 'want', 'go', 'to', 'a', 'al', 'pa', 'para', 'en', 'in', 'el', 'la', 'the']);

/**
 * Where a repaired item starts together with its own denial ("no quiero Cartagena, mejor Medellín": "no quiero
 * Cartagena"): the denial was of the item taken back, and goes with it, or it would deny the repair. Up to three
 * {@link DENIAL_LEAD} words may stand between the denial and the item; without a denial, the item's own start.
 */
function deniedFrom(toks: readonly Tok[], from: number): number {
  let k = from - 1;
  while (k >= 0 && from - k <= 3 && DENIAL_LEAD.has(toks[k]!.text)) k--;
  return k >= 0 && (toks[k]!.text === 'no' || toks[k]!.text === 'not') ? toks[k]!.start : toks[from]!.start;
}

/** Words joining a list or a range after an item ("7 y 10", "del 3 al 6", "5 or 6"): a repair followed by one is not one item. */
const JOINERS: ReadonlySet<string> = new Set(['y', 'e', 'and', 'al', 'a', 'to', 'hasta', 'till', 'until', 'o', 'u', 'or']);
/** Words of a spoken email's domain ("arroba gmail punto com", "at outlook dot co"). */
const AT_WORDS: ReadonlySet<string> = new Set(['arroba', 'at']);
const DOT_WORDS: ReadonlySet<string> = new Set(['punto', 'dot', 'com', 'co', 'net', 'org', 'es', 'edu']);

interface Tok extends Token {
  kind?: RepairKind | undefined;
}

/** The kind of one folded word, the city names aside. */
function kindOf(w: string, next: string | undefined, prev: string | undefined): RepairKind | undefined {
  if (/^\d{5,}$/.test(w)) return 'long';
  if (/^\d{1,4}$/.test(w) || /^\d{1,2}(?:st|nd|rd|th|ro|do|to|vo|mo|no)$/.test(w)) return 'number';
  if (Object.hasOwn(WEEKDAYS, w)) return 'weekday';
  if (Object.hasOwn(MONTHS, w)) return 'month';
  // An abbreviation is a month only beside a day number ("dic 15", "15 dic").
  if (Object.hasOwn(MONTH_ABBR, w) && ((next !== undefined && /^\d{1,2}/.test(next)) || (prev !== undefined && /^\d{1,2}/.test(prev)))) return 'month';
  if (DAY_WORDS.has(w) && (w !== 'pasado' || next === 'manana')) return 'day';
  if (PERIOD_WORDS.has(w) || (w === 'fin' && next === 'de')) return 'period';
  if (!WEAK_NUMBERS.has(w) && numberValue(w) !== undefined && w.length > 2) return 'number';
  if (DAY_ORDINALS.has(w)) return 'number';
  return undefined;
}

/**
 * English ordinal words that name a day of the month ("fifteenth", "third"): a repair's number ("the fifteenth…, no
 * wait, sixteenth"); "first" and "second" are as often other words ("wait a second").
 */
const DAY_ORDINALS: ReadonlyMap<string, number> = (() => {
  const o = numberLexicon('en').ordinals;
  return new Map(
    [...Object.entries(o.units), ...Object.entries(o.teens), ...Object.entries(o.tens)].filter(([w, n]) => n <= 31 && w !== 'first' && w !== 'second'),
  );
})();

/** The city names of the catalogue as folded word lists, longest first. */
function cityWords(cities: readonly string[]): string[][] {
  const key = cities.join('|');
  let lists = CITY_WORDS.get(key);
  if (!lists) {
    lists = cities
      .map((c) => tokens(c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).map((t) => t.text))
      .filter((ws) => ws.length > 0)
      .sort((a, b) => b.length - a.length);
    if (CITY_WORDS.size > 16) CITY_WORDS.clear();
    CITY_WORDS.set(key, lists);
  }
  return lists;
}
/** {@link cityWords} of the catalogues seen, by their names joined (a deployment has one catalogue). */
const CITY_WORDS = new Map<string, string[][]>();
/** The most words between a marker's first word and the repair's item ("no, perdón, mejor dicho, es el …"). */
const MAX_MARKER_WORDS = 8;

/** A run of tokens read as one item: a date ("sábado 12", "12 de diciembre", "jan 20"), a city, a number. */
interface Unit {
  from: number;
  /** Past the last token. */
  to: number;
  kinds: Set<RepairKind>;
}

const DATE_KINDS: ReadonlySet<RepairKind> = new Set(['weekday', 'month', 'number', 'day']);

/** The unit starting at token `i` (of a kind), joining a date's parts ("sábado 12", "12 de diciembre", "pasado mañana"). */
function unitAt(toks: readonly Tok[], i: number): Unit {
  const kinds = new Set<RepairKind>([toks[i]!.kind!]);
  let j = i + 1;
  if (toks[i]!.text === 'pasado') return { from: i, to: i + 2, kinds };
  if (toks[i]!.text === 'day') return { from: i, to: i + 3, kinds };
  if (!DATE_KINDS.has(toks[i]!.kind!) || toks[i]!.kind === 'day') return { from: i, to: j, kinds };
  while (j < toks.length) {
    const k = toks[j]!.kind;
    const t = toks[j]!.text;
    // "12 de diciembre", "9th of May": the month joins through "de"/"of".
    const nx = toks[j + 1];
    if ((t === 'de' || t === 'of') && nx && (nx.kind === 'month' || Object.hasOwn(MONTH_ABBR, nx.text)) && !kinds.has('month')) {
      kinds.add('month');
      j += 2;
      continue;
    }
    if (k === 'month' && !kinds.has('month')) kinds.add('month');
    else if (k === 'number' && !kinds.has('number') && (kinds.has('weekday') || kinds.has('month'))) kinds.add('number');
    else break;
    j++;
  }
  return { from: i, to: j, kinds };
}

/**
 * The marker between tokens `a` and `b` (exclusive): every word a marker's, a filler's, or (after a marker that is no
 * negation) a copula. Undefined when a word is none of them or no marker is said. `negation`: all markers said may
 * be a plain "no".
 */
function readMarker(toks: readonly Tok[], a: number, b: number): { negation: boolean } | undefined {
  let i = a;
  let saw = false;
  let negation = true;
  while (i < b) {
    const m = MARKERS.find((p) => i + p.length <= b && p.every((w, k) => toks[i + k]!.text === w));
    if (m) {
      saw = true;
      if (!NEGATION.has(m.join(' '))) negation = false;
      i += m.length;
      continue;
    }
    const w = toks[i]!.text;
    if (FILLERS.has(w) || (saw && !negation && COPULAS.has(w))) {
      i++;
      continue;
    }
    return undefined;
  }
  return saw ? { negation } : undefined;
}

/**
 * The message `folded` (folded, same length as said) with its self-repairs applied, and the repairs read. `cities`:
 * the catalogue's city names (a city repaired by another: "Cartagena, no perdón, Santa Marta").
 *
 * @example
 * repairMessage('mmm tres no cuatro').folded // → 'mmm         cuatro'
 * repairMessage('2 adultos 1 niño de 5 años no perdón de 6').folded // → '2 adultos 1 niño de 6 años' and blanks
 */
export function repairMessage(folded: string, cities: readonly string[] = []): Repaired {
  const repairs: Repair[] = [];
  const contrasts = new Map<number, Contrast>();
  let text = folded;
  // One repair at a time, from the start; each rewrite keeps the length, so the next reads the text as repaired.
  for (let round = 0; round < 4; round++) {
    const r = nextRepair(text, cities, (c) => contrasts.set(c.marker[0], c));
    if (!r) break;
    repairs.push(r.repair);
    text = r.text;
  }
  return { folded: text, repairs, contrasts: [...contrasts.values()] };
}

/** `text` with `[s, e)` blanked. */
function blank(text: string, s: number, e: number): string {
  return text.slice(0, s) + ' '.repeat(Math.max(0, e - s)) + text.slice(e);
}

/** Whether the characters between two tokens are only spaces and punctuation a repair may stand beside. */
function plainGap(text: string, a: Tok, b: Tok): boolean {
  return /^[\s,.;:!?¡¿…—–\-()]*$/.test(text.slice(a.end, b.start));
}

/** The first repair of `text`, and the text with it applied; each contrast met before it goes to `contrast` (see {@link Repaired}). */
function nextRepair(text: string, cities: readonly string[], contrast: (c: Contrast) => void): { text: string; repair: Repair } | undefined {
  const toks: Tok[] = tokens(text);
  if (toks.length < 3 || !toks.some((t) => MARKER_HEADS.has(t.text))) return undefined;
  for (let i = 0; i < toks.length; i++) toks[i]!.kind = kindOf(toks[i]!.text, toks[i + 1]?.text, toks[i - 1]?.text);
  // "the day after tomorrow" is one day, said from its first word ("tomorrow" in it is no day of its own; "the day
  // after" alone is the dates' to read as a correction)
  for (let i = 0; i + 2 < toks.length; i++)
    if (toks[i]!.text === 'day' && toks[i + 1]!.text === 'after' && toks[i + 2]!.text === 'tomorrow') {
      toks[i]!.kind = 'day';
      toks[i + 2]!.kind = undefined;
    }
  // City names of the catalogue: every word of one marked 'city', the first of them its head.
  const cityLists = cityWords(cities);
  const cityStart = new Set<number>();
  const cityEnd = new Map<number, number>();
  for (let i = 0; i < toks.length; i++) {
    const c = cityLists.find((ws) => ws.every((w, k) => toks[i + k]?.text === w));
    if (!c) continue;
    cityStart.add(i);
    cityEnd.set(i, i + c.length);
    for (let k = i; k < i + c.length; k++) toks[k]!.kind = 'city';
    i += c.length - 1;
  }
  const unitOf = (i: number): Unit => {
    if (cityStart.has(i)) return { from: i, to: cityEnd.get(i)!, kinds: new Set(['city']) };
    return unitAt(toks, i);
  };
  const isHead = (i: number) => toks[i]!.kind !== undefined && (toks[i]!.kind !== 'city' || cityStart.has(i));

  for (let g0 = 1; g0 < toks.length; g0++) {
    // A marker starts with a marker's first word or a filler.
    if (toks[g0]!.kind !== undefined || !(MARKER_HEADS.has(toks[g0]!.text) || FILLERS.has(toks[g0]!.text))) continue;
    // "si no" offers another value ("mañana si hay, si no pasado mañana"): it takes nothing back.
    if ((toks[g0]!.text === 'no' && toks[g0 - 1]?.text === 'si') || (toks[g0]!.text === 'si' && toks[g0 + 1]?.text === 'no')) continue;
    // The marker runs to the first item (Y's head), across role words and articles.
    let y = g0;
    while (y < toks.length && y - g0 <= MAX_MARKER_WORDS && !isHead(y) && !AT_WORDS.has(toks[y]!.text)) y++;
    if (y >= toks.length || y - g0 > MAX_MARKER_WORDS) continue;
    let g1 = y;
    const period = toks[y]!.kind === 'period';
    while (g1 > g0 && (ROLE_OF[toks[g1 - 1]!.text] !== undefined || ARTICLES.has(toks[g1 - 1]!.text) || (period && PERIOD_MODIFIERS.has(toks[g1 - 1]!.text))))
      g1--;
    const marker = readMarker(toks, g0, g1);
    if (!marker) continue;
    // "en Medellín mejor, no Cartagena", "el 15 mejor, no el 16": "mejor" said after a value prefers it, and the "no"
    // right before the next value denies that one: never a repair (the readers read both values as said)
    const preferred =
      g1 === g0 + 2 && toks[g0]!.text === 'mejor' && toks[g0 + 1]!.text === 'no' && !/[,;.…—–-]/.test(text.slice(toks[g0 + 1]!.end, toks[y]!.start));
    if (preferred) continue;
    const out = repairAt(text, toks, g0, g1, y, marker.negation, unitOf, isHead);
    if (out && 'contrast' in out) {
      // Only a lone "no" with no pause after it, its value said right before it: "ah no el 9", "el 15, no, el 16"
      // take back.
      const lone = g1 === g0 + 1 && /^(?:no|not)$/.test(toks[g0]!.text) && !/[,;.…—–-]/.test(text.slice(toks[g0]!.end, toks[y]!.start));
      const plain =
        /^\s*,?\s*$/.test(text.slice(toks[g0 - 1]!.end, toks[g0]!.start)) && !FILLERS.has(toks[g0 - 1]!.text) && !MARKER_HEADS.has(toks[g0 - 1]!.text);
      // After a comma, the denied value needs a word of its own before it ("no el viernes", "no en 15 días"): a bare
      // ", no 5" is as often the guest's new count.
      const comma = text.slice(toks[g0 - 1]!.end, toks[g0]!.start).includes(',');
      if (lone && plain && (out.contrast === 'asserted' || y > g1)) contrast({ marker: [toks[g0]!.start, toks[g0]!.end], comma });
    } else if (out) return { text: out.text, repair: { ...out.repair, marker: [toks[g0]!.start, toks[g1 - 1]!.end] } };
  }
  return undefined;
}

/**
 * Whether `gap`, the text between a value and the next one ("el 12 de enero|, no el |11"), denies the next after a
 * comma: Spanish ", no" (an article may follow), English ", not" ("the", "on", "for" may follow), with no pause after
 * the negation and no other word of correction. Then the two are a contrast and the value said first stands ("es el 12
 * de enero, no el 11", "del 21 al 24, no del 20", "3 adultos, no 2", "on the 9th, not the 10th"; in brackets too: "Noches: 5
 * (no 4)"); ", no, el 16", ", ah
 * no 10", ", no perdón, el 16" and English ", no the 10th" take it back instead. Shared by the repair step and the date
 * reader.
 */
export function deniedAfterComma(gap: string): boolean {
  return DENIED_AFTER_COMMA.test(gap);
}

/**
 * Whether `gap` denies the next value with no comma before the negation ("es del 5 al 9| no del |4 al 8"), read only
 * after a value asserted ("es", "son", "it's"): the same words as {@link deniedAfterComma}.
 */
export function deniedRightAfter(gap: string): boolean {
  return DENIED_RIGHT_AFTER.test(gap);
}

/** The negation and the little words that may follow it before the value denied. */
const DENIAL = String.raw`(?:no\s+(?:(?:el|la|los|las|del|al|de|en)\s+)?|not\s+(?:(?:the|on|for|in)\s+)?)$`;
const DENIED_AFTER_COMMA = new RegExp(String.raw`^\s*[,(]\s*${DENIAL}`, 'i');
const DENIED_RIGHT_AFTER = new RegExp(String.raw`^\s*${DENIAL}`, 'i');

/** The repair whose marker stands at tokens `g0`..`g1` and whose item starts at token `y`, if it is one. */
function repairAt(
  text: string,
  toks: readonly Tok[],
  g0: number,
  g1: number,
  y: number,
  negation: boolean,
  unitOf: (i: number) => Unit,
  isHead: (i: number) => boolean,
): { text: string; repair: Omit<Repair, 'marker'> } | { contrast: 'afterComma' | 'asserted' } | undefined {
  const roleY = g1 < y ? ROLE_OF[toks[g1]!.text] : undefined;
  // A bare "no" takes back only with its item right after it: "el lunes no el martes", never "no, el otro viernes".
  if (negation && y - g1 > 2) return undefined;
  // Class: a bare "no" after a comma and before its item with no pause ("el 12 de enero, no el 11", "del 21 al 24, no
  // del 20", "3 adultos, no 2") denies the item after it: a contrast, the value said first stands. With a pause after
  // it ("el 15, no, el 16"), a filler ("ah no 10") or another word of correction ("no perdón") it takes the first back;
  // so does English "no the 10th".
  if (negation && g0 > 0 && deniedAfterComma(text.slice(toks[g0 - 1]!.end, toks[y]!.start))) {
    // The item denied said again right after it ("el sábado, no el domingo, el domingo"): the guest takes it, so
    // the "no" took the first back after all.
    const to = unitOf(y).to;
    const again = toks[to] !== undefined && plainGap(text, toks[to - 1]!, toks[to]) && toks.slice(g1, to).every((t, k) => toks[to + k]?.text === t.text);
    return again ? undefined : { contrast: 'afterComma' };
  }

  // Email domain: "… arroba gmail punto com, no perdón, arroba hotmail".
  if (AT_WORDS.has(toks[y]!.text)) {
    let at = -1;
    for (let k = g0 - 1; k >= 0; k--) {
      if (AT_WORDS.has(toks[k]!.text)) {
        at = k;
        break;
      }
      if (!(DOT_WORDS.has(toks[k]!.text) || (toks[k]!.kind === undefined && k > 0))) return undefined;
    }
    if (at < 1 || toks[y]!.text !== toks[at]!.text || y + 1 >= toks.length) return undefined;
    const s = toks[at]!.start;
    const said = text.slice(s, toks[g0 - 1]!.end);
    const meant = text.slice(toks[y]!.start, toks[y + 1]!.end);
    const span: TextRange = [s, toks[g0 - 1]!.end];
    // The repair says its own ending ("… arroba hotmail punto com"): X and the marker go.
    if (y + 2 < toks.length && DOT_WORDS.has(toks[y + 2]!.text))
      return { text: blank(text, s, toks[y]!.start), repair: { kind: 'domain', said, meant, span, at: [toks[y]!.start, toks[y + 1]!.end] } };
    // Else X's ending (" punto com") follows the new domain: written over X, the marker and Y, which it fits.
    const ending = text.slice(toks[at + 1]!.end, toks[g0 - 1]!.end).replace(/\s+/g, ' ');
    const end = toks[y + 1]!.end;
    const written = `${meant}${ending}`.padEnd(end - s, ' ');
    return { text: text.slice(0, s) + written + text.slice(end), repair: { kind: 'domain', said, meant, span, at: [s, s + meant.length] } };
  }

  const kind = toks[y]!.kind!;
  // A period named again by which one: "next weekend... actually this weekend", "el puente, no perdón, el otro fin de
  // semana": the last period of X, with the words naming which one, goes.
  if (kind === 'period') {
    const periods: number[] = [];
    for (let k = 0; k < g0; k++) if (toks[k]!.kind === 'period') periods.push(k);
    const xk = periods[periods.length - 1];
    if (xk === undefined) return undefined;
    let xEndTok = xk;
    if (toks[xk]!.text === 'fin' && toks[xk + 2]?.text === 'semana') xEndTok = xk + 2;
    if (periods.length > 1 && xEndTok !== g0 - 1) return undefined;
    let xFrom = xk;
    while (xFrom > 0 && PERIOD_MODIFIERS.has(toks[xFrom - 1]!.text)) xFrom--;
    let yFrom = y;
    while (yFrom > g1 && PERIOD_MODIFIERS.has(toks[yFrom - 1]!.text)) yFrom--;
    // Without a word naming which one, the same period said twice is no repair.
    const naming = (a: number, b: number) => toks.slice(a, b).some((t) => !ARTICLES.has(t.text));
    if (!naming(xFrom, xk) && !naming(yFrom, y)) return undefined;
    const s0 = toks[xFrom]!.start;
    const x1 = toks[xEndTok]!.end;
    const yEndTok = toks[y]!.text === 'fin' && toks[y + 2]?.text === 'semana' ? y + 2 : y;
    const at: TextRange = [toks[yFrom]!.start, toks[yEndTok]!.end];
    const t = xEndTok === g0 - 1 ? blank(text, s0, at[0]) : blank(blank(text, s0, x1), toks[g0]!.start, at[0]);
    return { text: t, repair: { kind, said: text.slice(s0, x1), meant: text.slice(at[0], at[1]), span: [s0, x1], at } };
  }
  // A city repaired by a plain "no" is as often a contrast ("es Medellín no Cali"): only with a marker that takes back.
  if (kind === 'city' && negation) return undefined;

  // A dictated number's last digits said again: "… cinco seis siete no seis ocho" → "… cinco seis ocho".
  const run: number[] = [];
  for (let k = g0 - 1; k >= 0 && (DIGIT_WORDS.has(toks[k]!.text) || /^\d$/.test(toks[k]!.text)); k--) run.unshift(k);
  const isDigit = (k: number) => k < toks.length && (DIGIT_WORDS.has(toks[k]!.text) || /^\d$/.test(toks[k]!.text));
  if (run.length >= 5 && isDigit(y)) {
    let n = 0;
    while (isDigit(y + n)) n++;
    if (n > 4 && n < run.length) return undefined;
    const from = n >= run.length ? run[0]! : run[run.length - n]!;
    const s = toks[from]!.start;
    return {
      text: blank(text, s, toks[y]!.start),
      repair: {
        kind: 'digits',
        said: text.slice(s, toks[g0 - 1]!.end),
        meant: text.slice(toks[y]!.start, toks[y + n - 1]!.end),
        span: [s, toks[g0 - 1]!.end],
        at: [toks[y]!.start, toks[y + n - 1]!.end],
      },
    };
  }
  // Digits of a phone said in groups: its ending corrections are the contact reading's.
  if (toks[g0 - 1]!.kind === 'long' || run.length >= 5) {
    if (kind !== 'long') return undefined;
  }

  const yu = unitOf(y);
  // Y must be one item: not a list or a range ("7 y 10", "del 3 al 6"), nor followed by more of its kinds.
  let after = yu.to;
  while (after < toks.length && COUNT_NOUNS.has(toks[after]!.text)) after++;
  const nx = toks[after];
  let beyond = after + 1;
  while (beyond < toks.length && ARTICLES.has(toks[beyond]!.text)) beyond++;
  const itemAt = (k: number) => k >= 0 && k < toks.length && (toks[k]!.kind !== undefined || numberValue(toks[k]!.text) !== undefined);
  if (nx && JOINERS.has(nx.text) && itemAt(beyond)) return undefined;
  // A month before a dashed range of days ("actually jan 21-25") is a range said again: the dates reader reads it whole.
  if (kind === 'month' && nx && after === yu.to && /^\d{1,2}\s*[-–]\s*\d{1,2}$/.test(text.slice(nx.start, nx.end))) return undefined;
  if (nx && plainGap(text, toks[yu.to - 1]!, nx) && nx.kind !== undefined && isHead(after) && after === yu.to) return undefined;

  // The items of X of Y's head kind, last first.
  const candidates: Unit[] = [];
  for (let k = 0; k < g0; k++) {
    if (!isHead(k)) continue;
    const u = unitOf(k);
    if (u.to > g0) u.to = g0;
    if ([...u.kinds].some((x) => x === kind) || (kind !== 'city' && toks[k]!.kind === kind)) candidates.push(u);
    if (u.to > k + 1) k = u.to - 1;
  }
  if (candidates.length === 0) return undefined;
  const last = candidates[candidates.length - 1]!;
  // Between the item and the marker only its count nouns ("dos noches no tres", "4 adultos, no espera, 5").
  let tailFree = true;
  for (let k = last.to; k < g0; k++) if (!COUNT_NOUNS.has(toks[k]!.text)) tailFree = false;
  // Or the month a day is of, said by which one ("the 15th of next month, no wait, 16th", "el 15 del mes que viene,
  // no, el 16"): those words stay with the day
  if (!tailFree && kind === 'number' && last.to < g0 && /^(of|de|del)$/.test(toks[last.to]!.text))
    tailFree = toks.slice(last.to, g0).every((t) => MONTH_TAIL.has(t.text));
  const roleOf = (u: Unit) => (u.from > 0 ? ROLE_OF[toks[u.from - 1]!.text] : undefined);
  let chosen: Unit | undefined;
  // A count with its noun repairs the last count of that noun ("6 adults, …, Oct 9–12. No wait — 7 adults").
  const nounAfterY = kind === 'number' && COUNT_NOUNS.has(toks[yu.to]?.text ?? '') ? toks[yu.to]!.text : undefined;
  const sameNoun = nounAfterY ? candidates.filter((u) => toks[u.to]?.text === nounAfterY && u.to < g0) : [];
  if (sameNoun.length) chosen = sameNoun[sameNoun.length - 1];
  else if (roleY !== undefined && roleY !== 'of') {
    // "del 2 al 6 de junio; ah no, al 7": the item of the same role.
    const same = candidates.filter((u) => roleOf(u) === roleY);
    chosen = same[same.length - 1];
    if (chosen && chosen !== last && !(kind === 'number' && same.length === 1)) chosen = undefined;
  } else if (tailFree) chosen = last;
  else if (candidates.length === 1 && kind !== 'number') chosen = last;
  if (!chosen) return undefined;
  // The item replaced must hold Y's head kind in the same place: a count is not a day ("5 noches desde el 20").
  const xs = toks[chosen.from]!;
  const s = deniedFrom(toks, chosen.from);
  const xEnd = toks[chosen.to - 1]!.end;
  const said = text.slice(xs.start, xEnd);
  const yEnd = toks[yu.to - 1]!.end;
  const meant = text.slice(toks[y]!.start, yEnd);
  // A count noun after Y makes it a count: it repairs a count ("somos 3, no perdón 4 adultos"), never a date ("el 27
  // de enero, o sea una semana"), nor a count of something else ("2 adultos no 3 niños").
  const nounY = COUNT_NOUNS.has(toks[yu.to]?.text ?? '') ? toks[yu.to]!.text : undefined;
  const nounX = chosen.to < g0 && COUNT_NOUNS.has(toks[chosen.to]!.text) ? toks[chosen.to]!.text : undefined;
  // A bare "no" after a value and its noun, or after a value asserted ("son 4 noches no 3", "somos 3 adultos, no 2",
  // "somos 3 no 2", "es Medellín no Cali"), rejects the old value: a contrast, not a repair.
  const before = chosen.from > 0 ? toks[chosen.from - 1]!.text : '';
  const before2 = chosen.from > 1 ? toks[chosen.from - 2]!.text : '';
  // (the assertion may stand before the item's role words: "es a partir del veinte no del diez", "son del 5 al 9 no…")
  let lead = chosen.from - 1;
  while (lead > 0 && (ROLE_OF[toks[lead]!.text] !== undefined || ARTICLES.has(toks[lead]!.text) || toks[lead]!.text === 'partir')) lead--;
  if (
    negation &&
    (ASSERTING.has(before) || (ARTICLES.has(before) && ASSERTING.has(before2)) || (lead >= 0 && lead < chosen.from - 1 && ASSERTING.has(toks[lead]!.text)))
  )
    return { contrast: 'asserted' };
  if (negation && nounX !== undefined && nounY === undefined) return undefined;
  // An item of a list ("6 and 9 — oh wait, actually 3 kids") is not repaired by a count of something else.
  // Nor is a day of a date or a range ("Oct 9–12. No wait — 7 adults"): a count said after a bare number repairs it
  // only when that number stands alone ("somos 3, no perdón 4 adultos").
  const prevItem = chosen.from > 0 && (toks[chosen.from - 1]!.kind !== undefined || numberValue(before) !== undefined);
  const dashed = chosen.from > 0 && /[-–—/]\s*$/.test(text.slice(toks[chosen.from - 1]!.end, toks[chosen.from]!.start));
  // Nor is a day said with its article ("llego el 15, mejor 3 noches": the day stays, the nights are said besides).
  if (nounY && !nounX && (JOINERS.has(before) || ROLE_OF[before] !== undefined || ARTICLES.has(before) || prevItem || dashed)) return undefined;
  if (nounY && (chosen.kinds.has('month') || chosen.kinds.has('weekday') || (nounX !== undefined && nounX !== nounY))) return undefined;
  // One of two alternatives chosen ("cuatro o cinco... mejor cinco"): both alternatives go.
  let from = chosen.from;
  if ((before === 'o' || before === 'or' || before === 'u') && chosen.from > 1 && itemAt(chosen.from - 2) && toks[chosen.from - 2]!.kind === kind)
    from = chosen.from - 2;
  if (from !== chosen.from && chosen.to === g0) {
    const s0 = toks[from]!.start;
    return {
      text: blank(text, s0, toks[y]!.start),
      repair: {
        kind,
        said: text.slice(s0, toks[chosen.to - 1]!.end),
        meant: text.slice(toks[y]!.start, toks[yu.to - 1]!.end),
        span: [s0, toks[chosen.to - 1]!.end],
        at: [toks[y]!.start, toks[yu.to - 1]!.end],
      },
    };
  }
  const whole = [...chosen.kinds].every((k) => yu.kinds.has(k));
  const adjacent = chosen.to === g0;
  // The end of a range whose month the start shares, said again with its own month ("del 1 al 31 de enero, no, hasta
  // el 3 de febrero"): taking it back would take the start's month too, so the dates reader reads the message whole.
  const sharedMonth = candidates.some((u) => u !== chosen && u.to <= chosen.from && u.kinds.has('number') && !u.kinds.has('month'));
  if (chosen.kinds.has('month') && yu.kinds.has('month') && roleOf(chosen) === 'to' && sharedMonth) return undefined;
  // Not adjacent, a count keeps its noun by the slot below ("por dos noches no mentiras por tres").
  if (whole && (adjacent || (chosen === last && kind !== 'number'))) {
    // Y says all X said: X and the marker go, Y stays where it was said ("el sábado 12 no perdón el domingo 13").
    const t = adjacent ? blank(text, s, toks[y]!.start) : blank(blank(text, s, xEnd), toks[g0]!.start, toks[y]!.start);
    return { text: t, repair: { kind, said, meant, span: [xs.start, xEnd], at: [toks[y]!.start, yEnd] } };
  }
  // Y says less than X ("6 de junio" → "7", "cuatro adultos" → "5"): Y is written over X's item of its kind, if it fits.
  if (yu.to - y !== 1) return undefined;
  let slot = -1;
  for (let k = chosen.from; k < chosen.to; k++) if (toks[k]!.kind === kind) slot = k;
  if (slot < 0) return undefined;
  const st = toks[slot]!;
  // The slot is the item's word; the last word before the marker may also take the marker's place, blanked anyway
  // ("del 5 al 8 de enero, perdón, de febrero" → "… de febrero"). A number too long for it is written in digits
  // ("9th" ← "10th" as "10").
  const room = slot === g0 - 1 ? yEnd - st.start : st.end - st.start;
  let word = toks[y]!.text;
  if (word.length > room && kind === 'number') word = String(numberValue(word) ?? DAY_ORDINALS.get(word) ?? Number.parseInt(word, 10));
  if (word.length > room || word === 'NaN') return undefined;
  // Y's noun goes with it when X keeps the same one ("por dos noches no mentiras por tres noches").
  let t = blank(text, toks[g0 - 1]!.end, nounY !== undefined && nounY === nounX ? toks[yu.to]!.end : yEnd);
  t = t.slice(0, st.start) + word.padEnd(Math.max(st.end - st.start, word.length), ' ') + t.slice(Math.max(st.end, st.start + word.length));
  return { text: t, repair: { kind, said: text.slice(st.start, st.end), meant: word, span: [st.start, st.end], at: [st.start, st.start + word.length] } };
}
