/**
 * The mentions of one message combined into one party ({@link partyOf}): adults and children counted once,
 * whoever was both counted and named; the speaker included unless they said otherwise; a total and the people
 * listed after it told apart (the same people or more of them); or `'conflict'` when the mentions disagree, so the
 * bot asks.
 */
import { wordLists } from '../text.js';
import { readerRoleWords, readerWords, PEOPLE_WORDS } from '../people.js';
import type { Mention } from './mentions.js';
import { isPetDeterminer, isRequestWord } from '../requests.js';
import {
  ADDITIVE,
  ANOTHER,
  BOSSES,
  CLIENTS,
  DETERMINERS,
  ELDERS,
  GOING_ALONE,
  GOING_EN,
  INCLUSIVE_WORDS,
  OWN,
  PARA,
  PLURAL_WE,
  SPOUSES,
  STAFF,
  TAKING_ALONG,
  THEY_TRAVEL,
  OTHERS_TRAVELLING,
  GOING_AFTER_I,
  BOOKING_FOR_OTHERS,
  TRAVEL_AIDS,
  SPEAKER_GOING,
  TOTAL_VERBS,
  WORDS,
} from './words.js';
import { ADDING_WORDS, CLOSING_WORDS, PLUS_WORDS, REQUEST_GOES_ON, type Reader, beforeChildren, listedBeforeChildren, plusBefore, posOf } from './reader.js';

/** The party the mentions of a message add up to; a field left out is not said (the bot asks it). */
export interface Party {
  adults?: number | undefined;
  children?: number | undefined;
  ages: number[];
  old: number[];
  /** Whether every child's age is known. */
  agesComplete: boolean;
  /** A family size said without its split ("family of four"): asked back. */
  familyOnly?: number;
}

/**
 * Kin words that name the same people when said again: in-laws, parents, the children's grandparents, one mother, one
 * father (the people lexicon's `kinInLaws`, `kinParents`, `kinGrandparents`, `kinMother`, `kinFather`; the third is
 * the grandparents, whom parents may be named again as).
 */
const KIN_AGAIN: readonly ReadonlySet<string>[] = [
  readerWords('kinInLaws'),
  readerWords('kinParents'),
  readerWords('kinGrandparents'),
  readerWords('kinMother'),
  readerWords('kinFather'),
];
/**
 * One grandparent named again as the children's ("mi suegra; … la abuela aparte", "my mom …. Grandma needs her own
 * room"): the grandparent's words, each with the words of the one elder of that side it may be (the people lexicon's
 * `grandmothers` with `grandmotherElders`, `grandfathers` with `grandfatherElders`).
 */
const GRANDPARENT_AGAIN: readonly [ReadonlySet<string>, ReadonlySet<string>][] = [
  [readerRoleWords('grandmothers', 1), readerRoleWords('grandmotherElders', 1)],
  [readerRoleWords('grandfathers', 1), readerRoleWords('grandfatherElders', 1)],
];

/**
 * Class: people of the party named again in a later sentence to say where they sleep ("mis suegros, mi esposa y yo, y
 * la niña de 5. Los suegros en habitación aparte", "my parents, my wife and I, and our three kids. The grandparents
 * need their own room"), or named again with the speaker's possessive ("…, mi hermana con su esposo…. Los niños con mi
 * hermana") or the definite article ("mis abuelos, mis papás y yo. Los abuelos en primer piso"): the same people, never
 * more. The mention is a companion after a sentence's end, its sentence names a room (or the article, and no word
 * adding people), and a companion before that end has the same kin word, or a word of the same kin (parents said
 * again as the children's grandparents when children are named).
 */
