/**
 * The first guest-utterance corpus, by category. Each case says where it is
 * said, the chat's language before it and what a careful receptionist would
 * understand (see `types.ts`); date expectations are computed from the day
 * the tests run with {@link days}. Every corpus, this one included, is found
 * by name through `load.ts`.
 */
import { type Corpus, loadCorpus } from './load.js';

export { days } from './days.js';
export type { At, Case, Category, Days, Expect, RelDate } from './types.js';

/** Every case of the first corpus, by category. */
export const CORPUS: Corpus = await loadCorpus('main');
