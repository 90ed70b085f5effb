/**
 * The transaction status record (endpoint 13, and the body of the transaction
 * webhook, Event 2): of a payment link's latest charge, or of a charge at a
 * hotel's virtual terminal (a `terminal_payment` voucher record).
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../store/db.js';
import { toBogotaIso } from '../../clock.js';
import {
  TRANSACTION_STATUS_DETAIL,
  type TransactionStatusCode,
  type TransactionStatusRecord,
  type VoucherStatusCode,
} from '../contract/index.js';
import { NotFoundError } from './errors.js';
import { assertHotel, type Principal } from './principal.js';
import { voucherUrl, type VoucherRow } from './vouchers.js';

interface Row {
  code: string;
  linkStatus: string;
  externalRefId: string | null;
  successUrl: string | null;
  failureUrl: string | null;
  createdAt: string;
  attemptId: number | null;
  attemptStatus: string | null;
  declineReason: string | null;
  transactionId: string | null;
  attemptAt: string | null;
}

/**
 * The endpoint-13 record of link `code` as of now: its latest charge attempt
 * (applied, rejected, in process), or `pending` with no attempt, or
 * `cancelled` when it expired unpaid. `details.id` is the attempt's internal
 * id (the link code while there is none); `voucher_url` is the hosted page of
 * the link once paid. Undefined when the link does not exist.
 */
