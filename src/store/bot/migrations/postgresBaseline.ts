import { botNoticesIndexes, botNoticesTable } from './botNoticesTable.js';
import { POSTGRES } from './ddl.js';
import { bookingCardsTable, conversationTables, receivedWebhooksTable } from './guestTables.js';
import { slackTables } from './slackTables.js';

/** The Slack app's tables, in PostgreSQL's words. */
const slack = slackTables(POSTGRES);

/**
 * PostgreSQL's schema of the bot database: everything versions 1 to 5 build on SQLite,
 * created at once by version 1. Versions 2 to 5 are empty on PostgreSQL; later versions
 * carry SQL for both engines.
 */
export const POSTGRES_BASELINE = `
-- The whole schema of the bot database as SQLite has it after version 5, for a PostgreSQL
-- database starting empty. Integers are BIGINT (Telegram ids need 64 bits); JSON columns are
-- text checked with IS JSON (json_valid on SQLite); times are ISO 8601 UTC text.

${conversationTables(POSTGRES)}

${receivedWebhooksTable(POSTGRES)}

-- Slack: which workspace, channels and users belong to which hotel (a user link wins over a
-- channel link, which wins over a workspace link); hotel_id is the service's internal id,
-- cm_hotel_id its channel-manager id.
${slack.links}

${slack.workspaces}

${slack.feedChannels}

${slack.feedCursors}

${slack.feedEvents}

-- Telegram updates handled (dedupe by update_id) and the webhook secret token per bot.
CREATE TABLE telegram_updates (
  bot_id      BIGINT NOT NULL,
  update_id   BIGINT NOT NULL,
  chat_id     TEXT,
  message_id  BIGINT,
  kind        TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (bot_id, update_id)
);
CREATE INDEX telegram_updates_chat ON telegram_updates (bot_id, chat_id, update_id);
CREATE INDEX telegram_updates_received ON telegram_updates (received_at);
CREATE TABLE telegram_webhook_secrets (
  bot_id     BIGINT PRIMARY KEY,
  secret     TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- The bot's outbox of guest notices, and the booking cards.
${botNoticesTable(POSTGRES, 'bot_notices', 'TEXT NOT NULL', "'paid', 'expired', 'rejected', 'reminder'")}
${botNoticesIndexes(POSTGRES)}
${bookingCardsTable(POSTGRES)}
`;
