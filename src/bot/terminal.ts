/**
 * The terminal chat: the same conversation as on Telegram, over a pair of
 * streams (stdin/stdout by default). Replies are printed as text, choices are
 * numbered ("1) Bogotá") and the payment link is printed so it can be opened
 * in a browser. The guest answers with a number or free text; `/start`,
 * `/help`, `/cancel`, `/status` work as commands. Works with piped input: one
 * answer per line, each read only after the previous answer's replies were
 * printed.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { commandOf, type Choice, type FlowInput, type Lang, type PaymentOutcome, type Reply } from '../flows/types.js';
import type { ChatRef } from '../store/bot/repos.js';
import type { ConversationResult, ConversationService } from './conversation.js';
import { silentLogger, type BotLogger } from './effects.js';
import type { NoticeChannel } from './outbox.js';

/** Channel name of terminal chats in the bot database. */
export const TERMINAL_CHANNEL = 'terminal';

/** Options of {@link TerminalChat}. */
export interface TerminalChatOptions {
  conversations: ConversationService;
  /** Where the guest's lines come from (default `process.stdin`). */
  input?: Readable;
  /** Where replies are printed (default `process.stdout`). */
  output?: Writable;
  /** Language of a new conversation (default `es`). */
  lang?: Lang;
  /** Chat id of this terminal in the bot database (default `local`). */
  chatId?: string;
  /**
   * How many payments of this chat are still watched (undecided) or have a
   * notice not yet shown (read from the bot database); the chat stays open
   * after input ends while this is above 0.
   */
  pendingPayments: (chat: ChatRef) => Promise<number>;
  logger?: BotLogger;
}

/** True when every choice is labelled with a whole number (nights, rooms, adults…): the guest types the number itself. */
function numericLabels(choices: readonly Choice[]): boolean {
  return choices.length > 0 && choices.every((c) => /^\d+$/.test(c.label.trim()));
}

/**
 * Render a reply as terminal text: the message, its choices numbered from 1
 * ("  1) Bogotá") — or, when the choices are themselves numbers, listed as
 * "  [1 · 2 · 3]" so "3" means three — and the payment link on its own line.
 */
export function renderTerminalReply(reply: Reply, lang: Lang): string {
  const lines = [reply.text];
  const choices = reply.choices ?? [];
  if (numericLabels(choices)) lines.push(`  [${choices.map((c) => c.label).join(' · ')}]`);
  // A choice the text already lists under the same number ("3. label") is not printed twice.
  else
    choices.forEach((c, i) => {
      if (!reply.text.includes(`${i + 1}. ${c.label}`)) lines.push(`  ${i + 1}) ${c.label}`);
    });
  if (reply.url) lines.push(`  ${lang === 'en' ? 'Payment link' : 'Link de pago'}: ${reply.url}`);
  return lines.join('\n');
}

/**
 * Turn a typed line into a flow input: the exact label of one of `choices`
 * (ignoring case) → that `choice` (so "2" picks the button labelled "2", not
 * the second one); else a number choosing one of `choices` (1-based, not when
 * the labels are numbers themselves) → `choice`; `/start` etc. → `command`;
 * anything else → `text`. Blank lines give undefined.
 */
export function parseTerminalLine(line: string, choices: readonly Choice[]): FlowInput | undefined {
  const text = line.trim();
  if (text === '') return undefined;
  const byLabel = choices.find((c) => c.label.trim().toLowerCase() === text.toLowerCase());
  if (byLabel) return { kind: 'choice', value: byLabel.value };
  if (/^\d+$/.test(text) && !numericLabels(choices)) {
    const choice = choices[Number(text) - 1];
    if (choice) return { kind: 'choice', value: choice.value };
  }
  const m = /^\/(\w+)(?:\s+([\w-]{1,64}))?$/.exec(text);
  const command = m?.[1] ? commandOf(m[1]) : undefined;
  if (command) return { kind: 'command', command, ...(m?.[2] ? { payload: m[2] } : {}) };
  return { kind: 'text', text };
}

/**
 * A terminal conversation. {@link start} greets (as `/start`) — or, when this
 * chat's conversation was left midway, shows the help and its current
 * question (as `/help`), so a restart resumes — and reads lines
 * until the input ends; then, if a payment of this chat is still watched, it
 * waits until the watcher reports it decided (via {@link notifyPayment}),
 * prints the notice, and finishes. {@link done} resolves when it finished.
 *
 * @example
 * const chat = new TerminalChat({ conversations, pendingPayments: async (c) => (await watches.pendingFor(c)).length });
 * await chat.start(); // resolves when the chat is over
 */
export class TerminalChat {
  /** This terminal's chat in the bot database. */
  readonly chat: ChatRef;
  /** Resolves when the chat is over (input ended and no payment watched any more, or {@link close}). */
  readonly done: Promise<void>;
  readonly #o: TerminalChatOptions;
  readonly #out: Writable;
  readonly #log: BotLogger;
  #lastChoices: Choice[] = [];
  #finish!: () => void;
  #inputEnded = false;
  #closed = false;
  #closeInput: (() => void) | undefined;
  #started: Promise<void> | undefined;

