/**
 * Mercado Pago (Colombia: cards, PSE, Efecty, Mercado Pago balance) as a
 * {@link HostedCheckoutCarrier}, through Checkout Pro: the service creates a
 * preference per attempt and sends the payer to its `init_point`; Mercado
 * Pago posts signed webhooks that carry only the payment's id, so the
 * adapter verifies them and then reads the payment from the API; payments
 * are looked up by id or by `external_reference`, refunded (in full or in
 * part) and, while not yet approved, cancelled. No card data ever passes
 * through the service.
 *
 * Sources (Mercado Pago Developers, Colombia where it differs):
 * - Checkout Pro preferences (`/developers/es/docs/checkout-pro/create-payment-preference`,
 *   `/developers/es/docs/checkout-pro/checkout-customization/preferences`,
 *   API reference `POST /checkout/preferences`): `items[]` (`title`,
 *   `quantity`, `currency_id`, `unit_price`), `payer` (`name`, `surname`,
 *   `email`, `phone {area_code, number}`, `identification {type, number}`),
 *   `external_reference`, `notification_url`, `back_urls {success, failure,
 *   pending}`, `auto_return` (`approved` | `all`), `expires`,
 *   `expiration_date_from`, `expiration_date_to` (ISO 8601 with offset, as in
 *   the documented `2016-02-01T12:00:00.000-04:00`); the answer carries `id`,
 *   `init_point` and `sandbox_init_point`.
 * - Webhooks (`/developers/es/docs/your-integrations/notifications/webhooks`):
 *   a POST of `{ id, live_mode, type, date_created, user_id, api_version,
 *   action, data: { id } }` to the URL with `?data.id=…&type=…` appended;
 *   header `x-signature: ts=…,v1=…` and `x-request-id`; `v1` is the HMAC-SHA256
 *   hex, keyed with the application's secret signature, of the manifest
 *   `id:<data.id from the query>;request-id:<x-request-id>;ts:<ts>;` where a
 *   part whose value the notification lacks is left out, and an alphanumeric
 *   `data.id` is used in lowercase; an unanswered notification (no 200/201
 *   within 22 s) is retried every 15 minutes, then less often, without a
 *   documented end. A URL sent as a preference's `notification_url` takes
 *   precedence over the one set in the dashboard; `source_news=webhooks` in
 *   it asks for Webhooks only (no unsigned IPN messages).
 * - Payments API (`GET /v1/payments/{id}`, `GET /v1/payments/search` with
 *   `external_reference`, `sort`, `criteria`, `limit`, `offset`, answering
 *   `{ paging: { total, limit, offset }, results }`; `PUT /v1/payments/{id}`
 *   with `{ status: "cancelled" }`; `POST /v1/payments/{id}/refunds` with
 *   `X-Idempotency-Key`, body `{ amount }` for a partial refund, empty for a
 *   full one). Statuses: pending, approved, authorized, in_process,
 *   in_mediation, rejected, cancelled, refunded, charged_back.
 * - Cancellations and refunds (`/developers/pt/docs/additional-content/account/cancellations-and-refunds`):
 *   only a payment still pending or in process can be cancelled; an approved
 *   one is reversed with a refund (within 180 days of approval, with enough
 *   balance in the account).
 *
 * Rules of this adapter:
 * - Amounts: Mercado Pago takes and gives decimal pesos. COP prices must be
 *   whole pesos (Mercado Pago answers "Prices in COP currency must be
 *   expressed with integer values" otherwise), so an attempt whose amount is
 *   not a multiple of 100 centavos is refused rather than rounded: a rounded
 *   price would no longer match the attempt. Amounts read back
 *   (`transaction_amount`) are converted to centavos through their decimal
 *   text, exactly.
 * - A Mercado Pago account belongs to one country site; the Colombian one
 *   (MCO) collects in COP only, hence `currencies: ['COP']`.
 * - Reversals: an approved payment is reversed with {@link MercadoPagoCarrier.refund}
 *   (`voidMethods` is empty); {@link MercadoPagoCarrier.void} cancels a payment
 *   that is not approved yet (an abandoned PSE or Efecty payment).
 * - Webhooks are only a nudge: the payment read from the API is what is
 *   returned, so an event cannot carry amounts, references or statuses of
 *   its own.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { toBogotaIso } from '../../../clock.js';
import {
  type CarrierCapabilities,
  CarrierConfigError,
  type CarrierEventReading,
  CarrierEventRefusedError,
  CarrierProtocolError,
  type CarrierStatus,
  type CarrierTransaction,
  type CheckoutAttempt,
  CheckoutInputError,
  type CheckoutPayer,
  type CheckoutStart,
  type EventRefusal,
  type HostedCheckoutCarrier,
  type RawCarrierEvent,
  type ReversalResult,
  transactionEventKey,
} from './types.js';
import {
  callCarrierApi,
  carrierApi,
  carrierTiming,
  header,
  isHttpUrl,
  isRecord,
  safeText,
  type CarrierApi,
  type CarrierTiming,
  type HttpCarrierOptions,
} from './http.js';

/** Mercado Pago's API base URL (the same for test and production credentials). */
export const MERCADOPAGO_API_URL = 'https://api.mercadopago.com';

