/**
 * A loopback fake of the parts of Mercado Pago the service uses, written
 * from Mercado Pago's public documentation (Checkout Pro, Webhooks, the
 * Payments and Refunds API) — not from our adapter:
 *
 * - the API on `http://127.0.0.1:<port>`, every call with `Authorization:
 *   Bearer <access token>` (anything else is 401 `unauthorized`):
 *   `POST /checkout/preferences` (checks items, COP prices in whole pesos,
 *   `auto_return` with a success back URL, `expires` with ISO 8601 dates
 *   carrying a numeric offset; answers `id`, `init_point`,
 *   `sandbox_init_point`; one preference per `X-Idempotency-Key`);
 *   `GET /v1/payments/{id}` (404 `not_found` for an unknown id);
 *   `GET /v1/payments/search` (`external_reference`, `sort`, `criteria`,
 *   `limit`, `offset`; `{ paging, results }`); `PUT /v1/payments/{id}` with
 *   `{ status: "cancelled" }` (pending, in process or authorized payments
 *   only); `POST /v1/payments/{id}/refunds` (approved payments only; `{
 *   amount }` for a partial refund, `{}` for what is left; one refund per
 *   `X-Idempotency-Key`; the payment becomes `refunded` once refunded in full);
 * - Checkout Pro: {@link FakeMercadoPago.pay} takes the `init_point` the
 *   service sends the payer to and, like the hosted checkout, refuses a
 *   preference outside its `expiration_date_from`–`expiration_date_to`
 *   window, then creates the payment with the outcome the test chooses;
 * - Webhooks: {@link FakeMercadoPago.notification} builds the POST Mercado
 *   Pago sends (query `data.id` and `type`, headers `x-signature: ts=…,v1=…`
 *   and `x-request-id`, JSON body `{ action, api_version, data: { id },
 *   date_created, id, live_mode, type, user_id }`), `v1` being the
 *   HMAC-SHA256 hex of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`
 *   with the webhook secret; and forged variants.
 *   {@link FakeMercadoPago.postNotification} POSTs one to a URL; every status
 *   a payment took is kept in {@link FakeMercadoPago.history}.
 *
 * @example
 * const mp = await startFakeMercadoPago();
 * const payment = mp.pay(start.url, { status: 'approved', payment_type_id: 'credit_card' });
 * await mp.postNotification(`${service.url}/carriers/mercadopago/events`, mp.notification(payment.id));
 * await mp.close();
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'undici';
import { FakeCarrierServer, type FakeServer, listenFake } from './fakeCarrierServer.js';

/** A seller's credentials as the fake knows them. */
export interface FakeMercadoPagoCredentials {
  /** `TEST-…` or `APP_USR-…`. */
  accessToken: string;
  /** The application's secret signature for webhooks. */
  webhookSecret: string;
  /** The seller's user id (`user_id` of notifications, `collector_id` of payments). */
  userId: number;
}

/** Credentials of a fake seller (a test access token, as Mercado Pago issues them, and the application's webhook secret). */
export const FAKE_MERCADOPAGO_CREDENTIALS: Readonly<FakeMercadoPagoCredentials> = {
  accessToken: 'TEST-7021384756102938-120112-4f1c9b0e7d2a5c3b8e6f0a1d2c3b4a59-1122334455',
  webhookSecret: 'fake-mp-webhook-secret-0001',
  userId: 1122334455,
};

/** Mercado Pago's payment statuses. */
export type MercadoPagoRawStatus =
  | 'pending'
  | 'approved'
  | 'authorized'
  | 'in_process'
  | 'in_mediation'
  | 'rejected'
  | 'cancelled'
  | 'refunded'
  | 'charged_back';

