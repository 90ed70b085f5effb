/**
 * `hotelbot slack …`: the command functions on a real bot database file, the
 * links settings file, and one run of the real CLI.
 */
import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSlackRepos, SlackCommandError, slackApply, slackLanguage, slackLink, slackList, slackUnlink, type SlackRepos } from '../../src/cli/slack.js';
import { startFakeSlack } from '../helpers/slack.js';
import { startTestService } from '../helpers/service.js';
import { bookingBody, firstOffer } from '../helpers/booking.js';
import { call } from '../helpers/service.js';
import { addDays } from '../../src/clock.js';
import { applySlackLinks, loadSlackLinksFile, parseSlackLinks, SlackLinksFileError } from '../../src/bot/slack/settingsFile.js';

const NOW = new Date('2026-11-21T15:00:00Z');
let dir: string;
let repos: SlackRepos;
let printed: string;
const out = { write: (s: string) => (printed += s) };

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-slack-cli-'));
  repos = await openSlackRepos(join(dir, 'bot.db'));
  printed = '';
});
afterEach(async () => {
  await repos.store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Run `fn` and return the SlackCommandError it throws. */
async function refusal(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (e) {
    expect(e).toBeInstanceOf(SlackCommandError);
    return (e as Error).message;
  }
  throw new Error('expected a SlackCommandError');
}

describe('hotelbot slack link / unlink / language / list', () => {
  it('links a workspace, a channel (with the feed) and a user, with user > channel > workspace precedence', async () => {
    await slackLink(repos, { team: 'T0AAA', hotel: '1' }, NOW, out);
    await slackLink(repos, { team: 'T0AAA', hotel: '2', channel: 'C0REC', feed: true }, NOW, out);
    await slackLink(repos, { team: 'T0AAA', hotel: '3', user: 'U0ANA' }, NOW, out);
    expect(printed.split('\n')).toEqual([
      'Enlazado: el workspace T0AAA → hotel 1.',
      'Enlazado: el canal C0REC del workspace T0AAA → hotel 2 (canal de novedades del hotel).',
      'Enlazado: el usuario U0ANA del workspace T0AAA → hotel 3.',
      '',
    ]);
    expect(await repos.links.resolve('T0AAA', 'U0OTRO', 'C0OTRO')).toEqual({ hotelId: 1, cmHotelId: null, via: 'workspace' });
    expect(await repos.links.resolve('T0AAA', 'U0OTRO', 'C0REC')).toEqual({ hotelId: 2, cmHotelId: null, via: 'channel' });
    expect(await repos.links.resolve('T0AAA', 'U0ANA', 'C0REC')).toEqual({ hotelId: 3, cmHotelId: null, via: 'user' });
    expect(await repos.links.resolve('T0BBB', 'U0ANA', 'C0REC')).toBeUndefined();
    expect(await repos.feed.channels(2)).toEqual([{ teamId: 'T0AAA', channelId: 'C0REC' }]);

    // Idempotent: linking again changes nothing; relinking moves the channel to another hotel.
    await slackLink(repos, { team: 'T0AAA', hotel: '2', channel: 'C0REC', feed: true }, NOW, out);
    expect(await repos.links.all()).toHaveLength(3);
    await slackLink(repos, { team: 'T0AAA', hotel: '4', channel: 'C0REC' }, NOW, out);
    expect((await repos.links.resolve('T0AAA', 'U0OTRO', 'C0REC'))?.hotelId).toBe(4);
  });

  it('lists links, feed channels and languages as a table', async () => {
    expect(await slackList(repos, out)).toEqual([]);
    expect(printed).toBe('No hay enlaces de Slack.\n');
    await slackLink(repos, { team: 'T0AAA', hotel: '1', channel: 'C0REC', feed: true }, NOW, out);
    await slackLink(repos, { team: 'T0AAA', hotel: '1' }, NOW, out);
    await slackLanguage(repos, { team: 'T0AAA', language: 'en' }, NOW, out);
    await slackLanguage(repos, { team: 'T0ZZZ', language: 'es' }, NOW, out);
    await repos.links.setCmHotelId(1, '100001');
    printed = '';
    const rows = await slackList(repos, out);
    expect(rows.map((r) => [r.kind, r.id])).toEqual([
      ['channel', 'C0REC'],
      ['feed', 'C0REC'],
      ['workspace', '-'],
    ]);
    expect(printed.split('\n')).toEqual([
      'workspace  tipo       id     hotel  cm      idioma',
      'T0AAA      channel    C0REC  1      100001  en',
      'T0AAA      feed       C0REC  1      -       en',
      'T0AAA      workspace  -      1      100001  en',
      'T0ZZZ      idioma     -      -      -       es',
      '',
    ]);
  });

  it('unlinks, stopping the feed of an unlinked channel', async () => {
    await slackLink(repos, { team: 'T0AAA', hotel: '1', channel: 'C0REC', feed: true }, NOW, out);
    await slackLink(repos, { team: 'T0AAA', hotel: '1', user: 'U0ANA' }, NOW, out);
    printed = '';
    await slackUnlink(repos, { team: 'T0AAA', channel: 'C0REC' }, out);
    expect(printed).toBe('Desenlazado: el canal C0REC del workspace T0AAA (ya no recibe novedades).\n');
    expect(await repos.feed.hotels()).toEqual([]);
    await slackUnlink(repos, { team: 'T0AAA', user: 'U0ANA' }, out);
    expect(await repos.links.all()).toEqual([]);
    expect(await refusal(() => slackUnlink(repos, { team: 'T0AAA', user: 'U0ANA' }, out))).toBe('No hay enlace para el usuario U0ANA del workspace T0AAA');
    expect(await refusal(() => slackUnlink(repos, { team: 'T0AAA' }, out))).toBe('No hay enlace para el workspace T0AAA');
  });

  it('sets a workspace language (default es)', async () => {
    expect(await repos.links.language('T0AAA')).toBe('es');
    await slackLanguage(repos, { team: 'T0AAA', language: 'en' }, NOW, out);
    expect(await repos.links.language('T0AAA')).toBe('en');
    expect(printed).toBe('Idioma del workspace T0AAA: inglés (en).\n');
    expect(await refusal(() => slackLanguage(repos, { team: 'T0AAA', language: 'fr' }, NOW, out))).toBe('El idioma debe ser es o en; se recibió "fr"');
  });

  it('refuses bad ids and contradictory options with one Spanish line', async () => {
    expect(await refusal(() => slackLink(repos, { team: 'acme', hotel: '1' }, NOW, out))).toMatch(/^--team debe ser un id de workspace de Slack/);
    expect(await refusal(() => slackLink(repos, { team: 'T0AAA', hotel: '0' }, NOW, out))).toMatch(/^--hotel debe ser el id interno de un hotel/);
    expect(await refusal(() => slackLink(repos, { team: 'T0AAA', hotel: '100001x' }, NOW, out))).toMatch(/^--hotel debe ser/);
    expect(await refusal(() => slackLink(repos, { team: 'T0AAA', hotel: '1', channel: '#recepcion' }, NOW, out))).toMatch(/^--channel debe ser un id de canal/);
    expect(await refusal(() => slackLink(repos, { team: 'T0AAA', hotel: '1', user: 'ana' }, NOW, out))).toMatch(/^--user debe ser un id de usuario/);
    expect(await refusal(() => slackLink(repos, { team: 'T0AAA', hotel: '1', channel: 'C0REC', user: 'U0ANA' }, NOW, out))).toBe(
      'Use --channel o --user, no ambos',
    );
    expect(await refusal(() => slackLink(repos, { team: 'T0AAA', hotel: '1', user: 'U0ANA', feed: true }, NOW, out))).toBe(
      '--feed necesita --channel: las novedades se publican en un canal',
    );
    expect(await repos.links.all()).toEqual([]);
  });
});

describe('links settings file', () => {
  const good = {
    workspaces: [
      {
        team_id: 'T0AAA',
        language: 'en',
        hotel_id: 1,
        channels: [
          { channel_id: 'C0REC', hotel_id: 1, feed: true },
          { channel_id: 'C0OTRO', hotel_id: 2 },
        ],
        users: [{ user_id: 'U0ANA', hotel_id: 2 }],
      },
      { team_id: 'T0BBB', channels: [{ channel_id: 'C0B', hotel_id: 2, feed: true }] },
    ],
  };

  it('applies workspaces, channels, users, feed channels and languages idempotently', async () => {
    const file = join(dir, 'slack.json');
    writeFileSync(file, JSON.stringify(good));
    expect(await applySlackLinks(loadSlackLinksFile(file), repos, NOW)).toEqual({ workspaces: 2, links: 5, feedChannels: 2 });
    const snapshot = { links: await repos.links.all(), feeds: await repos.feed.allChannels(), languages: await repos.links.languages() };
    await slackApply(repos, file, NOW, out);
    expect(printed).toBe(`Aplicado ${file}: 2 workspace(s), 5 enlace(s), 2 canal(es) de novedades.\n`);
    expect({ links: await repos.links.all(), feeds: await repos.feed.allChannels(), languages: await repos.links.languages() }).toEqual(snapshot);
    expect(snapshot.feeds).toEqual([
      { hotelId: 1, teamId: 'T0AAA', channelId: 'C0REC' },
      { hotelId: 2, teamId: 'T0BBB', channelId: 'C0B' },
    ]);
    expect(snapshot.languages).toEqual([{ teamId: 'T0AAA', language: 'en' }]);
    expect(await repos.links.language('T0BBB')).toBe('es');
    expect((await repos.links.resolve('T0AAA', 'U0ANA', 'C0REC'))?.hotelId).toBe(2);
    expect(await repos.links.resolve('T0AAA', 'U0X', 'C0X')).toMatchObject({ hotelId: 1, via: 'workspace' });
  });

  const bad: Array<[string, unknown, string, string]> = [
    [
      'a bad channel id',
      {
        workspaces: [
          {
            team_id: 'T0AAA',
            channels: [
              { channel_id: 'C0OK', hotel_id: 1 },
              { channel_id: 'recepcion', hotel_id: 1 },
            ],
          },
        ],
      },
      'workspaces[0].channels[1].channel_id: debe ser un id de canal de Slack (C…, G… o D…, p. ej. C0123ABCD)',
      'workspaces[0].channels[1].channel_id: must be a Slack channel id (C…, G… or D…, e.g. C0123ABCD)',
    ],
    [
      'a missing hotel',
      { workspaces: [{ team_id: 'T0AAA', users: [{ user_id: 'U0ANA' }] }] },
      'workspaces[0].users[0].hotel_id: es obligatorio',
      'workspaces[0].users[0].hotel_id: is required',
    ],
    [
      'a hotel that is not an internal id',
      { workspaces: [{ team_id: 'T0AAA', hotel_id: '100001' }] },
      'workspaces[0].hotel_id: debe ser el id interno de un hotel (entero positivo)',
      "workspaces[0].hotel_id: must be a hotel's internal id (a positive integer)",
    ],
    [
      'a language other than es or en',
      { workspaces: [{ team_id: 'T0AAA', language: 'fr' }] },
      'workspaces[0].language: debe ser es o en',
      'workspaces[0].language: must be es or en',
    ],
    ['an unknown field', { workspaces: [{ team_id: 'T0AAA', hotel: 1 }] }, 'workspaces[0]: campo desconocido "hotel"', 'workspaces[0]: unknown field "hotel"'],
    [
      'a workspace twice',
      { workspaces: [{ team_id: 'T0AAA' }, { team_id: 'T0AAA' }] },
      'workspaces[1].team_id: el workspace T0AAA aparece más de una vez',
      'workspaces[1].team_id: workspace T0AAA appears more than once',
    ],
    [
      'two feed channels of one hotel in a workspace',
      {
        workspaces: [
          {
            team_id: 'T0AAA',
            channels: [
              { channel_id: 'C0A', hotel_id: 1, feed: true },
              { channel_id: 'C0B', hotel_id: 1, feed: true },
            ],
          },
        ],
      },
      'workspaces[0].channels[1].feed: el hotel 1 ya tiene el canal de novedades C0A en este workspace (uno por hotel y workspace)',
      'workspaces[0].channels[1].feed: hotel 1 already has feed channel C0A in this workspace (one per hotel and workspace)',
    ],
    ['no workspaces list', {}, 'workspaces: es obligatorio', 'workspaces: is required'],
    ['a list instead of an object', [], '(raíz): debe ser un objeto', '(root): must be an object'],
  ];
  it.each(bad)('refuses %s, naming the entry in Spanish or English', (_, json, es, en) => {
    const text = JSON.stringify(json);
    expect(() => parseSlackLinks(text, 'slack.json')).toThrow(SlackLinksFileError);
    expect(() => parseSlackLinks(text, 'slack.json')).toThrow(`Archivo de enlaces de Slack slack.json inválido: ${es}`);
    expect(() => parseSlackLinks(text, 'slack.json', 'en')).toThrow(`Invalid Slack links file slack.json: ${en}`);
  });

  it('refuses a file that is missing or not JSON, and nothing is applied', async () => {
    expect(() => loadSlackLinksFile(join(dir, 'missing.json'))).toThrow(`No se pudo leer el archivo de enlaces de Slack ${join(dir, 'missing.json')}: ENOENT`);
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{ "workspaces": [ ');
    expect(() => loadSlackLinksFile(file, 'en')).toThrow(/^The Slack links file .*broken\.json is not valid JSON: /);
    expect(await refusal(() => slackApply(repos, file, NOW, out))).toMatch(/^El archivo de enlaces de Slack .*broken\.json no es JSON válido: /);
    expect(await refusal(() => slackApply(repos, undefined, NOW, out))).toBe('Indique el archivo de enlaces (o defina SLACK_LINKS_FILE)');
    expect(await repos.links.all()).toEqual([]);
  });
});

const run = promisify(execFile);
const MAIN = new URL('../../src/main.ts', import.meta.url).pathname;
const ROOT = new URL('../..', import.meta.url).pathname;

/** Environment of a CLI run: only what the test sets (plus PATH), so the developer's own settings do not leak in. */
function cliEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'error', ...extra };
}

describe('the built CLI', () => {
  it('hotelbot slack link / list / bad input, through node --import tsx src/main.ts', async () => {
    const env = cliEnv({ BOT_DATABASE_PATH: join(dir, 'cli.db') });
    const linked = await run(process.execPath, ['--import', 'tsx', MAIN, 'slack', 'link', '--team', 'T0AAA', '--hotel', '1', '--channel', 'C0REC', '--feed'], {
      cwd: ROOT,
      env,
    });
    expect(linked.stdout).toBe('Enlazado: el canal C0REC del workspace T0AAA → hotel 1 (canal de novedades del hotel).\n');
    const listed = await run(process.execPath, ['--import', 'tsx', MAIN, 'slack', 'list'], { cwd: ROOT, env });
    expect(listed.stdout.split('\n').slice(1, 3)).toEqual(['T0AAA      channel  C0REC  1      -   es', 'T0AAA      feed     C0REC  1      -   es']);
    const bad = await run(process.execPath, ['--import', 'tsx', MAIN, 'slack', 'link', '--team', 'T0AAA', '--hotel', '1', '--user', 'U0ANA', '--feed'], {
      cwd: ROOT,
      env,
    }).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(bad?.code).toBe(1);
    expect(bad?.stderr).toBe('hotelbot: --feed necesita --channel: las novedades se publican en un canal\n');
    const noToken = await run(process.execPath, ['--import', 'tsx', MAIN, 'slack'], { cwd: ROOT, env }).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(noToken?.stderr).toBe('hotelbot: Missing setting SLACK_BOT_TOKEN: required to run the Slack app (xoxb-…)\n');
  });

  it('hotelbot slack stops start-up with one line on a bad links file or a taken SLACK_PORT', async () => {
    const slack = await startFakeSlack();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as AddressInfo).port;
    const links = join(dir, 'bad.json');
    writeFileSync(links, JSON.stringify({ workspaces: [{ team_id: 'T1', users: [{ user_id: 'ana', hotel_id: 1 }] }] }));
    const env = {
      BOT_DATABASE_PATH: join(dir, 'bad.db'),
      HOTEL_API_BASE_URL: 'http://127.0.0.1:9',
      SLACK_BOT_TOKEN: 'xoxb-test-token',
      SLACK_SIGNING_SECRET: 'test-signing-secret',
      SLACK_API_URL: slack.apiUrl,
    };
    const failure = (extra: Record<string, string>) =>
      run(process.execPath, ['--import', 'tsx', MAIN, 'slack'], { cwd: ROOT, env: cliEnv({ ...env, ...extra }) }).then(
        () => undefined,
        (e: { code: number; stderr: string }) => e,
      );
    try {
      const badFile = await failure({ SLACK_LINKS_FILE: links });
      expect(badFile?.code).toBe(1);
      expect(badFile?.stderr).toBe(
        `hotelbot: Archivo de enlaces de Slack ${links} inválido: workspaces[0].users[0].user_id: debe ser un id de usuario de Slack (U… o W…, p. ej. U0123ABCD)\n`,
      );
      const taken = await failure({ SLACK_PORT: String(port) });
      expect(taken?.code).toBe(1);
      expect(taken?.stderr).toBe(`hotelbot: Invalid setting SLACK_PORT: 127.0.0.1:${port} is already in use; set SLACK_PORT to a free port\n`);
    } finally {
      blocker.close();
      await slack.close();
    }
  });

  it('a bot token Slack refuses (invalid_auth) stops `hotelbot slack` and `hotelbot start` with one line naming SLACK_BOT_TOKEN, no stack', async () => {
    const slack = await startFakeSlack();
    const env = {
      BOT_DATABASE_PATH: join(dir, 'token.db'),
      DATABASE_PATH: join(dir, 'token-service.db'),
      PORT: '0',
      BOT_WEBHOOK_PORT: '0',
      HOTEL_API_BASE_URL: 'http://127.0.0.1:9',
      SLACK_BOT_TOKEN: 'xoxb-revoked-token',
      SLACK_SIGNING_SECRET: 'test-signing-secret',
      SLACK_PORT: '0',
      SLACK_API_URL: slack.apiUrl,
    };
    const line =
      "hotelbot: SLACK_BOT_TOKEN is not accepted by Slack (invalid_auth): the token is revoked, mistyped or belongs to an app that is no longer installed; copy the Bot User OAuth Token (xoxb-…) again from the app's OAuth & Permissions page\n";
    try {
      slack.failNext('auth.test', 'invalid_auth');
      const alone = await run(process.execPath, ['--import', 'tsx', MAIN, 'slack'], { cwd: ROOT, env: cliEnv(env) }).then(
        () => undefined,
        (e: { code: number; stderr: string }) => e,
      );
      expect(alone?.code).toBe(1);
      expect(alone?.stderr).toBe(line);
      expect(slack.calls.filter((c) => c.method === 'auth.test').map((c) => c.authorization)).toEqual(['Bearer xoxb-revoked-token']);

      // Beside the service and the guest bot: the whole start stops with the same line (the parts already running are closed).
      slack.failNext('auth.test', 'invalid_auth');
      const { HOTEL_API_BASE_URL: _, ...embedded } = env;
      const all = await run(process.execPath, ['--import', 'tsx', MAIN, 'start'], { cwd: ROOT, env: cliEnv(embedded) }).then(
        () => undefined,
        (e: { code: number; stderr: string }) => e,
      );
      expect(all?.code).toBe(1);
      expect(all?.stderr).toBe(line);
      expect(all?.stderr).not.toMatch(/\n\s+at /); // no stack trace
    } finally {
      await slack.close();
    }
  });

  it('hotelbot slack runs the Slack app in HTTP mode with the links file and posts the live feed', async () => {
    const svc = await startTestService({ rateLimitPerSecond: 0 });
    const slack = await startFakeSlack();
    const links = join(dir, 'slack.json');
    writeFileSync(links, JSON.stringify({ workspaces: [{ team_id: 'T1', language: 'en', channels: [{ channel_id: 'C0FEED', hotel_id: 1, feed: true }] }] }));
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, 'slack'], {
      cwd: ROOT,
      env: cliEnv({
        BOT_DATABASE_PATH: join(dir, 'run.db'),
        HOTEL_API_BASE_URL: svc.url,
        SLACK_BOT_TOKEN: 'xoxb-test-token',
        SLACK_SIGNING_SECRET: 'test-signing-secret',
        SLACK_PORT: '0',
        SLACK_API_URL: slack.apiUrl,
        SLACK_LINKS_FILE: links,
        SLACK_FEED_INTERVAL_MS: '1000',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    /** `p`, unless the CLI exits first (then fail with its stderr). */
    const orExit = <T>(p: Promise<T>) => Promise.race([p, exited.then((code) => Promise.reject(new Error(`hotelbot slack exited (${code}): ${stderr}`)))]);
    try {
      await orExit(slack.waitFor('auth.test', 1, 20_000));
      await orExit(
        expect
          .poll(() => stdout, { timeout: 20_000 })
          .toMatch(/App de Slack para el personal del hotel iniciada \(HTTP en http:\/\/127\.0\.0\.1:\d+\/slack\/events\)/),
      );
      // The first poll records where the feed ends; then a new chatbot booking reaches the feed channel, in English.
      const db = await openSlackRepos(join(dir, 'run.db'));
      try {
        await orExit(expect.poll(() => db.feed.cursor(1), { timeout: 20_000 }).toBeGreaterThan(0));
      } finally {
        await db.store.close();
      }
      const offer = await firstOffer(svc.url, 'Cartagena', '2026-12-10', 2);
      const created = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, {
        key: 'demo-agency-1',
        body: bookingBody(offer, '2026-12-10', addDays('2026-12-10', 2), 2),
      });
      expect(created.status).toBe(200);
      const [post] = await orExit(slack.waitFor('chat.postMessage', 1, 20_000));
      expect(post.channel).toBe('C0FEED');
      expect(post.text).toMatch(/^New chatbot booking · Ana Gómez · Reservation \d+ · COP [\d,]+ · Pending$/);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await slack.close();
      await svc.stop();
    }
    // Nothing on stderr but the CLI's own notice of the signal, if it prints one.
    expect(stderr.replace(/^hotelbot: SIGTERM: stopping…\n/m, '')).toBe('');
  });
});

describe('slack/manifest.json', () => {
  it('declares the three commands, interactivity, the Home tab, app_home_opened, the hand-off thread messages and the bot scopes, with placeholder URLs', () => {
    const m = JSON.parse(readFileSync(new URL('../../slack/manifest.json', import.meta.url), 'utf8'));
    const url = 'https://YOUR-HOST/slack/events';
    expect(m.features.slash_commands.map((c: { command: string }) => c.command)).toEqual(['/reservas', '/reserva', '/pago']);
    for (const c of m.features.slash_commands) {
      expect(c.url).toBe(url);
      expect(c.usage_hint.length).toBeGreaterThan(0);
      expect(c.usage_hint.length).toBeLessThanOrEqual(1000);
      expect(c.description.length).toBeLessThanOrEqual(100);
    }
    expect(m.features.app_home.home_tab_enabled).toBe(true);
    // The app answers privately in its Messages tab (chat.postMessage to the user id): it must be on, read-only.
    expect(m.features.app_home).toMatchObject({ messages_tab_enabled: true, messages_tab_read_only_enabled: true });
    expect(m.features.bot_user.display_name).toBe('hotelbot');
    expect(m.settings.interactivity).toEqual({ is_enabled: true, request_url: url });
    // Thread replies of the hand-off (message.channels / message.groups, with the history scopes) and staff first names (users:read).
    expect(m.settings.event_subscriptions).toEqual({ request_url: url, bot_events: ['app_home_opened', 'message.channels', 'message.groups'] });
    expect(m.oauth_config.scopes.bot).toEqual(['commands', 'chat:write', 'chat:write.public', 'channels:history', 'groups:history', 'users:read']);
    expect(m.settings.socket_mode_enabled).toBe(false);
    expect(m.display_information.name.length).toBeLessThanOrEqual(35);
  });
});
