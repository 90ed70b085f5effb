/**
 * The guest booking conversation as a pure state machine:
 * `step(state, input, ctx) → { state, replies, effects }`.
 *
 * Every message is read for everything it holds ({@link understand}): what
 * it says fills the booking's slots, and the bot asks only for what is still
 * missing, in this order: destination, dates, nights, people, children's
 * ages; then the search; the hotel and rate; the guest's name, phone, email,
 * city of residence (and country, when the phone does not tell it); the
 * summary. The next question is derived from the state ({@link advance}),
 * so a value given early, a correction or an edit from the summary all lead
 * to the right next question without special paths.
 *
 * Pure: no I/O, no clock reads, no randomness — the instant, the id generator
 * and the destination catalogue come in `ctx`. Texts come from {@link TEXTS}
 * in `state.lang`.
 */
import type { AvailabilityResponse, CreateBookingBody, LayoutRoom } from '../api/contract/index.js';
import { addDays, bogotaDate, daysBetween } from '../clock.js';
import { formatBogotaInstant, formatDate, formatMoney, formatMonth, formatPhone, formatShortDate, formatStay } from './format.js';
import { countryName, extractContact } from './understand/guest.js';
import { MAX_DAYS_AHEAD, MAX_NIGHTS } from './understand/dates.js';
import { cityNames, DEMO_CATALOGUE, resolveDeepLink, type Catalogue } from './understand/destinations.js';

import { understand, type ChangeTarget, type DatesFound, type GuestFound, type OccupancyFound, type Slot, type Understanding } from './understand/index.js';
import { proposeLayout } from './understand/occupancy.js';
import { fold, foldKeepLength } from './understand/text.js';
import {
  FLOW_STEPS,
  initialState,
  type Clarify,
  type FlowState,
  type FlowStep,
  type GuestDetails,
  type HotelOption,
  type ProductOption,
  type RoomRequest,
  type SearchDraft,
  type SearchPatch,
} from './state.js';
import { TEXTS, type Texts } from './texts.js';
import type { Choice, Effect, FlowInput, Lang, ProfileHint, Reply, StepResult } from './types.js';

/**
 * What `step` needs from outside: the current instant, a generator of unique
 * ids (idempotency keys) and the destinations this deployment sells (the
 * demo's when not given).
 */
export interface StepContext {
  now: Date;
  newId: () => string;
  catalogue?: Catalogue;
}

/** Choice values that are not tied to one question. */
export const CHOICE = {
  confirm: 'confirm',
  edit: 'edit',
  restart: 'restart',
  cancel: 'cancel',
  back: 'back',
  retry: 'retry',
  newSearch: 'newSearch',
  changeDates: 'change:dates',
  changeCity: 'change:destination',
  changeParty: 'change:party',
  changeRooms: 'change:rooms',
  nameFromProfile: 'name:profile',
  searchAgain: 'searchAgain',
} as const;

/** Most hotels listed after a search. */
export const MAX_HOTELS = 8;
/** Most products kept (and offered) per layout room of a hotel, cheapest first. */
export const MAX_PRODUCTS_PER_ROOM = 6;
/** Most rooms in one booking. */
export const MAX_ROOMS = 5;
/** Most adults or children asked about with buttons. */
const PARTY_CHOICES = [1, 2, 3, 4];
const NIGHT_CHOICES = [1, 2, 3, 4, 5, 7];

/** The question each step asks, as the understanding layer names it. */
const EXPECTING: Partial<Record<FlowStep, Slot>> = {
  askDestination: 'destination',
  askDates: 'dates',
  askNights: 'nights',
  askParty: 'party',
  askChildAges: 'childAges',
  askRooms: 'rooms',
  chooseHotel: 'hotel',
  chooseProduct: 'product',
  askName: 'name',
  askLastName: 'lastName',
  askPhone: 'phone',
  askEmail: 'email',
  askCountry: 'country',
  askResidenceCity: 'residenceCity',
  confirm: 'confirm',
};

/** Questions whose text already gives examples: a re-ask does not repeat them. */
const SELF_EXPLAINED: ReadonlySet<Slot> = new Set<Slot>(['dates', 'party', 'childAges']);

type Result = StepResult<FlowState>;
type Ctx = StepContext & { catalogue: Catalogue; today: string };

function tx(s: FlowState): Texts {
  return TEXTS[s.lang];
}

function done(state: FlowState, replies: Reply[] = [], effects: Effect[] = []): Result {
  return { state, replies, effects };
}

/**
 * A fresh idle state in the same language. The search counter, the language
 * choice and the channel's profile survive, so hotel buttons of a search
 * before the reset stay recognisably stale.
 */
function reset(s: FlowState): FlowState {
  const fresh: FlowState = { ...initialState(s.lang), seq: s.seq };
  if (s.langChosen) fresh.langChosen = true;
  if (s.profile) fresh.profile = s.profile;
  return fresh;
}

/** A state read back from storage: anything unrecognisable restarts idle (a booking awaiting payment is kept). */
function sane(state: FlowState): FlowState {
  const raw = state as unknown as Record<string, unknown> | null;
  const lang: Lang = raw && raw['lang'] === 'en' ? 'en' : 'es';
  if (raw?.['version'] !== 2 || !(FLOW_STEPS as readonly string[]).includes(state.step)) {
    const fresh = initialState(lang);
    const awaiting = raw?.['awaiting'] as FlowState['awaiting'];
    if (raw && raw['step'] === 'awaitingPayment' && awaiting?.chatbotId) return { ...fresh, step: 'awaitingPayment', awaiting };
    return fresh;
  }
  return {
    ...state,
    search: { ...state.search, ages: Array.isArray(state.search?.ages) ? state.search.ages : [] },
    hotels: Array.isArray(state.hotels) ? state.hotels : [],
    picks: Array.isArray(state.picks) ? state.picks : [],
    guest: state.guest ?? {},
  };
}

function isRefundable(value: string): boolean {
  return !['none', 'no', 'false', '0', '', 'non_refundable', 'nonrefundable', 'non-refundable', 'no reembolsable'].includes(value.trim().toLowerCase());
}

// ---------------------------------------------------------------- search data

/** The rooms to search: the guest's own split, else the proposed one (fewest rooms that fit). */
function layoutOf(search: SearchDraft): RoomRequest[] | undefined {
  if (search.layout?.length) return search.layout;
  if (search.adults === undefined) return undefined;
  if ((search.children ?? 0) !== search.ages.length) return undefined;
  return proposeLayout(search.adults, search.ages, search.rooms ?? search.splitRooms);
}

function wireLayout(layout: readonly RoomRequest[]): LayoutRoom[] {
  return layout.map((r) => (r.ages.length ? { adults: r.adults, children_ages: [...r.ages] } : { adults: r.adults }));
}

/** The search as a comparable key, or undefined while a slot is missing. */
function searchKey(search: SearchDraft): string | undefined {
  const layout = layoutOf(search);
  const { city, checkin, nights } = search;
  if (city === undefined || checkin === undefined || nights === undefined || !layout) return undefined;
  return JSON.stringify([city, checkin, nights, layout]);
}

function chosenHotel(s: FlowState): HotelOption | undefined {
  return s.hotel === undefined ? undefined : s.hotels[s.hotel];
}

/** The chosen product of each layout room, when all are chosen. */
function chosenProducts(s: FlowState): ProductOption[] | undefined {
  const h = chosenHotel(s);
  if (!h || s.picks.length !== h.rooms.length) return undefined;
  const out: ProductOption[] = [];
  for (let i = 0; i < h.rooms.length; i++) {
    const p = h.rooms[i]?.[s.picks[i] ?? -1];
    if (!p) return undefined;
    out.push(p);
  }
  return out;
}

/** Indices of `hotel.rooms[room]` still free given the products chosen for earlier rooms. */
function availableProducts(s: FlowState, hotel: HotelOption, room: number): number[] {
  const used = new Map<string, number>();
  for (let j = 0; j < room; j++) {
    const p = hotel.rooms[j]?.[s.picks[j] ?? -1];
    if (p) used.set(p.roomId, (used.get(p.roomId) ?? 0) + 1);
  }
  const candidates = hotel.rooms[room] ?? [];
  return candidates.map((_, i) => i).filter((i) => candidates[i]!.count > (used.get(candidates[i]!.roomId) ?? 0));
}

/**
 * The cheapest choice of one product per layout room such that no room type
 * is used more often than it has free rooms (`count`), or undefined when the
 * hotel cannot host every room at once. Exhaustive: at most 5 rooms × 6
 * products each.
 */
function cheapestAssignment(rooms: readonly ProductOption[][]): ProductOption[] | undefined {
  let best: ProductOption[] | undefined;
  let bestTotal = Infinity;
  const used = new Map<string, number>();
  const chosen: ProductOption[] = [];
  const visit = (i: number, total: number): void => {
    if (total >= bestTotal) return;
    if (i === rooms.length) {
      best = [...chosen];
      bestTotal = total;
      return;
    }
    for (const p of rooms[i]!) {
      const n = used.get(p.roomId) ?? 0;
      if (n >= p.count) continue;
      used.set(p.roomId, n + 1);
      chosen.push(p);
      visit(i + 1, total + p.amount);
      chosen.pop();
      used.set(p.roomId, n);
    }
  };
  visit(0, 0);
  return best;
}

