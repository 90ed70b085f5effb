/**
 * The App Home tab (`app_home_opened` → `views.publish`): for a staff member
 * linked to a hotel, today's arrivals (endpoint 4, today in Bogotá), chatbot
 * bookings awaiting their online payment with their deadline (endpoint 4 for
 * today..today+30, those with a `payment_deadline`; named for just that, so
 * portal bookings the desk collects are not thought to be missing) and the
 * latest payments (the live feed's stored events of kinds paid, rejected and
 * refunded, with the amount received — for a payment marked by hand, the
 * amount the feed read from endpoint 4); for anyone else, how to get
 * linked. Times are shown in hotel time (America/Bogota). A failing or
 * throttling service is said on the Home itself (a short `Retry-After` is
 * waited out once first).
 */
import type { App } from '@slack/bolt';
import { addDays, bogotaDate } from '../../clock.js';
import type { SlackFeedEvent } from '../../store/bot/slack.js';
import type { SlackDeps, StaffHotel } from './access.js';
import type { RawBooking } from '../../api/contract/index.js';
import { bookingLine, md, plain } from './blocks.js';
import { RESERVA_IDS } from './commands/reserva/blocks.js';
import { failureText, withRateLimitRetry } from './listener.js';
import { esc, fitView } from './mrkdwn.js';
import type { SlackTexts } from '../../texts/slack.js';
import type { types, webApi } from '@slack/bolt';
import { funnelHomeBlocks } from './funnel.js';

/** Days ahead (from today) the App Home looks for bookings awaiting payment. */
export const AWAITING_DAYS = 30;
/** Feed event kinds shown as "latest payments". */
export const PAYMENT_KINDS = ['paid', 'rejected', 'refunded'] as const;

/** One entry of the App Home's "latest payments" (from the feed's stored events). */
export interface HomePayment {
  kind: string;
  reservationId: string;
  guest: string;
  /** COP float in major units, or null. */
  amount: number | null;
  /** When the app learnt of it: an ISO 8601 instant (any offset; shown in Bogotá time). */
  at: string;
}

/**
 * The App Home of a linked staff member: today's arrivals, the chatbot
 * bookings awaiting their online payment (`awaiting`: those with a payment
 * deadline) with their deadline, and the latest payments.
 */
export function homeView(
  t: SlackTexts,
  o: { hotelName: string; today: string; arrivals: RawBooking[]; awaiting: RawBooking[]; payments: HomePayment[] },
): types.HomeView {
  const blocks: types.KnownBlock[] = [{ type: 'header', text: plain(t.homeTitle(o.hotelName)) }];
  blocks.push(md(`*${t.arrivalsToday(t.fmt.date(o.today))}*`));
  if (!o.arrivals.length) blocks.push(md(t.noArrivals));
  for (const b of o.arrivals.slice(0, 20)) blocks.push(md(bookingLine(t, b)));
  blocks.push({ type: 'divider' }, md(`*${esc(t.awaitingPayment)}*`));
  if (!o.awaiting.length) blocks.push(md(t.noAwaiting));
  for (const b of o.awaiting.slice(0, 20)) blocks.push(md(bookingLine(t, b)));
  blocks.push({ type: 'divider' }, md(`*${esc(t.latestPayments)}*`));
  if (!o.payments.length) blocks.push(md(t.noPayments));
  for (const p of o.payments) {
    const kind = t.paymentKinds[p.kind] ?? p.kind;
    const amount = p.amount !== null ? ` · ${t.fmt.cop(p.amount)}` : '';
    blocks.push(md(`• *${esc(kind)}* · ${t.number} ${esc(p.reservationId)} · ${esc(p.guest)}${amount} · ${t.fmt.instant(p.at)}`));
  }
  return fitView({ type: 'home', blocks });
}

/** The App Home of a user without a hotel: how to get linked. */
export function homeNotLinkedView(t: SlackTexts): types.HomeView {
  return fitView({ type: 'home', blocks: [md(t.homeNotLinked)] });
}

