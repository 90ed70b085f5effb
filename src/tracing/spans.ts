/**
 * Running work inside a span, the one way both sides make theirs
 * (`docs/decisions/0026-traces.md`): the service domain through its
 * `inSpan` (`src/api/domain/tracing.ts`), the bot through `inBotSpan` and
 * `traceStep` (`src/bot/tracing.ts`). Uses only `@opentelemetry/api`, so
 * with no SDK registered every span is the API's no-op; it loads nothing
 * else, and it is the one module of `src/tracing` the domain and the bot
 * may import.
 */
import { context, SpanStatusCode, type Context, type Span, type SpanOptions, type Tracer } from '@opentelemetry/api';

/**
 * Mark `span` failed by `err`: status error and attribute `error.type` (the
 * error's class name, or `unknown`; never its message, which may carry
 * personal data).
 */
function recordSpanFailure(span: Span, err: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR });
  span.setAttribute('error.type', err instanceof Error ? err.name : 'unknown');
}

/**
 * Run `work` inside a new active span `name` of `tracer` (child of `parent`,
 * default the active context), ending it when `work` settles. A rejection
 * is recorded ({@link recordSpanFailure}) and rethrown.
 *
 * @example
 * await runInSpan(trace.getTracer('hotelbot-bot'), 'webhook.apply', {}, async (span) => { span.setAttribute('x', 1); … });
 */
export function runInSpan<T>(
  tracer: Tracer,
  name: string,
  options: SpanOptions,
  work: (span: Span) => Promise<T>,
  parent: Context = context.active(),
): Promise<T> {
  return tracer.startActiveSpan(name, options, parent, async (span) => {
    try {
      return await work(span);
    } catch (err) {
      recordSpanFailure(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}
