/**
 * The live feed of the Slack app: every hotel with a feed channel gets a
 * message when one of its voucher records changes — a chatbot booking
 * created, paid, rejected or expired, a refund, or any other transaction
 * change reported by the incremental feed (endpoint 6) — and when a payment
 * through a real carrier needs staff (the carrier attention list, 3b).
 *
 * How it works ({@link SlackFeedPoller.pollOnce}):
 * 1. For each hotel with a feed channel ({@link SlackFeedRepo.hotels}), read
 *    endpoint 6 from the hotel's stored cursor with `?since=` (never the
 *    service's per-key cursor, which other users of the same key move), page
 *    by page while `has_more` (at most {@link SlackFeedPollerOptions.maxPages}
 *    pages a poll; the rest on the next one).
 * 2. First poll of a hotel (no stored cursor): start at the CURRENT END of the
 *    feed and post nothing — a newly linked channel does not get thousands of
 *    old records. The end is found with `since` past any sequence, which the
 *    service clamps to its current sequence; a deployment that does not clamp
 *    is detected (the cursor comes back unchanged) and the feed is walked from
 *    0 instead, recording only the cursor.
 * 3. Each changed record becomes one event (see {@link feedEventOf}) whose
 *    dedupe key is (voucher id, payment_status_code, refund status): the same
 *    state never posts twice, even when the cursor is lost or two pollers
 *    race. Events and the cursor are stored in one transaction
 *    ({@link SlackFeedRepo.recordPoll}).
 * 3b. The second source: the service's carrier attention list (what staff
 *    must hear of payments through Wompi or Mercado Pago beyond the voucher
 *    records: late approvals, a second payment of a link reversed, a payment
 *    voided after it was applied, refunds staff must make by hand; see
 *    `./attention.ts`), read from the same cursor: its notices are numbered
 *    from the change sequence endpoint 6 counts, so one cursor serves both.
 *    Each page reads the attention list first, then endpoint 6: the list's
 *    cursor is a point up to which every change is committed, so endpoint 6
 *    read after it returns every record below it, and the cursor stored is
 *    the lower of the list's and (while endpoint 6 has more) endpoint 6's.
 *    What the other source returned past it is read again next time and
 *    skipped by its dedupe key. A service without the list (404) is read
 *    through endpoint 6 alone, as before.
 * 4. Every unposted event ({@link SlackFeedRepo.unposted}) is posted with
 *    `chat.postMessage` to each feed channel of its hotel, in the language of
 *    the channel's workspace, then marked posted. A failed post leaves the
 *    event unposted: it is retried on the next poll (and logged). A post
 *    refused for good by the channel (`channel_not_found`, `not_in_channel`,
 *    `is_archived`, …) is logged and not retried, so one broken channel does
 *    not hold the feed back.
 *
 * Several bot instances on one PostgreSQL bot database: a hotel's feed is
 * polled by one instance at a time, the one holding its lease
 * ({@link SlackFeedRepo.lease}, a conditional upsert on the hotel's cursor
 * row; taken when free or lapsed, renewed after each page and before posting,
 * given back by {@link SlackFeedPoller.stop}; an instance that dies keeps it
 * until it lapses, {@link SlackFeedPollerOptions.leaseMs}, then another takes
 * over). Only the lease holder posts the hotel's events, each after claiming
 * it ({@link SlackFeedRepo.claimPost}), so two instances never post one event
 * even if a lease changes hands mid-post. No transaction is open during the
 * service or Slack calls.
 *
 * Delivery is once per event except in the crash window between a successful
 * `chat.postMessage` and marking the event posted (at-least-once there); and
 * when a hotel has feed channels in several workspaces and only some posts
 * succeeded, a restart before the retry may post again to the ones that did.
 *
 * The poller needs only a Slack WebClient (`app.client` of Bolt, or
 * `new webApi.WebClient(token, { slackApiUrl })`), the service client, the
 * bot database's repositories and a clock — not the Bolt app.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { types, webApi } from '@slack/bolt';
import { NotFoundError, type HotelApiClient } from '../../api/client.js';
import {
  VOUCHER_STATUS_TEXT,
  type CarrierAttentionResponse,
  type OperationType,
  type VoucherRecord,
  type VoucherStatusCode,
} from '../../api/contract/index.js';
import { bogotaDate, systemClock, type Clock } from '../../clock.js';
import type { SlackFeedEvent, SlackFeedRepo, SlackLanguage, SlackLinkRepo } from '../../store/bot/slack.js';
import { silentLogger, type BotLogger } from '../effects.js';
import { Repeater } from '../repeat.js';
import { ATTENTION_KIND, attentionEventsOf, attentionMessage, type AttentionEventPayload } from './attention.js';
import { link } from './blocks.js';
import { esc, fitMessage } from './mrkdwn.js';
import { slackFormat } from '../../texts/slack.js';

/**
 * Kinds of feed events:
 * - `created`: a chatbot booking (operation `automated`) awaiting payment;
 * - `paid`: a record `applied`;
 * - `rejected`: `rejected` or `invalid_card`;
 * - `expired`: `overdue` (a chatbot booking unpaid at its deadline);
 * - `refunded`: a refund `partial_refound` or `total_refound`;
 * - `changed`: anything else (a payment link or terminal payment changing state, a refund in process, …).
 */
