/**
 * The occupancy reader's vocabulary: each folded word's class (the people classes of the lexicon of `../people.ts`
 * and the room words), agents' room codes, and the word sets the rules ask about, most of them read from the
 * `reader` part of the people lexicon (`../lexicon/people.json`).
 */
import { distance } from 'fastest-levenshtein';
import { wordLists } from '../text.js';
import { phrasesAlternation } from '../repairs.js';
import { PEOPLE_GRAMMAR, readerWords, PEOPLE_WORDS, type PeopleClass, peopleTagged, DIMINUTIVES } from '../people.js';
import namesData from '../lexicon/names.json' with { type: 'json' };
import { PLACE_LEXICON } from '../guest/places.js';
import type { Mention } from './mentions.js';

/** A word class of the reader: the people classes of the lexicon ({@link PeopleClass}) and the room words. */
type Cls = PeopleClass | 'room' | 'roomNoun' | 'roomQual';

/** What the reader knows of a folded word: its class and whether it names several people or rooms. */
export interface WordInfo {
  cls: Cls;
  plural: boolean;
}

/** Every word of a class of the reader, folded, with its class ({@link WordInfo}). */
export const WORDS = new Map<string, WordInfo>();

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
/** Mexican "recámara" for a room, and agents' "rms" for rooms ("1 recámara", "2 rms"). */
add('room', false, 'recamara');
add('room', true, 'recamaras rms');
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
export const BOT_WORDS: ReadonlySet<string> = readerWords('botWords');

/** Words of a person asked about beside {@link BOT_WORDS} ("… o una PERSONA?", "a real HUMAN?"). */
export const BEING_ASKED: ReadonlySet<string> = readerWords('beingAsked');

/** Spouses of several people ("mis 2 hermanos con sus esposas", "my two brothers and their wives"): one each for the people named just before with "sus"/"their". */
export const SPOUSES = peopleTagged('spouseOfSeveral');

/** People named by their job or role in the trip, with the article ("el gerente y su esposa", "the assistant"): one grown-up each. */
export const STAFF = peopleTagged('staff');

/** Clients a booking is made for by an agent or assistant ("mi cliente y su esposa", "just my client"): the speaker does not travel. */
export const CLIENTS = peopleTagged('client');

/** Friends of the speaker ("amigas", "friends"): counted after others named, always more people. */
export const PEERS = peopleTagged('peer');

/**
 * Plural work roles whose field may follow them ("técnicos de mantenimiento", "ingenieros de sistemas"): the staff
 * words' plurals and the grown-ups counted by their job.
 */
export const STAFF_ROLES: ReadonlySet<string> = readerWords('staffRoles');
/** Those a speaker books for at work, named with a possessive ("mi jefe", "my boss"): the party without the speaker, like a client. */
export const BOSSES: ReadonlySet<string> = readerWords('bosses');

/** Travel agents' shorthand ("2 ADL + 1 CHD (5 años)", "2 ADT 1 INF"): read only right after a count. */
export const SHORTHAND = peopleTagged('shorthand');

/**
 * Agents' room codes ("1 SGL + 1 DBL", "2 DBL + 1 TPL"): each code is one
 * room and the adults in it (single 1, double and twin 2, triple 3,
 * quadruple 4). Read only right after a count.
 */
