/**
 * The conversation handed to a person of the hotel's staff, on the flow's
 * side (pure, like the rest of the flow): when the guest asks for a person,
 * the flow hands over with a `handOff` effect (who, what the bot understood,
 * why, the last messages); while staff has it, every guest message becomes a
 * `relayToStaff` effect and the bot says nothing but answers commands; the
 * staff's events come back as `staff` inputs (taken, a message, returned to
 * the bot, closed). Channels that cannot reach the staff run without it
 * (`StepContext.handoff` false): asking for a person is answered with a note,
 * and the bot goes on.
 *
 * A person is offered, never forced, after two answers in a row the bot did
 * not understand and beside a request only staff can answer (a pet, an
 * invoice…): the booking values said with it are still taken.
 */
import type { GuestRequest } from './understand/types.js';
import type { FlowState } from './state.js';
import { formatBogotaWhen } from '../texts/format.js';
import { textsFor } from './draft.js';
import { RECENT_MESSAGES, RECENT_TEXT_CHARS } from './limits.js';
import type { Choice, Effect, FlowInput, HandoffReason, RecentMessage, Reply, StepResult } from './types.js';

/** The value of the button that asks for a person. */
export const HUMAN_CHOICE = 'human';
/** The value of the button that leaves the staff and goes on with the bot. */
export const BOT_CHOICE = 'bot';
/** Answers in a row the bot did not understand before a person is offered. */
export const MISSES_BEFORE_OFFER = 2;

/** What the hand-off needs from the rest of the flow. */
export interface HandoffDeps {
  /** The current question again, as it would be asked (empty when none is open). */
  prompt(s: FlowState): Reply[];
  /** The one-line stay summary of what the bot understood so far ('' when nothing). */
  summary(s: FlowState): string;
  /** Now (for when the desk opens: "mañana a las 7:00"). */
  now: Date;
}

/** The button that asks for a person, in the chat's language. */
export function personChoice(s: FlowState): Choice {
  return { label: textsFor(s).talkToPerson, value: HUMAN_CHOICE };
}

/** The button that goes back to the bot, in the chat's language. */
function botChoice(s: FlowState): Choice {
  return { label: textsFor(s).backToBot, value: BOT_CHOICE };
}

/**
 * Hand the conversation to the staff (`available`), or say that no person can
 * be reached from here and go on (`!available`: the current question again).
 * Asked again while staff already has it: said so, nothing more.
 */
export function handOver(
  s: FlowState,
  reason: HandoffReason,
  now: Date,
  available: boolean,
  deps: HandoffDeps,
  requests?: readonly GuestRequest[],
): StepResult<FlowState> {
  const t = textsFor(s);
  if (s.handoff) return { state: s, replies: [{ text: t.handoffAlready, choices: [botChoice(s)] }], effects: [] };
  if (!available) {
    const current = deps.prompt(s);
    return { state: s, replies: [{ text: t.noStaff }, ...current], effects: [] };
  }
  const state: FlowState = {
    ...s,
    handoff: { status: 'waiting', reason, since: now.toISOString(), ...(requests?.length ? { requests: [...requests] } : {}) },
  };
  delete state.misses;
  const effect: Effect = {
    kind: 'handOff',
    reason,
    lang: s.lang,
    summary: deps.summary(s),
    recent: s.recent ?? [],
    ...guestName(s),
    ...(requests?.length ? { requests: [...requests] } : {}),
  };
  return { state, replies: [{ text: t.handedOff, choices: [botChoice(s)] }], effects: [effect] };
}

/** The guest's name for the staff: the one given for the booking, else the channel profile's (e.g. Telegram's), else none. */
function guestName(s: FlowState): { guestName?: string } {
  const given = [s.guest.firstName, s.guest.lastName].filter(Boolean).join(' ');
  if (given) return { guestName: given };
  const profile = [s.profile?.firstName, s.profile?.lastName].filter(Boolean).join(' ');
  return profile ? { guestName: profile } : {};
}

/** Leave the staff: the bot resumes where the conversation was, the current question asked again. */
function resume(s: FlowState, lead: string, deps: HandoffDeps, effects: Effect[] = []): StepResult<FlowState> {
  const state: FlowState = { ...s };
  delete state.handoff;
  const current = deps.prompt(state);
  const first = current[0];
  const replies = first ? [{ ...first, text: `${lead}\n\n${first.text}` }, ...current.slice(1)] : [{ text: lead }];
  return { state, replies, effects };
}

