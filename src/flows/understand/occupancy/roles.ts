/**
 * Rules of the occupancy reader: people named rather than counted: partners, relatives, friends and staff ("mi
 * esposa y yo", "los abuelos", "con 3 amigos", "la niñera"), couples, titles with a name ("Dr. Pérez"), the speaker
 * alone or not travelling ("solo yo", "yo no voy"), and someone added ("y también mi hermano").
 *
 * A rule reads at token `i` of a {@link Reader}: it returns the token after what it read (having pushed its
 * mentions and marked the tokens used), or `undefined` when its phrase does not start there. `./scan.ts` tries
 * the rules in order.
 */
import { NUMBER_WORDS } from '../text.js';
import { MONTHS } from '../dates/words.js';
import { PEOPLE_CLASSES, PEOPLE_WORDS, peopleWord, VOCATIVES, PARTNER_WORDS } from '../people.js';
import { ADULT_AGE } from '../../limits.js';
import type { AgeList, Mention } from './mentions.js';
import {
  PARTY_KINDS,
  ROOM_CODES,
  CLIENTS,
  ADJECTIVES,
  AGED_ADJECTIVES,
  ALL_OF_THEM,
  ASK_FOR_PERSON_LINKS,
  ASK_FOR_PERSON_VERBS,
  CHATTER,
  COUPLE_RELATIVES,
  DETERMINERS,
  ELDERS,
  ENGLISH_PARTY_HINTS,
  GLUED_ONLY_UNITS,
  DECIDING,
  GOING_ALONE,
  GOING_EN,
  GROWN_PARTY,
  GROWN_WORDS,
  INDEFINITE,
  JOINING_VERBS,
  KNOWN_NAMES,
  MONTH_UNITS,
  NOT_AGE_AFTER,
  NOT_GOING,
  NOT_NAMES,
  NOT_STRAY,
  OFFSPRING,
  OWN,
  OWN_ROOM_OWNERS,
  PARA,
  PAST_WORDS,
  PEERS,
  PEOPLE_MORE,
  PLURAL_WE,
  POSSESSED,
  ROLE_ONE,
  ROLE_PAIR,
  SEARCH_SLOTS,
  SHORTHAND,
  SOLO_VERBS,
  SOLO_WORDS,
  SPEAKER_ALONE,
  SPEAKER_WORDS,
  SPOUSES,
  STAFF,
  STAFF_ROLES,
  STRICT_SLANG,
  TITLES,
  TOTAL_VERBS,
  TAKING_ALONG,
  WEEK_UNITS,
  type WordInfo,
  YEAR_UNITS,
  YOUNG_ADJECTIVES,
  YOUNG_RELATIVES,
  bornTogether,
  GRANDCHILDREN,
} from './words.js';
import { ADDING_WORDS, type Reader, plusBefore, posOf, stayingBehindBefore } from './reader.js';

/** Verbs after "one guest" / "una persona" that describe one of the party ("uses a wheelchair", "es vegana"), not count them. */
const MEMBER_VERBS: ReadonlySet<string> = new Set(
  'uses is has needs requires will cant cannot doesnt does usa es tiene necesita requiere va anda camina'.split(' '),
);

/** Whether a word of talking it over ("check", "preguntarle", "hablar") stands shortly before token `i`. */
function chatterBefore(r: Reader, i: number): boolean {
  for (let k = Math.max(0, i - 6); k < i; k++) {
    const w = r.t(k);
    // "let me check…", not "let's go…"; a verb of telling said to the bot before what it tells ("le comento que con mi
    // esposa queremos…", "les cuento que…") is no talking it over
    if (w === 'let' ? r.t(k + 1) === 'me' : CHATTER.has(w) && r.t(k + 1) !== 'que') return true;
  }
  return false;
}

/**
 * Whether token `i` is a child word standing as an adjective of the child noun just before it, in the same number
 * ("hijas ADOLESCENTES", "sons TEENAGERS", "hijos PEQUEÑOS"); "menor"/"menores" ("hijo menor de 5") are left to
 * the age readers.
 */
function describesChild(r: Reader, i: number, plural: boolean): boolean {
  const info = r.cls(i);
  return !!info && info.cls === 'child' && info.plural === plural && !r.used[i] && !/^(menor|menores|minor|minors)$/.test(r.t(i));
}

/** Whether the message names the speaker or someone of theirs ("me", "yo", "my", "mis", "our"). */
function ownList(r: Reader): boolean {
  return r.toks.some((x) => /^(me|yo|i|my|mi|mis|our|nuestro|nuestra|nuestros|nuestras)$/.test(x.t));
}

/** Whether the speakers counted by a pronoun ("the two of us", "nosotros dos") were read before token `i`. */
function weBefore(r: Reader, i: number): boolean {
  return r.found.some((x) => x.k === 'total' && !!x.we && x.end <= i);
}

/**
 * Whether a role word ({@link ROLE_ONE}, {@link ROLE_PAIR}) at `i` is an
 * item of a list of the party: joined by a comma, "y", "and" or "&" on
 * either side, in a message naming children or another role.
 */
function listedRole(r: Reader, i: number): boolean {
  const w = r.t(i);
  if (!ROLE_ONE.has(w) && !ROLE_PAIR.has(w)) return false;
  const joint = /^(,|y|e|and|&|\+|:)$/;
  const before = i === 0 || joint.test(r.t(i - 1)) || (r.t(i - 1) === 'the' && joint.test(r.t(i - 2)));
  const after = i + 1 >= r.toks.length || joint.test(r.t(i + 1)) || r.t(i + 1) === '(';
  if (!(before || (i === 0 && after))) return false;
  // after a count of adults ("2 adults, 2 kids and grandma": was she counted?) the dialogue says the reading back
  if (r.toks.slice(0, i).some((_, x) => r.cls(x)?.cls === 'adult')) return false;
  // beside the speaker or someone's own, one more joined by "y"/"and" to the people read before it, or inside the list
  // ("my wife, our kids aged 6 and 8 and grandma", "mi esposa, mis hijos de 6 y 8 y abuela", "me, wife, mother and two
  // children"): one more of the company (a pair said after a comma, ", grandparents in their own room", may be the
  // parents named before)
  if (ownList(r)) {
    const joined = /^(y|e|and|&|\+)$/.test(r.t(i - 1)) || (r.t(i - 1) === ',' && /^(y|e|and|&|\+|,)$/.test(r.t(i + 1)));
    return ROLE_ONE.has(w) && joined && r.found.some((x) => x.k === 'companion' || x.k === 'children' || x.k === 'self');
  }
  // ("the two of us and grandma", "nosotros dos y abuela": the speakers counted by a pronoun are the list's first item)
  if (weBefore(r, i)) return true;
  return r.toks.some((_, x) => x !== i && (r.cls(x)?.cls === 'child' || r.cls(x)?.cls === 'adult' || ROLE_ONE.has(r.t(x)) || ROLE_PAIR.has(r.t(x))));
}

/**
 * Where the field of a work role said at `k` ends ("de mantenimiento", "de ventas", "de sistemas"): "de"/"del" and one
 * word that is no count, person, article, possessive, month or other word after a number; `k` when none.
 */
function roleField(r: Reader, k: number): number {
  const w = r.t(k + 1);
  if (!/^(de|del)$/.test(r.t(k)) || !/^\p{L}{3,}$/u.test(w) || r.cls(k + 1) || w in NUMBER_WORDS) return k;
  if (DETERMINERS.has(w) || NOT_AGE_AFTER.has(w) || NOT_NAMES.has(w) || MONTHS[w] !== undefined) return k;
  return k + 2;
}

/**
 * Whether "and her husband", "y su esposa", "con su esposo", "with her husband", "mi hija, su esposo" (a spouse of the
 * person just named) follows at `k`.
 */
function spouseAfter(r: Reader, k: number): boolean {
  return /^(y|e|and|&|\+|con|with|,)$/.test(r.t(k)) && /^(su|her|his)$/.test(r.t(k + 1)) && PARTNER_WORDS.has(r.t(k + 2));
}

/** Where "de la misma edad", "(of) the same age" ends when it stands at `k`; undefined otherwise. */
function sameAgeAt(r: Reader, k: number): number | undefined {
  if (/^(de|del)$/.test(r.t(k)) && r.t(k + 1) === 'la' && r.t(k + 2) === 'misma' && r.t(k + 3) === 'edad') return k + 4;
  const at = r.t(k) === 'of' ? k + 1 : k;
  if (r.t(at) === 'the' && r.t(at + 1) === 'same' && r.t(at + 2) === 'age') return at + 3;
  return undefined;
}

/** Where a son- or daughter-in-law follows at `k` ("and son-in-law", "y mi yerno", "y su nuera"); undefined when none. */
function inLawAfter(r: Reader, k: number): number | undefined {
  if (!/^(y|e|and|&|\+)$/.test(r.t(k))) return undefined;
  const at = DETERMINERS.has(r.t(k + 1)) ? k + 2 : k + 1;
  return /^(soninlaw|daughterinlaw|yerno|nuera)$/.test(r.t(at)) ? at : undefined;
}

/** Whether spouses of several follow at `k` ("con sus esposas", "y sus maridos", "with their wives", "and their husbands"). */
function spousesAfter(r: Reader, k: number): boolean {
  return /^(y|e|and|&|\+|con|with)$/.test(r.t(k)) && /^(sus|their)$/.test(r.t(k + 1)) && SPOUSES.has(r.t(k + 2));
}

/**
 * Class: the relatives of a couple named in the party ("los novios y los papás de ambos", "bride & groom + both sets
 * of parents", "una para los novios y otra para los papás de la novia", "novios + padrinos (2 parejas)"): once a
 * couple is named ("los novios", "bride & groom", "newlyweds"), a pair of relatives named by role with an article
 * (or "both sets of") are people of the party, not the speaker's company: "de ambos"/"of both"/"both sets of" makes
 * two pairs (4), "de la novia"/"of the groom"/"the bride's" one pair (2), a count in brackets after them
 * ("padrinos (2 parejas)") says how many.
 */
export function coupleRelatives(r: Reader, i: number): number | undefined {
  if (!r.found.some((x) => x.k === 'adults' && x.desc)) return undefined;
  let k = i;
  let sets = 1;
  if (r.t(k) === 'both' && r.t(k + 1) === 'sets' && r.t(k + 2) === 'of') {
    sets = 2;
    k += 3;
  } else if (/^(los|las|the)$/.test(r.t(k))) k++;
  else if (!/^(\+|,|y|e|and|&)$/.test(r.t(k - 1))) return undefined;
  if (/^(bride|groom|novia|novio)$/.test(r.t(k)) && r.t(k + 1) === 's') k += 2; // "the bride's parents"
  // Class: the couple's relatives counted ("los novios y los dos padrinos", "los novios, 4 padrinos y…"): that many
  const counted = r.count(k, true);
  if (counted !== undefined && COUPLE_RELATIVES.has(r.t(k + 1)) && !r.used[k + 1]) {
    r.found.push({ k: 'adults', n: counted, at: i, person: true });
    return r.done(i, k + 2);
  }
  if (!COUPLE_RELATIVES.has(r.t(k)) || r.used[k]) return undefined;
  let end = k + 1;
  if (/^(de|of)$/.test(r.t(end)) && /^(ambos|both|los|the)$/.test(r.t(end + 1))) {
    if (/^(ambos|both)$/.test(r.t(end + 1))) {
      sets = 2;
      end += 2;
    } else if (/^(dos|two)$/.test(r.t(end + 2))) {
      sets = 2;
      end += 3;
    }
  }
  if (sets === 1 && /^(de|del|of)$/.test(r.t(end)) && /^(bride|groom|novia|novio)$/.test(r.t(end + (r.t(end) === 'del' ? 1 : 2))))
    end += r.t(end) === 'del' ? 2 : 3;
  let n = 2 * sets;
  // "padrinos (2 parejas)": the bracket says how many
  if (r.t(end) === '(') {
    const m = r.count(end + 1, false);
    const c = r.cls(end + 2);
    if (m !== undefined && c && r.t(end + 3) === ')' && (c.cls === 'couple' || c.cls === 'adult' || c.cls === 'people')) {
      n = c.cls === 'couple' ? 2 * m : m;
      end += 4;
    }
  }
  r.found.push({ k: 'adults', n, at: i, person: true });
  return r.done(i, end);
}

/**
 * Ages written with slashes after an agent's child code ("2 CHD 9/11", "CHD 8/10"): exactly `n` bare numbers under
 * the adult age joined by "/", an optional year unit after the last. Only with a count of two or more that the
 * numbers match (a lone "9/11" elsewhere is a date).
 */
function slashAges(r: Reader, i: number, n: number): AgeList | undefined {
  if (n < 2) return undefined;
  const ages: number[] = [];
  let k = i;
  for (;;) {
    const tok = r.toks[k];
    if (!tok?.d || r.used[k] || tok.t.length > 2 || Number(tok.t) >= ADULT_AGE) return undefined;
    ages.push(Number(tok.t));
    if (r.t(k + 1) !== '/' || !r.toks[k + 2]?.d) break;
    k += 2;
  }
  if (ages.length !== n) return undefined;
  let end = k + 1;
  if (YEAR_UNITS.has(r.t(end)) && !GLUED_ONLY_UNITS.has(r.t(end))) end++;
  if (r.toks[end]?.d) return undefined;
  return { ages, old: [], end, each: false, others: 0 };
}

/** Whether the words before `i` ask to be served by someone ({@link ASK_FOR_PERSON_VERBS}): "me atienda | una persona". */
function asksForPerson(r: Reader, i: number): boolean {
  let k = i - 1;
  for (let links = 0; k >= 0 && links < 2 && ASK_FOR_PERSON_LINKS.has(r.t(k)); links++) k--;
  return k >= 0 && ASK_FOR_PERSON_VERBS.has(r.t(k));
}

/**
 * Class: one couple more said in English ("2 adults and another couple", "me and my wife and another couple"), like
 * "otra pareja": two adults, counted as a couple (not "another couple of days", nor a room "another for…").
 */
export function anotherCouple(r: Reader, i: number): number | undefined {
  if (!/^(another|other)$/.test(r.t(i)) || r.t(i + 1) !== 'couple' || /^(of|de)$/.test(r.t(i + 2)) || r.used[i + 1]) return undefined;
  r.found.push({ k: 'adults', n: 2, at: i, pairs: 1 });
  return r.done(i, i + 2);
}

/**
 * The core phrase: [possessive] [count] [adjective] noun [details].
 * "2 adultos", "un niño de 5", "mis dos hijos de 6 y 9", "2 habitaciones
 * dobles", "una pareja", "my wife", "mi hijo (5)", "niños de 3 y 10 años".
 */
