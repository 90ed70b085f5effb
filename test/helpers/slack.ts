/**
 * Slack test harness: a fake Slack Web API on 127.0.0.1 (the network edge
 * only — the Bolt app, its receiver and the service under test are real),
 * request signing the way Slack signs (v0 HMAC-SHA256), and builders of the
 * form-encoded bodies Slack posts to an app (slash commands, interactions).
 *
 * @example
 * const slack = await startFakeSlack();
 * const app = await startSlackApp({ ..., mode: 'http', port: 0, slackApiUrl: slack.apiUrl });
 * const body = slashCommand({ command: '/reservas', text: '', response_url: slack.responseUrl('r1') });
 * const res = await postToBolt(app.url!, SECRET, body);
 * const [reply] = await slack.waitFor('response:r1');
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HotelApiClient, type RetryOptions } from '../../src/api/client.js';
import { startSlackApp, type RunningSlackApp } from '../../src/bot/slack/app.js';
import { openBotStore } from '../../src/store/bot/repos.js';
import type { Store } from '../../src/store/sql.js';
import { SlackFeedRepo, SlackLinkRepo } from '../../src/store/bot/slack.js';
import { afterEach, beforeEach, expect } from 'vitest';
import { formatCopExact } from '../../src/texts/format.js';
import { call, startTestService, T0, type TestService } from './service.js';
import { Waiters } from './waiters.js';

/** One request the fake received: a Web API method (e.g. `chat.postMessage`) or `response:<name>` for a response_url post. */
export interface FakeSlackCall {
  method: string;
  /** The parsed body: form fields (JSON-valued fields such as `view`, `blocks` parsed) or the JSON body. */
  body: any;
  /** Date.now() when it arrived. */
  at: number;
  /** The request's `Authorization` header, when sent (Web API clients send `Bearer <token>`: the bot token, or the app-level token for `apps.connections.open`). */
  authorization?: string;
}

/** A running fake Slack Web API. */
export interface FakeSlack {
  /** Base URL of the Web API, ending in `/api/`, for Bolt's `clientOptions.slackApiUrl`. */
  apiUrl: string;
  /** A response_url on the fake; posts to it are recorded as method `response:<name>`. */
  responseUrl(name: string): string;
  /** Every call, in arrival order. */
  calls: FakeSlackCall[];
  /** Bodies of the calls of `method` (a Web API method, or `response:<name>`), in arrival order. */
  callsTo(method: string): any[];
  /** Bodies posted to `responseUrl(name)`, in arrival order. */
  responses(name: string): any[];
  /**
   * Wait until at least `count` (default 1) calls of `method` arrived; resolves
   * with all bodies of that method so far. Rejects after `timeoutMs` (default 5000).
   */
  waitFor(method: string, count?: number, timeoutMs?: number): Promise<any[]>;
  /** Make the next call of `method` answer `{ ok: false, error }`. */
  failNext(method: string, error: string): void;
  /**
   * Socket Mode: make `apps.connections.open` answer `{ ok: true, url }` with
   * this WebSocket URL (e.g. `ws://127.0.0.1:PORT/link/?ticket=…`, a local
   * server the test runs). Until set, it answers a bare `{ ok: true }`.
   */
  setSocketModeUrl(url: string): void;
  /** Stop the server. */
  close(): Promise<void>;
}

/** The fake's bot identity, as auth.test answers it. */
export const FAKE_BOT = { user_id: 'UBOT', bot_id: 'BBOT', team_id: 'T1', team: 'Hotel Murallas', user: 'hotelbot' } as const;

const JSON_FIELDS = new Set(['view', 'blocks', 'attachments', 'metadata', 'payload']);

function parseBody(raw: string, contentType: string | undefined): any {
  if (raw === '') return {};
  if (contentType?.includes('application/json')) {
    try {
      return JSON.parse(raw);
    } catch {
      return { raw };
    }
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(raw)) {
    if (JSON_FIELDS.has(k)) {
      try {
        out[k] = JSON.parse(v);
        continue;
      } catch {
        /* keep the text */
      }
    }
    out[k] = v;
  }
  return out;
}

