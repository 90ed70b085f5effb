/**
 * The two modals of the Slack app end to end: buttons of `/reserva` open them
 * (views.open on the fake Slack Web API with the interaction's trigger_id);
 * submissions go to the real Bolt receiver, signed, and reach the real
 * service: endpoint 17 (mark as paid) and 18 (check-in status, early
 * departure refunds), checked back through endpoints 4 and 5. A service
 * slower than Slack's 3 s (a proxy holding its answers) sends the result as a
 * direct message.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { SUBMIT_BUDGET_MS } from '../../../src/bot/slack/commands/reserva/actions.js';
import { call, T0 } from '../../helpers/service.js';
import { buttonClick, blocksText, interaction, slackStackEachTest, type SlackStack } from '../../helpers/slack.js';

let s: SlackStack;
const stacks = slackStackEachTest((stack) => (s = stack), { linkHotel: 1 });

let seq = 0;

/** Click button `actionId` with `value` as U1 in C1; returns the trigger id and response name used. */
async function click(actionId: string, value: string): Promise<{ trigger: string; name: string }> {
  const trigger = `trig-${++seq}`;
  const name = `click${seq}`;
  const res = await s.post(buttonClick({ actionId, value, trigger, responseUrl: s.slack.responseUrl(name) }));
  expect(res.status).toBe(200);
  return { trigger, name };
}

/** Open the modal of button `label` of `/reserva number`; returns the view sent to views.open. */
async function openFromReservation(number: string, label: string): Promise<any> {
  const { reply } = await s.command('/reserva', number);
  const button = reply.blocks.find((b: any) => b.type === 'actions').elements.find((e: any) => e.text.text === label);
  const before = s.slack.callsTo('views.open').length;
  const { trigger } = await click(button.action_id, button.value);
  const opened = await s.slack.waitFor('views.open', before + 1);
  const call = opened[before];
  expect(call.trigger_id).toBe(trigger);
  return call.view;
}

/** Submit `view` with input `values` (block id → value: text, or `{ option }` for a select); returns Bolt's HTTP answer. */
async function submit(view: any, values: Record<string, string | { option: string } | null>) {
  const state: Record<string, any> = {};
  for (const [block, v] of Object.entries(values)) {
    state[block] = {
      value:
        v === null
          ? { type: 'plain_text_input', value: null }
          : typeof v === 'string'
            ? { type: 'plain_text_input', value: v }
            : { type: 'static_select', selected_option: { text: { type: 'plain_text', text: v.option }, value: v.option } },
    };
  }
  const res = await s.post(
    interaction({
      type: 'view_submission',
      team: { id: 'T1', domain: 'murallas' },
      user: { id: 'U1', team_id: 'T1' },
      api_app_id: 'A1',
      trigger_id: `trig-sub-${++seq}`,
      view: { ...view, id: 'V1', team_id: 'T1', state: { values: state }, hash: 'h' },
    }),
  );
  expect(res.status).toBe(200);
  return res.json;
}

const voucher5 = async (id: number, op: string) =>
  (await call(s.svc.url, 'GET', `/v2/transactions/vouchers/detail?reservation_id=${id}&operation_type=${op}`, { key: 'demo-operator' })).body;
const raw1 = async (date: string) =>
  (await call(s.svc.url, 'GET', `/v1/bookings/from-channel-manager/raw?start_date=${date}&end_date=${date}&hotel_id=100001`, { key: 'demo-operator' })).body
    .data.hotel.bookings as any[];

