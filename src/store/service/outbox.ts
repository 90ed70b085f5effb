/**
 * Repository of the webhook outbox (`webhook_outbox`, service migration 3):
 * the rows the delivery worker sends and the operator lists and replays.
 * Instants are ISO 8601 UTC text (text order is time order).
 *
 * A row is `pending` until a try is acknowledged with a 2xx (`delivered`) or
 * the last try fails or the target is refused (`dead`). A worker claims due
 * rows by pushing their `next_attempt_at` a lease ahead (so no other worker,
 * in this process or another, sees them as due while they are being sent),
 * and records the outcome only while that lease is still its own.
 *
 * Every function takes the executor first (the store's, or a transaction's
 * to run inside the caller's transaction) and is async; SQL valid on SQLite
 * and PostgreSQL alike.
 */
import { dialectSql, exec, first, rows, sql, type Camelized } from '../sql.js';
import type { ServiceExecutor, ServiceRow, ServiceTx } from './database.js';

/** Status of an outbox row. */
export type OutboxStatus = 'pending' | 'delivered' | 'dead';

/** One row of the outbox as the operator's commands show it. Times ISO 8601 UTC. */
export interface OutboxEntry
  extends Camelized<
    ServiceRow<
      'webhook_outbox',
      | 'id'
      | 'webhook_id'
      | 'event_type'
      | 'target_url'
      | 'status'
      | 'attempts'
      | 'next_attempt_at'
      | 'last_status'
      | 'last_error'
      | 'created_at'
      | 'delivered_at'
    >
  > {
  /** Row id (what `replay` accepts, as does the webhook id). */
  id: number;
  /** The `webhook-id` header, `msg_…`. */
  webhookId: string;
  status: OutboxStatus;
}

/** A row as the delivery worker needs it to send one try. */
export interface OutboxDelivery
  extends Camelized<ServiceRow<'webhook_outbox', 'id' | 'webhook_id' | 'event_type' | 'target_url' | 'api_key_id' | 'payload' | 'attempts' | 'traceparent'>> {
  /** The API key whose webhook secret signs it. */
  apiKeyId: number;
  /** The JSON body, exactly as sent. */
  payload: string;
  /** Tries made before this one. */
  attempts: number;
  /** The W3C `traceparent` active when the row was enqueued (migration 19); null when tracing was off. */
  traceparent: string | null;
  /** The claim's lease (ISO UTC): the row's `next_attempt_at` while this worker holds it. */
  lease: string;
}

/** A row to write with {@link insertOutboxRow}. */
export interface NewOutboxRow extends Camelized<ServiceRow<'webhook_outbox', 'webhook_id' | 'event_type' | 'target_url' | 'api_key_id' | 'payload'>> {
  /** The `webhook-id` header of every try, `msg_…` (unique). */
  webhookId: string;
  /** The JSON body, serialized once. */
  payload: string;
  /** ISO UTC instant of the state change: `created_at`, `updated_at` and the first `next_attempt_at` (due at once). */
  iso: string;
  /** The W3C `traceparent` of the change's trace (`00-<32 hex>-<16 hex>-<2 hex>`), or null/absent when none is active. */
  traceparent?: string | null;
}

const ENTRY_COLUMNS = sql.raw(`id, webhook_id AS "webhookId", event_type AS "eventType", target_url AS "targetUrl", status, attempts,
  next_attempt_at AS "nextAttemptAt", last_status AS "lastStatus", last_error AS "lastError", created_at AS "createdAt", delivered_at AS "deliveredAt"`);

/**
 * Write a `pending` row, due at `row.iso`. Call inside the transaction of the
 * state change it reports, so both commit or neither does.
 *
 * @returns the new row's id and, on PostgreSQL, the id of the writing
 *   transaction (`pg_current_xact_id()` as text; null on SQLite), by which a
 *   waiting reader learns when the row is committed.
 * @throws the engine's unique-constraint error when `row.webhookId` is already in the outbox.
 */
