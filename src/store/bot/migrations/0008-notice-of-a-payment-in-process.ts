/** Bot migration 8: notice of a payment in process. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { widenBotNoticeKinds } from './botNoticesTable.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 8,
  name: 'notice of a payment in process',
  // kind 'in_process': told once per booking (dedupe key `<chatbot id>:in_process`) when the carrier is still deciding
  // (PSE, Nequi pending). SQLite cannot change a CHECK constraint in place: the table is rebuilt, as in version 7.
  ...widenBotNoticeKinds(8, "'paid', 'expired', 'rejected', 'reminder', 'reply', 'in_process'"),
};
