/**
 * The questions of the guest conversation, each declared once in
 * {@link QUESTIONS}: what it waits for (the understanding layer's slot), the
 * part of the booking it fills, when it is asked, what it says (texts from the
 * catalogue, buttons), how a bare number or one of its buttons is read as the
 * answer, what "back" and "change …" do there. The state machine
 * (`machine.ts`) reads this table for every question; only the steps that are
 * not questions (idle, the clarification, waiting on the service, the summary…)
 * have code of their own there.
 *
 * Pure: no I/O, no clock reads. Entries never ask the next question
 * themselves: an answer taken returns the state and how the conversation goes
 * on ({@link Next}), and the machine carries it out.
 */
import { formatCop, formatMoney, formatPhone, formatShortDate } from '../texts/format.js';
import type { Texts } from '../texts/guest.js';
import type { Lang } from '../texts/lang.js';
import { applyPatch, availableProducts, CHOICE, chosenHotel, clearSearchResults, isRefundable, layoutOf, textsFor, understoodLine, without } from './draft.js';
import { ADULT_AGE, isChildAge, MAX_CHILD_AGE, MAX_NIGHTS, MAX_PEOPLE, MAX_ROOMS } from './limits.js';
import { cityNames, type Catalogue } from './understand/destinations.js';
import { countryName, extractContact } from './understand/guest/index.js';
import type { ChangeTarget, Slot, Understanding } from './understand/index.js';
import { fold, foldKeepLength } from './understand/text.js';
import { QUESTION_STEPS, type FlowState, type GuestDetails, type HotelOption, type QuestionStep } from './state.js';
import type { Choice, ProfileHint, Reply } from './types.js';

/** What a question needs from the step's context: the destinations sold, and today (`YYYY-MM-DD`, Bogotá). */
export interface QuestionContext {
  catalogue: Catalogue;
  today: string;
}

/**
 * How the conversation goes on from `state` after a question took an answer
 * (the machine does it):
 * - `values`: say back what is now understood of the search, then the next question;
 * - `next`: the next question, whatever the state lacks first;
 * - `products`: the rates for layout room `state.room` of the chosen hotel (the hotel list again when none is left).
 */
export interface Next {
  go: 'values' | 'next' | 'products';
  state: FlowState;
}

/** A bare number read at a question: the new state (`search`: a search slot changed), or why it cannot be taken. */
export type BareAnswer = { state: FlowState; search: boolean } | { note: string };

/**
 * A part of the booking (what "change …" names): declared by the first
 * question that asks it.
 */
export interface Part {
  /**
   * Whether the state holds any of it: "back" forgets the last part held
   * before the current question's. Absent: "back" never returns to it.
   */
  held?: (s: FlowState) => boolean;
  /**
   * `s` without the part (its `search` and `guest` are already fresh copies;
   * {@link forget} also drops a clarification, and the search's results when
   * the part is asked before the search).
   */
  forget: (s: FlowState) => FlowState;
  /**
   * A guest detail: how it reads in the line that acknowledges it
   * ("✔️ Teléfono: +34 612 34 56 78") when it came in a message that
   * answered another question; `unless`: no line at all.
   */
  said?: { value: (g: GuestDetails, lang: Lang) => string | undefined; unless?: (g: GuestDetails) => boolean };
  /**
   * Asked only when the guest changes it (the booking's order never asks
   * it): while `ready` is false, the part `otherwise` is changed instead.
   * "Back" there goes on where the booking was.
   */
  onRequest?: { ready: (s: FlowState) => boolean; otherwise: ChangeTarget };
}

