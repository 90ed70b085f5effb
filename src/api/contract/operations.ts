/**
 * Every operation the service answers, as data over the contract's zod
 * schemas: method, path, summary, tags, the interface endpoint it implements,
 * path/query/header parameters, request body and responses by status. It is
 * the one declaration of an endpoint: the service registers and checks its
 * routes from it (`serve` in `src/api/http.ts`), the typed client builds its
 * requests and reads its answers from it (`src/api/client.ts`), and the
 * OpenAPI 3.1 document (`src/api/openapi.ts`) is generated from it; a test
 * checks that it names every route of the server and nothing else.
 *
 * Paths are OpenAPI templates (`{param}`), written as the interface writes
 * them (endpoint 7's literal `hotel_id={hotel_id}` segment, the trailing
 * slashes of 14 and 17 — optional on every path, see
 * `docs/decisions/0008-shared-paths.md`). Request
 * schemas are read on their input side (what a client sends: numeric text
 * is accepted where the service converts it), responses on their output side.
 *
 * Summaries and descriptions are in English, like the interface document;
 * the service's own messages (errors, checkout pages) are Spanish.
 */
import { z } from 'zod';
import { AvailabilityBody, AvailabilityParams, AvailabilityQuery, AvailabilityResponse, RoomTypesParams, RoomTypesResponse } from './availability.js';
import {
  BalanceRefundErrorEnvelope,
  BalanceRefundParams,
  BalanceRefundResponse,
  ExternalRechargeFields,
  ExternalRechargeResponse,
  MAX_RECEIPT_BYTES,
  MEDIA_KEY_PATTERN,
  RechargeAgencyParams,
  RechargeList,
  RechargeListQuery,
} from './balances.js';
import {
  BookingPaymentLink,
  BookingPaymentStatus,
  ChatbotIdParams,
  CreateBookingBody,
  CreateBookingParams,
  CreateBookingResponse,
  MsgResponse,
  UpdateBookingBody,
} from './bookings.js';
import { ErrorEnvelope } from './common.js';
import { CreateGiftCardBody, GiftCardCreated, GiftCardList } from './giftCards.js';
import { CreatePaymentLinkBody, PaymentLinkCreated } from './paymentLinks.js';
import { PaginationQuery } from './pagination.js';
import {
  BookingNumberParams,
  CarrierAttentionQuery,
  CarrierAttentionResponse,
  HotelVouchersParams,
  HotelVouchersQuery,
  HotelVouchersResponse,
  LegacyVoucherList,
  LegacyVoucherRecord,
  RawBookingsQuery,
  RawBookingsResponse,
  VoucherDetailQuery,
  VoucherDetailResponse,
  VoucherDetailsQuery,
} from './reports.js';
import {
  MarkReservationsPaidBody,
  MarkReservationsPaidQuery,
  MarkReservationsPaidResponse,
  ReportCheckinStatusQuery,
  ReportCheckinStatusResponse,
} from './reservationChanges.js';
import { TransactionStatusQuery, TransactionStatusRecord } from './transactions.js';

/** HTTP methods the service uses. */
export type HttpMethod = 'get' | 'post' | 'put';

/** One response of an operation. */
export interface OperationResponse {
  description: string;
  /** Media type → schema of the body; `null`: any bytes of that type (a file). No `content`: no body. */
  content?: Readonly<Record<string, z.ZodType | null>>;
  /** Response headers as an object schema (names as sent, e.g. `Retry-After`). */
  headers?: z.ZodObject;
}

/**
 * One operation (method + path) of the service. The entries of
 * {@link OPERATIONS} keep their own types (see {@link OperationOf}), so the
 * server's handlers and the client are typed by the schemas named here.
 */
export interface Operation {
  /** Unique id (OpenAPI `operationId`), camelCase. */
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/v2/bookings/chatbot/{chatbot_id}`. */
  path: string;
  /**
   * The route as registered in Fastify when it is not simply the template
   * with `{x}` written `:x` (endpoint 2b: `/v2/media/*`, the key holds a
   * slash). Such a route reads its path itself: `params.path` then only
   * documents it.
   */
  route?: string;
  /** Interface endpoint(s) it implements (`'7'`, `'2b'`, `'11, 12'`), or null for the service's own routes. */
  endpoint: string | null;
  summary: string;
  description: string;
  tags: readonly string[];
  /** `bearer`: `Authorization: Bearer <api key>` (`docs/decisions/0001-auth-and-principals.md`); `public`: no key. */
  security: 'bearer' | 'public';
  /** Parameters, each location an object schema whose keys are the parameter names. */
  params?: { path?: z.ZodObject; query?: z.ZodObject; header?: z.ZodObject };
  /**
   * Request body by media type. A JSON or URL-encoded form body is checked
   * with its schema before the handler runs; a multipart body is read by the
   * handler.
   */
  body?: { required: boolean; description?: string; content: Readonly<Record<string, z.ZodType>> };
  /** Responses by HTTP status. */
  responses: Readonly<Record<number, OperationResponse>>;
  /**
   * What the endpoint index (`docs/endpoints.md`, `npm run docs:endpoints`)
   * cannot read from the code, written here and nowhere else. `domain`: the
   * domain call(s) that do the operation's work, as its route names them
   * (`<member of the service context>.<method>`, e.g. `payments.charge`), when
   * the handler makes other calls too or reaches it through a helper; `[]`
   * when it calls none. `servedBy`: the file that registers the route when it
   * is not a `serve(…)` call of `src/api/routes/` or `src/api/server.ts`.
   */
  index?: { domain?: readonly string[]; servedBy?: string };
}

