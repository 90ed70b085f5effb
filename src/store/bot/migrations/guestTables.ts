/**
 * The tables of guests' conversations and the bookings they make (conversation states, watched bookings, callback
 * tokens, received webhooks, booking cards), written once for SQLite's migrations and PostgreSQL's baseline. Part of
 * frozen migrations: what these functions produce must never change.
 */
import type { DdlWords } from './ddl.js';

/** `conversations`, `watched_bookings` (with its indexes) and `callback_tokens`, as version 1 creates them (on PostgreSQL, in the baseline). */
export function conversationTables(w: DdlWords): string {
  return w.layout(`CREATE TABLE conversations (
  channel    TEXT NOT NULL,
  chat_id    TEXT NOT NULL,
  state      TEXT NOT NULL CHECK (${w.json('state')}),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (channel, chat_id)
);

CREATE TABLE watched_bookings (
  chatbot_id          TEXT PRIMARY KEY,
  channel             TEXT NOT NULL,
  chat_id             TEXT NOT NULL,
  lang                TEXT NOT NULL,
  expiration_date     TEXT NOT NULL,
  last_payment_status TEXT,
  outcome             TEXT CHECK (outcome IS NULL OR outcome IN ('paid', 'expired')),
  notified_at         TEXT,
  next_poll_at        TEXT NOT NULL,
  created_at          TEXT NOT NULL
);
CREATE INDEX watched_bookings_due ON watched_bookings (next_poll_at) WHERE outcome IS NULL;
CREATE INDEX watched_bookings_chat ON watched_bookings (channel, chat_id);

CREATE TABLE callback_tokens (
  token      TEXT PRIMARY KEY,
  value      TEXT NOT NULL,
  created_at TEXT NOT NULL
);`);
}

/** `received_webhooks` and its indexes, as version 2 creates them (on PostgreSQL, in the baseline). */
export function receivedWebhooksTable(w: DdlWords): string {
  return w.layout(`CREATE TABLE received_webhooks (
  webhook_id  TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  event       TEXT NOT NULL,
  chatbot_id  TEXT,
  outcome     TEXT NOT NULL CHECK (outcome IN ('paid', 'rejected', 'expired', 'pending', 'ignored')),
  applied_at  TEXT,
  notified    ${w.int} CHECK (notified IS NULL OR notified IN (0, 1))
);
CREATE INDEX received_webhooks_chatbot ON received_webhooks (chatbot_id);
CREATE INDEX received_webhooks_received ON received_webhooks (received_at);`);
}

/** `booking_cards`, as version 5 creates it (on PostgreSQL, in the baseline). */
export function bookingCardsTable(w: DdlWords): string {
  return w.layout(`CREATE TABLE booking_cards (
  chatbot_id TEXT PRIMARY KEY,
  channel    TEXT NOT NULL,
  chat_id    TEXT NOT NULL,
  message_id ${w.int} NOT NULL,
  created_at TEXT NOT NULL
);`);
}
