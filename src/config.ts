/**
 * All settings of hotelbot, parsed once with zod from the environment (and
 * `.env`, see {@link loadEnvFile}). A bad setting stops start-up with one
 * line naming it (a {@link ConfigError}). `.env.example` lists every setting.
 */
import { fold } from './flows/understand/text.js';
import { DEFAULT_BUSINESS_HOURS, parseBusinessHours, type BusinessHours } from './bot/businessHours.js';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { CatalogueFileError, DEMO_CATALOGUE, parseCatalogue, type Catalogue } from './flows/understand/destinations.js';
import { DEMO_WEBHOOK_SECRET } from './store/service/apiKeys.js';
import { parseAllowList } from './api/domain/ssrf.js';

/** Thrown by {@link loadConfig} (and {@link requireHotelApiKey}); the message is one line naming the setting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    /** The environment variable at fault, e.g. `PORT`. */
    readonly setting: string,
    message: string,
  ) {
    super(message);
  }
}

/** Settings whose values are secrets: never echoed in error messages. */
const SECRET_SETTINGS = new Set([
  'HOTEL_API_KEY',
  'TELEGRAM_BOT_TOKEN',
  'BOT_WEBHOOK_SECRET',
  'CARRIER_SECRETS_KEY',
  'SLACK_BOT_TOKEN',
  'SLACK_SIGNING_SECRET',
  'SLACK_APP_TOKEN',
  'SLACK_SERVICE_API_KEY',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'METRICS_TOKEN',
  // Database URLs carry a password.
  'DATABASE_URL',
  'BOT_DATABASE_URL',
]);

/** An integer setting between `min` and `max` (inclusive). */
function int(min: number, max: number) {
  const expected = `expected an integer between ${min} and ${max}`;
  return z.string().transform((s, ctx) => {
    const n = /^[+-]?\d+$/.test(s) ? Number(s) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: expected });
      return z.NEVER;
    }
    return n;
  });
}

/** `s` parsed as a URL, or undefined when it is not one. */
function urlOrUndefined(s: string): URL | undefined {
  try {
    return new URL(s);
  } catch {
    return undefined;
  }
}

/** An http(s) URL setting; trailing slashes removed (`https://x.example/api/` → `https://x.example/api`). */
function httpUrl() {
  return z.string().transform((s, ctx) => {
    const u = urlOrUndefined(s);
    if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:') || !u.hostname) {
      ctx.addIssue({ code: 'custom', message: 'expected an http(s) URL such as https://hotel.example.com' });
      return z.NEVER;
    }
    return s.replace(/\/+$/, '');
  });
}

/**
 * A Standard Webhooks signing secret: `whsec_` + base64 (or bare base64) of
 * at least 16 bytes.
 */
function webhookSecret() {
  const expected = 'expected a Standard Webhooks secret like whsec_<base64 of at least 16 bytes>';
  return z.string().refine(
    (s) => {
      const b64 = s.startsWith('whsec_') ? s.slice('whsec_'.length) : s;
      return /^[A-Za-z0-9+/]+={0,2}$/.test(b64) && b64.length % 4 === 0 && Buffer.from(b64, 'base64').length >= 16;
    },
    { error: expected },
  );
}

/** A PostgreSQL connection URL (`postgres://user:password@host:5432/database`). */
function postgresUrl() {
  return z.string().refine(
    (s) => {
      const u = urlOrUndefined(s);
      return (u?.protocol === 'postgres:' || u?.protocol === 'postgresql:') && !!u.hostname;
    },
    { error: 'expected a PostgreSQL URL such as postgres://hotelbot:secret@db.example.com:5432/hotelbot' },
  );
}

/**
 * TELEGRAM_WEBHOOK_URL: an https URL (Telegram posts only to HTTPS, on ports
 * 443, 80, 88 or 8443) with a path other than the payment webhooks' own.
 */
function telegramWebhookUrl() {
  const expected = "expected the public HTTPS URL of the bot's Telegram webhook, such as https://bot.example.com/telegram/updates";
  return z.string().transform((s, ctx) => {
    const u = urlOrUndefined(s);
    if (u?.protocol !== 'https:' || !u.hostname) {
      ctx.addIssue({ code: 'custom', message: expected });
      return z.NEVER;
    }
    if (u.port && !['443', '80', '88', '8443'].includes(u.port)) {
      ctx.addIssue({ code: 'custom', message: `Telegram posts webhooks only to ports 443, 80, 88 or 8443 (got ${u.port})` });
      return z.NEVER;
    }
    if (u.pathname === '/webhooks/payments') {
      ctx.addIssue({ code: 'custom', message: "that path is the payment webhooks' own; use another, such as /telegram/updates" });
      return z.NEVER;
    }
    return u.toString();
  });
}

/**
 * Which proxies to trust for the client address (Fastify `trustProxy`):
 * `true`/`false`, or a comma-separated list of addresses
 * and CIDR ranges (`10.0.0.0/8,127.0.0.1`).
 */
function trustProxy() {
  const expected = 'expected true, false, or comma-separated addresses/CIDR ranges of the proxies like 10.0.0.0/8,127.0.0.1';
  return z.string().transform((s, ctx): boolean | string => {
    const v = s.trim();
    if (v === 'true') return true;
    if (v === 'false' || v === '') return false;
    const parts = v.split(',').map((p) => p.trim());
    if (parts.every((p) => /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/.test(p) && (p.includes('.') || p.includes(':')))) return parts.join(',');
    ctx.addIssue({ code: 'custom', message: expected });
    return z.NEVER;
  });
}

