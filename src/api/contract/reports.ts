/**
 * Transaction reports and channel-manager reservations: endpoints 4 (raw
 * bookings), 5 (voucher detail), 6 (incremental voucher feed), 11/12 (legacy
 * voucher details) and the carrier attention list; the portal keys and the
 * booking-number path that endpoint 18 (`./reservationChanges.ts`) shares.
 *
 * Hotel ids: the v1 endpoints (4 by default, 11, 12, 17, 18) name hotels by
 * their channel-manager id; the v2 endpoints (5, 6) by the internal id, or by
 * the channel-manager id where `id_type=channel_manager` says so.
 */
import { z } from 'zod';
import { IntParam, IsoDate } from './common.js';

/** The 22 portal keys, in the published order. */
export const PORTAL_KEYS = [
  'booking',
  'expedia',
  'despegar',
  'airbnb',
  'hotelbeds',
  'trivago',
  'agoda',
  'tripadvisor',
  'hostelworld',
  'priceline',
  'kayak',
  'bestday',
  'pricetravel',
  'atrapalo',
  'logitravel',
  'edreams',
  'travelocity',
  'orbitz',
  'hoteles',
  'google',
  'website',
  'phone',
] as const;
/** A portal key. */
export type PortalKey = (typeof PORTAL_KEYS)[number];

/** portal_code as an INPUT (endpoints 11 and 18): only the first four portal keys. */
export const PortalCodeInput = z.enum(['booking', 'expedia', 'despegar', 'airbnb'], {
  message: 'debe ser uno de: booking, expedia, despegar, airbnb',
});

/** `id_type` of endpoints 4 and 6: how `hotel_id` names the hotel. */
export const IdType = z.enum(['internal', 'channel_manager'], { message: 'debe ser internal o channel_manager' });
export type IdType = z.infer<typeof IdType>;

/** The interface's status codes (root payment_status_code, transaction and refund status_code). */
export const VoucherStatusCode = z.enum([
  'pending',
  'invalid_card',
  'rejected',
  'applied',
  'cancelled',
  'early_checkout',
  'overdue',
  'in_process',
  'partial_refound',
  'total_refound',
  'rejected_refound',
  'pending_refound',
  'in_process_refound',
  'in_validation',
  'cancelled_charge',
  'no_card_data',
  'invalid_card_data',
  'error',
]);
export type VoucherStatusCode = z.infer<typeof VoucherStatusCode>;

/** The Spanish text of each status code, exactly as the interface lists them. */
export const VOUCHER_STATUS_TEXT: Record<VoucherStatusCode, string> = {
  pending: 'Pendiente',
  invalid_card: 'Tarjeta no válida',
  rejected: 'Rechazado',
  applied: 'Aplicado',
  cancelled: 'Cancelado',
  early_checkout: 'Salida anticipada',
  overdue: 'Vencido',
  in_process: 'En proceso',
  partial_refound: 'Reembolso parcial',
  total_refound: 'Reembolso total',
  rejected_refound: 'Reembolso rechazado',
  pending_refound: 'Reembolso pendiente',
  in_process_refound: 'Reembolso en proceso',
  in_validation: 'En validación',
  cancelled_charge: 'Cobro cancelado',
  no_card_data: 'Sin datos de pago',
  invalid_card_data: 'Datos de pago inválidos',
  error: 'Error',
};

/** The interface's status detail values (transaction.status_detail and refound.status_detail). */
export const StatusDetail = z.enum([
  'Recaudo: Aprobado',
  'Recaudo: Aprobación pendiente',
  'Recaudo: Rechazado',
  'Recaudo: Cancelado',
  'Reembolso: Aprobado',
  'Reembolso: Aprobación pendiente',
  'Reembolso: Rechazado',
]);
export type StatusDetail = z.infer<typeof StatusDetail>;

/** operation_type of a voucher record and of endpoint 5's query. */
export const OperationType = z.enum(['automated', 'terminal_payment', 'payment_link'], {
  message: 'debe ser automated, terminal_payment o payment_link',
});
export type OperationType = z.infer<typeof OperationType>;

/** `DD-MM-YYYY hh:mm:ss AM/PM`, America/Bogota. */
export const HumanDateTime = z.string().regex(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} (AM|PM)$/);