/** Bookable hotels of an availability answer, cheapest first, at most {@link MAX_HOTELS} (a named hotel first). */
function bookableHotels(result: AvailabilityResponse, layoutLength: number, preferred?: number): HotelOption[] {
  const hotels: HotelOption[] = [];
  for (const h of result) {
    const pid = h.hotel.partner_id?.trim();
    if (!pid || !/^\d+$/.test(pid) || !Number.isSafeInteger(Number(pid))) continue;
    if (h.availability.length !== layoutLength || !h.availability.every((e) => e.total_count > 0)) continue;
    const rooms = h.availability.map((entry) =>
      entry.available_rooms
        .filter((r) => r.count > 0)
        .flatMap((r) =>
          r.products.map(
            (p): ProductOption => ({
              roomId: p.roomId,
              roomName: p.roomName,
              rateId: p.rateId,
              rateDescription: p.rateDescription,
              boardTypeDescription: p.boardTypeDescription,
              refundable: p.refundable,
              cancellationPolicy: p.cancellationPolicy,
              amount: p.baseRate.amountAfterTax,
              amountUsd: p.baseRate.amountAfterTaxUSD,
              count: r.count,
            }),
          ),
        )
        .sort((a, b) => a.amount - b.amount)
        .slice(0, MAX_PRODUCTS_PER_ROOM),
    );
    if (rooms.some((r) => r.length === 0)) continue;
    // Only hotels that can give every room at once, at their true lowest price.
    const cheapest = cheapestAssignment(rooms);
    if (!cheapest) continue;
    hotels.push({
      id: h.hotel.id,
      partnerId: pid,
      name: h.hotel.name,
      city: h.hotel.city,
      total: cheapest.reduce((sum, p) => sum + p.amount, 0),
      totalUsd: cheapest.reduce((sum, p) => sum + p.amountUsd, 0),
      rooms,
    });
  }
  hotels.sort((a, b) => (a.id === preferred ? -1 : b.id === preferred ? 1 : a.total - b.total));
  return hotels.slice(0, MAX_HOTELS);
}

function guestComplete(g: GuestDetails): g is Required<Omit<GuestDetails, 'countryFromPhone'>> & GuestDetails {
  return (
    g.firstName !== undefined &&
    g.lastName !== undefined &&
    g.email !== undefined &&
    g.phone !== undefined &&
    g.country !== undefined &&
    g.residenceCity !== undefined
  );
}

function createEffect(s: FlowState, idempotencyKey: string): Effect | undefined {
  const h = chosenHotel(s);
  const products = chosenProducts(s);
  const layout = layoutOf(s.search);
  const { checkin, nights } = s.search;
  const g = s.guest;
  if (!h || !products || !layout || layout.length !== products.length || checkin === undefined || nights === undefined || !guestComplete(g)) return undefined;
  const checkout = addDays(checkin, nights);
  const ages = layout.flatMap((r) => r.ages);
  const adults = layout.reduce((sum, r) => sum + r.adults, 0);
  const body: CreateBookingBody = {
    reservation: {
      checkin,
      checkout,
      nights: String(nights),
      rooms: String(layout.length),
      adults: String(adults),
      children: String(ages.length),
      ...(ages.length ? { children_ages: ages.join(',') } : {}),
      firstName: g.firstName,
      lastName: g.lastName,
      email: g.email,
      telephone: g.phone,
      city: g.residenceCity,
      country: g.country,
      currency: 'COP',
      roomsData: products.map((p, i) => ({
        id: p.roomId,
        checkin,
        checkout,
        rateId: p.rateId,
        quantity: '1',
        currency: 'COP',
        adults: String(layout[i]!.adults),
        children: String(layout[i]!.ages.length),
      })),
    },
  };
  return { kind: 'createBooking', hotelId: Number(h.partnerId), body, idempotencyKey };
}

function totals(products: readonly ProductOption[]): { cop: number; usd: number } {
  return {
    cop: products.reduce((s, p) => s + p.amount, 0),
    usd: products.reduce((s, p) => s + p.amountUsd, 0),
  };
}

// ---------------------------------------------------------------- what is understood, in one line

/**
 * The search understood so far in one line, e.g.
 * "Cartagena · vie 15 – lun 18 dic (3 noches) · 2 adultos, 1 niño de 5 años · 1 habitación".
 * `withRooms` adds the rooms (once a layout is proposed); `withCity: false` leaves the destination out.
 */
function understoodLine(s: FlowState, ctx: Ctx, withRooms = false, withCity = true): string {
  const t = tx(s);
  const q = s.search;
  const year = Number(ctx.today.slice(0, 4));
  const parts: string[] = [];
  if (q.city && withCity) parts.push(q.hotelName ? `${q.hotelName} (${q.city})` : q.city);
  if (q.checkin && q.nights) parts.push(formatStay(q.checkin, addDays(q.checkin, q.nights), q.nights, s.lang, year));
  else if (q.checkin) parts.push(`${s.lang === 'es' ? 'llegada' : 'arrival'} ${formatShortDate(q.checkin, s.lang, year)}`);
  else if (q.nights) parts.push(t.nightsOption(q.nights));
  if (q.adults !== undefined) parts.push(t.people(q.adults, q.ages, Math.max(0, (q.children ?? 0) - q.ages.length)));
  else if (q.children) parts.push(t.people(0, q.ages, Math.max(0, q.children - q.ages.length)).replace(/^0 \S+, /, ''));
  const layout = layoutOf(q);
  if ((withRooms || q.rooms !== undefined || q.splitRooms !== undefined || q.layout) && layout) parts.push(t.roomsCount(layout.length));
  return parts.join(' · ');
}

// ---------------------------------------------------------------- questions

function changeChoices(s: FlowState): Choice[] {
  const t = tx(s);
  return [
    { label: t.changeDates, value: CHOICE.changeDates },
    { label: t.changeParty, value: CHOICE.changeParty },
    { label: t.changeCity, value: CHOICE.changeCity },
    { label: t.changeRooms, value: CHOICE.changeRooms },
  ];
}

function hotelList(s: FlowState, ctx: Ctx): Reply {
  const t = tx(s);
  return {
    text: t.hotelsFound(s.hotels.length, understoodLine(s, ctx, true)),
    choices: [
      ...s.hotels.map((h, i) => ({ label: t.hotelLabel(h.name, formatMoney(h.total, h.totalUsd, s.lang)), value: `h:${s.seq}:${i}` })),
      ...changeChoices(s),
    ],
  };
}

function productList(s: FlowState): Reply {
  const t = tx(s);
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
      ...avail.map((idx) => {
        const p = h.rooms[room]![idx]!;
        return {
          label: t.productLabel(p.roomName, p.rateDescription, p.boardTypeDescription, isRefundable(p.refundable), formatMoney(p.amount, p.amountUsd, s.lang)),
          value: `p:${s.seq}:${s.hotel}:${room}:${idx}`,
        };
      }),
      { label: t.back, value: CHOICE.back },
    ],
  };
}

function summary(s: FlowState): Reply | undefined {
  const t = tx(s);
  const h = chosenHotel(s);
  const products = chosenProducts(s);
  const layout = layoutOf(s.search);
  const { checkin, nights } = s.search;
  const g = s.guest;
  if (!h || !products || !layout || checkin === undefined || nights === undefined || !guestComplete(g)) return undefined;
  const total = totals(products);
  const text = t.summary({
    hotel: h.name,
    city: h.city,
    checkin: formatDate(checkin, s.lang),
    checkout: formatDate(addDays(checkin, nights), s.lang),
    nights,
    rooms: products.map((p, i) => ({
      occupancy: { adults: layout[i]?.adults ?? 0, ages: layout[i]?.ages ?? [] },
      roomName: p.roomName,
      rateDescription: p.rateDescription,
      boardTypeDescription: p.boardTypeDescription,
      refundable: isRefundable(p.refundable),
      price: formatMoney(p.amount, p.amountUsd, s.lang),
    })),
    firstName: g.firstName,
    lastName: g.lastName,
    email: g.email,
    phone: formatPhone(g.phone),
    country: countryName(g.country, s.lang) + (g.countryFromPhone ? ` ${t.countryFromPhoneNote}` : ''),
    residenceCity: g.residenceCity,
    total: formatMoney(total.cop, total.usd, s.lang),
  });
  return {
    text,
    choices: [
      { label: t.confirm, value: CHOICE.confirm },
      { label: t.edit, value: CHOICE.edit },
      { label: t.cancel, value: CHOICE.cancel },
    ],
  };
}

function profileName(p: ProfileHint | undefined): string | undefined {
  const name = [p?.firstName, p?.lastName]
    .filter((x) => x?.trim())
    .join(' ')
    .trim();
  return name || undefined;
}

