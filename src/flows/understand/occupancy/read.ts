/**
 * The party said in a message ({@link extractOccupancy}): the tokens scanned by the rules, the mentions combined,
 * the readings that stand beside the scan (a list of people read by the people-phrase grammar of `../people.ts`,
 * emoji, ages corrected at the ages question, one room's party at a time), and the problems that leave values out
 * (too many people or rooms, no adults, a child of 18 or more).
 */
import { foldKeepLength, NUMBER_WORDS, numberValue } from '../text.js';
import type { Message, OccupancyFound, RoomParty, TextRange } from '../types.js';
import { phrasesAlternation } from '../repairs.js';
import {
  CHILD_SPOUSES,
  PAIR_MEMBERS,
  PEOPLE_GRAMMAR,
  readerWords,
  namesUncountedChildren,
  peopleClauses,
  peopleCount,
  peopleTagged,
  AGE_WORDS,
  PARTNER_WORDS,
  PEOPLE_WORDS,
  peopleWord,
} from '../people.js';
import { ADULT_AGE, MAX_PEOPLE, MAX_ROOMS } from '../../limits.js';
import type { Mention } from './mentions.js';
import {
  BABIES,
  bornTogether,
  ADDITIVE,
  ANOTHER,
  BEING_ASKED,
  BOT_WORDS,
  DESCRIBED_CHILD,
  DETERMINERS,
  ELDERS,
  SPEAKER_WORDS,
  isRoomWord,
  ROOM_CODES,
  OWN,
  PARTY_KINDS,
  PERSONAL_SLOTS,
  SEG_SELF,
  STAFF,
  TWINS_ARTICLE,
  YOUNG_RELATIVES,
} from './words.js';
import { tokenize } from './tokens.js';
import { ADDING_WORDS, ENDEARMENTS, PLUS_WORDS, Reader, posOf, stayingBehindBefore } from './reader.js';
import { birthdaysToCome, correctedAges } from './children.js';
import { scan } from './scan.js';
import { type Party, partyOf } from './party.js';

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

/** The spouse of a son or daughter in the folded message ({@link CHILD_SPOUSES} as typed: "son-in-law", "son in law"). */
const IN_LAW_OF_CHILD = /\b(?:yerno|nuera|(?:son|daughter)[- ]in[- ]law)\b/;

