/**
 * A small number grammar of Spanish and English over folded words (lowercase,
 * no accents: see `fold`/`foldKeepLength` in `./text.ts`).
 *
 * The words themselves are data: `./lexicon/numbers.es.json` and
 * `./lexicon/numbers.en.json`, validated at load by {@link NumberLexicon} (a
 * malformed file throws when this module is first imported, naming the file
 * and what is wrong). The grammar reads:
 *
 * - digits: "15", "2027"; with an ordinal suffix: "29th", "1st", "1ro", "2do", "3º";
 *   digits before a multiplier: "300 mil", "5 thousand" (→ 300000, 5000);
 * - single number words: "quince", "fifteen", "veintiuno", "mil", "primero", "twentieth";
 * - compounds, each where its language composes them and nowhere else:
 *   - a ten and a unit: English "twenty one", "twenty-one"; Spanish "treinta y
 *     uno" (tens from thirty: Spanish writes veintiuno… as one word, so
 *     "veinte y dos" is two numbers but in a date or a length of stay, below);
 *   - ordinals: "twenty-first", "thirty first" (English cardinal ten + ordinal
 *     unit), "vigésimo primero", "décimo tercero" (Spanish ordinal ten + ordinal unit);
 *   - hundreds: "ciento veinte", "trescientos uno", "doscientos veinte" (220),
 *     "one hundred and twenty", "a hundred", "nineteen hundred";
 *   - thousands and millions, larger first: "dos mil veintisiete" (2027),
 *     "mil quinientos", "un millón doscientos mil", "two thousand and five";
 *   - the old Spanish spellings "diez y seis" … "diez y nueve" (16…19) and
 *     "veinte y uno" … "veinte y nueve" (21…29), only in a date ("el diez y
 *     nueve", "veinte y dos de diciembre") or a length of stay ("veinte y una
 *     noches"): elsewhere "diez y ocho" is as often two ages, ten and eight,
 *     and stays two numbers;
 * - signs: "menos 2", "minus one", "-2" (the hyphen when the folded text is given).
 *
 * Never merged: a unit after a unit or after a ten that does not compose
 * ("tres cero cero", "tres diez cinco cinco", "one two" are so many numbers,
 * as a phone is dictated), numbers with anything but spaces between their
 * words ("twenty, one"), digits with digits ("300 123"). No decimals ("1.5"
 * is 1, then 5) and no fractions ("y medio", "and a half").
 */
import { z } from 'zod';
import { checkLexicon } from './lexiconCheck.js';
import enData from './lexicon/numbers.en.json' with { type: 'json' };
import esData from './lexicon/numbers.es.json' with { type: 'json' };

/** The languages with a number lexicon. */
export type NumberLanguage = 'es' | 'en';

/** A folded word: lowercase letters a–z only (accents removed, "ñ" folded to "n"). */
const WORD = /^[a-z]+$/;
const FOLDED = 'a folded word: lowercase a-z only';
const word = z.string().regex(WORD, FOLDED);
const words = z.array(word);
/** A table of words, each checked for its folding, its value between `min` and `max`, a multiple of `step`. */
const valued = (min: number, max: number, step = 1) =>
  z.record(
    z.string(),
    z
      .number()
      .int()
      .min(min)
      .max(max)
      .refine((n) => n % step === 0, `a multiple of ${step}`),
  );

/**
 * The schema of a number lexicon file (`lexicon/numbers.<lang>.json`). Every
 * word is folded (lowercase a–z). Classes of cardinal words and their values:
 *
 * - `zero` (0), `units` (1–9), `teens` (10–19), `tens` (20, 30 … 90),
 *   `tensWithUnit` (a ten and its unit in one word: Spanish "veintiuno", 21–99),
 *   `hundreds` (a hundreds word: Spanish "ciento", "doscientos", 100–900),
 *   `multipliers` (100, 1000 or 1000000: "hundred", "mil", "millones", said after a count),
 *   `articles` ("a", "an": 1, a count only before a multiplier or alone),
 *   `counts` (words that are a number alone and never compose: "par", "none", "no");
 *
 * ordinal words: `ordinals.units` (1–9), `ordinals.teens` (10–19),
 * `ordinals.tens` (10, 20 … 90); `digitOrdinalSuffixes` ("st", "ro", "º");
 * the `grammar` of the language (see {@link LexiconGrammar}); `phrases`, set
 * phrases read as one number only in a date or before a unit of the stay ("diez y ocho noches": `phraseContext`); `weak`, the
 * words that are numbers only in some sentences, each with why; `misspellings`, common misspellings of single number
 * words, each with the word meant.
 *
 * Checked beyond the shapes: no word in two classes, every weak word and
 * grammar word list of the right kind, every phrase made of words.
 */