/** The current question of `s`, to ask or repeat it. Empty when idle. */
function prompt(s: FlowState, ctx: Ctx): Reply[] {
  const t = tx(s);
  const q = s.search;
  switch (s.step) {
    case 'idle':
      return [];
    case 'askDestination':
      return [{ text: t.askDestination, choices: cityNames(ctx.catalogue).map((c) => ({ label: c, value: `city:${c}` })) }];
    case 'askDates':
      return [{ text: t.askDates }];
    case 'askNights':
      return [
        {
          text: t.askNights(formatShortDate(q.checkin ?? '', s.lang, Number(ctx.today.slice(0, 4)))),
          choices: NIGHT_CHOICES.map((n) => ({ label: String(n), value: `n:${n}` })),
        },
      ];
    case 'askParty':
      return [{ text: t.askParty, choices: PARTY_CHOICES.map((n) => ({ label: t.people(n, [], 0), value: `party:${n}` })) }];
    case 'askChildAges':
      return [{ text: t.askChildAges((q.children ?? 0) - q.ages.length, q.children ?? 0) }];
    case 'askRooms': {
      const max = Math.min(MAX_ROOMS, q.adults ?? 1);
      const people = t.people(q.adults ?? 0, q.ages, 0);
      return [{ text: t.askRooms(people), choices: Array.from({ length: max }, (_, i) => ({ label: String(i + 1), value: `rooms:${i + 1}` })) }];
    }
    case 'clarify': {
      const c = s.clarify;
      if (!c) return [];
      return [{ text: c.question, choices: c.options.map((o, i) => ({ label: o.label, value: `pick:${i}` })) }];
    }
    case 'searching':
    case 'creating':
      // After a failure the guest is told so again, with the same ways out; else the work is under way.
      if (s.retry) return [failure(s, s.retry)];
      return [{ text: t.stillWorking, choices: [{ label: t.retry, value: CHOICE.retry }] }];
    case 'noAvailability': {
      const stay = q.checkin && q.nights ? formatStay(q.checkin, addDays(q.checkin, q.nights), q.nights, s.lang) : '';
      return [{ text: t.noAvailability(q.city ?? '', stay), choices: [...changeChoices(s), { label: t.newSearch, value: CHOICE.newSearch }] }];
    }
    case 'chooseHotel':
      return [hotelList(s, ctx)];
    case 'chooseProduct':
      return chosenHotel(s) ? [productList(s)] : [hotelList(s, ctx)];
    case 'askName': {
      const name = profileName(s.profile);
      return [name ? { text: t.askName, choices: [{ label: name, value: CHOICE.nameFromProfile }] } : { text: t.askName }];
    }
    case 'askLastName':
      return [{ text: t.askLastName(s.guest.firstName ?? '') }];
    case 'askPhone':
      return [{ text: t.askPhone, requestContact: true }];
    case 'askEmail':
      return [{ text: t.askEmail }];
    case 'askCountry': {
      const fromPhone = s.guest.phone ? phoneCountry(s.guest.phone, ctx) : undefined;
      const codes = [...new Set([fromPhone, 'COL'].filter((c): c is string => c !== undefined))];
      return [{ text: t.askCountry, choices: codes.map((c) => ({ label: countryName(c, s.lang), value: `country:${c}` })) }];
    }
    case 'askResidenceCity':
      return [{ text: t.askResidenceCity }];
    case 'confirm': {
      const r = summary(s);
      return r ? [r] : [];
    }
    case 'editPick':
      return [
        {
          text: t.editWhat,
          choices: (Object.keys(t.editLabels) as (keyof Texts['editLabels'])[]).map((k) => ({ label: t.editLabels[k], value: `edit:${k}` })),
        },
      ];
    case 'awaitingPayment': {
      const a = s.awaiting;
      if (!a) return [];
      return [
        {
          text: t.awaitingReminder(a.chatbotId, formatBogotaInstant(a.expirationDate, s.lang)),
          url: a.url,
          choices: [{ label: t.newSearch, value: CHOICE.newSearch }],
        },
      ];
    }
  }
}

/** The apology for a failed effect (or, `busy`, the note that many guests are searching now), with Retry and the way out of the step (a new search, or cancel). */
function failure(s: FlowState, effect: Effect['kind'], reason?: 'busy'): Reply {
  const t = tx(s);
  const choices: Choice[] = [{ label: t.retry, value: CHOICE.retry }];
  if (s.step === 'searching') choices.push({ label: t.newSearch, value: CHOICE.newSearch });
  if (s.step === 'creating') choices.push({ label: t.cancel, value: CHOICE.cancel });
  return { text: reason === 'busy' ? t.effectBusy(effect) : t.effectFailed(effect), choices };
}

function languageChoice(s: FlowState): Reply {
  return {
    text: tx(s).chooseLanguage,
    choices: [
      { label: 'Español', value: 'lang:es' },
      { label: 'English', value: 'lang:en' },
    ],
  };
}

/** Prefix `note` (and the understood line) to the first reply. */
function withBefore(replies: Reply[], before: string[]): Reply[] {
  const lines = before.filter(Boolean);
  if (lines.length === 0) return replies;
  const [first, ...rest] = replies;
  if (!first) return [{ text: lines.join('\n') }];
  return [{ ...first, text: `${lines.join('\n')}\n\n${first.text}` }, ...rest];
}

// ---------------------------------------------------------------- deriving the next question

/**
 * The next step for what the state holds: the first missing search slot, the
 * search (run again when a slot changed since the last one), the choice of
 * hotel and rate, the first missing guest detail, the summary. `before` are
 * lines said first (what was understood, a reason, an answer to small talk).
 */
function advance(s: FlowState, ctx: Ctx, before: string[] = []): Result {
  if (s.clarify) return ask({ ...s, step: 'clarify' }, ctx, before);
  const q = s.search;
  if (q.city === undefined) return ask({ ...s, step: 'askDestination' }, ctx, before);
  if (q.checkin === undefined) return ask({ ...s, step: 'askDates' }, ctx, before);
  if (q.nights === undefined) return ask({ ...s, step: 'askNights' }, ctx, before);
  if (q.adults === undefined && !q.layout) return ask({ ...s, step: 'askParty' }, ctx, before);
  if (!q.layout && (q.children ?? 0) > q.ages.length) return ask({ ...s, step: 'askChildAges' }, ctx, before);
  const key = searchKey(q);
  if (!key) return ask({ ...s, step: 'askParty' }, ctx, before);
  if (key !== s.searched || s.hotels.length === 0) return beginSearch(s, ctx, before);
  const h = chosenHotel(s);
  if (!h) return ask({ ...s, step: 'chooseHotel' }, ctx, before);
  if (s.picks.length < h.rooms.length) return offerProducts({ ...s, room: s.picks.length }, ctx, before);
  const g = s.guest;
  if (g.firstName === undefined) return ask({ ...s, step: 'askName' }, ctx, before);
  if (g.lastName === undefined) return ask({ ...s, step: 'askLastName' }, ctx, before);
  if (g.phone === undefined) return ask({ ...s, step: 'askPhone' }, ctx, before);
  if (g.email === undefined) return ask({ ...s, step: 'askEmail' }, ctx, before);
  if (g.residenceCity === undefined) return ask({ ...s, step: 'askResidenceCity' }, ctx, before);
  if (g.country === undefined) return ask({ ...s, step: 'askCountry' }, ctx, before);
  return ask({ ...s, step: 'confirm' }, ctx, before);
}

/** Move to the step already set in `s` and ask its question, after `before` lines. */
function ask(s: FlowState, ctx: Ctx, before: string[] = []): Result {
  return done(s, withBefore(prompt(s, ctx), before));
}

/** Re-ask the current question after an answer that could not be used: `why` first, with the question's buttons. */
function reask(s: FlowState, ctx: Ctx, why: string): Result {
  const current = prompt(s, ctx);
  const first = current[0];
  if (!first) return done(s, [{ text: why }]);
  return done(s, [{ ...first, text: `${why}\n\n${first.text}` }, ...current.slice(1)]);
}

function beginSearch(s: FlowState, ctx: Ctx, before: string[] = []): Result {
  const layout = layoutOf(s.search);
  const key = searchKey(s.search);
  const { city, checkin, nights } = s.search;
  if (!layout || !key || city === undefined || checkin === undefined || nights === undefined) return advance({ ...s, searched: undefined }, ctx, before);
  const next: FlowState = { ...s, step: 'searching', seq: s.seq + 1, hotels: [], picks: [], room: 0, searched: key };
  delete next.hotel;
  delete next.idempotencyKey;
  delete next.retry;
  const text = tx(s).searching(s.search.hotelName ?? city, understoodLine(next, ctx, true, false));
  return done(next, withBefore([{ text }], before), [{ kind: 'searchAvailability', checkin, nights, city, layout: wireLayout(layout) }]);
}

