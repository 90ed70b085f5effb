/** Service migration 9: agency links: reservation links credit nothing until refunded. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 9,
  name: 'agency links: reservation links credit nothing until refunded',
  sql: `
-- Agency links are of two kinds. A reservation link (endpoint 14 with external_ref_id, kept as
-- its reservation_id; chatbot bookings' links alike) pays the agency's reservation: applying it
-- credits nothing, and only its refund (endpoint 1) puts its amount in the balance. A top-up
-- link (no external_ref_id) is credited when applied and is never refunded.
-- Before, applying a reservation link credited the balance too, so its refund credited it a
-- second time. Those credits on applying never belonged in the balance: they go, and a refund's
-- credit stays.
DELETE FROM recharges
 WHERE kind = 'payment_link'
   AND payment_link_code IN (SELECT code FROM payment_links WHERE kind <> 'link' OR COALESCE(reservation_id, '') <> '');
-- A top-up link could never be refunded; should one have been, its credit on applying stands alone.
DELETE FROM recharges
 WHERE kind = 'refund'
   AND payment_link_code IN (SELECT code FROM payment_links WHERE kind = 'link' AND COALESCE(reservation_id, '') = '')
   AND payment_link_code IN (SELECT payment_link_code FROM recharges WHERE kind = 'payment_link');
-- Nothing but recharges moves a balance: each agency's balance is the sum of its recharges.
UPDATE agencies
   SET balance_minor = (SELECT COALESCE(SUM(r.amount_minor), 0) FROM recharges r WHERE r.agency_id = agencies.id);
-- A link's amount enters a balance at most once: one recharge per link, whatever its kind.
CREATE UNIQUE INDEX recharges_one_per_link ON recharges(payment_link_code) WHERE payment_link_code IS NOT NULL;
`,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 9's schema).
  postgres: '',
};
