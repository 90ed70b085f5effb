/**
 * Conversations of every channel: load a chat's flow state from the bot
 * database, run the flow on one input (with its effects), save the new state,
 * and hand the replies back to the channel. Messages of one chat are handled
 * one at a time, in arrival order; different chats run concurrently.
 *
 * Across bot instances on one PostgreSQL database (two updates of one chat
 * reaching two instances at once) the order is kept by a version check, not
 * a lock: the state is read with its version, the flow runs outside any
 * transaction (its effects call the service over HTTP, which must never
 * happen inside one), and the new state is saved only over the version read
 * (`ConversationRepo.save` with `expected`). The instance whose save is
 * refused rolls back its transaction, reloads the state the other one saved
 * and handles its input again on top of it: both inputs count, one after the
 * other, none is lost. A discarded run leaves nothing behind in the bot
 * database: the watches it asked for (`watchPayment`) are written only in the
 * transaction that saves the state, and its replies were not shown. A row
 * lock held while handling was the alternative; it would hold a transaction
 * (and on SQLite the only connection) open across the service's HTTP calls.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.js';
import { initialState, runFlow, type Catalogue, type FlowState } from '../flows/index.js';
import type { Effect, FlowInput, Lang, PaymentOutcome, Reply } from '../flows/types.js';
import { ConversationRepo, WatchRepo, type BookingDetails, type ChatRef } from '../store/bot/repos.js';
import { HandoffRepo } from '../store/bot/handoffs.js';
import { afterCommit, type Store, type Tx } from '../store/sql.js';
import { NOTICE_CLAIM_MS, NoticeRepo } from '../store/bot/notices.js';
import { silentLogger, type BotLogger, type EffectRunner } from './effects.js';
import { NOTICE_BACKOFF_MS, sendNotice, type NoticeChannel } from './outbox.js';
import { GUEST_MESSAGE_KINDS, type BotMetrics } from './metrics.js';
import { recordConversationFunnel } from './funnel.js';
import { traceStep, type StepTrace } from './tracing.js';

/** What a channel gets back for one input: the replies to show, in order, and the chat's language. */
export interface ConversationResult {
  replies: Reply[];
  lang: Lang;
  /** With `outbox`: the outbox row of the replies (none when there were no replies). */
  outboxId?: number;
  /** True when `commit` dropped the handling: nothing was saved nor delivered (the replies are not to be shown). */
  skipped?: boolean;
}

/** How many times one input is handled again after its save found the chat's state changed meanwhile, before giving up. */
export const MAX_STALE_RETRIES = 5;

/** Thrown by {@link ConversationService.handle} when the chat's state kept changing under it ({@link MAX_STALE_RETRIES} times). */
export class ConversationConflictError extends Error {
  override name = 'ConversationConflictError';
}

/**
 * What staff need to call the guest back about the booking just made (the
 * state that made it keeps the guest's details and the stay; the amount is
 * the one awaited), with the hotel's name the watch carried.
 */
function detailsOf(state: FlowState, hotelName: string | undefined): BookingDetails {
  const g = state.guest;
  const guestName = [g.firstName, g.lastName].filter(Boolean).join(' ');
  return {
    ...(guestName ? { guestName } : {}),
    ...(g.phone ? { phone: g.phone } : {}),
    ...(g.email ? { email: g.email } : {}),
    ...(hotelName ? { hotelName } : {}),
    ...(state.search.checkin ? { checkin: state.search.checkin } : {}),
    ...(state.search.nights ? { nights: state.search.nights } : {}),
    ...(state.awaiting?.amount !== undefined ? { amount: state.awaiting.amount } : {}),
  };
}

/** The flow's effects for the hotel's staff. */
type StaffEffect = Extract<Effect, { kind: 'handOff' | 'relayToStaff' | 'handOffEnded' }>;

/**
 * Write the staff's posts of one handled input (in the transaction saving
 * `state`): a hand-off opens an episode with its first post (who, why, what
 * the bot understood, the last messages, the hotel or destination the guest
 * was booking, the guest's channel); a guest message and the guest's leaving
 * go to the chat's thread.
 */
