/**
 * Voucher records (interface "Voucher record") and the channel-manager
 * reservations of chatbot bookings, kept up to date from payment links.
 *
 * One writer: {@link VoucherLedger.syncLink} recomputes the voucher record of a
 * payment link (and the reservation of its chatbot booking) from the link, its
 * latest charge attempt and its booking, and writes only what changed. It runs
 * inside the transaction of every payment state change (PaymentHooks
 * `linkChanged`), so a voucher record never disagrees with its payment. Every
 * insert or update of a voucher takes the next value of the database's change
 * sequence inside the writing transaction, which the incremental feeds read
 * (a record changed twice appears once, in its latest state). How those
 * numbers become visible in order across processes, so a feed never skips a
 * change, is explained in `src/store/service/vouchers.ts`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { LinkChange } from './payments.js';
import type { Executor, Store, Tx } from '../../store/sql.js';
import { insertReservation, reservationColumns, reservationIdByRef, reservationOfChatbotBooking, updateReservation } from '../../store/service/reservations.js';
import {
  insertVoucher,
  latestLedgerAttempt,
  ledgerBookingOfLink,
  lockLedgerLink,
  updateVoucher,
  voucherByLink,
  voucherWithHotelName,
  type LedgerAttempt,
  type LedgerBooking,
  type LedgerLink,
  type VoucherColumns,
  type VoucherValue,
} from '../../store/service/vouchers.js';
import { bogotaDate, toBogotaHuman, toBogotaIso } from '../../clock.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { carrierLabel } from './carrierPayments.js';
import type { CarrierName } from './carriers/types.js';
import {
  fromMinor,
  VOUCHER_STATUS_TEXT,
  type OperationType,
  type PortalKey,
  type StatusDetail,
  type VoucherRecord,
  type VoucherStatusCode,
} from '../contract/index.js';

/** Portal of chatbot bookings: the hotel's own direct channel (no portal key is the chatbot's). */
export const CHATBOT_PORTAL: PortalKey = 'website';

/** `portal.description` of each portal key (endpoint 4); chatbot bookings say {@link CHATBOT_PORTAL_DESCRIPTION}. */
export const PORTAL_DESCRIPTIONS: Record<PortalKey, string> = {
  booking: 'Booking.com',
  expedia: 'Expedia',
  despegar: 'Despegar',
  airbnb: 'Airbnb',
  hotelbeds: 'Hotelbeds',
  trivago: 'Trivago',
  agoda: 'Agoda',
  tripadvisor: 'Tripadvisor',
  hostelworld: 'Hostelworld',
  priceline: 'Priceline',
  kayak: 'Kayak',
  bestday: 'Best Day',
  pricetravel: 'PriceTravel',
  atrapalo: 'Atrápalo',
  logitravel: 'Logitravel',
  edreams: 'eDreams',
  travelocity: 'Travelocity',
  orbitz: 'Orbitz',
  hoteles: 'Hoteles.com',
  google: 'Google Hotel Ads',
  website: 'Motor de reservas del hotel',
  phone: 'Teléfono',
};
/** `portal.description` of a chatbot booking's reservation. */
export const CHATBOT_PORTAL_DESCRIPTION = 'Chatbot de reservas';

/** `payment_type` (payment concept) of each operation type. */
export const PAYMENT_TYPE: Record<OperationType, string> = {
  automated: 'Reserva por chatbot',
  payment_link: 'Link de pago',
  terminal_payment: 'Datáfono virtual',
};

/** The `transaction.status_detail` of a charge in each state. */
export function chargeDetail(code: VoucherStatusCode): StatusDetail {
  if (code === 'applied') return 'Recaudo: Aprobado';
  if (code === 'rejected' || code === 'invalid_card') return 'Recaudo: Rechazado';
  if (code === 'cancelled' || code === 'cancelled_charge') return 'Recaudo: Cancelado';
  return 'Recaudo: Aprobación pendiente';
}

/** Bank shown for a charge through `carrier` (the sandbox has no issuing bank). */
export function bankOf(carrier: string): string {
  return carrier === 'sandbox' ? 'Banco de pruebas (sandbox)' : carrier;
}

/**
 * A row of `vouchers` joined with nothing: the columns as stored (money in
 * minor units, instants ISO UTC), with the codes narrowed to the interface's.
 */
