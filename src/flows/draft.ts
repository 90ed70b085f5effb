/**
 * Reads of the booking a conversation state is assembling — the rooms to
 * search, the chosen hotel and rates, what is understood so far in one line —
 * and the choice values the questions and the state machine share. Pure,
 * like the rest of the flow.
 */
import type { LayoutRoom } from '../api/contract/index.js';
import { addDays } from '../clock.js';
import { formatShortDate, formatStay } from '../texts/format.js';
import { TEXTS, type Texts } from '../texts/guest.js';
import { proposeLayout } from './understand/occupancy/index.js';
import type { FlowState, HotelOption, ProductOption, RoomRequest, SearchDraft, SearchPatch } from './state.js';

/** Choice values that are not tied to one question. */
export const CHOICE = {
  confirm: 'confirm',
  edit: 'edit',
  restart: 'restart',
  cancel: 'cancel',
  back: 'back',
  retry: 'retry',
  newSearch: 'newSearch',
  changeDates: 'change:dates',
  changeCity: 'change:destination',
  changeParty: 'change:party',
  changeRooms: 'change:rooms',
  nameFromProfile: 'name:profile',
  phoneFromProfile: 'phone:profile',
  /** The name and the number the channel knows (WhatsApp's profile and sender), taken together at the name question. */
  detailsFromProfile: 'details:profile',
  searchAgain: 'searchAgain',
} as const;

/**
 * The guest's text catalogue ({@link Texts}, `src/texts/guest.ts`) in the
 * conversation's language (`s.lang`): every message and button label the
 * flow shows is taken from it.
 */
export function textsFor(s: FlowState): Texts {
  return TEXTS[s.lang];
}

/** `o` without `keys` (a shallow copy; the other keys keep their order). */
export function without<T extends object>(o: T, ...keys: (keyof T)[]): T {
  const copy: Partial<T> = { ...o };
  for (const k of keys) delete copy[k];
  return copy as T;
}

/** Whether a product's `refundable` value (endpoint 10's text) means it can be refunded. */
export function isRefundable(value: string): boolean {
  return !['none', 'no', 'false', '0', '', 'non_refundable', 'nonrefundable', 'non-refundable', 'no reembolsable'].includes(value.trim().toLowerCase());
}

/** The rooms to search: the guest's own split, else the proposed one (fewest rooms that fit). */
export function layoutOf(search: SearchDraft): RoomRequest[] | undefined {
  if (search.layout?.length) return search.layout;
  if (search.adults === undefined) return undefined;
  if ((search.children ?? 0) !== search.ages.length) return undefined;
  return proposeLayout(search.adults, search.ages, search.rooms ?? search.splitRooms);
}

/** The rooms to search as endpoint 10's `layout`. */
export function wireLayout(layout: readonly RoomRequest[]): LayoutRoom[] {
  return layout.map((r) => (r.ages.length ? { adults: r.adults, children_ages: [...r.ages] } : { adults: r.adults }));
}

/** The search as a comparable key, or undefined while a slot is missing. */
export function searchKey(search: SearchDraft): string | undefined {
  const layout = layoutOf(search);
  const { city, checkin, nights } = search;
  if (city === undefined || checkin === undefined || nights === undefined || !layout) return undefined;
  return JSON.stringify([city, checkin, nights, layout]);
}

/** The hotel chosen from the last search's list, if any. */
export function chosenHotel(s: FlowState): HotelOption | undefined {
  return s.hotel === undefined ? undefined : s.hotels[s.hotel];
}

/** The chosen product of each layout room, when all are chosen. */
export function chosenProducts(s: FlowState): ProductOption[] | undefined {
  const h = chosenHotel(s);
  if (!h || s.picks.length !== h.rooms.length) return undefined;
  const out: ProductOption[] = [];
  for (let i = 0; i < h.rooms.length; i++) {
    const p = h.rooms[i]?.[s.picks[i] ?? -1];
    if (!p) return undefined;
    out.push(p);
  }
  return out;
}

/** Indices of `hotel.rooms[room]` still free given the products chosen for earlier rooms. */
export function availableProducts(s: FlowState, hotel: HotelOption, room: number): number[] {
  const used = new Map<string, number>();
  for (let j = 0; j < room; j++) {
    const p = hotel.rooms[j]?.[s.picks[j] ?? -1];
    if (p) used.set(p.roomId, (used.get(p.roomId) ?? 0) + 1);
  }
  const candidates = hotel.rooms[room] ?? [];
  return candidates.map((_, i) => i).filter((i) => candidates[i]!.count > (used.get(candidates[i]!.roomId) ?? 0));
}

/**
 * `s` with the search values of `patch` (a button's or a clarification's): a
 * new city drops the named hotel, a new number of adults drops the ages and
 * any split into rooms — except a room count the patch itself carries (class:
 * a room said in the message whose reading is confirmed, "una habitación …
 * dos adultos, no perdón, tres": the room stays).
 */
export function applyPatch(s: FlowState, patch: SearchPatch): FlowState {
  const search = { ...s.search, ...patch };
  if (patch.city && patch.hotelId === undefined) {
    delete search.hotelId;
    delete search.hotelName;
  }
  if (patch.children !== undefined || patch.ages !== undefined) delete search.uncountedChildren;
  if (patch.adults !== undefined) {
    search.ages = patch.ages ?? [];
    if (patch.rooms === undefined) delete search.rooms;
    delete search.splitRooms;
    delete search.layout;
  }
  return { ...s, search };
}

/** `s` without the results of its last search (hotels, choices): the search runs again. */
export function clearSearchResults(s: FlowState): FlowState {
  const next: FlowState = { ...s, hotels: [], picks: [], room: 0 };
  delete next.hotel;
  delete next.searched;
  return next;
}

/**
 * The search understood so far in one line, e.g.
 * "Cartagena · vie 15 – lun 18 dic (3 noches) · 2 adultos, 1 niño de 5 años · 1 habitación".
 * `today` (`YYYY-MM-DD`, Bogotá) tells which dates need no year.
 * `withRooms` adds the rooms (once a layout is proposed); `withCity: false` leaves the destination out.
 */
export function understoodLine(s: FlowState, ctx: { today: string }, withRooms = false, withCity = true): string {
  const t = textsFor(s);
  const q = s.search;
  const year = Number(ctx.today.slice(0, 4));
  const parts: string[] = [];
  if (q.city && withCity) parts.push(q.hotelName ? `${q.hotelName} (${q.city})` : q.city);
  if (q.checkin && q.nights) parts.push(formatStay(q.checkin, addDays(q.checkin, q.nights), q.nights, s.lang, year));
  else if (q.checkin) parts.push(`${s.lang === 'es' ? 'llegada' : 'arrival'} ${formatShortDate(q.checkin, s.lang, year)}`);
  else if (q.nights) parts.push(t.nightsOption(q.nights));
  if (q.adults !== undefined) parts.push(t.people(q.adults, q.ages, Math.max(0, (q.children ?? 0) - q.ages.length)));
  else if (q.children) parts.push(t.people(0, q.ages, Math.max(0, q.children - q.ages.length)).replace(/^0 \S+, /, ''));
  const layout = layoutOf(q);
  if ((withRooms || q.rooms !== undefined || q.splitRooms !== undefined || q.layout) && layout) parts.push(t.roomsCount(layout.length));
  // rooms said before the people ("three rooms, no, two" at the party question): the count said
  else if (q.rooms !== undefined && !layout) parts.push(t.roomsCount(q.rooms));
  return parts.join(' · ');
}
