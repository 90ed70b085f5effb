/**
 * Counts of the party and the stay said in the languages tourists write besides Spanish and English, or with an
 * English homophone of a number ("due notti", "2 persone", "deux personnes", "duas pessoas", "zwei Personen",
 * "3 Nächte", "tree nights"). Class: a number and a unit word of another language are the same count as in English.
 *
 * The words are data: `./lexicon/counts.json`, validated at load by {@link ForeignCountLexicon}. Before any extractor
 * reads the message, {@link spellForeignCounts} writes such a pair the English way in place, keeping the text's length
 * ("due notti" → "2   nites"), so every reader of nights and people reads it as it reads "2 nights". A foreign number
 * word is read only right before a unit word, and a unit word only right after a number: "otto" alone is a name,
 * "persone" alone counts nothing, "tree" alone is a tree.
 */
import { z } from 'zod';
import countsData from './lexicon/counts.json' with { type: 'json' };
import { foldKeepLength, numberValue, tokens } from './text.js';

/** A folded word: lowercase letters a–z only (accents removed). */
const FOLDED_WORD = z.string().regex(/^[a-z]+$/, 'a folded word: lowercase a-z only');

/** The English words a foreign unit word may stand for. */
const ENGLISH_UNIT = z.enum(['person', 'persons', 'night', 'nights', 'adult', 'adults', 'kid', 'kids', 'year', 'years']);

/**
 * The schema of `lexicon/counts.json`: per language, number words (1..17) read only before a unit word, unit words
 * (people, nights, adults, children, years of age) with the English word they mean, and the words joining two numbers
 * of a list (`and`: "et", "und"); and the English words a dictation engine writes for a number (`homophones`: "to",
 * "for"), each read as its value only before one of its unit words and after one of its leads or at the start. Every
 * word is folded.
 */
export const ForeignCountLexicon = z.object({
  about: z.string(),
  languages: z.record(
    z.string().regex(/^[a-z]{2}$/, 'an ISO 639-1 language code'),
    z.object({
      numbers: z.record(FOLDED_WORD, z.number().int().min(1).max(17)),
      units: z.record(FOLDED_WORD, ENGLISH_UNIT),
      and: z.array(FOLDED_WORD).optional(),
    }),
  ),
  homophones: z.object({
    note: z.string(),
    entries: z.array(
      z.object({
        words: z.array(FOLDED_WORD).min(1),
        value: z.number().int().min(1).max(17),
        units: z.array(FOLDED_WORD).min(1),
        leads: z
          .array(z.string().regex(/^[a-z']+(?: [a-z']+)*$/, `folded words as the tokens split them (with an apostrophe: "we're"), one space between them`))
          .min(1),
      }),
    ),
  }),
});
/** A validated {@link ForeignCountLexicon}. */
export type ForeignCountLexicon = z.infer<typeof ForeignCountLexicon>;

/** Parse and validate the foreign count lexicon; throws naming `source` and the first problem. */
export function parseForeignCounts(data: unknown, source: string): ForeignCountLexicon {
  const r = ForeignCountLexicon.safeParse(data);
  if (!r.success) throw new Error(`${source}: ${r.error.issues[0]?.path.join('.')}: ${r.error.issues[0]?.message}`);
  return r.data;
}

const LEXICON = parseForeignCounts(countsData, 'src/flows/understand/lexicon/counts.json');
/** Number words of the other languages (and English homophones), read only before a unit word. */
const FOREIGN_NUMBERS: ReadonlyMap<string, number> = new Map(Object.values(LEXICON.languages).flatMap((l) => Object.entries(l.numbers)));
/** Unit words of the other languages and the English word each means. */
const FOREIGN_UNITS: ReadonlyMap<string, z.infer<typeof ENGLISH_UNIT>> = new Map(Object.values(LEXICON.languages).flatMap((l) => Object.entries(l.units)));
/** Words of the other languages joining two numbers of a list ("et", "e", "und"). */
const FOREIGN_ANDS: ReadonlySet<string> = new Set(Object.values(LEXICON.languages).flatMap((l) => l.and ?? []));
/** Shorter English spellings the readers know, used when the foreign word is too short for the full one ("nuit" → "nite"). */
const SHORT_UNIT: Readonly<Record<string, string>> = {
  night: 'nite',
  nights: 'nites',
  person: 'pers',
  persons: 'pers',
  adult: 'ad',
  adults: 'ads',
  year: 'yr',
  years: 'yrs',
};

