/**
 * The transaction status record (endpoint 13, and the body of the transaction
 * webhook, Event 2): of a payment link's latest charge, or of a charge at a
 * hotel's virtual terminal (a `terminal_payment` voucher record).
 */
import type { Executor, Store } from '../../store/sql.js';
import { linkStatusRow, lookupLinkCode, lookupTerminalVoucher, type LinkLookupScope } from '../../store/service/transactions.js';
import { toBogotaIso, type Clock } from '../../clock.js';
import {
  chatbotIdKey,
  fromMinor,
  TRANSACTION_STATUS_DETAIL,
  type TransactionStatusCode,
  type TransactionStatusRecord,
  type VoucherStatusCode,
} from '../contract/index.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { NotFoundError } from './errors.js';
import { assertHotel, type Principal } from './principal.js';
import { voucherUrl, type VoucherRow } from './vouchers.js';
import { linkStatusAt } from './payments.js';

/**
 * The endpoint-13 record of link `code` as of now: its latest charge attempt
 * (applied, rejected, in process), or `pending` with no attempt, or
 * `cancelled` when it expired unpaid. `details.id` is the attempt's internal
 * id (the link code while there is none); `voucher_url` is the hosted page of
 * the link once paid; `payment_link` (an extension) says what the link asks
 * for and until when. A link past its expiry is `cancelled` as of `now`,
 * whether or not a sweep has written it ({@link linkStatusAt}). Undefined
 * when the link does not exist. Async; reads on `ex`, the store's executor
 * or the caller's transaction (the transaction webhook builds it inside the
 * payment's transaction).
 */
export async function transactionStatusRecord(ex: Executor, publicBaseUrl: string, code: string, now: Date): Promise<TransactionStatusRecord | undefined> {
  const found = await linkStatusRow(ex, code);
  if (!found) return undefined;
  const r = { ...found, linkStatus: linkStatusAt({ status: found.linkStatus, expiresAt: found.expiresAt }, now) };
  let status: TransactionStatusCode;
  if (r.attemptStatus === 'applied') status = 'applied';
  else if (r.attemptStatus === 'in_process') status = 'in_process';
  // A charge sent to the carrier whose answer is not recorded yet (in flight, or awaiting recovery after a crash).
  else if (r.linkStatus === 'in_process') status = 'in_process';
  else if (r.linkStatus === 'expired') status = 'cancelled';
  else if (r.attemptStatus === 'rejected' || r.attemptStatus === 'invalid_card') status = 'rejected';
  else status = 'pending';
  const comments: Record<TransactionStatusCode, string> = {
    ...SERVICE_TEXTS.linkChargeComments,
    rejected: r.declineReason ?? SERVICE_TEXTS.linkChargeComments.rejected,
  };
  const base = publicBaseUrl.replace(/\/+$/, '');
  return {
    voucher_url: status === 'applied' ? `${base}/pay/${r.code}` : null,
    redirect_url: status === 'applied' ? r.successUrl : status === 'rejected' ? r.failureUrl : null,
    details: {
      type: 'charge',
      id: r.attemptId !== null ? String(r.attemptId) : r.code,
      external_ref_id: r.externalRefId ?? '',
      status_code: status,
      status_detail: TRANSACTION_STATUS_DETAIL[status],
      comments: comments[status],
      transaction_id: r.transactionId ?? '',
      transaction_date: toBogotaIso(new Date(r.attemptAt ?? r.createdAt)),
    },
    payment_link: {
      amount: fromMinor(r.amountMinor),
      currency: r.currency,
      description: r.description,
      guest_name: r.guestName,
      expiration_date: toBogotaIso(new Date(r.expiresAt)),
    },
  };
}

/** Endpoint 13 `transaction_type` values. */
export type TransactionType = 'virtual_terminal' | 'payment_link' | 'automated';

/** The endpoint-13 status of a voucher status code: what became of the charge itself (a refund afterwards leaves it applied). */
export function chargeStatusOf(code: VoucherStatusCode): TransactionStatusCode {
  switch (code) {
    case 'applied':
    case 'early_checkout':
    case 'partial_refound':
    case 'total_refound':
    case 'rejected_refound':
    case 'pending_refound':
    case 'in_process_refound':
      return 'applied';
    case 'in_process':
    case 'in_validation':
      return 'in_process';
    case 'rejected':
    case 'invalid_card':
    case 'invalid_card_data':
      return 'rejected';
    case 'cancelled':
    case 'cancelled_charge':
    case 'overdue':
      return 'cancelled';
    case 'error':
      return 'error';
    case 'pending':
    case 'no_card_data':
      return 'pending';
  }
}

