/**
 * Channel-neutral guest booking conversation (Spanish/English): a pure state
 * machine {@link step} over a JSON {@link FlowState}, and {@link runFlow} to
 * drive it with an effect runner. See `types.ts` for inputs, replies and effects.
 */
export type { Choice, Effect, FlowInput, Lang, PaymentOutcome, Reply, StepResult } from './types.js';
export type {
  AwaitedBooking,
  FlowState,
  FlowStep,
  GuestDetails,
  HotelOption,
  ProductOption,
  RoomRequest,
  SearchDraft,
} from './state.js';
export { currentBooking, detectLang, initialState } from './state.js';
export { CHOICE, step, type StepContext } from './machine.js';
export { runFlow, type RunContext } from './run.js';
export { KNOWN_CITIES } from './parse.js';
export { TEXTS, type Texts } from './texts.js';
