/**
 * Operator commands of the webhook outbox (dead letters are visible to the
 * operator, `docs/decisions/0012-webhooks.md`): `hotelbot webhooks list`, `hotelbot webhooks
 * replay <id>` and setting an API client's webhook URL. Plain async functions
 * over the service's store (SQLite or PostgreSQL) that print to a stream; the
 * CLI wiring lives in `src/main.ts`. The outbox's SQL is the outbox
 * repository's (`src/store/service/outbox.ts`), shared with the delivery worker.
 */
import { first, rows, sql, type Executor, type Store } from '../store/sql.js';
import { hashApiKey, keyWebhookSettings, setWebhookUrl, type KeyWebhookSettings } from '../store/service/apiKeys.js';
import { findOutboxRow, listOutbox, requeueOutboxRow, type OutboxEntry, type OutboxStatus } from '../store/service/outbox.js';
import { toBogotaIso } from '../clock.js';
import { outboundUrlProblem, type OutboundPolicy } from '../api/domain/ssrf.js';
import { HttpUrl } from '../api/contract/common.js';
import { cut, printTable, type OutputStream } from './output.js';

/** A failure of an operator command (unknown row or key, bad URL); the message is for the operator (Spanish). */
export class WebhookCommandError extends Error {
  override name = 'WebhookCommandError';
}

export type { OutboxEntry, OutboxStatus };

/**
 * `hotelbot webhooks list`: print the outbox, newest first, as a table with
 * the columns `id`, `webhook_id`, `event`, `target` (cut at 48 characters),
 * `status` (pending, delivered, dead), `attempts`, `next_attempt` (Bogotá
 * ISO 8601 with offset; `-` unless pending), `last` (last HTTP status and/or
 * error, cut at 60 characters; `-` when none). Prints `No hay webhooks.`
 * (with the status filter named) when there are none.
 *
 * @param opts.status only rows in that status; `opts.limit` at most that many rows (default 50, 1–1000).
 * @returns the rows printed (full values, not cut).
 * @throws WebhookCommandError on an unknown status or a bad limit.
 */
export async function listWebhooks(store: Store, opts: { status?: string; limit?: number }, out: OutputStream): Promise<OutboxEntry[]> {
  const limit = opts.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new WebhookCommandError(`El límite debe ser un entero entre 1 y 1000 (se recibió ${limit})`);
  if (opts.status !== undefined && !['pending', 'delivered', 'dead'].includes(opts.status))
    throw new WebhookCommandError(`Estado desconocido: ${opts.status} (use pending, delivered o dead)`);
  const entries = await listOutbox(store.db, { status: opts.status as OutboxStatus | undefined, limit });
  if (entries.length === 0) {
    out.write(opts.status ? `No hay webhooks en estado ${opts.status}.\n` : 'No hay webhooks.\n');
    return entries;
  }
  printTable(
    out,
    ['id', 'webhook_id', 'event', 'target', 'status', 'attempts', 'next_attempt', 'last'],
    entries.map((r) => {
      const last = [r.lastStatus !== null ? String(r.lastStatus) : '', r.lastError ?? ''].filter(Boolean).join(' ');
      return [
        String(r.id),
        r.webhookId,
        r.eventType,
        cut(r.targetUrl, 48),
        r.status,
        String(r.attempts),
        r.status === 'pending' ? toBogotaIso(new Date(r.nextAttemptAt)) : '-',
        last ? cut(last.replace(/\s+/g, ' '), 60) : '-',
      ];
    }),
  );
  return entries;
}

/**
 * `hotelbot webhooks replay <id>`: put a `dead` (or `delivered`) row back to
 * `pending`, due at `now`, with its tries counted from zero again (the full
 * retry schedule applies). It keeps its `webhook-id` and body, so a receiver
 * that already processed it dedupes it; its signature is recomputed at the
 * next try (fresh `webhook-timestamp`). The running service's worker sends it
 * on its next tick. Prints one line: `Webhook <id> (<webhook_id>, <event>) vuelve a la cola para <target>.`
 *
 * @param ref the row id (digits) or the webhook id (`msg_…`).
 * @returns the row as it is now.
 * @throws WebhookCommandError when no row matches, or it is already pending.
 */
