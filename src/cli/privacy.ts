/**
 * `hotelbot privacy …`, guests' personal data in the bot's database:
 * `privacy forget` (erase one guest's conversation data). Plain functions
 * over the bot database printing to a stream; the CLI wiring lives in
 * `src/main.ts`.
 */
import { forgetChat, type Removed } from '../store/bot/privacy.js';
import type { Store } from '../store/sql.js';
import { printTable, type OutputStream } from './output.js';

/** A bad option of a privacy command; the message is for the operator (Spanish). */
export class PrivacyCommandError extends Error {
  override name = 'PrivacyCommandError';
}

/**
 * `hotelbot privacy forget --chat <channel>:<id>`: remove what the bot
 * database keeps about that guest (see `forgetChat`), in one transaction,
 * and print the rows removed per table.
 * @throws PrivacyCommandError when `spec` is not `<channel>:<id>`.
 */
export async function privacyForget(store: Store, spec: string, out: OutputStream): Promise<Removed> {
  const at = spec.indexOf(':');
  if (at <= 0 || at === spec.length - 1)
    throw new PrivacyCommandError(`--chat debe ser <canal>:<id>, p. ej. telegram:123456789 o whatsapp:573001234567 (recibido ${JSON.stringify(spec)})`);
  const chat = { channel: spec.slice(0, at), chatId: spec.slice(at + 1) };
  const removed = await store.transaction((tx) => forgetChat(tx, chat));
  const total = Object.values(removed).reduce((a, b) => a + b, 0);
  out.write(`Datos de ${chat.channel}:${chat.chatId} borrados (${total} filas):\n`);
  printTable(
    out,
    ['Tabla', 'Filas'],
    Object.entries(removed).map(([table, n]) => [table, String(n)]),
  );
  return removed;
}
