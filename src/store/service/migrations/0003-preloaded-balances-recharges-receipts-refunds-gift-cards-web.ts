/** Service migration 3: preloaded balances, recharges, receipts, refunds, gift cards, webhook outbox. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

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
CREATE TABLE media (
  file_key           TEXT PRIMARY KEY,
  agency_id          INTEGER REFERENCES agencies(id),
  content_type       TEXT NOT NULL,
  size               INTEGER NOT NULL,
  original_filename  TEXT,
  data               BLOB NOT NULL,
  created_at         TEXT NOT NULL
);

-- Movements of an agency's preloaded balance (endpoint 3 lists them).
CREATE TABLE recharges (
  id                        INTEGER PRIMARY KEY,
  agency_id                 INTEGER NOT NULL REFERENCES agencies(id),
  kind                      TEXT NOT NULL CHECK (kind IN ('external', 'payment_link', 'refund')),
  amount_minor              INTEGER NOT NULL,
  currency                  TEXT NOT NULL DEFAULT 'COP',
  is_external               INTEGER,
  payment_reference         TEXT,
  payment_receipt           TEXT REFERENCES media(file_key),
  payment_receipt_filename  TEXT,
  payment_method            TEXT,
  payment_link_code         TEXT REFERENCES payment_links(code),
  recharge_group_id         INTEGER NOT NULL,
  is_archived               INTEGER NOT NULL DEFAULT 0,
  status                    TEXT,
  created_at                TEXT NOT NULL,
  updated_at                TEXT NOT NULL
);
CREATE INDEX recharges_agency ON recharges(agency_id, id);
-- A link credits a balance at most once and is refunded at most once.
CREATE UNIQUE INDEX recharges_link_once ON recharges(payment_link_code, kind) WHERE payment_link_code IS NOT NULL;

CREATE TABLE gift_cards (
  code                    TEXT PRIMARY KEY,
  api_key_id              INTEGER NOT NULL REFERENCES api_keys(id),
  agency_id               INTEGER REFERENCES agencies(id),
  sender_name             TEXT NOT NULL,
  sender_document_type    TEXT NOT NULL,
  sender_document_number  TEXT NOT NULL,
  sender_email            TEXT NOT NULL,
  sender_address          TEXT NOT NULL,
  sender_phone            TEXT NOT NULL,
  sender_country_code     TEXT NOT NULL,
  recipient_name          TEXT NOT NULL,
  recipient_email         TEXT NOT NULL,
  amount_minor            INTEGER NOT NULL CHECK (amount_minor > 0),
  available_minor         INTEGER NOT NULL DEFAULT 0,
  currency                TEXT NOT NULL,
  note                    TEXT NOT NULL,
  external_ref_id         TEXT NOT NULL,
  temp_webhook_url        TEXT,
  success_url             TEXT,
  failure_url             TEXT,
  payment_link_code       TEXT NOT NULL UNIQUE REFERENCES payment_links(code),
  created_at              TEXT NOT NULL,
  updated_at              TEXT NOT NULL
);
CREATE INDEX gift_cards_key ON gift_cards(api_key_id, created_at);

-- Durable outbox of webhooks, written in the same transaction as the state change (docs/decisions/0012-webhooks.md).
CREATE TABLE webhook_outbox (
  id               INTEGER PRIMARY KEY,
  webhook_id       TEXT NOT NULL UNIQUE,        -- the webhook-id header: 'msg_' + random
  event_type       TEXT NOT NULL,               -- payment_link.result | transaction | gift_card.payment | booking.expired
  target_url       TEXT NOT NULL,
  api_key_id       INTEGER NOT NULL REFERENCES api_keys(id), -- whose secret signs it
  payload          TEXT NOT NULL,               -- the JSON body, exactly as sent
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  TEXT NOT NULL,
  last_status      INTEGER,
  last_error       TEXT,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  delivered_at     TEXT
);
CREATE INDEX webhook_outbox_due ON webhook_outbox(next_attempt_at) WHERE status = 'pending';
`,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 9's schema).
  postgres: '',
};
