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
 * Each question is declared once, with everything about it, in `QUESTIONS`
 * (`questions.ts`); the code here reads that table (to ask and re-ask, read a
 * bare number or a button, go back, change a part) and holds the logic of the
 * steps that are not questions (the clarification, the search, the summary,
 * the booking and its payment).
 *
 * Pure: no I/O, no clock reads, no randomness — the instant, the id generator
 * and the destination catalogue come in `ctx`. Texts come from the catalogue
 * (`src/texts/guest.ts`) in `state.lang`.
 */
import type { AvailabilityResponse, CreateBookingBody } from '../api/contract/index.js';
import { addDays, bogotaDate, daysBetween } from '../clock.js';
import { formatBogotaInstant, formatDate, formatMoney, formatMonth, formatPhone, formatShortDate, formatStay } from '../texts/format.js';
import { countryName, extractContact } from './understand/guest.js';
import { MAX_DAYS_AHEAD, MAX_NIGHTS } from './understand/dates/index.js';
import { cityNames, DEMO_CATALOGUE, resolveDeepLink, type Catalogue } from './understand/destinations.js';

import {
  COMPANION_ONE,
  understand,
  type ChangeTarget,
  type DatesFound,
  type GuestFound,
  type OccupancyFound,
  type Slot,
  type Understanding,
} from './understand/index.js';
import {
  type CorrectionMarker,
  correctionTail,
  correctsItself,
  hedged,
  lastCorrection,
  nightsChange,
  readCountCorrection,
  readLeftover,
  unreadBesideDates,
} from './understand/amendments.js';
import { fold, foldKeepLength, negativeNumberSpans } from './understand/text.js';
import {
  applyPatch,
  availableProducts,
  CHOICE,
  chosenHotel,
  chosenProducts,
  isRefundable,
  layoutOf,
  MAX_ROOMS,
  searchKey,
  tx,
  understoodLine,
  wireLayout,
} from './draft.js';
import { changeChoices, forget, hotelList, isQuestion, owner, QUESTION_ORDER, QUESTIONS, questionOf, SELF_EXPLAINED, type Next } from './questions.js';
import {
  FLOW_STEPS,
  initialState,
  type Clarify,
  type FlowState,
  type GuestDetails,
  type HotelOption,
  type ProductOption,
  type SearchDraft,
  type SearchPatch,
  type SpecialStep,
} from './state.js';
import type { Texts } from '../texts/guest.js';
import { handOver, MISSES_BEFORE_OFFER, personChoice, remember, staffContact, whileHandedOff, HUMAN_CHOICE, type HandoffDeps } from './handoff.js';
import { extractOccupancy } from './understand/occupancy.js';
import { extractRequests } from './understand/requests.js';
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
  /** The hotel's staff can be reached from this deployment: asking for a person hands the conversation over (`handoff.ts`). */
  handoff?: boolean;
  /**
   * With `handoff`: from how many rooms a stay is a group the hotel may quote
   * itself, for the hotel chosen or named (undefined before one is, or when
   * it has none: the deployment's size, HANDOFF_GROUP_ROOMS and
   * HANDOFF_HOTEL_GROUP_ROOMS). When the stay first reaches it, a person is
   * offered beside the booking, which goes on. Absent, or answering
   * undefined: only groups beyond the bot's own limits are offered a person.
   */
  groupRooms?: (hotelId: number | undefined) => number | undefined;
}

export { CHOICE, MAX_ROOMS } from './draft.js';

/** Most hotels listed after a search. */
export const MAX_HOTELS = 8;
/** Most products kept (and offered) per layout room of a hotel, cheapest first. */
export const MAX_PRODUCTS_PER_ROOM = 6;

/** What the steps that are not questions wait on, as the understanding layer names it (each question's is in its entry). */
const SPECIAL_SLOTS: Partial<Record<SpecialStep, Slot>> = { confirm: 'confirm' };

type Result = StepResult<FlowState>;
type Ctx = StepContext & { catalogue: Catalogue; today: string };

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
  if (s.settled) fresh.settled = s.settled;
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

// ---------------------------------------------------------------- search data

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

// ---------------------------------------------------------------- questions

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

