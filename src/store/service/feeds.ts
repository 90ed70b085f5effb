/**
 * The incremental voucher feeds (endpoints 6 and 12): pages of voucher
 * records changed after a change sequence number, and the per-(API key,
 * hotel, feed) cursors.
 *
 * Why a page never skips a change: change sequence numbers become visible in
 * the order they are taken (see the change sequence in `vouchers.ts`), so once
 * a reader sees number N committed, every number below N is committed or
 * never will be. A page read "after cursor C, by number" followed by storing
 * the last number returned therefore leaves nothing behind: a record changed
 * again later gets a new, higher number and appears again in its latest state.
 *
 * Two calls of one key for one hotel at the same moment (two instances) take
 * turns on the cursor row ({@link lockFeedCursor}), so the second starts where
 * the first ended and the two pages never repeat a record.
 */
import type { RawBuilder } from 'kysely';
import { dialectSql, first, forUpdate, rows, sql } from '../sql.js';
import type { ServiceExecutor, ServiceTx } from './database.js';
import type { VoucherColumns } from './vouchers.js';

/** Feeds with a per-(API key, hotel) cursor: endpoint 6 ('vouchers_v2') and endpoint 12 ('vouchers_v1'). */
export type FeedName = 'vouchers_v2' | 'vouchers_v1';

/**
 * The cursor of (`apiKeyId`, `hotelId`, `feed`) — the highest change sequence
 * already returned, 0 before the first call — locked until the transaction
 * ends: a missing row is created (cursor 0, `iso`) and the row is then taken
 * `FOR UPDATE` on PostgreSQL. A concurrent call of the same key and hotel
 * waits here until this transaction ends, then reads the cursor it stored.
 */
export async function lockFeedCursor(tx: ServiceTx, apiKeyId: number, hotelId: number, feed: FeedName, iso: string): Promise<number> {
  await tx
    .insertInto('feed_cursors')
    .values({ api_key_id: apiKeyId, hotel_id: hotelId, feed, cursor: 0, updated_at: iso })
    .onConflict((oc) => oc.columns(['api_key_id', 'hotel_id', 'feed']).doNothing())
    .execute();
  const r = await first<{ cursor: number }>(
    tx,
    sql`SELECT cursor FROM feed_cursors WHERE api_key_id = ${apiKeyId} AND hotel_id = ${hotelId} AND feed = ${feed}${forUpdate(tx)}`,
  );
  return Number(r?.cursor ?? 0);
}

/** Store `cursor` as the cursor of (`apiKeyId`, `hotelId`, `feed`) at `iso`. */
export async function saveFeedCursor(tx: ServiceTx, apiKeyId: number, hotelId: number, feed: FeedName, cursor: number, iso: string): Promise<void> {
  await tx
    .insertInto('feed_cursors')
    .values({ api_key_id: apiKeyId, hotel_id: hotelId, feed, cursor, updated_at: iso })
    .onConflict((oc) => oc.columns(['api_key_id', 'hotel_id', 'feed']).doUpdateSet({ cursor, updated_at: iso }))
    .execute();
}

/** `vouchers` read through the feed index (hotel_id, change_seq) on SQLite, where the planner must be told. */
function vouchersByFeed(ex: ServiceExecutor, alias: string) {
  return dialectSql(ex, {
    sqlite: sql`vouchers ${sql.raw(alias)} INDEXED BY vouchers_feed`,
    postgres: sql`vouchers ${sql.raw(alias)}`,
  });
}

/**
 * Endpoint 6's page: the voucher records of hotel `hotelId` with change
 * sequence above `after`, in change order, at most `limit`. A range scan of
 * `vouchers_feed` (hotel_id, change_seq): the cost follows the changes
 * returned, not the history.
 */
export function voucherFeedPage<R extends VoucherColumns = VoucherColumns>(ex: ServiceExecutor, hotelId: number, after: number, limit: number): Promise<R[]> {
  return feedRows<R>(ex, sql`v.*`, sql``, hotelId, after, limit);
}

