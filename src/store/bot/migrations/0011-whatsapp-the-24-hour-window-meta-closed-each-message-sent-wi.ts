/** Bot migration 11: WhatsApp: the 24-hour window Meta closed, each message sent with the notice it carried, and the inbox of messages received. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/**
 * Version 11, WhatsApp's 24-hour window and the fate of what the bot sent,
 * the same on both engines:
 * - `whatsapp_guests.window_closed_at`: when Meta last refused a free-form
 *   message to the guest for the window (error 131047); the window is open
 *   again once the guest writes after it.
 * - `whatsapp_sent`: one row per message the bot sent (`wamid`), with the
 *   notice (outbox row) and reply it carried: a `failed` status Meta posts
 *   later reopens that notice from that reply, once (`failed_at`).
 * - `whatsapp_inbox`: each inbound message as Meta posted it (JSON), written
 *   before the webhook is answered 200: a message whose handling a crash cut
 *   short (no `whatsapp_messages` row) is handled after the restart.
 */
const WHATSAPP_DELIVERY = (int: string) => `
  ALTER TABLE whatsapp_guests ADD COLUMN window_closed_at TEXT;
  CREATE TABLE whatsapp_sent (
    wamid       TEXT PRIMARY KEY,
    wa_id       TEXT NOT NULL,
    notice_id   ${int},
    reply_index ${int} NOT NULL,
    sent_at     TEXT NOT NULL,
    failed_at   TEXT
  );
  CREATE INDEX whatsapp_sent_at ON whatsapp_sent (sent_at);
  CREATE TABLE whatsapp_inbox (
    wamid        TEXT PRIMARY KEY,
    wa_id        TEXT NOT NULL,
    profile_name TEXT,
    message      TEXT NOT NULL,
    received_at  TEXT NOT NULL
  );
  CREATE INDEX whatsapp_inbox_received ON whatsapp_inbox (received_at);
`;

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 11,
  name: 'WhatsApp: the 24-hour window Meta closed, each message sent with the notice it carried, and the inbox of messages received',
  sql: WHATSAPP_DELIVERY('INTEGER'),
  postgres: WHATSAPP_DELIVERY('BIGINT'),
};
