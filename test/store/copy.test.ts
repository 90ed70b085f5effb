/**
 * Moving house: a SQLite deployment with real activity (links paid through the
 * hosted checkout, a chatbot booking, webhooks in the outbox) copied into an
 * empty PostgreSQL database, then served from there.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../../src/store/sqliteNative.js';
import { startService } from '../../src/api/service.js';
import { ManualClock } from '../../src/clock.js';
import { runDbCopy } from '../../src/cli/db.js';
import { CopyError, copySqliteToPostgres } from '../../src/store/copy.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { botMigrations } from '../../src/store/bot/migrations/index.js';
import { openBotStore } from '../../src/store/bot/repos.js';
import { createPostgresDatabase } from '../helpers/postgres.js';
import { call, payCheckout, T0 } from '../helpers/service.js';

const OP = 'demo-operator';

function sink(): { write(s: string): boolean; text: string } {
  const o = { text: '', write: (s: string) => ((o.text += s), true) };
  return o;
}

async function createLink(base: string, amount: string): Promise<{ code: string; url: string }> {
  const r = await call(base, 'POST', '/v2/links/schedule', {
    body: {
      hotel_id: 1,
      guest_name: 'Ana Gómez',
      email: 'ana@example.com',
      phone: '+573001234567',
      amount,
      description: 'Anticipo',
      available_hours: 48,
      agency_id: 1,
    },
  });
  expect(r.status).toBe(200);
  return r.body as { code: string; url: string };
}

describe('hotelbot db copy', () => {
  it('moves a service with real activity into PostgreSQL; the service then answers the same from there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hotelbot-copy-'));
    const file = join(dir, 'service.db');
    const clock = new ManualClock(T0);
    const opts = {
      host: '127.0.0.1',
      port: 0,
      clock,
      demo: true,
      seed: true,
      sandboxSettleDelayMs: 0,
      webhookIntervalMs: 0,
      sweepIntervalMs: 3_600_000,
    } as const;
    const before = await startService({ databasePath: file, ...opts });
    const paid = await createLink(before.url, '150000.50');
    expect((await payCheckout(paid.url, { number: '4242424242424242' })).status).toBeLessThan(400);
    await createLink(before.url, '99000');
    const feedPath = '/v2/transactions/vouchers/hotel/1?id_type=internal&since=0';
    const feedBefore = await call(before.url, 'GET', feedPath, { key: OP });
    const statusPath = `/v2/common/transaction-status?hotel_id=1&ref_number=${paid.code}&transaction_type=link`;
    const statusBefore = await call(before.url, 'GET', statusPath, { key: OP });
    const balanceBefore = await call(before.url, 'GET', '/v2/preloaded-balance/agencies?agency_id=1', { key: OP });
    await before.close();

    const url = await createPostgresDatabase('copy');
    const out = sink();
    const err = sink();
    const report = await runDbCopy({ store: 'service', from: file, to: url }, out, err);
    const source = new SqliteDatabase(file, { readonly: true });
    for (const t of report.tables) {
      expect(t.target, t.name).toBe((source.prepare(`SELECT COUNT(*) AS n FROM "${t.name}"`).get() as { n: number }).n);
    }
    source.close();
    expect(report.rows).toBeGreaterThan(1000);
    expect(report.checks.map((c) => c.name)).toContain('sum of agencies balances (minor units)');
    expect(out.text).toMatch(/verificadas/);
    expect(err.text).toMatch(/payment_links: \d+ filas/);

    const after = await startService({ databasePath: url, ...opts, seed: true });
    try {
      // The same answers, public codes and sequence numbers included.
      // Voucher URLs name the serving instance's address: compare them without it.
      const local = (body: unknown, base: string) => JSON.parse(JSON.stringify(body).replaceAll(base, 'BASE'));
      expect(local((await call(after.url, 'GET', feedPath, { key: OP })).body, after.url)).toEqual(local(feedBefore.body, before.url));
      expect(local((await call(after.url, 'GET', statusPath, { key: OP })).body, after.url)).toEqual(local(statusBefore.body, before.url));
      expect(local((await call(after.url, 'GET', '/v2/preloaded-balance/agencies?agency_id=1', { key: OP })).body, after.url)).toEqual(
        local(balanceBefore.body, before.url),
      );
      // New rows get new ids and numbers after the copied ones.
      const fresh = await createLink(after.url, '5000');
      expect(fresh.code).not.toBe(paid.code);
      const feedAfter = await call(after.url, 'GET', feedPath, { key: OP });
      expect(feedAfter.status).toBe(200);
    } finally {
      await after.close();
    }

    // A second copy into the same (now full) database is refused and changes nothing.
    await expect(
      copySqliteToPostgres({ from: file, to: url, migrations: serviceMigrations, filledByMigrations: ['availability_versions', 'change_sequence'] }),
    ).rejects.toThrow(/already has rows/);
  });

  it('moves the bot store too, and refuses a SQLite file that is missing or not at the latest schema', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hotelbot-copy-bot-'));
    const file = join(dir, 'bot.db');
    const bot = await openBotStore(file);
    await bot.close();
    const report = await copySqliteToPostgres({ from: file, to: await createPostgresDatabase('copybot'), migrations: botMigrations });
    expect(report.tables.length).toBeGreaterThan(5);

    await expect(
      runDbCopy({ store: 'service', from: join(dir, 'missing.db'), to: await createPostgresDatabase('copy') }, sink(), sink()),
    ).rejects.toBeInstanceOf(CopyError);
    const old = new SqliteDatabase(join(dir, 'old.db'));
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
    old.close();
    await expect(runDbCopy({ store: 'service', from: join(dir, 'old.db'), to: await createPostgresDatabase('copy') }, sink(), sink())).rejects.toThrow(
      /not at the latest schema/,
    );
    await expect(runDbCopy({ store: 'service', from: file, to: join(dir, 'x.db') }, sink(), sink())).rejects.toThrow(/PostgreSQL URL/);
  });
});