/** The current question of `s`, to ask or repeat it: a question's from its entry, else the step's own. Empty when idle. */
function prompt(s: FlowState, ctx: Ctx): Reply[] {
  const t = tx(s);
  if (isQuestion(s.step)) return QUESTIONS[s.step].prompt(s, ctx, t);
  const q = s.search;
  switch (s.step) {
    case 'idle':
      return [];
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
      // While its payment is in process, no Pay button: paying again is what the guest must not do.
      if (a.inProcess) return [{ text: t.awaitingInProcess(a.chatbotId), choices: [{ label: t.newSearch, value: CHOICE.newSearch }] }];
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
 * The next step for what the state holds: the first question of the search
 * whose answer is missing, the search (run again when a slot changed since
 * the last one), the first question of the booking (hotel, rates, the guest's
 * details) whose answer is missing, the summary. `before` are lines said
 * first (what was understood, a reason, an answer to small talk).
 */
function advance(s: FlowState, ctx: Ctx, before: string[] = []): Result {
  if (s.clarify) return ask({ ...s, step: 'clarify' }, ctx, before);
  const search = QUESTION_ORDER.find((q) => q.stage === 'search' && q.missing?.(s));
  if (search) return open(search, s, ctx, before);
  const key = searchKey(s.search);
  // A party the questions take as answered that still gives no rooms to search (ages that do not match the children): asked again.
  if (!key) return ask({ ...s, step: 'askParty' }, ctx, before);
  if (key !== s.searched || s.hotels.length === 0) return beginSearch(s, ctx, before);
  const booking = QUESTION_ORDER.find((q) => q.stage === 'booking' && q.missing?.(s));
  if (booking) return open(booking, s, ctx, before);
  return ask({ ...s, step: 'confirm' }, ctx, before);
}

/** Ask question `q` (at step `q.step`) in `s`, the way its entry says. */
function open(q: (typeof QUESTION_ORDER)[number], s: FlowState, ctx: Ctx, before: string[]): Result {
  return q.open ? proceed(q.open(s), ctx, before) : ask({ ...s, step: q.step }, ctx, before);
}

/** Go on the way a question's entry said after taking an answer ({@link Next}). */
function proceed(next: Next, ctx: Ctx, before: string[] = []): Result {
  switch (next.go) {
    case 'values':
      return afterValues(next.state, ctx, before, true);
    case 'next':
      return advance(next.state, ctx, before);
    case 'products':
      return offerProducts(next.state, ctx, before);
  }
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
  // Only beside buttons of words (the cities): on a question answered with numbers, a numbered option would catch them.
  if (!first || r.state.langChosen || !questionOf(r.state)?.languageButton) return r;
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

/**
 * A button of an earlier message: said so, and the current question again.
 * While idle after a booking was settled (its old Confirmar pressed after
 * paying), the button is answered with that booking's outcome and the way to
 * a new search, not the whole greeting.
 */
function stale(s: FlowState, ctx: Ctx): Result {
  const t = tx(s);
  if (s.step === 'idle' && s.settled)
    return done(s, [{ text: t.staleAfterBooking(s.settled.chatbotId, s.settled.outcome), choices: [{ label: t.newSearch, value: CHOICE.newSearch }] }]);
  if (s.step === 'idle') return startOver(s, ctx, true, [t.stale]);
  return ask(s, ctx, [t.stale]);
}

// ---------------------------------------------------------------- change, back

/** Ask part `target` again: forgotten, then the next question (a part asked only on request is asked at once). */
function change(s: FlowState, ctx: Ctx, target: ChangeTarget, before: string[] = []): Result {
  const q = owner(target);
  const onRequest = q.owns.onRequest;
  if (onRequest && !onRequest.ready(s)) return advance(forget(s, onRequest.otherwise), ctx, before);
  if (onRequest) return ask({ ...forget(s, target), step: q.step }, ctx, before);
  return advance(forget(s, target), ctx, before);
}

/**
 * The part held before the current question's, to forget on "back": the
 * parts in the order of their questions; from a step that is not a question,
 * the last part held (from `noAvailability`, the one before the hotel).
 */
function previousPart(s: FlowState): ChangeTarget | undefined {
  const order = QUESTION_ORDER.filter((q) => q.owns?.held);
  const here = isQuestion(s.step) ? QUESTIONS[s.step].fills : s.step === 'noAvailability' ? 'hotel' : undefined;
  const idx = here ? order.findIndex((q) => q.fills === here) : order.length;
  for (let i = idx - 1; i >= 0; i--) if (order[i]!.owns!.held!(s)) return order[i]!.fills;
  return undefined;
}

function goBack(s: FlowState, ctx: Ctx): Result {
  const q = questionOf(s);
  // A question that asks more of its part asks the whole part again, keeping the rest.
  if (q?.follows) return advance(forget(s, q.fills), ctx);
  // A question asked on request goes back to where the booking was.
  if (q?.owns?.onRequest) return advance(s, ctx);
  const own = q?.back?.(s);
  if (own) return proceed(own, ctx);
  if (s.step === 'clarify') {
    const next = { ...s };
    delete next.clarify;
    return advance(next, ctx);
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

/** Ask which of `options` is the guest's `about` (their phone, email or country); the pick fills it in. */
function offerDetail(
  a: Applied,
  about: 'phone' | 'email' | 'country',
  question: string,
  options: { label: string; guest: { phone?: string; email?: string; country?: string } }[],
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
function addToParty(a: Applied, o: OccupancyFound | undefined, companions: number): boolean {
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
  // Readings of a detail to pick from (a number valid in two countries, a mistyped provider, two addresses, a
  // nationality beside another country of residence): asked, not taken. One reading offered without the value taken
  // ("07700 900123" in an English chat: a UK mobile?) is confirmed the same way.
  const t = tx(a.state);
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
  const unsure = unsureReading(raw, u, s, ctx);
  // Two legs of one trip: which one is booked is asked first; the dates said may be either leg's, so none is taken.
  const legs = dest?.kind === 'ambiguous' && dest.legs === true;
  if (unsure) confirmReading(a, unsure, ctx, raw);
  else {
    if (u.dates && !legs)
      applyDates(
        a,
        u.dates,
        ctx,
        u.intents.some((i) => i.kind === 'correction'),
        raw,
      );
    const joined = u.additive?.joined && u.occupancy ? { ...u.occupancy, adults: (u.occupancy.adults ?? 0) + u.additive.companions } : undefined;
    const added = u.additive && !joined ? addToParty(a, u.occupancy, u.additive.companions) : false;
    if (joined) applyOccupancy(a, joined);
    else if (u.occupancy && !added) applyOccupancy(a, u.occupancy);
  }
  if (u.guest) applyGuest(a, u.guest);
  // A lone number beside a reading said back belongs to it ("somos 3, tal vez 4"), and beside a party it is the party's
  // total ("somos 8 — 4 adultos y 4 niños"): not taken on its own.
  if (u.bareNumber !== undefined && !unsure && u.occupancy?.adults === undefined) applyBareNumber(a, u.bareNumber);
  return a;
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
function correctedCount(
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
  if (count !== undefined && age === undefined && c.counts === 'nights' && before?.nights !== undefined) {
    const d: DatesFound = { ...before, nights: count, spans: [] };
    delete d.checkout;
    return { dates: d, ...(o ? { occupancy: o } : {}) };
  }
  if (!o) return undefined;
  if (count !== undefined && age === undefined && c.counts === 'adults' && o.adults !== undefined) return { ...dates, occupancy: { ...o, adults: count } };
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
 * read as a stay of one night); without them, the reading as it is.
 */
function relativeNights(raw: string, u: Understanding, s: FlowState): Understanding {
  const known = s.search.nights;
  if (known === undefined) return u;
  const change = nightsChange(raw);
  if (change === undefined) return u;
  const { checkout: _c, nights: _n, ...rest } = u.dates ?? { spans: [] };
  return { ...u, dates: { ...rest, nights: known + change } };
}

/** A reading's dates without what it could not settle (a problem, a question, a label said back). */
function settledDates(d: DatesFound | undefined): DatesFound | undefined {
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
function correctedReading(raw: string, marker: CorrectionMarker, u: Understanding, s: FlowState, ctx: Ctx): Understanding | undefined {
  const uctx = { lang: s.lang, today: ctx.today, expecting: expecting(s), catalogue: ctx.catalogue };
  const head = understand(raw.slice(0, marker.from), uctx);
  const tail = understand(correctionTail(raw, marker), uctx);
  // Nothing said before the marker ("no, mejor el 16"): it corrects the last answer, an intent of its own.
  if (!head.dates && !head.occupancy && head.bareNumber === undefined) return undefined;
  const read: Understanding = { ...u };
  delete read.dates;
  delete read.occupancy;
  delete read.bareNumber;
  const before = settledDates(head.dates);
  const byCount = correctedCount(raw, marker, head, before);
  if (byCount) {
    // The party said after the corrected count is new, not a correction ("…mejor tres… para mí y mi compañero").
    const party = tail.occupancy && !tail.occupancy.problem && !tail.occupancy.unsure ? tail.occupancy : undefined;
    return { ...read, ...byCount, ...(!byCount.occupancy && party ? { occupancy: party } : {}) };
  }
  // Nothing after the marker reads as a value ("el sábado no, el otro"): the message is read whole, as usual.
  if (!tail.dates && !tail.occupancy && tail.bareNumber === undefined) return undefined;
  const after = settledDates(tail.dates);
  // The date reader reads corrections inside a date phrase itself ("del 12 al 15, no perdón, al 16 de enero"): with
  // every word of the message understood, its whole reading is the corrected one.
  const whole = settledDates(u.dates);
  if (whole && u.leftover === '' && (after || before)) read.dates = whole;
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
    else if (head.bareNumber !== undefined && slot === 'nights') read.dates = { nights: n, spans: [] };
    else if (head.bareNumber !== undefined) read.bareNumber = n;
  }
  return read.dates || read.occupancy || read.bareNumber !== undefined ? read : undefined;
}

/** Day `day` of the month of `ref` (`YYYY-MM-DD`), when that month has it and it is not before `today`; else undefined. */
function dayInMonthOf(ref: string, day: number, today: string): string | undefined {
  const date = `${ref.slice(0, 8)}${String(day).padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.getUTCDate() === day && date >= today ? date : undefined;
}

/** Whether the check-in and check-out days of `d` are both written as bare day numbers in `text` (no month, weekday or holiday). */
function barDays(text: string, d: DatesFound): boolean {
  const numbers = new Set((text.match(/\d{1,2}/g) ?? []).map(Number));
  return numbers.has(Number(d.checkin!.slice(8, 10))) && numbers.has(Number(d.checkout!.slice(8, 10)));
}

/**
 * The reading of a message the guest must confirm before it is taken, or
 * undefined when it can be taken as read: a message that corrects itself
 * after a date or a party (the values after the last correction win: the
 * message is read again from there), or whose date or party has words
 * nobody understood that could change it ({@link readLeftover}).
 */
function unsureReading(raw: string, u: Understanding, s: FlowState, ctx: Ctx): Understanding | undefined {
  const marker = lastCorrection(raw, u.lang ?? s.lang);
  if (marker) {
    const read = correctedReading(raw, marker, u, s, ctx);
    if (read) return read;
  }
  if (!u.dates && !u.occupancy) return undefined;
  // A reading with a problem or a question of its own is said as it is.
  if (u.dates?.problem || u.dates?.ambiguity || u.occupancy?.unsure || u.occupancy?.problem) return undefined;
  // An offset, a hedge or a negative number beside the values read: what else was meant is not sure either.
  if (hedged(raw)) return u;
  if (u.dates && unreadBesideDates(raw, u.leftover, u.dates.spans)) return u;
  // A word that changes a date or a party next to the values read, or a person or a number nobody read beside a party.
  const left = readLeftover(u.leftover);
  if (left.changesValue || (u.occupancy && (left.namesPerson || left.namesNumber || left.hasDigits))) return u;
  // At the children's ages, more ages than the children known ("4, 7 y 10" for two): how many children is said back.
  const known = s.search.children;
  if (expecting(s) === 'childAges' && known !== undefined && (u.occupancy?.ages?.length ?? 0) > known) return u;
  // A lone number beside a party that is not its total ("somos 8 — 4 adultos y 3 niños"): which is meant is said back.
  const o = u.occupancy;
  if (o?.adults !== undefined && u.bareNumber !== undefined && u.bareNumber !== o.adults + (o.children ?? o.ages?.length ?? 0)) return u;
  return undefined;
}

/** Whether `raw` read as `u` doubts its values strongly: it corrects itself, offsets or excludes a day, hedges, has a negative number, or names a person or a number the party left out. */
function strongDoubt(raw: string, u: Understanding): boolean {
  if (correctsItself(raw) || hedged(raw)) return true;
  const left = readLeftover(u.leftover);
  return left.namesPerson || left.namesNumber;
}

/** `o` without its undefined members and its spans. */
function definedOf<T extends object>(o: T): Partial<T> {
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
function confirmReading(a: Applied, u: Understanding, ctx: Ctx, raw: string): void {
  const trial: Applied = { state: a.state, notes: [], search: false, any: false };
  if (u.dates) applyDates(trial, u.dates, ctx, true, raw);
  const added = u.additive ? addToParty(trial, u.occupancy, u.additive.companions) : false;
  if (u.occupancy && !added) applyOccupancy(trial, u.occupancy);
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
  const roomsChanged = after.rooms !== before.rooms || JSON.stringify(after.layout) !== JSON.stringify(before.layout) || after.splitRooms !== before.splitRooms;
  if (trial.notes.length || trial.state.clarify || roomsChanged || Object.keys(patch).length === 0) {
    a.state = trial.state;
    a.notes.push(...trial.notes);
    a.search ||= trial.search;
    a.any ||= trial.any;
    return;
  }
  if (patch.ages && patch.adults === undefined) patch.adults = after.adults;
  const lineOf = (p: SearchPatch) => understoodLine({ ...a.state, search: { ...before, ...p, ages: p.ages ?? before.ages } }, ctx, false, false);
  const label = lineOf(patch);
  const options = [{ label, patch }];
  // A person named beside the party that its count may have left out ("2 adultos, 2 niños y la abuela"): with them
  // (first, as a receptionist reads it) or as read.
  const named = readLeftover(u.leftover).words.filter((w) => COMPANION_ONE.has(w)).length;
  if (named === 1 && patch.adults !== undefined && !u.dates) {
    const withThem = { ...patch, adults: patch.adults + 1 };
    options.unshift({ label: lineOf(withThem), patch: withThem });
  }
  const question = options.length > 1 ? tx(a.state).pickReading : tx(a.state).confirmReading(label);
  a.state = { ...a.state, clarify: { about: u.dates ? 'dates' : 'party', question, options } };
  a.any = true;
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

/** A lone number answers the current question, the way its entry reads one. */
function applyBareNumber(a: Applied, n: number): void {
  const read = questionOf(a.state)?.bareNumber;
  if (!read) return;
  const answer = read(a.state, n, tx(a.state));
  a.any = true;
  if ('note' in answer) {
    a.notes.push(answer.note);
    return;
  }
  a.state = answer.state;
  if (answer.search) a.search = true;
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
  // A negative number is no button's label ("-2" is not the "2" button): it is read, and refused, as text.
  const typed = negativeNumberSpans(foldKeepLength(raw)).length ? '' : labelKey(raw);
  const button = typed
    ? prompt(s0, ctx)
        .flatMap((r) => r.choices ?? [])
        .find((c) => labelKey(c.label) === typed)
    : undefined;
  if (button) return onChoice(s0, button.value, ctx);
  let s = s0;
  const slot = expecting(s);
  // At the nights question a weekday or "the weekend" is the departure after the check-in known.
  const anchor = slot === 'nights' ? s.search.checkin : undefined;
  const u = withResidenceCity(
    s,
    raw,
    relativeNights(raw, understand(raw, { lang: s.lang, today: ctx.today, expecting: slot, catalogue: ctx.catalogue, anchor }), s),
    ctx,
  );
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

  // "quiero hablar con alguien", "un asesor", "talk to a person".
  if (kinds.has('human')) return handOver(s, s.misses ? 'notUnderstood' : 'asked', ctx.now, ctx.handoff === true, handoffDeps(ctx));
  // "olvídalo, empecemos otra vez": forgetting what was said to start again is a restart, not a goodbye.
  if (kinds.has('cancel') && !kinds.has('restart')) return cancel(s);
  // "empezar de nuevo, ahora Santa Marta": start afresh, then read what came with it.
  if (kinds.has('restart') && !hasValues(u)) return startOver(s, ctx, false, before);
  if (kinds.has('restart')) s = reset(s);
  if (kinds.has('help') && !hasValues(u)) return done(s, withBefore([{ text: t.help }, ...prompt(s, ctx)], before));
  if (kinds.has('back') && !hasValues(u)) return goBack(s, ctx);

  // An answer only the question itself can read (at the hotel list, a listed hotel's name).
  const typedAnswer = questionOf(s)?.typed?.(s, raw, u);
  if (typedAnswer) return proceed(typedAnswer, ctx, before);

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
    // (A change intent may already have dropped the question: "cambiar la fecha al 16" while a date is asked back.)
    if (s.step === 'clarify' && s.clarify && next.clarify === s.clarify && answersClarify(s.clarify, u)) delete next.clarify;
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

/**
 * One line per guest detail taken from a message that answered something
 * else ("✔️ Teléfono: +34 612 34 56 78"), so the guest sees it was kept; a
 * detail given at its own question needs none. In the order the summary's
 * "change" menu lists them (`editLabels`). Nothing at the summary, which
 * shows every detail anyway.
 */
function detailsTaken(before: FlowState, after: FlowState): string[] {
  if (before.step === 'confirm' || before.step === 'editPick') return [];
  const t = tx(after);
  const here = questionOf(before)?.fills;
  const lines: string[] = [];
  for (const part of Object.keys(t.editLabels) as (keyof Texts['editLabels'])[]) {
    const said = owner(part).owns.said;
    if (!said || part === here || said.unless?.(after.guest)) continue;
    const value = said.value(after.guest, after.lang);
    if (value !== undefined && value !== said.value(before.guest, after.lang)) lines.push(t.understood(`${t.editLabels[part]}: ${value}`));
  }
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
    case 'phone':
      return u.guest?.phone !== undefined;
    case 'email':
      return u.guest?.email !== undefined || u.guest?.emailOptions !== undefined;
    case 'country':
      return u.guest?.country !== undefined || u.guest?.countryOptions !== undefined;
  }
}

function clarifySlot(c: Clarify | undefined): Slot | undefined {
  if (!c) return undefined;
  return c.about === 'lastName' ? 'name' : c.about;
}

/** The country of an E.164 phone's calling code, as {@link GuestFound.phoneCountry} (alpha-3), when known. */
function phoneCountryOf(phone: string): { phoneCountry?: string } {
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
function withResidenceCity(s: FlowState, raw: string, u: Understanding, ctx: Ctx): Understanding {
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

/** What the current step waits on, as the understanding layer names it (a bare answer is read as that). */
function expecting(s: FlowState): Slot | undefined {
  if (isQuestion(s.step)) return QUESTIONS[s.step].slot;
  return s.step === 'clarify' ? clarifySlot(s.clarify) : SPECIAL_SLOTS[s.step];
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
      // Where the hotel's staff can be reached, the help offers a person too.
      return done(s, [ctx.handoff ? { text: `${t.help}\n${t.helpHuman}`, choices: [personChoice(s)] } : { text: t.help }, ...prompt(s, ctx)]);
    case 'cancel':
      return cancel(s);
    case 'language':
      return done(s, [languageChoice(s)]);
    case 'status':
      if (s.awaiting) return done(s, [], [{ kind: 'checkStatus', chatbotId: s.awaiting.chatbotId }]);
      return done(s, [{ text: t.noActiveBooking }, ...prompt(s, ctx)]);
    case 'human':
      return handOver(s, 'asked', ctx.now, ctx.handoff === true, handoffDeps(ctx));
  }
}

/** What the hand-off needs from this module (the question again, the one-line summary). */
function handoffDeps(ctx: Ctx): HandoffDeps {
  return { prompt: (s) => prompt(s, ctx), summary: (s) => understoodLine(s, ctx, true), now: ctx.now };
}

function onChoice(s: FlowState, value: string, ctx: Ctx): Result {
  // Choices valid whatever the step.
  if (value === HUMAN_CHOICE) return handOver(s, 'asked', ctx.now, ctx.handoff === true, handoffDeps(ctx));
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
  // The number the guest writes from, confirmed with its button: taken as a shared contact is (its country with it).
  if (value === CHOICE.phoneFromProfile && s.step === 'askPhone' && s.profile?.phone) return onContact(s, s.profile.phone, ctx);
  // The name and the number the channel knows, confirmed with one tap at the name question (the number was shown in it).
  if (value === CHOICE.detailsFromProfile && s.step === 'askName' && s.profile?.phone && s.profile.firstName?.trim()) {
    const guest = { ...s.guest, firstName: s.profile.firstName.trim() };
    if (s.profile.lastName?.trim()) guest.lastName = s.profile.lastName.trim();
    else delete guest.lastName;
    return onContact({ ...s, guest }, s.profile.phone, ctx);
  }
  const question = questionOf(s);
  if ((m = /^change:(\w+)$/.exec(value)) && (question?.takesChanges || ['noAvailability', 'confirm', 'editPick'].includes(s.step))) {
    return change(s, ctx, m[1] as ChangeTarget);
  }
  if (question) {
    const next = question.choice?.(s, value, ctx);
    return next ? proceed(next, ctx) : stale(s, ctx);
  }

  // The steps that are not questions.
  switch (s.step) {
    case 'clarify': {
      const c = s.clarify;
      if (c && (m = /^pick:(\d+)$/.exec(value))) {
        const option = c.options[Number(m[1])];
        if (option) {
          if (c.about === 'lastName') {
            const [first, last] = option.label.split(' | ');
            return afterValues(withName(s, first!, last!), ctx, [], false);
          }
          if (option.guest) {
            const a: Applied = { state: { ...s }, notes: [], search: false, any: false };
            delete a.state.clarify;
            applyGuest(a, { ...option.guest, ...(option.guest.phone ? phoneCountryOf(option.guest.phone) : {}), spans: [] });
            return afterValues(a.state, ctx, [], false);
          }
          const next = applyPatch(s, option.patch);
          delete next.clarify;
          return afterValues(next, ctx, [], true);
        }
      }
      break;
    }
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
  const hotel = s.hotel !== undefined ? s.hotels[s.hotel] : undefined;
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
    [{ kind: 'watchPayment', chatbotId, expirationDate: link.expiration_date, ...(hotel ? { hotelId: hotel.id, hotelName: hotel.name } : {}) }],
  );
}

function onBookingUnavailable(s: FlowState, rooms: { room: string; product: string }[], ctx: Ctx): Result {
  const t = tx(s);
  const known = [...(chosenProducts(s) ?? []), ...s.hotels.flatMap((h) => h.rooms.flat())];
  const items = rooms.map(({ room, product }) => {
    const p = known.find((x) => x.roomId === room && x.rateId === product) ?? known.find((x) => x.roomId === room);
    return p ? t.roomAndRate(p.roomName, p.rateDescription) : `${room} / ${product}`;
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
  // Where only templates may be sent (WhatsApp after 24 hours), the outcome goes as its template, with the booking's code.
  const template: Pick<Reply, 'template'> =
    input.outcome === 'rejected' ? {} : { template: { name: input.outcome === 'paid' ? 'payment_confirmed' : 'booking_expired', params: [input.chatbotId] } };
  if (elsewhere && input.outcome !== 'rejected') {
    const next: FlowState = { ...letGo(s), settled: { chatbotId: input.chatbotId, outcome: input.outcome } };
    const text = input.outcome === 'paid' ? t.paid(input.chatbotId) : t.expired(input.chatbotId, false);
    return done(next, [{ text, ...card(), ...template }, ...resume(next)]);
  }
  if (!current) {
    const text =
      input.outcome === 'paid'
        ? t.paid(input.chatbotId)
        : input.outcome === 'rejected'
          ? t.rejected(input.chatbotId, input.reason)
          : t.expired(input.chatbotId, false);
    return done(s, [
      { text, ...(input.outcome === 'expired' ? { choices: [{ label: t.newSearch, value: CHOICE.newSearch }] } : {}), ...card(), ...template },
      ...resume(s),
    ]);
  }
  switch (input.outcome) {
    case 'paid':
      return done({ ...reset(s), settled: { chatbotId: input.chatbotId, outcome: 'paid' } }, [{ text: t.paid(input.chatbotId), ...card(), ...template }]);
    case 'rejected': {
      const reply: Reply = { text: t.rejected(input.chatbotId, input.reason) };
      if (s.awaiting) reply.url = s.awaiting.url;
      // A declined payment is no longer in process: the booking is payable again, with its Pay button.
      const next = s.awaiting?.inProcess ? { ...s, awaiting: withoutInProcess(s.awaiting) } : s;
      return done(next, [reply, ...resume(next)]);
    }
    case 'expired': {
      // Nothing typed is lost: the stay and the guest's details are kept for a new search.
      const kept: FlowState = { ...reset(s), search: s.search, guest: s.guest, settled: { chatbotId: input.chatbotId, outcome: 'expired' } };
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
          ...template,
        },
      ]);
    }
  }
}

/** `a` without its in-process mark. */
function withoutInProcess(a: NonNullable<FlowState['awaiting']>): NonNullable<FlowState['awaiting']> {
  const next = { ...a };
  delete next.inProcess;
  return next;
}

/**
 * The payment of booking `input.chatbotId` is in process (told once per
 * booking, before its outcome): the guest hears that it was received, that
 * the outcome follows as soon as it is known, and that paying again is not
 * needed — with no Pay button. Whatever the guest is doing meanwhile goes on
 * (their current question is asked again). The booking awaited stays
 * awaited, marked in process (its reminder of the link says so); nothing is
 * said for a booking already settled (news that came after its outcome).
 */
function onPaymentInProcess(s: FlowState, input: Extract<FlowInput, { kind: 'paymentInProcess' }>, ctx: Ctx): Result {
  if (s.settled?.chatbotId === input.chatbotId) return done(s);
  const next = s.awaiting?.chatbotId === input.chatbotId ? { ...s, awaiting: { ...s.awaiting, inProcess: true } } : s;
  const resume = next.step === 'idle' || next.step === 'awaitingPayment' ? [] : prompt(next, ctx);
  return done(next, [{ text: tx(s).paymentInProcess(input.chatbotId) }, ...resume]);
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
  const before = sane(state);
  const c: Ctx = { ...ctx, catalogue: ctx.catalogue ?? DEMO_CATALOGUE, today: bogotaDate(ctx.now) };
  // /start and /cancel while the staff has the conversation: the staff is told, then the command runs as usual.
  if (before.handoff && input.kind === 'command' && (input.command === 'start' || input.command === 'cancel')) {
    const left: FlowState = { ...before };
    delete left.handoff;
    const r = step(left, input, ctx);
    return { ...r, effects: [{ kind: 'handOffEnded', by: 'guest' }, ...r.effects] };
  }
  // The guest's message is one of the last ones before it is handled (the staff's first post shows it).
  const s = c.handoff && input.kind === 'text' ? remember(before, 'guest', input.text) : before;
  const r = whileHandedOff(s, input, handoffDeps(c)) ?? stepOnce(s, input, c);
  return afterStep(s, input, r, c);
}

/**
 * What every step keeps besides its own work: the last messages (for the
 * staff's first post), the answers in a row the bot did not understand (a
 * person offered at {@link MISSES_BEFORE_OFFER}), and a person offered beside
 * a request only the staff can answer.
 */
function afterStep(before: FlowState, input: FlowInput, r: Result, c: Ctx): Result {
  // Without staff to reach, nothing is kept: no transcript, no count of misses.
  if (!c.handoff) return r;
  // The last messages go on across resets of the draft (a new search is the same conversation).
  let state: FlowState = before.recent ? { ...r.state, recent: before.recent } : r.state;
  const replies = [...r.replies];
  if (input.kind === 'text') {
    if (!state.handoff) {
      const t = tx(state);
      const missed = state.step === before.step && replies[0]?.text.startsWith(t.notUnderstood) === true;
      const misses = missed ? (before.misses ?? 0) + 1 : 0;
      state = { ...state };
      if (misses) state.misses = misses;
      else delete state.misses;
      const message = { raw: input.text, folded: foldKeepLength(input.text), lang: state.lang, today: c.today };
      const requests = [...(extractRequests(message)?.requests ?? [])];
      // A group larger than the bot books is the hotel's to quote: a person is offered beside the limit.
      const problem = extractOccupancy({ ...message, expecting: expecting(before) })?.problem;
      if (problem?.kind === 'tooMany' || problem?.kind === 'tooManyRooms') requests.push('group');
      else {
        // Reaching the hotel's group size (the stay growing, or a hotel chosen whose size is smaller): the booking goes on,
        // and the hotel's team is offered for a group rate, once.
        const size = c.groupRooms?.(hotelOf(state));
        const sizeBefore = c.groupRooms?.(hotelOf(before));
        const was = sizeBefore !== undefined && roomsOf(before) >= sizeBefore;
        if (size !== undefined && roomsOf(state) >= size && !was) replies.push({ text: t.groupRateOffer(size), choices: [personChoice(state)] });
      }
      if (requests.includes('group')) replies.push({ text: t.groupOffer, choices: [personChoice(state)] });
      else if (requests.length) replies.unshift({ text: t.requestOffer(requests), choices: [personChoice(state)] });
      else if (misses >= MISSES_BEFORE_OFFER) replies.push({ text: t.offerPerson, choices: [personChoice(state)] });
    }
  }
  for (const reply of r.replies) state = remember(state, 'bot', reply.text);
  return { ...r, state, replies };
}

/** The service's id of the hotel chosen, else of the one named, else undefined. */
function hotelOf(s: FlowState): number | undefined {
  return (s.hotel !== undefined ? s.hotels[s.hotel]?.id : undefined) ?? s.search.hotelId;
}

/** How many rooms the stay asks for so far (its layout's, else the count said; 0 when none). */
function roomsOf(s: FlowState): number {
  return s.search.layout?.length ?? s.search.rooms ?? 0;
}

function stepOnce(state: FlowState, input: FlowInput, c: Ctx): Result {
  let s = state;
  if ('profile' in input && input.profile && (input.profile.firstName || input.profile.lastName || input.profile.phone)) {
    const p: ProfileHint = {};
    if (input.profile.firstName?.trim()) p.firstName = input.profile.firstName.trim();
    if (input.profile.lastName?.trim()) p.lastName = input.profile.lastName.trim();
    if (input.profile.phone && /^\+\d{8,15}$/.test(input.profile.phone)) p.phone = input.profile.phone;
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
    case 'paymentInProcess':
      return onPaymentInProcess(s, input, c);
    case 'paymentReminder': {
      // Only while that booking still awaits payment (the guest may be searching again meanwhile): its link with the Pay button.
      // Not while its payment is in process: "pay now" would invite paying twice.
      const a = s.awaiting;
      if (!a || a.chatbotId !== input.chatbotId || a.inProcess) return done(s);
      const expiry = formatBogotaInstant(a.expirationDate, s.lang);
      return done(s, [
        { text: tx(s).paymentReminder(a.chatbotId, expiry), url: a.url, template: { name: 'payment_reminder', params: [a.chatbotId, expiry, a.url] } },
      ]);
    }
    case 'staff':
      // Staff writing first (from an alert) hands the chat over; any other staff event for a conversation no longer handed
      // over (the guest went back to the bot meanwhile) has nothing to say.
      if (input.event === 'contact') return staffContact(s, input, c.now);
      return done(s);
  }
}
