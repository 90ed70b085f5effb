/**
 * The guest booking conversation as a pure state machine:
 * `step(state, input, ctx) → { state, replies, effects }`.
 *
 * Every message is read for everything it holds (`understand`): what
 * it says fills the booking's slots, and the bot asks only for what is still
 * missing, in this order: destination, dates, nights, people, children's
 * ages; then the search; the hotel and rate; the guest's name, phone, email,
 * city of residence (and country, when the phone does not tell it); the
 * summary. The next question is derived from the state (`advance` in `dialogue.ts`),
 * so a value given early, a correction or an edit from the summary all lead
 * to the right next question without special paths.
 *
 * Each question is declared once, with everything about it, in `QUESTIONS`
 * (`questions.ts`). The machine is in parts, each importing only those
 * before it:
 * - `context.ts`: what a step needs and gives, what the current step waits on;
 * - `offers.ts`: choosing what to offer from the availability, the booking request;
 * - `dialogue.ts`: what to say and ask next (reads the question table: ask
 *   and re-ask, the summary, the search, change a part, go back);
 * - `apply.ts`: applying what was understood to the draft;
 * - `inputs.ts`: the handler of each kind of input;
 * - here: {@link step}, which runs one input through them.
 *
 * Pure: no I/O, no clock reads, no randomness — the instant, the id generator
 * and the destination catalogue come in `ctx`. Texts come from the catalogue
 * (`src/texts/guest.ts`) in `state.lang`.
 */
import { bogotaDate } from '../clock.js';
import { formatBogotaInstant } from '../texts/format.js';
import { DEMO_CATALOGUE } from './understand/destinations.js';
import { foldKeepLength } from './understand/text.js';
import { textsFor } from './draft.js';
import { FLOW_STEPS, initialState, type FlowState } from './state.js';
import { MISSES_BEFORE_OFFER, personChoice, remember, staffContact, whileHandedOff } from './handoff.js';
import { extractOccupancy } from './understand/occupancy/index.js';
import { extractRequests } from './understand/requests.js';
import { spellOutShorthand } from './understand/shorthand.js';
import type { FlowInput, Lang, ProfileHint, StepResult } from './types.js';
import { type Ctx, type Result, type StepContext, done, expecting } from './context.js';
import { failure, handoffDeps, reask } from './dialogue.js';
import { onAvailability, onBookingCreated, onBookingUnavailable, onChoice, onCommand, onContact, onPayment, onPaymentInProcess, onText } from './inputs.js';

export { CHOICE } from './draft.js';
export type { StepContext } from './context.js';

/** A state read back from storage: anything unrecognisable restarts idle (a booking awaiting payment is kept). */
function sane(state: FlowState): FlowState {
  const raw = state as unknown as Record<string, unknown> | null;
  const lang: Lang = raw && raw.lang === 'en' ? 'en' : 'es';
  if (raw?.version !== 2 || !(FLOW_STEPS as readonly string[]).includes(state.step)) {
    const fresh = initialState(lang);
    const awaiting = raw?.awaiting as FlowState['awaiting'];
    if (raw && raw.step === 'awaitingPayment' && awaiting?.chatbotId) return { ...fresh, step: 'awaitingPayment', awaiting };
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
      const t = textsFor(state);
      const missed = state.step === before.step && replies[0]?.text.startsWith(t.notUnderstood) === true;
      const misses = missed ? (before.misses ?? 0) + 1 : 0;
      state = { ...state };
      if (misses) state.misses = misses;
      else delete state.misses;
      // Read with chat shorthand spelled out ("silla d ruedas"), as the answer itself was; an address or a phone as typed.
      const asked = expecting(before);
      const said = asked === 'email' || asked === 'phone' ? input.text : spellOutShorthand(input.text, before.lang);
      const message = { raw: said, folded: foldKeepLength(said), lang: state.lang, today: c.today };
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
      if (s.step === 'idle') return done(s, [{ text: `${textsFor(s).unsupported(input.what)}\n\n${textsFor(s).help}` }]);
      return reask(s, c, textsFor(s).unsupported(input.what));
    case 'availability':
      return onAvailability(s, input.result, c);
    case 'bookingCreated':
      return onBookingCreated(s, input.chatbotId, input.link);
    case 'bookingUnavailable':
      return onBookingUnavailable(s, input.rooms, c);
    case 'status': {
      const t = textsFor(s);
      return done(s, [
        {
          text: t.status(
            input.chatbotId,
            t.paymentStatus(input.paymentStatus),
            t.reservationStatus(input.reservationStatus),
            // A deadline only while the booking can still be paid.
            input.payable ? formatBogotaInstant(input.expirationDate, s.lang) : undefined,
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
        { text: textsFor(s).paymentReminder(a.chatbotId, expiry), url: a.url, template: { name: 'payment_reminder', params: [a.chatbotId, expiry, a.url] } },
      ]);
    }
    case 'staff':
      // Staff writing first (from an alert) hands the chat over; any other staff event for a conversation no longer handed
      // over (the guest went back to the bot meanwhile) has nothing to say.
      if (input.event === 'contact') return staffContact(s, input, c.now);
      return done(s);
  }
}
