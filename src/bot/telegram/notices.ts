/**
 * Telegram as the notice outbox's channel: the replies and notices of Telegram
 * chats sent outside an update (the notice worker), and the booking card
 * edited in place.
 */
import { InlineKeyboard } from 'grammy';
import type { Message } from 'grammy/types';
import type { Clock } from '../../clock.js';
import type { Lang, Reply } from '../../flows/types.js';
import { callbackToken, type CallbackTokenRepo } from '../../store/bot/repos.js';
import { silentLogger, type BotLogger } from '../effects.js';
import { Api, GrammyError } from 'grammy';
import type { BookingCardRepo } from '../../store/bot/notices.js';
import { NoticeRefusedError, NoticeThrottledError, type NoticeChannel } from '../outbox.js';

import { TELEGRAM_CHANNEL } from './updates.js';
import { MAX_MESSAGE_CHARS, renderTelegramReply, splitText, storeCallbackTokens } from './render.js';

/** Options of {@link telegramNoticeChannel}. */
export interface TelegramNoticeOptions {
  /** Bot token from @BotFather. */
  token: string;
  /** Bot API root (default `https://api.telegram.org`). */
  apiRoot?: string;
  /** Booking cards remembered by the channel's `send` (a reply's `cardUpdate` edits the card found here). */
  cards?: BookingCardRepo;
  /** Tokens of choices too long for Telegram's callback data (see {@link callbackData}), stored before a message carries them. */
  callbackTokens: CallbackTokenRepo;
  /** Time stamps of remembered cards. */
  clock: Clock;
  logger?: BotLogger;
}

/**
 * The Telegram side of the notice outbox: sends notice replies with its own
 * Bot API client, without the channel's automatic retries, so a failure
 * reaches the notice worker at once and is retried on its backoff (a flood
 * limit's `retry_after` is honoured). Per reply: the booking card is edited
 * first when the reply carries a `cardUpdate` ("message is not modified"
 * counts as done; a card Telegram no longer lets the bot edit, or none
 * remembered, is skipped: the notice itself says it all), then the message is
 * sent (a URL button Telegram refuses is dropped, the URL stays in the text).
 * Errors: 403 (bot blocked, chat gone) and other 400s of a message →
 * {@link NoticeRefusedError}; 429 → {@link NoticeThrottledError}; 5xx,
 * network and the rest → retried.
 */
export function telegramNoticeChannel(options: TelegramNoticeOptions): NoticeChannel {
  const api = new Api(options.token, options.apiRoot ? { apiRoot: options.apiRoot } : undefined);
  const log = options.logger ?? silentLogger;

  const editCard = async (chatId: string, reply: Reply, lang: Lang): Promise<void> => {
    const update = reply.cardUpdate;
    const card = update ? await options.cards?.get(update.chatbotId) : undefined;
    if (!update || !card || card.channel !== TELEGRAM_CHANNEL || card.chatId !== chatId) return;
    const m = renderTelegramReply({ text: update.text, ...(update.choices ? { choices: update.choices } : {}) }, lang, callbackToken);
    const markup = m.keyboard instanceof InlineKeyboard ? m.keyboard : { inline_keyboard: [] };
    try {
      await api.editMessageText(chatId, card.messageId, m.text.slice(0, MAX_MESSAGE_CHARS), { reply_markup: markup });
    } catch (err) {
      if (err instanceof GrammyError && err.error_code === 400) {
        if (!/not modified/i.test(err.description))
          log.warn({ err, chatId, chatbotId: update.chatbotId }, 'booking card could not be edited; sending the notice only');
        return;
      }
      throw err;
    }
  };

  const sendReply = async (chatId: string, reply: Reply, lang: Lang): Promise<void> => {
    const m = renderTelegramReply(reply, lang, callbackToken);
    const parts = splitText(m.text, MAX_MESSAGE_CHARS);
    const last = parts.pop()!;
    for (const part of parts) await api.sendMessage(chatId, part);
    let sent: Message;
    try {
      sent = await api.sendMessage(chatId, last, m.keyboard ? { reply_markup: m.keyboard } : {});
    } catch (err) {
      if (!(reply.url && err instanceof GrammyError && err.error_code === 400)) throw err;
      log.warn({ err, chatId }, 'notice with URL button refused; sending without the button');
      const { url: _refused, ...withoutUrl } = reply;
      const retry = renderTelegramReply(withoutUrl, lang, callbackToken);
      sent = await api.sendMessage(chatId, last, retry.keyboard ? { reply_markup: retry.keyboard } : {});
    }
    if (reply.card && options.cards)
      await options.cards.remember({ chatbotId: reply.card, channel: TELEGRAM_CHANNEL, chatId, messageId: sent.message_id }, options.clock.now());
  };

  return {
    async deliver(chatId, replies, lang, from, delivered) {
      for (let i = from; i < replies.length; i++) {
        const reply = replies[i]!;
        try {
          await storeCallbackTokens(reply, options.callbackTokens, options.clock.now());
          await editCard(chatId, reply, lang);
          await sendReply(chatId, reply, lang);
        } catch (err) {
          throw noticeError(err);
        }
        delivered(i + 1);
      }
    },
  };
}

/** A Bot API failure as the notice worker needs it: refused for good, throttled, or (as is) retried. */
export function noticeError(err: unknown): unknown {
  if (!(err instanceof GrammyError)) return err;
  if (err.error_code === 429) return new NoticeThrottledError(err.message, (err.parameters.retry_after ?? 1) * 1000);
  if (err.error_code === 403 || err.error_code === 400) return new NoticeRefusedError(err.message);
  return err;
}
