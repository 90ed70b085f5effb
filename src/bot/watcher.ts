/**
 * The payment watcher: polls endpoint 20 ("payment status of a chatbot
 * booking") for every watched booking that is due, decides paid / rejected /
 * expired, and records the decision together with the guest's notice in the
 * bot's notice outbox (one transaction), which the notice worker
 * (`./notices.ts`) then sends: at least once, never twice, whatever crashes
 * or channel outages come in between. A webhook receiver pushes outcomes
 * through {@link PaymentWatcher.applyOutcome}, the same once-only path. Each
 * tick also records the payment reminder of bookings whose deadline is near.
 *
 * A payment in process (`En proceso`: the carrier is still deciding, as a
 * PSE or Nequi payment may for minutes) is told once per booking, by
 * whichever of a poll or a webhook learns it first
 * ({@link PaymentWatcher.applyInProcess}); it does not settle the watch (the
 * outcome's notice follows as usual), is never recorded once the booking is
 * decided, and silences the payment reminder while the payment is in process.
 *
 * Several bot instances may watch one PostgreSQL database; the guards are the
 * database's, never this process's memory: a due booking is polled by the
 * instance that claims it (`WatchRepo.claimPoll`, a conditional update
 * checked by its count); an outcome is recorded by the transaction whose
 * conditional update claims it (`claimOutcome` / `claimRejection`); a
 * reminder is recorded with the booking's row locked, so it never lands
 * after the outcome or while the payment is in process; the in-process
 * notice is recorded by the transaction whose conditional update (undecided,
 * see `WatchRepo.claimInProcess`) marks the payment in process; each notice
 * has a unique dedupe key. No transaction is open while endpoint 20 is
 * called.
 */
import { NotFoundError, type HotelApiClient } from '../api/client.js';
import { PAYMENT_STATUS, RESERVATION_STATUS, type BookingPaymentStatus } from '../api/contract/index.js';
import type { Clock } from '../clock.js';
import type { FlowInput, PaymentOutcome } from '../flows/types.js';
import { NoticeRepo } from '../store/bot/notices.js';
import { HandoffRepo } from '../store/bot/handoffs.js';
import { IN_PROCESS_PAYMENT_STATUS, WatchRepo, type BookingDetails, type InProcessGuard, type WatchedBooking } from '../store/bot/repos.js';
import type { Store, Tx } from '../store/sql.js';
import { silentLogger, type BotLogger } from './effects.js';
import { Repeater } from './repeat.js';
import { recordBookingFunnel } from './funnel.js';

/** Options of {@link PaymentWatcher}. */
export interface PaymentWatcherOptions {
  /** Client of the service (endpoint 20). */
  client: HotelApiClient;
  /** The bot database: watched bookings and the notice outbox. */
  store: Store;
  /** Clock deciding which bookings are due (`next_poll_at <= now`). */
  clock: Clock;
  /** Time between two polls of one booking, and between two ticks of {@link PaymentWatcher.start}'s loop, in ms (PAYMENT_POLL_INTERVAL_MS). */
  intervalMs: number;
  /**
   * Called after notices were recorded, to send them now (the notice
   * worker's `tick`); awaited, so a decision's notice has gone out (or its
   * first attempt failed) when {@link PaymentWatcher.applyOutcome} resolves.
   */
  onNotice?: () => Promise<unknown>;
  /**
   * Tell the hotel's staff of bookings that need them (the hand-off is on:
   * SLACK_HANDOFF_CHANNEL): a payment declined twice, a booking expired
   * unpaid (saying whether the guest had been reminded), a payment that
   * arrived after the guest was told the booking expired. Each an alert of
   * the staff outbox, recorded with the outcome, once.
   */
  staffAlerts?: boolean;
  /**
   * The payment reminder: this many ms before a booking's payment deadline
   * (PAYMENT_REMINDER_MINUTES), once; none for holds no longer than that.
   * 0 or absent: no reminders.
   */
  reminderMs?: number;
  logger?: BotLogger;
  /** Most bookings polled per tick (default 100). */
  batchSize?: number;
  /** Only watch bookings made on these channels (the ones this process can notify); default all. */
  channels?: readonly string[];
}

/** What a tick did: the outcomes it recorded (their notices sent or queued) and how many bookings it polled. */
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

