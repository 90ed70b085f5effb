/**
 * Bulk inserts for the seeds and copies: many rows of one table written with
 * multi-row `INSERT ... VALUES (...), (...)` statements of up to 500 rows,
 * compiled once per shape (the SQL text of a full chunk is always the same,
 * so SQLite reuses its prepared statement and PostgreSQL its plan text).
 */
import { CompiledQuery } from 'kysely';
import { engineOf, type Executor } from './sql.js';

/** Rows per statement at most (PostgreSQL allows 65,535 parameters, SQLite 32,766: 500 rows of up to 65 columns fit both). */
export const BULK_CHUNK_ROWS = 500;
const MAX_PARAMETERS = 32_766;

/** Options of {@link insertMany}. */
export interface InsertManyOptions {
  /**
   * SQL appended to every statement, e.g. `ON CONFLICT (room_type_id, day) DO NOTHING`
   * (portable on both engines). Trusted text: never built from user input.
   */
  suffix?: string;
}

const texts = new Map<string, string>();

/** The statement for `count` rows of `columns` (cached by shape). */
function statement(postgres: boolean, table: string, columns: readonly string[], count: number, suffix: string): string {
  const key = `${postgres ? 'p' : 's'}|${table}|${columns.join(',')}|${count}|${suffix}`;
  let text = texts.get(key);
  if (!text) {
    const width = columns.length;
    const tuples: string[] = [];
    for (let r = 0; r < count; r++) {
      const marks: string[] = [];
      for (let c = 0; c < width; c++) marks.push(postgres ? `$${r * width + c + 1}` : '?');
      tuples.push(`(${marks.join(', ')})`);
    }
    text = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')}${suffix ? ` ${suffix}` : ''}`;
    if (texts.size > 200) texts.clear();
    texts.set(key, text);
  }
  return text;
}

/**
 * Insert `rows` (each an array of values in the order of `columns`: numbers,
 * strings, null, Buffers) into `table` on `ex`, in statements of at most
 * {@link BULK_CHUNK_ROWS} rows, in order. Runs in the caller's transaction
 * when `ex` is one (pass a transaction: otherwise each statement commits on
 * its own). `table` and `columns` are trusted identifiers, never user input;
 * on a typed executor (`Executor<ServiceDatabase>`) they are checked against
 * the database's interface.
 *
 * @returns how many rows were written (rows skipped by an `ON CONFLICT ... DO
 *   NOTHING` suffix are not counted).
 * @throws RangeError when a row's length differs from `columns`'; the
 *   engine's error when a row breaks a constraint.
 */
export async function insertMany<DB, T extends keyof DB & string>(
  ex: Executor<DB>,
  table: T,
  columns: readonly (keyof DB[T] & string)[],
  rows: readonly (readonly unknown[])[],
  options: InsertManyOptions = {},
): Promise<number> {
  if (!rows.length) return 0;
  const postgres = engineOf(ex) === 'postgres';
  const suffix = options.suffix ?? '';
  const chunk = Math.max(1, Math.min(BULK_CHUNK_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  let written = 0;
  for (let at = 0; at < rows.length; at += chunk) {
    const part = rows.slice(at, at + chunk);
    const parameters: unknown[] = [];
    for (const row of part) {
      if (row.length !== columns.length) throw new RangeError(`insertMany(${table}): a row has ${row.length} values for ${columns.length} columns`);
      for (const v of row) parameters.push(v);
    }
    const result = await ex.executeQuery(CompiledQuery.raw(statement(postgres, table, columns, part.length, suffix), parameters));
    written += Number(result.numAffectedRows ?? 0);
  }
  return written;
}