/** The Spanish and English unit words after which a foreign number word is a count ("tree nights", "deux adults"). */
const UNIT_AFTER = /^(noches?|nights?|nites?|personas?|persons?|people|pers|pax|adult(?:o|a|e)?s?|ninos?|ninas?|kids?|children|child|anos?|years?|yrs?)$/;

/** The dictated homophones of numbers (see {@link ForeignCountLexicon}), by word: value, unit words, leads as word lists. */
const HOMOPHONES: ReadonlyMap<string, { value: number; units: ReadonlySet<string>; leads: readonly string[][] }> = new Map(
  LEXICON.homophones.entries.flatMap((h) => {
    const entry = { value: h.value, units: new Set(h.units), leads: h.leads.map((l) => l.split(' ')) };
    return h.words.map((w) => [w, entry] as const);
  }),
);

/**
 * Class: a number said aloud and written as a word that sounds like it ("for to nights", "to adults and one kid",
 * "we're for adults"): the value of word `i` of `ws` when it is a homophone right before one of its unit words and
 * right after one of its leads or first in the message (only spaces between them), else undefined.
 */
function homophoneAt(folded: string, ws: readonly { text: string; start: number; end: number }[], i: number): number | undefined {
  const h = HOMOPHONES.get(ws[i]!.text);
  if (!h?.units.has(ws[i + 1]?.text ?? '')) return undefined;
  const spaced = (a: number, b: number) => /^\s+$/.test(folded.slice(ws[a]!.end, ws[b]!.start));
  if (!spaced(i, i + 1)) return undefined;
  if (i === 0) return h.value;
  const led = h.leads.some((lead) => lead.length <= i && lead.every((x, k) => ws[i - lead.length + k]!.text.replace(/’/g, "'") === x));
  return led ? h.value : undefined;
}

/** `word` padded with spaces to `length`, or undefined when it does not fit. */
function fit(word: string, length: number): string | undefined {
  return word.length <= length ? word.padEnd(length, ' ') : undefined;
}

/**
 * `folded` with each number followed by a foreign unit word written the English way, of the same length: the number in
 * digits (when it is a foreign word) and the unit in English ("due notti" → "2   nites", "2 persone" → "2 persons",
 * "zwei personen" → "2    persons "). A number is digits, a Spanish or English number word, or a foreign one; the
 * foreign number words are rewritten only before a unit word (Spanish, English or foreign: "tree nights", "deux adults").
 */
export function spellForeignCounts(folded: string): string {
  const ws = tokens(folded);
  let out = folded;
  const put = (start: number, text: string) => {
    out = out.slice(0, start) + text + out.slice(start + text.length);
  };
  for (let i = 0; i + 1 < ws.length; i++) {
    const num = ws[i]!;
    const unit = ws[i + 1]!;
    if (!/^\s+$/.test(folded.slice(num.end, unit.start))) continue;
    const foreignNumber = numberValue(num.text) === undefined ? (FOREIGN_NUMBERS.get(num.text) ?? homophoneAt(folded, ws, i)) : undefined;
    const english = FOREIGN_UNITS.get(unit.text);
    // an article counts one before a singular unit ("un enfant", "a notte"), never more
    const article = numberValue(num.text) === 1 && english !== undefined && !english.endsWith('s');
    const known = /^\d{1,2}$/.test(num.text) || (numberValue(num.text) !== undefined && num.text.length > 2) || article;
    if (english !== undefined && (known || foreignNumber !== undefined)) {
      const w = fit(english, unit.text.length) ?? fit(SHORT_UNIT[english] ?? '', unit.text.length);
      if (w === undefined || w.trim() === '') continue;
      put(unit.start, w);
    } else if (foreignNumber === undefined || !UNIT_AFTER.test(unit.text)) continue;
    if (foreignNumber !== undefined) {
      const digits = fit(String(foreignNumber), num.text.length);
      if (digits) put(num.start, digits);
    }
    // "dix et douze ans", "10 e 12 anni": the numbers listed before this one, each joined by a word of "and" (the
    // foreign one written "&"), are of the same unit.
    for (let j = i; j >= 2; j -= 2) {
      const joiner = ws[j - 1]!;
      const before = ws[j - 2]!;
      const and = FOREIGN_ANDS.has(joiner.text) || joiner.text === 'y' || joiner.text === 'and';
      if (!and || !/^\s+$/.test(folded.slice(before.end, joiner.start)) || !/^\s+$/.test(folded.slice(joiner.end, ws[j]!.start))) break;
      const value = numberValue(before.text) === undefined ? FOREIGN_NUMBERS.get(before.text) : undefined;
      if (value === undefined && !/^\d{1,2}$/.test(before.text) && numberValue(before.text) === undefined) break;
      if (FOREIGN_ANDS.has(joiner.text)) put(joiner.start, fit('&', joiner.text.length)!);
      if (value !== undefined) put(before.start, fit(String(value), before.text.length) ?? before.text);
    }
  }
  return out;
}

