/**
 * Chat shorthand spelled out before a message is read, so every reader sees
 * the words a guest means: whole words typed short ("d" → "de", "pa" →
 * "para", "q" → "que", "5 n 8" → "5 and 8", from `lexicon/shorthand.json`),
 * in a Spanish chat words typed by their sound ("dose" → "doce", "kiero" →
 * "quiero", "oy" → "hoy", see {@link soundKey}) and Portuguese written into it
 * ("dois adultos", "depois de amanhã", "sexta-feira"), "w/" and "w/o" as "with" and "without", dates written
 * the Chinese, Japanese or Korean way ("3月15日", "3월 15일") as the month's name and the day,
 * keycap digits as digits ("2️⃣5️⃣" → "25", "🔟" → "10") and a letter
 * stretched three times or more said once ("cartagenaaaa" → "cartagena",
 * "siiii" → "si").
 *
 * A word is spelled out only when it stands alone: not inside an address, a
 * web address or a code ("d@x.co", "D.C.", "pa-12"), so what the guest
 * dictates letter by letter stays as typed.
 */
import { z } from 'zod';
import shorthandData from './lexicon/shorthand.json' with { type: 'json' };
import { checkLexicon } from './lexiconCheck.js';
import damerauLevenshtein from 'damerau-levenshtein';
import { fold, foldKeepLength, NUMBER_WORDS } from './text.js';
import type { Lang } from '../types.js';

const Key = z.string().regex(/^[a-zñ0-9]+$/, 'a folded word: lowercase a-z, ñ and digits');
const Words = z.record(Key, z.string().min(1));

/**
 * The schema of the shorthand lexicon: `words.any` applies in every chat,
 * `words.es` and `words.en` only in a chat in that language. A key is one
 * folded word; its expansion the words it stands for. `soundalikes.es`: the
 * folded words of a Spanish chat read for a word typed by its sound (see
 * {@link soundKey}). `portuguese`: words and phrases (folded, several words)
 * of Portuguese written into a Spanish chat and the Spanish they mean, and
 * its weekdays that are Spanish words too, read as weekdays only where a day
 * is meant ({@link spellOutForeign}). `italian`: the same for Italian
 * written into a Spanish chat.
 * `counted`: the folded words of what a stay counts in each chat language,
 * whose one-step typos after a count are read for them, and the words one
 * step from them that are kept (`notTypos`).
 */
export const ShorthandLexicon = z
  .object({
    about: z.string(),
    words: z.object({ any: Words, es: Words, en: Words }).strict(),
    portuguese: z
      .object({
        note: z.string(),
        words: Words,
        phrases: z.record(z.string().regex(/^[a-z]+(?:[ -][a-z]+)+$/, 'folded words'), z.string().min(1)),
        weekdays: Words,
        weekdayCues: z.array(Key).min(1),
      })
      .strict(),
    italian: z
      .object({ note: z.string(), words: Words, phrases: z.record(z.string().regex(/^[a-z]+(?:[ -][a-z]+)+$/, 'folded words'), z.string().min(1)) })
      .strict(),
    soundalikes: z.object({ note: z.string(), es: z.array(Key).min(1) }).strict(),
    counted: z.object({ note: z.string(), es: z.array(Key).min(1), en: z.array(Key).min(1), notTypos: z.array(Key) }).strict(),
  })
  .strict()
  .superRefine((lex, ctx) => {
    for (const lang of ['es', 'en'] as const)
      for (const key of Object.keys(lex.words[lang]))
        if (key in lex.words.any) ctx.addIssue({ code: 'custom', path: ['words', lang, key], message: `"${key}" is already in "any"` });
  });
/** A validated shorthand lexicon (see {@link ShorthandLexicon}). */
export type ShorthandLexicon = z.output<typeof ShorthandLexicon>;

/** Reads and checks a shorthand lexicon; throws naming `source` and every problem found. */
export function parseShorthandLexicon(data: unknown, source = 'shorthand lexicon'): ShorthandLexicon {
  return checkLexicon(ShorthandLexicon, data, source, 'shorthand');
}

const LEXICON = parseShorthandLexicon(shorthandData, 'src/flows/understand/lexicon/shorthand.json');