export const NumberLexicon = z
  .object({
    language: z.enum(['es', 'en']),
    about: z.string().optional(),
    cardinals: z.strictObject({
      zero: valued(0, 0),
      units: valued(1, 9),
      teens: valued(10, 19),
      tens: valued(20, 90, 10),
      tensWithUnit: valued(21, 99).refine((r) => Object.values(r).every((n) => n % 10 !== 0), 'tensWithUnit: not a whole ten'),
      hundreds: valued(100, 900, 100),
      multipliers: z.record(z.string(), z.union([z.literal(100), z.literal(1000), z.literal(1000000)])),
      articles: valued(1, 1),
      counts: valued(0, 99),
    }),
    ordinals: z.strictObject({
      units: valued(1, 9),
      teens: valued(10, 19),
      tens: valued(10, 90, 10),
    }),
    digitOrdinalSuffixes: z.array(z.string().regex(/^[a-zºª]+$/, 'an ordinal suffix: lowercase a-z, º or ª')).min(1),
    grammar: z.strictObject({
      /** Between a ten and its unit: a word ("y"), "" (the next word, after spaces) or "-" (inside one word). */
      tensUnitJoiners: z.array(z.union([word, z.literal(''), z.literal('-')])).min(1),
      tensUnitFrom: z.number().int().min(20).max(90),
      /**
       * The prefix of a ten that joins its unit in one word, dictated apart ("veinti cinco" for "veinticinco",
       * "veinti un" for "veintiún"): the prefix and its ten; read only right before a unit word.
       */
      splitTens: z.record(z.string().regex(WORD, FOLDED), z.number().int().min(20).max(90)),
      ordinalTens: z.enum(['cardinal', 'ordinal']),
      afterMultiplier: words,
      closedHundreds: words,
      multipliersAlone: words,
      signs: words,
    }),
    phrases: z.record(z.string().regex(/^[a-z]+(?: [a-z]+)+$/, 'a phrase: folded words joined by one space'), z.number().int().min(0)),
    phraseContext: z.strictObject({ before: words, units: words, links: words, months: words }),
    weak: z.record(z.string(), z.string().min(1)),
    /** Common misspellings of single number words ("eigth", "sinco"), each with the word it stands for. */
    misspellings: z.record(z.string(), word),
  })
  .strict()
  .superRefine((lex, ctx) => {
    const seen = new Map<string, string>();
    const values = new Map<string, number>();
    const classes: [string, Record<string, number>][] = [
      ...Object.entries(lex.cardinals).map(([k, v]) => [`cardinals.${k}`, v] as [string, Record<string, number>]),
      ...Object.entries(lex.ordinals).map(([k, v]) => [`ordinals.${k}`, v] as [string, Record<string, number>]),
    ];
    // Keys of tables are checked here, not by the record's key schema, whose failure zod reports only as "Invalid key in record".
    for (const w of Object.keys(lex.weak)) if (!WORD.test(w)) ctx.addIssue({ code: 'custom', path: ['weak', w], message: `"${w}": ${FOLDED}` });
    for (const [name, table] of classes)
      for (const w of Object.keys(table)) {
        if (!WORD.test(w)) ctx.addIssue({ code: 'custom', path: name.split('.').concat(w), message: `"${w}": ${FOLDED}` });
        const before = seen.get(w);
        if (before) ctx.addIssue({ code: 'custom', path: name.split('.').concat(w), message: `"${w}" is in both ${before} and ${name}` });
        else seen.set(w, name);
        values.set(w, table[w]!);
      }
    for (const w of Object.keys(lex.weak))
      if (!seen.has(w)) ctx.addIssue({ code: 'custom', path: ['weak', w], message: `weak word "${w}" is not a number word of the lexicon` });
    for (const w of lex.grammar.closedHundreds)
      if (lex.cardinals.hundreds[w] === undefined)
        ctx.addIssue({ code: 'custom', path: ['grammar', 'closedHundreds'], message: `"${w}" is not a hundreds word` });
    for (const w of lex.grammar.multipliersAlone)
      if (lex.cardinals.multipliers[w] === undefined)
        ctx.addIssue({ code: 'custom', path: ['grammar', 'multipliersAlone'], message: `"${w}" is not a multiplier` });
    for (const [w, meant] of Object.entries(lex.misspellings)) {
      if (!WORD.test(w)) ctx.addIssue({ code: 'custom', path: ['misspellings', w], message: `"${w}": ${FOLDED}` });
      // (a lexicon read already holds each misspelling beside its word, with the same class and value)
      if (seen.has(w) && !(seen.get(w) === seen.get(meant) && values.get(w) === values.get(meant)))
        ctx.addIssue({ code: 'custom', path: ['misspellings', w], message: `"${w}" is a number word itself` });
      if (!seen.has(meant)) ctx.addIssue({ code: 'custom', path: ['misspellings', w], message: `"${meant}" is not a single number word of the lexicon` });
    }
    for (const phrase of Object.keys(lex.phrases))
      if (!phrase.split(' ').some((w) => seen.has(w)))
        ctx.addIssue({ code: 'custom', path: ['phrases', phrase], message: `phrase "${phrase}" has no number word of the lexicon` });
  });

