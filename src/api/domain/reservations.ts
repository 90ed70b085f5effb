/**
 * Channel-manager reservations (migration 4's `reservations`) as the reports
 * (endpoints 4, 11, 12) and the staff actions (17, 18) read them, and the one
 * rule of how a booking number names a reservation.
 */
import type { Db } from '../../store/db.js';

/**
 * A stored reservation. Money in minor units of `currency`; instants ISO
 * 8601 UTC; dates `YYYY-MM-DD`. `checkin_status` is endpoint 18's number
 * (0 Pending … 4 Early departure).
 */
export interface ReservationRow {
  id: number;
  hotel_id: number;
  crs_id: string;
  portal_code: string;
  chatbot_booking_id: number | null;
  first_name: string;
  last_name: string;
  checkin: string;
  checkout: string;
  status: 'pending_payment' | 'confirmed' | 'cancelled' | 'expired';
  checkin_status: number;
  total_minor: number;
  prepaid_minor: number;
  refunded_minor: number;
  currency: string;
  notes: string;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
  /** Payment deadline (ISO UTC) of a chatbot booking awaiting payment; null otherwise (not stored: read from the booking). */
  payment_deadline: string | null;
}

/** The columns of {@link ReservationRow}, for SELECT lists over `reservations` (not aliased). */
export const RESERVATION_COLUMNS =
  'id, hotel_id, crs_id, portal_code, chatbot_booking_id, first_name, last_name, checkin, checkout, status, checkin_status, ' +
  'total_minor, prepaid_minor, refunded_minor, currency, notes, paid_at, created_at, updated_at, ' +
  "(SELECT b.payment_deadline FROM chatbot_bookings b WHERE b.id = reservations.chatbot_booking_id AND reservations.status = 'pending_payment') AS payment_deadline";

/**
 * The reservation of hotel `hotelId` (internal id) that booking number
 * `bookingNumber` names (endpoints 11, 17, 18): its reservation number, else
 * its CRS id — a reservation number wins when the text is both. With
 * `portalCode`, only a reservation of that portal. Undefined when none.
 */
export function findReservation(db: Db, hotelId: number, bookingNumber: string, portalCode?: string): ReservationRow | undefined {
  const asId = /^\d{1,15}$/.test(bookingNumber) ? Number(bookingNumber) : null;
  return db
    .prepare<[{ hotel: number; id: number | null; crs: string; portal: string | null }], ReservationRow>(
      `SELECT ${RESERVATION_COLUMNS} FROM reservations
        WHERE hotel_id = @hotel AND (id = @id OR crs_id = @crs) AND (@portal IS NULL OR portal_code = @portal)
        ORDER BY id = @id DESC, id LIMIT 1`,
    )
    .get({ hotel: hotelId, id: asId, crs: bookingNumber, portal: portalCode ?? null });
}
