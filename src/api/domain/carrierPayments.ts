/**
 * Payments through real carriers' hosted checkouts (Wompi, Mercado Pago):
 * the service sends the payer to the carrier's own page and never sees a
 * card; what the carrier says of a transaction — its signed events, the
 * payer's return page, reconciliation — reaches the link through ONE path
 * ({@link CarrierPayments.applyTransaction}), which hands the outcome to
 * {@link PaymentsService.recordResult}, the path the sandbox's answers take
 * too (link, booking, endpoint 13, voucher records and feeds, webhooks,
 * agency balance, gift cards).
 *
 * Rules:
 * - **An attempt per checkout.** Opening a link creates (or reuses, while it
 *   is unused and unexpired) an attempt with a reference unique to it,
 *   recorded with the amount, currency, account and the checkout's expiry
 *   (never after the link's, which is the booking's payment deadline).
 * - **News applies once, forward only.** Each carrier transaction is kept
 *   with the last status applied (`carrier_transactions`): a status is
 *   applied once (a duplicated event, a return after the event, two
 *   instances receiving the same event), and never backwards (a `pending`
 *   arriving after `approved` changes nothing). News whose amount or
 *   currency differ from the attempt's is recorded and never applied; news
 *   of a reference that is no attempt's is answered 2xx and not applied.
 * - **Pending** (PSE, Nequi in process): the link waits `in_process`, which
 *   keeps the booking's rooms held until the carrier decides.
 * - **Approved**: the link is paid. After the link (and its booking's hold)
 *   expired, the rooms are held again when still free and the booking is
 *   confirmed; when they are gone the payment is reversed at the carrier and
 *   the link stays expired (endpoint 13: `cancelled`). A link without a
 *   booking takes a late payment. A second approval of a paid link (two
 *   tabs) is reversed. A reversal the carrier cannot make is left to staff
 *   (`manual`).
 * - **Declined / error**: recorded; an in-process link is payable again.
 * - **Reconciliation** asks the carrier about every open attempt every
 *   interval and at start-up, until it is decided or expired with nothing
 *   pending; reversals the carrier could not be reached for are retried then.
 *
 * No carrier call ever happens inside a database transaction.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Store, Tx } from '../../store/sql.js';
import type { Clock } from '../../clock.js';
import {
  carrierAccountsOfLink,
  carrierAttemptByReference,
  claimCarrierAttemptCheck,
  claimCarrierTransaction,
  closeCarrierAttempt,
  dueReversals,
  insertCarrierAttempt,
  lockCarrierTransaction,
  openCarrierAttempts,
  reusableCarrierAttempt,
  setCarrierOutcome,
  settleReversal,
  type CarrierAttemptRow,
  type CarrierOutcome,
  type ReversalState,
} from '../../store/service/carrierAttempts.js';
import * as links from '../../store/service/paymentLinks.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import {
  CarrierError,
  CarrierEventRefusedError,
  CarrierRequestError,
  CarrierAuthError,
  CheckoutInputError,
  decisiveTransaction,
  FINAL_CARRIER_STATUSES,
  matchesAttempt,
  type CarrierAccount,
  type CarrierName,
  type CarrierResolver,
  type CarrierStatus,
  type CarrierTransaction,
  type HostedCheckoutCarrier,
  type RawCarrierEvent,
} from './carriers/types.js';
import { randomCode } from './ids.js';
import type { CarrierAttentionEvent, PaymentLink, PaymentResult, PaymentsService } from './payments.js';

/** Where the service logs (pino-compatible: structured object first, then the message). */
export interface CarrierLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const SILENT: CarrierLogger = { info() {}, warn() {}, error() {} };

/** The payer's way to pay a link, as `GET /pay/{code}` shows it. */
export type CheckoutView =
  /** The sandbox: the service's own card form (no real card ever reaches it). */
  | { kind: 'own_form' }
  /** A real carrier's hosted checkout at `url` (reference `reference`, recorded); `methods`: what the payer can pay with there (Spanish). */
  | { kind: 'redirect'; carrier: CarrierName; url: string; reference: string; methods: string }
  /** The carrier cannot take this link now (it did not answer, the currency, the hotel's account is unusable): `reason` (Spanish) for the payer. */
  | { kind: 'unavailable'; reason: string };

