/**
 * Repositories of the card-charge journal (`charge_attempts`) and of the
 * sandbox carrier's own record of what it answered (`sandbox_charges`),
 * both from service migration 7. Money in minor units (COP centavos);
 * instants ISO 8601 UTC text. Card numbers are stored masked only.
 *
 * Every function takes the executor first (the store's, or a transaction's
 * to run inside the caller's transaction) and is async; SQL valid on SQLite
 * and PostgreSQL alike.
 */
import { exec, first, rows, sql, type Camelized, changedOneRow } from '../sql.js';
import type { ServiceExecutor, ServiceRow } from './database.js';

/** Journal status: `sent` (carrier's answer not recorded yet), `recorded`, `failed` (the carrier never saw it). */
export type ChargeAttemptStatus = 'sent' | 'recorded' | 'failed';

/** A row of the charge journal. */
export interface ChargeAttemptRow
  extends Camelized<
    ServiceRow<
      'charge_attempts',
      | 'id'
      | 'idempotency_key'
      | 'link_code'
      | 'carrier'
      | 'amount_minor'
      | 'currency'
      | 'card_holder'
      | 'card_num'
      | 'card_type'
      | 'status'
      | 'payment_attempt_id'
      | 'failure_reason'
      | 'created_at'
      | 'updated_at'
    >
  > {
  /** Masked card number, e.g. `************4242`. */
  cardNum: string;
  status: ChargeAttemptStatus;
  /** ISO UTC: when the attempt was written, just before the carrier was called. */
  createdAt: string;
}

/** Fields of a new journal row (written with status `sent`). */
export type NewChargeAttempt = Omit<ChargeAttemptRow, 'id' | 'status' | 'paymentAttemptId' | 'failureReason' | 'createdAt' | 'updatedAt'>;

const COLUMNS = sql.raw(`id, idempotency_key AS "idempotencyKey", link_code AS "linkCode", carrier, amount_minor AS "amountMinor", currency,
  card_holder AS "cardHolder", card_num AS "cardNum", card_type AS "cardType", status, payment_attempt_id AS "paymentAttemptId",
  failure_reason AS "failureReason", created_at AS "createdAt", updated_at AS "updatedAt"`);

/**
 * Write a `sent` journal attempt at `iso` (ISO UTC) and return its id. Call
 * inside the transaction that puts the link in process, so the attempt and
 * its idempotency key exist exactly when the link is being charged.
 *
 * @throws the engine's unique-constraint error when `a.idempotencyKey` is already in the journal.
 */
export async function insertChargeAttempt(ex: ServiceExecutor, a: NewChargeAttempt, iso: string): Promise<number> {
  const row = await first<{ id: number }>(
    ex,
    sql`INSERT INTO charge_attempts (idempotency_key, link_code, carrier, amount_minor, currency, card_holder, card_num, card_type, status, created_at, updated_at)
        VALUES (${a.idempotencyKey}, ${a.linkCode}, ${a.carrier}, ${a.amountMinor}, ${a.currency}, ${a.cardHolder}, ${a.cardNum}, ${a.cardType}, 'sent', ${iso}, ${iso})
        RETURNING id`,
  );
  return Number(row!.id);
}

/** The journal attempt with id `id`, if any. */
export async function chargeAttemptById(ex: ServiceExecutor, id: number): Promise<ChargeAttemptRow | undefined> {
  return first<ChargeAttemptRow>(ex, sql`SELECT ${COLUMNS} FROM charge_attempts WHERE id = ${id}`);
}

/** Journal attempts still `sent` that were written at or before `iso` (ISO UTC), oldest first. */
export async function openChargeAttempts(ex: ServiceExecutor, iso: string): Promise<ChargeAttemptRow[]> {
  return rows<ChargeAttemptRow>(ex, sql`SELECT ${COLUMNS} FROM charge_attempts WHERE status = 'sent' AND created_at <= ${iso} ORDER BY id`);
}

