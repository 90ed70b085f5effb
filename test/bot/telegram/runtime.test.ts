/**
 * The Telegram runtime, with no mocks: grammY long polling against the
 * telegram-test-api emulator (which confirms an update only on a later
 * `getUpdates` with a higher offset, as Telegram does), the real service, the
 * bot's SQLite file.
 *
 * - A bot process SIGKILLed between receiving a message and saving its
 *   state: the restarted bot answers that message, once.
 * - The same update delivered again after its state was saved is skipped.
 * - Stickers, photos, voice notes, … get a short answer in the chat's
 *   language and the current question again.
 * - An edit of the guest's last text answer corrects it; an edit of an older
 *   message is acknowledged.
 * - A pressed question loses its buttons and shows the choice; a press on an
 *   old keyboard is still answered.
 * - "typing…" while the service searches; the command menu per language.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { telegramHarness } from '../../helpers/telegramHarness.js';
import type { RunningBot } from '../../../src/bot/index.js';
import { openBotStore } from '../../../src/store/bot/repos.js';
import { COMMAND_MENU } from '../../../src/bot/telegram.js';
import { first, sql } from '../../../src/store/sql.js';
import { button, SAMPLE_CONTENT, TelegramGuest } from '../../helpers/telegram.js';
import { DATES_QUESTION, DESTINATION_QUESTION, HOTELS, NIGHTS_QUESTION, question } from '../../helpers/flowDriver.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const FIXTURE = join(ROOT, 'test/fixtures/telegramBot.ts');

const h = telegramHarness('hotelbot-tg-runtime-');
let seq = 0;

/** A bot on the emulator (fresh token and database, long polling) and a guest in a chat of their own. */
async function launch(languageCode = 'es'): Promise<{ bot: RunningBot; guest: TelegramGuest; token: string }> {
  seq++;
  const token = `${7000 + seq}:RUNTIME-${seq}`;
  const bot = await h.startTelegramBot(token, {
    botDatabasePath: join(h.dir, `bot-${seq}.db`),
  });
  return { bot, guest: new TelegramGuest(h.tg, token, { chatId: 70_000 + seq, languageCode }), token };
}

/** Start the bot fixture as a child process; resolves once it polls. */
function child(env: Record<string, string>): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', FIXTURE], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  proc.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((ok, fail) => {
    proc.stdout!.on('data', (c: Buffer) => {
      if (c.toString().includes('ready')) ok(proc);
    });
    proc.once('exit', (code, signal) => fail(new Error(`bot fixture exited (${code ?? signal}) before it was ready: ${err}`)));
  });
}

/** The newest reply row of the bot database at `path` (opened read-only for a moment). */
async function first_(path: string): Promise<Record<string, unknown> | undefined> {
  const store = await openBotStore(path);
  try {
    return await first(store.db, sql`SELECT kind, status, delivered FROM bot_notices WHERE kind = 'reply' ORDER BY id DESC LIMIT 1`);
  } finally {
    await store.close();
  }
}

function exited(proc: ChildProcess): Promise<NodeJS.Signals | number | null> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(proc.signalCode ?? proc.exitCode);
  return new Promise((r) => proc.once('exit', (code, signal) => r(signal ?? code)));
}

