/**
 * Operator commands of the Telegram webhook: `hotelbot telegram webhook
 * set [url]`, `delete` and `info`. Plain functions over the Bot API (grammY's
 * `Api`) and the bot database (the webhook's secret token lives there, so
 * the running bot and these commands agree on it), printing to a stream; the
 * CLI wiring lives in `src/main.ts`.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { Api, HttpError } from 'grammy';
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
  /** Waits between the tries of a call that failed on the network (default: a real timer); tests pass their own. */
  sleep?: (ms: number) => Promise<void>;
}

/** Tries of one Bot API call that fails on the network (the connection refused, reset or dropped), with RETRY_DELAY_MS, then twice that, between them. */
export const NETWORK_TRIES = 3;
/** The first wait before trying a call again after a network failure, in milliseconds. */
export const RETRY_DELAY_MS = 500;

function api(o: TelegramCommandOptions): { api: Api; token: string } {
  if (!o.token) throw new TelegramCommandError('falta TELEGRAM_BOT_TOKEN: el token del bot de @BotFather');
  return { api: new Api(o.token, o.apiRoot ? { apiRoot: o.apiRoot } : {}), token: o.token };
}

/**
 * Run one Bot API call. The commands' calls are idempotent, so a network
 * failure (a connection the Bot API or a proxy closed, a blip) is tried again
 * up to {@link NETWORK_TRIES} times; an answer of Telegram's (an error code)
 * is not. The operator's message names the network error, never the token.
 */
async function call<T>(o: TelegramCommandOptions, what: string, run: () => Promise<T>): Promise<T> {
  const sleep = o.sleep ?? ((ms: number) => delay(ms));
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (err instanceof HttpError && attempt < NETWORK_TRIES) {
        await sleep(RETRY_DELAY_MS * 2 ** (attempt - 1));
        continue;
      }
      throw new TelegramCommandError(`Telegram rechazó ${what}: ${describe(err, o.token)}`);
    }
  }
}

/** An error's message for the operator: a network failure with its cause (the token cut out of any URL in it). */
function describe(err: unknown, token: string | undefined): string {
  if (!(err instanceof Error)) return String(err);
  if (!(err instanceof HttpError) || !(err.error instanceof Error)) return err.message;
  const cause = err.error as Error & { code?: string };
  const said = (cause.code ?? cause.message).split(token ?? '\u0000').join('…');
  return `${err.message} (${said})`;
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
  await call(o, 'setWebhook', () => bot.setWebhook(url, { secret_token: secret, allowed_updates: [...ALLOWED_UPDATES], drop_pending_updates: false }));
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
  await call(o, 'deleteWebhook', () => bot.deleteWebhook({ drop_pending_updates: dropPending }));
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
  const info = await call(o, 'getWebhookInfo', () => bot.getWebhookInfo());
  out.write(`url: ${info.url || '(ninguna: long polling)'}\n`);
  out.write(`pending_update_count: ${info.pending_update_count}\n`);
  const when = info.last_error_date ? ` (${new Date(info.last_error_date * 1000).toISOString()})` : '';
  out.write(`last_error_message: ${info.last_error_message ? info.last_error_message + when : '(ninguno)'}\n`);
}
