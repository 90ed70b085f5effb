/**
 * Repository of agencies' preloaded balances: the agencies' balance rows,
 * their movements (`recharges`), the uploaded receipts (`media`) and the
 * refund mark of payment links. Amounts are integers of COP minor units;
 * instants ISO 8601 UTC text. Every function takes the executor first, so it
 * runs inside the caller's transaction or on its own.
 */
import { exec, first, forUpdate, rows, sql, type Camelized, changedOneRow } from '../sql.js';
import type { ServiceExecutor, ServiceRow } from './database.js';

/** An agency as the preloaded balance sees it. */
export interface BalanceAgencyRow {
  id: number;
  /** 1 when the agency is in the preloaded-balance program, else 0. */
  inProgram: number;
  /** Current balance, COP minor units. */
  balanceMinor: number;
}

/** Agency `id`'s program flag and balance, or undefined when it does not exist. */
export async function balanceAgency(ex: ServiceExecutor, id: number): Promise<BalanceAgencyRow | undefined> {
  return first<BalanceAgencyRow>(ex, sql`SELECT id, in_balance_program AS "inProgram", balance_minor AS "balanceMinor" FROM agencies WHERE id = ${id}`);
}

/**
 * Add `amountMinor` (COP minor units, may be negative) to agency
 * `agencyId`'s balance in one UPDATE (no read-modify-write: concurrent
 * credits add up); returns the new balance, or undefined when the agency
 * does not exist.
 */
export async function creditBalance(ex: ServiceExecutor, agencyId: number, amountMinor: number): Promise<number | undefined> {
  const r = await first<{ balance_minor: number }>(
    ex,
    sql`UPDATE agencies SET balance_minor = balance_minor + ${amountMinor} WHERE id = ${agencyId} RETURNING balance_minor`,
  );
  return r?.balance_minor;
}

/** What a new `recharges` row holds (amount in COP minor units, instants ISO UTC). */
export interface NewRecharge
  extends Camelized<
    ServiceRow<
      'recharges',
      | 'agency_id'
      | 'kind'
      | 'amount_minor'
      | 'payment_reference'
      | 'payment_receipt'
      | 'payment_receipt_filename'
      | 'payment_method'
      | 'payment_link_code'
      | 'status'
    >
  > {
  kind: 'external' | 'payment_link' | 'refund';
  isExternal: boolean;
  paymentMethod: string;
  /** The payment link whose amount it moves, if any (at most one recharge per link). */
  paymentLinkCode: string | null;
  /** `status` of the movement. */
  status: string;
  iso: string;
}

/**
 * Insert a recharge (currency COP, not archived) whose `recharge_group_id`
 * is its own id; returns that id. A recharge of a payment link that already
 * has one is not inserted (`ON CONFLICT DO NOTHING` on the one-recharge-per-link
 * unique index: a concurrent insert of the same link waits for the first to
 * commit, then inserts nothing) and undefined is returned. Does not touch the
 * balance (see {@link creditBalance}).
 */
