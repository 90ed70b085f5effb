/**
 * Several instances of the service on ONE PostgreSQL database, each a real
 * Node process (`test/fixtures/pgService.ts`), driven concurrently over
 * HTTP with requests alternating or racing between them: the demo data is
 * seeded once; the last room is held once; a payment link is charged once; a
 * refund is credited once; an idempotency key makes one object; every
 * webhook is delivered, none twice; and the work of an instance killed with
 * SIGKILL mid-way (webhooks it had leased, a charge it had sent) is finished
 * by the others, nothing lost, nothing doubled. PostgreSQL only by nature:
 * several processes on one SQLite file is not a supported set-up.
 */
import type { RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bogotaDate } from '../../src/clock.js';
import { PAYMENT_STATUS } from '../../src/api/contract/index.js';
import { MSG_NO_AVAILABILITY } from '../../src/api/domain/bookings.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { exec, first, openStore, rows, sql, type Store } from '../../src/store/sql.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';
import { startInstance, startReceiver, until, type Instance, type Receiver } from '../helpers/instances.js';
import { createPostgresDatabase } from '../helpers/postgres.js';
import { call, payCheckout } from '../helpers/service.js';

const REFUNDED_MSG = 'El reembolso del valor del link fue aplicado al saldo precargado de la agencia';
const ALREADY_REFUNDED = 'Este link ya ha sido reembolsado';
const IDEM_CONFLICT = 'La Idempotency-Key ya se usó con otra solicitud';
/** What the checkout page (a 409) shows the loser of a race for one link: the winner's charge in process, or the link paid. */
const LINK_BUSY = /Pago en proceso|Pago aprobado/;

let db: string;
let store: Store;
let hooks: Receiver;
let a: Instance;
let b: Instance;
const extra: Instance[] = [];

beforeAll(async () => {
  db = await createPostgresDatabase('multi');
  hooks = await startReceiver();
  // Both start at the same moment on the empty database: migrations and demo seed race; one of each wins.
  // Charge recovery looks at a charge once it is 2 s old (the others' charges in flight are left alone until then).
  [a, b] = await Promise.all([
    startInstance(db, { name: 'A', webhookUrl: `${hooks.url}/key`, chargeRecoveryGraceMs: 2000 }),
    startInstance(db, { name: 'B', webhookUrl: `${hooks.url}/key`, chargeRecoveryGraceMs: 2000 }),
  ]);
  store = await openStore(db, serviceMigrations);
}, 60_000);

afterAll(async () => {
  await Promise.all([a, b, ...extra].filter(Boolean).map((i) => i.stop()));
  await store?.close();
  await hooks?.close();
});

/** The instance a request number `i` goes to: alternating A, B. */
const at = (i: number): Instance => (i % 2 === 0 ? a : b);
/** The other one. */
const other = (i: number): Instance => (i % 2 === 0 ? b : a);

/** The `n` of a `SELECT COUNT(*) AS n ...` on the shared database. */
const count = async (q: RawBuilder<unknown>): Promise<number> => (await first(store.db, q as RawBuilder<{ n: number }>))!.n;