export async function replayWebhook(store: Store, ref: string | number, now: Date, out: OutputStream): Promise<OutboxEntry> {
  const key = String(ref).trim();
  const target = /^\d{1,15}$/.test(key) ? Number(key) : key;
  const row = await store.transaction(async (tx) => {
    const r = await findOutboxRow(tx, target, true);
    if (!r) throw new WebhookCommandError(`No existe un webhook con id ${key}`);
    if (r.status === 'pending' || !(await requeueOutboxRow(tx, r.id, now.toISOString())))
      throw new WebhookCommandError(`El webhook ${r.id} (${r.webhookId}) ya está pendiente; se enviará en su próximo intento`);
    return (await findOutboxRow(tx, r.id))!;
  });
  out.write(`Webhook ${row.id} (${row.webhookId}, ${row.eventType}) vuelve a la cola para ${row.targetUrl}.\n`);
  return row;
}

/**
 * `url` as an API key's webhook URL is stored: parsed and normalised like
 * every client-supplied URL ({@link HttpUrl}: http(s), no control
 * characters, the WHATWG parser's `href`), then checked against `policy`.
 *
 * @throws WebhookCommandError `URL de webhook no válida: <reason>`.
 */
export function webhookUrlToStore(url: string, policy: OutboundPolicy): string {
  const parsed = HttpUrl.safeParse(url);
  if (!parsed.success) throw new WebhookCommandError(`URL de webhook no válida: ${parsed.error.issues[0]?.message ?? 'no es una URL'}`);
  const problem = outboundUrlProblem(parsed.data, policy);
  if (problem) throw new WebhookCommandError(`URL de webhook no válida: ${problem}`);
  return parsed.data;
}

/**
 * Set (`url` a string) or clear (`url` null) the URL that receives an API
 * client's transaction (Event 2) and booking-expiry (Event 4) webhooks, and
 * print the key's settings including its signing secret, which the client
 * needs to verify signatures:
 * `Clave <id> (<name>): webhook_url = <url | ninguna>` then `Secreto de firma: whsec_…`.
 *
 * @param keyRef the key's row id (digits), its exact name, or the key itself in clear (looked up by hash; e.g. `demo-agency-1`).
 * @param policy when given, the URL must also pass its outbound check (literal IPs, `localhost`).
 * @returns the key's settings after the change.
 * @throws WebhookCommandError unknown or ambiguous key; URL not http(s) or refused by `policy`.
 */
export async function setKeyWebhook(store: Store, keyRef: string, url: string | null, out: OutputStream, policy?: OutboundPolicy): Promise<KeyWebhookSettings> {
  const id = await findKeyId(store.db, keyRef);
  await setWebhookUrl(store.db, id, url === null ? null : webhookUrlToStore(url, policy ?? { allowLoopback: true, allowHosts: [] }));
  const s = (await keyWebhookSettings(store.db, id))!;
  out.write(`Clave ${s.id} (${s.name}): webhook_url = ${s.url ?? 'ninguna'}\nSecreto de firma: ${s.secret}\n`);
  return s;
}

/**
 * Row id of the key named by `ref` (id, exact name, or clear key).
 *
 * @throws WebhookCommandError unknown key, or several keys with that name.
 */
export async function findKeyId(ex: Executor, ref: string): Promise<number> {
  const r = ref.trim();
  if (/^\d{1,15}$/.test(r)) {
    const row = await first<{ id: number }>(ex, sql`SELECT id FROM api_keys WHERE id = ${Number(r)}`);
    if (row) return row.id;
  }
  const named = await rows<{ id: number }>(ex, sql`SELECT id FROM api_keys WHERE name = ${r} ORDER BY id`);
  if (named.length > 1) throw new WebhookCommandError(`Hay ${named.length} claves llamadas "${r}" (ids ${named.map((n) => n.id).join(', ')}); indique el id`);
  if (named.length === 1) return named[0]!.id;
  const hashed = await first<{ id: number }>(ex, sql`SELECT id FROM api_keys WHERE key_hash = ${hashApiKey(r)}`);
  if (hashed) return hashed.id;
  throw new WebhookCommandError(`No existe una clave de API "${r}" (id, nombre o clave)`);
}