/** Payment types (`payment_type_id`) Checkout Pro offers in Colombia: cards, PSE (`bank_transfer`), Efecty (`ticket`), Mercado Pago balance. */
export const MERCADOPAGO_METHODS = ['credit_card', 'debit_card', 'ticket', 'bank_transfer', 'account_money'] as const;

/** Identity document types Mercado Pago accepts in Colombia; any other type is sent as `Otro`. */
const COLOMBIAN_ID_TYPES = new Set(['CC', 'CE', 'NIT']);

/** Which credentials the access token is: `TEST-…` (sandbox) or `APP_USR-…` (production). */
export type MercadoPagoEnvironment = 'sandbox' | 'production';

/** Mercado Pago settings, validated. Secrets are never logged nor put in an error message. */
export interface MercadoPagoSettings {
  /** `MERCADOPAGO_ACCESS_TOKEN`: `TEST-…` or `APP_USR-…`; sent as `Authorization: Bearer` on every call. */
  accessToken: string;
  /** `MERCADOPAGO_WEBHOOK_SECRET`: the application's secret signature (Your integrations → Webhooks); keys the webhooks' HMAC. */
  webhookSecret: string;
  /** `MERCADOPAGO_API_URL`, default {@link MERCADOPAGO_API_URL}; no trailing slash. */
  apiUrl: string;
  /** From the access token's prefix. */
  environment: MercadoPagoEnvironment;
}

const TOKEN_PATTERN = /^(TEST|APP_USR)-[A-Za-z0-9_-]+$/;

/**
 * Parse and check the Mercado Pago settings from environment variables
 * `env` (`MERCADOPAGO_ACCESS_TOKEN`, `MERCADOPAGO_WEBHOOK_SECRET`, optional
 * `MERCADOPAGO_API_URL`). The environment comes from the token's prefix:
 * `TEST-` is sandbox, `APP_USR-` production.
 *
 * @throws CarrierConfigError naming every bad setting (never its value).
 */
export function parseMercadoPagoSettings(env: Readonly<Record<string, string | undefined>>): MercadoPagoSettings {
  const problems: string[] = [];
  const read = (name: string): string => {
    const v = env[name]?.trim() ?? '';
    if (!v) problems.push(`${name} es obligatorio con PAYMENT_CARRIER=mercadopago`);
    return v;
  };
  const accessToken = read('MERCADOPAGO_ACCESS_TOKEN');
  const webhookSecret = read('MERCADOPAGO_WEBHOOK_SECRET');
  let environment: MercadoPagoEnvironment = 'sandbox';
  if (accessToken) {
    const m = TOKEN_PATTERN.exec(accessToken);
    if (!m) problems.push('MERCADOPAGO_ACCESS_TOKEN debe empezar por TEST- o APP_USR-');
    else environment = m[1] === 'APP_USR' ? 'production' : 'sandbox';
  }
  const rawUrl = env.MERCADOPAGO_API_URL?.trim() || MERCADOPAGO_API_URL;
  let apiUrl = MERCADOPAGO_API_URL;
  if (isHttpUrl(rawUrl)) apiUrl = rawUrl.replace(/\/+$/, '');
  else problems.push('MERCADOPAGO_API_URL debe ser una URL http(s) absoluta');
  if (problems.length) throw new CarrierConfigError('mercadopago', `Configuración de Mercado Pago inválida: ${problems.join('; ')}`);
  return { accessToken, webhookSecret, apiUrl, environment };
}

/**
 * The manifest Mercado Pago signs in a webhook's `x-signature`:
 * `id:<dataId>;request-id:<requestId>;ts:<ts>;`, leaving out each part whose
 * value is undefined or empty. An alphanumeric `dataId` is lowercased.
 */
