/**
 * The Slack app for hotel staff (@slack/bolt): slash commands, buttons,
 * modals and the App Home, reaching the service only through the typed
 * {@link HotelApiClient}. HTTP mode (Bolt's HTTPReceiver checking Slack's
 * request signatures, `/slack/events` for commands, interactions and events)
 * or Socket Mode (an app-level token), chosen by `mode`.
 *
 * @example
 * const slack = await startSlackApp({ botToken, signingSecret, mode: 'http', port: 3002, client, links, feed });
 * // … later
 * await slack.stop();
 */
import type { AddressInfo } from 'node:net';
import { App, LogLevel, type Logger } from '@slack/bolt';
import type { HotelApiClient } from '../../api/client.js';
import { systemClock, type Clock } from '../../clock.js';
import type { SlackFeedRepo, SlackLinkRepo } from '../../store/bot/slack.js';
import type { Store } from '../../store/sql.js';
import { silentLogger, type BotLogger } from '../effects.js';
import { HotelAccess, type SlackDeps } from './access.js';
import { registerPago } from './commands/pago/command.js';
import { registerReservaActions } from './commands/reserva/actions.js';
import { registerReserva } from './commands/reserva/command.js';
import { registerReservasPaging } from './commands/reservas/actions.js';
import { registerReservas } from './commands/reservas/command.js';
import { registerHandoff } from './handoff.js';
import { registerHome } from './home.js';
import { realSleep } from './listener.js';

