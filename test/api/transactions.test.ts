/** Endpoint 13 "Transaction status" against the real server, for payment-link and automated (chatbot booking) references. */
import { describe, expect, it } from 'vitest';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';
import { call, payCheckout, startTestService } from '../helpers/service.js';
import { startedForEach } from '../helpers/lifecycle.js';

const svc = startedForEach(startTestService);

const status = (hotel: number, ref: string, type = 'payment_link', key?: string) =>
  call(svc.url, 'GET', `/v2/common/transaction-status?hotel_id=${hotel}&ref_number=${encodeURIComponent(ref)}&transaction_type=${type}`, key ? { key } : {});

async function link(hours = 24) {
  const r = await call(svc.url, 'POST', '/v2/links/schedule', {
    body: paymentLinkBody({ available_hours: hours, external_ref_id: 'RES-9', redirect: { success_url: 'https://agency.example/ok' } }),
  });
  return r.body as { code: string; url: string };
}

describe('transaction status (13)', () => {
  it('follows a link from pending through a decline to applied, by link code or carrier transaction id', async () => {
    const { code, url } = await link();
    const pending = await status(1, code);
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({
      voucher_url: null,
      redirect_url: null,
      details: {
        type: 'charge',
        id: code,
        external_ref_id: 'RES-9',
        status_code: 'pending',
        status_detail: 'Pendiente',
        comments: 'Aún no se ha intentado el pago',
        transaction_id: '',
        transaction_date: '2026-11-21T10:00:00-05:00',
      },
      // The extension: what the link asks for and until when.
      payment_link: { amount: 250000, currency: 'COP', description: 'Estadía', guest_name: 'Ana Gómez', expiration_date: '2026-11-22T10:00:00-05:00' },
    });
    await payCheckout(url, { number: '4000000000009995' });
    const rejected = (await status(1, code)).body;
    expect(rejected.details).toMatchObject({ status_code: 'rejected', status_detail: 'Rechazado', comments: 'Fondos insuficientes' });
    expect(rejected.details.transaction_id).toMatch(/^sbx_/);
    await payCheckout(url, { number: '4242424242424242' });
    const applied = (await status(1, code)).body;
    expect(applied).toMatchObject({
      voucher_url: url,
      redirect_url: 'https://agency.example/ok',
      details: { status_code: 'applied', status_detail: 'Aplicado' },
    });
    const byTx = await status(1, applied.details.transaction_id);
    expect(byTx.body).toEqual(applied);
  });

  it('reports an expired unpaid link as cancelled', async () => {
    const { code } = await link(1);
    svc.clock.advance(3600_000 + 1);
    await svc.ctx.payments.sweep();
    expect((await status(1, code)).body.details).toMatchObject({ status_code: 'cancelled', status_detail: 'Cancelado' });
  });

  it('answers automated references of chatbot bookings by chatbot id', async () => {
    const offer = await firstOffer(svc.url, 'Cartagena', '2026-12-10', 2);
    const b = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, '2026-12-10', '2026-12-12', 2) });
    const r = await status(offer.internalId, b.body.chatbot_id, 'automated');
    expect(r.status).toBe(200);
    expect(r.body.details).toMatchObject({ status_code: 'pending', external_ref_id: b.body.chatbot_id });
    expect((await status(offer.internalId, b.body.chatbot_id, 'payment_link')).status).toBe(404);
  });

  it('is 404 for another hotel, unknown references and virtual terminal; 403 for a hotel key on another hotel; 400 naming bad fields', async () => {
    const { code } = await link();
    expect((await status(2, code)).status).toBe(404);
    expect((await status(1, 'nope')).status).toBe(404);
    expect((await status(1, code, 'virtual_terminal')).status).toBe(404);
    expect((await status(2, code, 'payment_link', 'demo-hotel-1')).status).toBe(403);
    expect((await status(1, code, 'payment_link', 'demo-hotel-1')).status).toBe(200);
    const bad = await call(svc.url, 'GET', '/v2/common/transaction-status?hotel_id=x&transaction_type=card');
    expect(bad.status).toBe(400);
    for (const f of ['hotel_id:', 'ref_number: es obligatorio', 'transaction_type:']) expect(bad.body.detail).toContain(f);
  });
});