export const ROOM_CODES = new Map<string, number>([
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
export const WORD_ROOM_CODES = new Map<string, number>([
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
export const NOT_PERSON_AFTER_COUPLE: ReadonlySet<string> = readerWords('notPersonAfterCouple');

/** The article before twins that are some of the children already counted ("y las gemelas 4", "and the twins, 4"). */
export const TWINS_ARTICLE = /^(los|las|the)$/;

/** Words of a grown-ups' celebration ("hen party", "stag do", "bachelorette", "despedida de soltera"): see the weakChild count. */
export const GROWN_PARTY: ReadonlySet<string> = readerWords('grownParty');

/** Words taking back a count just said ("no", "perdón", "corrijo", "sorry", "I mean"): see {@link Reader.correctionAfter}. */
export const COUNT_CORRECTIONS: ReadonlySet<string> = readerWords('countCorrections');

/** Pairs of relatives named by role beside a couple ({@link coupleRelatives}): parents, godparents, in-laws. */
export const COUPLE_RELATIVES = peopleTagged('coupleRelative');

/** How many children one word of children born together stands for (its count in the people lexicon): four for quadruplets, three for triplets, two for twins. */
export function bornTogether(w: string): number {
  const n = PEOPLE_WORDS.get(w)?.people;
  return typeof n === 'number' && n > 2 ? n : 2;
}

/** Words after a room code saying one guest has it ("1 DBL single use", "doble uso individual"). */
export const SINGLE_USE: readonly string[][] = wordLists('single use|uso individual|uso sencillo|uso single|for single use');

/** Agents' child codes numbering the children ("CHD1 08, CHD2 11"): the glued digit is the child's number, not an age. */
export const CHILD_LABELS: ReadonlySet<string> = readerWords('childLabels');

/** Words that stand for a party of one room in a split said in words ("another for grandma", "mis papás en otra"). */
export const SEG_SELF: ReadonlySet<string> = readerWords('segSelf');

/** Words gathering everyone just counted ("todos", "all", "ambos"), before a word saying they are grown up. */
export const ALL_OF_THEM: ReadonlySet<string> = readerWords('allOfThem');

/** Words saying people are grown up, after {@link ALL_OF_THEM} ("todos mayores de edad", "all adults", "todos grandes"). */
export const GROWN_WORDS: ReadonlySet<string> = readerWords('grownWords');

/** Kid words that are also everyday words ("comida china", "estoy pelado"): kids only with ages, or with a count beside adults. */
export const STRICT_SLANG = peopleTagged('strictSlang');

/** Child words that are also adjectives or endearments ("menor precio", "hi baby"): not a sign of an unread child. */
export const NOT_STRAY = peopleTagged('alsoAdjective');

/** Words of kinship among the child words: a son or daughter may be grown up ("mi hija de 19"). */
export const OFFSPRING = peopleTagged('offspring');

/** Grandchildren ("nieto", "grandson"): grown up when said with a spouse of their own ("my grandson and his wife"). */
export const GRANDCHILDREN = peopleTagged('grandchild');

/** Relatives who may be of any age ("mi hermano de 16", "my cousin, 12", and their diminutives: "su hermanito de 16"): a child when said with an age under 18. */
export const YOUNG_RELATIVES = peopleTagged('youngRelative');

/**
 * A verb of joining the party said right after a person, before their age ("my brother joins us (he is 14)", "mi
 * hermano se une, tiene 14"): words of no count, skipped to read the age (class: a person added with a verb of joining).
 */
export const JOINING_VERBS: readonly string[][] = wordLists(
  'joins us|joins|is joining us|is joining|comes too|comes along|comes with us|is coming too|is coming with us|se une|se nos une|se suma|se nos suma|se pega|se nos pega|nos acompana|viene tambien|va tambien',
);

/** Elders of the family named with an article for "my" ("y la abuela", "los suegros"). */
export const ELDERS = peopleTagged('elder');

/** What a diminutive of a child word counts ("chiquitines", "los peques"): children, several. */
export const LITTLE_ONES: WordInfo = { cls: 'child', plural: true };

/** What a diminutive of a child word counts ("mi chiquita"): one child. */
export const LITTLE_ONE: WordInfo = { cls: 'child', plural: false };

/** What a word named only after a possessive ("mi ex", "my folks") counts: one grown-up, or a pair (the parents). */
export const POSSESSED_ONE: WordInfo = { cls: 'adultRel', plural: false };

/** What a pair word named only after a possessive counts ("my folks"): two grown-ups. */
export const POSSESSED_PAIR: WordInfo = { cls: 'adultRelPair', plural: true };

/** Words naming someone only right after a possessive ("my folks", "mi ex"; "hi folks" greets). */
export const POSSESSED = peopleTagged('possessed');

/** Words long enough to be matched with one typo ("habitasion", "adutos", "personass"). */
export const FUZZY_TARGETS: readonly string[] = [
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
export const NOT_FUZZY = new Set(['personal', 'adultez', 'infantil']);

/**
 * Adult words matched with one typo from five letters on (class: letter swaps
 * and drops in the commonest word, "aduts", "adluts", "adultso"): shorter
 * than the other targets, but no real word stands one typo from them.
 */
export const FUZZY_ADULT_TARGETS: readonly string[] = ['adults', 'adultos', 'adultas'];

/**
 * The word class of a diminutive of a family or people word ("nietecito", "abuelita", "hijitos", "esposito"): the
 * class of the word itself (class: diminutives of family words are those words). Only family and people words:
 * a diminutive of a room or a count word is no person.
 */
export function diminutiveOf(w: string): WordInfo | undefined {
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
export function oneTypo(a: string, b: string): boolean {
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
export const TITLES = peopleTagged('title');

/**
 * Given names and surnames of the name lexicon (`./lexicon/names.json`, validated where the guest's name is read):
 * after a title spelled out ("el señor", "la señora") only one of them is a name ("el señor Ramírez"), not a verb or
 * any other word ("el señor llega el lunes").
 */
export const KNOWN_NAMES: ReadonlySet<string> = new Set([...namesData.given, ...namesData.alsoSurname, ...namesData.englishGiven, ...namesData.surnames]);

/** The guest's own questions (name, contact, country): the party is read there only from plain counts. */
export const PERSONAL_SLOTS: ReadonlySet<string> = new Set(['name', 'lastName', 'phone', 'email', 'country', 'residenceCity']);

/** Questions of the search, where a person named by title is one of the party (elsewhere it is the guest's name). */
export const SEARCH_SLOTS: ReadonlySet<string> = new Set(['destination', 'dates', 'nights', 'party', 'rooms']);

/** Little words that are never a name after a title. */
export const NOT_NAMES: ReadonlySet<string> = readerWords('notNames');

/** Words of an unsaid number before children ("y unos niños", "some kids"): children whose number is asked. */
export const INDEFINITE: ReadonlySet<string> = readerWords('indefinite');

/**
 * Verbs of asking to be served by someone ("que me atienda una persona", "hablar con una persona", "pásame con una
 * persona real", "speak to a person", "talk with a person"): "una persona" / "a person" after them is the person asked
 * for, never a party of one (class: a person asked for is no count). Linking words ("con", "to", "with", "por") may
 * stand between the verb and the person.
 */
export const ASK_FOR_PERSON_VERBS: ReadonlySet<string> = new Set(
  (
    'atienda atiende atiendan atender atenderme atienden atendido atendida hablar hablo hable habla hablame hableme comunicar comunicarme comunicame ' +
    'comuniqueme comunica comunicas pasar pasarme pasame paseme pasa pasas transferir transfiere transfiereme speak talk chat connect transfer put'
  ).split(' '),
);

/** Linking words between a verb of asking for someone and the person ("hablar con", "speak to", "atendido por"). */
export const ASK_FOR_PERSON_LINKS: ReadonlySet<string> = readerWords('askForPersonLinks');

/** Possessives and articles before a count or a role word ("mi", "sus", "the", "los"): looked through where a count or a person starts. */
export const DETERMINERS: ReadonlySet<string> = readerWords('determiners');

/**
 * Possessives that tie a relative to the speaker or to someone of the party
 * ("mi esposa" is one person, "una pareja" two; "my brother and his wife",
 * "my gf and her 2 kids").
 */
export const OWN: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.possessives);

/**
 * Words that may stand between a count and its noun ("2 little ones", "two old people", "una sola habitación", "la
 * misma habitación", "8 ex compañeros"), and the English nationality words of the place lexicon, one word each ("2
 * dutch guys", "two British pensioners", "2 korean couples").
 */
export const ADJECTIVES = new Set([
  ...(
    'small little lil wee young lovely pequenos pequenas chiquitos chiquitas retired elderly older old married sola misma teenage teen ex ' +
    // Class: where people know each other from, said before them ("twelve uni friends", "3 work mates", "my best friends")
    'uni college university school work office best close good childhood'
  ).split(' '),
  ...Object.values(PLACE_LEXICON.countries.demonymsEn.codes)
    .flat()
    .filter((w) => /^[a-z]+$/.test(w)),
]);

/** Adjectives of youth that may stand between a possessive and a child word ("my teenage son", "our little girl"): still that child. */
export const YOUNG_ADJECTIVES: ReadonlySet<string> = readerWords('youngAdjectives');

/** Words that may stand between what was said before and a count ("y", "con", "para", "plus", ","). */
export const CONNECTORS: ReadonlySet<string> = readerWords('connectors');

/** Words that join one more person or count to those before ("y mi padre", "con mi mamá", "2 adults + 1"). */
export const ADDITIVE: ReadonlySet<string> = readerWords('additive');

/** Units of an age in years, words and short forms ("años", "years", "yrs", "5yo", "5a"). */
export const YEAR_UNITS: ReadonlySet<string> = new Set([...PEOPLE_GRAMMAR.yearUnits, ...readerWords('yearAbbreviations')]);

/** Units of an age in months, words and short forms ("meses", "months", "8mos", "8m"). */
export const MONTH_UNITS: ReadonlySet<string> = new Set([...PEOPLE_GRAMMAR.monthUnits, ...readerWords('monthAbbreviations')]);

/** Words for babies: ages listed before "months" are all in months ("dos bebés de 5 y 6 meses"). */
export const BABIES = /^(?:bebes?|bebitos?|bebitas?|babies|baby|infants?|infantes?|gemel[oa]s|mellizos|mellizas|twins)$/;

/**
 * Units of an age in weeks ("a 6-week-old", "6 weeks old", "6 semanas"): a baby of 0. Read as an age only with "old"
 * after them or at the children's-ages question (elsewhere "2 weeks" is a stay).
 */
export const WEEK_UNITS: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.weekUnits);

/** Occasions held for someone ({@link Reader.forOccasion}). */
export const OCCASIONS: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.occasions);

/** Celebrations of someone ({@link Reader.forOccasion}). */
export const CELEBRATIONS: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.celebrations);
/** Events a trip may be planned around ("my conference", "mi cita"): the lexicon's `events`, no one of the party. */
export const EVENTS: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.events);

/** Words after a person saying they do not travel ({@link Reader.notTravelling}), from the people lexicon. */
export const NOT_TRAVELLING = new RegExp(String.raw`^(?:ya )?(?:${phrasesAlternation(PEOPLE_GRAMMAR.notTravelling)})\b`);

/**
 * A person's dropping out said right after them, up to the end of its clause ("…, pero él al final no va", "… but he's
 * not coming after all", "…, ya no viene"): see {@link Reader.notTravelling}.
 */
export const DROPPED_OUT = new RegExp(
  `^(?:, )?(?:(?:pero|but|aunque) )?(?:(?:el|ella|he|she) )?(?:(?:al final|finalmente|after all|at the end) )?(?:${phrasesAlternation(PEOPLE_GRAMMAR.droppedOut)})(?: (?:al final|after all|anymore|finalmente))?(?:$| ,| y | and | pero | but )`,
);

/** A person's maybe coming said right after them ("mi hermano tal vez venga", "my ex-wife might join"): see {@link Reader.maybeJoining}. */
export const MAYBE_AFTER = new RegExp(String.raw`^(?:(?:el|ella|he|she) )?(?:(?:also|tambien) )?(?:${phrasesAlternation(PEOPLE_GRAMMAR.maybeJoining)})\b`);

/** A person's maybe coming said right before them ("and maybe my brother", "y de pronto mi suegra", "puede que venga mi tía"). */
export const MAYBE_BEFORE = new RegExp(
  String.raw`\b(?:${phrasesAlternation(PEOPLE_GRAMMAR.maybeJoining)})(?: (?:also|tambien|venga|vaya|viene|va|come|comes|join|joins|se une|se suma|bring|brings|traiga|traigan|lleve))?(?: (?:con|with))?$`,
);

/** Verbs of sending a message ("lo que me mandó mi hermana"): its sender is no one of the party. */
export const SENT: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.sentVerbs);

/** Words before a person the stay is compared to, ending right before them ({@link Reader.notTravelling}). */
export const COMPARED_TO = new RegExp(String.raw`\b(?:${phrasesAlternation(PEOPLE_GRAMMAR.comparedTo)})$`);

/** Words before a person the trip goes to see, ending right before them ({@link Reader.notTravelling}). */
export const VISITED = new RegExp(String.raw`\b(?:${phrasesAlternation(PEOPLE_GRAMMAR.visited)})$`);

/** Words after a person saying they are operated on or treated ({@link Reader.notTravelling}). */
export const PATIENT = new RegExp(String.raw`^(?:${phrasesAlternation(PEOPLE_GRAMMAR.patient)})\b`);

/** Things of someone said with "'s" ("my husband's flight", "my boss's car"): their owner is named in passing ({@link Reader.forOccasion}). */
export const THINGS_OWNED: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.thingsOwned);

