/**
 * Repository of payment links (`payment_links`), their charge results
 * (`payment_attempts`) and what a link's payment or expiry changes in the
 * chatbot booking it pays (`chatbot_bookings`, the rooms it holds in
 * `inventory`). Money in minor units (COP centavos); instants ISO 8601 UTC
 * text (text order is time order); days `YYYY-MM-DD`.
 *
 * Every function takes the executor first (the store's, or a transaction's
 * to run inside the caller's transaction) and is async; SQL valid on SQLite
 * and PostgreSQL alike. The state changes that several processes may attempt
 * at once are conditional updates whose count tells the one winner.
 */
import { dialectSql, engineOf, exec, first, fixedSql, forUpdate, rows, sql, type FixedSql, type Camelized, changedOneRow } from '../sql.js';
import type { ServiceExecutor, ServiceRow } from './database.js';

/**
 * PostgreSQL: lock the selected rows (of `tables`) for the transaction and
 * skip rows another transaction holds (another process is settling or
 * expiring them), so concurrent sweeps never wait on each other; SQLite:
 * nothing (the transaction holds the only write lock).
 */
function claimLock(ex: ServiceExecutor, tables?: string) {
  return dialectSql(ex, { sqlite: sql``, postgres: sql.raw(` FOR UPDATE${tables ? ` OF ${tables}` : ''} SKIP LOCKED`) });
}

/** Status of a payment link: `in_process` while a charge is with the carrier. */
export type LinkStatus = 'active' | 'in_process' | 'paid' | 'expired';

/** What a link pays: a standalone link (endpoint 14), a chatbot booking (7) or a gift card (15). */
export type LinkKind = 'link' | 'chatbot_booking' | 'gift_card';

/** The columns of a payment link that it is written with and read back with. */
type LinkColumn =
  | 'code'
  | 'kind'
  | 'hotel_id'
  | 'reservation_id'
  | 'agency_id'
  | 'api_key_id'
  | 'amount_minor'
  | 'currency'
  | 'description'
  | 'guest_name'
  | 'email'
  | 'phone'
  | 'booking_from'
  | 'booking_to'
  | 'external_ref_id'
  | 'temp_webhook_url'
  | 'success_url'
  | 'failure_url'
  | 'expires_at';

/** A payment link row joined with its hotel's name. Amount in minor units. */
export interface PaymentLinkRow extends Camelized<ServiceRow<'payment_links', LinkColumn | 'status' | 'refunded_at' | 'paid_at'>> {
  kind: LinkKind;
  /** Internal hotel id; null for gift-card links. */
  hotelId: number | null;
  /** Hotel name; empty for gift-card links. */
  hotelName: string;
  /** The reservation associated at creation (endpoint 1), if any. */
  reservationId: string | null;
  status: LinkStatus;
}

/** Fields of a new payment link row (written `active`). Amount in minor units; instants ISO UTC. */
export interface NewPaymentLinkRow extends Camelized<ServiceRow<'payment_links', LinkColumn | 'source' | 'created_at'>> {
  kind: LinkKind;
}

/** Write a new `active` payment link. */
export async function insertPaymentLink(ex: ServiceExecutor, l: NewPaymentLinkRow): Promise<void> {
  await exec(
    ex,
    fixedSql`INSERT INTO payment_links (code, kind, hotel_id, reservation_id, agency_id, api_key_id, amount_minor, currency, description, guest_name, email, phone,
          booking_from, booking_to, source, external_ref_id, temp_webhook_url, success_url, failure_url, status, expires_at, created_at)
        VALUES (${l.code}, ${l.kind}, ${l.hotelId}, ${l.reservationId}, ${l.agencyId}, ${l.apiKeyId}, ${l.amountMinor}, ${l.currency}, ${l.description},
          ${l.guestName}, ${l.email}, ${l.phone}, ${l.bookingFrom}, ${l.bookingTo}, ${l.source}, ${l.externalRefId}, ${l.tempWebhookUrl},
          ${l.successUrl}, ${l.failureUrl}, 'active', ${l.expiresAt}, ${l.createdAt})`,
  );
}

