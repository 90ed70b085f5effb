/**
 * Slash commands of the Slack app, end to end: signed requests to the real
 * Bolt HTTP receiver, the real service (endpoints 4, 5, 11, 13) on a real
 * SQLite file, links in a real bot database, and the fake Slack Web API
 * receiving the response_url answers. Also: signature refusals, access
 * between hotels, English workspaces.
 */
import { describe, expect, it } from 'vitest';
import { CHATBOT_ID_PATTERN } from '../../../src/api/contract/index.js';
import { addDays, bogotaDate } from '../../../src/clock.js';
import { formatCopExact, formatPhone, formatShortBogotaInstant } from '../../../src/texts/format.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../../helpers/booking.js';

const cop = (amount: string | number) => formatCopExact(amount, 'es');
import { call, payCheckout, T0 } from '../../helpers/service.js';
import {
  blocksText,
  buttonClick,
  expectTodaysArrivals,
  postToBolt,
  rawBookingsOf,
  SIGNING_SECRET,
  slackStackEachTest,
  slashCommand,
  type SlackStack,
} from '../../helpers/slack.js';

let s: SlackStack;
slackStackEachTest((stack) => (s = stack), { linkHotel: 1 });

const TODAY = bogotaDate(T0); // 2026-11-21
const raw = (start: string, end: string) => rawBookingsOf(s.svc, start, end);

