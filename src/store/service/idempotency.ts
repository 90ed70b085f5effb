/**
 * Idempotency records of the service (table `idempotency_keys`): the first
 * answer (status and JSON body) given to an `Idempotency-Key` of an API key,
 * kept 24 h and replayed to every repetition of the same request.
 *
 * A record is written in the SAME transaction as the object whose creation it
 * answers: {@link IdempotencyRecords.runOnce} opens one transaction, CLAIMS the
 * key first (`INSERT … ON CONFLICT DO NOTHING` on the table's primary key
 * `(api_key_id, key)`), runs the creation inside that transaction (the
 * creation's own transactions join it) and fills in the record's answer
 * before the single commit. So:
 *
 * - a crash at any point leaves either both the object and its record or
 *   neither, and a retry with the same key never creates a second object;
 * - concurrent requests with the same key, in one process or in several
 *   processes sharing the database, wait for the first: on PostgreSQL the
 *   second claim blocks on the primary key's unique index until the first
 *   transaction ends, then finds its record and replays it (or, when the
 *   first rolled back, claims the key itself); on SQLite the transaction
 *   holds the database's write lock from its start. The claim row is only
 *   visible once committed, and then always carries its answer: no "in
 *   progress" state is ever seen by another request, so none can be left
 *   behind by a crashed process.
 *
 * The repository functions take the executor first and are async; SQL valid
 * on SQLite and PostgreSQL alike.
 */
import { dialectSql, exec, first, sql, type Camelized } from '../sql.js';
import type { ServiceExecutor, ServiceRow, ServiceStore, ServiceTx } from './database.js';

/** How long an idempotency record is kept and replayed: 24 hours, in milliseconds. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

/** Expired records deleted at most per creation (keeps the table to about a day of keys without a separate job). */
const PURGE_BATCH = 100;

/** The answer a creation gives: HTTP status and a JSON-serialisable body. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/** What {@link IdempotencyRecords.runOnce} did with a request. */
export type IdempotentOutcome =
  /** The key had no live record: the creation ran now; its answer (when below 500) was recorded with it. */
  | { kind: 'created'; status: number; body: unknown }
  /** The key already answered the same request: its stored answer. */
  | { kind: 'replayed'; status: number; body: unknown }
  /** The key already answered ANOTHER request (other route, parameters or body): nothing ran. */
  | { kind: 'conflict' };

/** One request under an idempotency key. */
export interface IdempotentRequest {
  /** Row id of the calling API key (`api_keys.id`): keys are per API key. */
  apiKeyId: number;
  /** The client's `Idempotency-Key` (1–255 characters). */
  key: string;
  /** SHA-256 hex of what identifies the request (method, route, parameters, body). */
  requestHash: string;
  /** The current instant (from the service's clock): records older than 24 h before it are expired. */
  now: Date;
}

/** A stored record: the request it answered and its answer (`responseBody` is JSON text). */
export interface IdempotencyRecord extends Camelized<ServiceRow<'idempotency_keys', 'request_hash' | 'status_code' | 'response_body'>> {}

/**
 * Delete the record of (`apiKeyId`, `key`) if it was created before `cutoff`
 * (ISO UTC): an expired record frees its key.
 */
export async function deleteExpiredRecord(ex: ServiceExecutor, apiKeyId: number, key: string, cutoff: string): Promise<void> {
  await exec(ex, sql`DELETE FROM idempotency_keys WHERE api_key_id = ${apiKeyId} AND key = ${key} AND created_at < ${cutoff}`);
}

/**
 * Claim (`req.apiKeyId`, `req.key`) for `req`: insert its record with an
 * empty answer (status 0) unless one exists. Inside a transaction only: the
 * claim is filled in by {@link recordAnswer} or removed by
 * {@link releaseClaim} before the commit. On PostgreSQL, while another
 * transaction holds an uncommitted claim of the same key, this waits for it
 * to end.
 *
 * @returns true when this call claimed the key; false when a record already exists.
 */
export async function claimKey(tx: ServiceTx, req: IdempotentRequest): Promise<boolean> {
  const n = await exec(
    tx,
    sql`INSERT INTO idempotency_keys (api_key_id, key, request_hash, status_code, response_body, created_at)
        VALUES (${req.apiKeyId}, ${req.key}, ${req.requestHash}, 0, '', ${req.now.toISOString()})
        ON CONFLICT (api_key_id, key) DO NOTHING`,
  );
  return n === 1;
}

