/**
 * State of the guest booking conversation: a plain JSON object (no Dates,
 * no class instances, no undefined-only semantics) so it can be stored as
 * text and reloaded after a restart.
 */
import type { Effect, Lang } from './types.js';

/**
 * Where the conversation is. Each step is a question waiting for the guest,
 * or (`searching`, `creating`) an effect whose result is awaited.
 *
 * - `idle`: nothing going on; any text starts a conversation.
 * - `askCity`, `askCheckin`, `askNights`, `askRooms`: the search.
 * - `askAdults`, `askChildren`, `askChildAge`: occupancy of room `room` (child `child`).
 * - `searching`: waiting for `availability` (effect `searchAvailability`).
 * - `noAvailability`: nothing found; offers change dates / change city / new search.
 * - `chooseHotel`, `chooseProduct` (for layout room `room`): the choice.
 * - `askFirstName` … `askResidenceCity`: guest details.
 * - `confirm`: the summary, waiting for Confirm / Start over / Cancel.
 * - `creating`: waiting for `bookingCreated` / `bookingUnavailable` (effect `createBooking`).
 * - `awaitingPayment`: a chatbot booking (`awaiting`) waits for its payment.
 */
export type FlowStep =
  | 'idle'
  | 'askCity'
  | 'askCheckin'
  | 'askNights'
  | 'askRooms'
  | 'askAdults'
  | 'askChildren'
  | 'askChildAge'
  | 'searching'
  | 'noAvailability'
  | 'chooseHotel'
  | 'chooseProduct'
  | 'askFirstName'
  | 'askLastName'
  | 'askEmail'
  | 'askPhone'
  | 'askCountry'
  | 'askResidenceCity'
  | 'confirm'
  | 'creating'
  | 'awaitingPayment';

/** Occupancy of one requested room, filled in question by question. `ages` are years 0..17. */
export interface RoomRequest {
  adults?: number;
  children?: number;
  ages: number[];
}

/** The search being assembled. `checkin` is `YYYY-MM-DD` (Bogotá calendar); `nights` 1..30; `rooms` one per room wanted. */
export interface SearchDraft {
  city?: string;
  checkin?: string;
  nights?: number;
  rooms: RoomRequest[];
}

/**
 * A bookable room/rate for one layout room, as kept from endpoint 10.
 * `amount` / `amountUsd` are `baseRate.amountAfterTax` / `amountAfterTaxUSD`:
 * the whole stay for one room, floats in major units (COP, USD).
 * `count` is how many rooms of `roomId` are free on every night.
 */
export interface ProductOption {
  roomId: string;
  roomName: string;
  rateId: string;
  rateDescription: string;
  boardTypeDescription: string;
  refundable: string;
  cancellationPolicy: string;
  amount: number;
  amountUsd: number;
  count: number;
}

/**
 * A hotel offered to the guest. `id` is the service's hotel id, `partnerId`
 * its channel-manager id (endpoint 7's hotel). `rooms[i]` are the candidate
 * products for layout room `i`, cheapest first. `total` / `totalUsd` are the
 * lowest stay total (sum of each room's cheapest product), major units.
 */
export interface HotelOption {
  id: number;
  partnerId: string;
  name: string;
  city: string;
  total: number;
  totalUsd: number;
  rooms: ProductOption[][];
}

/** Guest details as validated: `phone` E.164, `country` ISO 3166-1 alpha-3. */
export interface GuestDetails {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  country?: string;
  residenceCity?: string;
}

/**
 * A registered chatbot booking waiting for payment. `expirationDate` as
 * endpoint 19 gave it (ISO 8601 with offset); `amount` / `amountUsd` the stay
 * total in major units when known.
 */
export interface AwaitedBooking {
  chatbotId: string;
  url: string;
  expirationDate: string;
  amount?: number;
  amountUsd?: number;
}

/**
 * The whole conversation state (JSON-serialisable; `version` 1).
 *
 * - `room` / `child`: cursors of the room and child being asked about.
 * - `editing`: after "change dates" / "change city", the search is re-run as
 *   soon as the edited answer is given.
 * - `seq`: number of the current search; hotel and product buttons carry it so
 *   buttons of an older list are recognised as stale.
 * - `hotels`: at most 8 hotels of the last search; `hotel` the chosen index;
 *   `picks[i]` the chosen index in `hotels[hotel].rooms[i]`.
 * - `idempotencyKey`: generated when the summary is confirmed and reused by
 *   any retry of that booking's creation.
 * - `retry`: the effect that failed and may be retried with the "retry" button.
 */
export interface FlowState {
  version: 1;
  lang: Lang;
  step: FlowStep;
  search: SearchDraft;
  room: number;
  child: number;
  editing?: 'dates' | 'city';
  seq: number;
  hotels: HotelOption[];
  hotel?: number;
  picks: number[];
  guest: GuestDetails;
  idempotencyKey?: string;
  retry?: Effect['kind'];
  awaiting?: AwaitedBooking;
}

/** A fresh, idle conversation in `lang`. */
export function initialState(lang: Lang): FlowState {
  return { version: 1, lang, step: 'idle', search: { rooms: [] }, room: 0, child: 0, seq: 0, hotels: [], picks: [], guest: {} };
}

/** `'en'` when the Telegram/OS language code starts with "en" (any case), else `'es'`. */
export function detectLang(languageCode: string | undefined): Lang {
  return languageCode?.trim().toLowerCase().startsWith('en') ? 'en' : 'es';
}

/** The chatbot id the conversation waits payment for, if any. */
export function currentBooking(state: FlowState): string | undefined {
  return state.step === 'awaitingPayment' ? state.awaiting?.chatbotId : undefined;
}
