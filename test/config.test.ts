/** Settings: defaults, one-line errors naming the setting, production rules, `.env` loading. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_WEBHOOK_SECRET } from '../src/store/service/apiKeys.js';
import { DEMO_CATALOGUE } from '../src/flows/understand/destinations.js';
import { ConfigError, loadConfig, loadEnvFile, requireBotWebhookSecret, requireHotelApiKey, slackSettings } from '../src/config.js';

describe('loadConfig', () => {
  it('applies every default on an empty environment', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicBaseUrl: 'http://localhost:3000',
      databasePath: 'data/service.db',
      botDatabasePath: 'data/bot.db',
      hotelApiBaseUrl: undefined,
      hotelApiKey: 'demo-agency-1',
      telegramBotToken: undefined,
      telegramApiRoot: 'https://api.telegram.org',
      telegramWebhookUrl: undefined,
      paymentPollIntervalMs: 15_000,
      paymentReminderMinutes: 30,
      funnelRetentionDays: 180,
      funnelWeeklyPost: { weekday: 1, hour: 8, minute: 0 },
      botWebhookPort: 3001,
      botWebhookHost: '127.0.0.1',
      botWebhookSecret: DEMO_WEBHOOK_SECRET,
      sandboxSettleDelayMs: 10_000,
      paymentCarrier: 'sandbox',
      carrierReconcileIntervalMs: 60_000,
      carrierSecretsKey: undefined,
      rateLimitPerSecond: 50,
      trustProxy: false,
      httpHeadersTimeoutMs: 10_000,
      httpRequestTimeoutMs: 30_000,
      httpKeepAliveTimeoutMs: 5_000,
      outboundAllowList: [],
      logLevel: 'info',
      botLanguage: 'es',
      slackBotToken: undefined,
      slackSigningSecret: undefined,
      slackAppToken: undefined,
      slackMode: 'http',
      slackPort: 3100,
      slackHost: '127.0.0.1',
      slackApiUrl: undefined,
      slackServiceApiKey: 'demo-operator',
      slackLinksFile: undefined,
      slackFeedIntervalMs: 60_000,
      slackHandoffChannel: undefined,
      slackHandoffChannels: new Map(),
      handoffBusinessHours: { open: 7 * 60, close: 22 * 60 },
      handoffHotelHours: new Map(),
      handoffFirstResponseMinutes: 5,
      handoffIdleCloseHours: 24,
      handoffGroupRooms: undefined,
      whatsapp: undefined,
      handoffHotelGroupRooms: new Map(),
      destinationsFile: undefined,
      destinations: DEMO_CATALOGUE,
    });
  });

  it('reads the WhatsApp settings: all four together, a receiver port, the Graph API base', () => {
    const env = {
      WHATSAPP_ACCESS_TOKEN: 'EAAG-0123456789abcdef',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'app-secret-0123',
      WHATSAPP_VERIFY_TOKEN: 'verify-0123',
    };
    expect(loadConfig(env).whatsapp).toEqual({
      token: env.WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      appSecret: env.WHATSAPP_APP_SECRET,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN,
      apiUrl: 'https://graph.facebook.com/v23.0',
    });
    expect(loadConfig({ ...env, WHATSAPP_API_URL: 'http://127.0.0.1:9/v23.0/' }).whatsapp?.apiUrl).toBe('http://127.0.0.1:9/v23.0');
    expect(() => loadConfig({ WHATSAPP_ACCESS_TOKEN: env.WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID: env.WHATSAPP_PHONE_NUMBER_ID })).toThrow(
      /WHATSAPP_APP_SECRET/,
    );
    expect(() => loadConfig({ ...env, BOT_WEBHOOK_PORT: '0' })).toThrow(/BOT_WEBHOOK_PORT/);
    expect(() => loadConfig({ ...env, WHATSAPP_PHONE_NUMBER_ID: '+57 300 999 8877' })).toThrow(/phone number ID/);
  });

  it('reads the funnel settings: retention days, the weekly post in English or Spanish days, or off', () => {
    expect(loadConfig({ FUNNEL_RETENTION_DAYS: '30' }).funnelRetentionDays).toBe(30);
    expect(loadConfig({ FUNNEL_WEEKLY_POST: 'fri 17:30' }).funnelWeeklyPost).toEqual({ weekday: 5, hour: 17, minute: 30 });
    expect(loadConfig({ FUNNEL_WEEKLY_POST: 'Mié 7:05' }).funnelWeeklyPost).toEqual({ weekday: 3, hour: 7, minute: 5 });
    expect(loadConfig({ FUNNEL_WEEKLY_POST: 'off' }).funnelWeeklyPost).toBeNull();
  });

  it('reads the hand-off settings: channel, hours (per hotel), first-response target and silence', () => {
    const c = loadConfig({
      SLACK_HANDOFF_CHANNEL: 'C0FRONT',
      SLACK_HANDOFF_CHANNELS: 'Cartagena=C0CTG, Santa Marta = C0SMR,Bogotá=C0BOG',
      HANDOFF_BUSINESS_HOURS: '06:30-23:00',
      HANDOFF_HOTEL_HOURS: '1=08:00-20:00, 4=00:00-24:00',
      HANDOFF_FIRST_RESPONSE_MINUTES: '10',
      HANDOFF_IDLE_CLOSE_HOURS: '12',
      HANDOFF_GROUP_ROOMS: '4',
      HANDOFF_HOTEL_GROUP_ROOMS: '1=3, 7=5',
    });
    expect(c.handoffGroupRooms).toBe(4);
    expect([...c.handoffHotelGroupRooms]).toEqual([
      [1, 3],
      [7, 5],
    ]);
    expect(c.slackHandoffChannel).toBe('C0FRONT');
    expect([...c.slackHandoffChannels]).toEqual([
      ['cartagena', 'C0CTG'],
      ['santa marta', 'C0SMR'],
      ['bogota', 'C0BOG'],
    ]);
    expect(c.handoffBusinessHours).toEqual({ open: 390, close: 1380 });
    expect([...c.handoffHotelHours]).toEqual([
      [1, { open: 480, close: 1200 }],
      [4, { open: 0, close: 1440 }],
    ]);
    const s = slackSettings(
      loadConfig({
        SLACK_BOT_TOKEN: 'xoxb-1234-5678-abcDEF',
        SLACK_SIGNING_SECRET: '8f742231b10e8888abcd99yyyzzz85a5',
        HANDOFF_HOTEL_HOURS: '1=08:00-20:00',
        HANDOFF_FIRST_RESPONSE_MINUTES: '10',
      }),
    )!;
    expect([s.handoffHours(1), s.handoffHours(2), s.handoffHours(null)]).toEqual([
      { open: 480, close: 1200 },
      { open: 420, close: 1320 },
      { open: 420, close: 1320 },
    ]);
    expect(s.handoffFirstResponseMs).toBe(600_000);
    for (const [name, value, message] of [
      ['SLACK_HANDOFF_CHANNEL', '#recepcion', 'expected a Slack channel id'],
      ['SLACK_HANDOFF_CHANNELS', 'Cartagena=#recepcion', 'expected <city>=<channel id>'],
      ['HANDOFF_BUSINESS_HOURS', '7-22', 'expected business hours as HH:MM-HH:MM'],
      ['HANDOFF_BUSINESS_HOURS', '07:00-07:00', 'expected business hours as HH:MM-HH:MM'],
      ['HANDOFF_HOTEL_HOURS', 'cartagena=07:00-22:00', 'expected <hotel id>=HH:MM-HH:MM'],
      ['HANDOFF_FIRST_RESPONSE_MINUTES', '0', 'expected an integer between 1 and 1440'],
      ['HANDOFF_GROUP_ROOMS', '6', 'expected an integer between 2 and 5'],
      ['HANDOFF_HOTEL_GROUP_ROOMS', '1=9', 'expected <hotel id>=<rooms 2-5>'],
    ] as const)
      expect(() => loadConfig({ [name]: value }), name).toThrow(message);
  });

  it('treats empty and blank strings as unset', () => {
    const c = loadConfig({ PORT: '', HOST: '   ', NODE_ENV: '', TELEGRAM_BOT_TOKEN: '', HOTEL_API_BASE_URL: '' });
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.nodeEnv).toBe('development');
    expect(c.telegramBotToken).toBeUndefined();
    expect(c.hotelApiBaseUrl).toBeUndefined();
  });

  it('parses given values, derives the public URL from PORT and trims trailing slashes', () => {
    const c = loadConfig({
      NODE_ENV: 'test',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_PATH: '/var/lib/hotelbot/s.db',
      BOT_DATABASE_PATH: '/var/lib/hotelbot/b.db',
      HOTEL_API_BASE_URL: 'https://api.hotel.example/',
      HOTEL_API_KEY: 'hb_abc',
      TELEGRAM_BOT_TOKEN: '123456:ABC-def_1',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:9000/',
      PAYMENT_POLL_INTERVAL_MS: '1000',
      BOT_WEBHOOK_PORT: '0',
      BOT_WEBHOOK_HOST: '0.0.0.0',
      BOT_WEBHOOK_SECRET: 'whsec_c2VjcmV0LW9mLXRoZS1ib3Qta2V5LTEyMzQ1Njc4',
      SANDBOX_SETTLE_DELAY_MS: '0',
      API_RATE_LIMIT_PER_SECOND: '0',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      LOG_LEVEL: 'debug',
      BOT_LANGUAGE: 'en',
      SLACK_BOT_TOKEN: 'xoxb-1234-5678-abcDEF',
      SLACK_SIGNING_SECRET: '8f742231b10e8888abcd99yyyzzz85a5',
      SLACK_APP_TOKEN: 'xapp-1-A0123-4567-abcdef',
      SLACK_MODE: 'http',
      SLACK_PORT: '0',
      SLACK_HOST: '0.0.0.0',
      SLACK_API_URL: 'http://127.0.0.1:9100/api',
      SLACK_SERVICE_API_KEY: 'hb_operator',
      SLACK_LINKS_FILE: '/etc/hotelbot/slack.json',
      SLACK_FEED_INTERVAL_MS: '1000',
    });
    expect(c).toMatchObject({
      nodeEnv: 'test',
      port: 8080,
      host: '0.0.0.0',
      publicBaseUrl: 'http://localhost:8080',
      databasePath: '/var/lib/hotelbot/s.db',
      botDatabasePath: '/var/lib/hotelbot/b.db',
      hotelApiBaseUrl: 'https://api.hotel.example',
      hotelApiKey: 'hb_abc',
      telegramBotToken: '123456:ABC-def_1',
      telegramApiRoot: 'http://127.0.0.1:9000',
      paymentPollIntervalMs: 1000,
      botWebhookPort: 0,
      botWebhookHost: '0.0.0.0',
      botWebhookSecret: 'whsec_c2VjcmV0LW9mLXRoZS1ib3Qta2V5LTEyMzQ1Njc4',
      sandboxSettleDelayMs: 0,
      rateLimitPerSecond: 0,
      trustProxy: '10.0.0.0/8,127.0.0.1',
      logLevel: 'debug',
      botLanguage: 'en',
      slackBotToken: 'xoxb-1234-5678-abcDEF',
      slackSigningSecret: '8f742231b10e8888abcd99yyyzzz85a5',
      slackAppToken: 'xapp-1-A0123-4567-abcdef',
      slackMode: 'http',
      slackPort: 0,
      slackHost: '0.0.0.0',
      slackApiUrl: 'http://127.0.0.1:9100/api/',
      slackServiceApiKey: 'hb_operator',
      slackLinksFile: '/etc/hotelbot/slack.json',
      slackFeedIntervalMs: 1000,
    });
    expect(loadConfig({ PORT: '8080', PUBLIC_BASE_URL: 'https://pay.hotel.example/' }).publicBaseUrl).toBe('https://pay.hotel.example');
    expect([loadConfig({}).trustProxy, loadConfig({ TRUST_PROXY: 'true' }).trustProxy, loadConfig({ TRUST_PROXY: 'false' }).trustProxy]).toEqual([
      false,
      true,
      false,
    ]);
    expect(loadConfig({ OUTBOUND_ALLOW_LIST: 'hooks.partner.internal, 10.20.0.0/16,,fd00::/8' }).outboundAllowList).toEqual([
      'hooks.partner.internal',
      '10.20.0.0/16',
      'fd00::/8',
    ]);
  });

  const bad: Array<[string, string, string]> = [
    ['NODE_ENV', 'prod', 'expected one of development, production, test'],
    ['PORT', 'abc', 'expected an integer between 0 and 65535'],
    ['PORT', '65536', 'expected an integer between 0 and 65535'],
    ['PORT', '-1', 'expected an integer between 0 and 65535'],
    ['PORT', '3000.5', 'expected an integer between 0 and 65535'],
    ['PUBLIC_BASE_URL', 'ftp://files.example', 'expected an http(s) URL'],
    ['PUBLIC_BASE_URL', 'not a url', 'expected an http(s) URL'],
    ['HOTEL_API_BASE_URL', 'localhost:3000', 'expected an http(s) URL'],
    ['TELEGRAM_API_ROOT', 'api.telegram.org', 'expected an http(s) URL'],
    ['PAYMENT_POLL_INTERVAL_MS', '999', 'expected an integer between 1000 and 3600000'],
    ['PAYMENT_POLL_INTERVAL_MS', '3600001', 'expected an integer between 1000 and 3600000'],
    ['BOT_WEBHOOK_PORT', '99999', 'expected an integer between 0 and 65535'],
    ['SANDBOX_SETTLE_DELAY_MS', '-5', 'expected an integer between 0'],
    ['API_RATE_LIMIT_PER_SECOND', '-1', 'expected an integer between 0 and 1000000'],
    ['API_RATE_LIMIT_PER_SECOND', '2.5', 'expected an integer between 0 and 1000000'],
    ['TRUST_PROXY', 'yes', 'expected true, false, or comma-separated addresses/CIDR ranges'],
    ['TRUST_PROXY', '10.0.0.0/8,proxy.local', 'expected true, false, or comma-separated addresses/CIDR ranges'],
    ['OUTBOUND_ALLOW_LIST', '10.0.0.0/40', '"10.0.0.0/40" is not a valid CIDR range'],
    ['OUTBOUND_ALLOW_LIST', 'hooks.local, bad host', '"bad host" is not a host name, an IP address or a CIDR range'],
    ['LOG_LEVEL', 'verbose', 'expected one of fatal, error, warn, info, debug, trace, silent'],
    ['BOT_LANGUAGE', 'fr', 'expected one of es, en'],
    ['SLACK_MODE', 'websocket', 'expected one of http, socket'],
    ['SLACK_PORT', '70000', 'expected an integer between 0 and 65535'],
    ['SLACK_API_URL', 'slack.com/api', 'expected an http(s) URL'],
    ['SLACK_FEED_INTERVAL_MS', '999', 'expected an integer between 1000 and 3600000'],
    ['SLACK_FEED_INTERVAL_MS', '3600001', 'expected an integer between 1000 and 3600000'],
    ['FUNNEL_RETENTION_DAYS', '0', 'expected an integer between 1 and 3650'],
    ['FUNNEL_WEEKLY_POST', 'monday 8am', 'expected a week day and a Bogotá time like mon 08:00'],
    ['FUNNEL_WEEKLY_POST', 'mon 24:00', 'expected a week day and a Bogotá time like mon 08:00'],
  ];
  it.each(bad)('rejects %s=%j with one line naming it', (name, value, expected) => {
    let err: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as ConfigError).message;
    expect(msg.startsWith(`Invalid setting ${name}: ${expected}`)).toBe(true);
    expect(msg).toContain(`(got ${JSON.stringify(value)})`);
    expect(msg).not.toContain('\n');
    expect((err as ConfigError).setting).toBe(name);
  });

  it('reports PORT exactly as documented', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(new ConfigError('PORT', 'Invalid setting PORT: expected an integer between 0 and 65535 (got "abc")'));
  });

  it('reads the carrier settings: a known carrier, a reconcile interval in range, a secrets key never echoed', () => {
    expect(loadConfig({ PAYMENT_CARRIER: 'wompi', CARRIER_RECONCILE_INTERVAL_MS: '5000' })).toMatchObject({
      paymentCarrier: 'wompi',
      carrierReconcileIntervalMs: 5000,
    });
    expect(() => loadConfig({ PAYMENT_CARRIER: 'stripe' })).toThrow(/^Invalid setting PAYMENT_CARRIER: /);
    expect(() => loadConfig({ CARRIER_RECONCILE_INTERVAL_MS: '10' })).toThrow(/^Invalid setting CARRIER_RECONCILE_INTERVAL_MS: /);
    const short = 'short secret key';
    expect(() => loadConfig({ CARRIER_SECRETS_KEY: short })).toThrow(/^Invalid setting CARRIER_SECRETS_KEY: .*got a value of 16 characters/);
    try {
      loadConfig({ CARRIER_SECRETS_KEY: short });
    } catch (e) {
      expect((e as Error).message).not.toContain(short);
    }
  });

  it('names one setting even when several are bad', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as Error).message.split('\n')).toHaveLength(1);
      expect((e as Error).message).toMatch(/^Invalid setting (PORT|LOG_LEVEL): /);
    }
  });

  it('rejects a webhook secret that is not base64 of at least 16 bytes, without echoing it', () => {
    for (const value of ['whsec_not base64!', 'whsec_c2hvcnQ=', 'whsec_']) {
      try {
        loadConfig({ BOT_WEBHOOK_SECRET: value });
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        expect((e as ConfigError).setting).toBe('BOT_WEBHOOK_SECRET');
        expect((e as Error).message).toMatch(/^Invalid setting BOT_WEBHOOK_SECRET: expected a Standard Webhooks secret/);
        if (value !== 'whsec_') expect((e as Error).message).not.toContain(value);
      }
    }
    // Bare base64 (no whsec_ prefix) is accepted too.
    expect(loadConfig({ BOT_WEBHOOK_SECRET: 'c2VjcmV0LW9mLXRoZS1ib3Qta2V5LTEyMzQ1Njc4' }).botWebhookSecret).toBe('c2VjcmV0LW9mLXRoZS1ib3Qta2V5LTEyMzQ1Njc4');
  });

  it('never echoes a secret value', () => {
    try {
      loadConfig({ TELEGRAM_BOT_TOKEN: 'my-secret-token' });
      expect.unreachable();
    } catch (e) {
      expect((e as Error).message).toMatch(/^Invalid setting TELEGRAM_BOT_TOKEN: /);
      expect((e as Error).message).not.toContain('my-secret-token');
    }
  });

  it('reads process.env by default', () => {
    const saved = process.env.BOT_LANGUAGE;
    process.env.BOT_LANGUAGE = 'en';
    try {
      expect(loadConfig().botLanguage).toBe('en');
    } finally {
      if (saved === undefined) delete process.env.BOT_LANGUAGE;
      else process.env.BOT_LANGUAGE = saved;
    }
  });
});

describe('Slack settings', () => {
  const BOT = 'xoxb-1234-5678-abcDEF';
  const SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
  const APP = 'xapp-1-A0123-4567-abcdef';
  const errorOf = (env: Record<string, string>): ConfigError => {
    try {
      loadConfig(env);
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as Error).message).not.toContain('\n');
      return e as ConfigError;
    }
    throw new Error('expected a ConfigError');
  };

  it('does not run the Slack app without a bot token, whatever else is set', () => {
    expect(slackSettings(loadConfig({}))).toBeUndefined();
    expect(slackSettings(loadConfig({ SLACK_MODE: 'socket', SLACK_SIGNING_SECRET: SECRET }))).toBeUndefined();
  });

  it('chooses Socket Mode when an app-level token is set, else HTTP mode', () => {
    expect(slackSettings(loadConfig({ SLACK_BOT_TOKEN: BOT, SLACK_SIGNING_SECRET: SECRET }))).toEqual({
      botToken: BOT,
      mode: 'http',
      signingSecret: SECRET,
      appToken: undefined,
      port: 3100,
      host: '127.0.0.1',
      apiUrl: undefined,
      serviceApiKey: 'demo-operator',
      linksFile: undefined,
      feedIntervalMs: 60_000,
      handoffChannel: undefined,
      handoffCityChannels: new Map(),
      handoffHours: expect.any(Function),
      handoffFirstResponseMs: 300_000,
      handoffIdleCloseMs: 86_400_000,
    });
    expect(slackSettings(loadConfig({ SLACK_BOT_TOKEN: BOT, SLACK_APP_TOKEN: APP }))).toMatchObject({
      mode: 'socket',
      appToken: APP,
      signingSecret: undefined,
    });
    // An explicit mode wins over the default.
    expect(loadConfig({ SLACK_BOT_TOKEN: BOT, SLACK_APP_TOKEN: APP, SLACK_SIGNING_SECRET: SECRET, SLACK_MODE: 'http' }).slackMode).toBe('http');
    // The Web API URL keeps one trailing slash, as @slack/web-api expects.
    expect(loadConfig({ SLACK_API_URL: 'http://127.0.0.1:9100/api//' }).slackApiUrl).toBe('http://127.0.0.1:9100/api/');
  });

  it('refuses HTTP mode without a signing secret and Socket Mode without an app token, naming the setting', () => {
    const http = errorOf({ SLACK_BOT_TOKEN: BOT });
    expect(http.setting).toBe('SLACK_SIGNING_SECRET');
    expect(http.message).toBe(
      'Missing setting SLACK_SIGNING_SECRET: required by the Slack app in HTTP mode (SLACK_MODE=http; set SLACK_APP_TOKEN for Socket Mode instead)',
    );
    const socket = errorOf({ SLACK_BOT_TOKEN: BOT, SLACK_MODE: 'socket', SLACK_SIGNING_SECRET: SECRET });
    expect(socket.setting).toBe('SLACK_APP_TOKEN');
    expect(socket.message).toMatch(/^Missing setting SLACK_APP_TOKEN: required by the Slack app in Socket Mode/);
  });

  it('refuses tokens of the wrong prefix without echoing them', () => {
    const cases: Array<[string, string, string]> = [
      ['SLACK_BOT_TOKEN', 'xoxp-user-token-123', 'Invalid setting SLACK_BOT_TOKEN: expected a Slack bot token like xoxb-… (got a value of 19 characters)'],
      ['SLACK_BOT_TOKEN', APP, 'Invalid setting SLACK_BOT_TOKEN: expected a Slack bot token like xoxb-… (got a value of 24 characters)'],
      ['SLACK_APP_TOKEN', BOT, 'Invalid setting SLACK_APP_TOKEN: expected a Slack app-level token like xapp-… (got a value of 21 characters)'],
      [
        'SLACK_SIGNING_SECRET',
        'short',
        'Invalid setting SLACK_SIGNING_SECRET: expected the Signing Secret of the Slack app (Basic Information page) (got a value of 5 characters)',
      ],
    ];
    for (const [name, value, message] of cases) {
      const err = errorOf({ SLACK_BOT_TOKEN: BOT, SLACK_SIGNING_SECRET: SECRET, [name]: value });
      expect(err.setting).toBe(name);
      expect(err.message).toBe(message);
      expect(err.message).not.toContain(value);
    }
  });

  it('needs SLACK_SERVICE_API_KEY in production only when the Slack app runs', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).slackServiceApiKey).toBeUndefined();
    const err = errorOf({ NODE_ENV: 'production', SLACK_BOT_TOKEN: BOT, SLACK_SIGNING_SECRET: SECRET });
    expect(err.setting).toBe('SLACK_SERVICE_API_KEY');
    expect(err.message).toMatch(/^Missing setting SLACK_SERVICE_API_KEY: required in production/);
    const c = loadConfig({ NODE_ENV: 'production', SLACK_BOT_TOKEN: BOT, SLACK_SIGNING_SECRET: SECRET, SLACK_SERVICE_API_KEY: 'hb_cm' });
    expect(slackSettings(c)?.serviceApiKey).toBe('hb_cm');
  });
});

describe('production', () => {
  it('has no demo API key default: the bot needs HOTEL_API_KEY', () => {
    const c = loadConfig({ NODE_ENV: 'production' });
    expect(c.nodeEnv).toBe('production');
    expect(c.hotelApiKey).toBeUndefined();
    expect(() => requireHotelApiKey(c)).toThrow(ConfigError);
    expect(() => requireHotelApiKey(c)).toThrow(/^Missing setting HOTEL_API_KEY: /);
  });

  it('uses the given key', () => {
    const c = loadConfig({ NODE_ENV: 'production', HOTEL_API_KEY: 'hb_live' });
    expect(requireHotelApiKey(c)).toBe('hb_live');
  });

  it('outside production the demo agency key is the default', () => {
    expect(requireHotelApiKey(loadConfig({ NODE_ENV: 'development' }))).toBe('demo-agency-1');
    expect(requireHotelApiKey(loadConfig({ NODE_ENV: 'test' }))).toBe('demo-agency-1');
  });

  it('has no demo webhook secret default: the webhook receiver needs BOT_WEBHOOK_SECRET', () => {
    const c = loadConfig({ NODE_ENV: 'production' });
    expect(c.botWebhookSecret).toBeUndefined();
    expect(() => requireBotWebhookSecret(c)).toThrow(ConfigError);
    expect(() => requireBotWebhookSecret(c)).toThrow(/^Missing setting BOT_WEBHOOK_SECRET: /);
    const secret = 'whsec_c2VjcmV0LW9mLXRoZS1ib3Qta2V5LTEyMzQ1Njc4';
    expect(requireBotWebhookSecret(loadConfig({ NODE_ENV: 'production', BOT_WEBHOOK_SECRET: secret }))).toBe(secret);
    expect(requireBotWebhookSecret(loadConfig({ NODE_ENV: 'development' }))).toBe(DEMO_WEBHOOK_SECRET);
    expect(requireBotWebhookSecret(loadConfig({ NODE_ENV: 'test' }))).toBe(DEMO_WEBHOOK_SECRET);
  });
});

describe('DESTINATIONS_FILE', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  function file(text: string): string {
    dir ??= mkdtempSync(join(tmpdir(), 'hotelbot-dest-'));
    const path = join(dir, 'destinations.json');
    writeFileSync(path, text);
    return path;
  }

  it('unset: the demo catalogue', () => {
    expect(loadConfig({}).destinations).toBe(DEMO_CATALOGUE);
    expect(loadConfig({}).destinationsFile).toBeUndefined();
  });

  it('reads the catalogue of the file', () => {
    const path = file(JSON.stringify({ destinations: [{ name: 'Pereira', aliases: ['pei'], hotels: [{ id: 40, name: 'Hotel Cafetal' }] }] }));
    const c = loadConfig({ DESTINATIONS_FILE: path });
    expect(c.destinationsFile).toBe(path);
    expect(c.destinations.destinations.map((d) => d.name)).toEqual(['Pereira']);
    expect(c.destinations.destinations[0]!.hotels![0]!.id).toBe(40);
  });

  it('reads the example file of the repository: the demo catalogue', () => {
    const c = loadConfig({ DESTINATIONS_FILE: fileURLToPath(new URL('../data/destinations.example.json', import.meta.url)) });
    expect(c.destinations).toEqual(DEMO_CATALOGUE);
  });

  it.each([
    ['{"destinations": [{"name": "Pereira"}, {"aliases": ["x"]}]}', 'destinations[1].name: is required'],
    [
      '{"destinations": [{"name": "Cartagena", "aliases": ["ctg"]}, {"name": "Bogotá", "aliases": ["CTG"]}]}',
      'destinations[1].aliases[0]: "CTG" is already a name or alias of Cartagena',
    ],
    ['{"destinations": [', 'is not valid JSON'],
  ])('a bad file %s stops start-up with one line naming the entry', (text, expected) => {
    const path = file(text);
    let err: unknown;
    try {
      loadConfig({ DESTINATIONS_FILE: path });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).setting).toBe('DESTINATIONS_FILE');
    const msg = (err as ConfigError).message;
    expect(msg.startsWith('Invalid setting DESTINATIONS_FILE: ')).toBe(true);
    expect(msg).toContain(expected);
    expect(msg).toContain(path);
    expect(msg).not.toContain('\n');
  });

  it('a missing file stops start-up naming the setting', () => {
    expect(() => loadConfig({ DESTINATIONS_FILE: join(tmpdir(), `hotelbot-missing-${process.pid}.json`) })).toThrow(
      /^Invalid setting DESTINATIONS_FILE: Could not read the destinations file .*ENOENT/,
    );
  });
});

describe('loadEnvFile', () => {
  const names = ['HOTELBOT_TEST_FROM_FILE', 'HOTELBOT_TEST_PRESET'];
  let dir: string | undefined;
  afterEach(() => {
    for (const n of names) delete process.env[n];
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('loads a file without overriding variables already set', () => {
    dir = mkdtempSync(join(tmpdir(), 'hotelbot-env-'));
    const file = join(dir, '.env');
    writeFileSync(file, '# comment\nHOTELBOT_TEST_FROM_FILE=from-file\nHOTELBOT_TEST_PRESET=from-file\n');
    process.env.HOTELBOT_TEST_PRESET = 'from-environment';
    loadEnvFile(file);
    expect(process.env.HOTELBOT_TEST_FROM_FILE).toBe('from-file');
    expect(process.env.HOTELBOT_TEST_PRESET).toBe('from-environment');
  });

  it('ignores a missing file', () => {
    expect(() => loadEnvFile(join(tmpdir(), `hotelbot-missing-${process.pid}-${Date.now()}.env`))).not.toThrow();
  });
});

describe('PostgreSQL settings', () => {
  it('DATABASE_URL and BOT_DATABASE_URL win over the SQLite paths; anything but a postgres:// URL is refused, naming the setting', () => {
    const c = loadConfig({
      DATABASE_PATH: 'data/s.db',
      DATABASE_URL: 'postgres://hotelbot:secret@db.internal:5432/hotelbot_service',
      BOT_DATABASE_URL: 'postgresql://hotelbot:secret@db.internal/hotelbot_bot',
    });
    expect(c.databasePath).toBe('postgres://hotelbot:secret@db.internal:5432/hotelbot_service');
    expect(c.botDatabasePath).toBe('postgresql://hotelbot:secret@db.internal/hotelbot_bot');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ BOT_DATABASE_URL: 'data/bot.db' })).toThrow(/BOT_DATABASE_URL/);
    // A URL carries a password: a refused one is never echoed.
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:hunter2@db/x' })).toThrow(/got a value of \d+ characters/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:hunter2@db/x' })).not.toThrow(/hunter2/);
  });
});

describe('.env.example', () => {
  it('lists every setting, and its values are the defaults', () => {
    const text = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    const env: Record<string, string> = {};
    for (const line of text.split('\n')) {
      const m = /^([A-Z_]+)=(.*)$/.exec(line);
      if (m) env[m[1]!] = m[2]!;
    }
    expect(Object.keys(env).sort()).toEqual(
      [
        'NODE_ENV',
        'PORT',
        'HOST',
        'PUBLIC_BASE_URL',
        'DATABASE_PATH',
        'BOT_DATABASE_PATH',
        'DATABASE_URL',
        'BOT_DATABASE_URL',
        'HOTEL_API_BASE_URL',
        'HOTEL_API_KEY',
        'TELEGRAM_BOT_TOKEN',
        'TELEGRAM_API_ROOT',
        'PAYMENT_POLL_INTERVAL_MS',
        'BOT_WEBHOOK_PORT',
        'BOT_WEBHOOK_HOST',
        'BOT_WEBHOOK_SECRET',
        'SANDBOX_SETTLE_DELAY_MS',
        'PAYMENT_CARRIER',
        'CARRIER_RECONCILE_INTERVAL_MS',
        'CARRIER_SECRETS_KEY',
        'LOG_LEVEL',
        'BOT_LANGUAGE',
        'API_RATE_LIMIT_PER_SECOND',
        'TRUST_PROXY',
        'OUTBOUND_ALLOW_LIST',
        'HTTP_HEADERS_TIMEOUT_MS',
        'HTTP_REQUEST_TIMEOUT_MS',
        'HTTP_KEEP_ALIVE_TIMEOUT_MS',
        'TELEGRAM_WEBHOOK_URL',
        'PAYMENT_REMINDER_MINUTES',
        'FUNNEL_RETENTION_DAYS',
        'FUNNEL_WEEKLY_POST',
        'SLACK_BOT_TOKEN',
        'SLACK_SIGNING_SECRET',
        'SLACK_APP_TOKEN',
        'SLACK_MODE',
        'SLACK_PORT',
        'SLACK_HOST',
        'SLACK_API_URL',
        'SLACK_SERVICE_API_KEY',
        'SLACK_LINKS_FILE',
        'SLACK_FEED_INTERVAL_MS',
        'SLACK_HANDOFF_CHANNEL',
        'SLACK_HANDOFF_CHANNELS',
        'HANDOFF_BUSINESS_HOURS',
        'HANDOFF_HOTEL_HOURS',
        'HANDOFF_FIRST_RESPONSE_MINUTES',
        'HANDOFF_IDLE_CLOSE_HOURS',
        'HANDOFF_GROUP_ROOMS',
        'HANDOFF_HOTEL_GROUP_ROOMS',
        'WHATSAPP_ACCESS_TOKEN',
        'WHATSAPP_PHONE_NUMBER_ID',
        'WHATSAPP_APP_SECRET',
        'WHATSAPP_VERIFY_TOKEN',
        'WHATSAPP_API_URL',
        'DESTINATIONS_FILE',
        'METRICS_TOKEN',
        'OTEL_EXPORTER_OTLP_ENDPOINT',
        'OTEL_SERVICE_NAME',
      ].sort(),
    );
    expect(loadConfig(env)).toEqual(loadConfig({}));
  });
});
