/**
 * Webhooks the service sends (interface "Events"; `docs/decisions/0012-webhooks.md`) and the
 * transaction status record of endpoint 13, which the transaction webhook
 * carries too. Signed per Standard Webhooks (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`).
 */
import { z } from 'zod';
import { IntParam } from './common.js';

/** Endpoint 13 `details.status_code` values (the interface's text calls it endpoint 10: `docs/decisions/0018-endpoint-numbers.md`). */
export const TransactionStatusCode = z.enum(['pending', 'applied', 'rejected', 'cancelled', 'in_process', 'error']);
export type TransactionStatusCode = z.infer<typeof TransactionStatusCode>;

/** Spanish `status_detail` of each endpoint-13 status code. */
export const TRANSACTION_STATUS_DETAIL: Record<TransactionStatusCode, string> = {
  pending: 'Pendiente',
  applied: 'Aplicado',
  rejected: 'Rechazado',
  cancelled: 'Cancelado',
  in_process: 'En proceso',
  error: 'Error',
};

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

/** Event 1: payment-link result, POSTed to the link's `temp_webhook_url` after each payment attempt. */
export const PaymentLinkResultEvent = z.object({
  payment_status: z.string(),
  amount: z.number(),
  payment_date: z.string(),
  company: z.string(),
  hotel: z.string(),
  voucher_url: z.string(),
  transaction_id: z.string(),
  external_ref_id: z.string(),
});
export type PaymentLinkResultEvent = z.infer<typeof PaymentLinkResultEvent>;

/** Event 3 (`docs/decisions/0012-webhooks.md`): gift-card payment, POSTed to the card's `temp_webhook_url`. */
export const GiftCardPaymentEvent = z.object({
  event: z.literal('gift_card.payment'),
  gift_card_code: z.string(),
  payment_status: z.string(),
  amount: z.number(),
  currency: z.string(),
  payment_date: z.string(),
  transaction_id: z.string(),
  external_ref_id: z.string(),
});
export type GiftCardPaymentEvent = z.infer<typeof GiftCardPaymentEvent>;

/** Event 4 (`docs/decisions/0012-webhooks.md`): a chatbot booking expired unpaid; sent to the creating API client's webhook URL. */
export const BookingExpiredEvent = z.object({
  event: z.literal('booking.expired'),
  chatbot_id: z.string(),
  hotel_id: z.number().int(),
  expiration_date: z.string(),
  reservation_status: z.string(),
});
export type BookingExpiredEvent = z.infer<typeof BookingExpiredEvent>;