/** A Roman numeral in capitals, "I" to "XXXI". */
const ROMAN = /^(X{0,3})(IX|IV|V?I{0,3})$/;
/** Words counted after a number: people, nights, rooms, ages (folded). */
const COUNTED_AFTER =
  /^\s+(adultos?|adults?|ninos?|ninas?|children|kids?|noches?|nights?|habitaciones?|hab|rooms?|personas?|people|persons?|pax|huespedes|guests?|anos|years?|dias|days|semanas|weeks)\b/;
/** Words of a child before "de" and an age ("niño de VI", "kid of VII"). */
const CHILD_BEFORE = /\b(nino|nina|ninos|ninas|hijo|hija|hijos|hijas|nene|nena|bebe|kid|kids|child|son|daughter)\s+(de|of)\s+$/;

/** The value of a Roman numeral in capitals ("XII" → 12), 1 to 31, or undefined. */
function romanValue(t: string): number | undefined {
  const m = ROMAN.exec(t);
  if (!m || t.length === 0) return undefined;
  const v: Record<string, number> = { I: 1, V: 5, X: 10 };
  let n = 0;
  for (let k = 0; k < t.length; k++) {
    const a = v[t[k]!]!;
    const b = k + 1 < t.length ? v[t[k + 1]!]! : 0;
    n += a < b ? -a : a;
  }
  return n >= 1 && n <= 31 ? n : undefined;
}

/**
 * Class "counts and months in Roman numerals" (formal writing and forms: "II adultos", "III nights", "niño de VI",
 * "20/XII", and at a question of counts the answer alone, "III", "V y VIII"): the message `raw` with each such numeral,
 * written in capitals, replaced by its digits, padded with spaces to the same length (every offset stays). A numeral
 * is read before a word counted ("II adultos"), after a child's "de" (an age), after a day and "/" or "-" (its month, 1
 * to 12), or as the whole answer at a question of counts (`counts`). "I" alone only before a Spanish word counted ("I
 * niño"): in English it is the speaker. A name's numeral ("Juan Pablo II") is none of these.
 */
export function romanCounts(raw: string, counts: boolean): string {
  if (!/\b[IVX]+\b/.test(raw)) return raw;
  const folded = foldKeepLength(raw);
  const numeral = /(?<![\p{L}\p{N}])[IVX]+(?![\p{L}\p{N}])/gu;
  const rest = raw.replace(numeral, '').replace(/\b(y|e|and)\b/gi, '');
  const answerOnly = counts && /^[\s,.;&]*$/.test(rest);
  let out = raw;
  for (const m of raw.matchAll(numeral)) {
    const t = m[0];
    const n = romanValue(t);
    if (n === undefined) continue;
    const s = m.index;
    const e = s + t.length;
    const after = folded.slice(e);
    const before = folded.slice(0, s);
    const counted = COUNTED_AFTER.test(after);
    const month = n <= 12 && /(?:^|[^\d])\d{1,2}\s*[/-]\s*$/.test(before);
    const age = CHILD_BEFORE.test(before);
    const ok = t === 'I' ? /^\s+(adultos?|ninos?|ninas?|noches?|habitaciones?|personas?|hab)\b/.test(after) : counted || month || age || answerOnly;
    if (!ok || String(n).length > t.length) continue;
    // (a month keeps its place after the day, "20/12 "; a count stands right before its word, "  3 nights")
    out = out.slice(0, s) + (month && !counted ? String(n).padEnd(t.length, ' ') : String(n).padStart(t.length, ' ')) + out.slice(e);
  }
  return out;
}
