/**
 * The guest booking conversation as a pure state machine:
 * `step(state, input, ctx) → { state, replies, effects }`.
 *
 * Pure: no I/O, no clock reads, no randomness — the instant and the id
 * generator come in `ctx`. Texts come from {@link TEXTS} in `state.lang`.
 */
import type { AvailabilityResponse, CreateBookingBody, LayoutRoom } from '../api/contract/index.js';
import { addDays, bogotaDate } from '../clock.js';
import { formatBogotaInstant, formatDate, formatMoney } from './format.js';
import {
  KNOWN_CITIES,
  countryName,
  fold,
  parseAge,
  parseCheckin,
  parseCity,
  parseCount,
  parseCountry,
  parseEmail,
  parseName,
  parsePhone,
  parseResidenceCity,
} from './parse.js';
import { initialState, type FlowState, type FlowStep, type GuestDetails, type HotelOption, type ProductOption } from './state.js';
import { TEXTS, type Texts } from './texts.js';
import type { Choice, Effect, FlowInput, Reply, StepResult } from './types.js';

/** What `step` needs from outside: the current instant and a generator of unique ids (idempotency keys). */
export interface StepContext {
  now: Date;
  newId: () => string;
}

/** Choice values that are not tied to one question. */
export const CHOICE = {
  confirm: 'confirm',
  restart: 'restart',
  cancel: 'cancel',
  back: 'back',
  retry: 'retry',
  newSearch: 'newSearch',
  changeDates: 'changeDates',
  changeCity: 'changeCity',
} as const;

/** Most hotels listed after a search. */
export const MAX_HOTELS = 8;
/** Most products kept (and offered) per layout room of a hotel, cheapest first. */
export const MAX_PRODUCTS_PER_ROOM = 6;

const NIGHT_CHOICES = [1, 2, 3, 4, 5, 7];
const STEPS: readonly FlowStep[] = [
  'idle', 'askCity', 'askCheckin', 'askNights', 'askRooms', 'askAdults', 'askChildren', 'askChildAge',
  'searching', 'noAvailability', 'chooseHotel', 'chooseProduct', 'askFirstName', 'askLastName', 'askEmail',
  'askPhone', 'askCountry', 'askResidenceCity', 'confirm', 'creating', 'awaitingPayment',
];

type Result = StepResult<FlowState>;

function tx(s: FlowState): Texts {
  return TEXTS[s.lang];
}

function done(state: FlowState, replies: Reply[] = [], effects: Effect[] = []): Result {
  return { state, replies, effects };
}

/**
 * A fresh idle state in the same language. The search counter survives, so
 * hotel buttons of a search before the reset stay recognisably stale.
 */
