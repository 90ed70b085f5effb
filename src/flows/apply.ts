/**
 * Applying what was understood to the draft: dates checked against the
 * product's limits, the party (additions, corrections, per-room layouts), the
 * guest's details; corrections inside a message and readings said back for
 * confirmation when unsure (never a silent wrong value).
 */
import { addDays, daysBetween } from '../clock.js';
import { formatDate, formatMonth, formatPhone, formatShortDate, formatStay } from '../texts/format.js';
import { countryName, extractContact } from './understand/guest/index.js';
import { ADULT_AGE, isChildAge, MAX_DAYS_AHEAD, MAX_NIGHTS, MAX_PEOPLE, MAX_ROOMS } from './limits.js';

import { companionsNamed, understand, type DatesFound, type GuestFound, type OccupancyFound, type Understanding } from './understand/index.js';
import {
  type CorrectionMarker,
  correctionTail,
  correctsItself,
  dayAloneIsToday,
  hedged,
  lastCorrection,
  nightsChange,
  nightsTotal,
  readCountCorrection,
  readLeftover,
  unreadBesideDates,
  eventDated,
} from './understand/amendments.js';
import { fold, foldKeepLength, numberValue, tokens } from './understand/text.js';
import { deniedAfterComma } from './understand/repairs.js';
import { PAIR_MEMBERS, PARTNER_WORDS, restatedTotalSpans, type StatedCount, statedCounts } from './understand/people.js';
import { applyPatch, textsFor, understoodLine, without } from './draft.js';
import { hintFor, questionOf } from './questions.js';
import { type FlowState, QUESTION_STEPS, type SearchDraft, type SearchPatch } from './state.js';
import { type Ctx, expecting } from './context.js';

/** What applying a message changed, and what to say about it. */
export interface Applied {
  state: FlowState;
  /** Lines to say before the next question: reasons, notices. */
  notes: string[];
  /** A search slot changed (the understood line is said back). */
  search: boolean;
  /** Anything at all was taken or asked back. */
  any: boolean;
  /** The unknown destination's suggestions (they become the city buttons). */
  suggestions?: string[];
}

/** Nothing applied yet to `state`: where a message's values are taken, or tried before they are. */
function applied(state: FlowState): Applied {
  return { state, notes: [], search: false, any: false };
}

/** `text` read again as the conversation `s` reads it (its language, the question asked), on `today` (by default `ctx`'s). */
function readAgain(text: string, s: FlowState, ctx: Ctx, today = ctx.today, asked = expecting(s)): Understanding {
  return understand(text, { lang: s.lang, today, expecting: asked, catalogue: ctx.catalogue });
}

/** What the guest is told about dates the product cannot book (past, too far, too long a stay). */
export function dateProblem(s: FlowState, d: NonNullable<DatesFound['problem']>, ctx: Ctx): string {
  const t = textsFor(s);
  const f = (date: string) => formatDate(date, s.lang);
  switch (d.kind) {
    case 'past':
      return t.pastDate(f(d.date), f(ctx.today));
    case 'tooFar':
      return t.tooFarDate(f(d.date), f(addDays(ctx.today, MAX_DAYS_AHEAD)));
    case 'reversed':
      return t.reversedDates(f(d.checkin), f(d.checkout));
    case 'tooLong':
      return t.tooManyNights(d.nights, MAX_NIGHTS);
    case 'invalid':
      return t.invalidDate;
  }
}

/** Check-in `date` is bookable: today or later, at most a year ahead. */
export function bookable(date: string, ctx: Ctx): DatesFound['problem'] {
  if (date < ctx.today) return { kind: 'past', date };
  if (date > addDays(ctx.today, MAX_DAYS_AHEAD)) return { kind: 'tooFar', date };
  return undefined;
}

/** A check-in further ahead than this (days), given without a year, is confirmed with the guest: a date of the last few weeks typed by mistake. */
export const FAR_WITHOUT_YEAR_DAYS = 340;

/** The most grown-ups a hedged second count may add to the party said before it ("2 adultos, tal vez 3"); a bigger number is something else. */
export const MAX_HEDGED_STEP = 2;

/** Words that count a day from another ("dos días antes de mi reunión del 20", "3 days after we land"). */
const DAY_COUNTED_FROM = /\b(?:antes|despu[eé]s|before|after|later|earlier)\b/i;

/** Take the dates read (`d`) into the draft, refusing those out of the product's limits with the reason; `correcting` when the message corrects earlier dates. */
export function applyDates(a: Applied, d: DatesFound, ctx: Ctx, correcting: boolean, raw: string): void {
  const s = a.state;
  const t = textsFor(s);
  if (d.problem) {
    a.notes.push(dateProblem(s, d.problem, ctx));
    a.any = true;
    // a stay too long from a bookable day ("35 noches desde el 5 de febrero"): the day stands, the length is asked
    if (d.problem.kind === 'tooLong' && d.checkin) applyDates(a, { checkin: d.checkin, inferred: true, spans: d.spans }, ctx, correcting, raw);
    return;
  }
  const year = Number(ctx.today.slice(0, 4));
  if (d.ambiguity) {
    a.any = true;
    if (d.ambiguity.kind === 'monthOnly') {
      a.state = {
        ...a.state,
        clarify: {
          about: 'dates',
          question: t.askDayOfMonth(formatMonth(d.ambiguity.month, s.lang)),
          options: [],
          month: { year: d.ambiguity.year, month: d.ambiguity.month },
        },
      };
    } else if (d.ambiguity.kind === 'vague') {
      // "pa la feria de las flores", "spring break": which dates is asked, naming the time said
      a.state = { ...a.state, clarify: { about: 'dates', question: t.askExactDates(d.ambiguity.said), options: [] } };
    } else if (d.ambiguity.kind === 'nights') {
      // "4 días": 3 nights (4 days) or 4 nights; "2 o 3 noches".
      const days = d.ambiguity.days;
      // Class "a check-in said with the nights in doubt" ("Cartagena, el 15 … una noche, o dos, no sé", "from the 8th,
      // 3 or 4 nights"): the check-in is taken (bookable, not far ahead without a year), only the nights are asked.
      // Near miss: a day counted from another ("tres días después de que llegue el vuelo, el 12"): nothing taken.
      const arrival = d.checkin;
      if (
        arrival &&
        !d.checkout &&
        !DAY_COUNTED_FROM.test(raw) &&
        s.step !== 'askNights' &&
        !bookable(arrival, ctx) &&
        arrival <= addDays(ctx.today, FAR_WITHOUT_YEAR_DAYS)
      ) {
        a.state = { ...a.state, search: { ...a.state.search, checkin: arrival } };
        a.search = true;
      }
      a.state = {
        ...a.state,
        clarify: {
          about: 'nights',
          question: t.pickNights,
          options: d.ambiguity.options.map((n) => ({
            label: days !== undefined && n === days - 1 ? t.nightsDaysOption(n) : t.nightsOption(n),
            patch: { nights: n },
          })),
        },
      };
    } else {
      const options = d.ambiguity.options.map((o) => {
        const nights = o.nights ?? (o.checkout ? daysBetween(o.checkin, o.checkout) : undefined);
        const label = nights ? formatStay(o.checkin, addDays(o.checkin, nights), nights, s.lang, year) : formatShortDate(o.checkin, s.lang, year);
        return { label, patch: nights ? { checkin: o.checkin, nights } : { checkin: o.checkin } };
      });
      // one reading said back to confirm ("el otro viernes": the Friday after the coming one, isn't it?)
      const question = options.length === 1 ? t.confirmReading(options[0]!.label) : t.pickDate;
      a.state = { ...a.state, clarify: { about: 'dates', question, options } };
    }
    if (d.nights !== undefined && d.ambiguity.kind !== 'nights') a.state = { ...a.state, search: { ...a.state.search, nights: d.nights } };
    return;
  }
  let checkin = d.checkin;
  let nights = d.nights;
  const current = s.search.checkin;
  // At the nights question, a lone date after the check-in is the day of departure ("hasta el 18"),
  // unless the guest is correcting the arrival ("no, mejor el 16") or names it ("la llegada es el 6 de abril").
  if (s.step === 'askNights' && !correcting && !d.arrival && current && checkin && !d.checkout && nights === undefined && checkin > current) {
    nights = daysBetween(current, checkin);
    checkin = undefined;
  }
  if (d.checkout && !checkin && current) {
    if (d.checkout <= current) {
      a.notes.push(t.reversedDates(formatDate(current, s.lang), formatDate(d.checkout, s.lang)));
      a.any = true;
      return;
    }
    nights = daysBetween(current, d.checkout);
  }
  if (checkin && d.checkout) nights = daysBetween(checkin, d.checkout);
  if (nights !== undefined && (nights < 1 || nights > MAX_NIGHTS)) {
    a.notes.push(nights < 1 ? hintFor('nights', t) : t.tooManyNights(nights, MAX_NIGHTS));
    a.any = true;
    return;
  }
  if (checkin) {
    const problem = bookable(checkin, ctx);
    if (problem) {
      a.notes.push(dateProblem(s, problem, ctx));
      a.any = true;
      return;
    }
    // "el 10 de noviembre" said on 23 November: next year's, most likely a slip; confirmed, never assumed.
    if (checkin > addDays(ctx.today, FAR_WITHOUT_YEAR_DAYS) && d.label === undefined && !/\b(19|20)\d\d\b/.test(raw)) {
      const label = nights ? formatStay(checkin, addDays(checkin, nights), nights, s.lang, year) : formatShortDate(checkin, s.lang, year);
      a.state = {
        ...a.state,
        clarify: {
          about: 'dates',
          question: t.confirmFarDate(formatDate(checkin, s.lang)),
          options: [{ label, patch: nights ? { checkin, nights } : { checkin } }],
        },
      };
      a.any = true;
      return;
    }
  }
  const search = { ...a.state.search };
  if (checkin) search.checkin = checkin;
  if (nights !== undefined) search.nights = nights;
  if (checkin || nights !== undefined) {
    a.state = { ...a.state, search };
    a.search = true;
    a.any = true;
  }
}

