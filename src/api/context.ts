/**
 * The service's context: its domain services built once over one database,
 * with the webhook outbox hooks registered, handed to every route. It lives
 * apart from the Fastify app (`./server.ts`) so the routes can name its type
 * without importing the app that registers them.
 */
import type { Store } from '../store/sql.js';
import { systemClock, type Clock } from '../clock.js';
import { AvailabilityService, type AvailabilityOptions } from './domain/availability.js';
import { BookingsService } from './domain/bookings.js';
import type { ChatbotIdSource } from './domain/ids.js';
import { SandboxCarrier, type Carrier } from './domain/carrier.js';
import { PaymentsService } from './domain/payments.js';
import { CarrierPayments } from './domain/carrierPayments.js';
import { CarrierAttentionLog } from './domain/carrierAttention.js';
import { CarrierRefunds } from './domain/carrierRefunds.js';
import { defaultCarrierResolver, type CarrierResolver } from './domain/carriers/types.js';
import { GiftCardsService } from './domain/giftCards.js';
import { BalancesService } from './domain/balances.js';
import { STRICT_OUTBOUND_POLICY, type OutboundPolicy } from './domain/ssrf.js';
import { enqueueGiftCardWebhook, registerWebhookHooks } from './domain/webhookEvents.js';
import { TransactionsService } from './domain/transactions.js';
import { VoucherLedger } from './domain/vouchers.js';
import { ReportsService } from './domain/reports.js';
import { ReservationChangesService } from './domain/reservationChanges.js';
import { IdempotencyStore } from './http.js';
import { NO_SERVICE_METRICS, type ServiceMetrics } from './domain/metrics.js';

/** Options of {@link createContext} (and the first part of the server's options). */
export interface ContextOptions {
  /** The service database (SQLite or PostgreSQL), migrated. */
  store: Store;
  /** Base URL guests reach the hosted checkout at, e.g. `http://localhost:3000`. */
  publicBaseUrl: string;
  /** Clock for deadlines, expiry and settlement (default: system clock). */
  clock?: Clock;
  /** Carrier charging cards (default: the sandbox carrier). */
  carrier?: Carrier;
  /** Delay before the sandbox's in-process card settles, ms (default 10000). */
  sandboxSettleDelayMs?: number;
  /**
   * Which real carrier account (Wompi, Mercado Pago) pays each hotel's links
   * (default: none — every link is paid on the sandbox's own card form).
   */
  carriers?: CarrierResolver;
  /**
   * Where client-supplied webhook and redirect URLs may point
   * (`docs/decisions/0013-outbound-urls.md`; default: public addresses only;
   * loopback, link-local and private ranges refused).
   */
  outboundPolicy?: OutboundPolicy;
  /** Availability's cache bounds and worker threads (default: see {@link AvailabilityOptions}). */
  availability?: AvailabilityOptions;
  /** Where new chatbot bookings' ids come from (default: random booking codes, `newChatbotId`); tests force collisions with it. */
  chatbotIds?: ChatbotIdSource;
  /** Business metrics the domain counts into (default: {@link NO_SERVICE_METRICS}, counting nothing; `buildServer` gives its server's). */
  serviceMetrics?: ServiceMetrics;
}

/** The domain services and settings the routes use. */
export interface ServiceContext {
  store: Store;
  clock: Clock;
  payments: PaymentsService;
  /** Payments through real carriers' hosted checkouts: checkouts, events, return pages, reconciliation. */
  carrierPayments: CarrierPayments;
  bookings: BookingsService;
  availability: AvailabilityService;
  idempotency: IdempotencyStore;
  giftCards: GiftCardsService;
  balances: BalancesService;
  transactions: TransactionsService;
  /** Voucher records and chatbot reservations, kept in step with payment links. */
  vouchers: VoucherLedger;
  /** Raw bookings, voucher records and their incremental feeds (endpoints 4, 5, 6, 11, 12). */
  reports: ReportsService;
  /** Changes a hotel reports about its channel-manager reservations: mark paid (17), check-in status (18). */
  reservationChanges: ReservationChangesService;
  /** The business metrics the domain counts into (the webhook worker and the outbox backlog use them too). */
  metrics: ServiceMetrics;
}

/** Build the domain services over a database, with the webhook outbox hooks registered. */
export function createContext(opts: ContextOptions): ServiceContext {
  const clock = opts.clock ?? systemClock;
  const store = opts.store;
  const carrier = opts.carrier ?? new SandboxCarrier(opts.sandboxSettleDelayMs ?? 10_000, { store, clock });
  const policy = opts.outboundPolicy ?? STRICT_OUTBOUND_POLICY;
  const metrics = opts.serviceMetrics ?? NO_SERVICE_METRICS;
  const payments = new PaymentsService(store, clock, carrier, opts.publicBaseUrl, policy, metrics);
  // The outbox rows of webhooks are written by hooks inside each payment's transaction.
  registerWebhookHooks({ store, payments });
  const vouchers = new VoucherLedger(store);
  payments.addHooks({
    linkChanged: (tx, code, iso, change) => vouchers.syncLink(tx, code, iso, change),
    newLinkRecord: (ex, link, iso) => vouchers.newLinkRecord(ex, link, iso),
  });
  const giftCards = new GiftCardsService(store, clock, payments, policy);
  giftCards.onPayment((tx, o) => enqueueGiftCardWebhook(tx, o));
  const resolver = opts.carriers ?? defaultCarrierResolver(undefined);
  // Staff hear of carrier payments that need them; refunds of carrier payments go back through the carrier.
  const refunds = new CarrierRefunds({ store, clock, payments, resolver });
  const attention = new CarrierAttentionLog(payments, refunds);
  payments.addHooks({ carrierAttention: (tx, e) => attention.record(tx, e) });
  const carrierPayments = new CarrierPayments({ store, clock, payments, resolver, refunds });
  // Every carrier charges whole COP: only links in another currency or with centavos need the hotel's account looked up.
  payments.setAmountGuard(async (hotelId, currency, amountMinor) =>
    currency === 'COP' && amountMinor % 100 === 0 ? undefined : carrierPayments.amountProblem(hotelId, currency, amountMinor),
  );
  return {
    store,
    clock,
    payments,
    carrierPayments,
    bookings: new BookingsService(store, clock, payments, opts.chatbotIds, metrics),
    availability: new AvailabilityService(store, undefined, { ...opts.availability, metrics }),
    idempotency: new IdempotencyStore(store, clock),
    giftCards,
    balances: new BalancesService(store, clock, payments),
    transactions: new TransactionsService(store, clock, payments),
    vouchers,
    reports: new ReportsService(store, clock, payments),
    reservationChanges: new ReservationChangesService(store, clock, payments, refunds),
    metrics,
  };
}
