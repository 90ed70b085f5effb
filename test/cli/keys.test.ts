/**
 * `hotelbot keys …` through the real CLI (a child process on the service's
 * SQLite file) while the real service runs on that file: a created key works
 * at once with its own rate limit, is stored only as its hash, stops working
 * when revoked; the webhook URL passes the outbound allow-list
 * (OUTBOUND_ALLOW_LIST) or is refused.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestService, type TestService } from '../helpers/service.js';
import { hashApiKey, keyWebhookSettings } from '../../src/store/service/apiKeys.js';

const run = promisify(execFile);
const MAIN = new URL('../../src/main.ts', import.meta.url).pathname;
const ROOT = new URL('../..', import.meta.url).pathname;

let svc: TestService;
let env: NodeJS.ProcessEnv;

/** Run `hotelbot <args>`; resolves with stdout, or with the exit code and stderr of a failure. */
async function hotelbot(args: string[], extraEnv: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, ['--import', 'tsx', MAIN, ...args], { cwd: ROOT, env: { ...env, ...extraEnv } }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

beforeAll(async () => {
  svc = await startTestService();
  env = { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'error', DATABASE_PATH: join(svc.dir, 'service.db') };
});
afterAll(async () => svc?.stop());

describe('hotelbot keys', () => {
  let id: number;
  let key: string;

  it('create: prints the key once, stores only its hash, and the key works at once with its own limit', async () => {
    const r = await hotelbot(['keys', 'create', '--name', 'Agencia uno (app)', '--principal', 'agency:1', '--rate-limit', '2']);
    expect(r.code, r.stderr).toBe(0);
    const m = /Clave (\d+) \(Agencia uno \(app\)\) para agency:1 creada\.\nClave de API \(se muestra solo esta vez; guárdela ahora\): (hb_[\w-]{43})\n/.exec(
      r.stdout,
    );
    expect(m, r.stdout).not.toBeNull();
    id = Number(m![1]);
    key = m![2]!;
    expect(r.stdout).toContain('Límite: 2 solicitudes/s (ráfagas de 4)');
    // Only the hash is in the database file.
    const file = readFileSync(join(svc.dir, 'service.db'));
    expect(file.includes(Buffer.from(key))).toBe(false);
    expect(svc.db.prepare('SELECT key_hash FROM api_keys WHERE id = ?').get(id)).toEqual({ key_hash: hashApiKey(key) });

    // Bursts of twice the limit, and the test clock never refills: 4 answers, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(svc.url, 'GET', '/v2/preloaded-balance/agencies', { key })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('list: every key with its principal and limit, never a key or a secret', async () => {
    const r = await hotelbot(['keys', 'list']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+nombre\s+principal\s+límite\/s\s+webhook\s+creada\s+revocada$/);
    const mine = lines.find((l) => l.startsWith(`${id} `))!;
    expect(mine).toMatch(/Agencia uno \(app\)\s+agency:1\s+2\s+-\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+-$/);
    expect(r.stdout).not.toContain(key);
    expect(r.stdout).not.toContain('whsec_');
    expect(r.stdout).toMatch(/Demo: operador \(demo\)\s+operator\s+predeterminado/);
  });

  it('rate-limit and rotate-webhook-secret change the key; bad input is one line and changes nothing', async () => {
    expect((await hotelbot(['keys', 'rate-limit', String(id), '500'])).stdout).toBe(`Clave ${id}: límite 500 solicitudes/s (ráfagas de 1000).\n`);
    expect(svc.db.prepare('SELECT rate_limit_per_second AS r FROM api_keys WHERE id = ?').get(id)).toEqual({ r: 500 });
    // The throttled key's bucket drains on the service's clock (2 s at most at 2/s); then it runs at the new limit.
    svc.clock.advance(2_000);
    for (let i = 0; i < 10; i++) expect((await call(svc.url, 'GET', '/v2/preloaded-balance/agencies', { key })).status).toBe(200);
    expect((await call(svc.url, 'GET', '/v2/preloaded-balance/agencies', { key })).status).toBe(200);

    const before = (await keyWebhookSettings(svc.store.db, id))!.secret;
    const rotated = await hotelbot(['keys', 'rotate-webhook-secret', key]);
    expect(rotated.code, rotated.stderr).toBe(0);
    const after = (await keyWebhookSettings(svc.store.db, id))!.secret;
    expect(after).not.toBe(before);
    expect(rotated.stdout).toContain(after);

    for (const [args, line] of [
      [['keys', 'rate-limit', String(id), '0'], 'hotelbot: Límite no válido "0": un entero de 1 a 1000000 solicitudes por segundo, o default\n'],
      [['keys', 'create', '--name', 'x', '--principal', 'hotel:999'], 'hotelbot: No existe el hotel con id 999\n'],
      [
        ['keys', 'create', '--name', 'x', '--principal', 'admin'],
        'hotelbot: Principal no válido "admin": use operator, channel_manager, hotel:<id> o agency:<id>\n',
      ],
      [['keys', 'revoke', 'no-such-key'], 'hotelbot: No existe una clave de API "no-such-key" (id, nombre o clave)\n'],
    ] as const) {
      const r = await hotelbot([...args]);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(line);
    }
    expect(svc.db.prepare('SELECT rate_limit_per_second AS r FROM api_keys WHERE id = ?').get(id)).toEqual({ r: 500 });
    // six runs of the CLI through tsx, a few seconds each on a busy 2-core machine: its own limit
  }, 120_000);

  it('a webhook URL in a private range needs the outbound allow-list', async () => {
    const refused = await hotelbot(['keys', 'create', '--name', 'PMS', '--principal', 'hotel:2', '--webhook-url', 'http://10.20.3.4/hooks'], {
      NODE_ENV: 'production',
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^hotelbot: URL de webhook no válida: 10\.20\.3\.4 es una dirección privada/);
    const before = (svc.db.prepare('SELECT COUNT(*) AS n FROM api_keys').get() as { n: number }).n;
    expect(before).toBeGreaterThan(0);

    const badList = await hotelbot(['keys', 'list'], { OUTBOUND_ALLOW_LIST: '10.0.0.0/99' });
    expect(badList.code).toBe(1);
    expect(badList.stderr).toContain('OUTBOUND_ALLOW_LIST');

    const allowed = await hotelbot(['keys', 'create', '--name', 'PMS', '--principal', 'hotel:2', '--webhook-url', 'http://10.20.3.4/hooks'], {
      NODE_ENV: 'production',
      OUTBOUND_ALLOW_LIST: 'hooks.partner.internal, 10.20.0.0/16',
    });
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(allowed.stdout).toContain('Webhook: http://10.20.3.4/hooks');
    expect((svc.db.prepare('SELECT COUNT(*) AS n FROM api_keys').get() as { n: number }).n).toBe(before + 1);
  });

  it('revoke: the key stops authenticating at once; revoking twice says so', async () => {
    const r = await hotelbot(['keys', 'revoke', String(id)]);
    expect(r.stdout).toBe(`Clave ${id} revocada: ya no autentica ninguna solicitud.\n`);
    expect((await call(svc.url, 'GET', '/v2/preloaded-balance/agencies', { key })).status).toBe(401);
    const again = await hotelbot(['keys', 'revoke', String(id)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`hotelbot: La clave ${id} ya estaba revocada\n`);
    expect((await hotelbot(['keys', 'list'])).stdout).toMatch(new RegExp(`^${id} .*\\d\\d:\\d\\d\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`, 'm'));
  });
});
