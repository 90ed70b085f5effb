/**
 * Conversations of every channel: load a chat's flow state from the bot
 * database, run the flow on one input (with its effects), save the new state,
 * and hand the replies back to the channel. Messages of one chat are handled
 * one at a time, in arrival order; different chats run concurrently.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.js';
import { initialState, runFlow, type Catalogue, type FlowState } from '../flows/index.js';
import type { Effect, FlowInput, Lang, PaymentOutcome, Reply } from '../flows/types.js';
import type { ChatRef, ConversationRepo } from '../store/bot/repos.js';
import type { EffectRunner } from './effects.js';

/** What a channel gets back for one input: the replies to show, in order, and the chat's language. */
export interface ConversationResult {
  replies: Reply[];
  lang: Lang;
}

/** Options of {@link ConversationService.handle}. */
export interface HandleOptions {
  /** Language of a chat's first contact (default `es`); ignored once the chat has a state. */
  lang?: Lang;
  /**
   * Shows the replies to the guest. Runs inside the chat's queue, after the
   * state was saved, so the replies to consecutive inputs of one chat are never
   * interleaved even when the channel handles chats concurrently.
   */
  deliver?: (result: ConversationResult) => Promise<void>;
  /**
   * Saves the new state: called once with `save` (which writes the state) and
   * must call it, e.g. inside a transaction of the bot database together with
   * the channel's own record of the input (Telegram records the update id, so
   * "state saved" and "update seen" are one fact; the notice outbox stores
   * `result`, the replies, with it). Default: `save()`.
   */
  commit?: (save: () => void, result: ConversationResult) => void;
  /**
   * Runs each effect of this input (`run` calls the service); lets the channel
   * show progress meanwhile (Telegram's "typing…"). Must resolve with `run`'s
   * result. Default: `run()`.
   */
  aroundEffect?: (effect: Effect, run: () => Promise<FlowInput | null>) => Promise<FlowInput | null>;
}

/** Dependencies of {@link ConversationService}. */
export interface ConversationServiceDeps {
  /** Conversation states of the bot database. */
  conversations: ConversationRepo;
  /** Runs the flow's effects against the service (see `createEffectRunner`). */
  runEffect: EffectRunner;
  /** Time given to the flow (dates are relative to its "today" in Bogotá). */
  clock: Clock;
  /** Fresh ids (idempotency keys of endpoint 7); default `crypto.randomUUID`. */
  newId?: () => string;
  /** The destinations this deployment sells (default: the demo's). */
  catalogue?: Catalogue;
}

/**
 * Runs conversations for all channels over the bot database.
 *
 * @example
 * const svc = new ConversationService({ conversations, runEffect, clock: systemClock });
 * const { replies } = await svc.handle({ channel: 'telegram', chatId: '42' }, { kind: 'command', command: 'start' }, { lang: 'es' });
 */
export class ConversationService {
  readonly #deps: ConversationServiceDeps;
  readonly #newId: () => string;
  /** Tail of each chat's queue, keyed by `channel\u0000chatId`. */
  readonly #queues = new Map<string, Promise<unknown>>();

  constructor(deps: ConversationServiceDeps) {
    this.#deps = deps;
    this.#newId = deps.newId ?? randomUUID;
  }

  /**
   * Feed `input` to the conversation of `chat` and return the replies. A chat
   * without a stored state starts from `initialState(opts.lang ?? 'es')`
   * (the language is only used on first contact). The new state is saved
   * before this resolves, so a restart resumes after the last handled input.
   * Calls for the same chat are serialised (including `opts.deliver`).
   *
   * @throws whatever the flow throws (a bug; the stored state is then
   *   unchanged — except that `/start` on a state the flow cannot handle
   *   starts afresh) or `opts.deliver` throws (the state is saved).
   */
  handle(chat: ChatRef, input: FlowInput, opts: HandleOptions = {}): Promise<ConversationResult> {
    return this.#serialise(chat, async () => {
      const stored = this.#load(chat);
      const run = (state: FlowState) =>
        runFlow(state, input, {
          now: () => this.#deps.clock.now(),
          newId: this.#newId,
          ...(this.#deps.catalogue ? { catalogue: this.#deps.catalogue } : {}),
          runEffect: (effect) => {
            const run = () => this.#deps.runEffect(effect, { ...chat, lang: state.lang });
            return opts.aroundEffect ? opts.aroundEffect(effect, run) : run();
          },
        });
      let out: Awaited<ReturnType<typeof runFlow>>;
      try {
        out = await run(stored ?? initialState(opts.lang ?? 'es'));
      } catch (err) {
        // A stored state the flow cannot handle (e.g. written by an older version) must not lock the chat forever: /start starts afresh.
        const restart = stored !== undefined && input.kind === 'command' && input.command === 'start';
        if (!restart) throw err;
        out = await run(initialState(stored.lang === 'en' || stored.lang === 'es' ? stored.lang : (opts.lang ?? 'es')));
      }
      const save = () => this.#deps.conversations.save(chat, out.state, this.#deps.clock.now());
      const result: ConversationResult = { replies: out.replies, lang: out.state.lang };
      if (opts.commit) opts.commit(save, result);
      else save();
      if (opts.deliver) await opts.deliver(result);
      return result;
    });
  }

  /**
   * Tell the conversation of `chat` about a payment outcome of one of its
   * bookings (`{kind: 'payment'}` input) and return the notice to send.
   * `lang` is used only when the chat has no stored state any more;
   * `deliver` as in {@link handle}.
   */
  notifyPayment(chat: ChatRef, outcome: PaymentOutcome, opts: HandleOptions = {}): Promise<ConversationResult> {
    return this.handle(chat, { kind: 'payment', ...outcome }, opts);
  }

  /** The stored state of `chat`, or undefined before its first message. */
  state(chat: ChatRef): FlowState | undefined {
    return this.#load(chat);
  }

  /** Resolves when every queued input of every chat has been handled. */
  async idle(): Promise<void> {
    while (this.#queues.size > 0) await Promise.allSettled([...this.#queues.values()]);
  }

  #load(chat: ChatRef): FlowState | undefined {
    return this.#deps.conversations.load(chat) as FlowState | undefined;
  }

  #serialise<T>(chat: ChatRef, work: () => Promise<T>): Promise<T> {
    const key = `${chat.channel}\u0000${chat.chatId}`;
    const prev = this.#queues.get(key) ?? Promise.resolve();
    const next = prev.then(work, work);
    const tail = next.then(
      () => undefined,
      () => undefined,
    );
    this.#queues.set(key, tail);
    void tail.then(() => {
      if (this.#queues.get(key) === tail) this.#queues.delete(key);
    });
    return next;
  }
}
