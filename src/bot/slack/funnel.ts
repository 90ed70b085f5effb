/**
 * The booking funnel in Slack (`docs/decisions/0027-funnel.md`):
 * - a weekly post to each hotel's feed channel ({@link FunnelWeeklyPoster}):
 *   the previous week's funnel (Monday to Sunday, Bogotá) of that hotel, a
 *   summary and the chart as a PNG uploaded with `files.uploadV2`. Due from
 *   the schedule's instant of the week (FUNNEL_WEEKLY_POST, Monday 08:00
 *   Bogotá by default) on the injected clock; posted once per week per
 *   channel even with several instances: the instance whose claim
 *   (`funnel_posts`, a conditional insert or update checked by its count)
 *   wins posts it; a failed post gives the claim back (retried on the next
 *   tick), a claim whose instance died lapses after {@link FUNNEL_CLAIM_MS};
 * - a section of the App Home ({@link funnelHomeBlocks}): the last 7 days'
 *   funnel of the staff member's hotel in a few lines and the chart, uploaded
 *   once a week per hotel and workspace (the same claim, channel `''`), shown
 *   with an image block pointing at the Slack file.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { types, webApi } from '@slack/bolt';
import { addDays, bogotaDate, type Clock } from '../../clock.js';
import { FunnelRepo, type FunnelPostKey } from '../../store/bot/funnel.js';
import type { SlackFeedRepo, SlackLinkRepo } from '../../store/bot/slack.js';
import type { Store } from '../../store/sql.js';
import { formatCop, formatShortDate } from '../../texts/format.js';
import { silentLogger, type BotLogger } from '../effects.js';
import { loadFunnelReport, percent, STEP_LABELS, type FunnelReport } from '../funnelReport.js';
import { Repeater } from '../repeat.js';
import { esc } from './mrkdwn.js';

/** When in its week the funnel is posted: ISO weekday (1 = Monday … 7 = Sunday) and Bogotá time. */
export interface WeeklySchedule {
  weekday: number;
  hour: number;
  minute: number;
}

/** The default schedule: Monday 08:00 in Bogotá. */
export const DEFAULT_WEEKLY_SCHEDULE: WeeklySchedule = { weekday: 1, hour: 8, minute: 0 };

/** How long a claimed post is kept for the instance that claimed it before another may take it, ms (10 minutes). */
export const FUNNEL_CLAIM_MS = 10 * 60_000;

