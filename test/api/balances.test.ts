/**
 * Agency preloaded balance against the real server on an ephemeral port and a
 * real database: applied top-up links credit the balance (hook), external
 * recharges with receipts (2), receipts served back (2b), the recharge list
 * (3) and refunds of links into the balance (1).
 */
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetch, FormData } from 'undici';
import { insertApiKey } from '../../src/store/service/apiKeys.js';
import { exec, first, sql } from '../../src/store/sql.js';
import { call, payCheckout, startTestService, T0, type TestService } from '../helpers/service.js';
import { bookingBody, firstOffer } from '../helpers/booking.js';

let svc: TestService;
beforeEach(async () => {
  svc = await startTestService({ sandboxSettleDelayMs: 60_000 });
  await insertApiKey(svc.store.db, { key: 'test-agency-2', name: 'Agencia 2 (prueba)', principalKind: 'agency', principalId: 2 }, T0);
});
afterEach(async () => {
  await svc.stop();
});

const MiB = 1024 * 1024;
/** A minimal PDF document. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const externalPath = (agencyId: number | string) => `/v2/preloaded-balance/agencies/${agencyId}/external`;
const refundPath = (code: string, agencyId: number | string, reservationId: string) =>
  `/v2/preloaded-balance/${code}/agencies/${agencyId}/reservation/${encodeURIComponent(reservationId)}/refund`;

const balance = async (agencyId = 1) => (await first<{ b: number }>(svc.store.db, sql`SELECT balance_minor AS b FROM agencies WHERE id = ${agencyId}`))!.b;
const count = async (table: 'media' | 'recharges') => (await first<{ n: number }>(svc.store.db, sql`SELECT COUNT(*) AS n FROM ${sql.table(table)}`))!.n;

interface UploadOpts {
  key?: string | null;
  fields?: Record<string, string | undefined>;
  file?: { bytes: Buffer; name: string; type: string } | null;
  idempotencyKey?: string;
}
/** POST endpoint 2 as multipart/form-data (undici FormData). */
async function upload(agencyId: number | string, o: UploadOpts = {}) {
  const fields = { amount: '150000.50', currency: 'COP', payment_method: 'Transferencia bancaria', payment_reference: 'TRX-0001', ...o.fields };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  const file = o.file === undefined ? { bytes: PDF, name: 'recibo.pdf', type: 'application/pdf' } : o.file;
  if (file) form.append('payment_receipt', new Blob([file.bytes], { type: file.type }), file.name);
  const headers: Record<string, string> = {};
  if (o.key !== null) headers.authorization = `Bearer ${o.key ?? 'demo-agency-1'}`;
  if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey;
  const res = await fetch(svc.url + externalPath(agencyId), { method: 'POST', body: form, headers });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

/** GET with the path sent exactly as written (no client-side normalization of `..` or `%2e`). */
function rawGet(path: string, key: string | null = 'demo-agency-1'): Promise<{ status: number; body: Buffer; headers: Record<string, unknown> }> {
  const u = new URL(svc.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: u.hostname, port: u.port, path, method: 'GET', headers: key ? { authorization: `Bearer ${key}` } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
const json = (b: Buffer) => JSON.parse(b.toString('utf8'));

/**
 * Create a standalone payment link (endpoint 14); returns its code and url.
 * A reservation link (`external_ref_id` = `ref`, 'RES-100' by default), or a top-up link with `ref: null`.
 */
async function createLink(o: { key?: string; agencyId?: number; amount?: number; ref?: string | null } = {}) {
  const ref = o.ref === undefined ? 'RES-100' : o.ref;
  const r = await call(svc.url, 'POST', '/v2/links/schedule', {
    key: o.key ?? 'demo-agency-1',
    body: {
      hotel_id: 1,
      guest_name: 'Ana Gómez',
      email: 'ana@example.com',
      phone: '+573001234567',
      amount: o.amount ?? 250000.5,
      description: 'Estadía 2 noches',
      available_hours: 24,
      agency_id: o.agencyId ?? 1,
      ...(ref === null ? {} : { external_ref_id: ref }),
    },
  });
  expect(r.status).toBe(200);
  return { code: r.body.code as string, url: r.body.url as string };
}
/** Create and pay (4242…) an agency link. */
async function paidLink(o: Parameters<typeof createLink>[0] = {}) {
  const l = await createLink(o);
  const paid = await payCheckout(l.url, { number: '4242424242424242' });
  expect(paid.status).toBeLessThan(400);
  return l;
}
const list = async (query = '', key = 'demo-agency-1') => call(svc.url, 'GET', `/v2/preloaded-balance/agencies${query}`, { key });

describe('top-up links credit the preloaded balance', () => {
  it('an applied top-up link of an agency in the program credits its amount once and appears in endpoint 3 with its code', async () => {
    const link = await createLink({ amount: 123456.78, ref: null });
    expect((await payCheckout(link.url, { number: '4000000000000002' })).status).toBeLessThan(500); // declined: nothing
    expect(await balance()).toBe(0);
    expect((await list()).body.data).toEqual([]);

    await payCheckout(link.url, { number: '4242424242424242' });
    expect(await balance()).toBe(12_345_678);
    await svc.ctx.payments.sweep();
    expect(await balance()).toBe(12_345_678);
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.body.paginate_info.total_items).toBe(1);
    const rec = r.body.data[0];
    const tx = (await first<{ t: string }>(
      svc.store.db,
      sql`SELECT transaction_id AS t FROM payment_attempts WHERE link_code = ${link.code} AND status = 'applied'`,
    ))!;
    expect(rec).toEqual({
      id: rec.id,
      created_at: '2026-11-21T10:00:00.000',
      updated_at: '2026-11-21T10:00:00.000',
      amount: 123456.78,
      is_external: false,
      payment_reference: tx.t,
      payment_receipt: null,
      recharge_group_id: rec.id,
      is_archived: false,
      status: 'Aplicado',
      payment_method: 'Link de pago',
      payment_receipt_filename: null,
      payment_link_code: link.code,
    });
  });

  it('an in-process payment that settles later credits once; agencies outside the program, reservation links and gift cards are not credited', async () => {
    const link = await createLink({ amount: 1000, ref: null });
    await payCheckout(link.url, { number: '4000000000000077' });
    expect(await balance()).toBe(0);
    svc.clock.advance(61_000);
    await svc.ctx.payments.sweep();
    await svc.ctx.payments.sweep();
    expect(await balance()).toBe(100_000);

    const other = await createLink({ key: 'demo-operator', agencyId: 2, amount: 5000, ref: null });
    await payCheckout(other.url, { number: '4242424242424242' });
    expect(await balance(2)).toBe(0);
    const reservation = await createLink({ amount: 7000 });
    await payCheckout(reservation.url, { number: '4242424242424242' });
    expect(await balance()).toBe(100_000); // it pays its reservation; only its refund would reach the balance
    expect(await count('recharges')).toBe(1);
  });
});

describe('external recharge (endpoint 2) and receipts (2b)', () => {
  it('stores a genuine PDF under a random key, credits the balance and serves the bytes back', async () => {
    const r = await upload(1);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['balance', 'file_key', 'msg']);
    expect(r.body.msg).toBe('La recarga externa fue aplicada al saldo precargado de la agencia');
    expect(r.body.balance).toBe(150000.5);
    expect(r.body.file_key).toMatch(/^receipts\/[A-Za-z0-9_-]{22,}\.pdf$/);
    expect(await balance()).toBe(15_000_050);

    const again = await upload(1, { fields: { amount: '49999.5' } });
    expect(again.body.balance).toBe(200000);
    expect(again.body.file_key).not.toBe(r.body.file_key);

    for (const key of ['demo-agency-1', 'demo-operator']) {
      const g = await rawGet(`/v2/media/${r.body.file_key}`, key);
      expect(g.status).toBe(200);
      expect(g.body.equals(PDF)).toBe(true);
      expect(g.headers['content-type']).toBe('application/pdf');
      expect(g.headers['content-disposition']).toBe(`attachment; filename="recibo.pdf"; filename*=UTF-8''recibo.pdf`);
      expect(g.headers['x-content-type-options']).toBe('nosniff');
    }
    const rec = (await list()).body.data.find((x: { payment_receipt: string }) => x.payment_receipt === r.body.file_key);
    expect(rec).toEqual({
      id: rec.id,
      created_at: '2026-11-21T10:00:00.000',
      updated_at: '2026-11-21T10:00:00.000',
      amount: 150000.5,
      is_external: true,
      payment_reference: 'TRX-0001',
      payment_receipt: r.body.file_key,
      recharge_group_id: rec.id,
      is_archived: false,
      status: 'Aplicado',
      payment_method: 'Transferencia bancaria',
      payment_receipt_filename: 'recibo.pdf',
      payment_link_code: null,
    });
  });

  it('detects a PNG by content whatever its name and quotes an awkward original name safely', async () => {
    const r = await upload(1, { key: 'demo-operator', file: { bytes: PNG, name: 'comprobante.bin', type: 'application/octet-stream' } });
    expect(r.status).toBe(200);
    expect(r.body.file_key).toMatch(/^receipts\/[A-Za-z0-9_-]+\.png$/);
    const g = await rawGet(`/v2/media/${r.body.file_key}`);
    expect(g.status).toBe(200);
    expect(g.body.equals(PNG)).toBe(true);
    expect(g.headers['content-type']).toBe('image/png');
    expect(g.headers['content-disposition']).toBe(`inline; filename="comprobante.bin"; filename*=UTF-8''comprobante.bin`);

    // A hand-built part whose file name (RFC 5987 form) holds quotes, a non-ASCII letter and a semicolon.
    const boundary = '----frontera7MA4YWxkTrZu0gW';
    const head = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`;
    const body = Buffer.concat([
      Buffer.from(`${head('amount')}10\r\n${head('currency')}COP\r\n${head('payment_method')}Efectivo\r\n${head('payment_reference')}R-1\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payment_receipt"; filename*=UTF-8''comprobante%20%22a%C3%B1o%22%3B.png\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fetch(svc.url + externalPath(1), {
      method: 'POST',
      body,
      headers: { authorization: 'Bearer demo-agency-1', 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(200);
    const key = ((await res.json()) as { file_key: string }).file_key;
    expect((await list()).body.data[0].payment_receipt_filename).toBe('comprobante "año";.png');
    const h = await rawGet(`/v2/media/${key}`);
    expect(h.headers['content-disposition']).toBe(`inline; filename="comprobante _a_o_;.png"; filename*=UTF-8''comprobante%20%22a%C3%B1o%22%3B.png`);
  });

  it('accepts exactly 10 MiB and refuses one byte more with 413, writing nothing', async () => {
    const big = Buffer.alloc(10 * MiB + 1, 0x20);
    PDF.copy(big);
    const r = await upload(1, { file: { bytes: big, name: 'grande.pdf', type: 'application/pdf' } });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ code: '413', message: 'Contenido demasiado grande', detail: 'payment_receipt: el archivo supera el tamaño máximo de 10 MiB' });
    expect([await count('media'), await count('recharges'), await balance()]).toEqual([0, 0, 0]);

    const ok = await upload(1, { file: { bytes: big.subarray(0, 10 * MiB), name: 'justo.pdf', type: 'application/pdf' } });
    expect(ok.status).toBe(200);
    expect((await first<{ size: number }>(svc.store.db, sql`SELECT size FROM media`))!.size).toBe(10 * MiB);
  });

  it('refuses by content a text file disguised as a PDF (415) and other types, writing nothing', async () => {
    const r = await upload(1, { file: { bytes: Buffer.from('esto no es un PDF, es texto plano\n'), name: 'receipt.pdf', type: 'application/pdf' } });
    expect(r.status).toBe(415);
    expect(r.body).toEqual({
      code: '415',
      message: 'Tipo de contenido no soportado',
      detail: 'payment_receipt: el contenido del archivo no es PDF, JPEG, PNG ni WebP',
    });
    const gif = await upload(1, { file: { bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), name: 'r.png', type: 'image/png' } });
    expect(gif.status).toBe(415);
    expect(gif.body.detail).toBe('payment_receipt: el contenido del archivo (image/gif) no es PDF, JPEG, PNG ni WebP');
    const asJson = await call(svc.url, 'POST', externalPath(1), { body: { amount: 1, currency: 'COP' } });
    expect(asJson.status).toBe(415);
    expect(asJson.body.detail).toBe('La solicitud debe enviarse como multipart/form-data');
    expect([await count('media'), await count('recharges'), await balance()]).toEqual([0, 0, 0]);
  });

  it('lists every offending field in one 400', async () => {
    const r = await upload(1, { fields: { amount: '10.001', currency: 'USD', payment_method: undefined, payment_reference: '  ' }, file: null });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      code: '400',
      message: 'Solicitud inválida',
      detail:
        'Campos inválidos: amount: admite como máximo dos decimales; currency: solo se acepta COP (pesos colombianos); ' +
        'payment_method: es obligatorio; payment_reference: no puede estar vacío; payment_receipt: es obligatorio',
    });
    for (const amount of ['0', '-5', 'NaN', 'Infinity', '1e3', '10000000000.01', 'abc']) {
      const bad = await upload(1, { fields: { amount } });
      expect(bad.status, amount).toBe(400);
      expect(bad.body.detail, amount).toMatch(/^Campos inválidos: amount: /);
    }
    expect((await upload(1, { fields: { amount: '10000000000' } })).status).toBe(200);
    const wrongField = await upload(1, { file: null, fields: { payment_receipt: 'recibo.pdf' } });
    expect(wrongField.body.detail).toBe('Campos inválidos: payment_receipt: debe enviarse como archivo');
    expect(await count('media')).toBe(1);
  });

  it('lets the operator recharge any agency and an agency only its own; unknown agency 404; outside the program 400', async () => {
    expect((await upload(1, { key: 'demo-operator' })).status).toBe(200);
    const forbidden = await upload(2);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ code: '403', message: 'Prohibido', detail: 'La clave de API no puede actuar en nombre de la agencia 2' });
    for (const key of ['demo-hotel-1', 'demo-channel-manager']) expect((await upload(1, { key })).status).toBe(403);
    expect((await upload(1, { key: null })).status).toBe(401);
    const unknown = await upload(99, { key: 'demo-operator' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('No existe una agencia con id 99');
    const notInProgram = await upload(2, { key: 'demo-operator' });
    expect(notInProgram.status).toBe(400);
    expect(notInProgram.body.detail).toBe('Esta funcionalidad solo está permitida para agencias del programa de saldo precargado');
    expect((await upload('x', { key: 'demo-operator' })).status).toBe(400);
    expect(await count('recharges')).toBe(1);
  });

  it('replays an Idempotency-Key with the same file and refuses it with another file (409)', async () => {
    const first = await upload(1, { idempotencyKey: 'recarga-1' });
    const second = await upload(1, { idempotencyKey: 'recarga-1' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await balance()).toBe(15_000_050);
    expect([await count('media'), await count('recharges')]).toEqual([1, 1]);

    const otherFile = await upload(1, { idempotencyKey: 'recarga-1', file: { bytes: PNG, name: 'recibo.pdf', type: 'application/pdf' } });
    expect(otherFile.status).toBe(409);
    expect(otherFile.body).toEqual({ code: '409', message: 'Conflicto', detail: 'La Idempotency-Key ya se usó con otra solicitud' });
    const otherBytes = Buffer.concat([PDF, Buffer.from('% otro\n')]);
    expect((await upload(1, { idempotencyKey: 'recarga-1', file: { bytes: otherBytes, name: 'recibo.pdf', type: 'application/pdf' } })).status).toBe(409);
    expect((await upload(1, { idempotencyKey: 'recarga-1', fields: { payment_reference: 'TRX-0002' } })).status).toBe(409);
    expect(await balance()).toBe(15_000_050);
  });

  it('answers 404 for malformed keys, traversal attempts and receipts the caller may not see', async () => {
    const mine = (await upload(1)).body.file_key as string;
    const name = mine.slice('receipts/'.length);
    await exec(svc.store.db, sql`UPDATE agencies SET in_balance_program = 1 WHERE id = 2`);
    const theirs = (await upload(2, { key: 'test-agency-2' })).body.file_key as string;
    expect(theirs).toMatch(/^receipts\//);

    const bad = [
      '/v2/media/../../etc/passwd',
      '/v2/media/receipts/../../../etc/passwd',
      `/v2/media/receipts/../${mine}`,
      '/v2/media/%2e%2e/%2e%2e/etc/passwd',
      `/v2/media/receipts%2F${name}`,
      `/v2/media/receipts%2f${name}`,
      `/v2/media/receipts/${name.replace('.pdf', '%2Epdf')}`,
      '/v2/media//etc/passwd',
      '/v2/media/%2Fetc%2Fpasswd',
      `/v2/media/receipts/${name.replace('.pdf', '.exe')}`,
      `/v2/media/receipts/${name.replace('.pdf', '.PDF')}`,
      `/v2/media/other/${name}`,
      `/v2/media/receipts/x/${name}`,
      `/v2/media/${name}`,
      '/v2/media/receipts/',
      '/v2/media/',
      '/v2/media/receipts/nonexistent123.pdf',
    ];
    for (const path of bad) {
      const r = await rawGet(path, 'demo-operator');
      expect(r.status, path).toBe(404);
      expect(json(r.body).code, path).toBe('404');
    }
    // Another agency's receipt: 404, not 403.
    const cross = await rawGet(`/v2/media/${theirs}`, 'demo-agency-1');
    expect(cross.status).toBe(404);
    expect(json(cross.body)).toEqual({ code: '404', message: 'No encontrado', detail: 'No existe el archivo solicitado' });
    expect((await rawGet(`/v2/media/${mine}`, 'test-agency-2')).status).toBe(404);
    for (const key of ['demo-hotel-1', 'demo-channel-manager']) expect((await rawGet(`/v2/media/${mine}`, key)).status).toBe(404);
    expect((await rawGet(`/v2/media/${mine}`, null)).status).toBe(401);
    expect((await rawGet(`/v2/media/${theirs}`, 'test-agency-2')).status).toBe(200);
    expect((await rawGet(`/v2/media/${mine}`, 'demo-operator')).status).toBe(200);
  });
});