/** What applying a transaction's news did. */
export type ApplyResult =
  | { applied: true; outcome: CarrierOutcome; linkCode: string }
  | { applied: false; why: 'unknown_reference' | 'mismatch' | 'already_applied' | 'backwards' };

/** How an event request is answered: 200 (received; applied or not), 401 (refused: nothing changed), 503 (retry later). */
export interface EventAnswer {
  status: 200 | 401 | 503;
  /** Why (Spanish for refusals; the outcome's name when received), for the log and the answer (never a secret). */
  detail: string;
  result?: ApplyResult;
}

/** Counts of one reconciliation run. */
export interface ReconcileRun {
  asked: number;
  applied: number;
  closed: number;
  unreachable: number;
  reversed: number;
}

/** Attempts asked per reconciliation run, least recently asked first (the rest wait for the next run). */
const RECONCILE_BATCH = 200;
/** An attempt is no longer asked about this long after its checkout expired, whatever the carrier said. */
const RECONCILE_GIVE_UP_MS = 7 * 86_400_000;
/** An attempt reused for a payer opening the link again must leave them at least this long to pay, ms. */
const REUSE_MARGIN_MS = 5 * 60_000;

/** How far a status is along a transaction's life: news applies only forward. */
const STAGE: Record<CarrierStatus, number> = { pending: 0, approved: 1, declined: 1, error: 1, voided: 2 };

/** The carrier's name as the payer reads it. */
export function carrierLabel(name: CarrierName): string {
  return name === 'mercadopago' ? 'Mercado Pago' : name === 'wompi' ? 'Wompi' : 'Sandbox';
}

/** The payment methods a carrier's checkout offers, as the payer reads them (Spanish). */
export function carrierMethodsText(carrier: HostedCheckoutCarrier): string {
  const names: Record<string, string> = {
    CARD: 'tarjeta',
    PSE: 'PSE',
    NEQUI: 'Nequi',
    BANCOLOMBIA_TRANSFER: 'Bancolombia',
    credit_card: 'tarjeta',
    debit_card: 'tarjeta débito',
    bank_transfer: 'PSE',
    ticket: 'efectivo',
    account_money: 'saldo de Mercado Pago',
  };
  const words = [...new Set(carrier.capabilities.methods.map((m) => names[m] ?? m.toLowerCase()))];
  return words.length <= 1 ? (words[0] ?? 'tarjeta') : `${words.slice(0, -1).join(', ')} o ${words.at(-1)}`;
}

/** Options of {@link CarrierPayments}. */
export interface CarrierPaymentsOptions {
  store: Store;
  clock: Clock;
  payments: PaymentsService;
  /** Which account pays each hotel's links (default: the deployment's carrier for every hotel). */
  resolver: CarrierResolver;
  logger?: CarrierLogger;
  /** Staff refunds through the carrier (endpoint 18) whose carrier could not be reached: asked again with every reconciliation. */
  refunds?: DueRefunds;
}

/** Refunds asked of a carrier that must be asked again (see `CarrierRefunds`). */
export interface DueRefunds {
  /** Ask again for every due refund; how many the carrier made. */
  retryDue(): Promise<number>;
  setLogger(logger: CarrierLogger): void;
}

/** Payments through real carriers' hosted checkouts; see the module comment for the rules. */
export class CarrierPayments {
  readonly #store: Store;
  readonly #clock: Clock;
  readonly #payments: PaymentsService;
  readonly #resolver: CarrierResolver;
  readonly #refunds: DueRefunds | undefined;
  #log: CarrierLogger;
  #reconciling: Promise<ReconcileRun> | undefined;

