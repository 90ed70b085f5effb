/**
 * API keys of the service (`docs/decisions/0001-auth-and-principals.md`): each key belongs to one principal
 * (`operator`, `hotel:<internal id>`, `agency:<id>` or `channel_manager`) and
 * is stored only as its SHA-256 hex digest, never in clear.
 *
 * Every function that reads or writes takes the executor first (the store's,
 * or a transaction's to run inside the caller's transaction) and is async;
 * SQL valid on SQLite and PostgreSQL alike.
 */
import { createHash, randomBytes } from 'node:crypto';
import { exec, first, rows, sql, type Camelized } from '../sql.js';
import type { ServiceExecutor, ServiceRow } from './database.js';

/** Kind of principal an API key belongs to. */
export type PrincipalKind = 'operator' | 'hotel' | 'agency' | 'channel_manager';

/** An active (not revoked) API key, as found by {@link findApiKey}. */
export interface ApiKeyRecord extends Camelized<ServiceRow<'api_keys', 'id' | 'name' | 'principal_kind' | 'principal_id' | 'rate_limit_per_second'>> {
  /** Row id in `api_keys`. */
  id: number;
  /** Human label, e.g. `'Demo agencia 1'`. */
  name: string;
  principalKind: PrincipalKind;
  /** Hotel internal id (kind `hotel`) or agency id (kind `agency`); null for `operator` and `channel_manager`. */
  principalId: number | null;
  /** True for the well-known demo keys of {@link DEMO_API_KEYS}. */
  isDemo: boolean;
  /** The key's own rate limit, requests per second (bursts of twice it); null: the service's default. */
  rateLimitPerSecond: number | null;
  /** For an agency key, its agency's `agency_type` (`retailer`, `wholesale`) as stored now; null for other keys or a missing agency. */
  agencyType: string | null;
}

/** What {@link insertApiKey} stores. */
export interface NewApiKey extends Camelized<ServiceRow<'api_keys', 'name' | 'principal_kind' | 'principal_id'>> {
  /** The key in clear; only its hash is stored. */
  key: string;
  principalKind: PrincipalKind;
  /** Hotel internal id or agency id; null for `operator` and `channel_manager`. */
  principalId: number | null;
  /** Mark as a demo key (production refuses to start while active demo keys exist). Default false. */
  isDemo?: boolean;
  /**
   * Secret that signs this client's webhooks (Standard Webhooks form
   * `whsec_<base64>`, one per API key). Default: a new random one
   * ({@link newWebhookSecret}).
   */
  webhookSecret?: string;
}

/**
 * SHA-256 hex digest (64 lower-case hex characters) of an API key: the only
 * form in which keys are stored.
 *
 * @example hashApiKey('demo-operator') // '5f…' (64 hex chars)
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Signing secret of the demo API keys' webhooks (Standard Webhooks form
 * `whsec_<base64>`). Demo mode only: production keys get random secrets.
 */
export const DEMO_WEBHOOK_SECRET = 'whsec_aG90ZWxib3QtZGVtby13ZWJob29rLXNlY3JldC0zMmI=';

/**
 * The well-known demo API keys, seeded by `seedDemoKeys` outside production
 * (demo mode). Production refuses to start while any of them is active.
 */
export const DEMO_API_KEYS = {
  /** Principal `operator`: all hotels and agencies. */
  operator: 'demo-operator',
  /** Principal `agency:1`: "Agencia Demo Viajes", a retailer in the preloaded-balance program. */
  agency1: 'demo-agency-1',
  /** Principal `hotel:1`: the hotel with internal id 1 (in Cartagena), as a property management system. */
  hotel1: 'demo-hotel-1',
  /** Principal `channel_manager`: bookings and availability of all hotels. */
  channelManager: 'demo-channel-manager',
} as const;

/**
 * Store an API key (its SHA-256 hash only) for a principal, with its webhook
 * signing secret (`key.webhookSecret`, default a new random one).
 *
 * @param now creation instant (stored as ISO 8601 UTC).
 * @returns the new row id.
 * @throws the engine's unique-constraint error (SQLite `SQLITE_CONSTRAINT_UNIQUE`,
 *   PostgreSQL `23505`) when the same key is already stored.
 */
