/**
 * Repositories of service migration 18: the notices hotel staff must hear of
 * carrier payments (`carrier_attention`) and the staff refunds asked of a
 * real carrier (`carrier_refunds`). Money in minor units (COP centavos);
 * instants ISO 8601 UTC text.
 *
 * A notice is written once and never changed; it takes the next number of
 * the change sequence the voucher records take (`change_seq`, numbered by a
 * trigger: at once on SQLite, while its transaction commits on PostgreSQL),
 * so numbers become visible in the order they were taken and a reader that
 * saw number N has seen every notice below it (see `vouchers.ts`).
 *
 * Every function takes the executor first (the store's, or a transaction's)
 * and is async; SQL valid on SQLite and PostgreSQL alike.
 */
import { exec, first, rows, sql, type Camelized, changedOneRow } from '../sql.js';
import type { ServiceExecutor, ServiceRow, ServiceTx } from './database.js';

/**
 * What a notice is about: the kinds of a carrier's attention event
 * (`late_rebooked`, `late_paid`, `late_reversed`, `duplicate_reversed`,
 * `voided_after_paid`; see `CarrierAttentionEvent`) and
 * `early_departure_refund`: a staff refund of an early departure (endpoint
 * 18) that the carrier cannot make, left to staff.
 */
export type AttentionKind = 'late_rebooked' | 'late_paid' | 'late_reversed' | 'duplicate_reversed' | 'voided_after_paid' | 'early_departure_refund';

/** Where the reversal of the payment stands: none asked, due (asked of the carrier), done, or manual (staff refund by hand). */
export type AttentionReversal = 'none' | 'due' | 'done' | 'manual';

/** A new notice. `hotelId`: the link's hotel (null for a link of no hotel: nobody's feed shows it). */
export interface NewAttention {
  hotelId: number | null;
  linkCode: string;
  carrier: string;
  transactionId: string;
  /** The carrier's payment method code (Wompi `CARD`, `PSE`, `NEQUI`; Mercado Pago `credit_card`, …), when known. */
  method: string | null;
  kind: AttentionKind;
  reversal: AttentionReversal;
  /** Why the carrier could not reverse it (Spanish), when `reversal` is `manual`. */
  reversalError: string | null;
  amountMinor: number;
  currency: string;
  createdAt: string;
}

/** A notice as a hotel's list shows it, with what staff need to find the booking. */
export interface AttentionRow extends NewAttention {
  id: number;
  changeSeq: number;
  /** The guest as the link's voucher record (else the link) names them. */
  guest: string;
  /** The chatbot booking's code (`CB-…`) when the link pays one. */
  bookingCode: string | null;
  /** The link's voucher record, when it has one. */
  voucherId: number | null;
  /** `reservation_id` of that voucher record (the reservation number, or the link's reference). */
  reservationId: string | null;
}

/** Write notice `a` (the trigger numbers it). Inside the transaction that decided it. */
export async function insertAttention(tx: ServiceTx, a: NewAttention): Promise<void> {
  await exec(
    tx,
    sql`INSERT INTO carrier_attention (hotel_id, link_code, carrier, transaction_id, method, kind, reversal, reversal_error, amount_minor, currency, created_at)
        VALUES (${a.hotelId}, ${a.linkCode}, ${a.carrier}, ${a.transactionId}, ${a.method}, ${a.kind}, ${a.reversal}, ${a.reversalError}, ${a.amountMinor},
                ${a.currency}, ${a.createdAt})`,
  );
}

/**
 * The notices of hotel `hotelId` numbered above `after`, in number order, at
 * most `limit`, each with its link's guest, chatbot booking code and voucher
 * record. A range scan of `carrier_attention_feed` (hotel_id, change_seq).
 */
