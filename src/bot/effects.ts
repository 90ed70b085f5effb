/**
 * Running the flow's {@link Effect}s against the Hotel Payments and
 * Reservations Service, over HTTP only (through {@link HotelApiClient}), and
 * turning each result back into a {@link FlowInput}.
 */
import { RateLimitedError, type HotelApiClient } from '../api/client.js';
import { PAYMENT_STATUS } from '../api/contract/index.js';
import type { Clock } from '../clock.js';
import type { Effect, FlowInput, Lang } from '../flows/types.js';
import type { ChatRef } from '../store/bot/repos.js';

/** Where an effect comes from: the chat and its language (a watched payment is notified there). */
export interface EffectChat extends ChatRef {
  lang: Lang;
}

/** Runs one effect for one chat; resolves to the input to feed back, or null when there is none (watchPayment). Never rejects. */
export type EffectRunner = (effect: Effect, chat: EffectChat) => Promise<FlowInput | null>;

/** Minimal logger (pino-compatible subset). */
export interface BotLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A logger that drops everything. */
export const silentLogger: BotLogger = { info() {}, warn() {}, error() {} };

/** Dependencies of {@link createEffectRunner}. */
export interface EffectRunnerDeps {
  /** Clock of the bot (optional: no effect decides on time here). */
  clock?: Clock;
  logger?: BotLogger;
  /** Agency type used for endpoint 10 (default `retailer`). */
  agencyType?: 'retailer' | 'wholesale';
}

/**
 * Create the effect runner of the bot.
 *
 * - `searchAvailability` → endpoint 10 → `availability`.
 * - `createBooking` → endpoint 7 (with the effect's idempotency key, so a
 *   retried or replayed effect never books twice); when created, endpoint 19
 *   → `bookingCreated` with the payment link; `no_available_rooms` →
 *   `bookingUnavailable`.
 * - `checkStatus` → endpoint 20 → `status`, with whether the booking is
 *   still payable (neither `Aplicado` nor `Vencido`): the flow shows the
 *   payment deadline only then.
 * - `watchPayment` → null: the watch is a row of the bot database, written by
 *   the conversation service in the transaction that saves the chat's state
 *   (`ConversationService.handle`), never here.
 * - The service throttled the bot (429) and the client gave up after its
 *   bounded retries → `effectFailed` with `reason: 'busy'`: the guest hears
 *   that many people are searching right now and can retry, never that the
 *   service failed.
 * - Any other failure (network, 4xx, 5xx, unexpected shape) → `effectFailed`
 *   with the error's message (for logs; the flow apologises to the guest).
 */
export function createEffectRunner(client: HotelApiClient, deps: EffectRunnerDeps): EffectRunner {
  const logger = deps.logger ?? silentLogger;
  const agencyType = deps.agencyType ?? 'retailer';
  return async (effect, chat) => {
    try {
      switch (effect.kind) {
        case 'searchAvailability': {
          const result = await client.searchAvailability(
            agencyType,
            { checkin: effect.checkin, nights: effect.nights, city: effect.city },
            { layout: effect.layout },
          );
          return { kind: 'availability', result };
        }
        case 'createBooking': {
          const created = await client.createChatbotBooking(effect.hotelId, effect.body, effect.idempotencyKey);
          if ('no_available_rooms' in created) return { kind: 'bookingUnavailable', rooms: created.no_available_rooms };
          const link = await client.getChatbotBookingPaymentLink(created.chatbot_id);
          return { kind: 'bookingCreated', chatbotId: created.chatbot_id, link };
        }
        case 'checkStatus': {
          const s = await client.getChatbotBookingStatus(effect.chatbotId);
          return {
            kind: 'status',
            chatbotId: effect.chatbotId,
            paymentStatus: s.payment_status,
            reservationStatus: s.reservation_status,
            expirationDate: s.expiration_date,
            payable: s.payment_status !== PAYMENT_STATUS.applied && s.payment_status !== PAYMENT_STATUS.overdue,
          };
        }
        case 'watchPayment':
          return null;
        // Effects for the hotel's staff have no answer; the flow produces them only when staff can be reached
        // (`RunContext.handoff`), which this runner's channels do not set.
        case 'handOff':
        case 'relayToStaff':
        case 'handOffEnded':
          logger.warn({ effect: effect.kind, channel: chat.channel, chatId: chat.chatId }, 'hand-off effect without a staff channel: dropped');
          return null;
        default: {
          const never: never = effect;
          throw new Error(`unknown effect ${JSON.stringify(never)}`);
        }
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof RateLimitedError) {
        logger.warn(
          { effect: effect.kind, channel: chat.channel, chatId: chat.chatId, retries: err.retries, retryAfterSeconds: err.retryAfterSeconds },
          'effect throttled by the service: the bot API key needs a higher rate limit for this many guests',
        );
        return { kind: 'effectFailed', effect: effect.kind, message, reason: 'busy' };
      }
      logger.warn({ err, effect: effect.kind, channel: chat.channel, chatId: chat.chatId }, 'effect failed');
      return { kind: 'effectFailed', effect: effect.kind, message };
    }
  };
}
