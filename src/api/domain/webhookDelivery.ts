/**
 * Delivery of the webhook outbox (rows written by `./webhookEvents.ts`): a
 * worker that POSTs each due row, signed per Standard Webhooks, with
 * retries, backoff and jitter, then a dead letter visible to the operator.
 *
 * Delivery is at least once: a receiver may see the same `webhook-id` more
 * than once (a retry after a lost 2xx, a crash between sending and recording,
 * an operator replay) and must dedupe by it.
 *
 * A started worker runs as soon as a row of its store is committed in this
 * process (`./outboxSignal.ts`), and periodically for retries and for rows
 * written by other processes.
 *
 * Several workers (in one process or in several sharing a PostgreSQL
 * database) share the outbox: each due row is claimed by one of them at a
 * time (see `claimDueRows` in the outbox repository), in a short transaction
 * committed before anything is sent.
 */
import { Webhook } from 'standardwebhooks';
import { Agent, request, type Dispatcher } from 'undici';
import type { Clock } from '../../clock.js';
import type { Store } from '../../store/sql.js';
import { keyWebhookSettings } from '../../store/service/apiKeys.js';
import { claimDueRows, countPending, recordTry, type OutboxDelivery, type RecordedTry } from '../../store/service/outbox.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { NO_SERVICE_METRICS, type ServiceMetrics } from './metrics.js';
import { outboxSignal } from './outboxSignal.js';
import { checkDeliveryTarget, guardedLookup, OutboundRefusedError, systemResolver, type HostResolver, type OutboundPolicy } from './ssrf.js';
import { activeTraceparent, contextOf, inSpan, SpanKind, SpanStatusCode } from './tracing.js';

/**
 * Delay before each try, ms: try n (1-based) waits
 * `schedule[n-1]` after the previous one failed (the first is immediate); after
 * the last try fails the row is dead-lettered. 8 tries over about 28 h.
 */
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = Object.freeze([
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3600_000,
  5 * 3600_000,
  10 * 3600_000,
  10 * 3600_000,
]);

/** Minimal logger (pino-compatible: object first, message second). */
export interface WebhookLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Options of {@link WebhookWorker}. */
export interface WebhookWorkerOptions {
  /** The service's store (table `webhook_outbox`, migration 3). */
  store: Store;
  /** Counts every recorded try by outcome (`delivered`, `retry`, `dead`; default: counts nothing). */
  metrics?: Pick<ServiceMetrics, 'webhookDelivery'>;
  /** Time of scheduling, claims and the `webhook-timestamp` header (tests pass a ManualClock). */
  clock: Clock;
  /** Outbound policy checked at every try. */
  policy: OutboundPolicy;
  /**
   * undici dispatcher for the POSTs. Default: an Agent whose connections
   * resolve names through {@link guardedLookup} (the policy applies to the
   * address actually connected to); closed by {@link WebhookWorker.stop}.
   */
  dispatcher?: Dispatcher;
  /** Host-name resolver for the delivery checks (default: `node:dns/promises` lookup). */
  resolve?: HostResolver;
  logger?: WebhookLogger;
  /** Retry schedule, ms (default {@link DEFAULT_RETRY_SCHEDULE_MS}); its length is the number of tries. */
  schedule?: readonly number[];
  /** Jitter fraction applied to each retry delay: ±`jitter` (default 0.2 = ±20 %). */
  jitter?: number;
  /** Random source in [0, 1) for the jitter (default Math.random). */
  random?: () => number;
  /** Time limit of one try (connect, headers and body), ms (default 10000). */
  timeoutMs?: number;
  /** How long a claimed row stays invisible to other runs while being sent, ms (default 60000; above `timeoutMs`). */
  leaseMs?: number;
  /** Rows claimed per batch (default 50). */
  batchSize?: number;
  /**
   * Once {@link WebhookWorker.start}ed, also run as soon as a row is written
   * through `enqueueWebhook` (`./webhookEvents.ts`) on the same store in this process, right after the
   * writing transaction commits (default true). false: only the periodic
   * run delivers (at most one interval late).
   */
  wakeOnEnqueue?: boolean;
}

/** Counts of one {@link WebhookWorker.runDue}: tries acknowledged with 2xx, failed and rescheduled, dead-lettered. */
export interface DeliveryRunResult {
  delivered: number;
  failed: number;
  dead: number;
}

type TryOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'failed'; status: number | null; error: string }
  | { kind: 'refused'; error: string }
  | { kind: 'aborted' };

const MAX_ERROR_BODY = 200;