// ---------------------------------------------------------------------------
// Schemas of the operations that have no area file of their own.

/** `Idempotency-Key` header of the creation endpoints 2, 7, 14 and 15 (Stripe's semantics, `docs/decisions/0014-idempotency.md`). */
export const IdempotencyKeyHeader = z.object({
  'Idempotency-Key': z
    .string()
    .min(1)
    .max(255)
    .optional()
    .meta({
      description:
        'Any unique text (at most 255 characters). A repeated key with the same request returns the first answer ' +
        '(header `Idempotent-Replayed: true`); with another request, 409. Keys are kept 24 h, per API key.',
    }),
});

/** `Retry-After` of a 429: whole seconds, at least 1. */
export const RetryAfterHeaders = z.object({
  'Retry-After': z.number().int().min(1).meta({ description: 'Seconds to wait before retrying (whole seconds, ≥ 1).' }),
});

/** Rate-limit headers of every answer to an API key while rate limiting is on (`docs/decisions/0015-rate-limits.md`). */
export const RateLimitHeaders = z.object({
  'X-RateLimit-Limit': z.number().int().optional().meta({ description: "The key's burst: requests that may be sent at once (twice its rate per second)." }),
  'X-RateLimit-Remaining': z.number().int().optional().meta({ description: 'Requests that may still be sent at once.' }),
  'X-RateLimit-Reset': z.number().int().optional().meta({ description: 'Seconds until the whole burst is available again.' }),
});

/** A refused `GET /metrics` (401 without the right token, 403 in production without one). */
export const MetricsRefusal = z.object({ error: z.enum(['unauthorized', 'metrics_disabled']), message: z.string() });

/** `GET /health`. */
export const HealthResponse = z.object({ status: z.literal('ok') });

/** Path of endpoint 2b: the key as endpoint 2 returned it; its slash is sent as is, not encoded. */
export const MediaParams = z.object({
  file_key: z
    .string()
    .regex(MEDIA_KEY_PATTERN)
    .meta({ description: 'Receipt key returned by endpoint 2, e.g. `receipts/Zq3x….pdf`; the `/` is part of the path, not encoded.' }),
});

/** Endpoint 2's multipart form, as sent (every field required). */
export const ExternalRechargeForm = ExternalRechargeFields.omit({ payment_receipt: true }).extend({
  payment_receipt: z.string().meta({
    format: 'binary',
    contentMediaType: 'application/octet-stream',
    description: `The receipt: PDF, JPEG, PNG or WebP, recognised by content; at most ${MAX_RECEIPT_BYTES / 1024 / 1024} MiB.`,
  }),
});

/**
 * Parameters of the public voucher page: the voucher record's id (digits,
 * read as a positive integer) and its random code.
 */
export const VoucherPageParams = z.object({
  id: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1)).meta({ description: 'Voucher record id (the `id` of the voucher record).' }),
  code: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .meta({ description: 'The random code of the voucher page (96 bits, hex).' }),
});

/** Path of the hosted checkout: the payment link's code. */
export const CheckoutParams = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,100}$/)
    .meta({ description: 'Payment link code (as in the link returned by endpoint 14).' }),
});

/** Query of the carrier return page: the carrier's transaction id (Wompi `id`, Mercado Pago `payment_id` / `collection_id`) and what else it adds. */
export const CheckoutResultQuery = z
  .object({
    id: z.string().max(100).optional(),
    payment_id: z.string().max(100).optional(),
    collection_id: z.string().max(100).optional(),
  })
  .catchall(z.string().max(2000).optional());

/** Path of the carrier events endpoint. */
export const CarrierEventParams = z.object({
  carrier: z.enum(['wompi', 'mercadopago']).meta({ description: 'The carrier posting the event.' }),
});

/** Query of the carrier events endpoint (Mercado Pago sends `data.id` and `type` there; `account` is the service's own, on the notification URL it gave). */
export const CarrierEventQuery = z.object({}).catchall(z.string().max(2000).optional());

/** Answer of the carrier events endpoint. */
export const CarrierEventAnswer = z.object({ received: z.literal(true), detail: z.string().meta({ description: 'What the service did with it.' }) });

/**
 * The hosted checkout's card form (`application/x-www-form-urlencoded`),
 * sandbox cards in the README. Its messages are the guest's, in Spanish, and
 * the page shows them as they are; an absent form reads as an empty one, so
 * the page names each missing field. The card number's spaces and dashes are
 * dropped, the other fields trimmed.
 */
