/**
 * Block Kit of `/reservas`: a page of the bookings arriving in a range, with
 * its paging buttons. No I/O; see `../../blocks.ts` for the shared pieces.
 */
import type { types } from '@slack/bolt';
import type { RawBooking } from '../../../../api/contract/index.js';
import type { SlackTexts } from '../../../../texts/slack.js';
import { bookingLine, context, md, plain, type SlackMessage } from '../../blocks.js';
import { esc, fitMessage } from '../../mrkdwn.js';

/** Bookings per page of `/reservas`. */
export const PAGE_SIZE = 10;
/** Action ids of the paging buttons of `/reservas`. */
export const RESERVAS_IDS = { pagePrev: 'reservas_page_prev', pageNext: 'reservas_page_next' } as const;

/** Value of the paging buttons: range and page (1-based). */
export interface PageValue {
  s: string;
  e: string;
  p: number;
}
/**
 * `/reservas`: page `page` (1-based, clamped) of `bookings` arriving from
 * `start` to `end`, {@link PAGE_SIZE} a page, with Anterior/Siguiente buttons
 * whose values carry the range and the page to show ({@link PageValue}).
 */
export function bookingsMessage(t: SlackTexts, o: { hotelName: string; start: string; end: string; bookings: RawBooking[]; page: number }): SlackMessage {
  const title = t.reservasTitle(esc(o.hotelName), t.fmt.date(o.start), t.fmt.date(o.end), o.bookings.length);
  const blocks: types.KnownBlock[] = [md(`*${title}*`)];
  if (!o.bookings.length) {
    blocks.push(md(t.noBookings));
    return fitMessage({ text: title, blocks });
  }
  const pages = Math.ceil(o.bookings.length / PAGE_SIZE);
  const page = Math.min(Math.max(1, Math.trunc(o.page) || 1), pages);
  for (const b of o.bookings.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)) {
    blocks.push({ type: 'divider' }, md(bookingLine(t, b)));
  }
  if (pages > 1) {
    blocks.push(context(t.page(page, pages)));
    const buttons: types.Button[] = [];
    const value = (p: number) => JSON.stringify({ s: o.start, e: o.end, p } satisfies PageValue);
    if (page > 1) buttons.push({ type: 'button', action_id: RESERVAS_IDS.pagePrev, text: plain(t.prev), value: value(page - 1) });
    if (page < pages) buttons.push({ type: 'button', action_id: RESERVAS_IDS.pageNext, text: plain(t.next), value: value(page + 1) });
    blocks.push({ type: 'actions', elements: buttons });
  }
  return fitMessage({ text: title, blocks });
}
