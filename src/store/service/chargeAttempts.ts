/**
 * Repositories of the card-charge journal (`charge_attempts`) and of the
 * sandbox carrier's own record of what it answered (`sandbox_charges`),
 * both from service migration 7. Money in minor units (COP centavos);
 * instants ISO 8601 UTC text. Card numbers are stored masked only.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db.js';

/** Journal status: `sent` (carrier's answer not recorded yet), `recorded`, `failed` (the carrier never saw it). */
export type ChargeAttemptStatus = 'sent' | 'recorded' | 'failed';

/** A row of the charge journal. */
export interface ChargeAttemptRow {
  id: number;
  idempotencyKey: string;
  linkCode: string;
  carrier: string;
  amountMinor: number;
  currency: string;
  cardHolder: string;
  /** Masked card number, e.g. `************4242`. */
  cardNum: string;
  cardType: string;
  status: ChargeAttemptStatus;
  paymentAttemptId: number | null;
  failureReason: string | null;
  /** ISO UTC: when the attempt was written, just before the carrier was called. */
  createdAt: string;
  updatedAt: string;
}

/** Fields of a new journal row (written with status `sent`). */
export type NewChargeAttempt = Omit<ChargeAttemptRow, 'id' | 'status' | 'paymentAttemptId' | 'failureReason' | 'createdAt' | 'updatedAt'>;

const COLUMNS = `id, idempotency_key AS idempotencyKey, link_code AS linkCode, carrier, amount_minor AS amountMinor, currency,
  card_holder AS cardHolder, card_num AS cardNum, card_type AS cardType, status, payment_attempt_id AS paymentAttemptId,
  failure_reason AS failureReason, created_at AS createdAt, updated_at AS updatedAt`;

/** The charge journal: attempts written before the carrier is called, settled once its answer is known. */
export class ChargeAttempts {
  readonly #insert: Statement<[string, string, string, number, string, string, string, string, string, string]>;
  readonly #byId: Statement<[number], ChargeAttemptRow>;
  readonly #open: Statement<[string], ChargeAttemptRow>;
  readonly #recorded: Statement<[number, string, number]>;
  readonly #failed: Statement<[string, string, number]>;

  constructor(db: Db) {
    this.#insert = db.prepare(
      `INSERT INTO charge_attempts (idempotency_key, link_code, carrier, amount_minor, currency, card_holder, card_num, card_type, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'sent', ?, ?)`,
    );
    this.#byId = db.prepare(`SELECT ${COLUMNS} FROM charge_attempts WHERE id = ?`);
    this.#open = db.prepare(`SELECT ${COLUMNS} FROM charge_attempts WHERE status = 'sent' AND created_at <= ? ORDER BY id`);
    this.#recorded = db.prepare(`UPDATE charge_attempts SET status = 'recorded', payment_attempt_id = ?, updated_at = ? WHERE id = ? AND status = 'sent'`);
    this.#failed = db.prepare(`UPDATE charge_attempts SET status = 'failed', failure_reason = ?, updated_at = ? WHERE id = ? AND status = 'sent'`);
  }

  /** Write a `sent` attempt at `iso` (call inside the transaction that puts the link in process); returns its id. */
  insert(a: NewChargeAttempt, iso: string): number {
    return Number(
      this.#insert.run(a.idempotencyKey, a.linkCode, a.carrier, a.amountMinor, a.currency, a.cardHolder, a.cardNum, a.cardType, iso, iso).lastInsertRowid,
    );
  }

  /** The attempt with id `id`, if any. */
  byId(id: number): ChargeAttemptRow | undefined {
    return this.#byId.get(id);
  }

  /** Attempts still `sent` that were written at or before `iso` (ISO UTC), oldest first. */
  openSince(iso: string): ChargeAttemptRow[] {
    return this.#open.all(iso);
  }

  /**
   * Mark attempt `id` recorded with its `payment_attempts` row, at `iso`.
   * Only a `sent` attempt changes; false when it was already settled (nothing written).
   */
  markRecorded(id: number, paymentAttemptId: number, iso: string): boolean {
    return this.#recorded.run(paymentAttemptId, iso, id).changes === 1;
  }

  /** Mark attempt `id` failed with a Spanish `reason`, at `iso`. Only a `sent` attempt changes; false otherwise. */
  markFailed(id: number, reason: string, iso: string): boolean {
    return this.#failed.run(reason, iso, id).changes === 1;
  }
}

/** What the sandbox carrier answered to one idempotency key. */
export interface SandboxChargeRow {
  idempotencyKey: string;
  transactionId: string;
  status: 'applied' | 'rejected' | 'invalid_card' | 'in_process';
  reason: string | null;
  authorizationCode: string | null;
  /** Masked card number. */
  cardNum: string;
  cardType: string;
  amountMinor: number;
  currency: string;
  /** ISO UTC; for `in_process`, when the charge becomes applied. */
  settleAt: string | null;
  createdAt: string;
}

/** The sandbox carrier's record of the charges it received, one per idempotency key. */
export class SandboxCharges {
  readonly #insert: Statement<[string, string, string, string | null, string | null, string, string, number, string, string | null, string]>;
  readonly #get: Statement<[string], SandboxChargeRow>;
  readonly #count: Statement<[], { n: number }>;

  constructor(db: Db) {
    this.#insert = db.prepare(
      `INSERT INTO sandbox_charges (idempotency_key, transaction_id, status, reason, authorization_code, card_num, card_type, amount_minor, currency, settle_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
    );
    this.#get = db.prepare(
      `SELECT idempotency_key AS idempotencyKey, transaction_id AS transactionId, status, reason, authorization_code AS authorizationCode,
              card_num AS cardNum, card_type AS cardType, amount_minor AS amountMinor, currency, settle_at AS settleAt, created_at AS createdAt
         FROM sandbox_charges WHERE idempotency_key = ?`,
    );
    this.#count = db.prepare('SELECT COUNT(*) AS n FROM sandbox_charges');
  }

  /**
   * Keep `row` unless its idempotency key is already known, and return what is
   * stored for the key: `row` itself the first time, the first answer after that.
   */
  remember(row: SandboxChargeRow): SandboxChargeRow {
    this.#insert.run(
      row.idempotencyKey, row.transactionId, row.status, row.reason, row.authorizationCode, row.cardNum, row.cardType,
      row.amountMinor, row.currency, row.settleAt, row.createdAt,
    );
    return this.#get.get(row.idempotencyKey)!;
  }

  /** The answer given to idempotency key `key`, if the sandbox ever received it. */
  get(key: string): SandboxChargeRow | undefined {
    return this.#get.get(key);
  }

  /** How many distinct charges the sandbox received. */
  count(): number {
    return this.#count.get()!.n;
  }
}