/**
 * One input while staff has the conversation, or undefined when the flow
 * handles it as usual (results of the service, payments, commands other than
 * /cancel and /human). Guest text and messages the bot cannot read are
 * relayed, silently; "back to the bot" (the button or /start) resumes; staff
 * events are said to the guest.
 */
export function whileHandedOff(s: FlowState, input: FlowInput, deps: HandoffDeps): StepResult<FlowState> | undefined {
  const h = s.handoff;
  if (!h) return undefined;
  const t = textsFor(s);
  switch (input.kind) {
    case 'text':
      return { state: s, replies: [], effects: [{ kind: 'relayToStaff', text: input.text }] };
    case 'unsupported':
      return { state: s, replies: [], effects: [{ kind: 'relayToStaff', text: `[${input.what}]`, ...(input.file ? { file: input.file } : {}) }] };
    case 'contact':
      return { state: s, replies: [], effects: [{ kind: 'relayToStaff', text: input.phone }] };
    case 'choice':
      if (input.value === BOT_CHOICE) return resume(s, t.guestReturned, deps, [{ kind: 'handOffEnded', by: 'guest' }]);
      if (input.value === HUMAN_CHOICE) return { state: s, replies: [{ text: t.handoffAlready, choices: [botChoice(s)] }], effects: [] };
      // A button of an earlier message while a person has the chat: nothing to do, said to nobody.
      return { state: s, replies: [], effects: [] };
    case 'command':
      if (input.command === 'human') return { state: s, replies: [{ text: t.handoffAlready, choices: [botChoice(s)] }], effects: [] };
      // /start and /cancel leave the staff and then run as usual (see `step`); the others are answered as usual.
      return undefined;
    case 'staff':
      switch (input.event) {
        case 'taken':
          return { state: { ...s, handoff: { ...h, status: 'human', staff: input.name } }, replies: [{ text: t.staffTook(input.name) }], effects: [] };
        case 'contact':
          return staffContact(s, input, deps.now);
        case 'message':
          return { state: s, replies: [{ text: t.staffSays(input.name, input.text) }], effects: [] };
        case 'returned':
          return resume(s, t.staffReturned(input.name ?? h.staff), deps);
        case 'noAnswer':
          return { state: s, replies: [{ text: t.staffNoAnswer, choices: [botChoice(s)] }], effects: [] };
        case 'deskClosed':
          return { state: s, replies: [{ text: t.staffDeskClosed(formatBogotaWhen(input.opens, deps.now, s.lang)), choices: [botChoice(s)] }], effects: [] };
        case 'timedOut':
          return resume(s, t.staffTimedOut, deps);
        case 'closed': {
          const state: FlowState = { ...s };
          delete state.handoff;
          return { state, replies: [{ text: t.staffClosed(input.name ?? h.staff) }], effects: [] };
        }
      }
      return undefined;
    default:
      return undefined;
  }
}

/**
 * A person of the staff writes to the guest first (from an alert about one
 * of their bookings): the conversation is handed over, taken by them, and
 * the guest is told who writes and how to go back to the bot. Handled while
 * handed over or not.
 */
export function staffContact(s: FlowState, input: Extract<FlowInput, { kind: 'staff'; event: 'contact' }>, now: Date): StepResult<FlowState> {
  const state: FlowState = { ...s, handoff: { status: 'human', reason: 'staff', since: now.toISOString(), staff: input.name } };
  delete state.misses;
  return { state, replies: [{ text: textsFor(s).staffContact(input.name, input.chatbotId), choices: [botChoice(s)] }], effects: [] };
}

/**
 * Remember one message of the conversation for the staff's first post (the
 * last {@link RECENT_MESSAGES}, each cut to {@link RECENT_TEXT_CHARS}).
 */
export function remember(s: FlowState, from: RecentMessage['from'], text: string): FlowState {
  const trimmed = text.trim();
  if (!trimmed) return s;
  const cut = trimmed.length > RECENT_TEXT_CHARS ? `${trimmed.slice(0, RECENT_TEXT_CHARS - 1)}…` : trimmed;
  return { ...s, recent: [...(s.recent ?? []), { from, text: cut }].slice(-RECENT_MESSAGES) };
}
