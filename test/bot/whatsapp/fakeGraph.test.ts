/**
 * The fake Graph API of test/helpers/whatsapp.ts checked on its own, over
 * HTTP: authorization, Meta's error shape, the limits of the payloads, the
 * mark-as-read, the 24-hour window and the webhook bodies and signatures it
 * builds. A channel adapter's tests rely on it answering as Meta does.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_DISPLAY_PHONE_NUMBER, FAKE_WABA_ID, startFakeGraph, type FakeGraph } from '../../helpers/whatsapp.js';

const TOKEN = 'EAAtest-token';
const PHONE_ID = '106540352242922';
const SECRET = 'app-secret-0123456789';
const GUEST = '573001112233';

let graph: FakeGraph;
let clockNow = new Date('2026-12-01T12:00:00Z');
beforeEach(async () => {
  graph = await startFakeGraph({ token: TOKEN, phoneNumberId: PHONE_ID, appSecret: SECRET, now: () => clockNow });
  clockNow = new Date('2026-12-01T12:00:00Z');
  // Both guests wrote just now: free-form messages to them are allowed for 24 hours.
  graph.openWindow(GUEST);
  graph.openWindow('573005556677');
});
afterEach(async () => {
  await graph.close();
});

/** POST `body` to the fake's messages endpoint; resolves with the status and the parsed answer. */
async function send(body: unknown, o: { token?: string | null; phoneId?: string } = {}): Promise<{ status: number; json: any }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (o.token !== null) headers.authorization = `Bearer ${o.token ?? TOKEN}`;
  const res = await fetch(`${graph.apiUrl}/${o.phoneId ?? PHONE_ID}/messages`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

const text = (body: string, to = GUEST) => ({ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { body } });
const template = (to = GUEST, params = ['CB-7K2M-Q9XD-4HTP'], name = 'payment_confirmed', code = 'es') => ({
  messaging_product: 'whatsapp',
  to,
  type: 'template',
  template: { name, language: { code }, components: [{ type: 'body', parameters: params.map((p) => ({ type: 'text', text: p })) }] },
});

describe('fake Graph API', () => {
  it('answers the version base URL and accepts a text message as Meta does', async () => {
    expect(graph.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v23\.0$/);
    const res = await send(text('Hola'));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: GUEST, wa_id: GUEST }],
      messages: [{ id: expect.stringMatching(/^wamid\./) }],
    });
    const sent = await graph.waitForSent(1);
    expect(sent).toEqual([{ to: GUEST, payload: { type: 'text', text: { body: 'Hola' } }, at: expect.any(Number), id: res.json.messages[0].id }]);
    const second = await send(text('¿Algo más?'));
    expect(second.json.messages[0].id).not.toBe(res.json.messages[0].id);
  });

  it('refuses a missing or wrong token with OAuthException 190 (401)', async () => {
    for (const token of [null, 'EAAwrong']) {
      const res = await send(text('Hola'), { token });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({
        error: {
          message: expect.stringContaining('(#190)'),
          type: 'OAuthException',
          code: 190,
          error_data: { messaging_product: 'whatsapp', details: expect.any(String) },
          fbtrace_id: expect.any(String),
        },
      });
    }
    expect(graph.sent).toEqual([]);
    expect(graph.refused.map((r) => r.code)).toEqual([190, 190]);
  });

  it('refuses a body without messaging_product, another phone number id, and no recipient (code 100)', async () => {
    const { messaging_product: _, ...bare } = text('Hola');
    expect((await send(bare)).json.error.code).toBe(100);
    expect((await send(text('Hola'), { phoneId: '999' })).json.error.code).toBe(100);
    expect((await send(text('Hola', ''))).json.error.code).toBe(100);
    expect(graph.sent).toEqual([]);
  });

  it('refuses a payload over the limits with 131009 and the violations in error_data.details', async () => {
    const rows = Array.from({ length: 11 }, (_, i) => ({ id: `h:${i}`, title: `Hotel ${i}` }));
    const res = await send({
      messaging_product: 'whatsapp',
      to: GUEST,
      type: 'interactive',
      interactive: { type: 'list', body: { text: 'Elige' }, action: { button: 'Elegir', sections: [{ title: 'Opciones', rows }] } },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 131009, type: 'OAuthException', message: '(#131009) Parameter value is not valid' });
    expect(res.json.error.error_data.details).toBe('interactive.action.sections: 11 rows in all > 10');
    const buttons = await send({
      messaging_product: 'whatsapp',
      to: GUEST,
      type: 'interactive',
      interactive: { type: 'button', body: { text: 'x' }, action: { buttons: [{ type: 'reply', reply: { id: 'a', title: 'Un título demasiado largo' } }] } },
    });
    expect(buttons.json.error.error_data.details).toBe('interactive.action.buttons[0].reply.title: 25 characters > 20');
    expect((await send(text(''))).json.error.code).toBe(131009);
    expect(graph.sent).toEqual([]);
  });

  it('marks a message read', async () => {
    const res = await send({ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.HBgLNTczMDAxMTEyMjMzFQIAEhgg' });
    expect(res).toEqual({ status: 200, json: { success: true } });
    expect(graph.reads).toEqual(['wamid.HBgLNTczMDAxMTEyMjMzFQIAEhgg']);
    expect((await send({ messaging_product: 'whatsapp', status: 'read', message_id: 'nope' })).json.error.code).toBe(131009);
    expect(graph.sent).toEqual([]);
  });

  it('failNext answers the next send with the code given, then sends again', async () => {
    graph.failNext(130429);
    graph.failNext(131026, 400, 'Message undeliverable');
    const limited = await send(text('uno'));
    expect(limited.status).toBe(429);
    expect(limited.json.error).toMatchObject({ code: 130429, message: '(#130429) Rate limit hit', type: 'OAuthException' });
    const undeliverable = await send(text('dos'));
    expect(undeliverable.status).toBe(400);
    expect(undeliverable.json.error.error_data.details).toBe('Message undeliverable');
    expect((await send(text('tres'))).status).toBe(200);
    expect(graph.sent.map((s) => (s.payload as any).text.body)).toEqual(['tres']);
  });

  describe('with an app webhook', () => {
    let app: Server;
    let appUrl: string;
    const received: Array<{ body: any; signature?: string }> = [];

    beforeEach(async () => {
      received.length = 0;
      // The app's side, as a channel would verify: HMAC-SHA256 of the raw body with the app secret.
      app = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const raw = Buffer.concat(chunks);
          const header = req.headers['x-hub-signature-256'];
          const expected = Buffer.from(`sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`);
          const ok = typeof header === 'string' && header.length === expected.length && timingSafeEqual(Buffer.from(header), expected);
          if (!ok) return void res.writeHead(401).end('bad signature');
          received.push({ body: JSON.parse(raw.toString('utf8')), signature: header });
          res.writeHead(200).end('EVENT_RECEIVED');
        });
      });
      await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
      appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/whatsapp/webhook`;
    });
    afterEach(async () => {
      await new Promise<void>((resolve) => app.close(() => resolve()));
    });

    it('signs webhooks as Meta does; a wrong or missing signature is refused by the app', async () => {
      const body = graph.webhookBody({ from: GUEST, name: 'Ana María', text: 'Hola, quiero reservar', wamid: 'wamid.IN1', timestamp: 1767225600 });
      expect(graph.sign(body)).toBe(`sha256=${createHmac('sha256', SECRET).update(body, 'utf8').digest('hex')}`);
      expect(await graph.postWebhook(appUrl, body)).toEqual({ status: 200, text: 'EVENT_RECEIVED' });
      expect(await graph.postWebhook(appUrl, body, { signature: graph.sign(`${body} `) })).toMatchObject({ status: 401 });
      expect(await graph.postWebhook(appUrl, body, { signature: '' })).toMatchObject({ status: 401 });
      expect(received).toHaveLength(1);
      expect(received[0]!.body).toEqual({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: FAKE_WABA_ID,
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: FAKE_DISPLAY_PHONE_NUMBER, phone_number_id: PHONE_ID },
                  contacts: [{ profile: { name: 'Ana María' }, wa_id: GUEST }],
                  messages: [{ from: GUEST, id: 'wamid.IN1', timestamp: '1767225600', type: 'text', text: { body: 'Hola, quiero reservar' } }],
                },
              },
            ],
          },
        ],
      });
    });

    it('builds button and list replies (with the context of the last message sent) and statuses', async () => {
      const { json } = await send(text('¿Confirmo?'));
      const wamid = json.messages[0].id as string;
      const button = JSON.parse(graph.webhookBody({ from: GUEST, buttonReply: { id: 'confirm', title: 'Sí' } })).entry[0].changes[0].value.messages[0];
      expect(button).toEqual({
        context: { from: FAKE_DISPLAY_PHONE_NUMBER, id: wamid },
        from: GUEST,
        id: expect.stringMatching(/^wamid\./),
        timestamp: expect.stringMatching(/^\d+$/),
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id: 'confirm', title: 'Sí' } },
      });
      const row = JSON.parse(graph.webhookBody({ from: GUEST, listReply: { id: 'h:3:0', title: 'Hotel Murallas del…', description: 'desde COP 921.400' } }))
        .entry[0].changes[0].value.messages[0];
      expect(row.interactive).toEqual({ type: 'list_reply', list_reply: { id: 'h:3:0', title: 'Hotel Murallas del…', description: 'desde COP 921.400' } });
      expect(() => graph.webhookBody({ from: GUEST })).toThrow(/exactly one/);

      const failed = JSON.parse(
        graph.statusBody({ wamid, recipient: GUEST, status: 'failed', errors: [{ code: 131047, title: 'Re-engagement message' }], timestamp: 1 }),
      );
      expect(failed.entry[0].changes[0].value).toEqual({
        messaging_product: 'whatsapp',
        metadata: { display_phone_number: FAKE_DISPLAY_PHONE_NUMBER, phone_number_id: PHONE_ID },
        statuses: [{ id: wamid, status: 'failed', timestamp: '1', recipient_id: GUEST, errors: [{ code: 131047, title: 'Re-engagement message' }] }],
      });
      const read = JSON.parse(graph.statusBody({ wamid, recipient: GUEST, status: 'read' })).entry[0].changes[0].value.statuses[0];
      expect(read).not.toHaveProperty('errors');
      expect(await graph.postWebhook(appUrl, graph.statusBody({ wamid, recipient: GUEST, status: 'delivered' }))).toMatchObject({ status: 200 });
    });

    it('a closed window refuses free-form messages with 131047 until the guest writes again; templates go through', async () => {
      graph.closeWindow(`+${GUEST}`);
      const refused = await send(text('¿Sigues ahí?'));
      expect(refused.status).toBe(400);
      expect(refused.json.error).toMatchObject({ code: 131047, message: '(#131047) Re-engagement message' });
      expect(refused.json.error.error_data.details).toMatch(/24 hours/);
      const buttons = await send({
        messaging_product: 'whatsapp',
        to: GUEST,
        type: 'interactive',
        interactive: { type: 'button', body: { text: '¿Pagas?' }, action: { buttons: [{ type: 'reply', reply: { id: 'pay', title: 'Pagar' } }] } },
      });
      expect(buttons.json.error.code).toBe(131047);
      // Another guest's window is open.
      expect((await send(text('Hola', '573005556677'))).status).toBe(200);
      const tpl = await send(template());
      expect(tpl.status).toBe(200);
      expect(tpl.json.messages[0]).toEqual({ id: expect.stringMatching(/^wamid\./), message_status: 'accepted' });
      // A status webhook does not reopen it; the guest's own message does.
      await graph.postWebhook(appUrl, graph.statusBody({ wamid: tpl.json.messages[0].id, recipient: GUEST, status: 'read' }));
      expect((await send(text('¿Sigues ahí?'))).json.error.code).toBe(131047);
      await graph.postWebhook(appUrl, graph.webhookBody({ from: GUEST, text: 'Sí, aquí estoy' }));
      expect((await send(text('¡Perfecto!'))).status).toBe(200);
      expect(graph.sent.map((s) => [s.to, s.payload.type])).toEqual([
        ['573005556677', 'text'],
        [GUEST, 'template'],
        [GUEST, 'text'],
      ]);
      expect(graph.refused.map((r) => r.code)).toEqual([131047, 131047, 131047]);
    });
  });

  it("the window lasts 24 hours on the fake's clock; outside it only an approved template with the right parameters goes", async () => {
    clockNow = new Date(clockNow.getTime() + 24 * 3_600_000 - 1_000);
    expect((await send(text('¿Sigues ahí?'))).status).toBe(200);
    clockNow = new Date(clockNow.getTime() + 2_000);
    expect((await send(text('¿Sigues ahí?'))).json.error.code).toBe(131047);
    // A number that never wrote has no window at all.
    expect((await send(text('Hola', '573009990000'))).json.error.code).toBe(131047);
    expect((await send(template())).status).toBe(200);
    expect((await send(template(GUEST, ['CB-1'], 'payment_confirmed', 'en'))).status).toBe(200);
    const unknown = await send(template(GUEST, ['CB-1'], 'recordatorio_pago'));
    expect([unknown.status, unknown.json.error.code]).toEqual([400, 132001]);
    const count = await send(template(GUEST, ['CB-1', 'extra']));
    expect([count.status, count.json.error.code]).toEqual([400, 132000]);
    const newline = await send(template(GUEST, ['CB-1', '15 dic\n6 pm', 'https://x.test/p'], 'payment_reminder'));
    expect([newline.status, newline.json.error.code]).toEqual([400, 132018]);
    expect(graph.sent.map((s) => s.payload.type)).toEqual(['text', 'template', 'template']);
  });

  it('serves a media object by its id, then its bytes, with the bearer', async () => {
    const id = graph.addMedia(Buffer.from('%PDF-1.4 passport'), 'application/pdf');
    const auth = { authorization: `Bearer ${TOKEN}` };
    const info = await fetch(`${graph.apiUrl}/${id}?phone_number_id=${PHONE_ID}`, { headers: auth });
    const json = (await info.json()) as { url: string; mime_type: string; file_size: number; id: string; sha256: string };
    expect(json).toMatchObject({ messaging_product: 'whatsapp', mime_type: 'application/pdf', file_size: 17, id });
    expect((await fetch(json.url)).status).toBe(401);
    const bytes = await fetch(json.url, { headers: auth });
    expect(Buffer.from(await bytes.arrayBuffer()).toString()).toBe('%PDF-1.4 passport');
    expect((await fetch(`${graph.apiUrl}/999`, { headers: auth })).status).toBe(400);
  });

  it('waitForSent rejects after its timeout, saying what arrived', async () => {
    await expect(graph.waitForSent(1, 50)).rejects.toThrow(/0 message\(s\) accepted, waited for 1/);
  });
});
