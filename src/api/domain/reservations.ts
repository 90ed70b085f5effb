/**
 * Channel-manager reservations (migration 4's `reservations`) as the reports
 * (endpoints 4, 11, 12) and the reservation changes (17, 18,
 * `./reservationChanges.ts`) read them, and the one
 * rule of how a booking number names a reservation.
 *
 * The SQL lives in `src/store/service/reservations.ts`; this module is the
 * domain's name for it.
 */
import type { Executor } from '../../store/sql.js';
import { findReservation as findStoredReservation, type ReservationRow } from '../../store/service/reservations.js';

export type { ReservationRow } from '../../store/service/reservations.js';
export { RESERVATION_COLUMNS } from '../../store/service/reservations.js';

/**
 * The reservation of hotel `hotelId` (internal id) that booking number
 * `bookingNumber` names (endpoints 11, 17, 18): its reservation number, else
 * its CRS id — a reservation number wins when the text is both. With
 * `portalCode`, only a reservation of that portal. With `lock` (inside a
 * transaction), the row is locked until the transaction ends and read in its
 * latest committed state. Undefined when none. Async; runs on `ex` (inside
 * the caller's transaction when given one).
 */
export async function findReservation(
  ex: Executor,
  hotelId: number,
  bookingNumber: string,
  portalCode?: string,
  lock = false,
): Promise<ReservationRow | undefined> {
  return findStoredReservation(ex, hotelId, bookingNumber, { portalCode, lock });
}
