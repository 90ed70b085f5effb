/**
 * The Slack app when the service throttles it (429 with Retry-After), with
 * the real Bolt receiver and signed commands. A short Retry-After is waited
 * out once: the real service with a tiny rate limit on the app's key (its
 * buckets run on the service's manual clock, which the app's wait moves). A
 * long one (a local deployment answering 429, Retry-After: 30) is reported
 * as busy with the number of seconds.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { T0 } from '../../helpers/service.js';
import { blocksText, startSlackStack, type SlackStack } from '../../helpers/slack.js';

let s: SlackStack | undefined;
afterEach(async () => {
  await s?.stop();
  s = undefined;
});

describe('a 429 from the service', () => {
  it('with a long Retry-After is reported as busy, with how many seconds to wait (not as "did not answer")', async () => {
    // A deployment answering every call with 429 and Retry-After: 30 (the client's own retries give up: 30 s is past its 10 s budget).
    const fake = createServer((_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' });
      res.end(JSON.stringify({ code: '429', message: 'Demasiadas solicitudes', detail: 'Se superó el límite de solicitudes de esta clave de API.' }));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    try {
      const waits: number[] = [];
      s = await startSlackStack({ serviceUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`, sleep: async (ms) => void waits.push(ms) });
      await s.links.link({ teamId: 'T1', kind: 'workspace', hotelId: 1 }, T0);
      const { reply } = await s.command('/reservas', '');
      expect(reply.text).toBe('El servicio de reservas está ocupado. Inténtalo de nuevo en 30 segundos.');
      expect(waits).toEqual([]); // too long to wait for

      await s.links.setLanguage('T1', 'en', T0);
      const en = (await s.command('/reserva', '2600003')).reply;
      expect(en.text).toBe('The reservations service is busy. Please try again in 30 seconds.');
    } finally {
      fake.closeAllConnections();
      fake.close();
    }
  });

  it('with a short Retry-After is waited out once, then answered', async () => {
    const waits: number[] = [];
    let stack: SlackStack | undefined;
    // 0.5 requests a second, bursts of 1: Retry-After: 2. The client itself does not retry, so the app's own retry is what runs.
    s = stack = await startSlackStack({
      rateLimitPerSecond: 0.5,
      clientRetry: { maxRetries: 0 },
      sleep: async (ms) => {
        waits.push(ms);
        stack!.svc.clock.advance(ms);
      },
    });
    await s.links.link({ teamId: 'T1', kind: 'workspace', hotelId: 1 }, T0);
    const { reply } = await s.command('/reservas', '');
    expect(waits).toEqual([2000]);
    expect(blocksText(reply.blocks)).toContain('reservas con llegada el sáb 21 nov');
    expect(blocksText(reply.blocks)).toContain('Reserva 2600003');
  });
});
