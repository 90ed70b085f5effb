/**
 * The bot's metrics in Prometheus (prom-client), registered on the bot
 * receiver's own registry: the implementation of the bot's {@link BotMetrics}.
 */
import type { Registry } from 'prom-client';
import { counterOn } from './counter.js';
import type { BotMetrics, NoticeOutcome, UnderstandingOutcome } from '../bot/metrics.js';

/** The bot's metric names. */
export const BOT_METRIC_NAMES = {
  conversationsStarted: 'hotelbot_bot_conversations_started_total',
  messages: 'hotelbot_bot_messages_total',
  understanding: 'hotelbot_bot_understanding_total',
  handoffsOpened: 'hotelbot_bot_handoffs_opened_total',
  notices: 'hotelbot_bot_notices_total',
} as const;

/** The chat channels made at 0 from the start (others appear when first counted). */
const CHANNELS = ['telegram', 'whatsapp', 'terminal'] as const;

/**
 * {@link BotMetrics} counting into `registry`:
 * - `hotelbot_bot_conversations_started_total{channel}`
 * - `hotelbot_bot_messages_total{channel}`
 * - `hotelbot_bot_understanding_total{outcome="understood"|"asked_back"}`
 * - `hotelbot_bot_handoffs_opened_total{channel}`
 * - `hotelbot_bot_notices_total{outcome="sent"|"retried"|"dead", kind}` (`kind`: `reply` or the notice's kind)
 */
export function prometheusBotMetrics(registry: Registry): BotMetrics {
  const started = counterOn(registry, BOT_METRIC_NAMES.conversationsStarted, 'Conversations started (the first message of a chat saved), by channel.', [
    'channel',
  ]);
  const messages = counterOn(
    registry,
    BOT_METRIC_NAMES.messages,
    "Guests' messages handled and saved (texts, buttons, commands, contacts, unsupported content), by channel.",
    ['channel'],
  );
  const understanding = counterOn(registry, BOT_METRIC_NAMES.understanding, "Guests' written answers the bot understood, or did not and asked back.", [
    'outcome',
  ]);
  const handoffs = counterOn(registry, BOT_METRIC_NAMES.handoffsOpened, "Conversations handed to the hotel's staff, by channel.", ['channel']);
  const notices = counterOn(
    registry,
    BOT_METRIC_NAMES.notices,
    'Rows of the bot outbox settled: sent, retried (after a backoff) or dead (refused for good), by kind (reply, or the notice kind).',
    ['outcome', 'kind'],
  );
  for (const channel of CHANNELS) {
    started.inc({ channel }, 0);
    messages.inc({ channel }, 0);
    handoffs.inc({ channel }, 0);
  }
  for (const outcome of ['understood', 'asked_back'] satisfies UnderstandingOutcome[]) understanding.inc({ outcome }, 0);
  for (const outcome of ['sent', 'retried', 'dead'] satisfies NoticeOutcome[]) notices.inc({ outcome, kind: 'reply' }, 0);
  return {
    conversationStarted: (channel) => started.labels(channel).inc(),
    message: (channel) => messages.labels(channel).inc(),
    understanding: (outcome) => understanding.labels(outcome).inc(),
    handoffOpened: (channel) => handoffs.labels(channel).inc(),
    notice: (outcome, kind) => notices.labels(outcome, kind).inc(),
  };
}
