/** Bot migration 7: replies to guest messages go through the notice outbox. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { widenBotNoticeKinds } from './botNoticesTable.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 7,
  name: 'replies to guest messages go through the notice outbox',
  // kind 'reply': the replies to one guest input, written with the conversation state it produced
  // (already prepared, `replies` set); no booking behind it, so chatbot_id may be NULL.
  // SQLite cannot change a CHECK constraint or a NOT NULL in place: the table is rebuilt.
  ...widenBotNoticeKinds(7, "'paid', 'expired', 'rejected', 'reminder', 'reply'"),
};
