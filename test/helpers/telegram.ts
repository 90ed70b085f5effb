/**
 * Test harness for the Telegram channel: a real Bot API emulator
 * (telegram-test-api) on 127.0.0.1 and a free port, and a {@link TelegramGuest}
 * that talks to a bot through it the way a person would — sending commands,
 * text, stickers and photos, editing what they wrote, pressing inline
 * buttons, sharing their phone number — and reads the bot's messages (and
 * their later edits) by polling the emulator with a bounded deadline.
 *
 * The emulator is extended here to behave like Telegram where the bot's
 * reliability depends on it (installed in front of its own routes):
 *
 * - `getUpdates` honours `offset`: an update stays pending until a call with
 *   a higher offset confirms it (the emulator alone marks updates read as
 *   soon as it returns them, so a crash would lose them); it answers 409
 *   while a webhook is set.
 * - `setWebhook` keeps the `secret_token`, and each user update is POSTed to
 *   the webhook with it in `X-Telegram-Bot-Api-Secret-Token`; an answer
 *   other than 2xx (or no answer) keeps the update pending for
 *   {@link TelegramEmulator.retryWebhook} and sets `last_error_message`.
 *   `getWebhookInfo` reports url, pending_update_count and the last error.
 * - `editMessageText` / `editMessageReplyMarkup` replace the markup as
 *   Telegram does (an edit without `reply_markup` removes the inline
 *   keyboard), refuse an edit that changes nothing ("message is not
 *   modified"), and count the edits of each message.
 * - `sendChatAction`, `setMyCommands` / `getMyCommands` / `deleteMyCommands`
 *   are accepted and recorded.
 * - Updates of any shape (`edited_message`, …) can be delivered, and a
 *   handled update delivered again ({@link TelegramEmulator.redeliver}).
 */
import { createServer } from 'node:net';
import { request } from 'undici';
import { TelegramServer } from 'telegram-test-api/lib/telegramServer.js';
import { routes as emulatorRoutes } from 'telegram-test-api/lib/routes/index.js';
import type { Route } from 'telegram-test-api/lib/routes/route.js';
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

/** A chat action the bot sent (`sendChatAction`). */
export interface SeenChatAction {
  token: string;
  chatId: string;
  action: string;
}

/** A command list the bot set (`setMyCommands`): `languageCode` undefined = the default list. */
export interface SeenCommands {
  languageCode: string | undefined;
  scope: unknown;
  commands: Array<{ command: string; description: string }>;
}

/** What `getWebhookInfo` reports for a bot. */
export interface WebhookInfo {
  url: string;
  pending_update_count: number;
  last_error_date?: number;
  last_error_message?: string;
}

/** A running emulator: `apiRoot` is what grammY's `client.apiRoot` must be. */
export interface TelegramEmulator {
  server: TelegramServer;
  apiRoot: string;
  stop(): Promise<void>;
  /** Chat actions sent by the bot `token` (of chat `chatId` when given), in order. */
  chatActions(token: string, chatId?: number | string): SeenChatAction[];
  /** The command lists set by the bot `token`, the latest per (scope, language). */
  commands(token: string): SeenCommands[];
  /** The webhook of bot `token` as `getWebhookInfo` reports it. */
  webhookInfo(token: string): WebhookInfo;
  /** POST the updates whose webhook delivery failed again, in order; resolves with how many are still pending. */
  retryWebhook(token: string): Promise<number>;
  /**
   * Deliver update `updateId` of bot `token` again, as Telegram does when it
   * was not confirmed: polling — it is returned by `getUpdates` once more;
   * webhook — it is POSTed again (resolves when answered).
   */
  redeliver(token: string, updateId: number): Promise<void>;
  /**
   * Deliver an update of any shape (e.g. `{edited_message: …}`) to bot
   * `token`; its `update_id` is assigned. Resolves with it (in webhook mode,
   * once the bot answered the POST).
   */
  deliver(token: string, update: Record<string, unknown>): Promise<number>;
  /** The update_id of the latest user update sent to bot `token` (e.g. to {@link redeliver} it). @throws when there is none. */
  lastUpdateId(token: string): number;
}