describe('/reservas', () => {
  it("with no text lists today's arrivals of the user's hotel, with the service's names and amounts", async () => {
    const expected = await raw(TODAY, TODAY);
    expect(expected.length).toBeGreaterThan(0);
    const { res, reply } = await s.command('/reservas', '');
    expect(res.status).toBe(200);
    expect(reply.response_type).toBe('ephemeral');
    const text = blocksText(reply.blocks);
    expectTodaysArrivals(text, expected);
    // One known seeded booking, spelled out: 866000.00 COP shown es-CO.
    expect(text).toContain('Total: COP 866.000');
    // The cm id was learnt from endpoint 4 and stored on the link.
    expect((await s.links.resolve('T1', 'U1'))?.cmHotelId).toBe('100001');
  });

  it('with a range and with "mañana"', async () => {
    const range = await raw('2026-12-01', '2026-12-05');
    const { reply } = await s.command('/reservas', '2026-12-01 2026-12-05');
    const text = blocksText(reply.blocks);
    expect(text).toContain('del mar 1 dic al sáb 5 dic');
    for (const b of range) expect(text).toContain(`Reserva ${b.reservation_id}`);

    const tomorrow = addDays(TODAY, 1);
    const tb = await raw(tomorrow, tomorrow);
    const r2 = (await s.command('/reservas', 'mañana')).reply;
    const t2 = blocksText(r2.blocks);
    expect(t2).toContain('llegada el dom 22 nov');
    if (tb.length === 0) expect(t2).toContain('No hay reservas con llegada en esas fechas.');
    for (const b of tb) expect(t2).toContain(`Reserva ${b.reservation_id}`);
  });

  it('pages long lists with Siguiente / Anterior buttons that replace the message', async () => {
    const start = addDays(TODAY, -30);
    const end = addDays(TODAY, 31);
    const all = await raw(start, end);
    expect(all.length).toBeGreaterThan(10); // the seed has enough for two pages
    const { reply } = await s.command('/reservas', `${start} ${end}`);
    const text = blocksText(reply.blocks);
    expect(text).toContain(`Página 1 de ${Math.ceil(all.length / 10)}`);
    for (const b of all.slice(0, 10)) expect(text).toContain(`Reserva ${b.reservation_id}`);
    expect(text).not.toContain(`Reserva ${all[10].reservation_id}`);
    const actions = reply.blocks.find((b: any) => b.type === 'actions');
    expect(actions.elements.map((e: any) => e.text.text)).toEqual(['Siguiente']);
    const next = actions.elements[0];

    const click = (value: string, actionId: string, name: string) =>
      s.post(buttonClick({ actionId, value, trigger: 'trig-page', responseUrl: s.slack.responseUrl(name) }));
    expect((await click(next.value, next.action_id, 'page2')).status).toBe(200);
    const [p2] = await s.slack.waitFor('response:page2');
    expect(p2.replace_original).toBe(true);
    const t2 = blocksText(p2.blocks);
    expect(t2).toContain('Página 2 de');
    expect(t2).toContain(`Reserva ${all[10].reservation_id}`);
    expect(t2).not.toContain(`Reserva ${all[0].reservation_id}`);
    const prev = p2.blocks.find((b: any) => b.type === 'actions').elements.find((e: any) => e.text.text === 'Anterior');
    await click(prev.value, prev.action_id, 'page1');
    const [p1] = await s.slack.waitFor('response:page1');
    expect(blocksText(p1.blocks)).toContain(`Reserva ${all[0].reservation_id}`);
  });

  it('issue point 11: a past no-show is not shown as money to collect; each arrival shows its portal number and notes; in the workspace language', async () => {
    // A seeded pay-at-hotel booking whose guest never came (check-in status 2), nothing prepaid: endpoint 4 still says total left to pay.
    const ns = s.svc.db
      .prepare(
        `SELECT id, crs_id AS crs, checkin FROM reservations WHERE hotel_id = 1 AND checkin_status = 2 AND prepaid_minor = 0 ORDER BY checkin, id LIMIT 1`,
      )
      .get() as { id: number; crs: string; checkin: string };
    expect(ns).toBeDefined();
    const [b] = (await raw(ns.checkin, ns.checkin)).filter((x) => x.reservation_id === String(ns.id));
    expect(b.status).toBe('No show');
    expect(Number(b.guest_left_to_pay)).toBeGreaterThan(0);
    const lineOf = (text: string) => text.split('\n*').find((l) => l.includes(`Reserva ${ns.id}`) || l.includes(`Booking ${ns.id}`))!;

    const es = lineOf(blocksText((await s.command('/reservas', ns.checkin)).reply.blocks));
    expect(es).toContain('Estado: No se presentó');
    expect(es).toContain(`Total: ${cop(b.total_amount)}`);
    expect(es).not.toContain('Por pagar');
    expect(es).not.toContain('Pendiente de pago');
    expect(es).not.toContain('No show'); // the service's English-looking text, not the workspace's Spanish
    expect(es).toContain(`(Nº del portal: ${ns.crs})`);
    // /reserva does not offer to collect it either.
    const one = (await s.command('/reserva', String(ns.id))).reply;
    expect(blocksText(one.blocks)).toContain('Estado: No se presentó');
    expect(blocksText(one.blocks)).not.toContain('Por pagar');
    expect(JSON.stringify(one.blocks)).not.toContain('reserva_mark_paid');

    // Today's arrivals carry the portal's own number and what the guest asked for (endpoint 4's crs_id and notes).
    const today = blocksText((await s.command('/reservas', '')).reply.blocks);
    const withNotes = s.svc.db
      .prepare(`SELECT id, crs_id AS crs, notes FROM reservations WHERE hotel_id = 1 AND checkin = ? AND notes <> '' ORDER BY id`)
      .all(TODAY) as {
      id: number;
      crs: string;
      notes: string;
    }[];
    expect(withNotes.length).toBeGreaterThan(0);
    for (const r of withNotes) {
      const line = today.split('\n*').find((l) => l.includes(`Reserva ${r.id}`));
      expect(line).toContain(`(Nº del portal: ${r.crs})`);
      expect(line).toContain(`Notas: ${r.notes}`);
    }

    await s.links.setLanguage('T1', 'en', T0);
    const en = lineOf(blocksText((await s.command('/reservas', ns.checkin)).reply.blocks));
    expect(en).toContain('Status: No-show');
    expect(en).not.toContain('Left to pay');
    expect(en).toContain(`(Portal no.: ${ns.crs})`);
  });

  it("issue point 11: each arrival says who arrives (adults, children, rooms), the room type and the guest's phone, from endpoint 4's extensions", async () => {
    const today = blocksText((await s.command('/reservas', '')).reply.blocks);
    const arriving = s.svc.db
      .prepare(`SELECT id, rooms, adults, children, telephone, room_type FROM reservations WHERE hotel_id = 1 AND checkin = ? ORDER BY id`)
      .all(TODAY) as { id: number; rooms: number; adults: number; children: number; telephone: string | null; room_type: string | null }[];
    expect(arriving.length).toBeGreaterThan(0);
    expect(arriving.some((r) => r.telephone)).toBe(true);
    for (const r of arriving) {
      const line = today.split('\n*').find((l) => l.includes(`Reserva ${r.id}`))!;
      const party = `${r.adults} ${r.adults === 1 ? 'adulto' : 'adultos'}${r.children ? `, ${r.children} ${r.children === 1 ? 'niño' : 'niños'}` : ''} · ${r.rooms} ${r.rooms === 1 ? 'habitación' : 'habitaciones'}`;
      expect(line).toContain(party);
      if (r.telephone) expect(line).toContain(`Tel.: ${formatPhone(r.telephone)}`);
      expect(r.room_type).toBeTruthy();
      expect(line).toContain(`${party} · ${r.room_type}`);
    }
  });

  it('bad text, a reversed range and a range over 62 days are answered politely with an example', async () => {
    const bad = (await s.command('/reservas', 'banana')).reply;
    expect(bad.text).toContain('No entendí las fechas «banana»');
    expect(bad.text).toContain('/reservas 2026-12-01 2026-12-05');
    const rev = (await s.command('/reservas', '2026-12-05 2026-12-01')).reply;
    expect(rev.text).toContain('anterior a la inicial');
    const long = (await s.command('/reservas', '2026-12-01 2027-03-01')).reply;
    expect(long.text).toContain('como máximo 62 días');
  });
});

