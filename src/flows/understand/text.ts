/**
 * Text helpers shared by every extractor of the understanding layer: folding
 * (lowercase, accents removed) that keeps character positions, word tokens
 * with their positions, masking of the parts of a message already understood,
 * and number words of Spanish and English (read from the lexicons of
 * `./numbers.ts`).
 */

import { cardinalWords, spellNumbers } from './numbers.js';

/** A part of a message an extractor used: `[start, end)` indexes (UTF-16 units) into the message. */
export type TextRange = readonly [start: number, end: number];

/** Lowercase, accents removed, whitespace collapsed and trimmed (positions are not kept). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Lowercase with accents removed, of exactly the same length as `text`, so an
 * index into the result is an index into `text`: "Bogotá D.C." → "bogota d.c.".
 * A character whose folded form is longer keeps only its first unit; line
 * breaks and tabs become spaces.
 */
export function foldKeepLength(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const code = ch.charCodeAt(0);
    if (code < 128) {
      out += code === 9 || code === 10 || code === 13 ? ' ' : ch.toLowerCase();
      continue;
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      out += ' '; // emoji and other astral characters: not words
      continue;
    }
    const f = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    out += f.length === 0 ? ' ' : /\s/.test(f) ? ' ' : f[0]!;
  }
  return out;
}

/** A word of a message: its folded text and where it stands. */
export interface Token {
  /** Folded text of the word (lowercase, no accents). */
  text: string;
  start: number;
  end: number;
}

/**
 * The words of a folded text: runs of letters and digits (an inner apostrophe
 * or hyphen stays inside the word: "o'neil", "santa-marta" are one word each).
 */