export const CheckoutForm = z.preprocess(
  (form) => form ?? {},
  z.object({
    card_number: z
      .string({ message: 'Ingresa el número de la tarjeta' })
      .meta({ description: '12 to 19 digits; spaces and dashes are ignored.', examples: ['4242 4242 4242 4242'] })
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, { message: 'El número de tarjeta debe tener entre 12 y 19 dígitos' })),
    card_holder: z.string({ message: 'Ingresa el nombre del titular' }).trim().min(2, { message: 'Ingresa el nombre del titular' }).max(100),
    card_expiry: z
      .string({ message: 'Ingresa la fecha de vencimiento' })
      .trim()
      .regex(/^(0[1-9]|1[0-2])\/\d{4}$/, { message: 'La fecha de vencimiento debe tener el formato MM/AAAA' })
      .meta({ description: 'MM/YYYY, not in the past.', examples: ['12/2030'] }),
    card_cvc: z
      .string({ message: 'Ingresa el código de seguridad' })
      .trim()
      .regex(/^\d{3,4}$/, { message: 'El código de seguridad debe tener 3 o 4 dígitos' }),
  }),
);

/** An HTML page. */
const Html = z.string().meta({ description: 'HTML page (Spanish).' });

/** Body of `POST /v1/gift-cards` when it lists (endpoint 16): empty, or only `offset`/`limit`. */
export const GiftCardListBody = PaginationQuery;

// ---------------------------------------------------------------------------
// Response helpers.

const GENERIC_ERRORS: Record<number, string> = {
  400: 'Invalid request: `detail` lists every offending field (Spanish).',
  401: 'Missing, malformed, unknown or revoked API key.',
  403: 'The key may not act on the hotel or agency named.',
  404: "Not found for this key (another tenant's objects are not revealed).",
  409: 'The `Idempotency-Key` was already used with another request.',
  413: 'Receipt over 10 MiB, or too many form parts.',
  415: 'Not multipart/form-data, or the receipt is not a PDF, JPEG, PNG or WebP.',
  429: 'Rate limit of the API key exceeded (or too many failed authentications from this IP); retry after `Retry-After` seconds.',
  500: 'Unexpected error (no details are leaked).',
};

/** Generic-envelope error responses for `statuses` (429 with `Retry-After`). */
function errors(...statuses: number[]): Record<number, OperationResponse> {
  const out: Record<number, OperationResponse> = {};
  for (const s of statuses)
    out[s] = {
      description: GENERIC_ERRORS[s] ?? 'Error',
      content: { 'application/json': ErrorEnvelope },
      ...(s === 429 ? { headers: RetryAfterHeaders } : {}),
    };
  return out;
}

/** The errors every API operation may answer (`docs/decisions/0002-errors-and-envelope.md`, `docs/decisions/0015-rate-limits.md`). */
const API_ERRORS = [400, 401, 403, 404, 429] as const;

/** A 200 JSON answer to an API key (with the rate-limit headers); the client reads a success with `schema`. */
function ok<S extends z.ZodType>(
  description: string,
  schema: S,
): { 200: { description: string; content: { 'application/json': S }; headers: typeof RateLimitHeaders } } {
  return { 200: { description, content: { 'application/json': schema }, headers: RateLimitHeaders } };
}

const html = (description: string): OperationResponse => ({ description, content: { 'text/html': Html } });

// ---------------------------------------------------------------------------

/** Tags, in the order the reference page shows them. */
export const TAGS = [
  { name: 'Preloaded balance', description: 'Agency preloaded balance: refunds of payment links, external recharges, receipts (endpoints 1, 2, 2b, 3).' },
  { name: 'Transaction reports', description: 'Voucher records of a reservation, incremental feeds, transaction status (endpoints 5, 6, 13).' },
  {
    name: 'Channel manager',
    description: 'Channel-manager reservations: raw list, legacy voucher details, mark paid, check-in status (endpoints 4, 11, 12, 17, 18).',
  },
  { name: 'Chatbot bookings', description: 'Create, update and follow chatbot bookings; room types and availability (endpoints 7, 8, 9, 10, 19, 20).' },
  { name: 'Payment links', description: 'Payment links (endpoint 14).' },
  { name: 'Gift cards', description: 'Gift cards (endpoints 15, 16).' },
  { name: 'Checkout', description: 'The hosted checkout page of payment links (public; reached through the link).' },
  { name: 'Service', description: 'Health and this documentation (public).' },
] as const;