/**
 * Delivers the outbox. Each due `pending` row is claimed in a short
 * transaction committed before sending (its `next_attempt_at` pushed
 * `leaseMs` ahead, so no other run or process sends it at the same time; on
 * PostgreSQL due rows are taken `FOR UPDATE SKIP LOCKED`, so workers claiming
 * at once never get the same row), POSTed with `content-type:
 * application/json` and the Standard Webhooks headers `webhook-id` (the row's
 * id), `webhook-timestamp` (Unix seconds of the injected clock) and
 * `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the
 * creating key's secret over the stored body), then recorded: a 2xx marks it
 * `delivered`; any other status, a network error or a timeout schedules the
 * next try per the schedule (±jitter) or, after the last, marks it `dead`; a
 * target refused by the outbound policy is `dead` at once. Each try counts in
 * `attempts`, with `last_status` (HTTP status or null) and `last_error`.
 *
 * Durable: all state is in the table, so a restarted service continues where
 * the previous one stopped (a row claimed by a process that died is retried
 * once its lease passes; an outcome is recorded only while the worker still
 * holds the row's lease). Rows to the same target are sent one after another
 * within a batch, in outbox order. No transaction is open while a POST is
 * in flight.
 */
export class WebhookWorker {
  readonly #store: Store;
  readonly #clock: Clock;
  readonly #metrics: Pick<ServiceMetrics, 'webhookDelivery'>;
  readonly #policy: OutboundPolicy;
  readonly #resolve: HostResolver;
  readonly #dispatcher: Dispatcher;
  readonly #ownDispatcher: Agent | undefined;
  readonly #logger: WebhookLogger | undefined;
  readonly #schedule: readonly number[];
  readonly #jitter: number;
  readonly #random: () => number;
  readonly #timeoutMs: number;
  readonly #leaseMs: number;
  readonly #batchSize: number;
  readonly #runs = new Set<Promise<unknown>>();
  #abort = new AbortController();
  readonly #wakeOnEnqueue: boolean;
  #timer: NodeJS.Timeout | undefined;
  #unsubscribe: (() => void) | undefined;
  #ticking = false;
  #again = false;
  #stopped = false;

