/**
 * Hotels' own carrier accounts on the suite's engine (SQLite, or PostgreSQL
 * with `HOTELBOT_TEST_ENGINE=postgres`): the sealing of their secrets
 * (round trip, wrong key, a blob moved to another hotel or carrier or left
 * beside changed settings, the demo's plain format and production's refusal
 * of it), the operator commands (`set` checks the keys with the carrier's
 * parser and never stores them without the key in production; `list` never
 * prints a secret; `remove` keeps an account open checkouts still need;
 * `test` against the fake Wompi and the fake Mercado Pago), and the
 * per-hotel resolver (a hotel's account over the default, a change made
 * through another store handle — another process — picked up at once,
 * removal, an account whose secrets do not open).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bogotaDate, ManualClock } from '../../src/clock.js';
import { HotelCarrierResolver, type OpenedCarrierAccount } from '../../src/api/domain/carriers/accounts.js';
import { CarrierSecretsError, openCarrierSecrets, sealCarrierSecrets, type SecretsBinding } from '../../src/api/domain/carriers/secrets.js';
import { CarrierConfigError, type HostedCheckoutCarrier } from '../../src/api/domain/carriers/types.js';
import { parseWompiSettings, WompiCarrier } from '../../src/api/domain/carriers/wompi.js';
import { CarrierCommandError, carriersList, carriersRemove, carriersSet, carriersTest, type CarriersSetOptions } from '../../src/cli/carriers.js';
import { insertApiKey } from '../../src/store/service/apiKeys.js';
import { getCarrierAccount, listCarrierAccounts } from '../../src/store/service/carrierAccounts.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { seedDemoData } from '../../src/store/service/seed.js';
import { exec, openStore, rows, sql, type Store } from '../../src/store/sql.js';
import { FAKE_MERCADOPAGO_CREDENTIALS, type FakeMercadoPago, startFakeMercadoPago } from '../helpers/mercadopago.js';
import { freshLocation } from '../helpers/postgres.js';
import { T0, TEST_ENGINE } from '../helpers/service.js';
import { FAKE_WOMPI_KEYS, type FakeWompi, startFakeWompi } from '../helpers/wompi.js';

const KEY = 'k3y-for-tests-0123456789abcdefghijklmnopqrstuv';
const OTHER_KEY = 'another-key-0123456789abcdefghijklmnopqrstuvwx';

/** The Wompi secrets of a second merchant (hotel 3's in some tests). */
const SECOND_WOMPI = {
  publicKey: 'pub_test_SecondMerchantPublic02',
  privateKey: 'prv_test_SecondMerchantPrivate02',
  integritySecret: 'test_integrity_SecondIntegrity02',
  eventsSecret: 'test_events_SecondEvents02',
} as const;

/** Every secret string the tests store: none may ever be printed or kept in clear with a key. */
const SECRETS = [
  FAKE_WOMPI_KEYS.privateKey,
  FAKE_WOMPI_KEYS.integritySecret,
  FAKE_WOMPI_KEYS.eventsSecret,
  SECOND_WOMPI.privateKey,
  SECOND_WOMPI.integritySecret,
  SECOND_WOMPI.eventsSecret,
  FAKE_MERCADOPAGO_CREDENTIALS.accessToken,
  FAKE_MERCADOPAGO_CREDENTIALS.webhookSecret,
];

/** No secret, nor its distinctive tail (the last 10 characters), appears in `text`. */
function expectNoSecret(text: string): void {
  for (const s of SECRETS) {
    expect(text).not.toContain(s);
    expect(text).not.toContain(s.slice(-10));
  }
}

/** A stream that keeps what is written. */
function sink(): { write(chunk: string): boolean; text: () => string } {
  let buf = '';
  return { write: (c: string) => ((buf += c), true), text: () => buf };
}

