/**
 * A loopback fake of the parts of Wompi the service uses, written from
 * Wompi's public documentation (Colombia) — not from our adapter:
 *
 * - the API on `http://127.0.0.1:<port>/v1`: `GET /transactions/{id}`
 *   (public: no key needed, but a wrong key is refused), `GET
 *   /transactions?reference=…` and `POST /transactions/{id}/void` (private
 *   key as `Authorization: Bearer prv_…`; anything else is 401
 *   `INVALID_ACCESS_TOKEN`); unknown ids are 404 `NOT_FOUND_ERROR`; a void
 *   of a non-CARD or non-APPROVED transaction is 422;
 * - Web Checkout: {@link FakeWompi.show} takes the URL the service sends the
 *   payer to and checks it like the hosted checkout would (every parameter,
 *   the integrity signature `SHA-256(reference + amount-in-cents + currency
 *   [+ expiration-time] + integrity secret)`, an expiry still ahead), then
 *   creates the transaction with the outcome the test chooses;
 * - events: {@link FakeWompi.event} builds `transaction.updated` bodies signed
 *   as documented (SHA-256 of the values of `signature.properties`, then
 *   `timestamp`, then the events secret; also sent as `X-Event-Checksum`), and
 *   forged, tampered and mismatched variants; {@link FakeWompi.postEvent}
 *   POSTs one to a URL; every status change is kept in {@link FakeWompi.history},
 *   so tests can deliver duplicated, reordered or lost events.
 *
 * @example
 * const wompi = await startFakeWompi();
 * const tx = wompi.show(start.url, { status: 'APPROVED', method: 'CARD' });
 * await wompi.postEvent(`${service.url}/carriers/wompi/events`, wompi.event(tx.id));
 * await wompi.close();
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'undici';
import type { Clock } from '../../src/clock.js';
import { defaultCarrierResolver, type CarrierResolver } from '../../src/api/domain/carriers/types.js';
import { parseWompiSettings, WompiCarrier } from '../../src/api/domain/carriers/wompi.js';
import { FakeCarrierServer, type FakeServer, listenFake } from './fakeCarrierServer.js';

/** Keys of a fake merchant (Sandbox prefixes, as Wompi issues them). */
export const FAKE_WOMPI_KEYS = {
  publicKey: 'pub_test_FakeMerchantPublic0001',
  privateKey: 'prv_test_FakeMerchantPrivate0001',
  integritySecret: 'test_integrity_FakeIntegritySecret0001',
  eventsSecret: 'test_events_FakeEventsSecret0001',
} as const;

/** Wompi's transaction statuses (Seguimiento de transacciones). */
export type WompiRawStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';

/** A transaction as Wompi's API shows it (the fields the docs list). */
export interface FakeWompiTransaction {
  id: string;
  created_at: string;
  finalized_at: string | null;
  amount_in_cents: number;
  reference: string;
  customer_email: string | null;
  currency: string;
  payment_method_type: string;
  payment_method: { type: string };
  status: WompiRawStatus;
  status_message: string | null;
  redirect_url: string | null;
  shipping_address: null;
  payment_link_id: null;
  payment_source_id: null;
  customer_data?: Record<string, string>;
  expiration_time?: string;
}

/** One request the fake API received. */
export interface FakeWompiCall {
  method: string;
  path: string;
  authorization: string | undefined;
  status: number;
}

/** A signed (or deliberately mis-signed) event, ready to POST. */
export interface FakeWompiEvent {
  body: string;
  headers: Record<string, string>;
}

/** Ways {@link FakeWompi.event} can spoil an event. */
export type EventVariant =
  /** As documented. */
  | 'genuine'
  /** Checksum made with another events secret. */
  | 'wrong-secret'
  /** Signed, then `amount_in_cents` changed in the body. */
  | 'tampered-amount'
  /** Signed, then the unsigned `reference` changed in the body (needs the adapter to confirm with the API). */
  | 'swapped-reference'
  /** Body checksum right, `X-Event-Checksum` header wrong. */
  | 'header-mismatch'
  /** Neither body checksum nor header. */
  | 'unsigned';

/** Options of {@link FakeWompi.event}. */
export interface EventOptions {
  variant?: EventVariant;
  /** Unix seconds of `timestamp` (default: the fake's clock). */
  timestamp?: number;
  /** Signed properties (default the documented three: id, status, amount_in_cents). */
  properties?: string[];
  /** The transaction as of that event (default: the current one); see {@link FakeWompi.history}. */
  snapshot?: FakeWompiTransaction;
  /** Event type (default `transaction.updated`). */
  eventType?: string;
  /** Override fields of `data.transaction` BEFORE signing (a genuinely signed mismatch). */
  override?: Partial<FakeWompiTransaction>;
}