describe('no update lost, none handled twice', () => {
  /**
   * A bot child process on a fresh token and database, killed with SIGKILL at
   * `hook` (the fixture's TG_KILL_BEFORE_SAVE or TG_KILL_AFTER_SAVE) while it
   * handles the guest's "Cartagena" after /start; resolves with the bot's
   * environment (to restart it) and the guest, nothing of "Cartagena" answered.
   */
  async function crashOnCartagena(hook: 'TG_KILL_BEFORE_SAVE' | 'TG_KILL_AFTER_SAVE', extra: Record<string, string> = {}) {
    seq++;
    const token = `${7000 + seq}:CRASH-${seq}`;
    const env = { TG_TOKEN: token, TG_API_ROOT: h.tg.apiRoot, HOTEL_API_BASE_URL: h.svc.url, BOT_DATABASE_PATH: join(h.dir, `crash-${seq}.db`), ...extra };
    const guest = new TelegramGuest(h.tg, token, { chatId: 71_000 + seq, languageCode: 'es' });
    const first = await child({ ...env, [hook]: 'Cartagena' });
    try {
      await guest.command('/start');
      await question(guest, DESTINATION_QUESTION);
      await guest.say('Cartagena');
      expect(await exited(first)).toBe('SIGKILL');
    } finally {
      first.kill('SIGKILL');
    }
    expect(guest.count(/✔️ Cartagena/)).toBe(0);
    return { env, guest };
  }

  /** Restart the bot of `env`: "Cartagena" is answered once, and a later /help after it, with nothing of the first again. */
  async function restartAnswersOnce(env: Record<string, string>, guest: TelegramGuest): Promise<void> {
    const second = await child(env);
    try {
      const answer = await guest.waitFor(/✔️ Cartagena/, 15_000);
      expect(answer.text).toMatch(DATES_QUESTION);
      await guest.command('/help');
      await guest.waitFor(/\/start/);
      expect(guest.count(/✔️ Cartagena/)).toBe(1);
      expect(guest.count(DESTINATION_QUESTION)).toBe(1);
    } finally {
      second.kill('SIGTERM');
      await exited(second);
    }
  }

  it('a bot killed (SIGKILL) between receiving a message and saving its state answers it once after the restart', async () => {
    const { env, guest } = await crashOnCartagena('TG_KILL_BEFORE_SAVE');
    await restartAnswersOnce(env, guest);
  }, 60_000);

  it("a bot killed (SIGKILL) after saving a message's state, before replying, sends the replies once after the restart", async () => {
    // The outbox keeps the killed process's replies for 1.5 s; the restarted bot's notice worker sends them after that.
    const { env, guest } = await crashOnCartagena('TG_KILL_AFTER_SAVE', { TG_NOTICE_CLAIM_MS: '1500', TG_AUTO_POLL: '1' });
    // The state was saved (the update counts as handled), but nothing of its answer went out.
    expect(await first_(env.BOT_DATABASE_PATH)).toMatchObject({ kind: 'reply', status: 'pending', delivered: 0 });
    await restartAnswersOnce(env, guest);
  }, 60_000);

  it('the same update delivered again after its state was saved is skipped, and recorded once', async () => {
    const { bot, guest, token } = await launch();
    await guest.command('/start');
    await question(guest, DESTINATION_QUESTION);
    await guest.say('Cartagena');
    await guest.waitFor(/✔️ Cartagena/);
    const id = h.tg.lastUpdateId(token);
    expect(await first(bot.store.db, sql`SELECT kind FROM telegram_updates WHERE update_id = ${id}`)).toEqual({ kind: 'text' });

    await h.tg.redeliver(token, id);
    await guest.command('/help');
    await guest.waitFor(/\/start/);
    expect(guest.count(/✔️ Cartagena/)).toBe(1);
    expect(await first(bot.store.db, sql`SELECT COUNT(*) AS n FROM telegram_updates WHERE update_id = ${id}`)).toEqual({ n: 1 });
    // The conversation moved on once: the dates question, not a second "Cartagena".
    expect((await bot.conversations.state({ channel: 'telegram', chatId: String(70_000 + seq) }))?.step).toBe('askDates');
  });
});

