/**
 * A name in a message: the lead-ins that announce one ("me llamo", "mi nombre es", "a nombre de", "I'm", "Name:"),
 * the titles before it ("la sra.", "Mr.", "doña"), the name's words read from a word ({@link nameAt}: particles,
 * initials, Gaelic particles, "Mc"), a letter's signature, and the split of a full name into given names and
 * surnames ({@link splitName}). Read by {@link extractPerson} (`person.ts`).
 */
import { phrasesAlternation } from '../repairs.js';
import { fold, foldKeepLength } from '../text.js';
import type { GuestFound, TextRange } from '../types.js';
import { PERSON } from './lexicon.js';
import {
  COMPOUND_HEADS,
  COMPOUND_SECOND,
  COMPOUND_SECOND_OF_THREE,
  DEVOTIONAL,
  ENGLISH_GIVEN,
  isAlsoSurname,
  isGiven,
  NAMES,
  SURNAMES,
} from './nameLexicon.js';
import { nameLike, type PersonScan, placeAt, properCase, type Word } from './words.js';

/** Words introducing the speaker right before their name ("soy Andrea", "I'm Tom", "me llamo Ana"). */
export const SELF_INTRO_WORDS = PERSON.name.selfIntroWords;
/**
 * Hesitation words said before a name ("mi nombre es eh Laura Gómez", "my
 * name is um John Smith"): skipped, never part of the name.
 */
export const NAME_FILLERS = PERSON.name.nameFillers;

/** Name particles that stay inside a surname ("de la Cruz", "van der Berg", "da Silva", the Filipino "dela Cruz"). */
const PARTICLES = PERSON.name.particles;
/** Particles that begin a surname on their own. */
export const PARTICLE_HEADS = PERSON.name.particleHeads;

/** Gaelic surname particles as typed (accented, so never the Spanish "o", "ni"): "Ó Súilleabháin", "Ní Bhriain", "Uí Néill". */
const GAELIC_PARTICLES = PERSON.name.gaelicParticles;

export type NameRole = 'full' | 'first' | 'last';

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
export function triggerRank(t: Trigger): number {
  if (t.holder) return 3;
  if (t.nickname) return 0;
  return t.weak ? 1 : 2;
}

