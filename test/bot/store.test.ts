/** The bot database: once-only claims of payment notices, conversation states, callback tokens. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callbackData } from '../../src/bot/telegram.js';
import type { Db } from '../../src/store/db.js';
import { CallbackTokenRepo, ConversationRepo, openBotDatabase, WatchRepo } from '../../src/store/bot/repos.js';

const T = new Date('2026-11-21T15:00:00Z');
let dir: string;
let path: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-store-'));
  path = join(dir, 'bot.db');
  db = openBotDatabase(path);
});
afterEach(() => {
  if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('bot store', () => {
  it('keeps conversation states across reopening the file', () => {
    new ConversationRepo(db).save({ channel: 'telegram', chatId: '7' }, { step: 'askNights', lang: 'es' }, T);
    db.close();
    db = openBotDatabase(path);
    expect(new ConversationRepo(db).load({ channel: 'telegram', chatId: '7' })).toEqual({ step: 'askNights', lang: 'es' });
    expect(new ConversationRepo(db).load({ channel: 'terminal', chatId: '7' })).toBeUndefined();
  });

  it('claims a terminal outcome once, even after a restart', () => {
    const w = new WatchRepo(db);
    expect(w.watch({ channel: 'telegram', chatId: '7', lang: 'es', chatbotId: 'cb1', expirationDate: '2026-11-22T10:00:00-05:00' }, T)).toBe(true);
    expect(w.watch({ channel: 'telegram', chatId: '8', lang: 'en', chatbotId: 'cb1', expirationDate: 'x' }, T)).toBe(false);
    expect(w.due(T).map((x) => x.chatbotId)).toEqual(['cb1']);
    expect(w.claimOutcome('cb1', 'paid', 'Aplicado')).toBe(true);
    db.close();
    db = openBotDatabase(path);
    const w2 = new WatchRepo(db);
    expect(w2.claimOutcome('cb1', 'paid', 'Aplicado')).toBe(false);
    expect(w2.claimOutcome('cb1', 'expired', 'Vencido')).toBe(false);
    expect(w2.due(new Date(T.getTime() + 86_400_000))).toEqual([]);
    expect(w2.get('cb1')).toMatchObject({ outcome: 'paid', lastPaymentStatus: 'Aplicado', chatId: '7' });
  });

  it('claims a rejection once per transition into Rechazado', () => {
    const w = new WatchRepo(db);
    w.watch({ channel: 'terminal', chatId: 'local', lang: 'es', chatbotId: 'cb2', expirationDate: 'x' }, T);
    const later = new Date(T.getTime() + 1000);
    expect(w.claimRejection('cb2', later)).toBe(true);
    expect(w.claimRejection('cb2', later)).toBe(false);
    w.recordPoll('cb2', 'Pendiente', later);
    expect(w.claimRejection('cb2', later)).toBe(true);
    expect(w.pendingFor({ channel: 'terminal', chatId: 'local' })).toHaveLength(1);
    expect(w.claimOutcome('cb2', 'expired', null)).toBe(true);
    expect(w.claimRejection('cb2', later)).toBe(false);
    expect(w.pendingFor({ channel: 'terminal', chatId: 'local' })).toHaveLength(0);
  });

  it('maps choice values longer than 64 bytes to short tokens', () => {
    const tokens = new CallbackTokenRepo(db);
    const tokenFor = (v: string) => tokens.tokenFor(v, T);
    expect(callbackData('Cartagena', tokenFor)).toBe('Cartagena');
    const long = `product:${'ñ'.repeat(60)}`;
    const data = callbackData(long, tokenFor);
    expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
    expect(data.startsWith('~')).toBe(true);
    expect(tokens.valueOf(data)).toBe(long);
    expect(callbackData(long, tokenFor)).toBe(data);
    expect(tokens.valueOf(callbackData('~short', tokenFor))).toBe('~short');
  });
});
