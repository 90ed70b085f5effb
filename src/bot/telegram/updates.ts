/**
 * Telegram updates as the bot records them: the channel's name, the update
 * kinds it asks for, each update's record (chat, message, kind) for the
 * once-only rule, and the text fed for an edited answer.
 */
import type { Context, MiddlewareFn } from 'grammy';
import type { Update } from 'grammy/types';
import type { Clock } from '../../clock.js';
import type { Lang } from '../../flows/types.js';
import { TELEGRAM_UPDATE_RETENTION_MS, type TelegramUpdateRepo, type TelegramUpdateKind, type TelegramUpdateRecord } from '../../store/bot/telegramUpdates.js';
import type { BotLogger } from '../effects.js';

/** Channel name of Telegram chats in the bot database. */
export const TELEGRAM_CHANNEL = 'telegram';

/** The updates the bot asks Telegram for: messages, their edits and inline-button presses. */
export const ALLOWED_UPDATES = ['message', 'edited_message', 'callback_query'] as const;

/**
 * The text fed to the flow for an edit of the guest's last text answer: the
 * new text introduced as a correction ("quise decir …" / "I meant …"), so the
 * flow reads its values as replacing the ones it took from the old text (a
 * changed date, city, number of nights or people), at whatever question the
 * conversation is now.
 */
export function correctionText(edited: string, lang: Lang): string {
  return `${lang === 'en' ? 'I meant' : 'quise decir'} ${edited}`;
}

/** The bot's Telegram user id: the number before the colon of its token. */
export function telegramBotId(token: string): number {
  return Number(token.split(':')[0]);
}

/**
 * What is recorded of an update: its chat, the guest's message id and its
 * kind (see {@link TelegramUpdateKind}).
 */
export function describeUpdate(update: Update, botId: number): TelegramUpdateRecord {
  const base = { botId, updateId: update.update_id };
  if (update.callback_query) {
    const q = update.callback_query;
    return { ...base, chatId: String(q.message?.chat.id ?? q.from.id), messageId: null, kind: 'choice' };
  }
  if (update.edited_message) return { ...base, chatId: String(update.edited_message.chat.id), messageId: update.edited_message.message_id, kind: 'edit' };
  if (update.message) {
    const m = update.message;
    const kind: TelegramUpdateKind =
      m.text !== undefined ? (/^\/\w+/.test(m.text.trim()) ? 'command' : 'text') : m.contact !== undefined ? 'contact' : 'unsupported';
    return { ...base, chatId: String(m.chat.id), messageId: m.message_id, kind };
  }
  return { ...base, chatId: null, messageId: null, kind: 'other' };
}

/** What {@link UpdateDedupe} needs: the record of handled updates (none: no dedupe across restarts), the clock of pruning, a logger. */
export interface UpdateDedupeOptions {
  updates: TelegramUpdateRepo | undefined;
  clock: Clock;
  log: BotLogger;
}

/**
 * The once-only rule of Telegram updates, as grammY middleware: an update
 * recorded before (`updates`) is skipped; one still being handled in this
 * process (a webhook redelivery) waits for the first and is not handled
 * again. After the handling an update that saved no state is recorded too,
 * and old records are pruned hourly ({@link TELEGRAM_UPDATE_RETENTION_MS}).
 */
export class UpdateDedupe {
  readonly #o: UpdateDedupeOptions;
  /** Updates being handled in this process, by update_id. */
  readonly #inflight = new Map<number, Promise<void>>();
  #prunedAt = 0;

  constructor(o: UpdateDedupeOptions) {
    this.#o = o;
  }

  /** The middleware: put it first, before the handlers. */
  middleware(): MiddlewareFn<Context> {
    const { updates, clock, log } = this.#o;
    return async (ctx, next) => {
      const id = ctx.update.update_id;
      const running = this.#inflight.get(id);
      if (running) {
        log.info({ update: id }, 'telegram update redelivered while in flight; answered after it');
        return running;
      }
      if (await updates?.seen(ctx.me.id, id)) {
        log.info({ update: id }, 'telegram update already handled; skipped');
        return;
      }
      const work = next();
      this.#inflight.set(
        id,
        work.then(
          () => undefined,
          () => undefined,
        ),
      );
      try {
        await work;
        // Updates that saved no state (e.g. a press without data) are recorded too; a no-op for those recorded with their state.
        await updates?.record(describeUpdate(ctx.update, ctx.me.id), clock.now());
      } finally {
        this.#inflight.delete(id);
      }
      const now = clock.now().getTime();
      if (updates && now - this.#prunedAt > 3_600_000) {
        this.#prunedAt = now;
        await updates.prune(new Date(now - TELEGRAM_UPDATE_RETENTION_MS));
      }
    };
  }

  /** Resolves once no update is being handled in this process. */
  async idle(): Promise<void> {
    while (this.#inflight.size > 0) await Promise.allSettled([...this.#inflight.values()]);
  }
}
