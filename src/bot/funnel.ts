/**
 * The booking funnel's facts, written where they happen, in the transaction
 * that commits them (`docs/decisions/0027-funnel.md`):
 * - the conversation's facts by {@link recordConversationFunnel}, called by
 *   `ConversationService` in the transaction that saves the new flow state,
 *   read from the states before and after the input (the flow stays pure and
 *   knows nothing of the funnel);
 * - `paid`, `expired` and `reminder_sent` by {@link recordBookingFunnel},
 *   called by the payment watcher in the transaction that records the
 *   guest's notice of it in the outbox.
 *
 * **Attempts.** A chat's facts belong to its current booking attempt
 * (`funnel_attempts`). Attempt 1 opens at the chat's first guest message;
 * an attempt ends when its booking is paid or expires (the watcher closes
 * it) or when the guest starts over (`/start`, `/cancel`, the "new search",
 * "restart" or "cancel" buttons, leaving the conversation with no
 * destination) after it reached at least its destination; the next guest
 * message (the restart itself) opens attempt + 1, which begins with its own
 * `conversation_started`. The bot's own inputs (search results, payment
 * outcomes, reminders, staff events) never open an attempt.
 *
 * **Dedupe rule.** Each event is written at most once per (channel, chat,
 * attempt): the first time the attempt reaches it (a unique key; a later
 * input that finds the same fact writes nothing). A fact is "reached" when
 * the state after an input shows it, so a slot kept from an earlier attempt
 * (a search kept after an expiry) counts for the new attempt at its first
 * input. A handling whose transaction rolls back (a stale state handled
 * again, a dropped update) leaves no event.
 */
import type { FlowState } from '../flows/index.js';
import { CHOICE } from '../flows/draft.js';
import type { FlowInput, Reply } from '../flows/types.js';
import { FunnelRepo, type FunnelEvent, type FunnelFact } from '../store/bot/funnel.js';
import type { ChatRef } from '../store/bot/repos.js';
import type { Tx } from '../store/sql.js';
import { GUEST_MESSAGE_KINDS } from './metrics.js';

/** The steps that show the guest's details are complete: the summary and what follows it. */
const DETAILS_COMPLETE_STEPS: ReadonlySet<string> = new Set(['confirm', 'editPick', 'creating', 'awaitingPayment']);

/** Choice values that start the conversation over (with `/start` and `/cancel`). */
const RESTART_CHOICES: ReadonlySet<string> = new Set([CHOICE.newSearch, CHOICE.restart, CHOICE.cancel]);

/** COP major units (the flow's floats) → minor units (centavos), or null. */
function minor(amount: number | undefined): number | null {
  return amount === undefined || !Number.isFinite(amount) ? null : Math.round(amount * 100);
}

/** The hotel, city and amount (COP minor units) the state knows: the chosen hotel's, or the one the guest named. */
export function whereOf(s: FlowState): { hotelId: number | null; city: string | null; amount: number | null } {
  const chosen = s.hotel !== undefined ? s.hotels[s.hotel] : undefined;
  const picked =
    chosen && chosen.rooms.length > 0 && s.picks.length >= chosen.rooms.length
      ? chosen.rooms.reduce((sum, options, i) => sum + (options[s.picks[i]!]?.amount ?? Number.NaN), 0)
      : undefined;
  return {
    hotelId: chosen?.id ?? s.search.hotelId ?? null,
    city: chosen?.city ?? s.search.city ?? null,
    amount: minor(s.awaiting?.amount ?? picked),
  };
}

/**
 * The funnel events the conversation shows after one input (pure): every
 * fact the state `after` holds, in path order — the destination, the dates
 * (check-in and nights), the party (adults and every child's age), hotels
 * shown, a rate picked for every room, the summary reached (details
 * complete), the booking registered, its payment link among `replies` —
 * and `handed_to_staff` when the input handed the conversation over.
 * Which of them are new for the attempt is the dedupe rule's business.
 */
export function conversationFacts(before: FlowState | undefined, after: FlowState, replies: readonly Reply[]): FunnelEvent[] {
  const q = after.search;
  const events: FunnelEvent[] = [];
  if (q.city !== undefined || q.hotelId !== undefined) events.push('destination_known');
  if (q.checkin !== undefined && q.nights !== undefined) events.push('dates_known');
  if (q.adults !== undefined && q.ages.length >= (q.children ?? 0)) events.push('party_known');
  if (after.hotels.length > 0 && after.searched !== undefined) events.push('hotels_shown');
  const chosen = after.hotel !== undefined ? after.hotels[after.hotel] : undefined;
  if (chosen && chosen.rooms.length > 0 && after.picks.length >= chosen.rooms.length) events.push('rate_chosen');
  if (DETAILS_COMPLETE_STEPS.has(after.step)) events.push('details_complete');
  const booking = after.step === 'awaitingPayment' ? after.awaiting : undefined;
  if (booking) {
    events.push('booking_created');
    if (replies.some((r) => r.url === booking.url)) events.push('link_sent');
  }
  if (after.handoff !== undefined && before?.handoff === undefined) events.push('handed_to_staff');
  return events;
}