/** Ask which of `options` is the guest's `about` (their name, phone, email or country); the pick fills it in. */
export function offerDetail(
  a: Applied,
  about: 'name' | 'phone' | 'email' | 'country',
  question: string,
  options: { label: string; guest: { firstName?: string; lastName?: string; phone?: string; email?: string; country?: string } }[],
): void {
  a.state = { ...a.state, clarify: { about, question, options: options.map((o) => ({ ...o, patch: {} })) } };
  a.any = true;
}

/**
 * People added to the party already known ({@link Understanding.additive}):
 * "también va mi otro hijo de 8" adds a child aged 8, "y además la abuela"
 * an adult, "plus 2 adults" two. Counts add up; ages join the ones known.
 * At the children's-ages question, ages without a count of children answer
 * that question (the ordinary reading). Returns false (nothing added) when
 * no party is known yet or the message gives rooms one by one: then the
 * ordinary reading applies.
 */
export function addToParty(a: Applied, o: OccupancyFound | undefined, companions: number): boolean {
  const known = a.state.search;
  if (known.adults === undefined || o?.perRoom?.length || o?.unsure || o?.problem) return false;
  const answeringAges = a.state.step === 'askChildAges';
  const agesAsChildren = !answeringAges && o?.children === undefined ? (o?.ages?.length ?? 0) : 0;
  const newChildren = (o?.children ?? 0) + agesAsChildren;
  const newAdults = (o?.adults ?? 0) + companions;
  if (newAdults === 0 && newChildren === 0) return false;
  const search = { ...known, ages: [...known.ages, ...(o?.ages ?? [])] };
  search.adults = (known.adults ?? 0) + newAdults;
  if (newChildren) search.children = (known.children ?? known.ages.length) + newChildren;
  if (o?.rooms !== undefined) search.rooms = o.rooms;
  delete search.layout;
  delete search.splitRooms;
  a.state = { ...a.state, search };
  a.search = true;
  a.any = true;
  return true;
}

/** Take the party read (`o`) into the draft: adults, children and their ages, rooms and a per-room layout, within the product's limits. */
export function applyOccupancy(a: Applied, o: OccupancyFound): void {
  const t = textsFor(a.state);
  a.any = true;
  if (o.unsure) {
    // "family of four", "somos como 4 o 5": who is an adult is asked back, never guessed.
    const options: { label: string; patch: SearchPatch }[] = [];
    // "2+1": the grown-ups and the children first, as a receptionist reads it, then all of them grown-ups
    const sum = o.unsure.sum;
    if (sum) options.push({ label: t.people(sum[0], [], sum[1]), patch: { adults: sum[0], children: sum[1] } });
    // (children counted beside the totals of grown-ups ride with each: "2 adultos, 2 niños (4 y 9) y mis papás")
    const children = o.children ?? 0;
    const ages = o.ages ?? [];
    // "mi esposa y los niños", "2 adults and the kids": the grown-ups are taken, how many children is asked (a count
    // or the ages list answers it; the choices are 1 to 4 children, within the limit, whatever grown-ups join later)
    if (o.unsure.uncountedChildren && o.adults !== undefined && !o.unsure.speaker) {
      const adults = o.adults;
      const search = { ...without({ ...a.state.search, adults, ages: [] }, 'children', 'layout', 'splitRooms'), uncountedChildren: true };
      if (o.rooms !== undefined) search.rooms = o.rooms;
      for (let n = 1; n <= 4 && adults + n <= MAX_PEOPLE; n++) options.push({ label: t.childrenCount(n), patch: { children: n, ages: [] } });
      a.state = { ...a.state, search, clarify: { about: 'children', question: t.askChildrenCount, options } };
      a.search = true;
      return;
    }
    // "mi esposa": that one alone, or with the guest, asked as whether the guest travels too
    // ("mi mamá y los niños": the children are asked next, `uncountedChildren` kept in the draft)
    if (o.unsure.speaker) {
      const [alone, withGuest] = o.unsure.totals as [number, number];
      const kids = o.unsure.uncountedChildren === true;
      options.push({ label: t.speakerToo(t.people(alone, [], 0), false), patch: kids ? { adults: alone } : { adults: alone, children: 0 } });
      options.push({ label: t.speakerToo(t.people(withGuest, [], 0), true), patch: kids ? { adults: withGuest } : { adults: withGuest, children: 0 } });
      const search = kids ? { ...without(a.state.search, 'adults', 'children', 'layout', 'splitRooms'), ages: [], uncountedChildren: true } : a.state.search;
      a.state = { ...a.state, search, clarify: { about: 'party', question: t.askSpeakerToo, options, speaker: true } };
      return;
    }
    for (const total of o.unsure.totals) {
      if (o.unsure.family && total >= 3) options.push({ label: t.people(2, [], total - 2), patch: { adults: 2, children: total - 2 } });
      options.push({ label: t.people(total, ages, children - ages.length), patch: { adults: total, children, ...(ages.length ? { ages } : {}) } });
      if (o.unsure.family && total >= 4) options.push({ label: t.people(3, [], total - 3), patch: { adults: 3, children: total - 3 } });
    }
    a.state = { ...a.state, clarify: { about: 'party', question: t.askParty, options } };
    return;
  }
  if (o.problem) {
    const p = o.problem;
    // At the children's-ages question, "17 y 19": the grown-up may be an adult of the party (as the guest meant) or a
    // slip of the finger; the party with them as an adult is said back as the one choice to confirm, never taken
    // unasked; the ages under 18 are the children's.
    const before = a.state.search;
    const grown = p.kind === 'childTooOld' && a.state.step === 'askChildAges' ? (p.grown?.length ?? 0) : 0;
    const children = (before.children ?? 0) - grown;
    const ages = [...before.ages, ...(o.ages ?? [])];
    if (p.kind === 'childTooOld' && grown > 0 && before.adults !== undefined && children >= 0 && ages.length <= children) {
      const patch: SearchPatch = { adults: before.adults + grown, children, ages };
      const label = t.people(patch.adults!, ages, children - ages.length);
      a.notes.push(t.childTooOld(p.age, ADULT_AGE));
      a.state = { ...a.state, clarify: { about: 'childAges', question: t.confirmReading(label), options: [{ label, patch }], ages } };
      return;
    }
    a.notes.push(
      p.kind === 'childTooOld'
        ? t.childTooOld(p.age, ADULT_AGE)
        : p.kind === 'noAdults'
          ? t.noAdults
          : p.kind === 'tooMany'
            ? t.tooManyPeople(p.people, MAX_ROOMS)
            : t.tooManyRooms(p.rooms, MAX_ROOMS),
    );
    // Rooms over the limit ("12 adults, 6 rooms") are refused with the limit; the people said with them are kept (the
    // rooms are asked again). Any other problem keeps nothing of the party.
    if (p.kind !== 'tooManyRooms' || o.perRoom?.length || (o.adults === undefined && o.children === undefined)) return;
  }
  const search = { ...a.state.search };
  if (o.perRoom?.length) {
    search.layout = o.perRoom.map((r) => ({ adults: r.adults, ages: [...r.ages] }));
    search.rooms = o.perRoom.length;
    search.adults = o.perRoom.reduce((n, r) => n + r.adults, 0);
    search.ages = o.perRoom.flatMap((r) => r.ages);
    search.children = search.ages.length;
  } else {
    const answeringAges = a.state.step === 'askChildAges';
    if (o.adults !== undefined) search.adults = o.adults;
    if (o.children !== undefined) {
      search.children = o.children;
      search.ages = o.ages ? [...o.ages] : [];
    } else if (o.ages?.length) {
      search.ages = answeringAges ? [...search.ages, ...o.ages] : [...o.ages];
      search.children = Math.max(search.ages.length, answeringAges ? (search.children ?? 0) : 0);
    }
    // "ambos de 6": the one age is every child's.
    if (o.sameAgeForAll && o.ages?.length === 1 && (search.children ?? 0) > search.ages.length) {
      search.ages = [...search.ages, ...Array<number>((search.children ?? 0) - search.ages.length).fill(o.ages[0]!)].slice(0, search.children);
    }
    if (o.rooms !== undefined && o.problem?.kind !== 'tooManyRooms') search.rooms = o.rooms;
    delete search.layout;
    delete search.splitRooms;
    if (search.rooms !== undefined && search.adults !== undefined && search.rooms > search.adults) {
      a.notes.push(t.roomsMoreThanAdults);
      delete search.rooms;
    }
  }
  if (search.children !== undefined) delete search.uncountedChildren;
  a.state = { ...a.state, search };
  a.search = true;
}

/**
 * The steps at which the guest gives their own details (the questions from the name on, the summary and its edit): a
 * country said there is the guest's answer (decision 0030).
 */
const DETAIL_STEPS: ReadonlySet<FlowState['step']> = new Set([...QUESTION_STEPS.slice(QUESTION_STEPS.indexOf('askName')), 'confirm', 'editPick']);

/** The questions asked back about one of the guest's details. */
const DETAIL_CLARIFY: ReadonlySet<string> = new Set(['lastName', 'phone', 'email', 'country']);

/**
 * Whether the conversation is at the guest's details: one of their questions, the summary, a question asked back
 * about a detail, or any question asked back once the hotel and its rates were chosen. Before that, while the stay is
 * searched, a country said is only mentioned.
 */
export function atGuestDetails(s: FlowState): boolean {
  if (DETAIL_STEPS.has(s.step)) return true;
  return s.step === 'clarify' && (DETAIL_CLARIFY.has(s.clarify?.about ?? '') || (s.hotel !== undefined && s.picks.length > 0));
}

