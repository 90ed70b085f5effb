/**
 * Security headers of the service's answers, against the real server: the
 * hosted checkout and voucher pages under a strict policy (nothing loads
 * but their hashed style sheet, no script, no framing, forms only to the
 * service and the link's redirect origins, no Referer), API JSON with at
 * least nosniff, receipts as downloads (images inline) under a sandboxing
 * CSP, and guest-supplied text escaped by the page templates.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetch, FormData, request } from 'undici';
import { first, sql } from '../../src/store/sql.js';
import { call, payCheckout, startTestService, type TestService } from '../helpers/service.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

/** The directives of a Content-Security-Policy header: name → sources. */
function csp(header: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

/** Assert the strict page policy on `res` and that its inline style sheet is the one allowed by hash; returns the directives. */
function expectPagePolicy(res: Response, html: string): Map<string, string[]> {
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const d = csp(res.headers.get('content-security-policy'));
  expect(d.get('default-src')).toEqual(["'none'"]);
  expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'none'"]);
  expect(d.get('form-action')?.[0]).toBe("'self'");
  expect(d.has('script-src')).toBe(false);
  expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
  expect(style).toBeDefined();
  expect(d.get('style-src')).toEqual([`'sha256-${createHash('sha256').update(style!, 'utf8').digest('base64')}'`]);
  expect(html).not.toMatch(/<script|\son[a-z]+=|style="/i);
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cache-control')).toBe('no-store');
  return d;
}

/** Assert that `url` answers 404 with a page saying `text`, under the strict page policy (see {@link expectPagePolicy}). */
async function expectNotFoundPage(url: string, text: string): Promise<void> {
  const res = await fetch(url);
  const html = await res.text();
  expect(res.status).toBe(404);
  expect(html).toContain(text);
  expectPagePolicy(res as unknown as Response, html);
}

/** A chatbot booking for a guest named `firstName`, and the URL of its payment link. */
async function book(firstName: string, checkin = '2026-12-10', checkout = '2026-12-13'): Promise<string> {
  const offer = await firstOffer(svc.url, 'Cartagena', checkin, 3);
  const r = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, checkin, checkout, 3, 2, { firstName }) });
  expect(r.status).toBe(200);
  const link = await call(svc.url, 'GET', `/v2/bookings/chatbot/${r.body.chatbot_id}`);
  return link.body.url as string;
}

describe('hosted checkout /pay/{code}', () => {
  it('is served under the strict page policy: no script, no framing, forms to itself only, no Referer', async () => {
    const url = await book('Ana');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const html = await res.text();
    const d = expectPagePolicy(res as unknown as Response, html);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(html).toContain(`action="${new URL(url).pathname}"`);
  });

  it('renders a guest name with markup escaped, never as markup', async () => {
    const url = await book('<script>alert(1)</script><img src=x onerror=alert(2)>"\'&');
    const html = await (await fetch(url)).text();
    expect(html).toContain('Huésped: &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&quot;&#39;&amp; Gómez');
    expect(html).not.toMatch(/<script|<img/i);
    // Also on the page answering a declined card.
    const declined = await payCheckout(url, { number: '4000 0000 0000 0002', holder: '<b>Ana</b>' });
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('&lt;script&gt;alert(1)');
    expect(declined.html).not.toMatch(/<script|<img|<b>/i);
  });

  it("allows the link's redirect origins as form targets (a paid or declined checkout redirects there), and nothing else", async () => {
    const created = await call(svc.url, 'POST', '/v2/links/schedule', {
      key: 'demo-agency-1',
      body: paymentLinkBody({
        guest_name: 'Luis "Lucho" <Pérez>',
        email: 'luis@example.com',
        amount: 150000,
        description: 'Anticipo <b>suite</b>',
        available_hours: 2,
        redirect: { success_url: 'https://agency.example/ok?x=1', failure_url: 'https://pagos.agency.example:8443/ko' },
      }),
    });
    expect(created.status).toBe(200);
    const res = await fetch(created.body.url);
    const html = await res.text();
    const d = expectPagePolicy(res as unknown as Response, html);
    expect(d.get('form-action')).toEqual(["'self'", 'https://agency.example', 'https://pagos.agency.example:8443']);
    expect(html).toContain('Luis &quot;Lucho&quot; &lt;Pérez&gt;');
    expect(html).toContain('Anticipo &lt;b&gt;suite&lt;/b&gt;');

    // The redirect itself carries no-referrer too, so the /pay address does not reach the merchant.
    const form = new URLSearchParams({ card_number: '4242424242424242', card_holder: 'Luis Pérez', card_expiry: '12/2030', card_cvc: '123' });
    const paid = await request(created.body.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    await paid.body.dump();
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('https://agency.example/ok?x=1');
    expect(paid.headers['referrer-policy']).toBe('no-referrer');
  });

  it('a paid, an unknown and an in-process link page keep the same policy', async () => {
    const url = await book('Marta', '2026-12-14', '2026-12-17');
    const inProcess = await payCheckout(url, { number: '4000000000000077' });
    expect(inProcess.status).toBe(202);
    const res = await fetch(url);
    const html = await res.text();
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expectPagePolicy(res as unknown as Response, html);
    await expectNotFoundPage(`${svc.url}/pay/no_such_code_123`, 'Link de pago no identificado');
  });
});

describe('cross-site posts of the checkout form', () => {
  it('are refused with the page again and nothing charged; posts from the page itself and from no browser pass', async () => {
    const url = await book('Cruzado');
    const code = url.split('/').pop()!;
    const status = async () => (await first<{ status: string }>(svc.store.db, sql`SELECT status FROM payment_links WHERE code = ${code}`))!.status;
    const attempts = async () => (await first<{ n: number }>(svc.store.db, sql`SELECT COUNT(*) AS n FROM payment_attempts WHERE link_code = ${code}`))!.n;
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: new URL(svc.url).origin },
    ]) {
      const r = await payCheckout(url, { number: '4242424242424242' }, headers);
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.html).toContain('solo se acepta desde esta página');
      expect(r.html).toContain('No se hizo ningún cobro');
      expect(r.html).toMatch(/<form/);
    }
    expect(await status()).toBe('active');
    expect(await attempts()).toBe(0);
    const same = await payCheckout(url, { number: '4000000000000002' }, { origin: new URL(svc.url).origin, 'sec-fetch-site': 'same-origin' });
    expect(same.status).toBe(402);
    const scripted = await payCheckout(url, { number: '4242424242424242' });
    expect(scripted.status).toBe(200);
    expect(await status()).toBe('paid');
  });
});

