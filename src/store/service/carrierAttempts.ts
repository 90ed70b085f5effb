/**
 * Repositories of the hosted-checkout attempts at real carriers
 * (`carrier_attempts`) and of the carrier transactions the service has heard
 * of (`carrier_transactions`), both from service migration 16. Money in
 * minor units (COP centavos); instants ISO 8601 UTC text (text order is time
 * order).
 *
 * Every function takes the executor first (the store's, or a transaction's
 * to run inside the caller's transaction) and is async; SQL valid on SQLite
 * and PostgreSQL alike.
 */
import { exec, first, forUpdate, rows, sql, type Camelized, changedOneRow } from '../sql.js';
import type { ServiceExecutor, ServiceRow } from './database.js';

/** `open` while the carrier may still tell of a transaction of the attempt; `closed` once it is decided. */
export type CarrierAttemptStatus = 'open' | 'closed';

/** One checkout started at a carrier: the reference the payer was sent with. */
export interface CarrierAttemptRow
  extends Camelized<
    ServiceRow<
      'carrier_attempts',
      | 'reference'
      | 'link_code'
      | 'carrier'
      | 'account'
      | 'amount_minor'
      | 'currency'
      | 'expires_at'
      | 'checkout_id'
      | 'redirect_url'
      | 'status'
      | 'created_at'
      | 'checked_at'
    >
  > {
  /** `default` or `hotel:<id>` (the merchant account paid into). */
  account: string;
  /** ISO UTC: the checkout's own expiry as sent to the carrier. */
  expiresAt: string;
  status: CarrierAttemptStatus;
  /** ISO UTC: when reconciliation last asked the carrier (the creation instant before that). */
  checkedAt: string;
}

const ATTEMPT_COLUMNS = sql.raw(`reference, link_code AS "linkCode", carrier, account, amount_minor AS "amountMinor", currency,
  expires_at AS "expiresAt", checkout_id AS "checkoutId", redirect_url AS "redirectUrl", status, created_at AS "createdAt", checked_at AS "checkedAt"`);

/** Write a new `open` attempt (created and checked at `a.createdAt`). @throws the engine's unique error on a repeated reference. */
export async function insertCarrierAttempt(ex: ServiceExecutor, a: Omit<CarrierAttemptRow, 'status' | 'checkedAt'>): Promise<void> {
  await exec(
    ex,
    sql`INSERT INTO carrier_attempts (reference, link_code, carrier, account, amount_minor, currency, expires_at, checkout_id, redirect_url, status, created_at, checked_at)
        VALUES (${a.reference}, ${a.linkCode}, ${a.carrier}, ${a.account}, ${a.amountMinor}, ${a.currency}, ${a.expiresAt}, ${a.checkoutId}, ${a.redirectUrl},
                'open', ${a.createdAt}, ${a.createdAt})`,
  );
}

/** The attempt of `reference`, if any. */
export async function carrierAttemptByReference(ex: ServiceExecutor, reference: string): Promise<CarrierAttemptRow | undefined> {
  return first<CarrierAttemptRow>(ex, sql`SELECT ${ATTEMPT_COLUMNS} FROM carrier_attempts WHERE reference = ${reference}`);
}

/**
 * The latest open attempt of link `code` at account `account` that no
 * transaction has named yet and whose checkout expiry is after `iso`: the
 * one a payer opening the link again is sent back to.
 */
export async function reusableCarrierAttempt(ex: ServiceExecutor, code: string, account: string, iso: string): Promise<CarrierAttemptRow | undefined> {
  return first<CarrierAttemptRow>(
    ex,
    sql`SELECT ${ATTEMPT_COLUMNS} FROM carrier_attempts a
         WHERE a.link_code = ${code} AND a.account = ${account} AND a.status = 'open' AND a.expires_at > ${iso}
           AND NOT EXISTS (SELECT 1 FROM carrier_transactions t WHERE t.reference = a.reference)
         ORDER BY a.created_at DESC LIMIT 1`,
  );
}

