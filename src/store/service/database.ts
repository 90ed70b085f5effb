/**
 * The service database's typed executors and rows, over the generated
 * interface `ServiceDatabase` (`schema.ts`, `npm run db:types`): repositories
 * take a {@link ServiceExecutor}, so their query-builder queries have their
 * table and column names checked, and type the rows of raw `sql` templates
 * with {@link ServiceRow} (directly, or as `Camelized<ServiceRow<…>>` for
 * columns aliased in camelCase).
 */
import type { Selectable } from 'kysely';
import type { Executor, RowOf, Store, Tx } from '../sql.js';
import type { ServiceDatabase } from './schema.js';

export type { ServiceDatabase } from './schema.js';

/**
 * An executor of the service database: the store's or a transaction's. A
 * transaction is named beside the store's executor so that one opened on an
 * untyped store (`Tx`, as callers that do not name the database hold) is
 * accepted as it is: Kysely's types let `Transaction<any>` stand for a
 * `Transaction<ServiceDatabase>`, not for a `Kysely<ServiceDatabase>`.
 */
export type ServiceExecutor = Executor<ServiceDatabase> | Tx<ServiceDatabase>;

/** A transaction of the service database. */
export type ServiceTx = Tx<ServiceDatabase>;

/** An open service database. */
export type ServiceStore = Store<ServiceDatabase>;

/** The columns `K` (default: all) of a row of service table `T` as read, e.g. `ServiceRow<'payment_links', 'code' | 'status'>`. */
export type ServiceRow<T extends keyof ServiceDatabase, K extends keyof Selectable<ServiceDatabase[T]> = keyof Selectable<ServiceDatabase[T]>> = RowOf<
  ServiceDatabase,
  T,
  K
>;

/** A column name of service table `T`. */
export type ServiceColumn<T extends keyof ServiceDatabase> = keyof ServiceDatabase[T] & string;
