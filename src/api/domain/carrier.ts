/**
 * Payment carriers: who actually charges a card for the hosted checkout.
 * The default is a sandbox that never moves money.
 *
 * Every charge carries an idempotency key chosen by the service and written
 * in its charge journal before the call: the carrier charges a key at most
 * once (a repeated key gets the first answer back) and can be asked later
 * what it answered to a key, so a charge interrupted by a crash is settled
 * with the carrier's real outcome.
 */
import cardValidator from 'card-validator';
import type { Store } from '../../store/sql.js';
import { rememberSandboxCharge, sandboxChargeByKey, type SandboxChargeRow } from '../../store/service/chargeAttempts.js';
import { systemClock, type Clock } from '../../clock.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { authorizationCode, randomCode } from './ids.js';

/** A card charge. Amount in minor units of `currency`. The card data lives only for the call. */
export interface ChargeRequest {
  cardNumber: string;
  cardHolder: string;
  amountMinor: number;
  currency: string;
  description: string;
}

/** What a carrier answered. `cardType` is the lowercase brand (visa, mastercard, …). */
export type ChargeResult =
  | { status: 'applied'; transactionId: string; authorizationCode: string; cardType: string }
  | { status: 'rejected' | 'invalid_card'; transactionId: string; reason: string; cardType: string }
  | { status: 'in_process'; transactionId: string; cardType: string; settleAfterMs: number };

/** Options of {@link Carrier.charge}. */
export interface ChargeOptions {
  /** The service's key of this attempt: the carrier charges a key at most once. */
  idempotencyKey: string;
}

/** What a carrier recorded for an idempotency key: its answer, or `unknown` when it never received that key. */
export type LookupResult = ChargeResult | { status: 'unknown' };

/** A payment processor. `name` is its lowercase name, shown as `carrier` in transaction objects. */
export interface Carrier {
  readonly name: string;
  /**
   * Charge a card once per `opts.idempotencyKey`: a repeated key returns the
   * first answer and charges nothing. Never throws for a decline; throws only
   * when the carrier cannot be reached (the charge may or may not have been received).
   */
  charge(req: ChargeRequest, opts: ChargeOptions): Promise<ChargeResult>;
  /**
   * The answer recorded for `idempotencyKey` as of now (an in-process charge
   * may have settled since), or `{status: 'unknown'}` when the carrier never
   * received it. Throws only when the carrier cannot be reached.
   */
  lookup(idempotencyKey: string): Promise<LookupResult>;
}

/** Lowercase card brand of a number ('visa', 'mastercard', 'american-express', …) or 'unknown'. */
export function cardBrand(cardNumber: string): string {
  return cardValidator.number(cardNumber).card?.type ?? 'unknown';
}

/** True when the number passes the Luhn check and has a known brand's length. */
export function isValidCardNumber(cardNumber: string): boolean {
  return cardValidator.number(cardNumber).isValid;
}

/** `************4242`: the number with all but the last four digits masked. */
export function maskCard(cardNumber: string): string {
  return '*'.repeat(Math.max(0, cardNumber.length - 4)) + cardNumber.slice(-4);
}

/** Spanish decline reasons shown to the guest. */
export const DECLINE_REASONS = SERVICE_TEXTS.declineReasons;

/** Where the sandbox keeps its answers: the service database (table `sandbox_charges`) and the clock of settlement. */
export interface SandboxStore {
  store: Store;
  clock: Clock;
}

/**
 * The sandbox carrier: 4242 4242 4242 4242 approves; 4000 0000 0000 0002 is
 * declined; 4000 0000 0000 9995 is declined for insufficient funds;
 * 4000 0000 0000 0077 stays in process and settles applied `settleDelayMs`
 * after the charge; other Luhn-valid numbers approve; a Luhn-invalid number
 * is `invalid_card`.
 *
 * It stands for the carrier, so it remembers each answer by idempotency key
 * (masked card only): with a {@link SandboxStore}, in the service database,
 * so what it received survives a crash of the service right after; without
 * one, in memory for the life of the object.
 */
export class SandboxCarrier implements Carrier {
  readonly name = 'sandbox';
  readonly #charges: {
    remember(row: SandboxChargeRow): Promise<SandboxChargeRow>;
    get(key: string): Promise<SandboxChargeRow | undefined>;
  };
  readonly #clock: Clock;

  /** `settleDelayMs`: how long the in-process card stays in process, ms (default 10000). */
  constructor(
    private readonly settleDelayMs = 10_000,
    store?: SandboxStore,
  ) {
    this.#clock = store?.clock ?? systemClock;
    if (store) {
      const db = store.store.db;
      this.#charges = { remember: (row) => rememberSandboxCharge(db, row), get: (key) => sandboxChargeByKey(db, key) };
    } else {
      const kept = new Map<string, SandboxChargeRow>();
      this.#charges = {
        remember: async (row) => kept.get(row.idempotencyKey) ?? (kept.set(row.idempotencyKey, row), row),
        get: async (key) => kept.get(key),
      };
    }
  }

  async charge(req: ChargeRequest, opts: ChargeOptions): Promise<ChargeResult> {
    const known = await this.#charges.get(opts.idempotencyKey);
    if (known) return this.#answer(known);
    const number = req.cardNumber.replace(/\D/g, '');
    const now = this.#clock.now();
    const row: SandboxChargeRow = {
      idempotencyKey: opts.idempotencyKey,
      transactionId: randomCode('sbx_', 12),
      status: 'applied',
      reason: null,
      authorizationCode: null,
      cardNum: maskCard(number),
      cardType: cardBrand(number),
      amountMinor: req.amountMinor,
      currency: req.currency,
      settleAt: null,
      createdAt: now.toISOString(),
    };
    if (!isValidCardNumber(number)) Object.assign(row, { status: 'invalid_card', reason: DECLINE_REASONS.invalid_card });
    else if (number === '4000000000000002') Object.assign(row, { status: 'rejected', reason: DECLINE_REASONS.rejected });
    else if (number === '4000000000009995') Object.assign(row, { status: 'rejected', reason: DECLINE_REASONS.insufficient_funds });
    else if (number === '4000000000000077')
      Object.assign(row, {
        status: 'in_process',
        authorizationCode: authorizationCode(),
        settleAt: new Date(now.getTime() + this.settleDelayMs).toISOString(),
      });
    else row.authorizationCode = authorizationCode();
    return this.#answer(await this.#charges.remember(row));
  }

  async lookup(idempotencyKey: string): Promise<LookupResult> {
    const known = await this.#charges.get(idempotencyKey);
    return known ? this.#answer(known) : { status: 'unknown' };
  }

  /** The answer of a kept charge as of now: an in-process charge past its settle time is applied. */
  #answer(row: SandboxChargeRow): ChargeResult {
    const { transactionId, cardType } = row;
    if (row.status === 'rejected' || row.status === 'invalid_card')
      return { status: row.status, transactionId, reason: row.reason ?? DECLINE_REASONS.rejected, cardType };
    if (row.status === 'in_process') {
      const left = Date.parse(row.settleAt ?? row.createdAt) - this.#clock.now().getTime();
      if (left > 0) return { status: 'in_process', transactionId, cardType, settleAfterMs: left };
    }
    return { status: 'applied', transactionId, authorizationCode: row.authorizationCode ?? authorizationCode(), cardType };
  }
}
