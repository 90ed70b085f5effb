/**
 * The hand-off of a guest's Telegram conversation to hotel staff in a Slack
 * thread, end to end on real parts: grammY against the telegram-test-api
 * emulator, the real service, the bot's SQLite database shared by the bot
 * and the Slack app (as two processes share it), Bolt over HTTP receiving
 * signed interactions and Events API requests, and the fake Slack Web API at
 * the edge. What staff see is read from the fake's `chat.postMessage`,
 * `chat.update` and `chat.postEphemeral` calls; what the guest sees from the
 * emulator.
 */
import { join } from 'node:path';
import { webApi } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import type { RunningBot } from '../../../src/bot/index.js';
import { HandoffDesk, type HandoffDeskOptions } from '../../../src/bot/slack/handoff.js';
import { telegramFileFetcher } from '../../../src/bot/telegram.js';
import { ManualClock, type Clock } from '../../../src/clock.js';
import { HandoffRepo } from '../../../src/store/bot/handoffs.js';
import { openBotStore } from '../../../src/store/bot/repos.js';
import { SlackFeedRepo, SlackLinkRepo } from '../../../src/store/bot/slack.js';
import { FRONT_DESK, startHandoffDesk, staffNotices, type HandoffStaff } from '../../helpers/handoffDesk.js';
import { blocksText } from '../../helpers/slack.js';
import { telegramHarness } from '../../helpers/telegramHarness.js';
import { button, startTelegramFileServer, TelegramGuest } from '../../helpers/telegram.js';
import {
  bookUntilPaymentLink,
  CHECKIN_TEXT,
  DATES_QUESTION,
  DESTINATION_QUESTION,
  NIGHTS_QUESTION,
  nightsToPaymentLink,
  question,
} from '../../helpers/flowDriver.js';

const h = telegramHarness('hotelbot-handoff-');
let seq = 0;

/** Everything of one test: a bot on Telegram with hand-offs on, the Slack app and its desk on the same bot database, a guest. */
interface Desk extends HandoffStaff {
  bot: RunningBot;
  guest: TelegramGuest;
  path: string;
  token: string;
  /** The guest's Telegram chat id, as the bot database keys it. */
  chatId: string;
}

async function launchBot(path: string, token: string, clock: Clock = h.svc.clock): Promise<RunningBot> {
  const bot = await h.startTelegramBot(token, {
    botDatabasePath: path,
    clock,
    handoff: true,
  });
  return bot;
}

/**
 * Start a bot, the Slack app and a desk on one bot database. `clock`: the
 * bot's, the app's and the desk's (default the service's); `desk`: options of
 * the desk (hours, targets).
 */
async function launch(o: { clock?: ManualClock; desk?: Partial<HandoffDeskOptions> } = {}): Promise<Desk> {
  seq++;
  const clock = o.clock ?? h.svc.clock;
  const token = `${4100 + seq}:HANDOFF-TOKEN-${seq}`;
  const path = join(h.dir, `bot-${seq}.db`);
  const bot = await launchBot(path, token, clock);
  const chatId = 7100 + seq;
  const guest = new TelegramGuest(h.tg, token, { chatId, languageCode: 'es', firstName: 'Ana', lastName: 'Gómez' });
  const d = {} as Desk;
  const staff = await startHandoffDesk({ path, client: h.client, clock, bot: () => d.bot, ...(o.desk ? { desk: o.desk } : {}) });
  h.defer(() => staff.close());
  Object.assign(d, { ...staff, bot, guest, path, token, chatId: String(chatId) });
  return d;
}

/** The first post of the hand-off (top level in the front desk) and its buttons by label. */
async function firstPost(d: Desk) {
  const [post] = await d.slack.waitFor('chat.postMessage');
  const actions = post.blocks.find((b: any) => b.type === 'actions');
  const byLabel = (label: string) => actions.elements.find((e: any) => e.text.text === label);
  return { post, take: byLabel('Tomar'), giveBack: byLabel('Devolver al bot'), close: byLabel('Cerrar') };
}