/** Hotel summary of the v2 reports. `channel_mannager_id` (sic) is '' for a hotel not connected to the channel manager. */
export const HotelSummary = z.object({ id: z.number().int(), channel_mannager_id: z.string(), name: z.string() });
export type HotelSummary = z.infer<typeof HotelSummary>;

/** The fields a transaction and a refund object open with: the status code, its Spanish text ({@link VOUCHER_STATUS_TEXT}) and detail. */
const OPERATION_STATUS_FIELDS = { status_code: VoucherStatusCode, status: z.string(), status_detail: StatusDetail };

/** The fields a transaction and a refund object end with: the amount (a float in `currency`) and the voucher page. */
const OPERATION_AMOUNT_FIELDS = { amount: z.number(), currency: z.string(), voucher_url: z.string() };

/** Transaction object. `authorization_code` only in endpoint 6's feed; dates ISO 8601 with offset. */
export const TransactionObject = z.object({
  ...OPERATION_STATUS_FIELDS,
  carrier: z.string(),
  transaction_id: z.string(),
  authorization_code: z.string().optional(),
  description: z.string(),
  payment_method: z.string(),
  payment_card_info: z.object({ card_holder: z.string(), card_num: z.string(), card_type: z.string() }),
  installments: z.string(),
  payment_date: z.string(),
  ...OPERATION_AMOUNT_FIELDS,
});
export type TransactionObject = z.infer<typeof TransactionObject>;

/** Refund object. `authorization_code` only in endpoint 6's feed. */
export const RefundObject = z.object({
  ...OPERATION_STATUS_FIELDS,
  authorization_code: z.string().optional(),
  transaction_id: z.string(),
  refund_date: z.string(),
  ...OPERATION_AMOUNT_FIELDS,
});
export type RefundObject = z.infer<typeof RefundObject>;

/** Voucher record (v2 transaction reports). `generated_at` is when the record was generated, Bogotá time. */
export const VoucherRecord = z.object({
  operation_type: OperationType,
  id: z.number().int(),
  reservation_id: z.string(),
  portal_code: z.string().nullable(),
  checkin_date: IsoDate.nullable(),
  guest: z.string(),
  bank: z.string(),
  payment_type: z.string(),
  payment_status_code: VoucherStatusCode,
  payment_status: z.string(),
  transaction: TransactionObject.nullable(),
  refound: RefundObject.nullable(),
  generated_at: HumanDateTime,
});
export type VoucherRecord = z.infer<typeof VoucherRecord>;

/**
 * Endpoint 5 query. `reservation_id` is the `reservation_id` of the voucher
 * record as the feeds show it: the service's reservation number (chatbot
 * bookings, charges at the hotel's terminal, payment links naming a
 * reservation) or the reference of a payment link (its `external_ref_id`,
 * else its code). A reservation number also finds the payment links whose
 * reference is that reservation's CRS id.
 */
export const VoucherDetailQuery = z.object({ reservation_id: z.string().trim().min(1).max(200), operation_type: OperationType });
/** Endpoint 5's 200. */
export const VoucherDetailResponse = z.object({ hotel: HotelSummary, data: VoucherRecord });
export type VoucherDetailResponse = z.infer<typeof VoucherDetailResponse>;

/** Largest number of records one call of a feed (6, 12) returns; the rest come on the next call. */
export const FEED_MAX_ITEMS = 1000;

/**
 * Endpoint 6 query. Extensions: `since` replays from a change
 * sequence; `limit` (1..1000, default 1000) caps one answer.
 */
export const HotelVouchersQuery = z.object({
  id_type: IdType,
  since: IntParam.pipe(z.number().int().min(0)).optional(),
  limit: IntParam.pipe(z.number().int().min(1).max(FEED_MAX_ITEMS)).optional(),
});
/** Endpoint 6 path. */
export const HotelVouchersParams = z.object({ hotel_id: IntParam });
/**
 * Endpoint 6's 200. `metadata.cursor` (extension) is the change sequence
 * reached; `metadata.has_more` (extension) is true when more changes wait
 * beyond the cap, to be fetched by calling again.
 */
export const HotelVouchersResponse = z.object({
  hotel: HotelSummary,
  data: z.array(VoucherRecord),
  metadata: z.object({ total_items: z.number().int(), cursor: z.number().int(), has_more: z.boolean() }),
});
export type HotelVouchersResponse = z.infer<typeof HotelVouchersResponse>;