export function tokens(folded: string): Token[] {
  const out: Token[] = [];
  const re = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
  for (const m of folded.matchAll(re)) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/** `folded` with every span replaced by spaces (same length), so later extractors do not read it again. */
export function maskSpans(folded: string, spans: readonly TextRange[]): string {
  if (spans.length === 0) return folded;
  const chars = folded.split('');
  for (const [s, e] of spans) for (let i = Math.max(0, s); i < Math.min(e, chars.length); i++) chars[i] = ' ';
  return chars.join('');
}

/** Whether `folded` still has any letter or digit (something not yet understood). */
export function hasWords(folded: string): boolean {
  return /[\p{L}\p{N}]/u.test(folded);
}

/**
 * Number words, folded, of Spanish and English (0..31 and the tens twenty and
 * thirty), and their value: every single cardinal word up to 31 of the
 * lexicons (`./lexicon/numbers.{es,en}.json`, see `cardinalWords` in
 * `./numbers.ts`). Context-dependent words are in it ("a", "un", "no", "par",
 * "once"…): the caller decides from the words around them. No prototype, so
 * `"constructor" in NUMBER_WORDS` is false.
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = Object.freeze(cardinalWords(31));

/**
 * The value of one folded word that is a whole number: digits ("15") or a
 * number word ("quince", "fifteen"); undefined otherwise. Words that are
 * numbers only in some sentences ("a", "un", "no", "par") are included: the
 * caller decides from the words around them.
 */
export function numberValue(word: string): number | undefined {
  if (/^\d{1,4}$/.test(word)) return Number(word);
  return Object.hasOwn(NUMBER_WORDS, word) ? NUMBER_WORDS[word] : undefined;
}

/**
 * A folded text with its numbers said in more than one word written in
 * digits, of the same length (the digits, then spaces), so that every
 * extractor reads them as one number: the name by which callers know
 * `spellNumbers` of `./numbers.ts` (which says what is merged and what not):
 * "twenty-one", "thirty two" → 21, 32; "twenty-ninth" → "29th"; "treinta y
 * una" → 31; "ciento veinte" → 120; "dos mil veintisiete" → 2027. Not
 * rewritten: single words, "diez y ocho" outside a date, "veinte y dos".
 */
export const spellCompoundNumbers: (folded: string) => string = spellNumbers;

/**
 * A sign after a word of length or company and a space, then digits and a unit of count: "for -2 nights", "por -1
 * noches", "somos -3 adultos" (elsewhere, "Cartagena - 3 noches", "dic - 18", a spaced sign is a dash).
 */
const NEGATIVE_COUNT =
  /(?<=\b(?:for|por|durante|during|somos|son|we are|were)\s+)[-−]\s*\d+(?=\s*(?:noches?|nights?|nites?|dias?|days?|semanas?|weeks?|adult[a-z]*|personas?|people|persons|ninos?|ninas?|kids?|children|habitacion[a-z]*|rooms?)\b)/gu;

/**
 * Spans of negative numbers in a folded text: a minus sign ("-2", "−1") or
 * "menos"/"minus" right before digits, where no letter or digit comes before
 * the sign (or the sign is glued to its digits after a list's "y"/"and": "7 and -1"), nor a number and its dot (so "15-18", "15th-18th", "300-123-4567", "del 15 - 18" and the European range
 * "26.12.-2.1." are not negatives). No count
 * of nights, people or years is negative: the understanding never reads them.
 */
export function negativeNumberSpans(folded: string): TextRange[] {
  const out: TextRange[] = [];
  // Class: a dash after a European dotted day ("26.12.-2.1.", "10.-13. march") joins a range: the dot glued to a
  // number before the sign makes it no negative.
  for (const m of folded.matchAll(/(?<![\p{L}\p{N}]\s*)(?<!\p{N}\.\s*)[-−]\s*\d+|\b(?:menos|minus)\s+\d+/gu)) out.push([m.index, m.index + m[0].length]);
  // A sign glued to its digits right after a word joining a list ("7 and -1", "5 y -2") or saying ages ("tienen -3 y
  // 5", "aged -2") is a negative too; spaced after a word ("Cartagena - 2 adults") it stays a separator.
  for (const m of folded.matchAll(/(?<=(?:^|[^\p{L}\p{N}])(?:y|e|o|and|or|tiene|tienen|have|has|aged|ages|edad|edades)\s+)[-−]\d+/gu))
    out.push([m.index, m.index + m[0].length]);
  // After a word of length or company, a spaced sign before a unit of count is a negative too (NEGATIVE_COUNT).
  for (const m of folded.matchAll(NEGATIVE_COUNT)) out.push([m.index, m.index + m[0].length]);
  return out;
}

/** One spelling rule of {@link respell}: every match of the pattern (global) becomes the replacement (`$1` allowed). */
export type Respelling = readonly [pattern: RegExp, replacement: string];

/**
 * `word` with each rule applied in turn, every match of one rule before the next: the key that spellings a rule
 * table treats as one share (`respell('jhon', [[/jh/g, 'j']])` → `"jon"`).
 */
export function respell(word: string, rules: readonly Respelling[]): string {
  let w = word;
  for (const [pattern, replacement] of rules) w = w.replace(pattern, replacement);
  return w;
}

/**
 * Phrases written as one string, `|` between phrases and one space between words, as folded word lists, in order:
 * `wordLists('or so|ish')` → `[['or', 'so'], ['ish']]`.
 */
export function wordLists(phrases: string): string[][] {
  return phrases.split('|').map((p) => p.split(' '));
}

/**
 * Where a line of `raw` (the message as typed) ends between offsets `from` and `to`, or -1: a value ending a form's line
 * is no part of the next line's ("Salida: lunes 7⏎Adultos: 2"). The readers fold line breaks into spaces, so they ask here.
 */
export function lineBreakBetween(raw: string, from: number, to: number): number {
  const cut = raw.indexOf('\n', from);
  return cut >= 0 && cut < to ? cut : -1;
}

/** Top-level domains said after a dictated "punto"/"dot" in an address ("empresa punto com"): that "punto" is the address's. */
const SPOKEN_DOMAINS = /^\s+(?:com|co|net|org|edu|gov|es|io|info|mx|ar|cl|pe|ec|us|uk|de|fr|br)\b/i;

/**
 * Class: punctuation said aloud and left in the text by a dictation engine ("Sarah Johnson period", "me comma my wife
 * comma and the twins", "Juliana Restrepo punto", "3 2 0 coma 4 5 6"): each such word becomes its mark, padded with
 * spaces to the same length (so every range read stays where it was). Not a word of something else: a coma ("en
 * coma", "in a coma"), the hour ("a las 3 en punto"), an address said aloud ("empresa punto com"), "a period of".
 */
export function dictatedPunctuation(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}@.])(comma|coma|period|punto)(?![\p{L}\p{N}@])/giu, (word: string, _w: string, at: number) => {
    const before = text.slice(0, at);
    const after = text.slice(at + word.length);
    const w = word.toLowerCase();
    if ((w === 'coma' || w === 'comma') && /\b(?:en|in|a|un|del|de)\s+$/i.test(before)) return word;
    if (w === 'punto' && (/\ben\s+$/i.test(before) || /^\s+(?:de|del|final|medio|y\s+coma)\b/i.test(after))) return word;
    if (w === 'period' && (/^\s+of\b/i.test(after) || /\b(?:a|the|this|that|grace|trial)\s+$/i.test(before))) return word;
    // (nor inside an address said aloud: "juan punto perez arroba gmail punto com")
    if ((w === 'punto' || w === 'period') && (SPOKEN_DOMAINS.test(after) || /\b(?:arroba|at)\b|@/i.test(after))) return word;
    // a word of its own only: said after something and before the next thing or the end
    if (!/[\p{L}\p{N}]\s*$/u.test(before)) return word;
    const mark = w === 'coma' || w === 'comma' ? ',' : '.';
    return mark + ' '.repeat(word.length - 1);
  });
}