/** One question: see {@link QUESTIONS}. */
export interface Question {
  /** What the understanding layer expects as the answer (a bare "2", "Ana", "Bogotá" is read as this); also the key of its re-ask hint (`hint`). */
  slot: Slot;
  /** The part of the booking it fills ("change …" and "back" work on parts). */
  fills: ChangeTarget;
  /** `search`: asked before the search runs, for its values; `booking`: after it, to choose and to book. */
  stage: 'search' | 'booking';
  /**
   * Whether the state still lacks its answer: the first question of the
   * table (in the order of `QUESTION_STEPS`) that lacks one is asked next.
   * Absent: never asked in that order (see {@link Part.onRequest}).
   */
  missing?: (s: FlowState) => boolean;
  /** How it is asked when its turn comes (default: the step is set and the question asked). */
  open?: (s: FlowState) => Next;
  /** The messages that ask it: texts of the catalogue, and its buttons. */
  prompt: (s: FlowState, ctx: QuestionContext, t: Texts) => Reply[];
  /** A lone number said as the answer. Absent: a lone number means nothing here. */
  bareNumber?: (s: FlowState, n: number, t: Texts) => BareAnswer;
  /** One of its buttons pressed (a {@link Choice}'s value); undefined when the value is none of its own (a stale button). */
  choice?: (s: FlowState, value: string, ctx: QuestionContext) => Next | undefined;
  /** A typed answer the understanding layer has no slot for (a listed hotel's name). */
  typed?: (s: FlowState, raw: string, u: Understanding) => Next | undefined;
  /** Its text already gives examples: a re-ask after an answer not understood adds no hint. */
  selfExplained?: boolean;
  /** Asks more of the part the question before it began: "back" asks the whole part again. */
  follows?: boolean;
  /** "Back" of its own, before the default (the part held before this one is asked again); undefined: the default. */
  back?: (s: FlowState) => Next | undefined;
  /** The buttons that change the dates, the people, the city or the rooms are taken here. */
  takesChanges?: boolean;
  /** Its buttons are words: the greeting may offer the other language beside them (on a question answered with numbers, a numbered option would catch them). */
  languageButton?: boolean;
  /** The part it is the first question of. */
  owns?: Part;
}

/** Most adults or children asked about with buttons. */
const PARTY_CHOICES = [1, 2, 3, 4];
const NIGHT_CHOICES = [1, 2, 3, 4, 5, 7];

// ---------------------------------------------------------------- the guest's details

type GuestField = Exclude<keyof GuestDetails, 'countryFromPhone' | 'countryMentioned' | 'residenceCityMentioned'>;

/** The part of a guest detail: held while `field` is known, forgotten without it; `more` overrides either. */
function detailPart(field: GuestField, said: NonNullable<Part['said']>, more: Partial<Part> = {}): Part {
  return { held: (s) => s.guest[field] !== undefined, forget: (s) => ({ ...s, guest: without(s.guest, field) }), said, ...more };
}

/** What a guest detail's question declares besides the defaults: `text` (its message) or a whole `prompt`. */
type DetailSpec = Pick<Question, 'slot' | 'fills'> &
  Partial<Omit<Question, 'slot' | 'fills' | 'stage' | 'missing' | 'prompt'>> &
  ({ text: (s: FlowState, t: Texts) => string } | { prompt: Question['prompt'] });

/**
 * A question for one of the guest's details (name, last name, phone, email,
 * country, city of residence): asked after the choice of rates while `field`
 * is missing, in the order of `QUESTION_STEPS`.
 */
function detail(field: GuestField, spec: DetailSpec): Question {
  const { text, prompt, ...rest } = { text: undefined, prompt: undefined, ...spec };
  return {
    stage: 'booking',
    missing: (s) => s.guest[field] === undefined,
    prompt: prompt ?? ((s, _ctx, t) => [{ text: text!(s, t) }]),
    ...rest,
  };
}

function profileName(p: ProfileHint | undefined): string | undefined {
  const name = [p?.firstName, p?.lastName]
    .filter((x) => x?.trim())
    .join(' ')
    .trim();
  return name || undefined;
}

/** ISO alpha-3 country of an E.164 phone's calling code, if known. */
function phoneCountry(e164: string, ctx: QuestionContext): string | undefined {
  return extractContact({ raw: e164, folded: foldKeepLength(e164), lang: 'es', today: ctx.today, expecting: 'phone' })?.phoneCountry;
}

// ---------------------------------------------------------------- lists

