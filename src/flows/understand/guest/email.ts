/**
 * E-mail addresses in a message: typed ("Ana@Gmail.com", "dani.moreno @ gmail . com"), dictated in words ("santi
 * arroba gmail punto com", "john at gmail dot com"), with a provider mistyped ("jen@gmial.com", offered back), given
 * as a provider and a first part ("natalia.delatorre en gmail"), and the choice between two ("prefer the first",
 * "para la factura es …"). Read by {@link extractContact} (`contact.ts`).
 */
import { distance } from 'fastest-levenshtein';
import { z } from 'zod';
import { readNumberAt } from '../numbers.js';
import { phrasesPattern, TAKING_BACK_PHRASES } from '../repairs.js';
import { foldKeepLength, tokens } from '../text.js';
import type { TextRange } from '../types.js';
import { CONTACT } from './lexicon.js';
import { isGiven } from './nameLexicon.js';
import { STOP } from './words.js';
import { TAKE_BACK_LEAD, TAKES_BACK } from './corrections.js';
import { PHONE_FILLERS } from './phone.js';

const EMAIL = z.email();

/** Runs of non-space characters holding an "@" (in the folded text, so masked parts are skipped). */
export const AT_RUN = /[^\s]*@[^\s]*/g;
export const EMAIL_LEAD = /^[\s"'`([{<¿¡*«“‘,;:.!?]+/;
export const EMAIL_TRAIL = /[\s"'`)\]}>*»”’,;:.!?¿¡]+$/;

/** Mail providers whose name is often mistyped; a domain one or two letters away from them is refused. */
const PROVIDERS = CONTACT.email.providers;
/** Real domains near a provider's name (never taken for a typo). */
const REAL_NEAR_PROVIDERS = CONTACT.email.realNearProviders;
/** Top-level domains that are almost always a typo of "com". */
const TLD_TYPOS = CONTACT.email.tldTypos;

/** Whether an address's domain is a well-known provider or "com" mistyped ("gmial.com", "gmail.con", "gmail.co"). */
function mistypedDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (TLD_TYPOS.has(tld)) return true;
  const name = labels[0] ?? '';
  if (name === 'gmail') return labels.slice(1).join('.') !== 'com';
  if (PROVIDERS.includes(name) || REAL_NEAR_PROVIDERS.has(name)) return false;
  return PROVIDERS.some((p) => name.length >= 4 && distance(name, p) <= 2 && Math.abs(name.length - p.length) <= 2);
}

/** The address in an "@" run as typed, trimmed of surrounding punctuation and of a "correo:"/"mailto:" prefix, with its span. */
export function emailIn(raw: string, start: number, end: number): { email: string; span: TextRange } | undefined {
  let s = start;
  let e = end;
  let text = raw.slice(s, e);
  const at = text.indexOf('@');
  const colon = text.lastIndexOf(':', at);
  if (colon >= 0) {
    s += colon + 1;
    text = text.slice(colon + 1);
  }
  const lead = EMAIL_LEAD.exec(text)?.[0].length ?? 0;
  const trail = EMAIL_TRAIL.exec(text)?.[0].length ?? 0;
  s += lead;
  e -= trail;
  const email = raw.slice(s, e);
  if (!EMAIL.safeParse(email).success) return undefined;
  if (mistypedDomain(email.slice(email.lastIndexOf('@') + 1))) return undefined;
  return { email, span: [s, e] };
}

/**
 * Whether the address starting at `start` (an "@" run of the folded text)
 * follows a given name, or a word that may be one opening the message, with only one space between ("juan
 * perez@gmail.com", "maria gomez@hotmail.com", "noa levi@gmail.com"), or a piece of an address with its own dot,
 * underscore or hyphen ("profe.danza arte@gmail.com"): the guest typed a space
 * inside the first part, so the address as typed is none (it could be
 * "juanperez@…", "juan.perez@…"). Never a part of it is taken: nothing is
 * returned and the bot asks again. After a lead word ("es", "is", "correo")
 * or punctuation, the address stands alone.
 */
export function splitLocalPart(folded: string, start: number): boolean {
  // a piece of an address right before, with its own dot, underscore or hyphen ("profe.danza arte@gmail.com"): the
  // first part was typed with a space inside it
  if (/(?:^|\s)[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)+ $/u.test(folded.slice(0, start))) return true;
  const before = /(?:^|[\s,;:(])([\p{L}]+) $/u.exec(folded.slice(0, start));
  if (!before) return false;
  const w = before[1]!;
  if (SPOKEN_EMAIL_LEADS.has(w) || STOP.has(w)) return false;
  // a word that may be a name of any land, the message's first ("noa levi@gmail.com" as the whole answer)
  const first = folded.slice(0, start - w.length - 1).trim() === '';
  return isGiven(w) || (first && NAME_LIKE_WORD.test(w));
}

/** A word that may be a name of any land (letters only, two to twelve, a vowel among them: "noa", "marie", "kai"). */
const NAME_LIKE_WORD = /^(?=\p{L}*[aeiouy])\p{L}{2,12}$/u;

/** Separators said inside an address's first part: dots, underscores ("guion bajo", "raya al piso") and hyphens, in words or typed tight ("ana.gomez"; "correo - ana" is no part). */
const SPOKEN_LOCAL_SEP = String.raw`(?:[._-]|\s*\b(?:punto|ponto|dot|point|underscore|guion\s+bajo|guion\s+al\s+piso|raya\s+al\s+piso|raya\s+abajo|barra\s+baja|low\s+dash|dash|hyphen|guion\s+medio|guion)\b\s*)`;
/** Separators said inside a domain: dots (typed or said) and hyphens (said, or typed tight). */
const SPOKEN_DOMAIN_SEP = String.raw`(?:-|\s*(?:\.|\b(?:punto|ponto|dot|point|dash|hyphen|guion\s+medio|guion)\b)\s*)`;
/**
 * An address said in words (folded): "santi arroba gmail punto com", "john at
 * gmail dot com", "john dot smith at gmail dot com", "juan guion bajo perez
 * arroba hotmail punto com". Groups: first part, domain.
 */
const SPOKEN_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._-])([a-z0-9]+(?:${SPOKEN_LOCAL_SEP}[a-z0-9]+)*(?:\s+\d+)?)\s+(?:arroba|at)\s+([a-z0-9]+(?:${SPOKEN_DOMAIN_SEP}[a-z0-9]+)+)(?![\p{L}\p{N}@])`,
  'u',
);
/** Each said separator and the character it stands for. */
const SPOKEN_SEPS: readonly [RegExp, string][] = [
  [/\s*(?:_|\b(?:underscore|guion\s+bajo|guion\s+al\s+piso|raya\s+al\s+piso|raya\s+abajo|barra\s+baja|low\s+dash)\b)\s*/g, '_'],
  [/\s*(?:\.|\b(?:punto|ponto|dot|point)\b)\s*/g, '.'],
  [/\s*(?:-|\b(?:dash|hyphen|guion\s+medio|guion)\b)\s*/g, '-'],
];
/** Words said for a separator inside an address ("punto", "dot", "guion"): never glued into a word. */
const SAID_SEPARATORS = CONTACT.email.saidSeparators;
/** A part of a spoken address with its said separators made characters ("john dot smith" → "john.smith"). */
function spokenPart(said: string): string {
  let out = said;
  for (const [re, ch] of SPOKEN_SEPS) out = out.replace(re, ch);
  return out;
}
/**
 * Words that may stand right before a spoken address's first part ("mi correo es santi arroba …"), the verbs and words
 * of answering among them ("use ops@…", "mándalo a …", "ok ana@…").
 */
const SPOKEN_EMAIL_LEADS = CONTACT.email.spokenEmailLeads;

/**
 * An address said in words, one only: the first part is one word, or words
 * joined by said separators ("john dot smith", "ana guion bajo gomez"),
 * standing first in the message or after "mi correo es" and the like ("ana
 * gomez arroba …" is not read: the address could be "anagomez" or
 * "ana.gomez"); then "arroba"/"at", then the domain with "punto"/"dot" as
 * dots. Separators said: "punto"/"dot" → ".", "guion bajo"/"underscore"/"raya
 * al piso" → "_", "guion"/"dash"/"hyphen" → "-". English "at" only at the
 * email question or after such a lead. Digits said after the first part are glued to it. Lowercase.
 */
export function spokenEmail(scan: string, atQuestion: boolean): { email: string; span: TextRange } | undefined {
  const hit = SPOKEN_EMAIL.exec(scan);
  if (!hit) return undefined;
  const before = tokens(scan.slice(0, hit.index));
  // Class: hesitation before a dictated address ("mi correo ehh mario punto pasto arroba …"): skipped back to the lead.
  let p = before.length - 1;
  while (p > 0 && PHONE_FILLERS.has(before[p]!.text)) p--;
  const prev = before[p];
  // At the email question "send it to emma.w(at)gmail.com": "to" leads the address too.
  // "mi correo es arroba gmail punto com": the lead said where the first part goes is no first part; nothing is read
  if (SPOKEN_EMAIL_LEADS.has(hit[1]!)) return undefined;
  const led = prev !== undefined && (SPOKEN_EMAIL_LEADS.has(prev.text) || (atQuestion && prev.text === 'to') || /[:,]/.test(scan.slice(prev.end, hit.index)));
  if (prev && !led) return undefined;
  // English "at"/"dot" only at the email question or after "my email is" ("staying at hilton dot com" is no address).
  if (!/\sarroba\s/.test(hit[0]) && !atQuestion && !led) return undefined;
  // Class: digits said after the first part's last word are glued to it ("carlos guion bajo mejia 85 arroba …" →
  // "carlos_mejia85@…"): said apart, they are typed together.
  const local = spokenPart(hit[1]!).replace(/\s+(\d+)$/, '$1');
  const domain = spokenPart(hit[2]!);
  const email = `${local}@${domain}`;
  if (/^[._-]|[._-]$|[._-]{2}/.test(local) || !/\.[a-z]{2,}$/.test(domain) || !EMAIL.safeParse(email).success || mistypedDomain(domain)) return undefined;
  return { email, span: [hit.index, hit.index + hit[0].length] };
}

/** Correction words said between two addresses (see {@link saidAgainEmail}), each place they stand. */
const CONTACT_CORRECTIONS = new RegExp(phrasesPattern(TAKING_BACK_PHRASES), 'g');

/**
 * Class: a dictated address said again whole after a correction ("jorge ramirez arroba gmail punto com no perdón jorge
 * punto ramirez arroba gmail punto com", "ana at gmail dot com, sorry, ana dot ruiz at gmail dot com"): the address
 * after the last correction word that follows an "arroba"/"at" is read alone, as if said first; the words before it,
 * the address taken back, are claimed with it. Undefined when no whole address follows the correction.
 */
export function saidAgainEmail(scan: string, atQuestion: boolean): { email: string; span: TextRange } | undefined {
  const at = scan.search(/\s(?:arroba|at)\s/);
  if (at < 0) return undefined;
  let cut = -1;
  for (const c of scan.slice(at).matchAll(CONTACT_CORRECTIONS)) cut = at + c.index + c[0].length;
  if (cut < 0) return undefined;
  const again = /\s(?:arroba|at)\s/.test(scan.slice(cut));
  // Class: only the domain said again after the correction ("maria punto gomez arroba gmail punto com no perdón
  // hotmail punto com", "… at gmail dot com, sorry, outlook dot com"): the first part stands, the domain is the new one
  const domain = again ? null : /^[\s,]*([a-z0-9]+(?:\s+(?:punto|dot)\s+[a-z0-9]+)+)[\s.]*$/.exec(scan.slice(cut));
  if (!again && !domain) return undefined;
  const said = domain ? `${scan.slice(0, at).trimEnd()} arroba ${domain[1]}` : ' '.repeat(cut) + scan.slice(cut);
  const hit = spokenEmail(plainSpokenEmail(said), atQuestion);
  if (!hit) return undefined;
  // the address taken back starts after its lead words ("mi correo es …"): from the first word of the message's clause
  const first = tokens(scan.slice(0, at)).filter((t) => !SPOKEN_EMAIL_LEADS.has(t.text) && !STOP.has(t.text))[0];
  return { email: hit.email, span: [first?.start ?? hit.span[0], domain ? scan.length : hit.span[1]] };
}

/** "(arroba)", "[at]", "(dot)": the said symbols in brackets, as written to dodge spam filters ("emily(at)outlook(dot)com"). */
const BRACKETED_SYMBOL = /[([{<]\s*(arroba|at|dot|punto)\s*[)\]}>]/g;
/**
 * "a roba": "arroba" split by a dictation keyboard ("carlos a roba yahoo punto es"); "arobase": the French word for it
 * (class: an address dictated by a French speaker, "marie point dubois arobase orange point fr"; "point" is its dot).
 */
const SPLIT_ARROBA = /\b(?:a roba|arobase)\b/g;
/**
 * Said with a dictated address to join its words: "mariagomez85 todo junto arroba …", "ana maria duque at gmail dot
 * com, all together". Class: the phrase said whole with its little words ("emily clarke all one word at …", "all in
 * one word", "todo en una palabra", "todo seguido"): every word of it is the phrase's, none is the address's.
 */
export const JOINED_WORDS =
  /[\s,]*\b(?:todo\s+(?:junto|pegado|seguido|en\s+una\s+(?:sola\s+)?palabra)|(?:en\s+)?una\s+sola\s+palabra|sin\s+espacios?|all\s+together|(?:with\s+)?no\s+spaces?|(?:all\s+)?(?:in\s+)?(?:one|a\s+single)\s+word)\b/g;

/** "arroba hotmail no gmail punto": groups "arroba"/"at", the provider taken back, the one said instead (before the dot). */
const PROVIDER_TAKEN_BACK = /\b(arroba|at)\s+([a-z0-9]+)(?:\s*,?\s+(?:no|not|perdon|sorry|mejor)){1,2}\s*,?\s+([a-z0-9]+)(?=\s*(?:\.|\bpunto\b|\bdot\b))/g;
/** Mail providers a dictated domain may be corrected between: {@link PROVIDERS} and the real domains near them. */
const MAIL_PROVIDERS: ReadonlySet<string> = new Set([...PROVIDERS, ...REAL_NEAR_PROVIDERS]);
/** "me at", "us at" before an address said with its own "at"/"arroba": the English lead ("email me at …", "reach us at …"). */
const PRONOUN_AT = /\b(?:me|us)\s+at\s+(?=[a-z0-9._-]+\s+(?:at|arroba)\s)/g;
/** Two or more single letters or digits in a row ("w i l l", "g m x"): an address's part spelled out. */
const SPELLED_RUN = /(?<![\p{L}\p{N}])([a-z0-9](?: [a-z0-9])+)(?![\p{L}\p{N}])/gu;
/** Words a spelled part of an address must stand between (or the message's edges): its "at" and its dots. */
const SPELLED_EDGES = CONTACT.email.spelledEdges;

/** Number words never read as digits inside a dictated address (articles and words that are numbers only sometimes). */
const NOT_DIGIT_WORDS = CONTACT.email.notDigitWords;

/**
 * Class: numbers said in words inside a dictated address ("santiago rios noventa arroba gmail punto com todo pegado" is
 * santiagorios90@…): a whole number word of the address's first part is written in digits, as the guest's keyboard
 * would; words that are numbers only sometimes ({@link NOT_DIGIT_WORDS}) stay words.
 */
function dictatedDigits(word: string): string {
  if (NOT_DIGIT_WORDS.has(word) || /\d/.test(word)) return word;
  const n = readNumberAt([{ text: word, start: 0, end: word.length }], 0);
  return n && !n.ordinal && n.end === 1 ? String(n.value) : word;
}

/**
 * `scan` with said symbols written plainly, of the same length: brackets
 * around "arroba"/"at"/"dot"/"punto" become spaces, "a roba" becomes
 * "arroba". With `joined` (the guest said "todo junto", "all together"),
 * the phrase is blanked and the words before "arroba"/"at", from the
 * message's start or after a lead word, are glued together. With `glue`
 * they are glued though nothing said so, when they are at most four and
 * none is a chat word (the caller offers the result back, never takes it).
 */
export function plainSpokenEmail(scan: string, glue = false): string {
  let out = scan.replace(BRACKETED_SYMBOL, (all, w: string) => ` ${w}`.padEnd(all.length));
  out = out.replace(SPLIT_ARROBA, (all) => 'arroba'.padEnd(all.length));
  // Class: "email me at linda.carter at comcast dot net": the "at" of "me at" leads the address, which has its own
  // "at"; the lead is written as a colon ("email: …").
  out = out.replace(PRONOUN_AT, (all) => ':'.padStart(all.length - 1).padEnd(all.length));
  // Class: a provider taken back inside a dictated domain ("juanpa.rios arroba hotmail no gmail punto com"): the
  // provider said after "no" is the address's; the one taken back is blanked.
  out = out.replace(PROVIDER_TAKEN_BACK, (all, at: string, first: string, second: string) =>
    MAIL_PROVIDERS.has(first) && MAIL_PROVIDERS.has(second) ? `${at} ${second}`.padEnd(all.length) : all,
  );
  // Class: an address spelled letter by letter ("w i l l at g m x dot d e"): the letters are one word.
  out = out.replace(SPELLED_RUN, (all, _r, at: number, whole: string) => {
    const before = whole.slice(0, at).trimEnd().split(/\s+/).at(-1) ?? '';
    const after =
      whole
        .slice(at + all.length)
        .trimStart()
        .split(/\s+/)[0] ?? '';
    const edge = (w: string): boolean => w === '' || SPELLED_EDGES.has(w);
    return edge(before) && edge(after) ? all.replace(/ /g, '').padEnd(all.length) : all;
  });
  if (!glue && !JOINED_WORDS.test(out)) return out;
  out = out.replace(JOINED_WORDS, (all) => ' '.repeat(all.length));
  // Glue the first part's words: "patricia salazar arroba" → "patriciasalazar  arroba" (same length).
  const at = /\s(?:arroba|at)\s/.exec(out);
  if (!at) return out;
  const before = tokens(out.slice(0, at.index));
  let k = before.length;
  while (k > 0 && !SPOKEN_EMAIL_LEADS.has(before[k - 1]!.text) && /^[a-z0-9]+$/.test(before[k - 1]!.text)) k--;
  if (k >= before.length - 1) return out;
  // Guessed (no "todo junto"): a few words of a name and digits, never a greeting or a chat word ("hola laura arroba …").
  if (glue && (before.length - k > 4 || before.slice(k).some((t) => STOP.has(t.text) || SAID_SEPARATORS.has(t.text)))) return out;
  const from = before[k]!.start;
  const glued = before
    .slice(k)
    .map((t) => dictatedDigits(t.text))
    .join('');
  return out.slice(0, from) + glued.padEnd(at.index - from) + out.slice(at.index);
}

/** A typed address with spaces around its "@" or its last dots ("dani.moreno @ gmail . com", "linh.nguyen@gmail .com"). */
const SPACED_EMAIL =
  /(?<![\p{L}\p{N}._%+-])([a-z0-9][a-z0-9._%+-]*)(\s*)@(\s*)([a-z0-9-]+(?:\.[a-z0-9-]+)*)((?:\s*\.\s*(?:com|co|net|org|es|edu|gov|io|mx|us|uk|ec|pe|ar|cl|br|de|fr|it|ca|info))+)(?![\p{L}\p{N}@.])/u;

/** Most words of a first part dictated in pieces ("manu uribe @ gmail . com"): more is a sentence, not an address. */
const MAX_DICTATED_PIECES = 4;

/**
 * The address typed with spaces around "@" or a dot, the spaces dropped (see {@link SPACED_EMAIL}); only when some
 * space stands there. Dictated in pieces (class: an address dictated with spaces, the "@" itself spaced): plain words
 * right before the first part are pieces of it, never dropped — "manu uribe @ gmail . com" is manuuribe@gmail.com
 * when every piece, back to the message's start, a lead word ("mi correo es") or punctuation, is a plain word of
 * letters or digits (at most {@link MAX_DICTATED_PIECES} in all, no chat word); otherwise `split` (the address as
 * typed is none: nothing is taken and the bot asks again).
 */
export function spacedEmail(folded: string, raw: string): { email: string; span: TextRange; split?: boolean } | undefined {
  const hit = SPACED_EMAIL.exec(folded);
  if (!hit || !/\s/.test(hit[2]! + hit[3]! + hit[5]!)) return undefined;
  // Class "an address with no first part" ("mi correo es @hotmail.com"): the word before a spaced "@" is the lead-in,
  // not the address — none is taken and the bot asks again.
  if (/\s/.test(hit[2]!) && SPOKEN_EMAIL_LEADS.has(hit[1]!)) return { email: '', span: [hit.index, hit.index + hit[0].length], split: true };
  let from = hit.index;
  // Class: the first part's own dots spaced too ("sandra . lopez @ gmail . com"): the pieces joined by a dot with a
  // space on both sides belong to the address. A dot spaced on one side only ("sandra. lopez @ …": the end of a
  // sentence, or a piece of the address?) or a piece that is a chat word is not clear: nothing is taken, asked again.
  let dotted = false;
  for (;;) {
    const piece = /([a-z0-9][a-z0-9_%+-]*)(\s*)\.(\s*)$/.exec(folded.slice(0, from));
    if (!piece) break;
    const both = /\s/.test(piece[2]!) && /\s/.test(piece[3]!);
    const one = /\s/.test(piece[2]!) !== /\s/.test(piece[3]!);
    if (one || (both && (STOP.has(piece[1]!) || SPOKEN_EMAIL_LEADS.has(piece[1]!))))
      return { email: '', span: [piece.index, hit.index + hit[0].length], split: true };
    if (!both) break;
    from = piece.index;
    dotted = true;
  }
  if (dotted) {
    // a plain word right before the dotted pieces, with only a space between ("es sandra . lopez", "ana maria . lopez"):
    // a lead word is fine, another word may be a piece of the address too: asked
    const before = tokens(folded.slice(0, from)).at(-1);
    if (before && /^\s+$/.test(folded.slice(before.end, from)) && !SPOKEN_EMAIL_LEADS.has(before.text))
      return { email: '', span: [before.start, hit.index + hit[0].length], split: true };
  } else if (/\s/.test(hit[2]!) && /^[a-z0-9]+$/.test(hit[1]!)) {
    const before = tokens(folded.slice(0, hit.index));
    let k = before.length;
    while (k > 0 && /^[a-z0-9]+$/.test(before[k - 1]!.text) && !SPOKEN_EMAIL_LEADS.has(before[k - 1]!.text)) {
      // only spaces between the pieces
      const next = k < before.length ? before[k]!.start : hit.index;
      if (!/^\s+$/.test(folded.slice(before[k - 1]!.end, next))) break;
      k--;
    }
    if (k < before.length) {
      const pieces = before.slice(k);
      const bad = pieces.length + 1 > MAX_DICTATED_PIECES || pieces.some((t) => STOP.has(t.text) || SAID_SEPARATORS.has(t.text));
      if (bad) return { email: '', span: [pieces.at(-1)!.start, hit.index + hit[0].length], split: true };
      from = pieces[0]!.start;
    }
  }
  const email = raw.slice(from, hit.index + hit[0].length).replace(/\s+/g, '');
  if (!EMAIL.safeParse(email).success || mistypedDomain(email.slice(email.indexOf('@') + 1))) return undefined;
  return { email, span: [from, hit.index + hit[0].length] };
}

/** Known providers' domains, for a mistyped one said back as a choice ("jen@gmial.com" → "jen@gmail.com"). */
const PROVIDER_DOMAINS: Readonly<Record<string, string>> = {
  gmail: 'gmail.com',
  hotmail: 'hotmail.com',
  outlook: 'outlook.com',
  yahoo: 'yahoo.com',
  icloud: 'icloud.com',
};

/**
 * The address meant by one typed with a known provider mistyped or a comma
 * for its dot ("jen@gmial.com" → "jen@gmail.com", "lisa.m@gmail,com" →
 * "lisa.m@gmail.com", "ana@gmail.con" → "ana@gmail.com"), to offer back;
 * undefined when no single provider is near.
 */
export function likelyEmail(typed: string): string | undefined {
  const m = /^([^\s@]+)@([^\s@]+)$/.exec(typed.replace(/,(?=[a-z]{2,3}$)/i, '.'));
  if (!m) return undefined;
  const [, local, domain] = m;
  // "ana@gmail": an address cut short is not offered back (the bot says it looks invalid).
  if (!domain!.includes('.')) return undefined;
  const name = domain!.toLowerCase().split('.')[0] ?? '';
  const near = PROVIDERS.filter((p) => distance(name, p) <= 2);
  if (near.length !== 1) return undefined;
  const email = `${local}@${PROVIDER_DOMAINS[near[0]!]}`;
  return EMAIL.safeParse(email).success && email !== typed ? email : undefined;
}

/**
 * A preference said after two addresses, by their order: "prefer the first",
 * "use the second one", "mejor el segundo", "preferiblemente la primera"
 * (group 1 says which: first/former/primero… or second/latter/last/segundo…).
 */
export const PREFERENCE =
  /\b(?:i\s+)?(?:prefer|prefiero|preferiblemente|preferably|mejor|better|use|usa|usen|usar|main|principal)\b(?:\s+(?:the|el|la|al|a|one|uno|una|is|es|mail|correo|email))*\s+(first|former|primer[oa]?|second|latter|last|segund[oa]|ultim[oa])\b(?:\s+(?:one|uno|una))?/;

/** The address of two the guest said they prefer (see {@link PREFERENCE}), when said after both. */
export function preferredOfTwo<T extends { email: string; span: TextRange }>(hits: readonly T[], folded: string): T | undefined {
  const sorted = [...hits].sort((a, b) => a.span[0] - b.span[0]);
  const said = PREFERENCE.exec(folded.slice(sorted[sorted.length - 1]!.span[1]));
  if (!said) return undefined;
  const distinct = sorted.filter((h, i) => sorted.findIndex((x) => x.email.toLowerCase() === h.email.toLowerCase()) === i);
  return /^(?:first|former|primer)/.test(said[1]!) ? distinct[0] : distinct[distinct.length - 1];
}

/**
 * Words saying an address is for the invoice only ("para la factura es
 * contabilidad@…", "invoices to billing@…"): not where the booking is
 * confirmed, so not the guest's email when another address is said.
 */
const INVOICE_LABEL = /\b(?:factura|facturas|facturacion|facturar|invoice|invoices|invoicing|billing|bill|contabilidad|accounting|cuenta\s+de\s+cobro)\b/;

/**
 * Of two addresses, the one not labelled for the invoice (class: two addresses
 * labelled by purpose, "para la factura es contabilidad@empresa.co pero la
 * confirmación mándala a … pedro.mora@gmail.com"): an invoice word (see
 * {@link INVOICE_LABEL}) within the six words before exactly one of them, after
 * the other address. Undefined otherwise.
 */
export function notForInvoice<T extends { email: string; span: TextRange }>(hits: readonly T[], folded: string): T | undefined {
  const sorted = [...hits].sort((a, b) => a.span[0] - b.span[0]);
  const labelled = sorted.map((h, i) => {
    const from = i === 0 ? 0 : sorted[i - 1]!.span[1];
    const before = folded.slice(from, h.span[0]).trim().split(/\s+/).slice(-6).join(' ');
    return INVOICE_LABEL.test(before);
  });
  const distinct = new Set(sorted.map((h) => h.email.toLowerCase()));
  if (distinct.size !== 2 || labelled.filter(Boolean).length !== 1) return undefined;
  const invoice = sorted[labelled.indexOf(true)]!.email.toLowerCase();
  return sorted.find((h) => h.email.toLowerCase() !== invoice);
}

/** Whether an invoice word (see {@link INVOICE_LABEL}) stands within the six words before the address at `start` ("send the invoice to accounts@…"). */
export function labelledForInvoice(folded: string, start: number): boolean {
  return INVOICE_LABEL.test(folded.slice(0, start).trim().split(/\s+/).slice(-6).join(' '));
}

/** Words saying an address is only to be copied: "cc", "copia", "copy", "con copia a". */
const COPY_WORDS = CONTACT.email.copyWords;

/** Words offering a choice between two addresses: "ops@… or cc finance@…" asks which one, whatever "cc" means there. */
const ALTERNATIVE_WORDS = CONTACT.email.alternativeWords;

/**
 * Whether the address starting at `start` follows a {@link COPY_WORDS} word within three words ("cc my assistant
 * pete@…"), with no {@link ALTERNATIVE_WORDS} word right before it (class: "ops@travelco.com or cc finance@…" offers
 * two addresses, the bot asks which).
 */
export function copyAddressAt(folded: string, start: number): boolean {
  const before = tokens(folded.slice(0, start));
  const from = Math.max(0, before.length - 4);
  const copy = before.findIndex((t, i) => i >= from && COPY_WORDS.has(t.text));
  return copy >= 0 && !ALTERNATIVE_WORDS.has(before[copy - 1]?.text ?? '');
}

/** "es de gmail: natalia.delatorre": the provider named, then the first part alone. Groups: provider, first part. */
const PROVIDER_THEN_LOCAL =
  /^\s*(?:(?:es|its|it's|mi\s+correo\s+es|my\s+email\s+is)\s+)?(?:de|del|en)?\s*(gmail|hotmail|outlook|yahoo|icloud)\s*[:,-]?\s+([a-z0-9][a-z0-9._-]*[a-z0-9])[\s.!]*$/;
/** "natalia.delatorre de gmail", "natalia en hotmail": the first part alone ("juan at gmail" is an address cut short, refused), then the provider. Groups: first part, provider. */
const LOCAL_THEN_PROVIDER = /^\s*([a-z0-9][a-z0-9._-]*[a-z0-9])\s*,?\s+(?:de|del|en)\s+(gmail|hotmail|outlook|yahoo|icloud)[\s.!]*$/;
/** Providers with one address domain the world over (an address there is always `…@gmail.com`). */
export const SINGLE_DOMAIN_PROVIDERS = CONTACT.email.singleDomainProviders;

/**
 * Class: an address given as a provider and a first part, at the email question ("es de gmail: natalia.delatorre",
 * "natalia.delatorre en gmail"): the provider's usual domain is added. Only the two are said (the whole message);
 * the first part is no common word. Taken for a provider with one domain, offered back for the others ("hotmail" may
 * be ".com" or ".es").
 */
export function providerNamed(scan: string): { email: string; span: TextRange; provider: string } | undefined {
  const pf = PROVIDER_THEN_LOCAL.exec(scan);
  const lf = pf ? undefined : LOCAL_THEN_PROVIDER.exec(scan);
  const provider = pf?.[1] ?? lf?.[2];
  const local = pf?.[2] ?? lf?.[1];
  if (!provider || !local || STOP.has(local) || SPOKEN_EMAIL_LEADS.has(local) || /^\d+$/.test(local) || /[._-]{2}/.test(local)) return undefined;
  const email = `${local}@${PROVIDER_DOMAINS[provider]}`;
  if (!EMAIL.safeParse(email).success) return undefined;
  const a = scan.search(/\S/);
  return { email, provider, span: [a, scan.trimEnd().length] };
}

/** Words joining two addresses as both meant ("y", "and", "también"): no retyping. */
const BOTH_WORDS = CONTACT.email.bothWords;
/** Most words of a remark between an address and its retyping ("sin el punto", "no, two s's"). */
const MAX_RETYPE_REMARK = 6;

/**
 * Class: an address retyped with a small change after a remark on its letters ("valentina.2001@hotmail.com sin el
 * punto, valentina2001@hotmail.com", "jweis@web.de, no, two s's: jweiss@web.de"): two addresses, the second after the
 * first, one or two characters apart, with at most a short remark between them and no word offering a choice ("o",
 * "or") or a copy ("cc"): the second is the one meant. Undefined otherwise.
 */
export function retypedAddress<T extends { email: string; span: TextRange }>(hits: readonly T[], raw: string): T | undefined {
  const [first, second] = [...hits].sort((a, b) => a.span[0] - b.span[0]);
  if (!first || !second || first.span[1] > second.span[0]) return undefined;
  const a = first.email.toLowerCase();
  const b = second.email.toLowerCase();
  if (a === b || distance(a, b) > 2) return undefined;
  const gap = tokens(foldKeepLength(raw.slice(first.span[1], second.span[0]))).map((t) => t.text);
  if (gap.length > MAX_RETYPE_REMARK || gap.some((w) => ALTERNATIVE_WORDS.has(w) || COPY_WORDS.has(w) || BOTH_WORDS.has(w))) return undefined;
  return second;
}

/**
 * A correction, then a domain said again, ending the message: "… no perdón arroba hotmail", "…, sorry, at outlook dot
 * com", "… no, @hotmail.com"; a known provider also without "arroba", after "es"/"is" ("… no espera es hotmail";
 * "…, no hotmail" denies it). Groups: the provider, the rest of the domain when said.
 */
const DOMAIN_FIX = new RegExp(
  String.raw`^[\s,.;:!…-]*${TAKE_BACK_LEAD}(?:(?:arroba|at|@)\s*|(?:es|era|is|it's|its|mejor)\s+(?=(?:${PROVIDERS.join('|')})\b))([a-z0-9-]+)((?:\s*(?:\.|\bpunto\b|\bdot\b)\s*[a-z]{2,})*)[\s.!]*$`,
);

/**
 * Class: a correction inside an email, the domain said again ("jfmosquera arroba gmail punto com no perdón arroba
 * hotmail" → jfmosquera@hotmail.com): the first part is kept, the provider replaced, and the ending kept unless said
 * again. Undefined when `tail` (folded, after the address) is no such correction or the result is no valid address.
 */
export function domainFix(email: string, tail: string): { email: string; length: number } | undefined {
  const hit = DOMAIN_FIX.exec(tail);
  if (!hit || !TAKES_BACK.test(hit[1]!)) return undefined;
  const at = email.indexOf('@');
  const old = email.slice(at + 1);
  const ending = hit[3] ? spokenPart(hit[3]).replace(/\s+/g, '') : old.slice(old.indexOf('.'));
  const domain = `${hit[2]}${ending}`.toLowerCase();
  const fixed = `${email.slice(0, at)}@${domain}`;
  if (domain === old.toLowerCase() || !EMAIL.safeParse(fixed).success || mistypedDomain(domain)) return undefined;
  return { email: fixed, length: hit[0].length };
}