/** The record of (`apiKeyId`, `key`) created at or after `cutoff` (ISO UTC), if any. */
export async function findRecord(ex: ServiceExecutor, apiKeyId: number, key: string, cutoff: string): Promise<IdempotencyRecord | undefined> {
  return first<IdempotencyRecord>(
    ex,
    sql`SELECT request_hash AS "requestHash", status_code AS "statusCode", response_body AS "responseBody"
          FROM idempotency_keys WHERE api_key_id = ${apiKeyId} AND key = ${key} AND created_at >= ${cutoff}`,
  );
}

/** Fill in the answer of the key claimed by {@link claimKey} (same transaction). */
export async function recordAnswer(tx: ServiceTx, apiKeyId: number, key: string, answer: IdempotentAnswer): Promise<void> {
  await exec(
    tx,
    sql`UPDATE idempotency_keys SET status_code = ${answer.status}, response_body = ${JSON.stringify(answer.body)}
         WHERE api_key_id = ${apiKeyId} AND key = ${key}`,
  );
}

/** Remove the claim of (`apiKeyId`, `key`) made by {@link claimKey} (same transaction): the key stays free. */
export async function releaseClaim(tx: ServiceTx, apiKeyId: number, key: string): Promise<void> {
  await exec(tx, sql`DELETE FROM idempotency_keys WHERE api_key_id = ${apiKeyId} AND key = ${key}`);
}

/**
 * Delete up to `limit` records of any key created before `cutoff` (ISO UTC),
 * oldest first. On PostgreSQL rows another transaction is deleting are
 * skipped (never waited for).
 */
export async function purgeExpired(ex: ServiceExecutor, cutoff: string, limit: number): Promise<number> {
  return exec(
    ex,
    sql`DELETE FROM idempotency_keys WHERE (api_key_id, key) IN (
          SELECT api_key_id, key FROM idempotency_keys WHERE created_at < ${cutoff} ORDER BY created_at LIMIT ${limit}${dialectSql(ex, {
            sqlite: sql``,
            postgres: sql` FOR UPDATE SKIP LOCKED`,
          })})`,
  );
}

/** Runs creations under idempotency keys over the service's store (migrations 2 and 8). */
export class IdempotencyRecords {
  constructor(private readonly store: ServiceStore) {}

  /**
   * Answer `req` exactly once: in one transaction, claim the key; when it was
   * already taken, replay its live record (same request hash) or refuse it
   * (another request hash); when claimed, run `create(tx)` and record its
   * answer — object and record commit together. Answers of 500 and above are
   * not recorded (nothing was created; a retry runs again). When `create`
   * throws, the whole transaction rolls back and nothing is recorded either:
   * the key stays free, so a corrected retry with the same key is processed
   * (validation, authorization and not-found errors are never pinned to a key).
   *
   * `create` runs inside the transaction: everything it reads and writes must
   * go through `tx` (or through `store.transaction`, which joins it); it must
   * not do network I/O. It also purges up to 100 expired records of any key.
   *
   * @throws whatever `create` throws; the engine's error when the database
   *   cannot be reached or is busy past its timeout.
   */
  runOnce(req: IdempotentRequest, create: (tx: ServiceTx) => Promise<IdempotentAnswer>): Promise<IdempotentOutcome> {
    const cutoff = new Date(req.now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
    return this.store.transaction(async (tx): Promise<IdempotentOutcome> => {
      await deleteExpiredRecord(tx, req.apiKeyId, req.key, cutoff);
      if (!(await claimKey(tx, req))) {
        const prior = await findRecord(tx, req.apiKeyId, req.key, cutoff);
        // Expired between the delete and the claim (the clock moved): the key is free again only after its record goes.
        if (!prior) throw new Error(`Idempotency record of key ${req.key} vanished while claiming it`);
        if (prior.requestHash !== req.requestHash) return { kind: 'conflict' };
        return { kind: 'replayed', status: prior.statusCode, body: JSON.parse(prior.responseBody) };
      }
      await purgeExpired(tx, cutoff, PURGE_BATCH);
      const answer = await create(tx);
      if (answer.status < 500) await recordAnswer(tx, req.apiKeyId, req.key, answer);
      else await releaseClaim(tx, req.apiKeyId, req.key);
      return { kind: 'created', status: answer.status, body: answer.body };
    });
  }
}
