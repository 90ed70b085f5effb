/**
 * The room layout the bot proposes when the guest did not split the party ({@link proposeLayout}).
 */
import type { RoomParty } from '../types.js';

/** Most adults {@link proposeLayout} puts in one room. */
const LAYOUT_MAX_ADULTS = 3;

/** Most people (adults and children) {@link proposeLayout} puts in one room. */
const LAYOUT_MAX_PEOPLE = 4;

/**
 * The rooms the bot proposes when the guest did not split the party: the
 * fewest rooms holding at most {@link LAYOUT_MAX_ADULTS} adults and
 * {@link LAYOUT_MAX_PEOPLE} people each (what a standard hotel room takes;
 * bigger family rooms are chosen later among the hotel's products), or
 * exactly `rooms` when the guest said how many. Every room gets at least one
 * adult; adults are spread as evenly as possible (earlier rooms get the extra
 * one); each child, in the order given, goes to the room with the fewest
 * people so far (the earliest on a tie), so children always share a room
 * with adults.
 *
 * When the caps would need more rooms than there are adults, the party is
 * put in one room per adult (the caps are then exceeded); with `rooms`
 * given, the caps are not applied (the guest chose). Returns `[]` when no
 * layout is possible: no adults, or more rooms than adults.
 *
 * @param adults adults (18+), 1 or more
 * @param ages children's ages in whole years, in the order given
 * @param rooms rooms the guest asked for, if said
 * @example proposeLayout(4, [6, 9]) // → [{ adults: 2, ages: [6] }, { adults: 2, ages: [9] }]
 */
export function proposeLayout(adults: number, ages: number[], rooms?: number): RoomParty[] {
  if (!Number.isInteger(adults) || adults < 1) return [];
  let n: number;
  if (rooms !== undefined) {
    if (!Number.isInteger(rooms) || rooms < 1 || rooms > adults) return [];
    n = rooms;
  } else {
    n = Math.max(1, Math.ceil(adults / LAYOUT_MAX_ADULTS), Math.ceil((adults + ages.length) / LAYOUT_MAX_PEOPLE));
    n = Math.min(n, adults);
  }
  const out: RoomParty[] = Array.from({ length: n }, (_, i) => ({
    adults: Math.floor(adults / n) + (i < adults % n ? 1 : 0),
    ages: [],
  }));
  for (const age of ages) {
    let best = 0;
    for (let i = 1; i < n; i++) {
      const size = (x: RoomParty) => x.adults + x.ages.length;
      if (size(out[i]!) < size(out[best]!)) best = i;
    }
    out[best]!.ages.push(age);
  }
  return out;
}
