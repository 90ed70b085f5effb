/**
 * Which of two values of one kind said in a message is meant (two e-mail addresses, two phones, two countries): the
 * last when a correction word stands between them ("…, no perdón, …"), the first when the words between deny the
 * second ("311 222 3344, no 311 222 3345"); and the take-back words a correction of an ending opens with.
 */
import { deniedAfterComma, MARKER_PHRASES, phrasesAlternation, phrasesPattern, TAKING_BACK_PHRASES } from '../repairs.js';
import { foldKeepLength } from '../text.js';
import type { Message, TextRange } from '../types.js';

/**
 * Words taking back a phone's or an email's ending just said ("no", "perdón", "sorry", "corrijo", "I mean", "wait"): the
 * markers of the correction lexicon (see `./repairs.ts`), as a pattern of alternatives.
 */
const TAKE_BACK = phrasesAlternation(MARKER_PHRASES);
/** True when a lead-in holds a word of {@link TAKE_BACK}. */
export const TAKES_BACK = new RegExp(phrasesPattern(MARKER_PHRASES));
/**
 * The lead-in of a correction of an ending ({@link ENDING_FIX}, {@link DOMAIN_FIX}), captured whole: take-back words
 * and "es"/"is" between them ("no perdón, es …"); it must hold a take-back word ({@link TAKES_BACK}).
 */
export const TAKE_BACK_LEAD = String.raw`((?:(?:${TAKE_BACK}|es|is|it's|its)[\s,.;:!…-]+)+)`;

/** Said between two phones or two emails to take the first back ("3001234567 perdón 3001234576", "x@hotmail.com, no perdón, x@gmail.com"). */
export const CONTACT_CORRECTION = new RegExp(phrasesPattern(TAKING_BACK_PHRASES));
/** A bare "no" alone between two numbers ("3001112233... no, 3001112234"): the first retyped, taken back. */
const BARE_NO_BETWEEN = /^[\s.,;:!…-]*\bno\b[\s.,;:!…-]*$/;

/**
 * Two or more different values of one kind (hits in text order, by key): the
 * last when a correction word stands between it and the one before ("…, no
 * perdón, …"; "… — wait, …"); undefined otherwise (the bot asks which).
 */
export function lastCorrected<T extends { span: TextRange }>(hits: readonly T[], key: (h: T) => string, raw: string, bareNo = false): T | undefined {
  const sorted = [...hits].sort((a, b) => a.span[0] - b.span[0]);
  const last = sorted[sorted.length - 1];
  const before = sorted.filter((h) => key(h) !== key(last!)).pop();
  if (!last || !before || before.span[0] > last.span[0]) return undefined;
  const gap = foldKeepLength(raw.slice(before.span[1], last.span[0]));
  // With `bareNo` (phones), a lone "no" between the numbers is a correction too ("3001112233... no, 3001112234").
  return CONTACT_CORRECTION.test(gap) || (bareNo && BARE_NO_BETWEEN.test(gap)) ? last : undefined;
}

/**
 * Two different values of one kind (hits in text order, by key) where the words between deny the second: a contrast,
 * and the first stands ("311 222 3344, no 311 222 3345", "juanp@gmail.com no juan@gmail.com" in Spanish; see
 * `deniedAfterComma`; "tomr@gmail.com not tom@gmail.com" in either language). Undefined otherwise. In English a bare
 * "no" between them takes the first back instead.
 */
export function contrasted<T extends { span: TextRange }>(hits: readonly T[], key: (h: T) => string, raw: string, lang: Message['lang']): T | undefined {
  const sorted = [...hits].sort((a, b) => a.span[0] - b.span[0]);
  if (new Set(sorted.map(key)).size !== 2 || sorted.length !== 2) return undefined;
  const [first, second] = sorted as [T, T];
  const gap = raw.slice(first.span[1], second.span[0]);
  return deniedAfterComma(gap) || /^\s+not\s+$/i.test(gap) || (lang === 'es' && /^\s+no\s+$/i.test(gap)) ? first : undefined;
}
