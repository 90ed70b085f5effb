/**
 * Rules of the occupancy reader: rooms and who sleeps where: counts of rooms ("2 habitaciones", "a room"), separate
 * rooms, rooms shared by so many, a room of their own for the children or the grandparents, agents' room codes ("1
 * SGL + 1 DBL"), couples each in a room, and one room's party ("en una 2 adultos y en la otra ...").
 *
 * A rule reads at token `i` of a {@link Reader}: it returns the token after what it read (having pushed its
 * mentions and marked the tokens used), or `undefined` when its phrase does not start there. `./scan.ts` tries
 * the rules in order.
 */
import { NUMBER_WORDS } from '../text.js';
import { peopleWord } from '../people.js';
import { ANOTHER, EACH_AFTER, OWN_ROOM_LINKS, OWN_ROOM_OWNERS, PARA, ROOM_CODES, SINGLE_USE, STAFF, STAFF_ROLES, WORD_ROOM_CODES } from './words.js';
import { type Reader, posOf } from './reader.js';

/** Whether token `i` names one room by its kind ("sencilla", "double", "suite"). */
function roomKind(r: Reader, i: number): boolean {
  const c = r.cls(i);
  return !!c && (c.cls === 'roomQual' || c.cls === 'roomNoun') && !c.plural;
}

/** Whether token `i` names a room for one by its kind, in the singular or the plural ("SGL", "single", "sencillas", "individual"). */
function singleKind(r: Reader, i: number): boolean {
  const t = r.t(i);
  return ROOM_CODES.get(t) === 1 || WORD_ROOM_CODES.get(t) === 1 || t === 'individual' || t === 'individuales';
}

/**
 * Class: everyone said to be in a room for one ("the CEO, the CFO and two board members, all SGL", "4 adults, all in
 * singles", "todos en sencilla", "todas en habitación individual"): one room per adult, like "separate rooms". The
 * index after the words, or undefined.
 */
function allInSingles(r: Reader, i: number): number | undefined {
  if (!/^(all|todos|todas)$/.test(r.t(i))) return undefined;
  let k = i + 1;
  if (/^(in|en)$/.test(r.t(k))) k++;
  const room = (x: number) => r.cls(x)?.cls === 'room';
  if (room(k) && singleKind(r, k + 1)) return k + 2;
  if (!singleKind(r, k)) return undefined;
  return room(k + 1) ? k + 2 : k + 1;
}

/** The index after "por pareja", "per couple", "para cada pareja", "for each couple" at `k`, or undefined. */
function perCoupleEnd(r: Reader, k: number): number | undefined {
  const each = /^(por|per)$/.test(r.t(k)) ? k + 1 : /^(para|for)$/.test(r.t(k)) && /^(cada|each)$/.test(r.t(k + 1)) ? k + 2 : -1;
  return each > 0 && r.cls(each)?.cls === 'couple' && !r.cls(each)!.plural ? each + 1 : undefined;
}

/** Whether a count stands right before token `i` ("3 habitaciones", "two single rooms"). */
function countedBefore(r: Reader, i: number): boolean {
  return !!r.toks[i - 1]?.d || NUMBER_WORDS[r.t(i - 1)] !== undefined;
}

/** Whether rooms were just counted before `i`, a comma or colon between ("tres habitaciones, …", "3 rooms: …"). */
function roomsCountedBefore(r: Reader, i: number): boolean {
  const k = /^(,|:|;|-)$/.test(r.t(i - 1)) ? i - 2 : i - 1;
  return r.cls(k)?.cls === 'room' && !!r.cls(k)!.plural && (!!r.toks[k - 1]?.d || NUMBER_WORDS[r.t(k - 1)] !== undefined);
}

/**
 * Rooms said in words, one per adult (class: rooms said in words): "en
 * cuartos separados", "habitaciones separadas", "separate rooms", "cada uno
 * en su habitación", "each in their own room", "cada quien en su cuarto".
 */