/**
 * Take the guest's details read (`g`) into the draft: name, phone (with the country of its code), email, city of
 * residence, country; doubtful readings offered as choices. A country or nationality said while the stay is searched
 * ("we're a Brazilian couple, Cartagena …", "qué bonito país es Colombia") is kept as `countryMentioned` and offered
 * first at the country question, never taken unasked (decision 0030); so is a city the guest lives in, offered at the
 * city-of-residence question. `answer`: the details are the guest's answer
 * or choice (taken), by default when the conversation is at the guest's details ({@link atGuestDetails}).
 */
export function applyGuest(a: Applied, g: GuestFound, answer = atGuestDetails(a.state)): void {
  const guest = { ...a.state.guest };
  let took = false;
  if (!answer && (g.country || g.countryOptions?.length)) {
    const mentioned = g.country ?? g.countryOptions![0]!;
    g = { ...g };
    delete g.country;
    delete g.countryOptions;
    guest.countryMentioned = mentioned;
    took = true;
  }
  if (!answer && g.residenceCity) {
    guest.residenceCityMentioned = g.residenceCity;
    g = { ...g };
    delete g.residenceCity;
    took = true;
  }
  // Addresses are kept in lower case: mail systems treat them so, and the guest's confirmation must reach them.
  if (g.email) (guest.email = g.email.toLowerCase()), (took = true);
  // Readings of a detail to pick from (a number valid in two countries, a mistyped provider, two addresses, a
  // nationality beside another country of residence): asked, not taken. One reading offered without the value taken
  // ("07700 900123" in an English chat: a UK mobile?) is confirmed the same way.
  const t = textsFor(a.state);
  const offerPhone = Boolean(g.phoneOptions?.length && (g.phoneOptions.length > 1 || !g.phone));
  if (offerPhone)
    offerDetail(
      a,
      'phone',
      t.pickPhone,
      g.phoneOptions!.map((phone) => ({ label: formatPhone(phone), guest: { phone } })),
    );
  if (!g.country && g.countryOptions?.length)
    offerDetail(
      a,
      'country',
      t.pickCountry,
      g.countryOptions.map((country) => ({ label: countryName(country, a.state.lang), guest: { country } })),
    );
  if (!g.email && g.emailOptions?.length)
    offerDetail(
      a,
      'email',
      t.pickEmail,
      g.emailOptions.map((email) => ({ label: email.toLowerCase(), guest: { email: email.toLowerCase() } })),
    );
  if (g.phone && !offerPhone) {
    guest.phone = g.phone;
    took = true;
    // The phone's country is inferred only where it agrees with a country the guest mentioned, if any.
    const agrees = guest.countryMentioned === undefined || guest.countryMentioned === g.phoneCountry;
    if (g.phoneCountry && agrees && (guest.country === undefined || guest.countryFromPhone)) {
      guest.country = g.phoneCountry;
      guest.countryFromPhone = true;
    }
  }
  if (g.country) {
    guest.country = g.country;
    delete guest.countryFromPhone;
    took = true;
  }
  if (g.residenceCity) (guest.residenceCity = g.residenceCity), (took = true);
  if (g.firstName) {
    guest.firstName = g.firstName;
    if (g.lastName) guest.lastName = g.lastName;
    else if (a.state.step === 'askName') delete guest.lastName;
    took = true;
  } else if (g.lastName) {
    guest.lastName = g.lastName;
    took = true;
  }
  // A name read before words not understood: offered back with one button, taken when picked.
  if (g.nameToConfirm && !g.firstName && !g.lastName && !g.fullName && a.state.clarify === undefined) {
    const { firstName, lastName } = g.nameToConfirm;
    offerDetail(a, 'name', t.confirmName(`${firstName} ${lastName}`), [{ label: `${firstName} ${lastName}`, guest: { firstName, lastName } }]);
  }
  if (g.fullName && !g.firstName) {
    const words = g.fullName.split(/\s+/).filter(Boolean);
    if (words.length === 1) guest.firstName = words[0]!;
    else {
      a.state = {
        ...a.state,
        clarify: {
          about: 'lastName',
          question: t.pickNameSplit,
          fullName: g.fullName,
          options: words.slice(0, -1).map((_, i) => {
            const first = words.slice(0, i + 1).join(' ');
            const last = words.slice(i + 1).join(' ');
            return { label: `${first} | ${last}`, patch: {} };
          }),
        },
      };
    }
    took = true;
  }
  if (took) {
    a.state = { ...a.state, guest };
    a.any = true;
  }
}

/**
 * The destination of `u`, or the one its message corrects it to: a place named right before a correction ("bogota... no
 * perdon, quito", "Santa Marta, ah no, Cartagena") gives way to the place read after it, known or not. A contrast
 * keeps the place said first ("Cartagena, no la de Murcia", "Cartagena, not the one in Spain"), and so does a
 * correction of something else ("Cartagena del 5 al 8, no perdón, del 6 al 9").
 */
function correctedDestination(raw: string, u: Understanding, s: FlowState, ctx: Ctx): Understanding['destination'] {
  const dest = u.destination;
  const marker = dest ? lastCorrection(raw, u.lang ?? s.lang) : undefined;
  if (!dest || !marker) return dest;
  const end = Math.max(...dest.spans.map(([, e]) => e));
  if (end > marker.from || !/^[\s.,;:!…\-—–]*$/.test(raw.slice(end, marker.from))) return dest;
  const rest = correctionTail(raw, marker);
  if (deniedAfterComma(`${raw.slice(end, marker.to)} `) || WHICH_ONE.test(fold(rest))) return dest;
  const tail = readAgain(rest, s, ctx, ctx.today, 'destination');
  return tail.destination ?? dest;
}

/**
 * The guest's name of `g`, or the one its message corrects it to: a name read before a correction ("a nombre de Andrés
 * Gómez, bueno no, de mi hermano, Felipe Gómez") gives way to another person's full name read after it, said back with
 * one button to confirm; another person's name after it that is not read leaves no name taken (the question is asked
 * again), never the name taken back. A correction of the spelling ("Andrés Gómez, perdón, Gomes con s") or of another
 * part keeps the name; a name read after the correction ("Andrés Gómez, no perdón, Felipe Gómez") is the one meant.
 */
function correctedName(raw: string, g: GuestFound, u: Understanding, s: FlowState, ctx: Ctx): GuestFound {
  if (!g.firstName) return g;
  const marker = lastCorrection(raw, u.lang ?? s.lang);
  if (!marker || fold(raw.slice(marker.to)).includes(fold(g.firstName))) return g;
  if (!fold(raw.slice(0, marker.from)).includes(fold(g.firstName))) return g;
  const after = correctionTail(raw, marker);
  const tail = readAgain(after, s, ctx, ctx.today, 'name').guest;
  const { firstName: _first, lastName: _last, fullName: _full, ...rest } = g;
  if (tail?.firstName && tail.lastName && fold(tail.firstName) !== fold(g.firstName))
    return { ...rest, nameToConfirm: { firstName: tail.firstName, lastName: tail.lastName } };
  // (another person's full name after it that was not read: nothing taken; a correction of the spelling, "Gomes con s",
  // or of another part, "and make it 4 nights", keeps the name read)
  const other = /(\p{Lu}\p{Ll}+)\s+\p{Lu}\p{Ll}+/u.exec(after);
  return other && fold(other[1]!) !== fold(g.firstName) ? rest : g;
}

/** Words that say which place of a name is meant, not another place ("la de Murcia", "el de Colombia", "the one in Spain"). */
const WHICH_ONE = /^\s*(?:(?:la|el|lo)\s+(?:de|del|que)|the\s+one|not\s+the)\b/;

/** Take every value of `u` into the state; ambiguous ones become a question asked back. */
export function apply(s: FlowState, u: Understanding, ctx: Ctx, raw: string): Applied {
  const a = applied(s);
  const t = textsFor(s);
  const dest = correctedDestination(raw, u, s, ctx);
  const q = a.state.search;
  if (dest?.kind === 'known' && dest.city === q.city && (dest.hotel === undefined || dest.hotel.id === q.hotelId)) {
    // The destination already chosen, named again ("nos vemos en Cartagena"): nothing changes.
    a.any = true;
  } else if (dest?.kind === 'known') {
    const search: SearchDraft = { ...a.state.search, city: dest.city };
    if (dest.hotel) {
      search.hotelId = dest.hotel.id;
      search.hotelName = dest.hotel.name;
    } else {
      delete search.hotelId;
      delete search.hotelName;
    }
    a.state = { ...a.state, search };
    a.search = true;
    a.any = true;
  } else if (dest?.kind === 'ambiguous') {
    a.state = {
      ...a.state,
      clarify: {
        about: 'destination',
        question: t.pickDestination,
        options: dest.options.map((o) => ({
          label: o.hotel ? `${o.hotel.name} (${o.city})` : o.city,
          patch: o.hotel ? { city: o.city, hotelId: o.hotel.id, hotelName: o.hotel.name } : { city: o.city },
        })),
      },
    };
    a.any = true;
  } else if (dest?.kind === 'unknown' && looksLikePlace(dest.text)) {
    a.notes.push(dest.near ? t.nearDestination(dest.text, dest.near) : t.unknownDestination(dest.text));
    a.suggestions = dest.suggestions;
    a.any = true;
  }
  const unsure = unsureReading(raw, u, s, ctx);
  // Two legs of one trip: which one is booked is asked first; the dates said may be either leg's, so none is taken.
  const legs = dest?.kind === 'ambiguous' && dest.legs === true;
  // (said back or not: "Primero Bogotá 2 noches y luego Medellín 3 noches" takes neither leg's nights)
  if (unsure) confirmReading(a, legs ? { ...unsure, dates: undefined } : unsure, ctx, raw);
  else {
    if (u.dates && !legs)
      applyDates(
        a,
        u.dates,
        ctx,
        u.intents.some((i) => i.kind === 'correction'),
        raw,
      );
    applyParty(a, u);
  }
  if (u.guest) applyGuest(a, correctedName(raw, u.guest, u, s, ctx));
  // A lone number beside a reading said back belongs to it ("somos 3, tal vez 4"), and beside a party it is the party's
  // total ("somos 8 — 4 adultos y 4 niños"): not taken on its own.
  if (u.bareNumber === 0 && !unsure && !u.occupancy && noneForAges(a, s, raw)) return a;
  if (u.bareNumber !== undefined && !unsure && u.occupancy?.adults === undefined) applyBareNumber(a, u.bareNumber);
  askLoneAge(a, s);
  return a;
}

