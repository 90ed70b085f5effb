/**
 * The booking funnel report (`hotelbot report funnel`, the weekly Slack post
 * and the App Home section): computed from the funnel's events
 * (`funnel_events`) of the attempts that started in a range of Bogotá dates,
 * with their labels in Spanish and English. Pure but for
 * {@link loadFunnelReport}, which reads the events.
 *
 * Definitions (see `docs/decisions/0027-funnel.md`):
 * - the cohort: the attempts whose `conversation_started` falls between
 *   `from` 00:00 and `to` 24:00 in Bogotá; with a hotel, those one of whose
 *   events carries that hotel id (it was named, chosen, booked or handed
 *   over); with a channel, those of that channel. Each attempt's steps count
 *   whenever they happened (a booking paid after `to` counts as paid);
 * - a step's count: cohort attempts that reached it; conversion from the
 *   previous step and from the start; the median time from the previous
 *   step, over the attempts that reached both (0 when reached by the same
 *   input or out of order);
 * - where guests leave: for each cohort attempt not paid, the furthest step
 *   of the path it reached;
 * - recovery after expiry: chats with an expired cohort attempt, and those of
 *   them that paid on a later attempt;
 * - revenue: the amounts of the cohort's paid bookings, COP minor units.
 */
import { addDays } from '../clock.js';
import { FUNNEL_PATH, FunnelRepo, type FunnelEvent, type FunnelRow } from '../store/bot/funnel.js';
import type { Executor } from '../store/sql.js';

/** The funnel's path, in order: the steps of the report. */
export const FUNNEL_STEPS = FUNNEL_PATH;

/** One of {@link FUNNEL_STEPS}. */
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Labels of the steps for people (hotel managers), by language. */
export const STEP_LABELS: Record<'es' | 'en', Record<FunnelStep, string>> = {
  es: {
    conversation_started: 'Conversación iniciada',
    destination_known: 'Destino conocido',
    dates_known: 'Fechas conocidas',
    party_known: 'Huéspedes conocidos',
    hotels_shown: 'Hoteles mostrados',
    rate_chosen: 'Tarifa elegida',
    details_complete: 'Datos completos',
    booking_created: 'Reserva creada',
    link_sent: 'Enlace de pago enviado',
    paid: 'Pagada',
  },
  en: {
    conversation_started: 'Conversation started',
    destination_known: 'Destination known',
    dates_known: 'Dates known',
    party_known: 'Guests known',
    hotels_shown: 'Hotels shown',
    rate_chosen: 'Rate chosen',
    details_complete: 'Details complete',
    booking_created: 'Booking created',
    link_sent: 'Payment link sent',
    paid: 'Paid',
  },
};

/** What a report covers: Bogotá dates `YYYY-MM-DD`, both inclusive; optionally one hotel (internal id) or one channel. */
export interface FunnelScope {
  from: string;
  to: string;
  hotelId?: number;
  channel?: string;
}

/** One step of the report. Ratios are 0..1 (null when the step before had no attempts); times in seconds. */
export interface FunnelStepReport {
  step: FunnelStep;
  /** Cohort attempts that reached it. */
  count: number;
  fromPrevious: number | null;
  fromStart: number | null;
  /** Median seconds from the previous step (null for the first step, or when no attempt reached both). */
  medianSecondsFromPrevious: number | null;
  /** Attempts not paid whose furthest step is this one. */
  leftHere: number;
}

/** The whole report (JSON output of the CLI as is). Amounts in COP minor units. */
export interface FunnelReport extends FunnelScope {
  steps: FunnelStepReport[];
  /** Cohort attempts (= the first step's count). */
  attempts: number;
  /** Distinct chats of the cohort. */
  chats: number;
  /** Paid / started, 0..1 (null with no attempts). */
  conversion: number | null;
  remindersSent: number;
  expired: number;
  searchAgainAfterExpiry: number;
  handedToStaff: number;
  /** Chats with an expired cohort attempt, and those of them that paid on a later attempt. */
  recovery: { expiredChats: number; recovered: number };
  /** Sum of the cohort's paid amounts, COP minor units. */
  revenueMinor: number;
}

/** The instants `[from 00:00, to + 1 day 00:00)` in Bogotá (UTC−5) of a scope's dates. */
export function bogotaRange(from: string, to: string): { start: Date; end: Date } {
  return { start: new Date(`${from}T05:00:00Z`), end: new Date(`${addDays(to, 1)}T05:00:00Z`) };
}

/** The median of `values` (the mean of the two middle ones for an even count), or null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2 === 1 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/**
 * Compute the report of `scope` from `rows` (the events of the cohort's
 * chats, as {@link FunnelRepo.events} returns them; other rows are ignored).
 */
