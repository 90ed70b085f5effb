/**
 * Measure two well-kept libraries against our own reader of dates and
 * numbers, on the guest-utterance corpora (decision record
 * `docs/decisions/0022-date-and-number-libraries.md`).
 *
 * Dates. The cases of the categories relativeDates, absoluteDates,
 * holidayDates, ranges, nights and wholeRequests of every corpus (CORPUS,
 * HELDOUT…HELDOUT4, FRESH5…FRESH7) whose expectation has a check-in — or, said
 * at the nights question, a number of nights — are read by:
 *
 * - ours: `extractDates` on the message `understand()` builds (folded text
 *   with compound numbers spelled in digits, the chat's language, today, the
 *   question being answered; at the nights question the known check-in,
 *   today + 15, as anchor);
 * - chrono-node: `chrono.es` for Spanish utterances, `chrono.en` for English
 *   ones, reference today in Bogotá, `forwardDate: true`; a result's start is
 *   the check-in, its end (or the next result's start) the check-out;
 * - Recognizers-Text DateTime (`Culture.Spanish`/`Culture.English`, same
 *   reference): datetimeV2 daterange → check-in/check-out, the first and
 *   second date → check-in/check-out, a duration → nights.
 *
 * At the nights question only a duration counts for the libraries (they do
 * not know the check-in). Each case is counted per corpus as right (every
 * expected date slot equal), wrong (some slot set to another value, or a
 * check-out set where none is expected), partial (nothing wrong, something
 * missing) or none (nothing read). The language of an utterance for the
 * libraries is the chat's language after it (`expect.lang`, else the chat's):
 * they are told the right language even when the guest switched.
 *
 * Numbers. In every case of every category whose text holds a spelled-out
 * number word (Spanish or English), each run of number words is read by ours
 * (`spellCompoundNumbers` + `numberValue` on each word) and by
 * Recognizers-Text Number; the script counts the runs each reads into a
 * value and lists examples where the two readings differ.
 *
 * The two libraries are NOT dependencies of the project. Install them without
 * touching package.json or package-lock.json, then run:
 *
 *   npm install --no-save chrono-node @microsoft/recognizers-text-date-time @microsoft/recognizers-text-number
 *   node --import tsx scripts/measure-date-libraries.ts
 *
 * Without them the script says so and exits 1 (`npm ci` removes them again).
 * `CORPUS_NOW=<ISO instant>` reads the corpora as on another day; `--wrong=N`
 * prints N wrong readings per reader (default 15).
 */
import { addDays, bogotaDate, daysBetween } from '../src/clock.js';
import { extractDates } from '../src/flows/understand/dates/index.js';
import { foldKeepLength, maskSpans, negativeNumberSpans, numberValue, spellCompoundNumbers, tokens } from '../src/flows/understand/text.js';
import type { Message, Slot } from '../src/flows/understand/types.js';
import { days } from '../test/flows/corpus/days.js';
import { loadCorpus } from '../test/flows/corpus/load.js';
import type { At, Case, Category, Days, RelDate } from '../test/flows/corpus/types.js';

// ------------------------------------------------------------------ the libraries, typed locally

/** The part of chrono-node's parsed components used here. */
interface ChronoComponents {
  get(component: 'year' | 'month' | 'day'): number | null;
  isCertain(component: 'year' | 'month' | 'day' | 'weekday'): boolean;
}
interface ChronoResult {
  text: string;
  index: number;
  start: ChronoComponents;
  end?: ChronoComponents | null;
}
interface ChronoParser {
  parse(text: string, ref?: Date, option?: { forwardDate?: boolean }): ChronoResult[];
}
interface ChronoModule {
  es: ChronoParser;
  en: ChronoParser;
}

/** One value of a Recognizers-Text datetimeV2 resolution. */
interface RtDateValue {
  timex?: string;
  type?: string;
  value?: string;
  start?: string;
  end?: string;
}
interface RtModelResult<R> {
  start: number;
  end: number;
  text: string;
  typeName: string;
  resolution: R;
}
interface RtDateTimeModule {
  Culture: { Spanish: string; English: string };
  recognizeDateTime(query: string, culture: string, options?: number, refTime?: Date): RtModelResult<{ values?: RtDateValue[] } | undefined>[];
}
interface RtNumberModule {
  Culture: { Spanish: string; English: string };
  recognizeNumber(query: string, culture: string): RtModelResult<{ value?: string } | undefined>[];
}