describe('/reserva', () => {
  it('shows a prepaid reservation with its charge, and the action buttons', async () => {
    // 2600003: seeded expedia reservation arriving today, prepaid 879000 by card.
    const { reply } = await s.command('/reserva', '2600003');
    const text = blocksText(reply.blocks);
    expect(text).toContain('Reserva 2600003');
    expect(text).toContain('John Moreno');
    expect(text).toContain('Fechas: sáb 21 – dom 22 nov (1 noche)'); // TODAY to the day after
    expect(text).toContain('Estado: Pagada');
    expect(text).toContain('Total: COP 879.000 · Prepagado: COP 879.000');
    expect(text).not.toContain('Por pagar');
    // The charge in staff's words (not the processor's "Aplicado").
    expect(text).toContain('*Cobro:* Aprobado · Monto: COP 879.000 · Tarjeta: visa ************4242');
    // The charge's time in hotel time, written like every instant of the app (`sáb 21 nov, 9:15 a. m.`).
    expect(text).toMatch(/Tarjeta: [^·]+ · Fecha: (lun|mar|mié|jue|vie|sáb|dom) \d{1,2} [a-z]{3}( \d{4})?, \d{1,2}:\d{2} [ap]\. m\./);
    expect(text).toContain('*Reembolso:* Sin reembolso.');
    // Already paid: only the check-in status can be changed.
    const buttons = reply.blocks.find((b: any) => b.type === 'actions').elements;
    expect(buttons.map((b: any) => b.text.text)).toEqual(['Cambiar estado de check-in']);
    expect(JSON.parse(buttons[0].value)).toEqual({ n: '2600003', p: 'expedia', total: 879000 });
  });

  it('issue point 12: offers only the actions that make sense, names the charge in the workspace language, shows (and accepts) the portal number', async () => {
    const crsOf = (id: number) => (s.svc.db.prepare('SELECT crs_id AS crs FROM reservations WHERE id = ?').get(id) as { crs: string }).crs;
    // Paid (2600003, Expedia): no "Marcar como pagada"; the portal's own number shown.
    const paid = (await s.command('/reserva', '2600003')).reply;
    const paidButtons = paid.blocks.find((b: any) => b.type === 'actions').elements.map((e: any) => e.action_id);
    expect(paidButtons).toEqual(['reserva_change_status']);
    expect(blocksText(paid.blocks)).toContain(`Portal: Expedia (Nº del portal: ${crsOf(2600003)})`);
    // The same booking asked for by its portal number.
    const byCrs = blocksText((await s.command('/reserva', crsOf(2600003))).reply.blocks);
    expect(byCrs).toContain('*Reserva 2600003* · John Moreno');

    // Unpaid (2600001, Tripadvisor): it can be marked paid; its check-in status cannot be changed through the service (endpoint 18 takes four portals).
    const unpaid = (await s.command('/reserva', '2600001')).reply;
    const unpaidButtons = unpaid.blocks.find((b: any) => b.type === 'actions').elements;
    expect(unpaidButtons.map((e: any) => [e.action_id, e.text.text, e.value])).toEqual([['reserva_mark_paid', 'Marcar como pagada', '2600001']]);

    // English: every word of the charge is English.
    await s.links.setLanguage('T1', 'en', T0);
    const en = blocksText((await s.command('/reserva', '2600003')).reply.blocks);
    expect(en).toContain('*Charge:* Approved · Amount: COP 879,000 · Card: visa ************4242');
    expect(en).toContain(`Portal: Expedia (Portal no.: ${crsOf(2600003)})`);
    expect(en).not.toMatch(/Aplicado|Pagada|Cobro|Reembolso/);
  });

  it("refuses another hotel's reservation with the not-found text, showing nothing of it", async () => {
    const other = s.svc.db.prepare(`SELECT id, first_name AS first FROM reservations WHERE hotel_id = 2 AND prepaid_minor > 0 LIMIT 1`).get() as {
      id: number;
      first: string;
    };
    const { reply } = await s.command('/reserva', String(other.id));
    expect(reply.text).toBe(`No encontré la reserva ${other.id} en tu hotel.`);
    expect(JSON.stringify(reply)).not.toContain(other.first);
  });

  it("a staff member linked to hotel 2 cannot see hotel 1's reservation (user link beats the workspace link)", async () => {
    await s.links.link({ teamId: 'T1', kind: 'user', slackId: 'U2', hotelId: 2 }, T0);
    const { reply } = await s.command('/reserva', '2600003', { user_id: 'U2' });
    expect(reply.text).toBe('No encontré la reserva 2600003 en tu hotel.');
    expect(JSON.stringify(reply)).not.toContain('John');
  });

  it('without a number answers the usage', async () => {
    expect((await s.command('/reserva', 'abc')).reply.text).toBe('Uso: `/reserva` seguido del número de reserva, por ejemplo `/reserva 2600001`.');
  });
});