export interface VoucherRow extends VoucherColumns {
  operation_type: OperationType;
  payment_status_code: VoucherStatusCode;
  tx_status_code: VoucherStatusCode | null;
  tx_status_detail: StatusDetail | null;
  rf_status_code: VoucherStatusCode | null;
  rf_status_detail: StatusDetail | null;
}

/**
 * URL of the voucher of an operation: the hosted checkout page of its
 * payment link, or the service's voucher page `/vouchers/{id}/{public_code}`
 * (public, reached by whoever holds the unguessable code).
 */
export function voucherUrl(publicBase: string, row: Pick<VoucherRow, 'id' | 'payment_link_code' | 'public_code'>): string {
  return row.payment_link_code ? `${publicBase}/pay/${row.payment_link_code}` : `${publicBase}/vouchers/${row.id}/${row.public_code ?? ''}`;
}

/**
 * The wire voucher record (v2) of a stored row. `withAuthorization` adds the
 * carrier authorization codes, which only endpoint 6 shows.
 * Dates of transaction and refund are ISO 8601 with Bogotá's offset.
 */
export function toVoucherRecord(row: VoucherRow, publicBase: string, withAuthorization: boolean): VoucherRecord {
  const url = voucherUrl(publicBase, row);
  return {
    operation_type: row.operation_type,
    id: row.id,
    reservation_id: row.reservation_id,
    portal_code: row.portal_code,
    checkin_date: row.checkin_date,
    guest: row.guest,
    bank: row.bank,
    payment_type: row.payment_type,
    payment_status_code: row.payment_status_code,
    payment_status: VOUCHER_STATUS_TEXT[row.payment_status_code],
    transaction:
      row.tx_status_code === null
        ? null
        : {
            status_code: row.tx_status_code,
            status: VOUCHER_STATUS_TEXT[row.tx_status_code],
            status_detail: row.tx_status_detail ?? chargeDetail(row.tx_status_code),
            carrier: row.tx_carrier ?? '',
            transaction_id: row.tx_transaction_id ?? '',
            ...(withAuthorization ? { authorization_code: row.tx_authorization_code ?? '' } : {}),
            description: row.tx_description ?? '',
            payment_method: row.tx_payment_method ?? 'credit_card',
            payment_card_info: { card_holder: row.tx_card_holder ?? '', card_num: row.tx_card_num ?? '', card_type: row.tx_card_type ?? '' },
            installments: row.tx_installments ?? '1',
            payment_date: toBogotaIso(new Date(row.tx_payment_date ?? row.created_at)),
            amount: fromMinor(row.tx_amount_minor ?? 0),
            currency: row.tx_currency ?? 'COP',
            voucher_url: url,
          },
    refound:
      row.rf_status_code === null
        ? null
        : {
            status_code: row.rf_status_code,
            status: VOUCHER_STATUS_TEXT[row.rf_status_code],
            status_detail: row.rf_status_detail ?? 'Reembolso: Aprobado',
            ...(withAuthorization ? { authorization_code: row.rf_authorization_code ?? '' } : {}),
            transaction_id: row.rf_transaction_id ?? '',
            refund_date: toBogotaIso(new Date(row.rf_refund_date ?? row.updated_at)),
            amount: fromMinor(row.rf_amount_minor ?? 0),
            currency: row.rf_currency ?? 'COP',
            voucher_url: `${url}#reembolso`,
          },
    generated_at: toBogotaHuman(new Date(row.created_at)),
  };
}

/** Status of a charge attempt as stored. */
type AttemptStatus = 'applied' | 'rejected' | 'invalid_card' | 'in_process';

/** The columns {@link VoucherLedger.syncLink} owns (everything but ids, refund and timestamps). */
type Computed = Pick<
  VoucherRow,
  | 'hotel_id'
  | 'operation_type'
  | 'reservation_id'
  | 'cm_reservation_id'
  | 'portal_code'
  | 'checkin_date'
  | 'guest'
  | 'bank'
  | 'payment_type'
  | 'payment_status_code'
  | 'apply_charge_at'
  | 'tx_status_code'
  | 'tx_status_detail'
  | 'tx_carrier'
  | 'tx_transaction_id'
  | 'tx_authorization_code'
  | 'tx_description'
  | 'tx_payment_method'
  | 'tx_card_holder'
  | 'tx_card_num'
  | 'tx_card_type'
  | 'tx_installments'
  | 'tx_payment_date'
  | 'tx_amount_minor'
  | 'tx_currency'
