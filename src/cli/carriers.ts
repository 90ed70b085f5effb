/**
 * Operator commands of hotels' own merchant accounts: `hotelbot carriers
 * set|list|remove|test`. A hotel with an account of its own is paid into it
 * (Wompi or Mercado Pago); every other hotel into the deployment's default
 * account (`PAYMENT_CARRIER`). Plain async functions over the service's store
 * (SQLite or PostgreSQL) that print to a stream; `registerCarrierCommands`
 * (`./carrierCommands.ts`) wires them into the CLI and loads this module only
 * when a `carriers` command runs. Texts for the operator are Spanish, like
 * the service's.
 *
 * Rules:
 * - secrets (Wompi's private key, integrity and events secrets; Mercado
 *   Pago's access token and webhook secret) are never printed, not even in
 *   part, nor put in an error message; `list` reads only the non-secret
 *   settings;
 * - in production (`NODE_ENV=production`) `set` refuses to store secrets
 *   without `CARRIER_SECRETS_KEY` (they are stored encrypted with it);
 *   outside production, without the key, they are stored unencrypted
 *   (`plain:`), for the demo only, and `set` says so;
 * - the keys pass the same checks as the default account's (the carrier's
 *   own settings parser), before anything is stored;
 * - to keep secrets out of the shell's history, `set` also reads them from
 *   the variables `CARRIERS_SET_PRIVATE_KEY`, `CARRIERS_SET_INTEGRITY_SECRET`,
 *   `CARRIERS_SET_EVENTS_SECRET`, `CARRIERS_SET_ACCESS_TOKEN` and
 *   `CARRIERS_SET_WEBHOOK_SECRET` (a flag wins over its variable; a
 *   variable that does not apply to the chosen carrier is ignored). They are
 *   read from the process's environment only, never from `.env`.
 */
import type { Dispatcher } from 'undici';
import { toBogotaIso, type Clock } from '../clock.js';
import {
  ACCOUNT_FIELDS,
  buildAccountCarrier,
  hotelAccountId,
  openCarrierAccount,
  parseAccountSettings,
  prepareCarrierAccount,
  type AccountCarrierName,
  type AccountEnvironment,
  type OpenedCarrierAccount,
} from '../api/domain/carriers/accounts.js';
import { CarrierSecretsError, sealCarrierSecrets, secretsFormat } from '../api/domain/carriers/secrets.js';
import { CarrierAuthError, CarrierError, CarrierUnavailableError, type HostedCheckoutCarrier } from '../api/domain/carriers/types.js';
import {
  countOpenAttemptsOfAccount,
  deleteCarrierAccount,
  getCarrierAccount,
  listCarrierAccounts,
  upsertCarrierAccount,
  type CarrierAccountRow,
} from '../store/service/carrierAccounts.js';
import { first, sql, type Executor, type Store } from '../store/sql.js';
import { WebhookCommandError } from './webhooks.js';
import { cut, printTable, type OutputStream } from './output.js';

/**
 * A failure of a `carriers` command (unknown hotel, bad keys, refused
 * storage); the message is for the operator (Spanish, one line) and never
 * holds a secret. A {@link WebhookCommandError}, so the CLI prints it as one
 * line like the other operator commands' failures.
 */
export class CarrierCommandError extends WebhookCommandError {
  override name = 'CarrierCommandError';
}

/** What `hotelbot carriers set` takes (flags as written; blank values count as absent). */
export interface CarriersSetOptions {
  /** The hotel's internal id. */
  hotel: string | number;
  /** `wompi` or `mercadopago`. */
  carrier: string;
  /** Wompi: `pub_test_…`/`pub_prod_…`; Mercado Pago: optional, only shown. */
  publicKey?: string | undefined;
  /** Wompi: `prv_test_…`/`prv_prod_…`. */
  privateKey?: string | undefined;
  /** Wompi: signs checkouts. */
  integritySecret?: string | undefined;
  /** Wompi: verifies events. */
  eventsSecret?: string | undefined;
  /** The carrier's API base (default by environment). */
  apiUrl?: string | undefined;
  /** Wompi: the Web Checkout URL (default Wompi's). */
  checkoutUrl?: string | undefined;
  /** Mercado Pago: the access token. */
  accessToken?: string | undefined;
  /** Mercado Pago: the webhook signature secret. */
  webhookSecret?: string | undefined;
}

/** How secrets are stored: `CARRIER_SECRETS_KEY` and whether this is production. */
export interface CarrierSecretsContext {
  secretsKey: string | undefined;
  production: boolean;
  /** When the change happens (default now). */
  now?: Date;
}