  constructor(o: CarrierPaymentsOptions) {
    this.#store = o.store;
    this.#clock = o.clock;
    this.#payments = o.payments;
    this.#resolver = o.resolver;
    this.#refunds = o.refunds;
    this.#log = o.logger ?? SILENT;
  }

  /** Log through `logger` from now on (the service's, once it exists). */
  setLogger(logger: CarrierLogger): void {
    this.#log = logger;
    this.#refunds?.setLogger(logger);
  }

  /**
   * How the payer pays open link `link`: the sandbox's own form, or a real
   * carrier's checkout for an attempt recorded before the payer is sent (an
   * unused, unexpired attempt of the same account and amount is reused, so
   * opening a link again, or a chat's link preview, does not pile up
   * attempts). The checkout expires with the link (the booking's payment
   * deadline), never after.
   *
   * `returnUrl`: the service page the carrier sends the payer back to;
   * `notificationUrl`: the events URL for carriers that take it per checkout.
   */
  async checkout(link: PaymentLink, urls: { returnUrl: string; notificationUrl: (carrier: CarrierName, account: string) => string }): Promise<CheckoutView> {
    const found = await this.accountOf(link.hotelId);
    if (found === 'unusable') return { kind: 'unavailable', reason: SERVICE_TEXTS.checkoutPage.carrierUnavailable };
    if (!found) return { kind: 'own_form' };
    const { account, carrier } = found;
    const methods = carrierMethodsText(carrier);
    if (!carrier.capabilities.currencies.includes(link.currency))
      return { kind: 'unavailable', reason: SERVICE_TEXTS.checkoutPage.carrierCurrency(carrierLabel(carrier.name), link.currency) };
    const now = this.#clock.now();
    const reuse = await reusableCarrierAttempt(this.#store.current, link.code, account, new Date(now.getTime() + REUSE_MARGIN_MS).toISOString());
    if (reuse?.redirectUrl && reuse.amountMinor === link.amountMinor && reuse.currency === link.currency)
      return { kind: 'redirect', carrier: carrier.name, url: reuse.redirectUrl, reference: reuse.reference, methods };
    const reference = `${link.code}-${randomCode('', 6)}`;
    let start: Awaited<ReturnType<HostedCheckoutCarrier['startCheckout']>>;
    try {
      start = await carrier.startCheckout({
        reference,
        amountMinor: link.amountMinor,
        currency: link.currency,
        description: link.description,
        expiresAt: new Date(link.expiresAt),
        returnUrl: urls.returnUrl,
        notificationUrl: urls.notificationUrl(carrier.name, account),
        payer: {
          ...(link.email ? { email: link.email } : {}),
          ...(link.guestName ? { fullName: link.guestName } : {}),
          ...phoneOf(link.phone),
        },
      });
    } catch (err) {
      if (!(err instanceof CarrierError)) throw err;
      this.#log.warn({ carrier: carrier.name, account, code: err.code, err: err.message }, 'carrier checkout could not start');
      return { kind: 'unavailable', reason: SERVICE_TEXTS.checkoutPage.carrierUnavailable };
    }
    if (start.kind !== 'redirect') throw new Error(`Carrier ${carrier.name} answered a ${start.kind} checkout; only redirects are served`);
    await insertCarrierAttempt(this.#store.current, {
      reference,
      linkCode: link.code,
      carrier: carrier.name,
      account,
      amountMinor: start.amountMinor,
      currency: start.currency,
      expiresAt: start.expiresAt.toISOString(),
      checkoutId: start.checkoutId ?? null,
      redirectUrl: start.url,
      createdAt: now.toISOString(),
    });
    return { kind: 'redirect', carrier: carrier.name, url: start.url, reference, methods };
  }