/**
 * "ninguno", "none" answering the children's ages (a zero said in words, not "0"): no children after all, or
 * a baby under one? Asked back with the party each way as the choices; nothing is taken until then. False (nothing
 * done) at any other question, or when the ages asked are of children not counted yet (there "ninguno" is no
 * children, read by `countChildren`).
 */
function noneForAges(a: Applied, s: FlowState, raw: string): boolean {
  const known = s.search;
  if (expecting(s) !== 'childAges' || known.uncountedChildren || known.adults === undefined || /\d/.test(raw)) return false;
  const missing = (known.children ?? 0) - known.ages.length;
  if (missing < 1) return false;
  const t = textsFor(a.state);
  const babies = [...known.ages, ...Array<number>(missing).fill(0)];
  const options = [
    { label: t.people(known.adults, [], 0), patch: { children: 0, ages: [] } satisfies SearchPatch },
    { label: t.people(known.adults, babies, 0), patch: { ages: babies } satisfies SearchPatch },
  ];
  a.state = { ...a.state, clarify: { about: 'childAges', question: t.noneForAges, options, ages: known.ages } };
  a.any = true;
  return true;
}

/**
 * One age said for two or more children whose ages are asked ("7", "nine",
 * "8 meses"): both (all) of that age, or only one of them? Asked back, with
 * "all of that age" as the one choice; a next lone age is the next child's
 * ({@link applyClarifyAnswer}). Nothing is taken until then.
 */
function askLoneAge(a: Applied, s: FlowState): void {
  const was = s.search;
  const now = a.state.search;
  const missing = (was.children ?? 0) - was.ages.length;
  if (expecting(s) !== 'childAges' || missing < 2 || a.state.clarify || now.children !== was.children || now.adults !== was.adults) return;
  if (now.ages.length !== was.ages.length + 1 || was.ages.some((x, i) => now.ages[i] !== x)) return;
  const age = now.ages.at(-1)!;
  const t = textsFor(a.state);
  const patch: SearchPatch = { ages: [...was.ages, ...Array<number>(missing).fill(age)] };
  a.state = {
    ...a.state,
    search: { ...now, ages: was.ages },
    clarify: { about: 'childAges', question: t.sameAgeForAll(missing, age), options: [{ label: t.allOfAge(missing, age), patch }], ages: now.ages },
  };
}

/**
 * A correction inside a message that is only a count (and an age), read by
 * {@link readCountCorrection}, applied to the value it corrects: nights after
 * "noches" ("4 noches, no mejor 5"), adults after "adultos" ("2 adultos,
 * bueno tres"), children after "niños" ("2 niños, ah no, solo uno de 7"), the
 * last age after an age ("1 niño de 4, no mentiras de 5"). Undefined when the
 * correction is anything else, or the value it corrects was not read before
 * the marker.
 */
export function correctedCount(
  raw: string,
  marker: CorrectionMarker,
  head: Understanding,
  before: DatesFound | undefined,
): Pick<Understanding, 'dates' | 'occupancy'> | undefined {
  const c = readCountCorrection(raw, marker);
  if (!c) return undefined;
  const { count, age } = c;
  const o = head.occupancy;
  const dates = head.dates ? { dates: head.dates } : {};
  // (a length over the limit corrected: "40 noches, no, 20" — the nights refused are the ones replaced)
  const tooLong = head.dates?.problem?.kind === 'tooLong' ? head.dates : undefined;
  const nightsBefore = before ?? (tooLong ? (without(tooLong, 'problem') as DatesFound) : undefined);
  if (count !== undefined && age === undefined && c.counts === 'nights' && (before?.nights !== undefined || tooLong)) {
    const d: DatesFound = { ...nightsBefore, nights: count, spans: [] };
    delete d.checkout;
    return { dates: d, ...(o ? { occupancy: o } : {}) };
  }
  if (!o) return undefined;
  if (count !== undefined && age === undefined && c.counts === 'adults' && o.adults !== undefined) return { ...dates, occupancy: { ...o, adults: count } };
  // "y una habitación, no, dos", "6 habitaciones, no, 5": the rooms (the rooms refused over the limit are the ones
  // replaced)
  const roomsRefused = o.problem?.kind === 'tooManyRooms';
  if (count !== undefined && age === undefined && c.counts === 'rooms' && (o.rooms !== undefined || roomsRefused))
    return { ...dates, occupancy: { ...(roomsRefused ? without(o, 'problem') : o), rooms: count } };
  if (count !== undefined && c.counts === 'children' && o.children !== undefined) {
    const next: OccupancyFound = { ...o, children: count };
    if (age !== undefined && count === 1) next.ages = [age];
    else delete next.ages;
    return { ...dates, occupancy: next };
  }
  // "1 niño de 4, no mentiras de 5": the last age said is the one corrected.
  if (count === undefined && age !== undefined && o.ages?.length && o.ages.at(-1) === c.lastNumeral)
    return { ...dates, occupancy: { ...o, ages: [...o.ages.slice(0, -1), age] } };
  return undefined;
}

/**
 * A length changed by some nights rather than said anew ({@link nightsChange}:
 * "una noche más", "one night less"): with the nights known, the reading's
 * nights are the known ones plus or minus that many (the words alone would
 * read as a stay of one night); a total said with it that is not their sum
 * ("una noche más, 5 en total" after 3) offers both; without them, the
 * reading as it is.
 */
export function relativeNights(raw: string, u: Understanding, s: FlowState): Understanding {
  const known = s.search.nights;
  if (known === undefined) return u;
  const change = nightsChange(raw);
  if (change === undefined) return u;
  const { checkout: _c, nights: _n, ...rest } = u.dates ?? { spans: [] };
  // "una noche más, 5 en total": the total said with it must be the sum, else both are offered
  const total = nightsTotal(raw);
  if (total !== undefined && total !== known + change && known + change >= 1)
    return { ...u, dates: { ...rest, ambiguity: { kind: 'nights', options: [known + change, total].sort((a, b) => a - b) } } };
  return { ...u, dates: { ...rest, nights: known + change } };
}

/** A reading's dates without what it could not settle (a problem, a question, a label said back). */
export function settledDates(d: DatesFound | undefined): DatesFound | undefined {
  if (!d || d.problem || d.ambiguity) return undefined;
  const { label: _l, ...kept } = d;
  return kept;
}

/**
 * A message that corrects itself ("el 15 de diciembre, no perdón, el 16",
 * "2 adultos y 2 niños, ah no, solo uno de 7", "cuatro, ah no, mejor cinco"):
 * the words before the marker and after it ({@link correctionTail}) are read
 * apart, and each value the words after it give replaces the same value
 * before it; the rest of the first reading stays. Undefined when neither part
 * gives a date, a party or a lone number.
 */
