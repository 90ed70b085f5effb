/**
 * The incremental voucher feed (endpoint 6) over the change sequence, on both
 * engines: a reader paging with its cursor sees every change exactly once,
 * also (PostgreSQL) while two service instances write voucher changes at the
 * same moment — one writer's transaction held open while the other tries to
 * commit.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { ReportsService } from '../../src/api/domain/reports.js';
import type { Principal } from '../../src/api/domain/principal.js';
import { VoucherLedger } from '../../src/api/domain/vouchers.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { insertPaymentLinkAndVoucher } from '../../src/store/service/vouchers.js';
import { exec, first, rows, sql, type Store, type Tx } from '../../src/store/sql.js';
import { ENGINES, freshLocation, useStores } from '../helpers/postgres.js';

const T0 = new Date('2026-11-21T15:00:00Z');
const HOTEL = 1;
const OPERATOR: Principal = { keyId: 1, kind: 'operator', id: null };

const open = useStores(serviceMigrations);

/** A hotel, two API keys (operator, another operator) and `links` payment links `L0`, `L1`… of that hotel. */
async function seed(store: Store, links: number): Promise<string[]> {
  const iso = T0.toISOString();
  const codes = Array.from({ length: links }, (_, i) => `L${i}`);
  await store.transaction(async (tx) => {
    await exec(
      tx,
      sql`INSERT INTO hotels (id, channel_manager_id, name, city, city_key, created_at) VALUES (${HOTEL}, ${'100'}, ${'Hotel Uno'}, ${'Bogotá'}, ${'bogota'}, ${iso})`,
    );
    for (const id of [1, 2])
      await exec(
        tx,
        sql`INSERT INTO api_keys (id, key_hash, name, principal_kind, created_at) VALUES (${id}, ${`hash${id}`}, ${`op${id}`}, ${'operator'}, ${iso})`,
      );
    for (const code of codes)
      await exec(
        tx,
        sql`INSERT INTO payment_links (code, hotel_id, api_key_id, amount_minor, currency, description, guest_name, email, phone, expires_at, created_at, reservation_id)
            VALUES (${code}, ${HOTEL}, ${1}, ${100_000}, ${'COP'}, ${'Estadía'}, ${`${code}-g0`}, ${'a@example.com'}, ${'3000000000'}, ${'2026-12-01T00:00:00.000Z'}, ${iso}, ${code})`,
      );
  });
  return codes;
}

/** One voucher change: the link's guest becomes `guest` and the ledger recomputes its voucher record, inside `tx`. */
async function change(ledger: VoucherLedger, tx: Tx, code: string, guest: string): Promise<void> {
  await exec(tx, sql`UPDATE payment_links SET guest_name = ${guest} WHERE code = ${code}`);
  await ledger.syncLink(tx, code, T0.toISOString());
}

/**
 * Payment link `code` of the hotel, for agency 1 (added when missing), written with its voucher record in one
 * statement outside any transaction (PostgreSQL), the record numbered in that statement. True when written.
 */
async function linkInOneStatement(store: Store, code: string): Promise<boolean> {
  await exec(store.db, sql`INSERT INTO agencies (id, name, agency_type) VALUES (1, 'Agencia', 'retailer') ON CONFLICT (id) DO NOTHING`);
  const iso = T0.toISOString();
  const row = {
    code,
    kind: 'link' as const,
    hotelId: HOTEL,
    reservationId: code,
    agencyId: 1,
    apiKeyId: 1,
    amountMinor: 100_000,
    currency: 'COP',
    description: 'Estadía',
    guestName: `${code}-g0`,
    email: 'a@example.com',
    phone: '3000000000',
    bookingFrom: null,
    bookingTo: null,
    source: null,
    externalRefId: null,
    tempWebhookUrl: null,
    successUrl: null,
    failureUrl: null,
    expiresAt: '2026-12-01T00:00:00.000Z',
    createdAt: iso,
  };
  const record = await new VoucherLedger(store).newLinkRecord(store.db, { ...row, status: 'active', paidAt: null, refundedAt: null }, iso);
  return insertPaymentLinkAndVoucher(store.db, row, record!);
}

/** The reports of `store`; the feed needs nothing of payments but the public base (sweeping is not what is tested here). */
function reportsOf(store: Store): ReportsService {
  return new ReportsService(store, new ManualClock(T0), { publicBase: 'http://127.0.0.1', sweep: async () => undefined });
}