>;

/** Keeps voucher records and chatbot reservations in step with payment links. */
export class VoucherLedger {
  constructor(private readonly store: Store) {}

  /**
   * The voucher record behind a public voucher page, with its hotel's name:
   * `id` and `code` must both match (the code compared in constant time).
   * Undefined otherwise, so a wrong code and a missing voucher look alike. Async.
   */
  async publicVoucher(id: number, code: string): Promise<{ row: VoucherRow; hotelName: string } | undefined> {
    const row = await voucherWithHotelName<VoucherRow>(this.store.current, id);
    if (!row?.public_code) return undefined;
    const a = Buffer.from(row.public_code);
    const b = Buffer.from(code);
    if (a.length !== b.length || !timingSafeEqual(a, b)) return undefined;
    const { hotelName, ...rest } = row;
    return { row: rest, hotelName };
  }

  /**
   * Recompute and store the voucher record of payment link `code` at instant
   * `iso` (ISO UTC); for a chatbot booking's link, its channel-manager
   * reservation too. Async; runs inside the caller's transaction `tx` (the
   * transaction of the payment change: registered as the payments'
   * `linkChanged` hook). `change.created`: the link was inserted by `tx`, so
   * there is no charge attempt or voucher record to read. Gift-card links and
   * links without a hotel have no voucher record. Writes nothing (and takes no change sequence) when
   * nothing changed.
   *
   * The link row is locked first (PostgreSQL), so two transactions syncing one
   * link take turns: the voucher record and the reservation are inserted once
   * and always end in the state of the last committed change.
   */
  async syncLink(tx: Tx, code: string, iso: string, change: LinkChange = {}): Promise<void> {
    // A link this transaction inserted is invisible to every other one: nothing to lock, nothing to read back.
    const link = change.inserted ?? (await lockLedgerLink(tx, code));
    if (!link || link.hotelId === null || link.kind === 'gift_card') return;
    let reservation: { id: number; status: string; checkinStatus: number } | undefined;
    let booking: LedgerBooking | undefined;
    if (link.kind === 'chatbot_booking') {
      booking = await ledgerBookingOfLink(tx, code);
      if (!booking) return; // the booking row is written right after its link; its creation syncs again
      reservation = await this.#syncReservation(tx, booking, link, iso);
    }
    // A link created by this very transaction has no charge attempt and no voucher record yet.
    const attempt = change.created ? undefined : await latestLedgerAttempt(tx, code);
    const existing = change.created ? undefined : await voucherByLink<VoucherRow>(tx, code);
    const record = await recordOf(tx, link, link.hotelId, { booking, reservation, attempt, existing });
    if (!existing) {
      await insertVoucher(tx, { ...record, payment_link_code: code, created_at: link.createdAt, updated_at: iso });
      return;
    }
    const changed = Object.entries(record).filter(([k, v]) => existing[k as keyof VoucherRow] !== v);
    if (!changed.length) return;
    await updateVoucher(tx, existing.id, Object.fromEntries(changed), iso);
  }

  /**
   * The voucher record (column → value) of a standalone payment link
   * (endpoint 14) about to be written at `iso` (ISO UTC), for writing it in
   * the link's own statement: what {@link syncLink} would insert for it once
   * written. Reads through `ex` only the channel-manager reservation the link
   * refers to, if any. Undefined for a link that gets no record here (a
   * chatbot booking's, a gift card's, one without a hotel): those are synced
   * in their transaction.
   */
  async newLinkRecord(ex: Executor, link: LedgerLink, iso: string): Promise<Record<string, VoucherValue> | undefined> {
    if (link.kind !== 'link' || link.hotelId === null) return undefined;
    const record = await recordOf(ex, link, link.hotelId, {});
    return { ...record, payment_link_code: link.code, created_at: link.createdAt, updated_at: iso };
  }

