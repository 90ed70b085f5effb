/**
 * The guest's details pulled out of any message: email and phone
 * ({@link extractContact}) and names, nationality and city of residence
 * ({@link extractPerson}).
 *
 * Both read the masked `m.folded` text to find words (so parts already
 * understood by earlier extractors are not read again) and `m.raw`, at the
 * same indexes, for the characters that matter as typed (an email address, a
 * name's capitals and accents). Pure and synchronous; every table and regular
 * expression is built once, when the module loads.
 *
 * Rule for doubtful readings: nothing is returned rather than a wrong value
 * (two different emails, phones or countries in one message; "soy ruiz" in
 * lowercase; a demonym outside a sentence about the guest such as "pesos
 * colombianos"). What is not returned is not claimed either, so it stays in
 * the combiner's leftover and the bot asks.
 */
import countries from 'i18n-iso-countries';
import enCountries from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import esCountries from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import { distance } from 'fastest-levenshtein';
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { z } from 'zod';
import { bySound, soundKey } from './shorthand.js';
import { checkLexicon } from './lexiconCheck.js';
import demonymsData from './lexicon/demonyms.json' with { type: 'json' };
import namesData from './lexicon/names.json' with { type: 'json' };
import regionsData from './lexicon/regions.json' with { type: 'json' };
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../limits.js';
import { readNumberAt } from './numbers.js';
import { deniedAfterComma, MARKER_PHRASES, phrasesAlternation, phrasesPattern, TAKING_BACK_PHRASES } from './repairs.js';
import { fold, foldKeepLength, numberValue, type Respelling, respell, tokens, type Token, wordLists } from './text.js';
import type { GuestFound, Message, TextRange } from './types.js';

countries.registerLocale(esCountries);
countries.registerLocale(enCountries);

// ==================================================================== contact

const EMAIL = z.email();

