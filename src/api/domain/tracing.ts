/**
 * The service domain's spans (`docs/decisions/0026-traces.md`), through
 * `@opentelemetry/api` only: with no SDK registered (the default: the entry
 * loads `src/tracing/sdk.ts` only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set)
 * every call here is the API's no-op — no span is recorded, no header
 * written, nothing stored. Attributes are closed sets of words, numbers and
 * the carrier's or the outbox's own ids; never a payer's or guest's data.
 */
import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';
import { runInSpan } from '../../tracing/spans.js';

/** The tracer of the service's own spans (instrumentation scope `hotelbot-service`). */
export const serviceTracer = trace.getTracer('hotelbot-service');

/**
 * The W3C `traceparent` of the active context (`00-<trace id>-<span id>-<flags>`),
 * or null when no span is active or no SDK is registered. Cheap.
 */
export function activeTraceparent(): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/**
 * The context continuing the trace of a stored `traceparent` (null or
 * malformed: the active context, i.e. a new trace).
 */
export function contextOf(traceparent: string | null | undefined): Context {
  return traceparent ? propagation.extract(context.active(), { traceparent }) : context.active();
}

/**
 * Run `work` inside a new span `name` (child of `parent`, default the
 * active context), ending it when `work` settles: a rejection is recorded
 * on the span (its error type, not its message) and rethrown.
 *
 * @param kind the span's kind (default internal; a call to another system is a client span).
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  opts: { kind?: SpanKind; parent?: Context } = {},
): Promise<T> {
  return runInSpan(serviceTracer, name, { kind: opts.kind ?? SpanKind.INTERNAL, attributes }, work, opts.parent);
}

export { SpanKind, SpanStatusCode };
