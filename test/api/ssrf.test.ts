/**
 * SSRF guard of outbound URLs: creation-time refusal of
 * internal targets with a 400 naming the field, the allow-list, and
 * delivery-time refusal (DNS answers, rebinding) that dead-letters, against
 * the real service in production mode.
 */
import { createServer, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { startService, type RunningService, type StartServiceOptions } from '../../src/api/service.js';
import { createApiKey, findApiKey, DEMO_API_KEYS } from '../../src/store/service/apiKeys.js';
import { WebhookWorker } from '../../src/api/domain/webhookDelivery.js';
import { enqueueWebhook } from '../../src/api/domain/webhookEvents.js';
import {
  checkDeliveryTarget,
  checkOutboundUrl,
  OutboundRefusedError,
  parseAllowList,
  refusedAddressReason,
  STRICT_OUTBOUND_POLICY,
  type HostResolver,
} from '../../src/api/domain/ssrf.js';
import { ValidationError } from '../../src/api/domain/errors.js';
import type { BookingExpiredEvent } from '../../src/api/contract/index.js';
import { first, rows, sql } from '../../src/store/sql.js';
import { freshLocation } from '../helpers/postgres.js';
import { call, demoServiceOptions, payCheckout, T0, TEST_ENGINE } from '../helpers/service.js';
import { paymentLinkBody } from '../helpers/booking.js';

const DEMO = { allowLoopback: true, allowHosts: [] as string[] };

describe('address classes', () => {
  it.each([
    ['127.0.0.1', 'de loopback'],
    ['127.8.9.10', 'de loopback'],
    ['::1', 'de loopback'],
    ['10.0.0.1', 'privada'],
    ['172.16.5.4', 'privada'],
    ['192.168.1.1', 'privada'],
    ['169.254.169.254', 'de enlace local'],
    ['fe80::1', 'de enlace local'],
    ['fd00::1', 'local única'],
    ['0.0.0.0', 'no especificada'],
    ['::', 'no especificada'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['::ffff:10.0.0.1', 'privada'],
    ['::ffff:127.0.0.1', 'de loopback'],
    ['::ffff:169.254.169.254', 'de enlace local'],
    ['100.64.0.1', 'NAT'],
  ])('refuses %s in production', (address, text) => {
    expect(refusedAddressReason(address, STRICT_OUTBOUND_POLICY)).toContain(text);
  });

  it('passes public unicast, and loopback (only loopback) in demo mode', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(refusedAddressReason(a, STRICT_OUTBOUND_POLICY)).toBeUndefined();
    for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(refusedAddressReason(a, DEMO)).toBeUndefined();
    for (const a of ['10.0.0.1', '169.254.169.254', 'fd00::1']) expect(refusedAddressReason(a, DEMO)).toBeDefined();
  });

  it('checks URLs synchronously at creation: literal addresses in any notation, localhost names, the allow-list', () => {
    const refused = (url: string) => () => checkOutboundUrl(url, STRICT_OUTBOUND_POLICY, 'temp_webhook_url');
    for (const url of [
      'http://127.0.0.1/x',
      'http://2130706433/x',
      'http://0x7f.1/x',
      'http://[::1]:8080/',
      'http://LOCALHOST/',
      'http://api.localhost/',
      'http://10.0.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      'http://[::ffff:a00:1]/',
    ])
      expect(refused(url), url).toThrow(ValidationError);
    expect(refused('http://127.0.0.1/x')).toThrow(/^Campos inválidos: temp_webhook_url: 127\.0\.0\.1 es una dirección de loopback/);
    expect(refused('ftp://example.com/')).toThrow(/http\(s\)/);
    checkOutboundUrl('https://hooks.example.com/x', STRICT_OUTBOUND_POLICY, 'f');
    checkOutboundUrl(undefined, STRICT_OUTBOUND_POLICY, 'f');
    checkOutboundUrl('http://localhost:3001/webhooks', DEMO, 'f');
    checkOutboundUrl('http://10.0.0.1/x', { allowLoopback: false, allowHosts: ['10.0.0.1'] }, 'f');
    checkOutboundUrl('http://[fd00::5]/x', { allowLoopback: false, allowHosts: ['[FD00::5]'] }, 'f');
    checkOutboundUrl('http://Hooks.Internal./x', { allowLoopback: false, allowHosts: ['hooks.internal'] }, 'f');
  });

  it('checks every resolved address at delivery', async () => {
    const resolver =
      (map: Record<string, string[]>): HostResolver =>
      async (host) => {
        const a = map[host];
        if (!a) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
        return a.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      };
    const r = resolver({
      'ok.test': ['93.184.216.34'],
      'mixed.test': ['93.184.216.34', '10.1.2.3'],
      'v6.test': ['2606:4700::1', 'fd12::1'],
      'internal.test': ['10.9.9.9'],
    });
    await checkDeliveryTarget('https://ok.test/h', STRICT_OUTBOUND_POLICY, r);
    await expect(checkDeliveryTarget('https://mixed.test/h', STRICT_OUTBOUND_POLICY, r)).rejects.toThrow(
      /mixed\.test resuelve a 10\.1\.2\.3 es una dirección privada/,
    );
    await expect(checkDeliveryTarget('https://v6.test/h', STRICT_OUTBOUND_POLICY, r)).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(checkDeliveryTarget('https://nowhere.test/h', STRICT_OUTBOUND_POLICY, r)).rejects.toThrow(/ENOTFOUND/);
    await checkDeliveryTarget('https://internal.test/h', { allowLoopback: false, allowHosts: ['internal.test'] }, r);
    // The real resolver: localhost is loopback.
    await expect(checkDeliveryTarget('http://127.0.0.1:1/h', STRICT_OUTBOUND_POLICY)).rejects.toBeInstanceOf(OutboundRefusedError);
  });

  it('an allow-list of addresses and CIDR ranges admits literal IPs and names resolving into them, nothing else', async () => {
    const policy = { allowLoopback: false, allowHosts: parseAllowList(' hooks.partner.internal , 10.20.0.0/16, fd00:1::/32,192.168.7.7 ') };
    expect(policy.allowHosts).toEqual(['hooks.partner.internal', '10.20.0.0/16', 'fd00:1::/32', '192.168.7.7']);
    for (const ok of ['http://10.20.3.4/h', 'http://[fd00:1::9]/h', 'http://192.168.7.7/h', 'http://[::ffff:10.20.0.1]/h', 'https://hooks.partner.internal/h'])
      checkOutboundUrl(ok, policy, 'f');
    for (const refused of ['http://10.21.0.1/h', 'http://192.168.7.8/h', 'http://[fd00:2::1]/h', 'http://127.0.0.1/h', 'http://169.254.169.254/h'])
      expect(() => checkOutboundUrl(refused, policy, 'f'), refused).toThrow(ValidationError);
    const r: HostResolver = async (host) =>
      ({
        'in.test': [{ address: '10.20.9.9', family: 4 }],
        'out.test': [
          { address: '10.20.9.9', family: 4 },
          { address: '10.30.0.1', family: 4 },
        ],
      })[host] ?? [];
    await checkDeliveryTarget('https://in.test/h', policy, r);
    await expect(checkDeliveryTarget('https://out.test/h', policy, r)).rejects.toThrow(/out\.test resuelve a 10\.30\.0\.1 es una dirección privada/);
    expect(refusedAddressReason('10.20.255.255', policy)).toBeUndefined();
    expect(refusedAddressReason('10.19.255.255', policy)).toMatch(/privada/);
    for (const bad of ['10.0.0.0/99', 'not a host!', '1.2.3.4/x']) expect(() => parseAllowList(bad), bad).toThrow(/is not/);
  });
});

describe('in production mode', () => {
  let location: string;
  let clock: ManualClock;
  let svc: RunningService;
  let key: string;
  let hits: number;
  let server: Server;
  let hookUrl: string;
  const dns: Record<string, string[]> = {};
  const resolver: HostResolver = async (host) => {
    const a = dns[host];
    if (!a) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return a.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

  async function start(opts: Partial<StartServiceOptions> = {}) {
    svc = await startService({
      ...demoServiceOptions(location, clock),
      demo: false,
      outboundResolver: resolver,
      ...opts,
    });
    key = (await createApiKey(svc.store.db, { name: 'Operador', principalKind: 'operator', principalId: null }, clock.now())).key;
  }

  beforeEach(async () => {
    location = await freshLocation(TEST_ENGINE, 'hotelbot_ssrf');
    clock = new ManualClock(T0);
    hits = 0;
    server = createServer((_req, res) => {
      hits++;
      res.writeHead(200).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const addr = server.address();
    hookUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    await start();
  });
  afterEach(async () => {
    await svc.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    if (TEST_ENGINE === 'sqlite') rmSync(dirname(location), { recursive: true, force: true });
    for (const k of Object.keys(dns)) delete dns[k];
  });

  const link = (over: Record<string, unknown>) =>
    call(svc.url, 'POST', '/v2/links/schedule', {
      key,
      body: paymentLinkBody({ amount: 1000, description: 'x', available_hours: 2, ...over }),
    });

  it.each([
    ['temp_webhook_url', { temp_webhook_url: 'http://127.0.0.1:3001/webhooks' }],
    ['temp_webhook_url', { temp_webhook_url: 'http://10.0.0.1/hook' }],
    ['temp_webhook_url', { temp_webhook_url: 'http://169.254.169.254/latest/meta-data/' }],
    ['temp_webhook_url', { temp_webhook_url: 'http://[::1]/hook' }],
    ['temp_webhook_url', { temp_webhook_url: 'http://localhost:8080/hook' }],
    ['redirect.success_url', { redirect: { success_url: 'http://192.168.0.10/ok' } }],
    ['redirect.failure_url', { redirect: { success_url: 'https://agency.example/ok', failure_url: 'http://[::ffff:127.0.0.1]/ko' } }],
  ])('refuses %s %j at creation with a 400 naming the field', async (field, over) => {
    const r = await link(over);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: '400' });
    expect(r.body.detail).toContain(`${field}:`);
    expect(await first(svc.store.db, sql`SELECT COUNT(*) AS n FROM payment_links`)).toEqual({ n: 0 });
  });

  it('refuses internal gift-card URLs too (endpoint 15)', async () => {
    const r = await call(svc.url, 'POST', '/v1/gift-cards', {
      key,
      body: {
        sender: {
          name: 'Ana Gómez',
          document_type: 'CC',
          document_number: '123',
          email: 'ana@example.com',
          address: 'Calle 1',
          phone: '3001234567',
          country_code: '+57',
        },
        recipient: { name: 'Luis', email: 'luis@example.com' },
        amount: 100000,
        currency: 'COP',
        note: 'Feliz cumpleaños',
        external_ref_id: 'GC-1',
        temp_webhook_url: 'http://10.0.0.1/gift',
        success_url: 'https://shop.example/ok',
        failure_url: 'https://shop.example/ko',
      },
    });
    expect(r.status).toBe(400);
    expect(r.body.detail).toContain('temp_webhook_url:');
  });

  it('accepts public hosts and allow-listed internal ones', async () => {
    expect((await link({ temp_webhook_url: 'https://hooks.example.com/x', redirect: { success_url: 'https://agency.example/ok' } })).status).toBe(200);
    await svc.close();
    await start({ outboundPolicy: { allowLoopback: false, allowHosts: ['10.0.0.1', 'hooks.internal'] } });
    expect((await link({ temp_webhook_url: 'http://10.0.0.1/hook' })).status).toBe(200);
    expect((await link({ temp_webhook_url: 'http://hooks.internal/hook' })).status).toBe(200);
    expect((await link({ temp_webhook_url: 'http://10.0.0.2/hook' })).status).toBe(400);
  });

  it('dead-letters at delivery a host name that resolves to an internal address, without sending', async () => {
    dns['hooks.partner.test'] = ['93.184.216.34', '10.1.2.3'];
    const r = await link({ temp_webhook_url: 'https://hooks.partner.test/h' });
    expect(r.status).toBe(200);
    const paid = await payCheckout(r.body.url, { number: '4242424242424242' });
    expect(paid.status).toBe(200);
    expect(await svc.webhooks.runDue()).toEqual({ delivered: 0, failed: 0, dead: 1 });
    const row = await first(svc.store.db, sql`SELECT status, attempts, last_status, last_error FROM webhook_outbox`);
    expect(row).toEqual({
      status: 'dead',
      attempts: 1,
      last_status: null,
      last_error: 'Destino rechazado (SSRF): hooks.partner.test resuelve a 10.1.2.3 es una dirección privada',
    });
  });

  it('dead-letters a queued loopback target at delivery, and a DNS answer that changes after the check (rebinding)', async () => {
    const keyId = (await findApiKey(svc.store.db, key))!.id;
    const payload: BookingExpiredEvent = {
      event: 'booking.expired',
      chatbot_id: 'cb',
      hotel_id: 1,
      expiration_date: '2026-11-22T10:00:00-05:00',
      reservation_status: 'Reserva expirada',
    };
    // Queued directly (e.g. a URL stored before the policy changed): the delivery check still refuses it.
    await svc.store.transaction((tx) => enqueueWebhook(tx, { eventType: 'booking.expired', targetUrl: `${hookUrl}/h`, apiKeyId: keyId, payload }, clock.now()));
    // A name that answers a public address to the check and loopback to the connection.
    const port = new URL(hookUrl).port;
    let calls = 0;
    const rebinding: HostResolver = async () => [{ address: calls++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    const worker = new WebhookWorker({ store: svc.store, clock, policy: STRICT_OUTBOUND_POLICY, resolve: rebinding });
    await svc.store.transaction((tx) =>
      enqueueWebhook(tx, { eventType: 'booking.expired', targetUrl: `http://rebind.test:${port}/h`, apiKeyId: keyId, payload }, clock.now()),
    );
    try {
      expect(await worker.runDue()).toEqual({ delivered: 0, failed: 0, dead: 2 });
    } finally {
      await worker.stop();
    }
    const queued = await rows<{ status: string; last_error: string }>(svc.store.db, sql`SELECT status, last_error FROM webhook_outbox ORDER BY id`);
    expect(queued[0]).toEqual({ status: 'dead', last_error: 'Destino rechazado (SSRF): 127.0.0.1 es una dirección de loopback' });
    expect(queued[1]).toEqual({ status: 'dead', last_error: 'Destino rechazado (SSRF): rebind.test resuelve a 127.0.0.1 es una dirección de loopback' });
    expect(calls).toBe(2);
    expect(hits).toBe(0);
  });

  it('refuses to start with demo keys or a demo webhook URL', async () => {
    await svc.close();
    await expect(start({ demoWebhookUrl: 'http://127.0.0.1:3001/webhooks/payments' })).rejects.toThrow(/demo-mode/);
    await start({ demo: true, demoWebhookUrl: 'http://127.0.0.1:3001/webhooks/payments' });
    const demoKey = (await findApiKey(svc.store.db, DEMO_API_KEYS.agency1))!;
    expect(await first(svc.store.db, sql`SELECT webhook_url AS u FROM api_keys WHERE id = ${demoKey.id}`)).toEqual({
      u: 'http://127.0.0.1:3001/webhooks/payments',
    });
    expect(svc.outboundPolicy).toEqual({ allowLoopback: true, allowHosts: [] });
  });
});
