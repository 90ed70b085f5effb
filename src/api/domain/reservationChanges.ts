/**
 * Reservation changes a hotel reports about its channel-manager reservations
 * (contract `../contract/reservationChanges.ts`, route
 * `../routes/reservationChanges.ts`): endpoint 17 (mark reservations as paid,
 * in bulk) and endpoint 18 (report a check-in status change, with the refund
 * of an early departure).
 *
 * Both name the hotel by its channel-manager id and a reservation by its
 * booking number: the reservation number (`reservations.id`) or the portal's
 * CRS id (`reservations.crs_id`) of THAT hotel; when a number is both one
 * reservation's id and another's CRS id, the reservation number wins.
 *
 * Who may act: the operator, the channel manager and the
 * hotel's own key. A hotel key naming another hotel and any agency key get
 * 403; an unknown hotel is 404.
 *
 * Money is integer minor units (centavos) here; the wire's floats are
 * converted at the route. Instants are ISO 8601 UTC; "today" is the date in
 * America/Bogota.
 */
import type { Store, Tx } from '../../store/sql.js';
import {
  chatbotLinkCode,
  hotelRefByChannelManagerId,
  lockPaymentLinks,
  lockReservations,
  markReservationPaid,
  setCheckinStatus,
  type HotelRef,
} from '../../store/service/reservations.js';
import {
  cancelPendingTerminalVouchers,
  insertVoucher,
  latestAppliedVoucher,
  latestTerminalVoucher,
  markLinkRefunded,
  refundedVoucherCount,
  updateVoucher,
  type VoucherValue,
} from '../../store/service/vouchers.js';
import { bogotaDate, type Clock } from '../../clock.js';
import { CHECKIN_STATUS, MSG_NO_UPDATE_REQUIRED, MSG_STATUS_CHANGED, type MarkReservationsPaidResponse } from '../contract/index.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { ForbiddenError, NotFoundError, ValidationError } from './errors.js';
import { authorizationCode, randomCode } from './ids.js';
import type { LinkStatus } from './payments.js';
import { assertHotel, type Principal } from './principal.js';
import { findReservation, type ReservationRow } from './reservations.js';
import { PAYMENT_TYPE } from './vouchers.js';

/** A check-in status number of endpoint 18: 0 Pending, 1 Check-in, 2 No-Show, 3 Canceled, 4 Early departure. */
export type CheckinStatus = 0 | 1 | 2 | 3 | 4;

/** Spanish reasons of endpoint 17's `failed_reasons` (extension), one per failure kind. */
export const MARK_RESERVATIONS_PAID_REASONS = SERVICE_TEXTS.markReservationsPaidReasons;

/** Description of the refund an early departure records on the reservation's charge voucher. */
export const EARLY_DEPARTURE_REFUND_DESCRIPTION = 'Reembolso por salida anticipada del huésped';

/** The voucher columns the refund of an early departure reads. */
interface ChargeVoucher {
  id: number;
  payment_link_code: string | null;
}

/**
 * What the reservation changes need of the payments service (PaymentsService
 * provides it): `sweep()` before endpoint 17, `markPaidOffline` for a chatbot
 * booking's link and `notifyLinkChanged` to recompute a link's voucher
 * record, both inside the caller's transaction.
 */
export interface ReservationChangePayments {
  sweep(): Promise<unknown>;
  markPaidOffline(code: string, iso: string, ex?: Tx): Promise<LinkStatus | undefined>;
  notifyLinkChanged(tx: Tx, code: string, iso: string): Promise<void>;
}

/**
 * What endpoint 18 needs of the staff refunds through real carriers
 * (CarrierRefunds provides it): `plan` inside its transaction (undefined for
 * a charge not paid through a real carrier), `run` once it committed.
 */
export interface ReservationChangeRefunds {
  plan(
    tx: Tx,
    r: { linkCode: string; voucherId: number; amountMinor: number; refundCode: 'total_refound' | 'partial_refound'; iso: string },
  ): Promise<{ id: number; status: 'due' | 'manual'; columns: Record<string, VoucherValue> } | undefined>;
  run(id: number): Promise<unknown>;
}