/**
 * Write a new `active` payment link of hotel `l.hotelId` and agency
 * `l.agencyId`, only when both exist: on PostgreSQL in one statement (a
 * round trip fewer per link than a check first), on SQLite after a check in
 * the same transaction. Returns false, writing nothing, when either is
 * missing ({@link hotelAndAgencyExist} tells which).
 *
 * @throws RangeError when `l.amountMinor` or `l.apiKeyId` is not a safe integer (the statement casts them).
 */
export async function insertPaymentLinkIfHotelAndAgencyExist(
  ex: ServiceExecutor,
  l: NewPaymentLinkRow & { hotelId: number; agencyId: number },
): Promise<boolean> {
  if (!Number.isSafeInteger(l.amountMinor) || !Number.isSafeInteger(l.apiKeyId))
    throw new RangeError(`Not an integer amount or key id: ${l.amountMinor}, ${l.apiKeyId}`);
  if (engineOf(ex) === 'sqlite') {
    // No round trip to save there, and SQLite runs an INSERT … SELECT through a temporary table (fewer links a
    // second): the check, then the plain insert.
    const exist = await hotelAndAgencyExist(ex, l.hotelId, l.agencyId);
    if (!exist.hotel || !exist.agency) return false;
    await insertPaymentLink(ex, l);
    return true;
  }
  return (await exec(ex, paymentLinkInsertIfHotelAndAgencyExist(l))) > 0;
}

/**
 * The PostgreSQL statement of {@link insertPaymentLinkIfHotelAndAgencyExist}:
 * an `INSERT … SELECT` from `hotels` and `agencies` that writes nothing when
 * either row is missing. Its ids come from the rows found, and a value with no
 * column to take its type from is cast (PostgreSQL reads an untyped parameter
 * in a select list as text; the other columns are text). Its parts are the
 * same array on every call, so a statement built around them is compiled once
 * too (see `insertPaymentLinkAndVoucher` in `vouchers.ts`).
 *
 * @throws RangeError when `l.amountMinor` or `l.apiKeyId` is not a safe integer.
 */
export function paymentLinkInsertIfHotelAndAgencyExist(l: NewPaymentLinkRow & { hotelId: number; agencyId: number }): FixedSql<never> {
  if (!Number.isSafeInteger(l.amountMinor) || !Number.isSafeInteger(l.apiKeyId))
    throw new RangeError(`Not an integer amount or key id: ${l.amountMinor}, ${l.apiKeyId}`);
  return fixedSql`INSERT INTO payment_links (code, kind, hotel_id, reservation_id, agency_id, api_key_id, amount_minor, currency, description, guest_name, email, phone,
          booking_from, booking_to, source, external_ref_id, temp_webhook_url, success_url, failure_url, status, expires_at, created_at)
        SELECT ${l.code}, ${l.kind}, h.id, ${l.reservationId}, a.id, CAST(${l.apiKeyId} AS BIGINT), CAST(${l.amountMinor} AS BIGINT), ${l.currency},
          ${l.description}, ${l.guestName}, ${l.email}, ${l.phone}, ${l.bookingFrom}, ${l.bookingTo}, ${l.source}, ${l.externalRefId}, ${l.tempWebhookUrl},
          ${l.successUrl}, ${l.failureUrl}, 'active', ${l.expiresAt}, ${l.createdAt}
          FROM hotels h, agencies a WHERE h.id = ${l.hotelId} AND a.id = ${l.agencyId}`;
}

/** Payment link `code` with its hotel's name, if it exists. */
export async function paymentLinkByCode(ex: ServiceExecutor, code: string): Promise<PaymentLinkRow | undefined> {
  return first<PaymentLinkRow>(
    ex,
    sql`SELECT l.code, l.kind, l.hotel_id AS "hotelId", COALESCE(h.name, '') AS "hotelName", l.reservation_id AS "reservationId",
               l.external_ref_id AS "externalRefId", l.temp_webhook_url AS "tempWebhookUrl", l.api_key_id AS "apiKeyId", l.email, l.phone,
               l.refunded_at AS "refundedAt", l.agency_id AS "agencyId", l.amount_minor AS "amountMinor", l.currency,
               l.description, l.guest_name AS "guestName", l.booking_from AS "bookingFrom", l.booking_to AS "bookingTo",
               l.success_url AS "successUrl", l.failure_url AS "failureUrl", l.status, l.expires_at AS "expiresAt", l.paid_at AS "paidAt"
          FROM payment_links l LEFT JOIN hotels h ON h.id = l.hotel_id WHERE l.code = ${code}`,
  );
}

