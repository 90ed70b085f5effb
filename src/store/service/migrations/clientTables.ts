/**
 * The tables of the API's clients and what they send and are sent (agencies, idempotency records, receipts,
 * recharges of preloaded balances, gift cards, the webhook outbox), written once for SQLite's migrations and
 * PostgreSQL's baseline. Part of frozen migrations: what these functions produce must never change.
 */
import type { DdlWords } from './ddl.js';

/** `agencies`, as version 1 creates it (on PostgreSQL, in the baseline). */
export function agenciesTable(w: DdlWords): string {
  return `CREATE TABLE agencies (
  id                  ${w.id},
  name                TEXT NOT NULL,
  agency_type         TEXT NOT NULL CHECK (agency_type IN ('retailer', 'wholesale')),
  in_balance_program  ${w.int} NOT NULL DEFAULT 0,
  balance_minor       ${w.int} NOT NULL DEFAULT 0
);`;
}

/** `idempotency_keys` and its index, as version 2 creates them (on PostgreSQL, in the baseline). */
export function idempotencyKeysTable(w: DdlWords): string {
  return `CREATE TABLE idempotency_keys (
  api_key_id     ${w.int} NOT NULL REFERENCES api_keys(id),
  key            TEXT NOT NULL,
  request_hash   TEXT NOT NULL,               -- SHA-256 of method, route and body
  status_code    ${w.int} NOT NULL,
  response_body  TEXT NOT NULL,
  created_at     TEXT NOT NULL,
  PRIMARY KEY (api_key_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);`;
}

/** `media` (uploaded receipts), as version 3 creates it (on PostgreSQL, in the baseline). */
export function mediaTable(w: DdlWords): string {
  return `CREATE TABLE media (
  file_key           TEXT PRIMARY KEY,
  agency_id          ${w.int} REFERENCES agencies(id),
  content_type       TEXT NOT NULL,
  size               ${w.int} NOT NULL,
  original_filename  TEXT,
  data               ${w.bytes} NOT NULL,
  created_at         TEXT NOT NULL
);`;
}

/** `recharges` and its index by agency, as version 3 creates them (on PostgreSQL, in the baseline); each engine adds its unique indexes. */
export function rechargesTable(w: DdlWords): string {
  return `CREATE TABLE recharges (
  id                        ${w.id},
  agency_id                 ${w.int} NOT NULL REFERENCES agencies(id),
  kind                      TEXT NOT NULL CHECK (kind IN ('external', 'payment_link', 'refund')),
  amount_minor              ${w.int} NOT NULL,
  currency                  TEXT NOT NULL DEFAULT 'COP',
  is_external               ${w.int},
  payment_reference         TEXT,
  payment_receipt           TEXT REFERENCES media(file_key),
  payment_receipt_filename  TEXT,
  payment_method            TEXT,
  payment_link_code         TEXT REFERENCES payment_links(code),
  recharge_group_id         ${w.int} NOT NULL,
  is_archived               ${w.int} NOT NULL DEFAULT 0,
  status                    TEXT,
  created_at                TEXT NOT NULL,
  updated_at                TEXT NOT NULL
);
CREATE INDEX recharges_agency ON recharges(agency_id, id);`;
}

/** `gift_cards` and its index, as version 3 creates them (on PostgreSQL, in the baseline). */
export function giftCardsTable(w: DdlWords): string {
  return `CREATE TABLE gift_cards (
  code                    TEXT PRIMARY KEY,
  api_key_id              ${w.int} NOT NULL REFERENCES api_keys(id),
  agency_id               ${w.int} REFERENCES agencies(id),
  sender_name             TEXT NOT NULL,
  sender_document_type    TEXT NOT NULL,
  sender_document_number  TEXT NOT NULL,
  sender_email            TEXT NOT NULL,
  sender_address          TEXT NOT NULL,
  sender_phone            TEXT NOT NULL,
  sender_country_code     TEXT NOT NULL,
  recipient_name          TEXT NOT NULL,
  recipient_email         TEXT NOT NULL,
  amount_minor            ${w.int} NOT NULL CHECK (amount_minor > 0),
  available_minor         ${w.int} NOT NULL DEFAULT 0,
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
CREATE INDEX gift_cards_key ON gift_cards(api_key_id, created_at);`;
}

/** `webhook_outbox` and its index of due rows, as version 3 creates them (on PostgreSQL, in the baseline). */
export function webhookOutboxTable(w: DdlWords): string {
  return `CREATE TABLE webhook_outbox (
  id               ${w.id},
  webhook_id       TEXT NOT NULL UNIQUE,        -- the webhook-id header: 'msg_' + random
  event_type       TEXT NOT NULL,               -- payment_link.result | transaction | gift_card.payment | booking.expired
  target_url       TEXT NOT NULL,
  api_key_id       ${w.int} NOT NULL REFERENCES api_keys(id), -- whose secret signs it
  payload          TEXT NOT NULL,               -- the JSON body, exactly as sent
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts         ${w.int} NOT NULL DEFAULT 0,
  next_attempt_at  TEXT NOT NULL,
  last_status      ${w.int},
  last_error       TEXT,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  delivered_at     TEXT
);
CREATE INDEX webhook_outbox_due ON webhook_outbox(next_attempt_at) WHERE status = 'pending';`;
}
