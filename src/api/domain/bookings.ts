/**
 * Chatbot bookings: endpoints 7 (create), 8 (update), 19 (payment link and
 * expiration) and 20 (payment status); DECISIONS §6.
 *
 * Creation is atomic: in one immediate transaction the requested rooms are
 * checked free on every night and held (inventory.allocated), the booking and
 * its payment link are written — or, when any room/rate lacks stock, nothing
 * is written and `no_available_rooms` lists them. Held rooms stay allocated
 * when paid (sold) and are released when the booking expires unpaid.
 */
import type { Db } from '../../store/db.js';
import { bogotaDate, daysBetween, toBogotaIso, type Clock } from '../../clock.js';
import {
  PAYMENT_STATUS,
  RESERVATION_STATUS,
  type BookingPaymentLink,
  type BookingPaymentStatus,
  type CreateBookingReservation,
  type CreateBookingResponse,
  type UpdateBookingBody,
} from '../contract/index.js';
import { Catalog, copMinorToUsd, fits, nightlyPriceMinor, type RatePlan, type RoomType } from './catalog.js';
import { maskCard } from './carrier.js';
import { NotFoundError, ValidationError } from './errors.js';
import { randomCode } from './ids.js';
import type { PaymentsService } from './payments.js';
import { assertHotel, ownsRecord, type Principal } from './principal.js';

/** Message of endpoint 7 when the booking is registered. */
export const MSG_BOOKING_CREATED = 'Reserva registrada con éxito. El huésped debe completar el pago para confirmarla.';
/** Message of endpoint 7 when some room/rate has no availability. */
export const MSG_NO_AVAILABILITY = 'No hay disponibilidad para algunas de las habitaciones solicitadas';

/**
 * Payment deadline of a new chatbot booking: the hotel's window (hours,
 * DECISIONS §6) but never past noon (Bogotá) of the check-in day, so a guest
 * arriving tomorrow is not still "holding" the room after arriving; and at
 * least one hour, so a same-day booking can still be paid.
 */
export function paymentDeadline(now: Date, windowHours: number, checkin: string): Date {
  const byWindow = now.getTime() + windowHours * 3600_000;
  const checkinNoon = Date.parse(`${checkin}T12:00:00-05:00`);
  return new Date(Math.max(now.getTime() + 3600_000, Math.min(byWindow, checkinNoon)));
}

interface BookingRow {
  id: number;
  chatbotId: string;
  hotelId: number;
  agencyId: number | null;
  status: 'pending' | 'confirmed' | 'expired';
  paymentDeadline: string;
  linkCode: string;
}