describe('every message answered', () => {
  it('stickers, photos, voice notes, videos, audio, files, GIFs, locations, venues, polls and dice: what the bot takes, and the question again', async () => {
    const { guest } = await launch();
    await guest.command('/start');
    await question(guest, DESTINATION_QUESTION);
    const expected: Record<keyof typeof SAMPLE_CONTENT, RegExp> = {
      sticker: /no puedo leer stickers/,
      photo: /no puedo leer fotos/,
      voice: /no puedo leer notas de voz/,
      video: /no puedo leer videos/,
      videoNote: /no puedo leer videomensajes/,
      audio: /no puedo leer audios/,
      document: /no puedo leer archivos/,
      animation: /no puedo leer GIFs/,
      location: /No puedo usar una ubicación/,
      venue: /No puedo usar una ubicación/,
      poll: /no puedo leer encuestas/,
      dice: /no puedo leer dados/,
    };
    for (const [kind, re] of Object.entries(expected)) {
      await guest.sendContent(SAMPLE_CONTENT[kind as keyof typeof SAMPLE_CONTENT]);
      const answer = await guest.waitFor(re);
      // The destination question again, with its city buttons.
      expect(answer.text, kind).toMatch(DESTINATION_QUESTION);
      expect(
        answer.buttons.some((b) => /Cartagena/.test(b.text)),
        kind,
      ).toBe(true);
    }
    // Still the same conversation: a city typed now is taken.
    await guest.say('Cartagena');
    await guest.waitFor(DATES_QUESTION);
  });

  it('a sticker as the very first message: what the bot takes and how to begin', async () => {
    const { guest } = await launch();
    await guest.sendContent(SAMPLE_CONTENT.sticker);
    const answer = await guest.waitFor(/no puedo leer stickers/);
    expect(answer.text).toMatch(/Escríbeme tu viaje como quieras/);
  });

  it('answers in the chat language (English)', async () => {
    const { guest } = await launch('en');
    await guest.command('/start');
    await guest.waitFor(/city/i);
    await guest.sendContent(SAMPLE_CONTENT.voice);
    const answer = await guest.waitFor(/can't read voice notes/);
    expect(answer.text).toMatch(/city/i);
  });

  it('an edit of the last text answer corrects it; an edit of an older message is acknowledged', async () => {
    const { bot, guest } = await launch();
    await guest.command('/start');
    await question(guest, DESTINATION_QUESTION);
    const city = await guest.say('Cartagena');
    await guest.waitFor(DATES_QUESTION);
    const arrival = await guest.say('15 de diciembre');
    await guest.waitFor(/llegada mar 15 dic/);

    await guest.edit(arrival, '16 de diciembre');
    const corrected = await guest.waitFor(/llegada mié 16 dic/);
    expect(corrected.text).toMatch(NIGHTS_QUESTION);
    const chat = { channel: 'telegram', chatId: String(70_000 + seq) };
    expect((await bot.conversations.state(chat))?.search.checkin).toBe('2026-12-16');

    await guest.edit(city, 'Santa Marta');
    const ack = await guest.waitFor(/Vi que editaste un mensaje anterior/);
    expect(ack.text).toMatch(NIGHTS_QUESTION);
    expect((await bot.conversations.state(chat))?.search.city).toBe('Cartagena');
  });
});

describe('affordances', () => {
  it('a pressed question loses its buttons and shows the choice; a press on the old keyboard is still answered', async () => {
    const { guest } = await launch();
    await guest.command('/start');
    const q = await question(guest, DESTINATION_QUESTION);
    const cartagena = button(q, /Cartagena/);
    await guest.press(cartagena);
    await guest.waitFor(DATES_QUESTION);
    const now = guest.current(q);
    expect(now.edited).toBe(true);
    expect(now.buttons).toEqual([]);
    expect(now.text).toBe(`${q.text}\n\n→ ${cartagena.text}`);

    // The keyboard as first received (a client that has not refreshed): pressed again, answered without breaking anything.
    const santaMarta = button(q, /Santa Marta/);
    await guest.press(santaMarta, q);
    const answer = await guest.waitFor(() => true);
    expect(answer.text).not.toMatch(/algo salió mal/);
    expect(guest.current(q).editCount).toBe(1);
  });

  it('"typing…" while the service searches, and the command menu per language at start-up', async () => {
    const { guest, token } = await launch();
    expect(h.tg.commands(token).map((c) => [c.languageCode, c.commands.map((x) => x.command)])).toEqual([
      [undefined, COMMAND_MENU.es.map((c) => c.command)],
      ['es', COMMAND_MENU.es.map((c) => c.command)],
      ['en', COMMAND_MENU.en.map((c) => c.command)],
    ]);
    expect(h.tg.commands(token)[2]!.commands[0]).toEqual({ command: 'start', description: 'Start a booking' });

    await guest.command('/start');
    await question(guest, DESTINATION_QUESTION);
    expect(guest.chatActions()).toEqual([]);
    await guest.say('Cartagena del 15 al 18 de diciembre, 2 adultos');
    await guest.waitFor(HOTELS);
    expect(guest.chatActions()[0]).toBe('typing');
  });
});