/** Import a package by a name the type checker does not resolve (so it type-checks without the package installed). */
async function importOptional<T>(name: string, check: (m: Record<string, unknown>) => boolean): Promise<T> {
  const mod = (await import(name)) as Record<string, unknown>;
  if (check(mod)) return mod as T;
  const def = mod.default as Record<string, unknown> | undefined;
  if (def && check(def)) return def as T;
  throw new Error(`${name}: unexpected module shape`);
}

const INSTALL = 'npm install --no-save chrono-node @microsoft/recognizers-text-date-time @microsoft/recognizers-text-number';

let chrono: ChronoModule;
let rtDate: RtDateTimeModule;
let rtNumber: RtNumberModule;
try {
  chrono = await importOptional<ChronoModule>('chrono-node', (m) => typeof m.es === 'object' && typeof m.en === 'object');
  rtDate = await importOptional<RtDateTimeModule>('@microsoft/recognizers-text-date-time', (m) => typeof m.recognizeDateTime === 'function');
  rtNumber = await importOptional<RtNumberModule>('@microsoft/recognizers-text-number', (m) => typeof m.recognizeNumber === 'function');
} catch (err) {
  console.error(
    `The libraries measured here are not installed (they are not dependencies of the project):\n  ${(err as Error).message}\nInstall them with:\n  ${INSTALL}`,
  );
  process.exit(1);
}

// ------------------------------------------------------------------ the corpora and the day

const CORPORA: [name: string, corpus: Record<Category, Case[]>][] = [
  ['corpus', await loadCorpus('main')],
  ['heldout', await loadCorpus('heldout')],
  ['heldout2', await loadCorpus('heldout2')],
  ['heldout3', await loadCorpus('heldout3')],
  ['heldout4', await loadCorpus('heldout4')],
  ['fresh5', await loadCorpus('fresh5')],
  ['fresh6', await loadCorpus('fresh6')],
  ['fresh7', await loadCorpus('fresh7')],
];
const DATE_CATEGORIES: Category[] = ['relativeDates', 'absoluteDates', 'holidayDates', 'ranges', 'nights', 'wholeRequests'];