export const FEED_KINDS = ['created', 'paid', 'rejected', 'expired', 'refunded', 'changed'] as const;
/** One of {@link FEED_KINDS}. */
export type FeedKind = (typeof FEED_KINDS)[number];

/**
 * What a feed event stores (`slack_feed_events.payload`, JSON) and its
 * message is made from; small on purpose (the App Home's "latest payments"
 * reads it with {@link SlackFeedRepo.latest}). Amounts are COP floats in major
 * units as on the wire; dates `YYYY-MM-DD`; instants ISO 8601 with offset.
 */
export interface FeedEventPayload {
  /** Voucher record id (endpoint 6 `id`). */
  voucherId: number;
  operationType: OperationType;
  /** Reservation number (`reservation_id`), e.g. `2600178`; for a standalone payment link, its external reference. */
  reservationId: string;
  guest: string;
  /** Root `payment_status_code` of the record. */
  statusCode: VoucherStatusCode;
  /** Refund status code, or null without a refund. */
  refundStatusCode: VoucherStatusCode | null;
  /**
   * Charged (or attempted) amount; null before any charge. For a new chatbot
   * booking, its total from endpoint 4 when it could be read; for a payment
   * marked by hand (no charge), what endpoint 4 says was paid (`prepaid`).
   */
  amount: number | null;
  /** Refund amount, or null. */
  refundAmount: number | null;
  currency: string;
  /** Check-in date, or null. */
  checkinDate: string | null;
  /** Check-out date (new chatbot bookings, from endpoint 4), or null. */
  checkoutDate: string | null;
  /** Until when a new chatbot booking is held unpaid (endpoint 4's `payment_deadline`), or null. */
  paymentDeadline: string | null;
  /** Voucher or payment page URL (the transaction's or refund's `voucher_url`), or null. */
  url: string | null;
}

/** A feed event before it is stored. */
export interface FeedEventDraft {
  dedupeKey: string;
  kind: FeedKind;
  payload: FeedEventPayload;
}

/** The kind of event a voucher record in its current state makes. */
export function feedKindOf(v: Pick<VoucherRecord, 'operation_type' | 'payment_status_code' | 'refound'>): FeedKind {
  const refund = v.refound?.status_code;
  if (refund === 'partial_refound' || refund === 'total_refound') return 'refunded';
  if (refund) return 'changed';
  switch (v.payment_status_code) {
    case 'applied':
      return 'paid';
    case 'rejected':
    case 'invalid_card':
      return 'rejected';
    case 'overdue':
      return 'expired';
    case 'pending':
      return v.operation_type === 'automated' ? 'created' : 'changed';
    default:
      return 'changed';
  }
}

/**
 * The event of voucher record `v` (endpoint 6) in its current state. Dedupe
 * key `v<id>:<payment_status_code>:<refund status code or ->`, e.g.
 * `v114:applied:-`.
 */
