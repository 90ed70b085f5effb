/**
 * Hotels' own merchant accounts (`hotelbot carriers set`): a hotel with an
 * account of its own at Wompi or Mercado Pago is paid into it; every other
 * hotel (and links of no hotel) into the deployment's default account
 * (`PAYMENT_CARRIER` and its settings).
 *
 * An account is stored as one row of `carrier_accounts`: the non-secret
 * settings as JSON (public key, optional API and checkout URLs, and the
 * environment, `test` or `production`, read from the keys when stored) and
 * the secret ones sealed with `CARRIER_SECRETS_KEY` (`secrets.ts`). The
 * adapter of an account is built by the carrier's own settings parser from
 * the same variables as the default account's (`WOMPI_*`, `MERCADOPAGO_*`),
 * so a hotel's keys pass exactly the checks the deployment's pass.
 *
 * {@link HotelCarrierResolver} is the per-hotel {@link CarrierResolver}: it
 * reads the hotel's row on every call (one lookup by primary key, kept by the
 * store while the database is unchanged) and rebuilds the adapter only when
 * the row changed, so a change made by the CLI in another process takes
 * effect on the next payment without a restart.
 *
 * Rules: secrets are never logged, never put in an error message and never
 * returned by a listing; a hotel whose account cannot be used (secrets that
 * do not open, settings that no longer pass) is an error for that hotel's
 * payments, never a silent fall back to the default account (the money
 * would go to another merchant).
 */
import type { Dispatcher } from 'undici';
import type { Clock } from '../../../clock.js';
import { getCarrierAccount, listCarrierAccounts, type CarrierAccountRow } from '../../../store/service/carrierAccounts.js';
import type { Store } from '../../../store/sql.js';
import { CarrierSecretsError, openCarrierSecrets, type AccountCarrierName, type CarrierSecrets } from './secrets.js';
import {
  CarrierConfigError,
  CarrierError,
  type CarrierAccount,
  type CarrierAccountId,
  type CarrierName,
  type CarrierResolver,
  type HostedCheckoutCarrier,
} from './types.js';
import { carrierFromEnv } from './deployment.js';
import { parseMercadoPagoSettings } from './mercadopago.js';
import { parseWompiSettings } from './wompi.js';

export type { AccountCarrierName };

/** The carriers a hotel can have its own account at, in the order listings show them. */
export const ACCOUNT_CARRIERS: readonly AccountCarrierName[] = ['wompi', 'mercadopago'];

/** One setting of an account: its field name (JSON), the variable the carrier's parser reads it from, and whether it is secret. */
export interface AccountField {
  field: string;
  env: string;
  secret: boolean;
}

/**
 * The settings of an account at each carrier. Non-secret ones go to
 * `settings` (shown by listings), secret ones are sealed. Mercado Pago's
 * public key is optional and only shown (Checkout Pro does not use it).
 */
export const ACCOUNT_FIELDS: Readonly<Record<AccountCarrierName, readonly AccountField[]>> = {
  wompi: [
    { field: 'publicKey', env: 'WOMPI_PUBLIC_KEY', secret: false },
    { field: 'privateKey', env: 'WOMPI_PRIVATE_KEY', secret: true },
    { field: 'integritySecret', env: 'WOMPI_INTEGRITY_SECRET', secret: true },
    { field: 'eventsSecret', env: 'WOMPI_EVENTS_SECRET', secret: true },
    { field: 'apiUrl', env: 'WOMPI_API_URL', secret: false },
    { field: 'checkoutUrl', env: 'WOMPI_CHECKOUT_URL', secret: false },
  ],
  mercadopago: [
    { field: 'publicKey', env: 'MERCADOPAGO_PUBLIC_KEY', secret: false },
    { field: 'accessToken', env: 'MERCADOPAGO_ACCESS_TOKEN', secret: true },
    { field: 'webhookSecret', env: 'MERCADOPAGO_WEBHOOK_SECRET', secret: true },
    { field: 'apiUrl', env: 'MERCADOPAGO_API_URL', secret: false },
  ],
};

