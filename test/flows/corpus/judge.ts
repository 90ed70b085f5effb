/**
 * The judge of the guest-utterance corpora, shared by the corpus suite and
 * `npm run corpus` (the report of any corpus, e.g. a fresh one on first
 * contact): each utterance is said at its place in a conversation through the
 * real flow (`step`, no mocks), and what the bot took from it is compared with
 * what a careful receptionist would have understood. Every case is one of:
 *
 * - understood: every expected value taken, the expected kind of answer given;
 * - wrong: a value taken that differs from the expectation, or taken where
 *   none should be (the failure that matters most);
 * - refused: nothing wrong, but not understood (the bot asked again);
 * - unjudgeable: the expectation itself lies in the past on the day it is read.
 */
import { addDays, bogotaDate } from '../../../src/clock.js';
import { initialState, step, type FlowState, type Reply } from '../../../src/flows/index.js';
import { HUMAN_CHOICE } from '../../../src/flows/handoff.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { corpusClock } from './clock.js';
import { days } from './days.js';
import type { At, Case, Category, Days, Expect } from './types.js';
import { availability, CARTAGENA } from '../fixtures.js';

/** The instant the corpora are first read at: {@link corpusClock}'s (now, or `CORPUS_NOW`, an ISO instant). */
export const readAt = corpusClock.now();
let today = bogotaDate(readAt);
let d: Days = days(today);
/** The corpora are read as a deployment whose staff can be reached (a person is offered, and asking for one hands over). */
let ctx = { now: readAt, newId: () => 'corpus-key', catalogue: DEMO_CATALOGUE, handoff: true };

/** Read the corpora as if it were `at` (Bogotá's calendar day of that instant): moves {@link corpusClock} there. */
export function readOn(at: Date): void {
  corpusClock.set(at);
  today = bogotaDate(corpusClock.now());
  d = days(today);
  ctx = { now: corpusClock.now(), newId: () => 'corpus-key', catalogue: DEMO_CATALOGUE, handoff: true };
}

const statesAt = new Map<string, FlowState>();

/** The state of a conversation just before an utterance said `at` that point (built once per day, place and language; `step` never mutates it). */
function stateAt(at: At, lang: 'es' | 'en'): FlowState {
  const key = `${today}|${at}|${lang}`;
  let s = statesAt.get(key);
  if (!s) statesAt.set(key, (s = buildStateAt(at, lang)));
  return s;
}

function buildStateAt(at: At, lang: 'es' | 'en'): FlowState {
  const base = initialState(lang);
  const checkin = addDays(today, 15);
  const search = { city: 'Cartagena', checkin, nights: 3, adults: 2, ages: [] as number[] };
  const afterSearch = (): FlowState => {
    const s: FlowState = {
      ...base,
      search: { ...search },
      step: 'searching',
      seq: 1,
      searched: JSON.stringify(['Cartagena', checkin, 3, [{ adults: 2, ages: [] }]]),
    };
    const r = step(s, { kind: 'availability', result: availability(CARTAGENA, checkin, 3, [{ adults: 2 }]) }, ctx);
    const chosen = step(r.state, { kind: 'text', text: '1' }, ctx).state;
    return step(chosen, { kind: 'text', text: '1' }, ctx).state;
  };
  switch (at) {
    case 'start':
      return base;
    case 'destination':
      return { ...base, step: 'askDestination' };
    case 'dates':
      return { ...base, step: 'askDates', search: { city: 'Cartagena', ages: [] } };
    case 'nights':
      return { ...base, step: 'askNights', search: { city: 'Cartagena', checkin, ages: [] } };
    case 'party':
      return { ...base, step: 'askParty', search: { city: 'Cartagena', checkin, nights: 3, ages: [] } };
    case 'childAges':
      return { ...base, step: 'askChildAges', search: { city: 'Cartagena', checkin, nights: 3, adults: 2, children: 2, ages: [] } };
    default: {
      const s = afterSearch();
      if (s.step !== 'askName') throw new Error(`corpus set-up: expected askName, got ${s.step}`);
      const guest = { firstName: 'Laura', lastName: 'Restrepo', phone: '+573001112233', email: 'laura@example.com', residenceCity: 'Cali', country: 'COL' };
      switch (at) {
        case 'name':
          return s;
        case 'phone':
          return { ...s, step: 'askPhone', guest: { firstName: guest.firstName, lastName: guest.lastName } };
        case 'email':
          return { ...s, step: 'askEmail', guest: { firstName: guest.firstName, lastName: guest.lastName, phone: guest.phone } };
        case 'residenceCity':
          return { ...s, step: 'askResidenceCity', guest: { firstName: guest.firstName, lastName: guest.lastName, phone: guest.phone, email: guest.email } };
        case 'country': {
          const g = { firstName: guest.firstName, lastName: guest.lastName, phone: guest.phone, email: guest.email, residenceCity: guest.residenceCity };
          return { ...s, step: 'askCountry', guest: g };
        }
        case 'confirm':
          return { ...s, step: 'confirm', guest };
      }
    }
  }
}