function namedAgainForRoom(r: Reader, m: Mention, all: readonly Mention[]): boolean {
  if (m.k !== 'companion') return false;
  const at = posOf(m);
  // a sentence ends between tokens `k - 1` and `k` (the full stop is no token: read in the whole text)
  // (a long dash or a semicolon ends one too, each its own token: "me, my ex and our kids, 5 and 9 — separate rooms for
  // me and my ex", "los abuelos, nosotros dos y los niños de 5 y 11; los abuelos aparte")
  const endsBefore = (k: number): boolean =>
    k > 0 &&
    k < r.toks.length &&
    (/[.!?;\n]/.test(r.whole.slice(r.toks[k - 1]!.e, r.toks[k]!.s)) || /^[—–;]$/.test(r.whole.slice(r.toks[k - 1]!.s, r.toks[k - 1]!.e)));
  let start = at;
  while (start > 0 && !endsBefore(start)) start--;
  if (start <= 0) return false;
  let end = at + 1;
  while (end < r.toks.length && !endsBefore(end)) end++;
  // the sentence says where people sleep: a room word of the reader's vocabulary ("en habitación aparte", "their own room")
  // (said before them too: "separate rooms for me and my ex")
  let room = false;
  for (let k = start; k < end; k++) if (r.cls(k)?.cls === 'room') room = true;
  const role = r.roleWord(at);
  if (!role) return false;
  // or the same person named again with the speaker's possessive ("… mi hermana con su esposo …. Los niños con mi
  // hermana"): one sister, whatever the sentence says of her
  const mine = (k: number) => /^(mi|mis|my)$/.test(r.t(k));
  if (!room && mine(at)) return all.some((x) => x !== m && x.k === 'companion' && posOf(x) < start && mine(posOf(x)) && r.roleWord(posOf(x)) === role);
  // or with the definite article, in a sentence adding no one ("mis abuelos, mis papás y yo. Los abuelos en primer
  // piso porque…", "… The grandparents are 80"): the people named before ("los abuelos también vienen" adds)
  if (!room && (!/^(los|las|el|la|the)$/.test(r.t(at)) || r.toks.slice(start, end).some((x) => ADDING_WORDS.has(x.t)))) return false;
  const kin = (w: string) => KIN_AGAIN.findIndex((g) => g.has(w));
  const children = all.some((x) => x.k === 'children');
  return all.some((x) => {
    if (x === m || x.k !== 'companion' || posOf(x) >= start) return false;
    const before = r.roleWord(posOf(x));
    if (!before) return false;
    if (before === role) return true;
    if (children && GRANDPARENT_AGAIN.some(([grand, elder]) => grand.has(role) && elder.has(before))) return true;
    const a = kin(before);
    const b = kin(role);
    // (the grandparents are the parents or in-laws named as pairs, never one mother or father alone)
    return a >= 0 && b >= 0 && (a === b || (children && a < 3 && b < 3 && (a === 2 || b === 2)));
  });
}

/**
 * Class: children booked for with a grown-up of their own, and no word of the speaker travelling ("para mis dos hijos
 * de 16 y 17 con su tío", "mis hijos van con su abuela", "for my daughter and her grandma"): the booking is for them,
 * the speaker is not in the party. Every companion is named as theirs ("su", "their", "her", "his"), the children
 * the speaker's own ("mis", "my", "our") after "para"/"for" or with a verb of theirs; no count of adults or total.
 */
function forTheirs(r: Reader, all: readonly Mention[]): boolean {
  const kids = all.find((m) => m.k === 'children' && /^(mi|mis|my|our|nuestros|nuestras|nuestro|nuestra)$/.test(r.t(posOf(m))));
  const comps = all.filter((m) => m.k === 'companion');
  if (!kids || comps.length === 0 || r.speakerSaid()) return false;
  if (all.some((m) => m.k === 'self' || m.k === 'adults' || m.k === 'total')) return false;
  if (!comps.every((c) => posOf(c) > posOf(kids) && /^(su|sus|their|her|his)$/.test(r.t(posOf(c))))) return false;
  return /^(para|for)$/.test(r.t(posOf(kids) - 1)) || r.toks.some((x) => THEY_TRAVEL.has(x.t));
}

/** Whether the speaker says they go ("voy", "we", "I'm flying", "me and my mom", "me voy"): see the lexicon's `speakerGoing`. */
function speakerGoes(r: Reader): boolean {
  return r.toks.some(
    (x, k) =>
      SPEAKER_GOING.has(x.t) ||
      (/^(i|im)$/.test(x.t) && (GOING_AFTER_I.has(r.t(k + 1)) || (r.t(k + 1) === 'm' && GOING_AFTER_I.has(r.t(k + 2))))) ||
      (x.t === 'me' && (/^(and|y|with|con)$/.test(r.t(k - 1)) || /^(and|y|voy|quedo|hospedo|regreso|devuelvo)$/.test(r.t(k + 1)))) ||
      (x.t === 'i' && /^(and|y)$/.test(r.t(k - 1))),
  );
}

