/**
 * The OpenTelemetry SDK of hotelbot (`docs/decisions/0026-traces.md`): the
 * only module that loads it. The entry imports it (dynamically) only when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set, so without that setting no SDK code
 * is loaded and every span of the code base is `@opentelemetry/api`'s no-op.
 *
 * Started, it registers for the whole process: a tracer provider whose
 * resource names the process (`service.name`), the W3C trace-context
 * propagator (`traceparent`), the async-local-storage context manager, and
 * the instrumentations of the ecosystem — `@fastify/otel` (a span per request
 * of every Fastify app created afterwards: the service's and the bot's
 * receiver), `@opentelemetry/instrumentation-undici` (a client span per
 * request of the typed client, carrying `traceparent` to the service) and
 * `@opentelemetry/instrumentation-pg` (a span per PostgreSQL query, its
 * statement without values). The spans the code makes itself (conversation
 * steps, webhook deliveries, carrier calls) are `@opentelemetry/api` calls
 * in the bot and the domain.
 */
import { createRequire } from 'node:module';
import { context, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { FastifyOtelInstrumentation } from '@fastify/otel';

/** Default `service.name` of each side (`OTEL_SERVICE_NAME` overrides it). */
export const DEFAULT_SERVICE_NAMES = { service: 'hotelbot-service', bot: 'hotelbot-bot' } as const;

/** Options of {@link startTracing}. */
export interface TracingOptions {
  /** `service.name` of the spans of this process (e.g. `hotelbot-service`). */
  serviceName: string;
  /**
   * OTLP/HTTP base URL (`OTEL_EXPORTER_OTLP_ENDPOINT`, e.g.
   * `http://collector:4318`): spans are POSTed, batched, to `<endpoint>/v1/traces`
   * as protobuf-free JSON over HTTP. Ignored when `exporter` is given.
   */
  endpoint?: string;
  /**
   * Where finished spans go instead of OTLP (tests pass an
   * `InMemorySpanExporter`; the benchmark one that drops them): each one as
   * it ends, or batched as OTLP's are with `batch`.
   */
  exporter?: SpanExporter;
  /** With `exporter`: batch the spans as the OTLP export does (default false: each span as it ends). */
  batch?: boolean;
}

/** A started SDK. */
export interface Tracing {
  /** Export what is buffered, stop the instrumentations, unregister the SDK (idempotent). */
  shutdown(): Promise<void>;
}

let running: Tracing | undefined;

/**
 * Register the SDK for this process (see the module comment). Call it
 * before the Fastify apps are built (their request spans are added as each
 * app is created). A second call while one is running returns the running one.
 *
 * @throws TypeError when neither `endpoint` nor `exporter` is given.
 */
export function startTracing(opts: TracingOptions): Tracing {
  if (running) return running;
  if (!opts.exporter && !opts.endpoint) throw new TypeError('startTracing needs an OTLP endpoint or an exporter');
  const processor: SpanProcessor = opts.exporter
    ? opts.batch
      ? new BatchSpanProcessor(opts.exporter)
      : new SimpleSpanProcessor(opts.exporter)
    : new BatchSpanProcessor(new OTLPTraceExporter({ url: `${opts.endpoint!.replace(/\/+$/, '')}/v1/traces` }));
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: opts.serviceName, [ATTR_SERVICE_VERSION]: packageVersion() }),
    spanProcessors: [processor],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // One span per request (none per hook nor for the handler): the route template as its name and path, never the raw URL.
        instrumentHooks: false,
        instrumentHandler: false,
        requestHook: (span, request) => {
          const route = request.routeOptions.url ?? 'unmatched';
          span.updateName(`${request.method} ${route}`);
          span.setAttribute('url.path', route);
          span.setAttribute('hotelbot.request_id', String(request.id));
        },
      }),
      new UndiciInstrumentation({
        // A caller that set `traceparent` itself (a webhook delivery try) made its own client span.
        ignoreRequestHook: (request) => hasHeader(request.headers, 'traceparent'),
      }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  // pg was imported before the SDK started (the store is loaded with the entry): requiring it again hands it to the
  // instrumentation, which patches the prototypes of its already loaded client and pool in place.
  patchLoaded(['pg', 'pg-pool']);
  let stopped: Promise<void> | undefined;
  running = {
    shutdown: () =>
      (stopped ??= (async () => {
        unregister();
        await provider.shutdown().catch(() => undefined);
        trace.disable();
        propagation.disable();
        context.disable();
        running = undefined;
      })()),
  };
  return running;
}

/** Whether undici request headers (an array of alternating names and values, or a raw header block) include `name`. */
function hasHeader(headers: unknown, name: string): boolean {
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return true;
    return false;
  }
  if (typeof headers !== 'string') return false;
  const block = `\n${headers.toLowerCase()}`;
  return block.includes(`\n${name}:`);
}

/** Require CommonJS modules already loaded, so require-in-the-middle hands them to the instrumentations (errors ignored). */
function patchLoaded(ids: readonly string[]): void {
  const require = createRequire(import.meta.url);
  for (const id of ids) {
    try {
      require(id);
    } catch {
      // Not installed or not requirable: nothing to patch.
    }
  }
}

/** This package's version (the resource's `service.version`). */
function packageVersion(): string {
  try {
    return (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
}
