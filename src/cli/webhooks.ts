/**
 * Operator commands of the webhook outbox (DECISIONS §8: dead letters are
 * visible to the operator): `hotelbot webhooks list`, `hotelbot webhooks
 * replay <id>` and setting an API client's webhook URL. Plain functions over
 * the service database that print to a stream; the CLI wiring lives in
 * `src/main.ts`.
 */
import type { Db } from '../store/db.js';
import { hashApiKey, keyWebhookSettings, setWebhookUrl, type KeyWebhookSettings } from '../store/service/apiKeys.js';
import { toBogotaIso } from '../clock.js';
import { outboundUrlProblem, type OutboundPolicy } from '../api/domain/ssrf.js';

/** Where the commands print (e.g. `process.stdout`). */
export interface OutputStream {
  write(chunk: string): unknown;
}

/** A failure of an operator command (unknown row or key, bad URL); the message is for the operator (Spanish). */
export class WebhookCommandError extends Error {
  override name = 'WebhookCommandError';
}

/** Status of an outbox row. */
export type OutboxStatus = 'pending' | 'delivered' | 'dead';

/** One row of the outbox as the commands show it. Times ISO 8601 UTC. */
export interface OutboxEntry {
  /** Row id (what `replay` accepts, as does the webhook id). */
  id: number;
  /** The `webhook-id` header, `msg_…`. */
  webhookId: string;
  eventType: string;
  targetUrl: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

const COLUMNS = `id, webhook_id AS webhookId, event_type AS eventType, target_url AS targetUrl, status, attempts, next_attempt_at AS nextAttemptAt,
  last_status AS lastStatus, last_error AS lastError, created_at AS createdAt, delivered_at AS deliveredAt`;

function cut(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/** Print rows as a left-aligned text table (two spaces between columns). */
function printTable(out: OutputStream, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ').trimEnd();
  out.write(`${line(header)}\n`);
  for (const r of rows) out.write(`${line(r)}\n`);
}

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
export function listWebhooks(db: Db, opts: { status?: string; limit?: number }, out: OutputStream): OutboxEntry[] {
  const limit = opts.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new WebhookCommandError(`El límite debe ser un entero entre 1 y 1000 (se recibió ${limit})`);
  if (opts.status !== undefined && !['pending', 'delivered', 'dead'].includes(opts.status))
    throw new WebhookCommandError(`Estado desconocido: ${opts.status} (use pending, delivered o dead)`);
  const rows = opts.status
    ? db.prepare<[string, number], OutboxEntry>(`SELECT ${COLUMNS} FROM webhook_outbox WHERE status = ? ORDER BY id DESC LIMIT ?`).all(opts.status, limit)
    : db.prepare<[number], OutboxEntry>(`SELECT ${COLUMNS} FROM webhook_outbox ORDER BY id DESC LIMIT ?`).all(limit);
  if (rows.length === 0) {
    out.write(opts.status ? `No hay webhooks en estado ${opts.status}.\n` : 'No hay webhooks.\n');
    return rows;
  }
  printTable(
    out,
    ['id', 'webhook_id', 'event', 'target', 'status', 'attempts', 'next_attempt', 'last'],
    rows.map((r) => {
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
  return rows;
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
export function replayWebhook(db: Db, ref: string | number, now: Date, out: OutputStream): OutboxEntry {
  const key = String(ref).trim();
  const byId = /^\d+$/.test(key);
  const find = () =>
    db
      .prepare<[string | number], OutboxEntry>(`SELECT ${COLUMNS} FROM webhook_outbox WHERE ${byId ? 'id' : 'webhook_id'} = ?`)
      .get(byId ? Number(key) : key);
  const row = db
    .transaction(() => {
      const r = find();
      if (!r) throw new WebhookCommandError(`No existe un webhook con id ${key}`);
      if (r.status === 'pending') throw new WebhookCommandError(`El webhook ${r.id} (${r.webhookId}) ya está pendiente; se enviará en su próximo intento`);
      const iso = now.toISOString();
      db.prepare(
        `UPDATE webhook_outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, delivered_at = NULL, updated_at = ? WHERE id = ?`,
      ).run(iso, iso, r.id);
      return find()!;
    })
    .immediate();
  out.write(`Webhook ${row.id} (${row.webhookId}, ${row.eventType}) vuelve a la cola para ${row.targetUrl}.\n`);
  return row;
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
export function setKeyWebhook(db: Db, keyRef: string, url: string | null, out: OutputStream, policy?: OutboundPolicy): KeyWebhookSettings {
  const id = findKeyId(db, keyRef);
  if (url !== null) {
    const problem = outboundUrlProblem(url, policy ?? { allowLoopback: true, allowHosts: [] });
    if (problem) throw new WebhookCommandError(`URL de webhook no válida: ${problem}`);
  }
  setWebhookUrl(db, id, url);
  const s = keyWebhookSettings(db, id)!;
  out.write(`Clave ${s.id} (${s.name}): webhook_url = ${s.url ?? 'ninguna'}\nSecreto de firma: ${s.secret}\n`);
  return s;
}

/** Row id of the key named by `ref` (id, exact name, or clear key). */
export function findKeyId(db: Db, ref: string): number {
  const r = ref.trim();
  if (/^\d+$/.test(r)) {
    const row = db.prepare<[number], { id: number }>('SELECT id FROM api_keys WHERE id = ?').get(Number(r));
    if (row) return row.id;
  }
  const named = db.prepare<[string], { id: number }>('SELECT id FROM api_keys WHERE name = ? ORDER BY id').all(r);
  if (named.length > 1)
    throw new WebhookCommandError(`Hay ${named.length} claves llamadas "${r}" (ids ${named.map((n) => n.id).join(', ')}); indique el id`);
  if (named.length === 1) return named[0]!.id;
  const hashed = db.prepare<[string], { id: number }>('SELECT id FROM api_keys WHERE key_hash = ?').get(hashApiKey(r));
  if (hashed) return hashed.id;
  throw new WebhookCommandError(`No existe una clave de API "${r}" (id, nombre o clave)`);
}