/** OUTBOUND_ALLOW_LIST: host names, IP addresses and CIDR ranges, comma-separated (see `parseAllowList`). */
function outboundAllowList() {
  return z.string().transform((s, ctx): string[] => {
    try {
      return parseAllowList(s);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: `${(err as Error).message}; expected comma-separated host names, IP addresses or CIDR ranges` });
      return z.NEVER;
    }
  });
}

/** Business hours `HH:MM-HH:MM` of the hotels' desks (HANDOFF_BUSINESS_HOURS). */
function businessHours() {
  return z.string().transform((s, ctx): BusinessHours => {
    try {
      return parseBusinessHours(s);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
      return z.NEVER;
    }
  });
}

/**
 * A setting that is a list of `<key>=<value>` separated by commas, into a
 * map: `entry` reads one entry's key and value, or throws an Error whose
 * message says what was expected (the setting's error then adds `example`).
 */
function keyedList<K, V>(entry: (key: string, value: string) => [K, V], expected: string, example: string) {
  return z.string().transform((s, ctx): Map<K, V> => {
    const out = new Map<K, V>();
    for (const part of s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const m = /^(.+?)\s*=\s*(.+)$/.exec(part);
      try {
        if (!m) throw new Error(`expected ${expected}, got ${JSON.stringify(part)}`);
        const [k, v] = entry(m[1]!, m[2]!);
        out.set(k, v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: `${(err as Error).message} (e.g. ${example})` });
        return z.NEVER;
      }
    }
    return out;
  });
}

/** A hotel id of a keyed list: digits. @throws Error otherwise. */
function hotelKey(key: string, expected: string): number {
  if (!/^\d+$/.test(key)) throw new Error(`expected ${expected}, got ${JSON.stringify(key)} as the hotel id`);
  return Number(key);
}

/** Front-desk channels per destination (SLACK_HANDOFF_CHANNELS): `<city>=<channel id>`, keyed by the folded city name (`fold`). */
const cityChannels = () =>
  keyedList(
    (city, channel) => {
      if (!/^[CG][A-Z0-9]{2,}$/.test(channel)) throw new Error(`expected <city>=<channel id>, got ${JSON.stringify(channel)} as the channel id`);
      return [fold(city), channel];
    },
    '<city>=<channel id>',
    'Cartagena=C0123ABCD,Santa Marta=C0456EFGH',
  );

/** Business hours of single hotels (HANDOFF_HOTEL_HOURS): `<hotel id>=HH:MM-HH:MM`. */
const hotelHours = () =>
  keyedList((id, hours) => [hotelKey(id, '<hotel id>=HH:MM-HH:MM'), parseBusinessHours(hours)], '<hotel id>=HH:MM-HH:MM', '1=08:00-20:00,4=00:00-24:00');

/** The group size of single hotels (HANDOFF_HOTEL_GROUP_ROOMS): `<hotel id>=<rooms>`, rooms 2–5. */
const hotelGroupRooms = () =>
  keyedList(
    (id, rooms) => {
      if (!/^[2-5]$/.test(rooms)) throw new Error(`expected <hotel id>=<rooms 2-5>, got ${JSON.stringify(rooms)} as the rooms`);
      return [hotelKey(id, '<hotel id>=<rooms 2-5>'), Number(rooms)];
    },
    '<hotel id>=<rooms 2-5>',
    '1=3,4=5',
  );

/**
 * The destinations file (DESTINATIONS_FILE): a path, read and validated at
 * once, so a bad file stops start-up with one line naming the entry.
 */
/**
 * Read and parse the destinations file at `path` (UTF-8 JSON, see `parseCatalogue`).
 *
 * @throws CatalogueFileError when it cannot be read, is not JSON or breaks the schema (one line naming the file and the entry).
 */