function reset(s: FlowState): FlowState {
  return { ...initialState(s.lang), seq: s.seq };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function numberChoices(values: number[], prefix: string): Choice[] {
  return values.map((n) => ({ label: String(n), value: `${prefix}${n}` }));
}

/** A state read back from storage: anything unrecognisable restarts idle. */
function sane(state: FlowState): FlowState {
  const lang = state && (state as { lang?: unknown }).lang === 'en' ? 'en' : 'es';
  if (!state || state.version !== 1 || !STEPS.includes(state.step)) return initialState(lang);
  return {
    ...state,
    search: { ...state.search, rooms: Array.isArray(state.search?.rooms) ? state.search.rooms : [] },
    hotels: Array.isArray(state.hotels) ? state.hotels : [],
    picks: Array.isArray(state.picks) ? state.picks : [],
    guest: state.guest ?? {},
  };
}

function isRefundable(value: string): boolean {
  return !['none', 'no', 'false', '0', '', 'non_refundable', 'nonrefundable', 'non-refundable', 'no reembolsable'].includes(
    value.trim().toLowerCase(),
  );
}

// ---------------------------------------------------------------- search data

function layoutOf(s: FlowState): LayoutRoom[] | undefined {
  const rooms = s.search.rooms;
  if (rooms.length === 0) return undefined;
  const layout: LayoutRoom[] = [];
  for (const r of rooms) {
    if (r.adults === undefined || r.children === undefined || r.ages.length !== r.children) return undefined;
    layout.push(r.ages.length ? { adults: r.adults, children_ages: [...r.ages] } : { adults: r.adults });
  }
  return layout;
}

function searchEffect(s: FlowState): Effect | undefined {
  const { city, checkin, nights } = s.search;
  const layout = layoutOf(s);
  if (city === undefined || checkin === undefined || nights === undefined || !layout) return undefined;
  return { kind: 'searchAvailability', checkin, nights, city, layout };
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

/** Bookable hotels of an availability answer, cheapest first, at most {@link MAX_HOTELS}. */
function bookableHotels(result: AvailabilityResponse, layoutLength: number): HotelOption[] {
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
    hotels.push({
      id: h.hotel.id,
      partnerId: pid,
      name: h.hotel.name,
      city: h.hotel.city,
      total: rooms.reduce((sum, r) => sum + r[0]!.amount, 0),
      totalUsd: rooms.reduce((sum, r) => sum + r[0]!.amountUsd, 0),
      rooms,
    });
  }
  return hotels.sort((a, b) => a.total - b.total).slice(0, MAX_HOTELS);
}

function guestComplete(g: GuestDetails): g is Required<GuestDetails> {
  return (
    g.firstName !== undefined &&
    g.lastName !== undefined &&
    g.email !== undefined &&
    g.phone !== undefined &&
    g.country !== undefined &&
    g.residenceCity !== undefined
  );
}

function nextGuestStep(g: GuestDetails): FlowStep {
  if (g.firstName === undefined) return 'askFirstName';
  if (g.lastName === undefined) return 'askLastName';
  if (g.email === undefined) return 'askEmail';
  if (g.phone === undefined) return 'askPhone';
  if (g.country === undefined) return 'askCountry';
  if (g.residenceCity === undefined) return 'askResidenceCity';
  return 'confirm';
}

function createEffect(s: FlowState, idempotencyKey: string): Effect | undefined {
  const h = chosenHotel(s);
  const products = chosenProducts(s);
  const layout = layoutOf(s);
  const { checkin, nights } = s.search;
  const g = s.guest;
  if (!h || !products || !layout || checkin === undefined || nights === undefined || !guestComplete(g)) return undefined;
  const checkout = addDays(checkin, nights);
  const ages = s.search.rooms.flatMap((r) => r.ages);
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
        children: String(layout[i]!.children_ages?.length ?? 0),
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

// ---------------------------------------------------------------- questions

function hotelList(s: FlowState): Reply {
  const t = tx(s);
  const { city, checkin, nights } = s.search;
  const checkinText = checkin ? formatDate(checkin, s.lang) : '';
  const checkoutText = checkin && nights ? formatDate(addDays(checkin, nights), s.lang) : '';
  return {
    text: t.hotelsFound(s.hotels.length, city ?? '', checkinText, checkoutText, nights ?? 0),
    choices: s.hotels.map((h, i) => ({
      label: t.hotelLabel(h.name, formatMoney(h.total, h.totalUsd, s.lang)),
      value: `h:${s.seq}:${i}`,
    })),
  };
}

function productList(s: FlowState): Reply {
  const t = tx(s);
  const h = chosenHotel(s)!;
  const room = s.room;
  const avail = availableProducts(s, h, room);
  const r = s.search.rooms[room];
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
          label: t.productLabel(
            p.roomName,
            p.rateDescription,
            p.boardTypeDescription,
            isRefundable(p.refundable),
            formatMoney(p.amount, p.amountUsd, s.lang),
          ),
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
  const { checkin, nights } = s.search;
  const g = s.guest;
  if (!h || !products || checkin === undefined || nights === undefined || !guestComplete(g)) return undefined;
  const total = totals(products);
  return {
    text: t.summary({
      hotel: h.name,
      city: h.city,
      checkin: formatDate(checkin, s.lang),
      checkout: formatDate(addDays(checkin, nights), s.lang),
      nights,
      rooms: products.map((p, i) => ({
        occupancy: { adults: s.search.rooms[i]?.adults ?? 0, ages: s.search.rooms[i]?.ages ?? [] },
        roomName: p.roomName,
        rateDescription: p.rateDescription,
        boardTypeDescription: p.boardTypeDescription,
        refundable: isRefundable(p.refundable),
        price: formatMoney(p.amount, p.amountUsd, s.lang),
      })),
      firstName: g.firstName,
      lastName: g.lastName,
      email: g.email,
      phone: g.phone,
      country: countryName(g.country, s.lang),
      residenceCity: g.residenceCity,
      total: formatMoney(total.cop, total.usd, s.lang),
    }),
    choices: [
      { label: t.confirm, value: CHOICE.confirm },
      { label: t.restart, value: CHOICE.restart },
      { label: t.cancel, value: CHOICE.cancel },
    ],
  };
}

/** The current question of `s`, to ask or repeat it. Empty when idle. */
function prompt(s: FlowState): Reply[] {
  const t = tx(s);
  const total = s.search.rooms.length;
  switch (s.step) {
    case 'idle':
      return [];
    case 'askCity':
      return [{ text: t.askCity, choices: KNOWN_CITIES.map((c) => ({ label: c, value: c })) }];
    case 'askCheckin':
      return [{ text: t.askCheckin }];
    case 'askNights':
      return [{ text: t.askNights(formatDate(s.search.checkin ?? '', s.lang)), choices: numberChoices(NIGHT_CHOICES, 'n:') }];
    case 'askRooms':
      return [{ text: t.askRooms, choices: numberChoices(range(1, 5), 'r:') }];
    case 'askAdults':
      return [{ text: t.askAdults(s.room + 1, total), choices: numberChoices(range(1, 6), `a:${s.room}:`) }];
    case 'askChildren':
      return [{ text: t.askChildren(s.room + 1, total), choices: numberChoices(range(0, 4), `c:${s.room}:`) }];
    case 'askChildAge':
      return [{ text: t.askChildAge(s.child + 1, s.search.rooms[s.room]?.children ?? 0, s.room + 1, total) }];
    case 'searching':
    case 'creating':
      return [{ text: t.stillWorking, choices: [{ label: t.retry, value: CHOICE.retry }] }];
    case 'noAvailability':
      return [
        {
          text: t.noAvailability(s.search.city ?? '', formatDate(s.search.checkin ?? '', s.lang), s.search.nights ?? 0),
          choices: [
            { label: t.changeDates, value: CHOICE.changeDates },
            { label: t.changeCity, value: CHOICE.changeCity },
            { label: t.newSearch, value: CHOICE.newSearch },
          ],
        },
      ];
    case 'chooseHotel':
      return [hotelList(s)];
    case 'chooseProduct':
      return chosenHotel(s) ? [productList(s)] : [hotelList(s)];
    case 'askFirstName':
      return [{ text: t.askFirstName }];
    case 'askLastName':
      return [{ text: t.askLastName }];
    case 'askEmail':
      return [{ text: t.askEmail }];
    case 'askPhone':
      return [{ text: t.askPhone }];
    case 'askCountry':
      return [{ text: t.askCountry, choices: [{ label: countryName('COL', s.lang), value: 'country:COL' }] }];
    case 'askResidenceCity':
      return [{ text: t.askResidenceCity }];
    case 'confirm': {
      const r = summary(s);
      return r ? [r] : [];
    }
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

/** Re-ask the current question after an invalid answer: `message` with the question's buttons. */
function reask(s: FlowState, message: string): Result {
  const choices = prompt(s)[0]?.choices;
  return done(s, [choices ? { text: message, choices } : { text: message }]);
}

/** Move to `step` and ask its question, after optional `before` replies. */
function goTo(s: FlowState, step: FlowStep, before: Reply[] = []): Result {
  const next = { ...s, step };
  return done(next, [...before, ...prompt(next)]);
}

// ---------------------------------------------------------------- transitions

/** Start a fresh conversation (lang kept) at the city question, optionally greeting. */
function startOver(s: FlowState, greet: boolean, before: Reply[] = []): Result {
  const fresh: FlowState = { ...reset(s), step: 'askCity' };
  return done(fresh, [...before, ...(greet ? [{ text: tx(s).greeting }] : []), ...prompt(fresh)]);
}

function beginSearch(s: FlowState, before: Reply[] = []): Result {
  const base: FlowState = { ...s, seq: s.seq + 1, hotels: [], picks: [], room: 0, child: 0 };
  delete base.hotel;
  delete base.idempotencyKey;
  delete base.retry;
  delete base.editing;
  const effect = searchEffect(base);
  if (!effect || effect.kind !== 'searchAvailability') {
    // Something is missing (should not happen): ask again from the first gap.
    if (base.search.city === undefined) return goTo(base, 'askCity', before);
    if (base.search.checkin === undefined) return goTo(base, 'askCheckin', before);
    if (base.search.nights === undefined) return goTo(base, 'askNights', before);
    return goTo({ ...base, search: { ...base.search, rooms: [] } }, 'askRooms', before);
  }
  const next: FlowState = { ...base, step: 'searching' };
  const text = tx(s).searching(effect.city, formatDate(effect.checkin, s.lang), effect.nights);
  return done(next, [...before, { text }], [effect]);
}

function acceptCity(s: FlowState, city: string): Result {
  const next: FlowState = { ...s, search: { ...s.search, city } };
  if (s.editing === 'city') return beginSearch(next);
  return goTo(next, 'askCheckin');
}

function acceptNights(s: FlowState, nights: number): Result {
  const next: FlowState = { ...s, search: { ...s.search, nights } };
  if (s.editing === 'dates') return beginSearch(next);
  return goTo(next, 'askRooms');
}

function acceptRooms(s: FlowState, count: number): Result {
  const rooms = Array.from({ length: count }, () => ({ ages: [] as number[] }));
  return goTo({ ...s, search: { ...s.search, rooms }, room: 0, child: 0 }, 'askAdults');
}

function withRoom(s: FlowState, room: FlowState['search']['rooms'][number]): FlowState {
  const rooms = s.search.rooms.map((r, i) => (i === s.room ? room : r));
  return { ...s, search: { ...s.search, rooms } };
}

function acceptAdults(s: FlowState, adults: number): Result {
  return goTo(withRoom(s, { adults, ages: [] }), 'askChildren');
}

function nextRoom(s: FlowState): Result {
  if (s.room + 1 < s.search.rooms.length) return goTo({ ...s, room: s.room + 1, child: 0 }, 'askAdults');
  return beginSearch(s);
}

function acceptChildren(s: FlowState, children: number): Result {
  const current = s.search.rooms[s.room];
  const next = withRoom(s, { ...(current?.adults !== undefined ? { adults: current.adults } : {}), children, ages: [] });
  if (children > 0) return goTo({ ...next, child: 0 }, 'askChildAge');
  return nextRoom(next);
}

function acceptAge(s: FlowState, age: number): Result {
  const current = s.search.rooms[s.room] ?? { ages: [] };
  const ages = [...current.ages.slice(0, s.child), age];
  const next = withRoom(s, { ...current, ages });
  if (ages.length < (current.children ?? 0)) return goTo({ ...next, child: ages.length }, 'askChildAge');
  return nextRoom(next);
}

function offerProducts(s: FlowState): Result {
  const h = chosenHotel(s);
  if (!h) return goTo(s, 'chooseHotel');
  if (availableProducts(s, h, s.room).length === 0) {
    const back: FlowState = { ...s, picks: [], room: 0 };
    delete back.hotel;
    return done({ ...back, step: 'chooseHotel' }, [{ text: tx(s).noRoomsLeft(s.room + 1) }, hotelList(back)]);
  }
  return goTo(s, 'chooseProduct');
}

function chooseHotel(s: FlowState, index: number): Result {
  return offerProducts({ ...s, hotel: index, picks: [], room: 0 });
}

function chooseProduct(s: FlowState, index: number): Result {
  const h = chosenHotel(s)!;
  const picks = [...s.picks.slice(0, s.room), index];
  const next: FlowState = { ...s, picks };
  if (s.room + 1 < h.rooms.length) return offerProducts({ ...next, room: s.room + 1 });
  return goTo(next, nextGuestStep(next.guest));
}

function backToHotels(s: FlowState): Result {
  const next: FlowState = { ...s, picks: [], room: 0 };
  delete next.hotel;
  return goTo(next, 'chooseHotel');
}

function acceptGuest(s: FlowState, patch: GuestDetails): Result {
  const next: FlowState = { ...s, guest: { ...s.guest, ...patch } };
  const to = nextGuestStep(next.guest);
  // The summary needs a chosen hotel and rooms; without them (a damaged state) start again.
  if (to === 'confirm' && !summary(next)) return startOver(s, false, [{ text: tx(s).notUnderstood }]);
  return goTo(next, to);
}

function confirmBooking(s: FlowState, ctx: StepContext): Result {
  const key = s.idempotencyKey ?? ctx.newId();
  const effect = createEffect(s, key);
  if (!effect) return startOver(s, false, [{ text: tx(s).notUnderstood }]);
  return done({ ...s, step: 'creating', idempotencyKey: key }, [{ text: tx(s).creating }], [effect]);
}

function cancel(s: FlowState): Result {
  const t = tx(s);
  const withBooking = s.step === 'awaitingPayment' || s.step === 'creating';
  const text = withBooking ? t.cancelledWithBooking(s.awaiting?.chatbotId) : t.cancelled;
  return done(reset(s), [{ text }]);
}

function stale(s: FlowState): Result {
  const t = tx(s);
  if (s.step === 'idle') return startOver(s, true, [{ text: t.stale }]);
  return done(s, [{ text: t.stale }, ...prompt(s)]);
}

function retry(s: FlowState): Result | undefined {
  const kind = s.retry ?? (s.step === 'searching' ? 'searchAvailability' : s.step === 'creating' ? 'createBooking' : undefined);
  const next: FlowState = { ...s };
  delete next.retry;
  switch (kind) {
    case 'searchAvailability':
      return s.step === 'searching' ? beginSearch(next) : undefined;
    case 'createBooking': {
      if (s.step !== 'creating' || !s.idempotencyKey) return undefined;
      const effect = createEffect(s, s.idempotencyKey);
      return effect ? done(next, [{ text: tx(s).creating }], [effect]) : undefined;
    }
    case 'checkStatus':
      return s.step === 'awaitingPayment' && s.awaiting
        ? done(next, [], [{ kind: 'checkStatus', chatbotId: s.awaiting.chatbotId }])
        : undefined;
    case 'watchPayment':
      return s.step === 'awaitingPayment' && s.awaiting
        ? done(next, [], [{ kind: 'watchPayment', chatbotId: s.awaiting.chatbotId, expirationDate: s.awaiting.expirationDate }])
        : undefined;
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------- inputs

function onCommand(s: FlowState, command: 'start' | 'help' | 'cancel' | 'status'): Result {
  const t = tx(s);
  switch (command) {
    case 'start':
      return startOver(s, true);
    case 'help':
      return done(s, [{ text: t.help }, ...prompt(s)]);
    case 'cancel':
      return cancel(s);
    case 'status':
      if (s.step === 'awaitingPayment' && s.awaiting) return done(s, [], [{ kind: 'checkStatus', chatbotId: s.awaiting.chatbotId }]);
      return done(s, [{ text: t.noActiveBooking }, ...prompt(s)]);
  }
}

const YES = new Set(['si', 'sí', 'yes', 'y', 'ok', 'confirmar', 'confirmo', 'confirm', 'dale']);

function onText(s: FlowState, raw: string, ctx: StepContext): Result {
  const t = tx(s);
  const text = raw.trim();
  switch (s.step) {
    case 'idle':
      return startOver(s, true);
    case 'askCity': {
      const city = parseCity(text);
      return city ? acceptCity(s, city) : reask(s, t.badCity);
    }
    case 'askCheckin': {
      const r = parseCheckin(text, s.lang, ctx.now);
      if (r.ok) return goTo({ ...s, search: { ...s.search, checkin: r.date } }, 'askNights');
      if (r.reason === 'unparseable') return reask(s, t.badCheckin);
      const today = bogotaDate(ctx.now);
      if (r.reason === 'past') return reask(s, t.pastCheckin(formatDate(r.date, s.lang), formatDate(today, s.lang)));
      return reask(s, t.tooFarCheckin(formatDate(r.date, s.lang), formatDate(addDays(today, 365), s.lang)));
    }
    case 'askNights': {
      const n = parseCount(text, 1, 30);
      return n !== undefined ? acceptNights(s, n) : reask(s, t.badNights);
    }
    case 'askRooms': {
      const n = parseCount(text, 1, 5);
      return n !== undefined ? acceptRooms(s, n) : reask(s, t.badRooms);
    }
    case 'askAdults': {
      const n = parseCount(text, 1, 6);
      return n !== undefined ? acceptAdults(s, n) : reask(s, t.badAdults);
    }
    case 'askChildren': {
      const n = parseCount(text, 0, 4);
      return n !== undefined ? acceptChildren(s, n) : reask(s, t.badChildren);
    }
    case 'askChildAge': {
      const n = parseAge(text);
      return n !== undefined ? acceptAge(s, n) : reask(s, t.badChildAge);
    }
    case 'searching':
    case 'creating':
    case 'awaitingPayment':
      return done(s, prompt(s));
    case 'noAvailability':
      return reask(s, t.notUnderstood);
    case 'chooseHotel': {
      const n = parseCount(text, 1, s.hotels.length);
      return n !== undefined ? chooseHotel(s, n - 1) : reask(s, `${t.notUnderstood} ${t.typeNumberHint(s.hotels.length)}`);
    }
    case 'chooseProduct': {
      const h = chosenHotel(s);
      if (!h) return goTo(s, 'chooseHotel');
      const avail = availableProducts(s, h, s.room);
      const n = parseCount(text, 1, avail.length);
      return n !== undefined ? chooseProduct(s, avail[n - 1]!) : reask(s, `${t.notUnderstood} ${t.typeNumberHint(avail.length)}`);
    }
    case 'askFirstName': {
      const v = parseName(text);
      return v ? acceptGuest(s, { firstName: v }) : reask(s, t.badFirstName);
    }
    case 'askLastName': {
      const v = parseName(text);
      return v ? acceptGuest(s, { lastName: v }) : reask(s, t.badLastName);
    }
    case 'askEmail': {
      const v = parseEmail(text);
      return v ? acceptGuest(s, { email: v }) : reask(s, t.badEmail);
    }
    case 'askPhone': {
      const v = parsePhone(text);
      return v ? acceptGuest(s, { phone: v }) : reask(s, t.badPhone);
    }
    case 'askCountry': {
      const v = parseCountry(text);
      return v ? acceptGuest(s, { country: v }) : reask(s, t.badCountry);
    }
    case 'askResidenceCity': {
      const v = parseResidenceCity(text);
      return v ? acceptGuest(s, { residenceCity: v }) : reask(s, t.badResidenceCity);
    }
    case 'confirm':
      return YES.has(fold(text)) || YES.has(text.toLowerCase()) ? confirmBooking(s, ctx) : reask(s, t.notUnderstood);
  }
}

function onChoice(s: FlowState, value: string, ctx: StepContext): Result {
  // Choices valid whatever the step.
  if (value === CHOICE.newSearch) return startOver(s, false);
  if (value === CHOICE.retry) return retry(s) ?? stale(s);
  const recovering = s.retry !== undefined || s.step === 'searching' || s.step === 'creating';
  if (value === CHOICE.cancel && (s.step === 'confirm' || recovering)) return cancel(s);
  if (value === CHOICE.restart && (s.step === 'confirm' || recovering)) return startOver(s, false);

  let m: RegExpExecArray | null;
  switch (s.step) {
    case 'askCity':
      if (KNOWN_CITIES.includes(value)) return acceptCity(s, value);
      break;
    case 'askNights':
      if ((m = /^n:(\d+)$/.exec(value)) && Number(m[1]) >= 1 && Number(m[1]) <= 30) return acceptNights(s, Number(m[1]));
      break;
    case 'askRooms':
      if ((m = /^r:(\d+)$/.exec(value)) && Number(m[1]) >= 1 && Number(m[1]) <= 5) return acceptRooms(s, Number(m[1]));
      break;
    case 'askAdults':
      if ((m = /^a:(\d+):(\d+)$/.exec(value)) && Number(m[1]) === s.room && Number(m[2]) >= 1 && Number(m[2]) <= 6)
        return acceptAdults(s, Number(m[2]));
      break;
    case 'askChildren':
      if ((m = /^c:(\d+):(\d+)$/.exec(value)) && Number(m[1]) === s.room && Number(m[2]) <= 4) return acceptChildren(s, Number(m[2]));
      break;
    case 'noAvailability':
      if (value === CHOICE.changeDates) {
        const next: FlowState = { ...s, editing: 'dates', search: { ...s.search } };
        delete next.search.checkin;
        delete next.search.nights;
        return goTo(next, 'askCheckin');
      }
      if (value === CHOICE.changeCity) {
        const next: FlowState = { ...s, editing: 'city', search: { ...s.search } };
        delete next.search.city;
        return goTo(next, 'askCity');
      }
      break;
    case 'chooseHotel':
      if ((m = /^h:(\d+):(\d+)$/.exec(value)) && Number(m[1]) === s.seq && Number(m[2]) < s.hotels.length)
        return chooseHotel(s, Number(m[2]));
      break;
    case 'chooseProduct': {
      if (value === CHOICE.back) return backToHotels(s);
      const h = chosenHotel(s);
      m = /^p:(\d+):(\d+):(\d+):(\d+)$/.exec(value);
      if (h && m && Number(m[1]) === s.seq && Number(m[2]) === s.hotel && Number(m[3]) === s.room) {
        const idx = Number(m[4]);
        if (availableProducts(s, h, s.room).includes(idx)) return chooseProduct(s, idx);
      }
      break;
    }
    case 'askCountry':
      if ((m = /^country:([A-Z]{3})$/.exec(value))) return acceptGuest(s, { country: m[1]! });
      break;
    case 'confirm':
      if (value === CHOICE.confirm) return confirmBooking(s, ctx);
      break;
    default:
      break;
  }
  return stale(s);
}

function onAvailability(s: FlowState, result: AvailabilityResponse): Result {
  if (s.step !== 'searching') return done(s); // a late answer to a search the guest left: ignore
  const layout = layoutOf(s);
  const next: FlowState = { ...s, hotels: layout ? bookableHotels(result, layout.length) : [], picks: [], room: 0 };
  delete next.hotel;
  delete next.retry;
  return goTo(next, next.hotels.length ? 'chooseHotel' : 'noAvailability');
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
  const next: FlowState = { ...reset(s), step: 'awaitingPayment', awaiting };
  const amount = total ? formatMoney(total.cop, total.usd, s.lang) : undefined;
  return done(
    next,
    [{ text: t.bookingCreated(chatbotId, amount, formatBogotaInstant(link.expiration_date, s.lang)), url: link.url }],
    [{ kind: 'watchPayment', chatbotId, expirationDate: link.expiration_date }],
  );
}

function onBookingUnavailable(s: FlowState, rooms: { room: string; product: string }[]): Result {
  const t = tx(s);
  const known = [...(chosenProducts(s) ?? []), ...s.hotels.flatMap((h) => h.rooms.flat())];
  const items = rooms.map(({ room, product }) => {
    const p = known.find((x) => x.roomId === room && x.rateId === product) ?? known.find((x) => x.roomId === room);
    return p ? `${p.roomName} (${p.rateDescription})` : `${room} / ${product}`;
  });
  const before = [{ text: t.unavailable(items.length ? items : ['—']) }];
  return beginSearch(s, before);
}

function onPayment(s: FlowState, input: Extract<FlowInput, { kind: 'payment' }>): Result {
  const t = tx(s);
  const current = s.step === 'awaitingPayment' && s.awaiting?.chatbotId === input.chatbotId;
  switch (input.outcome) {
    case 'paid':
      return done(current ? reset(s) : s, [{ text: t.paid(input.chatbotId) }]);
    case 'rejected': {
      const reply: Reply = { text: t.rejected(input.chatbotId, input.reason) };
      if (current && s.awaiting) reply.url = s.awaiting.url;
      return done(s, [reply]);
    }
    case 'expired':
      return done(current ? reset(s) : s, [
        { text: t.expired(input.chatbotId), choices: [{ label: t.newSearch, value: CHOICE.newSearch }] },
      ]);
  }
}

/**
 * One step of the guest booking conversation.
 *
 * Pure: reads only its arguments. `ctx.now` is the current instant (dates are
 * read in America/Bogota); `ctx.newId` is called only when a summary is
 * confirmed, to make the booking's idempotency key (kept in the state so a
 * retry reuses it). Returns the next state, the replies to show in order, and
 * the effects the channel must run (each result comes back as an input).
 * A state that is not a version-1 {@link FlowState} is treated as a fresh idle one.
 */
export function step(state: FlowState, input: FlowInput, ctx: StepContext): StepResult<FlowState> {
  const s = sane(state);
  switch (input.kind) {
    case 'command':
      return onCommand(s, input.command);
    case 'text':
      return onText(s, input.text, ctx);
    case 'choice':
      return onChoice(s, input.value, ctx);
    case 'availability':
      return onAvailability(s, input.result);
    case 'bookingCreated':
      return onBookingCreated(s, input.chatbotId, input.link);
    case 'bookingUnavailable':
      return onBookingUnavailable(s, input.rooms);
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
    case 'effectFailed': {
      const t = tx(s);
      const choices: Choice[] = [{ label: t.retry, value: CHOICE.retry }];
      if (s.step === 'searching') choices.push({ label: t.newSearch, value: CHOICE.newSearch });
      if (s.step === 'creating') choices.push({ label: t.cancel, value: CHOICE.cancel });
      return done({ ...s, retry: input.effect }, [{ text: t.effectFailed(input.effect), choices }]);
    }
    case 'payment':
      return onPayment(s, input);
  }
}
