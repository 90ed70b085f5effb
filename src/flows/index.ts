/**
 * Channel-neutral guest booking conversation (Spanish/English): a pure state
 * machine {@link step} over a JSON {@link FlowState}, and {@link runFlow} to
 * drive it with an effect runner. See `types.ts` for inputs, replies and effects.
 */
export type { CardUpdate, Choice, Effect, FlowCommand, FlowInput, Lang, PaymentOutcome, ProfileHint, Reply, StepResult, UnsupportedContent } from './types.js';
export { FLOW_COMMANDS } from './types.js';
export type {
  AwaitedBooking,
  FlowState,
  FlowStep,
  GuestDetails,
  HotelOption,
  ProductOption,
  RoomRequest,
  SearchDraft,
  Clarify,
} from './state.js';
export { currentBooking, detectLang, initialState } from './state.js';
export { CHOICE, step, type StepContext } from './machine.js';
export { runFlow, type RunContext } from './run.js';
export { cityNames, DEMO_CATALOGUE, parseCatalogue, type Catalogue } from './understand/destinations.js';
export { understand, type UnderstandContext, type Understanding } from './understand/index.js';
export { TEXTS, type Texts } from '../texts/guest.js';