/** The buttons that change the dates, the people, the city or the rooms. */
export function changeChoices(s: FlowState): Choice[] {
  const t = textsFor(s);
  return [
    { label: t.changeDates, value: CHOICE.changeDates },
    { label: t.changeParty, value: CHOICE.changeParty },
    { label: t.changeCity, value: CHOICE.changeCity },
    { label: t.changeRooms, value: CHOICE.changeRooms },
  ];
}

/** The hotels of the last search as buttons (they carry the search's number), with the change buttons. */
export function hotelList(s: FlowState, ctx: QuestionContext): Reply {
  const t = textsFor(s);
  return {
    text: t.hotelsFound(s.hotels.length, understoodLine(s, ctx, true)),
    choices: [...s.hotels.map((h, i) => ({ label: t.hotelLabel(h.name, formatCop(h.total, s.lang)), value: `h:${s.seq}:${i}` })), ...changeChoices(s)],
  };
}

/** The rates still free for layout room `s.room` of the chosen hotel, numbered, as buttons, with "back". */
function productList(s: FlowState): Reply {
  const t = textsFor(s);
  const h = chosenHotel(s)!;
  const room = s.room;
  const avail = availableProducts(s, h, room);
  const layout = layoutOf(s.search);
  const r = layout?.[room];
  const occupancy = t.occupancy({ adults: r?.adults ?? 0, ages: r?.ages ?? [] });
  const lines = avail.map((idx, n) => {
    const p = h.rooms[room]![idx]!;
    return t.productLine(
      n + 1,
      p.roomName,
      p.rateDescription,
      p.boardTypeDescription,
      isRefundable(p.refundable),
      p.cancellationPolicy,
      formatMoney(p.amount, p.amountUsd, s.lang),
    );
  });
  return {
    text: [t.chooseProduct(room + 1, h.rooms.length, occupancy, h.name), ...lines].join('\n'),
    choices: [
      ...avail.map((idx, n) => {
        const p = h.rooms[room]![idx]!;
        return {
          label: t.productLabel(n + 1, p.roomName, formatCop(p.amount, s.lang)),
          value: `p:${s.seq}:${s.hotel}:${room}:${idx}`,
        };
      }),
      { label: t.back, value: CHOICE.back },
    ],
  };
}

/** Words of hotel names that tell no hotel apart. */
const GENERIC_HOTEL_WORDS = new Set(['hotel', 'hostal', 'casa', 'posada', 'suites', 'suite', 'boutique', 'el', 'la', 'los', 'las', 'de', 'del', 'the']);

/**
 * The index of the one listed hotel whose distinctive name words all appear
 * in `text` ("el Casa Getsemaní", "bocagrande azul"), or undefined when none
 * or several do.
 */