/** Status of payment link `code`, undefined when it does not exist. */
export async function paymentLinkStatus(ex: ServiceExecutor, code: string): Promise<LinkStatus | undefined> {
  return (await first<Pick<PaymentLinkRow, 'status'>>(ex, sql`SELECT status FROM payment_links WHERE code = ${code}`))?.status;
}

/**
 * Status of payment link `code`, locking the link's row until the transaction
 * ends (PostgreSQL `FOR UPDATE`; SQLite's transaction already holds the write
 * lock). Call inside a transaction before deciding on the status.
 */
export async function lockPaymentLink(ex: ServiceExecutor, code: string): Promise<LinkStatus | undefined> {
  return (await first<Pick<PaymentLinkRow, 'status'>>(ex, sql`SELECT status FROM payment_links WHERE code = ${code}${forUpdate(ex)}`))?.status;
}

/**
 * Put an `active` link in process (a charge goes to the carrier). True for
 * the one caller that moved it; false when the link was not `active` any more
 * (another process took it first: nothing written).
 */
export async function startLinkCharge(ex: ServiceExecutor, code: string): Promise<boolean> {
  return changedOneRow(ex, sql`UPDATE payment_links SET status = 'in_process' WHERE code = ${code} AND status = 'active'`);
}

/** Make an in-process link payable again (its charge was declined or never reached the carrier). */
export async function reopenLink(ex: ServiceExecutor, code: string): Promise<void> {
  await exec(ex, sql`UPDATE payment_links SET status = 'active' WHERE code = ${code} AND status = 'in_process'`);
}

/**
 * Mark link `code` paid at `iso`. With `onlyIf`, only a link in that status
 * changes (true when it did); without it, whatever its status.
 */
export async function markLinkPaid(ex: ServiceExecutor, code: string, iso: string, onlyIf?: LinkStatus): Promise<boolean> {
  const n = onlyIf
    ? await exec(ex, sql`UPDATE payment_links SET status = 'paid', paid_at = ${iso} WHERE code = ${code} AND status = ${onlyIf}`)
    : await exec(ex, sql`UPDATE payment_links SET status = 'paid', paid_at = ${iso} WHERE code = ${code}`);
  return n === 1;
}

/** Confirm the pending chatbot booking paid by link `code`, if any, at `iso`. True when one was confirmed by this call. */
export async function confirmBookingOfLink(ex: ServiceExecutor, code: string, iso: string): Promise<boolean> {
  return (
    (await exec(ex, sql`UPDATE chatbot_bookings SET status = 'confirmed', updated_at = ${iso} WHERE payment_link_code = ${code} AND status = 'pending'`)) > 0
  );
}

/** Whether hotel `hotelId` and agency `agencyId` exist (one query: a payment link names both; asked when a link was not written). */
export async function hotelAndAgencyExist(ex: ServiceExecutor, hotelId: number, agencyId: number): Promise<{ hotel: boolean; agency: boolean }> {
  const r = await first<{ hotel: number; agency: number }>(
    ex,
    fixedSql`SELECT (SELECT COUNT(*) FROM hotels WHERE id = ${hotelId}) AS hotel, (SELECT COUNT(*) FROM agencies WHERE id = ${agencyId}) AS agency`,
  );
  return { hotel: Number(r?.hotel) > 0, agency: Number(r?.agency) > 0 };
}

// ------------------------------------------------------------ payment attempts

/** A charge result as the checkout and the transaction records see it. */
export interface PaymentAttemptRow
  extends Camelized<ServiceRow<'payment_attempts', 'id' | 'status' | 'decline_reason' | 'transaction_id' | 'card_num' | 'created_at'>> {
  status: 'applied' | 'rejected' | 'invalid_card' | 'in_process';
  /** Masked card number. */
  cardNum: string;
  /** ISO UTC. */
  createdAt: string;
}

