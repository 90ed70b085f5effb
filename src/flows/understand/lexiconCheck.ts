/**
 * The one check every lexicon of the understanding (the JSON word lists under `lexicon/`) passes when its module
 * is loaded, so a bad edit to a list stops the bot at start, never mid-conversation.
 */
import { z } from 'zod';

/**
 * `data` parsed by `schema`, or an `Error` naming `source` and every problem the schema found.
 *
 * @param schema the lexicon's zod schema (its refinements included).
 * @param data the lexicon as read from JSON.
 * @param source the file or label named in the error ("src/flows/understand/lexicon/names.json").
 * @param kind what the lexicon holds, named in the error ("name", "region", "number", "calendar").
 * @throws Error `"<source> is not a valid <kind> lexicon:"`, then one line per problem.
 */
export function checkLexicon<S extends z.ZodType>(schema: S, data: unknown, source: string, kind: string): z.output<S> {
  const r = schema.safeParse(data);
  if (!r.success) throw new Error(`${source} is not a valid ${kind} lexicon:\n${z.prettifyError(r.error)}`);
  return r.data;
}
