/**
 * The read side of the channel-manager reservations and transaction reports:
 * raw bookings of a hotel (endpoint 4), one voucher record (5), the
 * incremental voucher feed of a hotel (6) and the legacy voucher details
 * (11 with a portal, 12 since the previous call, on one shared path).
 *
 * Authorization: operator and channel-manager keys see every
 * hotel; a hotel key only its own (another hotel named explicitly: 403; a
 * record of another hotel found by id: 404); agency keys may not read hotel
 * reports (4, 6, 11, 12: 403) and see in 5 only the voucher records of the
 * payment links and chatbot bookings created for them.
 *
 * Money is stored in COP minor units and leaves as decimal text (4) or floats
 * (5, 6, 11, 12); instants are stored ISO UTC and leave with Bogotá's offset
 * (ISO fields) or as `DD-MM-YYYY hh:mm:ss AM/PM` Bogotá time (human fields).
 */
import type { Store, Tx } from '../../store/sql.js';
import {
  findVoucherForCaller,
  legacyFeedPage,
  lockFeedCursor,
  saveFeedCursor,
  voucherFeedPage,
  type FeedName,
  type VoucherVisibility,
} from '../../store/service/feeds.js';
import { LRUCache } from 'lru-cache';
import { arrivals, hotelRefByChannelManagerId, hotelRefById, reservationVersion, type ArrivalRow, type HotelRef } from '../../store/service/reservations.js';
import { currentChangeSeq, latestVoucherOfReservation } from '../../store/service/vouchers.js';
import { daysBetween, isoUtcToBogotaIso, toBogotaHuman, toBogotaIso, type Clock } from '../../clock.js';
import {
  FEED_MAX_ITEMS,
  fromMinor,
  RAW_BOOKINGS_MAX_DAYS,
  type CarrierAttentionResponse,
  type HotelSummary,
  type HotelVouchersResponse,
  type IdType,
  type LegacyVoucherRecord,
  type OperationType,
  type PortalKey,
  type RawBookingsQuery,
  type VoucherDetailResponse,
  type VoucherStatusCode,
} from '../contract/index.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { ForbiddenError, NotFoundError, ValidationError } from './errors.js';
import { assertHotel, type Principal } from './principal.js';
import { findReservation, type ReservationRow } from './reservations.js';
import { attentionPage } from '../../store/service/carrierAttention.js';
import { toAttentionItem } from './carrierAttention.js';
import { CHATBOT_PORTAL_DESCRIPTION, PORTAL_DESCRIPTIONS, toVoucherRecord, voucherUrl, type VoucherRow } from './vouchers.js';

/** A hotel as the reports name it. `channelManagerId` is null for a hotel outside the channel manager. */
export type ReportHotel = HotelRef;

/** Spanish `status` of a confirmed reservation per check-in status (endpoint 18's numbers 0–4). */
const CHECKIN_STATUS_TEXT = ['Confirmada', 'Check-in', 'No show', 'Cancelada', 'Salida anticipada'] as const;

/**
 * The Spanish `status` of a raw booking (endpoint 4): 'Pendiente de pago',
 * 'Expirada' and 'Cancelada' from the reservation's status; a confirmed one
 * by its check-in status: 0 'Confirmada', 1 'Check-in', 2 'No show',
 * 3 'Cancelada', 4 'Salida anticipada'.
 */
export function rawBookingStatus(status: ReservationRow['status'], checkinStatus: number): string {
  if (status === 'pending_payment') return 'Pendiente de pago';
  if (status === 'expired') return 'Expirada';
  if (status === 'cancelled') return 'Cancelada';
  return CHECKIN_STATUS_TEXT[checkinStatus] ?? 'Confirmada';
}

