/**
 * One reading of one message ({@link Reader}): its tokens, which of them a rule has used, and the mentions found;
 * with what every rule reads with (a token's word and class, numbers and spelled counts, ages and age lists, what
 * stands before and after a token) and the small readings the rules and the combiner share (someone brought along,
 * a plus before a name, the position of a mention).
 */
import { NUMBER_WORDS } from '../text.js';
import type { Message, TextRange } from '../types.js';
import { PLACES } from '../guest/places.js';
import { bonusWordsAfter, possessedAfter, readerWords, PEOPLE_WORDS, peopleTagged, PARTNER_WORDS } from '../people.js';
import { isCountedThing, isRequestWord } from '../requests.js';
import { ADULT_AGE } from '../../limits.js';
import type { AgeList, Mention } from './mentions.js';
import {
  ADJECTIVES,
  bornTogether,
  SPEAKER_WORDS,
  AGE_FILLERS,
  ABOUT_AGE,
  AGE_INTROS,
  AGE_SEPARATORS,
  ANOTHER,
  BABIES,
  CELEBRATIONS,
  COMPARED_TO,
  VISITED,
  CONNECTORS,
  COUNT_CORRECTIONS,
  DESCRIBED_CHILD,
  DETERMINERS,
  DROPPED_OUT,
  ENGLISH_PARTY_HINTS,
  FUZZY_ADULT_TARGETS,
  FUZZY_TARGETS,
  GLUED_ONLY_UNITS,
  JOINING_VERBS,
  LITTLE_ONE,
  LITTLE_ONES,
  MAYBE_AFTER,
  MAYBE_BEFORE,
  MONTH_UNITS,
  NOT_AGE_AFTER,
  NOT_FUZZY,
  NOT_PERSON_AFTER_COUPLE,
  NOT_STRAY,
  NOT_TRAVELLING,
  EVENTS,
  OCCASIONS,
  OWN,
  PARA,
  PATIENT,
  POSSESSED,
  POSSESSED_ONE,
  POSSESSED_PAIR,
  ROOM_AS_SPACE_BEFORE,
  ROOM_CODES,
  SAFE_AFTER_TOTAL,
  SEG_SELF,
  SENT,
  SPELLED_UNITS,
  STAFF,
  TAKING_ALONG,
  THINGS_OWNED,
  TOTAL_VERBS,
  TRAVEL,
  WEEK_UNITS,
  WORDS,
  type WordInfo,
  YEAR_UNITS,
  isRoomWord,
  diminutiveOf,
  oneTypo,
  STAYING_BEHIND,
} from './words.js';
import { type Tok, readGluedCodes, readHeardCounts, tokenize, withLineBreaks } from './tokens.js';

/** One reading of one message: tokens, which are used, and what was found. */
/** Words after "stays in" / "se queda en" that keep the one staying in the trip ("se queda en la habitación", "stays in the same room", "stays in another room"). */
const STAYING_IN_STAY: ReadonlySet<string> = new Set(
  'la el los las una un otra otro su sus mi mis the a an another our my his her their same misma mismo habitacion cuarto room hotel'.split(' '),
);

/** Endearments that name one's partner after "mi"/"my" ("mi amor", "mi vida", "my love"); read only with the possessive. */
export const ENDEARMENTS = peopleTagged('endearment');

/** Words asking what a room holds ("caben", "capacidad", "fit", "max"): a room named in such a question is not booked. */
const CAPACITY_WORDS: ReadonlySet<string> = readerWords('capacityWords');
/** Verbs of sharing a room ("the interns share a TPL", "los practicantes comparten una triple"): see {@link Reader.subsetSharesRoom}. */
const SHARE_VERBS: ReadonlySet<string> = new Set(['share', 'sharing', 'comparten', 'compartiran', 'compartiendo']);

/** Plurals of room kinds the room words leave out ("2 doubles", "3 singles", "4 twins"). */
const ROOM_KIND_PLURALS: ReadonlySet<string> = new Set(['doubles', 'singles', 'twins']);

/**
 * Whether word `w` after a count makes it no person: a length, money, a date or beds (see `NOT_AGE_AFTER`), a room or
 * its kind ({@link isRoomWord}, {@link ROOM_KIND_PLURALS}), a unit of age, or "more".
 */
function notPeopleAfterCount(w: string): boolean {
  return NOT_AGE_AFTER.has(w) || isRoomWord(w) || ROOM_KIND_PLURALS.has(w) || YEAR_UNITS.has(w) || MONTH_UNITS.has(w) || w === 'mas' || w === 'more';
}