/** The environment of an account's keys: `test` (Wompi Sandbox, MP test credentials) or `production`. */
export type AccountEnvironment = 'test' | 'production';

/** The non-secret settings of an account as stored (the row's `settings` JSON). */
export interface AccountSettings {
  /** Given non-secret fields (see {@link ACCOUNT_FIELDS}); absent ones take the carrier's defaults. */
  [field: string]: string | undefined;
  environment: AccountEnvironment;
}

/** An account ready to be stored: the settings' JSON text and the secrets to seal (bound to that exact text). */
export interface PreparedAccount {
  carrier: AccountCarrierName;
  settings: AccountSettings;
  /** `JSON.stringify(settings)`: what the row stores and the sealed secrets are bound to. */
  settingsJson: string;
  secrets: CarrierSecrets;
}

/** An account with its secrets opened: what a builder makes an adapter from. Never log it. */
export interface OpenedCarrierAccount {
  hotelId: number;
  carrier: AccountCarrierName;
  settings: AccountSettings;
  secrets: CarrierSecrets;
  updatedAt: string;
}

/** Options of the adapters built for accounts (as the default account's). */
export interface AccountAdapterOptions {
  clock?: Clock | undefined;
  dispatcher?: Dispatcher | undefined;
}

/**
 * Check an account's settings as its carrier's parser does, and split them
 * into non-secret settings and secrets. `values` by field name (see
 * {@link ACCOUNT_FIELDS}); empty or blank values count as absent.
 *
 * @throws CarrierConfigError naming every bad setting by its variable (never its value).
 */
export function prepareCarrierAccount(carrier: AccountCarrierName, values: Readonly<Record<string, string | undefined>>): PreparedAccount {
  const settings: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  const env: Record<string, string> = {};
  for (const f of ACCOUNT_FIELDS[carrier]) {
    const v = values[f.field]?.trim();
    if (!v) continue;
    env[f.env] = v;
    (f.secret ? secrets : settings)[f.field] = v;
  }
  const environment = carrier === 'wompi' ? wompiEnvironment(env) : mercadoPagoEnvironment(env);
  const stored: AccountSettings = { ...settings, environment };
  return { carrier, settings: stored, settingsJson: JSON.stringify(stored), secrets };
}

/**
 * The variables of account `carrier` with `settings` and `secrets`, as the
 * carrier's settings parser reads them (the same names as the default
 * account's).
 */
export function accountEnv(carrier: AccountCarrierName, settings: AccountSettings, secrets: CarrierSecrets): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {};
  for (const f of ACCOUNT_FIELDS[carrier]) env[f.env] = f.secret ? secrets[f.field] : settings[f.field];
  return env;
}

/**
 * The non-secret settings stored in a row's `settings` column.
 *
 * @throws CarrierConfigError when the text is not an object of texts with an environment.
 */
export function parseAccountSettings(carrier: AccountCarrierName, json: string, hotelId: number): AccountSettings {
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    v = undefined;
  }
  const bad = () => new CarrierConfigError(carrier, `La configuración guardada de la cuenta ${carrier} del hotel ${hotelId} no es legible`);
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw bad();
  for (const value of Object.values(v)) if (typeof value !== 'string') throw bad();
  const s = v as AccountSettings;
  if (s.environment !== 'test' && s.environment !== 'production') throw bad();
  return s;
}

/**
 * Row `row` with its secrets opened with `secretsKey`.
 *
 * @throws CarrierSecretsError (see `secrets.ts`) when they do not open; CarrierConfigError for unreadable settings.
 */
export function openCarrierAccount(row: CarrierAccountRow, secretsKey: string | undefined): OpenedCarrierAccount {
  const settings = parseAccountSettings(row.carrier, row.settings, row.hotelId);
  const secrets = openCarrierSecrets(row.secrets, { hotelId: row.hotelId, carrier: row.carrier, settings: row.settings }, secretsKey);
  return { hotelId: row.hotelId, carrier: row.carrier, settings, secrets, updatedAt: row.updatedAt };
}

