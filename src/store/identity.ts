/**
 * Identity columns after explicit ids. On PostgreSQL a surrogate id is an
 * identity column with its own sequence, which rows inserted with an explicit
 * id (the seeds' hotels 1–12, agencies 1–2, reservation numbers from 2600001)
 * do not move: the next generated id would collide with them. SQLite needs
 * nothing (a new rowid is always above the largest one).
 */
import { engineOf, sql, type Executor } from './sql.js';

/**
 * Move the identity sequence of `table`.`column` (default `id`) past the
 * largest id the table holds, so the next generated id is MAX + 1 (1 on an
 * empty table). Nothing on SQLite. Run it inside the transaction that
 * inserted the explicit ids, after them.
 *
 * @throws Error on PostgreSQL when the column has no identity sequence.
 */
export async function moveIdentityPastMax(ex: Executor, table: string, column = 'id'): Promise<void> {
  if (engineOf(ex) !== 'postgres') return;
  await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), COALESCE((SELECT MAX(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
    ex,
  );
}
