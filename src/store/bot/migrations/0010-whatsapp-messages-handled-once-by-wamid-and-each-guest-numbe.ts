/** Bot migration 10: WhatsApp: messages handled once by wamid, and each guest number. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/**
 * Version 10, the WhatsApp channel (`src/store/bot/whatsapp.ts`), the same on
 * both engines:
 * - `whatsapp_messages`: one row per inbound message `wamid`, written in the
 *   transaction that saves the conversation state it changed (as Telegram's
 *   `update_id`): a delivery Meta repeats is handled once.
 * - `whatsapp_guests`: each guest number (`wa_id`): the profile name, when
 *   the guest last wrote (the 24-hour window of free-form messages), and the
 *   choices of the last list sent (its pages are sent from them).
 */
const WHATSAPP_TABLES = `
  CREATE TABLE whatsapp_messages (
    wamid       TEXT PRIMARY KEY,
    wa_id       TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  CREATE INDEX whatsapp_messages_received ON whatsapp_messages (received_at);

  CREATE TABLE whatsapp_guests (
    wa_id           TEXT PRIMARY KEY,
    profile_name    TEXT,
    last_inbound_at TEXT NOT NULL,
    last_choices    TEXT,
    updated_at      TEXT NOT NULL
  );
`;

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 10,
  name: 'WhatsApp: messages handled once by wamid, and each guest number',
  sql: WHATSAPP_TABLES,
  postgres: WHATSAPP_TABLES,
};