/**
 * Claim journal attempt `id` for recording its carrier answer: `sent` becomes
 * `recorded` at `iso`. Only a `sent` attempt changes, so of several processes
 * recording the same attempt at once exactly one gets true (on PostgreSQL the
 * others wait for its transaction and then find the attempt no longer `sent`);
 * false means nothing was written. Call inside the transaction that records
 * the answer, then {@link setChargeAttemptPayment}.
 */
export async function markChargeAttemptRecorded(ex: ServiceExecutor, id: number, iso: string): Promise<boolean> {
  return changedOneRow(ex, sql`UPDATE charge_attempts SET status = 'recorded', updated_at = ${iso} WHERE id = ${id} AND status = 'sent'`);
}

/** Link recorded journal attempt `id` to the `payment_attempts` row that holds its answer. */
export async function setChargeAttemptPayment(ex: ServiceExecutor, id: number, paymentAttemptId: number): Promise<void> {
  await exec(ex, sql`UPDATE charge_attempts SET payment_attempt_id = ${paymentAttemptId} WHERE id = ${id}`);
}

/**
 * Mark journal attempt `id` failed with a Spanish `reason`, at `iso`. Only a
 * `sent` attempt changes (a conditional update: one winner among concurrent
 * processes); false otherwise.
 */
export async function markChargeAttemptFailed(ex: ServiceExecutor, id: number, reason: string, iso: string): Promise<boolean> {
  return changedOneRow(
    ex,
    sql`UPDATE charge_attempts SET status = 'failed', failure_reason = ${reason}, updated_at = ${iso} WHERE id = ${id} AND status = 'sent'`,
  );
}

/** What the sandbox carrier answered to one idempotency key. */
export interface SandboxChargeRow
  extends Camelized<
    ServiceRow<
      'sandbox_charges',
      | 'idempotency_key'
      | 'transaction_id'
      | 'status'
      | 'reason'
      | 'authorization_code'
      | 'card_num'
      | 'card_type'
      | 'amount_minor'
      | 'currency'
      | 'settle_at'
      | 'created_at'
    >
  > {
  status: 'applied' | 'rejected' | 'invalid_card' | 'in_process';
  /** Masked card number. */
  cardNum: string;
  /** ISO UTC; for `in_process`, when the charge becomes applied. */
  settleAt: string | null;
}

/** The answer the sandbox carrier gave to idempotency key `key`, if it ever received it. */
export async function sandboxChargeByKey(ex: ServiceExecutor, key: string): Promise<SandboxChargeRow | undefined> {
  return first<SandboxChargeRow>(
    ex,
    sql`SELECT idempotency_key AS "idempotencyKey", transaction_id AS "transactionId", status, reason, authorization_code AS "authorizationCode",
               card_num AS "cardNum", card_type AS "cardType", amount_minor AS "amountMinor", currency, settle_at AS "settleAt", created_at AS "createdAt"
          FROM sandbox_charges WHERE idempotency_key = ${key}`,
  );
}

/**
 * Keep the sandbox's answer `row` unless its idempotency key is already known
 * (`ON CONFLICT DO NOTHING` on the key: one answer per key, even between
 * processes), and return what is stored for the key: `row` itself the first
 * time, the first answer after that.
 */
export async function rememberSandboxCharge(ex: ServiceExecutor, row: SandboxChargeRow): Promise<SandboxChargeRow> {
  await exec(
    ex,
    sql`INSERT INTO sandbox_charges (idempotency_key, transaction_id, status, reason, authorization_code, card_num, card_type, amount_minor, currency, settle_at, created_at)
        VALUES (${row.idempotencyKey}, ${row.transactionId}, ${row.status}, ${row.reason}, ${row.authorizationCode}, ${row.cardNum}, ${row.cardType},
                ${row.amountMinor}, ${row.currency}, ${row.settleAt}, ${row.createdAt})
        ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  return (await sandboxChargeByKey(ex, row.idempotencyKey))!;
}

/** How many distinct charges (idempotency keys) the sandbox received. */
export async function countSandboxCharges(ex: ServiceExecutor): Promise<number> {
  return Number((await first<{ n: number }>(ex, sql`SELECT COUNT(*) AS n FROM sandbox_charges`))!.n);
}