describe('recharge list (endpoint 3)', () => {
  it('pages newest first in the pagination envelope with offset/limit links', async () => {
    for (let i = 1; i <= 12; i++) {
      expect(
        (await upload(1, { fields: { amount: String(i * 1000), payment_reference: `REF-${i}` }, file: { bytes: PNG, name: `r${i}.png`, type: 'image/png' } }))
          .status,
      ).toBe(200);
      svc.clock.advance(60_000);
    }
    const prefix = `${svc.url}/v2/preloaded-balance/agencies`;
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.paginate_info).toEqual({
      start: 0,
      items: 10,
      total_items: 12,
      total_pages: 2,
      links: { first: `${prefix}?offset=0&limit=10`, previous: null, next: `${prefix}?offset=10&limit=10`, last: `${prefix}?offset=10&limit=10` },
    });
    expect(first.body.data.map((r: { amount: number }) => r.amount)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => n * 1000));
    expect(first.body.data[0].created_at).toBe('2026-11-21T10:11:00.000');
    const second = await list('?offset=10&limit=10');
    expect(second.body.data.map((r: { payment_reference: string }) => r.payment_reference)).toEqual(['REF-2', 'REF-1']);
    expect(second.body.data[1].created_at).toBe('2026-11-21T10:00:00.000');
    const mid = await list('?offset=5&limit=5');
    expect(mid.body.paginate_info).toEqual({
      start: 5,
      items: 5,
      total_items: 12,
      total_pages: 3,
      links: {
        first: `${prefix}?offset=0&limit=5`,
        previous: `${prefix}?offset=0&limit=5`,
        next: `${prefix}?offset=10&limit=5`,
        last: `${prefix}?offset=10&limit=5`,
      },
    });
    expect(mid.body.data).toHaveLength(5);
    for (const q of ['?limit=101', '?limit=0', '?offset=-1', '?offset=x']) {
      const r = await list(q);
      expect(r.status, q).toBe(400);
      expect(r.body.detail, q).toMatch(/^Campos inválidos: (offset|limit): /);
    }
  });

  it('shows an agency its own recharges and the operator all or one agency; hotels and the channel manager get 403', async () => {
    await upload(1);
    await exec(svc.store.db, sql`UPDATE agencies SET in_balance_program = 1 WHERE id = 2`);
    await upload(2, { key: 'test-agency-2', fields: { amount: '7' } });
    expect((await list()).body.data.map((r: { amount: number }) => r.amount)).toEqual([150000.5]);
    expect((await list('?agency_id=1')).body.paginate_info.total_items).toBe(1);
    expect((await list('', 'test-agency-2')).body.data.map((r: { amount: number }) => r.amount)).toEqual([7]);
    expect((await list('', 'demo-operator')).body.paginate_info.total_items).toBe(2);
    expect((await list('?agency_id=2', 'demo-operator')).body.data.map((r: { amount: number }) => r.amount)).toEqual([7]);
    const other = await list('?agency_id=2');
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe('La clave de API no puede actuar en nombre de la agencia 2');
    const unknown = await list('?agency_id=99', 'demo-operator');
    expect(unknown.status).toBe(404);
    for (const key of ['demo-hotel-1', 'demo-channel-manager']) {
      const r = await list('', key);
      expect(r.status).toBe(403);
      expect(r.body).toEqual({
        code: '403',
        message: 'Prohibido',
        detail: 'Solo el operador y las agencias pueden consultar las recargas del saldo precargado',
      });
    }
    expect((await call(svc.url, 'GET', '/v2/preloaded-balance/agencies', { key: null })).status).toBe(401);
  });
});

