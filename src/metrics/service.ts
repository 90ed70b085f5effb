/**
 * The service's business metrics in Prometheus (prom-client), registered on
 * the service server's own registry: the implementation of the domain's
 * {@link ServiceMetrics}. Names follow Prometheus' conventions (`_total`
 * counters); label values are closed sets of words.
 */
import { Gauge, type Registry } from 'prom-client';
import { counterOn } from './counter.js';
import type {
  AvailabilityCacheOutcome,
  ChatbotBookingEvent,
  PaymentLinkKind,
  PaymentOutcomeLabel,
  ServiceMetrics,
  WebhookDeliveryOutcome,
} from '../api/domain/metrics.js';

/** The service's business metric names (each one's labels in its help text and in `docs/decisions/0024-metrics.md`). */
export const SERVICE_METRIC_NAMES = {
  availabilitySearches: 'hotelbot_availability_searches_total',
  chatbotBookings: 'hotelbot_chatbot_bookings_total',
  paymentLinksCreated: 'hotelbot_payment_links_created_total',
  payments: 'hotelbot_payments_total',
  webhookDeliveries: 'hotelbot_webhook_deliveries_total',
  webhookOutboxBacklog: 'hotelbot_webhook_outbox_backlog',
} as const;

/**
 * {@link ServiceMetrics} counting into `registry`:
 * - `hotelbot_availability_searches_total{cache="hit"|"miss"}`
 * - `hotelbot_chatbot_bookings_total{event="created"|"paid"|"expired"}`
 * - `hotelbot_payment_links_created_total{kind="link"|"chatbot_booking"|"gift_card"}`
 * - `hotelbot_payments_total{carrier, outcome="applied"|"rejected"|"invalid_card"|"in_process"|"other"}`
 * - `hotelbot_webhook_deliveries_total{outcome="delivered"|"retry"|"dead"}`
 * - `hotelbot_webhook_outbox_backlog` (gauge, read at scrape time; absent until a reader is given)
 *
 * Every label value that can occur is made at 0 from the start (carriers once
 * seen), so a rate over a fresh process does not miss its first increment.
 */
export function prometheusServiceMetrics(registry: Registry): ServiceMetrics {
  const searches = counterOn(
    registry,
    SERVICE_METRIC_NAMES.availabilitySearches,
    'Availability searches answered (endpoint 10), by whether the answer came from the cache (hit) or was computed (miss).',
    ['cache'],
  );
  const bookings = counterOn(
    registry,
    SERVICE_METRIC_NAMES.chatbotBookings,
    'Chatbot bookings created (endpoint 7), paid, and expired unpaid at their deadline, counted once committed.',
    ['event'],
  );
  const links = counterOn(
    registry,
    SERVICE_METRIC_NAMES.paymentLinksCreated,
    "Payment links created, by kind (link: endpoint 14; chatbot_booking: a booking's; gift_card), counted once committed.",
    ['kind'],
  );
  const payments = counterOn(
    registry,
    SERVICE_METRIC_NAMES.payments,
    'Charge results recorded, by carrier and outcome (a settled in_process charge counts again as applied), counted once committed.',
    ['carrier', 'outcome'],
  );
  const deliveries = counterOn(
    registry,
    SERVICE_METRIC_NAMES.webhookDeliveries,
    'Webhook delivery tries recorded, by outcome: delivered (2xx), retry (failed, tried again later), dead (given up).',
    ['outcome'],
  );
  let readBacklog: (() => Promise<number>) | undefined;
  new Gauge({
    name: SERVICE_METRIC_NAMES.webhookOutboxBacklog,
    help: 'Webhooks waiting in the outbox to be delivered (pending rows, due or not), read at scrape time.',
    registers: [registry],
    async collect() {
      if (readBacklog) this.set(await readBacklog());
    },
  });
  for (const cache of ['hit', 'miss'] satisfies AvailabilityCacheOutcome[]) searches.inc({ cache }, 0);
  for (const event of ['created', 'paid', 'expired'] satisfies ChatbotBookingEvent[]) bookings.inc({ event }, 0);
  for (const kind of ['link', 'chatbot_booking', 'gift_card'] satisfies PaymentLinkKind[]) links.inc({ kind }, 0);
  for (const outcome of ['delivered', 'retry', 'dead'] satisfies WebhookDeliveryOutcome[]) deliveries.inc({ outcome }, 0);
  const searchHit = searches.labels('hit');
  const searchMiss = searches.labels('miss');
  const seenCarriers = new Set<string>();
  return {
    // The hot path (every search): its two children are made once.
    availabilitySearch: (cache) => (cache === 'hit' ? searchHit : searchMiss).inc(),
    chatbotBooking: (event) => bookings.labels(event).inc(),
    paymentLinkCreated: (kind) => links.labels(kind).inc(),
    paymentOutcome: (carrier, outcome) => {
      if (!seenCarriers.has(carrier)) {
        seenCarriers.add(carrier);
        for (const o of ['applied', 'rejected', 'invalid_card', 'in_process', 'other'] satisfies PaymentOutcomeLabel[])
          payments.inc({ carrier, outcome: o }, 0);
      }
      payments.labels(carrier, outcome).inc();
    },
    webhookDelivery: (outcome) => deliveries.labels(outcome).inc(),
    outboxBacklog: (read) => {
      readBacklog = read;
    },
  };
}
