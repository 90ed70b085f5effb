/**
 * The Slack links settings file (SLACK_LINKS_FILE): which Slack workspaces,
 * channels and users belong to which hotel, each workspace's language, and
 * each hotel's live-feed channel — as JSON, validated with zod, applied to the
 * bot database at start-up through {@link SlackLinkRepo} and
 * {@link SlackFeedRepo}. Applying is idempotent (every entry is an upsert); it
 * adds and updates but never removes: a link taken out of the file stays
 * until `hotelbot slack unlink`.
 *
 * ```json
 * { "workspaces": [ {
 *     "team_id": "T0123ABCD", "language": "es", "hotel_id": 1,
 *     "channels": [ { "channel_id": "C0123ABCD", "hotel_id": 1, "feed": true } ],
 *     "users": [ { "user_id": "U0123ABCD", "hotel_id": 1 } ] } ] }
 * ```
 *
 * `hotel_id` is always the service's internal hotel id (1 = the demo's
 * Cartagena hotel), never the channel-manager id.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Store } from '../../store/sql.js';
import { SlackFeedRepo, SlackLinkRepo, type SlackLanguage } from '../../store/bot/slack.js';

/** A Slack workspace (team) id: `T…` (or `E…` for an Enterprise Grid org), upper-case letters and digits. */
export const SLACK_TEAM_ID = /^[TE][A-Z0-9]+$/;
/** A Slack conversation id: `C…` public, `G…` private, `D…` direct message. */
export const SLACK_CHANNEL_ID = /^[CGD][A-Z0-9]+$/;
/** A Slack user id: `U…` or `W…` (Enterprise Grid). */
export const SLACK_USER_ID = /^[UW][A-Z0-9]+$/;

/** Language of this module's error messages. */
export type SettingsLang = 'es' | 'en';

const MSG = {
  es: {
    team: 'debe ser un id de workspace de Slack (T… en mayúsculas, p. ej. T0123ABCD)',
    channel: 'debe ser un id de canal de Slack (C…, G… o D…, p. ej. C0123ABCD)',
    user: 'debe ser un id de usuario de Slack (U… o W…, p. ej. U0123ABCD)',
    hotel: 'debe ser el id interno de un hotel (entero positivo)',
    language: 'debe ser es o en',
    feed: 'debe ser true o false',
    unknownKey: (k: string) => `campo desconocido ${JSON.stringify(k)}`,
    required: 'es obligatorio',
    type: (t: string) => `debe ser ${t === 'array' ? 'una lista' : t === 'object' ? 'un objeto' : t}`,
    dupTeam: (t: string) => `el workspace ${t} aparece más de una vez`,
    dupChannel: (c: string) => `el canal ${c} aparece más de una vez`,
    dupUser: (u: string) => `el usuario ${u} aparece más de una vez`,
    dupFeed: (h: number, c: string) => `el hotel ${h} ya tiene el canal de novedades ${c} en este workspace (uno por hotel y workspace)`,
    read: (p: string, why: string) => `No se pudo leer el archivo de enlaces de Slack ${p}: ${why}`,
    json: (p: string, why: string) => `El archivo de enlaces de Slack ${p} no es JSON válido: ${why}`,
    invalid: (p: string, where: string, what: string) => `Archivo de enlaces de Slack ${p} inválido: ${where}: ${what}`,
  },
  en: {
    team: 'must be a Slack workspace id (upper-case T…, e.g. T0123ABCD)',
    channel: 'must be a Slack channel id (C…, G… or D…, e.g. C0123ABCD)',
    user: 'must be a Slack user id (U… or W…, e.g. U0123ABCD)',
    hotel: "must be a hotel's internal id (a positive integer)",
    language: 'must be es or en',
    feed: 'must be true or false',
    unknownKey: (k: string) => `unknown field ${JSON.stringify(k)}`,
    required: 'is required',
    type: (t: string) => `must be ${t === 'array' ? 'a list' : t === 'object' ? 'an object' : t}`,
    dupTeam: (t: string) => `workspace ${t} appears more than once`,
    dupChannel: (c: string) => `channel ${c} appears more than once`,
    dupUser: (u: string) => `user ${u} appears more than once`,
    dupFeed: (h: number, c: string) => `hotel ${h} already has feed channel ${c} in this workspace (one per hotel and workspace)`,
    read: (p: string, why: string) => `Could not read the Slack links file ${p}: ${why}`,
    json: (p: string, why: string) => `The Slack links file ${p} is not valid JSON: ${why}`,
    invalid: (p: string, where: string, what: string) => `Invalid Slack links file ${p}: ${where}: ${what}`,
  },
} as const;

