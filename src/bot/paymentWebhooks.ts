/**
 * The bot's webhook receiver: `POST /webhooks/payments`, where the service
 * sends the webhooks of the chatbot bookings the bot made with its API key
 * (interface "Events" 2 and 4, `docs/decisions/0012-webhooks.md`) — the transaction webhook (body
 * = the endpoint-13 transaction status record, `details.external_ref_id` =
 * chatbot id) after every final payment attempt, and `booking.expired` when
 * a booking reaches its deadline unpaid.
 *
 * Each delivery is checked per Standard Webhooks (HMAC-SHA256 over
 * `webhook-id.webhook-timestamp.raw body`, timestamp within ±5 minutes of
 * the injected clock), deduplicated by `webhook-id`, recorded in
 * `received_webhooks`, and only then pushed through
 * {@link PaymentWatcher.applyOutcome} — the same once-only path as polling,
 * so a guest is told once whichever of the two learns the outcome first. A
 * transaction webhook saying the payment is `in_process` goes through
 * {@link PaymentWatcher.applyInProcess}, once per booking likewise.
 *
 * Responses: 401 `{error, message}` for a missing, forged or out-of-window
 * signature (nothing recorded); 400 for a body that is not JSON or a known
 * event that breaks its schema (a sender bug: the delivery dead-letters
 * where the operator sees it); 200 for everything else — including replays
 * and well-signed events the bot does not act on, so the sender stops
 * retrying; 500 when the bot database failed (the sender retries, and the
 * retry applies the recorded delivery again).
 *
 * Traces (`docs/decisions/0026-traces.md`): with tracing on, the request's
 * span continues the delivery's `traceparent` header (not signed: a hint for
 * traces only) and applying the outcome is its child span `webhook.apply`.
 */
import { timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createServerMetrics, metricsHandler, timeRequests, type MetricsSettings, type ServerMetrics } from '../metrics/http.js';
import { BookingExpiredEvent, PAYMENT_STATUS, TransactionStatusRecord } from '../api/contract/index.js';
import type { Clock } from '../clock.js';
import type { PaymentOutcome } from '../flows/types.js';
import type { ReceivedWebhookOutcome, ReceivedWebhookRepo } from '../store/bot/repos.js';
import { silentLogger, type BotLogger } from './effects.js';
import type { PaymentWatcher } from './watcher.js';
import { inBotSpan } from './tracing.js';

/** Path of the receiver: the service's webhook URL for the bot's API key is `http://{host}:{port}/webhooks/payments`. */
export const WEBHOOK_PATH = '/webhooks/payments';

/** Largest accepted difference between `webhook-timestamp` and the receiver's clock, seconds (5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** How long applied deliveries are kept for deduplication (the sender retries for about 32 hours). */
export const RECEIVED_WEBHOOK_RETENTION_MS = 7 * 86_400_000;

/** Why a delivery was refused with 401. */
export type WebhookVerificationFailure = 'missing_headers' | 'invalid_signature' | 'invalid_timestamp' | 'stale_timestamp' | 'future_timestamp';

