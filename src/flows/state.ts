/**
 * State of the guest booking conversation: a plain JSON object (no Dates,
 * no class instances) so it can be stored as text and reloaded after a
 * restart.
 */
import type { GuestRequest } from '../texts/guest.js';
import type { Effect, HandoffReason, Lang, ProfileHint, RecentMessage } from './types.js';

/**
 * Where the conversation is: a question waiting for the guest
 * ({@link QuestionStep}) or a step with logic of its own ({@link SpecialStep}).
 */
export type FlowStep = QuestionStep | SpecialStep;

/**
 * The questions, in the order they are asked (each asked only while its
 * answer is missing). Each is declared, with everything about it, in
 * `QUESTIONS` (`questions.ts`), which must have an entry for every name here.
 *
 * - `askDestination`, `askDates`, `askNights`, `askParty`, `askChildAges`:
 *   the search, asked only for what is still missing; `askRooms` only when the
 *   guest changes the rooms the bot proposed.
 * - `chooseHotel`, `chooseProduct` (for layout room `room`): the choice.
 * - `askName` … `askCountry`: the guest's details still missing (the country
 *   last: the phone's calling code often tells it).
 */
export const QUESTION_STEPS = [
  'askDestination',
  'askDates',
  'askNights',
  'askParty',
  'askChildAges',
  'askRooms',
  'chooseHotel',
  'chooseProduct',
  'askName',
  'askLastName',
  'askPhone',
  'askEmail',
  'askResidenceCity',
  'askCountry',
] as const;

/** A question waiting for the guest's answer: see {@link QUESTION_STEPS}. */
export type QuestionStep = (typeof QUESTION_STEPS)[number];

/**
 * The steps that are not questions, each with code of its own in the state
 * machine:
 *
 * - `idle`: nothing going on; any message starts a conversation (and is read).
 * - `clarify`: an ambiguous answer asked back with choices ({@link Clarify}).
 * - `searching`: waiting for `availability` (effect `searchAvailability`).
 * - `noAvailability`: nothing found; offers to change dates, city or people.
 * - `confirm`: the summary, waiting for Confirm / Change / Cancel.
 * - `editPick`: at the summary, the guest chose "change something": which part.
 * - `creating`: waiting for `bookingCreated` / `bookingUnavailable`.
 * - `awaitingPayment`: a chatbot booking (`awaiting`) waits for its payment.
 */
export const SPECIAL_STEPS = ['idle', 'clarify', 'searching', 'noAvailability', 'confirm', 'editPick', 'creating', 'awaitingPayment'] as const;

/** A step that is not a question: see {@link SPECIAL_STEPS}. */
export type SpecialStep = (typeof SPECIAL_STEPS)[number];

/** Every step (stored states are checked against it). */
export const FLOW_STEPS: readonly FlowStep[] = [...SPECIAL_STEPS, ...QUESTION_STEPS];

/** Occupancy of one requested room. `ages` are whole years, 0 to `MAX_CHILD_AGE` (`limits.ts`). */
export interface RoomRequest {
  adults: number;
  ages: number[];
}

/**
 * The search being assembled, slot by slot, from whatever the guest said.
 *
 * - `city`: the city as the service knows it; `hotelId`/`hotelName` when the
 *   guest named one hotel (its results are shown first).
 * - `checkin` `YYYY-MM-DD` (Bogotá calendar); `nights` 1 to `MAX_NIGHTS` (`limits.ts`).
 * - `adults`; `children` how many children were said; `ages` the ages known so
 *   far (whole years; complete when `ages.length === children`).
 * - `rooms`: how many rooms the guest asked for (unset: the bot proposes the
 *   fewest that fit); `splitRooms`: more rooms the bot proposed after nobody
 *   could host the party in fewer; `layout`: the guest's own split into rooms.
 * - `uncountedChildren`: children said, how many not yet.
 */