function hotelNamed(hotels: readonly HotelOption[], text: string): number | undefined {
  const words = new Set(
    fold(text)
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
  const matches = hotels
    .map((h, i) => ({
      i,
      distinctive: fold(h.name)
        .split(/[^a-z0-9]+/)
        .filter((w) => w && !GENERIC_HOTEL_WORDS.has(w)),
    }))
    .filter((h) => h.distinctive.length > 0 && h.distinctive.every((w) => words.has(w)));
  return matches.length === 1 ? matches[0]!.i : undefined;
}

/** The number of button `value` of the form `prefix:N`, if it is one. */
function numbered(value: string, prefix: string): number | undefined {
  const m = new RegExp(`^${prefix}:(\\d+)$`).exec(value);
  return m ? Number(m[1]) : undefined;
}

// ---------------------------------------------------------------- the table

/**
 * Every question of the conversation, by its step. The order in which they
 * are asked is `QUESTION_STEPS`' (`state.ts`); the keys here must match that
 * list exactly (a step without its entry does not compile).
 *
 * Adding a question: its step name in `QUESTION_STEPS` at its turn, its entry
 * here (a guest detail with {@link detail}), its texts in the catalogue
 * (`src/texts/guest.ts`: the question, and the `hint` of its slot).
 */
export const QUESTIONS: { readonly [K in QuestionStep]: Question } = {
  askDestination: {
    slot: 'destination',
    fills: 'destination',
    stage: 'search',
    missing: (s) => s.search.city === undefined,
    prompt: (_s, ctx, t) => [{ text: t.askDestination, choices: cityNames(ctx.catalogue).map((c) => ({ label: c, value: `city:${c}` })) }],
    choice: (s, value, ctx) => {
      const m = /^city:(.+)$/.exec(value);
      return m && cityNames(ctx.catalogue).includes(m[1]!) ? { go: 'values', state: applyPatch(s, { city: m[1]! }) } : undefined;
    },
    languageButton: true,
    owns: {
      held: (s) => s.search.city !== undefined,
      forget: (s) => ({ ...s, search: without(s.search, 'city', 'hotelId', 'hotelName') }),
    },
  },
  askDates: {
    slot: 'dates',
    fills: 'dates',
    stage: 'search',
    missing: (s) => s.search.checkin === undefined,
    prompt: (_s, _ctx, t) => [{ text: t.askDates }],
    selfExplained: true,
    owns: {
      held: (s) => s.search.checkin !== undefined || s.search.nights !== undefined,
      forget: (s) => ({ ...s, search: without(s.search, 'checkin', 'nights') }),
    },
  },
  askNights: {
    slot: 'nights',
    fills: 'dates',
    stage: 'search',
    follows: true,
    missing: (s) => s.search.nights === undefined,
    prompt: (s, ctx, t) => [
      {
        text: t.askNights(formatShortDate(s.search.checkin ?? '', s.lang, Number(ctx.today.slice(0, 4)))),
        choices: NIGHT_CHOICES.map((n) => ({ label: String(n), value: `n:${n}` })),
      },
    ],
    bareNumber: (s, n, t) =>
      n >= 1 && n <= MAX_NIGHTS
        ? { state: { ...s, search: { ...s.search, nights: n } }, search: true }
        : { note: n > MAX_NIGHTS ? t.tooManyNights(n, MAX_NIGHTS) : hintFor('nights', t) },
    choice: (s, value) => {
      const n = numbered(value, 'n');
      return n !== undefined && n >= 1 && n <= MAX_NIGHTS ? { go: 'values', state: applyPatch(s, { nights: n }) } : undefined;
    },
  },
  askParty: {
    slot: 'party',
    fills: 'party',
    stage: 'search',
    missing: (s) => s.search.adults === undefined && !s.search.layout,
    prompt: (_s, _ctx, t) => [{ text: t.askParty, choices: PARTY_CHOICES.map((n) => ({ label: t.people(n, [], 0), value: `party:${n}` })) }],
    selfExplained: true,
    bareNumber: (s, n, t) =>
      n >= 1 && n <= MAX_PEOPLE
        ? { state: { ...s, search: { ...s.search, adults: n } }, search: true }
        : { note: n === 0 ? t.noAdults : t.tooManyPeople(n, MAX_ROOMS) },
    choice: (s, value) => {
      const n = numbered(value, 'party');
      return n !== undefined && n >= 1 ? { go: 'values', state: { ...s, search: { ...s.search, adults: n } } } : undefined;
    },
    owns: {
      held: (s) => s.search.adults !== undefined || s.search.layout !== undefined,
      forget: (s) => ({ ...s, search: { ...without(s.search, 'adults', 'children', 'uncountedChildren', 'rooms', 'splitRooms', 'layout'), ages: [] } }),
    },
  },
  // The children's ages, one name throughout: the slot `childAges` (the reading of "5 y 8", "8 meses" while
  // `expecting === 'childAges'`, in understand/occupancy/), its texts `askChildAges` and `hint.childAges`; an age at
  // or above `ADULT_AGE` (limits.ts, `isChildAge`) is the problem `childTooOld`, said with the text of that name.
  askChildAges: {
    slot: 'childAges',
    fills: 'party',
    stage: 'search',
    follows: true,
    // (children said with no count, `uncountedChildren`, are asked back as the clarification `children`; asked here
    // when that question was left, how many first: the answer is read as there, see `countChildren` in apply.ts)
    missing: (s) => !s.search.layout && (s.search.uncountedChildren === true || (s.search.children ?? 0) > s.search.ages.length),
    prompt: (s, _ctx, t) => [
      { text: s.search.uncountedChildren ? t.askChildrenCount : t.askChildAges((s.search.children ?? 0) - s.search.ages.length, s.search.children ?? 0) },
    ],
    selfExplained: true,
    // (a negative age is no age: the question's hint, never "counts as an adult")
    bareNumber: (s, n, t) =>
      isChildAge(n)
        ? { state: { ...s, search: { ...s.search, ages: [...s.search.ages, n] } }, search: true }
        : { note: n < 0 ? t.hint.childAges(MAX_CHILD_AGE) : t.childTooOld(n, ADULT_AGE) },
  },
  askRooms: {
    slot: 'rooms',
    fills: 'rooms',
    stage: 'search',
    prompt: (s, _ctx, t) => {
      const max = Math.min(MAX_ROOMS, s.search.adults ?? 1);
      const people = t.people(s.search.adults ?? 0, s.search.ages, 0);
      return [{ text: t.askRooms(people), choices: Array.from({ length: max }, (_, i) => ({ label: String(i + 1), value: `rooms:${i + 1}` })) }];
    },
    bareNumber: (s, n, t) =>
      n >= 1 && n <= Math.min(MAX_ROOMS, s.search.adults ?? MAX_ROOMS)
        ? { state: { ...s, search: without({ ...s.search, rooms: n }, 'layout') }, search: true }
        : { note: n > MAX_ROOMS ? t.tooManyRooms(n, MAX_ROOMS) : t.roomsMoreThanAdults },
    choice: (s, value) => {
      const n = numbered(value, 'rooms');
      if (n === undefined || n < 1 || n > Math.min(MAX_ROOMS, s.search.adults ?? 1)) return undefined;
      return { go: 'values', state: { ...s, search: without({ ...s.search, rooms: n }, 'layout') } };
    },
    owns: {
      forget: (s) => ({ ...s, search: without(s.search, 'rooms', 'splitRooms', 'layout') }),
      // The bot proposes the rooms itself; the guest asks for another split.
      onRequest: { ready: (s) => s.search.adults !== undefined, otherwise: 'party' },
    },
  },
  chooseHotel: {
    slot: 'hotel',
    fills: 'hotel',
    stage: 'booking',
    missing: (s) => !chosenHotel(s),
    prompt: (s, ctx) => [hotelList(s, ctx)],
    bareNumber: (s, n, t) =>
      n >= 1 && n <= s.hotels.length ? { state: { ...s, hotel: n - 1, picks: [], room: 0 }, search: false } : { note: t.typeNumberHint(s.hotels.length) },
    choice: (s, value) => {
      const m = /^h:(\d+):(\d+)$/.exec(value);
      if (!m || Number(m[1]) !== s.seq || Number(m[2]) >= s.hotels.length) return undefined;
      return { go: 'products', state: { ...s, hotel: Number(m[2]), picks: [], room: 0 } };
    },
    // A listed hotel's name typed ("el Casa Getsemaní") opens it.
    typed: (s, raw, u) => {
      if (u.dates || u.occupancy) return undefined;
      const picked = hotelNamed(s.hotels, raw);
      return picked === undefined ? undefined : { go: 'products', state: { ...s, hotel: picked, picks: [], room: 0 } };
    },
    takesChanges: true,
    owns: {
      held: (s) => s.hotel !== undefined,
      forget: (s) => without({ ...s, picks: [], room: 0 }, 'hotel'),
    },
  },
  chooseProduct: {
    slot: 'product',
    fills: 'product',
    stage: 'booking',
    missing: (s) => s.picks.length < (chosenHotel(s)?.rooms.length ?? 0),
    open: (s) => ({ go: 'products', state: { ...s, room: s.picks.length } }),
    prompt: (s, ctx) => (chosenHotel(s) ? [productList(s)] : [hotelList(s, ctx)]),
    bareNumber: (s, n, t) => {
      const h = chosenHotel(s);
      const avail = h ? availableProducts(s, h, s.room) : [];
      if (h && n >= 1 && n <= avail.length) return { state: { ...s, picks: [...s.picks.slice(0, s.room), avail[n - 1]!] }, search: false };
      return { note: t.typeNumberHint(avail.length) };
    },
    choice: (s, value) => {
      if (value === CHOICE.back) return { go: 'next', state: forget(s, 'hotel') };
      const h = chosenHotel(s);
      const m = /^p:(\d+):(\d+):(\d+):(\d+)$/.exec(value);
      if (!h || !m || Number(m[1]) !== s.seq || Number(m[2]) !== s.hotel || Number(m[3]) !== s.room) return undefined;
      const idx = Number(m[4]);
      return availableProducts(s, h, s.room).includes(idx) ? { go: 'next', state: { ...s, picks: [...s.picks.slice(0, s.room), idx] } } : undefined;
    },
    // Several rooms: "back" is the rate of the room before.
    back: (s) => (s.picks.length > 0 ? { go: 'products', state: { ...s, picks: s.picks.slice(0, -1), room: s.picks.length - 1 } } : undefined),
    takesChanges: true,
    owns: {
      held: (s) => s.picks.length > 0,
      forget: (s) => ({ ...s, picks: [], room: 0 }),
    },
  },
  askName: detail('firstName', {
    slot: 'name',
    fills: 'name',
    // The name the channel knows is offered as a one-tap answer, never taken silently; with the number the guest
    // writes from (WhatsApp), the same tap takes both, the number shown in the question.
    prompt: (s, _ctx, t) => {
      const name = profileName(s.profile);
      if (name && s.profile?.phone && s.guest.phone === undefined)
        return [{ text: t.askNameWithPhone(formatPhone(s.profile.phone)), choices: [{ label: name, value: CHOICE.detailsFromProfile }] }];
      return [name ? { text: t.askName, choices: [{ label: name, value: CHOICE.nameFromProfile }] } : { text: t.askName }];
    },
    choice: (s, value) => {
      if (value !== CHOICE.nameFromProfile || !s.profile?.firstName) return undefined;
      const guest: GuestDetails = { ...s.guest, firstName: s.profile.firstName.trim() };
      if (s.profile.lastName?.trim()) guest.lastName = s.profile.lastName.trim();
      else delete guest.lastName;
      return { go: 'next', state: { ...s, guest } };
    },
    owns: detailPart(
      'firstName',
      { value: (g) => [g.firstName, g.lastName].filter(Boolean).join(' ') || undefined },
      { forget: (s) => ({ ...s, guest: without(s.guest, 'firstName', 'lastName') }) },
    ),
  }),
  askLastName: detail('lastName', { slot: 'lastName', fills: 'name', follows: true, text: (s, t) => t.askLastName(s.guest.firstName ?? '') }),
  askPhone: detail('phone', {
    slot: 'phone',
    fills: 'phone',
    // The number the guest writes from (WhatsApp) is offered as a one-tap answer, never taken silently.
    prompt: (s, _ctx, t) => [
      s.profile?.phone
        ? { text: t.askPhone, requestContact: true, choices: [{ label: formatPhone(s.profile.phone), value: CHOICE.phoneFromProfile }] }
        : { text: t.askPhone, requestContact: true },
    ],
    owns: detailPart(
      'phone',
      { value: (g) => g.phone && formatPhone(g.phone) },
      // A country read from the phone's calling code goes with it.
      { forget: (s) => ({ ...s, guest: s.guest.countryFromPhone ? without(s.guest, 'phone', 'country', 'countryFromPhone') : without(s.guest, 'phone') }) },
    ),
  }),
  askEmail: detail('email', {
    slot: 'email',
    fills: 'email',
    // While the city of residence is unknown it is asked in the same question (one answer: "ana@correo.com, Medellín").
    text: (s, t) => (s.guest.residenceCity === undefined && s.guest.residenceCityMentioned === undefined ? t.askEmailAndCity : t.askEmail),
    owns: detailPart('email', { value: (g) => g.email }),
  }),
  askResidenceCity: detail('residenceCity', {
    slot: 'residenceCity',
    fills: 'residenceCity',
    // The city the guest said they live in while searching, as a button (decision 0030).
    prompt: (s, _ctx, t) => {
      const city = s.guest.residenceCityMentioned;
      return [{ text: t.askResidenceCity, ...(city ? { choices: [{ label: city, value: `residenceCity:${city}` }] } : {}) }];
    },
    choice: (s, value) => {
      const city = value.startsWith('residenceCity:') ? value.slice('residenceCity:'.length) : undefined;
      return city ? { go: 'next', state: { ...s, guest: { ...s.guest, residenceCity: city } } } : undefined;
    },
    owns: detailPart('residenceCity', { value: (g) => g.residenceCity }),
  }),
  askCountry: detail('country', {
    slot: 'country',
    fills: 'country',
    // The country the guest mentioned while searching, the country of the phone's calling code and Colombia, as buttons.
    prompt: (s, ctx, t) => {
      const fromPhone = s.guest.phone ? phoneCountry(s.guest.phone, ctx) : undefined;
      const codes = [...new Set([s.guest.countryMentioned, fromPhone, 'COL'].filter((c): c is string => c !== undefined))];
      return [{ text: t.askCountry, choices: codes.map((c) => ({ label: countryName(c, s.lang), value: `country:${c}` })) }];
    },
    choice: (s, value) => {
      const m = /^country:([A-Z]{3})$/.exec(value);
      return m ? { go: 'next', state: { ...s, guest: { ...s.guest, country: m[1]! } } } : undefined;
    },
    owns: detailPart(
      'country',
      // A country read from the phone is confirmed at the summary, not acknowledged on its own.
      { value: (g, lang) => g.country && countryName(g.country, lang), unless: (g) => g.countryFromPhone === true },
      {
        held: (s) => s.guest.country !== undefined && !s.guest.countryFromPhone,
        forget: (s) => ({ ...s, guest: without(s.guest, 'country', 'countryFromPhone') }),
      },
    ),
  }),
};

// ---------------------------------------------------------------- reading the table

/** Whether `step` is a question of {@link QUESTIONS} (else a step with logic of its own). */
export function isQuestion(step: string): step is QuestionStep {
  return Object.hasOwn(QUESTIONS, step);
}

/** The question of `s`'s step, if it is one. */
export function questionOf(s: FlowState): Question | undefined {
  return isQuestion(s.step) ? QUESTIONS[s.step] : undefined;
}

/** Every question with its step, in the order they are asked. */
export const QUESTION_ORDER: readonly (Question & { step: QuestionStep })[] = QUESTION_STEPS.map((step) => ({ ...QUESTIONS[step], step }));

/** The question that owns part `target` (the first that asks it), with its step. */
export function owner(target: ChangeTarget): Question & { step: QuestionStep; owns: Part } {
  const q = QUESTION_ORDER.find((x) => x.fills === target && x.owns);
  if (!q?.owns) throw new Error(`no question owns the part "${target}"`);
  return { ...q, owns: q.owns };
}

/** Slots whose question's text already gives examples (a re-ask, or a clarification about them, adds no hint). */
export const SELF_EXPLAINED: ReadonlySet<Slot> = new Set(QUESTION_ORDER.filter((q) => q.selfExplained).map((q) => q.slot));

/**
 * The re-ask hint of the question waiting on `slot` (why, with an example),
 * from catalogue `t`; a hint that states a limit (nights, children's ages,
 * rooms) is given it from `limits.ts`.
 */
export function hintFor(slot: Slot, t: Texts): string {
  switch (slot) {
    case 'nights':
      return t.hint.nights(MAX_NIGHTS);
    case 'childAges':
      return t.hint.childAges(MAX_CHILD_AGE);
    case 'rooms':
      return t.hint.rooms(MAX_ROOMS);
    default:
      return t.hint[slot];
  }
}

/** `s` with `target` forgotten, so the next question asks for it again (a part of the search drops the search's results). */
export function forget(s: FlowState, target: ChangeTarget): FlowState {
  const q = owner(target);
  const fresh: FlowState = { ...s, search: { ...s.search }, guest: { ...s.guest } };
  delete fresh.clarify;
  const next = q.owns.forget(fresh);
  return q.stage === 'search' ? clearSearchResults(next) : next;
}