  /** Create or bring up to date the channel-manager reservation of a chatbot booking (inside `tx`). */
  async #syncReservation(tx: Tx, b: LedgerBooking, link: LedgerLink, iso: string): Promise<{ id: number; status: string; checkinStatus: number }> {
    const current = await reservationOfChatbotBooking(tx, b.id);
    const paid = link.status === 'paid';
    const fromBooking = b.status === 'pending' ? 'pending_payment' : b.status === 'confirmed' ? 'confirmed' : 'expired';
    // Staff's cancellation (endpoint 18) stands; payment states follow the booking.
    const status = current?.status === 'cancelled' ? 'cancelled' : fromBooking;
    const values = {
      hotel_id: b.hotelId,
      first_name: b.firstName,
      last_name: b.lastName,
      email: b.email,
      telephone: b.telephone,
      checkin: b.checkin,
      checkout: b.checkout,
      rooms: b.rooms,
      adults: b.adults,
      children: b.children,
      status,
      total_minor: link.currency === 'COP' ? link.amountMinor : b.totalMinor,
      prepaid_minor: paid ? link.amountMinor : 0,
      currency: link.currency,
      notes: b.notes ?? '',
      paid_at: link.paidAt,
    };
    if (!current) {
      const id = await insertReservation(tx, {
        ...values,
        crs_id: String(900_000_000 + b.id),
        portal_code: CHATBOT_PORTAL,
        chatbot_booking_id: b.id,
        created_at: b.createdAt,
        updated_at: iso,
      });
      return { id, status, checkinStatus: 0 };
    }
    const row = (await reservationColumns(tx, current.id))!;
    const changed = Object.entries(values).filter(([k, v]) => row[k] !== v);
    if (changed.length) await updateReservation(tx, current.id, Object.fromEntries(changed), iso);
    return { id: current.id, status, checkinStatus: current.checkinStatus };
  }
}

/**
 * The voucher record's computed columns (with the refund's, when the link was
 * refunded and the record does not say so yet) of `link` in the state read
 * inside the caller's transaction: its chatbot booking and reservation, its
 * latest charge attempt and its existing record, each when there is one.
 * `hotelId`: the link's (not null). Reads through `ex` only the reservation a standalone link refers to.
 */
async function recordOf(
  ex: Executor,
  link: LedgerLink,
  hotelId: number,
  known: {
    booking?: LedgerBooking | undefined;
    reservation?: { id: number; status: string } | undefined;
    attempt?: LedgerAttempt | undefined;
    existing?: VoucherRow | undefined;
  },
): Promise<Record<string, VoucherValue>> {
  const { booking, reservation, attempt, existing } = known;
  // A late approval the service reversed at the carrier (the booking's rooms were gone; endpoint 13 says the link was
  // cancelled): the carrier did take the money, so the record shows the charge approved and its reversal as the refund.
  // Of the carrier transactions recorded as a link's charge, only those are ever reversed by the service (a second
  // approval of a paid link is reversed too, but never recorded as a charge), and they stay marked reversed after the
  // carrier's news of the void (outcome 'voided').
  const reversal = attempt?.reversal && attempt.reversal !== 'none' ? carrierReversalOf(attempt) : undefined;
  const attemptStatus = reversal ? 'applied' : (attempt?.status as AttemptStatus | undefined);
  let status: VoucherStatusCode;
  if (reversal) status = reversal.rf_status_code;
  else if (existing?.rf_status_code) status = existing.rf_status_code;
  else if (reservation?.status === 'cancelled' && link.status !== 'paid') status = 'cancelled';
  else if (link.status === 'paid') status = 'applied';
  else if (attemptStatus === 'in_process') status = 'in_process';
  else if (link.status === 'expired') status = 'overdue';
  else if (attemptStatus) status = attemptStatus === 'applied' ? 'applied' : attemptStatus;
  else status = 'pending';

  const operation: OperationType = booking ? 'automated' : 'payment_link';
  const applyChargeAt = link.paidAt ?? (booking ? booking.paymentDeadline : link.expiresAt);
  const computed: Computed = {
    hotel_id: hotelId,
    operation_type: operation,
    reservation_id: reservation ? String(reservation.id) : (link.reservationId ?? link.code),
    cm_reservation_id: reservation ? reservation.id : await reservationIdByRef(ex, hotelId, link.reservationId),
    portal_code: booking ? CHATBOT_PORTAL : null,
    checkin_date: booking ? booking.checkin : link.bookingFrom,
    guest: booking ? `${booking.firstName} ${booking.lastName}` : link.guestName,
    bank: attempt ? bankOf(attempt.carrier) : '',
    payment_type: PAYMENT_TYPE[operation],
    payment_status_code: status,
    apply_charge_at: bogotaDate(new Date(applyChargeAt)),
    tx_status_code: attemptStatus ?? null,
    tx_status_detail: attemptStatus ? chargeDetail(attemptStatus) : null,
    tx_carrier: attempt?.carrier ?? null,
    tx_transaction_id: attempt?.transactionId ?? null,
    tx_authorization_code: reversal ? attempt!.transactionId : (attempt?.authorizationCode ?? null),
    tx_description: attempt ? link.description : null,
    tx_payment_method: attempt ? paymentMethodOf(attempt.cardType) : null,
    tx_card_holder: attempt?.cardHolder ?? null,
    tx_card_num: attempt?.cardNum ?? null,
    tx_card_type: attempt?.cardType ?? null,
    tx_installments: attempt ? '1' : null,
    tx_payment_date: attempt?.updatedAt ?? null,
    tx_amount_minor: attempt?.amountMinor ?? null,
    tx_currency: attempt?.currency ?? null,
  };
  const refund =
    link.refundedAt && !existing?.rf_status_code
      ? {
          rf_status_code: 'total_refound' as const,
          rf_status_detail: 'Reembolso: Aprobado' as const,
          rf_authorization_code: null,
          rf_transaction_id: `rf_${link.code}`,
          rf_description: 'Reembolso al saldo precargado de la agencia',
          rf_refund_date: link.refundedAt,
          rf_amount_minor: link.amountMinor,
          rf_currency: link.currency,
        }
      : undefined;
  if (refund) computed.payment_status_code = 'total_refound';
  return { ...computed, ...(reversal ?? refund ?? {}) };
}