export async function insertRecharge(ex: ServiceExecutor, r: NewRecharge): Promise<number | undefined> {
  const row = await first<{ id: number }>(
    ex,
    sql`INSERT INTO recharges (agency_id, kind, amount_minor, currency, is_external, payment_reference, payment_receipt,
          payment_receipt_filename, payment_method, payment_link_code, recharge_group_id, is_archived, status, created_at, updated_at)
        VALUES (${r.agencyId}, ${r.kind}, ${r.amountMinor}, 'COP', ${r.isExternal ? 1 : 0}, ${r.paymentReference}, ${r.paymentReceipt},
          ${r.paymentReceiptFilename}, ${r.paymentMethod}, ${r.paymentLinkCode}, 0, 0, ${r.status}, ${r.iso}, ${r.iso})
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
  if (!row) return undefined;
  await exec(ex, sql`UPDATE recharges SET recharge_group_id = id WHERE id = ${row.id}`);
  return row.id;
}

/** A `recharges` row as endpoint 3 lists it (flags 0/1, instants ISO UTC, amount in minor units). */
export interface RechargeRow
  extends ServiceRow<
    'recharges',
    | 'id'
    | 'created_at'
    | 'updated_at'
    | 'amount_minor'
    | 'is_external'
    | 'payment_reference'
    | 'payment_receipt'
    | 'recharge_group_id'
    | 'is_archived'
    | 'status'
    | 'payment_method'
    | 'payment_receipt_filename'
    | 'payment_link_code'
  > {}

/**
 * One page of recharges, newest first (`created_at`, then id): of agency
 * `agencyId`, or of every agency when null; with the total count.
 */
export async function listRecharges(
  ex: ServiceExecutor,
  agencyId: number | null,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: RechargeRow[] }> {
  const where = agencyId === null ? sql`1 = 1` : sql`agency_id = ${agencyId}`;
  const total = (await first<{ n: number }>(ex, sql`SELECT COUNT(*) AS n FROM recharges WHERE ${where}`))?.n ?? 0;
  const page = await rows<RechargeRow>(
    ex,
    sql`SELECT id, created_at, updated_at, amount_minor, is_external, payment_reference, payment_receipt, recharge_group_id, is_archived,
               status, payment_method, payment_receipt_filename, payment_link_code
          FROM recharges WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return { total, rows: page };
}

/** A stored receipt (`media`). */
export interface MediaRow {
  agencyId: number | null;
  contentType: string;
  data: Buffer;
  /** The client's original file name, or null when it sent none. */
  filename: string | null;
}

/** Store an uploaded receipt under `key` (size in bytes, instant ISO UTC). */
export async function insertMedia(
  ex: ServiceExecutor,
  m: { key: string; agencyId: number; contentType: string; data: Buffer; filename: string | null; iso: string },
): Promise<void> {
  await exec(
    ex,
    sql`INSERT INTO media (file_key, agency_id, content_type, size, original_filename, data, created_at)
        VALUES (${m.key}, ${m.agencyId}, ${m.contentType}, ${m.data.length}, ${m.filename}, ${m.data}, ${m.iso})`,
  );
}

/** The receipt stored under `key`, or undefined. */
export async function mediaByKey(ex: ServiceExecutor, key: string): Promise<MediaRow | undefined> {
  const r = await first<MediaRow>(
    ex,
    sql`SELECT agency_id AS "agencyId", content_type AS "contentType", data, original_filename AS filename FROM media WHERE file_key = ${key}`,
  );
  if (r && !Buffer.isBuffer(r.data)) r.data = Buffer.from(r.data as Uint8Array);
  return r;
}

/** What crediting or refunding an agency's payment link needs of it. Amount in minor units. */
export interface BalanceLinkRow {
  code: string;
  kind: string;
  reservationId: string | null;
  agencyId: number | null;
  apiKeyId: number;
  amountMinor: number;
  currency: string;
  status: string;
  refundedAt: string | null;
}

/**
 * Payment link `code` for a balance movement, or undefined. With `lock`
 * (inside a transaction) its row is locked until the transaction ends
 * (`FOR UPDATE` on PostgreSQL; SQLite's transaction already holds the write
 * lock), so a concurrent refund of the same link waits and then reads the
 * committed state.
 */
export async function balanceLink(ex: ServiceExecutor, code: string, lock = false): Promise<BalanceLinkRow | undefined> {
  return first<BalanceLinkRow>(
    ex,
    sql`SELECT code, kind, reservation_id AS "reservationId", agency_id AS "agencyId", api_key_id AS "apiKeyId",
               amount_minor AS "amountMinor", currency, status, refunded_at AS "refundedAt"
          FROM payment_links WHERE code = ${code}${lock ? forUpdate(ex) : sql``}`,
  );
}

/**
 * Mark payment link `code` refunded at `iso` (ISO UTC) unless it already is:
 * a conditional UPDATE, so of two concurrent marks exactly one changes the
 * row. Returns whether this call marked it.
 */
export async function markLinkRefunded(ex: ServiceExecutor, code: string, iso: string): Promise<boolean> {
  return changedOneRow(ex, sql`UPDATE payment_links SET refunded_at = ${iso} WHERE code = ${code} AND refunded_at IS NULL`);
}
