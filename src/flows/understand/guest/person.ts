/**
 * The guest's names, nationality and city of residence in any message ({@link extractPerson}): the readers of
 * `name.ts`, `nameRemarks.ts`, `nameFixes.ts`, `requester.ts`, `details.ts`, `country.ts` and `residence.ts`,
 * tried in order over one scan of the message's words, each claiming the words it reads.
 *
 * Reads the masked `m.folded` text to find words (so parts already understood by earlier extractors are not read
 * again) and `m.raw`, at the same indexes, for the characters that matter as typed (a name's capitals and accents).
 * Rule for doubtful readings: nothing is returned rather than a wrong value ("soy ruiz" in lowercase; a demonym
 * outside a sentence about the guest such as "pesos colombianos"); what is not returned is not claimed either, so it
 * stays in the combiner's leftover and the bot asks.
 */
import { fold, foldKeepLength, tokens } from '../text.js';
import type { GuestFound, Message, TextRange } from '../types.js';
import { PERSON } from './lexicon.js';
import { isAlsoSurname, isGiven, NAMES, SURNAMES } from './nameLexicon.js';
import { PLACES } from './places.js';
import { caseInformative, NAME_TAIL, nameLike, NEGATIONS, type PersonScan, phrase, RELATIONS, REMARK_BREAK, startsWithSeq, STOP, wordsOf } from './words.js';
import { lastCorrected } from './corrections.js';
import {
  answerOnlyDemonym,
  bareCode,
  COUNTRY_COMPLAINT,
  type CountryHit,
  countryHits,
  flagIn,
  FROM_HERE,
  HOME_COUNTRY,
  mistypedCountry,
  placeCountry,
  twoCountries,
} from './country.js';
import {
  areaAfter,
  CITY_ANSWER_LEADS,
  cityAfterDenial,
  cityAt,
  cityFixAt,
  homeCorrected,
  cityOverAt,
  type CityRead,
  cityWord,
  epithetAfter,
  FROM_TRIGGERS,
  INSTEAD_WORDS,
  knownCity,
  knownCityAt,
  laterClause,
  LIVING_WORDS,
  NEARBY_LEADS,
  nowAfter,
  partAfter,
  regionOnly,
  RESIDENCE_TAIL,
  RESIDENCE_TRIGGERS,
  residenceCountryAt,
  THIRD_PERSON_RESIDENCE,
} from './residence.js';
import {
  familyNamedAfter,
  NAME_ANSWER_LEADS,
  NAME_FILLERS,
  NAME_TRIGGERS,
  nameAt,
  type NameRead,
  type NameRole,
  RELATION_QUALIFIERS,
  SELF_INTRO_WORDS,
  signatureAt,
  splitName,
  STRONG_TITLES,
  TITLE_ARTICLES,
  titleAt,
  titledRole,
  TITLES,
  triggerRank,
} from './name.js';
import { DETAIL_LABELS, DETAIL_LEADS, detailsAfter } from './details.js';
import {
  chatterBeforeRestart,
  courtesyTail,
  givenOnPapers,
  nameSaidAgain,
  NICKNAME_JOINERS,
  nicknameBefore,
  papersRightAfter,
  questionTail,
  remarkTail,
  unreadRemark,
  respelledByNote,
  restatedName,
  SELF_HOLDER_LEADS,
  selfHolderTail,
  speakerRole,
  spelledThrough,
  statedRoles,
  surnameFirst,
  withoutInnerNicknames,
  writingRemark,
} from './nameRemarks.js';
import { correctedName, CORRECTION_GAP, givenSwapped, nameFixAt } from './nameFixes.js';
import { companyAt, companyEnd, employerAt, isCompanyWord, HOLDER_PRONOUN, requesterAfter, TITLE_TYPED, titledTraveller } from './requester.js';

/** The words of address and courtesy of the person lexicon (`chatter.chatWords`: "parce", "mi pana", "mate"): after an answer, chatter. */
/** Words of an invoice before "a nombre de" (the name lexicon's `billedTo`): the name after them is who is billed. */
const BILLED_TO: ReadonlySet<string> = new Set(NAMES.billedTo);
const ADDRESS_WORDS = PERSON.chatter.chatWords;
/** Possessives said with a word of address ("mi pana", "my friend"). */
const ADDRESS_POSSESSIVES = PERSON.chatter.addressPossessives;