/** Whether endpoint 20's answer says the payment is in process: the carrier is still deciding an attempt (PSE, Nequi pending). */
export function paymentInProcess(status: BookingPaymentStatus): boolean {
  return decidePayment(status) === undefined && status.payment_status === PAYMENT_STATUS.in_process;
}

/**
 * Watches the payments of chatbot bookings.
 *
 * @example
 * const watcher = new PaymentWatcher({ client, store, clock: systemClock, intervalMs: 15_000, onNotice: () => worker.tick() });
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
   * Apply an outcome learnt elsewhere (a webhook) or by polling: record it
   * and its notice in one transaction (a pending reminder is cancelled), then
   * have the notice sent (`onNotice`) — once. For `paid` / `expired` watching
   * stops; `rejected` is notified once per transition into `Rechazado`.
   * Resolves to true when this call recorded the notice, false when it was
   * already recorded or the booking is not watched (by this process: a
   * booking made on a channel outside `channels` is left to the process that
   * runs it, so its notice is not consumed here).
   */
  async applyOutcome(outcome: PaymentOutcome, paymentStatus?: string): Promise<boolean> {
    const { store } = this.#o;
    const watch = await this.#watched(outcome.chatbotId, 'payment outcome');
    if (!watch) return false;
    const now = this.#o.clock.now();
    const input: FlowInput = { kind: 'payment', ...outcome };
    // The claim (a conditional update of the booking's row, checked by its count) comes first: whoever else tries the same
    // outcome at the same time — another tick, a webhook, another bot instance — waits for this transaction, then claims nothing.
    const recorded = await store.transaction(async (tx) => {
      const watches = new WatchRepo(tx);
      const notices = new NoticeRepo(tx);
      const claimed =
        outcome.outcome === 'rejected'
          ? await watches.claimRejection(watch.chatbotId, new Date(now.getTime() + this.#o.intervalMs))
          : await watches.claimOutcome(
              watch.chatbotId,
              outcome.outcome,
              paymentStatus ?? (outcome.outcome === 'paid' ? PAYMENT_STATUS.applied : PAYMENT_STATUS.overdue),
            );
      if (!claimed) {
        // Paid after the booking expired unpaid (the guest was told it expired): staff must sort it out with the guest.
        if (this.#o.staffAlerts && outcome.outcome === 'paid' && watch.outcome === 'expired') await recordAlert(tx, watch, 'paidAfterExpiry', false, now);
        return false;
      }
      const key =
        outcome.outcome === 'rejected'
          ? `${watch.chatbotId}:rejected:${(await notices.rejections(watch.chatbotId)) + 1}`
          : `${watch.chatbotId}:${outcome.outcome}`;
      // What the outcome makes wrong to say, if not sent yet: "in process" (the payment was decided), and, once the booking is
      // decided, the reminder.
      const reminded = outcome.outcome === 'expired' && (await notices.forBooking(watch.chatbotId)).some((n) => n.kind === 'reminder' && n.status === 'sent');
      await notices.cancelPending(watch.chatbotId, outcome.outcome === 'rejected' ? ['in_process'] : ['in_process', 'reminder']);
      const told = await notices.record(
        { chatbotId: watch.chatbotId, kind: outcome.outcome, dedupeKey: key, channel: watch.channel, chatId: watch.chatId, lang: watch.lang, input },
        now,
      );
      const alert = outcome.outcome === 'expired' ? 'expiredUnpaid' : key.endsWith(':rejected:2') ? 'declinedTwice' : undefined;
      if (told && alert && this.#o.staffAlerts) await recordAlert(tx, watch, alert, reminded, now);
      // The booking funnel's outcome, with the notice that tells it (a rejection is not a step of the funnel).
      if (told && outcome.outcome !== 'rejected') await recordBookingFunnel(tx, watch, outcome.outcome, now);
      return told;
    });
    if (!recorded) return false;
    await this.#sendNotices();
    return true;
  }

  /**
   * Apply news learnt by a webhook (the transaction webhook with status
   * `in_process`) that the payment of `chatbotId` is in process: tell the
   * guest once per booking (notice `<chatbotId>:in_process`), then have it
   * sent (`onNotice`). Nothing is recorded once the booking is decided (paid
   * or expired), nor while its last seen status is `Rechazado` (the webhook
   * may be the late news of the declined attempt; a new attempt in process is
   * then learnt by the poll). Resolves to true when this call recorded the
   * notice; false when it was recorded before, or not taken, or the booking
   * is not watched by this process.
   */
  async applyInProcess(chatbotId: string): Promise<boolean> {
    const watch = await this.#watched(chatbotId, 'payment in process');
    if (!watch) return false;
    return this.#recordInProcess(watch, { unlessRejected: true });
  }

  /**
   * Record the in-process notice of `watch` in the transaction whose claim
   * ({@link WatchRepo.claimInProcess} with `guard`) marks its payment in
   * process, cancelling a reminder not sent yet (the guest is not to pay
   * again); then have it sent. True when this call recorded it.
   */
  async #recordInProcess(watch: WatchedBooking, guard: InProcessGuard, nextPollAt?: Date): Promise<boolean> {
    const now = this.#o.clock.now();
    const input: FlowInput = { kind: 'paymentInProcess', chatbotId: watch.chatbotId };
    const recorded = await this.#o.store.transaction(async (tx) => {
      const notices = new NoticeRepo(tx);
      if (!(await new WatchRepo(tx).claimInProcess(watch.chatbotId, guard, nextPollAt))) return false;
      // Once per booking (its dedupe key): a later attempt in process, after a decline, is not told again; while it is in
      // process, no reminder either way.
      await notices.cancelPending(watch.chatbotId, ['reminder']);
      return notices.record({ chatbotId: watch.chatbotId, kind: 'in_process', channel: watch.channel, chatId: watch.chatId, lang: watch.lang, input }, now);
    });
    if (!recorded) return false;
    await this.#sendNotices();
    return true;
  }

  /** The watched booking `chatbotId` when this process runs its channel; else undefined (logged as `what` for it). */
  async #watched(chatbotId: string, what: string): Promise<WatchedBooking | undefined> {
    const watch = await new WatchRepo(this.#o.store.db).get(chatbotId);
    if (!watch) {
      this.#log.warn({ chatbotId }, `${what} for a booking that is not watched`);
      return undefined;
    }
    if (this.#o.channels && !this.#o.channels.includes(watch.channel)) {
      this.#log.warn({ chatbotId, channel: watch.channel }, `${what} for a booking of a channel this process does not run`);
      return undefined;
    }
    return watch;
  }

  /**
   * Record the payment reminder of every undecided booking whose deadline is
   * within `reminderMs` of `now` (and not yet past), once per booking; a
   * booking whose whole hold is not longer than `reminderMs` gets none, nor
   * does one whose payment is in process. Each such booking is polled first
   * (unless `polled` this tick), so a booking paid (or in process) meanwhile
   * is decided (or told so) instead of reminded. Returns the chatbot ids
   * reminded.
   */
  async remind(now: Date, polled: ReadonlySet<string> = new Set()): Promise<string[]> {
    const window = this.#o.reminderMs ?? 0;
    if (window <= 0) return [];
    const { store } = this.#o;
    const reminded: string[] = [];
    for (const c of await new NoticeRepo(store.db).reminderCandidates(this.#o.channels)) {
      const deadline = Date.parse(c.expirationDate);
      const since = Date.parse(c.createdAt);
      if (Number.isNaN(deadline) || Number.isNaN(since) || deadline - since <= window) continue;
      if (now.getTime() < deadline - window || now.getTime() >= deadline) continue;
      if (!polled.has(c.chatbotId)) {
        const watches = new WatchRepo(store.db);
        const watch = await watches.get(c.chatbotId);
        if (watch) await this.#poll(watch, now);
        if (!remindable(await watches.get(c.chatbotId))) continue;
      }
      const input: FlowInput = { kind: 'paymentReminder', chatbotId: c.chatbotId };
      // Recorded only while still undecided and not in process, with the booking's row locked: an outcome (or news of the
      // payment in process) claimed at the same time (a webhook, another instance) either comes first (no reminder) or waits
      // for this and then cancels the reminder with its notice.
      const recorded = await store.transaction(async (tx) => {
        const watch = await new WatchRepo(tx).lock(c.chatbotId);
        if (!watch || !remindable(watch)) return false;
        const told = await new NoticeRepo(tx).record(
          { chatbotId: c.chatbotId, kind: 'reminder', channel: c.channel, chatId: c.chatId, lang: c.lang, input },
          now,
        );
        // The booking funnel's reminder, with the notice that carries it.
        if (told) await recordBookingFunnel(tx, watch, 'reminder_sent', now);
        return told;
      });
      if (recorded) reminded.push(c.chatbotId);
    }
    if (reminded.length > 0) await this.#sendNotices();
    return reminded;
  }

  /** Have recorded notices sent now (never rejects: they stay in the outbox for the worker's next attempt). */
  async #sendNotices(): Promise<void> {
    try {
      await this.#o.onNotice?.();
    } catch (err) {
      this.#log.error({ err }, 'notice worker failed; the notices stay in the outbox');
    }
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
    const watches = new WatchRepo(this.#o.store.db);
    const candidates = await watches.due(now, this.#o.batchSize ?? 100, this.#o.channels);
    // Each due booking is polled by one instance: the one whose claim moves its next poll ahead.
    const due: WatchedBooking[] = [];
    for (const w of candidates) if (await watches.claimPoll(w.chatbotId, now, new Date(now.getTime() + this.#o.intervalMs))) due.push(w);
    const outcomes: PaymentOutcome[] = [];
    for (const watch of due) {
      const outcome = await this.#poll(watch, now);
      if (outcome) outcomes.push(outcome);
    }
    try {
      await this.remind(now, new Set(due.map((w) => w.chatbotId)));
    } catch (err) {
      this.#log.error({ err }, 'payment reminders could not be recorded');
    }
    return { polled: due.length, outcomes };
  }

  async #poll(watch: WatchedBooking, now: Date): Promise<PaymentOutcome | undefined> {
    const watches = new WatchRepo(this.#o.store.db);
    const next = new Date(now.getTime() + this.#o.intervalMs);
    let status: BookingPaymentStatus;
    try {
      status = await this.#o.client.getChatbotBookingStatus(watch.chatbotId);
    } catch (err) {
      const later = err instanceof NotFoundError ? new Date(now.getTime() + 10 * this.#o.intervalMs) : next;
      this.#log.warn({ err, chatbotId: watch.chatbotId }, 'payment status poll failed');
      await watches.postpone(watch.chatbotId, later);
      return undefined;
    }
    const decision = decidePayment(status);
    if (!decision) {
      // In process: told once; taken only if nothing was recorded since this poll read the booking (a webhook's rejection is newer).
      if (paymentInProcess(status)) await this.#recordInProcess(watch, { seen: watch.lastPaymentStatus }, next);
      else await watches.recordPoll(watch.chatbotId, status.payment_status, next);
      return undefined;
    }
    const outcome: PaymentOutcome =
      decision === 'rejected' ? { outcome: 'rejected', chatbotId: watch.chatbotId } : { outcome: decision, chatbotId: watch.chatbotId };
    const sent = await this.applyOutcome(outcome, status.payment_status);
    if (!sent && decision === 'rejected') await watches.recordPoll(watch.chatbotId, status.payment_status, next);
    return sent ? outcome : undefined;
  }
}

/** What an alert about a watched booking says (the desk writes it for staff). */
export interface BookingAlert {
  /** A payment declined twice; a booking expired unpaid; a payment that arrived after the booking expired (the guest was told it had). */
  kind: 'declinedTwice' | 'expiredUnpaid' | 'paidAfterExpiry';
  chatbotId: string;
  lang: string;
  /** The guest's channel (`telegram`, …). */
  channel: string;
  hotelId: number | null;
  details: BookingDetails;
  /** Expired: the guest had been sent the payment reminder (they left at the payment step after it). */
  reminded?: boolean;
}

/** Record a staff alert about `watch` (once per booking and kind), in the transaction of the outcome that calls for it. */
async function recordAlert(tx: Tx, watch: WatchedBooking, kind: BookingAlert['kind'], reminded: boolean, now: Date): Promise<void> {
  const body: BookingAlert = {
    kind,
    chatbotId: watch.chatbotId,
    lang: watch.lang,
    channel: watch.channel,
    hotelId: watch.hotelId === null || watch.hotelId === undefined ? null : Number(watch.hotelId),
    details: watch.details ? (JSON.parse(watch.details) as BookingDetails) : {},
    ...(kind === 'expiredUnpaid' ? { reminded } : {}),
  };
  await new HandoffRepo(tx).alert(watch, `alert:${watch.chatbotId}:${kind}`, body, now);
}

/** Whether a payment reminder may be recorded for `watch`: it is watched, undecided and its payment not in process. */
function remindable(watch: WatchedBooking | undefined): boolean {
  return watch !== undefined && watch.outcome === null && watch.lastPaymentStatus !== IN_PROCESS_PAYMENT_STATUS;
}