/** Fields of a recorded charge result. Amount in minor units; instants ISO UTC. */
export interface NewPaymentAttempt
  extends Camelized<
    ServiceRow<
      'payment_attempts',
      | 'link_code'
      | 'status'
      | 'decline_reason'
      | 'carrier'
      | 'transaction_id'
      | 'authorization_code'
      | 'card_holder'
      | 'card_num'
      | 'card_type'
      | 'amount_minor'
      | 'currency'
      | 'settle_at'
      | 'created_at'
      | 'updated_at'
    >
  > {
  status: PaymentAttemptRow['status'];
  /** For `in_process`: when it settles applied. */
  settleAt: string | null;
}

/** Record a charge result; returns its id. */
export async function insertPaymentAttempt(ex: ServiceExecutor, a: NewPaymentAttempt): Promise<number> {
  const row = await first<ServiceRow<'payment_attempts', 'id'>>(
    ex,
    sql`INSERT INTO payment_attempts (link_code, status, decline_reason, carrier, transaction_id, authorization_code, card_holder, card_num,
          card_type, amount_minor, currency, settle_at, created_at, updated_at)
        VALUES (${a.linkCode}, ${a.status}, ${a.declineReason}, ${a.carrier}, ${a.transactionId}, ${a.authorizationCode}, ${a.cardHolder}, ${a.cardNum},
          ${a.cardType}, ${a.amountMinor}, ${a.currency}, ${a.settleAt}, ${a.createdAt}, ${a.updatedAt})
        RETURNING id`,
  );
  return Number(row!.id);
}

/** The latest charge result of link `code`, if any. */
export async function lastPaymentAttempt(ex: ServiceExecutor, code: string): Promise<PaymentAttemptRow | undefined> {
  return first<PaymentAttemptRow>(
    ex,
    sql`SELECT id, status, decline_reason AS "declineReason", transaction_id AS "transactionId", card_num AS "cardNum", created_at AS "createdAt"
          FROM payment_attempts WHERE link_code = ${code} ORDER BY id DESC LIMIT 1`,
  );
}

// ------------------------------------------------------------ sweep

/**
 * True when anything is due at `iso`: an in-process charge past its settle
 * time, an active link past its expiry, or a pending chatbot booking past its
 * payment deadline.
 */
export async function anythingDue(ex: ServiceExecutor, iso: string): Promise<boolean> {
  const r = await first(
    ex,
    sql`SELECT 1 AS due WHERE EXISTS (SELECT 1 FROM payment_attempts WHERE status = 'in_process' AND settle_at <= ${iso})
           OR EXISTS (SELECT 1 FROM payment_links WHERE status = 'active' AND expires_at <= ${iso})
           OR EXISTS (SELECT 1 FROM chatbot_bookings WHERE status = 'pending' AND payment_deadline <= ${iso})`,
  );
  return r !== undefined;
}

/**
 * In-process charge results whose settle time is at or before `iso`, by id.
 * Inside a transaction: locks them (PostgreSQL), skipping those another
 * transaction holds.
 */
export async function dueInProcessAttempts(ex: ServiceExecutor, iso: string): Promise<{ id: number; code: string; carrier: string }[]> {
  return rows<{ id: number; code: string; carrier: string }>(
    ex,
    sql`SELECT id, link_code AS code, carrier FROM payment_attempts WHERE status = 'in_process' AND settle_at <= ${iso} ORDER BY id${claimLock(ex)}`,
  );
}

/**
 * Settle in-process charge result `id` applied with `authorizationCode` at
 * `iso`. Only an `in_process` result changes: true for the one caller that
 * settled it.
 */
export async function settleInProcessAttempt(ex: ServiceExecutor, id: number, authorizationCode: string, iso: string): Promise<boolean> {
  return changedOneRow(
    ex,
    sql`UPDATE payment_attempts SET status = 'applied', authorization_code = ${authorizationCode}, updated_at = ${iso} WHERE id = ${id} AND status = 'in_process'`,
  );
}

