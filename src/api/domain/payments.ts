/**
 * Payment links (endpoint 14), the hosted checkout's charges through a
 * carrier, settlement of in-process charges, recovery of charges a crash
 * interrupted, and expiry of links and of the chatbot bookings they pay.
 *
 * A link is paid at most once, and no charge is ever lost: a charge first
 * moves the link from `active` to `in_process` AND writes the attempt to the
 * charge journal (`charge_attempts`, with the idempotency key handed to the
 * carrier) in one transaction (so a second submission is refused), then calls
 * the carrier, then records the answer in another transaction. When the
 * service dies between the two, the attempt stays `sent`; start-up and the
 * periodic sweep ask the carrier what it did with that key and record it
 * exactly as a live answer ({@link PaymentsService.recoverCharges}).
 *
 * Several service processes may share one database (PostgreSQL, read
 * committed): every state change that two of them could attempt at once is
 * guarded by the database itself — the move of a link out of `active` and of
 * a journal attempt out of `sent` are conditional updates whose count decides
 * the one winner, and the sweep claims what it settles or expires the same
 * way (locking the rows it picks and skipping those another process holds).
 * No carrier call ever happens inside a transaction.
 */
import { afterCommit, engineOf, type Executor, type Store, type Tx } from '../../store/sql.js';
import type { Clock } from '../../clock.js';
import type { CreatePaymentLinkInput } from '../contract/index.js';
import { toMinor } from '../contract/index.js';
import {
  chargeAttemptById,
  insertChargeAttempt,
  markChargeAttemptFailed,
  markChargeAttemptRecorded,
  openChargeAttempts,
  setChargeAttemptPayment,
  type ChargeAttemptRow,
} from '../../store/service/chargeAttempts.js';
import * as links from '../../store/service/paymentLinks.js';
import type { LinkKind, LinkStatus, NewPaymentAttempt, PaymentAttemptRow, PaymentLinkRow } from '../../store/service/paymentLinks.js';
import { insertPaymentLinkAndVoucher, type LedgerLink, type VoucherValue } from '../../store/service/vouchers.js';
import type { AttentionKind, AttentionReversal } from '../../store/service/carrierAttention.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { cardBrand, maskCard, type Carrier, type ChargeResult, type LookupResult } from './carrier.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from './errors.js';
import { randomCode, timeOrderedCode } from './ids.js';
import { NO_SERVICE_METRICS, paymentOutcomeLabel, type ServiceMetrics } from './metrics.js';
import { checkOutboundUrl, STRICT_OUTBOUND_POLICY, type OutboundPolicy } from './ssrf.js';
import { assertAgency, assertHotel, ownsRecord, type Principal } from './principal.js';

/** Status of a payment link (`in_process` while a charge is with the carrier) and what a link pays. */
export type { LinkKind, LinkStatus };

/** A charge attempt's final result (applied, rejected or invalid card), including an in-process charge settling. */
export interface AttemptResultEvent {
  linkCode: string;
  kind: LinkKind;
  attemptId: number;
  status: 'applied' | 'rejected' | 'invalid_card';
  /** Instant of the result, ISO 8601 UTC. */
  iso: string;
}

/** A chatbot booking expired unpaid at its deadline; its rooms were released. */
export interface BookingExpiredEvent {
  bookingId: number;
  chatbotId: string;
  hotelId: number;
  apiKeyId: number;
  /** ISO 8601 UTC. */
  paymentDeadline: string;
  iso: string;
}

/**
 * Listeners called INSIDE the transaction of the state change they report,
 * with that transaction's executor `tx`, so what they write (balance credits,
 * outbox rows) commits or rolls back with it. They are async and awaited one
 * after the other, in the order they were added; they must query through
 * `tx` only and must not call the carrier or the network.
 */
export interface PaymentHooks {
  attemptResult?(tx: Tx, e: AttemptResultEvent): Promise<void>;
  bookingExpired?(tx: Tx, e: BookingExpiredEvent): Promise<void>;
  /**
   * Anything of link `code` changed (created, charged, settled, expired,
   * refunded, its booking created or edited) at `iso` (ISO UTC). The voucher
   * ledger recomputes the link's voucher record. `change` tells what else is
   * known (a link just created).
   */
  linkChanged?(tx: Tx, code: string, iso: string, change?: LinkChange): Promise<void>;
  /**
   * The voucher record (column → value) of a standalone payment link
   * (endpoint 14) about to be created at `iso` (ISO UTC), for the one
   * listener of {@link linkChanged} that keeps voucher records: on
   * PostgreSQL, outside a transaction, the link and this record are then
   * written in one statement (one round trip) and `linkChanged` is not told
   * of that creation. Reads through `ex` only. Undefined: the link is written
   * in a transaction and `linkChanged` told, as always.
   */
  newLinkRecord?(ex: Executor, link: LedgerLink, iso: string): Promise<Record<string, VoucherValue> | undefined>;
  /**
   * A real carrier's payment of link `e.linkCode` needs staff to know
   * (see {@link CarrierAttentionEvent}): told inside the transaction that
   * decided it, and again inside the one that records how its reversal ended.
   */
  carrierAttention?(tx: Tx, e: CarrierAttentionEvent): Promise<void>;
}