/** A number lexicon of one language, as validated by {@link NumberLexicon}. */
export type NumberLexicon = z.infer<typeof NumberLexicon>;

/** The rules of a language's compounds (the `grammar` field of a {@link NumberLexicon}). */
export type LexiconGrammar = NumberLexicon['grammar'];

/**
 * `data` as a {@link NumberLexicon}, or an `Error` naming `source` and every
 * problem found (a word not folded, a value out of its class, a word in two
 * classes, a weak word that is no number word, a misspelling of no number
 * word…). Each of its `misspellings` is added to the class of the word it
 * stands for, with that word's value ("eigth" is a unit, 8).
 */
export function parseLexicon(data: unknown, source = 'number lexicon'): NumberLexicon {
  const lex = checkLexicon(NumberLexicon, data, source, 'number');
  for (const [w, meant] of Object.entries(lex.misspellings))
    for (const table of [...Object.values(lex.cardinals), ...Object.values(lex.ordinals)] as Record<string, number>[])
      if (table[meant] !== undefined) table[w] = table[meant]!;
  return lex;
}

/** The lexicons, read and checked once, when this module is loaded. */
const LEXICONS: Readonly<Record<NumberLanguage, NumberLexicon>> = {
  es: parseLexicon(esData, 'src/flows/understand/lexicon/numbers.es.json'),
  en: parseLexicon(enData, 'src/flows/understand/lexicon/numbers.en.json'),
};

/** The validated number lexicon of `lang`. */
export function numberLexicon(lang: NumberLanguage): NumberLexicon {
  return LEXICONS[lang];
}

/**
 * Every single cardinal word of both lexicons (zero, units, teens, tens, tens
 * with their unit, articles, counts) whose value is at most `max`, with its
 * value: `cardinalWords(31)` is the table `NUMBER_WORDS` of `./text.ts`
 * (0…31 and the tens twenty/thirty, "a", "un", "par"…). Hundreds, multipliers
 * and ordinals are not in it. A word of both languages ("no") appears once.
 */
export function cardinalWords(max: number): Record<string, number> {
  const out: Record<string, number> = Object.create(null);
  for (const lang of ['es', 'en'] as const) {
    const c = LEXICONS[lang].cardinals;
    for (const table of [c.zero, c.units, c.teens, c.tens, c.tensWithUnit, c.articles, c.counts])
      for (const [w, n] of Object.entries(table)) if (n <= max) out[w] = n;
  }
  return out;
}

/**
 * A word of a message as the grammar needs it: its folded text and, when
 * known, where it stands in the folded text (the `Token` of `./text.ts` is one).
 */
export interface NumberToken {
  /** The folded word. */
  text: string;
  /** Index of its first character in the folded text. */
  start?: number;
  /** Index after its last character in the folded text. */
  end?: number;
}

/**
 * A number read by {@link readNumberAt}.
 *
 * - `value`: the number, negative after a sign ("menos 2" → -2);
 * - `ordinal`: said as an ordinal ("29th", "twenty-ninth", "primero", "1ro");
 * - `end`: the index of the first token after the number (the number is
 *   `tokens[i..end)`, its sign included);
 * - `weak`: a single word that is a number only in some sentences ("un",
 *   "a", "no", "par", "once", "cuarto", "second": see `weak` in the lexicons);
 *   a compound is never weak ("a hundred", "treinta y una").
 */
