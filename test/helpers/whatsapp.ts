/**
 * WhatsApp test harness: a fake of Meta's Graph API on 127.0.0.1 (the network
 * edge only — the channel adapter under test is real), the webhook bodies
 * Meta posts to an app (an inbound message, a message status) and their
 * signature the way Meta signs them (`X-Hub-Signature-256: sha256=<hex
 * HMAC-SHA256 of the raw body, keyed by the app secret>`).
 *
 * The fake's `POST /{version}/{phoneNumberId}/messages` answers as the Cloud
 * API does (https://developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes/):
 * - a missing or wrong `Authorization: Bearer <token>` → 401, code 190
 *   (OAuthException, "Invalid OAuth access token");
 * - no `messaging_product: 'whatsapp'`, no `to`, a body that is not JSON →
 *   400, code 100 (Invalid parameter);
 * - `{ status: 'read', message_id }` marks an inbound message read
 *   (recorded in `reads`) → `{ success: true }`; a message id that is no
 *   `wamid.…` → 400, code 131009;
 * - a payload breaking WhatsApp's limits (`payloadViolations` of
 *   src/bot/whatsapp/format.ts) → 400, code 131009 "Parameter value is not
 *   valid", the violations in `error_data.details`;
 * - a free-form message (anything but `type: 'template'`) to a guest outside
 *   their 24-hour customer service window → 400, code 131047
 *   "Re-engagement message": the window opens when a message of theirs is
 *   posted through `postWebhook` and lasts 24 hours on the fake's clock
 *   (`now`), or until `closeWindow`;
 * - a template message is checked against the approved templates given
 *   (`templates`, default the project's own definitions): 132001 when no
 *   template has that name and language, 132000 for a wrong parameter count,
 *   132018 for a parameter with a line break, tab or 5 spaces in a row;
 * - `GET /{version}/{media-id}` answers a media object uploaded with
 *   `addMedia` (`{ messaging_product, url, mime_type, sha256, file_size, id }`),
 *   and that `url` (with the bearer) its bytes; an unknown id → 400, code 100;
 * - otherwise the message is recorded in `sent` and answered
 *   `{ messaging_product: 'whatsapp', contacts: [{ input, wa_id }], messages: [{ id: 'wamid.…' }] }`.
 * Every error has Meta's shape: `{ error: { message: '(#<code>) <title>', type: 'OAuthException', code, error_data?: { messaging_product, details }, fbtrace_id } }`.
 *
 * @example
 * const graph = await startFakeGraph({ token: 'EAAtest', phoneNumberId: '106540352242922', appSecret: 'shh' });
 * const channel = await startWhatsAppChannel({ apiUrl: graph.apiUrl, token: 'EAAtest', phoneNumberId: '106540352242922', appSecret: 'shh', ... });
 * await graph.postWebhook(`${channel.url}/whatsapp/webhook`, graph.webhookBody({ from: '573001112233', name: 'Ana', text: 'hola' }));
 * const [first] = await graph.waitForSent(1);
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { payloadViolations, type WhatsAppPayload } from '../../src/bot/whatsapp/format.js';
import { templateDefinitions, templateProblem, type TemplateDefinition } from '../../src/bot/whatsapp/templates.js';
import { MESSAGE_TEMPLATES, type TemplateName } from '../../src/texts/templates.js';
import { Waiters } from './waiters.js';

/** The Graph API version in the fake's `apiUrl` (any `vNN.N` is answered). */
export const FAKE_GRAPH_VERSION = 'v23.0';

/** The WhatsApp Business Account id in the fake's webhook bodies (`entry[].id`). */
export const FAKE_WABA_ID = '102290129340398';

/** The business's display phone number in the fake's webhook bodies (`metadata.display_phone_number`). */
export const FAKE_DISPLAY_PHONE_NUMBER = '573009998877';

/** One message the fake accepted. */
export interface FakeGraphSent {
  /** The recipient as the request named it (`to`). */
  to: string;
  /** The request's body without `messaging_product`, `recipient_type` and `to`. */
  payload: WhatsAppPayload;
  /** Date.now() when it arrived. */
  at: number;
  /** The `wamid.…` the fake answered for it (for {@link FakeGraph.statusBody}). */
  id: string;
}