export function loadCatalogueFile(path: string): Catalogue {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new CatalogueFileError(`Could not read the destinations file ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  return parseCatalogue(text, path);
}

function destinationsFile() {
  return z.string().transform((path, ctx): { path: string; catalogue: Catalogue } => {
    try {
      return { path, catalogue: loadCatalogueFile(path) };
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
      return z.NEVER;
    }
  });
}

/** Week days as FUNNEL_WEEKLY_POST accepts them (English or Spanish, three letters), ISO numbers. */
const WEEKDAYS: Record<string, number> = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7, lun: 1, mar: 2, mie: 3, jue: 4, vie: 5, sab: 6, dom: 7 };

/**
 * FUNNEL_WEEKLY_POST: when the weekly funnel goes to the hotels' feed
 * channels, `<day> HH:MM` in Bogotá (`mon 08:00`, `lun 08:00`), or `off`
 * (null). Days: mon…sun or lun…dom.
 */
function weeklyPost() {
  const expected = 'expected a week day and a Bogotá time like mon 08:00 (days mon…sun or lun…dom), or off';
  return z.string().transform((s, ctx): { weekday: number; hour: number; minute: number } | null => {
    const v = fold(s).trim().toLowerCase();
    if (v === 'off') return null;
    const m = /^([a-z]{3})\s+(\d{1,2}):(\d{2})$/.exec(v);
    const weekday = m ? WEEKDAYS[m[1]!] : undefined;
    const hour = Number(m?.[2]);
    const minute = Number(m?.[3]);
    if (!m || weekday === undefined || hour > 23 || minute > 59) {
      ctx.addIssue({ code: 'custom', message: expected });
      return z.NEVER;
    }
    return { weekday, hour, minute };
  });
}

/** One of fixed words. */
function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `expected one of ${values.join(', ')}` });
}

/** A Slack token with a fixed prefix (`xoxb-` bot tokens, `xapp-` app-level tokens). */
function slackToken(prefix: string, what: string) {
  return z.string().regex(new RegExp(`^${prefix}[A-Za-z0-9-]+$`), { error: `expected a Slack ${what} like ${prefix}…` });
}

/**
 * The Slack Web API base URL: an http(s) URL, returned with exactly one
 * trailing slash (`http://127.0.0.1:9000/api` → `http://127.0.0.1:9000/api/`),
 * as `@slack/web-api`'s `slackApiUrl` expects.
 */
function slackApiUrl() {
  return httpUrl().transform((s) => `${s}/`);
}

/** How the Slack app receives Slack's requests: Bolt's HTTP receiver (signed requests) or Socket Mode (app-level token). */
export type SlackMode = 'http' | 'socket';

/** Pino log levels accepted by LOG_LEVEL. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The environment variables, as zod parses them (after empty strings are dropped). */
const EnvSchema = z.object({
  NODE_ENV: oneOf(['development', 'production', 'test'] as const).default('development'),
  PORT: int(0, 65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_BASE_URL: httpUrl().optional(),
  DATABASE_PATH: z.string().default('data/service.db'),
  BOT_DATABASE_PATH: z.string().default('data/bot.db'),
  DATABASE_URL: postgresUrl().optional(),
  BOT_DATABASE_URL: postgresUrl().optional(),
  HOTEL_API_BASE_URL: httpUrl().optional(),
  HOTEL_API_KEY: z.string().optional(),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]+$/, { error: 'expected a Telegram bot token like 123456789:AAE… from @BotFather' })
    .optional(),
  TELEGRAM_API_ROOT: httpUrl().default('https://api.telegram.org'),
  TELEGRAM_WEBHOOK_URL: telegramWebhookUrl().optional(),
  PAYMENT_POLL_INTERVAL_MS: int(1000, 3_600_000).default(15_000),
  PAYMENT_REMINDER_MINUTES: int(0, 10_080).default(30),
  FUNNEL_RETENTION_DAYS: int(1, 3650).default(180),
  FUNNEL_WEEKLY_POST: weeklyPost().default({ weekday: 1, hour: 8, minute: 0 }),
  BOT_WEBHOOK_PORT: int(0, 65535).default(3001),
  BOT_WEBHOOK_HOST: z.string().default('127.0.0.1'),
  BOT_WEBHOOK_SECRET: webhookSecret().optional(),
  SANDBOX_SETTLE_DELAY_MS: int(0, 86_400_000).default(10_000),
  PAYMENT_CARRIER: oneOf(['sandbox', 'wompi', 'mercadopago'] as const).default('sandbox'),
  CARRIER_RECONCILE_INTERVAL_MS: int(1000, 86_400_000).default(60_000),
  CARRIER_SECRETS_KEY: z
    .string()
    .regex(/^\S{32,}$/, { error: 'expected at least 32 characters without spaces (e.g. `openssl rand -base64 32`)' })
    .optional(),
  API_RATE_LIMIT_PER_SECOND: int(0, 1_000_000).default(50),
  TRUST_PROXY: trustProxy().default(false),
  HTTP_HEADERS_TIMEOUT_MS: int(1000, 600_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: int(1000, 3_600_000).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: int(1000, 600_000).default(5_000),
  OUTBOUND_ALLOW_LIST: outboundAllowList().default([]),
  LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
  METRICS_TOKEN: z.string().min(16, { error: 'expected a token of at least 16 characters, e.g. from openssl rand -hex 24' }).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl().optional(),
  OTEL_SERVICE_NAME: z
    .string()
    .regex(/^[\w.-]{1,100}$/, { error: 'expected a name of letters, digits, dots, dashes and underscores, e.g. hotelbot-service' })
    .optional(),
  BOT_LANGUAGE: oneOf(['es', 'en'] as const).default('es'),
  SLACK_BOT_TOKEN: slackToken('xoxb-', 'bot token').optional(),
  SLACK_SIGNING_SECRET: z
    .string()
    .regex(/^\S{8,}$/, { error: 'expected the Signing Secret of the Slack app (Basic Information page)' })
    .optional(),
  SLACK_APP_TOKEN: slackToken('xapp-', 'app-level token').optional(),
  SLACK_MODE: oneOf(['http', 'socket'] as const).optional(),
  SLACK_PORT: int(0, 65535).default(3100),
  SLACK_HOST: z.string().default('127.0.0.1'),
  SLACK_API_URL: slackApiUrl().optional(),
  SLACK_SERVICE_API_KEY: z.string().optional(),
  SLACK_LINKS_FILE: z.string().optional(),
  SLACK_FEED_INTERVAL_MS: int(1000, 3_600_000).default(60_000),
  SLACK_HANDOFF_CHANNELS: cityChannels().optional(),
  HANDOFF_BUSINESS_HOURS: businessHours().default(DEFAULT_BUSINESS_HOURS),
  HANDOFF_HOTEL_HOURS: hotelHours().optional(),
  HANDOFF_FIRST_RESPONSE_MINUTES: int(1, 1440).default(5),
  HANDOFF_IDLE_CLOSE_HOURS: int(1, 720).default(24),
  HANDOFF_GROUP_ROOMS: int(2, 5).optional(),
  HANDOFF_HOTEL_GROUP_ROOMS: hotelGroupRooms().optional(),
  SLACK_HANDOFF_CHANNEL: z
    .string()
    .regex(/^[CG][A-Z0-9]{2,}$/, { error: 'expected a Slack channel id (C… or G…, from the channel details), not its name' })
    .optional(),
  DESTINATIONS_FILE: destinationsFile().optional(),
  WHATSAPP_ACCESS_TOKEN: z
    .string()
    .regex(/^\S{16,}$/, { error: 'expected the access token of the WhatsApp Business app (System User token)' })
    .optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, { error: 'expected the phone number ID (digits, from WhatsApp → API Setup), not the phone number' })
    .optional(),
  WHATSAPP_APP_SECRET: z
    .string()
    .regex(/^\S{8,}$/, { error: "expected the Meta app's App Secret (App settings → Basic)" })
    .optional(),
  WHATSAPP_VERIFY_TOKEN: z
    .string()
    .regex(/^\S{8,}$/, { error: 'expected a token of at least 8 characters without spaces, the same as in the webhook settings' })
    .optional(),
  WHATSAPP_API_URL: httpUrl().default('https://graph.facebook.com/v23.0'),
});

/**
 * Settings that only make sense together, checked when the Slack app would
 * run (SLACK_BOT_TOKEN set): HTTP mode needs SLACK_SIGNING_SECRET, Socket Mode
 * needs SLACK_APP_TOKEN, production needs SLACK_SERVICE_API_KEY.
 */
const CheckedEnvSchema = EnvSchema.superRefine((e, ctx) => {
  if (e.TELEGRAM_WEBHOOK_URL !== undefined && e.BOT_WEBHOOK_PORT === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['TELEGRAM_WEBHOOK_URL'],
      message: "needs the bot's HTTP receiver, which serves it: set BOT_WEBHOOK_PORT to a port (not 0)",
    });
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS)
    ctx.addIssue({ code: 'custom', path: ['HTTP_HEADERS_TIMEOUT_MS'], message: `must not exceed HTTP_REQUEST_TIMEOUT_MS (${e.HTTP_REQUEST_TIMEOUT_MS})` });
  if (e.WHATSAPP_ACCESS_TOKEN !== undefined || e.WHATSAPP_PHONE_NUMBER_ID !== undefined) {
    for (const name of ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const)
      if (e[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'required to run WhatsApp (with the other WHATSAPP_ settings)' });
    if (e.BOT_WEBHOOK_PORT === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['WHATSAPP_ACCESS_TOKEN'],
        message: "needs the bot's HTTP receiver, which serves /whatsapp/webhook: set BOT_WEBHOOK_PORT to a port (not 0)",
      });
  }
  if (e.SLACK_BOT_TOKEN === undefined) return;
  const mode = e.SLACK_MODE ?? (e.SLACK_APP_TOKEN ? 'socket' : 'http');
  if (mode === 'http' && e.SLACK_SIGNING_SECRET === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['SLACK_SIGNING_SECRET'],
      message: 'required by the Slack app in HTTP mode (SLACK_MODE=http; set SLACK_APP_TOKEN for Socket Mode instead)',
    });
  if (mode === 'socket' && e.SLACK_APP_TOKEN === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['SLACK_APP_TOKEN'],
      message: 'required by the Slack app in Socket Mode (SLACK_MODE=socket): an app-level token xapp-… with connections:write',
    });
  if (e.NODE_ENV === 'production' && e.SLACK_SERVICE_API_KEY === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['SLACK_SERVICE_API_KEY'],
      message: 'required in production (NODE_ENV=production) to run the Slack app: an operator or channel-manager API key',
    });
});