function offerProducts(s: FlowState, ctx: Ctx, before: string[] = []): Result {
  const h = chosenHotel(s);
  if (!h) return ask({ ...s, step: 'chooseHotel' }, ctx, before);
  if (availableProducts(s, h, s.room).length === 0) {
    const back: FlowState = { ...s, picks: [], room: 0, step: 'chooseHotel' };
    delete back.hotel;
    return done(back, withBefore([{ text: tx(s).noRoomsLeft(s.room + 1) }, hotelList(back, ctx)], before));
  }
  return ask({ ...s, step: 'chooseProduct' }, ctx, before);
}

/** Start a fresh conversation (language kept), greeting, at the destination question. */
function startOver(s: FlowState, ctx: Ctx, greet: boolean, before: string[] = []): Result {
  const r = advance(reset(s), ctx, [...before, ...(greet ? [tx(s).greeting] : [])]);
  return greet ? withLanguageButton(r) : r;
}

/**
 * The greeting's question also offers the other language as a button
 * ("🇬🇧 English" in a Spanish chat), unless the guest already chose one.
 */
function withLanguageButton(r: Result): Result {
  const first = r.replies[0];
  // Only beside the city buttons: on a question answered with numbers, a numbered option would catch them.
  if (!first || r.state.langChosen || r.state.step !== 'askDestination') return r;
  const other = r.state.lang === 'es' ? { label: '🇬🇧 English', value: 'lang:en' } : { label: '🇨🇴 Español', value: 'lang:es' };
  return { ...r, replies: [{ ...first, choices: [...(first.choices ?? []), other] }, ...r.replies.slice(1)] };
}

function cancel(s: FlowState): Result {
  const t = tx(s);
  const withBooking = s.step === 'awaitingPayment' || s.step === 'creating' || s.awaiting !== undefined;
  const text = withBooking ? t.cancelledWithBooking(s.awaiting?.chatbotId) : t.cancelled;
  // A registered booking is not cancelled by leaving the conversation: /status and its notices still reach it.
  const next = reset(s);
  if (s.awaiting) next.awaiting = s.awaiting;
  return done(next, [{ text }]);
}

function stale(s: FlowState, ctx: Ctx): Result {
  const t = tx(s);
  if (s.step === 'idle') return startOver(s, ctx, true, [t.stale]);
  return ask(s, ctx, [t.stale]);
}

// ---------------------------------------------------------------- clearing parts (change, back)

function clearSearchResults(s: FlowState): FlowState {
  const next: FlowState = { ...s, hotels: [], picks: [], room: 0 };
  delete next.hotel;
  delete next.searched;
  return next;
}

/** `s` with `target` forgotten, so {@link advance} asks for it again. */
function forget(s: FlowState, target: ChangeTarget): FlowState {
  const search = { ...s.search };
  const guest = { ...s.guest };
  let next: FlowState = { ...s, search, guest };
  delete next.clarify;
  switch (target) {
    case 'destination':
      delete search.city;
      delete search.hotelId;
      delete search.hotelName;
      break;
    case 'dates':
      delete search.checkin;
      delete search.nights;
      break;
    case 'party':
      delete search.adults;
      delete search.children;
      delete search.rooms;
      delete search.splitRooms;
      delete search.layout;
      search.ages = [];
      break;
    case 'rooms':
      delete search.rooms;
      delete search.splitRooms;
      delete search.layout;
      break;
    case 'hotel':
    case 'product':
      next.picks = [];
      next.room = 0;
      if (target === 'hotel') delete next.hotel;
      return next;
    case 'name':
      delete guest.firstName;
      delete guest.lastName;
      return next;
    case 'email':
      delete guest.email;
      return next;
    case 'phone':
      delete guest.phone;
      if (guest.countryFromPhone) {
        delete guest.country;
        delete guest.countryFromPhone;
      }
      return next;
    case 'country':
      delete guest.country;
      delete guest.countryFromPhone;
      return next;
    case 'residenceCity':
      delete guest.residenceCity;
      return next;
  }
  next = clearSearchResults(next);
  return next;
}

function change(s: FlowState, ctx: Ctx, target: ChangeTarget, before: string[] = []): Result {
  if (target === 'rooms') {
    const q = s.search;
    if (q.adults === undefined) return advance(forget(s, 'party'), ctx, before);
    return ask({ ...forget(s, 'rooms'), step: 'askRooms' }, ctx, before);
  }
  return advance(forget(s, target), ctx, before);
}

/** The part the question before the current one filled, to forget on "back". */
function previousPart(s: FlowState): ChangeTarget | undefined {
  const q = s.search;
  const g = s.guest;
  const order: [ChangeTarget, boolean][] = [
    ['destination', q.city !== undefined],
    ['dates', q.checkin !== undefined || q.nights !== undefined],
    ['party', q.adults !== undefined || q.layout !== undefined],
    ['hotel', s.hotel !== undefined],
    ['product', s.picks.length > 0],
    ['name', g.firstName !== undefined],
    ['phone', g.phone !== undefined],
    ['email', g.email !== undefined],
    ['residenceCity', g.residenceCity !== undefined],
    ['country', g.country !== undefined && !g.countryFromPhone],
  ];
  const current: Partial<Record<FlowStep, ChangeTarget>> = {
    askDestination: 'destination',
    askDates: 'dates',
    askNights: 'dates',
    askParty: 'party',
    askChildAges: 'party',
    askRooms: 'party',
    chooseHotel: 'hotel',
    noAvailability: 'hotel',
    chooseProduct: 'product',
    askName: 'name',
    askLastName: 'name',
    askPhone: 'phone',
    askEmail: 'email',
    askResidenceCity: 'residenceCity',
    askCountry: 'country',
  };
  const here = current[s.step];
  const idx = here ? order.findIndex(([t]) => t === here) : order.length;
  for (let i = idx - 1; i >= 0; i--) if (order[i]![1]) return order[i]![0];
  return undefined;
}

/** Questions that follow another of the same part: "back" there asks that part again, keeping the rest. */
const SECOND_QUESTIONS: Partial<Record<FlowStep, ChangeTarget>> = {
  askNights: 'dates',
  askChildAges: 'party',
  askRooms: 'rooms',
  askLastName: 'name',
};

function goBack(s: FlowState, ctx: Ctx): Result {
  const same = SECOND_QUESTIONS[s.step];
  if (same) return same === 'rooms' ? advance(s, ctx) : advance(forget(s, same), ctx);
  if (s.step === 'clarify') {
    const next = { ...s };
    delete next.clarify;
    return advance(next, ctx);
  }
  if (s.step === 'chooseProduct' && s.picks.length > 0) {
    return offerProducts({ ...s, picks: s.picks.slice(0, -1), room: s.picks.length - 1 }, ctx);
  }
  const part = previousPart(s);
  if (!part) return ask(s.step === 'idle' ? { ...s, step: 'askDestination' } : s, ctx, [tx(s).nothingToGoBackTo]);
  return advance(forget(s, part), ctx);
}

// ---------------------------------------------------------------- applying what was understood