export const NAME_TRIGGERS: readonly Trigger[] = [
  { seq: ['mi', 'nombre', 'completo', 'es'], role: 'full' },
  { seq: ['mi', 'nombre', 'es'], role: 'full' },
  { seq: ['mi', 'nombre'], role: 'full', colon: true },
  { seq: ['me', 'llamo'], role: 'full' },
  // Class: the name announced as learners and Indian English say it ("yo llamo Peter Smith", "Myself Rajesh Kumar").
  { seq: ['yo', 'llamo'], role: 'full' },
  { seq: ['myself'], role: 'full', weak: true },
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
  { seq: ['under', 'the', 'name', 'of'], role: 'full', holder: true },
  { seq: ['reservation', 'is', 'for'], role: 'full', weak: true, holder: true },
  { seq: ['reservation', 'is', 'under'], role: 'full', weak: true, holder: true },
  { seq: ['room', 'is', 'for'], role: 'full', weak: true, holder: true },
  { seq: ['su', 'nombre', 'es'], role: 'full' },
  { seq: ['nombre', 'y', 'apellido'], role: 'full', colon: true },
  { seq: ['nombres'], role: 'first', colon: true },
  { seq: ['nombre'], role: 'full', colon: true, label: true },
  // ("yo soy Camila pero la reserva es para mi hermana Valentina Rojas": the holder, over the writer)
  { seq: ['reserva', 'es', 'para'], role: 'full', holder: true },
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
  { seq: ['el', 'huesped', 'es'], role: 'full', weak: true, holder: true },
  { seq: ['la', 'huesped', 'es'], role: 'full', weak: true, holder: true },
  { seq: ['el', 'huesped', 'principal', 'es'], role: 'full', weak: true, holder: true },
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
  // Class: the name said after a nickname, at the name questions ("me dicen Pepe pero es José Hernández", "they call me
  // Bob but it's Robert King").
  { seq: ['pero', 'es'], role: 'full', asked: true },
  { seq: ['but', "it's"], role: 'full', asked: true },
  { seq: ['my', 'full', 'name', 'is'], role: 'full' },
  // Class: the name said as the real or legal one, after a nickname or a doubt ("Never mind, my real name is Elizabeth
  // Moore", "mi nombre real es Ana Ruiz", "my legal name is …").
  { seq: ['my', 'real', 'name', 'is'], role: 'full' },
  { seq: ['my', 'legal', 'name', 'is'], role: 'full' },
  { seq: ['my', 'actual', 'name', 'is'], role: 'full' },
  { seq: ['mi', 'nombre', 'real', 'es'], role: 'full' },
  { seq: ['mi', 'verdadero', 'nombre', 'es'], role: 'full' },
  { seq: ['mi', 'nombre', 'de', 'verdad', 'es'], role: 'full' },
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
/** Words after a relation that say which one ("a nombre del pasajero principal, …", "the lead passenger"): passed over. */
export const RELATION_QUALIFIERS = PERSON.roles.relationQualifiers;

/** Religious titles (folded), dropped from the name like a courtesy title: "Sor Juana Inés", "el padre Alberto Ruiz", "Rev. John Smith". */
const RELIGIOUS_TITLES = PERSON.titles.religiousTitles;
/**
 * Courtesy and professional titles before a name (folded), dropped from it: "la sra. Gloria Ramírez", "Mr. Tom Baker",
 * "doña Gloria", "el ingeniero Álvaro Ortiz"; travellers' own courtesy titles ("Mme Camille Laurent", "Herr Müller",
 * Spain's "Dña."), titles of a role in the trip ("Coach Mike Daniels", "Captain Ruiz") and the religious titles.
 */
export const TITLES = new Set([...PERSON.titles.courtesyTitles, ...PERSON.titles.travellerTitles, ...RELIGIOUS_TITLES]);
/** Titles said before a given name only ("don Pedro", "doña Gloria"); the others may stand before a surname ("Mrs. Smith"). */
const GIVEN_TITLES = PERSON.titles.givenTitles;
/** Titles that announce a name whatever its case ("soy la sra. gloria"); spelled-out "señora" does not ("soy la señora feliz"). */
export const STRONG_TITLES = PERSON.titles.strongTitles;
/** Titles written short with a raised "a" ("Dª", "D.ª", "Sr.ª"): the word before the "ª". */
const RAISED_TITLES = PERSON.titles.raisedTitles;
/** Articles before a title ("la sra.", "el doctor", "the"). */
export const TITLE_ARTICLES = PERSON.titles.titleArticles;

/** Words joining a couple's two titles ("Mr and Mrs", "señor y señora"). */
const COUPLE_JOINERS = PERSON.titles.coupleJoiners;

/** A title at word `k` (after an optional article; or a couple's two titles, "Mr and Mrs"): the index of the word after it, and the (last) title, folded. */
export function titleAt(ws: readonly Word[], k: number): { b: number; title: string } | undefined {
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
  // Spain's titles written short with a raised "a" ("Dª Carmen Vidal", "D.ª Carmen", "Sr.ª Ruiz"): one title, "dª".
  const raisedDot = x !== undefined && RAISED_TITLES.has(x.w) && ws[i + 1]?.w === 'ª' && ws[i + 1]!.gap === '.' ? 1 : 0;
  const raised = raisedDot === 1 || (x !== undefined && x.w.endsWith('ª') && RAISED_TITLES.has(x.w.slice(0, -1)));
  const next = ws[i + 1 + raisedDot];
  if (!x || !(raised || TITLES.has(x.w)) || !next || !/^[\s.]*$/.test(next.gap)) return undefined;
  return { b: i + 1 + raisedDot, title: raisedDot ? `${x.w}ª` : x.w };
}

/**
 * The role of a single word after a title: a given name after "don"/"doña"
 * or when it is a common given name ("Sra. Gloria"), a surname when it is not
 * ("Mrs. Smith"); undefined when it may be either ("Mr. Thomas").
 */
export function titledRole(title: string, word: string): NameRole | undefined {
  if (GIVEN_TITLES.has(title)) return 'first';
  const w = fold(word);
  if (!isGiven(w)) return 'last';
  return isAlsoSurname(w) ? undefined : 'first';
}

/**
 * Said before a bare answer to the name question: "es Juan", "sería Ana Gómez", "it's John", "claro, Ana Gómez"; the name
 * given as what to write down ("ponga Manuela Uribe", "put Tom Baker"), the speaker pointing at themself ("yo, Brayan
 * Stiven Cardona"), and the name fillers.
 */
export const NAME_ANSWER_LEADS = new Set([...PERSON.name.nameAnswerLeads, ...PERSON.name.writeDownLeads, ...PERSON.name.selfPointingLeads, ...NAME_FILLERS]);

/** How a name's unit was typed: all in capitals ("SMITH", "DE LA HOZ"), capitalised ("John"), or otherwise. */
type UnitShape = 'upper' | 'title' | 'other';

function unitShape(raws: readonly string[]): UnitShape {
  if (raws.every((r) => r === r.toUpperCase() && r !== r.toLowerCase())) return 'upper';
  const head = raws[raws.length - 1]!;
  return /^\p{Lu}/u.test(head) && head !== head.toUpperCase() ? 'title' : 'other';
}

export interface NameRead {
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

/** Closings written short ("Atte.", "Att."): a closing line of a firm's letter, though no name after them is read as the guest's. */
const SHORT_CLOSINGS: ReadonlySet<string> = new Set(['atte', 'att']);
/** Words of a job or a firm in a signature's lines (see the name lexicon's `signatureRoles`). */
const SIGNATURE_ROLES: ReadonlySet<string> = new Set(NAMES.signatureRoles);

/**
 * Class: a letter signed by someone booking for others ("…⏎⏎Cordialmente,⏎Diana Ruiz⏎Eventos Médicos S.A.S.", "Best
 * regards,⏎Karen Wells⏎Senior Travel Consultant | Globetrotter Travel⏎M: +1 415…⏎karen.wells@…"): from the closing line
 * to the end, when one of the four lines after it names a job or a firm (or parts fields with "|"): the signature's
 * name, phone and email are the writer's, not the guest's. `[start, end)` of `raw`, or undefined.
 */
export function professionalSignature(raw: string): TextRange | undefined {
  // (line by line in the message as typed: folding joins the lines)
  const lines = [...raw.matchAll(/[^\n]*(?:\n|$)/g)].filter((m) => m[0] !== '');
  for (let n = 0; n < lines.length - 1; n++) {
    const words = foldKeepLength(lines[n]![0]).match(/\p{L}+/gu) ?? [];
    if (words.length === 0 || words.length > 4 || !words.some((w) => CLOSINGS.has(w) || SHORT_CLOSINGS.has(w))) continue;
    const after = lines.slice(n + 1, n + 5).map((m) => foldKeepLength(m[0]));
    if (after.some((l) => /\|/.test(l) || (l.match(/\p{L}+/gu) ?? []).some((w) => SIGNATURE_ROLES.has(w)) || /\bs\.\s?a\.\s?s\b|\bs\.\s?a\.(?:\s|$)/.test(l)))
      return [lines[n]!.index!, raw.length];
  }
  return undefined;
}

/**
 * Class: a letter signed by the guest ("…⏎⏎Atentamente,⏎Gloria Inés Ramírez⏎Cel. 310 555 8721", "… Muchas gracias, Teresa
 * Quiroga."): the name right after a closing word, ending its line or the message, is the writer's, read as the guest's
 * whole name in a first message. Not when the writer says they write for someone else.
 */
export function signatureAt(scan: PersonScan): NameRead | undefined {
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
export function nameAt(scan: PersonScan, k: number, surname = false, givenDemonym = false): NameRead | undefined {
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
export function splitName(
  units: readonly string[][],
  role: NameRole,
  shapes: readonly UnitShape[] = [],
  lang: 'es' | 'en' = 'es',
): Pick<GuestFound, 'firstName' | 'lastName' | 'fullName'> {
  const text = (us: readonly string[][]): string => us.map((u) => u.join(' ')).join(' ');
  // "Sebastián⏎Sebastián Vélez" (class: the name said again, whole, right after a part of it): a first given name said
  // twice is said once ("Ruiz Ruiz", two surnames alike, stays)
  if (units.length > 2 && fold(units[0]!.join(' ')) === fold(units[1]!.join(' '))) return splitName(units.slice(1), role, shapes.slice(1), lang);
  // "Kowalski Anna Kowalski" (class: the family name said first, then the whole name, as dictated): the name said whole
  if (units.length === 3 && fold(units[0]!.join(' ')) === fold(units[2]!.join(' ')) && fold(units[0]!.join(' ')) !== fold(units[1]!.join(' ')))
    return splitName(units.slice(1), role, shapes.slice(1), lang);
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
export function familyNamedAfter(after: string, units: readonly string[][]): Pick<GuestFound, 'firstName' | 'lastName' | 'fullName'> | undefined {
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
const GENERATIONAL_SUFFIXES = PERSON.name.generationalSuffixes;

/**
 * Common Korean and Chinese family names (folded, romanised): written first, before a hyphenated given name ("Lee
 * Ji-eun", "Wang Xiao-ming"), they are the surname.
 */
const EAST_ASIAN_SURNAMES = PERSON.name.eastAsianSurnames;