/**
 * Class: people named in the third person as the subject of a verb of their trip, and no word of the speaker going
 * ("mi hermana va a Medellín con su hijo de 5", "mis papás y mi hermanito de 9 van…", "My boss and his family are
 * going…", "mi suegra sola va pa Bogotá"), or booked for with children of theirs ("para mi hermana y sus dos hijos",
 * "for my sister and her two kids"): the people named are the party, the speaker (who books) is not. Never at the
 * children's-ages question (someone added there joins the party counted), nor after "con"/"with" (the speaker goes with
 * them), nor beside a count of adults, a total or the speaker named; only in a travel request (a trip word, or dates or
 * a place read by earlier readers).
 */
function othersTravel(r: Reader, all: readonly Mention[]): boolean {
  const first = all.find((m) => m.k === 'companion');
  if (!first || r.expecting === 'childAges' || !(r.travelWords() || r.blanked())) return false;
  // (the speaker who books, "I'm booking for my father", "I am writing for my parents", is no speaker who goes)
  const booking = (m: Mention) => {
    const at = posOf(m);
    const next = r.t(at + 1) === 'm' || r.t(at + 1) === 'am' ? at + 2 : at + 1;
    // ("my father is going alone": "alone" is his)
    return (/^(i|im)$/.test(r.t(at)) && BOOKING_FOR_OTHERS.has(r.t(next))) || /^(alone|solo|sola)$/.test(r.t(at));
  };
  if (all.some((m) => (m.k === 'self' && !booking(m)) || (m.k === 'adults' && !m.person) || m.k === 'total')) return false;
  if (speakerGoes(r) || r.toks.slice(0, posOf(first) + 1).some((x) => /^(con|with|w)$/.test(x.t))) return false;
  // (one person alone, "mi jefe viaja a la capital", may travel with others: one only when said, "va solo", "on her own")
  const people = all.filter((m) => m.k === 'companion' || m.k === 'children');
  if (people.length === 1 && first.n === 1 && !r.toks.some((x) => /^(solo|sola|alone|own|himself|herself)$/.test(x.t))) return false;
  // the subject: the people named from the first, with their joiners and ages, up to the first word nobody read
  let k = posOf(first);
  while (k < r.toks.length && (r.used[k] || /^(y|e|and|,|\(|\)|sola|solo|alone)$/.test(r.t(k)))) k++;
  let verb = /^(se|are|is|will)$/.test(r.t(k)) ? k + 1 : k;
  // ("my mom and my aunt want to visit Medellín", "mis papás quieren ir a Cartagena")
  if (/^(want|wants|quiere|quieren)$/.test(r.t(verb))) {
    const next = r.t(verb + 1) === 'to' ? verb + 2 : verb + 1;
    if (/^(visit|go|travel|come|stay|ir|viajar|conocer|pasar|quedarse)$/.test(r.t(next))) verb = next;
  }
  // ("mi papá va en silla de ruedas": how they go, not their trip; "los abuelos van a estar felices": what will be)
  const trip = (v: number) =>
    OTHERS_TRAVELLING.has(r.t(v)) &&
    !(r.t(v + 1) === 'en' && TRAVEL_AIDS.has(r.t(v + 2))) &&
    !(r.t(v + 1) === 'a' && /(?:ar|er|ir)$/.test(r.t(v + 2)) && !OTHERS_TRAVELLING.has(r.t(v + 2)));
  if (trip(verb)) return true;
  // ("I'm booking for my elderly father. He's going…", "… para mis papás, ellos llegan el 12"): a pronoun of theirs
  // then the verb, after them
  for (let p = k; p < r.toks.length; p++) {
    if (!/^(he|she|they|ella|ellos|ellas)$/.test(r.t(p))) continue;
    if (trip(/^(s|re|ll|is|are|will)$/.test(r.t(p + 1)) ? p + 2 : p + 1)) return true;
  }
  const kids = all.filter((m) => m.k === 'children');
  const lead = DETERMINERS.has(r.t(posOf(first))) ? posOf(first) : posOf(first) - 1;
  return kids.length > 0 && /^(para|pa|for)$/.test(r.t(lead - 1)) && kids.every((m) => /^(su|sus|her|his|their)$/.test(r.t(posOf(m))));
}

