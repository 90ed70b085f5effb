/**
 * The webhooks the service's changes produce (interface "Events";
 * `docs/decisions/0012-webhooks.md`): which event each payment, gift-card or
 * booking change makes, its body, and its row in the durable outbox, written
 * in the same transaction as the change it reports. The rows are sent by
 * `./webhookDelivery.ts`; each one written wakes the started workers once its
 * transaction has committed (`./outboxSignal.ts`).
 *
 * - Event 1 `payment_link.result` and Event 2 `transaction`: a link's final
 *   attempt result ({@link registerWebhookHooks});
 * - Event 3 `gift_card.payment`: a gift card's payment result ({@link enqueueGiftCardWebhook});
 * - Event 4 `booking.expired`: a chatbot booking expiring unpaid ({@link registerWebhookHooks}).
 */
import { toBogotaIso } from '../../clock.js';
import type { Executor, Store, Tx } from '../../store/sql.js';
import { keyWebhookUrl } from '../../store/service/apiKeys.js';
import { insertOutboxRow } from '../../store/service/outbox.js';
import { agencyName, paymentAttemptFacts } from '../../store/service/webhookEvents.js';
import { fromMinor } from '../contract/index.js';
import type { BookingExpiredEvent, GiftCardPaymentEvent, PaymentLinkResultEvent, TransactionStatusRecord } from '../contract/index.js';
import type { GiftCardPaymentOutcome } from './giftCards.js';
import { randomCode } from './ids.js';
import { outboxSignal } from './outboxSignal.js';
import type { AttemptResultEvent, BookingExpiredEvent as ExpiredNotice, PaymentsService } from './payments.js';
import { activeTraceparent } from './tracing.js';
import { transactionStatusRecord } from './transactions.js';

/**
 * Kind of an outbox row (`webhook_outbox.event_type`): Event 1
 * `payment_link.result`, Event 2 `transaction`, Event 3 `gift_card.payment`,
 * Event 4 `booking.expired`.
 */
export type WebhookEventType = 'payment_link.result' | 'transaction' | 'gift_card.payment' | 'booking.expired';

/** Body of each event type (the contract's schemas). */
export interface WebhookPayloads {
  'payment_link.result': PaymentLinkResultEvent;
  transaction: TransactionStatusRecord;
  'gift_card.payment': GiftCardPaymentEvent;
  'booking.expired': BookingExpiredEvent;
}

/** A webhook to queue with {@link enqueueWebhook}. */
export interface NewWebhook<E extends WebhookEventType = WebhookEventType> {
  eventType: E;
  /** Where it is POSTed (http(s); checked against the outbound policy again at delivery). */
  targetUrl: string;
  /** The API key whose webhook secret signs it (the client that created the link, card or booking). */
  apiKeyId: number;
  /** The JSON body; serialized once here and sent byte for byte on every try. */
  payload: WebhookPayloads[E];
}

/**
 * Queue a webhook in the outbox, due at once. Async: call it with the
 * transaction of the state change it reports (`tx`), so both commit or
 * neither does. The W3C `traceparent` of the active span (the request or job
 * that made the change; none when tracing is off) is stored with the row and
 * sent on every try, so the receiver continues that trace.
 *
 * @param now the instant of the state change (row's `created_at` and first `next_attempt_at`).
 * @returns the webhook id, `msg_` + 128 random bits base64url: the `webhook-id`
 *   header of every try (receivers dedupe by it).
 */
export async function enqueueWebhook<E extends WebhookEventType>(tx: Executor, w: NewWebhook<E>, now: Date): Promise<string> {
  const webhookId = randomCode('msg_');
  const { xact } = await insertOutboxRow(tx, {
    webhookId,
    eventType: w.eventType,
    targetUrl: w.targetUrl,
    apiKeyId: w.apiKeyId,
    payload: JSON.stringify(w.payload),
    iso: now.toISOString(),
    traceparent: activeTraceparent(),
  });
  outboxSignal(tx).notify(xact);
  return webhookId;
}

/** Spanish `payment_status` of Event 1 for each final attempt result (interface "States and transitions"). */
export const PAYMENT_STATUS_TEXT: Record<AttemptResultEvent['status'], string> = {
  applied: 'Aplicado',
  rejected: 'Rechazado',
  invalid_card: 'Tarjeta no válida',
};

/** `reservation_status` of Event 4. */
export const RESERVATION_EXPIRED_TEXT = 'Reserva expirada';

const registered = new WeakSet<PaymentsService>();

