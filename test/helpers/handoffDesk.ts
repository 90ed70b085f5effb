/**
 * The staff side of a hand-off, shared by the hand-off suites of every
 * channel: the fake Slack Web API, the Slack app (Bolt over HTTP) and the
 * hand-off desk on the bot's database, and the signed requests staff's
 * clicks and thread replies become. Staff work in the front desk channel
 * {@link FRONT_DESK} of workspace `T1`.
 */
import { webApi } from '@slack/bolt';
import { expect } from 'vitest';
import type { HotelApiClient } from '../../src/api/client.js';
import type { RunningBot } from '../../src/bot/index.js';
import { startSlackApp, type RunningSlackApp } from '../../src/bot/slack/app.js';
import { HandoffDesk, type HandoffDeskOptions } from '../../src/bot/slack/handoff.js';
import type { Clock } from '../../src/clock.js';
import { openBotStore } from '../../src/store/bot/repos.js';
import { SlackFeedRepo, SlackLinkRepo } from '../../src/store/bot/slack.js';
import { first, sql, type Store } from '../../src/store/sql.js';
import { interaction, postToBolt, SIGNING_SECRET, startFakeSlack, type FakeSlack } from './slack.js';

/** The channel hand-offs are posted to. */
export const FRONT_DESK = 'CFRONTDESK';

/** The staff side started by {@link startHandoffDesk}. */
export interface HandoffStaff {
  slack: FakeSlack;
  app: RunningSlackApp;
  desk: HandoffDesk;
  /** The Slack app's own connection to the bot database. */
  store: Store;
  /** Press a hand-off button (`actionId`, `value`) of a post in the front desk as `user`; expects 200. */
  press(actionId: string, value: string, user: string): Promise<void>;
  /** A message event in the front desk (Events API, signed), with extra headers (Slack's retries); expects 200. */
  event(e: Record<string, unknown>, headers?: Record<string, string>): Promise<void>;
  /** Stop the app, the fake and the store. */
  close(): Promise<void>;
}

/**
 * Start the fake Slack Web API, the Slack app and a desk on the bot database
 * at `path`, all on `clock`; what staff do is handed to the guest's bot with
 * `bot().notices.tick()` (the bot may be started after this). `desk`: more
 * options of the desk (hours, targets, file fetchers).
 */
export async function startHandoffDesk(o: {
  path: string;
  client: HotelApiClient;
  clock: Clock;
  bot: () => RunningBot;
  desk?: Partial<HandoffDeskOptions>;
}): Promise<HandoffStaff> {
  const slack = await startFakeSlack();
  const store = await openBotStore(o.path);
  const onStaffEvent = () =>
    void o
      .bot()
      .notices.tick()
      .catch(() => undefined);
  const app = await startSlackApp({
    botToken: 'xoxb-test',
    signingSecret: SIGNING_SECRET,
    mode: 'http',
    port: 0,
    slackApiUrl: slack.apiUrl,
    client: o.client,
    links: new SlackLinkRepo(store),
    feed: new SlackFeedRepo(store),
    clock: o.clock,
    handoff: { store, onStaffEvent },
  });
  const desk = new HandoffDesk({
    store,
    web: new webApi.WebClient('xoxb-test', { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } }),
    feed: new SlackFeedRepo(store),
    links: new SlackLinkRepo(store),
    defaultChannel: FRONT_DESK,
    clock: o.clock,
    onStaffEvent,
    ...o.desk,
  });
  return {
    slack,
    app,
    desk,
    store,
    async press(actionId, value, user) {
      const res = await postToBolt(
        app.url!,
        SIGNING_SECRET,
        interaction({
          type: 'block_actions',
          team: { id: 'T1', domain: 'murallas' },
          user: { id: user, team_id: 'T1', name: user.toLowerCase() },
          channel: { id: FRONT_DESK },
          api_app_id: 'A1',
          trigger_id: `trig-${user}`,
          container: { type: 'message', channel_id: FRONT_DESK },
          actions: [{ type: 'button', action_id: actionId, block_id: 'handoff', value, action_ts: '1' }],
        }),
      );
      expect(res.status).toBe(200);
    },
    async event(e, headers = {}) {
      const body = JSON.stringify({
        token: 'legacy',
        team_id: 'T1',
        api_app_id: 'A1',
        type: 'event_callback',
        event_id: `Ev${e.ts as string}`,
        event_time: 1_700_000_000,
        event: { type: 'message', channel: FRONT_DESK, channel_type: 'channel', ...e },
      });
      const res = await postToBolt(app.url!, SIGNING_SECRET, body, 'application/json', { headers });
      expect(res.status).toBe(200);
    },
    async close() {
      await app.stop();
      await slack.close();
      await store.close();
    },
  };
}

/** Wait until `n` staff notices were recorded in the bot database (the Slack app's listener runs after Slack's ack). */
export async function staffNotices(store: Store, n: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const row = await first<{ n: number }>(store.db, sql`SELECT COUNT(*) AS n FROM bot_notices WHERE kind = 'staff'`);
    if (Number(row?.n) >= n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`fewer than ${n} staff notices recorded`);
}