export function separate(r: Reader, i: number): number | undefined {
  const w = r.t(i);
  let end: number | undefined;
  const room = (k: number) => r.cls(k)?.cls === 'room';
  // Class: one room for each person ("one room each", "a room each", "una habitación cada uno", "un cuarto para cada
  // uno", "a room for each of us"): one room per adult, like "separate rooms".
  // (the room may be said by its kind: "una sencilla para cada uno", "one single room each", "a suite each")
  // ("a separate room for each", "una habitación aparte para cada uno": the room said apart is the same one each)
  const apartBefore = /^(separate|own|private)$/.test(r.t(i + 1)) ? 1 : 0;
  const at = i + apartBefore;
  const after = room(at + 1) && !r.cls(at + 1)!.plural ? at + 2 : roomKind(r, at + 1) ? (room(at + 2) && !r.cls(at + 2)!.plural ? at + 3 : at + 2) : -1;
  // Class: one room for each couple said right after the rooms counted, the room word left out ("tres habitaciones,
  // una por pareja", "3 rooms: one for each couple"): the couple word counts no one there either
  if (/^(one|una|uno|1)$/.test(w) && roomsCountedBefore(r, i)) {
    const each = perCoupleEnd(r, i + 1);
    if (each !== undefined) {
      r.perCouple = true;
      r.separateRooms = true;
      r.mark(i, each);
      return each;
    }
  }
  // Class: rooms for one, in the plural, for each ("single rooms each", "habitaciones individuales para cada uno",
  // "singles for each of us"): one room per adult, like "separate rooms"
  {
    let k = i;
    if (singleKind(r, k) && r.cls(k + 1)?.cls === 'room' && r.cls(k + 1)!.plural) k += 2;
    else if (r.cls(k)?.cls === 'room' && r.cls(k)!.plural && singleKind(r, k + 1)) k += 2;
    else if (singleKind(r, k) && /s$/.test(w)) k += 1;
    if (k > i) {
      if (/^(para|for)$/.test(r.t(k))) k++;
      const ends =
        r.t(k) === 'each'
          ? r.t(k + 1) === 'of' && /^(us|them)$/.test(r.t(k + 2))
            ? k + 3
            : k + 1
          : r.t(k) === 'cada' && /^(uno|una)$/.test(r.t(k + 1))
            ? k + 2
            : -1;
      if (ends > 0) {
        r.separateRooms = true;
        r.mark(i, ends);
        return ends;
      }
    }
  }
  if (/^(one|a|una|un|1)$/.test(w) && after > 0) {
    let k = after;
    if (/^(aparte|separada|separado|propia|propio|privada|privado)$/.test(r.t(k))) k++;
    if (/^(para|for)$/.test(r.t(k)) && /^(cada|each)$/.test(r.t(k + 1))) k++;
    // Class: one room for each of the couples counted after it ("a room for each of the 6 couples", "una habitación
    // para cada una de las 3 parejas"): a room per couple, the couples counted by the words after "the"/"las"
    const of = /^(cada|each)$/.test(r.t(k)) ? k + 1 + (r.t(k) === 'cada' && /^(una|uno)$/.test(r.t(k + 1)) ? 1 : 0) : -1;
    const couples = of > 0 && /^(of|de)$/.test(r.t(of)) && /^(the|las|los)$/.test(r.t(of + 1)) && r.count(of + 2, false) !== undefined;
    if (couples && r.cls(of + 3)?.cls === 'couple' && r.cls(of + 3)!.plural) {
      r.perCouple = true;
      r.separateRooms = true;
      r.mark(i, of + 2);
      return of + 2;
    }
    if (r.t(k) === 'each' && (r.t(k + 1) !== 'of' || /^(us|them)$/.test(r.t(k + 2)))) end = r.t(k + 1) === 'one' ? k + 2 : r.t(k + 1) === 'of' ? k + 3 : k + 1;
    else if (r.t(k) === 'cada' && /^(uno|una|quien)$/.test(r.t(k + 1))) end = k + 2;
    // Class: one room for each couple ("una habitación por pareja", "a room per couple", "one room for each couple"):
    // the couple word there counts no one, it says how the grown-ups share (see the per-couple rooms below)
    else {
      end = perCoupleEnd(r, k);
      if (end !== undefined) r.perCouple = true;
    }
    if (end !== undefined) {
      r.separateRooms = true;
      r.mark(i, end);
      return end;
    }
  }
  // Class: one person to a room said of the rooms counted ("5 rooms, 5 directors, one each", "single occupancy each",
  // "ocupación sencilla cada una", "single occupancy"): a room each, never the count of people in every room
  const single =
    (/^(one|1|uno|una)$/.test(w) && /^(each|c\/u)$/.test(r.t(i + 1)) ? i + 2 : undefined) ??
    (w === 'single' && r.t(i + 1) === 'occupancy' ? i + 2 : undefined) ??
    (w === 'ocupacion' && /^(sencilla|individual|single)$/.test(r.t(i + 1)) ? i + 2 : undefined);
  if (single !== undefined) {
    let k = single;
    if (r.t(k) === 'each') k++;
    else if (r.t(k) === 'cada' && /^(una|uno)$/.test(r.t(k + 1))) k += 2;
    r.separateRooms = true;
    r.mark(i, k);
    return k;
  }
  // "each of us a room", "each of us gets a room", "cada uno una habitación" (class: the room said after the "each")
  const eachOfUs = w === 'each' && r.t(i + 1) === 'of' && /^(us|them)$/.test(r.t(i + 2));
  if (eachOfUs || (w === 'cada' && /^(uno|una|quien)$/.test(r.t(i + 1)))) {
    let k = eachOfUs ? i + 3 : i + 2;
    if (/^(gets|get|wants|want|needs|need|quiere|necesita|tiene|con|with)$/.test(r.t(k))) k++;
    if (/^(a|one|an|una|un|1)$/.test(r.t(k)) && room(k + 1) && !r.cls(k + 1)!.plural) {
      r.separateRooms = true;
      r.mark(i, k + 2);
      return k + 2;
    }
  }
  const allSingles = allInSingles(r, i);
  if (allSingles !== undefined) end = allSingles;
  else if (/^(separate|separated|individual)$/.test(w) && room(i + 1) && r.cls(i + 1)!.plural) end = i + 2;
  else if (room(i) && r.cls(i)!.plural && /^(separadas|separados|separate|individuales|aparte|independientes)$/.test(r.t(i + 1))) end = i + 2;
  // Class: rooms for one in the plural, with no count ("3 ejecutivos, habitaciones sencillas", "2 engineers, single
  // rooms"): one room per adult, like "separate rooms" ("3 habitaciones sencillas" counts the rooms)
  else if (!countedBefore(r, i) && room(i) && r.cls(i)!.plural && /^(sencillas|singles)$/.test(r.t(i + 1))) end = i + 2;
  else if (!countedBefore(r, i) && w === 'single' && room(i + 1) && r.cls(i + 1)!.plural) end = i + 2;
  // "hab. individuales", "hab separadas": the plural adjective makes the abbreviated noun plural
  else if (room(i) && /^(separadas|separados|individuales)$/.test(r.t(i + 1))) end = i + 2;
  else if ((w === 'cada' && (/^(uno|una|quien)$/.test(r.t(i + 1)) || r.cls(i + 1)?.cls === 'couple')) || w === 'each') {
    // "cada pareja en su cuarto", "each couple in their own room": a room per couple (the combiner counts the units)
    let k = w === 'each' ? (r.cls(i + 1)?.cls === 'couple' ? i + 2 : i + 1) : i + 2;
    if (/^(en|in|con|with)$/.test(r.t(k)) && /^(su|their|his|her|a)$/.test(r.t(k + 1))) {
      k += 2;
      if (/^(own|propia|propio)$/.test(r.t(k))) k++;
      if (room(k) && !r.cls(k)!.plural) end = r.t(k + 1) === 'propia' ? k + 2 : k + 1;
    } else if (/^(en|in)$/.test(r.t(k)) && room(k + 1) && !r.cls(k + 1)!.plural && /^(individual|sencilla|single|propia|aparte)$/.test(r.t(k + 2)))
      // "cada uno en habitación individual", "each in a single room" said without the possessive: the same
      end = k + 3;
  }
  // Class: everyone said to have a room of their own ("we each want our own room", "everyone gets their own room",
  // "cada uno quiere su propia habitación"): one room per adult, like "separate rooms"
  if (end === undefined && /^(each|everyone|everybody|cada)$/.test(w) && (w !== 'cada' || /^(uno|una|quien)$/.test(r.t(i + 1)))) {
    const from = w === 'cada' ? i + 2 : i + 1;
    for (let k = from; k <= from + 3 && end === undefined; k++) {
      if (!/^(our|their|his|her|su|sus|a|an|una|un)$/.test(r.t(k))) continue;
      let q = k + 1;
      if (/^(own|propia|propio)$/.test(r.t(q))) q++;
      const owned = q > k + 1 || r.t(q + 1) === 'propia' || r.t(q + 1) === 'propio';
      if (owned && room(q) && !r.cls(q)!.plural) end = /^(propia|propio)$/.test(r.t(q + 1)) ? q + 2 : q + 1;
    }
    if (end !== undefined && r.toks.slice(i, end).some((_, d) => r.used[i + d])) end = undefined;
  }
  if (end === undefined) return undefined;
  let from = i;
  if (/^(en|in)$/.test(r.t(i - 1)) && !r.used[i - 1]) from = i - 1;
  if (/^(cada|each)$/.test(w) && r.cls(i + 1)?.cls === 'couple' && !r.cls(i + 1)!.plural) r.perCouple = true;
  // "habitaciones separadas por pareja", "separate rooms for each couple" (class: separate rooms said per couple): a
  // room per couple, the couple word counting no one
  const perCouple = /^(por|per)$/.test(r.t(end)) ? end + 1 : /^(para|for)$/.test(r.t(end)) && /^(cada|each)$/.test(r.t(end + 1)) ? end + 2 : -1;
  if (perCouple > 0 && r.cls(perCouple)?.cls === 'couple' && !r.cls(perCouple)!.plural) {
    r.perCouple = true;
    end = perCouple + 1;
  }
  r.separateRooms = true;
  r.mark(from, end);
  r.absorbBefore(from);
  return end;
}