/** The flag of each setting, for messages (the carriers' parsers name the variables). */
const FLAGS: Readonly<Record<string, string>> = {
  publicKey: '--public-key',
  privateKey: '--private-key',
  integritySecret: '--integrity-secret',
  eventsSecret: '--events-secret',
  apiUrl: '--api-url',
  checkoutUrl: '--checkout-url',
  accessToken: '--access-token',
  webhookSecret: '--webhook-secret',
};

const CARRIER_TITLES: Readonly<Record<AccountCarrierName, string>> = { wompi: 'Wompi', mercadopago: 'Mercado Pago' };

/**
 * `hotelbot carriers set`: create or replace hotel `opts.hotel`'s own
 * account at `opts.carrier`, after checking the keys with the carrier's own
 * parser (prefixes, environments that agree, URLs). Secrets are sealed with
 * `ctx.secretsKey` (bound to the hotel, the carrier and the non-secret
 * settings). Prints one summary line (never a secret), a warning when the
 * secrets are stored unencrypted (demo) or when checkouts still open were
 * started with the account being replaced, and how to test it.
 *
 * @returns the row as stored.
 * @throws CarrierCommandError unknown hotel or carrier, a flag of the other carrier, keys the parser refuses,
 *   production without `CARRIER_SECRETS_KEY` (nothing is stored).
 */
export async function carriersSet(store: Store, opts: CarriersSetOptions, ctx: CarrierSecretsContext, out: OutputStream): Promise<CarrierAccountRow> {
  const hotelId = parseHotelId(opts.hotel);
  const carrier = parseCarrier(opts.carrier);
  const fields = new Set(ACCOUNT_FIELDS[carrier].map((f) => f.field));
  const given: Record<string, string | undefined> = {};
  for (const [field, flag] of Object.entries(FLAGS)) {
    const v = (opts as unknown as Record<string, string | undefined>)[field]?.trim();
    if (!v) continue;
    if (!fields.has(field)) throw new CarrierCommandError(`${flag} no aplica a ${CARRIER_TITLES[carrier]}`);
    given[field] = v;
  }
  if (ctx.production && ctx.secretsKey === undefined)
    throw new CarrierCommandError(
      'En producción los secretos de las cuentas se guardan cifrados: defina CARRIER_SECRETS_KEY (p. ej. `openssl rand -base64 32`); no se guardó nada',
    );
  const hotelName = await hotelNameOf(store.db, hotelId);
  let prepared: ReturnType<typeof prepareCarrierAccount>;
  let sealed: string;
  try {
    prepared = prepareCarrierAccount(carrier, given);
    sealed = sealCarrierSecrets(prepared.secrets, { hotelId, carrier, settings: prepared.settingsJson }, { key: ctx.secretsKey, production: ctx.production });
  } catch (err) {
    throw commandError(err);
  }
  const now = ctx.now ?? new Date();
  const { row, replaced, open } = await store.transaction(async (tx) => {
    const before = await getCarrierAccount(tx, hotelId);
    const open = before ? await countOpenAttemptsOfAccount(tx, hotelAccountId(hotelId)) : 0;
    const row = await upsertCarrierAccount(tx, { hotelId, carrier, settings: prepared.settingsJson, secrets: sealed }, now);
    return { row, replaced: before !== undefined, open };
  });
  const env = prepared.settings.environment;
  const pub = prepared.settings.publicKey;
  out.write(
    `Cuenta propia del hotel ${hotelId} (${hotelName}) ${replaced ? 'reemplazada' : 'guardada'}: ${CARRIER_TITLES[carrier]}, ambiente ${environmentText(env)}` +
      `${pub ? `, llave pública ${pub}` : ''}; secretos ${secretsFormat(sealed) === 'v1' ? 'cifrados' : 'SIN CIFRAR'}.\n`,
  );
  if (secretsFormat(sealed) === 'plain')
    out.write('Aviso: sin CARRIER_SECRETS_KEY los secretos quedan sin cifrar en la base de datos (solo para la demostración; en producción se rechaza).\n');
  if (ctx.production && env === 'test') out.write('Aviso: son llaves de prueba en producción: los pagos de este hotel no moverán dinero.\n');
  if (open > 0) out.write(`Aviso: ${open} cobro(s) abierto(s) se iniciaron con la cuenta anterior; sus eventos y su conciliación usarán ahora esta cuenta.\n`);
  out.write(`Los nuevos pagos del hotel ${hotelId} van a esta cuenta. Pruebe las llaves con: hotelbot carriers test --hotel ${hotelId}\n`);
  return row;
}

