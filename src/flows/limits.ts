/**
 * The limits of the guest conversation, in one place: how long a stay may
 * be and how far ahead it may start, how many rooms and people one booking
 * may hold, who counts as a child, how long a message or a phone number may
 * be, how many choices the bot lists, what the state keeps. The reading of
 * a message (`understand/`), the questions (`questions.ts`) and the
 * application of what was read (`apply.ts`) check against these names, and
 * every guest text that states a limit is given it as an argument
 * (`src/texts/guest.ts` never restates one).
 *
 * The stay's and the party's limits stay within what the interface accepts
 * for the same values (endpoint 10: `nights` up to 30, `children_ages` up
 * to 17, at most 9 rooms in a layout).
 */

// ------------------------------------------------------------------ the stay

/** Longest stay, in nights (a stay is 1 to this many): more is the dates problem `tooLong`. */
export const MAX_NIGHTS = 30;
/** Furthest check-in, in days after today (Bogotá): later is the dates problem `tooFar`. */
export const MAX_DAYS_AHEAD = 365;

// ------------------------------------------------------------------ the party

/** Most rooms one booking may hold; more is the occupancy problem `tooManyRooms`. */
export const MAX_ROOMS = 5;
/** Most people (adults and children) one booking may hold; more is the occupancy problem `tooMany`. */
export const MAX_PEOPLE = 30;
/** First age, in whole years, that is not a child's (an adult for the hotel); a child's age said at or above it is the problem `childTooOld`. */
export const ADULT_AGE = 18;
/** Oldest age, in whole years, of a child: children are 0 to this (one year under {@link ADULT_AGE}). */
export const MAX_CHILD_AGE = ADULT_AGE - 1;

/** Whether `years` (a whole number said as a child's age) is a child's age: 0 to {@link MAX_CHILD_AGE}; a negative number is no age. */
export function isChildAge(years: number): boolean {
  return years >= 0 && years < ADULT_AGE;
}

// ------------------------------------------------------------------ the guest's messages and details

/** Longest message read, in UTF-16 code units: a longer one is cut there (no guest writes a booking in more). */
export const MAX_MESSAGE_LENGTH = 1000;

/** Fewest digits of a phone number read from a message (a local number without its area code is refused). */
export const PHONE_MIN_DIGITS = 7;
/** Most digits of a phone number, its country code included (E.164's maximum). */
export const PHONE_MAX_DIGITS = 15;

// ------------------------------------------------------------------ what is listed

/** Most hotels listed after a search (cheapest first). */
export const MAX_HOTELS = 8;
/** Most rates listed per room of the layout. */
export const MAX_PRODUCTS_PER_ROOM = 6;

// ------------------------------------------------------------------ what is kept and run

/** How many of the conversation's last messages the state keeps for the staff's first post (the hand-off). */
export const RECENT_MESSAGES = 8;
/** Longest text kept of one recent message, in characters (a longer one is cut, ending in "…"). */
export const RECENT_TEXT_CHARS = 400;
/** Safety bound on the effects run for one guest input (`runFlow`): more would be a loop, a bug. */
export const MAX_EFFECTS_PER_INPUT = 50;