/** Why the fake checkout refused a URL. */
export class FakeCheckoutRefused extends Error {
  override name = 'FakeCheckoutRefused';
}

const DOCUMENTED_PARAMS = new Set([
  'public-key',
  'currency',
  'amount-in-cents',
  'reference',
  'signature:integrity',
  'redirect-url',
  'expiration-time',
  'tax-in-cents:vat',
  'tax-in-cents:consumption',
  'customer-data:email',
  'customer-data:full-name',
  'customer-data:phone-number',
  'customer-data:phone-number-prefix',
  'customer-data:legal-id',
  'customer-data:legal-id-type',
  'collect-customer-legal-id',
  'collect-shipping',
]);
const LEGAL_ID_TYPES = new Set(['CC', 'CE', 'NIT', 'PP', 'TI', 'DNI', 'RG', 'OTHER']);

const sha256 = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');

/** The fake Wompi. Start it with {@link startFakeWompi}. */
export class FakeWompi extends FakeCarrierServer<FakeWompiTransaction, FakeWompiCall> {
  /** API base, e.g. `http://127.0.0.1:40123/v1` (use as WOMPI_API_URL). */
  readonly apiUrl: string;
  /** Web Checkout URL (use as WOMPI_CHECKOUT_URL). */
  readonly checkoutUrl: string;
  readonly keys: typeof FAKE_WOMPI_KEYS;
  /** Transactions by id; every status each took is in {@link history} (deliver them as events in any order). */
  readonly transactions = new Map<string, FakeWompiTransaction>();
  #seq = 0;

  constructor(server: FakeServer, base: string, keys: typeof FAKE_WOMPI_KEYS) {
    super(server);
    this.apiUrl = `${base}/v1`;
    this.checkoutUrl = `${base}/p/`;
    this.keys = keys;
  }

  /** Forget every transaction, record and fault (see {@link FakeCarrierServer.reset}). */
  override reset(): void {
    super.reset();
    this.transactions.clear();
  }

  /**
   * Check a Web Checkout URL like Wompi's checkout and create its transaction
   * with `outcome`. Refuses (throws {@link FakeCheckoutRefused}) a wrong
   * endpoint, a missing or unknown parameter, another merchant's public key,
   * a currency other than COP, a non-integer amount, a bad signature, an
   * expiry not ISO 8601 UTC or already past, a phone without its prefix or a
   * legal id without its type, a reference already used by an approved
   * transaction.
   */
  show(url: string, outcome: { status: WompiRawStatus; method?: string; statusMessage?: string }): FakeWompiTransaction {
    const u = new URL(url);
    const refuse = (why: string): never => {
      throw new FakeCheckoutRefused(why);
    };
    if (`${u.origin}${u.pathname}` !== this.checkoutUrl) refuse(`not the checkout URL: ${u.origin}${u.pathname}`);
    const p = u.searchParams;
    for (const key of p.keys()) if (!DOCUMENTED_PARAMS.has(key)) refuse(`unknown parameter ${key}`);
    for (const key of new Set(p.keys())) if (p.getAll(key).length > 1) refuse(`repeated parameter ${key}`);
    const get = (k: string): string => p.get(k) ?? refuse(`missing ${k}`);
    if (get('public-key') !== this.keys.publicKey) refuse('unknown public key');
    const currency = get('currency');
    if (currency !== 'COP') refuse('currency must be COP');
    const amountText = get('amount-in-cents');
    if (!/^[1-9]\d*$/.test(amountText)) refuse('amount-in-cents must be a positive integer');
    const reference = get('reference');
    if (!reference || reference.length > 255) refuse('bad reference');
    const expiration = p.get('expiration-time');
    const expected = sha256(`${reference}${amountText}${currency}${expiration ?? ''}${this.keys.integritySecret}`);
    if (get('signature:integrity') !== expected) refuse('integrity signature does not match');
    if (expiration !== null) {
      if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z$/.test(expiration)) refuse('expiration-time must be ISO 8601 UTC');
      if (Date.parse(expiration) <= this.now().getTime()) refuse('checkout expired');
    }
    const redirect = p.get('redirect-url');
    if (redirect !== null && !/^https?:\/\//.test(redirect)) refuse('redirect-url must be absolute');
    if (p.has('customer-data:phone-number') !== p.has('customer-data:phone-number-prefix')) refuse('phone-number needs phone-number-prefix');
    if (p.has('customer-data:legal-id') !== p.has('customer-data:legal-id-type')) refuse('legal-id needs legal-id-type');
    const idType = p.get('customer-data:legal-id-type');
    if (idType !== null && !LEGAL_ID_TYPES.has(idType)) refuse('unknown legal-id-type');
    for (const t of this.transactions.values()) if (t.reference === reference && t.status === 'APPROVED') refuse('reference already paid');
    const customer: Record<string, string> = {};
    for (const [k, v] of p) if (k.startsWith('customer-data:')) customer[k.slice('customer-data:'.length)] = v;
    return this.seed({
      amount_in_cents: Number(amountText),
      reference,
      currency,
      status: outcome.status,
      payment_method_type: outcome.method ?? 'CARD',
      status_message: outcome.statusMessage ?? null,
      redirect_url: redirect,
      customer_email: customer.email ?? null,
      customer_data: customer,
      ...(expiration !== null ? { expiration_time: expiration } : {}),
    });
  }