/**
 * The settings schema: parses an environment object (`process.env`-like;
 * keys are the environment variable names, values strings; empty or blank
 * strings count as unset) into a {@link Config}.
 *
 * Environment variable → field (default):
 * - `NODE_ENV` → `nodeEnv`: `'development' | 'production' | 'test'` (`development`)
 * - `PORT` → `port`: integer 0–65535, port of the service (`3000`; 0 = any free port)
 * - `HOST` → `host`: interface the service listens on (`127.0.0.1`)
 * - `PUBLIC_BASE_URL` → `publicBaseUrl`: http(s) URL of payment links, no trailing slash (`http://localhost:${port}`)
 * - `DATABASE_PATH` → `databasePath`: SQLite file of the service (`data/service.db`)
 * - `BOT_DATABASE_PATH` → `botDatabasePath`: SQLite file of the bot (`data/bot.db`)
 * - `DATABASE_URL` → `databasePath`: a `postgres://` URL puts the service on PostgreSQL instead of the SQLite file
 *   (several service instances may share it); wins over `DATABASE_PATH`
 * - `BOT_DATABASE_URL` → `botDatabasePath`: a `postgres://` URL puts the bot's store on PostgreSQL (several bot
 *   instances may share it); wins over `BOT_DATABASE_PATH`
 * - `HOTEL_API_BASE_URL` → `hotelApiBaseUrl`: http(s) URL of the service the bot talks to; undefined = the embedded service
 * - `HOTEL_API_KEY` → `hotelApiKey`: API key of the bot (`demo-agency-1`; in production no default: undefined, see {@link requireHotelApiKey})
 * - `TELEGRAM_BOT_TOKEN` → `telegramBotToken`: undefined = terminal chat instead of Telegram
 * - `TELEGRAM_API_ROOT` → `telegramApiRoot`: Bot API root URL (`https://api.telegram.org`)
 * - `TELEGRAM_WEBHOOK_URL` → `telegramWebhookUrl`: public HTTPS URL Telegram posts the bot's updates to (webhook mode), served
 *   by the bot's receiver (BOT_WEBHOOK_HOST:BOT_WEBHOOK_PORT) at the URL's path; undefined = long polling
 * - `WHATSAPP_ACCESS_TOKEN`, `WHATSAPP_PHONE_NUMBER_ID`, `WHATSAPP_APP_SECRET`, `WHATSAPP_VERIFY_TOKEN`, `WHATSAPP_API_URL`
 *   → `whatsapp` (`{token, phoneNumberId, appSecret, verifyToken, apiUrl}`): the WhatsApp Business Cloud API; with the
 *   token and the phone number id set the bot serves WhatsApp at `/whatsapp/webhook` on BOT_WEBHOOK_PORT (the other
 *   three then required); `WHATSAPP_API_URL` is the Graph API base with its version (`https://graph.facebook.com/v23.0`);
 *   undefined = no WhatsApp
 * - `PAYMENT_POLL_INTERVAL_MS` → `paymentPollIntervalMs`: ms between payment polls, 1000–3600000 (`15000`)
 * - `PAYMENT_REMINDER_MINUTES` → `paymentReminderMinutes`: minutes before a booking's payment deadline the guest is
 *   reminded once, with the Pay button, 0–10080 (`30`; 0 = no reminders; none for a hold no longer than that)
 * - `FUNNEL_RETENTION_DAYS` → `funnelRetentionDays`: days guests' data is kept in the bot database (funnel events,
 *   conversation states with their hand-off transcript, settled notices, message rows), 1–3650 (`180`); pruned daily
 * - `FUNNEL_WEEKLY_POST` → `funnelWeeklyPost`: when the Slack app posts each hotel's weekly funnel to its feed channels,
 *   `<day> HH:MM` in Bogotá (`mon 08:00`) → `{weekday, hour, minute}`, or `off` → null
 * - `BOT_WEBHOOK_PORT` → `botWebhookPort`: port of the bot's webhook receiver, 0–65535 (`3001`)
 * - `BOT_WEBHOOK_HOST` → `botWebhookHost`: interface the bot's webhook receiver listens on (`127.0.0.1`)
 * - `BOT_WEBHOOK_SECRET` → `botWebhookSecret`: Standard Webhooks secret (`whsec_<base64>`) the service signs the bot's webhooks with
 *   (`DEMO_WEBHOOK_SECRET` of the demo keys; in production no default: undefined, see {@link requireBotWebhookSecret})
 * - `SANDBOX_SETTLE_DELAY_MS` → `sandboxSettleDelayMs`: ms before the sandbox card 4000 0000 0000 0077 settles, 0–86400000 (`10000`)
 * - `PAYMENT_CARRIER` → `paymentCarrier`: the deployment's default carrier, `sandbox` (moves no money), `wompi` or
 *   `mercadopago` (`sandbox`); a real carrier reads its own settings (`WOMPI_*`, `MERCADOPAGO_*`) when the service starts
 * - `CARRIER_RECONCILE_INTERVAL_MS` → `carrierReconcileIntervalMs`: ms between asks to a real carrier about attempts
 *   without a final event, 1000–86400000 (`60000`); also once at start-up
 * - `CARRIER_SECRETS_KEY` → `carrierSecretsKey`: key that encrypts hotels' own carrier secrets at rest (at least 32
 *   characters); without it `hotelbot carriers set` refuses to store secrets in production
 * - `API_RATE_LIMIT_PER_SECOND` → `rateLimitPerSecond`: requests per second of each API key on average, bursts of twice it,
 *   0–1000000 (`50`; a key's own `rate_limit_per_second` overrides it; 0 = rate limiting off, e.g. for benchmarks)
 * - `TRUST_PROXY` → `trustProxy`: behind a reverse proxy, which proxies to trust for the client address (`X-Forwarded-For`),
 *   used by the per-IP limit of failed authentications: `true` (any) or the proxies' addresses/CIDR ranges (`false`)
 * - `HTTP_HEADERS_TIMEOUT_MS` → `httpHeadersTimeoutMs`: ms a connection has to send a request's line and headers before the
 *   service answers 408 and closes it, 1000–600000 (`10000`; at most HTTP_REQUEST_TIMEOUT_MS)
 * - `HTTP_REQUEST_TIMEOUT_MS` → `httpRequestTimeoutMs`: ms a whole request (headers and body) has to arrive, else 408 and
 *   close, 1000–3600000 (`30000`)
 * - `HTTP_KEEP_ALIVE_TIMEOUT_MS` → `httpKeepAliveTimeoutMs`: ms an idle keep-alive connection stays open, 1000–600000 (`5000`)
 * - `OUTBOUND_ALLOW_LIST` → `outboundAllowList`: comma-separated host names, IP addresses and CIDR ranges that webhooks and
 *   redirects may reach although they are private, loopback or link-local (`hooks.partner.internal,10.20.0.0/16`); others are
 *   refused as a protection against requests to the service's own network (`[]`)
 * - `LOG_LEVEL` → `logLevel`: pino level (`info`)
 * - `METRICS_TOKEN` → `metricsToken`: bearer token (16+ characters) that `GET /metrics` of the service and of the bot's
 *   receiver require (`Authorization: Bearer <token>`, else 401); undefined = the metrics are public, except in production,
 *   where they are refused (403)
 * - `OTEL_EXPORTER_OTLP_ENDPOINT` → `otelEndpoint`: OTLP/HTTP base URL of an OpenTelemetry collector
 *   (`http://collector:4318`; spans go to `<url>/v1/traces`); undefined = traces off, no SDK loaded
 *   (`docs/decisions/0026-traces.md`)
 * - `OTEL_SERVICE_NAME` → `otelServiceName`: `service.name` of the spans; undefined = `hotelbot-service` for `service` and
 *   `start`, `hotelbot-bot` for `bot` and `chat`
 * - `BOT_LANGUAGE` → `botLanguage`: `'es' | 'en'`, language of the terminal chat (`es`)
 * - `DESTINATIONS_FILE` → `destinationsFile` (the path; undefined = none) and `destinations`: the {@link Catalogue} of cities
 *   and hotels the bot sells, read from that JSON file at start-up (see `data/destinations.example.json` and
 *   `parseCatalogue` in `src/flows/understand/destinations.ts`); unset = `DEMO_CATALOGUE`, the demo's four cities
 *
 * The Slack app of hotel staff (it runs only when `SLACK_BOT_TOKEN` is set):
 * - `SLACK_BOT_TOKEN` → `slackBotToken`: bot token `xoxb-…`; undefined = no Slack app
 * - `SLACK_SIGNING_SECRET` → `slackSigningSecret`: Signing Secret verifying Slack's requests (required in HTTP mode)
 * - `SLACK_APP_TOKEN` → `slackAppToken`: app-level token `xapp-…` (required in Socket Mode)
 * - `SLACK_MODE` → `slackMode`: `'http' | 'socket'` (`socket` when SLACK_APP_TOKEN is set, else `http`)
 * - `SLACK_PORT` → `slackPort`: port of Bolt's HTTP receiver, 0–65535 (`3100`; HTTP mode only)
 * - `SLACK_HOST` → `slackHost`: interface Bolt's HTTP receiver listens on (`127.0.0.1`)
 * - `SLACK_API_URL` → `slackApiUrl`: Slack Web API base URL with one trailing slash; undefined = Slack's (`https://slack.com/api/`)
 * - `SLACK_SERVICE_API_KEY` → `slackServiceApiKey`: operator or channel-manager key the Slack app calls the service with
 *   (`demo-operator`; in production no default: undefined, and required when SLACK_BOT_TOKEN is set)
 * - `SLACK_LINKS_FILE` → `slackLinksFile`: JSON file of workspace, channel and user links (see `src/bot/slack/settingsFile.ts`), applied at start; undefined = none
 * - `SLACK_FEED_INTERVAL_MS` → `slackFeedIntervalMs`: ms between polls of the live feed (endpoint 6), 1000–3600000 (`60000`)
 * - `SLACK_HANDOFF_CHANNEL` → `slackHandoffChannel`: Slack channel id (C…/G…) where guests handed to a person are posted
 *   when their hotel has no channel of its own (its live-feed channel); set = the bot hands conversations to staff (read
 *   by the bot and by the Slack app, which may run in other processes); undefined = no hand-off
 * - `SLACK_HANDOFF_CHANNELS` → `slackHandoffChannels`: front-desk channels per destination, `<city>=<channel id>,…`, for
 *   guests who chose a destination but no hotel with a channel of its own (none)
 * - `HANDOFF_BUSINESS_HOURS` → `handoffBusinessHours`: the desks' hours, `HH:MM-HH:MM` in Bogotá (`07:00-22:00`;
 *   `00:00-24:00` = always); outside them a guest handed over is told when the desk opens
 * - `HANDOFF_HOTEL_HOURS` → `handoffHotelHours`: hours of single hotels, `<hotel id>=HH:MM-HH:MM,…` (none)
 * - `HANDOFF_FIRST_RESPONSE_MINUTES` → `handoffFirstResponseMinutes`: minutes of business hours a hand-off may wait to be
 *   taken before the guest is told the wait and the thread is escalated, 1–1440 (`5`)
 * - `HANDOFF_GROUP_ROOMS` → `handoffGroupRooms`: rooms from which a stay is a group the hotel may quote itself, 2–5: a
 *   person is offered beside the booking (none: only groups beyond the bot's limits of 5 rooms and 30 people are)
 * - `HANDOFF_HOTEL_GROUP_ROOMS` → `handoffHotelGroupRooms`: the group size of single hotels, `<hotel id>=<rooms>,…`
 *   (2–5 each), used once the guest chose or named that hotel (none)
 * - `HANDOFF_IDLE_CLOSE_HOURS` → `handoffIdleCloseHours`: hours without messages after which a hand-off is closed and the
 *   guest goes back to the bot, 1–720 (`24`)
 *
 * With SLACK_BOT_TOKEN set, a missing SLACK_SIGNING_SECRET in HTTP mode, a
 * missing SLACK_APP_TOKEN in Socket Mode and (in production) a missing
 * SLACK_SERVICE_API_KEY are errors naming that setting.
 */