/** The kinds of mention that count the party. */
export const PARTY_KINDS: ReadonlySet<Mention['k']> = new Set(['adults', 'children', 'total', 'self', 'companion']);

/** Glued-only units ("5a", "8m"): ambiguous as separate words. */
export const GLUED_ONLY_UNITS: ReadonlySet<string> = readerWords('gluedOnlyUnits');

/** Units spelled as words, that after "diez y" / "veinte y" may make one number in the old spelling ("diez y ocho" = 18). */
export const SPELLED_UNITS: ReadonlySet<string> = readerWords('spelledUnits');

/** Words and marks between the ages of a list ("5 y 8", "5, 8", "5/8", "5; 8"). */
export const AGE_SEPARATORS: ReadonlySet<string> = new Set([...PEOPLE_GRAMMAR.ageSeparators, ...readerWords('ageListMarks')]);

/** Words that may stand between a separator and the next age ("y el otro de 8", "and the other is 9"). */
export const AGE_FILLERS: ReadonlySet<string> = readerWords('ageFillers');

/**
 * Words describing one child after "el", "la", "the" ("el mayor", "el chiquito", "la niña", "the little one", "the
 * oldest"): in a list of ages, each names one of the children already counted.
 */
export const DESCRIBED_CHILD: ReadonlySet<string> = readerWords('describedChild');

