/**
 * The WhatsApp bot as real processes (`test/fixtures/whatsappBot.ts`) against the
 * real service and the fake Graph API of test/helpers/whatsapp.ts, which
 * posts Meta's signed webhooks:
 *
 * - SIGKILL after Meta's webhook was answered 200 and before the message's
 *   handling was saved: the restarted bot answers that message, once, and
 *   the conversation goes on from there.
 * - Two instances on one PostgreSQL bot database (behind a load balancer):
 *   the same message posted to both at once is answered once; two messages
 *   of one guest, one to each instance, are both answered, in order.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../helpers/postgres.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { freePort } from '../helpers/telegram.js';
import { startFakeGraph, textOf, type FakeGraph } from '../helpers/whatsapp.js';
import { spawnUntil } from '../helpers/instances.js';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = join(ROOT, 'test/fixtures/whatsappBot.ts');
const CREDS = { WA_TOKEN: 'EAAG-fixture-token', WA_PHONE_NUMBER_ID: '106540352242922', WA_APP_SECRET: 'fixture-app-secret' };

let svc: TestService;
let graph: FakeGraph;
let dir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  svc = await startTestService();
  graph = await startFakeGraph({ token: CREDS.WA_TOKEN, phoneNumberId: CREDS.WA_PHONE_NUMBER_ID, appSecret: CREDS.WA_APP_SECRET });
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-wa-multi-'));
});
afterEach(async () => {
  await Promise.all(children.splice(0).map((c) => stopChild(c)));
});
afterAll(async () => {
  await graph?.close();
  await svc?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function stopChild(c: ChildProcess): Promise<void> {
  return new Promise<void>((done) => {
    if (c.exitCode !== null || c.signalCode !== null) return done();
    c.once('exit', () => done());
    c.kill('SIGTERM');
    setTimeout(() => c.kill('SIGKILL'), 5_000).unref();
  });
}

/** Start one bot process on `database`; resolves with its webhook URL and the process once it printed READY. */
async function startInstance(
  database: string,
  env: Record<string, string> = {},
): Promise<{ hook: string; child: ChildProcess; exited: Promise<string | number | null> }> {
  const port = await freePort();
  const { proc: child, exited } = await spawnUntil(['--import', 'tsx', FIXTURE, database, svc.url, graph.apiUrl, String(port), svc.clock.now().toISOString()], {
    ready: /READY\n/,
    name: 'bot',
    env: { ...process.env, ...CREDS, ...env },
  });
  children.push(child);
  return { hook: `http://127.0.0.1:${port}/whatsapp/webhook`, child, exited };
}

/** What the bot sent `to`, as the guest reads it. */
const texts = (to: string) => graph.sent.filter((s) => s.to === to).map((s) => textOf(s.payload));

/** Wait until `count` messages to `to` match `re` (default 15 s), then a moment more, so that a duplicate would show. */
async function waitFor(to: string, re: RegExp, count = 1, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (texts(to).filter((t) => re.test(t)).length < count) {
    if (Date.now() > until) throw new Error(`waited for ${count} × ${re} to ${to}; got:\n${texts(to).join('\n---\n')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 300));
}

/** Post a text of `from` to `hook` as Meta does; a connection cut by a crash counts as not delivered (Meta posts it again). */
async function post(hook: string, from: string, text: string, wamid?: string): Promise<number> {
  try {
    return (await graph.postWebhook(hook, graph.webhookBody({ from, name: 'Ana Gómez', text, ...(wamid ? { wamid } : {}) }))).status;
  } catch {
    return 0;
  }
}

describe('WhatsApp bot processes', () => {
  it('SIGKILL after the webhook was answered, before the message was saved: the restarted bot answers it once, and goes on', async () => {
    const database = join(dir, 'killed.db');
    const guest = '573001110001';
    const first = await startInstance(database, { WA_KILL_BEFORE_SAVE: '2 adultos' });
    expect(await post(first.hook, guest, 'Hola, quiero reservar en Cartagena')).toBe(200);
    await waitFor(guest, /fechas/i);
    expect(await post(first.hook, guest, 'del 15 al 18 de diciembre')).toBe(200);
    await waitFor(guest, /Cuántas personas|personas/i);
    // Meta got its 200 (or, if the crash cut the answer, posts the message again with the same wamid).
    const status = await post(first.hook, guest, '2 adultos', 'wamid.KILLED');
    expect(await first.exited).toBe('SIGKILL');
    expect(texts(guest).some((t) => /Encontré \d+ hoteles/.test(t))).toBe(false);

    const second = await startInstance(database);
    if (status !== 200) expect(await post(second.hook, guest, '2 adultos', 'wamid.KILLED')).toBe(200);
    await waitFor(guest, /Encontré \d+ hoteles/);
    // Meta's retry of the same message after the restart changes nothing.
    expect(await post(second.hook, guest, '2 adultos', 'wamid.KILLED')).toBe(200);
    await waitFor(guest, /Encontré \d+ hoteles/);
    expect(texts(guest).filter((t) => /Encontré \d+ hoteles/.test(t))).toHaveLength(1);
    expect(graph.refused.filter((r) => r.to === guest)).toEqual([]);
  }, 60_000);

  it('two instances on one PostgreSQL database: the same message posted to both is answered once; one message to each, both answered in order', async () => {
    const database = await createPostgresDatabase('hotelbot_wa');
    const [a, b] = await Promise.all([startInstance(database), startInstance(database)]);
    for (const round of [1, 2, 3]) {
      const guest = `57300222000${round}`;
      const wamid = `wamid.BOTH${round}`;
      const statuses = await Promise.all([
        post(a.hook, guest, 'Hola, quiero reservar en Medellín', wamid),
        post(b.hook, guest, 'Hola, quiero reservar en Medellín', wamid),
      ]);
      expect(statuses).toEqual([200, 200]);
      await waitFor(guest, /fechas/i);
      expect(texts(guest).filter((t) => /fechas/i.test(t))).toHaveLength(1);
      // Two messages of the guest a moment apart, one to each instance: both handled, the second after the first.
      expect(await post(a.hook, guest, 'del 10 al 12 de enero')).toBe(200);
      expect(await post(b.hook, guest, '2 adultos')).toBe(200);
      await waitFor(guest, /Encontré \d+ hoteles/);
      expect(texts(guest).filter((t) => /Encontré \d+ hoteles/.test(t))).toHaveLength(1);
    }
    expect(graph.refused).toEqual([]);
  }, 90_000);
});