/** The Portuguese and Italian phrases of the lexicon, longest first, each as a pattern over folded text and the Spanish it means. */
const FOREIGN_PHRASES: readonly (readonly [RegExp, string])[] = Object.entries({ ...LEXICON.portuguese.phrases, ...LEXICON.italian.phrases })
  .sort(([a], [b]) => b.length - a.length)
  .map(([k, v]) => [new RegExp(String.raw`(?<![\p{L}\p{N}@._-])${k.replace(/[ -]/g, '[ -]')}(?![\p{L}\p{N}@_-])`, 'gu'), v]);

/**
 * `text` with the Portuguese and Italian phrases of the lexicon said in Spanish ("depois de amanhã" → "pasado mañana",
 * "mia moglie" → "mi esposa"), found on its folded form, then the Portuguese weekdays where a day is meant.
 */
function spellOutForeign(text: string): string {
  let out = text;
  for (const [pattern, spanish] of FOREIGN_PHRASES) {
    const folded = foldKeepLength(out);
    let next = '';
    let last = 0;
    for (const m of folded.matchAll(pattern)) {
      next += out.slice(last, m.index) + spanish;
      last = m.index + m[0].length;
    }
    out = next + out.slice(last);
  }
  // "do 10 ao 15": the contraction "do" before a day's number is Spanish "del" (alone it may be a name's: "do Carmo")
  return portugueseWeekdays(out.replace(/(?<![\p{L}\p{N}@._-])do(?= \d)/gu, 'del'));
}

/** Spanish weekday names, folded: a Portuguese weekday beside one of them is a weekday too ("quinta a domingo"). */
const SPANISH_WEEKDAYS: ReadonlySet<string> = new Set(['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo']);

/** The words joining two weekdays of a range or a list ("a", "até", "ao", "e", "y", "-"). */
const WEEKDAY_JOINERS: ReadonlySet<string> = new Set(['a', 'al', 'ao', 'ate', 'hasta', 'e', 'y', '-', 'o']);

/**
 * `text` with each Portuguese weekday that is also a Spanish word ("segunda", "quinta", "sexta", with or without
 * "-feira") said as the Spanish weekday where a day is meant: before a day's number ("sexta 4", "segunda-feira 7"),
 * joined to another weekday ("quinta a domingo", "de segunda até quarta"), or after a word of arriving or leaving
 * ("chegada sexta", "saída segunda"). Elsewhere they stay as typed ("la segunda semana", "quinta avenida").
 */
function portugueseWeekdays(text: string): string {
  const days = LEXICON.portuguese.weekdays;
  const words = [...text.matchAll(/[\p{L}\p{N}]+|-/gu)].map((m) => ({ w: fold(m[0]), at: m.index, end: m.index + m[0].length }));
  const isDay = (k: number): boolean => {
    const w = words[k]?.w ?? '';
    return SPANISH_WEEKDAYS.has(w) || Object.hasOwn(days, w);
  };
  let out = '';
  let last = 0;
  for (let k = 0; k < words.length; k++) {
    const { w, at } = words[k]!;
    if (!Object.hasOwn(days, w)) continue;
    // (the "-feira" of its full name goes with it)
    let end = k;
    if (words[end + 1]?.w === '-' && words[end + 2]?.w === 'feira') end += 2;
    else if (words[end + 1]?.w === 'feira') end += 1;
    const next = words[end + 1]?.w ?? '';
    const dayNumber = /^\d{1,2}$/.test(next) && Number(next) >= 1 && Number(next) <= 31;
    const joined = (WEEKDAY_JOINERS.has(next) && isDay(end + 2)) || (WEEKDAY_JOINERS.has(words[k - 1]?.w ?? '') && isDay(k - 2));
    const cued = LEXICON.portuguese.weekdayCues.includes(words[k - 1]?.w ?? '');
    if (!dayNumber && !joined && !cued) continue;
    out += text.slice(last, at) + days[w]!;
    last = words[end]!.end;
  }
  return out + text.slice(last);
}

