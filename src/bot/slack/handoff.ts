/**
 * The hotel staff's side of a guest conversation handed over to them: one
 * Slack thread per guest chat.
 *
 * - {@link HandoffDesk} posts the staff outbox (`handoff_posts`, written by
 *   the conversation with the state it comes from): the first post of a
 *   hand-off (who, why, what the bot understood, the last messages, buttons
 *   **Tomar** / **Devolver al bot** / **Cerrar**) in the hotel's channel (the
 *   hotel's live-feed channel, else the deployment's hand-off channel), the
 *   guest's messages and the guest's leaving as replies in its thread. In
 *   order per chat, each post once per claim (several instances share the
 *   outbox); Slack failures are retried with backoff, a channel Slack
 *   refuses for good makes the post a dead letter.
 * - {@link registerHandoff} adds the listeners: the three buttons
 *   (compare-and-set on the hand-off: one press wins, the other person is
 *   told who has it) and the thread replies of the person who took it,
 *   relayed to the guest. Every staff event becomes a guest notice (kind
 *   `staff`, `NoticeRepo.recordStaff`) keyed by the button's hand-off
 *   episode or the message's `ts`, in the transaction that records the
 *   decision: Slack's retries, the app's own messages, other staff's
 *   comments and a second instance never reach the guest, or reach them
 *   twice. The guest's bot sends the notice through the conversation
 *   (`NoticeWorker`), which says it in the guest's chat.
 */
import type { App, BlockAction, ButtonAction, webApi } from '@slack/bolt';
import type { types } from '@slack/bolt';
import { addDays, type Clock } from '../../clock.js';
import { DEFAULT_BUSINESS_HOURS, formatBusinessHours, isOpen, nextOpening, type BusinessHours } from '../businessHours.js';
import type { FetchedFile, FlowInput, GuestFile, RecentMessage } from '../../flows/types.js';
import { fold } from '../../flows/understand/text.js';
import { HandoffRepo, type Handoff, type HandoffPost } from '../../store/bot/handoffs.js';
import { NoticeRepo } from '../../store/bot/notices.js';
import type { ChatRef } from '../../store/bot/repos.js';
import type { SlackFeedRepo, SlackLinkRepo } from '../../store/bot/slack.js';
import type { Store } from '../../store/sql.js';
import { formatShortBogotaInstant } from '../../texts/format.js';
import type { GuestRequest } from '../../texts/guest.js';
import { handoffTexts, type HandoffTexts, type HandoffWhy } from '../../texts/handoff.js';
import { slackFormat } from '../../texts/slack.js';
import type { BookingAlert } from '../watcher.js';
import type { Lang } from '../../texts/lang.js';
import { silentLogger, type BotLogger } from '../effects.js';
import { PassLoop } from '../repeat.js';
import { cut, esc, fitMessage } from './mrkdwn.js';

/** Action ids of the hand-off buttons. */
export const HANDOFF_ACTIONS = { take: 'handoff_take', giveBack: 'handoff_return', close: 'handoff_close', contact: 'handoff_contact' } as const;

/** What a hand-off button carries: the guest chat and the episode it was posted for. */
interface ButtonValue {
  c: string;
  id: string;
  e: number;
}

/** The first post's body, as the conversation wrote it (the flow's `handOff` effect, plus where the guest was booking). */
export interface OpenPostBody {
  reason: HandoffWhy;
  lang: Lang;
  summary: string;
  recent: RecentMessage[];
  guestName?: string;
  requests?: GuestRequest[];
  /** The guest's channel (`telegram`, `terminal`, …). */
  channel: string;
  hotelName?: string;
}

/** Longest text of one relayed guest message or recent line in Slack, in characters. */
const RELAY_MAX = 2_900;

/** Retry waits of a post Slack did not take, ms (the last one repeats). */
export const HANDOFF_BACKOFF_MS: readonly number[] = [1_000, 5_000, 30_000, 120_000, 600_000];

/** Slack errors that will not go away by retrying the same post: it becomes a dead letter. */
const REFUSED_FOR_GOOD = new Set(['channel_not_found', 'is_archived', 'not_in_channel', 'invalid_blocks', 'msg_too_long', 'thread_not_found']);

/** Where the staff's texts are written: the workspace's language, Spanish when the workspace is unknown. */
async function languageOf(links: SlackLinkRepo, team: string | null | undefined): Promise<Lang> {
  return team ? await links.language(team) : 'es';
}

