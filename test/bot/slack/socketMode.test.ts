/**
 * The Slack app in Socket Mode, end to end: the real Bolt app (its
 * SocketModeReceiver and @slack/socket-mode client) connects to a local
 * WebSocket server standing in for Slack's, having asked the fake Slack Web
 * API's `apps.connections.open` for the URL with the app-level token; the
 * real service answers endpoint 4 on a real SQLite file; links live in a real
 * bot database. The fake speaks Slack's Socket Mode protocol as
 * @slack/socket-mode 3.x reads it:
 * - `apps.connections.open` is called with `Authorization: Bearer <xapp-…>`
 *   and answers `{ ok: true, url }`; the client opens a WebSocket on `url`;
 * - the server's first message is `{ type: 'hello', … }` (the client's
 *   `start()` — and so `startSlackApp` — resolves on it);
 * - requests arrive as envelopes `{ envelope_id, type, payload,
 *   accepts_response_payload }` (`payload` of `slash_commands` = the fields
 *   Slack would post over HTTP, as strings);
 * - the app acknowledges with `{ envelope_id, payload: {…} }` (an empty
 *   payload for a bare `ack()`);
 * - heartbeat: WebSocket ping/pong control frames both ways (the `ws` server
 *   answers the client's pings by itself).
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocketServer, WebSocket } from 'ws';
import { HotelApiClient } from '../../../src/api/client.js';
import { startSlackApp, type RunningSlackApp } from '../../../src/bot/slack/app.js';
import { formatCopExact } from '../../../src/texts/format.js';

const _cop = (amount: string | number) => formatCopExact(amount, 'es');
import { bogotaDate } from '../../../src/clock.js';
import { SlackFeedRepo, SlackLinkRepo } from '../../../src/store/bot/slack.js';
import { openBotStore } from '../../../src/store/bot/repos.js';
import type { Store } from '../../../src/store/sql.js';
import { startTestService, T0, type TestService } from '../../helpers/service.js';
import { blocksText, expectTodaysArrivals, rawBookingsOf, slashCommandFields, startFakeSlack, type FakeSlack } from '../../helpers/slack.js';
import { Waiters } from '../../helpers/waiters.js';

/** App-level token of the app under test (sent only to `apps.connections.open`). */
const APP_TOKEN = 'xapp-1-A1-test-socket-token';
const BOT_TOKEN = 'xoxb-test';

/** A local stand-in for Slack's Socket Mode WebSocket endpoint. */
interface FakeSocketMode {
  /** `ws://127.0.0.1:PORT/link/?ticket=…&app_id=A1`, what `apps.connections.open` hands out. */
  url: string;
  /** Every connection the app opened, in order, with the upgrade request. */
  connections: Array<{ ws: WebSocket; req: IncomingMessage }>;
  /** Every message the app sent over any connection, parsed. */
  received: any[];
  /** Send `message` (JSON) over the latest connection. */
  send(message: unknown): void;
  /** Wait for a message from the app matching `pred` (rejects after `timeoutMs`, default 5000). */
  waitForMessage(pred: (m: any) => boolean, timeoutMs?: number): Promise<any>;
  /** Terminate any connection left and stop listening. */
  close(): Promise<void>;
}