/** A reader of endpoint 6 for `principal`: every page's records as `id:guest`, in order. */
function reader(reports: ReportsService, principal: Principal, limit: number) {
  const seen: string[] = [];
  return {
    seen,
    /** Read pages until the feed says nothing more waits; returns what this call read. */
    async drain(): Promise<string[]> {
      const got: string[] = [];
      for (;;) {
        const page = await reports.listUpdatedHotelVouchers(principal, HOTEL, 'internal', { limit });
        got.push(...page.data.map((v) => `${v.id}:${v.guest}`));
        if (!page.metadata.has_more) break;
      }
      seen.push(...got);
      return got;
    },
  };
}

/** The final state of every voucher record as `id:guest`. */
async function finalStates(store: Store): Promise<string[]> {
  return (await rows<{ id: number; guest: string }>(store.db, sql`SELECT id, guest FROM vouchers ORDER BY id`)).map((v) => `${v.id}:${v.guest}`);
}

/** Resolves once some backend of `store`'s database waits for a lock (PostgreSQL), or `done()` says the waiter already finished. */
async function someoneWaitsForALock(store: Store, done: () => boolean): Promise<void> {
  for (;;) {
    if (done()) return;
    const r = await first<{ n: number }>(
      store.db,
      sql`SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if ((r?.n ?? 0) > 0) return;
    await new Promise((res) => setTimeout(res, 5));
  }
}

/** Every state in `seen` once, in increasing change order per record, ending with each record's final state. */
function expectEachChangeOnce(seen: readonly string[], final: readonly string[]): void {
  expect(new Set(seen).size).toBe(seen.length);
  const last = new Map<string, string>();
  for (const s of seen) last.set(s.split(':')[0]!, s);
  expect([...last.values()].sort()).toEqual([...final].sort());
}

describe.each(ENGINES)('the voucher feed on %s', (engine) => {
  it('pages every change once, in change order, each record in its latest state', async () => {
    const store = await open(await freshLocation(engine));
    const codes = await seed(store, 5);
    const ledger = new VoucherLedger(store);
    const feed = reader(reportsOf(store), OPERATOR, 2);
    for (const code of codes) await store.transaction((tx) => ledger.syncLink(tx, code, T0.toISOString()));
    expect(await feed.drain()).toHaveLength(5);
    // L1 changes twice before the next read: it appears once, in its latest state.
    await store.transaction((tx) => change(ledger, tx, 'L1', 'L1-g1'));
    await store.transaction((tx) => change(ledger, tx, 'L3', 'L3-g1'));
    await store.transaction((tx) => change(ledger, tx, 'L1', 'L1-g2'));
    const next = await feed.drain();
    expect(next.map((s) => s.split(':')[1])).toEqual(['L3-g1', 'L1-g2']);
    // Nothing changed: an empty page, the cursor kept.
    expect(await feed.drain()).toEqual([]);
    // A change that writes nothing new takes no number and does not reappear.
    await store.transaction((tx) => ledger.syncLink(tx, 'L3', T0.toISOString()));
    expect(await feed.drain()).toEqual([]);
    expectEachChangeOnce(feed.seen, await finalStates(store));
    // The counter is the highest number handed out.
    const max = await first<{ m: number }>(store.db, sql`SELECT MAX(change_seq) AS m FROM vouchers`);
    const counter = await first<{ value: number }>(store.db, sql`SELECT value FROM change_sequence WHERE id = 1`);
    expect(counter?.value).toBe(max?.m);
  });

  it('a rolled-back change is never returned and leaves no hole the reader trips on', async () => {
    const store = await open(await freshLocation(engine));
    await seed(store, 2);
    const ledger = new VoucherLedger(store);
    const feed = reader(reportsOf(store), OPERATOR, 10);
    await store.transaction((tx) => ledger.syncLink(tx, 'L0', T0.toISOString()));
    await expect(
      store.transaction(async (tx) => {
        await change(ledger, tx, 'L0', 'L0-rolled-back');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await store.transaction((tx) => ledger.syncLink(tx, 'L1', T0.toISOString()));
    await feed.drain();
    expect(feed.seen.some((s) => s.endsWith('rolled-back'))).toBe(false);
    expectEachChangeOnce(feed.seen, await finalStates(store));
  });

  /** Two writing instances and a reading one on a fresh database; A writes L0's voucher and holds its transaction open until released. */
  async function holdingWriter() {
    const location = await freshLocation(engine);
    const [a, b, r] = [await open(location), await open(location), await open(location)];
    await seed(a, 2);
    let release!: () => void;
    const held = new Promise<void>((res) => (release = res));
    let wrote!: () => void;
    const written = new Promise<void>((res) => (wrote = res));
    const writerA = a.transaction(async (tx) => {
      await change(new VoucherLedger(a), tx, 'L0', 'L0-a');
      wrote();
      await held;
    });
    await written;
    return { b, r, release, writerA, feed: reader(reportsOf(r), OPERATOR, 10) };
  }

  // Two handles on one SQLite file in one process would block each other's thread; SQLite is one writer per file anyway.
  it.runIf(engine === 'postgres')('two instances writing at once: a change held uncommitted is not skipped by a reader who saw a later one', async () => {
    const { b, r, release: releaseA, writerA, feed } = await holdingWriter();
    const ledgerB = new VoucherLedger(b);
    // B writes L1's voucher meanwhile and tries to commit.
    let bDone = false;
    const writerB = b
      .transaction((tx) => change(ledgerB, tx, 'L1', 'L1-b'))
      .finally(() => {
        bDone = true;
      });
    await someoneWaitsForALock(r, () => bDone);
    // The reader reads while A is open: whatever it sees, its cursor must not pass A's change.
    await feed.drain();
    releaseA();
    await Promise.all([writerA, writerB]);
    await feed.drain();
    expect(feed.seen.map((s) => s.split(':')[1]).sort()).toEqual(['L0-a', 'L1-b']);
    expectEachChangeOnce(feed.seen, await finalStates(r));
  });

  it.runIf(engine === 'postgres')('a change held uncommitted does not hold up another writer: numbers are taken at commit, in commit order', async () => {
    const { b, r, release: releaseA, writerA, feed } = await holdingWriter();
    // B commits while A is still open (it used to wait on the counter's row until A committed).
    await b.transaction((tx) => change(new VoucherLedger(b), tx, 'L1', 'L1-b'));
    await feed.drain();
    expect(feed.seen.map((s) => s.split(':')[1])).toEqual(['L1-b']);
    releaseA();
    await writerA;
    await feed.drain();
    // A committed last, so its number is the higher one (the feed pages in number order), and the reader whose
    // cursor passed B's still gets it.
    expect(feed.seen.map((s) => s.split(':')[1])).toEqual(['L1-b', 'L0-a']);
    expectEachChangeOnce(feed.seen, await finalStates(r));
  });

  it.runIf(engine === 'postgres')(
    'a link written with its record in one statement commits while a change is held, numbered at once; the reader gets both',
    async () => {
      const { b, r, release: releaseA, writerA, feed } = await holdingWriter();
      const before = await first<{ value: number }>(r.db, sql`SELECT value FROM change_sequence WHERE id = 1`);
      // A holds no lock on the counter until it commits, so B's statement takes the next number and commits now.
      expect(await linkInOneStatement(b, 'N1')).toBe(true);
      const n1 = await first<{ change_seq: number }>(r.db, sql`SELECT change_seq FROM vouchers WHERE payment_link_code = 'N1'`);
      // Numbered once, in the statement: not numbered again at its commit.
      expect(Number(n1?.change_seq)).toBe(Number(before?.value) + 1);
      expect(Number((await first<{ value: number }>(r.db, sql`SELECT value FROM change_sequence WHERE id = 1`))?.value)).toBe(Number(before?.value) + 1);
      await feed.drain();
      expect(feed.seen.map((s) => s.split(':')[1])).toEqual(['N1-g0']);
      releaseA();
      await writerA;
      await feed.drain();
      expect(feed.seen.map((s) => s.split(':')[1])).toEqual(['N1-g0', 'L0-a']);
      expectEachChangeOnce(feed.seen, await finalStates(r));
    },
  );

  it.runIf(engine === 'postgres')('a link with its record in one statement writes neither without its agency, and takes no number', async () => {
    const store = await open(await freshLocation(engine));
    await seed(store, 0);
    const before = await first<{ value: number }>(store.db, sql`SELECT value FROM change_sequence WHERE id = 1`);
    await exec(store.db, sql`INSERT INTO agencies (id, name, agency_type) VALUES (1, 'Agencia', 'retailer')`);
    await exec(store.db, sql`DELETE FROM agencies WHERE id = 1`);
    const record = {
      hotel_id: HOTEL,
      operation_type: 'payment_link',
      reservation_id: 'X',
      guest: 'x',
      payment_type: 'Link de pago',
      payment_status_code: 'pending',
    };
    const row = {
      code: 'X',
      kind: 'link' as const,
      hotelId: HOTEL,
      reservationId: null,
      agencyId: 1,
      apiKeyId: 1,
      amountMinor: 1,
      currency: 'COP',
      description: 'd',
    };
    const link = { ...row, guestName: 'x', email: 'e', phone: 'p', bookingFrom: null, bookingTo: null, source: null, externalRefId: null };
    const full = { ...link, tempWebhookUrl: null, successUrl: null, failureUrl: null, expiresAt: T0.toISOString(), createdAt: T0.toISOString() };
    expect(await insertPaymentLinkAndVoucher(store.db, full, { ...record, payment_link_code: 'X', created_at: 'c', updated_at: 'u' })).toBe(false);
    expect(await first(store.db, sql`SELECT (SELECT COUNT(*) FROM payment_links) AS links, (SELECT COUNT(*) FROM vouchers) AS vouchers`)).toEqual({
      links: 0,
      vouchers: 0,
    });
    expect(await first<{ value: number }>(store.db, sql`SELECT value FROM change_sequence WHERE id = 1`)).toEqual(before);
    // Inside a transaction the number would hold the counter until the caller commits: refused.
    await expect(store.transaction((tx) => insertPaymentLinkAndVoucher(tx, full, { guest: 'x' }))).rejects.toThrow('outside a transaction');
  });

  it.runIf(engine === 'sqlite')('a link and its record are never written in one statement on SQLite', async () => {
    const store = await open(await freshLocation(engine));
    await seed(store, 0);
    await expect(linkInOneStatement(store, 'N1')).rejects.toThrow('only on PostgreSQL');
  });

  it.runIf(engine === 'postgres')('two instances writing many changes while a reader pages: every change seen once', async () => {
    const location = await freshLocation(engine);
    const a = await open(location);
    const b = await open(location);
    const r = await open(location);
    const codes = await seed(a, 6);
    const writers = [new VoucherLedger(a), new VoucherLedger(b)];
    const stores = [a, b];
    const feed = reader(reportsOf(r), OPERATOR, 3);
    let writing = true;
    const write = async (w: number) => {
      for (let i = 1; i <= 25; i++) {
        // Each writer owns three links, and sometimes writes two changes in one transaction.
        const mine = codes.filter((_, k) => k % 2 === w);
        await stores[w]!.transaction(async (tx) => {
          await change(writers[w]!, tx, mine[i % 3]!, `${mine[i % 3]}-w${w}-${i}`);
          if (i % 4 === 0) await change(writers[w]!, tx, mine[(i + 1) % 3]!, `${mine[(i + 1) % 3]}-w${w}-${i}b`);
        });
        // Now and then a new link with its record in one statement, numbered in it, between the others' commits.
        if (i % 5 === 0) expect(await linkInOneStatement(stores[w]!, `N${w}-${i}`)).toBe(true);
      }
    };
    const reading = (async () => {
      while (writing) await feed.drain();
    })();
    await Promise.all([write(0), write(1)]);
    writing = false;
    await reading;
    await feed.drain();
    expectEachChangeOnce(feed.seen, await finalStates(r));
    // Each record's states arrive in the order they were written.
    for (const code of codes) {
      const states = feed.seen.map((s) => s.split(':')[1]!).filter((g) => g.startsWith(`${code}-`));
      const order = states.map((g) => Number(/-(\d+)b?$/.exec(g)?.[1] ?? 0));
      expect(order).toEqual([...order].sort((x, y) => x - y));
    }
    // The ten links written in one statement each were seen, and every number was handed out once.
    expect(feed.seen.filter((s) => /:N\d-\d+-g0$/.test(s))).toHaveLength(10);
    const numbers = await first<{ n: number; distinct: number; max: number; counter: number }>(
      r.db,
      sql`SELECT COUNT(*) AS n, COUNT(DISTINCT change_seq) AS distinct, MAX(change_seq) AS max, (SELECT value FROM change_sequence) AS counter FROM vouchers`,
    );
    expect(Number(numbers?.distinct)).toBe(Number(numbers?.n));
    expect(Number(numbers?.max)).toBe(Number(numbers?.counter));
  });

  it.runIf(engine === 'postgres')('two calls of one key at once take turns on the cursor: no record is returned twice', async () => {
    const location = await freshLocation(engine);
    const a = await open(location);
    const b = await open(location);
    await seed(a, 8);
    const ledger = new VoucherLedger(a);
    for (const code of ['L0', 'L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7']) await a.transaction((tx) => ledger.syncLink(tx, code, T0.toISOString()));
    const [p1, p2] = await Promise.all([
      reportsOf(a).listUpdatedHotelVouchers(OPERATOR, HOTEL, 'internal', { limit: 5 }),
      reportsOf(b).listUpdatedHotelVouchers(OPERATOR, HOTEL, 'internal', { limit: 5 }),
    ]);
    const ids = [...p1.data, ...p2.data].map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(8);
    // Another key has its own cursor and starts from the beginning.
    const other = await reportsOf(b).listUpdatedHotelVouchers({ keyId: 2, kind: 'operator', id: null }, HOTEL, 'internal');
    expect(other.data).toHaveLength(8);
  });
});