/** One send the fake refused, with the error code it answered. */
export interface FakeGraphRefusal {
  /** The request's `to`, when it had one. */
  to?: string;
  /** The request's parsed body (or the raw text when not JSON). */
  body: unknown;
  status: number;
  code: number;
  at: number;
}

/** An error of a webhook status (`statuses[].errors[]`), as Meta sends it. */
export interface FakeStatusError {
  code: number;
  title: string;
  message?: string;
  error_data?: { details: string };
}

/** Options of {@link FakeGraph.webhookBody}: one inbound message; exactly one of `text`, `buttonReply`, `listReply`, `templateButton`, `media`. */
export interface InboundMessageOptions {
  /** The guest's WhatsApp id (their phone number in international form, digits only). */
  from: string;
  /** Their profile name (`contacts[].profile.name`); without it the contact carries no profile. */
  name?: string;
  /** A text message. */
  text?: string;
  /** A tap on a reply button: its id and title. */
  buttonReply?: { id: string; title: string };
  /** A choice in a list: its row's id, title (and description). */
  listReply?: { id: string; title: string; description?: string };
  /** A tap on a template's quick-reply button: the payload sent with the template, and the button's text. */
  templateButton?: { payload: string; text: string };
  /** A photo or document: its media id (from {@link FakeGraph.addMedia}), type, caption and file name. */
  media?: { type: 'image' | 'document' | 'audio' | 'video' | 'sticker'; id: string; mime?: string; caption?: string; filename?: string };
  /** The message's id (default a fresh `wamid.…`). */
  wamid?: string;
  /** Unix seconds, as a string in the body (default now). */
  timestamp?: number;
  /**
   * The message a button or list reply answers (`context.id`); default the
   * last message the fake accepted for `from`. Ignored for text.
   */
  contextId?: string;
}

/** Options of {@link FakeGraph.statusBody}. */
export interface StatusOptions {
  /** The id of the business's message (from `sent[].id`). */
  wamid: string;
  /** The guest's WhatsApp id (`recipient_id`). */
  recipient: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** Errors of a failed message (default one 131000 "Something went wrong" when `failed`). */
  errors?: FakeStatusError[];
  /** Unix seconds (default now). */
  timestamp?: number;
}

/** A running fake Graph API. */
export interface FakeGraph {
  /** Base URL with the version, e.g. `http://127.0.0.1:PORT/v23.0`: messages go to `${apiUrl}/${phoneNumberId}/messages`. */
  apiUrl: string;
  /** Every message accepted, in arrival order. */
  sent: FakeGraphSent[];
  /** Every send refused (auth, parameters, limits, window, `failNext`), in arrival order. */
  refused: FakeGraphRefusal[];
  /** The wamids marked read (`{ status: 'read', message_id }`), in arrival order. */
  reads: string[];
  /** Wait until at least `count` messages were accepted; resolves with all of them so far. Rejects after `timeoutMs` (default 5000). */
  waitForSent(count: number, timeoutMs?: number): Promise<FakeGraphSent[]>;
  /**
   * Answer the next message send (not a mark-as-read) with Meta's error
   * `code` (e.g. 130429 rate limit, 131047 re-engagement, 131026
   * undeliverable) and `httpStatus` (default: 401 for 0/190, 403 for 10 and
   * 200–299, 429 for the throttling codes 4, 80007, 130429, 131048, 131056,
   * 500 for 1, 2, 131000, 131016, 400 otherwise). Calls queue.
   */
  failNext(code: number, httpStatus?: number, details?: string): void;
  /** From now on a free-form message to `to` answers 131047 until the guest writes again (a message from them posted with {@link postWebhook}). */
  closeWindow(to: string): void;
  /** The guest `to` wrote just now (as a message posted through {@link postWebhook} does): their 24-hour window opens. */
  openWindow(to: string): void;
  /** Store a media object the guest "sent": resolves its media id for {@link InboundMessageOptions.media}. */
  addMedia(bytes: Buffer, mime: string): string;
  /** The exact JSON Meta posts to the webhook for one inbound message. */
  webhookBody(o: InboundMessageOptions): string;
  /** The exact JSON Meta posts to the webhook for one status of a message the business sent. */
  statusBody(o: StatusOptions): string;
  /** `sha256=<hex HMAC-SHA256 of body with the app secret>`, as Meta sends in `X-Hub-Signature-256`. */
  sign(body: string): string;
  /**
   * POST `body` (JSON) to the app's webhook `url`, signed (or with
   * `o.signature` instead: a wrong one, or '' for none). A message in it
   * reopens its sender's 24-hour window first, as a guest's message does.
   */
  postWebhook(url: string, body: string, o?: { signature?: string }): Promise<{ status: number; text: string }>;
  /** Stop the server. */
  close(): Promise<void>;
}

