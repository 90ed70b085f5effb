/**
 * Schema of the bot's own SQLite database (`BOT_DATABASE_PATH`), separate
 * from the service's: conversation states, the chatbot bookings whose
 * payment the bot watches, and short tokens for long inline-button values.
 * The bot never reads the service's database; everything it knows about a
 * booking comes from the service over HTTP (endpoints 7, 19, 20).
 */
import type { Migration } from '../db.js';

/**
 * Numbered migrations of the bot database, applied by `openDatabase`.
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
 *   Standard Webhooks delivery from the service (DECISIONS §8), the dedupe
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
 */
export const botMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'conversations, watched bookings, callback tokens',
    sql: `
      CREATE TABLE conversations (
        channel    TEXT NOT NULL,
        chat_id    TEXT NOT NULL,
        state      TEXT NOT NULL CHECK (json_valid(state)),
        updated_at TEXT NOT NULL,
        PRIMARY KEY (channel, chat_id)
      );

      CREATE TABLE watched_bookings (
        chatbot_id          TEXT PRIMARY KEY,
        channel             TEXT NOT NULL,
        chat_id             TEXT NOT NULL,
        lang                TEXT NOT NULL,
        expiration_date     TEXT NOT NULL,
        last_payment_status TEXT,
        outcome             TEXT CHECK (outcome IS NULL OR outcome IN ('paid', 'expired')),
        notified_at         TEXT,
        next_poll_at        TEXT NOT NULL,
        created_at          TEXT NOT NULL
      );
      CREATE INDEX watched_bookings_due ON watched_bookings (next_poll_at) WHERE outcome IS NULL;
      CREATE INDEX watched_bookings_chat ON watched_bookings (channel, chat_id);

      CREATE TABLE callback_tokens (
        token      TEXT PRIMARY KEY,
        value      TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'received webhooks (dedupe by webhook-id)',
    sql: `
      CREATE TABLE received_webhooks (
        webhook_id  TEXT PRIMARY KEY,
        received_at TEXT NOT NULL,
        event       TEXT NOT NULL,
        chatbot_id  TEXT,
        outcome     TEXT NOT NULL CHECK (outcome IN ('paid', 'rejected', 'expired', 'pending', 'ignored')),
        applied_at  TEXT,
        notified    INTEGER CHECK (notified IS NULL OR notified IN (0, 1))
      );
      CREATE INDEX received_webhooks_chatbot ON received_webhooks (chatbot_id);
      CREATE INDEX received_webhooks_received ON received_webhooks (received_at);
    `,
  },
  {
    version: 3,
    name: 'Slack: hotels of workspaces, channels and users; live feed cursors and posts',
    sql: `
      -- Which Slack workspace, channels and users belong to which hotel (issue 5). A user link wins
      -- over a channel link, which wins over a workspace link. hotel_id is the service's internal id;
      -- cm_hotel_id its channel-manager id (v1 endpoints), filled in when first learnt.
      CREATE TABLE slack_links (
        team_id      TEXT NOT NULL,
        kind         TEXT NOT NULL CHECK (kind IN ('workspace', 'channel', 'user')),
        slack_id     TEXT NOT NULL,            -- '' for a workspace link; else the channel or user id
        hotel_id     INTEGER NOT NULL,
        cm_hotel_id  TEXT,
        created_at   TEXT NOT NULL,
        PRIMARY KEY (team_id, kind, slack_id)
      );
      CREATE INDEX slack_links_hotel ON slack_links (hotel_id);

      -- Language of each workspace's messages.
      CREATE TABLE slack_workspaces (
        team_id     TEXT PRIMARY KEY,
        language    TEXT NOT NULL DEFAULT 'es' CHECK (language IN ('es', 'en')),
        updated_at  TEXT NOT NULL
      );

      -- The channel that gets a hotel's live feed, per workspace.
      CREATE TABLE slack_feed_channels (
        hotel_id    INTEGER NOT NULL,
        team_id     TEXT NOT NULL,
        channel_id  TEXT NOT NULL,
        PRIMARY KEY (hotel_id, team_id)
      );

      -- How far the feed poll of a hotel got: endpoint 6's change sequence (metadata.cursor).
      CREATE TABLE slack_feed_cursors (
        hotel_id    INTEGER PRIMARY KEY,
        cursor      INTEGER NOT NULL,
        updated_at  TEXT NOT NULL
      );

      -- Feed events of a hotel, one per (voucher record, state): the dedupe key makes a message
      -- go out once even across restarts. payload is the event as JSON (App Home lists the latest).
      -- posted_at is NULL until every feed channel of the hotel got it.
      CREATE TABLE slack_feed_events (
        hotel_id    INTEGER NOT NULL,
        dedupe_key  TEXT NOT NULL,
        kind        TEXT NOT NULL,             -- created | paid | rejected | expired | refunded | changed
        payload     TEXT NOT NULL CHECK (json_valid(payload)),
        created_at  TEXT NOT NULL,
        posted_at   TEXT,
        PRIMARY KEY (hotel_id, dedupe_key)
      );
      CREATE INDEX slack_feed_events_unposted ON slack_feed_events (created_at) WHERE posted_at IS NULL;
      CREATE INDEX slack_feed_events_latest ON slack_feed_events (hotel_id, created_at);
    `,
  },
  {
    version: 4,
    name: 'Telegram updates received: deduplicated by update_id; the webhook secret token',
    sql: `
      -- One row per Telegram update handled, written in the same transaction as
      -- the conversation state it produced: a redelivered update_id is skipped.
      -- kind: text, command, choice, contact, unsupported, edit, other;
      -- message_id: the guest's message (null for button presses).
      CREATE TABLE telegram_updates (
        bot_id INTEGER NOT NULL,
        update_id INTEGER NOT NULL,
        chat_id TEXT,
        message_id INTEGER,
        kind TEXT NOT NULL,
        received_at TEXT NOT NULL,
        PRIMARY KEY (bot_id, update_id)
      );
      CREATE INDEX telegram_updates_chat ON telegram_updates (bot_id, chat_id, update_id);
      CREATE INDEX telegram_updates_received ON telegram_updates (received_at);
      -- The secret_token given to setWebhook (random, made once per bot), so the
      -- running bot and the operator's CLI agree on it.
      CREATE TABLE telegram_webhook_secrets (
        bot_id INTEGER PRIMARY KEY,
        secret TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 5,
    name: 'the bot notice outbox, booking cards and payment reminders',
    sql: `
      -- The bot's own outbox of guest notices (payment outcomes, reminders):
      -- a row is written in the same transaction as the decision it tells,
      -- sent by the notice worker, and marked sent only once the channel
      -- accepted it. dedupe_key makes each notice once-only: chatbot_id:paid,
      -- chatbot_id:expired, chatbot_id:reminder, chatbot_id:rejected:<n>.
      -- input: the conversation input to feed (JSON); replies / reply_lang:
      -- what the conversation answered (JSON), saved with the conversation
      -- state, so a retry sends the same messages without feeding it twice;
      -- delivered: how many of those replies the channel already accepted.
      -- status: pending → sent; cancelled (a reminder after the decision);
      -- dead (the channel refused it for good: chat gone, bot blocked).
      CREATE TABLE bot_notices (
        id              INTEGER PRIMARY KEY,
        chatbot_id      TEXT NOT NULL,
        kind            TEXT NOT NULL CHECK (kind IN ('paid', 'expired', 'rejected', 'reminder')),
        dedupe_key      TEXT NOT NULL UNIQUE,
        channel         TEXT NOT NULL,
        chat_id         TEXT NOT NULL,
        lang            TEXT NOT NULL,
        input           TEXT NOT NULL CHECK (json_valid(input)),
        replies         TEXT CHECK (replies IS NULL OR json_valid(replies)),
        reply_lang      TEXT,
        delivered       INTEGER NOT NULL DEFAULT 0,
        status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'cancelled', 'dead')),
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error      TEXT,
        created_at      TEXT NOT NULL,
        sent_at         TEXT
      );
      CREATE INDEX bot_notices_due ON bot_notices (status, next_attempt_at);
      CREATE INDEX bot_notices_chat ON bot_notices (channel, chat_id, status);
      CREATE INDEX bot_notices_booking ON bot_notices (chatbot_id);
      -- The booking card of a chatbot booking: the channel's message with its
      -- summary and Pay button (Telegram message_id), edited in place as the
      -- booking is paid or expires.
      CREATE TABLE booking_cards (
        chatbot_id TEXT PRIMARY KEY,
        channel    TEXT NOT NULL,
        chat_id    TEXT NOT NULL,
        message_id INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
];