/**
 * Class: one of the rooms just counted said for someone ("dos habitaciones, una para los niños", "2 rooms, one for the
 * kids"): "una"/"one" names a room there, it counts no one (nor is it a bare number left for the question asked).
 */
export function oneOfRooms(r: Reader, i: number): number | undefined {
  if (!/^(una|one)$/.test(r.t(i)) || !/^(para|pa|for|con|with)$/.test(r.t(i + 1))) return undefined;
  const room = (k: number) => r.cls(k)?.cls === 'room' && r.cls(k)!.plural;
  if (!(room(i - 1) || (r.t(i - 1) === ',' && room(i - 2))) || !r.found.some((x) => x.k === 'rooms')) return undefined;
  r.mark(i, i + 1);
  return i + 1;
}

/**
 * Class: how many share each room, said instead of the rooms ("8 uni mates, two to a room", "2 per room", "dos por
 * habitación", "de a dos por cuarto", "three in each room"): the rooms are the party shared out, counted once the
 * party is known; a count of rooms said besides must agree, or the party and the rooms are both asked ("group of 10,
 * 5 rooms, three per room"). The room word is singular; "de a N" needs its room.
 */
export function sharing(r: Reader, i: number): number | undefined {
  let at = i;
  if (r.t(i) === 'de' && r.t(i + 1) === 'a') at = i + 2;
  const n = r.toks[at]?.d ? Number(r.t(at)) : NUMBER_WORDS[r.t(at)];
  if (n === undefined || n < 1 || n > 4 || /^(a|un|una|one)$/.test(r.t(at))) return undefined;
  let k = at + 1;
  if (/^(to|per|por|in|en)$/.test(r.t(k))) k++;
  else return undefined;
  if (/^(a|each|cada)$/.test(r.t(k))) k++;
  const c = r.cls(k);
  if (c?.cls !== 'room' || c.plural) return undefined;
  // "to a room", "per room", "in each room", "por habitación", "en cada cuarto"; not "2 in a room" (a room of two)
  if (r.t(at + 1) === 'to' ? r.t(at + 2) !== 'a' : /^(in|en)$/.test(r.t(at + 1)) && !/^(each|cada)$/.test(r.t(at + 2))) return undefined;
  r.perRoomShare = n;
  r.mark(i, k + 1);
  return k + 1;
}

/**
 * Class: one room named by its kind without a count ("dbl room", "double room", "twin room for me and my mate",
 * "habitación doble", "hab sencilla", "una persona, en habitación sencilla"): one room, the kind before the room word
 * in English, after it in Spanish. Not after "cada"/"each"/"su"/"their", nor after "en"/"in" with a word of each one
 * said ("cada uno en habitación individual" is a room each), nor beside a
 * choice ("double room or two singles?") or a price ("double room rate").
 */