/** One reading of one message: tokens, which are used, and the mentions found; the rules read with its methods. */
export class Reader {
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
  /** The "'s" tokens of owners named again ("my husband and I … my husband's two cousins"): the possessive of who follows. */
  readonly ownersS = new Set<number>();
  /** Every room's children's ages, said once after a party per room ("c/u 2 adultos + 1 niño (7 y 11)"), in order. */
  eachAges: number[] | undefined;
  /** The children said to sleep in a room of their own ("kids in their own room"): see {@link kidsOwnRoom}. */
  kidsRoom = false;
  /**
   * How many grown-ups one named person or pair said to have a room of their own stands for ("Dad would like his own
   * room": 1, "grandparents in their own room": 2): see {@link adultsOwnRoom}; 0 when none is said.
   */
  adultsRoom = 0;
  /** A room said for each couple ("cada pareja en su habitación", "each couple in its own room"). */
  perCouple = false;
  /** How many share each room, when said ("two to a room", "2 por habitación", "de a dos por cuarto"): see {@link sharing}. */
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
    // Class: British and Australian "me" for "my" before someone ("me and me mate", "with me missus and the kids"): "my"
    if (lang !== 'es')
      for (let k = 1; k < this.toks.length - 1; k++)
        if (this.toks[k]!.t === 'me' && /^(and|&|with|n)$/.test(this.toks[k - 1]!.t) && PEOPLE_WORDS.get(this.toks[k + 1]!.t)?.cls !== undefined)
          this.toks[k] = { ...this.toks[k]!, t: 'my' };
    this.used = this.toks.map(() => false);
    this.text = folded;
  }

  /** The folded message. */
  readonly text: string;

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

  /** Whether the message speaks of a trip: a travel word, or at the party question. */
  travelWords(): boolean {
    return this.expecting === 'party' || this.toks.some((x) => TRAVEL.has(x.t));
  }

  /**
   * Whether the speaker says anything of themselves travelling: "yo", "me", "conmigo", "nosotros", "vamos", "voy",
   * "viajo", "somos", "I", "we", "us". Without such a word, people named in the third person may be the whole party.
   */
  speakerSaid(): boolean {
    return this.toks.some((x) => SPEAKER_WORDS.has(x.t));
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
    // "cien personas, es un matrimonio", "20 of us, it's a wedding": an occasion word that also names a couple, said as
    // what the trip is ("es un", "it's a"), is the occasion
    const named = /^(un|una|a)$/.test(this.t(at)) ? at + 1 : at;
    if (OCCASIONS.has(this.t(named)) && /^(un|una|a)$/.test(this.t(named - 1)) && /^(es|sera|is|s)$/.test(this.t(named - 2))) return 'occasion';
    for (let k = at; k < at + 3 && k < this.toks.length; k++) {
      // "my parents' anniversary" (the apostrophe of a plural is no token), "my mum birthday": an English people word
      // right before the occasion
      if (
        this.cls(k) &&
        this.t(k) !== 's' &&
        kind(this.t(k + 1)) &&
        /^[a-z]+s$|^(mum|mom|dad|wife|husband)$/.test(this.t(k)) &&
        /^(my|our|his|her|their)$/.test(this.t(at))
      )
        return kind(this.t(k + 1));
      if (this.t(k) === 's' && this.cls(k - 1)) {
        const said = kind(this.t(k + 1)) ?? kind(this.t(k + 2));
        if (said) return said;
        // "for my grandma's 90th", "mum's 60th" (class: a birthday said by its ordinal): the occasion of someone
        if (/^\d{1,3}(st|nd|rd|th)?$/.test(this.t(k + 1)) && /^(st|nd|rd|th)$/.test(this.toks[k + 1]!.d ? this.t(k + 2) : this.t(k + 1).replace(/^\d+/, '')))
          return 'occasion';
        // "only me now, my husband's flight got cancelled" (class: the owner of a thing said, no one of its own); the
        // thing read in the whole message, another reader may have taken it ("grandpa's guide dog": a pet request)
        const thing = /^\s*(\p{L}+)/u.exec(this.whole.slice(this.toks[k]!.e))?.[1] ?? '';
        if (THINGS_OWNED.has(this.t(k + 1)) || THINGS_OWNED.has(thing)) return 'occasion';
      }
    }
    return undefined;
  }

  /**
   * Whether the person of the mention at token `at` is said to drop out right after them, up to the end of its clause
   * ("…pero mi hermano ya no va", "…but my brother isn't coming"): see {@link DROPPED_OUT}.
   */
  droppedOut(at: number): boolean {
    for (let k = at; k < at + 3 && k < this.toks.length; k++) {
      if (!this.cls(k) || this.t(k) === 's') continue;
      return DROPPED_OUT.test(
        this.toks
          .slice(this.afterOwner(k + 1))
          .map((x) => x.t)
          .join(' '),
      );
    }
    return false;
  }

  /**
   * Whether the person of the mention at token `at` is said to drop out right before them ("…pero al final no viene mi
   * hermano", "…no van ni mi hermano ni su novia", "but in the end isn't coming my brother" is no English): the verb of
   * {@link DROPPED_OUT} in Spanish ("no viene", "no van", "ya no va") ends the words before them, a "ni" between.
   */
  droppedOutBefore(at: number): boolean {
    let k = at - 1;
    if (/^(mi|mis|su|sus|el|la|los|las)$/.test(this.t(k))) k--;
    const ni = this.t(k) === 'ni' ? k : undefined;
    if (ni !== undefined) k--;
    const before = this.toks
      .slice(Math.max(0, k - 3), k + 1)
      .map((x) => x.t)
      .join(' ');
    if (/(?:^| )no (?:va|viene|van|vienen|ira|iran|vendra|vendran)$|(?:^| )no (?:puede|pueden) (?:ir|venir)$|(?:^| )no va a (?:ir|venir)$/.test(before))
      return true;
    // (the second of "ni mi hermano ni su novia": the verb is before the first)
    const first = ni === undefined ? undefined : this.found.find((x) => x.k === 'companion' && x.at < ni && x.at >= ni - 3);
    return first !== undefined && this.droppedOutBefore(first.at);
  }

  /**
   * The token after a pronoun owner said right after a person at token `k` ("los papás de ellos", "la mamá de él"):
   * `k + 2` past "de" and the pronoun, or `k` when none is said.
   */
  afterOwner(k: number): number {
    return this.t(k) === 'de' && /^(ellos|ellas|el|ella)$/.test(this.t(k + 1)) ? k + 2 : k;
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
    const before = this.toks
      .slice(Math.max(0, at - 4), at)
      .map((x) => x.t)
      .join(' ');
    if (COMPARED_TO.test(before)) return 'occasion';
    // The one the trip goes to see ("me and my two boys visiting their grandpa", "vamos a visitar a mi abuela")
    if (VISITED.test(before)) return 'occasion';
    for (let k = at; k < at + 3 && k < this.toks.length; k++) {
      if (!this.cls(k) || this.t(k) === 's') continue;
      // what is said of them comes after their ages ("los niños de 6 y 8 se quedan con la abuela")
      let e = k + 1;
      while (e < k + 12 && (this.toks[e]?.d || /^(de|y|e|and|anos|years|old|\(|\))$/.test(this.t(e)))) e++;
      if (e > k + 1 && !this.toks.slice(k + 1, e).some((x) => x.d)) e = this.afterOwner(k + 1);
      const after = this.toks
        .slice(e, e + 4)
        .map((x) => x.t)
        .join(' ');
      // ("their dad stays in Miami", "mi esposo se queda en Bogotá": staying somewhere named, not in a room of the stay)
      const stays = /^(?:stays|stay|is staying|s staying|se queda|se quedan) (?:in|en) (\p{L}+)/u.exec(after)?.[1];
      const home = stays !== undefined && !STAYING_IN_STAY.has(stays);
      return NOT_TRAVELLING.test(after) || home || this.droppedOut(at) ? 'occasion' : PATIENT.test(after) ? 'patient' : undefined;
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

  /**
   * Whether token `k` is the "con"/"with" of others staying behind with someone, right after a word of the people
   * lexicon's `stayingBehind` ("se quedan con", "stay with", "is staying with", "stay home with"; see
   * {@link stayingBehindBefore} for the whole clause).
   */
  stayingWith(k: number): boolean {
    return /^(con|with)$/.test(this.t(k)) && STAYING_BEHIND.has(this.t(k - 1));
  }

  /** The role word of the mention at token `at` ("hija" of "mi hija de 22"), within its first three words. */
  roleWord(at: number): string | undefined {
    for (let k = at; k < at + 3 && k < this.toks.length; k++) if (this.cls(k) && this.t(k) !== 's') return this.t(k);
    return undefined;
  }

  /** Word class of token `i` (exact, or one typo away for long words). */
  cls(i: number): WordInfo | undefined {
    const w = this.t(i);
    // "a girls' trip", "boys weekend": the kind of trip, nobody counted
    if (/^(girls|boys|guys|ladies)$/.test(w) && /^(trip|weekend|getaway|night|party|holiday|vacation)$/.test(this.t(i + 1))) return undefined;
    // "our little ones", "the little one", "2 young ones"
    if ((w === 'ones' || w === 'one') && /^(little|lil|young|wee)$/.test(this.t(i - 1))) return w === 'ones' ? LITTLE_ONES : LITTLE_ONE;
    // Class: Colombian "la prima", the bonus paid in June and December ("ya llegó la prima", "con la prima de junio",
    // "me pagaron la prima"): money, nobody counted; "mi prima", "la prima de mi esposo" stay a cousin
    if (w === 'prima' && bonusWordsAfter(this.t(i - 2), this.t(i - 1), this.t(i + 1), this.t(i + 2)) !== undefined) return undefined;
    // Class: a partner called by an endearment after "mi"/"my" ("mi amor y yo", "con mi vida", "my love and I"): one adult.
    // "myself and my PA" (class: the English personal assistant after a possessive, never Spanish "pa", "para"; not a
    // word of the people lexicon, where "pa" would name people everywhere)
    if (w === 'pa' && /^(my|our|his|her|their)$/.test(this.t(i - 1))) return WORDS.get('assistant');
    // ("yo con la flaca y el bebé": the article after "con"/"y" stands for the possessive)
    if (ENDEARMENTS.has(w) && (/^(mi|my)$/.test(this.t(i - 1)) || (this.t(i - 1) === 'la' && /^(con|y)$/.test(this.t(i - 2))))) return WORDS.get('pareja');
    // Class: someone named only right after a possessive ("me, my ex, and our two kids", "mi ex y yo", "my folks";
    // "hi folks" greets); before a role word only its adjective ("my ex-wife", "mi ex esposa").
    if (POSSESSED.has(w)) {
      if (!OWN.has(this.t(i - 1)) || !possessedAfter(w, this.t(i - 1)) || this.cls(this.t(i + 1) === '-' ? i + 2 : i + 1)) return undefined;
      return PEOPLE_WORDS.get(w)!.people === 1 ? POSSESSED_ONE : POSSESSED_PAIR;
    }
    // "el señor Ocampo" (class: "señor" before a name written with its capital): a title, like "Sr."; "un señor", "dos
    // señoras y un señor" name a grown-up
    if (w === 'senor' && this.raw !== undefined && /^\p{Lu}/u.test(this.raw.slice(this.toks[i + 1]?.s ?? this.raw.length))) return WORDS.get('sr');
    const exact = WORDS.get(w) ?? diminutiveOf(w) ?? this.nationals(i);
    if (exact || w.length < 5 || this.toks[i]?.d || NOT_FUZZY.has(w)) return exact;
    if (w.startsWith('ad')) for (const target of FUZZY_ADULT_TARGETS) if (oneTypo(target, w)) return WORDS.get(target);
    if (w.length < 6) return undefined;
    for (const target of FUZZY_TARGETS) if (oneTypo(target, w)) return WORDS.get(target);
    return undefined;
  }

  /**
   * Class: people counted by their nationality ("somos dos mexicanos", "we are 2 Canadians", "3 alemanes y un niño"): a
   * plural nationality word right after a count names that many grown-ups, like "colegas", and one after an article in
   * a list of people one grown-up; with no count before it ("somos mexicanos") it says where they are from.
   */
  private nationals(i: number): WordInfo | undefined {
    const w = this.t(i);
    // ("a Brazilian couple", "dos mexicanos amigos": before a people word it is that word's adjective)
    if (PLACES.get(w)?.kind !== 'demonym' || WORDS.has(this.t(i + 1))) return undefined;
    if (w.endsWith('s') && this.numberAt(i - 1) !== undefined) return WORDS.get('colegas');
    // one said in a list of people ("dos colombianas y un gringo", "2 Germans and a Canadian"), never "soy una
    // colombiana" or "a Canadian citizen"
    const joiner = (x: number) => /^(y|e|and|con|with|,|\+|&|plus|mas)$/.test(this.t(x));
    if (/^(un|una|uno|a|an|one)$/.test(this.t(i - 1)) && (joiner(i - 2) || joiner(i + 1))) return WORDS.get('colega');
    return undefined;
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

  /**
   * Ages said later for the children already counted (class: the same children named again with their ages): "somos
   * 2 adultos y 2 niños, … Los niños tienen 4 y 7", "4 adults and 2 kids. The kids are 12 and 14", "mis dos hijos y
   * yo, ellos tienen 14 y 16". When one earlier mention counted children with no ages, the ages become its own when
   * as many (true); `'mismatch'` when not as many; false when no such mention.
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

  /** Whether the token at `i` stands apart, with a space on both sides ("1 / 1", not "1/1"). */
  spacedApart(i: number): boolean {
    const before = this.toks[i - 1];
    const at = this.toks[i];
    const after = this.toks[i + 1];
    return !!before && !!at && !!after && at.s > before.e && after.s > at.e;
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
    // "4/5", "1/1" glued: a date or a choice; " / " spaced on both sides is a separator of agencies' fields ("INF 1 / 1 hab")
    if (w === '/' && this.toks[i + 2]?.d && !this.spacedApart(i + 1)) return false;
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
    // a count of rooms is no age ("2 ADL + 1 INF, 1 DBL con cuna"), nor one of things asked for ("gemelos de 7 meses,
    // 2 cunas por favor", "niños de 3 y 5, 2 camas extra", "2 dogs")
    // (the thing may have been read already as a request: it is looked for in the whole message)
    const thing = /^\s+([a-z]+)/.exec(this.whole.slice(tok.e))?.[1] ?? '';
    if (tok.d && (ROOM_CODES.has(this.t(i + 1)) || this.cls(i + 1)?.cls === 'room' || isCountedThing(thing))) return undefined;
    let v: number | undefined;
    const w = tok.t;
    // a baby carried in arms ("uno de brazos") is aged 0 (see readAges)
    if (w === 'brazos' && this.t(i - 1) === 'de') return { v: 0, unit: 'y', end: i + 1 };
    // English "a baby in arms", "an infant in arms" in a list of ages: aged 0
    {
      const k = /^(a|an)$/.test(w) ? i + 1 : i;
      if (/^(baby|infant)$/.test(this.t(k)) && this.t(k + 1) === 'in' && this.t(k + 2) === 'arms') return { v: 0, unit: 'y', end: k + 3 };
      // "a baby in arms": the age of the baby just named
      if (w === 'in' && this.t(i + 1) === 'arms' && /^(baby|infant)$/.test(this.t(i - 1))) return { v: 0, unit: 'y', end: i + 2 };
    }
    // a newborn is aged 0: "recién nacido", "newborn"
    if (w === 'newborn' || (w === 'recien' && /^(nacido|nacida)$/.test(this.t(i + 1)))) return { v: 0, unit: 'y', end: w === 'newborn' ? i + 1 : i + 2 };
    // a baby of months with no number ("un bebé de meses", "de pocos meses", "a few months old", "months old") is aged 0
    if (w === 'meses' && this.t(i - 1) === 'de') return { v: 0, unit: 'y', end: i + 1 };
    {
      const k = w === 'a' && this.t(i + 1) === 'few' ? i + 1 : i;
      if (/^(pocos|few)$/.test(this.t(k)) && /^(meses|months)$/.test(this.t(k + 1))) return { v: 0, unit: 'y', end: this.t(k + 2) === 'old' ? k + 3 : k + 2 };
    }
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
    // "he's almost 6", "casi 3 años" (class: an age said by the birthday to come): the whole years now, one less
    if (unit !== 'm' && v >= 1 && /^(almost|nearly|casi)$/.test(this.t(i - 1))) v -= 1;
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

  /** Whether a full stop, "!" or "?" ends the sentence right after token `k` ("party of 2. Any rooms…"; not "2.5"). */
  sentenceEndsAfter(k: number): boolean {
    const tok = this.toks[k];
    if (!tok) return false;
    const gap = this.text.slice(tok.e, this.toks[k + 1]?.s ?? this.text.length);
    return /^\s*[.!?]/.test(gap) && !/^\.\d/.test(this.text.slice(tok.e));
  }

  /** Whether ages with their unit start at `k`: "7 years", "4 and 6 years", "5 y 8 años" (digits, up to three). */
  agesWithUnitAt(k: number): boolean {
    for (let x = k, n = 0; n < 3; n++) {
      if (!this.toks[x]?.d) return false;
      if (YEAR_UNITS.has(this.t(x + 1))) return true;
      if (!/^(and|y|e|,)$/.test(this.t(x + 1))) return false;
      x += 2;
    }
    return false;
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
    // one age after them is the age of each ("los niños (gemelos de 4)": two children of 4)
    // "4 kids (twins of 3, 7 and 10)", "3 niños: gemelos de 4 y uno de 9": the twins' age bound to them ("of", "de")
    // opens a longer list, and is the age of each of them
    let twins = 1;
    let twinsFirst = false;
    if (intro && this.cls(k)?.cls === 'twins' && this.cls(k)?.plural && !this.used[k]) {
      twins = bornTogether(this.t(k));
      twinsFirst = this.t(k + 1) !== ',';
      k += this.t(k + 1) === ',' ? 2 : 1;
    }
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
    // (a bound is no introducer: "un bebé menor de 1 año" is under one, "un niño menor de 5" a bound)
    for (let n = 0; n < 4 && (AGE_INTROS.has(this.t(k)) || introWord(k)) && !this.used[k] && !this.boundAt(k); n++) {
      // an age said as about opens the ages only right after who they are ("los dos son menores, como de 10": asked)
      if (ABOUT_AGE.has(this.t(k)) && this.t(k - 1) === ',') break;
      // "con" / "with" introduce ages only as "con edades", "with ages", or before ages with their unit, as some write
      // their own language's way ("1 child with 7 years", "a son with 5 years old", "kids with 4 and 6 years")
      if ((this.t(k) === 'con' || this.t(k) === 'with') && !/^(edad|edades|ages|age)$/.test(this.t(k + 1)) && !this.agesWithUnitAt(k + 1)) break;
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
      // "2 niños: uno de 5", "3 kids, one is 9": the age of one of them, not of each
      if (/^(uno|una|one)$/.test(this.t(k)) && /^(de|d|is|s|tiene|of)$/.test(next)) described = true;
      intro = true;
      k++;
    }
    // "both under 2", "menores de 5", "over 12": a bound, not an age (the ages are asked); "de entre 3 y 10 años",
    // "between 3 and 10": a range of ages, none of them a child's
    // "a baby under one", "dos bebés menores de un año", "both under 1": a bound that leaves only 0, each one's age
    const underOne = this.underOneEnd(k) ?? (/^(menor|menores)$/.test(this.t(k - 1)) ? this.underOneEnd(k - 1) : undefined);
    if (underOne !== undefined) return { others: 0, ages: [0], old: [], end: underOne, each: true };
    if (this.boundAt(k) || /^(entre|between)$/.test(this.t(k)) || /^(entre|between)$/.test(this.t(k - 1))) return undefined;
    /** `own`: introduced by its own words ("y otro de 8", "la menor 3"), so a later unit is not its. */
    const items: { v: number | undefined; unit: 'y' | 'm' | undefined; own?: boolean }[] = [];
    let end = i;
    let others = 0;
    const first = this.ageItem(k, true);
    if (!first) return undefined;
    // "los niños (dos, de 7 y 11)", "the kids: two, 7 and 11" (class: the children's count said before their ages): the
    // count is no age when exactly that many ages follow it
    // (a word right after the brackets or the comma of children not counted before: "3 niños de 2, 7 y 11" are three ages)
    // ("los peladitos, 2, de 4 y 6", "los niños (2) de 4 y 6": a count in digits too, when a word of age opens the ages
    // after it, which a list of ages never has inside it)
    const ageWordAfter = (x: number) => /^(de|of|aged|ages|edades|with)$/.test(this.t(x + 1));
    if (
      k === opening &&
      (!this.toks[k]?.d || ageWordAfter(first.end)) &&
      this.count(i - 2, false) === undefined &&
      first.unit === undefined &&
      (first.v ?? 0) >= 2 &&
      (/^(,|:)$/.test(this.t(first.end)) || (paren && this.t(first.end) === ')' && ageWordAfter(first.end)))
    ) {
      const rest = this.readAges(this.t(first.end) === ')' ? first.end + 1 : first.end, 'always');
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
        // "our daughter 19 and son 15": one more child named by a child word of one
        if (this.cls(j)?.cls === 'child' && !this.cls(j)!.plural) other = true;
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
      for (let n = 0; n < (items.length === 1 || (twinsFirst && it === items[0]) ? twins : 1); n++) {
        if (years >= ADULT_AGE) old.push(years);
        else ages.push(years);
      }
    }
    return { ages, old, end, each, others, ...(described ? { described } : {}) };
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

  /**
   * Where a bound of under one year starting at `k` ends ("under one", "under 1 year", "less than a year", "menor de un
   * año", "menos de 1 año"): the age it leaves is 0. Undefined when no such bound stands there.
   */
  underOneEnd(k: number): number | undefined {
    if (!this.boundAt(k) || /^(over|more|older|mas|mayores|mayor)$/.test(this.t(k))) return undefined;
    const at = /^(under|below|bajo)$/.test(this.t(k)) ? k + 1 : k + 2;
    const n = this.t(at);
    const unit = /^(ano|anos|year|years|yr|yrs)$/.test(this.t(at + 1));
    if (!(/^(1|un|uno|una|one)$/.test(n) || (/^(a|an)$/.test(n) && unit))) return undefined;
    return unit ? at + 2 : at + 1;
  }

  /** Whether a bound on ages stands at `k` ("under 2", "below 5", "less than 3", "over 12", "menos de 2", "menores de 5", "más de 12", "un niño menor de 5"). */
  boundAt(k: number): boolean {
    const w = this.t(k);
    const next = this.t(k + 1);
    return (
      /^(under|below|over|bajo)$/.test(w) ||
      (/^(less|more|younger|older)$/.test(w) && next === 'than') ||
      (/^(menos|mas|menores|mayores)$/.test(w) && next === 'de') ||
      // "un niño menor de 5 años" (after a noun said with "un"/"una"/"1"; "el menor de 5" is the youngest, aged 5, and "la
      // nieta mayor de 12" the eldest granddaughter, aged 12)
      (w === 'menor' && next === 'de' && this.cls(k - 1) !== undefined && /^(un|una|1)$/.test(this.t(k - 2)))
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
   * Whether another room is named after `i` ("…, another for grandma", "y otra para mis papás", "and a second room for
   * our girls", "a second one for them", "…, one for the kids"): the room word or "one" may follow the word of another.
   */
  anotherAfter(i: number): boolean {
    for (let k = i; k < this.toks.length; k++) {
      // "one room for us, one for the kids", "una para nosotros y una para los niños": the next room by its article
      if (/^(one|una|uno)$/.test(this.t(k)) && /^(,|;|-|and|y|e)$/.test(this.t(k - 1)) && PARA.has(this.t(k + 1)) && this.segPartyAt(k + 1)) return true;
      if (!ANOTHER.has(this.t(k))) continue;
      const skip = this.cls(k + 1)?.cls === 'room' || /^(one|una)$/.test(this.t(k + 1)) ? 1 : 0;
      if (this.segPartyAt(k + 1 + skip)) return true;
    }
    return false;
  }

  /**
   * Whether one more room is said for someone after the rooms were counted, unread ("5 habitaciones para 10 personas y
   * una más para el conductor", "2 rooms for the 4 of us and one more for the driver"): the rooms and the party said
   * before are not all of them.
   */
  oneMoreRoomFor(): boolean {
    if (!this.found.some((x) => x.k === 'rooms')) return false;
    for (let k = 1; k + 1 < this.toks.length; k++) {
      if (!/^(una|uno|one)$/.test(this.t(k)) || !/^(mas|more)$/.test(this.t(k + 1)) || this.used[k]) continue;
      if (/^(para|pa|for|con|with)$/.test(this.t(k + 2))) return true;
    }
    return false;
  }

  /**
   * Whether some of the party, named by a plural role word, are said to share a room ("the director plus 3 interns;
   * the interns share a TPL", "los practicantes comparten una triple y el director va en sencilla"): that room is not
   * the party's only one. Not "we share a room", "todos comparten una habitación": the whole party.
   */
  subsetSharesRoom(): boolean {
    for (let k = 1; k < this.toks.length; k++) {
      if (!SHARE_VERBS.has(this.t(k))) continue;
      const who = this.cls(k - 1);
      if (who?.plural && /^(adultRelMany|adultRel|child|weakChild|kin)$/.test(who.cls) && /^(the|los|las|our|nuestros|nuestras|mis|my)$/.test(this.t(k - 2)))
        return true;
    }
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
    // (a count of the people named before, with its article: "para los 2 niños de 4 y 9", "for the 2 kids")
    if ((DETERMINERS.has(this.t(i - 1)) || article) && this.count(i, true) !== undefined && this.cls(i + 1)) i++;
    const c = this.cls(i);
    // (or a child word with its ages: "para las niñas de 16 y 13", "for our girls, 16 and 13", "for the kids 8 and 10",
    // "for the kids aged 8 and 10")
    const withAges =
      (c?.cls === 'child' || c?.cls === 'weakChild') && ((/^(de|,|\(|aged|ages)$/.test(this.t(i + 1)) && !!this.toks[i + 2]?.d) || !!this.toks[i + 1]?.d);
    if (article && !/^(|,|\.|;|y|e|and)$/.test(this.t(i + 1)) && !withAges) return false;
    return !!c && (c.cls === 'adultRel' || c.cls === 'adultRelPair' || c.cls === 'adultRelMany' || c.cls === 'child' || c.cls === 'couple' || withAges);
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
    // (the joining word before the next room may already belong to that room's words)
    while (end < this.toks.length && /^(,|;|\.|y|e|and)$/.test(this.t(end)) && end + 1 >= Math.min(to, this.toks.length)) end++;
    if (end < Math.min(to, this.toks.length)) return undefined;
    for (let x = from; x < end; x++) if (this.toks[x] && !this.used[x]) this.used[x] = true;
    return c.cls === 'adultRelPair' ? 2 : 1;
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
    // "4 amigos, 2", "4 engineers, 2 TWN" (class: a number after the group that is not one age for each): ages only
    // with their unit or a word of age before them ("8 amigas de 15 y 16 años", "10 estudiantes de 15", "12 students,
    // all 16"), otherwise it is some other count
    const lead = this.t(k) === ',' ? this.t(k + 1) : this.t(k);
    if (list.length === 0 && !/^(de|aged|ages|edades|all|todos|todas|each)$/.test(lead) && !this.toks.slice(k, ages.end).some((x) => YEAR_UNITS.has(x.t)))
      return undefined;
    this.found.push({ k: 'children', n, ages: list, old: [], at: from });
    return this.done(from, ages.end);
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
   * 2" names nobody), or right before it when the word ends the list ("me, my mum and my godmother").
   */
  unknownListed(): boolean {
    const personAt = (k: number) =>
      !!this.cls(k) || /^(yo|me|i|myself)$/.test(this.t(k)) || ((OWN.has(this.t(k)) || DETERMINERS.has(this.t(k))) && !!this.cls(k + 1));
    return this.toks.some((x, i) => {
      const w = this.toks[i + 1];
      if (!OWN.has(x.t) || !w || this.used[i + 1] || w.d || w.p || this.cls(i + 1) || !/^\p{L}{3,}$/u.test(w.t) || w.t in NUMBER_WORDS) return false;
      // a whole company named ("mi familia y yo", "my crew and I") is read by the company rules; an occasion or an
      // event of theirs is no one ("my surgery, I arrive 3 days before")
      if (WHOLE_COMPANY.test(w.t) || OCCASIONS.has(w.t) || CELEBRATIONS.has(w.t) || EVENTS.has(w.t)) return false;
      const j = i + 2;
      // …or the last of the list, after a person and a joiner ("me, my mum and my godmother", "yo, mi mamá y mi madrina.")
      const before = /^(y|e|and|&|\+)$/.test(this.t(i - 1)) ? (this.t(i - 2) === ',' ? i - 3 : i - 2) : -1;
      const last = !this.toks[j] || /^\s*[.,;:!?)]/.test(this.text.slice(w.e, this.toks[j]!.s));
      // ("just me and my laptop": after the speaker alone, a thing of theirs)
      const speakerAlone = /^(me|yo|i)$/.test(this.t(before)) && /^(just|only|solo)$/.test(this.t(before - 1));
      if (last && before >= 0 && personAt(before) && !speakerAlone && !isRequestWord(w.t)) return true;
      if (!/^(,|y|e|and|&|\+)$/.test(this.t(j))) return false;
      return personAt(this.t(j) === ',' && /^(y|e|and)$/.test(this.t(j + 1)) ? j + 2 : j + 1);
    });
  }

  /**
   * Class: one more counted after a plus and named by words no lexicon reads ("5 musicians + 1 sound guy", "5 músicos +
   * 1 sonidista", "2 adults and 1 sound engineer"): people of no known kind, so the party is asked again, never read
   * without them. The count is unread, and only letters follow it up to the clause's end. `'children'`: children named
   * by a word no lexicon reads before a child word ("plus 6 flower girls"), the whole party asked again.
   */
  unknownAdded(): number | 'children' | undefined {
    for (let k = 1; k < this.toks.length - 1; k++) {
      if (!/^(\+|plus|mas|and|y|e|&)$/.test(this.t(k - 1)) || this.used[k]) continue;
      // (a list of numbers goes on: "de 3 y 6 años")
      if (this.toks[k - 2]?.d || this.t(k - 2) in NUMBER_WORDS) continue;
      const tok = this.toks[k];
      const n = tok?.d ? Number(tok.t) : NUMBER_WORDS[this.t(k)];
      if (!tok || n === undefined || n < 1 || n > 9 || /^(un|una|uno|one|a|an)$/.test(tok.t)) continue;
      let j = k + 1;
      while (j < this.toks.length && !this.used[j] && /^\p{L}{3,}$/u.test(this.t(j)) && !(this.t(j) in NUMBER_WORDS)) j++;
      const words = this.toks.slice(k + 1, j).map((x) => x.t);
      if (words.length === 0 || words.length > 2 || !(j === this.toks.length || /^[.,;!?)]$/.test(this.t(j)))) continue;
      // (one word of the people lexicon is read by the companions' rules: "5 musicians + 1 guy"; children described,
      // "plus 6 flower girls", are asked by the children's rules)
      if (words.some((w) => notPeopleAfterCount(w) || isCountedThing(w) || isRequestWord(w)) || (words.length === 1 && PEOPLE_WORDS.has(words[0]!))) continue;
      // (children named by what they do, "plus 6 flower girls": their number is said, who they are and their ages are
      // not: the party is asked again, never read without them)
      if (/^(child|weakChild|twins)$/.test(PEOPLE_WORDS.get(words.at(-1)!)?.cls ?? '')) {
        if (words.length === 2 && !PEOPLE_WORDS.has(words[0]!)) return 'children';
        continue;
      }
      return n;
    }
    return undefined;
  }

  /** Whether a word for a child stands in the message unread (adjectives such as "menor", "pequeño" aside). */
  strayChild(): boolean {
    // (Spanish "son" is the verb: "son 6 noches y somos 3")
    const verbSon = this.lang === 'es' && !this.toks.some((x) => ENGLISH_PARTY_HINTS.has(x.t));
    return this.toks.some(
      (x, i) => !this.used[i] && !NOT_STRAY.has(x.t) && !(verbSon && x.t === 'son') && (this.cls(i)?.cls === 'child' || this.cls(i)?.cls === 'twins'),
    );
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

/** Words that add people to a count already said ("también", "tmb", "además", "also", "plus", "too", "más"). */
export const ADDING_WORDS: ReadonlySet<string> = readerWords('addingWords');

/**
 * Words of addition that join one more person to a count like a "+" ("2 adults plus my mom", "2 adultos más mi mamá"):
 * class: a sum said in words.
 */
export const PLUS_WORDS: ReadonlySet<string> = readerWords('plusWords');

/** Whether a "+" or a word of addition ({@link PLUS_WORDS}) stands just before the mention at `at` (its possessive or article included: "+ my mom", "plus my mom", "+ la abuela"). */
export function plusBefore(r: Reader, at: number): boolean {
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

/** Words naming a whole company after a possessive ("mi familia", "my crew", "mi gente", "my team"). */
export const WHOLE_COMPANY = /^(familia|family|familias|families|gente|people|grupo|group|crew|team|equipo|gang|combo|parche|clan|tribe|folks)$/;

/** Words of place or time going on with a request after its party ("…y yo PA Medellín", "…and me FROM the 15th"). */
export const REQUEST_GOES_ON = /^(pa|pal|para|a|al|en|el|del|desde|hasta|por|x|to|in|from|for|on|at|this|next|este|esta|manana|tomorrow|hoy|today)$/;

/** Words that may close a party after its last person ("…y yo, nada más", "…y yo, el finde"). */
export const CLOSING_WORDS = /^(nada|mas|nomas|solamente|solo|only|just|please|porfa|pls|gracias|thanks)$/;

/**
 * Whether word `w` may stand between the last grown-up named and the children named after them ("y yo, más mi
 * sobrina"): a joining word, a possessive or an article.
 */
export function beforeChildren(w: string): boolean {
  return /^(mas|y|e|and|plus|con|with|el|la|un|una|a)$/.test(w) || DETERMINERS.has(w);
}

/**
 * Whether companion `c` stands in a list of people right before children counted ("my mum and our 3 kids", "mi mamá
 * y 2 niños"): between its role word and the children's mention only joiners, possessives and articles.
 */
export function listedBeforeChildren(r: Reader, ms: readonly Mention[], c: Mention): boolean {
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

/**
 * Whether the clause before token `i` (back to a comma, a semicolon or a sentence's end) says people stay behind, with a
 * word of the people lexicon's `stayingBehind` ("the kids stay home with grandma", "los niños se quedan con la abuela"):
 * someone named at `i` after "with" stays with them.
 */
export function stayingBehindBefore(r: Reader, i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    if (STAYING_BEHIND.has(r.t(k))) return true;
    if (/^[,;]$/.test(r.t(k)) || (k > 0 && /[.!?\n]/.test(r.whole.slice(r.toks[k - 1]!.e, r.toks[k]!.s)))) return false;
  }
  return false;
}

/** The token a mention was read at (where it stands among the others). */
export function posOf(x: Mention): number {
  return x.at < 0 ? -1 - x.at : x.at;
}
