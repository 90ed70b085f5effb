/**
 * The WhatsApp channel's rows of the bot database (bot migration 10): inbound
 * messages handled once by their `wamid`, and each guest number's profile
 * name, last inbound time (the 24-hour window in which free-form messages may
 * be sent) and the choices of the last list sent (for its next pages). Times
 * are ISO 8601 UTC text. Repositories run on an executor: the store's, or the
 * caller's transaction.
 */
import { exec, first, sql, type Executor } from '../sql.js';

/** A choice of a list sent: the label shown and the value it answers (the flow's `Choice`). */
export interface SentChoice {
  label: string;
  value: string;
}

/** A guest number's row. */
export interface WhatsAppGuest {
  waId: string;
  profileName: string | null;
  lastInboundAt: string;
}

/** WhatsApp messages and guests, over an executor. */
export class WhatsAppRepo {
  readonly #ex: Executor;
  constructor(ex: Executor) {
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