/** One account as `hotelbot carriers list` shows it: never a secret. */
export interface CarrierAccountListing {
  hotelId: number;
  hotelName: string;
  carrier: AccountCarrierName;
  /** From the keys when stored; `?` when the stored settings are unreadable. */
  environment: AccountEnvironment | '?';
  /** The public key (not secret: it travels in every checkout URL); null when none was given. */
  publicKey: string | null;
  /** Whether the secrets are stored encrypted (`cifrados`) or not (`sin cifrar`, demo). */
  secretsStored: 'cifrados' | 'sin cifrar' | '?';
  /** ISO 8601 UTC. */
  updatedAt: string;
}

/**
 * `hotelbot carriers list`: every hotel's own account as a table (hotel,
 * name, carrier, environment, public key, how the secrets are stored,
 * updated in Bogotá). Reads only the non-secret settings: never prints a
 * secret, not even in part. Prints a line saying all hotels use the default
 * account when there are none.
 *
 * @returns the accounts listed.
 */
export async function carriersList(store: Store, out: OutputStream): Promise<CarrierAccountListing[]> {
  const listed = (await listCarrierAccounts(store.db)).map((r): CarrierAccountListing => {
    let environment: CarrierAccountListing['environment'] = '?';
    let publicKey: string | null = null;
    try {
      const s = parseAccountSettings(r.carrier, r.settings, r.hotelId);
      environment = s.environment;
      publicKey = s.publicKey ?? null;
    } catch {
      // Unreadable settings are shown as `?`; `carriers test` says why.
    }
    const format = secretsFormat(r.secrets);
    return {
      hotelId: r.hotelId,
      hotelName: r.hotelName,
      carrier: r.carrier,
      environment,
      publicKey,
      secretsStored: format === 'v1' ? 'cifrados' : format === 'plain' ? 'sin cifrar' : '?',
      updatedAt: r.updatedAt,
    };
  });
  if (listed.length === 0) {
    out.write('No hay cuentas propias: todos los hoteles usan la cuenta predeterminada (PAYMENT_CARRIER).\n');
    return listed;
  }
  printTable(
    out,
    ['hotel', 'nombre', 'carrier', 'ambiente', 'llave pública', 'secretos', 'actualizada'],
    listed.map((a) => [
      String(a.hotelId),
      cut(a.hotelName, 40),
      a.carrier,
      a.environment,
      a.publicKey ?? '-',
      a.secretsStored,
      toBogotaIso(new Date(a.updatedAt)).slice(0, 16).replace('T', ' '),
    ]),
  );
  return listed;
}

/**
 * `hotelbot carriers remove --hotel <id>`: remove the hotel's own account;
 * its new links use the default account. Refused while checkouts started
 * with that account are still open (their events and reconciliation need
 * its keys), unless `opts.force`.
 *
 * @throws CarrierCommandError unknown hotel, no account, open checkouts without `force`.
 */
export async function carriersRemove(store: Store, opts: { hotel: string | number; force?: boolean }, out: OutputStream): Promise<void> {
  const hotelId = parseHotelId(opts.hotel);
  const hotelName = await hotelNameOf(store.db, hotelId);
  const removed = await store.transaction(async (tx) => {
    const row = await getCarrierAccount(tx, hotelId);
    if (!row) throw new CarrierCommandError(`El hotel ${hotelId} (${hotelName}) no tiene cuenta propia: ya usa la cuenta predeterminada`);
    const open = await countOpenAttemptsOfAccount(tx, hotelAccountId(hotelId));
    if (open > 0 && !opts.force)
      throw new CarrierCommandError(
        `El hotel ${hotelId} tiene ${open} cobro(s) abierto(s) con su cuenta propia: sin ella no se podrán confirmar ni conciliar. Espere a que cierren o use --force`,
      );
    await deleteCarrierAccount(tx, hotelId);
    return row;
  });
  out.write(
    `Cuenta propia del hotel ${hotelId} (${hotelName}) en ${CARRIER_TITLES[removed.carrier]} eliminada: sus nuevos pagos van a la cuenta predeterminada.\n`,
  );
}

/** The reference `carriers test` asks about: no attempt of the service has it (attempt references are generated). */
export const KEY_CHECK_REFERENCE = 'hotelbot-key-check';

/** What `hotelbot carriers test` found. */
export interface CarrierTestResult {
  ok: boolean;
  /** The line printed (without the `ok`/`falla` prefix). Never a secret. */
  message: string;
}

/** Options of {@link carriersTest}: the key that opens the secrets, and the adapter's clock, dispatcher or builder (tests). */
export interface CarriersTestContext {
  secretsKey: string | undefined;
  clock?: Clock;
  dispatcher?: Dispatcher;
  build?: (account: OpenedCarrierAccount) => HostedCheckoutCarrier;
}

