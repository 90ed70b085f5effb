/**
 * Voucher records (`vouchers`) and the database's change sequence, as the
 * voucher ledger, the staff actions and the reports read and write them.
 *
 * **The change sequence.** Every insert or update of a voucher record takes
 * the next value of the one counter `change_sequence` (row id 1) into
 * `change_seq`; the incremental feeds (endpoints 6 and 12) return the records
 * whose `change_seq` is above a cursor. For a feed never to skip a change,
 * numbers must become visible in the order they are taken: while a writer
 * holds 7 uncommitted, no other writer may commit 8 — a reader seeing 8 would
 * move its cursor past 7 for good, and 7 would never be returned.
 *
 * The numbering is done by the schema's triggers on `vouchers`, which take
 * the number with `UPDATE change_sequence SET value = value + 1 WHERE id = 1`
 * inside the writing transaction; that UPDATE locks the counter's row until
 * the transaction ends, so numbers are handed out one transaction at a time,
 * in commit order, and a higher number can never become visible before a
 * lower one (a rolled-back number is never seen: gaps are harmless).
 *
 * - **SQLite**: a row trigger per insert and per update that does not set
 *   `change_seq` itself numbers the row at once; a transaction holds the only
 *   write lock from its start, which orders writers anyway.
 * - **PostgreSQL**: a deferred constraint trigger numbers every written row
 *   while its transaction commits (migration 12), so the counter's row is
 *   locked only for the rest of that commit, inside the server. Before, the
 *   number was taken at the write, and every voucher writer waited for the
 *   previous one's client to send COMMIT: payment-link creation ran one
 *   transaction at a time there. Until its commit, a row written by a
 *   transaction shows `change_seq` 0 (or its old number) to that transaction.
 *   A record written by a statement that is its own transaction (a payment
 *   link and its record, {@link insertPaymentLinkAndVoucher}) asks for its
 *   number in that statement instead (`change_seq = -1`, migration 14): the
 *   counter's row is then locked only until that statement's commit, also
 *   inside the server, and the row is written once.
 *
 * Voucher writes still come last in their transaction, after the payment
 * link and reservation rows they lock (always in that order: link,
 * reservation, counter — never a cycle).
 *
 * Functions here therefore never set `change_seq` (but to ask for that); {@link currentChangeSeq}
 * reads the counter. Plain async functions over a {@link ServiceExecutor}; the
 * writers take a transaction ({@link Tx}). Money in minor units; instants ISO
 * 8601 UTC.
 */
import { FixedSql, engineOf, first, forUpdate, sql } from '../sql.js';
import type { ServiceExecutor, ServiceRow, ServiceTx } from './database.js';
import { paymentLinkInsertIfHotelAndAgencyExist, type NewPaymentAttempt, type NewPaymentLinkRow } from './paymentLinks.js';

/**
 * The stored columns of a voucher record, as read (codes as plain text; the
 * domain narrows them). Money in minor units, instants ISO UTC, dates
 * `YYYY-MM-DD`; `public_code` is the random code of the public voucher page.
 */
export type VoucherColumns = ServiceRow<'vouchers'>;

/** A column value a voucher write may set. */
export type VoucherValue = string | number | null;

/** The highest change sequence number taken so far (committed). */
export async function currentChangeSeq(ex: ServiceExecutor): Promise<number> {
  return Number((await first<{ value: number }>(ex, sql`SELECT value FROM change_sequence WHERE id = 1`))?.value ?? 0);
}

/** The SQL around the values of a voucher insert, by its column list (the same columns give the same array, compiled once). */
const voucherInsertParts = new Map<string, readonly string[]>();

/** Column names a voucher write may name: plain lower-case identifiers, written into the statement's text. */
const COLUMN_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * The columns an insert names are written into its text: at least one, each a
 * plain identifier, and never `change_seq` (the triggers number a record).
 *
 * @throws Error otherwise (a bug in the caller).
 */
function checkInsertColumns(columns: readonly string[]): void {
  if (!columns.length) throw new Error('A voucher insert needs at least one column');
  const bad = columns.find((c) => !COLUMN_NAME.test(c) || c === 'change_seq');
  if (bad !== undefined) throw new Error(`Not a voucher column name: ${JSON.stringify(bad)}`);
}

