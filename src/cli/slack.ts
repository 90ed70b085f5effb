/**
 * `hotelbot slack …` commands over the bot database (BOT_DATABASE_PATH or BOT_DATABASE_URL): link
 * Slack workspaces, channels and users to hotels, unlink them, list them, set
 * a workspace's language, apply a links settings file. Plain functions over
 * the repositories that print to a stream (Spanish, like the other operator
 * commands); the CLI wiring lives in `src/main.ts`. They work offline: hotels
 * are the service's internal ids and are not checked against the service.
 */
import type { Store } from '../store/sql.js';
import { printTable, type OutputStream } from './output.js';
import { openBotStore } from '../store/bot/repos.js';
import { SlackFeedRepo, SlackLinkRepo, type SlackLanguage, type SlackLinkKind } from '../store/bot/slack.js';
import { applySlackLinks, loadSlackLinksFile, SLACK_CHANNEL_ID, SLACK_TEAM_ID, SLACK_USER_ID, SlackLinksFileError } from '../bot/slack/settingsFile.js';

/** A refused `hotelbot slack` command (bad id, contradictory options, unknown link); the message is one Spanish line for the operator. */
export class SlackCommandError extends Error {
  override name = 'SlackCommandError';
}

/** The bot database and the Slack repositories over it. */
export interface SlackRepos {
  store: Store;
  links: SlackLinkRepo;
  feed: SlackFeedRepo;
}

/**
 * Open (creating and migrating as needed) the bot database at `location` (a
 * SQLite file path or a `postgres://` URL) with its Slack repositories. Close
 * `store` when done.
 */
export async function openSlackRepos(location: string): Promise<SlackRepos> {
  return slackReposOn(await openBotStore(location));
}

/** The Slack repositories over an open bot database (its owner closes it). */
export function slackReposOn(store: Store): SlackRepos {
  return { store, links: new SlackLinkRepo(store), feed: new SlackFeedRepo(store) };
}

function checkTeam(team: string): string {
  if (!SLACK_TEAM_ID.test(team))
    throw new SlackCommandError(`--team debe ser un id de workspace de Slack (T… en mayúsculas, p. ej. T0123ABCD); se recibió ${JSON.stringify(team)}`);
  return team;
}

function checkTarget(o: { channel?: string | undefined; user?: string | undefined }): { kind: SlackLinkKind; slackId: string } {
  if (o.channel !== undefined && o.user !== undefined) throw new SlackCommandError('Use --channel o --user, no ambos');
  if (o.channel !== undefined) {
    if (!SLACK_CHANNEL_ID.test(o.channel))
      throw new SlackCommandError(`--channel debe ser un id de canal de Slack (C…, G… o D…, p. ej. C0123ABCD); se recibió ${JSON.stringify(o.channel)}`);
    return { kind: 'channel', slackId: o.channel };
  }
  if (o.user !== undefined) {
    if (!SLACK_USER_ID.test(o.user))
      throw new SlackCommandError(`--user debe ser un id de usuario de Slack (U… o W…, p. ej. U0123ABCD); se recibió ${JSON.stringify(o.user)}`);
    return { kind: 'user', slackId: o.user };
  }
  return { kind: 'workspace', slackId: '' };
}

function describeTarget(team: string, kind: SlackLinkKind, slackId: string): string {
  return kind === 'workspace'
    ? `el workspace ${team}`
    : kind === 'channel'
      ? `el canal ${slackId} del workspace ${team}`
      : `el usuario ${slackId} del workspace ${team}`;
}

/**
 * `hotelbot slack link --team T --hotel <internal id> [--channel C | --user U] [--feed]`:
 * link a workspace (no channel or user), a channel or a user to a hotel
 * (replacing its previous hotel); `--feed` also makes the channel the hotel's
 * live-feed channel in that workspace. Idempotent.
 *
 * @param o.hotel the hotel's internal id as typed (a positive integer).
 * @throws SlackCommandError on a malformed id, `--channel` with `--user`, or `--feed` without `--channel`.
 */
export async function slackLink(
  repos: SlackRepos,
  o: { team: string; hotel: string | number; channel?: string | undefined; user?: string | undefined; feed?: boolean | undefined },
  now: Date,
  out: OutputStream,
): Promise<void> {
  const team = checkTeam(o.team);
  const target = checkTarget(o);
  const hotel = typeof o.hotel === 'number' ? o.hotel : /^\d+$/.test(o.hotel) ? Number(o.hotel) : Number.NaN;
  if (!Number.isSafeInteger(hotel) || hotel < 1)
    throw new SlackCommandError(`--hotel debe ser el id interno de un hotel (entero positivo); se recibió ${JSON.stringify(String(o.hotel))}`);
  if (o.feed && target.kind !== 'channel') throw new SlackCommandError('--feed necesita --channel: las novedades se publican en un canal');
  await repos.store.transaction(async (tx) => {
    await new SlackLinkRepo(tx).link({ teamId: team, kind: target.kind, slackId: target.slackId, hotelId: hotel }, now);
    if (o.feed) await new SlackFeedRepo(tx).setChannel(hotel, team, target.slackId);
  });
  out.write(`Enlazado: ${describeTarget(team, target.kind, target.slackId)} → hotel ${hotel}${o.feed ? ' (canal de novedades del hotel)' : ''}.\n`);
}

