/**
 * Schema of the bot's own SQLite database (`BOT_DATABASE_PATH`), separate
 * from the service's: conversation states, the chatbot bookings whose
 * payment the bot watches, and short tokens for long inline-button values.
 * The bot never reads the service's database; everything it knows about a
 * booking comes from the service over HTTP (endpoints 7, 19, 20).
 */
import type { Migration } from '../../sql.js';
import { migration as v1 } from './0001-conversations-watched-bookings-callback-tokens.js';
import { migration as v2 } from './0002-received-webhooks-dedupe-by-webhook-id.js';
import { migration as v3 } from './0003-slack-hotels-of-workspaces-channels-and-users-live-feed-curs.js';
import { migration as v4 } from './0004-telegram-updates-received-deduplicated-by-update-id-the-webh.js';
import { migration as v5 } from './0005-the-bot-notice-outbox-booking-cards-and-payment-reminders.js';
import { migration as v6 } from './0006-across-bot-instances-conversation-versions-slack-feed-poller.js';
import { migration as v7 } from './0007-replies-to-guest-messages-go-through-the-notice-outbox.js';
import { migration as v8 } from './0008-notice-of-a-payment-in-process.js';
import { migration as v9 } from './0009-hand-off-to-staff-one-row-per-handed-over-chat-the-staff-out.js';
import { migration as v10 } from './0010-whatsapp-messages-handled-once-by-wamid-and-each-guest-numbe.js';
import { migration as v11 } from './0011-whatsapp-the-24-hour-window-meta-closed-each-message-sent-wi.js';
import { migration as v12 } from './0012-the-booking-funnel-append-only-events-per-attempt-attempts-p.js';

/**
 * Numbered migrations of the bot database, applied by `openStore` (`src/store/sql.ts`).
 *
 * - `conversations`: one row per (channel, chat): the flow state as JSON text.
 * - `watched_bookings`: chatbot bookings awaiting payment. `outcome` is NULL
 *   while watched, then `'paid'` or `'expired'` (terminal, set before the
 *   guest is told, so a notice is never sent twice). `last_payment_status` is
 *   endpoint 20's last `payment_status`; a rejection is notified once per
 *   transition into `Rechazado`. Times are ISO 8601 UTC text.
 * - `callback_tokens`: short stand-ins for choice values too long for
 *   Telegram's 64-byte callback data.
 * - `received_webhooks` (version 2): one row per `webhook-id` of a verified
 *   Standard Webhooks delivery from the service (`docs/decisions/0012-webhooks.md`), the dedupe
 *   key. `event` is `transaction` or the event's `event` field; `chatbot_id`
 *   the booking it concerns (null when none); `outcome` what it meant for
 *   the guest (`paid`, `rejected`, `expired`, `pending` = not final yet,
 *   `ignored` = irrelevant to the bot). The row is written before the guest
 *   is told; `applied_at` is set once the outcome went through the watcher
 *   (`notified` = 1 when that delivery sent the notice, 0 when it had already
 *   been given or the booking is not watched here). A row whose `applied_at`
 *   is NULL (crash in between) is applied again when the sender retries.
 * - Version 3, the Slack app of hotel staff: `slack_links` (workspace,
 *   channel and user → hotel), `slack_workspaces` (language),
 *   `slack_feed_channels`, `slack_feed_cursors` and `slack_feed_events` (the
 *   live feed, once-only by dedupe key). See `src/store/bot/slack.ts`.
 * - Version 6, for several bot instances on one database:
 *   `conversations.version`, the state's version number (0 for a state saved
 *   before it existed), raised by one on every save, so a save given the
 *   version it read succeeds only over that very state; and the Slack feed
 *   poller's lease per hotel and posting claim per event (see
 *   `SLACK_FEED_LEASES` in its file).
 * - Version 12, the booking funnel: `funnel_events`, `funnel_attempts`,
 *   `funnel_posts` (see `FUNNEL_TABLES` in its file).
 */
export const botMigrations: readonly Migration[] = [v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12];