export function mercadoPagoManifest(parts: { dataId?: string | undefined; requestId?: string | undefined; ts?: string | undefined }): string {
  let manifest = '';
  if (parts.dataId) manifest += `id:${/^[A-Za-z0-9]+$/.test(parts.dataId) ? parts.dataId.toLowerCase() : parts.dataId};`;
  if (parts.requestId) manifest += `request-id:${parts.requestId};`;
  if (parts.ts) manifest += `ts:${parts.ts};`;
  return manifest;
}

/** The lowercase HMAC-SHA256 hex of `manifest` keyed with the webhook secret (the `v1` of `x-signature`). */
export function mercadoPagoSignature(manifest: string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(manifest, 'utf8').digest('hex');
}

/**
 * Mercado Pago payment status → the service's status: approved → approved;
 * pending, in_process, authorized, in_mediation → pending; rejected,
 * cancelled → declined; refunded, charged_back → voided. Unknown words are
 * `pending` (reconciliation asks again).
 */
export function mercadoPagoStatus(raw: string): CarrierStatus {
  switch (raw) {
    case 'approved':
      return 'approved';
    case 'rejected':
    case 'cancelled':
      return 'declined';
    case 'refunded':
    case 'charged_back':
      return 'voided';
    default:
      return 'pending';
  }
}

/**
 * An amount in decimal major units as Mercado Pago writes it (`150000.1`,
 * `"150000.10"`) → integer minor units (15000010), through its decimal
 * text so no binary rounding leaks in; undefined when it is negative, not
 * finite, or has more than two decimals.
 */