export function group(r: Reader, i: number): number | undefined {
  // "vamos a un matrimonio", "al matrimonio de mi prima", "xq tenemos un matrimonio", "pal matrimonio" (class: the
  // wedding one goes to or has, Colombian "matrimonio"): an occasion, nobody counted
  const wedding = (x: number) =>
    r.t(x) === 'matrimonio' &&
    (/^(a|al|pal)$/.test(r.t(x - 1)) ||
      (r.t(x - 1) === 'un' && /^(a|tenemos|tengo|tienen|hay|por|para|pa|asistir|invitados|invitadas)$/.test(r.t(x - 2))) ||
      (/^(de|del)$/.test(r.t(x + 1)) && !r.toks[x + 2]?.d));
  if (wedding(i) || wedding(i + 1)) return undefined;
  let k = i;
  let poss: string | undefined;
  const indefinite = INDEFINITE.has(r.t(k)) && (r.cls(k + 1)?.cls === 'child' || r.cls(k + 1)?.cls === 'weakChild') && !!r.cls(k + 1)?.plural;
  // "… my husband's nephew": after an owner named again (see the adult relatives below), "'s" is the possessive
  const ownersS = r.ownersS.has(k);
  if (
    (DETERMINERS.has(r.t(k)) ||
      ownersS ||
      indefinite ||
      (/^(la|el)$/.test(r.t(k)) &&
        (ELDERS.has(r.t(k + 1)) ||
          STAFF.has(r.t(k + 1)) ||
          (r.t(k + 2) === 'de' && /^(ella|el|ellos|ellas)$/.test(r.t(k + 3))) ||
          // "y también va el primo de 9": a relative added with "también"
          (YOUNG_RELATIVES.has(r.t(k + 1)) &&
            /^(va|viene)$/.test(r.t(k - 1)) &&
            ADDING_WORDS.has(r.t(k - 2)) &&
            r.t(k + 2) === 'de' &&
            Number(r.toks[k + 3]?.d ? r.t(k + 3) : (NUMBER_WORDS[r.t(k + 3)] ?? ADULT_AGE)) < ADULT_AGE)))) &&
    !r.used[k]
  ) {
    poss = r.t(k);
    k++;
  }
  // "un par de niños", "a couple of kids"
  let n: number | undefined;
  let nEnd = k;
  if (/^(un|a)$/.test(r.t(k)) && /^(par|couple|pair)$/.test(r.t(k + 1)) && /^(de|of)$/.test(r.t(k + 2)) && isKidOrAdult(r, k + 3)) {
    n = 2;
    nEnd = k + 3;
  } else {
    let a = k + 1;
    while (ADJECTIVES.has(r.t(a)) && r.cls(a + 1)) a++;
    const nounNext = r.cls(a) !== undefined;
    n = r.count(k, nounNext);
    if (n !== undefined) nEnd = k + 1;
  }
  // "adultos 2 niños": which word does the 2 belong to? not said
  if (n !== undefined && k === i && i > 0 && !r.used[i - 1] && r.cls(i - 1) && r.toks[i]!.d) {
    // (one room said, a plural noun after: "habitación 2 adultos + 1 niño" counts the people)
    const before = r.cls(i - 1)!.cls;
    const oneRoom = before === 'room' && !r.cls(i - 1)!.plural && r.cls(i + 1)?.plural === true;
    if ((before === 'adult' || before === 'child' || before === 'people' || before === 'room') && !oneRoom) return undefined;
  }
  let j = nEnd;
  // Class: the speaker's own children counted with no noun, their ages said right after ("my wife, me, and our two — 4
  // and 6", "y nuestros dos: 3 y 5"): that many children of those ages
  if (poss && OWN.has(poss) && n !== undefined && n >= 1 && j === k + 1 && !r.cls(j) && /^(-|:|\(|,)$/.test(r.t(j))) {
    const ages = r.readAges(j, 'always');
    if (ages && ages.ages.length === n && ages.old.length === 0) {
      r.found.push({ k: 'children', n, ages: ages.ages, old: [], at: i });
      return r.done(i, ages.end);
    }
  }
  while (ADJECTIVES.has(r.t(j)) && r.cls(j + 1)) j++;
  // English room qualifiers stand before the noun: "2 double rooms", "a family room"
  if (n !== undefined && r.cls(j)?.cls === 'roomQual' && r.cls(j + 1)?.cls === 'room') j++;
  // "3 ad 1 men de 16" (class: agents' "men" for "menor" with a Spanish age after it; English "men" never takes "de")
  if (n !== undefined && !poss && /^(men|mens)$/.test(r.t(j)) && r.t(j + 1) === 'de' && r.toks[j + 2]?.d) {
    const ages = r.readAges(j + 1, 'always');
    if (ages && ages.old.length === 0 && (ages.ages.length === n || (ages.each && ages.ages.length === 1))) {
      const list = ages.each ? Array.from({ length: n }, () => ages.ages[0]!) : ages.ages;
      r.found.push({ k: 'children', n, ages: list, old: [], at: i });
      return r.done(i, ages.end);
    }
  }
  // Class: a party counted as couples and singles ("2 couples + 1 single", "2 couples and a single traveler", "dos
  // parejas y un soltero"): after couples counted, a single is one grown-up travelling alone (never a room there)
  if (
    n !== undefined &&
    !poss &&
    /^(single|singles|soltero|soltera|solteros|solteras)$/.test(r.t(j)) &&
    r.cls(j + 1)?.cls !== 'room' &&
    r.cls(j + 1)?.cls !== 'roomQual' &&
    r.found.some((x) => x.k === 'adults' && x.pairs !== undefined)
  ) {
    const end = r.cls(j + 1)?.cls === 'people' ? j + 2 : j + 1;
    r.found.push({ k: 'adults', n, at: i });
    return r.done(i, end);
  }
  const c = r.cls(j);
  if (!c || r.used[j]) return undefined;
  if (n === undefined && !poss && nEnd === k && k !== i) return undefined;
  // agents' shorthand only after a count ("2 ADL"; a lone "inf" or "chd" is not read)
  if (SHORTHAND.has(r.t(j)) && (n === undefined || poss)) return undefined;
  // "let me check with my wife", "le pregunto a mi esposo": talking it over, not travelling together
  // "my wife decides", "mi esposo es el que elige" (class: someone named as who chooses the trip): talking it over too
  const decides = DECIDING.has(r.t(j + 1)) || (/^(will|va|es|is)$/.test(r.t(j + 1)) && DECIDING.has(r.t(j + 2)));
  if ((c.cls === 'adultRel' || c.cls === 'adultRelPair' || c.cls === 'adultRelMany' || (c.cls === 'couple' && poss)) && (chatterBefore(r, i) || decides)) {
    r.chatter = true;
    return undefined;
  }

  if (n !== undefined) {
    // "una doble y una sencilla": a Spanish room kind standing for the room
    // "una triple: 2 ADT + 1 CHD" (a room kind, then its party after a colon) is one room too
    // English kinds only before whom the room is for ("a double for my parents and a single for me"): "a single" alone
    // is as often one person ("2 couples and a single")
    const kind =
      c.cls === 'roomQual' &&
      ((/^(doble|sencilla|triple|matrimonial|cuadruple)$/.test(r.t(j)) && (r.freeAfter(j) || r.t(j + 1) === ':')) ||
        (/^(double|single|twin|triple|quad)$/.test(r.t(j)) && r.t(j + 1) === 'for' && r.segPartyAt(j + 1)))
        ? 'roomNoun'
        : c.cls;
    switch (kind) {
      case 'adult': {
        // "our two grown-up sons", "2 adult children" (class: an adult word describing sons, daughters, kids): grown
        // relatives of the speaker, company like "my two brothers"
        if (grownRelative(r, j)) {
          r.found.push({ k: 'companion', n, at: i });
          return r.done(i, j + 2);
        }
        // "2 grandes y 2 chiquitos": grown-ups only beside children, never before a noun ("2 grandes habitaciones")
        if (r.t(j) === 'grandes' && (r.cls(j + 1) !== undefined || !r.toks.some((_, x) => /^(child|weakChild)$/.test(r.cls(x)?.cls ?? '')))) return undefined;
        let end = j + 1;
        if (r.t(end) === 'mayores' || r.t(end) === 'seniors') end++;
        if (r.t(end) === 'de' && r.t(end + 1) === 'edad') end += 2;
        // "6 couples (12 adults)", "los señores Gómez (2 adultos)": the same people counted again in brackets
        if (restates(r, i, n) || restatesPeople(r, i, n)) {
          r.mark(i, end);
          return end;
        }
        const from = summaryBefore(r, i);
        // Class: grown-ups counted in brackets right after people named ("Bride's parents and grandparents (4
        // adults)", "mis papás y mis suegros (4 adultos)"): the count sums up those named, some maybe left unread
        const last = r.found[r.found.length - 1];
        const bracketSum = r.t(i - 1) === '(' && r.lastEnd === i - 1 && (last?.k === 'adults' || last?.k === 'companion' || last?.k === 'self');
        r.found.push({ k: 'adults', n, at: i, ...(from !== undefined || bracketSum ? { sum: true } : {}) });
        if (from !== undefined) r.mark(from, i);
        return r.done(i, end);
      }
      case 'people': {
        if (n === 1 && !c.plural && asksForPerson(r, i)) return undefined;
        // "2 DBL for 4 ADL, one guest uses a wheelchair", "4 adultos, una persona usa silla de ruedas" (class: one of
        // the party described by what they do or need, after the party was counted): a member, no count
        if (n === 1 && !c.plural && MEMBER_VERBS.has(r.t(j + 1)) && r.found.some((x) => x.k === 'adults' || x.k === 'total')) {
          r.mark(i, j + 2);
          return j + 2;
        }
        // "2 personas mayores", "3 personas adultas" (class: people said grown-up by the word after them): adults
        if (c.plural && /^(mayores|adultas|adultos|grandes)$/.test(r.t(j + 1)) && r.cls(j + 2) === undefined) {
          r.found.push({ k: 'adults', n, at: i });
          return r.done(i, j + 2);
        }
        r.found.push({ k: 'total', n, family: false, at: i, end: j + 1 });
        return r.done(i, j + 1);
      }
      case 'couple': {
        // "a couple" at the nights question is a couple of nights, not two people
        if (!c.plural && r.expecting === 'nights') return undefined;
        if (c.plural || n === 1) {
          // "tres parejas de amigos", "two couples of friends", "dos parejas de abuelitos": who the couples are goes with them
          let end = j + 1;
          if (c.plural && n >= 2 && /^(de|of)$/.test(r.t(j + 1)) && /^(adultRelMany|adultRelPair|people)$/.test(r.cls(j + 2)?.cls ?? '')) end = j + 3;
          else if (r.t(j + 1) === 'of' || r.t(j + 1) === 'de') return undefined; // "a couple of days"
          if (poss && OWN.has(poss)) return undefined;
          // "6 adults (3 couples)": the same people counted again in brackets
          if (restates(r, i, 2 * n)) {
            r.mark(i, j + 1);
            return j + 1;
          }
          r.found.push({ k: 'adults', n: 2 * n, at: i, pairs: n });
          return r.done(i, end);
        }
        return undefined;
      }
      case 'child':
      case 'weakChild':
      case 'twins': {
        // Class: a child word right after a child noun describes the same children ("mis dos hijas adolescentes",
        // "two daughters teenagers", "2 hijos pequeños"): one noun, not more children.
        if (c.cls === 'child') while (describesChild(r, j + 1, c.plural)) j++;
        // "3 menores de edad" (class: the minors said with "de edad", one noun of three words): the children, their
        // ages after it ("3 menores de edad, de 2, 6 y 11 años")
        if (/^(menor|menores)$/.test(r.t(j)) && r.t(j + 1) === 'de' && r.t(j + 2) === 'edad') j += 2;
        // Class: agents' child codes with the age right after them ("1 CHD 7", "1 INF 5 meses", "2 CHD 9/11"): a number
        // just after the code is the child's age, one age per child counted (never another count of people)
        const coded = SHORTHAND.has(r.t(j)) && c.cls === 'child';
        const ages =
          (coded ? (slashAges(r, j + 1, n) ?? r.readAges(j + 1, n === 1 ? 'always' : 'many')) : undefined) ?? r.readAges(j + 1, c.plural ? 'many' : 'always');
        // "mis dos hijos con sus esposas", "our two sons and their wives" (class: relatives described with their own
        // families are grown up): sons or daughters with spouses of their own are adults, their spouses read next
        if (!ages && c.plural && OFFSPRING.has(r.t(j)) && poss && OWN.has(poss) && spousesAfter(r, j + 1)) {
          r.found.push({ k: 'companion', n, at: i });
          return r.done(i, j + 1);
        }
        // "8 pelaos de la u, todos mayores de edad", "6 chicos del trabajo, all adults" (class: young people's words said
        // with "all grown-up"): the words tell who they are, the tag says they are adults; that many adults.
        const grownEnd = c.cls === 'weakChild' && !ages && c.plural ? grownTagAfter(r, j + 1) : undefined;
        if (grownEnd !== undefined) {
          r.found.push({ k: 'adults', n, at: i });
          return r.done(i, grownEnd);
        }
        if (c.cls === 'weakChild' && !ages) {
          // "hen party! 10 girls", "despedida de soltera, 8 chicas" (class: a grown-ups' celebration named in the
          // message): the girls or boys counted are the adults of the party
          if (
            !poss &&
            c.plural &&
            r.toks.some((t, x) => GROWN_PARTY.has(t.t) && (t.t !== 'despedida' || /^(soltera|soltero|solteras|solteros)$/.test(r.t(x + 2))))
          ) {
            r.found.push({ k: 'adults', n, at: i });
            return r.done(i, j + 1);
          }
          // "me and 3 girls", "yo y 2 chicas": friends of the speaker when nobody else is named
          if (!poss && c.plural && n >= 1 && !STRICT_SLANG.has(r.t(j)) && !hasAdultWord(r) && joinedToSelf(r, i, j + 1)) {
            r.found.push({ k: 'companion', n, at: i });
            return r.done(i, j + 1);
          }
          // Class: young people's words counted as the whole party, no age said and nobody else named ("somos cuatro
          // chicas", "we are 4 girls", "Spring break!! 4 girls, Cartagena, …", "8 chicas en 2 habitaciones"): nobody under
          // 18 books a stay alone, so they are grown-ups, read where a group of friends would be
          if (!poss && c.plural && n >= 2 && !STRICT_SLANG.has(r.t(j)) && onlyPeopleWord(r, j)) {
            if (speakersVerbBefore(r, i)) {
              r.found.push({ k: 'total', n, family: false, at: i, end: j + 1 });
              return r.done(i, j + 1);
            }
            if (groupIsParty(r, i, j + 1)) {
              r.found.push({ k: 'companion', n, at: i, lead: true, counted: true });
              return r.done(i, j + 1);
            }
          }
          // beside adults ("3 adultos y 2 chinos"), or someone's own ("mis 2 pelaos", "my 2 boys")
          if (!hasAdultWord(r) && !(poss && OWN.has(poss))) return undefined;
        }
        // Class "twin rooms asked for" ("film crew of 8, we need 4 twins", "we're 8, 4 twins please"): English twins
        // counted more than two, with no one's and no age, are rooms of two beds, never children
        if (c.cls === 'twins' && c.plural && n > 2 && !poss && !ages && r.lang !== 'es' && r.t(j) === 'twins') {
          r.found.push({ k: 'rooms', n, at: i, end: j + 1, perRoomOf: false });
          return r.done(i, j + 1);
        }
        let count: number | undefined = c.cls === 'twins' && !c.plural ? 2 : n;
        if (c.cls === 'twins' && n === 1) count = bornTogether(r.t(j));
        let list = ages?.ages ?? [];
        const old = ages?.old ?? [];
        // "a newborn": aged 0 ("1 INF", an infant, is a child under 2 whose age is asked, never assumed)
        if (!ages && /^(newborn|newborns)$/.test(r.t(j)) && count >= 1) list = Array.from({ length: count }, () => 0);
        // Class: a count of children with one age said for them all ("12 niños de 11 años", "3 kids aged 5"): each is that age
        // (not a bound, "2 menores de 12", nor an age followed by another number, "2 niños de 4 5 noches")
        // ("2 niños de 6 años y 10 meses": one of 6 and a baby, or both 6 and 10 months? which is which is asked)
        const yearsAndMonths = !!ages && r.toks.slice(j + 1, ages.end).some((x) => MONTH_UNITS.has(x.t));
        const oneForAll =
          !!ages &&
          ages.others === 0 &&
          !ages.described &&
          // ("15 muchachos de 17 años": young people's words with an age said)
          (c.cls === 'child' || c.cls === 'weakChild') &&
          c.plural &&
          count >= 2 &&
          !NOT_STRAY.has(r.t(j)) &&
          !r.boundAt(j) &&
          !r.toks[ages.end]?.d &&
          !(r.t(ages.end) in NUMBER_WORDS) &&
          !yearsAndMonths;
        if ((ages?.each || c.cls === 'twins' || oneForAll) && list.length === 1 && old.length === 0) list = Array.from({ length: count }, () => list[0]!);
        else if (list.length === 1 && count >= 2 && yearsAndMonths) list = [];
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
        const from = ages ? (list[0] ?? old[0]) : /^(aged|ages|de|entre|between)$/.test(r.t(j + 1)) ? r.numberAt(j + 2) : undefined;
        if (!ages && from !== undefined) agesEnd = j + 3;
        const upTo = r.numberAt(agesEnd + 1);
        const spanSaid = (ages ? list.length + old.length === 1 : from !== undefined) && /^(to|a|al|hasta|through|thru|-)$/.test(r.t(agesEnd));
        if (count >= 2 && spanSaid && from !== undefined && upTo !== undefined && upTo > from && upTo < 100) {
          list = [];
          old.length = 0;
          agesEnd += 2;
          if (YEAR_UNITS.has(r.t(agesEnd)) && !GLUED_ONLY_UNITS.has(r.t(agesEnd))) agesEnd++;
        } else agesEnd = ages?.end ?? j + 1;
        const said = list.length + old.length;
        if (said > count && ages && said === count + ages.others) count = said;
        // Class: a party said per room with every child's age listed once ("2 TPL, c/u 2 adultos + 1 niño (7 y 11
        // años)"): after "each" over a count of rooms, ages for the count times the rooms are all the rooms' children
        const roomsEach = r.found.find((x): x is Extract<Mention, { k: 'rooms' }> => x.k === 'rooms' && x.n >= 2);
        const perEach = !!roomsEach && r.found.some((x) => x.k === 'each' && x.at > roomsEach.at && x.at < i) && old.length === 0;
        if (said > count && perEach && said === count * roomsEach!.n) {
          r.eachAges = list;
          r.found.push({ k: 'children', n: count, ages: [], old: [], at: i });
        } else if (said > count) {
          // "un niño de 5 y 8": the count and the ages disagree
          r.found.push({ k: 'children', n: undefined, ages: [], old: [], at: i });
        } else {
          // at the ages question one child described with no age ("one is a toddler", "la otra es una bebé") is one of
          // the children asked about, not their count
          const oneOfThem = r.expecting === 'childAges' && count === 1 && list.length === 0 && /^(a|an|un|una)$/.test(r.t(i));
          r.found.push({ k: 'children', n: oneOfThem ? undefined : count, ages: list, old, at: i, ...(OFFSPRING.has(r.t(j)) ? { rel: true } : {}) });
        }
        return r.done(i, agesEnd);
      }
      case 'room':
      case 'roomNoun': {
        let end = j + 1;
        while (r.cls(end)?.cls === 'roomQual' || r.cls(end)?.cls === 'roomNoun') end++;
        // Class: a count of rooms given as alternatives ("2 o 3 habitaciones", "2 or 3 rooms whatever is cheaper"): no
        // value (the bot asks); both numbers are taken here, so neither is read as people.
        if (/^(o|or|u)$/.test(r.t(k - 1)) && r.toks[k - 2]?.d && !r.used[k - 2]) {
          r.mark(k - 2, end);
          return end;
        }
        let perRoomOf = false;
        if ((r.t(end) === 'de' || r.t(end) === 'of') && r.partyStartsAt(end + 1)) {
          perRoomOf = n > 1;
          end++;
        }
        // Class: "a room apart" said of some of the party ("ellos en un cuarto aparte", "los niños en una habitación
        // separada"): one room more than the rest's, two in all
        if (n === 1 && /^(aparte|separado|separada)$/.test(r.t(end)) && /^(en|in)$/.test(r.t(i - 1))) {
          r.found.push({ k: 'rooms', n: 2, at: i, end: end + 1, perRoomOf: false });
          return r.done(i, end + 1);
        }
        r.found.push({ k: 'rooms', n, at: i, end, perRoomOf });
        if (n === 1 && /^(para|pa|con|de|for|with|:)$/.test(r.t(end)) && (r.partyStartsAt(end + 1) || (r.segPartyAt(end + 1) && r.anotherAfter(end + 1)))) {
          // the party after it is read on its own ("para 2", "para 2 adultos"), taking the connector along
          r.found.push({ k: 'seg', at: i });
        } else if (n === 1 && perRoomOf === false && r.t(end - 1) === 'de') {
          r.found.push({ k: 'seg', at: i });
        }
        return r.done(i, end);
      }
      case 'kin':
        return kin(r, i, j, c, n);
      case 'adultRel':
      case 'adultRelPair':
      case 'adultRelMany': {
        if (!c.plural && n > 1) return undefined;
        if (!poss && !c.plural && n === 1) {
          // "una señora de 80 años": one person described with a grown-up's age is an adult of the party
          const age = r.readAges(j + 1, 'always');
          if (age && age.ages.length === 0 && age.old.length === 1) {
            r.found.push({ k: 'adults', n: 1, at: i, person: true });
            return r.done(i, age.end);
          }
          // Class: one person named by who they are, the whole answer to the party question ("un ejecutivo", "una
          // señora", "an executive"): that one adult
          if (r.expecting === 'party' && i === 0 && j + 1 === r.toks.length) {
            r.found.push({ k: 'adults', n: 1, at: i, person: true });
            return r.done(i, j + 1);
          }
        }
        // Class: one of the trip's staff counted with the digit 1 and joined to the party ("18 pax + 1 guía + 1
        // conductor", "12 señoras y 1 sacerdote"): one grown-up more, like "el guía"
        // ("pa 2 ingenieros y un técnico": one said in words, right after a counted group of grown-ups)
        const afterGroup = r.lastEnd === i - 1 && r.found.some((x) => (x.k === 'companion' && x.counted) || x.k === 'total');
        if (!poss && n === 1 && (r.toks[k]?.d || afterGroup) && j === k + 1 && STAFF.has(r.t(j)) && /^(\+|y|e|and|&|,|con|with|mas|plus)$/.test(r.t(i - 1))) {
          r.found.push({ k: 'companion', n: 1, at: i, counted: true });
          return r.done(i, j + 1);
        }
        // Class: one grown-up counted with the digit 1 opening a list of counted groups ("1 teacher and 4 students aged
        // 16", "1 profesor y 12 estudiantes"): one grown-up of the party, as "2 teachers and…" are two
        if (
          !poss &&
          n === 1 &&
          r.toks[k]?.d &&
          j === k + 1 &&
          /^(y|e|and|&|\+)$/.test(r.t(j + 1)) &&
          r.count(j + 2, false) !== undefined &&
          r.cls(j + 3)?.plural
        ) {
          r.found.push({ k: 'companion', n: 1, at: i, counted: true, ...(groupIsParty(r, i, j + 1) ? { lead: true } : {}) });
          return r.done(i, j + 1);
        }
        if (!poss && !c.plural) return undefined;
        if (!poss && c.cls === 'adultRelMany' && n >= 2) {
          const young = r.youngGroup(i, j + 1, n);
          if (young !== undefined) return young;
        }
        // "somos dos papás, mi esposo y yo, con nuestra hija de 3" (class: the speakers counted as parents): the
        // grown-ups, as "somos dos adultos" (the children come with them)
        if (!poss && speakersVerbBefore(r, i) && c.cls === 'adultRelPair') {
          r.found.push({ k: 'adults', n, at: i });
          return r.done(i, j + 1);
        }
        // "somos 3 amigos", "we are 4 friends": the whole party
        if (!poss && speakersVerbBefore(r, i)) {
          // "somos 3 parceros y 2 parceras", "we are 4 guys and 3 girls…" (class: counted groups joined after "somos"
          // add up): each further "y N <group word>" is more of the whole party
          let total = n;
          let end = j + 1;
          for (;;) {
            const more = /^(y|e|and|&|\+)$/.test(r.t(end)) ? r.count(end + 1, false) : undefined;
            const w = more !== undefined ? r.cls(end + 2) : undefined;
            if (more === undefined || !w || w.cls !== 'adultRelMany' || !w.plural) break;
            // ("somos 2 profesores y 10 estudiantes de 15": a group with an age said is read on its own, maybe children)
            if (/^(de|of|aged)$/.test(r.t(end + 3)) && r.count(end + 4, false) !== undefined) break;
            total += more;
            end += 3;
          }
          r.found.push({ k: 'total', n: total, family: false, at: i, end });
          return r.done(i, end);
        }
        // "2 adultos y 2 abuelos", "2 adults, 2 grandparents" (class: elders counted with a number, not "con"): adults
        if (!poss && c.cls === 'adultRelPair' && !/^(con|with)$/.test(r.t(i - 1))) {
          r.found.push({ k: 'adults', n, at: i });
          return r.done(i, j + 1);
        }
        // Class: the people just listed, described by a counted group set off by a comma ("mi mamá, mi tía y yo, tres
        // viejas verdes", "mi esposa y yo, dos viejitos"): the same people when the count is everyone named with the
        // speaker (friends, "mi esposa y yo, 2 amigos", are more people)
        if (!poss && c.cls === 'adultRelMany' && !PEERS.has(r.t(j)) && r.t(i - 1) === ',' && r.lastEnd === i - 1 && namedWithSelf(r) === n) {
          r.mark(i, j + 1);
          return j + 1;
        }
        // a comma joins the friends to people named before it ("mi esposa, 3 amigos"); with nobody before it it only
        // separates them from the rest of a request ("Medellín 2 noches, 3 parceros": class: the group is the party)
        const joined = /^(con|with|y|e|and|n|\+|&|mas|plus)$/.test(r.t(i - 1)) || (r.t(i - 1) === ',' && r.found.some((x) => x.k !== 'rooms' && x.k !== 'seg'));
        // "20 señoras y 4 señores", "3 amigos y 2 amigas" (class: counted groups of grown-ups joined by "y"/"and"):
        // read as one group of their sum, the party where a single group would be
        let groupN = n;
        let groupEnd = j + 1;
        if (!poss && !joined && c.cls === 'adultRelMany') {
          for (;;) {
            const more = /^(y|e|and|&|\+)$/.test(r.t(groupEnd)) ? r.count(groupEnd + 1, false) : undefined;
            const w = more !== undefined ? r.cls(groupEnd + 2) : undefined;
            if (more === undefined || !w || w.cls !== 'adultRelMany' || !w.plural) break;
            // ("2 teachers and 4 students aged 16": a group with an age said is read on its own, maybe children)
            if (/^(de|of|aged)$/.test(r.t(groupEnd + 3)) && r.count(groupEnd + 4, false) !== undefined) break;
            groupN += more;
            groupEnd += 3;
          }
        }
        // Class: a work role qualified by its field ("2 técnicos de mantenimiento", "3 ingenieros de sistemas"): the
        // words "de <field>" belong to the role, the count's party test looks past them
        const field = groupEnd === j + 1 && STAFF_ROLES.has(r.t(j)) ? roleField(r, j + 1) : j + 1;
        if (field > groupEnd) groupEnd = field;
        // the friends are the party only where the words say so: at the party question, "para 4 amigos", "4 friends going to…"
        const lead = !poss && !joined && c.cls === 'adultRelMany' && groupIsParty(r, i, groupEnd);
        if (!lead) groupN = n;
        if (!lead) groupEnd = field;
        // Class: friends said to be the age of the child just named ("mi hija de 17 con dos amigas de la misma edad",
        // "my son (15) and 2 friends the same age"): children of that age
        const same = PEERS.has(r.t(j)) ? sameAgeAt(r, j + 1) : undefined;
        const lastKids = r.found.findLast((x) => x.k === 'children');
        if (same !== undefined && lastKids?.k === 'children' && lastKids.ages.length > 0 && new Set(lastKids.ages).size === 1) {
          r.found.push({ k: 'children', n, ages: Array.from({ length: n }, () => lastKids.ages[0]!), old: [], at: i });
          return r.done(i, same);
        }
        r.found.push({ k: 'companion', n: groupN, at: i, ...(lead ? { lead: true } : {}), ...(!poss ? { counted: true } : {}) });
        return r.done(i, groupEnd);
      }
      default:
        return undefined;
    }
  }

  // no count
  // "our grown-up son", "my adult daughter": one grown relative (a plural, how many is not said)
  if (c.cls === 'adult' && poss && OWN.has(poss) && j === k && grownRelative(r, j)) {
    r.found.push({ k: 'companion', n: r.cls(j + 1)!.plural ? undefined : 1, at: i });
    return r.done(i, j + 2);
  }
  switch (c.cls) {
    case 'room': {
      // "room for 2", "habitación para 2 adultos": one room, the party follows
      if (poss || j !== k || c.plural) return undefined;
      let end = j + 1;
      while (r.cls(end)?.cls === 'roomQual' || r.cls(end)?.cls === 'roomNoun') end++;
      if (!/^(para|pa|for)$/.test(r.t(end)) || !(r.partyStartsAt(end + 1) || (r.segPartyAt(end + 1) && r.anotherAfter(end + 1)))) return undefined;
      r.found.push({ k: 'rooms', n: 1, at: i, end, perRoomOf: false });
      r.found.push({ k: 'seg', at: i });
      return r.done(i, end);
    }
    case 'child':
    case 'twins':
    case 'weakChild': {
      // "my teenage son", "our little girl" (class: an adjective of youth before a child word): the child, age asked
      const youngAdj = !!poss && c.cls === 'child' && j > k && r.toks.slice(k, j).every((x) => YOUNG_ADJECTIVES.has(x.t));
      if (j !== k && !/^(ones|one)$/.test(r.t(j)) && !youngAdj) return undefined;
      if (c.cls === 'child' && c.plural) {
        const stated = statedCount(r, i, j + 1);
        if (stated !== undefined) return stated;
      }
      // "el menor 8 meses": the youngest of several, not one child (the ages question reads it)
      if (/^(menor|menores)$/.test(r.t(j)) && /^(el|la|los|las|the)$/.test(r.t(i - 1))) return undefined;
      const ages = r.readAges(j + 1, c.plural && c.cls !== 'twins' ? 'many' : 'always');
      const before = r.t(i - 1);
      if (c.cls === 'weakChild' && !ages) return undefined;
      // "our daughter and her husband", "mi hijo y su esposa": a son or daughter with a spouse of their own is grown up
      // "my daughter and son-in-law", "mi hija y mi yerno": the child's spouse named by the in-law word, the same class
      const inLaw = !ages && !c.plural && OFFSPRING.has(r.t(j)) && poss ? inLawAfter(r, j + 1) : undefined;
      if (inLaw !== undefined) {
        r.found.push({ k: 'companion', n: 2, at: i });
        return r.done(i, inLaw + 1);
      }
      if (!ages && !c.plural && (OFFSPRING.has(r.t(j)) || GRANDCHILDREN.has(r.t(j))) && poss && spouseAfter(r, j + 1)) {
        r.found.push({ k: 'companion', n: 1, at: i });
        return r.done(i, j + 1);
      }
      if (!c.plural && c.cls !== 'twins') {
        // "somos 3 con el bebé", "and the baby": the article stands for the possessive
        const article =
          j === i &&
          !r.used[i - 1] &&
          ((/^(el|la|the)$/.test(before) && /^(con|with|y|and|\+|&|e|mas|plus|incluyendo|including|contando|counting|a)$/.test(r.t(i - 2))) ||
            (before === 'al' && /^(incluyendo|contando|y|e|,)$/.test(r.t(i - 2))));
        if (!ages && !poss && !article && !/^(con|with|y|and|\+|&|e)$/.test(before)) return undefined;
        // "their newborn", "my newborn daughter": aged 0, the noun after goes with it
        const newborn = !ages && r.t(j) === 'newborn';
        let tail = newborn && r.cls(j + 1)?.cls === 'child' && !r.cls(j + 1)!.plural ? 1 : 0;
        // the newborn's age in weeks, days or months said after it ("el recién nacido, de 3 semanitas", "a newborn, 2
        // weeks old"): the same baby, aged 0; never a length of stay
        if (newborn) {
          let q = j + 1 + tail;
          if (r.t(q) === ',') q++;
          if (/^(de|of)$/.test(r.t(q))) q++;
          const n = r.toks[q]?.d ? Number(r.t(q)) : NUMBER_WORDS[r.t(q)];
          const u = r.t(q + 1);
          if (n !== undefined && (WEEK_UNITS.has(u) || (MONTH_UNITS.has(u) && n < 12) || /^(dias|days)$/.test(u)) && (q > j + 1 + tail || r.t(q + 2) === 'old'))
            tail = q + 2 - (j + 1) + (r.t(q + 2) === 'old' ? 1 : 0);
        }
        if (ages && ages.ages.length + ages.old.length > 1 + ages.others) {
          // at the ages question the child word names the first of the ages listed ("baby 1yr and 4yo"): the ages, the
          // count the dialogue's
          const listed = r.expecting === 'childAges';
          r.found.push({ k: 'children', n: undefined, ages: listed ? ages.ages : [], old: listed ? ages.old : [], at: i });
        } else
          r.found.push({
            k: 'children',
            n: ages ? ages.ages.length + ages.old.length : 1,
            ages: ages?.ages ?? (newborn ? [0] : []),
            old: ages?.old ?? [],
            at: i,
            ...(OFFSPRING.has(r.t(j)) ? { rel: true } : {}),
          });
        return r.done(article ? i - 1 : i, ages?.end ?? j + 1 + tail);
      }
      if (c.cls === 'twins') {
        // "tres niños de 7, 7 y 4 (los mayores son mellizos)", "2 kids aged 5 and 5, they're twins" (class: twins
        // named after their ages are listed): with no age of their own they are two of the children counted
        const listedPair = r.found.some((x) => x.k === 'children' && x.n !== undefined && x.ages.some((a, idx) => x.ages.indexOf(a) !== idx));
        if (!ages?.ages.length && !ages?.old.length && listedPair) return r.done(i, j + 1);
        let list = ages?.ages ?? [];
        const born = bornTogether(r.t(j));
        // "gemelos de 2 y uno de 6", "the twins, 4, and another one of 9" (class: more children introduced by their own
        // words after the twins' age): the first age is each twin's, the others are more children
        const more = ages && ages.others > 0 && ages.old.length === 0 && list.length === ages.others + 1 ? ages.others : 0;
        if (list.length === 1 || more) list = [...Array.from({ length: born }, () => list[0]!), ...list.slice(1)];
        if (list.length > born + more) return undefined;
        // at the ages question the twins may be two of more children: their ages only
        r.found.push({
          k: 'children',
          n: r.expecting === 'childAges' && list.length === born + more ? undefined : born + more,
          ages: list,
          old: ages?.old ?? [],
          at: i,
        });
        return r.done(i, ages?.end ?? j + 1);
      }
      const again = ages && !ages.each && poss ? r.agesOfCounted(ages) : false;
      if (again === 'mismatch' && /^(los|las|the)$/.test(poss!)) {
        // "2 niños … los niños tienen 4, 7 y 9": the same children said with a different number, asked back
        r.found.push({ k: 'children', n: undefined, ages: [], old: [], at: i, again: true });
        return r.done(i, ages!.end);
      }
      if (again === true) return r.done(i, ages!.end);
      if (ages && !ages.each) {
        // Class: children in the plural with no count, then years and months ("kids 2yrs & 6 months", "niños de 2 años
        // y 6 meses"): the plural says two children, one in years and a baby in months (for one child, "2 years and 6
        // months" is one age: "my son, 2 years and 6 months")
        const inAges = r.toks.slice(j + 1, ages.end).map((x) => x.t);
        const yearsThenMonths =
          c.plural && ages.ages.length === 1 && ages.old.length === 0 && inAges.some((w) => YEAR_UNITS.has(w)) && inAges.some((w) => MONTH_UNITS.has(w));
        r.found.push({
          k: 'children',
          n: yearsThenMonths ? 2 : ages.ages.length + ages.old.length,
          ages: yearsThenMonths ? [ages.ages[0]!, 0] : ages.ages,
          old: ages.old,
          at: i,
          ...(OFFSPRING.has(r.t(j)) ? { rel: true } : {}),
        });
        return r.done(i, ages.end);
      }
      const counted = !ages && c.plural && (poss || /^(con|with|y|and|\+|&|e)$/.test(before)) ? countedAfterKids(r, j) : undefined;
      if (counted) {
        r.found.push({ k: 'children', n: counted.n, ages: counted.ages, old: [], at: i });
        return r.done(i, counted.end);
      }
      // Class: children named in the plural, then counted with their ages after a comma ("yo y los niños, 2 de 6 y 8",
      // "me and the kids, 2 aged 6 and 8"): that many children, of those ages
      if (!ages && c.plural && r.t(j + 1) === ',' && (poss || /^(con|with|y|and|\+|&|e)$/.test(before))) {
        const n = r.count(j + 2, false);
        const listed = n !== undefined && n >= 2 && /^(de|of|aged)$/.test(r.t(j + 3)) ? r.readAges(j + 3, 'always') : undefined;
        if (listed && listed.old.length === 0 && listed.ages.length === n) {
          r.found.push({ k: 'children', n, ages: listed.ages, old: [], at: i });
          return r.done(i, listed.end);
        }
      }
      if (poss || /^(con|with|y|and|\+|&|e)$/.test(before)) {
        // "con mis hijos", "and the kids": children, how many is not said
        r.found.push({ k: 'children', n: undefined, ages: [], old: [], at: i });
        return r.done(i, j + 1);
      }
      return undefined;
    }
    case 'kin':
      if (!poss || j !== k) return undefined;
      return kin(r, i, j, c, undefined);
    case 'couple': {
      // "retired couple", "a married couple", "young couple": a couple described by what they are
      if (j !== k && !poss && !c.plural && r.t(j) === 'couple' && !/^(of|de)$/.test(r.t(j + 1))) {
        r.found.push({ k: 'adults', n: 2, at: i, desc: true });
        return r.done(i, j + 1);
      }
      if (j !== k) return undefined;
      if (poss && OWN.has(poss)) {
        r.found.push({ k: 'companion', n: 1, at: i });
        return r.done(i, j + 1);
      }
      // Class: a married couple named bare at the start of the party's words, with who comes along ("matrimonio con
      // bebé de 6 meses", "matrimonio con su hijo de 18", "couple + 1 kid age 9"): the couple, two grown-ups (not "cama
      // de matrimonio": only opening the message or a clause, right before "con"/"y"/"+")
      const opensParty =
        !poss &&
        !c.plural &&
        j === i &&
        (i === 0 || /^(,|:|;)$/.test(r.t(i - 1)) || r.used[i - 1]) &&
        !/^(de|del|of)$/.test(r.t(i - 1)) &&
        /^(con|with|y|and|\+|&)$/.test(r.t(j + 1));
      // "NYE in Medellin, 2 nights, couple" (class: the couple said bare as a part of its own in a list of the
      // request's parts): two grown-ups
      const ownPart = !poss && !c.plural && j === i && r.t(j) === 'couple' && /^(,|;)$/.test(r.t(i - 1)) && /^(,|;|\.|!|)$/.test(r.t(j + 1));
      if (ownPart) {
        r.found.push({ k: 'adults', n: 2, at: i, pairs: 1 });
        return r.done(i, j + 1);
      }
      if (!opensParty && (c.plural || r.t(j) === 'couple' || r.t(j) === 'matrimonio')) return undefined; // "couple" needs "a"; "parejas" needs a count
      r.found.push({ k: 'adults', n: 2, at: i, pairs: 1 });
      return r.done(i, j + 1);
    }
    case 'adultRel':
    case 'adultRelPair':
    case 'adultRelMany': {
      // "my husband and I … with my husband's two cousins", "me and my brother's kids" (class: someone named as whose the
      // people after are, the English possessive): the owner is not one more there; the people after are read on their
      // own ("my sister's coming too" is "is": only before whom they own, a person or a count)
      // (a child of theirs with no age right after is left as before: "my husband's daughter from his first marriage,
      // who's 20" names a grown-up the reader cannot age)
      const owned = (k: number) =>
        r.numberAt(k) !== undefined || (!!r.cls(k) && (!/^(child|weakChild)$/.test(r.cls(k)!.cls) || r.readAges(k + 1, 'always') !== undefined));
      const possessive = (k: number) => r.t(k + 1) === 's' && /^['’]$/.test(r.whole.slice(r.toks[k]!.e, r.toks[k + 1]!.s));
      const namedElsewhere = possessive(j) && r.toks.some((x, k) => k !== j && x.t === r.t(j) && !possessive(k));
      if (
        possessive(j) &&
        (owned(j + 2) || (ADJECTIVES.has(r.t(j + 2)) && owned(j + 3))) &&
        // named elsewhere too, or named only as whose the people after are ("me and my brother's kids (6 and 8)": the
        // brother does not come); not when a pronoun may point back at the owner ("my husband's two kids …, him and me")
        (namedElsewhere || !r.toks.some((x) => /^(him|he|her|she|el|ella)$/.test(x.t)))
      ) {
        // (named elsewhere, the "'s" is left to read as the possessive of who follows, see `group`; named only here, who
        // follows is read without it)
        if (namedElsewhere) {
          r.ownersS.add(j + 1);
          r.mark(i, j + 1);
          return j + 1;
        }
        // (only before their children with ages, "my brother's kids (6 and 8)", "my best friend's 9-year-old": a grown-up
        // of theirs, "my sister-in-law's mom", is left as before)
        const kidAt = ADJECTIVES.has(r.t(j + 2)) ? j + 3 : j + 2;
        if (r.numberAt(kidAt) !== undefined || /^(child|weakChild)$/.test(r.cls(kidAt)?.cls ?? '')) {
          r.mark(i, j + 2);
          return j + 2;
        }
      }
      // "que la habitación de la abuela sea accesible", "el cuarto de mis papás" (class: someone named as whose room it
      // is): a request about a room of someone already in the party, no one more; the words are read, nothing found
      if (i >= 2 && /^(de|del)$/.test(r.t(i - 1)) && /^(room|roomNoun)$/.test(r.cls(i - 2)?.cls ?? '') && /^(la|el|the)$/.test(r.t(i - 3))) {
        r.mark(i, j + 1);
        return j + 1;
      }
      // "me + girlfriend", "yo y esposa", "girlfriend and I": joined to the speaker, no possessive needed
      // ("me and a colleague", "yo y un compañero de trabajo", "para mí y un colega": one said with "a"/"un" too)
      const one = !poss && /^(a|an|un|una)$/.test(r.t(i - 1)) && !r.used[i - 1] ? 1 : 0;
      const bySelf =
        !poss &&
        c.cls === 'adultRel' &&
        j === k &&
        ((/^(\+|&|and|y|e|with|con|n|,)$/.test(r.t(i - 1 - one)) && /^(me|yo|i|mi)$/.test(r.t(i - 2 - one))) ||
          (/^(\+|&|and|y|e|n)$/.test(r.t(i + 1)) && /^(me|yo|i)$/.test(r.t(i + 2))));
      // "I'm going with mom", "taking the grandkids with grandma", "voy con mamá", "voy con un compañero de trabajo": a
      // relative named bare after "with", the speaker said to travel or take people along before it: the speaker's company
      const withSpeaker =
        !poss &&
        c.cls === 'adultRel' &&
        j === k &&
        /^(with|con)$/.test(r.t(i - 1 - one)) &&
        // (one said with "un"/"a" only after a verb of going: "me comunico con un asesor" is no company; "with" opening the
        // message, "w/ gf", "con mamá", is the speaker's own going, and so is a partner said bare: "santa marta w/ gf")
        ((!one && (i - 1 === 0 || PARTNER_WORDS.has(r.t(j)))) ||
          r.toks.some((x, q) => q < i - 1 - one && (one ? GOING_ALONE.has(x.t) || GOING_EN.has(x.t) : SPEAKER_WORDS.has(x.t) || TAKING_ALONG.has(x.t)))) &&
        !stayingBehindBefore(r, i - one);
      // Class: one more grown-up said with "un"/"una"/"a" right after someone of one's own ("mi abuela y una enfermera",
      // "mi hija de 19 y una amiga", "my mom and a friend"): one more of the company, like "mi abuela y mi enfermera"
      const last = r.found[r.found.length - 1];
      const joinedOne =
        !poss &&
        one === 1 &&
        c.cls === 'adultRel' &&
        j === k &&
        /^(y|e|and|&|\+)$/.test(r.t(i - 2)) &&
        r.lastEnd === i - 2 &&
        (last?.k === 'companion' || (last?.k === 'children' && last.rel === true)) &&
        OWN.has(r.t(last.at));
      if (bySelf || withSpeaker || joinedOne) {
        // ("with mom and dad", "con mamá y papá": a second relative said bare right after is company too)
        const second = withSpeaker && !one && /^(y|e|and|&|n)$/.test(r.t(j + 1)) && ROLE_ONE.has(r.t(j + 2)) && !r.used[j + 2];
        r.found.push({ k: 'companion', n: second ? 2 : 1, at: i - one });
        if (second) return r.done(i, j + 3);
        // ("un compañero de trabajo", "a friend from work": where the one said is from)
        const fromWork = (r.t(j + 1) === 'de' || r.t(j + 1) === 'from') && /^(trabajo|oficina|work|office)$/.test(r.t(j + 2)) ? 2 : 0;
        return r.done(i - one, j + 1 + fromWork);
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
        (i === 0 || r.used[i - 1] || /^(,|:|;|-|\()$/.test(r.t(i - 1))) &&
        /^(,|y|e|and|&|\+|\()$/.test(r.t(j + 1)) &&
        r.toks.some((x, q) => q > j && q <= j + 8 && /^(us|nosotros|nosotras)$/.test(x.t))
      ) {
        r.found.push({ k: 'companion', n: 2, at: i, pair: true });
        return r.done(i, j + 1);
      }
      if (!poss && j === k && listedRole(r, i)) {
        const n = ROLE_PAIR.has(r.t(j)) ? 2 : 1;
        // after the speakers counted by a pronoun ("the two of us and grandma") company of theirs, like "my mom"
        if (weBefore(r, i) || ownList(r)) r.found.push({ k: 'companion', n, at: i });
        else r.found.push({ k: 'adults', n, at: i, person: true });
        return r.done(i, j + 1);
      }
      // "me and the wife": "the" stands for "my" before a spouse
      // "me and the wife": "the" stands for "my" before a spouse; "la abuela, mi esposa y yo", "the in-laws" also before
      // an elder of the family, unless adults were counted before (were they in "2 adultos… y la abuela"? the bot asks)
      const theElder =
        (poss === 'the' && /^(inlaws|grandparents|grandma|grandpa|granny)$/.test(r.t(j))) || (!!poss && /^(la|el|los|las)$/.test(poss) && ELDERS.has(r.t(j)));
      // also after "para"/"for" (who a room is for: "una doble para el gerente") and a verb of coming along ("también
      // va la nana", "the nanny comes" is read elsewhere)
      const theStaff =
        !!poss &&
        /^(la|el|the)$/.test(poss) &&
        STAFF.has(r.t(j)) &&
        (/^(y|e|and|&|\+|,|con|with|mas|plus|para|for|va|viene|van|vienen|viajan|goes|comes)$/.test(r.t(i - 1)) || plusBefore(r, i));
      const theSpouse =
        (poss === 'the' && /^(wife|husband|hubby|missus|wifey|otherhalf)$/.test(r.t(j))) ||
        ((theElder || theStaff) && !r.toks.slice(0, i).some((_, x) => r.cls(x)?.cls === 'adult')) ||
        // Class: someone added to the party with "también"/"also" and a verb of going ("y también va la nana", "also
        // comes the nanny"): one more, whatever was counted before (the additive reading joins them)
        ((theStaff || theElder || (!!poss && /^(la|el)$/.test(poss) && YOUNG_RELATIVES.has(r.t(j)))) &&
          ((/^(va|viene|goes|comes)$/.test(r.t(i - 1)) && ADDING_WORDS.has(r.t(i - 2))) ||
            // ("plus we're bringing the nanny", "y también traemos a la abuela": a verb of bringing after the addition)
            plusBefore(r, i)));
      // "una pareja, la mamá de ella y un niño" (class: a relative of someone of the party, "la mamá de ella", "el papá
      // de él", "los papás de ellos"): one more of the party, like "mi mamá"
      if (poss && /^(la|el|los|las)$/.test(poss) && j === k && r.t(j + 1) === 'de' && /^(ella|el|ellos|ellas)$/.test(r.t(j + 2)) && c.cls !== 'adultRelMany') {
        r.found.push({ k: 'companion', n: c.cls === 'adultRel' ? 1 : 2, at: i });
        return r.done(i, j + 3);
      }
      // Class: a relative of any age said little ("my little brother (he's 10)", "my baby sister, 4"): with an age
      // under 18 said after it, that child of the party; otherwise left (how old is asked)
      if (
        poss &&
        OWN.has(poss) &&
        c.cls === 'adultRel' &&
        j > k &&
        YOUNG_RELATIVES.has(r.t(j)) &&
        r.toks.slice(k, j).every((x) => YOUNG_ADJECTIVES.has(x.t) || x.t === 'baby')
      ) {
        const age = r.readAges(afterJoining(r, j + 1), 'always');
        if (age && age.ages.length === 1 && age.old.length === 0) {
          r.found.push({ k: 'children', n: 1, ages: age.ages, old: [], at: i });
          return r.done(i, age.end);
        }
      }
      // "my elderly mother", "mis viejos papás" (class: an adjective of age between the possessive and the relative)
      // ("mi ex esposo", "my ex-wife": a word named only after a possessive is the adjective of a role word after it)
      const aged = j > k && r.toks.slice(k, j).every((x) => AGED_ADJECTIVES.has(x.t) || POSSESSED.has(x.t));
      if (!poss || !(OWN.has(poss) || theSpouse) || (j !== k && !aged)) return undefined;
      let many = c.cls === 'adultRel' ? 1 : c.cls === 'adultRelPair' ? 2 : undefined;
      if (many === undefined && SPOUSES.has(r.t(j)) && /^(sus|their)$/.test(poss)) {
        // "mis 2 hermanos con sus esposas": one spouse for each of the people named just before
        const last = r.found[r.found.length - 1];
        if (last && (last.k === 'companion' || last.k === 'adults') && last.n !== undefined && last.n >= 2 && r.lastEnd >= i - 2) many = last.n;
      }
      if (restatesPeople(r, i, many)) {
        r.mark(i, j + 1);
        return j + 1;
      }
      // "mi hermano de 16", "my cousin (12)" (class: a relative of any age said with a minor's age is a child): with
      // an age under 18 that one is a child of the party; with a grown-up's age still company
      if (c.cls === 'adultRel' && YOUNG_RELATIVES.has(r.t(j))) {
        const age = r.readAges(afterJoining(r, j + 1), 'always');
        if (age && age.ages.length + age.old.length === 1) {
          if (age.ages.length === 1) r.found.push({ k: 'children', n: 1, ages: age.ages, old: [], at: i });
          else r.found.push({ k: 'companion', n: 1, at: i });
          return r.done(i, age.end);
        }
      }
      // "mi suegra que tiene 78", "mi papá de 90", "my mom (72)" (class: a grown-up relative said with a grown-up's
      // age): the age only describes them, read with them (a minor's age there is left unread)
      if (c.cls === 'adultRel') {
        const age = r.readAges(afterJoining(r, j + 1), 'always');
        if (age && age.ages.length === 0 && age.old.length === 1) {
          r.found.push({ k: 'companion', n: many, at: i });
          return r.done(i, age.end);
        }
      }
      // Class: one possessive shared by two grown-up relatives joined by "and" ("my mum and dad", "mi papá y mamá",
      // "my aunt and uncle"): the bare second word is one more companion, not left unread
      if (many === 1 && /^(y|e|and|&|n)$/.test(r.t(j + 1)) && !r.used[j + 2]) {
        const second = peopleWord(r.t(j + 2));
        if (r.cls(j + 2)?.cls === 'adultRel' && second?.age === 'adult' && second.people === 1 && !r.toks[j + 3]?.d && r.t(j + 3) !== 's') {
          r.found.push({ k: 'companion', n: 2, at: i });
          return r.done(i, j + 3);
        }
      }
      r.found.push({ k: 'companion', n: many, at: i, ...(c.cls === 'adultRelPair' ? { pair: true } : {}) });
      return r.done(i, j + 1);
    }
    default:
      return undefined;
  }
}

/** The token after a verb of joining the party that starts at `k` (the longest of {@link JOINING_VERBS}); `k` when none does. */
/**
 * Class: children named in the plural with no count, then counted right after them ("me and the kids, 3 of them", "the
 * kids — two of them", "me and the kids, there are three of them, 4, 6 and 10", "y los niños van a ser dos", "los
 * niños, son 3"): that many children (2 to 9), with the ages listed right after the count when they are as many. The
 * count needs its words: "of them", "there are", "son", "van a ser" ("the kids are 3" may be an age). The children's
 * noun at `j`; the count, the ages and the token after them, or undefined.
 */
function countedAfterKids(r: Reader, j: number): { n: number; ages: number[]; end: number } | undefined {
  let q = j + 1;
  if (/^(,|-|:|\()$/.test(r.t(q))) q++;
  let said = false;
  if (/^(son|seran|serian)$/.test(r.t(q))) {
    said = true;
    q++;
  } else if (r.t(q) === 'van' && r.t(q + 1) === 'a' && r.t(q + 2) === 'ser') {
    said = true;
    q += 3;
  } else if (r.t(q) === 'there' && r.t(q + 1) === 'are') {
    said = true;
    q += 2;
  } else if (/^(there're|therere)$/.test(r.t(q))) {
    said = true;
    q++;
  } else if ((r.t(q) === 'they' && r.t(q + 1) === 'are') || /^(they're|theyre)$/.test(r.t(q))) q += r.t(q) === 'they' ? 2 : 1;
  const n = r.count(q, false);
  if (n === undefined || n < 2 || n > 9) return undefined;
  q++;
  if (r.t(q) === 'of' && r.t(q + 1) === 'them') {
    said = true;
    q += 2;
  }
  if (!said) return undefined;
  const listed = r.readAges(q, 'always');
  if (listed && listed.old.length === 0 && listed.ages.length === n) return { n, ages: listed.ages, end: listed.end };
  return { n, ages: [], end: q };
}

function afterJoining(r: Reader, k: number): number {
  let end = k;
  for (const verb of JOINING_VERBS) if (k + verb.length > end && verb.every((w, x) => r.t(k + x) === w)) end = k + verb.length;
  return end;
}

/**
 * A nephew, a niece, a godchild at `j` (the phrase from `i`, `n` said or
 * not): a child when ages are said with it ("mi sobrino de 12", "2 sobrinos
 * de 8 y 10"); otherwise company of unknown age, so that no adult count is
 * derived around it.
 */
function kin(r: Reader, i: number, j: number, c: WordInfo, n: number | undefined): number | undefined {
  if (n !== undefined && n > 1 && !c.plural) return undefined;
  if (n === undefined && c.plural) {
    const stated = statedCount(r, i, j + 1);
    if (stated !== undefined) return stated;
  }
  const ages = r.readAges(j + 1, c.plural ? 'many' : 'always');
  const said = ages ? ages.ages.length + ages.old.length : 0;
  const count = n ?? (c.plural ? undefined : 1);
  if (ages && (count === undefined || said === count)) {
    r.found.push({ k: 'children', n: said, ages: ages.ages, old: ages.old, at: i });
    return r.done(i, ages.end);
  }
  r.found.push({ k: 'companion', n: undefined, at: i });
  return r.done(i, ages?.end ?? j + 1);
}

/**
 * Children named by a plural word whose number is said after it ("los sobrinos que son cuatro, de 3, 5, 8 y 12",
 * "los nietos, que son tres: uno de 9, una de 6 y el chiquito de 2", "the grandkids, who are 3: 4, 6 and 9", "los niños,
 * son 2"; class:
 * a count stated after the children's word): that many children, with their ages when one is said for each (else
 * asked). `k` is the token after the word; undefined when no such count follows.
 */
function statedCount(r: Reader, i: number, k: number): number | undefined {
  let at = k;
  if (r.t(at) === ',') at++;
  // "los niños son 2", "las de los niños, son 2": the Spanish verb alone says the count too ("the kids are 2" is an age)
  if (/^(son|serian|seran)$/.test(r.t(at))) at--;
  else if (!/^(que|who|which|that)$/.test(r.t(at)) || !/^(son|are|serian|seran)$/.test(r.t(at + 1))) return undefined;
  const n = r.count(at + 2, false);
  if (n === undefined || n < 1) return undefined;
  // "the kids who are 6 and 9", "los niños, que son de 4 y 7" (class: a list after "who are" is their ages, not a count)
  if (/^(y|e|and|&|,)$/.test(r.t(at + 3)) && r.count(at + 4, false) !== undefined) {
    const list = r.readAges(at + 2, 'many');
    if (!list || list.old.length > 0) return undefined;
    r.found.push({ k: 'children', n: list.ages.length, ages: list.ages, old: [], at: i });
    return r.done(i, list.end);
  }
  let next = at + 3;
  if (/^(,|:)$/.test(r.t(next))) next++;
  const listed = r.readAges(next, 'always') ?? r.readAges(next, 'many');
  const ages = listed && listed.ages.length + listed.old.length === n ? listed : (describedAges(r, next, n) ?? listed);
  const said = ages ? ages.ages.length + ages.old.length : 0;
  const fits = !!ages && said === n;
  r.found.push({ k: 'children', n, ages: fits ? ages!.ages : [], old: fits ? ages!.old : [], at: i });
  return r.done(i, fits ? ages!.end : at + 3);
}

/**
 * Exactly `n` children described one by one from `k`, each by a few words and "de"/"of" an age ("uno de 9, una de
 * 6 y el chiquito de 2 añitos", "the eldest of 12, the middle one of 9"); undefined unless all `n` are read.
 */
function describedAges(r: Reader, k: number, n: number): AgeList | undefined {
  const ages: number[] = [];
  const old: number[] = [];
  let at = k;
  while (ages.length + old.length < n) {
    let d = at;
    while (d < at + 3 && !r.toks[d]?.d && !r.toks[d]?.p && !/^(de|of)$/.test(r.t(d))) d++;
    if (!/^(de|of)$/.test(r.t(d))) return undefined;
    const item = r.ageItem(d + 1, true);
    if (!item || item.v === undefined) return undefined;
    const years = item.unit === 'm' ? Math.floor(item.v / 12) : item.v;
    (years >= ADULT_AGE ? old : ages).push(years);
    at = item.end;
    if (ages.length + old.length < n) {
      if (r.t(at) === ',') at++;
      if (/^(y|e|and)$/.test(r.t(at))) at++;
    }
  }
  return { others: 0, ages, old, end: at, each: false };
}

/**
 * The index after one grown-up named by relation or role right after `k`, set apart by a comma, colon or dash, and
 * closing the clause (", our CFO", ": mi jefe", "- my mother"), or undefined.
 */
function oneNamedApart(r: Reader, k: number): number | undefined {
  if (!/^(,|:|-)$/.test(r.t(k))) return undefined;
  let x = k + 1;
  if (/^(our|my|the|his|her|their|mi|nuestro|nuestra|el|la|su)$/.test(r.t(x))) x++;
  const c = r.cls(x);
  if (!c || r.used[x] || c.plural || !/^(adult|adultRel)$/.test(c.cls)) return undefined;
  return /^(|,|\.|;|!|\?|\))$/.test(r.t(x + 1)) ? x + 1 : undefined;
}

/** Whether the adult word at `j` describes a son, daughter or child after it ("grown-up sons", "adult children"). */
function grownRelative(r: Reader, j: number): boolean {
  if (!/^(grownup|grownups|grown|adult|adults|adulto|adulta|adultos|adultas|mayores|mayor)$/.test(r.t(j))) return false;
  const c = r.cls(j + 1);
  return !!c && (OFFSPRING.has(r.t(j + 1)) || /^(children|kids|child|kid)$/.test(r.t(j + 1)) || c.cls === 'kin');
}

function isKidOrAdult(r: Reader, i: number): boolean {
  const c = r.cls(i)?.cls;
  return c === 'child' || c === 'adult' || c === 'people' || c === 'room' || c === 'weakChild' || c === 'adultRelMany';
}

/**
 * The end of a tag saying everyone just counted is grown up, right after `k` or after a few words saying where they
 * come from ("de la u", "from work"): ", todos mayores de edad", "todos adultos", "all adults", "todos grandes",
 * "all over 18", "todos mayores de 18". Undefined without one.
 */
function grownTagAfter(r: Reader, k: number): number | undefined {
  let x = k;
  for (let skipped = 0; skipped <= 4 && x < r.toks.length; skipped++, x++) {
    if (ALL_OF_THEM.has(r.t(x)) || (r.t(x) === ',' && ALL_OF_THEM.has(r.t(x + 1)))) break;
    // only plain words in between: no number, no other party word
    if (r.toks[x]!.d || r.cls(x) !== undefined || r.t(x) === ',') return undefined;
  }
  if (r.t(x) === ',') x++;
  if (!ALL_OF_THEM.has(r.t(x))) return undefined;
  x++;
  if (/^(son|are|of|them|ellos|ellas)$/.test(r.t(x))) x++;
  if (/^(them|ellos|ellas)$/.test(r.t(x))) x++;
  const w = r.t(x);
  const ageAt = x + (r.t(x + 1) === 'de' ? 2 : 1);
  if (/^(over|mayores|above)$/.test(w) && r.t(ageAt) === String(ADULT_AGE)) return ageAt + 1;
  if (!GROWN_WORDS.has(w)) return undefined;
  x++;
  if (r.t(x) === 'de' && r.t(x + 1) === 'edad') x += 2;
  return x;
}

/** Whether a verb counting the speakers stands right before `i` ("somos 4 amigos", "we are 4 girls", "we're 3"). */
function speakersVerbBefore(r: Reader, i: number): boolean {
  return TOTAL_VERBS.has(r.t(i - 1)) || r.t(i - 1) === 'are' || r.t(i - 1) === 're';
}

/** The word classes that name people (the people lexicon's, not rooms nor their kinds). */
const PERSON_CLASSES: ReadonlySet<string> = new Set(PEOPLE_CLASSES);

/** Whether the word at `j` is the only one of the message naming people, and the speaker is not named either. */
function onlyPeopleWord(r: Reader, j: number): boolean {
  return r.toks.every((t, x) => x === j || (!PERSON_CLASSES.has(r.cls(x)?.cls ?? '') && !/^(i|im|me|myself|yo|mi|my)$/.test(t.t)));
}

function hasAdultWord(r: Reader): boolean {
  return r.toks.some((_, i) => {
    const c = r.cls(i)?.cls;
    return c === 'adult' || c === 'adultRel' || c === 'couple';
  });
}

/**
 * Whether a count of adults `n` at `i` restates the count just before it
 * (class: a total and its breakdown said together are one party): in
 * brackets right after a count of the same size ("6 adults (3 couples)",
 * "3 parejas (6 adultos)").
 */
function restates(r: Reader, i: number, n: number): boolean {
  if (r.t(i - 1) !== '(') return false;
  const last = r.found[r.found.length - 1];
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
function namedWithSelf(r: Reader): number | undefined {
  if (!r.found.some((x) => x.k === 'self')) return undefined;
  let n = 1;
  for (const x of r.found) {
    if (x.k === 'self') continue;
    if ((x.k !== 'companion' && x.k !== 'adults' && x.k !== 'children') || x.n === undefined) return undefined;
    n += x.n;
  }
  return n;
}

function restatesPeople(r: Reader, i: number, n: number | undefined): boolean {
  if (n === undefined) return false;
  if (r.t(i - 1) !== '(' || r.lastEnd !== i - 1) return false;
  const last = r.found[r.found.length - 1];
  if (!last || !(last.k === 'companion' || last.k === 'adults')) return false;
  return last.n === n;
}

/**
 * Where words summing up the party start when they stand just before `i`
 * ("so that's 3 adults", "o sea 4 adultos", "that makes 3 adults",
 * "entonces son 3 adultos"); undefined when there are none.
 */
function summaryBefore(r: Reader, i: number): number | undefined {
  const a = r.t(i - 1);
  const b = r.t(i - 2);
  if (r.used[i - 1]) return undefined;
  // "así que somos 3 adultos", "so we are 3 adults" (class: the restated total said with a verb of being): the same
  if (TOTAL_VERBS.has(a)) return summaryBefore(r, i - 1);
  if (a === 'are' && b === 'we') return summaryBefore(r, i - 2);
  if ((a === 's' || a === 'is' || a === 'makes') && b === 'that') return i - 2;
  if (a === 'sea' && b === 'o') return i - 2;
  if (a === 'son' && /^(entonces|sea)$/.test(b)) return b === 'sea' && r.t(i - 3) === 'o' ? i - 3 : i - 2;
  // "Oh, and our daughter will join us, so 3 adults", "así que 3 adultos" (class: a total restated after an addition)
  if (a === 'que' && b === 'asi') return i - 2;
  // "2 adultos, digo 3 adultos", "2 adults, I mean 3 adults", "mejor dicho 3" (class: a count corrected in the message)
  if ((a === 'mean' && b === 'i') || (a === 'dicho' && b === 'mejor')) return i - 2;
  if (a === 'digo') return i - 1;
  if (/^(thats|entonces|osea|so)$/.test(a)) return i - 1;
  return undefined;
}

/**
 * Whether the words from `i` to `end` are joined straight to the speaker:
 * "me and 3 guys", "yo y 2 chicas", "3 girls and me".
 */
function joinedToSelf(r: Reader, i: number, end: number): boolean {
  const join = /^(and|y|e|&|\+|n|mas|plus)$/;
  return (join.test(r.t(i - 1)) && /^(me|yo)$/.test(r.t(i - 2))) || (join.test(r.t(end)) && /^(me|yo|i)$/.test(r.t(end + 1)));
}

/** "en pareja", "somos esposos", "luna de miel", "newlyweds", "honeymoon", "we're honeymooning". */
export function couple(r: Reader, i: number): number | undefined {
  const w = r.t(i);
  let end: number | undefined;
  // "sus esposos" are the spouses of others; "our honeymoon", "my honeymoon" still a couple (a trip, never a person)
  if (/^(newlyweds|honeymoon|honeymooners|honeymooning)$/.test(w) || (/^(esposos|novios)$/.test(w) && !OWN.has(r.t(i - 1)))) end = i + 1;
  else if (w === 'recien' && /^(casados|casadas)$/.test(r.t(i + 1))) end = i + 2;
  // "bride & groom", "bride and groom", "the bride and the groom": the couple marrying, like "los novios"
  else if (w === 'bride' && /^(&|and|\+)$/.test(r.t(i + 1)) && (r.t(i + 2) === 'groom' || (r.t(i + 2) === 'the' && r.t(i + 3) === 'groom')))
    end = r.t(i + 2) === 'groom' ? i + 3 : i + 4;
  else if (w === 'luna' && r.t(i + 1) === 'de' && r.t(i + 2) === 'miel') end = i + 3;
  if (end === undefined) return undefined;
  // "allá nos quedamos en la luna de miel hace 10 años": a trip of the past says nothing of this one's party
  if (pastTrip(r)) return undefined;
  r.found.push({ k: 'adults', n: 2, at: i, desc: true });
  return r.done(i, end);
}

/**
 * Whether the message tells of a past trip (class: a party described in the past tense is not this trip's): "hace
 * 10 años", "two years ago", "el año pasado", "la vez pasada", "last year", "fuimos", "estuvimos", "we stayed".
 */
function pastTrip(r: Reader): boolean {
  // read on the whole message: "hace 10 años" may have been taken by the dates already
  const words = r.whole.match(/\p{L}+|\p{N}+/gu) ?? [];
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

/** What the speaker says they only do for a booking ("yo solo pago", "yo solo hago la reserva", "yo solo reservo"). */
const ONLY_DOING: ReadonlySet<string> = new Set(['pago', 'pagare', 'reservo', 'hago', 'gestiono', 'organizo', 'invito', 'escribo', 'pongo']);

/**
 * The speaker says they do not travel (class: the speaker left out of the party): "yo no voy", "no voy yo", "yo no
 * viajo", "I'm not going", "I am not coming", "I won't be going". The people named are the whole party.
 */
export function notSelf(r: Reader, i: number): number | undefined {
  const w = r.t(i);
  let end: number | undefined;
  // "yo (la asistente) no viajo": who the speaker is, in brackets, between "yo" and the verb
  let aside = 0;
  if (w === 'yo' && r.t(i + 1) === '(') {
    const close = r.toks.findIndex((t, x) => x > i + 1 && t.t === ')');
    if (close > 0 && close - i <= 5) aside = close - i;
  }
  if (w === 'yo' && r.t(i + 1 + aside) === 'no' && NOT_GOING.has(r.t(i + 2 + aside))) end = i + 3 + aside;
  // "…, yo solo pago", "yo solo hago la reserva" (class: the speaker only pays or books): not travelling
  // "viajan mis dos sobrinos de 10 y 13 con mi mamá" (class: the party opened by a verb of theirs, in the third person
  // plural, with no word of the speaker anywhere): the people named travel, the speaker books for them
  else if (/^(viajan|vienen|iran|viajaran)$/.test(w) && (i === 0 || r.toks[i - 1]!.p) && DETERMINERS.has(r.t(i + 1)) && !r.speakerSaid()) end = i + 1;
  else if (w === 'yo' && SOLO_WORDS.has(r.t(i + 1)) && ONLY_DOING.has(r.t(i + 2)) && r.found.some((x) => PARTY_KINDS.has(x.k))) end = i + 3;
  else if (w === 'no' && NOT_GOING.has(r.t(i + 1)) && r.t(i + 2) === 'yo') end = i + 3;
  // "…, yo pago pero no viajo", "…, y no voy" (class: the speaker's not going said after others, the "yo" left out)
  else if (
    w === 'no' &&
    /^(viajo|voy)$/.test(r.t(i + 1)) &&
    /^(pero|y|e|,|;)$/.test(r.t(i - 1)) &&
    (i + 2 >= r.toks.length || r.toks[i + 2]!.p) &&
    r.found.some((x) => PARTY_KINDS.has(x.k))
  )
    end = i + 2;
  // "…, they're the ones travelling, not me", "viajan ellos, yo no" (class: the speaker ruled out after the people
  // named, ending the message or a clause)
  else if (
    ((w === 'not' && r.t(i + 1) === 'me') || (w === 'yo' && r.t(i + 1) === 'no')) &&
    i > 0 &&
    r.toks[i - 1]!.p &&
    (i + 2 >= r.toks.length || r.toks[i + 2]!.p) &&
    r.found.some((x) => PARTY_KINDS.has(x.k))
  )
    end = i + 2;
  // "mis papás y mi hermano de 16, yo me quedo", "yo me quedo en casa" (class: the speaker staying behind, after the
  // people named): ending the message, or with "en casa"/"aquí"
  else if (w === 'yo' && r.t(i + 1) === 'me' && r.t(i + 2) === 'quedo' && r.found.some((x) => PARTY_KINDS.has(x.k))) {
    let k = i + 3;
    if (r.t(k) === 'en' && r.t(k + 1) === 'casa') k += 2;
    else if (/^(aqui|aca)$/.test(r.t(k))) k++;
    if (k >= r.toks.length || r.toks[k]!.p) end = k;
  } else if (
    w === 'yo' &&
    r.t(i + 1) === 'no' &&
    r.t(i + 2) === 'me' &&
    /^(quedo|hospedo|alojo)$/.test(r.t(i + 3)) &&
    r.found.some((x) => PARTY_KINDS.has(x.k))
  ) {
    // "mi mamá, mi papá, mi abuela y yo, pero yo no me quedo en el hotel" (class: the speaker comes along but does not
    // stay, after the people named): not one of the guests
    end = i + 4;
    if (r.t(end) === 'en' && /^(el|ese|este)$/.test(r.t(end + 1)) && /^(hotel|hotelito)$/.test(r.t(end + 2))) end += 3;
  } else if (w === 'yo' && /^(les|le)$/.test(r.t(i + 1)) && r.found.some((x) => PARTY_KINDS.has(x.k)) && !r.found.some((x) => x.k === 'self')) {
    // "mis abuelos nada más, yo les estoy haciendo la reserva", "yo le hago la reserva" (class: the speaker books for
    // the people named, the speaker not named among them): not travelling
    let k = i + 2;
    if (/^(estoy|voy)$/.test(r.t(k))) k++;
    if (/^(haciendo|hago|hacer|a)$/.test(r.t(k))) k += r.t(k) === 'a' && r.t(k + 1) === 'hacer' ? 2 : 1;
    else return undefined;
    if (/^(la|esta)$/.test(r.t(k)) && /^(reserva|reservacion)$/.test(r.t(k + 1))) end = k + 2;
    else return undefined;
  } else if (w === 'i') {
    let k = i + 1;
    if (/^(m|am)$/.test(r.t(k)) && r.t(k + 1) === 'not') k += 2;
    else if (r.t(k) === 'won' && r.t(k + 1) === 't') k += 2;
    else if (r.t(k) === 'will' && r.t(k + 1) === 'not') k += 2;
    else return undefined;
    if (r.t(k) === 'be') k++;
    if (NOT_GOING.has(r.t(k))) end = k + 1;
  }
  // "mi mamá y mi tía quieren ir a Santa Marta", "mis papás van del 3 al 5", "my mom and my aunt want to go" (class:
  // the people named, then a verb of theirs in the third person plural, with no word of the speaker anywhere): they
  // travel, the speaker books for them
  else if (
    /^(quieren|van|viajan|vienen|iran|viajaran|want)$/.test(w) &&
    (w !== 'quieren' || /^(ir|viajar|irse)$/.test(r.t(i + 1))) &&
    (w !== 'want' || (r.t(i + 1) === 'to' && /^(go|travel|come|fly)$/.test(r.t(i + 2)))) &&
    // ("los abuelos van a estar felices": a future of another verb)
    !(w === 'van' && r.t(i + 1) === 'a' && /(ar|er|ir)$/.test(r.t(i + 2))) &&
    // right after the people named ("… cuántos van" asks how many)
    r.used[i - 1] === true &&
    r.found.some((x) => x.k === 'companion' && posOf(x) < i) &&
    r.found.every((x) => x.k === 'companion' || posOf(x) > i) &&
    !r.speakerSaid()
  )
    end = i + 1;
  if (end === undefined) return undefined;
  r.found.push({ k: 'notSelf', at: i });
  r.mark(i, end);
  return end;
}

/**
 * Someone else than the speaker said to travel alone, closing a clause (class: a booking for one other person):
 * "él solo", "ella sola", "él solito", "just him", "just her", "only her", "him alone". After a relative named
 * before ("para mi papá…, él solito") the party is the people named without the speaker; with nobody named ("a new
 * hire… Just her.") one adult. Not "él solo quiere…" (only) nor "her alone time": the words must end a clause.
 */
export function otherAlone(r: Reader, i: number): number | undefined {
  const w = r.t(i);
  const next = r.t(i + 1);
  const relative = (k: number) => /^(adultRel|adultRelPair|adultRelMany|kin)$/.test(r.cls(k)?.cls ?? '') || STAFF.has(r.t(k)) || CLIENTS.has(r.t(k));
  const closes = (k: number) => k >= r.toks.length || !!r.toks[k]!.p;
  // nobody else read before, and the speaker not named from token `from` on ("solo mi esposa, que está embarazada, y
  // yo"; "mí" is not looked for: folded, it is the possessive "mi")
  const nobodyElse = (from: number) =>
    !r.found.some((x) => x.k === 'self' || x.k === 'adults' || x.k === 'children' || x.k === 'total' || x.k === 'notSelf') &&
    !r.toks.slice(from).some((x) => /^(yo|me|i|myself|we|us|nosotros|nosotras|conmigo)$/.test(x.t));
  // Class: the people named, then a word of them alone closing the clause ("my mom alone", "mi jefe solo", "mis papás
  // solamente"): the party is them, not the speaker. Not after "con"/"with" ("voy con mi hija sola").
  const last = r.found[r.found.length - 1];
  if (
    /^(alone|only|solo|sola|solos|solas|solito|solita|solamente|nomas)$/.test(w) &&
    last?.k === 'companion' &&
    r.used[i - 1] &&
    relative(i - 1) &&
    closes(i + 1) &&
    nobodyElse(i + 1) &&
    !r.toks.slice(0, i).some((x) => /^(con|with|y|and|yo|i|me|we|us|nosotros|nosotras)$/.test(x.t))
  ) {
    r.found.push({ k: 'notSelf', at: i });
    return r.done(i, i + 1);
  }
  // Class: "only"/"just"/"solo" before the people named, closing the clause ("just my dad, he's 78", "solo mis
  // papás", "only my parents"): them, not the speaker; the people are read by the rule of companions after this word.
  if (
    /^(only|just|solo|solamente)$/.test(w) &&
    /^(mi|mis|my|our|nuestro|nuestra|nuestros|nuestras)$/.test(next) &&
    relative(i + 2) &&
    closes(i + 3) &&
    nobodyElse(i + 3) &&
    !/^(m|am|soy|is|es|i|yo)$/.test(r.t(i - 1))
  ) {
    r.found.push({ k: 'notSelf', at: i });
    return r.done(i, i + 1);
  }
  let end: number | undefined;
  if (/^(el|ella)$/.test(w) && SOLO_WORDS.has(next)) end = i + 2;
  else if (/^(just|only)$/.test(w) && /^(him|her)$/.test(next)) end = i + 2;
  else if (/^(him|her)$/.test(w) && next === 'alone') end = i + 2;
  else if (
    (/^(solo|only|just)$/.test(w) || (/^(el|la|the)$/.test(w) && /^(only|solo|solamente)$/.test(r.t(i + 2)))) &&
    // ("I'm just the assistant", "soy solo la asistente": who the speaker is)
    !/^(m|am|soy|is|es)$/.test(r.t(i - 1))
  ) {
    // Class: one person named by their job or as the client, alone ("solo el cliente", "solo viaja el consultor",
    // "just our client", "the CEO only"): that person, the speaker books for them
    let k = i + 1;
    if (w === 'solo' || w === 'only' || w === 'just') {
      if (/^(viaja|va|travels|goes)$/.test(r.t(k))) k++;
      if (/^(el|la|the|our|nuestro|nuestra|mi|my)$/.test(r.t(k))) k++;
    }
    const role = r.t(k);
    if ((STAFF.has(role) || CLIENTS.has(role)) && !r.cls(k)?.plural && (k > i + 1 || /^(el|la|the)$/.test(w)))
      end = /^(only|solo|solamente)$/.test(r.t(k + 1)) ? k + 2 : k + 1;
  } else if (/^(he|she)$/.test(w)) {
    // Class: a third person said to go alone in English ("he's travelling alone", "she is coming alone", "he travels
    // alone", "He's alone."): that person, not the speaker
    const k = /^(s|is)$/.test(next) ? i + 2 : i + 1;
    if ((GOING_EN.has(r.t(k)) || /^(travels|goes|comes|flies)$/.test(r.t(k))) && r.t(k + 1) === 'alone') end = k + 2;
    else if (k === i + 2 && r.t(k) === 'alone') end = k + 1;
  }
  // Class: someone named travelling alone ("el cliente viaja solo", "mi jefe va sola a Bogotá", "the client travels
  // alone", "mis papás viajan solos"): a verb of travelling in the third person, "solo"/"alone", then the clause's end
  // or where to
  const named =
    /^(viaja|va|viene|travels|goes|comes|viajan|van|vienen|travel|go|come)$/.test(w) &&
    (SOLO_WORDS.has(next) || /^(solos|solas|alone)$/.test(next)) &&
    !/^(yo|i|me|we|nosotros|nosotras)$/.test(r.t(i - 1));
  // (only as the whole party: beside other people named, "mi hijo va solo a…" says how one of them goes; the one
  // person or pair named just before the verb is the party: "mi mamá viaja sola", "para mi jefe, viaja solo")
  const people = r.found.filter((x) => x.k === 'companion' || x.k === 'self' || x.k === 'adults' || x.k === 'children');
  const onlyNamed = people.length === 1 && people[0]!.k === 'companion' && people[0]!.n !== undefined && people[0]!.n <= 2;
  if (named && people.length > 0 && !onlyNamed) return undefined;
  if (named) end = i + 2;
  if (end === undefined || r.used[i + 1]) return undefined;
  const after = r.toks[end];
  const gap = r.whole.slice(r.toks[end - 1]!.e, after ? after.s : r.whole.length);
  const thirdPerson = named || /^(he|she)$/.test(w);
  if (after && !after.p && !/[.,;:!?)]/.test(gap) && !(thirdPerson && /^(a|pa|para|to|hacia)$/.test(after.t))) return undefined;
  // "he"/"she" is the one person named before ("Booking for Mr. Tanaka, he's travelling alone", "mi papá… él solito")
  const namedBefore =
    (named && onlyNamed) || r.found.some((x) => (x.k === 'companion' && x.n === 1) || (/^(he|she)$/.test(w) && x.k === 'adults' && x.n === 1 && !!x.person));
  if (namedBefore) r.found.push({ k: 'notSelf', at: i });
  else r.found.push({ k: 'adults', n: 1, at: i, person: true });
  return r.done(i, end);
}

/** The speaker: "yo", "solo yo", "voy sola", "just me", "my wife and I", "para mí y…", "alone". */
export function self(r: Reader, i: number): number | undefined {
  const w = r.t(i);
  const prev = r.t(i - 1);
  const next = r.t(i + 1);
  let end: number | undefined;
  let strong = false;
  if (r.chatter || (chatterBefore(r, i) && w !== 'solo')) return undefined;
  // "para mi persona y mi señora", "seremos mi persona y mi esposa" (class: the formal "mi persona", the speaker)
  if (w === 'mi' && next === 'persona' && r.t(i + 2) !== 'de' && !r.used[i + 1]) {
    r.found.push({ k: 'self', at: i, strong: true });
    return r.done(i, i + 2);
  }
  // "just my two kids, 8 and 10, travelling alone", "mis hijos viajan solos" (class: children said to travel alone,
  // the speaker not named): a party with no adult, which cannot be booked
  if (/^(alone|solos|solas)$/.test(w) && !/^(with|con)$/.test(next) && r.found.some((x) => x.k === 'children' && x.at >= 0 && x.at < i)) {
    if (!r.toks.some((x) => /^(i|im|me|myself|yo|we|us|nosotros|nosotras)$/.test(x.t)) && !hasAdultWord(r)) {
      r.found.push({ k: 'adults', n: 0, at: i });
      return r.done(i, i + 1);
    }
  }
  if (/^(me|yo|myself)$/.test(w) && next === '(' && r.toks[i + 2]?.d && Number(r.t(i + 2)) >= ADULT_AGE && r.t(i + 3) === ')') {
    // "Me (34) and my son (17)" (class: the speaker with their own age in brackets): the speaker, an adult
    end = i + 4;
  } else if (
    /^(single|soltera|soltero)$/.test(w) &&
    (w === 'single' ? /^(dad|mom|mum|mother|father|parent|daddy|mommy)$/.test(next) : /^(mama|papa|madre|padre)$/.test(prev))
  ) {
    // "Single dad with a six-year-old", "mamá soltera con mi hija de 5" (class: the speaker named by their family role):
    // the speaker alone with the children
    r.found.push({ k: 'self', at: w === 'single' ? i : i - 1, strong: true });
    return r.done(w === 'single' ? i : i - 1, w === 'single' ? i + 2 : i + 1);
  } else if (
    SOLO_WORDS.has(w) &&
    /^(viaja|va|viene|llega|travels|is|goes)$/.test(prev) &&
    r.cls(i - 2)?.cls === 'adultRel' &&
    !r.cls(i - 2)!.plural &&
    !r.used[i - 2] &&
    !r.found.some((x) => x.k !== 'rooms')
  ) {
    // "Ejecutiva viaja sola", "el gerente va solo", "my boss travels alone" (class: one person named by who they are,
    // said to travel alone): one adult
    const from = /^(el|la|the|mi|my|su|our)$/.test(r.t(i - 3)) && !r.used[i - 3] ? i - 3 : i - 2;
    r.found.push({ k: 'adults', n: 1, at: from, person: true });
    return r.done(from, i + 1);
  } else if (
    /^(he|she|el|ella)$/.test(w) &&
    /^(and|y|e|&)$/.test(next) &&
    /^(his|her|su)$/.test(r.t(i + 2)) &&
    PARTNER_WORDS.has(r.t(i + 3)) &&
    !r.used[i + 3] &&
    !r.found.some((x) => x.k !== 'rooms')
  ) {
    // "He and his wife need a suite", "él y su esposa" (class: someone else and their partner, said for them): two adults
    r.found.push({ k: 'adults', n: 2, at: i, person: true });
    return r.done(i, i + 4);
  } else if (w === 'soy' && /^(la|el)$/.test(next) && /^(abuela|abuelo|mama|papa|mami|papi|madre|padre)$/.test(r.t(i + 2)) && !r.used[i + 2]) {
    // "soy la abuela, vamos con mi esposo y 3 nietos" (class: the speaker named by their family role): the speaker
    end = i + 3;
  } else if ((w === 'yo' || w === 'eu') && !r.toks[i - 1]?.d) {
    // the speaker as one of the party ("mi esposa y yo", "yo con mi mamá", "solo yo"), not the subject of a verb ("yo quiero…");
    // Portuguese "eu" the same ("somente eu", "eu e a patroa")
    const linkAfter =
      /^(y|e|con|\+|&|mas|and|with|solo|sola|solito|solita|tambien)$/.test(next) ||
      (next === ',' && r.partyStartsAt(i + 2)) ||
      (next === ',' && DETERMINERS.has(r.t(i + 2)));
    // Class: a party listed without commas, as spoken ("yo mi esposa la suegra y…", "mi esposo yo y los niños"): the
    // speaker right beside a person named with "mi"/"mis" is one of the list
    const listed = (k: number) =>
      /^(mi|mis)$/.test(r.t(k)) && (r.personNoun(k + 1) || PARTNER_WORDS.has(r.t(k + 1)) || /^(adultRel|adultRelPair)$/.test(r.cls(k + 1)?.cls ?? ''));
    const linkBefore = /^(y|e|\+|&|and|,|solo|solamente|somente|so|mas|somos)$/.test(prev) || listed(i - 2) || listed(i + 1);
    const alone = prev === '' && next === '' && r.expecting === 'party';
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
    // "a solo traveller, our CFO", "solo traveler: my boss" (class: the one traveller named right after, set apart):
    // that one grown-up, whoever writes
    const named = oneNamedApart(r, end);
    if (named !== undefined) {
      r.found.push({ k: 'adults', n: 1, at: i, person: true });
      return r.done(i, named);
    }
  } else if (
    SOLO_WORDS.has(w) &&
    /^(traveling|travelling|going|flying|travel|coming|trip|backpacking|mochileando|mochilero|mochilera|viajando)$/.test(prev) &&
    (next === '' || !/^[a-z]/.test(next) || /^(to|in|for|this|next|on|from|through|around|across|a|pa|para|por|en|desde)$/.test(next)) &&
    !(next === 'a' && /(ar|er|ir)$/.test(r.t(i + 2)))
  ) {
    end = i + 1; // "traveling solo", "backpacking solo through Colombia", "de mochilera sola a Santa Marta"
    strong = true;
  } else if (
    SOLO_WORDS.has(w) &&
    (SOLO_VERBS.has(prev) || next === 'yo' || next === 'eu') &&
    !/(ando|iendo|endo)$/.test(next) &&
    // "yo solo pago", "yo solo hago la reserva": only, before what the speaker does (see notSelf)
    !(prev === 'yo' && ONLY_DOING.has(next)) &&
    !(next === 'a' && /(ar|er|ir)$/.test(r.t(i + 2)))
  ) {
    // "voy sola", "solo yo"; not "estoy solo mirando", "voy solo a preguntar" (only)
    end = next === 'yo' || next === 'eu' ? i + 2 : i + 1;
    if (prev === 'mi' && !r.used[i - 1] && /^(para|pa|a)$/.test(r.t(i - 2))) {
      r.found.push({ k: 'self', at: i - 1, strong: true });
      return r.done(i - 1, end);
    }
    strong = true;
  } else if (SOLO_WORDS.has(w) && !r.used[i] && (ownClause(r, i) || closesTrip(r, i))) {
    // Class: "solo"/"sola" said as a clause of its own ("…, 4 noches, sola", "llego el 30 y me voy el 1, solo"): the
    // speaker travels alone; "solo" inside a clause ("solo 2 noches") is "only" and not read here.
    // (said of the one person the booking is for, when the speaker says nothing of themselves: "es para mi jefa: llega
    // a Bogotá el 20 y sale el 22, sola": she travels alone, the speaker does not)
    if (r.found.some((x) => x.k === 'companion' && x.n === 1 && x.at < i) && !r.speakerSaid()) {
      r.found.push({ k: 'notSelf', at: i });
      return r.done(i, i + 1);
    }
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
        (DETERMINERS.has(r.t(i + 2)) ||
          r.partyStartsAt(i + 2) ||
          /^(and|&|\+)$/.test(r.t(i + 2)) ||
          r.cls(i + 2)?.cls === 'adultRel' ||
          // "me, 2 friends and my nephew" (class: the speaker first in a list of people counted by who they are)
          (r.toks[i + 2]?.d === true && /^(adultRelMany|child)$/.test(r.cls(i + 3)?.cls ?? '')))) ||
      // Class: a party listed without commas, as typed fast ("me my wife 2 kids 4 and 7"): the speaker right before
      // "my" and a partner or a grown-up relative is one of the list
      (next === 'my' && (PARTNER_WORDS.has(r.t(i + 2)) || /^(adultRel|adultRelPair)$/.test(r.cls(i + 2)?.cls ?? ''))) ||
      meThenCompany(r, i))
  )
    end = i + 1;
  else if (w === 'i' && (/^(and|&)$/.test(prev) || /^(and|&)$/.test(next))) end = i + 1;
  // "me" as the whole answer to who travels: the speaker alone
  else if (w === 'me' && prev === '' && next === '' && r.expecting === 'party') {
    end = i + 1;
    strong = true;
  }
  // "Bogotá. 4 nights. Starting on the 12th. Me." (class: the speaker said as a clause of their own): alone
  else if (w === 'me' && !r.used[i] && ownClause(r, i) && /[.!]\s*$/.test(r.whole.slice(0, r.toks[i]!.s))) {
    end = i + 1;
    strong = true;
  } else if (w === 'mi' && /^(para|pa|a|for)$/.test(prev) && (next === '' || /^(y|e|,|solo|sola|solito|solita|\.)$/.test(next))) end = i + 1;
  // "a double for my parents and a single for me": a room for the speaker ("check for me" is no one)
  else if (
    w === 'me' &&
    prev === 'for' &&
    (/^(room|roomNoun|roomQual)$/.test(r.cls(i - 2)?.cls ?? '') || ROOM_CODES.has(r.t(i - 2))) &&
    (next === '' || /^(,|\.|;)$/.test(next))
  )
    end = i + 1;
  if (end === undefined) return undefined;
  if (w === 'mi' && !/^(y|e|,)$/.test(next)) strong = true;
  if (w === 'me' && /^(only|alone|myself)$/.test(next)) strong = true;
  let from = i;
  if (/^(just|only|solo|solamente|by)$/.test(prev) && !r.used[i - 1] && !SOLO_WORDS.has(w)) {
    from = i - 1;
    strong = true;
  }
  if (from === i && SOLO_VERBS.has(prev) && SOLO_WORDS.has(w) && !r.used[i - 1] && prev !== 'mi') from = i - 1;
  r.found.push({ k: 'self', at: from, strong });
  return r.done(from, end);
}

/**
 * Class: "solo"/"sola" closing a clause opened by a verb of the speaker going, with why between ("voy por trabajo
 * solo, necesito factura", "viajo de vacaciones sola."): the speaker travels alone. Not "solo" inside a clause.
 */
function closesTrip(r: Reader, i: number): boolean {
  if (!clauseClosedAfter(r, i)) return false;
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    if (/[,;:.!?]/.test(r.whole.slice(r.toks[k]!.e, r.toks[k + 1]!.s)) || r.toks[k]!.d) return false;
    if (SOLO_VERBS.has(r.t(k))) return k === i - 1 || TRIP_PURPOSE.has(r.t(k + 1));
  }
  return false;
}

/** Words opening why the speaker travels, between a verb of going and "solo" ("voy por trabajo solo", "viajo de vacaciones sola"). */
const TRIP_PURPOSE = new Set(['por', 'de', 'for', 'on']);

/**
 * Whether token `i` is a clause of its own in the whole message (earlier extractors' words included): only
 * punctuation between it and the clause breaks (or the ends) on both sides ("…, sola", "…, solo.", not "solo una
 * noche" with the nights blanked).
 */
function ownClause(r: Reader, i: number): boolean {
  const before = r.whole.slice(0, r.toks[i]!.s);
  return /(^|[,;:.!?\-—–])[^\p{L}\p{N},;:.!?\-—–]*$/u.test(before) && clauseClosedAfter(r, i);
}

/** Whether only punctuation stands between token `i` and its clause's break or the end (earlier extractors' words included). */
function clauseClosedAfter(r: Reader, i: number): boolean {
  return /^[^\p{L}\p{N},;:.!?]*([,;:.!?]|$)/u.test(r.whole.slice(r.toks[i]!.e));
}

/**
 * "me my wife and kids", "for me my gf and her son": "me" listed before a
 * companion without a comma, at the start of the message or after "for",
 * "just" (not "send me my booking", "tell me my options").
 */
function meThenCompany(r: Reader, i: number): boolean {
  if (!/^(my|our)$/.test(r.t(i + 1))) return false;
  const c = r.cls(i + 2)?.cls;
  if (!(c === 'adultRel' || c === 'adultRelPair' || c === 'adultRelMany' || c === 'couple')) return false;
  return i === 0 || /^(for|just|only|:|,|\.|-)$/.test(r.t(i - 1));
}

/**
 * Class: someone named by their given name, joined to the speaker ("me and Carlos", "yo y Carla", "Abril y yo.", "para
 * Abril y para mí", "for me and Domingo"): one grown-up more, the speaker read by its own rule. The name is a known given
 * name or typed with a capital; at the questions about the guest it is no one (a name given there is theirs).
 */
export function namedWithSpeaker(r: Reader, i: number): number | undefined {
  const name = r.t(i);
  if (r.expecting !== undefined && !SEARCH_SLOTS.has(r.expecting)) return undefined;
  if (i === 0 || name.length < 3 || r.toks[i]!.d || r.cls(i) || NOT_NAMES.has(name) || name in NUMBER_WORDS) return undefined;
  if (!/^\p{Lu}\p{Ll}+$/u.test(r.raw?.slice(r.toks[i]!.s, r.toks[i]!.e) ?? '')) return undefined;
  // (a name said after who they are, "my cousin Jenny y yo", is that person, counted once)
  if (r.cls(i - 1) || /^(my|mi|our|nuestro|nuestra|su|his|her)$/.test(r.t(i - 1))) return undefined;
  // (said right beside it as typed: no word another reader took between them, "me and our dog Max")
  const beside = (a: number, b: number) => a >= 0 && b < r.toks.length && /^\s*$/.test((r.raw ?? r.whole).slice(r.toks[a]!.e, r.toks[b]!.s));
  const joins = (k: number) => /^(and|&|y|e)$/.test(r.t(k)) && (k < i ? beside(k, i) : beside(i, k));
  const speaker = (k: number) => /^(me|yo|i)$/.test(r.t(k));
  // the end of a clause: nothing more, or a mark ("Abril y yo.", "me and April, Jan 10-12"); never "and I look for…"
  const ends = (k: number) => k >= r.toks.length || (r.toks[k]!.p === true && !/^,$/.test(r.t(k))) || (r.t(k) === ',' && !/^(mi|my)$/.test(r.t(k + 1)));
  const after =
    joins(i + 1) &&
    r.t(i - 1) !== ',' &&
    ((speaker(i + 2) && ends(i + 3)) || (/^(para|pa|for)$/.test(r.t(i + 2)) && /^(mi|me)$/.test(r.t(i + 3)) && ends(i + 4)));
  const before = joins(i - 1) && speaker(i - 2) && ends(i + 1);
  if (!after && !before) return undefined;
  r.found.push({ k: 'companion', n: 1, at: i });
  return r.done(i, i + 1);
}

/**
 * A person named by title ("el Dr. Pérez", "para la Dra. Lozano", "Mrs. Smith"): one adult, said like a person
 * described (`person`), so whoever is joined after ("y su esposa") is one more, and dropped beside a count of
 * adults ("1 adulto… para la Dra. Lozano" is that adult).
 */
export function title(r: Reader, i: number): number | undefined {
  const w = r.t(i);
  const article = /^(el|la|los|the)$/.test(r.t(i - 1)) && !r.used[i - 1];
  // "la señora Pérez", "el señor Gómez": a title only after the article ("mi señora" is a wife)
  const spelled = /^(senor|senora)$/.test(w) && article;
  // "los señores Gómez", "los Sres. Gómez", "Mr. and Mrs. Ito", "el Sr. y la Sra. Pérez" (class: a married couple named
  // by title): two adults
  let n = 1;
  let at = i + 1;
  if (/^(senores|sres)$/.test(w)) n = 2;
  // (any two titles joined before one surname: "Dr. and Mrs. Patel", "el Dr. y la Dra. Gómez", "Mr. and Dr. Lee")
  else if ((TITLES.has(w) || w === 'senor') && /^(and|&|y|e)$/.test(r.t(i + 1))) {
    let k = i + 2;
    if (r.t(k) === 'la' || r.t(k) === 'el') k++;
    if (!TITLES.has(r.t(k)) && r.t(k) !== 'senora') return undefined;
    n = 2;
    at = k + 1;
  } else if (!TITLES.has(w) && !spelled) return undefined;
  if (r.used[at]) return undefined;
  // at the guest's own questions ("Dr Emily Clarke" at the name question) and "a nombre de…" it is a name, not a party
  if (r.expecting !== undefined && !SEARCH_SLOTS.has(r.expecting)) return undefined;
  if (r.toks.slice(Math.max(0, i - 3), i).some((x) => /^(nombre|name|titular|client|cliente)$/.test(x.t))) return undefined;
  if (signedBy(r, i)) return undefined;
  const name = r.t(at);
  if (name.length < 3 || r.toks[at]?.d || NOT_NAMES.has(name) || r.cls(at) || name in NUMBER_WORDS) return undefined;
  // Class: a title spelled out before a word that is no name ("el señor llega el lunes", "la señora viaja con su
  // gato"): "el señor" is someone spoken of, not a person counted by name
  if (spelled && n === 1 && !KNOWN_NAMES.has(name)) return undefined;
  const from = article ? i - 1 : i;
  // Class: a man named by title, then "la señora" / "la esposa" with no name of her own ("el señor Ramírez, la señora
  // y el niño", "el Dr. Gómez y la esposa"): his wife, one grown-up more
  let end = at + 1;
  const joint = /^(,|y|e)$/.test(r.t(end)) ? end + 1 : end;
  if (n === 1 && /^(sr|senor|dr|don|ing|lic)$/.test(w) && r.t(joint) === 'la' && /^(senora|esposa)$/.test(r.t(joint + 1)) && !r.used[joint + 1]) {
    const after = r.t(joint + 2);
    if (!(after.length >= 3 && KNOWN_NAMES.has(after))) {
      n = 2;
      end = joint + 2;
    }
  }
  r.found.push({ k: 'adults', n, at: i, person: true, desc: true });
  return r.done(from, end);
}

/**
 * Whether the title at token `i` opens the signature of a letter ("…aged 19.⏎⏎Yours sincerely,⏎Dr. Elizabeth Morgan"):
 * on a line of its own after the first, with at most three words on it. The one who signs is the guest writing, no
 * one more.
 */
function signedBy(r: Reader, i: number): boolean {
  const tok = r.toks[i];
  const raw = r.raw;
  if (!tok || i === 0 || raw === undefined) return false;
  const lineStart = raw.lastIndexOf('\n', tok.s);
  if (lineStart < 0 || /\S/.test(raw.slice(lineStart + 1, tok.s))) return false;
  const lineEnd = raw.indexOf('\n', tok.s);
  const line = raw.slice(tok.s, lineEnd < 0 ? undefined : lineEnd);
  return line.split(/[\s.,]+/).filter(Boolean).length <= 4;
}

/**
 * Class: Spanish "son" (they are) leading the ages at the children's-ages question ("son 5 y 9", "son de 5 y 9",
 * "no, son 4 y 7"): the verb, not English "son"; its words are skipped so the ages after it are read as bare ages.
 * Only at the start of the message or of a clause, and only before an age list (a number then "y", a comma, a unit
 * or the end).
 */
export function sonAsVerb(r: Reader, i: number): number | undefined {
  if (r.t(i) !== 'son') return undefined;
  if (r.expecting !== 'childAges') return sonCount(r, i);
  if (i > 0 && !/^(,|;|:|no|pues|bueno|ok|si|y|entonces|perdon|mejor)$/.test(r.t(i - 1))) return undefined;
  const k = /^(de|d)$/.test(r.t(i + 1)) ? i + 2 : i + 1;
  if (!r.toks[k]?.d && NUMBER_WORDS[r.t(k)] === undefined) return undefined;
  // "son 3 no 2: 4, 6 y 9" corrects how many they are: left to the readers of counts
  if (!/^(y|e|,|&|\/|anos|ano|meses|)$/.test(r.t(k + 1))) return undefined;
  r.mark(i, k);
  return k;
}

/**
 * Whether a group counted at `i`, its words ending before `end` ("4 amigos", "3 friends", "cuatro chicas"), is the whole
 * party where the words say so: at the party question; after "para"/"for"; before a verb of going ("4 friends going
 * to…"); closing a clause whose other words other readers took ("Medellín 2 noches, 3 parceros"); opening the message
 * before where to ("3 friends to Cartagena") or whose group it is ("Four mates from uni, Cartagena"); before "que
 * vamos"; or before the rooms they sleep in ("4 friends in 2 rooms", "8 amigas en 2 habitaciones").
 */
function groupIsParty(r: Reader, i: number, end: number): boolean {
  const whose = pastWhose(r, end);
  return (
    r.expecting === 'party' ||
    PARA.has(r.t(i - 1)) ||
    /^(going|traveling|travelling|heading|visiting|coming|flying|vamos|viajamos|viajando)$/.test(r.t(end)) ||
    // "2 friends looking for a room", "3 amigas buscando hotel", "2 colleagues need a twin": they are who seeks the stay
    /^(looking|searching|seeking|wanting|needing|need|want|buscando|buscan|necesitan|quieren)$/.test(r.t(end)) ||
    (/^(,|\.|)$/.test(r.t(end)) && r.blanked()) ||
    (i === 0 && /^(a|to|pa|hacia)$/.test(r.t(whose))) ||
    (i === 0 && whose > end && /^(,|\.|)$/.test(r.t(whose)) && r.blanked()) ||
    (r.t(end) === 'que' && PLURAL_WE.has(r.t(end + 1))) ||
    // "2 Aussies after a room in Cartagena" (British "after": looking for)
    (r.t(end) === 'after' && /^(a|an|2|two|some)$/.test(r.t(end + 1)) && /^(room|roomNoun)$/.test(r.cls(end + 2)?.cls ?? '')) ||
    // "…, 3 nights, 6 lads from Dublin, 3 rooms" (a clause of its own in a list of the request's parts, where they come from after it)
    (r.t(i - 1) === ',' && whose > end && /^(,|\.|)$/.test(r.t(whose)) && !r.found.some((x) => x.k !== 'rooms' && x.k !== 'seg')) ||
    (/^(en|in)$/.test(r.t(end)) && r.count(end + 1, false) !== undefined && /^(room|roomNoun)$/.test(r.cls(end + 2)?.cls ?? ''))
  );
}

/** The index past a "de la compañía", "of the firm" at `k` (whose people they are: one word), or `k`. */
function pastWhose(r: Reader, k: number): number {
  if (!/^(de|del|of|from)$/.test(r.t(k))) return k;
  let q = k + 1;
  if (/^(la|el|los|las|the|our|my|mi|nuestra|nuestro)$/.test(r.t(q))) q++;
  return r.toks[q] && !r.toks[q]!.p && !r.toks[q]!.d && !r.cls(q) ? q + 1 : k;
}

/**
 * Class: Spanish "son" (they are) before a number in a Spanish chat ("perdón, son 4 no 3 ejecutivos", "son 4",
 * "las noches son 4 no 3"): the verb, never English "son" (a child of that age). Opening the message or a clause,
 * "son N" counts the party (with a grown-ups' noun after it, the grown-ups), and "no M" after it denies the count M
 * ("son 4 no 3": four); after anything else only the verb is set aside. Not when English words stand in the
 * message ("2 adults, son 4, daughter 6").
 */
function sonCount(r: Reader, i: number): number | undefined {
  if (r.lang !== 'es' || r.toks.some((x) => ENGLISH_PARTY_HINTS.has(x.t))) return undefined;
  if (i > 0 && OWN_ROOM_OWNERS.has(r.t(i - 1))) return undefined;
  const k = /^(de|d)$/.test(r.t(i + 1)) ? i + 2 : i + 1;
  const n = r.count(k, false);
  if (n === undefined) return undefined;
  const opens = i === 0 || /^(,|;|:|no|pues|bueno|ok|si|y|entonces|perdon|mejor|ya|sea|ahora|ellos|ellas)$/.test(r.t(i - 1));
  // the count of something another reader took right after it ("son 6 noches y somos 3": the nights) counts no one
  const taken = /^\s*(?:noches?|nights?|dias?|days?|semanas?|weeks?)\b/.test(r.whole.slice(r.toks[k]!.e, r.toks[k + 1]?.s ?? r.whole.length));
  if (!opens || taken) {
    r.mark(i, i + 1);
    return i + 1;
  }
  let end = k + 1;
  if (r.t(end) === 'no' && r.count(end + 1, false) !== undefined && r.count(end + 1, false) !== n) end += 2;
  const c = r.cls(end);
  if (c?.plural && (c.cls === 'adult' || c.cls === 'adultRelMany') && PEOPLE_WORDS.get(r.t(end))?.age === 'adult') {
    r.found.push({ k: 'adults', n, at: k });
    return r.done(i, end + 1);
  }
  if (c?.plural && c.cls === 'people') end++;
  else if (c || !(r.t(end) === '' || /^(,|;|\.|y|en|para|pa|personas)$/.test(r.t(end)))) {
    r.mark(i, i + 1);
    return i + 1;
  }
  // "para 3 ejecutivos, perdón, son 4": after a correction word the count replaces the grown-ups counted just before
  const last = r.found[r.found.length - 1];
  if (
    i > 0 &&
    /^(perdon|perdona|corrijo|digo|no|mejor|sorry)$/.test(r.t(i - 1) === ',' ? r.t(i - 2) : r.t(i - 1)) &&
    last &&
    ((last.k === 'adults' && !last.person && !last.desc) || (last.k === 'companion' && last.counted && last.n !== undefined))
  ) {
    r.found[r.found.length - 1] = { k: 'adults', n, at: last.at };
    return r.done(i, end);
  }
  r.found.push({ k: 'total', n, family: false, at: i, end });
  return r.done(i, end);
}

/**
 * Class: one relative joined with "+" or "plus" to a party ("2 adults + 2 kids + grandma", "2 adultos + la abuela"): one
 * companion (added by the "+", see `plusBefore`), with or without an article.
 */
export function plusCompanion(r: Reader, i: number): number | undefined {
  const lead = /^(la|el|the|my|mi)$/.test(r.t(i)) ? i + 1 : i;
  // not "más": "qué más, pana" is a greeting
  if (!/^(\+|plus)$/.test(r.t(i - 1)) || r.used[lead]) return undefined;
  const c = r.cls(lead);
  if (c?.cls !== 'adultRel' || c.plural || r.t(lead + 1) === "'" || r.t(lead + 1) === 's') return undefined;
  r.found.push({ k: 'companion', n: 1, at: i });
  return r.done(i, lead + 1);
}

/**
 * Class: the speaker and a bare count of others joined to them ("me + 1", "myself +1", "me and 2 more", "yo + 2",
 * "yo y 3 más", "me plus two others"): that many companions of no age said, grown-ups, besides the speaker (read
 * by `self`). Only a count closing its clause or followed by a word of more people; "me and 2 kids" is the group's.
 */
export function speakerPlus(r: Reader, i: number): number | undefined {
  const join = r.t(i - 1);
  if (!/^(\+|plus|and|y|mas)$/.test(join) || !SPEAKER_ALONE.has(r.t(i - 2)) || r.used[i]) return undefined;
  const n = r.count(i, false);
  if (n === undefined || n < 1) return undefined;
  let end = i + 1;
  if (PEOPLE_MORE.has(r.t(end))) end++;
  if (!(r.t(end) === '' || /^[,.;:!?)]$/.test(r.t(end)) || (r.t(end) === 'please' && r.t(end + 1) === ''))) return undefined;
  r.found.push({ k: 'companion', n, at: i });
  return r.done(i, end);
}

/**
 * Class: one more child said by "uno"/"una" and an age, after children were counted ("nosotros con 2 niños de 6 y 9,
 * y mis cuñados con uno de 4", "with 2 kids, and my sister with one of 5"): one child of that age more.
 */
export function oneChildOfAnother(r: Reader, i: number): number | undefined {
  if (!/^(uno|una|one)$/.test(r.t(i)) || !/^(con|with|y|and)$/.test(r.t(i - 1)) || !/^(de|of|aged)$/.test(r.t(i + 1))) return undefined;
  if (!r.found.some((x) => x.k === 'children' && x.n !== undefined && posOf(x) < i)) return undefined;
  const age = r.count(i + 2, false);
  if (age === undefined || age >= ADULT_AGE || !r.toks[i + 2]!.d) return undefined;
  let end = i + 3;
  if (YEAR_UNITS.has(r.t(end)) && !GLUED_ONLY_UNITS.has(r.t(end))) end++;
  else if (r.cls(end) || MONTH_UNITS.has(r.t(end))) return undefined;
  r.found.push({ k: 'children', n: 1, ages: [age], old: [], at: i });
  return r.done(i, end);
}

/**
 * Class: the listener addressed after a comma, closing the message ("solo yo, parce", "me and my wife, mate",
 * {@link VOCATIVES}): used here, so no reader takes them for a companion.
 */
export function vocative(r: Reader): void {
  let last = r.toks.length - 1;
  while (last > 0 && r.toks[last]!.p) last--;
  if (last >= 2 && VOCATIVES.has(r.t(last)) && r.t(last - 1) === ',' && !r.used[last]) r.used[last] = true;
}
