/**
 * Portal reservations (those a channel manager reports, not chatbot
 * bookings) inserted straight into the service's database, for the suites
 * of endpoints 5, 6, 17 and 18 that need one in a given state.
 */
import type { PortalKey } from '../../src/api/contract/index.js';
import type { ReservationRow } from '../../src/api/domain/reservations.js';
import { addDays, bogotaDate } from '../../src/clock.js';
import type { Store } from '../../src/store/sql.js';
import { T0 } from './service.js';

/** The columns a test reservation is inserted with. */
export type NewReservation = Pick<
  ReservationRow,
  | 'hotel_id'
  | 'crs_id'
  | 'first_name'
  | 'last_name'
  | 'checkin'
  | 'checkout'
  | 'status'
  | 'checkin_status'
  | 'total_minor'
  | 'prepaid_minor'
  | 'refunded_minor'
  | 'paid_at'
> & { portal_code: PortalKey };

/** Ten days before {@link T0} (ISO 8601): when inserted reservations were made, unless a test says otherwise. */
export const EARLIER = new Date(T0.getTime() - 10 * 86_400_000).toISOString();

/** CRS ids of 12 digits: never one of the seed's (8 to 10 digits) nor a reservation number. */
let nextCrs = 555_000_000_001;

/**
 * Insert a portal reservation into `store` (defaults: hotel 1, booking.com,
 * Carlos Pérez arriving today in Bogotá at {@link T0} for 3 nights,
 * confirmed, not checked in, 600000 COP unpaid, a new CRS id), created and
 * last updated at `at` (ISO 8601, default {@link EARLIER}); returns its
 * number.
 */
export async function insertPortalReservation(store: Store, o: Partial<NewReservation> = {}, at = EARLIER): Promise<number> {
  const today = bogotaDate(T0);
  const r: NewReservation = {
    hotel_id: 1,
    crs_id: String(nextCrs++),
    portal_code: 'booking',
    first_name: 'Carlos',
    last_name: 'Pérez',
    checkin: today,
    checkout: addDays(today, 3),
    status: 'confirmed',
    checkin_status: 0,
    total_minor: 60_000_000,
    prepaid_minor: 0,
    refunded_minor: 0,
    paid_at: null,
    ...o,
  };
  const { id } = await store.db
    .insertInto('reservations')
    .values({ ...r, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}
