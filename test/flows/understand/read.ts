/**
 * Readings shared by the understanding's tests: a message read through the whole understanding step with the demo
 * catalogue, a party read by the occupancy extractor alone, a destination written short for a table row, and tables
 * of guest fields.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { extractOccupancy } from '../../../src/flows/understand/occupancy/index.js';
import { spellOutShorthand } from '../../../src/flows/understand/shorthand.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { DatesFound, DestinationFound, GuestFound, Message, OccupancyFound, Slot, Understanding } from '../../../src/flows/understand/types.js';

/** The day the answers of {@link readAnswer} are read on (YYYY-MM-DD). */
export const ANSWER_DAY = '2026-11-29';

/**
 * `text` read through the whole understanding step on {@link ANSWER_DAY} with the demo catalogue, as the flow does;
 * `extra` is the number of ages awaited when a number, the anchor date (YYYY-MM-DD) when a string.
 */
export function readAnswer(text: string, expecting?: Slot, lang: 'es' | 'en' = 'es', extra?: number | string): Understanding {
  const agesAwaited = typeof extra === 'number' ? extra : undefined;
  const anchor = typeof extra === 'string' ? extra : undefined;
  return understand(text, { lang, today: ANSWER_DAY, expecting, catalogue: DEMO_CATALOGUE, agesAwaited, anchor });
}

/** The day the fresh corpora are read on, a Monday (YYYY-MM-DD, Bogotá), as `CORPUS_NOW` reads them. */
export const CORPUS_DAY = '2026-11-30';

/** `text` as the flow reads it on {@link CORPUS_DAY}: chat shorthand spelled out, then the whole understanding step. */
export function readAsCorpus(text: string, expecting: Slot | undefined, lang: 'es' | 'en'): Understanding {
  return understand(spellOutShorthand(text, lang), { lang, today: CORPUS_DAY, expecting, catalogue: DEMO_CATALOGUE });
}

/** The stay's dates of a reading (check-in and check-out YYYY-MM-DD, nights, what is asked), without their words. */
export function stayOf(u: Understanding): Pick<NonNullable<Understanding['dates']>, 'checkin' | 'checkout' | 'nights' | 'ambiguity'> | undefined {
  const d = u.dates;
  return d && { checkin: d.checkin, checkout: d.checkout, nights: d.nights, ambiguity: d.ambiguity };
}

/** The dates a table row expects read, without their words; `undefined` when none are. */
export type ExpectedDates = Omit<DatesFound, 'spans'> | undefined;

/** A stay a table row expects: check-in and check-out (YYYY-MM-DD), its nights, and `extra` fields (a label, `inferred`). */
export const stay = (checkin: string, checkout: string, nights: number, extra: Partial<DatesFound> = {}): ExpectedDates => ({
  checkin,
  checkout,
  nights,
  ...extra,
});

/** The destination `text` names, read as {@link readAnswer} reads it (no ages awaited, no anchor). */
export function readDestination(text: string, lang: 'es' | 'en', expecting?: Slot): DestinationFound | undefined {
  return readAnswer(text, expecting, lang).destination;
}

/** `text` read through the whole understanding step on 2026-11-23 (a Monday) with the demo catalogue. */
export function readOnMonday(text: string, lang: 'es' | 'en', expecting?: Slot): Understanding {
  return understand(text, { lang, today: '2026-11-23', catalogue: DEMO_CATALOGUE, expecting });
}

/**
 * The party `raw` says, read by the occupancy extractor alone on 2026-11-23 while `expecting` is asked, without its
 * spans; `undefined` when no party is read.
 */
export function readPartyAt(raw: string, expecting: Slot = 'party', lang: 'es' | 'en' = 'es'): Omit<OccupancyFound, 'spans'> | undefined {
  const m: Message = { raw, folded: foldKeepLength(raw), lang, today: '2026-11-23', expecting };
  const r = extractOccupancy(m);
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

/** The party `raw` says while the party is asked: {@link readPartyAt} with the question first. */
export function readParty(raw: string, lang: 'es' | 'en' = 'es'): Omit<OccupancyFound, 'spans'> | undefined {
  return readPartyAt(raw, 'party', lang);
}

/**
 * A destination written short for a table row: "Cartagena", "Medellín#7" for a hotel, "?Cartagena|Santa Marta" for a
 * choice (each option written the same way), "!Miami" for an unsold place, `undefined` for nothing.
 */
export function shortDestination(r: DestinationFound | undefined): string | undefined {
  if (!r) return undefined;
  const one = (x: { city: string; hotel?: { id: number } }) => (x.hotel ? `${x.city}#${x.hotel.id}` : x.city);
  if (r.kind === 'known') return one(r);
  if (r.kind === 'ambiguous') return `?${r.options.map(one).join('|')}`;
  return `!${r.text}`;
}

/** One row of a guest table: the message, the chat language, the question asked (if any), the fields expected. */
export type GuestRow<K extends keyof GuestFound> = [text: string, lang: 'es' | 'en', expecting: Slot | undefined, expected: Partial<Pick<GuestFound, K>>];

/**
 * A writer of guest tables over the fields `keys`: each row is one test, named "<lang> <question or ->: <text>", that
 * reads the row's message through the whole understanding step on {@link ANSWER_DAY} and expects exactly the fields
 * of `keys` that were read (a field not read is absent) to equal the row's.
 */
export function guestTable<K extends keyof GuestFound>(keys: readonly K[]): (title: string, rows: GuestRow<K>[]) => void {
  const fields = (text: string, lang: 'es' | 'en', expecting: Slot | undefined): Partial<Pick<GuestFound, K>> => {
    const g = understand(text, { lang, today: ANSWER_DAY, expecting, catalogue: DEMO_CATALOGUE }).guest;
    const out: Partial<Pick<GuestFound, K>> = {};
    for (const k of keys) if (g?.[k] !== undefined) out[k] = g[k];
    return out;
  };
  return (title, rows) => {
    describe(title, () => {
      for (const [text, lang, expecting, expected] of rows) {
        it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
          expect(fields(text, lang, expecting)).toEqual(expected);
        });
      }
    });
  };
}