/** Start the fake Socket Mode server on 127.0.0.1:0; it greets each connection with Slack's `hello`. */
async function startFakeSocketMode(): Promise<FakeSocketMode> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  const { port } = wss.address() as AddressInfo;
  const connections: FakeSocketMode['connections'] = [];
  const received: any[] = [];
  const waiters = new Waiters();
  wss.on('connection', (ws, req) => {
    connections.push({ ws, req });
    ws.on('message', (data, isBinary) => {
      received.push(isBinary ? { binary: data } : JSON.parse(String(data)));
      waiters.notify();
    });
    // Slack's greeting, as documented for Socket Mode.
    ws.send(
      JSON.stringify({
        type: 'hello',
        num_connections: connections.length,
        debug_info: { host: 'applink-fake-1', build_number: 1, approximate_connection_time: 18060 },
        connection_info: { app_id: 'A1' },
      }),
    );
  });
  return {
    url: `ws://127.0.0.1:${port}/link/?ticket=fake-ticket-1&app_id=A1`,
    connections,
    received,
    send(message) {
      const last = connections.at(-1);
      if (!last || last.ws.readyState !== WebSocket.OPEN) throw new Error('fake Socket Mode: no open connection');
      last.ws.send(JSON.stringify(message));
    },
    waitForMessage(pred, timeoutMs = 5000) {
      return waiters.until(
        () => received.find(pred),
        timeoutMs,
        () => `fake Socket Mode: no matching message within ${timeoutMs} ms; got ${JSON.stringify(received)}`,
      );
    },
    async close() {
      for (const { ws } of connections) if (ws.readyState !== WebSocket.CLOSED) ws.terminate();
      await new Promise<void>((resolve, reject) => wss.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

let svc: TestService;
let dir: string;
let botDb: Store;
let links: SlackLinkRepo;
let slack: FakeSlack;
let socket: FakeSocketMode;
let client: HotelApiClient;
let app: RunningSlackApp | undefined;

beforeEach(async () => {
  svc = await startTestService({ rateLimitPerSecond: 0 });
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-slack-socket-'));
  botDb = await openBotStore(join(dir, 'bot.db'));
  links = new SlackLinkRepo(botDb);
  slack = await startFakeSlack();
  socket = await startFakeSocketMode();
  slack.setSocketModeUrl(socket.url);
  client = new HotelApiClient({ baseUrl: svc.url, apiKey: 'demo-operator' });
  // Resolves once the client got `hello` on the socket.
  app = await startSlackApp({
    botToken: BOT_TOKEN,
    appToken: APP_TOKEN,
    mode: 'socket',
    slackApiUrl: slack.apiUrl,
    client,
    links,
    feed: new SlackFeedRepo(botDb),
    clock: svc.clock,
  });
});

afterEach(async () => {
  // Stop the app first, so its socket client is shutting down (no reconnect
  // attempt) before the fake goes away; then wait for the close handshake it
  // starts (code 1000, normal closure) to finish on the server's side.
  const open = socket.connections.filter(({ ws }) => ws.readyState === WebSocket.OPEN).map(({ ws }) => once(ws, 'close'));
  await app?.stop();
  app = undefined;
  const closes = await Promise.all(open);
  expect(closes.map(([code]) => code)).toEqual(open.map(() => 1000));
  await socket.close();
  await slack.close();
  await client.close();
  await botDb.close();
  await svc.stop();
  rmSync(dir, { recursive: true, force: true });
});

const TODAY = bogotaDate(T0); // 2026-11-21
const raw = (start: string, end: string) => rawBookingsOf(svc, start, end);

let envelopeSeq = 0;

/**
 * Send a `slash_commands` envelope over the socket, as Slack does; resolves
 * with the app's ack (the message carrying the same envelope_id) and the
 * first post to the response_url.
 */
async function slashCommandOverSocket(fields: Record<string, string>): Promise<{ envelopeId: string; ack: any; reply: any }> {
  const envelopeId = `3f1e2c4a-0000-4000-8000-${String(++envelopeSeq).padStart(12, '0')}`;
  const name = `socket-${envelopeSeq}`;
  socket.send({
    envelope_id: envelopeId,
    type: 'slash_commands',
    accepts_response_payload: true,
    payload: slashCommandFields({
      is_enterprise_install: 'false',
      response_url: slack.responseUrl(name),
      trigger_id: `trig-socket-${envelopeSeq}`,
      ...fields,
    }),
  });
  const ack = await socket.waitForMessage((m) => m.envelope_id === envelopeId);
  const [reply] = await slack.waitFor(`response:${name}`);
  return { envelopeId, ack, reply };
}

describe('Socket Mode', () => {
  it('opens the connection with the app-level token and the bot token where each belongs', () => {
    const opens = slack.calls.filter((c) => c.method === 'apps.connections.open');
    expect(opens.length).toBe(1);
    expect(opens[0]!.authorization).toBe(`Bearer ${APP_TOKEN}`);
    const auth = slack.calls.filter((c) => c.method === 'auth.test');
    expect(auth.length).toBeGreaterThan(0);
    for (const c of auth) expect(c.authorization).toBe(`Bearer ${BOT_TOKEN}`);
    // The app token never goes to another method.
    expect(slack.calls.filter((c) => c.method !== 'apps.connections.open' && c.authorization?.includes(APP_TOKEN))).toEqual([]);
    expect(socket.connections.length).toBe(1);
    expect(socket.connections[0]!.req.url).toBe('/link/?ticket=fake-ticket-1&app_id=A1');
  });

  it("acks a /reservas envelope and answers today's arrivals of the linked hotel on the response_url", async () => {
    await links.link({ teamId: 'T1', kind: 'workspace', hotelId: 1 }, T0);
    const expected = await raw(TODAY, TODAY);
    expect(expected.length).toBeGreaterThan(0);

    const { envelopeId, ack, reply } = await slashCommandOverSocket({ command: '/reservas', text: '' });
    // A bare ack(): the envelope id back with an empty payload, nothing else.
    expect(ack).toEqual({ envelope_id: envelopeId, payload: {} });

    expect(reply.response_type).toBe('ephemeral');
    const text = blocksText(reply.blocks);
    expectTodaysArrivals(text, expected);
    // Exactly one ack for the one envelope.
    expect(socket.received.filter((m) => m.envelope_id === envelopeId).length).toBe(1);
  });

  it('an unlinked user is acked and refused politely, shown no data', async () => {
    // Only U1 is linked (a user link); U7 of the same workspace is not.
    await links.link({ teamId: 'T1', kind: 'user', slackId: 'U1', hotelId: 1 }, T0);
    const { envelopeId, ack, reply } = await slashCommandOverSocket({ command: '/reservas', text: '', user_id: 'U7', user_name: 'otro' });
    expect(ack).toEqual({ envelope_id: envelopeId, payload: {} });
    expect(reply.response_type).toBe('ephemeral');
    expect(reply.text).toContain('no está vinculado a ningún hotel');
    expect(reply.blocks.length).toBe(1);
    expect(JSON.stringify(reply)).not.toContain('Murallas');
    expect(JSON.stringify(reply)).not.toContain('Reserva ');

    // The linked user on the same connection does get the hotel's bookings (so the refusal was about the link).
    const linked = await slashCommandOverSocket({ command: '/reservas', text: '', user_id: 'U1' });
    expect(blocksText(linked.reply.blocks)).toContain('Hotel Murallas del Caribe');
  });

  it("heartbeat: the client answers the server's ping and pings the server itself", async () => {
    const { ws } = socket.connections[0]!;
    const pong = once(ws, 'pong');
    ws.ping(Buffer.from('ping from fake Slack'));
    const [data] = await pong;
    expect(String(data)).toBe('ping from fake Slack');
    // @slack/socket-mode pings every clientPingTimeout / 3 and drops the
    // connection when no pong comes back; `ws` answers these by itself.
    const [clientPing] = await once(ws, 'ping');
    expect(String(clientPing)).toMatch(/^Ping from client \(\d+\)$/);
    expect(ws.readyState).toBe(WebSocket.OPEN);
  });
});
