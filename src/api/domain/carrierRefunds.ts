/**
 * Staff refunds through a real carrier: the refund of an early departure
 * (endpoint 18) of a reservation whose charge was paid through a payment
 * link at Wompi or Mercado Pago goes back to the payer through that carrier
 * when the carrier's API can make it, and is left to staff otherwise.
 *
 * Rules:
 * - **Only a real carrier's payment.** A charge paid on the sandbox's card
 *   form or by hand at the hotel has no carrier transaction: endpoint 18
 *   records its refund exactly as before ({@link CarrierRefunds.plan}
 *   answers undefined).
 * - **What the carrier can do decides.** A refund API that takes the method
 *   (Mercado Pago: every method, partial amounts too) refunds it; else a
 *   refund of the whole charge is a void when the carrier voids that method
 *   (Wompi: CARD only, whole amount only); anything else (Wompi PSE or
 *   Nequi, a part of a Wompi card payment, more than the carrier's charge,
 *   an account no longer configured) is a manual refund: the voucher record
 *   says `pending_refound` and staff hear of it (attention list, kind
 *   `early_departure_refund`).
 * - **Recorded first, asked after.** The refund is written (`carrier_refunds`,
 *   with an idempotency key of its own) in the transaction that records it on
 *   the voucher record (`in_process_refound`, 'Reembolso: Aprobación
 *   pendiente'); the carrier is asked after that commits, never inside a
 *   transaction, by one process at a time (a claim with a time limit); its
 *   answer is recorded in another transaction: `total_refound` or
 *   `partial_refound` ('Reembolso: Aprobado'), or a refusal makes it manual
 *   with the carrier's reason. A carrier that cannot be reached leaves it due:
 *   reconciliation asks again ({@link CarrierPaymentsWithRefunds}), with the
 *   same idempotency key, so it happens once.
 * - **The carrier's news of its own void confirms it.** When the carrier
 *   tells that the transaction was voided (or refunded in full) and a staff
 *   refund of the whole charge exists, that refund is done — also one staff
 *   made by hand at the carrier's dashboard — and nothing else is reported.
 *
 * Money in minor units of the charge's currency (COP centavos); instants ISO
 * 8601 UTC.
 */
import type { Clock } from '../../clock.js';
import type { Store, Tx } from '../../store/sql.js';
import {
  carrierRefundById,
  carrierRefundsOfTransaction,
  claimCarrierRefund,
  dueCarrierRefunds,
  insertCarrierRefund,
  linkCarrierPayment,
  releaseCarrierRefund,
  settleCarrierRefund,
  type CarrierRefundRow,
  type CarrierRefundStatus,
} from '../../store/service/carrierAttention.js';
import { lockPaymentLinks } from '../../store/service/reservations.js';
import { updateVoucher, type VoucherValue } from '../../store/service/vouchers.js';
import { formatMinorAmount } from '../../texts/format.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import type { VoucherStatusCode } from '../contract/index.js';
import { carrierLabel, type CarrierLogger } from './carrierPayments.js';
import {
  CarrierAuthError,
  CarrierError,
  CarrierRequestError,
  CheckoutInputError,
  type CarrierName,
  type CarrierResolver,
  type HostedCheckoutCarrier,
} from './carriers/types.js';
import { randomCode } from './ids.js';
import type { CarrierAttentionEvent } from './payments.js';
import { EARLY_DEPARTURE_REFUND_DESCRIPTION } from './reservationChanges.js';

/** How long a process asking the carrier for a refund holds it before another may ask, ms (longer than any carrier call's time limit). */
const CLAIM_MS = 5 * 60_000;
/** Due refunds retried per reconciliation run, least recently tried first. */
const RETRY_BATCH = 100;

const SILENT: CarrierLogger = { info() {}, warn() {}, error() {} };

/** What the staff refunds need of the payments service (PaymentsService provides it): its hooks, inside the caller's transaction. */
export interface RefundPayments {
  notifyLinkChanged(tx: Tx, code: string, iso: string): Promise<void>;
  notifyCarrierAttention(tx: Tx, e: CarrierAttentionEvent): Promise<void>;
}