describe('voucher page /vouchers/{id}/{code}', () => {
  it('is served under the strict page policy, found or not', async () => {
    const v = (await first<{ reservation: number }>(
      svc.store.db,
      sql`SELECT cm_reservation_id AS reservation FROM vouchers WHERE operation_type = 'terminal_payment' AND tx_status_code = 'applied' AND hotel_id = 1 ORDER BY id LIMIT 1`,
    ))!;
    const detail = await call(svc.url, 'GET', `/v2/transactions/vouchers/detail?reservation_id=${v.reservation}&operation_type=terminal_payment`, {
      key: 'demo-operator',
    });
    const url: string = detail.body.data.transaction.voucher_url;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Comprobante de pago');
    expect(expectPagePolicy(res as unknown as Response, html).get('form-action')).toEqual(["'self'"]);
    await expectNotFoundPage(url.replace(/[0-9a-f]{24}$/, '0'.repeat(24)), 'Comprobante no encontrado');
  });
});

describe('API answers', () => {
  it('JSON answers and error envelopes carry nosniff, a deny-all CSP, no framing and no-referrer', async () => {
    for (const [path, key, status] of [
      ['/v2/preloaded-balance/agencies', 'demo-agency-1', 200],
      ['/v2/bookings/chatbot/cb_nope', 'demo-agency-1', 404],
      ['/v2/bookings/chatbot/cb_nope', null, 401],
      ['/v2/nothing-here', null, 404],
    ] as const) {
      const r = await call(svc.url, 'GET', path, { key });
      expect(r.status, path).toBe(status);
      expect(r.headers['x-content-type-options'], path).toBe('nosniff');
      expect(csp(r.headers['content-security-policy'] as string).get('default-src'), path).toEqual(["'none'"]);
      expect(r.headers['x-frame-options'], path).toBe('DENY');
      expect(r.headers['referrer-policy'], path).toBe('no-referrer');
    }
  });
});

describe('receipts GET /v2/media/{file_key}', () => {
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

  async function upload(bytes: Buffer, name: string, type: string): Promise<string> {
    const form = new FormData();
    for (const [k, v] of Object.entries({ amount: '1000', currency: 'COP', payment_method: 'Transferencia bancaria', payment_reference: `R-${name}` }))
      form.append(k, v);
    form.append('payment_receipt', new Blob([bytes], { type }), name);
    const res = await fetch(`${svc.url}/v2/preloaded-balance/agencies/1/external`, {
      method: 'POST',
      body: form,
      headers: { authorization: 'Bearer demo-agency-1' },
    });
    const body = (await res.json()) as { file_key: string };
    expect(res.status).toBe(200);
    return body.file_key;
  }

  it('a PDF (even one with JavaScript) is a download under a sandboxing CSP; an image is shown inline, also sandboxed', async () => {
    const pdfKey = await upload(PDF, '../../recibo\u0007 final.pdf', 'application/pdf');
    let res = await fetch(`${svc.url}/v2/media/${pdfKey}`, { headers: { authorization: 'Bearer demo-agency-1' } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="recibo_ final.pdf"; filename*=UTF-8''recibo_%20final.pdf`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const pngKey = await upload(PNG, 'foto.png', 'image/png');
    res = await fetch(`${svc.url}/v2/media/${pngKey}`, { headers: { authorization: 'Bearer demo-agency-1' } });
    await res.arrayBuffer();
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="foto.png"; filename*=UTF-8''foto.png`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});