type Observed = Omit<Expect, 'outcome' | 'change' | 'checkin' | 'checkout'> & { checkin?: string; checkout?: string };

/** The slots an expectation may list, in the report's order. */
export const SLOTS = [
  'city',
  'hotelId',
  'checkin',
  'checkout',
  'nights',
  'adults',
  'children',
  'ages',
  'rooms',
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'residenceCity',
] as const;

function observe(s: FlowState): Observed {
  const q = s.search;
  const o: Observed = {};
  if (q.city !== undefined) o.city = q.city;
  if (q.hotelId !== undefined) o.hotelId = q.hotelId;
  if (q.checkin !== undefined) o.checkin = q.checkin;
  if (q.checkin !== undefined && q.nights !== undefined) o.checkout = addDays(q.checkin, q.nights);
  if (q.nights !== undefined) o.nights = q.nights;
  if (q.adults !== undefined) o.adults = q.adults;
  // Adults known and no child counted or aged: the party was read as adults only (the bot searches for no child) —
  // unless children were said with no count (the search waits for how many).
  const children = q.children ?? (q.ages.length ? q.ages.length : q.adults !== undefined && !q.uncountedChildren ? 0 : undefined);
  if (children !== undefined) o.children = children;
  if (q.ages.length) o.ages = q.ages;
  const rooms = q.rooms ?? q.layout?.length;
  if (rooms !== undefined) o.rooms = rooms;
  const g = s.guest;
  if (g.firstName !== undefined) o.firstName = g.firstName;
  if (g.lastName !== undefined) o.lastName = g.lastName;
  if (g.email !== undefined) o.email = g.email;
  if (g.phone !== undefined) o.phone = g.phone;
  if (g.country !== undefined) o.country = g.country;
  if (g.residenceCity !== undefined) o.residenceCity = g.residenceCity;
  return o;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Outcome of one case, with the reason for anything but "understood". */
export interface Verdict {
  /** `unjudgeable`: the expectation itself lies in the past on the day the tests run (Holy Week during Holy Week); not counted. */
  verdict: 'understood' | 'wrong' | 'refused' | 'unjudgeable';
  why: string;
  replies: Reply[];
}

/** Judge case `c` on the day the corpora are read at (see {@link readOn}). */
export function judge(c: Case): Verdict {
  const before = stateAt(c.at, c.lang);
  const r = step(before, { kind: 'text', text: c.text }, ctx);
  const after = r.state;
  const was = observe(before);
  const now = observe(after);
  const exp = c.expect;
  const want: Observed = {};
  for (const k of SLOTS) {
    const v = exp[k];
    if (v === undefined) continue;
    (want as Record<string, unknown>)[k] = typeof v === 'function' ? v(d) : v;
  }
  if (want.checkin !== undefined && want.checkin < today)
    return { verdict: 'unjudgeable', why: `expected check-in ${want.checkin} is past today`, replies: r.replies };
  // "checkout" and "children" follow from other slots; a change only they show is judged through those.
  if (want.checkin !== undefined && want.checkout === undefined && want.nights === undefined) delete now.checkout, delete was.checkout;
  const outcome = exp.outcome ?? 'value';
  const cleared = outcome === 'cancel' || outcome === 'restart' || outcome === 'back' || outcome === 'change';

  // Wrong: a slot the utterance changed to something not expected.
  if (!cleared) {
    for (const k of SLOTS) {
      const a = (was as Record<string, unknown>)[k];
      const b = (now as Record<string, unknown>)[k];
      const w = (want as Record<string, unknown>)[k];
      if (same(a, b) || b === undefined) continue;
      if (w === undefined) {
        if (k === 'checkout' || k === 'children') continue;
        // A departure day expected: the nights follow from it and the check-in.
        if (k === 'nights' && want.checkout !== undefined) continue;
        // The country inferred from a phone's calling code is said back at the summary, not taken as the guest's word.
        if (k === 'country' && after.guest.countryFromPhone) continue;
        return { verdict: 'wrong', why: `${k} = ${JSON.stringify(b)} (nothing expected)`, replies: r.replies };
      }
      if (!same(b, w)) return { verdict: 'wrong', why: `${k} = ${JSON.stringify(b)}, expected ${JSON.stringify(w)}`, replies: r.replies };
    }
  }
  if (exp.lang && after.lang !== exp.lang) return { verdict: 'refused', why: `language stayed ${after.lang}`, replies: r.replies };
  // A date of the last weeks typed without a year is confirmed with one button: when that one choice is
  // exactly what was meant, the bot understood it (one tap more), as long as a value was expected.
  if (outcome === 'value' && after.step === 'clarify' && after.clarify?.options.length === 1) {
    const confirmed = observe(step(after, { kind: 'choice', value: 'pick:0' }, ctx).state);
    const all = SLOTS.every(
      (k) => (want as Record<string, unknown>)[k] === undefined || same((confirmed as Record<string, unknown>)[k], (want as Record<string, unknown>)[k]),
    );
    if (all) return { verdict: 'understood', why: '', replies: r.replies };
  }
  for (const k of SLOTS) {
    const w = (want as Record<string, unknown>)[k];
    if (w !== undefined && !same((now as Record<string, unknown>)[k], w)) {
      return { verdict: 'refused', why: `${k} not taken (${JSON.stringify((now as Record<string, unknown>)[k])})`, replies: r.replies };
    }
  }
  const text = r.replies.map((x) => x.text).join('\n');
  const ok = (cond: boolean, why: string): Verdict => ({ verdict: cond ? 'understood' : 'refused', why: cond ? '' : why, replies: r.replies });
  // A request only staff can answer: a person is offered for it.
  if (exp.requests?.length && outcome !== 'human' && !r.replies.some((x) => x.choices?.some((c) => c.value === HUMAN_CHOICE)))
    return ok(false, `no person offered for ${exp.requests.join(', ')}`);
  switch (outcome) {
    case 'value':
      return ok(after.step !== 'clarify' || Object.keys(want).length > 0, `asked back (${after.step})`);
    case 'askBack':
      return ok(after.step === 'clarify', `no question asked back (${after.step})`);
    case 'refuse':
      // The value refused is asked again: the step stays, or the values listed beside it were kept (checked above) and
      // the bot goes on to its next question, a whole request at the start too (the value refused is never taken: it is
      // no value expected).
      return ok(
        r.replies.length > 0 && (after.step === before.step || before.step === 'idle' || Object.keys(want).length > 0),
        `step ${before.step} → ${after.step}`,
      );
    case 'unknownDestination':
      return ok(
        after.step === 'askDestination' && after.search.city === undefined && (r.replies[0]?.choices?.length ?? 0) > 0,
        'no unknown-destination answer',
      );
    case 'human':
      return ok(after.handoff !== undefined && r.effects.some((e) => e.kind === 'handOff'), `not handed to a person (${after.step})`);
    case 'smalltalk':
      return ok(same(was, now) && (after.step === before.step || before.step === 'idle') && r.replies.length > 0, 'not answered as small talk');
    case 'cancel':
      return ok(after.step === 'idle' && same(observe(after), {}), `not cancelled (${after.step})`);
    case 'restart':
      return ok(after.step === 'askDestination' && same(observe(after), {}), `not restarted (${after.step})`);
    case 'back': {
      // Back: another (earlier) question, and nothing new taken; what is forgotten may be a slot or a choice of hotel or rate.
      const added = SLOTS.some(
        (k) => (now as Record<string, unknown>)[k] !== undefined && !same((now as Record<string, unknown>)[k], (was as Record<string, unknown>)[k]),
      );
      return ok(after.step !== before.step && !added, `not back (${after.step})`);
    }
    case 'change': {
      const target = exp.change;
      const cleared: Record<string, (o: Observed) => boolean> = {
        destination: (o) => o.city === undefined,
        dates: (o) => o.checkin === undefined || !same(o.checkin, was.checkin) || !same(o.nights, was.nights),
        party: (o) => o.adults === undefined || !same(o.adults, was.adults),
        rooms: () => after.step === 'askRooms',
        name: (o) => o.firstName === undefined || !same(o.firstName, was.firstName),
        email: (o) => o.email === undefined,
        phone: (o) => o.phone === undefined,
        country: (o) => o.country === undefined,
        residenceCity: (o) => o.residenceCity === undefined,
      };
      return ok(target !== undefined && cleared[target]!(now) && text.length > 0, `not asked to change ${target}`);
    }
  }
}

/** The day the corpora are read at, `YYYY-MM-DD` (Bogotá). */
export function readingDay(): string {
  return today;
}

/** The figures of one corpus read on one day. */
export interface CorpusReport {
  total: number;
  understood: number;
  wrong: string[];
  refused: string[];
  /** The printed table per category, then every wrong and refused case with why. */
  text: string;
}

/** Judge every case of `corpus` (named `name`) and write the report: per category n, understood, wrong, refused. */
export function reportCorpus(name: string, corpus: Record<Category, Case[]>): CorpusReport {
  const rows: string[] = [];
  let total = 0;
  let understood = 0;
  const wrong: string[] = [];
  const refused: string[] = [];
  for (const cat of Object.keys(corpus) as Category[]) {
    const list = corpus[cat].map((c) => ({ c, v: judge(c) })).filter((x) => x.v.verdict !== 'unjudgeable');
    const u = list.filter((x) => x.v.verdict === 'understood').length;
    const w = list.filter((x) => x.v.verdict === 'wrong');
    const f = list.filter((x) => x.v.verdict === 'refused');
    total += list.length;
    understood += u;
    rows.push(`${cat.padEnd(18)} ${String(list.length).padStart(4)} ${String(u).padStart(10)} ${String(w.length).padStart(6)} ${String(f.length).padStart(8)}`);
    for (const x of w) wrong.push(`[${cat}] (${x.c.lang}, at ${x.c.at}) "${x.c.text}": ${x.v.why}`);
    for (const x of f) refused.push(`[${cat}] (${x.c.lang}, at ${x.c.at}) "${x.c.text}": ${x.v.why}`);
  }
  const text = [
    `${name}: ${total} utterances, today ${today}`,
    `${'category'.padEnd(18)} ${'n'.padStart(4)} ${'understood'.padStart(10)} ${'wrong'.padStart(6)} ${'refused'.padStart(8)}`,
    ...rows,
    `${'total'.padEnd(18)} ${String(total).padStart(4)} ${String(understood).padStart(10)} ${String(wrong.length).padStart(6)} ${String(total - understood - wrong.length).padStart(8)}`,
    `understood: ${((100 * understood) / total).toFixed(1)} %`,
    ...(wrong.length ? ['', 'WRONG:', ...wrong] : []),
    ...(refused.length ? ['', 'refused:', ...refused] : []),
  ].join('\n');
  return { total, understood, wrong, refused, text };
}
