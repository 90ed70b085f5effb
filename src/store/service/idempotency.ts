/**
 * Idempotency records of the service (table `idempotency_keys`): the first
 * answer (status and JSON body) given to an `Idempotency-Key` of an API key,
 * kept 24 h and replayed to every repetition of the same request.
 *
 * A record is written in the SAME transaction as the object whose creation it
 * answers: {@link IdempotencyRecords.runOnce} opens one immediate transaction,
 * looks the key up, runs the creation inside it (the creation's own
 * transaction becomes a savepoint of this one) and writes the record before
 * the single commit. So:
 *
 * - a crash at any point leaves either both the object and its record or
 *   neither, and a retry with the same key never creates a second object;
 * - concurrent requests with the same key, in one process or in several
 *   processes sharing the database file, are serialised by SQLite's write
 *   lock: the second one waits (the connection's busy timeout) until the
 *   first commits, then finds its record and replays it. No "in progress"
 *   state is ever visible to another request, so none can be left behind by
 *   a crashed process.
 */
import type { Db } from '../db.js';

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

/** Repository of `idempotency_keys` (migrations 2 and 8). */
export class IdempotencyRecords {
  readonly #find;
  readonly #insert;
  readonly #deleteExpiredKey;
  readonly #purge;

  constructor(private readonly db: Db) {
    this.#find = db.prepare<[number, string, string], { requestHash: string; statusCode: number; responseBody: string }>(
      `SELECT request_hash AS requestHash, status_code AS statusCode, response_body AS responseBody
         FROM idempotency_keys WHERE api_key_id = ? AND key = ? AND created_at >= ?`,
    );
    this.#insert = db.prepare<[number, string, string, number, string, string]>(
      'INSERT INTO idempotency_keys (api_key_id, key, request_hash, status_code, response_body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.#deleteExpiredKey = db.prepare<[number, string, string]>('DELETE FROM idempotency_keys WHERE api_key_id = ? AND key = ? AND created_at < ?');
    this.#purge = db.prepare<[string, number]>(
      'DELETE FROM idempotency_keys WHERE rowid IN (SELECT rowid FROM idempotency_keys WHERE created_at < ? ORDER BY created_at LIMIT ?)',
    );
  }

  /**
   * Answer `req` exactly once: in one immediate transaction, replay the key's
   * live record (same request hash), refuse it (another request hash), or run
   * `create` and record its answer — object and record commit together.
   * Answers of 500 and above are not recorded (nothing was created; a retry
   * runs again). When `create` throws, the whole transaction rolls back and
   * nothing is recorded either: the key stays free, so a corrected retry with
   * the same key is processed (validation, authorization and not-found errors
   * are never pinned to a key).
   *
   * `create` must be synchronous (it runs inside the transaction) and may open
   * its own transactions (they become savepoints). It also purges up to 100
   * expired records of any key.
   *
   * @throws whatever `create` throws; SqliteError `SQLITE_BUSY` when another
   *   connection holds the write lock past the busy timeout.
   */
  runOnce(req: IdempotentRequest, create: () => IdempotentAnswer): IdempotentOutcome {
    const cutoff = new Date(req.now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
    return this.db
      .transaction((): IdempotentOutcome => {
        this.#deleteExpiredKey.run(req.apiKeyId, req.key, cutoff);
        const prior = this.#find.get(req.apiKeyId, req.key, cutoff);
        if (prior) {
          if (prior.requestHash !== req.requestHash) return { kind: 'conflict' };
          return { kind: 'replayed', status: prior.statusCode, body: JSON.parse(prior.responseBody) };
        }
        this.#purge.run(cutoff, PURGE_BATCH);
        const answer = create();
        if (answer.status < 500)
          this.#insert.run(req.apiKeyId, req.key, req.requestHash, answer.status, JSON.stringify(answer.body), req.now.toISOString());
        return { kind: 'created', status: answer.status, body: answer.body };
      })
      .immediate();
  }
}