/** Endpoint 14 at `inst` for agency 1 / hotel 1; `ref` makes a reservation link (null: a top-up link). */
async function createLink(inst: Instance, o: { ref: string | null; amount?: number; tempWebhook?: string }): Promise<string> {
  const body: Record<string, unknown> = paymentLinkBody({ amount: o.amount ?? 250000.5, description: 'Estadía 2 noches' });
  if (o.ref !== null) body.external_ref_id = o.ref;
  if (o.tempWebhook) body.temp_webhook_url = o.tempWebhook;
  const r = await call(inst.url, 'POST', '/v2/links/schedule', { body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.code as string;
}

/** For every agency: stored balance = the sum of its recharges; no link entered a balance twice. */
async function expectBalancesConsistent(): Promise<void> {
  const totals = await rows<{ id: number; balance: number; sum: number }>(
    store.db,
    sql`SELECT a.id, a.balance_minor AS balance, (SELECT COALESCE(SUM(r.amount_minor), 0) FROM recharges r WHERE r.agency_id = a.id) AS sum
          FROM agencies a ORDER BY a.id`,
  );
  for (const t of totals) expect(t.balance, `agency ${t.id}`).toBe(t.sum);
  expect(
    await rows(store.db, sql`SELECT payment_link_code FROM recharges WHERE payment_link_code IS NOT NULL GROUP BY payment_link_code HAVING COUNT(*) > 1`),
  ).toEqual([]);
}

/** The charge journal, carrier charges and recorded attempts of link `code`. */
async function chargesOf(code: string) {
  return {
    journal: await rows<{ status: string }>(store.db, sql`SELECT status FROM charge_attempts WHERE link_code = ${code} ORDER BY id`),
    carrier: await count(
      sql`SELECT COUNT(*) AS n FROM sandbox_charges s JOIN charge_attempts c ON c.idempotency_key = s.idempotency_key WHERE c.link_code = ${code}`,
    ),
    attempts: await rows<{ status: string }>(store.db, sql`SELECT status FROM payment_attempts WHERE link_code = ${code} ORDER BY id`),
    link: (await first<{ status: string }>(store.db, sql`SELECT status FROM payment_links WHERE code = ${code}`))!.status,
  };
}

describe('two service processes on one PostgreSQL database', () => {
  it('seeded the demo data and keys once, though both started on the empty database at once', async () => {
    expect(await count(sql`SELECT COUNT(*) AS n FROM hotels`)).toBe(12);
    expect(await count(sql`SELECT COUNT(*) AS n FROM agencies`)).toBe(2);
    const roomTypes = await count(sql`SELECT COUNT(*) AS n FROM room_types`);
    expect(roomTypes).toBe(43);
    expect(await count(sql`SELECT COUNT(*) AS n FROM inventory`)).toBe(roomTypes * 365);
    expect(await count(sql`SELECT COUNT(*) AS n FROM api_keys WHERE is_demo = 1`)).toBe(4);
    expect(await count(sql`SELECT COUNT(*) AS n FROM (SELECT portal_code, crs_id FROM reservations GROUP BY portal_code, crs_id HAVING COUNT(*) > 1) d`)).toBe(
      0,
    );
  });

  it('the last rooms: 12 chatbot bookings (endpoint 7) for 3 free rooms, half at each instance at once → 3 held, 9 told there is no availability', async () => {
    const checkin = addDays(bogotaDate(new Date()), 200);
    const checkout = addDays(checkin, 2);
    const offer = await firstOffer(a.url, 'Medellín', checkin, 2);
    const room = Number(offer.roomId);
    // Three rooms left on both nights, whatever the stock was.
    expect(await exec(store.db, sql`UPDATE inventory SET stock = allocated + 3 WHERE room_type_id = ${room} AND day >= ${checkin} AND day < ${checkout}`)).toBe(
      2,
    );
    const before = await rows<{ day: string; allocated: number; stock: number }>(
      store.db,
      sql`SELECT day, allocated, stock FROM inventory WHERE room_type_id = ${room} AND day >= ${checkin} AND day < ${checkout} ORDER BY day`,
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(at(i).url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, {
          body: bookingBody(offer, checkin, checkout, 2, 2, { email: `last-room-${i}@example.com` }),
        }),
      ),
    );
    for (const r of answers) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const held = answers.filter((r) => typeof r.body.chatbot_id === 'string');
    const refused = answers.filter((r) => r.body.chatbot_id === undefined);
    expect(held).toHaveLength(3);
    expect(refused).toHaveLength(9);
    for (const r of refused)
      expect(r.body).toEqual({ msg: MSG_NO_AVAILABILITY, no_available_rooms: [expect.objectContaining({ product: expect.any(String) })] });
    const after = await rows<{ day: string; allocated: number; stock: number }>(
      store.db,
      sql`SELECT day, allocated, stock FROM inventory WHERE room_type_id = ${room} AND day >= ${checkin} AND day < ${checkout} ORDER BY day`,
    );
    expect(after).toEqual(before.map((n) => ({ ...n, allocated: n.allocated + 3 })));
    for (const n of after) expect(n.allocated).toBeLessThanOrEqual(n.stock);
    expect(await count(sql`SELECT COUNT(*) AS n FROM chatbot_bookings WHERE email LIKE 'last-room-%'`)).toBe(3);
    // The winners' bookings are the ones stored, each with its held room.
    const stored = await rows<{ chatbot_id: string }>(
      store.db,
      sql`SELECT chatbot_id FROM chatbot_bookings WHERE email LIKE 'last-room-%' ORDER BY chatbot_id`,
    );
    expect(stored.map((s) => s.chatbot_id)).toEqual(held.map((r) => r.body.chatbot_id as string).sort());
  });

  it('a payment link paid at both instances at once (8 links): one charge, one applied payment; the loser sees the page\'s "in process / paid" answer', async () => {
    const codes = await Promise.all(Array.from({ length: 8 }, (_, i) => createLink(at(i), { ref: null, amount: 1000 + i })));
    await Promise.all(
      codes.map(async (code, i) => {
        const [x, y] = await Promise.all([
          payCheckout(`${at(i).url}/pay/${code}`, { number: '4242 4242 4242 4242' }),
          payCheckout(`${other(i).url}/pay/${code}`, { number: '4242424242424242' }),
        ]);
        const statuses = [x.status, y.status].sort();
        expect(statuses, `link ${code}`).toEqual([200, 409]);
        const loser = x.status === 409 ? x : y;
        expect(loser.html).toMatch(LINK_BUSY);
        expect(loser.html).not.toContain('name="card_number"');
        expect((x.status === 200 ? x : y).html).toContain('Pago aprobado');
        expect(await chargesOf(code)).toEqual({ journal: [{ status: 'recorded' }], carrier: 1, attempts: [{ status: 'applied' }], link: 'paid' });
      }),
    );
    // Top-up links of agency 1: each credited once.
    expect(await count(sql`SELECT COUNT(*) AS n FROM recharges WHERE payment_link_code IN (${sql.join(codes)})`)).toBe(8);
    await expectBalancesConsistent();
  });

  it('a refund (endpoint 1) sent six times to both instances at once, for 5 paid reservation links: credited once each', async () => {
    const refs = Array.from({ length: 5 }, (_, i) => `RES-MULTI-${i}`);
    const codes = await Promise.all(refs.map((ref, i) => createLink(at(i), { ref, amount: 80000 + i })));
    for (const [i, code] of codes.entries()) expect((await payCheckout(`${at(i).url}/pay/${code}`, { number: '4242424242424242' })).status).toBe(200);
    const balance = async () => (await first<{ b: number }>(store.db, sql`SELECT balance_minor AS b FROM agencies WHERE id = 1`))!.b;
    const start = await balance();
    await Promise.all(
      codes.map(async (code, i) => {
        const path = `/v2/preloaded-balance/${code}/agencies/1/reservation/${refs[i]}/refund`;
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, j) => call(at(j).url, 'POST', path, { key: j % 3 ? 'demo-agency-1' : 'demo-operator' })),
        );
        const ok = answers.filter((r) => r.status === 200);
        expect(ok.map((r) => r.body)).toEqual([{ msg: REFUNDED_MSG }]);
        for (const r of answers.filter((x) => x.status !== 200))
          expect([r.status, r.body]).toEqual([400, { code: 0, message: 'Error http: 400', detail: ALREADY_REFUNDED }]);
        expect(await rows(store.db, sql`SELECT kind, amount_minor AS "amountMinor" FROM recharges WHERE payment_link_code = ${code}`)).toEqual([
          { kind: 'refund', amountMinor: (80000 + i) * 100 },
        ]);
      }),
    );
    expect(await balance()).toBe(start + refs.reduce((s, _, i) => s + (80000 + i) * 100, 0));
    await expectBalancesConsistent();
  });

  it('idempotency keys sent to both instances at once (endpoints 14 and 7, 24 keys): one object and one answer per key; another body → 409', async () => {
    type Creation = { kind: 'link' | 'booking'; tag: string; path: string; json: unknown };
    const linkBody = (tag: string, amount = 250000.5) => ({
      hotel_id: 1,
      guest_name: 'Ana Gómez',
      email: 'ana@example.com',
      phone: '+573001234567',
      amount,
      description: 'Estadía 2 noches',
      available_hours: 24,
      agency_id: 1,
      external_ref_id: tag,
    });
    const creations: Creation[] = [];
    for (let i = 0; i < 24; i++) {
      const tag = `idem-multi-${i}`;
      if (i % 2 === 0) creations.push({ kind: 'link', tag, path: '/v2/links/schedule', json: linkBody(tag) });
      else {
        const checkin = addDays(bogotaDate(new Date()), 100 + i);
        const offer = await firstOffer(a.url, 'Bogotá', checkin, 1);
        creations.push({
          kind: 'booking',
          tag,
          path: `/v2/bookings/hotel_id=${offer.hotelId}`,
          json: bookingBody(offer, checkin, addDays(checkin, 1), 1, 2, { email: `${tag}@example.com` }),
        });
      }
    }
    const send = (inst: Instance, c: Creation, key: string, json = c.json) =>
      call(inst.url, 'POST', c.path, { body: json, headers: { 'idempotency-key': key } });
    const objects = async (c: Creation): Promise<string[]> =>
      (c.kind === 'link'
        ? await rows<{ id: string }>(store.db, sql`SELECT code AS id FROM payment_links WHERE kind = 'link' AND external_ref_id = ${c.tag}`)
        : await rows<{ id: string }>(store.db, sql`SELECT chatbot_id AS id FROM chatbot_bookings WHERE email = ${`${c.tag}@example.com`}`)
      ).map((r) => r.id);
    const idOf = (c: Creation, body: any): string => (c.kind === 'link' ? body.code : body.chatbot_id);

    const answers = await Promise.all(creations.map((c, i) => Promise.all([send(at(i), c, `multi-key-${i}`), send(other(i), c, `multi-key-${i}`)])));
    for (const [i, c] of creations.entries()) {
      const [x, y] = answers[i]!;
      expect([x.status, y.status], `multi-key-${i} (${c.kind}): ${JSON.stringify([x.body, y.body])}`).toEqual([200, 200]);
      expect(y.body).toEqual(x.body);
      expect(
        [x.headers['idempotent-replayed'], y.headers['idempotent-replayed']].filter((h) => h === 'true'),
        `multi-key-${i}: one created, one replayed`,
      ).toHaveLength(1);
      expect(await objects(c), `multi-key-${i}`).toEqual([idOf(c, x.body)]);
      // Another body under the same key, at the other instance: refused, nothing created.
      const changed = c.kind === 'link' ? linkBody(c.tag, 1234) : { ...(c.json as object), reservation: { ...(c.json as any).reservation, notes: 'otra' } };
      const conflict = await send(other(i), c, `multi-key-${i}`, changed);
      expect([conflict.status, conflict.body]).toEqual([409, { code: '409', message: expect.any(String), detail: IDEM_CONFLICT }]);
      expect(await objects(c)).toHaveLength(1);
    }

    // Two different bodies under one new key, one at each instance at once: one wins, the other is a 409.
    const raced = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const [x, y] = await Promise.all([
          send(at(i), creations[0]!, `multi-diff-${i}`, linkBody(`idem-diff-${i}-x`)),
          send(other(i), creations[0]!, `multi-diff-${i}`, linkBody(`idem-diff-${i}-y`)),
        ]);
        return { i, statuses: [x.status, y.status].sort(), conflict: [x, y].find((r) => r.status === 409)?.body.detail };
      }),
    );
    for (const r of raced) {
      expect(r.statuses, `multi-diff-${r.i}`).toEqual([200, 409]);
      expect(r.conflict).toBe(IDEM_CONFLICT);
      expect(await count(sql`SELECT COUNT(*) AS n FROM payment_links WHERE external_ref_id IN (${`idem-diff-${r.i}-x`}, ${`idem-diff-${r.i}-y`})`)).toBe(1);
    }
  });

  it('webhooks: 12 payments alternating between the instances, both workers running → every webhook delivered, none twice', async () => {
    const codes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createLink(at(i), { ref: `HOOK-${i}`, amount: 5000 + i, tempWebhook: `${hooks.url}/link-${i}` })),
    );
    await Promise.all(
      codes.map(async (code, i) => expect((await payCheckout(`${other(i).url}/pay/${code}`, { number: '4242424242424242' })).status).toBe(200)),
    );
    // Two per payment (the link's own URL and the key's), plus those of the earlier tests' payments: the whole outbox.
    const outbox = async () =>
      rows<{ webhookId: string; status: string; attempts: number }>(
        store.db,
        sql`SELECT webhook_id AS "webhookId", status, attempts FROM webhook_outbox ORDER BY id`,
      );
    await until('every outbox row is delivered', async () => (await outbox()).every((r) => r.status === 'delivered'));
    const all = await outbox();
    expect(all.length).toBeGreaterThanOrEqual(24 + 8 + 5);
    const forLinks = hooks.received.filter((w) => w.body.external_ref_id?.startsWith('HOOK-') || w.body.details?.external_ref_id?.startsWith('HOOK-'));
    expect(forLinks).toHaveLength(24);
    for (const r of all) {
      expect(hooks.acked.get(r.webhookId), r.webhookId).toBe(1);
      expect(r.attempts).toBe(1);
    }
    const sent = hooks.received.map((w) => w.webhookId).sort();
    expect(sent).toEqual(all.map((r) => r.webhookId).sort());
  });
});

