/**
 * The bot database's typed executors and rows, over the generated
 * interface `BotDatabase` (`schema.ts`, `npm run db:types`): repositories
 * take a {@link BotExecutor}, so their query-builder queries have their
 * table and column names checked, and type the rows of raw `sql` templates
 * with {@link BotRow} (directly, or as `Camelized<BotRow<…>>` for
 * columns aliased in camelCase).
 */
import type { Selectable } from 'kysely';
import type { Executor, RowOf, Store, Tx } from '../sql.js';
import type { BotDatabase } from './schema.js';

export type { BotDatabase } from './schema.js';

/**
 * An executor of the bot database: the store's or a transaction's. A
 * transaction is named beside the store's executor so that one opened on an
 * untyped store (`Tx`, as callers that do not name the database hold) is
 * accepted as it is: Kysely's types let `Transaction<any>` stand for a
 * `Transaction<BotDatabase>`, not for a `Kysely<BotDatabase>`.
 */
export type BotExecutor = Executor<BotDatabase> | Tx<BotDatabase>;

/** A transaction of the bot database. */
export type BotTx = Tx<BotDatabase>;

/** An open bot database. */
export type BotStore = Store<BotDatabase>;

/** The columns `K` (default: all) of a row of bot table `T` as read, e.g. `BotRow<'conversations', 'state' | 'version'>`. */
export type BotRow<T extends keyof BotDatabase, K extends keyof Selectable<BotDatabase[T]> = keyof Selectable<BotDatabase[T]>> = RowOf<BotDatabase, T, K>;

/** A column name of bot table `T`. */
export type BotColumn<T extends keyof BotDatabase> = keyof BotDatabase[T] & string;
