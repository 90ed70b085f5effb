/**
 * The one loader of the guest-utterance corpora, used by `report.ts`
 * (`npm run corpus -- <names>`), the corpus suites and the understanding
 * benchmark alike. A corpus is found by its name:
 *
 * - `main`: the first corpus, written before the understanding was tuned and
 *   guiding it: one file per category beside this one (`cities.ts` …).
 * - `heldout`, `heldout2`, `heldout3`, `heldout4`: held-out corpora, each
 *   written apart from the ones before it and from the understanding code
 *   (the third in the voice of older and formal guests, agents, business
 *   travellers, teenagers and visitors from Spain, Mexico, Argentina, Peru,
 *   Chile and English-speaking countries): a folder of category files.
 * - `fresh5` …: fresh corpora, written from the product's description only:
 *   a folder whose `index.ts` exports either the whole corpus as `FRESHN` or
 *   each category by its name.
 *
 * A category file exports its cases as `cases`. Every corpus has every
 * category of {@link CATEGORIES}; its cases keep the order they are written in.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Case, Category } from './types.js';

/** One corpus: its cases by category. */
export type Corpus = Record<Category, Case[]>;

const HERE = dirname(fileURLToPath(import.meta.url));

/** Every category, in the report's order (a record so that none is missed). */
const IN_ORDER: Record<Category, true> = {
  cities: true,
  relativeDates: true,
  absoluteDates: true,
  holidayDates: true,
  ranges: true,
  nights: true,
  occupancySentence: true,
  occupancyStepwise: true,
  wholeRequests: true,
  names: true,
  emails: true,
  phones: true,
  countries: true,
  navigation: true,
  smalltalk: true,
  invalid: true,
};

/** The categories of every corpus, in the report's order. */
export const CATEGORIES = Object.keys(IN_ORDER) as Category[];

/** The folder of corpus `name`, or undefined when there is none. */
function folderOf(name: string): string | undefined {
  if (name === 'main') return HERE;
  if (!/^(heldout|fresh)\d*$/.test(name)) return undefined;
  const dir = join(HERE, name);
  return existsSync(join(dir, 'index.ts')) || existsSync(join(dir, 'cities.ts')) ? dir : undefined;
}

/** Held-out corpora before fresh ones, each kind by its number (`heldout` is 1). */
function byKindAndNumber(a: string, b: string): number {
  const key = (n: string): [number, number] => [n.startsWith('heldout') ? 0 : 1, Number(n.replace(/^\D+/, '') || 1)];
  const [ka, na] = key(a);
  const [kb, nb] = key(b);
  return ka - kb || na - nb;
}

/** The names of every corpus found: `main`, then the held-out and the fresh ones in number order. */
export function corpusNames(): string[] {
  const folders = readdirSync(HERE, { withFileTypes: true })
    .filter((e) => e.isDirectory() && folderOf(e.name) !== undefined)
    .map((e) => e.name);
  return ['main', ...folders.sort(byKindAndNumber)];
}

async function importFile(file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

/**
 * Corpus `name` (see the module's description).
 *
 * @throws Error when there is no corpus of that name, or its files do not
 *   give every category.
 */
export async function loadCorpus(name: string): Promise<Corpus> {
  const dir = folderOf(name);
  if (dir === undefined) throw new Error(`unknown corpus ${name}`);
  const corpus: Partial<Corpus> = {};
  if (existsSync(join(dir, 'cities.ts'))) {
    for (const category of CATEGORIES) corpus[category] = (await importFile(join(dir, `${category}.ts`))).cases as Case[] | undefined;
  } else {
    const module = await importFile(join(dir, 'index.ts'));
    const whole = module[name.toUpperCase()] as Corpus | undefined;
    for (const category of CATEGORIES) corpus[category] = whole ? whole[category] : (module[category] as Case[] | undefined);
  }
  const missing = CATEGORIES.filter((c) => !Array.isArray(corpus[c]));
  if (missing.length) throw new Error(`corpus ${name} lacks ${missing.join(', ')}`);
  return corpus as Corpus;
}