/**
 * What staff must hear of a real carrier's payment (Wompi, Mercado Pago):
 * - `late_rebooked`: approved after the booking's hold expired; the rooms were free, held again and the booking confirmed;
 * - `late_paid`: approved after a link without rooms expired; taken;
 * - `late_reversed`: approved after the hold expired with the rooms gone; reversed at the carrier (`reversal`);
 * - `duplicate_reversed`: a second approval of a link already paid (two tabs); reversed at the carrier (`reversal`);
 * - `voided_after_paid`: a payment the service applied was voided at the carrier afterwards (the booking stays confirmed: staff decide);
 * - `early_departure_refund`: a staff refund of an early departure (endpoint 18) of a payment through the carrier, which the
 *   carrier cannot make (`reversal` `manual`): staff must refund it by hand.
 * `reversal`: `due` (asked of the carrier), `done` (the carrier reversed it), `manual` (the carrier cannot: staff must
 * refund it by hand; `reversalError` says why), `none`. Amount in minor units of `currency`; `iso` ISO 8601 UTC.
 */
export interface CarrierAttentionEvent {
  linkCode: string;
  carrier: string;
  transactionId: string;
  kind: AttentionKind;
  reversal: AttentionReversal;
  reversalError: string | null;
  amountMinor: number;
  currency: string;
  iso: string;
}

/**
 * What is known of a link change beyond its code: `created` when the link
 * was inserted by the very transaction telling it (so it has no charge
 * attempt and no voucher record yet, and readers may skip looking).
 */
export interface LinkChange {
  created?: boolean;
  /** The link as this transaction inserted it (with `created`): the hooks need not read it back. */
  inserted?: LedgerLink;
}

/** A payment link as the checkout and the bookings see it (with its hotel's name). Amount in minor units. */
export type PaymentLink = PaymentLinkRow;

/**
 * A link's status as every reader sees it at `now`: an `active` link whose
 * `expiresAt` (ISO 8601) has come is `expired`, whether or not a sweep has
 * written that yet (with several instances, the sweep that holds the row may
 * be another's, and a reader's own sweep skips it).
 */
export function linkStatusAt(link: { status: string; expiresAt: string }, now: Date): string {
  return link.status === 'active' && Date.parse(link.expiresAt) <= now.getTime() ? 'expired' : link.status;
}

/**
 * Whether a chatbot booking is expired to every reader at `now` (endpoints
 * 13, 19 and 20): written so, or still `pending` past its payment deadline
 * (ISO 8601) while its link takes no payment in flight (`active` or
 * `expired`): the sweep's own rule (`dueBookingExpiries`), applied at read
 * time so that no reader sees it pending before the sweep that expires it
 * commits.
 */
export function bookingExpiredAt(booking: { status: string; paymentDeadline: string }, linkStatus: string, now: Date): boolean {
  if (booking.status === 'expired') return true;
  return booking.status === 'pending' && Date.parse(booking.paymentDeadline) <= now.getTime() && (linkStatus === 'active' || linkStatus === 'expired');
}

/** A charge attempt, masked card only. */
export type PaymentAttempt = PaymentAttemptRow;

/** Fields of a new link, in minor units; shared by endpoint 14 and chatbot bookings. */
export interface NewLink {
  kind: LinkKind;
  hotelId: number | null;
  reservationId?: string | undefined;
  agencyId: number | null;
  apiKeyId: number;
  amountMinor: number;
  currency: string;
  description: string;
  guestName: string;
  email: string;
  phone: string;
  bookingFrom?: string | undefined;
  bookingTo?: string | undefined;
  source?: string | undefined;
  externalRefId?: string | undefined;
  tempWebhookUrl?: string | undefined;
  successUrl?: string | undefined;
  failureUrl?: string | undefined;
  expiresAt: Date;
}

/**
 * A payment result of a link, as {@link PaymentsService.recordResult} records
 * it: a sandbox card charge's answer or a real carrier's transaction. Amount
 * in minor units of `currency`; instants ISO 8601 UTC. `cardNum` is masked
 * (empty when the payer paid with no card: PSE, Nequi); `cardType` is the
 * card brand or the payment method in lower case (`pse`, `nequi`, …).
 */
