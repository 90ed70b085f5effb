/**
 * The message's words as the person readers see them ({@link Word}, {@link wordsOf}, {@link PersonScan}) and what
 * every one of those readers asks of a word: whether it could be part of a name ({@link nameLike}), the phrase of a
 * run of words, a known place at a word, the words that are never a name or a city ({@link STOP}), and the shared word
 * lists of the person lexicon (negations, relations, courtesy after a name).
 */
import { tokens, type Token } from '../text.js';
import type { Message } from '../types.js';
import { PERSON } from './lexicon.js';
import { isAlsoSurname, isGiven, SURNAMES } from './nameLexicon.js';
import { CITY_CANON, COMBINING_FORMS, PLACES, SECOND_NATIONALITY } from './places.js';

/**
 * Words that are never part of a name or a city: the `chatter` lists of the person lexicon (its stop words, the chat's
 * words of address and courtesy, praise and reactions, placeholders typed for a name).
 */
export const STOP = new Set([...PERSON.chatter.stopWords, ...PERSON.chatter.chatWords, ...PERSON.chatter.praiseWords, ...PERSON.chatter.placeholderWords]);
/** Hesitations said while dictating a name, never a word of it (see `wordsOf`). */
const NAME_HESITATIONS = PERSON.name.nameHesitations;

export interface Word {
  /** Folded, with a curly apostrophe made straight (chat shorthand spelled out: "d" → "de"). */
  w: string;
  /** The word was chat shorthand spelled out (see {@link CHAT_SHORTHAND}): read in names only, never in a place's lead. */
  shorthand?: true;
  /** As typed. */
  raw: string;
  start: number;
  end: number;
  /** The raw text between the previous word and this one. */
  gap: string;
  /** Something other than spaces stands between this word and the previous one (punctuation, masked words), or a line break. */
  breakBefore: boolean;
  /** First word of a sentence (its capital says nothing). */
  sentenceStart: boolean;
}

/**
 * What the person readers scan a message with, built once in {@link extractPerson} and passed whole to the readers
 * that need three or more of its parts (a reader may scan other words, as {@link titledTraveller} does, with its own).
 */
export interface PersonScan {
  /** The message's words (inner nicknames set aside). */
  readonly ws: readonly Word[];
  /** Per word of `ws`, whether a reader has claimed it already; filled in as the readers go (the readers only look). */
  readonly used: readonly boolean[];
  /** The message as typed (`m.raw`). */
  readonly raw: string;
  /** The catalogue's city names, spelled as there (a known city is read back so). */
  readonly cityNames: readonly string[];
  /** The same city names folded (see `fold`), to look words up in. */
  readonly cityKeys: ReadonlySet<string>;
  /** Whether the message's capitals say anything (see {@link caseInformative}): then a lowercase word ends a name or a city. */
  readonly informative: boolean;
}

/**
 * Class: chat shorthand for function words at the name question ("a nombre d mi mamá", "luisa fernanda d la cruz"):
 * read as the word it stands for. A single letter is never a name's word, so nothing else is lost.
 */
const CHAT_SHORTHAND: Readonly<Record<string, string>> = { d: 'de', q: 'que' };

/** The message's words (folded, chat shorthand spelled out at the name questions), each with its raw text, span and the gap before it. */
export function wordsOf(m: Message): Word[] {
  const w0 = (text: string): string => text.replace(/’/g, "'");
  const toks: Token[] = tokens(m.folded);
  // shorthand is read at the name questions only ("soy d pasto" elsewhere is not read as "soy de Pasto")
  const nameAsked = m.expecting === 'name' || m.expecting === 'lastName';
  const out: Word[] = [];
  let prevEnd = 0;
  let skipped = false;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    // Class: a hesitation inside a dictated name ("daniel eh martinez", "it's John um John Miller"): at the name
    // questions it is no word of the message, as if a space (the words beside it stay one name).
    if (nameAsked && NAME_HESITATIONS.has(t.text)) {
      skipped = true;
      continue;
    }
    // The same word again after the hesitation ("John um John Miller") is the name restarted, as after a comma.
    const restart = skipped && out.at(-1)?.w === w0(t.text);
    const gap = skipped ? (restart ? ', ' : m.raw.slice(prevEnd, t.start).replace(/[\p{L}\p{N}]+/gu, ' ')) : m.raw.slice(prevEnd, t.start);
    skipped = false;
    const w = t.text.replace(/’/g, "'");
    // typed in lowercase and not an initial ("Bogotá D.C.", "Juan D. Pérez")
    const said = nameAsked && m.raw[t.start] === w && m.raw[t.end] !== '.' ? CHAT_SHORTHAND[w] : undefined;
    out.push({
      w: said ?? w,
      raw: said ?? m.raw.slice(t.start, t.end),
      ...(said ? { shorthand: true as const } : {}),
      start: t.start,
      end: t.end,
      gap,
      breakBefore: i > 0 && /\S|\n/.test(gap),
      sentenceStart: i === 0 || /[.!?¡¿\n]/.test(gap),
    });
    prevEnd = t.end;
  }
  return out;
}

/**
 * Whether the guest's capitals say something: among the words that do not
 * begin a sentence, some start with a capital and some do not ("Hola, soy
 * Carlos"). All lowercase, all capitals or Every Word Capitalised say nothing.
 */
export function caseInformative(ws: readonly Word[]): boolean {
  const inner = ws.filter((x) => !x.sentenceStart && /^\p{L}/u.test(x.raw));
  return inner.some((x) => /^\p{Lu}/u.test(x.raw)) && inner.some((x) => /^\p{Ll}/u.test(x.raw));
}

