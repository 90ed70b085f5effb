/**
 * Retention and erasure of guests' personal data in the bot database
 * (`docs/decisions/0027-funnel.md`). What the bot database keeps about a
 * guest, and where:
 * - `conversations.state`: the flow state — the guest's name, phone, email,
 *   city, the stay, and `recent`, the last messages kept for a hand-off;
 * - `handoffs` / `handoff_posts`: the staff's thread and its posts (the
 *   first post repeats those messages; guests' relayed messages);
 * - `bot_notices`: each reply and notice as sent (`input`, `replies`);
 * - `watched_bookings.details`: name, phone, email of a booking;
 *   `booking_cards`: the chat's message ids;
 * - `whatsapp_inbox` (each message as Meta posted it), `whatsapp_messages`,
 *   `whatsapp_sent`, `whatsapp_guests` (profile name) by the guest's number;
 * - `telegram_updates`: the chat's update and message ids;
 * - `funnel_events` / `funnel_attempts`: the chat's funnel (no text, but its id).
 *
 * Both functions run in one transaction of the caller's executor.
 */
import { exec, sql } from '../sql.js';
import type { BotExecutor } from './database.js';
import type { ChatRef } from './repos.js';

/** Rows removed, by table (`table` name → rows); tables with none are listed with 0. */
export type Removed = Record<string, number>;

/**
 * Remove what the bot database keeps about conversations older than
 * `before` (the retention, FUNNEL_RETENTION_DAYS): funnel events and
 * attempts, conversation states not saved since (with their `recent`
 * transcript), settled notices, hand-off posts already posted (or dead) and
 * hand-offs ended, decided watched bookings and their cards, WhatsApp and
 * Telegram message rows, WhatsApp guests silent since, weekly post claims.
 * Never removes what is still to be done (a pending notice or post, an
 * undecided booking, an open hand-off). Resolves to the rows removed.
 */
export async function pruneBefore(ex: BotExecutor, before: Date): Promise<Removed> {
  const t = before.toISOString();
  return {
    funnel_events: await exec(ex, sql`DELETE FROM funnel_events WHERE at < ${t}`),
    funnel_attempts: await exec(ex, sql`DELETE FROM funnel_attempts WHERE updated_at < ${t}`),
    funnel_posts: await exec(ex, sql`DELETE FROM funnel_posts WHERE COALESCE(posted_at, claim_until, '') < ${t}`),
    conversations: await exec(ex, sql`DELETE FROM conversations WHERE updated_at < ${t}`),
    bot_notices: await exec(ex, sql`DELETE FROM bot_notices WHERE status <> 'pending' AND created_at < ${t}`),
    handoff_posts: await exec(ex, sql`DELETE FROM handoff_posts WHERE status <> 'pending' AND created_at < ${t}`),
    handoffs: await exec(ex, sql`DELETE FROM handoffs WHERE status = 'ended' AND last_activity_at < ${t}`),
    watched_bookings: await exec(ex, sql`DELETE FROM watched_bookings WHERE outcome IS NOT NULL AND created_at < ${t}`),
    booking_cards: await exec(ex, sql`DELETE FROM booking_cards WHERE created_at < ${t}`),
    whatsapp_inbox: await exec(ex, sql`DELETE FROM whatsapp_inbox WHERE received_at < ${t}`),
    whatsapp_messages: await exec(ex, sql`DELETE FROM whatsapp_messages WHERE received_at < ${t}`),
    whatsapp_sent: await exec(ex, sql`DELETE FROM whatsapp_sent WHERE sent_at < ${t}`),
    whatsapp_guests: await exec(ex, sql`DELETE FROM whatsapp_guests WHERE last_inbound_at < ${t}`),
    telegram_updates: await exec(ex, sql`DELETE FROM telegram_updates WHERE received_at < ${t}`),
  };
}

/**
 * Remove everything the bot database keeps about the guest of `chat`
 * (`hotelbot privacy forget`): its conversation state, funnel events and
 * attempt, hand-off and its posts, notices (with their saved replies, pending
 * ones too: nothing more is sent to the guest), booking cards, decided
 * watched bookings (an undecided one keeps being watched, its guest details
 * erased), and by channel the WhatsApp rows of the guest's number or the
 * Telegram updates of the chat. Resolves to the rows removed (erased details
 * count under `watched_bookings.details`).
 */
export async function forgetChat(ex: BotExecutor, chat: ChatRef): Promise<Removed> {
  const { channel, chatId } = chat;
  const removed: Removed = {
    conversations: await exec(ex, sql`DELETE FROM conversations WHERE channel = ${channel} AND chat_id = ${chatId}`),
    funnel_events: await exec(ex, sql`DELETE FROM funnel_events WHERE channel = ${channel} AND chat_id = ${chatId}`),
    funnel_attempts: await exec(ex, sql`DELETE FROM funnel_attempts WHERE channel = ${channel} AND chat_id = ${chatId}`),
    handoff_posts: await exec(ex, sql`DELETE FROM handoff_posts WHERE channel = ${channel} AND chat_id = ${chatId}`),
    handoffs: await exec(ex, sql`DELETE FROM handoffs WHERE channel = ${channel} AND chat_id = ${chatId}`),
    bot_notices: await exec(ex, sql`DELETE FROM bot_notices WHERE channel = ${channel} AND chat_id = ${chatId}`),
    booking_cards: await exec(ex, sql`DELETE FROM booking_cards WHERE channel = ${channel} AND chat_id = ${chatId}`),
    watched_bookings: await exec(ex, sql`DELETE FROM watched_bookings WHERE channel = ${channel} AND chat_id = ${chatId} AND outcome IS NOT NULL`),
    'watched_bookings.details': await exec(
      ex,
      sql`UPDATE watched_bookings SET details = NULL WHERE channel = ${channel} AND chat_id = ${chatId} AND details IS NOT NULL`,
    ),
  };
  if (channel === 'whatsapp') {
    removed.whatsapp_inbox = await exec(ex, sql`DELETE FROM whatsapp_inbox WHERE wa_id = ${chatId}`);
    removed.whatsapp_messages = await exec(ex, sql`DELETE FROM whatsapp_messages WHERE wa_id = ${chatId}`);
    removed.whatsapp_sent = await exec(ex, sql`DELETE FROM whatsapp_sent WHERE wa_id = ${chatId}`);
    removed.whatsapp_guests = await exec(ex, sql`DELETE FROM whatsapp_guests WHERE wa_id = ${chatId}`);
  }
  if (channel === 'telegram') removed.telegram_updates = await exec(ex, sql`DELETE FROM telegram_updates WHERE chat_id = ${chatId}`);
  return removed;
}