/**
 * Codes of active links whose expiry is at or before `iso`, in code order.
 * Inside a transaction: locks them (PostgreSQL), skipping those another
 * transaction holds.
 */
export async function lapsedLinkCodes(ex: ServiceExecutor, iso: string): Promise<string[]> {
  const found = await rows<ServiceRow<'payment_links', 'code'>>(
    ex,
    sql`SELECT code FROM payment_links WHERE status = 'active' AND expires_at <= ${iso} ORDER BY code${claimLock(ex)}`,
  );
  return found.map((r) => r.code);
}

/** Expire active link `code`. True for the one caller that expired it; false when it was no longer active. */
export async function expireActiveLink(ex: ServiceExecutor, code: string): Promise<boolean> {
  return changedOneRow(ex, sql`UPDATE payment_links SET status = 'expired' WHERE code = ${code} AND status = 'active'`);
}

/** Expire link `code` whatever its status (its chatbot booking expired). */
export async function expireLink(ex: ServiceExecutor, code: string): Promise<void> {
  await exec(ex, sql`UPDATE payment_links SET status = 'expired' WHERE code = ${code}`);
}

/** A pending chatbot booking past its payment deadline. */
export interface DueBookingExpiry extends Camelized<ServiceRow<'chatbot_bookings', 'id' | 'chatbot_id' | 'hotel_id' | 'api_key_id' | 'payment_deadline'>> {
  /** ISO UTC. */
  paymentDeadline: string;
  linkCode: string;
}

/**
 * Pending chatbot bookings whose payment deadline is at or before `iso` and
 * whose link is active or expired (not paid, not being charged), by id.
 * Inside a transaction: locks each booking (PostgreSQL), skipping those
 * another transaction holds. Only the booking: skipping on two tables' locks
 * lets two sweeps each take one row of a pair and both skip it, so neither
 * expires the booking; the caller locks the link afterwards, waiting for it.
 */
export async function dueBookingExpiries(ex: ServiceExecutor, iso: string): Promise<DueBookingExpiry[]> {
  return rows<DueBookingExpiry>(
    ex,
    sql`SELECT b.id, b.chatbot_id AS "chatbotId", b.hotel_id AS "hotelId", b.api_key_id AS "apiKeyId", b.payment_deadline AS "paymentDeadline",
               b.payment_link_code AS "linkCode"
          FROM chatbot_bookings b JOIN payment_links l ON l.code = b.payment_link_code
         WHERE b.status = 'pending' AND b.payment_deadline <= ${iso} AND l.status IN ('active', 'expired')
         ORDER BY b.id${claimLock(ex, 'b')}`,
  );
}

/**
 * Expire pending chatbot booking `id` at `iso`. Only a `pending` booking
 * changes: true for the one caller that expired it (it then releases the
 * rooms and reports the expiry); false when it was confirmed or expired meanwhile.
 */
export async function claimBookingExpiry(ex: ServiceExecutor, id: number, iso: string): Promise<boolean> {
  return changedOneRow(ex, sql`UPDATE chatbot_bookings SET status = 'expired', updated_at = ${iso} WHERE id = ${id} AND status = 'pending'`);
}

/** The rooms of one room type a chatbot booking holds, and its stay (days `YYYY-MM-DD`): a row of its `booking_rooms` with the booking's dates. */
type HeldRooms = Camelized<ServiceRow<'booking_rooms', 'room_type_id' | 'quantity'>> & ServiceRow<'chatbot_bookings', 'checkin' | 'checkout'>;

/** Give back to the inventory the rooms chatbot booking `id` holds (every room type, every night of its stay). */
export async function releaseBookingRooms(ex: ServiceExecutor, id: number): Promise<void> {
  const held = await rows<HeldRooms>(
    ex,
    sql`SELECT r.room_type_id AS "roomTypeId", r.quantity, b.checkin, b.checkout
          FROM booking_rooms r JOIN chatbot_bookings b ON b.id = r.booking_id WHERE r.booking_id = ${id} ORDER BY r.room_type_id, r.id`,
  );
  // Room types in increasing id order, as a booking's creation locks them: two transactions never wait on each other in a circle.
  for (const r of held)
    await exec(
      ex,
      sql`UPDATE inventory SET allocated = allocated - ${r.quantity} WHERE room_type_id = ${r.roomTypeId} AND day >= ${r.checkin} AND day < ${r.checkout}`,
    );
}