/** Wait until the chat of `d` has `n` staff posts queued (the bot handles the guest's update silently while staff has the chat). */
async function queued(d: Desk, n: number): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if ((await new HandoffRepo(d.store.db).posts({ channel: 'telegram', chatId: d.chatId })).length >= n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`fewer than ${n} hand-off posts queued`);
}

describe('hand-off to staff in a Slack thread', () => {
  it('a guest asks for a person, staff takes it, three messages each way, back to the bot, and the booking is completed', async () => {
    const d = await launch();
    const { guest, slack } = d;
    // With staff reachable, the menu offers a person in each language.
    expect(h.tg.commands(d.token).map((c) => [c.languageCode, c.commands.at(-1)?.command])).toEqual([
      [undefined, 'humano'],
      ['es', 'humano'],
      ['en', 'human'],
    ]);
    await guest.command('/start');
    const city = await question(guest, DESTINATION_QUESTION);
    await guest.press(button(city, /Cartagena/));
    await guest.waitFor(DATES_QUESTION);
    await guest.say('quiero hablar con una persona');
    const handed = await guest.waitFor(/Te comunico con una persona/);
    expect(handed.buttons.map((b) => b.text)).toContain('🤖 Seguir con el asistente');

    // The first post: who, why, what the bot understood, the last messages, the buttons.
    expect((await d.desk.tick()).posted).toHaveLength(1);
    const { post, take, giveBack } = await firstPost(d);
    expect(post.channel).toBe(FRONT_DESK);
    const text = blocksText(post.blocks);
    expect(text).toContain('Un huésped quiere hablar con una persona');
    expect(text).toContain('Ana Gómez');
    expect(text).toContain('Telegram');
    expect(text).toContain('Cartagena');
    expect(text).toContain('quiero hablar con una persona');
    expect(text).toMatch(/Solo las respuestas en este hilo de quien pulse \*Tomar\*/);
    const threadTs = (await new HandoffRepo(d.store.db).get({ channel: 'telegram', chatId: d.chatId }))!.threadTs;
    expect(threadTs).toBeTruthy();

    // Guest → staff: each message once, in the thread, escaped.
    const guestLines = ['tengo un perro pequeño, ¿lo aceptan?', 'es un poodle <3 & muy tranquilo', 'pesa 6 kilos'];
    for (const [i, line] of guestLines.entries()) {
      await guest.say(line);
      await queued(d, 2 + i);
    }
    expect((await d.desk.tick()).posted).toHaveLength(3);
    const replies = slack.callsTo('chat.postMessage').slice(1);
    expect(replies.map((r) => r.thread_ts)).toEqual([threadTs, threadTs, threadTs]);
    expect(replies.map((r) => r.text)).toEqual([
      '*Huésped:* tengo un perro pequeño, ¿lo aceptan?',
      '*Huésped:* es un poodle &lt;3 &amp; muy tranquilo',
      '*Huésped:* pesa 6 kilos',
    ]);
    // The bot said nothing while waiting for a person.
    expect(guest.count(/A qué ciudad|Qué fechas/)).toBe(2);

    // Laura takes it; the guest is told who is with them; the first post says who has it.
    await d.press(take.action_id, take.value, 'U1');
    await guest.waitFor(/Laura, de recepción, está contigo/);
    const [update] = await slack.waitFor('chat.update');
    expect(blocksText(update.blocks)).toContain('Lo atiende <@U1>');

    // Staff → guest: the claimer's thread replies, each once; Slack's retry, another person's comment and the app's own post are not relayed.
    const staffLines = [
      'Hola Ana, sí aceptamos mascotas de hasta 10 kilos',
      'Tiene un cargo de *COP 40.000* por noche &amp; una cama para él',
      'Más info: <https://hotel.example/mascotas|política de mascotas>',
    ];
    await d.event({ user: 'U1', text: staffLines[0], ts: '1700000100.000001', thread_ts: threadTs });
    await guest.waitFor(/Laura, recepción: Hola Ana, sí aceptamos mascotas/);
    await d.event(
      { user: 'U1', text: staffLines[0], ts: '1700000100.000001', thread_ts: threadTs },
      { 'x-slack-retry-num': '1', 'x-slack-retry-reason': 'http_timeout' },
    );
    await d.event({ user: 'U2', text: 'ojo, la habitación 204 es pet friendly', ts: '1700000100.000002', thread_ts: threadTs });
    await d.event({ user: 'UBOT', bot_id: 'BBOT', text: '*Huésped:* pesa 6 kilos', ts: '1700000100.000003', thread_ts: threadTs });
    await d.event({ user: 'U1', text: staffLines[1], ts: '1700000100.000004', thread_ts: threadTs });
    // Slack's bold markers and escapes do not reach the guest.
    await guest.waitFor(/Laura, recepción: Tiene un cargo de COP 40\.000 por noche & una cama para él$/);
    await d.event({ user: 'U1', text: staffLines[2], ts: '1700000100.000005', thread_ts: threadTs });
    await guest.waitFor(/Laura, recepción: Más info: política de mascotas \(https:\/\/hotel\.example\/mascotas\)/);
    await staffNotices(d.store, 4);
    await d.bot.notices.tick();
    expect(guest.count(/Laura, recepción: Hola Ana/)).toBe(1);
    expect(guest.count(/204/)).toBe(0);
    expect(guest.count(/pesa 6 kilos/)).toBe(0);

    // Back to the bot: it resumes at the dates question, and the booking goes through.
    await d.press(giveBack.action_id, giveBack.value, 'U1');
    const back = await guest.waitFor(/Laura te devuelve al asistente/);
    expect(back.text).toMatch(DATES_QUESTION);
    await guest.say(CHECKIN_TEXT);
    await guest.waitFor(NIGHTS_QUESTION);
    const booking = await nightsToPaymentLink(guest);
    expect(booking.code).toBeTruthy();
    // What the guest writes now is the bot's again: nothing more in the thread.
    await d.desk.tick();
    expect(slack.callsTo('chat.postMessage')).toHaveLength(4);
    const last = slack.callsTo('chat.update').at(-1);
    expect(blocksText(last.blocks)).toContain('<@U1> lo devolvió al asistente');
    expect(last.blocks.some((b: any) => b.type === 'actions')).toBe(false);
  }, 60_000);

  it('two people press Tomar at once: one has it, the other is told who', async () => {
    const d = await launch();
    await d.guest.command('/start');
    await d.guest.waitFor(DESTINATION_QUESTION);
    await d.guest.command('/humano');
    await d.guest.waitFor(/Te comunico con una persona/);
    await d.desk.tick();
    const { take } = await firstPost(d);
    await Promise.all([d.press(take.action_id, take.value, 'U1'), d.press(take.action_id, take.value, 'U2')]);
    const [note] = await d.slack.waitFor('chat.postEphemeral');
    await d.guest.waitFor(/de recepción, está contigo/);
    await d.bot.notices.tick();
    expect(d.guest.count(/de recepción, está contigo/)).toBe(1);
    const row = (await new HandoffRepo(d.store.db).get({ channel: 'telegram', chatId: d.chatId }))!;
    const loser = row.claimedBy === 'U1' ? 'U2' : 'U1';
    expect(note.user).toBe(loser);
    expect(note.text).toBe(`Ya lo atiende <@${row.claimedBy}>.`);
    expect(d.guest.count(new RegExp(`${row.claimerName}, de recepción`))).toBe(1);
  }, 30_000);

  it('a restart of the bot mid hand-off loses nothing: the staff reply recorded meanwhile reaches the guest once', async () => {
    const d = await launch();
    await d.guest.command('/start');
    await d.guest.waitFor(DESTINATION_QUESTION);
    await d.guest.say('necesito hablar con un asesor');
    await d.guest.waitFor(/Te comunico con una persona/);
    await d.desk.tick();
    const { take, close } = await firstPost(d);
    await d.press(take.action_id, take.value, 'U3');
    await d.guest.waitFor(/Marta, de recepción, está contigo/);
    const threadTs = (await new HandoffRepo(d.store.db).get({ channel: 'telegram', chatId: d.chatId }))!.threadTs;

    // The bot stops; staff answer while it is down (the Slack app records it).
    await d.bot.stop();
    h.bots.splice(h.bots.indexOf(d.bot), 1);
    await d.event({ user: 'U3', text: 'Hola, ¿en qué te ayudo?', ts: '1700000200.000001', thread_ts: threadTs });
    await staffNotices(d.store, 2);
    d.bot = await launchBot(d.path, d.token);
    await d.guest.waitFor(/Marta, recepción: Hola, ¿en qué te ayudo\?/);
    // The guest's answer after the restart still goes to the thread, once.
    await d.guest.say('quería saber si hay parqueadero');
    await queued(d, 2);
    await d.desk.tick();
    expect(d.slack.callsTo('chat.postMessage').filter((p) => p.text === '*Huésped:* quería saber si hay parqueadero')).toHaveLength(1);
    // Closing says goodbye; later thread replies stay among staff.
    await d.press(close.action_id, close.value, 'U3');
    await d.guest.waitFor((m) => /Marta/.test(m.text) && !/recepción:/.test(m.text) && !/está contigo/.test(m.text));
    await d.event({ user: 'U3', text: 'ya cerré', ts: '1700000200.000002', thread_ts: threadTs });
    const notes = await d.slack.waitFor('chat.postEphemeral');
    expect(notes.at(-1).text).toMatch(/ya no está con el personal/);
    await d.bot.notices.tick();
    expect(d.guest.count(/ya cerré/)).toBe(0);
  }, 30_000);

  it('a photo and a document the guest sends while staff has the chat reach the thread as files; one that cannot be fetched, as a note', async () => {
    const d = await launch();
    const photo = Buffer.from('\xff\xd8\xff fake jpeg of a small dog', 'latin1');
    const pdf = Buffer.from('%PDF-1.4 carnet de vacunas', 'latin1');
    const files = await startTelegramFileServer(d.token, {
      'photo-big': { path: 'photos/file_7.jpg', bytes: photo },
      'doc-1': { path: 'documents/file_8.pdf', bytes: pdf },
    });
    h.defer(() => files.close());
    const web = new webApi.WebClient('xoxb-test', { slackApiUrl: d.slack.apiUrl, retryConfig: { retries: 0 } });
    const desk = new HandoffDesk({
      store: d.store,
      web,
      feed: new SlackFeedRepo(d.store),
      links: new SlackLinkRepo(d.store),
      defaultChannel: FRONT_DESK,
      clock: h.svc.clock,
      files: { telegram: telegramFileFetcher({ token: d.token, apiRoot: files.apiRoot }) },
    });
    await d.guest.command('/start');
    await d.guest.waitFor(DESTINATION_QUESTION);
    await d.guest.say('quiero hablar con alguien de recepción');
    await d.guest.waitFor(/Te comunico con una persona/);
    await d.guest.sendContent({
      photo: [
        { file_id: 'photo-small', file_unique_id: 'a', width: 90, height: 90 },
        { file_id: 'photo-big', file_unique_id: 'b', width: 800, height: 600 },
      ],
      caption: 'así es mi perro',
    });
    await queued(d, 2);
    await d.guest.sendContent({ document: { file_id: 'doc-1', file_unique_id: 'c', file_name: 'vacunas.pdf', mime_type: 'application/pdf' } });
    await queued(d, 3);
    await d.guest.sendContent({ document: { file_id: 'gone', file_unique_id: 'd', file_name: 'viejo.pdf', mime_type: 'application/pdf' } });
    await queued(d, 4);
    expect((await desk.tick()).posted).toHaveLength(4);
    const threadTs = (await new HandoffRepo(d.store.db).get({ channel: 'telegram', chatId: d.chatId }))!.threadTs;
    // Slack's external upload: a URL, the bytes, then completed into the thread with what the guest wrote.
    const completed = d.slack.callsTo('files.completeUploadExternal');
    expect(completed).toHaveLength(2);
    expect(completed.map((c) => [c.thread_ts, c.channel_id, c.initial_comment])).toEqual([
      [threadTs, FRONT_DESK, '*Huésped:* así es mi perro'],
      [threadTs, FRONT_DESK, '*Huésped:* [document]'],
    ]);
    const uploads = d.slack.calls.filter((c) => c.method.startsWith('upload:')).map((c) => c.body as Buffer);
    expect(uploads.some((b) => b.includes(photo))).toBe(true);
    expect(uploads.some((b) => b.includes(pdf))).toBe(true);
    expect(d.slack.callsTo('files.getUploadURLExternal').map((c) => c.filename)).toEqual(['foto.jpg', 'vacunas.pdf']);
    expect(files.seen).toEqual(['getFile:photo-big', 'download:photos/file_7.jpg', 'getFile:doc-1', 'download:documents/file_8.pdf', 'getFile:gone']);
    expect(d.slack.callsTo('chat.postMessage').at(-1)).toMatchObject({ thread_ts: threadTs, text: expect.stringContaining('no se pudo traer aquí') });
    // The bot said nothing to the guest about files while staff has the chat.
    expect(d.guest.count(/no puedo leer|can't read/i)).toBe(0);
  }, 30_000);

  it('two desks on one bot database post each message once, in order', async () => {
    const d = await launch();
    await d.guest.command('/start');
    await d.guest.waitFor(DESTINATION_QUESTION);
    await d.guest.say('talk to a human please');
    await d.guest.waitFor(/person|persona/);
    for (const [i, line] of ['uno', 'dos', 'tres', 'cuatro'].entries()) {
      await d.guest.say(line);
      await queued(d, 2 + i);
    }
    const other = await openBotStore(d.path);
    h.defer(() => other.close());
    const web = new webApi.WebClient('xoxb-test', { slackApiUrl: d.slack.apiUrl, retryConfig: { retries: 0 } });
    const second = new HandoffDesk({
      store: other,
      web,
      feed: new SlackFeedRepo(other),
      links: new SlackLinkRepo(other),
      defaultChannel: FRONT_DESK,
      clock: h.svc.clock,
    });
    const [a, b] = await Promise.all([d.desk.tick(), second.tick()]);
    const posted = [...a.posted, ...b.posted].sort((x, y) => x - y);
    expect(posted).toHaveLength(5);
    expect(new Set(posted).size).toBe(5);
    const texts = d.slack.callsTo('chat.postMessage').map((p) => p.text);
    expect(texts).toHaveLength(5);
    expect(texts.slice(1)).toEqual(['*Huésped:* uno', '*Huésped:* dos', '*Huésped:* tres', '*Huésped:* cuatro']);
  }, 30_000);

  it('nobody takes it: after the first-response target the guest hears the wait and the thread is escalated once; a long silence closes it and the bot resumes', async () => {
    const clock = new ManualClock(h.svc.clock.now());
    // Always open, so the test does not depend on the hour of the service's clock.
    const d = await launch({
      clock,
      desk: {
        hours: () => ({ open: 0, close: 24 * 60 }),
        firstResponseMs: 5 * 60_000,
        idleCloseMs: 24 * 3600_000,
        cityChannels: new Map([['cartagena', 'CCTGDESK']]),
      },
    });
    await d.guest.command('/start');
    await d.guest.waitFor(DESTINATION_QUESTION);
    await d.guest.say('Cartagena');
    await d.guest.waitFor(DATES_QUESTION);
    await d.guest.command('/human');
    await d.guest.waitFor(/Te comunico con una persona/);
    await d.desk.tick();
    // A destination with a front desk of its own (SLACK_HANDOFF_CHANNELS): the thread is there.
    expect((await firstPost(d)).post.channel).toBe('CCTGDESK');
    clock.advance(4 * 60_000);
    await d.desk.tick();
    expect(d.guest.count(/sigues en la fila/)).toBe(0);
    clock.advance(60_000);
    await Promise.all([d.desk.tick(), d.desk.tick()]);
    const waiting = await d.guest.waitFor(/sigues en la fila/);
    expect(waiting.buttons.map((b) => b.text)).toContain('🤖 Seguir con el asistente');
    const escalations = d.slack.callsTo('chat.postMessage').filter((p) => /<!here>/.test(p.text));
    expect(escalations).toHaveLength(1);
    expect(escalations[0].text).toContain('espera hace 5 min');
    // Broadcast to the channel (the form field as Slack receives it).
    expect(String(escalations[0].reply_broadcast)).toBe('true');
    clock.advance(10 * 60_000);
    await d.desk.tick();
    await d.bot.notices.tick();
    expect(d.guest.count(/sigues en la fila/)).toBe(1);
    expect(d.slack.callsTo('chat.postMessage').filter((p) => /<!here>/.test(p.text))).toHaveLength(1);

    // The guest wrote one more line; 24 h of silence after it close the thread, the guest is back with the bot.
    await d.guest.say('sigo aquí');
    await queued(d, 3);
    clock.advance(24 * 3600_000 - 60_000);
    await d.desk.tick();
    expect(d.guest.count(/Cerré la conversación con recepción/)).toBe(0);
    clock.advance(60_000);
    await d.desk.tick();
    const back = await d.guest.waitFor(/Cerré la conversación con recepción/);
    expect(back.text).toMatch(DATES_QUESTION);
    expect(d.slack.callsTo('chat.postMessage').at(-1).text).toMatch(/Cerrado automáticamente tras 24 h/);
    expect(blocksText(d.slack.callsTo('chat.update').at(-1).blocks)).toMatch(/Cerrado automáticamente/);
    // Taking it now is refused: it is over.
    const { take } = await firstPost(d);
    await d.press(take.action_id, take.value, 'U1');
    const notes = await d.slack.waitFor('chat.postEphemeral');
    expect(notes.at(-1).text).toBe('Esta conversación ya no está con el personal.');
  }, 30_000);

  it("outside the desk's hours the guest hears when it opens, the first post says so, and nothing is escalated while closed", async () => {
    const clock = new ManualClock(new Date('2026-11-22T03:30:00Z')); // 22:30 in Bogotá
    const d = await launch({ clock, desk: { hours: () => ({ open: 7 * 60, close: 22 * 60 }) } });
    await d.guest.command('/start');
    await d.guest.waitFor(DESTINATION_QUESTION);
    await d.guest.say('quiero hablar con un humano');
    await d.guest.waitFor(/Te comunico con una persona/);
    await d.desk.tick();
    const closed = await d.guest.waitFor(/La recepción está cerrada/);
    expect(closed.text).toContain('te escribirán mañana a las 7:00 a. m. (hora de Colombia)');
    const { post } = await firstPost(d);
    expect(blocksText(post.blocks)).toContain('Llegó fuera del horario de recepción (07:00-22:00)');
    clock.advance(60 * 60_000);
    await d.desk.tick();
    expect(d.slack.callsTo('chat.postMessage').filter((p) => /<!here>/.test(p.text))).toHaveLength(0);
    // 7:00: the desk opens; 5 minutes later nobody took it yet.
    clock.set(new Date('2026-11-22T12:04:00Z'));
    await d.desk.tick();
    expect(d.slack.callsTo('chat.postMessage').filter((p) => /<!here>/.test(p.text))).toHaveLength(0);
    clock.set(new Date('2026-11-22T12:05:00Z'));
    await d.desk.tick();
    expect(d.slack.callsTo('chat.postMessage').filter((p) => /<!here>/.test(p.text))).toHaveLength(1);
    await d.guest.waitFor(/sigues en la fila/);
    expect(d.guest.count(/La recepción está cerrada/)).toBe(1);
  }, 30_000);

  // Last in the file: it moves the shared service's clock a day ahead.
  it("a booking expired unpaid is an alert in the hotel's channel once; Contactar al huésped opens a thread in which the staff member talks with the guest", async () => {
    const d = await launch();
    const booking = await bookUntilPaymentLink(d.guest);
    h.svc.clock.advance(25 * 3600_000);
    expect((await d.bot.watcher.tick()).outcomes).toEqual([{ outcome: 'expired', chatbotId: booking.code }]);
    await d.guest.waitFor(/venció sin pago/);
    await d.desk.tick();
    await d.bot.watcher.tick();
    await d.desk.tick();
    const alerts = d.slack.callsTo('chat.postMessage').filter((p) => /venció sin pago/.test(p.text));
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    expect(alert.channel).toBe(FRONT_DESK);
    const text = blocksText(alert.blocks);
    for (const part of ['Una reserva del chatbot venció sin pago', 'Ana Gómez', booking.code, '+573001234567', 'ana@example.com', 'Telegram'])
      expect(text).toContain(part);
    const contact = alert.blocks.find((b: any) => b.type === 'actions').elements[0];
    expect(contact.text.text).toBe('Contactar al huésped');

    // Only the hotel's staff may contact its guests.
    const { hotelId } = (await new HandoffRepo(d.store.db).posts({ channel: 'telegram', chatId: d.chatId })).find((p) => p.kind === 'alert')!.body as {
      hotelId: number;
    };
    expect(hotelId).toBeGreaterThan(0);
    await new SlackLinkRepo(d.store).link({ teamId: 'T1', kind: 'user', slackId: 'U1', hotelId }, new Date());
    await d.press(contact.action_id, contact.value, 'U2');
    const [refused] = await d.slack.waitFor('chat.postEphemeral');
    expect(refused.text).toMatch(/no es el tuyo/);
    await d.press(contact.action_id, contact.value, 'U1');
    const hello = await d.guest.waitFor(/Laura, de recepción del hotel, te escribe por tu reserva/);
    expect(hello.text).toContain(booking.code);
    const [updated] = await d.slack.waitFor('chat.update');
    expect(blocksText(updated.blocks)).toContain('<@U1> contactó al huésped');

    // The alert's thread is the conversation: both ways, once.
    const alertTs = (await new HandoffRepo(d.store.db).get({ channel: 'telegram', chatId: d.chatId }))!.threadTs!;
    await d.event({ user: 'U1', text: '¿Quiere que le mandemos un link nuevo?', ts: '1700000300.000001', thread_ts: alertTs });
    await d.guest.waitFor(/Laura, recepción: ¿Quiere que le mandemos un link nuevo\?/);
    await d.guest.say('sí, por favor, se me venció');
    await queued(d, 2);
    await d.desk.tick();
    const reply = d.slack.callsTo('chat.postMessage').at(-1);
    expect(reply).toMatchObject({ thread_ts: alertTs, text: '*Huésped:* sí, por favor, se me venció' });
    await d.press(contact.action_id, contact.value, 'U1');
    const notes = await d.slack.waitFor('chat.postEphemeral', 2);
    expect(notes.at(-1).text).toBe('Este huésped ya está con el personal en otro hilo.');

    // A payment learnt after the booking expired (a carrier's late approval, as a webhook tells it): staff are alerted, once.
    expect(await d.bot.watcher.applyOutcome({ outcome: 'paid', chatbotId: booking.code })).toBe(false);
    expect(await d.bot.watcher.applyOutcome({ outcome: 'paid', chatbotId: booking.code })).toBe(false);
    await d.desk.tick();
    const late = d.slack.callsTo('chat.postMessage').filter((p) => /Llegó el pago de una reserva del chatbot que ya había vencido/.test(p.text));
    expect(late).toHaveLength(1);
    expect(blocksText(late[0].blocks)).toContain(booking.code);
  }, 60_000);
});