/** Whether `input` starts the conversation over, leaving it with no destination (see the module comment). */
export function isRestart(input: FlowInput, after: FlowState): boolean {
  const asked =
    (input.kind === 'command' && (input.command === 'start' || input.command === 'cancel')) || (input.kind === 'choice' && RESTART_CHOICES.has(input.value));
  return asked && after.search.city === undefined && after.search.hotelId === undefined && after.awaiting === undefined;
}

/** What {@link recordConversationFunnel} needs of one handled input. */
export interface ConversationStep {
  input: FlowInput;
  /** The stored state the input was handled on (undefined: the chat's first input). */
  before: FlowState | undefined;
  after: FlowState;
  replies: readonly Reply[];
  /** The bot's API key name, when known (`null` otherwise). */
  agency: string | null;
  now: Date;
}

/**
 * Write the funnel events of one handled input of `chat` in `tx`, the
 * transaction saving its new state: open the attempt a guest message opens
 * (see the module comment), then each fact of {@link conversationFacts} not
 * yet written for the attempt, and `search_again_after_expiry` when the
 * attempt follows an expired one and a search ran (hotels shown or none
 * found). Resolves to the events written.
 */
export async function recordConversationFunnel(tx: Tx, chat: ChatRef, c: ConversationStep): Promise<FunnelEvent[]> {
  const repo = new FunnelRepo(tx);
  const guest = GUEST_MESSAGE_KINDS.has(c.input.kind);
  const current = await repo.attempt(chat);
  let attempt: number;
  let afterExpiry: boolean;
  let opened = false;
  if (current === undefined || current.closed !== null) {
    if (!guest) return [];
    attempt = (current?.attempt ?? 0) + 1;
    afterExpiry = current?.closed === 'expired';
    opened = true;
  } else if (guest && isRestart(c.input, c.after) && (await repo.recorded(chat, current.attempt)).has('destination_known')) {
    await repo.close(chat, current.attempt, 'restart', c.now);
    attempt = current.attempt + 1;
    afterExpiry = false;
    opened = true;
  } else {
    attempt = current.attempt;
    afterExpiry = current.afterExpiry;
  }
  if (opened) await repo.open(chat, attempt, afterExpiry, c.now);
  const where = whereOf(c.after);
  const base: Omit<FunnelFact, 'event'> = {
    channel: chat.channel,
    chatId: chat.chatId,
    attempt,
    lang: c.after.lang,
    city: where.city,
    hotelId: where.hotelId,
    agency: c.agency,
    amount: null,
    chatbotId: null,
  };
  const events: FunnelEvent[] = [...(opened ? (['conversation_started'] as const) : []), ...conversationFacts(c.before, c.after, c.replies)];
  const searched = c.after.step === 'noAvailability' || events.includes('hotels_shown');
  if (afterExpiry && searched) events.push('search_again_after_expiry');
  const written: FunnelEvent[] = [];
  for (const event of events) {
    const money = event === 'rate_chosen' || event === 'details_complete' || event === 'booking_created' || event === 'link_sent';
    const booking = event === 'booking_created' || event === 'link_sent' ? (c.after.awaiting?.chatbotId ?? null) : null;
    if (await repo.record({ ...base, event, amount: money ? where.amount : null, chatbotId: booking }, c.now)) written.push(event);
  }
  return written;
}

/** The watched booking a watcher fact is about (a `watched_bookings` row's fields). */
export interface FunnelBooking {
  chatbotId: string;
  channel: string;
  chatId: string;
  lang: string;
  hotelId?: number | null;
}

/**
 * Write `paid`, `expired` or `reminder_sent` of `booking` in `tx`, the
 * transaction recording the guest's notice of it: on the attempt that
 * created the booking (its `booking_created` event; else the chat's current
 * attempt; a chat with no funnel yet gets nothing), with that event's city,
 * hotel, agency and amount. `paid` and `expired` end that attempt when it
 * is still the chat's current one. Resolves to true when written.
 */
export async function recordBookingFunnel(tx: Tx, booking: FunnelBooking, event: 'paid' | 'expired' | 'reminder_sent', now: Date): Promise<boolean> {
  const repo = new FunnelRepo(tx);
  const chat = { channel: booking.channel, chatId: booking.chatId };
  const created = await repo.booking(booking.chatbotId);
  const attempt = created?.attempt ?? (await repo.attempt(chat))?.attempt;
  if (attempt === undefined) return false;
  const hotelId = booking.hotelId === null || booking.hotelId === undefined ? null : Number(booking.hotelId);
  const written = await repo.record(
    {
      event,
      ...chat,
      attempt,
      lang: created?.lang ?? booking.lang,
      city: created?.city ?? null,
      hotelId: created?.hotelId ?? hotelId,
      agency: created?.agency ?? null,
      amount: created?.amount ?? null,
      chatbotId: booking.chatbotId,
    },
    now,
  );
  if (event !== 'reminder_sent') await repo.close(chat, attempt, event, now);
  return written;
}
