/**
 * Payment carriers: who actually charges a card for the hosted checkout
 * (DECISIONS §7). The default is a sandbox that never moves money.
 */
import cardValidator from 'card-validator';
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

/** A payment processor. `name` is its lowercase name, shown as `carrier` in transaction objects. */
export interface Carrier {
  readonly name: string;
  /** Charge a card once. Never throws for a decline; throws only when the carrier cannot be reached. */
  charge(req: ChargeRequest): Promise<ChargeResult>;
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
export const DECLINE_REASONS = {
  rejected: 'La entidad emisora rechazó la transacción',
  insufficient_funds: 'Fondos insuficientes',
  invalid_card: 'Tarjeta no válida',
} as const;

/**
 * The sandbox carrier of DECISIONS §7: 4242 4242 4242 4242 approves;
 * 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 is declined for
 * insufficient funds; 4000 0000 0000 0077 stays in process and settles
 * applied after `settleDelayMs`; other Luhn-valid numbers approve; a
 * Luhn-invalid number is `invalid_card`.
 */
export class SandboxCarrier implements Carrier {
  readonly name = 'sandbox';
  constructor(private readonly settleDelayMs = 10_000) {}

  async charge(req: ChargeRequest): Promise<ChargeResult> {
    const number = req.cardNumber.replace(/\D/g, '');
    const transactionId = randomCode('sbx_', 12);
    const cardType = cardBrand(number);
    if (!isValidCardNumber(number)) return { status: 'invalid_card', transactionId, reason: DECLINE_REASONS.invalid_card, cardType };
    switch (number) {
      case '4000000000000002':
        return { status: 'rejected', transactionId, reason: DECLINE_REASONS.rejected, cardType };
      case '4000000000009995':
        return { status: 'rejected', transactionId, reason: DECLINE_REASONS.insufficient_funds, cardType };
      case '4000000000000077':
        return { status: 'in_process', transactionId, cardType, settleAfterMs: this.settleDelayMs };
      default:
        return { status: 'applied', transactionId, authorizationCode: authorizationCode(), cardType };
    }
  }
}