export const ConfigSchema = z.preprocess(
  (env) => {
    if (typeof env !== 'object' || env === null) return env;
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(env as Record<string, unknown>)) {
      if (typeof v !== 'string') continue;
      const t = v.trim();
      if (t !== '') out[k] = t;
    }
    return out;
  },
  CheckedEnvSchema.transform((e) => ({
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    databasePath: e.DATABASE_URL ?? e.DATABASE_PATH,
    botDatabasePath: e.BOT_DATABASE_URL ?? e.BOT_DATABASE_PATH,
    hotelApiBaseUrl: e.HOTEL_API_BASE_URL,
    hotelApiKey: e.HOTEL_API_KEY ?? (e.NODE_ENV === 'production' ? undefined : 'demo-agency-1'),
    telegramBotToken: e.TELEGRAM_BOT_TOKEN,
    telegramApiRoot: e.TELEGRAM_API_ROOT,
    telegramWebhookUrl: e.TELEGRAM_WEBHOOK_URL,
    whatsapp:
      e.WHATSAPP_ACCESS_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_APP_SECRET && e.WHATSAPP_VERIFY_TOKEN
        ? {
            token: e.WHATSAPP_ACCESS_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: e.WHATSAPP_APP_SECRET,
            verifyToken: e.WHATSAPP_VERIFY_TOKEN,
            apiUrl: e.WHATSAPP_API_URL,
          }
        : undefined,
    paymentPollIntervalMs: e.PAYMENT_POLL_INTERVAL_MS,
    paymentReminderMinutes: e.PAYMENT_REMINDER_MINUTES,
    funnelRetentionDays: e.FUNNEL_RETENTION_DAYS,
    funnelWeeklyPost: e.FUNNEL_WEEKLY_POST,
    botWebhookPort: e.BOT_WEBHOOK_PORT,
    botWebhookHost: e.BOT_WEBHOOK_HOST,
    botWebhookSecret: e.BOT_WEBHOOK_SECRET ?? (e.NODE_ENV === 'production' ? undefined : DEMO_WEBHOOK_SECRET),
    sandboxSettleDelayMs: e.SANDBOX_SETTLE_DELAY_MS,
    paymentCarrier: e.PAYMENT_CARRIER,
    carrierReconcileIntervalMs: e.CARRIER_RECONCILE_INTERVAL_MS,
    carrierSecretsKey: e.CARRIER_SECRETS_KEY,
    rateLimitPerSecond: e.API_RATE_LIMIT_PER_SECOND,
    trustProxy: e.TRUST_PROXY,
    httpHeadersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
    httpRequestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    httpKeepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    outboundAllowList: e.OUTBOUND_ALLOW_LIST,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    otelEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    otelServiceName: e.OTEL_SERVICE_NAME,
    botLanguage: e.BOT_LANGUAGE,
    slackBotToken: e.SLACK_BOT_TOKEN,
    slackSigningSecret: e.SLACK_SIGNING_SECRET,
    slackAppToken: e.SLACK_APP_TOKEN,
    slackMode: (e.SLACK_MODE ?? (e.SLACK_APP_TOKEN ? 'socket' : 'http')) as SlackMode,
    slackPort: e.SLACK_PORT,
    slackHost: e.SLACK_HOST,
    slackApiUrl: e.SLACK_API_URL,
    slackServiceApiKey: e.SLACK_SERVICE_API_KEY ?? (e.NODE_ENV === 'production' ? undefined : 'demo-operator'),
    slackLinksFile: e.SLACK_LINKS_FILE,
    slackFeedIntervalMs: e.SLACK_FEED_INTERVAL_MS,
    slackHandoffChannel: e.SLACK_HANDOFF_CHANNEL,
    slackHandoffChannels: e.SLACK_HANDOFF_CHANNELS ?? new Map<string, string>(),
    handoffBusinessHours: e.HANDOFF_BUSINESS_HOURS,
    handoffHotelHours: e.HANDOFF_HOTEL_HOURS ?? new Map<number, BusinessHours>(),
    handoffFirstResponseMinutes: e.HANDOFF_FIRST_RESPONSE_MINUTES,
    handoffIdleCloseHours: e.HANDOFF_IDLE_CLOSE_HOURS,
    handoffGroupRooms: e.HANDOFF_GROUP_ROOMS,
    handoffHotelGroupRooms: e.HANDOFF_HOTEL_GROUP_ROOMS ?? new Map<number, number>(),
    destinationsFile: e.DESTINATIONS_FILE?.path,
    destinations: e.DESTINATIONS_FILE?.catalogue ?? DEMO_CATALOGUE,
  })),
);