describe('/pago', () => {
  it("shows a paid payment link's status", async () => {
    const link = await call(s.svc.url, 'POST', '/v2/links/schedule', { body: paymentLinkBody({ external_ref_id: 'RES-9' }) });
    expect(link.status).toBe(200);
    const paid = await payCheckout(link.body.url, { number: '4242424242424242' });
    expect(paid.status).toBeLessThan(400);
    const { reply } = await s.command('/pago', link.body.code);
    const text = blocksText(reply.blocks);
    expect(text).toContain(`Link de pago ${link.body.code}`);
    // What a receptionist asks of a link: paid or not, by whom, how much, for what, when.
    expect(text).toContain('Estado: *Pagado*');
    expect(text).toContain('Huésped: Ana Gómez · Monto: COP 250.000');
    expect(text).toContain('Concepto: Estadía · Referencia: RES-9');
    expect(text).toMatch(/Fecha: sáb 21 nov, \d{1,2}:\d{2} [ap]\. m\. · Tarjeta: visa \*+4242/);
    expect(text).toMatch(/Id de transacción: sbx_[\w-]+/);
    expect(text).toContain(link.body.url);
    // No processor wording or codes, no English in a Spanish workspace.
    expect(text).not.toMatch(/Aplicado|applied|charge|Pago aprobado por la entidad/);
  });

  it('issue point 13: in an English workspace, all English; a chatbot booking shows when its link expires', async () => {
    await s.links.setLanguage('T1', 'en', T0);
    const link = await call(s.svc.url, 'POST', '/v2/links/schedule', {
      body: paymentLinkBody({ booking_dates: '2026-11-25 - 2026-11-27', description: 'Stay', external_ref_id: 'RES-10' }),
    });
    expect((await payCheckout(link.body.url, { number: '4242424242424242' })).status).toBeLessThan(400);
    const en = blocksText((await s.command('/pago', link.body.code)).reply.blocks);
    expect(en).toContain(`Payment link ${link.body.code}`);
    expect(en).toContain('Status: *Paid*');
    expect(en).toContain('Guest: Ana Gómez · Amount: COP 250,000');
    expect(en).toContain('For: Stay · Reference: RES-10 · Arrival: Wed Nov 25');
    expect(en).not.toMatch(/Aplicado|applied|Pago aprobado|Transacción|Comentarios|Detalle/);

    // A chatbot booking awaiting payment, asked for by its reservation number: its guest, and until when its link takes payment (endpoint 19), in Bogotá time.
    await s.links.setLanguage('T1', 'es', T0);
    const checkin = addDays(TODAY, 5);
    const offer = await firstOffer(s.svc.url, 'Cartagena', checkin, 2);
    expect(offer.internalId).toBe(1);
    const created = await call(s.svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, checkin, addDays(checkin, 2), 2) });
    expect(created.status).toBe(200);
    const expires = (await call(s.svc.url, 'GET', `/v2/bookings/chatbot/${created.body.chatbot_id}`)).body.expiration_date as string;
    const number = String(
      (
        s.svc.db
          .prepare(`SELECT r.id AS id FROM reservations r JOIN chatbot_bookings b ON b.id = r.chatbot_booking_id WHERE b.chatbot_id = ?`)
          .get(created.body.chatbot_id) as { id: number }
      ).id,
    );
    const pending = blocksText((await s.command('/pago', number)).reply.blocks);
    expect(pending).toContain(`Pago de reserva por chatbot ${number}`);
    expect(pending).toContain('Estado: *Sin pagar*');
    const [booking] = (await raw(checkin, checkin)).filter((b) => b.reservation_id === number);
    expect(pending).toContain(`Huésped: Ana Gómez · Monto: ${cop(booking.total_amount)}`); // what its link asks for
    expect(pending).toContain(`Vence: ${formatShortBogotaInstant(expires, 'es', 2026)}`);
  });

  it("issue point 13: an unpaid payment link shows its guest, amount, purpose and expiry (endpoint 13's payment_link), all in English", async () => {
    await s.links.setLanguage('T1', 'en', T0);
    const link = await call(s.svc.url, 'POST', '/v2/links/schedule', {
      body: paymentLinkBody({ guest_name: 'Luis Pérez', email: 'luis@example.com', amount: 180000.5, description: 'Deposit', available_hours: 6 }),
    });
    expect(link.status).toBe(200);
    const record = (
      await call(s.svc.url, 'GET', `/v2/common/transaction-status?hotel_id=1&ref_number=${link.body.code}&transaction_type=payment_link`, {
        key: 'demo-operator',
      })
    ).body;
    expect(record.payment_link).toEqual({
      amount: 180000.5,
      currency: 'COP',
      description: 'Deposit',
      guest_name: 'Luis Pérez',
      expiration_date: '2026-11-21T16:00:00-05:00',
    });
    const en = blocksText((await s.command('/pago', link.body.code)).reply.blocks);
    expect(en).toContain('Status: *Not paid yet*');
    expect(en).toContain('Guest: Luis Pérez · Amount: COP 180,000.50');
    expect(en).toContain('For: Deposit');
    expect(en).toContain(`Expires: ${formatShortBogotaInstant('2026-11-21T16:00:00-05:00', 'en', 2026)}`);
    expect(en).not.toMatch(/Pendiente|Sin pagar|Monto|Vence/);
  });

  it('an unknown reference is not found', async () => {
    expect((await s.command('/pago', 'nope123')).reply.text).toBe('No encontré ninguna transacción con la referencia nope123 en tu hotel.');
  });
});