/**
 * What a notice of the carrier attention list (extension) is about:
 * - `late_rebooked`: approved at the carrier after the booking's hold expired; the rooms were free, held again, the booking confirmed;
 * - `late_paid`: approved after a link without rooms expired; the payment was kept;
 * - `late_reversed`: approved after the hold expired with the rooms gone; reversed at the carrier (the booking's voucher
 *   record shows the charge and its reversal as the refund);
 * - `duplicate_reversed`: a second approval of a link already paid (two tabs); reversed at the carrier;
 * - `voided_after_paid`: a payment the service applied was voided at the carrier afterwards; the booking stays confirmed: staff decide;
 * - `early_departure_refund`: the refund of an early departure (endpoint 18) that the carrier cannot make: staff refund it by hand.
 */
export const CarrierAttentionKind = z.enum([
  'late_rebooked',
  'late_paid',
  'late_reversed',
  'duplicate_reversed',
  'voided_after_paid',
  'early_departure_refund',
]);
export type CarrierAttentionKind = z.infer<typeof CarrierAttentionKind>;

/** One notice of the carrier attention list (extension). Amount in major units (COP, float); `created_at` ISO 8601 with Bogotá's offset. */
export const CarrierAttentionItem = z.object({
  id: z.number().int(),
  kind: CarrierAttentionKind,
  reversal: z.enum(['none', 'due', 'done', 'manual']).meta({
    description: 'The reversal of the payment: none asked, due (asked of the carrier), done (the carrier reversed it), manual (staff must refund it by hand).',
  }),
  reversal_error: z.string().nullable().meta({ description: 'Why staff must refund it by hand (Spanish), when `reversal` is manual.' }),
  carrier: z.string().meta({ description: '`wompi` or `mercadopago`.' }),
  transaction_id: z.string().meta({ description: "The carrier's id of the transaction." }),
  payment_method: z
    .string()
    .nullable()
    .meta({ description: "The carrier's payment method code (Wompi `CARD`, `PSE`, `NEQUI`; Mercado Pago `credit_card`, …)." }),
  amount: z.number(),
  currency: z.string(),
  payment_link_code: z.string(),
  booking_code: z.string().nullable().meta({ description: "The chatbot booking's code (`CB-…`) when the link pays one." }),
  reservation_id: z.string().nullable().meta({ description: "`reservation_id` of the link's voucher record (endpoints 5, 6), when it has one." }),
  voucher_id: z.number().int().nullable().meta({ description: "`id` of the link's voucher record, when it has one." }),
  guest: z.string(),
  message: z.string().meta({ description: 'What happened and what staff must do, in Spanish.' }),
  voucher_url: z.string(),
  created_at: z.string(),
});
export type CarrierAttentionItem = z.infer<typeof CarrierAttentionItem>;

/** Query of the carrier attention list: as endpoint 6's; without `since`, from the start. */
export const CarrierAttentionQuery = HotelVouchersQuery;

/**
 * The carrier attention list's 200. `metadata.cursor`: pass it as `since` next
 * time; every notice up to it has been returned. It is a number of the change
 * sequence endpoint 6's cursor counts too, and may be past the last notice.
 */
export const CarrierAttentionResponse = z.object({
  hotel: HotelSummary,
  data: z.array(CarrierAttentionItem),
  metadata: z.object({ total_items: z.number().int(), cursor: z.number().int(), has_more: z.boolean() }),
});
export type CarrierAttentionResponse = z.infer<typeof CarrierAttentionResponse>;

/** Endpoint 4 query. `hotel_id` is text or an integer; how it names the hotel depends on `id_type` (default channel_manager). */
export const RawBookingsQuery = z.object({
  start_date: IsoDate,
  end_date: IsoDate,
  hotel_id: z.string().trim().regex(/^\d+$/, { message: 'debe ser un identificador numérico' }),
  id_type: IdType.default('channel_manager'),
});
export type RawBookingsQuery = z.output<typeof RawBookingsQuery>;

/** Largest date range of endpoint 4, in days counting both ends: a whole (leap) year. */
export const RAW_BOOKINGS_MAX_DAYS = 366;

/**
 * A short range of endpoint 4, in days counting both ends: the interface
 * advises callers to keep to short ranges, and the Slack app's `/reservas`
 * keeps to this one.
 */
export const RAW_BOOKINGS_SHORT_RANGE_DAYS = 62;

