/** Service migration 15: the room type of a portal reservation. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 15,
  name: 'the room type of a portal reservation',
  // What the portal booked, as the hotel names it (endpoint 4's `room_type` extension); NULL when the
  // portal did not say. A chatbot booking's rooms are its booking_rooms.
  sql: 'ALTER TABLE reservations ADD COLUMN room_type TEXT;',
  postgres: 'ALTER TABLE reservations ADD COLUMN room_type TEXT;',
};
