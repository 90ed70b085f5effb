/**
 * The payment watcher: polls endpoint 20 ("payment status of a chatbot
 * booking") for every watched booking that is due, decides paid / rejected /
 * expired, records the decision in the bot database and only then tells the
 * guest, so a crash or restart never repeats a notice. A webhook receiver
 * pushes outcomes through {@link PaymentWatcher.applyOutcome}, the same
 * once-only path.
 */
import { NotFoundError, type HotelApiClient } from '../api/client.js';
import { PAYMENT_STATUS, RESERVATION_STATUS, type BookingPaymentStatus } from '../api/contract/index.js';
import type { Clock } from '../clock.js';
import type { Lang, PaymentOutcome } from '../flows/types.js';
import type { WatchedBooking, WatchRepo } from '../store/bot/repos.js';
import { silentLogger, type BotLogger } from './effects.js';
import { Repeater } from './repeat.js';

/**
 * Delivers a payment notice to the guest of (`channel`, `chatId`). May reject
 * (e.g. Telegram unreachable): the outcome stays recorded and is not retried.
 */
export type PaymentNotifier = (channel: string, chatId: string, outcome: PaymentOutcome, lang: Lang) => Promise<void>;

/** Options of {@link PaymentWatcher}. */
export interface PaymentWatcherOptions {
  /** Client of the service (endpoint 20). */
  client: HotelApiClient;
  /** Watched bookings of the bot database. */
  watches: WatchRepo;
  /** Clock deciding which bookings are due (`next_poll_at <= now`). */
  clock: Clock;
  /** Time between two polls of one booking, and between two ticks of {@link PaymentWatcher.start}'s loop, in ms (PAYMENT_POLL_INTERVAL_MS). */
  intervalMs: number;
  /** Called once per notice, after the outcome was recorded. */
  notify: PaymentNotifier;
  logger?: BotLogger;
  /** Most bookings polled per tick (default 100). */
  batchSize?: number;
  /** Only watch bookings made on these channels (the ones this process can notify); default all. */
  channels?: readonly string[];
}

/** What a tick did: the notices it sent (or tried to send) and how many bookings it polled. */
export interface TickReport {
  polled: number;
  outcomes: PaymentOutcome[];
}

/**
 * Decide what endpoint 20's answer means for the guest: `paid`
 * (`Aplicado` / `Reserva confirmada`), `expired` (`Vencido` / `Reserva
 * expirada`), `rejected` (`Rechazado`, the booking is still payable) or
 * undefined (pending / in process: keep watching).
 */
export function decidePayment(status: BookingPaymentStatus): 'paid' | 'expired' | 'rejected' | undefined {
  if (status.payment_status === PAYMENT_STATUS.applied || status.reservation_status === RESERVATION_STATUS.confirmed) return 'paid';
  if (status.payment_status === PAYMENT_STATUS.overdue || status.reservation_status === RESERVATION_STATUS.expired) return 'expired';
  if (status.payment_status === PAYMENT_STATUS.rejected) return 'rejected';
  return undefined;
}

/**
 * Watches the payments of chatbot bookings.
 *
 * @example
 * const watcher = new PaymentWatcher({ client, watches, clock: systemClock, intervalMs: 15_000, notify });
 * watcher.start();            // poll forever
 * await watcher.tick();       // or poll once (tests)
 * await watcher.stop();
 */
export class PaymentWatcher {
  readonly #o: PaymentWatcherOptions;
  readonly #log: BotLogger;
  #running: Promise<TickReport> | undefined;
  readonly #repeater: Repeater;

  constructor(options: PaymentWatcherOptions) {
    this.#o = options;
    this.#log = options.logger ?? silentLogger;
    this.#repeater = new Repeater(() => this.tick(), options.intervalMs);
  }

