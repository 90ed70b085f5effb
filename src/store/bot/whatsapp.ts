/**
 * The WhatsApp channel's rows of the bot database (bot migrations 10 and 11):
 * inbound messages handled once by their `wamid`; each guest number's
 * profile name, last inbound time and when Meta last closed their window
 * (the 24-hour window in which free-form messages may be sent), and the
 * choices of the last list sent (for its next pages); each message sent,
 * with the notice and reply it carried (a later `failed` status reopens
 * them). Times are ISO 8601 UTC text. Repositories run on an executor: the store's, or the
 * caller's transaction.
 */
import { exec, first, rows, sql, type Camelized } from '../sql.js';
import type { BotExecutor, BotRow } from './database.js';

/** WhatsApp's customer service window: free-form messages may be sent until this long after the guest's last message, ms (24 hours). */
export const WHATSAPP_WINDOW_MS = 24 * 3_600_000;

/** A message the bot sent, as {@link WhatsAppRepo.failed} returns it. */
export interface SentMessage extends Camelized<BotRow<'whatsapp_sent', 'wamid' | 'wa_id' | 'notice_id' | 'reply_index'>> {
  /** The outbox row (`bot_notices.id`) it was part of; null when it was none (a page of a list). */
  noticeId: number | null;
  /** Which of the notice's replies it carried (0-based). */
  replyIndex: number;
}

/** A choice of a list sent: the label shown and the value it answers (the flow's `Choice`). */
export interface SentChoice {
  label: string;
  value: string;
}

/** A guest number's row. */
export interface WhatsAppGuest extends Camelized<BotRow<'whatsapp_guests', 'wa_id' | 'profile_name' | 'last_inbound_at'>> {}

/** WhatsApp messages and guests, over an executor. */
export class WhatsAppRepo {
  readonly #ex: BotExecutor;
  constructor(ex: BotExecutor) {
    this.#ex = ex;
  }

  /**
   * Record inbound message `wamid` of `waId` as handled. Call in the
   * transaction that saves the conversation state: true when new, false when
   * Meta delivered it before (then nothing of this handling is to be saved).
   */
  async record(wamid: string, waId: string, now: Date): Promise<boolean> {
    const n = await exec(
      this.#ex,
      sql`INSERT INTO whatsapp_messages (wamid, wa_id, received_at) VALUES (${wamid}, ${waId}, ${now.toISOString()})
          ON CONFLICT (wamid) DO NOTHING`,
    );
    return n === 1;
  }

