/**
 * The transaction status record of a payment link's latest charge: the body
 * of endpoint 13 and of the transaction webhook (Event 2).
 */
import type { Db } from '../../store/db.js';
import { toBogotaIso } from '../../clock.js';
import { TRANSACTION_STATUS_DETAIL, type TransactionStatusCode, type TransactionStatusRecord } from '../contract/index.js';
import { NotFoundError } from './errors.js';
import { assertHotel, ownsRecord, type Principal } from './principal.js';

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

/**
 * Endpoint 13 over the service's payment links. `ref_number` is the
 * reference the payment process handed out: the payment link code, the
 * carrier transaction id of one of its charges, or (for `automated`, the
 * chatbot bookings charged through their own link) the chatbot id.
 * `payment_link` covers links created with endpoint 14; `automated` covers
 * chatbot-booking links; this service has no virtual terminal, so
 * `virtual_terminal` references never exist (404).
 */
export class TransactionsService {
  constructor(
    private readonly db: Db,
    private readonly payments: { publicBase: string },
  ) {}

  /**
   * The transaction status record of reference `ref` of hotel `hotelId` (internal id).
   * @throws ForbiddenError when the key may not act on that hotel; NotFoundError when no such reference exists for it.
   */
  status(principal: Principal, hotelId: number, ref: string, type: TransactionType): TransactionStatusRecord {
    assertHotel(principal, hotelId);
    const kind = type === 'payment_link' ? 'link' : type === 'automated' ? 'chatbot_booking' : null;
    const link = kind
      ? this.db
          .prepare<[string, string, string, number, string], { code: string; hotelId: number | null; agencyId: number | null; apiKeyId: number }>(
            `SELECT code, hotel_id AS hotelId, agency_id AS agencyId, api_key_id AS apiKeyId FROM payment_links
              WHERE (code = ? OR code = (SELECT link_code FROM payment_attempts WHERE transaction_id = ?) OR reservation_id = ?)
                AND hotel_id = ? AND kind = ?`,
          )
          .get(ref, ref, ref, hotelId, kind)
      : undefined;
    if (!link || !ownsRecord(principal, link)) throw new NotFoundError(`No existe una transacción ${type} con la referencia ${ref} en el hotel ${hotelId}`);
    return transactionStatusRecord(this.db, this.payments.publicBase, link.code)!;
  }
}
