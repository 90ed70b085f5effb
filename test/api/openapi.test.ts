/**
 * The OpenAPI 3.1 document generated from the zod contract (served at
 * `/openapi.json`) and its reference page (`/docs`): the document is valid
 * OpenAPI 3.1; every route registered on the Fastify app is in it with its
 * method, and nothing else; every documented operation reaches a route of
 * the real server (never the not-found handler); the page is served with
 * its assets from the service itself (no CDN).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { request } from 'undici';
import { fastifyRouteOf } from '../../src/api/http.js';
import { OPERATIONS } from '../../src/api/contract/operations.js';
import { call, startTestService, TEST_ENGINE, type TestService } from '../helpers/service.js';
import { registeredRoutes, routeKey } from '../helpers/routes.js';

let svc: TestService;
let doc: any;

beforeAll(async () => {
  svc = await startTestService();
  const r = await call(svc.url, 'GET', '/openapi.json', { key: null });
  expect(r.status).toBe(200);
  doc = r.body;
});
afterAll(async () => {
  await svc.stop();
});

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, served without a key', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Hotel Payments and Reservations Service');
  });

  it('documents every interface endpoint, 1 to 20 and 2b, with its number', () => {
    const numbers = new Set<string>();
    for (const item of Object.values<any>(doc.paths))
      for (const op of Object.values<any>(item)) for (const n of String(op['x-interface-endpoint'] ?? '').split(', ')) if (n) numbers.add(n);
    expect([...numbers].sort()).toEqual([...Array.from({ length: 20 }, (_, i) => String(i + 1)), '2b'].sort());
    for (const item of Object.values<any>(doc.paths))
      for (const op of Object.values<any>(item)) if (op['x-interface-endpoint']) expect(op.description).toMatch(/^Endpoints? \d|^One path, two endpoints/);
  });

  it('requires the bearer key everywhere but health, metrics (its own token), checkout, voucher pages and the documentation', () => {
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const publicOps: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths))
      for (const [method, op] of Object.entries<any>(item)) {
        if (op.security) {
          expect(op.security).toEqual([]);
          publicOps.push(routeKey(method, path));
        } else {
          // Every API operation lists the generic errors, the 429 with Retry-After.
          for (const status of ['401', '403', '429']) expect(op.responses[status], `${method} ${path} ${status}`).toBeDefined();
          expect(op.responses['429'].headers['Retry-After']).toMatchObject({ required: true });
          expect(op.responses['401'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
        }
      }
    expect(publicOps.sort()).toEqual(
      [
        'GET /docs',
        'GET /health',
        'GET /metrics',
        'GET /openapi.json',
        'GET /pay/{code}',
        'POST /pay/{code}',
        'GET /pay/{code}/result',
        'POST /carriers/{carrier}/events',
        'GET /vouchers/{id}/{code}',
      ].sort(),
    );
  });

  it('documents the Idempotency-Key header on 2, 7, 14 and 15, the multipart body of 2 and the own error form of 1', () => {
    const withHeader: string[] = [];
    for (const item of Object.values<any>(doc.paths))
      for (const op of Object.values<any>(item))
        if ((op.parameters ?? []).some((p: any) => p.in === 'header' && p.name === 'Idempotency-Key')) withHeader.push(op['x-interface-endpoint']);
    expect(withHeader.sort()).toEqual(['15, 16', '14', '2', '7'].sort());

    const recharge = doc.paths['/v2/preloaded-balance/agencies/{agency_id}/external'].post;
    const form = recharge.requestBody.content['multipart/form-data'].schema;
    expect([...form.required].sort()).toEqual(['amount', 'currency', 'payment_method', 'payment_receipt', 'payment_reference']);
    expect(form.properties.payment_receipt).toMatchObject({ type: 'string', format: 'binary' });

    const refund = doc.paths['/v2/preloaded-balance/{payment_link_code}/agencies/{agency_id}/reservation/{reservation_id}/refund'].post;
    for (const status of ['400', '404', '500'])
      expect(refund.responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/RefundErrorEnvelope' });
    expect(doc.components.schemas.RefundErrorEnvelope.properties.code).toMatchObject({ const: 0 });
    expect(refund.responses['401'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
  });

  it('describes requests on their input side: numeric text accepted, dates as dates, the literal hotel_id= segment', () => {
    const create = doc.paths['/v2/bookings/hotel_id={hotel_id}'].post;
    expect(create.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'hotel_id', required: true }));
    const reservation = create.requestBody.content['application/json'].schema.properties.reservation;
    expect(reservation.properties.nights.anyOf).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'string', pattern: '^\\d+$' })]));
    expect(reservation.properties.checkin).toMatchObject({ type: 'string', format: 'date' });
    // The shared paths (docs/decisions/0008-shared-paths.md) are documented once, with both meanings.
    expect(Object.keys(doc.paths['/v1/gift-cards']).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/v1/bookings/{booking_number}/voucher-details'].get.responses['200'].content['application/json'].schema.anyOf).toHaveLength(2);
  });
});

describe('routes of the server and operations of the document', () => {
  it('are the same set: every registered route (but HEAD and the /docs assets) is documented with its method, and nothing else is', async () => {
    const registered = new Set(await registeredRoutes(TEST_ENGINE));
    const documented = new Set(OPERATIONS.map((op) => routeKey(op.method, fastifyRouteOf(op))));
    expect(
      [...registered].filter((r) => !documented.has(r)),
      'routes missing from the document',
    ).toEqual([]);
    expect(
      [...documented].filter((r) => !registered.has(r)),
      'documented operations without a route',
    ).toEqual([]);
    expect(registered.size).toBe(OPERATIONS.length);
  });

  it('every documented operation answers, with placeholder parameters, something else than the not-found handler', async () => {
    for (const [path, item] of Object.entries<any>(doc.paths))
      for (const method of Object.keys(item)) {
        const url = path.replace(/\{[^}]+\}/g, '1');
        const r = await call(svc.url, method.toUpperCase() as 'GET' | 'POST' | 'PUT', url, {
          key: 'demo-operator',
          ...(method === 'get' ? {} : { body: {} }),
        });
        const label = `${method.toUpperCase()} ${url} → ${r.status} ${JSON.stringify(r.body).slice(0, 120)}`;
        expect(r.status, label).toBeLessThan(500);
        if (r.status === 404) expect(JSON.stringify(r.body), label).not.toMatch(/No existe la ruta/);
      }
    // The check itself can fail: an undocumented path is the not-found handler's.
    const missing = await call(svc.url, 'GET', '/v2/no-such-thing', { key: 'demo-operator' });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toMatch(/No existe la ruta/);
  });
});

describe('GET /docs', () => {
  it('serves the reference page and every asset it loads from the service itself (works offline)', async () => {
    const page = await request(`${svc.url}/docs`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    const html = await page.body.text();
    expect(html).not.toMatch(/https?:\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(expect.arrayContaining(['/docs/static/swagger-ui-bundle.js', '/docs/static/swagger-initializer.js', '/docs/static/swagger-ui.css']));
    for (const asset of assets) {
      const r = await request(`${svc.url}${asset}`);
      await r.body.dump();
      expect(r.statusCode, asset).toBe(200);
    }
    // The page reads the same document as /openapi.json.
    const init = await (await request(`${svc.url}/docs/static/swagger-initializer.js`)).body.text();
    expect(init).toContain("resolveUrl('./json')");
    const json = await call(svc.url, 'GET', '/docs/json', { key: null });
    expect(json.body).toEqual(doc);
  });
});
