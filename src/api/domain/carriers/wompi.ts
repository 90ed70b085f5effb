/**
 * Wompi (Colombia: cards, PSE, Nequi, Bancolombia transfer) as a
 * {@link HostedCheckoutCarrier}, through Web Checkout: the payer is sent to
 * Wompi's hosted page with a signed URL, Wompi posts signed events to the
 * service, and the service asks Wompi's API about transactions (by id or by
 * reference) and voids approved card transactions. No card data ever passes
 * through the service.
 *
 * Sources (Wompi's public documentation, Colombia):
 * - Environments and keys (`docs.wompi.co/docs/colombia/ambientes-y-llaves`):
 *   `pub_test_`/`prv_test_` keys are Sandbox, `pub_prod_`/`prv_prod_` are
 *   Production; API base `https://sandbox.wompi.co/v1` and
 *   `https://production.wompi.co/v1`; integrity and events secrets carry
 *   `test_`/`prod_` prefixes (`test_integrity_…`, `prod_events_…`).
 * - Widget & Web Checkout (`docs.wompi.co/docs/colombia/widget-checkout-web`):
 *   a GET form to `https://checkout.wompi.co/p/` with `public-key`,
 *   `currency`, `amount-in-cents`, `reference`, `signature:integrity`, and the
 *   optional `redirect-url`, `expiration-time` (ISO 8601, UTC),
 *   `customer-data:email|full-name|phone-number|phone-number-prefix|legal-id|legal-id-type`;
 *   the integrity signature is the SHA-256 hex of
 *   `<reference><amount-in-cents><currency>[<expiration-time>]<integrity secret>`;
 *   Wompi redirects to `redirect-url?id=<transaction id>`.
 * - Events (`docs.wompi.co/docs/colombia/eventos`): POST of `{ event, data,
 *   environment, signature: { properties, checksum }, timestamp, sent_at }`;
 *   the checksum (also in header `X-Event-Checksum`) is the SHA-256 of the
 *   values of `signature.properties` (paths into `data`, in order), then
 *   `timestamp`, then the events secret; a non-200 answer is retried up to 3
 *   times within 24 hours (30 min, 3 h, 24 h).
 * - Transaction tracking (`docs.wompi.co/docs/colombia/seguimiento-de-transacciones`)
 *   and the API reference (`docs.wompi.co/reference`): `GET /transactions/{id}`,
 *   `GET /transactions?reference=…` (private key), `POST
 *   /transactions/{id}/void` (private key; approved CARD transactions only);
 *   final statuses APPROVED, DECLINED, VOIDED (cards only), ERROR; PENDING before.
 *
 * The checksum of a `transaction.updated` event covers only the properties
 * Wompi lists (in the documented example: id, status, amount) — not the
 * reference or the currency. So when the signed properties do not cover the
 * reference and the currency, {@link WompiCarrier.readEvent} confirms the
 * transaction with `GET /transactions/{id}` and refuses the event when
 * Wompi's record contradicts it: a genuine event cannot be replayed with
 * another attempt's reference.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
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
  type CheckoutStart,
  type HostedCheckoutCarrier,
  type RawCarrierEvent,
  type ReversalResult,
  transactionEventKey,
  type ReadEventOptions,
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

/** Wompi's Sandbox API base URL (keys `pub_test_…`/`prv_test_…`). */
export const WOMPI_SANDBOX_API_URL = 'https://sandbox.wompi.co/v1';
/** Wompi's Production API base URL (keys `pub_prod_…`/`prv_prod_…`). */
export const WOMPI_PRODUCTION_API_URL = 'https://production.wompi.co/v1';
/** Wompi's Web Checkout (the same for both environments; the public key selects one). */
export const WOMPI_CHECKOUT_URL = 'https://checkout.wompi.co/p/';

/** Payment methods the service offers through Wompi's Web Checkout. */
export const WOMPI_METHODS = ['CARD', 'PSE', 'NEQUI', 'BANCOLOMBIA_TRANSFER'] as const;