export interface NumberRead {
  value: number;
  ordinal: boolean;
  end: number;
  weak: boolean;
}

/** A read without its sign: value, ordinal, index after it. */
interface Part {
  value: number;
  ordinal: boolean;
  end: number;
}

/** The words and the spaces between them that one read looks at. */
class Reader {
  constructor(
    private readonly toks: readonly NumberToken[],
    private readonly text: string | undefined,
    readonly lex: NumberLexicon,
  ) {}

  t(k: number): string {
    return this.toks[k]?.text ?? '';
  }

  /** Whether tokens `k` and `k + 1` stand with only spaces between them (assumed when positions are unknown). */
  spaced(k: number): boolean {
    const a = this.toks[k];
    const b = this.toks[k + 1];
    if (!a || !b) return false;
    if (this.text === undefined || a.end === undefined || b.start === undefined) return true;
    return b.start > a.end && /^\s+$/.test(this.text.slice(a.end, b.start));
  }

  /** A number below 100 said in one word or a ten-and-unit compound at `k` (no zero, articles or counts). */
  belowHundred(k: number): Part | undefined {
    const { cardinals: c, ordinals: o, grammar: g } = this.lex;
    const w = this.t(k);
    if (w.includes('-')) return this.hyphenated(w, k);
    const one = c.units[w] ?? c.teens[w] ?? c.tensWithUnit[w];
    if (one !== undefined) return { value: one, ordinal: false, end: k + 1 };
    const ord = o.units[w] ?? o.teens[w];
    if (ord !== undefined) return { value: ord, ordinal: true, end: k + 1 };
    // Class "a one-word compound dictated in two words" ("veinti cinco", "del veinti nueve al dos"): the prefix and its
    // unit as one number; the prefix before anything else ("veinti algo") is no number.
    const split = Object.hasOwn(g.splitTens, w) ? g.splitTens[w] : undefined;
    if (split !== undefined) {
      const u = this.spaced(k) ? c.units[this.t(k + 1)] : undefined;
      return u !== undefined ? { value: split + u, ordinal: false, end: k + 2 } : undefined;
    }
    const ten = c.tens[w];
    if (ten !== undefined) {
      if (ten >= g.tensUnitFrom) {
        for (const j of g.tensUnitJoiners) {
          if (j === '-') continue;
          if (j === '') {
            if (!this.spaced(k)) continue;
            const u = c.units[this.t(k + 1)];
            if (u !== undefined) return { value: ten + u, ordinal: false, end: k + 2 };
            const uo = g.ordinalTens === 'cardinal' ? o.units[this.t(k + 1)] : undefined;
            if (uo !== undefined) return { value: ten + uo, ordinal: true, end: k + 2 };
          } else if (this.t(k + 1) === j && this.spaced(k) && this.spaced(k + 1)) {
            const u = c.units[this.t(k + 2)];
            if (u !== undefined) return { value: ten + u, ordinal: false, end: k + 3 };
          }
        }
      }
      return { value: ten, ordinal: false, end: k + 1 };
    }
    const oten = o.tens[w];
    if (oten !== undefined) {
      const uo = g.ordinalTens === 'ordinal' && this.spaced(k) ? o.units[this.t(k + 1)] : undefined;
      return uo !== undefined ? { value: oten + uo, ordinal: true, end: k + 2 } : { value: oten, ordinal: true, end: k + 1 };
    }
    return undefined;
  }

  /** A ten and its unit in one hyphenated word ("twenty-one", "thirty-first"), where the language joins them so. */
  private hyphenated(w: string, k: number): Part | undefined {
    const { cardinals: c, ordinals: o, grammar: g } = this.lex;
    const parts = w.split('-');
    if (parts.length !== 2 || !g.tensUnitJoiners.includes('-')) return undefined;
    const ten = c.tens[parts[0]!];
    if (ten === undefined || ten < g.tensUnitFrom) return undefined;
    const u = c.units[parts[1]!];
    if (u !== undefined) return { value: ten + u, ordinal: false, end: k + 1 };
    const uo = g.ordinalTens === 'cardinal' ? o.units[parts[1]!] : undefined;
    return uo !== undefined ? { value: ten + uo, ordinal: true, end: k + 1 } : undefined;
  }