/** Words for a work team counted ("team of 10", "equipo de 6"): grown-ups travelling for work. */
export const WORK_TEAMS = peopleTagged('workTeam');

/**
 * Words of an age said as about ("dos niños como de seis y ocho años", "de unos 6", "a kid of about 6", "kids around
 * 6 and 8"): introducers of ages too, the age said being the one the guest gives.
 */
export const ABOUT_AGE: ReadonlySet<string> = new Set('como unos unas about around roughly approx aprox approximately aproximadamente'.split(' '));

/**
 * Words that may introduce ages after a child word ("de 5", "aged 5", "con edades de 4 y 7"), a birthday just
 * passed among them ("she just turned 2", "que acaba de cumplir 5", "who turned 12", "cumplió 7").
 */
export const AGE_INTROS = new Set(
  (
    'de d del of aged age ages edad edades con with tiene tienen que q k who are is son he she hes shes s re r theyre they it its uno una one el la mayor menor older younger oldest youngest entre between ' +
    'just turned turn acaba acabo acaban cumplir cumplio cumplieron ' +
    // Class: an age said as already reached ("mi hijo que ya tiene 19", "who's already 18") or a baby described as
    // carried ("un bebé de brazos de 7 meses"): words between the person and the age, never an age themselves.
    'ya already brazos arms ' +
    // Class: a hesitation before the age, as dictation writes it ("one child who is um seven", "que tiene eh 5")
    'um umm uh eh ehh ehm er erm'
  )
    .split(' ')
    .concat([...ABOUT_AGE]),
);

