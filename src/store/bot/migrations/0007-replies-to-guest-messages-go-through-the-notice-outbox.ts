/** Bot migration 7: replies to guest messages go through the notice outbox. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { rebuildBotNotices } from './botNoticesTable.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 7,
  name: 'replies to guest messages go through the notice outbox',
  // kind 'reply': the replies to one guest input, written with the conversation state it produced
  // (already prepared, `replies` set); no booking behind it, so chatbot_id may be NULL.
  // SQLite cannot change a CHECK constraint or a NOT NULL in place: the table is rebuilt.
  sql: `
${rebuildBotNotices(7, "'paid', 'expired', 'rejected', 'reminder', 'reply'")}
    `,
  postgres: `
      ALTER TABLE bot_notices ALTER COLUMN chatbot_id DROP NOT NULL;
      ALTER TABLE bot_notices DROP CONSTRAINT bot_notices_kind_check;
      ALTER TABLE bot_notices ADD CONSTRAINT bot_notices_kind_check CHECK (kind IN ('paid', 'expired', 'rejected', 'reminder', 'reply'));
    `,
};
