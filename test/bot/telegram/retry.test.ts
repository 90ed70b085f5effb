/**
 * Telegram flood limits: a 429 with retry_after from the Bot API is waited out
 * and the message still goes (auto-retry), against a local Bot API stand-in
 * that refuses the first sendMessage.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createTelegramBot } from '../../../src/bot/telegram.js';
import { ConversationService } from '../../../src/bot/conversation.js';
import { CallbackTokenRepo, openBotStore } from '../../../src/store/bot/repos.js';
import { systemClock } from '../../../src/clock.js';

let server: Server | undefined;
let dir: string | undefined;
afterEach(async () => {
  if (server) await new Promise((r) => server!.close(r));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('waits out a 429 retry_after and delivers the message once', async () => {
  const calls: { method: string; body: string }[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const method = (req.url ?? '').split('/').pop()!;
      calls.push({ method, body });
      res.setHeader('content-type', 'application/json');
      if (method === 'sendMessage' && calls.filter((c) => c.method === 'sendMessage').length === 1)
        return res
          .writeHead(429)
          .end(JSON.stringify({ ok: false, error_code: 429, description: 'Too Many Requests: retry after 1', parameters: { retry_after: 1 } }));
      res.end(JSON.stringify({ ok: true, result: { message_id: 1, date: 0, chat: { id: 42, type: 'private' }, text: 'ok' } }));
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-tg-retry-'));
  const store = await openBotStore(join(dir, 'bot.db'));
  const tg = createTelegramBot({
    token: '123:abc',
    apiRoot: `http://127.0.0.1:${port}`,
    conversations: new ConversationService({ store, runEffect: async () => null, clock: systemClock }),
    callbackTokens: new CallbackTokenRepo(store.db),
    clock: systemClock,
  });
  await tg.send('42', [{ text: '¡Pago recibido!' }], 'es');
  const sends = calls.filter((c) => c.method === 'sendMessage');
  expect(sends).toHaveLength(2); // refused once, then delivered
  expect(JSON.parse(sends[1]!.body)).toMatchObject({ chat_id: '42', text: '¡Pago recibido!' });
  await store.close();
});