describe('access and signatures', () => {
  it('a workspace not linked to any hotel is refused politely and shown no data', async () => {
    const { reply } = await s.command('/reservas', '', { team_id: 'T9' });
    expect(reply.text).toContain('no está vinculado a ningún hotel');
    expect(reply.blocks.length).toBe(1);
  });

  it('a bad signature and a stale timestamp are refused with 401 and no listener runs', async () => {
    const body = slashCommand({ command: '/reservas', text: '', response_url: s.slack.responseUrl('sig') });
    const bad = await postToBolt(s.url, SIGNING_SECRET, body, undefined, { signature: `v0=${'0'.repeat(64)}` });
    expect(bad.status).toBe(401);
    const wrongSecret = await postToBolt(s.url, 'another-secret', body);
    expect(wrongSecret.status).toBe(401);
    const stale = await postToBolt(s.url, SIGNING_SECRET, body, undefined, { timestampSec: Math.floor(Date.now() / 1000) - 6 * 60 });
    expect(stale.status).toBe(401);
    // A correctly signed request does reach the listener (so the refusals above were not for another reason)…
    const ok = await postToBolt(s.url, SIGNING_SECRET, slashCommand({ command: '/reservas', text: '', response_url: s.slack.responseUrl('ok') }));
    expect(ok.status).toBe(200);
    await s.slack.waitFor('response:ok');
    // …and the refused ones never did.
    expect(s.slack.responses('sig')).toEqual([]);
  });

  it('an English workspace gets English texts', async () => {
    await s.links.setLanguage('T1', 'en', T0);
    const { reply } = await s.command('/reservas', 'tomorrow');
    expect(blocksText(reply.blocks)).toMatch(/arriving on 2026-11-22|No bookings arrive on those dates/);
    const bad = (await s.command('/reservas', 'banana')).reply;
    expect(bad.text).toContain(`I couldn't read the dates "banana"`);
    const nf = (await s.command('/reserva', '999999')).reply;
    expect(nf.text).toBe("I couldn't find booking 999999 in your hotel.");
  });
});