export function feedEventOf(v: VoucherRecord): FeedEventDraft {
  const refundCode = v.refound?.status_code ?? null;
  return {
    dedupeKey: `v${v.id}:${v.payment_status_code}:${refundCode ?? '-'}`,
    kind: feedKindOf(v),
    payload: {
      voucherId: v.id,
      operationType: v.operation_type,
      reservationId: v.reservation_id,
      guest: v.guest,
      statusCode: v.payment_status_code,
      refundStatusCode: refundCode,
      amount: v.transaction?.amount ?? null,
      refundAmount: v.refound?.amount ?? null,
      currency: v.transaction?.currency ?? v.refound?.currency ?? 'COP',
      checkinDate: v.checkin_date,
      checkoutDate: null,
      paymentDeadline: null,
      url: v.refound?.voucher_url || v.transaction?.voucher_url || null,
    },
  };
}

const TITLES: Record<SlackLanguage, Record<FeedKind, string>> = {
  es: {
    created: ':new: Nueva reserva por chatbot',
    paid: ':white_check_mark: Pago recibido',
    rejected: ':x: Pago rechazado',
    expired: ':hourglass: Reserva vencida sin pago',
    refunded: ':leftwards_arrow_with_hook: Reembolso',
    changed: ':arrows_counterclockwise: Transacción actualizada',
  },
  en: {
    created: ':new: New chatbot booking',
    paid: ':white_check_mark: Payment received',
    rejected: ':x: Payment rejected',
    expired: ':hourglass: Booking expired unpaid',
    refunded: ':leftwards_arrow_with_hook: Refund',
    changed: ':arrows_counterclockwise: Transaction updated',
  },
};

/** English names of the interface's status codes (Spanish: the interface's own texts). */
const STATUS_EN: Record<VoucherStatusCode, string> = {
  pending: 'Pending',
  invalid_card: 'Invalid card',
  rejected: 'Rejected',
  applied: 'Applied',
  cancelled: 'Cancelled',
  early_checkout: 'Early checkout',
  overdue: 'Overdue',
  in_process: 'In process',
  partial_refound: 'Partial refund',
  total_refound: 'Total refund',
  rejected_refound: 'Refund rejected',
  pending_refound: 'Refund pending',
  in_process_refound: 'Refund in process',
  in_validation: 'In validation',
  cancelled_charge: 'Charge cancelled',
  no_card_data: 'No payment data',
  invalid_card_data: 'Invalid payment data',
  error: 'Error',
};

const OPERATION: Record<SlackLanguage, Record<OperationType, string>> = {
  es: { automated: 'Reserva por chatbot', payment_link: 'Link de pago', terminal_payment: 'Datáfono virtual' },
  en: { automated: 'Chatbot booking', payment_link: 'Payment link', terminal_payment: 'Virtual terminal' },
};

const LABELS = {
  es: {
    guest: 'Huésped',
    reservation: 'Reserva',
    amount: 'Monto',
    total: 'Total',
    refund: 'Reembolso',
    status: 'Estado',
    stay: 'Estadía',
    checkin: 'Llegada',
    deadline: 'Pagar antes de',
    voucher: 'Comprobante',
  },
  en: {
    guest: 'Guest',
    reservation: 'Reservation',
    amount: 'Amount',
    total: 'Total',
    refund: 'Refund',
    status: 'Status',
    stay: 'Stay',
    checkin: 'Check-in',
    deadline: 'Pay by',
    voucher: 'Voucher',
  },
} as const;

/** The name of status `code` in `lang` (Spanish: the interface's text, e.g. `Aplicado`). */
export function statusName(code: VoucherStatusCode, lang: SlackLanguage): string {
  return lang === 'es' ? VOUCHER_STATUS_TEXT[code] : STATUS_EN[code];
}

/** A Slack message: notification `text` and its Block Kit `blocks`. */
export interface FeedMessage {
  text: string;
  blocks: types.KnownBlock[];
}