export function decimalToMinor(amount: unknown): number | undefined {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : typeof amount === 'string' ? amount.trim() : '';
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** Options of {@link MercadoPagoCarrier}. */
export interface MercadoPagoCarrierOptions extends HttpCarrierOptions {
  /**
   * Oldest webhook accepted, ms before now by the `ts` of its signature
   * (default 72 h: Mercado Pago retries an unanswered notification every
   * 15 minutes and then less often, and does not document whether a retry is
   * signed anew). Older ones are refused as `stale`; reconciliation still
   * finds the payment.
   */
  maxEventAgeMs?: number;
}

const REFERENCE_PATTERN = /^[A-Za-z0-9_-]{1,255}$/;
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/i;
/** Payment ids are integers; anything else in `data.id` of a payment webhook is malformed. */
const PAYMENT_ID_PATTERN = /^[1-9]\d{0,19}$/;
/** Statuses whose `date_last_updated` is when the payment became final. */
const FINAL_RAW = new Set(['approved', 'rejected', 'cancelled', 'refunded', 'charged_back']);
/** How far back `expiration_date_from` is set, ms: the preference is payable at once even if Mercado Pago's clock lags ours. */
const ACTIVE_FROM_LEAD_MS = 5 * 60_000;
/** Page size of `GET /v1/payments/search`, and the most pages read for one reference. */
const SEARCH_PAGE = 100;
const SEARCH_MAX_PAGES = 10;

/**
 * The Mercado Pago adapter. Build it with {@link parseMercadoPagoSettings}'s result.
 *
 * @example
 * const mp = new MercadoPagoCarrier(parseMercadoPagoSettings(process.env));
 * const start = await mp.startCheckout({ reference, amountMinor: 15000000, currency: 'COP', description, expiresAt, returnUrl, notificationUrl });
 * // 302 to start.url
 */
export class MercadoPagoCarrier implements HostedCheckoutCarrier {
  readonly name = 'mercadopago' as const;
  readonly capabilities: CarrierCapabilities = {
    checkout: 'redirect',
    ownCardForm: false,
    methods: MERCADOPAGO_METHODS,
    currencies: ['COP'],
    wholeUnitCurrencies: ['COP'],
    reversals: { voidMethods: [], refund: { methods: 'all', partial: true } },
    checkoutExpiry: true,
    eventsUrl: 'per_checkout',
  };
  readonly environment: MercadoPagoEnvironment;
  readonly #s: MercadoPagoSettings;
  readonly #timing: CarrierTiming;
  readonly #api: CarrierApi;

  constructor(settings: MercadoPagoSettings, opts: MercadoPagoCarrierOptions = {}) {
    this.#s = settings;
    this.environment = settings.environment;
    this.#timing = carrierTiming(opts);
    this.#api = carrierApi(
      {
        carrier: 'mercadopago',
        label: 'Mercado Pago',
        baseUrl: settings.apiUrl,
        bearer: settings.accessToken,
        credentialName: 'el access token',
        errorCode: errorCode,
      },
      opts,
    );
  }

  /**
   * Create the attempt's preference (`POST /checkout/preferences`, header
   * `X-Idempotency-Key` = the reference) and answer its `init_point` (its
   * `sandbox_init_point` with `TEST-` credentials). The preference has one
   * item (`title` = description, `quantity` 1, `currency_id` COP,
   * `unit_price` = `amountMinor` / 100 whole pesos), `external_reference` =
   * reference, `notification_url` = `notificationUrl` with
   * `source_news=webhooks`, `back_urls` success/failure/pending =
   * `returnUrl`, `auto_return: approved`, `expires: true`,
   * `expiration_date_from` 5 minutes ago and `expiration_date_to` =
   * `expiresAt` rounded down to the whole second (ISO 8601, Bogotá offset,
   * so never after it), and the payer's email, name, phone and document
   * (`CC`/`CE`/`NIT`, else `Otro`) when given.
   *
   * @throws CheckoutInputError for a currency other than COP, an amount that
   *   is not a positive whole number of pesos in centavos, a reference outside
   *   `[A-Za-z0-9_-]{1,255}`, a `returnUrl` or `notificationUrl` missing or
   *   not absolute http(s), an empty description, or an `expiresAt` not in the future.
   * @throws CarrierAuthError / CarrierRequestError / CarrierUnavailableError / CarrierProtocolError from the API.
   */
  async startCheckout(attempt: CheckoutAttempt): Promise<CheckoutStart> {
    const bad = (msg: string): never => {
      throw new CheckoutInputError('mercadopago', msg);
    };
    if (attempt.currency !== 'COP') bad(`Mercado Pago (Colombia) solo cobra en COP, no en ${safeText(attempt.currency)}`);
    if (!Number.isSafeInteger(attempt.amountMinor) || attempt.amountMinor <= 0) bad('El monto debe ser un entero positivo de centavos');
    if (attempt.amountMinor % 100 !== 0) bad('Mercado Pago solo cobra pesos enteros en COP: el monto en centavos debe ser múltiplo de 100');
    if (!REFERENCE_PATTERN.test(attempt.reference)) bad('La referencia debe tener de 1 a 255 letras, dígitos, - o _');
    if (!isHttpUrl(attempt.returnUrl)) bad('La URL de retorno debe ser http(s) absoluta');
    if (!attempt.notificationUrl || !isHttpUrl(attempt.notificationUrl)) bad('Mercado Pago necesita la URL de notificaciones (http(s) absoluta)');
    const title = attempt.description.trim();
    if (!title) bad('La descripción no puede estar vacía');
    const now = this.#timing.clock.now().getTime();
    const expiresMs = Math.floor(attempt.expiresAt.getTime() / 1000) * 1000;
    if (!Number.isFinite(expiresMs) || expiresMs <= now) bad('El intento ya venció');
    const expiresAt = new Date(expiresMs);
    const notificationUrl = new URL(attempt.notificationUrl as string);
    if (!notificationUrl.searchParams.has('source_news')) notificationUrl.searchParams.set('source_news', 'webhooks');
    const body: Record<string, unknown> = {
      items: [{ id: attempt.reference, title: title.slice(0, 256), quantity: 1, currency_id: 'COP', unit_price: attempt.amountMinor / 100 }],
      external_reference: attempt.reference,
      notification_url: notificationUrl.toString(),
      back_urls: { success: attempt.returnUrl, failure: attempt.returnUrl, pending: attempt.returnUrl },
      auto_return: 'approved',
      expires: true,
      expiration_date_from: mercadoPagoDate(new Date(Math.floor((now - ACTIVE_FROM_LEAD_MS) / 1000) * 1000)),
      expiration_date_to: mercadoPagoDate(expiresAt),
    };
    const payer = payerOf(attempt.payer);
    if (payer) body.payer = payer;
    const res = await callCarrierApi(this.#api, 'POST', '/checkout/preferences', { body, idempotencyKey: attempt.reference });
    const id = isRecord(res) && typeof res.id === 'string' && res.id ? res.id : undefined;
    const point = isRecord(res) ? (this.environment === 'sandbox' ? res.sandbox_init_point : res.init_point) : undefined;
    if (!id || typeof point !== 'string' || !isHttpUrl(point))
      throw new CarrierProtocolError('mercadopago', 'Respuesta de Mercado Pago ilegible (preferencia sin id o init_point)');
    return { kind: 'redirect', url: point, reference: attempt.reference, amountMinor: attempt.amountMinor, currency: 'COP', expiresAt, checkoutId: id };
  }

  /**
   * Verify and read a Mercado Pago webhook: parse `x-signature` (`ts`, `v1`),
   * recompute the HMAC-SHA256 of {@link mercadoPagoManifest} over the query's
   * `data.id`, the `x-request-id` header and `ts` with the webhook secret and
   * compare it in constant time; refuse a `ts` (Unix milliseconds, or seconds
   * when below 10^12) older than `maxEventAgeMs` or ahead by more than
   * `maxEventSkewMs`. A `payment` notification (query `type`/`topic`, or body
   * `type`/`action` `payment.*`) must name its payment in the signed query
   * `data.id` (the body's `data.id`, when present, must agree); the payment is
   * then read with `GET /v1/payments/{id}` and that record is returned.
   * Other types (`merchant_order`, claims, …) are `ignored`.
   *
   * @throws CarrierEventRefusedError `signature` (missing, malformed or wrong),
   *   `stale`, `malformed` (body not JSON, no payment id) or `contradicted`
   *   (Mercado Pago does not know the payment).
   * @throws CarrierUnavailableError / CarrierAuthError / CarrierProtocolError when the payment cannot be read (answer 5xx: Mercado Pago retries).
   */
  async readEvent(raw: RawCarrierEvent): Promise<CarrierEventReading> {
    const refuse = (reason: EventRefusal, msg: string): never => {
      throw new CarrierEventRefusedError('mercadopago', reason, msg);
    };
    const signatureHeader = header(raw.headers, 'x-signature');
    if (!signatureHeader) return refuse('signature', 'La notificación no trae x-signature');
    let ts: string | undefined;
    let v1: string | undefined;
    for (const part of signatureHeader.split(',')) {
      const at = part.indexOf('=');
      if (at < 0) continue;
      const key = part.slice(0, at).trim();
      const value = part.slice(at + 1).trim();
      if (key === 'ts') ts = value;
      else if (key === 'v1') v1 = value;
    }
    if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !SIGNATURE_PATTERN.test(v1)) return refuse('signature', 'x-signature sin ts o v1 válidos');
    const query = raw.query ?? {};
    const dataId = query['data.id']?.trim() || undefined;
    const requestId = header(raw.headers, 'x-request-id')?.trim() || undefined;
    const expected = Buffer.from(mercadoPagoSignature(mercadoPagoManifest({ dataId, requestId, ts }), this.#s.webhookSecret), 'hex');
    if (!timingSafeEqual(Buffer.from(v1, 'hex'), expected)) refuse('signature', 'Firma de la notificación inválida');
    const tsNumber = Number(ts);
    const atMs = tsNumber >= 1e12 ? tsNumber : tsNumber * 1000;
    const now = this.#timing.clock.now().getTime();
    if (atMs < now - this.#timing.maxAgeMs || atMs > now + this.#timing.maxSkewMs) refuse('stale', 'Notificación fuera de la ventana de tiempo aceptada');
    let body: unknown;
    const text = typeof raw.body === 'string' ? raw.body : raw.body.toString('utf8');
    if (text.trim()) {
      try {
        body = JSON.parse(text);
      } catch {
        refuse('malformed', 'El cuerpo de la notificación no es JSON');
      }
      if (!isRecord(body)) return refuse('malformed', 'La notificación no es un objeto');
    }
    const b: Record<string, unknown> = isRecord(body) ? body : {};
    const action = typeof b.action === 'string' ? b.action : undefined;
    const bodyType = typeof b.type === 'string' ? b.type : undefined;
    const queryType = query.type?.trim() || query.topic?.trim() || undefined;
    const eventType = action ?? bodyType ?? queryType ?? 'unknown';
    const isPayment = (t: string | undefined) => t === 'payment' || t === 'payments';
    const payment = isPayment(queryType) || isPayment(bodyType) || (action?.startsWith('payment.') ?? false);
    if (!payment) return { kind: 'ignored', eventType };
    if ((queryType && !isPayment(queryType)) || (bodyType && !isPayment(bodyType))) return refuse('malformed', 'Tipos contradictorios en la notificación');
    if (!dataId || !PAYMENT_ID_PATTERN.test(dataId)) return refuse('malformed', 'La notificación de pago no trae data.id en la URL');
    const bodyId = isRecord(b.data) ? b.data.id : undefined;
    if (bodyId !== undefined && String(bodyId) !== dataId) refuse('signature', 'data.id del cuerpo no coincide con el firmado');
    const transaction = await this.transaction(dataId);
    if (!transaction) return refuse('contradicted', 'Mercado Pago no conoce el pago de la notificación');
    return { kind: 'transaction', key: transactionEventKey(transaction), transaction, eventType, sentAt: new Date(atMs) };
  }

  /** Mercado Pago appends `payment_id` (and the older `collection_id`) to the `back_urls`. */
  readReturn(query: Readonly<Record<string, string | undefined>>): string | undefined {
    for (const key of ['payment_id', 'collection_id']) {
      const id = query[key]?.trim();
      if (id && PAYMENT_ID_PATTERN.test(id)) return id;
    }
    return undefined;
  }

  /** `GET /v1/payments/{id}`; undefined on 404, and without asking for an id that is not a payment id (digits). See {@link HostedCheckoutCarrier.transaction}. */
  async transaction(transactionId: string): Promise<CarrierTransaction | undefined> {
    if (!PAYMENT_ID_PATTERN.test(transactionId)) return undefined;
    const res = await callCarrierApi(this.#api, 'GET', `/v1/payments/${transactionId}`, { allow404: true });
    if (res === undefined) return undefined;
    const tx = parsePayment(res);
    if (!tx) throw new CarrierProtocolError('mercadopago', 'Respuesta de Mercado Pago ilegible (pago)');
    return tx;
  }

  /**
   * `GET /v1/payments/search?external_reference=…` sorted by `date_created`
   * ascending, page by page (100 a page, at most 10 pages); only exact
   * matches, oldest first.
   */
  async transactionsByReference(reference: string): Promise<CarrierTransaction[]> {
    const out: CarrierTransaction[] = [];
    for (let page = 0; page < SEARCH_MAX_PAGES; page++) {
      const q = new URLSearchParams({
        external_reference: reference,
        sort: 'date_created',
        criteria: 'asc',
        limit: String(SEARCH_PAGE),
        offset: String(page * SEARCH_PAGE),
      });
      const res = await callCarrierApi(this.#api, 'GET', `/v1/payments/search?${q}`);
      const results = isRecord(res) ? res.results : undefined;
      if (!Array.isArray(results)) throw new CarrierProtocolError('mercadopago', 'Respuesta de Mercado Pago ilegible (búsqueda de pagos)');
      for (const item of results) {
        const tx = parsePayment(item);
        if (!tx) throw new CarrierProtocolError('mercadopago', 'Respuesta de Mercado Pago ilegible (pago de la búsqueda)');
        if (tx.reference === reference) out.push(tx);
      }
      const total = isRecord(res) && isRecord(res.paging) && typeof res.paging.total === 'number' ? res.paging.total : 0;
      if (results.length < SEARCH_PAGE || (page + 1) * SEARCH_PAGE >= total) break;
    }
    return out.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0) || compareIds(a.transactionId, b.transactionId));
  }

  /**
   * Cancel a payment that is not approved yet (`PUT /v1/payments/{id}` with
   * `{ status: "cancelled" }`; Mercado Pago allows it while the payment is
   * pending, in process or authorized). An approved payment cannot be
   * cancelled: Mercado Pago refuses (CarrierRequestError) and the reversal
   * is {@link refund}. The cancelled payment is read from the answer.
   */
  async void(transactionId: string): Promise<ReversalResult> {
    const res = await callCarrierApi(this.#api, 'PUT', `/v1/payments/${encodeURIComponent(transactionId)}`, { body: { status: 'cancelled' } });
    return { transactionId, transaction: parsePayment(res) ?? (await this.transaction(transactionId)) };
  }

  /**
   * Refund `amountMinor` centavos (whole pesos; everything left when
   * undefined) of approved payment `transactionId`: `POST
   * /v1/payments/{id}/refunds` with `X-Idempotency-Key` = `idempotencyKey`
   * and body `{ amount }` (pesos) or `{}`. Answers the payment as read after
   * the refund (`voided` once refunded in full; still `approved` after a
   * partial refund).
   *
   * @throws CheckoutInputError for an amount that is not a positive whole number of pesos in centavos, or an empty key.
   * @throws CarrierRequestError when Mercado Pago refuses (not approved, more than what is left, too old, no balance), and the errors of {@link transaction}.
   */
  async refund(transactionId: string, opts: { amountMinor?: number | undefined; idempotencyKey: string }): Promise<ReversalResult> {
    const { amountMinor, idempotencyKey } = opts;
    if (amountMinor !== undefined && (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor % 100 !== 0))
      throw new CheckoutInputError('mercadopago', 'El monto a reembolsar debe ser un número positivo de pesos enteros (centavos múltiplo de 100)');
    if (!idempotencyKey.trim()) throw new CheckoutInputError('mercadopago', 'El reembolso necesita una llave de idempotencia');
    const body = amountMinor === undefined ? {} : { amount: amountMinor / 100 };
    await callCarrierApi(this.#api, 'POST', `/v1/payments/${encodeURIComponent(transactionId)}/refunds`, { body, idempotencyKey });
    return { transactionId, transaction: await this.transaction(transactionId) };
  }
}

/** A Mercado Pago payment (`GET /v1/payments/{id}`, a search result) → neutral, or undefined when a required field is missing or unreadable. */
function parsePayment(v: unknown): CarrierTransaction | undefined {
  if (!isRecord(v)) return undefined;
  const id = typeof v.id === 'number' && Number.isSafeInteger(v.id) && v.id > 0 ? String(v.id) : typeof v.id === 'string' ? v.id : '';
  const { status, currency_id: currency } = v;
  if (!PAYMENT_ID_PATTERN.test(id) || typeof status !== 'string' || !status || typeof currency !== 'string') return undefined;
  const amountMinor = decimalToMinor(v.transaction_amount);
  if (amountMinor === undefined) return undefined;
  const reference = typeof v.external_reference === 'string' ? v.external_reference : '';
  const date = (x: unknown): Date | undefined => (typeof x === 'string' && !Number.isNaN(Date.parse(x)) ? new Date(x) : undefined);
  return {
    carrier: 'mercadopago',
    transactionId: id,
    reference,
    amountMinor,
    currency,
    status: mercadoPagoStatus(status),
    rawStatus: status,
    statusDetail: typeof v.status_detail === 'string' ? v.status_detail : undefined,
    method: typeof v.payment_type_id === 'string' ? v.payment_type_id : undefined,
    createdAt: date(v.date_created),
    finalizedAt: status === 'approved' ? (date(v.date_approved) ?? date(v.date_last_updated)) : FINAL_RAW.has(status) ? date(v.date_last_updated) : undefined,
  };
}

/** The attempt's payer as a preference's `payer`, or undefined when nothing is known. */
function payerOf(p: CheckoutPayer | undefined): Record<string, unknown> | undefined {
  if (!p) return undefined;
  const out: Record<string, unknown> = {};
  if (p.email) out.email = p.email;
  // One name field: Spanish names do not split reliably into name and surname.
  if (p.fullName) out.name = p.fullName;
  // `area_code` is an area code, not the country calling code: Colombian mobile numbers have none.
  if (p.phoneNumber) out.phone = { number: p.phoneNumber };
  if (p.legalId && p.legalIdType) out.identification = { type: COLOMBIAN_ID_TYPES.has(p.legalIdType) ? p.legalIdType : 'Otro', number: p.legalId };
  return Object.keys(out).length ? out : undefined;
}

/** An instant as Mercado Pago's dates: ISO 8601 with milliseconds and Bogotá's offset, e.g. `2026-12-01T07:30:00.000-05:00`. */
function mercadoPagoDate(at: Date): string {
  const iso = toBogotaIso(at);
  return `${iso.slice(0, 19)}.${String(at.getUTCMilliseconds()).padStart(3, '0')}${iso.slice(19)}`;
}

/** Mercado Pago's error code of an error answer (`error`, else the first `cause[].code`). */
function errorCode(json: unknown): string | undefined {
  if (!isRecord(json)) return undefined;
  if (typeof json.error === 'string' && json.error) return json.error;
  const first = Array.isArray(json.cause) ? json.cause[0] : undefined;
  if (isRecord(first) && (typeof first.code === 'string' || typeof first.code === 'number')) return String(first.code);
  return undefined;
}

/** Numeric ids compared as numbers (both are digit strings). */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
