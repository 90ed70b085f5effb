/**
 * Test helpers of the notice outbox suites: read the bot's messages as the
 * emulator stores them now (edits included, which the guest's `getUpdates`
 * view does not show), and a Bot API proxy in front of the emulator that can
 * fail or hold chosen methods, to play Telegram outages for the bot.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { request } from 'undici';
import type { SeenButton, TelegramEmulator } from './telegram.js';

/** A bot message as stored by the emulator now (after any edit): id, text and inline buttons. */
export interface StoredMessage {
  messageId: number;
  text: string;
  buttons: SeenButton[];
}

/** Every message the bot `token` sent to `chatId`, in order, as the emulator stores them now (edits applied). */
export function storedMessages(tg: TelegramEmulator, token: string, chatId: number): StoredMessage[] {
  const storage = (tg.server as unknown as { storage: { botMessages: Array<{ botToken: string; messageId: number; message: Record<string, unknown> }> } })
    .storage;
  return storage.botMessages
    .filter((m) => m.botToken === token && String(m.message.chat_id) === String(chatId))
    .map((m) => {
      let markup = m.message.reply_markup;
      if (typeof markup === 'string') markup = JSON.parse(markup) as unknown;
      const kb = (markup as { inline_keyboard?: SeenButton[][] } | undefined)?.inline_keyboard ?? [];
      return { messageId: m.messageId, text: String(m.message.text ?? ''), buttons: kb.flat() };
    });
}

/** The stored message whose text matches `re` (the first one). @throws when none does. */
export function storedMessage(tg: TelegramEmulator, token: string, chatId: number, re: RegExp): StoredMessage {
  const all = storedMessages(tg, token, chatId);
  const m = all.find((x) => re.test(x.text));
  if (!m) throw new Error(`no stored message matching ${String(re)}:\n${all.map((x) => `#${x.messageId} ${x.text}`).join('\n')}`);
  return m;
}

/** A Bot API proxy in front of the emulator (see {@link startBotApiProxy}). */
export interface BotApiProxy {
  /** What the bot's `apiRoot` must be. */
  apiRoot: string;
  /** Answer the next `count` calls of `method` with HTTP `status` (a Bot API error body; 429 carries `retry_after`). */
  fail(method: string, count: number, status?: number, retryAfterSeconds?: number): void;
  /** Hold every call of `methods` unanswered (never forwarded) until {@link close}. */
  hold(...methods: string[]): void;
  /** Calls seen per method (forwarded, failed or held). */
  calls(method: string): number;
  close(): Promise<void>;
}

/** Start a proxy on 127.0.0.1 forwarding `/bot<token>/<method>` calls to the emulator, with failures on demand. */
export async function startBotApiProxy(tg: TelegramEmulator): Promise<BotApiProxy> {
  const failures = new Map<string, { count: number; status: number; retryAfter: number | undefined }>();
  const held = new Set<string>();
  const seen = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const method = /\/bot[^/]+\/(\w+)/.exec(req.url ?? '')?.[1] ?? '';
      seen.set(method, (seen.get(method) ?? 0) + 1);
      if (held.has(method)) return; // never answered
      const f = failures.get(method);
      if (f && f.count > 0) {
        f.count--;
        res.writeHead(f.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            ok: false,
            error_code: f.status,
            description: f.status === 429 ? 'Too Many Requests: retry later' : 'Internal Server Error',
            ...(f.retryAfter !== undefined ? { parameters: { retry_after: f.retryAfter } } : {}),
          }),
        );
        return;
      }
      request(tg.apiRoot + (req.url ?? ''), {
        method: req.method as 'GET' | 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
        body: chunks.length ? Buffer.concat(chunks) : null,
      }).then(
        async (r) => {
          const body = await r.body.text();
          res.writeHead(r.statusCode, { 'content-type': 'application/json' });
          res.end(body);
        },
        () => {
          res.writeHead(502);
          res.end();
        },
      );
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    apiRoot: `http://127.0.0.1:${port}`,
    fail(method, count, status = 500, retryAfterSeconds) {
      failures.set(method, { count, status, retryAfter: retryAfterSeconds });
    },
    hold(...methods) {
      for (const m of methods) held.add(m);
    },
    calls: (method) => seen.get(method) ?? 0,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