/** The bot message as the emulator stores it (after any edits). */
interface StoredBotMessage {
  time: number;
  botToken: string;
  messageId: number;
  updateId: number;
  isRead: boolean;
  message: { chat_id: string | number; text?: string; reply_markup?: unknown; edit_count?: number };
}

/** A user update as the emulator stores it; `raw` for updates of any other shape. */
interface StoredUserUpdate {
  time: number;
  botToken: string;
  updateId: number;
  messageId: number;
  isRead: boolean;
  raw?: Record<string, unknown>;
  [k: string]: unknown;
}

/** The emulator's internals this harness reaches (private in its typings). */
interface ServerInternals {
  storage: { userMessages: StoredUserUpdate[]; botMessages: StoredBotMessage[] };
  webhooks: Record<string, { url: string; secret_token?: string }>;
  updateId: number;
  messageId: number;
  getCommonFields(token: string): { time: number; botToken: string; updateId: number; messageId: number; isRead: boolean };
  addUserUpdate(update: StoredUserUpdate): Promise<void>;
}

/** Per-emulator records of the extension. */
interface Extras {
  chatActions: SeenChatAction[];
  commands: Map<string, Map<string, SeenCommands>>;
  /** Webhook deliveries not answered 2xx, per token, in order. */
  pending: Map<string, StoredUserUpdate[]>;
  lastError: Map<string, { date: number; message: string }>;
}

const extras = new WeakMap<object, Extras>();

function internals(server: TelegramServer): ServerInternals {
  return server as unknown as ServerInternals;
}

function extrasOf(server: TelegramServer): Extras {
  let e = extras.get(server);
  if (!e) extras.set(server, (e = { chatActions: [], commands: new Map(), pending: new Map(), lastError: new Map() }));
  return e;
}

/** The Bot API `Update` of a stored user update. */
function formatUpdate(u: StoredUserUpdate): Record<string, unknown> {
  if (u.raw) return { update_id: u.updateId, ...u.raw };
  return (TelegramServer as unknown as { formatUpdate(u: StoredUserUpdate): Record<string, unknown> }).formatUpdate(u);
}

/** Parse a Bot API parameter that may come JSON-encoded (form bodies). */
function param<T>(v: unknown): T | undefined {
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as T;
    } catch {
      return v as T;
    }
  }
  return v as T | undefined;
}

function fail(res: { status(n: number): { json(b: unknown): void } }, code: number, description: string): void {
  res.status(code).json({ ok: false, error_code: code, description });
}

/** POST one update to the bot's webhook; on failure it stays pending and the error is kept. Returns whether it was accepted. */
async function postToWebhook(server: TelegramServer, u: StoredUserUpdate): Promise<boolean> {
  const s = internals(server);
  const e = extrasOf(server);
  const hook = s.webhooks[u.botToken];
  if (!hook) return false;
  let error: string | undefined;
  try {
    const res = await request(hook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(hook.secret_token ? { 'x-telegram-bot-api-secret-token': hook.secret_token } : {}) },
      body: JSON.stringify(formatUpdate(u)),
    });
    await res.body.text();
    if (res.statusCode < 200 || res.statusCode > 299) error = `Wrong response from the webhook: ${res.statusCode}`;
  } catch (err) {
    error = `Connection failed: ${(err as Error).message}`;
  }
  if (error === undefined) return true;
  e.lastError.set(u.botToken, { date: Math.floor(Date.now() / 1000), message: error });
  const list = e.pending.get(u.botToken) ?? [];
  if (!list.includes(u)) list.push(u);
  e.pending.set(u.botToken, list);
  return false;
}

