/**
 * All settings of hotelbot, parsed once with zod from the environment (and
 * `.env`, see {@link loadEnvFile}). A bad setting stops start-up with one
 * line naming it (a {@link ConfigError}). `.env.example` lists every setting.
 */
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { DEMO_WEBHOOK_SECRET } from './store/service/apiKeys.js';

/** Thrown by {@link loadConfig} (and {@link requireHotelApiKey}); the message is one line naming the setting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  /** The environment variable at fault, e.g. `PORT`. */
  readonly setting: string;
  constructor(setting: string, message: string) {
    super(message);
    this.setting = setting;
  }
}

/** Settings whose values are secrets: never echoed in error messages. */
const SECRET_SETTINGS = new Set(['HOTEL_API_KEY', 'TELEGRAM_BOT_TOKEN', 'BOT_WEBHOOK_SECRET']);

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

/** An http(s) URL setting; trailing slashes removed (`https://x.example/api/` → `https://x.example/api`). */
function httpUrl() {
  return z.string().transform((s, ctx) => {
    let u: URL | undefined;
    try {
      u = new URL(s);
    } catch {
      u = undefined;
    }
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
  return z.string().refine((s) => {
    const b64 = s.startsWith('whsec_') ? s.slice('whsec_'.length) : s;
    return /^[A-Za-z0-9+/]+={0,2}$/.test(b64) && b64.length % 4 === 0 && Buffer.from(b64, 'base64').length >= 16;
  }, { error: expected });
}

/** One of fixed words. */
function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `expected one of ${values.join(', ')}` });
}

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
  HOTEL_API_BASE_URL: httpUrl().optional(),
  HOTEL_API_KEY: z.string().optional(),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]+$/, { error: 'expected a Telegram bot token like 123456789:AAE… from @BotFather' })
    .optional(),
  TELEGRAM_API_ROOT: httpUrl().default('https://api.telegram.org'),
  PAYMENT_POLL_INTERVAL_MS: int(1000, 3_600_000).default(15_000),
  BOT_WEBHOOK_PORT: int(0, 65535).default(3001),
  BOT_WEBHOOK_HOST: z.string().default('127.0.0.1'),
  BOT_WEBHOOK_SECRET: webhookSecret().optional(),
  SANDBOX_SETTLE_DELAY_MS: int(0, 86_400_000).default(10_000),
  API_RATE_LIMIT_PER_SECOND: int(0, 1_000_000).default(50),
  LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
  BOT_LANGUAGE: oneOf(['es', 'en'] as const).default('es'),
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
 * - `HOTEL_API_BASE_URL` → `hotelApiBaseUrl`: http(s) URL of the service the bot talks to; undefined = the embedded service
 * - `HOTEL_API_KEY` → `hotelApiKey`: API key of the bot (`demo-agency-1`; in production no default: undefined, see {@link requireHotelApiKey})
 * - `TELEGRAM_BOT_TOKEN` → `telegramBotToken`: undefined = terminal chat instead of Telegram
 * - `TELEGRAM_API_ROOT` → `telegramApiRoot`: Bot API root URL (`https://api.telegram.org`)
 * - `PAYMENT_POLL_INTERVAL_MS` → `paymentPollIntervalMs`: ms between payment polls, 1000–3600000 (`15000`)
 * - `BOT_WEBHOOK_PORT` → `botWebhookPort`: port of the bot's webhook receiver, 0–65535 (`3001`)
 * - `BOT_WEBHOOK_HOST` → `botWebhookHost`: interface the bot's webhook receiver listens on (`127.0.0.1`)
 * - `BOT_WEBHOOK_SECRET` → `botWebhookSecret`: Standard Webhooks secret (`whsec_<base64>`) the service signs the bot's webhooks with
 *   (`DEMO_WEBHOOK_SECRET` of the demo keys; in production no default: undefined, see {@link requireBotWebhookSecret})
 * - `SANDBOX_SETTLE_DELAY_MS` → `sandboxSettleDelayMs`: ms before the sandbox card 4000 0000 0000 0077 settles, 0–86400000 (`10000`)
 * - `API_RATE_LIMIT_PER_SECOND` → `rateLimitPerSecond`: requests per second of each API key on average, bursts of twice it,
 *   0–1000000 (`50`; a key's own `rate_limit_per_second` overrides it; 0 = rate limiting off, e.g. for benchmarks)
 * - `LOG_LEVEL` → `logLevel`: pino level (`info`)
 * - `BOT_LANGUAGE` → `botLanguage`: `'es' | 'en'`, language of the terminal chat (`es`)
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
  EnvSchema.transform((e) => ({
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    databasePath: e.DATABASE_PATH,
    botDatabasePath: e.BOT_DATABASE_PATH,
    hotelApiBaseUrl: e.HOTEL_API_BASE_URL,
    hotelApiKey: e.HOTEL_API_KEY ?? (e.NODE_ENV === 'production' ? undefined : 'demo-agency-1'),
    telegramBotToken: e.TELEGRAM_BOT_TOKEN,
    telegramApiRoot: e.TELEGRAM_API_ROOT,
    paymentPollIntervalMs: e.PAYMENT_POLL_INTERVAL_MS,
    botWebhookPort: e.BOT_WEBHOOK_PORT,
    botWebhookHost: e.BOT_WEBHOOK_HOST,
    botWebhookSecret: e.BOT_WEBHOOK_SECRET ?? (e.NODE_ENV === 'production' ? undefined : DEMO_WEBHOOK_SECRET),
    sandboxSettleDelayMs: e.SANDBOX_SETTLE_DELAY_MS,
    rateLimitPerSecond: e.API_RATE_LIMIT_PER_SECOND,
    logLevel: e.LOG_LEVEL,
    botLanguage: e.BOT_LANGUAGE,
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
  const got =
    raw === undefined ? '' : SECRET_SETTINGS.has(setting) ? ` (got a value of ${raw.trim().length} characters)` : ` (got ${JSON.stringify(raw)})`;
  throw new ConfigError(setting, `Invalid setting ${setting}: ${oneLine(issue?.message ?? 'invalid value')}${got}`);
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