/** Open attempts last checked at or before `iso`, least recently checked first, at most `limit`. */
export async function openCarrierAttempts(ex: ServiceExecutor, iso: string, limit: number): Promise<CarrierAttemptRow[]> {
  return rows<CarrierAttemptRow>(
    ex,
    sql`SELECT ${ATTEMPT_COLUMNS} FROM carrier_attempts WHERE status = 'open' AND checked_at <= ${iso} ORDER BY checked_at, reference LIMIT ${limit}`,
  );
}

/**
 * Mark attempt `reference` checked at `iso`, only if it was last checked at
 * `seen` (true for the one process that claims this round of asking).
 */
export async function claimCarrierAttemptCheck(ex: ServiceExecutor, reference: string, seen: string, iso: string): Promise<boolean> {
  return changedOneRow(ex, sql`UPDATE carrier_attempts SET checked_at = ${iso} WHERE reference = ${reference} AND status = 'open' AND checked_at = ${seen}`);
}

/** Close attempt `reference` (nothing more to ask the carrier). */
export async function closeCarrierAttempt(ex: ServiceExecutor, reference: string): Promise<void> {
  await exec(ex, sql`UPDATE carrier_attempts SET status = 'closed' WHERE reference = ${reference}`);
}

/** What the service did with a carrier transaction's news. */
export type CarrierOutcome =
  /** The reference is no attempt of the service's (answered 2xx, nothing applied). */
  | 'unknown_reference'
  /** Amount or currency differ from the attempt's: never applied. */
  | 'mismatch'
  /** Still pending at the carrier: the link waits in process. */
  | 'pending'
  /** Approved: the link paid (and its booking confirmed). */
  | 'paid'
  /** Approved after the link or the hold expired: the rooms were held again and the booking confirmed. */
  | 'late_rebooked'
  /** Approved after a link without rooms expired: the link paid late. */
  | 'late_paid'
  /** Approved after the hold expired with the rooms gone: to be reversed. */
  | 'late_reversed'
  /** A second approval of a link already paid: to be reversed. */
  | 'duplicate_reversed'
  /** Declined or failed at the carrier. */
  | 'declined'
  /** Reversed at the carrier. */
  | 'voided';

/** Reversal of an approved transaction the service must not keep: none, due (to ask the carrier), done, or manual (the carrier cannot: staff refund). */
export type ReversalState = 'none' | 'due' | 'done' | 'manual';

/** A carrier transaction the service has heard of, with the last status it applied. */
export interface CarrierTransactionRow
  extends Camelized<
    ServiceRow<
      'carrier_transactions',
      | 'carrier'
      | 'transaction_id'
      | 'reference'
      | 'link_code'
      | 'status'
      | 'raw_status'
      | 'method'
      | 'amount_minor'
      | 'currency'
      | 'outcome'
      | 'reversal'
      | 'reversal_error'
      | 'created_at'
      | 'updated_at'
    >
  > {
  status: 'pending' | 'approved' | 'declined' | 'voided' | 'error';
  outcome: CarrierOutcome;
  reversal: ReversalState;
}

const TRANSACTION_COLUMNS = sql.raw(`carrier, transaction_id AS "transactionId", reference, link_code AS "linkCode", status, raw_status AS "rawStatus",
  method, amount_minor AS "amountMinor", currency, outcome, reversal, reversal_error AS "reversalError", created_at AS "createdAt", updated_at AS "updatedAt"`);

/**
 * Carrier transaction (`carrier`, `transactionId`), locked until the
 * transaction ends (PostgreSQL `FOR UPDATE`; SQLite's transaction holds the
 * write lock), if the service has heard of it.
 */
export async function lockCarrierTransaction(ex: ServiceExecutor, carrier: string, transactionId: string): Promise<CarrierTransactionRow | undefined> {
  return first<CarrierTransactionRow>(
    ex,
    sql`SELECT ${TRANSACTION_COLUMNS} FROM carrier_transactions WHERE carrier = ${carrier} AND transaction_id = ${transactionId}${forUpdate(ex)}`,
  );
}