/** This process's name in claims. */
const PROCESS_ID = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** The Monday (`YYYY-MM-DD`, Bogotá) of the week containing instant `at`. */
export function weekOf(at: Date): string {
  const day = bogotaDate(at);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

/** The instant of week `week`'s post (its Monday, `YYYY-MM-DD`) under `schedule` (Bogotá is UTC−5 all year). */
export function scheduledAt(week: string, schedule: WeeklySchedule): Date {
  const day = addDays(week, schedule.weekday - 1);
  return new Date(Date.parse(`${day}T00:00:00Z`) + ((schedule.hour + 5) * 60 + schedule.minute) * 60_000);
}

/** Lines of a report for Slack (mrkdwn): the steps with counts and conversion, revenue, recovery, where guests leave. */
export function funnelSummary(report: FunnelReport, lang: 'es' | 'en'): string {
  const labels = STEP_LABELS[lang];
  const es = lang === 'es';
  const lines = report.steps.map((s) => `• ${esc(labels[s.step])}: *${s.count}* (${percent(s.fromStart)})`);
  const left = [...report.steps].filter((s) => s.leftHere > 0).sort((a, b) => b.leftHere - a.leftHere)[0];
  const r = report.recovery;
  lines.push(
    es ? `Ingresos pagados: *${formatCop(report.revenueMinor / 100, 'es')}*` : `Revenue paid: *${formatCop(report.revenueMinor / 100, 'en')}*`,
    es
      ? `Recuperadas tras vencer: ${r.recovered} de ${r.expiredChats} · pasadas al personal: ${report.handedToStaff}`
      : `Recovered after expiry: ${r.recovered} of ${r.expiredChats} · handed to staff: ${report.handedToStaff}`,
  );
  if (left)
    lines.push(es ? `Donde más se van: ${esc(labels[left.step])} (${left.leftHere})` : `Where most leave: ${esc(labels[left.step])} (${left.leftHere})`);
  return lines.join('\n');
}

/** Options of {@link FunnelWeeklyPoster}. */
export interface FunnelWeeklyPosterOptions {
  /** A Slack WebClient (`files.uploadV2`). */
  web: webApi.WebClient;
  /** The bot database (funnel events and post claims). */
  store: Store;
  /** The feed channels of each hotel (the posts go there). */
  feed: SlackFeedRepo;
  /** Each workspace's language. */
  links: SlackLinkRepo;
  clock: Clock;
  /** When in the week to post (default {@link DEFAULT_WEEKLY_SCHEDULE}). */
  schedule?: WeeklySchedule;
  /** Between two looks, ms (default 5 minutes). */
  intervalMs?: number;
  /** This instance's name in claims (default: host, pid and a random tag). */
  owner?: string;
  claimMs?: number;
  logger?: BotLogger;
}

/** What a tick posted: the keys of the posts it made. */
export type WeeklyPostReport = FunnelPostKey[];

/**
 * Posts each hotel's weekly funnel to its feed channels.
 *
 * @example
 * const poster = new FunnelWeeklyPoster({ web, store, feed, links, clock: systemClock });
 * poster.start();          // look every 5 minutes
 * await poster.tick();     // or once (tests)
 */
export class FunnelWeeklyPoster {
  readonly #o: FunnelWeeklyPosterOptions;
  readonly #log: BotLogger;
  readonly #repeater: Repeater;

  constructor(options: FunnelWeeklyPosterOptions) {
    this.#o = options;
    this.#log = options.logger ?? silentLogger;
    this.#repeater = new Repeater(
      () => this.tick(),
      options.intervalMs ?? 5 * 60_000,
      (err) => this.#log.error({ err }, 'funnel: weekly post failed'),
    );
  }

  /**
   * Post the week's funnel to every feed channel that has not got it, once
   * the week's scheduled instant passed: the report of the previous Monday
   * to Sunday for the channel's hotel. Resolves to the posts made by this
   * call. A failed upload is logged and retried on a later tick.
   */
  async tick(): Promise<WeeklyPostReport> {
    const now = this.#o.clock.now();
    const week = weekOf(now);
    if (now.getTime() < scheduledAt(week, this.#o.schedule ?? DEFAULT_WEEKLY_SCHEDULE).getTime()) return [];
    const owner = this.#o.owner ?? PROCESS_ID;
    const repo = new FunnelRepo(this.#o.store.db);
    const posted: WeeklyPostReport = [];
    for (const c of await this.#o.feed.allChannels()) {
      const key: FunnelPostKey = { hotelId: c.hotelId, teamId: c.teamId, channelId: c.channelId, week };
      if (!(await repo.claimPost(key, owner, now, this.#o.claimMs ?? FUNNEL_CLAIM_MS))) continue;
      try {
        const lang = await this.#o.links.language(c.teamId);
        const report = await loadFunnelReport(this.#o.store.db, { from: addDays(week, -7), to: addDays(week, -1), hotelId: c.hotelId });
        const title =
          lang === 'es'
            ? `Embudo de reservas de la semana ${formatShortDate(report.from, 'es')} – ${formatShortDate(report.to, 'es')}`
            : `Booking funnel of the week ${formatShortDate(report.from, 'en')} – ${formatShortDate(report.to, 'en')}`;
        const fileId = await upload(this.#o.web, report, lang, {
          channel_id: c.channelId,
          title,
          initial_comment: `*${esc(title)}*\n${funnelSummary(report, lang)}`,
        });
        await repo.markPosted(key, fileId, this.#o.clock.now());
        posted.push(key);
      } catch (err) {
        this.#log.error({ err: (err as Error).message, hotelId: c.hotelId, channel: c.channelId }, 'funnel: weekly post failed; retried later');
        await repo.releasePost(key, owner);
      }
    }
    return posted;
  }

  /** Look every `intervalMs` until {@link stop}. */
  start(): void {
    this.#repeater.start();
  }

  /** Stop looking; waits for a tick in progress. */
  async stop(): Promise<void> {
    await this.#repeater.stop();
  }
}

/** Upload the chart of `report` with `files.uploadV2`; resolves to the Slack file id (null when Slack did not say it). */
async function upload(
  web: webApi.WebClient,
  report: FunnelReport,
  lang: 'es' | 'en',
  where: { channel_id?: string; title: string; initial_comment?: string },
): Promise<string | null> {
  // Loaded on first use: the chart libraries are not needed until a chart is drawn.
  const { funnelChartPng } = await import('../funnelChart.js');
  const png = funnelChartPng(report, { lang });
  const res = await web.files.uploadV2({
    ...(where.channel_id ? { channel_id: where.channel_id } : {}),
    ...(where.initial_comment ? { initial_comment: where.initial_comment } : {}),
    file: png,
    filename: `embudo-${report.from}-${report.to}.png`,
    title: where.title,
  } as Parameters<webApi.WebClient['files']['uploadV2']>[0]);
  return (res as { files?: Array<{ files?: Array<{ id?: string }> }> }).files?.[0]?.files?.[0]?.id ?? null;
}

/** What {@link funnelHomeBlocks} needs. */
export interface FunnelHomeContext {
  store: Store;
  web: webApi.WebClient;
  clock: Clock;
  teamId: string;
  lang: 'es' | 'en';
  logger?: BotLogger;
}

/**
 * The App Home's funnel section for hotel `hotelId`: the last 7 days
 * (today included, Bogotá) in a few lines, and the chart — uploaded once a
 * week per hotel and workspace (claim channel `''`), else the latest chart
 * uploaded for the hotel (a weekly post's), or none. Never rejects for
 * Slack: a failed upload only leaves the chart out.
 */
export async function funnelHomeBlocks(ctx: FunnelHomeContext, hotelId: number): Promise<types.KnownBlock[]> {
  const now = ctx.clock.now();
  const today = bogotaDate(now);
  const report = await loadFunnelReport(ctx.store.db, { from: addDays(today, -6), to: today, hotelId });
  const es = ctx.lang === 'es';
  const title = es ? 'Embudo de reservas (últimos 7 días)' : 'Booking funnel (last 7 days)';
  const blocks: types.KnownBlock[] = [
    { type: 'divider' },
    { type: 'section', text: { type: 'mrkdwn', text: `*${title}*\n${funnelSummary(report, ctx.lang)}` } },
  ];
  const repo = new FunnelRepo(ctx.store.db);
  const key: FunnelPostKey = { hotelId, teamId: ctx.teamId, channelId: '', week: weekOf(now) };
  let fileId: string | null | undefined;
  if (await repo.claimPost(key, PROCESS_ID, now, FUNNEL_CLAIM_MS)) {
    try {
      fileId = await upload(ctx.web, report, ctx.lang, { title });
      await repo.markPosted(key, fileId, ctx.clock.now());
    } catch (err) {
      (ctx.logger ?? silentLogger).error({ err: (err as Error).message, hotelId }, 'funnel: App Home chart upload failed');
      await repo.releasePost(key, PROCESS_ID);
    }
  }
  fileId ??= (await repo.posts(hotelId)).find((p) => p.fileId !== null)?.fileId;
  if (fileId) blocks.push({ type: 'image', slack_file: { id: fileId }, alt_text: title });
  return blocks;
}