/** Wompi's environment, from the keys' prefix: `test` (Sandbox) or `prod` (Production); as in events' `environment`. */
export type WompiEnvironment = 'test' | 'prod';

/** Wompi settings, validated. Secrets are never logged nor put in an error message. */
export interface WompiSettings {
  /** `WOMPI_PUBLIC_KEY`: `pub_test_…` or `pub_prod_…`. */
  publicKey: string;
  /** `WOMPI_PRIVATE_KEY`: `prv_test_…` or `prv_prod_…`, same environment as the public key. */
  privateKey: string;
  /** `WOMPI_INTEGRITY_SECRET`: signs checkouts. */
  integritySecret: string;
  /** `WOMPI_EVENTS_SECRET`: verifies events. */
  eventsSecret: string;
  /** `WOMPI_API_URL`, default by environment ({@link WOMPI_SANDBOX_API_URL} / {@link WOMPI_PRODUCTION_API_URL}); no trailing slash. */
  apiUrl: string;
  /** `WOMPI_CHECKOUT_URL`, default {@link WOMPI_CHECKOUT_URL}. */
  checkoutUrl: string;
  environment: WompiEnvironment;
}

const KEY_PATTERN = /^(pub|prv)_(test|prod)_[A-Za-z0-9]+$/;
const SECRET_ENV_PATTERN = /^(test|prod)_(integrity|events)_/;

/**
 * Parse and check the Wompi settings from environment variables `env`
 * (`WOMPI_PUBLIC_KEY`, `WOMPI_PRIVATE_KEY`, `WOMPI_INTEGRITY_SECRET`,
 * `WOMPI_EVENTS_SECRET`, optional `WOMPI_API_URL`, `WOMPI_CHECKOUT_URL`).
 * The environment comes from the keys' prefix; both keys (and the secrets,
 * when they carry Wompi's `test_`/`prod_` prefix) must agree. Without
 * `WOMPI_API_URL`, test keys use Wompi's Sandbox API, production keys its
 * Production API.
 *
 * @throws CarrierConfigError naming every bad setting (never its value).
 */