  /** After a multiplier: an optional "and" (when the language says one) before the rest, if a rest follows. */
  private afterMultiplier(k: number, below: (k: number) => Part | undefined): Part | undefined {
    const direct = this.spaced(k - 1) ? below(k) : undefined;
    if (direct) return direct;
    if (this.lex.grammar.afterMultiplier.includes(this.t(k)) && this.spaced(k - 1) && this.spaced(k)) return below(k + 1);
    return undefined;
  }

  /** A number below 1000 at `k`: a hundreds word and its rest, a count and "hundred" and its rest, or a number below 100. */
  belowThousand(k: number): Part | undefined {
    const { cardinals: c, grammar: g } = this.lex;
    const w = this.t(k);
    const h = c.hundreds[w];
    if (h !== undefined) {
      const rest = g.closedHundreds.includes(w) ? undefined : this.afterMultiplier(k + 1, (j) => this.belowHundred(j));
      return rest ? { value: h + rest.value, ordinal: rest.ordinal, end: rest.end } : { value: h, ordinal: false, end: k + 1 };
    }
    const count: Part | undefined = c.articles[w] !== undefined ? { value: 1, ordinal: false, end: k + 1 } : this.belowHundred(k);
    if (!count) return undefined;
    if (!count.ordinal && c.multipliers[this.t(count.end)] === 100 && this.spaced(count.end - 1)) {
      const rest = this.afterMultiplier(count.end + 1, (j) => this.belowHundred(j));
      const value = count.value * 100;
      return rest ? { value: value + rest.value, ordinal: rest.ordinal, end: rest.end } : { value, ordinal: false, end: count.end + 1 };
    }
    // An article is a count only before a multiplier ("a thousand"); alone it is read by `unsigned`.
    return c.articles[w] !== undefined && !(c.multipliers[this.t(k + 1)] !== undefined && this.spaced(k)) ? undefined : count;
  }

  /** A whole number at `k`: groups below 1000, each before a larger multiplier than the next ("dos mil veintisiete"). */
  words(k: number): Part | undefined {
    const { cardinals: c, grammar: g } = this.lex;
    let group = this.belowThousand(k);
    let at = group ? group.end : k;
    let total = 0;
    let last = Number.POSITIVE_INFINITY;
    let read = false;
    for (;;) {
      if (group?.ordinal) return { value: total + group.value, ordinal: true, end: group.end };
      const w = this.t(at);
      const m = c.multipliers[w];
      const joined = group ? this.spaced(at - 1) : at === k && g.multipliersAlone.includes(w);
      if (m === undefined || m < 1000 || m >= last || !joined) break;
      total += (group?.value ?? 1) * m;
      last = m;
      read = true;
      at += 1;
      group = this.afterMultiplier(at, (j) => this.belowThousand(j));
      if (group && group.value >= m) group = undefined;
      if (group) at = group.end;
    }
    if (group) return { value: total + group.value, ordinal: false, end: group.end };
    return read ? { value: total, ordinal: false, end: at } : undefined;
  }

  /**
   * A set phrase ("diez y nueve") at `k`, only in a date or a length of stay: after "el"/"del", before a month ("de
   * diciembre") or before a unit of the stay ("noches", "días"; never "años": "dos hijos de diez y ocho años" are two).
   */
  phrase(k: number): Part | undefined {
    const ctx = this.lex.phraseContext;
    for (const [ws, value] of phrasesByFirstWord(this.lex).get(this.t(k)) ?? []) {
      if (!ws.every((w, n) => this.t(k + n) === w && (n === 0 || this.spaced(k + n - 1)))) continue;
      const end = k + ws.length;
      const before = k > 0 && ctx.before.includes(this.t(k - 1)) && this.spaced(k - 1);
      const month = ctx.links.includes(this.t(end)) ? ctx.months.includes(this.t(end + 1)) : ctx.months.includes(this.t(end));
      if (before || month || ctx.units.includes(this.t(end))) return { value, ordinal: false, end };
    }
    return undefined;
  }