/** Options of {@link CarrierRefunds}. */
export interface CarrierRefundsOptions {
  store: Store;
  clock: Clock;
  payments: RefundPayments;
  /** The carrier accounts (the one a charge was paid into refunds it). */
  resolver: CarrierResolver;
  logger?: CarrierLogger;
}

/** A staff refund written by {@link CarrierRefunds.plan}: its id, where it stands, and the voucher record's refund columns to write. */
export interface PlannedRefund {
  id: number;
  status: 'due' | 'manual';
  /** Column → value of the voucher record (root status and `rf_*`), for the caller to write in its transaction. */
  columns: Record<string, VoucherValue>;
}

/** What {@link CarrierRefunds.plan} needs of the refund. */
export interface RefundRequest {
  /** The payment link whose charge is refunded (its voucher record carries the refund). */
  linkCode: string;
  voucherId: number;
  /** Refund in minor units of the charge's currency, > 0. */
  amountMinor: number;
  /** The voucher record's refund status once the carrier refunds it: total (everything paid) or partial. */
  refundCode: 'total_refound' | 'partial_refound';
  /** Now, ISO UTC. */
  iso: string;
}

/** Staff refunds through real carriers; see the module comment for the rules. */
export class CarrierRefunds {
  readonly #store: Store;
  readonly #clock: Clock;
  readonly #payments: RefundPayments;
  readonly #resolver: CarrierResolver;
  #log: CarrierLogger;

  constructor(o: CarrierRefundsOptions) {
    this.#store = o.store;
    this.#clock = o.clock;
    this.#payments = o.payments;
    this.#resolver = o.resolver;
    this.#log = o.logger ?? SILENT;
  }

  /** Log through `logger` from now on. */
  setLogger(logger: CarrierLogger): void {
    this.#log = logger;
  }

  /**
   * Inside the caller's transaction `tx` (endpoint 18's, with link
   * `r.linkCode` locked): when the link was paid through a real carrier,
   * write the refund (due, or manual when the carrier cannot make it, then
   * telling the attention hooks) and answer the voucher record's columns to
   * write; undefined when it was not (the sandbox's card form, paid by hand:
   * the caller records the refund as it always did). Asks the carrier
   * nothing: call {@link run} with the id once `tx` committed.
   */
  async plan(tx: Tx, r: RefundRequest): Promise<PlannedRefund | undefined> {
    const paid = await linkCarrierPayment(tx, r.linkCode);
    if (!paid) return undefined;
    const name = paid.carrier as CarrierName;
    const label = carrierLabel(name);
    let action: 'refund' | 'void' | null = null;
    let why: string | null = null;
    let carrier: HostedCheckoutCarrier | undefined;
    try {
      carrier = await this.#carrierOf(paid.account, name);
    } catch (err) {
      if (!(err instanceof CarrierError)) throw err;
      why = err.message;
    }
    if (!carrier) why ??= SERVICE_TEXTS.carrierAttention.accountGone;
    else if (r.amountMinor > paid.amountMinor) why = SERVICE_TEXTS.carrierAttention.overCharge(label, formatMinorAmount(paid.amountMinor, paid.currency));
    else {
      const caps = carrier.capabilities.reversals;
      const method = paid.method ?? '';
      const whole = r.amountMinor === paid.amountMinor;
      const refunds = Boolean(carrier.refund) && caps.refund !== null && (caps.refund.methods === 'all' || caps.refund.methods.includes(method));
      if (refunds && (whole || caps.refund?.partial)) action = 'refund';
      else if (whole && caps.voidMethods.includes(method)) action = 'void';
      else
        why =
          !whole && caps.voidMethods.includes(method)
            ? SERVICE_TEXTS.carrierAttention.voidOnlyWhole(label)
            : SERVICE_TEXTS.carrierAttention.unsupported(label, method);
    }
    const status: 'due' | 'manual' = action ? 'due' : 'manual';
    const row = {
      linkCode: r.linkCode,
      voucherId: r.voucherId,
      carrier: paid.carrier,
      account: paid.account,
      transactionId: paid.transactionId,
      method: paid.method,
      amountMinor: r.amountMinor,
      currency: paid.currency,
      chargeMinor: paid.amountMinor,
      action,
      idempotencyKey: randomCode('refund-', 16),
      status,
      refundCode: r.refundCode,
      error: why,
      createdAt: r.iso,
    };
    const id = await insertCarrierRefund(tx, row);
    if (status === 'manual') await this.#tellManual(tx, row, why, r.iso);
    return { id, status, columns: refundColumns(row, status, why, r.iso) };
  }