export function funnelReport(rows: readonly FunnelRow[], scope: FunnelScope): FunnelReport {
  const { start, end } = bogotaRange(scope.from, scope.to);
  const byAttempt = new Map<string, { chat: string; attempt: number; events: Map<FunnelEvent, FunnelRow> }>();
  for (const r of rows) {
    const chat = `${r.channel}\u0000${r.chatId}`;
    const key = `${chat}\u0000${r.attempt}`;
    let a = byAttempt.get(key);
    if (!a) byAttempt.set(key, (a = { chat, attempt: r.attempt, events: new Map() }));
    if (!a.events.has(r.event)) a.events.set(r.event, r);
  }
  const all = [...byAttempt.values()];
  const cohort = all.filter((a) => {
    const started = a.events.get('conversation_started');
    if (!started) return false;
    const at = Date.parse(started.at);
    if (at < start.getTime() || at >= end.getTime()) return false;
    if (scope.channel !== undefined && started.channel !== scope.channel) return false;
    if (scope.hotelId !== undefined && ![...a.events.values()].some((e) => e.hotelId === scope.hotelId)) return false;
    return true;
  });
  const reached = (step: FunnelEvent) => cohort.filter((a) => a.events.has(step));
  const first = cohort.length;
  const left = new Map<FunnelStep, number>();
  for (const a of cohort) {
    if (a.events.has('paid')) continue;
    const furthest = [...FUNNEL_STEPS].reverse().find((s) => a.events.has(s));
    if (furthest) left.set(furthest, (left.get(furthest) ?? 0) + 1);
  }
  const steps = FUNNEL_STEPS.map((step, i): FunnelStepReport => {
    const count = reached(step).length;
    const prev = i > 0 ? FUNNEL_STEPS[i - 1]! : undefined;
    const prevCount = prev ? reached(prev).length : undefined;
    const times = prev
      ? cohort
          .filter((a) => a.events.has(step) && a.events.has(prev))
          .map((a) => Math.max(0, (Date.parse(a.events.get(step)!.at) - Date.parse(a.events.get(prev)!.at)) / 1000))
      : [];
    return {
      step,
      count,
      fromPrevious: prevCount === undefined ? null : prevCount === 0 ? null : count / prevCount,
      fromStart: first === 0 ? null : count / first,
      medianSecondsFromPrevious: prev ? median(times) : null,
      leftHere: left.get(step) ?? 0,
    };
  });
  // Recovery: a chat whose cohort attempt expired and that paid on a later attempt (of any date).
  const expiredChats = new Map<string, number>();
  for (const a of cohort) if (a.events.has('expired') && !expiredChats.has(a.chat)) expiredChats.set(a.chat, a.attempt);
  let recovered = 0;
  for (const [chat, attempt] of expiredChats) if (all.some((a) => a.chat === chat && a.attempt > attempt && a.events.has('paid'))) recovered++;
  const paid = reached('paid');
  return {
    from: scope.from,
    to: scope.to,
    ...(scope.hotelId !== undefined ? { hotelId: scope.hotelId } : {}),
    ...(scope.channel !== undefined ? { channel: scope.channel } : {}),
    steps,
    attempts: first,
    chats: new Set(cohort.map((a) => a.chat)).size,
    conversion: first === 0 ? null : paid.length / first,
    remindersSent: reached('reminder_sent').length,
    expired: reached('expired').length,
    searchAgainAfterExpiry: reached('search_again_after_expiry').length,
    handedToStaff: reached('handed_to_staff').length,
    recovery: { expiredChats: expiredChats.size, recovered },
    revenueMinor: paid.reduce((sum, a) => sum + (a.events.get('paid')!.amount ?? 0), 0),
  };
}

/** Read the events of `scope` from the bot database (`ex`) and compute its report. */
export async function loadFunnelReport(ex: Executor, scope: FunnelScope): Promise<FunnelReport> {
  const { start, end } = bogotaRange(scope.from, scope.to);
  const rows = await new FunnelRepo(ex).events({
    from: start,
    to: end,
    ...(scope.channel !== undefined ? { channel: scope.channel } : {}),
    ...(scope.hotelId !== undefined ? { hotelId: scope.hotelId } : {}),
  });
  return funnelReport(rows, scope);
}

/** A ratio 0..1 as a whole percentage (`83 %`), `—` when null. */
export function percent(ratio: number | null): string {
  return ratio === null ? '—' : `${Math.round(ratio * 100)} %`;
}

/** Seconds for people: `45 s`, `12 min`, `3 h 05 min`, `2 d 4 h`; `—` when null. */
export function duration(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 1440) return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
  const hours = Math.round(s / 3600);
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
