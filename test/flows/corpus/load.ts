/**
 * The one loader of the guest-utterance corpora, used by `report.ts`
 * (`npm run corpus -- <names>`), the corpus suites and the understanding
 * benchmark alike. A corpus is the JSON file `data/<name>.json` (its format
 * and the date expressions are described in this folder's README): `main`,
 * the held-out `heldout` … `heldout4` and the fresh `fresh5` ….
 *
 * Every file is validated when loaded: an unknown field, a value outside its
 * type, a missing category or an expression that does not parse is an error
 * naming the corpus and the case. Dates become functions of the day the
 * corpus is read ({@link RelDate}); a text with calendar slots is rendered
 * for the day the corpora are read on ({@link corpusClock}), again on every
 * read, so `judge.ts`'s `readOn` moves it too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { bogotaDate } from '../../../src/clock.js';
import { corpusClock } from './clock.js';
import { days } from './days.js';
import { type DateExpr, evaluateDate, parseDate, parseTemplate, renderTemplate, usesCheckin } from './expressions.js';
import type { At, Case, Category, Days, Expect } from './types.js';

/** One corpus: its cases by category. */
export type Corpus = Record<Category, Case[]>;

const DATA = join(dirname(fileURLToPath(import.meta.url)), 'data');

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

/** Every place an utterance can be said (a record so that none is missed). */
const PLACES: Record<At, true> = {
  start: true,
  destination: true,
  dates: true,
  nights: true,
  party: true,
  childAges: true,
  name: true,
  phone: true,
  email: true,
  country: true,
  residenceCity: true,
  confirm: true,
};

/** The places where the conversation already knows its check-in: today + 15 days. */
const CHECKIN_KNOWN: ReadonlySet<At> = new Set<At>(['nights', 'party', 'childAges', 'name', 'phone', 'email', 'country', 'residenceCity', 'confirm']);

const count = z.number().int().min(0);

/** `Expect` as written in a corpus file: dates are expressions (see the README). */
const EXPECT = z.strictObject({
  city: z.string().min(1).optional(),
  hotelId: z.number().int().positive().optional(),
  checkin: z.string().min(1).optional(),
  checkout: z.string().min(1).optional(),
  nights: z.number().int().optional(),
  adults: count.optional(),
  children: count.optional(),
  ages: z.array(count).optional(),
  rooms: count.optional(),
  firstName: z.string().min(1).optional(),
  lastName: z.string().min(1).optional(),
  email: z.string().min(1).optional(),
  phone: z
    .string()
    .regex(/^\+\d{6,15}$/, 'E.164')
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{3}$/, 'ISO 3166-1 alpha-3')
    .optional(),
  residenceCity: z.string().min(1).optional(),
  lang: z.enum(['es', 'en']).optional(),
  outcome: z.enum(['value', 'askBack', 'refuse', 'unknownDestination', 'smalltalk', 'cancel', 'back', 'restart', 'change', 'human']).optional(),
  requests: z.array(z.enum(['pets', 'accessibility', 'invoice', 'lateArrival', 'special'])).optional(),
  change: z.enum(['destination', 'dates', 'party', 'rooms', 'name', 'email', 'phone', 'country', 'residenceCity']).optional(),
});

const CASE = z.strictObject({
  lang: z.enum(['es', 'en']),
  at: z.enum(Object.keys(PLACES) as [At, ...At[]]),
  text: z.string().min(1),
  expect: EXPECT,
  note: z.string().min(1).optional(),
});

const FILE = z.strictObject({
  about: z.string().min(1),
  /** What a category of this corpus holds and the readings it decides, where its author wrote them down. */
  notes: z.partialRecord(z.enum(CATEGORIES as [Category, ...Category[]]), z.string()).optional(),
  cases: z.strictObject(Object.fromEntries(CATEGORIES.map((c) => [c, z.array(CASE)])) as Record<Category, z.ZodArray<typeof CASE>>),
});

type WrittenCase = z.infer<typeof CASE>;