/**
 * The message of a feed event in `lang`: a one-line `text` (title, guest,
 * reservation number, amount, status) and blocks (title and fields: guest,
 * reservation, amount or total, refund, status, stay or check-in, payment
 * deadline, and a link to the voucher URL when there is one). Written like
 * every Slack surface ({@link slackFormat}): amounts `COP 939.000` (es) /
 * `COP 939,000` (en), stays `jue 10 – sáb 12 dic (2 noches)` (the year when
 * it is not `currentYear`), the deadline in hotel time. Guest names and
 * references are escaped in `text` and blocks; everything is cut to Slack's
 * limits.
 */
export function feedMessage(kind: FeedKind, p: FeedEventPayload, lang: SlackLanguage, currentYear?: number): FeedMessage {
  const L = LABELS[lang];
  const f = slackFormat(lang, currentYear);
  const title = TITLES[lang][kind];
  const status = p.refundStatusCode ? statusName(p.refundStatusCode, lang) : statusName(p.statusCode, lang);
  const money = (n: number) => (p.currency === 'COP' ? f.cop(n) : `${esc(p.currency)} ${n}`);
  const amount = p.amount !== null ? money(p.amount) : undefined;
  const fields: string[] = [`*${L.guest}:* ${esc(p.guest || '—')}`, `*${L.reservation}:* ${esc(p.reservationId)} (${OPERATION[lang][p.operationType]})`];
  if (amount) fields.push(`*${kind === 'created' ? L.total : L.amount}:* ${amount}`);
  if (p.refundAmount !== null) fields.push(`*${L.refund}:* ${money(p.refundAmount)}`);
  fields.push(`*${L.status}:* ${status}`);
  if (p.checkinDate && p.checkoutDate) fields.push(`*${L.stay}:* ${f.stay(p.checkinDate, p.checkoutDate)}`);
  else if (p.checkinDate) fields.push(`*${L.checkin}:* ${f.date(p.checkinDate)}`);
  if (p.paymentDeadline && kind === 'created') fields.push(`*${L.deadline}:* ${f.instant(p.paymentDeadline)}`);
  const text = [title.replace(/^:[a-z_]+: /, ''), esc(p.guest), `${L.reservation} ${esc(p.reservationId)}`, ...(amount ? [amount] : []), status].join(' · ');
  const blocks: types.KnownBlock[] = [
    { type: 'section', text: { type: 'mrkdwn', text: `*${title}*` } },
    { type: 'section', fields: fields.map((text) => ({ type: 'mrkdwn', text })) },
  ];
  if (p.url) blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: link(p.url, L.voucher) }] });
  return fitMessage({ text, blocks });
}

/** Slack errors of `chat.postMessage` that retrying will not fix for that channel. */
const PERMANENT_POST_ERRORS = new Set([
  'channel_not_found',
  'not_in_channel',
  'is_archived',
  'channel_is_archived',
  'restricted_action',
  'restricted_action_read_only_channel',
  'restricted_action_thread_only_channel',
  'restricted_action_non_threadable_channel',
  'ekm_access_denied',
  'msg_too_long',
  'invalid_blocks',
  'too_many_attachments',
  'no_text',
  'team_access_not_granted',
  'missing_scope',
]);

/** The Slack error code of a failed Web API call (`data.error` of a platform error), if any. */
function slackErrorCode(err: unknown): string | undefined {
  const data = (err as { data?: { error?: unknown } } | undefined)?.data;
  return typeof data?.error === 'string' ? data.error : undefined;
}

