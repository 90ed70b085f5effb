/** Service migration 5: availability versions: what cached availability answers are checked against. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { availabilityVersionsTable } from './catalogueTables.js';
import { SQLITE } from './ddl.js';

/**
 * The trigger `hotels_version_<event>` (insert or update): a hotel's city gets its row, and the catalogue's
 * version `'*'` is bumped.
 */
function hotelsVersionTrigger(event: 'insert' | 'update'): string {
  return `CREATE TRIGGER hotels_version_${event} AFTER ${event.toUpperCase()} ON hotels
BEGIN
  INSERT OR IGNORE INTO availability_versions (scope, version) VALUES (NEW.city_key, 0);
  UPDATE availability_versions SET version = version + 1 WHERE scope = '*';
END;`;
}

/** The triggers `<table>_version_insert`, `_update` and `_delete`: every write to `table` bumps the catalogue's version `'*'`. */
function catalogueVersionTriggers(table: string): string {
  return ['insert', 'update', 'delete']
    .map(
      (event) => `CREATE TRIGGER ${table}_version_${event} AFTER ${event.toUpperCase()} ON ${table}
BEGIN UPDATE availability_versions SET version = version + 1 WHERE scope = '*'; END;`,
    )
    .join('\n');
}

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 5,
  name: 'availability versions: what cached availability answers are checked against',
  sql: `
-- Versions of what an availability answer (endpoint 10) is computed from, kept by the triggers
-- below: one row per city (city_key), bumped by every insert, update or delete of a night of
-- inventory of one of its hotels (holds, releases, sales, stock and price changes, from any
-- connection); and the row '*', bumped by every change of hotels, room types, rate plans or
-- settings (the TRM). A cached answer is served only while both versions it was computed at
-- are still current.
${availabilityVersionsTable(SQLITE)}
INSERT OR IGNORE INTO availability_versions (scope, version) SELECT DISTINCT city_key, 0 FROM hotels;

CREATE TRIGGER inventory_version_insert AFTER INSERT ON inventory
BEGIN
  UPDATE availability_versions SET version = version + 1
   WHERE scope = (SELECT h.city_key FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE rt.id = NEW.room_type_id);
END;
CREATE TRIGGER inventory_version_update AFTER UPDATE ON inventory
BEGIN
  UPDATE availability_versions SET version = version + 1
   WHERE scope IN (SELECT h.city_key FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE rt.id IN (OLD.room_type_id, NEW.room_type_id));
END;
CREATE TRIGGER inventory_version_delete AFTER DELETE ON inventory
BEGIN
  UPDATE availability_versions SET version = version + 1
   WHERE scope = (SELECT h.city_key FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE rt.id = OLD.room_type_id);
END;

${(['insert', 'update'] as const).map(hotelsVersionTrigger).join('\n')}
CREATE TRIGGER hotels_version_delete AFTER DELETE ON hotels
BEGIN
  UPDATE availability_versions SET version = version + 1 WHERE scope = '*';
END;
${['room_types', 'rate_plans', 'settings'].map(catalogueVersionTriggers).join('\n')}
`,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 9's schema).
  postgres: '',
};
