/**
 * What a hotel's staff report about channel-manager reservations: endpoint 17
 * (mark reservations as paid, in bulk) and endpoint 18 (report a check-in
 * status change, with the refund of an early departure). DECISIONS §1, §2,
 * §3, §10.
 *
 * Both name the hotel by its channel-manager id and a reservation by its
 * booking number: the reservation number (`reservations.id`) or the portal's
 * CRS id (`reservations.crs_id`) of THAT hotel; when a number is both one
 * reservation's id and another's CRS id, the reservation number wins.
 *
 * Who may act (DECISIONS §3): the operator, the channel manager and the
 * hotel's own key. A hotel key naming another hotel and any agency key get
 * 403; an unknown hotel is 404.
 *
 * Money is integer minor units (centavos) here; the wire's floats are
 * converted at the route. Instants are ISO 8601 UTC; "today" is the date in
 * America/Bogota.
 */
import type { Db } from '../../store/db.js';
import { bogotaDate, type Clock } from '../../clock.js';
import {
  CHECKIN_STATUS,
  fromMinor,
  MSG_NO_UPDATE_REQUIRED,
  MSG_STATUS_CHANGED,
  type MarkPaidResponse,
  type VoucherStatusCode,
} from '../contract/index.js';
import { Catalog, type Hotel } from './catalog.js';
import { ForbiddenError, NotFoundError, ValidationError } from './errors.js';
import { authorizationCode, randomCode } from './ids.js';
import type { PaymentsService } from './payments.js';
import { assertHotel, type Principal } from './principal.js';
import { findReservation, type ReservationRow } from './reservations.js';
import { PAYMENT_TYPE } from './vouchers.js';

/** A check-in status number of endpoint 18: 0 Pending, 1 Check-in, 2 No-Show, 3 Canceled, 4 Early departure. */
export type CheckinStatus = 0 | 1 | 2 | 3 | 4;

/** Spanish reasons of endpoint 17's `failed_reasons` (extension), one per failure kind. */
export const MARK_PAID_REASONS = {
  /** Unknown number, or a reservation of another hotel: the same words, so no other tenant is revealed. */
  unknown: 'No existe una reserva con ese número en este hotel',
  alreadyPaid: 'La reserva ya estaba pagada',
  cancelled: 'La reserva está cancelada',
  expired: 'La reserva expiró',
  /** A chatbot booking whose card charge is with the carrier right now (DECISIONS §7 sandbox card 0077, for instance). */
  inProcess: 'La reserva tiene un pago con tarjeta en proceso; espere su resultado',
} as const;

/** Description of the refund an early departure records on the reservation's charge voucher. */
export const EARLY_DEPARTURE_REFUND_DESCRIPTION = 'Reembolso por salida anticipada del huésped';

/** The voucher columns the refund of an early departure reads. */
interface ChargeVoucher {
  id: number;
  payment_link_code: string | null;
}


/** "450000.00 COP": an amount of minor units for a Spanish error text. */
function money(minor: number, currency: string): string {
  return `${fromMinor(minor).toFixed(2)} ${currency}`;
}

/** "Se procesaron 3 reservas: 2 marcadas como pagadas, 1 con error" (singular forms for 1). */
function markPaidMessage(total: number, applied: number, failed: number): string {
  const processed = total === 1 ? 'Se procesó 1 reserva' : `Se procesaron ${total} reservas`;
  const marked = applied === 1 ? '1 marcada como pagada' : `${applied} marcadas como pagadas`;
  return `${processed}: ${marked}, ${failed} con error`;
}

/**
 * Staff actions on a hotel's channel-manager reservations: endpoints 17 and
 * 18. Each call runs in one immediate transaction: every check reads the
 * state it writes against, and a failure part-way writes nothing.
 */
