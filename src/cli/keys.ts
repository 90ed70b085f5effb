/**
 * Operator commands of the service's API keys: `hotelbot keys create`,
 * `list`, `revoke`, `rate-limit` and `rotate-webhook-secret`. A new key is
 * shown once, when it is created; the database keeps only its SHA-256 hash,
 * so a lost key cannot be shown again (revoke it and create another). Plain
 * async functions over the service's store (SQLite or PostgreSQL) that print
 * to a stream; the CLI wiring lives in `src/main.ts`. Texts for the operator are Spanish, like the
 * service's.
 */
import { first, sql, type Executor, type Store } from '../store/sql.js';
import {
  createApiKey,
  keyWebhookSettings,
  listApiKeys,
  revokeApiKey,
  rotateWebhookSecret,
  setKeyRateLimit,
  setWebhookUrl,
  type ApiKeyListing,
  type PrincipalKind,
} from '../store/service/apiKeys.js';
import type { OutboundPolicy } from '../api/domain/ssrf.js';
import { toBogotaIso } from '../clock.js';
import { findKeyId, WebhookCommandError, webhookUrlToStore } from './webhooks.js';
import { printTable, type OutputStream } from './output.js';

/** Highest per-key rate limit accepted, in requests per second (the service's own setting has the same ceiling). */
export const MAX_KEY_RATE_LIMIT = 1_000_000;

/** A principal as written on the command line, parsed. */
export interface PrincipalRef {
  kind: PrincipalKind;
  /** Hotel internal id or agency id; null for `operator` and `channel_manager`. */
  id: number | null;
}

/**
 * Parse `operator`, `channel_manager`, `hotel:<internal id>` or
 * `agency:<id>`, checking that the hotel or agency exists (read on `ex`).
 *
 * @throws WebhookCommandError (Spanish, one line) for any other text or an unknown hotel/agency.
 */
export async function parsePrincipal(ex: Executor, text: string): Promise<PrincipalRef> {
  const t = text.trim().toLowerCase();
  if (t === 'operator' || t === 'channel_manager') return { kind: t, id: null };
  const m = /^(hotel|agency):(\d{1,9})$/.exec(t);
  if (!m) throw new WebhookCommandError(`Principal no válido "${text}": use operator, channel_manager, hotel:<id> o agency:<id>`);
  const kind = m[1] as 'hotel' | 'agency';
  const id = Number(m[2]);
  const exists =
    kind === 'hotel'
      ? await first(ex, sql`SELECT 1 AS one FROM hotels WHERE id = ${id}`)
      : await first(ex, sql`SELECT 1 AS one FROM agencies WHERE id = ${id}`);
  if (!exists) throw new WebhookCommandError(`No existe ${kind === 'hotel' ? 'el hotel' : 'la agencia'} con id ${id}`);
  return { kind, id };
}

/**
 * Parse a rate limit option: a whole number of requests per second from 1 to
 * {@link MAX_KEY_RATE_LIMIT}, or `default` (→ null: the service's default).
 *
 * @throws WebhookCommandError for anything else.
 */
export function parseRateLimit(text: string): number | null {
  const t = text.trim().replace(/_/g, '');
  if (t.toLowerCase() === 'default') return null;
  if (!/^\d+$/.test(t) || Number(t) < 1 || Number(t) > MAX_KEY_RATE_LIMIT)
    throw new WebhookCommandError(`Límite no válido "${text}": un entero de 1 a ${MAX_KEY_RATE_LIMIT} solicitudes por segundo, o default`);
  return Number(t);
}

/** What `hotelbot keys create` takes. */
export interface CreateKeyOptions {
  name: string;
  /** As written: `operator`, `channel_manager`, `hotel:<id>`, `agency:<id>`. */
  principal: string;
  /** As written (see {@link parseRateLimit}); undefined = the service's default. */
  rateLimit?: string;
  /** Where the key's transaction and booking-expiry webhooks go; checked against `policy`. */
  webhookUrl?: string;
}

/**
 * `hotelbot keys create`: a new random key for a principal, with its optional
 * rate limit and webhook URL, in one transaction. Prints the key (once: it is
 * not stored) and the webhook signing secret. Async.
 *
 * @throws WebhookCommandError for a bad principal, name, limit or URL (nothing is stored).
 * @returns the new key's id and clear text.
 */
