/**
 * A name taken back or corrected: said again after a correction word ("pedro pablo perdón pedro josé ortiz"), one
 * word respelt ("Camila Ospin... Ospina"), a given name denied for another at the summary ("laura no, lorena"), or
 * the right name after a complaint about it ("el nombre está mal, es Laura Restrepo"). Read by {@link extractPerson}
 * (`person.ts`).
 */
import { distance } from 'fastest-levenshtein';
import { fold, foldKeepLength } from '../text.js';
import { PERSON } from './lexicon.js';
import { isGiven } from './nameLexicon.js';
import { NAME_TAIL, nameLike, NEGATIONS, type PersonScan, properCase, REMARK_BREAK, type Word } from './words.js';
import { NAME_ANSWER_LEADS, nameAt, type NameRead, type NameRole } from './name.js';
import { courtesyTail, LAUGHTER, LETTER_WORDS, papersRightAfter, remarkTail, SPELLING_REMARK_WORDS, spellingRemark } from './nameRemarks.js';

/**
 * Words that take back the name just said: "perdón", "sorry", "I mean", "quise decir", "well", "actually"
 * ("Bob... well Robert Johnson"). A bare "no" does not
 * ("mi apellido es Ospina no Osorio": Ospina, not Osorio); it is only skipped beside one of them ("no perdón"). A joke
 * name taken back counts too ("Sofía Vergara jaja no mentiras, Sofía Villa", "el flaco... jk, sergio arango"): the name
 * said after the joke is the one meant.
 */
const NAME_CORRECTIONS = PERSON.nameRemarks.nameCorrections;
/** Words skipped with a correction word: "no perdón, es …", "sorry, I mean …", "jaja no, en serio: …", "just kidding". */
const NAME_CORRECTION_FILLERS = PERSON.nameRemarks.nameCorrectionFillers;
/** Correction words in a gap of the raw text (those the intents extractor claimed are no words of the message any more). */
export const CORRECTION_GAP =
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
export function correctedName(read: NameRead, scan: PersonScan, free: readonly number[], surname: boolean): NameRead | undefined {
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
const DENIALS = PERSON.nameRemarks.denials;

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
export function givenSwapped(ws: readonly Word[], used: readonly boolean[]): NameRead | undefined {
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
export function nameFixAt(scan: PersonScan): (NameRead & { role: NameRole }) | undefined {
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

/** Words of {@link NAME_FIX_LEAD}, skipped to find the name's first word. */
const NAME_FIX_LEAD_WORDS = PERSON.name.nameFixLeadWords;