/** Words after a number that make it something else than an age or a count of people. */
export const NOT_AGE_AFTER = new Set(
  (
    'noche noches night nights nite nites dia dias day days semana semanas week weeks mes? estrellas estrella stars star horas hora hours hour h hrs pm am ' +
    'mil millon millones pesos peso dolares dolar usd cop k de del al hasta to till until enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ' +
    'ene feb mar abr may jun jul ago sep sept oct nov dic january february march april june july august september october november december jan aug dec ' +
    'camas cama beds bed pisos piso floor floors km minutos minutes am'
  ).split(' '),
);

/** Words that may follow a bare count of people ("somos 4", "para 2 en cartagena", "for two please"). */
export const SAFE_AFTER_TOTAL = new Set(
  (
    'y e and en in a al para por con with desde from porfa favor please pls plz gracias thanks thank el la , . ) : ; ! ? + & plus mas total personas ' +
    'contando incluyendo incluidos incluidas including incl counting ' +
    // Class: a count limited in words ("nosotros dos nomás", "somos 3 solamente", "us two only"): the limit ends it.
    'nomas solamente unicamente only just'
  ).split(' '),
);

/** Words standing just before "familia"/"family" that belong to the phrase ("una familia de 4", "my family of 5"). */
export const FAMILY_LEAD: ReadonlySet<string> = readerWords('familyLead');