export async function insertOutboxRow(ex: ServiceExecutor, row: NewOutboxRow): Promise<ServiceRow<'webhook_outbox', 'id'> & { xact: string | null }> {
  const r = await first<ServiceRow<'webhook_outbox', 'id'> & { xact: string | null }>(
    ex,
    sql`INSERT INTO webhook_outbox (webhook_id, event_type, target_url, api_key_id, payload, status, attempts, next_attempt_at, created_at, updated_at, traceparent)
        VALUES (${row.webhookId}, ${row.eventType}, ${row.targetUrl}, ${row.apiKeyId}, ${row.payload}, 'pending', 0, ${row.iso}, ${row.iso}, ${row.iso}, ${row.traceparent ?? null})
        RETURNING id, ${dialectSql(ex, { sqlite: sql`NULL`, postgres: sql`pg_current_xact_id()::text` })} AS xact`,
  );
  return { id: Number(r!.id), xact: r!.xact ?? null };
}

/**
 * The state of PostgreSQL transaction `xact` (from {@link insertOutboxRow}):
 * `in progress`, `committed`, `aborted`, or null when too old to be known
 * (long finished). PostgreSQL only.
 */
export async function transactionStatus(ex: ServiceExecutor, xact: string): Promise<string | null> {
  const r = await first<{ s: string | null }>(ex, sql`SELECT pg_xact_status(${xact}::xid8) AS s`);
  return r?.s ?? null;
}

/**
 * Claim up to `limit` rows due at `iso` (status `pending`, `next_attempt_at` ≤
 * `iso`), oldest due first (then by id), skipping the ids in `skip`: their
 * `next_attempt_at` becomes `lease` (so they are not due for anyone else
 * until it passes) and they are returned in that order, each carrying its
 * lease. Run inside a short transaction of its own and commit before sending
 * anything (never hold it open across the deliveries).
 *
 * Across processes: on PostgreSQL the due rows are locked with
 * `FOR UPDATE SKIP LOCKED`, so two workers claiming at once never get the
 * same row (each skips the rows the other is claiming, and once that claim
 * commits the rows are no longer due); on SQLite the transaction holds the
 * database's only write lock.
 */
export async function claimDueRows(tx: ServiceTx, o: { iso: string; lease: string; limit: number; skip?: ReadonlySet<number> }): Promise<OutboxDelivery[]> {
  const skip = o.skip ?? new Set<number>();
  const due = await rows<Omit<OutboxDelivery, 'lease'>>(
    tx,
    sql`SELECT id, webhook_id AS "webhookId", event_type AS "eventType", target_url AS "targetUrl", api_key_id AS "apiKeyId", payload, attempts,
               traceparent
          FROM webhook_outbox WHERE status = 'pending' AND next_attempt_at <= ${o.iso}
         ORDER BY next_attempt_at, id LIMIT ${o.limit + skip.size}${dialectSql(tx, { sqlite: sql``, postgres: sql` FOR UPDATE SKIP LOCKED` })}`,
  );
  const claimed = due.filter((r) => !skip.has(r.id)).slice(0, o.limit);
  if (claimed.length === 0) return [];
  await exec(
    tx,
    sql`UPDATE webhook_outbox SET next_attempt_at = ${o.lease}, updated_at = ${o.iso}
         WHERE id IN (${sql.join(claimed.map((r) => r.id))}) AND status = 'pending'`,
  );
  return claimed.map((r) => ({ ...r, lease: o.lease }));
}

/** The outcome of one try, as {@link recordTry} stores it. */
export type RecordedTry =
  /** Acknowledged with a 2xx: `delivered`. */
  | { kind: 'delivered'; status: number }
  /** Failed for good (last try, or target refused): `dead`. */
  | { kind: 'dead'; status: number | null; error: string }
  /** Failed; tried again at `next` (ISO UTC). */
  | { kind: 'retry'; status: number | null; error: string; next: string };