/** Codes the schema's custom messages are keyed by (translated by {@link describeIssue}). */
type MsgKey = 'team' | 'channel' | 'user' | 'hotel' | 'language' | 'feed';

const HotelId = z.number({ error: 'hotel' }).int({ error: 'hotel' }).positive({ error: 'hotel' });

/** One channel entry: messages in it act for `hotel_id`; `feed: true` also makes it that hotel's live-feed channel. */
const ChannelEntry = z.strictObject({
  channel_id: z.string({ error: 'channel' }).regex(SLACK_CHANNEL_ID, { error: 'channel' }),
  hotel_id: HotelId,
  feed: z.boolean({ error: 'feed' }).optional(),
});

/** One user entry: the user acts for `hotel_id` anywhere in the workspace (wins over channel and workspace links). */
const UserEntry = z.strictObject({
  user_id: z.string({ error: 'user' }).regex(SLACK_USER_ID, { error: 'user' }),
  hotel_id: HotelId,
});

/** One workspace entry: language (default es), optional workspace-wide hotel, channels and users. */
const WorkspaceEntry = z.strictObject({
  team_id: z.string({ error: 'team' }).regex(SLACK_TEAM_ID, { error: 'team' }),
  language: z.enum(['es', 'en'], { error: 'language' }).optional(),
  hotel_id: HotelId.optional(),
  channels: z.array(ChannelEntry).default([]),
  users: z.array(UserEntry).default([]),
});

/** The whole file. Duplicates (a workspace, a channel or a user twice; two feed channels of one hotel in a workspace) are errors. */
export const SlackLinksFileSchema = z.strictObject({ workspaces: z.array(WorkspaceEntry) }).superRefine((f, ctx) => {
  const teams = new Set<string>();
  f.workspaces.forEach((w, i) => {
    if (teams.has(w.team_id)) ctx.addIssue({ code: 'custom', path: ['workspaces', i, 'team_id'], message: `dupTeam:${w.team_id}` });
    teams.add(w.team_id);
    const channels = new Set<string>();
    const feeds = new Map<number, string>();
    w.channels.forEach((c, j) => {
      if (channels.has(c.channel_id))
        ctx.addIssue({ code: 'custom', path: ['workspaces', i, 'channels', j, 'channel_id'], message: `dupChannel:${c.channel_id}` });
      channels.add(c.channel_id);
      if (!c.feed) return;
      const other = feeds.get(c.hotel_id);
      if (other !== undefined) ctx.addIssue({ code: 'custom', path: ['workspaces', i, 'channels', j, 'feed'], message: `dupFeed:${c.hotel_id}:${other}` });
      else feeds.set(c.hotel_id, c.channel_id);
    });
    const users = new Set<string>();
    w.users.forEach((u, j) => {
      if (users.has(u.user_id)) ctx.addIssue({ code: 'custom', path: ['workspaces', i, 'users', j, 'user_id'], message: `dupUser:${u.user_id}` });
      users.add(u.user_id);
    });
  });
});

/** The parsed links file (`channels` and `users` default to empty lists). */
export type SlackLinksFile = z.output<typeof SlackLinksFileSchema>;

/** A links file that cannot be read, is not JSON, or breaks the schema; the message (one line, in the language asked) names the file and the bad entry. */
export class SlackLinksFileError extends Error {
  override name = 'SlackLinksFileError';
}

/** `workspaces[0].channels[1].channel_id` from a zod path. */
function pathText(path: readonly PropertyKey[], lang: SettingsLang): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out || (lang === 'es' ? '(raíz)' : '(root)');
}

/** Whether `json` has a value (not undefined) at `path`. */
function present(json: unknown, path: readonly PropertyKey[]): boolean {
  let at: unknown = json;
  for (const p of path) {
    if (typeof at !== 'object' || at === null) return false;
    at = (at as Record<PropertyKey, unknown>)[p];
  }
  return at !== undefined;
}