export function correctedReading(raw: string, marker: CorrectionMarker, u: Understanding, s: FlowState, ctx: Ctx): Understanding | undefined {
  const head = readAgain(raw.slice(0, marker.from), s, ctx);
  let tail = readAgain(correctionTail(raw, marker), s, ctx);
  if (!tail.dates && head.dates) tail = qualifiedAgain(raw, marker, head.dates, s, ctx) ?? tail;
  // "no es en 15 días, es en 12", "not in 2 weeks but in 3": a bare number after the marker takes the unit of the
  // count it replaces ("en 12" → "en 12 días"), never a count of something else
  if (!tail.dates && !tail.occupancy && tail.bareNumber !== undefined && head.dates) {
    const unit = UNIT_OF_HEAD.exec(fold(raw.slice(0, marker.from)))?.[1];
    if (unit) tail = readAgain(`${correctionTail(raw, marker).trimEnd()} ${unit}`, s, ctx);
  }
  // Nothing said before the marker ("no, mejor el 16"): it corrects the last answer, an intent of its own.
  if (!head.dates && !head.occupancy && head.bareNumber === undefined) return undefined;
  const read: Understanding = { ...u };
  delete read.dates;
  delete read.occupancy;
  delete read.bareNumber;
  const before = settledDates(head.dates);
  const byCount = correctedCount(raw, marker, head, before);
  if (byCount) {
    // The party and the dates said after the corrected count are new, not a correction ("…mejor tres… para mí y mi
    // compañero", "40 noches, no, 20, desde el 1 de febrero, 2 adultos", "6 habitaciones, no, 5, somos 10 adultos",
    // "3 adultos, bueno 4 porque al final sí va mi cuñado, del 2 al 6 de enero"): they fill what the count leaves.
    const party = tail.occupancy && !tail.occupancy.problem && !tail.occupancy.unsure ? tail.occupancy : undefined;
    const occupancy =
      party && byCount.occupancy ? ({ ...definedOf(party), ...definedOf(byCount.occupancy), spans: [] } as OccupancyFound) : (byCount.occupancy ?? party);
    const later = settledDates(tail.dates);
    const d = byCount.dates;
    const moreDates =
      later && (!d || (d.checkin === undefined && later.checkin !== undefined))
        ? ({ ...definedOf(later), ...(d ? definedOf(d) : {}), spans: [] } as DatesFound)
        : d;
    return { ...read, ...(moreDates ? { dates: moreDates } : {}), ...(occupancy ? { occupancy } : {}) };
  }
  // Nothing after the marker reads as a value ("el sábado no, el otro"): the message is read whole, as usual.
  if (!tail.dates && !tail.occupancy && tail.bareNumber === undefined) return undefined;
  const after = settledDates(tail.dates);
  // The date reader reads corrections inside a date phrase itself ("del 12 al 15, no perdón, al 16 de enero"): with
  // every word of the message understood, its whole reading is the corrected one.
  const whole = settledDates(u.dates);
  if (whole && u.leftover === '' && (after || before)) read.dates = whole;
  // (the whole message read as a question about which arrival, nothing after the marker dating the stay anew: "este
  // sábado no el otro, dos adultos" and "…, 2 noches, somos 2" ask which Saturday, as they do alone)
  else if (
    u.dates?.ambiguity?.kind === 'choices' &&
    new Set(u.dates.ambiguity.options.map((o) => o.checkin)).size > 1 &&
    after?.checkin === undefined &&
    after?.checkout === undefined
  )
    read.dates = u.dates;
  else if (after) {
    const d = { ...before, ...definedOf(after), spans: [] } as DatesFound;
    // A new length replaces a departure day said before it, and the other way round; a new arrival keeps the length.
    if (after.nights !== undefined && after.checkout === undefined) delete d.checkout;
    if (after.checkout !== undefined && after.nights === undefined) delete d.nights;
    if (after.checkin !== undefined && after.checkout === undefined && after.nights === undefined) delete d.checkout;
    read.dates = d;
  } else if (head.dates) read.dates = head.dates;
  if (tail.occupancy && !tail.occupancy.problem && !tail.occupancy.unsure) {
    const o = { ...head.occupancy, ...definedOf(tail.occupancy), spans: [] } as OccupancyFound;
    // (the value refused before the marker and said again after it: "6 rooms, no, let's say 5 rooms")
    if (o.problem && correctedProblem(o.problem, tail.occupancy)) delete o.problem;
    // "2 niños, ah no, solo uno de 7": the ages said with the new count are the children's.
    if (tail.occupancy.children !== undefined && tail.occupancy.ages === undefined) delete o.ages;
    read.occupancy = o;
  } else if (head.occupancy) read.occupancy = head.occupancy;
  // A day alone, or a range of bare days, corrects the date before it and keeps its month ("el 8 de enero, ah no, el 9";
  // "del 5 al 8 de enero, bueno, del 5 al 9").
  const range = after?.checkout !== undefined;
  if (after?.checkin && after.inferred && before?.checkin && read.dates && (!range || barDays(correctionTail(raw, marker), after))) {
    const same = dayInMonthOf(before.checkin, Number(after.checkin.slice(8, 10)), ctx.today);
    if (same) {
      const d: DatesFound = { ...read.dates, checkin: same };
      delete d.inferred;
      if (range) {
        d.nights = daysBetween(after.checkin, after.checkout!);
        d.checkout = addDays(same, d.nights);
      } else if (before.nights !== undefined && after.nights === undefined) d.nights = before.nights;
      read.dates = d;
    }
  }
  const n = tail.bareNumber;
  if (n !== undefined && !tail.dates && !tail.occupancy) {
    const slot = expecting(s);
    if (read.dates?.nights !== undefined && !head.occupancy) read.dates = { ...read.dates, nights: n };
    else if (read.occupancy?.adults !== undefined && !read.occupancy.children && !head.dates) read.occupancy = { ...read.occupancy, adults: n };
    // "three rooms, no, two": the count of rooms, said alone, corrected
    else if (read.occupancy?.rooms !== undefined && read.occupancy.adults === undefined && read.occupancy.children === undefined && !head.dates)
      read.occupancy = { ...read.occupancy, rooms: n };
    else if (head.bareNumber !== undefined && slot === 'nights') read.dates = { nights: n, spans: [] };
    // "dos, no, tres" at the party question: that many grown-ups, said back like any correction
    else if (head.bareNumber !== undefined && slot === 'party' && n >= 1) read.occupancy = { adults: n, spans: [] };
    else if (head.bareNumber !== undefined) read.bareNumber = n;
  }
  return read.dates || read.occupancy || read.bareNumber !== undefined ? read : undefined;
}

/** Whether the party's `problem` read before a correction is about a value the words after it give again. */
function correctedProblem(problem: NonNullable<OccupancyFound['problem']>, tail: OccupancyFound): boolean {
  switch (problem.kind) {
    case 'tooManyRooms':
      return tail.rooms !== undefined;
    case 'childTooOld':
      return tail.ages !== undefined;
    default:
      return tail.adults !== undefined;
  }
}

/** The unit of time of the count ending the words before a correction ("…en 15 días" → "dias"); see {@link correctedReading}. */
const UNIT_OF_HEAD = /(?:\d+|[a-z]+)\s+(dias|semanas|noches|days|weeks|nights)[\s,.;:…!-]*$/;

/** A correction naming the date again by what qualifies it: "(mejor) el de Reyes", "la de la próxima", "the one of May". */
const QUALIFIER_AGAIN = /^[\s,;.:!-]*(?:(?:mejor|bueno|pues|rather)\s+)*(?:el|la|los|las|the\s+one)\s+(?=(?:de|del|of)\b)/;
/** A qualifier that ends on "next", "other" or "this", its noun left out ("de la próxima", "del otro", "de la que viene"). */
const NOUNLESS = /\b(?:proxima|proximo|siguiente|otra|otro|pasada|pasado|entrante|que viene|next|following|other)[\s.!?]*$/;
/** Where the qualifier of a date phrase begins: its first "de"/"del"/"of" ("el puente| de San José", "el jueves| de esta semana"). */
const QUALIFIER = /\s(?:de|del|of)\s/;

/**
 * The correction `marker` makes read as the date before it with a new qualifier (class: the date corrected by what
 * qualifies it: "el puente de San José, no, el de Reyes" → "el puente de Reyes"; "el jueves de esta semana no, el de la
 * próxima" → "el jueves de la próxima"; "el puente de Reyes… bueno no, mejor el de San José"): the head's date phrase
 * up to its qualifier, then the words after "el"/"la" of the correction. Undefined when the correction is not said so
 * or the phrase has no qualifier.
 */
function qualifiedAgain(raw: string, marker: CorrectionMarker, before: DatesFound, s: FlowState, ctx: Ctx): Understanding | undefined {
  const tail = correctionTail(raw, marker);
  const lead = QUALIFIER_AGAIN.exec(foldKeepLength(tail));
  const span = before.spans[0];
  if (!lead || !span) return undefined;
  const phrase = raw.slice(span[0], span[1]);
  const at = QUALIFIER.exec(foldKeepLength(phrase));
  if (!at) return undefined;
  // "el de la próxima": the noun the qualifier leaves out is the head's ("… de esta semana" → "… de la próxima semana")
  let words = tail.slice(lead[0].length);
  const noun = /\s(\p{L}+)\s*$/u.exec(phrase.slice(at.index))?.[1];
  if (noun && NOUNLESS.test(foldKeepLength(words))) words = words.replace(/[\s.!?]*$/, ` ${noun}`);
  const again = readAgain(`${phrase.slice(0, at.index)} ${words}`, s, ctx);
  return again.dates && !again.dates.problem ? again : undefined;
}