export function kindedRoom(r: Reader, i: number): number | undefined {
  const kind = (x: number): boolean => {
    const c = r.cls(x);
    return (c?.cls === 'roomQual' && !c.plural) || (ROOM_CODES.has(r.t(x)) && !r.t(x).endsWith('s'));
  };
  const room = (x: number): boolean => {
    const c = r.cls(x);
    return c?.cls === 'room' && !c.plural && !r.used[x];
  };
  let end: number;
  if (kind(i) && room(i + 1)) end = i + 2;
  else if (room(i) && kind(i + 1) && !r.used[i + 1]) end = i + 2;
  else return undefined;
  // (after "en"/"in" only with no word of each one in the message: "una persona, en habitación sencilla" is one room)
  if (r.used[i] || /^(cada|each|per|por|su|sus|their|his|her|its|own|o|or|u)$/.test(r.t(i - 1))) return undefined;
  if (/^(en|in)$/.test(r.t(i - 1)) && r.toks.some((x, k) => /^(cada|each|uno|one)$/.test(x.t) && !r.used[k])) return undefined;
  if (i > 0 && !r.toks[i - 1]!.p && (r.toks[i - 1]!.d || r.t(i - 1) in NUMBER_WORDS)) return undefined;
  if (/^(o|or|u|rate|rates|price|prices|supplement|tarifa|tarifas|precio|precios|suplemento|cost|costs|costo|vale|cuesta)$/.test(r.t(end))) return undefined;
  const forWhom = /^(para|pa|for)$/.test(r.t(end));
  // "habitación doble para el gerente y su esposa y una sencilla para la asistente": rooms listed one by one, read whole
  // by the rooms' count
  if (forWhom && r.toks.some((_, x) => x > end && (/^(room|roomNoun|roomQual)$/.test(r.cls(x)?.cls ?? '') || ROOM_CODES.has(r.t(x))))) return undefined;
  r.found.push({ k: 'rooms', n: 1, at: i, end, perRoomOf: false });
  if (forWhom && r.partyStartsAt(end + 1)) r.found.push({ k: 'seg', at: i });
  return r.done(i, end);
}

/**
 * Class: rooms listed by their kinds sharing one room word ("one double and one single room", "one double room and
 * one single", "a twin and a double room"), or counted by kinds in the plural ("2 doubles and 1 single", "dos dobles
 * y una sencilla"), or by kinds alone after the party ("my parents and me, a double and a single"): one room for each
 * kind listed, as many as counted.
 */
export function kindsListed(r: Reader, i: number): number | undefined {
  // (a list opens with a count: "one", "a", digits or a number word)
  const t = r.t(i);
  if (r.used[i] || !(/^(one|a|an|un|una)$/.test(t) || r.toks[i]?.d || NUMBER_WORDS[t] !== undefined)) return undefined;
  const one = (x: number) => /^(one|a|an|un|una|1)$/.test(r.t(x)) && !r.used[x];
  const kind = (x: number) => roomKind(r, x) && !r.used[x];
  // (English "doubles", "singles" only in such a list: "two doubles" alone is as often one room with two double beds)
  const kinds = (x: number) => ((r.cls(x)?.cls === 'roomNoun' && !!r.cls(x)?.plural) || /^(doubles|singles|quads)$/.test(r.t(x))) && !r.used[x];
  const room = (x: number) => r.cls(x)?.cls === 'room' && !r.used[x];
  /** The rooms of the item at `x` ("one double", "2 doubles") and where it ends. */
  const item = (x: number): { n: number; end: number; plural: boolean } | undefined => {
    if (one(x) && kind(x + 1)) return { n: 1, end: x + 2, plural: false };
    const n = r.used[x] ? undefined : r.numberAt(x);
    return n !== undefined && n >= 2 && n <= 9 && kinds(x + 1) ? { n, end: x + 2, plural: true } : undefined;
  };
  const first = item(i);
  if (!first) return undefined;
  let k = first.end;
  let n = first.n;
  let items = 1;
  let plural = first.plural;
  let roomWords = 0;
  if (room(k)) {
    k++;
    roomWords++;
  }
  /** The item joined after token `x` ("… and 1 single"), if any. */
  const joined = (x: number) => (/^(and|y|e|&|\+|,)$/.test(r.t(x)) ? item(x + 1) : undefined);
  for (let next = joined(k); next; next = joined(k)) {
    n += next.n;
    items++;
    plural ||= next.plural;
    k = next.end;
    if (room(k)) {
      k++;
      roomWords++;
    }
  }
  // (without a room word, the list says rooms after the party, closing its clause: "my parents and me, a double and a
  // single", "3 adultos, una doble y una sencilla")
  const afterParty = r.found.some((x) => x.k !== 'rooms' && x.k !== 'seg' && x.k !== 'each') && (k >= r.toks.length || /^[,.;!]$/.test(r.t(k)));
  if (items < 2 || (roomWords === 0 && !plural && !afterParty)) return undefined;
  r.found.push({ k: 'rooms', n, at: i, end: k, perRoomOf: false });
  return r.done(i, k);
}

/**
 * Class: everyone said to share one room ("todos en una habitación", "all in one room", "todos juntos en la misma
 * habitación", "everyone in the same room"): one room.
 */
