/**
 * The paging buttons of `/reservas`: ack, then replace the message (respond
 * with `replace_original`) with the page the button's value names.
 */
import type { App, BlockAction, ButtonAction, Middleware, SlackActionMiddlewareArgs } from '@slack/bolt';
import { daysBetween } from '../../../../clock.js';
import type { SlackDeps } from '../../access.js';
import { staffContext, withRateLimitRetry, type StaffContext } from '../../listener.js';
import { RESERVAS_IDS, type PageValue } from './blocks.js';
import { bookingsPage } from './command.js';
import { MAX_RANGE_DAYS } from './dates.js';

/** Register the Anterior/Siguiente buttons of `/reservas` on `app`. */
export function registerReservasPaging(app: App, deps: SlackDeps): void {
  const retrying = <T>(work: () => Promise<T>) => withRateLimitRetry(work, deps.sleep);

  type Button = BlockAction<ButtonAction>;

  const paging = staffContext(deps, 'reservas paging');
  const page: Middleware<SlackActionMiddlewareArgs<Button>, StaffContext> = async ({ action, respond, context: { t, hotel, fail } }) => {
    try {
      const v = JSON.parse(action.value ?? '{}') as Partial<PageValue>;
      const date = /^\d{4}-\d{2}-\d{2}$/;
      if (!v.s || !v.e || !date.test(v.s) || !date.test(v.e) || v.e < v.s || daysBetween(v.s, v.e) + 1 > MAX_RANGE_DAYS) return;
      const { s: start, e: end } = v;
      const msg = await retrying(() => bookingsPage(deps.client, t, hotel, start, end, Number(v.p) || 1));
      await respond({ replace_original: true, response_type: 'ephemeral', ...msg });
    } catch (err) {
      await fail(err);
    }
  };
  app.action<Button, StaffContext>(RESERVAS_IDS.pagePrev, paging, page);
  app.action<Button, StaffContext>(RESERVAS_IDS.pageNext, paging, page);
}