/** Titles of the error codes the fake answers (Meta puts `(#code) title` in `message`). */
const TITLES: Record<number, string> = {
  0: 'AuthException',
  1: 'API Unknown',
  2: 'API Service',
  4: 'API Too Many Calls',
  10: 'Permission Denied',
  100: 'Invalid parameter',
  190: 'Invalid OAuth access token - Cannot parse access token',
  80007: 'Rate limit issues',
  130429: 'Rate limit hit',
  131000: 'Something went wrong',
  131009: 'Parameter value is not valid',
  131016: 'Service unavailable',
  131026: 'Message undeliverable',
  131047: 'Re-engagement message',
  131048: 'Spam rate limit hit',
  131056: '(Business Account, Consumer Account) pair rate limit hit',
};

/** The HTTP status the fake answers with an error `code` unless told otherwise. */
function statusFor(code: number): number {
  if (code === 0 || code === 190) return 401;
  if (code === 10 || (code >= 200 && code <= 299)) return 403;
  if ([4, 80007, 130429, 131048, 131056].includes(code)) return 429;
  if ([1, 2, 131000, 131016].includes(code)) return 500;
  return 400;
}

const digits = (s: string): string => s.replace(/\D/g, '');

/** Start a fake Graph API for one WhatsApp business phone number on 127.0.0.1 on a free port. */
export async function startFakeGraph(o: {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** The fake's clock, for the 24-hour window (default the wall clock). */
  now?: () => Date;
  /** The approved templates (default the project's `templateDefinitions()`). */
  templates?: readonly TemplateDefinition[];
}): Promise<FakeGraph> {
  const now = o.now ?? (() => new Date());
  const approved = o.templates ?? templateDefinitions();
  const lastInbound = new Map<string, number>();
  const media = new Map<string, { bytes: Buffer; mime: string }>();
  const windowOpen = (to: string) => {
    const at = lastInbound.get(to);
    return at !== undefined && now().getTime() - at < 24 * 3_600_000;
  };
  const sent: FakeGraphSent[] = [];
  const refused: FakeGraphRefusal[] = [];
  const reads: string[] = [];
  const failures: Array<{ code: number; status: number; details?: string }> = [];
  const closed = new Set<string>();
  const waiters = new Waiters();
  let seq = 0;
  const trace = () => `AFake${String(++seq).padStart(8, '0')}`;
  const wamid = (kind: 'out' | 'in') => `wamid.FAKE${kind === 'out' ? 'OUT' : 'IN'}${Buffer.from(`${kind}-${++seq}-${Date.now()}`).toString('base64url')}`;

  const errorBody = (code: number, details?: string, subcode?: number) => ({
    error: {
      message: `(#${code}) ${TITLES[code] ?? 'Error'}`,
      type: 'OAuthException',
      code,
      ...(details !== undefined ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      ...(subcode !== undefined ? { error_subcode: subcode } : {}),
      fbtrace_id: trace(),
    },
  });

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'GET') {
        if (req.headers.authorization !== `Bearer ${o.token}`) return answer(401, errorBody(190, 'Invalid OAuth access token'));
        const download = /^\/media-download\/([^/]+)$/.exec(url.pathname);
        const item = /^\/v\d+\.\d+\/([^/]+)\/?$/.exec(url.pathname);
        const id = download?.[1] ?? item?.[1];
        const found = id ? media.get(id) : undefined;
        if (!found || !id) return answer(400, errorBody(100, `Unsupported get request. Object with ID '${id}' does not exist`));
        if (download) return void res.writeHead(200, { 'content-type': found.mime }).end(found.bytes);
        return answer(200, {
          messaging_product: 'whatsapp',
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/media-download/${id}`,
          mime_type: found.mime,
          sha256: createHash('sha256').update(found.bytes).digest('hex'),
          file_size: found.bytes.length,
          id,
        });
      }
      const m = /^\/(v\d+\.\d+)\/([^/]+)\/messages\/?$/.exec(url.pathname);
      if (req.method !== 'POST' || !m) {
        answer(400, errorBody(100, `Unsupported ${req.method?.toLowerCase()} request to ${url.pathname}`));
        return;
      }
      let body: any;
      try {
        body = raw === '' ? {} : JSON.parse(raw);
      } catch {
        body = raw;
      }
      const to: string | undefined = typeof body?.to === 'string' ? body.to : undefined;
      const refuse = (status: number, code: number, details?: string) => {
        refused.push({ ...(to !== undefined ? { to } : {}), body, status, code, at: Date.now() });
        answer(status, errorBody(code, details));
      };
      if (req.headers.authorization !== `Bearer ${o.token}`) return refuse(401, 190, 'Invalid OAuth access token');
      if (m[2] !== o.phoneNumberId)
        return refuse(
          400,
          100,
          `Unsupported post request. Object with ID '${m[2]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        );
      if (body === null || typeof body !== 'object') return refuse(400, 100, 'The request body is not JSON');
      if (body.messaging_product !== 'whatsapp') return refuse(400, 100, 'The parameter messaging_product is required and must be "whatsapp"');

      if (body.status === 'read') {
        if (typeof body.message_id !== 'string' || !body.message_id.startsWith('wamid.')) return refuse(400, 131009, 'Invalid message_id');
        reads.push(body.message_id);
        answer(200, { success: true });
        waiters.notify();
        return;
      }
      if (!to || digits(to) === '') return refuse(400, 100, 'The parameter to is required');
      if (body.recipient_type !== undefined && body.recipient_type !== 'individual') return refuse(400, 100, 'recipient_type must be "individual"');
      const failure = failures.shift();
      if (failure) return refuse(failure.status, failure.code, failure.details ?? TITLES[failure.code] ?? 'Error');
      const { messaging_product: _mp, recipient_type: _rt, to: _to, ...payload } = body;
      const violations = payloadViolations(payload as WhatsAppPayload);
      if (violations.length > 0) return refuse(400, 131009, violations.join('; '));
      const problem = templateProblem(payload as WhatsAppPayload, approved);
      if (problem) return refuse(400, problem.code, problem.details);
      if (payload.type !== 'template' && (closed.has(digits(to)) || !windowOpen(digits(to))))
        return refuse(400, 131047, 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.');
      const id = wamid('out');
      sent.push({ to, payload: payload as WhatsAppPayload, at: Date.now(), id });
      answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: digits(to) }],
        messages: [{ id, ...(payload.type === 'template' ? { message_status: 'accepted' } : {}) }],
      });
      waiters.notify();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const metadata = { display_phone_number: FAKE_DISPLAY_PHONE_NUMBER, phone_number_id: o.phoneNumberId };
  const envelope = (value: Record<string, unknown>) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: FAKE_WABA_ID, changes: [{ value: { messaging_product: 'whatsapp', metadata, ...value }, field: 'messages' }] }],
    });
  const sign = (body: string) => `sha256=${createHmac('sha256', o.appSecret).update(body, 'utf8').digest('hex')}`;

  return {
    apiUrl: `http://127.0.0.1:${port}/${FAKE_GRAPH_VERSION}`,
    sent,
    refused,
    reads,
    waitForSent(count, timeoutMs = 5000) {
      return waiters.until(
        () => (sent.length < count ? undefined : sent.slice()),
        timeoutMs,
        () => `fake Graph API: ${sent.length} message(s) accepted, waited for ${count}; refused: ${JSON.stringify(refused.map((r) => r.code))}`,
      );
    },
    failNext(code, httpStatus, details) {
      failures.push({ code, status: httpStatus ?? statusFor(code), ...(details !== undefined ? { details } : {}) });
    },
    closeWindow(to) {
      closed.add(digits(to));
    },
    openWindow(to) {
      closed.delete(digits(to));
      lastInbound.set(digits(to), now().getTime());
    },
    addMedia(bytes, mime) {
      const id = String(1_000_000_000_000 + ++seq);
      media.set(id, { bytes, mime });
      return id;
    },
    webhookBody(m) {
      const kinds = [m.text, m.buttonReply, m.listReply, m.templateButton, m.media].filter((x) => x !== undefined).length;
      if (kinds !== 1) throw new Error('webhookBody: give exactly one of text, buttonReply, listReply, templateButton, media');
      const base = { from: m.from, id: m.wamid ?? wamid('in'), timestamp: String(m.timestamp ?? Math.floor(Date.now() / 1000)) };
      let message: Record<string, unknown>;
      if (m.text !== undefined) message = { ...base, type: 'text', text: { body: m.text } };
      else if (m.media) {
        const { type, id, mime, caption, filename } = m.media;
        const found = media.get(id);
        message = {
          ...base,
          type,
          [type]: {
            id,
            mime_type: mime ?? found?.mime ?? 'application/octet-stream',
            sha256: found ? createHash('sha256').update(found.bytes).digest('base64') : '',
            ...(caption !== undefined ? { caption } : {}),
            ...(filename !== undefined ? { filename } : {}),
          },
        };
      } else if (m.templateButton) {
        const contextId = m.contextId ?? sent.findLast((x) => digits(x.to) === digits(m.from))?.id;
        message = {
          ...(contextId ? { context: { from: FAKE_DISPLAY_PHONE_NUMBER, id: contextId } } : {}),
          ...base,
          type: 'button',
          button: { payload: m.templateButton.payload, text: m.templateButton.text },
        };
      } else {
        const contextId = m.contextId ?? sent.findLast((s) => digits(s.to) === digits(m.from))?.id;
        const context = contextId ? { context: { from: FAKE_DISPLAY_PHONE_NUMBER, id: contextId } } : {};
        const interactive = m.buttonReply
          ? { type: 'button_reply', button_reply: { id: m.buttonReply.id, title: m.buttonReply.title } }
          : { type: 'list_reply', list_reply: { ...m.listReply! } };
        message = { ...context, ...base, type: 'interactive', interactive };
      }
      const contact = { ...(m.name !== undefined ? { profile: { name: m.name } } : {}), wa_id: m.from };
      return envelope({ contacts: [contact], messages: [message] });
    },
    statusBody(s) {
      const errors =
        s.errors ??
        (s.status === 'failed'
          ? [{ code: 131000, title: 'Something went wrong', message: 'Something went wrong', error_data: { details: 'Something went wrong' } }]
          : undefined);
      const status = {
        id: s.wamid,
        status: s.status,
        timestamp: String(s.timestamp ?? Math.floor(Date.now() / 1000)),
        recipient_id: s.recipient,
        ...(errors ? { errors } : {}),
      };
      return envelope({ statuses: [status] });
    },
    sign,
    async postWebhook(url, body, opts = {}) {
      // A guest's message opens (reopens) their 24-hour window the moment they send it.
      try {
        for (const e of JSON.parse(body)?.entry ?? [])
          for (const c of e?.changes ?? [])
            for (const msg of c?.value?.messages ?? [])
              if (typeof msg?.from === 'string') {
                closed.delete(digits(msg.from));
                lastInbound.set(digits(msg.from), now().getTime());
              }
      } catch {
        /* not JSON: posted as it is */
      }
      const signature = opts.signature ?? sign(body);
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature !== '' ? { 'x-hub-signature-256': signature } : {}) },
        body,
      });
      return { status: res.status, text: await res.text() };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The text a guest reads in a payload (body text, a text message's body, or a template's parameters joined). */