export async function insertApiKey(ex: ServiceExecutor, key: NewApiKey, now: Date): Promise<number> {
  const r = await first<{ id: number }>(
    ex,
    sql`INSERT INTO api_keys (key_hash, name, principal_kind, principal_id, is_demo, webhook_secret, created_at)
        VALUES (${hashApiKey(key.key)}, ${key.name}, ${key.principalKind}, ${key.principalId}, ${key.isDemo ? 1 : 0}, ${key.webhookSecret ?? newWebhookSecret()}, ${now.toISOString()})
        RETURNING id`,
  );
  return Number(r!.id);
}

/**
 * A new random webhook signing secret in the Standard Webhooks form:
 * `whsec_` followed by 32 random bytes in base64 (44 characters).
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** Webhook settings of an API client (`docs/decisions/0012-webhooks.md`). */
export interface KeyWebhookSettings {
  /** The key's row id. */
  id: number;
  name: string;
  /** Where its transaction (Event 2) and booking-expiry (Event 4) webhooks go; null = none sent. */
  url: string | null;
  /** Its signing secret `whsec_<base64>`. */
  secret: string;
  /** Revoked keys keep their settings but their webhooks are still delivered (the events happened). */
  revoked: boolean;
}

/**
 * The webhook URL and signing secret of key `keyId`. A key stored before
 * secrets existed (NULL `webhook_secret`) gets a random one now, stored.
 *
 * @returns undefined when no key has that id.
 */
export async function keyWebhookSettings(ex: ServiceExecutor, keyId: number): Promise<KeyWebhookSettings | undefined> {
  const row = await first<{ id: number; name: string; webhook_url: string | null; webhook_secret: string | null; revoked_at: string | null }>(
    ex,
    sql`SELECT id, name, webhook_url, webhook_secret, revoked_at FROM api_keys WHERE id = ${keyId}`,
  );
  if (!row) return undefined;
  let secret = row.webhook_secret;
  if (!secret) {
    // Conditional, so two processes filling it at once agree on one secret (the first written).
    await exec(ex, sql`UPDATE api_keys SET webhook_secret = ${newWebhookSecret()} WHERE id = ${keyId} AND webhook_secret IS NULL`);
    secret = (await first<{ s: string }>(ex, sql`SELECT webhook_secret AS s FROM api_keys WHERE id = ${keyId}`))!.s;
  }
  return { id: row.id, name: row.name, url: row.webhook_url, secret, revoked: row.revoked_at !== null };
}

/**
 * The URL that receives key `keyId`'s transaction (Event 2) and booking-expiry
 * (Event 4) webhooks; null when it has none, undefined when no key has that id.
 */
export async function keyWebhookUrl(ex: ServiceExecutor, keyId: number): Promise<string | null | undefined> {
  const row = await first<{ url: string | null }>(ex, sql`SELECT webhook_url AS url FROM api_keys WHERE id = ${keyId}`);
  return row ? row.url : undefined;
}

/**
 * Set (or clear with null) the URL that receives key `keyId`'s transaction
 * and booking-expiry webhooks. The URL is stored as given: the
 * caller checks its form and the outbound policy (the delivery checks again).
 *
 * @returns false when no key has that id.
 */
export async function setWebhookUrl(ex: ServiceExecutor, keyId: number, url: string | null): Promise<boolean> {
  return (await exec(ex, sql`UPDATE api_keys SET webhook_url = ${url} WHERE id = ${keyId}`)) > 0;
}

/**
 * Replace key `keyId`'s signing secret (e.g. after a leak); returns the new
 * one (default: random). Webhooks already queued are signed with the new
 * secret when next tried.
 *
 * @returns undefined when no key has that id.
 */
export async function rotateWebhookSecret(ex: ServiceExecutor, keyId: number, secret: string = newWebhookSecret()): Promise<string | undefined> {
  return (await exec(ex, sql`UPDATE api_keys SET webhook_secret = ${secret} WHERE id = ${keyId}`)) > 0 ? secret : undefined;
}

/** The tables {@link findApiKey} reads, all versioned in `table_versions` (for `Store.readWhileUnchanged`). */
export const API_KEY_LOOKUP_TABLES: readonly string[] = ['api_keys', 'agencies'];

/**
 * Find an active API key by its clear text (looked up by hash), with its
 * agency's type for an agency key. Revoked keys are not found. Runs on
 * every authenticated request: one query on the unique index of `key_hash`
 * (the same SQL text every time, so it is prepared once per connection).
 *
 * @returns the key's principal, or undefined when unknown or revoked.
 */
