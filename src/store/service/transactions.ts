/**
 * Repository of the transaction status lookups (endpoint 13 and the
 * transaction webhook): a payment link with its latest charge attempt, the
 * links and virtual-terminal voucher records a caller's reference names, and
 * the carrier transaction id of an attempt. Every function takes the
 * executor first, so it runs inside the caller's transaction or on its own.
 */
import { first, sql } from '../sql.js';
import type { ServiceExecutor } from './database.js';

/** A payment link with its latest charge attempt (the attempt's fields null without one). Instants ISO UTC. */
export interface LinkStatusRow {
  code: string;
  linkStatus: string;
  /** When the link stops taking payments (ISO 8601). */
  expiresAt: string;
  /** What the link asks for, minor units of `currency`. */
  amountMinor: number;
  currency: string;
  description: string;
  guestName: string;
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

/** Payment link `code` and its latest charge attempt (highest id), or undefined when the link does not exist. */
export async function linkStatusRow(ex: ServiceExecutor, code: string): Promise<LinkStatusRow | undefined> {
  return first<LinkStatusRow>(
    ex,
    sql`SELECT l.code, l.status AS "linkStatus", l.expires_at AS "expiresAt", l.amount_minor AS "amountMinor", l.currency, l.description,
               l.guest_name AS "guestName", l.external_ref_id AS "externalRefId", l.success_url AS "successUrl",
               l.failure_url AS "failureUrl", l.created_at AS "createdAt", a.id AS "attemptId", a.status AS "attemptStatus",
               a.decline_reason AS "declineReason", a.transaction_id AS "transactionId", a.updated_at AS "attemptAt"
          FROM payment_links l LEFT JOIN payment_attempts a ON a.id = (SELECT MAX(id) FROM payment_attempts WHERE link_code = l.code)
         WHERE l.code = ${code}`,
  );
}

/** The carrier transaction id of charge attempt `attemptId`, or undefined when there is no such attempt. */
export async function attemptTransactionId(ex: ServiceExecutor, attemptId: number): Promise<string | undefined> {
  return (await first<{ t: string }>(ex, sql`SELECT transaction_id AS t FROM payment_attempts WHERE id = ${attemptId}`))?.t;
}

/** Who looks a link up: everything, a hotel's (id) or an agency's (id), plus whatever its key (id) created. */
export type LinkLookupScope = { kind: 'all' } | { kind: 'hotel' | 'agency'; principalId: number | null; keyId: number };

/**
 * The code of the payment link of kind `kind` at hotel `hotelId` that
 * reference `ref` names — the link code, the carrier transaction id of any of
 * its charges, the `reservation_id` of its voucher record (a link's
 * `external_ref_id`, a chatbot booking's reservation number) or, read as a
 * chatbot id, `chatbotId` (the caller's reading of `ref`: a typed booking code
 * in its printed form, else `ref` itself) — among the links `scope` may see,
 * so another tenant's link with the same reference never hides the caller's
 * own. The exact code wins, then the newest link (creation instant, then
 * insertion order: `seq`).
 */
export async function lookupLinkCode(
  ex: ServiceExecutor,
  q: { ref: string; chatbotId: string; hotelId: number; kind: 'link' | 'chatbot_booking'; scope: LinkLookupScope },
): Promise<string | undefined> {
  const { ref, chatbotId, hotelId, scope } = q;
  const visible =
    scope.kind === 'all'
      ? sql`1 = 1`
      : scope.kind === 'hotel'
        ? sql`(l.hotel_id = ${scope.principalId} OR l.api_key_id = ${scope.keyId})`
        : sql`(l.agency_id = ${scope.principalId} OR l.api_key_id = ${scope.keyId})`;
  const r = await first<{ code: string }>(
    ex,
    sql`SELECT l.code FROM payment_links l
         WHERE l.code IN (SELECT CAST(${ref} AS TEXT)
                          UNION ALL SELECT link_code FROM payment_attempts WHERE transaction_id = ${ref}
                          UNION ALL SELECT payment_link_code FROM vouchers WHERE hotel_id = ${hotelId} AND reservation_id = ${ref}
                          UNION ALL SELECT payment_link_code FROM chatbot_bookings WHERE chatbot_id = ${chatbotId})
           AND l.hotel_id = ${hotelId} AND l.kind = ${q.kind} AND ${visible}
         ORDER BY CASE WHEN l.code = ${ref} THEN 1 ELSE 0 END DESC, l.created_at DESC, l.seq DESC
         LIMIT 1`,
  );
  return r?.code;
}

/**
 * The `terminal_payment` voucher record (all its columns) of hotel `hotelId`
 * that reference `ref` names: its carrier transaction id, or the booking
 * number of its reservation (`number`, the reference as a reservation
 * number, null when it is not one; or the CRS id). A transaction id match
 * wins, then the newest record. Undefined when none.
 */
export async function lookupTerminalVoucher<Row>(ex: ServiceExecutor, q: { ref: string; number: number | null; hotelId: number }): Promise<Row | undefined> {
  const { ref, number, hotelId } = q;
  return first<Row>(
    ex,
    sql`SELECT v.* FROM vouchers v
         WHERE v.id IN (SELECT id FROM vouchers WHERE hotel_id = ${hotelId} AND operation_type = 'terminal_payment' AND tx_transaction_id = ${ref}
                        UNION ALL
                        SELECT t.id FROM reservations r JOIN vouchers t ON t.cm_reservation_id = r.id AND t.operation_type = 'terminal_payment'
                         WHERE r.id = ${number} AND r.hotel_id = ${hotelId}
                        UNION ALL
                        SELECT t.id FROM reservations r JOIN vouchers t ON t.cm_reservation_id = r.id AND t.operation_type = 'terminal_payment'
                         WHERE r.hotel_id = ${hotelId} AND r.crs_id = ${ref})
         ORDER BY CASE WHEN v.tx_transaction_id = ${ref} THEN 1 ELSE 0 END DESC, v.id DESC LIMIT 1`,
  );
}