/** Verbs of the whole party going ("somos", "vamos", "viajamos"): the count after them is the party's total. */
export const TOTAL_VERBS: ReadonlySet<string> = readerWords('totalVerbs');

/** "para" and its chat forms. */
export const PARA: ReadonlySet<string> = readerWords('para');

/** Words that make the count after them approximate ("somos como 4", "unos 5", "about 4"). */
export const APPROX: ReadonlySet<string> = readerWords('approx');

/** Words of talking a plan over with someone: a relative named after them is not travel company. */
export const CHATTER = new Set(
  (
    'check checking ask asking talk talking speak speaking consult consulting confirm confirming discuss discussing let lemme think decide ' +
    'hablar hablo hable hablarlo hablarle hablamos preguntar pregunto preguntarle preguntale pregunte consultar consulto consultarlo consultarle consulte ' +
    'confirmar confirmo confirmarle decirle digo comentar comento comentarle cuadrar cuadro cuadrarlo coordinar coordino revisar reviso mirar miro ver veo ' +
    'charlar llamar llamo escribirle dejame dejeme deja permiteme esperame aviso avisar decidir decido pensarlo pensar pienso chequear chequeo acordar ' +
    'consultando hablando preguntando cuadrando coordinando revisando mirando chequeando confirmando comentando decidiendo pensando'
  ).split(' '),
);

/** Verbs of choosing said of someone named ("my wife decides", "mi esposo elige"): who chooses the trip, not a count. */
export const DECIDING: ReadonlySet<string> = new Set('decides decide decida decidira choose chooses picks pick elige escoge elegira escogera'.split(' '));

/** Words of a trip: with them "con mi esposa" is travel company. */
export const TRAVEL = new Set(
  (
    'voy viajo viajar ir vengo llego llegar llegamos quedarme quedarnos hospedarme hospedarnos alojarme alojarnos reservar reserva reservo reservacion ' +
    'viajecito viajesito paseito vacaciones honeymoon luna aniversario anniversary planeando planeamos planning ' +
    'reservation reserve book booking habitacion habitaciones cuarto hotel viaje vacaciones paseo escapada estadia travel traveling travelling trip going go ' +
    'come coming visit visiting stay staying vacation holiday getaway fly flying arrive arriving room rooms noches nights noche night weekend finde'
  ).split(' '),
);

/** Words of "we" ("vamos", "queremos", "nosotros", "we"): the speaker is one of a group. */
export const PLURAL_WE: ReadonlySet<string> = readerWords('pluralWe');

/** Adjectives of age that may stand between a possessive and an adult relative ("my elderly mother", "our retired parents"). */
export const AGED_ADJECTIVES: ReadonlySet<string> = readerWords('agedAdjectives');

/** Verbs of one person taking someone along ("quiero llevar a mi esposa", "I'm taking my mom"): the speaker travels with them. */
export const TAKING_ALONG: ReadonlySet<string> = readerWords('takingAlong');

/** Spanish verbs of one person going ("voy con mi hijo", "quiero ir con mis hijos"): the speaker travels. */
export const GOING_ALONE: ReadonlySet<string> = readerWords('goingAlone');

/** English words of going said with "I" ("I'm travelling with my son"). */
export const GOING_EN: ReadonlySet<string> = readerWords('goingEn');

/** Family roles that name one adult in a list of the party ("Dad, mum and 3 kids", "y la abuela", "and grandpa"). */
export const ROLE_ONE = peopleTagged('roleOne');

/** Family roles that name two adults in a list of the party ("Grandparents, parents and two kids", "los abuelos"). */
export const ROLE_PAIR = peopleTagged('rolePair');

/** The speaker as one word, before a count of others joined to them ("me + 1", "yo y 2 más", "myself plus one"). */
export const SPEAKER_ALONE: ReadonlySet<string> = readerWords('speakerAlone');

/** Words after a count of people joined to the speaker that say they are more people ("2 more", "3 más", "two others"). */
export const PEOPLE_MORE: ReadonlySet<string> = readerWords('peopleMore');

/** Words of the speaker alone ("solo yo", "voy sola"; Portuguese "somente eu"). */
export const SOLO_WORDS: ReadonlySet<string> = readerWords('soloWords');