/**
 * The adapter of an opened account, built like the default account's: the
 * carrier's parser over {@link accountEnv}, then its adapter class.
 *
 * @throws CarrierConfigError when the stored settings no longer pass the parser.
 */
export function buildAccountCarrier(account: OpenedCarrierAccount, opts: AccountAdapterOptions = {}): HostedCheckoutCarrier {
  return carrierFromEnv(account.carrier, accountEnv(account.carrier, account.settings, account.secrets), adapterOptions(opts));
}

/** `opts` without undefined members (the adapters' options are optional, not undefined). */
function adapterOptions(opts: AccountAdapterOptions): { clock?: Clock; dispatcher?: Dispatcher } {
  return { ...(opts.clock ? { clock: opts.clock } : {}), ...(opts.dispatcher ? { dispatcher: opts.dispatcher } : {}) };
}

function wompiEnvironment(env: Record<string, string>): AccountEnvironment {
  return parseWompiSettings(env).environment === 'prod' ? 'production' : 'test';
}

function mercadoPagoEnvironment(env: Record<string, string>): AccountEnvironment {
  return parseMercadoPagoSettings(env).environment === 'production' ? 'production' : 'test';
}

/** What {@link HotelCarrierResolver} is built from. */
export interface HotelCarrierResolverOptions {
  /** The service's store (the resolver reads `carrier_accounts` through it; safe inside one of its transactions). */
  store: Store;
  /** The deployment's default account's adapter; undefined: the sandbox. */
  defaultCarrier: HostedCheckoutCarrier | undefined;
  /** `CARRIER_SECRETS_KEY`; undefined: only `plain:` secrets open (demo). */
  secretsKey: string | undefined;
  /** Builds an opened account's adapter (default {@link buildAccountCarrier} with `clock` and `dispatcher`). */
  build?: (account: OpenedCarrierAccount) => HostedCheckoutCarrier;
  /** Clock of the adapters built by default. */
  clock?: Clock;
  /** undici dispatcher of the adapters built by default. */
  dispatcher?: Dispatcher;
  /**
   * Told of an account {@link HotelCarrierResolver.accounts} skipped because
   * it cannot be used (its error's message names hotel and carrier, never a
   * secret). Default: nothing.
   */
  onUnusable?: (hotelId: number, error: CarrierConfigError) => void;
}

/** The built adapter of a hotel's account and the row it was built from. */
interface Built {
  stamp: string;
  account: CarrierAccount;
}

/**
 * The per-hotel {@link CarrierResolver}: a hotel's own account when it has
 * one (`hotel:<id>`), else the deployment's default (`default`; undefined
 * for the sandbox).
 *
 * Adapters are built once per version of a row: the cache is keyed by the
 * row's `updated_at` together with its stored texts (an `updated_at` alone
 * could repeat when two writes fall in one millisecond; the sealed secrets
 * change on every write, their IV being random), and the row is read again
 * on every call, so a change by `hotelbot carriers set|remove` in another
 * process is seen at once.
 */
export class HotelCarrierResolver implements CarrierResolver {
  readonly #o: HotelCarrierResolverOptions;
  readonly #default: CarrierAccount | undefined;
  readonly #built = new Map<number, Built>();

  constructor(opts: HotelCarrierResolverOptions) {
    this.#o = opts;
    this.#default = opts.defaultCarrier ? { account: 'default', carrier: opts.defaultCarrier } : undefined;
  }

  /**
   * Hotel `hotelId`'s own account, else the default (null: links of no hotel).
   *
   * @throws CarrierConfigError when the hotel has an account that cannot be used (never falls back to the default).
   */
  async forHotel(hotelId: number | null): Promise<CarrierAccount | undefined> {
    if (hotelId === null) return this.#default;
    const row = await this.#row(hotelId);
    return row ? this.#account(row) : this.#default;
  }

