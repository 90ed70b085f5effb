/**
 * OpenTelemetry traces end to end (`docs/decisions/0026-traces.md`), with the
 * SDK of `src/tracing/sdk.ts` exporting into an `InMemorySpanExporter`, the
 * real service and the real bot (terminal chat, webhook receiver) on
 * ephemeral ports: a guest's availability search is one trace from the
 * conversation step through the typed client to the service's route; a
 * payment's webhook carries the trace of the checkout's request through the
 * outbox row, the delivery and the bot's receiver; no span attribute holds a
 * guest's text or details; and without the setting nothing is loaded or recorded.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WEBHOOK_SECRET, findApiKey, setWebhookUrl } from '../../src/store/service/apiKeys.js';
import { first, openStore, sql } from '../../src/store/sql.js';
import { traceLogFields } from '../../src/tracing/log.js';
import { startTracing, type Tracing } from '../../src/tracing/sdk.js';
import { bookingBody, firstOffer } from '../helpers/booking.js';
import { botHarness } from '../helpers/botHarness.js';
import { createPostgresDatabase } from '../helpers/postgres.js';
import { call, payCheckout } from '../helpers/service.js';

const exporter = new InMemorySpanExporter();
let tracing: Tracing;

/** What a guest tells the bot, and a guest's details: none may appear in any span attribute. */
const CHAT_ID = 'traces-chat-573001234567';
const GUEST_TEXT = 'Quiero ir a Cartagena del 15 al 18 de diciembre, 2 adultos';
const PERSONAL = [CHAT_ID, GUEST_TEXT, 'Ana', 'Gómez', 'ana@example.com', '+573001234567', '3001234567'];

beforeAll(() => {
  // Before any server is built: @fastify/otel instruments each Fastify app as it is created.
  tracing = startTracing({ serviceName: 'hotelbot-test', exporter });
});
afterAll(async () => {
  await tracing?.shutdown();
});
const h = botHarness('hotelbot-traces-');

const spans = (): ReadableSpan[] => exporter.getFinishedSpans();
const parentOf = (s: ReadableSpan): string | undefined => s.parentSpanContext?.spanId;

/** Wait (20 ms steps, at most 10 s) until `find` returns a span among the finished ones. */
async function spanWhere(what: string, find: (s: ReadableSpan) => boolean): Promise<ReadableSpan> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = spans().find(find);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `no span ${what}; spans: ${spans()
          .map((s) => s.name)
          .join(', ')}`,
      );
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** True when `ancestor` is `s` or one of its parents among the finished spans. */
function descendsFrom(s: ReadableSpan, ancestor: ReadableSpan): boolean {
  const byId = new Map(spans().map((x) => [x.spanContext().spanId, x]));
  for (let cur: ReadableSpan | undefined = s; cur; cur = byId.get(parentOf(cur) ?? '')) {
    if (cur.spanContext().spanId === ancestor.spanContext().spanId) return true;
  }
  return false;
}