let fakeWompi: FakeWompi;
let fakeMp: FakeMercadoPago;
beforeAll(async () => {
  [fakeWompi, fakeMp] = await Promise.all([startFakeWompi(), startFakeMercadoPago()]);
});
afterAll(async () => {
  await Promise.all([fakeWompi?.close(), fakeMp?.close()]);
});

const opened: Store[] = [];
let location: string;
let store: Store;
/** Each test of the calling suite gets a fresh database with the demo hotels (ids 1–12), closed after it. */
function useDatabase(): void {
  beforeEach(async () => {
    location = await freshLocation(TEST_ENGINE, 'hotelbot_ca');
    store = await openStore(location, serviceMigrations);
    opened.push(store);
    await seedDemoData(store, { today: bogotaDate(T0), now: T0, days: 1 });
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });
}

/** Another handle on the same database, as another process (the CLI) has. */
async function secondHandle(): Promise<Store> {
  const s = await openStore(location, serviceMigrations);
  opened.push(s);
  return s;
}

/** `carriers set` of the fake Wompi merchant (or `keys`) for `hotel`, against the fake's API. */
function wompiSet(hotel: number, keys: typeof FAKE_WOMPI_KEYS | typeof SECOND_WOMPI = FAKE_WOMPI_KEYS): CarriersSetOptions {
  return { hotel, carrier: 'wompi', ...keys, apiUrl: fakeWompi.apiUrl, checkoutUrl: fakeWompi.checkoutUrl };
}

const withKey = { secretsKey: KEY, production: true, now: T0 };

