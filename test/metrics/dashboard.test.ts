/**
 * The Grafana dashboard (`docs/grafana/hotelbot.json`) is built on the
 * metrics the service and the bot really expose: every metric name its
 * queries select exists in a scrape of the real service or of the real
 * bot receiver.
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HotelApiClient } from '../../src/api/client.js';
import { startBot } from '../../src/bot/index.js';
import { DEMO_WEBHOOK_SECRET } from '../../src/store/service/apiKeys.js';
import { parseSamples, scrape } from '../helpers/metrics.js';
import { startTestService } from '../helpers/service.js';

interface Panel {
  title: string;
  targets: { expr: string }[];
}

/** The metric names a PromQL expression selects (`name{…}` selectors). */
function selectedNames(expr: string): string[] {
  return [...expr.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\{/g)].map((m) => m[1]!);
}

describe('Grafana dashboard', () => {
  it('queries only metrics that a scrape of the service or the bot has', async () => {
    const dashboard = JSON.parse(readFileSync(new URL('../../docs/grafana/hotelbot.json', import.meta.url), 'utf8')) as { panels: Panel[] };
    const used = new Set<string>();
    for (const panel of dashboard.panels)
      for (const target of panel.targets) {
        const names = selectedNames(target.expr);
        expect(names.length, `${panel.title}: ${target.expr}`).toBeGreaterThan(0);
        for (const name of names) used.add(name);
      }

    const svc = await startTestService();
    const dir = mkdtempSync(join(tmpdir(), 'hotelbot-dash-'));
    const client = new HotelApiClient({ baseUrl: svc.url, apiKey: 'demo-agency-1' });
    const bot = await startBot({
      client,
      botDatabasePath: join(dir, 'bot.db'),
      pollIntervalMs: 3_600_000,
      autoPoll: false,
      chatOff: true,
      webhooks: { port: 0, secret: DEMO_WEBHOOK_SECRET },
    });
    try {
      // The first scrape of each is timed too: the second one shows the request histogram.
      await scrape(svc.url);
      await scrape(bot.webhooks!.url);
      const texts = [(await scrape(svc.url)).text, (await scrape(bot.webhooks!.url)).text];
      const exposed = new Set(texts.flatMap((text) => parseSamples(text).map((s) => s.name)));
      // A histogram with labels has no samples before its first observation (GC durations): its declared series count.
      for (const text of texts)
        for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
          if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) exposed.add(name! + suffix);
          else exposed.add(name!);
        }
      expect([...used].filter((name) => !exposed.has(name))).toEqual([]);
      // And the dashboard shows every business metric of both sides.
      const business = [...exposed].filter((name) => name.startsWith('hotelbot_'));
      expect(business.filter((name) => !used.has(name))).toEqual([]);
    } finally {
      await bot.stop();
      await client.close();
      await svc.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
