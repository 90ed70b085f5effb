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
import type { AvailabilityResponse, BookingPaymentLink, CreateBookingBody, LayoutRoom } from '../api/contract/index.js';
import type { GuestRequest, UnsupportedContent } from '../texts/guest.js';
import type { Lang } from '../texts/lang.js';
import type { TemplateName } from '../texts/templates.js';

/**
 * The language of a conversation (Spanish by default, English for guests
 * whose language is English) and the kinds of guest messages the flow cannot
 * take as an answer: defined with the texts that name them (`src/texts/`).
 */
export type { Lang, UnsupportedContent };

/** What the channel knows of the guest: Telegram's profile name. Offered as a one-tap answer, never taken silently. */
export interface ProfileHint {
  firstName?: string;
  lastName?: string;
  /** The number the guest writes from, E.164 (WhatsApp's sender): offered as the phone answer, never taken silently. */
  phone?: string;
}

/** A button (Telegram inline keyboard) or numbered option (terminal). `value` comes back as a `choice` input. */
export interface Choice {
  label: string;
  value: string;
}

/**
 * One message to the guest. `choices` are offered as buttons; `url` is a link
 * to open (the payment link); `requestContact` asks the channel to offer a
 * "share my phone number" button (Telegram's contact request), whose answer
 * comes back as a `contact` input.
 */
export interface Reply {
  text: string;
  choices?: Choice[];
  url?: string;
  requestContact?: boolean;
  /**
   * This message is the booking card of chatbot booking `card` (its summary
   * with the Pay button): a channel that can edit messages remembers it and
   * edits it in place as the booking changes ({@link cardUpdate}).
   */
  card?: string;
  /**
   * The new content of an earlier booking card (paid: the booking code and no
   * Pay button; expired: no Pay button, a "search again" button). A channel
   * that remembers the card edits it before sending this message; others
   * ignore it (the message itself says the same).
   */
  cardUpdate?: CardUpdate;
  /**
   * The same message as a pre-approved template (`src/texts/templates.ts`),
   * for a channel that may deliver only templates at that moment (WhatsApp
   * more than 24 hours after the guest's last message). A reply without it
   * is not sent there then.
   */
  template?: ReplyTemplate;
}

/** A reply as template `name` with its body parameters in order (plain text: no line breaks). */
export interface ReplyTemplate {
  name: TemplateName;
  params: string[];
}

/** New text and buttons of the booking card of `chatbotId` (no `choices`: no buttons at all). */
export interface CardUpdate {
  chatbotId: string;
  text: string;
  choices?: Choice[];
}

/** Outcome of a watched payment, as the payment watcher or the webhook receiver sees it. */
export type PaymentOutcome =
  | { outcome: 'paid'; chatbotId: string }
  | { outcome: 'rejected'; chatbotId: string; reason?: string }
  | { outcome: 'expired'; chatbotId: string };

/**
 * Why a conversation was handed to the hotel's staff: the guest asked for a
 * person (`asked`, in words, with the button or /humano), after answers the
 * bot did not understand (`notUnderstood`), for a request only staff can
 * answer (`request`), or staff took it from a post of theirs (`staff`).
 */
export type HandoffReason = 'asked' | 'notUnderstood' | 'request' | 'staff';

/** One message of the conversation, kept for the staff's first post: who said it and its text (cut). */
export interface RecentMessage {
  from: 'guest' | 'bot';
  text: string;
}

/**
 * A file the guest sent (a photo, a document, a voice note…), as its channel
 * names it: `ref` is the channel's own reference (Telegram's `file_id`),
 * fetched from the channel only when staff are to see it; `name` and `mime`
 * when the channel gives them; `caption`, the text sent with it.
 */
export interface GuestFile {
  ref: string;
  name?: string;
  mime?: string;
  caption?: string;
}

/** A guest's file fetched from their channel for the staff: its bytes, name and type. */
export interface FetchedFile {
  bytes: Buffer;
  name: string;
  mime?: string;
}

/** Commands of the flow. */
export type FlowCommand = 'start' | 'help' | 'cancel' | 'status' | 'language' | 'human';

/** Every command of the channels' menus. */
export const FLOW_COMMANDS: readonly FlowCommand[] = ['start', 'help', 'cancel', 'status', 'language'];

/**
 * Every command word a guest may type (`/humano`), lower case, and the
 * command it is: the menu's commands, plus asking for a person in both
 * languages (`/humano`, `/human`), which is not in the menu.
 */
export const COMMAND_WORDS: Readonly<Record<string, FlowCommand>> = {
  ...Object.fromEntries(FLOW_COMMANDS.map((c) => [c, c])),
  human: 'human',
  humano: 'human',
  estado: 'status',
  ayuda: 'help',
  cancelar: 'cancel',
  idioma: 'language',
};

/**
 * The commands a guest may type as a whole message without the slash
 * ("estado", "Status", "ayuda.", "humano") on channels without a command
 * menu (WhatsApp): every command word but `start`, whose bare word is too
 * easily meant otherwise.
 */
export function typedCommandOf(text: string): FlowCommand | undefined {
  const m = /^\s*(\/?)([\p{L}]+)[\s.!?¡¿]*$/u.exec(text.normalize('NFD').replace(/\p{M}/gu, ''));
  if (!m) return undefined;
  const command = commandOf(m[2]!);
  return command === 'start' && m[1] === '' ? undefined : command;
}

/** The command a typed command word is (any case), or undefined when it is none. */
export function commandOf(word: string): FlowCommand | undefined {
  const w = word.toLowerCase();
  return Object.hasOwn(COMMAND_WORDS, w) ? COMMAND_WORDS[w] : undefined;
}

