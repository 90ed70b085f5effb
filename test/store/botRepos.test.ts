/** The bot database: once-only claims of payment notices, conversation states, callback tokens. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callbackData } from '../../src/bot/telegram.js';
import type { Store } from '../../src/store/sql.js';
import { callbackToken, CallbackTokenRepo, ConversationRepo, openBotStore, WatchRepo } from '../../src/store/bot/repos.js';

const T = new Date('2026-11-21T15:00:00Z');
let dir: string;
let path: string;
let store: Store;
let open = false;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-store-'));
  path = join(dir, 'bot.db');
  store = await openBotStore(path);
  open = true;
});
afterEach(async () => {
  if (open) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function reopen(): Promise<void> {
  await store.close();
  store = await openBotStore(path);
}

describe('bot store', () => {
  it('keeps conversation states across reopening the file', async () => {
    await new ConversationRepo(store.db).save({ channel: 'telegram', chatId: '7' }, { step: 'askNights', lang: 'es' }, T);
    await reopen();
    expect(await new ConversationRepo(store.db).load({ channel: 'telegram', chatId: '7' })).toEqual({ step: 'askNights', lang: 'es' });
    expect(await new ConversationRepo(store.db).load({ channel: 'terminal', chatId: '7' })).toBeUndefined();
  });

  it('claims a terminal outcome once, even after a restart', async () => {
    const w = new WatchRepo(store.db);
    expect(await w.watch({ channel: 'telegram', chatId: '7', lang: 'es', chatbotId: 'cb1', expirationDate: '2026-11-22T10:00:00-05:00' }, T)).toBe(true);
    expect(await w.watch({ channel: 'telegram', chatId: '8', lang: 'en', chatbotId: 'cb1', expirationDate: 'x' }, T)).toBe(false);
    expect((await w.due(T)).map((x) => x.chatbotId)).toEqual(['cb1']);
    expect(await w.claimOutcome('cb1', 'paid', 'Aplicado')).toBe(true);
    await reopen();
    const w2 = new WatchRepo(store.db);
    expect(await w2.claimOutcome('cb1', 'paid', 'Aplicado')).toBe(false);
    expect(await w2.claimOutcome('cb1', 'expired', 'Vencido')).toBe(false);
    expect(await w2.due(new Date(T.getTime() + 86_400_000))).toEqual([]);
    expect(await w2.get('cb1')).toMatchObject({ outcome: 'paid', lastPaymentStatus: 'Aplicado', chatId: '7' });
  });

  it('claims a rejection once per transition into Rechazado', async () => {
    const w = new WatchRepo(store.db);
    await w.watch({ channel: 'terminal', chatId: 'local', lang: 'es', chatbotId: 'cb2', expirationDate: 'x' }, T);
    const later = new Date(T.getTime() + 1000);
    expect(await w.claimRejection('cb2', later)).toBe(true);
    expect(await w.claimRejection('cb2', later)).toBe(false);
    await w.recordPoll('cb2', 'Pendiente', later);
    expect(await w.claimRejection('cb2', later)).toBe(true);
    expect(await w.pendingFor({ channel: 'terminal', chatId: 'local' })).toHaveLength(1);
    expect(await w.claimOutcome('cb2', 'expired', null)).toBe(true);
    expect(await w.claimRejection('cb2', later)).toBe(false);
    expect(await w.pendingFor({ channel: 'terminal', chatId: 'local' })).toHaveLength(0);
  });

  it('maps choice values longer than 64 bytes to short tokens', async () => {
    const tokens = new CallbackTokenRepo(store.db);
    expect(callbackData('Cartagena', callbackToken)).toBe('Cartagena');
    const long = `product:${'ñ'.repeat(60)}`;
    const data = callbackData(long, callbackToken);
    expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
    expect(data.startsWith('~')).toBe(true);
    // A token means something once stored: the same token as the pure function gives.
    expect(await tokens.valueOf(data)).toBeUndefined();
    expect(await tokens.tokenFor(long, T)).toBe(data);
    expect(await tokens.valueOf(data)).toBe(long);
    expect(callbackData(long, callbackToken)).toBe(data);
    const short = callbackData('~short', callbackToken);
    await tokens.tokenFor('~short', T);
    expect(await tokens.valueOf(short)).toBe('~short');
  });
});