  /** Put a transaction straight into the fake (any fields; the rest defaulted). */
  seed(fields: Partial<FakeWompiTransaction> & Pick<FakeWompiTransaction, 'amount_in_cents' | 'reference'>): FakeWompiTransaction {
    const now = this.now();
    const status = fields.status ?? 'PENDING';
    const method = fields.payment_method_type ?? 'CARD';
    const tx: FakeWompiTransaction = {
      id: `12345-${Math.floor(now.getTime() / 1000)}-${String(++this.#seq).padStart(5, '0')}`,
      created_at: now.toISOString(),
      finalized_at: status === 'PENDING' ? null : now.toISOString(),
      customer_email: null,
      currency: 'COP',
      payment_method_type: method,
      payment_method: { type: method },
      status,
      status_message: null,
      redirect_url: null,
      shipping_address: null,
      payment_link_id: null,
      payment_source_id: null,
      ...fields,
    };
    this.transactions.set(tx.id, tx);
    this.history.push(structuredClone(tx));
    return tx;
  }

  /** Move transaction `id` to `status` (e.g. a PENDING PSE payment finishing). */
  settle(id: string, status: WompiRawStatus): FakeWompiTransaction {
    const tx = this.transactions.get(id);
    if (!tx) throw new Error(`no fake transaction ${id}`);
    tx.status = status;
    tx.finalized_at = status === 'PENDING' ? null : this.now().toISOString();
    this.history.push(structuredClone(tx));
    return tx;
  }

  /** The snapshots of transaction `id`, oldest first. */
  snapshots(id: string): FakeWompiTransaction[] {
    return this.history.filter((t) => t.id === id);
  }

  /** A `transaction.updated` event for transaction `id` (see {@link EventOptions} and {@link EventVariant}). */
  event(id: string, opts: EventOptions = {}): FakeWompiEvent {
    const current = opts.snapshot ?? this.transactions.get(id);
    if (!current) throw new Error(`no fake transaction ${id}`);
    const tx: Record<string, unknown> = { ...structuredClone(current), ...opts.override };
    delete tx.customer_data;
    delete tx.expiration_time;
    const data: Record<string, unknown> = { transaction: tx };
    const properties = opts.properties ?? ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
    const timestamp = opts.timestamp ?? Math.floor(this.now().getTime() / 1000);
    const variant = opts.variant ?? 'genuine';
    const secret = variant === 'wrong-secret' ? 'test_events_SomeoneElsesSecret' : this.keys.eventsSecret;
    const values = properties.map((path) => {
      let cur: unknown = data;
      for (const part of path.split('.')) cur = (cur as Record<string, unknown>)[part];
      return String(cur);
    });
    const checksum = sha256(`${values.join('')}${timestamp}${secret}`).toUpperCase();
    if (variant === 'tampered-amount') tx.amount_in_cents = Number(tx.amount_in_cents) + 100;
    if (variant === 'swapped-reference') tx.reference = `${String(tx.reference)}X`;
    const body: Record<string, unknown> = {
      event: opts.eventType ?? 'transaction.updated',
      data,
      environment: 'test',
      signature: variant === 'unsigned' ? { properties } : { properties, checksum },
      timestamp,
      sent_at: this.now().toISOString(),
    };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (variant === 'header-mismatch') headers['x-event-checksum'] = checksum.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    else if (variant !== 'unsigned') headers['x-event-checksum'] = checksum;
    return { body: JSON.stringify(body), headers };
  }