export async function attentionPage(ex: ServiceExecutor, hotelId: number, after: number, limit: number): Promise<AttentionRow[]> {
  return rows<AttentionRow>(
    ex,
    sql`SELECT a.id, a.hotel_id AS "hotelId", a.link_code AS "linkCode", a.carrier, a.transaction_id AS "transactionId", a.method, a.kind, a.reversal,
               a.reversal_error AS "reversalError", a.amount_minor AS "amountMinor", a.currency, a.created_at AS "createdAt", a.change_seq AS "changeSeq",
               COALESCE(v.guest, l.guest_name) AS guest, b.chatbot_id AS "bookingCode", v.id AS "voucherId", v.reservation_id AS "reservationId"
          FROM carrier_attention a
          JOIN payment_links l ON l.code = a.link_code
          LEFT JOIN chatbot_bookings b ON b.payment_link_code = a.link_code
          LEFT JOIN vouchers v ON v.payment_link_code = a.link_code
         WHERE a.hotel_id = ${hotelId} AND a.change_seq > ${after}
         ORDER BY a.change_seq LIMIT ${limit}`,
  );
}

// ------------------------------------------------------------------ staff refunds

/** Where a staff refund through a carrier stands: due (to ask the carrier), done (the carrier refunded it), manual (staff refund it by hand). */
export type CarrierRefundStatus = 'due' | 'done' | 'manual';

/** A staff refund asked of a real carrier (money in minor units; instants ISO UTC). */
export interface CarrierRefundRow
  extends Camelized<
    ServiceRow<
      'carrier_refunds',
      | 'id'
      | 'link_code'
      | 'voucher_id'
      | 'carrier'
      | 'account'
      | 'transaction_id'
      | 'method'
      | 'amount_minor'
      | 'currency'
      | 'charge_minor'
      | 'action'
      | 'idempotency_key'
      | 'status'
      | 'refund_code'
      | 'error'
      | 'claimed_until'
      | 'created_at'
      | 'updated_at'
    >
  > {
  /** `default` or `hotel:<id>`: the merchant account the charge was paid into. */
  account: string;
  /** The carrier's transaction refunded (the charge). */
  transactionId: string;
  /** The whole charge's amount (a refund of all of it may be a void). */
  chargeMinor: number;
  /** How the carrier can make it: its refunds API, or a void of the whole transaction; null when it cannot. */
  action: 'refund' | 'void' | null;
  status: CarrierRefundStatus;
  /** The voucher record's refund status once the carrier refunds it. */
  refundCode: 'total_refound' | 'partial_refound';
  /** Why it is left to staff (Spanish), or the last carrier error of a due refund. */
  error: string | null;
}

const REFUND_COLUMNS = sql.raw(`id, link_code AS "linkCode", voucher_id AS "voucherId", carrier, account, transaction_id AS "transactionId", method,
  amount_minor AS "amountMinor", currency, charge_minor AS "chargeMinor", action, idempotency_key AS "idempotencyKey", status, refund_code AS "refundCode", error,
  claimed_until AS "claimedUntil", created_at AS "createdAt", updated_at AS "updatedAt"`);

/** Write a new staff refund (created and updated at `r.createdAt`); returns its id. */
export async function insertCarrierRefund(tx: ServiceTx, r: Omit<CarrierRefundRow, 'id' | 'claimedUntil' | 'updatedAt'>): Promise<number> {
  const row = await first<{ id: number }>(
    tx,
    sql`INSERT INTO carrier_refunds (link_code, voucher_id, carrier, account, transaction_id, method, amount_minor, currency, charge_minor, action,
          idempotency_key, status, refund_code, error, created_at, updated_at)
        VALUES (${r.linkCode}, ${r.voucherId}, ${r.carrier}, ${r.account}, ${r.transactionId}, ${r.method}, ${r.amountMinor}, ${r.currency}, ${r.chargeMinor},
          ${r.action},
          ${r.idempotencyKey}, ${r.status}, ${r.refundCode}, ${r.error}, ${r.createdAt}, ${r.createdAt})
        RETURNING id`,
  );
  if (!row) throw new Error('The carrier refund insert returned no id');
  return Number(row.id);
}

/** Staff refund `id`, if any. */
export async function carrierRefundById(ex: ServiceExecutor, id: number): Promise<CarrierRefundRow | undefined> {
  return first<CarrierRefundRow>(ex, sql`SELECT ${REFUND_COLUMNS} FROM carrier_refunds WHERE id = ${id}`);
}

/**
 * Claim due staff refund `id` for asking the carrier, until `until` (ISO
 * UTC): granted when it is still due and nobody holds it (or the holder's
 * claim lapsed before `iso`). A conditional update checked by its count: of
 * several processes, one asks the carrier at a time.
 */
