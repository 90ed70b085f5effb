/**
 * The bot's spans (`docs/decisions/0026-traces.md`), through
 * `@opentelemetry/api` only: with no SDK registered (the default) every call
 * is the API's no-op and nothing is computed for attributes.
 *
 * No personal data ever goes into an attribute: no text a guest wrote, no
 * name, email, phone nor chat id in clear. A chat is named by
 * {@link chatHash}, a keyed hash whose key is drawn when the process starts:
 * the steps of one chat can be told apart within one process's life, and the
 * hash cannot be reversed by trying phone numbers (WhatsApp's chat ids).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { SpanKind, trace, type Span } from '@opentelemetry/api';
import { runInSpan } from '../tracing/spans.js';

/** The tracer of the bot's own spans (instrumentation scope `hotelbot-bot`). */
export const botTracer = trace.getTracer('hotelbot-bot');

const chatKey = randomBytes(32);

/** A chat's pseudonym in spans: HMAC-SHA256 of `channel:chatId` under this process's key, 16 hex characters. */
export function chatHash(channel: string, chatId: string): string {
  return createHmac('sha256', chatKey).update(`${channel}:${chatId}`).digest('hex').slice(0, 16);
}

/**
 * What one conversation step tells its span (`conversation.step`): the
 * flow's step before and after (state names, e.g. `dates` → `results`) and
 * the kinds of the effects it ran (`search`, `createBooking`…).
 */
export interface StepTrace {
  /** An effect of kind `kind` was run (each kind is listed once, in first-run order). */
  effect(kind: string): void;
  /** The step the conversation was on before the input and the one it is on after. */
  steps(before: string, after: string): void;
}

const NO_STEP_TRACE: StepTrace = { effect() {}, steps() {} };

/**
 * Run one conversation step (`work`) inside span `conversation.step` with
 * attributes `hotelbot.channel`, `hotelbot.chat` ({@link chatHash}),
 * `hotelbot.input.kind` (`text`, `command`, `payment`…), and — from what
 * `work` reports through its {@link StepTrace} — `hotelbot.step.before`,
 * `hotelbot.step.after` and `hotelbot.effects`. The service calls the step's
 * effects make are its child spans. A rejection is recorded (its error type)
 * and rethrown.
 */
export function traceStep<T>(chat: { channel: string; chatId: string }, inputKind: string, work: (step: StepTrace) => Promise<T>): Promise<T> {
  return runInSpan(botTracer, 'conversation.step', { kind: SpanKind.INTERNAL }, async (span) => {
    if (!span.isRecording()) return work(NO_STEP_TRACE);
    span.setAttributes({ 'hotelbot.channel': chat.channel, 'hotelbot.chat': chatHash(chat.channel, chat.chatId), 'hotelbot.input.kind': inputKind });
    const kinds: string[] = [];
    const step: StepTrace = {
      effect(kind) {
        if (!kinds.includes(kind)) kinds.push(kind);
      },
      steps(before, after) {
        span.setAttributes({ 'hotelbot.step.before': before, 'hotelbot.step.after': after });
      },
    };
    try {
      return await work(step);
    } finally {
      span.setAttribute('hotelbot.effects', kinds);
    }
  });
}

/**
 * Run `work` inside span `name` (attributes set by `work` on the span it is
 * handed), a child of the active span. A rejection is recorded and rethrown.
 */
export function inBotSpan<T>(name: string, work: (span: Span) => Promise<T>): Promise<T> {
  return runInSpan(botTracer, name, {}, work);
}
