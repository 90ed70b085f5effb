/**
 * Slash commands of the Slack app, each acked at once and answered through
 * `respond` (response_url) as an ephemeral message — reservation data is for
 * the asking staff member only — in the workspace's language:
 * - `/reservas [fechas]`: raw bookings (endpoint 4) arriving in a range, paged;
 * - `/reserva <número>`: one reservation with its charge and refund (5, 11, 4),
 *   and only the buttons that make sense for it;
 * - `/pago <referencia>`: a payment link or a chatbot booking's payment: its
 *   state (13), guest, amount and purpose (5), expiration (19, chatbot bookings).
 * A request not linked to a hotel, or about another hotel's reservation, is
 * refused politely and shown nothing. What staff typed is echoed back
 * escaped and cut short. When the service throttles the app (429), a short
 * `Retry-After` is waited out once ({@link withRateLimitRetry}); a longer one
 * is reported as "busy, try again in N seconds".
 */
import type { App } from '@slack/bolt';
import type { HotelApiClient } from '../../api/client.js';
import type { BookingPaymentLink, LegacyVoucherRecord, OperationType, RawBooking, VoucherDetailResponse, VoucherRecord } from '../../api/contract/index.js';
import { parseChatbotId } from '../../api/contract/index.js';
import { addDays, bogotaDate } from '../../clock.js';
import type { SlackDeps, StaffHotel } from './access.js';
import {
  bookingsMessage,
  INPUT_PORTALS,
  isInputPortal,
  legacyChargeCode,
  paymentMessage,
  reservationMessage,
  reservationState,
  textMessage,
  type ChargeView,
  type PaymentView,
  type ReservationView,
  type SlackMessage,
} from './blocks.js';
import { parseReservasRange, MAX_RANGE_DAYS } from './dates.js';
import { echo } from './mrkdwn.js';
import { ephemeral, isNotFound, staffContext, withRateLimitRetry, type StaffContext } from './staff.js';
import type { SlackTexts } from '../../texts/staff.js';

/**
 * Bookings of `hotel` arriving from `start` to `end` (endpoint 4 by cm id),
 * as the `/reservas` message showing page `page`.
 */
export async function bookingsPage(client: HotelApiClient, t: SlackTexts, hotel: StaffHotel, start: string, end: string, page: number): Promise<SlackMessage> {
  const res = await client.rawBookings({ start_date: start, end_date: end, hotel_id: hotel.cmHotelId });
  return bookingsMessage(t, { hotelName: res.data.hotel.name, start, end, bookings: res.data.hotel.bookings, page });
}

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
      v5 = await client.voucherDetail(n, op);
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
      legacy = await client.voucherDetails(number, hotel.cmHotelId, p);
      break;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
  if (legacy && legacy.hotel_id !== String(hotel.cmHotelId)) return undefined;
  const checkin = v5?.data.checkin_date ?? legacy?.checkin_date ?? null;
  const [start, end] = checkin ? [checkin, checkin] : [addDays(today, -30), addDays(today, MAX_RANGE_DAYS - 31)];
  const raw = await client.rawBookings({ start_date: start, end_date: end, hotel_id: hotel.cmHotelId });
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