/**
 * The parsed settings (see {@link ConfigSchema} for the environment variable
 * of each field, its units and default). Durations are milliseconds.
 */
export type Config = z.output<typeof ConfigSchema>;

/**
 * Parse the settings from an environment object, once, at start-up.
 *
 * @example
 * loadConfig({ PORT: '8080' }).port // 8080
 * loadConfig({ PORT: 'abc' }) // throws ConfigError: Invalid setting PORT: expected an integer between 0 and 65535 (got "abc")
 * @throws ConfigError naming the first bad setting in one line (secret values are not echoed).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const r = ConfigSchema.safeParse(env);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const setting = issue && typeof issue.path[0] === 'string' ? issue.path[0] : 'environment';
  const raw = env[setting];
  const missing = raw === undefined || raw.trim() === '';
  const got = missing ? '' : SECRET_SETTINGS.has(setting) ? ` (got a value of ${raw.trim().length} characters)` : ` (got ${JSON.stringify(raw)})`;
  // Only cross-setting checks (e.g. SLACK_SIGNING_SECRET in HTTP mode) can fail on an unset setting.
  throw new ConfigError(setting, `${missing ? 'Missing' : 'Invalid'} setting ${setting}: ${oneLine(issue?.message ?? 'invalid value')}${got}`);
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/**
 * The API key the bot uses against the service (`config.hotelApiKey`).
 *
 * @throws ConfigError when it is unset, which only happens in production
 *   (`NODE_ENV=production`, where HOTEL_API_KEY has no demo default).
 */
