/**
 * What the service's domain tells its metrics: business facts, each counted
 * once it is committed (through `afterCommit` of the store, so a transaction
 * rolled back or run again on a conflict counts nothing twice). An interface
 * with a no-op default ({@link NO_SERVICE_METRICS}), handed in by whoever
 * builds the domain services: the domain never imports prom-client (its
 * Prometheus implementation lives in `src/metrics/service.ts`). Labels are
 * closed sets of words, never ids or personal data (`docs/decisions/0024-metrics.md`).
 */

/** Whether an availability answer (endpoint 10) came from the cache (`hit`) or was computed (`miss`). */
export type AvailabilityCacheOutcome = 'hit' | 'miss';

/** What happened to a chatbot booking: made (endpoint 7), paid (its link paid), or expired unpaid at its deadline. */
export type ChatbotBookingEvent = 'created' | 'paid' | 'expired';

/** Kind of a payment link: standalone (endpoint 14), a chatbot booking's, a gift card's. */
export type PaymentLinkKind = 'link' | 'chatbot_booking' | 'gift_card';

/** A charge result as recorded: the carrier approved it, declined it, refused the card, or is still deciding. */
export type PaymentOutcomeLabel = 'applied' | 'rejected' | 'invalid_card' | 'in_process' | 'other';

/** A webhook delivery try as recorded: `delivered` (2xx), `retry` (failed, tried again later), `dead` (given up). */
export type WebhookDeliveryOutcome = 'delivered' | 'retry' | 'dead';

/** The service's business metrics (see the module comment). Every method is synchronous and cheap. */
export interface ServiceMetrics {
  /** One availability search answered (endpoint 10), from the cache or computed. */
  availabilitySearch(outcome: AvailabilityCacheOutcome): void;
  /** A chatbot booking was created, paid or expired (committed). */
  chatbotBooking(event: ChatbotBookingEvent): void;
  /** A payment link of `kind` was created (committed). */
  paymentLinkCreated(kind: PaymentLinkKind): void;
  /** A charge result of `carrier` (`sandbox`, `wompi`, `mercadopago`) was recorded (committed); a settled in-process charge counts again as `applied`. */
  paymentOutcome(carrier: string, outcome: PaymentOutcomeLabel): void;
  /** A webhook delivery try was recorded (see {@link WebhookDeliveryOutcome}). */
  webhookDelivery(outcome: WebhookDeliveryOutcome): void;
  /**
   * Where the webhook outbox's backlog (rows waiting to be delivered) is read
   * from, at scrape time; the last one given wins. `read` may query the database.
   */
  outboxBacklog(read: () => Promise<number>): void;
}

/** The metrics that count nothing: the default wherever no metrics are given (tests, CLI tools, benchmarks with metrics off). */
export const NO_SERVICE_METRICS: ServiceMetrics = Object.freeze({
  availabilitySearch() {},
  chatbotBooking() {},
  paymentLinkCreated() {},
  paymentOutcome() {},
  webhookDelivery() {},
  outboxBacklog() {},
});

/** The label of a recorded charge status (anything unknown is `other`, so the label set stays closed). */
export function paymentOutcomeLabel(status: string): PaymentOutcomeLabel {
  return status === 'applied' || status === 'rejected' || status === 'invalid_card' || status === 'in_process' ? status : 'other';
}
