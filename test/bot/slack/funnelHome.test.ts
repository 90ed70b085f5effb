/**
 * The booking funnel's section of the App Home, end to end: a signed
 * `app_home_opened` to the real Bolt receiver → the last 7 days of the
 * staff member's hotel in the published view, with the chart uploaded
 * (`files.uploadV2` on the fake Slack Web API) once a week and shown as an
 * image block naming the Slack file.
 */
import { describe, expect, it } from 'vitest';
import { FunnelRepo, type FunnelEvent } from '../../../src/store/bot/funnel.js';
import { blocksText, slackStackEachTest, type SlackStack } from '../../helpers/slack.js';

let s: SlackStack;
slackStackEachTest((stack) => (s = stack), { funnel: true });

let seq = 0;
async function openHome(user: string): Promise<any> {
  const before = s.slack.callsTo('views.publish').length;
  const body = JSON.stringify({
    token: 'legacy',
    team_id: 'T1',
    api_app_id: 'A1',
    type: 'event_callback',
    event_id: `EvF${++seq}`,
    event_time: Math.floor(Date.now() / 1000),
    event: { type: 'app_home_opened', user, channel: `D${user}`, tab: 'home', event_ts: '1700000000.000100' },
  });
  expect((await s.post(body, 'application/json')).status).toBe(200);
  return (await s.slack.waitFor('views.publish', before + 1))[before].view;
}

describe('App Home: the booking funnel', () => {
  it('shows the last 7 days of the hotel with its chart, uploaded once a week', async () => {
    await s.links.link({ teamId: 'T1', kind: 'user', slackId: 'U1', hotelId: 1 }, s.svc.clock.now());
    const repo = new FunnelRepo(s.botDb.db);
    const fact = (chatId: string, event: FunnelEvent, amount: number | null = null) =>
      repo.record(
        { event, channel: 'telegram', chatId, attempt: 1, lang: 'es', city: 'Cartagena', hotelId: 1, agency: null, amount, chatbotId: null },
        s.svc.clock.now(),
      );
    for (const e of ['conversation_started', 'destination_known', 'rate_chosen', 'paid'] as const) await fact('1', e, e === 'paid' ? 50_000_000 : null);
    for (const e of ['conversation_started', 'rate_chosen'] as const) await fact('2', e);

    const view = await openHome('U1');
    const text = blocksText(view.blocks);
    expect(text).toContain('Embudo de reservas (últimos 7 días)');
    expect(text).toContain('Conversación iniciada: *2* (100 %)');
    expect(text).toContain('Pagada: *1* (50 %)');
    expect(text).toContain('Ingresos pagados: *COP 500.000*');
    const image = view.blocks.find((b: any) => b.type === 'image');
    expect(image.slack_file.id).toMatch(/^F\d+$/);
    expect(s.slack.callsTo('files.getUploadURLExternal')).toHaveLength(1);

    // Opened again the same week: the same chart, not uploaded again.
    const again = await openHome('U1');
    expect(again.blocks.find((b: any) => b.type === 'image').slack_file.id).toBe(image.slack_file.id);
    expect(s.slack.callsTo('files.getUploadURLExternal')).toHaveLength(1);
  });
});