/**
 * Claim carrier transaction `t` for applying its news: insert it when new
 * (true), or move it to `t.status` only from `fromStatus` (true for the one
 * process that moved it). False: another process applied this news first.
 */
export async function claimCarrierTransaction(
  ex: ServiceExecutor,
  t: Omit<CarrierTransactionRow, 'reversalError' | 'updatedAt'>,
  fromStatus: CarrierTransactionRow['status'] | undefined,
): Promise<boolean> {
  if (fromStatus === undefined) {
    const n = await exec(
      ex,
      sql`INSERT INTO carrier_transactions (carrier, transaction_id, reference, link_code, status, raw_status, method, amount_minor, currency, outcome, reversal,
            created_at, updated_at)
          VALUES (${t.carrier}, ${t.transactionId}, ${t.reference}, ${t.linkCode}, ${t.status}, ${t.rawStatus}, ${t.method}, ${t.amountMinor}, ${t.currency},
            ${t.outcome}, ${t.reversal}, ${t.createdAt}, ${t.createdAt})
          ON CONFLICT (carrier, transaction_id) DO NOTHING`,
    );
    return n === 1;
  }
  const n = await exec(
    ex,
    sql`UPDATE carrier_transactions SET status = ${t.status}, raw_status = ${t.rawStatus}, method = COALESCE(${t.method}, method), outcome = ${t.outcome},
          reversal = ${t.reversal}, updated_at = ${t.createdAt}
        WHERE carrier = ${t.carrier} AND transaction_id = ${t.transactionId} AND status = ${fromStatus}`,
  );
  return n === 1;
}

/** Set what the service decided for transaction (`carrier`, `transactionId`) once its news was applied. */
export async function setCarrierOutcome(
  ex: ServiceExecutor,
  carrier: string,
  transactionId: string,
  outcome: CarrierOutcome,
  reversal: ReversalState,
  iso: string,
): Promise<void> {
  await exec(
    ex,
    sql`UPDATE carrier_transactions SET outcome = ${outcome}, reversal = ${reversal}, updated_at = ${iso} WHERE carrier = ${carrier} AND transaction_id = ${transactionId}`,
  );
}

/** Transactions whose reversal is due, oldest first, at most `limit`. */
export async function dueReversals(ex: ServiceExecutor, limit: number): Promise<CarrierTransactionRow[]> {
  return rows<CarrierTransactionRow>(
    ex,
    sql`SELECT ${TRANSACTION_COLUMNS} FROM carrier_transactions WHERE reversal = 'due' ORDER BY updated_at LIMIT ${limit}`,
  );
}

/**
 * Record the end of a reversal of (`carrier`, `transactionId`): `done`, or
 * `manual` with the carrier's reason, or still `due` with the last error
 * (retried). Only a `due` reversal changes.
 */
export async function settleReversal(
  ex: ServiceExecutor,
  carrier: string,
  transactionId: string,
  state: ReversalState,
  error: string | null,
  iso: string,
): Promise<boolean> {
  return changedOneRow(
    ex,
    sql`UPDATE carrier_transactions SET reversal = ${state}, reversal_error = ${error}, updated_at = ${iso}
          WHERE carrier = ${carrier} AND transaction_id = ${transactionId} AND reversal = 'due'`,
  );
}

/** The merchant accounts (and their carriers) link `code` sent payers to, most recent attempt first. */
export async function carrierAccountsOfLink(ex: ServiceExecutor, code: string): Promise<{ account: string; carrier: string }[]> {
  return rows<{ account: string; carrier: string }>(
    ex,
    sql`SELECT account, carrier FROM carrier_attempts WHERE link_code = ${code} GROUP BY account, carrier ORDER BY MAX(created_at) DESC`,
  );
}