/** Chatbot bookings over the catalogue, inventory and payment links. */
export class BookingsService {
  readonly #catalog: Catalog;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly payments: PaymentsService,
  ) {
    this.#catalog = new Catalog(db);
  }

  /**
   * Endpoint 7: create a chatbot booking at channel-manager hotel `cmHotelId`.
   * `roomsData` adults/children are per room; their totals over the rooms
   * must equal the reservation's `adults`/`children`. Amounts are computed by
   * the service from its own prices (whatever the client believes).
   *
   * @throws NotFoundError unknown hotel (or another hotel's key);
   *   ValidationError dates in the past or inconsistent, unknown room or rate,
   *   occupancy over the room's limits.
   */
  create(principal: Principal, cmHotelId: number, r: CreateBookingReservation): CreateBookingResponse {
    const hotel = this.#catalog.hotelByChannelManagerId(cmHotelId);
    if (!hotel) throw new NotFoundError(`No existe un hotel con id ${cmHotelId} en el channel manager`);
    assertHotel(principal, hotel.id);
    const now = this.clock.now();
    const today = bogotaDate(now);
    const problems: string[] = [];
    if (r.checkin < today) problems.push('reservation.checkin: no puede ser anterior a hoy');
    if (daysBetween(r.checkin, r.checkout) !== r.nights) problems.push('reservation.nights: no coincide con las fechas checkin y checkout');
    const rooms = new Map(this.#catalog.roomTypes(hotel.id).map((x) => [String(x.id), x]));
    const rates = new Map(this.#catalog.ratePlans(hotel.id).map((x) => [String(x.id), x]));
    const lines: { room: RoomType; rate: RatePlan; quantity: number; adults: number; children: number }[] = [];
    let adults = 0;
    let children = 0;
    r.roomsData.forEach((item, i) => {
      const room = rooms.get(item.id);
      const rate = rates.get(item.rateId);
      if (!room) return void problems.push(`reservation.roomsData.${i}.id: la habitación ${item.id} no existe en este hotel`);
      if (!rate || rate.roomTypeId !== room.id)
        return void problems.push(`reservation.roomsData.${i}.rateId: la tarifa ${item.rateId} no existe para la habitación ${item.id}`);
      if (!fits(room, item.adults, item.children))
        problems.push(
          `reservation.roomsData.${i}: la habitación ${room.name} admite como máximo ${room.maxAdults} adultos, ${room.maxChildren} niños y ${room.maxOccupancy} personas`,
        );
      adults += item.adults * item.quantity;
      children += item.children * item.quantity;
      lines.push({ room, rate, quantity: item.quantity, adults: item.adults, children: item.children });
    });
    if (lines.length === r.roomsData.length) {
      if (adults !== r.adults) problems.push('reservation.adults: debe ser la suma de adults × quantity en roomsData');
      if (children !== r.children) problems.push('reservation.children: debe ser la suma de children × quantity en roomsData');
    }
    if (problems.length) throw new ValidationError(`Campos inválidos: ${problems.join('; ')}`);

    return this.db
      .transaction((): CreateBookingResponse => {
        this.payments.sweep();
        // Free rooms per room type on every night, net of held and sold rooms.
        const need = new Map<number, number>();
        for (const l of lines) need.set(l.room.id, (need.get(l.room.id) ?? 0) + l.quantity);
        const freeStmt = this.db.prepare<[number, string, string], { nights: number; free: number | null }>(
          `SELECT COUNT(*) AS nights, MIN(stock - allocated) AS free FROM inventory WHERE room_type_id = ? AND day >= ? AND day < ?`,
        );
        const short = new Set<number>();
        for (const [roomId, qty] of need) {
          const f = freeStmt.get(roomId, r.checkin, r.checkout)!;
          if (f.nights !== r.nights || (f.free ?? 0) < qty) short.add(roomId);
        }
        if (short.size)
          return {
            msg: MSG_NO_AVAILABILITY,
            no_available_rooms: lines.filter((l) => short.has(l.room.id)).map((l) => ({ room: l.room.name, product: l.rate.description })),
          };

        // Price every line from the service's own nightly prices.
        const priceStmt = this.db.prepare<[number, string, string], { priceMinor: number }>(
          `SELECT price_minor AS priceMinor FROM inventory WHERE room_type_id = ? AND day >= ? AND day < ? ORDER BY day`,
        );
        const priced = lines.map((l) => {
          const perRoom = priceStmt.all(l.room.id, r.checkin, r.checkout).reduce((s, n) => s + nightlyPriceMinor(n.priceMinor, l.rate, l.adults, l.children), 0);
          return { ...l, amountMinor: perRoom * l.quantity };
        });
        const totalCop = priced.reduce((s, l) => s + l.amountMinor, 0);
        const total = r.currency === 'USD' ? Math.round(copMinorToUsd(totalCop, this.#catalog.trmMinor()) * 100) : totalCop;

        const hold = this.db.prepare(
          `UPDATE inventory SET allocated = allocated + ? WHERE room_type_id = ? AND day >= ? AND day < ? AND stock - allocated >= ?`,
        );
        for (const [roomId, qty] of need) {
          const changed = hold.run(qty, roomId, r.checkin, r.checkout, qty).changes;
          if (changed !== r.nights) throw new Error(`inventory changed under a held transaction (room type ${roomId})`);
        }

        const deadline = paymentDeadline(now, hotel.paymentDeadlineHours, r.checkin);
        const agencyId = principal.kind === 'agency' ? principal.id : null;
        const chatbotId = randomCode('cb_');
        const linkCode = this.payments.insertLink({
          kind: 'chatbot_booking',
          hotelId: hotel.id,
          reservationId: chatbotId,
          externalRefId: chatbotId,
          agencyId,
          apiKeyId: principal.keyId,
          amountMinor: total,
          currency: r.currency,
          description: `Reserva en ${hotel.name}: ${r.checkin} a ${r.checkout}, ${r.rooms} habitación(es)`,
          guestName: `${r.firstName} ${r.lastName}`,
          email: r.email,
          phone: r.telephone,
          bookingFrom: r.checkin,
          bookingTo: r.checkout,
          source: 'chatbot',
          expiresAt: deadline,
        });
        const iso = now.toISOString();
        const bookingId = this.db
          .prepare(
            `INSERT INTO chatbot_bookings (chatbot_id, hotel_id, api_key_id, agency_id, payment_link_code, checkin, checkout, nights, rooms, adults,
               children, children_ages, first_name, last_name, email, telephone, city, country, notes, currency, total_minor, cc_masked,
               status, payment_deadline, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
          )
          .run(
            chatbotId, hotel.id, principal.keyId, agencyId, linkCode, r.checkin, r.checkout, r.nights, r.rooms, r.adults,
            r.children, r.children_ages || null, r.firstName, r.lastName, r.email, r.telephone, r.city ?? null, r.country,
            r.notes ?? null, r.currency, total, r.ccData ? maskCard(r.ccData.ccNumber) : null, deadline.toISOString(), iso, iso,
          ).lastInsertRowid;
        const ins = this.db.prepare(
          `INSERT INTO booking_rooms (booking_id, room_type_id, rate_plan_id, quantity, adults, children, amount_minor) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        );
        for (const l of priced) ins.run(bookingId, l.room.id, l.rate.id, l.quantity, l.adults, l.children, l.amountMinor);
        this.payments.notifyLinkChanged(linkCode, iso);
        return { msg: MSG_BOOKING_CREATED, chatbot_id: chatbotId };
      })
      .immediate();
  }

  /**
   * Endpoint 8: update the guest's contact details of a pending or confirmed booking.
   * @throws NotFoundError unknown booking or not the key's; ValidationError when the booking expired.
   */
  update(principal: Principal, chatbotId: string, body: UpdateBookingBody): { msg: string } {
    const b = this.#owned(principal, chatbotId);
    if (b.status === 'expired') throw new ValidationError('La reserva expiró y ya no puede modificarse');
    const u = body.reservation;
    const iso = this.clock.now().toISOString();
    this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE chatbot_bookings SET email = COALESCE(?, email), first_name = COALESCE(?, first_name), last_name = COALESCE(?, last_name),
             telephone = COALESCE(?, telephone), updated_at = ? WHERE id = ?`,
        )
        .run(u.email ?? null, u.firstName ?? null, u.lastName ?? null, u.telephone ?? null, iso, b.id);
      const g = this.db.prepare<[number], { name: string; email: string; phone: string }>(
        `SELECT first_name || ' ' || last_name AS name, email, telephone AS phone FROM chatbot_bookings WHERE id = ?`,
      ).get(b.id)!;
      this.db.prepare(`UPDATE payment_links SET guest_name = ?, email = ?, phone = ? WHERE code = ?`).run(g.name, g.email, g.phone, b.linkCode);
      this.payments.notifyLinkChanged(b.linkCode, iso);
    })();
    return { msg: 'Reserva actualizada con éxito' };
  }

  /** Endpoint 19: the booking's payment link, its status and the time left (0 once expired or paid). */
  paymentLink(principal: Principal, chatbotId: string): BookingPaymentLink {
    this.payments.sweep();
    const b = this.#owned(principal, chatbotId);
    const link = this.payments.link(b.linkCode)!;
    const open = link.status === 'active' || link.status === 'in_process';
    const hours = open ? Math.max(0, (Date.parse(link.expiresAt) - this.clock.now().getTime()) / 3600_000) : 0;
    return {
      url: this.payments.linkUrl(link.code),
      url_status: link.status === 'paid' ? 'Link pagado' : open ? 'Link vigente' : 'Link vencido',
      validity_days: Math.floor(hours / 24),
      validity_hours: Math.floor(hours * 100) / 100,
      expiration_date: toBogotaIso(new Date(link.expiresAt)),
    };
  }

  /** Endpoint 20: payment and reservation status texts of the booking, and its payment deadline. */
  status(principal: Principal, chatbotId: string): BookingPaymentStatus {
    this.payments.sweep();
    const b = this.#owned(principal, chatbotId);
    let payment: string;
    let reservation: string;
    if (b.status === 'confirmed') [payment, reservation] = [PAYMENT_STATUS.applied, RESERVATION_STATUS.confirmed];
    else if (b.status === 'expired') [payment, reservation] = [PAYMENT_STATUS.overdue, RESERVATION_STATUS.expired];
    else {
      const link = this.payments.link(b.linkCode)!;
      const last = this.payments.lastAttempt(b.linkCode);
      payment =
        link.status === 'in_process'
          ? PAYMENT_STATUS.in_process
          : last && (last.status === 'rejected' || last.status === 'invalid_card')
            ? PAYMENT_STATUS.rejected
            : PAYMENT_STATUS.pending;
      reservation = RESERVATION_STATUS.pending;
    }
    return { payment_status: payment, reservation_status: reservation, expiration_date: toBogotaIso(new Date(b.paymentDeadline)) };
  }

  /** The booking behind a checkout link, for the hosted page (stay and guest); undefined for standalone links. */
  bookingOfLink(code: string): { chatbotId: string; checkin: string; checkout: string; rooms: number; adults: number; children: number } | undefined {
    return this.db
      .prepare<[string], { chatbotId: string; checkin: string; checkout: string; rooms: number; adults: number; children: number }>(
        `SELECT chatbot_id AS chatbotId, checkin, checkout, rooms, adults, children FROM chatbot_bookings WHERE payment_link_code = ?`,
      )
      .get(code);
  }

  #owned(principal: Principal, chatbotId: string): BookingRow {
    const b = this.db
      .prepare<[string], BookingRow>(
        `SELECT id, chatbot_id AS chatbotId, hotel_id AS hotelId, agency_id AS agencyId, status, payment_deadline AS paymentDeadline,
                payment_link_code AS linkCode FROM chatbot_bookings WHERE chatbot_id = ?`,
      )
      .get(chatbotId);
    if (!b || !ownsRecord(principal, b)) throw new NotFoundError(`No existe una reserva de chatbot con id ${chatbotId}`);
    return b;
  }
}

