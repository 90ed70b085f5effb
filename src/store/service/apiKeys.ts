/**
 * API keys of the service (DECISIONS §3): each key belongs to one principal
 * (`operator`, `hotel:<internal id>`, `agency:<id>` or `channel_manager`) and
 * is stored only as its SHA-256 hex digest, never in clear.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db.js';

/** Kind of principal an API key belongs to (DECISIONS §3). */
export type PrincipalKind = 'operator' | 'hotel' | 'agency' | 'channel_manager';

/** An active (not revoked) API key, as found by {@link findApiKey}. */
export interface ApiKeyRecord {
  /** Row id in `api_keys`. */
  id: number;
  /** Human label, e.g. `'Demo agencia 1'`. */
  name: string;
  principalKind: PrincipalKind;
  /** Hotel internal id (kind `hotel`) or agency id (kind `agency`); null for `operator` and `channel_manager`. */
  principalId: number | null;
  /** True for the well-known demo keys of {@link DEMO_API_KEYS}. */
  isDemo: boolean;
}

/** What {@link insertApiKey} stores. */
export interface NewApiKey {
  /** The key in clear; only its hash is stored. */
  key: string;
  name: string;
  principalKind: PrincipalKind;
  /** Hotel internal id or agency id; null for `operator` and `channel_manager`. */
  principalId: number | null;
  /** Mark as a demo key (production refuses to start while active demo keys exist). Default false. */
  isDemo?: boolean;
  /**
   * Secret that signs this client's webhooks (Standard Webhooks form
   * `whsec_<base64>`, DECISIONS §8). Default: a new random one
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
 * @throws SqliteError (`SQLITE_CONSTRAINT_UNIQUE`) when the same key is already stored.
 */
export function insertApiKey(db: Db, key: NewApiKey, now: Date): number {
  const r = db
    .prepare('INSERT INTO api_keys (key_hash, name, principal_kind, principal_id, is_demo, webhook_secret, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(hashApiKey(key.key), key.name, key.principalKind, key.principalId, key.isDemo ? 1 : 0, key.webhookSecret ?? newWebhookSecret(), now.toISOString());
  return Number(r.lastInsertRowid);
}

/**
 * A new random webhook signing secret in the Standard Webhooks form:
 * `whsec_` followed by 32 random bytes in base64 (44 characters).
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** Webhook settings of an API client (DECISIONS §8). */
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
export function keyWebhookSettings(db: Db, keyId: number): KeyWebhookSettings | undefined {
  const row = db
    .prepare<[number], { id: number; name: string; webhook_url: string | null; webhook_secret: string | null; revoked_at: string | null }>(
      'SELECT id, name, webhook_url, webhook_secret, revoked_at FROM api_keys WHERE id = ?',
    )
    .get(keyId);
  if (!row) return undefined;
  let secret = row.webhook_secret;
  if (!secret) {
    secret = newWebhookSecret();
    db.prepare('UPDATE api_keys SET webhook_secret = ? WHERE id = ? AND webhook_secret IS NULL').run(secret, keyId);
    secret = db.prepare<[number], { s: string }>('SELECT webhook_secret AS s FROM api_keys WHERE id = ?').get(keyId)!.s;
  }
  return { id: row.id, name: row.name, url: row.webhook_url, secret, revoked: row.revoked_at !== null };
}

/**
 * Set (or clear with null) the URL that receives key `keyId`'s transaction
 * and booking-expiry webhooks (DECISIONS §8). The URL is stored as given: the
 * caller checks its form and the outbound policy (the delivery checks again).
 *
 * @returns false when no key has that id.
 */
export function setWebhookUrl(db: Db, keyId: number, url: string | null): boolean {
  return db.prepare('UPDATE api_keys SET webhook_url = ? WHERE id = ?').run(url, keyId).changes > 0;
}

/**
 * Replace key `keyId`'s signing secret (e.g. after a leak); returns the new
 * one (default: random). Webhooks already queued are signed with the new
 * secret when next tried.
 *
 * @returns undefined when no key has that id.
 */
export function rotateWebhookSecret(db: Db, keyId: number, secret: string = newWebhookSecret()): string | undefined {
  return db.prepare('UPDATE api_keys SET webhook_secret = ? WHERE id = ?').run(secret, keyId).changes > 0 ? secret : undefined;
}

/**
 * Find an active API key by its clear text (looked up by hash). Revoked keys
 * are not found.
 *
 * @returns the key's principal, or undefined when unknown or revoked.
 */
export function findApiKey(db: Db, key: string): ApiKeyRecord | undefined {
  const row = db
    .prepare<[string], { id: number; name: string; principal_kind: PrincipalKind; principal_id: number | null; is_demo: number }>(
      'SELECT id, name, principal_kind, principal_id, is_demo FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL',
    )
    .get(hashApiKey(key));
  if (!row) return undefined;
  return { id: row.id, name: row.name, principalKind: row.principal_kind, principalId: row.principal_id, isDemo: row.is_demo === 1 };
}

/** True when at least one active (not revoked) demo key exists. */
export function hasDemoKeys(db: Db): boolean {
  return db.prepare('SELECT 1 FROM api_keys WHERE is_demo = 1 AND revoked_at IS NULL LIMIT 1').get() !== undefined;
}

/**
 * Create a new random API key for a principal: `hb_` followed by 32 random
 * bytes in base64url (43 characters). Only its hash is stored; the clear key
 * is returned once and cannot be recovered later. The key also gets a random
 * webhook signing secret (see {@link keyWebhookSettings}).
 *
 * @returns the new row id and the clear key.
 */
export function createApiKey(
  db: Db,
  key: { name: string; principalKind: PrincipalKind; principalId: number | null },
  now: Date,
): { id: number; key: string } {
  const clear = `hb_${randomBytes(32).toString('base64url')}`;
  const id = insertApiKey(db, { ...key, key: clear, isDemo: false }, now);
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
export function listApiKeys(db: Db): ApiKeyListing[] {
  return db
    .prepare<[], { id: number; name: string; principal_kind: PrincipalKind; principal_id: number | null; rate_limit_per_second: number | null; webhook_url: string | null; is_demo: number; created_at: string; revoked_at: string | null }>(
      'SELECT id, name, principal_kind, principal_id, rate_limit_per_second, webhook_url, is_demo, created_at, revoked_at FROM api_keys ORDER BY id',
    )
    .all()
    .map((r) => ({
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
export function revokeApiKey(db: Db, keyId: number, now: Date): boolean {
  return db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now.toISOString(), keyId).changes > 0;
}

/**
 * Set key `keyId`'s own rate limit: `perSecond` requests per second on
 * average, bursts of twice it; null = the service's default. Takes effect on
 * the key's next request.
 *
 * @returns false when no key has that id.
 */
export function setKeyRateLimit(db: Db, keyId: number, perSecond: number | null): boolean {
  return db.prepare('UPDATE api_keys SET rate_limit_per_second = ? WHERE id = ?').run(perSecond, keyId).changes > 0;
}
