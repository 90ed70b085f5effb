/**
 * Who travels: adults, children and their ages, rooms, and each room's
 * occupancy, read from any guest message in Spanish or English ("2 adultos y
 * un niño de 5", "mi esposa y yo", "family of four, kids 6 and 9", "dos
 * habitaciones, cada una con 2 adultos"), plus the room layout the bot
 * proposes when the guest did not split the party ({@link proposeLayout}).
 *
 * Rule of the whole layer: never a silent wrong value. A count is taken only
 * when the words make it certain; when they do not (a family size without its
 * split, "somos 4 y 2 niños", a number with no noun) the value is left out so
 * the bot asks. Pure: no I/O, no clock, no randomness.
 *
 * The role words (who a word names: "esposa", "pelados", "los abuelos", "twins") and their marks are data, the people
 * lexicon of `./people.ts`; a party said as a plain list of people that the readers here leave unread is read by its
 * people-phrase grammar ({@link withPeoplePhrase}).
 */
import { distance } from 'fastest-levenshtein';
import { foldKeepLength, lineBreakBetween, NUMBER_WORDS, wordLists } from './text.js';
import type { Message, OccupancyFound, RoomParty, TextRange } from './types.js';
import { MONTHS } from './dates/words.js';
import { phrasesAlternation } from './repairs.js';
import {
  PAIR_MEMBERS,
  PEOPLE_GRAMMAR,
  readerWords,
  PEOPLE_PHRASES,
  PEOPLE_WORDS,
  type PeopleClass,
  peopleClauses,
  peopleCount,
  peopleTagged,
  DIMINUTIVES,
  AGE_WORDS,
  peopleWord,
  VOCATIVES,
} from './people.js';
import { ADULT_AGE, MAX_PEOPLE, MAX_ROOMS } from '../limits.js';
import namesData from './lexicon/names.json' with { type: 'json' };

// ------------------------------------------------------------------ the proposed layout

/** Most adults {@link proposeLayout} puts in one room. */
export const LAYOUT_MAX_ADULTS = 3;
/** Most people (adults and children) {@link proposeLayout} puts in one room. */
export const LAYOUT_MAX_PEOPLE = 4;

// ------------------------------------------------------------------ vocabulary

/** A word class of the reader: the people classes of the lexicon ({@link PeopleClass}) and the room words. */
type Cls = PeopleClass | 'room' | 'roomNoun' | 'roomQual';

interface WordInfo {
  cls: Cls;
  plural: boolean;
}

const WORDS = new Map<string, WordInfo>();
function add(cls: Cls, plural: boolean, list: string): void {
  for (const w of list.split(/\s+/)) if (w) WORDS.set(w, { cls, plural });
}
// Class: the role words (who a word of the party names) are data, in the people lexicon (./lexicon/people.json); every
// word of a class there is a word of that class here.
for (const [w, info] of PEOPLE_WORDS) if (info.cls) WORDS.set(w, { cls: info.cls, plural: info.plural });
add('room', false, 'habitacion hab cuarto alcoba room');
add('room', true, 'habitaciones habs cuartos alcobas rooms');
/** Colombian and Southern Cone "pieza" for a room ("cuatro adultos, dos piezas"): a room like "habitación". */
add('room', false, 'pieza');
add('room', true, 'piezas');
add('roomNoun', false, 'suite');
add('roomNoun', true, 'suites dobles sencillas triples matrimoniales');
add(
  'roomQual',
  false,
  'doble sencilla individual triple cuadruple familiar matrimonial twin double single king queen family standard estandar deluxe quad superior',
);
add('roomQual', true, 'individuales cuadruples familiares');

/** Whether folded word `w` names a room or a room's kind ("habitación", "rooms", "suite", "single", "doble", "twin"). */
export function isRoomWord(w: string): boolean {
  const c = WORDS.get(w)?.cls;
  return c === 'room' || c === 'roomNoun' || c === 'roomQual';
}
/** Words of what the bot is ("¿eres un bot o una persona?", "a real person or a machine?"). */
const BOT_WORDS: ReadonlySet<string> = readerWords('botWords');
/** Words of a person asked about beside {@link BOT_WORDS} ("… o una PERSONA?", "a real HUMAN?"). */
const BEING_ASKED: ReadonlySet<string> = readerWords('beingAsked');
/** Spouses of several people ("mis 2 hermanos con sus esposas", "my two brothers and their wives"): one each for the people named just before with "sus"/"their". */
const SPOUSES = peopleTagged('spouseOfSeveral');
/** People named by their job or role in the trip, with the article ("el gerente y su esposa", "the assistant"): one grown-up each. */
const STAFF = peopleTagged('staff');
/** Clients a booking is made for by an agent or assistant ("mi cliente y su esposa", "just my client"): the speaker does not travel. */
const CLIENTS = peopleTagged('client');
/** Friends of the speaker ("amigas", "friends"): counted after others named, always more people. */
const PEERS = peopleTagged('peer');
/**
 * Plural work roles whose field may follow them ("técnicos de mantenimiento", "ingenieros de sistemas"): the staff
 * words' plurals and the grown-ups counted by their job.
 */
const STAFF_ROLES: ReadonlySet<string> = readerWords('staffRoles');
/** Travel agents' shorthand ("2 ADL + 1 CHD (5 años)", "2 ADT 1 INF"): read only right after a count. */
const SHORTHAND = peopleTagged('shorthand');

/**
 * Agents' room codes ("1 SGL + 1 DBL", "2 DBL + 1 TPL"): each code is one
 * room and the adults in it (single 1, double and twin 2, triple 3,
 * quadruple 4). Read only right after a count.
 */
const ROOM_CODES = new Map<string, number>([
  ['sgl', 1],
  ['sng', 1],
  ['dbl', 2],
  ['dbls', 2],
  ['twn', 2],
  ['tpl', 3],
  ['tpls', 3],
  ['trp', 3],
  ['trpl', 3],
  ['qdpl', 4],
  ['qpl', 4],
]);
/** Room kinds in words, read like {@link ROOM_CODES} only in a chain joined by "+" ("3 quad + 2 triple"). */
const WORD_ROOM_CODES = new Map<string, number>([
  ['single', 1],
  ['singles', 1],
  ['sencilla', 1],
  ['sencillas', 1],
  ['double', 2],
  ['doubles', 2],
  ['doble', 2],
  ['dobles', 2],
  ['triple', 3],
  ['triples', 3],
  ['quad', 4],
  ['quads', 4],
  ['cuadruple', 4],
  ['cuadruples', 4],
]);
/** Words of a trip that may follow "a couple and the …" without naming a person ("honeymoon and the best room"). */
const NOT_PERSON_AFTER_COUPLE: ReadonlySet<string> = readerWords('notPersonAfterCouple');
/** The article before twins that are some of the children already counted ("y las gemelas 4", "and the twins, 4"). */
const TWINS_ARTICLE = /^(los|las|the)$/;
/** Words of a grown-ups' celebration ("hen party", "stag do", "bachelorette", "despedida de soltera"): see the weakChild count. */
const GROWN_PARTY: ReadonlySet<string> = readerWords('grownParty');
/** Words taking back a count just said ("no", "perdón", "corrijo", "sorry", "I mean"): see {@link Reader.correctionAfter}. */
const COUNT_CORRECTIONS: ReadonlySet<string> = readerWords('countCorrections');
/** Pairs of relatives named by role beside a couple ({@link Reader.coupleRelatives}): parents, godparents, in-laws. */
const COUPLE_RELATIVES = peopleTagged('coupleRelative');
/** How many children one word of children born together stands for (its count in the people lexicon): four for quadruplets, three for triplets, two for twins. */
function bornTogether(w: string): number {
  const n = PEOPLE_WORDS.get(w)?.people;
  return typeof n === 'number' && n > 2 ? n : 2;
}
/** Words after a room code saying one guest has it ("1 DBL single use", "doble uso individual"). */
const SINGLE_USE: readonly string[][] = wordLists('single use|uso individual|uso sencillo|uso single|for single use');
/** Agents' child codes numbering the children ("CHD1 08, CHD2 11"): the glued digit is the child's number, not an age. */
const CHILD_LABELS: ReadonlySet<string> = readerWords('childLabels');
/** Words that stand for a party of one room in a split said in words ("another for grandma", "mis papás en otra"). */
const SEG_SELF: ReadonlySet<string> = readerWords('segSelf');

/** Words gathering everyone just counted ("todos", "all", "ambos"), before a word saying they are grown up. */
const ALL_OF_THEM: ReadonlySet<string> = readerWords('allOfThem');
/** Words saying people are grown up, after {@link ALL_OF_THEM} ("todos mayores de edad", "all adults", "todos grandes"). */
const GROWN_WORDS: ReadonlySet<string> = readerWords('grownWords');
/** Kid words that are also everyday words ("comida china", "estoy pelado"): kids only with ages, or with a count beside adults. */
const STRICT_SLANG = peopleTagged('strictSlang');

/** Child words that are also adjectives or endearments ("menor precio", "hi baby"): not a sign of an unread child. */
const NOT_STRAY = peopleTagged('alsoAdjective');

/** Words of kinship among the child words: a son or daughter may be grown up ("mi hija de 19"). */
const OFFSPRING = peopleTagged('offspring');

/** Relatives who may be of any age ("mi hermano de 16", "my cousin, 12", and their diminutives: "su hermanito de 16"): a child when said with an age under 18. */
const YOUNG_RELATIVES = peopleTagged('youngRelative');

/**
 * A verb of joining the party said right after a person, before their age ("my brother joins us (he is 14)", "mi
 * hermano se une, tiene 14"): words of no count, skipped to read the age (class: a person added with a verb of joining).
 */
const JOINING_VERBS: readonly string[][] = wordLists(
  'joins us|joins|is joining us|is joining|comes too|comes along|comes with us|is coming too|is coming with us|se une|se nos une|se suma|se nos suma|se pega|se nos pega|nos acompana|viene tambien|va tambien',
);

/** Elders of the family named with an article for "my" ("y la abuela", "los suegros"). */
const ELDERS = peopleTagged('elder');

const LITTLE_ONES: WordInfo = { cls: 'child', plural: true };
const LITTLE_ONE: WordInfo = { cls: 'child', plural: false };
/** What a word named only after a possessive ("mi ex", "my folks") counts: one grown-up, or a pair (the parents). */
const POSSESSED_ONE: WordInfo = { cls: 'adultRel', plural: false };
const POSSESSED_PAIR: WordInfo = { cls: 'adultRelPair', plural: true };
const POSSESSED = peopleTagged('possessed');

/** Words long enough to be matched with one typo ("habitasion", "adutos", "personass"). */
const FUZZY_TARGETS: readonly string[] = [
  'habitacion',
  'habitaciones',
  'adultos',
  'personas',
  'huespedes',
  'children',
  'toddler',
  'bebecito',
  'ninitos',
  'infantes',
];

/** Real words one typo away from a target ("personal" is staff, not people). */
const NOT_FUZZY = new Set(['personal', 'adultez', 'infantil']);

/**
 * Adult words matched with one typo from five letters on (class: letter swaps
 * and drops in the commonest word, "aduts", "adluts", "adultso"): shorter
 * than the other targets, but no real word stands one typo from them.
 */
const FUZZY_ADULT_TARGETS: readonly string[] = ['adults', 'adultos', 'adultas'];

/**
 * The word class of a diminutive of a family or people word ("nietecito", "abuelita", "hijitos", "esposito"): the
 * class of the word itself (class: diminutives of family words are those words). Only family and people words:
 * a diminutive of a room or a count word is no person.
 */
function diminutiveOf(w: string): WordInfo | undefined {
  if (w.length < 6) return undefined;
  for (const [re, to] of DIMINUTIVES) {
    if (!re.test(w)) continue;
    // "nietecito": drop the whole ending; "abuelita": keep the stem's own last letter
    for (const cut of [w.replace(re, to), w.replace(/(it|ic)(o|a)(s?)$/, '$2$3')]) {
      const info = cut !== w ? WORDS.get(cut) : undefined;
      if (info && /^(adult|child|adultRel|adultRelPair|adultRelMany|kin|people)$/.test(info.cls)) return info;
    }
  }
  return undefined;
}

/** Whether `a` and `b` differ by one typo: one letter added, dropped or changed, or two neighbours swapped ("adluts"). */
function oneTypo(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  if (distance(a, b) <= 1) return true;
  if (a.length !== b.length) return false;
  let k = 0;
  while (k < a.length && a[k] === b[k]) k++;
  return k + 1 < a.length && a[k] === b[k + 1] && a[k + 1] === b[k] && a.slice(k + 2) === b.slice(k + 2);
}

/**
 * Titles said before a person's name ("el Dr. Pérez", "la Sra. Gómez", "Mr. Chen"): the title and the name are one
 * adult of the party (class: a person named by title).
 */
const TITLES = peopleTagged('title');
/**
 * Given names and surnames of the name lexicon (`./lexicon/names.json`, validated where the guest's name is read):
 * after a title spelled out ("el señor", "la señora") only one of them is a name ("el señor Ramírez"), not a verb or
 * any other word ("el señor llega el lunes").
 */
const KNOWN_NAMES: ReadonlySet<string> = new Set([...namesData.given, ...namesData.alsoSurname, ...namesData.englishGiven, ...namesData.surnames]);
/** The guest's own questions (name, contact, country): the party is read there only from plain counts. */
const PERSONAL_SLOTS: ReadonlySet<string> = new Set(['name', 'lastName', 'phone', 'email', 'country', 'residenceCity']);
/** Questions of the search, where a person named by title is one of the party (elsewhere it is the guest's name). */
const SEARCH_SLOTS: ReadonlySet<string> = new Set(['destination', 'dates', 'nights', 'party', 'rooms']);
/** Little words that are never a name after a title. */
const NOT_NAMES: ReadonlySet<string> = readerWords('notNames');

/** Words of an unsaid number before children ("y unos niños", "some kids"): children whose number is asked. */
const INDEFINITE: ReadonlySet<string> = readerWords('indefinite');
/**
 * Verbs of asking to be served by someone ("que me atienda una persona", "hablar con una persona", "pásame con una
 * persona real", "speak to a person", "talk with a person"): "una persona" / "a person" after them is the person asked
 * for, never a party of one (class: a person asked for is no count). Linking words ("con", "to", "with", "por") may
 * stand between the verb and the person.
 */
const ASK_FOR_PERSON_VERBS: ReadonlySet<string> = new Set(
  (
    'atienda atiende atiendan atender atenderme atienden atendido atendida hablar hablo hable habla hablame hableme comunicar comunicarme comunicame ' +
    'comuniqueme comunica comunicas pasar pasarme pasame paseme pasa pasas transferir transfiere transfiereme speak talk chat connect transfer put'
  ).split(' '),
);
/** Linking words between a verb of asking for someone and the person ("hablar con", "speak to", "atendido por"). */
const ASK_FOR_PERSON_LINKS: ReadonlySet<string> = readerWords('askForPersonLinks');

const DETERMINERS: ReadonlySet<string> = readerWords('determiners');
/**
 * Possessives that tie a relative to the speaker or to someone of the party
 * ("mi esposa" is one person, "una pareja" two; "my brother and his wife",
 * "my gf and her 2 kids").
 */
const OWN: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.possessives);
/** Words that may stand between a count and its noun ("2 little ones", "two old people", "una sola habitación", "la misma habitación", "8 ex compañeros"). */
const ADJECTIVES = new Set(
  (
    'small little lil wee young lovely pequenos pequenas chiquitos chiquitas retired elderly older old married sola misma teenage teen ex ' +
    // Class: where people know each other from, said before them ("twelve uni friends", "3 work mates", "my best friends")
    'uni college university school work office best close good childhood'
  ).split(' '),
);
/** Adjectives of youth that may stand between a possessive and a child word ("my teenage son", "our little girl"): still that child. */
const YOUNG_ADJECTIVES: ReadonlySet<string> = readerWords('youngAdjectives');
const CONNECTORS: ReadonlySet<string> = readerWords('connectors');
const ADDITIVE: ReadonlySet<string> = readerWords('additive');
const YEAR_UNITS: ReadonlySet<string> = new Set([...PEOPLE_GRAMMAR.yearUnits, ...readerWords('yearAbbreviations')]);
const MONTH_UNITS: ReadonlySet<string> = new Set([...PEOPLE_GRAMMAR.monthUnits, ...readerWords('monthAbbreviations')]);
/** Words for babies: ages listed before "months" are all in months ("dos bebés de 5 y 6 meses"). */
const BABIES = /^(?:bebes?|bebitos?|bebitas?|babies|baby|infants?|infantes?|gemel[oa]s|mellizos|mellizas|twins)$/;
/**
 * Units of an age in weeks ("a 6-week-old", "6 weeks old", "6 semanas"): a baby of 0. Read as an age only with "old"
 * after them or at the children's-ages question (elsewhere "2 weeks" is a stay).
 */
const WEEK_UNITS: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.weekUnits);
/** Occasions held for someone ({@link Reader.forOccasion}). */
const OCCASIONS: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.occasions);
/** Celebrations of someone ({@link Reader.forOccasion}). */
const CELEBRATIONS: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.celebrations);
/** Words after a person saying they do not travel ({@link Reader.notTravelling}), from the people lexicon. */
const NOT_TRAVELLING = new RegExp(String.raw`^(?:ya )?(?:${phrasesAlternation(PEOPLE_GRAMMAR.notTravelling)})\b`);
/**
 * A person's dropping out said right after them, up to the end of its clause ("…, pero él al final no va", "… but he's
 * not coming after all", "…, ya no viene"): see {@link Reader.notTravelling}.
 */
const DROPPED_OUT = new RegExp(
  `^(?:, )?(?:(?:pero|but|aunque) )?(?:(?:el|ella|he|she) )?(?:(?:al final|finalmente|after all|at the end) )?(?:${phrasesAlternation(PEOPLE_GRAMMAR.droppedOut)})(?: (?:al final|after all|anymore|finalmente))?(?:$| ,| y | and | pero | but )`,
);
/** A person's maybe coming said right after them ("mi hermano tal vez venga", "my ex-wife might join"): see {@link Reader.maybeJoining}. */
const MAYBE_AFTER = new RegExp(String.raw`^(?:(?:el|ella|he|she) )?(?:(?:also|tambien) )?(?:${phrasesAlternation(PEOPLE_GRAMMAR.maybeJoining)})\b`);
/** A person's maybe coming said right before them ("and maybe my brother", "y de pronto mi suegra", "puede que venga mi tía"). */
const MAYBE_BEFORE = new RegExp(
  String.raw`\b(?:${phrasesAlternation(PEOPLE_GRAMMAR.maybeJoining)})(?: (?:also|tambien|venga|vaya|viene|va|come|comes|join|joins|se une|se suma))?(?: (?:con|with))?$`,
);
/** Verbs of sending a message ("lo que me mandó mi hermana"): its sender is no one of the party. */
const SENT: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.sentVerbs);
/** Words before a person the stay is compared to, ending right before them ({@link Reader.notTravelling}). */
const COMPARED_TO = new RegExp(String.raw`\b(?:${phrasesAlternation(PEOPLE_GRAMMAR.comparedTo)})$`);
/** Words after a person saying they are operated on or treated ({@link Reader.notTravelling}). */
const PATIENT = new RegExp(String.raw`^(?:${phrasesAlternation(PEOPLE_GRAMMAR.patient)})\b`);
/** Things of someone said with "'s" ("my husband's flight", "my boss's car"): their owner is named in passing ({@link Reader.forOccasion}). */
const THINGS_OWNED: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.thingsOwned);
/** The kinds of mention that count the party. */
const PARTY_KINDS: ReadonlySet<Mention['k']> = new Set(['adults', 'children', 'total', 'self', 'companion']);
/** Glued-only units ("5a", "8m"): ambiguous as separate words. */
const GLUED_ONLY_UNITS: ReadonlySet<string> = readerWords('gluedOnlyUnits');
/** Units spelled as words, that after "diez y" / "veinte y" may make one number in the old spelling ("diez y ocho" = 18). */
const SPELLED_UNITS: ReadonlySet<string> = readerWords('spelledUnits');
const AGE_SEPARATORS: ReadonlySet<string> = new Set([...PEOPLE_GRAMMAR.ageSeparators, ...readerWords('ageListMarks')]);
/** Words that may stand between a separator and the next age ("y el otro de 8", "and the other is 9"). */
const AGE_FILLERS: ReadonlySet<string> = readerWords('ageFillers');
/**
 * Words describing one child after "el", "la", "the" ("el mayor", "el chiquito", "la niña", "the little one", "the
 * oldest"): in a list of ages, each names one of the children already counted.
 */
const DESCRIBED_CHILD: ReadonlySet<string> = readerWords('describedChild');
/** Words for a work team counted ("team of 10", "equipo de 6"): grown-ups travelling for work. */
const WORK_TEAMS = peopleTagged('workTeam');

/**
 * Words that may introduce ages after a child word ("de 5", "aged 5", "con edades de 4 y 7"), a birthday just
 * passed among them ("she just turned 2", "que acaba de cumplir 5", "who turned 12", "cumplió 7").
 */
const AGE_INTROS = new Set(
  (
    'de d del of aged age ages edad edades con with tiene tienen que q k who are is son he she hes shes s re r theyre they it its uno una one el la mayor menor older younger oldest youngest entre between ' +
    'just turned turn acaba acabo acaban cumplir cumplio cumplieron ' +
    // Class: an age said as already reached ("mi hijo que ya tiene 19", "who's already 18") or a baby described as
    // carried ("un bebé de brazos de 7 meses"): words between the person and the age, never an age themselves.
    'ya already brazos arms'
  ).split(' '),
);
/** Words after a number that make it something else than an age or a count of people. */
const NOT_AGE_AFTER = new Set(
  (
    'noche noches night nights nite nites dia dias day days semana semanas week weeks mes? estrellas estrella stars star horas hora hours hour h hrs pm am ' +
    'mil millon millones pesos peso dolares dolar usd cop k de del al hasta to till until enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ' +
    'ene feb mar abr may jun jul ago sep sept oct nov dic january february march april june july august september october november december jan aug dec ' +
    'camas cama beds bed pisos piso floor floors km minutos minutes am'
  ).split(' '),
);
/** Words that may follow a bare count of people ("somos 4", "para 2 en cartagena", "for two please"). */
const SAFE_AFTER_TOTAL = new Set(
  (
    'y e and en in a al para por con with desde from porfa favor please pls plz gracias thanks thank el la , . ) : ; ! ? + & plus mas total personas ' +
    'contando incluyendo incluidos incluidas including incl counting ' +
    // Class: a count limited in words ("nosotros dos nomás", "somos 3 solamente", "us two only"): the limit ends it.
    'nomas solamente unicamente only just'
  ).split(' '),
);
/** Words standing just before "familia"/"family" that belong to the phrase ("una familia de 4", "my family of 5"). */
const FAMILY_LEAD: ReadonlySet<string> = readerWords('familyLead');
const TOTAL_VERBS: ReadonlySet<string> = readerWords('totalVerbs');
/** "para" and its chat forms. */
const PARA: ReadonlySet<string> = readerWords('para');
/** Words that make the count after them approximate ("somos como 4", "unos 5", "about 4"). */
const APPROX: ReadonlySet<string> = readerWords('approx');
/** Words of talking a plan over with someone: a relative named after them is not travel company. */
const CHATTER = new Set(
  (
    'check checking ask asking talk talking speak speaking consult consulting confirm confirming discuss discussing let lemme think decide ' +
    'hablar hablo hable hablarlo hablarle hablamos preguntar pregunto preguntarle preguntale pregunte consultar consulto consultarlo consultarle consulte ' +
    'confirmar confirmo confirmarle decirle digo comentar comento comentarle cuadrar cuadro cuadrarlo coordinar coordino revisar reviso mirar miro ver veo ' +
    'charlar llamar llamo escribirle dejame dejeme deja permiteme esperame aviso avisar decidir decido pensarlo pensar pienso chequear chequeo acordar ' +
    'consultando hablando preguntando cuadrando coordinando revisando mirando chequeando confirmando comentando decidiendo pensando'
  ).split(' '),
);
/** Words of a trip: with them "con mi esposa" is travel company. */
const TRAVEL = new Set(
  (
    'voy viajo viajar ir vengo llego llegar llegamos quedarme quedarnos hospedarme hospedarnos alojarme alojarnos reservar reserva reservo reservacion ' +
    'viajecito viajesito paseito vacaciones honeymoon luna aniversario anniversary planeando planeamos planning ' +
    'reservation reserve book booking habitacion habitaciones cuarto hotel viaje vacaciones paseo escapada estadia travel traveling travelling trip going go ' +
    'come coming visit visiting stay staying vacation holiday getaway fly flying arrive arriving room rooms noches nights noche night weekend finde'
  ).split(' '),
);
const PLURAL_WE: ReadonlySet<string> = readerWords('pluralWe');
/** A spouse or partner: with a "we" verb and children, the adults are the speaker and this one. */
const PARTNER_WORDS = peopleTagged('partner');
/** Adjectives of age that may stand between a possessive and an adult relative ("my elderly mother", "our retired parents"). */
const AGED_ADJECTIVES: ReadonlySet<string> = readerWords('agedAdjectives');
/** Verbs of one person taking someone along ("quiero llevar a mi esposa", "I'm taking my mom"): the speaker travels with them. */
const TAKING_ALONG: ReadonlySet<string> = readerWords('takingAlong');
/** Spanish verbs of one person going ("voy con mi hijo", "quiero ir con mis hijos"): the speaker travels. */
const GOING_ALONE: ReadonlySet<string> = readerWords('goingAlone');
/** English words of going said with "I" ("I'm travelling with my son"). */
const GOING_EN: ReadonlySet<string> = readerWords('goingEn');
/** Family roles that name one adult in a list of the party ("Dad, mum and 3 kids", "y la abuela", "and grandpa"). */
const ROLE_ONE = peopleTagged('roleOne');
/** Family roles that name two adults in a list of the party ("Grandparents, parents and two kids", "los abuelos"). */
const ROLE_PAIR = peopleTagged('rolePair');
/** The speaker as one word, before a count of others joined to them ("me + 1", "yo y 2 más", "myself plus one"). */
const SPEAKER_ALONE: ReadonlySet<string> = readerWords('speakerAlone');
/** Words after a count of people joined to the speaker that say they are more people ("2 more", "3 más", "two others"). */
const PEOPLE_MORE: ReadonlySet<string> = readerWords('peopleMore');
/** Words of the speaker alone ("solo yo", "voy sola"; Portuguese "somente eu"). */
const SOLO_WORDS: ReadonlySet<string> = readerWords('soloWords');
/** Words of a trip already made ("fuimos", "estuvimos", "two years ago", "we stayed"): see `pastTrip`. */
const PAST_WORDS: ReadonlySet<string> = readerWords('pastWords');
/** Verbs of going said negated by the speaker ("yo no voy", "no viajo yo", "I'm not going", "I won't be coming"). */
const NOT_GOING: ReadonlySet<string> = readerWords('notGoing');
const SOLO_VERBS: ReadonlySet<string> = readerWords('soloVerbs');
const EACH_AFTER: ReadonlySet<string> = readerWords('eachAfter');
/** The words before a bare "room" meaning space ("have room for 6", "any room for 2", "enough room for us"). */
const ROOM_AS_SPACE_BEFORE: ReadonlySet<string> = readerWords('roomAsSpaceBefore');
/** Words that may follow "one more" said of a person ("one more who just confirmed", "uno más que se apuntó"). */
const MORE_WHO: ReadonlySet<string> = readerWords('moreWho');
/** English words of a party: beside them "son" is the English noun, not the Spanish verb. */
const ENGLISH_PARTY_HINTS: ReadonlySet<string> = readerWords('englishPartyHints');
/** The owner words before a room of one's own ("their own room", "su propia habitación", "a separate room"). */
const OWN_ROOM_OWNERS: ReadonlySet<string> = readerWords('ownRoomOwners');
/**
 * The words that may stand between a person and the room of their own said of them ("Dad would like his own room",
 * "my in-laws, they need their own room", "the nanny needs her own room", "grandparents (own room)").
 */
const OWN_ROOM_LINKS: ReadonlySet<string> = readerWords('ownRoomLinks');
const ANOTHER: ReadonlySet<string> = readerWords('another');
const INCLUSIVE_WORDS: ReadonlySet<string> = readerWords('inclusiveWords');

// ------------------------------------------------------------------ tokens

interface Tok {
  /** Folded text ("adultos", "5", ","). */
  t: string;
  s: number;
  e: number;
  /** Digits. */
  d: boolean;
  /** Punctuation kept as a token. */
  p: boolean;
}

/** Words, numbers and the punctuation the reader uses; a long dash ("somos 8 — 4 adultos…") is a dash. */
const TOKEN_RE = /\p{N}+|\p{L}+|[+&(),:;/\-—–]/gu;

/**
 * Pairs of words that name one person or kind of person ("the other half",
 * "my better half": a partner; "baby girl": a child), read as one word.
 */
const TWO_WORD_NAMES = PEOPLE_PHRASES;

/**
 * The role word of `w` when "ex" may stand before it ("exesposo" → "esposo"; "wife" → "wife", said after "ex-"): a
 * singular grown-up's word of the lexicon. Undefined for any other word, and for a word the lexicon knows whole.
 */
export function exJoined(w: string): string | undefined {
  const rest = w.startsWith('ex') && !WORDS.has(w) ? w.slice(2) : w;
  const info = PEOPLE_WORDS.get(rest);
  return info && !info.plural && info.people === 1 && info.age !== 'child' ? rest : undefined;
}

/**
 * Tokens of `folded`; "in-laws", "mother-in-law" become one word ("inlaws",
 * "motherinlaw"), and so does any hyphenated pair the vocabulary knows as one
 * word ("grown-ups", "ankle-biters", "step-son"), and {@link TWO_WORD_NAMES}.
 */
function tokenize(folded: string): Tok[] {
  const out: Tok[] = [];
  for (const m of folded.matchAll(TOKEN_RE)) {
    const raw = m[0];
    const t = raw === '—' || raw === '–' ? '-' : raw;
    // Class: "ex" joined to the role word it qualifies ("exesposo", "ex-wife"): the two words, as "mi ex esposo"
    const ex = exJoined(t);
    if (ex !== undefined) {
      if (out.at(-1)?.t === '-' && out.at(-2)?.t === 'ex' && out.at(-1)!.s === out.at(-2)!.e && out.at(-1)!.e === m.index) out.pop();
      else if (ex !== t) {
        out.push({ t: 'ex', s: m.index, e: m.index + 2, d: false, p: false });
        out.push({ t: ex, s: m.index + 2, e: m.index + t.length, d: false, p: false });
        continue;
      }
    }
    out.push({ t, s: m.index, e: m.index + t.length, d: /^\p{N}/u.test(t), p: /^[+&(),:;/-]$/.test(t) });
    const n = out.length;
    // "grown-ups", "ankle-biters": a hyphenated word the vocabulary knows whole
    if (n >= 3 && !out[n - 1]!.p && out[n - 2]!.t === '-' && out[n - 3]!.e === out[n - 2]!.s && out[n - 2]!.e === out[n - 1]!.s) {
      const word = out[n - 3]!.t + t;
      if ((WORDS.has(word) || ADJECTIVES.has(word)) && !/^in(law|laws)$/.test(word)) {
        const start = out[n - 3]!.s;
        out.length = n - 3;
        out.push({ t: word, s: start, e: m.index + t.length, d: false, p: false });
        continue;
      }
    }
    const pair = n >= 2 ? TWO_WORD_NAMES.get(`${out[n - 2]!.t} ${t}`) : undefined;
    if (pair) {
      const start = out[n - 2]!.s;
      out.length = n - 2;
      out.push({ t: pair, s: start, e: m.index + t.length, d: false, p: false });
      continue;
    }
    if (n >= 3 && /^laws?$/.test(t) && out[n - 2]!.t === '-' && out[n - 3]!.t === 'in' && out[n - 3]!.e === out[n - 2]!.s) {
      let from = n - 3;
      if (n >= 5 && out[n - 4]!.t === '-' && /^(mother|father|sister|brother|son|daughter)$/.test(out[n - 5]!.t)) from = n - 5;
      const word = out
        .slice(from)
        .map((x) => (x.p ? '' : x.t))
        .join('');
      const start = out[from]!.s;
      out.length = from;
      out.push({ t: word, s: start, e: m.index + t.length, d: false, p: false });
    }
  }
  return out;
}

/**
 * `toks` with a ";" where a line of `raw` ends with a number and the next starts with a word: a number ending a form's
 * line counts nothing of the next ("Salida: lunes 7⏎Adultos: 2" holds no "7 adultos", "de hoy en quince⏎Pax: 2" no "15 pax").
 */
function withLineBreaks(toks: Tok[], raw: string): Tok[] {
  if (!raw.includes('\n')) return toks;
  const out: Tok[] = [];
  for (let k = 0; k < toks.length; k++) {
    const prev = out[out.length - 1];
    const number = prev !== undefined && (prev.d || prev.t in NUMBER_WORDS);
    const cut = number && !toks[k]!.p && !toks[k]!.d ? lineBreakBetween(raw, prev.e, toks[k]!.s) : -1;
    if (cut >= 0) out.push({ t: ';', s: cut, e: cut + 1, d: false, p: true });
    out.push(toks[k]!);
  }
  return out;
}

/** An agent's letter for a role glued to its count ("2A1C": "a" → "adt", "c" → "chd"), from the people lexicon. */
const GLUED_CODES: ReadonlyMap<string, string> = new Map(Object.entries(PEOPLE_GRAMMAR.gluedCodes));

/** Words before a number that make "2A" part of an address, a room or a seat, or an age ("calle 2A", "apto 3C", "niños de 5a"). */
const NOT_CODE_AFTER: ReadonlySet<string> = readerWords('notCodeAfter');

/** Labels of a form's party line ("Pax: 2+1", "Ocupación: 2+2", "Huéspedes 2+0"). */
const PARTY_LABELS: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.partyLabels);

/** Words naming children after a child code ("2A1C child 4", "1C kid 6"): the code's label, read with it. */
const CODE_LABELS: ReadonlySet<string> = readerWords('codeLabels');

/**
 * Class: an agent's party in glued codes ("2A1C", "2A2C (3,7)", "2A in Bogotá", "2A 1C child 4"): the letter after a
 * count is read as its role word (`GLUED_CODES`). Letters chained to counts ("2a1c") are codes in any case; a lone
 * "2A" only in capitals and not after a word of an address, a room or an age ("calle 2A", "apto 3A", "de 5a" stay as
 * they are); a lone child letter only right after an adult code ("2A 1C", "2A+1C"). A label naming children right after
 * a child code ("1C child 4") is read with it. `raw` is the message as typed, aligned with the tokens.
 */
function readGluedCodes(toks: Tok[], raw: string): void {
  const isCode = (i: number): boolean => {
    const n = toks[i - 1];
    const c = toks[i];
    return !!n && !!c && n.d && n.t.length <= 2 && n.e === c.s && GLUED_CODES.has(c.t);
  };
  let lastAdult = -10;
  for (let i = 1; i < toks.length; i++) {
    if (!isCode(i)) continue;
    const c = toks[i]!;
    const role = GLUED_CODES.get(c.t)!;
    if (role === c.t) {
      if (role === 'adt') lastAdult = i;
      continue;
    }
    const next = toks[i + 1];
    const chained = (!!next?.d && next.s === c.e && isCode(i + 2)) || (i >= 3 && toks[i - 2]!.s === toks[i - 3]!.e && isCode(i - 2));
    const capital = raw.slice(c.s, c.e) === c.t.toUpperCase();
    const before = toks[i - 2];
    const free = !before || (!NOT_CODE_AFTER.has(before.t) && !before.d && !/[#-]\s*$/.test(raw.slice(0, toks[i - 1]!.s)));
    const lone = capital && free && (role === 'adt' || i - lastAdult <= 3);
    if (!chained && !lone) continue;
    c.t = role;
    if (role === 'adt') lastAdult = i;
    if (role === 'chd' && next && !next.d && CODE_LABELS.has(next.t) && toks[i + 2]?.d) {
      c.e = next.e;
      toks.splice(i + 1, 1);
    }
  }
}

/** Words a dictation writes for a count ("to" for "two"), from the people lexicon. */
const HEARD_COUNTS: ReadonlyMap<string, number> = new Map(Object.entries(PEOPLE_GRAMMAR.heardCounts));
/** Words after which a heard count is a count ("and to kids", "we're to adults"). */
const HEARD_COUNT_AFTER: ReadonlySet<string> = readerWords('heardCountAfter');

/**
 * Class: a count written by a dictation as a word that sounds like it ("we are four adults and to kids", "we're to
 * adults plus one child"): `HEARD_COUNTS` read as a count between a joiner or "are" and a plural role word of people
 * ("kids", "adults", "children"); elsewhere ("access to kids club", "to adults only") it stays a word.
 */
function readHeardCounts(toks: Tok[]): void {
  for (let i = 1; i + 1 < toks.length; i++) {
    const n = HEARD_COUNTS.get(toks[i]!.t);
    if (n === undefined || !HEARD_COUNT_AFTER.has(toks[i - 1]!.t)) continue;
    const next = WORDS.get(toks[i + 1]!.t);
    if (!next?.plural || !(next.cls === 'adult' || next.cls === 'child' || next.cls === 'people')) continue;
    // "kids club", "children's menu": a thing for kids, not a count
    if (toks[i + 2] && /^(club|menu|pool|area|s|meal|meals|activities|program)$/.test(toks[i + 2]!.t)) continue;
    toks[i] = { ...toks[i]!, t: String(n), d: true };
  }
}

// ------------------------------------------------------------------ mentions

type Mention =
  /**
   * `person`: one person described, not a count ("una señora de 80 años").
   * `desc`: a couple described, not counted ("honeymoon", "retired couple"):
   * dropped when a count of adults is said too ("Honeymoon!!! 2 adults" is 2).
   * `sum`: a count said as the sum of everyone named before it ("my daughter
   * is 18, so that's three adults"): the adults, whoever was named.
   */
  /** `pairs`: the adults counted as couples ("dos parejas": 2), who share a room each when rooms are separate. */
  | { k: 'adults'; n: number; at: number; person?: boolean; desc?: boolean; sum?: boolean; pairs?: number }
  /** `same`: the one age is every child's ("ambos de 6" at the ages question). */
  /**
   * `rel`: said by a word of kinship ("mi hija de 19", "my 18-year-old son"),
   * not of childhood ("un niño de 18"): an age of 18 or more makes that person
   * an adult of the party rather than a contradiction.
   */
  /** `again`: the children counted before, named again with another number of ages ("2 niños … los niños tienen 4, 7 y 9"). */
  | { k: 'children'; n: number | undefined; ages: number[]; old: number[]; at: number; same?: boolean; rel?: boolean; again?: boolean }
  | { k: 'zeroKids'; at: number }
  /**
   * `we`: the speakers counted by a pronoun ("us 2", "nosotros dos", "both of
   * us", "the 3 of us"): with children added to it ("us 2 and our son") the
   * count is the adults.
   */
  | { k: 'total'; n: number; family: boolean; at: number; end: number; we?: boolean }
  /** Two counts ("somos 4 o 5") or an approximate one ("somos como 4"): asked back. */
  | { k: 'unsure'; totals: number[]; at: number; end: number }
  /** `strong`: the speaker alone ("solo yo", "voy sola", "just me"); otherwise only beside others ("mi esposa y yo"). */
  | { k: 'self'; at: number; strong: boolean }
  /** The speaker says they do not travel ("yo no voy", "no voy yo", "I'm not going"): the party is the people named. */
  | { k: 'notSelf'; at: number }
  /**
   * Company of the speaker ("mi esposa", "con 3 amigos"). `lead`: a count of
   * friends or relatives said on its own, not joined to anything before it
   * ("4 friends", "para 5 amigas"): the whole party when nobody else is named.
   */
  /** `counted`: said with a number and no possessive ("2 profes", "3 amigos"); `pair`: a pair word ("mis papás"). */
  | { k: 'companion'; n: number | undefined; at: number; lead?: boolean; pair?: boolean; counted?: boolean }
  | { k: 'rooms'; n: number; at: number; end: number; perRoomOf: boolean }
  /**
   * Start of one room's party ("y en la otra…"); `post`: the marker closes
   * the room's party instead ("mi esposa y yo en una, mis papás en otra").
   */
  | { k: 'seg'; at: number; post?: boolean }
  | { k: 'each'; at: number };

interface AgeList {
  /** How many items were introduced as another child ("y otro de 8"). */
  others: number;
  /** The first age is said of one child described ("la niña tiene 4", "el mayor tiene 8"): never every child's. */
  described?: boolean;
  ages: number[];
  old: number[];
  end: number;
  each: boolean;
}

/** One reading of one message: tokens, which are used, and what was found. */
/** Endearments that name one's partner after "mi"/"my" ("mi amor", "mi vida", "my love"); read only with the possessive. */
const ENDEARMENTS = peopleTagged('endearment');

/** Words asking what a room holds ("caben", "capacidad", "fit", "max"): a room named in such a question is not booked. */
const CAPACITY_WORDS: ReadonlySet<string> = readerWords('capacityWords');

class Reader {
  readonly toks: Tok[];
  readonly used: boolean[];
  readonly found: Mention[] = [];
  formStyle = false;
  /** Couples counted with one room each ("5 couples, one room each"): how many. */
  pairRooms: number | undefined;
  /** Rooms said in agents' codes ("1 SGL + 1 DBL"): the adults of each, in order. */
  codeRooms: number[] | undefined;
  /** A companion was named in chatter ("let me check with my wife"): the speaker is not counted either. */
  chatter = false;
  /** "en cuartos separados", "each in their own room", "cada uno en su habitación": one room per adult. */
  separateRooms = false;
  /** Every room's children's ages, said once after a party per room ("c/u 2 adultos + 1 niño (7 y 11)"), in order. */
  eachAges: number[] | undefined;
  /** The children said to sleep in a room of their own ("kids in their own room"): see {@link Reader.kidsOwnRoom}. */
  kidsRoom = false;
  /**
   * How many grown-ups one named person or pair said to have a room of their own stands for ("Dad would like his own
   * room": 1, "grandparents in their own room": 2): see {@link Reader.adultsOwnRoom}; 0 when none is said.
   */
  adultsRoom = 0;
  /** A room said for each couple ("cada pareja en su habitación", "each couple in its own room"). */
  perCouple = false;
  /** How many share each room, when said ("two to a room", "2 por habitación", "de a dos por cuarto"): see {@link Reader.sharing}. */
  perRoomShare: number | undefined;
  /** Where the last phrase read by {@link done} ended (a bracket right there may name the same people again). */
  lastEnd = -1;

  constructor(
    folded: string,
    readonly expecting: Message['expecting'],
    /** Whether earlier extractors used words of the message (dates, contact…). */
    readonly blanked: () => boolean = () => false,
    /** The whole folded message, words used by earlier extractors included. */
    readonly whole: string = folded,
    /** The chat's language, when known. */
    readonly lang?: Message['lang'],
    /** The message as typed (its capitals tell an agent's "2A" from an age "2a", its lines a letter's signature). */
    readonly raw?: string,
  ) {
    this.toks = tokenize(folded);
    if (raw !== undefined) {
      readGluedCodes(this.toks, raw);
      this.toks = withLineBreaks(this.toks, raw);
    }
    if (lang !== 'es') readHeardCounts(this.toks);
    this.used = this.toks.map(() => false);
    this.text = folded;
  }

  /** The folded message. */
  readonly text: string;

  /** Whether a full stop, "!" or "?" ends the sentence right after token `k` ("party of 2. Any rooms…"). */
  sentenceEndAfter(k: number): boolean {
    const tok = this.toks[k];
    if (!tok) return false;
    const gap = this.text.slice(tok.e, this.toks[k + 1]?.s ?? this.text.length);
    return /^\s*[.!?]/.test(gap) && !/^\.\d/.test(this.text.slice(tok.e));
  }

  /**
   * Whether token `k` stands in a question about what a room holds ("¿cuántos caben en una habitación?", "how many fit
   * in one room?"): a sentence ended by "?" (or opened by "¿") holding a word of capacity ({@link CAPACITY_WORDS}).
   */
  inCapacityQuestion(k: number): boolean {
    const tok = this.toks[k];
    if (!tok) return false;
    let a = tok.s;
    while (a > 0 && !/[.!?¿]/.test(this.text[a - 1]!)) a--;
    let b = tok.e;
    while (b < this.text.length && !/[.!?]/.test(this.text[b]!)) b++;
    if (this.text[b] !== '?' && this.text[a - 1] !== '¿') return false;
    return this.toks.some((x) => x.s >= a && x.e <= b && CAPACITY_WORDS.has(x.t));
  }

  /**
   * Class: "room" as space, not as a room ("do you have room for 6 people?", "is there room for 4 of us", "any room for
   * 2 adults"): the bare English noun, with no article or count before it and "for" after it, asks about capacity;
   * the people counted stand, no count of rooms is read from it ("a room for 6" stays one room).
   */
  roomAsSpace(x: { n: number; at: number; end: number }): boolean {
    return x.n === 1 && x.end === x.at + 1 && this.t(x.at) === 'room' && this.t(x.end) === 'for' && ROOM_AS_SPACE_BEFORE.has(this.t(x.at - 1));
  }

  /** Whether a word of talking it over ("check", "preguntarle", "hablar") stands shortly before token `i`. */
  chatterBefore(i: number): boolean {
    for (let k = Math.max(0, i - 6); k < i; k++) {
      const w = this.t(k);
      // "let me check…", not "let's go…"
      if (w === 'let' ? this.t(k + 1) === 'me' : CHATTER.has(w)) return true;
    }
    return false;
  }

  /** Whether the message speaks of a trip: a travel word, or at the party question. */
  travelWords(): boolean {
    return this.expecting === 'party' || this.toks.some((x) => TRAVEL.has(x.t));
  }

  t(i: number): string {
    return this.toks[i]?.t ?? '';
  }

  /**
   * Whether the mention at token `at` names the one an occasion is for: after "<occasion> de/del" ("la graduación DE
   * MI HIJA", "el cumple del abuelo") or before "'s <occasion>" ("my brother's wedding", "my daughter's college
   * graduation"), the occasions being the lexicon's; or owns a thing said ("my husband's flight").
   */
  forOccasion(at: number): 'occasion' | 'celebration' | undefined {
    const kind = (w: string) => (OCCASIONS.has(w) ? 'occasion' : CELEBRATIONS.has(w) ? 'celebration' : undefined);
    if (/^(de|del|of)$/.test(this.t(at - 1)) && kind(this.t(at - 2))) return kind(this.t(at - 2));
    for (let k = at; k < at + 3 && k < this.toks.length; k++)
      if (this.t(k) === 's' && this.cls(k - 1)) {
        const said = kind(this.t(k + 1)) ?? kind(this.t(k + 2));
        if (said) return said;
        // "for my grandma's 90th", "mum's 60th" (class: a birthday said by its ordinal): the occasion of someone
        if (/^\d{1,3}(st|nd|rd|th)?$/.test(this.t(k + 1)) && /^(st|nd|rd|th)$/.test(this.toks[k + 1]!.d ? this.t(k + 2) : this.t(k + 1).replace(/^\d+/, '')))
          return 'occasion';
        // "only me now, my husband's flight got cancelled" (class: the owner of a thing said, no one of its own)
        if (THINGS_OWNED.has(this.t(k + 1))) return 'occasion';
      }
    return undefined;
  }

  /**
   * Whether the mention at token `at` is said to be where the trip goes already, or to be the one it happens to ("my
   * mom is already there", "mi hermana vive allá", "los novios ya están allá", "falleció mi abuela", "my father passed
   * away", "mi hermana se gradúa"), or to have sent the message passed on ("lo que me mandó mi hermana", "my sister sent
   * me this"), or to be the one the stay is compared to ("same dates as my colleague"): no one of the party (`occasion`); a patient ("a mi papá lo operan", "my mom is having
   * surgery") only when named again (`patient`: "… pa él, mi mamá y yo").
   */
  notTravelling(at: number): 'occasion' | 'patient' | undefined {
    if (/^(fallecio|murio)$/.test(this.t(at - 1))) return 'occasion';
    // the one others stay home with ("los niños se quedan con la abuela", "the kids stay with grandma")
    if (this.stayingWith(at - 1)) return 'occasion';
    // The one who sent a message the guest passes on ("reenvío lo que me mandó mi hermana: …"): they wrote it, the
    // people in it are the party.
    if (/^(me|nos)$/.test(this.t(at - 2)) && SENT.has(this.t(at - 1))) return 'occasion';
    // The one the stay is compared to ("same dates as my colleague, … just me", "las mismas fechas que mi hermano"):
    // named to say when, not one of the party.
    if (
      COMPARED_TO.test(
        this.toks
          .slice(Math.max(0, at - 4), at)
          .map((x) => x.t)
          .join(' '),
      )
    )
      return 'occasion';
    for (let k = at; k < at + 3 && k < this.toks.length; k++) {
      if (!this.cls(k) || this.t(k) === 's') continue;
      // what is said of them comes after their ages ("los niños de 6 y 8 se quedan con la abuela")
      let e = k + 1;
      while (e < k + 12 && (this.toks[e]?.d || /^(de|y|e|and|anos|years|old|\(|\))$/.test(this.t(e)))) e++;
      if (e > k + 1 && !this.toks.slice(k + 1, e).some((x) => x.d)) e = k + 1;
      const after = this.toks
        .slice(e, e + 4)
        .map((x) => x.t)
        .join(' ');
      const rest = this.toks
        .slice(k + 1)
        .map((x) => x.t)
        .join(' ');
      return NOT_TRAVELLING.test(after) || DROPPED_OUT.test(rest) ? 'occasion' : PATIENT.test(after) ? 'patient' : undefined;
    }
    return undefined;
  }

  /**
   * Whether the mention at token `at` is said to maybe come ("my ex-wife might join for the last 2 nights", "y de pronto
   * mi hermano", "mi suegra tal vez venga"): the lexicon's `maybeJoining` right after its role word or right before it.
   */
  maybeJoining(at: number): boolean {
    // read in the whole message: other readers may have taken the words ("might", "maybe")
    const words = (from: number, to: number) => (this.whole.slice(Math.max(0, from), to).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
    const start = this.toks[at]!.s;
    if (MAYBE_BEFORE.test(words(start - 32, start))) return true;
    for (let k = at; k < at + 3 && k < this.toks.length; k++) {
      if (!this.cls(k) || this.t(k) === 's') continue;
      return MAYBE_AFTER.test(words(this.toks[k]!.e, this.toks[k]!.e + 32));
    }
    return false;
  }

  /** Whether token `k` is the "con"/"with" of others staying home with someone ("se quedan con", "stay with", "is staying with"). */
  stayingWith(k: number): boolean {
    return /^(con|with)$/.test(this.t(k)) && /\b(?:se quedan?|stays?|staying)$/.test(`${this.t(k - 2)} ${this.t(k - 1)}`);
  }

  /** The role word of the mention at token `at` ("hija" of "mi hija de 22"), within its first three words. */
  roleWord(at: number): string | undefined {
    for (let k = at; k < at + 3 && k < this.toks.length; k++) if (this.cls(k) && this.t(k) !== 's') return this.t(k);
    return undefined;
  }

  /** Word class of token `i` (exact, or one typo away for long words). */
  cls(i: number): WordInfo | undefined {
    const w = this.t(i);
    // "our little ones", "the little one", "2 young ones"
    if ((w === 'ones' || w === 'one') && /^(little|lil|young|wee)$/.test(this.t(i - 1))) return w === 'ones' ? LITTLE_ONES : LITTLE_ONE;
    // Class: a partner called by an endearment after "mi"/"my" ("mi amor y yo", "con mi vida", "my love and I"): one adult.
    if (ENDEARMENTS.has(w) && /^(mi|my)$/.test(this.t(i - 1))) return WORDS.get('pareja');
    // Class: someone named only right after a possessive ("me, my ex, and our two kids", "mi ex y yo", "my folks";
    // "hi folks" greets); before a role word only its adjective ("my ex-wife", "mi ex esposa").
    if (POSSESSED.has(w)) {
      if (!OWN.has(this.t(i - 1)) || this.cls(this.t(i + 1) === '-' ? i + 2 : i + 1)) return undefined;
      return PEOPLE_WORDS.get(w)!.people === 1 ? POSSESSED_ONE : POSSESSED_PAIR;
    }
    const exact = WORDS.get(w) ?? diminutiveOf(w);
    if (exact || w.length < 5 || this.toks[i]?.d || NOT_FUZZY.has(w)) return exact;
    if (w.startsWith('ad')) for (const target of FUZZY_ADULT_TARGETS) if (oneTypo(target, w)) return WORDS.get(target);
    if (w.length < 6) return undefined;
    for (const target of FUZZY_TARGETS) if (oneTypo(target, w)) return WORDS.get(target);
    return undefined;
  }

  /**
   * Whether token `i` is a child word standing as an adjective of the child noun just before it, in the same number
   * ("hijas ADOLESCENTES", "sons TEENAGERS", "hijos PEQUEÑOS"); "menor"/"menores" ("hijo menor de 5") are left to
   * the age readers.
   */
  describesChild(i: number, plural: boolean): boolean {
    const info = this.cls(i);
    return !!info && info.cls === 'child' && info.plural === plural && !this.used[i] && !/^(menor|menores|minor|minors)$/.test(this.t(i));
  }

  /**
   * Whether the unit word at `k` reads as a unit of the age before it: a word unit always ("5 años", "8 months"); a
   * one-letter or short one ("y", "a", "m") glued to the number ("5y", "8m"), or spaced and closing the age ("(5 y, 8
   * m)": before a comma, a parenthesis, a semicolon or the end), never the Spanish "y" between ages ("5 y 8").
   */
  unitHere(k: number): boolean {
    if (!GLUED_ONLY_UNITS.has(this.t(k)) || this.glued(k)) return true;
    return k + 1 >= this.toks.length || /^[,);]$/.test(this.t(k + 1));
  }

  /** Whether token `i` names one room by its kind ("sencilla", "double", "suite"). */
  roomKind(i: number): boolean {
    const c = this.cls(i);
    return !!c && (c.cls === 'roomQual' || c.cls === 'roomNoun') && !c.plural;
  }

  /** The number at token `i`: a count word ("tres", "ten") or digits ("16"); undefined otherwise. */
  numberAt(i: number): number | undefined {
    return this.count(i, false) ?? (this.toks[i]?.d ? Number(this.t(i)) : undefined);
  }

  /** Whether token `i` is directly after token `i - 1` with no space ("5a", "2adultos"). */
  glued(i: number): boolean {
    const a = this.toks[i - 1];
    const b = this.toks[i];
    return !!a && !!b && a.e === b.s;
  }

  /**
   * A count at token `i`: digits (1–3) or a number word. Article-like words
   * ("un", "una", "a", "an") count only when `article` is set (the caller saw
   * a noun right after); "no", "par", "couple" never.
   */
  count(i: number, article: boolean): number | undefined {
    const tok = this.toks[i];
    if (!tok || this.used[i]) return undefined;
    if (tok.d) return tok.t.length <= 3 ? Number(tok.t) : undefined;
    const w = tok.t;
    if (w === 'no' || w === 'par' || w === 'pair' || w === 'couple' || w === 'none' || w === 'ninguno' || w === 'ninguna') return undefined;
    if (w === 'un' || w === 'una' || w === 'a' || w === 'an') return article ? 1 : undefined;
    return NUMBER_WORDS[w];
  }

  mark(from: number, to: number): void {
    for (let k = from; k < to; k++) this.used[k] = true;
  }

  /** Marks a connector word just before `i` ("y", "con", "para", "and"…) as part of what starts at `i`. */
  absorbBefore(i: number): void {
    let k = i - 1;
    let puncts = 0;
    while (k >= 0 && !this.used[k] && i - k <= 2 && (CONNECTORS.has(this.t(k)) || TOTAL_VERBS.has(this.t(k)) || this.t(k) === '(' || this.t(k) === ':')) {
      // stay next to the phrase: not across a gap (blanked words) nor two punctuation marks
      if (this.toks[k + 1]!.s - this.toks[k]!.e > 3) break;
      if (this.toks[k]!.p && ++puncts > 1) break;
      this.used[k] = true;
      k--;
    }
    // "we r 2 adults"
    if (k >= 1 && this.t(k) === 'r' && this.t(k - 1) === 'we' && !this.used[k] && !this.used[k - 1] && i - k <= 2) this.mark(k - 1, k + 1);
  }

  /** The next token after `i` is not a noun or date word that makes the number at `i` something else. */
  freeAfter(i: number): boolean {
    const w = this.t(i + 1);
    if (w === '') return true;
    // "4 to 6", "5 al 8" are ranges; "kids 4 and 6 to bogota" is not
    if (/^(to|till|until|al|hasta)$/.test(w)) return !(this.toks[i + 2]?.d || this.t(i + 2) in NUMBER_WORDS || NOT_AGE_AFTER.has(this.t(i + 2)));
    if (NOT_AGE_AFTER.has(w)) return false;
    // Spanish "son" (they are) after an age ("los dos tienen 6 son mellizos", "5 y 8 son mis hijos"), not English "son"
    if (w === 'son' && /^(mis|sus|los|las|unos|unas|de|muy|mellizos|mellizas|gemelos|gemelas|hermanos|hermanas|primos|primas)$/.test(this.t(i + 2)))
      return true;
    if (w === '/' && this.toks[i + 2]?.d) return false;
    if (w === ':' && this.toks[i + 2]?.d) return false;
    const c = this.cls(i + 1);
    return c === undefined;
  }

  // ---------------------------------------------------------------- ages

  /** An age item at `i`: value in years and where it ends, or undefined. */
  ageItem(i: number, trailingUnitAllowed: boolean): { v: number | undefined; unit: 'y' | 'm' | undefined; end: number } | undefined {
    const tok = this.toks[i];
    if (!tok || this.used[i] || tok.p) return undefined;
    // "under 2", "less than 3": a bound, not an age
    if (
      /^(under|below|over|bajo)$/.test(this.t(i - 1)) ||
      (i >= 2 && this.boundAt(i - 2) && !/^(under|below|over|bajo)$/.test(this.t(i - 2)) && !this.countedMinorsAges(i))
    )
      return undefined;
    let v: number | undefined;
    const w = tok.t;
    // a baby carried in arms ("uno de brazos") is aged 0 (see readAges)
    if (w === 'brazos' && this.t(i - 1) === 'de') return { v: 0, unit: 'y', end: i + 1 };
    // a newborn is aged 0: "recién nacido", "newborn"
    if (w === 'newborn' || (w === 'recien' && /^(nacido|nacida)$/.test(this.t(i + 1)))) return { v: 0, unit: 'y', end: w === 'newborn' ? i + 1 : i + 2 };
    // "año y medio": one year and a half, whole years count
    if (/^(ano|anio)$/.test(w) && /^(y|e)$/.test(this.t(i + 1)) && this.t(i + 2) === 'medio') return { v: 1, unit: 'y', end: i + 3 };
    // "6½": the whole years
    const half = /^(\d{1,2})½$/.exec(w);
    if (half) v = Number(half[1]);
    else if (tok.d) v = tok.t.length <= 3 ? Number(tok.t) : undefined;
    else if (w === 'un' || w === 'una' || w === 'uno' || w === 'one' || w === 'a' || w === 'an') v = 1;
    else if (w === 'medio' || w === 'half') v = undefined;
    else if ((w === 'cero' || w === 'zero') && this.spelledInAgeList(i)) v = 0;
    else if (!['no', 'par', 'pair', 'couple', 'none', 'ninguno', 'ninguna', 'cero', 'zero'].includes(w)) v = NUMBER_WORDS[w];
    if (v === undefined || v > 120) return undefined;
    let k = i + 1;
    let unit: 'y' | 'm' | undefined;
    const u = this.t(k);
    // Class: an age in weeks ("a 6-week-old", at the ages question "6 weeks and 2 years"): whole years, a baby of 0
    if (WEEK_UNITS.has(u)) {
      let j = k + 1;
      if (this.t(j) === '-') j++;
      const old = this.t(j) === 'old';
      // or said of a child right before ("el bebé de 3 semanas", "el recién nacido, de 3 semanitas"): a stay is no
      // child's
      let of = i - 2;
      if (this.t(of) === ',') of--;
      const ofChild =
        /^(de|of)$/.test(this.t(i - 1)) && (/^(nacido|nacida|newborn)$/.test(this.t(of)) || (this.cls(of)?.cls === 'child' && !this.cls(of)!.plural));
      return old || ofChild || this.expecting === 'childAges' ? { v: Math.floor(v / 52), unit: 'y', end: old ? j + 1 : k + 1 } : undefined;
    }
    if (YEAR_UNITS.has(u) && this.unitHere(k)) {
      unit = 'y';
      k++;
      if (u === 'years' || u === 'year' || u === 'yrs' || u === 'yr') if (this.t(k) === 'old') k++;
    } else if (MONTH_UNITS.has(u) && this.unitHere(k)) {
      unit = 'm';
      k++;
    } else if (u === 'y' && this.t(k + 1) === 'o') {
      unit = 'y'; // "5 y.o."
      k += 2;
    } else if (u === 'y' && this.t(k + 1) === '/' && this.t(k + 2) === 'o') {
      unit = 'y'; // "9 y/o"
      k += 3;
    }
    // "un año y medio", "2 and a half", "1 año y 6 meses": the whole years count
    let halved = false;
    if (unit === 'y' || (unit === undefined && trailingUnitAllowed)) {
      if ((this.t(k) === 'y' || this.t(k) === 'e') && this.t(k + 1) === 'medio') k += 2;
      else if (this.t(k) === 'and' && this.t(k + 1) === 'a' && this.t(k + 2) === 'half') k += 3;
      else if (unit === 'y') k = this.monthsAfterYears(k);
      halved = k > i + 1 && unit === undefined;
    }
    // word numbers without a unit are ages only when the list makes it clear ("uno y medio" does: one and a half)
    // (class: at the ages question a spelled one listed beside another age is an age, "uno y tres años", "one and 4")
    if (
      !tok.d &&
      unit === undefined &&
      !halved &&
      (w === 'un' || w === 'una' || w === 'uno' || w === 'one' || w === 'a' || w === 'an') &&
      !((w === 'uno' || w === 'una' || w === 'one') && this.spelledInAgeList(i))
    )
      return undefined;
    // without a unit, the item must not be followed by something that makes it a count or a date
    if (unit === undefined && !this.freeAfter(k - 1)) return undefined;
    return { v, unit, end: k };
  }

  /**
   * Whether the spelled number at `i` ("uno", "cero", "one", "zero") opens a list of ages at the ages question (class:
   * "uno y tres años" → [1, 3], "cero y tres" → [0, 3], "one, 4 and 6"): said first, then a list separator and another
   * number. Not elsewhere ("uno de 6" introduces a child; "uno, de 6" is one child aged 6).
   */
  spelledInAgeList(i: number): boolean {
    if (this.expecting !== 'childAges' || i > 1 || (i === 1 && !/^(de|son|tienen|edades|ages|are)$/.test(this.t(0)))) return false;
    const sep = this.t(i + 1);
    if (!AGE_SEPARATORS.has(sep) || sep === '-') return false;
    const next = this.toks[i + 2];
    return next !== undefined && !this.used[i + 2] && (next.d || (this.t(i + 2) in NUMBER_WORDS && !/^(un|una|uno|one|a|an)$/.test(this.t(i + 2))));
  }

  /**
   * Where one child's age said in years and months ends (class: an age in years and months is one child's, its
   * completed years): after the years at `k`, "y 9 meses", "and 6 months", "6 months" (months 1..11, in digits or
   * words) belong to the same child ("3 añitos y 9 meses" → 3, "2 years and 6 months" → 2), never a second child.
   * Months said first ("9 meses y 4 años") stay two children. Returns `k` when no months follow.
   */
  monthsAfterYears(k: number): number {
    const j = /^(y|e|and|&)$/.test(this.t(k)) ? k + 1 : k;
    const tok = this.toks[j];
    if (!tok || this.used[j]) return k;
    const n = tok.d ? Number(tok.t) : /^(un|una|one|a|an)$/.test(tok.t) ? 1 : NUMBER_WORDS[tok.t];
    const u = this.t(j + 1);
    if (n === undefined || n < 1 || n > 11 || !MONTH_UNITS.has(u) || (GLUED_ONLY_UNITS.has(u) && !this.glued(j + 1))) return k;
    return j + 2;
  }

  /**
   * A list of ages starting at `i` ("de 4 y 7 años", "(5)", "aged 4 and 7",
   * "5, 8", "8 meses", "uno de 5 y otro de 8"). Without an introducing word
   * or parenthesis, `direct` must allow it. Months become whole years
   * (floor); ages of 18 or more go to `old`.
   */
  readAges(i: number, direct: 'never' | 'many' | 'always'): AgeList | undefined {
    let k = i;
    let paren = false;
    let intro = false;
    if (this.t(k) === '(' || this.t(k) === ',' || this.t(k) === ':' || this.t(k) === '-') {
      paren = this.t(k) === '(';
      intro = paren || this.t(k) === ':';
      k++;
    }
    const opening = k;
    // "2 CHD (twins, both 5)", "(gemelos de 4)" (class: twins named inside the brackets of a count of children): the
    // word only says the counted children are twins; the ages follow it
    if (paren && this.cls(k)?.cls === 'twins' && this.cls(k)?.plural && !this.used[k]) k += this.t(k + 1) === ',' ? 2 : 1;
    // "ambos de 6", "both are 7", "los dos de 6", "cada uno tiene 4": one age for every child
    let allBefore = false;
    const all = this.allWords(k);
    if (all !== undefined) {
      allBefore = true;
      intro = true;
      k = all;
    }
    /** The first age is said of one child described ("el mayor tiene 14", "la niña de 5"): later ones may be too. */
    let described = false;
    const describedWord = (x: number) => DESCRIBED_CHILD.has(this.t(x)) && /^(el|la|the)$/.test(this.t(x - 1)) && !this.used[x];
    // a child noun right at the start ("el niño tiene 5") is the child phrase's own, read by the group
    const introWord = (x: number) =>
      describedWord(x) &&
      (x - 1 > i || /^(mayor|menor|older|younger|oldest|youngest|eldest|primero|primera|segundo|segunda|tercero|tercera|first|second|third)$/.test(this.t(x)));
    for (let n = 0; n < 4 && (AGE_INTROS.has(this.t(k)) || introWord(k)) && !this.used[k]; n++) {
      // "con" / "with" introduce ages only as "con edades", "with ages"
      if ((this.t(k) === 'con' || this.t(k) === 'with') && !/^(edad|edades|ages|age)$/.test(this.t(k + 1))) break;
      // "uno", "one" as an introducer only before "de", "is", "tiene", ":" or a birthday just passed ("the other one just
      // turned 1", "uno ya cumplió 5"); "el", "la" also before a child described ("one's 20": the "'s" of "one is";
      // class: the one of the children said grown up at the ages question)
      const next = this.t(k + 1);
      if (/^(uno|una|one|el|la)$/.test(this.t(k)) && !/^(de|d|is|s|tiene|of|mayor|menor|:)$/.test(next) && !introWord(k + 1)) {
        if (!(/^(uno|una|one)$/.test(this.t(k)) && /^(just|turned|already|ya|acaba|cumplio)$/.test(next))) break;
      }
      // Class: a baby carried in arms with no age said after ("uno de brazos y el otro de 3"): "brazos" is the age, 0
      if (this.t(k) === 'brazos' && this.t(k - 1) === 'de' && !/^(de|d|of)$/.test(this.t(k + 1)) && !this.toks[k + 1]?.d) break;
      if (describedWord(k)) described = true;
      intro = true;
      k++;
    }
    // "both under 2", "menores de 5", "over 12": a bound, not an age (the ages are asked)
    if (this.boundAt(k)) return undefined;
    /** `own`: introduced by its own words ("y otro de 8", "la menor 3"), so a later unit is not its. */
    const items: { v: number | undefined; unit: 'y' | 'm' | undefined; own?: boolean }[] = [];
    let end = i;
    let others = 0;
    const first = this.ageItem(k, true);
    if (!first) return undefined;
    // "los niños (dos, de 7 y 11)", "the kids: two, 7 and 11" (class: the children's count said before their ages): the
    // count is no age when exactly that many ages follow it
    // (a word right after the brackets or the comma of children not counted before: "3 niños de 2, 7 y 11" are three ages)
    if (
      k === opening &&
      !this.toks[k]?.d &&
      this.count(i - 2, false) === undefined &&
      first.unit === undefined &&
      (first.v ?? 0) >= 2 &&
      /^(,|:)$/.test(this.t(first.end))
    ) {
      const rest = this.readAges(first.end, 'always');
      if (rest && !rest.each && rest.ages.length + rest.old.length === first.v) {
        const close = paren && this.t(rest.end) === ')' ? rest.end + 1 : rest.end;
        return { ...rest, end: close };
      }
    }
    items.push(first);
    end = first.end;
    k = first.end;
    /** A spoken list without commas ("de cuatro seis y ocho", "2 4 6 y 8"): where it began, kept only when an "y"/"and" closes it. */
    let run: { items: number; end: number; closed: boolean } | undefined;
    for (;;) {
      let j = k;
      if (this.t(j) === ')' && paren) break;
      // "el mayor tiene 12 el de la mitad 9" (class: children described one by one, as spoken without commas): after a
      // child described, "el"/"la"/"the" opens the next one as a separator would
      const sepless = described && /^(el|la|the)$/.test(this.t(j)) && !this.used[j];
      if (!AGE_SEPARATORS.has(this.t(j)) && !sepless) {
        const last = items[items.length - 1]!;
        const tok = this.toks[j];
        if (last.unit || !tok || this.glued(j) || !(tok.d || (this.t(j) in NUMBER_WORDS && !/^(un|una|uno|one|a|an)$/.test(this.t(j))))) break;
        const next = this.ageItem(j, true);
        if (!next) break;
        run ??= { items: items.length, end, closed: false };
        items.push(next);
        end = k = next.end;
        continue;
      }
      if (run && /^(y|e|and|&)$/.test(this.t(j))) run.closed = true;
      if (!sepless) j++;
      if (AGE_SEPARATORS.has(this.t(j))) j++;
      let other = false;
      const before = j;
      // "el mayor tiene 14 y el chiquito 7", "la niña de 5 y el niño de 3": after a child described, the next one
      // described is another of the same children (class: children of a count described one by one)
      for (let n = 0; n < 4 && (AGE_FILLERS.has(this.t(j)) || (described && describedWord(j))); n++) {
        // "y otro de 8", "y una de 4": another child
        if (/^(otro|otra|another|other)$/.test(this.t(j)) || (/^(uno|una|one)$/.test(this.t(j)) && /^(de|of|is|tiene)$/.test(this.t(j + 1)))) other = true;
        j++;
      }
      const next = this.ageItem(j, true);
      if (!next) break;
      if (other) others++;
      items.push({ ...next, own: j > before });
      end = k = next.end;
    }
    if (run && !run.closed) {
      items.length = run.items;
      end = run.end;
    }
    // at the ages question "diez y ocho", "veinte y uno": the old spelling of one number (18, 21) or two ages? asked
    // back, never guessed (after a count, "dos hijos de diez y ocho años", the count says two)
    if (this.expecting === 'childAges')
      for (let x = i; x + 2 < end; x++)
        if (/^(diez|veinte)$/.test(this.t(x)) && /^(y|e)$/.test(this.t(x + 1)) && SPELLED_UNITS.has(this.t(x + 2))) {
          this.mark(x, x + 3);
          return undefined;
        }
    // one trailing unit applies to the items listed bare before it ("de 4 y 7 años"), not across
    // an item said on its own ("uno de 2 y otro de 11 meses": 2 years, 11 months)
    // ("14, 10 and 18 months": a baby's age said in months past a year is that child's own way of saying it, the
    // bare ages before it are years; class: months over a year do not spread)
    let monthsSpread = false;
    for (let x = items.length - 1; x > 0; x--) {
      const it = items[x]!;
      if (it.own) continue;
      if (it.unit === 'm' && (it.v ?? 0) >= 12 && items[x - 1]!.unit === undefined) break;
      if (it.unit === 'm' && items[x - 1]!.unit === undefined) monthsSpread = true;
      if (it.unit) items[x - 1]!.unit ??= it.unit;
    }
    // Class: "5 and 6 months", "5 y 6 meses": two babies, or a child of 5 and a baby of 6 months? Asked back, unless
    // the children are said to be babies ("dos bebés de 5 y 6 meses").
    if (monthsSpread && !this.toks.some((x) => BABIES.test(x.t))) {
      this.mark(i, end);
      return undefined;
    }
    const withUnit = items.some((it) => it.unit !== undefined);
    if (!intro && !withUnit) {
      if (direct === 'never') return undefined;
      if (direct === 'many' && items.length < 2) return undefined;
    }
    let each = allBefore && items.length === 1;
    if (allBefore && items.length > 1) {
      // "los dos tienen 5 y 7": a plain list
    } else if (this.t(end) === 'cada' && /^(uno|una)$/.test(this.t(end + 1))) {
      each = true;
      end += 2;
    } else if (items.length === 1 && !paren) {
      // "6 los dos", "7 both", "tienen 6 años ambos"
      const after = this.allWords(end);
      if (after !== undefined && (after === this.toks.length || !this.toks[after]!.d)) {
        each = true;
        end = after;
      }
    }
    if (paren && this.t(end) === ')') end++;
    const ages: number[] = [];
    const old: number[] = [];
    for (const it of items) {
      const years = it.unit === 'm' ? Math.floor(it.v! / 12) : it.v!;
      if (years >= ADULT_AGE) old.push(years);
      else ages.push(years);
    }
    return { ages, old, end, each, others, ...(described ? { described } : {}) };
  }

  /**
   * Whether a role word ({@link ROLE_ONE}, {@link ROLE_PAIR}) at `i` is an
   * item of a list of the party: joined by a comma, "y", "and" or "&" on
   * either side, in a message naming children or another role.
   */
  listedRole(i: number): boolean {
    const w = this.t(i);
    if (!ROLE_ONE.has(w) && !ROLE_PAIR.has(w)) return false;
    const joint = /^(,|y|e|and|&|\+|:)$/;
    const before = i === 0 || joint.test(this.t(i - 1)) || (this.t(i - 1) === 'the' && joint.test(this.t(i - 2)));
    const after = i + 1 >= this.toks.length || joint.test(this.t(i + 1)) || this.t(i + 1) === '(';
    if (!(before || (i === 0 && after))) return false;
    // after a count of adults ("2 adults, 2 kids and grandma": was she counted?) the dialogue says the reading back;
    // beside the speaker or someone's own ("me, my husband, our kids and grandma") it is the company rules' business
    if (this.toks.slice(0, i).some((_, x) => this.cls(x)?.cls === 'adult')) return false;
    if (this.toks.some((x) => /^(me|yo|i|my|mi|mis|our|nuestro|nuestra|nuestros|nuestras)$/.test(x.t))) return false;
    return this.toks.some(
      (_, x) => x !== i && (this.cls(x)?.cls === 'child' || this.cls(x)?.cls === 'adult' || ROLE_ONE.has(this.t(x)) || ROLE_PAIR.has(this.t(x))),
    );
  }

  /**
   * Where the field of a work role said at `k` ends ("de mantenimiento", "de ventas", "de sistemas"): "de"/"del" and one
   * word that is no count, person, article, possessive, month or other word after a number; `k` when none.
   */
  roleField(k: number): number {
    const w = this.t(k + 1);
    if (!/^(de|del)$/.test(this.t(k)) || !/^\p{L}{3,}$/u.test(w) || this.cls(k + 1) || w in NUMBER_WORDS) return k;
    if (DETERMINERS.has(w) || NOT_AGE_AFTER.has(w) || NOT_NAMES.has(w) || MONTHS[w] !== undefined) return k;
    return k + 2;
  }

  /**
   * Whether "and her husband", "y su esposa", "con su esposo", "with her husband" (a spouse of the person just named)
   * follows at `k`.
   */
  spouseAfter(k: number): boolean {
    return /^(y|e|and|&|\+|con|with)$/.test(this.t(k)) && /^(su|her|his)$/.test(this.t(k + 1)) && PARTNER_WORDS.has(this.t(k + 2));
  }

  /** Where a son- or daughter-in-law follows at `k` ("and son-in-law", "y mi yerno", "y su nuera"); undefined when none. */
  inLawAfter(k: number): number | undefined {
    if (!/^(y|e|and|&|\+)$/.test(this.t(k))) return undefined;
    const at = DETERMINERS.has(this.t(k + 1)) ? k + 2 : k + 1;
    return /^(soninlaw|daughterinlaw|yerno|nuera)$/.test(this.t(at)) ? at : undefined;
  }

  /** Whether spouses of several follow at `k` ("con sus esposas", "y sus maridos", "with their wives", "and their husbands"). */
  spousesAfter(k: number): boolean {
    return /^(y|e|and|&|\+|con|with)$/.test(this.t(k)) && /^(sus|their)$/.test(this.t(k + 1)) && SPOUSES.has(this.t(k + 2));
  }

  /**
   * Class: "N menores de A, B y C" lists the minors' ages, not a bound, when as many numbers follow as minors were
   * counted, two or more ("dos menores de 12 y 14", "3 menores de 15, 13 y 9"); "2 menores de 12" stays a bound
   * ("under 12", the ages are asked). `i` is the first number after "menores de".
   */
  countedMinorsAges(i: number): boolean {
    if (this.t(i - 2) !== 'menores') return false;
    const before = this.toks[i - 3];
    const count = before?.d ? Number(before.t) : NUMBER_WORDS[this.t(i - 3)];
    if (count === undefined || count < 2) return false;
    let listed = 0;
    let k = i;
    for (;;) {
      const tok = this.toks[k];
      if (!tok || !(tok.d || this.t(k) in NUMBER_WORDS) || this.used[k]) break;
      listed++;
      k++;
      if (/^(anos|ano|years)$/.test(this.t(k))) k++;
      if (!/^(,|y|e|and)$/.test(this.t(k))) break;
      k++;
    }
    return listed === count;
  }

  /** Whether a bound on ages stands at `k` ("under 2", "below 5", "less than 3", "over 12", "menos de 2", "menores de 5", "más de 12"). */
  boundAt(k: number): boolean {
    const w = this.t(k);
    const next = this.t(k + 1);
    return (
      /^(under|below|over|bajo)$/.test(w) ||
      (/^(less|more|younger|older)$/.test(w) && next === 'than') ||
      (/^(menos|mas|menores|mayores)$/.test(w) && next === 'de')
    );
  }

  /**
   * Words saying that what follows (or precedes) is every child's: "ambos",
   * "both (of them)", "they're both", "each", "cada uno", "todos", "los dos",
   * "las 3", "the two", "los dos niños". Returns the index after them, or
   * undefined.
   */
  allWords(k: number): number | undefined {
    const start = k;
    if (/^(they|ellos|ellas)$/.test(this.t(k))) {
      k++;
      if (/^(are|re|r|son)$/.test(this.t(k))) k++;
    }
    let matched = false;
    if (/^(ambos|ambas|both|each|todos|todas|all)$/.test(this.t(k))) {
      k++;
      matched = true;
      if (this.t(k) === 'of' && this.t(k + 1) === 'them') k += 2;
      if (/^(los|las|the)$/.test(this.t(k))) k++;
      const n = this.count(k, false);
      if (n !== undefined && n >= 2 && this.cls(k + 1)?.plural) k++;
    } else if (this.t(k) === 'cada' && /^(uno|una)$/.test(this.t(k + 1))) {
      k += 2;
      matched = true;
    } else if (/^(los|las|the)$/.test(this.t(k))) {
      const n = this.count(k + 1, false);
      if (n !== undefined && n >= 2 && n <= 10) {
        k += 2;
        matched = true;
      }
    }
    if (!matched) return undefined;
    const c = this.cls(k);
    if (c?.plural && (c.cls === 'child' || c.cls === 'weakChild')) k++;
    if (this.used.slice(start, k).some(Boolean)) return undefined;
    return k;
  }

  // ---------------------------------------------------------------- rules

  /** "sin niños", "no kids", "no llevamos niños", "solo adultos", "adults only", "niños: 0". */
  zeroKids(i: number): number | undefined {
    const w = this.t(i);
    if (/^(sin|without|ningun|ninguno|ninguna|ni|no|cero|zero|0|none)$/.test(w)) {
      let k = i + 1;
      for (
        let n = 0;
        n < 3 &&
        /^(llevamos|traemos|tenemos|viajan|van|vienen|hay|llevo|traigo|tengo|con|have|bring|bringing|any|los|las|mis|the|our|my|vamos|viajamos|incluye|with)$/.test(
          this.t(k),
        );
        n++
      )
        k++;
      const c = this.cls(k);
      if (c && (c.cls === 'child' || c.cls === 'weakChild' || c.cls === 'twins')) {
        this.found.push({ k: 'zeroKids', at: i });
        this.mark(i, k + 1);
        this.absorbBefore(i);
        return k + 1;
      }
      // "2 kids, 15 and 16, no adult", "sin adultos", "ningún adulto" (class: the grown-ups said to be none): no adults,
      // which cannot be booked (the reading's problem says so)
      if (c?.cls === 'adult' && k === i + 1 && w !== 'cero' && w !== 'zero' && w !== '0') {
        this.found.push({ k: 'adults', n: 0, at: i });
        this.mark(i, k + 1);
        return k + 1;
      }
      return undefined;
    }
    if (/^(solo|solamente|unicamente|only|just|puros|puro)$/.test(w)) {
      const c = this.cls(i + 1);
      if (c?.cls === 'adult' && c.plural) {
        this.found.push({ k: 'zeroKids', at: i });
        this.mark(i, i + 2);
        return i + 2;
      }
      // "solo 2 adultos", "just 2 adults": the adults are the whole party
      const a = this.cls(i + 2);
      if (this.count(i + 1, false) !== undefined && a?.cls === 'adult' && a.plural) {
        this.found.push({ k: 'zeroKids', at: i });
        this.mark(i, i + 1);
        return i + 1;
      }
      return undefined;
    }
    const c = this.cls(i);
    if (c?.cls === 'adult' && c.plural && /^(only|solamente|unicamente)$/.test(this.t(i + 1))) {
      this.found.push({ k: 'zeroKids', at: i });
      this.mark(i, i + 2);
      return i + 2;
    }
    if (c && (c.cls === 'child' || c.cls === 'twins') && c.plural) {
      let k = i + 1;
      if (this.t(k) === ':') k++;
      if (/^(0|cero|zero|no|ninguno|ninguna|none)$/.test(this.t(k)) && this.freeAfter(k)) {
        this.found.push({ k: 'zeroKids', at: i });
        this.mark(i, k + 1);
        return k + 1;
      }
    }
    return undefined;
  }

  /**
   * Rooms said in words, one per adult (class: rooms said in words): "en
   * cuartos separados", "habitaciones separadas", "separate rooms", "cada uno
   * en su habitación", "each in their own room", "cada quien en su cuarto".
   */
  separate(i: number): number | undefined {
    const w = this.t(i);
    let end: number | undefined;
    const room = (k: number) => this.cls(k)?.cls === 'room';
    // Class: one room for each person ("one room each", "a room each", "una habitación cada uno", "un cuarto para cada
    // uno", "a room for each of us"): one room per adult, like "separate rooms".
    // (the room may be said by its kind: "una sencilla para cada uno", "one single room each", "a suite each")
    const after = room(i + 1) && !this.cls(i + 1)!.plural ? i + 2 : this.roomKind(i + 1) ? (room(i + 2) && !this.cls(i + 2)!.plural ? i + 3 : i + 2) : -1;
    if (/^(one|a|una|un|1)$/.test(w) && after > 0) {
      let k = after;
      if (/^(para|for)$/.test(this.t(k)) && /^(cada|each)$/.test(this.t(k + 1))) k++;
      if (this.t(k) === 'each' && (this.t(k + 1) !== 'of' || /^(us|them)$/.test(this.t(k + 2))))
        end = this.t(k + 1) === 'one' ? k + 2 : this.t(k + 1) === 'of' ? k + 3 : k + 1;
      else if (this.t(k) === 'cada' && /^(uno|una|quien)$/.test(this.t(k + 1))) end = k + 2;
      // Class: one room for each couple ("una habitación por pareja", "a room per couple", "one room for each couple"):
      // the couple word there counts no one, it says how the grown-ups share (see the per-couple rooms below)
      else {
        const each = /^(por|per)$/.test(this.t(k)) ? k + 1 : /^(para|for)$/.test(this.t(k)) && /^(cada|each)$/.test(this.t(k + 1)) ? k + 2 : -1;
        if (each > 0 && this.cls(each)?.cls === 'couple' && !this.cls(each)!.plural) {
          this.perCouple = true;
          end = each + 1;
        }
      }
      if (end !== undefined) {
        this.separateRooms = true;
        this.mark(i, end);
        return end;
      }
    }
    // "each of us a room", "each of us gets a room", "cada uno una habitación" (class: the room said after the "each")
    const eachOfUs = w === 'each' && this.t(i + 1) === 'of' && /^(us|them)$/.test(this.t(i + 2));
    if (eachOfUs || (w === 'cada' && /^(uno|una|quien)$/.test(this.t(i + 1)))) {
      let k = eachOfUs ? i + 3 : i + 2;
      if (/^(gets|get|wants|want|needs|need|quiere|necesita|tiene|con|with)$/.test(this.t(k))) k++;
      if (/^(a|one|an|una|un|1)$/.test(this.t(k)) && room(k + 1) && !this.cls(k + 1)!.plural) {
        this.separateRooms = true;
        this.mark(i, k + 2);
        return k + 2;
      }
    }
    if (/^(separate|separated|individual)$/.test(w) && room(i + 1) && this.cls(i + 1)!.plural) end = i + 2;
    else if (room(i) && this.cls(i)!.plural && /^(separadas|separados|separate|individuales|aparte)$/.test(this.t(i + 1))) end = i + 2;
    // "hab. individuales", "hab separadas": the plural adjective makes the abbreviated noun plural
    else if (room(i) && /^(separadas|separados|individuales)$/.test(this.t(i + 1))) end = i + 2;
    else if ((w === 'cada' && (/^(uno|una|quien)$/.test(this.t(i + 1)) || this.cls(i + 1)?.cls === 'couple')) || w === 'each') {
      // "cada pareja en su cuarto", "each couple in their own room": a room per couple (the combiner counts the units)
      let k = w === 'each' ? (this.cls(i + 1)?.cls === 'couple' ? i + 2 : i + 1) : i + 2;
      if (/^(en|in|con|with)$/.test(this.t(k)) && /^(su|their|his|her|a)$/.test(this.t(k + 1))) {
        k += 2;
        if (/^(own|propia|propio)$/.test(this.t(k))) k++;
        if (room(k) && !this.cls(k)!.plural) end = this.t(k + 1) === 'propia' ? k + 2 : k + 1;
      } else if (/^(en|in)$/.test(this.t(k)) && room(k + 1) && !this.cls(k + 1)!.plural && /^(individual|sencilla|single|propia|aparte)$/.test(this.t(k + 2)))
        // "cada uno en habitación individual", "each in a single room" said without the possessive: the same
        end = k + 3;
    }
    // Class: everyone said to have a room of their own ("we each want our own room", "everyone gets their own room",
    // "cada uno quiere su propia habitación"): one room per adult, like "separate rooms"
    if (end === undefined && /^(each|everyone|everybody|cada)$/.test(w) && (w !== 'cada' || /^(uno|una|quien)$/.test(this.t(i + 1)))) {
      const from = w === 'cada' ? i + 2 : i + 1;
      for (let k = from; k <= from + 3 && end === undefined; k++) {
        if (!/^(our|their|his|her|su|sus|a|an|una|un)$/.test(this.t(k))) continue;
        let q = k + 1;
        if (/^(own|propia|propio)$/.test(this.t(q))) q++;
        const owned = q > k + 1 || this.t(q + 1) === 'propia' || this.t(q + 1) === 'propio';
        if (owned && room(q) && !this.cls(q)!.plural) end = /^(propia|propio)$/.test(this.t(q + 1)) ? q + 2 : q + 1;
      }
      if (end !== undefined && this.toks.slice(i, end).some((_, d) => this.used[i + d])) end = undefined;
    }
    if (end === undefined) return undefined;
    let from = i;
    if (/^(en|in)$/.test(this.t(i - 1)) && !this.used[i - 1]) from = i - 1;
    if (/^(cada|each)$/.test(w) && this.cls(i + 1)?.cls === 'couple' && !this.cls(i + 1)!.plural) this.perCouple = true;
    this.separateRooms = true;
    this.mark(from, end);
    this.absorbBefore(from);
    return end;
  }

  /**
   * Class: a count said of a role named with its article ("los niños son 3, no 2", "los adultos son 4"): that many of
   * them; a contrast "no M" after it denies M. Not an age ("los niños son de 5 y 7", "… son 3 años").
   */
  roleCount(i: number): number | undefined {
    if (this.lang !== 'es' || !/^(los|las)$/.test(this.t(i)) || this.t(i + 2) !== 'son') return undefined;
    const role = this.cls(i + 1);
    if (!role?.plural) return undefined;
    const n = this.count(i + 3, false);
    const unit = this.t(i + 4);
    if (n === undefined || n < 1 || ((YEAR_UNITS.has(unit) || MONTH_UNITS.has(unit)) && (!GLUED_ONLY_UNITS.has(unit) || this.glued(i + 4)))) return undefined;
    let end = i + 4;
    const denied = this.t(end) === ',' ? end + 1 : end;
    if (this.t(denied) === 'no' && this.count(denied + 1, false) !== undefined && this.count(denied + 1, false) !== n) end = denied + 2;
    if (role.cls === 'child' || (role.cls === 'weakChild' && !STRICT_SLANG.has(this.t(i + 1)))) this.found.push({ k: 'children', n, ages: [], old: [], at: i });
    else if (role.cls === 'adult' && PEOPLE_WORDS.get(this.t(i + 1))?.age === 'adult') this.found.push({ k: 'adults', n, at: i });
    else return undefined;
    return this.done(i, end);
  }

  /**
   * Class: one of the rooms just counted said for someone ("dos habitaciones, una para los niños", "2 rooms, one for the
   * kids"): "una"/"one" names a room there, it counts no one (nor is it a bare number left for the question asked).
   */
  oneOfRooms(i: number): number | undefined {
    if (!/^(una|one)$/.test(this.t(i)) || !/^(para|pa|for|con|with)$/.test(this.t(i + 1))) return undefined;
    const room = (k: number) => this.cls(k)?.cls === 'room' && this.cls(k)!.plural;
    if (!(room(i - 1) || (this.t(i - 1) === ',' && room(i - 2))) || !this.found.some((x) => x.k === 'rooms')) return undefined;
    this.mark(i, i + 1);
    return i + 1;
  }

  /**
   * Class: how many share each room, said instead of the rooms ("8 uni mates, two to a room", "2 per room", "dos por
   * habitación", "de a dos por cuarto", "three in each room"): the rooms are the party shared out, counted once the
   * party is known; a count of rooms said besides must agree, or the party and the rooms are both asked ("group of 10,
   * 5 rooms, three per room"). The room word is singular; "de a N" needs its room.
   */
  sharing(i: number): number | undefined {
    let at = i;
    if (this.t(i) === 'de' && this.t(i + 1) === 'a') at = i + 2;
    const n = this.toks[at]?.d ? Number(this.t(at)) : NUMBER_WORDS[this.t(at)];
    if (n === undefined || n < 1 || n > 4 || /^(a|un|una|one)$/.test(this.t(at))) return undefined;
    let k = at + 1;
    if (/^(to|per|por|in|en)$/.test(this.t(k))) k++;
    else return undefined;
    if (/^(a|each|cada)$/.test(this.t(k))) k++;
    const c = this.cls(k);
    if (c?.cls !== 'room' || c.plural) return undefined;
    // "to a room", "per room", "in each room", "por habitación", "en cada cuarto"; not "2 in a room" (a room of two)
    if (this.t(at + 1) === 'to' ? this.t(at + 2) !== 'a' : /^(in|en)$/.test(this.t(at + 1)) && !/^(each|cada)$/.test(this.t(at + 2))) return undefined;
    this.perRoomShare = n;
    this.mark(i, k + 1);
    return k + 1;
  }

  /**
   * Where a count corrected right after its phrase continues ("tres adultos no perdón cuatro", "2 adultos, no, 3
   * adultos", "four adults, sorry, five"): the token after the correction words that follow the phrase read at `at`
   * (words blanked by an earlier reading count too), or undefined when no correction word follows.
   */
  correctionAfter(at: number): number | undefined {
    let k = at;
    while (k < this.toks.length && this.used[k]) k++;
    if (k === at || k >= this.toks.length) return undefined;
    let j = k;
    let saw = false;
    while (j < this.toks.length && (this.t(j) === ',' || (!this.used[j] && (COUNT_CORRECTIONS.has(this.t(j)) || this.t(j) === 'i')))) {
      if (COUNT_CORRECTIONS.has(this.t(j))) saw = true;
      j++;
    }
    if (!saw && j < this.toks.length) {
      const gap = this.whole.slice(this.toks[k - 1]!.e, this.toks[j]!.s);
      saw = gap.split(/[^\p{L}]+/u).some((w) => COUNT_CORRECTIONS.has(w) && w !== 'no');
    }
    return saw && j < this.toks.length ? j : undefined;
  }

  /**
   * Whether one more item of a list of people follows the phrase read at `at` unread: a joining word, an article and
   * a word nobody read ("… plus the wedding planner", "… y el fotógrafo").
   */
  unreadItemAfter(at: number): boolean {
    let k = at;
    while (k < this.toks.length && this.used[k]) k++;
    if (this.used[k] || !/^(\+|plus|mas|and|y|e|&|con|with)$/.test(this.t(k))) return false;
    if (!/^(the|a|an|el|la|los|las|un|una|our|my|mi|mis|nuestro|nuestra)$/.test(this.t(k + 1)) || this.used[k + 1]) return false;
    const w = this.toks[k + 2];
    return !!w && !w.p && !w.d && !this.used[k + 2] && this.cls(k + 2) === undefined && !NOT_PERSON_AFTER_COUPLE.has(w.t);
  }

  /**
   * Class: the relatives of a couple named in the party ("los novios y los papás de ambos", "bride & groom + both sets
   * of parents", "una para los novios y otra para los papás de la novia", "novios + padrinos (2 parejas)"): once a
   * couple is named ("los novios", "bride & groom", "newlyweds"), a pair of relatives named by role with an article
   * (or "both sets of") are people of the party, not the speaker's company: "de ambos"/"of both"/"both sets of" makes
   * two pairs (4), "de la novia"/"of the groom"/"the bride's" one pair (2), a count in brackets after them
   * ("padrinos (2 parejas)") says how many.
   */
  coupleRelatives(i: number): number | undefined {
    if (!this.found.some((x) => x.k === 'adults' && x.desc)) return undefined;
    let k = i;
    let sets = 1;
    if (this.t(k) === 'both' && this.t(k + 1) === 'sets' && this.t(k + 2) === 'of') {
      sets = 2;
      k += 3;
    } else if (/^(los|las|the)$/.test(this.t(k))) k++;
    else if (!/^(\+|,|y|e|and|&)$/.test(this.t(k - 1))) return undefined;
    if (/^(bride|groom|novia|novio)$/.test(this.t(k)) && this.t(k + 1) === 's') k += 2; // "the bride's parents"
    // Class: the couple's relatives counted ("los novios y los dos padrinos", "los novios, 4 padrinos y…"): that many
    const counted = this.count(k, true);
    if (counted !== undefined && COUPLE_RELATIVES.has(this.t(k + 1)) && !this.used[k + 1]) {
      this.found.push({ k: 'adults', n: counted, at: i, person: true });
      return this.done(i, k + 2);
    }
    if (!COUPLE_RELATIVES.has(this.t(k)) || this.used[k]) return undefined;
    let end = k + 1;
    if (/^(de|of)$/.test(this.t(end)) && /^(ambos|both|los|the)$/.test(this.t(end + 1))) {
      if (/^(ambos|both)$/.test(this.t(end + 1))) {
        sets = 2;
        end += 2;
      } else if (/^(dos|two)$/.test(this.t(end + 2))) {
        sets = 2;
        end += 3;
      }
    }
    if (sets === 1 && /^(de|del|of)$/.test(this.t(end)) && /^(bride|groom|novia|novio)$/.test(this.t(end + (this.t(end) === 'del' ? 1 : 2))))
      end += this.t(end) === 'del' ? 2 : 3;
    let n = 2 * sets;
    // "padrinos (2 parejas)": the bracket says how many
    if (this.t(end) === '(') {
      const m = this.count(end + 1, false);
      const c = this.cls(end + 2);
      if (m !== undefined && c && this.t(end + 3) === ')' && (c.cls === 'couple' || c.cls === 'adult' || c.cls === 'people')) {
        n = c.cls === 'couple' ? 2 * m : m;
        end += 4;
      }
    }
    this.found.push({ k: 'adults', n, at: i, person: true });
    return this.done(i, end);
  }

  /**
   * Class: one room named by its kind without a count ("dbl room", "double room", "twin room for me and my mate",
   * "habitación doble", "hab sencilla"): one room, the kind before the room word in English, after it in Spanish. Not
   * after "en"/"in"/"cada"/"each"/"su"/"their" ("cada uno en habitación individual" is a room each), nor beside a
   * choice ("double room or two singles?") or a price ("double room rate").
   */
  kindedRoom(i: number): number | undefined {
    const kind = (x: number): boolean => {
      const c = this.cls(x);
      return (c?.cls === 'roomQual' && !c.plural) || (ROOM_CODES.has(this.t(x)) && !this.t(x).endsWith('s'));
    };
    const room = (x: number): boolean => {
      const c = this.cls(x);
      return c?.cls === 'room' && !c.plural && !this.used[x];
    };
    let end: number;
    if (kind(i) && room(i + 1)) end = i + 2;
    else if (room(i) && kind(i + 1) && !this.used[i + 1]) end = i + 2;
    else return undefined;
    if (this.used[i] || /^(en|in|cada|each|per|por|su|sus|their|his|her|its|own|o|or|u)$/.test(this.t(i - 1))) return undefined;
    if (i > 0 && !this.toks[i - 1]!.p && (this.toks[i - 1]!.d || this.t(i - 1) in NUMBER_WORDS)) return undefined;
    if (/^(o|or|u|rate|rates|price|prices|supplement|tarifa|tarifas|precio|precios|suplemento|cost|costs|costo|vale|cuesta)$/.test(this.t(end)))
      return undefined;
    const forWhom = /^(para|pa|for)$/.test(this.t(end));
    // "habitación doble para el gerente y su esposa y una sencilla para la asistente": rooms listed one by one, read whole
    // by the rooms' count
    if (forWhom && this.toks.some((_, x) => x > end && (/^(room|roomNoun|roomQual)$/.test(this.cls(x)?.cls ?? '') || ROOM_CODES.has(this.t(x)))))
      return undefined;
    this.found.push({ k: 'rooms', n: 1, at: i, end, perRoomOf: false });
    if (forWhom && this.partyStartsAt(end + 1)) this.found.push({ k: 'seg', at: i });
    return this.done(i, end);
  }

  /**
   * Class: rooms listed by their kinds sharing one room word ("one double and one single room", "one double room and
   * one single", "a twin and a double room"): one room for each kind listed.
   */
  kindsListed(i: number): number | undefined {
    const one = (x: number) => /^(one|a|an|un|una|1)$/.test(this.t(x)) && !this.used[x];
    const kind = (x: number) => this.roomKind(x) && !this.used[x];
    const room = (x: number) => this.cls(x)?.cls === 'room' && !this.used[x];
    if (!one(i) || !kind(i + 1)) return undefined;
    let k = i + 2;
    let n = 1;
    let roomWords = 0;
    if (room(k)) {
      k++;
      roomWords++;
    }
    while (/^(and|y|e|&|\+|,)$/.test(this.t(k)) && one(k + 1) && kind(k + 2)) {
      n++;
      k += 3;
      if (room(k)) {
        k++;
        roomWords++;
      }
    }
    if (n < 2 || roomWords === 0) return undefined;
    this.found.push({ k: 'rooms', n, at: i, end: k, perRoomOf: false });
    return this.done(i, k);
  }

  /**
   * Class: everyone said to share one room ("todos en una habitación", "all in one room", "todos juntos en la misma
   * habitación", "everyone in the same room"): one room.
   */
  allInOneRoom(i: number): number | undefined {
    if (!/^(todos|todas|all|everyone|everybody)$/.test(this.t(i)) || this.used[i]) return undefined;
    let k = i + 1;
    if (/^(juntos|juntas|together)$/.test(this.t(k))) k++;
    if (!/^(en|in)$/.test(this.t(k))) return undefined;
    k++;
    if (/^(una|un|one|a)$/.test(this.t(k))) k++;
    else if (/^(la|el|the)$/.test(this.t(k)) && /^(misma|mismo|same)$/.test(this.t(k + 1))) k += 2;
    else return undefined;
    if (/^(sola|solo|single)$/.test(this.t(k))) k++;
    const c = this.cls(k);
    if (c?.cls !== 'room' || c.plural || this.used[k]) return undefined;
    this.found.push({ k: 'rooms', n: 1, at: i, end: k + 1, perRoomOf: false });
    return this.done(i, k + 1);
  }

  /**
   * Class: a total, then how many of them are children ("four, two of them kids", "somos 5, dos de ellos niños", "4
   * personas, 2 son niños"): the rest are adults. Only with fewer children than the total.
   */
  kidsOfTotal(i: number): number | undefined {
    const at = TOTAL_VERBS.has(this.t(i)) || /^(we|were)$/.test(this.t(i)) ? i + 1 : i;
    const total = this.count(at, false);
    if (total === undefined || total < 2 || this.used[at]) return undefined;
    let k = at + 1;
    if (this.cls(k)?.cls === 'people' && this.cls(k)!.plural) k++;
    if (this.t(k) === ',') k++;
    const kids = this.count(k, false);
    if (kids === undefined || kids < 1 || kids >= total || this.used[k]) return undefined;
    k++;
    if ((this.t(k) === 'of' && this.t(k + 1) === 'them') || (this.t(k) === 'de' && /^(ellos|ellas)$/.test(this.t(k + 1)))) k += 2;
    else if (!/^(son|are)$/.test(this.t(k))) return undefined;
    if (/^(son|are)$/.test(this.t(k))) k++;
    const c = this.cls(k);
    if (c?.cls !== 'child' || !c.plural) return undefined;
    const ages = this.readAges(k + 1, kids === 1 ? 'always' : 'many');
    // ages that do not match the count ("dos de ellos niños de 4") are asked again, never guessed
    const fits = !!ages && ages.old.length === 0 && (ages.ages.length === kids || (ages.each && ages.ages.length === 1));
    const list = ages && fits ? (ages.each ? Array.from({ length: kids }, () => ages.ages[0]!) : ages.ages) : [];
    this.found.push({ k: 'adults', n: total - kids, at });
    this.found.push({ k: 'children', n: kids, ages: list, old: [], at: k });
    return this.done(i, ages?.end ?? k + 1);
  }

  /**
   * Class: the children said to sleep apart from the grown-ups ("the kids in their own room", "los niños en su propia
   * habitación", "kids in a separate room"): at the "in"/"en" after a plural child word, two rooms are meant, one
   * for the grown-ups and one for the children (taken only when no other count of rooms is said). Ages said after
   * the phrase (", they're 10 and 13") are the children's.
   */
  kidsOwnRoom(i: number): number | undefined {
    if (!/^(in|en)$/.test(this.t(i))) return undefined;
    const kid = this.cls(i - 1);
    if (!kid?.plural || !/^(child|weakChild)$/.test(kid.cls)) return undefined;
    let k = i + 1;
    if (!/^(their|su|sus|a|an|una|un|otra|another)$/.test(this.t(k))) return undefined;
    const other = /^(otra|another)$/.test(this.t(k));
    k++;
    const own = /^(own|propia|propio|separate|aparte)$/.test(this.t(k));
    if (own) k++;
    if (this.cls(k)?.cls !== 'room' || this.cls(k)!.plural) return undefined;
    k++;
    const after = /^(propia|propio|aparte|separada)$/.test(this.t(k));
    if (after) k++;
    if (!own && !after && !other) return undefined;
    this.kidsRoom = true;
    this.mark(i, k);
    // the children named without ages just before: ages said right after the phrase are theirs
    const last = this.found[this.found.length - 1];
    if (last && last.k === 'children' && last.n === undefined && last.ages.length === 0 && last.at >= i - 3) {
      const ages = this.readAges(k, 'many');
      if (ages && ages.old.length === 0 && !ages.each) {
        this.found[this.found.length - 1] = { ...last, n: ages.ages.length, ages: ages.ages };
        this.mark(k, ages.end);
        return ages.end;
      }
    }
    return k;
  }

  /**
   * Class: one grown-up or one pair named as having a room of their own beside the rest of the party ("Dad would like
   * his own room", "grandparents in their own room", "the nanny needs her own room", "my in-laws, they need their own
   * room", "nanny in a separate room", "grandparents (own room)", "mis suegros en otra habitación"): read at the
   * room phrase, looking back over a few linking words (a verb of wanting, a pronoun, "in") to the person word, which
   * must name grown-ups by a word that says how many (one, or a pair). The combiner makes that two rooms when the
   * party holds more people than them (see {@link Reader.adultsRoom}).
   */
  adultsOwnRoom(i: number): number | undefined {
    let k = i;
    let marked = false;
    if (/^(otra|another)$/.test(this.t(k))) {
      marked = true;
      k++;
    } else if (OWN_ROOM_OWNERS.has(this.t(k))) k++;
    else if (this.cls(k)?.cls === 'room' && /^(aparte|separada|separado)$/.test(this.t(k + 1)) && /^(en|in)$/.test(this.t(k - 1))) {
      // "los suegros en habitación aparte": the room of their own said without an article
    } else if (!(/^(own|separate)$/.test(this.t(k)) && this.t(i - 1) === '(')) return undefined;
    if (/^(own|propia|propio|separate|aparte)$/.test(this.t(k))) {
      marked = true;
      k++;
    }
    if (this.cls(k)?.cls !== 'room' || this.cls(k)!.plural) return undefined;
    k++;
    if (/^(propia|propio|aparte|separada)$/.test(this.t(k))) {
      marked = true;
      k++;
    }
    if (!marked) return undefined;
    // back over the linking words to the person word
    let b = i - 1;
    while (b >= 0 && i - b <= 6 && OWN_ROOM_LINKS.has(this.t(b))) b--;
    // "each couple wants its own room" is a room per couple, read by the counts of couples
    if (/^(each|cada)$/.test(this.t(b - 1))) return undefined;
    const w = b >= 0 ? peopleWord(this.t(b)) : undefined;
    if (w?.age !== 'adult' || typeof w.people !== 'number' || w.people > 2) return undefined;
    const c = this.cls(b)?.cls;
    if (c !== 'adultRel' && c !== 'adultRelPair' && c !== 'couple') return undefined;
    this.adultsRoom = Math.max(this.adultsRoom, w.people);
    this.mark(b + 1, k);
    return k;
  }

  /** "cada una", "c/u", "each", "por habitación", "per room", "en cada una". */
  each(i: number): number | undefined {
    const w = this.t(i);
    let end: number | undefined;
    if (w === 'cada' && /^(una|uno|habitacion|cuarto|room)$/.test(this.t(i + 1))) end = i + 2;
    else if (w === 'c' && this.t(i + 1) === '/' && this.t(i + 2) === 'u') end = i + 3;
    else if (w === 'each' && this.t(i + 1) !== 'of') end = this.t(i + 1) === 'one' || this.t(i + 1) === 'room' ? i + 2 : i + 1;
    else if ((w === 'por' || w === 'per') && this.cls(i + 1)?.cls === 'room' && !this.cls(i + 1)!.plural) end = i + 2;
    if (end === undefined) return undefined;
    if (i > 0 && /^(en|in|para|for|,)$/.test(this.t(i - 1)) && !this.used[i - 1]) this.used[i - 1] = true;
    if (EACH_AFTER.has(this.t(end)) && !this.toks[end]?.d) end++;
    this.found.push({ k: 'each', at: i });
    this.mark(i, end);
    return end;
  }

  /** Room segment markers: "y otra para…", "la otra con…", "habitación 2:", "en una…". */
  segment(i: number): number | undefined {
    const w = this.t(i);
    const c = this.cls(i);
    // "habitación 1: 2 adultos", "room 2 - 2 adults"
    if (c?.cls === 'room' && !c.plural && this.toks[i + 1]?.d && this.t(i + 1).length === 1) {
      let k = i + 2;
      if (this.t(k) === ':' || this.t(k) === '-' || this.t(k) === ',') k++;
      if (this.partyStartsAt(k)) {
        this.found.push({ k: 'seg', at: i });
        this.mark(i, k);
        return k;
      }
      return undefined;
    }
    if (ANOTHER.has(w)) {
      let k = i + 1;
      const rc = this.cls(k);
      if (rc?.cls === 'room') k++;
      if (EACH_AFTER.has(this.t(k)) || this.t(k) === ':') k++;
      if (this.partyStartsAt(k) || (this.found.some((x) => x.k === 'seg') && this.segPartyAt(k))) {
        let from = i;
        if (i > 0 && /^(la|el|the|en|in)$/.test(this.t(i - 1)) && !this.used[i - 1]) from = i - 1;
        if (from > 0 && /^(en|in)$/.test(this.t(from - 1)) && !this.used[from - 1]) from--;
        this.found.push({ k: 'seg', at: from });
        this.mark(from, k);
        this.absorbBefore(from);
        return k;
      }
      return undefined;
    }
    // "3 habitaciones: una para 2 adultos, otra para…": the first room of a list, after a count of rooms; its kind may
    // be said ("2 habitaciones: una doble para la pareja y una sencilla para la suegra": each room of the list by its
    // kind, the later ones too)
    const kinded = this.cls(i + 1)?.cls === 'roomQual' && !this.cls(i + 1)!.plural;
    const j = kinded ? i + 2 : i + 1;
    if (
      /^(una|uno|one|primera|primero|first)$/.test(w) &&
      (this.roomsBefore(i) || (kinded && this.found.some((x) => x.k === 'seg'))) &&
      /^(para|pa|con|de|for|with|:)$/.test(this.t(j)) &&
      // a counted party ("una para 2 adultos"), or people described when another room follows (class: rooms said by
      // who sleeps where: "2 rooms: one for us and the kids, another for grandma", "una para nosotros y otra para ellos")
      (this.partyStartsAt(j + 1) || (this.segPartyAt(j) && (this.anotherAfter(j + 1) || this.kindedRoomAfter(j + 1) || this.found.some((x) => x.k === 'seg'))))
    ) {
      let from = i;
      if (i > 0 && /^(la|el|the)$/.test(this.t(i - 1)) && !this.used[i - 1]) from = i - 1;
      this.found.push({ k: 'seg', at: from });
      this.mark(from, j);
      this.absorbBefore(from);
      return j;
    }
    if ((w === 'en' || w === 'in') && /^(una|uno|one)$/.test(this.t(i + 1))) {
      // "en una 2 adultos", "en una habitación 2 adultos y en la otra…", "in one room 2 adults"
      let k = i + 2;
      const rc = this.cls(k);
      if (rc?.cls === 'room' && !rc.plural) k++;
      const closes = k;
      if (this.t(k) === ':' || this.t(k) === ',') k++;
      if (this.partyStartsAt(k) && (k > i + 2 || this.partyStartsAt(i + 2))) {
        this.found.push({ k: 'seg', at: i });
        this.mark(i, k);
        return k;
      }
      k = closes;
      // Class: the whole party said to be in one room, no other room named ("dos adultos en una habitación", "2 adults
      // with 2 kids, in one room"): one room, like "en 1 habitación". Not beside "each"/"cada" ("cada pareja en una
      // habitación") nor with the room apart ("los niños en una habitación aparte").
      if (
        k === i + 3 &&
        this.postSegEnd(k) &&
        !/^(aparte|separada|separado|propia|own|separate|apart|sola|solos|solas)$/.test(this.t(k)) &&
        this.found.some((x) => x.k !== 'rooms' && x.k !== 'seg' && x.k !== 'each' && posOf(x) < i) &&
        // "2 adultos y 2 niños, los niños en una habitación": part of the party named again, its own room
        !(/^(los|las|the|mis|my|our|sus|their|el|la)$/.test(this.t(i - 2)) && this.found.filter((x) => x.k !== 'rooms' && x.k !== 'seg').length >= 2) &&
        !this.toks.some(
          (t, x) => x !== i + 2 && (/^(cada|each|every|per|por|otra|otro|other|another|segunda|second)$/.test(t.t) || (x > k && this.cls(x)?.cls === 'room')),
        )
      ) {
        this.found.push({ k: 'rooms', n: 1, at: i + 1, end: k, perRoomOf: false });
        this.mark(i, k);
        return k;
      }
      // "mi esposa y yo en una, mis papás en otra": the marker closes the room's party
      if (this.postSegEnd(k) && this.found.some((x) => x.k !== 'rooms' && x.k !== 'seg' && x.k !== 'each' && posOf(x) < i)) {
        this.found.push({ k: 'seg', at: i, post: true });
        this.mark(i, k);
        return k;
      }
    }
    if ((w === 'en' || w === 'in') && !this.used[i]) {
      // "… en otra", "… en la otra", "… in the other one", "… in another"
      let k = i + 1;
      if (/^(la|el|the)$/.test(this.t(k))) k++;
      if (ANOTHER.has(this.t(k))) {
        k++;
        if (this.t(k) === 'one' || (this.cls(k)?.cls === 'room' && !this.cls(k)!.plural)) k++;
        if (this.postSegEnd(k) && this.found.some((x) => x.k === 'seg' && x.post)) {
          this.found.push({ k: 'seg', at: i, post: true });
          this.mark(i, k);
          return k;
        }
      }
    }
    return undefined;
  }

  /** Whether a room said by its kind for someone follows `i` ("… y una sencilla para la suegra", "and a single for me"). */
  kindedRoomAfter(i: number): boolean {
    for (let k = i; k + 2 < this.toks.length; k++)
      if (/^(una|uno|one|a)$/.test(this.t(k)) && this.cls(k + 1)?.cls === 'roomQual' && /^(para|pa|for)$/.test(this.t(k + 2)) && this.segPartyAt(k + 2))
        return true;
    return false;
  }

  /** Whether another room is named after `i` ("…, another for grandma", "y otra para mis papás"). */
  anotherAfter(i: number): boolean {
    for (let k = i; k < this.toks.length; k++) if (ANOTHER.has(this.t(k)) && this.segPartyAt(k + 1)) return true;
    return false;
  }

  /**
   * Whether "otra"/"another" stands unread after a room was named, or a second "one" for someone joined after it ("one
   * room for my parents and one for us", "una para mis papás y una para nosotros"): a split the words did not make clear.
   */
  unreadAnotherRoom(): boolean {
    const first = this.found.find((x) => x.k === 'rooms' || x.k === 'seg');
    if (!first) return false;
    for (let k = first.at + 1; k < this.toks.length; k++) {
      if (this.used[k]) continue;
      if (/^(otra|otro|another)$/.test(this.t(k))) return true;
      if (/^(one|una|uno)$/.test(this.t(k)) && /^(and|y|e|,)$/.test(this.t(k - 1)) && /^(for|para|pa|con|with)$/.test(this.t(k + 1))) return true;
    }
    return false;
  }

  /** Whether a closing room marker may end at `k` (the end, a comma, "y"/"and" or a full stop). */
  postSegEnd(k: number): boolean {
    return k >= this.toks.length || /^(,|;|\.|y|e|and|\))$/.test(this.t(k));
  }

  /**
   * Whether one room's party said in words starts at `i` ("for us and the
   * kids", "for grandma", "para mis papás"): a party ({@link partyStartsAt}),
   * the speaker, or a relative with or without a possessive.
   */
  segPartyAt(i: number): boolean {
    if (this.partyStartsAt(i)) return true;
    if (PARA.has(this.t(i)) || this.t(i) === 'con' || this.t(i) === 'with') i++;
    if (SEG_SELF.has(this.t(i)) && !(this.t(i) === 'mi' && this.cls(i + 1))) return true;
    // "para la suegra", "para la pareja": with an article, only a person named alone, the room's whole party
    const article = /^(la|el|los|las|the)$/.test(this.t(i));
    if (DETERMINERS.has(this.t(i)) || article) i++;
    const c = this.cls(i);
    if (article && !/^(|,|\.|;|y|e|and)$/.test(this.t(i + 1))) return false;
    return !!c && (c.cls === 'adultRel' || c.cls === 'adultRelPair' || c.cls === 'adultRelMany' || c.cls === 'child' || c.cls === 'couple');
  }

  /**
   * One room's party said by a relative alone, with no count ("… another for
   * grandma", "y otra para mis papás"): 1 adult for a relative, 2 for a pair
   * ("parents", "abuelos"). Only when the words between `from` and `to` are
   * exactly that; they are marked used.
   */
  segRelative(from: number, to: number): number | undefined {
    let k = from;
    while (k < this.toks.length && this.used[k]) k++;
    if (PARA.has(this.t(k)) || this.t(k) === 'con' || this.t(k) === 'with') k++;
    if (DETERMINERS.has(this.t(k))) k++;
    const c = this.cls(k);
    if (!c || !(c.cls === 'adultRel' || c.cls === 'adultRelPair')) return undefined;
    let end = k + 1;
    while (end < this.toks.length && !this.used[end] && /^(,|;|\.|y|e|and)$/.test(this.t(end)) && end + 1 >= Math.min(to, this.toks.length)) end++;
    if (end < Math.min(to, this.toks.length)) return undefined;
    for (let x = from; x < end; x++) if (this.toks[x] && !this.used[x]) this.used[x] = true;
    return c.cls === 'adultRelPair' ? 2 : 1;
  }

  /**
   * Couples counted with a room each: "5 couples, one room each", "3 parejas,
   * una habitación por pareja", "2 couples, a room per couple", "4 parejas,
   * una habitación para cada pareja" → 2 adults per couple and one room per
   * couple.
   */
  couplesEach(i: number): number | undefined {
    const n = this.count(i, false);
    const c = this.cls(i + 1);
    if (n === undefined || n < 2 || c?.cls !== 'couple' || !c.plural) return undefined;
    let k = i + 2;
    if (this.t(k) === ',' || this.t(k) === ':') k++;
    // "three couples, and each couple wants its own room"
    if (/^(and|y)$/.test(this.t(k)) && /^(each|cada)$/.test(this.t(k + 1))) k++;
    // "dos parejas cada una en su habitación", "2 couples, each in their own room"
    let own = k;
    if (this.t(own) === 'cada' && (/^(una|uno)$/.test(this.t(own + 1)) || this.cls(own + 1)?.cls === 'couple')) own += 2;
    else if (this.t(own) === 'each') own += this.cls(own + 1)?.cls === 'couple' ? 2 : 1;
    // Class: a room of one's own wanted rather than said ("each couple wants its own room", "cada pareja quiere su
    // propia habitación"): the same as "in its own room", the word "own"/"propia" then required
    const wants = own > k && /^(wants|want|needs|need|gets|get|has|have|quiere|quieren|necesita|necesitan|tiene|tienen)$/.test(this.t(own));
    if (own > k && (wants || /^(en|in|con|with)$/.test(this.t(own))) && /^(su|una|their|its|a)$/.test(this.t(own + 1))) {
      let end = own + 2;
      const ownWord = /^(propia|own)$/.test(this.t(end));
      if (ownWord) end++;
      const oc = this.cls(end);
      if (oc?.cls === 'room' && !oc.plural && (!wants || ownWord || this.t(end + 1) === 'propia')) {
        end++;
        if (this.t(end) === 'propia') end++;
        this.found.push({ k: 'adults', n: 2 * n, at: i, pairs: n });
        this.found.push({ k: 'rooms', n, at: i + 2, end, perRoomOf: false });
        this.pairRooms = n;
        return this.done(i, end);
      }
    }
    if (!/^(one|a|una|un|1)$/.test(this.t(k))) return undefined;
    const rc = this.cls(k + 1);
    if (rc?.cls !== 'room' || rc.plural) return undefined;
    k += 2;
    let end: number | undefined;
    const a = this.t(k);
    const b = this.t(k + 1);
    if (a === 'each') end = k + 1;
    else if ((a === 'por' || a === 'per') && this.cls(k + 1)?.cls === 'couple') end = k + 2;
    else if (a === 'cada' && (/^(una|uno)$/.test(b) || this.cls(k + 1)?.cls === 'couple')) end = k + 2;
    else if (PARA.has(a) && /^(cada|each)$/.test(b) && (/^(una|uno|one)$/.test(this.t(k + 2)) || this.cls(k + 2)?.cls === 'couple')) end = k + 3;
    if (end === undefined) return undefined;
    this.found.push({ k: 'adults', n: 2 * n, at: i, pairs: n });
    this.found.push({ k: 'rooms', n, at: i + 2, end, perRoomOf: false });
    this.pairRooms = n;
    return this.done(i, end);
  }

  /**
   * Agents' room codes: "1 SGL + 1 DBL", "1 DBL + 1 TPL", "2 DBL": the rooms,
   * each with its adults ({@link ROOM_CODES}); items joined by "+", ",", "y",
   * "and", "&".
   */
  roomCodes(i: number): number | undefined {
    const list: number[] = [];
    let k = i;
    let end = i;
    // "8 pax, 4 twins" (class: agents' room words beside "pax"): twins are twin rooms of two, not twin children
    const agent = this.toks.some((x) => x.t === 'pax');
    for (;;) {
      // "DBL x2", "SGL x 3" (class: agents' "times" sign after a room code): that many rooms of the code
      const timesPer = ROOM_CODES.get(this.t(k));
      const times = timesPer !== undefined && this.t(k + 1) === 'x' && this.toks[k + 2]?.d ? Number(this.t(k + 2)) : undefined;
      if (times !== undefined && times >= 1 && times <= 9 && !this.used[k + 2]) {
        for (let x = 0; x < times; x++) list.push(timesPer!);
        end = k + 3;
        if (!/^(\+|,|y|e|and|&)$/.test(this.t(end)) || !(ROOM_CODES.has(this.t(end + 1)) || ROOM_CODES.has(this.t(end + 2)))) break;
        k = end + 1;
        continue;
      }
      // "5 hab SGL", "2 rooms DBL" (class: a count of rooms with the agents' code after the noun): rooms of the code
      if (list.length === 0 && this.toks[k]?.d && this.cls(k + 1)?.cls === 'room' && ROOM_CODES.has(this.t(k + 2))) {
        const rooms = Number(this.t(k));
        if (rooms >= 1 && rooms <= 9) {
          for (let x = 0; x < rooms; x++) list.push(ROOM_CODES.get(this.t(k + 2))!);
          end = k + 3;
          break;
        }
      }
      const n = this.count(k, true);
      // "3 quad + 2 triple" (class: room kinds in words chained by "+" like codes): only in such a chain, in digits
      const isCode = (x: number) => ROOM_CODES.has(this.t(x)) || WORD_ROOM_CODES.has(this.t(x));
      const chained = this.toks[k]?.d && this.cls(k + 2)?.cls !== 'room' && (list.length > 0 || (this.t(k + 2) === '+' && isCode(k + 4)));
      const per =
        ROOM_CODES.get(this.t(k + 1)) ??
        (chained ? WORD_ROOM_CODES.get(this.t(k + 1)) : undefined) ??
        (agent && /^(twin|twins)$/.test(this.t(k + 1)) ? 2 : undefined);
      if (n === undefined || n < 1 || n > 9 || per === undefined) break;
      // "1 DBL single use", "2 DBL uso individual" (class: a room of a code let to one guest): one adult in each
      const single = SINGLE_USE.some((w) => w.every((x, d) => this.t(k + 2 + d) === x));
      const singleLen = single ? SINGLE_USE.find((w) => w.every((x, d) => this.t(k + 2 + d) === x))!.length : 0;
      for (let x = 0; x < n; x++) list.push(single ? 1 : per);
      end = k + 2 + singleLen;
      if (!/^(\+|,|y|e|and|&)$/.test(this.t(end))) break;
      k = end + 1;
    }
    if (list.length === 0) return undefined;
    this.found.push({ k: 'rooms', n: list.length, at: i, end, perRoomOf: false });
    this.codeRooms = [...(this.codeRooms ?? []), ...list];
    return this.done(i, end);
  }

  /**
   * Ages written with slashes after an agent's child code ("2 CHD 9/11", "CHD 8/10"): exactly `n` bare numbers under
   * the adult age joined by "/", an optional year unit after the last. Only with a count of two or more that the
   * numbers match (a lone "9/11" elsewhere is a date).
   */
  slashAges(i: number, n: number): AgeList | undefined {
    if (n < 2) return undefined;
    const ages: number[] = [];
    let k = i;
    for (;;) {
      const tok = this.toks[k];
      if (!tok?.d || this.used[k] || tok.t.length > 2 || Number(tok.t) >= ADULT_AGE) return undefined;
      ages.push(Number(tok.t));
      if (this.t(k + 1) !== '/' || !this.toks[k + 2]?.d) break;
      k += 2;
    }
    if (ages.length !== n) return undefined;
    let end = k + 1;
    if (YEAR_UNITS.has(this.t(end)) && !GLUED_ONLY_UNITS.has(this.t(end))) end++;
    if (this.toks[end]?.d) return undefined;
    return { ages, old: [], end, each: false, others: 0 };
  }

  /**
   * Agents' shorthand "adults+children" (class: two counts joined by "+"): "2+2 (3 & 7)", "2+2, niños de 4 y 6",
   * "2A+1C(8y)". Bare digits are read only when the children's ages that follow match the second count (a bare
   * "2+1" may be people in two rooms: never read); with the letters glued ("2A+1C") or after a label of the party
   * ("Pax: 2+1", "Ocupación 2+0") the shorthand says it, ages or not.
   */
  plusParty(at: number): number | undefined {
    // "Pax: 2+1", "Ocupación 2+2" (class: the shorthand after a label of the party): the label says it, like the codes.
    const i = PARTY_LABELS.has(this.t(at)) ? (this.t(at + 1) === ':' ? at + 2 : at + 1) : at;
    const labelled = i !== at;
    const tok = this.toks[i];
    if (!tok?.d || this.t(i - 1) === '+' || this.used[i]) return undefined;
    let k = i + 1;
    const lettered = this.glued(i + 1) && /^(a|ad|adt|adl)$/.test(this.t(i + 1));
    const coded = lettered || labelled;
    if (lettered) k++;
    if (this.t(k) !== '+' || !this.toks[k + 1]?.d) return undefined;
    let e = k + 2;
    if (lettered) {
      if (!(this.glued(k + 2) && /^(c|ch|chd|k|n|inf)$/.test(this.t(k + 2)))) return undefined;
      e++;
    } else if (this.glued(k + 2) && !this.toks[k + 2]?.p) return undefined;
    if (this.t(e) === '+') return undefined; // "2+2+1 adults": one count per room
    const adults = Number(tok.t);
    const children = Number(this.t(k + 1));
    if (adults < 1 || adults > 9 || children < (labelled ? 0 : 1) || children > 9) return undefined;
    let ages = this.t(e) === '(' ? this.readAges(e, 'never') : undefined;
    // "2+2 (kids 4 & 6)", "2+2 (niños de 4 y 6)": the child word inside the brackets, its ages after it
    if (!ages && this.t(e) === '(' && this.cls(e + 1)?.cls === 'child' && (this.cls(e + 1)!.plural || children === 1)) {
      const inner = this.readAges(e + 2, 'many');
      if (inner && this.t(inner.end) === ')') ages = { ...inner, end: inner.end + 1 };
    }
    if (ages && !(ages.old.length === 0 && ages.ages.length === children)) ages = undefined;
    if (!ages) {
      const at = /^(,|:)$/.test(this.t(e)) ? e + 1 : e;
      const c = this.cls(at);
      const list = c?.cls === 'child' && c.plural ? this.readAges(at + 1, 'many') : undefined;
      if (list && list.old.length === 0 && list.ages.length === children) ages = list;
    }
    if (!ages && !coded) return undefined;
    this.found.push({ k: 'adults', n: adults, at: i });
    if (children > 0) this.found.push({ k: 'children', n: children, ages: ages?.ages ?? [], old: [], at: k + 1 });
    return this.done(at, ages?.end ?? e);
  }

  /**
   * Agents' numbered child labels ("CHD1 08, CHD2 11", "CHD1: 8"): the label
   * is marked used so its digit is never read as an age; the age after it is
   * read as usual. Also a label before a party ("pax: 4 adultos…"), read
   * along with it.
   */
  childLabel(i: number): number | undefined {
    // "pax: 4 adultos en 2 habitaciones": a label before the party
    if (/^(pax|personas|people|guests|huespedes|ocupacion|occupancy)$/.test(this.t(i)) && this.t(i + 1) === ':' && this.partyStartsAt(i + 2)) {
      const c = this.cls(i + 3);
      if (c && c.cls !== 'people') {
        this.mark(i, i + 2);
        return i + 2;
      }
    }
    if (!CHILD_LABELS.has(this.t(i)) || !this.toks[i + 1]?.d || this.t(i + 1).length !== 1 || !this.glued(i + 1)) return undefined;
    let k = i + 2;
    if (this.t(k) === ':' || this.t(k) === '-' || this.t(k) === '=') k++;
    if (!this.toks[k]?.d) return undefined;
    this.mark(i, k);
    return k;
  }

  /**
   * A bare count standing alone in a room segment ("… y otra para 1"): `from`
   * is the segment's marker, `to` the next one. The count is taken (as adults)
   * only when it ends the segment; its words are marked used.
   */
  bareSegCount(from: number, to: number): number | undefined {
    let k = from;
    while (k < this.toks.length && this.used[k]) k++;
    if (k >= to && to !== Infinity) return undefined;
    if (PARA.has(this.t(k)) || this.t(k) === 'con' || this.t(k) === 'with') k++;
    else if (!this.used[k - 1] || !PARA.has(this.t(k - 1))) return undefined;
    const n = this.count(k, false);
    if (n === undefined || n < 1 || !(this.toks[k]!.d || this.t(k) in NUMBER_WORDS)) return undefined;
    if (!/^(|,|;|\.)$/.test(this.t(k + 1)) && !(k + 1 === to)) return undefined;
    this.mark(from, k + 1);
    return n;
  }

  /**
   * Counts of adults joined by "+" ("2+2+1 adults", "2 + 1 adultos"): one per
   * room. The counts in order, 'drop' when the chain was read as a count of
   * adults some other way (never kept: it would be a wrong value), or
   * undefined when there is no such chain. The chain's words are marked used.
   */
  plusAdults(): number[] | 'drop' | undefined {
    for (let i = 0; i < this.toks.length; i++) {
      if (!this.toks[i]!.d || this.t(i + 1) !== '+') continue;
      const ns: number[] = [];
      let k = i;
      while (this.toks[k]?.d && (ns.length === 0 || this.t(k - 1) === '+')) {
        ns.push(Number(this.t(k)));
        k += this.t(k + 1) === '+' ? 2 : 1;
        if (this.t(k - 1) !== '+') break;
      }
      const c = this.cls(k);
      if (ns.length >= 2 && c?.cls === 'adult') {
        if (ns.some((n) => n < 1 || n > 9)) return 'drop';
        this.mark(i, k + 1);
        return ns;
      }
    }
    return undefined;
  }

  /** Whether a count of two or more rooms ("3 habitaciones", "2 rooms") stands shortly before token `i`, or anywhere before a list opened by a colon or a comma. */
  roomsBefore(i: number): boolean {
    // "2 habitaciones en Cartagena del 3 al 5: una para…" (the list opened by a colon or a comma after other details):
    // any count of rooms earlier in the message
    const from = /^(:|,)$/.test(this.t(i - 1)) ? 0 : Math.max(0, i - 4);
    for (let k = from; k < i; k++) {
      const c = this.cls(k);
      if (c?.cls === 'room' && c.plural) return true;
    }
    return false;
  }

  /** Whether a party (a count with a people word, a couple, "para 3") starts at `i`. */
  partyStartsAt(i: number): boolean {
    if (PARA.has(this.t(i)) || this.t(i) === 'con' || this.t(i) === 'with') i++;
    const n = this.count(i, true);
    if (n !== undefined) {
      let k = i + 1;
      while (ADJECTIVES.has(this.t(k)) && this.cls(k + 1)) k++;
      const c = this.cls(k);
      if (c && (c.cls === 'adult' || c.cls === 'people' || c.cls === 'child' || c.cls === 'couple' || c.cls === 'weakChild')) return true;
      return this.toks[i]!.d || this.t(i) in NUMBER_WORDS ? this.t(k) === '' || SAFE_AFTER_TOTAL.has(this.t(k)) : false;
    }
    const c = this.cls(i);
    return !!c && (c.cls === 'couple' || c.cls === 'adult');
  }

  /** "adultos: 2", "habitaciones 2", "niños: 1" (form style: the word before its count). */
  form(i: number): number | undefined {
    const c = this.cls(i);
    if (!c || !(c.cls === 'adult' || c.cls === 'people' || c.cls === 'child' || c.cls === 'room')) return undefined;
    let k = i + 1;
    // "ADT x3, CHD x1" (class: agents' "times" sign before the count of a code): read as a colon
    const colon = this.t(k) === ':' || this.t(k) === '=' || (this.t(k) === 'x' && SHORTHAND.has(this.t(i)) && !!this.toks[k + 1]?.d);
    if (colon) k++;
    const tok = this.toks[k];
    if (!tok || this.used[k]) return undefined;
    const n = tok.d ? (tok.t.length <= 3 ? Number(tok.t) : undefined) : /^(un|una|a|an|no|par)$/.test(tok.t) ? undefined : NUMBER_WORDS[tok.t];
    if (n === undefined) return undefined;
    // Class: a form line of children with their ages in brackets ("Niños: 2 (5 y 8)", "Kids: 2 (4, 7)"): the count and
    // its ages, as many ages as children or none read.
    // ("CHD 1 (11a)": an agent's code needs no colon)
    if (c.cls === 'child' && (colon || SHORTHAND.has(this.t(i))) && n > 0 && this.t(k + 1) === '(') {
      const ages = this.readAges(k + 1, 'always');
      if (ages && ages.ages.length + ages.old.length === n && ages.old.length === 0) {
        this.formStyle = true;
        this.mark(i, ages.end);
        this.absorbBefore(i);
        this.found.push({ k: 'children', n, ages: ages.ages, old: [], at: i });
        return ages.end;
      }
    }
    const continues = this.cls(k + 1) !== undefined && (this.toks[k + 2]?.d || this.t(k + 2) === ':');
    if (!this.freeAfter(k) && !continues) return undefined;
    if (YEAR_UNITS.has(this.t(k + 1)) || MONTH_UNITS.has(this.t(k + 1))) return undefined;
    if (c.cls === 'child' && !colon && !this.formStyle) return undefined;
    // "hab 2" after other form lines ("ADT 3 / CHD 1 / hab 2"): a line of the same form
    if (c.cls === 'room' && !colon && !c.plural && !this.formStyle) return undefined;
    if (!colon && !c.plural && !(c.cls === 'room' && this.formStyle)) return undefined;
    // a count followed by an age list is the child phrase's business ("kids 6 and 9")
    if (c.cls === 'child' && !colon && AGE_SEPARATORS.has(this.t(k + 1)) && this.toks[k + 2]?.d) return undefined;
    this.formStyle = true;
    this.mark(i, k + 1);
    this.absorbBefore(i);
    if (c.cls === 'adult') this.found.push({ k: 'adults', n, at: i });
    else if (c.cls === 'people') this.found.push({ k: 'total', n, family: false, at: i, end: k + 1 });
    else if (c.cls === 'room') this.found.push({ k: 'rooms', n, at: i, end: k + 1, perRoomOf: false });
    else if (n === 0) this.found.push({ k: 'zeroKids', at: i });
    else this.found.push({ k: 'children', n, ages: [], old: [], at: i });
    return k + 1;
  }

  /** Whether the words before `i` ask to be served by someone ({@link ASK_FOR_PERSON_VERBS}): "me atienda | una persona". */
  asksForPerson(i: number): boolean {
    let k = i - 1;
    for (let links = 0; k >= 0 && links < 2 && ASK_FOR_PERSON_LINKS.has(this.t(k)); links++) k--;
    return k >= 0 && ASK_FOR_PERSON_VERBS.has(this.t(k));
  }

  /**
   * Class: one couple more said in English ("2 adults and another couple", "me and my wife and another couple"), like
   * "otra pareja": two adults, counted as a couple (not "another couple of days", nor a room "another for…").
   */
  anotherCouple(i: number): number | undefined {
    if (!/^(another|other)$/.test(this.t(i)) || this.t(i + 1) !== 'couple' || /^(of|de)$/.test(this.t(i + 2)) || this.used[i + 1]) return undefined;
    this.found.push({ k: 'adults', n: 2, at: i, pairs: 1 });
    return this.done(i, i + 2);
  }

  /**
   * The core phrase: [possessive] [count] [adjective] noun [details].
   * "2 adultos", "un niño de 5", "mis dos hijos de 6 y 9", "2 habitaciones
   * dobles", "una pareja", "my wife", "mi hijo (5)", "niños de 3 y 10 años".
   */
  group(i: number): number | undefined {
    // "vamos a un matrimonio", "al matrimonio de mi prima" (class: the wedding one goes to, Colombian "matrimonio"): an
    // occasion, nobody counted
    const wedding = (x: number) =>
      this.t(x) === 'matrimonio' &&
      (/^(a|al)$/.test(this.t(x - 1)) || (this.t(x - 1) === 'un' && this.t(x - 2) === 'a') || (/^(de|del)$/.test(this.t(x + 1)) && !this.toks[x + 2]?.d));
    if (wedding(i) || wedding(i + 1)) return undefined;
    let k = i;
    let poss: string | undefined;
    const indefinite = INDEFINITE.has(this.t(k)) && (this.cls(k + 1)?.cls === 'child' || this.cls(k + 1)?.cls === 'weakChild') && !!this.cls(k + 1)?.plural;
    if (
      (DETERMINERS.has(this.t(k)) ||
        indefinite ||
        (/^(la|el)$/.test(this.t(k)) &&
          (ELDERS.has(this.t(k + 1)) ||
            STAFF.has(this.t(k + 1)) ||
            (this.t(k + 2) === 'de' && /^(ella|el|ellos|ellas)$/.test(this.t(k + 3))) ||
            // "y también va el primo de 9": a relative added with "también"
            (YOUNG_RELATIVES.has(this.t(k + 1)) &&
              /^(va|viene)$/.test(this.t(k - 1)) &&
              ADDING_WORDS.has(this.t(k - 2)) &&
              this.t(k + 2) === 'de' &&
              Number(this.toks[k + 3]?.d ? this.t(k + 3) : (NUMBER_WORDS[this.t(k + 3)] ?? ADULT_AGE)) < ADULT_AGE)))) &&
      !this.used[k]
    ) {
      poss = this.t(k);
      k++;
    }
    // "un par de niños", "a couple of kids"
    let n: number | undefined;
    let nEnd = k;
    if (/^(un|a)$/.test(this.t(k)) && /^(par|couple|pair)$/.test(this.t(k + 1)) && /^(de|of)$/.test(this.t(k + 2)) && this.isKidOrAdult(k + 3)) {
      n = 2;
      nEnd = k + 3;
    } else {
      let a = k + 1;
      while (ADJECTIVES.has(this.t(a)) && this.cls(a + 1)) a++;
      const nounNext = this.cls(a) !== undefined;
      n = this.count(k, nounNext);
      if (n !== undefined) nEnd = k + 1;
    }
    // "adultos 2 niños": which word does the 2 belong to? not said
    if (n !== undefined && k === i && i > 0 && !this.used[i - 1] && this.cls(i - 1) && this.toks[i]!.d) {
      const before = this.cls(i - 1)!.cls;
      if (before === 'adult' || before === 'child' || before === 'people' || before === 'room') return undefined;
    }
    let j = nEnd;
    // Class: the speaker's own children counted with no noun, their ages said right after ("my wife, me, and our two — 4
    // and 6", "y nuestros dos: 3 y 5"): that many children of those ages
    if (poss && OWN.has(poss) && n !== undefined && n >= 1 && j === k + 1 && !this.cls(j) && /^(-|:|\(|,)$/.test(this.t(j))) {
      const ages = this.readAges(j, 'always');
      if (ages && ages.ages.length === n && ages.old.length === 0) {
        this.found.push({ k: 'children', n, ages: ages.ages, old: [], at: i });
        return this.done(i, ages.end);
      }
    }
    while (ADJECTIVES.has(this.t(j)) && this.cls(j + 1)) j++;
    // English room qualifiers stand before the noun: "2 double rooms", "a family room"
    if (n !== undefined && this.cls(j)?.cls === 'roomQual' && this.cls(j + 1)?.cls === 'room') j++;
    // "3 ad 1 men de 16" (class: agents' "men" for "menor" with a Spanish age after it; English "men" never takes "de")
    if (n !== undefined && !poss && /^(men|mens)$/.test(this.t(j)) && this.t(j + 1) === 'de' && this.toks[j + 2]?.d) {
      const ages = this.readAges(j + 1, 'always');
      if (ages && ages.old.length === 0 && (ages.ages.length === n || (ages.each && ages.ages.length === 1))) {
        const list = ages.each ? Array.from({ length: n }, () => ages.ages[0]!) : ages.ages;
        this.found.push({ k: 'children', n, ages: list, old: [], at: i });
        return this.done(i, ages.end);
      }
    }
    // Class: a party counted as couples and singles ("2 couples + 1 single", "2 couples and a single traveler", "dos
    // parejas y un soltero"): after couples counted, a single is one grown-up travelling alone (never a room there)
    if (
      n !== undefined &&
      !poss &&
      /^(single|singles|soltero|soltera|solteros|solteras)$/.test(this.t(j)) &&
      this.cls(j + 1)?.cls !== 'room' &&
      this.cls(j + 1)?.cls !== 'roomQual' &&
      this.found.some((x) => x.k === 'adults' && x.pairs !== undefined)
    ) {
      const end = this.cls(j + 1)?.cls === 'people' ? j + 2 : j + 1;
      this.found.push({ k: 'adults', n, at: i });
      return this.done(i, end);
    }
    const c = this.cls(j);
    if (!c || this.used[j]) return undefined;
    if (n === undefined && !poss && nEnd === k && k !== i) return undefined;
    // agents' shorthand only after a count ("2 ADL"; a lone "inf" or "chd" is not read)
    if (SHORTHAND.has(this.t(j)) && (n === undefined || poss)) return undefined;
    // "let me check with my wife", "le pregunto a mi esposo": talking it over, not travelling together
    if ((c.cls === 'adultRel' || c.cls === 'adultRelPair' || c.cls === 'adultRelMany' || (c.cls === 'couple' && poss)) && this.chatterBefore(i)) {
      this.chatter = true;
      return undefined;
    }

    if (n !== undefined) {
      // "una doble y una sencilla": a Spanish room kind standing for the room
      // "una triple: 2 ADT + 1 CHD" (a room kind, then its party after a colon) is one room too
      const kind =
        c.cls === 'roomQual' && /^(doble|sencilla|triple|matrimonial|cuadruple)$/.test(this.t(j)) && (this.freeAfter(j) || this.t(j + 1) === ':')
          ? 'roomNoun'
          : c.cls;
      switch (kind) {
        case 'adult': {
          // "our two grown-up sons", "2 adult children" (class: an adult word describing sons, daughters, kids): grown
          // relatives of the speaker, company like "my two brothers"
          if (this.grownRelative(j)) {
            this.found.push({ k: 'companion', n, at: i });
            return this.done(i, j + 2);
          }
          // "2 grandes y 2 chiquitos": grown-ups only beside children, never before a noun ("2 grandes habitaciones")
          if (this.t(j) === 'grandes' && (this.cls(j + 1) !== undefined || !this.toks.some((_, x) => /^(child|weakChild)$/.test(this.cls(x)?.cls ?? ''))))
            return undefined;
          let end = j + 1;
          if (this.t(end) === 'mayores' || this.t(end) === 'seniors') end++;
          if (this.t(end) === 'de' && this.t(end + 1) === 'edad') end += 2;
          // "6 couples (12 adults)", "los señores Gómez (2 adultos)": the same people counted again in brackets
          if (this.restates(i, n) || this.restatesPeople(i, n)) {
            this.mark(i, end);
            return end;
          }
          const from = this.summaryBefore(i);
          // Class: grown-ups counted in brackets right after people named ("Bride's parents and grandparents (4
          // adults)", "mis papás y mis suegros (4 adultos)"): the count sums up those named, some maybe left unread
          const last = this.found[this.found.length - 1];
          const bracketSum = this.t(i - 1) === '(' && this.lastEnd === i - 1 && (last?.k === 'adults' || last?.k === 'companion' || last?.k === 'self');
          this.found.push({ k: 'adults', n, at: i, ...(from !== undefined || bracketSum ? { sum: true } : {}) });
          if (from !== undefined) this.mark(from, i);
          return this.done(i, end);
        }
        case 'people': {
          if (n === 1 && !c.plural && this.asksForPerson(i)) return undefined;
          // "2 personas mayores", "3 personas adultas" (class: people said grown-up by the word after them): adults
          if (c.plural && /^(mayores|adultas|adultos|grandes)$/.test(this.t(j + 1)) && this.cls(j + 2) === undefined) {
            this.found.push({ k: 'adults', n, at: i });
            return this.done(i, j + 2);
          }
          this.found.push({ k: 'total', n, family: false, at: i, end: j + 1 });
          return this.done(i, j + 1);
        }
        case 'couple': {
          // "a couple" at the nights question is a couple of nights, not two people
          if (!c.plural && this.expecting === 'nights') return undefined;
          if (c.plural || n === 1) {
            // "tres parejas de amigos", "two couples of friends": who the couples are goes with them
            let end = j + 1;
            if (c.plural && n >= 2 && /^(de|of)$/.test(this.t(j + 1)) && /^(adultRelMany|people)$/.test(this.cls(j + 2)?.cls ?? '')) end = j + 3;
            else if (this.t(j + 1) === 'of' || this.t(j + 1) === 'de') return undefined; // "a couple of days"
            if (poss && OWN.has(poss)) return undefined;
            // "6 adults (3 couples)": the same people counted again in brackets
            if (this.restates(i, 2 * n)) {
              this.mark(i, j + 1);
              return j + 1;
            }
            this.found.push({ k: 'adults', n: 2 * n, at: i, pairs: n });
            return this.done(i, end);
          }
          return undefined;
        }
        case 'child':
        case 'weakChild':
        case 'twins': {
          // Class: a child word right after a child noun describes the same children ("mis dos hijas adolescentes",
          // "two daughters teenagers", "2 hijos pequeños"): one noun, not more children.
          if (c.cls === 'child') while (this.describesChild(j + 1, c.plural)) j++;
          // Class: agents' child codes with the age right after them ("1 CHD 7", "1 INF 5 meses", "2 CHD 9/11"): a number
          // just after the code is the child's age, one age per child counted (never another count of people)
          const coded = SHORTHAND.has(this.t(j)) && c.cls === 'child';
          const ages =
            (coded ? (this.slashAges(j + 1, n) ?? this.readAges(j + 1, n === 1 ? 'always' : 'many')) : undefined) ??
            this.readAges(j + 1, c.plural ? 'many' : 'always');
          // "mis dos hijos con sus esposas", "our two sons and their wives" (class: relatives described with their own
          // families are grown up): sons or daughters with spouses of their own are adults, their spouses read next
          if (!ages && c.plural && OFFSPRING.has(this.t(j)) && poss && OWN.has(poss) && this.spousesAfter(j + 1)) {
            this.found.push({ k: 'companion', n, at: i });
            return this.done(i, j + 1);
          }
          // "8 pelaos de la u, todos mayores de edad", "6 chicos del trabajo, all adults" (class: young people's words said
          // with "all grown-up"): the words tell who they are, the tag says they are adults; that many adults.
          const grownEnd = c.cls === 'weakChild' && !ages && c.plural ? this.grownTagAfter(j + 1) : undefined;
          if (grownEnd !== undefined) {
            this.found.push({ k: 'adults', n, at: i });
            return this.done(i, grownEnd);
          }
          if (c.cls === 'weakChild' && !ages) {
            // "hen party! 10 girls", "despedida de soltera, 8 chicas" (class: a grown-ups' celebration named in the
            // message): the girls or boys counted are the adults of the party
            if (
              !poss &&
              c.plural &&
              this.toks.some((t, x) => GROWN_PARTY.has(t.t) && (t.t !== 'despedida' || /^(soltera|soltero|solteras|solteros)$/.test(this.t(x + 2))))
            ) {
              this.found.push({ k: 'adults', n, at: i });
              return this.done(i, j + 1);
            }
            // "me and 3 girls", "yo y 2 chicas": friends of the speaker when nobody else is named
            if (!poss && c.plural && n >= 1 && !STRICT_SLANG.has(this.t(j)) && !this.hasAdultWord() && this.joinedToSelf(i, j + 1)) {
              this.found.push({ k: 'companion', n, at: i });
              return this.done(i, j + 1);
            }
            // beside adults ("3 adultos y 2 chinos"), or someone's own ("mis 2 pelaos", "my 2 boys")
            if (!this.hasAdultWord() && !(poss && OWN.has(poss))) return undefined;
          }
          let count: number | undefined = c.cls === 'twins' && !c.plural ? 2 : n;
          if (c.cls === 'twins' && n === 1) count = bornTogether(this.t(j));
          let list = ages?.ages ?? [];
          const old = ages?.old ?? [];
          // "a newborn": aged 0 ("1 INF", an infant, is a child under 2 whose age is asked, never assumed)
          if (!ages && /^(newborn|newborns)$/.test(this.t(j)) && count >= 1) list = Array.from({ length: count }, () => 0);
          // Class: a count of children with one age said for them all ("12 niños de 11 años", "3 kids aged 5"): each is that age
          // (not a bound, "2 menores de 12", nor an age followed by another number, "2 niños de 4 5 noches")
          const oneForAll =
            !!ages &&
            ages.others === 0 &&
            !ages.described &&
            // ("15 muchachos de 17 años": young people's words with an age said)
            (c.cls === 'child' || c.cls === 'weakChild') &&
            c.plural &&
            count >= 2 &&
            !NOT_STRAY.has(this.t(j)) &&
            !this.boundAt(j) &&
            !this.toks[ages.end]?.d &&
            !(this.t(ages.end) in NUMBER_WORDS);
          if ((ages?.each || c.cls === 'twins' || oneForAll) && list.length === 1 && old.length === 0) list = Array.from({ length: count }, () => list[0]!);
          // Class: a group's ages given as its span ("15 niñas de 11 y 12 años", "20 kids aged 10 and 12"): two or more
          // ages for a group of five or more, fewer than its count and none for each: the group's, no child's, asked
          if (count >= 5 && list.length >= 2 && list.length + old.length < count && !ages?.each) {
            list = [];
            old.length = 0;
          }
          // Class: a group's ages given as a range ("18 kids aged 13 to 16", "12 jóvenes de 14 a 16 años"): no child's
          // age, asked; the range read with the group
          let agesEnd = ages?.end ?? j + 1;
          // (with no age read, the span right after the word: "kids aged 13 to 16")
          const from = ages ? (list[0] ?? old[0]) : /^(aged|ages|de|entre|between)$/.test(this.t(j + 1)) ? this.numberAt(j + 2) : undefined;
          if (!ages && from !== undefined) agesEnd = j + 3;
          const upTo = this.numberAt(agesEnd + 1);
          const spanSaid = (ages ? list.length + old.length === 1 : from !== undefined) && /^(to|a|al|hasta|through|thru|-)$/.test(this.t(agesEnd));
          if (count >= 2 && spanSaid && from !== undefined && upTo !== undefined && upTo > from && upTo < 100) {
            list = [];
            old.length = 0;
            agesEnd += 2;
            if (YEAR_UNITS.has(this.t(agesEnd)) && !GLUED_ONLY_UNITS.has(this.t(agesEnd))) agesEnd++;
          } else agesEnd = ages?.end ?? j + 1;
          const said = list.length + old.length;
          if (said > count && ages && said === count + ages.others) count = said;
          // Class: a party said per room with every child's age listed once ("2 TPL, c/u 2 adultos + 1 niño (7 y 11
          // años)"): after "each" over a count of rooms, ages for the count times the rooms are all the rooms' children
          const roomsEach = this.found.find((x): x is Extract<Mention, { k: 'rooms' }> => x.k === 'rooms' && x.n >= 2);
          const perEach = !!roomsEach && this.found.some((x) => x.k === 'each' && x.at > roomsEach.at && x.at < i) && old.length === 0;
          if (said > count && perEach && said === count * roomsEach!.n) {
            this.eachAges = list;
            this.found.push({ k: 'children', n: count, ages: [], old: [], at: i });
          } else if (said > count) {
            // "un niño de 5 y 8": the count and the ages disagree
            this.found.push({ k: 'children', n: undefined, ages: [], old: [], at: i });
          } else {
            this.found.push({ k: 'children', n: count, ages: list, old, at: i, ...(OFFSPRING.has(this.t(j)) ? { rel: true } : {}) });
          }
          return this.done(i, agesEnd);
        }
        case 'room':
        case 'roomNoun': {
          let end = j + 1;
          while (this.cls(end)?.cls === 'roomQual' || this.cls(end)?.cls === 'roomNoun') end++;
          // Class: a count of rooms given as alternatives ("2 o 3 habitaciones", "2 or 3 rooms whatever is cheaper"): no
          // value (the bot asks); both numbers are taken here, so neither is read as people.
          if (/^(o|or|u)$/.test(this.t(k - 1)) && this.toks[k - 2]?.d && !this.used[k - 2]) {
            this.mark(k - 2, end);
            return end;
          }
          let perRoomOf = false;
          if ((this.t(end) === 'de' || this.t(end) === 'of') && this.partyStartsAt(end + 1)) {
            perRoomOf = n > 1;
            end++;
          }
          // Class: "a room apart" said of some of the party ("ellos en un cuarto aparte", "los niños en una habitación
          // separada"): one room more than the rest's, two in all
          if (n === 1 && /^(aparte|separado|separada)$/.test(this.t(end)) && /^(en|in)$/.test(this.t(i - 1))) {
            this.found.push({ k: 'rooms', n: 2, at: i, end: end + 1, perRoomOf: false });
            return this.done(i, end + 1);
          }
          this.found.push({ k: 'rooms', n, at: i, end, perRoomOf });
          if (
            n === 1 &&
            /^(para|pa|con|de|for|with|:)$/.test(this.t(end)) &&
            (this.partyStartsAt(end + 1) || (this.segPartyAt(end + 1) && this.anotherAfter(end + 1)))
          ) {
            // the party after it is read on its own ("para 2", "para 2 adultos"), taking the connector along
            this.found.push({ k: 'seg', at: i });
          } else if (n === 1 && perRoomOf === false && this.t(end - 1) === 'de') {
            this.found.push({ k: 'seg', at: i });
          }
          return this.done(i, end);
        }
        case 'kin':
          return this.kin(i, j, c, n);
        case 'adultRel':
        case 'adultRelPair':
        case 'adultRelMany': {
          if (!c.plural && n > 1) return undefined;
          if (!poss && !c.plural && n === 1) {
            // "una señora de 80 años": one person described with a grown-up's age is an adult of the party
            const age = this.readAges(j + 1, 'always');
            if (age && age.ages.length === 0 && age.old.length === 1) {
              this.found.push({ k: 'adults', n: 1, at: i, person: true });
              return this.done(i, age.end);
            }
            // Class: one person named by who they are, the whole answer to the party question ("un ejecutivo", "una
            // señora", "an executive"): that one adult
            if (this.expecting === 'party' && i === 0 && j + 1 === this.toks.length) {
              this.found.push({ k: 'adults', n: 1, at: i, person: true });
              return this.done(i, j + 1);
            }
          }
          // Class: one of the trip's staff counted with the digit 1 and joined to the party ("18 pax + 1 guía + 1
          // conductor", "12 señoras y 1 sacerdote"): one grown-up more, like "el guía"
          if (!poss && n === 1 && this.toks[k]?.d && j === k + 1 && STAFF.has(this.t(j)) && /^(\+|y|e|and|&|,|con|with|mas|plus)$/.test(this.t(i - 1))) {
            this.found.push({ k: 'companion', n: 1, at: i, counted: true });
            return this.done(i, j + 1);
          }
          if (!poss && !c.plural) return undefined;
          if (!poss && c.cls === 'adultRelMany' && n >= 2) {
            const young = this.youngGroup(i, j + 1, n);
            if (young !== undefined) return young;
          }
          // "somos 3 amigos", "we are 4 friends": the whole party
          if (!poss && (TOTAL_VERBS.has(this.t(i - 1)) || this.t(i - 1) === 'are' || this.t(i - 1) === 're')) {
            // "somos 3 parceros y 2 parceras", "we are 4 guys and 3 girls…" (class: counted groups joined after "somos"
            // add up): each further "y N <group word>" is more of the whole party
            let total = n;
            let end = j + 1;
            for (;;) {
              const more = /^(y|e|and|&|\+)$/.test(this.t(end)) ? this.count(end + 1, false) : undefined;
              const w = more !== undefined ? this.cls(end + 2) : undefined;
              if (more === undefined || !w || w.cls !== 'adultRelMany' || !w.plural) break;
              // ("somos 2 profesores y 10 estudiantes de 15": a group with an age said is read on its own, maybe children)
              if (/^(de|of|aged)$/.test(this.t(end + 3)) && this.count(end + 4, false) !== undefined) break;
              total += more;
              end += 3;
            }
            this.found.push({ k: 'total', n: total, family: false, at: i, end });
            return this.done(i, end);
          }
          // "2 adultos y 2 abuelos", "2 adults, 2 grandparents" (class: elders counted with a number, not "con"): adults
          if (!poss && c.cls === 'adultRelPair' && !/^(con|with)$/.test(this.t(i - 1))) {
            this.found.push({ k: 'adults', n, at: i });
            return this.done(i, j + 1);
          }
          // Class: the people just listed, described by a counted group set off by a comma ("mi mamá, mi tía y yo, tres
          // viejas verdes", "mi esposa y yo, dos viejitos"): the same people when the count is everyone named with the
          // speaker (friends, "mi esposa y yo, 2 amigos", are more people)
          if (!poss && c.cls === 'adultRelMany' && !PEERS.has(this.t(j)) && this.t(i - 1) === ',' && this.lastEnd === i - 1 && this.namedWithSelf() === n) {
            this.mark(i, j + 1);
            return j + 1;
          }
          // a comma joins the friends to people named before it ("mi esposa, 3 amigos"); with nobody before it it only
          // separates them from the rest of a request ("Medellín 2 noches, 3 parceros": class: the group is the party)
          const joined =
            /^(con|with|y|e|and|n|\+|&|mas|plus)$/.test(this.t(i - 1)) || (this.t(i - 1) === ',' && this.found.some((x) => x.k !== 'rooms' && x.k !== 'seg'));
          // "20 señoras y 4 señores", "3 amigos y 2 amigas" (class: counted groups of grown-ups joined by "y"/"and"):
          // read as one group of their sum, the party where a single group would be
          let groupN = n;
          let groupEnd = j + 1;
          if (!poss && !joined && c.cls === 'adultRelMany') {
            for (;;) {
              const more = /^(y|e|and|&|\+)$/.test(this.t(groupEnd)) ? this.count(groupEnd + 1, false) : undefined;
              const w = more !== undefined ? this.cls(groupEnd + 2) : undefined;
              if (more === undefined || !w || w.cls !== 'adultRelMany' || !w.plural) break;
              groupN += more;
              groupEnd += 3;
            }
          }
          // Class: a work role qualified by its field ("2 técnicos de mantenimiento", "3 ingenieros de sistemas"): the
          // words "de <field>" belong to the role, the count's party test looks past them
          const field = groupEnd === j + 1 && STAFF_ROLES.has(this.t(j)) ? this.roleField(j + 1) : j + 1;
          if (field > groupEnd) groupEnd = field;
          // the friends are the party only where the words say so: at the party question, "para 4 amigos", "4 friends going to…"
          const lead =
            !poss &&
            !joined &&
            c.cls === 'adultRelMany' &&
            (this.expecting === 'party' ||
              PARA.has(this.t(i - 1)) ||
              /^(going|traveling|travelling|heading|visiting|coming|flying|vamos|viajamos|viajando)$/.test(this.t(groupEnd)) ||
              (/^(,|\.|)$/.test(this.t(groupEnd)) && this.blanked()) ||
              // "Dos ejecutivas de la compañía a Bogotá…", "3 friends to Cartagena" opening the message: they are going
              (i === 0 && /^(a|to|pa|hacia)$/.test(this.t(this.pastWhose(groupEnd)))) ||
              (this.t(groupEnd) === 'que' && PLURAL_WE.has(this.t(groupEnd + 1))));
          if (!lead) groupN = n;
          if (!lead) groupEnd = field;
          this.found.push({ k: 'companion', n: groupN, at: i, ...(lead ? { lead: true } : {}), ...(!poss ? { counted: true } : {}) });
          return this.done(i, groupEnd);
        }
        default:
          return undefined;
      }
    }

    // no count
    // "our grown-up son", "my adult daughter": one grown relative (a plural, how many is not said)
    if (c.cls === 'adult' && poss && OWN.has(poss) && j === k && this.grownRelative(j)) {
      this.found.push({ k: 'companion', n: this.cls(j + 1)!.plural ? undefined : 1, at: i });
      return this.done(i, j + 2);
    }
    switch (c.cls) {
      case 'room': {
        // "room for 2", "habitación para 2 adultos": one room, the party follows
        if (poss || j !== k || c.plural) return undefined;
        let end = j + 1;
        while (this.cls(end)?.cls === 'roomQual' || this.cls(end)?.cls === 'roomNoun') end++;
        if (!/^(para|pa|for)$/.test(this.t(end)) || !(this.partyStartsAt(end + 1) || (this.segPartyAt(end + 1) && this.anotherAfter(end + 1))))
          return undefined;
        this.found.push({ k: 'rooms', n: 1, at: i, end, perRoomOf: false });
        this.found.push({ k: 'seg', at: i });
        return this.done(i, end);
      }
      case 'child':
      case 'twins':
      case 'weakChild': {
        // "my teenage son", "our little girl" (class: an adjective of youth before a child word): the child, age asked
        const youngAdj = !!poss && c.cls === 'child' && j > k && this.toks.slice(k, j).every((x) => YOUNG_ADJECTIVES.has(x.t));
        if (j !== k && !/^(ones|one)$/.test(this.t(j)) && !youngAdj) return undefined;
        if (c.cls === 'child' && c.plural) {
          const stated = this.statedCount(i, j + 1);
          if (stated !== undefined) return stated;
        }
        // "el menor 8 meses": the youngest of several, not one child (the ages question reads it)
        if (/^(menor|menores)$/.test(this.t(j)) && /^(el|la|los|las|the)$/.test(this.t(i - 1))) return undefined;
        const ages = this.readAges(j + 1, c.plural && c.cls !== 'twins' ? 'many' : 'always');
        const before = this.t(i - 1);
        if (c.cls === 'weakChild' && !ages) return undefined;
        // "our daughter and her husband", "mi hijo y su esposa": a son or daughter with a spouse of their own is grown up
        // "my daughter and son-in-law", "mi hija y mi yerno": the child's spouse named by the in-law word, the same class
        const inLaw = !ages && !c.plural && OFFSPRING.has(this.t(j)) && poss ? this.inLawAfter(j + 1) : undefined;
        if (inLaw !== undefined) {
          this.found.push({ k: 'companion', n: 2, at: i });
          return this.done(i, inLaw + 1);
        }
        if (!ages && !c.plural && OFFSPRING.has(this.t(j)) && poss && this.spouseAfter(j + 1)) {
          this.found.push({ k: 'companion', n: 1, at: i });
          return this.done(i, j + 1);
        }
        if (!c.plural && c.cls !== 'twins') {
          // "somos 3 con el bebé", "and the baby": the article stands for the possessive
          const article =
            j === i &&
            !this.used[i - 1] &&
            ((/^(el|la|the)$/.test(before) && /^(con|with|y|and|\+|&|e|mas|plus|incluyendo|including|contando|counting|a)$/.test(this.t(i - 2))) ||
              (before === 'al' && /^(incluyendo|contando|y|e|,)$/.test(this.t(i - 2))));
          if (!ages && !poss && !article && !/^(con|with|y|and|\+|&|e)$/.test(before)) return undefined;
          // "their newborn", "my newborn daughter": aged 0, the noun after goes with it
          const newborn = !ages && this.t(j) === 'newborn';
          let tail = newborn && this.cls(j + 1)?.cls === 'child' && !this.cls(j + 1)!.plural ? 1 : 0;
          // the newborn's age in weeks, days or months said after it ("el recién nacido, de 3 semanitas", "a newborn, 2
          // weeks old"): the same baby, aged 0; never a length of stay
          if (newborn) {
            let q = j + 1 + tail;
            if (this.t(q) === ',') q++;
            if (/^(de|of)$/.test(this.t(q))) q++;
            const n = this.toks[q]?.d ? Number(this.t(q)) : NUMBER_WORDS[this.t(q)];
            const u = this.t(q + 1);
            if (
              n !== undefined &&
              (WEEK_UNITS.has(u) || (MONTH_UNITS.has(u) && n < 12) || /^(dias|days)$/.test(u)) &&
              (q > j + 1 + tail || this.t(q + 2) === 'old')
            )
              tail = q + 2 - (j + 1) + (this.t(q + 2) === 'old' ? 1 : 0);
          }
          if (ages && ages.ages.length + ages.old.length > 1 + ages.others) {
            this.found.push({ k: 'children', n: undefined, ages: [], old: [], at: i });
          } else
            this.found.push({
              k: 'children',
              n: ages ? ages.ages.length + ages.old.length : 1,
              ages: ages?.ages ?? (newborn ? [0] : []),
              old: ages?.old ?? [],
              at: i,
              ...(OFFSPRING.has(this.t(j)) ? { rel: true } : {}),
            });
          return this.done(article ? i - 1 : i, ages?.end ?? j + 1 + tail);
        }
        if (c.cls === 'twins') {
          // "tres niños de 7, 7 y 4 (los mayores son mellizos)", "2 kids aged 5 and 5, they're twins" (class: twins
          // named after their ages are listed): with no age of their own they are two of the children counted
          const listedPair = this.found.some((x) => x.k === 'children' && x.n !== undefined && x.ages.some((a, idx) => x.ages.indexOf(a) !== idx));
          if (!ages?.ages.length && !ages?.old.length && listedPair) return this.done(i, j + 1);
          let list = ages?.ages ?? [];
          const born = bornTogether(this.t(j));
          if (list.length === 1) list = Array.from({ length: born }, () => list[0]!);
          if (list.length > born) return undefined;
          // at the ages question the twins may be two of more children: their ages only
          this.found.push({
            k: 'children',
            n: this.expecting === 'childAges' && list.length === born ? undefined : born,
            ages: list,
            old: ages?.old ?? [],
            at: i,
          });
          return this.done(i, ages?.end ?? j + 1);
        }
        const again = ages && !ages.each && poss ? this.agesOfCounted(ages) : false;
        if (again === 'mismatch' && /^(los|las|the)$/.test(poss!)) {
          // "2 niños … los niños tienen 4, 7 y 9": the same children said with a different number, asked back
          this.found.push({ k: 'children', n: undefined, ages: [], old: [], at: i, again: true });
          return this.done(i, ages!.end);
        }
        if (again === true) return this.done(i, ages!.end);
        if (ages && !ages.each) {
          this.found.push({
            k: 'children',
            n: ages.ages.length + ages.old.length,
            ages: ages.ages,
            old: ages.old,
            at: i,
            ...(OFFSPRING.has(this.t(j)) ? { rel: true } : {}),
          });
          return this.done(i, ages.end);
        }
        if (poss || /^(con|with|y|and|\+|&|e)$/.test(before)) {
          // "con mis hijos", "and the kids": children, how many is not said
          this.found.push({ k: 'children', n: undefined, ages: [], old: [], at: i });
          return this.done(i, j + 1);
        }
        return undefined;
      }
      case 'kin':
        if (!poss || j !== k) return undefined;
        return this.kin(i, j, c, undefined);
      case 'couple': {
        // "vamos a un matrimonio", "al matrimonio de mi prima" (class: the wedding one goes to, Colombian "matrimonio"): an
        // occasion, nobody counted
        // "retired couple", "a married couple", "young couple": a couple described by what they are
        if (j !== k && !poss && !c.plural && this.t(j) === 'couple' && !/^(of|de)$/.test(this.t(j + 1))) {
          this.found.push({ k: 'adults', n: 2, at: i, desc: true });
          return this.done(i, j + 1);
        }
        if (j !== k) return undefined;
        if (poss && OWN.has(poss)) {
          this.found.push({ k: 'companion', n: 1, at: i });
          return this.done(i, j + 1);
        }
        // Class: a married couple named bare at the start of the party's words, with who comes along ("matrimonio con
        // bebé de 6 meses", "matrimonio con su hijo de 18", "couple + 1 kid age 9"): the couple, two grown-ups (not "cama
        // de matrimonio": only opening the message or a clause, right before "con"/"y"/"+")
        const opensParty =
          !poss &&
          !c.plural &&
          j === i &&
          (i === 0 || /^(,|:|;)$/.test(this.t(i - 1)) || this.used[i - 1]) &&
          !/^(de|del|of)$/.test(this.t(i - 1)) &&
          /^(con|with|y|and|\+|&)$/.test(this.t(j + 1));
        if (!opensParty && (c.plural || this.t(j) === 'couple' || this.t(j) === 'matrimonio')) return undefined; // "couple" needs "a"; "parejas" needs a count
        this.found.push({ k: 'adults', n: 2, at: i, pairs: 1 });
        return this.done(i, j + 1);
      }
      case 'adultRel':
      case 'adultRelPair':
      case 'adultRelMany': {
        // "que la habitación de la abuela sea accesible", "el cuarto de mis papás" (class: someone named as whose room it
        // is): a request about a room of someone already in the party, no one more; the words are read, nothing found
        if (i >= 2 && /^(de|del)$/.test(this.t(i - 1)) && /^(room|roomNoun)$/.test(this.cls(i - 2)?.cls ?? '') && /^(la|el|the)$/.test(this.t(i - 3))) {
          this.mark(i, j + 1);
          return j + 1;
        }
        // "me + girlfriend", "yo y esposa", "girlfriend and I": joined to the speaker, no possessive needed
        const bySelf =
          !poss &&
          c.cls === 'adultRel' &&
          j === k &&
          ((/^(\+|&|and|y|e|with|con|n|,)$/.test(this.t(i - 1)) && /^(me|yo|i|mi)$/.test(this.t(i - 2))) ||
            (/^(\+|&|and|y|e|n)$/.test(this.t(i + 1)) && /^(me|yo|i)$/.test(this.t(i + 2))));
        if (bySelf) {
          this.found.push({ k: 'companion', n: 1, at: i });
          return this.done(i, j + 1);
        }
        // "Dad, mum and 3 kids", "Grandma, Grandpa and the three grandkids", "papá, mamá y dos niñas", "2 adults, 2 kids
        // and grandma" (class: people named by their role in a list, not as the speaker's company): each is an adult
        // Class: a pair of relatives named bare, opening a list, beside the speakers counted by a pronoun after it
        // ("grandparents, us two and the kids", "grandparents (own room), us two", "abuelos, nosotros dos y los niños"):
        // company of the speakers, like "the grandparents"
        if (
          !poss &&
          j === k &&
          c.cls === 'adultRelPair' &&
          (i === 0 || this.used[i - 1] || /^(,|:|;|-|\()$/.test(this.t(i - 1))) &&
          /^(,|y|e|and|&|\+|\()$/.test(this.t(j + 1)) &&
          this.toks.some((x, q) => q > j && q <= j + 8 && /^(us|nosotros|nosotras)$/.test(x.t))
        ) {
          this.found.push({ k: 'companion', n: 2, at: i, pair: true });
          return this.done(i, j + 1);
        }
        if (!poss && j === k && this.listedRole(i)) {
          this.found.push({ k: 'adults', n: ROLE_PAIR.has(this.t(j)) ? 2 : 1, at: i, person: true });
          return this.done(i, j + 1);
        }
        // "me and the wife": "the" stands for "my" before a spouse
        // "me and the wife": "the" stands for "my" before a spouse; "la abuela, mi esposa y yo", "the in-laws" also before
        // an elder of the family, unless adults were counted before (were they in "2 adultos… y la abuela"? the bot asks)
        const theElder =
          (poss === 'the' && /^(inlaws|grandparents|grandma|grandpa|granny)$/.test(this.t(j))) ||
          (!!poss && /^(la|el|los|las)$/.test(poss) && ELDERS.has(this.t(j)));
        // also after "para"/"for" (who a room is for: "una doble para el gerente") and a verb of coming along ("también
        // va la nana", "the nanny comes" is read elsewhere)
        const theStaff =
          !!poss &&
          /^(la|el|the)$/.test(poss) &&
          STAFF.has(this.t(j)) &&
          (/^(y|e|and|&|\+|,|con|with|mas|plus|para|for|va|viene|van|vienen|viajan|goes|comes)$/.test(this.t(i - 1)) || plusBefore(this, i));
        const theSpouse =
          (poss === 'the' && /^(wife|husband|hubby|missus|wifey|otherhalf)$/.test(this.t(j))) ||
          ((theElder || theStaff) && !this.toks.slice(0, i).some((_, x) => this.cls(x)?.cls === 'adult')) ||
          // Class: someone added to the party with "también"/"also" and a verb of going ("y también va la nana", "also
          // comes the nanny"): one more, whatever was counted before (the additive reading joins them)
          ((theStaff || theElder || (!!poss && /^(la|el)$/.test(poss) && YOUNG_RELATIVES.has(this.t(j)))) &&
            ((/^(va|viene|goes|comes)$/.test(this.t(i - 1)) && ADDING_WORDS.has(this.t(i - 2))) ||
              // ("plus we're bringing the nanny", "y también traemos a la abuela": a verb of bringing after the addition)
              plusBefore(this, i)));
        // "una pareja, la mamá de ella y un niño" (class: a relative of someone of the party, "la mamá de ella", "el papá
        // de él", "los papás de ellos"): one more of the party, like "mi mamá"
        if (
          poss &&
          /^(la|el|los|las)$/.test(poss) &&
          j === k &&
          this.t(j + 1) === 'de' &&
          /^(ella|el|ellos|ellas)$/.test(this.t(j + 2)) &&
          c.cls !== 'adultRelMany'
        ) {
          this.found.push({ k: 'companion', n: c.cls === 'adultRel' ? 1 : 2, at: i });
          return this.done(i, j + 3);
        }
        // Class: a relative of any age said little ("my little brother (he's 10)", "my baby sister, 4"): with an age
        // under 18 said after it, that child of the party; otherwise left (how old is asked)
        if (
          poss &&
          OWN.has(poss) &&
          c.cls === 'adultRel' &&
          j > k &&
          YOUNG_RELATIVES.has(this.t(j)) &&
          this.toks.slice(k, j).every((x) => YOUNG_ADJECTIVES.has(x.t) || x.t === 'baby')
        ) {
          const age = this.readAges(this.afterJoining(j + 1), 'always');
          if (age && age.ages.length === 1 && age.old.length === 0) {
            this.found.push({ k: 'children', n: 1, ages: age.ages, old: [], at: i });
            return this.done(i, age.end);
          }
        }
        // "my elderly mother", "mis viejos papás" (class: an adjective of age between the possessive and the relative)
        // ("mi ex esposo", "my ex-wife": a word named only after a possessive is the adjective of a role word after it)
        const aged = j > k && this.toks.slice(k, j).every((x) => AGED_ADJECTIVES.has(x.t) || POSSESSED.has(x.t));
        if (!poss || !(OWN.has(poss) || theSpouse) || (j !== k && !aged)) return undefined;
        let many = c.cls === 'adultRel' ? 1 : c.cls === 'adultRelPair' ? 2 : undefined;
        if (many === undefined && SPOUSES.has(this.t(j)) && /^(sus|their)$/.test(poss)) {
          // "mis 2 hermanos con sus esposas": one spouse for each of the people named just before
          const last = this.found[this.found.length - 1];
          if (last && (last.k === 'companion' || last.k === 'adults') && last.n !== undefined && last.n >= 2 && this.lastEnd >= i - 2) many = last.n;
        }
        if (this.restatesPeople(i, many)) {
          this.mark(i, j + 1);
          return j + 1;
        }
        // "mi hermano de 16", "my cousin (12)" (class: a relative of any age said with a minor's age is a child): with
        // an age under 18 that one is a child of the party; with a grown-up's age still company
        if (c.cls === 'adultRel' && YOUNG_RELATIVES.has(this.t(j))) {
          const age = this.readAges(this.afterJoining(j + 1), 'always');
          if (age && age.ages.length + age.old.length === 1) {
            if (age.ages.length === 1) this.found.push({ k: 'children', n: 1, ages: age.ages, old: [], at: i });
            else this.found.push({ k: 'companion', n: 1, at: i });
            return this.done(i, age.end);
          }
        }
        // "mi suegra que tiene 78", "mi papá de 90", "my mom (72)" (class: a grown-up relative said with a grown-up's
        // age): the age only describes them, read with them (a minor's age there is left unread)
        if (c.cls === 'adultRel') {
          const age = this.readAges(this.afterJoining(j + 1), 'always');
          if (age && age.ages.length === 0 && age.old.length === 1) {
            this.found.push({ k: 'companion', n: many, at: i });
            return this.done(i, age.end);
          }
        }
        // Class: one possessive shared by two grown-up relatives joined by "and" ("my mum and dad", "mi papá y mamá",
        // "my aunt and uncle"): the bare second word is one more companion, not left unread
        if (many === 1 && /^(y|e|and|&|n)$/.test(this.t(j + 1)) && !this.used[j + 2]) {
          const second = peopleWord(this.t(j + 2));
          if (this.cls(j + 2)?.cls === 'adultRel' && second?.age === 'adult' && second.people === 1 && !this.toks[j + 3]?.d && this.t(j + 3) !== 's') {
            this.found.push({ k: 'companion', n: 2, at: i });
            return this.done(i, j + 3);
          }
        }
        this.found.push({ k: 'companion', n: many, at: i, ...(c.cls === 'adultRelPair' ? { pair: true } : {}) });
        return this.done(i, j + 1);
      }
      default:
        return undefined;
    }
  }

  /** The token after a verb of joining the party that starts at `k` (the longest of {@link JOINING_VERBS}); `k` when none does. */
  afterJoining(k: number): number {
    let end = k;
    for (const verb of JOINING_VERBS) if (k + verb.length > end && verb.every((w, x) => this.t(k + x) === w)) end = k + verb.length;
    return end;
  }

  /**
   * A nephew, a niece, a godchild at `j` (the phrase from `i`, `n` said or
   * not): a child when ages are said with it ("mi sobrino de 12", "2 sobrinos
   * de 8 y 10"); otherwise company of unknown age, so that no adult count is
   * derived around it.
   */
  kin(i: number, j: number, c: WordInfo, n: number | undefined): number | undefined {
    if (n !== undefined && n > 1 && !c.plural) return undefined;
    if (n === undefined && c.plural) {
      const stated = this.statedCount(i, j + 1);
      if (stated !== undefined) return stated;
    }
    const ages = this.readAges(j + 1, c.plural ? 'many' : 'always');
    const said = ages ? ages.ages.length + ages.old.length : 0;
    const count = n ?? (c.plural ? undefined : 1);
    if (ages && (count === undefined || said === count)) {
      this.found.push({ k: 'children', n: said, ages: ages.ages, old: ages.old, at: i });
      return this.done(i, ages.end);
    }
    this.found.push({ k: 'companion', n: undefined, at: i });
    return this.done(i, ages?.end ?? j + 1);
  }

  /**
   * Children named by a plural word whose number is said after it ("los sobrinos que son cuatro, de 3, 5, 8 y 12",
   * "los nietos, que son tres: uno de 9, una de 6 y el chiquito de 2", "the grandkids, who are 3: 4, 6 and 9"; class:
   * a count stated after the children's word): that many children, with their ages when one is said for each (else
   * asked). `k` is the token after the word; undefined when no such count follows.
   */
  statedCount(i: number, k: number): number | undefined {
    let at = k;
    if (this.t(at) === ',') at++;
    if (!/^(que|who|which|that)$/.test(this.t(at)) || !/^(son|are|serian|seran)$/.test(this.t(at + 1))) return undefined;
    const n = this.count(at + 2, false);
    if (n === undefined || n < 1) return undefined;
    let next = at + 3;
    if (/^(,|:)$/.test(this.t(next))) next++;
    const listed = this.readAges(next, 'always') ?? this.readAges(next, 'many');
    const ages = listed && listed.ages.length + listed.old.length === n ? listed : (this.describedAges(next, n) ?? listed);
    const said = ages ? ages.ages.length + ages.old.length : 0;
    const fits = !!ages && said === n;
    this.found.push({ k: 'children', n, ages: fits ? ages!.ages : [], old: fits ? ages!.old : [], at: i });
    return this.done(i, fits ? ages!.end : at + 3);
  }

  /**
   * Exactly `n` children described one by one from `k`, each by a few words and "de"/"of" an age ("uno de 9, una de
   * 6 y el chiquito de 2 añitos", "the eldest of 12, the middle one of 9"); undefined unless all `n` are read.
   */
  describedAges(k: number, n: number): AgeList | undefined {
    const ages: number[] = [];
    const old: number[] = [];
    let at = k;
    while (ages.length + old.length < n) {
      let d = at;
      while (d < at + 3 && !this.toks[d]?.d && !this.toks[d]?.p && !/^(de|of)$/.test(this.t(d))) d++;
      if (!/^(de|of)$/.test(this.t(d))) return undefined;
      const item = this.ageItem(d + 1, true);
      if (!item || item.v === undefined) return undefined;
      const years = item.unit === 'm' ? Math.floor(item.v / 12) : item.v;
      (years >= ADULT_AGE ? old : ages).push(years);
      at = item.end;
      if (ages.length + old.length < n) {
        if (this.t(at) === ',') at++;
        if (/^(y|e|and)$/.test(this.t(at))) at++;
      }
    }
    return { others: 0, ages, old, end: at, each: false };
  }

  /**
   * People counted by what they are, said with ages under 18 (class: a group of minors described by what they do): "un
   * grupo de 8 estudiantes de 16 y 17 años", "10 jugadores de 12 años", "6 students aged 15" are children, never
   * adults; their ages are kept only when one is said for each, else asked. `from` is where the phrase
   * starts, `k` the token after the noun; undefined when no such ages follow.
   */
  youngGroup(from: number, k: number, n: number): number | undefined {
    const ages = this.readAges(k, 'always');
    if (!ages || ages.old.length > 0 || ages.ages.length === 0) return undefined;
    // "5 amigas, 2 o 3 habitaciones" (class: numbers closed by a room word count rooms): not the group's ages
    const after = /^(o|or|u)$/.test(this.t(ages.end)) && this.toks[ages.end + 1]?.d ? ages.end + 2 : ages.end;
    if (/^(room|roomNoun)$/.test(this.cls(after)?.cls ?? '')) return undefined;
    const list = ages.ages.length === n ? ages.ages : [];
    this.found.push({ k: 'children', n, ages: list, old: [], at: from });
    return this.done(from, ages.end);
  }

  /**
   * Ages said later for the children already counted (class: the same children named again with their ages): "somos
   * 2 adultos y 2 niños, … Los niños tienen 4 y 7", "4 adults and 2 kids. The kids are 12 and 14". When one earlier
   * mention counted children with no ages, the ages are its own when as many (true), `'mismatch'` when not.
   */
  agesOfCounted(ages: AgeList): boolean | 'mismatch' {
    const said = ages.ages.length + ages.old.length;
    const counted = this.found.filter((x): x is Extract<Mention, { k: 'children' }> => x.k === 'children' && x.at >= 0);
    if (counted.length !== 1) return false;
    const earlier = counted[0]!;
    if (earlier.n === undefined || earlier.ages.length + earlier.old.length > 0) return false;
    if (earlier.n !== said) return 'mismatch';
    earlier.ages = [...ages.ages];
    earlier.old = [...ages.old];
    return true;
  }

  /** Whether the adult word at `j` describes a son, daughter or child after it ("grown-up sons", "adult children"). */
  grownRelative(j: number): boolean {
    if (!/^(grownup|grownups|grown|adult|adults|adulto|adulta|adultos|adultas|mayores|mayor)$/.test(this.t(j))) return false;
    const c = this.cls(j + 1);
    return !!c && (OFFSPRING.has(this.t(j + 1)) || /^(children|kids|child|kid)$/.test(this.t(j + 1)) || c.cls === 'kin');
  }

  /**
   * Whether several parties are counted with "each" ("Two families, each 2 adults + 1 kid", "dos familias, cada una
   * con…", "dos matrimonios con un niño cada uno"): the people said are one party's, not everyone's (class: per-unit
   * parties said with "each"). Read by nobody yet: the finding is dropped so the bot asks rather than book one party.
   */
  unitsEach(): boolean {
    for (let i = 0; i + 1 < this.toks.length; i++) {
      const n = this.count(i, false) ?? NUMBER_WORDS[this.t(i)];
      if (n === undefined || n < 2 || !/^(families|familias|groups|grupos|matrimonios|parejas|couples)$/.test(this.t(i + 1))) continue;
      for (let k = i + 2; k < this.toks.length; k++) if (this.t(k) === 'each' || (this.t(k) === 'cada' && /^(una|uno)$/.test(this.t(k + 1)))) return true;
    }
    return false;
  }

  /**
   * Whether someone's family is named, uncounted, beside the people read ("con la familia de mi esposo", "mi esposo y yo
   * con la familia de él", "with my husband's family"): "familia"/"family" left unread, of a person.
   */
  familyOfSomeone(): boolean {
    // a count said covers them ("booking for my wife's family … 4 adults and 2 kids")
    if (this.found.some((x) => (x.k === 'adults' && !x.person && !x.desc) || x.k === 'total')) return false;
    return this.toks.some((x, i) => {
      if (this.used[i] || !/^(familia|family)$/.test(x.t)) return false;
      // (not when its people are listed after it: "la familia de mi esposa: sus papás, …", "my brother's family (him, …)")
      const listed = (k: number) => /^(:|\()$/.test(this.t(k));
      if (/^(de|del|of)$/.test(this.t(i + 1))) {
        const k = DETERMINERS.has(this.t(i + 2)) ? i + 3 : i + 2;
        return (!!this.cls(k) && !listed(k + 1)) || (/^(el|ella|him|her|them|ellos)$/.test(this.t(i + 2)) && !listed(i + 3));
      }
      return /^(['’]|s)$/.test(this.t(i - 1)) && !!this.cls(i - 2) && !listed(i + 1);
    });
  }

  /**
   * Class: someone named by a word no lexicon knows, after a possessive, in a list of people ("somos mi ñaño, su
   * esposa, mi mami, yo…", "me, my bestie and my sister"): a person of no known kind, so the party is asked again,
   * never read without them. Only where a person is named right after the word's joiner ("para mi cumpleaños, somos
   * 2" names nobody).
   */
  unknownListed(): boolean {
    const personAt = (k: number) =>
      !!this.cls(k) || /^(yo|me|i|myself)$/.test(this.t(k)) || ((OWN.has(this.t(k)) || DETERMINERS.has(this.t(k))) && !!this.cls(k + 1));
    return this.toks.some((x, i) => {
      const w = this.toks[i + 1];
      if (!OWN.has(x.t) || !w || this.used[i + 1] || w.d || w.p || this.cls(i + 1) || !/^\p{L}{3,}$/u.test(w.t) || w.t in NUMBER_WORDS) return false;
      // a whole company named ("mi familia y yo", "my crew and I") is read by the company rules
      if (WHOLE_COMPANY.test(w.t)) return false;
      const j = i + 2;
      if (!/^(,|y|e|and|&|\+)$/.test(this.t(j))) return false;
      return personAt(this.t(j) === ',' && /^(y|e|and)$/.test(this.t(j + 1)) ? j + 2 : j + 1);
    });
  }

  /** Whether a word for a child stands in the message unread (adjectives such as "menor", "pequeño" aside). */
  strayChild(): boolean {
    // (Spanish "son" is the verb: "son 6 noches y somos 3")
    const verbSon = this.lang === 'es' && !this.toks.some((x) => ENGLISH_PARTY_HINTS.has(x.t));
    return this.toks.some(
      (x, i) => !this.used[i] && !NOT_STRAY.has(x.t) && !(verbSon && x.t === 'son') && (this.cls(i)?.cls === 'child' || this.cls(i)?.cls === 'twins'),
    );
  }

  isKidOrAdult(i: number): boolean {
    const c = this.cls(i)?.cls;
    return c === 'child' || c === 'adult' || c === 'people' || c === 'room' || c === 'weakChild';
  }

  /**
   * The end of a tag saying everyone just counted is grown up, right after `k` or after a few words saying where they
   * come from ("de la u", "from work"): ", todos mayores de edad", "todos adultos", "all adults", "todos grandes",
   * "all over 18", "todos mayores de 18". Undefined without one.
   */
  grownTagAfter(k: number): number | undefined {
    let x = k;
    for (let skipped = 0; skipped <= 4 && x < this.toks.length; skipped++, x++) {
      if (ALL_OF_THEM.has(this.t(x)) || (this.t(x) === ',' && ALL_OF_THEM.has(this.t(x + 1)))) break;
      // only plain words in between: no number, no other party word
      if (this.toks[x]!.d || this.cls(x) !== undefined || this.t(x) === ',') return undefined;
    }
    if (this.t(x) === ',') x++;
    if (!ALL_OF_THEM.has(this.t(x))) return undefined;
    x++;
    if (/^(son|are|of|them|ellos|ellas)$/.test(this.t(x))) x++;
    if (/^(them|ellos|ellas)$/.test(this.t(x))) x++;
    const w = this.t(x);
    const ageAt = x + (this.t(x + 1) === 'de' ? 2 : 1);
    if (/^(over|mayores|above)$/.test(w) && this.t(ageAt) === String(ADULT_AGE)) return ageAt + 1;
    if (!GROWN_WORDS.has(w)) return undefined;
    x++;
    if (this.t(x) === 'de' && this.t(x + 1) === 'edad') x += 2;
    return x;
  }

  hasAdultWord(): boolean {
    return this.toks.some((_, i) => {
      const c = this.cls(i)?.cls;
      return c === 'adult' || c === 'adultRel' || c === 'couple';
    });
  }

  /**
   * Whether a count of adults `n` at `i` restates the count just before it
   * (class: a total and its breakdown said together are one party): in
   * brackets right after a count of the same size ("6 adults (3 couples)",
   * "3 parejas (6 adultos)").
   */
  restates(i: number, n: number): boolean {
    if (this.t(i - 1) !== '(') return false;
    const last = this.found[this.found.length - 1];
    if (!last || !(last.k === 'adults' || last.k === 'total') || last.n !== n) return false;
    const lastEnd = last.k === 'total' ? last.end : last.at + 2;
    return i - 1 - lastEnd <= 1 && i - 1 >= last.at;
  }

  /**
   * Whether the people named at `i` (`n` of them, `undefined` when not said) restate in brackets the people named just
   * before (class: one group named twice): "los abuelos (mis papás)", "my in-laws (Ana and Luis' parents)", "los señores
   * Gómez (2 adultos)". Only right after a phrase of the party with the same number of people.
   */
  /** How many people the mentions read so far name, the speaker among them; undefined without the speaker or with a count not said. */
  namedWithSelf(): number | undefined {
    if (!this.found.some((x) => x.k === 'self')) return undefined;
    let n = 1;
    for (const x of this.found) {
      if (x.k === 'self') continue;
      if ((x.k !== 'companion' && x.k !== 'adults' && x.k !== 'children') || x.n === undefined) return undefined;
      n += x.n;
    }
    return n;
  }

  restatesPeople(i: number, n: number | undefined): boolean {
    if (n === undefined) return false;
    if (this.t(i - 1) !== '(' || this.lastEnd !== i - 1) return false;
    const last = this.found[this.found.length - 1];
    if (!last || !(last.k === 'companion' || last.k === 'adults')) return false;
    return last.n === n;
  }

  /**
   * Where words summing up the party start when they stand just before `i`
   * ("so that's 3 adults", "o sea 4 adultos", "that makes 3 adults",
   * "entonces son 3 adultos"); undefined when there are none.
   */
  summaryBefore(i: number): number | undefined {
    const a = this.t(i - 1);
    const b = this.t(i - 2);
    if (this.used[i - 1]) return undefined;
    // "así que somos 3 adultos", "so we are 3 adults" (class: the restated total said with a verb of being): the same
    if (TOTAL_VERBS.has(a)) return this.summaryBefore(i - 1);
    if (a === 'are' && b === 'we') return this.summaryBefore(i - 2);
    if ((a === 's' || a === 'is' || a === 'makes') && b === 'that') return i - 2;
    if (a === 'sea' && b === 'o') return i - 2;
    if (a === 'son' && /^(entonces|sea)$/.test(b)) return b === 'sea' && this.t(i - 3) === 'o' ? i - 3 : i - 2;
    // "Oh, and our daughter will join us, so 3 adults", "así que 3 adultos" (class: a total restated after an addition)
    if (a === 'que' && b === 'asi') return i - 2;
    // "2 adultos, digo 3 adultos", "2 adults, I mean 3 adults", "mejor dicho 3" (class: a count corrected in the message)
    if ((a === 'mean' && b === 'i') || (a === 'dicho' && b === 'mejor')) return i - 2;
    if (a === 'digo') return i - 1;
    if (/^(thats|entonces|osea|so)$/.test(a)) return i - 1;
    return undefined;
  }

  done(i: number, end: number): number {
    if (this.t(end) === ')' && this.toks.slice(Math.max(0, i - 3), i).some((x) => x.t === '(')) end++;
    this.mark(i, end);
    this.lastEnd = end;
    const last = this.found[this.found.length - 1];
    if (last?.k === 'children' && last.at === i) this.absorbInclusive(i);
    // the words adding them go with the person added ("plus we're bringing the nanny")
    const from = bringingFrom(this, i);
    if (from !== undefined && !this.used.slice(from, i).some(Boolean)) this.mark(from, i);
    this.absorbBefore(i);
    return end;
  }

  /**
   * Class: a bare count answering the party question, then some of them described ("3 pero uno es un bebé", "4, two are
   * kids"): the count is the party's total, never that many grown-ups beside the ones described.
   */
  bareTotal(i: number): number | undefined {
    if (i !== 0 || this.expecting !== 'party') return undefined;
    const n = this.count(0, false);
    if (n === undefined || n < 2) return undefined;
    const described = (k: number) => /^(uno|una|one|dos|two|tres|three)$/.test(this.t(k)) && /^(es|son|is|are)$/.test(this.t(k + 1));
    if (!(this.someOfThem(1) || (this.t(1) === ',' && described(2)))) return undefined;
    this.found.push({ k: 'total', n, family: false, at: 0, end: 1 });
    return this.done(0, 1);
  }

  /**
   * Whether some of the people just counted are described from token `k` on, after "pero"/"but" ("somos 3 pero uno es
   * un bebé", "4 but two are kids"): the count is their total.
   */
  someOfThem(k: number): boolean {
    return /^(pero|but)$/.test(this.t(k)) && /^(uno|una|one|dos|two|tres|three)$/.test(this.t(k + 1)) && /^(es|son|is|are|s|re)$/.test(this.t(k + 2));
  }

  /** "3 personas, una es una niña de 7", "one of them is a kid": the words pointing into the total go with the child. */
  absorbInclusive(i: number): void {
    let k = i - 1;
    if (!/^(es|son|is|are|s)$/.test(this.t(k)) || this.used[k]) return;
    k--;
    if (/^(ellos|ellas|them)$/.test(this.t(k)) && /^(de|of)$/.test(this.t(k - 1))) k -= 2;
    const w = this.t(k);
    if (this.used[k] || !(/^(una|uno|one|dos|two|tres|three)$/.test(w) || (this.toks[k]?.d && w.length === 1))) return;
    this.mark(k, i);
  }

  /**
   * Class: children counted by the English compound in the plural ("two 7-year-olds", "their twin 7-year-olds", "3
   * ten-year-olds"): that many children, each that age. A count of 2 or more, or "twin(s)" (2), then the age, its unit
   * and "olds".
   */
  yearOlds(i: number): number | undefined {
    let k = i;
    if (/^(my|our|their|the|his|her)$/.test(this.t(k))) k++;
    const n = /^(twin|twins)$/.test(this.t(k)) ? 2 : this.count(k, false);
    if (n === undefined || n < 2 || this.used[k]) return undefined;
    const tok = this.toks[k + 1];
    const v = tok?.d ? Number(tok.t) : NUMBER_WORDS[tok?.t ?? ''];
    if (v === undefined || this.used[k + 1]) return undefined;
    let j = k + 2;
    if (this.t(j) === '-') j++;
    const u = this.t(j);
    if (!/^(year|yr|month|mo)$/.test(u)) return undefined;
    j++;
    if (this.t(j) === '-') j++;
    if (this.t(j) !== 'olds') return undefined;
    const years = /^mo/.test(u) ? Math.floor(v / 12) : v;
    if (years >= ADULT_AGE) return undefined;
    this.found.push({ k: 'children', n, ages: Array.from({ length: n }, () => years), old: [], at: i });
    return this.done(i, j + 1);
  }

  /** "a 5 year old", "my 3-year-old son", "un niño de 5" is a group; this is the English compound. */
  yearOld(i: number): number | undefined {
    let k = i;
    if (/^(a|an|my|our|the)$/.test(this.t(k))) k++;
    const tok = this.toks[k];
    if (!tok || this.used[k]) return undefined;
    const v = tok.d ? Number(tok.t) : NUMBER_WORDS[tok.t];
    if (v === undefined || v > 120 || /^(a|an|no|un|una)$/.test(tok.t)) return undefined;
    let j = k + 1;
    if (this.t(j) === '-') j++;
    const u = this.t(j);
    if (u === 'yo') j++;
    else if (u === 'y' && this.t(j + 1) === '/' && this.t(j + 2) === 'o')
      j += 3; // "12 y/o"
    else if (u === 'y' && this.t(j + 1) === 'o') j += 2;
    else if (/^(year|years|yr|yrs|month|months|mo|mos)$/.test(u) || WEEK_UNITS.has(u)) {
      j++;
      if (this.t(j) === '-') j++;
      if (this.t(j) === 'old') j++;
      // "my 12 yrs nephew": without "old" only right before a person
      else if (!this.personNoun(j)) return undefined;
    } else return undefined;
    if (k === i && u === 'yo' && !/^(and|y|\+|&|with|,)$/.test(this.t(i - 1))) return undefined;
    // Class: an age in weeks ("our 6-week-old"): a baby of 0
    const years = /^mo/.test(u) ? Math.floor(v / 12) : WEEK_UNITS.has(u) ? Math.floor(v / 52) : v;
    // the person the age is of: "son", "girl", "nephew"; a brother or a friend only under 18
    const c = this.cls(j);
    if (c && !c.plural && c.cls === 'adultRel' && years >= ADULT_AGE && k > i) {
      // "my 40 year old husband": a grown-up of the party
      this.found.push({ k: 'companion', n: 1, at: i });
      return this.done(i, j + 1);
    }
    // "our 2-year-old twins", "their 9-month-old triplets": the children born together, each that age
    if (c?.cls === 'twins' && years < ADULT_AGE) {
      const n = bornTogether(this.t(j));
      this.found.push({ k: 'children', n, ages: Array.from({ length: n }, () => years), old: [], at: i });
      return this.done(i, j + 1);
    }
    const rel = OFFSPRING.has(this.t(j));
    if (c && !c.plural && (c.cls === 'child' || c.cls === 'weakChild' || c.cls === 'kin' || (c.cls === 'adultRel' && years < ADULT_AGE))) j++;
    this.found.push({ k: 'children', n: 1, ages: years >= ADULT_AGE ? [] : [years], old: years >= ADULT_AGE ? [years] : [], at: i, ...(rel ? { rel } : {}) });
    return this.done(i, j);
  }

  /** Whether the companion phrase at `i` ("mi esposa", "my husband") names a spouse or partner. */
  partnerAt(i: number): boolean {
    for (let j = i; j < Math.min(this.toks.length, i + 3); j++) if (PARTNER_WORDS.has(this.t(j))) return true;
    return false;
  }

  /** Whether token `j` is one person's noun (a child, a relative): "son", "girl", "nephew", "brother". */
  personNoun(j: number): boolean {
    const c = this.cls(j);
    return !!c && !c.plural && (c.cls === 'child' || c.cls === 'weakChild' || c.cls === 'kin' || c.cls === 'adultRel');
  }

  /**
   * Whether the words from `i` to `end` are joined straight to the speaker:
   * "me and 3 guys", "yo y 2 chicas", "3 girls and me".
   */
  joinedToSelf(i: number, end: number): boolean {
    const join = /^(and|y|e|&|\+|n|mas|plus)$/;
    return (join.test(this.t(i - 1)) && /^(me|yo)$/.test(this.t(i - 2))) || (join.test(this.t(end)) && /^(me|yo|i)$/.test(this.t(end + 1)));
  }

  /** "somos 4", "we are 3", "para 2", "for two", "family of four", "grupo de 6", "en total 5", "nosotros dos", "both of us". */
  total(i: number): number | undefined {
    const w = this.t(i);
    let k = i + 1;
    const family = false;
    let approx = false;
    let we = false;
    if (TOTAL_VERBS.has(w) || (w === 'we' && /^(are|re|r)$/.test(this.t(i + 1))) || w === 'were') {
      if (w === 'we') k++;
      if (this.t(k) === 'a' && this.t(k + 1) === 'ser') k += 2;
      if (/^(los|las|nosotros|nosotras)$/.test(this.t(k))) k++;
      // "no somos 2, somos 3": the negated count is dropped (its words are used, nothing is found)
      if (/^(no|not)$/.test(this.t(i - 1)) && !this.used[i - 1] && this.count(k, false) !== undefined && this.cls(k + 1) === undefined) {
        this.mark(i - 1, k + 1);
        return k + 1;
      }
      const a = this.approxAt(k);
      if (a > k) {
        approx = true;
        k = a;
      }
      if (/^(una|a)$/.test(this.t(k)) && /^(familia|family)$/.test(this.t(k + 1))) return this.family(i, k + 1);
      if (this.t(k) === 'familia' || this.t(k) === 'family') return this.family(i, k);
    } else if (PARA.has(w)) {
      // "para 2", "for two": only when nothing after makes it something else
    } else if ((w === 'nosotros' || w === 'nosotras') && this.count(k, false) !== undefined) {
      we = true; // "nosotros dos"
    } else if (w === 'us' && /^(|just|only|for|,|its|s|be|and|&|\+|plus)$/.test(this.t(i - 1)) && this.count(k, false) !== undefined) {
      we = true; // "us two", "just us 2", "for us two", "… and us two" (not "give us 2 rooms": the noun after stops it below)
    } else if (w === 'we' && (i === 0 || /^(,|just|only)$/.test(this.t(i - 1))) && this.toks[k]?.d !== undefined && this.count(k, false) !== undefined) {
      we = true; // "we 2 and the baby" at the start of a phrase
    } else if ((w === 'party' || w === 'group' || w === 'grupo') && (this.t(k) === 'of' || this.t(k) === 'de')) {
      k++;
      // "a party of 12 girls", "un grupo de 8 amigos", "a hen party of 12 girls" (class: a group counted with who they
      // are): that many adults; girls and boys only on a night out ("hen", "stag", "despedida"), never a school group
      const n = this.count(k, false);
      const c = this.cls(k + 1);
      const outing = this.toks.slice(Math.max(0, i - 3), i).some((x) => /^(hen|bachelorette|stag|bachelor|despedida|bachelors|girls|boys)$/.test(x.t));
      if (n !== undefined && c?.plural && (c.cls === 'people' || c.cls === 'adultRelMany' || (c.cls === 'weakChild' && outing))) {
        const from = /^(a|an|un|una|the|el)$/.test(this.t(i - 1)) && !this.used[i - 1] ? i - 1 : i;
        const young = this.youngGroup(from, k + 2, n);
        if (young !== undefined) return young;
        this.found.push({ k: 'total', n, family: false, at: i, end: k + 2 });
        return this.done(from, k + 2);
      }
      // "un grupo de 12 del trabajo", "a group of 8 from the office": where the group comes from closes it
      if (
        n !== undefined &&
        c === undefined &&
        /^(del|de|from)$/.test(this.t(k + 1)) &&
        !this.toks[k + 2]?.d &&
        !NOT_AGE_AFTER.has(this.t(k + 2)) &&
        !(this.t(k + 2) in NUMBER_WORDS)
      ) {
        const from = /^(un|a|the|el)$/.test(this.t(i - 1)) && !this.used[i - 1] ? i - 1 : i;
        this.found.push({ k: 'total', n, family: false, at: i, end: k + 1 });
        return this.done(from, k + 1);
      }
    } else if (WORK_TEAMS.has(w) && (this.t(k) === 'of' || this.t(k) === 'de') && this.count(k + 1, false) !== undefined && this.cls(k + 2) === undefined) {
      // "our team of 10", "un equipo de 6" (class: a work team counted): colleagues travelling for work are that many adults.
      const n = this.count(k + 1, false)!;
      const from = /^(a|an|un|una|the|el|our|my|nuestro|mi)$/.test(this.t(i - 1)) && !this.used[i - 1] ? i - 1 : i;
      this.found.push({ k: 'total', n, family: false, at: i, end: k + 2 });
      return this.done(from, k + 2);
    } else if ((w === 'en' || w === 'in') && this.t(k) === 'total') {
      k++;
    } else if (w === 'total' && this.t(k) !== '') {
      if (this.t(k) === ':' || this.t(k) === 'de') k++;
    } else if (w === 'familia' || w === 'family') {
      // "una familia de 4", "a family of 5", "mi familia de 4": the article goes with it
      const from = i > 0 && !this.used[i - 1] && FAMILY_LEAD.has(this.t(i - 1)) ? i - 1 : i;
      return this.family(from, i);
    } else if (w === 'both' && this.t(k) === 'of' && this.t(k + 1) === 'us') {
      this.found.push({ k: 'total', n: 2, family: false, at: i, end: k + 2, we: true });
      return this.done(i, k + 2);
    } else if (w === 'the' && this.count(k, false) !== undefined && this.t(k + 1) === 'of' && this.t(k + 2) === 'us') {
      const n = this.count(k, false)!;
      this.found.push({ k: 'total', n, family: false, at: i, end: k + 3, we: true });
      return this.done(i, k + 3);
    } else if (this.count(i, false) !== undefined && ((this.t(k) === 'en' && this.t(k + 1) === 'total') || (this.t(k) === 'in' && this.t(k + 1) === 'total'))) {
      const n = this.count(i, false)!;
      this.found.push({ k: 'total', n, family: false, at: i, end: k + 2 });
      return this.done(i, k + 2);
    } else if (this.count(i, false) !== undefined && this.t(k) === 'de' && this.t(k + 1) === 'familia') {
      return this.familyCount(i, this.count(i, false)!, k + 2);
    } else if (this.count(i, false)! >= 2 && this.t(k) === 'of' && this.t(k + 1) === 'us') {
      // "gonna be 3 of us", "there are 4 of us"
      let from = i;
      const lead = /^(gonna|going|will|ll|there|theres|it|its|s|are|re|to)$/;
      if (this.t(from - 1) === 'be' || this.t(from - 1) === 'are' || this.t(from - 1) === 're' || this.t(from - 1) === 's') {
        from--;
        while (from > 0 && i - from < 4 && lead.test(this.t(from - 1)) && !this.used[from - 1]) from--;
        if (this.used[from]) from = i;
      }
      // "3 of us, plus 1 kiddo" (class: the speakers counted, then someone joined by "plus"/"+"): the sign adds them
      const plus = /^(plus|\+)$/.test(this.t(k + 2) === ',' ? this.t(k + 3) : this.t(k + 2));
      this.found.push({ k: 'total', n: this.count(i, false)!, family: false, at: from, end: k + 2, ...(plus ? { we: true } : {}) });
      return this.done(from, k + 2);
    } else return undefined;
    const n = this.count(k, false);
    if (n === undefined) return undefined;
    if (this.t(k + 1) === 'de' && this.t(k + 2) === 'familia') return this.familyCount(i, n, k + 3);
    // "somos como 4 o 5", "we're 4 or 5": two counts, the bot asks which
    const second = this.orCount(k, n);
    if (second) {
      let end = second.end;
      const c = this.cls(end);
      if (c && (c.cls === 'people' || c.cls === 'adult') && c.plural) end++;
      else if (c) return undefined;
      this.found.push({ k: 'unsure', totals: [n, second.n], at: i, end });
      return this.done(i, end);
    }
    let end = k + 1;
    const after = this.cls(end);
    if (after) return undefined; // "somos 2 adultos": the group reads it
    // "party of 2. Any rooms w/ balcony?": the end of the sentence closes the count
    const closed = this.sentenceEndAfter(k) && !PARA.has(w);
    if (!(closed || this.t(end) === '' || SAFE_AFTER_TOTAL.has(this.t(end)) || this.t(end) === 'no' || this.t(end) === 'not' || this.someOfThem(end)))
      return undefined;
    if (this.t(end) === ':' && this.toks[end + 1]?.d && PARA.has(w)) return undefined;
    // "somos 4 mas o menos": approximate, not a plus
    if (this.t(end) === 'mas' && this.t(end + 1) === 'o' && this.t(end + 2) === 'menos') {
      this.found.push({ k: 'unsure', totals: [n], at: i, end: end + 3 });
      return this.done(i, end + 3);
    }
    if (this.t(end) === 'en' && this.t(end + 1) === 'total') end += 2;
    // "somos 5 contando a los niños", "we're 4 including the kids": the words pointing into the total go with it
    if (/^(contando|incluyendo|incluidos|incluidas|including|incl|counting)$/.test(this.t(end))) {
      end++;
      if (this.t(end) === 'a' && this.cls(end + 1) === undefined && !this.toks[end + 1]?.d) end++;
    }
    // "somos 3 no 2", "we're 3, not 2": the count corrected away is dropped
    let neg = end;
    if (this.t(neg) === ',') neg++;
    if (/^(no|not)$/.test(this.t(neg)) && this.count(neg + 1, false) !== undefined && this.cls(neg + 2) === undefined && this.freeAfter(neg + 1)) end = neg + 2;
    else if (this.t(end) === 'no' || this.t(end) === 'not') return undefined;
    if (approx) {
      // "somos como 4": about four, said back to be confirmed
      this.found.push({ k: 'unsure', totals: [n], at: i, end });
      return this.done(i, end);
    }
    this.found.push({ k: 'total', n, family, at: i, end, ...(we ? { we } : {}) });
    return this.done(i, end);
  }

  /**
   * "solo 1", "just one", "only 2", "solo uno" at the party question: that
   * many people, all adults (elsewhere "solo 1" may be a night or a room).
   * "solo una persona", "just 2 people" anywhere: the "solo" goes with the
   * count the group phrase reads.
   */
  soloCount(i: number): number | undefined {
    if (!/^(solo|solamente|unicamente|just|only)$/.test(this.t(i)) || this.used[i + 1]) return undefined;
    const tok = this.toks[i + 1];
    if (!tok) return undefined;
    const w = tok.t;
    const n = tok.d ? (w.length <= 3 ? Number(w) : undefined) : /^(uno|una|one|un|a)$/.test(w) ? 1 : this.count(i + 1, false);
    if (n === undefined || n < 1) return undefined;
    if (this.cls(i + 2)?.cls === 'people' && (n === 1 || this.cls(i + 2)!.plural)) {
      this.mark(i, i + 1);
      return i + 1;
    }
    if (this.expecting !== 'party' || /^(un|a)$/.test(w)) return undefined;
    const after = this.t(i + 2);
    if (!(after === '' || (SAFE_AFTER_TOTAL.has(after) && !this.toks[i + 3]?.d && this.cls(i + 3) === undefined))) return undefined;
    this.found.push({ k: 'total', n, family: false, at: i, end: i + 2 });
    return this.done(i, i + 2);
  }

  /** Where the count starts after approximation words at `k` ("como", "unos", "más o menos", "about", "around"); `k` when none. */
  approxAt(k: number): number {
    if (this.t(k) === 'mas' && this.t(k + 1) === 'o' && this.t(k + 2) === 'menos') return k + 3;
    if (APPROX.has(this.t(k)) && !this.used[k]) return k + 1;
    return k;
  }

  /**
   * A second count after the count at `k` that makes two choices: "4 o 5",
   * "4 or 5", "4-5", "4/5", "entre 4 y 5", "between 4 and 5" (the second
   * larger, by at most 3).
   */
  orCount(k: number, n: number): { n: number; end: number } | undefined {
    const sep = this.t(k + 1);
    const between = /^(entre|between)$/.test(this.t(k - 1));
    if (!(/^(o|u|or|-|\/|a|to)$/.test(sep) || (between && /^(y|and)$/.test(sep)))) return undefined;
    if ((sep === 'a' || sep === 'to' || sep === '-' || sep === '/') && !this.toks[k + 2]?.d) return undefined;
    const m = this.count(k + 2, false);
    if (m === undefined || m <= n || m - n > 3) return undefined;
    if (!this.freeAfter(k + 2) && !(this.cls(k + 3)?.cls === 'people' || this.cls(k + 3)?.cls === 'adult')) return undefined;
    return { n: m, end: k + 3 };
  }

  /**
   * Two counts of people without a verb: "4 o 5 personas", "4-5 people",
   * "entre 4 y 5 personas", "como 4 o 5 adultos", "maybe 3 or 4 of us"; at
   * the party question also bare ("4 o 5", "unos 4 o 5").
   */
  range(i: number): number | undefined {
    // ages said as a span ("kids aged 13 to 16") count nobody
    if (/^(aged|ages|age|edad|edades)$/.test(this.t(i - 1))) return undefined;
    let k = this.approxAt(i);
    if (/^(entre|between)$/.test(this.t(k))) k++;
    const n = this.count(k, false);
    if (n === undefined || !(this.toks[k]!.d || this.t(k) in NUMBER_WORDS)) return undefined;
    const second = this.orCount(k, n);
    if (!second) return undefined;
    let end = second.end;
    // ("de 14 a 16 años" is a span of ages)
    if (YEAR_UNITS.has(this.t(end))) return undefined;
    const c = this.cls(end);
    if (c && (c.cls === 'people' || c.cls === 'adult') && c.plural) end++;
    else if (this.t(end) === 'of' && this.t(end + 1) === 'us') end += 2;
    else if (c || this.expecting !== 'party') return undefined;
    this.found.push({ k: 'unsure', totals: [n, second.n], at: i, end });
    return this.done(i, end);
  }

  /** "familia de 5", "family of four" starting at the word `familia` at `f`. */
  family(i: number, f: number): number | undefined {
    if (!/^(de|of)$/.test(this.t(f + 1))) return undefined;
    const n = this.count(f + 2, false);
    if (n === undefined) return undefined;
    let end = f + 3;
    const c = this.cls(end);
    if (c?.cls === 'people') end++;
    else if (c) return undefined;
    // "family of 5 going to…": any word but a noun or date word that makes the number something else ("familia de 5 noches")
    else if (!(this.t(end) === '' || SAFE_AFTER_TOTAL.has(this.t(end)) || /^(members|miembros|integrantes|\()$/.test(this.t(end)) || this.freeAfter(end - 1)))
      return undefined;
    if (/^(members|miembros|integrantes)$/.test(this.t(end))) end++;
    return this.familyCount(i, n, end);
  }

  familyCount(i: number, n: number, end: number): number {
    this.found.push({ k: 'total', n, family: true, at: i, end });
    return this.done(i, end);
  }

  /** "en pareja", "somos esposos", "luna de miel", "newlyweds", "honeymoon". */
  couple(i: number): number | undefined {
    const w = this.t(i);
    let end: number | undefined;
    // "sus esposos" are the spouses of others; "our honeymoon", "my honeymoon" still a couple (a trip, never a person)
    if (/^(newlyweds|honeymoon|honeymooners)$/.test(w) || (/^(esposos|novios)$/.test(w) && !OWN.has(this.t(i - 1)))) end = i + 1;
    else if (w === 'recien' && /^(casados|casadas)$/.test(this.t(i + 1))) end = i + 2;
    // "bride & groom", "bride and groom", "the bride and the groom": the couple marrying, like "los novios"
    else if (w === 'bride' && /^(&|and|\+)$/.test(this.t(i + 1)) && (this.t(i + 2) === 'groom' || (this.t(i + 2) === 'the' && this.t(i + 3) === 'groom')))
      end = this.t(i + 2) === 'groom' ? i + 3 : i + 4;
    else if (w === 'luna' && this.t(i + 1) === 'de' && this.t(i + 2) === 'miel') end = i + 3;
    if (end === undefined) return undefined;
    // "allá nos quedamos en la luna de miel hace 10 años": a trip of the past says nothing of this one's party
    if (this.pastTrip()) return undefined;
    this.found.push({ k: 'adults', n: 2, at: i, desc: true });
    return this.done(i, end);
  }

  /**
   * Whether the message tells of a past trip (class: a party described in the past tense is not this trip's): "hace
   * 10 años", "two years ago", "el año pasado", "la vez pasada", "last year", "fuimos", "estuvimos", "we stayed".
   */
  pastTrip(): boolean {
    // read on the whole message: "hace 10 años" may have been taken by the dates already
    const words = this.whole.match(/\p{L}+|\p{N}+/gu) ?? [];
    return words.some(
      (w, k) =>
        PAST_WORDS.has(w) ||
        (w === 'hace' &&
          (/^\d+$/.test(words[k + 1] ?? '') || (words[k + 1] ?? '') in NUMBER_WORDS) &&
          /^(anos|ano|meses|mes|semanas)$/.test(words[k + 2] ?? '')) ||
        (/^(pasado|pasada)$/.test(w) && /^(ano|vez|mes)$/.test(words[k - 1] ?? '')) ||
        (w === 'last' && /^(year|time)$/.test(words[k + 1] ?? '')),
    );
  }

  /**
   * The speaker says they do not travel (class: the speaker left out of the party): "yo no voy", "no voy yo", "yo no
   * viajo", "I'm not going", "I am not coming", "I won't be going". The people named are the whole party.
   */
  notSelf(i: number): number | undefined {
    const w = this.t(i);
    let end: number | undefined;
    // "yo (la asistente) no viajo": who the speaker is, in brackets, between "yo" and the verb
    let aside = 0;
    if (w === 'yo' && this.t(i + 1) === '(') {
      const close = this.toks.findIndex((t, x) => x > i + 1 && t.t === ')');
      if (close > 0 && close - i <= 5) aside = close - i;
    }
    if (w === 'yo' && this.t(i + 1 + aside) === 'no' && NOT_GOING.has(this.t(i + 2 + aside))) end = i + 3 + aside;
    else if (w === 'no' && NOT_GOING.has(this.t(i + 1)) && this.t(i + 2) === 'yo') end = i + 3;
    else if (w === 'i') {
      let k = i + 1;
      if (/^(m|am)$/.test(this.t(k)) && this.t(k + 1) === 'not') k += 2;
      else if (this.t(k) === 'won' && this.t(k + 1) === 't') k += 2;
      else if (this.t(k) === 'will' && this.t(k + 1) === 'not') k += 2;
      else return undefined;
      if (this.t(k) === 'be') k++;
      if (NOT_GOING.has(this.t(k))) end = k + 1;
    }
    if (end === undefined) return undefined;
    this.found.push({ k: 'notSelf', at: i });
    this.mark(i, end);
    return end;
  }

  /**
   * Whether the companion at `at` is named right after "para"/"for" and a possessive ("para mis papás", "for my
   * parents"), nobody joined with "con"/"with", no "us"/"nosotros", no speaker read and no rooms split by who sleeps
   * where, in a travel request.
   */
  forOthers(at: number): boolean {
    // `at` is the possessive's place ("para [mis] papás") or the relative's when said without one
    // also the article before a role word ("para el gerente y su esposa", "una sencilla para la asistente": class: a
    // booking for people named by their job, the speaker not among them)
    const role = (k: number) => /^(el|la)$/.test(this.t(k)) && STAFF.has(this.t(k + 1));
    const lead = DETERMINERS.has(this.t(at)) || role(at) ? at : at - 1;
    if (!(DETERMINERS.has(this.t(lead)) || role(lead)) || !PARA.has(this.t(lead - 1))) return false;
    if (this.toks.some((x) => /^(con|with|us|nosotros|nosotras|conmigo|myself)$/.test(x.t))) return false;
    // the speaker named anywhere ("una pa mis papás y otra pa mí y mi esposa"), or rooms split by who sleeps where: not this class
    if (this.found.some((x) => x.k === 'self' || x.k === 'seg')) return false;
    // "pa mí y mi esposa": "mí" after "para"/"pa" is the speaker, whatever reader took it
    if (this.toks.some((x, k) => PARA.has(x.t) && this.t(k + 1) === 'mi' && /^(y|e|,|)$/.test(this.t(k + 2)))) return false;
    // only in a travel request (a trip word, or dates or a place read by earlier readers): "un regalo para mis papás" is not
    return this.travelWords() || this.blanked();
  }

  /**
   * Someone else than the speaker said to travel alone, closing a clause (class: a booking for one other person):
   * "él solo", "ella sola", "él solito", "just him", "just her", "only her", "him alone". After a relative named
   * before ("para mi papá…, él solito") the party is the people named without the speaker; with nobody named ("a new
   * hire… Just her.") one adult. Not "él solo quiere…" (only) nor "her alone time": the words must end a clause.
   */
  otherAlone(i: number): number | undefined {
    const w = this.t(i);
    const next = this.t(i + 1);
    let end: number | undefined;
    if (/^(el|ella)$/.test(w) && SOLO_WORDS.has(next)) end = i + 2;
    else if (/^(just|only)$/.test(w) && /^(him|her)$/.test(next)) end = i + 2;
    else if (/^(him|her)$/.test(w) && next === 'alone') end = i + 2;
    // Class: someone named travelling alone ("el cliente viaja solo", "mi jefe va sola a Bogotá", "the client travels
    // alone"): a verb of travelling in the third person, "solo"/"alone", then the clause's end or where to
    const named = /^(viaja|va|viene|travels|goes|comes)$/.test(w) && (SOLO_WORDS.has(next) || next === 'alone') && !/^(yo|i|me)$/.test(this.t(i - 1));
    // (only as the whole party: beside other people named, "mi hijo va solo a…" says how one of them goes)
    if (named && this.found.some((x) => x.k === 'companion' || x.k === 'self' || x.k === 'adults' || x.k === 'children')) return undefined;
    if (named) end = i + 2;
    if (end === undefined || this.used[i + 1]) return undefined;
    const after = this.toks[end];
    const gap = this.whole.slice(this.toks[end - 1]!.e, after ? after.s : this.whole.length);
    if (after && !/[.,;:!?)]/.test(gap) && !(named && /^(a|pa|para|to|hacia)$/.test(after.t))) return undefined;
    if (this.found.some((x) => x.k === 'companion' && x.n === 1)) this.found.push({ k: 'notSelf', at: i });
    else this.found.push({ k: 'adults', n: 1, at: i, person: true });
    return this.done(i, end);
  }

  /** The speaker: "yo", "solo yo", "voy sola", "just me", "my wife and I", "para mí y…", "alone". */
  self(i: number): number | undefined {
    const w = this.t(i);
    const prev = this.t(i - 1);
    const next = this.t(i + 1);
    let end: number | undefined;
    let strong = false;
    if (this.chatter || (this.chatterBefore(i) && w !== 'solo')) return undefined;
    // "just my two kids, 8 and 10, travelling alone", "mis hijos viajan solos" (class: children said to travel alone,
    // the speaker not named): a party with no adult, which cannot be booked
    if (/^(alone|solos|solas)$/.test(w) && !/^(with|con)$/.test(next) && this.found.some((x) => x.k === 'children' && x.at >= 0 && x.at < i)) {
      if (!this.toks.some((x) => /^(i|im|me|myself|yo|we|us|nosotros|nosotras)$/.test(x.t)) && !this.hasAdultWord()) {
        this.found.push({ k: 'adults', n: 0, at: i });
        return this.done(i, i + 1);
      }
    }
    if (/^(me|yo|myself)$/.test(w) && next === '(' && this.toks[i + 2]?.d && Number(this.t(i + 2)) >= ADULT_AGE && this.t(i + 3) === ')') {
      // "Me (34) and my son (17)" (class: the speaker with their own age in brackets): the speaker, an adult
      end = i + 4;
    } else if (
      /^(single|soltera|soltero)$/.test(w) &&
      (w === 'single' ? /^(dad|mom|mum|mother|father|parent|daddy|mommy)$/.test(next) : /^(mama|papa|madre|padre)$/.test(prev))
    ) {
      // "Single dad with a six-year-old", "mamá soltera con mi hija de 5" (class: the speaker named by their family role):
      // the speaker alone with the children
      this.found.push({ k: 'self', at: w === 'single' ? i : i - 1, strong: true });
      return this.done(w === 'single' ? i : i - 1, w === 'single' ? i + 2 : i + 1);
    } else if (
      SOLO_WORDS.has(w) &&
      /^(viaja|va|viene|llega|travels|is|goes)$/.test(prev) &&
      this.cls(i - 2)?.cls === 'adultRel' &&
      !this.cls(i - 2)!.plural &&
      !this.used[i - 2] &&
      !this.found.some((x) => x.k !== 'rooms')
    ) {
      // "Ejecutiva viaja sola", "el gerente va solo", "my boss travels alone" (class: one person named by who they are,
      // said to travel alone): one adult
      const from = /^(el|la|the|mi|my|su|our)$/.test(this.t(i - 3)) && !this.used[i - 3] ? i - 3 : i - 2;
      this.found.push({ k: 'adults', n: 1, at: from, person: true });
      return this.done(from, i + 1);
    } else if (
      /^(he|she|el|ella)$/.test(w) &&
      /^(and|y|e|&)$/.test(next) &&
      /^(his|her|su)$/.test(this.t(i + 2)) &&
      PARTNER_WORDS.has(this.t(i + 3)) &&
      !this.used[i + 3] &&
      !this.found.some((x) => x.k !== 'rooms')
    ) {
      // "He and his wife need a suite", "él y su esposa" (class: someone else and their partner, said for them): two adults
      this.found.push({ k: 'adults', n: 2, at: i, person: true });
      return this.done(i, i + 4);
    } else if (w === 'soy' && /^(la|el)$/.test(next) && /^(abuela|abuelo|mama|papa|mami|papi|madre|padre)$/.test(this.t(i + 2)) && !this.used[i + 2]) {
      // "soy la abuela, vamos con mi esposo y 3 nietos" (class: the speaker named by their family role): the speaker
      end = i + 3;
    } else if ((w === 'yo' || w === 'eu') && !this.toks[i - 1]?.d) {
      // the speaker as one of the party ("mi esposa y yo", "yo con mi mamá", "solo yo"), not the subject of a verb ("yo quiero…");
      // Portuguese "eu" the same ("somente eu", "eu e a patroa")
      const linkAfter =
        /^(y|e|con|\+|&|mas|and|with|solo|sola|solito|solita|tambien)$/.test(next) ||
        (next === ',' && this.partyStartsAt(i + 2)) ||
        (next === ',' && DETERMINERS.has(this.t(i + 2)));
      // Class: a party listed without commas, as spoken ("yo mi esposa la suegra y…", "mi esposo yo y los niños"): the
      // speaker right beside a person named with "mi"/"mis" is one of the list
      const listed = (k: number) =>
        /^(mi|mis)$/.test(this.t(k)) &&
        (this.personNoun(k + 1) || PARTNER_WORDS.has(this.t(k + 1)) || /^(adultRel|adultRelPair)$/.test(this.cls(k + 1)?.cls ?? ''));
      const linkBefore = /^(y|e|\+|&|and|,|solo|solamente|somente|so|mas|somos)$/.test(prev) || listed(i - 2) || listed(i + 1);
      const alone = prev === '' && next === '' && this.expecting === 'party';
      if (!linkAfter && !linkBefore && !alone) return undefined;
      end = i + 1;
      strong = alone;
      if (SOLO_WORDS.has(next)) {
        end++;
        strong = true;
      }
    } else if (
      w === 'solo' &&
      /^(traveler|traveller|travelers|travellers|trip|travel|traveling|travelling|female|male|backpacker|guest|adult|business)$/.test(next)
    ) {
      end = i + 2; // "solo traveler", "solo trip", "solo business trip"
      strong = true;
    } else if (
      w === 'solo' &&
      /^(traveling|travelling|going|flying|travel|coming|trip)$/.test(prev) &&
      (next === '' || !/^[a-z]/.test(next) || /^(to|in|for|this|next|on|from)$/.test(next))
    ) {
      end = i + 1; // "traveling solo"
      strong = true;
    } else if (
      SOLO_WORDS.has(w) &&
      (SOLO_VERBS.has(prev) || next === 'yo' || next === 'eu') &&
      !/(ando|iendo|endo)$/.test(next) &&
      !(next === 'a' && /(ar|er|ir)$/.test(this.t(i + 2)))
    ) {
      // "voy sola", "solo yo"; not "estoy solo mirando", "voy solo a preguntar" (only)
      end = next === 'yo' || next === 'eu' ? i + 2 : i + 1;
      if (prev === 'mi' && !this.used[i - 1] && /^(para|pa|a)$/.test(this.t(i - 2))) {
        this.found.push({ k: 'self', at: i - 1, strong: true });
        return this.done(i - 1, end);
      }
      strong = true;
    } else if (SOLO_WORDS.has(w) && !this.used[i] && this.ownClause(i)) {
      // Class: "solo"/"sola" said as a clause of its own ("…, 4 noches, sola", "llego el 30 y me voy el 1, solo"): the
      // speaker travels alone; "solo" inside a clause ("solo 2 noches") is "only" and not read here.
      end = i + 1;
      strong = true;
    } else if (w === 'alone' || w === 'conmigo' || w === 'myself') {
      end = i + 1;
      strong = w !== 'conmigo';
    } else if (
      w === 'me' &&
      (/^(just|only|and|&|\+|solo|plus)$/.test(prev) ||
        /^(and|&|\+|n|only|alone|myself|plus)$/.test(next) ||
        (next === ',' &&
          (DETERMINERS.has(this.t(i + 2)) ||
            this.partyStartsAt(i + 2) ||
            /^(and|&|\+)$/.test(this.t(i + 2)) ||
            this.cls(i + 2)?.cls === 'adultRel' ||
            // "me, 2 friends and my nephew" (class: the speaker first in a list of people counted by who they are)
            (this.toks[i + 2]?.d === true && /^(adultRelMany|child)$/.test(this.cls(i + 3)?.cls ?? '')))) ||
        // Class: a party listed without commas, as typed fast ("me my wife 2 kids 4 and 7"): the speaker right before
        // "my" and a partner or a grown-up relative is one of the list
        (next === 'my' && (PARTNER_WORDS.has(this.t(i + 2)) || /^(adultRel|adultRelPair)$/.test(this.cls(i + 2)?.cls ?? ''))) ||
        this.meThenCompany(i))
    )
      end = i + 1;
    else if (w === 'i' && (/^(and|&)$/.test(prev) || /^(and|&)$/.test(next))) end = i + 1;
    // "Bogotá. 4 nights. Starting on the 12th. Me." (class: the speaker said as a clause of their own): alone
    else if (w === 'me' && !this.used[i] && this.ownClause(i) && /[.!]\s*$/.test(this.whole.slice(0, this.toks[i]!.s))) {
      end = i + 1;
      strong = true;
    } else if (w === 'mi' && /^(para|pa|a|for)$/.test(prev) && (next === '' || /^(y|e|,|solo|sola|solito|solita|\.)$/.test(next))) end = i + 1;
    if (end === undefined) return undefined;
    if (w === 'mi' && !/^(y|e|,)$/.test(next)) strong = true;
    if (w === 'me' && /^(only|alone|myself)$/.test(next)) strong = true;
    let from = i;
    if (/^(just|only|solo|solamente|by)$/.test(prev) && !this.used[i - 1] && !SOLO_WORDS.has(w)) {
      from = i - 1;
      strong = true;
    }
    if (from === i && SOLO_VERBS.has(prev) && SOLO_WORDS.has(w) && !this.used[i - 1] && prev !== 'mi') from = i - 1;
    this.found.push({ k: 'self', at: from, strong });
    return this.done(from, end);
  }

  /**
   * Whether token `i` is a clause of its own in the whole message (earlier extractors' words included): only
   * punctuation between it and the clause breaks (or the ends) on both sides ("…, sola", "…, solo.", not "solo una
   * noche" with the nights blanked).
   */
  ownClause(i: number): boolean {
    const tk = this.toks[i]!;
    const before = this.whole.slice(0, tk.s);
    const after = this.whole.slice(tk.e);
    const left = /(^|[,;:.!?\-—–])[^\p{L}\p{N},;:.!?\-—–]*$/u.test(before);
    const right = /^[^\p{L}\p{N},;:.!?]*([,;:.!?]|$)/u.test(after);
    return left && right;
  }

  /**
   * "me my wife and kids", "for me my gf and her son": "me" listed before a
   * companion without a comma, at the start of the message or after "for",
   * "just" (not "send me my booking", "tell me my options").
   */
  meThenCompany(i: number): boolean {
    if (!/^(my|our)$/.test(this.t(i + 1))) return false;
    const c = this.cls(i + 2)?.cls;
    if (!(c === 'adultRel' || c === 'adultRelPair' || c === 'adultRelMany' || c === 'couple')) return false;
    return i === 0 || /^(for|just|only|:|,|\.|-)$/.test(this.t(i - 1));
  }

  /**
   * A person named by title ("el Dr. Pérez", "para la Dra. Lozano", "Mrs. Smith"): one adult, said like a person
   * described (`person`), so whoever is joined after ("y su esposa") is one more, and dropped beside a count of
   * adults ("1 adulto… para la Dra. Lozano" is that adult).
   */
  title(i: number): number | undefined {
    const w = this.t(i);
    const article = /^(el|la|los|the)$/.test(this.t(i - 1)) && !this.used[i - 1];
    // "la señora Pérez", "el señor Gómez": a title only after the article ("mi señora" is a wife)
    const spelled = /^(senor|senora)$/.test(w) && article;
    // "los señores Gómez", "los Sres. Gómez", "Mr. and Mrs. Ito", "el Sr. y la Sra. Pérez" (class: a married couple named
    // by title): two adults
    let n = 1;
    let at = i + 1;
    if (/^(senores|sres)$/.test(w)) n = 2;
    // (any two titles joined before one surname: "Dr. and Mrs. Patel", "el Dr. y la Dra. Gómez", "Mr. and Dr. Lee")
    else if ((TITLES.has(w) || w === 'senor') && /^(and|&|y|e)$/.test(this.t(i + 1))) {
      let k = i + 2;
      if (this.t(k) === 'la' || this.t(k) === 'el') k++;
      if (!TITLES.has(this.t(k)) && this.t(k) !== 'senora') return undefined;
      n = 2;
      at = k + 1;
    } else if (!TITLES.has(w) && !spelled) return undefined;
    if (this.used[at]) return undefined;
    // at the guest's own questions ("Dr Emily Clarke" at the name question) and "a nombre de…" it is a name, not a party
    if (this.expecting !== undefined && !SEARCH_SLOTS.has(this.expecting)) return undefined;
    if (this.toks.slice(Math.max(0, i - 3), i).some((x) => /^(nombre|name|titular|client|cliente)$/.test(x.t))) return undefined;
    if (this.signedBy(i)) return undefined;
    const name = this.t(at);
    if (name.length < 3 || this.toks[at]?.d || NOT_NAMES.has(name) || this.cls(at) || name in NUMBER_WORDS) return undefined;
    // Class: a title spelled out before a word that is no name ("el señor llega el lunes", "la señora viaja con su
    // gato"): "el señor" is someone spoken of, not a person counted by name
    if (spelled && n === 1 && !KNOWN_NAMES.has(name)) return undefined;
    const from = article ? i - 1 : i;
    // Class: a man named by title, then "la señora" / "la esposa" with no name of her own ("el señor Ramírez, la señora
    // y el niño", "el Dr. Gómez y la esposa"): his wife, one grown-up more
    let end = at + 1;
    const joint = /^(,|y|e)$/.test(this.t(end)) ? end + 1 : end;
    if (n === 1 && /^(sr|senor|dr|don|ing|lic)$/.test(w) && this.t(joint) === 'la' && /^(senora|esposa)$/.test(this.t(joint + 1)) && !this.used[joint + 1]) {
      const after = this.t(joint + 2);
      if (!(after.length >= 3 && KNOWN_NAMES.has(after))) {
        n = 2;
        end = joint + 2;
      }
    }
    this.found.push({ k: 'adults', n, at: i, person: true, desc: true });
    return this.done(from, end);
  }

  /**
   * Whether the title at token `i` opens the signature of a letter ("…aged 19.⏎⏎Yours sincerely,⏎Dr. Elizabeth Morgan"):
   * on a line of its own after the first, with at most three words on it. The one who signs is the guest writing, no
   * one more.
   */
  signedBy(i: number): boolean {
    const tok = this.toks[i];
    const raw = this.raw;
    if (!tok || i === 0 || raw === undefined) return false;
    const lineStart = raw.lastIndexOf('\n', tok.s);
    if (lineStart < 0 || /\S/.test(raw.slice(lineStart + 1, tok.s))) return false;
    const lineEnd = raw.indexOf('\n', tok.s);
    const line = raw.slice(tok.s, lineEnd < 0 ? undefined : lineEnd);
    return line.split(/[\s.,]+/).filter(Boolean).length <= 4;
  }

  /** At the children's ages question: "5 y 8", "tiene 5", "8 meses", "el mayor 10 y la menor 3". */
  bareAges(i: number): number | undefined {
    if (this.expecting !== 'childAges') return undefined;
    // "el 2", "para el 15", "on the 3rd": a date, not an age
    if (/^(el|del|al|the|on|para|for|desde|hasta|from|until|dia)$/.test(this.t(i - 1)) && this.toks[i]?.d) return undefined;
    const ages = this.readAges(i, 'always');
    if (!ages) return undefined;
    const same = ages.each && ages.ages.length + ages.old.length === 1;
    this.found.push({ k: 'children', n: undefined, ages: ages.ages, old: ages.old, at: -1 - i, ...(same ? { same } : {}) });
    this.mark(i, ages.end);
    return ages.end;
  }

  /**
   * Class: Spanish "son" (they are) leading the ages at the children's-ages question ("son 5 y 9", "son de 5 y 9",
   * "no, son 4 y 7"): the verb, not English "son"; its words are skipped so the ages after it are read as bare ages.
   * Only at the start of the message or of a clause, and only before an age list (a number then "y", a comma, a unit
   * or the end).
   */
  sonAsVerb(i: number): number | undefined {
    if (this.t(i) !== 'son') return undefined;
    if (this.expecting !== 'childAges') return this.sonCount(i);
    if (i > 0 && !/^(,|;|:|no|pues|bueno|ok|si|y|entonces|perdon|mejor)$/.test(this.t(i - 1))) return undefined;
    const k = /^(de|d)$/.test(this.t(i + 1)) ? i + 2 : i + 1;
    if (!this.toks[k]?.d && NUMBER_WORDS[this.t(k)] === undefined) return undefined;
    // "son 3 no 2: 4, 6 y 9" corrects how many they are: left to the readers of counts
    if (!/^(y|e|,|&|\/|anos|ano|meses|)$/.test(this.t(k + 1))) return undefined;
    this.mark(i, k);
    return k;
  }

  /** The index past a "de la compañía", "of the firm" at `k` (whose people they are: one word), or `k`. */
  pastWhose(k: number): number {
    if (!/^(de|del|of)$/.test(this.t(k))) return k;
    let q = k + 1;
    if (/^(la|el|los|las|the|our|my|mi|nuestra|nuestro)$/.test(this.t(q))) q++;
    return this.toks[q] && !this.toks[q]!.p && !this.toks[q]!.d && !this.cls(q) ? q + 1 : k;
  }

  /**
   * Class: the couple's children said by "our" and a count alone ("me, hubby and our two", "mi esposo, yo y nuestros
   * tres"): that many children, their ages read when said right after and as many ("our two, 4 and 7"), else asked.
   * Only after the speaker or a companion was named.
   */
  ourCount(i: number): number | undefined {
    if (!/^(our|nuestros|nuestras)$/.test(this.t(i))) return undefined;
    const n = this.count(i + 1, false);
    if (n === undefined || n < 1 || n > 9 || !/^(,|\(|and|y|e|\.|)$/.test(this.t(i + 2))) return undefined;
    // "our 4 y/o", "our 4 y.o.": an age, the child read by the age readers
    if (this.t(i + 2) === 'y' && /^(\/|o)$/.test(this.t(i + 3))) return undefined;
    if (!this.found.some((x) => x.k === 'self' || (x.k === 'companion' && x.n === 1))) return undefined;
    const ages = this.t(i + 2) === '' ? undefined : this.readAges(i + 2, 'many');
    if (ages && !ages.each && ages.old.length === 0 && ages.ages.length === n) {
      this.found.push({ k: 'children', n, ages: ages.ages, old: [], at: i });
      return this.done(i, ages.end);
    }
    this.found.push({ k: 'children', n, ages: [], old: [], at: i });
    return this.done(i, i + 2);
  }

  /**
   * Class: grown-ups and children said as two bare counts, the noun only after the second ("2 y 2 niños", "two and
   * three kids"): the first count is the grown-ups; the children are left to their own reader.
   * Only opening the message or a clause (or after "somos"/"we are").
   */
  countThenKids(i: number): number | undefined {
    const n = this.count(i, false);
    if (n === undefined || n < 1 || !/^(y|e|and|&)$/.test(this.t(i + 1))) return undefined;
    if (i > 0 && !/^(,|;|:|somos|seremos|vamos|are|re)$/.test(this.t(i - 1)) && !this.used[i - 1]) return undefined;
    if (this.count(i + 2, false) === undefined) return undefined;
    const c = this.cls(i + 3);
    // a child word that is also an everyday word ("chinos", "pelados") is left to the readers that know when it is one
    if (!c?.plural || !/^(child|weakChild)$/.test(c.cls) || STRICT_SLANG.has(this.t(i + 3))) return undefined;
    this.found.push({ k: 'adults', n, at: i });
    this.mark(i, i + 2);
    return i + 2;
  }

  /**
   * Class: one more person added to a count ("four adults plus one more who just confirmed", "4 adultos y uno más",
   * "we're 5 + 2 more"): the count before grows by that many. Only right after a count of grown-ups or a total.
   */
  moreOfCount(i: number): number | undefined {
    if (!/^(plus|\+|and|y|mas)$/.test(this.t(i))) return undefined;
    const n = this.count(i + 1, false);
    if (n === undefined || !/^(more|mas)$/.test(this.t(i + 2))) return undefined;
    // "2 adults and 1 more night" adds a night: after "more" only the end, a mark, a person word or who they are
    const after = this.t(i + 3);
    const c = this.cls(i + 3);
    if (!(after === '' || this.toks[i + 3]!.p || (c && (c.cls === 'adult' || c.cls === 'people')) || MORE_WHO.has(after))) return undefined;
    const last = this.found[this.found.length - 1];
    if (!last || !((last.k === 'adults' && !last.desc && !last.sum) || last.k === 'total')) return undefined;
    if ((last.k === 'total' ? last.end : this.lastEnd) !== i) return undefined;
    this.found[this.found.length - 1] = { ...last, n: last.n + n };
    return this.done(i, i + 3);
  }

  /**
   * Class: people more than someone named ("mi jefe y 2 personas más", "my wife and 3 more people", "mi esposa y dos
   * más"): that many grown-ups besides the one named, never a total that holds them.
   */
  moreThanNamed(i: number): number | undefined {
    if (!/^(y|e|and|plus|\+|mas|con|with)$/.test(this.t(i))) return undefined;
    const last = this.found[this.found.length - 1];
    if (!last || !(last.k === 'companion' || (last.k === 'adults' && last.person)) || this.lastEnd !== i) return undefined;
    const n = this.count(i + 1, false);
    if (n === undefined || n < 1) return undefined;
    let k = i + 2;
    // Grown-ups or people counted ("personas", "adults", "guests", "pax"): the lexicon's plural counted words.
    const people = (at: number) => {
      const info = this.cls(at);
      return !!info && info.plural && (info.cls === 'people' || info.cls === 'adult');
    };
    if (people(k) && /^(more|mas)$/.test(this.t(k + 1))) k += 2;
    else if (/^(more|mas)$/.test(this.t(k))) k += people(k + 1) ? 2 : 1;
    else return undefined;
    this.found.push({ k: 'adults', n, at: i + 1 });
    return this.done(i, k);
  }

  /**
   * Class: a school year said for a child ("they're in Year 2 and Year 5", "grade 3", "5 grado"): the year of school,
   * not an age (a child in Year 4 is 8 or 9): its words are set aside, so the age is asked. Not after a number ("1
   * year 6 months" is an age).
   */
  schoolYear(i: number): number | undefined {
    const w = this.t(i);
    if (/^(year|grade|grado|yr)$/.test(w) && !this.toks[i - 1]?.d && NUMBER_WORDS[this.t(i - 1)] === undefined && this.count(i + 1, false) !== undefined) {
      this.mark(i, i + 2);
      return i + 2;
    }
    if (/^(grade|grado)$/.test(this.t(i + 1)) && this.count(i, false) !== undefined) {
      this.mark(i, i + 2);
      return i + 2;
    }
    return undefined;
  }

  /**
   * Class: Spanish "son" (they are) before a number in a Spanish chat ("perdón, son 4 no 3 ejecutivos", "son 4",
   * "las noches son 4 no 3"): the verb, never English "son" (a child of that age). Opening the message or a clause,
   * "son N" counts the party (with a grown-ups' noun after it, the grown-ups), and "no M" after it denies the count M
   * ("son 4 no 3": four); after anything else only the verb is set aside. Not when English words stand in the
   * message ("2 adults, son 4, daughter 6").
   */
  sonCount(i: number): number | undefined {
    if (this.lang !== 'es' || this.toks.some((x) => ENGLISH_PARTY_HINTS.has(x.t))) return undefined;
    if (i > 0 && OWN_ROOM_OWNERS.has(this.t(i - 1))) return undefined;
    const k = /^(de|d)$/.test(this.t(i + 1)) ? i + 2 : i + 1;
    const n = this.count(k, false);
    if (n === undefined) return undefined;
    const opens = i === 0 || /^(,|;|:|no|pues|bueno|ok|si|y|entonces|perdon|mejor|ya|sea|ahora)$/.test(this.t(i - 1));
    // the count of something another reader took right after it ("son 6 noches y somos 3": the nights) counts no one
    const taken = /^\s*(?:noches?|nights?|dias?|days?|semanas?|weeks?)\b/.test(this.whole.slice(this.toks[k]!.e, this.toks[k + 1]?.s ?? this.whole.length));
    if (!opens || taken) {
      this.mark(i, i + 1);
      return i + 1;
    }
    let end = k + 1;
    if (this.t(end) === 'no' && this.count(end + 1, false) !== undefined && this.count(end + 1, false) !== n) end += 2;
    const c = this.cls(end);
    if (c?.plural && (c.cls === 'adult' || c.cls === 'adultRelMany') && PEOPLE_WORDS.get(this.t(end))?.age === 'adult') {
      this.found.push({ k: 'adults', n, at: k });
      return this.done(i, end + 1);
    }
    if (c?.plural && c.cls === 'people') end++;
    else if (c || !(this.t(end) === '' || /^(,|;|\.|y|en|para|pa|personas)$/.test(this.t(end)))) {
      this.mark(i, i + 1);
      return i + 1;
    }
    // "para 3 ejecutivos, perdón, son 4": after a correction word the count replaces the grown-ups counted just before
    const last = this.found[this.found.length - 1];
    if (
      i > 0 &&
      /^(perdon|perdona|corrijo|digo|no|mejor|sorry)$/.test(this.t(i - 1) === ',' ? this.t(i - 2) : this.t(i - 1)) &&
      last &&
      ((last.k === 'adults' && !last.person && !last.desc) || (last.k === 'companion' && last.counted && last.n !== undefined))
    ) {
      this.found[this.found.length - 1] = { k: 'adults', n, at: last.at };
      return this.done(i, end);
    }
    this.found.push({ k: 'total', n, family: false, at: i, end });
    return this.done(i, end);
  }

  /**
   * An age said and then corrected (class: a birthday to come, then the age now): "el niño cumple 5 la otra semana, o
   * sea que todavía tiene 4", "he turns 8 next month, so still 7". The age to come is set aside (its words used, read
   * by nobody); the age after "todavía", "aún", "still", or a word of now ("ahorita tiene 7", "ahora", "now", "currently")
   * is read as usual.
   */
  correctedAges(): void {
    for (let i = 0; i < this.toks.length; i++) {
      if (!/^(todavia|aun|still|ahora|ahorita|actualmente|now|currently)$/.test(this.t(i))) continue;
      let k = i + 1;
      if (/^(tiene|is|has|es|va|en)$/.test(this.t(k))) k++;
      const now = this.count(k, false);
      if (now === undefined) continue;
      for (let b = i - 1; b >= Math.max(1, i - 10); b--) {
        if (!/^(cumple|cumplira|turns|turning|cumpliria)$/.test(this.t(b - 1))) continue;
        const then = this.count(b, false);
        if (then === undefined || then <= now) break;
        // The words between the age to come and the word of now are the birthday's time ("el mes que viene", "next
        // month"): used here, so they are not read as the stay's dates.
        this.mark(b - 1, i);
        this.used[i] = true;
        break;
      }
    }
  }

  /**
   * Class: one relative joined with "+" or "plus" to a party ("2 adults + 2 kids + grandma", "2 adultos + la abuela"): one
   * companion (added by the "+", see `plusBefore`), with or without an article.
   */
  plusCompanion(i: number): number | undefined {
    const lead = /^(la|el|the|my|mi)$/.test(this.t(i)) ? i + 1 : i;
    // not "más": "qué más, pana" is a greeting
    if (!/^(\+|plus)$/.test(this.t(i - 1)) || this.used[lead]) return undefined;
    const c = this.cls(lead);
    if (c?.cls !== 'adultRel' || c.plural || this.t(lead + 1) === "'" || this.t(lead + 1) === 's') return undefined;
    this.found.push({ k: 'companion', n: 1, at: i });
    return this.done(i, lead + 1);
  }

  /**
   * Class: the speaker and a bare count of others joined to them ("me + 1", "myself +1", "me and 2 more", "yo + 2",
   * "yo y 3 más", "me plus two others"): that many companions of no age said, grown-ups, besides the speaker (read
   * by `self`). Only a count closing its clause or followed by a word of more people; "me and 2 kids" is the group's.
   */
  speakerPlus(i: number): number | undefined {
    const join = this.t(i - 1);
    if (!/^(\+|plus|and|y|mas)$/.test(join) || !SPEAKER_ALONE.has(this.t(i - 2)) || this.used[i]) return undefined;
    const n = this.count(i, false);
    if (n === undefined || n < 1) return undefined;
    let end = i + 1;
    if (PEOPLE_MORE.has(this.t(end))) end++;
    if (!(this.t(end) === '' || /^[,.;:!?)]$/.test(this.t(end)) || (this.t(end) === 'please' && this.t(end + 1) === ''))) return undefined;
    this.found.push({ k: 'companion', n, at: i });
    return this.done(i, end);
  }

  /**
   * Class: one more child said by "uno"/"una" and an age, after children were counted ("nosotros con 2 niños de 6 y 9,
   * y mis cuñados con uno de 4", "with 2 kids, and my sister with one of 5"): one child of that age more.
   */
  oneChildOfAnother(i: number): number | undefined {
    if (!/^(uno|una|one)$/.test(this.t(i)) || !/^(con|with|y|and)$/.test(this.t(i - 1)) || !/^(de|of|aged)$/.test(this.t(i + 1))) return undefined;
    if (!this.found.some((x) => x.k === 'children' && x.n !== undefined && posOf(x) < i)) return undefined;
    const age = this.count(i + 2, false);
    if (age === undefined || age >= ADULT_AGE || !this.toks[i + 2]!.d) return undefined;
    let end = i + 3;
    if (YEAR_UNITS.has(this.t(end)) && !GLUED_ONLY_UNITS.has(this.t(end))) end++;
    else if (this.cls(end) || MONTH_UNITS.has(this.t(end))) return undefined;
    this.found.push({ k: 'children', n: 1, ages: [age], old: [], at: i });
    return this.done(i, end);
  }

  /**
   * Class: the listener addressed after a comma, closing the message ("solo yo, parce", "me and my wife, mate",
   * {@link VOCATIVES}): used here, so no reader takes them for a companion.
   */
  vocative(): void {
    let last = this.toks.length - 1;
    while (last > 0 && this.toks[last]!.p) last--;
    if (last >= 2 && VOCATIVES.has(this.t(last)) && this.t(last - 1) === ',' && !this.used[last]) this.used[last] = true;
  }

  /**
   * Class: a birthday to come, with its time ("cumple 6 en enero", "turns 6 in January", "va a cumplir 9 el mes que
   * viene", "cumplirá 4 la otra semana"), or in a verb of the future ("va a cumplir 7", "she's turning 9"): the age to
   * come is not the child's age. Its words (and the time's) are used here and read by nobody, so the age now is the one
   * said elsewhere, or asked.
   */
  birthdaysToCome(): void {
    for (let i = 0; i < this.toks.length; i++) {
      const t = this.t(i);
      const verb = /^(cumple|cumplira|cumpliria|turns|turning)$/.test(t) || (t === 'cumplir' && /^(va|van)$/.test(this.t(i - 2)) && this.t(i - 1) === 'a');
      // "6 and 8 (9 next month)": the next age in brackets with its time, after an age, is a birthday to come
      if (t === '(' && !this.used[i] && this.toks[i - 1]?.d && this.toks[i + 1]?.d && Number(this.t(i + 1)) === Number(this.t(i - 1)) + 1) {
        const end = this.birthdayTimeEnd(i + 2);
        if (end !== undefined && this.t(end) === ')') this.mark(i, end + 1);
        continue;
      }
      if (!verb || this.used[i]) continue;
      let k = i + 1;
      if (/^(los|las)$/.test(this.t(k))) k++;
      if (this.count(k, false) === undefined) continue;
      k++;
      if (YEAR_UNITS.has(this.t(k)) && !GLUED_ONLY_UNITS.has(this.t(k))) k++;
      // the future said in the verb itself needs no time ("la niña va a cumplir 7", "cumplirá 4", "she's turning 9"):
      // the age to come is set aside too, the age now is asked ("cumple 7" alone may be the age now)
      const end = this.birthdayTimeEnd(k) ?? (/^(cumplir|cumplira|turning)$/.test(t) ? k : undefined);
      if (end === undefined) continue;
      this.mark(t === 'cumplir' ? i - 2 : i, end);
    }
  }

  /** The index after a time of a birthday to come at `k` ("en enero", "in January", "el mes que viene", "next month", "pronto"), or undefined. */
  birthdayTimeEnd(k: number): number | undefined {
    const a = this.t(k);
    const b = this.t(k + 1);
    if (/^(en|in|de|this|este|esta)$/.test(a) && MONTHS[b] !== undefined) return k + 2;
    if (MONTHS[a] !== undefined) return k + 1;
    if (/^(pronto|soon|manana|tomorrow)$/.test(a)) return k + 1;
    if (/^(next|this)$/.test(a) && /^(week|month|year)$/.test(b)) return k + 2;
    if (/^(el|la)$/.test(a) && /^(mes|semana|ano)$/.test(b) && /^(que|q)$/.test(this.t(k + 2)) && /^viene$/.test(this.t(k + 3))) return k + 4;
    if (/^(el|la)$/.test(a) && /^(proximo|proxima|otra|otro)$/.test(b) && /^(mes|semana|ano)$/.test(this.t(k + 2))) return k + 3;
    return undefined;
  }

  /**
   * Class: children counted by a bare number with their ages, after grown-ups ("2 adultos y 1 de 5 años", "2 adults and
   * 1 aged 5", "2 adultos y 2 de 5 y 8"): that many children of those ages, all under 18 (otherwise not read here).
   */
  countOfAges(i: number): number | undefined {
    if (!/^(y|e|and|&|,|\+)$/.test(this.t(i - 1)) || this.lastEnd !== i - 1) return undefined;
    const last = this.found[this.found.length - 1];
    if (last?.k !== 'adults') return undefined;
    const n = this.count(i, false);
    if (n === undefined || n < 1 || n > 9 || !/^(de|of|aged)$/.test(this.t(i + 1))) return undefined;
    const ages = this.readAges(i + 2, 'always');
    if (!ages || ages.old.length > 0 || ages.ages.length !== n) return undefined;
    this.found.push({ k: 'children', n, ages: ages.ages, old: [], at: i });
    return this.done(i, ages.end);
  }

  scan(): void {
    this.correctedAges();
    this.birthdaysToCome();
    this.vocative();
    for (let i = 0; i < this.toks.length; ) {
      if (this.used[i] || this.toks[i]!.p) {
        i++;
        continue;
      }
      const next =
        (this.expecting === 'childAges' && this.allWords(i) !== undefined ? this.bareAges(i) : undefined) ??
        (PARTY_LABELS.has(this.t(i)) ? this.plusParty(i) : undefined) ??
        this.schoolYear(i) ??
        this.moreOfCount(i) ??
        this.moreThanNamed(i) ??
        this.roleCount(i) ??
        this.bareTotal(i) ??
        this.countThenKids(i) ??
        this.countOfAges(i) ??
        this.ourCount(i) ??
        this.sonAsVerb(i) ??
        this.childLabel(i) ??
        this.title(i) ??
        this.plusParty(i) ??
        this.separate(i) ??
        this.sharing(i) ??
        this.allInOneRoom(i) ??
        this.kidsOfTotal(i) ??
        this.kidsOwnRoom(i) ??
        this.adultsOwnRoom(i) ??
        this.coupleRelatives(i) ??
        this.anotherCouple(i) ??
        this.zeroKids(i) ??
        this.soloCount(i) ??
        this.couplesEach(i) ??
        this.roomCodes(i) ??
        this.each(i) ??
        this.segment(i) ??
        this.form(i) ??
        this.kindsListed(i) ??
        this.group(i) ??
        this.kindedRoom(i) ??
        this.yearOlds(i) ??
        this.yearOld(i) ??
        this.total(i) ??
        this.range(i) ??
        this.couple(i) ??
        this.otherAlone(i) ??
        this.oneChildOfAnother(i) ??
        this.speakerPlus(i) ??
        this.plusCompanion(i) ??
        this.notSelf(i) ??
        this.self(i) ??
        this.oneOfRooms(i) ??
        this.bareAges(i);
      i = next !== undefined && next > i ? next : i + 1;
    }
  }

  spans(): TextRange[] {
    const out: [number, number][] = [];
    let open: [number, number] | undefined;
    for (let k = 0; k < this.toks.length; k++) {
      if (!this.used[k]) {
        open = undefined;
        continue;
      }
      const tok = this.toks[k]!;
      if (open && tok.s - open[1] > 3) open = undefined; // words blanked in between: separate spans
      if (open) open[1] = tok.e;
      else {
        open = [tok.s, tok.e];
        out.push(open);
      }
    }
    return out;
  }
}

// ------------------------------------------------------------------ combining

interface Party {
  adults?: number | undefined;
  children?: number | undefined;
  ages: number[];
  old: number[];
  /** Whether every child's age is known. */
  agesComplete: boolean;
  /** A family size said without its split ("family of four"): asked back. */
  familyOnly?: number;
}

/** Kin words that name the same people when said again: parents, in-laws, and the children's grandparents. */
const KIN_AGAIN: readonly ReadonlySet<string>[] = [
  new Set(['suegros', 'suegro', 'suegra', 'in-laws', 'inlaws']),
  new Set(['papas', 'padres', 'parents', 'viejos', 'folks']),
  new Set(['abuelos', 'abuelitos', 'grandparents']),
];

/**
 * Class: people of the party named again in a later sentence to say where they sleep ("mis suegros, mi esposa y yo, y
 * la niña de 5. Los suegros en habitación aparte", "my parents, my wife and I, and our three kids. The grandparents
 * need their own room"): the same people, never more. The mention is a companion after a sentence's end, its
 * sentence names a room, and a companion before that end has the same kin word, or a word of the same kin (parents
 * said again as the children's grandparents when children are named).
 */
function namedAgainForRoom(r: Reader, m: Mention, all: readonly Mention[]): boolean {
  if (m.k !== 'companion') return false;
  const at = posOf(m);
  // a sentence ends between tokens `k - 1` and `k` (the full stop is no token: read in the whole text)
  const endsBefore = (k: number): boolean => k > 0 && k < r.toks.length && /[.!?;\n]/.test(r.whole.slice(r.toks[k - 1]!.e, r.toks[k]!.s));
  let start = at;
  while (start > 0 && !endsBefore(start)) start--;
  if (start <= 0) return false;
  let end = at + 1;
  while (end < r.toks.length && !endsBefore(end)) end++;
  // the sentence says where people sleep: a room word of the reader's vocabulary ("en habitación aparte", "their own room")
  let room = false;
  for (let k = at; k < end; k++) if (r.cls(k)?.cls === 'room') room = true;
  if (!room) return false;
  const role = r.roleWord(at);
  if (!role) return false;
  const kin = (w: string) => KIN_AGAIN.findIndex((g) => g.has(w));
  const children = all.some((x) => x.k === 'children');
  return all.some((x) => {
    if (x === m || x.k !== 'companion' || posOf(x) >= start) return false;
    const before = r.roleWord(posOf(x));
    if (!before) return false;
    if (before === role) return true;
    const a = kin(before);
    const b = kin(role);
    return a >= 0 && b >= 0 && (a === b || (children && (a === 2 || b === 2)));
  });
}

/** Adds up the party mentions of one stretch of the message (the whole message, or one room). */
function partyOf(r: Reader, all: readonly Mention[]): Party | 'conflict' {
  // a couple described ("honeymoon", "retired couple") beside a count of adults is those adults, not two more
  const counts = all.some((m) => m.k === 'adults' && !m.desc && !m.person);
  // "my daughter is 18, so that's three adults": a sum of the adults replaces everyone named before it
  const sum = all.find((m): m is Extract<Mention, { k: 'adults' }> => m.k === 'adults' && !!m.sum);
  // "yo no voy": the speaker said to stay home is never counted, whatever "yo" was read beside the others
  const notSelf = all.some((m) => m.k === 'notSelf');
  // "2 adults and our grandchildren… our daughter will join us, so 3 adults" (class: a total restated after an
  // addition): a son or daughter named with no age (or a grown-up's: "mi hijo ya tiene 18, así que somos tres adultos")
  // between a smaller count of adults and the sum is one of the adults
  const grownBeforeSum = (m: Mention): boolean =>
    !!sum &&
    m.k === 'children' &&
    !!m.rel &&
    m.n === 1 &&
    m.ages.length === 0 &&
    posOf(m) < sum.at &&
    all.some((a) => a.k === 'adults' && a !== sum && a.at < posOf(m) && a.n < sum.n);
  // Class: one couple described twice ("luna de miel, los novios", "honeymoon, newlyweds", "recién casados de luna de
  // miel"): a couple described (not counted, not by title) after another is the same two people, never two more
  const coupleAgain = (m: Mention): boolean =>
    m.k === 'adults' && !!m.desc && !m.person && all.some((o) => o !== m && o.k === 'adults' && !!o.desc && !o.person && o.at < m.at);
  // Class: a new total of the whole party said after someone added ("we're adding a kid, she's 7 — so 2 adults and 1
  // child now", "viene un niño más, así que 2 adultos y 1 niño"): the children counted with the sum replace the ones
  // named before it; the ages said before go to them when no more than their count
  const sumKids =
    sum && all.find((m): m is Extract<Mention, { k: 'children' }> => m.k === 'children' && m.n !== undefined && posOf(m) > sum.at && posOf(m) - sum.at <= 4);
  const kidsBefore = sumKids ? all.filter((m): m is Extract<Mention, { k: 'children' }> => m.k === 'children' && posOf(m) < sum!.at) : [];
  const agesBefore = kidsBefore.flatMap((m) => m.ages);
  const all2 = kidsBefore.length
    ? all
        .filter((m) => !kidsBefore.includes(m as Extract<Mention, { k: 'children' }>))
        .map((m) => (m === sumKids && m.ages.length === 0 && m.old.length === 0 && agesBefore.length <= (m.n ?? 0) ? { ...m, ages: agesBefore } : m))
    : all;
  const ms = all2.filter(
    (m) =>
      !namedAgainForRoom(r, m, all2) &&
      !grownBeforeSum(m) &&
      !coupleAgain(m) &&
      !(counts && m.k === 'adults' && m.desc) &&
      !(sum && m !== sum && posOf(m) < sum.at && (m.k === 'adults' || m.k === 'companion' || m.k === 'self')) &&
      !(notSelf && m.k === 'self'),
  );
  let adults: number | undefined;
  let children: number | undefined = 0;
  let anyChildren = false;
  let unknownChildren = false;
  const ages: number[] = [];
  const old: number[] = [];
  let zero = false;
  let self = false;
  let strongSelf = false;
  let comp = 0;
  let compUnknown = false;
  let anyComp = false;
  /** Sons and daughters aged 18 or more, said with their count complete ("mi hija de 19"). */
  let grown = 0;
  const grownAges: number[] = [];
  const totals: Extract<Mention, { k: 'total' }>[] = [];
  for (const m of ms) {
    switch (m.k) {
      case 'adults':
        adults = (adults ?? 0) + m.n;
        break;
      case 'children':
        anyChildren = true;
        // a child role with an adult's age (class: "mi hija de 19", "un niño de 18", "my son is 19"): an adult of the party
        if (m.n !== undefined && m.old.length > 0 && m.n === m.ages.length + m.old.length) {
          // Class: a member of a count described after it ("3 adults, one of them is my 19 yo son", "3 adultos
          // incluido mi hijo de 19"): already among the adults counted, never one more
          if (!memberOfCount(r, all, posOf(m), m.old.length)) grown += m.old.length;
          grownAges.push(...m.old);
          children! += m.ages.length;
          ages.push(...m.ages);
          break;
        }
        if (m.n === undefined) unknownChildren = true;
        else children! += m.n;
        ages.push(...m.ages);
        old.push(...m.old);
        break;
      case 'zeroKids':
        zero = true;
        break;
      case 'self':
        self = true;
        if (m.strong) strongSelf = true;
        break;
      case 'companion':
        anyComp = true;
        if (m.n === undefined) compUnknown = true;
        else comp += m.n;
        break;
      case 'total':
        totals.push(m);
        break;
      default:
        break;
    }
  }
  // bare ages at the ages question: the count is the dialogue's
  if (!anyChildren || unknownChildren) children = undefined;
  if (zero) {
    if (anyChildren && !(children === 0)) return 'conflict';
    children = 0;
  }
  // companions: "mi esposa y yo", "voy con mi novia"
  const comps = ms.filter((m): m is Extract<Mention, { k: 'companion' }> => m.k === 'companion');
  const joining = grown === 0 && !self && !zero && !unknownChildren ? companionsWithOwnKids(r, ms, comps, totals) : undefined;
  if (joining !== undefined) {
    const agesComplete = children !== undefined && ages.length + old.length === children;
    return { adults: joining, children, ages, old, agesComplete };
  }
  const counted = ms.filter((m): m is Extract<Mention, { k: 'adults' }> => m.k === 'adults');
  // "dos parejas, … tres amigas y …": people counted by who they are beside a count of adults may or may not be in it
  // (class: two counts of grown-ups that may overlap): asked, never one of them taken as the party
  if (counted.some((a) => !a.person && !a.desc && !a.sum) && comps.some((c) => c.counted)) return 'conflict';
  // Class: a count of grown-ups, then the speaker joined right after it ("dos adultos mayores y yo", "2 adults and me",
  // "3 personas más yo"): the speaker is one more, never one of the count (a count of the speaker and company comes
  // after them, set apart: "mi esposa y yo, dos adultos").
  const selves = ms.filter((m) => m.k === 'self');
  // Class: the party counted, then the speaker added by a word of adding right after the count ("somos 5 más yo", "3
  // personas más yo", "we're 4 plus me"): the count leaves the speaker out, who is one more
  if (selves.length === 1 && !strongSelf && comps.length === 0 && counted.length === 0 && totals.length === 1 && !totals[0]!.family && !anyChildren) {
    const t = totals[0]!;
    const s = selves[0]!.at;
    if (
      /^(yo|me|i|myself)$/.test(r.t(s)) &&
      s - 1 === t.end &&
      /^(mas|plus|\+)$/.test(r.t(s - 1)) &&
      // nothing after but marks, words of "only", or all of them said grown ("…, todos grandes", "…, all adults")
      r.toks.slice(s + 1).every((x) => x.p || CLOSING_WORDS.test(x.t) || /^(todos|todas|all|of|us|grandes|adultos|adults|mayores|grown|up|ups)$/.test(x.t))
    )
      return { adults: t.n + 1, children, ages, old, agesComplete: false };
  }
  if (adults !== undefined && selves.length === 1 && !strongSelf && comps.length === 0 && totals.length === 0 && counted.length === 1) {
    const a = counted[0]!;
    const at = selves[0]!.at;
    const s = /^(yo|me|i|myself)$/.test(r.t(at)) ? at : at + 1;
    const between = r.toks.slice(a.at, s - 1);
    // nobody named after the speaker: the rest of the request may follow a mark or a word of place or time ("dos
    // adultos y yo pa Medellín el 15 de enero"; "2 adultos y yo quiero…" has the speaker as a verb's subject); children
    // named after them are theirs to count ("…y yo, más mi sobrina de 6"), the party closing at the first of them,
    // after joining words and determiners only
    const later = ms.filter((m) => posOf(m) > s);
    const kidsAfter = later.length > 0 && later.every((m) => m.k === 'children');
    const restOfRequest = later.length === 0 && (s + 1 >= r.toks.length || r.toks[s + 1]!.p || REQUEST_GOES_ON.test(r.t(s + 1)));
    const closeAt = kidsAfter ? Math.min(...later.map(posOf)) : restOfRequest ? s + 1 : r.toks.length;
    const closing = (w: string) => (kidsAfter ? beforeChildren(w) : CLOSING_WORDS.test(w));
    if (
      !a.person &&
      !a.desc &&
      !a.sum &&
      a.at < s &&
      s - a.at <= 4 &&
      /^(yo|me|i|myself)$/.test(r.t(s)) &&
      /^(y|e|and|&|\+|plus|mas)$/.test(r.t(s - 1)) &&
      between.every((x) => /^[\p{L}\p{N}]/u.test(x.t)) &&
      // closing the party: nothing after it but marks and words of "only"/"please" ("…y yo, nada más", "…y yo, el finde")
      r.toks.slice(s + 1, closeAt).every((x) => x.p || closing(x.t))
    )
      return { adults: adults + 1, children, ages, old, agesComplete: children !== undefined && ages.length + old.length === children };
  }
  // Class: the speaker and company described, then more adults counted after "y"/"and" as one couple more or with
  // "más"/"more" ("mi esposa y yo y otra pareja", "me and my wife and another couple", "mi esposa y yo y dos adultos
  // más"): the count adds to the people described, never stands for them (nobody silently dropped).
  const describedAt = ms.filter((m) => m.k === 'self' || m.k === 'companion').map(posOf);
  if (
    adults !== undefined &&
    describedAt.length > 0 &&
    !compUnknown &&
    totals.length === 0 &&
    counted.length > 0 &&
    counted.every(
      (a) =>
        !a.person &&
        !a.desc &&
        !a.sum &&
        describedAt.every((d) => d < a.at) &&
        // ("me plus 2 adults", "yo más 2 adultos": a word of adding says they are more)
        (/^(plus|\+|mas)$/.test(r.t(a.at - 1)) ||
          ((/^(y|e|and|&|\+)$/.test(r.t(a.at - 1)) || (/^(otra|otro|una|another|a)$/.test(r.t(a.at - 1)) && /^(y|e|and|&|\+)$/.test(r.t(a.at - 2)))) &&
            ((a.pairs !== undefined && a.pairs * 2 === a.n) || /^(mas|more)$/.test(r.t(a.at + 2)) || /^(mas|more)$/.test(r.t(a.at + 1))))),
    )
  ) {
    return { adults: adults + comp + (self ? 1 : 0), children, ages, old, agesComplete: children !== undefined && ages.length + old.length === children };
  }
  // Class: the speaker and company, then someone named by title or described one by one joined after them ("mi esposo
  // y yo, con el Dr. Pérez", "my wife and I with Dr. Smith", "mi esposa, yo y la Sra. Gómez"): one more each
  if (
    adults !== undefined &&
    self &&
    !compUnknown &&
    totals.length === 0 &&
    counted.length > 0 &&
    counted.every(
      (a) =>
        a.person &&
        describedAt.every((d) => d < a.at) &&
        /^(y|e|and|&|\+|con|with|,)$/.test(r.t(a.at - 1) === 'el' || r.t(a.at - 1) === 'la' ? r.t(a.at - 2) : r.t(a.at - 1)),
    )
  ) {
    return { adults: adults + comp + 1, children, ages, old, agesComplete: children !== undefined && ages.length + old.length === children };
  }
  if (
    adults !== undefined &&
    // Class: couples counted as units ("una pareja, una pareja con bebé y mi mamá", "dos parejas y mi suegra") are
    // people described like "una señora de 80": someone named after them is one more.
    // Class: someone joined with "+" after a count ("2 adults + 2 kids + my mom", "2 adultos + la abuela"): the sign
    // adds them, whatever was counted.
    (counted.every((a) => a.person || (a.pairs !== undefined && a.pairs * 2 === a.n)) ||
      comps.every((c) => plusBefore(r, c.at)) ||
      // Class: people joined after a couple described ("los novios y 8 invitados", "the newlyweds and the photographer"):
      // the couple is two people described, those joined are more; a partner named beside it is one of the couple
      (counted.every((a) => a.desc && !a.person) && comps.every((c) => !r.partnerAt(c.at) && /^(y|e|and|plus|mas|\+|&|,)$/.test(r.t(c.at - 1))))) &&
    anyComp &&
    !compUnknown &&
    !self &&
    !ms.some((m) => m.k === 'total') &&
    comps.every(
      (c) =>
        !c.lead &&
        counted.every((a) => a.at < c.at) &&
        // (people described take others along with "con" too: "los 3 socios con sus esposas", "una señora con su enfermera")
        (/^(y|e|and|plus|mas|\+|&|,)$/.test(r.t(c.at - 1)) || plusBefore(r, c.at) || (/^(con|with)$/.test(r.t(c.at - 1)) && counted.every((a) => a.person))),
    )
  ) {
    // "una señora de 80 años y su enfermera": someone named after people described one by one is one more
    // (after a count, "2 adultos, 2 niños y la abuela" may or may not include her: not derived, the bot asks)
    adults += comp;
  } else if (
    adults !== undefined &&
    anyComp &&
    !compUnknown &&
    !self &&
    totals.length === 0 &&
    counted.some((a) => !a.person && !a.desc && !a.sum) &&
    comps.every((c) => !c.lead && !c.counted && counted.every((a) => a.at < c.at) && listedBeforeChildren(r, ms, c))
  ) {
    // Class: someone of one's own listed between a count of grown-ups and the children ("2 adults, my mum and our 3
    // kids", "2 adultos, mi mamá y 2 niños"): whether they are among the count is not said, so the party is asked,
    // never the count taken (a note after the count, "2 adultos, mi papá usa silla de ruedas", is not this list)
    return 'conflict';
  } else if (
    adults === undefined &&
    !self &&
    anyChildren &&
    comps.length > 0 &&
    comps.every((c) => c.counted && c.n !== undefined) &&
    !r.toks.slice(0, posOf(comps[0]!)).some((t) => t.t === 'con' || t.t === 'with') &&
    !/^(con|with)$/.test(r.t(posOf(comps[0]!) - 1))
  ) {
    // "8 estudiantes de 16 y 17 años y 2 profes" (class: grown-ups counted by what they are, beside children): the adults
    adults = comp;
  } else if (
    adults === undefined &&
    !self &&
    !anyChildren &&
    totals.length === 0 &&
    // Class: a booking for people named by their job, the first with the article ("para el gerente general, una
    // sencilla", "para el gerente de ventas y 2 vendedores"): one of them is the party too, counted ones beside them
    (comp >= 2 || staffFirst(r, comps)) &&
    !compUnknown &&
    comps.every((c) => (!c.counted || staffFirst(r, comps)) && !c.lead) &&
    r.forOthers(posOf(comps[0]!))
  ) {
    // "reserva para mis papás", "it's for my parents", "una habitación para mi papá y mi mamá" (class: a booking made
    // for relatives, the speaker not among them): the people named after "para"/"for" are the party. One relative
    // alone ("para mi esposa") stays asked: "para mi esposa y yo" may be meant.
    adults = comp;
  } else if (
    adults === undefined &&
    !self &&
    anyComp &&
    !compUnknown &&
    totals.length === 0 &&
    [0, 1].some((d) => CLIENTS.has(r.t(posOf(comps[0]!) + d))) &&
    // in a travel request, not a word about them ("mi cliente es de Monterrey")
    (r.travelWords() || r.blanked()) &&
    !r.toks.some((t) => /^(es|is)$/.test(t.t)) &&
    !r.toks.slice(0, posOf(comps[0]!)).some((t) => /^(con|with)$/.test(t.t)) &&
    // every person word of the message read ("mi cliente con esposa y dos niños": who is "esposa"? asked)
    r.toks.every((t, k) => r.used[k] || !/^(adult|adultRel|adultRelPair|adultRelMany|couple|people)$/.test(WORDS.get(t.t)?.cls ?? ''))
  ) {
    // Class: a booking for a client ("mi cliente y su esposa quieren…", "for my client and his wife", "just my client"):
    // the client and the people named with them are the party, the speaker (agent, assistant) is not
    adults = comp;
  } else if (adults === undefined && notSelf && anyComp && !compUnknown) {
    // "van los abuelos con los nietos, yo no voy": the people named without the speaker
    adults = comp;
  } else if (adults === undefined && !self && comps.length === 1 && comps[0]!.lead && comps[0]!.n !== undefined && comps[0]!.n >= 2) {
    // "4 friends", "para 5 amigas": the friends are the party (with "yo"/"me" or after "con" the speaker is added)
    adults = comps[0]!.n;
  } else if (
    adults === undefined &&
    !self &&
    !anyChildren &&
    totals.length === 0 &&
    comps.length > 1 &&
    comps[0]!.lead &&
    comps[0]!.n !== undefined &&
    comps[0]!.n >= 2 &&
    comps.slice(1).every(
      (c) =>
        c.n !== undefined &&
        !c.lead &&
        // ("3 amigos + mi esposa": the speaker's own partner says the speaker goes too: not this class)
        !/^(mi|mis|my|our|nuestro|nuestra|nuestros|nuestras)$/.test(r.t(c.at)) &&
        (plusBefore(r, c.at) ||
          // ("3 amigos con sus esposas": one spouse each, counted by the reader)
          (/^(sus|their)$/.test(r.t(c.at)) && SPOUSES.has(r.t(c.at + 1))) ||
          (STAFF.has(r.t(c.at + 1)) && /^(y|e|and|con|with|,)$/.test(r.t(c.at - 1)))),
    )
  ) {
    // Class: a group counted by who they are, then more joined by "+" or the trip's staff ("22 señoras + el padre + el
    // conductor", "12 peregrinas con el sacerdote y el chofer"): the group and everyone joined
    adults = comps.reduce((a, c) => a + c.n!, 0);
  } else if (adults === undefined && anyComp && !compUnknown) {
    const firstComp = comps[0]!;
    // "quiero llevar a mi esposa", "I want to take my wife to…" (class: the speaker taking someone along): like "con"
    const lead = DETERMINERS.has(r.t(firstComp.at)) ? firstComp.at : firstComp.at - 1;
    const taking = TAKING_ALONG.has(r.t(lead - 1)) || (r.t(lead - 1) === 'a' && TAKING_ALONG.has(r.t(lead - 2)));
    const viaCon = taking || r.toks.slice(0, Math.max(0, firstComp.at)).some((t) => t.t === 'con' || t.t === 'with');
    const we = r.toks.some((t) => PLURAL_WE.has(t.t));
    // "con mi esposa" alone is company only in a travel sentence (a trip word, other people, dates said, the party question)
    const travel = () => r.travelWords() || r.blanked() || ms.some((m) => m.k === 'adults' || m.k === 'children' || m.k === 'total');
    // "queremos ir con mi esposa y mis dos hijos": with children, "we" is the speaker and the partner
    // "estamos planeando un viaje con mi novia", "vamos con mi marido": "we" is the speaker and the partner (only a partner, nobody else named)
    // "queremos ir con mis papás, mis hijos … y mi esposo", "we want to go with my wife, my two boys and my brother"
    // (class: "we" with a partner named among the company, beside children): the speaker and everyone named with them
    const weWithPartner =
      we &&
      comps.some((c) => c.n === 1 && r.partnerAt(c.at)) &&
      (comps.length === 1 || (viaCon && anyChildren)) &&
      (anyChildren ? !unknownChildren : !ms.some((m) => m.k !== 'companion'));
    // Class: a partner and "our" children ("my wife and our 3 kids", "mi esposo y nuestros hijos"): "our" makes the
    // speaker the children's other parent, one of the party like the partner.
    const ourKids =
      comps.length === 1 &&
      comps[0]!.n === 1 &&
      r.partnerAt(comps[0]!.at) &&
      anyChildren &&
      !unknownChildren &&
      ms.some((m) => m.k === 'children' && m.at >= 0 && /^(our|nuestros|nuestras|nuestro|nuestra)$/.test(r.t(m.at)));
    // Class: a pair of elders of the family named with the article and "con" ("con los suegros", "vacaciones con los
    // abuelos"): whose in-laws or grandparents says more people come (the partner, the grandchildren), how many is not
    // said; only a verb of the speaker going alone ("voy con los abuelos") makes it the speaker and them
    const eldersOnly =
      comps.every((c) => c.n === 2 && /^(los|las|the)$/.test(r.t(c.at)) && (ELDERS.has(r.t(c.at + 1)) || /^(inlaws|grandparents)$/.test(r.t(c.at + 1)))) &&
      !r.toks.some((t) => GOING_ALONE.has(t.t));
    // Class: a group of children said with "somos"/"we're", counted grown-ups "con"/"with" them ("Somos un grupo de 15
    // niñas … con 3 entrenadoras"): the speaker is one of those counted, never one more
    const countedWithGroup = anyChildren && comps.every((c) => c.counted) && r.toks.some((t) => /^(somos|were)$/.test(t.t));
    if (self || ourKids || (viaCon && (!we || weWithPartner) && travel() && !eldersOnly && !countedWithGroup)) adults = comp + 1;
    else if (countedWithGroup && viaCon) adults = comp;
  } else if (adults === undefined && self && !anyComp && (strongSelf || anyChildren)) {
    // "solo yo", "yo y mis 2 hijos"; a bare "… y yo" beside nobody is not a count
    adults = 1;
  }
  // children said with "con"/"with" and nobody else, by someone going ("voy con mi hijo de 5", "I'm travelling with
  // my son") or in a trip request ("Bogotá del 3 al 5 con mi hija de 16"): the speaker travels with them, one adult
  // (not with a "we" word: "vamos con los niños" is asked; a bare "con mi hija de 4" may add her to a known party)
  if (adults === undefined && !self && !anyComp && totals.length === 0 && anyChildren && !unknownChildren && !zero) {
    const first = ms.find((m) => m.k === 'children')!;
    const at = posOf(first);
    const viaCon = /^(con|with)$/.test(r.t(at - 1)) || (/^(con|with)$/.test(r.t(at - 2)) && DETERMINERS.has(r.t(at - 1)));
    const going = r.toks.some((t) => GOING_ALONE.has(t.t)) || (r.toks.some((t) => /^(i|im)$/.test(t.t)) && r.toks.some((t) => GOING_EN.has(t.t)));
    if (viaCon && (going || r.blanked()) && !r.toks.some((t) => PLURAL_WE.has(t.t)) && !ms.some((m) => m.k === 'adults')) adults = 1;
  }
  // a child role with an adult's age beside other adults is one more adult ("yo con mi hija de 18",
  // "2 adultos y un niño de 18", "my daughter (18), my son (16) and us two"); with nobody else ("mi hijo de 20",
  // "mi hija de 19 y mi hijo de 15": does the speaker travel?) or beside a sum of the adults it stays asked
  const totalWe = totals.length === 1 && totals[0]!.we;
  if (grown > 0 && sum) {
    // counted in the sum
  } else if (grown > 0 && adults !== undefined && !totalWe) adults += grown;
  else if (grown > 0 && totals.length === 0) {
    if (children !== undefined) children += grown;
    old.push(...grownAges);
  }
  // totals: "somos 4", "family of four", "para 2 personas"
  const distinct = new Set(totals.map((t) => t.n));
  // Class: a total broken down with the speakers counted by a pronoun ("familia de 4: nosotros 2 y 2 niños", "somos 5:
  // nosotros dos y tres niños", "family of 4, us 2 and 2 kids"): the pronoun's count is the adults, the rest the children,
  // taken only when the children counted make up the total exactly.
  if (distinct.size === 2 && totals.length === 2) {
    const [a, b] = totals as [Extract<Mention, { k: 'total' }>, Extract<Mention, { k: 'total' }>];
    const [whole, we] = a.we ? [b, a] : [a, b];
    if (
      we.we &&
      !whole.we &&
      whole.at < we.at &&
      we.n < whole.n &&
      children !== undefined &&
      adults === undefined &&
      !anyComp &&
      !self &&
      we.n + children === whole.n
    ) {
      return { adults: we.n, children, ages, old, agesComplete: ages.length + old.length === children };
    }
  }
  if (distinct.size > 1) return 'conflict';
  const total = totals[0];
  if (total) {
    const T = total.n;
    const otherParty = ms.filter((m) => m.k === 'adults' || m.k === 'children' || m.k === 'companion' || m.k === 'self');
    // "my son (16) and us two": the speakers counted by a pronoun joined after the others are more people too
    const additive = otherParty.some((m) => linkedAdditively(r, total, m)) || (!!total.we && otherParty.length > 0 && ADDITIVE.has(r.t(total.at - 1)));
    // "somos 2 y mi papá que va en silla de ruedas", "we're 2 and my mom" (class: a person joined by "y"/"and" after
    // "somos N" adds one): only companions named by who they are, each joined by a plain "y"/"and"/"+" after the count,
    // none among the N by the words ("incluyendo", "con", "entre ellos")
    // The same after the speakers counted by a pronoun ("nosotros dos y mi suegra", "us two and my mom"): one more each.
    // People counted by who they are, joined right after the count, are as many more ("2 of us and 10 colleagues",
    // "somos 2 y 3 amigos").
    const ofUs = r.t(total.end - 2) === 'of' && r.t(total.end - 1) === 'us';
    if (
      (TOTAL_VERBS.has(r.t(total.at)) || total.we || (ofUs && otherParty.every((m) => m.k === 'companion' && !!m.counted && joinedRightAfter(r, total, m)))) &&
      !anyChildren &&
      otherParty.length > 0 &&
      (otherParty.every((m) => m.k === 'companion' && m.n !== undefined && (!m.counted || joinedRightAfter(r, total, m)) && plainlyAdded(r, total, m)) ||
        (total.we && otherParty.every((m) => m.k === 'companion' && m.n !== undefined && !m.counted && !m.lead && listedBeforeWe(r, total, m))))
    ) {
      const more = otherParty.reduce((a, m) => a + ((m as { n: number }).n ?? 0), 0);
      return { adults: T + more, children, ages, old, agesComplete: children !== undefined && ages.length + old.length === children };
    }
    // Class: the speakers counted by a role that names grown-ups only ("somos dos mamás con cuatro niños", "somos 3
    // profesores y 10 estudiantes de 15"): the count is the grown-ups, the children said after it are more
    const grownRole = PEOPLE_WORDS.get(r.t(total.end - 1));
    if (
      adults === undefined &&
      children !== undefined &&
      !self &&
      !anyComp &&
      (TOTAL_VERBS.has(r.t(total.at)) || TOTAL_VERBS.has(r.t(total.at - 1))) &&
      grownRole?.cls === 'adultRelMany' &&
      grownRole.age === 'adult' &&
      ms.every((m) => m.k !== 'children' || posOf(m) >= total.end)
    )
      return { adults: T, children, ages, old, agesComplete: ages.length + old.length === children };
    const joinedOthers = groupJoinedOthers(r, total, otherParty);
    if (joinedOthers !== undefined && !anyChildren && !notSelf) return { adults: T + joinedOthers, children, ages, old, agesComplete: children !== undefined };
    if (adults !== undefined && children !== undefined) {
      if (adults + children !== T) return 'conflict';
      // Class: a family counted and broken down, then someone joined by "plus"/"+" after it ("Family of 4 (2 adults,
      // kids 6 and 4) plus grandma"): one more each, never dropped.
      if (anyComp && !compUnknown && !self && comps.every((c) => posOf(c) > total.end && plusBefore(r, c.at))) adults += comp;
    } else if (adults !== undefined) {
      if (adults > T) return 'conflict';
      if (adults < T) {
        if (additive) return 'conflict';
        children = T - adults;
      }
    } else if (children !== undefined) {
      // "somos 2 y un nene de 3", "we're 2 and a baby" (class: a count of the speakers said, children joined to it by a
      // plain "y"/"and"/"+"): in chat the count is the grown-ups and the children come on top ("somos 2 y un niño" is
      // three people; a child counted in would be "somos 2, un adulto y un niño"). Not with "con"/"with" ("somos 4 con
      // 2 niños" may count them in: asked)
      if ((total.we || plainJoin(r, total, ms)) && additive) {
        // "us 2 and our son": the speakers are the adults; a grown child or relatives named beside them are more
        // ("los abuelos, nosotros dos y los 3 nietos")
        adults = T + (sum ? 0 : grown) + (!self && !compUnknown ? comp : 0);
      } else if (total.family || !additive) {
        if (T - children < 1) return 'conflict';
        adults = T - children;
      }
    } else if (anyChildren) {
      // children of unknown number with a total: no split. "us 2 and the kids": the speakers are the adults;
      // "somos 4 con los niños", "we're 5 including the kids": a total with children in it, asked back
      if ((total.we || (pureAdd(r, total, ms) && (TOTAL_VERBS.has(r.t(total.at)) || r.t(total.at) === 'we'))) && additive) adults = T;
      else if (!pureAdd(r, total, ms)) return { adults: undefined, children: undefined, ages, old, agesComplete: false, familyOnly: T };
    } else if (!total.family && !r.strayChild()) {
      // a child word left unread ("somos 4 pero el niño…") may be one of them: asked
      // a count alone in a message about a family trip ("para las vacaciones de junio somos cinco", "we are five, a
      // family holiday"): children may be in it (class: a bare count on a family trip), asked like "family of five"
      if (T >= 3 && otherParty.length === 0 && FAMILY_TRIP.test(r.whole))
        return { adults: undefined, children: undefined, ages, old, agesComplete: false, familyOnly: T };
      adults = T;
    }
    if (total.family && adults === undefined) {
      const agesComplete = false;
      return { adults, children: undefined, ages, old, agesComplete, familyOnly: T };
    }
  }
  const agesComplete = children !== undefined && ages.length + old.length === children;
  return { adults, children, ages, old, agesComplete };
}

/**
 * Whether the first companion of `comps` is one of the trip's staff named with the article ("el gerente", "la
 * asistente") or as the company's ("our sales rep"); named alone, only when no other person may be joined to them: no "y"/"and"/"+" in the two words after,
 * no other "para"/"for" after ("una para el ingeniero residente, otra para el topógrafo": the rooms' people are asked).
 */
function staffFirst(r: Reader, comps: readonly Extract<Mention, { k: 'companion' }>[]): boolean {
  const at = comps[0]?.at ?? -1;
  // (also a company's staff: "for our sales rep", "para nuestro gerente")
  if (!(at >= 0 && /^(el|la|the|our|nuestro|nuestra)$/.test(r.t(at)) && STAFF.has(r.t(at + 1)))) return false;
  if (comps.length > 1) return true;
  if ([2, 3].some((d) => /^(y|e|and|&|\+|con|with|mas|plus)$/.test(r.t(at + d)))) return false;
  return !r.toks.slice(at + 2).some((t) => PARA.has(t.t) || ANOTHER.has(t.t));
}

/**
 * Class: a group counted by the noun of who they are, with people of another role joined after it ("grupo de 12
 * universitarios y 2 profesores", "grupo de 24 peregrinas con el sacerdote y el chofer", "18 pax + 1 guía + 1
 * conductor"): the count names only the group's own people, so those joined are more. Each joined mention must be
 * grown-ups of known number after the count, joined by "y", "con", "+", "más" or a comma, and named by another role
 * than the group's: anyone after a count of a role ("universitarios", "peregrinas"); after a count of mere people
 * ("pax", "personas") the trip's staff (guide, driver, priest: never among the passengers) joined by "y", "+", "más"
 * or a comma, anyone joined by "+", nobody else ("12 personas y mi esposa", "20 personas con el guía": in the count?).
 * How many grown-ups are joined, or undefined when the class does not apply.
 */
function groupJoinedOthers(r: Reader, total: Extract<Mention, { k: 'total' }>, others: readonly Mention[]): number | undefined {
  // counted by a noun, not by a verb or pronoun ("somos 12" is read by the rules of the speakers' count)
  if (total.we || total.family || TOTAL_VERBS.has(r.t(total.at)) || others.length === 0) return undefined;
  const groupNoun = r.t(total.end - 1);
  const group = WORDS.get(groupNoun);
  if (!group?.plural || !(group.cls === 'people' || group.cls === 'adultRelMany' || group.cls === 'adult')) return undefined;
  const ofRole = group.cls === 'adultRelMany';
  let more = 0;
  for (const m of others) {
    if (m.k !== 'companion' || m.n === undefined || m.lead || m.at < total.end) return undefined;
    const before = r.t(m.at - 1);
    if (!/^(y|e|and|con|with|\+|&|mas|plus|,)$/.test(before)) return undefined;
    // the role word of the mention: the first word of the lexicon from its start
    const role = [0, 1, 2].map((d) => r.t(m.at + d)).find((w) => WORDS.has(w) || STAFF.has(w));
    if (role === undefined || role === groupNoun) return undefined;
    // ("20 personas con el guía" may count the guide in: staff after mere people only joined by "y", "+", "más", ",")
    if (!(ofRole || PLUS_WORDS.has(before) || (STAFF.has(role) && !/^(con|with)$/.test(before)))) return undefined;
    more += m.n;
  }
  return more;
}

/**
 * Words of a family trip (the family, school holidays: June–July and December–January in Colombia, "school break"):
 * a count said alone beside them ("somos cinco", "we are 5", "somos 5 personas") may hold children, so it is asked
 * with the choices of a family size, never taken as that many adults. Only these: "vacaciones" alone, a trip or a
 * weekend, say nothing of children.
 */
const FAMILY_TRIP =
  /\b(?:familia|family|vacaciones (?:de|del) (?:junio|julio|mitad de ano|medio ano|fin de ano|colegio)|vacaciones (?:escolares|del colegio|de los ninos)|receso escolar|school (?:holidays?|break|vacation)|half term|spring break)\b/;

/**
 * Words saying the person named after them is one of the people just counted ("one of them", "uno de ellos",
 * "including", "incluido", "among them"): class, a member of a count described after it.
 */
const MEMBER_OF_COUNT: readonly string[][] = wordLists(
  'one of them|one of us|one of whom|uno de ellos|una de ellas|uno de nosotros|una de nosotras|including|incl|included|incluido|incluida|incluidos|incluidas|incluyendo|among them|entre ellos|entre ellas|counting|contando',
);

/**
 * Whether the person named at `at` (`n` of them) is described as one of the adults counted before them: a count of
 * adults of at least `n` said before, and a word of {@link MEMBER_OF_COUNT} between the count and the person, with no
 * word of addition ("plus", "también") after it.
 */
function memberOfCount(r: Reader, ms: readonly Mention[], at: number, n: number): boolean {
  const count = ms.find((c): c is Extract<Mention, { k: 'adults' }> => c.k === 'adults' && !c.desc && !c.sum && !c.person && posOf(c) < at && c.n >= n);
  if (!count) return false;
  for (let k = posOf(count) + 1; k < at; k++) {
    const phrase = MEMBER_OF_COUNT.find((p) => p.every((w, x) => r.t(k + x) === w));
    if (phrase && !r.toks.slice(k + phrase.length, at).some((t) => ADDING_WORDS.has(t.t))) return true;
  }
  return false;
}

/** Words that add people to a count already said ("también", "tmb", "además", "also", "plus", "too", "más"). */
const ADDING_WORDS: ReadonlySet<string> = readerWords('addingWords');
/** Possessives of someone else than the speaker ("su hijo", "sus hijos", "her kid", "his son", "their kids"). */
const THEIR: ReadonlySet<string> = readerWords('their');

/**
 * The adults of a party where, after a count, one more adult joins with children of their own (class: a companion
 * with their own children added after a count): "2 adults, oh wait my sister's coming too with her kid (10)",
 * "somos 2 y también viene mi cuñada con sus dos hijos de 4 y 6", "plus my brother and his son, 12". The count said
 * first is the adults known ("2 adults", or the speakers' "somos 2" / "we're 2" with no child before the companion);
 * each companion named after it, followed by children tied to them by "su/sus/her/his/their", is one more adult
 * (their children are children with the ages said); a word of addition ("también", "too", "plus"…) must stand after
 * the count. Without that word ("2 adultos, mi hermana con su hijo") the sister may be one of the 2: not derived.
 * Returns undefined when the message is not of this class.
 */
function companionsWithOwnKids(
  r: Reader,
  ms: readonly Mention[],
  comps: readonly Extract<Mention, { k: 'companion' }>[],
  totals: readonly Extract<Mention, { k: 'total' }>[],
): number | undefined {
  if (comps.length === 0 || comps.some((c) => c.n === undefined || c.counted || c.lead || c.pair)) return undefined;
  const counted = ms.filter((m): m is Extract<Mention, { k: 'adults' }> => m.k === 'adults');
  let base: number;
  let countEnd: number;
  if (counted.length > 0) {
    if (totals.length > 0 || counted.some((a) => a.person || a.desc || a.sum)) return undefined;
    base = counted.reduce((n, a) => n + a.n, 0);
    countEnd = Math.max(...counted.map((a) => a.at)) + 1;
  } else if (totals.length === 1 && !totals[0]!.family && (totals[0]!.we || TOTAL_VERBS.has(r.t(totals[0]!.at)) || r.t(totals[0]!.at) === 'we')) {
    base = totals[0]!.n;
    countEnd = totals[0]!.end;
    // "somos 2 y un niño de 5, y también…": whether the 2 count the child is its own question
    if (ms.some((m) => m.k === 'children' && posOf(m) < comps[0]!.at)) return undefined;
  } else return undefined;
  if (comps.some((c) => c.at < countEnd)) return undefined;
  const sorted = [...ms].sort((a, b) => posOf(a) - posOf(b));
  for (const c of comps) {
    const next = sorted[sorted.indexOf(c) + 1];
    if (next?.k !== 'children' || next.n === undefined || !THEIR.has(r.t(next.at))) return undefined;
  }
  if (!r.toks.slice(countEnd).some((t) => ADDING_WORDS.has(t.t))) return undefined;
  return base + comps.reduce((n, c) => n + c.n!, 0);
}

/**
 * Whether children are joined to the total by a plain "y", "and", "+" ("somos 4
 * y los niños": 4 adults and the children, or 4 in all? not even a family
 * size to ask about), rather than "con", "with", "incluyendo".
 */
function pureAdd(r: Reader, total: Extract<Mention, { k: 'total' }>, ms: readonly Mention[]): boolean {
  return ms.some((m) => {
    if (m.k !== 'children') return false;
    const at = posOf(m);
    if (at < total.end) return false;
    for (let k = total.end; k < at; k++) if (/^(con|with|incluyendo|incluidos|including|contando|counting)$/.test(r.t(k))) return false;
    return ADDITIVE.has(r.t(at - 1)) || Array.from({ length: at - total.end }, (_, x) => r.t(total.end + x)).some((w) => ADDITIVE.has(w));
  });
}

/**
 * Whether the children after the total are joined to it only by a plain "y",
 * "and", "+", "más", "plus" (not "con", "with", nor words pointing into the
 * total): "somos 2 y un niño de 3", "we're 2 + a baby".
 */
function plainJoin(r: Reader, total: Extract<Mention, { k: 'total' }>, ms: readonly Mention[]): boolean {
  // the speakers counted by a verb ("somos 2", "we're 2"), not people counted by a noun ("2 pax + 1 chd": in it?).
  // Class: the speakers counted by a verb and a people noun ("somos 2 personas y un niño", "we are 2 persons and one
  // child of 6"): the verb makes them the speakers, like "somos 2 y un niño".
  const verbBefore =
    TOTAL_VERBS.has(r.t(total.at - 1)) || (/^(are|were)$/.test(r.t(total.at - 1)) && r.t(total.at - 2) === 'we') || /^(were|we're)$/.test(r.t(total.at - 1));
  if (!(TOTAL_VERBS.has(r.t(total.at)) || r.t(total.at) === 'we' || (verbBefore && WORDS.get(r.t(total.end - 1))?.cls === 'people'))) return false;
  const kids = ms.filter((m) => m.k === 'children' && posOf(m) >= total.end);
  if (kids.length === 0 || ms.some((m) => m.k !== 'children' && m !== total && m.k !== 'zeroKids')) return false;
  const at = posOf(kids[0]!);
  let joint = false;
  for (let k = total.end - 1; k < at; k++) {
    const w = r.t(k);
    if (/^(con|with)$/.test(w) || INCLUSIVE_WORDS.has(w)) return false;
    if (k >= total.end && /^(y|e|and|\+|&|mas|plus|n)$/.test(w)) joint = true;
  }
  return joint;
}

/** Whether mention `m` is joined after the total by a plain "y", "and", "+", "más", "plus" and nothing pointing into it ("con", "incluyendo"). */
function plainlyAdded(r: Reader, total: Extract<Mention, { k: 'total' }>, m: Mention): boolean {
  const at = m.at < 0 ? -1 - m.at : m.at;
  if (at < total.end) return false;
  let joint = false;
  for (let k = total.end; k < at; k++) {
    const w = r.t(k);
    if (/^(con|with)$/.test(w) || INCLUSIVE_WORDS.has(w)) return false;
    if (/^(y|e|and|\+|&|mas|plus)$/.test(w)) joint = true;
  }
  return joint || /^(y|e|and|\+|&|mas|plus)$/.test(r.t(at - 1));
}

/** Whether `m` is joined by a plain "y"/"and"/"+" right after the total ("2 of us and 10 colleagues"). */
function joinedRightAfter(r: Reader, total: Extract<Mention, { k: 'total' }>, m: Mention): boolean {
  const at = m.at < 0 ? -1 - m.at : m.at;
  return at === total.end + 1 && /^(y|e|and|\+|&|mas|plus)$/.test(r.t(total.end));
}

/**
 * Class: people listed before the speakers counted by a pronoun ("mis suegros, mis papás y nosotros dos", "my parents
 * and us two"): each is more people, like "nosotros dos y mi suegra". Only in a plain list: nothing but list words
 * ("," "y" "and" "+") and the people's own words between `m` and the pronoun, the last joined right before it; never
 * a partner ("mi esposa y nosotros dos": she may be one of the two).
 */
function listedBeforeWe(r: Reader, total: Extract<Mention, { k: 'total' }>, m: Mention): boolean {
  const at = m.at < 0 ? -1 - m.at : m.at;
  // a partner before "us two" ("mi esposa y nosotros dos") may be one of the two: not this class; someone else's
  // partner ("mi hermano, su esposa y nosotros dos", "my brother, his wife and us two") is one more
  const othersPartner = /^(su|his|her|their)$/.test(r.t(at)) || /^(su|his|her|their)$/.test(r.t(at - 1));
  if (at >= total.at || (r.partnerAt(at) && !othersPartner) || !/^(y|e|and|\+|&|,)$/.test(r.t(total.at - 1))) return false;
  for (let k = at; k < total.at; k++) if (/^(con|with|incluyendo|including)$/.test(r.t(k)) || INCLUSIVE_WORDS.has(r.t(k))) return false;
  return true;
}

/** Whether mention `m` joins the total with "y", "con", "and", "with", "+" ("somos 4 y 2 niños": the split is unclear). */
function linkedAdditively(r: Reader, total: Extract<Mention, { k: 'total' }>, m: Mention): boolean {
  const at = m.at < 0 ? -1 - m.at : m.at;
  if (at < total.end) return false;
  for (let k = total.end; k < at; k++) {
    const w = r.t(k);
    if (INCLUSIVE_WORDS.has(w)) return false;
    if (ADDITIVE.has(w)) return true;
  }
  // the connector absorbed just before the mention
  return ADDITIVE.has(r.t(at - 1)) && at - 1 >= total.end;
}

/**
 * Who travels in one guest message (Spanish or English, any sentence).
 *
 * Reads:
 * - adults: "2 adultos", "dos adultos", "2 adults", "2 grandes" (beside
 *   children), "somos una pareja", "en pareja", "a couple", "mi esposa y
 *   yo", "my wife and I", "me + girlfriend", "voy con mi novia" (the speaker
 *   counts when a companion is joined with "con"/"with", no "we" word is in
 *   the message and the sentence is about a trip: a travel word, other people,
 *   words already read by earlier extractors such as dates, or the party
 *   question), "solo yo", "voy sola", "just me", "solo traveler" (1). A
 *   companion named while talking it over ("let me check with my wife", "le
 *   pregunto a mi esposa") is not company, and then the speaker is not
 *   counted either. A bare "yo" counts only beside others ("… y yo", "yo con
 *   …"), alone at the party question, or with "solo"; "yo quiero…" is not a
 *   count. Partners in chat words are adults ("gf", "bf", "hubby", "mi
 *   señora", "mi parce"); "her/his/their/su" tie a relative or a child to
 *   someone of the party ("me, my gf and her 2 kids" → 2 adults and the
 *   children; "my brother and his wife"). "me" right before "my …" counts at
 *   the start or after "for"/"just" ("me my wife and kids"; not "tell me my
 *   options");
 * - friends counted on their own: "4 friends going to…", "para 5 amigas",
 *   "4 amigos que vamos…", or at the party question "4 friends" → that many
 *   adults; with the speaker ("4 amigas y yo", "con 3 amigos", "me and 3
 *   buddies", "yo y 2 parceros", and "me and 3 girls" when no partner is
 *   named) one more; elsewhere ("2 amigos me recomendaron…") nothing;
 * - people without children said: "para 2 personas", "2 pax", "somos 4",
 *   "we are 3", "for two", "pa 2", "gonna be 3 of us" → adults. A bare "para
 *   N"/"for N" counts only when nothing after it makes the number something
 *   else ("para 2 noches" is not people). A count corrected in the same
 *   message is dropped ("somos 3 no 2" → 3; "no somos 2, somos 3" → 3). At
 *   the party question "solo 1", "just one", "solo 2" → that many adults
 *   (elsewhere "solo 1" is not claimed). A total is not taken as the adults
 *   while a child word stands unread in the message;
 * - the speakers counted by a pronoun with children added: "us 2 and our
 *   son", "nosotros dos y nuestro hijo", "the 3 of us and the baby" → the
 *   count is the adults ("somos 2 y un niño" stays unclear: children only);
 * - unsure counts → `unsure` and no adults/children: two counts ("somos como
 *   4 o 5", "4-5 people", "entre 4 y 5 personas"; bare "4 o 5" only at the
 *   party question) → `totals: [4, 5]`; an approximate one after a verb
 *   ("somos como 4") → `totals: [4]`; a family size without its split
 *   ("family of four", "familia de 5", "una familia de 4": the article is
 *   claimed too, so it is never read as a count) → `totals: [4], family: true`.
 *   `family` is also set when children were mentioned beside two counts;
 * - children: "y un niño de 5 años", "2 niños de 4 y 7", "con mis dos hijos
 *   de 6 y 9", "un bebé de 8 meses" (age 0), "kids 6 and 9", "my son (5)",
 *   "a 5 year old", "2 kids" (count, ages asked), "gemelos de 4" ([4, 4]),
 *   "sin niños" / "no kids" / "solo adultos" (children 0); kids in chat and
 *   regional words ("pelaítos", "culicagados", "gurises", "peques"; "chinos",
 *   "pelaos", "chamos", "chicos" only with ages, an own possessive, or a
 *   count beside adults: never "comida china", "estoy pelado"); "my 12 yo
 *   nephew", "12 y/o", "mi sobrino de 12" (a nephew, niece or godchild is a
 *   child only with an age under 18; without an age no adult count is
 *   derived around them). Ages are whole
 *   years 0..17 (months → floor(months / 12)); `ages` may be shorter than
 *   `children` (the rest are asked). "con mis hijos" (how many not said) sets
 *   no count;
 * - totals with a split: "somos 4, 2 adultos y 2 niños"; "familia de 5 (3
 *   niños)", "family of four, kids 6 and 9", "3 personas, una es una niña de
 *   7" → the adults are the rest. "somos 4 y 2 niños" (joined with "y"/"con": 4 + 2 or 2 + 2?)
 *   keeps the children and leaves the adults out. A total with children of
 *   unknown number in it ("somos 4 con los niños", "we're 5 including the
 *   kids") → `unsure: { totals: [4], family: true }`; joined with a plain "y"
 *   ("somos 4 y los niños") nothing. Totals that disagree with the parts
 *   leave adults and children out;
 * - rooms: "2 habitaciones", "dos cuartos", "una habitación doble", "a room",
 *   "room for 2" / "habitación para 2 adultos" (one room);
 *   per room: "dos habitaciones, cada una con 2 adultos", "2 rooms with 2
 *   adults each", "2 habitaciones de 2 adultos", "una habitación para 2
 *   adultos y otra para 2 adultos y un niño de 3", "3 habitaciones: una para
 *   2 adultos, otra para…", "… y otra para 1" (a bare count in a later room
 *   is its adults), "3 rooms: 2+2+1 adults" (counts joined by "+" only when
 *   they match the rooms said; otherwise no adults) → `perRoom` (only when
 *   every room has an adult and every child's age is known; otherwise the
 *   totals alone);
 * - form style: "adultos: 2, niños: 1";
 * - people described, not counted: "dos ingenieros", "4 backpackers" (as
 *   friends), "un matrimonio", "a retired couple" (2), "una señora de 80
 *   años" (1 adult, and whoever is named joined after her: "y su
 *   enfermera"); "la abuela", "the in-laws" (the article for "my", unless
 *   adults were counted before); "in-laws", "mother-in-law" are one word;
 *   a son or daughter aged 18 or more beside anyone else of the party is an
 *   adult ("yo con mi hija de 18" → 2 adults, 0 children; alone, or by a
 *   childhood word, "un niño de 18", it stays `childTooOld`); "our
 *   2-year-old twins" → 2 children aged 2;
 * - ages: spoken lists without commas when an "y"/"and" closes them ("de
 *   cuatro seis y ocho", "2 4 6 y 8"); "recién nacido", "newborn" → 0; "año
 *   y medio" → 1; "6½" → 6;
 * - travel agents' shorthand, only after a count: "2 ADL + 1 CHD (5 años)",
 *   "2 ADT 1 INF" (ADL/ADT adults, CHD/CHN children, INF an infant aged 0
 *   unless an age is said); "2+1" alone is never read;
 *   room codes "1 SGL + 1 DBL", "1 DBL + 1 TPL", "2 DBL" (each code one room
 *   with its adults: SGL 1, DBL/TWN 2, TPL 3, QDPL 4 → `rooms`, `adults`,
 *   `perRoom`; a count of adults said too must agree); "pax: 4 adultos en 2
 *   habitaciones" (the label is read along); numbered child labels "CHD1 08,
 *   CHD2 11" (the digit glued to the code numbers the child, never an age);
 * - room splits said in words: "en una habitación 2 adultos y en la otra 1
 *   adulto con 2 niños de 4 y 7", "in one room 2 adults and in the other 1";
 *   a room for people named, not counted, when another room follows ("one
 *   room for us and the kids (5 and 8), another for grandma": "us" with
 *   children is two adults, a relative alone one, "my parents" two); closing
 *   markers ("mi esposa y yo en una, mis papás en otra"); couples with a room
 *   each ("5 couples, one room each", "3 parejas, una habitación por pareja",
 *   "dos parejas cada una en su habitación") → 2 adults per room. Another
 *   room named but not read ("una habitación para mí y otra para los demás")
 *   drops the one room (the bot asks): a split is never read as one room.
 *
 * `m.expecting`: at `'childAges'` bare numbers are ages ("5 y 8", "tiene 5",
 * "8 meses"), returned as `ages` without `children` (the dialogue knows how
 * many). One age said for every child ("ambos de 6", "both are 7", "los dos
 * de 6", "cada uno de 6") → `ages: [6], sameAgeForAll: true`; twins there →
 * both ages without `children` ("twins, 4" → `[4, 4]`: the twins may be two
 * of more children). A unit belongs to the age said with it and to the bare
 * ages listed just before ("de 3 y 8 meses" → both months), never to an age
 * said on its own ("uno de 2 y otro de 11 meses" → 2 years, 11 months).
 * Elsewhere a lone number or "2 y 1" is never claimed (the combiner gives a
 * lone number to the current question).
 *
 * Problems (the values involved are left out): a child aged 18 or more →
 * `childTooOld` (the bot asks whether that person is an adult); 0 adults →
 * `noAdults`; more than {@link MAX_PEOPLE} people → `tooMany`; more than
 * {@link MAX_ROOMS} rooms → `tooManyRooms`.
 *
 * At `'childAges'`, part of the ages sets none (the words stay claimed, the
 * ages are asked again): one child named among several with fewer ages than
 * awaited ("eldest is 14", "el mayor tiene 9"), or one bare age when two or
 * more are awaited ("7" for two children). See `partialAges`.
 *
 * @param agesAwaited at `'childAges'`, how many children's ages the question
 *   waits for (children known minus ages known), when the dialogue passes it.
 * @returns what was found with the spans (indexes into `m.raw`) of the words
 *   used, connectors included; undefined when nothing about occupancy was said.
 */
/** Words that name a group of no number ("grupo", "varios", "few", "familia", "friends"): one of them must be said. */
const UNCOUNTED_HEAD: ReadonlySet<string> = new Set(
  (
    'grupo grupito monton parche combo group bunch varios varias algunos algunas muchos muchas few several many ' +
    'familia family amigos amigas friends colleagues coworkers companeros companeras colegas relatives familiares parientes'
  ).split(' '),
);
/** The other words such a phrase may hold ("somos", "un", "de", "la", "completa", "our", "whole", "a", "are"). */
const UNCOUNTED_WORDS: ReadonlySet<string> = new Set(
  (
    'somos seremos vamos viajamos un una unos unas de la el mi mis nuestra nuestro toda todo completa entera grande ' +
    'we are re were its it is s a some my our the whole all of big'
  ).split(' '),
);

/**
 * A party of no number said as a group ("un grupo de amigos", "la familia completa", "somos varios", "a few friends",
 * "our family", "a few colleagues", "unos amigos"): at the party question, where these words answer it, the party is
 * asked back (`unsure` with no totals) rather than only asked again (class: people of no number as the whole party).
 */
function uncountedGroup(m: Message): OccupancyFound | undefined {
  if (m.expecting !== 'party') return undefined;
  const words = m.folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (!words.some((w) => UNCOUNTED_HEAD.has(w)) || !words.every((w) => UNCOUNTED_HEAD.has(w) || UNCOUNTED_WORDS.has(w))) return undefined;
  const from = m.folded.search(/\S/);
  return { unsure: { totals: [] }, spans: [[from, m.folded.trimEnd().length]] };
}

/**
 * The words of a child's birthday to come with its time ("cumple 6 en enero", "turns 6 in January", "va a cumplir 9 el
 * mes que viene", "8 (9 next month)"), wherever they stand in the message: neither an age of the party nor the stay's dates (class: a
 * birthday's time is no date of the stay). `understand` blanks them before the dates are read, at every question (at
 * the children's-ages question occupancy reads first, elsewhere the dates would take "en enero" as the stay's month).
 * An age said to come and corrected in the same message ("cumple 5 la otra semana, o sea que todavía tiene 4") is left
 * to {@link extractOccupancy}, which reads the age now.
 */
export function birthdayToComeSpans(m: Message): TextRange[] {
  if (!/\b(?:cumple|cumplira|cumpliria|cumplir|turns|turning)\b|\d\s*\(\s*\d/.test(m.folded)) return [];
  const r = new Reader(m.folded, m.expecting);
  r.correctedAges();
  if (r.used.some(Boolean)) return [];
  r.birthdaysToCome();
  return r.spans();
}

/**
 * The party said in `m` ({@link OccupancyFound}): adults, children and their ages, rooms, a layout per room; at the
 * children's-ages question (`agesAwaited` ages asked) bare numbers are ages. Undefined when no party is said.
 */
export function extractOccupancy(m: Message, agesAwaited?: number): OccupancyFound | undefined {
  if (m.expecting === 'childAges') {
    const corrected = correctedAgeList(m, agesAwaited);
    if (corrected) return corrected;
  }
  // "menos tres y cinco", "minus two" (class: a count or age said with a sign): nobody is fewer than none, nothing is read
  if (NEGATIVE_COUNT.test(m.folded)) return undefined;
  // a child taken out by their age (see below) is read apart from the party
  const out = TAKEN_OUT.exec(foldKeepLength(m.raw));
  const rm = out ? { ...m, folded: m.folded.slice(0, out.index) + ' '.repeat(out[0].length) + m.folded.slice(out.index + out[0].length) } : m;
  const read = withEmojiParty(rm, withPeoplePhrase(rm, readOccupancy(rm, agesAwaited)));
  // "¿esto es un bot o una persona?", "are you a bot or a real person?" (class: the bot asked what it is): the one person
  // asked about is no party
  const said = foldKeepLength(m.raw).split(/[^\p{L}]+/u);
  if (
    read?.adults === 1 &&
    !read.children &&
    !read.ages?.length &&
    read.rooms === undefined &&
    said.some((w) => BOT_WORDS.has(w)) &&
    said.some((w) => BEING_ASKED.has(w))
  )
    return undefined;
  // Class: someone asked, not taken along ("lo consulto con el gerente", "let me check with the manager"): a party read
  // only from "con"/"with" after a verb of asking is no party
  if (read && read.spans.length === 1 && read.adults !== undefined && !read.children) {
    const text = foldKeepLength(m.raw);
    const before = text.slice(0, read.spans[0]![0]);
    const from = text.slice(read.spans[0]![0]);
    const verb = /([\p{L}]+)\s+$/u.exec(before)?.[1] ?? '';
    const verbBeforeCon = /([\p{L}]+)\s+(?:con|with)\s+$/u.exec(before)?.[1] ?? '';
    if ((/^(con|with)\b/.test(from) && CONSULT_VERBS.test(verb)) || CONSULT_VERBS.test(verbBeforeCon)) return undefined;
  }
  // Class: a child of 17 said to turn 18 soon ("14 and 17 — actually my son turns 18 next week", "15 y 17, pero el
  // mayor cumple 18 la otra semana"): an adult at check-in or not, the ages are asked, never guessed.
  if (read?.ages?.includes(17) && TURNING_ADULT.test(foldKeepLength(m.raw))) {
    const { ages: _ages, ...rest } = read;
    return rest.spans.length > 0 ? rest : undefined;
  }
  // Class: a child taken out of the party by their age, after the children were listed ("2 adults and 3 kids (2, 5, 8) …
  // actually take out the 8-year-old", "… quita al de 8"): that child is not counted; one of two of the same age, or an
  // age nobody has, leaves the children asked
  if (read?.ages && read.children === read.ages.length && out && read.spans.some(([s]) => s < out.index)) {
    const age = Number(out[1]);
    const { children: _c, ages: _a, ...rest } = read;
    if (read.ages.filter((a) => a === age).length !== 1) return rest;
    const ages = read.ages.filter((a) => a !== age);
    return { ...rest, children: ages.length, ...(ages.length ? { ages } : {}), spans: [...read.spans, [out.index, out.index + out[0].length]] };
  }
  // Class: a party said as a sum alone at the party question ("2+1", "4 + 2"): grown-ups and children, or all grown-ups?
  // The total is said back and who they are asked, never guessed.
  const sum = m.expecting === 'party' && !read ? BARE_SUM.exec(m.folded) : null;
  if (sum) {
    const total = Number(sum[1]) + Number(sum[2]);
    if (Number(sum[1]) >= 1 && Number(sum[2]) >= 1 && total <= MAX_PEOPLE)
      return { spans: [[sum.index, sum.index + sum[0].length]], unsure: { totals: [total], sum: [Number(sum[1]), Number(sum[2])] } };
  }
  return m.expecting === 'childAges' ? withOnlyOneChild(m, read) : read;
}

/** A child taken out by their age: "take out the 8-year-old", "remove the 8 yo", "quita al de 8", "sin el de 8". */
const TAKEN_OUT =
  /\b(?:(?:take out|remove|leave out|minus|drop|quita|quitale|quitame|quitemos|saca|sacale|sacame)\s+(?:(?:the|al|el|a la|la)\s+)?(?:(?:de|del)\s+)?|sin (?:el|la) de\s+)(\d{1,2})(?:\s*-?\s*(?:years?|yrs?)\s*-?\s*old|\s*-?\s*yo|\s+anos?)?\b/u;

/** Two counts joined by "+" as the whole answer ("2+1", " 4 + 2 "). */
const BARE_SUM = /^\s*(\d{1,2})\s*\+\s*(\d{1,2})\s*$/;

/** A birthday to 18 said to come ("turns 18", "cumple 18", "va a cumplir los 18"). */
const TURNING_ADULT = /\b(?:turns?|turning|will be|cumple|cumplira|va a cumplir|cumplen)\s+(?:los\s+)?18\b/;

/** A sign word right before a number ("menos 3", "minus two"), not a bound ("menos de 2") nor "más o menos 4". */
const NEGATIVE_COUNT = new RegExp(
  String.raw`(?<!\bmas o )\b(?:${phrasesAlternation(PEOPLE_GRAMMAR.signs)})\s+(?:\d|(?:uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|one|two|three|four|five|six|seven|eight|nine|ten)\b)`,
  'u',
);

/**
 * Class: at the children's-ages question, "only one" said of the children is a new count of one child ("solo es uno,
 * de 6", "es uno solo, tiene 4", "uno solo, de 7", "just one, she's 5", "only one: 7", "en realidad es solo uno, de 6"): the count
 * is 1, never an age of 1.
 */
const ONLY_ONE_CHILD =
  /^\W*(?:(?:no|bueno|pues|ah|perdon|sorry|actually|oh|well|wait|espera|mejor|corrijo|en realidad|la verdad|in fact)\W+)*(?:(?:solo|nada mas|nomas)\s+(?:es|hay|va|viene)\s+(?:uno|una)|(?:(?:es|hay|va|viene)\s+)?(?:uno|una)\s+(?:solo|sola|nomas|nada mas)|(?:es|son)\s+solo\s+(?:uno|una)|solo\s+(?:uno|una)|(?:it's|its|there's|theres|there is|it is)\s+(?:just|only)\s+one|(?:just|only)\s+one)(?![\p{L}\p{N}])(?!\s+(?:more|mas|thing|cosa|question|pregunta|sec|second|segundo|momento|moment|minute|minuto)\b)/u;

function withOnlyOneChild(m: Message, read: OccupancyFound | undefined): OccupancyFound | undefined {
  const said = ONLY_ONE_CHILD.exec(m.folded);
  if (!said || (read?.ages?.length ?? 0) > 1 || read?.children !== undefined || read?.adults !== undefined) return read;
  const span: TextRange = [said.index, said.index + said[0].length];
  return { ...read, children: 1, ages: read?.ages ? [...read.ages] : [], spans: [...(read?.spans ?? []), span] };
}

/** Emoji of one grown-up (man, woman, person) in a family sequence. */
const EMOJI_ADULTS = '\u{1F468}\u{1F469}\u{1F9D1}';
/** Emoji of one child (girl, boy, child, baby) in a family sequence. */
const EMOJI_CHILDREN = '\u{1F467}\u{1F466}\u{1F9D2}\u{1F476}';
/** A family emoji: two or more people emoji joined by zero-width joiners ("👨‍👩‍👧", "👩‍👩‍👦‍👦"), skin tones allowed. */
const FAMILY_EMOJI = new RegExp(
  `[${EMOJI_ADULTS}${EMOJI_CHILDREN}][\u{1F3FB}-\u{1F3FF}\u{FE0F}]?(?:\u200D[${EMOJI_ADULTS}${EMOJI_CHILDREN}][\u{1F3FB}-\u{1F3FF}\u{FE0F}]?)+`,
  'gu',
);
/** Emoji of a couple ("👫", "👬", "👭", "💑"): two grown-ups. */
const COUPLE_EMOJI = /[\u{1F46B}\u{1F46C}\u{1F46D}\u{1F491}]/gu;

/**
 * Class: a family or a couple said by an emoji ("poblado verde 👨‍👩‍👧‍👦 del 10 al 14, los niños tienen 5 y 9",
 * "cartagena 15/3 al 20/3 👫", "👨‍👩‍👧" at the party question): its grown-ups and children, the children's ages from the
 * words when they count the same children. Only one such emoji in the message, at the party question or with none
 * asked, and only where the words counted no grown-ups (words said win); children counted otherwise by the words are
 * a doubt left to the question.
 */
function withEmojiParty(m: Message, read: OccupancyFound | undefined): OccupancyFound | undefined {
  if (m.expecting !== undefined && m.expecting !== 'party') return read;
  if (read && (read.adults !== undefined || read.unsure || read.problem || read.perRoom)) return read;
  const families = [...m.raw.matchAll(FAMILY_EMOJI)];
  const couples = [...m.raw.matchAll(COUPLE_EMOJI)];
  if (families.length + couples.length !== 1) return read;
  const people = families.length === 1 ? [...families[0]![0]] : ['\u{1F468}', '\u{1F469}'];
  const adults = people.filter((c) => EMOJI_ADULTS.includes(c)).length;
  const children = people.filter((c) => EMOJI_CHILDREN.includes(c)).length;
  if (adults === 0) return read;
  if (read?.children !== undefined && read.children !== children) return read;
  if (children === 0 && (read?.children ?? 0) > 0) return read;
  return {
    ...read,
    spans: read?.spans ?? [],
    adults,
    ...(children > 0 ? { children } : {}),
    ...(children > 0 && read?.ages && read.ages.length === children ? { ages: read.ages } : {}),
  };
}

/**
 * Class: a party said as a list of people that the readers above leave unread or read in part ("self, wife,
 * mother-in-law", "mi mamá, mi papá, yo y mis 2 hermanitos de 8 y 13"): one clause of the message read in full by the
 * people-phrase grammar ({@link peopleClauses}) gives its adults, children and ages. Taken only when it is safe:
 * exactly one clause is such a list, none of whose words another reader took, and no other number is said but its
 * total ("familia de 5: nosotros 2 y 2 niños" does not add up); the speaker is named or nobody is tied to them ("mi mamá y mi tía" may travel
 * without the speaker: asked); the readers above set no value it contradicts and no doubt (`unsure`, `problem`,
 * rooms split); only at the party question or with no question asked (at the nights question "a couple" is two nights).
 */
function withPeoplePhrase(m: Message, read: OccupancyFound | undefined): OccupancyFound | undefined {
  // at a question of something else ("¿cuántas noches?" → "a couple") a list of people is no answer
  if (m.expecting !== undefined && m.expecting !== 'party') return read;
  if (read && (read.unsure || read.problem || read.perRoom || read.sameAgeForAll)) return read;
  const parties = peopleClauses(m.folded);
  if (parties.length !== 1) return read;
  const p = parties[0]!;
  // words other readers took may stand beside the list only across a mark ("Bogotá next Friday, me and a colleague"):
  // one right beside it may be what the list is said of ("thanks mate", "mate" taken alone is no party)
  const whole = foldKeepLength(m.raw);
  if (whole.slice(p.start, p.end) !== m.folded.slice(p.start, p.end)) return read;
  const before = /[\p{L}\p{N}]\s*$/u.test(whole.slice(p.clauseStart, p.start)) && !/[\p{L}\p{N}]\s*$/u.test(m.folded.slice(p.clauseStart, p.start));
  const after = /^\s*[\p{L}\p{N}]/u.test(whole.slice(p.end, p.clauseEnd)) && !/^\s*[\p{L}\p{N}]/u.test(m.folded.slice(p.end, p.clauseEnd));
  if (before || after) return read;
  // a number said elsewhere that is not the party's total ("familia de 5: nosotros 2 y 2 niños" does not add up): asked
  const outside = `${m.folded.slice(0, p.clauseStart)} ${m.folded.slice(p.clauseEnd)}`;
  for (const w of outside.match(/\p{L}+|\p{N}+/gu) ?? []) {
    // "un", "una", "one" are as often articles ("con una habitación")
    const n = /^(un|uno|una|one)$/.test(w) ? undefined : peopleCount(w);
    if (n !== undefined && n !== p.adults + p.children) return read;
  }
  // a family named by its bare roles ("papá, mamá, mi abuela y los gemelos de 4") names the speaker among them
  if ((p.owned && !p.speaker && !p.roles) || p.adults === 0 || p.adults + p.children > MAX_PEOPLE) return read;
  const ages = p.ages ?? [];
  if (read) {
    const agrees =
      (read.adults === undefined || read.adults === p.adults) &&
      (read.children === undefined || read.children === p.children) &&
      (read.ages === undefined || read.ages.join() === ages.join());
    const adds = read.adults === undefined || (read.children === undefined && p.children > 0) || (read.ages === undefined && ages.length > 0);
    // Class: someone named in a list the reader above left out ("me, my wife, grandma and the two kids (3 and 5)" is
    // three grown-ups, not two): when the whole message is the list, read word by word, and it names more grown-ups
    // with the same children and ages, the list is the party
    // (also when the list is one clause of a longer message and every word the reader took lies inside it: "pa ctg en
    // el puente, la cucha, el cucho, mi hermano d 12 y yo", "Año nuevo en Santa Marta, matrimonio con bebé de 6 meses")
    const inside = read.spans.length > 0 && read.spans.every(([s, e]) => s >= p.start && e <= p.end);
    const missed =
      ((p.clauseStart === 0 && p.clauseEnd === m.folded.length) || inside) &&
      read.adults !== undefined &&
      p.adults > read.adults &&
      (read.children ?? 0) === p.children &&
      (read.ages ?? []).join() === ages.join();
    // Class: a list closed by its total that agrees with it ("mi esposa y yo y mi hijastro de 18, tres adultos
    // entonces"): the total is the list's, not more people beside it
    const totalled = p.total !== undefined;
    if (!missed && !totalled && (!agrees || !adds)) return read;
  }
  return {
    ...read,
    adults: p.adults,
    ...(p.children > 0 ? { children: p.children } : {}),
    ...(p.ages ? { ages: p.ages } : {}),
    spans: [...(read?.spans ?? []), [p.start, p.end]],
  };
}

/** Words taking back the ages said before them ("nueve y once, no, nueve y doce", "ocho y diez, corrijo: ocho y once"). */
const AGE_CORRECTIONS = /(?<![\p{L}\p{N}])(no|corrijo|perdon|perdona|digo|mejor dicho|sorry|i mean|actually|wait|espera)(?![\p{L}\p{N}])/gu;
/** A list of ages restated at the end of the message after a correction: "…, so 6 and 10", "…, entonces 6 y 10", "…, o sea 6 y 10". */
const AGES_RESTATED = /(?<![\p{L}\p{N}])(?:so|entonces|o sea|osea|asi que)\s*[,:]?\s*([\p{N}\s,y&and]+)$/u;

/**
 * Class: the children's ages said, then said again after a correction word ("nueve y once no nueve y doce", "ocho y
 * diez, corrijo: ocho y once", "5 and 8, sorry, 5 and 9"): at the ages question the list after the last correction
 * word replaces the one before it, when both hold as many ages. Undefined otherwise (the message is read as usual).
 */
function correctedAgeList(m: Message, agesAwaited: number | undefined): OccupancyFound | undefined {
  const whole = foldKeepLength(m.raw);
  const nums = tokenize(m.folded).filter((t) => t.d || (t.t in NUMBER_WORDS && !/^(un|una|uno|a|an|one)$/.test(t.t)));
  if (nums.length < 2) return undefined;
  let cut: number | undefined;
  for (const x of whole.matchAll(AGE_CORRECTIONS)) {
    const end = x.index + x[0].length;
    if (nums.some((t) => t.e <= x.index) && nums.some((t) => t.s >= end)) cut = end;
  }
  if (cut === undefined) return undefined;
  // Class: the list said again whole at the end after the correction ("6 and 9 — oh wait, she turned 10 last week, so 6
  // and 10", "6 y 9, no, ya cumplió 10, entonces 6 y 10"): that list is the answer
  const again = AGES_RESTATED.exec(m.folded.slice(cut));
  if (again) {
    const at = cut + again.index + again[0].length - again[1]!.length;
    const list = readOccupancy({ ...m, folded: ' '.repeat(at) + m.folded.slice(at) });
    if (list?.ages && list.adults === undefined && !list.problem && (agesAwaited === undefined || list.ages.length === agesAwaited))
      return { ...list, spans: [...list.spans, [0, at]] };
  }
  // "5 and 8 – and actually there's a third, he's 2": one more child announced after the marker adds, it corrects nothing
  if (ONE_MORE_CHILD.test(whole.slice(cut))) return undefined;
  // each part read on its own (a part may hold fewer ages than awaited); the result is checked against them below
  const head = readOccupancy({ ...m, folded: m.folded.slice(0, cut) });
  const tail = readOccupancy({ ...m, folded: ' '.repeat(cut) + m.folded.slice(cut) });
  const headAges = head?.ages ?? [];
  if (!tail?.ages || tail.adults !== undefined || head?.adults !== undefined || tail.problem || head?.problem) return undefined;
  if (tail.children !== undefined && tail.children !== tail.ages.length) return undefined;
  const spans: TextRange[] = [...(head?.spans ?? []), ...tail.spans, [0, cut]];
  if (headAges.length === tail.ages.length) return agesAwaited === undefined || tail.ages.length === agesAwaited ? { ...tail, spans } : undefined;
  // "el primero tiene ocho y el segundo cinco no perdón seis", "uno de 5, el otro de 7... no perdón 8": one age said
  // right after the correction takes back the last one before it
  const last = tokenize(m.folded.slice(0, cut))
    .filter((t) => t.d || (t.t in NUMBER_WORDS && !/^(un|una|uno|a|an|one)$/.test(t.t)))
    .pop();
  const between = last ? whole.slice(last.e, cut) : '';
  if (
    tail.ages.length === 1 &&
    headAges.length >= 2 &&
    (agesAwaited === undefined || headAges.length === agesAwaited) &&
    !/[\p{N}]/u.test(between) &&
    between.length <= 24 &&
    head?.children === undefined
  )
    return { ages: [...headAges.slice(0, -1), tail.ages[0]!], spans };
  return undefined;
}

/** Words announcing one more child ("there's a third", "another one", "hay un tercero", "y otro de 2"). */
const ONE_MORE_CHILD = new RegExp(String.raw`\b(?:${phrasesAlternation(PEOPLE_GRAMMAR.oneMore)})\b`);

/**
 * Class: children counted, then described one by one after a colon or a bracket ("2 kids: a toddler and a
 * 5-year-old", "my 2 kids (a teen & a tween)", "2 niños: un bebé y uno de 5"): the described children are the ones
 * counted, not more. When the children named one each right after the count add up to it, they become that one count,
 * with their ages when every one of them said one (otherwise the ages are asked).
 */
function describedCountedChildren(r: Reader, found: Mention[]): Mention[] {
  for (let idx = 0; idx < found.length; idx++) {
    const x = found[idx]!;
    if (x.k !== 'children' || x.at < 0 || x.n === undefined || x.n < 2 || x.ages.length > 0 || x.old.length > 0) continue;
    let open = -1;
    for (let k = x.at + 1; k <= x.at + 3 && k < r.toks.length; k++)
      if (/^(:|\(|-)$/.test(r.t(k))) {
        open = k;
        break;
      }
    if (open < 0) continue;
    let sum = 0;
    let j = idx + 1;
    const ages: number[] = [];
    const old: number[] = [];
    while (j < found.length && sum < x.n) {
      const y = found[j]!;
      if (y.k !== 'children' || y.at <= open || y.n !== 1 || !DESCRIBED_ONE.has(r.t(y.at))) break;
      sum++;
      ages.push(...y.ages);
      old.push(...y.old);
      j++;
    }
    if (sum !== x.n) continue;
    // one more child named one by one right after is not of the count: left as said (the counts then disagree)
    const next = found[j];
    if (next?.k === 'children' && next.n === 1 && DESCRIBED_ONE.has(r.t(next.at))) continue;
    // ages for only some of them are asked again for all, as with any count said with fewer ages
    const whole = ages.length + old.length === x.n;
    return [...found.slice(0, idx), { ...x, ages: whole ? ages : [], old: whole ? old : [] }, ...found.slice(j)];
  }
  return found;
}

/** The article of one child described after a count of children ("a toddler", "un bebé", "uno de 5"). */
/**
 * Class: children counted, then named again by their bare plural noun with their ages after a comma ("2 adults 2 kids,
 * kids are 5 and 13", "2 niños; niños de 5 y 7"): the noun names the counted children, not more of them; their ages
 * are the count's. Only when as many ages are said as were counted, and the noun carries no count of its own.
 */
function agedCountedChildren(r: Reader, found: Mention[]): Mention[] {
  const out: Mention[] = [];
  for (const y of found) {
    const x = out[out.length - 1];
    const noun = y.at >= 1 ? r.cls(y.at) : undefined;
    if (
      y.k === 'children' &&
      y.n !== undefined &&
      y.n >= 1 &&
      y.ages.length + y.old.length === y.n &&
      noun?.cls === 'child' &&
      noun.plural &&
      /^(,|;|\.|:)$/.test(r.t(y.at - 1)) &&
      x?.k === 'children' &&
      x.n === y.n &&
      x.ages.length + x.old.length === 0 &&
      x.at < y.at
    ) {
      out[out.length - 1] = { ...x, ages: y.ages, old: y.old };
      continue;
    }
    out.push(y);
  }
  return out;
}

const DESCRIBED_ONE: ReadonlySet<string> = readerWords('describedOne');

function readOccupancy(m: Message, agesAwaited?: number): OccupancyFound | undefined {
  const r = new Reader(m.folded, m.expecting, () => blankedWords(m), foldKeepLength(m.raw), m.lang, PERSONAL_SLOTS.has(m.expecting ?? '') ? undefined : m.raw);
  r.scan();
  // at the guest's own questions the party is taken only when counted plainly ("somos 3 adultos"): "yo solo soy la
  // asistente", "a nombre de mi esposo" describe the booker, not who travels (class: the party at personal questions)
  let found =
    m.expecting !== undefined && PERSONAL_SLOTS.has(m.expecting)
      ? r.found.filter(
          (x) =>
            !(
              x.k === 'self' ||
              x.k === 'notSelf' ||
              x.k === 'companion' ||
              (x.k === 'adults' && (x.person || x.desc)) ||
              // "a nombre de mi hijo Santiago Ríos", "ponla a nombre de mi hija Diana": a son or daughter named without an
              // age there is the booking's holder, not a child counted
              (x.k === 'children' && x.rel && x.n === 1 && x.ages.length === 0 && x.old.length === 0)
            ),
        )
      : r.found;
  if (found.length === 0) return uncountedGroup(m);
  // "¿cuál me recomienda usted para ir con la abuela?", "which one would you recommend to go with my mom?" (class: a
  // question about a place, not a party statement): company named only inside a request for advice sets no count
  if (
    r.whole.split(/[^\p{L}]+/u).some((w) => ADVICE_WORDS.has(w)) &&
    found.some((x) => x.k === 'companion') &&
    found.every(
      (x) =>
        x.k === 'self' ||
        (x.k === 'companion' && [1, 2, 3].some((d) => /^(ir|viajar|llevar|go|travel|take|going|travelling|traveling)$/.test(r.t(posOf(x) - d)))),
    )
  )
    return undefined;
  found = dropNamedAgain(r, found);
  found = dropRestated(r, found);
  // Class: a child named by a word that says their age ("la quinceañera", "el quinceañero": 15): that age
  found = found.map((x) => {
    if (x.k !== 'children' || x.n !== 1 || x.ages.length > 0 || x.old.length > 0 || x.at < 0) return x;
    const w = [0, 1].map((d) => r.t(x.at + d)).find((t) => AGE_WORDS.has(t));
    return w === undefined ? x : { ...x, ages: [AGE_WORDS.get(w)!] };
  });
  // Class: a child counted and then said whose it is after a comma ("1 adulto y un niño de 4, mi hijo", "a kid of 6, my
  // son"): the son or daughter named with no count nor age, closing the list, is that child, not one more
  found = found.filter((x, idx) => {
    const prev = found[idx - 1];
    if (x.k !== 'children' || !x.rel || x.n !== 1 || x.ages.length > 0 || x.old.length > 0 || x.at < 1) return true;
    if (prev?.k !== 'children' || prev.n !== 1 || prev.rel || prev.at >= x.at || r.t(x.at - 1) !== ',') return true;
    const end = DETERMINERS.has(r.t(x.at)) ? x.at + 2 : x.at + 1;
    return !(r.t(end) === '' || /^(,|;|:)$/.test(r.t(end)));
  });
  // Class: a son or daughter named, then described again with the article and an age ("mi esposo, mi hija y yo, la niña
  // tiene 4", "my husband, our son and me, the kid is 6"): the same child, that age, not one more
  {
    const kids = found.filter((x): x is Extract<Mention, { k: 'children' }> => x.k === 'children');
    const [named, again] = kids;
    // (or the bare word after a comma, said of: "2 adults + 1 kid, kid is 4", "1 child, child is 11")
    const article = (at: number) =>
      /^(el|la|the)$/.test(r.t(at)) || /^(el|la|the)$/.test(r.t(at - 1)) || (/^(,|;|:)$/.test(r.t(at - 1)) && /^(is|tiene|has)$/.test(r.t(at + 1)));
    if (
      kids.length === 2 &&
      // (or one child counted, named again by the same word: "un niño, 3 noches desde el sábado, el niño tiene ocho")
      // (or a child counted with no word of its own, a form's "Pax: 2+1": "Pax: 2+1, la niña tiene 4")
      (named!.rel ||
        (named!.at >= 0 &&
          again!.at >= 0 &&
          (r.roleWord(named!.at) === r.roleWord(again!.at) || (r.roleWord(named!.at) === undefined && r.toks[named!.at]?.d)))) &&
      (named!.n === 1 || (named!.n !== undefined && named!.n > 1 && r.roleWord(named!.at) === undefined && r.toks[named!.at]?.d)) &&
      named!.ages.length + named!.old.length === 0 &&
      !again!.rel &&
      again!.n === 1 &&
      again!.ages.length === 1 &&
      again!.at > named!.at &&
      article(again!.at)
    )
      found = found.filter((x) => x !== again).map((x) => (x === named ? { ...named!, ages: again!.ages } : x));
    // Class: children counted, then one of them described after a comma with the article and an age ("2 adults and 2
    // kids, the girl is 4", "dos niños. El mayor tiene 8"): one of the counted, that age, the others' asked. Not joined
    // by "y"/"and" ("2 kids and the girl is 4": one more?).
    else if (
      kids.length === 2 &&
      named!.n !== undefined &&
      named!.n > named!.ages.length + named!.old.length &&
      !named!.rel &&
      again!.n === 1 &&
      again!.ages.length === 1 &&
      again!.old.length === 0 &&
      again!.at > named!.at &&
      article(again!.at) &&
      DESCRIBED_CHILD.has(r.roleWord(again!.at) ?? '') &&
      !/^(y|e|and|&|\+|plus|mas)$/.test(r.t((/^(el|la|the)$/.test(r.t(again!.at)) ? again!.at : again!.at - 1) - 1))
    )
      found = found.filter((x) => x !== again).map((x) => (x === named ? { ...named!, ages: [...named!.ages, ...again!.ages] } : x));
  }
  // Class: grown-ups counted, then the same people said as couples after a comma or colon ("somos cuatro adultos, dos
  // parejas de amigos", "6 adults: three couples"): the couples describe the count, they are not more people ("2 adultos
  // y 2 parejas", joined by "y", stays two counts)
  found = found.filter((x, idx) => {
    const next = found[idx + 1];
    if (x.k !== 'adults' || x.person || x.desc || x.sum || x.pairs || next?.k !== 'adults' || next.pairs === undefined || next.n !== x.n) return true;
    // (or after "o sea", "es decir", "that is": "somos cuatro adultos o sea dos parejas")
    const restating = restatingBefore(r, next.at);
    if (next.at <= x.at || !(/^(,|:)$/.test(r.t(next.at - 1)) || restating)) return true;
    // nothing but the count's own words between them ("cuatro adultos ,")
    return !r.used.slice(x.at, next.at - Math.max(1, restating) - (restating && r.t(next.at - restating - 1) === ',' ? 1 : 0)).every(Boolean);
  });
  found = describedCountedChildren(r, found);
  found = agedCountedChildren(r, found);
  // Class: a count corrected in the same breath ("tres adultos no perdón cuatro que se animó mi cuñado", "2 adultos, no,
  // 3 adultos", "4 kids, sorry, 3 kids"): the count after the correction replaces the one before, said bare or with its
  // noun again; never both added up
  found = found.flatMap((x) => {
    if (
      !(
        (x.k === 'adults' && !x.person && !x.desc && !x.sum && !x.pairs) ||
        x.k === 'total' ||
        (x.k === 'children' && x.n !== undefined && x.ages.length === 0)
      ) ||
      x.at < 0
    )
      return [x];
    const j = r.correctionAfter(x.at);
    if (j === undefined) return [x];
    const again = found.find((y) => y !== x && y.k === x.k && posOf(y) === j);
    if (again) return [];
    const n = r.toks[j]!.d ? Number(r.t(j)) : NUMBER_WORDS[r.t(j)];
    const nextWord = r.t(j + 1);
    if (n === undefined || n < 1 || r.used[j] || !(nextWord === '' || /^(,|que|q|entonces|then|please|porfa|y|and)$/.test(nextWord))) return [x];
    r.mark(j, j + 1);
    return [{ ...x, n }];
  });
  // Class: the last of a count of children said as a child of its own ("tres niños de 13, 8 y un bebé de 10 meses",
  // "three kids, 9, 6 and a baby"): when a list of two or more ages falls short of the count by one and one child
  // follows right after it, that child is the one missing, not one more
  {
    const merged: Mention[] = [];
    for (let idx = 0; idx < found.length; idx++) {
      const x = found[idx]!;
      const next = found[idx + 1];
      const said = x.k === 'children' ? x.ages.length + x.old.length : 0;
      // (also twins with their age closing the list: "los cuatro nietos, el mayor 12, el del medio 9 y las gemelas 4")
      const nextSaid = next?.k === 'children' ? next.ages.length + next.old.length : 0;
      if (
        x.k === 'children' &&
        x.n !== undefined &&
        said >= 2 &&
        next?.k === 'children' &&
        next.n !== undefined &&
        said + next.n === x.n &&
        (next.n === 1 ? nextSaid <= 1 : nextSaid === next.n && TWINS_ARTICLE.test(r.t(next.at))) &&
        !next.rel &&
        next.at > x.at &&
        /^(y|e|and|&|,)$/.test(r.t(next.at - 1)) &&
        r.used.slice(x.at, next.at - 1).every(Boolean)
      ) {
        merged.push({ ...x, ages: [...x.ages, ...next.ages], old: [...x.old, ...next.old] });
        idx++;
      } else merged.push(x);
    }
    found = merged;
  }
  // Class: someone more listed after a couple described ("a bride and groom plus the wedding planner", "los novios y
  // el fotógrafo") in words nobody read: the grown-ups are not all counted, so none are taken (the bot asks)
  if (found.some((x) => x.k === 'adults' && x.desc && r.unreadItemAfter(x.at)))
    found = found.filter((x) => x.k !== 'adults' && x.k !== 'companion' && x.k !== 'self' && x.k !== 'total');
  // Class: the speaker's own son or daughter, no age said, beside grandchildren ("quiero llevar a mis cuatro nietos …
  // y voy con mi hija", "my grandkids and my son"): a grandparent's child is grown up, company like "mi hermana".
  if (r.toks.some((t) => GRANDCHILDREN.has(t.t)))
    found = found.map((x) =>
      x.k === 'children' && x.rel && x.n !== undefined && x.ages.length === 0 && x.old.length === 0 && x.at >= 0 && OWN.has(r.t(x.at))
        ? { k: 'companion', n: x.n, at: x.at }
        : x,
    );
  // Class: grandparents named with the article beside their grandchildren ("vamos los abuelos con los cuatro nietos", "la
  // abuela el abuelo y los tres nietos"): they are the grown-ups of the party, the speaker one of them or speaking for
  // them; only when nobody else grown-up is named or counted
  if (
    r.toks.some((t) => GRANDCHILDREN.has(t.t)) &&
    found.some((x) => x.k === 'children') &&
    !found.some((x) => /^(self|notSelf|total|adults|unsure)$/.test(x.k))
  ) {
    const comps = found.filter((x) => x.k === 'companion');
    const elders = comps.filter((x) => x.at >= 0 && x.n !== undefined && /^(los|las|la|el)$/.test(r.t(x.at)) && ELDERS.has(r.t(x.at + 1)));
    if (elders.length > 0 && elders.length === comps.length)
      found = found.map((x) => (x.k === 'companion' && elders.includes(x) ? { k: 'adults', n: x.n!, at: x.at, person: true } : x));
  }
  // Class: couples each with their children ("dos parejas y cada una con un niño, uno de 5 y otro de 7", "two couples,
  // each with a baby"): the children said for one couple, times the couples; the ages said are all of theirs
  let coupleEach = false;
  {
    const kinds = found.map((x) => x.k).join(',');
    const couples = found[0];
    const kid = found[2];
    if (kinds === 'adults,each,children' && couples?.k === 'adults' && couples.pairs && kid?.k === 'children' && found[1]!.at > couples.at) {
      const per = r.toks[kid.at]?.d
        ? Number(r.t(kid.at))
        : r.t(kid.at) in NUMBER_WORDS
          ? NUMBER_WORDS[r.t(kid.at)]
          : /^(un|una|a|an)$/.test(r.t(kid.at))
            ? 1
            : undefined;
      const total = per === undefined ? undefined : per * couples.pairs;
      if (total !== undefined && kid.old.length === 0 && (kid.ages.length === 0 || kid.ages.length === total) && (kid.n === per || kid.n === total)) {
        found = [couples, { ...kid, n: total }];
        coupleEach = true;
      } else if (total !== undefined && total !== kid.n) {
        // "2 parejas, cada una con 2 niños de 5 y 7": two ages for four children? how many is asked
        found = [couples, { ...kid, n: undefined, ages: [], old: [] }];
        coupleEach = true;
      }
    }
  }
  // Class: a counted group named with the article, first in the message ("los 3 socios con sus esposas", "las 4 amigas y
  // sus hijos"): the group is the party itself, not the speaker's company; those joined to it are added
  {
    const first = found[0];
    if (
      first?.k === 'companion' &&
      first.n !== undefined &&
      first.n >= 2 &&
      /^(los|las|the)$/.test(r.t(first.at)) &&
      (r.toks[first.at + 1]?.d ? Number(r.t(first.at + 1)) : NUMBER_WORDS[r.t(first.at + 1)]) === first.n &&
      !found.some((x) => /^(self|notSelf|total|adults|unsure)$/.test(x.k))
    )
      found = [{ k: 'adults', n: first.n, at: first.at, person: true }, ...found.slice(1)];
  }
  // "con los niños, somos 2 adultos y 3 niños de 2, 6 y 10", "2 kids (4 and 6) … and the kids love the beach" (class:
  // the same children named again): "los niños", "the kids", "mis hijos" with no count beside one count of children
  // are those children (two or more counted), not more of unknown number
  const kidCounts = found.filter((x) => x.k === 'children' && x.at >= 0 && x.n !== undefined);
  if (kidCounts.length === 1 && (kidCounts[0] as { n: number }).n >= 2 && !found.some((x) => x.k === 'seg'))
    found = found.filter(
      (x) =>
        !(
          x.k === 'children' &&
          !x.again &&
          x.at >= 0 &&
          x.n === undefined &&
          x.ages.length === 0 &&
          /^(los|las|the|mis|my|our|nuestros|nuestras)$/.test(r.t(x.at))
        ),
    );
  // Class: a relative named only as whose child someone is ("my sister's kid (12)", "el hijo de mi hermana"): the
  // possessor is not of the party, only the child counted after "'s" (or before "de") is. ("my wife's mother" stays:
  // there the possessor's mention stands for the mother.)
  const childAt = (k: number) => found.some((y) => y.k === 'children' && y.at >= 0 && (y.at === k || y.at === k - 1));
  const companionAt = (k: number, not: Mention) =>
    found.some((y) => y !== not && y.k === 'companion' && y.n === 1 && y.at >= 0 && (y.at === k || y.at === k - 1) && !r.cls(k)?.plural);
  found = found.filter((x) => {
    if (x.k !== 'companion' || x.n !== 1 || x.at < 0) return true;
    for (let k = x.at; k < x.at + 3 && k < r.toks.length; k++) {
      if (r.cls(k)?.cls !== 'adultRel') continue;
      if (r.t(k + 1) === 's' && r.personNoun(k + 2) && childAt(k + 2)) return false;
    }
    // "la suegra de mi hermano", "la mamá del novio": a grown-up named by whose relative they are is one person too
    return !(/^(de|del)$/.test(r.t(x.at - 1)) && r.personNoun(x.at - 2) && (childAt(x.at - 2) || companionAt(x.at - 2, x)));
  });
  // Class: a relative named as whose child someone is, with the age said after the relative ("el hijo de mi hermana
  // (12)", "la hija de mi prima de 9", "the son of my sister, 12"): the age is the child's, the relative is not of the
  // party. The relative's reading as a child of that age (a sister of 12) is dropped and the age goes to the child
  // counted before "de"; when that child was not counted, the relative's reading stands for it (one child, that age).
  found = found.flatMap((x) => {
    if (x.k !== 'children' || x.at < 0 || x.n !== 1 || x.ages.length !== 1) return [x];
    const relAt = r.cls(x.at)?.cls === 'adultRel' ? x.at : r.cls(x.at + 1)?.cls === 'adultRel' ? x.at + 1 : -1;
    if (relAt < 0) return [x];
    const deAt = x.at - 1;
    if (!/^(de|del|of)$/.test(r.t(deAt))) return [x];
    const nounAt = deAt - 1;
    const c = r.cls(nounAt);
    if (!c || c.plural || !(c.cls === 'child' || c.cls === 'kin' || c.cls === 'weakChild')) return [x];
    const owner = found.find((y) => y !== x && y.k === 'children' && y.at >= 0 && (y.at === nounAt || y.at === nounAt - 1));
    if (owner?.k !== 'children') return [x];
    if (owner.ages.length === 0 && owner.n === 1) owner.ages = [...x.ages];
    return [];
  });
  // Class: a child named again with the definite article, singular ("a kid of 9 … the kid goes with me", "one child (5),
  // the child sleeps with us"): the same noun as a child counted before it is that child, not one more.
  found = found.filter((x, idx) => {
    if (x.k !== 'children' || x.at < 0 || x.n !== 1 || x.ages.length > 0 || x.old.length > 0 || !/^(the|el|la)$/.test(r.t(x.at))) return true;
    const noun = r.t(x.at + 1);
    return !found.slice(0, idx).some((y) => y.k === 'children' && y.at >= 0 && y.at < x.at && [1, 2, 3].some((d) => r.t(y.at + d) === noun));
  });
  // Class: someone who may or may not come ("my ex-wife might join for the last 2 nights", "and maybe my brother"): who
  // travels is not known, the party is asked back
  // (people named, not counted: "2 adultos, tal vez 3" is a hedged count, read as such)
  const named = (x: Mention) => x.k === 'companion' || (x.k === 'adults' && !!x.person);
  if (found.some((x) => named(x) && x.at >= 0 && r.roleWord(x.at) !== undefined && r.maybeJoining(x.at))) {
    const at = found.filter((x) => PARTY_KINDS.has(x.k) && x.at >= 0).map((x) => x.at);
    return { unsure: { totals: [] }, spans: [[r.toks[Math.min(...at)]!.s, r.toks[Math.max(...at)]!.e]] };
  }
  // the one others stay home with ("the kids stay with grandma", "se quedan con la abuela") is read: nobody counted
  for (let k = 1; k < r.toks.length; k++) {
    if (!r.stayingWith(k)) continue;
    let e = k + 1;
    while (e < k + 4 && !r.cls(e) && DETERMINERS.has(r.t(e))) e++;
    if (r.cls(e)) r.mark(k + 1, e + 1);
  }
  // Class: the one an occasion is held for ("para la graduación de mi hija, somos mi esposo, yo, mi hija de 22…", "el
  // cumpleaños de mi mamá, vamos mi mamá, mi papá y yo", "my brother's wedding, me and my wife") is named in passing:
  // not counted when the party is said besides (there they are named again, or they do not travel with the guest).
  {
    const occasionOf = (x: Mention) =>
      x.k !== 'rooms' && x.k !== 'seg' && x.k !== 'each' && x.at >= 0 ? (r.notTravelling(x.at) ?? r.forOccasion(x.at)) : undefined;
    const others = found.filter((x) => !occasionOf(x) && PARTY_KINDS.has(x.k));
    const namedAgain = (x: Mention) => others.some((y) => y.at >= 0 && r.roleWord(y.at) !== undefined && r.roleWord(y.at) === r.roleWord(x.at));
    // "… pa él, mi mamá y yo": the patient named again by a pronoun
    const pronounAgain = r.toks.some(
      (x, i) => /^(el|ella|him|her)$/.test(x.t) && /^(pa|para|for|with|con)$/.test(r.t(i - 1)) && /^(,|y|e|and|&|)$/.test(r.t(i + 1)),
    );
    // a celebration's one ("el cumpleaños de mi hijo de 8, mi esposa y yo") may travel: passing only when named again; a
    // patient ("a mi papá lo operan") is no one of the party unless named again ("pa él, mi mamá y yo")
    if (others.length > 0)
      found = found.filter((x) => {
        const kind = occasionOf(x);
        if (kind === 'celebration') return !namedAgain(x);
        if (kind === 'patient') return namedAgain(x) || pronounAgain;
        return kind === undefined;
      });
  }
  if (r.pairRooms === undefined && !coupleEach && r.unitsEach()) return undefined;
  const plus = r.plusAdults();
  if (plus === 'drop') return undefined;

  const out: OccupancyFound = { spans: [] };
  // Class: a room named in a question about its capacity ("¿cuántos caben en una habitación?") is asked about, not booked.
  const rooms = found.filter((x): x is Extract<Mention, { k: 'rooms' }> => x.k === 'rooms' && !r.inCapacityQuestion(x.at) && !r.roomAsSpace(x));
  const segs = found.filter((x) => x.k === 'seg');
  const eachMarks = found.filter((x) => x.k === 'each');
  const partyMentions = found.filter((x) => x.k !== 'rooms' && x.k !== 'seg' && x.k !== 'each');

  let party: Party | 'conflict' | undefined;
  let perRoom: RoomParty[] | undefined;
  let roomCount: number | undefined;

  // rooms said: one count; several joined ("una doble y una sencilla") add up; others must agree
  const plainRooms = segs.length >= 2 ? rooms.filter((x) => !segs.some((s) => s.at === x.at)) : rooms;
  const roomNs = new Set(plainRooms.map((x) => x.n));
  if (roomNs.size === 1) roomCount = [...roomNs][0];
  // Class: rooms described in words, said one by one, each with its article and who it is for ("una doble para el
  // gerente y su esposa y una sencilla para la asistente", "a double for my parents and a single for me"): each is one
  // more room, never the same one. Not "otra"/"another" (a room split, read by the segments).
  const roomForWhom = (x: { n: number; at: number; end: number }): boolean =>
    x.n === 1 && /^(una|un|a|one)$/.test(r.t(x.at)) && /^(para|pa|for|con|with)$/.test(r.t(x.end)) && !/^(otra|otro|another)$/.test(r.t(x.at + 1));
  if (plainRooms.length > 1) {
    // Class: rooms listed each with its party in brackets ("1 DBL (2 ADT) + 1 TPL (1 ADT + 2 CHD)"): the bracket
    // closes just before the joining word of the next room
    const bracketed = (x: { at: number }, prev: { end: number }): boolean => {
      if (r.t(prev.end) !== '(' || r.t(x.at - 2) !== ')') return false;
      for (let k = prev.end + 1; k < x.at - 2; k++) if (/^(\(|\))$/.test(r.t(k))) return false;
      return true;
    };
    const joined = plainRooms.every(
      (x, idx) => idx === 0 || ((x.at === plainRooms[idx - 1]!.end + 1 || bracketed(x, plainRooms[idx - 1]!)) && /^(y|e|and|,|\+|&)$/.test(r.t(x.at - 1))),
    );
    // Class: rooms said one by one, each with its article and who it is for ("una doble para el gerente y su esposa y
    // una sencilla para la asistente", "a double for my parents and a single for me"): each is one more room.
    const forWhom = plainRooms.every(roomForWhom);
    if (joined || forWhom) roomCount = plainRooms.reduce((sum, x) => sum + x.n, 0);
    else if (roomNs.size !== 1) roomCount = undefined;
  }
  // The same class with the first room said bare, before the others ("habitación doble para el gerente y su esposa y
  // una sencilla para la asistente"): one more room.
  const firstRoom = plainRooms[0];
  if (firstRoom && roomCount !== undefined && segs.length === 0 && plainRooms.every(roomForWhom)) {
    for (let k = 0; k < firstRoom.at; k++) {
      const c = r.cls(k);
      if (c?.cls !== 'room' || c.plural || rooms.some((x) => x.at <= k && k < x.end) || /^(una|un|a|one|la|el|the|\d+)$/.test(r.t(k - 1))) continue;
      const after = r.cls(k + 1)?.cls === 'roomQual' ? k + 2 : k + 1;
      if (/^(para|pa|for)$/.test(r.t(after))) {
        roomCount += 1;
        break;
      }
    }
  }

  if (segs.length >= 2) {
    // "una habitación para 2 adultos y otra para 2 adultos y un niño de 3"
    const sorted = [...segs].sort((a, b) => a.at - b.at);
    // closing markers ("mi esposa y yo en una, mis papás en otra"): each room's party stands before its marker
    const post = sorted.every((x) => x.post);
    const before = post ? [] : partyMentions.filter((x) => posOf(x) < sorted[0]!.at);
    const parts: RoomParty[] = [];
    let ok = before.length === 0 && (post || sorted.every((x) => !x.post));
    if (post && partyMentions.some((x) => posOf(x) > sorted[sorted.length - 1]!.at)) ok = false;
    let adults = 0;
    let children: number | undefined;
    let complete = true;
    const ages: number[] = [];
    const old: number[] = [];
    for (let s = 0; s < sorted.length && ok; s++) {
      const from = post ? (s === 0 ? 0 : sorted[s - 1]!.at) : sorted[s]!.at;
      const to = post ? sorted[s]!.at : (sorted[s + 1]?.at ?? Infinity);
      const inside = partyMentions.filter((x) => posOf(x) >= from && posOf(x) < to);
      // "una habitación para 2 adultos y otra para 1": a bare count in a later room, after rooms counted in adults
      const bare = !post && s > 0 && inside.length === 0 && parts.length > 0 ? r.bareSegCount(from, to) : undefined;
      if (bare !== undefined) {
        adults += bare;
        parts.push({ adults: bare, ages: [] });
        continue;
      }
      // "… another for grandma", "y otra para mis papás": a relative alone is that room's party
      const rel = !post && s > 0 && inside.length === 0 ? r.segRelative(from, to) : undefined;
      if (rel !== undefined) {
        adults += rel;
        parts.push({ adults: rel, ages: [] });
        continue;
      }
      const p = segParty(r, inside, from, to);
      if (p === 'conflict' || p.adults === undefined) {
        ok = false;
        break;
      }
      adults += p.adults;
      if (p.children !== undefined) children = (children ?? 0) + p.children;
      if (p.children !== undefined && p.children > 0 && !p.agesComplete) complete = false;
      if (p.children === undefined && inside.some((x) => x.k === 'children')) ok = false;
      ages.push(...p.ages);
      old.push(...p.old);
      parts.push({ adults: p.adults, ages: p.ages });
    }
    if (ok && (roomCount === undefined || roomCount === parts.length || roomNs.size === 0)) {
      roomCount = parts.length;
      party = { adults, children, ages, old, agesComplete: complete };
      if (complete && old.length === 0) perRoom = parts;
    } else {
      party = 'conflict';
      roomCount = roomNs.size === 1 ? roomCount : undefined;
    }
  } else {
    const p = partyOf(r, rooms.length === 0 ? eachCompanions(r, partyMentions, eachMarks) : partyMentions);
    party = p;
    const roomM = rooms.length === 1 ? rooms[0]! : undefined;
    const eachWay = roomM && roomM.n >= 2 && (roomM.perRoomOf || eachMarks.length > 0);
    if (eachWay && p !== 'conflict') {
      // "2 habitaciones, cada una con 2 adultos": the party is one room's
      // Class: one room told apart after "each" ("3 rooms: 2 adults each, one with a baby", "2 habitaciones, 2 adultos
      // cada una, una con un bebé"): "each" multiplies only what is said before the exception; the people of the
      // exception are added once, never multiplied.
      const eachAt = eachMarks[0]?.at;
      const apart = segs.length === 1 && eachAt !== undefined && segs[0]!.at > eachAt ? segs[0]!.at : undefined;
      const after = partyMentions.filter((x) => posOf(x) > roomM.at && (apart === undefined || posOf(x) < apart));
      const extraMs = apart === undefined ? [] : partyMentions.filter((x) => posOf(x) > apart);
      const extra = extraMs.length > 0 ? partyOf(r, extraMs) : undefined;
      const extraOk = extra === undefined || (extra !== 'conflict' && extraMs.every((x) => x.k === 'children' && x.n !== undefined));
      const hasTotal = partyMentions.some((x) => x.k === 'total' && posOf(x) < roomM.at);
      // Class: a group counted, then its rooms and how many per room ("group of 10 engineers, 5 rooms, two per room",
      // "somos 8, 4 habitaciones, dos por habitación"): the count per room times the rooms, when it is the group's
      // count, confirms it (the group is the party); any other product is a conflict.
      const totalM = partyMentions.length === 1 && partyMentions[0]!.k === 'total' && posOf(partyMentions[0]!) < roomM.at ? partyMentions[0]! : undefined;
      const perTok = eachAt !== undefined ? r.toks[eachAt - 1] : undefined;
      const per = perTok === undefined ? undefined : perTok.d ? Number(perTok.t) : NUMBER_WORDS[perTok.t];
      const groupConfirmed = totalM?.k === 'total' && per !== undefined && per * roomM.n === totalM.n && !r.used[eachAt! - 1];
      if (groupConfirmed) r.used[eachAt! - 1] = true;
      const one = hasTotal ? 'conflict' : partyOf(r, after);
      // Class: a grown-up named after the count "each" ("3 rooms: 2 adults each, one with my mom": is she one of that
      // room's two, or one more?): never folded into the count silently, the party is asked back.
      const unread = eachAt !== undefined && partyMentions.some((x) => posOf(x) > eachAt && x.k === 'companion');
      if (unread) {
        party = 'conflict';
        // the words of the exception ("one with", "una con") go with it: no lone "one" is left to be read as a count
        const last = Math.max(...partyMentions.map((x) => posOf(x)));
        for (let k = eachAt + 1; k < last; k++) r.used[k] = true;
      } else if (one !== 'conflict' && one.adults !== undefined && extraOk && after.length + extraMs.length === partyMentions.length) {
        const n = roomM.n;
        const add = extra; // not a conflict here (`extraOk`)
        const kids = one.children === undefined && add?.children === undefined ? undefined : (one.children ?? 0) * n + (add?.children ?? 0);
        party = {
          // the exception names children only (`extraOk`): no grown-up is inferred from its "with"
          adults: one.adults * n,
          children: kids,
          ages: [...Array.from({ length: n }, () => one.ages).flat(), ...(add?.ages ?? [])],
          old: [...one.old, ...(add?.old ?? [])],
          agesComplete: one.agesComplete && (add === undefined || add.agesComplete),
        };
        // the ages of all the rooms' children said once (see eachAges): each room takes its share in order
        const listed = r.eachAges;
        if (listed && add === undefined && one.children !== undefined && one.ages.length === 0 && listed.length === one.children * n) {
          party.ages = [...listed];
          party.agesComplete = true;
          perRoom = Array.from({ length: n }, (_, x) => ({ adults: one.adults!, ages: listed.slice(x * one.children!, (x + 1) * one.children!) }));
        } else if (
          add === undefined &&
          (one.children === 0 || one.children === undefined ? one.ages.length === 0 : one.agesComplete) &&
          one.old.length === 0 &&
          !partyMentions.some((x) => x.k === 'children' && x.n === undefined)
        ) {
          perRoom = Array.from({ length: n }, () => ({ adults: one.adults!, ages: [...one.ages] }));
        }
      } else if (!groupConfirmed) party = 'conflict';
    }
  }

  if (party && party !== 'conflict') {
    if (party.adults !== undefined) out.adults = party.adults;
    if (party.children !== undefined) out.children = party.children;
    if (party.ages.length > 0) out.ages = party.ages;
    if (party.ages.length === 1 && party.children === undefined && found.some((x) => x.k === 'children' && x.same)) out.sameAgeForAll = true;
    if (party.old.length > 0) {
      out.problem = { kind: 'childTooOld', age: party.old[0]! };
      // Class: grown-ups' ages among children's at the ages question ("17 y 19"): say which ones are adults
      if (m.expecting === 'childAges' && party.ages.length > 0) out.problem.grown = [...party.old];
    }
  }
  if (r.pairRooms !== undefined && party && party !== 'conflict') {
    // "5 couples, one room each": two adults in each room, when nothing else was said
    const n = r.pairRooms;
    if (party.adults === 2 * n && !party.children && partyMentions.length === 1 && !perRoom)
      perRoom = Array.from({ length: n }, () => ({ adults: 2, ages: [] }));
  }
  if (r.codeRooms && party !== 'conflict') {
    // "1 SGL + 1 DBL": the codes give each room's adults; a count of adults said too must agree
    const sum = r.codeRooms.reduce((a, b) => a + b, 0);
    if (party === undefined || party.adults === undefined) {
      if (!partyMentions.some((x) => x.k !== 'children' && x.k !== 'zeroKids')) {
        party = party ?? { ages: [], old: [], agesComplete: true };
        party.adults = sum;
      }
    } else if (party.adults !== sum && party.adults + (party.children ?? 0) !== sum) party = 'conflict';
    // (a code counts the beds of a room: "1 TPL for 2 ADT + 1 CHD 14" is a triple holding the child too)
    if (party && party !== 'conflict' && party.adults === sum && !party.children && !perRoom) perRoom = r.codeRooms.map((a) => ({ adults: a, ages: [] }));
  }
  if (party && party !== 'conflict' && r.codeRooms) {
    if (party.adults !== undefined) out.adults = party.adults;
  } else if (party === 'conflict' && r.codeRooms) delete out.adults;
  if (perRoom) out.perRoom = perRoom;
  // "separate rooms", "cada uno en su habitación": one room per adult, when the party is adults only and no other
  // count of rooms disagrees (with children, who shares with whom is asked)
  if (
    r.separateRooms &&
    eachMarks.length === 0 &&
    party &&
    party !== 'conflict' &&
    party.adults !== undefined &&
    party.adults >= 2 &&
    !party.children &&
    !perRoom
  ) {
    // "dos parejas en cuartos separados", "two couples, separate rooms" (class: separate rooms per unit named): a room
    // per couple; people named in pairs beside others ("mis papás y yo") leave the split to be asked
    const adultMs = partyMentions.filter((x): x is Extract<Mention, { k: 'adults' }> => x.k === 'adults');
    const pairs = adultMs.reduce((a, x) => a + (x.pairs ?? 0), 0);
    const units =
      pairs > 0 && pairs * 2 === party.adults && partyMentions.every((x) => x.k === 'adults' || x.k === 'zeroKids' || x.k === 'total')
        ? pairs
        : pairs > 0 || partyMentions.some((x) => x.k === 'companion' && x.pair) || r.perCouple
          ? undefined
          : party.adults;
    if (units !== undefined && (roomCount === undefined || roomCount === units)) roomCount = units;
    // Class: a room for each couple said of grown-ups named as couples, not counted as such ("mis suegros, mi esposo y
    // yo, cada pareja en su habitación"): one room per two, when they pair up evenly
    else if (units === undefined && r.perCouple && pairs === 0 && party.adults % 2 === 0 && roomCount === undefined) roomCount = party.adults / 2;
  }
  // the party shared out by how many share each room (see sharing): as many rooms as that takes; a count of rooms that
  // disagrees ("6 adults, 2 rooms, two per room") leaves the party and the rooms to be asked
  let shareDisagrees = false;
  if (r.perRoomShare !== undefined && party && party !== 'conflict' && party.adults !== undefined && !perRoom) {
    const need = Math.ceil((party.adults + (party.children ?? 0)) / r.perRoomShare);
    if (roomCount === undefined) roomCount = need;
    else shareDisagrees = roomCount !== need;
  }
  // Class: a room for each couple said of couples counted, children with them ("2 parejas, cada una con un niño; una
  // habitación por pareja"): one room per couple, the children in their parents' rooms
  if (r.perCouple && party && party !== 'conflict' && party.children && roomCount === undefined && !perRoom) {
    const pairs = partyMentions.reduce((a, x) => a + (x.k === 'adults' ? (x.pairs ?? 0) : 0), 0);
    if (pairs > 0 && pairs * 2 === party.adults) roomCount = pairs;
  }
  // the children in a room of their own beside the grown-ups (see kidsOwnRoom): two rooms, unless a count disagrees
  if (r.kidsRoom && party && party !== 'conflict' && (party.adults ?? 0) >= 1 && (party.children ?? 0) >= 1 && !perRoom && roomCount === undefined)
    roomCount = 2;
  // one grown-up or pair in a room of their own beside the rest (see adultsOwnRoom): two rooms; a single room said for
  // the rest ("grandparents (own room), us and the kids in a family room") is the second one
  if (
    r.adultsRoom > 0 &&
    party &&
    party !== 'conflict' &&
    (party.adults ?? 0) + (party.children ?? 0) > r.adultsRoom &&
    (party.adults ?? 0) >= r.adultsRoom &&
    !perRoom &&
    (roomCount === undefined || roomCount === 1)
  )
    roomCount = 2;
  if (roomCount !== undefined && roomCount > 0) out.rooms = roomCount;
  // the rooms corrected or left open later in the message (see decidedRooms)
  const decided = perRoom ? undefined : decidedRooms(r, rooms);
  if (decided === 'open') delete out.rooms;
  else if (decided !== undefined) out.rooms = decided;
  if (shareDisagrees) {
    delete out.rooms;
    delete out.adults;
    delete out.children;
    delete out.ages;
    delete out.perRoom;
  }
  // "una habitación para mí y otra para los demás": another room named but not read; one room would be wrong
  if (out.rooms === 1 && r.unreadAnotherRoom()) {
    delete out.rooms;
    perRoom = undefined;
  }
  if (plus) {
    // "3 rooms: 2+2+1 adults": one count of adults per room, only when the rooms agree and nothing else was said
    if (out.rooms === plus.length && party !== 'conflict' && party?.children === undefined && !partyMentions.some((x) => x.k !== 'adults')) {
      out.adults = plus.reduce((a, b) => a + b, 0);
      out.perRoom = plus.map((n) => ({ adults: n, ages: [] }));
    } else return undefined;
  }
  out.spans = r.spans();

  // problems
  const people = (out.adults ?? 0) + (out.children ?? 0);
  const totalSaid = Math.max(0, ...found.map((x) => (x.k === 'total' ? x.n : x.k === 'unsure' ? Math.max(...x.totals) : 0)));
  if (Math.max(people, totalSaid) > MAX_PEOPLE) {
    out.problem = { kind: 'tooMany', people: Math.max(people, totalSaid) };
    delete out.adults;
    delete out.children;
    delete out.ages;
    delete out.perRoom;
  } else if (out.adults === 0) {
    out.problem = { kind: 'noAdults' };
    delete out.adults;
    delete out.perRoom;
  }
  if (out.rooms !== undefined && out.rooms > MAX_ROOMS) {
    out.problem ??= { kind: 'tooManyRooms', rooms: out.rooms };
    delete out.rooms;
    delete out.perRoom;
  }
  if (out.problem?.kind === 'childTooOld') delete out.perRoom;
  // counted without a split ("family of four") or with two counts ("somos como 4 o 5"): asked back with choices
  const unsure = found.find((x): x is Extract<Mention, { k: 'unsure' }> => x.k === 'unsure');
  const familyOnly = party && party !== 'conflict' ? party.familyOnly : undefined;
  if ((unsure || familyOnly !== undefined) && out.problem?.kind !== 'tooMany' && out.problem?.kind !== 'tooManyRooms') {
    const withKids = found.some((x) => x.k === 'children' && x.n !== 0);
    out.unsure = unsure ? { totals: unsure.totals } : { totals: [familyOnly!], family: true };
    if (unsure && withKids) out.unsure.family = true;
    delete out.adults;
    delete out.children;
    delete out.ages;
    delete out.perRoom;
    delete out.problem;
  }
  // "mi esposo, yo y los niños", "2 adultos y unos niños", "2 adults and the kids" (class: children of unknown number
  // beside the adults): searching without them would be a wrong search, so the party is asked back. `unsure` with no
  // totals (nobody counted them) asks the party question again; the adults read stay beside it for the dialogue
  if (
    !out.unsure &&
    !out.problem &&
    m.expecting !== 'childAges' &&
    out.adults !== undefined &&
    out.children === undefined &&
    !out.perRoom &&
    partyMentions.some((x) => x.k === 'children' && x.n === undefined && x.at >= 0)
  ) {
    out.unsure = { totals: [], family: true };
    delete out.ages;
  }
  // Company named after a count and left out of it ("2 adultos y mis cuñados", "2 adults and my mom"; see
  // `leftOutCompanions`): never a total that silently leaves them out. A group of no number asks the party again;
  // one or two people with no children named offer both totals ("3 adultos" or "2 adultos"); beside children the
  // party is asked again (choices of adults alone would drop the children).
  if (!out.unsure && !out.problem && m.expecting !== 'childAges' && out.adults !== undefined && !out.perRoom) {
    const left = leftOutCompanions(r, partyMentions, out.adults);
    if (left !== false) {
      const kids = out.children !== undefined || (out.ages?.length ?? 0) > 0 || partyMentions.some((x) => x.k === 'children');
      out.unsure = left === undefined || kids ? { totals: [] } : { totals: [out.adults + left, out.adults] };
      delete out.adults;
      delete out.children;
      delete out.ages;
    }
  }
  // Class: someone's family named beside the people read ("con la familia de mi esposo", "with my husband's family"),
  // or someone named by a word nobody knows in the list ("mi ñaño, su esposa, …"): people of no number, the party is
  // asked again, never a total that silently drops them
  if (!out.unsure && !out.problem && m.expecting !== 'childAges' && out.adults !== undefined && !out.perRoom && (r.familyOfSomeone() || r.unknownListed())) {
    out.unsure = { totals: [] };
    delete out.adults;
    delete out.children;
    delete out.ages;
  }
  // Class: a child added at the ages question after the ages awaited ("10 y 8 y ah también va la prima de 11", "5 and 7,
  // oh and my niece comes too, she's 9"): a word of adding, then someone named and an age: one child more, the count
  // said back as the awaited ones plus them
  if (m.expecting === 'childAges' && out.children === undefined && out.adults === undefined && !out.problem) {
    const addAt = r.toks.findIndex((t) => ADDING_WORDS.has(t.t));
    const startOf = (x: Mention) => (x.at < 0 ? -1 - x.at : x.at);
    const kids = partyMentions.filter((x): x is Extract<Mention, { k: 'children' }> => x.k === 'children');
    const before = kids.filter((x) => startOf(x) < addAt);
    const after = kids.filter((x) => startOf(x) > addAt);
    const person = (from: number, to: number) => r.toks.slice(from, to).some((_, d) => r.personNoun(from + d) || YOUNG_RELATIVES.has(r.t(from + d)));
    const awaited = before.reduce((a, x) => a + x.ages.length + x.old.length, 0);
    if (
      addAt > 0 &&
      kids.length === partyMentions.length &&
      awaited >= 1 &&
      (agesAwaited === undefined || awaited === agesAwaited) &&
      after.length > 0 &&
      after.every((x) => x.old.length === 0 && x.ages.length >= 1 && (x.n === undefined || x.n === x.ages.length) && person(addAt + 1, startOf(x) + 3))
    ) {
      out.children = awaited + after.reduce((a, x) => a + x.ages.length, 0);
      // the words of adding and of who comes ("también va la prima") are read with them
      r.mark(addAt, Math.min(...after.map(startOf)));
      out.spans = r.spans();
    }
  }
  if (m.expecting === 'childAges' && partialAges(r, out, agesAwaited)) {
    // the words stay claimed (a number left over would be taken as a bare answer, or as a date): nothing is set and
    // the dialogue asks the children's ages again
    return { spans: out.spans };
  }
  // words read but nothing certain ("family of four", parts that disagree): no finding, the bot asks
  if (Object.keys(out).length === 1) return uncountedGroup(m);
  return out;
}

/**
 * Words that name one child among several ("el mayor", "la menor", "the eldest", "the little one", "the first",
 * "uno", "one"): an age said with them is that child's alone, so the others' are still to come.
 */
const ONE_OF_SEVERAL = new Set(
  (
    'mayor menor mayorcito menorcito grande chiquito chiquita chiquitin primero primera segundo segunda ' +
    'older younger oldest youngest eldest elder big little first second'
  ).split(' '),
);

/**
 * Whether an answer to the children's-ages question gives fewer ages than the children it is about, so no age may be
 * set (class: part of the ages at the ages question): one child named among several ("eldest is 14", "el mayor tiene
 * 9", "the little one is 4", "uno tiene 5") with fewer ages than `agesAwaited` (unknown: one age only); or, when more
 * than one age is awaited, a single age said for them ("7" for two children: whose is it, or is it both?). Setting
 * it would give one child's age to the wrong child or leave the count to be guessed; the ages are asked again.
 * Not when the one age is everyone's ("ambos de 6"), nor when the answer counts children or adults itself.
 *
 * @param agesAwaited how many children's ages the question waits for, when the dialogue says it.
 */
function partialAges(r: Reader, out: OccupancyFound, agesAwaited: number | undefined): boolean {
  if (out.sameAgeForAll || out.adults !== undefined || out.problem || out.unsure || out.perRoom) return false;
  const said = out.ages?.length ?? 0;
  if (said === 0 || (agesAwaited !== undefined && said >= agesAwaited)) return false;
  // a count of children said with the ages ("the little one is 4" reads "little one" as a child, not a count)
  if (out.children !== undefined && out.children !== said) return false;
  const words = r.toks.map((t) => t.t);
  const namesOne = words.some(
    (w, i) =>
      (ONE_OF_SEVERAL.has(w) &&
        (/^(el|la|the|my|mi|our|nuestro|nuestra|su)$/.test(words[i - 1] ?? '') || w === 'eldest' || w === 'oldest' || w === 'youngest')) ||
      (/^(uno|una|one)$/.test(w) && /^(de|tiene|is|of|s|has)$/.test(words[i + 1] ?? '') && i === words.findIndex((x) => /^(uno|una|one)$/.test(x))),
  );
  if (namesOne && (agesAwaited === undefined ? said === 1 : said < agesAwaited)) return true;
  return agesAwaited !== undefined && agesAwaited >= 2 && said === 1 && out.children === undefined;
}

/**
 * "mi hermano y yo, cada uno con su esposa", "my brother and I, each with his
 * wife" (class: company said once for each person named): with no room said,
 * the companions after "cada uno" / "each" come once per person named before
 * it (the speaker and companions of known number). Returns the mentions with
 * those companions multiplied, or `ms` as it was.
 */
function eachCompanions(r: Reader, ms: readonly Mention[], eachMarks: readonly Mention[]): readonly Mention[] {
  if (eachMarks.length !== 1) return ms;
  const at = eachMarks[0]!.at;
  const before = ms.filter((m) => posOf(m) < at);
  const after = ms.filter((m) => posOf(m) > at);
  if (before.length === 0 || after.length === 0) return ms;
  if (!before.every((m) => m.k === 'self' || (m.k === 'companion' && m.n !== undefined))) return ms;
  if (!after.every((m) => m.k === 'companion' && m.n === 1 && /^(su|sus|their|his|her)$/.test(r.t(m.at)))) return ms;
  const people = before.reduce((n, m) => n + (m.k === 'companion' ? m.n! : 1), 0);
  return [...before, ...after.map((m) => ({ ...m, n: people }))];
}

/**
 * One room's party in a split said in words ({@link partyOf} of the mentions
 * between `from` and `to`): "for us and the kids (5 and 8)" / "para nosotros
 * y los niños" is the speaker, a partner and the children (2 adults); "mis
 * papás", "my parents" said alone there is that room's two adults.
 */
function segParty(r: Reader, inside: readonly Mention[], from: number, to: number): Party | 'conflict' {
  // "… y otra para mi mamá": relatives alone are that room's adults; a "con" elsewhere in the message ("para mi esposo y
  // yo con la bebé") does not add the speaker to this room (class: a room's party read within its own words)
  const alone = inside.filter((x): x is Extract<Mention, { k: 'companion' }> => x.k === 'companion');
  if (alone.length > 0 && alone.length === inside.length && alone.every((c) => c.n !== undefined))
    return { adults: alone.reduce((a, c) => a + c.n!, 0), children: undefined, ages: [], old: [], agesComplete: false };
  const p = partyOf(r, inside);
  if (p === 'conflict' || p.adults !== undefined || inside.length === 0) return p;
  const end = Math.min(to, r.toks.length);
  const words: string[] = [];
  for (let k = Math.max(0, from); k < end; k++) words.push(r.t(k));
  if (inside.every((x) => x.k === 'children') && p.children !== undefined && words.some((w) => /^(us|nosotros|nosotras)$/.test(w))) {
    for (let k = Math.max(0, from); k < end; k++) if (/^(us|nosotros|nosotras)$/.test(r.t(k))) r.used[k] = true;
    return { ...p, adults: 2 };
  }
  const comps = inside.filter((x): x is Extract<Mention, { k: 'companion' }> => x.k === 'companion');
  if (comps.length === inside.length && comps.every((c) => c.n !== undefined)) return { ...p, adults: comps.reduce((a, c) => a + c.n!, 0) };
  return p;
}

/** Words asking the hotel for advice ("¿cuál me recomienda?", "what would you suggest?"): see extractOccupancy. */
const ADVICE_WORDS: ReadonlySet<string> = readerWords('adviceWords');

/** Words just before a number that decide it over the one said before ("no, una sola", "bueno, mejor dos", "o bueno cuatro", "digo 3", "I mean 2", "make it 2"). */
const DECIDING_BEFORE: ReadonlySet<string> = readerWords('decidingBefore');
/** Words just after a number that decide it ("cuatro entonces", "two then", "una sola"). */
const DECIDING_AFTER: ReadonlySet<string> = readerWords('decidingAfter');
/** Words just before a number that leave it one of two choices ("una grande o dos", "one or two"). */
const CHOICE_BEFORE: ReadonlySet<string> = readerWords('choiceBefore');
/** Words of a group that has a room of its own ("una habitación por familia", "one room per couple"). */
const ROOM_UNITS = /^(familia|familias|family|families|pareja|parejas|couple|couples|matrimonio|matrimonios)$/;

/**
 * The rooms the guest settled on when the count of rooms is corrected or left open later in the message (class:
 * rooms corrected inside the message): a bare number after the last count of rooms, with no noun of its own,
 * replaces it when decided ("dos habitaciones no, una sola" = 1; "cinco habitaciones, o bueno cuatro… cuatro
 * entonces" = 4; "una habitación grande o dos… bueno, mejor dos" = 2); offered as a choice and never decided ("una
 * o dos habitaciones, lo que usted vea") it is `'open'` (asked back). "Una habitación por familia" is as many rooms
 * as the families counted ("somos 3 familias"), `'open'` when they are not counted. Undefined: nothing changes.
 */
function decidedRooms(r: Reader, rooms: readonly Extract<Mention, { k: 'rooms' }>[]): number | 'open' | undefined {
  if (rooms.length === 0) return undefined;
  const last = rooms.reduce((a, b) => (b.end > a.end ? b : a));
  let value: number | undefined;
  let open = false;
  // "una habitación por familia": one room for each group counted in the message
  const unitAt = /^(por|per|para|for|each|cada)$/.test(r.t(last.end)) ? (/^(cada|each)$/.test(r.t(last.end + 1)) ? last.end + 2 : last.end + 1) : -1;
  if (last.n === 1 && unitAt > 0 && ROOM_UNITS.test(r.t(unitAt))) {
    const groups = new Set<number>();
    r.toks.forEach((_, k) => {
      const n = r.numberAt(k);
      if (n !== undefined && n > 1 && k !== unitAt && ROOM_UNITS.test(r.t(k + 1)) && /s$/.test(r.t(k + 1))) groups.add(n);
    });
    return groups.size === 1 ? [...groups][0]! : 'open';
  }
  // Class: a choice of counts said before the room word ("una o dos habitaciones", "1 or 2 rooms"): asked back
  for (const x of rooms) {
    const before = /^(una|un|one)$/.test(r.t(x.at - 2)) ? 1 : r.numberAt(x.at - 2);
    if (CHOICE_BEFORE.has(r.t(x.at - 1)) && before !== undefined && before >= 1 && before !== x.n) {
      r.mark(x.at - 2, x.at);
      open = true;
    }
  }
  for (let k = last.end; k < r.toks.length; k++) {
    const tok = r.toks[k]!;
    if (tok.p) continue;
    const n = tok.d ? (tok.t.length <= 2 ? Number(tok.t) : undefined) : (NUMBER_WORDS[tok.t] ?? (/^(una|un)$/.test(tok.t) ? 1 : undefined));
    if (n === undefined || n < 1) continue;
    let p = k - 1;
    while (p >= 0 && r.toks[p]!.p) p--;
    let q = k + 1;
    while (q < r.toks.length && r.toks[q]!.p && r.toks[q]!.t !== ',') q++;
    const after = r.t(q);
    // a number with a noun of its own ("dos noches", "3 adultos") is something else
    const bare = q >= r.toks.length || r.toks[q]!.p || DECIDING_AFTER.has(after) || /^(lo|que|si|ahi|please|por|whatever|if)$/.test(after);
    if (!bare || (n === 1 && /^(una|un)$/.test(tok.t) && !DECIDING_AFTER.has(after) && !DECIDING_BEFORE.has(r.t(p)))) continue;
    if (DECIDING_BEFORE.has(r.t(p)) || DECIDING_AFTER.has(after)) {
      value = n;
      open = false;
      r.mark(k, k + 1);
    } else if (CHOICE_BEFORE.has(r.t(p)) || CHOICE_BEFORE.has(r.t(p - 1))) {
      open = true;
      r.mark(k, k + 1);
    }
  }
  return open ? 'open' : value;
}

/** Whether words of `m.raw` are blanked out of `m.folded` (earlier extractors understood them). */
function blankedWords(m: Message): boolean {
  const full = foldKeepLength(m.raw);
  for (let i = 0; i < full.length; i++) if (m.folded[i] === ' ' && full[i] !== ' ' && /[\p{L}\p{N}]/u.test(full[i]!)) return true;
  return false;
}

/**
 * A person of the party named again in a later clause is no one more (class: the same person named again):
 * "mis padres y yo, mi padre va en silla de ruedas" is 3 (my father is one of "mis padres"), "me and my wife, my wife
 * is vegetarian" is 2. Only one person ("mi padre", "my wife") said after a clause break (",", ";", "."), not joined
 * by "y"/"and"/"con" (or joined so after a clause break or, in unpunctuated text, more than six words) and with something
 * said of them after it, whose word was said before for the party — the same word, or a pair word they belong to
 * ("padres", "parents"); never "mi otro hermano".
 */
function dropNamedAgain(r: Reader, found: readonly Mention[]): Mention[] {
  // Class: dictated text has no punctuation ("… my parents we'd need two rooms in Medellin the 14th through the 18th
  // and my dad uses a wheelchair"): more than this many words since the first naming stand for a clause break.
  const CLAUSE_WORDS = 6;
  const nounAt = (x: Mention): number | undefined => {
    for (let k = posOf(x); k < posOf(x) + 3 && k < r.toks.length; k++) {
      const c = r.cls(k)?.cls;
      if (c === 'adultRel' || c === 'adultRelPair') return k;
    }
    return undefined;
  };
  // Class: "and" joining a new clause about someone, not the list of the party ("my parents, they're both in their 70s
  // and my dad uses a wheelchair"): the word before "and" is no party word, and a clause break lies since the first naming.
  // (also "and" after a comma: "mis papás y yo, y mi papá necesita cuarto accesible")
  const clauseJoined = (start: number): boolean =>
    ADDITIVE.has(r.t(start - 1)) &&
    start >= 2 &&
    (/^[,;.]$/.test(r.t(start - 2)) || (!r.toks[start - 2]!.p && !r.toks[start - 2]!.d && r.cls(start - 2) === undefined && !SEG_SELF.has(r.t(start - 2))));
  // the word right after token `k` in the whole message is said of them, not a list going on: a word, not "y"/"and"
  const saidOf = (k: number): boolean => {
    const next = /^\s*(\p{L}+)/u.exec(r.whole.slice(r.toks[k]!.e))?.[1];
    return next !== undefined && !ADDITIVE.has(next);
  };
  const out: Mention[] = [];
  const named: { word: string; at: number }[] = [];
  for (const x of found) {
    const k = x.k === 'companion' ? nounAt(x) : undefined;
    if (x.k !== 'companion' || k === undefined) {
      out.push(x);
      continue;
    }
    const word = r.t(k);
    const start = posOf(x);
    // Class: the speaker's partner named twice ("mi esposo y yo … a nombre de la empresa de mi esposo", "la familia de
    // mi esposa: sus papás, …, mi esposa, yo"): one partner, the same person wherever said again
    const mine = (at: number) => /^(mi|my)$/.test(r.t(at - 1));
    const partnerAgain = PARTNER_WORDS.has(word) && mine(k) && !/^(['’]|s)$/.test(r.t(k + 1)) && named.some((y) => y.word === word && mine(y.at));
    // Class: the first naming described by a clause of its own ("mis papás que son adultos mayores y mi papá usa
    // caminador"): "y" after the description opens a new clause about someone named before
    const describedBetween = (from: number): boolean =>
      r.toks.slice(from + 1, start).some((t, d) => /^(que|who)$/.test(t.t) && /^(son|es|are|is)$/.test(r.t(from + 2 + d)));
    // Class: one person named again with "the" ("Vamos con la niñera: mi esposo, yo, la niñera y…", "…y la abuela; los
    // niños duermen con la abuela"): the article points back at the one named before, anywhere in the message; never
    // someone of another's ("la abuela de mi esposo") or another one ("la otra abuela")
    const theAgain =
      x.n === 1 && /^(la|el|the)$/.test(r.t(k - 1)) && !/^(de|del|of|['’]|s)$/.test(r.t(k + 1)) && named.some((y) => y.at < start && y.word === word);
    const again =
      partnerAgain ||
      theAgain ||
      (x.n === 1 &&
        start > 0 &&
        !ANOTHER.has(r.t(k - 1)) &&
        // said of them: a word follows ("mi padre va…", "my wife is…"; a word another reader took counts: "mi abuelo
        // camina con bastón"), not a list going on ("…, mi papá y yo")
        saidOf(k) &&
        // "my wife's mother": someone of theirs, not them
        !/^(['’]|s)$/.test(r.t(k + 1)) &&
        named.some(
          (y) =>
            y.at < start &&
            (y.word === word || PAIR_MEMBERS[y.word]?.includes(word)) &&
            (clauseJoined(start) ||
              (!ADDITIVE.has(r.t(start - 1)) && (/^[,;.]$/.test(r.t(start - 1)) || /[,;.]/.test(r.text.slice(r.toks[start - 1]!.e, r.toks[start]!.s))))) &&
            (!clauseJoined(start) || /[,;.]/.test(r.text.slice(r.toks[y.at]!.e, r.toks[start]!.s)) || start - y.at > CLAUSE_WORDS),
        )) ||
      (x.n === 1 &&
        !ANOTHER.has(r.t(k - 1)) &&
        ADDITIVE.has(r.t(start - 1)) &&
        !ADDITIVE.has(r.t(k + 1)) &&
        named.some((y) => y.at < start && (y.word === word || PAIR_MEMBERS[y.word]?.includes(word)) && describedBetween(y.at)));
    named.push({ word, at: k });
    if (!again) out.push(x);
  }
  return out;
}

/**
 * Class: people restated after "o sea" / "es decir" / "that is" / "I mean" ("los dos viejitos, o sea mis papás, y yo",
 * "my folks, i.e. my mum and dad"): the same people named again, no more; only when both say the same number of
 * grown-ups.
 */
function dropRestated(r: Reader, found: Mention[]): Mention[] {
  // people named, not counted ("o sea 1 adulto", "o sea dos parejas" restate a count: read elsewhere)
  const grownUps = (x: Mention) => (x.k === 'companion' || (x.k === 'adults' && (x.person || x.desc)) ? x.n : undefined);
  return found.filter((x, i) => {
    const prev = found[i - 1];
    const n = grownUps(x);
    if (!prev || n === undefined || grownUps(prev) !== n || x.at < 0) return true;
    return restatingBefore(r, posOf(x)) === 0;
  });
}

/** Words restating what was just said ("o sea", "es decir", "that is", "i mean", "meaning", "osea", "ie"), one or two tokens. */
const RESTATING_WORDS = /^(?:o sea|es decir|that is|i mean|i e|meaning|osea|ie)$/;

/** How many tokens right before token `at` are words restating what was said before them ({@link RESTATING_WORDS}): 2, 1 or 0. */
function restatingBefore(r: Reader, at: number): 0 | 1 | 2 {
  if (at >= 2 && RESTATING_WORDS.test(`${r.t(at - 2)} ${r.t(at - 1)}`)) return 2;
  return at >= 1 && RESTATING_WORDS.test(r.t(at - 1)) ? 1 : 0;
}

/** Words of grandchildren: beside them the speaker's own sons and daughters are grown up. */
const GRANDCHILDREN = peopleTagged('grandchild');

/**
 * Words of addition that join one more person to a count like a "+" ("2 adults plus my mom", "2 adultos más mi mamá"):
 * class: a sum said in words.
 */
const PLUS_WORDS: ReadonlySet<string> = readerWords('plusWords');

/** Whether a "+" or a word of addition ({@link PLUS_WORDS}) stands just before the mention at `at` (its possessive or article included: "+ my mom", "plus my mom", "+ la abuela"). */
function plusBefore(r: Reader, at: number): boolean {
  return PLUS_WORDS.has(r.t(at - 1)) || bringingFrom(r, at) !== undefined;
}

/**
 * Class: someone added after a count by a word of addition and a verb of bringing them ("plus we're bringing the
 * nanny", "also bringing my mom", "y también traemos a la niñera"): like "+ the nanny", one more. Where the words of
 * addition before the mention at `at` start (the word of addition, then subjects, auxiliaries and the verb only), or
 * undefined when no such words stand right before it.
 */
function bringingFrom(r: Reader, at: number): number | undefined {
  let adding = false;
  let verb = false;
  for (let k = at - 1; k >= 0 && k >= at - 6; k--) {
    const w = r.t(k);
    if (PLUS_WORDS.has(w)) return verb ? k : undefined;
    if (BRINGING_VERBS.has(w)) verb = true;
    // "y se nos suma mi cuñado", "and my brother joins us" (a verb of joining the party adds by itself)
    // (joined to the list by "y": "…, se suma mi mamá" after a count restates who the count holds)
    else if (
      JOINING_AFTER_SE.has(w) &&
      r.t(r.t(k - 1) === 'nos' ? k - 2 : k - 1) === 'se' &&
      /^(y|e|tambien)$/.test(r.t(r.t(k - 1) === 'nos' ? k - 3 : k - 2))
    ) {
      verb = true;
      adding = true;
    } else if (ADDING_WORDS.has(w)) adding = true;
    else if (!BRINGING_FILLERS.has(w)) return verb && adding ? k + 1 : undefined;
  }
  return undefined;
}

/** The Spanish verbs of {@link JOINING_VERBS} said with "se" ("se nos suma", "se une", "se nos pega"): before a person, one more. */
const JOINING_AFTER_SE: ReadonlySet<string> = new Set(JOINING_VERBS.filter((v) => v[0] === 'se').map((v) => v.at(-1)!));
/** Verbs of bringing someone along, after a word of addition ("plus we're bringing", "y también traemos a"). */
const BRINGING_VERBS: ReadonlySet<string> = new Set([...TAKING_ALONG, ...'traemos llevamos traeremos llevaremos'.split(' ')]);
/** Words that may stand between a word of addition and a verb of bringing, or after it: subjects, auxiliaries, "a". */
const BRINGING_FILLERS: ReadonlySet<string> = readerWords('bringingFillers');

/**
 * Class: company named after a count of adults that the count leaves out (a described person silently dropped):
 * "2 adultos y mis cuñados", "2 adults and my in-laws", "somos 2 y mis primos", "2 adultos y mi mamá", "2 adults and my
 * friends". Are they among the count or more? The party read would silently leave them out, so it is asked back.
 * Returns how many people were left out (`undefined` when one of them is a group of no number: "mis primos"), or
 * `false` when nobody was: no count, the speaker named ("somos 4, mis primos y yo"), a word of addition before people
 * of a known number ("y también mi mamá": the additive reading adds them), or a total said before a group joined by "con" ("somos 3 con
 * mis primos": the 3 count them).
 */
function leftOutCompanions(r: Reader, ms: readonly Mention[], adults: number): number | undefined | false {
  if (ms.some((m) => m.k === 'self' || m.k === 'notSelf')) return false;
  const counted = ms.filter((m): m is Extract<Mention, { k: 'adults' }> => m.k === 'adults' && !m.person && !m.desc && !m.sum);
  const totals = ms.filter((m): m is Extract<Mention, { k: 'total' }> => m.k === 'total');
  if (counted.length + totals.length !== 1) return false;
  const count = counted[0] ?? totals[0]!;
  // the companions are in the adults read: not left out
  if (count.n !== adults) return false;
  const countAt = posOf(count);
  let left: number | undefined = 0;
  let any = false;
  let adding = false;
  for (const c of ms) {
    if (c.k !== 'companion' || c.counted || c.lead || posOf(c) <= countAt) continue;
    const at = posOf(c);
    const joiner = r.t(at - 1);
    // "my sister's family", "la familia de mi hermano": a whole family, of no number
    const family = [at, at + 1, at + 2, at + 3].some((k) => /^(family|familia)$/.test(r.t(k))) || /^(family|familia)$/.test(r.t(at - 2));
    // the first person after the count not joined to it starts a list that explains the count ("cuatro adultos: mis
    // papás y mis suegros")
    if (!ADDITIVE.has(joiner)) {
      if (!any) return false;
      continue;
    }
    if (totals.length && /^(con|with)$/.test(joiner)) continue;
    if (r.toks.slice(countAt, at).some((t) => ADDING_WORDS.has(t.t) && !PLUS_WORDS.has(t.t))) adding = true;
    any = true;
    left = left === undefined || c.n === undefined || family ? undefined : left + c.n;
  }
  // a word of addition adds people of a known number; a group of no number is asked even then ("plus my friends")
  return any && !(adding && left !== undefined) ? left : false;
}

/** Words naming a whole company after a possessive ("mi familia", "my crew", "mi gente", "my team"). */
const WHOLE_COMPANY = /^(familia|family|familias|families|gente|people|grupo|group|crew|team|equipo|gang|combo|parche|clan|tribe|folks)$/;

/** Words of place or time going on with a request after its party ("…y yo PA Medellín", "…and me FROM the 15th"). */
const REQUEST_GOES_ON = /^(pa|pal|para|a|al|en|el|del|desde|hasta|por|x|to|in|from|for|on|at|this|next|este|esta|manana|tomorrow|hoy|today)$/;

/** Verbs of asking someone before "con"/"with" ("lo consulto con el gerente", "check with the manager"): no company. */
const CONSULT_VERBS =
  /^(consulto|consulta|consultar|consultarlo|consultarla|consultamos|hablo|hablar|hablarlo|pregunto|preguntar|preguntarle|confirmo|confirmar|reviso|revisar|cuadro|cuadrar|check|checking|ask|talk|speak|confirm)$/;

/** Words that may close a party after its last person ("…y yo, nada más", "…y yo, el finde"). */
const CLOSING_WORDS = /^(nada|mas|nomas|solamente|solo|only|just|please|porfa|pls|gracias|thanks)$/;
/**
 * Whether word `w` may stand between the last grown-up named and the children named after them ("y yo, más mi
 * sobrina"): a joining word, a possessive or an article.
 */
function beforeChildren(w: string): boolean {
  return /^(mas|y|e|and|plus|con|with|el|la|un|una|a)$/.test(w) || DETERMINERS.has(w);
}

/**
 * Whether companion `c` stands in a list of people right before children counted ("my mum and our 3 kids", "mi mamá
 * y 2 niños"): between its role word and the children's mention only joiners, possessives and articles.
 */
function listedBeforeChildren(r: Reader, ms: readonly Mention[], c: Mention): boolean {
  const at = posOf(c);
  const next = ms.filter((m) => posOf(m) > at).sort((a, b) => posOf(a) - posOf(b))[0];
  if (next?.k !== 'children') return false;
  let roles = 0;
  for (let k = at; k < posOf(next); k++) {
    if (r.cls(k)) roles++;
    else if (!/^(y|e|and|&|\+|,|el|la)$/.test(r.t(k)) && !DETERMINERS.has(r.t(k))) return false;
  }
  return roles === 1;
}

function posOf(x: Mention): number {
  return x.at < 0 ? -1 - x.at : x.at;
}

// ------------------------------------------------------------------ layout

/**
 * The rooms the bot proposes when the guest did not split the party: the
 * fewest rooms holding at most {@link LAYOUT_MAX_ADULTS} adults and
 * {@link LAYOUT_MAX_PEOPLE} people each (what a standard hotel room takes;
 * bigger family rooms are chosen later among the hotel's products), or
 * exactly `rooms` when the guest said how many. Every room gets at least one
 * adult; adults are spread as evenly as possible (earlier rooms get the extra
 * one); each child, in the order given, goes to the room with the fewest
 * people so far (the earliest on a tie), so children always share a room
 * with adults.
 *
 * When the caps would need more rooms than there are adults, the party is
 * put in one room per adult (the caps are then exceeded); with `rooms`
 * given, the caps are not applied (the guest chose). Returns `[]` when no
 * layout is possible: no adults, or more rooms than adults.
 *
 * @param adults adults (18+), 1 or more
 * @param ages children's ages in whole years, in the order given
 * @param rooms rooms the guest asked for, if said
 * @example proposeLayout(4, [6, 9]) // → [{ adults: 2, ages: [6] }, { adults: 2, ages: [9] }]
 */
export function proposeLayout(adults: number, ages: number[], rooms?: number): RoomParty[] {
  if (!Number.isInteger(adults) || adults < 1) return [];
  let n: number;
  if (rooms !== undefined) {
    if (!Number.isInteger(rooms) || rooms < 1 || rooms > adults) return [];
    n = rooms;
  } else {
    n = Math.max(1, Math.ceil(adults / LAYOUT_MAX_ADULTS), Math.ceil((adults + ages.length) / LAYOUT_MAX_PEOPLE));
    n = Math.min(n, adults);
  }
  const out: RoomParty[] = Array.from({ length: n }, (_, i) => ({
    adults: Math.floor(adults / n) + (i < adults % n ? 1 : 0),
    ages: [],
  }));
  for (const age of ages) {
    let best = 0;
    for (let i = 1; i < n; i++) {
      const size = (x: RoomParty) => x.adults + x.ages.length;
      if (size(out[i]!) < size(out[best]!)) best = i;
    }
    out[best]!.ages.push(age);
  }
  return out;
}