/** The first post of a hand-off: the blocks and the fallback text. */
export function openPostMessage(
  t: HandoffTexts,
  body: OpenPostBody,
  h: Pick<Handoff, 'channel' | 'chatId' | 'episode' | 'city'>,
  o: { again: boolean; status: types.KnownBlock[] },
): { text: string; blocks: types.KnownBlock[] } {
  const title = o.again ? t.again : t.title[body.reason];
  const fields = [
    `*${t.guest}:* ${body.guestName ? esc(cut(body.guestName, 100)) : `_${t.noName}_`}`,
    `*${t.language}:* ${t.langName[body.lang]}`,
    `*${t.channel}:* ${esc(t.channelName(body.channel))}`,
    ...(body.hotelName ? [`*${t.hotel}:* ${esc(body.hotelName)}`] : h.city ? [`*${t.destination}:* ${esc(h.city)}`] : []),
  ];
  const recent = body.recent.map((m) => `> _${m.from === 'guest' ? t.fromGuest : t.fromBot}:_ ${esc(cut(m.text.replace(/\s*\n\s*/g, ' '), 300))}`);
  const blocks: types.KnownBlock[] = [
    { type: 'section', text: { type: 'mrkdwn', text: `*${title}*` } },
    { type: 'section', fields: fields.map((text) => ({ type: 'mrkdwn', text })) },
    { type: 'section', text: { type: 'mrkdwn', text: `*${t.understood}:* ${body.summary ? esc(body.summary) : `_${t.nothingYet}_`}` } },
    ...(body.requests?.length
      ? [{ type: 'section', text: { type: 'mrkdwn', text: `*${t.requests}:* ${body.requests.map((r) => t.requestName[r]).join(', ')}` } } as types.KnownBlock]
      : []),
    ...(recent.length ? [{ type: 'section', text: { type: 'mrkdwn', text: `*${t.lastMessages}:*\n${recent.join('\n')}` } } as types.KnownBlock] : []),
    { type: 'context', elements: [{ type: 'mrkdwn', text: t.rule }] },
    ...o.status,
  ];
  return fitMessage({ text: `${title}: ${body.guestName ? esc(body.guestName) : t.noName}`, blocks });
}

/** An alert about a booking that needs staff: who, how to reach them, the booking, and **Contactar al huésped** (or who did). */
export function alertMessage(t: HandoffTexts, a: BookingAlert, o: { postId: number; contactedBy?: string }): { text: string; blocks: types.KnownBlock[] } {
  const f = slackFormat(a.lang === 'en' ? 'en' : 'es');
  const d = a.details;
  const title = a.kind === 'expiredUnpaid' ? (a.reminded ? t.alertTitle.expiredAfterReminder : t.alertTitle.expiredUnpaid) : t.alertTitle[a.kind];
  const fields = [
    `*${t.guest}:* ${d.guestName ? esc(cut(d.guestName, 100)) : `_${t.noName}_`}`,
    `*${t.booking}:* ${esc(a.chatbotId)}`,
    ...(d.phone ? [`*${t.phone}:* ${esc(d.phone)}`] : []),
    ...(d.email ? [`*${t.email}:* ${esc(d.email)}`] : []),
    ...(d.hotelName ? [`*${t.hotel}:* ${esc(d.hotelName)}`] : []),
    ...(d.checkin && d.nights ? [`*${t.stay}:* ${f.stay(d.checkin, addDays(d.checkin, d.nights))}`] : []),
    ...(d.amount !== undefined ? [`*${t.total}:* ${f.cop(d.amount)}`] : []),
    `*${t.channel}:* ${esc(t.channelName(a.channel))}`,
  ];
  const action: types.KnownBlock = o.contactedBy
    ? statusLine(t.contactedBy(o.contactedBy))
    : {
        type: 'actions',
        block_id: 'handoff_alert',
        elements: [
          {
            type: 'button',
            action_id: HANDOFF_ACTIONS.contact,
            style: 'primary',
            text: { type: 'plain_text', text: t.contact },
            value: JSON.stringify({ p: o.postId }),
          },
        ],
      };
  return fitMessage({
    text: `${title}: ${esc(a.chatbotId)}`,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `*${title}*` } },
      { type: 'section', fields: fields.map((text) => ({ type: 'mrkdwn', text })) },
      { type: 'context', elements: [{ type: 'mrkdwn', text: t.contactHint }] },
      action,
    ],
  });
}

