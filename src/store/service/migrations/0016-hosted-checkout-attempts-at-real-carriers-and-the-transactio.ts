/** Service migration 16: hosted-checkout attempts at real carriers and the transactions heard of. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/**
 * Service migration 16's tables, the same on both engines but for the type of
 * their whole numbers (`INTEGER` on SQLite, `BIGINT` on PostgreSQL).
 */
function carrierAttemptTables(int: 'INTEGER' | 'BIGINT'): string {
  return `
-- One row per hosted checkout started at a real carrier (Wompi, Mercado Pago): the reference the
-- payer was sent with, unique per attempt, recorded before the payer leaves. 'open' while the
-- carrier may still tell of a transaction (events, the return page and reconciliation ask);
-- 'closed' once it is decided (approved, reversed, or lapsed with nothing pending).
CREATE TABLE carrier_attempts (
  reference       TEXT PRIMARY KEY,
  link_code       TEXT NOT NULL REFERENCES payment_links(code),
  carrier         TEXT NOT NULL,
  account         TEXT NOT NULL,                  -- 'default', or 'hotel:<id>' for a hotel's own merchant account
  amount_minor    ${int} NOT NULL CHECK (amount_minor > 0),
  currency        TEXT NOT NULL,
  expires_at      TEXT NOT NULL,                  -- the checkout's own expiry as sent to the carrier
  checkout_id     TEXT,                           -- the carrier's id of the checkout (Mercado Pago preference)
  redirect_url    TEXT,                           -- where the payer is sent
  status          TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at      TEXT NOT NULL,
  checked_at      TEXT NOT NULL                   -- last time reconciliation asked the carrier
);
CREATE INDEX carrier_attempts_link ON carrier_attempts(link_code);
CREATE INDEX carrier_attempts_open ON carrier_attempts(checked_at) WHERE status = 'open';

-- Every carrier transaction the service has heard of, with the last status it applied: news of a
-- transaction (an event, the return page, reconciliation) is applied once per status, and only
-- forward (pending before a final status; voided after approved). outcome: what the service did.
CREATE TABLE carrier_transactions (
  carrier         TEXT NOT NULL,
  transaction_id  TEXT NOT NULL,
  reference       TEXT NOT NULL,
  link_code       TEXT,                           -- NULL: no attempt has this reference
  status          TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'declined', 'voided', 'error')),
  raw_status      TEXT NOT NULL,
  method          TEXT,
  amount_minor    ${int} NOT NULL,
  currency        TEXT NOT NULL,
  outcome         TEXT NOT NULL,
  reversal        TEXT NOT NULL DEFAULT 'none' CHECK (reversal IN ('none', 'due', 'done', 'manual')),
  reversal_error  TEXT,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  PRIMARY KEY (carrier, transaction_id)
);
CREATE INDEX carrier_transactions_reversal_due ON carrier_transactions(updated_at) WHERE reversal = 'due';
`;
}

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 16,
  name: 'hosted-checkout attempts at real carriers and the transactions heard of',
  sql: carrierAttemptTables('INTEGER'),
  postgres: carrierAttemptTables('BIGINT'),
};