describe('/pago with a booking code as staff type it (docs/decisions/0005-identifiers.md)', () => {
  /** A chatbot booking at hotel 1 (the workspace's), made by the bot's key; its chatbot id. */
  const bookAtHotel1 = async (): Promise<string> => {
    const offer = await firstOffer(s.svc.url, 'Cartagena', '2026-12-10', 3);
    expect(offer.internalId).toBe(1);
    const made = await call(s.svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, '2026-12-10', '2026-12-13', 3) });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.chatbot_id as string;
  };

  it('finds the booking however staff type its code: spaces, lower case, no dashes', async () => {
    const id = await bookAtHotel1();
    expect(id).toMatch(CHATBOT_ID_PATTERN);
    // Read out with spaces: looked up, and shown, in its printed form.
    for (const typed of [id.toLowerCase().replaceAll('-', ' '), id.slice(3).replaceAll('-', ' '), ` ${id} `]) {
      const { reply } = await s.command('/pago', typed);
      expect(reply.text, typed).toContain(id);
      expect(reply.text, typed).not.toContain('No encontré');
    }
    // Without spaces: sent as typed, and the service reads it.
    for (const typed of [id.toLowerCase(), id.replaceAll('-', ''), id.toLowerCase().replaceAll('-', '')]) {
      const { reply } = await s.command('/pago', typed);
      expect(reply.text, typed).toContain(typed);
      expect(reply.text, typed).not.toContain('No encontré');
      expect(reply.text, typed).not.toContain('Uso:');
    }
  });

  it('still refuses other text with spaces, as before', async () => {
    expect((await s.command('/pago', 'abc def')).reply.text).toContain('Uso:');
  });
});