  /** Whether `wamid` was handled already. */
  async seen(wamid: string): Promise<boolean> {
    return (await first(this.#ex, sql`SELECT 1 AS one FROM whatsapp_messages WHERE wamid = ${wamid}`)) !== undefined;
  }

  /** The guest `waId` wrote at `at` (their profile name when Meta gave it): the 24-hour window starts again. */
  async inbound(waId: string, profileName: string | undefined, at: Date): Promise<void> {
    const t = at.toISOString();
    await exec(
      this.#ex,
      sql`INSERT INTO whatsapp_guests (wa_id, profile_name, last_inbound_at, updated_at) VALUES (${waId}, ${profileName ?? null}, ${t}, ${t})
          ON CONFLICT (wa_id) DO UPDATE SET profile_name = COALESCE(excluded.profile_name, whatsapp_guests.profile_name),
            last_inbound_at = CASE WHEN excluded.last_inbound_at > whatsapp_guests.last_inbound_at THEN excluded.last_inbound_at ELSE whatsapp_guests.last_inbound_at END,
            updated_at = excluded.updated_at`,
    );
  }

  /** The guest's row, or undefined before they ever wrote. */
  async guest(waId: string): Promise<WhatsAppGuest | undefined> {
    return first<WhatsAppGuest>(
      this.#ex,
      sql`SELECT wa_id AS "waId", profile_name AS "profileName", last_inbound_at AS "lastInboundAt" FROM whatsapp_guests WHERE wa_id = ${waId}`,
    );
  }

  /**
   * Whether a free-form message may be sent to `waId` at `now`: the guest
   * wrote within {@link WHATSAPP_WINDOW_MS}, and Meta has not refused one for
   * the window since. False for a number that never wrote.
   */
  async windowOpen(waId: string, now: Date): Promise<boolean> {
    const row = await first<{ last_inbound_at: string; window_closed_at: string | null }>(
      this.#ex,
      sql`SELECT last_inbound_at, window_closed_at FROM whatsapp_guests WHERE wa_id = ${waId}`,
    );
    if (!row) return false;
    if (row.window_closed_at !== null && row.window_closed_at >= row.last_inbound_at) return false;
    return Date.parse(row.last_inbound_at) + WHATSAPP_WINDOW_MS > now.getTime();
  }

  /** Meta refused a free-form message to `waId` for the window (error 131047) at `at`: templates only until the guest writes again. */
  async closeWindow(waId: string, at: Date): Promise<void> {
    await exec(this.#ex, sql`UPDATE whatsapp_guests SET window_closed_at = ${at.toISOString()}, updated_at = ${at.toISOString()} WHERE wa_id = ${waId}`);
  }

  /** Record message `wamid` sent to `waId` at `now`, carrying reply `replyIndex` of notice `noticeId` (null: of none). */
  async sent(wamid: string, waId: string, noticeId: number | null, replyIndex: number, now: Date): Promise<void> {
    await exec(
      this.#ex,
      sql`INSERT INTO whatsapp_sent (wamid, wa_id, notice_id, reply_index, sent_at) VALUES (${wamid}, ${waId}, ${noticeId}, ${replyIndex}, ${now.toISOString()})
          ON CONFLICT (wamid) DO NOTHING`,
    );
  }

  /**
   * Meta said message `wamid` failed: mark it failed at `now` and return what
   * it carried — once; undefined for a wamid not sent here or already marked
   * (a repeated status). Call in the transaction that acts on it.
   */
  async failed(wamid: string, now: Date): Promise<SentMessage | undefined> {
    const n = await exec(this.#ex, sql`UPDATE whatsapp_sent SET failed_at = ${now.toISOString()} WHERE wamid = ${wamid} AND failed_at IS NULL`);
    if (n !== 1) return undefined;
    const row = await first<{ wamid: string; wa_id: string; notice_id: number | string | null; reply_index: number }>(
      this.#ex,
      sql`SELECT wamid, wa_id, notice_id, reply_index FROM whatsapp_sent WHERE wamid = ${wamid}`,
    );
    return row && { wamid: row.wamid, waId: row.wa_id, noticeId: row.notice_id === null ? null : Number(row.notice_id), replyIndex: Number(row.reply_index) };
  }

  /**
   * Keep inbound message `wamid` of `waId` (`message`: Meta's JSON of it)
   * before the webhook is answered: until it is handled, a restart handles
   * it. A message kept before is left as it is.
   */
  async receive(wamid: string, waId: string, profileName: string | undefined, message: unknown, now: Date): Promise<void> {
    await exec(
      this.#ex,
      sql`INSERT INTO whatsapp_inbox (wamid, wa_id, profile_name, message, received_at)
          VALUES (${wamid}, ${waId}, ${profileName ?? null}, ${JSON.stringify(message)}, ${now.toISOString()})
          ON CONFLICT (wamid) DO NOTHING`,
    );
  }

  /** Inbound messages kept but not handled (a crash cut their handling short), oldest first: Meta's JSON and the profile name. */
  async unhandled(limit = 1000): Promise<Array<{ message: unknown; profileName: string | null }>> {
    const list = await rows<{ message: string; profile_name: string | null }>(
      this.#ex,
      sql`SELECT i.message, i.profile_name FROM whatsapp_inbox i
          WHERE NOT EXISTS (SELECT 1 FROM whatsapp_messages m WHERE m.wamid = i.wamid)
          ORDER BY i.received_at, i.wamid LIMIT ${limit}`,
    );
    return list.map((r) => ({ message: JSON.parse(r.message) as unknown, profileName: r.profile_name }));
  }

  /** Forget handled inbound, kept and sent messages older than `before` (Meta retries a webhook for at most 7 days). Resolves to the rows removed. */
  async prune(before: Date): Promise<number> {
    const t = before.toISOString();
    return (
      (await exec(this.#ex, sql`DELETE FROM whatsapp_messages WHERE received_at < ${t}`)) +
      (await exec(this.#ex, sql`DELETE FROM whatsapp_inbox WHERE received_at < ${t}`)) +
      (await exec(this.#ex, sql`DELETE FROM whatsapp_sent WHERE sent_at < ${t}`))
    );
  }

  /** Remember the text and choices of the last list sent to `waId` (its next pages are sent from them). */
  async rememberChoices(waId: string, list: { text: string; choices: SentChoice[] }, now: Date): Promise<void> {
    await exec(this.#ex, sql`UPDATE whatsapp_guests SET last_choices = ${JSON.stringify(list)}, updated_at = ${now.toISOString()} WHERE wa_id = ${waId}`);
  }

  /** The last list sent to `waId`, or undefined. */
  async lastChoices(waId: string): Promise<{ text: string; choices: SentChoice[] } | undefined> {
    const row = await first<{ last_choices: string | null }>(this.#ex, sql`SELECT last_choices FROM whatsapp_guests WHERE wa_id = ${waId}`);
    return row?.last_choices ? (JSON.parse(row.last_choices) as { text: string; choices: SentChoice[] }) : undefined;
  }
}
