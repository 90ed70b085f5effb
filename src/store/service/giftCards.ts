/**
 * Repository of gift cards (endpoints 15 and 16): the card rows, their
 * activation when the funding payment is applied, and the list. Amounts are
 * integers of minor units; instants ISO 8601 UTC text. Every function takes
 * the executor first, so it runs inside the caller's transaction or on its own.
 */
import { exec, first, rows, sql, type Camelized, changedOneRow } from '../sql.js';
import type { ServiceExecutor, ServiceRow } from './database.js';

/** A new gift card (amount in minor units; `available_minor` starts at 0 until its payment is applied). */
export interface NewGiftCard
  extends Camelized<
    ServiceRow<
      'gift_cards',
      | 'code'
      | 'api_key_id'
      | 'agency_id'
      | 'sender_name'
      | 'sender_document_type'
      | 'sender_document_number'
      | 'sender_email'
      | 'sender_address'
      | 'sender_phone'
      | 'sender_country_code'
      | 'recipient_name'
      | 'recipient_email'
      | 'amount_minor'
      | 'currency'
      | 'note'
      | 'external_ref_id'
      | 'temp_webhook_url'
      | 'success_url'
      | 'failure_url'
      | 'payment_link_code'
    >
  > {
  /** The payment link that funds it. */
  paymentLinkCode: string;
  iso: string;
}

/** Insert gift card `c` (nothing available yet). */
export async function insertGiftCard(ex: ServiceExecutor, c: NewGiftCard): Promise<void> {
  await exec(
    ex,
    sql`INSERT INTO gift_cards (code, api_key_id, agency_id, sender_name, sender_document_type, sender_document_number, sender_email,
          sender_address, sender_phone, sender_country_code, recipient_name, recipient_email, amount_minor, available_minor, currency,
          note, external_ref_id, temp_webhook_url, success_url, failure_url, payment_link_code, created_at, updated_at)
        VALUES (${c.code}, ${c.apiKeyId}, ${c.agencyId}, ${c.senderName}, ${c.senderDocumentType}, ${c.senderDocumentNumber}, ${c.senderEmail},
          ${c.senderAddress}, ${c.senderPhone}, ${c.senderCountryCode}, ${c.recipientName}, ${c.recipientEmail}, ${c.amountMinor}, 0, ${c.currency},
          ${c.note}, ${c.externalRefId}, ${c.tempWebhookUrl}, ${c.successUrl}, ${c.failureUrl}, ${c.paymentLinkCode}, ${c.iso}, ${c.iso})`,
  );
}

/** What a gift card's payment result reports about it (amount in minor units). */
export interface GiftCardByLinkRow {
  code: string;
  apiKeyId: number;
  tempWebhookUrl: string | null;
  externalRefId: string;
  amountMinor: number;
  currency: string;
}

/** The gift card funded by payment link `linkCode`, or undefined. */
export async function giftCardByLink(ex: ServiceExecutor, linkCode: string): Promise<GiftCardByLinkRow | undefined> {
  return first<GiftCardByLinkRow>(
    ex,
    sql`SELECT code, api_key_id AS "apiKeyId", temp_webhook_url AS "tempWebhookUrl", external_ref_id AS "externalRefId",
               amount_minor AS "amountMinor", currency
          FROM gift_cards WHERE payment_link_code = ${linkCode}`,
  );
}

/**
 * Make gift card `code`'s whole amount available at `iso` (ISO UTC), once:
 * a conditional UPDATE on a card with nothing available. Returns whether it
 * changed the card.
 */
export async function activateGiftCard(ex: ServiceExecutor, code: string, iso: string): Promise<boolean> {
  return changedOneRow(ex, sql`UPDATE gift_cards SET available_minor = amount_minor, updated_at = ${iso} WHERE code = ${code} AND available_minor = 0`);
}

/** Which gift cards a list shows: all, an agency's (id), or those an API key (id) created. */
export type GiftCardScope = { kind: 'all' } | { kind: 'agency'; agencyId: number | null } | { kind: 'key'; apiKeyId: number };

/** A gift card as endpoint 16 lists it (amounts in minor units). */
export interface GiftCardListRow {
  code: string;
  amount: number;
  available: number;
  currency: string;
  name: string;
  email: string;
}

/**
 * One page of the gift cards `scope` selects, newest first (creation
 * instant, then insertion order: `seq`), with the total count.
 */
export async function listGiftCards(
  ex: ServiceExecutor,
  scope: GiftCardScope,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: GiftCardListRow[] }> {
  const where = scope.kind === 'all' ? sql`1 = 1` : scope.kind === 'agency' ? sql`agency_id = ${scope.agencyId}` : sql`api_key_id = ${scope.apiKeyId}`;
  const total = (await first<{ n: number }>(ex, sql`SELECT COUNT(*) AS n FROM gift_cards WHERE ${where}`))?.n ?? 0;
  const page = await rows<GiftCardListRow>(
    ex,
    sql`SELECT code, amount_minor AS amount, available_minor AS available, currency, recipient_name AS name, recipient_email AS email
          FROM gift_cards WHERE ${where}
         ORDER BY created_at DESC, seq DESC
         LIMIT ${limit} OFFSET ${offset}`,
  );
  return { total, rows: page };
}