/**
 * `hotelbot slack unlink --team T [--channel C | --user U]`: remove a
 * workspace, channel or user link; unlinking a channel also stops any
 * hotel's live feed there.
 *
 * @throws SlackCommandError on a malformed id, `--channel` with `--user`, or when no such link (nor feed channel) exists.
 */
export async function slackUnlink(
  repos: SlackRepos,
  o: { team: string; channel?: string | undefined; user?: string | undefined },
  out: OutputStream,
): Promise<void> {
  const team = checkTeam(o.team);
  const target = checkTarget(o);
  const { linked, feeds } = await repos.store.transaction(async (tx) => ({
    linked: await new SlackLinkRepo(tx).unlink(team, target.kind, target.slackId),
    feeds: target.kind === 'channel' ? await new SlackFeedRepo(tx).removeChannel(team, target.slackId) : 0,
  }));
  if (!linked && feeds === 0) throw new SlackCommandError(`No hay enlace para ${describeTarget(team, target.kind, target.slackId)}`);
  out.write(`Desenlazado: ${describeTarget(team, target.kind, target.slackId)}${feeds ? ' (ya no recibe novedades)' : ''}.\n`);
}

/**
 * `hotelbot slack language --team T es|en`: the language of a workspace's
 * messages.
 *
 * @throws SlackCommandError on a malformed team id or a language other than es or en.
 */
export async function slackLanguage(repos: SlackRepos, o: { team: string; language: string }, now: Date, out: OutputStream): Promise<void> {
  const team = checkTeam(o.team);
  if (o.language !== 'es' && o.language !== 'en') throw new SlackCommandError(`El idioma debe ser es o en; se recibió ${JSON.stringify(o.language)}`);
  await repos.links.setLanguage(team, o.language as SlackLanguage, now);
  out.write(`Idioma del workspace ${team}: ${o.language === 'es' ? 'español' : 'inglés'} (${o.language}).\n`);
}

/** One row of {@link slackList}'s table. */
export interface SlackListRow {
  team: string;
  kind: SlackLinkKind | 'feed';
  /** Channel or user id; `-` for a workspace link. */
  id: string;
  hotel: number;
  /** Channel-manager id once known, else `-`. */
  cm: string;
  /** `es` or `en`. */
  language: SlackLanguage;
}

/**
 * `hotelbot slack list`: one table of every link and feed channel, with the
 * columns `workspace`, `tipo` (workspace, channel, user, or feed for a live
 * feed channel), `id` (`-` for a workspace link), `hotel` (internal id),
 * `cm` (channel-manager id once the app learned it, else `-`) and `idioma`
 * (the workspace's). Workspaces with a language but no link are listed as
 * `idioma` rows. Prints `No hay enlaces de Slack.` when there is nothing.
 *
 * @returns the rows printed.
 */
export async function slackList(repos: SlackRepos, out: OutputStream): Promise<SlackListRow[]> {
  const languages = await repos.links.languages();
  const language = (teamId: string): SlackLanguage => languages.find((w) => w.teamId === teamId)?.language ?? 'es';
  const rows: SlackListRow[] = [
    ...(await repos.links.all()).map((l) => ({
      team: l.teamId,
      kind: l.kind,
      id: l.slackId || '-',
      hotel: l.hotelId,
      cm: l.cmHotelId ?? '-',
      language: language(l.teamId),
    })),
    ...(await repos.feed.allChannels()).map((c) => ({
      team: c.teamId,
      kind: 'feed' as const,
      id: c.channelId,
      hotel: c.hotelId,
      cm: '-',
      language: language(c.teamId),
    })),
  ].sort((a, b) => a.team.localeCompare(b.team) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
  const teams = new Set(rows.map((r) => r.team));
  const languageOnly = languages.filter((w) => !teams.has(w.teamId));
  if (rows.length === 0 && languageOnly.length === 0) {
    out.write('No hay enlaces de Slack.\n');
    return rows;
  }
  printTable(
    out,
    ['workspace', 'tipo', 'id', 'hotel', 'cm', 'idioma'],
    [
      ...rows.map((r) => [r.team, r.kind, r.id, String(r.hotel), r.cm, r.language]),
      ...languageOnly.map((w) => [w.teamId, 'idioma', '-', '-', '-', w.language]),
    ],
  );
  return rows;
}

/**
 * `hotelbot slack apply [file]`: apply a links settings file (default
 * SLACK_LINKS_FILE) to the bot database now, as `hotelbot start` does at
 * start-up. Idempotent; removes nothing.
 *
 * @throws SlackCommandError when no file is given nor set, or the file is unreadable or invalid (naming the bad entry).
 */
export async function slackApply(repos: SlackRepos, file: string | undefined, now: Date, out: OutputStream): Promise<void> {
  if (!file) throw new SlackCommandError('Indique el archivo de enlaces (o defina SLACK_LINKS_FILE)');
  try {
    const r = await applySlackLinks(loadSlackLinksFile(file), repos, now);
    out.write(`Aplicado ${file}: ${r.workspaces} workspace(s), ${r.links} enlace(s), ${r.feedChannels} canal(es) de novedades.\n`);
  } catch (err) {
    if (err instanceof SlackLinksFileError) throw new SlackCommandError(err.message);
    throw err;
  }
}
