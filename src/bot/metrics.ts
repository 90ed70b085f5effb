/**
 * What the bot tells its metrics: facts of the conversations and of the
 * notice outbox, each counted once it is committed to the bot database.
 * An interface with a no-op default ({@link NO_BOT_METRICS}), handed in by
 * `startBot`; the bot's code never imports prom-client (its Prometheus
 * implementation lives in `src/metrics/bot.ts`). Labels are closed sets of
 * words (channel names, outcomes), never chat ids or texts
 * (`docs/decisions/0024-metrics.md`).
 */

/** How the bot read a guest's written answer: `understood`, or `asked_back` (it did not, and asked again). */
export type UnderstandingOutcome = 'understood' | 'asked_back';

/** How sending an outbox row ended: `sent`, `retried` (failed, tried again after a backoff), `dead` (refused for good). */
export type NoticeOutcome = 'sent' | 'retried' | 'dead';

/** The bot's metrics (see the module comment). Every method is synchronous and cheap. */
export interface BotMetrics {
  /** The first input of a chat was saved: a conversation started on `channel` (`telegram`, `whatsapp`, `terminal`). */
  conversationStarted(channel: string): void;
  /** A guest's message (text, button, command, contact, or content the bot does not read) was handled and saved on `channel`. */
  message(channel: string): void;
  /** A guest's written answer was understood or asked back (saved). */
  understanding(outcome: UnderstandingOutcome): void;
  /** A conversation was handed to the hotel's staff on `channel` (saved with the state). */
  handoffOpened(channel: string): void;
  /** An outbox row of `kind` (`reply`: the replies to an input; else a notice such as `paid` or `reminder`) was settled. */
  notice(outcome: NoticeOutcome, kind: string): void;
}

/** The metrics that count nothing: the default wherever none are given. */
export const NO_BOT_METRICS: BotMetrics = Object.freeze({
  conversationStarted() {},
  message() {},
  understanding() {},
  handoffOpened() {},
  notice() {},
});

/** Input kinds that are a guest's own messages (the rest are the bot's own inputs: search results, payment outcomes, reminders). */
export const GUEST_MESSAGE_KINDS: ReadonlySet<string> = new Set(['text', 'choice', 'command', 'contact', 'unsupported']);