async function writeStaffPosts(repo: HandoffRepo, chat: ChatRef, state: FlowState, effects: readonly StaffEffect[], now: Date): Promise<void> {
  for (const effect of effects) {
    if (effect.kind === 'handOff') {
      const chosen = state.hotel !== undefined ? state.hotels[state.hotel] : undefined;
      const hotelId = chosen?.id ?? state.search.hotelId;
      const city = chosen?.city ?? state.search.city;
      const { kind: _kind, ...body } = effect;
      await repo.open(
        chat,
        {
          lang: effect.lang,
          reason: effect.reason,
          ...(hotelId !== undefined ? { hotelId } : {}),
          ...(city ? { city } : {}),
          body: { ...body, channel: chat.channel, ...((chosen?.name ?? state.search.hotelName) ? { hotelName: chosen?.name ?? state.search.hotelName } : {}) },
        },
        now,
      );
    } else if (effect.kind === 'relayToStaff') await repo.queue(chat, 'guest', { text: effect.text, ...(effect.file ? { file: effect.file } : {}) }, now);
    else await repo.queue(chat, 'ended', { by: effect.by }, now);
  }
}

/**
 * Count one handled input whose state was committed: a guest's message on
 * `channel` (the bot's own inputs — search results, payment outcomes,
 * reminders — are not messages); a conversation started when the chat had
 * no state before it; for a written answer read by the bot (not relayed to
 * staff), `asked_back` when the conversation stayed on its step, i.e. the
 * bot asked its question again (it did not understand, or found nothing it
 * could use, such as a city it does not sell), else `understood`; and each
 * hand-off to staff the input opened.
 */
function countInput(
  metrics: BotMetrics,
  channel: string,
  input: FlowInput,
  before: FlowState | undefined,
  after: FlowState,
  staff: readonly StaffEffect[],
): void {
  if (GUEST_MESSAGE_KINDS.has(input.kind)) {
    metrics.message(channel);
    if (before === undefined) metrics.conversationStarted(channel);
    if (input.kind === 'text' && before?.handoff === undefined && after.handoff === undefined) {
      metrics.understanding(after.step === (before?.step ?? 'idle') ? 'asked_back' : 'understood');
    }
  }
  for (const effect of staff) if (effect.kind === 'handOff') metrics.handoffOpened(channel);
}

/** Internal: the save found another version of the state; the transaction is rolled back. */
class StaleState extends Error {}

/** Internal: `commit` dropped the handling; the transaction is rolled back. */
class Skipped extends Error {}

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
   * The channel's own writes that go with the new state, run inside the
   * transaction that saves it (use only `tx`): Telegram records the update id
   * there, so "state saved" and "update seen" are one fact; the notice outbox
   * stores `result`, the replies. Resolving to false drops this handling: the
   * transaction is rolled back, nothing is saved nor delivered, and
   * {@link ConversationService.handle} resolves with `skipped` (e.g. another
   * bot instance already handled that update). May run more than once when
   * the state changed meanwhile (see the version check above).
   */
  commit?: (tx: Tx, result: ConversationResult) => Promise<boolean | undefined>;
  /**
   * Send the replies through the bot's outbox instead of `deliver`, so that
   * "no message lost" holds for them too: they are written (kind `reply`)
   * in the transaction that saves the state they came from, held for this
   * process for the outbox's claim time, then handed to this channel (in the
   * chat's turn, reply by reply, each recorded once accepted) and marked
   * sent. A crash before every reply was accepted, or a failing channel,
   * leaves the rest to the notice worker (after the hold, or the backoff); a
   * channel that refuses them for good makes them a dead letter. The
   * channel's failure is not thrown.
   */
  outbox?: NoticeChannel;
  /** Called right before the transaction that saves the new state begins (crash tests kill the process here). */
  beforeSave?: () => void;
  /** Called right after that transaction committed, before any reply is shown (crash tests kill the process here). */
  afterSave?: () => void;
  /**
   * Runs each effect of this input (`run` calls the service); lets the channel
   * show progress meanwhile (Telegram's "typing…"). Must resolve with `run`'s
   * result. Default: `run()`.
   */
  aroundEffect?: (effect: Effect, run: () => Promise<FlowInput | null>) => Promise<FlowInput | null>;
}