/** A preference as the fake keeps it (the request's fields plus what Mercado Pago adds). */
export interface FakePreference {
  id: string;
  collector_id: number;
  site_id: 'MCO';
  date_created: string;
  init_point: string;
  sandbox_init_point: string;
  items: Array<{ id?: string; title: string; quantity: number; currency_id: string; unit_price: number }>;
  payer?: Record<string, unknown>;
  external_reference?: string;
  notification_url?: string;
  back_urls?: { success?: string; failure?: string; pending?: string };
  auto_return?: string;
  expires: boolean;
  expiration_date_from?: string;
  expiration_date_to?: string;
}

/** A refund as the Refunds API shows it. */
export interface FakeRefund {
  id: number;
  payment_id: number;
  amount: number;
  metadata: Record<string, unknown>;
  source: { id: string; name: string; type: string };
  date_created: string;
  unique_sequence_number: null;
  refund_mode: 'standard';
  adjustment_amount: number;
  status: 'approved';
  reason: null;
  amount_refunded_to_payer: number;
}

/** A payment as the Payments API shows it (the fields the docs list that the service may read). */
export interface FakePayment {
  id: number;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  operation_type: 'regular_payment';
  payment_method_id: string;
  payment_type_id: string;
  status: MercadoPagoRawStatus;
  status_detail: string;
  currency_id: string;
  description: string;
  live_mode: boolean;
  collector_id: number;
  external_reference: string | null;
  transaction_amount: number;
  transaction_amount_refunded: number;
  notification_url: string | null;
  payer: { email: string | null; identification: { type: string | null; number: string | null } };
  metadata: Record<string, unknown>;
  refunds: FakeRefund[];
}

/** One request the fake API received. */
export interface FakeMercadoPagoCall {
  method: string;
  /** Path and query. */
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The JSON body, parsed (undefined when none). */
  body: unknown;
  status: number;
}

/** A webhook ready to POST: the query Mercado Pago appends to the notification URL, its headers and raw body. */
export interface FakeMercadoPagoNotification {
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
}

/** Ways {@link FakeMercadoPago.notification} can spoil a notification. */
export type NotificationVariant =
  /** As documented. */
  | 'genuine'
  /** Signed with another secret. */
  | 'wrong-secret'
  /** Signed, then the query's `data.id` changed to another payment. */
  | 'tampered-id'
  /** Signed, then only the body's `data.id` changed. */
  | 'body-id-mismatch'
  /** No `x-signature` header. */
  | 'unsigned'
  /** Without `x-request-id`, signed without that part (the documented rule for a missing value). */
  | 'no-request-id';

/** Options of {@link FakeMercadoPago.notification}. */
export interface NotificationOptions {
  variant?: NotificationVariant;
  /** Notification type (query `type` and body `type`; default `payment`). */
  type?: string;
  /** Body `action` (default `payment.created` for a payment with one status so far, else `payment.updated`). */
  action?: string;
  /** `ts` of `x-signature` (default the fake's clock in milliseconds, as the docs describe; see `tsUnit`). */
  ts?: number;
  /** Unit of the default `ts` (default `ms`; the docs' example header carries seconds). */
  tsUnit?: 'ms' | 's';
  /** `x-request-id` (default a new UUID). */
  requestId?: string;
}

/** An outcome chosen by the test for {@link FakeMercadoPago.pay}. */
export interface PayOutcome {
  status: MercadoPagoRawStatus;
  status_detail?: string;
  payment_type_id?: string;
  payment_method_id?: string;
  payer_email?: string;
}

/** Why the fake checkout refused to take a payment. */
export class FakeCheckoutRefused extends Error {
  override name = 'FakeCheckoutRefused';
}

type Answer = [number, unknown];