/**
 * Insert a voucher record with `values` (column → value, without id,
 * change_seq or public_code: the insert trigger numbers it with the next
 * change sequence and gives it its public page code). Returns its id.
 *
 * @throws Error when `values` is empty or a column name is not a plain identifier (a bug in the caller).
 */
export async function insertVoucher(tx: ServiceTx, values: Record<string, VoucherValue>): Promise<number> {
  const columns = Object.keys(values);
  const key = columns.join(',');
  let parts = voucherInsertParts.get(key);
  if (!parts) {
    checkInsertColumns(columns);
    parts = [`INSERT INTO vouchers (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (`, ...columns.slice(1).map(() => ', '), ') RETURNING id'];
    voucherInsertParts.set(key, parts);
  }
  // Its text is compiled once per column list and engine: on the payment-link path, building the insert with Kysely
  // took half as long as running it.
  const r = await first<{ id: number }>(
    tx,
    new FixedSql<{ id: number }>(
      parts,
      columns.map((c) => values[c]),
    ),
  );
  if (!r) throw new Error('The voucher insert returned no id');
  return Number(r.id);
}

/** Voucher columns of type BIGINT: cast where a parameter has no column to take its type from. */
const BIGINT_COLUMNS = new Set(['hotel_id', 'cm_reservation_id', 'tx_amount_minor', 'rf_amount_minor']);

/** The SQL around the values of {@link insertPaymentLinkAndVoucher}, by the voucher's column list. */
const linkAndVoucherParts = new Map<string, readonly string[]>();

/**
 * PostgreSQL only: write a new `active` payment link `l` (only when hotel
 * `l.hotelId` and agency `l.agencyId` exist, as
 * `insertPaymentLinkIfHotelAndAgencyExist`) and its voucher record `voucher`
 * (column → value, as {@link insertVoucher}) in ONE statement, run outside
 * any transaction: it is its own transaction, one round trip. The record
 * takes its change sequence number in the statement itself (it asks with
 * `change_seq = -1`, migration 14): the counter's row is locked from there to
 * the statement's own commit, inside the server, so numbers still become
 * visible in the order they were taken, and the row is not written a second
 * time at commit. Returns false, writing neither, when the hotel or the
 * agency is missing.
 *
 * Lock order: the link's row, then the counter, then the key-share locks of
 * the rows its references point to (hotel, agency, API key, the link), which
 * no writer of voucher records holds in a conflicting mode.
 *
 * @throws Error on SQLite, inside a transaction (the number would hold the counter's row until the caller commits), or
 *   for a bad column name; RangeError for a non-integer amount or key id.
 */
export async function insertPaymentLinkAndVoucher(
  ex: ServiceExecutor,
  l: NewPaymentLinkRow & { hotelId: number; agencyId: number },
  voucher: Record<string, VoucherValue>,
): Promise<boolean> {
  if (engineOf(ex) !== 'postgres' || ex.isTransaction)
    throw new Error('A link and its voucher record are written in one statement only on PostgreSQL, outside a transaction');
  const link = paymentLinkInsertIfHotelAndAgencyExist(l);
  const columns = Object.keys(voucher);
  const key = columns.join(',');
  let parts = linkAndVoucherParts.get(key);
  if (!parts) {
    checkInsertColumns(columns);
    // Each value is a parameter in a select list: a BIGINT column's is cast (see paymentLinkInsertIfHotelAndAgencyExist).
    const open = (c: string) => (BIGINT_COLUMNS.has(c) ? 'CAST(' : '');
    const close = (c: string) => (BIGINT_COLUMNS.has(c) ? ' AS BIGINT)' : '');
    const last = link.parts.length - 1;
    const out = [`WITH new_link AS (${link.parts[0]}`, ...link.parts.slice(1, last)];
    out.push(`${link.parts[last]} RETURNING code)
        INSERT INTO vouchers (${columns.map((c) => `"${c}"`).join(', ')}, change_seq) SELECT ${open(columns[0]!)}`);
    for (let i = 1; i < columns.length; i++) out.push(`${close(columns[i - 1]!)}, ${open(columns[i]!)}`);
    out.push(`${close(columns[columns.length - 1]!)}, -1 FROM new_link RETURNING id`);
    parts = out;
    linkAndVoucherParts.set(key, parts);
  }
  const r = await first<{ id: number }>(ex, new FixedSql<{ id: number }>(parts, [...link.values, ...columns.map((c) => voucher[c])]));
  return r !== undefined;
}