/** An App Home that only says `text` (mrkdwn, outside values already escaped): the service failed or is busy. */
export function homeMessageView(text: string): types.HomeView {
  return fitView({ type: 'home', blocks: [md(text)] });
}

/** A stored feed event as an App Home payment line; reads the feed payload's fields defensively. */
export function paymentOf(e: SlackFeedEvent): HomePayment {
  const p = (e.payload ?? {}) as Record<string, unknown>;
  const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : '');
  const num = (k: string) => (typeof p[k] === 'number' ? (p[k] as number) : null);
  return {
    kind: e.kind,
    reservationId: str('reservationId') || '—',
    guest: str('guest'),
    amount: e.kind === 'refunded' ? (num('refundAmount') ?? num('amount')) : num('amount'),
    at: e.createdAt,
  };
}

/**
 * Build the App Home of `hotel` (two endpoint-4 calls and one feed read);
 * with `funnel` (and `deps.funnelStore`), the booking funnel's section at the
 * end (see `funnelHomeBlocks`). Throws the client's HotelApiError.
 */
export async function buildHome(
  deps: SlackDeps,
  t: SlackTexts,
  hotel: StaffHotel,
  funnel?: { web: webApi.WebClient; teamId: string; lang: 'es' | 'en' },
): Promise<types.HomeView> {
  const today = bogotaDate(deps.clock.now());
  const [arrivals, ahead] = await Promise.all([
    deps.client.listRawChannelManagerBookings({ start_date: today, end_date: today, hotel_id: hotel.cmHotelId }),
    deps.client.listRawChannelManagerBookings({ start_date: today, end_date: addDays(today, AWAITING_DAYS), hotel_id: hotel.cmHotelId }),
  ]);
  const awaiting = ahead.data.hotel.bookings
    .filter((b) => b.payment_deadline !== null)
    .sort((a, b) => Date.parse(a.payment_deadline!) - Date.parse(b.payment_deadline!));
  const payments = (await deps.feed.latest(hotel.hotelId, PAYMENT_KINDS, 5)).map(paymentOf);
  const view = homeView(t, { hotelName: arrivals.data.hotel.name, today, arrivals: arrivals.data.hotel.bookings, awaiting, payments });
  // Entry points of the two modals, opened without a reservation: the buttons carry no value (Slack refuses an empty one).
  view.blocks.splice(1, 0, {
    type: 'actions',
    elements: [
      { type: 'button', action_id: RESERVA_IDS.markPaidButton, text: { type: 'plain_text', text: t.markPaidTitle } },
      { type: 'button', action_id: RESERVA_IDS.statusButton, text: { type: 'plain_text', text: t.changeStatusButton } },
    ],
  });
  if (funnel && deps.funnelStore)
    view.blocks.push(...(await funnelHomeBlocks({ store: deps.funnelStore, clock: deps.clock, logger: deps.logger, ...funnel }, hotel.hotelId)));
  return fitView(view);
}

/** Register the App Home listener on `app`. */
export function registerHome(app: App, deps: SlackDeps): void {
  // Not started by staffContext: an event is not acked, and both "not linked" and a failing service are shown as the Home view itself.
  app.event('app_home_opened', async ({ event, body, client }) => {
    if (event.tab && event.tab !== 'home') return;
    const teamId = (body as { team_id?: string }).team_id;
    const { t, lang } = await deps.access.language(teamId);
    let view: types.HomeView;
    try {
      view = await withRateLimitRetry(async () => {
        const hotel = await deps.access.resolve(teamId, event.user);
        return hotel ? buildHome(deps, t, hotel, teamId ? { web: client, teamId, lang } : undefined) : homeNotLinkedView(t);
      }, deps.sleep);
    } catch (err) {
      deps.logger.error({ err: (err as Error).message }, 'slack: App Home failed');
      view = homeMessageView(failureText(t, err));
    }
    try {
      await client.views.publish({ user_id: event.user, view });
    } catch (err) {
      deps.logger.error({ err: (err as Error).message }, 'slack: App Home publish failed');
    }
  });
}