// ------------------------------------------------------------ hosted checkouts at real carriers

/** The charge result of carrier transaction `transactionId`, if one is recorded (its id and status). */
export async function paymentAttemptOfTransaction(ex: ServiceExecutor, transactionId: string): Promise<Pick<PaymentAttemptRow, 'id' | 'status'> | undefined> {
  const r = await first<Pick<PaymentAttemptRow, 'id' | 'status'>>(ex, sql`SELECT id, status FROM payment_attempts WHERE transaction_id = ${transactionId}`);
  return r ? { id: Number(r.id), status: r.status } : undefined;
}

/** Move charge result `id` to `status` at `iso`, with its decline reason and authorization code (a carrier transaction's later news). */
export async function updatePaymentAttempt(
  ex: ServiceExecutor,
  id: number,
  status: PaymentAttemptRow['status'],
  declineReason: string | null,
  authorizationCode: string | null,
  iso: string,
): Promise<void> {
  await exec(
    ex,
    sql`UPDATE payment_attempts SET status = ${status}, decline_reason = ${declineReason}, authorization_code = COALESCE(${authorizationCode}, authorization_code),
          updated_at = ${iso} WHERE id = ${id}`,
  );
}

/** The chatbot booking paid by link `code`, if any: its id, status and stay (days `YYYY-MM-DD`). */
export async function bookingStateOfLink(
  ex: ServiceExecutor,
  code: string,
): Promise<ServiceRow<'chatbot_bookings', 'id' | 'status' | 'checkin' | 'checkout'> | undefined> {
  const r = await first<ServiceRow<'chatbot_bookings', 'id' | 'status' | 'checkin' | 'checkout'>>(
    ex,
    sql`SELECT id, status, checkin, checkout FROM chatbot_bookings WHERE payment_link_code = ${code}${forUpdate(ex)}`,
  );
  return r ? { ...r, id: Number(r.id) } : undefined;
}

/**
 * Hold again, in one go, the rooms of expired chatbot booking `id` (every
 * room type, every night of its stay), then confirm it at `iso`. All or
 * nothing, inside the caller's transaction (a savepoint): when one room type
 * lacks a night, every hold is undone and false is returned (the booking
 * stays expired). Room types in increasing id order, as a booking's creation
 * locks them.
 */
export async function rebookExpiredBooking(ex: ServiceExecutor, id: number, iso: string): Promise<boolean> {
  const held = await rows<HeldRooms>(
    ex,
    sql`SELECT r.room_type_id AS "roomTypeId", r.quantity, b.checkin, b.checkout
          FROM booking_rooms r JOIN chatbot_bookings b ON b.id = r.booking_id WHERE r.booking_id = ${id} AND b.status = 'expired' ORDER BY r.room_type_id, r.id`,
  );
  if (held.length === 0) return false;
  const nights = Math.round((Date.parse(`${held[0]!.checkout}T00:00:00Z`) - Date.parse(`${held[0]!.checkin}T00:00:00Z`)) / 86_400_000);
  await exec(ex, sql`SAVEPOINT rebook_expired_booking`);
  for (const r of held) {
    const n = await exec(
      ex,
      sql`UPDATE inventory SET allocated = allocated + ${r.quantity}
           WHERE room_type_id = ${r.roomTypeId} AND day >= ${r.checkin} AND day < ${r.checkout} AND stock - allocated >= ${r.quantity}`,
    );
    if (n !== nights) {
      await exec(ex, sql`ROLLBACK TO SAVEPOINT rebook_expired_booking`);
      await exec(ex, sql`RELEASE SAVEPOINT rebook_expired_booking`);
      return false;
    }
  }
  await exec(ex, sql`RELEASE SAVEPOINT rebook_expired_booking`);
  await exec(ex, sql`UPDATE chatbot_bookings SET status = 'confirmed', updated_at = ${iso} WHERE id = ${id} AND status = 'expired'`);
  return true;
}