export class ReservationStatusService {
  readonly #catalog: Catalog;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly payments: PaymentsService,
  ) {
    this.#catalog = new Catalog(db);
  }

  /**
   * Endpoint 17: mark the reservations `bookings` (booking numbers as text:
   * reservation numbers or CRS ids) of channel-manager hotel `cmHotelId` as
   * paid, in one transaction. Each booking number is applied or failed; a
   * partial failure is still a normal answer (the interface's 200).
   *
   * Rules, per booking number, in this order:
   * - Duplicates count once: numbers naming the same reservation (the same
   *   text twice, or its reservation number and its CRS id) are one entry,
   *   reported under the first text given; so are repeated unknown texts.
   *   `total` is the number of distinct entries.
   * - Unknown, or a reservation of another hotel: failed, with the same
   *   reason ({@link MARK_PAID_REASONS}.unknown), never revealing other tenants.
   * - Cancelled, expired: failed (a cancelled or expired reservation cannot be paid).
   * - Already paid (prepaid ≥ total, or confirmed with a payment date): failed.
   * - A chatbot booking (portal 'website') still pending payment: its payment
   *   link becomes paid (the hosted checkout then refuses any charge, so the
   *   guest cannot pay twice), the booking is confirmed (endpoint 20 says
   *   'Aplicado' / 'Reserva confirmada') and the voucher ledger recomputes
   *   its reservation and 'automated' voucher record. A booking whose card
   *   charge is with the carrier right now fails ({@link MARK_PAID_REASONS}.inProcess).
   * - Any other reservation: prepaid = total, paid_at = now, status
   *   confirmed; its latest 'terminal_payment' voucher record becomes
   *   applied (apply_charge_at = today in Bogotá), or one is created: the
   *   money was received at the hotel, outside the carrier, so it has no
   *   transaction object.
   *
   * Expired chatbot bookings are swept first, so a booking past its payment
   * deadline fails as expired rather than being paid late.
   *
   * @returns the interface's answer: `msg` (Spanish counts), `aditional_info`
   *   with total, applied, failed, the failed numbers as given, and
   *   `failed_reasons` (extension: `{booking, reason}` in Spanish).
   * @throws ForbiddenError agency keys, or a hotel key naming another hotel;
   *   NotFoundError unknown channel-manager hotel.
   */
  markPaid(principal: Principal, cmHotelId: number, bookings: readonly string[]): MarkPaidResponse {
    const hotel = this.#hotelFor(principal, cmHotelId);
    this.payments.sweep();
    const now = this.clock.now();
    const iso = now.toISOString();
    const today = bogotaDate(now);
    return this.db
      .transaction((): MarkPaidResponse => {
        const seen = new Set<string>();
        const failed: { booking: string; reason: string }[] = [];
        let total = 0;
        let applied = 0;
        for (const booking of bookings) {
          const r = findReservation(this.db, hotel.id, booking);
          const entry = r ? `r:${r.id}` : `t:${booking}`;
          if (seen.has(entry)) continue;
          seen.add(entry);
          total++;
          const reason = r ? this.#markOnePaid(r, iso, today) : MARK_PAID_REASONS.unknown;
          if (reason) failed.push({ booking, reason });
          else applied++;
        }
        return {
          msg: markPaidMessage(total, applied, failed.length),
          aditional_info: {
            total,
            applied,
            failed: failed.length,
            failed_bookings: failed.map((f) => f.booking),
            failed_reasons: failed,
          },
        };
      })
      .immediate();
  }

  /**
   * Endpoint 18: report check-in status `status` of reservation
   * `bookingNumber` (reservation number or CRS id) of channel-manager hotel
   * `cmHotelId`, booked through portal `portalCode` (one of the first four
   * portal keys). `refoundMinor` (minor units) is the refund of an early
   * departure (status 4) and is ignored for the other statuses.
   *
   * The reservation must match the number AND the portal, else 404. Chatbot
   * bookings carry portal 'website', which is not an accepted input
   * (DECISIONS §10), so they cannot be addressed here.
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
   *   the refund.
   *
   * @returns `{msg}`: {@link MSG_STATUS_CHANGED} or {@link MSG_NO_UPDATE_REQUIRED}.
   * @throws ForbiddenError agency keys, or a hotel key naming another hotel;
   *   NotFoundError unknown hotel, or no reservation with that number and
   *   portal at that hotel; ValidationError a change the rules above refuse,
   *   or a refund missing, not positive, over the total or over what was paid.
   */
  reportCheckinStatus(
    principal: Principal,
    cmHotelId: number,
    bookingNumber: number,
    portalCode: string,
    status: CheckinStatus,
    refoundMinor?: number,
  ): { msg: string } {
    const hotel = this.#hotelFor(principal, cmHotelId);
    const now = this.clock.now();
    const iso = now.toISOString();
    const today = bogotaDate(now);
    return this.db
      .transaction(() => {
        const r = findReservation(this.db, hotel.id, String(bookingNumber), portalCode);
        if (!r) throw new NotFoundError(`No existe una reserva con el número ${bookingNumber} del portal ${portalCode} en este hotel`);
        const cancelled = r.status === 'cancelled' || r.checkin_status === CHECKIN_STATUS.canceled;
        if (r.checkin_status === status || (status === CHECKIN_STATUS.canceled && cancelled)) return { msg: MSG_NO_UPDATE_REQUIRED };
        this.#assertChange(r, status, today, cancelled);
        if (status === CHECKIN_STATUS.early_departure) this.#earlyDeparture(r, refoundMinor, iso, today);
        else if (status === CHECKIN_STATUS.canceled) {
          this.db
            .prepare(`UPDATE reservations SET checkin_status = ?, status = 'cancelled', updated_at = ? WHERE id = ?`)
            .run(status, iso, r.id);
          this.db
            .prepare(
              `UPDATE vouchers SET payment_status_code = 'cancelled', updated_at = ?
                WHERE cm_reservation_id = ? AND operation_type = 'terminal_payment' AND payment_status_code = 'pending'`,
            )
            .run(iso, r.id);
        } else this.db.prepare(`UPDATE reservations SET checkin_status = ?, updated_at = ? WHERE id = ?`).run(status, iso, r.id);
        const link = this.#chatbotLink(r);
        if (link) this.payments.notifyLinkChanged(link, iso);
        return { msg: MSG_STATUS_CHANGED };
      })
      .immediate();
  }

  /**
   * The hotel of channel-manager id `cmHotelId`, if `principal` may act on it.
   * @throws ForbiddenError agency keys or another hotel's key; NotFoundError unknown hotel.
   */
  #hotelFor(principal: Principal, cmHotelId: number): Hotel {
    if (principal.kind === 'agency') throw new ForbiddenError('Una clave de agencia no puede cambiar el estado de las reservas de un hotel');
    const hotel = this.#catalog.hotelByChannelManagerId(cmHotelId);
    if (!hotel) throw new NotFoundError(`No existe un hotel con id ${cmHotelId} en el channel manager`);
    assertHotel(principal, hotel.id);
    return hotel;
  }

  /** Payment link code of the chatbot booking behind reservation `r`, if it is one. */
  #chatbotLink(r: ReservationRow): string | undefined {
    if (r.chatbot_booking_id === null) return undefined;
    return this.db
      .prepare<[number], { code: string }>('SELECT payment_link_code AS code FROM chatbot_bookings WHERE id = ?')
      .get(r.chatbot_booking_id)?.code;
  }

  /** Endpoint 17 for one reservation (inside the transaction): the Spanish reason it fails, or undefined once applied. */
  #markOnePaid(r: ReservationRow, iso: string, today: string): string | undefined {
    if (r.status === 'cancelled') return MARK_PAID_REASONS.cancelled;
    if (r.status === 'expired') return MARK_PAID_REASONS.expired;
    if (r.prepaid_minor >= r.total_minor || (r.status === 'confirmed' && r.paid_at !== null)) return MARK_PAID_REASONS.alreadyPaid;
    const link = this.#chatbotLink(r);
    if (link) {
      // The ledger (linkChanged hook) brings the reservation and its 'automated' voucher up to date.
      const before = this.payments.markPaidOffline(link, iso);
      if (before === 'active') return undefined;
      if (before === 'in_process') return MARK_PAID_REASONS.inProcess;
      if (before === 'paid') return MARK_PAID_REASONS.alreadyPaid;
      if (before === 'expired') return MARK_PAID_REASONS.expired;
      throw new Error(`chatbot booking ${r.chatbot_booking_id} has no payment link ${link}`);
    }
    this.db
      .prepare(`UPDATE reservations SET prepaid_minor = total_minor, paid_at = ?, status = 'confirmed', updated_at = ? WHERE id = ?`)
      .run(iso, iso, r.id);
    const v = this.db
      .prepare<[number], { id: number; payment_status_code: VoucherStatusCode; rf_status_code: VoucherStatusCode | null; apply_charge_at: string | null }>(
        `SELECT id, payment_status_code, rf_status_code, apply_charge_at FROM vouchers
          WHERE cm_reservation_id = ? AND operation_type = 'terminal_payment' ORDER BY id DESC LIMIT 1`,
      )
      .get(r.id);
    if (!v) {
      this.#insertTerminalVoucher(r, iso, today);
      return undefined;
    }
    const code = v.rf_status_code ?? 'applied'; // a refund, when there is one, stays the root status
    if (v.payment_status_code !== code || v.apply_charge_at !== today)
      this.db
        .prepare(`UPDATE vouchers SET payment_status_code = ?, apply_charge_at = ?, updated_at = ? WHERE id = ?`)
        .run(code, today, iso, v.id);
    return undefined;
  }

  /**
   * A 'terminal_payment' voucher record of reservation `r`, applied on
   * `today`, with no transaction object (the money was received at the hotel,
   * outside the carrier). Returns its id.
   */
  #insertTerminalVoucher(r: ReservationRow, iso: string, today: string): number {
    return this.db
      .prepare(
        `INSERT INTO vouchers (hotel_id, operation_type, reservation_id, cm_reservation_id, portal_code, checkin_date, guest, bank, payment_type,
           payment_status_code, apply_charge_at, created_at, updated_at)
         VALUES (?, 'terminal_payment', ?, ?, ?, ?, ?, '', ?, 'applied', ?, ?, ?)`,
      )
      .run(
        r.hotel_id, String(r.id), r.id, r.portal_code, r.checkin, `${r.first_name} ${r.last_name}`, PAYMENT_TYPE.terminal_payment,
        today, iso, iso,
      ).lastInsertRowid as number;
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
    if (cancelled) refuse('La reserva está cancelada; no admite cambios de estado de check-in');
    if (r.status === 'expired') refuse('La reserva expiró sin pago; no admite cambios de estado de check-in');
    if (r.status === 'pending_payment')
      refuse('La reserva está pendiente de pago; márquela como pagada antes de reportar cambios de estado de check-in');
    const current = r.checkin_status;
    if (current === CHECKIN_STATUS.early_departure)
      refuse('La reserva ya tiene una salida anticipada reportada; no admite más cambios de estado de check-in');
    const checkedIn = current === CHECKIN_STATUS.checkin;
    switch (status) {
      case CHECKIN_STATUS.pending:
        return; // from Check-in or No-Show: a correction
      case CHECKIN_STATUS.checkin:
        if (today < r.checkin) refuse(`El check-in solo puede reportarse desde la fecha de llegada (${r.checkin})`);
        return;
      case CHECKIN_STATUS.no_show:
        if (checkedIn) refuse('El huésped ya hizo check-in; no puede reportarse como No-Show');
        if (today < r.checkin) refuse(`El No-Show solo puede reportarse desde la fecha de llegada (${r.checkin})`);
        return;
      case CHECKIN_STATUS.canceled:
        if (checkedIn) refuse('El huésped ya hizo check-in; no puede cancelarse. Para una salida anticipada use checkin_status 4');
        return;
      case CHECKIN_STATUS.early_departure:
        if (!checkedIn) refuse('Solo una reserva con check-in puede reportar salida anticipada');
        return;
    }
  }

  /** Endpoint 18, status 4 (inside the transaction): check the refund, write it on the charge voucher, update the reservation. */
  #earlyDeparture(r: ReservationRow, refoundMinor: number | undefined, iso: string, today: string): void {
    if (refoundMinor === undefined) throw new ValidationError('Campos inválidos: refound_amount: es obligatorio cuando checkin_status es 4');
    if (refoundMinor <= 0) throw new ValidationError('Campos inválidos: refound_amount: debe ser mayor que 0');
    if (refoundMinor > r.total_minor)
      throw new ValidationError(
        `Campos inválidos: refound_amount: no puede superar el valor total de la reserva (${money(r.total_minor, r.currency)})`,
      );
    const refundable = r.prepaid_minor - r.refunded_minor;
    if (refoundMinor > refundable)
      throw new ValidationError(
        `Campos inválidos: refound_amount: no puede superar lo pagado y aún no reembolsado de la reserva (${money(Math.max(0, refundable), r.currency)})`,
      );
    let voucher = this.db
      .prepare<[number], ChargeVoucher>(
        `SELECT id, payment_link_code FROM vouchers WHERE cm_reservation_id = ? AND payment_status_code = 'applied' ORDER BY id DESC LIMIT 1`,
      )
      .get(r.id);
    if (!voucher) {
      const refunded = this.db
        .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM vouchers WHERE cm_reservation_id = ? AND rf_status_code IS NOT NULL')
        .get(r.id)!.n;
      if (refunded) throw new ValidationError('El pago de la reserva ya fue reembolsado; no queda un cobro aplicado que reembolsar');
      voucher = { id: this.#insertTerminalVoucher(r, iso, today), payment_link_code: null };
    }
    const code: VoucherStatusCode = refoundMinor === refundable ? 'total_refound' : 'partial_refound';
    this.db
      .prepare(
        `UPDATE vouchers SET payment_status_code = @code, rf_status_code = @code, rf_status_detail = 'Reembolso: Aprobado',
           rf_authorization_code = @auth, rf_transaction_id = @txid, rf_description = @description, rf_refund_date = @iso,
           rf_amount_minor = @amount, rf_currency = @currency, updated_at = @iso
         WHERE id = @id`,
      )
      .run({
        code,
        auth: authorizationCode(),
        txid: randomCode('rf_'),
        description: EARLY_DEPARTURE_REFUND_DESCRIPTION,
        iso,
        amount: refoundMinor,
        currency: r.currency,
        id: voucher.id,
      });
    if (voucher.payment_link_code !== null) {
      // The link's money went back to the guest: endpoint 1 must not refund it again into an agency balance.
      this.db.prepare('UPDATE payment_links SET refunded_at = ? WHERE code = ? AND refunded_at IS NULL').run(iso, voucher.payment_link_code);
      this.payments.notifyLinkChanged(voucher.payment_link_code, iso);
    }
    this.db
      .prepare(`UPDATE reservations SET checkin_status = 4, refunded_minor = refunded_minor + ?, updated_at = ? WHERE id = ?`)
      .run(refoundMinor, iso, r.id);
  }
}