export function transactionStatusRecord(db: Db, publicBaseUrl: string, code: string): TransactionStatusRecord | undefined {
  const r = db
    .prepare<[string], Row>(
      `SELECT l.code, l.status AS linkStatus, l.external_ref_id AS externalRefId, l.success_url AS successUrl, l.failure_url AS failureUrl,
              l.created_at AS createdAt, a.id AS attemptId, a.status AS attemptStatus, a.decline_reason AS declineReason,
              a.transaction_id AS transactionId, a.updated_at AS attemptAt
         FROM payment_links l LEFT JOIN payment_attempts a ON a.id = (SELECT MAX(id) FROM payment_attempts WHERE link_code = l.code)
        WHERE l.code = ?`,
    )
    .get(code);
  if (!r) return undefined;
  let status: TransactionStatusCode;
  if (r.attemptStatus === 'applied') status = 'applied';
  else if (r.attemptStatus === 'in_process') status = 'in_process';
  // A charge sent to the carrier whose answer is not recorded yet (in flight, or awaiting recovery after a crash).
  else if (r.linkStatus === 'in_process') status = 'in_process';
  else if (r.linkStatus === 'expired') status = 'cancelled';
  else if (r.attemptStatus === 'rejected' || r.attemptStatus === 'invalid_card') status = 'rejected';
  else status = 'pending';
  const comments: Record<TransactionStatusCode, string> = {
    applied: 'Pago aprobado por la entidad',
    in_process: 'La entidad está procesando el pago',
    cancelled: 'El link de pago venció sin un pago aprobado',
    rejected: r.declineReason ?? 'Pago rechazado',
    pending: 'Aún no se ha intentado el pago',
    error: 'Error al procesar el pago',
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
  const comments: Record<TransactionStatusCode, string> = {
    applied: row.tx_status_code ? 'Pago aprobado por la entidad en el datáfono virtual del hotel' : 'Pago registrado por el hotel',
    in_process: 'La entidad está procesando el pago',
    cancelled: 'El cobro en el datáfono virtual fue cancelado',
    rejected: 'Pago rechazado',
    pending: 'El cobro en el datáfono virtual aún no se ha realizado',
    error: 'Error al procesar el pago',
  };
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

/** Parameters of the endpoint-13 lookups. `number` is the reference as a reservation number, null when it is not one. */
interface Lookup {
  ref: string;
  number: number | null;
  hotel: number;
  kind: 'link' | 'chatbot_booking';
  principal: number | null;
  key: number;
}

/**
 * SQL of the payment-link lookup: the links of kind `@kind` at hotel
 * `@hotel` that the reference names — the link code, the carrier
 * transaction id of any of its charges, the `reservation_id` of its voucher
 * record (a link's `external_ref_id`, a chatbot booking's reservation
 * number) or a chatbot id — restricted to those passing `visible`, so another
 * tenant's link with the same reference never hides the caller's own. The
 * exact code wins, then the newest link.
 */
function linkLookupSql(visible: string): string {
  return `SELECT l.code FROM payment_links l
           WHERE l.code IN (SELECT @ref
                            UNION ALL SELECT link_code FROM payment_attempts WHERE transaction_id = @ref
                            UNION ALL SELECT payment_link_code FROM vouchers WHERE hotel_id = @hotel AND reservation_id = @ref
                            UNION ALL SELECT payment_link_code FROM chatbot_bookings WHERE chatbot_id = @ref)
             AND l.hotel_id = @hotel AND l.kind = @kind AND ${visible}
           ORDER BY l.code = @ref DESC, l.created_at DESC, l.rowid DESC LIMIT 1`;
}

/**
 * SQL of the virtual-terminal lookup: the `terminal_payment` voucher records
 * of hotel `@hotel` whose carrier transaction id is the reference, or whose
 * reservation has it as booking number (reservation number or CRS id). A
 * transaction id match wins, then the newest record.
 */
const TERMINAL_LOOKUP_SQL = `
  SELECT v.* FROM vouchers v
   WHERE v.id IN (SELECT id FROM vouchers WHERE hotel_id = @hotel AND operation_type = 'terminal_payment' AND tx_transaction_id = @ref
                  UNION ALL
                  SELECT t.id FROM reservations r JOIN vouchers t ON t.cm_reservation_id = r.id AND t.operation_type = 'terminal_payment'
                   WHERE r.id = @number AND r.hotel_id = @hotel
                  UNION ALL
                  SELECT t.id FROM reservations r JOIN vouchers t ON t.cm_reservation_id = r.id AND t.operation_type = 'terminal_payment'
                   WHERE r.hotel_id = @hotel AND r.crs_id = @ref)
   ORDER BY COALESCE(v.tx_transaction_id = @ref, 0) DESC, v.id DESC LIMIT 1`;

/**
 * Endpoint 13. `ref_number` is the reference the payment process handed
 * out, looked up only among what the caller may see (operator and channel
 * manager: everything; a hotel key: its hotel's; an agency key: the links and
 * chatbot bookings created for it or by its key), in the query itself:
 * - `payment_link` (links of endpoint 14): the link code, the carrier
 *   transaction id of one of its charges, or its `external_ref_id`;
 * - `automated` (chatbot bookings, charged through their own link): the
 *   chatbot id, the link code, a carrier transaction id, or the
 *   reservation number of the booking;
 * - `virtual_terminal` (`terminal_payment` charges at the hotel's virtual
 *   terminal): the carrier transaction id, or the reservation's booking
 *   number (reservation number or CRS id). Agencies have none.
 * A reference that names several, the newest.
 */
export class TransactionsService {
  readonly #links: Record<'all' | 'hotel' | 'agency', Statement<[Lookup], { code: string }>>;
  readonly #terminal: Statement<[Omit<Lookup, 'kind' | 'principal' | 'key'>], VoucherRow>;

  constructor(
    private readonly db: Db,
    private readonly payments: { publicBase: string },
  ) {
    this.#links = {
      all: db.prepare(linkLookupSql('1 = 1')),
      hotel: db.prepare(linkLookupSql('(l.hotel_id = @principal OR l.api_key_id = @key)')),
      agency: db.prepare(linkLookupSql('(l.agency_id = @principal OR l.api_key_id = @key)')),
    };
    this.#terminal = db.prepare(TERMINAL_LOOKUP_SQL);
  }

  /**
   * The transaction status record of reference `ref` of hotel `hotelId` (internal id).
   * @throws ForbiddenError when the key may not act on that hotel; NotFoundError when no such reference exists for it.
   */
  status(principal: Principal, hotelId: number, ref: string, type: TransactionType): TransactionStatusRecord {
    assertHotel(principal, hotelId);
    const missing = () => new NotFoundError(`No existe una transacción ${type} con la referencia ${ref} en el hotel ${hotelId}`);
    const number = /^\d{1,15}$/.test(ref) ? Number(ref) : null;
    if (type === 'virtual_terminal') {
      // Charges at the hotel's terminal belong to the hotel: never to an agency.
      const row = principal.kind === 'agency' ? undefined : this.#terminal.get({ ref, number, hotel: hotelId });
      if (!row) throw missing();
      return terminalStatusRecord(row, this.payments.publicBase);
    }
    const stmt = principal.kind === 'hotel' ? this.#links.hotel : principal.kind === 'agency' ? this.#links.agency : this.#links.all;
    const link = stmt.get({ ref, number, hotel: hotelId, kind: type === 'payment_link' ? 'link' : 'chatbot_booking', principal: principal.id, key: principal.keyId });
    if (!link) throw missing();
    return transactionStatusRecord(this.db, this.payments.publicBase, link.code)!;
  }
}