/** Payment methods a charge's `card_type` may name besides a card brand (a real carrier's method, lower case). */
const NON_CARD_METHODS: ReadonlySet<string> = new Set(['pse', 'nequi', 'bancolombia_transfer', 'bank_transfer', 'ticket', 'account_money', 'debit_card']);

/**
 * The transaction object's `payment_method` of a charge whose `card_type` is
 * `cardType`: the carrier's method when the payer paid without a credit card
 * (`pse`, `nequi`, `bancolombia_transfer`, Mercado Pago's `bank_transfer`,
 * `ticket`, `account_money`, `debit_card`), else `credit_card` (a brand, or
 * Wompi's `card`).
 */
export function paymentMethodOf(cardType: string | null | undefined): string {
  return cardType && NON_CARD_METHODS.has(cardType) ? cardType : 'credit_card';
}

/**
 * The refund columns of a late approval reversed at its carrier (`a`: the
 * link's latest charge, with its carrier transaction's reversal): in process
 * while the reversal is due ('Reembolso: Aprobación pendiente'), total once
 * the carrier reversed it ('Reembolso: Aprobado'), pending when staff must
 * refund it by hand (the carrier cannot: its reason in the description).
 * The carrier's transaction id, the whole amount, and the date the reversal
 * last changed.
 */
function carrierReversalOf(a: LedgerAttempt): Record<string, VoucherValue> & { rf_status_code: VoucherStatusCode } {
  const state = a.reversal === 'done' ? 'done' : a.reversal === 'manual' ? 'manual' : 'due';
  const code: VoucherStatusCode = state === 'done' ? 'total_refound' : state === 'manual' ? 'pending_refound' : 'in_process_refound';
  return {
    rf_status_code: code,
    rf_status_detail: state === 'done' ? 'Reembolso: Aprobado' : 'Reembolso: Aprobación pendiente',
    rf_authorization_code: null,
    rf_transaction_id: a.transactionId,
    rf_description: SERVICE_TEXTS.carrierAttention.lateReversal(carrierLabel(a.carrier as CarrierName), state, a.reversalError ?? null),
    rf_refund_date: a.reversalAt ?? a.updatedAt,
    rf_amount_minor: a.amountMinor,
    rf_currency: a.currency,
  };
}
