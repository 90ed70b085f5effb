/**
 * Answering a staff member's request: the listener middleware every command
 * and button of the app starts with ({@link staffContext}), and the helpers
 * that answer staff and call the service for them — ephemeral replies, one
 * wait for a short `Retry-After` ({@link withRateLimitRetry}), and what to say
 * when the service fails or is busy ({@link reportFailure}).
 */
import type { BlockAction, ButtonAction, Middleware, RespondFn, SlackActionMiddlewareArgs, SlackCommandMiddlewareArgs, webApi } from '@slack/bolt';
import { ForbiddenError, NotFoundError, RateLimitedError } from '../../api/client.js';
import type { BotLogger } from '../effects.js';
import type { SlackDeps, StaffHotel } from './access.js';
import { textMessage, type SlackMessage } from './blocks.js';
import type { Lang, SlackTexts } from '../../texts/slack.js';

/** Answer the command's user only. */
export function ephemeral(msg: SlackMessage): { response_type: 'ephemeral'; text: string; blocks: SlackMessage['blocks'] } {
  return { response_type: 'ephemeral', ...msg };
}

/** True for the client errors that mean "no such thing for this key": 404 and 403. */
export function isNotFound(err: unknown): boolean {
  return err instanceof NotFoundError || err instanceof ForbiddenError;
}

/** Answers the user of a request (Bolt's `respond`, or a direct message): a Slack response, not a guest's `Reply` of the conversation. */
export type Respond = (msg: ReturnType<typeof ephemeral>) => Promise<unknown>;

/** Longest `Retry-After` (seconds) of a 429 that the app waits out itself before trying once more. */
export const SHORT_RETRY_AFTER_S = 5;

/** Waits `ms` milliseconds (the app's listeners get a real timer; tests pass their own). */
export type Sleep = (ms: number) => Promise<void>;

/** A real timer. */
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Run `work`; when the service answers 429 with a `Retry-After` of at most
 * {@link SHORT_RETRY_AFTER_S} seconds and the client did not already retry
 * it (its own retries have waited already), wait that long with `sleep` and
 * run `work` once more. Any other failure, and a second 429, is thrown (the
 * client's RateLimitedError then says how long to wait: {@link failureText}).
 */
export async function withRateLimitRetry<T>(work: () => Promise<T>, sleep: Sleep): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof RateLimitedError) || err.retries > 0) throw err;
    const seconds = err.retryAfterSeconds;
    if (seconds === undefined || seconds > SHORT_RETRY_AFTER_S) throw err;
    await sleep(Math.max(0, seconds) * 1000);
    return work();
  }
}

/** What to tell staff when a call to the service failed: busy (429, with its wait when known) or did not answer. */
export function failureText(t: SlackTexts, err: unknown): string {
  if (err instanceof RateLimitedError) return t.serviceBusy(err.retryAfterSeconds !== undefined ? Math.max(1, Math.ceil(err.retryAfterSeconds)) : undefined);
  return t.serviceDown;
}

/** Log `err` and tell the user the service failed or is busy (in their language). Never throws. */
export async function reportFailure(respond: Respond, t: SlackTexts, logger: BotLogger, err: unknown, what: string): Promise<void> {
  const log = err instanceof RateLimitedError ? logger.warn : logger.error;
  log({ err: err instanceof Error ? { name: err.name, message: err.message } : err }, `slack: ${what} failed`);
  try {
    await respond(ephemeral(textMessage(failureText(t, err))));
  } catch (e) {
    logger.error({ err: (e as Error).message }, 'slack: respond failed');
  }
}

/**
 * How to answer a button's user: through the message's response_url when
 * there is one, else (App Home buttons have none) as a direct message.
 */
function replier(body: BlockAction, respond: RespondFn, client: webApi.WebClient): Respond {
  if ((body as { response_url?: string }).response_url) return respond;
  return (msg) => client.chat.postMessage({ channel: body.user.id, text: msg.text, blocks: msg.blocks });
}

/**
 * What {@link staffContext} puts in Bolt's `context` for the listener after
 * it: the request is acked, its user acts for `hotel`, and `t` speaks the
 * workspace's language.
 */
export type StaffContext = {
  /** The workspace's language. */
  lang: Lang;
  /** Texts in that language. */
  t: SlackTexts;
  /** The hotel the user acts for (user link > channel link > workspace link). */
  hotel: StaffHotel;
  /** Answers the user only: `respond` for commands and message buttons, a direct message for App Home buttons. */
  reply: Respond;
  /** Logs `err` as a failure of this listener and tells the user the service failed or is busy ({@link reportFailure}). Never throws. */
  fail: (err: unknown) => Promise<void>;
};

/** The requests {@link staffContext} handles: slash commands and button clicks. */
export type StaffRequestArgs = SlackCommandMiddlewareArgs | SlackActionMiddlewareArgs<BlockAction<ButtonAction>>;

/**
 * Listener middleware that starts every staff command and button: ack at
 * once, read the workspace's language, resolve the hotel of the user,
 * channel or workspace (a short `Retry-After` of the service waited out once;
 * the first request for a hotel calls endpoint 4), then hand over to the
 * listener with a {@link StaffContext}. It answers by itself — and the
 * listener does not run — when nothing links the request to a hotel (the
 * polite "not linked" reply, no data) or when the service fails while
 * resolving (logged as `slack: <what> failed`, the user told it is down or
 * busy).
 *
 * @example
 * app.command<StaffContext>('/pago', staffContext(deps, '/pago'), async ({ command, context: { t, hotel, reply, fail } }) => { … });
 */
export function staffContext(deps: SlackDeps, what: string): Middleware<StaffRequestArgs, StaffContext> {
  return async (args) => {
    await args.ack();
    const who =
      'command' in args
        ? { teamId: args.command.team_id, userId: args.command.user_id, channelId: args.command.channel_id, reply: args.respond as Respond }
        : {
            teamId: args.body.team?.id ?? args.body.user.team_id,
            userId: args.body.user.id,
            channelId: args.body.channel?.id,
            reply: replier(args.body, args.respond, args.client),
          };
    const { lang, t } = await deps.access.language(who.teamId);
    const fail = (err: unknown) => reportFailure(who.reply, t, deps.logger, err, what);
    let hotel: StaffHotel | undefined;
    try {
      hotel = await withRateLimitRetry(() => deps.access.resolve(who.teamId, who.userId, who.channelId), deps.sleep);
      if (!hotel) return void (await who.reply(ephemeral(textMessage(t.notLinked))));
    } catch (err) {
      return fail(err);
    }
    Object.assign(args.context, { lang, t, hotel, reply: who.reply, fail } satisfies StaffContext);
    await args.next();
  };
}
