/** Service migration 7: charge attempts recorded before the carrier is called. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 7,
  name: 'charge attempts recorded before the carrier is called',
  sql: `
-- The journal of card charges: one row per checkout submission, written in the same
-- transaction that puts its link in process and BEFORE the carrier is called, with the
-- idempotency key handed to the carrier. status: 'sent' while the carrier's answer is not
-- recorded (a crash leaves it so; start-up and the periodic sweep ask the carrier for the
-- key's result); 'recorded' once the answer is in payment_attempts (payment_attempt_id);
-- 'failed' when the carrier never saw the charge (the link is payable again).
-- Card data masked only: never the full number or the security code.
CREATE TABLE charge_attempts (
  id                  INTEGER PRIMARY KEY,
  idempotency_key     TEXT NOT NULL UNIQUE,
  link_code           TEXT NOT NULL REFERENCES payment_links(code),
  carrier             TEXT NOT NULL,
  amount_minor        INTEGER NOT NULL CHECK (amount_minor > 0),
  currency            TEXT NOT NULL,
  card_holder         TEXT NOT NULL,
  card_num            TEXT NOT NULL,               -- masked: '************4242'
  card_type           TEXT NOT NULL,
  status              TEXT NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'recorded', 'failed')),
  payment_attempt_id  INTEGER REFERENCES payment_attempts(id),
  failure_reason      TEXT,
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL
);
CREATE INDEX charge_attempts_link ON charge_attempts(link_code);
CREATE INDEX charge_attempts_open ON charge_attempts(created_at) WHERE status = 'sent';

-- What the sandbox carrier answered, per idempotency key. The sandbox stands for the
-- carrier, so it keeps its own record here: a charge it received is remembered even when
-- the service dies before recording the answer, a repeated key gets the first answer back
-- (never a second charge), and a lookup by key tells the service what happened.
CREATE TABLE sandbox_charges (
  idempotency_key     TEXT PRIMARY KEY,
  transaction_id      TEXT NOT NULL UNIQUE,
  status              TEXT NOT NULL CHECK (status IN ('applied', 'rejected', 'invalid_card', 'in_process')),
  reason              TEXT,
  authorization_code  TEXT,
  card_num            TEXT NOT NULL,               -- masked
  card_type           TEXT NOT NULL,
  amount_minor        INTEGER NOT NULL,
  currency            TEXT NOT NULL,
  settle_at           TEXT,                        -- in_process: when it becomes applied
  created_at          TEXT NOT NULL
) WITHOUT ROWID;

-- Links left in process by a crash before this journal existed: no key was handed to the
-- carrier, so nothing can be asked; they become payable again, as a failed charge would.
UPDATE payment_links SET status = 'active'
 WHERE status = 'in_process'
   AND NOT EXISTS (SELECT 1 FROM payment_attempts a WHERE a.link_code = payment_links.code AND a.status = 'in_process');
`,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 9's schema).
  postgres: '',
};
