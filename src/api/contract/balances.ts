/**
 * Agency preloaded balance: endpoints 1 (refund a payment link into the
 * balance), 2 (external recharge with a receipt, multipart/form-data), 2b
 * (download a receipt) and 3 (list recharges); the rules the interface leaves
 * open are in `docs/decisions/0011-balances-and-agency-links.md` and
 * `docs/decisions/0016-receipts.md`.
 *
 * Amounts are floats of COP on the wire; the service keeps integers of COP
 * minor units (centavos).
 */
import { z } from 'zod';
import { IntParam, PositiveWireAmount } from './common.js';
import { Paginated, PaginationQuery } from './pagination.js';

/** Largest receipt accepted by endpoint 2: 10 MiB (`docs/decisions/0016-receipts.md`). */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

/**
 * Receipt types accepted by endpoint 2, detected by content (magic bytes), as
 * `mime → extension of the stored key`: PDF, JPEG, PNG, WebP.
 */
export const RECEIPT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;

/** Content type of a stored receipt, one of {@link RECEIPT_TYPES}' keys. */
export type ReceiptMime = keyof typeof RECEIPT_TYPES;

/**
 * The only form of a receipt key endpoint 2b serves (no path traversal):
 * `receipts/<base64url random>.<pdf|jpg|png|webp>`. Anything else (traversal,
 * encoded slashes, absolute paths, other folders) is a 404.
 */
export const MEDIA_KEY_PATTERN = /^receipts\/[A-Za-z0-9_-]+\.(pdf|jpg|png|webp)$/;

/** Path of endpoint 1: `payment_link_code` (string), `agency_id` (integer), `reservation_id` (string). */
export const BalanceRefundParams = z.object({
  payment_link_code: z.string().min(1).max(200),
  agency_id: IntParam,
  reservation_id: z.string().min(1).max(200),
});
export type BalanceRefundParams = z.output<typeof BalanceRefundParams>;

/** 200 of endpoint 1. */
export const BalanceRefundResponse = z.object({ msg: z.string() });
export type BalanceRefundResponse = z.infer<typeof BalanceRefundResponse>;

/**
 * Endpoint 1's own error form (interface "Errors"; `docs/decisions/0002-errors-and-envelope.md`):
 * `{code: 0, message: "Error http: <status>", detail: <table text>}`.
 * 401 and 403 (raised before the endpoint's own checks) keep the generic envelope.
 */
export const BalanceRefundErrorEnvelope = z.object({
  code: z.literal(0),
  message: z.string().regex(/^Error http: \d{3}$/),
  detail: z.string(),
});
export type BalanceRefundErrorEnvelope = z.infer<typeof BalanceRefundErrorEnvelope>;

/** Exact `detail` texts of endpoint 1's errors (interface "Errors" table). */
export const BALANCE_REFUND_ERRORS = {
  /** 400 */
  alreadyRefunded: 'Este link ya ha sido reembolsado',
  /** 404 */
  notFound: 'Link de pago no identificado',
  /** 400 */
  notApplied: 'No se puede aplicar un reembolso a un pago que no ha sido aplicado',
  /** 400 */
  reservationMismatch: 'El ID de reserva no está asociado al link de pago',
  /** 400 */
  otherAgency: 'El link no pertenece a la agencia proporcionada',
  /** 400; `<program>` of the interface's table is "agencias del programa de saldo precargado". */
  notInProgram: 'Esta funcionalidad solo está permitida para agencias del programa de saldo precargado',
} as const;

/** Path of endpoint 2: `agency_id` (integer). */
export const RechargeAgencyParams = z.object({ agency_id: IntParam });
export type RechargeAgencyParams = z.output<typeof RechargeAgencyParams>;

/**
 * The multipart/form-data fields of endpoint 2 (every one required).
 * `amount` is text in the form (`"150000.50"`), a float of COP, > 0, at most
 * two decimals and 10,000,000,000 (`docs/decisions/0003-money.md`). `payment_receipt` is the
 * file part; the service validates it as `{filename, size}` here (size > 0)
 * and its content (type, size limit) separately.
 */
export const ExternalRechargeFields = z.object({
  amount: PositiveWireAmount,
  currency: z.string().refine((c) => c === 'COP', { message: 'solo se acepta COP (pesos colombianos)' }),
  payment_method: z.string().trim().min(1, { message: 'no puede estar vacío' }).max(100),
  payment_reference: z.string().trim().min(1, { message: 'no puede estar vacío' }).max(200),
  payment_receipt: z.object({
    filename: z.string().max(255, { message: 'el nombre del archivo admite como máximo 255 caracteres' }),
    size: z.number().int().min(1, { message: 'el archivo está vacío' }),
  }),
});
export type ExternalRechargeFields = z.input<typeof ExternalRechargeFields>;
export type ExternalRechargeInput = z.output<typeof ExternalRechargeFields>;

/** 200 of endpoint 2: `balance` is the agency's new balance (float, COP); `file_key` the stored receipt's key. */
export const ExternalRechargeResponse = z.object({
  msg: z.string(),
  balance: z.number(),
  file_key: z.string().regex(MEDIA_KEY_PATTERN),
});
export type ExternalRechargeResponse = z.infer<typeof ExternalRechargeResponse>;

/**
 * Query of endpoint 3: `offset`/`limit` (`docs/decisions/0006-pagination.md`) and, as an extension
 * for the operator, `agency_id` to list one agency's recharges.
 */
export const RechargeListQuery = PaginationQuery.extend({ agency_id: IntParam.optional() });
export type RechargeListQuery = z.output<typeof RechargeListQuery>;

/**
 * Interface "Preloaded-balance recharge record" (item of endpoint 3).
 * `created_at`/`updated_at` are ISO 8601 datetimes WITHOUT zone, in Bogotá
 * local time (`2026-11-21T10:00:00.000`). `amount` is a float of COP.
 */
export const RechargeRecord = z.object({
  id: z.number().int(),
  created_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/),
  updated_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/),
  amount: z.number(),
  is_external: z.boolean().nullable(),
  payment_reference: z.string().nullable(),
  payment_receipt: z.string().nullable(),
  recharge_group_id: z.number().int(),
  is_archived: z.boolean(),
  status: z.string().nullable(),
  payment_method: z.string().nullable(),
  payment_receipt_filename: z.string().nullable(),
  payment_link_code: z.string().nullable(),
});
export type RechargeRecord = z.infer<typeof RechargeRecord>;

/** 200 of endpoint 3: the pagination envelope of recharge records. */
export const RechargeList = Paginated(RechargeRecord);
export type RechargeList = z.infer<typeof RechargeList>;
