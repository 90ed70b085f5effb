/**
 * Hotels' own merchant accounts at a carrier (`carrier_accounts`, service
 * migration 17): at most one per hotel, overriding the deployment's default
 * account for that hotel's links. `settings` is the JSON of the non-secret
 * settings (public key, URLs); `secrets` the sealed secret ones (see
 * `src/api/domain/carriers/secrets.ts`): this layer stores and returns both
 * as opaque texts and never reads a secret.
 *
 * Every function takes the executor first (the store's, or a transaction's)
 * and is async; SQL valid on SQLite and PostgreSQL alike.
 */
import { exec, first, fixedSql, rows, sql, type Camelized } from '../sql.js';
import type { ServiceExecutor, ServiceRow } from './database.js';

/** A carrier a hotel can have its own account at (the table's check). */
export type CarrierAccountCarrier = 'wompi' | 'mercadopago';

/** A row of `carrier_accounts`, with its hotel's name. */
export interface CarrierAccountRow
  extends Camelized<ServiceRow<'carrier_accounts', 'hotel_id' | 'carrier' | 'settings' | 'secrets' | 'created_at' | 'updated_at'>> {
  /** The hotel's name (for listings). */
  hotelName: string;
  carrier: CarrierAccountCarrier;
  /** JSON of the non-secret settings, as stored (the sealed secrets are bound to this exact text). */
  settings: string;
  /** The sealed secrets, as stored (`v1:…` or `plain:…`). */
  secrets: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC; changes on every {@link upsertCarrierAccount}. */
  updatedAt: string;
}

/** What {@link upsertCarrierAccount} stores. */
export interface CarrierAccountWrite {
  hotelId: number;
  carrier: CarrierAccountCarrier;
  settings: string;
  secrets: string;
}

interface Raw {
  hotel_id: number;
  hotel_name: string;
  carrier: CarrierAccountCarrier;
  settings: string;
  secrets: string;
  created_at: string;
  updated_at: string;
}

function fromRaw(r: Raw): CarrierAccountRow {
  return {
    hotelId: Number(r.hotel_id),
    hotelName: r.hotel_name,
    carrier: r.carrier,
    settings: r.settings,
    secrets: r.secrets,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * Create or replace hotel `account.hotelId`'s account (one per hotel): a
 * replaced row keeps its `created_at`, and `updated_at` becomes `now`.
 *
 * @returns the row as stored.
 * @throws the engine's foreign-key error when no hotel has that id (callers check first).
 */
export async function upsertCarrierAccount(ex: ServiceExecutor, account: CarrierAccountWrite, now: Date): Promise<CarrierAccountRow> {
  const at = now.toISOString();
  await exec(
    ex,
    sql`INSERT INTO carrier_accounts (hotel_id, carrier, settings, secrets, created_at, updated_at)
        VALUES (${account.hotelId}, ${account.carrier}, ${account.settings}, ${account.secrets}, ${at}, ${at})
        ON CONFLICT (hotel_id) DO UPDATE SET carrier = excluded.carrier, settings = excluded.settings,
          secrets = excluded.secrets, updated_at = excluded.updated_at`,
  );
  return (await getCarrierAccount(ex, account.hotelId))!;
}

/**
 * Hotel `hotelId`'s account, or undefined when it has none. One lookup by
 * primary key (the same text every time: prepared once per connection), as
 * the resolver runs it for every payment it routes.
 */
export async function getCarrierAccount(ex: ServiceExecutor, hotelId: number): Promise<CarrierAccountRow | undefined> {
  const r = await first<Raw>(
    ex,
    fixedSql`SELECT a.hotel_id, h.name AS hotel_name, a.carrier, a.settings, a.secrets, a.created_at, a.updated_at
             FROM carrier_accounts a JOIN hotels h ON h.id = a.hotel_id WHERE a.hotel_id = ${hotelId}`,
  );
  return r ? fromRaw(r) : undefined;
}

/** Every account (only those at `carrier`, when given), in hotel id order. */
export async function listCarrierAccounts(ex: ServiceExecutor, opts: { carrier?: CarrierAccountCarrier } = {}): Promise<CarrierAccountRow[]> {
  const where = opts.carrier === undefined ? sql`` : sql`WHERE a.carrier = ${opts.carrier}`;
  return (
    await rows<Raw>(
      ex,
      sql`SELECT a.hotel_id, h.name AS hotel_name, a.carrier, a.settings, a.secrets, a.created_at, a.updated_at
          FROM carrier_accounts a JOIN hotels h ON h.id = a.hotel_id ${where} ORDER BY a.hotel_id`,
    )
  ).map(fromRaw);
}

/**
 * Remove hotel `hotelId`'s account: its new links use the deployment's
 * default account again.
 *
 * @returns false when it had none.
 */
export async function deleteCarrierAccount(ex: ServiceExecutor, hotelId: number): Promise<boolean> {
  return (await exec(ex, sql`DELETE FROM carrier_accounts WHERE hotel_id = ${hotelId}`)) > 0;
}

/**
 * How many hosted checkouts still open (`carrier_attempts.status = 'open'`)
 * were started with account `account` (`hotel:<id>`): their events, return
 * pages and reconciliation need that account's keys.
 */
export async function countOpenAttemptsOfAccount(ex: ServiceExecutor, account: string): Promise<number> {
  const r = await first<{ n: number | string }>(ex, sql`SELECT COUNT(*) AS n FROM carrier_attempts WHERE account = ${account} AND status = 'open'`);
  return Number(r?.n ?? 0);
}
