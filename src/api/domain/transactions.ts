/**
 * The transaction status record of a payment link's latest charge: the body
 * of endpoint 13 and of the transaction webhook (Event 2).
 */
import type { Db } from '../../store/db.js';
import { toBogotaIso } from '../../clock.js';
import { TRANSACTION_STATUS_DETAIL, type TransactionStatusCode, type TransactionStatusRecord } from '../contract/index.js';

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