/** Thrown by {@link verifyWebhookSignature}: the delivery is not authentic or not fresh (HTTP 401). */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
  constructor(
    /** The failure kind, returned as `error` in the 401 body. */
    readonly reason: WebhookVerificationFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Thrown by {@link interpretWebhook} when a body is not an event at all or a known event breaks its schema (HTTP 400). */
export class WebhookPayloadError extends Error {
  override name = 'WebhookPayloadError';
}

/** The three Standard Webhooks headers of a delivery, as received (undefined when absent). */
export interface WebhookHeaders {
  'webhook-id'?: string | undefined;
  'webhook-timestamp'?: string | undefined;
  'webhook-signature'?: string | undefined;
}

/**
 * Verify a Standard Webhooks delivery (`docs/decisions/0012-webhooks.md`): some space-separated
 * entry of `webhook-signature` must equal the `v1,<base64>` signature the
 * `standardwebhooks` library computes with `secret` over the `webhook-id`,
 * the `webhook-timestamp` and the exact raw `body` (compared in constant
 * time); and `webhook-timestamp` (Unix seconds) must be within
 * `toleranceSeconds` (default 300) of `now`, in either direction. The window
 * is checked here against the injected clock, as the library's own `verify`
 * only knows the real time. Returns the `webhook-id`.
 *
 * @example
 * const id = verifyWebhookSignature(DEMO_WEBHOOK_SECRET, req.headers, rawBody, clock.now());
 * @throws WebhookVerificationError (`missing_headers`, `invalid_signature`,
 *   `invalid_timestamp`, `stale_timestamp`, `future_timestamp`); Error when
 *   `secret` is not a usable `whsec_<base64>` secret.
 */
export function verifyWebhookSignature(
  secret: string | Webhook,
  headers: WebhookHeaders,
  body: Buffer | string,
  now: Date,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): string {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signature = headers['webhook-signature'];
  if (!id || !timestamp || !signature)
    throw new WebhookVerificationError('missing_headers', 'webhook-id, webhook-timestamp and webhook-signature are required');
  if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookVerificationError('invalid_timestamp', 'webhook-timestamp must be Unix seconds');
  const signer = typeof secret === 'string' ? new Webhook(secret) : secret;
  const expected = Buffer.from(signer.sign(id, new Date(Number(timestamp) * 1000), typeof body === 'string' ? body : body.toString('utf8')));
  const matches = signature.split(' ').some((entry) => {
    const given = Buffer.from(entry);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('invalid_signature', 'no webhook-signature matches the body');
  const skew = Number(timestamp) - Math.floor(now.getTime() / 1000);
  if (skew < -toleranceSeconds) throw new WebhookVerificationError('stale_timestamp', `webhook-timestamp is more than ${toleranceSeconds} s old`);
  if (skew > toleranceSeconds) throw new WebhookVerificationError('future_timestamp', `webhook-timestamp is more than ${toleranceSeconds} s ahead`);
  return id;
}

/** What a delivery means for the bot (see {@link interpretWebhook}). */
export interface WebhookMeaning {
  /** `transaction` (Event 2), the body's `event` (e.g. `booking.expired`), or `unknown`. */
  event: string;
  /** The chatbot booking concerned, null when none. */
  chatbotId: string | null;
  /** Recorded in `received_webhooks.outcome`. */
  outcome: ReceivedWebhookOutcome;
  /** The outcome to push through the watcher (when `outcome` is `paid`, `rejected` or `expired`). */
  payment?: PaymentOutcome;
  /**
   * True for a transaction webhook with status `in_process` (`outcome` is
   * `pending`): the carrier is still deciding; the guest is told once
   * through {@link PaymentWatcher.applyInProcess}.
   */
  inProcess?: true;
  /** Endpoint-20 `payment_status` equivalent of a terminal outcome (`Aplicado` / `Vencido`), stored with the claim. */
  paymentStatus?: string;
}

/**
 * Interpret a parsed webhook body with the contract schemas:
 *
 * - Transaction webhook (an object with `details`, parsed as
 *   {@link TransactionStatusRecord}; `details.external_ref_id` = chatbot id):
 *   `applied` → `paid`; `rejected` → `rejected` with `details.comments` as
 *   the reason; `cancelled` → `expired` (the service reports `cancelled` when
 *   the link lapsed unpaid, which for a chatbot booking is its expiry);
 *   `in_process` → `pending` with `inProcess` (the guest is told once that
 *   the payment is being processed; a later final webhook or the poll
 *   decides); `pending`, `error` → `pending` (recorded only). No
 *   external_ref_id → `ignored`.
 * - `{event: 'booking.expired', …}` ({@link BookingExpiredEvent}) → `expired`.
 * - Any other JSON object (another `event`, the payment-link result, a shape
 *   the bot does not know) → `ignored`: it is well signed, so answering 2xx
 *   stops the sender from retrying something the bot will never act on.
 *
 * @throws WebhookPayloadError when `body` is not a JSON object, or has
 *   `details` / `event: 'booking.expired'` but breaks that schema.
 */
export function interpretWebhook(body: unknown): WebhookMeaning {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new WebhookPayloadError('the body must be a JSON object');
  const obj = body as Record<string, unknown>;
  if ('details' in obj) {
    const r = TransactionStatusRecord.safeParse(obj);
    if (!r.success) throw new WebhookPayloadError(`not a transaction status record: ${r.error.issues[0]?.message ?? 'invalid'}`);
    const d = r.data.details;
    const chatbotId = d.external_ref_id.trim();
    if (!chatbotId) return { event: 'transaction', chatbotId: null, outcome: 'ignored' };
    switch (d.status_code) {
      case 'applied':
        return { event: 'transaction', chatbotId, outcome: 'paid', payment: { outcome: 'paid', chatbotId }, paymentStatus: PAYMENT_STATUS.applied };
      case 'rejected': {
        const reason = d.comments.trim();
        return { event: 'transaction', chatbotId, outcome: 'rejected', payment: { outcome: 'rejected', chatbotId, ...(reason ? { reason } : {}) } };
      }
      case 'cancelled':
        return { event: 'transaction', chatbotId, outcome: 'expired', payment: { outcome: 'expired', chatbotId }, paymentStatus: PAYMENT_STATUS.overdue };
      case 'in_process':
        return { event: 'transaction', chatbotId, outcome: 'pending', inProcess: true };
      default:
        return { event: 'transaction', chatbotId, outcome: 'pending' };
    }
  }
  if (obj.event === 'booking.expired') {
    const r = BookingExpiredEvent.safeParse(obj);
    if (!r.success) throw new WebhookPayloadError(`not a booking.expired event: ${r.error.issues[0]?.message ?? 'invalid'}`);
    const chatbotId = r.data.chatbot_id;
    return { event: 'booking.expired', chatbotId, outcome: 'expired', payment: { outcome: 'expired', chatbotId }, paymentStatus: PAYMENT_STATUS.overdue };
  }
  const event = typeof obj.event === 'string' && obj.event.length <= 100 ? obj.event : 'unknown';
  return { event, chatbotId: null, outcome: 'ignored' };
}

/** Answer body of a 200: what the delivery meant, whether this delivery told the guest, and whether it was a replay. */
export interface WebhookAck {
  ok: true;
  outcome: ReceivedWebhookOutcome;
  notified: boolean;
  duplicate: boolean;
}

/** Options of {@link buildWebhookReceiver}. */
export interface WebhookReceiverOptions {
  /** Signing secret of the bot's API key (`whsec_<base64>`; BOT_WEBHOOK_SECRET, demo: `DEMO_WEBHOOK_SECRET`). */
  secret: string;
  /** The payment watcher whose once-only {@link PaymentWatcher.applyOutcome} and {@link PaymentWatcher.applyInProcess} tell the guest. */
  watcher: Pick<PaymentWatcher, 'applyOutcome' | 'applyInProcess'>;
  /** Deliveries already received (dedupe by `webhook-id`). */
  received: ReceivedWebhookRepo;
  /** Clock of the timestamp window and of `received_at`. */
  clock: Clock;
  logger?: BotLogger;
  /** Timestamp window, seconds (default {@link WEBHOOK_TOLERANCE_SECONDS}). */
  toleranceSeconds?: number;
  /**
   * What `GET /health` answers (the bot's health, see `BotHealth` in
   * `./index.ts`): 200 with it while its `status` is `ok`, 503 otherwise (or
   * when it rejects, e.g. the bot database is closing). Absent: `{status: 'ok'}`.
   */
  health?: () => { status: string } | Promise<{ status: string }>;
  /**
   * Telegram's webhook, served on the same server: `POST path` (the path of
   * TELEGRAM_WEBHOOK_URL) with its JSON body parsed, answered by `handler`
   * (the Telegram channel's `webhookHandler`, which checks the secret token).
   */
  telegram?: { path: string; handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown> };
  /**
   * WhatsApp's webhook (Meta's Cloud API), served on the same server at
   * `path`: `GET` for Meta's verification, `POST` with the raw body kept as
   * bytes (its `X-Hub-Signature-256` is checked by the channel).
   */
  whatsapp?: {
    path: string;
    verify: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    receive: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  };
  /**
   * `GET /metrics` on this server (`docs/decisions/0024-metrics.md`): `server`,
   * the registry its requests are timed into and the bot's business counters
   * count into (default: a registry of its own, request timing only), and
   * `settings`, the token and production mode (default: served to anyone).
   * `false`: no metrics (no timing, `/metrics` is 404).
   */
  metrics?: { server?: ServerMetrics; settings?: MetricsSettings } | false;
}

/**
 * Build (not listen) the Fastify app of the receiver: `POST /webhooks/payments`
 * with `application/json` kept as the raw bytes for the signature. Order of
 * work per delivery: verify (401) → replay of an applied `webhook-id` (200,
 * nothing else) → interpret (400) → record in `received_webhooks` → apply
 * through the watcher (records the outcome, or the news of a payment in
 * process, then notifies once) → mark
 * applied → 200 {@link WebhookAck}. A crash after recording leaves the row
 * unapplied: the sender's retry (same `webhook-id`, no 2xx was sent) applies
 * it again, and the watcher's polling is the fallback either way.
 *
 * @throws Error when `secret` is not a usable Standard Webhooks secret.
 */
export function buildWebhookReceiver(opts: WebhookReceiverOptions): FastifyInstance {
  const key = new Webhook(opts.secret);
  const log = opts.logger ?? silentLogger;
  const tolerance = opts.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  const inFlight = new Set<string>();
  const app = Fastify({ logger: false, bodyLimit: 256 * 1024 });
  const metrics = opts.metrics === false ? undefined : (opts.metrics?.server ?? createServerMetrics());
  if (metrics) timeRequests(app, metrics);

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  const ack = (reply: FastifyReply, a: Omit<WebhookAck, 'ok'>) => reply.code(200).send({ ok: true, ...a } satisfies WebhookAck);

  app.post(WEBHOOK_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let webhookId: string;
    try {
      webhookId = verifyWebhookSignature(key, pickHeaders(req), raw, opts.clock.now(), tolerance);
    } catch (err) {
      if (!(err instanceof WebhookVerificationError)) throw err;
      log.warn({ reason: err.reason }, 'webhook refused');
      return reply.code(401).send({ error: err.reason, message: err.message });
    }

    try {
      const seen = await opts.received.get(webhookId);
      if (seen && (seen.appliedAt !== null || inFlight.has(webhookId))) return ack(reply, { outcome: seen.outcome, notified: false, duplicate: true });

      let meaning: WebhookMeaning;
      try {
        meaning = interpretWebhook(JSON.parse(raw.toString('utf8')) as unknown);
      } catch (err) {
        const message = err instanceof WebhookPayloadError ? err.message : 'the body is not JSON';
        log.warn({ webhookId, message }, 'webhook body refused');
        return reply.code(400).send({ error: 'invalid_payload', message });
      }

      inFlight.add(webhookId);
      try {
        // One span for applying it (a child of the request's, which continues the sender's traceparent).
        const notified = await inBotSpan('webhook.apply', async (span) => {
          span.setAttributes({
            'hotelbot.webhook.event': meaning.event,
            'hotelbot.webhook.outcome': meaning.outcome,
            'hotelbot.webhook.replay': seen !== undefined,
          });
          await opts.received.record({ webhookId, event: meaning.event, chatbotId: meaning.chatbotId, outcome: meaning.outcome }, opts.clock.now());
          const told = meaning.payment
            ? await opts.watcher.applyOutcome(meaning.payment, meaning.paymentStatus)
            : meaning.inProcess && meaning.chatbotId
              ? await opts.watcher.applyInProcess(meaning.chatbotId)
              : false;
          span.setAttribute('hotelbot.webhook.notified', told);
          return told;
        });
        await opts.received.markApplied(webhookId, notified, opts.clock.now());
        log.info({ webhookId, event: meaning.event, chatbotId: meaning.chatbotId, outcome: meaning.outcome, notified }, 'webhook applied');
        return ack(reply, { outcome: meaning.outcome, notified, duplicate: seen !== undefined });
      } finally {
        inFlight.delete(webhookId);
      }
    } catch (err) {
      log.error({ err, webhookId }, 'webhook could not be processed');
      return reply.code(500).send({ error: 'internal', message: 'the webhook could not be processed; retry later' });
    }
  });

  if (opts.telegram) {
    const tg = opts.telegram;
    if (tg.path === WEBHOOK_PATH) throw new Error(`the Telegram webhook path must differ from ${WEBHOOK_PATH}`);
    // Its own context: Telegram's updates are plain JSON (the payment route above keeps raw bytes for the signature).
    void app.register(async (child) => {
      child.removeContentTypeParser('application/json');
      child.addContentTypeParser('application/json', { parseAs: 'string' }, child.getDefaultJsonParser('error', 'error'));
      child.post(tg.path, tg.handler);
    });
  }

  if (opts.whatsapp) {
    const wa = opts.whatsapp;
    // The root context keeps JSON bodies as raw bytes: what Meta's signature is computed over.
    app.get(wa.path, wa.verify);
    app.post(wa.path, wa.receive);
  }

  // Health check for process supervisors and load balancers (no signature: it reveals only counts).
  app.get('/health', async (_req, reply) => {
    let health: { status: string };
    try {
      health = opts.health ? await opts.health() : { status: 'ok' };
    } catch (err) {
      log.warn({ err }, 'health check failed');
      health = { status: 'stopping' };
    }
    return reply
      .code(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });

  if (metrics) app.get('/metrics', metricsHandler(metrics.registry, opts.metrics ? opts.metrics.settings : undefined));

  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: 'not_found', message: `POST ${WEBHOOK_PATH} only` }));
  app.setErrorHandler((err: { statusCode?: number; code?: string; message: string }, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) log.error({ err }, 'webhook receiver error');
    return reply.code(status).send({ error: err.code ?? 'error', message: status === 500 ? 'internal error' : err.message });
  });
  return app;
}

