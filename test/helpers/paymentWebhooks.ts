/**
 * Payment webhooks as the service sends them to the bot's receiver, for the
 * suites that drive the receiver themselves: endpoint 13's record of a
 * chatbot booking (the transaction webhook's body) and a delivery signed
 * per Standard Webhooks with the demo key's webhook secret.
 */
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { request } from 'undici';
import { expect } from 'vitest';
import type { TransactionStatusRecord } from '../../src/api/contract/index.js';
import { DEMO_WEBHOOK_SECRET } from '../../src/store/service/apiKeys.js';
import { call, type TestService } from './service.js';

/**
 * The transaction webhook body of chatbot booking `code`, from endpoint 13
 * (transaction_type `automated`) of `svc`; expects its payment link, a 200
 * and the booking's code as external reference.
 */
export async function transactionRecordOf(svc: TestService, code: string): Promise<TransactionStatusRecord> {
  const row = svc.db.prepare('SELECT hotel_id AS hotelId FROM payment_links WHERE reservation_id = ?').get(code) as { hotelId: number } | undefined;
  expect(row, `payment link of ${code}`).toBeDefined();
  const r = await call(
    svc.url,
    'GET',
    `/v2/common/transaction-status?hotel_id=${row!.hotelId}&ref_number=${encodeURIComponent(code)}&transaction_type=automated`,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.details.external_ref_id).toBe(code);
  return r.body as TransactionStatusRecord;
}

/**
 * POST `body` (JSON, or a string sent as it is) to `url` as a delivery of
 * the service: `webhook-id` `id` (default a new one), signed at `at` with
 * `secret` (default the demo key's), plus `headers`. Resolves with the
 * answer's status and JSON body, and the id.
 */
export async function deliverSigned(
  url: string,
  body: unknown,
  opts: { at: Date; id?: string; secret?: string; headers?: Record<string, string> },
): Promise<{ status: number; body: any; id: string }> {
  const id = opts.id ?? `msg_${randomUUID()}`;
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const { at } = opts;
  const res = await request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(opts.secret ?? DEMO_WEBHOOK_SECRET).sign(id, at, raw),
      ...opts.headers,
    },
    body: raw,
  });
  return { status: res.statusCode, body: JSON.parse(await res.body.text()), id };
}
