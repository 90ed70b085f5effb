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
import { homeMessageView, homeNotLinkedView, homeView, IDS, type HomePayment } from './blocks.js';
import { fitView } from './mrkdwn.js';
import { failureText, withRateLimitRetry } from './staff.js';
import type { SlackTexts } from '../../texts/staff.js';
import type { types, webApi } from '@slack/bolt';
import { funnelHomeBlocks } from './funnel.js';

/** Days ahead (from today) the App Home looks for bookings awaiting payment. */
export const AWAITING_DAYS = 30;
/** Feed event kinds shown as "latest payments". */
export const PAYMENT_KINDS = ['paid', 'rejected', 'refunded'] as const;

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
    deps.client.rawBookings({ start_date: today, end_date: today, hotel_id: hotel.cmHotelId }),
    deps.client.rawBookings({ start_date: today, end_date: addDays(today, AWAITING_DAYS), hotel_id: hotel.cmHotelId }),
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
      { type: 'button', action_id: IDS.markPaidButton, text: { type: 'plain_text', text: t.markPaidTitle } },
      { type: 'button', action_id: IDS.statusButton, text: { type: 'plain_text', text: t.changeStatusButton } },
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