describe('refund of a payment link into the balance (endpoint 1)', () => {
  const err = (status: number, detail: string) => ({ code: 0, message: `Error http: ${status}`, detail });

  it('credits the link amount once, marks the link refunded and lists the refund', async () => {
    const link = await paidLink({ ref: 'RES-100' });
    expect(await balance()).toBe(0); // the payment paid the reservation, it credited nothing
    svc.clock.advance(3600_000);
    const r = await call(svc.url, 'POST', refundPath(link.code, 1, 'RES-100'));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ msg: 'El reembolso del valor del link fue aplicado al saldo precargado de la agencia' });
    expect(await balance()).toBe(25_000_050);
    expect((await first<{ t: string }>(svc.store.db, sql`SELECT refunded_at AS t FROM payment_links WHERE code = ${link.code}`))!.t).toBe(
      '2026-11-21T16:00:00.000Z',
    );
    const data = (await list()).body.data;
    expect(data).toHaveLength(1);
    expect(data[0]).toEqual({
      id: data[0].id,
      created_at: '2026-11-21T11:00:00.000',
      updated_at: '2026-11-21T11:00:00.000',
      amount: 250000.5,
      is_external: false,
      payment_reference: 'RES-100',
      payment_receipt: null,
      recharge_group_id: data[0].id,
      is_archived: false,
      status: 'Aplicado',
      payment_method: 'Reembolso de link de pago',
      payment_receipt_filename: null,
      payment_link_code: link.code,
    });

    const again = await call(svc.url, 'POST', refundPath(link.code, 1, 'RES-100'), { key: 'demo-operator' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(err(400, 'Este link ya ha sido reembolsado'));
    expect(await balance()).toBe(25_000_050);
  });

  it('refunds a chatbot booking link by its chatbot id', async () => {
    const offer = await firstOffer(svc.url, 'Cartagena', '2026-12-10', 3);
    const b = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, '2026-12-10', '2026-12-13', 3) });
    const chatbotId = b.body.chatbot_id as string;
    const info = await call(svc.url, 'GET', `/v2/bookings/chatbot/${chatbotId}`);
    const code = String(info.body.url).split('/pay/')[1]!;
    expect((await call(svc.url, 'POST', refundPath(code, 1, chatbotId))).body).toEqual(
      err(400, 'No se puede aplicar un reembolso a un pago que no ha sido aplicado'),
    );
    await payCheckout(info.body.url, { number: '4242424242424242' });
    expect(await balance()).toBe(0); // chatbot bookings do not credit when paid
    expect((await call(svc.url, 'POST', refundPath(code, 1, 'RES-100'))).body).toEqual(err(400, 'El ID de reserva no está asociado al link de pago'));
    const r = await call(svc.url, 'POST', refundPath(code, 1, chatbotId));
    expect(r.status).toBe(200);
    const total = (await first<{ a: number }>(svc.store.db, sql`SELECT amount_minor AS a FROM payment_links WHERE code = ${code}`))!.a;
    expect(await balance()).toBe(total);
  });

  it('answers every documented error in the refund form, in the documented order', async () => {
    const unpaid = await createLink({ ref: 'RES-200' });
    const paid = await paidLink({ ref: 'RES-300' });
    const ofAgency2 = await paidLink({ key: 'demo-operator', agencyId: 2, ref: 'RES-400' });
    const before = await balance();
    const cases: [string, string, number, string][] = [
      ['unknown link', refundPath('no-existe-este-link', 1, 'RES-300'), 404, 'Link de pago no identificado'],
      ['another agency’s link, agency key', refundPath(ofAgency2.code, 1, 'RES-400'), 404, 'Link de pago no identificado'],
      ['not paid', refundPath(unpaid.code, 1, 'RES-200'), 400, 'No se puede aplicar un reembolso a un pago que no ha sido aplicado'],
      ['reservation', refundPath(paid.code, 1, 'RES-999'), 400, 'El ID de reserva no está asociado al link de pago'],
      ['bad agency id', refundPath(paid.code, 'uno', 'RES-300'), 400, 'Campos inválidos: agency_id: debe ser un número entero'],
    ];
    for (const [what, path, status, detail] of cases) {
      const r = await call(svc.url, 'POST', path);
      expect(r.status, what).toBe(status);
      expect(r.body, what).toEqual(err(status, detail));
    }
    const asOperator: [string, string, number, string][] = [
      ['link of another agency', refundPath(paid.code, 2, 'RES-300'), 400, 'El link no pertenece a la agencia proporcionada'],
      ['link of an unknown agency', refundPath(paid.code, 99, 'RES-300'), 400, 'El link no pertenece a la agencia proporcionada'],
      [
        'agency outside the program',
        refundPath(ofAgency2.code, 2, 'RES-400'),
        400,
        'Esta funcionalidad solo está permitida para agencias del programa de saldo precargado',
      ],
      // The program check comes before the payment and reservation checks.
      [
        'outside the program, wrong reservation',
        refundPath(ofAgency2.code, 2, 'RES-999'),
        400,
        'Esta funcionalidad solo está permitida para agencias del programa de saldo precargado',
      ],
    ];
    for (const [what, path, status, detail] of asOperator) {
      const r = await call(svc.url, 'POST', path, { key: 'demo-operator' });
      expect(r.status, what).toBe(status);
      expect(r.body, what).toEqual(err(status, detail));
    }
    // Not of this agency comes before not paid.
    expect((await call(svc.url, 'POST', refundPath(unpaid.code, 2, 'RES-200'), { key: 'demo-operator' })).body).toEqual(
      err(400, 'El link no pertenece a la agencia proporcionada'),
    );
    // Auth keeps the generic envelope.
    const other = await call(svc.url, 'POST', refundPath(paid.code, 2, 'RES-300'));
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ code: '403', message: 'Prohibido', detail: 'La clave de API no puede actuar en nombre de la agencia 2' });
    for (const key of ['demo-hotel-1', 'demo-channel-manager'])
      expect((await call(svc.url, 'POST', refundPath(paid.code, 1, 'RES-300'), { key })).body.code).toBe('403');
    expect((await call(svc.url, 'POST', refundPath(paid.code, 1, 'RES-300'), { key: null })).body.code).toBe('401');
    // Gift-card links are not reservation links.
    const gift = await call(svc.url, 'POST', '/v1/gift-cards', {
      body: {
        sender: {
          name: 'Carlos Ruiz',
          document_type: 'CC',
          document_number: '1020304050',
          email: 'c@example.com',
          address: 'Calle 10',
          phone: '3001234567',
          country_code: '+57',
        },
        recipient: { name: 'Lucía', email: 'l@example.com' },
        amount: 1000,
        currency: 'COP',
        note: 'x',
        external_ref_id: 'g1',
        temp_webhook_url: 'http://127.0.0.1:9/h',
        success_url: 'https://a.example/ok',
        failure_url: 'https://a.example/ko',
      },
    });
    await payCheckout(gift.body.payment_link, { number: '4242424242424242' });
    expect((await call(svc.url, 'POST', refundPath(gift.body.payment_link_code, 1, gift.body.gift_card_code))).body).toEqual(
      err(404, 'Link de pago no identificado'),
    );
    expect(await balance()).toBe(before);
    expect((await first<{ n: number }>(svc.store.db, sql`SELECT COUNT(*) AS n FROM recharges WHERE kind = 'refund'`))!.n).toBe(0);
  });

  it('of 20 concurrent refunds of one link exactly one succeeds and the balance is credited once', async () => {
    const link = await paidLink({ ref: 'RES-RACE', amount: 80000 });
    const before = await balance();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(svc.url, 'POST', refundPath(link.code, 1, 'RES-RACE'), { key: i % 2 ? 'demo-operator' : 'demo-agency-1' })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 400);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body).toEqual(err(400, 'Este link ya ha sido reembolsado'));
    expect(await balance()).toBe(before + 8_000_000);
    expect((await first<{ n: number }>(svc.store.db, sql`SELECT COUNT(*) AS n FROM recharges WHERE kind = 'refund'`))!.n).toBe(1);
  });
});
