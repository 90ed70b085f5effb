/**
 * `hotelbot carriers …` through the real CLI (a child process on a seeded
 * SQLite file): `set` takes the secrets from the CARRIERS_SET_* variables as
 * well as from flags and stores them sealed with CARRIER_SECRETS_KEY; `list`
 * prints the public settings and never a secret; `test` asks the fake Wompi
 * and exits 1 when the key is refused; production refuses to store without
 * the key; a failure is one line on stderr with exit status 1.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bogotaDate } from '../../src/clock.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { seedDemoData } from '../../src/store/service/seed.js';
import { openStore } from '../../src/store/sql.js';
import { T0 } from '../helpers/service.js';
import { FAKE_WOMPI_KEYS, type FakeWompi, startFakeWompi } from '../helpers/wompi.js';

const run = promisify(execFile);
const MAIN = new URL('../../src/main.ts', import.meta.url).pathname;
const ROOT = new URL('../..', import.meta.url).pathname;
const SECRETS_KEY = 'cli-test-key-0123456789abcdefghijklmnopqrstu';

let dir: string;
let fake: FakeWompi;
let env: NodeJS.ProcessEnv;

/** Run `hotelbot <args>` with the test's settings and `extraEnv` (undefined: the setting unset); resolves with the exit code, stdout and stderr. */
async function hotelbot(args: string[], extraEnv: Record<string, string | undefined> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const merged = Object.fromEntries(Object.entries({ ...env, ...extraEnv }).filter(([, v]) => v !== undefined));
  return run(process.execPath, ['--import', 'tsx', MAIN, ...args], { cwd: ROOT, env: merged }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-carriers-'));
  const store = await openStore(join(dir, 'service.db'), serviceMigrations);
  await seedDemoData(store, { today: bogotaDate(T0), now: T0, days: 1 });
  await store.close();
  fake = await startFakeWompi();
  env = { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'error', DATABASE_PATH: join(dir, 'service.db'), CARRIER_SECRETS_KEY: SECRETS_KEY };
});
afterAll(async () => {
  await fake?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('hotelbot carriers', () => {
  it('set (secrets from the environment), list without secrets, test against the carrier', async () => {
    const set = await hotelbot(
      [
        'carriers',
        'set',
        '--hotel',
        '2',
        '--carrier',
        'wompi',
        '--public-key',
        FAKE_WOMPI_KEYS.publicKey,
        '--api-url',
        fake.apiUrl,
        '--checkout-url',
        fake.checkoutUrl,
      ],
      {
        CARRIERS_SET_PRIVATE_KEY: FAKE_WOMPI_KEYS.privateKey,
        CARRIERS_SET_INTEGRITY_SECRET: FAKE_WOMPI_KEYS.integritySecret,
        CARRIERS_SET_EVENTS_SECRET: FAKE_WOMPI_KEYS.eventsSecret,
        // A variable of the other carrier is ignored, not refused.
        CARRIERS_SET_ACCESS_TOKEN: 'TEST-1-2-3-4',
      },
    );
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toMatch(
      /^Cuenta propia del hotel 2 \(.+\) guardada: Wompi, ambiente pruebas, llave pública pub_test_FakeMerchantPublic0001; secretos cifrados\.\n/,
    );
    const file = readFileSync(join(dir, 'service.db'));
    for (const s of [FAKE_WOMPI_KEYS.privateKey, FAKE_WOMPI_KEYS.integritySecret, FAKE_WOMPI_KEYS.eventsSecret])
      expect(file.includes(Buffer.from(s))).toBe(false);

    const list = await hotelbot(['carriers', 'list']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(
      /^hotel\s+nombre\s+carrier\s+ambiente\s+llave pública\s+secretos\s+actualizada\n2\s+.+\s+wompi\s+test\s+pub_test_FakeMerchantPublic0001\s+cifrados\s+\d{4}-\d\d-\d\d \d\d:\d\d\n$/,
    );
    for (const s of [FAKE_WOMPI_KEYS.privateKey, FAKE_WOMPI_KEYS.integritySecret, FAKE_WOMPI_KEYS.eventsSecret]) {
      expect(list.stdout).not.toContain(s);
      expect(list.stdout).not.toContain(s.slice(-10));
    }

    const ok = await hotelbot(['carriers', 'test', '--hotel', '2']);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/^ok: hotel 2 \(.+\), Wompi: llave privada aceptada \(ambiente pruebas\)\n$/);
    // Another CARRIER_SECRETS_KEY cannot open them: exit 1, and no secret printed.
    const wrongKey = await hotelbot(['carriers', 'test', '--hotel', '2'], { CARRIER_SECRETS_KEY: 'some-other-key-0123456789abcdefghijklmnopq' });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stdout).toMatch(/^falla: hotel 2 .*CARRIER_SECRETS_KEY no es la clave con que se guardaron/);
    expect(wrongKey.stdout).not.toContain(FAKE_WOMPI_KEYS.privateKey);
  });

  it('failures are one line and store nothing: production without CARRIER_SECRETS_KEY, an unknown hotel', async () => {
    const flags = [
      '--carrier',
      'wompi',
      '--public-key',
      FAKE_WOMPI_KEYS.publicKey,
      '--private-key',
      FAKE_WOMPI_KEYS.privateKey,
      '--integrity-secret',
      FAKE_WOMPI_KEYS.integritySecret,
      '--events-secret',
      FAKE_WOMPI_KEYS.eventsSecret,
    ];
    const production = await hotelbot(['carriers', 'set', '--hotel', '3', ...flags], { NODE_ENV: 'production', CARRIER_SECRETS_KEY: undefined });
    expect(production.code).toBe(1);
    expect(production.stderr).toMatch(
      /^hotelbot: En producción los secretos de las cuentas se guardan cifrados: defina CARRIER_SECRETS_KEY .*; no se guardó nada\n$/,
    );
    const unknown = await hotelbot(['carriers', 'set', '--hotel', '999', ...flags]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('hotelbot: No existe el hotel con id 999\n');
    for (const r of [production, unknown]) expect(r.stderr + r.stdout).not.toContain(FAKE_WOMPI_KEYS.privateKey);
    expect((await hotelbot(['carriers', 'list'])).stdout).not.toMatch(/^3\s/m);
  });
});