  /** The number at `k` without its sign: digits, a set phrase, words; a lone zero, article or count. */
  unsigned(k: number): Part | undefined {
    const { cardinals: c } = this.lex;
    const w = this.t(k);
    if (/^\d+$/.test(w)) {
      if (w.length > 15) return undefined;
      const n = Number(w);
      const m = c.multipliers[this.t(k + 1)];
      if (m !== undefined && n >= 1 && n < 1000 && (m > 100 || n < 100) && this.spaced(k)) return { value: n * m, ordinal: false, end: k + 2 };
      return { value: n, ordinal: false, end: k + 1 };
    }
    const d = /^(\d{1,4})([a-zºª]+)$/.exec(w);
    if (d) return this.lex.digitOrdinalSuffixes.includes(d[2]!) ? { value: Number(d[1]), ordinal: true, end: k + 1 } : undefined;
    const p = this.phrase(k);
    if (p) return p;
    const n = this.words(k);
    if (n) return n;
    const single = c.zero[w] ?? c.articles[w] ?? c.counts[w];
    return single !== undefined ? { value: single, ordinal: false, end: k + 1 } : undefined;
  }

  /** A sign at `k`: a sign word of the language, or "-"/"−" right before the token with no letter or digit before it. */
  signed(k: number): Part | undefined {
    if (this.lex.grammar.signs.includes(this.t(k)) && this.spaced(k)) {
      const n = this.unsigned(k + 1);
      return n ? { ...n, value: -n.value } : undefined;
    }
    const n = this.unsigned(k);
    if (!n) return undefined;
    const start = this.toks[k]?.start;
    if (this.text !== undefined && start !== undefined && /(?<![\p{L}\p{N}]\s*)[-−]\s*$/u.test(this.text.slice(0, start))) return { ...n, value: -n.value };
    return n;
  }
}

/** Each lexicon's set phrases by their first word, in the lexicon's order: the words of each phrase and its value. */
const PHRASES_BY_FIRST_WORD = new WeakMap<NumberLexicon, ReadonlyMap<string, readonly [string[], number][]>>();

/** {@link NumberLexicon.phrases} of `lex` by their first word (built once per lexicon). */
function phrasesByFirstWord(lex: NumberLexicon): ReadonlyMap<string, readonly [string[], number][]> {
  let by = PHRASES_BY_FIRST_WORD.get(lex);
  if (!by) {
    const map = new Map<string, [string[], number][]>();
    for (const [p, value] of Object.entries(lex.phrases)) {
      const ws = p.split(' ');
      map.set(ws[0]!, [...(map.get(ws[0]!) ?? []), [ws, value]]);
    }
    PHRASES_BY_FIRST_WORD.set(lex, map);
    by = map;
  }
  return by;
}

/** The longer of two reads (the first when as long). */
function longer(a: Part | undefined, b: Part | undefined): Part | undefined {
  return !b || (a && a.end >= b.end) ? a : b;
}

/** Whether a read of one token at `k` is a weak word of `lang` (or of either language). */
function isWeak(tokens: readonly NumberToken[], k: number, end: number, lang: NumberLanguage | undefined): boolean {
  if (end !== k + 1) return false;
  const w = tokens[k]?.text ?? '';
  return lang ? LEXICONS[lang].weak[w] !== undefined : LEXICONS.es.weak[w] !== undefined || LEXICONS.en.weak[w] !== undefined;
}

/**
 * The number that starts at `tokens[i]`, read as far as it goes, or undefined
 * when that token starts none. `tokens` are folded words (the `tokens()` of
 * `./text.ts`); `lang` picks one lexicon (none: the longer read of either,
 * so "once" is 11 only then or in Spanish); `text`, the folded text the
 * tokens come from, lets the grammar see what stands between words (a comma
 * ends a number: "twenty, one" is 20) and a "-" sign before digits or words.
 *
 * @example
 * readNumberAt(tokens('el dos mil veintisiete'), 1, 'es') // → { value: 2027, ordinal: false, end: 4, weak: false }
 * readNumberAt(tokens('tres diez cinco'), 0, 'es')        // → { value: 3, ordinal: false, end: 1, weak: false }
 * readNumberAt(tokens('the twenty-ninth'), 1, 'en')       // → { value: 29, ordinal: true, end: 2, weak: false }
 */
export function readNumberAt(tokens: readonly NumberToken[], i: number, lang?: NumberLanguage, text?: string): NumberRead | undefined {
  if (i < 0 || i >= tokens.length) return undefined;
  const read = (l: NumberLanguage) => new Reader(tokens, text, LEXICONS[l]).signed(i);
  const r = lang ? read(lang) : longer(read('es'), read('en'));
  return r ? { ...r, weak: isWeak(tokens, i, r.end, lang) } : undefined;
}

