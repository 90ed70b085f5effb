/**
 * Driver of the flow for channels: one guest input in, all replies out, with
 * the effects run in between.
 */
import { step } from './machine.js';
import type { Catalogue } from './understand/destinations.js';
import type { FlowState } from './state.js';
import type { Effect, FlowInput, Reply } from './types.js';
import { MAX_EFFECTS_PER_INPUT } from './limits.js';

/** What {@link runFlow} needs: a clock, an id generator, and a runner of effects. */
export interface RunContext {
  /** The current instant (read again before every step). */
  now: () => Date;
  /** A fresh unique id (idempotency keys). */
  newId: () => string;
  /** The destinations this deployment sells (default: the demo's). */
  catalogue?: Catalogue;
  /**
   * Runs one effect against the service; resolves with the input to feed back
   * (`availability`, `bookingCreated`, `effectFailed`, …) or null when the
   * effect has no answer (`watchPayment`). Should not reject: failures are
   * reported as `effectFailed`; a rejection is turned into one.
   */
  runEffect: (e: Effect) => Promise<FlowInput | null>;
  /** The hotel's staff can be reached (see `StepContext.handoff`). */
  handoff?: boolean;
  /** Rooms from which a stay is a group the hotel quotes, per hotel (see `StepContext.groupRooms`). */
  groupRooms?: (hotelId: number | undefined) => number | undefined;
}

/**
 * Feed `input` to {@link step}, then run each effect (first in, first out)
 * through `ctx.runEffect`, feeding every non-null result back through `step`
 * until no effects remain. Returns the final state and all replies in order.
 * Stops after {@link MAX_EFFECTS_PER_INPUT} effects.
 */
export async function runFlow(state: FlowState, input: FlowInput, ctx: RunContext): Promise<{ state: FlowState; replies: Reply[] }> {
  const stepCtx = () => ({
    now: ctx.now(),
    newId: ctx.newId,
    ...(ctx.catalogue ? { catalogue: ctx.catalogue } : {}),
    ...(ctx.handoff ? { handoff: true } : {}),
    ...(ctx.groupRooms !== undefined ? { groupRooms: ctx.groupRooms } : {}),
  });
  let result = step(state, input, stepCtx());
  let current = result.state;
  const replies: Reply[] = [...result.replies];
  const queue: Effect[] = [...result.effects];
  let ran = 0;
  while (queue.length > 0 && ran < MAX_EFFECTS_PER_INPUT) {
    const effect = queue.shift()!;
    ran++;
    let answer: FlowInput | null;
    try {
      answer = await ctx.runEffect(effect);
    } catch (err) {
      answer = { kind: 'effectFailed', effect: effect.kind, message: err instanceof Error ? err.message : String(err) };
    }
    if (answer === null) continue;
    result = step(current, answer, stepCtx());
    current = result.state;
    replies.push(...result.replies);
    queue.push(...result.effects);
  }
  return { state: current, replies };
}
