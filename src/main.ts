#!/usr/bin/env node
/**
 * The `hotelbot` command line: `start` (service + bot in one process, plus
 * the Slack app for hotel staff when SLACK_BOT_TOKEN is set; what `npm start`
 * runs), `service`, `bot`, `chat`, `seed`, `migrate`, `webhooks …`, `telegram webhook set|delete|info`, `slack`
 * (only the Slack app) and `slack link|unlink|list|language|apply`. Settings
 * come from the environment (and `.env`), parsed once by {@link loadConfig};
 * a bad setting stops start-up with one line naming it. A command imports
 * the modules it runs when it runs (`await import`), so defining the command
 * line (`--help`) or a command like `keys list` loads no server, bot, Slack
 * app or carrier.
 */
import { Command, Option } from 'commander';
import type { HostedCheckoutCarrier } from './api/domain/carriers/types.js';
import type { Clock } from './clock.js';
import { ConfigError, loadConfig, loadEnvFile, requireBotWebhookSecret, requireHotelApiKey, slackSettings, type Config } from './config.js';
import type { RunningService } from './api/service.js';
import type { RunningBot } from './bot/index.js';
import type { MetricsSettings } from './metrics/http.js';
import type { Store } from './store/sql.js';
import { runScaleSeed } from './cli/seed.js';
import { bogotaDate, systemClock } from './clock.js';
import { restartWithServerRuntime } from './runtime.js';
// Loaded with the command line: its formats are the choices of `report funnel --format` (a small module).
import { REPORT_FORMATS, reportFunnel } from './cli/report.js';
import { registerCarrierCommands } from './cli/carrierCommands.js';
import { isOneLineError } from './cli/oneLineErrors.js';
import type { SlackRepos } from './cli/slack.js';

/**
 * The deployment's default carrier from `PAYMENT_CARRIER` and its settings in the environment, on a clock (the
 * carriers' modules imported first).
 * @throws ConfigError (the returned function) naming `PAYMENT_CARRIER` and the carrier's bad settings.
 */
async function deploymentCarrierOf(config: Config): Promise<(clock: Clock) => HostedCheckoutCarrier | undefined> {
  const [{ deploymentCarrier }, { CarrierConfigError }] = await Promise.all([
    import('./api/domain/carriers/deployment.js'),
    import('./api/domain/carriers/types.js'),
  ]);
  return (clock) => {
    try {
      return deploymentCarrier(config.paymentCarrier, process.env, { clock });
    } catch (err) {
      if (err instanceof CarrierConfigError) throw new ConfigError('PAYMENT_CARRIER', `PAYMENT_CARRIER=${config.paymentCarrier}: ${err.message}`);
      throw err;
    }
  };
}

/** How `GET /metrics` is served, from METRICS_TOKEN and NODE_ENV (see `MetricsSettings`). */
function metricsSettings(config: Config): MetricsSettings {
  return { ...(config.metricsToken ? { token: config.metricsToken } : {}), production: config.nodeEnv === 'production' };
}

/**
 * Start OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (`docs/decisions/0026-traces.md`):
 * only then is the SDK (`src/tracing/sdk.ts`) imported. `side` names the spans' default `service.name`
 * (OTEL_SERVICE_NAME overrides it). Call before the servers are built.
 *
 * @returns what stops it (exports the spans still buffered); a no-op when traces are off.
 */
async function startTracingFrom(config: Config, side: 'service' | 'bot'): Promise<() => Promise<void>> {
  if (!config.otelEndpoint) return async () => {};
  const { DEFAULT_SERVICE_NAMES, startTracing } = await import('./tracing/sdk.js');
  const tracing = startTracing({ serviceName: config.otelServiceName ?? DEFAULT_SERVICE_NAMES[side], endpoint: config.otelEndpoint });
  return () => tracing.shutdown();
}