/** The reservation columns of a legacy voucher record, prefixed `r_` (see {@link legacyFeedPage}). */
export interface LegacyReservationColumns {
  r_id: number;
  r_portal_code: string;
  r_checkin: string;
  r_first_name: string;
  r_last_name: string;
  r_status: string;
  r_paid_at: string | null;
  r_created_at: string;
}

const LEGACY_RESERVATION_COLUMNS = sql.raw(
  'r.id AS r_id, r.portal_code AS r_portal_code, r.checkin AS r_checkin, r.first_name AS r_first_name, r.last_name AS r_last_name, ' +
    'r.status AS r_status, r.paid_at AS r_paid_at, r.created_at AS r_created_at',
);

/**
 * Endpoint 12's page: like {@link voucherFeedPage}, only the voucher records
 * of a reservation, each with its reservation's columns (`r_*`).
 */
export async function legacyFeedPage<R extends VoucherColumns & LegacyReservationColumns>(
  ex: ServiceExecutor,
  hotelId: number,
  after: number,
  limit: number,
): Promise<R[]> {
  return feedRows<R>(ex, sql`v.*, ${LEGACY_RESERVATION_COLUMNS}`, sql`JOIN reservations r ON r.id = v.cm_reservation_id`, hotelId, after, limit);
}

/**
 * A feed page's rows: `columns` of the voucher records `v` of hotel
 * `hotelId` (read through the feed index, joined with `join`) with change
 * sequence above `after`, in change order, at most `limit`.
 */
function feedRows<R>(
  ex: ServiceExecutor,
  columns: RawBuilder<unknown>,
  join: RawBuilder<unknown>,
  hotelId: number,
  after: number,
  limit: number,
): Promise<R[]> {
  return rows<R>(
    ex,
    sql`SELECT ${columns} FROM ${vouchersByFeed(ex, 'v')} ${join}
         WHERE v.hotel_id = ${hotelId} AND v.change_seq > ${after} ORDER BY v.change_seq LIMIT ${limit}`,
  );
}

/** Who looks up a voucher record in {@link findVoucherForCaller}: everyone's, one hotel's, or one agency's (or its key's). */
export type VoucherVisibility = { kind: 'all' } | { kind: 'hotel'; hotelId: number } | { kind: 'agency'; agencyId: number; apiKeyId: number };

/** A voucher record with the owners of its payment link (null when it has none). */
export type VoucherWithLinkOwners<R extends VoucherColumns = VoucherColumns> = R & { link_agency_id: number | null; link_api_key_id: number | null };

/**
 * Endpoint 5's lookup: among the voucher records of operation type `op`
 * whose `reservation_id` is `ref` (vouchers_reference, probed per hotel) or
 * whose reservation number is `number`, the latest one `who` may see — the
 * visibility is part of the query, so another tenant's record with the same
 * reference never hides the caller's own. Undefined when none.
 */
export async function findVoucherForCaller<R extends VoucherColumns = VoucherColumns>(
  ex: ServiceExecutor,
  ref: string,
  number: number | null,
  op: string,
  who: VoucherVisibility,
): Promise<VoucherWithLinkOwners<R> | undefined> {
  const visible =
    who.kind === 'all'
      ? sql`1 = 1`
      : who.kind === 'hotel'
        ? // `+` keeps the planner on the candidates' ids instead of scanning the hotel's vouchers.
          sql`+v.hotel_id = ${who.hotelId}`
        : sql`v.payment_link_code IS NOT NULL AND (l.agency_id = ${who.agencyId} OR l.api_key_id = ${who.apiKeyId})`;
  const byNumber = number === null ? sql`` : sql`SELECT id FROM vouchers WHERE cm_reservation_id = ${number} AND operation_type = ${op} UNION ALL `;
  return first<VoucherWithLinkOwners<R>>(
    ex,
    sql`SELECT v.*, l.agency_id AS link_agency_id, l.api_key_id AS link_api_key_id
          FROM vouchers v LEFT JOIN payment_links l ON l.code = v.payment_link_code
         WHERE v.id IN (${byNumber}SELECT id FROM vouchers WHERE hotel_id IN (SELECT id FROM hotels) AND reservation_id = ${ref} AND operation_type = ${op})
           AND ${visible}
         ORDER BY v.id DESC LIMIT 1`,
  );
}
