/**
 * Token buckets of the API keys' rate limits kept in the database, so every
 * service instance on one PostgreSQL database draws from the same bucket.
 *
 * The same GCRA as the in-process buckets (one number per key: the
 * theoretical arrival time, epoch ms): a request is allowed when the
 * bucket's next arrival time stays within the burst's depth, and the check
 * and the update are one atomic upsert, so two instances taking the last
 * token at once cannot both get it.
 */
import { first, sql } from '../sql.js';
import type { ServiceExecutor } from './database.js';

/** Outcome of {@link takeToken}: allowed or not, and the bucket's arrival time after the request (epoch ms). */
export interface SharedBucketStep {
  allowed: boolean;
  /** The key's theoretical arrival time after this request (when allowed) or as it stands (when refused), epoch ms. */
  tat: number;
}

/**
 * Take one token of `key`'s bucket at `nowMs` (epoch ms): the bucket refills
 * one token every `periodMs` and holds `depthMs / periodMs` tokens. One
 * statement: an upsert whose update only happens while a token is left.
 */
export async function takeToken(ex: ServiceExecutor, key: string, nowMs: number, periodMs: number, depthMs: number): Promise<SharedBucketStep> {
  const taken = await first<{ tat: number }>(
    ex,
    sql`INSERT INTO rate_limit_buckets (bucket_key, tat) VALUES (${key}, ${nowMs + periodMs})
        ON CONFLICT (bucket_key) DO UPDATE
          SET tat = (CASE WHEN rate_limit_buckets.tat > ${nowMs} THEN rate_limit_buckets.tat ELSE ${nowMs} END) + ${periodMs}
          WHERE (CASE WHEN rate_limit_buckets.tat > ${nowMs} THEN rate_limit_buckets.tat ELSE ${nowMs} END) + ${periodMs} - ${nowMs} <= ${depthMs + 1e-6}
        RETURNING tat`,
  );
  if (taken) return { allowed: true, tat: taken.tat };
  const stored = await first<{ tat: number }>(ex, sql`SELECT tat FROM rate_limit_buckets WHERE bucket_key = ${key}`);
  return { allowed: false, tat: stored?.tat ?? nowMs };
}

/** Forget buckets that are full again (arrival time in the past): they would start full anyway. Returns how many. */
export async function pruneBuckets(ex: ServiceExecutor, nowMs: number): Promise<number> {
  const r = await sql`DELETE FROM rate_limit_buckets WHERE tat < ${nowMs}`.execute(ex);
  return Number(r.numAffectedRows ?? 0);
}
