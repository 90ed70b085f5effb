/** Service migration 11: versions of each hotel reservations. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { type TriggerEvent, versionBumpTriggers } from './ddl.js';

/** The hotel ids a SQLite row trigger of each event bumps: the new row's, the old and the new row's, the old row's. */
const HOTEL_IDS: Record<TriggerEvent, string> = {
  insert: 'VALUES (NEW.hotel_id, 1)',
  update: 'SELECT hotel_id, 1 FROM (SELECT NEW.hotel_id AS hotel_id UNION SELECT OLD.hotel_id) WHERE true',
  delete: 'VALUES (OLD.hotel_id, 1)',
};

/** SQLite row triggers `<table>_version_<event>`: each row written bumps the version of its hotel (both hotels, when an update moves it). */
function sqliteVersionTriggers(table: string, events: readonly TriggerEvent[]): string {
  return events
    .map(
      (event) => `CREATE TRIGGER ${table}_version_${event} AFTER ${event.toUpperCase()} ON ${table} BEGIN
  INSERT INTO reservation_versions (hotel_id, version) ${HOTEL_IDS[event]}
    ON CONFLICT (hotel_id) DO UPDATE SET version = version + 1;
END;`,
    )
    .join('\n');
}

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 11,
  name: 'versions of each hotel reservations',
  sql: `
-- Versions of what a raw bookings answer (endpoint 4) is read from: one row per hotel, bumped by
-- every insert, update or delete of one of its reservations and by every change of one of its
-- chatbot bookings (a booking's payment deadline shows in its reservation), from any connection.
-- A cached list of bookings is served only while its hotel's version is the one it was read at.
CREATE TABLE reservation_versions (
  hotel_id  INTEGER PRIMARY KEY,
  version   INTEGER NOT NULL
);
${sqliteVersionTriggers('reservations', ['insert', 'update', 'delete'])}
${sqliteVersionTriggers('chatbot_bookings', ['insert', 'update'])}
`,
  postgres: `
-- Versions of what a raw bookings answer (endpoint 4) is read from: one row per hotel, bumped by
-- every statement that inserts, updates or deletes reservations of that hotel, or inserts or
-- updates its chatbot bookings. (Statement triggers here, row triggers on SQLite: only equality
-- of versions matters.)
CREATE TABLE reservation_versions (
  hotel_id  BIGINT PRIMARY KEY,
  version   BIGINT NOT NULL
);
CREATE FUNCTION reservation_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO reservation_versions (hotel_id, version) SELECT DISTINCT hotel_id, 1 FROM new_rows ORDER BY hotel_id
      ON CONFLICT (hotel_id) DO UPDATE SET version = reservation_versions.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO reservation_versions (hotel_id, version)
      SELECT hotel_id, 1 FROM (SELECT hotel_id FROM new_rows UNION SELECT hotel_id FROM old_rows) changed ORDER BY hotel_id
      ON CONFLICT (hotel_id) DO UPDATE SET version = reservation_versions.version + 1;
  ELSE
    INSERT INTO reservation_versions (hotel_id, version) SELECT DISTINCT hotel_id, 1 FROM old_rows ORDER BY hotel_id
      ON CONFLICT (hotel_id) DO UPDATE SET version = reservation_versions.version + 1;
  END IF;
  RETURN NULL;
END;
$$;
${versionBumpTriggers('reservations', 'reservation_version_bump', ['insert', 'update', 'delete'])}
${versionBumpTriggers('chatbot_bookings', 'reservation_version_bump', ['insert', 'update'])}
`,
};
