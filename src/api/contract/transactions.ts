/**
 * Endpoint 13 "Transaction status": its query and the transaction status
 * record it answers, which the transaction webhook (Event 2,
 * `./webhooks.ts`) carries too.
 */
import { z } from 'zod';
import { IntParam } from './common.js';
import { VOUCHER_STATUS_TEXT } from './reports.js';

/** Endpoint 13 `details.status_code` values (the interface's text calls it endpoint 10: `docs/decisions/0018-endpoint-numbers.md`). */
export const TransactionStatusCode = z.enum(['pending', 'applied', 'rejected', 'cancelled', 'in_process', 'error']);
export type TransactionStatusCode = z.infer<typeof TransactionStatusCode>;

/**
 * Spanish `status_detail` of each endpoint-13 status code: the interface's
 * words for these codes are a voucher record's ({@link VOUCHER_STATUS_TEXT}).
 */
export const TRANSACTION_STATUS_DETAIL: Readonly<Record<TransactionStatusCode, string>> = VOUCHER_STATUS_TEXT;

/** Endpoint 13's answer and the transaction webhook's body (Event 2). `transaction_date` is ISO 8601 with offset. */
export const TransactionStatusRecord = z.object({
  voucher_url: z.string().nullable(),
  redirect_url: z.string().nullable(),
  details: z.object({
    type: z.string(),
    id: z.string(),
    external_ref_id: z.string(),
    status_code: TransactionStatusCode,
    status_detail: z.string(),
    comments: z.string(),
    transaction_id: z.string(),
    transaction_date: z.string(),
  }),
  /**
   * Extension (payment links and chatbot bookings' payments; absent for the
   * virtual terminal and from deployments without it): what the link asks
   * for — `amount` in major units (a float as on the wire), its `currency`,
   * `description`, the guest's name (`guest_name`, '' when the link has none)
   * and when it stops taking payments (`expiration_date`, ISO 8601 with
   * Bogotá's offset).
   */
  payment_link: z
    .object({
      amount: z.number(),
      currency: z.string(),
      description: z.string(),
      guest_name: z.string(),
      expiration_date: z.string(),
    })
    .optional(),
});
export type TransactionStatusRecord = z.infer<typeof TransactionStatusRecord>;

/** Query of endpoint 13, all required. */
export const TransactionStatusQuery = z.object({
  hotel_id: IntParam,
  ref_number: z.string().trim().min(1).max(200),
  transaction_type: z.enum(['virtual_terminal', 'payment_link', 'automated']),
});