const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?[+-]\d\d:\d\d$/;
const COLOMBIAN_ID_TYPES = new Set(['CC', 'CE', 'NIT', 'Otro']);
const DEFAULT_METHOD: Record<string, string> = {
  credit_card: 'visa',
  debit_card: 'debvisa',
  bank_transfer: 'pse',
  ticket: 'efecty',
  account_money: 'account_money',
};
const DEFAULT_DETAIL: Record<MercadoPagoRawStatus, string> = {
  pending: 'pending_waiting_transfer',
  approved: 'accredited',
  authorized: 'pending_capture',
  in_process: 'pending_contingency',
  in_mediation: 'in_mediation',
  rejected: 'cc_rejected_other_reason',
  cancelled: 'expired',
  refunded: 'refunded',
  charged_back: 'settled',
};
const CANCELLABLE = new Set<MercadoPagoRawStatus>(['pending', 'in_process', 'authorized']);

const hmac = (manifest: string, secret: string): string => createHmac('sha256', secret).update(manifest, 'utf8').digest('hex');

/** Mercado Pago's error body. */
const error = (status: number, code: string, message: string): Answer => [status, { message, error: code, status, cause: [{ code, description: message }] }];

/** An instant the way the fake writes dates: ISO 8601 with milliseconds and Bogotá's offset. */
function mpDate(at: Date): string {
  const local = new Date(at.getTime() - 5 * 3600_000).toISOString().slice(0, 23);
  return `${local}-05:00`;
}

/** The fake Mercado Pago. Start it with {@link startFakeMercadoPago}. */
export class FakeMercadoPago extends FakeCarrierServer<FakePayment, FakeMercadoPagoCall> {
  /** API base, e.g. `http://127.0.0.1:40123` (use as MERCADOPAGO_API_URL). */
  readonly apiUrl: string;
  readonly credentials: Readonly<FakeMercadoPagoCredentials>;
  readonly preferences = new Map<string, FakePreference>();
  readonly payments = new Map<number, FakePayment>();
  #paymentSeq = 91_000_000_000;
  #refundSeq = 1_500_000_000;
  #notificationSeq = 120_000_000_000;
  readonly #preferenceKeys = new Map<string, string>();
  readonly #refundKeys = new Map<string, FakeRefund>();

  constructor(server: FakeServer, base: string, credentials: Readonly<FakeMercadoPagoCredentials>) {
    super(server);
    this.apiUrl = base;
    this.credentials = credentials;
  }

  /** Forget every preference, payment, idempotency key, record and fault (see {@link FakeCarrierServer.reset}). */
  override reset(): void {
    super.reset();
    this.preferences.clear();
    this.payments.clear();
    this.#preferenceKeys.clear();
    this.#refundKeys.clear();
  }