/** What the channel sends into the flow. */
export type FlowInput =
  /** Text typed by the guest; `profile` what the channel knows of them. */
  | { kind: 'text'; text: string; profile?: ProfileHint }
  /** A button pressed / numbered option chosen: the `value` of a {@link Choice}. */
  | { kind: 'choice'; value: string; profile?: ProfileHint }
  /**
   * A command: /start (with an optional deep-link `payload` naming a city or
   * a hotel), /help, /cancel, /status, /language.
   */
  | { kind: 'command'; command: FlowCommand; payload?: string; profile?: ProfileHint }
  /**
   * A message the bot cannot read (a sticker, photo, voice note, …) or an edit
   * of an earlier message: said so, and the current question again.
   */
  | { kind: 'unsupported'; what: UnsupportedContent; profile?: ProfileHint; file?: GuestFile }
  /** A phone number the guest shared with the channel's own button (Telegram contact), with the names it carries. */
  | { kind: 'contact'; phone: string; firstName?: string; lastName?: string; profile?: ProfileHint }
  /** Result of a `searchAvailability` effect. */
  | { kind: 'availability'; result: AvailabilityResponse }
  /** Result of a `createBooking` effect when the booking was registered; `link` is endpoint 19's answer. */
  | { kind: 'bookingCreated'; chatbotId: string; link: BookingPaymentLink }
  /** Result of a `createBooking` effect when rooms ran out (endpoint 7's no_available_rooms). */
  | { kind: 'bookingUnavailable'; rooms: { room: string; product: string }[] }
  /**
   * Result of a `checkStatus` effect (endpoint 20): its `payment_status` and `reservation_status` texts, its
   * `expiration_date`, and `payable`: whether the booking can still be paid (neither paid nor expired), decided by
   * the bot from the interface's statuses; the deadline is shown only while it is.
   */
  | { kind: 'status'; chatbotId: string; paymentStatus: string; reservationStatus: string; expirationDate: string; payable: boolean }
  /**
   * An effect failed (service unreachable, 4xx/5xx); `message` is for logs, the flow apologises in the guest's language.
   * `reason: 'busy'`: the service throttled the bot and it gave up waiting; the guest hears that many people are
   * searching right now, not that the service failed.
   */
  | { kind: 'effectFailed'; effect: Effect['kind']; message: string; reason?: 'busy' }
  /** A payment outcome of a booking of this chat (from the watcher or a webhook). */
  | ({ kind: 'payment' } & PaymentOutcome)
  /**
   * The payment of chatbot booking `chatbotId` of this chat is in process:
   * the carrier is still deciding (a PSE or Nequi payment can stay pending
   * for minutes). Sent once per booking, before its outcome (from the watcher
   * or a webhook): the flow tells the guest it was received and that there is
   * no need to pay again; the outcome follows as a `payment` input.
   */
  | { kind: 'paymentInProcess'; chatbotId: string }
  /**
   * The payment deadline of chatbot booking `chatbotId` is near (sent once, a
   * set time before it): the flow reminds the guest with the Pay button while
   * that booking still awaits payment, and says nothing otherwise.
   */
  | { kind: 'paymentReminder'; chatbotId: string }
  /**
   * An event of the hotel's staff on a conversation handed to them: a person
   * `taken` it (their first name), wrote a `message` to the guest, `returned`
   * it to the bot or `closed` it.
   */
  | { kind: 'staff'; event: 'taken'; name: string }
  | { kind: 'staff'; event: 'message'; name: string; text: string }
  | { kind: 'staff'; event: 'returned' | 'closed'; name?: string }
  /** Nobody took the conversation within the hotel's first-response target (the guest stays in the queue). */
  | { kind: 'staff'; event: 'noAnswer' }
  /** Handed over while the desk is closed: `opens`, the ISO instant it opens. */
  | { kind: 'staff'; event: 'deskClosed'; opens: string }
  /** Closed after a long silence: the bot resumes. */
  | { kind: 'staff'; event: 'timedOut' }
  /** A person of the staff writes to the guest first (from an alert about booking `chatbotId`): the chat is handed over, taken by them. */
  | { kind: 'staff'; event: 'contact'; name: string; chatbotId?: string };

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
  /**
   * Start watching the payment of `chatbotId` (poll endpoint 20 until paid
   * or expired); no answer. `hotelId` / `hotelName`: the hotel booked, when
   * the flow still knows it (staff alerts go to its channel).
   */
  | { kind: 'watchPayment'; chatbotId: string; expirationDate: string; hotelId?: number; hotelName?: string }
  /** Call endpoint 20 for `chatbotId`; answer with `status` or `effectFailed`. */
  | { kind: 'checkStatus'; chatbotId: string }
  /**
   * Hand the conversation to the hotel's staff: who (`guestName` when known,
   * `lang`), what the bot understood (`summary`, one line), why (`reason`,
   * `requests`) and the last messages (`recent`). No answer: the staff's
   * events come back as `staff` inputs. Produced only when the step context
   * says staff can be reached (`handoff`).
   */
  | {
      kind: 'handOff';
      reason: HandoffReason;
      lang: Lang;
      summary: string;
      recent: RecentMessage[];
      guestName?: string;
      requests?: GuestRequest[];
    }
  /** A guest message (or a note of what they sent, with the file when the channel gave one) for the staff who has the conversation. No answer. */
  | { kind: 'relayToStaff'; text: string; file?: GuestFile }
  /** The guest left the staff (went back to the bot, /start, /cancel): the staff is told. No answer. */
  | { kind: 'handOffEnded'; by: 'guest' };

/** Result of one step of the flow. */
export interface StepResult<S> {
  state: S;
  replies: Reply[];
  effects: Effect[];
}