  /**
   * Why a new link of hotel `hotelId` (null: no hotel) of `amountMinor` (minor
   * units) in `currency` cannot be paid: the Spanish reason when the carrier
   * that would take it does not charge that currency (Wompi, Mercado Pago:
   * COP only) or that amount (Mercado Pago: whole pesos only), undefined when
   * it can (the sandbox takes any). Link creation refuses it (400) before
   * writing anything.
   */
  async amountProblem(hotelId: number | null, currency: string, amountMinor: number): Promise<string | undefined> {
    const found = await this.accountOf(hotelId);
    if (!found || found === 'unusable') return undefined;
    const { name, capabilities } = found.carrier;
    if (!capabilities.currencies.includes(currency)) return SERVICE_TEXTS.carrierCurrencyRefused(carrierLabel(name), currency, capabilities.currencies);
    if (capabilities.wholeUnitCurrencies.includes(currency) && amountMinor % 100 !== 0)
      return SERVICE_TEXTS.carrierWholeUnitsRefused(carrierLabel(name), currency);
    return undefined;
  }

  /**
   * The account that takes hotel `hotelId`'s payments: a real carrier's, or
   * undefined for the sandbox's own card form, or `unusable` when the hotel
   * has an account that cannot be used now (its secrets do not open): its
   * links then take no payment at all, never falling back to another account.
   */
  async accountOf(hotelId: number | null): Promise<CarrierAccount | 'unusable' | undefined> {
    try {
      return await this.#resolver.forHotel(hotelId);
    } catch (err) {
      if (!(err instanceof CarrierError)) throw err;
      this.#log.error({ hotel: hotelId, code: err.code, err: err.message }, "the hotel's carrier account cannot be used");
      return 'unusable';
    }
  }