/** The people of the fake workspace `users.info` knows (user id → user name and real name). */
export const FAKE_PEOPLE: Readonly<Record<string, { name: string; realName: string }>> = {
  U1: { name: 'laura.g', realName: 'Laura Gómez' },
  U2: { name: 'andres', realName: 'Andrés Pérez' },
  U3: { name: 'marta', realName: 'Marta Ruiz' },
};

/** Start a fake Slack Web API on 127.0.0.1 on a free port. Every method answers `ok: true` unless told otherwise with `failNext`. */
export async function startFakeSlack(): Promise<FakeSlack> {
  const calls: FakeSlackCall[] = [];
  const failures = new Map<string, string[]>();
  const waiters = new Waiters();
  let seq = 0;
  let socketModeUrl: string | undefined;
  let base = '';

  function answer(method: string, body: any): Record<string, unknown> {
    const queued = failures.get(method);
    if (queued?.length) return { ok: false, error: queued.shift() };
    seq += 1;
    switch (method) {
      case 'auth.test':
        return { ok: true, url: 'https://fake.slack.test/', ...FAKE_BOT };
      case 'chat.postMessage':
        return { ok: true, channel: body.channel, ts: `1700000000.${String(seq).padStart(6, '0')}`, message: { text: body.text } };
      case 'chat.postEphemeral':
        return { ok: true, message_ts: `1700000000.${String(seq).padStart(6, '0')}` };
      case 'chat.update':
        return { ok: true, channel: body.channel, ts: body.ts };
      case 'views.open':
      case 'views.publish':
      case 'views.update':
      case 'views.push':
        return { ok: true, view: { id: `V${seq}`, ...(typeof body.view === 'object' ? body.view : {}) } };
      case 'apps.connections.open':
        return socketModeUrl === undefined ? { ok: true } : { ok: true, url: socketModeUrl };
      case 'conversations.open':
        return { ok: true, channel: { id: `D${body.users ?? 'X'}` } };
      case 'users.info': {
        // As Slack answers users.info (users:read): the profile's first and real names.
        const p = FAKE_PEOPLE[body.user as string];
        return p
          ? {
              ok: true,
              user: {
                id: body.user,
                name: p.name,
                real_name: p.realName,
                profile: { first_name: p.realName.split(' ')[0], real_name: p.realName, display_name: p.name },
              },
            }
          : { ok: false, error: 'user_not_found' };
      }
      // Files, as Slack's external upload does them: a URL to upload to, then the upload completed into a channel or thread.
      case 'files.getUploadURLExternal':
        return { ok: true, upload_url: `${base}/upload/F${seq}`, file_id: `F${seq}` };
      case 'files.completeUploadExternal':
        return {
          ok: true,
          files: (typeof body.files === 'string' ? (JSON.parse(body.files) as Array<{ id: string; title?: string }>) : []).map((f) => ({
            id: f.id,
            title: f.title,
          })),
        };
      default:
        return { ok: true };
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const raw = bytes.toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname.startsWith('/upload/')) {
        // The file's bytes, as posted to the upload URL (kept raw: a test looks for its content in them).
        calls.push({ method: `upload:${url.pathname.slice('/upload/'.length)}`, body: bytes, at: Date.now() });
        res.writeHead(200, { 'content-type': 'text/plain' }).end('OK - 1');
        waiters.notify();
        return;
      }
      const body = parseBody(raw, req.headers['content-type']);
      let method: string;
      let reply: Record<string, unknown>;
      if (url.pathname.startsWith('/api/')) {
        method = url.pathname.slice('/api/'.length);
        reply = answer(method, body);
      } else if (url.pathname.startsWith('/response/')) {
        method = `response:${decodeURIComponent(url.pathname.slice('/response/'.length))}`;
        reply = { ok: true };
      } else {
        res.writeHead(404).end();
        return;
      }
      const authorization = req.headers.authorization;
      calls.push({ method, body, at: Date.now(), ...(authorization !== undefined ? { authorization } : {}) });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
      waiters.notify();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  const callsTo = (method: string) => calls.filter((c) => c.method === method).map((c) => c.body);

  return {
    apiUrl: `${base}/api/`,
    responseUrl: (name) => `${base}/response/${encodeURIComponent(name)}`,
    calls,
    callsTo,
    responses: (name) => callsTo(`response:${name}`),
    waitFor(method, count = 1, timeoutMs = 5000) {
      return waiters.until(
        () => (callsTo(method).length < count ? undefined : callsTo(method)),
        timeoutMs,
        () =>
          `fake Slack: ${count} call(s) of ${method} not seen within ${timeoutMs} ms; got ${callsTo(method).length}; all: ${calls.map((c) => c.method).join(', ')}`,
      );
    },
    failNext(method, error) {
      failures.set(method, [...(failures.get(method) ?? []), error]);
    },
    setSocketModeUrl(url) {
      socketModeUrl = url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Headers Slack sends with a request: `x-slack-request-timestamp` (seconds,
 * default now) and `x-slack-signature` = `v0=` + hex HMAC-SHA256 of
 * `v0:<timestamp>:<rawBody>` keyed by the signing secret.
 */
export function signSlack(secret: string, rawBody: string, timestampSec: number = Math.floor(Date.now() / 1000)): Record<string, string> {
  const sig = createHmac('sha256', secret).update(`v0:${timestampSec}:${rawBody}`).digest('hex');
  return { 'x-slack-request-timestamp': String(timestampSec), 'x-slack-signature': `v0=${sig}` };
}

/**
 * The fields of a slash command, as Slack sends them over HTTP (form) or in a
 * Socket Mode envelope's payload. Defaults: team T1, channel C1, user U1,
 * command `/reservas`, empty text, trigger id `trig-<random>`; `fields`
 * override them (give `response_url` from `FakeSlack.responseUrl`).
 */
export function slashCommandFields(fields: Record<string, string>): Record<string, string> {
  return {
    token: 'legacy-verification-token',
    team_id: 'T1',
    team_domain: 'murallas',
    channel_id: 'C1',
    channel_name: 'recepcion',
    user_id: 'U1',
    user_name: 'recepcion1',
    command: '/reservas',
    text: '',
    api_app_id: 'A1',
    response_url: 'http://127.0.0.1:9/unused',
    trigger_id: `trig-${Math.random().toString(36).slice(2)}`,
    ...fields,
  };
}

/** Form-encoded body of a slash command (see {@link slashCommandFields} for the defaults). */
export function slashCommand(fields: Record<string, string>): string {
  return new URLSearchParams(slashCommandFields(fields)).toString();
}

/** Form-encoded body of an interaction (`payload=<JSON>`): block_actions, view_submission, … */
export function interaction(payload: unknown): string {
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}

/**
 * The form body of a click of button `actionId` (its `value`, unless
 * undefined) by U1 of workspace T1 with trigger id `trigger`: in an
 * ephemeral message of channel C1 answered through `responseUrl`, or with
 * `inHome` on the App Home (no channel, no response URL).
 */
export function buttonClick(o: { actionId: string; value?: string; trigger: string; responseUrl?: string; inHome?: boolean }): string {
  return interaction({
    type: 'block_actions',
    team: { id: 'T1', domain: 'murallas' },
    user: { id: 'U1', team_id: 'T1' },
    ...(o.inHome ? {} : { channel: { id: 'C1' } }),
    api_app_id: 'A1',
    trigger_id: o.trigger,
    ...(o.responseUrl ? { response_url: o.responseUrl } : {}),
    container: o.inHome ? { type: 'view', view_id: 'VHOME' } : { type: 'message', is_ephemeral: true },
    actions: [{ type: 'button', action_id: o.actionId, block_id: 'b', ...(o.value !== undefined ? { value: o.value } : {}), action_ts: '1' }],
  });
}

/** Answer of {@link postToBolt}. */
export interface BoltResponse {
  status: number;
  text: string;
  /** The body parsed as JSON, when it is JSON. */
  json: any;
}

/**
 * POST a body to a Bolt HTTP receiver, signed with `secret` (or with
 * `opts.signature` / `opts.timestampSec` to test refusals). `url` is the
 * receiver's base (`http://host:port`, then `/slack/events` is appended) or a
 * full endpoint URL. `contentType` defaults to form encoding (commands and
 * interactions); use `application/json` for Events API bodies.
 */
export async function postToBolt(
  url: string,
  secret: string,
  body: string,
  contentType = 'application/x-www-form-urlencoded',
  opts: { timestampSec?: number; signature?: string; headers?: Record<string, string> } = {},
): Promise<BoltResponse> {
  const u = new URL(url);
  if (u.pathname === '/' || u.pathname === '') u.pathname = '/slack/events';
  const headers: Record<string, string> = { 'content-type': contentType, ...signSlack(secret, body, opts.timestampSec), ...opts.headers };
  if (opts.signature !== undefined) headers['x-slack-signature'] = opts.signature;
  const res = await request(u, { method: 'POST', headers, body });
  const text = await res.body.text();
  let json: any;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, text, json };
}

// ---------------------------------------------------------------------------
// The whole stack for the Slack app's tests: real service, real bot database,
// real Bolt app over HTTP, fake Slack Web API at the edge.

/** Signing secret of the Slack apps under test. */
export const SIGNING_SECRET = 'test-signing-secret-0123456789';

/** Everything a Slack app test talks to. */
export interface SlackStack {
  svc: TestService;
  slack: FakeSlack;
  app: RunningSlackApp;
  /** `http://127.0.0.1:PORT` of the Bolt receiver. */
  url: string;
  botDb: Store;
  links: SlackLinkRepo;
  feed: SlackFeedRepo;
  client: HotelApiClient;
  /** POST a signed form body to the app. */
  post(body: string, contentType?: string): Promise<BoltResponse>;
  /** Run slash command `command` with `text` as user/channel/team (defaults U1/C1/T1); resolves with the first response_url post. */
  command(command: string, text: string, fields?: Record<string, string>): Promise<{ res: BoltResponse; reply: any }>;
  stop(): Promise<void>;
}

let responseSeq = 0;

/** Options of {@link startSlackStack}. */
export interface SlackStackOptions {
  /** Each service key's rate limit (requests per second; default 0 = off). On the service's manual clock a bucket refills only when the test moves time. */
  rateLimitPerSecond?: number;
  /** The Slack app's service client's own 429 retries (default: the client's defaults). */
  clientRetry?: RetryOptions;
  /** How the Slack app waits out a short Retry-After (default a real timer). */
  sleep?: (ms: number) => Promise<void>;
  /** Base URL the Slack app's service client calls instead of the service's (e.g. a fake answering 429). */
  serviceUrl?: string;
  /** The App Home shows the booking funnel of the bot database (`funnelStore`). */
  funnel?: boolean;
}

/**
 * Start the real service (test harness), a bot database in a temp folder, the
 * fake Slack Web API and the Bolt app in HTTP mode on 127.0.0.1:0 using the
 * service key `demo-operator`. No links are made: tests link what they need.
 */
export async function startSlackStack(opts: SlackStackOptions = {}): Promise<SlackStack> {
  const svc = await startTestService({ rateLimitPerSecond: opts.rateLimitPerSecond ?? 0 });
  const dir = mkdtempSync(join(tmpdir(), 'hotelbot-slack-'));
  const botDb = await openBotStore(join(dir, 'bot.db'));
  const links = new SlackLinkRepo(botDb);
  const feed = new SlackFeedRepo(botDb);
  const slack = await startFakeSlack();
  const client = new HotelApiClient({ baseUrl: opts.serviceUrl ?? svc.url, apiKey: 'demo-operator', ...(opts.clientRetry ? { retry: opts.clientRetry } : {}) });
  const app = await startSlackApp({
    ...(opts.sleep ? { sleep: opts.sleep } : {}),
    botToken: 'xoxb-test',
    signingSecret: SIGNING_SECRET,
    mode: 'http',
    port: 0,
    host: '127.0.0.1',
    slackApiUrl: slack.apiUrl,
    client,
    links,
    feed,
    clock: svc.clock,
    ...(opts.funnel ? { funnelStore: botDb } : {}),
  });
  const url = app.url!;
  const post = (body: string, contentType?: string) => postToBolt(url, SIGNING_SECRET, body, contentType);
  return {
    svc,
    slack,
    app,
    url,
    botDb,
    links,
    feed,
    client,
    post,
    async command(command, text, fields = {}) {
      const name = `r${++responseSeq}`;
      const res = await post(slashCommand({ command, text, response_url: slack.responseUrl(name), ...fields }));
      if (res.status !== 200) return { res, reply: undefined };
      const [reply] = await slack.waitFor(`response:${name}`);
      return { res, reply };
    },
    async stop() {
      await app.stop();
      await slack.close();
      await client.close();
      await botDb.close();
      await svc.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Register hooks that start a Slack stack ({@link startSlackStack} with
 * `opts`) before each test of the file and stop it after; `set` receives
 * each new stack. With `linkHotel`, workspace `T1` is first linked to that
 * hotel. A test that needs another stack calls `restart` (the current one is
 * stopped; the new one, not linked, is stopped after the test).
 *
 * @example
 * let s: SlackStack;
 * slackStackEachTest((stack) => (s = stack), { linkHotel: 1 });
 */
export function slackStackEachTest(
  set: (s: SlackStack) => void,
  opts: SlackStackOptions & { linkHotel?: number } = {},
): { restart(opts: SlackStackOptions): Promise<SlackStack> } {
  let current: SlackStack | undefined;
  const start = async (o: SlackStackOptions) => {
    current = await startSlackStack(o);
    set(current);
    return current;
  };
  beforeEach(async () => {
    const { linkHotel, ...stack } = opts;
    const s = await start(stack);
    if (linkHotel !== undefined) await s.links.link({ teamId: 'T1', kind: 'workspace', hotelId: linkHotel }, T0);
  });
  afterEach(async () => {
    await current?.stop();
    current = undefined;
  });
  return {
    async restart(o) {
      const old = current;
      current = undefined;
      await old?.stop();
      return start(o);
    },
  };
}

/** Endpoint 4's raw bookings of hotel 100001 (cm id) arriving from `start` to `end`, read with the operator key. */
export async function rawBookingsOf(svc: TestService, start: string, end: string): Promise<any[]> {
  const url = `/v1/bookings/from-channel-manager/raw?start_date=${start}&end_date=${end}&hotel_id=100001`;
  return (await call(svc.url, 'GET', url, { key: 'demo-operator' })).body.data.hotel.bookings as any[];
}

/**
 * Expect `text` (the blocks of a `/reservas` answer in Spanish) to list
 * today's arrivals `expected` of Hotel Murallas del Caribe: the title with
 * their count, and for each its guest and number, its money (what is left to
 * pay only while something is left) and its portal.
 */
export function expectTodaysArrivals(text: string, expected: readonly any[]): void {
  const cop = (amount: string | number) => formatCopExact(amount, 'es');
  expect(text).toContain('Hotel Murallas del Caribe');
  expect(text).toContain(`${expected.length} reservas con llegada el sáb 21 nov`); // T0's date, 2026-11-21
  for (const b of expected) {
    expect(text).toContain(`*${b.first_name} ${b.last_name}* · Reserva ${b.reservation_id}`);
    // What is left to pay is shown only while something is left (a paid booking shows total and prepaid).
    expect(text).toContain(
      Number(b.guest_left_to_pay) > 0
        ? `Total: ${cop(b.total_amount)} · Prepagado: ${cop(b.prepaid)} · Por pagar: ${cop(b.guest_left_to_pay)}`
        : `Total: ${cop(b.total_amount)} · Prepagado: ${cop(b.prepaid)}`,
    );
    expect(text).toContain(b.portal.description);
  }
}

/** All mrkdwn/plain text of a message's or view's blocks, joined by newlines (for assertions). */
export function blocksText(blocks: any[] | undefined): string {
  const out: string[] = [];
  const walk = (v: any) => {
    if (v == null) return;
    if (Array.isArray(v)) return v.forEach(walk);
    if (typeof v === 'object') {
      if (typeof v.text === 'string') out.push(v.text);
      for (const [k, x] of Object.entries(v)) if (k !== 'text' || typeof x !== 'string') walk(x);
    }
  };
  walk(blocks);
  return out.join('\n');
}

// ---------------------------------------------------------------------------
// Checks over whole payloads, written from Slack's documented limits
// independently of the app's own code.

/** Slack's limits (characters) by place, as documented for Block Kit. */
const LIMITS = {
  text: 40_000,
  section: 3_000,
  field: 2_000,
  fields: 10,
  header: 150,
  context: 3_000,
  button: 75,
  buttonValue: 2_000,
  option: 75,
  optionValue: 150,
  label: 2_000,
  hint: 2_000,
  placeholder: 150,
  initialValue: 3_000,
  modalTitle: 24,
  messageBlocks: 50,
  viewBlocks: 100,
};

/**
 * Every place of a message (`{text, blocks}`) or view (`{type: 'modal' | 'home', …}`)
 * whose text is over Slack's limit, as `path: length > limit`; [] when all fit.
 * Also reports a cut that split a surrogate pair (a lone surrogate).
 */
export function slackLimitViolations(payload: any): string[] {
  const out: string[] = [];
  const check = (path: string, value: unknown, max: number) => {
    if (typeof value !== 'string') return;
    if (value.length > max) out.push(`${path}: ${value.length} > ${max}`);
    if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value)) out.push(`${path}: lone surrogate`);
  };
  const element = (path: string, e: any) => {
    if (!e) return;
    if (e.type === 'button') {
      check(`${path}.text`, e.text?.text, LIMITS.button);
      check(`${path}.value`, e.value, LIMITS.buttonValue);
    }
    for (const [i, o] of (e.options ?? []).entries()) {
      check(`${path}.options[${i}].text`, o.text?.text, LIMITS.option);
      check(`${path}.options[${i}].value`, o.value, LIMITS.optionValue);
    }
    check(`${path}.placeholder`, e.placeholder?.text, LIMITS.placeholder);
    check(`${path}.initial_value`, e.initial_value, LIMITS.initialValue);
  };
  const isView = payload?.type === 'modal' || payload?.type === 'home';
  check('text', payload?.text, LIMITS.text);
  const blocks: any[] = payload?.blocks ?? [];
  const maxBlocks = isView ? LIMITS.viewBlocks : LIMITS.messageBlocks;
  if (blocks.length > maxBlocks) out.push(`blocks: ${blocks.length} > ${maxBlocks}`);
  if (payload?.type === 'modal') for (const k of ['title', 'submit', 'close']) check(k, payload[k]?.text, LIMITS.modalTitle);
  for (const [i, b] of blocks.entries()) {
    const p = `blocks[${i}]`;
    if (b.type === 'section') {
      check(`${p}.text`, b.text?.text, LIMITS.section);
      if ((b.fields ?? []).length > LIMITS.fields) out.push(`${p}.fields: ${b.fields.length} > ${LIMITS.fields}`);
      for (const [j, f] of (b.fields ?? []).entries()) check(`${p}.fields[${j}]`, f.text, LIMITS.field);
      element(`${p}.accessory`, b.accessory);
    } else if (b.type === 'header') check(`${p}.text`, b.text?.text, LIMITS.header);
    else if (b.type === 'context') for (const [j, e] of (b.elements ?? []).entries()) check(`${p}.elements[${j}]`, e.text, LIMITS.context);
    else if (b.type === 'actions') for (const [j, e] of (b.elements ?? []).entries()) element(`${p}.elements[${j}]`, e);
    else if (b.type === 'input') {
      check(`${p}.label`, b.label?.text, LIMITS.label);
      check(`${p}.hint`, b.hint?.text, LIMITS.hint);
      element(`${p}.element`, b.element);
    }
  }
  return out;
}

/** The mrkdwn of a payload: its `text` and every mrkdwn text object of its blocks (section texts and fields, context elements). */
export function mrkdwnTexts(payload: any): string[] {
  const out: string[] = typeof payload?.text === 'string' ? [payload.text] : [];
  const walk = (v: any) => {
    if (v == null || typeof v !== 'object') return;
    if (Array.isArray(v)) return v.forEach(walk);
    if (v.type === 'mrkdwn' && typeof v.text === 'string') out.push(v.text);
    for (const x of Object.values(v)) walk(x);
  };
  walk(payload?.blocks);
  return out;
}

/**
 * The places in a payload's mrkdwn where Slack would read something as markup
 * that is not a plain link: a `<…>` that is not `<http(s)://…>` /
 * `<http(s)://…|label>`, or an `&` that does not start `&amp;`, `&lt;` or
 * `&gt;`. [] when every outside value was escaped.
 */
export function unescapedMarkup(payload: any): string[] {
  const out: string[] = [];
  for (const text of mrkdwnTexts(payload)) {
    for (const m of text.matchAll(/<[^>]*>?/g)) if (!/^<https?:\/\/[^\s<>|]+(\|[^<>]*)?>$/.test(m[0])) out.push(m[0]);
    for (const m of text.matchAll(/&(?!amp;|lt;|gt;)[^\s]{0,5}/g)) out.push(m[0]);
  }
  return out;
}