describe('mark as paid (17)', () => {
  it('opens prefilled from a reservation; marks it paid; shows the failures with their reasons', async () => {
    const view = await openFromReservation('2600001', 'Marcar como pagada');
    expect(view.callback_id).toBe('mark_paid');
    expect(view.blocks[0].element.initial_value).toBe('2600001');

    const answer = await submit(view, { bookings: '2600001\n999999' });
    expect(answer.response_action).toBe('update');
    const text = blocksText(answer.view.blocks);
    expect(text).toContain('Se marcaron como pagadas 1 de 2 reservas.');
    expect(text).toContain('Marcadas como pagadas:\n• 2600001\nNo se pudieron marcar:'); // which one succeeded, not only how many
    expect(text).toMatch(/• 999999: \S/); // the service's Spanish reason

    const b = (await raw1('2026-11-21')).find((x) => x.reservation_id === '2600001');
    expect(b.prepaid).toBe(b.total_amount);
    expect(b.guest_left_to_pay).toBe('0.00');
  });

  it('refuses an empty list and non-numeric entries as field errors, without calling the service', async () => {
    const view = await openFromReservation('2600001', 'Marcar como pagada');
    expect(await submit(view, { bookings: '  \n ' })).toEqual({ response_action: 'errors', errors: { bookings: 'Escribe al menos un número de reserva.' } });
    expect(await submit(view, { bookings: '2600001, abc, 12x' })).toEqual({
      response_action: 'errors',
      errors: { bookings: 'Solo se admiten números; revisa: abc, 12x.' },
    });
    const b = (await raw1('2026-11-21')).find((x) => x.reservation_id === '2600001');
    expect(b.prepaid).toBe('0.00');
  });
});

describe('check-in status (18)', () => {
  it('opens prefilled; service refusals become field errors; check-in then early departure with a refund', async () => {
    // 2600003: expedia, arriving today, prepaid 879000.
    const view = await openFromReservation('2600003', 'Cambiar estado de check-in');
    expect(view.callback_id).toBe('checkin_status');
    const byBlock = Object.fromEntries(view.blocks.map((b: any) => [b.block_id, b]));
    expect(byBlock.booking.element.initial_value).toBe('2600003');
    expect(byBlock.portal.element.initial_option.value).toBe('expedia');
    expect(byBlock.status.element.options.map((o: any) => o.text.text)).toEqual(['Pendiente', 'Check-in', 'No se presentó', 'Cancelada', 'Salida anticipada']);
    expect(JSON.parse(view.private_metadata).total).toBe(879000);

    const base = { booking: '2600003', portal: { option: 'expedia' } };
    // Early departure before check-in: the service refuses; its Spanish reason lands on the form.
    const refused = await submit(view, { ...base, status: { option: '4' }, refund: '100000' });
    expect(refused.response_action).toBe('errors');
    expect(refused.errors.status).toContain('Solo una reserva con check-in puede reportar salida anticipada');

    // Check-in, with junk in the amount: ignored for any status but early departure.
    const checkin = await submit(view, { ...base, status: { option: '1' }, refund: 'xyz' });
    expect(checkin.response_action).toBe('update');
    expect(blocksText(checkin.view.blocks)).toContain('Listo: la reserva 2600003 quedó en «Check-in»');

    // Early departure: amount required, well-formed, at most the total.
    expect((await submit(view, { ...base, status: { option: '4' }, refund: null })).errors).toEqual({
      refund: 'Para una salida anticipada indica el monto a reembolsar.',
    });
    expect((await submit(view, { ...base, status: { option: '4' }, refund: '100.000' })).errors.refund).toContain('Escribe un monto positivo');
    expect((await submit(view, { ...base, status: { option: '4' }, refund: '900000' })).errors).toEqual({
      refund: 'El reembolso no puede superar el total de la reserva (COP 879.000).',
    });
    expect((await voucher5(2600003, 'terminal_payment')).data.refound).toBeNull();

    const early = await submit(view, { ...base, status: { option: '4' }, refund: '100000.50' });
    expect(early.response_action).toBe('update');
    expect(blocksText(early.view.blocks)).toContain('con un reembolso de COP 100.000,50');
    const v = await voucher5(2600003, 'terminal_payment');
    expect(v.data.refound.amount).toBe(100000.5);
  });

  it('several bad fields are reported at once', async () => {
    const view = await openFromReservation('2600003', 'Cambiar estado de check-in');
    const r = await submit(view, { booking: 'abc', portal: null, status: null, refund: null });
    expect(Object.keys(r.errors).sort()).toEqual(['booking', 'portal', 'status']);
  });

  it("a chatbot booking's button explains politely instead of opening the modal", async () => {
    const before = s.slack.callsTo('views.open').length;
    const { name } = await click('reserva_change_status', JSON.stringify({ n: '2600999', p: 'website', total: 100 }));
    const [reply] = await s.slack.waitFor(`response:${name}`);
    expect(reply.text).toContain('chatbot (portal website)');
    expect(s.slack.callsTo('views.open').length).toBe(before);
  });
});