/** Day `day` of the month of `ref` (`YYYY-MM-DD`), when that month has it and it is not before `today`; else undefined. */
export function dayInMonthOf(ref: string, day: number, today: string): string | undefined {
  const date = `${ref.slice(0, 8)}${String(day).padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.getUTCDate() === day && date >= today ? date : undefined;
}

/** Whether the check-in and check-out days of `d` are both written as bare day numbers in `text` (no month, weekday or holiday). */
export function barDays(text: string, d: DatesFound): boolean {
  const numbers = new Set((text.match(/\d{1,2}/g) ?? []).map(Number));
  return numbers.has(Number(d.checkin!.slice(8, 10))) && numbers.has(Number(d.checkout!.slice(8, 10)));
}

/**
 * Apply the party of `u` to `a`: the companions it adds ("también va mi hermana") joined to the party said with them or
 * added to the one known, else the party read.
 */
function applyParty(a: Applied, u: Understanding): void {
  const joined = u.additive?.joined && u.occupancy ? { ...u.occupancy, adults: (u.occupancy.adults ?? 0) + u.additive.companions } : undefined;
  const added = u.additive && !joined ? addToParty(a, u.occupancy, u.additive.companions) : false;
  if (joined) applyOccupancy(a, joined);
  else if (u.occupancy && !added) applyOccupancy(a, u.occupancy);
}

/**
 * Whether the party `u` would leave disagrees with a count `raw` says of grown-ups, children or people as such
 * ({@link statedCounts}): "también va mi hermana, o sea somos tres adultos" read as 5 grown-ups, "4 adultos, dos
 * parejas" as 8, "2 adults 2 kids, kids are 5 and 13" as 4 children. A count said as the party's total must be what
 * the party comes to; any other count must be that or what the message changed (people added), or their sum ("2
 * adultos en una y 2 adultos en la otra"), or one room's share ("2 adults in each"). Such a party is said back, never
 * taken.
 */
function countsDisagree(raw: string, u: Understanding, s: FlowState): boolean {
  if (!u.occupancy && !u.additive) return false;
  const stated = statedCounts(foldKeepLength(raw));
  if (stated.length === 0) return false;
  const trial = applied(s);
  applyParty(trial, u);
  const before = s.search;
  const after = trial.state.search;
  const rooms = after.rooms ?? 1;
  const childrenOf = (d: SearchDraft) => d.children ?? d.ages.length;
  const party = { adults: after.adults ?? 0, children: childrenOf(after) };
  const change = { adults: party.adults - (before.adults ?? 0), children: party.children - childrenOf(before) };
  // Companions added after a count ("2 adultos, ah y también va mi suegra") come on top of it.
  const addedFrom = u.additive?.spans[0]?.[0] ?? Number.POSITIVE_INFINITY;
  const plus = (c: StatedCount) => (c.at < addedFrom ? (u.additive?.companions ?? 0) : 0);
  const fits = (of: 'adults' | 'children', counts: StatedCount[]): boolean => {
    if (counts.length === 0) return true;
    const sum = counts.reduce((t, c) => t + c.n, 0);
    return counts.some((c) => {
      const extra = of === 'adults' ? plus(c) : 0;
      // The counts' sum only over several rooms ("2 adultos en una y 2 en la otra"), never one count said twice.
      const ok = (v: number) => [c.n, ...(rooms > 1 ? [sum, c.n * rooms] : [])].some((x) => v === x || v === x + extra);
      return ok(party[of]) || (!c.total && ok(change[of]));
    });
  };
  // People of no age said count everyone, or the grown-ups only ("2 personas y un niño").
  const people = stated.filter((c) => c.of === 'people');
  const peopleFit = (c: StatedCount): boolean =>
    [party.adults + party.children, party.adults].some((v) => v === c.n || v === c.n + plus(c)) || (!c.total && change.adults + change.children === c.n);
  const of = (who: StatedCount['of']) => stated.filter((c) => c.of === who);
  return !fits('adults', of('adults')) || !fits('children', of('children')) || (people.length > 0 && !people.some(peopleFit));
}

/** Text in brackets: an aside ("my friend and I (2 engineers from Germany)", "my parents (retired couple) and I"). */
const ASIDE = /\([^()]*\)/g;

/** `raw` with its asides in brackets blanked, or its totals restated after a list (`restated`, see `restatedTotalSpans`); positions kept. */
function withoutAsides(raw: string, restated: boolean): string {
  const blank = (a: string) => ' '.repeat(a.length);
  if (!restated) return raw.replace(ASIDE, blank);
  let out = raw;
  for (const [from, to] of restatedTotalSpans(foldKeepLength(raw))) out = out.slice(0, from) + blank(out.slice(from, to)) + out.slice(to);
  return out;
}

/** How many people a party read counts: its grown-ups and its children (counted, or by their ages). */
function partySize(o: OccupancyFound): number {
  return (o.adults ?? 0) + (o.children ?? o.ages?.length ?? 0);
}

/**
 * The party the message says without its asides, when it counts other people than `u`'s; undefined otherwise. An
 * aside restating who travels ("my parents (retired couple) and I") or naming them again ("my friend and I (2
 * ingenieros)") may be read as more people, or instead of the rest; a total restated after a list that names more
 * people ("mis papás, mi esposa y yo, o sea tres adultos") may have been taken over it. Ages in brackets ("2 kids (5
 * and 8)") count nobody and change nothing.
 */
function partyWithoutAsides(raw: string, u: Understanding, s: FlowState, ctx: Ctx): OccupancyFound | undefined {
  if (!u.occupancy) return undefined;
  const read = partySize(u.occupancy);
  // A list with a total restated after it is asked about when the list alone names more people than the total.
  for (const restated of [false, true]) {
    const bare = withoutAsides(raw, restated);
    if (bare === raw) continue;
    const plain = readAgain(bare, s, ctx).occupancy;
    if (!plain || plain.problem || plain.unsure) continue;
    const differs = restated ? partySize(plain) > read : partySize(plain) !== read || plain.adults !== u.occupancy.adults;
    if (differs) return plain;
  }
  return undefined;
}

/**
 * The reading of a message the guest must confirm before it is taken, or
 * undefined when it can be taken as read: a message that corrects itself
 * after a date or a party (the values after the last correction win: the
 * message is read again from there), or whose date or party has words
 * nobody understood that could change it ({@link readLeftover}).
 */
export function unsureReading(raw: string, u: Understanding, s: FlowState, ctx: Ctx): Understanding | undefined {
  const marker = lastCorrection(raw, u.lang ?? s.lang);
  // A correction the understanding already applied as a self-repair (see `understand/repairs.ts`): its reading is
  // the corrected one, said back as it is.
  const repaired = marker && u.repairs?.some((r) => r.marker[0] < marker.to && r.marker[1] > marker.from);
  if (repaired && (u.dates || u.occupancy)) return u;
  // A "no" the understanding read as a contrast ("llegamos el sábado, no el viernes"): the value said first stands;
  // said in one breath ("la fecha es el jueves no el miércoles"), some mean it the other way round: it is said back.
  const contrast = marker ? u.contrasts?.find(({ marker: [from, to] }) => from < marker.to && to > marker.from) : undefined;
  if (contrast && !contrast.comma && (u.dates || u.occupancy)) return u;
  if (marker && !contrast) {
    const read = correctedReading(raw, marker, u, s, ctx);
    if (read) return read;
  }
  if (namedInPassing(raw, u, s)) return u;
  if (partyAsReason(raw, u, s)) return u;
  if (!u.dates && !u.occupancy) return undefined;
  // A reading with a problem or a question of its own is said as it is.
  if (u.dates?.problem || u.dates?.ambiguity || u.occupancy?.unsure || u.occupancy?.problem) return undefined;
  // Children in a room of their own: the rooms are booked another way than said, so the reading is said back.
  if (u.occupancy?.childRoom) return u;
  // An offset, a hedge or a negative number beside the values read: what else was meant is not sure either.
  if (hedged(raw)) return u;
  // Asked only for the length, an answer that moves the check-in already known ("through the weekend, out on Sunday",
  // "del sábado al lunes"): the guest may have meant the stay from it, so the new stay is said back. A day alone is the
  // departure there ("out el viernes"), read so by the nights question itself.
  const d = u.dates;
  if (expecting(s) === 'nights' && s.search.checkin && d?.checkin && d.checkin !== s.search.checkin && (d.nights !== undefined || d.checkout !== undefined))
    return u;
  // Today named by its day number alone ("desde el 30 hasta el 6" on the 30th): today, or that day next month?
  if (u.dates?.checkin === ctx.today && dayAloneIsToday(raw, ctx.today)) return u;
  if (u.dates && unreadBesideDates(raw, u.leftover, u.dates.spans)) return u;
  // Dates that may be an event's the trip is planned around ("the match is on Sunday, we'd get in Saturday").
  if (u.dates && eventDated(raw, u.leftover)) return u;
  // A word that changes a date or a party next to the values read, a word of dates nobody read, or a person or a
  // number nobody read beside a party.
  const left = readLeftover(u.leftover);
  if (left.changesValue || left.namesDate || ((u.occupancy || u.dates) && (left.namesPerson || left.namesNumber || left.hasDigits))) return u;
  // a room or its kind nobody read beside one room read ("a double room for us and a single for my mum" read as one)
  if (u.occupancy?.rooms === 1 && left.namesRoom) return u;
  // At the children's ages, more ages than the children known ("4, 7 y 10" for two): how many children is said back.
  const known = s.search.children;
  if (expecting(s) === 'childAges' && known !== undefined && (u.occupancy?.ages?.length ?? 0) > known) return u;
  // A lone number beside a party that is not its total ("somos 8 — 4 adultos y 3 niños"): which is meant is said back.
  const o = u.occupancy;
  if (o?.adults !== undefined && u.bareNumber !== undefined && u.bareNumber !== partySize(o)) return u;
  if (countsDisagree(raw, u, s)) return u;
  if (partyWithoutAsides(raw, u, s, ctx)) return u;
  return undefined;
}

/** The questions about the guest's contact details: a party said there is a remark unless the guest says it plainly. */
const CONTACT_QUESTIONS: ReadonlySet<string> = new Set(['name', 'email', 'phone', 'country']);

/** Words opening a reason given in passing ("es que con 3 niños es difícil escribir", "sorry, because with the kids…"). */
const REASON_BEFORE = /(?:^|[^\p{L}])(?:es que|porque|pues con|because|since|cause|cuz)(?:[^\p{L}]|$)/u;

/**
 * Whether the party of `u` is read inside a reason said at a question about contact details ("gracias por la
 * paciencia, es que con 3 niños es difícil escribir" at the name): the people are why the guest writes slowly, not
 * who travels, so the party is said back, never taken.
 */
function partyAsReason(raw: string, u: Understanding, s: FlowState): boolean {
  const asked = expecting(s);
  const o = u.occupancy;
  if (!o || asked === undefined || !CONTACT_QUESTIONS.has(asked)) return false;
  const start = Math.min(...o.spans.map(([from]) => from));
  return REASON_BEFORE.test(foldKeepLength(raw).slice(0, start));
}

/** Number words that count nobody alone in a party ("my wife and a friend", "no kids"). */
const NOT_A_COUNT: ReadonlySet<string> = new Set(['a', 'an', 'no']);

/** The questions about who travels: a party said there is the answer, not a remark. */
const PARTY_QUESTIONS: ReadonlySet<string> = new Set(['party', 'childAges', 'rooms']);

/**
 * Whether `u` reads a party only from people named, with no count, at a question about something else than who travels
 * or where to ("…@gmail.com y también copie a mi hermana" at the email, "qué pena, estaba cuadrando con mis suegros" at
 * the dates, "ah y va mi mamá" at the summary): a person named in a remark may travel or not, so such a party is said
 * back, never taken. A count said with them ("somos 3", "con mis 2 hijos") is the guest's answer and is taken.
 */
function namedInPassing(raw: string, u: Understanding, s: FlowState): boolean {
  const asked = expecting(s);
  if (!(u.occupancy || u.additive) || asked === undefined || asked === 'destination' || PARTY_QUESTIONS.has(asked)) return false;
  const spans = [...(u.occupancy?.spans ?? []), ...(u.additive?.spans ?? [])];
  const folded = foldKeepLength(raw);
  return !spans.some(([from, to]) =>
    tokens(folded.slice(from, to)).some((t) => /\d/.test(t.text) || (numberValue(t.text) !== undefined && !NOT_A_COUNT.has(t.text))),
  );
}

/** Whether `raw` read as `u` doubts its values strongly: it corrects itself, offsets or excludes a day, hedges, has a negative number, or names a person or a number the party left out. */
export function strongDoubt(raw: string, u: Understanding): boolean {
  if (correctsItself(raw) || hedged(raw)) return true;
  const left = readLeftover(u.leftover);
  return left.namesPerson || left.namesNumber;
}

/** `o` without its undefined members and its spans. */
export function definedOf<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined && k !== 'spans') (out as Record<string, unknown>)[k] = v;
  return out;
}

/**
 * Take the dates and party of `u` only once the guest confirms them: the
 * reading is spelled out in one line and offered as the one choice of a
 * question asked back; anything else the guest writes is read afresh. A
 * reading that takes nothing (a problem, a question of its own) is applied
 * as usual.
 */
export function confirmReading(a: Applied, u: Understanding, ctx: Ctx, raw: string): void {
  const trial = applied(a.state);
  if (u.dates) applyDates(trial, u.dates, ctx, true, raw);
  applyParty(trial, u);
  const before = a.state.search;
  // Another question is pending (which destination), so this one cannot be asked too: a reading in strong doubt (a
  // correction, an offset, a hedge, a person left out) is not taken — the guest gives it again once that is settled;
  // a weaker doubt (a word nobody read beside a date) is taken as read, as it would be without the check.
  if (a.state.clarify && strongDoubt(raw, u)) return;
  const after = trial.state.search;
  const patch: SearchPatch = {};
  if (after.checkin !== before.checkin && after.checkin !== undefined) patch.checkin = after.checkin;
  if (after.nights !== before.nights && after.nights !== undefined) patch.nights = after.nights;
  if (after.adults !== before.adults && after.adults !== undefined) patch.adults = after.adults;
  if (after.children !== before.children && after.children !== undefined) patch.children = after.children;
  if (JSON.stringify(after.ages) !== JSON.stringify(before.ages)) patch.ages = after.ages;
  // Class: one room said beside a reading in strong doubt ("a room in Lima … for 2 adults, maybe 3", "una habitación …
  // no perdón, tres"): the room is taken at once (a room is a room whatever the rest means), and the rest is still
  // confirmed — a room count never lets a corrected or hedged party or stay through unconfirmed. A weaker doubt (a word
  // nobody read) with a room said is taken as read, as before; per-room layouts and splits cannot be said back either.
  const oneRoom =
    strongDoubt(raw, u) &&
    after.rooms === 1 &&
    before.rooms === undefined &&
    after.layout === undefined &&
    before.layout === undefined &&
    after.splitRooms === before.splitRooms;
  if (oneRoom) a.state = { ...a.state, search: { ...a.state.search, rooms: 1 } };
  const layoutChanged = JSON.stringify(after.layout) !== JSON.stringify(before.layout) || after.splitRooms !== before.splitRooms;
  // A plain count of rooms rides with the reading and is said back with it ("…, 8 adultos, 4 habitaciones"); a layout
  // per room or a split cannot be said back in one line, so such a reading is taken as read.
  if (!oneRoom && !layoutChanged && after.rooms !== before.rooms && after.rooms !== undefined) patch.rooms = after.rooms;
  const roomsChanged = !oneRoom && (layoutChanged || (after.rooms !== before.rooms && patch.rooms === undefined));
  // A reading in doubt that the product cannot take as read ("bride and groom plus 6 bridesmaids, 4 rooms": a room with
  // no adult) says why and takes nothing of it: what is kept would be a guess of the rest.
  if (trial.notes.length && !trial.state.clarify && Object.keys(patch).length > 0) {
    a.notes.push(...trial.notes);
    a.any = true;
    return;
  }
  if (trial.notes.length || trial.state.clarify || roomsChanged || Object.keys(patch).length === 0) {
    a.state = trial.state;
    a.notes.push(...trial.notes);
    a.search ||= trial.search;
    a.any ||= trial.any;
    return;
  }
  if (patch.ages && patch.adults === undefined) patch.adults = after.adults;
  // The one room taken at once rides with the reading, so confirming a new count of adults keeps it (see `applyPatch`).
  if (oneRoom && patch.adults !== undefined) patch.rooms = 1;
  const lineOf = (p: SearchPatch) =>
    understoodLine({ ...a.state, search: { ...before, ...p, rooms: p.rooms ?? before.rooms, ages: p.ages ?? before.ages } }, ctx, false, false);
  const label = lineOf(patch);
  const options = [{ label, patch }];
  // A person named beside the party that its count may have left out ("2 adultos, 2 niños y la abuela"): with them
  // (first, as a receptionist reads it) or as read — also when dates come with the party (class: a companion added
  // after a counted party, "del 3 al 6 de marzo, somos 2 adultos y la abuela": both totals offered, the dates kept).
  const leftWords = readLeftover(u.leftover).words;
  // (one of a pair already named is no one more: "my parents …, as Dad uses a walker")
  const pairsSaid = tokens(foldKeepLength(raw)).flatMap((x) => PAIR_MEMBERS[x.text] ?? []);
  // (a pair named by one word is two more only joined at the end of the party, "y los abuelos", or named after it
  // apart, ", los abuelos": elsewhere it describes those counted, "los papás y 3 niños", "the parents aren't coming")
  const pairAtEnd = (w: string) => joinedAfterCount(raw, u, w) || joinedAfterCount(raw, u, w, true);
  const namedWords = leftWords.filter((w) => (companionsNamed(w) === 1 || (companionsNamed(w) === 2 && pairAtEnd(w))) && !pairsSaid.includes(w));
  const named = namedWords.length;
  if (named === 1 && patch.adults !== undefined) {
    const withThem = { ...patch, adults: patch.adults + companionsNamed(namedWords[0]!) };
    // Class: a grown-up who is no partner named after a counted party ("2 adultos, 2 niños y la abuela", "2 adults and
    // my son who's 18", "3 adultos y mi suegra"), when nothing else in the message is in doubt: one more grown-up,
    // taken as a receptionist reads it and said back in the summary line. A partner ("2 adultos y mi esposa") may be
    // one of the count: still asked.
    const rest = leftWords.filter((w) => companionsNamed(w) === 0).join(' ');
    const partner = PARTNER_WORDS.has(namedWords[0]!.replace(/-/g, ''));
    const without = { ...u, leftover: rest };
    if (!partner && joinedAfterCount(raw, u, namedWords[0]!) && !strongDoubt(raw, without) && unsureReading(raw, without, a.state, ctx) === undefined) {
      a.state = applyPatch(a.state, withThem);
      a.search = true;
      a.any = true;
      return;
    }
    options.unshift({ label: lineOf(withThem), patch: withThem });
  }
  // Class: another count hedged after a party of grown-ups ("2 adultos, tal vez 3", "for 2 adults, maybe 3"): both
  // totals are offered, the one said first first; never the first alone.
  const maybe = u.bareNumber;
  const grownUpsOnly = patch.adults !== undefined && !patch.children && !(patch.ages ?? before.ages).length;
  if (named === 0 && grownUpsOnly && maybe !== undefined && maybe >= 1 && maybe !== patch.adults && maybe <= patch.adults! + MAX_HEDGED_STEP && hedged(raw)) {
    const other = { ...patch, adults: maybe };
    options.push({ label: lineOf(other), patch: other });
  }
  // A total of grown-ups said that the party read disagrees with ("también va mi hermana, o sea somos tres adultos"
  // read as 5, "also make it 2 adults" read as 3): the total as said is offered too.
  const said = [...new Set(statedCounts(foldKeepLength(raw)).flatMap((c) => (c.of === 'adults' && c.restated ? [c.n] : [])))];
  const totalSaid = patch.adults !== undefined && said.length === 1 && said[0] !== patch.adults;
  if (totalSaid && countsDisagree(raw, u, a.state)) {
    const other = { ...patch, adults: said[0] };
    options.push({ label: lineOf(other), patch: other });
  }
  // The party read without its asides, when it counts grown-ups only as the reading does: offered too — unless an
  // aside counts grown-ups or children itself ("(4 adults)"), the guest's own count.
  const counted = (raw.match(ASIDE) ?? []).some((aside) => statedCounts(foldKeepLength(aside)).length > 0);
  const plain = counted ? undefined : partyWithoutAsides(raw, u, a.state, ctx);
  if (plain?.adults !== undefined && patch.adults !== undefined && !plain.children && !patch.children && plain.adults !== patch.adults) {
    const other = { ...patch, adults: plain.adults };
    options.push({ label: lineOf(other), patch: other });
  }
  // Today named by its day number alone: the same words read from tomorrow on are offered too (that day next month).
  if (patch.checkin === ctx.today && dayAloneIsToday(raw, ctx.today)) {
    const later = readAgain(raw, a.state, ctx, addDays(ctx.today, 1));
    const alt = applied(a.state);
    if (later.dates) applyDates(alt, later.dates, ctx, true, raw);
    const { checkin, nights } = alt.state.search;
    if (!alt.notes.length && !alt.state.clarify && checkin !== undefined && checkin !== patch.checkin) {
      const other = { ...patch, checkin, ...(patch.nights !== undefined && nights !== undefined ? { nights } : {}) };
      options.push({ label: lineOf(other), patch: other });
    }
  }
  const question = options.length > 1 ? textsFor(a.state).pickReading : textsFor(a.state).confirmReading(label);
  a.state = { ...a.state, clarify: { about: u.dates ? 'dates' : 'party', question, options } };
  a.any = true;
}

/** Words joining one more person to a list ("y", "and", "plus", "+", "más", "&"). */
const JOIN_ONE_MORE = String.raw`(?:y|e|and|plus|\+|mas|&)`;
/** Words saying the one joined goes too ("y también va la abuelita", "and also my mum"). */
const ALSO_GOES = String.raw`(?:(?:tambien|also)\s+(?:(?:va|viene|comes|goes)\s+)?)?`;
/** Little words before the one or the pair joined ("la abuela", "mi mamá", "los abuelos", "our au pair", "the nanny", "una enfermera"). */
const BEFORE_ONE_MORE = String.raw`(?:(?:la|el|los|las|mi|mis|my|our|the|nuestra|nuestro|nuestros|nuestras|su|sus|his|her|their|a|an|un|una)\s+)?`;

/**
 * Whether the person `word` (folded, from the leftover) is joined right after a party counted in grown-ups ("2 adultos,
 * 2 niños (3 y 5) y la abuela", "2 adults and my son who's 18", "3 adults plus my mom"), closing its clause, and named
 * nowhere else in the message: one more grown-up of the list. Named in another clause ("…; la abuela camina con
 * bastón"), counted in ("contando a la niñera") or named twice ("… y la niñera; la niñera aparte"), it is not.
 * `apart`: named after the party with a comma instead ("2 adultos, 2 niños, los abuelos"), whether one more or not.
 */
function joinedAfterCount(raw: string, u: Understanding, word: string, apart = false): boolean {
  const o = u.occupancy;
  const folded = foldKeepLength(raw);
  if (!o?.spans.length || !statedCounts(folded).some((c) => c.of === 'adults')) return false;
  if ((folded.match(new RegExp(String.raw`\b${word}\b`, 'g')) ?? []).length !== 1) return false;
  const end = Math.max(...o.spans.map(([, e]) => e));
  const join = apart ? ',' : String.raw`,?\s*${JOIN_ONE_MORE}\s`;
  const joined = new RegExp(String.raw`^\s*${join}\s*${ALSO_GOES}${BEFORE_ONE_MORE}${word}\b(.*)$`, 's').exec(folded.slice(end));
  // what follows closes the clause, or says who they are ("que va en silla de ruedas", "who's 18", "de 19")
  return joined !== null && /^\s*(?:$|[.,;!?)]|(?:que|q|who|de)\b)/.test(joined[1]!);
}

/**
 * Whether an unknown destination's words could name a place: letters with a
 * vowel, no run of five consonants ("asdfgh", "qwrty" are keys, not places).
 * A mash is simply not understood, never said back as a place.
 */
export function looksLikePlace(text: string): boolean {
  const f = fold(text);
  return /[aeiouy]/.test(f) && !/[bcdfghjklmnpqrstvwxz]{5}/.test(f);
}

/** A lone number answers the current question, the way its entry reads one. */
export function applyBareNumber(a: Applied, n: number): void {
  const read = questionOf(a.state)?.bareNumber;
  if (!read) return;
  const answer = read(a.state, n, textsFor(a.state));
  a.any = true;
  if ('note' in answer) {
    a.notes.push(answer.note);
    return;
  }
  a.state = answer.state;
  if (answer.search) a.search = true;
}

/** Answer a clarification from the text of `u`, when the text is about it. */
export function applyClarifyAnswer(s: FlowState, u: Understanding, ctx: Ctx): FlowState | undefined {
  const c = s.clarify;
  if (!c) return undefined;
  const clear = withoutClarify;
  if (c.about === 'dates' && c.month) {
    // "¿Qué día de diciembre?": a bare day, or a date read for another month, is that day of the asked month.
    const day = u.bareNumber ?? (u.dates?.checkin && u.dates.inferred ? Number(u.dates.checkin.slice(8, 10)) : undefined);
    if (day !== undefined && !u.dates?.checkout && u.dates?.nights === undefined) {
      const date = `${c.month.year}-${String(c.month.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      if (day >= 1 && day <= 31 && addDays(date, 0) === date && !bookable(date, ctx)) return clear({ ...s, search: { ...s.search, checkin: date } });
    }
  }
  // The next children's ages after one age asked back for several ("7" … "9", "5" … "8 y 10"): taken in order, while
  // they fit the children known; a whole list ("7" … "5 y 9" for two) is read afresh.
  if (c.about === 'childAges' && c.ages) {
    const o = u.occupancy;
    const onlyAges = o && o.adults === undefined && o.children === undefined && !o.problem && !o.unsure ? o.ages : undefined;
    const ages = onlyAges ?? (!o && u.bareNumber !== undefined ? [u.bareNumber] : undefined);
    if (ages?.length && ages.every(isChildAge) && c.ages.length + ages.length <= (s.search.children ?? 0))
      return clear({ ...s, search: { ...s.search, ages: [...c.ages, ...ages] } });
  }
  if (c.about === 'nights' && u.bareNumber !== undefined && u.bareNumber >= 1 && u.bareNumber <= MAX_NIGHTS) {
    return clear({ ...s, search: { ...s.search, nights: u.bareNumber } });
  }
  return undefined;
}