/** Runs of non-space characters holding an "@" (in the folded text, so masked parts are skipped). */
const AT_RUN = /[^\s]*@[^\s]*/g;
const EMAIL_LEAD = /^[\s"'`([{<¿¡*«“‘,;:.!?]+/;
const EMAIL_TRAIL = /[\s"'`)\]}>*»”’,;:.!?¿¡]+$/;

/** Mail providers whose name is often mistyped; a domain one or two letters away from them is refused. */
const PROVIDERS = ['gmail', 'hotmail', 'outlook', 'yahoo', 'icloud'];
/** Real domains near a provider's name (never taken for a typo). */
const REAL_NEAR_PROVIDERS = new Set(['mail', 'email', 'ymail', 'gmx', 'aol', 'live', 'msn', 'me', 'mac', 'rocketmail', 'hotmai1']);
/** Top-level domains that are almost always a typo of "com". */
const TLD_TYPOS = new Set(['con', 'cmo', 'ocm', 'vom', 'xom', 'comm', 'coom', 'cpm', 'cim', 'clm', 'cm', 'om', 'comn', 'coim']);

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
function emailIn(raw: string, start: number, end: number): { email: string; span: TextRange } | undefined {
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
 * perez@gmail.com", "maria gomez@hotmail.com", "noa levi@gmail.com"): the guest typed a space
 * inside the first part, so the address as typed is none (it could be
 * "juanperez@…", "juan.perez@…"). Never a part of it is taken: nothing is
 * returned and the bot asks again. After a lead word ("es", "is", "correo")
 * or punctuation, the address stands alone.
 */
function splitLocalPart(folded: string, start: number): boolean {
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
const SPOKEN_LOCAL_SEP = String.raw`(?:[._-]|\s*\b(?:punto|dot|point|underscore|guion\s+bajo|guion\s+al\s+piso|raya\s+al\s+piso|raya\s+abajo|barra\s+baja|low\s+dash|dash|hyphen|guion\s+medio|guion)\b\s*)`;
/** Separators said inside a domain: dots (typed or said) and hyphens (said, or typed tight). */
const SPOKEN_DOMAIN_SEP = String.raw`(?:-|\s*(?:\.|\b(?:punto|dot|point|dash|hyphen|guion\s+medio|guion)\b)\s*)`;
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
  [/\s*(?:\.|\b(?:punto|dot|point)\b)\s*/g, '.'],
  [/\s*(?:-|\b(?:dash|hyphen|guion\s+medio|guion)\b)\s*/g, '-'],
];
/** Words said for a separator inside an address ("punto", "dot", "guion"): never glued into a word. */
const SAID_SEPARATORS = words('punto dot point underscore guion bajo raya piso abajo barra baja low dash hyphen medio');
/** A part of a spoken address with its said separators made characters ("john dot smith" → "john.smith"). */
function spokenPart(said: string): string {
  let out = said;
  for (const [re, ch] of SPOKEN_SEPS) out = out.replace(re, ch);
  return out;
}
/** Words that may stand right before a spoken address's first part ("mi correo es santi arroba …"). */
const SPOKEN_EMAIL_LEADS = new Set([
  'es',
  'correo',
  'email',
  'mail',
  'e-mail',
  'electronico',
  'mi',
  'a',
  'al',
  'my',
  'is',
  'seria',
  'escribeme',
  'escribenos',
  'sure',
  'claro',
  'its',
  "it's",
  // verbs and words of answering before an address ("use ops@…", "mándalo a …", "ok ana@…")
  'use',
  'usa',
  'usen',
  'usar',
  'try',
  'send',
  'write',
  'contact',
  'manda',
  'mandalo',
  'envia',
  'envialo',
  'enviar',
  'aqui',
  'here',
  'this',
  'este',
  'ok',
  'okay',
  'listo',
  'dale',
  'vale',
  'yes',
  'si',
  'please',
  'pls',
  'porfa',
  'either',
]);

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
function spokenEmail(scan: string, atQuestion: boolean): { email: string; span: TextRange } | undefined {
  const hit = SPOKEN_EMAIL.exec(scan);
  if (!hit) return undefined;
  const before = tokens(scan.slice(0, hit.index));
  // Class: hesitation before a dictated address ("mi correo ehh mario punto pasto arroba …"): skipped back to the lead.
  let p = before.length - 1;
  while (p > 0 && PHONE_FILLERS.has(before[p]!.text)) p--;
  const prev = before[p];
  // At the email question "send it to emma.w(at)gmail.com": "to" leads the address too.
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
function saidAgainEmail(scan: string, atQuestion: boolean): { email: string; span: TextRange } | undefined {
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
const JOINED_WORDS =
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
const SPELLED_EDGES: ReadonlySet<string> = new Set(['at', 'arroba', 'dot', 'punto']);

/** Number words never read as digits inside a dictated address (articles and words that are numbers only sometimes). */
const NOT_DIGIT_WORDS: ReadonlySet<string> = new Set('a an un una no once par pair couple none ninguno ninguna'.split(' '));

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
function plainSpokenEmail(scan: string, glue = false): string {
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
function spacedEmail(folded: string, raw: string): { email: string; span: TextRange; split?: boolean } | undefined {
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
function likelyEmail(typed: string): string | undefined {
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

/** Digits and phone separators, not touching letters or other digits. */
const PHONE_RUN = /(?<![\p{L}\p{N}+])(?:\+\s?)?\(?\d(?:[\d().-]|\s(?=[\d(]))*\d(?![\p{L}\p{N}])/gu;
/** A run that is a date ("15.12.2026", "2026-12-15", "15-12-26"), not a phone. */
const DATE_RUN = /^\(?\d{1,4}[.-]\d{1,2}[.-]\d{1,4}\)?$/;
/** A run that is an amount with thousands dots or commas ("1.500.000"). */
const MONEY_RUN = /^\d{1,3}(?:\.\d{3})+$/;
/** Calling codes written without "+" before a number ("57 300 123 4567", "1 202 555 0143"). */
const BARE_CALLING_CODES = [
  '1',
  '57',
  '52',
  '34',
  '51',
  '54',
  '56',
  '58',
  '55',
  '593',
  '591',
  '595',
  '598',
  '507',
  '506',
  '502',
  '503',
  '504',
  '505',
  '44',
  '33',
  '49',
  '39',
  '41',
  '31',
  '32',
  '351',
];
/** Line types a guest can be reached on (toll-free, premium and shared-cost numbers are not a guest's phone). */
const PHONE_TYPES = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER', 'VOIP']);

/**
 * Crown dependencies numbered inside the United Kingdom's plan (+44): their
 * ranges say little about the guest ("+44 7911 …" is listed as Guernsey), so
 * the number's country is the United Kingdom.
 */
const SHARED_NUMBERING: Readonly<Record<string, string>> = { GG: 'GB', JE: 'GB', IM: 'GB' };

/**
 * Ranges set aside for films and examples, which libphonenumber calls
 * invalid but guests (and people trying the bot) type as their number: the
 * United Kingdom's 07700 900000–900999 (Ofcom). Read as mobiles of their
 * country, like the United States' 555-01xx numbers libphonenumber already accepts.
 */
const EXAMPLE_RANGES: readonly { region: CountryCode; national: RegExp }[] = [{ region: 'GB', national: /^7700900\d{3}$/ }];

/** A number in one of the {@link EXAMPLE_RANGES}, read with its country. */
function exampleNumber(p: PhoneNumber): PhoneNumber | undefined {
  const range = EXAMPLE_RANGES.find((r) => p.countryCallingCode === getCountryCallingCode(r.region) && r.national.test(p.nationalNumber));
  if (!range || (p.country !== undefined && p.country !== range.region)) return undefined;
  return parsePhoneNumberFromString(`0${p.nationalNumber}`, range.region);
}

function validPhone(text: string, region?: CountryCode): PhoneNumber | undefined {
  const p = region ? parsePhoneNumberFromString(text, region) : parsePhoneNumberFromString(text);
  if (p && !p.isValid()) return exampleNumber(p);
  if (!p?.isValid()) return undefined;
  const type = p.getType();
  return type && PHONE_TYPES.has(type) ? p : undefined;
}

/**
 * One number from digit groups as typed: with "+" or "00" it is international;
 * otherwise national in the chat's region (Colombia in Spanish, United States
 * in English), else national in the other one (10 digits only), else
 * international without "+" when it starts with a known calling code. A first
 * group of one or two digits that is not a calling code ("55 1234 5678" in an
 * English chat) is not read nationally, unless every group is short (four
 * or more groups of one to three digits: a number typed digit by digit or
 * in pairs, "3 1 5 4 4 4 5 5 6 6", "31 54 44 55 66").
 */
function readPhone(groups: readonly string[], plus: boolean, lang: 'es' | 'en', near?: CountryCode): PhoneNumber | undefined {
  const digits = groups.join('');
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return undefined;
  // Mexico's old mobile prefix "+52 1 55 …" is no longer dialled: "+52 1 55 1234 5678" is +52 55 1234 5678.
  if (plus && /^521\d{10}$/.test(digits)) return validPhone(`+52${digits.slice(3)}`);
  if (plus) return validPhone(`+${digits}`);
  if (digits.startsWith('00')) return validPhone(`+${digits.slice(2)}`);
  // "my Colombian SIM: 310 456 7890": the country said beside the number is its region.
  const said = near ? validPhone(digits, near) : undefined;
  if (said) return said;
  const first = groups[0] ?? '';
  // Typed digit by digit, or in pairs and triples ("3 1 5 4 4 4 5 5 6 6", "31 54 44 55 66"): one national number.
  const spelled = groups.length >= 4 && groups.every((g) => g.length <= 3) && !groups.every((g) => g.length === 3);
  if (spelled || !(groups.length > 1 && first.length <= 2)) {
    const regions: CountryCode[] = lang === 'en' ? ['US', 'CO'] : ['CO', 'US'];
    const home = validPhone(digits, regions[0]);
    if (home) return home;
    if (digits.length === 10) {
      const other = validPhone(digits, regions[1]);
      if (other) return other;
    }
  }
  const codeFirst = groups.length > 1 ? BARE_CALLING_CODES.includes(first) : digits.length >= 11 && BARE_CALLING_CODES.some((c) => digits.startsWith(c));
  return codeFirst ? validPhone(`+${digits}`) : undefined;
}

/**
 * Where an English-speaking guest's number typed nationally with its trunk
 * "0" ("07700 900123", "0412 345 678") may be from, the likelier first: the
 * English-speaking countries that dial a leading 0 (the United States and
 * Canada do not, nor does Colombia). These are the "likely" countries of an
 * English chat; a Spanish chat has none (its numbers are Colombian or
 * carry their country).
 */
const TRUNK_ZERO_REGIONS: Readonly<Record<'es' | 'en', readonly CountryCode[]>> = { en: ['GB', 'AU', 'IE', 'NZ'], es: [] };
/**
 * Where an English-speaking guest's number typed nationally without a trunk
 * "0" and valid neither in Colombia nor in the United States may be from:
 * India, whose ten-digit mobiles are written bare ("98765 43210"). Offered
 * back as a reading to confirm, never taken.
 */
const NO_TRUNK_REGIONS: Readonly<Record<'es' | 'en', readonly CountryCode[]>> = { en: ['IN'], es: [] };

/**
 * The readings of digits typed with a national trunk "0" and no country
 * (see {@link TRUNK_ZERO_REGIONS}), or without one (see
 * {@link NO_TRUNK_REGIONS}): the valid numbers of the chat's likely
 * countries, when there are one or two ("0412 345 678": Australia or
 * Ireland); none when there are more (the bot cannot offer them all).
 */
function trunkZeroReadings(digits: string, lang: 'es' | 'en'): PhoneNumber[] {
  const regions = /^0[1-9]/.test(digits) ? TRUNK_ZERO_REGIONS[lang] : NO_TRUNK_REGIONS[lang];
  const found: PhoneNumber[] = [];
  for (const region of regions) {
    const p = validPhone(digits, region);
    // Without a trunk "0" only a mobile is read ("55 1234 5678" is no Indian number a guest would type bare).
    if (p && regions === NO_TRUNK_REGIONS[lang] && p.getType() !== 'MOBILE') continue;
    if (p && !found.some((f) => f.number === p.number)) found.push(p);
  }
  return found.length <= 2 ? found : [];
}

interface PhoneHit {
  phone: PhoneNumber;
  span: TextRange;
  /** Readings of a national number whose country was not said, to be asked and none taken ("07700 900123": see {@link trunkZeroReadings}). */
  options?: PhoneNumber[];
  /** The other reading of the same digits, when they are a number both in Colombia and in the United States ("305 555 0142"). */
  other?: PhoneNumber;
  /** Dictated, with a few more digit words after it: read only as a correction of its ending (see {@link endingFix}). */
  trailing?: boolean;
}

/**
 * The other reading of ten digits typed without a calling code or a country
 * word beside them: the same digits are a valid number both in Colombia (a
 * mobile, 3xx) and in the United States or Canada ("305 555 0142": Miami or a
 * Colombian mobile). Undefined when only one of the two is valid.
 */
function otherReading(digits: string, phone: PhoneNumber): PhoneNumber | undefined {
  if (digits.length !== 10) return undefined;
  const us = validPhone(digits, 'US');
  const co = validPhone(digits, 'CO');
  if (!us || !co) return undefined;
  return phone.number === us.number ? co : us;
}

/**
 * The country (alpha-3) of a two-letter code typed in capitals beside a
 * number ("US", "PH", "UK", "MX"); undefined for anything else (a code in
 * lowercase is a word: "us", "in").
 */
function isoCodeTyped(raw: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(raw)) return undefined;
  const a2 = raw === 'UK' ? 'GB' : raw;
  return countries.isValid(a2) ? countries.alpha2ToAlpha3(a2) : undefined;
}

/** Words calling a phone local, that is Colombian ("a local SIM", "número local"). */
const LOCAL_WORDS: ReadonlySet<string> = new Set(['local']);

/** Words naming a phone line ("cell", "celular", "number", "SIM"): a country word beside one describes the number. */
const PHONE_NOUNS = words('cel celu celular movil mobile cell cellphone phone telefono numero number sim line linea whatsapp');

/**
 * The one country named beside a phone, as its region ("local" counts as Colombia): a country name or
 * nationality word among the four words before the number, or the two
 * after it ("mi celular colombiano 310…", "my Colombian SIM: 310…", "US
 * cell 305…", "310… (Colombia)"). Undefined when none, or several
 * different.
 */
function regionNear(scan: string, start: number, end: number, raw = ''): CountryCode | undefined {
  const before = tokens(scan.slice(0, start)).slice(-4);
  const later = tokens(scan.slice(end))
    .slice(0, 5)
    .map((t) => ({ ...t, start: t.start + end, end: t.end + end }));
  // Class: the number's kind said after it in a short clause ("…, it's a Colombian cell", "…, es un celular
  // colombiano"): a country word farther than two words counts beside a word naming the line.
  const lineWord = (i: number): boolean => PHONE_NOUNS.has(later[i - 1]?.text ?? '') || PHONE_NOUNS.has(later[i + 1]?.text ?? '');
  // Class: where the guest is from said after the number ("011 15 4567-8901, soy de Buenos Aires", "(21) 99876-5432,
  // sou do Rio"): a place after a "from" lead in the clause after it counts, a city by its country.
  const fromAt = later.findIndex((_, i) => PHONE_FROM_LEADS.some((l) => l.every((w, j) => later[i + j]?.text === w)));
  const fromLead = fromAt < 0 ? undefined : PHONE_FROM_LEADS.find((l) => l.every((w, j) => later[fromAt + j]?.text === w))!;
  const fromPlace = fromLead ? fromAt + fromLead.length : -1;
  const after = later.filter((_, i) => i < 2 || lineWord(i) || i >= fromPlace);
  const codes = new Set<string>();
  for (const side of [before, after]) {
    for (let i = 0; i < side.length; i++) {
      const city = cityCountryAt(
        side.map((t) => t.text),
        i,
      );
      if (city && (side === before || side[i]!.start >= (later[fromPlace]?.start ?? Number.POSITIVE_INFINITY))) {
        codes.add(city.code);
        i += city.n - 1;
        continue;
      }
      // "305.555.0142, US cell", "0917-123-4567, Globe, PH": a country's two-letter code typed in capitals.
      const code = isoCodeTyped(raw.slice(side[i]!.start, side[i]!.end));
      if (code) {
        codes.add(code);
        continue;
      }
      // "Got a local SIM: 310 …", "mi número local": local is Colombia, where the hotel is.
      if (LOCAL_WORDS.has(side[i]!.text)) {
        codes.add('COL');
        continue;
      }
      const two = i + 1 < side.length ? PLACES.get(`${side[i]!.text} ${side[i + 1]!.text}`) : undefined;
      const place = two ?? PLACES.get(side[i]!.text);
      if (!place) continue;
      codes.add(place.code);
      if (two) i++;
    }
  }
  if (codes.size !== 1) return undefined;
  const alpha2 = countries.alpha3ToAlpha2([...codes][0]!);
  return alpha2 ? (alpha2 as CountryCode) : undefined;
}

/** Leads before where the guest is from, said beside a phone number ("soy de", "sou do", "I'm from"). */
const PHONE_FROM_LEADS: readonly string[][] = wordLists("soy de|somos de|sou do|sou da|sou de|somos do|i'm from|im from|i am from|from|desde");

/** Short names of big cities said for the city in speech ("Rio"), read only for the country of a phone number. */
const CITY_SHORT_FORMS: Readonly<Record<string, string>> = { rio: 'BRA' };

/** The country of the city named by the folded words from `i` (up to three words), with the number of words. */
function cityCountryAt(said: readonly string[], i: number): { code: string; n: number } | undefined {
  for (let n = Math.min(3, said.length - i); n >= 1; n--) {
    const p = said.slice(i, i + n).join(' ');
    const canon = CITY_CANON.get(p);
    const code = canon ? CITY_COUNTRY[canon] : n === 1 ? CITY_SHORT_FORMS[p] : undefined;
    if (code) return { code, n };
  }
  return undefined;
}

/**
 * Labels of identity and tax numbers (folded): a number right after one
 * ("NIT 901.555.321-0", "cédula 1020304050", "passport no. 123456789") is
 * that document's number, never a phone.
 */
const ID_NUMBER_LABELS = words('nit rut ruc cedula cc ce dni nif nie rfc cuit curp pasaporte passport documento ssn');
/** Words allowed between an identity label and its number: "NIT No.", "cédula número", "passport number". */
const ID_NUMBER_FILLERS = words('no nro num numero number de mi my es is');

/** Whether the number starting at `start` follows an identity or tax label (see {@link ID_NUMBER_LABELS}). */
function idNumberAt(scan: string, start: number): boolean {
  const before = tokens(scan.slice(0, start)).slice(-4);
  for (let i = before.length - 1; i >= 0; i--) {
    const w = before[i]!.text;
    if (ID_NUMBER_LABELS.has(w)) return true;
    if (!ID_NUMBER_FILLERS.has(w)) return false;
  }
  return false;
}

/** Words around a number looked at for a US place (see {@link usPlaceNear}). */
const US_CLUE_WINDOW = 8;

/**
 * Whether a place of the United States is said near the number at `start`..`end` (within {@link US_CLUE_WINDOW}
 * words on either side): a US city of {@link CITY_COUNTRY} ("de Miami"), a US state ("Florida", "Texas"), or the
 * country by name or nationality ("de USA", "Estados Unidos", "estadounidense").
 */
function usPlaceNear(scan: string, start: number, end: number): boolean {
  const ws = [...tokens(scan.slice(0, start)).slice(-US_CLUE_WINDOW), ...tokens(scan.slice(end)).slice(0, US_CLUE_WINDOW)].map((t) => t.text);
  for (let i = 0; i < ws.length; i++) {
    for (let n = 3; n >= 1; n--) {
      if (i + n > ws.length) continue;
      const p = ws.slice(i, i + n).join(' ');
      if (US_STATES.has(p) || PLACES.get(p)?.code === 'USA' || US_CITIES.has(p)) return true;
    }
  }
  return false;
}

/**
 * Class: the "+" of a calling code said in words before digits ("plus one 305 555 0123", "más 52 55 1234 5678", "más
 * cincuenta y siete 310…" once the number words are digits): written as "+<code>" in place, the text's length kept.
 */
function saidPlusCode(scan: string): string {
  return scan.replace(/\b(?:plus|mas)\s+([a-z]+|\d{1,3})\s+(?=\d)/g, (all, code: string) => {
    const n = /^\d+$/.test(code) ? Number(code) : numberValue(code);
    if (n === undefined || n < 1 || n > 999) return all;
    const said = `+${n} `;
    return said.length > all.length ? all : ' '.repeat(all.length - said.length) + said;
  });
}

/** Regions of the North American numbering plan read for ten bare digits (the United States and Canada). */
const NORTH_AMERICA: ReadonlySet<string> = new Set(['US', 'CA']);

/** Every valid phone in `scan` (folded text with emails blanked): each run of digits, longest readable part first. */
function phonesIn(scan: string, lang: 'es' | 'en', atPhoneQuestion = false, raw = ''): PhoneHit[] {
  const hits: PhoneHit[] = [];
  scan = saidPlusCode(scan);
  for (const run of scan.matchAll(PHONE_RUN)) {
    const text = run[0];
    if (DATE_RUN.test(text) || MONEY_RUN.test(text) || idNumberAt(scan, run.index)) continue;
    // "(305) 555-0142 es de miami" (class: a US number by its written form and a US place): ten digits whose area code
    // is in brackets, the US way of writing it, said with a place of the United States are a US number. With no
    // such place the chat's reading stands.
    const bracketed = /^\(\d{3}\)/.test(text) && text.replace(/\D/g, '').length === 10;
    const near =
      regionNear(scan, run.index, run.index + text.length, raw) ?? (bracketed && usPlaceNear(scan, run.index, run.index + text.length) ? 'US' : undefined);
    const groups = [...text.matchAll(/\d+/g)].map((g) => ({ digits: g[0], start: run.index + g.index, end: run.index + g.index + g[0].length }));
    const plus = text.startsWith('+');
    let i = 0;
    while (i < groups.length) {
      let taken = -1;
      for (let j = groups.length - 1; j >= i; j--) {
        const phone = readPhone(
          groups.slice(i, j + 1).map((g) => g.digits),
          plus && i === 0,
          lang,
          near,
        );
        if (phone) {
          const start = i === 0 ? run.index : groups[i]!.start;
          const digits = groups
            .slice(i, j + 1)
            .map((g) => g.digits)
            .join('');
          // In a Spanish chat a number valid in Colombia is Colombian; in an English one the US reading may be wrong.
          const other = plus || near || lang !== 'en' ? undefined : otherReading(digits, phone);
          // Class: ten bare digits in an English chat valid only in the US or Canada ("(212) 555-0199"): the calling code
          // was left out, and a guest abroad may have meant another country's number; the one reading is offered back.
          const onlyNorthAmerican =
            !plus && !near && !other && lang === 'en' && digits.length === 10 && NORTH_AMERICA.has(phone.country ?? '') && !validPhone(digits, 'CO');
          // Class: a few digits more typed right after a whole number ("+57 300 123 4567 8"): the number as typed is
          // none (a slip, or a digit too many); nothing is taken and the bot asks again.
          const tail = groups
            .slice(j + 1)
            .map((g) => g.digits)
            .join('');
          if (i === 0 && tail.length > 0 && tail.length <= 4) {
            taken = groups.length;
            break;
          }
          hits.push({ phone, span: [start, groups[j]!.end], ...(other ? { other } : {}), ...(onlyNorthAmerican ? { options: [phone] } : {}) });
          taken = j;
          break;
        }
      }
      // "07700 900123" answering the phone question in an English chat: a national number of a likely country, offered back.
      if (taken < 0 && i === 0 && !plus && !near && atPhoneQuestion) {
        const digits = groups.map((g) => g.digits).join('');
        const options = trunkZeroReadings(digits, lang);
        if (options.length > 0) {
          hits.push({ phone: options[0]!, span: [run.index, groups[groups.length - 1]!.end], options });
          break;
        }
      }
      // A "+" says where the number starts: no part of the run after it is read alone ("+52 1 55 …" is never "1 55 …").
      if (plus && i === 0 && taken < 0) break;
      i = taken >= 0 ? taken + 1 : i + 1;
    }
  }
  return hits;
}

/**
 * A preference said after two addresses, by their order: "prefer the first",
 * "use the second one", "mejor el segundo", "preferiblemente la primera"
 * (group 1 says which: first/former/primero… or second/latter/last/segundo…).
 */
const PREFERENCE =
  /\b(?:i\s+)?(?:prefer|prefiero|preferiblemente|preferably|mejor|better|use|usa|usen|usar|main|principal)\b(?:\s+(?:the|el|la|al|a|one|uno|una|is|es|mail|correo|email))*\s+(first|former|primer[oa]?|second|latter|last|segund[oa]|ultim[oa])\b(?:\s+(?:one|uno|una))?/;

/** The address of two the guest said they prefer (see {@link PREFERENCE}), when said after both. */
function preferredOfTwo<T extends { email: string; span: TextRange }>(hits: readonly T[], folded: string): T | undefined {
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
function notForInvoice<T extends { email: string; span: TextRange }>(hits: readonly T[], folded: string): T | undefined {
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

/** Words labelling a phone as a mobile or as a fixed line ("mi cel es …", "el fijo de la oficina …"). */
const MOBILE_LABELS = words('cel celu celular movil mobile cell cellphone whatsapp wsp wpp');
const FIXED_LABELS = words('fijo fija landline oficina office casa home work trabajo');
/** A preference for one kind of line, said after the numbers: "mejor al cel", "prefer the mobile", "better call my cell". */
const LINE_PREFERENCE =
  /\b(?:mejor|preferiblemente|prefiero|prefer|preferably|better|mejor\s+llamar|llamen|escriban|use|usa)\b(?:\s+(?:al|a|el|la|mi|my|the|on|to|call|llamar|llamen|escribir|me))*\s+(cel|celu|celular|movil|mobile|cell|cellphone|whatsapp|wsp|wpp|fijo|fija|landline|oficina|office|casa|home)\b/;

/**
 * Of two phones, the one of the kind preferred (class: a mobile and a fixed
 * line, each labelled, then a preference: "mi cel es 310 555 7788 y el fijo de
 * la oficina 601 7432100, mejor al cel"): each number's label is the
 * {@link MOBILE_LABELS} or {@link FIXED_LABELS} word within the five words
 * before it; the preference (see {@link LINE_PREFERENCE}) is said after both
 * and names one kind. Undefined otherwise.
 */
function preferredLine<T extends { phone: PhoneNumber; span: TextRange }>(hits: readonly T[], folded: string): T | undefined {
  const sorted = [...hits].sort((a, b) => a.span[0] - b.span[0]);
  if (new Set(sorted.map((h) => h.phone.number)).size !== 2) return undefined;
  const kinds = sorted.map((h, i) => {
    const from = i === 0 ? 0 : sorted[i - 1]!.span[1];
    const before = folded.slice(from, h.span[0]).trim().split(/\s+/).slice(-5);
    const mobile = before.some((w) => MOBILE_LABELS.has(w));
    const fixed = before.some((w) => FIXED_LABELS.has(w));
    return mobile === fixed ? undefined : mobile ? 'mobile' : 'fixed';
  });
  if (new Set(kinds).size !== 2 || kinds.includes(undefined)) return undefined;
  const said = LINE_PREFERENCE.exec(folded.slice(sorted[sorted.length - 1]!.span[1]));
  if (!said) return undefined;
  const kind = MOBILE_LABELS.has(said[1]!) ? 'mobile' : 'fixed';
  return sorted[kinds.indexOf(kind)];
}

/** Words said for the "+" of a calling code ("plus fifty-seven", "más cincuenta y siete"). */
const SAID_PLUS: ReadonlySet<string> = new Set(['plus', 'mas']);

/** A dash with spaces around it between two digits (read as dashes of the same length). */
const SPACED_DASH = /(?<=\d)\s+[-–—]\s+(?=\d)/g;

/** Said before a second number to prefer it ("pero mejor el de mi esposo", "better call my wife's"). */
const PREFER_SECOND = /\b(?:mejor|better|prefer|prefiero|preferible|preferiblemente|rather)\b/;
/** Said before a second number to make it a spare: "o si no", "or else", "de respaldo", "backup". */
const SPARE_NUMBER = /\b(?:si no|sino|or else|otherwise|else|respaldo|backup|alterno|alternativo|emergencia|emergency)\b/;

/**
 * Class: two numbers, the second someone else's or a spare ("3001112233 o si no el de mi esposa 3019998877", "mi
 * número 316 4445555 y el de mi esposo 3017778899", "my cell …, my wife's is …"): the first is the guest's phone. The
 * words between the two must name a relation ({@link RELATIONS}) or a spare ({@link SPARE_NUMBER}); the words before
 * the first none.
 */
function ownOfTwo<T extends { phone: PhoneNumber; span: TextRange }>(hits: readonly T[], raw: string): T | undefined {
  const [first, second] = [...hits].sort((a, b) => a.span[0] - b.span[0]);
  if (!first || !second || first.phone.number === second.phone.number) return undefined;
  const said = (a: number, b: number): string => foldKeepLength(raw.slice(a, b));
  const others = (text: string): boolean => tokens(text).some((t) => RELATIONS.has(t.text) || RELATIONS.has(t.text.replace(/'s$/, '')));
  const between = said(first.span[1], second.span[0]);
  if (!(others(between) || SPARE_NUMBER.test(between)) || others(said(0, first.span[0]))) return undefined;
  // "el mío es … pero mejor el de mi esposo …": a preference or a correction between them makes the second the one.
  if (CONTACT_CORRECTION.test(between) || PREFER_SECOND.test(between)) return undefined;
  return first;
}

/** Emoji (with spaces around) between two digits in the raw text: "316 📱 890". Read as dashes of the same length. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists the pieces of emoji sequences (skin tones, variation selector, joiner) one by one on purpose.
const EMOJI_BETWEEN_DIGITS = /(?<=\d)\s?(?:[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F\u200D])+\s?(?=\d)/gu;
/** Digits said one by one in words (folded): "tres cero cero", "three oh oh". */
const DIGIT_WORDS: Readonly<Record<string, string>> = {
  cero: '0',
  uno: '1',
  un: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const DIGIT_WORD_RUN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${Object.keys(DIGIT_WORDS).join('|')})(?:[\s,.\-–—]+(?:${Object.keys(DIGIT_WORDS).join('|')}))+(?![\p{L}\p{N}])`,
  'gu',
);
/** Class: a digit said twice with "double"/"doble" in a dictated number ("three one six — double five — …", "double-oh"). */
const DOUBLE_DIGIT = new RegExp(String.raw`\b(?:double|doble)[\s-]+(${Object.keys(DIGIT_WORDS).join('|')})\b`, 'g');
/**
 * Class: a doubled digit said in words among typed digits ("350 doble cero 1 2 3 4 5", "316 double 5 78 901"): written as
 * the two digits, the rest of its length dashes (a separator inside a phone).
 */
const DOUBLE_AMONG_DIGITS = new RegExp(String.raw`(?<=\d[\s-]*)\b(?:double|doble)[\s-]+(${Object.keys(DIGIT_WORDS).join('|')}|\d)\b(?=[\s-]*\d)`, 'g');

/**
 * A phone said digit by digit in words, at the phone question only: "tres cero
 * cero uno dos tres cuatro cinco seis siete" → +573001234567. Seven or more
 * digit words in one run, read as typed digits would be; one such run only.
 */
function spokenPhone(scan: string, lang: 'es' | 'en', raw = ''): PhoneHit | undefined {
  // "tres cero cero eh uno dos …": hesitations between digit words are blanked (same length).
  const plain = scan
    .replace(DIGIT_FILLER, (w) => ' '.repeat(w.length))
    .replace(DOUBLE_DIGIT, (all, d: string) => (2 * d.length + 1 <= all.length ? `${d} ${d}`.padEnd(all.length) : all));
  const runs = [...plain.matchAll(DIGIT_WORD_RUN)];
  const digitsOf = (run: RegExpExecArray | RegExpMatchArray): string =>
    run[0]
      .split(/[\s,.\-–—]+/)
      .map((w) => DIGIT_WORDS[w]!)
      .join('');
  const long = runs.filter((r) => digitsOf(r).length >= PHONE_MIN_DIGITS);
  // One number; short runs after it ("… seis siete no seis ocho") may correct its ending (see endingFix).
  if (long.length !== 1 || runs[0] !== long[0]) return undefined;
  const run = long[0]!;
  // "plus fifty-seven three one two …": a calling code said before the digits (see SAID_PLUS).
  const before = tokens(plain.slice(0, run.index));
  const codeAt = before.length >= 2 && SAID_PLUS.has(before[before.length - 2]!.text) ? before.length - 1 : -1;
  const code = codeAt >= 0 ? readNumberAt(before, codeAt, lang, plain) : undefined;
  if (code && !code.ordinal && code.end === before.length && code.value >= 1 && code.value <= 999) {
    const phone = readPhone([String(code.value), digitsOf(run)], true, lang);
    if (phone) return { phone, span: [before[codeAt - 1]!.start, run.index + run[0].length], ...(runs.length > 1 ? { trailing: true } : {}) };
  }
  const hit = dictatedHit(scan, digitsOf(run), [run.index, run.index + run[0].length], lang, raw);
  return hit && runs.length > 1 ? { ...hit, trailing: true } : hit;
}

/** A hesitation word between two digit words ("tres cero cero eh uno"). */
const DIGIT_FILLER = new RegExp(
  String.raw`(?<=\b(?:${Object.keys(DIGIT_WORDS).join('|')})\s+)(?:eh|ehh|ehm|em|um|umm|uh)(?=\s+(?:${Object.keys(DIGIT_WORDS).join('|')})\b)`,
  'g',
);

/**
 * Words taking back a phone's or an email's ending just said ("no", "perdón", "sorry", "corrijo", "I mean", "wait"): the
 * markers of the correction lexicon (see `./repairs.ts`), as a pattern of alternatives.
 */
const TAKE_BACK = phrasesAlternation(MARKER_PHRASES);
/** True when a lead-in holds a word of {@link TAKE_BACK}. */
const TAKES_BACK = new RegExp(phrasesPattern(MARKER_PHRASES));
/**
 * The lead-in of a correction of an ending ({@link ENDING_FIX}, {@link DOMAIN_FIX}), captured whole: take-back words
 * and "es"/"is" between them ("no perdón, es …"); it must hold a take-back word ({@link TAKES_BACK}).
 */
const TAKE_BACK_LEAD = String.raw`((?:(?:${TAKE_BACK}|es|is|it's|its)[\s,.;:!…-]+)+)`;

/** Digits said or typed in a correction of a number's ending: "seis ocho", "2244", "ocho". */
const ENDING_DIGITS = String.raw`(?:\d|${Object.keys(DIGIT_WORDS).join('|')})(?:[\s,.-]*(?:\d|${Object.keys(DIGIT_WORDS).join('|')}))*`;
/**
 * After a number, a correction and new final digits, ending the message: "… seis siete no seis ocho", "…, no sorry,
 * ending 2244", "… no perdón ocho al final". Groups: the correction words, the digits.
 */
const ENDING_FIX = new RegExp(
  String.raw`^[\s,.;:!…-]*${TAKE_BACK_LEAD}` +
    String.raw`(?:(?:ending|ending in|ends in|ending with|termina en|terminado en|que termina en|al final|the last digits? (?:is|are)|los ultimos (?:numeros |digitos )?son|el ultimo (?:numero |digito )?es|last digits?)[\s:]+)?` +
    String.raw`(${ENDING_DIGITS})(?:[\s,.]*(?:al final|at the end))?[\s.!]*$`,
);

/**
 * Class: a phone correction replacing the last digits ("tres cero cero … seis siete no seis ocho" → …68, "+57 300 111
 * 2233, no sorry, ending 2244" → …2244, "… siete no perdón ocho al final" → …8): after a correction word (a bare
 * "no" counts), one to four digits ending the message replace as many final digits of the number. The corrected
 * number when valid, with the length of the words read after the number; undefined otherwise (the number is then
 * taken back, and the bot asks again).
 */
/**
 * Class: the ending stated with the digits it replaces ("312 555 0191 — the last digit is 7 not 1", "…, el último es 4
 * no 3"): no word of taking back is needed, the denied digits must be the number's ending. Groups: right, wrong.
 */
const ENDING_STATED = new RegExp(
  String.raw`^[\s,.;:!…—–-]*(?:the last digits? (?:is|are|should be)|it should end in|it ends in|ends in|el ultimo (?:numero |digito )?es|los ultimos (?:numeros |digitos )?son|termina en)\s+(${ENDING_DIGITS})[\s,]*(?:not|no|y no|instead of|en vez de)\s+(${ENDING_DIGITS})[\s.!]*$`,
);
function endingFix(phone: PhoneNumber, tail: string): { phone: PhoneNumber; length: number } | undefined {
  const stated = ENDING_STATED.exec(tail);
  if (stated) {
    const said = (d: string): string =>
      d
        .split(/[\s,.-]+/)
        .map((w) => DIGIT_WORDS[w] ?? w)
        .join('');
    const [right, wrong] = [said(stated[1]!), said(stated[2]!)];
    if (/^\d{1,4}$/.test(right) && right.length === wrong.length && phone.number.endsWith(wrong)) {
      const fixed = validPhone(phone.number.slice(0, -right.length) + right);
      if (fixed && fixed.number !== phone.number) return { phone: fixed, length: stated[0].length };
    }
  }
  const hit = ENDING_FIX.exec(tail);
  if (!hit || !TAKES_BACK.test(hit[1]!)) return undefined;
  const digits = hit[2]!
    .split(/[\s,.-]+/)
    .map((w) => DIGIT_WORDS[w] ?? w)
    .join('');
  if (!/^\d{1,4}$/.test(digits)) return undefined;
  const fixed = validPhone(phone.number.slice(0, -digits.length) + digits);
  return fixed && fixed.number !== phone.number ? { phone: fixed, length: hit[0].length } : undefined;
}

/**
 * A number dictated in words, read as typed digits would be: a country word
 * said beside it decides its region ("nine eight four five zero, six seven
 * eight nine zero, India" → +91; see {@link regionNear}); without one, in an
 * English chat, ten digits valid both in the United States and in Colombia
 * carry the other reading ("three one five, five five five, oh one nine
 * nine": a 315 area code or a Colombian mobile 315), as typed digits do.
 */
function dictatedHit(scan: string, digits: string, span: TextRange, lang: 'es' | 'en', raw = ''): PhoneHit | undefined {
  const near = regionNear(scan, span[0], span[1], raw);
  const phone = readPhone([digits], false, lang, near);
  if (!phone) return undefined;
  const other = near || lang !== 'en' ? undefined : otherReading(digits, phone);
  return { phone, span, ...(other ? { other } : {}) };
}

/** Hesitations said inside a dictated number ("tres cero cero eh uno dos"): skipped. */
const PHONE_FILLERS = words('eh ehh ehm em um umm uh');

/**
 * A phone dictated in groups at the phone question: number words and digit
 * groups mixed, each group 0..999 ("trescientos uno, doscientos veinte,
 * treinta, cuarenta" → 301 220 30 40; "tres diez cinco cinco cinco doce
 * treinta y cuatro" → 3 10 5 5 5 12 34; multi-word numbers arrive in
 * digits, see `spellCompoundNumbers`). Three or more groups, at least one in
 * words, 7 to 15 digits in all, read as typed digits would be; one such run
 * only (two are not guessed between).
 */
function groupedSpokenPhone(scan: string, lang: 'es' | 'en', raw = ''): PhoneHit | undefined {
  const toks = tokens(scan);
  const found: { digits: string; span: TextRange; plus: boolean }[] = [];
  for (let i = 0; i < toks.length; ) {
    let digits = '';
    let groups = 0;
    let spelled = 0;
    let j = i;
    let end = i;
    // Class: the calling code said in words before the number ("plus fifty-seven three one two, …", "más cincuenta y
    // siete, …"): read as a typed "+57".
    const plus = SAID_PLUS.has(toks[i]!.text) ? readNumberAt(toks, i + 1, lang, scan) : undefined;
    const code = plus && !plus.ordinal && plus.value >= 1 && plus.value <= 999 ? String(plus.value) : undefined;
    if (code) {
      digits = code;
      j = plus!.end;
      end = j;
    }
    while (j < toks.length) {
      if (j > i && !/^[\s,.-]*$/.test(scan.slice(toks[j - 1]!.end, toks[j]!.start))) break;
      const t = toks[j]!;
      if (groups > 0 && PHONE_FILLERS.has(t.text)) {
        j++;
        continue;
      }
      if (/^\d{1,4}$/.test(t.text)) {
        digits += t.text;
        groups++;
        // A group said in several words arrives in digits ("trescientos quince" → 315): still said in words.
        if (/\p{L}/u.test(raw.slice(t.start, t.end))) spelled++;
        end = ++j;
        continue;
      }
      const r = readNumberAt(toks, j, lang, scan);
      // Spanish "once" is 11 in a dictated number ("…, cero cero, once"); English "once" never is.
      const eleven = lang === 'es' && t.text === 'once';
      if (!r || r.ordinal || r.value < 0 || r.value > 999 || (r.weak && DIGIT_WORDS[t.text] === undefined && !eleven)) break;
      digits += String(r.value);
      groups++;
      spelled++;
      j = r.end;
      end = j;
    }
    const national = code ? digits.length - code.length : digits.length;
    if (spelled > 0 && groups >= 3 && national >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS + (code ? code.length : 0))
      found.push({ digits, span: [toks[i]!.start, toks[end - 1]!.end], plus: code !== undefined });
    i = Math.max(end, i + 1);
  }
  if (found.length !== 1) return undefined;
  if (found[0]!.plus) {
    const phone = readPhone([found[0]!.digits], true, lang);
    return phone ? { phone, span: found[0]!.span } : undefined;
  }
  return dictatedHit(scan, found[0]!.digits, found[0]!.span, lang, raw);
}

/** Words saying an address is only to be copied: "cc", "copia", "copy", "con copia a". */
const COPY_WORDS = words('cc cco bcc copia copy copiar copies');

/** Words offering a choice between two addresses: "ops@… or cc finance@…" asks which one, whatever "cc" means there. */
const ALTERNATIVE_WORDS = words('or o u either');

/**
 * Whether the address starting at `start` follows a {@link COPY_WORDS} word within three words ("cc my assistant
 * pete@…"), with no {@link ALTERNATIVE_WORDS} word right before it (class: "ops@travelco.com or cc finance@…" offers
 * two addresses, the bot asks which).
 */
function copyAddressAt(folded: string, start: number): boolean {
  const before = tokens(folded.slice(0, start));
  const from = Math.max(0, before.length - 4);
  const copy = before.findIndex((t, i) => i >= from && COPY_WORDS.has(t.text));
  return copy >= 0 && !ALTERNATIVE_WORDS.has(before[copy - 1]?.text ?? '');
}

/** Said between two phones or two emails to take the first back ("3001234567 perdón 3001234576", "x@hotmail.com, no perdón, x@gmail.com"). */
const CONTACT_CORRECTION = new RegExp(phrasesPattern(TAKING_BACK_PHRASES));
/** A bare "no" alone between two numbers ("3001112233... no, 3001112234"): the first retyped, taken back. */
const BARE_NO_BETWEEN = /^[\s.,;:!…-]*\bno\b[\s.,;:!…-]*$/;

/**
 * Two or more different values of one kind (hits in text order, by key): the
 * last when a correction word stands between it and the one before ("…, no
 * perdón, …"; "… — wait, …"); undefined otherwise (the bot asks which).
 */
function lastCorrected<T extends { span: TextRange }>(hits: readonly T[], key: (h: T) => string, raw: string, bareNo = false): T | undefined {
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
function contrasted<T extends { span: TextRange }>(hits: readonly T[], key: (h: T) => string, raw: string, lang: Message['lang']): T | undefined {
  const sorted = [...hits].sort((a, b) => a.span[0] - b.span[0]);
  if (new Set(sorted.map(key)).size !== 2 || sorted.length !== 2) return undefined;
  const [first, second] = sorted as [T, T];
  const gap = raw.slice(first.span[1], second.span[0]);
  return deniedAfterComma(gap) || /^\s+not\s+$/i.test(gap) || (lang === 'es' && /^\s+no\s+$/i.test(gap)) ? first : undefined;
}

/** "es de gmail: natalia.delatorre": the provider named, then the first part alone. Groups: provider, first part. */
const PROVIDER_THEN_LOCAL =
  /^\s*(?:(?:es|its|it's|mi\s+correo\s+es|my\s+email\s+is)\s+)?(?:de|del|en)?\s*(gmail|hotmail|outlook|yahoo|icloud)\s*[:,-]?\s+([a-z0-9][a-z0-9._-]*[a-z0-9])[\s.!]*$/;
/** "natalia.delatorre de gmail", "natalia en hotmail": the first part alone ("juan at gmail" is an address cut short, refused), then the provider. Groups: first part, provider. */
const LOCAL_THEN_PROVIDER = /^\s*([a-z0-9][a-z0-9._-]*[a-z0-9])\s*,?\s+(?:de|del|en)\s+(gmail|hotmail|outlook|yahoo|icloud)[\s.!]*$/;
/** Providers with one address domain the world over (an address there is always `…@gmail.com`). */
const SINGLE_DOMAIN_PROVIDERS: ReadonlySet<string> = new Set(['gmail', 'icloud']);

/**
 * Class: an address given as a provider and a first part, at the email question ("es de gmail: natalia.delatorre",
 * "natalia.delatorre en gmail"): the provider's usual domain is added. Only the two are said (the whole message);
 * the first part is no common word. Taken for a provider with one domain, offered back for the others ("hotmail" may
 * be ".com" or ".es").
 */
function providerNamed(scan: string): { email: string; span: TextRange; provider: string } | undefined {
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
const BOTH_WORDS = words('y e and also tambien plus mas');
/** Most words of a remark between an address and its retyping ("sin el punto", "no, two s's"). */
const MAX_RETYPE_REMARK = 6;

/**
 * Class: an address retyped with a small change after a remark on its letters ("valentina.2001@hotmail.com sin el
 * punto, valentina2001@hotmail.com", "jweis@web.de, no, two s's: jweiss@web.de"): two addresses, the second after the
 * first, one or two characters apart, with at most a short remark between them and no word offering a choice ("o",
 * "or") or a copy ("cc"): the second is the one meant. Undefined otherwise.
 */
function retypedAddress<T extends { email: string; span: TextRange }>(hits: readonly T[], raw: string): T | undefined {
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
function domainFix(email: string, tail: string): { email: string; length: number } | undefined {
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

/**
 * Class: letters typed for the digits they look like inside a group of digits, at the phone question: "o" for zero,
 * "l" or "i" for one ("+57 3OO 123 4567", "+57 3l5 222 1100"). The word must hold a digit.
 */
const LOOKALIKE_DIGITS = /(?<![\p{L}\p{N}])(?=[\doli]*\d)(?=[\doli]*[oli])[\doli]{3,}(?![\p{L}\p{N}])/gu;
/** The digit each letter of {@link LOOKALIKE_DIGITS} stands for. */
const LOOKALIKE_DIGIT: Readonly<Record<string, string>> = { o: '0', l: '1', i: '1' };

/**
 * Email and phone anywhere in a message.
 *
 * - `email`: an address as typed ("Ana@Gmail.com" keeps its capitals), trimmed
 *   of surrounding punctuation and of a "correo:"/"email:" prefix glued to it;
 *   valid by `z.email()` and not a mistyped provider or "com" ("ana@gmial.com",
 *   "ana@gmail.con"). Said in words, "santi arroba gmail punto com" is
 *   "santi@gmail.com" (see {@link spokenEmail}). An address typed with a
 *   space inside its first part ("juan perez@gmail.com") is none: no part of
 *   it is taken (see {@link splitLocalPart}). An invalid address ("ana@gmail", "ana@@x.com") is not
 *   returned and not claimed, so the bot re-asks (at the email question it
 *   says it looks invalid).
 * - `phone` (E.164) and `phoneCountry` (ISO alpha-3 of the number's country):
 *   valid numbers only, of a line type a person answers (not toll-free);
 *   Guernsey, Jersey and Man numbers (+44) count as the United Kingdom.
 *   Without "+", national in the chat's region (Spanish → Colombia, English →
 *   United States; a 10-digit number invalid there is tried in the other),
 *   "00" means "+", and a written calling code ("57 300 123 4567") is read.
 *   A country word beside the number decides its region first ("my
 *   Colombian SIM: 310 456 7890" → +57; see {@link regionNear}).
 *   An emoji between digit groups is a separator ("316 📱 890 1234"); at the
 *   phone question only, digits said in words are read ("tres cero cero uno…").
 *   Dates ("15/12/2026", "15.12.2026"), amounts ("1.500.000") and short counts
 *   are never phones.
 *
 * Also read: an address typed with spaces around "@" or a dot ("dani.moreno @
 * gmail . com"), said symbols in brackets ("valerojas (arroba) gmail.com"),
 * words glued when the guest says "todo junto"/"all together"; a mistyped
 * provider ("jen@gmial.com") gives `emailOptions` with the address meant; a
 * phone with Mexico's old "1" ("+52 1 55 …"), "o" typed for zero at the phone
 * question, a number dictated in groups ("trescientos uno, doscientos
 * veinte, …"); "local" beside a number means Colombia; ten digits valid both
 * in Colombia and the US in an English chat give `phoneOptions`. At the
 * phone question in an English chat, a number typed nationally with a
 * leading 0 and no country ("07700 900123") gives `phoneOptions` (no
 * `phone`) with its readings in the likely countries, when one or two (see
 * {@link TRUNK_ZERO_REGIONS}). The United Kingdom's drama range ("+44 7700
 * 900123") is a UK mobile (see {@link EXAMPLE_RANGES}). Two addresses and a
 * preference by order ("…, prefer the first", "mejor el segundo") give that
 * one; words before "arroba" with nothing saying to join them ("laura
 * gomez 85 arroba gmail punto com") are glued and offered back as
 * `emailOptions`, never taken.
 *
 * Two different emails, or two different phones, in one message: the last
 * when a correction word stands between them ("…, no perdón, …", "— wait,
 * …"); else neither is returned (the bot asks which one; two emails are
 * offered as `emailOptions`). A correction word after the only phone takes
 * it back. `undefined` when nothing was found.
 */
export function extractContact(m: Message): GuestFound | undefined {
  const spans: TextRange[] = [];
  const found: GuestFound = { spans };
  const emails = new Map<string, { email: string; span: TextRange }[]>();
  let scan = m.folded;
  // "dani.moreno @ gmail . com": typed with spaces around "@" or a dot.
  const spaced = spacedEmail(m.folded, m.raw);
  if (spaced) {
    if (!spaced.split) emails.set(spaced.email.toLowerCase(), [spaced]);
    scan = scan.slice(0, spaced.span[0]) + ' '.repeat(spaced.span[1] - spaced.span[0]) + scan.slice(spaced.span[1]);
  }
  const suggested: { email: string; span: TextRange }[] = [];
  // an address typed with a space inside its first part ("noa levi@gmail.com"): none of the message's is taken
  let split = false;
  for (const run of scan.matchAll(AT_RUN)) {
    const start = run.index;
    const end = start + run[0].length;
    scan = scan.slice(0, start) + ' '.repeat(end - start) + scan.slice(end);
    const hit = emailIn(m.raw, start, end);
    if (!hit) {
      // "jen@gmial.com", "lisa.m@gmail,com": a known provider mistyped; the address meant is offered back.
      const typed = m.raw.slice(start, end).replace(EMAIL_LEAD, '').replace(EMAIL_TRAIL, '');
      const likely = splitLocalPart(m.folded, start) ? undefined : likelyEmail(typed);
      if (likely) suggested.push({ email: likely, span: [start, end] });
      continue;
    }
    if (splitLocalPart(m.folded, start)) {
      split = true;
      continue;
    }
    const key = hit.email.toLowerCase();
    emails.set(key, [...(emails.get(key) ?? []), hit]);
  }
  if (emails.size === 0 && suggested.length === 1) {
    // "laura@gmial.com perdón, gmail": the guest corrected the provider to the one offered.
    const s = suggested[0]!;
    const after = foldKeepLength(m.raw.slice(s.span[1]));
    const provider = s.email.slice(s.email.indexOf('@') + 1).split('.')[0]!;
    if (CONTACT_CORRECTION.test(after) && new RegExp(String.raw`\b${provider}\b`).test(after)) {
      emails.set(s.email.toLowerCase(), [
        { email: s.email, span: [s.span[0], s.span[1] + (after.search(new RegExp(String.raw`\b${provider}\b`)) + provider.length)] },
      ]);
      scan = scan.slice(0, s.span[1]) + ' '.repeat(m.raw.length - s.span[1]);
    } else {
      found.emailOptions = [s.email];
      spans.push(s.span);
    }
  }
  if (emails.size === 0) {
    const again = saidAgainEmail(scan, m.expecting === 'email');
    if (again) {
      emails.set(again.email, [again]);
      scan = scan.slice(0, again.span[0]) + ' '.repeat(again.span[1] - again.span[0]) + scan.slice(again.span[1]);
    }
    const spoken = again ? undefined : spokenEmail(plainSpokenEmail(scan), m.expecting === 'email');
    if (spoken) {
      emails.set(spoken.email, [spoken]);
      // "todo junto", "all together" said with it are claimed too.
      for (const j of scan.matchAll(JOINED_WORDS)) spans.push([j.index, j.index + j[0].length]);
      scan = scan.slice(0, spoken.span[0]) + ' '.repeat(spoken.span[1] - spoken.span[0]) + scan.slice(spoken.span[1]);
    }
  }
  if (emails.size === 0 && !found.emailOptions) {
    // "mi correo es laura gomez 85 arroba gmail punto com": the words before "arroba" glued is the likeliest
    // address ("lauragomez85@…", though "laura.gomez85" is possible): offered back, not taken.
    const glued = spokenEmail(plainSpokenEmail(scan, true), m.expecting === 'email');
    if (glued) {
      found.emailOptions = [glued.email];
      spans.push(glued.span);
    }
  }
  if (emails.size === 0 && !found.emailOptions && m.expecting === 'email') {
    const named = providerNamed(scan);
    if (named && SINGLE_DOMAIN_PROVIDERS.has(named.provider)) emails.set(named.email, [named]);
    else if (named) {
      found.emailOptions = [named.email];
      spans.push(named.span);
    }
  }
  if (split) emails.clear();
  // "mark@acme.com (cc my assistant pete@acme.com)": an address to copy is not the guest's; claimed and dropped.
  if (emails.size > 1) {
    for (const [key, hits] of emails) {
      if (emails.size > 1 && hits.every((h) => copyAddressAt(m.folded, h.span[0]))) {
        emails.delete(key);
        for (const h of hits) spans.push(h.span);
      }
    }
  }
  if (emails.size === 1) {
    const hits = [...emails.values()][0]!;
    found.email = hits[0]!.email;
    for (const h of hits) spans.push(h.span);
    // "jfmosquera arroba gmail punto com no perdón arroba hotmail": the domain said again after a correction replaces it.
    const last = hits.reduce((x, y) => (y.span[1] > x.span[1] ? y : x));
    const fix = domainFix(found.email, foldKeepLength(m.raw.slice(last.span[1])));
    if (fix) {
      found.email = fix.email;
      spans.push([last.span[1], last.span[1] + fix.length]);
    }
  } else if (emails.size > 1) {
    // "juanca_rs@hotmail.com, no perdón, juanca_rs@gmail.com": the last, said as a correction.
    const all = [...emails.values()].flat();
    // A bare "no" between the two takes the first back too ("felipe@empresa.com, no, felipe.r@empresa.com").
    const last = contrasted(all, (h) => h.email.toLowerCase(), m.raw, m.lang) ?? lastCorrected(all, (h) => h.email.toLowerCase(), m.raw, true);
    if (last) {
      found.email = last.email;
      for (const h of all) spans.push(h.span);
    } else if (emails.size === 2 && retypedAddress(all, m.raw)) {
      const second = retypedAddress(all, m.raw)!;
      found.email = second.email;
      for (const h of all) spans.push(h.span);
      // the remark between the two is claimed with them
      spans.push([Math.min(...all.map((h) => h.span[1])), second.span[0]]);
    } else if (notForInvoice(all, m.folded)) {
      // "para la factura es contabilidad@… pero la confirmación mándala a … pedro.mora@gmail.com": the one not for the invoice.
      found.email = notForInvoice(all, m.folded)!.email;
      for (const h of all) spans.push(h.span);
    } else if (emails.size === 2 && preferredOfTwo(all, m.folded)) {
      // "lisa.m@protonmail.com or lisa@work.com, prefer the first": the one the guest prefers.
      found.email = preferredOfTwo(all, m.folded)!.email;
      for (const h of all) spans.push(h.span);
      const said = PREFERENCE.exec(m.folded.slice(Math.max(...all.map((h) => h.span[1]))));
      if (said) {
        const at = Math.max(...all.map((h) => h.span[1])) + said.index;
        spans.push([at, at + said[0].length]);
      }
    } else if (emails.size === 2) {
      // "either anna.k@gmail.com or anna.k@outlook.com": both offered back, none taken.
      found.emailOptions = all
        .sort((a, b) => a.span[0] - b.span[0])
        .map((h) => h.email)
        .filter((e, i, xs) => xs.findIndex((x) => x.toLowerCase() === e.toLowerCase()) === i);
      for (const h of all) spans.push(h.span);
    }
  }
  // "cel 316 📱 890 1234": an emoji between digit groups is a separator.
  // The folded text has blanks there; the raw text shows the emoji (and the digits must still be unclaimed).
  for (const e of m.raw.matchAll(EMOJI_BETWEEN_DIGITS)) {
    const a = e.index;
    const b = a + e[0].length;
    if (/\d/.test(scan[a - 1] ?? '') && /\d/.test(scan[b] ?? '')) scan = scan.slice(0, a) + '-'.repeat(b - a) + scan.slice(b);
  }
  // Class: digit groups set apart by a spaced dash ("3 0 5 - 4 4 4 - 2 2 1 1", "300 - 123 - 4567"): the dash and its
  // spaces are one separator.
  scan = scan.replace(SPACED_DASH, (d) => '-'.repeat(d.length));
  // "+57 3OO 123 4567", "+57 3l5 222 1100": at the phone question, a letter like a digit inside a group of digits is that digit.
  if (m.expecting === 'phone') scan = scan.replace(DOUBLE_AMONG_DIGITS, (all, d: string) => (DIGIT_WORDS[d] ?? d).repeat(2).padEnd(all.length, '-'));
  if (m.expecting === 'phone') scan = scan.replace(LOOKALIKE_DIGITS, (w) => w.replace(/[oli]/g, (c) => LOOKALIKE_DIGIT[c]!));
  const phones = phonesIn(scan, m.lang, m.expecting === 'phone', m.raw);
  if (phones.length === 0 && m.expecting === 'phone') {
    const spoken = spokenPhone(scan, m.lang, m.raw) ?? groupedSpokenPhone(scan, m.lang, m.raw);
    if (spoken) phones.push(spoken);
  }
  const distinct = new Set(phones.map((p) => p.phone.number));
  // "3001234567 perdón 3001234576": the last, said as a correction.
  // "mi cel es … y el fijo de la oficina …, mejor al cel": the kind of line preferred.
  const preferred = distinct.size === 2 ? (preferredLine(phones, m.folded) ?? ownOfTwo(phones, m.raw)) : undefined;
  const corrected = (): PhoneHit | undefined =>
    contrasted(phones, (h) => h.phone.number, m.raw, m.lang) ?? lastCorrected(phones, (h) => h.phone.number, m.raw, true);
  let chosen = preferred ?? (distinct.size === 1 ? phones[0] : distinct.size > 1 ? corrected() : undefined);
  // "… seis siete no seis ocho", "…, no sorry, ending 2244": the ending corrected (see endingFix).
  const ending = chosen && !preferred && !chosen.options ? endingFix(chosen.phone, foldKeepLength(m.raw.slice(chosen.span[1]))) : undefined;
  const otherEnding = chosen?.other && ending ? endingFix(chosen.other, foldKeepLength(m.raw.slice(chosen.span[1]))) : undefined;
  if (chosen && ending && (!chosen.other || otherEnding)) {
    const span: TextRange = [chosen.span[0], chosen.span[1] + ending.length];
    // a number read in two countries keeps both readings, each with the ending fixed
    const hit = { phone: ending.phone, span, ...(otherEnding ? { other: otherEnding.phone } : {}) };
    phones.splice(phones.indexOf(chosen), 1, hit);
    chosen = hit;
  }
  // "… seis siete no perdón ocho después": a correction after the number changes it in a way not read; nothing is taken.
  // ("…, escríbeme por WhatsApp mejor": "mejor" closing a remark of two words or more says how, it takes nothing back.)
  const after = chosen ? foldKeepLength(m.raw.slice(chosen.span[1])).replace(/(\p{L}+\W+\p{L}+\W+)mejor[\s.!]*$/u, '$1') : '';
  const takenBack = chosen !== undefined && !preferred && (chosen.trailing === true || CONTACT_CORRECTION.test(after));
  if (chosen?.options && !takenBack) {
    // A number of another country typed without it: its readings are asked back, none is taken.
    found.phoneOptions = chosen.options.map((o) => o.number);
    for (const h of phones) spans.push(h.span);
  } else if (chosen && !takenBack) {
    const p = chosen.phone;
    found.phone = p.number;
    const alpha3 = p.country ? countries.alpha2ToAlpha3(SHARED_NUMBERING[p.country] ?? p.country) : undefined;
    if (alpha3) found.phoneCountry = alpha3;
    if (chosen.other) found.phoneOptions = [p.number, chosen.other.number];
    for (const h of phones) spans.push(h.span);
  }
  if (!found.email && !found.phone && !found.emailOptions && !found.phoneOptions) return undefined;
  spans.sort((a, b) => a[0] - b[0]);
  return found;
}

// ==================================================================== shared word lists

/** Builds a set from space-separated folded words. */
function words(list: string): Set<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}

/**
 * Words that are never part of a name or a city (folded), with
 * {@link CHAT_WORDS} (see {@link STOP}): function words,
 * pronouns, common verbs and booking words of both languages, greetings,
 * blessings and farewells ("bendiciones", "amén", "chao": small talk, not a
 * place), hesitation fillers ("eh", "um"), navigation and number words.
 */
const STOP_BASE = `
  y e o u ni pero sino que quien cual como cuando donde porque pues entonces ya tambien solo solamente
  con sin de del desde hasta para por en entre sobre a al ante bajo tras segun hacia
  el la los las lo un una uno unos unas este esta estos estas ese esa esos esas aquel aquella esto eso
  yo tu vos usted ustedes nosotros nosotras ellos ellas el ella me te se nos le les mi mis tus su sus nuestro nuestra
  soy eres es somos son estoy esta estamos estan fui era sera seria ser estar tengo tiene tenemos tienen
  vivo vive vivimos viven resido reside residimos naci nacio nacimos vengo viene venimos voy va vamos van
  viajo viaja viajamos viajan llego llegamos quiero quiere queremos quisiera quisieramos necesito necesitamos
  busco buscamos deseo deseamos gustaria puedo podemos puede hago hace hacemos dame deme quedo llamo llama llaman
  reservar reserva reservas reservacion reservation booking book hotel hoteles habitacion habitaciones cuarto cuartos
  noche noches dia dias semana semanas mes meses ano anos persona personas adulto adultos nino ninos nina ninas
  hijo hijos hija hijas bebe bebes esposo esposa esposos novio novia familia pareja amigo amiga amigos amigas mama papa
  hola holi buenas buenos buen dia tardes saludos hey hi hello hiya good morning afternoon evening
  gracias muchas mil thanks thank thx ty please pls porfa porfavor favor bien mal muy mas menos
  si no ok okay oki vale listo claro dale bueno perfecto genial sure yes yeah yep nope nah fine great cool orale andale sale
  entendido entendida anotado recibido copiado understood noted roger
  cancelar cancela cancel atras volver back regresar salir stop inicio menu ayuda help reiniciar restart empezar
  nombre nombres apellido apellidos name names surname last first full primer segundo completo
  correo email mail e-mail telefono tel cel celular movil numero whatsapp phone mobile cell number contacto
  ciudad pais nacionalidad residencia city country nationality residence
  colegio escuela empresa compania universidad fundacion agencia corporacion club parroquia factura
  school company church university foundation agency corporation firm invoice
  sabe nose idea cierto verdad aqui aca alla alli here there now ahora hoy manana
  tanto tanta tantos tantas mucho mucha muchos muchas poco poca pocos pocas otro otra otros otras cada
  and or but nor so yet the an of to in on at by for from with without into about as than then
  i i'm im am is are was were be been being my mine me we we're our ours you your he she they them it its
  this that these those who what when where why how which there's here's
  want wants wanted would like need needs looking look traveling travelling travel coming come going go
  live lives living stay staying visiting visit just also too very really not any some all both each
  una dos tres cuatro cinco seis siete ocho nueve diez one two three four five six seven eight nine ten
  senor senora senorita sr sra srta mr mrs ms miss dr dra don dona doctor doctora ing lic arq prof
  it's that's what's who's he's she's let's
  jaja jajaja jeje lol ja xd perdon disculpa disculpe disculpas sorry oops ups uy ay uff epa ehh mmm hmm
  under over put book booked reserve reserved ponla ponlo pongala pongalo ponga pon pone ponelo ponela coloca coloque anota anote
  eh ehm emm um umm uh uhm erm
  bendiciones bendicion blessings blessed amen chao chau adios bye goodbye igualmente cheers dios diosito pague bendiga god bless
  wow guau uau woah whoa omg yay
  again nuevamente nuevo vez everyone everybody anybody todos todas
`;

/**
 * Words of address and courtesy said in a chat, never a name: "cheers mate",
 * "gracias parce", "gracias, crack", "pa servirle", "a la orden", "at your service".
 */
const CHAT_WORDS = `
  mate bro bruh dude buddy pal man guys folks sir madam maam ma'am parce parcero parcera parceros mijo mija mano manito
  hermano hermana compa compadre comadre pana veci vecino vecina chamo chama mor amor amorcito carino corazon
  crack genio genia capo capa idolo idola maestro maestra cuate wey guey che boludo boluda causa champ legend
  pa servirle servirles servir orden ordenes service
`;

/**
 * Class: praise and reactions said at a personal question ("Excelente servicio 👏", "sweet", "awesome"): chatter,
 * never a name or a city.
 */
const PRAISE_WORDS = `
  excelente excelentes buenisimo buenisima chevere bacano bacana brutal super increible maravilloso maravillosa
  amable amables atencion servicio excellent awesome sweet lovely wonderful amazing brilliant perfect
`;

/**
 * Class: placeholders typed where a name or a detail goes ("TBA/TBA", "N/A", "por definir", "pending"): nothing
 * was said, so nothing is read (the question is asked again).
 */
const PLACEHOLDER_WORDS = `
  tba tbc tbd tbn nn na xxx xxxx pendiente pendientes definir confirmar pending unknown desconocido desconocida
`;

/** The words of address of {@link CHAT_WORDS} ("parce", "mi pana", "mate"): after an answer, chatter. */
const ADDRESS_WORDS = words(CHAT_WORDS);
/** Possessives said with a word of address ("mi pana", "my friend"). */
const ADDRESS_POSSESSIVES = words('mi my');

/** Words that are never part of a name or a city: {@link STOP_BASE}, {@link CHAT_WORDS}, {@link PRAISE_WORDS}, {@link PLACEHOLDER_WORDS}. */
const STOP = words(STOP_BASE + CHAT_WORDS + PRAISE_WORDS + PLACEHOLDER_WORDS);

/** Words introducing the speaker right before their name ("soy Andrea", "I'm Tom", "me llamo Ana"). */
const SELF_INTRO_WORDS = words("soy i'm im am llamo");
/** Hesitations said while dictating a name, never a word of it (see `wordsOf`). */
const NAME_HESITATIONS = words('eh ehh ehhh ehm em emm um umm uh uhm uhh erm er mmm mm hmm');
/**
 * Hesitation words said before a name ("mi nombre es eh Laura Gómez", "my
 * name is um John Smith"): skipped, never part of the name.
 */
const NAME_FILLERS = words('eh ehh ehm emm um umm uh uhm erm er mmm hmm ah pues bueno este');

/** Name particles that stay inside a surname ("de la Cruz", "van der Berg", "da Silva", the Filipino "dela Cruz"). */
const PARTICLES = words('de del la las los van von der den da das do dos di du le dela');
/** Particles that begin a surname on their own. */
const PARTICLE_HEADS = words('de del van von da das do dos di du le dela');

/** Gaelic surname particles as typed (accented, so never the Spanish "o", "ni"): "Ó Súilleabháin", "Ní Bhriain", "Uí Néill". */
const GAELIC_PARTICLES: ReadonlySet<string> = new Set(['Ó', 'ó', 'Ní', 'ní', 'Uí', 'uí', 'Nic', 'Mhic']);

/** A folded name word: lowercase a–z only (accents removed, "ñ" folded to "n"). */
const NAME_WORD = z.string().regex(/^[a-z]+$/, 'a folded word: lowercase a-z only');
/** A particle run and a given name, folded ("del pilar", "de los angeles"; in Portuguese "das gracas", "do carmo"). */
const DEVOTIONAL_NAME = z
  .string()
  .regex(
    /^(?:(?:de|del)(?: (?:la|las|los))?|da|das|do|dos) [a-z]+$/,
    'a particle run ("de", "del", "de la", "de los", "de las"; Portuguese "da", "das", "do", "dos") and one folded word',
  );

/**
 * The schema of the name lexicon (`lexicon/names.json`), the word lists that
 * split a full name into given names and surnames:
 *
 * - `given`: common given names of Spanish and English speakers. A given name
 *   second in a three-word name makes it "two given names + one surname"
 *   ("José Gregorio Hernández"); after "soy"/"I'm" a given name makes a name.
 * - `alsoSurname`: given names that are also common surnames ("Martín",
 *   "León", "Nelson"): a name with one of them second cannot always be split.
 * - `compoundSecond`: of those, the ones that second of two make a compound
 *   given name as often as a surname in Spanish ("Juan Esteban", "María Paz"):
 *   with a Spanish first name the split is asked.
 * - `compoundSecondOfThree`: the ones read as a given name second of three
 *   ("Juan Esteban Restrepo", "Jairo Alonso Quintero").
 * - `compoundHeads`: given names that often head a compound ("Juan Martín",
 *   "Carlos Andrés"): before a second name that is also a surname, of three
 *   words, the split is asked ("Carlos Martín Gómez").
 * - `englishGiven`: given names of English speakers; first of two, a second
 *   name that is also a surname is the surname ("Chloe Martin").
 * - `surnames`: common surnames of Spanish speakers that are never given
 *   names ("Restrepo", "Gómez"): first of two before a given name, the name
 *   is written surname first ("Restrepo Laura").
 * - `devotional.names`: a particle run and a name ending a compound given
 *   name ("María del Pilar", "María de los Ángeles", "Juan de Dios").
 *
 * Checked beyond the shapes: the compound lists hold given names that are
 * also surnames, the heads and English names are given names.
 */
export const NameLexicon = z
  .object({
    about: z.string(),
    given: z.array(NAME_WORD).min(1),
    alsoSurname: z.array(NAME_WORD),
    compoundSecond: z.array(NAME_WORD),
    compoundSecondOfThree: z.array(NAME_WORD),
    compoundHeads: z.array(NAME_WORD),
    englishGiven: z.array(NAME_WORD),
    surnames: z.array(NAME_WORD).default([]),
    devotional: z.object({ about: z.string(), names: z.array(DEVOTIONAL_NAME) }),
    /** Words closing a letter before its signature ("Atentamente", "Regards"). */
    closings: z.array(z.string().regex(/^[a-z]+$/)).default([]),
    /** Phrases saying the writer writes for someone else ("en nombre de", "asistente", "on behalf of"): their signature is not the guest's. */
    forSomeoneElse: z.array(z.string().regex(/^[a-z]+( [a-z]+)*$/)).default([]),
  })
  .superRefine((lex, ctx) => {
    const given = new Set(lex.given);
    const also = new Set(lex.alsoSurname);
    const check = (list: 'compoundSecond' | 'compoundSecondOfThree' | 'compoundHeads' | 'englishGiven', bothNeeded: boolean): void => {
      lex[list].forEach((w, i) => {
        if (!given.has(w) || (bothNeeded && !also.has(w)))
          ctx.addIssue({ code: 'custom', path: [list, i], message: `"${w}" must be in given${bothNeeded ? ' and in alsoSurname' : ''}` });
      });
    };
    check('compoundSecond', true);
    check('compoundSecondOfThree', true);
    check('compoundHeads', false);
    check('englishGiven', false);
    lex.surnames.forEach((w, i) => {
      if (given.has(w) || also.has(w)) ctx.addIssue({ code: 'custom', path: ['surnames', i], message: `"${w}" is a given name too` });
    });
  });
/** A validated name lexicon (see {@link NameLexicon}). */
export type NameLexicon = z.infer<typeof NameLexicon>;

/** Reads and checks a name lexicon; throws naming `source` and every problem found. */
export function parseNameLexicon(data: unknown, source = 'name lexicon'): NameLexicon {
  return checkLexicon(NameLexicon, data, source, 'name');
}

/** The name lexicon, read and checked once, when this module is loaded. */
const NAMES = parseNameLexicon(namesData, 'src/flows/understand/lexicon/names.json');

/** Common given names of Spanish and English speakers (folded; see {@link NameLexicon}). */
const GIVEN: ReadonlySet<string> = new Set(NAMES.given);

/** The rules of {@link nameKey}, in the order they apply. */
const NAME_SPELLINGS: readonly Respelling[] = [
  [/jh/g, 'j'],
  [/th/g, 't'],
  [/ph/g, 'f'],
  [/y/g, 'i'],
  [/(.)\1+/g, '$1'],
];
/**
 * A given name's spelling reduced to what its variants share, so the freely
 * spelled forms common in Colombia match the list: "jh" → "j", "th" → "t",
 * "ph" → "f", "y" → "i", doubled letters once ("Jhonatan" = "Jonathan",
 * "Freddy" = "Fredy", "Yuly" = "Yuli", "Cristhian" = "Cristian").
 */
function nameKey(w: string): string {
  return respell(w, NAME_SPELLINGS);
}

/** Common surnames that are no given names (folded; see {@link NameLexicon}). */
const SURNAMES: ReadonlySet<string> = new Set(NAMES.surnames);
/** Given names that are also common surnames: "Carlos Martín Gómez" cannot be split with confidence. */
const ALSO_SURNAME: ReadonlySet<string> = new Set(NAMES.alsoSurname);
/** Given names that, second of two, make a compound given name as often as a surname ("Juan Esteban", "María Paz"): asked. */
const COMPOUND_SECOND: ReadonlySet<string> = new Set(NAMES.compoundSecond);
/** Given names that often head a compound given name ("Juan Martín", "Carlos Andrés"): see {@link NameLexicon}. */
const COMPOUND_HEADS: ReadonlySet<string> = new Set(NAMES.compoundHeads);
/** Given names that are also surnames, read as a given name second of three ("Juan Esteban Restrepo", "Jairo Alonso Quintero"). */
const COMPOUND_SECOND_OF_THREE: ReadonlySet<string> = new Set(NAMES.compoundSecondOfThree);
/** Given names of English speakers (folded): first of two, a second name that is also a surname is the surname ("Chloe Martin"). */
const ENGLISH_GIVEN: ReadonlySet<string> = new Set(NAMES.englishGiven);
/** A particle run and a given name ending a compound given name, folded ("del pilar", "de los angeles"): see {@link devotionalSecond}. */
const DEVOTIONAL: ReadonlySet<string> = new Set(NAMES.devotional.names);
const GIVEN_KEYS = new Set([...GIVEN].map(nameKey));
const ALSO_SURNAME_KEYS = new Set([...ALSO_SURNAME].map(nameKey));
/** Whether a folded word is a common given name, in any usual spelling. */
function isGiven(w: string): boolean {
  return GIVEN.has(w) || GIVEN_KEYS.has(nameKey(w));
}
/** Whether a folded word is a given name that is also a common surname ("Martín", "Nelson"). */
function isAlsoSurname(w: string): boolean {
  return ALSO_SURNAME.has(w) || ALSO_SURNAME_KEYS.has(nameKey(w));
}

// ==================================================================== places

interface Place {
  code: string;
  kind: 'name' | 'demonym';
}

/** Folded phrase → country, from i18n-iso-countries (es, en) and common forms; ambiguous phrases removed. */
const PLACES = new Map<string, Place>();
/** Phrases mapped to two countries ("congo"): never read as one. */
const AMBIGUOUS_PLACES = new Set<string>();
/** The countries of each {@link AMBIGUOUS_PLACES} phrase ("congo" → COG, COD), offered back at the country question. */
const AMBIGUOUS_CODES = new Map<string, Set<string>>();
let MAX_PLACE_WORDS = 1;

function addPlace(phrase: string, code: string, kind: Place['kind']): void {
  const key = fold(phrase)
    .replace(/[().,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!key) return;
  if (AMBIGUOUS_PLACES.has(key)) {
    AMBIGUOUS_CODES.get(key)?.add(code);
    return;
  }
  const had = PLACES.get(key);
  if (had && had.code !== code) {
    PLACES.delete(key);
    AMBIGUOUS_PLACES.add(key);
    AMBIGUOUS_CODES.set(key, new Set([had.code, code]));
    return;
  }
  PLACES.set(key, { code, kind });
  MAX_PLACE_WORDS = Math.max(MAX_PLACE_WORDS, key.split(' ').length);
}

for (const lang of ['es', 'en'] as const) {
  for (const [alpha2, names] of Object.entries(countries.getNames(lang, { select: 'all' }))) {
    const alpha3 = countries.alpha2ToAlpha3(alpha2);
    if (!alpha3) continue;
    for (const name of names) {
      const f = fold(name);
      // Short forms ("US", "UK", "U.S.") are handled below with care; "Georgia" is also a US state.
      if (f.replace(/[^a-z]/g, '').length <= 3 || f === 'georgia') continue;
      addPlace(name, alpha3, 'name');
      const bare = f.replace(/\s*\(.*\)\s*/g, ' ').trim();
      if (bare !== f) addPlace(bare, alpha3, 'name');
    }
  }
}

const EXTRA_COUNTRY_NAMES: Record<string, string[]> = {
  USA: [
    'usa',
    'u s a',
    'eeuu',
    'ee uu',
    'e e u u',
    'eua',
    'estados unidos de america',
    'united states of america',
    'the united states',
    'the states',
    'norteamerica',
  ],
  // Nations of the United Kingdom; "Northern Ireland" is read whole (longest phrase first), so never as "Ireland".
  GBR: [
    'uk',
    'u k',
    'inglaterra',
    'england',
    'escocia',
    'scotland',
    'gales',
    'wales',
    'gran bretana',
    'great britain',
    'britain',
    'reino unido',
    'northern ireland',
    'north ireland',
    'irlanda del norte',
  ],
  NLD: ['holanda', 'holland', 'the netherlands'],
  // Class: a name two countries share (Spanish "Corea": North or South): both offered back, as for "el Congo". English
  // "Korea" is read as the South, as its ISO short name ("Korea, Republic of") is.
  KOR: ['corea del sur', 'korea', 'corea'],
  PRK: ['corea del norte', 'corea'],
  CZE: ['republica checa', 'czech republic', 'chequia'],
  DOM: ['republica dominicana', 'dominican republic', 'rep dominicana'],
  ARE: ['emiratos arabes', 'emiratos arabes unidos', 'uae', 'emiratos'],
  RUS: ['rusia', 'russia'],
  IRN: ['iran'],
  VEN: ['venezuela', 'vzla'],
  BOL: ['bolivia'],
  TWN: ['taiwan'],
  VNM: ['vietnam'],
  PRI: ['puerto rico'],
  CRI: ['costa rica'],
  CUW: ['curazao', 'curacao'],
};
for (const [code, names] of Object.entries(EXTRA_COUNTRY_NAMES)) for (const n of names) addPlace(n, code, 'name');

/**
 * Countries' names in their own languages, old spellings and slang, read as
 * country names ("Deutschland", "Méjico", "Straya").
 */
const ENDONYMS: Readonly<Record<string, readonly string[]>> = {
  DEU: ['deutschland'],
  MEX: ['mejico'],
  AUT: ['osterreich'],
  CHE: ['schweiz', 'suisse', 'svizzera'],
  NLD: ['nederland'],
  SWE: ['sverige'],
  NOR: ['norge'],
  DNK: ['danmark'],
  POL: ['polska'],
  IRL: ['eire'],
  JPN: ['nippon', 'nihon'],
  GRC: ['hellas', 'ellada'],
  IND: ['bharat'],
  NGA: ['naija'],
  // Class: slang names of a country ("Oz", "gringolandia").
  AUS: ['straya', 'oz'],
  USA: ['gringolandia', 'yanquilandia', 'usa land'],
};
for (const [code, names] of Object.entries(ENDONYMS)) for (const n of names) addPlace(n, code, 'name');

/**
 * Nationality words, masculine singular in Spanish (genders and plurals are
 * generated) and English, by alpha-3. "americano" is left out on purpose: in
 * Latin America it names anyone from the Americas. "American" (English) is
 * the United States.
 */
const DEMONYMS_ES: Record<string, string[]> = {
  COL: [
    'colombiano',
    'paisa',
    'rolo',
    'costeno',
    'caleno',
    'bogotano',
    'antioqueno',
    'barranquillero',
    'cartagenero',
    'samario',
    'vallecaucano',
    'santandereano',
    'boyacense',
    'tolimense',
    'huilense',
    'cucuteno',
    'pereirano',
    'manizaleno',
  ],
  MEX: ['mexicano', 'mejicano', 'chilango'],
  VEN: ['venezolano'],
  PER: ['peruano'],
  ARG: ['argentino'],
  CHL: ['chileno'],
  ECU: ['ecuatoriano'],
  BOL: ['boliviano'],
  PRY: ['paraguayo'],
  URY: ['uruguayo'],
  BRA: ['brasileno', 'brasilero', 'brasileiro'],
  PAN: ['panameno'],
  CRI: ['costarricense', 'tico'],
  NIC: ['nicaraguense', 'nica'],
  HND: ['hondureno', 'catracho'],
  SLV: ['salvadoreno'],
  GTM: ['guatemalteco', 'chapin'],
  CUB: ['cubano'],
  DOM: ['dominicano'],
  PRI: ['puertorriqueno', 'boricua'],
  // "gringo" is the usual Colombian word for someone from the United States ("el pasaporte es gringo").
  USA: ['estadounidense', 'gringo', 'yanqui', 'gringolandes'],
  CAN: ['canadiense'],
  ESP: ['espanol'],
  PRT: ['portugues'],
  FRA: ['frances'],
  DEU: ['aleman'],
  ITA: ['italiano'],
  GBR: ['ingles', 'britanico', 'escoces', 'gales', 'norirlandes'],
  IRL: ['irlandes'],
  NLD: ['holandes', 'neerlandes'],
  BEL: ['belga'],
  CHE: ['suizo'],
  AUT: ['austriaco'],
  SWE: ['sueco'],
  NOR: ['noruego'],
  DNK: ['danes'],
  FIN: ['finlandes'],
  VNM: ['vietnamita'],
  TWN: ['taiwanes'],
  THA: ['tailandes'],
  POL: ['polaco'],
  RUS: ['ruso'],
  UKR: ['ucraniano'],
  GRC: ['griego'],
  TUR: ['turco'],
  ISR: ['israeli'],
  CHN: ['chino'],
  JPN: ['japones'],
  KOR: ['coreano', 'surcoreano'],
  IND: ['hindu'],
  AUS: ['australiano'],
  NZL: ['neozelandes'],
  ZAF: ['sudafricano'],
  MAR: ['marroqui'],
  EGY: ['egipcio'],
  LBN: ['libanes'],
  CZE: ['checo'],
  HUN: ['hungaro'],
  ROU: ['rumano'],
  HRV: ['croata'],
  SRB: ['serbio'],
  PHL: ['filipino'],
  JAM: ['jamaiquino'],
  HTI: ['haitiano'],
  TTO: ['trinitense'],
};
const DEMONYMS_EN: Record<string, string[]> = {
  COL: ['colombian', 'colombians'],
  MEX: ['mexican', 'mexicans'],
  VEN: ['venezuelan', 'venezuelans'],
  PER: ['peruvian', 'peruvians'],
  ARG: ['argentinian', 'argentinians', 'argentine', 'argentines'],
  CHL: ['chilean', 'chileans'],
  ECU: ['ecuadorian', 'ecuadorians', 'ecuadorean'],
  BOL: ['bolivian', 'bolivians'],
  PRY: ['paraguayan', 'paraguayans'],
  URY: ['uruguayan', 'uruguayans'],
  BRA: ['brazilian', 'brazilians'],
  PAN: ['panamanian', 'panamanians'],
  CRI: ['costa rican', 'costa ricans'],
  NIC: ['nicaraguan', 'nicaraguans'],
  HND: ['honduran', 'hondurans'],
  SLV: ['salvadoran', 'salvadorans', 'salvadorean'],
  GTM: ['guatemalan', 'guatemalans'],
  CUB: ['cuban', 'cubans'],
  DOM: ['dominican', 'dominicans'],
  PRI: ['puerto rican', 'puerto ricans'],
  USA: ['american', 'americans'],
  CAN: ['canadian', 'canadians'],
  ESP: ['spanish', 'spaniard', 'spaniards'],
  PRT: ['portuguese'],
  FRA: ['french'],
  DEU: ['german', 'germans'],
  ITA: ['italian', 'italians'],
  GBR: ['british', 'brit', 'brits', 'english', 'scottish', 'scot', 'scots', 'welsh', 'northern irish'],
  IRL: ['irish'],
  NLD: ['dutch'],
  BEL: ['belgian', 'belgians'],
  CHE: ['swiss'],
  AUT: ['austrian', 'austrians'],
  SWE: ['swedish', 'swede', 'swedes'],
  NOR: ['norwegian', 'norwegians'],
  DNK: ['danish', 'dane', 'danes'],
  FIN: ['finnish'],
  POL: ['polish'],
  RUS: ['russian', 'russians'],
  UKR: ['ukrainian', 'ukrainians'],
  GRC: ['greek', 'greeks'],
  TUR: ['turkish'],
  ISR: ['israeli', 'israelis'],
  CHN: ['chinese'],
  JPN: ['japanese'],
  KOR: ['korean', 'koreans', 'south korean'],
  IND: ['indian', 'indians'],
  AUS: ['australian', 'australians', 'aussie', 'aussies'],
  NZL: ['new zealander', 'kiwi'],
  ZAF: ['south african', 'south africans'],
  JAM: ['jamaican', 'jamaicans'],
  NGA: ['nigerian', 'nigerians'],
  GHA: ['ghanaian', 'ghanaians'],
  KEN: ['kenyan', 'kenyans'],
  PHL: ['filipino', 'filipina', 'filipinos', 'pinoy', 'pinay'],
  SGP: ['singaporean', 'singaporeans'],
  MYS: ['malaysian', 'malaysians'],
  IDN: ['indonesian', 'indonesians'],
  PAK: ['pakistani', 'pakistanis'],
  BGD: ['bangladeshi', 'bangladeshis'],
  LKA: ['sri lankan', 'sri lankans'],
  ARE: ['emirati', 'emiratis'],
  EGY: ['egyptian', 'egyptians'],
  MAR: ['moroccan', 'moroccans'],
  ETH: ['ethiopian', 'ethiopians'],
  ZWE: ['zimbabwean', 'zimbabweans'],
  VNM: ['vietnamese'],
  TWN: ['taiwanese'],
  THA: ['thai'],
  CZE: ['czech', 'czechs'],
  HUN: ['hungarian', 'hungarians'],
  ROU: ['romanian', 'romanians'],
  LBN: ['lebanese'],
};

/** Spanish genders and plurals of a masculine singular demonym (folded). */
function spanishForms(w: string): string[] {
  if (w.endsWith('o')) return [w, `${w.slice(0, -1)}a`, `${w}s`, `${w.slice(0, -1)}as`];
  if (/(es|an|ol|in)$/.test(w)) return [w, `${w}a`, `${w}es`, `${w}as`];
  if (w.endsWith('e') || w.endsWith('a')) return [w, `${w}s`];
  if (w.endsWith('i') || w.endsWith('u')) return [w, `${w}es`, `${w}s`];
  return [w];
}
for (const [code, list] of Object.entries(DEMONYMS_ES)) for (const w of list) for (const f of spanishForms(w)) addPlace(f, code, 'demonym');
for (const [code, list] of Object.entries(DEMONYMS_EN)) for (const w of list) addPlace(w, code, 'demonym');

/** A folded demonym: lowercase a–z words. */
const DEMONYM_WORD = z.string().regex(/^[a-z]+(?: [a-z]+)*$/, 'folded words: lowercase a-z only');
/** Words by ISO 3166-1 alpha-3 code, with what they are. */
const DEMONYM_SECTION = z.object({
  about: z.string(),
  codes: z.record(z.string().regex(/^[A-Z]{3}$/, 'an ISO 3166-1 alpha-3 code'), z.array(DEMONYM_WORD).min(1)),
});

/**
 * The schema of the demonym lexicon (`lexicon/demonyms.json`), nationality words beyond the standard demonyms:
 *
 * - `regional`: demonyms of a region or city of one country, said for the country ("gallego", "madrileño" → Spain).
 * - `colloquial`: nicknames for a nationality ("guanaco" → El Salvador, "quisqueyano" → Dominican Republic).
 * - `answerOnly`: nationality words that are also common words ("nica"), read only as the whole answer to the
 *   country question.
 *
 * The first two are read as the demonyms above (after "soy"/"I'm", or answering the country question), with their
 * feminine and plural forms.
 */
export const DemonymLexicon = z.object({ about: z.string(), regional: DEMONYM_SECTION, colloquial: DEMONYM_SECTION, answerOnly: DEMONYM_SECTION });
/** A validated demonym lexicon (see {@link DemonymLexicon}). */
export type DemonymLexicon = z.infer<typeof DemonymLexicon>;

/** Reads and checks a demonym lexicon; throws naming `source` and every problem found. */
export function parseDemonymLexicon(data: unknown, source = 'demonym lexicon'): DemonymLexicon {
  return checkLexicon(DemonymLexicon, data, source, 'demonym');
}

/** The demonym lexicon, read and checked once, when this module is loaded. */
const DEMONYM_LEXICON = parseDemonymLexicon(demonymsData, 'src/flows/understand/lexicon/demonyms.json');
// Class: regional and colloquial nationality words ("gallego" → ESP, "guanaco" → SLV) read as demonyms.
for (const section of [DEMONYM_LEXICON.regional, DEMONYM_LEXICON.colloquial])
  for (const [code, list] of Object.entries(section.codes)) for (const w of list) for (const f of spanishForms(w)) addPlace(f, code, 'demonym');
/** Nationality words read only as the whole answer to the country question ("nica"), folded, with their country. */
const ANSWER_ONLY_DEMONYMS: ReadonlyMap<string, string> = new Map(
  Object.entries(DEMONYM_LEXICON.answerOnly.codes).flatMap(([code, list]) => list.map((w) => [w, code] as const)),
);
// Spanish forms that are also other common words.
for (const w of ['gales', 'nica', 'ticos', 'tica', 'ticas', 'chapina', 'chapines', 'chapinas']) PLACES.delete(w);
PLACES.set('tica', { code: 'CRI', kind: 'demonym' });

/**
 * Cities that say the guest's country when given at the country question ("soy de Guayaquil" → Ecuador), with
 * their usual spelling, by country (ISO 3166-1 alpha-3): only cities whose name belongs to one country.
 */
const COUNTRY_CITIES: Readonly<Record<string, readonly string[]>> = {
  COL: [
    'Bogotá',
    'Medellín',
    'Cali',
    'Barranquilla',
    'Cartagena',
    'Santa Marta',
    'Bucaramanga',
    'Pereira',
    'Manizales',
    'Cúcuta',
    'Ibagué',
    'Villavicencio',
    'Pasto',
    'Neiva',
    'Montería',
    'Valledupar',
    'Popayán',
    'Tunja',
    'Sincelejo',
    'Riohacha',
    'Quibdó',
    'Leticia',
    'Yopal',
    'Envigado',
    'Itagüí',
    'Barrancabermeja',
    'Floridablanca',
    'Dosquebradas',
    'Santiago de Cali',
  ],
  PER: ['Lima'],
  ECU: ['Quito', 'Guayaquil'],
  VEN: ['Caracas', 'Maracaibo'],
  ARG: ['Buenos Aires', 'Mendoza'],
  URY: ['Montevideo'],
  PRY: ['Asunción'],
  MEX: ['Ciudad de México', 'Monterrey', 'Cancún', 'Tijuana'],
  NIC: ['Managua'],
  HND: ['Tegucigalpa'],
  SLV: ['San Salvador'],
  CUB: ['La Habana'],
  DOM: ['Santo Domingo'],
  BRA: ['São Paulo', 'Río de Janeiro', 'Brasilia'],
  ESP: ['Madrid', 'Sevilla', 'Bilbao', 'Málaga'],
  FRA: ['París', 'Paris'],
  GBR: ['Londres', 'London'],
  DEU: ['Berlín', 'Berlin'],
  ITA: ['Roma', 'Rome', 'Milán', 'Milan'],
  NLD: ['Ámsterdam', 'Amsterdam'],
  PRT: ['Lisboa', 'Lisbon'],
  ISR: ['Tel Aviv', 'Jerusalén', 'Jerusalem'],
  USA: [
    'Miami',
    'Orlando',
    'Houston',
    'Dallas',
    'Austin',
    'Chicago',
    'Boston',
    'Atlanta',
    'Nueva York',
    'New York',
    'Los Ángeles',
    'Los Angeles',
    'San Francisco',
    'Las Vegas',
    'Seattle',
    'Denver',
  ],
  CAN: ['Toronto', 'Montreal', 'Vancouver'],
  CHL: ['Santiago de Chile'],
};

/**
 * Cities written with their usual spelling but never taken for the guest's country: names several countries share
 * ("Valencia", "Santiago", "Córdoba", "Cuenca", "Barcelona", "Panamá", "Armenia", "San José") and others known for
 * their spelling only.
 */
const OTHER_CITIES: readonly string[] = [
  'Armenia',
  'San Andrés',
  'Florencia',
  'Soacha',
  'Bello',
  'Soledad',
  'Palmira',
  'Buenaventura',
  'Tuluá',
  'Girardot',
  'Zipaquirá',
  'Chía',
  'Rionegro',
  'Sogamoso',
  'Duitama',
  'Cartago',
  'Fusagasugá',
  'Facatativá',
  'Girón',
  'Apartadó',
  'Turbo',
  'Maicao',
  'Ciénaga',
  'Magangué',
  'Ocaña',
  'Pamplona',
  'Villa de Leyva',
  'Guatapé',
  'La Ceja',
  'Salento',
  'Mompox',
  'Santa Fe de Antioquia',
  'Providencia',
  'Ipiales',
  'Tumaco',
  'Mocoa',
  'Arauca',
  'San Gil',
  'Cuenca',
  'Valencia',
  'Santiago',
  'Córdoba',
  'Rosario',
  'La Paz',
  'Santa Cruz',
  'Guadalajara',
  'Puebla',
  'Panamá',
  'San José',
  'Guatemala',
  'San Juan',
  'Barcelona',
  'El Paso',
];

/**
 * Cities with their usual spelling (folded → canonical), to write a city of
 * residence properly and to tell "Ana de Cali" (a place) from "Ana de la Cruz"
 * (a surname).
 */
const CITY_CANON = new Map<string, string>();
for (const c of [...Object.values(COUNTRY_CITIES).flat(), ...OTHER_CITIES]) CITY_CANON.set(fold(c), c);
for (const dc of ['bogota dc', 'bogota d c', 'bogota distrito capital']) CITY_CANON.set(dc, 'Bogotá');
/**
 * Nicknames guests use for their own city, read as the city ("vivo en
 * Medallo" → "Medellín", "soy de Curramba" → "Barranquilla"); the
 * catalogue's aliases of the same cities ("Medallo", "La Heroica").
 */
const CITY_NICKNAMES: Readonly<Record<string, readonly string[]>> = {
  Medellín: ['medallo', 'medallo city'],
  Barranquilla: ['curramba', 'la arenosa', 'barranquiya'],
  Cartagena: ['la heroica', 'cartagena de indias', 'cartajena'],
  Bogotá: ['la nevera', 'santafe de bogota', 'santa fe de bogota'],
  Cali: ['la sucursal del cielo', 'sucursal del cielo'],
  Villavicencio: ['villavo'],
  Barrancabermeja: ['barranca'],
  Bucaramanga: ['bucara', 'la ciudad bonita'],
  'New York': ['nyc', 'new york city', 'ny city'],
  'Ciudad de México': ['cdmx', 'mexico city', 'mexico df', 'chilangolandia'],
  'São Paulo': ['sampa', 'sao paulo'],
  'Río de Janeiro': ['rio de janeiro', 'cidade maravilhosa'],
  'Buenos Aires': ['baires', 'bs as', 'bsas', 'caba'],
};
for (const [city, nicknames] of Object.entries(CITY_NICKNAMES)) for (const n of nicknames) CITY_CANON.set(n, city);

/** The country each city of {@link COUNTRY_CITIES} says, by its canonical name (as in `CITY_CANON`). */
const CITY_COUNTRY: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(COUNTRY_CITIES).flatMap(([code, cities]) => cities.map((c) => [c, code])),
);

/** US cities (folded) of {@link CITY_COUNTRY}: "miami", "nueva york", "houston". */
const US_CITIES: ReadonlySet<string> = new Set(
  Object.entries(CITY_COUNTRY)
    .filter(([, code]) => code === 'USA')
    .map(([city]) => fold(city)),
);

/** US states (folded) that name no other country or city: "Texas" at the country question is the United States ("Georgia", "Washington", "New York" are not read). */
const US_STATES = new Set(
  (
    'alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|hawaii|idaho|illinois|indiana|iowa|kansas|' +
    'kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|' +
    'new jersey|new mexico|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|' +
    'south dakota|tennessee|texas|utah|vermont|west virginia|wisconsin|wyoming'
  ).split('|'),
);

/** Said before a place at the country question: "soy de Guayaquil", "de Texas", "from Texas". */
const PLACE_LEADS: readonly string[][] = [['soy', 'de'], ['somos', 'de'], ["i'm", 'from'], ['im', 'from'], ['from'], ['de'], ['desde']];

/**
 * At the country question, the country of an unmistakable city or a US state
 * said instead ("soy de Guayaquil" → ECU, "Texas" → USA, "gringo jaja, de
 * Texas" → USA; see {@link CITY_COUNTRY}, {@link US_STATES}); never a
 * residence city. One country only; its words and lead claimed.
 */
function placeCountry(ws: readonly Word[], used: readonly boolean[], denied: ReadonlySet<string> = new Set()): CountryHit | undefined {
  const hits: CountryHit[] = [];
  for (let k = 0; k < ws.length; k++) {
    if (used[k]) continue;
    for (let n = Math.min(4, ws.length - k); n >= 1; n--) {
      const p = phrase(ws, k, k + n);
      if (!p || ws.slice(k, k + n).some((_, i) => used[k + i])) continue;
      const city = CITY_CANON.get(p);
      const code = US_STATES.has(p) ? 'USA' : city ? CITY_COUNTRY[city] : undefined;
      if (!code) continue;
      // Class: a said-out correction wins ("Cali, as in California, not Colombia"): a place in a denied country is skipped.
      if (denied.has(code)) break;
      const lead = PLACE_LEADS.find((l) => k - l.length >= 0 && phrase(ws, k - l.length, k) === l.join(' ') && !used[k - l.length]);
      // "I live in New Jersey", "vivo en Miami": where the guest lives says nothing of their country; "as in California"
      // (which place is meant) does.
      const blocker = (lead ? k - lead.length : k) - 1;
      if (PLACE_BLOCKERS.has(ws[blocker]?.w ?? '') && !(ws[blocker]!.w === 'in' && ws[blocker - 1]?.w === 'as')) break;
      hits.push({ code, a: lead ? k - lead.length : k, b: k + n });
      k += n - 1;
      break;
    }
  }
  return hits.length > 0 && new Set(hits.map((h) => h.code)).size === 1 ? hits[0] : undefined;
}

// ==================================================================== person: helpers

interface Word {
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
interface PersonScan {
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
function wordsOf(m: Message): Word[] {
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
function caseInformative(ws: readonly Word[]): boolean {
  const inner = ws.filter((x) => !x.sentenceStart && /^\p{L}/u.test(x.raw));
  return inner.some((x) => /^\p{Lu}/u.test(x.raw)) && inner.some((x) => /^\p{Ll}/u.test(x.raw));
}

/**
 * A word that could be part of a name: letters (inner apostrophe or hyphen),
 * two or more, not a stop word or nationality. With `givenDemonym`, a common
 * given name that is also a nationality word counts ("Germán Villegas" after
 * "a nombre de"; never after "I'm": "I'm German").
 */
function nameLike(x: Word, givenDemonym = false, placeOk = false): boolean {
  if (!/^\p{L}+(?:['-]\p{L}+)*$/u.test(x.w) || x.w.length < 2 || x.w.endsWith("'s") || CONTRACTION.test(x.w)) return false;
  // a name has a vowel ("ñlkjñlkj", "qwrtz" are keys struck, not a name)
  if (x.w.length > 3 && !/[aeiouy]/.test(x.w)) return false;
  if (STOP.has(x.w) || (VERB_FORM.test(x.w) && !isGiven(x.w) && !isAlsoSurname(x.w))) return false;
  // "Colombian-American", "colombo-venezolano": nationalities joined, never a name
  if (x.w.includes('-') && x.w.split('-').every((p) => PLACES.has(p) || COMBINING_FORMS[p] !== undefined || SECOND_NATIONALITY.has(p))) return false;
  const place = PLACES.get(x.w);
  return !place || placeOk || ((place.kind === 'name' || givenDemonym) && isGiven(x.w));
}

/**
 * Spanish verb forms no name has: the imperfect of "-ar" verbs ("estaba", "andábamos", "manejaba"), unless the
 * lexicon knows the word as a given name or a surname. Gerunds are left alone: surnames end so too ("Obando").
 */
const VERB_FORM = /\p{L}{2,}(?:aba|abas|abamos|aban)$/u;

/** "maría" → "María", "GOMEZ" → "Gomez", "o'neil" → "O'Neil"; mixed case is kept as typed ("McDonald"). */
function properCase(raw: string): string {
  if (raw !== raw.toLowerCase() && raw !== raw.toUpperCase()) return raw;
  return raw
    .toLowerCase()
    .split(/(['’-])/)
    .map((part) => (part.length > 0 ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join('');
}

/** The folded phrase of words `[a, b)`, or undefined when a break stands inside (with `dotsOk`, dots are not a break: "EE.UU.", "D.C."). */
function phrase(ws: readonly Word[], a: number, b: number, dotsOk = false): string | undefined {
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
function placeAt(ws: readonly Word[], k: number, cityKeys: ReadonlySet<string>): number {
  for (let n = Math.min(4, ws.length - k); n >= 1; n--) {
    const p = phrase(ws, k, k + n);
    if (p && (CITY_CANON.has(p) || cityKeys.has(p) || PLACES.get(p)?.kind === 'name')) return n;
  }
  return 0;
}

// ==================================================================== person: country

interface CountryHit {
  code: string;
  /** First word used, the trigger included ("soy de", "nacionalidad:"). */
  a: number;
  b: number;
}

const COPULA = words("soy somos i'm im am we're are originario originaria originarios oriundo oriunda naci born");
const LABELS = words('nacionalidad nationality pais country ciudadania citizenship pasaporte passport');
const LABEL_FILLERS = words('de origen es is my mi : of');
const AFTER_DEMONYM = words('citizen citizens passport national nationals ciudadano ciudadana ciudadanos');
const DEMONYM_FILLERS = words('muy tambien todos todas ambos ambas also both all originally de nacionalidad a an 100 orgullosamente proudly');
/** A party said to come from a country ("we are a family from Germany", "somos una pareja de Chile"). */
const PARTY_NOUNS = words('family familia couple pareja group grupo');
/** Articles before a {@link PARTY_NOUNS} word. */
const GROUP_ARTICLES = words('a an una un');
/** Words before a country or nationality that make it something else: a currency, a food, a language. */
const BLOCKERS = words(
  'peso pesos dolar dolares dollar dollars moneda currency comida food cocina plato hablo habla hablamos speak speaks idioma language lengua',
);
/** Words before a country name that make it a place to go to or live in ("ir a Colombia", "vivo en España"). */
const PLACE_BLOCKERS = words('en in a to para hacia ir visitar visit viajar');

/** First halves of a double nationality ("colombo venezolano", "ítalo argentina"), by alpha-3. */
const COMBINING_FORMS: Readonly<Record<string, string>> = {
  colombo: 'COL',
  italo: 'ITA',
  franco: 'FRA',
  anglo: 'GBR',
  hispano: 'ESP',
  germano: 'DEU',
  luso: 'PRT',
  sino: 'CHN',
  greco: 'GRC',
  mexico: 'MEX',
  venezolano: 'VEN',
  chileno: 'CHL',
  peruano: 'PER',
  cubano: 'CUB',
  argentino: 'ARG',
  dominico: 'DOM',
  ecuato: 'ECU',
  brasilo: 'BRA',
  americo: 'USA',
  judeo: 'ISR',
};
/** Words for a second nationality besides the demonyms and country names: "americano" (not read alone), combining forms. */
const SECOND_NATIONALITY = new Set([...Object.keys(COMBINING_FORMS), ...words('americano americana americanos americanas latino latina')]);
/** Words joining two nationalities ("colombiana y americana", "Mexican and American"). */
const NATIONALITY_JOINERS = words('y e and o or');

/** Whether the country at words `[a, b)` stands next to another nationality or country ("colombo venezolano", "peruana y chilena"). */
function doubleNationality(ws: readonly Word[], a: number, b: number): boolean {
  // Class: one country named twice ("del reino unido inglaterra", "UK, England"): a place of the same country is no second nationality.
  const code = PLACES.get(phrase(ws, a, b, true) ?? '')?.code;
  const differs = (p: Place | undefined): boolean => p !== undefined && p.code !== code;
  const other = (k: number): boolean => {
    const x = ws[k];
    if (!x) return false;
    return SECOND_NATIONALITY.has(x.w) || differs(PLACES.get(x.w)) || (k + 1 < ws.length && differs(PLACES.get(`${x.w} ${ws[k + 1]!.w}`)));
  };
  const close = (k: number): boolean => /^\s*[-/&]?\s*$/.test(ws[k]?.gap ?? '');
  if (a > 0 && close(a) && (other(a - 1) || (NATIONALITY_JOINERS.has(ws[a - 1]!.w) && close(a - 1) && a > 1 && PLACES.get(ws[a - 2]!.w)?.kind === 'demonym')))
    return true;
  if (b < ws.length && close(b)) {
    if (other(b)) return true;
    if (NATIONALITY_JOINERS.has(ws[b]!.w) && close(b + 1) && other(b + 1)) return true;
  }
  return false;
}

/** Words before a nationality word that make it a language: a possessive, "in"/"en", a verb of speaking ("my English", "en inglés", "hablo español"). */
const LANGUAGE_LEADS = words('my mi our nuestro his her their su sus in en speak speaks spoke hablo habla hablamos hablan poco little bad mal');

/** Names of a country that are also a US state ("Georgia"): both offered at the country question. */
const STATE_OR_COUNTRY: Readonly<Record<string, readonly string[]>> = { georgia: ['GEO', 'USA'] };

/**
 * The two countries an answer to the country question names (class: two
 * nationalities, or one name shared by two countries), to offer back as
 * `countryOptions`: "soy colombo-venezolano" → COL, VEN; "Colombian-American"
 * → COL, USA; "colombia, pero también tengo la española" → COL, ESP; "el
 * Congo" → COG, COD; "Georgia" → GEO, USA. Every country name, demonym,
 * combining form ("colombo", "ítalo") and "americano"/"american" (the United
 * States beside another nationality), hyphenated parts one by one; the
 * options only when exactly two countries are named and every other word is
 * a stop word. With the word indexes to claim (all unclaimed ones).
 */
function twoCountries(ws: readonly Word[], used: readonly boolean[]): { codes: string[]; at: number[] } | undefined {
  const codes: string[] = [];
  const add = (cs: readonly string[]): void => {
    for (const c of cs) if (!codes.includes(c)) codes.push(c);
  };
  for (let k = 0; k < ws.length; k++) {
    if (used[k]) continue;
    let n = Math.min(MAX_PLACE_WORDS, ws.length - k);
    for (; n >= 2; n--) {
      const p = phrase(ws, k, k + n, true);
      if (p !== undefined && (PLACES.has(p) || AMBIGUOUS_CODES.has(p))) break;
    }
    if (n >= 2) {
      const p = phrase(ws, k, k + n, true)!;
      add(PLACES.has(p) ? [PLACES.get(p)!.code] : [...AMBIGUOUS_CODES.get(p)!]);
      k += n - 1;
      continue;
    }
    let any = false;
    for (const part of ws[k]!.w.split('-')) {
      const place = PLACES.get(part);
      const cs = place
        ? [place.code]
        : AMBIGUOUS_CODES.has(part)
          ? [...AMBIGUOUS_CODES.get(part)!]
          : (STATE_OR_COUNTRY[part] ??
            (COMBINING_FORMS[part] ? [COMBINING_FORMS[part]!] : SECOND_NATIONALITY.has(part) && /^americ/.test(part) ? ['USA'] : []));
      if (cs.length > 0) {
        add(cs);
        any = true;
      } else if (!STOP.has(part)) return undefined;
    }
    if (!any && !STOP.has(ws[k]!.w)) return undefined;
  }
  // Every other word is a stop word ("soy", "pero también tengo la"): the whole answer is claimed.
  return codes.length === 2 ? { codes, at: ws.map((_, k) => k).filter((k) => !used[k]) } : undefined;
}

/** Country names that are also a Colombian city ("Armenia"): a country only at the country question. */
const CITY_NOT_COUNTRY = words('armenia');

/** Countries said about the guest: "soy colombiana", "I'm from Mexico", "nacionalidad: chilena", "US citizen". */
function countryHits(ws: readonly Word[], m: Message): CountryHit[] {
  const hits: CountryHit[] = [];
  let double = false;
  const atQuestion = m.expecting === 'country';
  for (let a = 0; a < ws.length; a++) {
    let found: { place: Place; n: number } | undefined;
    for (let n = Math.min(MAX_PLACE_WORDS, ws.length - a); n >= 1; n--) {
      const p = phrase(ws, a, a + n, true);
      const place = p === undefined ? undefined : PLACES.get(p);
      if (place) {
        found = { place, n };
        break;
      }
    }
    // "US"/"U.S." only written in capitals after "from (the)", or before "citizen".
    let shortUs = false;
    if (!found && ws[a]!.raw === 'US') found = { place: { code: 'USA', kind: 'name' }, n: 1 };
    else if (!found && ws[a]!.raw === 'U' && ws[a + 1]?.raw === 'S') found = { place: { code: 'USA', kind: 'name' }, n: 2 };
    if (!found) continue;
    if (found.place.code === 'USA' && (ws[a]!.w === 'us' || (ws[a]!.w === 'u' && found.n === 2))) shortUs = true;
    const b = a + found.n;
    const prev = ws[a - 1]?.w;
    // "soy de Armenia": the city of Quindío as likely as the country; only the country question decides.
    if (!atQuestion && found.n === 1 && CITY_CANON.has(ws[a]!.w) && found.place.kind === 'name' && CITY_NOT_COUNTRY.has(ws[a]!.w)) {
      continue;
    }
    // "New Jersey", "Nuevo México" are not countries; neither is "pesos colombianos".
    if (prev === 'new' || prev === 'nuevo' || prev === 'nueva' || prev === 'baja' || prev === 'west') {
      a = b - 1;
      continue;
    }
    // "sorry for my english", "hablo poco español", "in English please" (class: a nationality word after a possessive
    // or a word of speaking): the language, not where the guest is from.
    if (found.place.kind === 'demonym' && prev !== undefined && LANGUAGE_LEADS.has(prev)) {
      a = b - 1;
      continue;
    }
    const born = (prev === 'en' || prev === 'in') && (ws[a - 2]?.w === 'naci' || ws[a - 2]?.w === 'born');
    // "I'm a US citizen": the article "a" before a country named as a citizenship is no "ir a …".
    const citizenship = prev === 'a' && AFTER_DEMONYM.has(ws[b]?.w ?? '');
    if (prev !== undefined && (BLOCKERS.has(prev) || (found.place.kind === 'name' && PLACE_BLOCKERS.has(prev) && !citizenship)) && !born) {
      a = b - 1;
      continue;
    }
    let ok = false;
    let from = a;
    if (found.place.kind === 'name') {
      // "soy de Perú", "I'm from (the) US", "nací en Chile", "born in Peru".
      let k = a - 1;
      if (ws[k]?.w === 'the' || ws[k]?.w === 'los' || ws[k]?.w === 'la') k--;
      const prep = ws[k]?.w;
      const before = ws[k - 1]?.w;
      if ((prep === 'de' || prep === 'from' || prep === 'en' || prep === 'in') && before !== undefined && COPULA.has(before)) {
        ok = prep === 'en' || prep === 'in' ? before === 'naci' || before === 'born' : before !== 'naci' && before !== 'born';
        if (ok) from = k - 1;
      }
      // "we are a family from Germany", "somos una pareja de Chile": the party said to come from the country, its
      // noun read in the typed text when the party's reading has claimed it already (masked).
      if (!ok && (prep === 'de' || prep === 'from') && before !== undefined) {
        const noun = PARTY_NOUNS.has(before)
          ? k - 1
          : GROUP_ARTICLES.has(before) && PARTY_NOUNS.has(fold(m.raw.slice(ws[k - 1]!.end, ws[k]!.start)).trim())
            ? k
            : undefined;
        if (noun !== undefined && GROUP_ARTICLES.has(ws[noun - 1]?.w ?? '') && COPULA.has(ws[noun - 2]?.w ?? '')) {
          ok = true;
          from = noun - 2;
        }
      }
      // At the country question "the US" answers it.
      if (!ok && shortUs && !atQuestion && !(prep === 'from' || AFTER_DEMONYM.has(ws[b]?.w ?? ''))) {
        a = b - 1;
        continue;
      }
    } else {
      // "soy colombiana", "somos muy mexicanos", "I'm a Canadian citizen".
      let k = a - 1;
      let gap = 0;
      while (k >= 0 && gap < 2 && DEMONYM_FILLERS.has(ws[k]!.w) && !COPULA.has(ws[k]!.w)) {
        k--;
        gap++;
      }
      const before = ws[k]?.w;
      if (before !== undefined && COPULA.has(before) && before !== 'naci' && before !== 'born') {
        ok = true;
        from = ws[k - 1]?.w === 'i' || ws[k - 1]?.w === 'we' ? k - 1 : k;
      }
    }
    // "nacionalidad: chilena", "país: Colombia", "passport: USA".
    if (!ok) {
      for (let k = a - 1, seen = 0; k >= 0 && seen < 3; k--, seen++) {
        if (LABELS.has(ws[k]!.w)) {
          ok = true;
          from = k;
          break;
        }
        if (!LABEL_FILLERS.has(ws[k]!.w)) break;
      }
    }
    // "US citizen", "colombian passport".
    let to = b;
    if (!ok && AFTER_DEMONYM.has(ws[b]?.w ?? '')) {
      ok = true;
      to = b + 1;
    }
    // Class: a country said as the object of a liking at the country question ("me encanta Colombia, ¿eh?", "I love
    // Colombia"): chatter about the place, not where the guest is from.
    if (!ok && atQuestion && !OPINION_VERBS.has(prev ?? '')) ok = true;
    // "Juan Pérez, mexicano" at the name question: a nationality word ending the message after the name's comma.
    if (!ok && m.expecting === 'name' && found.place.kind === 'demonym' && a > 0 && b === ws.length && /^\s*[,;-]\s*$/.test(ws[a]!.gap)) ok = true;
    if (ok) {
      hits.push({ code: found.place.code, a: from, b: to });
      if (doubleNationality(ws, a, b)) double = true;
    }
    a = b - 1;
  }
  // "soy colombo venezolano", "mexicana y americana": two nationalities, none is taken (nor claimed).
  return double ? [] : hits;
}

/**
 * A nationality word of {@link ANSWER_ONLY_DEMONYMS} as the whole answer to the country question ("nica", "soy
 * nica"): every other word is a copula or a function word.
 */
function answerOnlyDemonym(ws: readonly Word[]): CountryHit | undefined {
  const at = ws.findIndex((x) => ANSWER_ONLY_DEMONYMS.has(x.w));
  if (at < 0 || ws.some((x, k) => k !== at && !COPULA.has(x.w) && !STOP.has(x.w))) return undefined;
  return { code: ANSWER_ONLY_DEMONYMS.get(ws[at]!.w)!, a: 0, b: ws.length };
}

/** The shortest word read as a mistyped country name (see {@link mistypedCountry}): shorter ones are too alike. */
const MIN_MISTYPED_COUNTRY = 6;

/**
 * Class: a country name mistyped as the whole answer to the country question ("Argentna", "Venezuala", "Colmbia"): one
 * word of at least {@link MIN_MISTYPED_COUNTRY} letters, no known place, one letter away from the one-word names and
 * demonyms of exactly one country. Never a word of the language or a known city.
 */
function mistypedCountry(ws: readonly Word[]): CountryHit | undefined {
  if (ws.length !== 1) return undefined;
  const w = ws[0]!.w;
  if (w.length < MIN_MISTYPED_COUNTRY || STOP.has(w) || PLACES.has(w) || CITY_CANON.has(w) || isGiven(w)) return undefined;
  const codes = new Set<string>();
  for (const [key, place] of PLACES) if (!key.includes(' ') && Math.abs(key.length - w.length) <= 1 && distance(key, w) === 1) codes.add(place.code);
  return codes.size === 1 ? { code: [...codes][0]!, a: 0, b: 1 } : undefined;
}

/**
 * A complaint that the country read is wrong, or the right one stated ("el país está mal", "wrong country", "the
 * country is wrong", "country should be USA, not Colombia", "el país debería ser Ecuador"), folded.
 */
const COUNTRY_COMPLAINT =
  /\b(?:(?:el\s+)?pais\s+(?:esta\s+mal|esta\s+equivocado|no\s+es\s+ese|quedo\s+mal|deberia\s+ser|debe\s+ser)|wrong\s+country|(?:the\s+)?country\s+is\s+wrong|(?:the\s+)?country\s+(?:should|must)\s+be|corrig\w*\s+el\s+pais|fix\s+the\s+country)\b/;

/** Verbs of liking said before a place ("me encanta", "me gusta", "amo", "I love"): the place is liked, not one's own. */
const OPINION_VERBS = words('encanta encantan gusta gustan amo adoro extrano love loved like adore miss enjoy enjoyed');

/** Words before a country that deny it: "Austria (not Australia!)", "de Austria, no Australia". */
const NEGATIONS = words('not no ni');

/** The whole answer "from right here": "de acá mismo", "d aca", "soy de aquí", "from here". */
const FROM_HERE =
  /^[\s¡!.]*(?:(?:soy|somos|yo\s+soy)\s+)?(?:de|d)\s+(?:aca|aqui)(?:\s+mism[oa]s?)?[\s.!]*$|^[\s.!]*(?:i'?m\s+|we'?re\s+)?from\s+(?:right\s+)?here[\s.!]*$/;
/** The country the hotels are in (alpha-3): "from right here" names it. */
const HOME_COUNTRY = 'COL';

/** Pairs of regional indicator symbols: a flag emoji. */
const FLAG = /([\u{1F1E6}-\u{1F1FF}])([\u{1F1E6}-\u{1F1FF}])/gu;

/** The country (alpha-3) of the one flag in `raw` ("🇨🇴" → "COL"); undefined when none, or several different. */
function flagIn(raw: string): string | undefined {
  const codes = new Set<string>();
  for (const f of raw.matchAll(FLAG)) {
    const a2 = String.fromCharCode(f[1]!.codePointAt(0)! - 0x1f1e6 + 65, f[2]!.codePointAt(0)! - 0x1f1e6 + 65);
    const a3 = countries.alpha2ToAlpha3(a2 === 'UK' ? 'GB' : a2);
    if (!a3) return undefined;
    codes.add(a3);
  }
  return codes.size === 1 ? [...codes][0] : undefined;
}

/** Two-letter words that are also common words: a code only when typed in capitals. */
const CODE_LOOKALIKES = words('de es no si la el me mi tu yo ya al do it at be in is to so my by am an as he we us or id pe');

/** A bare code answering the country question: "co", "MX", "US", "uk", "COL", "usa". */
function bareCode(ws: readonly Word[]): CountryHit | undefined {
  if (ws.length !== 1) return undefined;
  const x = ws[0]!;
  if (!/^[a-z]{2,3}$/.test(x.w)) return undefined;
  const upper = x.w.toUpperCase();
  if (upper === 'NO') return undefined;
  if (upper === 'UK') return { code: 'GBR', a: 0, b: 1 };
  if (x.w.length === 2) {
    if (CODE_LOOKALIKES.has(x.w) && x.raw !== upper && x.w !== 'us' && x.w !== 'pe') return undefined;
    const a3 = countries.isValid(upper) ? countries.alpha2ToAlpha3(upper) : undefined;
    return a3 ? { code: a3, a: 0, b: 1 } : undefined;
  }
  return countries.isValid(upper) && countries.alpha3ToAlpha2(upper) ? { code: upper, a: 0, b: 1 } : undefined;
}

// ==================================================================== person: residence

const RESIDENCE_TRIGGERS: readonly string[][] = wordLists(
  'vivo en|vivimos en|vivo aqui en|vivo aca en|vivimos aqui en|vivimos aca en|resido en|residimos en|residente en|residentes en|radicado en|radicada en|radicados en|domiciliado en|domiciliada en|domiciliados en|ciudad de residencia|lugar de residencia|residencia|live in|living in|live here in|based in|reside in|city of residence|residence',
);
/** Said by an agent about the client's home, before the city: "vive en", "reside en", "lives in". */
const THIRD_PERSON_RESIDENCE: readonly string[][] = wordLists('vive en|viven en|reside en|residen en|radica en|lives in|resides in');
/** Said before a known city to mean the guest lives there: "soy de Medellín", "somos de Cali", "I'm from Boston". */
const FROM_TRIGGERS: readonly string[][] = wordLists("soy de|somos de|i'm from|im from|i am from|we're from|we are from|were from");
/** Said before the city: "vivo en la ciudad de Cali", "I live in the city of Austin". */
const CITY_LEADS: readonly string[][] = [
  ['la', 'ciudad', 'de'],
  ['ciudad', 'de'],
  ['the', 'city', 'of'],
  ['el', 'municipio', 'de'],
  ['municipio', 'de'],
];
/** Inside a city name ("Santa Fe de Antioquia", "Mar del Plata", "Los Ángeles"). */
const CITY_JOINERS = words('de del la las los el san santa');
/** Said before a bare answer to the residence question: "en Cali", "soy de Pasto", "from Austin". */
const CITY_ANSWER_LEADS: readonly string[][] = [['soy', 'de'], ['somos', 'de'], ["i'm", 'from'], ['im', 'from'], ['from'], ['en'], ['in'], ['de'], ['desde']];
/** US and Canadian region codes written after a comma ("Austin, TX"). */
const REGION_CODES = words(
  'al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy dc on qc bc ab ' +
    // Canada's other provinces and territories, Australia's states and territories ("Perth WA", "Sydney NSW 2000")
    'mb sk ns nb nl pe yt nu nt nsw vic qld tas act sa',
);

/** Whether `x` is a region's code typed in capitals ("TX", "BC", "NSW"): two or three letters, never read as a word. */
function regionCode(x: Word | undefined): boolean {
  return x !== undefined && REGION_CODES.has(x.w) && x.raw === x.raw.toUpperCase() && (x.raw.length === 2 || x.raw.length === 3);
}

/**
 * Class: a postal code ending an address after its city or region ("Austin, TX 78701", "Sydney NSW 2000", "Manchester,
 * UK, M1 1AE", "Toronto ON M5V 2T6"): four or five digits (a ZIP's four more after a dash), or the British and Canadian
 * codes of two parts. The end (exclusive) of the postal code at word `b` when nothing follows it, else `b`.
 */
function postcodeAfter(ws: readonly Word[], b: number): number {
  const x = ws[b];
  if (!x || /[;!?]/.test(x.gap)) return b;
  if (/^\d{4,5}(?:-\d{4})?$/.test(x.w) && b + 1 === ws.length) return b + 1;
  const y = ws[b + 1];
  if (y && b + 2 === ws.length && /^\s+$/.test(y.gap) && x.raw === x.raw.toUpperCase() && y.raw === y.raw.toUpperCase()) {
    if (/^[a-z]{1,2}\d[a-z\d]?$/.test(x.w) && /^\d[a-z]{2}$/.test(y.w)) return b + 2;
    if (/^[a-z]\d[a-z]$/.test(x.w) && /^\d[a-z]\d$/.test(y.w)) return b + 2;
  }
  return b;
}

function startsWithSeq(ws: readonly Word[], k: number, seq: readonly string[], shorthandOk = false): boolean {
  for (let i = 0; i < seq.length; i++) {
    const x = ws[k + i];
    if (!x || x.w !== seq[i] || (x.shorthand && !shorthandOk)) return false;
  }
  return true;
}

interface CityRead {
  city: string;
  /** End (exclusive) of the words used. */
  b: number;
  /** The country (alpha-3) said after the city's comma ("Madrid, España" → ESP), when one was. */
  country?: string;
}

/**
 * Class: chatter is not a place. A word with an English verb contraction ("you're", "we've", "I'll", "don't") is a
 * piece of a sentence, never part of a city's or a person's name ("wow you're fast" answering where the guest lives).
 */
const CONTRACTION = /(?:'(?:re|ve|ll|m|d)|n't)$/;

/**
 * The city at word `k`: up to five words (joiners like "de", "San" inside),
 * stopping at a stop word or a break; a region or a country after a comma
 * is dropped ("Austin, TX" → "Austin"; "Cali, Colombia" → "Cali"). A
 * country alone is not a city.
 */
function cityAt(scan: PersonScan, k: number): CityRead | undefined {
  const { ws, informative } = scan;
  // A known city first (longest), so articles and joiners inside are kept ("Ciudad de México", "La Paz").
  const knownAt = (at: number): CityRead | undefined => knownCityAt(scan, at, true);
  const direct = knownAt(k);
  if (direct) return direct;
  for (const lead of CITY_LEADS)
    if (startsWithSeq(ws, k, lead)) {
      k += lead.length;
      const known = knownAt(k);
      if (known) return known;
      break;
    }
  // "near London", "cerca de Medellín": only near a city, not in it; no city is read.
  if (!ws[k] || NEARBY_LEADS.some((l) => startsWithSeq(ws, k, l))) return undefined;
  // Class: a known city split by dictation, a short piece being another word ("Medell in", "Cartag ena"): the pieces
  // glued name it, when the first alone names none.
  const pieces = ws.slice(k, k + 2);
  if (pieces.length === 2 && !pieces[1]!.breakBefore && pieces[1]!.w.length <= 3 && pieces.every((x) => /^\p{L}+$/u.test(x.w))) {
    const glued = CITY_SOUNDS.get(soundKey(pieces[0]!.w + pieces[1]!.w));
    if (glued && !CITY_SOUNDS.get(soundKey(pieces[0]!.w))) return withRegion(ws, k + 2, glued);
  }
  let b = k;
  while (b < ws.length && b - k < 5) {
    const x = ws[b]!;
    if (b > k && x.breakBefore) break;
    // "Perth WA": a region's code in capitals ends the city's name.
    if (b > k && regionCode(x)) break;
    const joiner = CITY_JOINERS.has(x.w) && b > k && ws[b + 1] && !ws[b + 1]!.breakBefore && !STOP.has(ws[b + 1]!.w);
    if (!joiner && (STOP.has(x.w) || AREA_HEADS.has(x.w) || !/^\p{L}+(?:['-]\p{L}+)*$/u.test(x.w) || x.w.length < 2 || CONTRACTION.test(x.w))) break;
    if (informative && !joiner && /^\p{Ll}/u.test(x.raw)) break;
    b++;
  }
  while (b > k && CITY_JOINERS.has(ws[b - 1]!.w)) b--;
  if (b === k) return undefined;
  // "Cebu City", "Quezon City", "Kansas City": a capitalised "City" after the name is part of it.
  if (ws[b]?.raw === 'City' && !ws[b]!.breakBefore) b++;
  const p = phrase(ws, k, b)!;
  if (PLACES.has(p) || AMBIGUOUS_PLACES.has(p)) return undefined;
  // "vivo en varranquilla", "en medeyin" (class: a known city typed by its sound): that city.
  const sounded = CITY_SOUNDS.get(soundKey(p.replace(/ /g, '')));
  if (sounded) return withRegion(ws, b, sounded);
  const city = ws
    .slice(k, b)
    .map((x, i) => (i > 0 && CITY_JOINERS.has(x.w) && x.raw === x.raw.toLowerCase() ? x.raw : properCase(x.raw)))
    .join(' ');
  return withRegion(ws, b, city);
}

/** Each known city by how it sounds in Spanish ({@link bySound}); a sound two cities share is left out. */
const CITY_SOUNDS = bySound(CITY_CANON);

/**
 * A known city (of `cityNames` or the built-in list, longest first) at word
 * `k`, spelled canonically, with a region after a comma. Unless
 * `countriesOk`, a name that is also a country ("Panamá", "Guatemala") is
 * not a city.
 */
function knownCityAt(scan: PersonScan, k: number, countriesOk = false): CityRead | undefined {
  const { ws, cityNames, cityKeys } = scan;
  for (let n = Math.min(5, ws.length - k); n >= 1; n--) {
    const p = phrase(ws, k, k + n, true);
    if (!p || !(cityKeys.has(p) || CITY_CANON.has(p))) continue;
    if (!countriesOk && PLACES.get(p)?.kind === 'name') return undefined;
    return withRegion(ws, k + n, cityNames.find((c) => fold(c) === p) ?? CITY_CANON.get(p)!, true);
  }
  return undefined;
}

/**
 * After a comma: a region code, a state, province or department, or a
 * country is claimed and dropped ("Austin, TX", "Miami, Florida",
 * "Medellín, Antioquia", "Cali, Colombia" → the city; see
 * {@link regionAfter}). Then a
 * part of the city (a neighbourhood, a district, a street address) is
 * claimed and dropped ("Medellín, barrio Laureles" → "Medellín"; see
 * {@link areaAfter}).
 */
function withRegion(ws: readonly Word[], b: number, city: string, known = false): CityRead {
  const read = regionAfter(ws, b, city, known);
  // A postal code after the region or the country read ("Austin, TX 78701", "Manchester, UK, M1 1AE").
  const b2 = read.b > b ? postcodeAfter(ws, read.b) : read.b;
  return { ...read, b: areaAfter(ws, b2) };
}

/** Words for a part of a city, said after it and dropped: "Medellín, barrio Laureles", "Bogotá, localidad de Suba", "Austin, downtown". */
const AREA_HEADS = words(`
  barrio barrios sector comuna localidad vereda corregimiento urbanizacion conjunto zona
  neighborhood neighbourhood district area downtown suburb
  calle carrera cra cll avenida av diagonal transversal street avenue
`);
/**
 * Class: where in or near the city, said after it ("Bogotá por los lados de Kennedy", "Envigado, al ladito de
 * Medellín", "Austin, near the airport"): the words after these leads are dropped with them; the city said first is
 * where the guest lives.
 */
const NEARBY_LEADS: readonly string[][] = wordLists(
  'por los lados de|por el lado de|por la zona de|por los lados del|al lado de|al ladito de|al ladito del|al lado del|cerca de|cerca a|cerquita de|cerquita a|pegado a|near|close to|next to|outside|just outside|right outside',
);
/** Said before a part of the city: "Cali, en el barrio San Fernando", "in the Mission district". */
const AREA_LEADS: readonly string[][] = [
  ['en', 'el'],
  ['en', 'la'],
  ['en', 'los'],
  ['en'],
  ['in', 'the'],
  ['in'],
  ['del'],
  ['de', 'la'],
  ['el'],
  ['la'],
  ['the'],
];

/**
 * The end (exclusive) of a part of the city said right after it, to be
 * claimed and dropped ("barrio Laureles", ", comuna 13", "en el sector de
 * El Poblado", "neighborhood: Chapinero", "calle 10 # 5-20"): an area word,
 * then up to five words (letters or digits, joiners inside) until a comma,
 * a sentence end or a word of another kind. `b` itself when none follows.
 */
function areaAfter(ws: readonly Word[], b: number): number {
  const next = ws[b];
  if (!next || !/^\s*[,-]?\s*$/.test(next.gap)) return b;
  // "en bogotá por los lados de kennedy", "en envigado, al ladito de medellin": where in or near the city, dropped.
  const near = NEARBY_LEADS.find((l) => startsWithSeq(ws, b, l));
  if (near) {
    let e = b + near.length;
    const from = e;
    while (e < ws.length && e - from < 4 && !/[,;!?]|\.\s/.test(ws[e]!.gap) && /^\p{L}+(?:['-]\p{L}+)*$/u.test(ws[e]!.w)) e++;
    if (e > from) return e;
  }
  let k = b;
  const lead = AREA_LEADS.find((l) => startsWithSeq(ws, k, l) && AREA_HEADS.has(ws[k + l.length]?.w ?? ''));
  if (lead) k += lead.length;
  if (!AREA_HEADS.has(ws[k]?.w ?? '') || (k > b && ws[k]!.breakBefore)) return b;
  // "downtown" alone is a whole area; the others take a name ("barrio Laureles", "comuna 13").
  let e = k + 1;
  if (ws[e] && !/[,;!?]/.test(ws[e]!.gap) && (ws[e]!.w === 'de' || ws[e]!.w === 'of' || ws[e]!.w === 'del')) e++;
  const from = e;
  while (e < ws.length && e - from < 5) {
    const x = ws[e]!;
    if (/[,;!?]|\.\s/.test(x.gap)) break;
    const joiner = CITY_JOINERS.has(x.w) && e > from && ws[e + 1] && !/[,;!?]/.test(ws[e + 1]!.gap) && !STOP.has(ws[e + 1]!.w);
    if (!joiner && (STOP.has(x.w) || !/^[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*$/u.test(x.w))) break;
    e++;
  }
  if (e === from && ws[k]!.w !== 'downtown') return b;
  return e;
}

/**
 * A region or country after a city's comma, claimed and dropped: the
 * residence city is the city alone ("Austin, TX", "Miami, Florida",
 * "Guadalajara, Jalisco", "Toronto, Ontario", "Medellín, Antioquia", "Cali,
 * Colombia" → the city). After a known city (`known`), any one or two name
 * words ending the message after the comma count as its region too
 * ("Springfield, Missouri"; "Pereira, Risaralda").
 */
function regionAfter(ws: readonly Word[], b: number, city: string, known = false): CityRead {
  const next = ws[b];
  // "Bogotá D.C., CO": the abbreviation's dot before the comma.
  if (next && /^\.?\s*,\s*$/.test(next.gap)) {
    // Class: a known city's own country code typed after it ("Bogotá, CO", "Lima, PE"): the country, not a US state.
    const own = known ? CITY_COUNTRY[city] : undefined;
    if (own && next.raw === next.raw.toUpperCase() && (next.w === own.toLowerCase() || next.w === countries.alpha3ToAlpha2(own)?.toLowerCase()))
      return { city, b: b + 1, country: own };
    // "Austin, TX", "Toronto, ON": a region's code (its country is not said: not read as the guest's country).
    if (regionCode(next)) return countryAfterRegion(ws, { city, b: b + 1 });
    for (let n = Math.min(MAX_PLACE_WORDS, ws.length - b); n >= 1; n--) {
      const p = phrase(ws, b, b + n);
      if (!p) continue;
      // "Barranquilla, la arenosa": the city's nickname said after it is the same city.
      if (CITY_CANON.get(p) === city) return { city, b: b + n };
      if (REGIONS.has(p)) return countryAfterRegion(ws, { city, b: b + n });
      const place = PLACES.get(p);
      if (countryNamed(p, place)) return { city, b: b + n, country: place!.code };
    }
    if (known) {
      let e = b;
      while (e < ws.length && e - b < 2 && (e === b || !ws[e]!.breakBefore) && nameLike(ws[e]!) && !AREA_HEADS.has(ws[e]!.w)) e++;
      const rest = ws.slice(e);
      if (e > b && rest.every((x) => NAME_TAIL.has(x.w) || RESIDENCE_TAIL.has(x.w))) return { city, b: e };
    }
  }
  // Class: a known city's state or department said right after it without a comma ("en pasto nariño", "Miami FL").
  // Class: a region's code in capitals right after any city, ending the address ("Perth WA", "Sydney NSW 2000"): the
  // region's, never a word of the city's name.
  if (next && /^\s+$/.test(next.gap) && regionCode(next) && postcodeAfter(ws, b + 1) === ws.length) return { city, b: b + 1 };
  if (known && next && /^\s+$/.test(next.gap)) {
    for (let n = Math.min(3, ws.length - b); n >= 1; n--) {
      const p = phrase(ws, b, b + n);
      if (p && REGIONS.has(p) && !CITY_CANON.has(p)) return { city, b: b + n };
      // Class: a known city's country said right after it without a comma, ending the message ("vivo en Quito Ecuador",
      // "Lima Perú"): the country is claimed and said, as after a comma.
      const place = p === undefined ? undefined : PLACES.get(p);
      if (p !== undefined && b + n === ws.length && countryNamed(p, place) && CITY_COUNTRY[city] === place!.code)
        return { city, b: b + n, country: place!.code };
    }
  }
  return { city, b };
}

/**
 * Whether folded phrase `p`, read as `place`, names a country: a country's name, or a word that is both its name and a
 * nationality word ("Argentina", "argentina": the feminine of "argentino").
 */
function countryNamed(p: string, place: Place | undefined): boolean {
  if (!place) return false;
  return place.kind === 'name' || (['es', 'en'] as const).some((lang) => fold(countries.getName(place.code, lang) ?? '') === p);
}

/** After a city's region, a second comma and a country ("Miami, Florida, USA"): the country is claimed and said. */
function countryAfterRegion(ws: readonly Word[], read: CityRead): CityRead {
  const next = ws[read.b];
  if (!next || !/^\s*,\s*$/.test(next.gap)) return read;
  for (let n = Math.min(MAX_PLACE_WORDS, ws.length - read.b); n >= 1; n--) {
    const p = phrase(ws, read.b, read.b + n, true);
    const place = p === undefined ? undefined : PLACES.get(p);
    if (p !== undefined && countryNamed(p, place)) return { ...read, b: read.b + n, country: place!.code };
  }
  return read;
}

/** Words naming the city of residence in a correction of it ("la ciudad no es Cali sino Palmira"). */
const CITY_WORDS = words('ciudad city');
/** Words bringing the right one after a denied one: "no es Cali sino Palmira", "not Cali but Palmira". */
const INSTEAD_WORDS = words('sino but');

/**
 * A correction of the city of residence: "ciudad"/"city", a negation, the
 * wrong city, then "sino"/"but" and the right city ending the message ("la
 * ciudad no es Cali sino Palmira", "the city is not Cali but Palmira"). The
 * right city's read, claimed from the city word on; undefined otherwise.
 */
function cityFixAt(scan: PersonScan): { a: number; read: CityRead } | undefined {
  const { ws, used } = scan;
  const c = ws.findIndex((x, i) => !used[i] && CITY_WORDS.has(x.w));
  if (c < 0) return undefined;
  const instead = ws.findIndex((x, i) => i > c + 1 && !used[i] && INSTEAD_WORDS.has(x.w));
  if (instead < 0 || !ws.slice(c + 1, instead).some((x) => NEGATIONS.has(x.w) || x.w === "isn't")) return undefined;
  const k = ws[instead + 1]?.w === 'en' || ws[instead + 1]?.w === 'in' ? instead + 2 : instead + 1;
  const read = cityAt(scan, k);
  if (!read || ws.slice(read.b).some((x, i) => !used[read.b + i] && !NAME_TAIL.has(x.w))) return undefined;
  const article = ws[c - 1]?.w;
  return { a: article === 'la' || article === 'the' || article === 'mi' || article === 'my' ? c - 1 : c, read };
}

/** Words saying where the guest lives, anywhere in the message ("la ciudad donde vivo", "I live in", "residencia"). */
const LIVING_WORDS = words('vivo vivimos resido residimos residencia live lives');

/**
 * Class: the right city of residence first, then the wrong one denied ("corrige la ciudad donde vivo, es Palmira no
 * Cali", "where I live: Palmira, not Cali"), in a message that says it is about where the guest lives (`living`):
 * the first city, with "es"/"is" before it and the denied city claimed too; nothing may follow. Undefined otherwise.
 */
function cityOverAt(scan: PersonScan): { a: number; read: CityRead } | undefined {
  const { ws, used, cityKeys } = scan;
  for (let k = 0; k < ws.length; k++) {
    if (used[k]) continue;
    const at = /^(es|is|era|en|in)$/.test(ws[k]!.w) && !used[k + 1] ? k + 1 : k;
    const read = cityAt(scan, at);
    if (!read || !NEGATIONS.has(ws[read.b]?.w ?? '')) continue;
    const denied = cityAt(scan, ws[read.b + 1]?.w === 'en' || ws[read.b + 1]?.w === 'in' ? read.b + 2 : read.b + 1);
    if (!denied || !knownCity(denied.city, cityKeys) || fold(denied.city) === fold(read.city)) continue;
    if (ws.slice(denied.b).some((x, i) => !used[denied.b + i] && !NAME_TAIL.has(x.w))) continue;
    return { a: k, read: { city: read.city, b: denied.b } };
  }
  return undefined;
}

/** The raw text right before a denied home: "no vivo en", "I don't live in". */
const HOME_DENIED_JUST_BEFORE = /\b(?:no|not|dont|don't|no longer)\s+(?:vivo|vivimos|live)\s+(?:en|in)\s*$/;
/** A quick test before {@link DENIED_HOME_BEFORE}: a word of home, then a comma, semicolon, colon, "sino" or "but". */
const DENIED_HOME_WORDS = /(?:ciudad|city|vivo|vivimos|resido|live)[\s\S]*(?:[,;:]|\bsino\b|\bbut\b)/i;
/** Words between the comma and the right city in a corrected home ("…, es Palmira", "…, it's Palmira", "…, sino en Palmira"). */
const DENIAL_LEADS = words("es is it's its sino but en in");
/** The raw text before the right city in a home corrected after a comma: "la ciudad donde vivo no es Cali, es …". */
const DENIED_HOME_BEFORE =
  /\b(?:ciudad|city|vivo|vivimos|resido|live|lives)\b[^.?!]*\b(?:no|not|isn't|isnt)\b[^.?!]*[,;:]\s*(?:(?:es|is|it's|its|sino|but|en|in)\s+)*$/;

/**
 * Class: the home corrected with the right city after a comma ("la ciudad donde vivo no es Cali, es Palmira", "the
 * city I live in isn't Cali, it's Palmira"), the words before it perhaps read as a request to change it: the last
 * words, a city, are the home when the raw text before them says which (see {@link DENIED_HOME_BEFORE}).
 */
function cityAfterDenial(scan: PersonScan): { a: number; read: CityRead } | undefined {
  const { ws, used, raw } = scan;
  if (!DENIED_HOME_WORDS.test(raw)) return undefined;
  let k = ws.findIndex((_, i) => !used[i]);
  // "no vivo en Cali sino en Palmira" with "no vivo en" read as a change: the city after "sino"/"but" is the home.
  if (k >= 0 && HOME_DENIED_JUST_BEFORE.test(foldKeepLength(raw.slice(0, ws[k]!.start)))) {
    const denied = cityAt(scan, k);
    let j = denied && INSTEAD_WORDS.has(ws[denied.b]?.w ?? '') ? denied.b + 1 : -1;
    if (j > 0 && (ws[j]?.w === 'en' || ws[j]?.w === 'in')) j++;
    const instead = j > 0 && !used[j] ? cityAt(scan, j) : undefined;
    if (instead && ws.slice(instead.b).every((x, i) => used[instead.b + i] || NAME_TAIL.has(x.w))) return { a: k, read: instead };
  }
  // ", es Palmira": the lead words after the comma are part of the correction (checked in the raw text)
  while (k >= 0 && k < ws.length - 1 && !used[k + 1] && DENIAL_LEADS.has(ws[k]!.w)) k++;
  if (k < 0 || !DENIED_HOME_BEFORE.test(foldKeepLength(raw.slice(0, ws[k]!.start)))) return undefined;
  const read = cityAt(scan, k);
  if (!read || ws.slice(read.b).some((x, i) => !used[read.b + i] && !NAME_TAIL.has(x.w))) return undefined;
  return { a: k, read };
}

/** Whether `city` is a city of the catalogue or of the built-in list. */
function knownCity(city: string, cityKeys: ReadonlySet<string>): boolean {
  const key = fold(city);
  return cityKeys.has(key) || CITY_CANON.has(key);
}

/** Words before the home as it is now: "bueno", "pues", "well" (skipped), then "ahora"/"now"/"actualmente". */
const NOW_FILLERS = words('bueno pues well but pero y and');
const NOW_WORDS = words('ahora now actualmente currently');

/**
 * The home as it is now after a first city ("Medellín, bueno ahora en Envigado"): after `b`, set apart by punctuation,
 * fillers, a {@link NOW_WORDS} word, "en"/"in", then a city ending the message; else undefined.
 */
function nowAfter(scan: PersonScan, b: number): CityRead | undefined {
  const { ws, used, cityKeys } = scan;
  if (!ws[b] || used[b] || !REMARK_BREAK.test(ws[b]!.gap)) return undefined;
  let j = b;
  while (j < ws.length && NOW_FILLERS.has(ws[j]!.w)) j++;
  if (!NOW_WORDS.has(ws[j]?.w ?? '')) return undefined;
  j++;
  if (ws[j]?.w === 'en' || ws[j]?.w === 'in') j++;
  const city = cityAt(scan, j);
  if (!city || !knownCity(city.city, cityKeys) || ws.slice(city.b).some((x, i) => !used[city.b + i] && !NAME_TAIL.has(x.w))) return undefined;
  return city;
}

/** Most words of a city's epithet (see {@link epithetAfter}). */
const MAX_EPITHET_WORDS = 7;

/**
 * Class: a known city, then its epithet after a comma ("Bucaramanga, la ciudad bonita", "Medellín, la ciudad de la
 * eterna primavera", "Chicago, the windy city"): the epithet ("la ciudad …", "the … city") ends the message, holds no
 * other place and is claimed with the city. The end of the epithet, else `b`.
 */
function epithetAfter(ws: readonly Word[], b: number, cityKeys: ReadonlySet<string>): number {
  if (!/^\s*,\s*$/.test(ws[b]?.gap ?? '') || ws.length - b > MAX_EPITHET_WORDS) return b;
  const rest = ws.slice(b);
  const said = rest.map((x) => x.w);
  const epithet = (said[0] === 'la' && said[1] === 'ciudad') || (said[0] === 'the' && said.includes('city'));
  if (!epithet || rest.slice(1).some((x) => x.breakBefore)) return b;
  for (let n = 1; n <= rest.length; n++)
    for (let a = b; a + n <= ws.length; a++) {
      const p = phrase(ws, a, a + n);
      if (p && (PLACES.has(p) || cityKeys.has(p) || CITY_CANON.has(p))) return b;
    }
  return ws.length;
}

/** Said after a city and a comma before a part of it: "en", "in", "por", "around". */
const PART_LEADS = words('en in por around');

/**
 * The end of a part of a known city said after its comma with "en"/"in"
 * and no area word ("Bogotá, en Suba", "Medellín, en El Poblado"): one to
 * three name words (joiners such as "el" besides) ending the message, none a known place (then it is
 * another city or a country). `b` itself when there is none.
 */
function partAfter(ws: readonly Word[], b: number, cityKeys: ReadonlySet<string>): number {
  // Class: the part said with "por"/"around" too ("en Bogotá, por Suba": around Suba, a part of Bogotá).
  if (!/^\s*,\s*$/.test(ws[b]?.gap ?? '') || !PART_LEADS.has(ws[b]!.w)) return b;
  const rest = ws.slice(b + 1);
  const named = rest.filter((x) => !CITY_JOINERS.has(x.w));
  if (named.length === 0 || rest.length > 4 || rest.some((x) => x.breakBefore) || !named.every((x) => nameLike(x, false, true))) return b;
  const said = phrase(ws, b + 1, ws.length);
  if (!said || PLACES.has(said) || AMBIGUOUS_PLACES.has(said) || cityKeys.has(said) || CITY_CANON.has(said)) return b;
  return ws.length;
}

/** Words beginning another clause after the city answering where the guest lives: "pero …", "but …", "I moved …". */
const LATER_CLAUSE_HEADS = words('pero but aunque though although i we yo nosotros me nos llevo hace desde since');
/** Words in that clause that undo the city ("Cali, pero no, mejor Bogotá", "but actually I live in …"): then nothing is read. */
const CLAUSE_UNDOING = words('no not perdon sorry mejor actually digo quise wait vivo live living resido reside');

/**
 * Whether the words `rest` after a known city are one more clause about
 * something else ("Medellín pero trabajo en Panamá", "Medellín, I moved here
 * last year"): it begins with a {@link LATER_CLAUSE_HEADS} word and holds no
 * {@link CLAUSE_UNDOING} word. The city is the answer; the clause is left
 * unread.
 */
function laterClause(ws: readonly Word[], rest: readonly number[]): boolean {
  const first = rest[0];
  if (first === undefined || !LATER_CLAUSE_HEADS.has(ws[first]!.w)) return false;
  return rest.every((f) => !CLAUSE_UNDOING.has(ws[f]!.w));
}

/**
 * The schema of the region lexicon (`lexicon/regions.json`): the states,
 * provinces and departments of the countries guests most often live in
 * (US states, Canadian provinces, Mexican states, Colombian departments),
 * under their country's ISO alpha-3 code, in Spanish and English spellings;
 * and `alsoCities`, the ones that are also a city's usual name ("New York",
 * "Puebla", "Córdoba", "CDMX"), each of them listed under a country. No
 * name twice.
 */
export const RegionLexicon = z
  .strictObject({
    regions: z.record(z.string().regex(/^[A-Z]{3}$/, 'an ISO alpha-3 country code'), z.array(z.string().min(2)).min(1)),
    alsoCities: z.array(z.string().min(2)),
  })
  .superRefine((lex, ctx) => {
    const seen = new Map<string, string>();
    for (const [code, names] of Object.entries(lex.regions))
      for (const [i, name] of names.entries()) {
        const key = fold(name);
        const before = seen.get(key);
        if (before !== undefined) ctx.addIssue({ code: 'custom', path: ['regions', code, i], message: `"${name}" is listed twice (also under ${before})` });
        seen.set(key, code);
      }
    for (const [i, name] of lex.alsoCities.entries())
      if (!seen.has(fold(name))) ctx.addIssue({ code: 'custom', path: ['alsoCities', i], message: `"${name}" is not a region of the lexicon` });
  });
/** A validated region lexicon (see {@link RegionLexicon}). */
export type RegionLexicon = z.infer<typeof RegionLexicon>;

/** Reads and checks a region lexicon; throws naming `source` and every problem found. */
export function parseRegionLexicon(data: unknown, source = 'region lexicon'): RegionLexicon {
  return checkLexicon(RegionLexicon, data, source, 'region');
}

/** The region lexicon, read and checked once, when this module is loaded. */
const REGION_LEXICON = parseRegionLexicon(regionsData, 'src/flows/understand/lexicon/regions.json');

/**
 * Regions (folded) that are never a city's usual name, with their country
 * ("florida" → USA, "antioquia" → COL): said as where the guest lives, they
 * are no city of residence (see {@link regionOnly}).
 */
const REGION_COUNTRY: ReadonlyMap<string, string> = new Map(
  Object.entries(REGION_LEXICON.regions).flatMap(([code, names]) =>
    names.filter((n) => !REGION_LEXICON.alsoCities.some((c) => fold(c) === fold(n))).map((n): [string, string] => [fold(n), code]),
  ),
);

/** Regions of other countries (folded), dropped after a city's comma like those of the lexicon: Spanish communities, provinces of Argentina, Ecuador, Venezuela. */
const OTHER_REGIONS = (
  'cataluna|catalunya|andalucia|galicia|pais vasco|comunidad de madrid|comunidad valenciana|castilla y leon|aragon|asturias|' +
  'buenos aires|capital federal|pichincha|guayas|azuay|zulia|miranda|carabobo'
).split('|');

/** States, provinces and departments (folded), dropped after a city's comma ("Miami, Florida", "Medellín, Antioquia"): the region lexicon and {@link OTHER_REGIONS}. */
const REGIONS: ReadonlySet<string> = new Set([...Object.values(REGION_LEXICON.regions).flatMap((names) => names.map((n) => fold(n))), ...OTHER_REGIONS]);

/** Articles that may open a region's name as typed ("el Valle", "la Guajira" is in the lexicon whole). */
const REGION_ARTICLES = words('el la the');

/**
 * Class "a region is no city of residence": the country of a region said
 * where a city of residence was read ("vivo en florida", "I live in Texas",
 * "vivo en Antioquia", "vivo en el Valle"), or undefined when the place is
 * a city (or a region that is also a city's usual name: "New York",
 * "Puebla").
 */
function regionOnly(city: string): string | undefined {
  const key = fold(city);
  const bare = key.split(' ');
  return REGION_COUNTRY.get(key) ?? (bare.length > 1 && REGION_ARTICLES.has(bare[0]!) ? REGION_COUNTRY.get(bare.slice(1).join(' ')) : undefined);
}
/** Said after a city to stress it, claimed and dropped: "Cartagena mismo", "Cali, acá mismo", "Pasto aquí". */
const RESIDENCE_TAIL = words('mismo misma mismito aca aqui alla alli here');

// ==================================================================== person: names

type NameRole = 'full' | 'first' | 'last';

interface Trigger {
  seq: string[];
  role: NameRole;
  /** Needs a ":" (or "-") right after ("nombre: Ana"). */
  colon?: boolean;
  /** "soy"/"I'm": the next word must be a known given name or written with a capital. */
  weak?: boolean;
  /** Names the booking's holder, who may be introduced ("a nombre de mi esposo, Jorge Salazar"). */
  holder?: boolean;
  /** Only with the holder introduced: "para mi esposa, Ana Ruiz", "it is for my client, Mr. James Whitaker", or a title: "para el Dr. Julián Pérez". */
  relation?: boolean;
  /** A name the guest goes by ("call me Liz", "me dicen Vale"): used only when no other name is said. */
  nickname?: boolean;
  /** A form's bare label ("Nombre:", "Name:"): beside a last-name label ("Apellidos: …") it holds the given names only. */
  label?: boolean;
  /** Only answering the name questions: a label that elsewhere may name someone else than the booking's holder ("Client: Mr. Chen + wife"). */
  asked?: boolean;
  /** The booking said to be the writer's own ("a mi nombre: …"): a role said after the name ("…, agente de Viajes Sol") is the writer's, the name still holds. */
  self?: boolean;
}

/**
 * How much a name read counts when a message holds several (the highest is
 * kept, the others are claimed and dropped): the booking's holder ("book it
 * for my boss, Robert Chen", "va a nombre de la Dra. Patricia Lozano") over a
 * name said plainly, over the speaker's self-introduction ("I'm John", "soy
 * Ximena"), over a nickname ("call me Liz — full name Elizabeth Walker").
 */
function triggerRank(t: Trigger): number {
  if (t.holder) return 3;
  if (t.nickname) return 0;
  return t.weak ? 1 : 2;
}

const NAME_TRIGGERS: readonly Trigger[] = [
  { seq: ['mi', 'nombre', 'completo', 'es'], role: 'full' },
  { seq: ['mi', 'nombre', 'es'], role: 'full' },
  { seq: ['mi', 'nombre'], role: 'full', colon: true },
  { seq: ['me', 'llamo'], role: 'full' },
  // Class: the name announced in Portuguese ("Meu nome é João Pedro da Silva", "me chamo Ana Souza").
  { seq: ['meu', 'nome', 'e'], role: 'full' },
  { seq: ['me', 'chamo'], role: 'full' },
  { seq: ['mi', 'primer', 'nombre', 'es'], role: 'first' },
  // Class: the whole name announced "with both surnames" ("con los dos apellidos: Camilo Andrés Torres Lozano", "with
  // both surnames: …"): a full name follows, its last two words the surnames (before the bare "apellidos" label).
  { seq: ['con', 'los', 'dos', 'apellidos'], role: 'full', colon: true },
  { seq: ['con', 'mis', 'dos', 'apellidos'], role: 'full', colon: true },
  { seq: ['con', 'ambos', 'apellidos'], role: 'full', colon: true },
  { seq: ['with', 'both', 'surnames'], role: 'full', colon: true },
  { seq: ['with', 'both', 'last', 'names'], role: 'full', colon: true },
  { seq: ['mis', 'apellidos', 'son'], role: 'last' },
  { seq: ['mi', 'apellido', 'es'], role: 'last' },
  { seq: ['apellidos'], role: 'last', colon: true },
  { seq: ['apellido'], role: 'last', colon: true },
  { seq: ['nombre', 'completo'], role: 'full', colon: true },
  { seq: ['el', 'nombre', 'es'], role: 'full' },
  // A name said again without a complaint: "the name should be Emily Johnson", "el nombre debería ser Ana Ruiz";
  // after a bare "the name is" only a known given name or a capital ("the name is wrong" is a complaint).
  { seq: ['el', 'nombre', 'deberia', 'ser'], role: 'full' },
  { seq: ['el', 'nombre', 'debe', 'ser'], role: 'full' },
  { seq: ['el', 'nombre', 'seria'], role: 'full' },
  { seq: ['el', 'nombre', 'correcto', 'es'], role: 'full' },
  { seq: ['el', 'apellido', 'deberia', 'ser'], role: 'last' },
  { seq: ['el', 'apellido', 'es'], role: 'last', weak: true },
  { seq: ['the', 'name', 'should', 'be'], role: 'full' },
  { seq: ['the', 'name', 'must', 'be'], role: 'full' },
  { seq: ['the', 'name', 'is'], role: 'full', weak: true },
  { seq: ['the', 'correct', 'name', 'is'], role: 'full' },
  { seq: ['the', 'last', 'name', 'should', 'be'], role: 'last' },
  { seq: ['the', 'last', 'name', 'is'], role: 'last', weak: true },
  { seq: ['name', 'should', 'be'], role: 'full' },
  // "the booking is for Jessica Taylor", "the reservation is under Tom Baker": the holder, as after "I'm".
  { seq: ['booking', 'is', 'for'], role: 'full', weak: true, holder: true },
  { seq: ['booking', 'is', 'under'], role: 'full', weak: true, holder: true },
  { seq: ['reservation', 'is', 'for'], role: 'full', weak: true, holder: true },
  { seq: ['reservation', 'is', 'under'], role: 'full', weak: true, holder: true },
  { seq: ['room', 'is', 'for'], role: 'full', weak: true, holder: true },
  { seq: ['su', 'nombre', 'es'], role: 'full' },
  { seq: ['nombre', 'y', 'apellido'], role: 'full', colon: true },
  { seq: ['nombres'], role: 'first', colon: true },
  { seq: ['nombre'], role: 'full', colon: true, label: true },
  { seq: ['a', 'nombre', 'de'], role: 'full', holder: true },
  { seq: ['a', 'nombre', 'del'], role: 'full', holder: true },
  // A form's holder label: "Titular: LUZ MARINA OSORIO", "Pax titular: SRA. GLORIA VARGAS", "Lead guest: Tom Baker".
  { seq: ['pax', 'titular'], role: 'full', colon: true },
  { seq: ['titular'], role: 'full', colon: true },
  // Class: how to write the name, then the name after a colon ("escríbelo así: GÓMEZ, María José", "write it like this: …").
  { seq: ['escribelo', 'asi'], role: 'full', colon: true },
  { seq: ['escribalo', 'asi'], role: 'full', colon: true },
  { seq: ['ponlo', 'asi'], role: 'full', colon: true },
  { seq: ['pongalo', 'asi'], role: 'full', colon: true },
  { seq: ['write', 'it', 'like', 'this'], role: 'full', colon: true },
  { seq: ['write', 'it', 'as'], role: 'full', colon: true },
  // Class: the holder said in a sentence ("el titular es el Sr. Thomas Müller", "the holder is Mrs. Ana Ruiz").
  { seq: ['el', 'titular', 'es'], role: 'full', holder: true },
  { seq: ['la', 'titular', 'es'], role: 'full', holder: true },
  { seq: ['titular', 'es'], role: 'full', holder: true },
  { seq: ['titular', 'de', 'la', 'reserva', 'es'], role: 'full', holder: true },
  { seq: ['titular', 'de', 'la', 'reservacion', 'es'], role: 'full', holder: true },
  { seq: ['holder', 'of', 'the', 'booking', 'is'], role: 'full', holder: true },
  { seq: ['the', 'holder', 'is'], role: 'full', holder: true },
  { seq: ['pax'], role: 'full', colon: true },
  // Class: agency and form labels naming the traveller ("Titular de la reserva: …", "cliente: Sr. Ochoa, Mauricio",
  // "Traveller: Ms. Priya NAIR", "Pasajero: …", "SURNAME: KOWALSKI  FIRST: ANNA").
  { seq: ['titular', 'de', 'la', 'reserva'], role: 'full', colon: true },
  { seq: ['titular', 'de', 'la', 'reservacion'], role: 'full', colon: true },
  { seq: ['titular', 'de', 'la', 'habitacion'], role: 'full', colon: true },
  { seq: ['cliente'], role: 'full', colon: true, asked: true },
  { seq: ['client'], role: 'full', colon: true, asked: true },
  { seq: ['pasajero'], role: 'full', colon: true, asked: true },
  { seq: ['pasajera'], role: 'full', colon: true, asked: true },
  { seq: ['viajero'], role: 'full', colon: true, asked: true },
  { seq: ['viajera'], role: 'full', colon: true, asked: true },
  { seq: ['traveller'], role: 'full', colon: true, asked: true },
  { seq: ['traveler'], role: 'full', colon: true, asked: true },
  { seq: ['passenger'], role: 'full', colon: true, asked: true },
  { seq: ['first'], role: 'first', colon: true },
  { seq: ['given', 'name'], role: 'first', colon: true },
  { seq: ['given', 'names'], role: 'first', colon: true },
  { seq: ['family', 'name'], role: 'last', colon: true },
  // Class: the booking said to be the writer's own, then the name after a colon ("a mi nombre: Paola Castaño").
  { seq: ['a', 'mi', 'nombre'], role: 'full', colon: true, self: true },
  { seq: ['in', 'my', 'name'], role: 'full', colon: true, self: true },
  { seq: ['under', 'my', 'name'], role: 'full', colon: true, self: true },
  // Class: the guest named in a sentence by whoever writes ("el huésped es el señor Rodrigo Peña; yo soy la
  // asistente", "the guest is Mr. …", "the name on the card is DeShawn Williams").
  { seq: ['el', 'huesped', 'es'], role: 'full', holder: true },
  { seq: ['la', 'huesped', 'es'], role: 'full', holder: true },
  { seq: ['el', 'huesped', 'principal', 'es'], role: 'full', holder: true },
  { seq: ['the', 'guest', 'is'], role: 'full', weak: true, holder: true },
  { seq: ['the', 'main', 'guest', 'is'], role: 'full', holder: true },
  { seq: ['the', 'lead', 'guest', 'is'], role: 'full', holder: true },
  { seq: ['the', 'traveller', 'is'], role: 'full', holder: true },
  { seq: ['the', 'traveler', 'is'], role: 'full', holder: true },
  { seq: ['name', 'on', 'the', 'card', 'is'], role: 'full' },
  { seq: ['name', 'on', 'the', 'passport', 'is'], role: 'full' },
  { seq: ['name', 'on', 'my', 'passport', 'is'], role: 'full' },
  { seq: ['name', 'on', 'the', 'booking', 'is'], role: 'full' },
  { seq: ['name', 'on', 'the', 'reservation', 'is'], role: 'full' },
  { seq: ['nombre', 'en', 'la', 'tarjeta', 'es'], role: 'full' },
  { seq: ['nombre', 'en', 'el', 'pasaporte', 'es'], role: 'full' },
  { seq: ['huesped'], role: 'full', colon: true },
  { seq: ['lead', 'guest'], role: 'full', colon: true },
  { seq: ['guest'], role: 'full', colon: true },
  { seq: ['holder'], role: 'full', colon: true },
  // The booking for someone else: "book it for my boss, Robert Chen", "book it under Tom Baker".
  { seq: ['book', 'it', 'for'], role: 'full', weak: true, holder: true },
  { seq: ['book', 'it', 'under'], role: 'full', weak: true, holder: true },
  { seq: ['put', 'it', 'under'], role: 'full', weak: true, holder: true },
  // Class: the holder named after the one the booking is for ("it's for my daughter-in-law, her name is Lucy Chen"):
  // only answering the name questions, where the name asked is that holder's.
  { seq: ['her', 'name', 'is'], role: 'full', asked: true },
  { seq: ['his', 'name', 'is'], role: 'full', asked: true },
  { seq: ['my', 'full', 'name', 'is'], role: 'full' },
  { seq: ['my', 'name', 'is'], role: 'full' },
  { seq: ['my', "name's"], role: 'full' },
  { seq: ['my', 'first', 'name', 'is'], role: 'first' },
  { seq: ['my', 'last', 'name', 'is'], role: 'last' },
  { seq: ['my', 'surname', 'is'], role: 'last' },
  // Class: the surname's label said as a sentence, not a form ("Kevin — last name's Nguyen", "Ana, surname is Ruiz").
  // (A family name said of the name before it, "Wang Xiaoming (family name is Wang)", is read by `familyNamedAfter`.)
  { seq: ['last', 'name', 'is'], role: 'last' },
  { seq: ['last', "name's"], role: 'last' },
  { seq: ['surname', 'is'], role: 'last' },
  { seq: ["surname's"], role: 'last' },
  { seq: ['last', 'name'], role: 'last', colon: true },
  { seq: ['surname'], role: 'last', colon: true },
  { seq: ['first', 'name'], role: 'first', colon: true },
  { seq: ['full', 'name'], role: 'full', colon: true },
  { seq: ['name'], role: 'full', colon: true, label: true },
  { seq: ['under', 'the', 'name', 'of'], role: 'full' },
  { seq: ['under', 'the', 'name'], role: 'full' },
  { seq: ['in', 'the', 'name', 'of'], role: 'full' },
  { seq: ['under'], role: 'full', weak: true, holder: true },
  { seq: ['para'], role: 'full', holder: true, relation: true },
  { seq: ['for'], role: 'full', holder: true, relation: true },
  { seq: ["name's"], role: 'full' },
  { seq: ['call', 'me'], role: 'full', weak: true, nickname: true },
  // Class: a nickname with an article, said before the name ("soy la Dani, Daniela Quispe", "yo soy el Pipe, Felipe Arango").
  { seq: ['soy', 'la'], role: 'first', weak: true, nickname: true },
  { seq: ['soy', 'el'], role: 'first', weak: true, nickname: true },
  // Class: the name someone goes by, said by others ("…, but everyone calls me Bob", "my friends call me Mac").
  { seq: ['calls', 'me'], role: 'first', weak: true, nickname: true },
  { seq: ['me', 'dice'], role: 'first', weak: true, nickname: true },
  { seq: ['known', 'as'], role: 'first', weak: true, nickname: true },
  { seq: ['goes', 'by'], role: 'first', weak: true, nickname: true },
  { seq: ['me', 'dicen'], role: 'first', weak: true, nickname: true },
  { seq: ['me', 'llaman'], role: 'first', weak: true, nickname: true },
  { seq: ['me', 'pueden', 'decir'], role: 'first', weak: true, nickname: true },
  { seq: ['me', 'puedes', 'decir'], role: 'first', weak: true, nickname: true },
  { seq: ['i', 'go', 'by'], role: 'first', weak: true, nickname: true },
  { seq: ['soy'], role: 'full', weak: true },
  { seq: ['habla'], role: 'full', weak: true },
  { seq: ["i'm"], role: 'full', weak: true },
  { seq: ['im'], role: 'full', weak: true },
  { seq: ['i', 'am'], role: 'full', weak: true },
  { seq: ['this', 'is'], role: 'full', weak: true },
];

/** People a booking may be made for ("a nombre de mi esposo, …"). */
const RELATIONS = words(`
  esposo esposa marido mujer hijo hija papa mama padre madre hermano hermana novio novia pareja suegro suegra jefe jefa
  amigo amiga cunado cunada abuelo abuela tio tia primo prima companero companera cliente clienta huesped
  husband wife son daughter dad mom mother father brother sister partner boyfriend girlfriend friend boss client guest
  husband's wife's son's daughter's dad's mom's mother's father's brother's sister's partner's boyfriend's girlfriend's friend's boss's client's guest's
  gerente gerenta director directora presidente presidenta socio socia manager director ceo
  pasajero pasajera passenger viajero viajera traveller traveler
`);
/** Words after a relation that say which one ("a nombre del pasajero principal, …", "the lead passenger"): passed over. */
const RELATION_QUALIFIERS = words('principal titular main lead');

/** Religious titles (folded), dropped from the name like a courtesy title: "Sor Juana Inés", "el padre Alberto Ruiz", "Rev. John Smith". */
const RELIGIOUS_TITLES = words('sor fray monsenor mons padre madre hermano hermana pastor pastora reverendo reverenda rev reverend father sister brother');
/** Courtesy and professional titles before a name (folded), dropped from it: "la sra. Gloria Ramírez", "Mr. Tom Baker", "doña Gloria", "el ingeniero Álvaro Ortiz". */
const TITLES = new Set([
  ...words(
    'sr sra srta senor senora senorita don dona dr dra mr mrs ms miss mister doctor doctora ing lic arq prof profe ingeniero ingeniera licenciado licenciada arquitecto arquitecta profesor profesora',
  ),
  // Class: travellers' own courtesy titles ("Mme Camille Laurent", "Herr Müller", "Signora Bianchi", "Mevr. de Vries",
  // Spain's "Dña." for "doña") and titles of a role in the trip ("Coach Mike Daniels", "Captain Ruiz").
  ...words('mme mlle madame mademoiselle monsieur herr frau signor signora sig dott dhr mevr mx coach captain capt professor dna dno'),
  // Class: religious titles before a name ("Sor María Teresa Londoño", "Fray Luis Gómez", "Monseñor Rubén Salazar", "Father Brian Kelly").
  ...RELIGIOUS_TITLES,
]);
/** Titles said before a given name only ("don Pedro", "doña Gloria"); the others may stand before a surname ("Mrs. Smith"). */
const GIVEN_TITLES = words('don dona sor fray');
/** Titles that announce a name whatever its case ("soy la sra. gloria"); spelled-out "señora" does not ("soy la señora feliz"). */
const STRONG_TITLES = words('sr sra srta dr dra don dona mr mrs ms miss ing lic arq prof');
/** Articles before a title ("la sra.", "el doctor", "the"). */
const TITLE_ARTICLES = words('la el the');

/** Words joining a couple's two titles ("Mr and Mrs", "señor y señora"). */
const COUPLE_JOINERS = words('and y e');

/** A title at word `k` (after an optional article; or a couple's two titles, "Mr and Mrs"): the index of the word after it, and the (last) title, folded. */
function titleAt(ws: readonly Word[], k: number): { b: number; title: string } | undefined {
  let i = k;
  if (TITLE_ARTICLES.has(ws[i]?.w ?? '') && TITLES.has(ws[i + 1]?.w ?? '')) i++;
  // "Mr and Mrs Taylor", "Mr. & Mrs. Taylor", "el señor y la señora Gómez": a couple's titles, then their one surname.
  if (TITLES.has(ws[i]?.w ?? '')) {
    if (COUPLE_JOINERS.has(ws[i + 1]?.w ?? '')) {
      const j = TITLE_ARTICLES.has(ws[i + 2]?.w ?? '') ? i + 3 : i + 2;
      if (TITLES.has(ws[j]?.w ?? '')) i = j;
    } else if (/^[\s.]*&[\s]*$/.test(ws[i + 1]?.gap ?? '') && TITLES.has(ws[i + 1]!.w)) i++;
  }
  const x = ws[i];
  const next = ws[i + 1];
  if (!x || !TITLES.has(x.w) || !next || !/^[\s.]*$/.test(next.gap)) return undefined;
  return { b: i + 1, title: x.w };
}

/**
 * The role of a single word after a title: a given name after "don"/"doña"
 * or when it is a common given name ("Sra. Gloria"), a surname when it is not
 * ("Mrs. Smith"); undefined when it may be either ("Mr. Thomas").
 */
function titledRole(title: string, word: string): NameRole | undefined {
  if (GIVEN_TITLES.has(title)) return 'first';
  const w = fold(word);
  if (!isGiven(w)) return 'last';
  return isAlsoSurname(w) ? undefined : 'first';
}

/** Said before a bare answer to the name question: "es Juan", "sería Ana Gómez", "it's John", "claro, Ana Gómez". */
const NAME_ANSWER_LEADS = new Set([
  ...words("es seria it's its claro si sure ok okay oki yes yeah listo dale bueno vale perfecto hola hi hello hey buenas"),
  // Class: the name given as what to write down ("ponga Manuela Uribe", "anote Ana Ruiz", "put Tom Baker"; voseo
  // "poné Andrea López", "anotá", "escribí").
  ...words('ponga pon ponle pongale pone ponele anote anota apunte apunta escriba escribe escribi put'),
  // Class: the speaker pointing at themself before the name ("yo, Brayan Stiven Cardona", "pues yo, Jhon Freddy Muñoz").
  ...words('yo'),
  ...NAME_FILLERS,
]);
/** Trailing courtesy words allowed after a bare name ("Ana Gómez por favor"). */
const NAME_TAIL = words('por favor porfa porfavor please pls gracias thanks here speaking again pues');

/** How a name's unit was typed: all in capitals ("SMITH", "DE LA HOZ"), capitalised ("John"), or otherwise. */
type UnitShape = 'upper' | 'title' | 'other';

function unitShape(raws: readonly string[]): UnitShape {
  if (raws.every((r) => r === r.toUpperCase() && r !== r.toLowerCase())) return 'upper';
  const head = raws[raws.length - 1]!;
  return /^\p{Lu}/u.test(head) && head !== head.toUpperCase() ? 'title' : 'other';
}

interface NameRead {
  units: string[][];
  /** How each unit was typed (see {@link unitShape}). */
  shapes?: UnitShape[];
  a: number;
  b: number;
}

/** Words closing a letter before its signature ("Atentamente,", "Cordialmente,", "Mil gracias,", "Kind regards,", "Yours sincerely,"). */
const CLOSINGS: ReadonlySet<string> = new Set(NAMES.closings);
/** Words saying the writer writes for someone else ("en nombre del doctor…", "soy la asistente", "on behalf of"): their signature is not the guest's. */
const FOR_SOMEONE_ELSE = new RegExp(String.raw`\b(?:${phrasesAlternation(NAMES.forSomeoneElse)})\b`);

/**
 * Class: a letter signed by the guest ("…⏎⏎Atentamente,⏎Gloria Inés Ramírez⏎Cel. 310 555 8721", "… Muchas gracias, Teresa
 * Quiroga."): the name right after a closing word, ending its line or the message, is the writer's, read as the guest's
 * whole name in a first message. Not when the writer says they write for someone else.
 */
function signatureAt(scan: PersonScan): NameRead | undefined {
  const { ws, used, raw } = scan;
  if (FOR_SOMEONE_ELSE.test(fold(raw))) return undefined;
  for (let k = ws.length - 2; k >= 0; k--) {
    if (!CLOSINGS.has(ws[k]!.w) || used[k + 1] || !/^[\s,.!:;-]*[,\n][\s,.!:;-]*$/.test(ws[k + 1]!.gap)) continue;
    const read = nameAt(scan, k + 1);
    // a person's name opens with a given name ("Oficina de Talento Humano", "Coordinación de Eventos" sign for no one)
    if (!read || read.units.length < 2 || read.units.length > 5 || !isGiven(fold(read.units[0]![0]!))) continue;
    // the name ends its line or the message ("…Ramírez⏎Cel. 310…", "…Quiroga.")
    const after = ws[read.b];
    if (after && !/\n/.test(after.gap)) continue;
    return read;
  }
  return undefined;
}

/**
 * Name words from word `k`: name-like words, particles inside ("de la Cruz")
 * when a name word follows that is not a place ("Ana de Cali" stops before
 * "de"). With informative capitals, a lowercase word ends the name.
 */
function nameAt(scan: PersonScan, k: number, surname = false, givenDemonym = false): NameRead | undefined {
  const { ws, informative, cityKeys, used } = scan;
  const units: string[][] = [];
  const shapes: UnitShape[] = [];
  let b = k;
  let initial = false;
  while (b < ws.length) {
    const x = ws[b]!;
    if ((b > k && x.breakBefore && !(initial && /^\.\s*$/.test(x.gap))) || used[b]) break;
    // Class: a middle initial between name words ("Robert J. Wilson"): dropped.
    initial = units.length > 0 && /^\p{L}$/u.test(x.raw) && /^\.\s+$/.test(ws[b + 1]?.gap ?? '') && ws[b + 1] !== undefined && nameLike(ws[b + 1]!);
    if (initial) {
      b++;
      continue;
    }
    if ((units.length > 0 || surname || b === k) && PARTICLE_HEADS.has(x.w)) {
      // particle run: "de", "de la", "van der", then a name word
      let e = b + 1;
      while (e < ws.length && PARTICLES.has(ws[e]!.w) && e - b < 3 && !ws[e]!.breakBefore) e++;
      const head = ws[e];
      if (!head || used[e] || head.breakBefore || !nameLike(head) || placeAt(ws, e, cityKeys) > 0) break;
      // Opening the name, a particle starts a surname written first, before a comma ("van der Berg, Pieter").
      if (units.length === 0 && !surname && !/^\s*,\s*$/.test(ws[e + 1]?.gap ?? '')) break;
      if (informative && /^\p{Ll}/u.test(head.raw)) break;
      // Class "particles keep the guest's casing": a particle the guest capitalised in mixed case is kept as typed
      // ("Daniela De La Hoz" → "De La Hoz"); typed lowercase it stays lowercase ("daniela de la hoz" → "de la Hoz"); in
      // capitals it is lowercase inside the name, and starting it, one typed with a capital keeps it ("DE LA HOZ" → "De la Hoz").
      const unit = ws
        .slice(b, e)
        .map((p, i) =>
          /^\p{Lu}\p{Ll}+$/u.test(p.raw) ? p.raw : i === 0 && units.length === 0 && /^\p{Lu}/u.test(p.raw) ? properCase(p.raw) : p.raw.toLowerCase(),
        );
      unit.push(properCase(head.raw));
      units.push(unit);
      shapes.push(unitShape(ws.slice(b, e + 1).map((p) => p.raw)));
      b = e + 1;
      continue;
    }
    // Class: Irish and Scottish Gaelic surname particles, typed with their accent ("Liam Ó Súilleabháin", "Siobhán Ní
    // Bhriain"): kept as typed, with the surname word after them (the bare "o", "ni" are Spanish words, never read so).
    const gaelic = ws[b + 1];
    if (units.length > 0 && GAELIC_PARTICLES.has(x.raw) && gaelic && !gaelic.breakBefore && !used[b + 1] && nameLike(gaelic)) {
      units.push([x.raw, properCase(gaelic.raw)]);
      shapes.push(unitShape([gaelic.raw]));
      b += 2;
      continue;
    }
    // Class: "Mc" split from its surname by dictation or typing ("kevin mc donald"): one surname, "McDonald".
    const mcOf = ws[b + 1];
    if (units.length > 0 && x.w === 'mc' && mcOf && !mcOf.breakBefore && !used[b + 1] && nameLike(mcOf, false, true)) {
      units.push([`Mc${properCase(mcOf.raw)}`]);
      shapes.push(unitShape([mcOf.raw]));
      b += 2;
      continue;
    }
    // Class: two surnames joined by "y", "i" or "e" ("José Ortega y Gasset", "Jordi Puig i Ferrer", "Ana Silva e
    // Souza"): one surname, read whole, only with both typed capitalised and the second no given name ("Juan Pérez y
    // María López" names two people).
    const joined = ws[b + 1];
    if (
      units.length >= 2 &&
      /^(y|i|e)$/.test(x.raw) &&
      joined &&
      !joined.breakBefore &&
      !used[b + 1] &&
      /^\p{Lu}\p{Ll}/u.test(joined.raw) &&
      /^\p{Lu}/u.test(units[units.length - 1]!.at(-1)!) &&
      /^\p{Lu}/u.test(ws[b - 1]?.raw ?? '') &&
      nameLike(joined, false, true) &&
      !isGiven(joined.w) &&
      placeAt(ws, b + 1, cityKeys) === 0
    ) {
      units[units.length - 1]!.push(x.raw, properCase(joined.raw));
      b += 2;
      continue;
    }
    // A place's name is a surname where a surname stands: the answer to the surname question ("Mendoza",
    // "Valencia"), or after a first name ("Ana Valencia"). Only a place sentence ("vivo en Valencia") is not,
    // and the residence triggers claim those words before.
    if (!nameLike(x, givenDemonym, surname || units.length > 0)) break;
    if (informative && /^\p{Ll}/u.test(x.raw)) break;
    units.push([properCase(x.raw)]);
    shapes.push(unitShape([x.raw]));
    b++;
  }
  return units.length > 0 ? { units, shapes, a: k, b } : undefined;
}

/**
 * Whether a whole name is written surname first, from how it was typed:
 *
 * - Passport style, the surname in capitals and then the given names
 *   capitalised ("SMITH John", "GARCÍA MÁRQUEZ Gabriel"): the number of
 *   leading units in capitals, which are the surname (not when the first is
 *   a common given name only: "ANA Gómez" is no surname first).
 * - Three or four words in one case ("GARCIA MARQUEZ GABRIEL", "restrepo
 *   uribe laura") whose first two are not given names and whose last is a
 *   common given name (not also a surname): the order is unsure, `'unsure'`
 *   (the bot asks how to split; never guessed).
 *
 * 0 when the name reads in the usual order.
 */
function surnameOrder(units: readonly string[][], shapes: readonly UnitShape[]): number | 'unsure' {
  const n = units.length;
  // Class: the "Apellido Nombre" form without a comma ("Restrepo Laura", "GOMEZ Ana"): two words, a common surname that
  // is no given name, then a common given name that is no surname; a rare given name first ("Yurani Andrea") is no
  // surname of the lexicon, so the usual order holds.
  if (n === 2 && units.every((u) => u.length === 1)) {
    const [head, tail] = units.map((u) => fold(u[0]!));
    if (SURNAMES.has(head!) && !isGiven(head!) && isGiven(tail!) && !isAlsoSurname(tail!)) return 1;
  }
  if (shapes.length !== n) return 0;
  const last = (u: readonly string[]): string => fold(u[u.length - 1]!);
  const lead = shapes.findIndex((sh) => sh !== 'upper');
  if (lead > 0 && shapes.slice(lead).every((sh) => sh === 'title')) {
    const head = last(units[0]!);
    if (!(isGiven(head) && !isAlsoSurname(head) && units[0]!.length === 1)) return lead;
  }
  if ((n === 3 || n === 4) && shapes.every((sh) => sh === shapes[0])) {
    const tail = last(units[n - 1]!);
    if (!isGiven(last(units[0]!)) && !isGiven(last(units[1]!)) && isGiven(tail) && !isAlsoSurname(tail)) return 'unsure';
  }
  return 0;
}

/**
 * Whether a name's second unit is a devotional second given name after a
 * given first name: a particle run and a name of {@link DEVOTIONAL} ("María
 * del Pilar", "María de los Ángeles", "Juan de Dios"), never a surname
 * ("Ana de la Torre" is one: "torre" is no devotional name).
 */
function devotionalSecond(units: readonly string[][]): boolean {
  const [head, second] = units;
  if (!head || !second || head.length !== 1 || second.length < 2 || !isGiven(fold(head[0]!))) return false;
  return DEVOTIONAL.has(fold(second.join(' ')));
}

/** The found name's fields from its units (a particle run counts as one unit with the word after it). */
function splitName(
  units: readonly string[][],
  role: NameRole,
  shapes: readonly UnitShape[] = [],
  lang: 'es' | 'en' = 'es',
): Pick<GuestFound, 'firstName' | 'lastName' | 'fullName'> {
  const text = (us: readonly string[][]): string => us.map((u) => u.join(' ')).join(' ');
  // "Sebastián⏎Sebastián Vélez" (class: the name said again, whole, right after a part of it): a first given name said
  // twice is said once ("Ruiz Ruiz", two surnames alike, stays)
  if (units.length > 2 && fold(units[0]!.join(' ')) === fold(units[1]!.join(' '))) return splitName(units.slice(1), role, shapes.slice(1), lang);
  if (role === 'first') return { firstName: text(units) };
  if (role === 'last') return { lastName: text(units) };
  const n = units.length;
  if (n === 1) return { firstName: text(units) };
  // A generational suffix ends the surname ("Robert Smith Jr.", "John Davis III"): the name before it is split alone.
  const suffix = units[n - 1]!;
  if (n >= 3 && suffix.length === 1 && GENERATIONAL_SUFFIXES.has(fold(suffix[0]!).replace(/\.$/, ''))) {
    const head = splitName(units.slice(0, -1), role, shapes.slice(0, -1), lang);
    const key = fold(suffix[0]!).replace(/\.$/, '');
    const written = /^i+v?$/.test(key) ? key.toUpperCase() : key === 'junior' ? 'Junior' : `${key[0]!.toUpperCase()}${key.slice(1)}.`;
    if (head.lastName) return { ...head, lastName: `${head.lastName} ${written}` };
    if (head.fullName) return { fullName: `${head.fullName} ${written}` };
  }
  const order = surnameOrder(units, shapes);
  if (order === 'unsure') return { fullName: text(units) };
  if (order > 0) return { firstName: text(units.slice(order)), lastName: text(units.slice(0, order)) };
  // "María del Pilar Vanegas", "María de los Ángeles": a given name and a devotional second name make the first name.
  if (devotionalSecond(units)) {
    const first = [[...units[0]!, ...units[1]!]];
    return n === 2 ? { firstName: text(first) } : { firstName: text(first), lastName: text(units.slice(2)) };
  }
  const folded = units.map((u) => fold(u[0]!));
  let particleAt = units.findIndex((u, i) => i > 0 && u.length > 1);
  // A married or compound surname: a surname, then "de"/"del" and a name ending the whole ("Gabriela Vásquez de Mora",
  // "Gloria Inés Montoya de Arango", "Javier Pérez de Cuéllar"): the word before the particle starts the surname.
  const before = units[particleAt - 1];
  if (particleAt >= 2 && particleAt === n - 1 && before?.length === 1 && !isGiven(fold(before[0]!)) && /^del?$/.test(fold(units[particleAt]![0]!)))
    particleAt--;
  if (particleAt > 0 && particleAt <= 2) return { firstName: text(units.slice(0, particleAt)), lastName: text(units.slice(particleAt)) };
  if (n >= 5 || particleAt > 2) return { fullName: text(units) };
  const first = folded[0]!;
  const second = folded[1]!;
  const givenSecond = isGiven(second) && !isAlsoSurname(second);
  const bothSecond = isGiven(second) && isAlsoSurname(second);
  if (n === 2) {
    // Class: East Asian order, a family name then a hyphenated given name ("Lee Ji-eun", "Park Seo-yeon", "Wang Xiao-ming").
    if (EAST_ASIAN_SURNAMES.has(first) && units[1]!.length === 1 && /\p{L}-\p{L}/u.test(units[1]![0]!) && !isGiven(second))
      return { firstName: text(units.slice(1)), lastName: text(units.slice(0, 1)) };
    // "Juan Martín", "María Paz": a compound given name or a name and a surname; the bot asks. "Chloe Martin", "David Wilson": a surname.
    if (bothSecond && COMPOUND_SECOND.has(second) && isGiven(first) && !ENGLISH_GIVEN.has(first)) return { fullName: text(units) };
    return givenSecond ? { firstName: text(units) } : { firstName: text(units.slice(0, 1)), lastName: text(units.slice(1)) };
  }
  if (n === 3) {
    // "Juan Esteban Restrepo": two given names; "Carlos Martín Gómez": unsure.
    if (bothSecond && COMPOUND_SECOND_OF_THREE.has(second)) return { firstName: text(units.slice(0, 2)), lastName: text(units.slice(2)) };
    // "Javier Martín López": after a Spanish given name that rarely heads a compound, the second is the first surname.
    if (bothSecond && isGiven(first) && !ENGLISH_GIVEN.has(first) && !COMPOUND_HEADS.has(first)) {
      return { firstName: text(units.slice(0, 1)), lastName: text(units.slice(1)) };
    }
    if (bothSecond) return { fullName: text(units) };
    // English use: a given name, a middle name, one family name ("Rajesh Kumar Gupta", "Mark Anthony Bautista");
    // in an English chat three words split 2+1 unless the first is a Spanish speaker's given name ("Carlos Ruiz Gómez": two surnames).
    // A Spanish surname last after a word no given name ("Ashley Valencia Suárez") is the Spanish use: two surnames.
    const twoSurnames = SURNAMES.has(folded[2]!) && !isGiven(second);
    if (lang === 'en' && !twoSurnames && !(isGiven(first) && !ENGLISH_GIVEN.has(first)))
      return { firstName: text(units.slice(0, 2)), lastName: text(units.slice(2)) };
    return givenSecond
      ? { firstName: text(units.slice(0, 2)), lastName: text(units.slice(2)) }
      : { firstName: text(units.slice(0, 1)), lastName: text(units.slice(1)) };
  }
  return { firstName: text(units.slice(0, 2)), lastName: text(units.slice(2)) };
}

/**
 * Class "the family name said in a note after the name" ("Wang Xiaoming (family name is Wang)", "Tran Van Minh (Tran =
 * last name)", "Kim Minjun, apellido Kim"): the unit named is the last name and the rest the first name, when it is the
 * name's first or last unit. `after`: the message after the name, as typed.
 */
function familyNamedAfter(after: string, units: readonly string[][]): Pick<GuestFound, 'firstName' | 'lastName' | 'fullName'> | undefined {
  if (units.length < 2) return undefined;
  const folded = fold(after);
  const said =
    /\b(?:family name|last name|surname|apellido)\s*(?:is|es|=|:)?\s*([\p{L}-]+)/u.exec(folded)?.[1] ??
    /\b([\p{L}-]+)\s*(?:=|is|es)\s*(?:my |the |mi |el )?(?:family name|last name|surname|apellido)\b/u.exec(folded)?.[1];
  if (!said) return undefined;
  const at = units.findIndex((u) => fold(u.join(' ')) === said);
  if (at !== 0 && at !== units.length - 1) return undefined;
  const text = (us: readonly string[][]): string => us.map((u) => u.join(' ')).join(' ');
  return { firstName: text(units.filter((_, k) => k !== at)), lastName: text([units[at]!]) };
}

/** Generational suffixes after a surname (folded, without their dot): "Jr.", "Sr.", "III". */
const GENERATIONAL_SUFFIXES = words('jr sr junior ii iii iv');

/**
 * Common Korean and Chinese family names (folded, romanised): written first, before a hyphenated given name ("Lee
 * Ji-eun", "Wang Xiao-ming"), they are the surname.
 */
const EAST_ASIAN_SURNAMES = words(`
  kim lee yi park pak choi choe jung jeong chung kang cho jo yoon yun jang chang lim im han oh seo shin kwon hwang ahn
  song yoo ryu hong jeon moon yang son bae baek heo nam
  wang li zhang liu chen huang zhao wu zhou xu sun zhu hu guo lin
`);

/** Words naming a contact detail ("correo", "cel", "phone"): after a name they begin another detail. */
const DETAIL_LABELS = words(
  'correo email e-mail mail electronico cel celular telefono tel telf movil whatsapp wsp wpp phone cell mobile number numero contacto',
);
/**
 * A name written surname first, then a comma and the given name ("Thompson,
 * Margaret"; "Restrepo Uribe, Laura"), as the whole answer at the name
 * question: the part after the comma must be one or two common given names
 * and the part before must hold none (else "Ana, María" could be anything),
 * or both parts are one word each and the first is no given name ("Nguyen,
 * Linh": the comma alone says the order);
 * or the airline form with a slash ("PEREZ GOMEZ / JUAN CARLOS"), whatever the
 * names. The given name's read (with a courtesy title after it), or undefined.
 */
function surnameFirst(scan: PersonScan, read: NameRead, free: readonly number[]): NameRead | undefined {
  const { ws, used } = scan;
  const next = ws[read.b];
  // The airline form "PEREZ GOMEZ / JUAN CARLOS" (surnames, a slash, the given names) says its order itself.
  const slash = next !== undefined && /^\s*\/\s*$/.test(next.gap) && read.units.length <= 3;
  if (!slash) {
    if (!next || !/^\s*,\s*$/.test(next.gap) || read.units.length > 2) return undefined;
    if (read.units.some((u) => isGiven(fold(u[u.length - 1]!)))) return undefined;
  }
  const given = nameAt(scan, read.b);
  // "Nguyen, Linh": one word, a comma, one word is the surname-first form even when the given name is not
  // in the lexicon (the comma is the signal; "Ana, María", a given name before it, was refused above).
  const oneEach =
    !slash && given !== undefined && read.units.length === 1 && read.units[0]!.length === 1 && given.units.length === 1 && given.units[0]!.length === 1;
  // Class: a surname opening with a particle, a comma, then the given name ("van der Berg, Pieter", "de la Cruz, Ana"):
  // the particle says which side the surname is.
  const particleFirst = !slash && given !== undefined && given.units.length <= 2 && PARTICLE_HEADS.has(fold(read.units[0]![0]!));
  if (!given || given.units.length > (slash ? 3 : 2) || !(slash || oneEach || particleFirst || given.units.every((u) => isGiven(fold(u[0]!)))))
    return undefined;
  // "WILLIAMS, Robert (Mr)": a courtesy title may follow the given name (claimed with it); so may the number of an
  // identity document ("DUQUE/SANTIAGO, pasaporte AX123456": the document is no part of the name).
  const after = free.filter((f) => f >= given.b);
  if (!after.every((f) => NAME_TAIL.has(ws[f]!.w) || TITLES.has(ws[f]!.w)) && !(slash && documentNumber(ws, after))) return undefined;
  let b = given.b;
  while (b < ws.length && !used[b] && TITLES.has(ws[b]!.w)) b++;
  if (slash && after.length > 0 && documentNumber(ws, after)) b = after[after.length - 1]! + 1;
  return { ...given, b };
}

/** Polite phrases said after a name at the name question, never part of it: "pa servirle", "a la orden", "at your service", "x fa". */
const COURTESY_TAILS = new Set([
  'pa servirle',
  'para servirle',
  'pa servirles',
  'para servirles',
  // The old courtesy "para servirle a Dios y a usted".
  'para servirle a dios y a usted',
  'pa servirle a dios y a usted',
  'para servir a dios y a usted',
  'a la orden',
  'a su orden',
  'a sus ordenes',
  'at your service',
  'x fa',
  'fa',
  'x favor',
  'por fa',
  // Class: the name said to be real, not a joke ("Juan Pablo Montoya no es broma jaja", "…, seriously").
  'no es broma',
  'no es chiste',
  'no es mentira',
  'en serio',
  'de verdad',
  'no joke',
  'not a joke',
  'not kidding',
  'for real',
  'seriously',
]);

/** Laughter said after a name ("jaja", "lol"): passed over in a courtesy tail. */
const LAUGHTER = words('jaja jajaja jajajaja jeje jejeje haha hahaha lol xd');

/** Whether the words `rest` after a name are only courtesy: {@link NAME_TAIL} words and at most one {@link COURTESY_TAILS} phrase. */
function courtesyTail(ws: readonly Word[], rest: readonly number[]): boolean {
  const said = rest
    .map((f) => ws[f]!.w)
    .filter((w) => !NAME_TAIL.has(w) && !LAUGHTER.has(w))
    .join(' ');
  return said === '' || COURTESY_TAILS.has(said) || nicknameTail(ws, rest) || documentTail(ws, rest);
}

/** Said in a remark after a name to make the booking the speaker's own ("ponlo a mi nombre", "under my name"). */
const OWN_NAME_PHRASES: readonly string[][] = wordLists('a mi nombre|a nombre mio|a nombre mia|en mi nombre|under my name|in my name');
/** Most words of a remark making the booking the speaker's own (see {@link selfHolderTail}). */
const MAX_SELF_REMARK = 14;

/**
 * Class: a remark after the name that the booking is the speaker's own, whoever pays ("Nicolás Uribe, ponlo a mi
 * nombre aunque paga mi esposa", "Isabella Ramírez, la reserva va a nombre mío aunque paga mi papá"): set apart by
 * punctuation, holding an {@link OWN_NAME_PHRASES} phrase, no other name (no common given name, no capital where
 * capitals mean something), no digits. The name said is the holder.
 */
function selfHolderTail(ws: readonly Word[], rest: readonly number[], informative: boolean): boolean {
  if (rest.length === 0 || rest.length > MAX_SELF_REMARK || !REMARK_BREAK.test(ws[rest[0]!]!.gap)) return false;
  const said = rest.map((f) => ws[f]!.w);
  if (!OWN_NAME_PHRASES.some((p) => said.some((_, i) => p.every((w, j) => said[i + j] === w)))) return false;
  return rest.every((f) => {
    const x = ws[f]!;
    return !/[\d@]/.test(x.w) && !isGiven(x.w) && !(informative && /^\p{Lu}/u.test(x.raw) && !x.sentenceStart);
  });
}

/** Most words of a question asked after a name (see {@link questionTail}). */
const MAX_TAIL_QUESTION = 8;

/**
 * Class: a question about the stay asked after the name ("maria jose restrepo, hay parqueadero?", "Tom Baker — is
 * breakfast included?"): set apart by punctuation, ending the message with "?", at most {@link MAX_TAIL_QUESTION}
 * words, none a common given name or capitalised where capitals mean something (no other name in it). The name stands.
 */
function questionTail(scan: PersonScan, rest: readonly number[]): boolean {
  const { ws, raw, informative } = scan;
  if (rest.length === 0 || rest.length > MAX_TAIL_QUESTION || !REMARK_BREAK.test(ws[rest[0]!]!.gap)) return false;
  if (!/\?[\s\p{Extended_Pictographic}]*$/u.test(raw.slice(ws[rest[rest.length - 1]!]!.end))) return false;
  return rest.every((f) => {
    const x = ws[f]!;
    return !/[\d@]/.test(x.w) && !isGiven(x.w) && !(informative && /^\p{Lu}/u.test(x.raw) && !x.sentenceStart);
  });
}

/** Identity papers a name is said to be written on ("that's what's on my passport", "como sale en la cédula"). */
const ID_DOCUMENTS = words('passport pasaporte cedula documento id dni licencia license licence');
/** Words that make a remark about papers something else: a number or a request ("my passport number is …"). */
const DOCUMENT_TAIL_BLOCKERS = words('number numero no nro expires vence');

/**
 * Whether the words `rest` after a name are a remark that it is the name on
 * the guest's papers ("…, that's what's on my passport", "…, como aparece en
 * mi cédula"): at most seven words, one an {@link ID_DOCUMENTS} word, none a
 * {@link DOCUMENT_TAIL_BLOCKERS} word, no digits. Class: the remark is set
 * apart from the name by punctuation, so a sentence about the papers ("one
 * sec, finding my passport") never leaves its verb as a name; or it opens
 * with a word comparing to the papers ("Hans Mueller as in his passport",
 * "Ana Gómez como en la cédula", {@link PAPERS_LEADS}).
 */
function documentTail(ws: readonly Word[], rest: readonly number[]): boolean {
  const said = rest.map((f) => ws[f]!.w);
  return (
    said.length > 0 &&
    said.length <= 7 &&
    (REMARK_BREAK.test(ws[rest[0]!]!.gap) || PAPERS_LEADS.has(said[0]!)) &&
    said.some((w) => ID_DOCUMENTS.has(w)) &&
    !said.some((w) => DOCUMENT_TAIL_BLOCKERS.has(w) || /\d/.test(w))
  );
}

/** Words opening a remark that compares the name to the papers without a pause: "as in his passport", "como aparece en la cédula", "según el pasaporte". */
const PAPERS_LEADS = words('as como like segun');
/** Said between a given name and the papers it is written on: "Thomas on the passport", "Tomás en la cédula", "según el pasaporte". */
const ON_PAPERS = words('on in en según segun per as');
/** Fillers opening a remark on the papers' name ("…, well, Katherine on my passport", "…, bueno, Tomás en la cédula"). */
const PAPERS_FILLERS = words('well bueno actually pues');
/** Articles and possessives before the papers ("the passport", "mi cédula"). */
const PAPERS_ARTICLES = words('the my his her el la mi su');

/**
 * Class: the passport's name wins. After a name ("Mike, well Michael on my passport" too), set apart by punctuation, a given name said to
 * be the one on the guest's papers ("Tom Hughes. Thomas on the passport", "Pepe Gómez, José en la cédula"): the
 * papers' given name replaces the first word of the name (the booking must match the papers). The remark is exactly a
 * name word, "on"/"en", an optional article and an {@link ID_DOCUMENTS} word; the new units, else undefined.
 */
function givenOnPapers(ws: readonly Word[], units: readonly string[][], rest: readonly number[]): string[][] | undefined {
  // "Kate Wilson - well, Katherine on my passport": a filler opening the remark is passed over
  const lead = rest.length > 0 && REMARK_BREAK.test(ws[rest[0]!]!.gap) && PAPERS_FILLERS.has(ws[rest[0]!]!.w) ? 1 : 0;
  const said = rest.slice(lead);
  if (units.length < 1 || said.length < 3 || said.length > 4 || !rest.every((f, i) => f === rest[0]! + i)) return undefined;
  const [given, on, ...tail] = said.map((f) => ws[f]!);
  if (!given || !on || !(lead || REMARK_BREAK.test(given.gap)) || !ON_PAPERS.has(on.w) || !nameLike(given) || !isGiven(given.w)) return undefined;
  const doc = tail.length === 2 && PAPERS_ARTICLES.has(tail[0]!.w) ? tail[1] : tail.length === 1 ? tail[0] : undefined;
  if (!doc || !ID_DOCUMENTS.has(doc.w)) return undefined;
  return [[properCase(given.raw)], ...units.slice(1).map((u) => [...u])];
}

/**
 * Whether the words `rest` after a name are only the papers it is written on ("Michael Thompson on my passport", "José
 * Pérez en la cédula"): "on"/"en" ({@link ON_PAPERS}), an optional article, an {@link ID_DOCUMENTS} word.
 */
function papersRightAfter(ws: readonly Word[], rest: readonly number[]): boolean {
  const said = rest.map((f) => ws[f]!.w);
  const doc = said.length === 3 && PAPERS_ARTICLES.has(said[1]!) ? said[2] : said.length === 2 ? said[1] : undefined;
  return doc !== undefined && ON_PAPERS.has(said[0]!) && ID_DOCUMENTS.has(doc);
}

/**
 * Whether the words `rest` after a name are an identity document and its number ("pasaporte AX123456", "passport no.
 * X1234567", "CC 1020304050"): an {@link ID_DOCUMENTS} word (or "cc"), an optional "no"/"nro"/"number", then one word
 * holding digits.
 */
function documentNumber(ws: readonly Word[], rest: readonly number[]): boolean {
  const said = rest.map((f) => ws[f]!.w);
  if (said.length < 2 || said.length > 3 || !(ID_DOCUMENTS.has(said[0]!) || said[0] === 'cc')) return false;
  if (said.length === 3 && !DOCUMENT_TAIL_BLOCKERS.has(said[1]!)) return false;
  return /\d/.test(said[said.length - 1]!);
}

/** Joiners before a nickname clause after a name: "valentina rojas, pero me dicen vale", "Tom Baker, but call me Tommy", "…, aunque todos me dicen Caliche". */
const NICKNAME_JOINERS = words('pero y but and though aunque although todos todo everyone everybody all my mis friends amigos');

/**
 * Whether the words `rest` after a name are a nickname clause: an optional
 * joiner, a nickname trigger ("me dicen", "call me"), then one or two words
 * ("valentina rojas, pero me dicen vale"): the nickname is not the booking's name.
 */
function nicknameTail(ws: readonly Word[], rest: readonly number[]): boolean {
  const said = rest.map((f) => ws[f]!.w);
  let i = 0;
  while (i < said.length && NICKNAME_JOINERS.has(said[i]!)) i++;
  const t = NAME_TRIGGERS.find((x) => x.nickname && x.seq.every((w, j) => said[i + j] === w));
  if (!t) {
    // Class: the nickname first, then who uses it ("…, Bob for short", "…, Lupita pa los cuates", "…, Mac to my friends").
    const n = said.length - i;
    const tail = NICKNAME_AFTER.find((l) => l.length < n && l.length >= n - 2 && l.every((w, j) => said[said.length - l.length + j] === w));
    return tail !== undefined && said.slice(i, said.length - tail.length).every((w) => /^\p{L}+$/u.test(w) && !STOP.has(w));
  }
  const left = said.length - i - t.seq.length;
  return left >= 1 && left <= 2;
}

/**
 * Said after a nickname to say who uses it or that it will do: "Bob for short", "Lupita pa los cuates", "Mac to my
 * friends", "(Dani is fine)", "Mike is fine", "Pipe está bien".
 */
const NICKNAME_AFTER: readonly string[][] = wordLists(
  'for short|to my friends|to friends|pa los cuates|para los cuates|pa los amigos|para los amigos|pa los panas|de carino|pa la familia|para la familia|is fine|is ok|is okay|works|works too|works for me|esta bien|me dicen|tambien sirve|sirve',
);

/**
 * Words that take back the name just said: "perdón", "sorry", "I mean", "quise decir", "well", "actually"
 * ("Bob... well Robert Johnson"). A bare "no" does not
 * ("mi apellido es Ospina no Osorio": Ospina, not Osorio); it is only skipped beside one of them ("no perdón").
 */
const NAME_CORRECTIONS = words(
  'perdon perdona sorry digo quise decir mejor wait oops mean well actually correction correccion corrijo typo errata ' +
    // Class: a joke name taken back ("Sofía Vergara jaja no mentiras, Sofía Villa", "el flaco... jk, sergio arango",
    // "…, en serio: Sofía Valencia"): the name said after the joke is the one meant.
    'mentiras mentira jk kidding joking serio seriously broma chiste',
);
/** Words skipped with a correction word: "no perdón, es …", "sorry, I mean …", "jaja no, en serio: …", "just kidding". */
const NAME_CORRECTION_FILLERS = words('no es i en just ya now');
/** Correction words in a gap of the raw text (those the intents extractor claimed are no words of the message any more). */
const CORRECTION_GAP =
  /\b(?:perdon|perdona|sorry|digo|quise decir|mejor|wait|oops|i mean|correction|correccion|corrijo|typo|errata|mentiras|jk|just kidding|en serio)\b/;

/**
 * A name taken back and said again ("me llamo pedro pablo perdón pedro josé
 * ortiz", "Carlos Mario, no perdón, Carlos Alberto Restrepo"): after the
 * read, correction words (typed, or claimed as an intent and left in the
 * gap), then another name that ends the message (courtesy aside). That
 * second name's read, from the first's start; else `read` itself. A
 * respelling of one word replaces that word ("Fiona Campbel, sorry Campbell
 * with two Ls"); fewer given names starting alike replace the given names
 * ("Luis Eduardo Pérez… perdón, Luis Enrique"). Undefined when a respelling
 * fits no single word of the name (nothing is sure). Read in `scan` against
 * the words no reader has claimed (`free`, indexes into `scan.ws`); with
 * `surname`, the name read is a surname alone.
 */
function correctedName(read: NameRead, scan: PersonScan, free: readonly number[], surname: boolean): NameRead | undefined {
  const { ws, used } = scan;
  let j = read.b;
  let said = false;
  while (j < ws.length && !used[j] && (NAME_CORRECTIONS.has(ws[j]!.w) || NAME_CORRECTION_FILLERS.has(ws[j]!.w))) {
    if (NAME_CORRECTIONS.has(ws[j]!.w)) said = true;
    j++;
  }
  for (let g = read.b; g <= j && g < ws.length; g++) if (CORRECTION_GAP.test(foldKeepLength(ws[g]!.gap))) said = true;
  if (!said) return respeltAfter(read, scan, free, surname) ?? read;
  // "…, no perdón es con z: Gonzalez": a remark on the letters after the correction words
  const letters = (w: string): boolean => SPELLING_REMARK_WORDS.has(w) || LETTER_WORDS.has(w) || /^\p{L}$/u.test(w);
  if (j < ws.length - 1 && letters(ws[j]!.w) && ['con', 'with', 'sin', 'without'].includes(ws[j]!.w))
    while (j < ws.length - 1 && !used[j] && letters(ws[j]!.w)) j++;
  if (j >= ws.length || used[j]) return read;
  const again = nameAt(scan, j, surname);
  // "Sarah Miller — sorry, Sara without the h", "Fiona Campbel, sorry Campbell with two Ls": one word respelling one
  // word of the name (two letters at most apart, and nearer to it than to any other), with a remark on its letters or
  // nothing after it: that word is replaced, the others kept.
  const respelt = again?.units.length === 1 && read.units.length >= 2 && again.units[0]!.length === 1 ? again : undefined;
  if (respelt) {
    const said = fold(respelt.units[0]![0]!);
    const gaps = read.units.map((u) => (u.length === 1 ? distance(said, fold(u[0]!)) : Number.POSITIVE_INFINITY));
    const best = Math.min(...gaps);
    const at = gaps.indexOf(best);
    const tail = free.filter((f) => f >= respelt.b);
    if (best <= 2 && gaps.lastIndexOf(best) === at && (tail.length === 0 || spellingRemark(ws, tail))) {
      const shapes = respelt.shapes?.[0] && read.shapes ? read.shapes.map((sh, i) => (i === at ? respelt.shapes![0]! : sh)) : read.shapes;
      return {
        ...read,
        units: read.units.map((u, i) => (i === at ? respelt.units[0]! : u)),
        ...(shapes ? { shapes } : {}),
        b: tail.length > 0 ? tail[tail.length - 1]! + 1 : respelt.b,
      };
    }
    // A respelling that fits no one word for sure: nothing is read ("Fiona Campbel, sorry Campbell" is never "Campbell").
    if (best <= 2) return undefined;
  }
  // "Luis Eduardo Pérez… perdón, Luis Enrique, el corrector me cambió el nombre": fewer words, all common given names,
  // starting with the same first name, put back the given names only (those they replace are given names too); the
  // surname is kept.
  const givenOnly = (us: readonly string[][]): boolean => us.every((u) => u.length === 1 && isGiven(fold(u[0]!)));
  if (
    again &&
    again.units.length < read.units.length &&
    givenOnly(again.units) &&
    givenOnly(read.units.slice(0, again.units.length)) &&
    fold(again.units[0]![0]!) === fold(read.units[0]![0]!)
  ) {
    const tail = free.filter((f) => f >= again.b);
    if (courtesyTail(ws, tail) || remarkTail(scan, again.units, tail)) {
      return {
        ...read,
        units: [...again.units, ...read.units.slice(again.units.length)],
        shapes: [],
        b: tail.length > 0 ? tail[tail.length - 1]! + 1 : again.b,
      };
    }
  }
  const tail = again ? free.filter((f) => f >= again.b) : [];
  // ("Mike, well Michael Thompson on my passport": a whole name said again as the papers' own)
  if (!again || !(courtesyTail(ws, tail) || (again.units.length >= 2 && papersRightAfter(ws, tail)))) return read;
  return { ...again, a: read.a };
}

/** A plain denial before a spelling: "Giraldo, no Guiraldo", "Smith, not Smyth". */
const DENIALS = words('no not');

/**
 * Class: a word of the name retyped right after it, set apart by punctuation, perhaps with a remark on its letters or
 * an apology ("Camila Ospin... Ospina", "John Smtih — Smith, sorry", "Emily Clarke without the e... Clark", "Pedro
 * Gonzales, no perdón es con z: Gonzalez"): one word at most two letters from exactly one word of the name (and
 * nearer to it than to any other) replaces it. The words before it may be corrections and a remark on letters; after
 * it only apologies or courtesy. The corrected read, else undefined.
 */
function respeltAfter(read: NameRead, scan: PersonScan, free: readonly number[], surname: boolean): NameRead | undefined {
  const { ws, used } = scan;
  const first = ws[read.b];
  if (!first || used[read.b]) return undefined;
  let j = read.b;
  const remarkWord = (w: string): boolean =>
    NAME_CORRECTIONS.has(w) || NAME_CORRECTION_FILLERS.has(w) || SPELLING_REMARK_WORDS.has(w) || LETTER_WORDS.has(w) || /^\p{L}(?:'?s)?$/u.test(w);
  while (j < ws.length - 1 && !used[j] && remarkWord(ws[j]!.w)) j++;
  // set apart by punctuation before the remark or right before the word retyped
  if (used[j] || !(REMARK_BREAK.test(first.gap) || (j > read.b && REMARK_BREAK.test(ws[j]!.gap)))) return undefined;
  const again = nameAt(scan, j, surname);
  if (again?.units.length !== 1 || again.units[0]!.length !== 1) return undefined;
  const word = fold(again.units[0]![0]!);
  const gaps = read.units.map((u) => (u.length === 1 ? distance(word, fold(u[0]!)) : Number.POSITIVE_INFINITY));
  const best = Math.min(...gaps);
  const at = gaps.indexOf(best);
  if (best === 0 || best > 2 || gaps.lastIndexOf(best) !== at) return undefined;
  // a typo keeps the first letter and, two letters apart, a word of five letters or more; two given names ("Juan",
  // "Juana") are two names, not a typo
  const was = fold(read.units[at]![0]!);
  if (was[0] !== word[0] || (best === 2 && Math.min(was.length, word.length) < 5) || (isGiven(was) && isGiven(word))) return undefined;
  // the given name retyped bare may be another person's name ("Juan Pérez, Juana"): only with a remark before it
  if (at === 0 && j === read.b) return undefined;
  const tail = free.filter((f) => f >= again.b);
  if (!tail.every((f) => NAME_CORRECTIONS.has(ws[f]!.w) || NAME_TAIL.has(ws[f]!.w) || LAUGHTER.has(ws[f]!.w))) return undefined;
  // Class: a contrast ("el apellido es Giraldo, no Guiraldo", "Smith, not Smyth"): a plain "no"/"not" said right before
  // the word retyped (no pause between them) denies that spelling, so the name said first stands; "Ospin... no, Ospina"
  // (a pause after "no") takes the first back.
  if (j === read.b + 1 && DENIALS.has(ws[read.b]!.w) && !REMARK_BREAK.test(ws[j]!.gap))
    return { ...read, b: tail.length > 0 ? tail[tail.length - 1]! + 1 : again.b };
  const shapes = again.shapes?.[0] && read.shapes ? read.shapes.map((sh, i) => (i === at ? again.shapes![0]! : sh)) : read.shapes;
  return {
    ...read,
    units: read.units.map((u, i) => (i === at ? again.units[0]! : u)),
    ...(shapes ? { shapes } : {}),
    b: tail.length > 0 ? tail[tail.length - 1]! + 1 : again.b,
  };
}

/**
 * Class: at the summary, one given name denied for another ("laura no, lorena 🙈", "it's Lara not Laura"): two common
 * given names, "no"/"not" between them. "no" set apart from the word after it by punctuation denies the one before
 * ("laura no, lorena"); set apart from the word before, the one after ("Lorena, no Laura"); "not" alone denies the one
 * after ("Lorena not Laura"); a bare "no" says nothing for sure. The right given name's read (the words
 * of both claimed), else undefined. Only these words, lead words ("es", "it's") and laughter may be left unclaimed.
 */
function givenSwapped(ws: readonly Word[], used: readonly boolean[]): NameRead | undefined {
  const free = ws.map((_, k) => k).filter((k) => !used[k] && !NAME_ANSWER_LEADS.has(ws[k]!.w) && !LAUGHTER.has(ws[k]!.w));
  if (free.length !== 3 || free[2]! - free[0]! !== 2) return undefined;
  const [x, no, y] = free.map((k) => ws[k]!);
  if (!x || !no || !y || (no.w !== 'no' && no.w !== 'not') || !isGiven(x.w) || !isGiven(y.w) || x.w === y.w) return undefined;
  const after = /[,.;:…!-]/.test(y.gap);
  const before = /[,.;:…!-]/.test(no.gap);
  // "laura no lorena", no punctuation: which one is denied is unsure (but English "not" denies the name after it)
  if (after === before && no.w === 'no') return undefined;
  const right = after ? y : x;
  return { units: [[properCase(right.raw)]], a: free[0]!, b: free[2]! + 1 };
}

/**
 * Class: a clause about who travels along, said after the name ("hernán darío mejía y voy con mi esposa", "Tom
 * Baker, travelling with my wife"): another detail (for the party), so the name stands alone.
 */
const COMPANION_HEADS = words('voy vamos viajo viajamos viaja viajan viene vienen llevo llevamos travelling traveling coming going');
/** Words beginning another clause after a name: "William Harris, booking on behalf of my company", "Ana Ruiz, reservando para dos". */
const CLAUSE_HEADS = words('booking reserving making calling writing reservando reservo haciendo llamando escribiendo behalf');
/** Words beginning another detail after a name: "Juliana Vélez, nacida en 1990", "Ana Ruiz, cédula 123…". */
const DETAIL_HEADS = new Set([
  ...DETAIL_LABELS,
  // Class: a booking reference or code after the name ("Mateo Ruiz (ref. AV-2231)", "Ana Ruiz, localizador XK12").
  ...words('ref referencia localizador pnr codigo code'),
  ...CLAUSE_HEADS,
  ...words('nacida nacido born cedula cc documento pasaporte passport dni edad age fecha nacimiento birthday dob cumpleanos'),
  ...COMPANION_HEADS,
]);
/** Words allowed before a detail's first word: "y mi correo es …", "and my phone …". */
const DETAIL_LEADS = words('y e and mi my su con with tambien also es is el la the');

/**
 * Whether the words after a bare name (from word `b`; `rest` the unclaimed
 * ones) are other details, so the name stands alone: the name ends where a
 * comma or a part already read stands ("Tom Wilson, +1 202…", "Ana Ruiz, vivo
 * en Cali"), or where a detail's word begins; and the unclaimed words left
 * start, after "y", "mi", "and my" and the like, with a detail's word
 * ("correo", "phone", "nacida", "cédula"). Nothing else may follow ("Perdón,
 * Ana Gómez" is not the name "Perdón").
 */
function detailsAfter(ws: readonly Word[], b: number, rest: readonly number[]): boolean {
  const next = ws[b];
  if (next && !next.breakBefore && !DETAIL_HEADS.has(next.w) && !DETAIL_LEADS.has(next.w)) return false;
  if (rest.length === 0) return next !== undefined || b === ws.length;
  let i = 0;
  while (i < rest.length - 1 && i < 3 && DETAIL_LEADS.has(ws[rest[i]!]!.w)) i++;
  return DETAIL_HEADS.has(ws[rest[i]!]!.w);
}

/** Whether folded words are a known city of the catalogue or the built-in list, and not a common given name ("Florencia" is both). */
function cityWord(w: string, cityKeys: ReadonlySet<string>): boolean {
  return (cityKeys.has(w) || CITY_CANON.has(w)) && !isGiven(w);
}

/**
 * A complaint about the name, in the whole folded message: "el nombre está
 * mal", "mi apellido está mal escrito", "the name is wrong", "wrong last
 * name", "hay un error en el nombre". Group 1 or 2: the word for the name.
 */
const NAME_COMPLAINT = new RegExp(
  [
    String.raw`\b(nombres?|apellidos?|name|last\s+name|surname|first\s+name)\b(?:\s+[a-z']+){0,3}?\s+(?:esta|estan|quedo|quedaron|salio|is|are|was|'s|es)?\s*(?:mal\s+escrito|mal\s+escritos|incompleto|incompletos|incompleta|incomplete|mal|malo|equivocado|equivocados|incorrecto|incorrectos|errado|wrong|incorrect|misspelled|misspelt|spelled\s+wrong|not\s+right|no\s+es\s+ese|no\s+es\s+asi|no\s+es\s+correcto)\b`,
    // "Surname is spelled Smyth", "mi apellido se escribe Ñañez": the spelling said outright.
    String.raw`\b(nombres?|apellidos?|name|last\s+name|surname|first\s+name)\s+(?:is\s+spelled|is\s+spelt|is\s+written|se\s+escribe)\b`,
    // Class: the fault said before the label ("está mal el nombre, es …", chat "ta mal el nombre").
    String.raw`\b(?:esta|ta|estan|tan)\s+(?:mal\s+escritos?|mal|malo|equivocados?|incorrectos?)\s+(?:el|mi|los|mis|la)\s+(nombres?|apellidos?)\b`,
    String.raw`\b(?:wrong|incorrect|misspelled|error\s+en\s+(?:el|mi|los|mis)|typo\s+in\s+(?:the|my)|mistake\s+in\s+(?:the|my)|corregir\s+(?:el|mi|los|mis)|corrige\s+(?:el|mi)|corrijan\s+(?:el|mi)|fix\s+(?:the|my)|correct\s+(?:the|my))\s+(nombres?|apellidos?|name|last\s+name|surname|first\s+name)\b`,
  ].join('|'),
);
/** Said between a name complaint and the right name: "es", "sería", "debería ser", "it's", "should be", "el correcto es". */
const NAME_FIX_LEAD =
  /^[\s,.;:!-]*(?:(?:no\s*,?\s*)?(?:es|seria|deberia\s+ser|debe\s+ser|el\s+correcto\s+es|lo\s+correcto\s+es|correcto\s+es|se\s+escribe|it\s+is|it's|its|is|should\s+be|it\s+should\s+be|it\s+should\s+read|the\s+right\s+one\s+is|the\s+correct\s+one\s+is|correct\s+is|por\s+favor|please)\b)?(?:\s*[,:]?\s*(?:es|is|be))?[\s,:]*$/;

/**
 * The right name said after a complaint about it: "el nombre está mal, es
 * Laura Restrepo Arango", "mi apellido está mal escrito: Restrepo", "the
 * name is wrong, it should be Tom Baker". After "apellido"/"last
 * name"/"surname" it is the last name; else the whole name, split as usual.
 * The name must end the message (courtesy words aside): "…, es Lorena no
 * Laura" is not read. Claims the lead words and the complaint's unclaimed words.
 */
function nameFixAt(scan: PersonScan): (NameRead & { role: NameRole }) | undefined {
  const { ws, raw, used } = scan;
  const full = foldKeepLength(raw);
  const hit = NAME_COMPLAINT.exec(full);
  if (!hit) return undefined;
  const end = hit.index + hit[0].length;
  const k = ws.findIndex((x, i) => x.start >= end && !used[i] && !NAME_FIX_LEAD_WORDS.has(x.w));
  if (k < 0 || !NAME_FIX_LEAD.test(full.slice(end, ws[k]!.start))) return undefined;
  const word = (hit[1] ?? hit[2] ?? hit[3] ?? hit[4] ?? '').replace(/\s+/g, ' ');
  const role: NameRole = /^(?:apellidos?|last name|surname)$/.test(word) ? 'last' : 'full';
  const read = nameAt(scan, k, role === 'last', true);
  if (!read || read.units.length > 6) return undefined;
  const rest = ws.map((_, f) => f).filter((f) => f >= read.b && !used[f] && !NAME_TAIL.has(ws[f]!.w));
  if (rest.length > 0 && !deniedAfter(ws, read.b, rest)) return undefined;
  // Claim from the complaint's first unclaimed word on.
  let a = k;
  while (a > 0 && !used[a - 1] && ws[a - 1]!.end > hit.index) a--;
  // ", not Smith": the spelling denied is claimed too.
  return { ...read, a, b: rest.length > 0 ? rest[rest.length - 1]! + 1 : read.b, role };
}
/**
 * Whether the words `rest` right after a name (from word `b`) only deny
 * another spelling: a comma or a dash, "not"/"no" (or "not" alone), then one to three name
 * words ending the message ("Smyth, not Smith"). "Lorena no, Laura" (a
 * break after "no") is a correction, not a denial.
 */
function deniedAfter(ws: readonly Word[], b: number, rest: readonly number[]): boolean {
  const no = ws[b];
  // Class: English "not" denies the word after it with no comma too ("it's Lara not Laura"); a bare Spanish "no" does
  // not ("es Lorena no Laura": which one is denied is unsure).
  const plainNot = no?.w === 'not' && /^\s+$/.test(no.gap);
  if (rest[0] !== b || !no || !NEGATIONS.has(no.w) || !(plainNot || /^\s*[,;—–-]\s*$/.test(no.gap))) return false;
  const denied = rest.slice(1);
  return denied.length >= 1 && denied.length <= 3 && denied.every((f, i) => f === b + 1 + i && !ws[f]!.breakBefore && nameLike(ws[f]!, true, true));
}

/** Words of a remark on a name's letters: "without the h", "sin h", "with two l's", "con doble ele", "con y griega". */
const SPELLING_REMARK_WORDS = words('without with sin con the a an one two double doble una un dos letter letra griega ele ere ese hache ye i');

/**
 * Words naming a letter or a written accent in a remark on a name's spelling, folded ("con eñe", "Ríos con tilde",
 * "with an accent on the i", "con zeta", "con jota"): a remark on the letters, never a name.
 */
const LETTER_WORDS = words(
  'ene tilde tildes acento acentos accent accents acute cedilla cedilha til zeta jota ce be ve uve ge equis ele ere erre ese hache ye griega doble',
);

/**
 * Words naming how a name is written, not its letters: its marks ("with an apostrophe", "con guion", "with a dash",
 * "hyphenated") and its spacing ("todo separado", "all one word", "two words"). Said after a name with no comma
 * between, as dictated (class: a dictated remark on the writing, "Sarah O'Connor with an apostrophe", "Santiago de la
 * Torre todo separado"): passed over like a remark on the letters.
 */
const WRITING_WORDS = words(
  'apostrophe apostrofe apostrofo dash hyphen hyphenated guion guiones raya tilde tildes accent accents acento acentos space spaces espacio espacios capital capitals mayuscula mayusculas separado separada separados separate separately junto juntos pegado together word words palabra palabras todo all in en one two una dos single sola',
);
/** The words a writing remark starts with (see {@link WRITING_WORDS}): "with …", "sin …", "todo separado", "all one word", "hyphenated". */
const WRITING_HEADS = words('with without sin con todo all separado separada separate separately junto pegado hyphenated in en one two una dos');

/**
 * Whether the words `rest` after a name only say how it is written (see {@link WRITING_WORDS}): two to five words (or
 * a lone "hyphenated", "separado"), opening with a {@link WRITING_HEADS} word, the rest writing words, articles or
 * letters, at least one naming a mark or the spacing. "Sarah O'Connor with an apostrophe", "Jean-Pierre Dubois with
 * a dash", "Santiago de la Torre todo separado", "Mónica con tilde". Not "with my wife" (no writing word).
 */
function writingRemark(ws: readonly Word[], rest: readonly number[]): boolean {
  const said = rest.map((f) => ws[f]!.w);
  if (said.length === 0 || said.length > 5 || !WRITING_HEADS.has(said[0]!)) return false;
  const marks = said.filter((w) => WRITING_WORDS.has(w) && !WRITING_HEADS.has(w) && !/^(?:in|en|one|two|una|dos|single|sola|all|todo)$/.test(w));
  const lone = said.length === 1 && /^(?:separado|separada|separate|separately|hyphenated|junto|pegado)$/.test(said[0]!);
  return (
    (lone || marks.length > 0 || said.some((w) => /^(?:separado|separada|separate|separately|junto|pegado|together)$/.test(w))) &&
    said.every((w) => WRITING_WORDS.has(w) || WRITING_HEADS.has(w) || SPELLING_REMARK_WORDS.has(w) || LETTER_WORDS.has(w) || /^\p{L}$/u.test(w))
  );
}

/** Whether the words `rest` are a remark on a name's letters (see {@link SPELLING_REMARK_WORDS}; single letters too): "without the h". */
function spellingRemark(ws: readonly Word[], rest: readonly number[]): boolean {
  const said = rest.map((f) => ws[f]!.w);
  return (
    said.length >= 2 &&
    said.length <= 5 &&
    ['without', 'with', 'sin', 'con'].includes(said[0]!) &&
    said.every((w) => SPELLING_REMARK_WORDS.has(w) || /^\p{L}(?:'?s)?$/u.test(w))
  );
}

/**
 * Said in a remark after a name, these take the name back or name someone
 * else as the holder ("…, perdón, …", "…, pero a nombre de mi esposo",
 * "…, for my boss"): such a remark is never passed over (see {@link remarkTail}).
 */
const REMARK_BLOCKERS =
  /\b(?:perdon|perdona|sorry|digo|quise\s+decir|mejor|wait|oops|actually|i\s+mean|no\s+es(?!\s+(?:broma|chiste|mentira|joda))|not(?!\s+(?:a\s+)?joke|\s+kidding)|no\s+se|creo|i\s+think|maybe|quizas|tal\s+vez|nombre\s+de|name\s+of|a\s+nombre|under\s+(?:my|his|her|our|their)|for\s+(?:my|his|her|our|their)|para\s+(?:mi|mis|su|sus))\b/;
/** Possessives before a relation in a remark ("mi esposo", "my wife"): someone else is spoken of. */
const REMARK_POSSESSIVES = words('mi mis my su sus his her our their nuestro nuestra');
/** Punctuation that sets a remark apart from the name before it: a comma, a bracket, a dash, an ellipsis, a semicolon, a stop. */
const REMARK_BREAK = /[,;([—–-]|\.|…/;

/** A word spelling letters out ("A-O-I-F-E", "J", "Y"): a remark on the name's letters. */
function spelledLetters(w: string): boolean {
  return /^\p{L}(?:[-.]\p{L})*$/u.test(w);
}

/**
 * Whether the words `rest` after a name are a remark about it, to pass over
 * ("Leidy Johana Cuesta, Johana con J", "It's Aoife Murphy, A-O-I-F-E",
 * "Hernando Antonio Ruiz Peña (el abuelo es el titular)", "Mark Dawson — put
 * it under the company if possible", "…, la que paga soy yo jaja"). Class: a
 * name, then a remark set apart by punctuation. The remark must be a phrase
 * (at most twelve words, at least one function word or spelled letters), and
 * hold no other name: every word is a function word, a word of the name said
 * again, spelled letters, or a word that is no common given name, is typed in
 * lowercase when capitals mean something, and is no respelling of a word of
 * the name ("Gomes, no, gómez"). Up to three lowercase words with informative capitals need no function word
 * ("…, retired schoolteacher"). No digits or "@", no {@link REMARK_BLOCKERS}
 * (corrections, doubt: "Ana Gómez, no sé"; someone else as the holder),
 * no relation after a possessive ("…, y mi esposo"). With `loose`, words of
 * a statement on the name's order may be demonyms and apologies ("sorry,
 * Japanese order").
 */
function remarkTail(scan: PersonScan, units: readonly string[][], rest: readonly number[], loose = false): boolean {
  const { ws, informative, cityKeys } = scan;
  // "Declan Byrne please, Byrne with a Y": courtesy words before the remark are passed over.
  let skip = 0;
  while (skip < rest.length && NAME_TAIL.has(ws[rest[skip]!]!.w)) skip++;
  if (skip > 0) return remarkTail(scan, units, rest.slice(skip), loose);
  if (rest.length === 0 || rest.length > 12) return false;
  const head = ws[rest[0]!]!;
  if (!REMARK_BREAK.test(head.gap)) return false;
  const said = rest.map((f) => ws[f]!.w);
  if (said.some((w) => /[\d@]/.test(w))) return false;
  const text = said.join(' ');
  if (!loose && REMARK_BLOCKERS.test(text)) return false;
  if (said.some((w, i) => RELATIONS.has(w) && REMARK_POSSESSIVES.has(said[i - 1] ?? ''))) return false;
  const own = new Set(units.flat().map((u) => fold(u)));
  let phraseLike = false;
  for (const f of rest) {
    const x = ws[f]!;
    if (own.has(x.w)) continue;
    if (x.w.length === 1 || (spelledLetters(x.raw) && x.raw.length > 1 && /[-.]/.test(x.raw))) {
      phraseLike = true;
      continue;
    }
    // "Sarah-Jane McAllister, mum of the twins": the speaker's role in the party makes a remark too.
    if (STOP.has(x.w) || NAME_TAIL.has(x.w) || LETTER_WORDS.has(x.w) || GROUP_ROLES.has(x.w)) {
      phraseLike = true;
      continue;
    }
    if (loose && PLACES.has(x.w)) continue;
    if (isGiven(x.w) || cityWord(x.w, cityKeys)) return false;
    if (informative && /^\p{Lu}/u.test(x.raw) && !x.sentenceStart) return false;
    if ([...own].some((o) => o.length > 2 && distance(o, x.w) <= 2)) return false;
  }
  // Class: a short description of the guest in lowercase where capitals mean something ("Harold Jenkins, retired
  // schoolteacher"): no name, since a name would be capitalised.
  return phraseLike || (informative && rest.length <= 3);
}

/** Words for the family name in a remark on the name's parts ("Tan is my family name", "Obi es el apellido"). */
const FAMILY_TERMS = String.raw`(?:family\s+name|last\s+name|surname|apellido|apellidos)`;
/** Words for the given name in a remark on the name's parts ("Kenji is my first name", "Ana es el nombre"). */
const GIVEN_TERMS = String.raw`(?:first\s+name|given\s+name|primer\s+nombre|nombre)`;
const STATED_ROLE = new RegExp(String.raw`(?:^|\s)(\S+)\s+(?:is|es)\s+(?:(?:my|mi|el|the|his|her|su)\s+)?(?:(${FAMILY_TERMS})|(${GIVEN_TERMS}))\b`);
/** A remark that the name was written surname first ("(surname first)", "Japanese order", "apellido primero"). */
const ORDER_REMARK =
  /\b(?:(?:surname|family\s+name|last\s+name)\s+first|apellidos?\s+(?:de\s+)?primero|(?:japanese|chinese|korean|vietnamese|hungarian|asian|eastern)\s+order|orden\s+(?:japones|chino|coreano|asiatico|oriental))\b/;

/**
 * The name's parts as a remark after it states them (class: a remark on which
 * word is the surname or the given name, or that the order is surname first):
 * "Tan Wei Ming — Tan is my family name" → Wei Ming + Tan; "Chiamaka Obi, Obi
 * es el apellido"; "Watanabe Kenji — sorry, Japanese order; Kenji is my first
 * name" → Kenji + Watanabe; "Okafor Chidi (surname first)" → Chidi + Okafor.
 * The word named must be the first or the last of the name; a surname-first
 * remark alone splits only two words. `'unsure'` when a remark on the parts is
 * there but does not say the split (the bot asks), undefined when there is none.
 */
function statedRoles(ws: readonly Word[], units: readonly string[][], rest: readonly number[]): { first: string[][]; last: string[][] } | 'unsure' | undefined {
  const text = rest.map((f) => ws[f]!.w).join(' ');
  const hit = STATED_ROLE.exec(text);
  const order = ORDER_REMARK.test(text);
  if (!hit && !order) return undefined;
  const n = units.length;
  if (n < 2) return 'unsure';
  if (hit) {
    const at = units.findIndex((u) => u.length === 1 && fold(u[0]!) === hit[1]);
    if (at !== 0 && at !== n - 1) return 'unsure';
    const other = units.filter((_, i) => i !== at);
    if (hit[2]) return { first: other, last: [units[at]!] };
    // A given name first, then two or more words: which are middle names and which the surname is unsure.
    if (at === 0 && n > 2) return 'unsure';
    return { first: [units[at]!], last: other };
  }
  return n === 2 ? { first: [units[1]!], last: [units[0]!] } : 'unsure';
}

/**
 * A reading that may go on from a name already read (`read`): the message's scan (see {@link PersonScan}) and the
 * unclaimed words after the read (`free`). The longer read, or undefined.
 */
type NameGoingOn = (scan: PersonScan, read: NameRead, free: readonly number[]) => NameRead | undefined;

/**
 * A name said twice, the second time whole ("Valentina, Valentina Ríos",
 * "Valentina... Valentina Ospina", "Felipe, pero me dicen Pipe. Felipe
 * Ramírez"): at the first unclaimed word after the read (`free`), set apart by
 * punctuation, a name beginning with every word of the read and longer. Its
 * read, from the first's start; else undefined.
 */
const nameSaidAgain: NameGoingOn = (scan, read, free) => {
  const { ws } = scan;
  const j = free.find((f) => f >= read.b);
  if (j === undefined || !ws[j]!.breakBefore) return undefined;
  const again = nameAt(scan, j);
  if (!again || again.units.length <= read.units.length) return undefined;
  const key = (u: readonly string[]): string => fold(u.join(' '));
  // "It's O'Connor, Siobhan O'Connor": a surname said alone, then the whole name ending with it.
  const surname = read.units.length === 1 && key(read.units[0]!) === key(again.units[again.units.length - 1]!);
  if (!surname && !read.units.every((u, i) => key(u) === key(again.units[i]!))) return undefined;
  return { ...again, a: read.a };
};

/**
 * Class: a word of the name spelled out letter by letter inside it, the name going on after it ("it's Daniel,
 * D-A-N-I-E-L, Rojas"): the spelling is passed over and the name read on. The spelling must give the word before it.
 */
const spelledThrough: NameGoingOn = (scan, read, free) => {
  const { ws, used } = scan;
  const j = free.find((f) => f >= read.b);
  const spelled = j === undefined ? undefined : ws[j];
  if (j !== read.b || !spelled || !/[-.]/.test(spelled.raw) || !spelledLetters(spelled.raw)) return undefined;
  const last = read.units[read.units.length - 1]!;
  if (fold(spelled.raw.replace(/[-.]/g, '')) !== fold(last.join(''))) return undefined;
  const next = ws[j + 1];
  if (!next || !/^\s*,\s*$/.test(next.gap) || used[j + 1]) return undefined;
  const more = nameAt(scan, j + 1);
  if (!more || more.units.length > 2) return undefined;
  return { units: [...read.units, ...more.units], shapes: [...(read.shapes ?? []), ...(more.shapes ?? [])], a: read.a, b: more.b };
};

/** Said before a bare name to make the booking the speaker's own: "a nombre mío, Sandra Ortiz", "under my name: Tom Baker". */
const SELF_HOLDER_LEADS: readonly string[][] = [
  ['a', 'nombre', 'mio'],
  ['a', 'mi', 'nombre'],
  ['a', 'nombre', 'propio'],
  ['under', 'my', 'name'],
  ['in', 'my', 'name'],
];

/** Roles a speaker holds in a travelling party or a group ("la abuela", "the coach", "la profe", "the organiser"), folded. */
const GROUP_ROLES = words(`
  coach entrenador entrenadora profe profesor profesora teacher organizador organizadora organizer organiser lider leader
  guia guide capitan captain delegado delegada encargado encargada responsable abuelo abuela grandma grandpa granny
  grandmother grandfather mama papa mom mum dad mother father tio tia uncle aunt madrina padrino
`);
/** Said before a role ("soy la …", "I'm the …"): a copula, then an article. */
const ROLE_COPULAS = words("soy i'm im es it's its");
const ROLE_ARTICLES_BEFORE = words('el la the a an su');

/**
 * Class: the speaker's role in the party said before the name at the name question ("soy la abuela, Luz Marina
 * Ospina", "I'm the coach, Mike Thompson"): a copula, an article, a role of {@link GROUP_ROLES} or {@link RELATIONS},
 * then a comma or colon. The number of words of the role said, from `free[lead]`, or 0.
 */
function speakerRole(ws: readonly Word[], free: readonly number[], lead: number): number {
  const at = (i: number): Word | undefined => (free[lead + i] === free[lead]! + i ? ws[free[lead + i]!] : undefined);
  let i = 0;
  if (ROLE_COPULAS.has(at(i)?.w ?? '')) i++;
  else if (at(i)?.w === 'i' && at(i + 1)?.w === 'am') i += 2;
  if (i === 0 || !ROLE_ARTICLES_BEFORE.has(at(i)?.w ?? '')) return 0;
  const role = at(i + 1)?.w ?? '';
  if (!GROUP_ROLES.has(role) && !RELATIONS.has(role)) return 0;
  const next = at(i + 2);
  return next && /^\s*[,:]\s*$/.test(next.gap) && free.length > lead + i + 2 ? i + 2 : 0;
}

/** Most words of a nickname said before the name (see {@link nicknameBefore}). */
const MAX_NICKNAME_WORDS = 3;

/**
 * Class: a nickname said first, then the name after "pero"/"but" ("me dicen la mona pero es Daniela Henao", "my
 * friends call me Red but it's Erin Walsh"): the nickname clause (a nickname trigger, at most
 * {@link MAX_NICKNAME_WORDS} words, "pero" and the lead words after it) is passed over; the number of free words it
 * takes from `lead`, 0 when there is none.
 */
function nicknameBefore(ws: readonly Word[], free: readonly number[], lead: number): number {
  const said = free.slice(lead).map((f) => ws[f]!.w);
  const t = NAME_TRIGGERS.find((x) => x.nickname && !TITLE_ARTICLES.has(x.seq[x.seq.length - 1]!) && x.seq.every((w, j) => said[j] === w));
  if (!t) return 0;
  for (let r = t.seq.length + 1; r <= t.seq.length + MAX_NICKNAME_WORDS && r < said.length - 1; r++) {
    if (said[r] !== 'pero' && said[r] !== 'but') continue;
    let b = r + 1;
    while (b < said.length - 1 && NAME_ANSWER_LEADS.has(said[b]!)) b++;
    return b;
  }
  return 0;
}

/** Words that start the answer again after chatter ("…? bueno, Camilo Torres", "…, well, Tom Baker", "…, anyway: …"). */
const RESTART_WORDS = words('bueno well anyway anyways total igual');

/**
 * Class: chatter at the name question, then the answer started again with {@link RESTART_WORDS} after punctuation
 * ("pa q necesitas el nombre? bueno, Camilo Torres", "soy la mona jaja, bueno Valentina Zapata"): the number of words
 * of the chatter and the restart word, from `free[lead]`, or 0. The chatter holds no given name and no capitalised
 * word (else it may be a name taken back, "Andrés Gómez, bueno Gómez Arango", which is not read so).
 */
function chatterBeforeRestart(ws: readonly Word[], free: readonly number[], lead: number): number {
  for (let r = lead + 1; r < free.length - 1; r++) {
    const x = ws[free[r]!]!;
    if (!RESTART_WORDS.has(x.w) || !/[,.?!;…]/.test(x.gap)) continue;
    const chatter = free.slice(lead, r).map((f) => ws[f]!);
    if (chatter.some((c) => isGiven(c.w) || (/^\p{Lu}/u.test(c.raw) && !c.sentenceStart))) return 0;
    return r + 1 - lead;
  }
  return 0;
}

/** Words of {@link NAME_FIX_LEAD}, skipped to find the name's first word. */
const NAME_FIX_LEAD_WORDS = words(
  "no es seria deberia debe ser el lo correcto se escribe it is it's its should be read the right one correct por favor please",
);

/**
 * The country of the place after a residence trigger, the guest's or said of
 * them by an agent ("I live in Canada" → CAN, "I live in Toronto" → CAN,
 * "vive en Panamá" → PAN), '' when the place is not known to be of
 * one country ("I live in Dubai"); undefined when no residence is said.
 */
function residenceCountryAt(ws: readonly Word[], cityKeys: ReadonlySet<string>): string | undefined {
  for (let k = 0; k < ws.length; k++) {
    const seq = [...RESIDENCE_TRIGGERS, ...THIRD_PERSON_RESIDENCE].find((t) => startsWithSeq(ws, k, t));
    if (!seq) continue;
    let at = k + seq.length;
    if (ws[at]?.w === 'the') at++;
    for (let n = Math.min(MAX_PLACE_WORDS, ws.length - at); n >= 1; n--) {
      const p = phrase(ws, at, at + n, true);
      if (!p) continue;
      const place = PLACES.get(p);
      if (place?.kind === 'name') return place.code;
      const city = CITY_CANON.get(p);
      if (city || cityKeys.has(p)) return (city && CITY_COUNTRY[city]) ?? '';
      // A region of a country ("vivo en Florida", "I live in Ontario"): its country.
      const region = REGION_COUNTRY.get(p);
      if (region) return region;
    }
    return ws[at] ? '' : undefined;
  }
  return undefined;
}

// ==================================================================== person: who writes is not always the guest

/**
 * Words of a company's name (folded): a name read holding one, or followed by
 * a legal suffix, is a company, never a person ("a nombre de Inversiones
 * López SAS", "Constructora Bolívar", "Acme Corp"). Sectors that begin a
 * trade name ("Turismo Express", "Viajes Andinos", "Grupo Éxito") and legal
 * suffixes (SAS, Ltda, LLC, Inc, Ltd, GmbH, Corp, PLC, SRL).
 */
const COMPANY_WORDS = words(`
  inversiones grupo constructora turismo viajes tours agencia inmobiliaria comercializadora distribuidora
  travel travels trips holidays vacations expeditions
  industrias consultores consultoria asociados holding compania corporacion fundacion
  sas ltda llc inc ltd gmbh corp plc srl
`);
/** Legal suffixes written with dots ("S.A.", "S.A.S.", "S. A.", "Cía."), read in the raw text right after a name. */
const DOTTED_COMPANY_SUFFIX = /^[\s,]*(?:S\.\s?A\.(?:\s?S\.?)?|S\.L\.|C[ií]a\.)/;

/** Whether the words from `a` up to `b` (and the word at `b`, a suffix) hold a company word, or a dotted legal suffix follows. */
function companyAt(ws: readonly Word[], raw: string, a: number, b: number): boolean {
  for (let k = a; k <= b && k < ws.length; k++) {
    if (k === b && ws[k]!.breakBefore && !/^[\s,]*$/.test(ws[k]!.gap)) break;
    if (COMPANY_WORDS.has(ws[k]!.w)) return true;
  }
  return DOTTED_COMPANY_SUFFIX.test(raw.slice(ws[b - 1]?.end ?? 0));
}

/** The end (exclusive) of a company's name reaching word `b`: its capitalised words and suffixes, up to a break. */
function companyEnd(ws: readonly Word[], b: number): number {
  let e = b;
  while (e < ws.length && !ws[e]!.breakBefore && (COMPANY_WORDS.has(ws[e]!.w) || /^\p{Lu}/u.test(ws[e]!.raw))) e++;
  return e;
}

/**
 * Words of a department or an organisation (folded) said after a writer's
 * name with "from"/"de": "Jennifer from Acme HR", "Diana de recursos
 * humanos", "Tom from the travel desk", "Ana de la agencia".
 */
const DEPARTMENT_WORDS = words(`
  hr rrhh recursos humanos human resources talento ventas sales compras procurement purchasing contabilidad accounting
  accounts finanzas finance gerencia management administracion admin logistica logistics mercadeo marketing
  desk oficina office empresa company agencia agency eventos events team equipo departamento department
`);
/**
 * Roles of someone who books for others (folded), said after their name:
 * "I'm Carla, PA to Mr. David Chen", "soy Ximena Beltrán, la asistente",
 * "soy Pedro, el conductor de la empresa".
 */
const REQUESTER_ROLES = words(`
  pa ea asistente assistant secretaria secretario secretary coordinadora coordinador coordinator agente agent
  ejecutiva ejecutivo executive recepcionista receptionist administradora administrador administrator
`);
/** Said between a role and the one the requester works for: "PA to", "asistente de", "assistant of". */
const ROLE_LINKS = words('to of de del for');
/** Articles and pronouns before a role: "la asistente", "the PA", "his assistant", "su secretaria". */
const ROLE_ARTICLES = words('la el the a an su his her my mi');

/**
 * Said in a message from a requester to put the booking under the person
 * they work for: "put the booking under his name", "in her name", "a su
 * nombre", "a nombre de él", "he needs", "she is travelling", "él viaja".
 */
const HOLDER_PRONOUN =
  /\b(?:(?:under|in)\s+(?:his|her)\s+name|a\s+su\s+nombre|a\s+nombre\s+de\s+(?:el|ella)|(?:he|she)\s+(?:needs|will|is|'s|arrives|travels)|(?:el|ella)\s+(?:necesita|viaja|llega|va))\b/;

/**
 * A self-introduction's name followed by an affiliation (from word `b`): "from"
 * or "de" and up to four words holding a {@link DEPARTMENT_WORDS} or
 * {@link COMPANY_WORDS} word ("Jennifer from Acme HR", "Diana de recursos
 * humanos"), or a comma and a {@link REQUESTER_ROLES} word ("Carla, PA to
 * Mr. David Chen", "Ximena Beltrán, la asistente"). The writer then books
 * for someone else: their name is not the guest's. The end (exclusive) of the
 * words used, and with a role and "to"/"de", the word where the one they
 * work for is named (`boss`). Undefined when no affiliation follows ("Sarah
 * from Boston", "Ana de Cali": a place).
 */
function requesterAfter(ws: readonly Word[], b: number): { b: number; boss?: number } | undefined {
  const next = ws[b];
  if (!next) return undefined;
  if ((next.w === 'from' || next.w === 'de' || next.w === 'del') && !/[.!?;]/.test(next.gap)) {
    for (let e = b + 1; e < ws.length && e <= b + 4 && !ws[e]!.breakBefore; e++) {
      if (DEPARTMENT_WORDS.has(ws[e]!.w) || COMPANY_WORDS.has(ws[e]!.w)) {
        let end = e + 1;
        while (end < ws.length && !ws[end]!.breakBefore && (DEPARTMENT_WORDS.has(ws[end]!.w) || /^\p{Lu}/u.test(ws[end]!.raw))) end++;
        return { b: end };
      }
    }
    return undefined;
  }
  if (!/^\s*[,(—–-]\s*$/.test(next.gap)) return undefined;
  let k = b;
  if (ROLE_ARTICLES.has(ws[k]!.w) && !ws[k + 1]?.breakBefore) k++;
  if (!REQUESTER_ROLES.has(ws[k]?.w ?? '')) return undefined;
  const link = ws[k + 1];
  if (link && !link.breakBefore && ROLE_LINKS.has(link.w)) return { b: k + 2, boss: k + 2 };
  return { b: k + 1 };
}

/** The person a requester works for, named at word `k` (a title before it dropped): "Mr. David Chen", "la Dra. Lozano". */
function employerAt(scan: PersonScan, k: number): { read: NameRead } | undefined {
  const { ws } = scan;
  const title = titleAt(ws, k);
  const start = title ? title.b : k;
  const read = nameAt(scan, start);
  if (!read || read.units.length < 2 || companyAt(ws, '', start, read.b)) return undefined;
  return { read: { ...read, a: k } };
}

/**
 * A surname said alone, then the whole name ending with it after a break
 * ("the name's Bond. James Bond", "Pérez. Juan Pérez"): the whole name,
 * from the first read's start; else `read` itself.
 */
function restatedName(scan: PersonScan, read: NameRead): NameRead {
  const { ws, used } = scan;
  const next = ws[read.b];
  if (read.units.length !== 1 || !next || !next.breakBefore || used[read.b]) return read;
  const again = nameAt(scan, read.b);
  if (!again || again.units.length < 2 || again.units.length > 4) return read;
  const last = again.units[again.units.length - 1]!;
  const said = fold(read.units[0]!.join(' '));
  // Class: a name said again whole after a comma ("soy Sofía, Sofía Fernández", "name's Jack, Jack Thompson"): the
  // given name said first, then the whole name beginning with it. Class: the name restarted after a pause ("me llamo
  // carlos... carlos alberto mejía"): an ellipsis stands for the comma.
  const given = /^\s*(?:,|\.{2,}|…)\s*$/.test(next.gap) && fold(again.units[0]!.join(' ')) === said;
  if (fold(last.join(' ')) !== said && !given) return read;
  return { ...again, a: read.a };
}

/**
 * Class: a spelling note after a name restating one of its words with its accents or "ñ" ("Diana Marcela Rios, Ríos
 * con tilde", "sebastian castano, castaño con ñ", "Lucia Fernandez. Lucía with an accent on the i"): the word is
 * written as the note spells it. Only the marks may differ (the folded words are equal), so no other name is taken.
 */
function respelledByNote(ws: readonly Word[], units: readonly string[][], after: readonly number[]): string[][] {
  const notes = after.map((f) => ws[f]!).filter((x) => /[^\p{ASCII}]/u.test(x.raw));
  if (notes.length === 0) return units.map((u) => [...u]);
  return units.map((u) =>
    u.map((part) => {
      const note = notes.find((x) => x.w === fold(part) && x.raw.toLowerCase() !== part.toLowerCase() && !/[^\p{ASCII}]/u.test(part));
      if (!note) return part;
      return part === part.toUpperCase() && part !== part.toLowerCase() ? note.raw.toUpperCase() : properCase(note.raw.toLowerCase());
    }),
  );
}

/** Brackets and quotes around a nickname inside a name: "Jessica (Jess) Martinez", 'Robert "Bob" Smith'. */
const NICKNAME_MARKS: Readonly<Record<string, string>> = { '(': ')', '"': '"', '“': '”', '«': '»', '[': ']' };

/**
 * Class: a nickname in brackets or quotes between the words of a name ("Jessica (Jess) Martinez", 'Robert "Bob"
 * Smith'): one word set apart between two name words is no part of the name. The words without it (the word after it
 * joined to the name as if only a space stood between); its span is added to `spans` (claimed).
 */
function withoutInnerNicknames(ws: Word[], spans: TextRange[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < ws.length; i++) {
    const x = ws[i]!;
    const prev = out[out.length - 1];
    const next = ws[i + 1];
    const open = x.gap.trim();
    const close = NICKNAME_MARKS[open];
    if (prev && next && close && next.gap.trim() === close && nameLike(prev) && nameLike(x) && nameLike(next)) {
      spans.push([x.start - (x.gap.length - x.gap.indexOf(open)), next.start - (next.gap.length - next.gap.indexOf(close)) + 1]);
      ws[i + 1] = { ...next, gap: ' ', breakBefore: false };
      continue;
    }
    out.push(x);
  }
  return out;
}

/** An abbreviated title as typed, checked before the costlier {@link titledTraveller}. */
const TITLE_TYPED = /\b(?:sr|sra|srta|dr|dra|mr|mrs|ms|miss|ing|lic|arq|prof|don|doña|dona)\b/i;

/** Said right before a traveller's title: "para el Sr. …", "for Dr. …", "ejecutivo Sr. …", "guest Mrs. …". */
const TRAVELLER_LEADS = words('para for ejecutivo ejecutiva huesped guest traveller traveler pasajero pasajera viajero viajera');

/**
 * A traveller named by an abbreviated title whose words another reader claimed (the party's reader takes "para el Sr.
 * Tomás" as one adult): in the message as typed, a {@link STRONG_TITLES} title claimed by then, and a name of two or
 * more words after it, capitalised where capitals mean something. The read (on the words as typed; its span is
 * claimed again, harmlessly), and a country code in capitals in brackets right after it ("Dr. Hans MÜLLER (DEU)").
 */
function titledTraveller(m: Message, scan: PersonScan): { read: NameRead; span: TextRange; country?: string } | undefined {
  const all = wordsOf({ ...m, folded: foldKeepLength(m.raw) });
  const informative = caseInformative(all);
  if (!informative) return undefined;
  const present = new Set(tokens(m.folded).map((t) => t.start));
  const free = new Array<boolean>(all.length).fill(false);
  // Two people named by title ("Mr. John SMITH + Ms. Jane DOE"): which one holds the booking is not said.
  if (all.filter((_, k) => titleAt(all, k) !== undefined && !TITLE_ARTICLES.has(all[k]!.w)).length !== 1) return undefined;
  for (let k = 0; k < all.length; k++) {
    const title = titleAt(all, k);
    if (!title || !STRONG_TITLES.has(title.title) || present.has(all[title.b - 1]!.start)) continue;
    // Said as the one the booking is for ("para el Sr. …", "Booking for Dr. …", "ejecutivo Sr. …"), not as a sentence's subject.
    if (!TRAVELLER_LEADS.has(all[k - 1]?.w ?? '')) continue;
    const read = nameAt({ ...scan, ws: all, used: free, informative }, title.b);
    if (!read || read.units.length < 2 || read.units.length > 4 || !/^\p{Lu}/u.test(all[title.b]!.raw)) continue;
    // The name's other words must still be free: nobody else read them.
    if (all.slice(title.b + 1, read.b).some((x) => !present.has(x.start))) continue;
    const code = /^\s*\(\s*([A-Z]{3})\s*\)/.exec(m.raw.slice(all[read.b - 1]!.end))?.[1];
    const country = code && countries.isValid(code) && countries.alpha3ToAlpha2(code) ? code : undefined;
    const end = country ? m.raw.indexOf(')', all[read.b - 1]!.end) + 1 : all[read.b - 1]!.end;
    return { read, span: [all[title.b]!.start, end], ...(country ? { country } : {}) };
  }
  return undefined;
}

// ==================================================================== person

/**
 * Names, nationality and city of residence in a message.
 *
 * Names (`firstName`, `lastName`, or `fullName` when the split is unsure):
 * after "me llamo", "mi nombre es", "nombre:", "a nombre de", "my name is",
 * "name:", "apellido:"/"my last name is" (last name only); after "soy",
 * "habla", "I'm", "this is" only when the next word is a common given name or
 * is written with a capital in a text whose capitals mean something ("soy
 * Carlos Ruiz", "Soy Xiomara"; never "soy de Bogotá", "soy colombiano", "soy
 * yo", "soy nuevo"), and after "name's", "call me". Without a colon, "nombre
 * Ana", "first name Anna" count at the name questions or before a common
 * given name. At the name question a bare name is taken ("Ana María
 * Gómez"; "ana maria gomez" → "Ana Maria" + "Gomez": accents are never
 * added), after optional lead words ("es", "sería", "claro,", "sure, it's");
 * at the last-name question a bare name is the last name, unless it starts
 * with a common given name ("Ana Gómez": the whole name again). Courtesy
 * titles are dropped ("soy la sra. Gloria Ramírez", "Mr. Tom Baker", "doña
 * Gloria"); a single word after a title is a first name after "don"/"doña"
 * or when it is a common given name, else a last name ("Mrs. Smith"), and
 * nothing when it may be both ("Mr. Thomas"). Common given names are
 * recognised in their usual free spellings ("Jhon", "Fredy", "Yuly",
 * "Jhonatan", "Cristhian"). Words as typed
 * (accents kept), lowercase or capitals → title case ("o'neil" → "O'Neil"),
 * particles as the guest capitalised them in mixed case ("Daniela De La Hoz"
 * → "De La Hoz"), else lowercase ("daniela de la hoz" → "de la Hoz"). Split: 1 word → first name only; particles start the
 * surname ("María José de la Cruz"); 2 words → 1+1, unless the second is a
 * given name ("Juan Carlos", "Jhon Fredy": first name only, the last name is
 * asked), and `fullName` when both are given names and the second is also a
 * common surname ("Juan Martín", "María Paz": the bot asks how to split); 3 words → 2+1 when the second is a given name, else 1+2, and
 * `fullName` when the second is both a given name and a common surname
 * ("Carlos Martín Gómez"); 4 → 2+2; 5 or more → `fullName`; a surname then
 * "de X" ending the name is one surname ("Gabriela Vásquez de Mora"). Several
 * names in one message: the holder's ("book it for my boss, Robert Chen", "va a
 * nombre de la Dra. Patricia Lozano") over a plain one, over a
 * self-introduction ("I'm John"), over a nickname ("call me Liz"); see
 * {@link triggerRank}. A name taken back and said again ("pedro pablo perdón
 * pedro josé ortiz") is the second; a first name respelt with a remark on
 * its letters keeps the surname ("Sarah Miller — sorry, Sara without the
 * h"); "Nguyen, Linh" (one word each side of a comma, no given name before
 * it) is surname first; a couple's titles before one word ("Mr and Mrs
 * Taylor") give the last name; a lowercase remark and a colon between a
 * label and the name are skipped ("mi apellido es medio raro: Ñañez"); a
 * remark that it is the name on the papers is dropped ("…, that's what's
 * on my passport"); at the summary "Surname is spelled Smyth, not Smith"
 * gives the last name; courtesy after a name is dropped ("pa
 * servirle"); at the name question a remark set apart after the name is
 * passed over when it names no one else ("Leidy Johana Cuesta, Johana con
 * J", "Mark Dawson — put it under the company"; see {@link remarkTail}), a
 * remark stating the parts splits the name ("Tan Wei Ming — Tan is my family
 * name", "Okafor Chidi (surname first)"; see {@link statedRoles}), and a name
 * said again whole is the one read ("Valentina, Valentina Ríos"); an
 * abbreviated title before a capitalised name after "for"/"para" names the
 * holder anywhere ("… for Ms. Grace Tan"); form labels ("Titular:", "Nombre: … Apellidos: …") and the
 * airline form ("PEREZ GOMEZ / JUAN CARLOS") are read. Written surname
 * first: the surname in capitals before capitalised given names is read so
 * ("SMITH John" → John + Smith); three or four words in one case ending in a
 * given name after two that are not ("GARCIA MARQUEZ GABRIEL") → `fullName`
 * (asked; see {@link surnameOrder}). Hesitation words after a trigger or
 * before a bare name are dropped ("mi nombre es eh Laura Gómez"). A name never
 * holds digits, stop words (greetings, navigation, verbs), or nationality words.
 *
 * Country (`country`, ISO alpha-3) of the guest: a country name or code
 * ("Colombia", "EEUU", "EE.UU.", "USA", "UK") or a nationality word in any
 * gender and number ("colombiana", "mexicanos", "british") when said about
 * the guest: after "soy/somos/I'm/we're (de/from)", "nací en", "nacionalidad",
 * "país", "passport", or before "citizen"/"passport". At the country question
 * any such word counts, and a bare code too ("co", "MX", "us"; "DE", "ES"
 * only in capitals, "no" never), or a flag emoji alone ("🇨🇴"). "americano"
 * is not read (anyone from the Americas); "American" is the United States.
 * "Armenia" is a country only at the country question (elsewhere it may be
 * the Colombian city). Several different countries, or a double nationality
 * ("soy colombo-venezolano", "colombo venezolana", "mexicana y americana"):
 * none taken; at the country question the two are offered as
 * `countryOptions` (so are the two countries of one name: "el Congo",
 * "Georgia"; see {@link twoCountries}); but a country denied ("Austria
 * (not Australia!)") is dropped, and the last of two said as a correction
 * ("de austria no perdón de australia") is taken. At the name question a
 * nationality word ending the answer after a comma is the guest's ("Juan
 * Pérez, mexicano"); "I'm a US citizen" is the United States (the article
 * "a" blocks nothing before a citizenship). At the country question an
 * unmistakable city or a US state gives its country ("soy de Guayaquil" →
 * ECU, "Texas" → USA; see {@link placeCountry}), never a residence city.
 *
 * City of residence (`residenceCity`): after "vivo en", "resido en", "I live
 * in", "based in", "residencia:"; after "soy de", "somos de", "I'm from"
 * only when a known city follows (of `cityNames` or the built-in list, and
 * not a country: "soy de Medellín" is a residence, "soy de Colombia" a
 * country, "soy de la costa" nothing); a "vivo en" elsewhere in the message
 * wins over "soy de". At the residence question also a bare answer
 * ("Bogotá", "en Cali", "Cartagena mismo", "¿La ciudad donde vivo? Manizales"),
 * a known city with a part of it ("Bogotá, en Suba") or before another
 * clause ("Medellín pero trabajo en Panamá", "Medellín, I moved here last
 * year"), and there a country after the city's comma is the guest's
 * country too ("Madrid, España" → ESP). A correction "la ciudad no es Cali
 * sino Palmira" gives the city after "sino"/"but".
 * The city alone, in every country: a state, province, department or
 * country after a comma is dropped ("Austin, TX", "Guadalajara, Jalisco" →
 * the city). Spelled as in `cityNames` when
 * it matches one (accents and case ignored), else as a known city, else as
 * typed in title case; a city's nickname is the city ("en medallo" →
 * "Medellín"). A state, province or department of the region lexicon is not
 * a city ("vivo en florida", "I live in Texas", "vivo en Antioquia": its
 * words claimed, no city; answering the residence question its country is
 * the guest's when none was said; see {@link regionOnly}), unless it is also
 * a city's usual name ("New York", "Puebla"). A country is not a city ("vivo en España": nothing), nor is
 * small talk ("bendiciones 🙏", "amén": stop words).
 *
 * `undefined` when nothing was found.
 */
export function extractPerson(m: Message, cityNames: readonly string[] = []): GuestFound | undefined {
  const nicknames: TextRange[] = [];
  const ws = withoutInnerNicknames(wordsOf(m), nicknames);
  if (ws.length === 0) {
    // "COL" typed alone in capitals is the code even when another reader took the word ("col" as a squeezed "cool").
    const typed = m.expecting === 'country' && /^\s*[A-Z]{2,3}[\s.!]*$/.test(m.raw) ? bareCode(wordsOf({ ...m, folded: fold(m.raw) })) : undefined;
    if (typed) return { country: typed.code, spans: [] };
    const flag = m.expecting === 'country' ? flagIn(m.raw) : undefined;
    return flag ? { country: flag, spans: [] } : undefined;
  }
  const used = new Array<boolean>(ws.length).fill(false);
  const spans: TextRange[] = [...nicknames];
  const found: GuestFound = { spans };
  const take = (a: number, b: number): void => {
    for (let k = a; k < b; k++) used[k] = true;
    if (b > a) spans.push([ws[a]!.start, ws[b - 1]!.end]);
  };
  const cityKeys = new Set(cityNames.map(fold));
  const informative = caseInformative(ws);
  const scan: PersonScan = { ws, used, raw: m.raw, cityNames, cityKeys, informative };
  const hasJunk = /[@\d]/.test(m.folded);
  const nameQuestion = m.expecting === 'name' || m.expecting === 'lastName';

  // ---- country
  // "Austria (not Australia!)": a country right after "not"/"no"/"ni" is the one the guest is not from.
  let allHits: readonly CountryHit[] = [];
  // Class: "Perú no, Ecuador": a country with "no" right after it, another country following, is denied too.
  const deniedAfter = (h: CountryHit, all: readonly CountryHit[]): boolean =>
    ws[h.b]?.w === 'no' && !ws[h.b]!.breakBefore && REMARK_BREAK.test(ws[h.b + 1]?.gap ?? '') && all.some((o) => o.a > h.b);
  const denied = (h: CountryHit): boolean => (NEGATIONS.has(ws[h.a - 1]?.w ?? '') && !ws[h.a]!.breakBefore) || deniedAfter(h, allHits);
  // Class: a complaint about the country with the right one said ("el país está mal, es Ecuador no Colombia", "oops wrong
  // country, I live in Switzerland"): the country is read as the answer to the country question.
  const countryFix = m.expecting !== 'country' && COUNTRY_COMPLAINT.test(fold(m.raw));
  const all = countryHits(ws, countryFix ? { ...m, expecting: 'country' } : m);
  allHits = all;
  let hits: (CountryHit & { dropped?: boolean })[] = all.filter((h) => !denied(h));
  // "de austria no perdón de australia", "Colombia, no perdón, … póngale Panamá": the last country, said as a correction.
  if (new Set(hits.map((h) => h.code)).size > 1) {
    const last = lastCorrected(
      hits.map((h) => ({ ...h, span: [ws[h.a]!.start, ws[h.b - 1]!.end] as TextRange })),
      (h) => h.code,
      m.raw,
    );
    if (last) hits = hits.filter((h) => h.code === last.code).concat(hits.filter((h) => h.code !== last.code).map((h) => ({ ...h, dropped: true })));
  }
  // The denied country is claimed with its "not" when another is read.
  const withDenial = (h: CountryHit): CountryHit =>
    deniedAfter(h, all) && !(NEGATIONS.has(ws[h.a - 1]?.w ?? '') && !ws[h.a]!.breakBefore) ? { ...h, b: h.b + 1 } : { ...h, a: h.a - 1 };
  if (hits.length > 0) hits = hits.concat(all.filter(denied).map((h) => ({ ...withDenial(h), dropped: true })));
  if (hits.length === 0 && (m.expecting === 'country' || countryFix)) {
    // "Cali, as in California, not Colombia": a place whose country was denied says nothing; the denial is claimed.
    const deniedHits = all.filter(denied);
    const code = bareCode(ws) ?? answerOnlyDemonym(ws) ?? placeCountry(ws, used, new Set(deniedHits.map((h) => h.code))) ?? mistypedCountry(ws);
    if (code) hits = [code, ...deniedHits.map((h) => ({ ...withDenial(h), dropped: true }))];
  }
  // Class: "from right here" at the country question ("de acá mismo", "d aca", "soy de aquí", "from here"): the
  // chat's own country, Colombia; the words are claimed.
  if (hits.length === 0 && m.expecting === 'country' && FROM_HERE.test(fold(m.raw))) {
    found.country = HOME_COUNTRY;
    take(0, ws.length);
  }
  // A flag as the answer to the country question ("🇨🇴"): flags are not words, so nothing is claimed.
  let flagCountry = hits.length === 0 && m.expecting === 'country' ? flagIn(m.raw) : undefined;
  if (flagCountry && ws.some((x) => !STOP.has(x.w))) flagCountry = undefined;
  if (flagCountry) found.country = flagCountry;
  const kept = hits.filter((h) => !h.dropped);
  if (kept.length > 0 && new Set(kept.map((h) => h.code)).size === 1) {
    found.country = kept[0]!.code;
    for (const h of hits) take(h.a, h.b);
  }
  // "soy colombo-venezolano", "el Congo", "Georgia" at the country question: the two countries offered, none taken.
  const two = !found.country && !flagCountry && m.expecting === 'country' ? twoCountries(ws, used) : undefined;
  if (two) {
    found.countryOptions = two.codes;
    for (const k of two.at) take(k, k + 1);
  }

  // ---- residence city
  let residence: { a: number; read: CityRead } | undefined;
  for (let k = 0; k < ws.length && !residence; k++) {
    for (const seq of RESIDENCE_TRIGGERS) {
      if (!startsWithSeq(ws, k, seq)) continue;
      // Class: a home denied ("ya no vivo en Cali, vivo en Medellín", "I don't live in Cali anymore"): the city after a
      // negation is not where the guest lives; a later trigger may name it.
      if (NEGATIONS.has(ws[k - 1]?.w ?? '') || ws[k - 1]?.w === "don't" || ws[k - 1]?.w === 'dont') {
        const denied = cityAt(scan, k + seq.length);
        if (denied) take(k - 1, denied.b);
        // "no vivo en Cali sino en Palmira": the city after "sino"/"but" is the home.
        let j = denied && INSTEAD_WORDS.has(ws[denied.b]?.w ?? '') ? denied.b + 1 : -1;
        if (j > 0 && (ws[j]?.w === 'en' || ws[j]?.w === 'in')) j++;
        const instead = j > 0 ? cityAt(scan, j) : undefined;
        if (instead) residence = { a: denied!.b, read: instead };
        break;
      }
      const read = cityAt(scan, k + seq.length);
      // At the country question, "vivo en Panamá" names the country (read above), not the city of the same name.
      if (read && m.expecting === 'country' && PLACES.get(fold(read.city))?.kind === 'name') break;
      if (read) residence = { a: k, read };
      break;
    }
  }
  // Class: an agent answering for the client where the guest lives ("vive en Guadalajara", "reside en Buenos Aires",
  // "she lives in Boston"): said in the third person, read only at that question (elsewhere it may be anyone's).
  for (let k = 0; k < ws.length && !residence && m.expecting === 'residenceCity'; k++) {
    const seq = THIRD_PERSON_RESIDENCE.find((t) => startsWithSeq(ws, k, t));
    if (!seq) continue;
    const read = cityAt(scan, k + seq.length);
    if (read && !used[k]) residence = { a: k, read };
  }
  // "soy de Medellín", "I'm from Boston": where the guest lives, when it is a known city (not a country: "soy de Colombia").
  // At the country question "soy de Guayaquil" says the country (see placeCountry), not where the guest lives.
  // At the phone or email question "soy de Madrid" beside the number says where the guest comes from (why the number is
  // foreign), not where they live: not read.
  const originOnly = m.expecting === 'country' || m.expecting === 'phone' || m.expecting === 'email';
  for (let k = 0; k < ws.length && !residence && !originOnly; k++) {
    if (used[k]) continue;
    for (const seq of FROM_TRIGGERS) {
      if (!startsWithSeq(ws, k, seq) || used[k + seq.length]) continue;
      // Class: where the guest comes from set against the home just answered ("Medellín, aunque soy de Manizales",
      // "Pereira, pero soy de Manizales"): the origin, not the home
      if (k > 1 && m.expecting === 'residenceCity' && /^(pero|aunque|but|although|though)$/.test(ws[k - 1]!.w)) break;
      const read = knownCityAt(scan, k + seq.length);
      if (read) residence = { a: k, read };
      break;
    }
  }
  if (!residence && m.expecting === 'residenceCity') {
    let free = ws.map((_, k) => k).filter((k) => !used[k]);
    // "¿La ciudad donde vivo? Manizales": the question said back, in stop words only, before the answer.
    const echo = free.findLastIndex((f) => /\?/.test(ws[f]!.gap));
    const said = free[0];
    if (echo > 0 && free.slice(0, echo).every((f, i) => STOP.has(ws[f]!.w) && f === said! + i)) free = free.slice(echo);
    const k = free[0];
    const contiguous = k !== undefined && free.every((f, i) => f === k + i);
    if (k !== undefined && contiguous && !m.raw.includes('@')) {
      const lead = CITY_ANSWER_LEADS.find((l) => phrase(ws, k, k + l.length) === l.join(' '));
      // "barrio Laureles, Medellín": a part of the city first, then the city after a comma.
      const at = lead ? k + lead.length : k;
      const area = areaAfter(ws, at);
      // Class: a nearby big city first, then the place itself ("just outside London, in Croydon", "cerca de Medellín,
      // en Envigado"): the place after "in"/"en" is where the guest lives.
      const nearby = NEARBY_LEADS.find((l) => startsWithSeq(ws, at, l));
      const big = nearby ? cityAt(scan, at + nearby.length) : undefined;
      const inner = big && (ws[big.b]?.w === 'in' || ws[big.b]?.w === 'en') && /^\s*,\s*$/.test(ws[big.b]!.gap) ? cityAt(scan, big.b + 1) : undefined;
      const read = inner ? inner : area > at && /^\s*,\s*$/.test(ws[area]?.gap ?? '') ? cityAt(scan, area) : cityAt(scan, at);
      // "Bogotá, en Suba": a part of a known city said after it with "en"/"in" (see partAfter).
      if (read && knownCity(read.city, cityKeys)) read.b = epithetAfter(ws, partAfter(ws, read.b, cityKeys), cityKeys);
      // Class: the home said again as it is now ("Medellín, bueno ahora en Envigado", "Bogotá, well now in Chía"):
      // the city after "ahora"/"now" and "en"/"in", ending the message, is where the guest lives.
      const now = read !== undefined ? nowAfter(scan, read.b) : undefined;
      if (now) {
        residence = { a: said !== undefined && said < k ? said : k, read: now };
        take(k, read!.b);
      }
      // "Medellín pero trabajo en Panamá", "Medellín, I moved here last year": a known city, then another clause about it.
      const clause =
        read !== undefined &&
        knownCity(read.city, cityKeys) &&
        laterClause(
          ws,
          free.filter((f) => f >= read.b),
        );
      // "Guayaquil mi pana", "Medellín parce": a word of address after the answer is chatter.
      const tail = free.filter((f) => read !== undefined && f >= read.b);
      const chat =
        tail.length > 0 &&
        tail.length <= 3 &&
        tail.every((f) => ADDRESS_WORDS.has(ws[f]!.w) || ADDRESS_POSSESSIVES.has(ws[f]!.w)) &&
        tail.some((f) => ADDRESS_WORDS.has(ws[f]!.w));
      if (!now && read && (clause || chat || free.every((f) => f < read.b || NAME_TAIL.has(ws[f]!.w) || RESIDENCE_TAIL.has(ws[f]!.w)))) {
        // "Cartagena mismo", "Cali, acá mismo": the stressing words are claimed with the city.
        let b = read.b;
        while (b < ws.length && !used[b] && RESIDENCE_TAIL.has(ws[b]!.w)) b++;
        residence = { a: said !== undefined && said < k ? said : k, read: { ...read, b } };
      }
    }
  }
  // "la ciudad no es Cali sino Palmira", "the city isn't Cali but Palmira": the city after "sino"/"but".
  if (!residence) residence = cityFixAt(scan);
  // "corrige la ciudad donde vivo, es Palmira no Cali": the right city first, the wrong one denied after it.
  if (
    !residence &&
    fold(m.raw)
      .split(/[^\p{L}]+/u)
      .some((x) => LIVING_WORDS.has(x))
  )
    residence = cityOverAt(scan);
  if (!residence) residence = cityAfterDenial(scan);
  // "I'm Colombian but I live in Canada", "soy venezolana pero vivo en Bogotá" answering the country question:
  // nationality and residence differ, and the question ("Which country are you from?", "¿De qué país eres?") asks
  // either; nothing is taken, the two are offered (`countryOptions`) when both are known, the nationality alone to
  // confirm when the residence's country is not.
  if (found.country && m.expecting === 'country') {
    const lives = residenceCountryAt(ws, cityKeys);
    // "Venezuela, corrijo: vive en Panamá" (class: the answer corrected to where the guest lives): that country.
    if (lives && lives !== found.country && CORRECTION_GAP.test(fold(m.raw))) found.country = lives;
    else if (lives !== undefined && lives !== found.country) {
      found.countryOptions = lives ? [found.country, lives] : [found.country];
      delete found.country;
      residence = undefined;
    }
  }
  // "estados unidos, vivo en florida", "I live in Texas", "vivo en Antioquia": a region, not a city; its words are
  // claimed and the city is asked. Answering where the guest lives, the region's country is the guest's country
  // unless another was said (as "Madrid, España" there).
  const region = residence && regionOnly(residence.read.city);
  if (residence && region) {
    if (!found.country && !found.countryOptions && m.expecting === 'residenceCity') found.country = region;
    const pronoun = ws[residence.a - 1]?.w;
    take(pronoun === 'i' || pronoun === 'we' ? residence.a - 1 : residence.a, residence.read.b);
    residence = undefined;
  }
  if (residence) {
    found.residenceCity = residence.read.city;
    // "Madrid, España" answering where the guest lives: the country said with the city is the guest's, unless
    // another was said ("soy colombiana, vivo en Madrid, España"). Asked before the country question, so usually new.
    if (residence.read.country && !found.country && m.expecting === 'residenceCity') found.country = residence.read.country;
    const pronoun = ws[residence.a - 1]?.w;
    take(pronoun === 'i' || pronoun === 'we' ? residence.a - 1 : residence.a, residence.read.b);
  }

  // ---- names
  const names: (NameRead & { role: NameRole; rank?: number; label?: boolean })[] = [];
  for (let k = 0; k < ws.length; k++) {
    if (used[k] || names.some((n) => k < n.b)) continue;
    for (const t of NAME_TRIGGERS) {
      if (!startsWithSeq(ws, k, t.seq, true) || (t.asked && !nameQuestion)) continue;
      // "mi nombre es eh Laura Gómez": hesitation words after the trigger are skipped (and claimed with the name).
      let after = k + t.seq.length;
      while (!t.relation && after < ws.length - 1 && NAME_FILLERS.has(ws[after]!.w) && !used[after]) after++;
      const next = ws[after];
      if (!next || used[after]) continue;
      const gap = next.gap;
      // "a nombre de mi esposo, Jorge Iván Salazar", "under my wife's name, Ana Ruiz": the holder named after the relation.
      let named = after;
      // "mi apellido es medio raro: Ñañez", "my surname is a bit odd: Xu": a remark in lowercase words, a colon, then the name.
      const colon = ws.findIndex((x, i) => i > after && i <= after + 4 && /:\s*$/.test(x.gap));
      if (
        !t.relation &&
        informative &&
        colon > 0 &&
        ws.slice(after, colon).every((x, i) => !used[after + i] && /^\p{Ll}/u.test(x.raw) && (i === 0 || !x.breakBefore))
      )
        named = colon;
      if (t.holder && (ws[named]?.w === 'mi' || ws[named]?.w === 'my') && RELATIONS.has(ws[named + 1]?.w ?? '')) named += 2;
      // Class: the holder's role after the trigger's article, then the name ("a nombre del gerente, Ing. Andrés Cárdenas",
      // "a nombre de la directora: …"); the name must follow a comma or colon (checked below).
      else if (t.holder && RELATIONS.has(ws[named]?.w ?? '') && /^(?:del|de|of)$/.test(t.seq[t.seq.length - 1]!))
        named += RELATION_QUALIFIERS.has(ws[named + 1]?.w ?? '') ? 2 : 1;
      else if (t.holder && TITLE_ARTICLES.has(ws[named]?.w ?? '') && RELATIONS.has(ws[named + 1]?.w ?? '') && t.seq[t.seq.length - 1] === 'de') named += 2;
      if (named > after && ws[named]?.w === 'name' && ws[named - 1]!.w.endsWith("'s")) named++;
      const title = titleAt(ws, named);
      // "soy la sra. Gloria Ramírez": a title after the article, so no nickname ("soy la Dani").
      if (t.nickname && title && TITLE_ARTICLES.has(t.seq[t.seq.length - 1]!)) continue;
      // "para mi esposa, Ana Ruiz": the relation, then a comma or colon, then the name; at the name question also a title: "para el Dr. Julián Pérez";
      // anywhere an abbreviated title before a capitalised name, where capitals mean something ("book Bogotá … for Ms. Grace Tan").
      const titled =
        named === after && title !== undefined && (nameQuestion || (STRONG_TITLES.has(title.title) && informative && /^\p{Lu}/u.test(ws[title.b]?.raw ?? '')));
      if (t.relation && !titled && (named === after || !/^\s*[,:]\s*$/.test(ws[named]?.gap ?? ''))) continue;
      const start = title && !used[title.b] ? title.b : named;
      if (!ws[start] || used[start]) continue;
      const firstWord = ws[start]!;
      const known = isGiven(firstWord.w);
      const capital = informative && /^\p{Lu}/u.test(firstWord.raw);
      // "nombre: Ana"; without the colon ("first name Anna") only at the name questions or before a known given name.
      if (t.colon && !/^\s*[:=-]\s*$/.test(gap) && !(/^\s+$/.test(gap) && (nameQuestion || known))) continue;
      if (!t.colon && !/^[\s:,-]*$/.test(gap)) continue;
      const said = nameAt(scan, start, t.role === 'last', !t.weak);
      if (!said) continue;
      const corrected = correctedName(
        said,
        scan,
        ws.map((_, f) => f).filter((f) => !used[f]),
        t.role === 'last',
      );
      if (!corrected) continue;
      const read = restatedName(scan, corrected);
      // Class: a surname said in lowercase after a weak last-name trigger ("el apellido es restrepo gomez"): a common
      // surname counts as a known given name does after a weak full-name trigger.
      const knownSurname = t.role === 'last' && SURNAMES.has(firstWord.w);
      if (t.weak && m.expecting !== 'name' && !known && !knownSurname && !capital && !(title && STRONG_TITLES.has(title.title))) continue;
      // "a nombre de Inversiones López SAS": a company is never a person's name.
      if (companyAt(ws, m.raw, start, read.b)) {
        // "le habla Gloria de Turismo Express": the writer of a company introduces themself; claimed, not the guest.
        if (!t.holder) take(k, Math.min(ws.length, companyEnd(ws, read.b)));
        break;
      }
      // "I'm Jennifer from Acme HR", "soy Diana de recursos humanos", "I'm Carla, PA to Mr. David Chen": the requester.
      const requester = t.holder ? undefined : requesterAfter(ws, read.b);
      // "a mi nombre: Paola Castaño, agente de Viajes Sol": the writer's role and agency are claimed; the name holds.
      if (requester && t.self) {
        names.push({ ...read, role: t.role, a: k, rank: triggerRank(t) });
        take(read.b, companyEnd(ws, requester.b));
        break;
      }
      if (requester) {
        take(k, requester.b);
        // "…, PA to Mr. David Chen … put the booking under his name": the one they work for holds the booking.
        const boss = requester.boss === undefined ? undefined : employerAt(scan, requester.boss);
        if (boss && HOLDER_PRONOUN.test(foldKeepLength(m.raw))) names.push({ ...boss.read, role: 'full', a: requester.boss!, rank: 3 });
        break;
      }
      // Class: an article before a whole name ("Yo soy la Camila Muñoz", "soy el Juan Pérez", usual in Chile and Mexico):
      // two or more name words after "soy la"/"soy el" are the speaker's whole name, not a nickname.
      const articled = t.nickname === true && TITLE_ARTICLES.has(t.seq[t.seq.length - 1]!) && read.units.length >= 2;
      const rank = articled ? 1 : triggerRank(t);
      let role = articled ? 'full' : t.role;
      if (title && start !== after && role === 'full' && read.units.length === 1) {
        const r = titledRole(title.title, read.units[0]!.join(' '));
        if (!r) continue;
        role = r;
      }
      // "Name: WILLIAMS, Robert (Mr)", "El nombre es Ramírez, Diana": surname first, then a comma and the given name.
      const free = ws.map((_, f) => f).filter((f) => f >= read.b && !used[f]);
      const inverted = role === 'full' && !title ? surnameFirst(scan, read, free) : undefined;
      if (inverted) names.push({ ...read, role: 'last', a: k, rank: triggerRank(t) }, { ...inverted, role: 'first', rank: triggerRank(t) });
      // Class: a remark on the name's parts after an announced name ("my name is Li Wei, Li is the family name"): the
      // remark splits it (see statedRoles); a remark that does not say the split leaves the name to be asked.
      else if (role === 'full' && !title && m.expecting === 'name' && statedRoles(ws, read.units, free) !== undefined) {
        const stated = statedRoles(ws, read.units, free);
        if (typeof stated !== 'object') break;
        names.push(
          { ...read, units: stated.last, shapes: [], role: 'last', a: k, rank: triggerRank(t) },
          { ...read, units: stated.first, shapes: [], role: 'first', a: k, rank: triggerRank(t) },
        );
        for (const f of free) take(f, f + 1);
      }
      // Class: the airline form "SURNAME/FIRSTNAME" not read whole: the word before the slash is a surname, never a first name.
      else if (/^\s*\/\s*$/.test(ws[read.b]?.gap ?? '') && nameLike(ws[read.b]!)) break;
      else names.push({ ...read, role, a: k, rank, label: t.label === true });
      break;
    }
  }
  // "Nombre: Luz Marina. Apellidos: Cardona Ríos": beside a last-name label, the bare name label holds the given names.
  if (names.some((n) => n.role === 'last')) for (const n of names) if (n.label && n.role === 'full') n.role = 'first';
  if (names.length === 0) {
    const fix = nameFixAt(scan);
    if (fix) names.push(fix);
  }
  if (names.length === 0 && m.expecting === undefined) {
    const signed = signatureAt(scan);
    if (signed) names.push({ ...signed, role: 'full', rank: 1 });
  }
  if (names.length === 0 && m.expecting === 'confirm') {
    const swapped = givenSwapped(ws, used);
    if (swapped) names.push({ ...swapped, role: 'first' });
  }
  // Beside a last name or a nickname only ("Sebastián, apellido Valencia", "valentina rojas, pero me dicen vale"),
  // the bare name is still read: the words of those reads and the joiners before them ("pero", "ah y el") are set aside.
  const aside = names.length > 0 && names.every((n) => n.role === 'last' || n.rank === 0);
  if ((names.length === 0 || aside) && nameQuestion) {
    const joiners: number[] = [];
    // "…, aunque todos me dicen Caliche": the joiners of a nickname clause are set aside with it.
    const joins = (n: (typeof names)[number], w: string): boolean => STOP.has(w) || NAME_FILLERS.has(w) || (n.rank === 0 && NICKNAME_JOINERS.has(w));
    for (const n of names) for (let j = n.a - 1; j >= 0 && !used[j] && joins(n, ws[j]!.w); j--) joiners.push(j);
    const free = ws.map((_, k) => k).filter((k) => !used[k] && !joiners.includes(k) && !names.some((n) => k >= n.a && k < n.b));
    const from = free[0];
    // "claro, es Natalia Restrepo", "sure, it's Emily Clarke": lead words before the name, claimed with it.
    let lead = 0;
    while (lead < free.length - 1 && lead < 3 && free[lead] === from! + lead && NAME_ANSWER_LEADS.has(ws[free[lead]!]!.w)) lead++;
    // "a nombre mío, Sandra Milena Ortiz": the booking said to be the speaker's own, then the name.
    const self = SELF_HOLDER_LEADS.find((l) => l.every((w, i) => free[lead + i] === free[lead]! + i && ws[free[lead + i]!]?.w === w));
    if (self && free.length > lead + self.length) lead += self.length;
    // "soy la abuela, Luz Marina Ospina", "I'm the coach, Mike Thompson": the speaker's role in the party, then the name.
    lead += speakerRole(ws, free, lead);
    lead += chatterBeforeRestart(ws, free, lead);
    lead += nicknameBefore(ws, free, lead);
    free.splice(0, lead);
    const k = free[0];
    const title = k === undefined ? undefined : titleAt(ws, k);
    if (k !== undefined) {
      const first = nameAt(scan, title ? title.b : k, m.expecting === 'lastName', m.lang === 'es');
      const said = first && correctedName(first, scan, free, m.expecting === 'lastName');
      const inverted = said && !title && m.expecting === 'name' ? surnameFirst(scan, said, free) : undefined;
      if (inverted) names.push({ ...said!, role: 'last', a: from! }, { ...inverted, role: 'first' });
      // "Valentina, Valentina Ríos": the name said again, whole, is the one read.
      const again = said && !title && !inverted ? (nameSaidAgain(scan, said, free) ?? said) : said;
      const through = again && (spelledThrough(scan, again, free) ?? again);
      // "Tom Hughes. Thomas on the passport": the given name on the guest's papers replaces the one said.
      const papers =
        through && !title && m.expecting === 'name'
          ? givenOnPapers(
              ws,
              through.units,
              free.filter((f) => f >= through.b),
            )
          : undefined;
      const read = through && papers ? { ...through, units: papers } : through;
      const rest = free.filter((f) => read && f >= read.b);
      // "Ana Gómez por favor"; or the name, then other details: "Daniel Arango, correo daniel@…", "Juliana Vélez, nacida en 1990".
      const details = read !== undefined && detailsAfter(ws, read.b, rest);
      // "Tan Wei Ming — Tan is my family name", "Okafor Chidi (surname first)": a remark stating the name's parts.
      const stated = read && !details && !title && m.expecting === 'name' ? statedRoles(ws, read.units, rest) : undefined;
      // "Leidy Johana Cuesta, Johana con J": a remark after the name, passed over (see remarkTail).
      const remark = read !== undefined && stated !== 'unsure' && remarkTail(scan, read.units, rest, stated !== undefined);
      const restOk =
        stated !== 'unsure' &&
        ((!hasJunk &&
          (courtesyTail(ws, rest) ||
            remark ||
            writingRemark(ws, rest) ||
            papers !== undefined ||
            // a whole name on the papers ("Mike, well Michael Thompson on my passport"); a given name alone there is
            // the papers' given name, read above ("Kate Wilson - well, Katherine on my passport")
            (read !== undefined && read.units.length >= 2 && papersRightAfter(ws, rest)) ||
            questionTail(scan, rest) ||
            selfHolderTail(ws, rest, informative))) ||
          details);
      const contiguous = said !== undefined && free.filter((f) => f < said.b).length === said.b - k;
      // A known city alone is no name ("Cartagena", "Santa Marta" answered at the name question).
      const lonePlace = read !== undefined && !title && m.expecting !== 'lastName' && cityWord(fold(read.units.map((u) => u.join(' ')).join(' ')), cityKeys);
      // Class: chatter at the name question ("one sec, finding my passport"): where other readers took words of the
      // message (beyond function words), a single word left over, typed in lowercase and no common given name, is a word
      // of the chatter, no name.
      const leftWord =
        read !== undefined &&
        !title &&
        read.units.length === 1 &&
        read.units[0]!.length === 1 &&
        !isGiven(fold(read.units[0]![0]!)) &&
        /^\p{Ll}/u.test(ws[read.a]!.raw) &&
        tokens(foldKeepLength(m.raw)).some((t) => !ws.some((x) => x.start === t.start) && /^\p{L}/u.test(t.text) && !STOP.has(t.text));
      if (!inverted && read && restOk && contiguous && !lonePlace && !leftWord && read.units.length <= 6) {
        let role: NameRole = m.expecting === 'lastName' ? 'last' : aside && names.some((n) => n.role === 'last') ? 'first' : 'full';
        const head = fold(read.units[0]![0]!);
        if (role === 'last' && read.units.length >= 2 && isGiven(head) && !isAlsoSurname(head)) role = 'full';
        const titled = title && role === 'full' && read.units.length === 1 ? titledRole(title.title, read.units[0]!.join(' ')) : role;
        if (titled && typeof stated === 'object' && role === 'full') {
          names.push(
            { ...read, units: stated.last, shapes: [], role: 'last', a: from! },
            { ...read, units: stated.first, shapes: [], role: 'first', a: from! },
          );
          for (const f of rest) take(f, f + 1);
        } else if (titled) {
          names.push({ ...read, role: titled, a: from! });
          for (const j of joiners) take(j, j + 1);
          // "luisa fernanda ortiz, pa servirle", "…, pero me dicen vale": the courtesy or nickname words are claimed too.
          if (!details) for (const f of rest) take(f, f + 1);
          // "…, correo <address>": the label of a detail the contact extractor read is claimed too.
          if (
            details &&
            rest.length > 0 &&
            rest.every((f) => DETAIL_LABELS.has(ws[f]!.w) || DETAIL_LEADS.has(ws[f]!.w)) &&
            /[@\d]/.test(m.raw.slice(ws[read.b - 1]!.end))
          ) {
            for (const f of rest) take(f, f + 1);
          }
        }
      }
    }
  }
  // Class: a traveller named by an abbreviated title in a request ("para el Sr. Tomás ARANGO", "ejecutivo Sr. Pablo
  // ROJAS", "Booking for Dr. Hans MÜLLER (DEU)"), the title and the given name already read as one adult of the party:
  // the name is read from the words as typed (see titledTraveller).
  const titled = names.length === 0 && !nameQuestion && TITLE_TYPED.test(m.raw) ? titledTraveller(m, scan) : undefined;
  if (titled) {
    Object.assign(found, splitName(titled.read.units, 'full', titled.read.shapes, m.lang));
    spans.push(titled.span);
    if (titled.country && !found.country) found.country = titled.country;
  }
  // A nickname is the name only when nothing else could be ("Felipe, pero me dicen Pipe. Felipe Ramírez" names no one for sure).
  const inRead = (f: number): boolean => names.some((n) => f >= n.a && f < n.b);
  if (names.some((n) => n.rank === 0) && ws.some((x, f) => !used[f] && !inRead(f) && nameLike(x) && !NAME_TAIL.has(x.w))) {
    for (let i = names.length - 1; i >= 0; i--) if (names[i]!.rank === 0) names.splice(i, 1);
  }
  // "me llamo Ana, mi apellido es Gómez": the parts complete each other; a second full name is not read.
  // The highest-ranked read wins (see triggerRank); a lower one it overrides is claimed and dropped ("I'm John, but book it for …").
  const top = Math.max(...names.map((n) => n.rank ?? 2));
  const ranked = [...names].sort((x, y) => (y.rank ?? 2) - (x.rank ?? 2));
  for (const name of ranked) {
    const notes = ws.map((_, f) => f).filter((f) => f >= name.b && !names.some((n) => n !== name && f >= n.a && f < n.b));
    const said = respelledByNote(ws, name.units, notes);
    // ("Kim Min-jun (family name Kim)": the note may also be read as a last-name label; the name before it is split by it)
    const family = name.role === 'full' || name.role === 'first' ? familyNamedAfter(m.raw.slice(ws[name.b - 1]!.end), said) : undefined;
    if (family && found.lastName !== undefined && found.lastName === family.lastName && !found.firstName) {
      found.firstName = family.firstName;
      take(name.a, name.b);
      continue;
    }
    const parts = family ?? splitName(said, name.role, name.shapes, m.lang);
    if (
      (parts.firstName && found.firstName) ||
      (parts.lastName && found.lastName) ||
      (parts.fullName && (found.firstName || found.lastName)) ||
      found.fullName
    ) {
      if ((name.rank ?? 2) < top) take(name.a, name.b);
      continue;
    }
    Object.assign(found, parts);
    take(name.a, name.b);
    // Class: a self-introduction with the home city right after the name ("hola soy Andrea de Medellín, quiero ir a
    // Cartagena", "I'm Tom from Boston"): a known city after "de"/"from" is where the guest lives, not the trip's.
    // After a title ("soy la señora Gloria Inés de Valencia") "de" opens a married name, never a home.
    const from = ws[name.b];
    if (
      !found.residenceCity &&
      from &&
      !used[name.b] &&
      (from.w === 'de' || from.w === 'from') &&
      ws.slice(Math.max(0, name.a - 1), name.a + 2).some((x) => SELF_INTRO_WORDS.has(x.w)) &&
      !ws.slice(Math.max(0, name.a - 1), name.b).some((x) => TITLES.has(x.w))
    ) {
      const home = knownCityAt(scan, name.b + 1);
      if (home && !ws.slice(name.b + 1, home.b).some((_, i) => used[name.b + 1 + i])) {
        found.residenceCity = home.city;
        take(name.b, home.b);
      }
    }
  }

  if (!found.firstName && !found.lastName && !found.fullName && !found.country && !found.residenceCity && !found.countryOptions) return undefined;
  spans.sort((a, b) => a[0] - b[0]);
  return found;
}

/** Name of the country with ISO 3166-1 alpha-3 `code` in `lang` ("Colombia", "United States of America"), or the code itself. */
export function countryName(code: string, lang: 'es' | 'en'): string {
  return countries.getName(code, lang) ?? code;
}
