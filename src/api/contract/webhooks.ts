/**
 * Webhooks the service sends (interface "Events"; `docs/decisions/0012-webhooks.md`):
 * the bodies of Events 1, 3 and 4; Event 2's body is endpoint 13's
 * transaction status record (`./transactions.ts`). Signed per Standard
 * Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
 */
import { z } from 'zod';

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