export function textOf(p: WhatsAppPayload): string {
  if (p.type === 'text') return p.text.body;
  if (p.type === 'interactive') return p.interactive.body.text;
  const body = p.template.components?.find((c) => c.type === 'body') as { parameters?: Array<{ text?: string }> } | undefined;
  return `[template ${p.template.name}/${p.template.language.code}] ${(body?.parameters ?? []).map((x) => x.text).join(' | ')}`;
}

/** The options a payload offers: [id, title] of its buttons or rows (a template's quick replies: [payload, button text]). */
export function optionsOf(p: WhatsAppPayload): Array<[string, string]> {
  if (p.type === 'template')
    return (p.template.components ?? [])
      .filter((c) => c.type === 'button')
      .map((c) => {
        const payload = String((c.parameters as Array<{ payload?: string }>)[0]?.payload);
        const lang = p.template.language.code === 'en' ? 'en' : 'es';
        const title = MESSAGE_TEMPLATES[p.template.name as TemplateName]?.[lang].quickReplies?.[Number(c.index)];
        return [payload, title ?? payload];
      });
  if (p.type !== 'interactive') return [];
  const i = p.interactive;
  return i.type === 'button'
    ? i.action.buttons.map((b) => [b.reply.id, b.reply.title])
    : i.action.sections.flatMap((s) => s.rows.map((r) => [r.id, r.title] as [string, string]));
}