/** Options of {@link SlackFeedPoller}. */
export interface SlackFeedPollerOptions {
  /** Slack Web API client with the bot token (only `chat.postMessage` is used). */
  web: Pick<webApi.WebClient, 'chat'>;
  /** Service client with an operator or channel-manager key (endpoints 4 and 6, and the carrier attention list). */
  client: HotelApiClient;
  /** Workspace languages. */
  links: SlackLinkRepo;
  /** Feed channels, cursors and events. */
  feed: SlackFeedRepo;
  /** Interval of {@link SlackFeedPoller.start}'s loop, ms (SLACK_FEED_INTERVAL_MS). */
  intervalMs: number;
  /** Time of stored events and posts (default: the system clock). */
  clock?: Clock;
  logger?: BotLogger;
  /** Records asked for per call of endpoint 6 (1–1000, default 1000). */
  pageSize?: number;
  /** Pages of endpoint 6 read per hotel and poll (default 20); the rest wait for the next poll. */
  maxPages?: number;
  /** Unposted events posted per poll at most (default 200, oldest first). */
  postBatch?: number;
  /**
   * This poller's name in the leases and claims of the bot database; unique
   * per bot instance (default: one name per process, {@link PROCESS_POLLER_ID}).
   */
  instanceId?: string;
  /**
   * How long a hotel's poll lease and an event's posting claim last without
   * renewal, ms (default: 3 × `intervalMs`, at least 60 s): how long other
   * instances wait before taking over from one that died.
   */
  leaseMs?: number;
}

/** The default {@link SlackFeedPollerOptions.instanceId}: host, process id and a random part, the same for the whole process. */
export const PROCESS_POLLER_ID = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** What one poll did. */
export interface FeedPollReport {
  /** Hotels with a feed channel that were polled (by this poller: the ones whose lease it holds). */
  hotels: number;
  /** New events recorded (after dedupe). */
  events: number;
  /** Events posted (to all their channels) and marked posted in this poll. */
  posted: number;
}

/** `since` past any change sequence: the service clamps it to its current one (the end of the feed). */
const END_OF_FEED = Number.MAX_SAFE_INTEGER;

/**
 * Polls endpoint 6 for every hotel with a feed channel and posts changes to
 * Slack (see the module comment for the rules).
 *
 * @example
 * const poller = new SlackFeedPoller({ web: app.client, client, links, feed, intervalMs: 60_000 });
 * poller.start(); // … await poller.stop();
 */
export class SlackFeedPoller {
  readonly #o: SlackFeedPollerOptions;
  readonly #clock: Clock;
  readonly #log: BotLogger;
  /** Channels an event already reached while another of its channels failed: `hotel|key` → `team|channel`. */
  readonly #reached = new Map<string, Set<string>>();
  #chain: Promise<unknown> = Promise.resolve();
  readonly #repeater: Repeater;
  readonly #id: string;
  readonly #leaseMs: number;
  #noAttentionLogged = false;

