/**
 * Channel-manager reservations (migration 4's `reservations`): the reads of
 * the reports (endpoints 4, 11, 12), the staff actions (17, 18) and the
 * voucher ledger's upkeep of chatbot bookings' reservations.
 *
 * Plain async functions over a {@link ServiceExecutor}: they run inside the
 * caller's transaction when given one. Money in minor units; instants ISO
 * 8601 UTC text; dates `YYYY-MM-DD`.
 */
import type { Insertable } from 'kysely';
import { dialectSql, first, forUpdate, rowArrays, rows, sql, type Camelized } from '../sql.js';
import type { ServiceExecutor, ServiceRow, ServiceTx } from './database.js';
import type { ReservationsTable } from './schema.js';

/**
 * A stored reservation. Money in minor units of `currency`; instants ISO
 * 8601 UTC; dates `YYYY-MM-DD`. `checkin_status` is endpoint 18's number
 * (0 Pending … 4 Early departure).
 */
export interface ReservationRow
  extends ServiceRow<
    'reservations',
    | 'id'
    | 'hotel_id'
    | 'crs_id'
    | 'portal_code'
    | 'chatbot_booking_id'
    | 'first_name'
    | 'last_name'
    | 'checkin'
    | 'checkout'
    | 'status'
    | 'checkin_status'
    | 'total_minor'
    | 'prepaid_minor'
    | 'refunded_minor'
    | 'currency'
    | 'notes'
    | 'paid_at'
    | 'created_at'
    | 'updated_at'
  > {
  status: 'pending_payment' | 'confirmed' | 'cancelled' | 'expired';
  /** Payment deadline (ISO UTC) of a chatbot booking awaiting payment; null otherwise (not stored: read from the booking). */
  payment_deadline: string | null;
}

/** The columns of {@link ReservationRow}, for SELECT lists over `reservations` (not aliased). */
export const RESERVATION_COLUMNS =
  'id, hotel_id, crs_id, portal_code, chatbot_booking_id, first_name, last_name, checkin, checkout, status, checkin_status, ' +
  'total_minor, prepaid_minor, refunded_minor, currency, notes, paid_at, created_at, updated_at, ' +
  "(SELECT b.payment_deadline FROM chatbot_bookings b WHERE b.id = reservations.chatbot_booking_id AND reservations.status = 'pending_payment') AS payment_deadline";

const COLUMNS = sql.raw(RESERVATION_COLUMNS);

/** A hotel as the reports and staff actions name it. `channelManagerId` is null for a hotel outside the channel manager. */
export interface HotelRef extends Camelized<ServiceRow<'hotels', 'id' | 'channel_manager_id' | 'name'>> {}

const HOTEL_COLUMNS = sql.raw('id, channel_manager_id AS "channelManagerId", name');

/** Hotel of internal id `id`, or undefined. */
export async function hotelRefById(ex: ServiceExecutor, id: number): Promise<HotelRef | undefined> {
  return first<HotelRef>(ex, sql`SELECT ${HOTEL_COLUMNS} FROM hotels WHERE id = ${id}`);
}

/** Hotel of channel-manager id `cmId` (as text, no leading zeros), or undefined. */
export async function hotelRefByChannelManagerId(ex: ServiceExecutor, cmId: string): Promise<HotelRef | undefined> {
  return first<HotelRef>(ex, sql`SELECT ${HOTEL_COLUMNS} FROM hotels WHERE channel_manager_id = ${cmId}`);
}

/** Options of {@link findReservation}. */
export interface FindReservationOptions {
  /** Only a reservation of this portal. */
  portalCode?: string | undefined;
  /** Lock the row found until the transaction ends (PostgreSQL; `ex` must be a transaction). */
  lock?: boolean;
}

/**
 * The reservation of hotel `hotelId` (internal id) that booking number
 * `bookingNumber` names (endpoints 11, 17, 18): its reservation number, else
 * its CRS id — a reservation number wins when the text is both. With
 * `portalCode`, only a reservation of that portal; with `lock`, the row is
 * locked (`FOR UPDATE`) and read in its latest committed state. Undefined
 * when none.
 */
export async function findReservation(
  ex: ServiceExecutor,
  hotelId: number,
  bookingNumber: string,
  opts: FindReservationOptions = {},
): Promise<ReservationRow | undefined> {
  const asId = /^\d{1,15}$/.test(bookingNumber) ? Number(bookingNumber) : null;
  const match = asId === null ? sql`crs_id = ${bookingNumber}` : sql`(id = ${asId} OR crs_id = ${bookingNumber})`;
  const portal = opts.portalCode === undefined ? sql`` : sql` AND portal_code = ${opts.portalCode}`;
  const order = asId === null ? sql`id` : sql`CASE WHEN id = ${asId} THEN 0 ELSE 1 END, id`;
  return first<ReservationRow>(
    ex,
    sql`SELECT ${COLUMNS} FROM reservations WHERE hotel_id = ${hotelId} AND ${match}${portal} ORDER BY ${order} LIMIT 1${opts.lock ? forUpdate(ex) : sql``}`,
  );
}

