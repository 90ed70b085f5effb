/**
 * Staff actions on channel-manager reservations (endpoints 17 and 18) are
 * once-only across service instances: on PostgreSQL two stores acting on the
 * same reservation at the same moment; on SQLite the same calls one after the
 * other (one writer per file). The reservation repository's lookups on both
 * engines.
 */
import { describe, expect, it } from 'vitest';
import { MSG_NO_UPDATE_REQUIRED, MSG_STATUS_CHANGED } from '../../src/api/contract/index.js';
import type { Principal } from '../../src/api/domain/principal.js';
import { MARK_RESERVATIONS_PAID_REASONS, ReservationChangesService, type ReservationChangePayments } from '../../src/api/domain/reservationChanges.js';
import { VoucherLedger } from '../../src/api/domain/vouchers.js';
import { ManualClock } from '../../src/clock.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { arrivals, findReservation } from '../../src/store/service/reservations.js';
import { exec, first, rows, sql, type Engine, type Store } from '../../src/store/sql.js';
import { ENGINES, freshLocation, useStores } from '../helpers/postgres.js';

const T0 = new Date('2026-11-21T15:00:00Z');
const CM_HOTEL = 100;
const OPERATOR: Principal = { keyId: 1, kind: 'operator', id: null };

const open = useStores(serviceMigrations);

/** Hotel 1 (channel manager 100), an operator key, and reservations 501 (pending payment, CRS 7001) and 502 (paid, checked in, CRS 501). */
async function seed(store: Store): Promise<void> {
  const iso = T0.toISOString();
  await store.transaction(async (tx) => {
    await exec(
      tx,
      sql`INSERT INTO hotels (id, channel_manager_id, name, city, city_key, created_at) VALUES (${1}, ${String(CM_HOTEL)}, ${'Hotel Uno'}, ${'Bogotá'}, ${'bogota'}, ${iso})`,
    );
    await exec(tx, sql`INSERT INTO api_keys (id, key_hash, name, principal_kind, created_at) VALUES (${1}, ${'hash1'}, ${'op'}, ${'operator'}, ${iso})`);
    const reservation = (id: number, crs: string, status: string, checkinStatus: number, prepaid: number, checkin: string) =>
      exec(
        tx,
        sql`INSERT INTO reservations (id, hotel_id, crs_id, portal_code, first_name, last_name, checkin, checkout, status, checkin_status, total_minor, prepaid_minor, created_at, updated_at)
            VALUES (${id}, ${1}, ${crs}, ${'booking'}, ${'Ana'}, ${'Gómez'}, ${checkin}, ${'2026-11-25'}, ${status}, ${checkinStatus}, ${45_000_000}, ${prepaid}, ${iso}, ${iso})`,
      );
    await reservation(501, '7001', 'pending_payment', 0, 0, '2026-11-22');
    await reservation(502, '501', 'confirmed', 1, 45_000_000, '2026-11-20');
  });
}

/** The reservation changes of `store`; of payments they use only the ledger's recomputation here (no chatbot bookings). */
function reservationChangesOf(store: Store): ReservationChangesService {
  const ledger = new VoucherLedger(store);
  const payments: ReservationChangePayments = {
    sweep: async () => undefined,
    markPaidOffline: async () => {
      throw new Error('no chatbot booking in these tests');
    },
    notifyLinkChanged: (tx, code, iso) => ledger.syncLink(tx, code, iso),
  };
  return new ReservationChangesService(store, new ManualClock(T0), payments);
}

/** Two stores on one database: two instances on PostgreSQL; the same store twice on SQLite. */
async function twoInstances(engine: Engine): Promise<[Store, Store]> {
  const location = await freshLocation(engine);
  const a = await open(location);
  await seed(a);
  return [a, engine === 'postgres' ? await open(location) : a];
}

