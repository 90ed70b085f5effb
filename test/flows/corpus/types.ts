/**
 * A guest-utterance corpus case as the judge reads it: a real-world phrasing,
 * where in the conversation it is said and what a person would understand
 * from it. The files (`data/<name>.json`, described in this folder's README)
 * write dates as expressions; `load.ts` turns them into functions of the day
 * the corpus is read ({@link Days}), so the corpus never goes stale.
 */

/** Where the utterance is said. */
export type At =
  /** The first message of a new chat (before any question). */
  | 'start'
  /** Answering "¿En qué ciudad…?" (nothing else known yet). */
  | 'destination'
  /** Answering the dates question (destination known: Cartagena). */
  | 'dates'
  /** Answering "¿Cuántas noches?" (Cartagena, check-in known: 15 days from today). */
  | 'nights'
  /** Answering "¿Cuántas personas?" (Cartagena, dates known). */
  | 'party'
  /** Answering the children's ages question (Cartagena, dates, 2 adults and 2 children known). */
  | 'childAges'
  /** Answering "¿Cuál es tu nombre?" (hotel and rate chosen). */
  | 'name'
  /** Answering the phone question (name known). */
  | 'phone'
  /** Answering the email question (name and phone known). */
  | 'email'
  /** Answering "¿De qué país eres?". */
  | 'country'
  /** Answering "¿En qué ciudad vives?". */
  | 'residenceCity'
  /** At the booking summary, before confirming. */
  | 'confirm';

/** Relative dates, computed from today in Bogotá (`YYYY-MM-DD`). */
export interface Days {
  /** Today. */
  readonly today: string;
  /** Today plus `n` days. */
  in(n: number): string;
  /** The next date with this month and day (`'12-15'`), today included. */
  next(monthDay: string): string;
  /** The next date whose day of the month is `day`, today included. */
  nextDay(day: number): string;
  /** The next date after today (today excluded) falling on `weekday` (0 Sunday … 6 Saturday). */
  weekday(weekday: number): string;
  /** Easter Sunday of the next Holy Week not yet over, plus `offset` days (−7 Palm Sunday, −3 Holy Thursday). */
  easter(offset: number): string;
  /** `date` plus `n` days. */
  plus(date: string, n: number): string;
}

/** A date value of an expectation: a fixed date `YYYY-MM-DD` or one computed from {@link Days} (what `load.ts` makes of a date expression). */
export type RelDate = string | ((d: Days) => string);

/**
 * What the bot must have understood after the utterance. Every slot listed
 * must hold exactly that value; a slot not listed must not be set or changed
 * by the utterance (setting it is a wrong value). `outcome` says what kind of
 * answer the bot must give:
 *
 * - `value` (default): the listed values were taken.
 * - `askBack`: the utterance is ambiguous; the bot asks back with choices and
 *   takes no value for it (values listed beside it must still be taken).
 * - `refuse`: not acceptable (past date, invalid email…) or not understood
 *   at all (gibberish, keyboard mashing); the bot re-asks saying why and
 *   takes no value.
 * - `unknownDestination`: a place the catalogue does not sell; the bot says so
 *   with the closest known cities.
 * - `smalltalk`: greeting, thanks or chatter; a short friendly answer and the
 *   current question again, no value taken.
 * - `cancel`, `back`, `restart`: navigation.
 * - `change`: the guest asks to change `change` (the bot asks for it again).
 * - `human`: the guest asks for a person; the conversation is handed to the
 *   hotel's staff (the corpora are read as a deployment that reaches staff).
 */
export interface Expect {
  city?: string;
  hotelId?: number;
  checkin?: RelDate;
  /**
   * The stay's end: list `checkout` or `nights`, whichever the text says; the
   * judge derives one from the other and the check-in, so either is right.
   */
  checkout?: RelDate;
  nights?: number;
  adults?: number;
  /**
   * Number of children (with or without ages known). Not listed, it is not judged (it follows from `ages` and
   * `adults`); list `children: 0` where the text says there are none ("sin niños", "no kids") to require it.
   */
  children?: number;
  /** Children's ages in years, in the order given (months → 0). */
  ages?: number[];
  rooms?: number;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** E.164. */
  phone?: string;
  /** ISO 3166-1 alpha-3. */
  country?: string;
  residenceCity?: string;
  /** The chat's language after the utterance; not listed, it is not judged (list it where the language switches). */
  lang?: 'es' | 'en';
  outcome?: 'value' | 'askBack' | 'refuse' | 'unknownDestination' | 'smalltalk' | 'cancel' | 'back' | 'restart' | 'change' | 'human';
  /**
   * Requests only the hotel's staff can answer said in the utterance (a pet,
   * accessibility, an invoice, a late arrival, a special request): a person
   * must be offered for them, beside whatever values are listed.
   */
  requests?: ('pets' | 'accessibility' | 'invoice' | 'lateArrival' | 'special')[];
  change?: 'destination' | 'dates' | 'party' | 'rooms' | 'name' | 'email' | 'phone' | 'country' | 'residenceCity';
}

/** Categories of the report. */
export type Category =
  | 'cities'
  | 'relativeDates'
  | 'absoluteDates'
  | 'holidayDates'
  | 'ranges'
  | 'nights'
  | 'occupancySentence'
  | 'occupancyStepwise'
  | 'wholeRequests'
  | 'names'
  | 'emails'
  | 'phones'
  | 'countries'
  | 'navigation'
  | 'smalltalk'
  | 'invalid';

/**
 * One utterance of the corpus. `lang` is the chat's language before the utterance; at `start`, the language the chat
 * begins in (the guest's own: write the language the guest writes in).
 */
export interface Case {
  text: string;
  lang: 'es' | 'en';
  at: At;
  expect: Expect;
  /** Why this reading (for doubtful cases). */
  note?: string;
}