export function requireHotelApiKey(config: Config): string {
  if (config.hotelApiKey === undefined)
    throw new ConfigError('HOTEL_API_KEY', 'Missing setting HOTEL_API_KEY: required in production (NODE_ENV=production) to run the bot');
  return config.hotelApiKey;
}

/**
 * The secret the bot's webhook receiver verifies deliveries with
 * (`config.botWebhookSecret`).
 *
 * @throws ConfigError when it is unset, which only happens in production
 *   (`NODE_ENV=production`, where BOT_WEBHOOK_SECRET has no demo default).
 */
export function requireBotWebhookSecret(config: Config): string {
  if (config.botWebhookSecret === undefined)
    throw new ConfigError(
      'BOT_WEBHOOK_SECRET',
      'Missing setting BOT_WEBHOOK_SECRET: required in production (NODE_ENV=production) to run the bot webhook receiver',
    );
  return config.botWebhookSecret;
}

/** The settings of the Slack app when it is to run (SLACK_BOT_TOKEN set), all checked by {@link loadConfig}. */
export interface SlackSettings {
  botToken: string;
  mode: SlackMode;
  /** Present in HTTP mode (checked), maybe in Socket Mode. */
  signingSecret: string | undefined;
  /** Present in Socket Mode (checked), maybe in HTTP mode. */
  appToken: string | undefined;
  port: number;
  host: string;
  /** Slack Web API base URL with a trailing slash; undefined = Slack's. */
  apiUrl: string | undefined;
  serviceApiKey: string;
  linksFile: string | undefined;
  feedIntervalMs: number;
  /** Channel of hand-offs whose hotel has no channel; undefined = no hand-off. */
  handoffChannel: string | undefined;
  /** Front-desk channel of a destination, by its folded name (`fold`: lower case, no accents). */
  handoffCityChannels: ReadonlyMap<string, string>;
  /** The desk's business hours of a hotel (null: none chosen yet). */
  handoffHours: (hotelId: number | null) => BusinessHours;
  /** First-response target of a hand-off, ms. */
  handoffFirstResponseMs: number;
  /** Silence after which a hand-off is closed, ms. */
  handoffIdleCloseMs: number;
}