  constructor(options: TerminalChatOptions) {
    this.#o = options;
    this.chat = { channel: TERMINAL_CHANNEL, chatId: options.chatId ?? 'local' };
    this.#out = options.output ?? process.stdout;
    this.#log = options.logger ?? silentLogger;
    this.done = new Promise((resolve) => {
      this.#finish = resolve;
    });
  }

  /** Start the chat (once); resolves with {@link done}. */
  start(): Promise<void> {
    this.#started ??= this.#run();
    return this.#started;
  }

  /**
   * Feed a payment outcome of this chat's booking into the conversation and
   * print the notice; if the input has ended and nothing is watched any more,
   * the chat finishes.
   */
  async notifyPayment(outcome: PaymentOutcome, lang: Lang): Promise<void> {
    try {
      await this.#o.conversations.notifyPayment(this.chat, outcome, { lang, deliver: async (r) => this.#print(r) });
    } finally {
      await this.#maybeFinish();
    }
  }

  /**
   * This terminal as a channel of the notice outbox: it takes the notices of
   * its own chat only, prints them (a terminal has no booking card to edit:
   * the notice says it all), and once one is sent the chat may finish (input
   * ended and nothing watched or pending any more).
   */
  noticeChannel(): NoticeChannel {
    return {
      ...this.#replyChannel,
      accepts: (chatId) => chatId === this.chat.chatId && !this.#closed,
      afterSent: () => void this.#maybeFinish(),
    };
  }

  /** The replies to this chat's own lines, as the outbox sends them: printed (the chat finishes by its own loop, not after each). */
  readonly #replyChannel: NoticeChannel = {
    deliver: async (_chatId, replies, lang, from, delivered) => {
      this.#print({ replies: replies.slice(from), lang });
      delivered(replies.length);
    },
  };

  /** Stop reading and finish now. */
  close(): void {
    this.#closed = true;
    this.#closeInput?.();
    this.#finish();
  }

  async #run(): Promise<void> {
    const input = this.#o.input ?? process.stdin;
    const rl = createInterface({ input, terminal: false, crlfDelay: Infinity });
    // Own line queue: lines arriving while an answer is being handled wait here, none is lost.
    const queue: string[] = [];
    let wake: (() => void) | undefined;
    rl.on('line', (line) => {
      queue.push(line);
      wake?.();
    });
    rl.on('close', () => {
      this.#inputEnded = true;
      wake?.();
    });
    this.#closeInput = () => rl.close();
    const nextLine = async (): Promise<string | undefined> => {
      for (;;) {
        if (queue.length > 0) return queue.shift();
        if (this.#inputEnded || this.#closed) return undefined;
        await new Promise<void>((r) => (wake = r));
        wake = undefined;
      }
    };

    // A conversation left midway (the chat was closed or the process restarted) resumes at its question.
    const stored = await this.#o.conversations.state(this.chat);
    await this.#send(stored && stored.step !== 'idle' ? { kind: 'command', command: 'help' } : { kind: 'command', command: 'start' });
    for (let line = await nextLine(); line !== undefined && !this.#closed; line = await nextLine()) {
      const input = parseTerminalLine(line, this.#lastChoices);
      if (input) await this.#send(input);
    }
    this.#inputEnded = true;
    rl.close();
    if (!this.#closed && (await this.#o.pendingPayments(this.chat)) > 0) {
      const lang = (await this.#o.conversations.state(this.chat))?.lang ?? this.#o.lang ?? 'es';
      this.#write(lang === 'en' ? '(Waiting for the payment…)' : '(Esperando el pago…)');
    }
    await this.#maybeFinish();
    await this.done;
  }

  async #send(input: FlowInput): Promise<void> {
    try {
      // Through the outbox like every channel's replies (printing does not fail, but a crash between saving and printing may).
      await this.#o.conversations.handle(this.chat, input, { lang: this.#o.lang ?? 'es', outbox: this.#replyChannel });
    } catch (err) {
      this.#log.error({ err, input: input.kind }, 'terminal input failed');
      const lang = (await this.#o.conversations.state(this.chat).catch(() => undefined))?.lang ?? this.#o.lang ?? 'es';
      this.#write(lang === 'en' ? 'Sorry, something went wrong. Please try again.' : 'Lo siento, algo salió mal. Intenta de nuevo, por favor.');
    }
  }

  /** Print replies; numbers typed next refer to the last choices printed in this batch (none: numbers are text). */
  #print(result: ConversationResult): void {
    if (result.replies.length === 0) return;
    let choices: Choice[] = [];
    for (const reply of result.replies) {
      this.#write(renderTerminalReply(reply, result.lang));
      if (reply.choices && reply.choices.length > 0) choices = reply.choices;
    }
    this.#lastChoices = choices;
  }

  #write(text: string): void {
    this.#out.write(`${text}\n\n`);
  }

  /** Finish when closed, or when input ended and nothing of this chat is pending (a failed count leaves the chat open). */
  async #maybeFinish(): Promise<void> {
    if (this.#closed) return this.#finish();
    if (!this.#inputEnded) return;
    try {
      if ((await this.#o.pendingPayments(this.chat)) === 0) this.#finish();
    } catch (err) {
      if (!this.#closed) this.#log.warn({ err }, 'pending payments could not be counted');
    }
  }
}