  /** POST `event` to `url` as Wompi does; answers the status code and body text. */
  async postEvent(url: string, event: FakeWompiEvent): Promise<{ status: number; body: string }> {
    const res = await request(url, { method: 'POST', headers: event.headers, body: event.body });
    return { status: res.statusCode, body: await res.body.text() };
  }

  /** @internal the HTTP handler. */
  override handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://fake');
    req.resume();
    if (this.held(res)) return;
    const authorization = req.headers.authorization;
    const [status, body] =
      this.failWith !== undefined
        ? [this.failWith, { error: { type: 'SERVICE_UNAVAILABLE', reason: 'Fake outage' } }]
        : this.#answer(req.method ?? '', url, authorization);
    this.calls.push({ method: req.method ?? '', path: url.pathname + url.search, authorization, status });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  /** Status and JSON body of an API request, as Wompi's API would answer. */
  #answer(method: string, url: URL, authorization: string | undefined): [number, unknown] {
    const isPrivate = authorization === `Bearer ${this.keys.privateKey}`;
    const isPublic = authorization === `Bearer ${this.keys.publicKey}`;
    const unauthorized: [number, unknown] = [
      401,
      { error: { type: 'INVALID_ACCESS_TOKEN', reason: 'Se esperaba una llave privada válida en el header Authorization' } },
    ];
    const notFound: [number, unknown] = [404, { error: { type: 'NOT_FOUND_ERROR', reason: 'La entidad solicitada no existe' } }];
    const one = /^\/v1\/transactions\/([^/]+)$/.exec(url.pathname);
    const voidPath = /^\/v1\/transactions\/([^/]+)\/void$/.exec(url.pathname);
    if (method === 'GET' && one) {
      if (authorization !== undefined && !isPrivate && !isPublic) return unauthorized;
      const tx = this.transactions.get(decodeURIComponent(one[1]!));
      return tx ? [200, { data: publicView(tx) }] : notFound;
    }
    if (method === 'GET' && url.pathname === '/v1/transactions') {
      if (!isPrivate) return unauthorized;
      const reference = url.searchParams.get('reference');
      const data = [...this.transactions.values()].filter((t) => reference === null || t.reference === reference).map(publicView);
      return [200, { data, meta: { page: 1, page_size: data.length, total_results: data.length } }];
    }
    if (method === 'POST' && voidPath) {
      if (!isPrivate) return unauthorized;
      const tx = this.transactions.get(decodeURIComponent(voidPath[1]!));
      if (!tx) return notFound;
      if (tx.payment_method_type !== 'CARD' || tx.status !== 'APPROVED')
        return [422, { error: { type: 'INPUT_VALIDATION_ERROR', messages: { transaction: ['Solo se pueden anular transacciones APROBADAS con tarjeta'] } } }];
      this.settle(tx.id, 'VOIDED');
      return [201, { data: { status: 'APPROVED', transaction: publicView(tx) } }];
    }
    return notFound;
  }
}

/** The transaction as the API returns it (without the fake's bookkeeping). */
function publicView(tx: FakeWompiTransaction): Record<string, unknown> {
  const { customer_data: _c, expiration_time: _e, ...rest } = tx;
  return structuredClone(rest);
}

/** Start a fake Wompi on 127.0.0.1 (ephemeral port) with merchant `keys`. */
export async function startFakeWompi(keys: typeof FAKE_WOMPI_KEYS = FAKE_WOMPI_KEYS): Promise<FakeWompi> {
  return listenFake((server, base) => new FakeWompi(server, base, keys));
}

/**
 * The settings of a deployment whose carrier is `fake` (`WOMPI_*` as the
 * service reads them from its environment), for `PAYMENT_CARRIER=wompi`.
 */
export function fakeWompiEnv(fake: FakeWompi): Record<string, string> {
  return {
    WOMPI_PUBLIC_KEY: fake.keys.publicKey,
    WOMPI_PRIVATE_KEY: fake.keys.privateKey,
    WOMPI_INTEGRITY_SECRET: fake.keys.integritySecret,
    WOMPI_EVENTS_SECRET: fake.keys.eventsSecret,
    WOMPI_API_URL: fake.apiUrl,
    WOMPI_CHECKOUT_URL: fake.checkoutUrl,
  };
}

/** A carrier resolver whose one account, for every hotel, is `fake` (the service's clock `clock` reads its events' age). */
export function fakeWompiResolver(fake: FakeWompi, clock: Clock): CarrierResolver {
  return defaultCarrierResolver(new WompiCarrier(parseWompiSettings(fakeWompiEnv(fake)), { clock }));
}
