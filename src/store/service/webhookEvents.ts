/**
 * Repository of what the webhook events read beyond the payment link
 * (`src/api/domain/webhookEvents.ts`): the carrier transaction id and amount
 * of the payment attempt an event reports, and the name of the agency that
 * created the link (Event 1's `company`). Every function takes the executor
 * first, so it runs inside the caller's transaction or on its own; SQL valid
 * on SQLite and PostgreSQL alike.
 */
import { first, sql, type Executor } from '../sql.js';

/** What an event reports of a payment attempt: the carrier's transaction id and the amount charged, minor units. */
export interface AttemptFacts {
  transactionId: string;
  amountMinor: number;
}

/** The carrier transaction id and the amount (minor units) of payment attempt `id`, if it exists. */
export async function paymentAttemptFacts(ex: Executor, id: number): Promise<AttemptFacts | undefined> {
  return first<AttemptFacts>(ex, sql`SELECT transaction_id AS "transactionId", amount_minor AS "amountMinor" FROM payment_attempts WHERE id = ${id}`);
}

/** The name of agency `id`, if it exists. */
export async function agencyName(ex: Executor, id: number): Promise<string | undefined> {
  return (await first<{ name: string }>(ex, sql`SELECT name FROM agencies WHERE id = ${id}`))?.name;
}