export interface SearchDraft {
  city?: string;
  hotelId?: number;
  hotelName?: string;
  checkin?: string;
  nights?: number;
  adults?: number;
  children?: number;
  ages: number[];
  rooms?: number;
  splitRooms?: number;
  layout?: RoomRequest[];
  /**
   * Children said with no count beside the grown-ups ("mi esposa y los niños"): `children` is unknown, and the search
   * waits for it (asked back as the clarification `children`, else by the ages question). Cleared by any count of
   * children or ages said.
   */
  uncountedChildren?: boolean;
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

/**
 * Guest details as validated: `phone` E.164, `country` ISO 3166-1 alpha-3.
 * `countryFromPhone`: the country was inferred from the phone's calling code
 * (the summary asks the guest to confirm it). `countryMentioned` (ISO 3166-1
 * alpha-3): a country or nationality the guest mentioned while the stay was
 * being searched ("we're a Brazilian couple"), never taken unasked: it is the
 * first choice offered at the country question (decision 0030).
 * `residenceCityMentioned`: the same for a city the guest said they live in
 * ("I live in Miami", "somos de Quito") while the stay was being searched: the
 * first choice offered at the city-of-residence question.
 */
export interface GuestDetails {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  country?: string;
  countryFromPhone?: boolean;
  countryMentioned?: string;
  residenceCity?: string;
  residenceCityMentioned?: string;
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
  /** The guest was told its payment is in process (the carrier is deciding); a decline clears it. */
  inProcess?: boolean;
}

/**
 * Values a clarification choice fills in. `rooms` is a room count said in the same message as the reading offered
 * ("una habitación … dos adultos, no perdón, tres"): kept when the choice changes the adults (see `applyPatch`).
 */
export type SearchPatch = Partial<Pick<SearchDraft, 'city' | 'hotelId' | 'hotelName' | 'checkin' | 'nights' | 'adults' | 'children' | 'ages' | 'rooms'>>;

/**
 * An answer asked back. `about` is what it is about; `options` the readings
 * offered as buttons (each with the values it fills in); `month`/`year` for a
 * month given without a day (the day is asked). `children`: how many
 * children, said with no count beside the grown-ups already taken ("mi esposa
 * y los niños"); its options are counts, its answers read as the children's
 * ages too ("2 niños de 5 y 8", "5 y 8", "dos").
 */
export interface Clarify {
  about: 'dates' | 'nights' | 'destination' | 'name' | 'lastName' | 'party' | 'children' | 'childAges' | 'phone' | 'email' | 'country';
  question: string;
  /**
   * `guest`: for `name`, `phone`, `email` and `country`, the detail the option fills in (the guest's first and last
   * name, E.164 phone, lower-case address, alpha-3 country).
   */
  options: {
    label: string;
    patch: SearchPatch;
    guest?: { firstName?: string; lastName?: string; phone?: string; email?: string; country?: string };
  }[];
  month?: { year: number; month: number };
  /**
   * For `childAges`: the children's ages known with those just said (years, 0 under one year), when one age
   * answered the ages of two or more children, or an adult's age was said among them: a next lone age is the next
   * child's.
   */
  ages?: number[];
  /** For `lastName`: the full name said, to split as the guest confirms. */
  fullName?: string;
  /**
   * For `party`: the question is whether the guest travels too ("mi esposa" named alone); `options[0]` is the party
   * without the guest, `options[1]` with them.
   */
  speaker?: boolean;
}

/**
 * The hotel's staff has the conversation: `waiting` until a person takes it,
 * then `human` (`staff`: their first name). `since`: ISO instant it was
 * handed over. `requests`: what the guest asked for that made it.
 */
export interface HandoffState {
  status: 'waiting' | 'human';
  reason: HandoffReason;
  since: string;
  staff?: string;
  requests?: GuestRequest[];
}

/**
 * The whole conversation state (JSON-serialisable; `version` 2).
 *
 * - `room`: cursor of the layout room whose product is being chosen.
 * - `seq`: number of the current search; hotel and product buttons carry it so
 *   buttons of an older list are recognised as stale.
 * - `searched`: the search (as a key) whose results `hotels` are; a change of
 *   any search slot after it runs the search again.
 * - `hotels`: at most 8 hotels of the last search; `hotel` the chosen index;
 *   `picks[i]` the chosen index in `hotels[hotel].rooms[i]`.
 * - `returnTo`: after an edit from the summary, go back to it.
 * - `langChosen`: the guest chose the language (`/language`): no automatic switching.
 * - `idempotencyKey`: generated when the summary is confirmed and reused by
 *   any retry of that booking's creation.
 * - `retry`: the effect that failed and may be retried with the "retry" button.
 */
export interface FlowState {
  version: 2;
  lang: Lang;
  langChosen?: boolean;
  step: FlowStep;
  search: SearchDraft;
  clarify?: Clarify;
  room: number;
  seq: number;
  searched?: string;
  hotels: HotelOption[];
  hotel?: number;
  picks: number[];
  guest: GuestDetails;
  profile?: ProfileHint;
  returnTo?: 'confirm';
  idempotencyKey?: string;
  retry?: Effect['kind'];
  /** The hotel's staff has the conversation: the bot relays the guest's messages and stays silent (see `handoff.ts`). */
  handoff?: HandoffState;
  /** The last messages of the conversation, the guest's and the bot's, for the staff's first post. */
  recent?: RecentMessage[];
  /** Answers in a row the bot did not understand (a person is offered at two). */
  misses?: number;
  awaiting?: AwaitedBooking;
  /** The last booking of this chat whose payment was settled (paid or expired), for buttons of its messages pressed afterwards. */
  settled?: SettledBooking;
}

/** A chatbot booking of the chat whose payment outcome is known: `paid` (confirmed) or `expired` unpaid. */
export interface SettledBooking {
  chatbotId: string;
  outcome: 'paid' | 'expired';
}

/** A fresh, idle conversation in `lang`. */
export function initialState(lang: Lang): FlowState {
  return { version: 2, lang, step: 'idle', search: { ages: [] }, room: 0, seq: 0, hotels: [], picks: [], guest: {} };
}

/** `'en'` when the Telegram/OS language code starts with "en" (any case), else `'es'`. */
export function detectLang(languageCode: string | undefined): Lang {
  return languageCode?.trim().toLowerCase().startsWith('en') ? 'en' : 'es';
}

/** The chatbot id the conversation waits payment for, if any. */
export function currentBooking(state: FlowState): string | undefined {
  return state.step === 'awaitingPayment' ? state.awaiting?.chatbotId : undefined;
}