  /**
   * Ask the carrier for due refund `id` (outside any transaction) and record
   * its answer: done, manual (refused, or the account is gone: staff hear of
   * it), or still due (the carrier could not be reached: retried by
   * reconciliation). Asks only when this process claims it (another may be
   * asking). Never throws for the carrier's failures; answers where the
   * refund stands (undefined for an unknown id).
   */
  async run(id: number): Promise<CarrierRefundStatus | undefined> {
    const now = this.#clock.now();
    if (!(await claimCarrierRefund(this.#store.current, id, now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString())))
      return (await carrierRefundById(this.#store.current, id))?.status;
    const r = (await carrierRefundById(this.#store.current, id))!;
    const name = r.carrier as CarrierName;
    let carrier: HostedCheckoutCarrier | undefined;
    try {
      carrier = await this.#carrierOf(r.account, name);
    } catch (err) {
      if (!(err instanceof CarrierError)) throw err;
      return this.#settle(r, 'manual', err.message);
    }
    if (!carrier || !r.action) return this.#settle(r, 'manual', r.error ?? SERVICE_TEXTS.carrierAttention.accountGone);
    try {
      if (r.action === 'refund') {
        if (!carrier.refund) return this.#settle(r, 'manual', SERVICE_TEXTS.carrierAttention.unsupported(carrierLabel(name), r.method ?? ''));
        // The whole charge is refunded without an amount: the carrier refunds what is left, centavos included.
        await carrier.refund(r.transactionId, { amountMinor: r.amountMinor === r.chargeMinor ? undefined : r.amountMinor, idempotencyKey: r.idempotencyKey });
      } else await carrier.void(r.transactionId);
    } catch (err) {
      // A void refused because the transaction is voided already (an earlier try whose answer was lost) is done.
      if (r.action === 'void' && err instanceof CarrierRequestError && (await this.#voided(carrier, r.transactionId))) return this.#settle(r, 'done', null);
      if (err instanceof CarrierRequestError || err instanceof CarrierAuthError || err instanceof CheckoutInputError)
        return this.#settle(r, 'manual', err.message);
      const message = err instanceof Error ? err.message : String(err);
      await releaseCarrierRefund(this.#store.current, r.id, message, this.#clock.now().toISOString());
      if (err instanceof CarrierError) this.#log.warn({ carrier: name, transaction: r.transactionId, code: err.code }, 'carrier refund will be retried');
      else this.#log.error({ carrier: name, transaction: r.transactionId, err }, 'carrier refund failed unexpectedly; it will be retried');
      return 'due';
    }
    return this.#settle(r, 'done', null);
  }

  /** Ask again for the due refunds nobody is asking for (reconciliation); answers how many are done now. */
  async retryDue(): Promise<number> {
    let done = 0;
    for (const r of await dueCarrierRefunds(this.#store.current, this.#clock.now().toISOString(), RETRY_BATCH)) if ((await this.run(r.id)) === 'done') done++;
    return done;
  }

  /**
   * The carrier told (inside transaction `tx`, link locked) that transaction
   * `e.transactionId` was voided after it paid a link: when a staff refund of
   * the whole charge explains it, that refund is done (if it was not yet) and
   * true is answered — the void is the service's own (or staff's at the
   * carrier's dashboard), nothing to report. False otherwise.
   */
  async confirmVoided(tx: Tx, e: Pick<CarrierAttentionEvent, 'carrier' | 'transactionId' | 'iso'>): Promise<boolean> {
    const whole = (await carrierRefundsOfTransaction(tx, e.carrier, e.transactionId)).find((r) => r.amountMinor === r.chargeMinor);
    if (!whole) return false;
    if (whole.status !== 'done') await this.#settleIn(tx, whole, 'done', null, e.iso, ['due', 'manual']);
    return true;
  }

  /** The adapter of `account` when it is still at carrier `name`. @throws CarrierError when the account cannot be used. */
  async #carrierOf(account: string, name: CarrierName): Promise<HostedCheckoutCarrier | undefined> {
    const carrier = await this.#resolver.byAccount(account);
    return carrier?.name === name ? carrier : undefined;
  }

  /** Whether the carrier holds transaction `id` voided (false when it cannot be asked). */
  async #voided(carrier: HostedCheckoutCarrier, id: string): Promise<boolean> {
    try {
      return (await carrier.transaction(id))?.status === 'voided';
    } catch (err) {
      if (err instanceof CarrierError) return false;
      throw err;
    }
  }

  /** Record how due refund `r` ended, in a transaction of its own (the link locked first, the order payments take). */
  async #settle(r: CarrierRefundRow, status: 'done' | 'manual', error: string | null): Promise<CarrierRefundStatus> {
    const iso = this.#clock.now().toISOString();
    await this.#store.transaction((tx) => this.#settleIn(tx, r, status, error, iso, ['due']));
    if (status === 'manual') this.#log.error({ carrier: r.carrier, transaction: r.transactionId, error }, 'early-departure refund must be made by staff');
    return (await carrierRefundById(this.#store.current, r.id))?.status ?? status;
  }

  /**
   * Inside `tx`: move refund `r` from one of `from` to `status`, write its
   * voucher record's refund columns, tell the attention hooks of a manual one
   * and the link's hooks (voucher ledger, feeds). Nothing when it had moved
   * already (another process, the carrier's news).
   */
  async #settleIn(tx: Tx, r: CarrierRefundRow, status: 'done' | 'manual', error: string | null, iso: string, from: CarrierRefundStatus[]): Promise<void> {
    await lockPaymentLinks(tx, [r.linkCode]);
    if (!(await settleCarrierRefund(tx, r.id, status, error, iso, from))) return;
    await updateVoucher(tx, r.voucherId, refundColumns(r, status, error, iso), iso);
    if (status === 'manual') await this.#tellManual(tx, r, error, iso);
    await this.#payments.notifyLinkChanged(tx, r.linkCode, iso);
  }

  /** Tell the attention hooks that staff must make refund `r` by hand (`why`: the reason, Spanish). */
  async #tellManual(tx: Tx, r: Pick<CarrierRefundRow, 'linkCode' | 'carrier' | 'transactionId' | 'amountMinor' | 'currency'>, why: string | null, iso: string) {
    await this.#payments.notifyCarrierAttention(tx, {
      linkCode: r.linkCode,
      carrier: r.carrier,
      transactionId: r.transactionId,
      kind: 'early_departure_refund',
      reversal: 'manual',
      reversalError: why,
      amountMinor: r.amountMinor,
      currency: r.currency,
      iso,
    });
  }
}

/**
 * The voucher record's columns of staff refund `r` in state `state` at `iso`:
 * in process while due ('Reembolso: Aprobación pendiente'), its total or
 * partial code once done ('Reembolso: Aprobado'), pending when staff must
 * make it (`why` in the description). The root status follows the refund,
 * as for every refund; the refund's transaction id is the carrier's id of
 * the charge refunded.
 */
function refundColumns(
  r: Pick<CarrierRefundRow, 'carrier' | 'transactionId' | 'amountMinor' | 'currency' | 'refundCode'>,
  state: CarrierRefundStatus,
  why: string | null,
  iso: string,
): Record<string, VoucherValue> {
  const code: VoucherStatusCode = state === 'done' ? r.refundCode : state === 'manual' ? 'pending_refound' : 'in_process_refound';
  return {
    payment_status_code: code,
    rf_status_code: code,
    rf_status_detail: state === 'done' ? 'Reembolso: Aprobado' : 'Reembolso: Aprobación pendiente',
    rf_authorization_code: null,
    rf_transaction_id: r.transactionId,
    rf_description: SERVICE_TEXTS.carrierAttention.earlyDeparture(EARLY_DEPARTURE_REFUND_DESCRIPTION, carrierLabel(r.carrier as CarrierName), state, why),
    rf_refund_date: iso,
    rf_amount_minor: r.amountMinor,
    rf_currency: r.currency,
  };
}
