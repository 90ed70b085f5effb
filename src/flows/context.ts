/**
 * What a step of the conversation needs and gives: the context from outside
 * ({@link StepContext}: the instant, ids, the catalogue), the result of a
 * step, and what the current step waits on ({@link expecting}), as the
 * understanding layer names it. Shared by the parts of the machine
 * (`machine.ts`): `offers.ts`, `dialogue.ts`, `apply.ts`, `inputs.ts`.
 */
import type { Catalogue } from './understand/destinations.js';

import type { Slot } from './understand/index.js';
import { isQuestion, QUESTIONS } from './questions.js';
import { initialState, type Clarify, type FlowState, type SpecialStep } from './state.js';
import type { Effect, Reply, StepResult } from './types.js';

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

/** What the steps that are not questions wait on, as the understanding layer names it (each question's is in its entry). */
export const SPECIAL_SLOTS: Partial<Record<SpecialStep, Slot>> = { confirm: 'confirm' };

/** What a step gives: the next state, the replies to show and the effects to run. */
export type Result = StepResult<FlowState>;
/** The step's context with the catalogue resolved and today's date in Bogotá (`YYYY-MM-DD`). */
export type Ctx = StepContext & { catalogue: Catalogue; today: string };

/** A step's result: `state` (kept sane) with its replies and effects. */
export function done(state: FlowState, replies: Reply[] = [], effects: Effect[] = []): Result {
  return { state, replies, effects };
}

/**
 * A fresh idle state in the same language. The search counter, the language
 * choice and the channel's profile survive, so hotel buttons of a search
 * before the reset stay recognisably stale.
 */
export function reset(s: FlowState): FlowState {
  const fresh: FlowState = { ...initialState(s.lang), seq: s.seq };
  if (s.langChosen) fresh.langChosen = true;
  if (s.profile) fresh.profile = s.profile;
  if (s.settled) fresh.settled = s.settled;
  return fresh;
}

/** What a clarification waits on, as the understanding layer names it. */
export function clarifySlot(c: Clarify | undefined): Slot | undefined {
  if (!c) return undefined;
  return c.about === 'lastName' ? 'name' : c.about === 'children' ? 'childAges' : c.about;
}

/** What the current step waits on, as the understanding layer names it (a bare answer is read as that). */
export function expecting(s: FlowState): Slot | undefined {
  if (isQuestion(s.step)) return QUESTIONS[s.step].slot;
  return s.step === 'clarify' ? clarifySlot(s.clarify) : SPECIAL_SLOTS[s.step];
}