/** Minor units as decimal text with two decimals: 45000000 → "450000.00" (endpoint 4). */
export function decimalText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The JSON text of one raw channel-manager booking (endpoint 4) of an
 * arrival, in the contract's key order: the one writing of the rule
 * (`guest_left_to_pay` = total − prepaid, never below 0; times in Bogotá).
 * Written directly, not built as an object and stringified: a big hotel's
 * week has thousands.
 */
export function rawBookingJson(r: ArrivalRow): string {
  const [
    id,
    crsId,
    portalCode,
    chatbot,
    firstName,
    lastName,
    checkin,
    checkout,
    status,
    checkinStatus,
    createdAt,
    updatedAt,
    totalMinor,
    prepaidMinor,
    notes,
    deadline,
    rooms,
    adults,
    children,
    telephone,
    roomType,
  ] = r;
  const description = chatbot ? CHATBOT_PORTAL_DESCRIPTION : (PORTAL_DESCRIPTIONS[portalCode as PortalKey] ?? portalCode);
  return (
    `{"first_name":${JSON.stringify(firstName)},"last_name":${JSON.stringify(lastName)},"checkIn":${JSON.stringify(checkin)},"checkOut":${JSON.stringify(checkout)}` +
    `,"portal":{"id":${JSON.stringify(portalCode)},"description":${JSON.stringify(description)}},"crs_id":${JSON.stringify(crsId)},"reservation_id":"${id}"` +
    `,"creation_date":"${isoUtcToBogotaIso(createdAt)}","status":${JSON.stringify(rawBookingStatus(status, checkinStatus))},"dlm":"${isoUtcToBogotaIso(updatedAt)}"` +
    `,"total_amount":"${decimalText(totalMinor)}","prepaid":"${decimalText(prepaidMinor)}","guest_left_to_pay":"${decimalText(Math.max(0, totalMinor - prepaidMinor))}"` +
    `,"notes":${JSON.stringify(notes)},"payment_deadline":${deadline ? `"${isoUtcToBogotaIso(deadline)}"` : 'null'}` +
    `,"rooms":${rooms},"adults":${adults},"children":${children},"telephone":${telephone ? JSON.stringify(telephone) : 'null'}` +
    `,"room_type":${roomType ? JSON.stringify(roomType) : 'null'}}`
  );
}

/** The hotel summary of the v2 reports; `channel_mannager_id` (sic) is '' outside the channel manager. */
export function hotelSummary(h: ReportHotel): HotelSummary {
  return { id: h.id, channel_mannager_id: h.channelManagerId ?? '', name: h.name };
}

/** Root statuses whose charge counts as applied in the legacy records ('Pago aplicado'). */
const LEGACY_APPLIED: ReadonlySet<VoucherStatusCode> = new Set(['applied', 'early_checkout', 'partial_refound', 'total_refound']);

/** Legacy `payment_status` of a root status code: 'Pago aplicado', 'Vencido', 'Cancelado' or 'Pendiente de pago'. */
export function legacyPaymentStatus(code: VoucherStatusCode): string {
  if (LEGACY_APPLIED.has(code)) return 'Pago aplicado';
  if (code === 'overdue') return 'Vencido';
  if (code === 'cancelled') return 'Cancelado';
  return 'Pendiente de pago';
}

/** Legacy `transaction_status` of a charge: APPROVED (applied), PENDING (pending, in process), DECLINED (anything else). */
export function legacyTransactionStatus(code: VoucherStatusCode): 'APPROVED' | 'PENDING' | 'DECLINED' {
  if (code === 'applied') return 'APPROVED';
  if (code === 'pending' || code === 'in_process' || code === 'in_validation') return 'PENDING';
  return 'DECLINED';
}

/** Legacy `refound_status` of a refund: success (total or partial refund done), rejected, or pending. */
export function legacyRefundStatus(code: VoucherStatusCode): 'success' | 'pending' | 'rejected' {
  if (code === 'total_refound' || code === 'partial_refound') return 'success';
  if (code === 'rejected_refound') return 'rejected';
  return 'pending';
}