/** The Standard Webhooks headers of `req` (a repeated header counts as absent). */
function pickHeaders(req: FastifyRequest): WebhookHeaders {
  const one = (name: string): string | undefined => {
    const v = req.headers[name];
    return typeof v === 'string' ? v : undefined;
  };
  return { 'webhook-id': one('webhook-id'), 'webhook-timestamp': one('webhook-timestamp'), 'webhook-signature': one('webhook-signature') };
}

/** A listening receiver. */
export interface RunningWebhookReceiver {
  /** Base URL it listens at, e.g. `http://127.0.0.1:3001`. */
  url: string;
  /** The full webhook URL to configure for the bot's API key: `url` + {@link WEBHOOK_PATH}. */
  webhookUrl: string;
  /** The Fastify app (e.g. for `inject` in tests). */
  app: FastifyInstance;
  /** Stop listening (waits for deliveries in progress). Idempotent. */
  close(): Promise<void>;
}

/**
 * Build the receiver ({@link buildWebhookReceiver}), forget applied
 * deliveries older than {@link RECEIVED_WEBHOOK_RETENTION_MS}, and listen on
 * `host` (default `127.0.0.1`) : `port` (0 = any free port).
 *
 * @example
 * const rx = await startWebhookReceiver({ secret: DEMO_WEBHOOK_SECRET, watcher, received: new ReceivedWebhookRepo(store.db), clock, port: 3001 });
 * rx.webhookUrl // http://127.0.0.1:3001/webhooks/payments
 * @throws Error when the secret is unusable or the port cannot be bound.
 */
export async function startWebhookReceiver(opts: WebhookReceiverOptions & { host?: string; port: number }): Promise<RunningWebhookReceiver> {
  const app = buildWebhookReceiver(opts);
  await opts.received.prune(new Date(opts.clock.now().getTime() - RECEIVED_WEBHOOK_RETENTION_MS));
  const host = opts.host ?? '127.0.0.1';
  try {
    await app.listen({ host, port: opts.port });
  } catch (err) {
    await app.close();
    throw err;
  }
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closed: Promise<void> | undefined;
  return { url, webhookUrl: url + WEBHOOK_PATH, app, close: () => (closed ??= app.close().then(() => undefined)) };
}