export async function findApiKey(ex: ServiceExecutor, key: string): Promise<ApiKeyRecord | undefined> {
  const row = await first<{
    id: number;
    name: string;
    principal_kind: PrincipalKind;
    principal_id: number | null;
    is_demo: number;
    rate_limit_per_second: number | null;
    agency_type: string | null;
  }>(
    ex,
    // A scalar subquery, not a LEFT JOIN: on SQLite the join costs several times the lookup (docs/performance.md).
    sql`SELECT k.id, k.name, k.principal_kind, k.principal_id, k.is_demo, k.rate_limit_per_second,
               (SELECT a.agency_type FROM agencies a WHERE a.id = k.principal_id AND k.principal_kind = 'agency') AS agency_type
        FROM api_keys k WHERE k.key_hash = ${hashApiKey(key)} AND k.revoked_at IS NULL`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    principalKind: row.principal_kind,
    principalId: row.principal_id,
    isDemo: row.is_demo === 1,
    rateLimitPerSecond: row.rate_limit_per_second,
    agencyType: row.agency_type,
  };
}

/** True when at least one active (not revoked) demo key exists. */
export async function hasDemoKeys(ex: ServiceExecutor): Promise<boolean> {
  return (await first(ex, sql`SELECT 1 AS one FROM api_keys WHERE is_demo = 1 AND revoked_at IS NULL LIMIT 1`)) !== undefined;
}

/**
 * Create a new random API key for a principal: `hb_` followed by 32 random
 * bytes in base64url (43 characters). Only its hash is stored; the clear key
 * is returned once and cannot be recovered later. The key also gets a random
 * webhook signing secret (see {@link keyWebhookSettings}).
 *
 * @returns the new row id and the clear key.
 */
export async function createApiKey(
  ex: ServiceExecutor,
  key: { name: string; principalKind: PrincipalKind; principalId: number | null },
  now: Date,
): Promise<{ id: number; key: string }> {
  const clear = `hb_${randomBytes(32).toString('base64url')}`;
  const id = await insertApiKey(ex, { ...key, key: clear, isDemo: false }, now);
  return { id, key: clear };
}

/** One API key as the operator's listing shows it (never the key itself: only its hash is stored). */
export interface ApiKeyListing {
  id: number;
  name: string;
  principalKind: PrincipalKind;
  /** Hotel internal id or agency id; null for `operator` and `channel_manager`. */
  principalId: number | null;
  /** The key's own limit in requests per second (bursts of twice it); null = the service's default. */
  rateLimitPerSecond: number | null;
  /** Where its transaction and booking-expiry webhooks go; null = none. */
  webhookUrl: string | null;
  isDemo: boolean;
  /** ISO 8601 UTC instants. */
  createdAt: string;
  revokedAt: string | null;
}

/** Every API key, revoked ones included, in id order. */
export async function listApiKeys(ex: ServiceExecutor): Promise<ApiKeyListing[]> {
  return (
    await rows<{
      id: number;
      name: string;
      principal_kind: PrincipalKind;
      principal_id: number | null;
      rate_limit_per_second: number | null;
      webhook_url: string | null;
      is_demo: number;
      created_at: string;
      revoked_at: string | null;
    }>(ex, sql`SELECT id, name, principal_kind, principal_id, rate_limit_per_second, webhook_url, is_demo, created_at, revoked_at FROM api_keys ORDER BY id`)
  ).map((r) => ({
    id: r.id,
    name: r.name,
    principalKind: r.principal_kind,
    principalId: r.principal_id,
    rateLimitPerSecond: r.rate_limit_per_second,
    webhookUrl: r.webhook_url,
    isDemo: r.is_demo === 1,
    createdAt: r.created_at,
    revokedAt: r.revoked_at,
  }));
}

/**
 * Revoke key `keyId` at `now`: from then on it authenticates nothing (401).
 * Webhooks of events that already happened are still delivered.
 *
 * @returns false when no key has that id or it was already revoked.
 */
export async function revokeApiKey(ex: ServiceExecutor, keyId: number, now: Date): Promise<boolean> {
  return (await exec(ex, sql`UPDATE api_keys SET revoked_at = ${now.toISOString()} WHERE id = ${keyId} AND revoked_at IS NULL`)) > 0;
}

/**
 * Set key `keyId`'s own rate limit: `perSecond` requests per second on
 * average, bursts of twice it; null = the service's default. Takes effect on
 * the key's next request.
 *
 * @returns false when no key has that id.
 */
export async function setKeyRateLimit(ex: ServiceExecutor, keyId: number, perSecond: number | null): Promise<boolean> {
  return (await exec(ex, sql`UPDATE api_keys SET rate_limit_per_second = ${perSecond} WHERE id = ${keyId}`)) > 0;
}
