/**
 * Trace ids in log lines (`docs/decisions/0026-traces.md`): a pino `mixin`
 * adding `trace_id` and `span_id` of the active span to every line logged
 * while one is active, so a log line leads to its trace and back. Uses only
 * `@opentelemetry/api`: with tracing off no span is ever active and the
 * mixin adds nothing (one context lookup per line).
 */
import { isSpanContextValid, trace } from '@opentelemetry/api';

/**
 * pino `mixin`: `{trace_id, span_id}` (32 and 16 lowercase hex characters)
 * of the active span (sampled or not); `{}` when none is active.
 *
 * @example pino({ level: 'info', mixin: traceLogFields })
 */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  // A new object every time: pino merges the line's own fields into what the mixin returns.
  if (!span) return {};
  const ctx = span.spanContext();
  if (!isSpanContextValid(ctx)) return {};
  const { traceId, spanId } = ctx;
  return { trace_id: traceId, span_id: spanId };
}