  constructor(opts: WebhookWorkerOptions) {
    this.#store = opts.store;
    this.#clock = opts.clock;
    this.#metrics = opts.metrics ?? NO_SERVICE_METRICS;
    this.#policy = opts.policy;
    this.#resolve = opts.resolve ?? systemResolver;
    this.#logger = opts.logger;
    this.#schedule = opts.schedule ?? DEFAULT_RETRY_SCHEDULE_MS;
    if (this.#schedule.length === 0) throw new RangeError('schedule must have at least one try');
    this.#jitter = opts.jitter ?? 0.2;
    this.#random = opts.random ?? Math.random;
    this.#timeoutMs = opts.timeoutMs ?? 10_000;
    this.#leaseMs = opts.leaseMs ?? Math.max(60_000, this.#timeoutMs * 2);
    this.#batchSize = opts.batchSize ?? 50;
    this.#wakeOnEnqueue = opts.wakeOnEnqueue ?? true;
    if (opts.dispatcher) this.#dispatcher = opts.dispatcher;
    else {
      this.#ownDispatcher = new Agent({
        connect: { lookup: guardedLookup(this.#policy, this.#resolve), timeout: this.#timeoutMs },
        headersTimeout: this.#timeoutMs,
        bodyTimeout: this.#timeoutMs,
      });
      this.#dispatcher = this.#ownDispatcher;
    }
  }

  /**
   * Try every row due at the clock's now (status `pending`, `next_attempt_at`
   * ≤ now), once each, and record the outcomes. Safe to call while another
   * run is going (claims keep them apart). Resolves when all tries are recorded.
   */
  runDue(): Promise<DeliveryRunResult> {
    const run = this.#runDue();
    this.#runs.add(run);
    void run.finally(() => this.#runs.delete(run)).catch(() => undefined);
    return run;
  }

  async #runDue(): Promise<DeliveryRunResult> {
    const result: DeliveryRunResult = { delivered: 0, failed: 0, dead: 0 };
    const seen = new Set<number>();
    for (;;) {
      if (this.#stopped) break;
      const batch = await this.#claim(seen);
      if (batch.length === 0) break;
      const byTarget = new Map<string, OutboxDelivery[]>();
      for (const row of batch) {
        seen.add(row.id);
        byTarget.set(row.targetUrl, [...(byTarget.get(row.targetUrl) ?? []), row]);
      }
      await Promise.all(
        [...byTarget.values()].map(async (rows) => {
          for (const row of rows) {
            const outcome = await this.#try(row);
            const recorded = await this.#record(row, outcome);
            if (recorded) result[recorded]++;
          }
        }),
      );
      if (batch.length < this.#batchSize) break;
    }
    return result;
  }

  /** Claim up to a batch of due rows not yet tried in this run (a short transaction of its own). */
  #claim(seen: Set<number>): Promise<OutboxDelivery[]> {
    const now = this.#clock.now();
    const iso = now.toISOString();
    const lease = new Date(now.getTime() + this.#leaseMs).toISOString();
    return this.#store.transaction((tx) => claimDueRows(tx, { iso, lease, limit: this.#batchSize, skip: seen }));
  }

  /**
   * One POST of `row` inside its span `webhook.deliver` (a client span,
   * child of the row's stored `traceparent`, so the try belongs to the trace
   * of the change it reports; attributes: the event type, the try's number,
   * the outcome and the HTTP status). Never throws.
   */
  #try(row: OutboxDelivery): Promise<TryOutcome> {
    return inSpan(
      'webhook.deliver',
      { 'hotelbot.webhook.event': row.eventType, 'hotelbot.webhook.attempt': row.attempts + 1, 'http.request.method': 'POST' },
      async (span) => {
        const outcome = await this.#post(row);
        span.setAttribute('hotelbot.webhook.outcome', outcome.kind);
        if (outcome.kind === 'delivered' || (outcome.kind === 'failed' && outcome.status !== null))
          span.setAttribute('http.response.status_code', outcome.status!);
        if (outcome.kind !== 'delivered') span.setStatus({ code: SpanStatusCode.ERROR });
        return outcome;
      },
      { kind: SpanKind.CLIENT, parent: contextOf(row.traceparent) },
    );
  }

  /** The POST of {@link #try}: sends the active span's `traceparent` header (none when tracing is off). Never throws. */
  async #post(row: OutboxDelivery): Promise<TryOutcome> {
    try {
      await checkDeliveryTarget(row.targetUrl, this.#policy, this.#resolve);
    } catch (err) {
      if (err instanceof OutboundRefusedError) return { kind: 'refused', error: SERVICE_TEXTS.deliveryRefused(err.reason) };
      return { kind: 'failed', status: null, error: SERVICE_TEXTS.deliveryDns(errorText(err)) };
    }
    let settings: Awaited<ReturnType<typeof keyWebhookSettings>>;
    try {
      settings = await keyWebhookSettings(this.#store.db, row.apiKeyId);
    } catch (err) {
      return { kind: 'failed', status: null, error: SERVICE_TEXTS.deliveryDatabase(errorText(err)) };
    }
    if (!settings) return { kind: 'refused', error: SERVICE_TEXTS.deliveryNoKey(row.apiKeyId) };
    const timestamp = this.#clock.now();
    const signature = new Webhook(settings.secret).sign(row.webhookId, timestamp, row.payload);
    const timeout = AbortSignal.timeout(this.#timeoutMs);
    const signal = AbortSignal.any([timeout, this.#abort.signal]);
    // Not signed (Standard Webhooks signs id, timestamp and body): a receiver treats it as a hint for its traces only.
    const traceparent = activeTraceparent();
    try {
      const res = await request(row.targetUrl, {
        method: 'POST',
        dispatcher: this.#dispatcher,
        signal,
        headersTimeout: this.#timeoutMs,
        bodyTimeout: this.#timeoutMs,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'hotelbot-webhooks/1',
          'webhook-id': row.webhookId,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signature,
          ...(traceparent ? { traceparent } : {}),
        },
        body: row.payload,
      });
      const text = await readCapped(res.body, MAX_ERROR_BODY);
      if (res.statusCode >= 200 && res.statusCode < 300) return { kind: 'delivered', status: res.statusCode };
      return { kind: 'failed', status: res.statusCode, error: SERVICE_TEXTS.deliveryHttp(res.statusCode, text) };
    } catch (err) {
      if (this.#abort.signal.aborted) return { kind: 'aborted' };
      const refused = isRefusal(err);
      if (refused) return { kind: 'refused', error: SERVICE_TEXTS.deliveryRefused(refused.reason) };
      if (timeout.aborted) return { kind: 'failed', status: null, error: SERVICE_TEXTS.deliveryTimeout(this.#timeoutMs) };
      return { kind: 'failed', status: null, error: errorText(err) };
    }
  }

  /**
   * Record a try's outcome; returns which counter it adds to (none when the
   * worker is stopping, or when the row's lease passed and another run
   * claimed it meanwhile: that run's outcome is the one kept).
   */
  async #record(row: OutboxDelivery, o: TryOutcome): Promise<keyof DeliveryRunResult | undefined> {
    if (o.kind === 'aborted') return undefined; // left claimed: retried after its lease (e.g. after a restart)
    const now = this.#clock.now();
    const iso = now.toISOString();
    const attempts = row.attempts + 1;
    let outcome: RecordedTry;
    let counter: keyof DeliveryRunResult;
    if (o.kind === 'delivered') {
      outcome = { kind: 'delivered', status: o.status };
      counter = 'delivered';
    } else {
      const status = o.kind === 'failed' ? o.status : null;
      if (o.kind === 'refused' || attempts >= this.#schedule.length) {
        outcome = { kind: 'dead', status, error: o.error };
        counter = 'dead';
      } else {
        const delay = this.#schedule[attempts]! * (1 + this.#jitter * (2 * this.#random() - 1));
        outcome = { kind: 'retry', status, error: o.error, next: new Date(now.getTime() + Math.max(0, Math.round(delay))).toISOString() };
        counter = 'failed';
      }
    }
    if (!(await recordTry(this.#store.db, row, outcome, iso))) {
      this.#logger?.warn({ webhookId: row.webhookId, event: row.eventType, attempts }, 'webhook try not recorded: its lease passed and another run claimed it');
      return undefined;
    }
    // Recorded (outside any transaction): count the try once.
    this.#metrics.webhookDelivery(outcome.kind);
    if (outcome.kind === 'delivered')
      this.#logger?.info({ webhookId: row.webhookId, event: row.eventType, attempts, status: outcome.status }, 'webhook delivered');
    else if (outcome.kind === 'dead')
      this.#logger?.error({ webhookId: row.webhookId, event: row.eventType, target: row.targetUrl, attempts, error: outcome.error }, 'webhook dead-lettered');
    else this.#logger?.warn({ webhookId: row.webhookId, event: row.eventType, attempts, error: outcome.error, next: outcome.next }, 'webhook try failed');
    return counter;
  }

  /**
   * Run {@link runDue} every `intervalMs` ms (default 1000) and, unless
   * `wakeOnEnqueue` is false, as soon as a row is committed through
   * `enqueueWebhook` (`./webhookEvents.ts`) on the same store in this process, until {@link stop}.
   * Runs never overlap: a wake or tick during a run makes one more run right
   * after it, so a row committed while a run is past its claims still leaves
   * at once. The timer does not keep the process alive.
   */
  start(intervalMs = 1000): void {
    if (this.#timer || this.#stopped) return;
    this.#timer = setInterval(() => this.#kick(), intervalMs);
    this.#timer.unref();
    if (this.#wakeOnEnqueue) this.#unsubscribe = outboxSignal(this.#store.db).subscribe(() => this.#kick(), this.#store.db);
  }

  /** Start a run now, or one more right after the run in progress. */
  #kick(): void {
    if (this.#stopped) return;
    if (this.#ticking) {
      this.#again = true;
      return;
    }
    this.#ticking = true;
    void (async () => {
      try {
        do {
          this.#again = false;
          await this.runDue();
        } while (this.#again && !this.#stopped);
      } catch (err) {
        this.#logger?.error({ err }, 'webhook delivery run failed');
      } finally {
        this.#ticking = false;
      }
    })();
  }

  /**
   * Rows waiting to be delivered (status `pending`, due or not): the
   * outbox's backlog, e.g. for a health check. Async.
   */
  pendingCount(): Promise<number> {
    return countPending(this.#store.db);
  }

  /**
   * Deliver what is due now, giving up after `timeoutMs` ms (shutdown: the
   * last chance to send before {@link stop}; tries still in flight then are
   * aborted by `stop` and their rows retried after their lease).
   *
   * @returns the counts of the run, or undefined when the deadline came first.
   */
  async flush(timeoutMs: number): Promise<DeliveryRunResult | undefined> {
    if (this.#stopped) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), timeoutMs);
    });
    try {
      return await Promise.race([this.runDue(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Stop the timer, abort tries in flight (their rows stay claimed and are
   * retried once the lease passes, e.g. after a restart), wait for running
   * {@link runDue} calls to finish recording, and close the worker's own
   * dispatcher. Call before closing the database. Idempotent.
   */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#stopped = true;
    this.#abort.abort();
    await Promise.allSettled([...this.#runs]);
    await this.#ownDispatcher?.close().catch(() => undefined);
  }
}

function isRefusal(err: unknown): OutboundRefusedError | undefined {
  for (let e: unknown = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) if (e instanceof OutboundRefusedError) return e;
  return undefined;
}

function errorText(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    const cause = err.cause instanceof Error ? ` (${err.cause.message})` : '';
    return `${typeof code === 'string' ? `${code}: ` : ''}${err.message}${cause}`.slice(0, 300);
  }
  return String(err).slice(0, 300);
}

/** Read at most `max` characters of a response body, discarding the rest. */
async function readCapped(body: AsyncIterable<Buffer | string> & { destroy?(): unknown }, max: number): Promise<string> {
  let text = '';
  for await (const chunk of body) {
    if (text.length < max) text += chunk.toString();
  }
  return text.slice(0, max).replace(/\s+/g, ' ').trim();
}