/** Start the embedded service from the settings. */
async function runService(config: Config, quiet: boolean, withBotReceiver: boolean): Promise<RunningService> {
  const [{ startService }, { HotelCarrierResolver }, { DEMO_BOT_RATE_LIMIT_PER_SECOND }, defaultCarrier] = await Promise.all([
    import('./api/service.js'),
    import('./api/domain/carriers/accounts.js'),
    import('./store/service/seed.js'),
    deploymentCarrierOf(config),
  ]);
  const svc = await startService({
    databasePath: config.databasePath,
    host: config.host,
    port: config.port,
    publicBaseUrl: config.publicBaseUrl,
    demo: config.nodeEnv !== 'production',
    seed: config.nodeEnv !== 'production',
    sandboxSettleDelayMs: config.sandboxSettleDelayMs,
    carriers: (store, clock) => new HotelCarrierResolver({ store, defaultCarrier: defaultCarrier(clock), secretsKey: config.carrierSecretsKey, clock }),
    carrierReconcileIntervalMs: config.carrierReconcileIntervalMs,
    rateLimitPerSecond: config.rateLimitPerSecond,
    trustProxy: config.trustProxy,
    http: { headersTimeoutMs: config.httpHeadersTimeoutMs, requestTimeoutMs: config.httpRequestTimeoutMs, keepAliveTimeoutMs: config.httpKeepAliveTimeoutMs },
    outboundPolicy: { allowLoopback: config.nodeEnv !== 'production', allowHosts: config.outboundAllowList },
    logger: quiet ? false : { level: config.logLevel },
    metrics: metricsSettings(config),
    // Demo: the demo agency key carries every guest of the bot, so it gets a limit sized for the bot.
    ...(config.nodeEnv !== 'production' ? { demoBotRateLimitPerSecond: DEMO_BOT_RATE_LIMIT_PER_SECOND } : {}),
    // Demo: the demo agency key (the embedded bot's) sends its payment webhooks to the bot's receiver.
    ...(withBotReceiver && config.nodeEnv !== 'production' ? { demoWebhookUrl: botWebhookUrl(config) } : {}),
  });
  const say = quiet ? (s: string) => process.stderr.write(`${s}\n`) : console.log;
  say(`Servicio de hotel escuchando en ${svc.url} (links de pago en ${config.publicBaseUrl})`);
  return svc;
}

/**
 * Run the bot (Telegram with a token, else the terminal chat) against
 * `baseUrl`. `chatOff` (no token and stdin not a terminal): no chat at all,
 * only the webhook receiver and its `/health`; says so in one log line.
 */
async function runBot(config: Config, baseUrl: string, forceTerminal: boolean, lang: 'es' | 'en', chatOff = false): Promise<RunningBot> {
  const [{ pino }, { HotelApiClient }, { startBot }, { traceLogFields }] = await Promise.all([
    import('pino'),
    import('./api/client.js'),
    import('./bot/index.js'),
    import('./tracing/log.js'),
  ]);
  const client = new HotelApiClient({ baseUrl, apiKey: requireHotelApiKey(config) });
  const telegram =
    !forceTerminal && config.telegramBotToken
      ? { token: config.telegramBotToken, apiRoot: config.telegramApiRoot, ...(config.telegramWebhookUrl ? { webhookUrl: config.telegramWebhookUrl } : {}) }
      : undefined;
  // In the terminal chat, stdout is the conversation: only errors, and on stderr.
  const whatsapp = !forceTerminal ? config.whatsapp : undefined;
  // Lines logged inside a span carry its trace_id and span_id.
  const logger =
    telegram || chatOff
      ? pino({ level: config.logLevel, name: 'bot', mixin: traceLogFields })
      : pino({ level: 'error', name: 'bot', mixin: traceLogFields }, pino.destination(2));
  if (!telegram && chatOff && !whatsapp)
    logger.info(
      'chat off: no TELEGRAM_BOT_TOKEN and stdin is not a terminal; serving payments webhooks and /health only (run `hotelbot chat` for the terminal chat)',
    );
  const bot = await startBot({
    client,
    botDatabasePath: config.botDatabasePath,
    pollIntervalMs: config.paymentPollIntervalMs,
    paymentReminderMinutes: config.paymentReminderMinutes,
    retentionDays: config.funnelRetentionDays,
    logger,
    metrics: metricsSettings(config),
    catalogue: config.destinations,
    ...(config.slackHandoffChannel ? { handoff: true } : {}),
    ...(config.slackHandoffChannel
      ? {
          groupRooms: (hotelId: number | undefined) =>
            (hotelId !== undefined ? config.handoffHotelGroupRooms.get(hotelId) : undefined) ?? config.handoffGroupRooms,
        }
      : {}),
    ...(config.botWebhookPort !== 0 ? { webhooks: { host: config.botWebhookHost, port: config.botWebhookPort, secret: requireBotWebhookSecret(config) } } : {}),
    ...(telegram ? { telegram } : chatOff ? { chatOff: true } : { terminal: { input: process.stdin, output: process.stdout, lang } }),
    ...(whatsapp ? { whatsapp } : {}),
  });
  if (whatsapp) console.log(`WhatsApp iniciado (webhook en el puerto ${config.botWebhookPort}, ruta /whatsapp/webhook).`);
  if (telegram) console.log(`Bot de Telegram iniciado (${config.telegramWebhookUrl ? `webhook en ${config.telegramWebhookUrl}` : 'long polling'}).`);
  return bot;
}

/**
 * Run the Slack app for hotel staff and its live feed against the service at
 * `baseUrl`, when SLACK_BOT_TOKEN is set (else undefined: nothing runs). Opens
 * the bot database, applies SLACK_LINKS_FILE, starts the Bolt app (HTTP or
 * Socket Mode) and the feed poller. `quiet`: log only errors, on stderr (the
 * terminal chat owns stdout).
 *
 * @throws SlackLinksFileError on a bad links file; the Bolt app's errors (token refused, port taken).
 */