/** The names of every corpus found: `main`, then the held-out and the fresh ones in number order. */
export function corpusNames(): string[] {
  const key = (n: string): [number, number] => [n === 'main' ? 0 : n.startsWith('heldout') ? 1 : 2, Number(n.replace(/^\D+/, '') || 1)];
  return readdirSync(DATA)
    .filter((f) => /^(main|heldout\d*|fresh\d+)\.json$/.test(f))
    .map((f) => f.slice(0, -'.json'.length))
    .sort((a, b) => {
      const [ka, na] = key(a);
      const [kb, nb] = key(b);
      return ka - kb || na - nb;
    });
}

/** The day the corpora are read on: {@link corpusClock}'s, in Bogotá. */
function readingDays(): Days {
  return days(bogotaDate(corpusClock.now()));
}

/**
 * The case a corpus file writes, with its dates as functions of the day
 * and its text rendered on the day it is read.
 *
 * @throws Error when an expression does not parse, or `checkin` is used
 *   where no check-in is known.
 */
function toCase(written: WrittenCase): Case {
  const { expect: w, ...rest } = written;
  const parsed: Partial<Record<'checkin' | 'checkout', DateExpr>> = {};
  for (const key of ['checkin', 'checkout'] as const) {
    const text = w[key];
    if (text === undefined) continue;
    const expr = parseDate(text);
    if (usesCheckin(expr) && (key === 'checkin' || (w.checkin === undefined && !CHECKIN_KNOWN.has(written.at))))
      throw new Error(`${key} ${JSON.stringify(text)}: no check-in is known here`);
    parsed[key] = expr;
  }
  const checkinOn = (d: Days): string | undefined => (parsed.checkin ? evaluateDate(parsed.checkin, d) : CHECKIN_KNOWN.has(written.at) ? d.in(15) : undefined);
  const expect: Expect = { ...w } as Expect;
  const { checkin, checkout } = parsed;
  if (checkin) expect.checkin = (d) => evaluateDate(checkin, d);
  if (checkout) expect.checkout = (d) => evaluateDate(checkout, d, checkinOn(d));
  const pieces = parseTemplate(written.text);
  // A text may name the check-in too ("hasta el {d checkin+4}" at the nights question), where one is known.
  if (pieces.some((p) => typeof p !== 'string' && usesCheckin(p.expr)) && parsed.checkin === undefined && !CHECKIN_KNOWN.has(written.at))
    throw new Error(`text ${JSON.stringify(written.text)}: no check-in is known here`);
  const c: Case = { ...rest, expect };
  if (pieces.length === 1 && typeof pieces[0] === 'string') c.text = pieces[0];
  else
    Object.defineProperty(c, 'text', {
      enumerable: true,
      get: () => {
        const d = readingDays();
        return renderTemplate(pieces, d, checkinOn(d));
      },
    });
  return c;
}

/**
 * Corpus `name`, validated (see the module's description).
 *
 * @throws Error when there is no corpus of that name, or its file is not
 *   valid (the error names the corpus and the case).
 */
export async function loadCorpus(name: string): Promise<Corpus> {
  const file = join(DATA, `${name}.json`);
  if (!/^(main|heldout\d*|fresh\d+)$/.test(name) || !existsSync(file)) throw new Error(`unknown corpus ${name}`);
  return parseCorpus(name, JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The corpus a parsed corpus file `json` holds (see the module's description).
 *
 * @throws Error naming `name` and the case when the file is not valid.
 */
export function parseCorpus(name: string, json: unknown): Corpus {
  const read = FILE.safeParse(json);
  if (!read.success) throw new Error(`corpus ${name}: ${z.prettifyError(read.error)}`);
  const corpus = {} as Corpus;
  for (const category of CATEGORIES)
    corpus[category] = read.data.cases[category].map((written, i) => {
      try {
        return toCase(written);
      } catch (e) {
        throw new Error(`corpus ${name}, ${category} case ${i + 1} (${JSON.stringify(written.text)}): ${(e as Error).message}`);
      }
    });
  return corpus;
}