/**
 * The endpoint-13 record of a charge at the hotel's virtual terminal (a
 * `terminal_payment` voucher record). The status is the charge's
 * (`transaction.status_code`) when the carrier charged a card, else the
 * record's own (money registered by the hotel, a charge still pending or
 * cancelled). `details.id` is the voucher record's id, `external_ref_id` its
 * reservation number, `transaction_id` the carrier's (empty without a
 * charge); `voucher_url` the record's voucher page once applied.
 */
export function terminalStatusRecord(row: VoucherRow, publicBase: string): TransactionStatusRecord {
  const status = chargeStatusOf(row.tx_status_code ?? row.payment_status_code);
  const { appliedByCarrier, appliedByHotel, ...others } = SERVICE_TEXTS.terminalChargeComments;
  const comments: Record<TransactionStatusCode, string> = { ...others, applied: row.tx_status_code ? appliedByCarrier : appliedByHotel };
  return {
    voucher_url: status === 'applied' ? voucherUrl(publicBase.replace(/\/+$/, ''), row) : null,
    redirect_url: null,
    details: {
      type: 'charge',
      id: String(row.id),
      external_ref_id: row.reservation_id,
      status_code: status,
      status_detail: TRANSACTION_STATUS_DETAIL[status],
      comments: comments[status],
      transaction_id: row.tx_transaction_id ?? '',
      transaction_date: toBogotaIso(new Date(row.tx_payment_date ?? row.updated_at)),
    },
  };
}

/**
 * Endpoint 13. `ref_number` is the reference the payment process handed
 * out, looked up only among what the caller may see (operator and channel
 * manager: everything; a hotel key: its hotel's; an agency key: the links and
 * chatbot bookings created for it or by its key), in the query itself:
 * - `payment_link` (links of endpoint 14): the link code, the carrier
 *   transaction id of one of its charges, or its `external_ref_id`;
 * - `automated` (chatbot bookings, charged through their own link): the
 *   chatbot id (a booking code in any case, with or without its dashes, or a
 *   legacy `cb_…` id exactly: {@link chatbotIdKey}), the link code, a carrier
 *   transaction id, or the reservation number of the booking;
 * - `virtual_terminal` (`terminal_payment` charges at the hotel's virtual
 *   terminal): the carrier transaction id, or the reservation's booking
 *   number (reservation number or CRS id). Agencies have none.
 * A reference that names several, the newest.
 */
export class TransactionsService {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly payments: { publicBase: string },
  ) {}

  /**
   * Endpoint 13: the transaction status record of reference `ref` of hotel
   * `hotelId` (internal id). Async, outside any transaction.
   * @throws ForbiddenError when the key may not act on that hotel; NotFoundError when no such reference exists for it.
   */
  async getTransactionStatus(principal: Principal, hotelId: number, ref: string, type: TransactionType): Promise<TransactionStatusRecord> {
    assertHotel(principal, hotelId);
    const missing = () => new NotFoundError(SERVICE_TEXTS.transactionNotFound(type, ref, hotelId));
    const ex = this.store.current;
    if (type === 'virtual_terminal') {
      const number = /^\d{1,15}$/.test(ref) ? Number(ref) : null;
      // Charges at the hotel's terminal belong to the hotel: never to an agency.
      const row = principal.kind === 'agency' ? undefined : await lookupTerminalVoucher<VoucherRow>(ex, { ref, number, hotelId });
      if (!row) throw missing();
      return terminalStatusRecord(row, this.payments.publicBase);
    }
    const scope: LinkLookupScope =
      principal.kind === 'hotel' || principal.kind === 'agency' ? { kind: principal.kind, principalId: principal.id, keyId: principal.keyId } : { kind: 'all' };
    const code = await lookupLinkCode(ex, { ref, chatbotId: chatbotIdKey(ref), hotelId, kind: type === 'payment_link' ? 'link' : 'chatbot_booking', scope });
    if (code === undefined) throw missing();
    const record = await transactionStatusRecord(ex, this.payments.publicBase, code, this.clock.now());
    if (!record) throw missing();
    return record;
  }
}