/** Register `/reservas`, `/reserva` and `/pago` on `app`; each starts from its {@link staffContext}. */
export function registerCommands(app: App, deps: SlackDeps): void {
  const { client, clock } = deps;
  const retrying = <T>(work: () => Promise<T>) => withRateLimitRetry(work, deps.sleep);

  app.command<StaffContext>('/reservas', staffContext(deps, '/reservas'), async ({ command, context: { t, hotel, reply, fail } }) => {
    try {
      const range = parseReservasRange(command.text ?? '', bogotaDate(clock.now()));
      if (!range.ok) {
        const why =
          range.reason === 'reversed' ? t.reversedDates : range.reason === 'tooLong' ? t.tooLongRange(MAX_RANGE_DAYS) : t.badDates(echo(command.text ?? ''));
        return void (await reply(ephemeral(textMessage(why))));
      }
      await reply(ephemeral(await retrying(() => bookingsPage(client, t, hotel, range.start, range.end, 1))));
    } catch (err) {
      await fail(err);
    }
  });

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

  app.command<StaffContext>('/pago', staffContext(deps, '/pago'), async ({ command, context: { t, hotel, reply, fail } }) => {
    try {
      const typed = (command.text ?? '').trim();
      // A booking code read out with spaces ("cb 7kq4 m9xz r2td") is looked up in its printed form; any other reference as typed.
      const ref = (/\s/.test(typed) && parseChatbotId(typed)) || typed;
      if (!ref || ref.length > 200 || /\s/.test(ref)) return void (await reply(ephemeral(textMessage(t.pagoUsage))));
      const found = await retrying(() => findPayment(client, hotel, ref));
      await reply(ephemeral(found ? paymentMessage(t, ref, found) : textMessage(t.pagoNotFound(echo(ref)))));
    } catch (err) {
      await fail(err);
    }
  });
}

/** `await work()`, or undefined when the service answers 404 or 403 (nothing of that for this hotel). Other failures are thrown. */
async function unlessNotFound<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (err) {
    if (isNotFound(err)) return undefined;
    throw err;
  }
}

/**
 * What `/pago <ref>` shows: the payment link (then the chatbot booking's
 * payment) of `hotel` that `ref` names — endpoint 13 — with its voucher
 * record (endpoint 5, by the link's reference: its `external_ref_id`, else
 * the reference typed; kept only when it is of `hotel` and has the same
 * charge, `transaction_id`, as endpoint 13's record) for the guest,
 * amount and purpose, and for a chatbot booking its link (endpoint 19, by
 * its chatbot id) for the expiration and, while it is not charged and the
 * service does not say what the link asks for (endpoint 13's `payment_link`
 * extension), its total (endpoint 4 on its arrival date). Undefined when endpoint 13 finds
 * nothing. Throws the client's HotelApiError for failures other than 403/404.
 */
export async function findPayment(client: HotelApiClient, hotel: StaffHotel, ref: string): Promise<PaymentView | undefined> {
  for (const kind of ['payment_link', 'automated'] as const) {
    const record = await unlessNotFound(() => client.transactionStatus(hotel.hotelId, ref, kind));
    if (!record) continue;
    let voucher: VoucherRecord | null = null;
    for (const reference of new Set([record.details.external_ref_id, ref].filter(Boolean))) {
      const v5 = await unlessNotFound(() => client.voucherDetail(reference, kind));
      // The same operation: of this hotel, and with the same charge (several links may share one external reference).
      if (v5 && v5.hotel.id === hotel.hotelId && (v5.data.transaction?.transaction_id ?? '') === record.details.transaction_id) {
        voucher = v5.data;
        break;
      }
    }
    // A chatbot booking's link carries its chatbot id as external reference (endpoint 7's `chatbot_id`).
    const chatbotId = kind === 'automated' ? record.details.external_ref_id || ref : null;
    const chatbotLink: BookingPaymentLink | null = chatbotId ? ((await unlessNotFound(() => client.bookingPaymentLink(chatbotId))) ?? null) : null;
    // Not charged yet: the amount the booking's link asks for is the booking's total (endpoint 4 on its arrival date).
    let bookingTotal: number | null = null;
    if (kind === 'automated' && !record.payment_link && voucher?.checkin_date && !voucher.transaction) {
      const { checkin_date: date, reservation_id: number } = voucher;
      const raw = await client.rawBookings({ start_date: date, end_date: date, hotel_id: hotel.cmHotelId });
      const b = raw.data.hotel.bookings.find((x) => x.reservation_id === number);
      if (b) bookingTotal = Number(b.total_amount);
    }
    return { kind, record, voucher, chatbotLink, bookingTotal };
  }
  return undefined;
}
