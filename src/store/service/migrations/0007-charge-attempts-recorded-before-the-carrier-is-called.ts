/** Service migration 7: charge attempts recorded before the carrier is called. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { SQLITE } from './ddl.js';
import { chargeAttemptsTable, sandboxChargesTable } from './paymentTables.js';

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
${chargeAttemptsTable(SQLITE)}

-- What the sandbox carrier answered, per idempotency key. The sandbox stands for the
-- carrier, so it keeps its own record here: a charge it received is remembered even when
-- the service dies before recording the answer, a repeated key gets the first answer back
-- (never a second charge), and a lookup by key tells the service what happened.
${sandboxChargesTable(SQLITE)}

-- Links left in process by a crash before this journal existed: no key was handed to the
-- carrier, so nothing can be asked; they become payable again, as a failed charge would.
UPDATE payment_links SET status = 'active'
 WHERE status = 'in_process'
   AND NOT EXISTS (SELECT 1 FROM payment_attempts a WHERE a.link_code = payment_links.code AND a.status = 'in_process');
`,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 9's schema).
  postgres: '',
};