/** One guest talking to the bot through the fake (see {@link whatsAppGuest}). */
export interface WhatsAppGuestDriver {
  from: string;
  /** Post one message (text, a reply or a template button) and wait until the bot handled it; resolves with what the bot sent this guest since the last call. */
  say(o: Omit<InboundMessageOptions, 'from' | 'name'>): Promise<WhatsAppPayload[]>;
  /** Choose the option whose title matches `title` among `payloads` (a button, a list row or a template's quick reply), as the guest taps it. */
  pick(payloads: WhatsAppPayload[], title: RegExp): Promise<WhatsAppPayload[]>;
  /** What the bot sent this guest since the last call (after `idle`). */
  news(): Promise<WhatsAppPayload[]>;
}

/**
 * A guest on WhatsApp: messages posted to the bot's webhook `hook` through
 * `graph`, signed; `idle` waits until the bot handled them and sent its
 * answers (e.g. `() => bot.whatsapp!.idle()`).
 */
export function whatsAppGuest(o: { graph: FakeGraph; hook: string; idle: () => Promise<void>; from: string; name?: string }): WhatsAppGuestDriver {
  let seen = 0;
  const mine = () => o.graph.sent.filter((s) => s.to === o.from);
  const news = async () => {
    await o.idle();
    const all = mine();
    const fresh = all.slice(seen).map((s) => s.payload);
    seen = all.length;
    return fresh;
  };
  const say = async (m: Omit<InboundMessageOptions, 'from' | 'name'>) => {
    const res = await o.graph.postWebhook(o.hook, o.graph.webhookBody({ from: o.from, ...(o.name !== undefined ? { name: o.name } : {}), ...m }));
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${res.text}`);
    return news();
  };
  return {
    from: o.from,
    say,
    news,
    async pick(payloads, title) {
      for (const p of payloads) {
        const option = optionsOf(p).find(([, t]) => title.test(t));
        if (!option) continue;
        const [id, t] = option;
        if (p.type === 'template') return say({ templateButton: { payload: id, text: t } });
        if (p.type === 'interactive' && p.interactive.type === 'list') return say({ listReply: { id, title: t } });
        return say({ buttonReply: { id, title: t } });
      }
      throw new Error(`no option matches ${title} in ${JSON.stringify(payloads.map((p) => [textOf(p), optionsOf(p).map(([, t]) => t)]))}`);
    },
  };
}
