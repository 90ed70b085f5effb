/**
 * The Slack live feed across bot instances, on both engines: a hotel's feed
 * poll is leased to one instance at a time (taken when free or lapsed,
 * renewed by its holder, given back), and each event is claimed by one
 * instance before it is posted. "Two instances" are two stores on one
 * database (two connection pools on PostgreSQL; on SQLite the same store
 * twice). Then two real pollers against the fake Slack Web API, over the real
 * service: each event is posted once, and a poller taking over after the
 * other's lease lapsed goes on from the stored cursor.
 */
import { webApi } from '@slack/bolt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelApiClient } from '../../src/api/client.js';
import { addDays } from '../../src/clock.js';
import { SlackFeedPoller } from '../../src/bot/slack/feed.js';
import { SlackFeedRepo, SlackLinkRepo } from '../../src/store/bot/slack.js';
import { rows, sql, type Store } from '../../src/store/sql.js';
import { bookingBody, firstOffer } from '../helpers/booking.js';
import { ENGINES, freshLocation, useStores } from '../helpers/postgres.js';
import { botMigrations } from '../../src/store/bot/migrations/index.js';
import { call, payCheckout, startTestService, type TestService } from '../helpers/service.js';
import { startFakeSlack, type FakeSlack } from '../helpers/slack.js';

const T = new Date('2026-11-21T15:00:00Z');
const at = (ms: number) => new Date(T.getTime() + ms);
const LEASE = 60_000;

const open = useStores(botMigrations);

/** Two stores on one new database (on SQLite the same store twice: one file, one process). */
async function twoInstances(engine: 'sqlite' | 'postgres'): Promise<[Store, Store]> {
  const location = await freshLocation(engine, 'hotelbot_feed');
  const a = await open(location);
  return [a, engine === 'postgres' ? await open(location) : a];
}

describe.each(ENGINES)('the feed lease and post claims on %s', (engine) => {
  it('leases a hotel to one poller at a time: renewed by its holder, taken over once lapsed, given back', async () => {
    const [s1, s2] = await twoInstances(engine);
    const a = new SlackFeedRepo(s1);
    const b = new SlackFeedRepo(s2);

    // Before the first poll: the lease row carries no cursor.
    expect(await a.lease(1, 'A', T, LEASE)).toBe(true);
    expect(await a.cursor(1)).toBeUndefined();
    expect(await b.lease(1, 'B', at(1), LEASE)).toBe(false);
    expect(await b.leaseOf(1)).toEqual({ owner: 'A', until: at(LEASE).toISOString() });
    // Renewed by its holder; the cursor recorded under the lease leaves the lease as it is.
    expect(await a.lease(1, 'A', at(30_000), LEASE)).toBe(true);
    expect(await a.recordPoll(1, 42, [], at(30_000))).toEqual([]);
    expect(await b.cursor(1)).toBe(42);
    expect(await b.leaseOf(1)).toEqual({ owner: 'A', until: at(30_000 + LEASE).toISOString() });
    expect(await b.lease(1, 'B', at(30_000 + LEASE - 1), LEASE)).toBe(false);
    // Lapsed: B takes over, A no longer holds it.
    expect(await b.lease(1, 'B', at(30_000 + LEASE), LEASE)).toBe(true);
    expect(await a.lease(1, 'A', at(30_000 + LEASE + 1), LEASE)).toBe(false);
    expect(await a.cursor(1)).toBe(42);
    // Another hotel is leased on its own.
    expect(await a.lease(2, 'A', at(30_000 + LEASE + 1), LEASE)).toBe(true);
    // Given back: free at once for the other; releasing what one does not hold changes nothing.
    expect(await a.releaseLease('A', 1)).toBe(0);
    expect(await b.releaseLease('B')).toBe(1);
    expect(await b.leaseOf(1)).toBeUndefined();
    expect(await a.lease(1, 'A', at(30_000 + LEASE + 2), LEASE)).toBe(true);
    expect(await a.cursor(1)).toBe(42);
  });

  it('grants a contended lease to exactly one of many pollers asking at once', async () => {
    const [s1, s2] = await twoInstances(engine);
    const repos = [new SlackFeedRepo(s1), new SlackFeedRepo(s2)];
    for (const round of [0, 1, 2]) {
      // Round 0: no row yet (concurrent inserts); then rows whose lease lapsed (concurrent conditional updates).
      const now = at(round * 10 * LEASE);
      const asks = Array.from({ length: 12 }, (_, i) => repos[i % 2]!.lease(7, `P${round}-${i}`, now, LEASE));
      const granted = (await Promise.all(asks)).filter(Boolean);
      expect(granted).toHaveLength(1);
    }
  });

  it('lets one poller claim an event before posting it; a lapsed claim may be taken, a posted event never', async () => {
    const [s1, s2] = await twoInstances(engine);
    const a = new SlackFeedRepo(s1);
    const b = new SlackFeedRepo(s2);
    await a.recordPoll(
      1,
      10,
      [
        { dedupeKey: 'v1:applied:-', kind: 'paid', payload: { n: 1 } },
        { dedupeKey: 'v2:pending:-', kind: 'created', payload: { n: 2 } },
      ],
      T,
    );
    await a.recordPoll(2, 11, [{ dedupeKey: 'v3:pending:-', kind: 'created', payload: { n: 3 } }], T);
    expect((await a.unposted(100, [1])).map((e) => e.dedupeKey)).toEqual(['v1:applied:-', 'v2:pending:-']);
    expect(await a.unposted(100, [])).toEqual([]);
    expect(await a.unposted()).toHaveLength(3);

    const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).claimPost(1, 'v1:applied:-', `P${i}`, T, LEASE)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = `P${claims.indexOf(true)}`;
    expect(await a.claimPost(1, 'v1:applied:-', 'other', at(LEASE - 1), LEASE)).toBe(false);
    expect(await a.claimPost(1, 'v1:applied:-', winner, at(1), LEASE)).toBe(true); // its own claim, renewed
    expect(await b.markPosted(1, 'v1:applied:-', at(2))).toBe(true);
    // Posted: nobody claims it again, even long after.
    expect(await b.claimPost(1, 'v1:applied:-', 'other', at(100 * LEASE), LEASE)).toBe(false);

    // A claim given back (the post reached no channel) is free at once; a lapsed one is taken over.
    expect(await a.claimPost(1, 'v2:pending:-', 'A', T, LEASE)).toBe(true);
    await b.releasePost(1, 'v2:pending:-', 'B'); // not B's: nothing happens
    expect(await b.claimPost(1, 'v2:pending:-', 'B', T, LEASE)).toBe(false);
    await a.releasePost(1, 'v2:pending:-', 'A');
    expect(await b.claimPost(1, 'v2:pending:-', 'B', T, LEASE)).toBe(true);
    expect(await a.claimPost(1, 'v2:pending:-', 'A', at(LEASE), LEASE)).toBe(true);
    expect(await rows(s1.db, sql`SELECT claimed_by AS "by" FROM slack_feed_events WHERE dedupe_key = 'v2:pending:-'`)).toEqual([{ by: 'A' }]);
  });
});

