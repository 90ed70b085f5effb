/**
 * Text helpers shared by every extractor of the understanding layer: folding
 * (lowercase, accents removed) that keeps character positions, word tokens
 * with their positions, masking of the parts of a message already understood,
 * and number words of Spanish and English.
 */

/** A part of a message an extractor used: `[start, end)` indexes (UTF-16 units) into the message. */
export type Span = readonly [start: number, end: number];

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
export function maskSpans(folded: string, spans: readonly Span[]): string {
  if (spans.length === 0) return folded;
  const chars = folded.split('');
  for (const [s, e] of spans) for (let i = Math.max(0, s); i < Math.min(e, chars.length); i++) chars[i] = ' ';
  return chars.join('');
}

/** Whether `folded` still has any letter or digit (something not yet understood). */
export function hasWords(folded: string): boolean {
  return /[\p{L}\p{N}]/u.test(folded);
}

/** Number words, folded, of Spanish and English (0..31 and tens), and their value. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  cero: 0,
  zero: 0,
  ninguno: 0,
  ninguna: 0,
  none: 0,
  no: 0,
  un: 1,
  uno: 1,
  una: 1,
  one: 1,
  a: 1,
  an: 1,
  dos: 2,
  two: 2,
  par: 2,
  pair: 2,
  couple: 2,
  tres: 3,
  three: 3,
  cuatro: 4,
  four: 4,
  cinco: 5,
  five: 5,
  seis: 6,
  six: 6,
  siete: 7,
  seven: 7,
  ocho: 8,
  eight: 8,
  nueve: 9,
  nine: 9,
  diez: 10,
  ten: 10,
  once: 11,
  eleven: 11,
  doce: 12,
  twelve: 12,
  trece: 13,
  thirteen: 13,
  catorce: 14,
  fourteen: 14,
  quince: 15,
  fifteen: 15,
  dieciseis: 16,
  sixteen: 16,
  diecisiete: 17,
  seventeen: 17,
  dieciocho: 18,
  eighteen: 18,
  diecinueve: 19,
  nineteen: 19,
  veinte: 20,
  twenty: 20,
  veintiuno: 21,
  veintiun: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  thirty: 30,
};

/**
 * The value of one folded word that is a whole number: digits ("15") or a
 * number word ("quince", "fifteen"); undefined otherwise. Words that are
 * numbers only in some sentences ("a", "un", "no", "par") are included: the
 * caller decides from the words around them.
 */
export function numberValue(word: string): number | undefined {
  if (/^\d{1,4}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
}

const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};
const EN_UNITS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const EN_ORDINAL_UNITS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
};
const ES_UNITS: Readonly<Record<string, number>> = { un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9 };

/** English ordinal suffix of `n` (1st, 2nd, 3rd, 11th, 21st, …). */
function ordinalSuffix(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return 'th';
  return n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
}

/**
 * A folded text with its compound number words written in digits, of the
 * same length (the digits, then spaces), so that every extractor reads them
 * as one number: English tens and a unit, joined by a hyphen or a space
 * ("twenty-one", "thirty two" → 21, 32), ordinals too ("twenty-ninth" →
 * "29th"), and Spanish tens from thirty and a unit joined by "y" ("treinta
 * y una", "cuarenta y dos" → 31, 42). Not rewritten: "diez y ocho" (an old
 * spelling of 18, but also "ten and eight"), "veinte y …" (Spanish writes
 * veintiuno…veintinueve as one word, already a number word).
 */
export function spellCompoundNumbers(folded: string): string {
  return folded
    .replace(
      /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ](one|two|three|four|five|six|seven|eight|nine|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b/g,
      (whole: string, tens: string, unit: string) => {
        const ordinal = EN_ORDINAL_UNITS[unit];
        const n = TENS[tens]! + (ordinal ?? EN_UNITS[unit]!);
        return (ordinal !== undefined ? `${n}${ordinalSuffix(n)}` : String(n)).padEnd(whole.length);
      },
    )
    .replace(
      /\b(treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa) y (un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)\b/g,
      (whole: string, tens: string, unit: string) => String(TENS[tens]! + ES_UNITS[unit]!).padEnd(whole.length),
    );
}

/**
 * Spans of negative numbers in a folded text: a minus sign ("-2", "−1") or
 * "menos"/"minus" right before digits, where no letter or digit comes before
 * the sign (so "15-18", "15th-18th", "300-123-4567" and "del 15 - 18" are
 * not negatives). No count
 * of nights, people or years is negative: the understanding never reads them.
 */
export function negativeNumberSpans(folded: string): Span[] {
  const out: Span[] = [];
  for (const m of folded.matchAll(/(?<![\p{L}\p{N}]\s*)[-−]\s*\d+|\b(?:menos|minus)\s+\d+/gu)) out.push([m.index, m.index + m[0].length]);
  return out;
}