  /**
   * Poll endpoint 20 once for every due, undecided booking and apply what it
   * says. Concurrent calls share one run. Never rejects: a failed poll only
   * postpones that booking by the interval (ten intervals after a 404).
   */
  tick(): Promise<TickReport> {
    if (!this.#running) {
      this.#running = this.#tick().finally(() => {
        this.#running = undefined;
      });
    }
    return this.#running;
  }

  /**
   * Apply an outcome learnt elsewhere (a webhook) or by polling: record it,
   * then notify — once. For `paid` / `expired` watching stops; `rejected` is
   * notified once per transition into `Rechazado`. Resolves to true when this
   * call sent (or tried to send) the notice, false when it was already given
   * or the booking is not watched (by this process: a booking made on a
   * channel outside `channels` is left to the process that runs it, so its
   * notice is not consumed here).
   */
  async applyOutcome(outcome: PaymentOutcome, paymentStatus?: string): Promise<boolean> {
    const watch = this.#o.watches.get(outcome.chatbotId);
    if (!watch) {
      this.#log.warn({ chatbotId: outcome.chatbotId }, 'payment outcome for a booking that is not watched');
      return false;
    }
    if (this.#o.channels && !this.#o.channels.includes(watch.channel)) {
      this.#log.warn({ chatbotId: watch.chatbotId, channel: watch.channel }, 'payment outcome for a booking of a channel this process does not run');
      return false;
    }
    const now = this.#o.clock.now();
    const claimed =
      outcome.outcome === 'rejected'
        ? this.#o.watches.claimRejection(watch.chatbotId, new Date(now.getTime() + this.#o.intervalMs))
        : this.#o.watches.claimOutcome(
            watch.chatbotId,
            outcome.outcome,
            paymentStatus ?? (outcome.outcome === 'paid' ? PAYMENT_STATUS.applied : PAYMENT_STATUS.overdue),
          );
    if (!claimed) return false;
    try {
      await this.#o.notify(watch.channel, watch.chatId, outcome, watch.lang === 'en' ? 'en' : 'es');
      this.#o.watches.markNotified(watch.chatbotId, this.#o.clock.now());
    } catch (err) {
      this.#log.error({ err, chatbotId: watch.chatbotId, outcome: outcome.outcome }, 'payment notice could not be delivered');
    }
    return true;
  }

  /** Run {@link tick} now and then every `intervalMs` until {@link stop}. Idempotent. */
  start(): void {
    this.#repeater.start();
  }

  /** Stop the loop and wait for a tick in progress. */
  async stop(): Promise<void> {
    await this.#repeater.stop();
    if (this.#running) await this.#running;
  }

  async #tick(): Promise<TickReport> {
    const now = this.#o.clock.now();
    const due = this.#o.watches.due(now, this.#o.batchSize ?? 100, this.#o.channels);
    const outcomes: PaymentOutcome[] = [];
    for (const watch of due) {
      const outcome = await this.#poll(watch, now);
      if (outcome) outcomes.push(outcome);
    }
    return { polled: due.length, outcomes };
  }

  async #poll(watch: WatchedBooking, now: Date): Promise<PaymentOutcome | undefined> {
    const next = new Date(now.getTime() + this.#o.intervalMs);
    let status: BookingPaymentStatus;
    try {
      status = await this.#o.client.bookingStatus(watch.chatbotId);
    } catch (err) {
      const later = err instanceof NotFoundError ? new Date(now.getTime() + 10 * this.#o.intervalMs) : next;
      this.#log.warn({ err, chatbotId: watch.chatbotId }, 'payment status poll failed');
      this.#o.watches.postpone(watch.chatbotId, later);
      return undefined;
    }
    const decision = decidePayment(status);
    if (!decision) {
      this.#o.watches.recordPoll(watch.chatbotId, status.payment_status, next);
      return undefined;
    }
    const outcome: PaymentOutcome =
      decision === 'rejected' ? { outcome: 'rejected', chatbotId: watch.chatbotId } : { outcome: decision, chatbotId: watch.chatbotId };
    const sent = await this.applyOutcome(outcome, status.payment_status);
    if (!sent && decision === 'rejected') this.#o.watches.recordPoll(watch.chatbotId, status.payment_status, next);
    return sent ? outcome : undefined;
  }
}
