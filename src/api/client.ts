/**
 * Typed HTTP client of the Hotel Payments and Reservations Service interface
 * (undici). Each request is built from its operation in the contract
 * (`OPERATIONS`: method, path template, the schemas of what it sends and of
 * its answer), and every response is parsed with the contract's zod schemas; error
 * envelopes become typed {@link HotelApiError}s; a throttled (429) request
 * that is safe to repeat is retried after the service's `Retry-After`, within
 * bounds ({@link RetryOptions}). Works against the embedded
 * companion service or any other deployment at another base URL.
 */
import { Agent, request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import {
  ErrorEnvelope,
  LegacyVoucherList,
  LegacyVoucherRecord,
  type AvailabilityBody,
  type AvailabilityQuery,
  type AvailabilityResponse,
  type BookingPaymentLink,
  type BookingPaymentStatus,
  type CarrierAttentionResponse,
  type CreateBookingBody,
  type CreateBookingResponse,
  type CreatePaymentLinkBody,
  type HotelVouchersResponse,
  type IdType,
  type MarkReservationsPaidResponse,
  type OperationType,
  type PaymentLinkCreated,
  type PortalCodeInput,
  type RawBookingsResponse,
  type RoomTypesResponse,
  type TransactionStatusRecord,
  type UpdateBookingBody,
  type VoucherDetailResponse,
} from './contract/index.js';
import { operationById, type OperationId, type OperationOf, type OperationResponse } from './contract/operations.js';

/** Any failure of a call to the service; `name` is the class's name (e.g. `NotFoundError`). */
export class HotelApiError extends Error {
  override name = this.constructor.name;
  /** HTTP status (0 when the service could not be reached or answered nonsense). */
  readonly status: number;
  /** The service's error envelope, when it sent one. */
  readonly envelope: ErrorEnvelope | undefined;
  constructor(status: number, message: string, envelope?: ErrorEnvelope, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.envelope = envelope;
  }
}
/** 400: the request broke the contract; `envelope.detail` names the fields. */
export class BadRequestError extends HotelApiError {}
/** 401: missing, malformed, unknown or revoked API key. */
export class UnauthorizedError extends HotelApiError {}
/** 403: the key may not act on that hotel or agency. */
export class ForbiddenError extends HotelApiError {}
/** 404: no such resource for this key. */
export class NotFoundError extends HotelApiError {}
/** 409: conflicting state (e.g. an idempotency key reused with another body). */
export class ConflictError extends HotelApiError {}
/**
 * 429: the service throttled the caller and the client gave up waiting (see
 * {@link HotelApiClientOptions.retry}: retryable requests are retried first).
 * `retryAfterSeconds`: the last answer's `Retry-After` (whole seconds), when
 * given; `retries`: how many times the request was retried before giving up.
 */
export class RateLimitedError extends HotelApiError {
  retryAfterSeconds: number | undefined;
  retries = 0;
}
/** 5xx from the service. */
export class ServerError extends HotelApiError {}
/** The service could not be reached (connection refused, timeout). */
export class NetworkError extends HotelApiError {}
/** The service answered 2xx with a body that does not match the contract. */
export class ResponseShapeError extends HotelApiError {}

/** Options of {@link HotelApiClient}. */
export interface HotelApiClientOptions {
  /** Base URL of the service, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** Bearer API key. */
  apiKey: string;
  /** Per-request timeout in ms (default 15000). */
  timeoutMs?: number;
  /** undici dispatcher to use (default: a keep-alive agent of the client's own). */
  dispatcher?: Dispatcher;
  /** How a throttled (429) request is retried; see {@link RetryOptions}. */
  retry?: RetryOptions;
}

/**
 * Retries after a 429. Only requests that are safe to send again are retried:
 * GET and PUT, the availability search (a read sent as POST), and POSTs that
 * carry an `Idempotency-Key` (endpoints 7 and 14 when given one). Each retry
 * waits the answer's `Retry-After` (whole seconds; 1 s, 2 s, 4 s… without
 * one) plus up to half of it again at random, so throttled callers do not
 * return all at once. The client gives up, throwing {@link RateLimitedError},
 * after `maxRetries` retries or when the next wait would take the total
 * waiting of the call past `maxWaitMs`.
 */
export interface RetryOptions {
  /** Most retries of one call (default 3; 0 = never retry). */
  maxRetries?: number;
  /** Most total waiting of one call across its retries, ms (default 10000). */
  maxWaitMs?: number;
  /** Random source in [0, 1) of the jitter (default Math.random). */
  random?: () => number;
  /** Waits `ms` milliseconds (default a real timer; tests pass one that moves a manual clock). */
  sleep?: (ms: number) => Promise<void>;
}

/** Default of {@link RetryOptions.maxRetries}. */
export const DEFAULT_MAX_RETRIES = 3;
/** Default of {@link RetryOptions.maxWaitMs}, ms. */
export const DEFAULT_MAX_RETRY_WAIT_MS = 10_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The schema of operation `O`'s 200 JSON answer. */
type SuccessSchemaOf<O> = O extends { responses: { 200: { content: { 'application/json': infer S extends z.ZodType } } } } ? S : never;

/**
 * One call of operation `O`: its path parameters, query and JSON body as the
 * contract reads them (their schemas' input side), the `Idempotency-Key` of a
 * creation, and `safe` for a read sent as a POST (retried after a 429).
 */
interface CallOf<O> {
  params?: O extends { params: { path: infer S extends z.ZodType } } ? z.input<S> : never;
  query?: O extends { params: { query: infer S extends z.ZodType } } ? z.input<S> : never;
  body?: O extends { body: { content: { 'application/json': infer S extends z.ZodType } } } ? z.input<S> : never;
  idempotencyKey?: string | undefined;
  safe?: boolean;
}

/** A request as sent: method, path with its parameters filled in, query and JSON body. */
interface Sent {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query: Record<string, unknown> | undefined;
  body: unknown;
  idempotencyKey: string | undefined;
}

/** A portal key accepted as input (endpoints 11 and 18): booking, expedia, despegar or airbnb. */
export type PortalCode = z.infer<typeof PortalCodeInput>;

/** Query of endpoint 4 ({@link HotelApiClient.listRawChannelManagerBookings}). Dates `YYYY-MM-DD`. */
export interface RawBookingsParams {
  start_date: string;
  end_date: string;
  /** Channel-manager id (text or number), or the internal id with `id_type: 'internal'`. */
  hotel_id: string | number;
  /** Default `channel_manager`. */
  id_type?: IdType;
}

/** Query of endpoint 18 ({@link HotelApiClient.reportCheckinStatus}). `hotel_id` is the channel-manager id. */
export interface ReportCheckinStatusParams {
  /** 0 Pending, 1 Check-in, 2 No-Show, 3 Canceled, 4 Early departure. */
  checkin_status: number;
  hotel_id: number;
  portal_code: PortalCode;
  /** COP (float); required when `checkin_status` is 4. */
  refound_amount?: number;
}

/**
 * Client of the endpoints the bot uses.
 *
 * @example
 * const api = new HotelApiClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'demo-agency-1' });
 * const hotels = await api.searchAvailability('retailer', { checkin: '2026-12-15', nights: 2, city: 'Cartagena' }, { layout: [{ adults: 2 }] });
 */
export class HotelApiClient {
  readonly #base: string;
  readonly #apiKey: string;
  readonly #timeoutMs: number;
  readonly #dispatcher: Dispatcher;
  readonly #maxRetries: number;
  readonly #maxWaitMs: number;
  readonly #random: () => number;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(options: HotelApiClientOptions) {
    this.#base = options.baseUrl.replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs ?? 15_000;
    this.#dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: 10_000 });
    this.#maxRetries = options.retry?.maxRetries ?? DEFAULT_MAX_RETRIES;
    this.#maxWaitMs = options.retry?.maxWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS;
    this.#random = options.retry?.random ?? Math.random;
    this.#sleep = options.retry?.sleep ?? realSleep;
  }

  /**
   * Endpoint 10: availability of the hotels of `query.city` for `body.layout`.
   * A read, so retried after a 429 although it is a POST.
   */
  searchAvailability(agencyType: 'retailer' | 'wholesale', query: AvailabilityQuery, body: AvailabilityBody): Promise<AvailabilityResponse> {
    return this.#call('searchAvailability', { params: { agency_type: agencyType }, query, body, safe: true });
  }

  /** Endpoint 9: room types of channel-manager hotel `hotelId`. */
  listRoomTypes(hotelId: number): Promise<RoomTypesResponse> {
    return this.#call('listRoomTypes', { params: { hotel_id: hotelId } });
  }

  /**
   * Endpoint 7: create a chatbot booking at channel-manager hotel `hotelId`.
   * Answers either 200 form. Retried after a 429 only with `idempotencyKey`.
   */
  createChatbotBooking(hotelId: number, body: CreateBookingBody, idempotencyKey?: string): Promise<CreateBookingResponse> {
    return this.#call('createChatbotBooking', { params: { hotel_id: hotelId }, body, idempotencyKey });
  }

  /**
   * Endpoint 8: update a chatbot booking's contact details.
   *
   * `chatbotId`, here and in {@link getChatbotBookingPaymentLink}
   * and {@link getChatbotBookingStatus}: the `chatbot_id` endpoint 7 returned — a booking
   * code (`CB-7KQ4-M9XZ-R2TD`) or an id of before (`cb_…`) — sent as given,
   * percent-encoded into the path, so any deployment's ids pass unchanged; the
   * companion service also reads a booking code typed in any case, with or
   * without its dashes (`src/api/contract/chatbotIds.ts`).
   */
  updateChatbotBooking(chatbotId: string, body: UpdateBookingBody): Promise<{ msg: string }> {
    return this.#call('updateChatbotBooking', { params: { chatbot_id: chatbotId }, body });
  }

  /** Endpoint 19: payment link and expiration of a chatbot booking. */
  getChatbotBookingPaymentLink(chatbotId: string): Promise<BookingPaymentLink> {
    return this.#call('getChatbotBookingPaymentLink', { params: { chatbot_id: chatbotId } });
  }

  /** Endpoint 20: payment status of a chatbot booking. */
  getChatbotBookingStatus(chatbotId: string): Promise<BookingPaymentStatus> {
    return this.#call('getChatbotBookingStatus', { params: { chatbot_id: chatbotId } });
  }

  /** Endpoint 14: create a payment link. Retried after a 429 only with `idempotencyKey`. */
  createPaymentLink(body: CreatePaymentLinkBody, idempotencyKey?: string): Promise<PaymentLinkCreated> {
    return this.#call('createPaymentLink', { body, idempotencyKey });
  }

  /**
   * Endpoint 4: raw channel-manager bookings of a hotel arriving from
   * `start_date` to `end_date` (`YYYY-MM-DD`, both included, at most 366
   * days). `hotel_id` is the channel-manager id unless `id_type` is `internal`.
   */
  listRawChannelManagerBookings(query: RawBookingsParams): Promise<RawBookingsResponse> {
    return this.#call('listRawChannelManagerBookings', { query: { ...query, hotel_id: String(query.hotel_id) } });
  }

  /**
   * Endpoint 5: the voucher record for `operationType` whose `reservation_id` is `reservationId` (a reservation
   * number, or a payment link's reference as the feeds show it), with its hotel.
   */
  getVoucherDetail(reservationId: number | string, operationType: OperationType): Promise<VoucherDetailResponse> {
    return this.#call('getVoucherDetail', { query: { reservation_id: String(reservationId), operation_type: operationType } });
  }

  /**
   * Endpoint 6: the voucher records of hotel `hotelId` (named by
   * `idType`) changed since this key's previous call, with authorization
   * codes. `opts.since` replays from a change sequence (`metadata.cursor` of
   * an earlier answer); `opts.limit` caps the answer (1..1000); call again
   * while `metadata.has_more`.
   */
  listUpdatedHotelVouchers(hotelId: number, idType: IdType, opts: { since?: number; limit?: number } = {}): Promise<HotelVouchersResponse> {
    return this.#call('listUpdatedHotelVouchers', { params: { hotel_id: hotelId }, query: { id_type: idType, since: opts.since, limit: opts.limit } });
  }

  /**
   * The carrier attention list of hotel `hotelId` (named by `idType`;
   * extension): what staff must hear of payments through real carriers,
   * notices numbered after `opts.since` (default 0: from the start), at
   * most `opts.limit` (1..1000). Pass `metadata.cursor` back as `since`;
   * call again while `metadata.has_more`. The cursor counts the same change
   * sequence as endpoint 6's.
   */
  listCarrierAttention(hotelId: number, idType: IdType, opts: { since?: number; limit?: number } = {}): Promise<CarrierAttentionResponse> {
    return this.#call('listCarrierAttention', { params: { hotel_id: hotelId }, query: { id_type: idType, since: opts.since, limit: opts.limit } });
  }

  /**
   * Endpoint 11: the legacy voucher record of booking `bookingNumber`
   * (reservation number or CRS id) of portal `portalCode` at channel-manager
   * hotel `hotelId`.
   */
  getLegacyVoucherDetails(bookingNumber: number | string, hotelId: number, portalCode: PortalCode): Promise<LegacyVoucherRecord>;
  /**
   * Endpoint 12 (the same operation without `portal_code`): the legacy
   * voucher records of channel-manager hotel `hotelId` created or changed
   * since this key's previous call (at most 1000 a call). `bookingNumber`
   * must be an integer but does not filter.
   */
  getLegacyVoucherDetails(bookingNumber: number | string, hotelId: number): Promise<LegacyVoucherRecord[]>;
  getLegacyVoucherDetails(bookingNumber: number | string, hotelId: number, portalCode?: PortalCode): Promise<LegacyVoucherRecord | LegacyVoucherRecord[]> {
    const params = { booking_number: bookingNumber };
    if (portalCode === undefined) return this.#call('getLegacyVoucherDetails', { params, query: { hotel_id: hotelId } }, LegacyVoucherList);
    return this.#call('getLegacyVoucherDetails', { params, query: { hotel_id: hotelId, portal_code: portalCode } }, LegacyVoucherRecord);
  }

  /**
   * Endpoint 17: mark `bookings` (reservation numbers or CRS ids) of
   * channel-manager hotel `hotelId` as paid. Partial failures still answer
   * 200, listed in `aditional_info.failed_bookings`.
   */
  markReservationsPaid(hotelId: number, bookings: string[]): Promise<MarkReservationsPaidResponse> {
    return this.#call('markReservationsPaid', { query: { hotel_id: hotelId }, body: { bookings } });
  }

  /**
   * Endpoint 18: report check-in status `checkin_status` (0–4) of booking
   * `bookingNumber`; `refound_amount` (COP) is required for 4 (early departure).
   */
  reportCheckinStatus(bookingNumber: number | string, query: ReportCheckinStatusParams): Promise<{ msg: string }> {
    return this.#call('reportCheckinStatus', { params: { booking_number: bookingNumber }, query });
  }

  /**
   * Endpoint 13: the status of transaction `refNumber` (payment link code,
   * carrier transaction id, or chatbot booking id for `automated`) of hotel
   * `hotelId` (internal id). Throws NotFoundError when there is none.
   */
  getTransactionStatus(
    hotelId: number,
    refNumber: string,
    transactionType: 'payment_link' | 'automated' | 'virtual_terminal',
  ): Promise<TransactionStatusRecord> {
    return this.#call('getTransactionStatus', { query: { hotel_id: hotelId, ref_number: refNumber, transaction_type: transactionType } });
  }

  /** Release the client's connections. */
  async close(): Promise<void> {
    await this.#dispatcher.close();
  }

  /**
   * One call of operation `id` of the contract: its method, and its path
   * template filled with `call.params` (each encoded); the answer of a 2xx
   * read with `response` (default: the operation's 200 schema). Retried after
   * a 429 while allowed (see {@link RetryOptions}): GET, PUT, a POST with an
   * idempotency key, or one marked `safe`.
   */
  async #call<Id extends OperationId, S extends z.ZodType = SuccessSchemaOf<OperationOf<Id>>>(
    id: Id,
    call: CallOf<OperationOf<Id>>,
    response?: S,
  ): Promise<z.output<S>> {
    const op = operationById(id);
    const schema = response ?? (op.responses as Readonly<Record<number, OperationResponse>>)[200]?.content?.['application/json'];
    if (!schema) throw new Error(`operation ${id} has no JSON answer to read`);
    const params = (call.params ?? {}) as Record<string, unknown>;
    const sent: Sent = {
      method: op.method.toUpperCase() as Sent['method'],
      path: op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name]))),
      query: call.query as Record<string, unknown> | undefined,
      body: call.body,
      idempotencyKey: call.idempotencyKey,
    };
    const retryable = sent.method !== 'POST' || Boolean(sent.idempotencyKey) || call.safe === true;
    let waited = 0;
    for (let retries = 0; ; retries++) {
      try {
        return (await this.#once(sent, schema)) as z.output<S>;
      } catch (err) {
        if (!(err instanceof RateLimitedError)) throw err;
        err.retries = retries;
        if (!retryable || retries >= this.#maxRetries) throw err;
        const base = err.retryAfterSeconds !== undefined ? err.retryAfterSeconds * 1000 : 1000 * 2 ** retries;
        const wait = Math.round(base * (1 + 0.5 * this.#random()));
        if (waited + wait > this.#maxWaitMs) throw err;
        waited += wait;
        await this.#sleep(wait);
      }
    }
  }

  /** Send `sent` once and read its answer: a 2xx with `schema`, anything else as the typed error of its status. */
  async #once({ method, path, query, body, idempotencyKey }: Sent, schema: z.ZodType): Promise<unknown> {
    const url = new URL(this.#base + path);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { authorization: `Bearer ${this.#apiKey}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let res: Dispatcher.ResponseData;
    try {
      res = await request(url, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        dispatcher: this.#dispatcher,
        headersTimeout: this.#timeoutMs,
        bodyTimeout: this.#timeoutMs,
      });
    } catch (err) {
      throw new NetworkError(0, `${method} ${path}: ${(err as Error).message}`, undefined, { cause: err });
    }
    const text = await res.body.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (res.statusCode >= 200 && res.statusCode < 300) {
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw new ResponseShapeError(res.statusCode, `${method} ${path}: unexpected response: ${parsed.error.message}`);
      return parsed.data;
    }
    const env = ErrorEnvelope.safeParse(json);
    const envelope = env.success ? env.data : undefined;
    const message = `${method} ${path}: ${res.statusCode}${envelope ? ` ${envelope.message}: ${envelope.detail}` : ''}`;
    switch (res.statusCode) {
      case 400:
        throw new BadRequestError(400, message, envelope);
      case 401:
        throw new UnauthorizedError(401, message, envelope);
      case 403:
        throw new ForbiddenError(403, message, envelope);
      case 404:
        throw new NotFoundError(404, message, envelope);
      case 409:
        throw new ConflictError(409, message, envelope);
      case 429: {
        const e = new RateLimitedError(429, message, envelope);
        const header = res.headers['retry-after'];
        const ra = typeof header === 'string' && /^\d+$/.test(header.trim()) ? Number(header) : Number.NaN;
        e.retryAfterSeconds = Number.isFinite(ra) ? ra : undefined;
        throw e;
      }
      default:
        if (res.statusCode >= 500) throw new ServerError(res.statusCode, message, envelope);
        throw new HotelApiError(res.statusCode, message, envelope);
    }
  }
}
