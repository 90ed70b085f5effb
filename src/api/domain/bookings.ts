/**
 * Chatbot bookings: endpoints 7 (create), 8 (update), 19 (payment link and
 * expiration) and 20 (payment status); see
 * `docs/decisions/0009-chatbot-bookings-and-holds.md`.
 *
 * Creation is atomic: in one transaction the requested rooms' nights are
 * locked (so another process booking the same rooms waits), checked free on
 * every night and held (inventory.allocated), the booking and its payment
 * link are written — or, when any room/rate lacks stock, nothing is written
 * and `no_available_rooms` lists them. Held rooms stay allocated when paid
 * (sold) and are released when the booking expires unpaid.
 */
import * as bookingsRepo from '../../store/service/bookings.js';
import type { ChatbotBookingRow } from '../../store/service/bookings.js';
import { holdRooms, lockNights, type InventoryNight } from '../../store/service/inventory.js';
import { afterCommit, type Store, type Tx } from '../../store/sql.js';
import { bogotaDate, daysBetween, toBogotaIso, type Clock } from '../../clock.js';
import {
  chatbotIdKey,
  PAYMENT_STATUS,
  RESERVATION_STATUS,
  type BookingPaymentLink,
  type BookingPaymentStatus,
  type CreateBookingReservation,
  type CreateBookingResponse,
  type UpdateBookingBody,
} from '../contract/index.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { Catalog, copMinorToUsd, fits, nightlyPriceMinor, type RatePlan, type RoomType } from './catalog.js';
import { maskCard } from './carrier.js';
import { NotFoundError, ValidationError } from './errors.js';
import { newChatbotId, type ChatbotIdSource } from './ids.js';
import { NO_SERVICE_METRICS, type ServiceMetrics } from './metrics.js';
import { bookingExpiredAt, linkStatusAt, type PaymentsService } from './payments.js';
import { assertHotel, ownsRecord, type Principal } from './principal.js';

/** Message of endpoint 7 when the booking is registered. */
export const MSG_BOOKING_CREATED = SERVICE_TEXTS.bookingCreated;
/** Message of endpoint 7 when some room/rate has no availability. */
export const MSG_NO_AVAILABILITY = SERVICE_TEXTS.noAvailability;

/**
 * Payment deadline of a new chatbot booking: the hotel's window (hours,
 * `payment_deadline_hours`, default 24) but never past noon (Bogotá) of the check-in day, so a guest
 * arriving tomorrow is not still "holding" the room after arriving; and at
 * least one hour, so a same-day booking can still be paid.
 */
export function paymentDeadline(now: Date, windowHours: number, checkin: string): Date {
  const byWindow = now.getTime() + windowHours * 3600_000;
  const checkinNoon = Date.parse(`${checkin}T12:00:00-05:00`);
  return new Date(Math.max(now.getTime() + 3600_000, Math.min(byWindow, checkinNoon)));
}

/**
 * How many chatbot ids one creation draws before giving up: each is taken
 * with a chance of (bookings so far) / 29¹² — below 10⁻⁹ with a hundred
 * million bookings — so a second draw is already rare and an eighth means the
 * source is broken.
 */
export const CHATBOT_ID_ATTEMPTS = 8;

