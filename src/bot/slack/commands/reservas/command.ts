/**
 * `/reservas [fechas]`: the raw bookings (endpoint 4) of the staff member's
 * hotel arriving in a range ({@link parseReservasRange}), paged, acked at
 * once and answered through `respond` as an ephemeral message in the
 * workspace's language. What staff typed is echoed back escaped and cut
 * short. When the service throttles the app (429), a short `Retry-After` is
 * waited out once ({@link withRateLimitRetry}); a longer one is reported as
 * "busy, try again in N seconds".
 */
import type { App } from '@slack/bolt';
import type { HotelApiClient } from '../../../../api/client.js';
import { bogotaDate } from '../../../../clock.js';
import type { SlackTexts } from '../../../../texts/slack.js';
import type { SlackDeps, StaffHotel } from '../../access.js';
import { textMessage, type SlackMessage } from '../../blocks.js';
import { ephemeral, staffContext, withRateLimitRetry, type StaffContext } from '../../listener.js';
import { echo } from '../../mrkdwn.js';
import { bookingsMessage } from './blocks.js';
import { MAX_RANGE_DAYS, parseReservasRange } from './dates.js';

/**
 * Bookings of `hotel` arriving from `start` to `end` (endpoint 4 by cm id),
 * as the `/reservas` message showing page `page`.
 */
export async function bookingsPage(client: HotelApiClient, t: SlackTexts, hotel: StaffHotel, start: string, end: string, page: number): Promise<SlackMessage> {
  const res = await client.listRawChannelManagerBookings({ start_date: start, end_date: end, hotel_id: hotel.cmHotelId });
  return bookingsMessage(t, { hotelName: res.data.hotel.name, start, end, bookings: res.data.hotel.bookings, page });
}

/** Register `/reservas` on `app`, started by its {@link staffContext}. */
export function registerReservas(app: App, deps: SlackDeps): void {
  const { client, clock } = deps;
  const retrying = <T>(work: () => Promise<T>) => withRateLimitRetry(work, deps.sleep);

  app.command<StaffContext>('/reservas', staffContext(deps, '/reservas'), async ({ command, context: { t, hotel, reply, fail } }) => {
    try {
      const range = parseReservasRange(command.text ?? '', bogotaDate(clock.now()));
      if (!range.ok) {
        const why =
          range.reason === 'reversed' ? t.reversedDates : range.reason === 'tooLong' ? t.tooLongRange(MAX_RANGE_DAYS) : t.badDates(echo(command.text ?? ''));
        return void (await reply(ephemeral(textMessage(why))));
      }
      await reply(ephemeral(await retrying(() => bookingsPage(client, t, hotel, range.start, range.end, 1))));
    } catch (err) {
      await fail(err);
    }
  });
}