  constructor(options: SlackFeedPollerOptions) {
    this.#o = options;
    this.#id = options.instanceId ?? PROCESS_POLLER_ID;
    this.#leaseMs = options.leaseMs ?? Math.max(3 * options.intervalMs, 60_000);
    this.#clock = options.clock ?? systemClock;
    this.#log = options.logger ?? silentLogger;
    this.#repeater = new Repeater(
      () => this.pollOnce(),
      options.intervalMs,
      (err) => this.#log.error({ err }, 'slack feed poll failed'),
    );
  }

  /**
   * One poll of every hotel with a feed channel whose lease this poller holds
   * or takes, then post the unposted events of those hotels. Polls never
   * overlap (a call waits for the one in progress). A
   * hotel whose endpoint-6 call fails is logged and skipped until the next
   * poll; a failed post is logged and retried on the next poll.
   */
  pollOnce(): Promise<FeedPollReport> {
    const run = this.#chain.then(() => this.#poll());
    this.#chain = run.catch(() => undefined);
    return run;
  }

  /** Poll now and then every `intervalMs` until {@link stop}. Idempotent. Errors are logged, never thrown. */
  start(): void {
    this.#repeater.start();
  }

  /** Stop the loop, wait for a poll in progress, and give up this poller's leases (another instance may poll at once). */
  async stop(): Promise<void> {
    await this.#repeater.stop();
    await this.#chain;
    await this.#o.feed.releaseLease(this.#id).catch((err: unknown) => this.#log.warn({ err }, 'slack feed: leases could not be released; they lapse'));
  }

  /** Take or renew hotel `hotelId`'s lease for this poller; false when another instance holds it. */
  #lease(hotelId: number): Promise<boolean> {
    return this.#o.feed.lease(hotelId, this.#id, this.#clock.now(), this.#leaseMs);
  }

  async #poll(): Promise<FeedPollReport> {
    const hotels = await this.#o.feed.hotels();
    const held: number[] = [];
    let events = 0;
    for (const hotelId of hotels) {
      if (!(await this.#lease(hotelId))) continue;
      held.push(hotelId);
      try {
        events += await this.#pollHotel(hotelId);
      } catch (err) {
        this.#log.warn({ err, hotelId }, 'slack feed: endpoint 6 poll failed; retried on the next poll');
      }
    }
    const posted = await this.#postPending(held);
    return { hotels: held.length, events, posted };
  }

  /** Read hotel `hotelId`'s changes since its cursor and record their events; returns how many were new. */
  async #pollHotel(hotelId: number): Promise<number> {
    const size = this.#o.pageSize ?? 1000;
    const stored = await this.#o.feed.cursor(hotelId);
    if (stored === undefined) {
      await this.#startAtEnd(hotelId, size);
      return 0;
    }
    let cursor = stored;
    let fresh = 0;
    for (let page = 0; page < (this.#o.maxPages ?? 20); page++) {
      // The attention list first (see the module comment, 3b): endpoint 6 read after it has every record below its cursor.
      const attention = await this.#attention(hotelId, cursor, size);
      const r = await this.#o.client.listUpdatedHotelVouchers(hotelId, 'internal', { since: cursor, limit: size });
      const drafts = r.data.map(feedEventOf);
      await this.#enrichFromBookings(hotelId, drafts);
      const events = attention ? [...drafts, ...attentionEventsOf(attention.data)] : drafts;
      const reached = attention ? Math.min(attention.metadata.cursor, r.metadata.has_more ? r.metadata.cursor : Number.POSITIVE_INFINITY) : r.metadata.cursor;
      fresh += (await this.#o.feed.recordPoll(hotelId, reached, events, this.#clock.now())).length;
      cursor = reached;
      if (!r.metadata.has_more && !attention?.metadata.has_more) break;
      // Renewed page by page; lost (lapsed and taken over) → the new holder goes on from the stored cursor.
      if (!(await this.#lease(hotelId))) break;
    }
    return fresh;
  }

  /**
   * Hotel `hotelId`'s carrier attention notices after `since`, or undefined
   * when the service has no attention list (an older deployment answers
   * 404: logged once, then endpoint 6 alone is read). Any other failure
   * fails the hotel's poll (retried on the next one), so no notice is skipped.
   */
  async #attention(hotelId: number, since: number, limit: number): Promise<CarrierAttentionResponse | undefined> {
    try {
      return await this.#o.client.listCarrierAttention(hotelId, 'internal', { since, limit });
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
      if (!this.#noAttentionLogged) this.#log.info({ err, hotelId }, 'slack feed: the service has no carrier attention list; voucher changes only');
      this.#noAttentionLogged = true;
      return undefined;
    }
  }

  /** First poll of a hotel: record the current end of its feed as the cursor, posting nothing. */
  async #startAtEnd(hotelId: number, size: number): Promise<void> {
    const end = await this.#o.client.listUpdatedHotelVouchers(hotelId, 'internal', { since: END_OF_FEED, limit: 1 });
    let cursor = end.metadata.cursor;
    if (cursor >= END_OF_FEED) {
      // The deployment does not clamp `since`: walk the feed from the start, keeping only the cursor.
      cursor = 0;
      for (;;) {
        const r = await this.#o.client.listUpdatedHotelVouchers(hotelId, 'internal', { since: cursor, limit: size });
        cursor = r.metadata.cursor;
        if (!r.metadata.has_more) break;
      }
    }
    await this.#o.feed.recordPoll(hotelId, cursor, [], this.#clock.now());
    this.#log.info({ hotelId, cursor }, 'slack feed: started at the end of the feed (history not posted)');
  }

  /**
   * Add from endpoint 4 (one call per check-in date) what a record does not
   * carry: new chatbot bookings have no charge yet — their total, check-out
   * and payment deadline; a payment marked by hand (endpoint 17: money
   * received at the hotel, or a chatbot booking paid offline) has no charge
   * either — the amount received, the booking's `prepaid`. Best effort: a
   * failure leaves the events as they are.
   */
  async #enrichFromBookings(hotelId: number, drafts: FeedEventDraft[]): Promise<void> {
    const wanting = drafts.filter((d) => (d.kind === 'created' || (d.kind === 'paid' && d.payload.amount === null)) && d.payload.checkinDate);
    const dates = [...new Set(wanting.map((d) => d.payload.checkinDate!))];
    for (const date of dates) {
      try {
        const r = await this.#o.client.listRawChannelManagerBookings({ start_date: date, end_date: date, hotel_id: hotelId, id_type: 'internal' });
        for (const d of wanting) {
          if (d.payload.checkinDate !== date) continue;
          const b = r.data.hotel.bookings.find((x) => x.reservation_id === d.payload.reservationId);
          if (!b) continue;
          if (d.kind === 'paid') {
            if (Number(b.prepaid) > 0) d.payload.amount = Number(b.prepaid);
            continue;
          }
          d.payload.amount = Number(b.total_amount);
          d.payload.checkoutDate = b.checkOut;
          d.payload.paymentDeadline = b.payment_deadline;
        }
      } catch (err) {
        this.#log.warn({ err, hotelId, date }, 'slack feed: endpoint 4 lookup of new bookings and payments failed; posting without their amounts');
      }
    }
  }

  /**
   * Post the unposted events of hotels `held` (whose leases this poller
   * holds) to their feed channels, each after claiming it; returns how many
   * were marked posted. A post that reached no channel gives its claim back.
   */
  async #postPending(held: number[]): Promise<number> {
    let posted = 0;
    const mine = new Set<number>();
    for (const hotelId of held) if (await this.#lease(hotelId)) mine.add(hotelId);
    for (const event of await this.#o.feed.unposted(this.#o.postBatch ?? 200, [...mine])) {
      if (!(await this.#o.feed.claimPost(event.hotelId, event.dedupeKey, this.#id, this.#clock.now(), this.#leaseMs))) continue;
      const key = `${event.hotelId}|${event.dedupeKey}`;
      if (await this.#post(event)) {
        if (await this.#o.feed.markPosted(event.hotelId, event.dedupeKey, this.#clock.now())) posted++;
        this.#reached.delete(key);
      } else if (!this.#reached.get(key)?.size) {
        await this.#o.feed.releasePost(event.hotelId, event.dedupeKey, this.#id);
      }
    }
    return posted;
  }

  /** Post one event to every feed channel of its hotel; true when none is left to retry. */
  async #post(event: SlackFeedEvent): Promise<boolean> {
    const key = `${event.hotelId}|${event.dedupeKey}`;
    const reached = this.#reached.get(key) ?? new Set<string>();
    let done = true;
    for (const { teamId, channelId } of await this.#o.feed.channels(event.hotelId)) {
      const target = `${teamId}|${channelId}`;
      if (reached.has(target)) continue;
      const year = Number(bogotaDate(this.#clock.now()).slice(0, 4));
      const lang = await this.#o.links.language(teamId);
      const message =
        event.kind === ATTENTION_KIND
          ? attentionMessage(event.payload as AttentionEventPayload, lang, year)
          : feedMessage(event.kind as FeedKind, event.payload as FeedEventPayload, lang, year);
      try {
        await this.#o.web.chat.postMessage({ channel: channelId, text: message.text, blocks: message.blocks, unfurl_links: false });
        reached.add(target);
      } catch (err) {
        const code = slackErrorCode(err);
        const context = { err, hotelId: event.hotelId, teamId, channelId, dedupeKey: event.dedupeKey, slackError: code };
        if (code && PERMANENT_POST_ERRORS.has(code)) {
          this.#log.error(context, 'slack feed: the channel refused the message; not retried');
          reached.add(target);
        } else {
          this.#log.warn(context, 'slack feed: chat.postMessage failed; retried on the next poll');
          done = false;
        }
      }
    }
    if (!done) this.#reached.set(key, reached);
    return done;
  }
}
