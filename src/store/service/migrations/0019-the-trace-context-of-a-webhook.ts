/** Service migration 19: the trace context of a webhook. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 19,
  name: 'the trace context of a webhook',
  // The W3C traceparent active when the row was enqueued (docs/decisions/0026-traces.md), sent on every try so the
  // receiver continues the trace of the change the webhook reports; NULL when tracing was off.
  sql: 'ALTER TABLE webhook_outbox ADD COLUMN traceparent TEXT;',
  postgres: 'ALTER TABLE webhook_outbox ADD COLUMN traceparent TEXT;',
};
