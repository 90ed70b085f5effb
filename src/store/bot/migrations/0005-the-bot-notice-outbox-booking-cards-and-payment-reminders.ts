/** Bot migration 5: the bot notice outbox, booking cards and payment reminders. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { botNoticesIndexes, botNoticesTable } from './botNoticesTable.js';
import { SQLITE } from './ddl.js';
import { bookingCardsTable } from './guestTables.js';

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
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
${botNoticesTable(SQLITE, 'bot_notices', 'TEXT NOT NULL', "'paid', 'expired', 'rejected', 'reminder'")}
${botNoticesIndexes(SQLITE)}
      -- The booking card of a chatbot booking: the channel's message with its
      -- summary and Pay button (Telegram message_id), edited in place as the
      -- booking is paid or expires.
${bookingCardsTable(SQLITE)}
    `,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 5's schema).
  postgres: '',
};
