/**
 * Chat shorthand spelled out before a message is read, so every reader sees
 * the words a guest means: whole words typed short ("d" → "de", "pa" →
 * "para", "q" → "que", "5 n 8" → "5 and 8", from `lexicon/shorthand.json`),
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
import { fold } from './text.js';
import type { Lang } from '../types.js';

const Key = z.string().regex(/^[a-zñ0-9]+$/, 'a folded word: lowercase a-z, ñ and digits');
const Words = z.record(Key, z.string().min(1));

/**
 * The schema of the shorthand lexicon: `words.any` applies in every chat,
 * `words.es` and `words.en` only in a chat in that language. A key is one
 * folded word; its expansion the words it stands for.
 */
export const ShorthandLexicon = z
  .object({ about: z.string(), words: z.object({ any: Words, es: Words, en: Words }).strict() })
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

/** A word standing alone: letters and digits not joined to an address, a code or an abbreviation's dot. */
const WORD = /(?<![\p{L}\p{N}@._'’/\\#-])[\p{L}\p{N}]+(?![\p{L}\p{N}@_'’/\\#-]|\.[\p{L}\p{N}])/gu;
/** A keycap digit ("5️⃣": the digit, an optional variation selector, the enclosing keycap). */
const KEYCAP = /([0-9])\uFE0F?\u20E3/g;

/**
 * `text` with chat shorthand spelled out (see the module's comment), in a
 * chat in `lang`. Everything else is kept exactly as typed.
 */
export function spellOutShorthand(text: string, lang: Lang): string {
  const words: Record<string, string> = { ...LEXICON.words.any, ...(lang === 'en' ? LEXICON.words.en : LEXICON.words.es) };
  return text
    .replace(KEYCAP, '$1')
    .replace(/\u{1F51F}/gu, '10')
    .replace(WORD, (w, at: number, all: string) => {
      const key = fold(w);
      // An acronym in capitals ("PA to Mr. Chen", "PS") or a capital initial inside a sentence ("Juan D Pérez") is no
      // shorthand; "x 3" ending a message is the reader's own "times three" ("pasado mañana x 3"), not "por".
      const capitals = /\p{Lu}/u.test(w) && w === w.toUpperCase();
      const initial = capitals && w.length === 1 && !/(^|[.!?¡¿]\s*)$/.test(all.slice(0, at).trimEnd());
      const kept = (capitals && w.length > 1) || initial || (key === 'x' && /^\s*\d+\s*[.!?]*\s*$/.test(all.slice(at + 1)));
      const out = Object.hasOwn(words, key) && !kept ? words[key]! : /^\p{L}+$/u.test(w) ? w.replace(/(\p{L})\1{2,}/gu, '$1') : w;
      return out !== w && w[0] !== w[0]!.toLowerCase() ? out[0]!.toUpperCase() + out.slice(1) : out;
    });
}
