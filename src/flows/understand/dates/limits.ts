/**
 * The limits of a stay: how long it may be and how far ahead it may start.
 * The checks (checks.ts) refuse a reading past them (`tooLong`, `tooFar`); a
 * few phrases respect them while reading ("2 o 3 semanas", the Easter choices).
 */

/** Longest stay, in nights: more is the problem `tooLong`. */
export const MAX_NIGHTS = 30;
/** Furthest check-in, in days after today: later is the problem `tooFar`. */
export const MAX_DAYS_AHEAD = 365;