/**
 * How a folded Spanish word sounds, the same for the spellings of one sound in Latin American Spanish: a silent "h"
 * dropped ("hoy", "oy"); "b" and "v" one ("veinte", "beinte"); "c" before "e"/"i", "z" and "s" one (seseo: "doce",
 * "dose"; "diez", "dies"); "c", "k" and "qu" before "e"/"i" one ("quiero", "kiero"); "ll" and "y" one (yeísmo:
 * "Medellín", "medeyin"); "g" before "e"/"i" and "j" one; a letter said twice once ("correo", "coreo").
 */
export function soundKey(word: string): string {
  return word
    .replace(/ch/g, '\u0001')
    .replace(/h/g, '')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 's')
    .replace(/v|w/g, 'b')
    .replace(/ll/g, 'y')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/(.)\1+/g, '$1');
}

/**
 * The `[word, value]` pairs by the {@link soundKey} of their folded word (spaces dropped): each sound to its value,
 * a sound two different values share left out (it names neither for sure).
 */
export function bySound(pairs: Iterable<readonly [string, string]>): ReadonlyMap<string, string> {
  const by = new Map<string, string | null>();
  for (const [word, value] of pairs) {
    const k = soundKey(word.replace(/ /g, ''));
    by.set(k, by.has(k) && by.get(k) !== value ? null : value);
  }
  return new Map([...by].filter((e): e is [string, string] => e[1] !== null));
}

/** Each sound of a {@link ShorthandLexicon} sound-alike word, and the word. */
const SOUNDS = bySound(LEXICON.soundalikes.es.map((w) => [w, w] as const));
/** The sound-alike words themselves: typed right, they are kept. */
const SOUNDALIKE_WORDS: ReadonlySet<string> = new Set(LEXICON.soundalikes.es);

/** The word of the lexicon a folded word of a Spanish chat is typed for by its sound ("trese" → "trece"), or undefined. */
function soundalike(key: string): string | undefined {
  if (SOUNDALIKE_WORDS.has(key) || key.length < 2 || !/^[a-zñ]+$/.test(key)) return undefined;
  const w = SOUNDS.get(soundKey(key));
  return w !== undefined && w !== key ? w : undefined;
}

/** A word standing alone: letters and digits not joined to an address, a code or an abbreviation's dot. */
const WORD = /(?<![\p{L}\p{N}@._'’/\\#-])[\p{L}\p{N}]+(?![\p{L}\p{N}@_'’/\\#-]|\.[\p{L}\p{N}])/gu;
/** A date written the Chinese, Japanese or Korean way ("3月15日", "3월 15일"): month, then day. */
const CJK_DATE = /(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]/gu;
/** Month `m` (1–12) and day `d` said in the chat's language ("March 15", "15 de marzo"), the month named by `Intl`. */
function monthAndDay(lang: Lang, m: number, d: string): string {
  const month = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, m - 1, 1));
  return lang === 'en' ? `${month} ${d}` : `${d} de ${month}`;
}
/** "w/" (with) and "w/o" (without) before a space or a word: never "w/e" (the weekend, a word of the date readers). */
const WITH_SLASH = /(?<![\p{L}\p{N}@._/\\-])[wW]\/(?:[oO](?![\p{L}\p{N}]))?(?=\s|\p{L}|$)(?![eE](?:nd)?(?![\p{L}\p{N}]))/gu;
/** The numero sign ("el nº de habitaciones", "N° 3"): the word "número". */
const NUMERO_SIGN = /(?<![\p{L}\p{N}@._-])[nN]\s?[º°](?=\s|\p{N}|$)/gu;
/** A keycap digit ("5️⃣": the digit, an optional variation selector, the enclosing keycap). */
const KEYCAP = /([0-9])\uFE0F?\u20E3/g;

/** The words of what is counted in a stay, per chat language, and the words kept beside a count (`counted` in the lexicon). */
const COUNTED_WORDS: Readonly<Record<Lang, readonly string[]>> = { es: LEXICON.counted.es, en: LEXICON.counted.en };
const NOT_COUNTED_TYPOS: ReadonlySet<string> = new Set(LEXICON.counted.notTypos);
/** A count right before a word: digits or a number word, and the space between ("3 ", "tres ", or nothing after digits). */
const COUNT_BEFORE = /(?:^|[^\p{L}\p{N}])(\d+|[\p{L}]+)\s*$/u;