async function runSlack(
  config: Config,
  baseUrl: string,
  quiet: boolean,
  onStaffEvent?: () => void,
  botStore?: Store,
): Promise<{ stop(): Promise<void> } | undefined> {
  const s = slackSettings(config);
  if (!s) return undefined;
  const [
    { pino },
    { webApi },
    { openSlackRepos, slackReposOn },
    { HotelApiClient },
    { applySlackLinks, loadSlackLinksFile },
    { startSlackApp },
    { SlackFeedPoller },
    { FunnelWeeklyPoster },
    { HandoffDesk },
  ] = await Promise.all([
    import('pino'),
    import('@slack/bolt'),
    import('./cli/slack.js'),
    import('./api/client.js'),
    import('./bot/slack/settingsFile.js'),
    import('./bot/slack/index.js'),
    import('./bot/slack/feed.js'),
    import('./bot/slack/funnel.js'),
    import('./bot/slack/handoff.js'),
  ]);
  // The modules of the guests' channels whose files the hand-off desk fetches (its `files` below): only when it does.
  const telegram = s.handoffChannel && config.telegramBotToken ? await import('./bot/telegram.js') : undefined;
  const whatsapp =
    s.handoffChannel && config.whatsapp ? { ...(await import('./bot/whatsapp/channel.js')), ...(await import('./bot/whatsapp/graph.js')) } : undefined;
  const logger = quiet ? pino({ level: 'error', name: 'slack' }, pino.destination(2)) : pino({ level: config.logLevel, name: 'slack' });
  // Beside the bot in one process, on the bot's own store: one SQLite handle per file and process (two would wait on
  // each other's locks with the event loop blocked); the bot closes it.
  const repos = botStore ? slackReposOn(botStore) : await openSlackRepos(config.botDatabasePath);
  const closeStore = () => (botStore ? Promise.resolve() : repos.store.close());
  const client = new HotelApiClient({ baseUrl, apiKey: s.serviceApiKey });
  try {
    if (s.linksFile) {
      const r = await applySlackLinks(loadSlackLinksFile(s.linksFile), repos, new Date());
      logger.info({ file: s.linksFile, ...r }, 'slack links file applied');
    }
    const app = await startSlackApp({
      botToken: s.botToken,
      mode: s.mode,
      ...(s.signingSecret ? { signingSecret: s.signingSecret } : {}),
      ...(s.appToken ? { appToken: s.appToken } : {}),
      port: s.port,
      host: s.host,
      ...(s.apiUrl ? { slackApiUrl: s.apiUrl } : {}),
      client,
      links: repos.links,
      feed: repos.feed,
      logger,
      ...(s.handoffChannel ? { handoff: { store: repos.store, ...(onStaffEvent ? { onStaffEvent } : {}) } } : {}),
      funnelStore: repos.store,
    });
    // The feed's own WebClient: few retries, so a Slack outage delays one poll, not the next ones (failed posts are retried by the poller).
    const web = new webApi.WebClient(s.botToken, {
      ...(s.apiUrl ? { slackApiUrl: s.apiUrl } : {}),
      retryConfig: { retries: 2, factor: 2 },
      logLevel: webApi.LogLevel.ERROR,
    });
    const poller = new SlackFeedPoller({ web, client, links: repos.links, feed: repos.feed, intervalMs: s.feedIntervalMs, logger });
    poller.start();
    // The weekly booking funnel to each hotel's feed channels (FUNNEL_WEEKLY_POST; off: none).
    const funnelPoster = config.funnelWeeklyPost
      ? new FunnelWeeklyPoster({ web, store: repos.store, feed: repos.feed, links: repos.links, clock: systemClock, schedule: config.funnelWeeklyPost, logger })
      : undefined;
    funnelPoster?.start();
    const desk = s.handoffChannel
      ? new HandoffDesk({
          store: repos.store,
          web,
          feed: repos.feed,
          links: repos.links,
          defaultChannel: s.handoffChannel,
          cityChannels: s.handoffCityChannels,
          clock: systemClock,
          logger,
          hours: s.handoffHours,
          firstResponseMs: s.handoffFirstResponseMs,
          idleCloseMs: s.handoffIdleCloseMs,
          ...(onStaffEvent ? { onStaffEvent } : {}),
          // Guests' photos and documents reach the thread as files when this process can fetch them from their channel.
          files: {
            ...(telegram && config.telegramBotToken
              ? {
                  [telegram.TELEGRAM_CHANNEL]: telegram.telegramFileFetcher({
                    token: config.telegramBotToken,
                    ...(config.telegramApiRoot ? { apiRoot: config.telegramApiRoot } : {}),
                  }),
                }
              : {}),
            ...(whatsapp && config.whatsapp
              ? {
                  [whatsapp.WHATSAPP_CHANNEL]: whatsapp.whatsAppFileFetcher(
                    new whatsapp.GraphClient({
                      token: config.whatsapp.token,
                      phoneNumberId: config.whatsapp.phoneNumberId,
                      ...(config.whatsapp.apiUrl ? { apiUrl: config.whatsapp.apiUrl } : {}),
                    }),
                  ),
                }
              : {}),
          },
        })
      : undefined;
    desk?.start();
    const where = s.mode === 'socket' ? 'Socket Mode' : `HTTP en ${app.url}/slack/events`;
    (quiet ? (t: string) => process.stderr.write(`${t}\n`) : console.log)(`App de Slack para el personal del hotel iniciada (${where}).`);
    return {
      async stop() {
        await desk?.stop();
        await funnelPoster?.stop();
        await poller.stop();
        await app.stop();
        await client.close();
        await closeStore();
      },
    };
  } catch (err) {
    await client.close();
    await closeStore();
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new ConfigError('SLACK_PORT', `Invalid setting SLACK_PORT: ${s.host}:${s.port} is already in use; set SLACK_PORT to a free port`);
    throw err;
  }
}