export type PaymentResult = Omit<NewPaymentAttempt, 'updatedAt'>;

/** Outcome of a checkout submission. */
export type CheckoutOutcome =
  | { status: 'applied'; link: PaymentLink }
  | { status: 'in_process'; link: PaymentLink }
  | { status: 'rejected' | 'invalid_card'; reason: string; link: PaymentLink };

/** Card fields posted by the checkout form, already checked for shape. */
export interface CardInput {
  cardNumber: string;
  cardHolder: string;
}

/**
 * Default grace period of charge recovery, ms: an attempt still waiting for
 * the carrier's answer is looked up only once it is this old (a carrier may
 * still be working on a request sent just before a crash).
 */
export const DEFAULT_CHARGE_RECOVERY_GRACE_MS = 60_000;

/** Spanish reason kept on a journal attempt the carrier never received. */
export const CHARGE_NOT_RECEIVED_REASON = SERVICE_TEXTS.chargeNotReceived;

/** What one run of {@link PaymentsService.recoverCharges} did. */
export interface ChargeRecovery {
  /** Attempts whose carrier answer was found and recorded (applied, rejected, invalid card or in process). */
  recorded: number;
  /** Attempts the carrier never received: marked failed, their links payable again. */
  failed: number;
  /** Attempts left open because the carrier could not be reached (tried again on the next run). */
  unreachable: number;
}