/**
 * The answer to how many children travel, asked for children said with no count beside the grown-ups taken ("mi esposa
 * y los niños", `uncountedChildren`; asked back as the clarification `children`, or by the ages question; `u` read as
 * an answer to the children's ages, `raw` as typed): a count alone ("2", "dos", "ninguno": the ages are asked next), a
 * count with ages ("2 niños de 5 y 8", "3, de 5 y 8": the third age asked next) or the ages alone ("5 y 8": as many
 * children as ages). Ages of 18 or more among them ("20 y 15") are said back as grown-ups of the party, one choice to
 * confirm. The state with the children taken and the question closed, or undefined when the answer is none of these
 * (a whole party said again is read as such by the caller).
 */
export function countChildren(s: FlowState, u: Understanding, ctx: Ctx, raw: string): FlowState | undefined {
  const adults = s.search.adults;
  const o = u.occupancy;
  if (!s.search.uncountedChildren || adults === undefined || o?.adults !== undefined || o?.unsure || o?.perRoom) return undefined;
  const room = MAX_PEOPLE - adults;
  const take = (children: number, ages: readonly number[]) =>
    children <= room && ages.length <= children && ages.every(isChildAge)
      ? withoutClarify({ ...s, search: { ...without(s.search, 'uncountedChildren'), children, ages: [...ages] } })
      : undefined;
  const count = readAgain(raw, s, ctx, ctx.today, 'party').bareNumber;
  if (count !== undefined && count >= 0) return take(count, []);
  if (o?.problem?.kind === 'childTooOld' && o.problem.grown?.length) {
    const t = textsFor(s);
    const ages = o.ages ?? [];
    const patch: SearchPatch = { adults: adults + o.problem.grown.length, children: ages.length, ages: [...ages] };
    const label = t.people(patch.adults!, ages, 0);
    return {
      ...s,
      clarify: { about: 'childAges', question: `${t.childTooOld(o.problem.age, ADULT_AGE)}\n${t.confirmReading(label)}`, options: [{ label, patch }] },
    };
  }
  if (!o || o.problem) return undefined;
  // "3, de 5 y 8", "2: 4 y 6", "two, aged 4 and 6": a count, then the ages after a colon or a word of age ("5, 8" is ages)
  const lead = /^\s*([\p{L}\p{N}]+)\s*(?::|,?\s*(?:de|of|aged|ages|edades)(?![\p{L}\p{N}]))/u.exec(fold(raw));
  const said = lead ? numberValue(lead[1]!) : undefined;
  const ages = o.ages ?? [];
  if (o.children !== undefined) return take(o.children, ages);
  if (said !== undefined && ages[0] === said && ages.length > 1) return take(said, ages.slice(1));
  return ages.length ? take(ages.length, ages) : undefined;
}