/**
 * A word that could be part of a name: letters (inner apostrophe or hyphen),
 * two or more, not a stop word or nationality. With `givenDemonym`, a common
 * given name that is also a nationality word counts ("Germán Villegas" after
 * "a nombre de"; never after "I'm": "I'm German").
 */
export function nameLike(x: Word, givenDemonym = false, placeOk = false): boolean {
  if (!/^\p{L}+(?:['-]\p{L}+)*$/u.test(x.w) || x.w.length < 2 || x.w.endsWith("'s") || CONTRACTION.test(x.w)) return false;
  // a name has a vowel ("ñlkjñlkj", "qwrtz" are keys struck, not a name)
  if (x.w.length > 3 && !/[aeiouy]/.test(x.w)) return false;
  if (keyboardRun(x.w)) return false;
  // (a word of chat that is also a known surname, capitalised where a surname stands, is the surname: "Gustavo Becerra Niño")
  const surnameHere = placeOk && SURNAMES.has(x.w) && /^\p{Lu}/u.test(x.raw);
  if ((STOP.has(x.w) && !surnameHere) || (VERB_FORM.test(x.w) && !isGiven(x.w) && !isAlsoSurname(x.w))) return false;
  // "Colombian-American", "colombo-venezolano": nationalities joined, never a name
  if (x.w.includes('-') && x.w.split('-').every((p) => PLACES.has(p) || COMBINING_FORMS[p] !== undefined || SECOND_NATIONALITY.has(p))) return false;
  const place = PLACES.get(x.w);
  return !place || placeOk || ((place.kind === 'name' || givenDemonym) && isGiven(x.w));
}

/** The letter rows of a keyboard (QWERTY, and the AZERTY and QWERTZ rows that differ), each also read backwards. */
const KEY_ROWS: readonly string[] = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'azertyuiop', 'qsdfghjklm', 'wxcvbn', 'qwertzuiop', 'yxcvbnm'].flatMap((row) => [
  row,
  [...row].reverse().join(''),
]);

/** Whether `w` is keys struck along one row of a keyboard, four or more ("qwerty", "asdf", "lkjh"): typed at random, never a name. */
function keyboardRun(w: string): boolean {
  return w.length >= 4 && KEY_ROWS.some((row) => row.includes(w));
}

/**
 * Spanish verb forms no name has: the imperfect of "-ar" verbs ("estaba", "andábamos", "manejaba"), unless the
 * lexicon knows the word as a given name or a surname. Gerunds are left alone: surnames end so too ("Obando").
 */
const VERB_FORM = /\p{L}{2,}(?:aba|abas|abamos|aban)$/u;

/** "maría" → "María", "GOMEZ" → "Gomez", "o'neil" → "O'Neil"; mixed case is kept as typed ("McDonald"). */
export function properCase(raw: string): string {
  if (raw !== raw.toLowerCase() && raw !== raw.toUpperCase()) return raw;
  return raw
    .toLowerCase()
    .split(/(['’-])/)
    .map((part) => (part.length > 0 ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join('');
}

/** The folded phrase of words `[a, b)`, or undefined when a break stands inside (with `dotsOk`, dots are not a break: "EE.UU.", "D.C."). */
export function phrase(ws: readonly Word[], a: number, b: number, dotsOk = false): string | undefined {
  if (a < 0 || b > ws.length || b <= a) return undefined;
  for (let k = a + 1; k < b; k++) {
    if (ws[k]!.breakBefore && !(dotsOk && /^[\s.]*$/.test(ws[k]!.gap))) return undefined;
  }
  return ws
    .slice(a, b)
    .map((x) => x.w)
    .join(' ');
}

/** A known place (city or country) starting at word `k`, as the number of words it spans. */
export function placeAt(ws: readonly Word[], k: number, cityKeys: ReadonlySet<string>): number {
  for (let n = Math.min(4, ws.length - k); n >= 1; n--) {
    const p = phrase(ws, k, k + n);
    if (p && (CITY_CANON.has(p) || cityKeys.has(p) || PLACES.get(p)?.kind === 'name')) return n;
  }
  return 0;
}

/** Words before a country that deny it: "Austria (not Australia!)", "de Austria, no Australia". */
export const NEGATIONS = PERSON.nationality.negations;

export function startsWithSeq(ws: readonly Word[], k: number, seq: readonly string[], shorthandOk = false): boolean {
  for (let i = 0; i < seq.length; i++) {
    const x = ws[k + i];
    if (!x || x.w !== seq[i] || (x.shorthand && !shorthandOk)) return false;
  }
  return true;
}

/**
 * Class: chatter is not a place. A word with an English verb contraction ("you're", "we've", "I'll", "don't") is a
 * piece of a sentence, never part of a city's or a person's name ("wow you're fast" answering where the guest lives).
 */
export const CONTRACTION = /(?:'(?:re|ve|ll|m|d)|n't)$/;

/** People a booking may be made for ("a nombre de mi esposo, …"). */
export const RELATIONS = PERSON.roles.relations;
/** Trailing courtesy words allowed after a bare name ("Ana Gómez por favor"). */
export const NAME_TAIL = PERSON.name.nameTail;
/** Punctuation that sets a remark apart from the name before it: a comma, a bracket, a dash, an ellipsis, a semicolon, a stop. */
export const REMARK_BREAK = /[,;([—–-]|\.|…/;