/** Routes in front of the emulator's own (the first matching route answers). */
const extension: Route = (app, server) => {
  const s = internals(server);
  const e = extrasOf(server);
  const bot = (method: string, handler: (token: string, body: Record<string, unknown>, res: Parameters<Parameters<typeof app.all>[1]>[1]) => void) =>
    app.all(`/bot:token/${method}`, (req, res) => handler(String(req.params.token), { ...(req.query as object), ...((req.body as object) ?? {}) }, res));

  bot('getUpdates', (token, body, res) => {
    if (s.webhooks[token])
      return fail(res, 409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first");
    const offset = Number(body.offset ?? 0);
    const limit = Number(body.limit ?? 100) || 100;
    const mine = s.storage.userMessages.filter((u) => u.botToken === token && !u.isRead);
    // Telegram: an update is confirmed once getUpdates is called with a higher offset.
    if (offset > 0) for (const u of mine) if (u.updateId < offset) u.isRead = true;
    const result = mine
      .filter((u) => !u.isRead)
      .sort((a, b) => a.updateId - b.updateId)
      .slice(0, limit)
      .map(formatUpdate);
    res.json({ ok: true, result });
  });
  bot('sendChatAction', (token, body, res) => {
    e.chatActions.push({ token, chatId: String(body.chat_id), action: String(body.action) });
    res.json({ ok: true, result: true });
  });
  bot('setMyCommands', (token, body, res) => {
    const languageCode = typeof body.language_code === 'string' && body.language_code ? body.language_code : undefined;
    const scope = param<unknown>(body.scope);
    const list = e.commands.get(token) ?? new Map<string, SeenCommands>();
    list.set(JSON.stringify([scope ?? null, languageCode ?? null]), { languageCode, scope, commands: param(body.commands) ?? [] });
    e.commands.set(token, list);
    res.json({ ok: true, result: true });
  });
  bot('getMyCommands', (token, body, res) => {
    const languageCode = typeof body.language_code === 'string' && body.language_code ? body.language_code : null;
    const key = JSON.stringify([param<unknown>(body.scope) ?? null, languageCode]);
    res.json({ ok: true, result: e.commands.get(token)?.get(key)?.commands ?? [] });
  });
  bot('deleteMyCommands', (token, body, res) => {
    const languageCode = typeof body.language_code === 'string' && body.language_code ? body.language_code : null;
    e.commands.get(token)?.delete(JSON.stringify([param<unknown>(body.scope) ?? null, languageCode]));
    res.json({ ok: true, result: true });
  });
  bot('setWebhook', (token, body, res) => {
    const url = typeof body.url === 'string' ? body.url : '';
    if (!url) {
      delete s.webhooks[token];
      return void res.json({ ok: true, result: true, description: 'Webhook was deleted' });
    }
    s.webhooks[token] = { url, ...(typeof body.secret_token === 'string' ? { secret_token: body.secret_token } : {}) };
    res.json({ ok: true, result: true, description: 'Webhook was set' });
  });
  bot('deleteWebhook', (token, body, res) => {
    delete s.webhooks[token];
    if (body.drop_pending_updates === true || body.drop_pending_updates === 'true') {
      e.pending.delete(token);
      for (const u of s.storage.userMessages) if (u.botToken === token) u.isRead = true;
    }
    res.json({ ok: true, result: true, description: 'Webhook was deleted' });
  });
  bot('getWebhookInfo', (token, _body, res) => {
    res.json({ ok: true, result: webhookInfo(server, token) });
  });
  const edit = (token: string, body: Record<string, unknown>, res: Parameters<Parameters<typeof app.all>[1]>[1], withText: boolean) => {
    const stored = s.storage.botMessages.find(
      (m) => m.botToken === token && String(m.messageId) === String(body.message_id) && String(m.message.chat_id) === String(body.chat_id),
    );
    if (!stored) return fail(res, 400, 'Bad Request: message to edit not found');
    const markup = param<unknown>(body.reply_markup);
    const text = withText ? String(body.text ?? '') : stored.message.text;
    if (text === stored.message.text && JSON.stringify(markup ?? null) === JSON.stringify(stored.message.reply_markup ?? null))
      return fail(
        res,
        400,
        'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
      );
    stored.message = { ...stored.message, text, reply_markup: markup, edit_count: (stored.message.edit_count ?? 0) + 1 };
    if (markup === undefined) delete stored.message.reply_markup;
    res.json({
      ok: true,
      result: {
        message_id: stored.messageId,
        date: Math.floor(stored.time / 1000),
        chat: { id: Number(stored.message.chat_id), type: 'private' },
        text,
        ...(markup ? { reply_markup: markup } : {}),
      },
    });
  };
  bot('editMessageText', (token, body, res) => edit(token, body, res, true));
  bot('editMessageReplyMarkup', (token, body, res) => edit(token, body, res, false));
};
if (!emulatorRoutes.includes(extension)) emulatorRoutes.unshift(extension);

function webhookInfo(server: TelegramServer, token: string): WebhookInfo {
  const s = internals(server);
  const e = extrasOf(server);
  const hook = s.webhooks[token];
  const pending = hook ? (e.pending.get(token)?.length ?? 0) : s.storage.userMessages.filter((u) => u.botToken === token && !u.isRead).length;
  const err = e.lastError.get(token);
  return { url: hook?.url ?? '', pending_update_count: pending, ...(err ? { last_error_date: err.date, last_error_message: err.message } : {}) };
}

/** Start telegram-test-api (extended as described above) on 127.0.0.1 and a free port. Messages are kept 10 minutes. */
export async function startTelegramEmulator(): Promise<TelegramEmulator> {
  for (let attempt = 0; ; attempt++) {
    const server = new TelegramServer({ host: '127.0.0.1', port: await freePort(), storeTimeout: 600 });
    const s = internals(server);
    // User updates: ids taken at once (concurrent sends never share one); pushed to the webhook when set, else kept for getUpdates.
    s.addUserUpdate = async (update: StoredUserUpdate) => {
      s.updateId++;
      s.messageId++;
      const hooked = s.webhooks[update.botToken] !== undefined;
      // Kept in storage in webhook mode too (as read), so it can be redelivered.
      const entry: StoredUserUpdate = { ...update, isRead: hooked };
      s.storage.userMessages.push(entry);
      if (hooked) await postToWebhook(server, entry);
    };
    try {
      await server.start();
      return {
        server,
        apiRoot: server.config.apiURL,
        stop: async () => void (await server.stop()),
        chatActions: (token, chatId) => extrasOf(server).chatActions.filter((a) => a.token === token && (chatId === undefined || a.chatId === String(chatId))),
        commands: (token) => [...(extrasOf(server).commands.get(token)?.values() ?? [])],
        webhookInfo: (token) => webhookInfo(server, token),
        async retryWebhook(token) {
          const e = extrasOf(server);
          const list = e.pending.get(token) ?? [];
          e.pending.set(token, []);
          for (const u of list) await postToWebhook(server, u);
          return e.pending.get(token)?.length ?? 0;
        },
        async redeliver(token, updateId) {
          const u = s.storage.userMessages.find((x) => x.botToken === token && x.updateId === updateId);
          if (!u) throw new Error(`no update ${updateId} of bot ${token} in the emulator`);
          if (s.webhooks[token]) await postToWebhook(server, u);
          else u.isRead = false;
        },
        lastUpdateId(token) {
          const mine = s.storage.userMessages.filter((u) => u.botToken === token);
          if (mine.length === 0) throw new Error(`no update of bot ${token} in the emulator`);
          return Math.max(...mine.map((u) => u.updateId));
        },
        async deliver(token, update) {
          const id = s.updateId;
          await s.addUserUpdate({ ...s.getCommonFields(token), raw: update });
          return id;
        },
      };
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
 * A message the bot sent to the guest's chat: its id, its text, its inline
 * buttons, the buttons of a reply keyboard it put under the input field
 * (`keyboard`), and whether it removed such a keyboard (`removeKeyboard`:
 * `remove_keyboard: true`). As received: later edits show in
 * {@link TelegramGuest.current}.
 */
export interface BotMessage {
  messageId: number;
  text: string;
  buttons: SeenButton[];
  keyboard: SeenKeyButton[];
  removeKeyboard: boolean;
}

/** A bot message as it is now in the chat: with its edits applied, and how many there were. */
export interface CurrentBotMessage extends BotMessage {
  /** Whether the bot edited it (text or buttons) since it was sent. */
  edited: boolean;
  /** How many edits the bot made to it. */
  editCount: number;
}

/**
 * Non-text message contents as Telegram sends them (minimal, well-formed), for
 * {@link TelegramGuest.sendContent}: what a guest sends with the attachment
 * menu, the sticker panel or the dice button.
 */
export const SAMPLE_CONTENT = {
  sticker: {
    sticker: {
      file_id: 'CAACAgIAAxk',
      file_unique_id: 'AgADsticker',
      type: 'regular',
      width: 512,
      height: 512,
      is_animated: false,
      is_video: false,
      emoji: '😀',
    },
  },
  photo: { photo: [{ file_id: 'AgACAgQAAxk', file_unique_id: 'AQADphoto', width: 90, height: 90 }] },
  voice: { voice: { file_id: 'AwACAgEAAxk', file_unique_id: 'AgADvoice', duration: 3, mime_type: 'audio/ogg' } },
  video: { video: { file_id: 'BAACAgEAAxk', file_unique_id: 'AgADvideo', width: 640, height: 360, duration: 5 } },
  videoNote: { video_note: { file_id: 'DQACAgEAAxk', file_unique_id: 'AgADnote', length: 240, duration: 4 } },
  audio: { audio: { file_id: 'CQACAgEAAxk', file_unique_id: 'AgADaudio', duration: 120 } },
  document: { document: { file_id: 'BQACAgEAAxk', file_unique_id: 'AgADdoc', file_name: 'reserva.pdf', mime_type: 'application/pdf' } },
  animation: {
    animation: { file_id: 'CgACAgQAAxk', file_unique_id: 'AgADgif', width: 320, height: 240, duration: 2 },
    document: { file_id: 'CgACAgQAAxk', file_unique_id: 'AgADgif', mime_type: 'video/mp4' },
  },
  location: { location: { latitude: 10.391, longitude: -75.479 } },
  venue: {
    location: { latitude: 10.4236, longitude: -75.5478 },
    venue: { location: { latitude: 10.4236, longitude: -75.5478 }, title: 'Torre del Reloj', address: 'Cartagena' },
  },
  poll: {
    poll: {
      id: '5001',
      question: '¿Playa o montaña?',
      options: [
        { text: 'Playa', voter_count: 0 },
        { text: 'Montaña', voter_count: 0 },
      ],
      total_voter_count: 0,
      is_closed: false,
      is_anonymous: true,
      type: 'regular',
      allows_multiple_answers: false,
    },
  },
  dice: { dice: { emoji: '🎲', value: 4 } },
} as const;

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
 * Sending (each one guest action, counted in {@link actions}; each goes into
 * the emulator in-process and, in webhook mode, resolves once the bot
 * answered the webhook POST): {@link command}, {@link say} (both resolve
 * with the guest's `message_id`), {@link press} (a callback query carrying
 * the pressed message as it is now, as Telegram sends it),
 * {@link shareContact}, {@link sendContent} (a sticker, photo, … see
 * {@link SAMPLE_CONTENT}) and {@link edit} (an `edited_message` of one of the
 * guest's own messages). Reading: the emulator's client endpoint
 * `POST /getUpdates {token, chatId}` (returns the bot's unread messages of
 * that chat), polled by {@link waitFor} until a deadline; {@link current}
 * reads a bot message as it is now (after the bot's edits).
 */
export class TelegramGuest {
  /** Every bot message received so far, in order. */
  readonly transcript: BotMessage[] = [];
  /** Guest actions so far: messages, commands, button presses and shared contacts sent. */
  actions = 0;
  readonly #client: TelegramClient;
  readonly #emulator: TelegramEmulator;
  readonly #apiRoot: string;
  readonly #token: string;
  readonly #o: GuestOptions;
  /** The guest's own messages by id, for {@link edit}. */
  readonly #sent = new Map<number, Record<string, unknown>>();
  /** Index in {@link transcript} of the first message not yet matched by {@link waitFor}. */
  #cursor = 0;

  constructor(emulator: TelegramEmulator, token: string, options: GuestOptions) {
    this.#client = emulator.server.getClient(token, { chatId: options.chatId, userId: options.chatId, firstName: options.firstName ?? 'Ana' });
    this.#emulator = emulator;
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

  /** Put a user message into the emulator; resolves with its message_id. */
  async #push(message: Record<string, unknown>, kind: 'message' | 'command'): Promise<number> {
    const s = internals(this.#emulator.server);
    const id = s.messageId; // taken by the emulator synchronously below
    this.actions++;
    const stored = { ...message, botToken: this.#token };
    this.#sent.set(id, stored);
    if (kind === 'command') await this.#emulator.server.addUserCommand(stored as never);
    else await this.#emulator.server.addUserMessage(stored as never);
    return id;
  }

  /** Send a bot command such as `/start` (with its `bot_command` entity); resolves with its message_id. */
  async command(text: string): Promise<number> {
    return this.#push(this.#client.makeCommand(text, this.#from() as never) as unknown as Record<string, unknown>, 'command');
  }

  /** Send a text message; resolves with its message_id. */
  async say(text: string): Promise<number> {
    return this.#push(this.#client.makeMessage(text, this.#from() as never) as unknown as Record<string, unknown>, 'message');
  }

  /**
   * Send a message without text carrying `content` (e.g. `SAMPLE_CONTENT.sticker`,
   * or any Bot API message fields); resolves with its message_id.
   */
  async sendContent(content: Record<string, unknown>): Promise<number> {
    const message = this.#client.makeMessage('', this.#from() as never) as unknown as Record<string, unknown>;
    delete message.text;
    return this.#push({ ...message, ...content }, 'message');
  }

  /**
   * Edit the guest's own text message `messageId` (from {@link say}) to
   * `text`: an `edited_message` update, as Telegram sends it. Resolves with
   * the update's id.
   */
  async edit(messageId: number, text: string): Promise<number> {
    const original = this.#sent.get(messageId);
    if (!original) throw new Error(`the guest sent no message ${messageId}`);
    this.actions++;
    const { botToken: _t, ...rest } = original;
    return this.#emulator.deliver(this.#token, {
      edited_message: { ...rest, message_id: messageId, text, edit_date: Math.floor(Date.now() / 1000) },
    });
  }

  /**
   * Press an inline button: sends a callback query with its `callback_data`
   * and the message it is on (the latest received message with that button),
   * as that message is now, like Telegram does.
   */
  async press(button: SeenButton, on?: BotMessage): Promise<void> {
    if (button.callback_data === undefined) throw new Error(`button "${button.text}" has no callback data`);
    const host = on ?? [...this.transcript].reverse().find((m) => m.buttons.some((b) => b.callback_data === button.callback_data && b.text === button.text));
    const now = host ? this.current(host) : undefined;
    const message = now
      ? {
          message_id: now.messageId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: this.#o.chatId, type: 'private', first_name: this.#o.firstName ?? 'Ana' },
          from: { id: 666, is_bot: true, first_name: 'Bot' },
          text: now.text,
          ...(now.buttons.length ? { reply_markup: { inline_keyboard: this.#storedMarkup(now.messageId) } } : {}),
        }
      : undefined;
    this.actions++;
    const query = this.#client.makeCallbackQuery(button.callback_data, this.#from() as never) as unknown as Record<string, unknown>;
    if (message) query.message = message;
    await this.#emulator.server.addUserCallback({ ...query, botToken: this.#token } as never);
  }

  /**
   * Share the guest's own phone number, as Telegram's "share my phone number"
   * button does: a message without text carrying a `contact` with
   * `phone_number` (digits, as Telegram sends it, with or without `+`), the
   * guest's names and `user_id` (the guest's own id).
   */
  async shareContact(phone: string): Promise<void> {
    await this.sendContent({
      contact: {
        phone_number: phone,
        first_name: this.#o.firstName ?? 'Ana',
        ...(this.#o.lastName ? { last_name: this.#o.lastName } : {}),
        user_id: this.#o.chatId,
      },
    });
  }

  #stored(messageId: number): StoredBotMessage | undefined {
    return internals(this.#emulator.server).storage.botMessages.find(
      (m) => m.botToken === this.#token && m.messageId === messageId && String(m.message.chat_id) === String(this.#o.chatId),
    );
  }

  #storedMarkup(messageId: number): unknown {
    const markup = param<{ inline_keyboard?: unknown }>(this.#stored(messageId)?.message.reply_markup);
    return markup?.inline_keyboard ?? [];
  }

  /**
   * The bot message `message` (or with id `message`) as it is now in the
   * chat: text and buttons after the bot's edits, and whether it was edited.
   *
   * @throws when the emulator has no such message of this chat.
   */
  current(message: BotMessage | number): CurrentBotMessage {
    const id = typeof message === 'number' ? message : message.messageId;
    const stored = this.#stored(id);
    if (!stored) throw new Error(`no bot message ${id} in chat ${this.#o.chatId}`);
    const editCount = stored.message.edit_count ?? 0;
    return { ...toBotMessage(stored.messageId, stored.message), edited: editCount > 0, editCount };
  }

  /** Whether the bot edited `message` since sending it. */
  wasEdited(message: BotMessage | number): boolean {
    return this.current(message).edited;
  }

  /** The chat actions ("typing", …) the bot sent to this chat, in order. */
  chatActions(): string[] {
    return this.#emulator.chatActions(this.#token, this.#o.chatId).map((a) => a.action);
  }

  /** Fetch the bot's new messages of this chat from the emulator into the transcript. */
  async poll(): Promise<void> {
    const res = await request(`${this.#apiRoot}/getUpdates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: this.#token, chatId: this.#o.chatId }),
    });
    const body = (await res.body.json()) as { result?: Array<{ messageId: number; message: { text?: string; reply_markup?: unknown } }> };
    for (const u of body.result ?? []) this.transcript.push(toBotMessage(u.messageId, u.message));
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
      if (Date.now() > deadline) throw new Error(`no bot message matching ${String(match)} within ${timeoutMs} ms; transcript:\n${this.dump()}`);
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

function toBotMessage(messageId: number, raw: { text?: string; reply_markup?: unknown }): BotMessage {
  const m = param<{ inline_keyboard?: SeenButton[][]; keyboard?: SeenKeyButton[][]; remove_keyboard?: boolean }>(raw.reply_markup);
  return {
    messageId,
    text: raw.text ?? '',
    buttons: (m?.inline_keyboard ?? []).flat(),
    keyboard: (m?.keyboard ?? []).flat(),
    removeKeyboard: m?.remove_keyboard === true,
  };
}

/** A running stand-in for the Bot API's file methods, which the emulator lacks. */
export interface TelegramFileServer {
  /** Bot API root to give `telegramFileFetcher` (`http://127.0.0.1:PORT`). */
  apiRoot: string;
  /** Requests seen, as `getFile:<file_id>` and `download:<file_path>`. */
  seen: string[];
  close(): Promise<void>;
}

/**
 * Serve the Bot API's `getFile` (`/bot<token>/getFile?file_id=…` →
 * `{ok, result: {file_id, file_unique_id, file_size, file_path}}`) and the
 * file download (`/file/bot<token>/<file_path>`), as Telegram documents
 * them, for `files` (file_id → path and bytes); an unknown file_id answers
 * 400 `Bad Request: invalid file_id` like Telegram.
 */
export async function startTelegramFileServer(token: string, files: Record<string, { path: string; bytes: Buffer }>): Promise<TelegramFileServer> {
  const { createServer: createHttpServer } = await import('node:http');
  const seen: string[] = [];
  const server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === `/bot${token}/getFile`) {
      const id = url.searchParams.get('file_id') ?? '';
      seen.push(`getFile:${id}`);
      const f = files[id];
      res.writeHead(f ? 200 : 400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          f
            ? { ok: true, result: { file_id: id, file_unique_id: `u${id}`, file_size: f.bytes.length, file_path: f.path } }
            : { ok: false, error_code: 400, description: 'Bad Request: invalid file_id' },
        ),
      );
      return;
    }
    const prefix = `/file/bot${token}/`;
    const f = url.pathname.startsWith(prefix) ? Object.values(files).find((x) => x.path === url.pathname.slice(prefix.length)) : undefined;
    if (f) seen.push(`download:${f.path}`);
    res.writeHead(f ? 200 : 404).end(f?.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { apiRoot: `http://127.0.0.1:${port}`, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A Bot API update: private text message `text` from Ana (Spanish) in chat
 * `chatId`, dated now. With `commandEntity`, a leading `/command` is marked
 * as a bot command, as Telegram does.
 */
export function textUpdate(updateId: number, chatId: number, text: string, o: { commandEntity?: boolean } = {}) {
  const command = o.commandEntity ? /^\/\w+/.exec(text) : null;
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: 'Ana' },
      from: { id: chatId, is_bot: false, first_name: 'Ana', language_code: 'es' },
      text,
      ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
    },
  };
}
