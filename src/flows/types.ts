/**
 * Types of the channel-neutral guest booking flow: a pure state machine
 * `step(state, input) → { state, replies, effects }`. Channels (Telegram,
 * terminal) render {@link Reply}s, turn the guest's messages and button
 * presses into {@link FlowInput}s, and run {@link Effect}s against the
 * service, feeding each result back as another input.
 *
 * The state is plain JSON (stored as text in the bot's SQLite database), so a
 * restart resumes exactly where the conversation was.
 */
import type {
  AvailabilityResponse,
  BookingPaymentLink,
  CreateBookingBody,
  LayoutRoom,
} from '../api/contract/index.js';

/** Language of a conversation: Spanish by default, English for guests whose language is English. */
export type Lang = 'es' | 'en';

/** A button (Telegram inline keyboard) or numbered option (terminal). `value` comes back as a `choice` input. */
export interface Choice {
  label: string;
  value: string;
}

/** One message to the guest. `choices` are offered as buttons; `url` is a link to open (the payment link). */
export interface Reply {
  text: string;
  choices?: Choice[];
  url?: string;
}

/** Outcome of a watched payment, as the payment watcher or the webhook receiver sees it. */
export type PaymentOutcome =
  | { outcome: 'paid'; chatbotId: string }
  | { outcome: 'rejected'; chatbotId: string; reason?: string }
  | { outcome: 'expired'; chatbotId: string };

/** What the channel sends into the flow. */
export type FlowInput =
  /** Text typed by the guest. */
  | { kind: 'text'; text: string }
  /** A button pressed / numbered option chosen: the `value` of a {@link Choice}. */
  | { kind: 'choice'; value: string }
  /** A command: /start, /help, /cancel, /status. */
  | { kind: 'command'; command: 'start' | 'help' | 'cancel' | 'status' }
  /** Result of a `searchAvailability` effect. */
  | { kind: 'availability'; result: AvailabilityResponse }
  /** Result of a `createBooking` effect when the booking was registered; `link` is endpoint 19's answer. */
  | { kind: 'bookingCreated'; chatbotId: string; link: BookingPaymentLink }
  /** Result of a `createBooking` effect when rooms ran out (endpoint 7's no_available_rooms). */
  | { kind: 'bookingUnavailable'; rooms: { room: string; product: string }[] }
  /** Result of a `checkStatus` effect (endpoint 20), or null when the booking could not be read. */
  | { kind: 'status'; chatbotId: string; paymentStatus: string; reservationStatus: string; expirationDate: string }
  /** An effect failed (service unreachable, 4xx/5xx); `message` is for logs, the flow apologises in the guest's language. */
  | { kind: 'effectFailed'; effect: Effect['kind']; message: string }
  /** A payment outcome of a booking of this chat (from the watcher or a webhook). */
  | ({ kind: 'payment' } & PaymentOutcome);

/** Work the flow asks the channel to do; each result is fed back as a {@link FlowInput}. */
export type Effect =
  /** Call endpoint 10 as a retailer agency; answer with `availability` or `effectFailed`. */
  | { kind: 'searchAvailability'; checkin: string; nights: number; city: string; layout: LayoutRoom[] }
  /**
   * Call endpoint 7 for channel-manager hotel `hotelId` (the partner_id of endpoint 10, as integer)
   * with `body`, using `idempotencyKey`; then endpoint 19; answer with `bookingCreated`,
   * `bookingUnavailable` or `effectFailed`.
   */
  | { kind: 'createBooking'; hotelId: number; body: CreateBookingBody; idempotencyKey: string }
  /** Start watching the payment of `chatbotId` (poll endpoint 20 until paid or expired); no answer. */
  | { kind: 'watchPayment'; chatbotId: string; expirationDate: string }
  /** Call endpoint 20 for `chatbotId`; answer with `status` or `effectFailed`. */
  | { kind: 'checkStatus'; chatbotId: string };

/** Result of one step of the flow. */
export interface StepResult<S> {
  state: S;
  replies: Reply[];
  effects: Effect[];
}