/** Words of a trip already made ("fuimos", "estuvimos", "two years ago", "we stayed"): see `pastTrip`. */
export const PAST_WORDS: ReadonlySet<string> = readerWords('pastWords');

/** Verbs of going said negated by the speaker ("yo no voy", "no viajo yo", "I'm not going", "I won't be coming"). */
export const NOT_GOING: ReadonlySet<string> = readerWords('notGoing');

/** Words of people staying behind ("stay home", "se quedan"): see `stayingBehindBefore` of the reader. */
export const STAYING_BEHIND: ReadonlySet<string> = readerWords('stayingBehind');

/** Verbs of the speaker going or being, before a word of being alone ("voy solo", "estaré sola", "yo sola"). */
export const SOLO_VERBS: ReadonlySet<string> = readerWords('soloVerbs');

/** Words that may follow "each" or "another" before the people it is for ("cada una con 2", "otra para mis papás"). */
export const EACH_AFTER: ReadonlySet<string> = readerWords('eachAfter');

/** The words before a bare "room" meaning space ("have room for 6", "any room for 2", "enough room for us"). */
export const ROOM_AS_SPACE_BEFORE: ReadonlySet<string> = readerWords('roomAsSpaceBefore');

/** Words that may follow "one more" said of a person ("one more who just confirmed", "uno más que se apuntó"). */
export const MORE_WHO: ReadonlySet<string> = readerWords('moreWho');

/** English words of a party: beside them "son" is the English noun, not the Spanish verb. */
export const ENGLISH_PARTY_HINTS: ReadonlySet<string> = readerWords('englishPartyHints');

/** The owner words before a room of one's own ("their own room", "su propia habitación", "a separate room"). */
export const OWN_ROOM_OWNERS: ReadonlySet<string> = readerWords('ownRoomOwners');

/**
 * The words that may stand between a person and the room of their own said of them ("Dad would like his own room",
 * "my in-laws, they need their own room", "the nanny needs her own room", "grandparents (own room)").
 */
export const OWN_ROOM_LINKS: ReadonlySet<string> = readerWords('ownRoomLinks');

/** Words of one more of the same kind: another room in a split said in words ("otra para mis papás", "another for grandma"). */
export const ANOTHER: ReadonlySet<string> = readerWords('another');

/** Words saying the people after them are inside the count before ("6 incluyendo los niños", "including us"): no one more. */
export const INCLUSIVE_WORDS: ReadonlySet<string> = readerWords('inclusiveWords');

/** Words of the speaker travelling: "yo", "me", "conmigo", "nosotros", "vamos", "voy", "viajo", "somos", "I", "we", "us". */
export const SPEAKER_WORDS: ReadonlySet<string> = readerWords('speakerTravelling');

/** Verbs of the people named travelling, in the third person plural ("mis hijos van con su tío", "my kids go with their aunt"). */
export const THEY_TRAVEL: ReadonlySet<string> = readerWords('theyTravel');

/** English verbs of going after "I"/"I'm" ("I'm flying in", "I arrive"): the lexicon's `goingEn` and `goingAfterI`. */
export const GOING_AFTER_I: ReadonlySet<string> = new Set([...GOING_EN, ...readerWords('goingAfterI')]);
/** Words after "I"/"I'm" of the speaker who books for others ("I'm booking for my father"): see the lexicon's `bookingForOthers`. */
export const BOOKING_FOR_OTHERS: ReadonlySet<string> = readerWords('bookingForOthers');
/** What someone goes in that is no trip ("va en silla de ruedas"): see the lexicon's `travelAids`. */
export const TRAVEL_AIDS: ReadonlySet<string> = readerWords('travelAids');
/** Verbs of people named in the third person travelling ("va", "llegan", "are going"): see the lexicon's `othersTravelling`. */
export const OTHERS_TRAVELLING: ReadonlySet<string> = readerWords('othersTravelling');

/**
 * Words of the speaker going on the trip ("voy", "llegamos", "we", "us"): {@link SPEAKER_WORDS} and the lexicon's
 * `speakerGoing`, without "I" and "me" (those go only with what follows them: see `speakerGoes` in party.ts).
 */
export const SPEAKER_GOING: ReadonlySet<string> = new Set([...SPEAKER_WORDS, ...readerWords('speakerGoing')].filter((w) => !/^(i|im|me)$/.test(w)));