/** Every operation of the service, in the interface's order, then the public routes. */
export const OPERATIONS = [
  {
    operationId: 'refundPaymentLinkToBalance',
    method: 'post',
    path: '/v2/preloaded-balance/{payment_link_code}/agencies/{agency_id}/reservation/{reservation_id}/refund',
    endpoint: '1',
    summary: 'Refund a payment link into the agency preloaded balance',
    description:
      'Endpoint 1. Adds the amount of an applied payment link of the agency to its preloaded balance, once per link ' +
      '(also under concurrent calls), after the reservation was cancelled. Only for agencies in the preloaded-balance program. ' +
      "Errors 400, 404 and 500 use the endpoint's own form `{code: 0, message: 'Error http: <status>', detail}` with the interface's Spanish texts; " +
      '401, 403 and 429 the generic envelope.',
    tags: ['Preloaded balance'],
    security: 'bearer',
    params: { path: BalanceRefundParams },
    responses: {
      ...ok('Refund applied to the balance.', BalanceRefundResponse),
      400: {
        description: 'Already refunded, not applied yet, reservation or agency mismatch, agency outside the program, or invalid parameters.',
        content: { 'application/json': BalanceRefundErrorEnvelope },
      },
      404: { description: 'Payment link not found (`Link de pago no identificado`).', content: { 'application/json': BalanceRefundErrorEnvelope } },
      500: { description: 'Unexpected error.', content: { 'application/json': BalanceRefundErrorEnvelope } },
      ...errors(401, 403, 429),
    },
  },
  {
    operationId: 'addExternalRecharge',
    method: 'post',
    path: '/v2/preloaded-balance/agencies/{agency_id}/external',
    endpoint: '2',
    summary: 'Add an external recharge to the balance',
    description:
      'Endpoint 2. Multipart form with the receipt file (PDF, JPEG, PNG or WebP, checked by content; at most 10 MiB); ' +
      'currency must be COP. The receipt is stored under `receipts/<random>.<ext>` (download it with endpoint 2b). Accepts `Idempotency-Key`.',
    tags: ['Preloaded balance'],
    security: 'bearer',
    params: { path: RechargeAgencyParams, header: IdempotencyKeyHeader },
    body: { required: true, content: { 'multipart/form-data': ExternalRechargeForm } },
    responses: { ...ok('Recharge applied; the new balance and the stored receipt key.', ExternalRechargeResponse), ...errors(...API_ERRORS, 409, 413, 415) },
  },
  {
    operationId: 'downloadReceipt',
    method: 'get',
    path: '/v2/media/{file_key}',
    route: '/v2/media/*',
    endpoint: '2b',
    summary: 'Download an uploaded receipt',
    description:
      'Endpoint 2b. Returns the stored receipt of a recharge the key may see. Only keys of the form ' +
      '`receipts/<random>.<pdf|jpg|png|webp>` are served, with their slash unencoded; anything else is a 404 (no path traversal).',
    tags: ['Preloaded balance'],
    security: 'bearer',
    params: { path: MediaParams },
    responses: {
      200: {
        description: 'The receipt, with its original file name in `Content-Disposition`.',
        content: { 'application/pdf': null, 'image/jpeg': null, 'image/png': null, 'image/webp': null },
        headers: RateLimitHeaders,
      },
      ...errors(401, 403, 404, 429),
    },
  },
  {
    operationId: 'listRecharges',
    method: 'get',
    path: '/v2/preloaded-balance/agencies',
    endpoint: '3',
    summary: 'List agency recharges',
    description:
      "Endpoint 3. The calling agency's recharges (external ones, and those funded or refunded by payment links), newest first, " +
      'in the pagination envelope (`offset` ≥ 0, `limit` 1–100, default 10). The operator may pass `agency_id` (extension).',
    tags: ['Preloaded balance'],
    security: 'bearer',
    params: { query: RechargeListQuery },
    responses: { ...ok('A page of recharge records.', RechargeList), ...errors(...API_ERRORS) },
  },
  {
    operationId: 'listRawChannelManagerBookings',
    method: 'get',
    path: '/v1/bookings/from-channel-manager/raw',
    endpoint: '4',
    summary: 'Raw reservations from the channel manager',
    description:
      'Endpoint 4. Reservations of a hotel with check-in in the date range, not paginated (short ranges advised; at most 366 days, both ends counted, ' +
      'longer is a 400 naming start_date and end_date). ' +
      '`hotel_id` is the channel-manager id (default) or the internal id with `id_type=internal`.',
    tags: ['Channel manager'],
    security: 'bearer',
    params: { query: RawBookingsQuery },
    responses: { ...ok('The hotel with its bookings, and metadata.', RawBookingsResponse), ...errors(...API_ERRORS) },
  },
  {
    operationId: 'getVoucherDetail',
    method: 'get',
    path: '/v2/transactions/vouchers/detail',
    endpoint: '5',
    summary: 'Transaction details of one reservation',
    description:
      'Endpoint 5. The voucher record (charge and refund transactions) of a reservation, by its `reservation_id` as the feeds (6, 12) show it ' +
      "(the reservation number, or a payment link's reference: its external_ref_id, else its code) and operation type; the latest the key may see.",
    tags: ['Transaction reports'],
    security: 'bearer',
    params: { query: VoucherDetailQuery },
    responses: { ...ok('The hotel summary and the voucher record; `transaction` and `refound` may be null.', VoucherDetailResponse), ...errors(...API_ERRORS) },
  },
  {
    operationId: 'listUpdatedHotelVouchers',
    method: 'get',
    path: '/v2/transactions/vouchers/hotel/{hotel_id}',
    endpoint: '6',
    summary: 'Updated transactions of a hotel (incremental)',
    description:
      "Endpoint 6. First call: every voucher record of the hotel; later calls: only records created or changed since this API key's previous call " +
      'for that hotel (a change sequence: nothing skipped, a record changed twice appears once). Extensions: `since` replays from a ' +
      'sequence, `limit` caps one answer; `metadata.cursor` and `metadata.has_more`.',
    tags: ['Transaction reports'],
    security: 'bearer',
    params: { path: HotelVouchersParams, query: HotelVouchersQuery },
    responses: { ...ok('The changed voucher records.', HotelVouchersResponse), ...errors(...API_ERRORS) },
  },
  {
    operationId: 'listCarrierAttention',
    method: 'get',
    path: '/v2/transactions/carrier-attention/hotel/{hotel_id}',
    endpoint: null,
    summary: 'Carrier payments that need the hotel staff (incremental)',
    description:
      "Extension. What the hotel's staff must hear of payments through real carriers (Wompi, Mercado Pago) beyond the voucher records: " +
      'late approvals (rebooked, kept, or reversed because the rooms were gone), a second approval of a paid link reversed, a payment voided ' +
      'at the carrier after it was applied, and refunds the carrier cannot make (staff refund them by hand: `reversal` manual, ' +
      '`reversal_error` says why). One notice per state, in the order they happened. Read like endpoint 6 with `since`: pass ' +
      '`metadata.cursor` back as `since`; nothing is skipped. Who may read it: as endpoint 6.',
    tags: ['Transaction reports'],
    security: 'bearer',
    params: { path: HotelVouchersParams, query: CarrierAttentionQuery },
    responses: { ...ok('The notices after `since`.', CarrierAttentionResponse), ...errors(...API_ERRORS) },
  },
  {
    operationId: 'createChatbotBooking',
    method: 'post',
    path: '/v2/bookings/hotel_id={hotel_id}',
    endpoint: '7',
    summary: 'Create a channel-manager chatbot booking',
    description:
      'Endpoint 7. The path segment is literally `hotel_id=` followed by the channel-manager hotel id. Holds the rooms atomically until the ' +
      'payment deadline (all or none); unpaid at the deadline the booking expires and a `booking.expired` webhook is sent. ' +
      'When a requested room/rate has no stock, answers 200 with `no_available_rooms` and creates nothing. Accepts `Idempotency-Key`.',
    tags: ['Chatbot bookings'],
    security: 'bearer',
    params: { path: CreateBookingParams, header: IdempotencyKeyHeader },
    body: { required: true, content: { 'application/json': CreateBookingBody } },
    responses: { ...ok('Registered (`chatbot_id`), or not available (`no_available_rooms`).', CreateBookingResponse), ...errors(...API_ERRORS, 409) },
  },
  {
    operationId: 'updateChatbotBooking',
    method: 'put',
    path: '/v2/bookings/chatbot/{chatbot_id}',
    endpoint: '8',
    summary: 'Update a chatbot booking',
    description:
      "Endpoint 8. Updates the guest's contact details (at least one field). The interface calls the path parameter `booking_id`: " +
      'it is the `chatbot_id` returned at creation (one name here, since OpenAPI forbids two names for the same path template).',
    tags: ['Chatbot bookings'],
    security: 'bearer',
    params: { path: ChatbotIdParams },
    body: { required: true, content: { 'application/json': UpdateBookingBody } },
    responses: { ...ok('Updated.', MsgResponse), ...errors(...API_ERRORS) },
  },
  {
    operationId: 'listRoomTypes',
    method: 'get',
    path: '/v2/bookings/hotel_id/{hotel_id}/room-types',
    endpoint: '9',
    summary: 'Room types of a hotel',
    description: 'Endpoint 9. Room types of a hotel by its channel-manager id, as `{name, value}` (value = room id).',
    tags: ['Chatbot bookings'],
    security: 'bearer',
    params: { path: RoomTypesParams },
    responses: { ...ok('The room types.', RoomTypesResponse), ...errors(...API_ERRORS) },
  },
  {
    operationId: 'searchAvailability',
    method: 'post',
    path: '/v2/bookings/agencies/{agency_type}/availability',
    endpoint: '10',
    summary: 'Room availability for agencies',
    description:
      'Endpoint 10. One entry per hotel of the city, and per requested room of the layout the room types that fit it (children over the ' +
      "hotel's age limit count as adults), with stock net of held and sold rooms and prices summed over the nights.",
    tags: ['Chatbot bookings'],
    security: 'bearer',
    params: { path: AvailabilityParams, query: AvailabilityQuery },
    body: { required: true, content: { 'application/json': AvailabilityBody } },
    responses: { ...ok('Availability per hotel.', AvailabilityResponse), ...errors(...API_ERRORS) },
    // The handler first expires overdue holds (`payments.sweep`); the answer is availability's.
    index: { domain: ['availability.searchAvailability'] },
  },
  {
    operationId: 'getLegacyVoucherDetails',
    method: 'get',
    path: '/v1/bookings/{booking_number}/voucher-details',
    endpoint: '11, 12',
    summary: 'Reservation details with portal (11) / of a hotel since the last query (12)',
    description:
      'One path, two endpoints. With `portal_code` it is endpoint 11: the legacy voucher record of the reservation whose ' +
      'number or CRS id is `booking_number` in that hotel (404 when neither matches). Without `portal_code` it is endpoint 12: an array of ' +
      "the hotel's legacy voucher records created or edited since this API key's previous endpoint-12 call for that hotel " +
      '(`booking_number` must still be an integer). `hotel_id` is the channel-manager id.',
    tags: ['Channel manager'],
    security: 'bearer',
    params: { path: BookingNumberParams, query: VoucherDetailsQuery },
    responses: {
      ...ok('Endpoint 11: one legacy voucher record. Endpoint 12: an array of them.', z.union([LegacyVoucherRecord, LegacyVoucherList])),
      ...errors(...API_ERRORS),
    },
  },
  {
    operationId: 'getTransactionStatus',
    method: 'get',
    path: '/v2/common/transaction-status',
    endpoint: '13',
    summary: 'Transaction status',
    description:
      'Endpoint 13. The current status of a transaction, the same body as the transaction webhook, looked up only among what the key may see. ' +
      '`payment_link` references are link codes, carrier transaction ids or external_ref_ids; `automated` references are chatbot ids (a booking code in any case, ' +
      'with or without its dashes), link codes, ' +
      "carrier transaction ids or reservation numbers; `virtual_terminal` references (charges at the hotel's virtual terminal, `terminal_payment` " +
      "voucher records) are carrier transaction ids or the reservation's booking number (reservation number or CRS id).",
    tags: ['Transaction reports'],
    security: 'bearer',
    params: { query: TransactionStatusQuery },
    responses: { ...ok('The transaction status record.', TransactionStatusRecord), ...errors(...API_ERRORS) },
  },
  {
    operationId: 'createPaymentLink',
    method: 'post',
    path: '/v2/links/schedule/',
    endpoint: '14',
    summary: 'Create a payment link',
    description:
      'Endpoint 14. The link opens the hosted checkout (`/pay/{code}`) for `available_hours` (1–720). With `temp_webhook_url` the payment ' +
      'result is POSTed there; an applied link of an agency in the preloaded-balance program credits its balance. Accepts `Idempotency-Key`.',
    tags: ['Payment links'],
    security: 'bearer',
    params: { header: IdempotencyKeyHeader },
    body: { required: true, content: { 'application/json': CreatePaymentLinkBody } },
    responses: { ...ok('The link (`code` is always included by this service).', PaymentLinkCreated), ...errors(...API_ERRORS, 409) },
  },
  {
    operationId: 'createOrListGiftCards',
    method: 'post',
    path: '/v1/gift-cards',
    endpoint: '15, 16',
    summary: 'Create a gift card (15) / list gift cards with balances (16)',
    description:
      'One path, two endpoints. A body holding `sender` or `recipient` creates a gift card (endpoint 15; every field required; ' +
      'its balance becomes active once its payment link is paid; accepts `Idempotency-Key`). An empty body, no body, or a body with only ' +
      '`offset`/`limit` lists the gift cards of the key with their balances (endpoint 16, pagination envelope).',
    tags: ['Gift cards'],
    security: 'bearer',
    params: { header: IdempotencyKeyHeader },
    body: {
      required: false,
      description: 'Endpoint 15: the gift card. Endpoint 16: nothing, or `offset`/`limit`.',
      content: { 'application/json': z.union([CreateGiftCardBody, GiftCardListBody]) },
    },
    responses: {
      ...ok('Endpoint 15: the created gift card and its payment link. Endpoint 16: a page of gift cards.', z.union([GiftCardCreated, GiftCardList])),
      ...errors(...API_ERRORS, 409),
    },
  },
  {
    operationId: 'listGiftCards',
    method: 'get',
    path: '/v1/gift-cards',
    endpoint: '16',
    summary: 'List gift cards with balances (GET form)',
    description: 'Endpoint 16 as a GET with `offset`/`limit` in the query (extension).',
    tags: ['Gift cards'],
    security: 'bearer',
    params: { query: PaginationQuery },
    responses: { ...ok('A page of gift cards.', GiftCardList), ...errors(...API_ERRORS) },
  },
  {
    operationId: 'markReservationsPaid',
    method: 'put',
    path: '/v1/bookings/change-status/',
    endpoint: '17',
    summary: 'Mark reservations as paid',
    description:
      'Endpoint 17. Marks the listed reservations (numbers or CRS ids) of the hotel (channel-manager id) as paid. Partial failures are a 200 ' +
      "with `failed_bookings` (and, as an extension, `failed_reasons`). This static path wins over endpoint 18's `/v1/bookings/{booking_number}`.",
    tags: ['Channel manager'],
    security: 'bearer',
    params: { query: MarkReservationsPaidQuery },
    body: { required: true, content: { 'application/json': MarkReservationsPaidBody } },
    responses: { ...ok('How many were applied and which failed.', MarkReservationsPaidResponse), ...errors(...API_ERRORS) },
  },
  {
    operationId: 'reportCheckinStatus',
    method: 'put',
    path: '/v1/bookings/{booking_number}',
    endpoint: '18',
    summary: 'Report a booking status change',
    description:
      'Endpoint 18. Check-in status 0 Pending, 1 Check-in, 2 No-Show, 3 Canceled, 4 Early departure. `refound_amount` is required for 4 ' +
      '(at most the total scheduled amount) and ignored otherwise. The answer says either that no update is required now or that the change concluded. ' +
      "An early departure's refund of a charge paid through a real carrier (Wompi, Mercado Pago) is asked of that carrier when its API can make " +
      'it (the voucher record says `in_process_refound`, then `total_refound`/`partial_refound`); one it cannot make is recorded `pending_refound` ' +
      'and listed in the carrier attention list for staff to refund by hand.',
    tags: ['Channel manager'],
    security: 'bearer',
    params: { path: BookingNumberParams, query: ReportCheckinStatusQuery },
    responses: { ...ok('The change was applied, or none was required.', ReportCheckinStatusResponse), ...errors(...API_ERRORS) },
  },
  {
    operationId: 'getChatbotBookingPaymentLink',
    method: 'get',
    path: '/v2/bookings/chatbot/{chatbot_id}',
    endpoint: '19',
    summary: 'Payment link and expiration of a chatbot booking',
    description: 'Endpoint 19. The payment link of the booking, its state (`Link vigente`, `Link pagado`, `Link vencido`) and time left.',
    tags: ['Chatbot bookings'],
    security: 'bearer',
    params: { path: ChatbotIdParams },
    responses: { ...ok('The payment link and its validity.', BookingPaymentLink), ...errors(...API_ERRORS) },
  },
  {
    operationId: 'getChatbotBookingStatus',
    method: 'get',
    path: '/v2/bookings/chatbot/{chatbot_id}/status',
    endpoint: '20',
    summary: 'Payment status of a chatbot booking',
    description: 'Endpoint 20. Payment status (`Pendiente`, `Aplicado`, …) and reservation status (`Reserva confirmada`, `Reserva expirada`, …).',
    tags: ['Chatbot bookings'],
    security: 'bearer',
    params: { path: ChatbotIdParams },
    responses: { ...ok('The payment and reservation status.', BookingPaymentStatus), ...errors(...API_ERRORS) },
  },
  {
    operationId: 'showCheckout',
    method: 'get',
    path: '/pay/{code}',
    endpoint: null,
    summary: 'Hosted checkout page of a payment link',
    description:
      "The page a payment link opens: amount, hotel, stay and a card form; or the link's final state (paid, expired, in process). " +
      'Public: whoever holds the unguessable code may open it.',
    tags: ['Checkout'],
    security: 'public',
    params: { path: CheckoutParams },
    responses: { 200: html('The checkout page.'), 404: html('No such payment link.') },
    // Reached through the route's helpers (`linkOrPage`, `page`), after `payments.sweep`.
    index: { domain: ['payments.link', 'carrierPayments.checkout'] },
  },
  {
    operationId: 'payCheckout',
    method: 'post',
    path: '/pay/{code}',
    endpoint: null,
    summary: 'Pay a payment link with a card',
    description:
      'Charges the card through the carrier (the sandbox by default: no money moves). After success or failure the guest is redirected ' +
      "to the link's `redirect.success_url` / `redirect.failure_url` when given.",
    tags: ['Checkout'],
    security: 'public',
    params: { path: CheckoutParams },
    body: { required: true, content: { 'application/x-www-form-urlencoded': CheckoutForm } },
    responses: {
      200: html('Payment approved.'),
      202: html('Payment in process; the page refreshes itself.'),
      303: { description: "Redirect to the link's success or failure URL.", headers: z.object({ Location: z.string() }) },
      400: html('Invalid card form, or an expired card; the form again with the problems.'),
      402: html('Payment declined; the form again.'),
      404: html('No such payment link.'),
      409: html('The link is already paid, expired or being paid.'),
    },
    // The charge; the handler also looks up the link, its carrier account and its URL.
    index: { domain: ['payments.charge'] },
  },
  {
    operationId: 'showCheckoutResult',
    method: 'get',
    path: '/pay/{code}/result',
    endpoint: null,
    summary: 'Where a real carrier sends the payer back',
    description:
      "The return page of a carrier's hosted checkout (Wompi's `redirect-url`, Mercado Pago's `back_urls`): the service asks the carrier " +
      'about the transaction named in the query (`id` for Wompi, `payment_id` for Mercado Pago) and shows the result at once: paid, in process ' +
      '(refreshes itself) or declined with a way to try again.',
    tags: ['Checkout'],
    security: 'public',
    params: { path: CheckoutParams, query: CheckoutResultQuery },
    responses: { 200: html('The result page.'), 404: html('No such payment link.') },
  },
  {
    operationId: 'receiveCarrierEvent',
    method: 'post',
    path: '/carriers/{carrier}/events',
    endpoint: null,
    summary: "A payment carrier's signed event",
    description:
      'Where Wompi (`/carriers/wompi/events`, set in its dashboard) and Mercado Pago (`/carriers/mercadopago/events`, sent with each checkout) ' +
      'report transactions. The signature is verified on the raw body (Wompi: `signature.checksum` and `X-Event-Checksum`; Mercado Pago: ' +
      '`x-signature`); a transaction is applied once per status and only when its reference, amount and currency match an attempt of the service. ' +
      'Events about unknown references are answered 200 and change nothing.',
    tags: ['Carriers'],
    security: 'public',
    params: { path: CarrierEventParams, query: CarrierEventQuery },
    body: { required: true, content: { 'application/json': z.unknown() } },
    responses: {
      200: { description: 'Received (applied, or nothing to apply).', content: { 'application/json': CarrierEventAnswer } },
      401: { description: 'Not genuine (bad or missing signature, stale): nothing changed.', content: { 'application/json': ErrorEnvelope } },
      404: { description: 'No such carrier.', content: { 'application/json': ErrorEnvelope } },
      503: { description: 'The carrier must be asked to confirm the event and cannot be now: retry.', content: { 'application/json': ErrorEnvelope } },
    },
  },
  {
    operationId: 'showVoucher',
    method: 'get',
    path: '/vouchers/{id}/{code}',
    endpoint: null,
    summary: 'Public voucher page of a voucher record without a payment link',
    description:
      'The `voucher_url` of voucher records that have no payment link (terminal payments, reservations marked paid by the hotel): ' +
      'hotel, reservation, guest, status, charge and refund. Public: whoever holds the unguessable code may open it.',
    tags: ['Checkout'],
    security: 'public',
    params: { path: VoucherPageParams },
    responses: { 200: html('The voucher page.'), 404: html('No such voucher, or a wrong code.') },
  },
  {
    operationId: 'health',
    method: 'get',
    path: '/health',
    endpoint: null,
    summary: 'Health check',
    description: 'Answers `{status: "ok"}` while the service runs. Public.',
    tags: ['Service'],
    security: 'public',
    responses: { 200: { description: 'The service is up.', content: { 'application/json': HealthResponse } } },
  },
  {
    operationId: 'metrics',
    method: 'get',
    path: '/metrics',
    endpoint: null,
    summary: 'Prometheus metrics',
    description:
      "The service's metrics in the Prometheus text format (process, HTTP request durations by route template, business counters). " +
      'With METRICS_TOKEN set, only for `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without it, public outside production ' +
      'and refused (403) in production. Not part of the interface: an extension of this service (README, "Metrics").',
    tags: ['Service'],
    security: 'public',
    responses: {
      200: { description: 'The metrics.', content: { 'text/plain': z.string() } },
      401: { description: 'METRICS_TOKEN is set and the request does not carry it.', content: { 'application/json': MetricsRefusal } },
      403: { description: 'Production without METRICS_TOKEN: the metrics are not served.', content: { 'application/json': MetricsRefusal } },
    },
  },
  {
    operationId: 'openApiDocument',
    method: 'get',
    path: '/openapi.json',
    endpoint: null,
    summary: 'This OpenAPI 3.1 document',
    description: 'The OpenAPI 3.1 document of the service, generated from its zod contract. Public.',
    tags: ['Service'],
    security: 'public',
    responses: { 200: { description: 'The document.', content: { 'application/json': z.looseObject({ openapi: z.string() }) } } },
  },
  {
    operationId: 'apiReference',
    method: 'get',
    path: '/docs',
    endpoint: null,
    summary: 'Browsable API reference',
    description: 'A reference page of this document (Swagger UI, served with its assets by the service: works offline). Public.',
    tags: ['Service'],
    security: 'public',
    responses: { 200: { description: 'The reference page.', content: { 'text/html': z.string() } } },
    // Registered by @fastify/swagger-ui in `buildServer`, not by `serve`.
    index: { servedBy: 'src/api/server.ts' },
  },
] as const satisfies readonly Operation[];

/** Any entry of {@link OPERATIONS}, with its own types. */
export type AnyOperation = (typeof OPERATIONS)[number];

/** The `operationId` of an entry of {@link OPERATIONS}. */
export type OperationId = AnyOperation['operationId'];

/** The entry of {@link OPERATIONS} whose `operationId` is `Id`, with its own types (its schemas, method and path). */
export type OperationOf<Id extends OperationId> = Extract<AnyOperation, { operationId: Id }>;

const BY_ID: ReadonlyMap<string, AnyOperation> = new Map(OPERATIONS.map((op) => [op.operationId, op]));

/** The operation `id` of {@link OPERATIONS}. */
export function operationById<Id extends OperationId>(id: Id): OperationOf<Id> {
  return BY_ID.get(id) as OperationOf<Id>;
}