/**
 * The reservations of `ids`, locked until the transaction ends (PostgreSQL),
 * in id order (the order every locker takes them in, so two transactions
 * locking overlapping sets never deadlock), in their latest committed state.
 */
export async function lockReservations(tx: ServiceTx, ids: readonly number[]): Promise<ReservationRow[]> {
  if (!ids.length) return [];
  return rows<ReservationRow>(tx, sql`SELECT ${COLUMNS} FROM reservations WHERE id IN (${sql.join([...ids])}) ORDER BY id${forUpdate(tx)}`);
}

/**
 * One arrival of endpoint 4, as an array of its columns in this order (see
 * {@link arrivals}): reservation number, CRS id, portal code, 1 when it is a
 * chatbot booking's (else 0), first and last name, check-in and check-out
 * (`YYYY-MM-DD`), status, check-in status (endpoint 18's number), created and
 * last modified (ISO 8601 UTC), total and prepaid (minor units), notes, and
 * the payment deadline (ISO UTC) of a chatbot booking awaiting payment, else
 * null.
 */
export type ArrivalRow = readonly [
  id: number,
  crsId: string,
  portalCode: string,
  chatbot: number,
  firstName: string,
  lastName: string,
  checkin: string,
  checkout: string,
  status: ReservationRow['status'],
  checkinStatus: number,
  createdAt: string,
  updatedAt: string,
  totalMinor: number,
  prepaidMinor: number,
  notes: string,
  paymentDeadline: string | null,
  rooms: number,
  adults: number,
  children: number,
  telephone: string | null,
  roomType: string | null,
];

/**
 * Endpoint 4's arrivals: the reservations of hotel `hotelId` whose check-in
 * falls in [`from`, `to`] (`YYYY-MM-DD`), by check-in then reservation
 * number, as {@link ArrivalRow} arrays (thousands of rows for a big hotel's
 * week: arrays cost a fraction of objects). One range scan of
 * `reservations_arrivals` (hotel_id, checkin).
 */
export async function arrivals(ex: ServiceExecutor, hotelId: number, from: string, to: string): Promise<ArrivalRow[]> {
  const table = dialectSql(ex, { sqlite: sql`reservations INDEXED BY reservations_arrivals`, postgres: sql`reservations` });
  // A chatbot booking's room types, as the hotel names them, in the order they were booked: "Doble Estándar, Suite Junior".
  const chatbotRoomTypes = dialectSql(ex, {
    sqlite: sql`(SELECT group_concat(rt.name, ', ') FROM (SELECT t.name FROM booking_rooms br JOIN room_types t ON t.id = br.room_type_id
                   WHERE br.booking_id = reservations.chatbot_booking_id ORDER BY br.id) rt)`,
    postgres: sql`(SELECT string_agg(t.name, ', ' ORDER BY br.id) FROM booking_rooms br JOIN room_types t ON t.id = br.room_type_id
                   WHERE br.booking_id = reservations.chatbot_booking_id)`,
  });
  return rowArrays<ArrivalRow>(
    ex,
    sql`SELECT id, crs_id, portal_code, CASE WHEN chatbot_booking_id IS NULL THEN 0 ELSE 1 END AS chatbot, first_name, last_name,
               checkin, checkout, status, checkin_status, created_at, updated_at, total_minor, prepaid_minor, notes,
               (SELECT b.payment_deadline FROM chatbot_bookings b
                 WHERE b.id = reservations.chatbot_booking_id AND reservations.status = 'pending_payment') AS payment_deadline,
               rooms, adults, children, telephone, COALESCE(room_type, ${chatbotRoomTypes}) AS room_type
          FROM ${table} WHERE hotel_id = ${hotelId} AND checkin BETWEEN ${from} AND ${to} ORDER BY checkin, id`,
  );
}

/**
 * The version of hotel `hotelId`'s reservations (migration 11's
 * `reservation_versions`: bumped by every change of its reservations or
 * chatbot bookings, from any connection), or null before the first change.
 */
export async function reservationVersion(ex: ServiceExecutor, hotelId: number): Promise<number | null> {
  return (
    (await first<ServiceRow<'reservation_versions', 'version'>>(ex, sql`SELECT version FROM reservation_versions WHERE hotel_id = ${hotelId}`))?.version ?? null
  );
}