/** An amount as decimal text with two decimals, e.g. "450000.00" (endpoint 4). */
export const DecimalText = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * Raw channel-manager booking (endpoint 4). Dates `YYYY-MM-DD`; instants ISO
 * 8601 with offset. `payment_deadline`, `rooms`, `adults`, `children`,
 * `telephone` and `room_type` are additive extensions (the front desk sees until when a
 * chatbot booking is held unpaid, how many guests arrive and how to reach
 * them).
 */
export const RawBooking = z.object({
  first_name: z.string(),
  last_name: z.string(),
  checkIn: IsoDate,
  checkOut: IsoDate,
  portal: z.object({ id: z.string(), description: z.string() }),
  crs_id: z.string(),
  reservation_id: z.string(),
  creation_date: z.string(),
  status: z.string(),
  dlm: z.string(),
  total_amount: DecimalText,
  prepaid: DecimalText,
  guest_left_to_pay: DecimalText,
  notes: z.string(),
  /** Extension: when a chatbot booking awaiting payment expires unpaid (ISO 8601 with offset); null for any other booking. */
  payment_deadline: z.string().nullable(),
  /** Extension: rooms booked (whole number ≥ 1); absent from deployments without it. */
  rooms: z.number().int().min(0).optional(),
  /** Extension: adults of the booking, all rooms together; absent from deployments without it. */
  adults: z.number().int().min(0).optional(),
  /** Extension: children of the booking, all rooms together; absent from deployments without it. */
  children: z.number().int().min(0).optional(),
  /** Extension: the guest's phone as the booking gave it (E.164 when it came through the chatbot), or null; absent from deployments without it. */
  telephone: z.string().nullable().optional(),
  /** Extension: the room type booked, as the hotel names it (several rooms' types joined with ", "), or null when the portal did not say; absent from deployments without it. */
  room_type: z.string().nullable().optional(),
});
export type RawBooking = z.infer<typeof RawBooking>;

/** Endpoint 4's 200. */
export const RawBookingsResponse = z.object({
  data: z.object({
    hotel: z.object({ id: z.number().int(), channel_manager_id: z.string(), name: z.string(), bookings: z.array(RawBooking) }),
  }),
  metadata: z.object({ timestamp: z.string(), bookings_count: z.number().int() }),
});
export type RawBookingsResponse = z.infer<typeof RawBookingsResponse>;

/** Legacy transaction object (v1). `transaction_status` observed APPROVED; dates `DD-MM-YYYY hh:mm:ss AM/PM`. */
export const LegacyTransaction = z.object({
  transaction_status: z.string(),
  carrier: z.string(),
  transaction_id: z.string(),
  description: z.string(),
  card_holder: z.string(),
  card_num: z.string(),
  card_type: z.string(),
  installments: z.string(),
  authorization_code: z.string(),
  payment_date: HumanDateTime,
  total: z.number(),
});

/** Legacy refund object (v1). `refound_status` observed success. */
export const LegacyRefund = z.object({
  refound_status: z.string(),
  authorization_code: z.string(),
  transaction_id: z.string(),
  description: z.string(),
  date: HumanDateTime,
  total: z.number(),
});

/** Legacy voucher record (endpoints 11 and 12). `hotel_id` is the channel-manager id. */
export const LegacyVoucherRecord = z.object({
  reservation_id: z.string(),
  hotel_id: z.string(),
  hotel: z.string(),
  portal_code: z.string(),
  checkin_date: IsoDate,
  apply_charge_at: IsoDate,
  bank: z.string(),
  guest: z.string(),
  payment_type: z.string(),
  payment_status: z.string(),
  transaction: LegacyTransaction.nullable(),
  refound: LegacyRefund.nullable(),
  generated_at: HumanDateTime,
  voucher_url: z.string(),
});
export type LegacyVoucherRecord = z.infer<typeof LegacyVoucherRecord>;

/** Path of endpoints 11, 12 and 18: the booking number must be an integer. */
export const BookingNumberParams = z.object({ booking_number: IntParam.pipe(z.number().int().min(1)) });
/** Query of endpoints 11 (with portal_code) and 12 (without). `hotel_id` is the channel-manager id. */
export const VoucherDetailsQuery = z.object({ hotel_id: IntParam, portal_code: PortalCodeInput.optional() });
/** Endpoint 12's 200. */
export const LegacyVoucherList = z.array(LegacyVoucherRecord);