/**
 * The Slack app's settings, or undefined when SLACK_BOT_TOKEN is unset (the
 * Slack app does not run; the demo works without it).
 *
 * @throws ConfigError when SLACK_SERVICE_API_KEY is unset (only possible in
 *   production, where {@link loadConfig} already refuses it with a bot token).
 */
export function slackSettings(config: Config): SlackSettings | undefined {
  if (config.slackBotToken === undefined) return undefined;
  if (config.slackServiceApiKey === undefined)
    throw new ConfigError('SLACK_SERVICE_API_KEY', 'Missing setting SLACK_SERVICE_API_KEY: required in production (NODE_ENV=production) to run the Slack app');
  return {
    botToken: config.slackBotToken,
    mode: config.slackMode,
    signingSecret: config.slackSigningSecret,
    appToken: config.slackAppToken,
    port: config.slackPort,
    host: config.slackHost,
    apiUrl: config.slackApiUrl,
    serviceApiKey: config.slackServiceApiKey,
    linksFile: config.slackLinksFile,
    feedIntervalMs: config.slackFeedIntervalMs,
    handoffChannel: config.slackHandoffChannel,
    handoffCityChannels: config.slackHandoffChannels,
    handoffHours: (hotelId) => (hotelId !== null ? config.handoffHotelHours.get(hotelId) : undefined) ?? config.handoffBusinessHours,
    handoffFirstResponseMs: config.handoffFirstResponseMinutes * 60_000,
    handoffIdleCloseMs: config.handoffIdleCloseHours * 3600_000,
  };
}

/**
 * Load `path` (default `.env` in the working directory) into `process.env`
 * when the file exists, with `process.loadEnvFile` (Node ≥ 20.11). Variables
 * already set in the environment keep their values. A missing file is not an
 * error.
 *
 * @throws Error from Node when the file exists but cannot be read.
 */
export function loadEnvFile(path = '.env'): void {
  if (!existsSync(path)) return;
  const before = new Map(Object.entries(process.env));
  process.loadEnvFile(path);
  // Guarantee the real environment wins whatever the Node version does.
  for (const [k, v] of before) if (v !== undefined && process.env[k] !== v) process.env[k] = v;
}