/** Set `changed` (column → value) and `updated_at = iso` on voucher `id` (the update trigger takes the next change sequence). */
export async function updateVoucher(tx: ServiceTx, id: number, changed: Record<string, VoucherValue>, iso: string): Promise<void> {
  await tx
    .updateTable('vouchers')
    .set({ ...changed, updated_at: iso })
    .where('id', '=', id)
    .execute();
}

/** The voucher record of payment link `code`, or undefined. */
export async function voucherByLink<R extends VoucherColumns = VoucherColumns>(ex: ServiceExecutor, code: string): Promise<R | undefined> {
  return first<R>(ex, sql`SELECT * FROM vouchers WHERE payment_link_code = ${code}`);
}

/** Voucher record `id` with its hotel's name (`hotelName`), or undefined. */
export async function voucherWithHotelName<R extends VoucherColumns = VoucherColumns>(
  ex: ServiceExecutor,
  id: number,
): Promise<(R & { hotelName: string }) | undefined> {
  return first<R & { hotelName: string }>(ex, sql`SELECT v.*, h.name AS "hotelName" FROM vouchers v JOIN hotels h ON h.id = v.hotel_id WHERE v.id = ${id}`);
}

/** The latest voucher record of reservation `reservationId` (any operation type), or undefined. */
export async function latestVoucherOfReservation<R extends VoucherColumns = VoucherColumns>(
  ex: ServiceExecutor,
  reservationId: number,
): Promise<R | undefined> {
  return first<R>(ex, sql`SELECT * FROM vouchers WHERE cm_reservation_id = ${reservationId} ORDER BY id DESC LIMIT 1`);
}

/** The latest 'terminal_payment' voucher record of reservation `reservationId`: the columns endpoint 17 decides on. */
export async function latestTerminalVoucher(
  ex: ServiceExecutor,
  reservationId: number,
): Promise<{ id: number; payment_status_code: string; rf_status_code: string | null; apply_charge_at: string | null } | undefined> {
  return first(
    ex,
    sql`SELECT id, payment_status_code, rf_status_code, apply_charge_at FROM vouchers
         WHERE cm_reservation_id = ${reservationId} AND operation_type = 'terminal_payment' ORDER BY id DESC LIMIT 1`,
  );
}

/** The latest applied voucher record of reservation `reservationId` (the one an early departure refunds), or undefined. */
export async function latestAppliedVoucher(ex: ServiceExecutor, reservationId: number): Promise<{ id: number; payment_link_code: string | null } | undefined> {
  return first(
    ex,
    sql`SELECT id, payment_link_code FROM vouchers WHERE cm_reservation_id = ${reservationId} AND payment_status_code = 'applied' ORDER BY id DESC LIMIT 1`,
  );
}

/** How many voucher records of reservation `reservationId` carry a refund. */
export async function refundedVoucherCount(ex: ServiceExecutor, reservationId: number): Promise<number> {
  const r = await first<{ n: number }>(ex, sql`SELECT COUNT(*) AS n FROM vouchers WHERE cm_reservation_id = ${reservationId} AND rf_status_code IS NOT NULL`);
  return Number(r?.n ?? 0);
}

/**
 * Cancel the still-pending 'terminal_payment' voucher records of reservation
 * `reservationId` at `iso` (endpoint 18, Canceled); the row trigger gives
 * each its own change sequence number. Returns how many changed.
 */
export async function cancelPendingTerminalVouchers(tx: ServiceTx, reservationId: number, iso: string): Promise<number> {
  const n = await tx
    .updateTable('vouchers')
    .set({ payment_status_code: 'cancelled', updated_at: iso })
    .where('cm_reservation_id', '=', reservationId)
    .where('operation_type', '=', 'terminal_payment')
    .where('payment_status_code', '=', 'pending')
    .executeTakeFirst();
  return Number(n.numUpdatedRows);
}

// ------------------------------------------------------- the ledger's reads