/** Dependencies of {@link ConversationService}. */
export interface ConversationServiceDeps {
  /** The bot database (conversation states; the watches of `watchPayment` are written with the state). */
  store: Store;
  /** Runs the flow's effects against the service (see `createEffectRunner`). */
  runEffect: EffectRunner;
  /** Time given to the flow (dates are relative to its "today" in Bogotá). */
  clock: Clock;
  /** Fresh ids (idempotency keys of endpoint 7); default `crypto.randomUUID`. */
  newId?: () => string;
  /** The destinations this deployment sells (default: the demo's). */
  catalogue?: Catalogue;
  /**
   * The hotel's staff can be reached (a Slack channel for hand-offs is set):
   * the flow hands conversations over, and its `handOff`, `relayToStaff` and
   * `handOffEnded` effects are written to the staff outbox
   * (`HandoffRepo`) in the transaction that saves the state they came from.
   */
  handoff?: boolean;
  /** With `handoff`: rooms from which a stay is a group the hotel quotes, per hotel (see `StepContext.groupRooms`). */
  groupRooms?: (hotelId: number | undefined) => number | undefined;
  /** How long replies written to the outbox are held for this process before the notice worker may send them, ms (default {@link NOTICE_CLAIM_MS}). */
  outboxHoldMs?: number;
  /** Retry waits of replies whose channel failed (default {@link NOTICE_BACKOFF_MS}). */
  backoffMs?: readonly number[];
  logger?: BotLogger;
  /**
   * Counts conversations started, guests' messages by channel, understood or
   * asked-back answers and hand-offs, once the input's state is committed
   * (see {@link countInput}); also the settling of the replies' outbox rows.
   * Default: counts nothing.
   */
  metrics?: BotMetrics;
  /** The bot's API key name (the agency it books for), written with the booking funnel's events; default unknown (null). */
  agency?: string;
}