describe.each(ENGINES)('two feed pollers on one %s bot database', (engine) => {
  let svc: TestService;
  let slack: FakeSlack;
  let api: HotelApiClient;
  beforeAll(async () => {
    svc = await startTestService({ rateLimitPerSecond: 0 });
    slack = await startFakeSlack();
    api = new HotelApiClient({ baseUrl: svc.url, apiKey: 'demo-operator' });
  });
  afterAll(async () => {
    await api?.close();
    await slack?.close();
    await svc?.stop();
  });

  /** A chatbot booking at hotel 1 (endpoint 7); its payment URL. */
  async function book(checkin: string): Promise<string> {
    const offer = await firstOffer(svc.url, 'Cartagena', checkin, 2);
    const created = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, {
      key: 'demo-agency-1',
      body: bookingBody(offer, checkin, addDays(checkin, 2), 2),
    });
    expect(created.status).toBe(200);
    const link = await call(svc.url, 'GET', `/v2/bookings/chatbot/${created.body.chatbot_id as string}`, { key: 'demo-agency-1' });
    return link.body.url as string;
  }

  it('posts each event once, one poller at a time; the other takes over when the lease lapses', async () => {
    const [s1, s2] = await twoInstances(engine);
    const web = new webApi.WebClient('xoxb-test-token', { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } });
    const poller = (store: Store, id: string) =>
      new SlackFeedPoller({
        web,
        client: api,
        links: new SlackLinkRepo(store),
        feed: new SlackFeedRepo(store),
        intervalMs: 60_000,
        leaseMs: LEASE,
        clock: svc.clock,
        instanceId: id,
      });
    const [pa, pb] = [poller(s1, 'bot-a'), poller(s2, 'bot-b')];
    await new SlackLinkRepo(s1).link({ teamId: 'T1', kind: 'channel', slackId: 'C1', hotelId: 1 }, svc.clock.now());
    await new SlackFeedRepo(s1).setChannel(1, 'T1', 'C1');
    const posts = () => slack.callsTo('chat.postMessage').filter((p) => p.channel === 'C1');
    const before = posts().length;

    // Both poll at once, first time: one starts the feed at its end, the other stays out.
    const first = await Promise.all([pa.pollOnce(), pb.pollOnce()]);
    expect(first.map((r) => r.hotels).sort()).toEqual([0, 1]);
    const holder = first[0]!.hotels === 1 ? pa : pb;
    const other = holder === pa ? pb : pa;

    // New bookings and a payment: however often both poll at once, each event goes out once.
    const url = await book('2026-12-10');
    await book('2026-12-12');
    for (let i = 0; i < 3; i++) await Promise.all([pa.pollOnce(), pb.pollOnce()]);
    expect((await payCheckout(url, { number: '4242 4242 4242 4242' })).status).toBeLessThan(400);
    for (let i = 0; i < 3; i++) await Promise.all([pa.pollOnce(), pb.pollOnce()]);
    const texts = posts()
      .slice(before)
      .map((p) => p.text as string);
    expect(texts.filter((t) => /^Nueva reserva por chatbot/.test(t))).toHaveLength(2);
    expect(texts.filter((t) => /^Pago recibido/.test(t))).toHaveLength(1);
    expect(texts).toHaveLength(3);
    expect(await other.pollOnce()).toEqual({ hotels: 0, events: 0, posted: 0 });

    // The holder goes silent (as if it died): the other waits until its lease lapses, then goes on from the stored cursor.
    await book('2026-12-14');
    expect(await other.pollOnce()).toEqual({ hotels: 0, events: 0, posted: 0 });
    svc.clock.advance(LEASE);
    expect(await other.pollOnce()).toEqual({ hotels: 1, events: 1, posted: 1 });
    expect(await holder.pollOnce()).toEqual({ hotels: 0, events: 0, posted: 0 });
    expect(posts().slice(before)).toHaveLength(4);

    // Stopping gives the lease back: the first poller may poll at once.
    await other.stop();
    expect((await holder.pollOnce()).hotels).toBe(1);
    await holder.stop();
    expect(posts().slice(before)).toHaveLength(4);
  });
});