/** Id of the reservation of hotel `hotelId` whose number or CRS id is `ref` (digits only), or null. */
export async function reservationIdByRef(ex: ServiceExecutor, hotelId: number, ref: string | null): Promise<number | null> {
  if (!ref || !/^\d{1,15}$/.test(ref)) return null;
  const r = await first<ServiceRow<'reservations', 'id'>>(
    ex,
    sql`SELECT id FROM reservations WHERE hotel_id = ${hotelId} AND (id = ${Number(ref)} OR crs_id = ${ref}) LIMIT 1`,
  );
  return r?.id ?? null;
}

/** Payment link code of chatbot booking `bookingId`, or undefined. */
export async function chatbotLinkCode(ex: ServiceExecutor, bookingId: number): Promise<string | undefined> {
  return (await first<{ code: string }>(ex, sql`SELECT payment_link_code AS code FROM chatbot_bookings WHERE id = ${bookingId}`))?.code;
}

/**
 * Lock the payment links `codes` until the transaction ends (PostgreSQL), in
 * code order. Payment changes lock a link before its reservation and the
 * change sequence; a staff action touching several links takes them first,
 * in this order, so it never waits in a cycle with a payment.
 */
export async function lockPaymentLinks(tx: ServiceTx, codes: readonly string[]): Promise<void> {
  if (!codes.length) return;
  await rows(tx, sql`SELECT code FROM payment_links WHERE code IN (${sql.join([...codes])}) ORDER BY code${forUpdate(tx)}`);
}

/** Endpoint 17 for a reservation outside the chatbot: paid in full at `iso`, confirmed. Returns whether it was still unpaid (1 row changed). */
export async function markReservationPaid(tx: ServiceTx, id: number, iso: string): Promise<boolean> {
  const n = await tx
    .updateTable('reservations')
    .set({ prepaid_minor: sql`total_minor`, paid_at: iso, status: 'confirmed', updated_at: iso })
    .where('id', '=', id)
    .where('status', 'not in', ['cancelled', 'expired'])
    .where(sql<boolean>`prepaid_minor < total_minor AND NOT (status = 'confirmed' AND paid_at IS NOT NULL)`)
    .executeTakeFirst();
  return Number(n.numUpdatedRows) === 1;
}

/**
 * Endpoint 18: set reservation `id`'s check-in status to `status` at `iso`,
 * provided it is still `expected` (the value the caller decided on); with
 * `cancel`, the reservation becomes cancelled too; with `refundMinor`, its
 * refunded amount grows by it. Returns whether the row changed.
 */
export async function setCheckinStatus(
  tx: ServiceTx,
  id: number,
  expected: number,
  status: number,
  iso: string,
  opts: { cancel?: boolean; refundMinor?: number } = {},
): Promise<boolean> {
  let q = tx.updateTable('reservations').set({ checkin_status: status, updated_at: iso });
  if (opts.cancel) q = q.set({ status: 'cancelled' });
  if (opts.refundMinor !== undefined) q = q.set({ refunded_minor: sql`refunded_minor + ${opts.refundMinor}` });
  const n = await q.where('id', '=', id).where('checkin_status', '=', expected).executeTakeFirst();
  return Number(n.numUpdatedRows) === 1;
}

/** The reservation of chatbot booking `bookingId` (id, status, check-in status), or undefined. */
export async function reservationOfChatbotBooking(
  ex: ServiceExecutor,
  bookingId: number,
): Promise<Camelized<ServiceRow<'reservations', 'id' | 'status' | 'checkin_status'>> | undefined> {
  return first(ex, sql`SELECT id, status, checkin_status AS "checkinStatus" FROM reservations WHERE chatbot_booking_id = ${bookingId}`);
}

/** Every stored column of reservation `id`, as stored. */
export async function reservationColumns(ex: ServiceExecutor, id: number): Promise<Record<string, unknown> | undefined> {
  return first<Record<string, unknown>>(ex, sql`SELECT * FROM reservations WHERE id = ${id}`);
}

/** Insert a reservation with `values` (column → value, checked against the table's columns); returns its id. */
export async function insertReservation(tx: ServiceTx, values: Insertable<ReservationsTable>): Promise<number> {
  const r = await tx.insertInto('reservations').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Set `changed` (column → value) and `updated_at = iso` on reservation `id`. */
export async function updateReservation(tx: ServiceTx, id: number, changed: Record<string, unknown>, iso: string): Promise<void> {
  await tx
    .updateTable('reservations')
    .set({ ...changed, updated_at: iso })
    .where('id', '=', id)
    .execute();
}