/**
 * Class: the answer to "¿Cuántas personas viajan?" naming people of the speaker's own in the third person, and no word
 * of the speaker going ("mis papás y mi hermanito de 9", "my sister and her two kids (5 and 8)", "mi abuela y una
 * enfermera que la acompaña", "my mother-in-law, on her own"): the people named are who travel, the speaker (who
 * books) is not. Only at the party question, a grown-up named first and every child named as someone's; never with a
 * partner of the speaker named ("mi esposa y los niños": the speaker's family, the speaker in it), "our" children,
 * "con"/"with" before them, a count of adults or a total, or people of unsaid number ("mi hermana y los niños"); one
 * person alone only with a word of alone ("on her own"; without one, see the reader's question whether the guest
 * travels too).
 */
function namedAsTheParty(r: Reader, all: readonly Mention[]): boolean {
  if (r.expecting !== 'party') return false;
  const comps = all.filter((m): m is Extract<Mention, { k: 'companion' }> => m.k === 'companion');
  const kids = all.filter((m): m is Extract<Mention, { k: 'children' }> => m.k === 'children');
  const first = [...comps, ...kids].sort((a, b) => posOf(a) - posOf(b))[0];
  if (!first || comps.length === 0 || !/^(mi|mis|my)$/.test(r.t(posOf(first)))) return false;
  // a grown-up first ("mi hija de 5 con su papá", "my son and his 3 friends": the speaker may be the child's parent
  // travelling), and every child named as someone's ("mis papás, 2 niños de 5 y 7": whose children? asked)
  if (first.k === 'children' && first.old.length !== first.n) return false;
  if (kids.some((m) => !/^(mi|mis|my|su|sus|her|his|their)$/.test(r.t(posOf(m))))) return false;
  if (all.some((m) => m.k !== 'companion' && m.k !== 'children')) return false;
  if (comps.some((c) => c.n === undefined || c.lead || r.partnerAt(c.at)) || kids.some((m) => m.n === undefined)) return false;
  // ("mi hermana con sus 3 niños": "con" their own is still them; "con mis papás" is the speaker going)
  const withSpeaker = (k: number) => /^(con|with|w)$/.test(r.t(k)) && !/^(su|sus|her|his|their)$/.test(r.t(k + 1));
  if (r.toks.some((x, k) => /^(our|nuestro|nuestra|nuestros|nuestras|family|familia)$/.test(x.t) || withSpeaker(k)) || speakerGoes(r) || r.speakerSaid())
    return false;
  const people = comps.reduce((a, c) => a + c.n!, 0) + kids.reduce((a, m) => a + m.n!, 0);
  return people >= 2 || r.toks.some((x) => /^(solo|sola|alone|own|himself|herself)$/.test(x.t));
}

/**
 * Class: a group counted by who they are, then who they are after a comma or a colon ("two old ladies, my sister and
 * me", "dos amigas: Ana y yo"): the list names the same people, so the count is the party. Only when the group
 * opens the party, the list after it adds up to the count exactly (each named one, the speaker one) and nothing else
 * is named. The count, or undefined.
 */
function namedAfterGroup(r: Reader, ms: readonly Mention[], comps: readonly Extract<Mention, { k: 'companion' }>[]): number | undefined {
  const head = comps[0];
  if (!head?.lead || !head.counted || head.n === undefined || head.n < 2 || posOf(ms[0]!) !== head.at) return undefined;
  const rest = ms.slice(1);
  if (rest.length === 0 || !rest.every((m) => m.k === 'self' || (m.k === 'companion' && m.n !== undefined && !m.counted && !m.lead))) return undefined;
  const listed = rest.reduce((a, m) => a + (m.k === 'companion' ? m.n! : 1), 0);
  if (listed !== head.n) return undefined;
  // the group's own words, then the mark that opens the list
  let k = head.at + 1;
  while (k < posOf(rest[0]!) && r.used[k] && !/^(,|:|-)$/.test(r.t(k))) k++;
  return /^(,|:|-)$/.test(r.t(k)) && posOf(rest[0]!) <= k + 2 ? head.n : undefined;
}