/** Options of {@link createSlackApp} and {@link startSlackApp}. */
export interface SlackAppOptions {
  /** Bot token (`xoxb-…`); verified with `auth.test` at start. */
  botToken: string;
  /** Signing secret (HTTP mode; required there). */
  signingSecret?: string;
  /** App-level token (`xapp-…`, Socket Mode; required there). */
  appToken?: string;
  mode: 'http' | 'socket';
  /** HTTP mode: port to listen on (default 3002; 0 = any free port). */
  port?: number;
  /** HTTP mode: interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Base URL of the Slack Web API (default Slack's; tests point it at a fake), ending in `/api/`. */
  slackApiUrl?: string;
  /** Service client (an operator or channel-manager key; the app scopes every call to the staff member's hotel). */
  client: HotelApiClient;
  links: SlackLinkRepo;
  feed: SlackFeedRepo;
  clock?: Clock;
  /**
   * Hand-offs of guest conversations to staff (SLACK_HANDOFF_CHANNEL set):
   * the bot database they live in, and what to call once a staff event was
   * recorded for a guest (the guest's bot in this process sends it at once).
   * Absent: the hand-off buttons and thread replies are not listened to.
   */
  handoff?: { store: Store; onStaffEvent?: () => void };
  /** The bot database holding the booking funnel (`funnel_events`): the App Home gets the funnel section with its chart. */
  funnelStore?: Store;
  /** How the app waits out a short `Retry-After` of the service, ms (default a real timer; tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
  logger?: BotLogger;
}

/** A running Slack app. */
export interface RunningSlackApp {
  app: App;
  /** HTTP mode: `http://host:port` (the receiver's endpoint is `/slack/events`). */
  url?: string;
  /** Stop receiving and close the server or socket. */
  stop(): Promise<void>;
}

/** Bolt's logger interface over the bot's pino-like logger (debug dropped). */
function boltLogger(logger: BotLogger): Logger {
  let level = LogLevel.INFO;
  const text = (msg: unknown[]) => msg.map((m) => (m instanceof Error ? m.message : typeof m === 'string' ? m : JSON.stringify(m))).join(' ');
  return {
    debug() {},
    info: (...msg: unknown[]) => logger.info({ component: 'bolt' }, text(msg)),
    warn: (...msg: unknown[]) => logger.warn({ component: 'bolt' }, text(msg)),
    error: (...msg: unknown[]) => logger.error({ component: 'bolt' }, text(msg)),
    setLevel: (l: LogLevel) => {
      level = l;
    },
    getLevel: () => level,
    setName() {},
  };
}

/**
 * Create the Bolt app with every listener registered (not started, not yet
 * initialized: {@link startSlackApp} calls `app.init()`, which checks the bot
 * token with `auth.test`). Throws when the mode's secret or token is missing.
 */
export function createSlackApp(options: SlackAppOptions): App {
  const logger = options.logger ?? silentLogger;
  const clock = options.clock ?? systemClock;
  const common = {
    token: options.botToken,
    logger: boltLogger(logger),
    deferInitialization: true,
    // An explicit retry policy for listeners' Web API calls: Socket Mode's client would otherwise write its own
    // (100 retries) into the options it shares with the app. A few quick retries suit a person waiting on a modal.
    clientOptions: { retryConfig: { retries: 3, factor: 2 }, ...(options.slackApiUrl ? { slackApiUrl: options.slackApiUrl } : {}) },
  };
  let app: App;
  if (options.mode === 'socket') {
    if (!options.appToken) throw new Error('Slack Socket Mode needs an app-level token (xapp-…)');
    app = new App({ ...common, appToken: options.appToken, socketMode: true });
  } else {
    if (!options.signingSecret) throw new Error('Slack HTTP mode needs the signing secret');
    // processBeforeResponse false: ack() answers Slack at once, the listener's slow work continues after.
    app = new App({ ...common, signingSecret: options.signingSecret, processBeforeResponse: false });
  }
  const deps: SlackDeps = {
    client: options.client,
    access: new HotelAccess(options.links, options.client, clock),
    feed: options.feed,
    clock,
    sleep: options.sleep ?? realSleep,
    logger,
    ...(options.funnelStore ? { funnelStore: options.funnelStore } : {}),
  };
  // One folder per slash command: its listener, then its buttons and modals.
  registerReservas(app, deps);
  registerReservasPaging(app, deps);
  registerReserva(app, deps);
  registerReservaActions(app, deps);
  registerPago(app, deps);
  registerHome(app, deps);
  if (options.handoff)
    registerHandoff(app, {
      store: options.handoff.store,
      links: options.links,
      clock,
      logger,
      ...(options.handoff.onStaffEvent ? { onStaffEvent: options.handoff.onStaffEvent } : {}),
    });
  app.error(async (err) => {
    logger.error({ err: err.message, code: (err as { code?: string }).code }, 'slack: unhandled listener error');
  });
  return app;
}

/** Slack's `auth.test` errors that mean the bot token itself is refused (revoked, wrong, from an uninstalled app…). */
const TOKEN_REFUSED = new Set([
  'invalid_auth',
  'not_authed',
  'token_revoked',
  'token_expired',
  'account_inactive',
  'no_permission',
  'org_login_required',
  'ekm_access_denied',
  'team_access_not_granted',
]);

/**
 * A start-up failure of the Slack app caused by a setting (a refused bot
 * token, an unreachable Slack API): the message is one line naming the
 * setting, which the CLI prints alone before exiting 1.
 */
export class SlackSettingError extends Error {
  override name = 'SlackSettingError';
  constructor(
    /** The environment variable at fault, e.g. `SLACK_BOT_TOKEN`. */
    readonly setting: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The start-up failure of a bot token Slack refuses, as one line naming the
 * setting: `SLACK_BOT_TOKEN is not accepted by Slack (invalid_auth): …`.
 */
export function tokenRefused(code: string): SlackSettingError {
  return new SlackSettingError(
    'SLACK_BOT_TOKEN',
    `SLACK_BOT_TOKEN is not accepted by Slack (${code}): the token is revoked, mistyped or belongs to an app that is no longer installed; copy the Bot User OAuth Token (xoxb-…) again from the app's OAuth & Permissions page`,
  );
}

/**
 * Check the bot token (Bolt's `auth.test`). A token Slack refuses becomes
 * {@link tokenRefused}; Slack not answering becomes one line too (naming
 * SLACK_API_URL when it is set); anything else is rethrown.
 */
async function initApp(app: App, options: SlackAppOptions): Promise<void> {
  try {
    await app.init();
  } catch (err) {
    const e = err as { code?: string; data?: { error?: unknown }; message?: string };
    const slackError = typeof e.data?.error === 'string' ? e.data.error : undefined;
    if (slackError && TOKEN_REFUSED.has(slackError)) throw tokenRefused(slackError);
    if (e.code === 'slack_webapi_request_error')
      throw new SlackSettingError(
        options.slackApiUrl ? 'SLACK_API_URL' : 'SLACK_BOT_TOKEN',
        `Slack did not answer while checking SLACK_BOT_TOKEN (${options.slackApiUrl ?? 'https://slack.com/api/'}): ${e.message ?? String(err)}`,
      );
    if (slackError) throw new SlackSettingError('SLACK_BOT_TOKEN', `Slack refused to check SLACK_BOT_TOKEN (${slackError})`);
    throw err;
  }
}

/**
 * Create, initialize (auth.test against `slackApiUrl`) and start the Slack
 * app: HTTP mode listens on `host:port` and answers `url`; Socket Mode
 * connects with the app-level token. Rejects when the port is taken, and with
 * a one-line SlackSettingError when Slack refuses the bot token ({@link tokenRefused})
 * or cannot be reached to check it.
 */
export async function startSlackApp(options: SlackAppOptions): Promise<RunningSlackApp> {
  const app = createSlackApp(options);
  await initApp(app, options);
  if (options.mode === 'socket') {
    await app.start();
    return { app, stop: async () => void (await app.stop()) };
  }
  const host = options.host ?? '127.0.0.1';
  const server = await app.start({ port: options.port ?? 3002, host });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    app,
    url: `http://${shownHost}:${port}`,
    stop: async () => {
      server.closeAllConnections?.();
      await app.stop();
    },
  };
}
