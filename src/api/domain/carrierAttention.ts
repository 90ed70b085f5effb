/**
 * What hotel staff hear of carrier payments that need them: the listener of
 * the payments' `carrierAttention` hook, and the hotel's attention list
 * (`GET /v2/transactions/carrier-attention/hotel/{hotel_id}`), which the
 * Slack app's live feed reads beside the voucher feed (endpoint 6).
 *
 * Rules (how staff see each event, never falsifying the record of the
 * payment that stands — a voucher record has one charge and one refund):
 * - Every event is a notice of the list, written in the transaction that
 *   decided it, once per state (a reversal asked, then done or left to
 *   staff, are two notices), numbered from the voucher records' change
 *   sequence, so a list read "after N" skips nothing.
 * - `late_reversed` (a late approval reversed: the rooms were gone) is on the
 *   booking's voucher record too: its charge approved and its reversal as the
 *   refund (`in_process_refound` while due, `total_refound` once the carrier
 *   reversed it, `pending_refound` when staff must refund it by hand). The
 *   voucher ledger computes it from the carrier transaction; when the
 *   reversal ends, the link's hooks are told so the record follows.
 * - `duplicate_reversed`, `late_rebooked`, `late_paid` and
 *   `voided_after_paid` change no voucher record (the payment that stands is
 *   the one it shows): the list alone tells them.
 * - A `voided_after_paid` that a staff refund of the whole charge explains
 *   (the service's own void or refund after an early departure, or one staff
 *   made at the carrier's dashboard) is no news: that refund is done, no
 *   notice ({@link CarrierRefunds.confirmVoided}).
 * - `early_departure_refund`: a staff refund the carrier cannot make; its
 *   voucher record says `pending_refound`, the notice says why.
 */
import type { Tx } from '../../store/sql.js';
import { carrierTransactionMethod, insertAttention, type AttentionRow } from '../../store/service/carrierAttention.js';
import * as links from '../../store/service/paymentLinks.js';
import { toBogotaIso } from '../../clock.js';
import { formatMinorAmount } from '../../texts/format.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { fromMinor, type CarrierAttentionItem } from '../contract/index.js';
import { carrierLabel } from './carrierPayments.js';
import type { CarrierRefunds } from './carrierRefunds.js';
import type { CarrierName } from './carriers/types.js';
import type { CarrierAttentionEvent } from './payments.js';

/** Keeps the attention list: the payments' `carrierAttention` listener. */
export class CarrierAttentionLog {
  /**
   * @param payments the link hooks (voucher ledger), told again when the reversal of a late approval ends.
   * @param refunds the staff refunds, which a carrier's void may confirm.
   */
  constructor(
    private readonly payments: { notifyLinkChanged(tx: Tx, code: string, iso: string): Promise<void> },
    private readonly refunds: Pick<CarrierRefunds, 'confirmVoided'>,
  ) {}

  /**
   * Record event `e` inside the transaction `tx` that decided it (see the
   * module comment): a notice of the link's hotel, the voucher record of a
   * late approval's reversal brought up to date, or the confirmation of a
   * staff refund.
   */
  async record(tx: Tx, e: CarrierAttentionEvent): Promise<void> {
    if (e.kind === 'voided_after_paid' && (await this.refunds.confirmVoided(tx, e))) return;
    const link = await links.paymentLinkByCode(tx, e.linkCode);
    if (!link) return;
    // The decision's own transaction recomputed the record already; the end of the reversal is told only here.
    if (e.kind === 'late_reversed') await this.payments.notifyLinkChanged(tx, e.linkCode, e.iso);
    await insertAttention(tx, {
      hotelId: link.hotelId,
      linkCode: e.linkCode,
      carrier: e.carrier,
      transactionId: e.transactionId,
      method: await carrierTransactionMethod(tx, e.carrier, e.transactionId),
      kind: e.kind,
      reversal: e.reversal,
      reversalError: e.reversalError,
      amountMinor: e.amountMinor,
      currency: e.currency,
      createdAt: e.iso,
    });
  }
}

/**
 * The wire item of notice `row` (see the contract's `CarrierAttentionItem`):
 * the amount in major units, the instant with Bogotá's offset, the page of
 * its payment link as `voucher_url`, and a Spanish `message` for staff that
 * names the booking by its code, else its reservation number, else the
 * link's reference.
 */
export function toAttentionItem(row: AttentionRow, publicBase: string): CarrierAttentionItem {
  const ref = row.bookingCode ?? row.reservationId ?? row.linkCode;
  return {
    id: row.id,
    kind: row.kind,
    reversal: row.reversal,
    reversal_error: row.reversalError,
    carrier: row.carrier,
    transaction_id: row.transactionId,
    payment_method: row.method,
    amount: fromMinor(row.amountMinor),
    currency: row.currency,
    payment_link_code: row.linkCode,
    booking_code: row.bookingCode,
    reservation_id: row.reservationId,
    voucher_id: row.voucherId === null ? null : Number(row.voucherId),
    guest: row.guest,
    message: SERVICE_TEXTS.carrierAttention.message({
      kind: row.kind,
      reversal: row.reversal,
      reversalError: row.reversalError,
      carrier: carrierLabel(row.carrier as CarrierName),
      ref,
      amount: formatMinorAmount(row.amountMinor, row.currency),
      transactionId: row.transactionId,
    }),
    voucher_url: `${publicBase}/pay/${row.linkCode}`,
    created_at: toBogotaIso(new Date(row.createdAt)),
  };
}