/**
 * A local HTTP proxy in front of the service that holds the answers of the
 * requests `slow` picks for `delayMs` (and answers them 500 when `fail` says
 * so): a service slower than the 3 s Slack gives a modal. Everything else is
 * passed through at once.
 */
async function startSlowProxy(opts: {
  target: () => string;
  slow: (method: string, url: string) => boolean;
  delayMs: number;
  fail?: (method: string, url: string) => boolean;
}): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      if (opts.slow(method, url)) await new Promise((r) => setTimeout(r, opts.delayMs));
      if (opts.fail?.(method, url)) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ code: '500', message: 'Error interno', detail: 'Fallo de prueba' }));
        return;
      }
      const headers: Record<string, string> = {};
      for (const k of ['authorization', 'content-type', 'accept', 'idempotency-key']) if (typeof req.headers[k] === 'string') headers[k] = req.headers[k];
      const up = await request(opts.target() + url, { method: method as 'GET', headers, body: chunks.length ? Buffer.concat(chunks) : null });
      const body = await up.body.text();
      res.writeHead(up.statusCode, { 'content-type': String(up.headers['content-type'] ?? 'application/json') }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('issue point 15: results the service gives late, as a direct message', () => {
  it('name what they are about: the bookings marked paid and the failed ones; the check-in status change and its booking', async () => {
    // The suite's stack goes straight to the service; this one goes through a proxy that makes endpoints 17 and 18 slow.
    let target = '';
    const proxy = await startSlowProxy({
      target: () => target,
      slow: (method, url) => method === 'PUT' && url.startsWith('/v1/bookings/'),
      delayMs: SUBMIT_BUDGET_MS + 700,
      fail: (method, url) => method === 'PUT' && url.startsWith('/v1/bookings/2600003'),
    });
    try {
      await stacks.restart({ serviceUrl: proxy.url });
      target = s.svc.url;
      await s.links.link({ teamId: 'T1', kind: 'workspace', hotelId: 1 }, T0);

      const markView = await openFromReservation('2600001', 'Marcar como pagada');
      const processing = await submit(markView, { bookings: '2600001\n999999' });
      expect(processing.response_action).toBe('update');
      expect(blocksText(processing.view.blocks)).toContain('Procesando');
      const [dm] = await s.slack.waitFor('chat.postMessage', 1, 10_000);
      expect(dm.channel).toBe('U1');
      const lines = blocksText(dm.blocks).split('\n');
      expect(lines[0]).toBe('Marcar como pagadas (2600001, 999999):');
      expect(lines).toContain('*Se marcaron como pagadas 1 de 2 reservas.*');
      expect(lines.slice(lines.indexOf('Marcadas como pagadas:'))).toContain('• 2600001');
      expect(lines.find((l) => l.startsWith('• 999999: '))).toBeDefined();

      // The service fails late on a check-in status change: the message still says which booking it was about.
      const statusView = await openFromReservation('2600003', 'Cambiar estado de check-in');
      await submit(statusView, { booking: '2600003', portal: { option: 'expedia' }, status: { option: '1' }, refund: null });
      const dms = await s.slack.waitFor('chat.postMessage', 2, 10_000);
      expect(blocksText(dms[1].blocks)).toBe(
        'Cambio de estado de check-in de la reserva 2600003:\nEl servicio de reservas no respondió. Inténtalo de nuevo en un momento.',
      );
    } finally {
      await proxy.close();
    }
  });
});
