/**
 * The interface's pagination envelope (endpoints 3 and 16) and its request
 * parameters: `offset` ≥ 0 (any value, not only multiples of `limit`),
 * `limit` 1..100, default 10; links keep the `?offset=&limit=` form.
 */
import { z } from 'zod';
import { IntParam } from './common.js';

const IntText = (min: number, max: number, dflt: number) => IntParam.pipe(z.number().int().min(min).max(max)).default(dflt);

/** `offset` (≥ 0, default 0) and `limit` (1..100, default 10), from a query string or a JSON body. */
export const PaginationQuery = z.object({ offset: IntText(0, Number.MAX_SAFE_INTEGER, 0), limit: IntText(1, 100, 10) });
export type PaginationQuery = z.output<typeof PaginationQuery>;

/** The pagination envelope around items of `item`. */
export function Paginated<T extends z.ZodType>(item: T) {
  return z.object({
    paginate_info: z.object({
      start: z.number().int(),
      items: z.number().int(),
      total_items: z.number().int(),
      total_pages: z.number().int(),
      links: z.object({ first: z.string(), previous: z.string().nullable(), next: z.string().nullable(), last: z.string() }),
    }),
    data: z.array(item),
  });
}

/** A page of the envelope for a plain item type. */
export interface Page<T> {
  paginate_info: {
    start: number;
    items: number;
    total_items: number;
    total_pages: number;
    /** `previous` is null on a page at offset 0; `next` is null when nothing follows this page. */
    links: { first: string; previous: string | null; next: string | null; last: string };
  };
  data: T[];
}

/**
 * Build the envelope for `data` (already the page at `offset`/`limit` of
 * `total` items). Links are `prefix?offset=<n>&limit=<limit>`:
 * - `next`: offset + limit while that is below `total`, else null — so
 *   following `next` from any offset reaches every remaining item;
 * - `previous`: max(0, offset − limit) while offset > 0, else null;
 * - `first`: offset 0; `last`: floor((total − 1) / limit) × limit (0 when empty).
 * `total_pages` is ceil(total / limit), at least 1.
 */
export function page<T>(prefix: string, q: PaginationQuery, total: number, data: T[]): Page<T> {
  const totalPages = Math.max(1, Math.ceil(total / q.limit));
  const lastOffset = total > 0 ? Math.floor((total - 1) / q.limit) * q.limit : 0;
  const at = (offset: number) => `${prefix}?offset=${offset}&limit=${q.limit}`;
  return {
    paginate_info: {
      start: q.offset,
      items: q.limit,
      total_items: total,
      total_pages: totalPages,
      links: {
        first: at(0),
        previous: q.offset > 0 ? at(Math.max(0, q.offset - q.limit)) : null,
        next: q.offset + q.limit < total ? at(q.offset + q.limit) : null,
        last: at(lastOffset),
      },
    },
    data,
  };
}