/**
 * Names, nationality and city of residence in a message.
 *
 * Names (`firstName`, `lastName`, or `fullName` when the split is unsure):
 * after "me llamo", "mi nombre es", "nombre:", "a nombre de", "my name is",
 * "name:", "apellido:"/"my last name is" (last name only); after "soy",
 * "habla", "I'm", "this is" only when the next word is a common given name or
 * is written with a capital in a text whose capitals mean something ("soy
 * Carlos Ruiz", "Soy Xiomara"; never "soy de Bogotá", "soy colombiano", "soy
 * yo", "soy nuevo"), and after "name's", "call me". Without a colon, "nombre
 * Ana", "first name Anna" count at the name questions or before a common
 * given name. At the name question a bare name is taken ("Ana María
 * Gómez"; "ana maria gomez" → "Ana Maria" + "Gomez": accents are never
 * added), after optional lead words ("es", "sería", "claro,", "sure, it's");
 * at the last-name question a bare name is the last name, unless it starts
 * with a common given name ("Ana Gómez": the whole name again). Courtesy
 * titles are dropped ("soy la sra. Gloria Ramírez", "Mr. Tom Baker", "doña
 * Gloria"); a single word after a title is a first name after "don"/"doña"
 * or when it is a common given name, else a last name ("Mrs. Smith"), and
 * nothing when it may be both ("Mr. Thomas"). Common given names are
 * recognised in their usual free spellings ("Jhon", "Fredy", "Yuly",
 * "Jhonatan", "Cristhian"). Words as typed
 * (accents kept), lowercase or capitals → title case ("o'neil" → "O'Neil"),
 * particles as the guest capitalised them in mixed case ("Daniela De La Hoz"
 * → "De La Hoz"), else lowercase ("daniela de la hoz" → "de la Hoz"). Split: 1 word → first name only; particles start the
 * surname ("María José de la Cruz"); 2 words → 1+1, unless the second is a
 * given name ("Juan Carlos", "Jhon Fredy": first name only, the last name is
 * asked), and `fullName` when both are given names and the second is also a
 * common surname ("Juan Martín", "María Paz": the bot asks how to split); 3 words → 2+1 when the second is a given name, else 1+2, and
 * `fullName` when the second is both a given name and a common surname
 * ("Carlos Martín Gómez"); 4 → 2+2; 5 or more → `fullName`; a surname then
 * "de X" ending the name is one surname ("Gabriela Vásquez de Mora"). Several
 * names in one message: the holder's ("book it for my boss, Robert Chen", "va a
 * nombre de la Dra. Patricia Lozano") over a plain one, over a
 * self-introduction ("I'm John"), over a nickname ("call me Liz"); see
 * {@link triggerRank}. A name taken back and said again ("pedro pablo perdón
 * pedro josé ortiz") is the second; a first name respelt with a remark on
 * its letters keeps the surname ("Sarah Miller — sorry, Sara without the
 * h"); "Nguyen, Linh" (one word each side of a comma, no given name before
 * it) is surname first; a couple's titles before one word ("Mr and Mrs
 * Taylor") give the last name; a lowercase remark and a colon between a
 * label and the name are skipped ("mi apellido es medio raro: Ñañez"); a
 * remark that it is the name on the papers is dropped ("…, that's what's
 * on my passport"); at the summary "Surname is spelled Smyth, not Smith"
 * gives the last name; courtesy after a name is dropped ("pa
 * servirle"); at the name question a remark set apart after the name is
 * passed over when it names no one else ("Leidy Johana Cuesta, Johana con
 * J", "Mark Dawson — put it under the company"; see {@link remarkTail}), a
 * remark stating the parts splits the name ("Tan Wei Ming — Tan is my family
 * name", "Okafor Chidi (surname first)"; see {@link statedRoles}), and a name
 * said again whole is the one read ("Valentina, Valentina Ríos"); an
 * abbreviated title before a capitalised name after "for"/"para" names the
 * holder anywhere ("… for Ms. Grace Tan"); form labels ("Titular:", "Nombre: … Apellidos: …") and the
 * airline form ("PEREZ GOMEZ / JUAN CARLOS") are read. Written surname
 * first: the surname in capitals before capitalised given names is read so
 * ("SMITH John" → John + Smith); three or four words in one case ending in a
 * given name after two that are not ("GARCIA MARQUEZ GABRIEL") → `fullName`
 * (asked; see {@link surnameOrder}). Hesitation words after a trigger or
 * before a bare name are dropped ("mi nombre es eh Laura Gómez"). A name never
 * holds digits, stop words (greetings, navigation, verbs), or nationality words.
 *
 * Country (`country`, ISO alpha-3) of the guest: a country name or code
 * ("Colombia", "EEUU", "EE.UU.", "USA", "UK") or a nationality word in any
 * gender and number ("colombiana", "mexicanos", "british") when said about
 * the guest: after "soy/somos/I'm/we're (de/from)", "nací en", "nacionalidad",
 * "país", "passport", or before "citizen"/"passport". At the country question
 * any such word counts, and a bare code too ("co", "MX", "us"; "DE", "ES"
 * only in capitals, "no" never), or a flag emoji alone ("🇨🇴"). "americano"
 * is not read (anyone from the Americas); "American" is the United States.
 * "Armenia" is a country only at the country question (elsewhere it may be
 * the Colombian city). Several different countries, or a double nationality
 * ("soy colombo-venezolano", "colombo venezolana", "mexicana y americana"):
 * none taken; at the country question the two are offered as
 * `countryOptions` (so are the two countries of one name: "el Congo",
 * "Georgia"; see {@link twoCountries}); but a country denied ("Austria
 * (not Australia!)") is dropped, and the last of two said as a correction
 * ("de austria no perdón de australia") is taken. At the name question a
 * nationality word ending the answer after a comma is the guest's ("Juan
 * Pérez, mexicano"); "I'm a US citizen" is the United States (the article
 * "a" blocks nothing before a citizenship). At the country question an
 * unmistakable city or a US state gives its country ("soy de Guayaquil" →
 * ECU, "Texas" → USA; see {@link placeCountry}), never a residence city.
 *
 * City of residence (`residenceCity`): after "vivo en", "resido en", "I live
 * in", "based in", "residencia:"; after "soy de", "somos de", "I'm from"
 * only when a known city follows (of `cityNames` or the built-in list, and
 * not a country: "soy de Medellín" is a residence, "soy de Colombia" a
 * country, "soy de la costa" nothing); a "vivo en" elsewhere in the message
 * wins over "soy de". At the residence question also a bare answer
 * ("Bogotá", "en Cali", "Cartagena mismo", "¿La ciudad donde vivo? Manizales"),
 * a known city with a part of it ("Bogotá, en Suba") or before another
 * clause ("Medellín pero trabajo en Panamá", "Medellín, I moved here last
 * year"), and there a country after the city's comma is the guest's
 * country too ("Madrid, España" → ESP). A correction "la ciudad no es Cali
 * sino Palmira" gives the city after "sino"/"but".
 * The city alone, in every country: a state, province, department or
 * country after a comma is dropped ("Austin, TX", "Guadalajara, Jalisco" →
 * the city). Spelled as in `cityNames` when
 * it matches one (accents and case ignored), else as a known city, else as
 * typed in title case; a city's nickname is the city ("en medallo" →
 * "Medellín"). A state, province or department of the region lexicon is not
 * a city ("vivo en florida", "I live in Texas", "vivo en Antioquia": its
 * words claimed, no city; answering the residence question its country is
 * the guest's when none was said; see {@link regionOnly}), unless it is also
 * a city's usual name ("New York", "Puebla"). A country is not a city ("vivo en España": nothing), nor is
 * small talk ("bendiciones 🙏", "amén": stop words).
 *
 * `undefined` when nothing was found.
 */
