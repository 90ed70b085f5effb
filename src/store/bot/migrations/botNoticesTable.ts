/**
 * The SQLite DDL of the bot notice outbox `bot_notices`, written once for
 * the migration that creates it (version 5) and the ones that rebuild it to
 * widen its `kind` CHECK (versions 7, 8, 9: SQLite cannot change a CHECK
 * constraint or a NOT NULL in place). The texts are part of frozen
 * migrations: any change here changes what those versions ran, so the
 * produced strings must never change.
 */

/**
 * `CREATE TABLE <name> (…)` of the notice outbox, indented for a migration's
 * template: `chatbotId` is the type of `chatbot_id` (`TEXT NOT NULL` in
 * version 5, `TEXT` from version 7) and `kinds` the quoted, comma-separated
 * values its `kind` CHECK allows.
 */
export function botNoticesTable(name: string, chatbotId: string, kinds: string): string {
  return `      CREATE TABLE ${name} (
        id              INTEGER PRIMARY KEY,
        chatbot_id      ${chatbotId},
        kind            TEXT NOT NULL CHECK (kind IN (${kinds})),
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
      );`;
}

/** The indexes of `bot_notices`: due rows, a chat's rows, a booking's rows. */
export const BOT_NOTICES_INDEXES = `      CREATE INDEX bot_notices_due ON bot_notices (status, next_attempt_at);
      CREATE INDEX bot_notices_chat ON bot_notices (channel, chat_id, status);
      CREATE INDEX bot_notices_booking ON bot_notices (chatbot_id);`;

/**
 * The SQLite rebuild of `bot_notices` by migration `version` (7 and later:
 * `chatbot_id` may be NULL) with the `kind` CHECK allowing `kinds`: a new
 * table `bot_notices_v<version>`, every row copied, the old table dropped,
 * the new one renamed, the indexes made again.
 */
export function rebuildBotNotices(version: number, kinds: string): string {
  const name = `bot_notices_v${version}`;
  return `${botNoticesTable(name, 'TEXT', kinds)}
      INSERT INTO ${name} (id, chatbot_id, kind, dedupe_key, channel, chat_id, lang, input, replies, reply_lang, delivered, status,
                                  attempts, next_attempt_at, last_error, created_at, sent_at)
        SELECT id, chatbot_id, kind, dedupe_key, channel, chat_id, lang, input, replies, reply_lang, delivered, status,
               attempts, next_attempt_at, last_error, created_at, sent_at
          FROM bot_notices;
      DROP TABLE bot_notices;
      ALTER TABLE ${name} RENAME TO bot_notices;
${BOT_NOTICES_INDEXES}`;
}