  /**
   * `POST /carriers/{carrier}/events` (the service's own route): verify and
   * apply one event POSTed by carrier `name` (`raw`: the body's
   * bytes and the headers, untouched). The account is the one of the
   * event's attempt when the (unverified) body names a known reference, or
   * `hint` (Mercado Pago's notification URL carries it); otherwise every
   * account of that carrier is tried. 401 when no account verifies it
   * (nothing changes); 503 when the carrier must be asked and cannot be
   * (it retries); 200 otherwise, applied or not (unknown reference,
   * duplicate, mismatch: the carrier must stop retrying).
   */
  async receiveCarrierEvent(name: CarrierName, raw: RawCarrierEvent, hint?: string): Promise<EventAnswer> {
    const candidates = await this.#eventAccounts(name, raw, hint);
    if (candidates.length === 0) return { status: 401, detail: SERVICE_TEXTS.carrierEvents.noAccount(carrierLabel(name)) };
    let refusal: CarrierEventRefusedError | undefined;
    for (const { account, carrier } of candidates) {
      let reading: Awaited<ReturnType<HostedCheckoutCarrier['readEvent']>>;
      try {
        reading = await carrier.readEvent(raw, {
          isKnownReference: async (reference) => (await carrierAttemptByReference(this.#store.current, reference)) !== undefined,
        });
      } catch (err) {
        if (err instanceof CarrierEventRefusedError) {
          refusal ??= err;
          continue;
        }
        if (err instanceof CarrierError) {
          this.#log.warn({ carrier: name, account, code: err.code, err: err.message }, 'carrier event could not be confirmed');
          return { status: 503, detail: SERVICE_TEXTS.carrierEvents.unconfirmed };
        }
        throw err;
      }
      if (reading.kind === 'ignored') return { status: 200, detail: `ignored ${reading.eventType}` };
      const result = await this.applyTransaction(reading.transaction, account);
      this.#log.info({ carrier: name, account, transaction: reading.transaction.transactionId, status: reading.transaction.status, result }, 'carrier event');
      return { status: 200, detail: result.applied ? result.outcome : result.why, result };
    }
    this.#log.warn({ carrier: name, reason: refusal?.reason }, 'carrier event refused');
    return { status: 401, detail: SERVICE_TEXTS.carrierEvents.refused };
  }

  /** The accounts to verify an event with, most likely first. */
  async #eventAccounts(name: CarrierName, raw: RawCarrierEvent, hint: string | undefined): Promise<{ account: string; carrier: HostedCheckoutCarrier }[]> {
    const out: { account: string; carrier: HostedCheckoutCarrier }[] = [];
    const add = async (account: string) => {
      if (out.some((c) => c.account === account)) return;
      const carrier = await this.#resolver.byAccount(account);
      if (carrier && carrier.name === name) out.push({ account, carrier });
    };
    const reference = referenceInBody(raw.body);
    if (reference) {
      const attempt = await carrierAttemptByReference(this.#store.current, reference);
      if (attempt) await add(attempt.account);
    }
    if (hint) await add(hint);
    for (const a of await this.#resolver.accounts(name)) await add(a.account);
    return out;
  }

  /**
   * The payer is back on the return page of link `code` with the carrier's
   * `query`: ask the carrier about the transaction it names (so the page
   * shows the result at once, without waiting for the event) and apply it
   * when it is one of this link's attempts. A carrier that cannot be reached
   * changes nothing (the event or reconciliation will tell).
   */
  async returned(link: PaymentLink, query: Readonly<Record<string, string | undefined>>): Promise<ApplyResult | undefined> {
    // The accounts this link sent payers to (the carrier names the transaction, not the account).
    const accounts: CarrierAccount[] = [];
    for (const a of await carrierAccountsOfLink(this.#store.current, link.code)) {
      const carrier = await this.#resolver.byAccount(a.account);
      if (carrier?.name === a.carrier) accounts.push({ account: a.account as CarrierAccount['account'], carrier });
    }
    for (const { account, carrier } of accounts) {
      const id = carrier.readReturn(query);
      if (!id) continue;
      let t: CarrierTransaction | undefined;
      try {
        t = await carrier.transaction(id);
      } catch (err) {
        if (!(err instanceof CarrierError)) throw err;
        this.#log.warn({ carrier: carrier.name, account, code: err.code, err: err.message }, 'carrier could not be asked on the return page');
        return undefined;
      }
      if (!t) continue;
      const attempt = await carrierAttemptByReference(this.#store.current, t.reference);
      if (!attempt || attempt.linkCode !== link.code) return undefined;
      return this.applyTransaction(t, attempt.account);
    }
    return undefined;
  }

  /**
   * THE path of a carrier transaction's news (`t`, as the carrier holds it,
   * verified; `account`: the account it was verified with or read from):
   * one database transaction decides and records it (see the module
   * comment), then a reversal it calls for is asked of the carrier.
   */
  async applyTransaction(t: CarrierTransaction, account: string): Promise<ApplyResult> {
    const result = await this.#store.transaction((tx) => this.#apply(tx, t, account));
    if (result.applied && (result.outcome === 'late_reversed' || result.outcome === 'duplicate_reversed'))
      await this.#reverse(t.carrier, t.transactionId, t.method ?? null, account);
    return result;
  }

  async #apply(tx: Tx, t: CarrierTransaction, account: string): Promise<ApplyResult> {
    const now = this.#clock.now();
    const iso = now.toISOString();
    // Expiries due by now first (joins this transaction), so a late approval is seen as late.
    await this.#payments.sweep();
    const attempt = await carrierAttemptByReference(tx, t.reference);
    const row = {
      carrier: t.carrier,
      transactionId: t.transactionId,
      reference: t.reference,
      status: t.status,
      rawStatus: t.rawStatus,
      method: t.method ?? null,
      amountMinor: t.amountMinor,
      currency: t.currency,
      createdAt: iso,
    };
    if (!attempt || attempt.carrier !== t.carrier || attempt.account !== account) {
      await claimCarrierTransaction(tx, { ...row, linkCode: null, outcome: 'unknown_reference', reversal: 'none' }, undefined);
      return { applied: false, why: 'unknown_reference' };
    }
    if (!matchesAttempt(t, attempt)) {
      await claimCarrierTransaction(tx, { ...row, linkCode: attempt.linkCode, outcome: 'mismatch', reversal: 'none' }, undefined);
      this.#log.warn(
        { carrier: t.carrier, transaction: t.transactionId, reference: t.reference },
        'carrier transaction does not match its attempt: not applied',
      );
      return { applied: false, why: 'mismatch' };
    }
    // The claim comes first: of two processes applying the same news, the second stops here. A claim lost to
    // other news of the same transaction committed meanwhile (another status, another instance) is decided again
    // against it, so neither is lost.
    let prev: Awaited<ReturnType<typeof lockCarrierTransaction>>;
    for (;;) {
      prev = await lockCarrierTransaction(tx, t.carrier, t.transactionId);
      if (prev?.outcome === 'mismatch' || prev?.outcome === 'unknown_reference') return { applied: false, why: 'mismatch' };
      if (prev && prev.status === t.status) return { applied: false, why: 'already_applied' };
      if (prev && STAGE[t.status] <= STAGE[prev.status]) return { applied: false, why: 'backwards' };
      if (await claimCarrierTransaction(tx, { ...row, linkCode: attempt.linkCode, outcome: 'pending', reversal: 'none' }, prev?.status)) break;
    }
    const code = attempt.linkCode;
    const linkStatus = (await links.lockPaymentLink(tx, code))!;
    const link = (await links.paymentLinkByCode(tx, code))!;
    const open = linkStatus === 'active' || linkStatus === 'in_process';
    const result = (status: PaymentResult['status'], declineReason: string | null): PaymentResult => ({
      linkCode: code,
      status,
      declineReason,
      carrier: t.carrier,
      transactionId: t.transactionId,
      authorizationCode: status === 'applied' ? t.transactionId : null,
      cardHolder: link.guestName,
      cardNum: '',
      cardType: (t.method ?? t.carrier).toLowerCase(),
      amountMinor: t.amountMinor,
      currency: t.currency,
      settleAt: null,
      createdAt: (t.createdAt ?? now).toISOString(),
    });
    let outcome: CarrierOutcome;
    let reversal: ReversalState = 'none';
    let record: PaymentResult | undefined;
    let attention: CarrierAttentionEvent['kind'] | undefined;
    switch (t.status) {
      case 'pending':
        outcome = 'pending';
        if (linkStatus === 'active') await links.startLinkCharge(tx, code);
        if (open) record = result('in_process', null);
        break;
      case 'approved':
        if (open) {
          outcome = 'paid';
          record = result('applied', null);
        } else if (linkStatus === 'paid') {
          outcome = 'duplicate_reversed';
          reversal = 'due';
        } else {
          const booking = await links.bookingStateOfLink(tx, code);
          if (!booking) {
            outcome = 'late_paid';
            record = result('applied', null);
          } else if (booking.status === 'expired' && (await links.rebookExpiredBooking(tx, booking.id, iso))) {
            outcome = 'late_rebooked';
            record = result('applied', null);
          } else {
            outcome = 'late_reversed';
            reversal = 'due';
            record = result('rejected', SERVICE_TEXTS.latePaymentReversed);
          }
        }
        await closeCarrierAttempt(tx, t.reference);
        break;
      case 'declined':
      case 'error':
        outcome = 'declined';
        // A link in process waits for another transaction of its own unless this one put it there.
        if (linkStatus === 'active' || (linkStatus === 'in_process' && prev?.status === 'pending'))
          record = result('rejected', t.statusDetail ? `${SERVICE_TEXTS.carrierDeclined}: ${t.statusDetail}` : SERVICE_TEXTS.carrierDeclined);
        break;
      case 'voided':
        outcome = 'voided';
        if (prev?.reversal === 'due' || prev?.reversal === 'done') {
          // The reversal the service asked for (or one staff made at the carrier of a payment it was to reverse). Told
          // here when its news comes before the reversal's own answer is recorded (which then finds nothing due).
          reversal = 'done';
          if (prev.reversal === 'due' && (prev.outcome === 'late_reversed' || prev.outcome === 'duplicate_reversed')) attention = prev.outcome;
        } else if (prev && (prev.outcome === 'paid' || prev.outcome === 'late_paid' || prev.outcome === 'late_rebooked')) attention = 'voided_after_paid';
        await closeCarrierAttempt(tx, t.reference);
        break;
    }
    await setCarrierOutcome(tx, t.carrier, t.transactionId, outcome, reversal, iso);
    if (record) await this.#payments.recordResult(tx, record, iso);
    if (outcome === 'late_reversed' || outcome === 'duplicate_reversed' || outcome === 'late_rebooked' || outcome === 'late_paid') attention = outcome;
    if (attention) {
      this.#log.warn({ carrier: t.carrier, transaction: t.transactionId, link: code, kind: attention, reversal }, 'carrier payment needs staff attention');
      await this.#payments.notifyCarrierAttention(tx, {
        linkCode: code,
        carrier: t.carrier,
        transactionId: t.transactionId,
        kind: attention,
        reversal,
        reversalError: null,
        amountMinor: t.amountMinor,
        currency: t.currency,
        iso,
      });
    }
    return { applied: true, outcome, linkCode: code };
  }

  /**
   * Reverse approved transaction `transactionId` at the carrier of `account`:
   * void it when the carrier voids that method, else refund it in full when
   * the carrier refunds it, else leave it to staff (`manual`). A carrier that
   * cannot be reached leaves it `due` (reconciliation retries); a refusal
   * makes it `manual` with the carrier's reason.
   */
  async #reverse(name: CarrierName, transactionId: string, method: string | null, account: string): Promise<ReversalState> {
    const current = await this.#resolver.byAccount(account);
    const carrier = current?.name === name ? current : undefined;
    const settle = async (state: ReversalState, error: string | null) => {
      const iso = this.#clock.now().toISOString();
      await this.#store.transaction(async (tx) => {
        if (!(await settleReversal(tx, name, transactionId, state, error, iso))) return;
        const t = await lockCarrierTransaction(tx, name, transactionId);
        if (!t?.linkCode || (t.outcome !== 'late_reversed' && t.outcome !== 'duplicate_reversed')) return;
        await this.#payments.notifyCarrierAttention(tx, {
          linkCode: t.linkCode,
          carrier: name,
          transactionId,
          kind: t.outcome,
          reversal: state,
          reversalError: error,
          amountMinor: t.amountMinor,
          currency: t.currency,
          iso,
        });
      });
      if (state === 'manual') this.#log.error({ carrier: name, transaction: transactionId, error }, 'carrier payment must be refunded by staff');
      return state;
    };
    if (!carrier) return settle('manual', 'la cuenta del carrier ya no existe');
    const r = carrier.capabilities.reversals;
    const m = method ?? '';
    try {
      if (r.voidMethods.includes(m)) await carrier.void(transactionId);
      else if (carrier.refund && r.refund && (r.refund.methods === 'all' || r.refund.methods.includes(m)))
        await carrier.refund(transactionId, { idempotencyKey: `reversal-${transactionId}` });
      else return settle('manual', `${carrierLabel(name)} no permite anular ni reembolsar pagos ${m || 'de este medio'} por API`);
    } catch (err) {
      if (err instanceof CarrierRequestError) {
        // Refused because it is already reversed (another process's void, staff at the carrier's dashboard): done, not manual.
        const now = await carrier.transaction(transactionId).catch(() => undefined);
        if (now?.status === 'voided') return settle('done', null);
      }
      if (err instanceof CarrierRequestError || err instanceof CarrierAuthError || err instanceof CheckoutInputError) return settle('manual', err.message);
      if (err instanceof CarrierError) {
        this.#log.warn({ carrier: name, transaction: transactionId, code: err.code }, 'carrier reversal will be retried');
        return 'due';
      }
      throw err;
    }
    return settle('done', null);
  }

  /**
   * Ask the carriers about open attempts last asked at least `minAgeMs` ago
   * (0: all of them, as at start-up), apply what they hold (the same path as
   * events), close the attempts that are decided or expired with nothing
   * pending, and retry due reversals. One run at a time in this process;
   * with several processes each attempt is asked by one of them per round.
   */
  reconcile(minAgeMs = 0): Promise<ReconcileRun> {
    this.#reconciling ??= this.#reconcile(minAgeMs).finally(() => {
      this.#reconciling = undefined;
    });
    return this.#reconciling;
  }

  async #reconcile(minAgeMs: number): Promise<ReconcileRun> {
    const run: ReconcileRun = { asked: 0, applied: 0, closed: 0, unreachable: 0, reversed: 0 };
    const now = this.#clock.now();
    const iso = now.toISOString();
    const cutoff = new Date(now.getTime() - minAgeMs).toISOString();
    for (const attempt of await openCarrierAttempts(this.#store.current, cutoff, RECONCILE_BATCH)) {
      if (!(await claimCarrierAttemptCheck(this.#store.current, attempt.reference, attempt.checkedAt, iso))) continue;
      await this.#ask(attempt, now, run);
    }
    for (const due of await dueReversals(this.#store.current, RECONCILE_BATCH)) {
      const attempt = await carrierAttemptByReference(this.#store.current, due.reference);
      if (!attempt) continue;
      if ((await this.#reverse(due.carrier as CarrierName, due.transactionId, due.method, attempt.account)) === 'done') run.reversed++;
    }
    if (this.#refunds) run.reversed += await this.#refunds.retryDue();
    return run;
  }

  async #ask(attempt: CarrierAttemptRow, now: Date, run: ReconcileRun): Promise<void> {
    // The account's current adapter, unless the hotel has moved to another carrier since (then nobody can be asked).
    const current = await this.#resolver.byAccount(attempt.account);
    const carrier = current?.name === attempt.carrier ? current : undefined;
    const expired = Date.parse(attempt.expiresAt) <= now.getTime();
    if (!carrier) {
      if (expired) await closeCarrierAttempt(this.#store.current, attempt.reference);
      return;
    }
    let txs: CarrierTransaction[];
    try {
      txs = await carrier.transactionsByReference(attempt.reference);
    } catch (err) {
      if (!(err instanceof CarrierError)) throw err;
      run.unreachable++;
      this.#log.warn({ carrier: carrier.name, account: attempt.account, code: err.code, err: err.message }, 'carrier reconciliation could not ask');
      return;
    }
    run.asked++;
    for (const t of txs) {
      const r = await this.applyTransaction(t, attempt.account);
      if (r.applied) run.applied++;
    }
    const decisive = decisiveTransaction(txs);
    const pending = decisive !== undefined && !FINAL_CARRIER_STATUSES.has(decisive.status);
    const decided = decisive?.status === 'approved' || decisive?.status === 'voided';
    const givenUp = Date.parse(attempt.expiresAt) + RECONCILE_GIVE_UP_MS <= now.getTime();
    if (decided || (expired && !pending) || givenUp) {
      await closeCarrierAttempt(this.#store.current, attempt.reference);
      run.closed++;
    }
  }
}

/** The reference an event's body names (Wompi `data.transaction.reference`), read without trusting it: only to pick the account to verify with. */
function referenceInBody(body: Buffer | string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(typeof body === 'string' ? body : body.toString('utf8'));
    const ref = (parsed as { data?: { transaction?: { reference?: unknown } } })?.data?.transaction?.reference;
    return typeof ref === 'string' && ref.length <= 255 ? ref : undefined;
  } catch {
    return undefined;
  }
}

/** A link's phone as the carrier's payer fields (`+57 300 1234567` → prefix `+57`, number `3001234567`); nothing when it is no valid number. */
function phoneOf(phone: string): { phoneNumber?: string; phoneNumberPrefix?: string } {
  const parsed = phone.trim() ? parsePhoneNumberFromString(phone.trim(), 'CO') : undefined;
  if (!parsed?.isValid()) return {};
  return { phoneNumberPrefix: `+${parsed.countryCallingCode}`, phoneNumber: parsed.nationalNumber };
}