/** Chatbot bookings over the catalogue, inventory and payment links. */
export class BookingsService {
  readonly #catalog: Catalog;
  /**
   * `chatbotIds`: where new bookings' chatbot ids come from (default
   * {@link newChatbotId}, booking codes `CB-7KQ4-M9XZ-R2TD`); tests give a
   * sequence that repeats an id to force a collision.
   */
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly payments: PaymentsService,
    private readonly chatbotIds: ChatbotIdSource = newChatbotId,
    /** Counts bookings created, once committed (default: counts nothing). */
    private readonly metrics: ServiceMetrics = NO_SERVICE_METRICS,
  ) {
    this.#catalog = new Catalog(store);
  }

  /**
   * Endpoint 7: create a chatbot booking at channel-manager hotel `cmHotelId`.
   * `roomsData` adults/children are per room; their totals over the rooms
   * must equal the reservation's `adults`/`children`. Amounts are computed by
   * the service from its own prices (whatever the client believes).
   *
   * Async, in one transaction — the caller's when called inside one (the
   * idempotency key's record). The last free room is held once across
   * processes: the nights of each requested room type are locked before they
   * are checked and held.
   *
   * The `chatbot_id` is a new booking code (`CB-7KQ4-M9XZ-R2TD`,
   * `docs/decisions/0005-identifiers.md`), unique by the table's constraint:
   * an id another booking has already is not written (the insert does
   * nothing, on SQLite and PostgreSQL alike) and another is drawn, inside the
   * same transaction, up to {@link CHATBOT_ID_ATTEMPTS} times.
   *
   * @throws NotFoundError unknown hotel (or another hotel's key);
   *   ValidationError dates in the past or inconsistent, unknown room or rate,
   *   occupancy over the room's limits; Error when
   *   {@link CHATBOT_ID_ATTEMPTS} ids in a row were taken (a broken id
   *   source; nothing is written).
   */
  createChatbotBooking(principal: Principal, cmHotelId: number, r: CreateBookingReservation): Promise<CreateBookingResponse> {
    return this.store.transaction((tx) => this.#create(tx, principal, cmHotelId, r));
  }

  async #create(tx: Tx, principal: Principal, cmHotelId: number, r: CreateBookingReservation): Promise<CreateBookingResponse> {
    const hotel = await this.#catalog.hotelByChannelManagerId(cmHotelId, tx);
    if (!hotel) throw new NotFoundError(SERVICE_TEXTS.hotelNotInChannelManager(cmHotelId));
    assertHotel(principal, hotel.id);
    const now = this.clock.now();
    const today = bogotaDate(now);
    const problems: string[] = [];
    if (r.checkin < today) problems.push(SERVICE_TEXTS.checkinBeforeToday);
    if (daysBetween(r.checkin, r.checkout) !== r.nights) problems.push(SERVICE_TEXTS.nightsMismatch);
    const rooms = new Map((await this.#catalog.roomTypes(hotel.id, tx)).map((x) => [String(x.id), x]));
    const rates = new Map((await this.#catalog.ratePlans(hotel.id, tx)).map((x) => [String(x.id), x]));
    const lines: { room: RoomType; rate: RatePlan; quantity: number; adults: number; children: number }[] = [];
    let adults = 0;
    let children = 0;
    r.roomsData.forEach((item, i) => {
      const room = rooms.get(item.id);
      const rate = rates.get(item.rateId);
      if (!room) {
        problems.push(SERVICE_TEXTS.unknownRoom(i, item.id));
        return;
      }
      if (!rate || rate.roomTypeId !== room.id) {
        problems.push(SERVICE_TEXTS.unknownRate(i, item.rateId, item.id));
        return;
      }
      if (!fits(room, item.adults, item.children)) problems.push(SERVICE_TEXTS.roomOverOccupied(i, room));
      adults += item.adults * item.quantity;
      children += item.children * item.quantity;
      lines.push({ room, rate, quantity: item.quantity, adults: item.adults, children: item.children });
    });
    if (lines.length === r.roomsData.length) {
      if (adults !== r.adults) problems.push(SERVICE_TEXTS.adultsMismatch);
      if (children !== r.children) problems.push(SERVICE_TEXTS.childrenMismatch);
    }
    if (problems.length) throw new ValidationError(SERVICE_TEXTS.invalidFields(problems));

    await this.payments.sweep();
    // Lock the nights of every requested room type (in increasing id order: two bookings never wait on
    // each other), then count free rooms per room type on every night, net of held and sold rooms.
    const need = new Map<number, number>();
    for (const l of lines) need.set(l.room.id, (need.get(l.room.id) ?? 0) + l.quantity);
    const stays = new Map<number, InventoryNight[]>();
    const short = new Set<number>();
    for (const roomId of [...need.keys()].sort((a, b) => a - b)) {
      const stay = await lockNights(tx, roomId, r.checkin, r.checkout);
      stays.set(roomId, stay);
      const free = stay.reduce((m, n) => Math.min(m, n.free), Infinity);
      if (stay.length !== r.nights || !(free >= need.get(roomId)!)) short.add(roomId);
    }
    if (short.size)
      return {
        msg: MSG_NO_AVAILABILITY,
        no_available_rooms: lines.filter((l) => short.has(l.room.id)).map((l) => ({ room: l.room.name, product: l.rate.description })),
      };

    // Price every line from the service's own nightly prices.
    const priced = lines.map((l) => {
      const perRoom = stays.get(l.room.id)!.reduce((s, n) => s + nightlyPriceMinor(n.priceMinor, l.rate, l.adults, l.children), 0);
      return { ...l, amountMinor: perRoom * l.quantity };
    });
    const totalCop = priced.reduce((s, l) => s + l.amountMinor, 0);
    const total = r.currency === 'USD' ? Math.round(copMinorToUsd(totalCop, await this.#catalog.trmMinor(tx)) * 100) : totalCop;

    for (const [roomId, qty] of need) {
      const changed = await holdRooms(tx, roomId, r.checkin, r.checkout, qty);
      if (changed !== r.nights) throw new Error(`inventory changed under a held transaction (room type ${roomId})`);
    }

    const deadline = paymentDeadline(now, hotel.paymentDeadlineHours, r.checkin);
    const agencyId = principal.kind === 'agency' ? principal.id : null;
    let chatbotId = this.chatbotIds();
    const linkCode = await this.payments.insertLink(
      {
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
      },
      tx,
    );
    const iso = now.toISOString();
    const booking = (id: string): bookingsRepo.NewChatbotBooking => ({
      chatbotId: id,
      hotelId: hotel.id,
      apiKeyId: principal.keyId,
      agencyId,
      linkCode,
      checkin: r.checkin,
      checkout: r.checkout,
      nights: r.nights,
      rooms: r.rooms,
      adults: r.adults,
      children: r.children,
      childrenAges: r.children_ages || null,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      telephone: r.telephone,
      city: r.city ?? null,
      country: r.country,
      notes: r.notes ?? null,
      currency: r.currency,
      totalMinor: total,
      ccMasked: r.ccData ? maskCard(r.ccData.ccNumber) : null,
      paymentDeadline: deadline.toISOString(),
      createdAt: iso,
    });
    const bookingRooms = priced.map((l) => ({
      roomTypeId: l.room.id,
      ratePlanId: l.rate.id,
      quantity: l.quantity,
      adults: l.adults,
      children: l.children,
      amountMinor: l.amountMinor,
    }));
    // The unique constraint decides: a taken id writes nothing, and the link (seen by no one else yet) takes the next one.
    for (let attempt = 1; ; attempt++) {
      if ((await bookingsRepo.insertChatbotBooking(tx, booking(chatbotId), bookingRooms)) !== undefined) break;
      if (attempt === CHATBOT_ID_ATTEMPTS) throw new Error(`${CHATBOT_ID_ATTEMPTS} chatbot ids in a row were taken: the id source is broken`);
      chatbotId = this.chatbotIds();
      await bookingsRepo.setLinkChatbotId(tx, linkCode, chatbotId);
    }
    await this.payments.notifyLinkChanged(tx, linkCode, iso);
    afterCommit(() => this.metrics.chatbotBooking('created'));
    return { msg: MSG_BOOKING_CREATED, chatbot_id: chatbotId };
  }

  /**
   * Endpoint 8: update the guest's contact details of a pending or confirmed
   * booking (async). `chatbotId`, here and in 19 and 20: a booking code in any
   * case, with or without its dashes, or a legacy `cb_…` id exactly.
   * @throws NotFoundError unknown booking or not the key's; ValidationError when the booking expired.
   */
  async updateChatbotBooking(principal: Principal, chatbotId: string, body: UpdateBookingBody): Promise<{ msg: string }> {
    const b = await this.#owned(principal, chatbotId);
    if (b.status === 'expired') throw new ValidationError(SERVICE_TEXTS.bookingExpired);
    const u = body.reservation;
    const iso = this.clock.now().toISOString();
    await this.store.transaction(async (tx) => {
      await bookingsRepo.updateGuestContact(
        tx,
        b.id,
        b.linkCode,
        { email: u.email ?? null, firstName: u.firstName ?? null, lastName: u.lastName ?? null, telephone: u.telephone ?? null },
        iso,
      );
      await this.payments.notifyLinkChanged(tx, b.linkCode, iso);
    });
    return { msg: SERVICE_TEXTS.bookingUpdated };
  }

  /**
   * Endpoint 19 (async): the booking's payment link, its status and the time
   * left (0 once expired or paid); a link past its expiry reads expired at
   * once ({@link linkStatusAt}).
   */
  async getChatbotBookingPaymentLink(principal: Principal, chatbotId: string): Promise<BookingPaymentLink> {
    await this.payments.sweep();
    const b = await this.#owned(principal, chatbotId);
    const link = (await this.payments.link(b.linkCode))!;
    const now = this.clock.now();
    const status = linkStatusAt(link, now);
    const open = status === 'active' || status === 'in_process';
    const hours = open ? Math.max(0, (Date.parse(link.expiresAt) - now.getTime()) / 3600_000) : 0;
    return {
      url: this.payments.linkUrl(link.code),
      url_status: status === 'paid' ? 'Link pagado' : open ? 'Link vigente' : 'Link vencido',
      validity_days: Math.floor(hours / 24),
      validity_hours: Math.floor(hours * 100) / 100,
      expiration_date: toBogotaIso(new Date(link.expiresAt)),
    };
  }

  /**
   * Endpoint 20 (async): payment and reservation status texts of the
   * booking, and its payment deadline. A booking past its deadline and
   * unpaid reads expired at once ({@link bookingExpiredAt}).
   */
  async getChatbotBookingStatus(principal: Principal, chatbotId: string): Promise<BookingPaymentStatus> {
    await this.payments.sweep();
    const b = await this.#owned(principal, chatbotId);
    const deadline = toBogotaIso(new Date(b.paymentDeadline));
    if (b.status === 'confirmed')
      return { payment_status: PAYMENT_STATUS.applied, reservation_status: RESERVATION_STATUS.confirmed, expiration_date: deadline };
    const link = (await this.payments.link(b.linkCode))!;
    if (bookingExpiredAt(b, link.status, this.clock.now()))
      return { payment_status: PAYMENT_STATUS.overdue, reservation_status: RESERVATION_STATUS.expired, expiration_date: deadline };
    const last = await this.payments.lastAttempt(b.linkCode);
    const payment =
      link.status === 'in_process'
        ? PAYMENT_STATUS.in_process
        : last && (last.status === 'rejected' || last.status === 'invalid_card')
          ? PAYMENT_STATUS.rejected
          : PAYMENT_STATUS.pending;
    return { payment_status: payment, reservation_status: RESERVATION_STATUS.pending, expiration_date: deadline };
  }

  /** The booking behind a checkout link, for the hosted page (stay and guest); undefined for standalone links. Async. */
  bookingOfLink(code: string): Promise<{ chatbotId: string; checkin: string; checkout: string; rooms: number; adults: number; children: number } | undefined> {
    return bookingsRepo.bookingOfLink(this.store.current, code);
  }

  /**
   * The booking `chatbotId` names — a booking code however it was typed, or
   * a legacy `cb_…` id exactly ({@link chatbotIdKey}) — when `principal` owns it.
   * @throws NotFoundError otherwise (one that exists but is not the caller's looks missing).
   */
  async #owned(principal: Principal, chatbotId: string): Promise<ChatbotBookingRow> {
    const b = await bookingsRepo.bookingByChatbotId(this.store.current, chatbotIdKey(chatbotId));
    if (!b || !ownsRecord(principal, b)) throw new NotFoundError(SERVICE_TEXTS.chatbotBookingNotFound(chatbotId));
    return b;
  }
}
