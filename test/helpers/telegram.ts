/**
 * Test harness for the Telegram channel: a real Bot API emulator
 * (telegram-test-api) on 127.0.0.1 and a free port, and a {@link TelegramGuest}
 * that talks to a bot through it the way a person would — sending commands
 * and text, pressing inline buttons, sharing their phone number — and reads
 * the bot's messages by polling the emulator with a bounded deadline.
 */
import { createServer } from 'node:net';
import { request } from 'undici';
import { TelegramServer } from 'telegram-test-api/lib/telegramServer.js';
import type { TelegramClient } from 'telegram-test-api/lib/modules/telegramClient.js';

/** A free TCP port on 127.0.0.1 (the emulator treats port 0 as its default 9000, so we pick one). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** A running emulator: `apiRoot` is what grammY's `client.apiRoot` must be. */
export interface TelegramEmulator {
  server: TelegramServer;
  apiRoot: string;
  stop(): Promise<void>;
}

/** Start telegram-test-api on 127.0.0.1 and a free port. Messages are kept 10 minutes. */
export async function startTelegramEmulator(): Promise<TelegramEmulator> {
  for (let attempt = 0; ; attempt++) {
    const server = new TelegramServer({ host: '127.0.0.1', port: await freePort(), storeTimeout: 600 });
    try {
      await server.start();
      return { server, apiRoot: server.config.apiURL, stop: async () => void (await server.stop()) };
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

/** A button of an inline keyboard as the bot sent it. */
export interface SeenButton {
  text: string;
  callback_data?: string;
  url?: string;
}

/** A button of a reply keyboard (under the input field) as the bot sent it. */
export interface SeenKeyButton {
  text: string;
  /** Telegram's "share my phone number" button. */
  request_contact?: boolean;
}

/**
 * A message the bot sent to the guest's chat: its text, its inline buttons,
 * the buttons of a reply keyboard it put under the input field (`keyboard`),
 * and whether it removed such a keyboard (`removeKeyboard`: `remove_keyboard: true`).
 */
export interface BotMessage {
  text: string;
  buttons: SeenButton[];
  keyboard: SeenKeyButton[];
  removeKeyboard: boolean;
}

/** Options of {@link TelegramGuest}. */
export interface GuestOptions {
  /** Chat id (= user id) of the guest; distinct per test so chats do not mix. */
  chatId: number;
  /** `from.language_code` of the guest's updates (e.g. `es`, `en`). */
  languageCode?: string;
  /** `from.first_name` (default `Ana`). */
  firstName?: string;
  /** `from.last_name` (none by default). */
  lastName?: string;
}

/**
 * A guest chatting with a bot through the emulator.
 *
 * Sending: {@link command} (`TelegramClient.makeCommand` + `sendCommand`),
 * {@link say} (`makeMessage` + `sendMessage`), {@link press}
 * (`makeCallbackQuery` + `sendCallback`), {@link shareContact} (a message
 * with a `contact`, as Telegram's share-contact button sends it; the emulator
 * stores a user message as given and hands every field of it to the bot's
 * `getUpdates`). Each of these is one guest action, counted in
 * {@link actions}. Reading: the emulator's client
 * endpoint `POST /getUpdates {token, chatId}` (returns the bot's unread
 * messages of that chat), polled by {@link waitFor} until a deadline.
 */
export class TelegramGuest {
  /** Every bot message received so far, in order. */
  readonly transcript: BotMessage[] = [];
  /** Guest actions so far: messages, commands, button presses and shared contacts sent. */
  actions = 0;
  readonly #client: TelegramClient;
  readonly #apiRoot: string;
  readonly #token: string;
  readonly #o: GuestOptions;
  /** Index in {@link transcript} of the first message not yet matched by {@link waitFor}. */
  #cursor = 0;

  constructor(emulator: TelegramEmulator, token: string, options: GuestOptions) {
    this.#client = emulator.server.getClient(token, { chatId: options.chatId, userId: options.chatId, firstName: options.firstName ?? 'Ana' });
    this.#apiRoot = emulator.apiRoot;
    this.#token = token;
    this.#o = options;
  }

  #from() {
    return {
      from: {
        id: this.#o.chatId,
        first_name: this.#o.firstName ?? 'Ana',
        ...(this.#o.lastName ? { last_name: this.#o.lastName } : {}),
        is_bot: false,
        ...(this.#o.languageCode ? { language_code: this.#o.languageCode } : {}),
      },
    };
  }

  /** Send a bot command such as `/start` (with its `bot_command` entity). */
  async command(text: string): Promise<void> {
    this.actions++;
    await this.#client.sendCommand(this.#client.makeCommand(text, this.#from() as never));
  }

  /** Send a text message. */
  async say(text: string): Promise<void> {
    this.actions++;
    await this.#client.sendMessage(this.#client.makeMessage(text, this.#from() as never));
  }

  /** Press an inline button: sends a callback query with its `callback_data`. */
  async press(button: SeenButton): Promise<void> {
    if (button.callback_data === undefined) throw new Error(`button "${button.text}" has no callback data`);
    this.actions++;
    await this.#client.sendCallback(this.#client.makeCallbackQuery(button.callback_data, this.#from() as never));
  }

  /**
   * Share the guest's own phone number, as Telegram's "share my phone number"
   * button does: a message without text carrying a `contact` with
   * `phone_number` (digits, as Telegram sends it, with or without `+`), the
   * guest's names and `user_id` (the guest's own id).
   */
  async shareContact(phone: string): Promise<void> {
    const message = this.#client.makeMessage('', this.#from() as never) as unknown as Record<string, unknown>;
    delete message['text'];
    message['contact'] = {
      phone_number: phone,
      first_name: this.#o.firstName ?? 'Ana',
      ...(this.#o.lastName ? { last_name: this.#o.lastName } : {}),
      user_id: this.#o.chatId,
    };
    this.actions++;
    await this.#client.sendMessage(message as never);
  }

  /** Fetch the bot's new messages of this chat from the emulator into the transcript. */
  async poll(): Promise<void> {
    const res = await request(`${this.#apiRoot}/getUpdates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: this.#token, chatId: this.#o.chatId }),
    });
    const body = (await res.body.json()) as { result?: Array<{ message: { text?: string; reply_markup?: unknown } }> };
    for (const u of body.result ?? []) this.transcript.push(toBotMessage(u.message));
  }

  /**
   * Wait (polling every 20 ms, at most `timeoutMs`) for the next bot message
   * after the last matched one that satisfies `match` (a regex on the text or
   * a predicate); messages before it are skipped. Returns the message.
   *
   * @throws when the deadline passes, with the transcript in the message.
   */
  async waitFor(match: RegExp | ((m: BotMessage) => boolean), timeoutMs = 10_000): Promise<BotMessage> {
    const test = typeof match === 'function' ? match : (m: BotMessage) => match.test(m.text);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.poll();
      for (let i = this.#cursor; i < this.transcript.length; i++) {
        if (test(this.transcript[i]!)) {
          this.#cursor = i + 1;
          return this.transcript[i]!;
        }
      }
      if (Date.now() > deadline)
        throw new Error(`no bot message matching ${String(match)} within ${timeoutMs} ms; transcript:\n${this.dump()}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Messages received after the last matched one (after a fresh poll). */
  async unread(): Promise<BotMessage[]> {
    await this.poll();
    return this.transcript.slice(this.#cursor);
  }

  /** All messages received so far whose text matches `re`. */
  count(re: RegExp): number {
    return this.transcript.filter((m) => re.test(m.text)).length;
  }

  /** The transcript as text, for failure messages. */
  dump(): string {
    return this.transcript
      .map(
        (m, i) =>
          `#${i} ${m.text}` +
          (m.buttons.length ? `\n   [${m.buttons.map((b) => b.text + (b.url ? ` → ${b.url}` : '')).join(' | ')}]` : '') +
          (m.keyboard.length ? `\n   keyboard: [${m.keyboard.map((b) => b.text + (b.request_contact ? ' (contact)' : '')).join(' | ')}]` : '') +
          (m.removeKeyboard ? '\n   (keyboard removed)' : ''),
      )
      .join('\n');
  }
}

/** The first button of `message` whose label matches `label`. @throws when there is none. */
export function button(message: BotMessage, label: RegExp | number): SeenButton {
  const b = typeof label === 'number' ? message.buttons.filter((x) => x.callback_data !== undefined)[label] : message.buttons.find((x) => label.test(x.text));
  if (!b) throw new Error(`no button ${String(label)} in "${message.text}" [${message.buttons.map((x) => x.text).join(' | ')}]`);
  return b;
}

function toBotMessage(raw: { text?: string; reply_markup?: unknown }): BotMessage {
  let markup = raw.reply_markup;
  if (typeof markup === 'string') markup = JSON.parse(markup) as unknown;
  const m = markup as { inline_keyboard?: SeenButton[][]; keyboard?: SeenKeyButton[][]; remove_keyboard?: boolean } | undefined;
  return {
    text: raw.text ?? '',
    buttons: (m?.inline_keyboard ?? []).flat(),
    keyboard: (m?.keyboard ?? []).flat(),
    removeKeyboard: m?.remove_keyboard === true,
  };
}