const readAt = process.env.CORPUS_NOW ? new Date(process.env.CORPUS_NOW) : new Date();
const today = bogotaDate(readAt);
const d: Days = days(today);
/** The check-in known at the nights question (as the corpus judge sets it up). */
const anchor = addDays(today, 15);
/** Today in Bogotá at local noon: both libraries read the calendar day from local components. */
const refDate = new Date(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)), 12);
const wrongShown = Number(/^--wrong=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--wrong=')) ?? '')?.[1] ?? 15);

const SLOT_AT: Partial<Record<At, Slot>> = {
  destination: 'destination',
  dates: 'dates',
  nights: 'nights',
  party: 'party',
  childAges: 'childAges',
  name: 'name',
  phone: 'phone',
  email: 'email',
  country: 'country',
  residenceCity: 'residenceCity',
  confirm: 'confirm',
};

const rel = (v: RelDate): string => (typeof v === 'string' ? v : v(d));
const pad2 = (n: number): string => String(n).padStart(2, '0');

// ------------------------------------------------------------------ readings

/** What a reader took: check-in, check-out, nights (any subset). */
interface Reading {
  checkin?: string | undefined;
  checkout?: string | undefined;
  nights?: number | undefined;
}

/** The expected reading of a case: dates mode (check-in, check-out when known) or nights mode (nights only). */
interface Expected {
  mode: 'dates' | 'nights';
  checkin?: string;
  checkout?: string;
  nights?: number;
}

function expected(c: Case): Expected | undefined {
  const e = c.expect;
  if (e.checkin !== undefined) {
    const checkin = rel(e.checkin);
    const checkout = e.checkout !== undefined ? rel(e.checkout) : e.nights !== undefined ? addDays(checkin, e.nights) : undefined;
    return checkout === undefined ? { mode: 'dates', checkin } : { mode: 'dates', checkin, checkout };
  }
  if (c.at === 'nights' && e.nights !== undefined) return { mode: 'nights', nights: e.nights };
  return undefined;
}

/** Our reader, on the message `understand()` builds (intents are not blanked first). */
function readOurs(c: Case, mode: Expected['mode']): Reading {
  const full = spellCompoundNumbers(foldKeepLength(c.text));
  const m: Message = { raw: c.text, folded: maskSpans(full, negativeNumberSpans(full)), lang: c.lang, today, expecting: SLOT_AT[c.at] };
  if (mode === 'nights') m.anchor = anchor;
  const f = extractDates(m);
  if (!f) return {};
  if (mode === 'nights') {
    const from = f.checkin ?? anchor;
    return { nights: f.nights ?? (f.checkout ? daysBetween(from, f.checkout) : undefined) };
  }
  return { checkin: f.checkin, checkout: f.checkout ?? (f.checkin && f.nights !== undefined ? addDays(f.checkin, f.nights) : undefined), nights: f.nights };
}

const utteranceLang = (c: Case): 'es' | 'en' => c.expect.lang ?? c.lang;

function chronoDate(p: ChronoComponents): string | undefined {
  const y = p.get('year');
  const mo = p.get('month');
  const day = p.get('day');
  return y && mo && day ? `${y}-${pad2(mo)}-${pad2(day)}` : undefined;
}

/** chrono-node: a date is read only from results that know a day, weekday or month (a bare time is not a date). */
function readChrono(c: Case, mode: Expected['mode']): Reading {
  if (mode === 'nights') {
    // chrono has no durations: only a range said at the nights question gives a length of stay.
    const r = (utteranceLang(c) === 'es' ? chrono.es : chrono.en).parse(c.text, refDate, { forwardDate: true });
    const withEnd = r.find((x) => x.end);
    const s = withEnd ? chronoDate(withEnd.start) : undefined;
    const e = withEnd?.end ? chronoDate(withEnd.end) : undefined;
    return s && e ? { nights: daysBetween(s, e) } : {};
  }
  const results = (utteranceLang(c) === 'es' ? chrono.es : chrono.en)
    .parse(c.text, refDate, { forwardDate: true })
    .filter((x) => x.start.isCertain('day') || x.start.isCertain('weekday') || x.start.isCertain('month'));
  const first = results[0];
  if (!first) return {};
  const checkin = chronoDate(first.start);
  const end = first.end ? chronoDate(first.end) : results[1] ? chronoDate(results[1].start) : undefined;
  // Generous: an end not after the start ("a week from today" → "today") is not taken as the check-out.
  return { checkin, checkout: checkin && end && end > checkin ? end : undefined };
}

/** The value of a Recognizers-Text resolution to use: the first not before today (their forward reading), else the last. */
function rtPick(all: RtDateValue[]): RtDateValue | undefined {
  // A holiday without a year resolves to "not resolved": not a date.
  const values = all.filter((v) => v.type === 'duration' || /^\d{4}-\d{2}-\d{2}/.test(v.value ?? v.start ?? ''));
  return values.find((v) => (v.value ?? v.start ?? '').slice(0, 10) >= today) ?? values[values.length - 1];
}

/** Nights of a datetimeV2 duration, when a whole number of days. */
function rtNights(v: RtDateValue): number | undefined {
  const seconds = Number(v.value);
  return Number.isFinite(seconds) && seconds > 0 && seconds % 86_400 === 0 ? seconds / 86_400 : undefined;
}

function readRt(c: Case, mode: Expected['mode']): Reading {
  const culture = utteranceLang(c) === 'es' ? rtDate.Culture.Spanish : rtDate.Culture.English;
  const results = rtDate.recognizeDateTime(c.text, culture, undefined, refDate);
  const out: Reading = {};
  for (const r of results) {
    const v = rtPick(r.resolution?.values ?? []);
    if (!v) continue;
    const type = v.type ?? r.typeName.replace('datetimeV2.', '');
    if (type === 'duration') {
      if (out.nights === undefined) out.nights = rtNights(v);
      continue;
    }
    if (mode === 'nights') continue;
    if (type === 'daterange' && v.start && v.end) {
      if (!out.checkin) {
        out.checkin = v.start.slice(0, 10);
        // Generous: a range of one day is a check-in only.
        if (v.end.slice(0, 10) > out.checkin) out.checkout = v.end.slice(0, 10);
      }
    } else if (type === 'datetimerange' && v.start) {
      // A time of day ("esta noche", "thursday night"): its day is the check-in.
      if (!out.checkin) out.checkin = v.start.slice(0, 10);
    } else if ((type === 'date' || type === 'datetime') && v.value) {
      const date = v.value.slice(0, 10);
      if (!out.checkin) out.checkin = date;
      else if (!out.checkout && date > out.checkin) out.checkout = date;
    }
  }
  if (mode === 'nights') return { nights: out.nights };
  if (out.checkin && !out.checkout && out.nights !== undefined) out.checkout = addDays(out.checkin, out.nights);
  return { checkin: out.checkin, checkout: out.checkout };
}

// ------------------------------------------------------------------ judging

type Verdict = 'right' | 'wrong' | 'partial' | 'none';
const VERDICTS: Verdict[] = ['right', 'wrong', 'partial', 'none'];

function judge(e: Expected, r: Reading): Verdict {
  if (e.mode === 'nights') {
    if (r.nights === undefined) return 'none';
    return r.nights === e.nights ? 'right' : 'wrong';
  }
  if (!r.checkin && !r.checkout) return 'none';
  if (r.checkin && r.checkin !== e.checkin) return 'wrong';
  if (r.checkout && r.checkout !== e.checkout) return 'wrong';
  if (r.checkin && (e.checkout === undefined || r.checkout)) return 'right';
  return 'partial';
}

const READERS = [
  ['ours', readOurs],
  ['chrono', readChrono],
  ['recognizers', readRt],
] as const;
type ReaderName = (typeof READERS)[number][0];

type Counts = Record<Verdict, number>;
const zero = (): Counts => ({ right: 0, wrong: 0, partial: 0, none: 0 });
const show = (r: Reading): string =>
  [r.checkin && `in ${r.checkin}`, r.checkout && `out ${r.checkout}`, r.nights !== undefined && `${r.nights} nights`].filter(Boolean).join(', ') || '—';
const showExpected = (e: Expected): string => (e.mode === 'nights' ? `${e.nights} nights` : show(e));

const started = performance.now();
const rows: { corpus: string; cases: number; skipped: number; counts: Record<ReaderName, Counts> }[] = [];
const wrongs: Record<ReaderName, string[]> = { ours: [], chrono: [], recognizers: [] };
/** What each library reads where ours read nothing (the library as a fallback), on the fresh corpora and the others. */
const fallback = {
  fresh: { chrono: zero(), recognizers: zero() },
  other: { chrono: zero(), recognizers: zero() },
};
/** Wrong readings whose check-in lies before today (a past week, a past year). */
const pastWrongs: Record<ReaderName, number> = { ours: 0, chrono: 0, recognizers: 0 };

for (const [name, corpus] of CORPORA) {
  const row = { corpus: name, cases: 0, skipped: 0, counts: { ours: zero(), chrono: zero(), recognizers: zero() } };
  for (const category of DATE_CATEGORIES) {
    for (const c of corpus[category] ?? []) {
      const e = expected(c);
      if (!e) continue;
      if (e.checkin !== undefined && e.checkin < today) {
        row.skipped++; // the expectation lies in the past today: unjudgeable
        continue;
      }
      row.cases++;
      let oursVerdict: Verdict | undefined;
      for (const [reader, read] of READERS) {
        const r = read(c, e.mode);
        const v = judge(e, r);
        row.counts[reader][v]++;
        if (reader === 'ours') oursVerdict = v;
        else if (oursVerdict === 'none') fallback[name.startsWith('fresh') ? 'fresh' : 'other'][reader][v]++;
        if (v === 'wrong' && r.checkin && r.checkin < today) pastWrongs[reader]++;
        if (v === 'wrong')
          wrongs[reader].push(
            `[${name}/${category} at ${c.at}, ${utteranceLang(c)}] ${JSON.stringify(c.text)}\n      expected ${showExpected(e)}; read ${show(r)}`,
          );
      }
    }
  }
  rows.push(row);
}

function table(): void {
  const head = ['corpus', 'cases', ...READERS.map(([n]) => `${n} right/wrong/partial/none`)];
  const lines: string[][] = [head];
  const total = { corpus: 'all', cases: 0, skipped: 0, counts: { ours: zero(), chrono: zero(), recognizers: zero() } };
  const sub = { corpus: 'fresh5-7', cases: 0, skipped: 0, counts: { ours: zero(), chrono: zero(), recognizers: zero() } };
  for (const r of rows) {
    for (const agg of r.corpus.startsWith('fresh') ? [total, sub] : [total]) {
      agg.cases += r.cases;
      agg.skipped += r.skipped;
      for (const [n] of READERS) for (const v of VERDICTS) agg.counts[n][v] += r.counts[n][v];
    }
  }
  for (const r of [...rows, sub, total])
    lines.push([r.corpus, String(r.cases), ...READERS.map(([n]) => VERDICTS.map((v) => String(r.counts[n][v]).padStart(3)).join(' / '))]);
  const widths = head.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  for (const l of lines) console.log(l.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  const skipped = rows.reduce((s, r) => s + r.skipped, 0);
  if (skipped) console.log(`(${skipped} cases skipped: their expected check-in is in the past on ${today})`);
}

console.log(`Dates read on ${today} (Bogotá): cases of ${DATE_CATEGORIES.join(', ')} with a check-in (or nights, at the nights question)\n`);
table();
for (const part of ['fresh', 'other'] as const)
  console.log(
    `As a fallback where ours read nothing (${part === 'fresh' ? 'fresh5-7' : 'corpus, heldout1-4'}): ${(['chrono', 'recognizers'] as const)
      .map((n) => `${n} ${VERDICTS.map((v) => `${fallback[part][n][v]} ${v}`).join(', ')}`)
      .join('; ')}`,
  );
console.log(`Wrong readings with a check-in before today: ${READERS.map(([n]) => `${n} ${pastWrongs[n]}`).join(', ')}`);
for (const [n] of READERS) {
  console.log(`\nFirst ${Math.min(wrongShown, wrongs[n].length)} of ${wrongs[n].length} wrong readings — ${n}:`);
  for (const w of wrongs[n].slice(0, wrongShown)) console.log(`  ${w}`);
}

// ------------------------------------------------------------------ numbers

const ES_NUMBER_WORDS = new Set(
  (
    'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve veinte ' +
    'veintiuno veintiun veintiuna veintidos veintitres veinticuatro veinticinco veintiseis veintisiete veintiocho veintinueve treinta cuarenta cincuenta ' +
    'sesenta setenta ochenta noventa cien ciento doscientos trescientos cuatrocientos quinientos mil'
  ).split(' '),
);
const EN_NUMBER_WORDS = new Set(
  (
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty ' +
    'thirty forty fifty sixty seventy eighty ninety hundred thousand'
  ).split(' '),
);
/** Articles and words that are numbers only sometimes ("un", "una", "a", "par", "no") are left out: a spelled-out number is unmistakable. */
const isNumberWord = (word: string, lang: 'es' | 'en'): boolean =>
  word.split('-').every((part) => (lang === 'es' ? ES_NUMBER_WORDS : EN_NUMBER_WORDS).has(part));

/** Runs of number words ("treinta y dos", "twenty-one", "dos"), joined by "y"/"and", with their spans. */
function numberRuns(folded: string, lang: 'es' | 'en'): [start: number, end: number][] {
  const toks = tokens(folded);
  const runs: [number, number][] = [];
  for (let i = 0; i < toks.length; i++) {
    if (!isNumberWord(toks[i]!.text, lang)) continue;
    const start = toks[i]!.start;
    let end = toks[i]!.end;
    while (i + 1 < toks.length) {
      const next = toks[i + 1]!;
      if (isNumberWord(next.text, lang) && /^\s*$/.test(folded.slice(end, next.start))) {
        end = next.end;
        i++;
      } else if ((next.text === 'y' || next.text === 'and') && i + 2 < toks.length && isNumberWord(toks[i + 2]!.text, lang)) {
        end = toks[i + 2]!.end;
        i += 2;
      } else break;
    }
    runs.push([start, end]);
  }
  return runs;
}

let numberCases = 0;
let runCount = 0;
let oursRead = 0;
let rtRead = 0;
let agree = 0;
const differ: string[] = [];
const seen = new Set<string>();
for (const [name, corpus] of CORPORA) {
  for (const list of Object.values(corpus)) {
    for (const c of list) {
      const lang = utteranceLang(c);
      const key = `${lang}|${c.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const folded = foldKeepLength(c.text);
      const runs = numberRuns(folded, lang);
      if (runs.length === 0) continue;
      numberCases++;
      const ours = spellCompoundNumbers(folded);
      const rt = rtNumber.recognizeNumber(c.text, lang === 'es' ? rtNumber.Culture.Spanish : rtNumber.Culture.English);
      for (const [s, e] of runs) {
        runCount++;
        const oursValues = tokens(ours.slice(s, e))
          .map((t) => numberValue(t.text))
          .filter((n): n is number => n !== undefined);
        const rtValues = rt
          .filter((r) => r.start < e && r.end + 1 > s && r.resolution?.value !== undefined)
          .map((r) => (Number.isFinite(Number(r.resolution!.value)) ? Number(r.resolution!.value) : String(r.resolution!.value)));
        if (oursValues.length) oursRead++;
        if (rtValues.length) rtRead++;
        if (JSON.stringify(oursValues) === JSON.stringify(rtValues)) agree++;
        else
          differ.push(
            `[${name}, ${lang}] ${JSON.stringify(c.text.slice(s, e))} in ${JSON.stringify(c.text)}: ours ${JSON.stringify(oursValues)}, recognizers ${JSON.stringify(rtValues)}`,
          );
      }
    }
  }
}

console.log(`\nNumbers: ${numberCases} distinct utterances (every category) with a spelled-out number word; ${runCount} runs of number words.`);
console.log(`  read into a value — ours: ${oursRead}, recognizers: ${rtRead}; same values: ${agree}; different: ${differ.length}`);
console.log(`\nFirst ${Math.min(20, differ.length)} of ${differ.length} differences:`);
for (const line of differ.slice(0, 20)) console.log(`  ${line}`);
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