/** Payment links, charges, settlement, recovery and expiry. */
export class PaymentsService {
  readonly #hooks: PaymentHooks[] = [];
  /** Journal ids whose carrier call is awaited by this process right now (never recovered meanwhile). */
  readonly #inFlight = new Set<number>();
  #recovering: Promise<ChargeRecovery> | undefined;
  #amountGuard: ((hotelId: number | null, currency: string, amountMinor: number) => Promise<string | undefined>) | undefined;
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly carrier: Carrier,
    private publicBaseUrl: string,
    /** Where client-supplied webhook and redirect URLs may point (the SSRF policy). */
    private readonly outboundPolicy: OutboundPolicy = STRICT_OUTBOUND_POLICY,
    /** Counts links created, charge results and paid or expired chatbot bookings once committed (default: counts nothing). */
    private readonly metrics: ServiceMetrics = NO_SERVICE_METRICS,
  ) {}

  /**
   * Refuse new links the carrier that would take their payment cannot
   * charge: `guard(hotelId, currency, amountMinor)` answers the Spanish
   * reason, or undefined when it can (see `CarrierPayments.amountProblem`).
   */
  setAmountGuard(guard: (hotelId: number | null, currency: string, amountMinor: number) => Promise<string | undefined>): void {
    this.#amountGuard = guard;
  }

  /** Add listeners of payment state changes (see {@link PaymentHooks}). */
  addHooks(hooks: PaymentHooks): void {
    this.#hooks.push(hooks);
  }

  /**
   * Tell the hooks that link `code` changed at `iso`: call inside the
   * transaction of the change, with its executor `tx`; the hooks are awaited
   * in order.
   */
  async notifyLinkChanged(tx: Tx, code: string, iso: string, change?: LinkChange): Promise<void> {
    for (const h of this.#hooks) await h.linkChanged?.(tx, code, iso, change);
  }

  /** Tell the carrier-attention hooks, in order, inside the transaction `tx` that decided `e` (see {@link PaymentHooks.carrierAttention}). */
  async notifyCarrierAttention(tx: Tx, e: CarrierAttentionEvent): Promise<void> {
    for (const h of this.#hooks) await h.carrierAttention?.(tx, e);
  }

  /** Await the attempt-result hooks in order, inside the transaction `tx` of the result. */
  async #attemptResult(tx: Tx, e: AttemptResultEvent): Promise<void> {
    for (const h of this.#hooks) await h.attemptResult?.(tx, e);
  }

  /**
   * The voucher record to write in a new link's own statement (see
   * {@link PaymentHooks.newLinkRecord}), for `ex` outside a transaction:
   * only on PostgreSQL, when the one listener of `linkChanged` gives it.
   * Undefined: write the link in a transaction and tell the hooks.
   */
  async #recordInLinkStatement(ex: Executor, link: LedgerLink, iso: string): Promise<Record<string, VoucherValue> | undefined> {
    if (engineOf(ex) !== 'postgres') return undefined;
    const listeners = this.#hooks.filter((h) => h.linkChanged);
    if (listeners.length !== 1) return undefined;
    return listeners[0]!.newLinkRecord?.(ex, link, iso);
  }

  /**
   * Run `fn` in the caller's transaction when `ex` is one, otherwise in a
   * transaction of the store (which joins a transaction already running in
   * this call chain).
   */
  #within<T>(ex: Executor | undefined, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return ex?.isTransaction ? fn(ex as Tx) : this.store.transaction(fn);
  }

  /** Lowercase name of the carrier charging cards ('sandbox' by default). */
  get carrierName(): string {
    return this.carrier.name;
  }

  /** Base URL of the hosted pages (payment links, vouchers), no trailing slash. */
  get publicBase(): string {
    return this.publicBaseUrl.replace(/\/+$/, '');
  }

  /** Set the base URL of payment links (when it is only known once listening). */
  setPublicBaseUrl(url: string): void {
    this.publicBaseUrl = url;
  }

  /** Public URL of the hosted checkout of link `code`. */
  linkUrl(code: string): string {
    return `${this.publicBaseUrl.replace(/\/+$/, '')}/pay/${code}`;
  }

  /**
   * Endpoint 14: create a payment link of `input.amount` COP for hotel
   * `input.hotel_id` (internal id) and agency `input.agency_id`, valid
   * `available_hours` hours. Async: the link is written only if the hotel
   * and the agency exist, in the caller's transaction when one runs (an
   * Idempotency-Key's record), else in its own: on PostgreSQL one statement
   * with its voucher record (see {@link PaymentHooks.newLinkRecord}), on
   * SQLite a transaction with the hooks.
   *
   * @throws NotFoundError unknown hotel or agency; ForbiddenError when the key may not act for them;
   *   ValidationError when `temp_webhook_url` or a redirect URL is refused by the outbound policy (SSRF).
   *   When several apply, the first of: unknown hotel, the key's rights on the hotel, then on the agency,
   *   unknown agency, refused URL.
   */
  async createPaymentLink(principal: Principal, input: CreatePaymentLinkInput): Promise<{ msg: string; url: string; code: string }> {
    if (principal.kind === 'channel_manager') throw new ForbiddenError(SERVICE_TEXTS.channelManagerLinksForbidden);
    // The checks in the order their errors take precedence; the existence of the hotel and the agency is asked of
    // the database only when something failed (the link is written only if both exist, in the same statement).
    const policy = this.outboundPolicy;
    const verdict = (exist: { hotel: boolean; agency: boolean }) => {
      if (!exist.hotel) throw new NotFoundError(SERVICE_TEXTS.hotelNotFound(input.hotel_id));
      assertHotel(principal, input.hotel_id);
      if (principal.kind === 'agency') assertAgency(principal, input.agency_id);
      if (!exist.agency) throw new NotFoundError(SERVICE_TEXTS.agencyNotFound(input.agency_id));
      // SSRF: literal addresses and localhost now; host names again at each webhook delivery.
      checkOutboundUrl(input.temp_webhook_url, policy, 'temp_webhook_url');
      checkOutboundUrl(input.redirect?.success_url, policy, 'redirect.success_url');
      checkOutboundUrl(input.redirect?.failure_url, policy, 'redirect.failure_url');
    };
    const existing = (ex: Executor) => links.hotelAndAgencyExist(ex, input.hotel_id, input.agency_id);
    try {
      verdict({ hotel: true, agency: true });
    } catch (err) {
      // A missing hotel or agency outranks some of these errors: the same checks with the real answer.
      verdict(await existing(this.store.current));
      throw err;
    }
    const now = this.clock.now();
    const link: NewLink = {
      kind: 'link',
      hotelId: input.hotel_id,
      reservationId: input.external_ref_id,
      agencyId: input.agency_id,
      apiKeyId: principal.keyId,
      amountMinor: toMinor(input.amount),
      currency: 'COP',
      description: input.description,
      guestName: input.guest_name,
      email: input.email,
      phone: input.phone,
      bookingFrom: input.booking_dates?.from,
      bookingTo: input.booking_dates?.to,
      source: input.source,
      externalRefId: input.external_ref_id,
      tempWebhookUrl: input.temp_webhook_url,
      successUrl: input.redirect?.success_url,
      failureUrl: input.redirect?.failure_url,
      expiresAt: new Date(now.getTime() + input.available_hours * 3600_000),
    };
    // Each attempt is its own transaction (on PostgreSQL one statement, the link with its voucher record) unless
    // the caller runs one (an Idempotency-Key's record). A hotel or agency added between a failed write and the
    // check: write again (a few times at most).
    const ex = this.store.current;
    for (let attempt = 0; attempt < 3; attempt++) {
      const code = await this.insertLink(link, ex, { onlyIfHotelAndAgencyExist: true });
      if (code !== undefined) return { msg: SERVICE_TEXTS.linkCreated, url: this.linkUrl(code), code };
      verdict(await existing(ex));
    }
    throw new Error(`Hotel ${input.hotel_id} or agency ${input.agency_id} kept appearing and disappearing while a link was written`);
  }

  /**
   * Insert a link and tell the hooks; returns its new code ({@link timeOrderedCode}). Runs inside
   * the caller's transaction `ex` (pass it), or in a transaction of its own.
   */
  async insertLink(l: NewLink, ex?: Executor): Promise<string>;
  /**
   * {@link insertLink}, writing nothing (and telling no hook) unless hotel `l.hotelId` and agency `l.agencyId`
   * exist; undefined when one is missing.
   */
  async insertLink(l: NewLink, ex: Executor | undefined, o: { onlyIfHotelAndAgencyExist: true }): Promise<string | undefined>;
  async insertLink(l: NewLink, ex?: Executor, o?: { onlyIfHotelAndAgencyExist: true }): Promise<string | undefined> {
    const problem = await this.#amountGuard?.(l.hotelId, l.currency, l.amountMinor);
    if (problem) throw new ValidationError(problem);
    const now = this.clock.now();
    const code = timeOrderedCode(now);
    const iso = now.toISOString();
    const row = {
      code,
      kind: l.kind,
      hotelId: l.hotelId,
      reservationId: l.reservationId ?? null,
      agencyId: l.agencyId,
      apiKeyId: l.apiKeyId,
      amountMinor: l.amountMinor,
      currency: l.currency,
      description: l.description,
      guestName: l.guestName,
      email: l.email,
      phone: l.phone,
      bookingFrom: l.bookingFrom ?? null,
      bookingTo: l.bookingTo ?? null,
      source: l.source ?? null,
      externalRefId: l.externalRefId ?? null,
      tempWebhookUrl: l.tempWebhookUrl ?? null,
      successUrl: l.successUrl ?? null,
      failureUrl: l.failureUrl ?? null,
      expiresAt: l.expiresAt.toISOString(),
      createdAt: iso,
    };
    // What the ledger would read back of the new row: a new link is active, unpaid, not refunded.
    const inserted: LedgerLink = { ...row, status: 'active', paidAt: null, refundedAt: null };
    const { hotelId, agencyId } = row;
    if (o?.onlyIfHotelAndAgencyExist && hotelId !== null && agencyId !== null && ex && !ex.isTransaction) {
      const record = await this.#recordInLinkStatement(ex, inserted, iso);
      if (record) {
        if (!(await insertPaymentLinkAndVoucher(ex, { ...row, hotelId, agencyId }, record))) return undefined;
        // One statement outside any transaction: committed already.
        this.metrics.paymentLinkCreated(l.kind);
        return code;
      }
    }
    return this.#within(ex, async (tx) => {
      if (o?.onlyIfHotelAndAgencyExist) {
        if (hotelId === null || agencyId === null || !(await links.insertPaymentLinkIfHotelAndAgencyExist(tx, { ...row, hotelId, agencyId }))) return undefined;
      } else {
        await links.insertPaymentLink(tx, row);
      }
      await this.notifyLinkChanged(tx, code, iso, { created: true, inserted });
      afterCommit(() => this.metrics.paymentLinkCreated(l.kind));
      return code;
    });
  }

  /**
   * A link by code (no ownership check: the checkout is public to whoever
   * holds the unguessable code). `ex`: the caller's transaction, when called
   * inside one.
   */
  async link(code: string, ex?: Executor): Promise<PaymentLink | undefined> {
    return links.paymentLinkByCode(ex ?? this.store.current, code);
  }

  /** A link by code, if `principal` owns it (`ex`: the caller's transaction, if any). @throws NotFoundError otherwise. */
  async ownedLink(principal: Principal, code: string, ex?: Executor): Promise<PaymentLink> {
    const link = await this.link(code, ex);
    if (!link || !ownsRecord(principal, link)) throw new NotFoundError(SERVICE_TEXTS.linkNotFound);
    return link;
  }

  /** The latest charge attempt of a link, if any (`ex`: the caller's transaction, if any). */
  async lastAttempt(code: string, ex?: Executor): Promise<PaymentAttempt | undefined> {
    return links.lastPaymentAttempt(ex ?? this.store.current, code);
  }

  /**
   * Charge link `code` with a card through the carrier (hosted checkout).
   * The attempt is written to the charge journal (masked card, amount in
   * minor units, a new idempotency key) in the same transaction that puts the
   * link in process, before the carrier is called with that key; the answer
   * is then recorded in one transaction (`payment_attempts`, the link and its
   * chatbot booking, the hooks: voucher record, webhooks, balance credits) by
   * the same code that records an answer found by
   * {@link PaymentsService.recoverCharges}. The carrier is called outside any
   * transaction.
   *
   * @throws NotFoundError unknown link; ConflictError when the link is paid,
   *   expired or already being charged (by this or another process); the
   *   carrier's error when it cannot be reached — the attempt then stays open
   *   (link in process) until recovery learns from the carrier whether it
   *   received the charge.
   */
  async charge(code: string, card: CardInput): Promise<CheckoutOutcome> {
    await this.sweep();
    const number = card.cardNumber.replace(/\D/g, '');
    const attempt = await this.store.transaction(async (tx) => {
      const status = await links.lockPaymentLink(tx, code);
      if (!status) throw new NotFoundError(SERVICE_TEXTS.linkNotFound);
      if (status === 'paid') throw new ConflictError(SERVICE_TEXTS.linkAlreadyPaid);
      if (status === 'expired') throw new ConflictError(SERVICE_TEXTS.linkExpired);
      if (status === 'in_process') throw new ConflictError(SERVICE_TEXTS.linkChargeInProcess);
      // The guard of "charged once": only the one transaction that moves the link out of `active` goes on.
      if (!(await links.startLinkCharge(tx, code))) throw new ConflictError(SERVICE_TEXTS.linkChargeInProcess);
      const link = (await links.paymentLinkByCode(tx, code))!;
      const id = await insertChargeAttempt(
        tx,
        {
          idempotencyKey: randomCode('chg_'),
          linkCode: code,
          carrier: this.carrier.name,
          amountMinor: link.amountMinor,
          currency: link.currency,
          cardHolder: card.cardHolder,
          cardNum: maskCard(number),
          cardType: cardBrand(number),
        },
        this.clock.now().toISOString(),
      );
      return { row: (await chargeAttemptById(tx, id))!, description: link.description };
    });
    this.#inFlight.add(attempt.row.id);
    let result: ChargeResult;
    try {
      result = await this.carrier.charge(
        {
          cardNumber: number,
          cardHolder: card.cardHolder,
          amountMinor: attempt.row.amountMinor,
          currency: attempt.row.currency,
          description: attempt.description,
        },
        { idempotencyKey: attempt.row.idempotencyKey },
      );
    } finally {
      this.#inFlight.delete(attempt.row.id);
    }
    await this.#record(attempt.row, result);
    const link = (await this.link(code))!;
    if (result.status === 'applied' || result.status === 'in_process') return { status: result.status, link };
    return { status: result.status, reason: result.reason, link };
  }

  /**
   * Record the carrier's answer `result` to journal attempt `attempt` (one
   * transaction): a `payment_attempts` row, an approval marks the link paid
   * and confirms its chatbot booking, a decline makes the link payable again,
   * an in-process answer waits for its settle time; then the hooks. The live
   * charge and recovery both come here, so a recovered result is recorded
   * exactly like a live one. Nothing is written (false) when the attempt is
   * no longer `sent` (already settled, by this or another process: the
   * journal row's conditional move from `sent` is the guard).
   */
  async #record(attempt: ChargeAttemptRow, result: ChargeResult): Promise<boolean> {
    const now = this.clock.now();
    const iso = now.toISOString();
    return this.store.transaction(async (tx) => {
      if (!(await markChargeAttemptRecorded(tx, attempt.id, iso))) return false;
      const attemptId = await this.recordResult(
        tx,
        {
          linkCode: attempt.linkCode,
          status: result.status,
          declineReason: 'reason' in result ? result.reason : null,
          carrier: attempt.carrier,
          transactionId: result.transactionId,
          authorizationCode: result.status === 'applied' ? result.authorizationCode : null,
          cardHolder: attempt.cardHolder,
          cardNum: attempt.cardNum,
          cardType: result.cardType || attempt.cardType,
          amountMinor: attempt.amountMinor,
          currency: attempt.currency,
          settleAt: result.status === 'in_process' ? new Date(now.getTime() + result.settleAfterMs).toISOString() : null,
          createdAt: attempt.createdAt,
        },
        iso,
      );
      await setChargeAttemptPayment(tx, attempt.id, attemptId);
      return true;
    });
  }

  /**
   * Record payment result `r` of a link at `iso` (ISO UTC), inside the
   * caller's transaction `tx`: the one path every outcome takes, whatever the
   * carrier (the sandbox's card answers, a real carrier's transaction news).
   * The charge result (`payment_attempts`) is written, or moved when the
   * carrier's transaction `r.transactionId` was recorded before (a pending
   * PSE or Nequi payment settling); `applied` marks the link paid and
   * confirms its chatbot booking; a decline makes an in-process link payable
   * again; a final result runs the attempt-result hooks (webhooks, balance
   * credits, gift cards); every change tells `linkChanged` (voucher records,
   * feeds). Returns the charge result's id. The caller decides beforehand
   * whether the link may take the result (its status locked).
   */
  async recordResult(tx: Tx, r: PaymentResult, iso: string): Promise<number> {
    const code = r.linkCode;
    const kind = (await links.paymentLinkByCode(tx, code))!.kind;
    const known = await links.paymentAttemptOfTransaction(tx, r.transactionId);
    let attemptId: number;
    if (known) {
      attemptId = known.id;
      await links.updatePaymentAttempt(tx, known.id, r.status, r.declineReason, r.authorizationCode, iso);
    } else {
      attemptId = await links.insertPaymentAttempt(tx, { ...r, updatedAt: iso });
    }
    if (r.status === 'applied') await this.#applyPaid(tx, code, iso);
    else if (r.status !== 'in_process') await links.reopenLink(tx, code);
    if (r.status !== 'in_process') await this.#attemptResult(tx, { linkCode: code, kind, attemptId, status: r.status, iso });
    await this.notifyLinkChanged(tx, code, iso);
    afterCommit(() => this.metrics.paymentOutcome(r.carrier, paymentOutcomeLabel(r.status)));
    return attemptId;
  }

  /**
   * Journal attempt `attempt` never reached the carrier: mark it failed and
   * make its link payable again (one transaction; no payment result, so no
   * attempt-result hooks). False when the attempt is no longer `sent`.
   */
  async #fail(attempt: ChargeAttemptRow): Promise<boolean> {
    const iso = this.clock.now().toISOString();
    return this.store.transaction(async (tx) => {
      if (!(await markChargeAttemptFailed(tx, attempt.id, CHARGE_NOT_RECEIVED_REASON, iso))) return false;
      await links.reopenLink(tx, attempt.linkCode);
      await this.notifyLinkChanged(tx, attempt.linkCode, iso);
      return true;
    });
  }

  /**
   * Settle the charges a crash (or an unreachable carrier) left open: every
   * journal attempt still `sent`, written at least `graceMs` ms before the
   * clock's now and not being awaited by this process, is looked up at the
   * carrier by its idempotency key. A result the carrier recorded (applied,
   * rejected, invalid card, in process) is recorded exactly as a live answer
   * would be (link, chatbot booking, voucher record, webhooks, balance
   * credits); a key the carrier never received marks the attempt failed and
   * the link payable again; a carrier that cannot be reached leaves it for the
   * next run. Then runs {@link PaymentsService.sweep}. Runs one at a time in
   * this process: a call while a run is under way returns that run's result.
   * Several processes recovering the same attempt record it once (the
   * journal's conditional update); only one of them counts it.
   */
  recoverCharges(graceMs = DEFAULT_CHARGE_RECOVERY_GRACE_MS): Promise<ChargeRecovery> {
    this.#recovering ??= this.#recover(graceMs).finally(() => {
      this.#recovering = undefined;
    });
    return this.#recovering;
  }

  async #recover(graceMs: number): Promise<ChargeRecovery> {
    const out: ChargeRecovery = { recorded: 0, failed: 0, unreachable: 0 };
    const cutoff = new Date(this.clock.now().getTime() - graceMs).toISOString();
    for (const attempt of await openChargeAttempts(this.store.current, cutoff)) {
      if (this.#inFlight.has(attempt.id)) continue;
      let found: LookupResult;
      try {
        found = await this.carrier.lookup(attempt.idempotencyKey);
      } catch {
        out.unreachable++;
        continue;
      }
      if (this.#inFlight.has(attempt.id)) continue;
      if (found.status === 'unknown') {
        if (await this.#fail(attempt)) out.failed++;
      } else if (await this.#record(attempt, found)) out.recorded++;
    }
    await this.sweep();
    return out;
  }

  /**
   * Endpoint 17 (`./reservationChanges.ts`): the hotel's staff report that link `code` was paid outside
   * the carrier (at the front desk). Runs INSIDE the caller's transaction
   * `ex` (pass it; without one it runs in a transaction of its own).
   * Only an `active` link changes (a conditional update: of concurrent
   * callers, and against a card charge starting, exactly one wins): it
   * becomes `paid` at `iso` (ISO UTC), so the hosted checkout refuses any
   * later charge (no double charge), its chatbot booking is confirmed, and
   * the hooks recompute its voucher record. No charge attempt is recorded
   * (there was no carrier transaction), so no payment-result webhook is sent.
   *
   * @returns the link's status before the call; anything but `'active'` means nothing was written
   *   (`in_process`: a card charge is with the carrier; `paid`; `expired`). Undefined for an unknown link.
   */
  async markPaidOffline(code: string, iso: string, ex?: Executor): Promise<LinkStatus | undefined> {
    return this.#within(ex, async (tx) => {
      if (!(await links.markLinkPaid(tx, code, iso, 'active'))) return links.paymentLinkStatus(tx, code);
      if (await links.confirmBookingOfLink(tx, code, iso)) afterCommit(() => this.metrics.chatbotBooking('paid'));
      await this.notifyLinkChanged(tx, code, iso);
      return 'active';
    });
  }

  /** Mark link `code` paid and confirm its chatbot booking (inside the transaction `tx`). */
  async #applyPaid(tx: Tx, code: string, iso: string): Promise<void> {
    await links.markLinkPaid(tx, code, iso);
    if (await links.confirmBookingOfLink(tx, code, iso)) afterCommit(() => this.metrics.chatbotBooking('paid'));
  }

  /**
   * Bring time-dependent state up to date at the clock's now: settle
   * in-process charges whose delay passed (they apply), then expire active
   * links past their expiry and pending chatbot bookings past their payment
   * deadline, releasing their held rooms. Idempotent; cheap when nothing is
   * due. Returns the chatbot ids expired by this call.
   *
   * Runs in one transaction, joining the caller's when called inside one (e.g.
   * a booking's). Safe with several processes sweeping at once: each change is
   * claimed by a conditional update (an in-process result, an active link, a
   * pending booking), so each settles or expires once and its hooks (the
   * booking-expiry webhook among them) run once; a booking's link is locked
   * before it expires, so a charge starting at the same moment either
   * finds it expired or keeps the booking alive.
   */
  async sweep(): Promise<{ settled: number; expiredBookings: string[] }> {
    const iso = this.clock.now().toISOString();
    // Outside a caller's transaction, a read that finds nothing due (the usual case) opens no transaction at all.
    // Shared with concurrent sweeps: the read starts after every caller's now, so it is at least as late as `iso`
    // (anything due at `iso` is still due then).
    if (this.store.current === this.store.db && !(await this.store.freshRead('anything-due', (ex) => links.anythingDue(ex, this.clock.now().toISOString()))))
      return { settled: 0, expiredBookings: [] };
    return this.store.transaction(async (tx) => {
      if (!(await links.anythingDue(tx, iso))) return { settled: 0, expiredBookings: [] };
      let settled = 0;
      for (const a of await links.dueInProcessAttempts(tx, iso)) {
        if (!(await links.settleInProcessAttempt(tx, a.id, String(100000 + (a.id % 900000)), iso))) continue;
        settled++;
        await this.#applyPaid(tx, a.code, iso);
        afterCommit(() => this.metrics.paymentOutcome(a.carrier, 'applied'));
        const kind = (await links.paymentLinkByCode(tx, a.code))!.kind;
        await this.#attemptResult(tx, { linkCode: a.code, kind, attemptId: a.id, status: 'applied', iso });
        await this.notifyLinkChanged(tx, a.code, iso);
      }
      for (const code of await links.lapsedLinkCodes(tx, iso)) {
        if (await links.expireActiveLink(tx, code)) await this.notifyLinkChanged(tx, code, iso);
      }
      const expiredBookings: string[] = [];
      for (const b of await links.dueBookingExpiries(tx, iso)) {
        // Lock the link first: a charge moving it to in_process meanwhile keeps the booking alive.
        const linkStatus = await links.lockPaymentLink(tx, b.linkCode);
        if (linkStatus !== 'active' && linkStatus !== 'expired') continue;
        if (!(await links.claimBookingExpiry(tx, b.id, iso))) continue;
        await links.releaseBookingRooms(tx, b.id);
        await links.expireLink(tx, b.linkCode);
        for (const h of this.#hooks)
          await h.bookingExpired?.(tx, {
            bookingId: b.id,
            chatbotId: b.chatbotId,
            hotelId: b.hotelId,
            apiKeyId: b.apiKeyId,
            paymentDeadline: b.paymentDeadline,
            iso,
          });
        await this.notifyLinkChanged(tx, b.linkCode, iso);
        afterCommit(() => this.metrics.chatbotBooking('expired'));
        expiredBookings.push(b.chatbotId);
      }
      return { settled, expiredBookings };
    });
  }
}