/** Adds up the party mentions of one stretch of the message (the whole message, or one room). */
export function partyOf(r: Reader, all: readonly Mention[]): Party | 'conflict' {
  // a couple described ("honeymoon", "retired couple") beside a count of adults is those adults, not two more
  const counts = all.some((m) => m.k === 'adults' && !m.desc && !m.person);
  // "my daughter is 18, so that's three adults": a sum of the adults replaces everyone named before it
  const sum = all.find((m): m is Extract<Mention, { k: 'adults' }> => m.k === 'adults' && !!m.sum);
  // "yo no voy": the speaker said to stay home is never counted, whatever "yo" was read beside the others
  const notSelf = all.some((m) => m.k === 'notSelf') || forTheirs(r, all) || othersTravel(r, all) || namedAsTheParty(r, all);
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
  /** Children with their ages said to be among the adults counted before them. */
  let minorsCounted = 0;
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
        // Class: a minor said to be one of the adults counted before ("3 adults, one of them is my son, he is 17", "3
        // adultos, uno de ellos es mi hijo de 17"): a child of the party, one adult fewer
        if (m.n !== undefined && m.old.length === 0 && m.ages.length === m.n && memberOfCount(r, all, posOf(m), m.n, true)) minorsCounted += m.n;
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
        if (m.strong || withPetOnly(r, m.at)) strongSelf = true;
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
  if (minorsCounted > 0 && adults !== undefined && adults > minorsCounted) adults -= minorsCounted;
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
  // Class: the speakers counted by a pronoun, then a couple joined after them ("nosotros dos y otra pareja", "us two and
  // another couple", "nosotros dos y una pareja de amigos"): the couple is two more, never the speakers again
  if (
    ms.length === 2 &&
    totals.length === 1 &&
    totals[0]!.we &&
    counted.length === 1 &&
    counted[0]!.pairs === 1 &&
    counted[0]!.at > totals[0]!.end &&
    (/^(y|e|and|&|\+|con|with|plus|mas)$/.test(r.t(counted[0]!.at - 1)) ||
      (/^(otra|otro|una|another|a)$/.test(r.t(counted[0]!.at - 1)) && /^(y|e|and|&|\+|con|with|plus|mas)$/.test(r.t(counted[0]!.at - 2))))
  )
    return { adults: totals[0]!.n + 2, children, ages, old, agesComplete: children !== undefined && ages.length + old.length === children };
  const named = namedAfterGroup(r, ms, comps);
  if (named !== undefined && adults === undefined && totals.length === 0 && !anyChildren) return { adults: named, children, ages, old, agesComplete: false };
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
  // Class: a count of grown-ups and the speaker, then someone named after them ("2 adults and me, plus my nephew", "2
  // adults and me, plus my wife"): whether the count holds them, and whether a nephew is a child, is not said, so the
  // party is asked, never the count alone taken
  if (
    adults !== undefined &&
    selves.length === 1 &&
    counted.length === 1 &&
    totals.length === 0 &&
    comps.length > 0 &&
    comps.every((c) => posOf(c) > selves[0]!.at) &&
    // the speaker joined to the count ("2 adults and me"), not a count broken down ("3 adults (me, my wife, …)")
    /^(y|e|and|&|\+|plus|mas)$/.test(r.t(selves[0]!.at - 1)) &&
    counted[0]!.at < selves[0]!.at &&
    selves[0]!.at - counted[0]!.at <= 4
  )
    return 'conflict';
  if (adults !== undefined && selves.length === 1 && !strongSelf && comps.length === 0 && totals.length === 0 && counted.length === 1) {
    const a = counted[0]!;
    const at = selves[0]!.at;
    const s = /^(yo|me|i|myself)$/.test(r.t(at)) ? at : at + 1;
    // (the count ends after a clause saying who they are: "dos adultos que son mis suegros y yo")
    const from = a.named ?? a.at;
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
      s - from <= 4 &&
      /^(yo|me|i|myself)$/.test(r.t(s)) &&
      /^(y|e|and|&|\+|plus|mas)$/.test(r.t(s - 1)) &&
      between.every((x) => /^[\p{L}\p{N}]/u.test(x.t)) &&
      // closing the party: nothing after it but marks and words of "only"/"please" ("…y yo, nada más", "…y yo, el finde")
      r.toks.slice(s + 1, closeAt).every((x) => x.p || closing(x.t))
    )
      // (a grown son or nephew named after the speaker, "…and me, plus my nephew, who turned 18", is one more grown-up)
      return { adults: adults + 1 + grown, children, ages, old, agesComplete: children !== undefined && ages.length + old.length === children };
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
    [0, 1].some(
      (d) =>
        CLIENTS.has(r.t(posOf(comps[0]!) + d)) ||
        // one's boss with someone of theirs, or alone in a single room ("my boss …, 1 SGL"): "for my manager" alone may
        // be for more people, asked
        (BOSSES.has(r.t(posOf(comps[0]!) + d)) &&
          OWN.has(r.t(posOf(comps[0]!) + d - 1)) &&
          (comp >= 2 || r.codeRooms?.join() === '1' || r.toks.some((t) => /^(single|sencilla|individual)$/.test(t.t)))),
    ) &&
    // in a travel request, not a word about them ("mi cliente es de Monterrey")
    (r.travelWords() || r.blanked()) &&
    !r.toks.some((t) => /^(es|is)$/.test(t.t)) &&
    !r.toks.slice(0, posOf(comps[0]!)).some((t) => /^(con|with)$/.test(t.t)) &&
    // every person word of the message read ("mi cliente con esposa y dos niños": who is "esposa"? asked)
    r.toks.every((_, k) => r.used[k] || !/^(adult|adultRel|adultRelPair|adultRelMany|couple|people)$/.test(r.cls(k)?.cls ?? ''))
  ) {
    // Class: a booking for a client ("mi cliente y su esposa quieren…", "for my client and his wife", "just my client")
    // or for one's boss ("mi jefe y su esposa", "my boss and his assistant"): the client or boss and the people named
    // with them are the party, the speaker (agent, assistant) is not
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
        // ("3 amigos + mi esposa": the speaker's own partner says the speaker goes too: not this class; "9 singers plus
        // our director": the group's own staff, the speaker one of the group)
        (!/^(mi|mis|my|our|nuestro|nuestra|nuestros|nuestras)$/.test(r.t(c.at)) ||
          (/^(our|nuestro|nuestra|nuestros|nuestras)$/.test(r.t(c.at)) && STAFF.has(r.t(c.at + 1)))) &&
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
    // Class: the speaker going "con" a group, then grown-ups counted by their role beside children ("voy con la selección
    // del colegio, 3 profesores y 15 niños"): the speaker may be one of those counted or one more, asked (never one
    // added unsaid); "voy con 3 profesores y 15 niños" counts them apart from the speaker
    const conAt = r.toks.findLastIndex((t, k) => k < firstComp.at && /^(con|with)$/.test(t.t));
    const groupFirst =
      !self &&
      !taking &&
      firstComp.counted === true &&
      anyChildren &&
      conAt >= 0 &&
      r.toks.slice(conAt + 1, firstComp.at).some((t) => !t.p && !DETERMINERS.has(t.t));
    if (viaCon && groupFirst && travel()) return 'conflict';
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
    // (not a family said with them: "family with three kids" has grown-ups not counted)
    const family = r.toks.some((t) => /^(family|familia|flia)$/.test(t.t));
    if (viaCon && (going || r.blanked()) && !family && !r.toks.some((t) => PLURAL_WE.has(t.t)) && !ms.some((m) => m.k === 'adults')) adults = 1;
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
      (otherParty.every(
        (m) =>
          m.k === 'companion' &&
          m.n !== undefined &&
          (!m.counted || joinedRightAfter(r, total, m)) &&
          !statedOf(r, m.at) &&
          plainlyAdded(r, total, m, total.we ? Math.max(...otherParty.map(posOf)) : -1),
      ) ||
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
      // (never a family counted: "somos una familia de 5, los papás y 3 chinos" counts the children in)
      if (!total.family && (total.we || plainJoin(r, total, ms)) && additive) {
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
      // "mi suegro, mi suegra, los dos hermanos de mi esposo con sus esposas, y nosotros dos": the speakers counted by a
      // pronoun beside more people named than "us" holds, not added up above: how many in all is asked, never the
      // speakers alone
      // (those named may be "us" with the speaker: "mi esposa y nosotros dos", "taking my mom…, just the two of us")
      if (total.we && anyComp && (compUnknown || comp + 1 > T)) return 'conflict';
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
 * Class: the speaker joined only to a pet or a thing asked for ("yo y mi perro", "yo con mi perrita", "me and my dog"):
 * the speaker alone, one adult. The pet is the staff's request, never one of the party.
 */
function withPetOnly(r: Reader, at: number): boolean {
  if (!/^(y|e|con|and|with|&|\+)$/.test(r.t(at + 1))) return false;
  const lead = isPetDeterminer(r.t(at + 2)) ? at + 2 : at + 1;
  // (the pet's word read on the whole message: the requests' words are blanked here)
  const after = /^\s*(?:(\p{L}+)\s+)?(\p{L}+)\s*(?:[.,;!?]\s*)*(\p{L}*)/u.exec(r.whole.slice(r.toks[lead]!.e));
  if (after === null || (after[1] !== undefined && !isPetDeterminer(after[1])) || !isRequestWord(after[2]!)) return false;
  if (/^(y|e|con|and|with|mas|plus)$/.test(after[3]!)) return false;
  // (and nobody named after it: "me & my dog, my wife")
  return !r.toks.some((_, k) => k > lead && r.cls(k) !== undefined);
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
 * Whether the person named at `at` is said to be in some state right after ("somos dos, y mi esposa está embarazada",
 * "we're 2 and my wife is pregnant"): what is told of someone of the count, no one more.
 */
function statedOf(r: Reader, at: number): boolean {
  let k = at;
  while (k < r.toks.length && r.used[k]) k++;
  return k > at && /^(esta|estan|is|s|anda|andan|was|estaba)$/.test(r.t(k));
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
 * word of addition ("plus", "también") after it; `named`: the words name that very person (see below).
 */
function memberOfCount(r: Reader, ms: readonly Mention[], at: number, n: number, named = false): boolean {
  const count = ms.find((c): c is Extract<Mention, { k: 'adults' }> => c.k === 'adults' && !c.desc && !c.sum && !c.person && posOf(c) < at && c.n >= n);
  if (!count) return false;
  for (let k = posOf(count) + 1; k < at; k++) {
    const phrase = MEMBER_OF_COUNT.find((p) => p.every((w, x) => r.t(k + x) === w));
    if (!phrase || r.toks.slice(k + phrase.length, at).some((t) => ADDING_WORDS.has(t.t))) continue;
    // `named`: the person is the member, said right after the words ("one of them is my son", "including my son"),
    // never someone of theirs ("una de ellas lleva a su bebé") nor one left out ("not counting the baby")
    if (!named) return true;
    if (/^(not|no|sin|without)$/.test(r.t(k - 1))) return false;
    return r.toks.slice(k + phrase.length, at).every((t) => /^(is|s|es|are|son|my|mi|mis|our|nuestro|nuestra|the|el|la|a|an|un|una)$/.test(t.t));
  }
  return false;
}

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
  // Class: passengers or people with children added by a plus sign ("2 pax + 1 CHD (8)", "2 pax + 1 niña de 15", "2
  // persons + 1 kid of 5 years"): the children come on top of the people counted, as in "Pax 2+1"
  const paxPlus = (r.t(total.end - 1) === 'pax' || WORDS.get(r.t(total.end - 1))?.cls === 'people') && r.t(total.end) === '+';
  if (!(TOTAL_VERBS.has(r.t(total.at)) || r.t(total.at) === 'we' || paxPlus || (verbBefore && WORDS.get(r.t(total.end - 1))?.cls === 'people'))) return false;
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
function plainlyAdded(r: Reader, total: Extract<Mention, { k: 'total' }>, m: Mention, listEnd = -1): boolean {
  const at = m.at < 0 ? -1 - m.at : m.at;
  if (at < total.end) return false;
  let joint = false;
  for (let k = total.end; k < at; k++) {
    const w = r.t(k);
    if (/^(con|with)$/.test(w) || INCLUSIVE_WORDS.has(w)) return false;
    if (/^(y|e|and|\+|&|mas|plus)$/.test(w)) joint = true;
  }
  // "us two, my sister and her husband, and my parents" (class: a list set off by a comma after the count, closed by
  // "and"): each one named in it is added too
  if (!joint && r.t(total.end) === ',' && r.t(at - 1) === ',')
    for (let k = at; k < listEnd; k++) if (/^(y|e|and)$/.test(r.t(k)) && !/^(con|with)$/.test(r.t(k + 1))) joint = true;
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