/**
 * Runs conversations for all channels over the bot database.
 *
 * @example
 * const svc = new ConversationService({ store, runEffect, clock: systemClock });
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
   * before this resolves, so a restart resumes after the last handled input;
   * it is saved only over the state this handling read: when another bot
   * instance saved the chat's state meanwhile, the input is handled again on
   * top of that one (see the module comment). Calls for the same chat are
   * serialised in this process (including `opts.deliver`). Each handling is
   * one span `conversation.step` (see `traceStep` in `./tracing.ts`: channel,
   * hashed chat, input kind, steps before and after, effect kinds; never the
   * guest's text or details), parent of the service calls its effects make.
   *
   * @throws whatever the flow throws (a bug; the stored state is then
   *   unchanged — except that `/start` on a state the flow cannot handle
   *   starts afresh), `opts.deliver` throws (the state is saved), the bot
   *   database fails, or {@link ConversationConflictError}.
   */
  handle(chat: ChatRef, input: FlowInput, opts: HandleOptions = {}): Promise<ConversationResult> {
    return this.#serialise(chat, () => traceStep(chat, input.kind, (step) => this.#handle(chat, input, opts, step)));
  }

  /** {@link handle} in the chat's turn, reporting to the step's span. */
  async #handle(chat: ChatRef, input: FlowInput, opts: HandleOptions, step: StepTrace): Promise<ConversationResult> {
    for (let attempt = 0; ; attempt++) {
      const result = await this.#attempt(chat, input, opts, step);
      if (result === 'stale') {
        if (attempt >= MAX_STALE_RETRIES)
          throw new ConversationConflictError(`the conversation of ${chat.channel}:${chat.chatId} kept changing while handling one input`);
        continue;
      }
      opts.afterSave?.();
      if (!result.skipped && opts.outbox && result.outboxId !== undefined) await this.#sendReplies(chat, result, result.outboxId, opts.outbox);
      else if (!result.skipped && opts.deliver) await opts.deliver(result);
      return result;
    }
  }

  /** One run of the flow on the state as read now, saved only over that version; 'stale' when another save came first. */
  async #attempt(chat: ChatRef, input: FlowInput, opts: HandleOptions, step: StepTrace): Promise<ConversationResult | 'stale'> {
    const read = await new ConversationRepo(this.#deps.store.db).read(chat);
    const stored = read?.state as FlowState | undefined;
    const watches: Array<{ chatbotId: string; expirationDate: string; lang: Lang; hotelId?: number; hotelName?: string }> = [];
    const staff: StaffEffect[] = [];
    const run = (state: FlowState) =>
      runFlow(state, input, {
        now: () => this.#deps.clock.now(),
        newId: this.#newId,
        ...(this.#deps.catalogue ? { catalogue: this.#deps.catalogue } : {}),
        ...(this.#deps.handoff ? { handoff: true } : {}),
        ...(this.#deps.handoff && this.#deps.groupRooms !== undefined ? { groupRooms: this.#deps.groupRooms } : {}),
        runEffect: async (effect) => {
          step.effect(effect.kind);
          // Watching is a write of the bot database: it goes with the saved state, so a discarded run watches nothing.
          if (effect.kind === 'watchPayment') {
            watches.push({
              chatbotId: effect.chatbotId,
              expirationDate: effect.expirationDate,
              lang: state.lang,
              ...(effect.hotelId !== undefined ? { hotelId: effect.hotelId } : {}),
              ...(effect.hotelName ? { hotelName: effect.hotelName } : {}),
            });
            return null;
          }
          // So are the staff's posts (the staff outbox), when staff can be reached.
          if (this.#deps.handoff && (effect.kind === 'handOff' || effect.kind === 'relayToStaff' || effect.kind === 'handOffEnded')) {
            staff.push(effect);
            return null;
          }
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
      watches.length = 0;
      staff.length = 0;
      out = await run(initialState(stored.lang === 'en' || stored.lang === 'es' ? stored.lang : (opts.lang ?? 'es')));
    }
    const result: ConversationResult = { replies: out.replies, lang: out.state.lang };
    step.steps(stored?.step ?? 'idle', out.state.step);
    opts.beforeSave?.();
    try {
      return await this.#deps.store.transaction(async (tx) => {
        if (opts.commit && (await opts.commit(tx, result)) === false) {
          // Dropped: roll back whatever the channel wrote, save nothing.
          throw new Skipped();
        }
        const now = this.#deps.clock.now();
        if (!(await new ConversationRepo(tx).save(chat, out.state, now, read ? read.version : null))) throw new StaleState();
        const repo = new WatchRepo(tx);
        for (const { hotelName, ...w } of watches) await repo.watch({ ...chat, ...w, details: detailsOf(out.state, hotelName) }, now);
        if (staff.length > 0) await writeStaffPosts(new HandoffRepo(tx), chat, out.state, staff, now);
        // The booking funnel's facts of this input, read from the states before and after it, committed with the state.
        await recordConversationFunnel(tx, chat, { input, before: stored, after: out.state, replies: out.replies, agency: this.#deps.agency ?? null, now });
        const metrics = this.#deps.metrics;
        if (metrics) afterCommit(() => countInput(metrics, chat.channel, input, stored, out.state, staff));
        if (opts.outbox && result.replies.length > 0)
          return {
            ...result,
            outboxId: await new NoticeRepo(tx).recordReplies(chat, input, result.replies, result.lang, now, this.#deps.outboxHoldMs ?? NOTICE_CLAIM_MS),
          };
        return result;
      });
    } catch (err) {
      if (err instanceof StaleState) return 'stale';
      if (err instanceof Skipped) return { ...result, skipped: true };
      throw err;
    }
  }

  /** Show the replies written to outbox row `id` through `channel` and settle the row (sent, retried later or dead); never rejects for the channel. */
  async #sendReplies(chat: ChatRef, result: ConversationResult, id: number, channel: NoticeChannel): Promise<void> {
    const delivery = {
      store: this.#deps.store,
      clock: this.#deps.clock,
      logger: this.#deps.logger ?? silentLogger,
      backoffMs: this.#deps.backoffMs ?? NOTICE_BACKOFF_MS,
      ...(this.#deps.metrics ? { metrics: this.#deps.metrics } : {}),
    };
    await sendNotice(delivery, { id, chatId: chat.chatId, attempts: 0, kind: 'reply', chatbotId: null }, channel, (progress) =>
      channel.deliver(chat.chatId, result.replies, result.lang, 0, progress, id),
    );
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
  async state(chat: ChatRef): Promise<FlowState | undefined> {
    return (await new ConversationRepo(this.#deps.store.db).load(chat)) as FlowState | undefined;
  }

  /** Resolves when every queued input of every chat has been handled. */
  async idle(): Promise<void> {
    while (this.#queues.size > 0) await Promise.allSettled([...this.#queues.values()]);
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
