/**
 * Operator commands of the Telegram webhook: `hotelbot telegram webhook
 * set [url]`, `delete` and `info`. Plain functions over the Bot API (grammY's
 * `Api`) and the bot database (the webhook's secret token lives there, so
 * the running bot and these commands agree on it), printing to a stream; the
 * CLI wiring lives in `src/main.ts`.
 */
import { Api } from 'grammy';
import { ALLOWED_UPDATES, telegramBotId } from '../bot/telegram.js';
import { openBotStore } from '../store/bot/repos.js';
import { TelegramUpdateRepo } from '../store/bot/telegramUpdates.js';
import type { OutputStream } from './output.js';

/** A failure of a Telegram command (no token, no URL, the Bot API refused); the message is for the operator (Spanish). */
export class TelegramCommandError extends Error {
  override name = 'TelegramCommandError';
}

/** What the commands need: the bot token, the Bot API root and the bot database (for the secret token). */
export interface TelegramCommandOptions {
  /** TELEGRAM_BOT_TOKEN; undefined is refused with a one-line error. */
  token: string | undefined;
  /** TELEGRAM_API_ROOT (default `https://api.telegram.org`). */
  apiRoot?: string;
  /** BOT_DATABASE_PATH or BOT_DATABASE_URL: a SQLite file path or a `postgres://` URL. */
  botDatabasePath: string;
}

function api(o: TelegramCommandOptions): { api: Api; token: string } {
  if (!o.token) throw new TelegramCommandError('falta TELEGRAM_BOT_TOKEN: el token del bot de @BotFather');
  return { api: new Api(o.token, o.apiRoot ? { apiRoot: o.apiRoot } : {}), token: o.token };
}

async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new TelegramCommandError(`Telegram rechazó ${what}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * `telegram webhook set [url]`: point the bot's webhook at `url` (default
 * TELEGRAM_WEBHOOK_URL) with the bot's secret token (made and stored in the
 * bot database if new) and the updates the bot handles; pending updates are
 * kept. The bot serves it only when it runs with TELEGRAM_WEBHOOK_URL.
 *
 * @throws TelegramCommandError without a token or URL, or when Telegram refuses.
 */
export async function setTelegramWebhook(o: TelegramCommandOptions, url: string | undefined, out: OutputStream, now = new Date()): Promise<void> {
  if (!url) throw new TelegramCommandError('falta la URL: hotelbot telegram webhook set <url>, o TELEGRAM_WEBHOOK_URL');
  const { api: bot, token } = api(o);
  const store = await openBotStore(o.botDatabasePath);
  let secret: string;
  try {
    secret = await new TelegramUpdateRepo(store.db).webhookSecret(telegramBotId(token), now);
  } finally {
    await store.close();
  }
  await call('setWebhook', () => bot.setWebhook(url, { secret_token: secret, allowed_updates: [...ALLOWED_UPDATES], drop_pending_updates: false }));
  out.write(`Webhook de Telegram: ${url}\n`);
}

/**
 * `telegram webhook delete [--drop-pending]`: remove the webhook (Telegram
 * then keeps updates for `getUpdates`: a bot started without
 * TELEGRAM_WEBHOOK_URL takes them by long polling); `dropPending` also
 * discards the updates waiting.
 *
 * @throws TelegramCommandError without a token, or when Telegram refuses.
 */
export async function deleteTelegramWebhook(o: TelegramCommandOptions, dropPending: boolean, out: OutputStream): Promise<void> {
  const { api: bot } = api(o);
  await call('deleteWebhook', () => bot.deleteWebhook({ drop_pending_updates: dropPending }));
  out.write(`Webhook de Telegram eliminado${dropPending ? ' (y las actualizaciones pendientes descartadas)' : ''}.\n`);
}

/**
 * `telegram webhook info`: print getWebhookInfo's url (or that there is
 * none: long polling), pending_update_count and last_error_message (with its
 * date, ISO 8601).
 *
 * @throws TelegramCommandError without a token, or when Telegram refuses.
 */
export async function telegramWebhookInfo(o: TelegramCommandOptions, out: OutputStream): Promise<void> {
  const { api: bot } = api(o);
  const info = await call('getWebhookInfo', () => bot.getWebhookInfo());
  out.write(`url: ${info.url || '(ninguna: long polling)'}\n`);
  out.write(`pending_update_count: ${info.pending_update_count}\n`);
  const when = info.last_error_date ? ` (${new Date(info.last_error_date * 1000).toISOString()})` : '';
  out.write(`last_error_message: ${info.last_error_message ? info.last_error_message + when : '(ninguno)'}\n`);
}