/** Where the bot's webhook receiver is reached from the service on this machine. */
function botWebhookUrl(config: Config): string {
  const host = config.botWebhookHost === '0.0.0.0' || config.botWebhookHost === '::' ? '127.0.0.1' : config.botWebhookHost;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.botWebhookPort}/webhooks/payments`;
}

function embeddedUrl(config: Config): string {
  return `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
}

/** How long a stop may take after SIGTERM/SIGINT before the process exits anyway, with status 1, ms. */
const STOP_DEADLINE_MS = 10_000;

/** How long the service's webhook outbox is given to deliver what is due when stopping, ms. */
const OUTBOX_FLUSH_MS = 3_000;

/**
 * Keep running until SIGINT/SIGTERM or `done`, then run `stops` in order and
 * exit: 0 when all stopped cleanly, 1 when one failed or `done` rejected. A
 * stop that takes more than {@link STOP_DEADLINE_MS} (or a second signal)
 * exits at once with status 1.
 */
async function untilStopped(stops: Array<() => Promise<unknown>>, done?: Promise<void>): Promise<never> {
  let failed = false;
  const why = await new Promise<string>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
    done?.then(
      () => resolve('done'),
      () => {
        failed = true;
        resolve('failure');
      },
    );
  });
  const hard = (reason: string) => {
    process.stderr.write(`hotelbot: ${reason}; exiting now\n`);
    process.exit(1);
  };
  const deadline = setTimeout(() => hard(`stopping took more than ${STOP_DEADLINE_MS / 1000} s`), STOP_DEADLINE_MS);
  process.once('SIGINT', () => hard('second signal while stopping'));
  process.once('SIGTERM', () => hard('second signal while stopping'));
  if (why !== 'done') process.stderr.write(`hotelbot: ${why}: stopping…\n`);
  for (const stop of stops) {
    await stop().catch((err: unknown) => {
      failed = true;
      process.stderr.write(`hotelbot: while stopping: ${err instanceof Error ? err.message : String(err)}\n`);
    });
  }
  clearTimeout(deadline);
  process.exit(failed ? 1 : 0);
}