/** What a legacy voucher record needs of its reservation. */
export type LegacyReservation = Pick<ReservationRow, 'id' | 'portal_code' | 'checkin' | 'first_name' | 'last_name' | 'status' | 'paid_at' | 'created_at'>;

/** `payment_type` of a legacy record of a reservation without any voucher record: the guest pays at the hotel. */
export const PAY_AT_HOTEL_PAYMENT_TYPE = 'Pago en el hotel';

/**
 * The legacy voucher record (endpoints 11, 12; reused by 18's tests) of
 * reservation `r` at hotel `hotel`, from its voucher record `v`.
 *
 * `reservation_id` is the reservation number; `hotel_id` the channel-manager
 * id; `portal_code` the voucher's, else the reservation's; `checkin_date` the
 * reservation's; `apply_charge_at` the voucher's, else the check-in date;
 * amounts are floats of major units; payment and refund dates and
 * `generated_at` are `DD-MM-YYYY hh:mm:ss AM/PM` Bogotá time. The transaction
 * object exists only when the voucher has a charge (`tx_status_code`), the
 * refund object only when it has a refund (`rf_status_code`).
 *
 * With `v` null (a reservation paid at the hotel, with no payment operation
 * through the service): guest from the reservation, bank '', payment_type
 * {@link PAY_AT_HOTEL_PAYMENT_TYPE}, payment_status 'Pago aplicado' once the
 * reservation is marked paid, 'Cancelado' when cancelled, 'Vencido' when
 * expired, else 'Pendiente de pago'; no transaction or refund; generated_at
 * the reservation's creation; voucher_url ''.
 */
export function toLegacyVoucherRecord(hotel: ReportHotel, r: LegacyReservation, v: VoucherRow | null, publicBase: string): LegacyVoucherRecord {
  const common = {
    reservation_id: String(r.id),
    hotel_id: hotel.channelManagerId ?? '',
    hotel: hotel.name,
    checkin_date: r.checkin,
  };
  if (!v)
    return {
      ...common,
      portal_code: r.portal_code,
      apply_charge_at: r.checkin,
      bank: '',
      guest: `${r.first_name} ${r.last_name}`,
      payment_type: PAY_AT_HOTEL_PAYMENT_TYPE,
      payment_status: r.paid_at !== null ? 'Pago aplicado' : r.status === 'cancelled' ? 'Cancelado' : r.status === 'expired' ? 'Vencido' : 'Pendiente de pago',
      transaction: null,
      refound: null,
      generated_at: toBogotaHuman(new Date(r.created_at)),
      voucher_url: '',
    };
  return {
    ...common,
    portal_code: v.portal_code ?? r.portal_code,
    apply_charge_at: v.apply_charge_at ?? r.checkin,
    bank: v.bank,
    guest: v.guest,
    payment_type: v.payment_type,
    payment_status: legacyPaymentStatus(v.payment_status_code),
    transaction:
      v.tx_status_code === null
        ? null
        : {
            transaction_status: legacyTransactionStatus(v.tx_status_code),
            carrier: v.tx_carrier ?? '',
            transaction_id: v.tx_transaction_id ?? '',
            description: v.tx_description ?? '',
            card_holder: v.tx_card_holder ?? '',
            card_num: v.tx_card_num ?? '',
            card_type: v.tx_card_type ?? '',
            installments: v.tx_installments ?? '1',
            authorization_code: v.tx_authorization_code ?? '',
            payment_date: toBogotaHuman(new Date(v.tx_payment_date ?? v.created_at)),
            total: fromMinor(v.tx_amount_minor ?? 0),
          },
    refound:
      v.rf_status_code === null
        ? null
        : {
            refound_status: legacyRefundStatus(v.rf_status_code),
            authorization_code: v.rf_authorization_code ?? '',
            transaction_id: v.rf_transaction_id ?? '',
            description: v.rf_description ?? '',
            date: toBogotaHuman(new Date(v.rf_refund_date ?? v.updated_at)),
            total: fromMinor(v.rf_amount_minor ?? 0),
          },
    generated_at: toBogotaHuman(new Date(v.created_at)),
    voucher_url: voucherUrl(publicBase, v),
  };
}