/** The words of a folded text with their positions (the same words as `tokens()` of `./text.ts`, which imports this module). */
function wordsOf(folded: string): NumberToken[] {
  const out: NumberToken[] = [];
  for (const m of folded.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/** English ordinal suffix of `n` (1st, 2nd, 3rd, 11th, 21st, …). */
function ordinalSuffix(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return 'th';
  return n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
}

/** Units of the stay of both lexicons ("noches", "nights"), after which a number word is a count. */
const UNITS_OF_STAY: ReadonlySet<string> = new Set([...LEXICONS.es.phraseContext.units, ...LEXICONS.en.phraseContext.units]);

/**
 * `folded` with every number said in more than one word written in digits,
 * of the same length (the digits, then spaces), so that every extractor reads
 * it as one number: "treinta y una" → "31", "twenty-one" → "21", "ciento
 * veinte" → "120", "dos mil veintisiete" → "2027", "one hundred and twenty"
 * → "120", "diez y nueve de diciembre" → "19 de diciembre"; ordinals with an
 * English suffix ("twenty-ninth" → "29th", "vigésimo primero" → "21st").
 *
 * Left as written: single words ("veintiuno", "mil", "primero": extractors
 * read them with `numberValue`), what the grammar does not merge ("tres cero
 * cero", "veinte y dos", "diez y ocho" outside a date: see this module's
 * comment), phrases starting with digits ("300 mil", whose money word
 * extractors read), signs ("menos" stays; a rewritten "menos veintiuno"
 * reads as "menos 21"), and a number whose digits would not fit its words.
 */
export function spellNumbers(folded: string): string {
  const toks = wordsOf(folded);
  let out = '';
  let at = 0;
  const es = new Reader(toks, folded, LEXICONS.es);
  const en = new Reader(toks, folded, LEXICONS.en);
  for (let i = 0; i < toks.length; ) {
    const first = toks[i]!;
    const r = /^\d/.test(first.text) ? undefined : longer(es.unsigned(i), en.unsigned(i));
    const many = r !== undefined && (r.end - i > 1 || first.text.includes('-'));
    // a single word over the days of a month before a unit of the stay ("cuarenta noches", "fifty nights"): the count,
    // so that the limit is said, never an unread word
    const big = r !== undefined && !many && r.value > 31 && !r.ordinal && UNITS_OF_STAY.has(toks[r.end]?.text ?? '');
    if (!r || !(many || big)) {
      i += 1;
      continue;
    }
    const start = first.start!;
    const end = toks[r.end - 1]!.end!;
    const digits = r.ordinal ? `${r.value}${ordinalSuffix(r.value)}` : String(r.value);
    if (digits.length <= end - start) {
      out += folded.slice(at, start) + digits.padEnd(end - start);
      at = end;
    }
    i = r.end;
  }
  return out + folded.slice(at);
}

/**
 * Class: a number restated in parentheses, as formal letters and forms write it ("dos (2) adultos", "tres (3)
 * noches", "cuarenta (40) noches", "two (2) adults", "2 (dos) habitaciones"): the spans (start, end offsets in
 * `folded`) of the parentheses that only repeat the number right before them, so that the readers read one number.
 * A parenthesis saying another number ("dos (3)") is left as written.
 */
export function restatedNumberSpans(folded: string): [number, number][] {
  if (!/\(\s*[\p{L}\p{N}]/u.test(folded)) return [];
  const toks = wordsOf(folded);
  const spans: [number, number][] = [];
  const valueAt = (i: number) => (/^\d{1,4}$/.test(toks[i]!.text) ? { value: Number(toks[i]!.text), end: i + 1 } : readNumberAt(toks, i, undefined, folded));
  for (let i = 0; i < toks.length; i++) {
    const said = valueAt(i);
    if (!said || said.end >= toks.length) continue;
    const last = toks[said.end - 1]!;
    const open = /^\s*\(\s*$/.exec(folded.slice(last.end, toks[said.end]!.start));
    if (!open) continue;
    const again = valueAt(said.end);
    if (!again || again.value !== said.value || again.end > toks.length) continue;
    const inner = toks[again.end - 1]!;
    const close = /^\s*\)/.exec(folded.slice(inner.end));
    if (!close) continue;
    spans.push([last.end! + open[0].indexOf('('), inner.end! + close[0].length]);
    i = again.end - 1;
  }
  return spans;
}