/**
 * Write the outbox rows of payment events, inside the transaction of the
 * state change, by adding hooks to `ctx.payments`:
 *
 * - every final attempt result (applied, rejected, invalid card; including an
 *   in-process charge settling) of a link created with `temp_webhook_url`,
 *   except gift-card links (their Event 3 is queued by the gift-card code) →
 *   **Event 1** payment-link result to that URL: `payment_status` in Spanish,
 *   `amount` in COP (float), `payment_date` ISO 8601 with Bogotá offset,
 *   `company` = the link's agency name (the hotel's name when none), `hotel`,
 *   `voucher_url` (the link's hosted page once applied, `''` otherwise),
 *   `transaction_id` (carrier's), `external_ref_id` (`''` when none);
 * - every final attempt result of any link (all kinds) whose creating API key
 *   has a `webhook_url` → **Event 2** transaction webhook to it, body =
 *   endpoint 13's transaction status record of the link;
 * - a chatbot booking expiring unpaid → **Event 4** `{event: 'booking.expired',
 *   chatbot_id, hotel_id, expiration_date, reservation_status: 'Reserva
 *   expirada'}` to the creating key's `webhook_url` (none when it has no URL).
 *   `hotel_id` is the hotel's **internal** id (as in endpoint 13 and the
 *   payment links), not the channel-manager id of endpoint 7's path;
 *   `expiration_date` is the payment deadline, ISO 8601 with offset.
 *
 * The hooks are async and write with the transaction of the change they are
 * handed (`tx`), awaited inside it. Rows are signed with the creating key's
 * secret. Idempotent: a second call for the same `PaymentsService` adds
 * nothing. `ctx.store` is the service's store (the one `payments` writes to).
 */
export function registerWebhookHooks(ctx: { store: Store; payments: PaymentsService }): void {
  const { payments } = ctx;
  if (registered.has(payments)) return;
  registered.add(payments);
  payments.addHooks({
    async attemptResult(tx: Tx, e: AttemptResultEvent) {
      const link = await payments.link(e.linkCode, tx);
      if (!link) return;
      const now = new Date(e.iso);
      if (link.tempWebhookUrl && link.kind !== 'gift_card') {
        const attempt = await paymentAttemptFacts(tx, e.attemptId);
        const agency = link.agencyId !== null ? await agencyName(tx, link.agencyId) : undefined;
        const payload: PaymentLinkResultEvent = {
          payment_status: PAYMENT_STATUS_TEXT[e.status],
          amount: fromMinor(attempt?.amountMinor ?? link.amountMinor),
          payment_date: toBogotaIso(now),
          company: agency ?? link.hotelName,
          hotel: link.hotelName,
          voucher_url: e.status === 'applied' ? `${payments.publicBase}/pay/${link.code}` : '',
          transaction_id: attempt?.transactionId ?? '',
          external_ref_id: link.externalRefId ?? '',
        };
        await enqueueWebhook(tx, { eventType: 'payment_link.result', targetUrl: link.tempWebhookUrl, apiKeyId: link.apiKeyId, payload }, now);
      }
      const url = await keyWebhookUrl(tx, link.apiKeyId);
      if (url) {
        const record = await transactionStatusRecord(tx, payments.publicBase, link.code, now);
        if (record) await enqueueWebhook(tx, { eventType: 'transaction', targetUrl: url, apiKeyId: link.apiKeyId, payload: record }, now);
      }
    },
    async bookingExpired(tx: Tx, e: ExpiredNotice) {
      const url = await keyWebhookUrl(tx, e.apiKeyId);
      if (!url) return;
      const payload: BookingExpiredEvent = {
        event: 'booking.expired',
        chatbot_id: e.chatbotId,
        hotel_id: e.hotelId,
        expiration_date: toBogotaIso(new Date(e.paymentDeadline)),
        reservation_status: RESERVATION_EXPIRED_TEXT,
      };
      await enqueueWebhook(tx, { eventType: 'booking.expired', targetUrl: url, apiKeyId: e.apiKeyId, payload }, new Date(e.iso));
    },
  });
}

/**
 * Event 3: enqueue the gift-card payment notification of a
 * final payment result to the card's `temp_webhook_url`, signed with the
 * creating key's secret. Async; call with the payment's transaction `tx`
 * (from a `GiftCardsService.onPayment` listener); nothing is enqueued when
 * the card has no URL.
 */
export async function enqueueGiftCardWebhook(tx: Tx, o: GiftCardPaymentOutcome): Promise<void> {
  if (!o.tempWebhookUrl) return;
  const payload: GiftCardPaymentEvent = {
    event: 'gift_card.payment',
    gift_card_code: o.code,
    payment_status: PAYMENT_STATUS_TEXT[o.status],
    amount: fromMinor(o.amountMinor),
    currency: o.currency,
    payment_date: toBogotaIso(new Date(o.iso)),
    transaction_id: o.transactionId,
    external_ref_id: o.externalRefId,
  };
  await enqueueWebhook(tx, { eventType: 'gift_card.payment', targetUrl: o.tempWebhookUrl, apiKeyId: o.apiKeyId, payload }, new Date(o.iso));
}