/** Feeds with a per-(API key, hotel) cursor: endpoint 6 ('vouchers_v2') and endpoint 12 ('vouchers_v1'). */
type Feed = FeedName;

/** A voucher row with its reservation's columns (endpoints 11, 12), prefixed `r_`. */
type VoucherWithReservation = VoucherRow & { [K in keyof LegacyReservation as `r_${K}`]: LegacyReservation[K] };

/** The {@link LegacyReservation} of a joined row. */
function legacyReservationOf(v: VoucherWithReservation): LegacyReservation {
  return {
    id: v.r_id,
    portal_code: v.r_portal_code,
    checkin: v.r_checkin,
    first_name: v.r_first_name,
    last_name: v.r_last_name,
    status: v.r_status,
    paid_at: v.r_paid_at,
    created_at: v.r_created_at,
  };
}

/** Options of {@link ReportsService.listUpdatedHotelVouchers} and {@link ReportsService.listCarrierAttention}. */
export interface FeedOptions {
  /** Replay from this change sequence instead of the stored cursor (extension). */
  since?: number | undefined;
  /** Largest number of records to return, 1..{@link FEED_MAX_ITEMS} (default the maximum). */
  limit?: number | undefined;
}

/** Endpoints 4, 5, 6, 11 and 12, and the carrier attention list, over the service database. */
export class ReportsService {
  /**
   * @param payments what the reports need of the payments service: the
   *   public base URL of voucher links, and `sweep()`, awaited before each
   *   read so settlements and expiries due by the clock's now show.
   */
  /**
   * Lists of bookings (endpoint 4's `bookings`, as JSON text) by hotel and
   * range, each with the version of the hotel's reservations it was read at
   * (read before the rows): served only while that version is current, so
   * a change from any connection is seen by the next request. Kept as UTF-8
   * bytes, outside the JavaScript heap: an answer copies them, it never
   * builds a string of megabytes. At most 16 MiB.
   */
  readonly #bookings = new LRUCache<string, { version: number | null; json: Buffer; count: number }>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (e, key) => e.json.length + key.length + 100,
  });

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly payments: { readonly publicBase: string; sweep(): Promise<unknown> },
  ) {}

  /**
   * Endpoint 4: the reservations of a hotel whose check-in falls in
   * [`start_date`, `end_date`] (arrivals), ordered by check-in then
   * reservation number. `hotel_id` names the hotel by `id_type` (default the
   * channel-manager id). The answer (`RawBookingsResponse`) comes serialised:
   * its JSON (UTF-8 bytes) as three parts to send one after the other (the
   * head, the list of bookings, the tail), so the list, megabytes for a busy
   * week, is sent from the cache and never copied. The list is written row
   * by row from the arrivals read as arrays and cached while the hotel's
   * reservations are unchanged.
   *
   * @throws ValidationError when `end_date` is before `start_date`, or (naming
   *   both fields) the range spans more than {@link RAW_BOOKINGS_MAX_DAYS} days
   *   (both ends counted); ForbiddenError for agency keys and for a hotel key naming
   *   another hotel; NotFoundError when no such hotel exists.
   */
  async listRawChannelManagerBookings(p: Principal, q: RawBookingsQuery): Promise<readonly [Buffer, Buffer, Buffer]> {
    if (q.end_date < q.start_date) throw new ValidationError(SERVICE_TEXTS.endBeforeStart);
    if (daysBetween(q.start_date, q.end_date) + 1 > RAW_BOOKINGS_MAX_DAYS) throw new ValidationError(SERVICE_TEXTS.rangeTooLong(RAW_BOOKINGS_MAX_DAYS));
    const hotel = await this.#hotelFor(p, q.hotel_id, q.id_type);
    await this.payments.sweep();
    const { json, count } = await this.#bookingsOf(hotel.id, q.start_date, q.end_date);
    const head = { id: hotel.id, channel_manager_id: hotel.channelManagerId ?? '', name: hotel.name };
    const metadata = { timestamp: toBogotaIso(this.clock.now()), bookings_count: count };
    return [
      Buffer.from(`{"data":{"hotel":${JSON.stringify(head).slice(0, -1)},"bookings":[`),
      json,
      Buffer.from(`]}},"metadata":${JSON.stringify(metadata)}}`),
    ];
  }

  /** The bookings of hotel `hotelId` arriving in [`from`, `to`] as JSON (UTF-8, without brackets), cached while the hotel's reservations are unchanged. */
  async #bookingsOf(hotelId: number, from: string, to: string): Promise<{ json: Buffer; count: number }> {
    const key = `${hotelId}|${from}|${to}`;
    const version = await reservationVersion(this.store.current, hotelId);
    const cached = this.#bookings.get(key);
    if (cached && cached.version === version) return cached;
    const rows = await arrivals(this.store.current, hotelId, from, to);
    const entry = { version, json: Buffer.from(rows.map(rawBookingJson).join(',')), count: rows.length };
    this.#bookings.set(key, entry);
    return entry;
  }

  /**
   * Endpoint 5: the voucher record of operation type `operationType` whose
   * `reservation_id` is `reference` — a reservation number, or a payment
   * link's reference (its `external_ref_id`, else its code), exactly as the
   * feeds (6, 12) show it; a reservation number also finds the payment links
   * referring to that reservation by its CRS id. Of several, the latest the
   * caller may see, with its hotel. Authorization codes are not shown (only
   * endpoint 6 shows them).
   *
   * Visibility is decided in the lookup itself: operator and channel manager
   * see every record; a hotel key its hotel's; an agency key only those of
   * the payment links and chatbot bookings created for it (or by its key).
   *
   * @throws NotFoundError when the caller may see no such record.
   */
  async getVoucherDetail(p: Principal, reference: string, operationType: OperationType): Promise<VoucherDetailResponse> {
    await this.payments.sweep();
    const number = /^\d{1,15}$/.test(reference) ? Number(reference) : null;
    const who: VoucherVisibility =
      p.kind === 'hotel'
        ? { kind: 'hotel', hotelId: p.id ?? -1 }
        : p.kind === 'agency'
          ? { kind: 'agency', agencyId: p.id ?? -1, apiKeyId: p.keyId }
          : { kind: 'all' };
    const row = await findVoucherForCaller<VoucherRow>(this.store.current, reference, number, operationType, who);
    if (!row) throw new NotFoundError(SERVICE_TEXTS.operationNotFound(operationType, reference));
    const { link_agency_id: _a, link_api_key_id: _k, ...voucher } = row;
    const hotel = (await hotelRefById(this.store.current, row.hotel_id))!;
    return { hotel: hotelSummary(hotel), data: toVoucherRecord(voucher, this.payments.publicBase, false) };
  }

  /**
   * Endpoint 6: the voucher records of a hotel created or
   * changed since this API key's previous call for that hotel, in change
   * order, each once in its latest state, with authorization codes. The
   * starting point is `opts.since` when given, else the key's stored cursor,
   * else 0 (the first call returns everything, capped). At most `opts.limit`
   * records (default and maximum {@link FEED_MAX_ITEMS}); `has_more` says more
   * wait. The highest change sequence returned is stored as the key's cursor
   * in the same transaction as the read (kept when nothing changed) and
   * answered as `metadata.cursor`. `hotelId` names the hotel by `idType`.
   *
   * @throws ForbiddenError for agency keys and for a hotel key naming another
   *   hotel; NotFoundError when no such hotel exists.
   */
  async listUpdatedHotelVouchers(p: Principal, hotelId: number, idType: IdType, opts: FeedOptions = {}): Promise<HotelVouchersResponse> {
    const hotel = await this.#hotelFor(p, String(hotelId), idType);
    await this.payments.sweep();
    const page = await this.#readFeed(p, hotel.id, 'vouchers_v2', opts, (tx, from, n) => voucherFeedPage<VoucherRow>(tx, hotel.id, from, n));
    return {
      hotel: hotelSummary(hotel),
      data: page.rows.map((v) => toVoucherRecord(v, this.payments.publicBase, true)),
      metadata: { total_items: page.rows.length, cursor: page.cursor, has_more: page.hasMore },
    };
  }

  /**
   * `GET /v2/transactions/carrier-attention/hotel/{hotel_id}`: the carrier
   * attention list of a hotel (extension; see
   * `./carrierAttention.ts`): its notices numbered after `opts.since`
   * (default 0: from the start), in number order, at most `opts.limit`
   * (default and maximum {@link FEED_MAX_ITEMS}). `metadata.cursor` is where
   * the next call starts: the last notice returned while more wait, else
   * the change sequence reached (read before the notices: every number up to
   * it is committed, so nothing below it can still appear), which may be past
   * the last notice. Stateless: no cursor is stored. Who may read it, and how
   * `hotelId` names the hotel: as endpoint 6.
   *
   * @throws ForbiddenError for agency keys and for a hotel key naming another
   *   hotel; NotFoundError when no such hotel exists.
   */
  async listCarrierAttention(p: Principal, hotelId: number, idType: IdType, opts: FeedOptions = {}): Promise<CarrierAttentionResponse> {
    const hotel = await this.#hotelFor(p, String(hotelId), idType);
    const limit = Math.min(Math.max(1, opts.limit ?? FEED_MAX_ITEMS), FEED_MAX_ITEMS);
    const ex = this.store.current;
    const reached = await currentChangeSeq(ex);
    const from = Math.min(opts.since ?? 0, reached);
    const rows = await attentionPage(ex, hotel.id, from, limit + 1);
    const hasMore = rows.length > limit;
    if (hasMore) rows.length = limit;
    // A notice numbered past `reached` may show already: every number below it is then committed too.
    const last = rows.length ? Number(rows[rows.length - 1]!.changeSeq) : from;
    const cursor = hasMore ? last : Math.max(reached, last);
    return {
      hotel: hotelSummary(hotel),
      data: rows.map((r) => toAttentionItem(r, this.payments.publicBase)),
      metadata: { total_items: rows.length, cursor, has_more: hasMore },
    };
  }

  /**
   * Endpoint 11: the legacy voucher record of the reservation of channel-manager
   * hotel `cmHotelId` whose reservation number or CRS id is `bookingNumber`
   * and whose portal is `portalCode` (a reservation number wins over a CRS id).
   * The reservation's latest voucher record is used; a reservation without
   * any still answers (paid at the hotel; see {@link toLegacyVoucherRecord}).
   *
   * @throws ForbiddenError for agency keys and for a hotel key naming another
   *   hotel; NotFoundError when the hotel does not exist or no such
   *   reservation exists there.
   */
  async legacyVoucher(p: Principal, bookingNumber: number, cmHotelId: number, portalCode: PortalKey): Promise<LegacyVoucherRecord> {
    const hotel = await this.#hotelFor(p, String(cmHotelId), 'channel_manager');
    await this.payments.sweep();
    const r = await findReservation(this.store.current, hotel.id, String(bookingNumber), portalCode);
    if (!r) throw new NotFoundError(SERVICE_TEXTS.portalBookingNotFound(bookingNumber, portalCode, cmHotelId));
    const v = await latestVoucherOfReservation<VoucherRow>(this.store.current, r.id);
    return toLegacyVoucherRecord(hotel, r, v ?? null, this.payments.publicBase);
  }

  /**
   * Endpoint 12: the legacy voucher records of channel-manager
   * hotel `cmHotelId` that belong to a reservation, created or changed since
   * this API key's previous endpoint-12 call for that hotel (its own cursor,
   * feed 'vouchers_v1', independent of endpoint 6's), in change order, at
   * most {@link FEED_MAX_ITEMS}; the rest come on the next call. The booking
   * number of the path does not filter.
   *
   * @throws ForbiddenError for agency keys and for a hotel key naming another
   *   hotel; NotFoundError when no such hotel exists.
   */
  async legacyVouchersSince(p: Principal, cmHotelId: number): Promise<LegacyVoucherRecord[]> {
    const hotel = await this.#hotelFor(p, String(cmHotelId), 'channel_manager');
    await this.payments.sweep();
    const page = await this.#readFeed(p, hotel.id, 'vouchers_v1', {}, (tx, from, n) => legacyFeedPage<VoucherWithReservation>(tx, hotel.id, from, n));
    return page.rows.map((v) => toLegacyVoucherRecord(hotel, legacyReservationOf(v), v, this.payments.publicBase));
  }

  /**
   * One page of a feed in one transaction: lock the key's cursor, read up to
   * `limit` rows after the starting point, then store the cursor reached.
   * `read(tx, from, n)` returns the rows with change_seq > from in change
   * order, at most n. Change sequence numbers become visible in order (see
   * `src/store/service/vouchers.ts`), so storing the last one returned never
   * skips a change; the cursor row's lock makes concurrent calls of one key
   * for one hotel take turns, so they never return the same change twice.
   */
  async #readFeed<R extends { change_seq: number }>(
    p: Principal,
    hotelId: number,
    feed: Feed,
    opts: FeedOptions,
    read: (tx: Tx, from: number, n: number) => Promise<R[]>,
  ): Promise<{ rows: R[]; cursor: number; hasMore: boolean }> {
    const limit = Math.min(Math.max(1, opts.limit ?? FEED_MAX_ITEMS), FEED_MAX_ITEMS);
    const iso = this.clock.now().toISOString();
    return this.store.transaction(async (tx) => {
      const stored = await lockFeedCursor(tx, p.keyId, hotelId, feed, iso);
      // A replay point past the sequence reached so far would skip future changes: clamp it.
      const from = opts.since !== undefined ? Math.min(opts.since, await currentChangeSeq(tx)) : stored;
      const rows = await read(tx, from, limit + 1);
      const hasMore = rows.length > limit;
      if (hasMore) rows.length = limit;
      const cursor = rows.length ? rows[rows.length - 1]!.change_seq : from;
      await saveFeedCursor(tx, p.keyId, hotelId, feed, cursor, iso);
      return { rows, cursor, hasMore };
    });
  }

  /**
   * The hotel `hotelId` names under `idType`, if `p` may read its reports.
   * @throws ForbiddenError for agency keys and for a hotel key naming another hotel; NotFoundError when it does not exist.
   */
  async #hotelFor(p: Principal, hotelId: string, idType: IdType): Promise<ReportHotel> {
    if (p.kind === 'agency') throw new ForbiddenError(SERVICE_TEXTS.agencyReportsForbidden);
    const id = hotelId.replace(/^0+(?=\d)/, '');
    const hotel =
      idType === 'internal'
        ? /^\d{1,15}$/.test(id)
          ? await hotelRefById(this.store.current, Number(id))
          : undefined
        : await hotelRefByChannelManagerId(this.store.current, id);
    if (!hotel)
      throw new NotFoundError(idType === 'internal' ? SERVICE_TEXTS.reportHotelNotFound(hotelId) : SERVICE_TEXTS.reportHotelNotInChannelManager(hotelId));
    assertHotel(p, hotel.id);
    return hotel;
  }
}
