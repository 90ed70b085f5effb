/**
 * A throttled bot: when the service keeps answering 429 past the client's
 * bounded retries, the guest is told that many people are searching right
 * now (and can retry), never that the service failed. The real service with
 * a key limited to 1 request/s, the real client, the terminal chat.
 */
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { insertApiKey } from '../../src/store/service/apiKeys.js';
import { TEXTS } from '../../src/texts/guest.js';
import { botHarness } from '../helpers/botHarness.js';
import { T0 } from '../helpers/service.js';

const KEY = 'test-throttled-bot';
let waits = 0;
const h = botHarness('hotelbot-throttle-', {
  prepare: async (service) => {
    await insertApiKey(service.store.db, { key: KEY, name: 'Bot con límite 1/s', principalKind: 'agency', principalId: 1 }, T0);
    service.db.prepare('UPDATE api_keys SET rate_limit_per_second = 1 WHERE name = ?').run('Bot con límite 1/s');
  },
  // The client's waits do not move the service's clock: the throttle outlasts every retry.
  client: { apiKey: KEY, retry: { sleep: async () => void waits++ } },
});

async function until(read: () => string, test: (v: string) => boolean, what: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const v = read();
    if (test(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got:\n${v}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a throttled search', () => {
  it('tells the guest many people are searching, offers Retry, and the retry finds hotels once the limit allows', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let transcript = '';
    output.on('data', (chunk: Buffer) => (transcript += chunk.toString('utf8')));
    await h.startBot({ botDatabasePath: join(h.dir, 'bot.db'), terminal: { input, output, lang: 'es' }, clock: h.svc.clock, pollIntervalMs: 60_000 });

    // Someone else's traffic used up the key's burst of 2.
    await h.client.listRoomTypes(100001);
    await h.client.listRoomTypes(100001);
    input.write('Cartagena del 15 al 18 de diciembre, 2 adultos\n');
    const busy = await until(
      () => transcript,
      (t) => t.includes('Hay muchas personas buscando'),
      'the busy note',
    );
    expect(busy).toContain(TEXTS.es.effectBusy('searchAvailability'));
    expect(busy).not.toContain(TEXTS.es.effectFailed('searchAvailability'));
    expect(waits).toBe(3);
    const retry = /\n {2}(\d)\) 🔁 Reintentar/.exec(busy);
    expect(retry).not.toBeNull();

    h.svc.clock.advance(2_000); // the bucket has refilled
    const before = transcript.length;
    input.write(`${retry![1]}\n`);
    const after = await until(
      () => transcript.slice(before),
      (t) => /Encontré \d+ hoteles/.test(t),
      'the search results',
    );
    if (process.env.SHOW_TRANSCRIPT) console.log(transcript);
    expect(after).not.toContain('Hay muchas personas');
    expect(TEXTS.en.effectBusy('searchAvailability')).toMatch(/^⏳ Many people are searching right now/);
    input.end();
  });
});