describe('sealed secrets', () => {
  const binding: SecretsBinding = { hotelId: 2, carrier: 'wompi', settings: '{"publicKey":"pub_test_x","environment":"test"}' };
  const secrets = { privateKey: FAKE_WOMPI_KEYS.privateKey, eventsSecret: FAKE_WOMPI_KEYS.eventsSecret };

  it('round trip with the key; a new IV on every write; the blob holds no secret in clear', () => {
    const a = sealCarrierSecrets(secrets, binding, { key: KEY, production: true });
    const b = sealCarrierSecrets(secrets, binding, { key: KEY, production: true });
    expect(a).toMatch(/^v1:[A-Za-z0-9+/]{16}:[A-Za-z0-9+/]{22}==:[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a.split(':')[1]).not.toBe(b.split(':')[1]);
    expectNoSecret(a);
    expect(Buffer.from(a.split(':')[3]!, 'base64').toString('latin1')).not.toContain('prv_test');
    expect(openCarrierSecrets(a, binding, KEY)).toEqual(secrets);
    expect(openCarrierSecrets(b, binding, KEY)).toEqual(secrets);
  });

  it('a wrong key, another hotel, another carrier or changed settings: refused with a typed error naming no secret', () => {
    const blob = sealCarrierSecrets(secrets, binding, { key: KEY, production: true });
    const refusals: Array<[SecretsBinding, string]> = [
      [binding, OTHER_KEY],
      [{ ...binding, hotelId: 3 }, KEY],
      [{ ...binding, carrier: 'mercadopago' }, KEY],
      [{ ...binding, settings: binding.settings.replace('}', ',"apiUrl":"https://attacker.example"}') }, KEY],
    ];
    for (const [b, key] of refusals) {
      let err: unknown;
      try {
        openCarrierSecrets(blob, b, key);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(CarrierSecretsError);
      expect((err as CarrierSecretsError).problem).toBe('undecryptable');
      expectNoSecret((err as Error).message);
    }
    // A flipped bit of the ciphertext, and no key at all.
    const parts = blob.split(':');
    const ct = Buffer.from(parts[3]!, 'base64');
    ct[0]! ^= 1;
    expect(() => openCarrierSecrets([parts[0], parts[1], parts[2], ct.toString('base64')].join(':'), binding, KEY)).toThrow(
      expect.objectContaining({ problem: 'undecryptable' }),
    );
    expect(() => openCarrierSecrets(blob, binding, undefined)).toThrow(expect.objectContaining({ problem: 'key_missing' }));
    expect(() => openCarrierSecrets('v2:abc', binding, KEY)).toThrow(expect.objectContaining({ problem: 'malformed' }));
    expect(() => sealCarrierSecrets(secrets, binding, { key: 'short', production: true })).toThrow(expect.objectContaining({ problem: 'bad_key' }));
  });

  it('plain (demo): only without a key and outside production, still bound to its hotel', () => {
    expect(() => sealCarrierSecrets(secrets, binding, { key: undefined, production: true })).toThrow(
      expect.objectContaining({ name: 'CarrierSecretsError', problem: 'key_required' }),
    );
    const plain = sealCarrierSecrets(secrets, binding, { key: undefined, production: false });
    expect(plain.startsWith('plain:')).toBe(true);
    expect(openCarrierSecrets(plain, binding, undefined)).toEqual(secrets);
    expect(() => openCarrierSecrets(plain, binding, KEY)).toThrow(expect.objectContaining({ problem: 'plain_refused' }));
    expect(() => openCarrierSecrets(plain, { ...binding, hotelId: 3 }, undefined)).toThrow(expect.objectContaining({ problem: 'undecryptable' }));
  });
});

describe('hotelbot carriers set | list | remove', () => {
  useDatabase();
  it('set stores the keys sealed (nothing secret in the row); list shows the public settings and never a secret', async () => {
    const out = sink();
    const row = await carriersSet(store, wompiSet(2), withKey, out);
    expect(out.text()).toMatch(
      /^Cuenta propia del hotel 2 \(.+\) guardada: Wompi, ambiente pruebas, llave pública pub_test_FakeMerchantPublic0001; secretos cifrados\.\n/,
    );
    expect(out.text()).toContain('Aviso: son llaves de prueba en producción');
    expect(row.secrets.startsWith('v1:')).toBe(true);
    expect(JSON.parse(row.settings)).toEqual({
      publicKey: FAKE_WOMPI_KEYS.publicKey,
      apiUrl: fakeWompi.apiUrl,
      checkoutUrl: fakeWompi.checkoutUrl,
      environment: 'test',
    });
    await carriersSet(
      store,
      {
        hotel: '3',
        carrier: 'mercadopago',
        accessToken: FAKE_MERCADOPAGO_CREDENTIALS.accessToken,
        webhookSecret: FAKE_MERCADOPAGO_CREDENTIALS.webhookSecret,
        apiUrl: fakeMp.apiUrl,
      },
      withKey,
      out,
    );
    // The rows as stored hold no secret in clear.
    expectNoSecret(JSON.stringify(await rows(store.db, sql`SELECT * FROM carrier_accounts`)));
    expectNoSecret(out.text());

    const listed = sink();
    const accounts = await carriersList(store, listed);
    const lines = listed.text().trim().split('\n');
    expect(lines[0]).toMatch(/^hotel\s+nombre\s+carrier\s+ambiente\s+llave pública\s+secretos\s+actualizada$/);
    expect(lines[1]).toMatch(/^2\s+.+\s+wompi\s+test\s+pub_test_FakeMerchantPublic0001\s+cifrados\s+2026-11-21 10:00$/);
    expect(lines[2]).toMatch(/^3\s+.+\s+mercadopago\s+test\s+-\s+cifrados\s+2026-11-21 10:00$/);
    expect(accounts.map((a) => [a.hotelId, a.carrier, a.environment])).toEqual([
      [2, 'wompi', 'test'],
      [3, 'mercadopago', 'test'],
    ]);
    expectNoSecret(listed.text());
    expectNoSecret(JSON.stringify(accounts));
  });

  it('refusals: production without CARRIER_SECRETS_KEY, unknown hotel, bad keys, a flag of the other carrier; nothing stored, no secret in the message', async () => {
    const refusals: Array<[CarriersSetOptions, { secretsKey: string | undefined; production: boolean }, RegExp]> = [
      [wompiSet(2), { secretsKey: undefined, production: true }, /^En producción los secretos de las cuentas se guardan cifrados: defina CARRIER_SECRETS_KEY/],
      [wompiSet(999), withKey, /^No existe el hotel con id 999$/],
      [{ ...wompiSet(2), hotel: 'dos' }, withKey, /^Hotel no válido "dos"/],
      [{ ...wompiSet(2), carrier: 'paypal' }, withKey, /^Carrier no válido "paypal": use wompi o mercadopago$/],
      [
        { ...wompiSet(2), privateKey: 'pub_test_NotAPrivateKey', eventsSecret: '' },
        withKey,
        /^Configuración de Wompi inválida: --events-secret es obligatorio; --private-key debe empezar por prv_test_ o prv_prod_$/,
      ],
      [{ ...wompiSet(2), publicKey: 'pub_prod_LiveKey' }, withKey, /^Configuración de Wompi inválida: --public-key y --private-key son de ambientes distintos/],
      [{ ...wompiSet(2), accessToken: FAKE_MERCADOPAGO_CREDENTIALS.accessToken }, withKey, /^--access-token no aplica a Wompi$/],
      [
        { hotel: 2, carrier: 'mercadopago', accessToken: 'APP-nope', webhookSecret: FAKE_MERCADOPAGO_CREDENTIALS.webhookSecret },
        withKey,
        /^Configuración de Mercado Pago inválida: --access-token debe empezar por TEST- o APP_USR-$/,
      ],
    ];
    for (const [opts, ctx, message] of refusals) {
      const out = sink();
      const err = await carriersSet(store, opts, ctx, out).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err, String(message)).toBeInstanceOf(CarrierCommandError);
      expect((err as Error).message).toMatch(message);
      expectNoSecret((err as Error).message);
      expect(out.text()).toBe('');
    }
    expect(await listCarrierAccounts(store.db)).toEqual([]);
  });

  it('outside production without a key: stored plain, with a warning (demo)', async () => {
    const out = sink();
    const row = await carriersSet(store, wompiSet(2), { secretsKey: undefined, production: false, now: T0 }, out);
    expect(row.secrets.startsWith('plain:')).toBe(true);
    expect(out.text()).toContain('secretos SIN CIFRAR');
    expect(out.text()).toContain('Aviso: sin CARRIER_SECRETS_KEY los secretos quedan sin cifrar en la base de datos (solo para la demostración');
    expectNoSecret(out.text());
    const listed = sink();
    await carriersList(store, listed);
    expect(listed.text()).toMatch(/wompi\s+test\s+pub_test_FakeMerchantPublic0001\s+sin cifrar/);
    expectNoSecret(listed.text());
  });

  it('remove: back to the default; refused while checkouts of the account are open, unless --force', async () => {
    await carriersSet(store, wompiSet(2), withKey, sink());
    const keyId = await insertApiKey(store.db, { key: 'carrier-accounts-test', name: 'Agencia', principalKind: 'operator', principalId: null }, T0);
    await exec(
      store.db,
      sql`INSERT INTO payment_links (code, hotel_id, api_key_id, amount_minor, currency, description, guest_name, email, phone, expires_at, created_at)
          VALUES ('CA0001', 2, ${keyId}, 100000, 'COP', 'Estadía', 'Ana', 'ana@example.com', '3000000000', ${T0.toISOString()}, ${T0.toISOString()})`,
    );
    await exec(
      store.db,
      sql`INSERT INTO carrier_attempts (reference, link_code, carrier, account, amount_minor, currency, expires_at, status, created_at, checked_at)
          VALUES ('ref-open-1', 'CA0001', 'wompi', 'hotel:2', 100000, 'COP', ${T0.toISOString()}, 'open', ${T0.toISOString()}, ${T0.toISOString()})`,
    );
    await expect(carriersRemove(store, { hotel: 2 }, sink())).rejects.toThrow(/^El hotel 2 tiene 1 cobro\(s\) abierto\(s\) con su cuenta propia/);
    expect(await getCarrierAccount(store.db, 2)).toBeDefined();
    const out = sink();
    await carriersRemove(store, { hotel: '2', force: true }, out);
    expect(out.text()).toMatch(/^Cuenta propia del hotel 2 \(.+\) en Wompi eliminada: sus nuevos pagos van a la cuenta predeterminada\.\n$/);
    expect(await getCarrierAccount(store.db, 2)).toBeUndefined();
    await expect(carriersRemove(store, { hotel: 2 }, sink())).rejects.toThrow(/^El hotel 2 \(.+\) no tiene cuenta propia/);
    await expect(carriersRemove(store, { hotel: 999 }, sink())).rejects.toThrow('No existe el hotel con id 999');
    const empty = sink();
    await carriersList(store, empty);
    expect(empty.text()).toBe('No hay cuentas propias: todos los hoteles usan la cuenta predeterminada (PAYMENT_CARRIER).\n');
  });
});

describe('hotelbot carriers test', () => {
  useDatabase();
  it('Wompi: ok with the right private key; "llave privada rechazada" with another; no secret printed', async () => {
    await carriersSet(store, wompiSet(2), withKey, sink());
    await carriersSet(store, wompiSet(3, SECOND_WOMPI), withKey, sink());
    fakeWompi.calls.length = 0;
    const ok = sink();
    expect(await carriersTest(store, { hotel: 2 }, { secretsKey: KEY }, ok)).toEqual({ ok: true, message: 'llave privada aceptada (ambiente pruebas)' });
    expect(ok.text()).toMatch(/^ok: hotel 2 \(.+\), Wompi: llave privada aceptada \(ambiente pruebas\)\n$/);
    expect(fakeWompi.calls).toEqual([
      { method: 'GET', path: '/v1/transactions?reference=hotelbot-key-check', authorization: `Bearer ${FAKE_WOMPI_KEYS.privateKey}`, status: 200 },
    ]);
    // The fake knows only its own merchant's keys: hotel 3's private key is refused.
    const bad = sink();
    const r = await carriersTest(store, { hotel: 3 }, { secretsKey: KEY }, bad);
    expect(r.ok).toBe(false);
    expect(bad.text()).toMatch(/^falla: hotel 3 \(.+\), Wompi: llave privada rechazada \(401\)\n$/);
    expectNoSecret(ok.text() + bad.text());
    // Secrets that do not open with the key in use: a failure naming the key, not the secrets.
    const wrong = sink();
    expect((await carriersTest(store, { hotel: 2 }, { secretsKey: OTHER_KEY }, wrong)).ok).toBe(false);
    expect(wrong.text()).toMatch(/^falla: hotel 2 .*CARRIER_SECRETS_KEY no es la clave con que se guardaron/);
    await expect(carriersTest(store, { hotel: 4 }, { secretsKey: KEY }, sink())).rejects.toThrow(/^El hotel 4 \(.+\) no tiene cuenta propia/);
  });

  it('Mercado Pago: ok with the right access token; "access token rechazado" with another', async () => {
    const mp = (token: string): CarriersSetOptions => ({
      hotel: 5,
      carrier: 'mercadopago',
      accessToken: token,
      webhookSecret: FAKE_MERCADOPAGO_CREDENTIALS.webhookSecret,
      apiUrl: fakeMp.apiUrl,
    });
    await carriersSet(store, mp(FAKE_MERCADOPAGO_CREDENTIALS.accessToken), withKey, sink());
    const ok = sink();
    expect((await carriersTest(store, { hotel: 5 }, { secretsKey: KEY }, ok)).ok).toBe(true);
    expect(ok.text()).toMatch(/^ok: hotel 5 \(.+\), Mercado Pago: access token aceptado \(ambiente pruebas\)\n$/);
    await carriersSet(store, mp('TEST-0000000000000000-000000-00000000000000000000000000000000-0000000000'), withKey, sink());
    const bad = sink();
    expect((await carriersTest(store, { hotel: 5 }, { secretsKey: KEY }, bad)).ok).toBe(false);
    expect(bad.text()).toMatch(/^falla: hotel 5 \(.+\), Mercado Pago: access token rechazado \(401\)\n$/);
    expectNoSecret(ok.text() + bad.text());
  });
});

describe('HotelCarrierResolver', () => {
  useDatabase();
  const clock = new ManualClock(T0);
  const defaultWompi = new WompiCarrier(
    parseWompiSettings({
      WOMPI_PUBLIC_KEY: 'pub_test_DeploymentDefault',
      WOMPI_PRIVATE_KEY: 'prv_test_DeploymentDefault',
      WOMPI_INTEGRITY_SECRET: 'test_integrity_Default',
      WOMPI_EVENTS_SECRET: 'test_events_Default',
    }),
    { clock },
  );

  /** The public key of the checkout URL `carrier` makes (which merchant account takes the payment). */
  async function checkoutKey(carrier: HostedCheckoutCarrier | undefined): Promise<string | null> {
    const start = await carrier!.startCheckout({
      reference: 'att_ca_1',
      amountMinor: 100_000,
      currency: 'COP',
      description: 'Estadía',
      expiresAt: new Date(T0.getTime() + 30 * 60_000),
      returnUrl: 'https://hotel.example/pay/X/result',
    });
    return start.kind === 'redirect' ? new URL(start.url).searchParams.get('public-key') : null;
  }

  it("a hotel's own account over the default; the default for the others and for links of no hotel; byAccount and accounts", async () => {
    await carriersSet(store, wompiSet(2), withKey, sink());
    await carriersSet(
      store,
      { hotel: 3, carrier: 'mercadopago', accessToken: FAKE_MERCADOPAGO_CREDENTIALS.accessToken, webhookSecret: FAKE_MERCADOPAGO_CREDENTIALS.webhookSecret },
      withKey,
      sink(),
    );
    const resolver = new HotelCarrierResolver({ store, defaultCarrier: defaultWompi, secretsKey: KEY, clock });
    const own = await resolver.forHotel(2);
    expect(own?.account).toBe('hotel:2');
    expect(own?.carrier.name).toBe('wompi');
    expect(await checkoutKey(own?.carrier)).toBe(FAKE_WOMPI_KEYS.publicKey);
    expect(await resolver.forHotel(1)).toEqual({ account: 'default', carrier: defaultWompi });
    expect(await resolver.forHotel(null)).toEqual({ account: 'default', carrier: defaultWompi });
    expect((await resolver.forHotel(3))?.carrier.name).toBe('mercadopago');
    // Inside a transaction of the store too (the domain may ask while holding one).
    expect((await store.transaction(async () => resolver.forHotel(2)))?.account).toBe('hotel:2');

    expect(await resolver.byAccount('hotel:2')).toBe(own?.carrier);
    expect(await resolver.byAccount('default')).toBe(defaultWompi);
    expect(await resolver.byAccount('hotel:7')).toBeUndefined();
    expect(await resolver.byAccount('hotel:02')).toBeUndefined();
    expect(await resolver.byAccount('merchant')).toBeUndefined();

    expect((await resolver.accounts('wompi')).map((a) => a.account)).toEqual(['default', 'hotel:2']);
    expect((await resolver.accounts('mercadopago')).map((a) => a.account)).toEqual(['hotel:3']);
    expect(await resolver.accounts('sandbox')).toEqual([]);

    // With the sandbox as the default: undefined for hotels without an account.
    const sandboxed = new HotelCarrierResolver({ store, defaultCarrier: undefined, secretsKey: KEY, clock });
    expect(await sandboxed.forHotel(1)).toBeUndefined();
    expect(await sandboxed.forHotel(null)).toBeUndefined();
    expect((await sandboxed.forHotel(2))?.account).toBe('hotel:2');
  });

  it('builds once per version of the row; a change or removal through another handle (another process) is seen on the next call', async () => {
    await carriersSet(store, wompiSet(2), withKey, sink());
    const built: OpenedCarrierAccount[] = [];
    const resolver = new HotelCarrierResolver({
      store,
      defaultCarrier: defaultWompi,
      secretsKey: KEY,
      build: (account) => {
        built.push(account);
        return new WompiCarrier(
          parseWompiSettings({
            WOMPI_PUBLIC_KEY: account.settings.publicKey,
            WOMPI_PRIVATE_KEY: account.secrets.privateKey,
            WOMPI_INTEGRITY_SECRET: account.secrets.integritySecret,
            WOMPI_EVENTS_SECRET: account.secrets.eventsSecret,
          }),
          { clock },
        );
      },
    });
    const first1 = await resolver.forHotel(2);
    expect(await resolver.forHotel(2)).toBe(first1);
    expect(await resolver.byAccount('hotel:2')).toBe(first1?.carrier);
    expect(built).toHaveLength(1);
    expect(built[0]!.secrets).toEqual({
      privateKey: FAKE_WOMPI_KEYS.privateKey,
      integritySecret: FAKE_WOMPI_KEYS.integritySecret,
      eventsSecret: FAKE_WOMPI_KEYS.eventsSecret,
    });

    // The CLI, in another process, replaces the keys — in the same millisecond, even.
    const cli = await secondHandle();
    await carriersSet(cli, wompiSet(2, SECOND_WOMPI), withKey, sink());
    const second = await resolver.forHotel(2);
    expect(second).not.toBe(first1);
    expect(built).toHaveLength(2);
    expect(await checkoutKey(second?.carrier)).toBe(SECOND_WOMPI.publicKey);
    expect(await resolver.forHotel(2)).toBe(second);

    await carriersRemove(cli, { hotel: 2 }, sink());
    expect(await resolver.forHotel(2)).toEqual({ account: 'default', carrier: defaultWompi });
    expect(await resolver.byAccount('hotel:2')).toBeUndefined();
    expect((await resolver.accounts('wompi')).map((a) => a.account)).toEqual(['default']);
    expect(built).toHaveLength(2);
  });

  it('an account whose secrets do not open: an error for that hotel (never the default), skipped by accounts()', async () => {
    await carriersSet(store, wompiSet(2), withKey, sink());
    await carriersSet(store, wompiSet(3, SECOND_WOMPI), { ...withKey, secretsKey: OTHER_KEY }, sink());
    const unusable: number[] = [];
    const resolver = new HotelCarrierResolver({
      store,
      defaultCarrier: defaultWompi,
      secretsKey: KEY,
      clock,
      onUnusable: (hotelId, err) => {
        unusable.push(hotelId);
        expectNoSecret(err.message);
      },
    });
    const err = await resolver.forHotel(3).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(CarrierConfigError);
    expect((err as Error).message).toMatch(/^La cuenta propia del hotel 3 en wompi no se puede usar: No se pueden descifrar los secretos/);
    expectNoSecret((err as Error).message);
    await expect(resolver.byAccount('hotel:3')).rejects.toBeInstanceOf(CarrierConfigError);
    expect((await resolver.accounts('wompi')).map((a) => a.account)).toEqual(['default', 'hotel:2']);
    expect(unusable).toEqual([3]);

    // A row moved to another hotel by hand does not open there either.
    const moved = (await getCarrierAccount(store.db, 2))!;
    await exec(store.db, sql`UPDATE carrier_accounts SET secrets = ${moved.secrets}, settings = ${moved.settings} WHERE hotel_id = 3`);
    const fresh = new HotelCarrierResolver({ store, defaultCarrier: defaultWompi, secretsKey: KEY, clock });
    await expect(fresh.forHotel(3)).rejects.toThrow(/no se puede usar: No se pueden descifrar/);
  });
});