/** What the ledger reads of a payment link (camelCase; money in minor units; instants ISO UTC). */
export interface LedgerLink {
  code: string;
  kind: string;
  hotelId: number | null;
  reservationId: string | null;
  status: string;
  amountMinor: number;
  currency: string;
  description: string;
  guestName: string;
  bookingFrom: string | null;
  expiresAt: string;
  paidAt: string | null;
  refundedAt: string | null;
  createdAt: string;
}

/**
 * Payment link `code` as the ledger reads it, locked until the transaction
 * ends (PostgreSQL): two transactions recomputing one link's voucher record
 * take turns, so neither inserts it twice nor overwrites the other's newer
 * state. Undefined for an unknown code.
 */
export async function lockLedgerLink(tx: ServiceTx, code: string): Promise<LedgerLink | undefined> {
  return first<LedgerLink>(
    tx,
    sql`SELECT code, kind, hotel_id AS "hotelId", reservation_id AS "reservationId", status, amount_minor AS "amountMinor", currency, description,
               guest_name AS "guestName", booking_from AS "bookingFrom", expires_at AS "expiresAt", paid_at AS "paidAt", refunded_at AS "refundedAt",
               created_at AS "createdAt"
          FROM payment_links WHERE code = ${code}${forUpdate(tx)}`,
  );
}

/** What the ledger reads of a chatbot booking (camelCase; money in minor units). */
export interface LedgerBooking {
  id: number;
  hotelId: number;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  checkin: string;
  checkout: string;
  rooms: number;
  adults: number;
  children: number;
  notes: string | null;
  currency: string;
  totalMinor: number;
  status: string;
  paymentDeadline: string;
  createdAt: string;
}

/** The chatbot booking paid through link `code`, or undefined. */
export async function ledgerBookingOfLink(ex: ServiceExecutor, code: string): Promise<LedgerBooking | undefined> {
  return first<LedgerBooking>(
    ex,
    sql`SELECT id, hotel_id AS "hotelId", first_name AS "firstName", last_name AS "lastName", email, telephone, checkin, checkout, rooms, adults,
               children, notes, currency, total_minor AS "totalMinor", status, payment_deadline AS "paymentDeadline", created_at AS "createdAt"
          FROM chatbot_bookings WHERE payment_link_code = ${code}`,
  );
}

/**
 * What the ledger reads of a charge attempt: the columns of a recorded attempt it shows (money in minor units; instants
 * ISO UTC), and, for a real carrier's transaction (Wompi, Mercado Pago), the reversal the service asked of it
 * (`carrier_transactions`: `reversal`, with `reversalError`, and `reversalAt`, when the transaction's record last
 * changed); null for the sandbox's charges.
 */
export type LedgerAttempt = Pick<
  NewPaymentAttempt,
  'status' | 'carrier' | 'transactionId' | 'authorizationCode' | 'cardHolder' | 'cardNum' | 'cardType' | 'amountMinor' | 'currency' | 'updatedAt'
> & {
  reversal?: string | null;
  reversalError?: string | null;
  reversalAt?: string | null;
};

/** The latest charge attempt of link `code`, with its carrier transaction's reversal when it is a real carrier's, or undefined. */
export async function latestLedgerAttempt(ex: ServiceExecutor, code: string): Promise<LedgerAttempt | undefined> {
  return first<LedgerAttempt>(
    ex,
    sql`SELECT p.status, p.carrier, p.transaction_id AS "transactionId", p.authorization_code AS "authorizationCode", p.card_holder AS "cardHolder",
               p.card_num AS "cardNum", p.card_type AS "cardType", p.amount_minor AS "amountMinor", p.currency, p.updated_at AS "updatedAt",
               t.reversal, t.reversal_error AS "reversalError", t.updated_at AS "reversalAt"
          FROM payment_attempts p LEFT JOIN carrier_transactions t ON t.carrier = p.carrier AND t.transaction_id = p.transaction_id
         WHERE p.link_code = ${code} ORDER BY p.id DESC LIMIT 1`,
  );
}

/** Mark payment link `code` refunded at `iso` unless it already is (an early departure returned its money). Returns whether it changed. */
export async function markLinkRefunded(tx: ServiceTx, code: string, iso: string): Promise<boolean> {
  const n = await tx.updateTable('payment_links').set({ refunded_at: iso }).where('code', '=', code).where('refunded_at', 'is', null).executeTakeFirst();
  return Number(n.numUpdatedRows) === 1;
}