/** The buttons of a hand-off that is waiting (`waiting`: Tomar too) or taken. */
function buttons(t: HandoffTexts, value: ButtonValue, waiting: boolean): types.KnownBlock {
  const v = JSON.stringify(value);
  return {
    type: 'actions',
    block_id: 'handoff',
    elements: [
      ...(waiting
        ? [
            {
              type: 'button' as const,
              action_id: HANDOFF_ACTIONS.take,
              style: 'primary' as const,
              text: { type: 'plain_text' as const, text: t.take },
              value: v,
            },
          ]
        : []),
      { type: 'button', action_id: HANDOFF_ACTIONS.giveBack, text: { type: 'plain_text', text: t.giveBack }, value: v },
      {
        type: 'button',
        action_id: HANDOFF_ACTIONS.close,
        style: 'danger',
        text: { type: 'plain_text', text: t.close },
        value: v,
        confirm: {
          title: { type: 'plain_text', text: t.closeConfirm.title },
          text: { type: 'plain_text', text: t.closeConfirm.text },
          confirm: { type: 'plain_text', text: t.closeConfirm.confirm },
          deny: { type: 'plain_text', text: t.closeConfirm.deny },
        },
      },
    ],
  };
}

/** A line of context (the hand-off's status once it is over or taken). */
function statusLine(text: string): types.KnownBlock {
  return { type: 'context', elements: [{ type: 'mrkdwn', text }] };
}

/** Dependencies of {@link HandoffDesk}. */
export interface HandoffDeskOptions {
  /** The bot database (hand-offs, the staff outbox). */
  store: Store;
  /** Slack Web API client with the bot token. */
  web: webApi.WebClient;
  /** The hotels' live-feed channels: a hotel's hand-offs go to its channel. */
  feed: SlackFeedRepo;
  /** Workspace languages. */
  links: SlackLinkRepo;
  /** Slack channel id of hand-offs whose hotel has no channel (SLACK_HANDOFF_CHANNEL). */
  defaultChannel: string;
  /**
   * Front-desk channels per destination (SLACK_HANDOFF_CHANNELS), keyed by the
   * city's folded name (`fold`: lower case, no accents): a guest who chose a
   * destination but no hotel with a channel of its own goes there.
   */
  cityChannels?: ReadonlyMap<string, string>;
  clock: Clock;
  logger?: BotLogger;
  /** Pause between passes, ms (default 1 s). */
  intervalMs?: number;
  backoffMs?: readonly number[];
  /** The desk's business hours of a hotel (null: no hotel chosen yet); default {@link DEFAULT_BUSINESS_HOURS} for all. */
  hours?: (hotelId: number | null) => BusinessHours;
  /** How long a hand-off may wait for someone to take it, within business hours, before the guest is told and the thread escalated, ms (default 5 min). */
  firstResponseMs?: number;
  /** How long a hand-off may stay silent before it is closed and the guest goes back to the bot, ms (default 24 h). */
  idleCloseMs?: number;
  /** Called after the desk recorded a staff event for a guest (the guest's bot, in this process, sends it at once). */
  onStaffEvent?: () => void;
  /**
   * How to fetch a guest's file from their channel, by channel name
   * (`telegram`: `telegramFileFetcher`): the file is uploaded to the thread.
   * A channel without one, or a file it cannot fetch, gets a note instead.
   */
  files?: Readonly<Record<string, (file: GuestFile) => Promise<FetchedFile>>>;
}

/** Default first-response target of a hand-off: 5 minutes. */
export const FIRST_RESPONSE_MS = 5 * 60_000;

/** Default silence after which a hand-off is closed: 24 hours. */
export const IDLE_CLOSE_MS = 24 * 3600_000;

/** What one pass of the desk did, by post id. */
export interface HandoffDeskReport {
  posted: number[];
  retry: number[];
  dead: number[];
}

/**
 * Posts the staff outbox to Slack.
 *
 * @example
 * const desk = new HandoffDesk({ store, web, feed, links, defaultChannel: 'C0FRONTDESK', clock: systemClock });
 * desk.start();        // every second until stop()
 * await desk.tick();   // or once (tests, and right after a conversation queued a post)
 */
