/**
 * The bot notice outbox `bot_notices`, written once for the migration that creates it (version 5), PostgreSQL's
 * baseline, and the SQLite migrations that rebuild it to widen its `kind` CHECK (versions 7, 8, 9: SQLite cannot
 * change a CHECK constraint or a NOT NULL in place). The texts are part of frozen migrations: any change here
 * changes what those versions ran, so the produced strings must never change.
 */
import type { Migration } from '../../sql.js';
import { type DdlWords, SQLITE } from './ddl.js';

/**
 * `CREATE TABLE <name> (…)` of the notice outbox, laid out for the engine of `w`: `chatbotId` is the type of
 * `chatbot_id` (`TEXT NOT NULL` in version 5, `TEXT` from version 7) and `kinds` the quoted, comma-separated
 * values its `kind` CHECK allows.
 */
export function botNoticesTable(w: DdlWords, name: string, chatbotId: string, kinds: string): string {
  return w.layout(`CREATE TABLE ${name} (
  id              ${w.id},
  chatbot_id      ${chatbotId},
  kind            TEXT NOT NULL CHECK (kind IN (${kinds})),
  dedupe_key      TEXT NOT NULL UNIQUE,
  channel         TEXT NOT NULL,
  chat_id         TEXT NOT NULL,
  lang            TEXT NOT NULL,
  input           TEXT NOT NULL CHECK (${w.json('input')}),
  replies         TEXT CHECK (replies IS NULL OR ${w.json('replies')}),
  reply_lang      TEXT,
  delivered       ${w.int} NOT NULL DEFAULT 0,
  status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'cancelled', 'dead')),
  attempts        ${w.int} NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error      TEXT,
  created_at      TEXT NOT NULL,
  sent_at         TEXT
);`);
}

/** The indexes of `bot_notices` (due rows, a chat's rows, a booking's rows), laid out for the engine of `w`. */
export function botNoticesIndexes(w: DdlWords): string {
  return w.layout(`CREATE INDEX bot_notices_due ON bot_notices (status, next_attempt_at);
CREATE INDEX bot_notices_chat ON bot_notices (channel, chat_id, status);
CREATE INDEX bot_notices_booking ON bot_notices (chatbot_id);`);
}

/**
 * The SQLite rebuild of `bot_notices` by migration `version` (7 and later:
 * `chatbot_id` may be NULL) with the `kind` CHECK allowing `kinds`: a new
 * table `bot_notices_v<version>`, every row copied, the old table dropped,
 * the new one renamed, the indexes made again.
 */
export function rebuildBotNotices(version: number, kinds: string): string {
  const name = `bot_notices_v${version}`;
  return `${botNoticesTable(SQLITE, name, 'TEXT', kinds)}
      INSERT INTO ${name} (id, chatbot_id, kind, dedupe_key, channel, chat_id, lang, input, replies, reply_lang, delivered, status,
                                  attempts, next_attempt_at, last_error, created_at, sent_at)
        SELECT id, chatbot_id, kind, dedupe_key, channel, chat_id, lang, input, replies, reply_lang, delivered, status,
               attempts, next_attempt_at, last_error, created_at, sent_at
          FROM bot_notices;
      DROP TABLE bot_notices;
      ALTER TABLE ${name} RENAME TO bot_notices;
${botNoticesIndexes(SQLITE)}`;
}

/**
 * The change of versions 7 and 8, which widen the kinds `bot_notices.kind` allows to `kinds`: SQLite rebuilds the
 * table (`rebuildBotNotices`), PostgreSQL replaces the CHECK constraint. Version 7 also lets `chatbot_id` be NULL
 * on PostgreSQL, as the rebuilt SQLite table does from version 7 on.
 */
export function widenBotNoticeKinds(version: 7 | 8, kinds: string): Pick<Migration, 'sql' | 'postgres'> {
  const chatbotIdNullable = version === 7 ? '      ALTER TABLE bot_notices ALTER COLUMN chatbot_id DROP NOT NULL;\n' : '';
  return {
    sql: `
${rebuildBotNotices(version, kinds)}
    `,
    postgres: `
${chatbotIdNullable}      ALTER TABLE bot_notices DROP CONSTRAINT bot_notices_kind_check;
      ALTER TABLE bot_notices ADD CONSTRAINT bot_notices_kind_check CHECK (kind IN (${kinds}));
    `,
  };
}