/**
 * Record the try of `row` made under its claim: `attempts` becomes
 * `row.attempts + 1`, with the HTTP status and error of the try. Applies only
 * while the row is still `pending` under `row.lease`: a worker whose lease
 * passed and whose row another worker claimed again leaves the other's state
 * alone (that worker sends it again: delivery is at least once).
 *
 * @returns true when the row was updated.
 */
export async function recordTry(ex: ServiceExecutor, row: Pick<OutboxDelivery, 'id' | 'attempts' | 'lease'>, o: RecordedTry, iso: string): Promise<boolean> {
  const attempts = row.attempts + 1;
  const mine = sql`id = ${row.id} AND status = 'pending' AND next_attempt_at = ${row.lease}`;
  if (o.kind === 'delivered')
    return (
      (await exec(
        ex,
        sql`UPDATE webhook_outbox SET status = 'delivered', attempts = ${attempts}, last_status = ${o.status}, last_error = NULL, delivered_at = ${iso}, updated_at = ${iso}
             WHERE ${mine}`,
      )) > 0
    );
  if (o.kind === 'dead')
    return (
      (await exec(
        ex,
        sql`UPDATE webhook_outbox SET status = 'dead', attempts = ${attempts}, last_status = ${o.status}, last_error = ${o.error}, updated_at = ${iso} WHERE ${mine}`,
      )) > 0
    );
  return (
    (await exec(
      ex,
      sql`UPDATE webhook_outbox SET attempts = ${attempts}, last_status = ${o.status}, last_error = ${o.error}, next_attempt_at = ${o.next}, updated_at = ${iso}
           WHERE ${mine}`,
    )) > 0
  );
}

/** How many rows are `pending` (due or not): the outbox's backlog. */
export async function countPending(ex: ServiceExecutor): Promise<number> {
  const r = await first<{ n: number }>(ex, sql`SELECT COUNT(*) AS n FROM webhook_outbox WHERE status = 'pending'`);
  return Number(r?.n ?? 0);
}

/** Up to `limit` rows, newest first (by id), only those in `status` when given. */
export async function listOutbox(ex: ServiceExecutor, o: { status?: OutboxStatus | undefined; limit: number }): Promise<OutboxEntry[]> {
  return o.status
    ? rows<OutboxEntry>(ex, sql`SELECT ${ENTRY_COLUMNS} FROM webhook_outbox WHERE status = ${o.status} ORDER BY id DESC LIMIT ${o.limit}`)
    : rows<OutboxEntry>(ex, sql`SELECT ${ENTRY_COLUMNS} FROM webhook_outbox ORDER BY id DESC LIMIT ${o.limit}`);
}

/**
 * The row named by `ref`: a row id (number) or a webhook id (`msg_…`).
 * Inside a transaction, pass `lock` to lock it (PostgreSQL `FOR UPDATE`) until the transaction ends.
 */
export async function findOutboxRow(ex: ServiceExecutor, ref: number | string, lock = false): Promise<OutboxEntry | undefined> {
  const where = typeof ref === 'number' ? sql`id = ${ref}` : sql`webhook_id = ${ref}`;
  const locking = lock ? dialectSql(ex, { sqlite: sql``, postgres: sql` FOR UPDATE` }) : sql``;
  return first<OutboxEntry>(ex, sql`SELECT ${ENTRY_COLUMNS} FROM webhook_outbox WHERE ${where}${locking}`);
}

/**
 * Put row `id` back to `pending`, due at `iso`, with its tries counted from
 * zero (the full retry schedule applies again); keeps its webhook id and body.
 * Only a row that is not pending changes.
 *
 * @returns true when the row was requeued.
 */
export async function requeueOutboxRow(ex: ServiceExecutor, id: number, iso: string): Promise<boolean> {
  return (
    (await exec(
      ex,
      sql`UPDATE webhook_outbox SET status = 'pending', attempts = 0, next_attempt_at = ${iso}, delivered_at = NULL, updated_at = ${iso}
           WHERE id = ${id} AND status <> 'pending'`,
    )) > 0
  );
}