/** Build the CLI program. */
export function program(): Command {
  const cli = new Command('hotelbot').description('Bot de reservas de hotel y servicio de pagos y reservas');
  cli
    .command('start')
    .description('service and bot in one process (Telegram with TELEGRAM_BOT_TOKEN, else the terminal chat)')
    .option('--lang <lang>', 'terminal chat language (es or en)')
    .action(async (o: { lang?: string }) => {
      // First, before anything opens: the runtime settings of a server (the process is replaced when it lacks them).
      restartWithServerRuntime();
      const config = settings();
      // The terminal chat only with a terminal: under systemd, Docker or nohup stdin is not one, and the chat is off.
      const chatOff = !config.telegramBotToken && process.stdin.isTTY !== true;
      const terminal = !config.telegramBotToken && !chatOff;
      // One process, one service.name: the service's (the spans' names tell the sides apart).
      const stopTracing = await startTracingFrom(config, config.hotelApiBaseUrl ? 'bot' : 'service');
      const svc = config.hotelApiBaseUrl ? undefined : await runService(config, terminal, config.botWebhookPort !== 0);
      // A part that cannot start (port taken, bad token) closes what already runs, so its database is closed cleanly.
      const bot = await runBot(config, config.hotelApiBaseUrl ?? svc!.url, false, lang(o.lang, config), chatOff).catch(async (err: unknown) => {
        await svc?.close();
        throw err;
      });
      if (svc) bot.addStatusSource({ backlog: async () => ({ serviceWebhooks: await svc.webhooks.pendingCount() }) });
      const slack = await runSlack(
        config,
        config.hotelApiBaseUrl ?? svc!.url,
        terminal,
        () =>
          // A staff event for a guest of this process goes out at once (the worker's loop would send it within a second); a bot
          // stopping meanwhile leaves it to the next start.
          void bot.notices.tick().catch(() => undefined),
        bot.store,
      ).catch(async (err: unknown) => {
        await bot.stop();
        await svc?.close();
        throw err;
      });
      // Stop taking requests and updates, let the service's outbox deliver what is due (the bot's receiver still
      // listens), then close the bot and the service with their databases.
      await untilStopped(
        [
          ...(slack ? [slack.stop] : []),
          bot.drain,
          ...(svc ? [() => svc.webhooks.flush(OUTBOX_FLUSH_MS)] : []),
          bot.stop,
          ...(svc ? [svc.close] : []),
          stopTracing,
        ],
        terminal ? bot.done : undefined,
      );
    });
  cli
    .command('service')
    .description('only the Hotel Payments and Reservations Service')
    .action(async () => {
      restartWithServerRuntime();
      const config = settings();
      const stopTracing = await startTracingFrom(config, 'service');
      const svc = await runService(config, false, false);
      await untilStopped([svc.close, stopTracing]);
    });
  cli
    .command('bot')
    .description('only the bot, against HOTEL_API_BASE_URL (default: the service at HOST:PORT)')
    .action(async () => {
      const config = settings();
      // As with start: without a token the terminal chat needs a terminal; otherwise the bot runs with the chat off.
      const chatOff = !config.telegramBotToken && process.stdin.isTTY !== true;
      const stopTracing = await startTracingFrom(config, 'bot');
      const bot = await runBot(config, config.hotelApiBaseUrl ?? embeddedUrl(config), false, config.botLanguage, chatOff);
      await untilStopped([bot.drain, bot.stop, stopTracing], config.telegramBotToken || chatOff ? undefined : bot.done);
    });
  cli
    .command('chat')
    .description('the terminal chat (with an embedded service unless HOTEL_API_BASE_URL is set)')
    .option('--lang <lang>', 'es or en')
    .action(async (o: { lang?: string }) => {
      const config = settings();
      const stopTracing = await startTracingFrom(config, 'bot');
      const svc = config.hotelApiBaseUrl ? undefined : await runService(config, true, config.botWebhookPort !== 0);
      const bot = await runBot(config, config.hotelApiBaseUrl ?? svc!.url, true, lang(o.lang, config));
      await untilStopped([bot.stop, ...(svc ? [svc.close] : []), stopTracing], bot.done);
    });
  cli
    .command('seed')
    .description('seed the demo hotels, inventory and (outside production) the demo API keys')
    .option('--database <location>', 'SQLite file or postgres:// URL to seed (default: DATABASE_URL, else DATABASE_PATH)')
    .option(
      '--scale',
      "seed the benchmarks' scale dataset instead, from a clone of the repository (as `npm run seed:scale`; its options follow: --hotels, --room-types, --days, --big-history, --history)",
    )
    .allowUnknownOption()
    .allowExcessArguments()
    .action(async (o: { database?: string; scale?: boolean }, cmd: Command) => {
      if (o.scale) {
        const rest = process.argv.slice(process.argv.indexOf('seed') + 1).filter((a) => a !== '--scale');
        process.exitCode = runScaleSeed(rest);
        return;
      }
      if (cmd.args.length) cmd.error(`error: unknown option '${cmd.args[0]}'`);
      const config = settings();
      const location = o.database ?? config.databasePath;
      const [{ openStore }, { serviceMigrations }, { seedDemoData, seedDemoKeys }] = await Promise.all([
        import('./store/sql.js'),
        import('./store/service/migrations/index.js'),
        import('./store/service/seed.js'),
      ]);
      const store = await openStore(location, serviceMigrations);
      try {
        const now = new Date();
        const r = await seedDemoData(store, { today: bogotaDate(now), now });
        if (config.nodeEnv !== 'production') await seedDemoKeys(store, now);
        console.log(r.seeded ? `Datos de demostración creados: ${r.hotels} hoteles.` : 'La base ya tenía hoteles: no se sembró nada.');
      } finally {
        await store.close();
      }
    });
  cli
    .command('migrate')
    .description('apply pending migrations to the service and bot databases')
    .action(async () => {
      const config = settings();
      const [{ openStore, redactLocation }, { serviceMigrations }, { botMigrations }] = await Promise.all([
        import('./store/sql.js'),
        import('./store/service/migrations/index.js'),
        import('./store/bot/migrations/index.js'),
      ]);
      // Each store migrates under its migration lock: instances starting at the same time wait, then find nothing to do.
      for (const [location, migrations] of [
        [config.databasePath, serviceMigrations],
        [config.botDatabasePath, botMigrations],
      ] as const) {
        const store = await openStore(location, migrations);
        await store.close();
      }
      console.log(`Migraciones aplicadas: ${redactLocation(config.databasePath)}, ${redactLocation(config.botDatabasePath)}`);
    });
  const dbCommand = cli.command('db').description('the databases: move a SQLite store into PostgreSQL');
  dbCommand
    .command('copy')
    .description('copy a SQLite store (service or bot) into an empty PostgreSQL database of the same schema, verified by row counts and totals')
    .requiredOption('--from <file>', 'the SQLite file (e.g. data/service.db)')
    .requiredOption('--to <url>', 'the PostgreSQL URL (postgres://user:password@host:5432/database); migrated first, must hold no rows')
    .option('--store <store>', 'service or bot', 'service')
    .action(async (o: { from: string; to: string; store: string }) => {
      if (o.store !== 'service' && o.store !== 'bot') fail('--store es service o bot');
      const [{ runDbCopy }, { CopyError }] = await Promise.all([import('./cli/db.js'), import('./store/copy.js')]);
      try {
        await runDbCopy({ store: o.store as 'service' | 'bot', from: o.from, to: o.to }, process.stdout, process.stderr);
      } catch (err) {
        if (err instanceof CopyError) fail(err.message);
        throw err;
      }
    });
  const slack = cli
    .command('slack')
    .description('the Slack app for hotel staff: run it alone, or manage which workspaces, channels and users belong to which hotel');
  slack
    .command('run', { isDefault: true })
    .description('only the Slack app and its live feed, against HOTEL_API_BASE_URL (default: the service at HOST:PORT); needs SLACK_BOT_TOKEN')
    .action(async () => {
      const config = settings();
      if (!config.slackBotToken) throw new ConfigError('SLACK_BOT_TOKEN', 'Missing setting SLACK_BOT_TOKEN: required to run the Slack app (xoxb-…)');
      const app = (await runSlack(config, config.hotelApiBaseUrl ?? embeddedUrl(config), false))!;
      await untilStopped([app.stop]);
    });
  const withSlackRepos = async <T>(run: (repos: SlackRepos, config: Config) => Promise<T>): Promise<T> => {
    const { openSlackRepos } = await import('./cli/slack.js');
    const config = settings();
    const repos = await openSlackRepos(config.botDatabasePath);
    try {
      return await run(repos, config);
    } finally {
      await repos.store.close();
    }
  };
  slack
    .command('link')
    .description("link a workspace (no --channel/--user), a channel or a user to a hotel; --feed: the channel gets the hotel's live feed")
    .requiredOption('--team <id>', 'Slack workspace id (T…)')
    .requiredOption('--hotel <id>', "the hotel's internal id (1 = the demo's Cartagena hotel)")
    .option('--channel <id>', 'Slack channel id (C…, G…)')
    .option('--user <id>', 'Slack user id (U…)')
    .option('--feed', "make the channel the hotel's live-feed channel in that workspace")
    .action(async (o: { team: string; hotel: string; channel?: string; user?: string; feed?: boolean }) => {
      const { slackLink } = await import('./cli/slack.js');
      await withSlackRepos((repos) => slackLink(repos, o, new Date(), process.stdout));
    });
  slack
    .command('unlink')
    .description('remove a workspace, channel or user link (a channel also stops getting the live feed)')
    .requiredOption('--team <id>', 'Slack workspace id (T…)')
    .option('--channel <id>', 'Slack channel id')
    .option('--user <id>', 'Slack user id')
    .action(async (o: { team: string; channel?: string; user?: string }) => {
      const { slackUnlink } = await import('./cli/slack.js');
      await withSlackRepos((repos) => slackUnlink(repos, o, process.stdout));
    });
  slack
    .command('list')
    .description('list links, feed channels and workspace languages')
    .action(async () => {
      const { slackList } = await import('./cli/slack.js');
      await withSlackRepos((repos) => slackList(repos, process.stdout));
    });
  slack
    .command('language <lang>')
    .description("set a workspace's language: es or en")
    .requiredOption('--team <id>', 'Slack workspace id (T…)')
    .action(async (language: string, o: { team: string }) => {
      const { slackLanguage } = await import('./cli/slack.js');
      await withSlackRepos((repos) => slackLanguage(repos, { team: o.team, language }, new Date(), process.stdout));
    });
  slack
    .command('apply [file]')
    .description('apply a links settings file now (default SLACK_LINKS_FILE); idempotent, removes nothing')
    .action(async (file: string | undefined) => {
      const { slackApply } = await import('./cli/slack.js');
      await withSlackRepos((repos, config) => slackApply(repos, file ?? config.slackLinksFile, new Date(), process.stdout));
    });
  const withBotStore = async <T>(run: (store: Store) => Promise<T>): Promise<T> => {
    const { openBotStore } = await import('./store/bot/repos.js');
    const store = await openBotStore(settings().botDatabasePath);
    try {
      return await run(store);
    } finally {
      await store.close();
    }
  };
  const report = cli.command('report').description("reports over the bot's database");
  report
    .command('funnel')
    .description('the booking funnel of the attempts started between two dates (Bogotá, inclusive): steps, conversion, times, where guests leave')
    .requiredOption('--from <date>', 'first date, YYYY-MM-DD (Bogotá)')
    .requiredOption('--to <date>', 'last date, YYYY-MM-DD (Bogotá)')
    .option('--hotel <id>', 'only attempts about this hotel (internal id)')
    .option('--channel <name>', 'only this channel (telegram, whatsapp, terminal)')
    .addOption(new Option('--format <format>', 'output').choices([...REPORT_FORMATS]).default('table'))
    .action(async (o: { from: string; to: string; hotel?: string; channel?: string; format: string }) => {
      await withBotStore((store) => reportFunnel(store, o, process.stdout));
    });
  const privacy = cli.command('privacy').description("guests' personal data in the bot's database");
  privacy
    .command('forget')
    .description("remove one guest's conversation data: state, funnel events, hand-off posts, notices, WhatsApp rows of the number")
    .requiredOption('--chat <channel:id>', 'the chat, e.g. telegram:123456789 or whatsapp:573001234567')
    .action(async (o: { chat: string }) => {
      const { privacyForget } = await import('./cli/privacy.js');
      await withBotStore((store) => privacyForget(store, o.chat, process.stdout));
    });
  const whatsapp = cli.command('whatsapp').description('the guest bot on WhatsApp: message templates to submit to Meta, wa.me links');
  whatsapp
    .command('templates')
    .description('print the message templates (payment confirmed, payment reminder, booking expired; es and en) as JSON ready to submit to Meta')
    .action(async () => {
      const { printWhatsAppTemplates } = await import('./cli/whatsapp.js');
      printWhatsAppTemplates(process.stdout);
    });
  whatsapp
    .command('link')
    .description('print a wa.me link that opens the chat with a first message naming a city or hotel')
    .requiredOption('--phone <number>', "the business's WhatsApp number, international form (+57 300 999 8877)")
    .requiredOption('--to <destination>', 'a city or a hotel name, as guests would write it')
    .addOption(new Option('--lang <lang>', 'language of the message').choices(['es', 'en']).default('es'))
    .action(async (o: { phone: string; to: string; lang: 'es' | 'en' }) => {
      const { printWhatsAppLink } = await import('./cli/whatsapp.js');
      printWhatsAppLink(o, process.stdout);
    });
  const telegramWebhook = cli
    .command('telegram')
    .description("the guest bot on Telegram: its webhook (set it, remove it, see Telegram's view of it)")
    .command('webhook')
    .description('the Telegram webhook of TELEGRAM_BOT_TOKEN (webhook mode: TELEGRAM_WEBHOOK_URL)');
  const telegramOptions = (config: Config) => ({ token: config.telegramBotToken, apiRoot: config.telegramApiRoot, botDatabasePath: config.botDatabasePath });
  telegramWebhook
    .command('set [url]')
    .description("point the bot's webhook at url (default TELEGRAM_WEBHOOK_URL) with the bot's secret token; pending updates are kept")
    .action(async (url: string | undefined) => {
      const { setTelegramWebhook } = await import('./cli/telegram.js');
      const config = settings();
      await setTelegramWebhook(telegramOptions(config), url ?? config.telegramWebhookUrl, process.stdout);
    });
  telegramWebhook
    .command('delete')
    .description('remove the webhook (the bot then takes updates by long polling when started without TELEGRAM_WEBHOOK_URL)')
    .option('--drop-pending', 'also discard the updates waiting')
    .action(async (o: { dropPending?: boolean }) => {
      const { deleteTelegramWebhook } = await import('./cli/telegram.js');
      await deleteTelegramWebhook(telegramOptions(settings()), o.dropPending === true, process.stdout);
    });
  telegramWebhook
    .command('info')
    .description("Telegram's view of the webhook: url, pending_update_count, last_error_message")
    .action(async () => {
      const { telegramWebhookInfo } = await import('./cli/telegram.js');
      await telegramWebhookInfo(telegramOptions(settings()), process.stdout);
    });
  const webhooks = cli.command('webhooks').description("the service's webhook outbox: deliveries, dead letters, replays");
  const withServiceDb = async <T>(run: (store: Store, config: Config) => Promise<T>): Promise<T> => {
    const [{ openStore }, { serviceMigrations }] = await Promise.all([import('./store/sql.js'), import('./store/service/migrations/index.js')]);
    const config = settings();
    const store = await openStore(config.databasePath, serviceMigrations);
    try {
      return await run(store, config);
    } finally {
      await store.close();
    }
  };
  webhooks
    .command('list')
    .description('list outbox rows, newest first')
    .option('--status <status>', 'pending, delivered or dead')
    .option('--limit <n>', 'how many rows', (v) => Number.parseInt(v, 10), 50)
    .action(async (o: { status?: string; limit: number }) => {
      const { listWebhooks } = await import('./cli/webhooks.js');
      await withServiceDb((db) => listWebhooks(db, { ...(o.status ? { status: o.status } : {}), limit: o.limit }, process.stdout));
    });
  webhooks
    .command('replay <id>')
    .description('send a dead or delivered webhook again (same webhook-id, so receivers dedupe)')
    .action(async (id: string) => {
      const { replayWebhook } = await import('./cli/webhooks.js');
      await withServiceDb((db) => replayWebhook(db, /^\d+$/.test(id) ? Number(id) : id, new Date(), process.stdout));
    });
  webhooks
    .command('set-url <key> [url]')
    .description("set (or, without url, clear) the URL receiving an API key's transaction and booking-expiry webhooks; prints its signing secret")
    .action(async (key: string, url: string | undefined) => {
      const { setKeyWebhook } = await import('./cli/webhooks.js');
      await withServiceDb((db, config) =>
        setKeyWebhook(db, key, url ?? null, process.stdout, { allowLoopback: config.nodeEnv !== 'production', allowHosts: config.outboundAllowList }),
      );
    });
  const keys = cli.command('keys').description("the service's API keys: create (shown once, stored hashed), list, revoke, rate limits, webhook secrets");
  const outbound = (config: Config) => ({ allowLoopback: config.nodeEnv !== 'production', allowHosts: config.outboundAllowList });
  keys
    .command('create')
    .description('create a key for a principal; prints the key once')
    .requiredOption('--name <name>', 'a label for the key, e.g. the client it is for')
    .requiredOption('--principal <principal>', 'operator, channel_manager, hotel:<id> or agency:<id>')
    .option('--rate-limit <n>', "requests per second (bursts of twice it); default: the service's API_RATE_LIMIT_PER_SECOND")
    .option('--webhook-url <url>', "where the key's transaction and booking-expiry webhooks go")
    .action(async (o: { name: string; principal: string; rateLimit?: string; webhookUrl?: string }) => {
      const { createKey } = await import('./cli/keys.js');
      await withServiceDb((db, config) => createKey(db, o, new Date(), process.stdout, outbound(config)));
    });
  keys
    .command('list')
    .description('list the keys (never the keys themselves)')
    .action(async () => {
      const { listKeys } = await import('./cli/keys.js');
      await withServiceDb((db) => listKeys(db, process.stdout));
    });
  keys
    .command('revoke <key>')
    .description('revoke a key (id, name or the key itself); it stops authenticating at once')
    .action(async (key: string) => {
      const { revokeKey } = await import('./cli/keys.js');
      await withServiceDb((db) => revokeKey(db, key, new Date(), process.stdout));
    });
  keys
    .command('rate-limit <key> <limit>')
    .description("set a key's own limit in requests per second, or 'default'")
    .action(async (key: string, limit: string) => {
      const { setKeyLimit } = await import('./cli/keys.js');
      await withServiceDb((db) => setKeyLimit(db, key, limit, process.stdout));
    });
  keys
    .command('rotate-webhook-secret <key>')
    .description("replace a key's webhook signing secret; prints the new one")
    .action(async (key: string) => {
      const { rotateKeySecret } = await import('./cli/keys.js');
      await withServiceDb((db) => rotateKeySecret(db, key, process.stdout));
    });
  registerCarrierCommands(cli, { settings });
  return cli;
}

function lang(option: string | undefined, config: Config): 'es' | 'en' {
  if (option === undefined) return config.botLanguage;
  if (option !== 'es' && option !== 'en') fail('--lang must be es or en');
  return option;
}

function settings(): Config {
  loadEnvFile();
  return loadConfig(process.env);
}

/** Which setting names the port of a listen error: the bot's receiver, Slack's receiver or the service. */
function portSettingOf(err: NodeJS.ErrnoException & { port?: number }): string {
  const config = (() => {
    try {
      return settings();
    } catch {
      return undefined;
    }
  })();
  if (config && err.port !== undefined) {
    if (err.port === config.botWebhookPort) return 'set BOT_WEBHOOK_PORT';
    if (err.port === config.slackPort) return 'set SLACK_PORT';
  }
  return 'set PORT';
}

function fail(line: string): never {
  process.stderr.write(`hotelbot: ${line}\n`);
  process.exit(1);
}

program()
  .parseAsync(process.argv)
  .catch(async (err: unknown) => {
    if (await isOneLineError(err)) fail((err as Error).message);
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') fail(`${(err as Error).message}: ${portSettingOf(err as NodeJS.ErrnoException)} to a free port`);
    fail(err instanceof Error ? (err.stack ?? err.message) : String(err));
  });