export function extractPerson(m: Message, cityNames: readonly string[] = []): GuestFound | undefined {
  const nicknames: TextRange[] = [];
  const ws = withoutInnerNicknames(wordsOf(m), nicknames);
  if (ws.length === 0) {
    // "COL" typed alone in capitals is the code even when another reader took the word ("col" as a squeezed "cool").
    const typed = m.expecting === 'country' && /^\s*[A-Z]{2,3}[\s.!]*$/.test(m.raw) ? bareCode(wordsOf({ ...m, folded: fold(m.raw) })) : undefined;
    if (typed) return { country: typed.code, spans: [] };
    const flag = m.expecting === 'country' ? flagIn(m.raw) : undefined;
    return flag ? { country: flag, spans: [] } : undefined;
  }
  const used = new Array<boolean>(ws.length).fill(false);
  const spans: TextRange[] = [...nicknames];
  const found: GuestFound = { spans };
  const take = (a: number, b: number): void => {
    for (let k = a; k < b; k++) used[k] = true;
    if (b > a) spans.push([ws[a]!.start, ws[b - 1]!.end]);
  };
  const cityKeys = new Set(cityNames.map(fold));
  const informative = caseInformative(ws);
  const scan: PersonScan = { ws, used, raw: m.raw, cityNames, cityKeys, informative };
  const hasJunk = /[@\d]/.test(m.folded);
  const nameQuestion = m.expecting === 'name' || m.expecting === 'lastName';

  // ---- country
  // "Austria (not Australia!)": a country right after "not"/"no"/"ni" is the one the guest is not from.
  let allHits: readonly CountryHit[] = [];
  // Class: "Perú no, Ecuador": a country with "no" right after it, another country following, is denied too.
  const deniedAfter = (h: CountryHit, all: readonly CountryHit[]): boolean =>
    ws[h.b]?.w === 'no' && !ws[h.b]!.breakBefore && REMARK_BREAK.test(ws[h.b + 1]?.gap ?? '') && all.some((o) => o.a > h.b);
  const denied = (h: CountryHit): boolean => (NEGATIONS.has(ws[h.a - 1]?.w ?? '') && !ws[h.a]!.breakBefore) || deniedAfter(h, allHits);
  // Class: a complaint about the country with the right one said ("el país está mal, es Ecuador no Colombia", "oops wrong
  // country, I live in Switzerland"): the country is read as the answer to the country question.
  const countryFix = m.expecting !== 'country' && COUNTRY_COMPLAINT.test(fold(m.raw));
  // (a country said as where the guest lives counts only alone, see below: beside a nationality the two are offered)
  const hitsAll = countryHits(ws, countryFix ? { ...m, expecting: 'country' } : m);
  const all = hitsAll.filter((h) => !h.lives);
  const livesHits = hitsAll.filter((h) => h.lives);
  allHits = all;
  let hits: (CountryHit & { dropped?: boolean })[] = all.filter((h) => !denied(h));
  // "de austria no perdón de australia", "Colombia, no perdón, … póngale Panamá": the last country, said as a correction.
  if (new Set(hits.map((h) => h.code)).size > 1) {
    const last = lastCorrected(
      hits.map((h) => ({ ...h, span: [ws[h.a]!.start, ws[h.b - 1]!.end] as TextRange })),
      (h) => h.code,
      m.raw,
    );
    if (last) hits = hits.filter((h) => h.code === last.code).concat(hits.filter((h) => h.code !== last.code).map((h) => ({ ...h, dropped: true })));
  }
  // The denied country is claimed with its "not" when another is read.
  const withDenial = (h: CountryHit): CountryHit =>
    deniedAfter(h, all) && !(NEGATIONS.has(ws[h.a - 1]?.w ?? '') && !ws[h.a]!.breakBefore) ? { ...h, b: h.b + 1 } : { ...h, a: h.a - 1 };
  if (hits.length > 0) hits = hits.concat(all.filter(denied).map((h) => ({ ...withDenial(h), dropped: true })));
  if (hits.length === 0 && (m.expecting === 'country' || countryFix)) {
    // "Cali, as in California, not Colombia": a place whose country was denied says nothing; the denial is claimed.
    const deniedHits = all.filter(denied);
    const code = bareCode(ws) ?? answerOnlyDemonym(ws) ?? placeCountry(ws, used, new Set(deniedHits.map((h) => h.code))) ?? mistypedCountry(ws);
    if (code) hits = [code, ...deniedHits.map((h) => ({ ...withDenial(h), dropped: true }))];
  }
  // Class: "from right here" at the country question ("de acá mismo", "d aca", "soy de aquí", "from here"): the
  // chat's own country, Colombia; the words are claimed.
  if (hits.length === 0 && m.expecting === 'country' && FROM_HERE.test(fold(m.raw))) {
    found.country = HOME_COUNTRY;
    take(0, ws.length);
  }
  // A flag as the answer to the country question ("🇨🇴"): flags are not words, so nothing is claimed.
  let flagCountry = hits.length === 0 && m.expecting === 'country' ? flagIn(m.raw) : undefined;
  if (flagCountry && ws.some((x) => !STOP.has(x.w))) flagCountry = undefined;
  if (flagCountry) found.country = flagCountry;
  const kept = hits.filter((h) => !h.dropped);
  if (kept.length > 0 && new Set(kept.map((h) => h.code)).size === 1) {
    found.country = kept[0]!.code;
    for (const h of hits) take(h.a, h.b);
  }
  // Class "where the guest lives, said alone at the country question" ("vivo en México", "We reside in Canada"): that
  // country; beside another country's word no rule read ("nacido en colombia pero vivo en españa", "I am german but
  // actually living in Spain") that one may be the nationality, so the two are offered.
  const lived = livesHits[0];
  if (lived && !found.country && !flagCountry && hits.length === 0 && new Set(livesHits.map((h) => h.code)).size === 1) {
    const other = ws.map((x) => PLACES.get(x.w)?.code).find((code, k) => code !== undefined && code !== lived.code && !(k >= lived.a && k < lived.b));
    if (other) found.countryOptions = [other, lived.code];
    else {
      found.country = lived.code;
      take(lived.a, lived.b);
    }
  }
  // "soy colombo-venezolano", "el Congo", "Georgia" at the country question: the two countries offered, none taken.
  const two = !found.country && !found.countryOptions && !flagCountry && m.expecting === 'country' ? twoCountries(ws, used) : undefined;
  if (two) {
    found.countryOptions = two.codes;
    for (const k of two.at) take(k, k + 1);
  }

  // ---- residence city
  let residence: { a: number; read: CityRead } | undefined;
  for (let k = 0; k < ws.length && !residence; k++) {
    for (const seq of RESIDENCE_TRIGGERS) {
      if (!startsWithSeq(ws, k, seq)) continue;
      // Class: a home denied ("ya no vivo en Cali, vivo en Medellín", "I don't live in Cali anymore"): the city after a
      // negation is not where the guest lives; a later trigger may name it.
      if (NEGATIONS.has(ws[k - 1]?.w ?? '') || ws[k - 1]?.w === "don't" || ws[k - 1]?.w === 'dont') {
        const denied = cityAt(scan, k + seq.length);
        if (denied) take(k - 1, denied.b);
        // "no vivo en Cali sino en Palmira": the city after "sino"/"but" is the home.
        let j = denied && INSTEAD_WORDS.has(ws[denied.b]?.w ?? '') ? denied.b + 1 : -1;
        if (j > 0 && (ws[j]?.w === 'en' || ws[j]?.w === 'in')) j++;
        const instead = j > 0 ? cityAt(scan, j) : undefined;
        if (instead) residence = { a: denied!.b, read: instead };
        break;
      }
      const read = cityAt(scan, k + seq.length);
      // At the country question, "vivo en Panamá" names the country (read above), not the city of the same name.
      if (read && m.expecting === 'country' && PLACES.get(fold(read.city))?.kind === 'name') break;
      if (read) residence = { a: k, read };
      break;
    }
  }
  // Class: an agent answering for the client where the guest lives ("vive en Guadalajara", "reside en Buenos Aires",
  // "she lives in Boston"): said in the third person, read only at that question (elsewhere it may be anyone's).
  for (let k = 0; k < ws.length && !residence && m.expecting === 'residenceCity'; k++) {
    const seq = THIRD_PERSON_RESIDENCE.find((t) => startsWithSeq(ws, k, t));
    if (!seq) continue;
    const read = cityAt(scan, k + seq.length);
    if (read && !used[k]) residence = { a: k, read };
  }
  // "soy de Medellín", "I'm from Boston": where the guest lives, when it is a known city (not a country: "soy de Colombia").
  // At the country question "soy de Guayaquil" says the country (see placeCountry), not where the guest lives.
  // At the phone or email question "soy de Madrid" beside the number says where the guest comes from (why the number is
  // foreign), not where they live: not read.
  const originOnly = m.expecting === 'country' || m.expecting === 'phone' || m.expecting === 'email';
  for (let k = 0; k < ws.length && !residence && !originOnly; k++) {
    if (used[k]) continue;
    for (const seq of FROM_TRIGGERS) {
      if (!startsWithSeq(ws, k, seq) || used[k + seq.length]) continue;
      // Class: where the guest comes from set against the home just answered ("Medellín, aunque soy de Manizales",
      // "Pereira, pero soy de Manizales"): the origin, not the home
      if (k > 1 && m.expecting === 'residenceCity' && /^(pero|aunque|but|although|though)$/.test(ws[k - 1]!.w)) break;
      const read = knownCityAt(scan, k + seq.length);
      if (read) residence = { a: k, read };
      break;
    }
  }
  if (!residence && m.expecting === 'residenceCity') {
    let free = ws.map((_, k) => k).filter((k) => !used[k]);
    // "¿La ciudad donde vivo? Manizales": the question said back, in stop words only, before the answer.
    const echo = free.findLastIndex((f) => /\?/.test(ws[f]!.gap));
    const said = free[0];
    if (echo > 0 && free.slice(0, echo).every((f, i) => STOP.has(ws[f]!.w) && f === said! + i)) free = free.slice(echo);
    const k = free[0];
    const contiguous = k !== undefined && free.every((f, i) => f === k + i);
    if (k !== undefined && contiguous && !m.raw.includes('@')) {
      const lead = CITY_ANSWER_LEADS.find((l) => phrase(ws, k, k + l.length) === l.join(' '));
      // "barrio Laureles, Medellín": a part of the city first, then the city after a comma.
      const at = lead ? k + lead.length : k;
      const area = areaAfter(ws, at);
      // Class: a nearby big city first, then the place itself ("just outside London, in Croydon", "cerca de Medellín,
      // en Envigado"): the place after "in"/"en" is where the guest lives.
      const nearby = NEARBY_LEADS.find((l) => startsWithSeq(ws, at, l));
      const big = nearby ? cityAt(scan, at + nearby.length) : undefined;
      const inner = big && (ws[big.b]?.w === 'in' || ws[big.b]?.w === 'en') && /^\s*,\s*$/.test(ws[big.b]!.gap) ? cityAt(scan, big.b + 1) : undefined;
      const read = inner ? inner : area > at && /^\s*,\s*$/.test(ws[area]?.gap ?? '') ? cityAt(scan, area) : cityAt(scan, at);
      // "Bogotá, en Suba": a part of a known city said after it with "en"/"in" (see partAfter).
      if (read && knownCity(read.city, cityKeys)) read.b = epithetAfter(ws, partAfter(ws, read.b, cityKeys), cityKeys);
      // Class: the home said again as it is now ("Medellín, bueno ahora en Envigado", "Bogotá, well now in Chía"):
      // the city after "ahora"/"now" and "en"/"in", ending the message, is where the guest lives.
      const now = read !== undefined ? nowAfter(scan, read.b) : undefined;
      if (now) {
        residence = { a: said !== undefined && said < k ? said : k, read: now };
        take(k, read!.b);
      }
      // "Medellín pero trabajo en Panamá", "Medellín, I moved here last year": a known city, then another clause about it.
      const clause =
        read !== undefined &&
        knownCity(read.city, cityKeys) &&
        laterClause(
          ws,
          free.filter((f) => f >= read.b),
        );
      // "Guayaquil mi pana", "Medellín parce": a word of address after the answer is chatter; so is a title ending the
      // message, said to whoever answers ("En Pereira, señorita", "Bogotá, doctor").
      const tail = free.filter((f) => read !== undefined && f >= read.b);
      const addressing = (f: number) => ADDRESS_WORDS.has(ws[f]!.w) || (TITLES.has(ws[f]!.w) && f === ws.length - 1);
      const chat =
        tail.length > 0 && tail.length <= 3 && tail.every((f) => addressing(f) || ADDRESS_POSSESSIVES.has(ws[f]!.w)) && tail.some((f) => addressing(f));
      if (!now && read && (clause || chat || free.every((f) => f < read.b || NAME_TAIL.has(ws[f]!.w) || RESIDENCE_TAIL.has(ws[f]!.w)))) {
        // "Cartagena mismo", "Cali, acá mismo": the stressing words are claimed with the city.
        let b = read.b;
        while (b < ws.length && !used[b] && RESIDENCE_TAIL.has(ws[b]!.w)) b++;
        residence = { a: said !== undefined && said < k ? said : k, read: { ...read, b } };
      }
    }
  }
  // "vivo en Bogotá, no perdón, en Chía": the home said again after words taking it back
  const fixed = residence ? homeCorrected(scan, residence.read.b) : undefined;
  if (residence && fixed) residence = { a: residence.a, read: fixed };
  // "la ciudad no es Cali sino Palmira", "the city isn't Cali but Palmira": the city after "sino"/"but".
  if (!residence) residence = cityFixAt(scan);
  // "corrige la ciudad donde vivo, es Palmira no Cali": the right city first, the wrong one denied after it.
  if (
    !residence &&
    fold(m.raw)
      .split(/[^\p{L}]+/u)
      .some((x) => LIVING_WORDS.has(x))
  )
    residence = cityOverAt(scan);
  if (!residence) residence = cityAfterDenial(scan);
  // "I'm Colombian but I live in Canada", "soy venezolana pero vivo en Bogotá" answering the country question:
  // nationality and residence differ, and the question ("Which country are you from?", "¿De qué país eres?") asks
  // either; nothing is taken, the two are offered (`countryOptions`) when both are known, the nationality alone to
  // confirm when the residence's country is not.
  if (found.country && m.expecting === 'country') {
    const lives = residenceCountryAt(ws, cityKeys);
    // "Venezuela, corrijo: vive en Panamá" (class: the answer corrected to where the guest lives): that country.
    if (lives && lives !== found.country && CORRECTION_GAP.test(fold(m.raw))) found.country = lives;
    else if (lives !== undefined && lives !== found.country) {
      found.countryOptions = lives ? [found.country, lives] : [found.country];
      delete found.country;
      residence = undefined;
    }
  }
  // "estados unidos, vivo en florida", "I live in Texas", "vivo en Antioquia": a region, not a city; its words are
  // claimed and the city is asked. Answering where the guest lives, the region's country is the guest's country
  // unless another was said (as "Madrid, España" there).
  const region = residence && regionOnly(residence.read.city);
  if (residence && region) {
    if (!found.country && !found.countryOptions && m.expecting === 'residenceCity') found.country = region;
    const pronoun = ws[residence.a - 1]?.w;
    take(pronoun === 'i' || pronoun === 'we' ? residence.a - 1 : residence.a, residence.read.b);
    residence = undefined;
  }
  if (residence) {
    found.residenceCity = residence.read.city;
    // "Madrid, España" answering where the guest lives: the country said with the city is the guest's, unless
    // another was said ("soy colombiana, vivo en Madrid, España"). Asked before the country question, so usually new.
    if (residence.read.country && !found.country && m.expecting === 'residenceCity') found.country = residence.read.country;
    const pronoun = ws[residence.a - 1]?.w;
    take(pronoun === 'i' || pronoun === 'we' ? residence.a - 1 : residence.a, residence.read.b);
  }

  // ---- names
  const names: (NameRead & { role: NameRole; rank?: number; label?: boolean })[] = [];
  for (let k = 0; k < ws.length; k++) {
    if (used[k] || names.some((n) => k < n.b)) continue;
    for (const t of NAME_TRIGGERS) {
      if (!startsWithSeq(ws, k, t.seq, true) || (t.asked && !nameQuestion)) continue;
      // "Factura a nombre de Tecnoquímicas", "la factura debe salir a nombre de …": who is billed, not the holder
      // (read in the text as typed: the invoice's words are claimed by the requests before names are read)
      if (
        t.holder &&
        foldKeepLength(m.raw.slice(0, ws[k]!.start))
          .split(/[^\p{L}]+/u)
          .filter(Boolean)
          .slice(-4)
          .some((w) => BILLED_TO.has(w))
      )
        continue;
      // "mi nombre es eh Laura Gómez": hesitation words after the trigger are skipped (and claimed with the name).
      let after = k + t.seq.length;
      while (!t.relation && after < ws.length - 1 && NAME_FILLERS.has(ws[after]!.w) && !used[after]) after++;
      const next = ws[after];
      if (!next || used[after]) continue;
      const gap = next.gap;
      // "a nombre de mi esposo, Jorge Iván Salazar", "under my wife's name, Ana Ruiz": the holder named after the relation.
      let named = after;
      // "mi apellido es medio raro: Ñañez", "my surname is a bit odd: Xu": a remark in lowercase words, a colon, then the name.
      const colon = ws.findIndex((x, i) => i > after && i <= after + 4 && /:\s*$/.test(x.gap));
      if (
        !t.relation &&
        informative &&
        colon > 0 &&
        ws.slice(after, colon).every((x, i) => !used[after + i] && /^\p{Ll}/u.test(x.raw) && (i === 0 || !x.breakBefore))
      )
        named = colon;
      if (t.holder && (ws[named]?.w === 'mi' || ws[named]?.w === 'my') && RELATIONS.has(ws[named + 1]?.w ?? '')) named += 2;
      // Class: the holder's role after the trigger's article, then the name ("a nombre del gerente, Ing. Andrés Cárdenas",
      // "a nombre de la directora: …"); the name must follow a comma or colon (checked below).
      else if (t.holder && RELATIONS.has(ws[named]?.w ?? '') && /^(?:del|de|of)$/.test(t.seq[t.seq.length - 1]!))
        named += RELATION_QUALIFIERS.has(ws[named + 1]?.w ?? '') ? 2 : 1;
      else if (t.holder && TITLE_ARTICLES.has(ws[named]?.w ?? '') && RELATIONS.has(ws[named + 1]?.w ?? '') && t.seq[t.seq.length - 1] === 'de') named += 2;
      if (named > after && ws[named]?.w === 'name' && ws[named - 1]!.w.endsWith("'s")) named++;
      const title = titleAt(ws, named);
      // "soy la sra. Gloria Ramírez": a title after the article, so no nickname ("soy la Dani").
      if (t.nickname && title && TITLE_ARTICLES.has(t.seq[t.seq.length - 1]!)) continue;
      // "para mi esposa, Ana Ruiz": the relation, then a comma or colon, then the name; at the name question also a title: "para el Dr. Julián Pérez";
      // anywhere an abbreviated title before a capitalised name, where capitals mean something ("book Bogotá … for Ms. Grace Tan").
      const titled =
        named === after && title !== undefined && (nameQuestion || (STRONG_TITLES.has(title.title) && informative && /^\p{Lu}/u.test(ws[title.b]?.raw ?? '')));
      if (t.relation && !titled && (named === after || !/^\s*[,:]\s*$/.test(ws[named]?.gap ?? ''))) continue;
      const start = title && !used[title.b] ? title.b : named;
      if (!ws[start] || used[start]) continue;
      const firstWord = ws[start]!;
      const known = isGiven(firstWord.w);
      const capital = informative && /^\p{Lu}/u.test(firstWord.raw);
      // "nombre: Ana"; without the colon ("first name Anna") only at the name questions or before a known given name.
      if (t.colon && !/^\s*[:=-]\s*$/.test(gap) && !(/^\s+$/.test(gap) && (nameQuestion || known))) continue;
      if (!t.colon && !/^[\s:,-]*$/.test(gap)) continue;
      const said = nameAt(scan, start, t.role === 'last', !t.weak);
      if (!said) continue;
      const corrected = correctedName(
        said,
        scan,
        ws.map((_, f) => f).filter((f) => !used[f]),
        t.role === 'last',
      );
      if (!corrected) continue;
      const read = restatedName(scan, corrected);
      // Class: a surname said in lowercase after a weak last-name trigger ("el apellido es restrepo gomez"): a common
      // surname counts as a known given name does after a weak full-name trigger.
      const knownSurname = t.role === 'last' && SURNAMES.has(firstWord.w);
      if (t.weak && m.expecting !== 'name' && !known && !knownSurname && !capital && !(title && STRONG_TITLES.has(title.title))) continue;
      // "a nombre de Inversiones López SAS": a company is never a person's name.
      if (companyAt(ws, m.raw, start, read.b)) {
        // "le habla Gloria de Turismo Express": the writer of a company introduces themself; claimed, not the guest.
        if (!t.holder) take(k, Math.min(ws.length, companyEnd(ws, read.b)));
        break;
      }
      // "I'm Jennifer from Acme HR", "soy Diana de recursos humanos", "I'm Carla, PA to Mr. David Chen": the requester.
      const requester = t.holder ? undefined : requesterAfter(ws, read.b);
      // "a mi nombre: Paola Castaño, agente de Viajes Sol": the writer's role and agency are claimed; the name holds.
      if (requester && t.self) {
        names.push({ ...read, role: t.role, a: k, rank: triggerRank(t) });
        take(read.b, companyEnd(ws, requester.b));
        break;
      }
      if (requester) {
        take(k, requester.b);
        // "…, PA to Mr. David Chen … put the booking under his name": the one they work for holds the booking.
        const boss = requester.boss === undefined ? undefined : employerAt(scan, requester.boss);
        if (boss && HOLDER_PRONOUN.test(foldKeepLength(m.raw))) names.push({ ...boss.read, role: 'full', a: requester.boss!, rank: 3 });
        break;
      }
      // Class: an article before a whole name ("Yo soy la Camila Muñoz", "soy el Juan Pérez", usual in Chile and Mexico):
      // two or more name words after "soy la"/"soy el" are the speaker's whole name, not a nickname.
      const articled = t.nickname === true && TITLE_ARTICLES.has(t.seq[t.seq.length - 1]!) && read.units.length >= 2;
      const rank = articled ? 1 : triggerRank(t);
      let role = articled ? 'full' : t.role;
      if (title && start !== after && role === 'full' && read.units.length === 1) {
        const r = titledRole(title.title, read.units[0]!.join(' '));
        if (!r) continue;
        role = r;
      }
      // "Name: WILLIAMS, Robert (Mr)", "El nombre es Ramírez, Diana": surname first, then a comma and the given name.
      const free = ws.map((_, f) => f).filter((f) => f >= read.b && !used[f]);
      const inverted = role === 'full' && !title ? surnameFirst(scan, read, free) : undefined;
      if (inverted) names.push({ ...read, role: 'last', a: k, rank: triggerRank(t) }, { ...inverted, role: 'first', rank: triggerRank(t) });
      // Class: a remark on the name's parts after an announced name ("my name is Li Wei, Li is the family name"): the
      // remark splits it (see statedRoles); a remark that does not say the split leaves the name to be asked.
      else if (role === 'full' && !title && m.expecting === 'name' && statedRoles(ws, read.units, free) !== undefined) {
        const stated = statedRoles(ws, read.units, free);
        if (typeof stated !== 'object') break;
        names.push(
          { ...read, units: stated.last, shapes: [], role: 'last', a: k, rank: triggerRank(t) },
          { ...read, units: stated.first, shapes: [], role: 'first', a: k, rank: triggerRank(t) },
        );
        for (const f of free) take(f, f + 1);
      }
      // Class: the airline form "SURNAME/FIRSTNAME" not read whole: the word before the slash is a surname, never a first name.
      else if (/^\s*\/\s*$/.test(ws[read.b]?.gap ?? '') && nameLike(ws[read.b]!)) break;
      else names.push({ ...read, role, a: k, rank, label: t.label === true });
      break;
    }
  }
  // "Nombre: Luz Marina. Apellidos: Cardona Ríos": beside a last-name label, the bare name label holds the given names.
  if (names.some((n) => n.role === 'last')) for (const n of names) if (n.label && n.role === 'full') n.role = 'first';
  if (names.length === 0) {
    const fix = nameFixAt(scan);
    if (fix) names.push(fix);
  }
  if (names.length === 0 && m.expecting === undefined) {
    const signed = signatureAt(scan);
    if (signed) names.push({ ...signed, role: 'full', rank: 1 });
  }
  if (names.length === 0 && m.expecting === 'confirm') {
    const swapped = givenSwapped(ws, used);
    if (swapped) names.push({ ...swapped, role: 'first' });
  }
  // Beside a last name or a nickname only ("Sebastián, apellido Valencia", "valentina rojas, pero me dicen vale"),
  // the bare name is still read: the words of those reads and the joiners before them ("pero", "ah y el") are set aside.
  const aside = names.length > 0 && names.every((n) => n.role === 'last' || n.rank === 0);
  if ((names.length === 0 || aside) && nameQuestion) {
    const joiners: number[] = [];
    // "…, aunque todos me dicen Caliche": the joiners of a nickname clause are set aside with it.
    const joins = (n: (typeof names)[number], w: string): boolean => STOP.has(w) || NAME_FILLERS.has(w) || (n.rank === 0 && NICKNAME_JOINERS.has(w));
    for (const n of names) for (let j = n.a - 1; j >= 0 && !used[j] && joins(n, ws[j]!.w); j--) joiners.push(j);
    const free = ws.map((_, k) => k).filter((k) => !used[k] && !joiners.includes(k) && !names.some((n) => k >= n.a && k < n.b));
    const from = free[0];
    // "claro, es Natalia Restrepo", "sure, it's Emily Clarke": lead words before the name, claimed with it.
    let lead = 0;
    while (lead < free.length - 1 && lead < 3 && free[lead] === from! + lead && NAME_ANSWER_LEADS.has(ws[free[lead]!]!.w)) lead++;
    // "a nombre mío, Sandra Milena Ortiz": the booking said to be the speaker's own, then the name.
    const self = SELF_HOLDER_LEADS.find((l) => l.every((w, i) => free[lead + i] === free[lead]! + i && ws[free[lead + i]!]?.w === w));
    if (self && free.length > lead + self.length) lead += self.length;
    // "soy la abuela, Luz Marina Ospina", "I'm the coach, Mike Thompson": the speaker's role in the party, then the name.
    lead += speakerRole(ws, free, lead);
    lead += chatterBeforeRestart(ws, free, lead);
    lead += nicknameBefore(ws, free, lead);
    free.splice(0, lead);
    const k = free[0];
    const title = k === undefined ? undefined : titleAt(ws, k);
    if (k !== undefined) {
      const first = nameAt(scan, title ? title.b : k, m.expecting === 'lastName', m.lang === 'es');
      const said = first && correctedName(first, scan, free, m.expecting === 'lastName');
      const inverted = said && !title && m.expecting === 'name' ? surnameFirst(scan, said, free) : undefined;
      if (inverted) names.push({ ...said!, role: 'last', a: from! }, { ...inverted, role: 'first' });
      // "Valentina, Valentina Ríos": the name said again, whole, is the one read.
      const again = said && !title && !inverted ? (nameSaidAgain(scan, said, free) ?? said) : said;
      const through = again && (spelledThrough(scan, again, free) ?? again);
      // "Tom Hughes. Thomas on the passport": the given name on the guest's papers replaces the one said.
      const papers =
        through && !title && m.expecting === 'name'
          ? givenOnPapers(
              ws,
              through.units,
              free.filter((f) => f >= through.b),
            )
          : undefined;
      const read = through && papers ? { ...through, units: papers } : through;
      const rest = free.filter((f) => read && f >= read.b);
      // "Ana Gómez por favor"; or the name, then other details: "Daniel Arango, correo daniel@…", "Juliana Vélez, nacida en 1990".
      const details = read !== undefined && detailsAfter(ws, read.b, rest);
      // "Tan Wei Ming — Tan is my family name", "Okafor Chidi (surname first)": a remark stating the name's parts.
      const stated = read && !details && !title && m.expecting === 'name' ? statedRoles(ws, read.units, rest) : undefined;
      // "Leidy Johana Cuesta, Johana con J": a remark after the name, passed over (see remarkTail).
      const remark = read !== undefined && stated !== 'unsure' && remarkTail(scan, read.units, rest, stated !== undefined);
      const restOk =
        stated !== 'unsure' &&
        ((!hasJunk &&
          (courtesyTail(ws, rest) ||
            remark ||
            writingRemark(ws, rest) ||
            papers !== undefined ||
            // a whole name on the papers ("Mike, well Michael Thompson on my passport"); a given name alone there is
            // the papers' given name, read above ("Kate Wilson - well, Katherine on my passport")
            (read !== undefined && read.units.length >= 2 && papersRightAfter(ws, rest)) ||
            questionTail(scan, rest) ||
            selfHolderTail(ws, rest, informative))) ||
          details);
      const contiguous = said !== undefined && free.filter((f) => f < said.b).length === said.b - k;
      // A known city alone is no name ("Cartagena", "Santa Marta" answered at the name question).
      const lonePlace = read !== undefined && !title && m.expecting !== 'lastName' && cityWord(fold(read.units.map((u) => u.join(' ')).join(' ')), cityKeys);
      // Class: chatter at the name question ("one sec, finding my passport"): where other readers took words of the
      // message (beyond function words), a single word left over, typed in lowercase and no common given name, is a word
      // of the chatter, no name.
      const leftWord =
        read !== undefined &&
        !title &&
        read.units.length === 1 &&
        read.units[0]!.length === 1 &&
        !isGiven(fold(read.units[0]![0]!)) &&
        /^\p{Ll}/u.test(ws[read.a]!.raw) &&
        tokens(foldKeepLength(m.raw)).some((t) => !ws.some((x) => x.start === t.start) && /^\p{L}/u.test(t.text) && !STOP.has(t.text));
      // Class: a whole name at the name question, then a remark not understood ("David Chen, my wife is the Colombian
      // one haha", "Federico Martínez, pero decime Fede"): the name is offered back to confirm, never taken unasked;
      // not when the remark may correct the name or name another holder
      if (
        !inverted &&
        read &&
        !restOk &&
        !details &&
        stated !== 'unsure' &&
        contiguous &&
        !lonePlace &&
        !title &&
        m.expecting === 'name' &&
        read.units.length >= 2 &&
        read.units.length <= 4 &&
        unreadRemark(ws, rest, cityKeys)
      ) {
        const parts = splitName(read.units, 'full', read.shapes, m.lang);
        if (parts.firstName && parts.lastName) found.nameToConfirm = { firstName: parts.firstName, lastName: parts.lastName };
      }
      if (!inverted && read && restOk && contiguous && !lonePlace && !leftWord && read.units.length <= 6) {
        let role: NameRole = m.expecting === 'lastName' ? 'last' : aside && names.some((n) => n.role === 'last') ? 'first' : 'full';
        const head = fold(read.units[0]![0]!);
        if (role === 'last' && read.units.length >= 2 && isGiven(head) && !isAlsoSurname(head)) role = 'full';
        const titled = title && role === 'full' && read.units.length === 1 ? titledRole(title.title, read.units[0]!.join(' ')) : role;
        if (titled && typeof stated === 'object' && role === 'full') {
          names.push(
            { ...read, units: stated.last, shapes: [], role: 'last', a: from! },
            { ...read, units: stated.first, shapes: [], role: 'first', a: from! },
          );
          for (const f of rest) take(f, f + 1);
        } else if (titled) {
          names.push({ ...read, role: titled, a: from! });
          for (const j of joiners) take(j, j + 1);
          // "luisa fernanda ortiz, pa servirle", "…, pero me dicen vale": the courtesy or nickname words are claimed too.
          if (!details) for (const f of rest) take(f, f + 1);
          // "…, correo <address>": the label of a detail the contact extractor read is claimed too.
          if (
            details &&
            rest.length > 0 &&
            rest.every((f) => DETAIL_LABELS.has(ws[f]!.w) || DETAIL_LEADS.has(ws[f]!.w)) &&
            /[@\d]/.test(m.raw.slice(ws[read.b - 1]!.end))
          ) {
            for (const f of rest) take(f, f + 1);
          }
        }
      }
    }
  }
  // Class: a traveller named by an abbreviated title in a request ("para el Sr. Tomás ARANGO", "ejecutivo Sr. Pablo
  // ROJAS", "Booking for Dr. Hans MÜLLER (DEU)"), the title and the given name already read as one adult of the party:
  // the name is read from the words as typed (see titledTraveller).
  const titled = names.length === 0 && !nameQuestion && TITLE_TYPED.test(m.raw) ? titledTraveller(m, scan) : undefined;
  if (titled) {
    Object.assign(found, splitName(titled.read.units, 'full', titled.read.shapes, m.lang));
    spans.push(titled.span);
    if (titled.country && !found.country) found.country = titled.country;
  }
  // A nickname is the name only when nothing else could be ("Felipe, pero me dicen Pipe. Felipe Ramírez" names no one for sure).
  const inRead = (f: number): boolean => names.some((n) => f >= n.a && f < n.b);
  if (names.some((n) => n.rank === 0) && ws.some((x, f) => !used[f] && !inRead(f) && nameLike(x) && !NAME_TAIL.has(x.w))) {
    for (let i = names.length - 1; i >= 0; i--) if (names[i]!.rank === 0) names.splice(i, 1);
  }
  // "me llamo Ana, mi apellido es Gómez": the parts complete each other; a second full name is not read.
  // The highest-ranked read wins (see triggerRank); a lower one it overrides is claimed and dropped ("I'm John, but book it for …").
  const top = Math.max(...names.map((n) => n.rank ?? 2));
  const ranked = [...names].sort((x, y) => (y.rank ?? 2) - (x.rank ?? 2));
  for (const name of ranked) {
    // "a nombre de la empresa: Inversiones Andinas SAS": a company's name, wherever read, is never a person's; a name
    // with a company's right after it ("Julia Braun / Travel Management") signs for the company, never the guest's
    if (name.units.some((u) => u.some((w) => isCompanyWord(fold(w)))) || companyAt(ws, m.raw, name.b, name.b)) {
      take(name.a, name.b);
      continue;
    }
    const notes = ws.map((_, f) => f).filter((f) => f >= name.b && !names.some((n) => n !== name && f >= n.a && f < n.b));
    const said = respelledByNote(ws, name.units, notes);
    // ("Kim Min-jun (family name Kim)": the note may also be read as a last-name label; the name before it is split by it)
    const family = name.role === 'full' || name.role === 'first' ? familyNamedAfter(m.raw.slice(ws[name.b - 1]!.end), said) : undefined;
    if (family && found.lastName !== undefined && found.lastName === family.lastName && !found.firstName) {
      found.firstName = family.firstName;
      take(name.a, name.b);
      continue;
    }
    const parts = family ?? splitName(said, name.role, name.shapes, m.lang);
    if (
      (parts.firstName && found.firstName) ||
      (parts.lastName && found.lastName) ||
      (parts.fullName && (found.firstName || found.lastName)) ||
      found.fullName
    ) {
      if ((name.rank ?? 2) < top) take(name.a, name.b);
      continue;
    }
    Object.assign(found, parts);
    take(name.a, name.b);
    // Class: a self-introduction with the home city right after the name ("hola soy Andrea de Medellín, quiero ir a
    // Cartagena", "I'm Tom from Boston"): a known city after "de"/"from" is where the guest lives, not the trip's.
    // After a title ("soy la señora Gloria Inés de Valencia") "de" opens a married name, never a home.
    const from = ws[name.b];
    if (
      !found.residenceCity &&
      from &&
      !used[name.b] &&
      (from.w === 'de' || from.w === 'from') &&
      ws.slice(Math.max(0, name.a - 1), name.a + 2).some((x) => SELF_INTRO_WORDS.has(x.w)) &&
      !ws.slice(Math.max(0, name.a - 1), name.b).some((x) => TITLES.has(x.w))
    ) {
      const home = knownCityAt(scan, name.b + 1);
      if (home && !ws.slice(name.b + 1, home.b).some((_, i) => used[name.b + 1 + i])) {
        found.residenceCity = home.city;
        take(name.b, home.b);
      }
    }
  }

  if (found.nameToConfirm && (found.firstName || found.lastName || found.fullName)) delete found.nameToConfirm;
  if (!found.firstName && !found.lastName && !found.fullName && !found.nameToConfirm && !found.country && !found.residenceCity && !found.countryOptions)
    return undefined;
  spans.sort((a, b) => a[0] - b[0]);
  return found;
}
