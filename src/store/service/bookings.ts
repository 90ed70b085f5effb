/**
 * Repository of chatbot bookings (`chatbot_bookings`) and their rooms
 * (`booking_rooms`). Amounts are integers of minor units of the booking's
 * currency; instants ISO 8601 UTC text; days `YYYY-MM-DD`.
 */
import { exec, first, sql, type Camelized } from '../sql.js';
import type { ServiceExecutor, ServiceRow, ServiceTx } from './database.js';

/** A chatbot booking as its rules need it. */
export interface ChatbotBookingRow
  extends Camelized<ServiceRow<'chatbot_bookings', 'id' | 'chatbot_id' | 'hotel_id' | 'agency_id' | 'status' | 'payment_deadline'>> {
  status: 'pending' | 'confirmed' | 'expired';
  /** ISO 8601 UTC. */
  paymentDeadline: string;
  linkCode: string;
}

/**
 * A new chatbot booking (written `pending`): money in minor units of
 * `currency`, `ccMasked` the masked card number or null, `paymentDeadline`
 * and `createdAt` (creation and last update) ISO 8601 UTC.
 */
export interface NewChatbotBooking
  extends Camelized<
    ServiceRow<
      'chatbot_bookings',
      | 'chatbot_id'
      | 'hotel_id'
      | 'api_key_id'
      | 'agency_id'
      | 'checkin'
      | 'checkout'
      | 'nights'
      | 'rooms'
      | 'adults'
      | 'children'
      | 'children_ages'
      | 'first_name'
      | 'last_name'
      | 'email'
      | 'telephone'
      | 'city'
      | 'country'
      | 'notes'
      | 'currency'
      | 'total_minor'
      | 'cc_masked'
      | 'payment_deadline'
      | 'created_at'
    >
  > {
  /** Code of the booking's payment link. */
  linkCode: string;
}

/** One line of a booking: `quantity` rooms of a room type at a rate plan, with the per-room occupancy and the line's amount. */
export interface NewBookingRoom
  extends Camelized<ServiceRow<'booking_rooms', 'room_type_id' | 'rate_plan_id' | 'quantity' | 'adults' | 'children' | 'amount_minor'>> {
  /** Amount of the line (all its rooms, all nights), minor units. */
  amountMinor: number;
}

const BOOKING_COLS = sql.raw(
  `id, chatbot_id AS "chatbotId", hotel_id AS "hotelId", agency_id AS "agencyId", status, payment_deadline AS "paymentDeadline",
   payment_link_code AS "linkCode"`,
);

/**
 * Write a pending chatbot booking and its rooms; returns the booking's
 * internal id, or undefined — having written nothing — when another booking
 * already has `b.chatbotId` (`ON CONFLICT (chatbot_id) DO NOTHING`: no error
 * is raised, so a PostgreSQL transaction stays usable and the caller may try
 * another id in it; a booking with that id still uncommitted in another
 * transaction is waited for first). Any other constraint still throws.
 */
export async function insertChatbotBooking(ex: ServiceExecutor, b: NewChatbotBooking, lines: readonly NewBookingRoom[]): Promise<number | undefined> {
  const row = await first<ServiceRow<'chatbot_bookings', 'id'>>(
    ex,
    sql`INSERT INTO chatbot_bookings (chatbot_id, hotel_id, api_key_id, agency_id, payment_link_code, checkin, checkout, nights, rooms, adults,
           children, children_ages, first_name, last_name, email, telephone, city, country, notes, currency, total_minor, cc_masked,
           status, payment_deadline, created_at, updated_at)
        VALUES (${b.chatbotId}, ${b.hotelId}, ${b.apiKeyId}, ${b.agencyId}, ${b.linkCode}, ${b.checkin}, ${b.checkout}, ${b.nights}, ${b.rooms},
           ${b.adults}, ${b.children}, ${b.childrenAges}, ${b.firstName}, ${b.lastName}, ${b.email}, ${b.telephone}, ${b.city}, ${b.country},
           ${b.notes}, ${b.currency}, ${b.totalMinor}, ${b.ccMasked}, 'pending', ${b.paymentDeadline}, ${b.createdAt}, ${b.createdAt})
        ON CONFLICT (chatbot_id) DO NOTHING
        RETURNING id`,
  );
  if (!row) return undefined;
  const id = row.id;
  for (const l of lines)
    await exec(
      ex,
      sql`INSERT INTO booking_rooms (booking_id, room_type_id, rate_plan_id, quantity, adults, children, amount_minor)
          VALUES (${id}, ${l.roomTypeId}, ${l.ratePlanId}, ${l.quantity}, ${l.adults}, ${l.children}, ${l.amountMinor})`,
    );
  return id;
}

/**
 * Give payment link `linkCode` of a chatbot booking being created the
 * booking's chatbot id `chatbotId` as its reservation and external reference
 * (when the id first written with it turned out taken). Run inside the
 * creating transaction, before anything else reads the link.
 */
export async function setLinkChatbotId(tx: ServiceTx, linkCode: string, chatbotId: string): Promise<void> {
  await exec(tx, sql`UPDATE payment_links SET reservation_id = ${chatbotId}, external_ref_id = ${chatbotId} WHERE code = ${linkCode}`);
}

/** The booking whose public id is exactly `chatbotId` (the caller reads a typed code first: `chatbotIdKey` of the contract), or undefined. */
export async function bookingByChatbotId(ex: ServiceExecutor, chatbotId: string): Promise<ChatbotBookingRow | undefined> {
  return first<ChatbotBookingRow>(ex, sql`SELECT ${BOOKING_COLS} FROM chatbot_bookings WHERE chatbot_id = ${chatbotId}`);
}

/** The booking behind payment link `code` (stay and guest counts), or undefined for standalone links. */
export async function bookingOfLink(
  ex: ServiceExecutor,
  code: string,
): Promise<Camelized<ServiceRow<'chatbot_bookings', 'chatbot_id' | 'checkin' | 'checkout' | 'rooms' | 'adults' | 'children'>> | undefined> {
  return first(
    ex,
    sql<Camelized<ServiceRow<'chatbot_bookings', 'chatbot_id' | 'checkin' | 'checkout' | 'rooms' | 'adults' | 'children'>>>`
      SELECT chatbot_id AS "chatbotId", checkin, checkout, rooms, adults, children FROM chatbot_bookings WHERE payment_link_code = ${code}`,
  );
}

/**
 * Update the guest's contact details of booking `id` (null: keep) and copy
 * the resulting name, e-mail and phone onto its payment link `linkCode`.
 * Run inside the caller's transaction.
 */
export async function updateGuestContact(
  tx: ServiceTx,
  id: number,
  linkCode: string,
  u: { email: string | null; firstName: string | null; lastName: string | null; telephone: string | null },
  iso: string,
): Promise<void> {
  await exec(
    tx,
    sql`UPDATE chatbot_bookings SET email = COALESCE(${u.email}, email), first_name = COALESCE(${u.firstName}, first_name),
           last_name = COALESCE(${u.lastName}, last_name), telephone = COALESCE(${u.telephone}, telephone), updated_at = ${iso}
         WHERE id = ${id}`,
  );
  const g = (await first<{ name: string; email: string; phone: string }>(
    tx,
    sql`SELECT first_name || ' ' || last_name AS name, email, telephone AS phone FROM chatbot_bookings WHERE id = ${id}`,
  ))!;
  await exec(tx, sql`UPDATE payment_links SET guest_name = ${g.name}, email = ${g.email}, phone = ${g.phone} WHERE code = ${linkCode}`);
}