export function allInOneRoom(r: Reader, i: number): number | undefined {
  if (!/^(todos|todas|all|everyone|everybody)$/.test(r.t(i)) || r.used[i]) return undefined;
  let k = i + 1;
  if (/^(juntos|juntas|together)$/.test(r.t(k))) k++;
  if (!/^(en|in)$/.test(r.t(k))) return undefined;
  k++;
  if (/^(una|un|one|a)$/.test(r.t(k))) k++;
  else if (/^(la|el|the)$/.test(r.t(k)) && /^(misma|mismo|same)$/.test(r.t(k + 1))) k += 2;
  else return undefined;
  if (/^(sola|solo|single)$/.test(r.t(k))) k++;
  const c = r.cls(k);
  if (c?.cls !== 'room' || c.plural || r.used[k]) return undefined;
  r.found.push({ k: 'rooms', n: 1, at: i, end: k + 1, perRoomOf: false });
  return r.done(i, k + 1);
}

/**
 * Class: the children said to sleep apart from the grown-ups ("the kids in their own room", "los niños en su propia
 * habitación", "kids in a separate room"): at the "in"/"en" after a plural child word, two rooms are meant, one
 * for the grown-ups and one for the children (taken only when no other count of rooms is said). Ages said after
 * the phrase (", they're 10 and 13") are the children's.
 */