describe.each(ENGINES)('reservations and staff actions on %s', (engine) => {
  it('a booking number names the reservation number first, then the CRS id; the portal and lock options narrow and lock', async () => {
    const [store] = await twoInstances(engine);
    // 501 is reservation 501's number and reservation 502's CRS id: the number wins.
    expect((await findReservation(store.db, 1, '501'))?.id).toBe(501);
    expect((await findReservation(store.db, 1, '7001'))?.id).toBe(501);
    expect(await findReservation(store.db, 1, '7001', { portalCode: 'expedia' })).toBeUndefined();
    expect(await findReservation(store.db, 2, '501')).toBeUndefined();
    expect(await findReservation(store.db, 1, 'abc')).toBeUndefined();
    const locked = await store.transaction((tx) => findReservation(tx, 1, '502', { portalCode: 'booking', lock: true }));
    expect(locked).toMatchObject({ id: 502, status: 'confirmed', checkin_status: 1, payment_deadline: null });
    expect((await arrivals(store.db, 1, '2026-11-20', '2026-11-22')).map((r) => r[0])).toEqual([502, 501]);
  });

  it('two instances marking one reservation paid at once: one applies it, one voucher record, the other says already paid', async () => {
    const [a, b] = await twoInstances(engine);
    const calls = [
      reservationChangesOf(a).markReservationsPaid(OPERATOR, CM_HOTEL, ['501']),
      reservationChangesOf(b).markReservationsPaid(OPERATOR, CM_HOTEL, ['7001']),
    ];
    const answers = engine === 'postgres' ? await Promise.all(calls) : [await calls[0]!, await calls[1]!];
    expect(answers.map((r) => r.aditional_info.applied).sort()).toEqual([0, 1]);
    const refused = answers.find((r) => r.aditional_info.applied === 0)!;
    expect(refused.aditional_info.failed_reasons.map((f) => f.reason)).toEqual([MARK_RESERVATIONS_PAID_REASONS.alreadyPaid]);
    const vouchers = await rows<{ operation_type: string; payment_status_code: string }>(
      a.db,
      sql`SELECT operation_type, payment_status_code FROM vouchers WHERE cm_reservation_id = ${501}`,
    );
    expect(vouchers).toEqual([{ operation_type: 'terminal_payment', payment_status_code: 'applied' }]);
    const r = await first<{ status: string; prepaid_minor: number; paid_at: string }>(
      a.db,
      sql`SELECT status, prepaid_minor, paid_at FROM reservations WHERE id = ${501}`,
    );
    expect(r).toEqual({ status: 'confirmed', prepaid_minor: 45_000_000, paid_at: T0.toISOString() });
  });

  it('two instances reporting one early departure at once: the refund is made once', async () => {
    const [a, b] = await twoInstances(engine);
    await expect(reservationChangesOf(a).reportCheckinStatus(OPERATOR, CM_HOTEL, 9999, 'booking', 4, 1_000_000)).rejects.toThrow(/No existe una reserva/);
    const early = (s: Store) => reservationChangesOf(s).reportCheckinStatus(OPERATOR, CM_HOTEL, 502, 'booking', 4, 45_000_000);
    const calls = [early(a), early(b)];
    const answers = engine === 'postgres' ? await Promise.all(calls) : [await calls[0]!, await calls[1]!];
    expect(answers.map((x) => x.msg).sort()).toEqual([MSG_NO_UPDATE_REQUIRED, MSG_STATUS_CHANGED].sort());
    const r = await first<{ checkin_status: number; refunded_minor: number }>(
      a.db,
      sql`SELECT checkin_status, refunded_minor FROM reservations WHERE id = ${502}`,
    );
    expect(r).toEqual({ checkin_status: 4, refunded_minor: 45_000_000 });
    const vouchers = await rows<{ payment_status_code: string; rf_amount_minor: number }>(
      a.db,
      sql`SELECT payment_status_code, rf_amount_minor FROM vouchers WHERE cm_reservation_id = ${502}`,
    );
    // Prepaid without a voucher record: one terminal-payment record is created to carry the refund, once.
    expect(vouchers).toEqual([{ payment_status_code: 'total_refound', rf_amount_minor: 45_000_000 }]);
  });

  it('a cancellation cancels the pending terminal-payment vouchers, each with its own change sequence number', async () => {
    const [store] = await twoInstances(engine);
    const iso = T0.toISOString();
    await store.transaction(async (tx) => {
      for (let i = 0; i < 2; i++)
        await exec(
          tx,
          sql`INSERT INTO vouchers (hotel_id, operation_type, reservation_id, cm_reservation_id, guest, payment_type, payment_status_code, created_at, updated_at)
              VALUES (${1}, ${'terminal_payment'}, ${'501'}, ${501}, ${'Ana Gómez'}, ${'Datáfono virtual'}, ${'pending'}, ${iso}, ${iso})`,
        );
      await exec(tx, sql`UPDATE reservations SET status = 'confirmed', prepaid_minor = total_minor, paid_at = ${iso} WHERE id = ${501}`);
    });
    const before = await first<{ value: number }>(store.db, sql`SELECT value FROM change_sequence WHERE id = 1`);
    expect(await reservationChangesOf(store).reportCheckinStatus(OPERATOR, CM_HOTEL, 501, 'booking', 3)).toEqual({ msg: MSG_STATUS_CHANGED });
    const v = await rows<{ payment_status_code: string; change_seq: number }>(store.db, sql`SELECT payment_status_code, change_seq FROM vouchers ORDER BY id`);
    expect(v.map((x) => x.payment_status_code)).toEqual(['cancelled', 'cancelled']);
    expect(new Set(v.map((x) => x.change_seq)).size).toBe(2);
    expect(Math.min(...v.map((x) => x.change_seq))).toBeGreaterThan(before!.value);
    expect(await reservationChangesOf(store).reportCheckinStatus(OPERATOR, CM_HOTEL, 501, 'booking', 3)).toEqual({ msg: MSG_NO_UPDATE_REQUIRED });
  });
});