export class HandoffDesk extends PassLoop<HandoffDeskReport> {
  readonly #o: HandoffDeskOptions;
  readonly #log: BotLogger;

  constructor(options: HandoffDeskOptions) {
    const log = options.logger ?? silentLogger;
    super(options.intervalMs ?? 1_000, (err) => log.error({ err }, 'hand-off desk tick failed'));
    this.#o = options;
    this.#log = log;
  }

  /** One pass ({@link tick}): post every due post this desk could claim. Never rejects for Slack. */
  protected override async pass(): Promise<HandoffDeskReport> {
    const report: HandoffDeskReport = { posted: [], retry: [], dead: [] };
    await this.#timers();
    const repo = new HandoffRepo(this.#o.store.db);
    // Posts of one chat go in order: after each one posted, that chat's next one is due in the next round of this pass.
    for (let round = 0; round < 20; round++) {
      const due = await repo.duePosts(this.#o.clock.now());
      let progressed = false;
      for (const p of due) {
        if (!(await repo.claimPost(p.id, this.#o.clock.now()))) continue;
        const outcome = await this.#post(p);
        report[outcome].push(p.id);
        if (outcome !== 'retry') progressed = true;
      }
      if (!progressed) break;
    }
    return report;
  }

  async #post(p: HandoffPost): Promise<keyof HandoffDeskReport> {
    const { store, web, clock } = this.#o;
    const repo = new HandoffRepo(store.db);
    const chat: ChatRef = { channel: p.channel, chatId: p.chatId };
    try {
      if (p.kind === 'alert') {
        const alert = p.body as BookingAlert;
        const where = await this.#where({ hotelId: alert.hotelId, slackTeam: null });
        const t = handoffTexts(await languageOf(this.#o.links, where.team));
        const res = await web.chat.postMessage({ channel: where.channel, ...alertMessage(t, alert, { postId: p.id }), unfurl_links: false });
        await repo.markPosted(p.id, res.ts!, clock.now());
        return 'posted';
      }
      const h = await repo.get(chat);
      if (!h) throw new Refused('no hand-off row');
      if (p.kind === 'open') {
        const body = p.body as OpenPostBody;
        const where = await this.#where(h);
        const t = handoffTexts(await languageOf(this.#o.links, where.team));
        const again = h.threadTs !== null && h.slackChannel === where.channel;
        const value: ButtonValue = { c: p.channel, id: p.chatId, e: p.episode };
        const hours = this.#hours(h.hotelId);
        const closed = !isOpen(hours, clock.now());
        const msg = openPostMessage(t, body, h, {
          again,
          status: [...(closed ? [statusLine(t.outOfHours(formatBusinessHours(hours)))] : []), buttons(t, value, true)],
        });
        const res = again
          ? await web.chat.postMessage({ channel: where.channel, ...msg, unfurl_links: false, thread_ts: h.threadTs!, reply_broadcast: true })
          : await web.chat.postMessage({ channel: where.channel, ...msg, unfurl_links: false });
        const ts = res.ts!;
        const told = await store.transaction(async (tx) => {
          await new HandoffRepo(tx).markPosted(p.id, ts, clock.now(), again ? undefined : { team: where.team, channel: res.channel ?? where.channel, ts });
          // Outside the desk's hours the guest hears when it opens (once per episode), and may go on with the bot.
          if (!closed) return false;
          const input: FlowInput = { kind: 'staff', event: 'deskClosed', opens: nextOpening(hours, clock.now()).toISOString() };
          return new NoticeRepo(tx).recordStaff(chat, h.lang, input, `deskclosed:${p.channel}:${p.chatId}:${p.episode}`, clock.now());
        });
        if (told) this.#o.onStaffEvent?.();
        return 'posted';
      }
      if (!h.slackChannel || !h.threadTs) throw new Refused('the hand-off has no thread (its first post was not posted)');
      const t = handoffTexts(await languageOf(this.#o.links, h.slackTeam));
      if (p.kind === 'guest') {
        const body = p.body as { text: string; file?: GuestFile };
        const said = body.file?.caption ?? body.text;
        const text = t.guestSays(esc(cut(said, RELAY_MAX)));
        const fetched = body.file ? await this.#fetch(p.channel, body.file) : undefined;
        if (fetched) {
          // The guest's file itself in the thread, with what they wrote beside it.
          const res = await web.files.uploadV2({
            channel_id: h.slackChannel,
            thread_ts: h.threadTs,
            file: fetched.bytes,
            filename: fetched.name,
            initial_comment: text,
          });
          const uploaded = (res as { files?: Array<{ files?: Array<{ id?: string }> }> }).files?.[0]?.files?.[0]?.id;
          await repo.markPosted(p.id, `file:${uploaded ?? 'uploaded'}`, clock.now());
          return 'posted';
        }
        const note = body.file ? `${text}\n${t.fileNotFetched}` : text;
        const res = await web.chat.postMessage({ channel: h.slackChannel, thread_ts: h.threadTs, text: note, unfurl_links: false });
        await repo.markPosted(p.id, res.ts!, clock.now());
        return 'posted';
      }
      if (p.kind === 'escalate') {
        const minutes = Math.round((this.#o.firstResponseMs ?? FIRST_RESPONSE_MS) / 60_000);
        const res = await web.chat.postMessage({ channel: h.slackChannel, thread_ts: h.threadTs, text: t.escalated(minutes), reply_broadcast: true });
        await repo.markPosted(p.id, res.ts!, clock.now());
        return 'posted';
      }
      // The guest left, or the silence closed it: said in the thread, and the first post loses its buttons.
      const line = p.kind === 'timeout' ? t.timedOut(Math.round((this.#o.idleCloseMs ?? IDLE_CLOSE_MS) / 3600_000)) : t.guestLeft;
      const res = await web.chat.postMessage({ channel: h.slackChannel, thread_ts: h.threadTs, text: line });
      await repo.markPosted(p.id, res.ts!, clock.now());
      await updateOpenPost(this.#o.store, web, this.#log, chat, p.episode, t, [statusLine(line)]);
      return 'posted';
    } catch (err) {
      const code = slackError(err);
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof Refused || (code && REFUSED_FOR_GOOD.has(code))) {
        this.#log.error({ post: p.id, kind: p.kind, error: code ?? message }, 'hand-off post refused by Slack for good: dead letter');
        await repo.buryPost(p.id, code ?? message);
        return 'dead';
      }
      const backoff = this.#o.backoffMs ?? HANDOFF_BACKOFF_MS;
      const wait = backoff[Math.min(p.attempts, backoff.length - 1)] ?? 60_000;
      this.#log.warn({ post: p.id, kind: p.kind, error: code ?? message, retryInMs: wait }, 'hand-off post failed; will retry');
      await repo.failPost(p.id, code ?? message, new Date(clock.now().getTime() + wait));
      return 'retry';
    }
  }

  /**
   * The timers of the live hand-offs, each fired once by compare-and-set (so
   * by one desk of several): nobody took it within the first-response target
   * counted from when the desk was open (the guest is told the wait and the
   * thread escalated, once per episode); a long silence either way closes it
   * (the guest goes back to the bot).
   */
  async #timers(): Promise<void> {
    const { store, clock } = this.#o;
    const now = clock.now();
    const firstResponseMs = this.#o.firstResponseMs ?? FIRST_RESPONSE_MS;
    const idleCloseMs = this.#o.idleCloseMs ?? IDLE_CLOSE_MS;
    for (const h of await new HandoffRepo(store.db).live()) {
      const chat: ChatRef = { channel: h.channel, chatId: h.chatId };
      const key = `${h.channel}:${h.chatId}:${h.episode}`;
      let told = false;
      if (now.getTime() - Date.parse(h.lastActivityAt) >= idleCloseMs) {
        told = await store.transaction(async (tx) => {
          if (!(await new HandoffRepo(tx).timeOut(chat, h.episode, h.lastActivityAt, now))) return false;
          return new NoticeRepo(tx).recordStaff(chat, h.lang, { kind: 'staff', event: 'timedOut' } satisfies FlowInput, `timeout:${key}`, now);
        });
      } else if (h.status === 'waiting' && h.escalatedAt === null) {
        const hours = this.#hours(h.hotelId);
        const opened = new Date(h.openedAt);
        const from = isOpen(hours, opened) ? opened : nextOpening(hours, opened);
        if (isOpen(hours, now) && now.getTime() - from.getTime() >= firstResponseMs)
          told = await store.transaction(async (tx) => {
            if (!(await new HandoffRepo(tx).escalate(chat, h.episode, now))) return false;
            return new NoticeRepo(tx).recordStaff(chat, h.lang, { kind: 'staff', event: 'noAnswer' } satisfies FlowInput, `noanswer:${key}`, now);
          });
      }
      if (told) this.#o.onStaffEvent?.();
    }
  }

  /** The guest's file from their channel, or undefined when it cannot be fetched (said in the thread instead; logged). */
  async #fetch(channel: string, file: GuestFile): Promise<FetchedFile | undefined> {
    const fetcher = this.#o.files?.[channel];
    if (!fetcher) return undefined;
    try {
      return await fetcher(file);
    } catch (err) {
      this.#log.warn({ channel, error: (err as Error).message }, "hand-off: the guest's file could not be fetched; a note goes to the thread");
      return undefined;
    }
  }

  #hours(hotelId: number | null): BusinessHours {
    return this.#o.hours?.(hotelId) ?? DEFAULT_BUSINESS_HOURS;
  }

  /** Where a hand-off's thread goes: the hotel's live-feed channel, else its destination's front desk, else the deployment's hand-off channel. */
  async #where(h: Pick<Handoff, 'hotelId' | 'slackTeam'> & { city?: string | null }): Promise<{ team: string | null; channel: string }> {
    if (h.hotelId !== null) {
      const [linked] = await this.#o.feed.channels(h.hotelId);
      if (linked) return { team: linked.teamId, channel: linked.channelId };
    }
    const desk = h.city ? this.#o.cityChannels?.get(fold(h.city)) : undefined;
    return { team: h.slackTeam, channel: desk ?? this.#o.defaultChannel };
  }
}

/** A post that can never be made (no thread to post in). */
class Refused extends Error {}

/** Slack's error code of a failed Web API call (`channel_not_found`…), if any. */
function slackError(err: unknown): string | undefined {
  const e = err as { data?: { error?: unknown } };
  return typeof e?.data?.error === 'string' ? e.data.error : undefined;
}

/** Rewrite the status of an episode's first post (its buttons or status line); a failure is logged, the hand-off's row is what counts. */
async function updateOpenPost(
  store: Store,
  web: webApi.WebClient,
  log: BotLogger,
  chat: ChatRef,
  episode: number,
  t: HandoffTexts,
  status: types.KnownBlock[],
): Promise<void> {
  const repo = new HandoffRepo(store.db);
  const [h, first] = [await repo.get(chat), await repo.openPost(chat, episode)];
  if (!h?.slackChannel || !first?.postedTs) return;
  const msg = openPostMessage(t, first.body as OpenPostBody, h, { again: h.threadTs !== first.postedTs, status });
  try {
    await web.chat.update({ channel: h.slackChannel, ts: first.postedTs, ...msg });
  } catch (err) {
    log.warn({ error: slackError(err) ?? (err as Error).message }, 'slack: could not update the hand-off post');
  }
}

/**
 * Slack's mrkdwn of a staff reply as plain text for the guest: links as
 * `label (url)` or the URL, mentions as `@`, the markers of bold, italic,
 * strike and code around words dropped (`*COP 40.000*` → `COP 40.000`),
 * Slack's escapes undone.
 */
export function slackToPlain(text: string): string {
  return text
    .replace(/```([\s\S]*?)```/g, '$1')
    .replace(/(^|[\s(])([*_~`])(?=\S)([^*_~`\n]*?\S)\2(?=$|[\s.,;:!?)])/g, '$1$3')
    .replace(/<(https?:\/\/[^|>]+)\|([^>]+)>/g, (_m, url: string, label: string) => (label === url ? url : `${label} (${url})`))
    .replace(/<(https?:\/\/[^>]+)>/g, '$1')
    .replace(/<mailto:([^|>]+)(?:\|[^>]+)?>/g, '$1')
    .replace(/<tel:([^|>]+)(?:\|[^>]+)?>/g, '$1')
    .replace(/<[@#!][^|>]*\|([^>]+)>/g, '@$1')
    .replace(/<[@#!][^>]*>/g, '@')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

/** Dependencies of {@link registerHandoff}. */
export interface HandoffListenerDeps {
  store: Store;
  links: SlackLinkRepo;
  clock: Clock;
  logger: BotLogger;
  /** Called after a staff event was recorded for the guest (the guest's bot, in this process, sends it at once). */
  onStaffEvent?: () => void;
}

/** The first name staff are introduced by: Slack's profile first name, else the display or real name's first word, else the user name. */
async function firstName(client: webApi.WebClient, user: string, fallback: string | undefined): Promise<string> {
  try {
    const info = await client.users.info({ user });
    const p = info.user?.profile;
    const name = p?.first_name || p?.display_name || p?.real_name || info.user?.real_name || '';
    const first = name.trim().split(/\s+/)[0];
    if (first) return first;
  } catch {
    // users:read missing or Slack down: the name the action carried.
  }
  return (fallback ?? '').split(/[\s._]+/)[0] || 'Recepción';
}

function parseValue(value: string | undefined): ButtonValue | undefined {
  try {
    const v = JSON.parse(value ?? '') as Partial<ButtonValue>;
    return typeof v.c === 'string' && typeof v.id === 'string' && typeof v.e === 'number' ? (v as ButtonValue) : undefined;
  } catch {
    return undefined;
  }
}

/** Register the hand-off buttons and the thread relay on `app`. */
export function registerHandoff(app: App, deps: HandoffListenerDeps): void {
  const { store, clock, logger } = deps;

  const ephemeral = async (client: webApi.WebClient, channel: string | undefined, user: string, text: string, threadTs?: string) => {
    if (!channel) return;
    try {
      await client.chat.postEphemeral({ channel, user, text, ...(threadTs ? { thread_ts: threadTs } : {}) });
    } catch (err) {
      logger.warn({ error: slackError(err) ?? (err as Error).message }, 'slack: ephemeral note failed');
    }
  };

  const press =
    (decision: 'take' | 'giveBack' | 'close') =>
    async (args: { ack: () => Promise<void>; body: BlockAction; action: ButtonAction; client: webApi.WebClient }) => {
      const { ack, body, action, client } = args;
      await ack();
      const value = parseValue(action.value);
      if (!value) return;
      const chat: ChatRef = { channel: value.c, chatId: value.id };
      const repo = new HandoffRepo(store.db);
      const h = await repo.get(chat);
      const lang = await languageOf(deps.links, body.team?.id ?? h?.slackTeam);
      const t = handoffTexts(lang);
      const channel = body.channel?.id;
      const user = body.user.id;
      if (!h || h.episode !== value.e) return ephemeral(client, channel, user, t.alreadyEnded);
      // A guest booking a hotel is that hotel's: only its staff (by the app's links) may take, return or close it.
      if (h.hotelId !== null) {
        const theirs = await deps.links.resolve(body.team?.id ?? '', user, channel);
        if (theirs?.hotelId !== h.hotelId) return ephemeral(client, channel, user, t.notYourHotel);
      }
      const name = await firstName(client, user, body.user.name ?? body.user.username);
      const now = clock.now();
      const input: FlowInput =
        decision === 'take' ? { kind: 'staff', event: 'taken', name } : { kind: 'staff', event: decision === 'giveBack' ? 'returned' : 'closed', name };
      const won = await store.transaction(async (tx) => {
        const r = new HandoffRepo(tx);
        const ok = decision === 'take' ? await r.take(chat, value.e, user, name, now) : await r.end(chat, value.e, now);
        if (ok)
          await new NoticeRepo(tx).recordStaff(chat, h.lang, input, `${decision === 'take' ? 'take' : 'end'}:${chat.channel}:${chat.chatId}:${value.e}`, now);
        return ok;
      });
      if (!won) {
        const now2 = await repo.get(chat);
        if (decision === 'take' && now2?.status === 'taken' && now2.episode === value.e && now2.claimedBy)
          return ephemeral(client, channel, user, t.alreadyTaken(`<@${now2.claimedBy}>`));
        return ephemeral(client, channel, user, t.alreadyEnded);
      }
      deps.onStaffEvent?.();
      const who = `<@${user}>`;
      const status =
        decision === 'take'
          ? [statusLine(t.takenBy(who, formatShortBogotaInstant(now.toISOString(), lang))), buttons(t, value, false)]
          : [statusLine(decision === 'giveBack' ? t.returnedBy(who) : t.closedBy(who))];
      await updateOpenPost(store, client, logger, chat, value.e, t, status);
    };

  // Contactar al huésped, from an alert: a hand-off that begins taken by the presser, in the alert's thread.
  app.action<BlockAction<ButtonAction>>(HANDOFF_ACTIONS.contact, async ({ ack, body, action, client }) => {
    await ack();
    const id = (() => {
      try {
        return Number((JSON.parse(action.value ?? '') as { p?: unknown }).p);
      } catch {
        return Number.NaN;
      }
    })();
    const repo = new HandoffRepo(store.db);
    const p = Number.isInteger(id) ? await repo.post(id) : undefined;
    const channel = body.channel?.id;
    const user = body.user.id;
    const t = handoffTexts(await languageOf(deps.links, body.team?.id));
    if (p?.kind !== 'alert' || !p.postedTs || !channel) return ephemeral(client, channel, user, t.alreadyEnded);
    const alert = p.body as BookingAlert;
    if (alert.hotelId !== null) {
      const theirs = await deps.links.resolve(body.team?.id ?? '', user, channel);
      if (theirs?.hotelId !== alert.hotelId) return ephemeral(client, channel, user, t.notYourHotel);
    }
    const name = await firstName(client, user, body.user.name ?? body.user.username);
    const chat: ChatRef = { channel: p.channel, chatId: p.chatId };
    const now = clock.now();
    const episode = await store.transaction(async (tx) => {
      const ep = await new HandoffRepo(tx).contact(
        chat,
        { lang: alert.lang, hotelId: alert.hotelId, user, name, team: body.team?.id ?? null, slackChannel: channel, threadTs: p.postedTs! },
        now,
      );
      if (ep === undefined) return undefined;
      const input: FlowInput = { kind: 'staff', event: 'contact', name, chatbotId: alert.chatbotId };
      await new NoticeRepo(tx).recordStaff(chat, alert.lang, input, `contact:${chat.channel}:${chat.chatId}:${ep}`, now);
      return ep;
    });
    if (episode === undefined) return ephemeral(client, channel, user, t.alreadyWithStaff);
    deps.onStaffEvent?.();
    try {
      await client.chat.update({ channel, ts: p.postedTs, ...alertMessage(t, alert, { postId: p.id, contactedBy: `<@${user}>` }) });
    } catch (err) {
      logger.warn({ error: slackError(err) ?? (err as Error).message }, 'slack: could not update the alert');
    }
  });

  app.action<BlockAction<ButtonAction>>(HANDOFF_ACTIONS.take, press('take'));
  app.action<BlockAction<ButtonAction>>(HANDOFF_ACTIONS.giveBack, press('giveBack'));
  app.action<BlockAction<ButtonAction>>(HANDOFF_ACTIONS.close, press('close'));

  // Thread replies: only the claimer's, only people's (never a bot's, the app's own included), each once by its ts.
  app.event('message', async ({ event, client, body }) => {
    const m = event as {
      subtype?: string;
      bot_id?: string;
      user?: string;
      text?: string;
      ts: string;
      thread_ts?: string;
      channel: string;
      files?: Array<{ name?: string }>;
    };
    if (m.bot_id || !m.user || !m.thread_ts || m.thread_ts === m.ts) return;
    if (m.subtype && m.subtype !== 'file_share' && m.subtype !== 'thread_broadcast') return;
    const repo = new HandoffRepo(store.db);
    const h = await repo.byThread(m.channel, m.thread_ts);
    if (!h) return;
    const t = handoffTexts(await languageOf(deps.links, (body as { team_id?: string }).team_id ?? h.slackTeam));
    if (h.status === 'waiting') return ephemeral(client, m.channel, m.user, t.takeFirst, m.thread_ts);
    if (h.status === 'ended') return ephemeral(client, m.channel, m.user, t.notRelayed, m.thread_ts);
    // Taken: another person's comment stays among staff.
    if (m.user !== h.claimedBy) return;
    const text = slackToPlain(m.text ?? '');
    for (const f of m.files ?? []) await ephemeral(client, m.channel, m.user, t.fileNotRelayed(esc(f.name ?? '')), m.thread_ts);
    if (!text) return;
    const now = clock.now();
    const chat: ChatRef = { channel: h.channel, chatId: h.chatId };
    const recorded = await store.transaction(async (tx) => {
      const input: FlowInput = { kind: 'staff', event: 'message', name: h.claimerName ?? '', text };
      if (!(await new NoticeRepo(tx).recordStaff(chat, h.lang, input, `msg:${m.channel}:${m.ts}`, now))) return false;
      await new HandoffRepo(tx).touch(chat, now);
      return true;
    });
    if (recorded) deps.onStaffEvent?.();
  });
}