/**
 * The changes a hotel reports about its channel-manager reservations:
 * endpoints 17 and 18. Each call runs in one transaction (async): every check reads the state
 * it writes against, and a failure part-way writes nothing.
 *
 * Once-only across processes (several service instances on one PostgreSQL
 * database): the reservations an action decides on are read locked
 * (`FOR UPDATE`, in their latest committed state) before any check, so two
 * instances marking the same reservation paid, or reporting a status on it,
 * take turns and the second sees what the first wrote (already paid; no
 * change needed; a refund already made). The writes are conditional as well
 * (a reservation is marked paid only while unpaid; a check-in status changes
 * only from the status checked) and their counts are checked. A chatbot
 * booking's link is claimed by the payments service's conditional update.
 * Locks are taken in one order — payment links, then reservations (by id),
 * then the change sequence by the voucher writes — the order payment changes
 * take them in, so no two transactions wait on each other in a cycle.
 */
export class ReservationChangesService {
  /**
   * @param refunds refunds of charges paid through a real carrier (Wompi,
   *   Mercado Pago): asked of the carrier, or left to staff. Without it (and
   *   for every other charge) an early departure's refund is recorded done.
   */
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly payments: ReservationChangePayments,
    private readonly refunds?: ReservationChangeRefunds,
  ) {}

  /**
   * Endpoint 17: mark the reservations `bookings` (booking numbers as text:
   * reservation numbers or CRS ids) of channel-manager hotel `cmHotelId` as
   * paid, in one transaction. Each booking number is applied or failed; a
   * partial failure is still a normal answer (the interface's 200). Async.
   *
   * Rules, per booking number, in this order:
   * - Duplicates count once: numbers naming the same reservation (the same
   *   text twice, or its reservation number and its CRS id) are one entry,
   *   reported under the first text given; so are repeated unknown texts.
   *   `total` is the number of distinct entries.
   * - Unknown, or a reservation of another hotel: failed, with the same
   *   reason ({@link MARK_RESERVATIONS_PAID_REASONS}.unknown), never revealing other tenants.
   * - Cancelled, expired: failed (a cancelled or expired reservation cannot be paid).
   * - Already paid (prepaid ≥ total, or confirmed with a payment date): failed.
   * - A chatbot booking (portal 'website') still pending payment: its payment
   *   link becomes paid (the hosted checkout then refuses any charge, so the
   *   guest cannot pay twice), the booking is confirmed (endpoint 20 says
   *   'Aplicado' / 'Reserva confirmada') and the voucher ledger recomputes
   *   its reservation and 'automated' voucher record. A booking whose card
   *   charge is with the carrier right now fails ({@link MARK_RESERVATIONS_PAID_REASONS}.inProcess).
   * - Any other reservation: prepaid = total, paid_at = now, status
   *   confirmed; its latest 'terminal_payment' voucher record becomes
   *   applied (apply_charge_at = today in Bogotá), or one is created: the
   *   money was received at the hotel, outside the carrier, so it has no
   *   transaction object.
   *
   * Expired chatbot bookings are swept first, so a booking past its payment
   * deadline fails as expired rather than being paid late. Two calls naming
   * the same reservation at once (on any instances): one applies it, the
   * other reports it already paid.
   *
   * @returns the interface's answer: `msg` (Spanish counts), `aditional_info`
   *   with total, applied, failed, the failed numbers as given, and
   *   `failed_reasons` (extension: `{booking, reason}` in Spanish).
   * @throws ForbiddenError agency keys, or a hotel key naming another hotel;
   *   NotFoundError unknown channel-manager hotel.
   */
  async markReservationsPaid(principal: Principal, cmHotelId: number, bookings: readonly string[]): Promise<MarkReservationsPaidResponse> {
    const hotel = await this.#hotelFor(principal, cmHotelId);
    await this.payments.sweep();
    const now = this.clock.now();
    const iso = now.toISOString();
    const today = bogotaDate(now);
    return this.store.transaction(async (tx): Promise<MarkReservationsPaidResponse> => {
      // Which reservation each number names (numbers and CRS ids never change), once per reservation.
      const seen = new Set<string>();
      const entries: { booking: string; id: number | null }[] = [];
      const chatbotBookings = new Set<number>();
      for (const booking of bookings) {
        const r = await findReservation(tx, hotel.id, booking);
        const entry = r ? `r:${r.id}` : `t:${booking}`;
        if (seen.has(entry)) continue;
        seen.add(entry);
        entries.push({ booking, id: r?.id ?? null });
        if (r?.chatbot_booking_id != null) chatbotBookings.add(r.chatbot_booking_id);
      }
      // Lock in the one order: the chatbot bookings' links, then the reservations (re-read, latest state).
      const links: string[] = [];
      for (const id of chatbotBookings) {
        const code = await chatbotLinkCode(tx, id);
        if (code) links.push(code);
      }
      await lockPaymentLinks(tx, links);
      const ids = entries.flatMap((e) => (e.id === null ? [] : [e.id]));
      const locked = new Map((await lockReservations(tx, ids)).map((r) => [r.id, r]));

      const failed: { booking: string; reason: string }[] = [];
      let applied = 0;
      for (const { booking, id } of entries) {
        const r = id === null ? undefined : locked.get(id);
        const reason = r ? await this.#markOnePaid(tx, r, iso, today) : MARK_RESERVATIONS_PAID_REASONS.unknown;
        if (reason) failed.push({ booking, reason });
        else applied++;
      }
      const total = entries.length;
      return {
        msg: SERVICE_TEXTS.markReservationsPaid(total, applied, failed.length),
        aditional_info: {
          total,
          applied,
          failed: failed.length,
          failed_bookings: failed.map((f) => f.booking),
          failed_reasons: failed,
        },
      };
    });
  }

  /**
   * Endpoint 18: report check-in status `status` of reservation
   * `bookingNumber` (reservation number or CRS id) of channel-manager hotel
   * `cmHotelId`, booked through portal `portalCode` (one of the first four
   * portal keys). `refoundMinor` (minor units) is the refund of an early
   * departure (status 4) and is ignored for the other statuses. Async; one
   * transaction, with the reservation locked before any check (two reports
   * on one reservation at once take turns: an early departure refunds once).
   *
   * The reservation must match the number AND the portal, else 404. Chatbot
   * bookings carry portal 'website', which is not an accepted input, so they
   * cannot be addressed here.
   *
   * Same status as now (or Canceled for a reservation already cancelled):
   * {@link MSG_NO_UPDATE_REQUIRED}, nothing written, no change sequence taken.
   *
   * What a hotel's staff may report (anything else is a Spanish 400):
   * - Only a confirmed reservation changes: one pending payment must be
   *   marked paid first (endpoint 17); an expired, cancelled (or Canceled)
   *   one is closed. Reinstating a cancellation is the channel manager's job.
   * - After an early departure (4) nothing changes any more: the refund is done.
   * - 0 Pending: corrects a mistaken Check-in or No-Show.
   * - 1 Check-in: from Pending or No-Show (the guest arrived late), from the
   *   check-in date (Bogotá) on; later reports are allowed (late sync).
   * - 2 No-Show: from Pending only (a guest who checked in cannot be a
   *   no-show; go back to Pending first), from the check-in date on.
   * - 3 Canceled: from Pending or No-Show, not once the guest checked in
   *   (that is an early departure). The reservation becomes cancelled and its
   *   still-pending 'terminal_payment' vouchers become cancelled.
   * - 4 Early departure: only after Check-in. The refund is > 0, at most the
   *   total scheduled amount and at most what was paid and not yet refunded
   *   (prepaid − refunded). It is written on the reservation's latest applied
   *   voucher record ('automated', 'terminal_payment' or a 'payment_link'
   *   tied to it): rf_* columns, root status total_refound when it returns
   *   everything paid, else partial_refound; a payment link's voucher is then
   *   recomputed by the ledger and the link marked refunded (so endpoint 1
   *   cannot refund it again into an agency balance). When the reservation was
   *   prepaid but has no voucher record, a 'terminal_payment' one (applied,
   *   no transaction) is created to carry the refund; when its only charges
   *   were already refunded, 400. The reservation's refunded amount grows by
   *   the refund. When that voucher's payment link was paid through a real
   *   carrier (Wompi, Mercado Pago), the money goes back through the carrier
   *   (see `./carrierRefunds.ts`): the refund is recorded in process
   *   (`in_process_refound`) and the carrier asked once this transaction
   *   committed, before answering (its answer makes it `total_refound` or
   *   `partial_refound`, or `pending_refound` when it refuses); one the
   *   carrier cannot make is recorded `pending_refound` at once, and staff
   *   hear of it (the carrier attention list). Any other charge's refund is
   *   recorded done ('Reembolso: Aprobado'), as the hotel returns it itself.
   *
   * @returns `{msg}`: {@link MSG_STATUS_CHANGED} or {@link MSG_NO_UPDATE_REQUIRED}.
   * @throws ForbiddenError agency keys, or a hotel key naming another hotel;
   *   NotFoundError unknown hotel, or no reservation with that number and
   *   portal at that hotel; ValidationError a change the rules above refuse,
   *   or a refund missing, not positive, over the total or over what was paid.
   */
  async reportCheckinStatus(
    principal: Principal,
    cmHotelId: number,
    bookingNumber: number,
    portalCode: string,
    status: CheckinStatus,
    refoundMinor?: number,
  ): Promise<{ msg: string }> {
    const hotel = await this.#hotelFor(principal, cmHotelId);
    const now = this.clock.now();
    const iso = now.toISOString();
    const today = bogotaDate(now);
    const done = await this.store.transaction(async (tx): Promise<{ msg: string; refund?: number | undefined }> => {
      const found = await findReservation(tx, hotel.id, String(bookingNumber), portalCode);
      if (!found) throw new NotFoundError(SERVICE_TEXTS.hotelReservationNotFound(bookingNumber, portalCode));
      // Lock order: the chatbot booking's link (if any), then the reservation, read again in its latest state.
      const chatbotLink = await this.#chatbotLink(tx, found);
      if (chatbotLink) await lockPaymentLinks(tx, [chatbotLink]);
      const [r] = await lockReservations(tx, [found.id]);
      if (!r) throw new NotFoundError(SERVICE_TEXTS.hotelReservationNotFound(bookingNumber, portalCode));
      const cancelled = r.status === 'cancelled' || r.checkin_status === CHECKIN_STATUS.canceled;
      if (r.checkin_status === status || (status === CHECKIN_STATUS.canceled && cancelled)) return { msg: MSG_NO_UPDATE_REQUIRED };
      this.#assertChange(r, status, today, cancelled);
      let refund: number | undefined;
      if (status === CHECKIN_STATUS.early_departure) refund = await this.#earlyDeparture(tx, r, refoundMinor, iso, today);
      else if (status === CHECKIN_STATUS.canceled) {
        await this.#setStatus(tx, r, status, iso, { cancel: true });
        await cancelPendingTerminalVouchers(tx, r.id, iso);
      } else await this.#setStatus(tx, r, status, iso);
      if (chatbotLink) await this.payments.notifyLinkChanged(tx, chatbotLink, iso);
      return { msg: MSG_STATUS_CHANGED, refund };
    });
    // The carrier is asked only once the refund is recorded (never inside the transaction); it never fails the report.
    if (done.refund !== undefined) await this.refunds?.run(done.refund);
    return { msg: done.msg };
  }

  /**
   * The hotel of channel-manager id `cmHotelId`, if `principal` may act on it.
   * @throws ForbiddenError agency keys or another hotel's key; NotFoundError unknown hotel.
   */
  async #hotelFor(principal: Principal, cmHotelId: number): Promise<HotelRef> {
    if (principal.kind === 'agency') throw new ForbiddenError(SERVICE_TEXTS.agencyCheckinStatusForbidden);
    const hotel = await hotelRefByChannelManagerId(this.store.current, String(cmHotelId));
    if (!hotel) throw new NotFoundError(SERVICE_TEXTS.hotelNotInChannelManager(cmHotelId));
    assertHotel(principal, hotel.id);
    return hotel;
  }

  /** Payment link code of the chatbot booking behind reservation `r`, if it is one. */
  async #chatbotLink(tx: Tx, r: ReservationRow): Promise<string | undefined> {
    if (r.chatbot_booking_id === null) return undefined;
    return chatbotLinkCode(tx, r.chatbot_booking_id);
  }

  /**
   * Set the check-in status of locked reservation `r` (inside the transaction),
   * from the status the checks saw.
   * @throws Error when the row changed under the lock (cannot happen; nothing is then written).
   */
  async #setStatus(tx: Tx, r: ReservationRow, status: CheckinStatus, iso: string, opts: { cancel?: boolean; refundMinor?: number } = {}): Promise<void> {
    if (!(await setCheckinStatus(tx, r.id, r.checkin_status, status, iso, opts)))
      throw new Error(`reservation ${r.id} changed its check-in status while locked`);
  }

  /** Endpoint 17 for one locked reservation (inside the transaction): the Spanish reason it fails, or undefined once applied. */
  async #markOnePaid(tx: Tx, r: ReservationRow, iso: string, today: string): Promise<string | undefined> {
    if (r.status === 'cancelled') return MARK_RESERVATIONS_PAID_REASONS.cancelled;
    if (r.status === 'expired') return MARK_RESERVATIONS_PAID_REASONS.expired;
    if (r.prepaid_minor >= r.total_minor || (r.status === 'confirmed' && r.paid_at !== null)) return MARK_RESERVATIONS_PAID_REASONS.alreadyPaid;
    const link = await this.#chatbotLink(tx, r);
    if (link) {
      // The ledger (linkChanged hook) brings the reservation and its 'automated' voucher up to date.
      const before = await this.payments.markPaidOffline(link, iso, tx);
      if (before === 'active') return undefined;
      if (before === 'in_process') return MARK_RESERVATIONS_PAID_REASONS.inProcess;
      if (before === 'paid') return MARK_RESERVATIONS_PAID_REASONS.alreadyPaid;
      if (before === 'expired') return MARK_RESERVATIONS_PAID_REASONS.expired;
      throw new Error(`chatbot booking ${r.chatbot_booking_id} has no payment link ${link}`);
    }
    // Conditional on still being unpaid: of two instances, only one applies it.
    if (!(await markReservationPaid(tx, r.id, iso))) return MARK_RESERVATIONS_PAID_REASONS.alreadyPaid;
    const v = await latestTerminalVoucher(tx, r.id);
    if (!v) {
      await this.#insertTerminalVoucher(tx, r, iso, today);
      return undefined;
    }
    const code = v.rf_status_code ?? 'applied'; // a refund, when there is one, stays the root status
    if (v.payment_status_code !== code || v.apply_charge_at !== today)
      await updateVoucher(tx, v.id, { payment_status_code: code, apply_charge_at: today }, iso);
    return undefined;
  }

  /**
   * A 'terminal_payment' voucher record of reservation `r`, applied on
   * `today`, with no transaction object (the money was received at the hotel,
   * outside the carrier). Returns its id. Inside the caller's transaction.
   */
  async #insertTerminalVoucher(tx: Tx, r: ReservationRow, iso: string, today: string): Promise<number> {
    return insertVoucher(tx, {
      hotel_id: r.hotel_id,
      operation_type: 'terminal_payment',
      reservation_id: String(r.id),
      cm_reservation_id: r.id,
      portal_code: r.portal_code,
      checkin_date: r.checkin,
      guest: `${r.first_name} ${r.last_name}`,
      bank: '',
      payment_type: PAYMENT_TYPE.terminal_payment,
      payment_status_code: 'applied',
      apply_charge_at: today,
      created_at: iso,
      updated_at: iso,
    });
  }

  /**
   * Endpoint 18's transition rules (see {@link reportCheckinStatus}); `status`
   * differs from the current one and is not a repeated cancellation.
   * @throws ValidationError with the Spanish reason of a refused change.
   */
  #assertChange(r: ReservationRow, status: CheckinStatus, today: string, cancelled: boolean): void {
    const refuse = (why: string): never => {
      throw new ValidationError(why);
    };
    if (cancelled) refuse(SERVICE_TEXTS.checkinChangeCancelled);
    if (r.status === 'expired') refuse(SERVICE_TEXTS.checkinChangeExpired);
    if (r.status === 'pending_payment') refuse(SERVICE_TEXTS.checkinChangePendingPayment);
    const current = r.checkin_status;
    if (current === CHECKIN_STATUS.early_departure) refuse(SERVICE_TEXTS.checkinChangeAfterEarlyDeparture);
    const checkedIn = current === CHECKIN_STATUS.checkin;
    switch (status) {
      case CHECKIN_STATUS.pending:
        return; // from Check-in or No-Show: a correction
      case CHECKIN_STATUS.checkin:
        if (today < r.checkin) refuse(SERVICE_TEXTS.checkinBeforeArrival(r.checkin));
        return;
      case CHECKIN_STATUS.no_show:
        if (checkedIn) refuse(SERVICE_TEXTS.noShowAfterCheckin);
        if (today < r.checkin) refuse(SERVICE_TEXTS.noShowBeforeArrival(r.checkin));
        return;
      case CHECKIN_STATUS.canceled:
        if (checkedIn) refuse(SERVICE_TEXTS.cancelAfterCheckin);
        return;
      case CHECKIN_STATUS.early_departure:
        if (!checkedIn) refuse(SERVICE_TEXTS.earlyDepartureWithoutCheckin);
        return;
    }
  }

  /**
   * Endpoint 18, status 4 (inside the transaction, reservation `r` locked):
   * check the refund, write it on the charge voucher, update the reservation.
   * The charge voucher's payment link, if any, is locked before the voucher
   * is written (link before change sequence, the order payments take).
   * Answers the id of the refund to ask of a real carrier once committed, if any.
   */
  async #earlyDeparture(tx: Tx, r: ReservationRow, refoundMinor: number | undefined, iso: string, today: string): Promise<number | undefined> {
    if (refoundMinor === undefined) throw new ValidationError(SERVICE_TEXTS.refoundAmountRequired);
    if (refoundMinor <= 0) throw new ValidationError(SERVICE_TEXTS.refoundAmountNotPositive);
    if (refoundMinor > r.total_minor) throw new ValidationError(SERVICE_TEXTS.refoundAmountOverTotal(r.total_minor, r.currency));
    const refundable = r.prepaid_minor - r.refunded_minor;
    if (refoundMinor > refundable) throw new ValidationError(SERVICE_TEXTS.refoundAmountOverRefundable(Math.max(0, refundable), r.currency));
    let voucher: ChargeVoucher | undefined = await latestAppliedVoucher(tx, r.id);
    if (!voucher) {
      if (await refundedVoucherCount(tx, r.id)) throw new ValidationError(SERVICE_TEXTS.alreadyRefunded);
      voucher = { id: await this.#insertTerminalVoucher(tx, r, iso, today), payment_link_code: null };
    } else if (voucher.payment_link_code !== null) await lockPaymentLinks(tx, [voucher.payment_link_code]);
    const code: 'total_refound' | 'partial_refound' = refoundMinor === refundable ? 'total_refound' : 'partial_refound';
    // Paid through a real carrier: the carrier returns the money (or staff, when it cannot).
    const planned =
      voucher.payment_link_code !== null
        ? await this.refunds?.plan(tx, { linkCode: voucher.payment_link_code, voucherId: voucher.id, amountMinor: refoundMinor, refundCode: code, iso })
        : undefined;
    await updateVoucher(
      tx,
      voucher.id,
      planned?.columns ?? {
        payment_status_code: code,
        rf_status_code: code,
        rf_status_detail: 'Reembolso: Aprobado',
        rf_authorization_code: authorizationCode(),
        rf_transaction_id: randomCode('rf_'),
        rf_description: EARLY_DEPARTURE_REFUND_DESCRIPTION,
        rf_refund_date: iso,
        rf_amount_minor: refoundMinor,
        rf_currency: r.currency,
      },
      iso,
    );
    if (voucher.payment_link_code !== null) {
      // The link's money went back to the guest: endpoint 1 must not refund it again into an agency balance.
      await markLinkRefunded(tx, voucher.payment_link_code, iso);
      await this.payments.notifyLinkChanged(tx, voucher.payment_link_code, iso);
    }
    await this.#setStatus(tx, r, CHECKIN_STATUS.early_departure as CheckinStatus, iso, { refundMinor: refoundMinor });
    return planned?.status === 'due' ? planned.id : undefined;
  }
}