export async function createKey(
  store: Store,
  opts: CreateKeyOptions,
  now: Date,
  out: OutputStream,
  policy: OutboundPolicy,
): Promise<{ id: number; key: string }> {
  const name = opts.name.trim();
  if (name === '' || name.length > 100) throw new WebhookCommandError('El nombre de la clave es obligatorio (hasta 100 caracteres)');
  const principal = await parsePrincipal(store.db, opts.principal);
  const rate = opts.rateLimit === undefined ? null : parseRateLimit(opts.rateLimit);
  const webhookUrl = opts.webhookUrl === undefined ? undefined : webhookUrlToStore(opts.webhookUrl, policy);
  const created = await store.transaction(async (tx) => {
    const k = await createApiKey(tx, { name, principalKind: principal.kind, principalId: principal.id }, now);
    if (rate !== null) await setKeyRateLimit(tx, k.id, rate);
    if (webhookUrl !== undefined) await setWebhookUrl(tx, k.id, webhookUrl);
    return k;
  });
  const s = (await keyWebhookSettings(store.db, created.id))!;
  out.write(
    `Clave ${created.id} (${name}) para ${principalText(principal.kind, principal.id)} creada.\n` +
      `Clave de API (se muestra solo esta vez; guárdela ahora): ${created.key}\n` +
      `Límite: ${rate === null ? 'el predeterminado del servicio' : `${rate} solicitudes/s (ráfagas de ${rate * 2})`}\n` +
      `Webhook: ${s.url ?? 'ninguno'}\nSecreto de firma de webhooks: ${s.secret}\n`,
  );
  return created;
}

/**
 * `hotelbot keys list`: every key as a table (id, name, principal, limit,
 * webhook URL, created, revoked; times in Bogotá). Never a key or a secret.
 *
 * @returns the keys listed.
 */
export async function listKeys(store: Store, out: OutputStream): Promise<ApiKeyListing[]> {
  const keys = await listApiKeys(store.db);
  const header = ['id', 'nombre', 'principal', 'límite/s', 'webhook', 'creada', 'revocada'];
  const rows = keys.map((k) => [
    String(k.id),
    k.isDemo ? `${k.name} (demo)` : k.name,
    principalText(k.principalKind, k.principalId),
    k.rateLimitPerSecond === null ? 'predeterminado' : String(k.rateLimitPerSecond),
    k.webhookUrl ?? '-',
    toBogotaIso(new Date(k.createdAt)).slice(0, 16).replace('T', ' '),
    k.revokedAt ? toBogotaIso(new Date(k.revokedAt)).slice(0, 16).replace('T', ' ') : '-',
  ]);
  printTable(out, header, rows);
  if (keys.length === 0) out.write('(no hay claves)\n');
  return keys;
}

/**
 * `hotelbot keys revoke <key>` (id, exact name or the key itself): the key
 * stops authenticating at once.
 *
 * @throws WebhookCommandError when no such key exists or it was already revoked.
 */
export async function revokeKey(store: Store, ref: string, now: Date, out: OutputStream): Promise<number> {
  const id = await findKeyId(store.db, ref);
  if (!(await revokeApiKey(store.db, id, now))) throw new WebhookCommandError(`La clave ${id} ya estaba revocada`);
  out.write(`Clave ${id} revocada: ya no autentica ninguna solicitud.\n`);
  return id;
}

/**
 * `hotelbot keys rate-limit <key> <n|default>`: set a key's own limit.
 *
 * @throws WebhookCommandError for an unknown key or a bad limit.
 */
export async function setKeyLimit(store: Store, ref: string, limit: string, out: OutputStream): Promise<number | null> {
  const id = await findKeyId(store.db, ref);
  const rate = parseRateLimit(limit);
  await setKeyRateLimit(store.db, id, rate);
  out.write(`Clave ${id}: límite ${rate === null ? 'predeterminado del servicio' : `${rate} solicitudes/s (ráfagas de ${rate * 2})`}.\n`);
  return rate;
}

/**
 * `hotelbot keys rotate-webhook-secret <key>`: a new signing secret for the
 * key's webhooks, printed once; deliveries still queued are signed with it.
 *
 * @throws WebhookCommandError for an unknown key.
 */
export async function rotateKeySecret(store: Store, ref: string, out: OutputStream): Promise<string> {
  const id = await findKeyId(store.db, ref);
  const secret = (await rotateWebhookSecret(store.db, id))!;
  out.write(`Clave ${id}: nuevo secreto de firma de webhooks: ${secret}\n(el anterior deja de valer ahora; actualice el receptor)\n`);
  return secret;
}

function principalText(kind: PrincipalKind, id: number | null): string {
  return id === null ? kind : `${kind}:${id}`;
}