export function parseWompiSettings(env: Readonly<Record<string, string | undefined>>): WompiSettings {
  const problems: string[] = [];
  const read = (name: string): string => {
    const v = env[name]?.trim() ?? '';
    if (!v) problems.push(`${name} es obligatorio con PAYMENT_CARRIER=wompi`);
    return v;
  };
  const publicKey = read('WOMPI_PUBLIC_KEY');
  const privateKey = read('WOMPI_PRIVATE_KEY');
  const integritySecret = read('WOMPI_INTEGRITY_SECRET');
  const eventsSecret = read('WOMPI_EVENTS_SECRET');
  const keyEnv = (name: string, value: string, kind: 'pub' | 'prv'): WompiEnvironment | undefined => {
    if (!value) return undefined;
    const m = KEY_PATTERN.exec(value);
    if (!m || m[1] !== kind) {
      problems.push(`${name} debe empezar por ${kind}_test_ o ${kind}_prod_`);
      return undefined;
    }
    return m[2] as WompiEnvironment;
  };
  const pubEnv = keyEnv('WOMPI_PUBLIC_KEY', publicKey, 'pub');
  const prvEnv = keyEnv('WOMPI_PRIVATE_KEY', privateKey, 'prv');
  if (pubEnv && prvEnv && pubEnv !== prvEnv) problems.push('WOMPI_PUBLIC_KEY y WOMPI_PRIVATE_KEY son de ambientes distintos (test y prod)');
  const environment = pubEnv ?? prvEnv ?? 'test';
  for (const [name, value] of [
    ['WOMPI_INTEGRITY_SECRET', integritySecret],
    ['WOMPI_EVENTS_SECRET', eventsSecret],
  ] as const) {
    const m = SECRET_ENV_PATTERN.exec(value);
    if (m && pubEnv && m[1] !== pubEnv) problems.push(`${name} es del ambiente ${m[1]} y las llaves del ambiente ${pubEnv}`);
  }
  const url = (name: string, fallback: string): string => {
    const raw = env[name]?.trim() || fallback;
    try {
      const u = new URL(raw);
      if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name} debe ser una URL http(s) absoluta`);
      return fallback;
    }
  };
  const apiUrl = url('WOMPI_API_URL', environment === 'prod' ? WOMPI_PRODUCTION_API_URL : WOMPI_SANDBOX_API_URL).replace(/\/+$/, '');
  const checkoutUrl = url('WOMPI_CHECKOUT_URL', WOMPI_CHECKOUT_URL);
  if (problems.length) throw new CarrierConfigError('wompi', `Configuración de Wompi inválida: ${problems.join('; ')}`);
  return { publicKey, privateKey, integritySecret, eventsSecret, apiUrl, checkoutUrl, environment };
}

/**
 * Wompi's integrity signature of a checkout: the lowercase SHA-256 hex of
 * `reference + amountInCents + currency + [expirationTime] + integritySecret`
 * (Widget & Web Checkout, step 3). `expirationTime` exactly as sent in
 * `expiration-time`, or undefined when none is sent.
 */
export function wompiIntegritySignature(
  reference: string,
  amountInCents: number,
  currency: string,
  expirationTime: string | undefined,
  integritySecret: string,
): string {
  return sha256Hex(`${reference}${amountInCents}${currency}${expirationTime ?? ''}${integritySecret}`);
}

/**
 * Wompi's event checksum: the SHA-256 hex (uppercase, as Wompi shows it) of
 * the values at `properties` (paths into `data`, e.g. `transaction.id`), in
 * order, then `timestamp`, then `eventsSecret` (Events, "Seguridad").
 *
 * @throws CarrierEventRefusedError (`malformed`) when a property is missing or not a string/number.
 */
export function wompiEventChecksum(data: unknown, properties: readonly string[], timestamp: number, eventsSecret: string): string {
  let text = '';
  for (const path of properties) {
    const value = readPath(data, path);
    if (typeof value === 'string') text += value;
    else if (typeof value === 'number' && Number.isFinite(value)) text += String(value);
    else throw new CarrierEventRefusedError('wompi', 'malformed', `La propiedad firmada ${safeText(path)} falta o no es un texto o número`);
  }
  return sha256Hex(`${text}${timestamp}${eventsSecret}`).toUpperCase();
}

/** Wompi status word → the service's status; unknown words are `pending` (reconciliation asks again). */
export function wompiStatus(raw: string): CarrierStatus {
  switch (raw) {
    case 'APPROVED':
      return 'approved';
    case 'DECLINED':
      return 'declined';
    case 'VOIDED':
      return 'voided';
    case 'ERROR':
      return 'error';
    default:
      return 'pending';
  }
}

/** Options of {@link WompiCarrier}. */
export interface WompiCarrierOptions extends HttpCarrierOptions {
  /**
   * Oldest event accepted, ms before now by its `timestamp` (default 72 h:
   * Wompi retries an unanswered event up to 24 h later, and a retry may keep
   * the first timestamp). Older events are refused as `stale`.
   */
  maxEventAgeMs?: number;
}

const REFERENCE_PATTERN = /^[A-Za-z0-9_-]{1,255}$/;
const CHECKSUM_PATTERN = /^[0-9a-fA-F]{64}$/;
/** Fields of a transaction whose values must be covered by the signature, or else confirmed with the API. */
const MUST_BE_SIGNED = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents', 'transaction.reference', 'transaction.currency'];

/**
 * The Wompi adapter. Build it with {@link parseWompiSettings}'s result.
 *
 * @example
 * const wompi = new WompiCarrier(parseWompiSettings(process.env));
 * const start = await wompi.startCheckout({ reference, amountMinor: 15000010, currency: 'COP', description, expiresAt, returnUrl });
 * // 302 to start.url
 */
export class WompiCarrier implements HostedCheckoutCarrier {
  readonly name = 'wompi' as const;
  readonly capabilities: CarrierCapabilities = {
    checkout: 'redirect',
    ownCardForm: false,
    methods: WOMPI_METHODS,
    currencies: ['COP'],
    wholeUnitCurrencies: [],
    reversals: { voidMethods: ['CARD'], refund: null },
    checkoutExpiry: true,
    eventsUrl: 'dashboard',
  };
  readonly environment: WompiEnvironment;
  readonly #s: WompiSettings;
  readonly #timing: CarrierTiming;
  readonly #api: CarrierApi;

  constructor(settings: WompiSettings, opts: WompiCarrierOptions = {}) {
    this.#s = settings;
    this.environment = settings.environment;
    this.#timing = carrierTiming(opts);
    this.#api = carrierApi(
      {
        carrier: 'wompi',
        label: 'Wompi',
        baseUrl: settings.apiUrl,
        bearer: settings.privateKey,
        credentialName: 'la llave privada',
        errorCode: (json) => (isRecord(json) && isRecord(json.error) && typeof json.error.type === 'string' ? json.error.type : undefined),
      },
      opts,
    );
  }

  /**
   * The Web Checkout URL of `attempt`: `public-key`, `currency=COP`,
   * `amount-in-cents` (= `amountMinor`), `reference`, `signature:integrity`,
   * `redirect-url` (= `returnUrl`), `expiration-time` (= `expiresAt` rounded
   * down to the whole second, ISO 8601 UTC, so never after it) and the
   * `customer-data:*` the payer has (phone only with its prefix, legal id only
   * with its type). No network call.
   *
   * @throws CheckoutInputError for a currency other than COP, an amount that
   *   is not a positive safe integer, a reference outside `[A-Za-z0-9_-]{1,255}`,
   *   a `returnUrl` that is not absolute http(s), or an `expiresAt` not in the future.
   */
  async startCheckout(attempt: CheckoutAttempt): Promise<CheckoutStart> {
    const bad = (msg: string): never => {
      throw new CheckoutInputError('wompi', msg);
    };
    if (attempt.currency !== 'COP') bad(`Wompi solo cobra en COP, no en ${safeText(attempt.currency)}`);
    if (!Number.isSafeInteger(attempt.amountMinor) || attempt.amountMinor <= 0) bad('El monto debe ser un entero positivo de centavos');
    if (!REFERENCE_PATTERN.test(attempt.reference)) bad('La referencia debe tener de 1 a 255 letras, dígitos, - o _');
    if (!isHttpUrl(attempt.returnUrl)) bad('La URL de retorno debe ser http(s) absoluta');
    const expiresMs = Math.floor(attempt.expiresAt.getTime() / 1000) * 1000;
    if (!Number.isFinite(expiresMs) || expiresMs <= this.#timing.clock.now().getTime()) bad('El intento ya venció');
    const expiresAt = new Date(expiresMs);
    const expirationTime = expiresAt.toISOString();
    const url = new URL(this.#s.checkoutUrl);
    const q = url.searchParams;
    q.set('public-key', this.#s.publicKey);
    q.set('currency', 'COP');
    q.set('amount-in-cents', String(attempt.amountMinor));
    q.set('reference', attempt.reference);
    q.set('signature:integrity', wompiIntegritySignature(attempt.reference, attempt.amountMinor, 'COP', expirationTime, this.#s.integritySecret));
    q.set('redirect-url', attempt.returnUrl);
    q.set('expiration-time', expirationTime);
    const p = attempt.payer ?? {};
    if (p.email) q.set('customer-data:email', p.email);
    if (p.fullName) q.set('customer-data:full-name', p.fullName);
    if (p.phoneNumber && p.phoneNumberPrefix) {
      q.set('customer-data:phone-number', p.phoneNumber);
      q.set('customer-data:phone-number-prefix', p.phoneNumberPrefix);
    }
    if (p.legalId && p.legalIdType) {
      q.set('customer-data:legal-id', p.legalId);
      q.set('customer-data:legal-id-type', p.legalIdType);
    }
    return { kind: 'redirect', url: url.toString(), reference: attempt.reference, amountMinor: attempt.amountMinor, currency: 'COP', expiresAt };
  }

  /**
   * Verify and read a Wompi event: parse the raw body; recompute the
   * checksum from `signature.properties`, `timestamp` and the events secret
   * and compare it in constant time with `signature.checksum` and with the
   * `X-Event-Checksum` header (each one present must match; at least one
   * must be present); refuse a `timestamp` (Unix seconds, or milliseconds
   * when above 10^12) older than `maxEventAgeMs` or ahead by more than
   * `maxEventSkewMs`. A `transaction.updated` becomes a transaction reading
   * (confirmed with `GET /transactions/{id}` when the signature leaves the
   * reference or currency unsigned, the API's record then being the one
   * read — unless `opts.isKnownReference` says the service never issued the
   * event's reference: nothing will be applied, so nothing is asked); other
   * event types are `ignored`.
   *
   * @throws CarrierEventRefusedError `malformed` | `signature` | `stale` | `contradicted`.
   * @throws CarrierUnavailableError / CarrierAuthError when the confirmation cannot be had (answer 5xx: Wompi retries).
   */
  async readEvent(raw: RawCarrierEvent, opts: ReadEventOptions = {}): Promise<CarrierEventReading> {
    const refuse = (reason: 'malformed' | 'signature' | 'stale' | 'contradicted', msg: string): never => {
      throw new CarrierEventRefusedError('wompi', reason, msg);
    };
    let body: unknown;
    try {
      body = JSON.parse(typeof raw.body === 'string' ? raw.body : raw.body.toString('utf8'));
    } catch {
      refuse('malformed', 'El cuerpo del evento no es JSON');
    }
    if (!isRecord(body)) return refuse('malformed', 'El evento no es un objeto');
    const { event, data, signature, timestamp } = body;
    if (typeof event !== 'string' || !isRecord(data) || !isRecord(signature)) return refuse('malformed', 'Faltan event, data o signature');
    const properties = signature.properties;
    if (!Array.isArray(properties) || properties.length === 0 || !properties.every((p): p is string => typeof p === 'string'))
      return refuse('malformed', 'signature.properties no es una lista de textos');
    if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp <= 0) return refuse('malformed', 'timestamp no es un entero');
    const bodyChecksum = signature.checksum;
    const headerChecksum = header(raw.headers, 'x-event-checksum');
    const given = [bodyChecksum, headerChecksum].filter((c) => c !== undefined);
    if (given.length === 0) return refuse('signature', 'El evento no trae checksum');
    const expected = Buffer.from(wompiEventChecksum(data, properties, timestamp, this.#s.eventsSecret), 'hex');
    for (const c of given) {
      if (typeof c !== 'string' || !CHECKSUM_PATTERN.test(c) || !timingSafeEqual(Buffer.from(c, 'hex'), expected)) refuse('signature', 'Checksum inválido');
    }
    const atMs = timestamp > 1e12 ? timestamp : timestamp * 1000;
    const now = this.#timing.clock.now().getTime();
    if (atMs < now - this.#timing.maxAgeMs || atMs > now + this.#timing.maxSkewMs) refuse('stale', 'Evento fuera de la ventana de tiempo aceptada');
    if (event !== 'transaction.updated') return { kind: 'ignored', eventType: event };
    const sentAt = typeof body.sent_at === 'string' && !Number.isNaN(Date.parse(body.sent_at)) ? new Date(body.sent_at) : undefined;
    const fromEvent = parseTransaction(data.transaction);
    if (!fromEvent) return refuse('malformed', 'data.transaction incompleta');
    let transaction = fromEvent;
    const known = opts.isKnownReference ? await opts.isKnownReference(fromEvent.reference) : true;
    if (known && !MUST_BE_SIGNED.every((p) => properties.includes(p))) {
      const confirmed = await this.transaction(fromEvent.transactionId);
      if (
        !confirmed ||
        confirmed.reference !== fromEvent.reference ||
        confirmed.currency !== fromEvent.currency ||
        confirmed.amountMinor !== fromEvent.amountMinor
      )
        refuse('contradicted', 'Wompi no confirma la transacción del evento');
      transaction = confirmed as CarrierTransaction;
    }
    return { kind: 'transaction', key: transactionEventKey(transaction), transaction, eventType: event, sentAt };
  }

  /** Wompi appends `?id=<transaction id>` to `redirect-url`. */
  readReturn(query: Readonly<Record<string, string | undefined>>): string | undefined {
    const id = query.id?.trim();
    return id ? id : undefined;
  }

  /** `GET /transactions/{id}` with the private key; undefined on 404. See {@link HostedCheckoutCarrier.transaction}. */
  async transaction(transactionId: string): Promise<CarrierTransaction | undefined> {
    const res = await callCarrierApi(this.#api, 'GET', `/transactions/${encodeURIComponent(transactionId)}`, { allow404: true });
    if (res === undefined) return undefined;
    const tx = isRecord(res) ? parseTransaction(res.data) : undefined;
    if (!tx) throw new CarrierProtocolError('wompi', 'Respuesta de Wompi ilegible (transacción)');
    return tx;
  }

  /** `GET /transactions?reference=…` with the private key; only exact matches, oldest first. */
  async transactionsByReference(reference: string): Promise<CarrierTransaction[]> {
    const res = await callCarrierApi(this.#api, 'GET', `/transactions?reference=${encodeURIComponent(reference)}`);
    const list = isRecord(res) ? res.data : undefined;
    if (!Array.isArray(list)) throw new CarrierProtocolError('wompi', 'Respuesta de Wompi ilegible (lista de transacciones)');
    const out: CarrierTransaction[] = [];
    for (const item of list) {
      const tx = parseTransaction(item);
      if (!tx) throw new CarrierProtocolError('wompi', 'Respuesta de Wompi ilegible (transacción de la lista)');
      if (tx.reference === reference) out.push(tx);
    }
    return out.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  }

  /**
   * `POST /transactions/{id}/void` with the private key (approved CARD
   * transactions only). The voided transaction is read from the answer
   * (`data.transaction`) or, when the answer has none, asked for.
   */
  async void(transactionId: string): Promise<ReversalResult> {
    const res = await callCarrierApi(this.#api, 'POST', `/transactions/${encodeURIComponent(transactionId)}/void`, { body: {} });
    const fromAnswer = isRecord(res) && isRecord(res.data) ? parseTransaction(res.data.transaction) : undefined;
    return { transactionId, transaction: fromAnswer ?? (await this.transaction(transactionId)) };
  }
}

/** A Wompi transaction object (`data` of the API, `data.transaction` of events) → neutral, or undefined when a required field is missing. */
function parseTransaction(v: unknown): CarrierTransaction | undefined {
  if (!isRecord(v)) return undefined;
  const { id, reference, amount_in_cents: amount, currency, status } = v;
  if (typeof id !== 'string' || !id || typeof reference !== 'string' || typeof currency !== 'string' || typeof status !== 'string') return undefined;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return undefined;
  const date = (x: unknown): Date | undefined => (typeof x === 'string' && !Number.isNaN(Date.parse(x)) ? new Date(x) : undefined);
  return {
    carrier: 'wompi',
    transactionId: id,
    reference,
    amountMinor: amount,
    currency,
    status: wompiStatus(status),
    rawStatus: status,
    statusDetail: typeof v.status_message === 'string' ? v.status_message : undefined,
    method: typeof v.payment_method_type === 'string' ? v.payment_method_type : undefined,
    createdAt: date(v.created_at),
    finalizedAt: date(v.finalized_at),
  };
}

/** The value at dotted `path` (own properties only) inside `root`. */
function readPath(root: unknown, path: string): unknown {
  let cur: unknown = root;
  for (const part of path.split('.')) {
    if (!isRecord(cur) || !Object.hasOwn(cur, part)) return undefined;
    cur = cur[part];
  }
  return cur;
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