/** One zod issue about `json` in words of `lang`. */
function describeIssue(issue: z.core.$ZodIssue, json: unknown, lang: SettingsLang): string {
  const m = MSG[lang];
  if (issue.code === 'unrecognized_keys') return issue.keys.map((k) => m.unknownKey(k)).join(', ');
  if (issue.code === 'invalid_type' && !present(json, issue.path)) return m.required;
  const msg = issue.message;
  if (msg in m && typeof m[msg as MsgKey] === 'string') return m[msg as MsgKey];
  const [code, a, b] = msg.split(':');
  if (code === 'dupTeam') return m.dupTeam(a!);
  if (code === 'dupChannel') return m.dupChannel(a!);
  if (code === 'dupUser') return m.dupUser(a!);
  if (code === 'dupFeed') return m.dupFeed(Number(a), b!);
  if (issue.code === 'invalid_type') return m.type(issue.expected);
  return msg;
}

/**
 * Parse the text of a links file named `name` (for messages).
 *
 * @throws SlackLinksFileError (message in `lang`, default Spanish) when the
 *   text is not JSON or breaks the schema, naming the first bad entry, e.g.
 *   `Archivo de enlaces de Slack slack.json inválido: workspaces[0].channels[1].channel_id: debe ser un id de canal de Slack (C…, G… o D…, p. ej. C0123ABCD)`.
 */
export function parseSlackLinks(text: string, name: string, lang: SettingsLang = 'es'): SlackLinksFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new SlackLinksFileError(MSG[lang].json(name, (err as Error).message));
  }
  const r = SlackLinksFileSchema.safeParse(json);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  throw new SlackLinksFileError(MSG[lang].invalid(name, pathText(issue.path, lang), describeIssue(issue, json, lang)));
}

/**
 * Read and parse the links file at `path`.
 *
 * @throws SlackLinksFileError when it cannot be read, is not JSON or breaks the schema (message in `lang`).
 */
export function loadSlackLinksFile(path: string, lang: SettingsLang = 'es'): SlackLinksFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new SlackLinksFileError(MSG[lang].read(path, (err as NodeJS.ErrnoException).code ?? (err as Error).message));
  }
  return parseSlackLinks(text, path, lang);
}

/** What {@link applySlackLinks} wrote. */
export interface AppliedSlackLinks {
  workspaces: number;
  /** Workspace, channel and user links written. */
  links: number;
  /** Feed channels set. */
  feedChannels: number;
}

/**
 * Apply a parsed links file to the bot database, idempotently, in one
 * transaction: each workspace's language ({@link SlackLinkRepo.setLanguage},
 * only when the entry names one), its workspace link (`hotel_id`), channel
 * and user links ({@link SlackLinkRepo.link}) and feed channels
 * ({@link SlackFeedRepo.setChannel}). Nothing is removed.
 *
 * @param repos.store the bot database (the transaction runs there).
 */
export async function applySlackLinks(file: SlackLinksFile, repos: { store: Store }, now: Date): Promise<AppliedSlackLinks> {
  return repos.store.transaction(async (tx) => {
    const links = new SlackLinkRepo(tx);
    const feed = new SlackFeedRepo(tx);
    const out: AppliedSlackLinks = { workspaces: 0, links: 0, feedChannels: 0 };
    for (const w of file.workspaces) {
      out.workspaces++;
      if (w.language) await links.setLanguage(w.team_id, w.language as SlackLanguage, now);
      if (w.hotel_id !== undefined) {
        await links.link({ teamId: w.team_id, kind: 'workspace', hotelId: w.hotel_id }, now);
        out.links++;
      }
      for (const c of w.channels) {
        await links.link({ teamId: w.team_id, kind: 'channel', slackId: c.channel_id, hotelId: c.hotel_id }, now);
        out.links++;
        if (c.feed) {
          await feed.setChannel(c.hotel_id, w.team_id, c.channel_id);
          out.feedChannels++;
        }
      }
      for (const u of w.users) {
        await links.link({ teamId: w.team_id, kind: 'user', slackId: u.user_id, hotelId: u.hotel_id }, now);
        out.links++;
      }
    }
    return out;
  });
}