export async function claimCarrierRefund(ex: ServiceExecutor, id: number, iso: string, until: string): Promise<boolean> {
  return changedOneRow(
    ex,
    sql`UPDATE carrier_refunds SET claimed_until = ${until}
           WHERE id = ${id} AND status = 'due' AND (claimed_until IS NULL OR claimed_until <= ${iso})`,
  );
}

/** Give up the claim of staff refund `id` (the carrier could not be reached: it stays due), keeping `error` as the last one. */
export async function releaseCarrierRefund(ex: ServiceExecutor, id: number, error: string | null, iso: string): Promise<void> {
  await exec(ex, sql`UPDATE carrier_refunds SET claimed_until = NULL, error = ${error}, updated_at = ${iso} WHERE id = ${id} AND status = 'due'`);
}

/**
 * Move staff refund `id` to `status` (with `error`, Spanish, or null) at
 * `iso`, only from one of `from`: true for the one transaction that moved it.
 */
export async function settleCarrierRefund(
  tx: ServiceTx,
  id: number,
  status: CarrierRefundStatus,
  error: string | null,
  iso: string,
  from: readonly CarrierRefundStatus[],
): Promise<boolean> {
  return changedOneRow(
    tx,
    sql`UPDATE carrier_refunds SET status = ${status}, error = ${error}, claimed_until = NULL, updated_at = ${iso}
           WHERE id = ${id} AND status IN (${sql.join([...from])})`,
  );
}

/** Due staff refunds nobody holds at `iso`, least recently tried first, at most `limit`. */
export async function dueCarrierRefunds(ex: ServiceExecutor, iso: string, limit: number): Promise<CarrierRefundRow[]> {
  return rows<CarrierRefundRow>(
    ex,
    sql`SELECT ${REFUND_COLUMNS} FROM carrier_refunds WHERE status = 'due' AND (claimed_until IS NULL OR claimed_until <= ${iso})
         ORDER BY updated_at, id LIMIT ${limit}`,
  );
}

/** The staff refunds of carrier transaction (`carrier`, `transactionId`), oldest first. */
export async function carrierRefundsOfTransaction(ex: ServiceExecutor, carrier: string, transactionId: string): Promise<CarrierRefundRow[]> {
  return rows<CarrierRefundRow>(
    ex,
    sql`SELECT ${REFUND_COLUMNS} FROM carrier_refunds WHERE carrier = ${carrier} AND transaction_id = ${transactionId} ORDER BY id`,
  );
}

/** The carrier transaction that paid a link: approved and applied (paid, late or rebooked), with its attempt's account. */
export interface LinkCarrierPayment {
  carrier: string;
  transactionId: string;
  method: string | null;
  amountMinor: number;
  currency: string;
  account: string;
}

/**
 * The real carrier's transaction that paid link `code` and still stands
 * (approved, and applied to the link: paid, paid late or rebooked), with
 * the account it was paid into; undefined when the link was paid otherwise
 * (the sandbox's card form, by hand at the hotel) or its payment was voided.
 */
export async function linkCarrierPayment(ex: ServiceExecutor, code: string): Promise<LinkCarrierPayment | undefined> {
  return first<LinkCarrierPayment>(
    ex,
    sql`SELECT t.carrier, t.transaction_id AS "transactionId", t.method, t.amount_minor AS "amountMinor", t.currency, a.account
          FROM carrier_transactions t JOIN carrier_attempts a ON a.reference = t.reference
         WHERE t.link_code = ${code} AND t.status = 'approved' AND t.outcome IN ('paid', 'late_paid', 'late_rebooked')
         ORDER BY t.updated_at DESC LIMIT 1`,
  );
}

/** The payment method code of carrier transaction (`carrier`, `transactionId`) as the service recorded it, or null. */
export async function carrierTransactionMethod(ex: ServiceExecutor, carrier: string, transactionId: string): Promise<string | null> {
  const r = await first<{ method: string | null }>(
    ex,
    sql`SELECT method FROM carrier_transactions WHERE carrier = ${carrier} AND transaction_id = ${transactionId}`,
  );
  return r?.method ?? null;
}