export function kidsOwnRoom(r: Reader, i: number): number | undefined {
  if (!/^(in|en)$/.test(r.t(i))) return undefined;
  const kid = r.cls(i - 1);
  if (!kid?.plural || !/^(child|weakChild)$/.test(kid.cls)) return undefined;
  let k = i + 1;
  if (!/^(their|su|sus|a|an|una|un|otra|another)$/.test(r.t(k))) return undefined;
  const other = /^(otra|another)$/.test(r.t(k));
  k++;
  const own = /^(own|propia|propio|separate|aparte)$/.test(r.t(k));
  if (own) k++;
  if (r.cls(k)?.cls !== 'room' || r.cls(k)!.plural) return undefined;
  k++;
  const after = /^(propia|propio|aparte|separada)$/.test(r.t(k));
  if (after) k++;
  if (!own && !after && !other) return undefined;
  r.kidsRoom = true;
  r.mark(i, k);
  // the children named without ages just before: ages said right after the phrase are theirs
  const last = r.found[r.found.length - 1];
  if (last && last.k === 'children' && last.n === undefined && last.ages.length === 0 && last.at >= i - 3) {
    const ages = r.readAges(k, 'many');
    if (ages && ages.old.length === 0 && !ages.each) {
      r.found[r.found.length - 1] = { ...last, n: ages.ages.length, ages: ages.ages };
      r.mark(k, ages.end);
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
export function adultsOwnRoom(r: Reader, i: number): number | undefined {
  let k = i;
  let marked = false;
  if (/^(otra|another)$/.test(r.t(k))) {
    marked = true;
    k++;
  } else if (OWN_ROOM_OWNERS.has(r.t(k))) k++;
  else if (r.cls(k)?.cls === 'room' && /^(aparte|separada|separado)$/.test(r.t(k + 1)) && /^(en|in)$/.test(r.t(k - 1))) {
    // "los suegros en habitación aparte": the room of their own said without an article
  } else if (!(/^(own|separate)$/.test(r.t(k)) && r.t(i - 1) === '(')) return undefined;
  if (/^(own|propia|propio|separate|aparte)$/.test(r.t(k))) {
    marked = true;
    k++;
  }
  if (r.cls(k)?.cls !== 'room' || r.cls(k)!.plural) return undefined;
  k++;
  if (/^(propia|propio|aparte|separada)$/.test(r.t(k))) {
    marked = true;
    k++;
  }
  if (!marked) return undefined;
  // back over the linking words to the person word
  let b = i - 1;
  while (b >= 0 && i - b <= 6 && OWN_ROOM_LINKS.has(r.t(b))) b--;
  // "each couple wants its own room" is a room per couple, read by the counts of couples
  if (/^(each|cada)$/.test(r.t(b - 1))) return undefined;
  const w = b >= 0 ? peopleWord(r.t(b)) : undefined;
  if (w?.age !== 'adult' || typeof w.people !== 'number' || w.people > 2) return undefined;
  const c = r.cls(b)?.cls;
  if (c !== 'adultRel' && c !== 'adultRelPair' && c !== 'couple') return undefined;
  r.adultsRoom = Math.max(r.adultsRoom, w.people);
  r.mark(b + 1, k);
  return k;
}

/** "cada una", "c/u", "each", "por habitación", "per room", "en cada una". */
export function each(r: Reader, i: number): number | undefined {
  const w = r.t(i);
  let end: number | undefined;
  if (w === 'cada' && /^(una|uno|habitacion|cuarto|room)$/.test(r.t(i + 1))) end = i + 2;
  else if (w === 'c' && r.t(i + 1) === '/' && r.t(i + 2) === 'u') end = i + 3;
  else if (w === 'each' && r.t(i + 1) !== 'of') end = r.t(i + 1) === 'one' || r.t(i + 1) === 'room' ? i + 2 : i + 1;
  else if ((w === 'por' || w === 'per') && r.cls(i + 1)?.cls === 'room' && !r.cls(i + 1)!.plural) end = i + 2;
  if (end === undefined) return undefined;
  if (i > 0 && /^(en|in|para|for|,)$/.test(r.t(i - 1)) && !r.used[i - 1]) r.used[i - 1] = true;
  if (EACH_AFTER.has(r.t(end)) && !r.toks[end]?.d) end++;
  r.found.push({ k: 'each', at: i });
  r.mark(i, end);
  return end;
}

/** Room segment markers: "y otra para…", "la otra con…", "habitación 2:", "en una…". */
export function segment(r: Reader, i: number): number | undefined {
  const w = r.t(i);
  const c = r.cls(i);
  // "habitación 1: 2 adultos", "room 2 - 2 adults"
  if (c?.cls === 'room' && !c.plural && r.toks[i + 1]?.d && r.t(i + 1).length === 1) {
    let k = i + 2;
    // ("habitación 2 adultos + 1 niño": the number counts the people after it, no room is named)
    const counting = /^(adult|people|child|weakChild|couple)$/.test(r.cls(k)?.cls ?? '');
    if (r.t(k) === ':' || r.t(k) === '-' || r.t(k) === ',') k++;
    else if (counting) return undefined;
    if (r.partyStartsAt(k)) {
      r.found.push({ k: 'seg', at: i });
      r.mark(i, k);
      return k;
    }
    return undefined;
  }
  if (ANOTHER.has(w)) {
    let k = i + 1;
    const rc = r.cls(k);
    // "another room for…", "a second one for…"
    if (rc?.cls === 'room' || (/^(one|una|uno)$/.test(r.t(k)) && EACH_AFTER.has(r.t(k + 1)))) k++;
    if (EACH_AFTER.has(r.t(k)) || r.t(k) === ':') k++;
    if (r.partyStartsAt(k) || (r.found.some((x) => x.k === 'seg') && r.segPartyAt(k))) {
      let from = i;
      if (i > 0 && /^(la|el|the|en|in)$/.test(r.t(i - 1)) && !r.used[i - 1]) from = i - 1;
      if (from > 0 && /^(en|in)$/.test(r.t(from - 1)) && !r.used[from - 1]) from--;
      r.found.push({ k: 'seg', at: from });
      r.mark(from, k);
      r.absorbBefore(from);
      return k;
    }
    return undefined;
  }
  // "3 habitaciones: una para 2 adultos, otra para…": the first room of a list, after a count of rooms; its kind may
  // be said ("2 habitaciones: una doble para la pareja y una sencilla para la suegra": each room of the list by its
  // kind, the later ones too)
  const kinded = r.cls(i + 1)?.cls === 'roomQual' && !r.cls(i + 1)!.plural;
  const j = kinded ? i + 2 : i + 1;
  if (
    /^(una|uno|one|primera|primero|first)$/.test(w) &&
    // (or after a room said for someone, the next by its article: "one room for us, one for the kids")
    (roomsBefore(r, i) || ((kinded || /^(,|;|-|and|y|e)$/.test(r.t(i - 1))) && r.found.some((x) => x.k === 'seg'))) &&
    /^(para|pa|con|de|for|with|:)$/.test(r.t(j)) &&
    // a counted party ("una para 2 adultos"), or people described when another room follows (class: rooms said by
    // who sleeps where: "2 rooms: one for us and the kids, another for grandma", "una para nosotros y otra para ellos")
    (r.partyStartsAt(j + 1) || (r.segPartyAt(j) && (r.anotherAfter(j + 1) || kindedRoomAfter(r, j + 1) || r.found.some((x) => x.k === 'seg'))))
  ) {
    let from = i;
    if (i > 0 && /^(la|el|the)$/.test(r.t(i - 1)) && !r.used[i - 1]) from = i - 1;
    r.found.push({ k: 'seg', at: from });
    r.mark(from, j);
    r.absorbBefore(from);
    return j;
  }
  if ((w === 'en' || w === 'in') && /^(una|uno|one)$/.test(r.t(i + 1))) {
    // "en una 2 adultos", "en una habitación 2 adultos y en la otra…", "in one room 2 adults"
    let k = i + 2;
    const rc = r.cls(k);
    if (rc?.cls === 'room' && !rc.plural) k++;
    const closes = k;
    if (r.t(k) === ':' || r.t(k) === ',') k++;
    if (r.partyStartsAt(k) && (k > i + 2 || r.partyStartsAt(i + 2))) {
      r.found.push({ k: 'seg', at: i });
      r.mark(i, k);
      return k;
    }
    k = closes;
    // Class: the whole party said to be in one room, no other room named ("dos adultos en una habitación", "2 adults
    // with 2 kids, in one room"): one room, like "en 1 habitación". Not beside "each"/"cada" ("cada pareja en una
    // habitación") nor with the room apart ("los niños en una habitación aparte").
    if (
      k === i + 3 &&
      postSegEnd(r, k) &&
      !/^(aparte|separada|separado|propia|own|separate|apart|sola|solos|solas)$/.test(r.t(k)) &&
      r.found.some((x) => x.k !== 'rooms' && x.k !== 'seg' && x.k !== 'each' && posOf(x) < i) &&
      // "2 adultos y 2 niños, los niños en una habitación": part of the party named again, its own room
      !(/^(los|las|the|mis|my|our|sus|their|el|la)$/.test(r.t(i - 2)) && r.found.filter((x) => x.k !== 'rooms' && x.k !== 'seg').length >= 2) &&
      !r.toks.some(
        (t, x) => x !== i + 2 && (/^(cada|each|every|per|por|otra|otro|other|another|segunda|second)$/.test(t.t) || (x > k && r.cls(x)?.cls === 'room')),
      )
    ) {
      r.found.push({ k: 'rooms', n: 1, at: i + 1, end: k, perRoomOf: false });
      r.mark(i, k);
      return k;
    }
    // "mi esposa y yo en una, mis papás en otra": the marker closes the room's party
    if (postSegEnd(r, k) && r.found.some((x) => x.k !== 'rooms' && x.k !== 'seg' && x.k !== 'each' && posOf(x) < i)) {
      r.found.push({ k: 'seg', at: i, post: true });
      r.mark(i, k);
      return k;
    }
  }
  if ((w === 'en' || w === 'in') && !r.used[i]) {
    // "… en otra", "… en la otra", "… in the other one", "… in another"
    let k = i + 1;
    if (/^(la|el|the)$/.test(r.t(k))) k++;
    if (ANOTHER.has(r.t(k))) {
      k++;
      if (r.t(k) === 'one' || (r.cls(k)?.cls === 'room' && !r.cls(k)!.plural)) k++;
      if (postSegEnd(r, k) && r.found.some((x) => x.k === 'seg' && x.post)) {
        r.found.push({ k: 'seg', at: i, post: true });
        r.mark(i, k);
        return k;
      }
    }
  }
  return undefined;
}

/** Whether a room said by its kind for someone follows `i` ("… y una sencilla para la suegra", "and a single for me"). */
function kindedRoomAfter(r: Reader, i: number): boolean {
  for (let k = i; k + 2 < r.toks.length; k++)
    if (/^(una|uno|one|a)$/.test(r.t(k)) && r.cls(k + 1)?.cls === 'roomQual' && /^(para|pa|for)$/.test(r.t(k + 2)) && r.segPartyAt(k + 2)) return true;
  return false;
}

/** Whether a closing room marker may end at `k` (the end, a comma, "y"/"and" or a full stop). */
function postSegEnd(r: Reader, k: number): boolean {
  return k >= r.toks.length || /^(,|;|\.|y|e|and|\))$/.test(r.t(k));
}

/**
 * Couples counted with a room each: "5 couples, one room each", "3 parejas,
 * una habitación por pareja", "2 couples, a room per couple", "4 parejas,
 * una habitación para cada pareja", "dos parejas, un cuarto para cada" → 2 adults per couple and one room per
 * couple.
 */
export function couplesEach(r: Reader, i: number): number | undefined {
  const n = r.count(i, false);
  const c = r.cls(i + 1);
  if (n === undefined || n < 2 || c?.cls !== 'couple' || !c.plural) return undefined;
  let k = i + 2;
  if (r.t(k) === ',' || r.t(k) === ':') k++;
  // "three couples, and each couple wants its own room"
  if (/^(and|y)$/.test(r.t(k)) && /^(each|cada)$/.test(r.t(k + 1))) k++;
  // "dos parejas cada una en su habitación", "2 couples, each in their own room"
  let own = k;
  if (r.t(own) === 'cada' && (/^(una|uno)$/.test(r.t(own + 1)) || r.cls(own + 1)?.cls === 'couple')) own += 2;
  else if (r.t(own) === 'each') own += r.cls(own + 1)?.cls === 'couple' ? 2 : 1;
  // Class: a room of one's own wanted rather than said ("each couple wants its own room", "cada pareja quiere su
  // propia habitación"): the same as "in its own room", the word "own"/"propia" then required
  const wants = own > k && /^(wants|want|needs|need|gets|get|has|have|quiere|quieren|necesita|necesitan|tiene|tienen)$/.test(r.t(own));
  if (own > k && (wants || /^(en|in|con|with)$/.test(r.t(own))) && /^(su|una|their|its|a)$/.test(r.t(own + 1))) {
    let end = own + 2;
    const ownWord = /^(propia|own)$/.test(r.t(end));
    if (ownWord) end++;
    const oc = r.cls(end);
    if (oc?.cls === 'room' && !oc.plural && (!wants || ownWord || r.t(end + 1) === 'propia')) {
      end++;
      if (r.t(end) === 'propia') end++;
      r.found.push({ k: 'adults', n: 2 * n, at: i, pairs: n });
      r.found.push({ k: 'rooms', n, at: i + 2, end, perRoomOf: false });
      r.pairRooms = n;
      return r.done(i, end);
    }
  }
  if (!/^(one|a|una|un|1)$/.test(r.t(k))) return undefined;
  const rc = r.cls(k + 1);
  if (rc?.cls !== 'room' || rc.plural) return undefined;
  k += 2;
  let end: number | undefined;
  const a = r.t(k);
  const b = r.t(k + 1);
  if (a === 'each') end = k + 1;
  else if ((a === 'por' || a === 'per') && r.cls(k + 1)?.cls === 'couple') end = k + 2;
  else if (a === 'cada' && (/^(una|uno)$/.test(b) || r.cls(k + 1)?.cls === 'couple')) end = k + 2;
  else if (PARA.has(a) && /^(cada|each)$/.test(b) && (/^(una|uno|one)$/.test(r.t(k + 2)) || r.cls(k + 2)?.cls === 'couple')) end = k + 3;
  // "dos parejas, un cuarto para cada", "two couples, a room for each": the couples left unsaid at the clause's end
  else if (PARA.has(a) && /^(cada|each)$/.test(b) && postSegEnd(r, k + 2)) end = k + 2;
  if (end === undefined) return undefined;
  r.found.push({ k: 'adults', n: 2 * n, at: i, pairs: n });
  r.found.push({ k: 'rooms', n, at: i + 2, end, perRoomOf: false });
  r.pairRooms = n;
  return r.done(i, end);
}

/**
 * Whether the people named are all at work: a work role ("designers", "ingenieros", "my boss") or colleagues are named
 * and no child word other than "twins" is (the party of a work trip, where "2 twins" are rooms).
 */
function workPartyOnly(r: Reader): boolean {
  let work = false;
  for (let k = 0; k < r.toks.length; k++) {
    const w = r.t(k);
    if (STAFF.has(w) || STAFF.has(w.replace(/s$/, '')) || STAFF_ROLES.has(w) || /^(colleagues|coworkers|colegas)$/.test(w)) work = true;
    const c = r.cls(k)?.cls;
    if ((c === 'child' || c === 'weakChild' || c === 'kin') && !/^(twins?)$/.test(w)) return false;
  }
  return work;
}

/**
 * Agents' room codes: "1 SGL + 1 DBL", "1 DBL + 1 TPL", "2 DBL": the rooms,
 * each with its adults ({@link ROOM_CODES}); items joined by "+", ",", "y",
 * "and", "&".
 */
export function roomCodes(r: Reader, i: number): number | undefined {
  const list: number[] = [];
  let k = i;
  let end = i;
  for (;;) {
    // "DBL x2", "SGL x 3" (class: agents' "times" sign after a room code): that many rooms of the code
    const timesPer = ROOM_CODES.get(r.t(k));
    const times = timesPer !== undefined && r.t(k + 1) === 'x' && r.toks[k + 2]?.d ? Number(r.t(k + 2)) : undefined;
    if (times !== undefined && times >= 1 && times <= 9 && !r.used[k + 2]) {
      for (let x = 0; x < times; x++) list.push(timesPer!);
      end = k + 3;
      if (!codeFollows(r, end)) break;
      k = end + 1;
      continue;
    }
    // "SGL", "TPL for 3 ADL", "1 DBL + TWN" (class: an agents' code said with no count): one room of the code; never
    // after a number ("2 DBL" is read below) nor a room noun ("hab SGL")
    const bare = ROOM_CODES.get(r.t(k));
    // (nor after a number another reader took: "Fri to Sun, 3 SGL" with the 3 read as a day is no bare code)
    const numberBefore = /\p{N}\s*$/u.test(r.whole.slice(0, r.toks[k]?.s ?? 0));
    if (bare !== undefined && !r.toks[k - 1]?.d && !numberBefore && r.cls(k - 1)?.cls !== 'room' && r.t(k + 1) !== 'x' && !r.used[k]) {
      // ("DBL single use", "DBL uso sencillo": one guest in it)
      const use = SINGLE_USE.find((w) => w.every((x, d) => r.t(k + 1 + d) === x));
      list.push(use ? 1 : bare);
      end = k + 1 + (use?.length ?? 0);
      if (!codeFollows(r, end)) break;
      k = end + 1;
      continue;
    }
    // "5 hab SGL", "2 rooms DBL" (class: a count of rooms with the agents' code after the noun): rooms of the code
    if (list.length === 0 && r.toks[k]?.d && r.cls(k + 1)?.cls === 'room' && ROOM_CODES.has(r.t(k + 2))) {
      const rooms = Number(r.t(k));
      if (rooms >= 1 && rooms <= 9) {
        for (let x = 0; x < rooms; x++) list.push(ROOM_CODES.get(r.t(k + 2))!);
        end = k + 3;
        break;
      }
    }
    const n = r.count(k, true);
    // "3 quad + 2 triple" (class: room kinds in words chained by "+" like codes): only in such a chain, in digits
    const isCode = ROOM_CODES.has(r.t(k + 4)) || WORD_ROOM_CODES.has(r.t(k + 4));
    const chained = r.toks[k]?.d && r.cls(k + 2)?.cls !== 'room' && (list.length > 0 || (r.t(k + 2) === '+' && isCode));
    const per =
      ROOM_CODES.get(r.t(k + 1)) ??
      (chained ? WORD_ROOM_CODES.get(r.t(k + 1)) : undefined) ??
      (/^(twin|twins)$/.test(r.t(k + 1)) && twinRooms(r, k) ? 2 : undefined);
    if (n === undefined || n < 1 || n > 9 || per === undefined) break;
    // "1 DBL single use", "2 DBL uso individual" (class: a room of a code let to one guest): one adult in each
    const single = SINGLE_USE.some((w) => w.every((x, d) => r.t(k + 2 + d) === x));
    const singleLen = single ? SINGLE_USE.find((w) => w.every((x, d) => r.t(k + 2 + d) === x))!.length : 0;
    for (let x = 0; x < n; x++) list.push(single ? 1 : per);
    end = k + 2 + singleLen;
    if (!/^(\+|,|y|e|and|&)$/.test(r.t(end))) break;
    k = end + 1;
  }
  if (list.length === 0) return undefined;
  r.found.push({ k: 'rooms', n: list.length, at: i, end, perRoomOf: false });
  r.codeRooms = [...(r.codeRooms ?? []), ...list];
  return r.done(i, end);
}

/** Whether another room code is joined after `end` ("1 DBL + 1 TPL", "SGL, DBL"): the list goes on. */
function codeFollows(r: Reader, end: number): boolean {
  return /^(\+|,|y|e|and|&)$/.test(r.t(end)) && (ROOM_CODES.has(r.t(end + 1)) || ROOM_CODES.has(r.t(end + 2)));
}

/**
 * Whether the "twin"/"twins" after the count at `k` are twin rooms of two, not twin children ("8 pax, 4 twins", "me + 3
 * designers, 2 twins"): beside the agents' "pax", or counted in digits in a party of work roles with no child named.
 */
function twinRooms(r: Reader, k: number): boolean {
  if (r.toks.some((x) => x.t === 'pax')) return true;
  return !!r.toks[k]?.d && r.t(k + 1) === 'twins' && workPartyOnly(r);
}

/** Whether a count of two or more rooms ("3 habitaciones", "2 rooms") stands shortly before token `i`, or anywhere before a list opened by a colon or a comma. */
function roomsBefore(r: Reader, i: number): boolean {
  // "2 habitaciones en Cartagena del 3 al 5: una para…" (the list opened by a colon or a comma after other details):
  // any count of rooms earlier in the message
  const from = /^(:|,)$/.test(r.t(i - 1)) ? 0 : Math.max(0, i - 4);
  for (let k = from; k < i; k++) {
    const c = r.cls(k);
    if (c?.cls === 'room' && c.plural) return true;
  }
  return false;
}