/** `x` with its question asked back closed. */
function withoutClarify(x: FlowState): FlowState {
  const next = { ...x };
  delete next.clarify;
  return next;
}

/** Whether `u` holds any value for the booking (not only intents). */
export function hasValues(u: Understanding): boolean {
  return Boolean(u.destination || u.dates || u.occupancy || u.guest || u.bareNumber !== undefined);
}

/** The country of an E.164 phone's calling code, as {@link GuestFound.phoneCountry} (alpha-3), when known. */
export function phoneCountryOf(phone: string): { phoneCountry?: string } {
  const found = extractContact({ raw: phone, folded: foldKeepLength(phone), lang: 'en', today: '2000-01-01', expecting: 'phone' });
  return found?.phoneCountry ? { phoneCountry: found.phoneCountry } : {};
}

/**
 * At the email question that also asks the city of residence (while it is
 * unknown), a known city said beside the email is where the guest lives:
 * "ana@correo.com, Medellín" (as "soy de Medellín" reads: a known city
 * only, so "ana@correo.com xfa" or "it's ana@correo.com" add nothing).
 * "ana@correo.com y vivo en Cali" is read by the understanding itself.
 */
export function withResidenceCity(s: FlowState, raw: string, u: Understanding, ctx: Ctx): Understanding {
  if (s.step !== 'askEmail' || s.guest.residenceCity !== undefined || !u.guest?.email || u.guest.residenceCity !== undefined) return u;
  const rest = raw
    .replace(/\S*@\S*/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;.:\-–—]+|[\s,;.:\-–—]+$/g, '');
  if (!/\p{L}{2}/u.test(rest) || rest.split(' ').length > 4) return u;
  const from = s.lang === 'en' ? `I'm from ${rest}` : `soy de ${rest}`;
  const city = understand(from, { lang: s.lang, today: ctx.today, catalogue: ctx.catalogue }).guest?.residenceCity;
  return city ? { ...u, guest: { ...u.guest, residenceCity: city } } : u;
}