/** The counted word a folded word after a count is typed for ("niches" → "noches"), or undefined. */
function countedTypo(key: string, before: string, lang: Lang): string | undefined {
  if (key.length < 5 || NOT_COUNTED_TYPOS.has(key) || COUNTED_WORDS.es.includes(key) || COUNTED_WORDS.en.includes(key)) return undefined;
  // a number word is itself ("cuatro", one swap from "cuarto": "de dos cuatro y seis")
  if (NUMBER_WORDS[key] !== undefined || SOUNDALIKE_WORDS.has(key)) return undefined;
  const count = COUNT_BEFORE.exec(before)?.[1];
  if (count === undefined || (!/^\d+$/.test(count) && NUMBER_WORDS[fold(count)] === undefined)) return undefined;
  if (/^\d+$/.test(count) === false && /\s$/.test(before) === false) return undefined;
  const near = COUNTED_WORDS[lang].filter((u) => Math.abs(u.length - key.length) <= 1 && damerauLevenshtein(u, key).steps === 1);
  return near.length === 1 ? near[0] : undefined;
}

/**
 * `text` with chat shorthand spelled out (see the module's comment), in a
 * chat in `lang`. Everything else is kept exactly as typed.
 */
export function spellOutShorthand(text: string, lang: Lang): string {
  const words: Record<string, string> = {
    ...LEXICON.words.any,
    ...(lang === 'en' ? LEXICON.words.en : { ...LEXICON.portuguese.words, ...LEXICON.italian.words, ...LEXICON.words.es }),
  };
  return (lang === 'es' ? spellOutForeign(text) : text)
    .replace(CJK_DATE, (all, m: string, d: string) => (Number(m) >= 1 && Number(m) <= 12 ? monthAndDay(lang, Number(m), d) : all))
    .replace(WITH_SLASH, (w, at: number, all: string) => `${w.length === 2 ? 'with' : 'without'}${/\S/.test(all[at + w.length] ?? ' ') ? ' ' : ''}`)
    .replace(KEYCAP, '$1')
    .replace(NUMERO_SIGN, (sign: string, at: number, all: string) => (/\p{N}/u.test(all[at + sign.length] ?? '') ? 'número ' : 'número'))
    .replace(/\u{1F51F}/gu, '10')
    .replace(WORD, (w, at: number, all: string) => {
      const key = fold(w);
      // An acronym in capitals ("PA to Mr. Chen", "PS") or a capital initial inside a sentence ("Juan D Pérez") is no
      // shorthand; "x 3" ending a message is the reader's own "times three" ("pasado mañana x 3"), not "por".
      const capitals = /\p{Lu}/u.test(w) && w === w.toUpperCase();
      const initial = capitals && w.length === 1 && !/(^|[.!?¡¿]\s*)$/.test(all.slice(0, at).trimEnd());
      const kept = (capitals && w.length > 1) || initial || (key === 'x' && /^\s*\d+\s*[.!?]*\s*$/.test(all.slice(at + 1)));
      // "2niches": the count glued to a typo of what it counts
      const glued = /^(\d+)(\p{L}+)$/u.exec(w);
      const typo = glued ? countedTypo(fold(glued[2]!), glued[1]!, lang) : countedTypo(key, all.slice(0, at), lang);
      if (typo !== undefined) return glued ? `${glued[1]}${typo}` : typo;
      const sound = lang === 'es' && !kept && !Object.hasOwn(words, key) ? soundalike(key) : undefined;
      // (a Roman numeral in capitals is no stretched word: "III noches", "VIII")
      const roman = /^(X{0,3})(IX|IV|V?I{0,3})$/.test(w);
      const out =
        Object.hasOwn(words, key) && !kept ? words[key]! : sound !== undefined ? sound : /^\p{L}+$/u.test(w) && !roman ? w.replace(/(\p{L})\1{2,}/gu, '$1') : w;
      return out !== w && w[0] !== w[0]!.toLowerCase() ? out[0]!.toUpperCase() + out.slice(1) : out;
    });
}
