/**
 * What may be said around a name without being part of it: courtesy ("pa servirle"), a nickname ("pero me dicen
 * Vale", "Jessica (Jess) Martinez"), the papers it is written on ("…, that's what's on my passport"), a remark on its
 * spelling or its writing ("Johana con J", "with an apostrophe"), the name's parts stated ("Tan is my family name"),
 * the name said again whole ("Valentina, Valentina Ríos"), the speaker's role before it ("soy la abuela, …"), and the
 * surname written first ("Thompson, Margaret"). Read by {@link extractPerson} (`person.ts`).
 */
import { distance } from 'fastest-levenshtein';
import { fold } from '../text.js';
import type { TextRange } from '../types.js';
import { PERSON } from './lexicon.js';
import { isGiven } from './nameLexicon.js';
import { PLACES } from './places.js';
import { NAME_TAIL, nameLike, type PersonScan, properCase, RELATIONS, REMARK_BREAK, STOP, type Word } from './words.js';
import { cityWord } from './residence.js';
import { NAME_ANSWER_LEADS, NAME_TRIGGERS, nameAt, type NameRead, PARTICLE_HEADS, TITLE_ARTICLES, TITLES } from './name.js';

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
export function surnameFirst(scan: PersonScan, read: NameRead, free: readonly number[]): NameRead | undefined {
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

/**
 * Polite phrases said after a name at the name question, never part of it: "pa servirle", "a la orden", "at your service",
 * "x fa", the old "para servirle a Dios y a usted", and the name said to be real ("no es broma", "seriously").
 */
const COURTESY_TAILS = PERSON.nameRemarks.courtesyTails;

/** Laughter said after a name ("jaja", "lol"): passed over in a courtesy tail. */
export const LAUGHTER = PERSON.nameRemarks.laughter;

/** Whether the words `rest` after a name are only courtesy: {@link NAME_TAIL} words and at most one {@link COURTESY_TAILS} phrase. */
export function courtesyTail(ws: readonly Word[], rest: readonly number[]): boolean {
  const said = rest
    .map((f) => ws[f]!.w)
    .filter((w) => !NAME_TAIL.has(w) && !LAUGHTER.has(w))
    .join(' ');
  return said === '' || COURTESY_TAILS.has(said) || nicknameTail(ws, rest) || documentTail(ws, rest);
}

/** Said in a remark after a name to make the booking the speaker's own ("ponlo a mi nombre", "under my name"). */
const OWN_NAME_PHRASES = PERSON.nameRemarks.ownNamePhrases;
/** Most words of a remark making the booking the speaker's own (see {@link selfHolderTail}). */
const MAX_SELF_REMARK = 14;

/**
 * Class: a remark after the name that the booking is the speaker's own, whoever pays ("Nicolás Uribe, ponlo a mi
 * nombre aunque paga mi esposa", "Isabella Ramírez, la reserva va a nombre mío aunque paga mi papá"): set apart by
 * punctuation, holding an {@link OWN_NAME_PHRASES} phrase, no other name (no common given name, no capital where
 * capitals mean something), no digits. The name said is the holder.
 */
export function selfHolderTail(ws: readonly Word[], rest: readonly number[], informative: boolean): boolean {
  if (rest.length === 0 || rest.length > MAX_SELF_REMARK || !REMARK_BREAK.test(ws[rest[0]!]!.gap)) return false;
  const said = rest.map((f) => ws[f]!.w);
  if (!OWN_NAME_PHRASES.some((p) => said.some((_, i) => p.every((w, j) => said[i + j] === w)))) return false;
  return rest.every((f) => {
    const x = ws[f]!;
    return !/[\d@]/.test(x.w) && !isGiven(x.w) && !(informative && /^\p{Lu}/u.test(x.raw) && !x.sentenceStart);
  });
}

/**
 * Whether the words `rest` after a whole name are a remark of their own that the bot does not read (class "a whole
 * name, then a remark": "David Chen, my wife is the Colombian one haha", "Federico Martínez, pero decime Fede"), so
 * the name is offered back to confirm: two words or more after a break, not opened by a "no" that may correct the
 * name, no {@link REMARK_BLOCKERS} naming another holder, and no destination ("Ana Gómez, quiero ir a Cartagena" says
 * more than a remark).
 */
export function unreadRemark(ws: readonly Word[], rest: readonly number[], cityKeys: ReadonlySet<string>): boolean {
  if (rest.length < 2 || !REMARK_BREAK.test(ws[rest[0]!]!.gap) || /^(no|not|nope)$/.test(ws[rest[0]!]!.w)) return false;
  return !REMARK_BLOCKERS.test(rest.map((f) => ws[f]!.w).join(' ')) && !rest.some((f) => cityWord(ws[f]!.w, cityKeys));
}

/** Most words of a question asked after a name (see {@link questionTail}). */
const MAX_TAIL_QUESTION = 8;

/**
 * Class: a question about the stay asked after the name ("maria jose restrepo, hay parqueadero?", "Tom Baker — is
 * breakfast included?"): set apart by punctuation, ending the message with "?", at most {@link MAX_TAIL_QUESTION}
 * words, none a common given name or capitalised where capitals mean something (no other name in it). The name stands.
 */
export function questionTail(scan: PersonScan, rest: readonly number[]): boolean {
  const { ws, raw, informative } = scan;
  if (rest.length === 0 || rest.length > MAX_TAIL_QUESTION || !REMARK_BREAK.test(ws[rest[0]!]!.gap)) return false;
  if (!/\?[\s\p{Extended_Pictographic}]*$/u.test(raw.slice(ws[rest[rest.length - 1]!]!.end))) return false;
  return rest.every((f) => {
    const x = ws[f]!;
    return !/[\d@]/.test(x.w) && !isGiven(x.w) && !(informative && /^\p{Lu}/u.test(x.raw) && !x.sentenceStart);
  });
}

/** Identity papers a name is said to be written on ("that's what's on my passport", "como sale en la cédula"). */
const ID_DOCUMENTS = PERSON.papers.idDocuments;
/** Words that make a remark about papers something else: a number or a request ("my passport number is …"). */
const DOCUMENT_TAIL_BLOCKERS = PERSON.papers.documentTailBlockers;

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
const PAPERS_LEADS = PERSON.papers.papersLeads;
/** Said between a given name and the papers it is written on: "Thomas on the passport", "Tomás en la cédula", "según el pasaporte". */
const ON_PAPERS = PERSON.papers.onPapers;
/** Fillers opening a remark on the papers' name ("…, well, Katherine on my passport", "…, bueno, Tomás en la cédula"). */
const PAPERS_FILLERS = PERSON.papers.papersFillers;
/** Articles and possessives before the papers ("the passport", "mi cédula"). */
const PAPERS_ARTICLES = PERSON.papers.papersArticles;

/**
 * Class: the passport's name wins. After a name ("Mike, well Michael on my passport" too), set apart by punctuation, a given name said to
 * be the one on the guest's papers ("Tom Hughes. Thomas on the passport", "Pepe Gómez, José en la cédula"): the
 * papers' given name replaces the first word of the name (the booking must match the papers). The remark is exactly a
 * name word, "on"/"en", an optional article and an {@link ID_DOCUMENTS} word; the new units, else undefined.
 */
export function givenOnPapers(ws: readonly Word[], units: readonly string[][], rest: readonly number[]): string[][] | undefined {
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
export function papersRightAfter(ws: readonly Word[], rest: readonly number[]): boolean {
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
export const NICKNAME_JOINERS = PERSON.nameRemarks.nicknameJoiners;

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
const NICKNAME_AFTER = PERSON.nameRemarks.nicknameAfter;

/** Words of a remark on a name's letters: "without the h", "sin h", "with two l's", "con doble ele", "con y griega". */
export const SPELLING_REMARK_WORDS = PERSON.nameRemarks.spellingRemarkWords;

/**
 * Words naming a letter or a written accent in a remark on a name's spelling, folded ("con eñe", "Ríos con tilde",
 * "with an accent on the i", "con zeta", "con jota"): a remark on the letters, never a name.
 */
export const LETTER_WORDS = PERSON.nameRemarks.letterWords;

/**
 * Words naming how a name is written, not its letters: its marks ("with an apostrophe", "con guion", "with a dash",
 * "hyphenated") and its spacing ("todo separado", "all one word", "two words"). Said after a name with no comma
 * between, as dictated (class: a dictated remark on the writing, "Sarah O'Connor with an apostrophe", "Santiago de la
 * Torre todo separado"): passed over like a remark on the letters.
 */
const WRITING_WORDS = PERSON.nameRemarks.writingWords;
/** The words a writing remark starts with (see {@link WRITING_WORDS}): "with …", "sin …", "todo separado", "all one word", "hyphenated". */
const WRITING_HEADS = PERSON.nameRemarks.writingHeads;

/**
 * Whether the words `rest` after a name only say how it is written (see {@link WRITING_WORDS}): two to five words (or
 * a lone "hyphenated", "separado"), opening with a {@link WRITING_HEADS} word, the rest writing words, articles or
 * letters, at least one naming a mark or the spacing. "Sarah O'Connor with an apostrophe", "Jean-Pierre Dubois with
 * a dash", "Santiago de la Torre todo separado", "Mónica con tilde". Not "with my wife" (no writing word).
 */
export function writingRemark(ws: readonly Word[], rest: readonly number[]): boolean {
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
export function spellingRemark(ws: readonly Word[], rest: readonly number[]): boolean {
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
/** Words of a remark that may change the name or its holder: corrections, doubt, someone else's name. */
export const REMARK_BLOCKERS =
  /\b(?:perdon|perdona|sorry|digo|quise\s+decir|mejor|wait|oops|actually|i\s+mean|no\s+es(?!\s+(?:broma|chiste|mentira|joda))|not(?!\s+(?:a\s+)?joke|\s+kidding)|no\s+se|creo|i\s+think|maybe|quizas|tal\s+vez|nombre\s+de|name\s+of|a\s+nombre|under\s+(?:my|his|her|our|their)|for\s+(?:my|his|her|our|their)|para\s+(?:mi|mis|su|sus))\b/;
/** Possessives before a relation in a remark ("mi esposo", "my wife"): someone else is spoken of. */
const REMARK_POSSESSIVES = PERSON.nameRemarks.remarkPossessives;

/** A word spelling letters out ("A-O-I-F-E", "J", "Y"): a remark on the name's letters. */
function spelledLetters(w: string): boolean {
  return /^\p{L}(?:[-.]\p{L})*$/u.test(w);
}

/** Words saying where someone is from before a place in a remark ("from Vancouver", "de Medellín"). */
const FROM_WORDS: ReadonlySet<string> = new Set(['from', 'de', 'desde', 'in', 'en']);

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
 * the name ("Gomes, no, gómez"); a place after "from"/"de" ("…, from Vancouver") and a job's initials in capitals
 * ("…, our CEO") are no names either. Up to three lowercase words with informative capitals need no function word
 * ("…, retired schoolteacher"). No digits or "@", no {@link REMARK_BLOCKERS}
 * (corrections, doubt: "Ana Gómez, no sé"; someone else as the holder),
 * no relation after a possessive ("…, y mi esposo"). With `loose`, words of
 * a statement on the name's order may be demonyms and apologies ("sorry,
 * Japanese order").
 */
export function remarkTail(scan: PersonScan, units: readonly string[][], rest: readonly number[], loose = false): boolean {
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
    // "Emily Carter (she's our CEO)": a job's initials in capitals are no name
    if (/^\p{Lu}{2,4}$/u.test(x.raw) && !isGiven(x.w)) {
      phraseLike = true;
      continue;
    }
    // "Brooke Anderson-Taylor, from Vancouver": a place said where the guest is from is no name
    const lead = ws[f - 1]?.w ?? '';
    if (FROM_WORDS.has(lead) && (PLACES.has(x.w) || cityWord(x.w, cityKeys))) continue;
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
export function statedRoles(
  ws: readonly Word[],
  units: readonly string[][],
  rest: readonly number[],
): { first: string[][]; last: string[][] } | 'unsure' | undefined {
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
export const nameSaidAgain: NameGoingOn = (scan, read, free) => {
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
export const spelledThrough: NameGoingOn = (scan, read, free) => {
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
export const SELF_HOLDER_LEADS = PERSON.name.selfHolderLeads;

/** Roles a speaker holds in a travelling party or a group ("la abuela", "the coach", "la profe", "the organiser"), folded. */
const GROUP_ROLES = PERSON.roles.groupRoles;
/** Said before a role ("soy la …", "I'm the …"): a copula, then an article. */
const ROLE_COPULAS = PERSON.roles.roleCopulas;
const ROLE_ARTICLES_BEFORE = PERSON.roles.roleArticlesBefore;

/**
 * Class: the speaker's role in the party said before the name at the name question ("soy la abuela, Luz Marina
 * Ospina", "I'm the coach, Mike Thompson"): a copula, an article, a role of {@link GROUP_ROLES} or {@link RELATIONS},
 * then a comma or colon. The number of words of the role said, from `free[lead]`, or 0.
 */
export function speakerRole(ws: readonly Word[], free: readonly number[], lead: number): number {
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
export function nicknameBefore(ws: readonly Word[], free: readonly number[], lead: number): number {
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
const RESTART_WORDS = PERSON.name.restartWords;

/**
 * Class: chatter at the name question, then the answer started again with {@link RESTART_WORDS} after punctuation
 * ("pa q necesitas el nombre? bueno, Camilo Torres", "soy la mona jaja, bueno Valentina Zapata"): the number of words
 * of the chatter and the restart word, from `free[lead]`, or 0. The chatter holds no given name and no capitalised
 * word (else it may be a name taken back, "Andrés Gómez, bueno Gómez Arango", which is not read so).
 */
export function chatterBeforeRestart(ws: readonly Word[], free: readonly number[], lead: number): number {
  for (let r = lead + 1; r < free.length - 1; r++) {
    const x = ws[free[r]!]!;
    if (!RESTART_WORDS.has(x.w) || !/[,.?!;…]/.test(x.gap)) continue;
    const chatter = free.slice(lead, r).map((f) => ws[f]!);
    if (chatter.some((c) => isGiven(c.w) || (/^\p{Lu}/u.test(c.raw) && !c.sentenceStart))) return 0;
    return r + 1 - lead;
  }
  return 0;
}

/**
 * A surname said alone, then the whole name ending with it after a break
 * ("the name's Bond. James Bond", "Pérez. Juan Pérez"): the whole name,
 * from the first read's start; else `read` itself.
 */
export function restatedName(scan: PersonScan, read: NameRead): NameRead {
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
export function respelledByNote(ws: readonly Word[], units: readonly string[][], after: readonly number[]): string[][] {
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
export function withoutInnerNicknames(ws: Word[], spans: TextRange[]): Word[] {
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