/** What applying a message changed, and what to say about it. */
interface Applied {
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

function dateProblem(s: FlowState, d: NonNullable<DatesFound['problem']>, ctx: Ctx): string {
  const t = tx(s);
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
function bookable(date: string, ctx: Ctx): DatesFound['problem'] {
  if (date < ctx.today) return { kind: 'past', date };
  if (date > addDays(ctx.today, MAX_DAYS_AHEAD)) return { kind: 'tooFar', date };
  return undefined;
}

/** A check-in further ahead than this (days), given without a year, is confirmed with the guest: a date of the last few weeks typed by mistake. */
const FAR_WITHOUT_YEAR_DAYS = 340;

function applyDates(a: Applied, d: DatesFound, ctx: Ctx, correcting: boolean, raw: string): void {
  const s = a.state;
  const t = tx(s);
  if (d.problem) {
    a.notes.push(dateProblem(s, d.problem, ctx));
    a.any = true;
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
    } else if (d.ambiguity.kind === 'nights') {
      // "4 días": 3 nights (4 days) or 4 nights; "2 o 3 noches".
      const days = d.ambiguity.days;
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
      a.state = {
        ...a.state,
        clarify: {
          about: 'dates',
          question: t.pickDate,
          options: d.ambiguity.options.map((o) => {
            const nights = o.nights ?? (o.checkout ? daysBetween(o.checkin, o.checkout) : undefined);
            const label = nights ? formatStay(o.checkin, addDays(o.checkin, nights), nights, s.lang, year) : formatShortDate(o.checkin, s.lang, year);
            return { label, patch: nights ? { checkin: o.checkin, nights } : { checkin: o.checkin } };
          }),
        },
      };
    }
    if (d.nights !== undefined && d.ambiguity.kind !== 'nights') a.state = { ...a.state, search: { ...a.state.search, nights: d.nights } };
    return;
  }
  let checkin = d.checkin;
  let nights = d.nights;
  const current = s.search.checkin;
  // At the nights question, a lone date after the check-in is the day of departure ("hasta el 18"),
  // unless the guest is correcting the arrival ("no, mejor el 16").
  if (s.step === 'askNights' && !correcting && current && checkin && !d.checkout && nights === undefined && checkin > current) {
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
    a.notes.push(nights < 1 ? t.hint.nights : t.tooManyNights(nights, MAX_NIGHTS));
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

function applyOccupancy(a: Applied, o: OccupancyFound): void {
  const t = tx(a.state);
  a.any = true;
  if (o.unsure) {
    // "family of four", "somos como 4 o 5": who is an adult is asked back, never guessed.
    const options: { label: string; patch: SearchPatch }[] = [];
    for (const total of o.unsure.totals) {
      if (o.unsure.family && total >= 3) options.push({ label: t.people(2, [], total - 2), patch: { adults: 2, children: total - 2 } });
      options.push({ label: t.people(total, [], 0), patch: { adults: total, children: 0 } });
      if (o.unsure.family && total >= 4) options.push({ label: t.people(3, [], total - 3), patch: { adults: 3, children: total - 3 } });
    }
    a.state = { ...a.state, clarify: { about: 'party', question: t.askParty, options } };
    return;
  }
  if (o.problem) {
    const p = o.problem;
    a.notes.push(
      p.kind === 'childTooOld'
        ? t.childTooOld(p.age)
        : p.kind === 'noAdults'
          ? t.noAdults
          : p.kind === 'tooMany'
            ? t.tooManyPeople(p.people)
            : t.tooManyRooms(p.rooms),
    );
    return;
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
    if (o.rooms !== undefined) search.rooms = o.rooms;
    delete search.layout;
    delete search.splitRooms;
    if (search.rooms !== undefined && search.adults !== undefined && search.rooms > search.adults) {
      a.notes.push(t.roomsMoreThanAdults);
      delete search.rooms;
    }
  }
  a.state = { ...a.state, search };
  a.search = true;
}

function applyGuest(a: Applied, g: GuestFound): void {
  const guest = { ...a.state.guest };
  let took = false;
  // Addresses are kept in lower case: mail systems treat them so, and the guest's confirmation must reach them.
  if (g.email) (guest.email = g.email.toLowerCase()), (took = true);
  if (g.phone) {
    guest.phone = g.phone;
    took = true;
    if (g.phoneCountry && (guest.country === undefined || guest.countryFromPhone)) {
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
  if (g.fullName && !g.firstName) {
    const words = g.fullName.split(/\s+/).filter(Boolean);
    if (words.length === 1) guest.firstName = words[0]!;
    else {
      const t = tx(a.state);
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

/** Take every value of `u` into the state; ambiguous ones become a question asked back. */
function apply(s: FlowState, u: Understanding, ctx: Ctx, raw: string): Applied {
  const a: Applied = { state: s, notes: [], search: false, any: false };
  const t = tx(s);
  const dest = u.destination;
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
    a.notes.push(t.unknownDestination(dest.text));
    a.suggestions = dest.suggestions;
    a.any = true;
  }
  if (u.dates)
    applyDates(
      a,
      u.dates,
      ctx,
      u.intents.some((i) => i.kind === 'correction'),
      raw,
    );
  if (u.occupancy) applyOccupancy(a, u.occupancy);
  if (u.guest) applyGuest(a, u.guest);
  if (u.bareNumber !== undefined) applyBareNumber(a, u.bareNumber);
  return a;
}

/**
 * Whether an unknown destination's words could name a place: letters with a
 * vowel, no run of five consonants ("asdfgh", "qwrty" are keys, not places).
 * A mash is simply not understood, never said back as a place.
 */
function looksLikePlace(text: string): boolean {
  const f = fold(text);
  return /[aeiouy]/.test(f) && !/[bcdfghjklmnpqrstvwxz]{5}/.test(f);
}

/** A lone number answers the current question. */
function applyBareNumber(a: Applied, n: number): void {
  const s = a.state;
  const t = tx(s);
  const search = { ...s.search };
  switch (s.step) {
    case 'askNights':
      if (n >= 1 && n <= MAX_NIGHTS) {
        search.nights = n;
        a.search = true;
      } else a.notes.push(n > MAX_NIGHTS ? t.tooManyNights(n, MAX_NIGHTS) : t.hint.nights);
      break;
    case 'askParty':
      if (n >= 1 && n <= 30) {
        search.adults = n;
        a.search = true;
      } else a.notes.push(n === 0 ? t.noAdults : t.tooManyPeople(n));
      break;
    case 'askChildAges':
      if (n <= 17) {
        search.ages = [...search.ages, n];
        a.search = true;
      } else a.notes.push(t.childTooOld(n));
      break;
    case 'askRooms':
      if (n >= 1 && n <= Math.min(MAX_ROOMS, search.adults ?? MAX_ROOMS)) {
        search.rooms = n;
        delete search.layout;
        a.search = true;
      } else a.notes.push(n > MAX_ROOMS ? t.tooManyRooms(n) : t.roomsMoreThanAdults);
      break;
    case 'chooseHotel':
      if (n >= 1 && n <= s.hotels.length) {
        a.state = { ...s, hotel: n - 1, picks: [], room: 0 };
        a.any = true;
        return;
      }
      a.notes.push(t.typeNumberHint(s.hotels.length));
      break;
    case 'chooseProduct': {
      const h = chosenHotel(s);
      const avail = h ? availableProducts(s, h, s.room) : [];
      if (h && n >= 1 && n <= avail.length) {
        a.state = { ...s, picks: [...s.picks.slice(0, s.room), avail[n - 1]!] };
        a.any = true;
        return;
      }
      a.notes.push(t.typeNumberHint(avail.length));
      break;
    }
    default:
      return;
  }
  a.any = true;
  if (a.search) a.state = { ...a.state, search };
}

/** Answer a clarification from the text of `u`, when the text is about it. */
function applyClarifyAnswer(s: FlowState, u: Understanding, ctx: Ctx): FlowState | undefined {
  const c = s.clarify;
  if (!c) return undefined;
  const clear = (x: FlowState): FlowState => {
    const next = { ...x };
    delete next.clarify;
    return next;
  };
  if (c.about === 'dates' && c.month) {
    // "¿Qué día de diciembre?": a bare day, or a date read for another month, is that day of the asked month.
    const day = u.bareNumber ?? (u.dates?.checkin && u.dates.inferred ? Number(u.dates.checkin.slice(8, 10)) : undefined);
    if (day !== undefined && !u.dates?.checkout && u.dates?.nights === undefined) {
      const date = `${c.month.year}-${String(c.month.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      if (day >= 1 && day <= 31 && addDays(date, 0) === date && !bookable(date, ctx)) return clear({ ...s, search: { ...s.search, checkin: date } });
    }
  }
  if (c.about === 'nights' && u.bareNumber !== undefined && u.bareNumber >= 1 && u.bareNumber <= MAX_NIGHTS) {
    return clear({ ...s, search: { ...s.search, nights: u.bareNumber } });
  }
  return undefined;
}

function applyPatch(s: FlowState, patch: SearchPatch): FlowState {
  const search = { ...s.search, ...patch };
  if (patch.city && patch.hotelId === undefined) {
    delete search.hotelId;
    delete search.hotelName;
  }
  if (patch.adults !== undefined) {
    search.ages = [];
    delete search.rooms;
    delete search.splitRooms;
    delete search.layout;
  }
  return { ...s, search };
}

// ---------------------------------------------------------------- inputs

/** Whether `u` holds any value for the booking (not only intents). */
function hasValues(u: Understanding): boolean {
  return Boolean(u.destination || u.dates || u.occupancy || u.guest || u.bareNumber !== undefined);
}

/** A label compared as typed: no emoji or punctuation, folded. */
function labelKey(label: string): string {
  return fold(label.replace(/[^\p{L}\p{N}\s]/gu, ' '));
}

function onText(s0: FlowState, raw: string, ctx: Ctx): Result {
  // The text of one of the current buttons, typed ("Cambiar un dato", "País"), is that button.
  const typed = labelKey(raw);
  const button = typed
    ? prompt(s0, ctx)
        .flatMap((r) => r.choices ?? [])
        .find((c) => labelKey(c.label) === typed)
    : undefined;
  if (button) return onChoice(s0, button.value, ctx);
  let s = s0;
  const slot = s.step === 'clarify' ? clarifySlot(s.clarify) : EXPECTING[s.step];
  const u = understand(raw, { lang: s.lang, today: ctx.today, expecting: slot, catalogue: ctx.catalogue });
  const before: string[] = [];
  const kinds = new Set(u.intents.map((i) => i.kind));

  // Language: asked for, or a message clearly in the other one.
  const asked = u.intents.find((i): i is Extract<typeof i, { kind: 'language' }> => i.kind === 'language');
  if (asked && asked.lang !== s.lang) {
    s = { ...s, lang: asked.lang, langChosen: true };
    before.push(tx(s).languageSet);
  } else if (asked) {
    s = { ...s, langChosen: true };
  } else if (!s.langChosen && u.lang && u.lang !== s.lang) {
    s = { ...s, lang: u.lang };
  }
  const t = tx(s);

  if (kinds.has('cancel')) return cancel(s);
  // "empezar de nuevo, ahora Santa Marta": start afresh, then read what came with it.
  if (kinds.has('restart') && !hasValues(u)) return startOver(s, ctx, false, before);
  if (kinds.has('restart')) s = reset(s);
  if (kinds.has('help') && !hasValues(u)) return done(s, withBefore([{ text: t.help }, ...prompt(s, ctx)], before));
  if (kinds.has('back') && !hasValues(u)) return goBack(s, ctx);

  // At the hotel list, a listed hotel's name typed ("el Casa Getsemaní") opens it.
  if (s.step === 'chooseHotel' && !u.dates && !u.occupancy) {
    const picked = hotelNamed(s.hotels, raw);
    if (picked !== undefined) return offerProducts({ ...s, hotel: picked, picks: [], room: 0 }, ctx, before);
  }

  // Waiting on the service: words cannot change what is being done.
  if (s.step === 'searching' || s.step === 'creating') return done(s, withBefore(prompt(s, ctx), before));

  // A new request after a finished (or abandoned) one starts afresh, keeping nothing of the old search.
  const starting = s.step === 'idle' || (s.step === 'awaitingPayment' && hasValues(u));
  if (starting) {
    // A booking still awaiting payment stays reachable (/status, its notices) while the guest searches again.
    const awaiting = s.awaiting;
    const guest = s.step === 'awaitingPayment' ? s.guest : {};
    s = { ...reset(s), guest };
    if (awaiting) s.awaiting = awaiting;
    if (kinds.has('greeting') && hasValues(u)) before.push(t.greetingBack);
  }

  const changeIntent = u.intents.find((i): i is Extract<typeof i, { kind: 'change' }> => i.kind === 'change');
  // "cambiar fechas": ask that part again; "cambiar la fecha al 16": forget it and take the new value below.
  if (changeIntent && !hasValues(u) && !starting) return change(s, ctx, changeIntent.target, before);
  if (changeIntent) s = forget(s, changeIntent.target);

  if (s.step === 'clarify') {
    const answered = applyClarifyAnswer(s, u, ctx);
    if (answered) return afterValues(answered, ctx, before, true);
  }

  const a = apply(s, u, ctx, raw);
  if (a.any || changeIntent) {
    const next = { ...a.state };
    // Answered the part asked back in another way: the new values count, the old question is dropped.
    // Answered something else: that is taken, and the question asked back stays.
    if (s.step === 'clarify' && next.clarify === s.clarify && answersClarify(s.clarify!, u)) delete next.clarify;
    if (a.suggestions && next.search.city === undefined) {
      const choices = a.suggestions.map((c) => ({ label: c, value: `city:${c}` }));
      return done({ ...next, step: 'askDestination' }, [{ text: [...before, ...a.notes].join('\n'), choices }]);
    }
    return afterValues(next, ctx, [...before, ...a.notes, ...detailsTaken(s, next)], a.search);
  }

  // Nothing of value: answer small talk, confirm at the summary, or say what is expected.
  // Only a plain yes books: "sí, pero el apellido es…" with words not understood asks what to change.
  if (s.step === 'confirm' && kinds.has('yes') && u.leftover === '' && !kinds.has('correction') && !kinds.has('no')) return confirmBooking(s, ctx);
  if (s.step === 'confirm' && kinds.has('yes')) return ask({ ...s, step: 'editPick' }, ctx, [...before, t.notUnderstood]);
  if (s.step === 'confirm' && kinds.has('no')) return ask({ ...s, step: 'editPick' }, ctx, before);
  if (s.step === 'clarify' && s.clarify?.about === 'lastName' && s.clarify.fullName && kinds.has('yes')) {
    const first = s.clarify.options[0]?.label.split(' | ');
    if (first) return afterValues(withName(s, first[0]!, first[1]!), ctx, before, false);
  }
  // "gracias" after a finished booking: a kind word, and nothing more is asked.
  if (starting && kinds.has('thanks') && !kinds.has('greeting')) return done(s, [{ text: [...before, t.thanksBack].join('\n') }]);
  if (starting) return withLanguageButton(advance(s, ctx, [...before, t.greeting]));
  if (kinds.has('greeting') || kinds.has('thanks') || kinds.has('smalltalk') || kinds.has('yes') || kinds.has('no') || asked || kinds.has('correction')) {
    const reply = kinds.has('thanks') ? t.thanksBack : kinds.has('greeting') ? t.greetingBack : asked ? '' : t.smalltalkBack;
    return ask(s, ctx, [...before, reply]);
  }
  // "ya pagué", "¿y ahora?": the booking's link again, and its status fresh from the service.
  if (s.step === 'awaitingPayment' && s.awaiting)
    return done(s, withBefore(prompt(s, ctx), before), [{ kind: 'checkStatus', chatbotId: s.awaiting.chatbotId }]);
  if (s.step === 'awaitingPayment' || s.step === 'noAvailability' || s.step === 'editPick') {
    return ask(s, ctx, [...before, t.notUnderstood]);
  }
  // The question itself already shows examples for these; the others get one with the reason.
  const hint = slot && !SELF_EXPLAINED.has(slot) ? t.hint[slot] : '';
  return reask(s, ctx, [...before, `${t.notUnderstood} ${hint}`.trim()].join('\n'));
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

/** The question that asks each guest detail: a detail given there needs no acknowledgement. */
const DETAIL_STEP: Record<'name' | 'phone' | 'email' | 'country' | 'residenceCity', FlowStep[]> = {
  name: ['askName', 'askLastName'],
  phone: ['askPhone'],
  email: ['askEmail'],
  country: ['askCountry'],
  residenceCity: ['askResidenceCity'],
};

/**
 * One line per guest detail taken from a message that answered something
 * else ("✔️ Teléfono: +34 612 34 56 78"), so the guest sees it was kept.
 * Nothing at the summary, which shows every detail anyway.
 */
function detailsTaken(before: FlowState, after: FlowState): string[] {
  if (before.step === 'confirm' || before.step === 'editPick') return [];
  const t = tx(after);
  const g0 = before.guest;
  const g = after.guest;
  const lines: string[] = [];
  const said = (part: keyof typeof DETAIL_STEP, value: string | undefined, old: string | undefined) => {
    if (value !== undefined && value !== old && !DETAIL_STEP[part].includes(before.step)) lines.push(t.understood(`${t.editLabels[part]}: ${value}`));
  };
  said('name', [g.firstName, g.lastName].filter(Boolean).join(' ') || undefined, [g0.firstName, g0.lastName].filter(Boolean).join(' ') || undefined);
  said('phone', g.phone && formatPhone(g.phone), g0.phone && formatPhone(g0.phone));
  said('email', g.email, g0.email);
  if (!g.countryFromPhone) said('country', g.country && countryName(g.country, after.lang), g0.country && countryName(g0.country, after.lang));
  said('residenceCity', g.residenceCity, g0.residenceCity);
  return lines;
}

/** Whether `u` gives the part a question asked back is about. */
function answersClarify(c: Clarify, u: Understanding): boolean {
  switch (c.about) {
    case 'dates':
    case 'nights':
      return u.dates !== undefined;
    case 'destination':
      return u.destination !== undefined;
    case 'party':
      return u.occupancy !== undefined;
    case 'lastName':
      return u.guest?.firstName !== undefined || u.guest?.lastName !== undefined || u.guest?.fullName !== undefined;
  }
}

function clarifySlot(c: Clarify | undefined): Slot | undefined {
  if (!c) return undefined;
  return c.about === 'lastName' ? 'name' : c.about;
}

/** After values were taken: say back what is understood (when the search changed) and ask the next question. */
function afterValues(s: FlowState, ctx: Ctx, notes: string[], searchChanged: boolean): Result {
  const lines = [...notes];
  const line = understoodLine(s, ctx);
  const willSearch = !s.clarify && searchKey(s.search) !== undefined && searchKey(s.search) !== s.searched;
  if (searchChanged && line && !willSearch) lines.push(tx(s).understood(line));
  return advance(s, ctx, lines);
}

function withName(s: FlowState, first: string, last: string): FlowState {
  const next: FlowState = { ...s, guest: { ...s.guest, firstName: first, lastName: last } };
  delete next.clarify;
  return next;
}

function confirmBooking(s: FlowState, ctx: Ctx): Result {
  const key = s.idempotencyKey ?? ctx.newId();
  const effect = createEffect(s, key);
  if (!effect) return advance(s, ctx, [tx(s).notUnderstood]);
  return done({ ...s, step: 'creating', idempotencyKey: key }, [{ text: tx(s).creating }], [effect]);
}

function retry(s: FlowState, ctx: Ctx): Result | undefined {
  const kind = s.retry ?? (s.step === 'searching' ? 'searchAvailability' : s.step === 'creating' ? 'createBooking' : undefined);
  const next: FlowState = { ...s };
  delete next.retry;
  switch (kind) {
    case 'searchAvailability':
      return s.step === 'searching' ? beginSearch(next, ctx) : undefined;
    case 'createBooking': {
      if (s.step !== 'creating' || !s.idempotencyKey) return undefined;
      const effect = createEffect(s, s.idempotencyKey);
      return effect ? done(next, [{ text: tx(s).creating }], [effect]) : undefined;
    }
    case 'checkStatus':
      return s.step === 'awaitingPayment' && s.awaiting ? done(next, [], [{ kind: 'checkStatus', chatbotId: s.awaiting.chatbotId }]) : undefined;
    case 'watchPayment':
      return s.step === 'awaitingPayment' && s.awaiting
        ? done(next, [], [{ kind: 'watchPayment', chatbotId: s.awaiting.chatbotId, expirationDate: s.awaiting.expirationDate }])
        : undefined;
    default:
      return undefined;
  }
}

function onCommand(s: FlowState, input: Extract<FlowInput, { kind: 'command' }>, ctx: Ctx): Result {
  const t = tx(s);
  switch (input.command) {
    case 'start': {
      const fresh = reset(s);
      const match = input.payload ? resolveDeepLink(input.payload, ctx.catalogue) : undefined;
      if (match) {
        const search: SearchDraft = { ...fresh.search, city: match.city };
        if (match.hotel) {
          search.hotelId = match.hotel.id;
          search.hotelName = match.hotel.name;
        }
        const next = { ...fresh, search };
        return withLanguageButton(advance(next, ctx, [t.greeting, t.understood(understoodLine(next, ctx))]));
      }
      if (input.payload) {
        // A link to a place this deployment does not sell: said at once, with the known cities.
        const place = input.payload.replace(/[-_]+/g, ' ').trim();
        return done({ ...fresh, step: 'askDestination' }, [
          { text: `${t.greeting}\n\n${t.unknownDestination(place)}`, choices: cityNames(ctx.catalogue).map((c) => ({ label: c, value: `city:${c}` })) },
        ]);
      }
      return withLanguageButton(advance(fresh, ctx, [t.greeting]));
    }
    case 'help':
      return done(s, [{ text: t.help }, ...prompt(s, ctx)]);
    case 'cancel':
      return cancel(s);
    case 'language':
      return done(s, [languageChoice(s)]);
    case 'status':
      if (s.awaiting) return done(s, [], [{ kind: 'checkStatus', chatbotId: s.awaiting.chatbotId }]);
      return done(s, [{ text: t.noActiveBooking }, ...prompt(s, ctx)]);
  }
}

function onChoice(s: FlowState, value: string, ctx: Ctx): Result {
  // Choices valid whatever the step.
  if (value === CHOICE.newSearch) return startOver(s, ctx, false);
  if (value === CHOICE.searchAgain && s.step === 'idle' && s.search.city !== undefined) {
    // The same stay again (after an expired hold); a check-in already past is asked anew.
    const next: FlowState = { ...s, searched: undefined, hotels: [] };
    const past = next.search.checkin !== undefined && next.search.checkin < ctx.today;
    return advance(past ? forget(next, 'dates') : next, ctx, past ? [dateProblem(s, { kind: 'past', date: next.search.checkin! }, ctx)] : []);
  }
  if (value === CHOICE.retry) return retry(s, ctx) ?? stale(s, ctx);
  let m: RegExpExecArray | null;
  if ((m = /^lang:(es|en)$/.exec(value))) {
    const next: FlowState = { ...s, lang: m[1] as Lang, langChosen: true };
    if (next.step === 'idle') return done(next, [{ text: tx(next).languageSet }]);
    return ask(next, ctx, [tx(next).languageSet]);
  }
  const recovering = s.retry !== undefined || s.step === 'searching' || s.step === 'creating';
  if (value === CHOICE.cancel && (s.step === 'confirm' || s.step === 'editPick' || recovering)) return cancel(s);
  if (value === CHOICE.restart && (s.step === 'confirm' || recovering)) return startOver(s, ctx, false);
  if ((m = /^change:(\w+)$/.exec(value)) && ['chooseHotel', 'chooseProduct', 'noAvailability', 'confirm', 'editPick'].includes(s.step)) {
    return change(s, ctx, m[1] as ChangeTarget);
  }

  switch (s.step) {
    case 'askDestination':
      if ((m = /^city:(.+)$/.exec(value)) && cityNames(ctx.catalogue).includes(m[1]!)) {
        return afterValues(applyPatch(s, { city: m[1]! }), ctx, [], true);
      }
      break;
    case 'askNights':
      if ((m = /^n:(\d+)$/.exec(value)) && Number(m[1]) >= 1 && Number(m[1]) <= MAX_NIGHTS) {
        return afterValues(applyPatch(s, { nights: Number(m[1]) }), ctx, [], true);
      }
      break;
    case 'askParty':
      if ((m = /^party:(\d+)$/.exec(value)) && Number(m[1]) >= 1) {
        return afterValues({ ...s, search: { ...s.search, adults: Number(m[1]) } }, ctx, [], true);
      }
      break;
    case 'askRooms':
      if ((m = /^rooms:(\d+)$/.exec(value)) && Number(m[1]) >= 1 && Number(m[1]) <= Math.min(MAX_ROOMS, s.search.adults ?? 1)) {
        const search = { ...s.search, rooms: Number(m[1]) };
        delete search.layout;
        return afterValues({ ...s, search }, ctx, [], true);
      }
      break;
    case 'clarify': {
      const c = s.clarify;
      if (c && (m = /^pick:(\d+)$/.exec(value))) {
        const option = c.options[Number(m[1])];
        if (option) {
          if (c.about === 'lastName') {
            const [first, last] = option.label.split(' | ');
            return afterValues(withName(s, first!, last!), ctx, [], false);
          }
          const next = applyPatch(s, option.patch);
          delete next.clarify;
          return afterValues(next, ctx, [], true);
        }
      }
      break;
    }
    case 'chooseHotel':
      if ((m = /^h:(\d+):(\d+)$/.exec(value)) && Number(m[1]) === s.seq && Number(m[2]) < s.hotels.length) {
        return offerProducts({ ...s, hotel: Number(m[2]), picks: [], room: 0 }, ctx);
      }
      break;
    case 'chooseProduct': {
      if (value === CHOICE.back) return advance(forget(s, 'hotel'), ctx);
      const h = chosenHotel(s);
      m = /^p:(\d+):(\d+):(\d+):(\d+)$/.exec(value);
      if (h && m && Number(m[1]) === s.seq && Number(m[2]) === s.hotel && Number(m[3]) === s.room) {
        const idx = Number(m[4]);
        if (availableProducts(s, h, s.room).includes(idx)) return advance({ ...s, picks: [...s.picks.slice(0, s.room), idx] }, ctx);
      }
      break;
    }
    case 'askName':
      if (value === CHOICE.nameFromProfile && s.profile?.firstName) {
        const guest: GuestDetails = { ...s.guest, firstName: s.profile.firstName.trim() };
        if (s.profile.lastName?.trim()) guest.lastName = s.profile.lastName.trim();
        else delete guest.lastName;
        return advance({ ...s, guest }, ctx);
      }
      break;
    case 'askCountry':
      if ((m = /^country:([A-Z]{3})$/.exec(value))) return advance({ ...s, guest: { ...s.guest, country: m[1]! } }, ctx);
      break;
    case 'confirm':
      if (value === CHOICE.confirm) return confirmBooking(s, ctx);
      if (value === CHOICE.edit) return ask({ ...s, step: 'editPick' }, ctx);
      break;
    case 'editPick':
      if ((m = /^edit:(\w+)$/.exec(value))) return change(s, ctx, m[1] as ChangeTarget);
      break;
    default:
      break;
  }
  return stale(s, ctx);
}

/** ISO alpha-3 country of an E.164 phone's calling code, if known. */
function phoneCountry(e164: string, ctx: Ctx): string | undefined {
  return extractContact({ raw: e164, folded: foldKeepLength(e164), lang: 'es', today: ctx.today, expecting: 'phone' })?.phoneCountry;
}

function onContact(s: FlowState, phone: string, ctx: Ctx): Result {
  const text = phone.trim().startsWith('+') ? phone.trim() : `+${phone.trim()}`;
  const found = extractContact({ raw: text, folded: foldKeepLength(text), lang: s.lang, today: ctx.today, expecting: 'phone' });
  if (!found?.phone) return reask(s, ctx, `${tx(s).badPhone} ${tx(s).hint.phone}`);
  const a: Applied = { state: s, notes: [], search: false, any: false };
  applyGuest(a, { phone: found.phone, ...(found.phoneCountry ? { phoneCountry: found.phoneCountry } : {}), spans: [] });
  if (s.step === 'awaitingPayment') return done(a.state, prompt(a.state, ctx));
  return advance(a.state, ctx, s.step === 'idle' ? [tx(s).greeting] : []);
}

function onAvailability(s: FlowState, result: AvailabilityResponse, ctx: Ctx): Result {
  if (s.step !== 'searching') return done(s); // a late answer to a search the guest left: ignore
  const layout = layoutOf(s.search);
  const hotels = layout ? bookableHotels(result, layout.length, s.search.hotelId) : [];
  const next: FlowState = { ...s, hotels, picks: [], room: 0 };
  delete next.hotel;
  delete next.retry;
  const t = tx(s);
  if (hotels.length === 0) {
    // Nobody could host a room of three or more: propose one room more, while each room keeps an adult.
    const q = s.search;
    const crowded = layout?.some((r) => r.adults + r.ages.length >= 3);
    if (layout && crowded && !q.layout && q.rooms === undefined && q.adults !== undefined && layout.length < Math.min(MAX_ROOMS, q.adults)) {
      const split = layout.length + 1;
      return beginSearch({ ...next, search: { ...q, splitRooms: split } }, ctx, [t.splitRooms(split)]);
    }
    // The split did not help either: the next search proposes the fewest rooms again.
    const search = { ...q };
    delete search.splitRooms;
    return ask({ ...next, search, step: 'noAvailability' }, ctx);
  }
  const named = s.search.hotelId;
  if (named !== undefined) {
    const i = hotels.findIndex((h) => h.id === named);
    if (i === 0) return offerProducts({ ...next, hotel: 0 }, ctx, [t.understood(understoodLine(next, ctx, true))]);
    return ask({ ...next, step: 'chooseHotel' }, ctx, [t.hotelNotAvailable(s.search.hotelName ?? '')]);
  }
  return ask({ ...next, step: 'chooseHotel' }, ctx);
}

function onBookingCreated(s: FlowState, chatbotId: string, link: { url: string; expiration_date: string }): Result {
  const t = tx(s);
  const products = s.step === 'creating' ? chosenProducts(s) : undefined;
  const total = products ? totals(products) : undefined;
  const awaiting = {
    chatbotId,
    url: link.url,
    expirationDate: link.expiration_date,
    ...(total ? { amount: total.cop, amountUsd: total.usd } : {}),
  };
  // The stay and the guest's details stay with the awaited booking: if it expires, searching again takes one button.
  const next: FlowState = { ...reset(s), step: 'awaitingPayment', awaiting, search: s.search, guest: s.guest };
  const amount = total ? formatMoney(total.cop, total.usd, s.lang) : undefined;
  return done(
    next,
    [{ text: t.bookingCreated(chatbotId, amount, formatBogotaInstant(link.expiration_date, s.lang)), url: link.url, card: chatbotId }],
    [{ kind: 'watchPayment', chatbotId, expirationDate: link.expiration_date }],
  );
}

function onBookingUnavailable(s: FlowState, rooms: { room: string; product: string }[], ctx: Ctx): Result {
  const t = tx(s);
  const known = [...(chosenProducts(s) ?? []), ...s.hotels.flatMap((h) => h.rooms.flat())];
  const items = rooms.map(({ room, product }) => {
    const p = known.find((x) => x.roomId === room && x.rateId === product) ?? known.find((x) => x.roomId === room);
    return p ? `${p.roomName} (${p.rateDescription})` : `${room} / ${product}`;
  });
  const next = { ...s };
  delete next.idempotencyKey;
  return beginSearch(next, ctx, [t.unavailable(items.length ? items : ['—'])]);
}

function onPayment(s: FlowState, input: Extract<FlowInput, { kind: 'payment' }>, ctx: Ctx): Result {
  const t = tx(s);
  const current = s.awaiting?.chatbotId === input.chatbotId;
  // The guest may be searching again meanwhile: the notice comes, the booking is let go, the question stays.
  const elsewhere = current && s.step !== 'awaitingPayment';
  const letGo = (x: FlowState): FlowState => {
    const next = { ...x };
    delete next.awaiting;
    return next;
  };
  const resume = (x: FlowState): Reply[] => (x.step === 'idle' || x.step === 'awaitingPayment' ? [] : prompt(x, ctx));
  // The booking card (summary with the Pay button) changes with the booking: paid shows the code, expired loses the Pay button.
  const booked = current ? s.awaiting : undefined;
  const amount = booked?.amount !== undefined ? formatMoney(booked.amount, booked.amountUsd ?? 0, s.lang) : undefined;
  const expiry = booked ? formatBogotaInstant(booked.expirationDate, s.lang) : undefined;
  const card = (choices?: Choice[]): Pick<Reply, 'cardUpdate'> =>
    input.outcome === 'rejected'
      ? {}
      : {
          cardUpdate: {
            chatbotId: input.chatbotId,
            text: input.outcome === 'paid' ? t.cardPaid(input.chatbotId, amount) : t.cardExpired(input.chatbotId, expiry),
            ...(choices ? { choices } : {}),
          },
        };
  if (elsewhere && input.outcome !== 'rejected') {
    const next = letGo(s);
    const text = input.outcome === 'paid' ? t.paid(input.chatbotId) : t.expired(input.chatbotId, false);
    return done(next, [{ text, ...card() }, ...resume(next)]);
  }
  if (!current) {
    const text =
      input.outcome === 'paid'
        ? t.paid(input.chatbotId)
        : input.outcome === 'rejected'
          ? t.rejected(input.chatbotId, input.reason)
          : t.expired(input.chatbotId, false);
    return done(s, [{ text, ...(input.outcome === 'expired' ? { choices: [{ label: t.newSearch, value: CHOICE.newSearch }] } : {}), ...card() }, ...resume(s)]);
  }
  switch (input.outcome) {
    case 'paid':
      return done(reset(s), [{ text: t.paid(input.chatbotId), ...card() }]);
    case 'rejected': {
      const reply: Reply = { text: t.rejected(input.chatbotId, input.reason) };
      if (s.awaiting) reply.url = s.awaiting.url;
      return done(s, [reply, ...resume(s)]);
    }
    case 'expired': {
      // Nothing typed is lost: the stay and the guest's details are kept for a new search.
      const kept: FlowState = { ...reset(s), search: s.search, guest: s.guest };
      const again = kept.search.city !== undefined;
      const choices = again
        ? [
            { label: t.searchAgain, value: CHOICE.searchAgain },
            { label: t.newSearch, value: CHOICE.newSearch },
          ]
        : [{ label: t.newSearch, value: CHOICE.newSearch }];
      return done(kept, [
        {
          text: t.expired(input.chatbotId, again),
          choices,
          ...card([again ? { label: t.searchAgain, value: CHOICE.searchAgain } : { label: t.newSearch, value: CHOICE.newSearch }]),
        },
      ]);
    }
  }
}

/**
 * One step of the guest booking conversation.
 *
 * Pure: reads only its arguments. `ctx.now` is the current instant (dates are
 * read in America/Bogota); `ctx.newId` is called only when a summary is
 * confirmed, to make the booking's idempotency key (kept in the state so a
 * retry reuses it); `ctx.catalogue` the destinations sold (the demo's by
 * default). Returns the next state, the replies to show in order, and the
 * effects the channel must run (each result comes back as an input). A state
 * that is not a version-2 {@link FlowState} is treated as a fresh idle one
 * (a booking it was awaiting payment for is kept).
 */
export function step(state: FlowState, input: FlowInput, ctx: StepContext): StepResult<FlowState> {
  let s = sane(state);
  const c: Ctx = { ...ctx, catalogue: ctx.catalogue ?? DEMO_CATALOGUE, today: bogotaDate(ctx.now) };
  if ('profile' in input && input.profile && (input.profile.firstName || input.profile.lastName)) {
    const p: ProfileHint = {};
    if (input.profile.firstName?.trim()) p.firstName = input.profile.firstName.trim();
    if (input.profile.lastName?.trim()) p.lastName = input.profile.lastName.trim();
    s = { ...s, profile: p };
  }
  switch (input.kind) {
    case 'command':
      return onCommand(s, input, c);
    case 'text':
      return onText(s, input.text, c);
    case 'choice':
      return onChoice(s, input.value, c);
    case 'contact':
      return onContact(s, input.phone, c);
    case 'unsupported':
      // Said what the bot can take, then the question again (nothing changes); with no question open, how to begin.
      if (s.step === 'idle') return done(s, [{ text: `${tx(s).unsupported(input.what)}\n\n${tx(s).help}` }]);
      return reask(s, c, tx(s).unsupported(input.what));
    case 'availability':
      return onAvailability(s, input.result, c);
    case 'bookingCreated':
      return onBookingCreated(s, input.chatbotId, input.link);
    case 'bookingUnavailable':
      return onBookingUnavailable(s, input.rooms, c);
    case 'status': {
      const t = tx(s);
      return done(s, [
        {
          text: t.status(
            input.chatbotId,
            t.paymentStatus(input.paymentStatus),
            t.reservationStatus(input.reservationStatus),
            formatBogotaInstant(input.expirationDate, s.lang),
          ),
        },
      ]);
    }
    case 'effectFailed':
      return done({ ...s, retry: input.effect }, [failure(s, input.effect, input.reason)]);
    case 'payment':
      return onPayment(s, input, c);
    case 'paymentReminder': {
      // Only while that booking still awaits payment (the guest may be searching again meanwhile): its link with the Pay button.
      const a = s.awaiting;
      if (!a || a.chatbotId !== input.chatbotId) return done(s);
      return done(s, [{ text: tx(s).paymentReminder(a.chatbotId, formatBogotaInstant(a.expirationDate, s.lang)), url: a.url }]);
    }
  }
}