describe('an instance killed with SIGKILL mid-work: the others finish it', () => {
  /** The instances killed below (V1 its webhooks, V2 an in-process charge, V3 a charge whose answer it holds), started at once beside A and B. */
  let v1: Instance;
  let v2: Instance;
  let v3: Instance;
  beforeAll(async () => {
    [v1, v2, v3] = await Promise.all([
      startInstance(db, { name: 'V1', webhookUrl: `${hooks.url}/key` }),
      startInstance(db, { name: 'V2', webhookUrl: `${hooks.url}/key`, settleDelayMs: 1500 }),
      startInstance(db, { name: 'V3', webhookUrl: `${hooks.url}/key`, carrierHoldMs: 60_000 }),
    ]);
    extra.push(v1, v2, v3);
  }, 60_000);

  it('three more instances starting at once on the seeded database seed nothing', async () => {
    expect(await count(sql`SELECT COUNT(*) AS n FROM hotels`)).toBe(12);
    expect(await count(sql`SELECT COUNT(*) AS n FROM inventory`)).toBe(43 * 365);
    expect(await count(sql`SELECT COUNT(*) AS n FROM api_keys WHERE is_demo = 1`)).toBe(4);
    expect(await count(sql`SELECT COUNT(*) AS n FROM agencies`)).toBe(2);
  });

  it('webhooks it had leased (its deliveries to a slow receiver hanging) are delivered by the others after their lease, once', async () => {
    const v = v1;
    hooks.holdFrom.add('V1');
    let paid = 0;
    const pay = async () => {
      const code = await createLink(v, { ref: `LEASE-${Math.random().toString(36).slice(2, 8)}`, amount: 7000, tempWebhook: `${hooks.url}/lease` });
      expect((await payCheckout(`${v.url}/pay/${code}`, { number: '4242424242424242' })).status).toBe(200);
      paid++;
    };
    while (paid < 4) await pay();
    // Every instance polls the shared outbox, so on a busy machine the others may claim all of V1's webhooks
    // before V1 does: V1 takes more payments (two webhooks each) until it is holding one of its own.
    await until('V1 is holding a delivery the receiver does not answer', async () => {
      if (hooks.held.some((w) => w.from === 'V1')) return true;
      if (paid < 12) await pay();
      return false;
    });
    const heldIds = hooks.received.filter((w) => w.from === 'V1').map((w) => w.webhookId);
    await v.kill();
    hooks.holdFrom.delete('V1');
    expect(await v.exited).toBe('SIGKILL');

    const rowsOf = async () =>
      rows<{ webhookId: string; status: string; attempts: number }>(
        store.db,
        sql`SELECT webhook_id AS "webhookId", status, attempts FROM webhook_outbox WHERE payload LIKE ${'%LEASE-%'} ORDER BY id`,
      );
    await until("every webhook of the dead instance's payments is delivered", async () => {
      const r = await rowsOf();
      return r.length === 2 * paid && r.every((x) => x.status === 'delivered');
    });
    for (const r of await rowsOf()) {
      expect(hooks.acked.get(r.webhookId), r.webhookId).toBe(1);
      // The dead instance's tries were never recorded: the one recorded try is the delivery.
      expect(r.attempts).toBe(1);
    }
    for (const id of heldIds) {
      expect(hooks.acked.get(id), id).toBe(1);
      expect(hooks.received.filter((w) => w.webhookId === id && w.from !== 'V1')).toHaveLength(1);
    }
  });

  it('right after it answered an in-process checkout (settle delay running): the others settle it once', async () => {
    const v = v2;
    const code = await createLink(a, { ref: null, amount: 3000 });
    const paid = await payCheckout(`${v.url}/pay/${code}`, { number: '4000 0000 0000 0077' });
    expect(paid.status).toBe(202);
    expect(paid.html).toContain('Pago en proceso');
    await v.kill();
    // Settled already if all this took longer than the settle delay; never anything else.
    const now = await chargesOf(code);
    if (now.link !== 'paid') expect(now).toEqual({ journal: [{ status: 'recorded' }], carrier: 1, attempts: [{ status: 'in_process' }], link: 'in_process' });
    await until('the in-process charge settles', async () => (await chargesOf(code)).link === 'paid');
    expect(await chargesOf(code)).toEqual({ journal: [{ status: 'recorded' }], carrier: 1, attempts: [{ status: 'applied' }], link: 'paid' });
    const hook = async () =>
      (await first<{ id: string; status: string }>(store.db, sql`SELECT webhook_id AS id, status FROM webhook_outbox WHERE payload LIKE ${`%${code}%`}`))!;
    await until('its webhook is delivered', async () => (await hook())?.status === 'delivered');
    expect(await count(sql`SELECT COUNT(*) AS n FROM webhook_outbox WHERE payload LIKE ${`%${code}%`}`)).toBe(1);
    expect(hooks.acked.get((await hook()).id)).toBe(1);
    expect(await count(sql`SELECT COUNT(*) AS n FROM recharges WHERE payment_link_code = ${code}`)).toBe(1);
    await expectBalancesConsistent();
  });

  it("while the carrier's answer to its charge was on the way (a chatbot booking's link): the others' charge recovery records it once", async () => {
    const v = v3;
    const checkin = addDays(bogotaDate(new Date()), 150);
    const offer = await firstOffer(a.url, 'Cartagena', checkin, 2);
    const booked = await call(a.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, {
      body: bookingBody(offer, checkin, addDays(checkin, 2), 2, 2, { email: 'recovered@example.com' }),
    });
    const chatbotId = booked.body.chatbot_id as string;
    expect(chatbotId).toEqual(expect.any(String));
    const code = (await first<{ code: string }>(store.db, sql`SELECT payment_link_code AS code FROM chatbot_bookings WHERE chatbot_id = ${chatbotId}`))!.code;

    const paying = payCheckout(`${v.url}/pay/${code}`, { number: '4242424242424242' });
    paying.catch(() => undefined);
    await until('the carrier has the charge (the answer is held in V3)', async () => (await chargesOf(code)).carrier === 1);
    expect(await chargesOf(code)).toEqual({ journal: [{ status: 'sent' }], carrier: 1, attempts: [], link: 'in_process' });
    await v.kill();
    await expect(paying).rejects.toThrow();

    await until('charge recovery records the charge', async () => (await chargesOf(code)).link === 'paid');
    expect(await chargesOf(code)).toEqual({ journal: [{ status: 'recorded' }], carrier: 1, attempts: [{ status: 'applied' }], link: 'paid' });
    const tx = await first<{ a: string; s: string }>(
      store.db,
      sql`SELECT p.transaction_id AS a, s.transaction_id AS s FROM payment_attempts p, charge_attempts c JOIN sandbox_charges s ON s.idempotency_key = c.idempotency_key
           WHERE p.link_code = ${code} AND c.link_code = ${code}`,
    );
    expect(tx!.a).toBe(tx!.s);
    const status = await call(b.url, 'GET', `/v2/bookings/chatbot/${chatbotId}/status`);
    expect(status.body.payment_status).toBe(PAYMENT_STATUS.applied);
    expect((await first<{ status: string }>(store.db, sql`SELECT status FROM chatbot_bookings WHERE chatbot_id = ${chatbotId}`))!.status).toBe('confirmed');
    const hook = async () =>
      first<{ id: string; status: string }>(store.db, sql`SELECT webhook_id AS id, status FROM webhook_outbox WHERE payload LIKE ${`%${chatbotId}%`}`);
    await until('its webhook is delivered', async () => (await hook())?.status === 'delivered');
    expect(await count(sql`SELECT COUNT(*) AS n FROM webhook_outbox WHERE payload LIKE ${`%${chatbotId}%`}`)).toBe(1);
    expect(hooks.acked.get((await hook())!.id)).toBe(1);
    // Paying again is refused at either instance.
    for (const inst of [a, b]) expect((await payCheckout(`${inst.url}/pay/${code}`, { number: '4242424242424242' })).status).toBe(409);
    expect((await chargesOf(code)).carrier).toBe(1);
  });
});