describe('traces', () => {
  it('follow a guest availability search from the conversation step to the service route', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    output.resume();
    await h.startBot({
      botDatabasePath: join(h.dir, 'bot.db'),
      pollIntervalMs: 3_600_000,
      autoPoll: false,
      clock: h.svc.clock,
      terminal: { input, output, lang: 'es', chatId: CHAT_ID },
      webhooks: { port: 0, secret: DEMO_WEBHOOK_SECRET },
    });
    input.write(`${GUEST_TEXT}\n`);
    const step = await spanWhere(
      'conversation.step with a search',
      (s) => s.name === 'conversation.step' && String(s.attributes['hotelbot.effects']).includes('searchAvailability'),
    );
    const route = await spanWhere(
      'of the availability route',
      (s) => s.spanContext().traceId === step.spanContext().traceId && s.attributes['http.route'] === '/v2/bookings/agencies/:agency_type/availability',
    );
    expect(route.name).toBe('POST /v2/bookings/agencies/:agency_type/availability');
    // Parent and child through the HTTP call: the route's parent is the typed client's request span (undici),
    // a descendant of the step.
    const clientSpan = spans().find((s) => s.spanContext().spanId === parentOf(route));
    expect(clientSpan?.name).toBe('POST');
    expect(descendsFrom(clientSpan!, step)).toBe(true);
    expect(step.attributes).toMatchObject({ 'hotelbot.channel': 'terminal', 'hotelbot.input.kind': 'text', 'hotelbot.step.before': expect.any(String) });
    expect(step.attributes['hotelbot.step.after']).toEqual(expect.any(String));
    expect(step.attributes['hotelbot.chat']).toMatch(/^[0-9a-f]{16}$/);
    // The route span names the template, never the raw URL, and the request id.
    expect(route.attributes['url.path']).toBe('/v2/bookings/agencies/:agency_type/availability');
    expect(route.attributes['hotelbot.request_id']).toEqual(expect.any(String));
    input.end();
  });

  it("carry a payment's trace through the outbox row and the signed delivery to the bot's receiver", async () => {
    const bot = await h.startBot({
      botDatabasePath: join(h.dir, 'bot-2.db'),
      pollIntervalMs: 3_600_000,
      autoPoll: false,
      clock: h.svc.clock,
      chatOff: true,
      webhooks: { port: 0, secret: DEMO_WEBHOOK_SECRET },
    });
    const key = await findApiKey(h.svc.store.db, 'demo-agency-1');
    await setWebhookUrl(h.svc.store.db, key!.id, bot.webhooks!.webhookUrl);
    const offer = await firstOffer(h.svc.url, 'Cartagena', '2026-12-15', 3);
    const made = await call(h.svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, '2026-12-15', '2026-12-18', 3) });
    expect(made.status).toBe(200);
    const link = await call(h.svc.url, 'GET', `/v2/bookings/chatbot/${made.body.chatbot_id}`);
    // The guest's click: the checkout form posted, the card approved.
    const paid = await payCheckout(link.body.url, { number: '4242424242424242' });
    expect(paid.status).toBeLessThan(400);
    const click = await spanWhere('of the checkout POST', (s) => s.name.startsWith('POST /pay/'));
    const traceId = click.spanContext().traceId;

    // Stored with the outbox row, from the request's active context.
    const row = await first<{ traceparent: string | null; status: string }>(
      h.svc.store.db,
      sql`SELECT traceparent, status FROM webhook_outbox WHERE event_type = 'transaction' ORDER BY id DESC LIMIT 1`,
    );
    expect(row?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-0[01]$`));

    // Delivered (the worker wakes on the commit): one span per try, in the same trace.
    const deliver = await spanWhere('webhook.deliver', (s) => s.name === 'webhook.deliver' && s.spanContext().traceId === traceId);
    expect(deliver.attributes).toMatchObject({
      'hotelbot.webhook.event': 'transaction',
      'hotelbot.webhook.attempt': 1,
      'hotelbot.webhook.outcome': 'delivered',
      'http.response.status_code': 200,
    });
    expect(parentOf(deliver)).toBe(row!.traceparent!.split('-')[2]);

    // The receiver continued the traceparent header sent on the delivery: its request span's parent is the try.
    const received = await spanWhere('of the receiver', (s) => s.name === 'POST /webhooks/payments' && s.spanContext().traceId === traceId);
    expect(parentOf(received)).toBe(deliver.spanContext().spanId);
    const apply = await spanWhere('webhook.apply', (s) => s.name === 'webhook.apply' && s.spanContext().traceId === traceId);
    expect(descendsFrom(apply, received)).toBe(true);
    expect(apply.attributes).toMatchObject({ 'hotelbot.webhook.event': 'transaction', 'hotelbot.webhook.outcome': 'paid' });
  });

  it('make a span of each PostgreSQL query, its statement without values, under the active span', async () => {
    const store = await openStore(await createPostgresDatabase('traces'), []);
    try {
      const parent = await trace.getTracer('test').startActiveSpan('with a query', async (span) => {
        await first(store.db, sql`SELECT ${'ana@example.com'}::text AS email`);
        span.end();
        return span.spanContext();
      });
      const query = await spanWhere('of the query', (s) => parentOf(s) === parent.spanId && s.name.startsWith('pg.query'));
      expect(query.attributes['db.system.name'] ?? query.attributes['db.system']).toBe('postgresql');
      expect(JSON.stringify(query.attributes)).toContain('SELECT $1::text AS email');
    } finally {
      await store.close();
    }
  });

  it('put trace_id and span_id in log lines written inside a span (pino mixin)', () => {
    const lines: string[] = [];
    const log = pino({ level: 'info', mixin: traceLogFields }, { write: (line: string) => void lines.push(line) });
    log.info('outside');
    const ids = trace.getTracer('test').startActiveSpan('logging', (span) => {
      log.info({ reqId: 'req-1' }, 'inside');
      span.end();
      return span.spanContext();
    });
    const [outside, inside] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(outside).not.toHaveProperty('trace_id');
    expect(inside).toMatchObject({ trace_id: ids.traceId, span_id: ids.spanId, reqId: 'req-1', msg: 'inside' });
  });

  it("never put a guest's text, name, email, phone or chat id in an attribute", () => {
    expect(spans().length).toBeGreaterThan(5);
    for (const s of spans()) {
      const text = JSON.stringify({ name: s.name, attributes: s.attributes, events: s.events.map((e) => e.attributes) });
      for (const word of PERSONAL) expect(text, `span ${s.name}`).not.toContain(word);
    }
  });
});

describe('traces off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('load no SDK and log no trace ids: `hotelbot service` as run in production', async () => {
    const work = mkdtempSync(join(tmpdir(), 'hotelbot-traces-off-'));
    const imports = join(work, 'imports.txt');
    writeFileSync(imports, '');
    const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
    const hook = fileURLToPath(new URL('./recordImports.mjs', import.meta.url));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      TRACE_IMPORTS_FILE: imports,
      DATABASE_PATH: join(work, 'service.db'),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    };
    for (const name of ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_SERVICE_NAME', 'DATABASE_URL', 'NODE_ENV']) delete env[name];
    // From the repository (tsx resolves there); no .env is read there (settings come from `env`).
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', hook, main, 'service'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = once(child, 'exit');
    try {
      let out = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout!.on('data', (d: Buffer) => {
          out += d.toString();
          // The whole URL: followed by a space or the end of the line (a chunk may end inside it).
          const m = /escuchando en (http:\/\/[^\s)]+)[\s)]/.exec(out);
          if (m) resolve(m[1]!);
        });
        child.once('exit', (code, signal) => reject(new Error(`the service exited (${code ?? signal}): ${out}`)));
      });
      expect((await call(url, 'GET', '/health', { key: null })).status).toBe(200);
      const search = await call(url, 'POST', '/v2/bookings/agencies/retailer/availability?checkin=2030-01-10&nights=2&city=Cartagena', {
        body: { layout: [{ adults: 2 }] },
      });
      expect(search.status).toBe(200);
      child.kill('SIGTERM');
      await exited;
      // Requests were logged (with their request id), none with a trace id: no span was ever active.
      expect(out).toContain('"reqId"');
      expect(out).not.toContain('trace_id');
      // Only the API (a no-op without an SDK), the log mixin and the span helper over the API were loaded: no SDK, exporter, instrumentation or @fastify/otel.
      const loaded = [...new Set(readFileSync(imports, 'utf8').split('\n').filter(Boolean))];
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.filter((u) => !/@opentelemetry\/api\/|\/src\/tracing\/(log|spans)\.ts$/.test(u))).toEqual([]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});