  /**
   * Follow a Checkout Pro URL (`init_point` or `sandbox_init_point`) like the
   * hosted checkout and create the payment with `outcome`. Refuses (throws
   * {@link FakeCheckoutRefused}) an unknown URL or preference, and a
   * preference that `expires` outside its window at the fake's `now`.
   */
  pay(url: string, outcome: PayOutcome): FakePayment {
    const u = new URL(url);
    const refuse = (why: string): never => {
      throw new FakeCheckoutRefused(why);
    };
    if (u.origin !== this.apiUrl || (u.pathname !== '/checkout/v1/redirect' && u.pathname !== '/sandbox/checkout/v1/redirect'))
      refuse(`not a checkout URL: ${u.pathname}`);
    const pref = this.preferences.get(u.searchParams.get('pref_id') ?? '') ?? refuse('unknown preference');
    if (pref.expires) {
      const now = this.now().getTime();
      if (pref.expiration_date_from && now < Date.parse(pref.expiration_date_from)) refuse('preference not active yet');
      if (pref.expiration_date_to && now > Date.parse(pref.expiration_date_to)) refuse('preference expired');
    }
    const type = outcome.payment_type_id ?? 'credit_card';
    const amount = pref.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);
    return this.seed({
      transaction_amount: amount,
      currency_id: pref.items[0]!.currency_id,
      external_reference: pref.external_reference ?? null,
      description: pref.items[0]!.title,
      notification_url: pref.notification_url ?? null,
      status: outcome.status,
      status_detail: outcome.status_detail ?? DEFAULT_DETAIL[outcome.status],
      payment_type_id: type,
      payment_method_id: outcome.payment_method_id ?? DEFAULT_METHOD[type] ?? type,
      live_mode: u.pathname === '/checkout/v1/redirect',
      payer: { email: outcome.payer_email ?? (typeof pref.payer?.email === 'string' ? pref.payer.email : null), identification: { type: null, number: null } },
    });
  }

  /** Put a payment straight into the fake (any fields; the rest defaulted). */
  seed(fields: Partial<FakePayment> & Pick<FakePayment, 'transaction_amount'>): FakePayment {
    const now = mpDate(this.now());
    const status = fields.status ?? 'pending';
    const type = fields.payment_type_id ?? 'credit_card';
    const payment: FakePayment = {
      id: ++this.#paymentSeq,
      date_created: now,
      date_approved: status === 'approved' ? now : null,
      date_last_updated: now,
      operation_type: 'regular_payment',
      payment_method_id: DEFAULT_METHOD[type] ?? type,
      payment_type_id: type,
      status,
      status_detail: DEFAULT_DETAIL[status],
      currency_id: 'COP',
      description: 'Reserva',
      live_mode: false,
      collector_id: this.credentials.userId,
      external_reference: null,
      transaction_amount_refunded: 0,
      notification_url: null,
      payer: { email: null, identification: { type: null, number: null } },
      metadata: {},
      refunds: [],
      ...fields,
    };
    this.payments.set(payment.id, payment);
    this.history.push(structuredClone(payment));
    return payment;
  }

  /** Move payment `id` to `status` (e.g. a pending PSE payment finishing, or a chargeback). */
  settle(id: number, status: MercadoPagoRawStatus, statusDetail?: string): FakePayment {
    const p = this.payments.get(id);
    if (!p) throw new Error(`no fake payment ${id}`);
    const now = mpDate(this.now());
    p.status = status;
    p.status_detail = statusDetail ?? DEFAULT_DETAIL[status];
    p.date_last_updated = now;
    if (status === 'approved' && !p.date_approved) p.date_approved = now;
    this.history.push(structuredClone(p));
    return p;
  }

  /** The snapshots of payment `id`, oldest first. */
  snapshots(id: number): FakePayment[] {
    return this.history.filter((p) => p.id === id);
  }

  /** A webhook about payment (or other resource) `id` (see {@link NotificationOptions} and {@link NotificationVariant}). */
  notification(id: number | string, opts: NotificationOptions = {}): FakeMercadoPagoNotification {
    const variant = opts.variant ?? 'genuine';
    const type = opts.type ?? 'payment';
    const dataId = String(id);
    const nowMs = this.now().getTime();
    const ts = String(opts.ts ?? (opts.tsUnit === 's' ? Math.floor(nowMs / 1000) : nowMs));
    const requestId = variant === 'no-request-id' ? undefined : (opts.requestId ?? randomUUID());
    const signedId = /^[A-Za-z0-9]+$/.test(dataId) ? dataId.toLowerCase() : dataId;
    const manifest = `id:${signedId};${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
    const secret = variant === 'wrong-secret' ? 'someone-elses-webhook-secret' : this.credentials.webhookSecret;
    const v1 = hmac(manifest, secret);
    const single = typeof id === 'number' && this.snapshots(id).length <= 1;
    const action = opts.action ?? (type === 'payment' ? (single ? 'payment.created' : 'payment.updated') : `${type}.updated`);
    const otherId = String(Number(dataId) + 1);
    const body = {
      action,
      api_version: 'v1',
      data: { id: variant === 'body-id-mismatch' ? otherId : dataId },
      date_created: mpDate(this.now()),
      id: ++this.#notificationSeq,
      live_mode: false,
      type,
      user_id: this.credentials.userId,
    };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (variant !== 'unsigned') headers['x-signature'] = `ts=${ts},v1=${v1}`;
    if (requestId) headers['x-request-id'] = requestId;
    return { query: { 'data.id': variant === 'tampered-id' ? otherId : dataId, type }, headers, body: JSON.stringify(body) };
  }

  /** POST `n` to `url` (its query appended) as Mercado Pago does; answers the status code and body text. */
  async postNotification(url: string, n: FakeMercadoPagoNotification): Promise<{ status: number; body: string }> {
    const target = `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(n.query)}`;
    const res = await request(target, { method: 'POST', headers: n.headers, body: n.body });
    return { status: res.statusCode, body: await res.body.text() };
  }

  /** @internal the HTTP handler. */
  override async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (this.held(res)) return;
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    let badJson = false;
    if (text.trim()) {
      try {
        body = JSON.parse(text);
      } catch {
        badJson = true;
      }
    }
    const authorization = req.headers.authorization;
    const key = req.headers['x-idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    const method = req.method ?? '';
    let answer: Answer;
    if (this.failWith !== undefined) answer = error(this.failWith, 'internal_error', 'Fake outage');
    else if (authorization !== `Bearer ${this.credentials.accessToken}`) answer = error(401, 'unauthorized', 'invalid access token');
    else if (badJson) answer = error(400, 'bad_request', 'Malformed JSON');
    else answer = this.#answer(method, url, body, idempotencyKey);
    this.calls.push({ method, path: url.pathname + url.search, authorization, idempotencyKey, body, status: answer[0] });
    res.writeHead(answer[0], { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer[1]));
  }

  /** Status and JSON body of an authorised API request, as Mercado Pago's API would answer. */
  #answer(method: string, url: URL, body: unknown, idempotencyKey: string | undefined): Answer {
    const one = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    const refunds = /^\/v1\/payments\/(\d+)\/refunds$/.exec(url.pathname);
    const notFound = error(404, 'not_found', 'Payment not found');
    if (method === 'POST' && (url.pathname === '/checkout/preferences' || url.pathname === '/checkout/preferences/'))
      return this.#createPreference(body, idempotencyKey);
    if (method === 'GET' && url.pathname === '/v1/payments/search') return this.#search(url.searchParams);
    if (method === 'GET' && one) {
      const p = this.payments.get(Number(one[1]));
      return p ? [200, structuredClone(p)] : notFound;
    }
    if (method === 'PUT' && one) {
      const p = this.payments.get(Number(one[1]));
      if (!p) return notFound;
      if (!isRecord(body) || body.status !== 'cancelled') return error(400, 'bad_request', 'Only status cancelled can be set');
      if (!CANCELLABLE.has(p.status)) return error(400, 'bad_request', `Payment in status ${p.status} cannot be cancelled`);
      this.settle(p.id, 'cancelled', 'by_collector');
      return [200, structuredClone(p)];
    }
    if (method === 'POST' && refunds) {
      const p = this.payments.get(Number(refunds[1]));
      if (!p) return notFound;
      return this.#refund(p, body, idempotencyKey);
    }
    return error(404, 'not_found', 'Resource not found');
  }

  #createPreference(body: unknown, idempotencyKey: string | undefined): Answer {
    if (idempotencyKey !== undefined) {
      const earlier = this.preferences.get(this.#preferenceKeys.get(idempotencyKey) ?? '');
      if (earlier) return [201, structuredClone(earlier)];
    }
    if (!isRecord(body)) return error(400, 'bad_request', 'Body must be a JSON object');
    const items = body.items;
    if (!Array.isArray(items) || items.length === 0) return error(400, 'invalid_items', 'items needed');
    const parsed: FakePreference['items'] = [];
    for (const item of items) {
      if (!isRecord(item)) return error(400, 'invalid_items', 'item must be an object');
      const { title, quantity, currency_id: currency, unit_price: price } = item;
      if (typeof title !== 'string' || !title.trim()) return error(400, 'invalid_title', 'title needed');
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
        return error(400, 'invalid_quantity', 'quantity must be a positive integer');
      if (typeof currency !== 'string') return error(400, 'invalid_currency_id', 'currency_id needed');
      if (currency !== 'COP') return error(400, 'invalid_currency_id', 'The Colombian site collects in COP');
      if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return error(400, 'invalid_unit_price', 'unit_price must be a positive number');
      if (!Number.isInteger(price)) return error(400, 'invalid_unit_price', 'Prices in COP currency must be expressed with integer values');
      parsed.push({ ...(typeof item.id === 'string' ? { id: item.id } : {}), title, quantity, currency_id: currency, unit_price: price });
    }
    const backUrls = isRecord(body.back_urls) ? (body.back_urls as FakePreference['back_urls']) : undefined;
    if (body.auto_return !== undefined && (!['approved', 'all'].includes(String(body.auto_return)) || !backUrls?.success))
      return error(400, 'invalid_auto_return', 'auto_return invalid. back_url.success must be defined');
    for (const u of [body.notification_url, backUrls?.success, backUrls?.failure, backUrls?.pending]) {
      if (u !== undefined && (typeof u !== 'string' || !/^https?:\/\//.test(u))) return error(400, 'invalid_url', 'URLs must be absolute http(s)');
    }
    if (body.external_reference !== undefined && (typeof body.external_reference !== 'string' || body.external_reference.length > 256))
      return error(400, 'invalid_external_reference', 'external_reference must be text of at most 256 characters');
    const expires = body.expires === true;
    for (const field of ['expiration_date_from', 'expiration_date_to'] as const) {
      const v = body[field];
      if (v !== undefined && (typeof v !== 'string' || !ISO_WITH_OFFSET.test(v) || Number.isNaN(Date.parse(v))))
        return error(400, `invalid_${field}`, `${field} must be ISO 8601 with a numeric offset`);
    }
    if (expires && body.expiration_date_to === undefined) return error(400, 'invalid_expiration_date_to', 'expires needs expiration_date_to');
    if (
      typeof body.expiration_date_from === 'string' &&
      typeof body.expiration_date_to === 'string' &&
      Date.parse(body.expiration_date_from) > Date.parse(body.expiration_date_to)
    )
      return error(400, 'invalid_expiration_date_to', 'expiration_date_to is before expiration_date_from');
    const payer = isRecord(body.payer) ? body.payer : undefined;
    const idType = isRecord(payer?.identification) ? payer.identification.type : undefined;
    if (idType !== undefined && !COLOMBIAN_ID_TYPES.has(String(idType)))
      return error(400, 'invalid_identification_type', 'Unknown identification type for MCO');
    const id = `${this.credentials.userId}-${randomUUID()}`;
    const pref: FakePreference = {
      id,
      collector_id: this.credentials.userId,
      site_id: 'MCO',
      date_created: mpDate(this.now()),
      init_point: `${this.apiUrl}/checkout/v1/redirect?pref_id=${id}`,
      sandbox_init_point: `${this.apiUrl}/sandbox/checkout/v1/redirect?pref_id=${id}`,
      items: parsed,
      expires,
      ...(payer ? { payer } : {}),
      ...(typeof body.external_reference === 'string' ? { external_reference: body.external_reference } : {}),
      ...(typeof body.notification_url === 'string' ? { notification_url: body.notification_url } : {}),
      ...(backUrls ? { back_urls: backUrls } : {}),
      ...(typeof body.auto_return === 'string' ? { auto_return: body.auto_return } : {}),
      ...(typeof body.expiration_date_from === 'string' ? { expiration_date_from: body.expiration_date_from } : {}),
      ...(typeof body.expiration_date_to === 'string' ? { expiration_date_to: body.expiration_date_to } : {}),
    };
    this.preferences.set(id, pref);
    if (idempotencyKey !== undefined) this.#preferenceKeys.set(idempotencyKey, id);
    return [201, structuredClone(pref)];
  }

  #search(q: URLSearchParams): Answer {
    const reference = q.get('external_reference');
    const sort = (q.get('sort') ?? 'date_created') as 'date_created' | 'date_approved' | 'date_last_updated';
    const desc = q.get('criteria') === 'desc';
    const limit = Math.min(Number(q.get('limit') ?? 30) || 30, 1000);
    const offset = Number(q.get('offset') ?? 0) || 0;
    const all = [...this.payments.values()]
      .filter((p) => reference === null || p.external_reference === reference)
      .sort((a, b) => (Date.parse(a[sort] ?? '') - Date.parse(b[sort] ?? '') || a.id - b.id) * (desc ? -1 : 1));
    return [200, { paging: { total: all.length, limit, offset }, results: all.slice(offset, offset + limit).map((p) => structuredClone(p)) }];
  }

  #refund(p: FakePayment, body: unknown, idempotencyKey: string | undefined): Answer {
    const keyed = idempotencyKey !== undefined ? `${p.id}:${idempotencyKey}` : undefined;
    const earlier = keyed !== undefined ? this.#refundKeys.get(keyed) : undefined;
    if (earlier) return [201, structuredClone(earlier)];
    if (p.status !== 'approved') return error(400, 'invalid_payment_status', `Payment in status ${p.status} cannot be refunded`);
    const left = Math.round((p.transaction_amount - p.transaction_amount_refunded) * 100) / 100;
    let amount = left;
    if (isRecord(body) && body.amount !== undefined) {
      if (typeof body.amount !== 'number' || !Number.isFinite(body.amount) || body.amount <= 0)
        return error(400, 'invalid_refund_amount', 'amount must be positive');
      if (p.currency_id === 'COP' && !Number.isInteger(body.amount)) return error(400, 'invalid_refund_amount', 'COP amounts must be integers');
      if (body.amount > left) return error(400, 'invalid_refund_amount', 'amount greater than what is left');
      amount = body.amount;
    }
    const refund: FakeRefund = {
      id: ++this.#refundSeq,
      payment_id: p.id,
      amount,
      metadata: {},
      source: { id: String(this.credentials.userId), name: 'Fake seller', type: 'collector' },
      date_created: mpDate(this.now()),
      unique_sequence_number: null,
      refund_mode: 'standard',
      adjustment_amount: 0,
      status: 'approved',
      reason: null,
      amount_refunded_to_payer: amount,
    };
    p.refunds.push(refund);
    p.transaction_amount_refunded = Math.round((p.transaction_amount_refunded + amount) * 100) / 100;
    if (p.transaction_amount_refunded >= p.transaction_amount) this.settle(p.id, 'refunded', 'refunded');
    else this.settle(p.id, 'approved', 'partially_refunded');
    if (keyed !== undefined) this.#refundKeys.set(keyed, refund);
    return [201, structuredClone(refund)];
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Start a fake Mercado Pago on 127.0.0.1 (ephemeral port) for the seller `credentials`. */
export async function startFakeMercadoPago(credentials: Readonly<FakeMercadoPagoCredentials> = FAKE_MERCADOPAGO_CREDENTIALS): Promise<FakeMercadoPago> {
  return listenFake((server, base) => new FakeMercadoPago(server, base, credentials));
}

/** The settings' environment (`MERCADOPAGO_*`) of the seller account `fake` answers for (pass to `parseMercadoPagoSettings`). */
export function fakeMercadoPagoEnv(fake: FakeMercadoPago): Record<string, string> {
  return {
    MERCADOPAGO_ACCESS_TOKEN: fake.credentials.accessToken,
    MERCADOPAGO_WEBHOOK_SECRET: fake.credentials.webhookSecret,
    MERCADOPAGO_API_URL: fake.apiUrl,
  };
}
