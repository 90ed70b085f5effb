/**
 * The interface's pagination envelope (endpoints 3 and 16) and its request
 * parameters (DECISIONS §9: `offset` ≥ 0, `limit` 1..100, default 10; links
 * keep the `?offset=&limit=` form).
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
      links: z.object({ first: z.string(), previous: z.string(), next: z.string(), last: z.string() }),
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
    links: { first: string; previous: string; next: string; last: string };
  };
  data: T[];
}

/**
 * Build the envelope for `data` (already the page at `offset`/`limit` of
 * `total` items). Links are `prefix?offset=<n>&limit=<n>`; `previous` of the
 * first page and `next` of the last page point at that same page (the
 * interface types them as strings, never null).
 */
export function page<T>(prefix: string, q: PaginationQuery, total: number, data: T[]): Page<T> {
  const totalPages = Math.max(1, Math.ceil(total / q.limit));
  const lastOffset = (totalPages - 1) * q.limit;
  const at = (offset: number) => `${prefix}?offset=${offset}&limit=${q.limit}`;
  return {
    paginate_info: {
      start: q.offset,
      items: q.limit,
      total_items: total,
      total_pages: totalPages,
      links: {
        first: at(0),
        previous: at(Math.max(0, q.offset - q.limit)),
        next: at(q.offset + q.limit <= lastOffset ? q.offset + q.limit : q.offset),
        last: at(lastOffset),
      },
    },
    data,
  };
}