/**
 * `hotelbot carriers test --hotel <id>`: open the hotel's account (its
 * secrets must open with `CARRIER_SECRETS_KEY`, its settings pass the
 * parser) and make one cheap authenticated call through its adapter: the
 * transactions of reference {@link KEY_CHECK_REFERENCE} (Wompi `GET
 * /transactions?reference=…` with the private key; Mercado Pago's search
 * with the access token). A 401/403 is `llave privada rechazada` (Wompi) or
 * `access token rechazado` (Mercado Pago). Prints `ok: …` or `falla: …`,
 * never a secret. Checks the private key (or token) only: the integrity and
 * events secrets are not checked by any API call (a wrong one shows as
 * checkouts or events refused).
 *
 * @returns whether the account works, and the line printed.
 * @throws CarrierCommandError unknown hotel, or a hotel without an account.
 */
export async function carriersTest(store: Store, opts: { hotel: string | number }, ctx: CarriersTestContext, out: OutputStream): Promise<CarrierTestResult> {
  const hotelId = parseHotelId(opts.hotel);
  const hotelName = await hotelNameOf(store.db, hotelId);
  const row = await getCarrierAccount(store.db, hotelId);
  if (!row) throw new CarrierCommandError(`El hotel ${hotelId} (${hotelName}) no tiene cuenta propia: usa la cuenta predeterminada`);
  const title = CARRIER_TITLES[row.carrier];
  const done = (ok: boolean, message: string): CarrierTestResult => {
    out.write(`${ok ? 'ok' : 'falla'}: hotel ${hotelId} (${hotelName}), ${title}: ${message}\n`);
    return { ok, message };
  };
  let adapter: HostedCheckoutCarrier;
  let environment: AccountEnvironment;
  try {
    const opened = openCarrierAccount(row, ctx.secretsKey);
    environment = opened.settings.environment;
    adapter = ctx.build ? ctx.build(opened) : buildAccountCarrier(opened, { clock: ctx.clock, dispatcher: ctx.dispatcher });
  } catch (err) {
    if (err instanceof CarrierSecretsError || err instanceof CarrierError) return done(false, err.message);
    throw err;
  }
  try {
    const found = await adapter.transactionsByReference(KEY_CHECK_REFERENCE);
    const extra = found.length ? ` (la referencia de prueba tiene ${found.length} transacción(es))` : '';
    return done(true, `${row.carrier === 'wompi' ? 'llave privada aceptada' : 'access token aceptado'} (ambiente ${environmentText(environment)})${extra}`);
  } catch (err) {
    if (err instanceof CarrierAuthError)
      return done(false, `${row.carrier === 'wompi' ? 'llave privada rechazada' : 'access token rechazado'} (${err.httpStatus ?? 'sin estado'})`);
    if (err instanceof CarrierUnavailableError) return done(false, `no responde: ${err.message}`);
    if (err instanceof CarrierError) return done(false, err.message);
    throw err;
  }
}

/** `text` as a hotel's internal id. */
function parseHotelId(text: string | number): number {
  const t = String(text).trim();
  if (!/^[1-9]\d{0,8}$/.test(t)) throw new CarrierCommandError(`Hotel no válido "${t}": indique el id interno del hotel (un entero positivo)`);
  return Number(t);
}

function parseCarrier(text: string): AccountCarrierName {
  const t = (text ?? '').trim().toLowerCase();
  if (t === 'wompi' || t === 'mercadopago') return t;
  throw new CarrierCommandError(`Carrier no válido "${text}": use wompi o mercadopago`);
}

/** The name of hotel `hotelId`. @throws CarrierCommandError when no hotel has that id. */
async function hotelNameOf(ex: Executor, hotelId: number): Promise<string> {
  const row = await first<{ name: string }>(ex, sql`SELECT name FROM hotels WHERE id = ${hotelId}`);
  if (!row) throw new CarrierCommandError(`No existe el hotel con id ${hotelId}`);
  return row.name;
}

/**
 * A carrier parser's or the sealing's error as a command error: the
 * variables the parsers name become the flags the operator typed, and the
 * parsers' "with PAYMENT_CARRIER=…" is dropped (it is about the default
 * account). Those messages never carry a value.
 */
function commandError(err: unknown): Error {
  if (err instanceof CarrierSecretsError) return new CarrierCommandError(err.message);
  if (!(err instanceof CarrierError)) return err instanceof Error ? err : new Error(String(err));
  let message = err.message.replace(/ con PAYMENT_CARRIER=\w+/g, '');
  for (const carrier of Object.keys(ACCOUNT_FIELDS) as AccountCarrierName[])
    for (const f of ACCOUNT_FIELDS[carrier]) message = message.replaceAll(f.env, FLAGS[f.field] ?? f.env);
  return new CarrierCommandError(message);
}

function environmentText(env: AccountEnvironment): string {
  return env === 'production' ? 'producción' : 'pruebas';
}