/** Words saying the ones asked about are grown up ("ya están grandes", "son mayores de edad", "they're adults"). */
const GROWN_SAID =
  /\b(?:ya (?:estan|son) (?:grandes|adultos|adultas|mayores)|son (?:adultos|adultas|mayores de edad)|mayores de edad|(?:they'?re|they are|are) (?:all )?(?:grown(?: ?ups?)?|adults))\b/;

/** Ages in brackets ("(78 y 80 años)", "(both 70)", "(de 65)"): one or two numbers of two or three digits. */
const BRACKETED_AGES =
  /\(\s*(?:both|ambos|ambas|los dos|las dos)?\s*(?:de\s+)?(\d{2,3})(?:\s*(?:y|e|and|&|,)\s*(\d{2,3}))?\s*(?:anos|ano|years?|yrs?)?\s*(?:old)?\s*\)/g;

/**
 * Class: the ages of grown-ups said in brackets right after the words naming them ("2 adultos mayores (78 y 80 años)
 * y yo", "mis papás (78 y 80)", "2 adults (both 70) and me"): the grown-ups' own, no child's age and no count. Only
 * after a word that names grown-ups only (never "mis hijos (20 y 22)": there the ages make them grown-ups, read by
 * the occupancy reader), and only ages of grown-ups.
 */
export function grownUpAgesSpans(folded: string): TextRange[] {
  const out: TextRange[] = [];
  for (const m of folded.matchAll(BRACKETED_AGES)) {
    const ages = [m[1], m[2]].filter((x) => x !== undefined).map(Number);
    if (!ages.every((a) => a >= ADULT_AGE && a <= 120)) continue;
    // (the word right before the bracket: "1 adult son (19)" names the son, whose age it is)
    const before =
      folded
        .slice(0, m.index)
        .trimEnd()
        .split(/[^a-z]+/)
        .filter(Boolean)
        .at(-1) ?? '';
    if (peopleWord(before)?.age !== 'adult') continue;
    out.push([m.index, m.index + m[0].length]);
  }
  return out;
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
  if (!/\b(?:cumple|cumplen|cumplira|cumpliran|cumpliria|cumplir|turn|turns|turning|turned|cumplio|cumplieron)\b|\d\s*\(\s*\d/.test(m.folded)) return [];
  const r = new Reader(m.folded, m.expecting);
  correctedAges(r);
  if (r.used.some(Boolean)) return [];
  birthdaysToCome(r);
  birthdaysPast(r);
  return r.spans();
}

/**
 * Class: a birthday gone by, with its time ("my nephew, who turned 18 last week", "cumplió 18 el mes pasado", "turned
 * 18 yesterday"): the age is the age now, read as ever; the time is the birthday's, never the stay's (it is past).
 * Only the time's words are used here.
 */
function birthdaysPast(r: Reader): void {
  for (let i = 0; i + 2 < r.toks.length; i++) {
    if (!/^(turned|cumplio|cumplieron)$/.test(r.t(i)) || r.count(i + 1, false) === undefined) continue;
    let k = i + 2;
    if (/^(anos|years|year)$/.test(r.t(k))) k++;
    const a = r.t(k);
    const b = r.t(k + 1);
    let end: number | undefined;
    if (/^(yesterday|ayer|recently|recien|recientemente)$/.test(a)) end = k + 1;
    else if (a === 'last' && /^(week|month|year|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(b)) end = k + 2;
    else if (/^(la|el)$/.test(a) && /^(semana|mes|ano|fin)$/.test(b) && /^(pasada|pasado)$/.test(r.t(k + 2))) end = k + 3;
    else if (a === 'hace' && r.count(k + 1, false) !== undefined && /^(dias|semanas|meses|dia|semana|mes)$/.test(r.t(k + 2))) end = k + 3;
    else if (r.count(k, false) !== undefined && /^(days|weeks|months|day|week|month)$/.test(b) && r.t(k + 2) === 'ago') end = k + 3;
    if (end !== undefined) r.mark(k, end);
  }
}

/** Every one named said to be grown up ("todas mayores de edad", "todos son mayores", "all adults", "all over 18"), folded. */
const ALL_GROWN =
  /\b(?:tod[oa]s\s+(?:son\s+|somos\s+)?(?:mayores(?:\s+de\s+edad)?|adult[oa]s)|(?:they'?re\s+|are\s+|we'?re\s+)?all\s+(?:adults|grown[\s-]?ups|over\s+18|of\s+age))\b/;

/** Children's ages said as a band ("entre 6 y 10", "between 6 and 10"), folded, with no month after it. */
const AGE_BAND =
  /\b(?:entre\s+(?:los\s+)?(\d{1,2})\s+y\s+(?:los\s+)?(\d{1,2})|between\s+(\d{1,2})\s+and\s+(\d{1,2}))\b(?!\s*(?:de\s+)?(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|january|february|march|april|may|june|july|august|september|october|november|december)\b)/;

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
 *
 * The party said in `m` ({@link OccupancyFound}): adults, children and their ages, rooms, a layout per room; at the
 * children's-ages question (`agesAwaited` ages asked) bare numbers are ages. Undefined when no party is said.
 */
export function extractOccupancy(m: Message, agesAwaited?: number): OccupancyFound | undefined {
  if (m.expecting === 'childAges') {
    // "entre 6 y 10", "between 6 and 10" (class: the children's ages said as a band): no child's age is said, so none is
    // read and no other reader takes the numbers (not a date, "entre el 6 y el 10"); the ages are asked again
    const band = AGE_BAND.exec(m.folded);
    if (band) return { spans: [[band.index, band.index + band[0].length]] };
    const corrected = confirmedAgeList(m) ?? correctedAgeList(m, agesAwaited) ?? recountedChildren(m);
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
  // Class: the speakers named by a bare pronoun among the people listed ("nosotros con el bebé, mis papás y mi hermano
  // con su esposa", "grandparents in their own room, us and the kids in another"), read by nobody: how many they are is
  // not known, so the grown-ups counted without them are no party; they are asked
  if (read?.adults !== undefined && unreadSpeakers(m.folded, read.spans)) {
    const { adults: _adults, perRoom: _perRoom, ...rest } = read;
    return rest.spans.length > 0 ? rest : undefined;
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
  // Class: a sum opening the answer, then the children said with as many ages as its second part ("2+2, the kids are 9
  // and 12", "dos y dos, los niños tienen 11 y 13"): the first part is the grown-ups, the second the children named
  const kidsAfterSum = read && read.adults === undefined && read.children !== undefined && !read.unsure && !read.problem ? KIDS_AFTER_SUM.exec(m.folded) : null;
  if (kidsAfterSum && read) {
    const [grown, kids] = [numberValue(kidsAfterSum[1]!), numberValue(kidsAfterSum[2]!)];
    // (the children's span may open at the mark after the sum)
    const end = kidsAfterSum.index + kidsAfterSum[0].length - 1;
    if (grown !== undefined && grown >= 1 && kids === read.children && read.ages?.length === kids && read.spans.every(([s]) => s >= end))
      return { ...read, adults: grown, spans: [[kidsAfterSum.index, end], ...read.spans] };
  }
  // Class: a party said as a sum alone at the party question ("2+1", "4 + 2"): grown-ups and children, or all grown-ups?
  // The total is said back and who they are asked, never guessed.
  // (in a whole request too, the sum standing alone between the other parts: "Cartagena 2+1 del 5 al 8 de enero")
  const sum = read ? null : m.expecting === 'party' ? BARE_SUM.exec(m.folded) : sumAmongParts(m.folded);
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

/** The alternation of the people lexicon's reader class `name` (see `readerWords`), for a regular expression. */
const wordsOf = (name: string): string => phrasesAlternation([...readerWords(name)]);
/**
 * A bare pronoun of the speakers as a member of a list of people ("nosotros con …", "…, us and the kids", "y
 * nosotras"): the lexicon's `speakersListed`, after a word of `speakersJoinedAfter` or opening a clause before one of
 * `speakersJoinedBefore`, and not before a word of `speakersAll` ("us both"), a count or a parenthesis.
 */
const SPEAKERS_LISTED = new RegExp(
  String.raw`(?:\b(?:${wordsOf('speakersJoinedAfter')})\s*(${wordsOf('speakersListed')})\b|(?:^|[,;:])\s*(${wordsOf('speakersListed')})(?=\s*(?:,|\b(?:${wordsOf('speakersJoinedBefore')})\b)))(?!\s*(?:\(|\d|${wordsOf('speakersAll')})\b)`,
  'g',
);
/** The writer named as one of the party: the lexicon's `selfNamed` ("yo", "I", "myself"), "me" beside a word of `meJoiners` ("me and …", "… and me"). */
const SELF_NAMED = new RegExp(String.raw`\b(?:${wordsOf('selfNamed')})\b|\b(?:${wordsOf('meJoiners')})\s+me\b|\bme\s+(?:${wordsOf('meJoiners')})\b`);
/**
 * A count of the party said outright ("4 adults", "somos 6", "that's 5 people"): a word before one of the lexicon's
 * `partyCountNouns` or after one of its `partyCountLeads` (the word is then read as a number); the speakers are among them.
 */
const PARTY_COUNTED = new RegExp(String.raw`\b(\w+)\s+(?:${wordsOf('partyCountNouns')})\b|\b(?:${wordsOf('partyCountLeads')})\s+(\w+)\b`, 'g');

/**
 * Whether a bare pronoun of the speakers listed among people (see {@link SPEAKERS_LISTED}) lies outside every span read,
 * with no count of the party said and the writer not named apart.
 */
function unreadSpeakers(folded: string, spans: readonly TextRange[]): boolean {
  // (the writer named apart, "mi esposo y yo … y nosotros aparte": "nosotros" are those named)
  if (SELF_NAMED.test(folded)) return false;
  for (const c of folded.matchAll(PARTY_COUNTED)) if (numberValue(c[1] ?? c[2]!) !== undefined) return false;
  for (const x of folded.matchAll(SPEAKERS_LISTED)) {
    // "y nosotros cuatro", "and us 2": counted
    if (numberValue(/^\s*(\S+)/.exec(folded.slice(x.index + x[0].length))?.[1] ?? '') !== undefined) continue;
    const said = x[1] ?? x[2]!;
    const at = x.index + x[0].lastIndexOf(said);
    if (!spans.some(([a, b]) => at >= a && at < b)) return true;
  }
  return false;
}

/** Two counts joined by "+" as the whole answer ("2+1", " 4 + 2 "). */
const BARE_SUM = /^\s*(\d{1,2})\s*\+\s*(\d{1,2})\s*$/;
/** A sum opening a message, before a comma or colon ("2+2, …", "dos y dos, …", "2 + 1: …"). */
const KIDS_AFTER_SUM =
  /^\s*(\d|uno|una|dos|tres|cuatro|cinco|one|two|three|four|five)\s*(?:\+|y|and|&)\s*(\d|uno|una|dos|tres|cuatro|cinco|one|two|three|four|five)\s*[,:;.]/;
/** Words that may follow a sum standing alone in a whole request: a date's or a place's lead. */
const SUM_FOLLOWERS: ReadonlySet<string> = new Set([
  'del',
  'de',
  'desde',
  'al',
  'from',
  'para',
  'pa',
  'por',
  'for',
  'en',
  'in',
  'on',
  'el',
  'la',
  'this',
  'next',
  'este',
  'esta',
  'y',
  'and',
  'to',
  'a',
]);
/** Two counts joined by "+" inside a message, no other number or "+" glued to them, and the word after them. */
const SUM_AMONG = /(?<![\d+.,/:-])\b(\d{1,2})\s*\+\s*(\d{1,2})\b(?!\s*[+\d.,/:-]\d)\s*(\p{L}*)/gu;

/**
 * The one sum of two counts in a whole request ("Cartagena 2+1 del 5 al 8 de enero", "CTG 2+1 del 3 al 6/07"), the
 * message going on after it with a date's or a place's word, or a comma (not "2+1 noches", "2+2 adultos": those are
 * read by their nouns). Null when none or several.
 */
function sumAmongParts(folded: string): RegExpExecArray | null {
  const all = [...folded.matchAll(SUM_AMONG)].filter((x) => x[3] === '' || SUM_FOLLOWERS.has(x[3]!));
  return all.length === 1 ? (all[0] as RegExpExecArray) : null;
}

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

/** Words before a list of people saying whom a booking is for, not who goes ("para", "es pa", "for", "booking for"). */
const FOR_OTHERS = /(?<![\p{L}])(?:para|pa|for)\s*$/u;

/**
 * Class: a party said as a list of people that the readers above leave unread or read in part ("self, wife,
 * mother-in-law", "mi mamá, mi papá, yo y mis 2 hermanitos de 8 y 13"): one clause of the message read in full by the
 * people-phrase grammar ({@link peopleClauses}) gives its adults, children and ages. Taken only when it is safe:
 * exactly one clause is such a list, none of whose words another reader took, and no other number is said but its
 * total ("familia de 5: nosotros 2 y 2 niños" does not add up); the speaker is named, or their partner is (the speaker
 * goes with them), or nobody is tied to them ("mi mamá y mi tía" may travel without the speaker: asked); the readers
 * above set no value it contradicts and no doubt (`unsure`, `problem`, rooms split); only at the party question or with
 * no question asked (at the nights question "a couple" is two nights).
 */
function withPeoplePhrase(m: Message, read: OccupancyFound | undefined): OccupancyFound | undefined {
  // at a question of something else ("¿cuántas noches?" → "a couple") a list of people is no answer
  if (m.expecting !== undefined && m.expecting !== 'party') return read;
  if (read && (read.unsure || read.problem || read.perRoom || read.sameAgeForAll)) return read;
  const parties = peopleClauses(m.folded);
  // Class: a list of people, then the rooms they take after a comma ("me and a colleague, 2 rooms", "yo y un compañero
  // de trabajo, 2 habitaciones"): the one span of rooms read above is set apart and the list before it is read alone
  if (parties.length === 0 && read?.rooms !== undefined && read.adults === undefined && read.children === undefined && !read.perRoom) {
    const rooms = read.spans.filter(([from, to]) => tokenize(m.folded.slice(from, to)).some((t) => isRoomWord(t.t)));
    const [from, to] = rooms.length === 1 ? rooms[0]! : [0, 0];
    const folded = m.folded.slice(0, from) + ' '.repeat(to - from) + m.folded.slice(to);
    const list = to > from ? peopleClauses(folded) : [];
    // the list right before the rooms, across a comma, and nothing after them in the clause
    const p = list.length === 1 ? list[0]! : undefined;
    if (p && p.end <= from && /^[\s,]*$/.test(m.folded.slice(p.end, from)) && !/[\p{L}\p{N}]/u.test(m.folded.slice(to, p.clauseEnd)))
      return withPeoplePhrase({ ...m, folded }, read);
  }
  if (parties.length !== 1) return read;
  let p = parties[0]!;
  // words other readers took may stand beside the list only across a mark ("Bogotá next Friday, me and a colleague"):
  // one right beside it may be what the list is said of ("thanks mate", "mate" taken alone is no party)
  const whole = foldKeepLength(m.raw);
  if (whole.slice(p.start, p.end) !== m.folded.slice(p.start, p.end)) return read;
  const before = /[\p{L}\p{N}]\s*$/u.test(whole.slice(p.clauseStart, p.start)) && !/[\p{L}\p{N}]\s*$/u.test(m.folded.slice(p.clauseStart, p.start));
  const after = /^\s*[\p{L}\p{N}]/u.test(whole.slice(p.end, p.clauseEnd)) && !/^\s*[\p{L}\p{N}]/u.test(m.folded.slice(p.end, p.clauseEnd));
  if (before || after) return read;
  // a number said elsewhere that is not the party's total ("familia de 5: nosotros 2 y 2 niños" does not add up): asked
  const outside = `${m.folded.slice(0, p.clauseStart)} ${m.folded.slice(p.clauseEnd)}`;
  const words = outside.match(/\p{L}+|\p{N}+/gu) ?? [];
  for (const [k, w] of words.entries()) {
    // "un", "una", "one" are as often articles ("con una habitación"); a count of rooms is no count of people ("1 DBL")
    const next = words[k + 1] ?? '';
    // (a count of people in the list is the reader's, which weighed it against the rooms: "3 ADT, 1 DBL + 1 DBL")
    if ((isRoomWord(next) || ROOM_CODES.has(next)) && !p.mentions.some((x) => x.counted)) continue;
    // the children's ages said after the list ("the CFO plus her two kids, 9 and 11") are no count either
    if (p.ages === undefined && p.children > 0 && read?.ages?.includes(Number(w))) continue;
    const n = /^(un|uno|una|one)$/.test(w) ? undefined : peopleCount(w);
    if (n !== undefined && n !== p.adults + p.children) return read;
  }
  // Class: the speaker's partner named in the list ("mi esposo, mis dos hijos de 7 y 10 y mi mamá", "my wife, my in-laws
  // and the kids (3 and 7)"): the speaker travels with them, one grown-up more — unless the list is whom the booking is
  // for ("para mi esposa y los niños"); a speaker who says they stay ("yo no voy") is read by the readers above, whose
  // count the list then contradicts. Beside their own partner the speaker is none of the bare roles ("mi esposa, mis
  // hijos de 6 y 8 y abuela").
  const partnerAlong =
    p.mentions.length > 1 &&
    p.owned &&
    !p.speaker &&
    p.mentions.some((x) => x.owned && x.adults === 1 && x.children === 0 && PARTNER_WORDS.has(x.word)) &&
    !FOR_OTHERS.test(m.folded.slice(p.clauseStart, p.start));
  if (partnerAlong) p = { ...p, adults: p.adults + 1, speaker: true };
  // Class: the family listed with its children not counted ("mi esposa y los niños", "my wife, me and the kids"): the
  // grown-ups are known and kept, how many children is asked (never a party without them, never a guess). Only with
  // the speaker among them, named or beside their partner, and nobody else counted ("mi esposa, la bebé de 1 y los
  // niños" is not read)
  if (p.uncountedChildren) {
    const speakerIn = p.speaker || p.roles === true;
    const contradicts =
      read !== undefined && ((read.adults !== undefined && read.adults !== p.adults) || read.children !== undefined || read.ages !== undefined);
    const spans: TextRange[] = [...(read?.spans ?? []), [p.start, p.end]];
    if (p.adults === 0 || p.children > 0 || p.adults >= MAX_PEOPLE || contradicts) return read;
    if (speakerIn) return { ...read, adults: p.adults, unsure: { totals: [], uncountedChildren: true }, spans };
    // "para mi hermana y los niños" (whom the booking is for): they are the party, the speaker is not
    if (p.owned && FOR_OTHERS.test(m.folded.slice(p.clauseStart, p.start)))
      return { ...read, adults: p.adults, unsure: { totals: [], uncountedChildren: true }, spans };
    // "mi hermana y los niños", "my mum and the kids" answering the party question: whether the guest travels too is
    // asked (that one alone, or with the guest), then how many children
    if (p.owned && m.expecting === 'party' && read === undefined)
      return { adults: p.adults, unsure: { totals: [p.adults, p.adults + 1], speaker: true, uncountedChildren: true }, spans };
    return read;
  }
  // a family named by its bare roles ("papá, mamá, mi abuela y los gemelos de 4") names the speaker among them
  if ((p.owned && !p.speaker && !p.roles) || p.adults === 0 || p.adults + p.children > MAX_PEOPLE) return read;
  // "3 ingenieros, 2 twins": twins the reader took as twin rooms (a work party, see `roomCodes`) are no children
  if (read?.rooms !== undefined && read.children === undefined && p.children > 0 && !p.ages && /\btwins\b/.test(m.folded.slice(p.start, p.end))) return read;
  const ages = p.ages ?? [];
  // a son or daughter named with their spouse is grown up: the reader knows it (see CHILD_SPOUSES), the list may count
  // them a child ("my daughter, my son-in-law and their newborn")
  if (read && IN_LAW_OF_CHILD.test(m.folded) && p.children > (read.children ?? 0)) return read;
  if (read) {
    const agrees =
      (read.adults === undefined || read.adults === p.adults) &&
      (read.children === undefined || read.children === p.children) &&
      // (ages the list leaves unread after it, "the CFO plus her two kids, 9 and 11", are the reader's)
      (read.ages === undefined || read.ages.join() === ages.join() || (p.ages === undefined && read.children === p.children));
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
  // ("3 and 7, and actually we're bringing my niece too, she's 10": someone brought too, then their age)
  if (ONE_MORE_CHILD.test(whole.slice(cut)) || BROUGHT_TOO.test(whole.slice(cut))) return undefined;
  // "8 and 11, oh wait, only the 8 year old is coming": some of the children chosen after the marker, none corrected
  // (read by the whole reading, which keeps the ones said last)
  if (/^\W*(?:only|just|solo|solamente|nada mas)\b/.test(whole.slice(cut))) return undefined;
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

/** A doubt said of the ages before they are confirmed: "?", "...", "creo", "I think", "maybe". */
const AGES_DOUBTED = /\?|\.\.|…|(?<![\p{L}])(?:creo|pienso|i think|think|maybe|quizas|tal vez)(?![\p{L}])/u;
/** A "yes" said to oneself ("yes", "yeah", "sí"). */
const AGES_CONFIRMED = /(?<![\p{L}\p{N}])(?:yes|yeah|yep|si)(?![\p{L}\p{N}])/gu;

/**
 * Class: at the children's-ages question, ages said in doubt, then confirmed by saying them again after "yes"/"sí"
 * ("13 and 15 I think... yes 13 and 15", "mmm 7 y... 10 creo, sí 10", "one is 5. the other... 7 I think? yes 7"): the
 * ages said again are the last ones said before, not more children. Undefined otherwise (read as usual).
 */
function confirmedAgeList(m: Message): OccupancyFound | undefined {
  const whole = foldKeepLength(m.raw);
  const marker = [...whole.matchAll(AGES_CONFIRMED)].at(-1);
  if (!marker) return undefined;
  const cut = marker.index + marker[0].length;
  if (!AGES_DOUBTED.test(whole.slice(0, marker.index))) return undefined;
  const head = readOccupancy({ ...m, folded: m.folded.slice(0, marker.index) });
  const tail = readOccupancy({ ...m, folded: ' '.repeat(cut) + m.folded.slice(cut) });
  const headAges = head?.ages ?? [];
  const tailAges = tail?.ages ?? [];
  if (tailAges.length === 0 || headAges.length < tailAges.length || head?.adults !== undefined || tail?.adults !== undefined) return undefined;
  if (head?.problem || tail?.problem || tailAges.join() !== headAges.slice(-tailAges.length).join()) return undefined;
  return { ...head!, spans: [...head!.spans, ...tail!.spans, [marker.index, cut]] };
}

/** Words before a count of children said again ("son 3", "there are 3", "we have 3"). */
const RECOUNT_VERB = String.raw`son|serian|seran|there\s+are|there['’]?re|they['’]?re|they\s+are|we\s+have|tenemos|tengo|i\s+have`;
/** Nouns of children after such a count ("3 niños", "three kids"). */
const RECOUNT_NOUN = String.raw`ninos|ninas|hijos|hijas|kids|children|chicos|nenes|peques`;
/** Words of a correction around a count said again ("en realidad", "actually", "no 2", "perdón"). */
const RECOUNT_FILLER = String.raw`(?:\s*,?\s*(?:en\s+realidad|realmente|actually|really|perdon|sorry|no\s+\p{N}{1,2}|not\s+\p{N}{1,2}))*`;
/** A list of two or more ages in years ("4, 7 y 11", "2, 4 & 9"). */
const AGE_LIST = String.raw`\p{N}{1,2}(?:\s*(?:,|y|e|and|&)\s*\p{N}{1,2})+`;
/** The count, then the ages after a colon or comma ("son 3 niños: 4, 7 y 11", "there are 3 actually: 2, 4 and 9"). */
const RECOUNT_THEN_AGES = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?<verb>${RECOUNT_VERB})\s+)?(?<n>\p{N}{1,2}|\p{L}+)(?:\s+(?<noun>${RECOUNT_NOUN}))?${RECOUNT_FILLER}\s*(?<sep>[:,])\s*(?:(?:ages?|edades|de)\s+)?(?<list>${AGE_LIST})\s*[.!]*$`,
  'u',
);
/** The ages, then the count ("they're 5, 8 and 12, sorry there are three kids", "5, 7 and 11 — sorry, there are three kids"). */
const AGES_THEN_RECOUNT = new RegExp(
  String.raw`^\s*(?:(?:they\s+are|they['’]?re|tienen|son)\s+)?(?<list>${AGE_LIST})\s*(?:[,;.]|—|–|-)\s*(?:(?:ah|oh|y|and)\s+)?(?:(?:perdon|sorry|ojo)\s*,?\s*)?(?:${RECOUNT_VERB})\s+(?<n>\p{N}{1,2}|\p{L}+)\s+(?:${RECOUNT_NOUN})\s*[.!]*$`,
  'u',
);

/**
 * Class: at the children's-ages question, the count of children said again with as many ages ("son 3 niños: 4, 7 y
 * 11", "there are 3 actually: 2, 4 and 9", "son tres en realidad: 2, 5 y 9", "son 3 no 2: 4, 6 y 9", "they're 5, 8
 * and 12, sorry there are three kids"): the children are that many with those ages, whatever count the dialogue
 * knew. The count needs a word of counting before it (a verb), a noun of children after it, or a colon before the
 * list ("2, 4 y 6" is three ages), and the ages must be exactly that many, all under 18, with no number said before.
 */
function recountedChildren(m: Message): OccupancyFound | undefined {
  const whole = foldKeepLength(m.raw);
  const take = (found: RegExpExecArray): OccupancyFound | undefined => {
    // (nothing counted before it: "tiene 6... bueno tienen, son 2: 6 y 8" is left to the other readers)
    if ((whole.slice(0, found.index).match(/[\p{L}\p{N}]+/gu) ?? []).some((w) => numberValue(w) !== undefined)) return undefined;
    const n = numberValue(found.groups!.n!);
    const ages = (found.groups!.list!.match(/\p{N}{1,2}/gu) ?? []).map(Number);
    if (n === undefined || n < 1 || ages.length !== n || !ages.every((a) => a < ADULT_AGE)) return undefined;
    return { children: n, ages, spans: [[found.index, found.index + found[0].length]] };
  };
  const first = RECOUNT_THEN_AGES.exec(whole);
  if (first && (first.groups!.verb || first.groups!.noun || first.groups!.sep === ':')) return take(first);
  const last = AGES_THEN_RECOUNT.exec(whole);
  return last ? take(last) : undefined;
}

/** Words announcing one more child ("there's a third", "another one", "hay un tercero", "y otro de 2"). */
/** Words of someone more brought along ("we're bringing my niece too", "también viene mi sobrina"). */
const BROUGHT_TOO = /(?<![\p{L}\p{N}])(?:bringing|joining|tambien (?:va|viene|vienen|van)|se (?:suma|une|anima))(?![\p{L}\p{N}])/u;
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
    if (x.k !== 'children' || x.at < 0 || x.n === undefined || x.n < 2 || x.ages.length + x.old.length >= x.n) continue;
    let open = -1;
    for (let k = x.at + 1; k <= x.at + 3 && k < r.toks.length; k++)
      if (/^(:|\(|-)$/.test(r.t(k))) {
        open = k;
        break;
      }
    if (open < 0) continue;
    // (the first of them may be read with the count already: "3 hijos: la niña de 9 y los gemelos de 4")
    let sum = x.ages.length + x.old.length;
    let j = idx + 1;
    const ages: number[] = [...x.ages];
    const old: number[] = [...x.old];
    while (j < found.length && sum < x.n) {
      const y = found[j]!;
      if (y.k !== 'children' || y.at <= open || y.n === undefined || !(y.n === 1 ? DESCRIBED_ONE.has(r.t(y.at)) : twinsNamed(r, y.at, y.n))) break;
      sum += y.n;
      ages.push(...y.ages);
      old.push(...y.old);
      j++;
    }
    if (sum !== x.n || j === idx + 1) continue;
    // one more child named one by one right after is not of the count: left as said (the counts then disagree)
    const next = found[j];
    if (next?.k === 'children' && next.n === 1 && DESCRIBED_ONE.has(r.t(next.at))) continue;
    // ages for only some of them are asked again for all, as with any count said with fewer ages
    const whole = ages.length + old.length === x.n;
    return [...found.slice(0, idx), { ...x, ages: whole ? ages : [], old: whole ? old : [] }, ...found.slice(j)];
  }
  return found;
}

/**
 * Class: one person described again between commas right after being named ("mi jefe, el gerente financiero,
 * necesita…", "mi esposo, el abogado, y yo", "my boss, the CFO, and his wife"): the same person, never one more. The
 * later mention is one grown-up named by a job (a staff word of the people lexicon, or a word it does not know), opened
 * by "el"/"la"/"the" right after the comma that closes the one before (also one grown-up), and its job word, with at
 * most two words after it, is closed by a comma too.
 */
function withoutAppositions(r: Reader, found: Mention[]): Mention[] {
  const one = (x: Mention | undefined): x is Mention => !!x && (x.k === 'companion' || (x.k === 'adults' && !!x.person)) && x.n === 1;
  return found.filter((y, idx) => {
    const x = found[idx - 1];
    if (!one(x) || !one(y) || !/^(el|la|the)$/.test(r.t(y.at)) || r.t(y.at - 1) !== ',') return true;
    // the comma right after the one before: its role word is the token before the comma
    if (!r.cls(y.at - 2) || posOf(x) > y.at - 2 || posOf(x) < y.at - 4) return true;
    // (a job, not kin: "la cucha, el cucho, mi hermano y yo" lists three people)
    let k = y.at + 1;
    if (r.cls(k) && !STAFF.has(r.t(k))) return true;
    k++;
    for (let n = 0; n < 2 && k < r.toks.length && r.t(k) !== ',' && !r.cls(k) && !r.toks[k]!.d; n++) k++;
    return r.t(k) !== ',';
  });
}

/**
 * Children born together named at token `at` ("gemelos", "los gemelos", "the twins", "unas mellizas"), as many as
 * `n`: the twins or triplets of a count of children described one by one.
 */
function twinsNamed(r: Reader, at: number, n: number): boolean {
  const w = DETERMINERS.has(r.t(at)) ? at + 1 : at;
  return r.cls(w)?.cls === 'twins' && r.cls(w)?.plural === true && bornTogether(r.t(w)) === n;
}

/** People a room's party word stands for when it counts nobody itself: "us" two, "me" one, "them" those named before. */
const SELF_PEOPLE: Readonly<Record<string, number>> = { us: 2, nosotros: 2, nosotras: 2, me: 1, mi: 1, yo: 1, them: 0, ellos: 0, ellas: 0 };

/**
 * The people said by the rooms' party words no reader counted ("one room for my parents and one for us": "us"),
 * after each room marker at `marks`: how many, and whether one only refers back ("otra para ellos"); undefined when a
 * marker's words hold something else unread.
 */
function namedAgain(r: Reader, marks: readonly number[]): { people: number; referred: boolean } | undefined {
  let people = 0;
  let referred = false;
  for (let k = 0; k < r.toks.length; k++) {
    if (r.used[k] || !marks.some((at) => at < k)) continue;
    // ("nosotros dos", "us three": the count said with them)
    const said = SELF_PEOPLE[r.t(k)] === 2 && !r.used[k + 1] ? r.count(k + 1, false) : undefined;
    if (said !== undefined && said >= 2) {
      people += said;
      k++;
      continue;
    }
    // ("para los papás", "for my parents": a relative no reader counted, one, or two for a pair)
    const c = r.cls(k);
    if (c?.cls === 'adultRel' || (c?.cls === 'adultRelPair' && c.plural)) {
      people += c.cls === 'adultRel' ? 1 : 2;
      continue;
    }
    const n = SELF_PEOPLE[r.t(k)];
    if (n === undefined) {
      if (/^(y|e|and|,|;|\.|-|la|el|los|las|the|mi|mis|my|our|nuestros|nuestras|otra|other|one|una|para|pa|for|con|with)$/.test(r.t(k)) || c?.cls === 'room')
        continue;
      return undefined;
    }
    people += n;
    if (n === 0) referred = true;
  }
  return { people, referred };
}

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
  scan(r);
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
              // "Germany, all four of us", "de Colombia todos los 3": who the answer is for, no party said
              (x.k === 'total' && /^(all|todos|todas)$/.test(r.t(x.at - 1))) ||
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
  found = dropBabyAgain(r, found);
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
  // (the rooms said between them are theirs: "4 adults in 2 rooms, two couples")
  found = found.filter((x, idx) => {
    const next = found.slice(idx + 1).find((y) => y.k !== 'rooms');
    if (x.k !== 'adults' || x.person || x.desc || x.sum || x.pairs || next?.k !== 'adults' || next.pairs === undefined || next.n !== x.n) return true;
    // (or after "o sea", "es decir", "that is": "somos cuatro adultos o sea dos parejas")
    const restating = restatingBefore(r, next.at);
    if (next.at <= x.at || !(/^(,|:)$/.test(r.t(next.at - 1)) || restating)) return true;
    // nothing but the count's own words between them ("cuatro adultos ,"), and its rooms ("in 2 rooms")
    const inRooms = (k: number) => found.some((y) => y.k === 'rooms' && y.at > x.at && k >= y.at - 1 && k < (y.end ?? y.at + 2));
    const upTo = next.at - Math.max(1, restating) - (restating && r.t(next.at - restating - 1) === ',' ? 1 : 0);
    return !r.used.slice(x.at, upTo).every((u, k) => u || inRooms(x.at + k));
  });
  // Class: grown-ups counted, then who they are after a comma or colon ("somos dos papás, mi esposo y yo, con nuestra
  // hija de 3", "two adults: my husband and me, and our son"): the people listed restate the count, exactly as many
  // grown-ups, nobody else between; the children after them are more
  {
    const drop = new Set<Mention>();
    found.forEach((x, idx) => {
      if (x.k !== 'adults' || x.person || x.desc || x.sum || x.pairs !== undefined || x.at < 0) return;
      const run: Mention[] = [];
      for (let k = idx + 1; k < found.length; k++) {
        const y = found[k]!;
        if (y.k === 'self' || (y.k === 'companion' && y.n !== undefined && !y.counted)) run.push(y);
        else break;
      }
      if (run.length < 2) return;
      const listed = run.reduce((a, y) => a + (y.k === 'companion' ? y.n! : 1), 0);
      const first = posOf(run[0]!);
      if (listed !== x.n || !/^(,|:)$/.test(r.t(first - 1)) || r.used.slice(x.at, first - 1).some((u) => !u)) return;
      for (const y of run) drop.add(y);
    });
    if (drop.size > 0) found = found.filter((x) => !drop.has(x));
  }
  // Class: couples said first, then the same grown-ups counted after a colon ("Somos dos parejas con los chicos: 4
  // grandes y 4 nenes", "dos matrimonios: 4 adultos y 2 niños"), or after a comma with nothing else between ("two
  // couples, 4 adults"): the count restates the couples
  found = found.filter((x, idx) => {
    if (x.k !== 'adults' || x.person || x.desc || x.sum || x.pairs !== undefined || !/^(:|,)$/.test(r.t(x.at - 1))) return true;
    const couples = found.slice(0, idx).find((y) => y.k === 'adults' && y.pairs !== undefined && y.n === x.n);
    if (!couples || found.slice(found.indexOf(couples) + 1, idx).some((y) => y.k === 'adults' || y.k === 'total')) return !couples;
    return r.t(x.at - 1) === ',' && r.used.slice(couples.at, x.at - 1).some((u) => !u);
  });
  // Class: a son or daughter named with a partner of their own ("my stepdaughter, her boyfriend, and the two of us", "va
  // mi hijo con su novia"): grown up, one adult of the party, never a child
  found = found.map((x, idx) => {
    if (x.k !== 'children' || !x.rel || x.n !== 1 || x.ages.length > 0 || x.old.length > 0 || x.at < 0) return x;
    const next = found[idx + 1];
    // (or with children of their own: "my daughter and her two little ones, 2 and 5")
    const own = (y: Mention | undefined) => !!y && y.at > x.at && /^(su|sus|his|her)$/.test(r.t(y.at));
    const theirs = own(next) && (PARTNER_WORDS.has(r.t(next!.at + 1)) || (next!.k === 'children' && /^(y|e|and|&|con|with|,)$/.test(r.t(next!.at - 1))));
    return theirs ? { k: 'companion', n: 1, at: x.at } : x;
  });
  found = withoutAppositions(r, found);
  // "ADL: 2 / CHD: 2 (5 y 12) / INF: 0", "ADL 2 / CHD 0 / INF 1" (class: an agency's codes of children and of infants, one
  // of them zero): the zero counts none of its kind, the other kind's children stand
  if (found.some((x) => x.k === 'children' && (x.n ?? 0) > 0))
    found = found.filter((x) => !(x.k === 'zeroKids' && /^(chd|chld|cnn|inf|infs|infant|infants)$/.test(r.t(x.at))));
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
  // them; only when nobody else grown-up is named or counted. Taken along by a speaker who says they travel ("voy con mis
  // nietos, y con la abuela", "I'm going with the grandkids and with grandma"), an elder is company, one more.
  const withSpeaker = (x: Mention) => /^(con|with)$/.test(r.t(x.at - 1)) && r.toks.some((t) => SPEAKER_WORDS.has(t.t)) && !stayingBehindBefore(r, x.at - 1);
  if (
    r.toks.some((t) => GRANDCHILDREN.has(t.t)) &&
    found.some((x) => x.k === 'children') &&
    !found.some((x) => /^(self|notSelf|total|adults|unsure)$/.test(x.k))
  ) {
    const comps = found.filter((x) => x.k === 'companion');
    const elders = comps.filter((x) => x.at >= 0 && x.n !== undefined && /^(los|las|la|el)$/.test(r.t(x.at)) && ELDERS.has(r.t(x.at + 1)) && !withSpeaker(x));
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
  // Class: the last of a counted list of children named with its age ("nuestros 4 hijos: 17, 15, 12 y la chiquita de 3"):
  // the ages listed fall one short of the count, so the child named right after the list ("y la chiquita de 3") is its
  // last one, not one more.
  found = found.filter((x, idx) => {
    if (x.k !== 'children' || x.n !== 1 || x.ages.length + x.old.length !== 1) return true;
    // the article: the mention's first word, or the word before its noun
    const a = /^(el|la|the)$/.test(r.t(x.at)) ? x.at : /^(el|la|the)$/.test(r.t(x.at - 1)) ? x.at - 1 : -1;
    if (a < 2 || !/^(y|e|and)$/.test(r.t(a - 1)) || !r.toks[a - 2]?.d) return true;
    const owner = found.slice(0, idx).findLast((y) => y.k === 'children');
    if (owner?.k !== 'children' || owner.n === undefined || owner.n < 2 || owner.ages.length + owner.old.length !== owner.n - 1) return true;
    owner.ages = [...owner.ages, ...x.ages];
    owner.old = [...owner.old, ...x.old];
    return false;
  });
  // Class: a son or daughter named with their spouse ("my daughter, my son-in-law and their newborn", "mi hija y mi
  // yerno"): grown up, one of the adults, not a child whose age is asked
  if (r.toks.some((t) => CHILD_SPOUSES.has(t.t)))
    found = found.map(
      (x): Mention => (x.k === 'children' && x.rel && x.n === 1 && x.ages.length === 0 && x.old.length === 0 ? { k: 'companion', n: 1, at: x.at } : x),
    );
  // Class: someone who may or may not come ("my ex-wife might join for the last 2 nights", "and maybe my brother"): who
  // travels is not known, the party is asked back
  // (people named, not counted: "2 adultos, tal vez 3" is a hedged count, read as such)
  const named = (x: Mention) => x.k === 'companion' || (x.k === 'adults' && !!x.person);
  if (found.some((x) => named(x) && x.at >= 0 && r.roleWord(x.at) !== undefined && r.maybeJoining(x.at))) {
    const at = found.filter((x) => PARTY_KINDS.has(x.k) && x.at >= 0).map((x) => x.at);
    return { unsure: { totals: [] }, spans: [[r.toks[Math.min(...at)]!.s, r.toks[Math.max(...at)]!.e]] };
  }
  // Class: one grown-up of the speaker's own named alone at the party question ("mi esposa", "my dad", "mi jefe"): that
  // one may travel alone or with the speaker, who says nothing of themselves; asked back with both parties, that one
  // alone first, with the speaker second (a word of alone, "mi papá solo", says it: read by the party's rules)
  const lone = found.length === 1 ? found[0] : undefined;
  if (
    r.expecting === 'party' &&
    lone?.k === 'companion' &&
    lone.n === 1 &&
    !lone.counted &&
    OWN.has(r.t(lone.at)) &&
    // the answer itself, not words to the bot ("gracias mi amor", "mi amor")
    r.toks.findIndex((t) => !t.p) === lone.at &&
    !ENDEARMENTS.has(r.t(lone.at + 1)) &&
    !r.speakerSaid() &&
    r.toks.every((t, k) => r.used[k] || t.p || /^(de|del|of)$/.test(t.t)) &&
    // ("con mi novia": the guest goes with them)
    !r.toks.some((t) => /^(solo|sola|alone|own|only|just|solamente|unicamente|con|with|w)$/.test(t.t))
  )
    return { unsure: { totals: [1, 2], speaker: true }, spans: [[r.toks[lone.at]!.s, r.toks[r.toks.length - 1]!.e]] };
  // Class: a total joined to another bare number ("somos 2 y 2", "we are 2 and 2", "somos 2 + 2"): two grown-ups and two
  // children, or four in all? The party is asked back
  const bareAfter = found.find(
    (x): x is Extract<Mention, { k: 'total' }> =>
      x.k === 'total' &&
      /^(y|e|and|&|\+|mas|plus)$/.test(r.t(x.end)) &&
      !!r.toks[x.end + 1]?.d &&
      !r.used[x.end + 1] &&
      (!r.toks[x.end + 2] || /^\s*[.,;:!?]/.test(r.whole.slice(r.toks[x.end + 1]!.e, r.toks[x.end + 2]!.s))),
  );
  if (bareAfter) return { unsure: { totals: [] }, spans: [[r.toks[bareAfter.at]!.s, r.toks[bareAfter.end + 1]!.e]] };
  // the one others stay home with ("the kids stay with grandma", "se quedan con la abuela") is read: nobody counted
  for (let k = 1; k < r.toks.length; k++) {
    if (!r.stayingWith(k)) continue;
    let e = k + 1;
    while (e < k + 4 && !r.cls(e) && (DETERMINERS.has(r.t(e)) || /^(la|el|a)$/.test(r.t(e)))) e++;
    // (with the verb of staying: "se quedan con la abuela" is read whole)
    if (r.cls(e)) r.mark(/^(stay|stays|staying)$/.test(r.t(k - 1)) ? k - 1 : k - 2, e + 1);
  }
  // Class: one of the grown-ups counted said to drop out ("éramos cinco adultos pero mi hermano ya no va", "5 adults but
  // my brother isn't coming"): one fewer, never one more nor the count unchanged. Also with the verb before them
  // ("éramos 4 adultos pero al final no viene mi hermano", "éramos 5 pero no van ni mi hermano ni su novia"): each of
  // them one fewer.
  {
    const counts = countsOf(found);
    const count = counts[0];
    const out = found.filter(
      (x): x is Extract<Mention, { k: 'companion' }> =>
        x.k === 'companion' && x.n !== undefined && counts.length === 1 && x.at > posOf(counts[0]!) && r.droppedOut(x.at),
    );
    const before = found.filter(
      (x): x is Extract<Mention, { k: 'companion' }> =>
        x.k === 'companion' && x.n !== undefined && counts.length === 1 && x.at > posOf(counts[0]!) && r.droppedOutBefore(x.at),
    );
    const gone = before.reduce((n, x) => n + x.n!, 0);
    // (after "pero"/"but", or a new clause with its filler: "2 adultos y 2 niños; bueno, mi esposo al final no puede ir")
    if (count && out.length === 1 && count.n > out[0]!.n! && /^(pero|but|bueno|well|ah|oh|actually|ahora|now|;|\.|,)$/.test(r.t(out[0]!.at - 1)))
      found = found.filter((x) => x !== out[0]).map((x) => (x === count ? { ...count, n: count.n - out[0]!.n! } : x));
    else if (count && out.length === 0 && before.length > 0 && count.n > gone)
      found = found.filter((x) => !before.includes(x as Extract<Mention, { k: 'companion' }>)).map((x) => (x === count ? { ...count, n: count.n - gone } : x));
  }
  // Class: who someone named already is, said as the reason ("yo y mi acompañante, habitaciones separadas xq es mi
  // enfermera", "me and a friend, because she's my nurse"): a description, never one more of the party
  {
    const REASONS = /^(porque|xq|pq|because|since|as|que|pues|cause|cuz|coz)$/;
    const described = (x: Mention) => {
      if (x.k !== 'companion' || x.n !== 1 || x.at < 1) return false;
      let k = x.at - 1;
      if (!/^(es|is|s|sera)$/.test(r.t(k))) return false;
      k--;
      if (/^(ella|el|she|he|it|')$/.test(r.t(k))) k--;
      if (/^(she|he)$/.test(r.t(k))) k--;
      return REASONS.test(r.t(k)) && found.some((y) => y !== x && PARTY_KINDS.has(y.k) && y.at >= 0 && y.at < x.at);
    };
    if (found.some(described)) found = found.filter((x) => !described(x));
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
    // "Santa Marta, for my niece's quince" (class: only the one an occasion is held for, the occasion's word read as
    // an age), "for my parents' anniversary" (whether they travel, and who with, is not said): nobody of the party is said
    else if (
      found.some((x) => PARTY_KINDS.has(x.k)) &&
      found.every((x) => !PARTY_KINDS.has(x.k) || occasionOf(x) === 'occasion' || occasionOf(x) === 'celebration')
    )
      found = found.filter((x) => !PARTY_KINDS.has(x.k));
  }
  // Class: the one an occasion is held for named with an article, not as the guest's ("for a friend's wedding", "la
  // boda de una amiga", "the groom's birthday"), or named with words no reader took and said to be where the trip
  // goes or the one it happens to ("my best friend is getting married"): read as no one of the party, never a person
  // left unread beside it (who would be offered as one more)
  for (let k = 1; k < r.toks.length; k++) {
    if (r.used[k] || !r.cls(k) || r.used[k - 1]) continue;
    if (/^(a|an|the|un|una|el|la)$/.test(r.t(k - 1))) {
      const kind = r.forOccasion(k - 1);
      if (kind === 'occasion' || kind === 'celebration') {
        if (r.t(k + 1) === 's') r.mark(k - 1, k + 2);
        else if (/^(de|del|of)$/.test(r.t(k - 2))) r.mark(k - 1, k + 1);
        continue;
      }
    }
    const from = OWN.has(r.t(k - 1)) || /^(a|an|the|un|una|el|la)$/.test(r.t(k - 1)) ? k - 1 : OWN.has(r.t(k - 2)) && !r.used[k - 2] ? k - 2 : -1;
    // (a child said to stay behind, "el niño se queda con la abuela", is left to the party's corrections)
    if (from >= 0 && !/^(child|weakChild|twins)$/.test(r.cls(k)!.cls) && r.notTravelling(k) === 'occasion') r.mark(from, k + 1);
  }
  // Class: the one child's age said by a pronoun after others were named ("my son and me, he's 14", "my daughter and
  // me. She's 9", "mi hijo y yo, él tiene 14"): that child's age, when one child of no age was named before it
  {
    const kids = found.filter((x): x is Extract<Mention, { k: 'children' }> => x.k === 'children');
    const only = kids.length === 1 && kids[0]!.n === 1 && kids[0]!.ages.length === 0 && kids[0]!.old.length === 0 ? kids[0] : undefined;
    for (let k = 0; only && k < r.toks.length; k++) {
      if (r.used[k] || !/^(he|she|hes|shes|el|ella)$/.test(r.t(k)) || k <= posOf(only)) continue;
      let a = k + 1;
      while (a < k + 3 && /^(s|is|tiene|')$/.test(r.t(a)) && !r.used[a]) a++;
      const n = r.used[a] ? undefined : r.numberAt(a);
      const unit = r.t(a + 1);
      if (n === undefined || n >= ADULT_AGE) continue;
      if (unit !== '' && !r.toks[a + 1]!.p && !/^(anos|years|yo|y)$/.test(unit)) continue;
      const end = /^(anos|years)$/.test(unit) ? a + 2 : a + 1;
      r.mark(k, end);
      found = found.map((x) => (x === only ? { ...only, ages: [n] } : x));
      break;
    }
  }
  // Class: the children's ages, then only some of them said to come ("7 and 10. Actually only the 10-year-old is coming
  // now", "7 y 10… al final solo va el de 10"): the ones said last are the children
  {
    const kids = found.filter((x): x is Extract<Mention, { k: 'children' }> => x.k === 'children');
    const last = kids.at(-1);
    const at = last ? posOf(last) : -1;
    // (read in the whole message: a word of correction before it may have been taken by the intents)
    const onlyBefore = at > 0 && /\b(?:only|solo|solamente|just)(?:\s+\S+){0,2}\s*$/.test(r.whole.slice(Math.max(0, r.toks[at]!.s - 24), r.toks[at]!.s));
    const earlier = kids.slice(0, -1);
    if (last && onlyBefore && last.ages.length > 0 && earlier.length > 0 && last.ages.every((a) => earlier.some((k) => k.ages.includes(a))))
      found = found.filter((x) => !earlier.includes(x as Extract<Mention, { k: 'children' }>)).map((x) => (x === last ? { ...last, n: last.ages.length } : x));
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
  /** Children said to sleep in a room of their own (see `OccupancyFound.childRoom`). */
  let kidsAlone = false;

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
    // Class: a count of rooms, then those rooms listed by kind after a colon ("2 habitaciones: una triple y una doble",
    // "3 rooms: 2 doubles and a single"): that count, when the list adds up to it
    const [head, ...listed] = plainRooms;
    const counted =
      head !== undefined &&
      head.n >= 2 &&
      r.t(head.end) === ':' &&
      listed.every((x, idx) => (idx === 0 ? x.at === head.end + 1 : x.at === listed[idx - 1]!.end + 1 && /^(y|e|and|,|\+|&)$/.test(r.t(x.at - 1)))) &&
      listed.reduce((sum, x) => sum + x.n, 0) === head.n;
    if (counted) roomCount = head.n;
    else if (joined || forWhom) roomCount = plainRooms.reduce((sum, x) => sum + x.n, 0);
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

  const listedRooms = segs.length === 0 ? roomsEachForWhom(r, plainRooms, partyMentions) : undefined;
  if (listedRooms) {
    ({ party, roomCount } = listedRooms);
    perRoom = listedRooms.perRoom;
    kidsAlone = listedRooms.kidsAlone;
  } else if (segs.length >= 2) {
    // "una habitación para 2 adultos y otra para 2 adultos y un niño de 3"
    const sorted = [...segs].sort((a, b) => a.at - b.at);
    // closing markers ("mi esposa y yo en una, mis papás en otra"): each room's party stands before its marker
    const post = sorted.every((x) => x.post);
    const before = post ? [] : partyMentions.filter((x) => posOf(x) < sorted[0]!.at);
    // Class: the party counted first, then the rooms split by who sleeps where in words that count nobody ("dos
    // adultos y dos niños, una habitación para nosotros y otra para los niños", "seremos mi señora, yo y nuestros dos
    // nietos de 9 y 13. Quisiéramos una habitación para nosotros y otra para los muchachos"): the party said first,
    // one room per part; the children in one of their own
    // (grown-ups counted first and the children counted in their own room: "2 adults, one room for us, one for 2 kids
    // 5 and 7": the party is both counts)
    const inRooms = partyMentions.filter((x) => posOf(x) >= sorted[0]!.at);
    const kidsInRooms = inRooms.every((x) => x.k === 'children');
    const referred = kidsInRooms && inRooms.every((x) => x.k === 'children' && x.n === undefined && x.ages.length === 0 && x.old.length === 0);
    const kidsCountedApart = kidsInRooms && !referred && !before.some((x) => x.k === 'children');
    let counted = before.length > 0 && !post && (referred || kidsCountedApart) ? partyOf(r, referred ? before : [...before, ...inRooms]) : undefined;
    // (or the rooms' people named again by who they are, adding up to the count: "4 adults, one room for my parents and
    // one for us", "mis papás y yo, una habitación para ellos y otra para mí"; "2 adultos, una para nosotros y otra
    // para mis papás" adds up to more, and is asked)
    // (the count may close the message instead: "una pieza pa los papás y otra pa nosotros, 4 adultos")
    const last = partyMentions[partyMentions.length - 1];
    const closing =
      before.length === 0 && last && (last.k === 'adults' || last.k === 'total') && posOf(last) > sorted[sorted.length - 1]!.at && r.t(posOf(last) - 1) === ','
        ? last
        : undefined;
    const countSaid = closing ? [closing] : before;
    const named = closing ? inRooms.filter((x) => x !== closing) : inRooms;
    if (
      counted === undefined &&
      countSaid.length > 0 &&
      !post &&
      named.every((x) => x.k === 'self' || x.k === 'companion' || x.k === 'adults' || (x.k === 'total' && x.we))
    ) {
      const first = partyOf(r, countSaid);
      const people = (x: Mention): number | undefined => (x.k === 'self' ? 1 : x.k === 'companion' || x.k === 'adults' || x.k === 'total' ? x.n : undefined);
      const inside = named.reduce<number | undefined>((sum, x) => (sum === undefined || people(x) === undefined ? undefined : sum + people(x)!), 0);
      const again = namedAgain(
        r,
        sorted.map((x) => x.at),
      );
      if (first !== 'conflict' && first.adults !== undefined && inside !== undefined && again !== undefined) {
        const total = first.adults + (first.children ?? 0);
        const sum = inside + again.people;
        if (again.referred ? sum <= total : sum === total) counted = first;
      }
    }
    const fits = roomCount === undefined || roomCount === sorted.length || roomNs.size === 0;
    const countedFirst = counted && counted !== 'conflict' && counted.adults !== undefined && fits ? counted : undefined;
    const parts: RoomParty[] = [];
    let ok = countedFirst === undefined && before.length === 0 && (post || sorted.every((x) => !x.post));
    if (post && partyMentions.some((x) => posOf(x) > sorted[sorted.length - 1]!.at)) ok = false;
    let adults = 0;
    let children: number | undefined;
    let complete = true;
    let childRoom = false;
    const ages: number[] = [];
    const old: number[] = [];
    // the speaker in two rooms' words ("mi mamá, mi tía y yo; ellas en una habitación y yo en otra"): the rooms are
    // said over the people already listed, so who sleeps where cannot be added up room by room
    let selfRooms = 0;
    for (let s = 0; s < sorted.length && ok; s++) {
      const from = post ? (s === 0 ? 0 : sorted[s - 1]!.at) : sorted[s]!.at;
      const to = post ? sorted[s]!.at : (sorted[s + 1]?.at ?? Infinity);
      const inside = partyMentions.filter((x) => posOf(x) >= from && posOf(x) < to);
      if (inside.some((x) => x.k === 'self') && ++selfRooms > 1) {
        ok = false;
        break;
      }
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
      // Class: the children in a room of their own ("my husband and me in one, our teenagers (14 and 16) in the other"):
      // counted with the party; the rooms are not laid out as said (each room the bot books holds a grown-up)
      // (never with the speaker or someone else said in that room's words: "y otra pa mí con mis dos hijos de 10 y 13")
      // (the last room's words end with their sentence: "… one for their two children, aged 8 and 12. We would arrive…")
      let until = to;
      if (s === sorted.length - 1) for (until = from + 1; until < r.toks.length && !r.sentenceEndsAfter(until - 1); ) until++;
      const withSomeone = r.toks.some((x, k) => k >= from && k < until && /^(con|with|conmigo|me|yo|i|us|nosotros|nosotras|we)$/.test(x.t));
      const kidsAlone =
        p !== 'conflict' && p.adults === undefined && p.children !== undefined && inside.length > 0 && inside.every((x) => x.k === 'children') && !withSomeone;
      // (a son or daughter of age in that room is its grown-up: "one for our son, who is 22", "otra pa mis 2 hijos de 16
      // y 18"; "un niño de 18" stays a child said too old)
      if (kidsAlone && p.old.length > 0 && inside.every((x) => x.k === 'children' && x.rel)) {
        adults += p.old.length;
        children = (children ?? 0) + p.children! - p.old.length;
        if (!p.agesComplete) complete = false;
        ages.push(...p.ages);
        parts.push({ adults: p.old.length, ages: p.ages });
        continue;
      }
      if (kidsAlone) {
        childRoom = true;
        children = (children ?? 0) + p.children!;
        if (!p.agesComplete) complete = false;
        ages.push(...p.ages);
        old.push(...p.old);
        parts.push({ adults: 0, ages: p.ages });
        continue;
      }
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
    if (countedFirst) {
      party = countedFirst;
      roomCount = sorted.length;
      kidsAlone = inRooms.length > 0 && (countedFirst.children ?? 0) > 0;
    } else if (ok && (roomCount === undefined || roomCount === parts.length || roomNs.size === 0)) {
      roomCount = parts.length;
      party = { adults, children, ages, old, agesComplete: complete };
      if (complete && old.length === 0 && !childRoom) perRoom = parts;
      kidsAlone = childRoom;
    } else if (before.length === 0 && !post && referred && fits) {
      // ("one room for us and another one for the kids": only the rooms are said, the party is asked)
      roomCount = sorted.length;
    } else {
      party = 'conflict';
      roomCount = roomNs.size === 1 ? roomCount : undefined;
    }
  } else {
    const p = partyOf(r, rooms.length === 0 ? eachCompanions(r, partyMentions, eachMarks) : partyMentions);
    party = p;
    const roomM = rooms.length === 1 ? rooms[0]! : undefined;
    const eachWay = roomM && roomM.n >= 2 && (roomM.perRoomOf || eachMarks.length > 0);
    // (grown-ups counted alone before the rooms, "6 adults, 3 rooms, two in each": read against the count per room below)
    const said = roomM ? partyMentions.filter((x) => posOf(x) < roomM.at) : [];
    const adultsSaid = said.length === 1 && said[0]!.k === 'adults' ? said[0]! : undefined;
    if (eachWay && (p !== 'conflict' || adultsSaid !== undefined)) {
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
      // Class: grown-ups counted, then their rooms and how many in each ("6 adults, we need 3 rooms with two people in
      // each", "6 adultos, 3 habitaciones de a dos"): the count per room times the rooms confirms the count said
      const each = one !== 'conflict' && one.adults !== undefined && !one.children && one.ages.length === 0 ? one.adults : undefined;
      if (adultsSaid?.k === 'adults' && each !== undefined && each * roomM.n === adultsSaid.n && after.length + 1 === partyMentions.length) {
        party = { adults: adultsSaid.n, children: undefined, ages: [], old: [], agesComplete: true };
        perRoom = Array.from({ length: roomM.n }, () => ({ adults: each, ages: [] }));
      } else if (unread) {
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
      // Class: grown-ups' ages among children's at the ages question ("17 y 19"), or every one of several grown up ("de 20
      // y 22, ya están grandes"): say which ones are adults
      if (m.expecting === 'childAges' && (party.ages.length > 0 || (party.old.length >= 2 && GROWN_SAID.test(m.folded)))) out.problem.grown = [...party.old];
    }
  }
  // Class: the people named said to be grown up, all of them ("mi hija y 2 amigas …, todas mayores de edad", "my son
  // and his friends, all adults"): children named with no age are grown-ups of the party
  const allGrown = party && party !== 'conflict' ? ALL_GROWN.exec(r.whole) : null;
  // (only beside grown-ups read, and children named by who they are, "hija", "son": "2 niños, todos mayores" is no reading)
  const kinOnly = r.toks.every((x, k) => !/^(child|weakChild)$/.test(r.cls(k)?.cls ?? '') || PEOPLE_WORDS.get(x.t)?.age === 'either');
  if (
    allGrown &&
    kinOnly &&
    out.adults !== undefined &&
    out.children !== undefined &&
    out.children > 0 &&
    !out.ages?.length &&
    !out.problem &&
    m.expecting !== 'childAges'
  ) {
    out.adults += out.children;
    out.children = 0;
    const end = allGrown.index + allGrown[0].length;
    r.toks.forEach((x, k) => {
      if (x.s >= allGrown.index && x.e <= end) r.used[k] = true;
    });
  }
  if (r.pairRooms !== undefined && party && party !== 'conflict') {
    // "5 couples, one room each": two adults in each room, when nothing else was said
    const n = r.pairRooms;
    if (party.adults === 2 * n && !party.children && partyMentions.length === 1 && !perRoom)
      perRoom = Array.from({ length: n }, () => ({ adults: 2, ages: [] }));
  }
  if (r.codeRooms && party !== 'conflict') {
    // "1 SGL + 1 DBL": the codes give each room's adults; a count of adults said too must agree
    // (fewer than the codes hold is no reading either: "a DBL for the director and his wife, a SGL for me" names one
    // more than was read)
    const sum = r.codeRooms.reduce((a, b) => a + b, 0);
    // (more rooms said than coded: "Habitaciones: 2 / Hab. 1: … (SGL) / Hab. 2: … (TWIN)", a room's code not read, gives
    // no count of the adults)
    const roomsSaid = found.find((x): x is Extract<Mention, { k: 'rooms' }> => x.k === 'rooms')?.n;
    if (party === undefined || party.adults === undefined) {
      if (roomsSaid !== undefined && roomsSaid > r.codeRooms.length) party = 'conflict';
      else if (!partyMentions.some((x) => x.k !== 'children' && x.k !== 'zeroKids')) {
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
  if (kidsAlone) out.childRoom = true;
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
  // "una habitación para mí y otra para los demás": another room named but not read; "the interns share a TPL": the
  // room of some of the party. One room would be wrong
  if (out.rooms === 1 && (r.unreadAnotherRoom() || r.subsetSharesRoom())) {
    delete out.rooms;
    perRoom = undefined;
  }
  // "5 habitaciones para 10 personas y una más para el conductor": one more room, for someone more; neither the rooms
  // nor the party said are the whole, both are asked
  if (r.oneMoreRoomFor()) {
    delete out.rooms;
    delete out.adults;
    delete out.children;
    delete out.ages;
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
  // beside the adults): searching without them would be a wrong search, so how many children is asked back; the adults
  // read stay beside it (`uncountedChildren`), kept by the dialogue
  if (
    !out.unsure &&
    !out.problem &&
    m.expecting !== 'childAges' &&
    out.adults !== undefined &&
    out.children === undefined &&
    !out.perRoom &&
    partyMentions.some((x) => x.k === 'children' && x.n === undefined && x.at >= 0)
  ) {
    // (kept only when the list ends the message, nothing unread in it or after it, no person's word left unread
    // anywhere, the children named by a plural word of children: "mi hijo mayor de 20, el de 14…", "the kids - Aoife is
    // 6, Cian is 2", "the kids are with their dad", "A nanny, two parents and the kids" ask the party again; so do
    // in-laws or elders with neither the speaker nor a partner named, "con mis suegros y los niños": whose partner?)
    const kids = partyMentions.filter((x) => x.k === 'children' && x.n === undefined && x.at >= 0);
    const from = Math.min(...partyMentions.filter((x) => x.at >= 0).map((x) => x.at));
    const elders = r.toks.some((t) => PEOPLE_WORDS.get(t.t)?.tags.has('elder') || PEOPLE_WORDS.get(t.t)?.tags.has('coupleRelative'));
    const named = r.toks.some((t, k) => PARTNER_WORDS.has(t.t) || (r.used[k] && PEOPLE_GRAMMAR.self.includes(t.t)));
    const plain =
      kids.every((x) => namesUncountedChildren(r.t(x.at)) || namesUncountedChildren(r.t(x.at + 1))) &&
      r.toks.every((t, k) => (k < from || r.used[k] || t.p) && (r.used[k] || !PEOPLE_WORDS.has(t.t))) &&
      (!elders || named);
    out.unsure = plain ? { totals: [], uncountedChildren: true } : { totals: [], family: true };
    delete out.ages;
  }
  // Company named after a count and left out of it ("2 adultos y mis cuñados", "2 adults and my mom"; see
  // `leftOutCompanions`): never a total that silently leaves them out. A group of no number asks the party again;
  // one or two people with no children named offer both totals ("3 adultos" or "2 adultos"); beside children the
  // party is asked again (choices of adults alone would drop the children).
  // Class: someone said to come as well after the count ("2 adultos y 2 niños de 6 y 9… ah no, mi suegra también va",
  // "2 adults, 2 kids, and my mother-in-law is coming too"): one more grown-up, beyond the count
  // Class: a child pointed back at by the age already said ("tienen 2 y 6 años, ¿hay que pagar por el de 2?", "niños de
  // 2 y 6, la de 2 duerme con nosotros"): "el de N"/"la de N" after the ages holding N is that child, no one more.
  if (out.ages && out.ages.length >= 2 && !out.perRoom) {
    for (let k = 2; k < r.toks.length; k++) {
      const n = r.toks[k]!.d ? Number(r.t(k)) : undefined;
      const ages: number[] = out.ages ?? [];
      if (n === undefined || r.t(k - 1) !== 'de' || !/^(el|la|al)$/.test(r.t(k - 2)) || ages.at(-1) !== n || !ages.slice(0, -1).includes(n)) continue;
      out.ages = ages.slice(0, -1);
      if (out.children === ages.length) out.children = out.ages.length;
    }
  }
  if (!out.unsure && !out.problem && m.expecting !== 'childAges' && out.adults !== undefined && !out.perRoom) {
    const counts = countsOf(partyMentions);
    const count = counts.length === 1 ? counts[0] : undefined;
    const also = partyMentions.filter(
      (c): c is Extract<Mention, { k: 'companion' }> =>
        c.k === 'companion' &&
        c.n !== undefined &&
        !c.counted &&
        !c.lead &&
        !!count &&
        posOf(c) > posOf(count) &&
        // ("also" is left out: "3 adults, I mean 4 adults, my mother comes also" says why the count was repaired to 4)
        [c.at + 1, c.at + 2, c.at + 3].some((k) => /^(tambien|too)$/.test(r.t(k))),
    );
    if (count && count.n === out.adults && also.length > 0) out.adults += also.reduce((a, c) => a + c.n!, 0);
  }
  if (!out.unsure && !out.problem && m.expecting !== 'childAges' && out.adults !== undefined && !out.perRoom) {
    const left = leftOutCompanions(r, partyMentions, out.adults);
    if (left === 1 && oneMoreAtEnd(r, partyMentions)) out.adults += 1;
    else if (left !== false) {
      // (children counted are kept with both totals: "2 adultos, 2 niños (4 y 9) y mis papás" offers 4 or 2 grown-ups
      // with the two children; children named with no count leave the whole party asked)
      const counted = out.children !== undefined && (out.ages?.length ?? 0) <= out.children;
      const kids = !counted && ((out.ages?.length ?? 0) > 0 || partyMentions.some((x) => x.k === 'children'));
      out.unsure = left === undefined || kids ? { totals: [] } : { totals: [out.adults + left, out.adults] };
      delete out.adults;
      if (!out.unsure.totals.length) {
        delete out.children;
        delete out.ages;
      }
    }
  }
  // Class "a count, then 'no' and another, then someone joining" ("4 adultos, no 5, se anima mi tío"): the other said
  // as a correction or as what it is not: both asked, never the first taken while the second stands unread
  if (!out.unsure && !out.problem && m.expecting !== 'childAges' && out.adults !== undefined && out.children === undefined && !out.perRoom) {
    // (read on the whole message: the intents take "no 5" as the guest's correction and blank it here)
    // ("somos 3 adultos, no 2" alone says what the count is not: the first stands)
    const said = /(?<![\p{L}\p{N}])(\d+)\s+\p{L}+\s*,\s*no\s+(\d+)\s*[,.;!]?\s*(?:se (?:anima|suma|une|apunta)|(?:also|too) comes|is coming too|joins)/u.exec(
      r.whole,
    );
    const other = said && Number(said[1]) === out.adults ? Number(said[2]) : undefined;
    if (other !== undefined && other !== out.adults && other >= 1) {
      out.unsure = { totals: [other, out.adults] };
      delete out.adults;
    }
  }
  // (one more counted of no known kind: "5 musicians + 1 sound guy" is 6 or 5, asked)
  const added = !out.unsure && !out.problem && m.expecting !== 'childAges' && out.adults !== undefined && !out.perRoom ? r.unknownAdded() : undefined;
  if (added !== undefined && out.adults !== undefined) {
    out.unsure =
      added === 'children' || out.children !== undefined || (out.ages?.length ?? 0) > 0 ? { totals: [] } : { totals: [out.adults + added, out.adults] };
    delete out.adults;
    delete out.children;
    delete out.ages;
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
 * Class: rooms listed each with whom it is for, counted or not ("2 dobles para dos parejas y una sencilla para la
 * abuela", "1 suite para el conferencista y 2 dobles para el equipo (4 personas)", "a single for grandma and a double
 * for us two"): every room (or group of rooms of one kind) is followed by "para"/"for" and its party, up to the next
 * room. The rooms add up, and so do the parties, each read within its own words ({@link segParty}). A count of rooms
 * said before the list ("3 habitaciones: …") must be the list's sum; people said before the list must be its adults.
 * Undefined when the message is not such a list or a part's party is not clear (the whole is then read as before).
 * `perRoom` only when every part is one room with its party known and no child's age is missing.
 */
function roomsEachForWhom(
  r: Reader,
  plainRooms: readonly Extract<Mention, { k: 'rooms' }>[],
  partyMentions: readonly Mention[],
): { party: Party; roomCount: number; perRoom: RoomParty[] | undefined; kidsAlone: boolean } | undefined {
  let listed = [...plainRooms].sort((a, b) => a.at - b.at);
  const head = listed[0];
  const rest = listed.slice(1);
  // "3 habitaciones: 2 dobles para … y una sencilla para …": the count said first is the list's total
  const total = head && rest.length >= 2 && /^(:|,|\(|-)$/.test(r.t(head.end)) && head.n === rest.reduce((a, x) => a + x.n, 0) ? head.n : undefined;
  if (total !== undefined) listed = rest;
  if (listed.length < 2) return undefined;
  const forWhom = (x: { end: number }): boolean => /^(para|pa|for)$/.test(r.t(x.end));
  if (!listed.every(forWhom)) return undefined;
  // each later room opens its own part: a joining word or a comma just before it (its article included)
  for (const x of listed.slice(1)) {
    if (!/^(y|e|and|,|;|\+|&|plus|mas)$/.test(r.t(x.at - 1))) return undefined;
  }
  const startOfList = total !== undefined ? head!.at : listed[0]!.at;
  const beforeList = partyMentions.filter((x) => posOf(x) < startOfList);
  let adults = 0;
  let children: number | undefined;
  const ages: number[] = [];
  const old: number[] = [];
  let complete = true;
  const parts: RoomParty[] = [];
  let oneEach = true;
  let kidsAlone = false;
  for (let s = 0; s < listed.length; s++) {
    const x = listed[s]!;
    const from = x.end;
    const to = listed[s + 1]?.at ?? Infinity;
    const inside = partyMentions.filter((m) => posOf(m) >= from && posOf(m) < to);
    // a person word of the part left unread ("para el señor gerente y su esposa": the manager is not read) leaves it unclear
    if (inside.length > 0) for (let k = from; k < Math.min(to, r.toks.length); k++) if (!r.used[k] && r.cls(k) && !isRoomWord(r.t(k))) return undefined;
    const rel = inside.length === 0 ? r.segRelative(from, to) : undefined;
    if (rel !== undefined) {
      adults += rel;
      parts.push({ adults: rel, ages: [] });
      oneEach &&= x.n === 1;
      continue;
    }
    if (inside.length === 0) return undefined;
    const p = segParty(r, inside, from, to);
    // Class: a room for the children alone ("una doble para mis papás y una doble para los niños de 11 y 13"): counted
    // with the party, the rooms kept; the layout is not taken as said (each room the bot books holds a grown-up)
    if (p !== 'conflict' && p.adults === undefined && p.children !== undefined && p.old.length === 0 && inside.every((m) => m.k === 'children')) {
      kidsAlone = true;
      children = (children ?? 0) + p.children;
      if (!p.agesComplete) complete = false;
      ages.push(...p.ages);
      old.push(...p.old);
      parts.push({ adults: 0, ages: p.ages });
      continue;
    }
    if (p === 'conflict' || p.adults === undefined || p.adults < x.n) return undefined;
    adults += p.adults;
    if (p.children !== undefined) children = (children ?? 0) + p.children;
    if (p.children && !p.agesComplete) complete = false;
    ages.push(...p.ages);
    old.push(...p.old);
    parts.push({ adults: p.adults, ages: p.ages });
    oneEach &&= x.n === 1;
  }
  if (beforeList.length > 0) {
    const said = partyOf(r, beforeList);
    if (said === 'conflict' || said.children || (said.adults !== undefined && said.adults !== adults + (children ?? 0) && said.adults !== adults))
      return undefined;
  }
  const roomCount = listed.reduce((a, x) => a + x.n, 0);
  if (adults === 0) return undefined;
  const party: Party = { adults, children, ages, old, agesComplete: complete };
  return { party, roomCount, perRoom: oneEach && complete && old.length === 0 && !kidsAlone ? parts : undefined, kidsAlone };
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
  // "2 habitaciones: una para mí y otra para mis papás": the speaker alone is that room's one adult
  if (inside.length === 1 && inside[0]!.k === 'self') return { adults: 1, children: undefined, ages: [], old: [], agesComplete: false };
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
    // (a word after one blanked by another reader is no word of the number: "una [factura] sola" is no "una sola")
    const after = q < r.toks.length && r.toks[q]!.s - tok.e > 3 ? '' : r.t(q);
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

/** Words opening a clause of reason ("… porque mi abuelo usa caminador", "because my dad uses a wheelchair"). */
const BECAUSE: ReadonlySet<string> = new Set(['porque', 'pues', 'because', 'since', 'cause', 'cuz', 'coz']);

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
  const named: { word: string; at: number; m: Mention }[] = [];
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
              (!ADDITIVE.has(r.t(start - 1)) &&
                (/^[,;.]$/.test(r.t(start - 1)) || BECAUSE.has(r.t(start - 1)) || /[,;.]/.test(r.text.slice(r.toks[start - 1]!.e, r.toks[start]!.s))))) &&
            (!clauseJoined(start) || /[,;.]/.test(r.text.slice(r.toks[y.at]!.e, r.toks[start]!.s)) || start - y.at > CLAUSE_WORDS),
        )) ||
      (x.n === 1 &&
        !ANOTHER.has(r.t(k - 1)) &&
        ADDITIVE.has(r.t(start - 1)) &&
        !ADDITIVE.has(r.t(k + 1)) &&
        named.some((y) => y.at < start && (y.word === word || PAIR_MEMBERS[y.word]?.includes(word)) && describedBetween(y.at)));
    // Class: someone of the list named again to drop out ("mi esposo, yo, mi mamá y los niños… ah no, mi mamá al final no
    // va", "…, pero mi mamá al final no va"): that one is no one of the party, the first naming taken out too
    const dropping = x.n === 1 && r.droppedOut(start) && (again || /^(pero|but|no|ah|oh|bueno|well|,|;)$/.test(r.t(start - 1)));
    const first = dropping ? named.find((y) => y.at < start && y.word === word && y.m.k === 'companion' && y.m.n === 1) : undefined;
    if (first && out.includes(first.m)) out.splice(out.indexOf(first.m), 1);
    named.push({ word, at: k, m: x });
    if (!again && !first) out.push(x);
  }
  return out;
}

/**
 * Class: the one baby named again with the article ("me, my husband, our 4-month-old and my mom, who'll help with the
 * baby", "… y la bebé de 8 meses; mi mamá nos ayuda con la bebé"): one child, not two. A child word of a baby after
 * "the"/"el"/"la", with no age of its own, when exactly one child named before is a baby (aged 0 or named as a baby).
 */
function dropBabyAgain(r: Reader, found: readonly Mention[]): Mention[] {
  const babies = found.filter((x) => x.k === 'children' && x.n === 1 && (x.ages[0] === 0 || BABIES.test(r.t(x.at + 1)) || BABIES.test(r.t(x.at))));
  return found.filter((x) => {
    if (x.k !== 'children' || x.n !== 1 || x.ages.length > 0 || x.old.length > 0) return true;
    const noun = BABIES.test(r.t(x.at)) ? x.at : x.at + 1;
    if (!/^(the|el|la)$/.test(r.t(noun - 1)) || !BABIES.test(r.t(noun))) return true;
    const before = babies.filter((y) => y !== x && y.at < x.at);
    return !(before.length === 1 && found.filter((y) => y.k === 'children' && y.at < x.at).length === 1);
  });
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

/** The counts of grown-ups among `ms` ("2 adultos", "somos 4"): adults counted, not described, and totals. */
function countsOf(ms: readonly Mention[]): Extract<Mention, { k: 'adults' | 'total' }>[] {
  return ms.filter((x): x is Extract<Mention, { k: 'adults' | 'total' }> => (x.k === 'adults' && !x.person && !x.desc && !x.sum) || x.k === 'total');
}

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
  const counts = countsOf(ms);
  if (counts.length !== 1) return false;
  const count = counts[0]!;
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
    if (count.k === 'total' && /^(con|with)$/.test(joiner)) continue;
    if (r.toks.slice(countAt, at).some((t) => ADDING_WORDS.has(t.t) && !PLUS_WORDS.has(t.t))) adding = true;
    any = true;
    left = left === undefined || c.n === undefined || family ? undefined : left + c.n;
  }
  // a word of addition adds people of a known number; a group of no number is asked even then ("plus my friends")
  return any && !(adding && left !== undefined) ? left : false;
}

/**
 * The decided reading of a grown-up who is no partner joined at the end of a counted party ("2 adultos, 2 niños (3 y 5)
 * y mi mamá", "2 adults and my son who's 18", "3 adultos y mi suegra"): one more, beyond the count. The one companion
 * after the count is the last person named, joined by "y"/"and", and closes its clause (or says who they are: "que va
 * en silla de ruedas", "who's 18", "de 19"). A partner ("2 adultos y mi esposa") may be one of the count: still asked.
 */
function oneMoreAtEnd(r: Reader, ms: readonly Mention[]): boolean {
  const last = ms.reduce<Mention | undefined>((a, x) => (a === undefined || posOf(x) > posOf(a) ? x : a), undefined);
  if (last?.k !== 'companion' || last.n !== 1 || last.counted || last.lead) return false;
  const at = posOf(last);
  if (!/^(y|e|and|&|\+)$/.test(r.t(at - 1))) return false;
  let k = at;
  while (k < at + 3 && k < r.toks.length && !r.cls(k)) k++;
  const role = r.t(k);
  if (!r.cls(k) || PARTNER_WORDS.has(role)) return false;
  if (k + 1 >= r.toks.length) return true;
  const next = r.t(k + 1);
  return /^[,;)]$/.test(next) || /[.!?\n]/.test(r.whole.slice(r.toks[k]!.e, r.toks[k + 1]!.s)) || /^(que|q|who|de)$/.test(next);
}

/** Verbs of asking someone before "con"/"with" ("lo consulto con el gerente", "check with the manager"): no company. */
const CONSULT_VERBS =
  /^(consulto|consulta|consultar|consultarlo|consultarla|consultamos|hablo|hablar|hablarlo|pregunto|preguntar|preguntarle|confirmo|confirmar|reviso|revisar|cuadro|cuadrar|check|checking|ask|talk|speak|confirm)$/;