  /**
   * The adapter of account `account` (`default` or `hotel:<id>`); undefined
   * when the hotel no longer has an account, or for an unknown form. The
   * caller checks that its `name` is the attempt's carrier (a hotel may have
   * moved to another carrier since).
   *
   * @throws CarrierConfigError when the account exists but cannot be used.
   */
  async byAccount(account: string): Promise<HostedCheckoutCarrier | undefined> {
    if (account === 'default') return this.#o.defaultCarrier;
    const hotelId = hotelOfAccount(account);
    if (hotelId === undefined) return undefined;
    const row = await this.#row(hotelId);
    return row ? (await this.#account(row)).carrier : undefined;
  }

  /**
   * Every account at `name`: the default first (when it is at `name`), then
   * the hotels' in hotel id order. An account that cannot be used is left
   * out (and reported to `onUnusable`), so one broken account does not stop
   * the others' events.
   */
  async accounts(name: CarrierName): Promise<CarrierAccount[]> {
    const out: CarrierAccount[] = [];
    if (this.#default && this.#default.carrier.name === name) out.push(this.#default);
    if (name !== 'wompi' && name !== 'mercadopago') return out;
    const rows = await this.#o.store.readWhileUnchanged(`carrier_accounts:list:${name}`, (ex) => listCarrierAccounts(ex, { carrier: name }));
    for (const row of rows) {
      try {
        out.push(await this.#account(row));
      } catch (err) {
        if (!(err instanceof CarrierConfigError)) throw err;
        this.#o.onUnusable?.(row.hotelId, err);
      }
    }
    return out;
  }

  /** Hotel `hotelId`'s row, read now (kept by the store only while the database is unchanged). Forgets the adapter of a removed row. */
  async #row(hotelId: number): Promise<CarrierAccountRow | undefined> {
    const row = await this.#o.store.readWhileUnchanged(`carrier_accounts:hotel:${hotelId}`, async (ex) => (await getCarrierAccount(ex, hotelId)) ?? null);
    if (!row) this.#built.delete(hotelId);
    return row ?? undefined;
  }

  /** The account of `row`, built again only when the row changed. */
  async #account(row: CarrierAccountRow): Promise<CarrierAccount> {
    const stamp = JSON.stringify([row.updatedAt, row.carrier, row.settings, row.secrets]);
    const kept = this.#built.get(row.hotelId);
    if (kept?.stamp === stamp) return kept.account;
    let carrier: HostedCheckoutCarrier;
    try {
      const opened = openCarrierAccount(row, this.#o.secretsKey);
      carrier = this.#o.build ? this.#o.build(opened) : buildAccountCarrier(opened, { clock: this.#o.clock, dispatcher: this.#o.dispatcher });
    } catch (err) {
      this.#built.delete(row.hotelId);
      throw unusable(row, err);
    }
    const account: CarrierAccount = { account: hotelAccountId(row.hotelId), carrier };
    this.#built.set(row.hotelId, { stamp, account });
    return account;
  }
}

/** The account id of hotel `hotelId`'s own account. */
export function hotelAccountId(hotelId: number): CarrierAccountId {
  return `hotel:${hotelId}`;
}

/** The hotel of account id `account` (`hotel:<id>`), or undefined for `default` or anything else. */
export function hotelOfAccount(account: string): number | undefined {
  const m = /^hotel:([1-9]\d{0,14})$/.exec(account);
  return m ? Number(m[1]) : undefined;
}

/**
 * A {@link CarrierConfigError} for a hotel's account that cannot be used.
 * Only the messages of errors known to name settings and never their values
 * (`secrets.ts`'s, the carriers' own) are repeated; any other error (e.g.
 * from a custom builder) is named by its class only.
 */
function unusable(row: CarrierAccountRow, err: unknown): CarrierConfigError {
  const why =
    err instanceof CarrierSecretsError || err instanceof CarrierError
      ? err.message
      : `error al construir el adaptador (${err instanceof Error ? err.name : typeof err})`;
  return new CarrierConfigError(row.carrier, `La cuenta propia del hotel ${row.hotelId} en ${row.carrier} no se puede usar: ${why}`);
}
