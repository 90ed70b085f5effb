/** Service migration 3: preloaded balances, recharges, receipts, refunds, gift cards, webhook outbox. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { giftCardsTable, mediaTable, rechargesTable, webhookOutboxTable } from './clientTables.js';
import { SQLITE } from './ddl.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 3,
  name: 'preloaded balances, recharges, receipts, refunds, gift cards, webhook outbox',
  sql: `
-- Webhooks of an API client (docs/decisions/0012-webhooks.md): its signing secret ('whsec_' + base64) and the URL
-- that receives its booking-expiry and transaction webhooks.
ALTER TABLE api_keys ADD COLUMN webhook_secret TEXT;
ALTER TABLE api_keys ADD COLUMN webhook_url TEXT;

-- What a link pays: a standalone link (14), a chatbot booking (7) or a gift card (15).
ALTER TABLE payment_links ADD COLUMN kind TEXT NOT NULL DEFAULT 'link' CHECK (kind IN ('link', 'chatbot_booking', 'gift_card'));
-- The reservation associated when the link was created (endpoint 1's reservation_id):
-- external_ref_id for standalone links, the chatbot id for chatbot bookings.
ALTER TABLE payment_links ADD COLUMN reservation_id TEXT;
ALTER TABLE payment_links ADD COLUMN refunded_at TEXT;

-- Uploaded receipts (endpoint 2), served by 2b. Key: 'receipts/<random>.<ext>'.
${mediaTable(SQLITE)}

-- Movements of an agency's preloaded balance (endpoint 3 lists them).
${rechargesTable(SQLITE)}
-- A link credits a balance at most once and is refunded at most once.
CREATE UNIQUE INDEX recharges_link_once ON recharges(payment_link_code, kind) WHERE payment_link_code IS NOT NULL;

${giftCardsTable(SQLITE)}

-- Durable outbox of webhooks, written in the same transaction as the state change (docs/decisions/0012-webhooks.md).
${webhookOutboxTable(SQLITE)}
`,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 9's schema).
  postgres: '',
};
