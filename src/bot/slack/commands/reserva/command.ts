/**
 * `/reserva <número>`: one reservation of the staff member's hotel with its
 * charge and refund (endpoints 5, 11, 4), and only the buttons that make
 * sense for it; acked at once and answered through `respond` as an
 * ephemeral message in the workspace's language. A reservation of another
 * hotel is answered exactly like one not found. When the service throttles
 * the app (429), a short `Retry-After` is waited out once
 * ({@link withRateLimitRetry}); a longer one is reported as "busy".
 */
import type { App } from '@slack/bolt';
import type { HotelApiClient } from '../../../../api/client.js';
import type { LegacyVoucherRecord, OperationType, RawBooking, VoucherDetailResponse } from '../../../../api/contract/index.js';
import { addDays, bogotaDate } from '../../../../clock.js';
import type { SlackDeps, StaffHotel } from '../../access.js';
import { INPUT_PORTALS, isInputPortal, reservationState, textMessage } from '../../blocks.js';
import { ephemeral, isNotFound, staffContext, withRateLimitRetry, type StaffContext } from '../../listener.js';
import { MAX_RANGE_DAYS } from '../reservas/dates.js';
import { legacyChargeCode, reservationMessage, type ChargeView, type ReservationView } from './blocks.js';

const OPERATION_TYPES: readonly OperationType[] = ['automated', 'terminal_payment', 'payment_link'];

/**
 * Find reservation `number` of `hotel`: its voucher record by endpoint 5 (each
 * operation type in turn; a record of another hotel ends the search as not
 * found), its legacy record by endpoint 11 (with the record's portal when it
 * is an input portal; when 5 found nothing, with each input portal), and its
 * booking by endpoint 4 (arrival date known, else today ±31 days) for
 * check-out, status and amounts. Undefined when none of them has it in
 * `hotel`. Throws the client's HotelApiError for failures other than 403/404.
 */
export async function findReservation(client: HotelApiClient, hotel: StaffHotel, number: string, today: string): Promise<ReservationView | undefined> {
  const n = Number(number);
  let v5: VoucherDetailResponse | undefined;
  for (const op of OPERATION_TYPES) {
    try {
      v5 = await client.getVoucherDetail(n, op);
      break;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
  if (v5 && v5.hotel.id !== hotel.hotelId) return undefined; // another hotel's: exactly like not found
  let legacy: LegacyVoucherRecord | undefined;
  const portals = v5 ? (isInputPortal(v5.data.portal_code) ? [v5.data.portal_code] : []) : (Object.keys(INPUT_PORTALS) as Array<keyof typeof INPUT_PORTALS>);
  for (const p of portals) {
    try {
      legacy = await client.getLegacyVoucherDetails(number, hotel.cmHotelId, p);
      break;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
  if (legacy && legacy.hotel_id !== String(hotel.cmHotelId)) return undefined;
  const checkin = v5?.data.checkin_date ?? legacy?.checkin_date ?? null;
  const [start, end] = checkin ? [checkin, checkin] : [addDays(today, -30), addDays(today, MAX_RANGE_DAYS - 31)];
  const raw = await client.listRawChannelManagerBookings({ start_date: start, end_date: end, hotel_id: hotel.cmHotelId });
  const booking: RawBooking | undefined = raw.data.hotel.bookings.find((b) => b.reservation_id === number || b.crs_id === number);
  if (!v5 && !legacy && !booking) return undefined;

  const tx = v5?.data.transaction;
  const rf = v5?.data.refound;
  const charge: ChargeView | null = tx
    ? {
        code: tx.status_code,
        status: tx.status,
        amount: tx.amount,
        card: `${tx.payment_card_info.card_type} ${tx.payment_card_info.card_num}`.trim(),
        date: tx.payment_date,
      }
    : legacy?.transaction
      ? {
          code: legacyChargeCode(legacy.transaction.transaction_status),
          status: legacy.transaction.transaction_status,
          amount: legacy.transaction.total,
          card: `${legacy.transaction.card_type} ${legacy.transaction.card_num}`.trim(),
          date: legacy.transaction.payment_date,
        }
      : null;
  const refund = rf ? { amount: rf.amount, date: rf.refund_date } : legacy?.refound ? { amount: legacy.refound.total, date: legacy.refound.date } : null;
  return {
    number: booking?.reservation_id ?? v5?.data.reservation_id ?? legacy?.reservation_id ?? number,
    guest: v5?.data.guest ?? legacy?.guest ?? `${booking!.first_name} ${booking!.last_name}`,
    checkin: booking?.checkIn ?? checkin,
    checkout: booking?.checkOut ?? null,
    portalCode: booking?.portal.id ?? v5?.data.portal_code ?? legacy?.portal_code ?? null,
    portalName: booking?.portal.description ?? v5?.data.portal_code ?? legacy?.portal_code ?? null,
    crsId: booking?.crs_id || null,
    state: reservationState({
      bookingStatus: booking?.status ?? null,
      leftToPay: booking ? Number(booking.guest_left_to_pay) : null,
      paymentCode: v5?.data.payment_status_code ?? null,
      refunded: rf ? rf.status_code === 'partial_refound' || rf.status_code === 'total_refound' : !!legacy?.refound,
    }),
    bookingStatus: booking?.status ?? null,
    total: booking ? Number(booking.total_amount) : null,
    prepaid: booking ? Number(booking.prepaid) : null,
    leftToPay: booking ? Number(booking.guest_left_to_pay) : null,
    charge,
    refund,
  };
}

/** Register `/reserva` on `app`, started by its {@link staffContext}. */
export function registerReserva(app: App, deps: SlackDeps): void {
  const { client, clock } = deps;
  const retrying = <T>(work: () => Promise<T>) => withRateLimitRetry(work, deps.sleep);

  app.command<StaffContext>('/reserva', staffContext(deps, '/reserva'), async ({ command, context: { t, hotel, reply, fail } }) => {
    try {
      const number = (command.text ?? '').trim().replace(/^#/, '');
      if (!/^\d{1,18}$/.test(number)) return void (await reply(ephemeral(textMessage(t.reservaUsage))));
      const found = await retrying(() => findReservation(client, hotel, number, bogotaDate(clock.now())));
      await reply(ephemeral(found ? reservationMessage(t, found) : textMessage(t.notFound(number))));
    } catch (err) {
      await fail(err);
    }
  });
}
