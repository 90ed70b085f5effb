/**
 * What the understanding layer reads in one guest message. Every extractor
 * gets the same {@link Message} (with the parts already understood by earlier
 * extractors blanked out of `folded`) and returns what it found plus the
 * {@link TextRange}s it used. Pure: no clock reads; "today" comes in the message.
 */
import type { GuestRequest } from '../../texts/guest.js';
import type { Lang } from '../types.js';
import type { Contrast, Repair } from './repairs.js';
import type { TextRange } from './text.js';

export type { TextRange } from './text.js';

/**
 * The question the conversation is waiting on, so a bare answer ("2",
 * "Ana", "Bogotá") means that question's value.
 */
export type Slot =
  | 'destination'
  | 'dates'
  | 'nights'
  | 'party'
  | 'childAges'
  | 'rooms'
  | 'name'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'country'
  | 'residenceCity'
  | 'hotel'
  | 'product'
  | 'confirm';

/** One message, prepared once for every extractor. */
export interface Message {
  /** As the guest typed it (not trimmed). */
  raw: string;
  /** `foldKeepLength(raw)` with the spans of earlier extractors blanked: same length and positions as `raw`. */
  folded: string;
  /** Language of the chat (a hint: a message may be in the other language). */
  lang: Lang;
  /** Today in Bogotá, `YYYY-MM-DD`: every relative date is read from it. */
  today: string;
  /** The question being answered, if any. */
  expecting?: Slot | undefined;
  /**
   * The check-in the conversation already knows, given at the nights
   * question: a weekday or "the weekend" said there is read after it (the
   * departure), not from today. See `extractDates`.
   */
  anchor?: string | undefined;
  /**
   * The check-in the conversation already knows, at any question (`YYYY-MM-DD`): an arrival moved by an offset with no
   * date before it ("llegamos un día antes de lo que le dije", "we'd come one day later than I said") counts from it.
   * Nothing else is read from it. See `extractDates`.
   */
  known?: string | undefined;
}

// ------------------------------------------------------------------ dates

/**
 * A check-in date needing the guest's choice (never guessed): two readings of
 * a numeric date ("12/01" in an English chat → 12 January or 1 December), a
 * month without a day ("en diciembre"), or a named time with several readings
 * ("año nuevo": arrive 31 December or 1 January).
 */
export type DateAmbiguity =
  | { kind: 'choices'; options: { checkin: string; checkout?: string; nights?: number }[] }
  | { kind: 'monthOnly'; year: number; month: number }
  /** A time named that says no dates ("pa la feria de las flores", "spring break"): `said` as typed; the dates are asked. */
  | { kind: 'vague'; said: string }
  /**
   * A duration with two readings: "4 días" → 3 nights (4 days) or 4 nights
   * (`days` 4), "2 o 3 noches" → 2 or 3 nights.
   */
  | { kind: 'nights'; options: number[]; days?: number };

/** A date the guest gave that cannot be booked, with the reason to say back. */
export type DateProblem =
  /** Before today ("hace una semana", "ayer", "el 3 de marzo de 2025"). */
  | { kind: 'past'; date: string }
  /** More than a year ahead. */
  | { kind: 'tooFar'; date: string }
  /** Check-out on or before check-in ("del 18 al 15"). */
  | { kind: 'reversed'; checkin: string; checkout: string }
  /** More nights than the stay limit (30); a bookable check-in said with them stays in `checkin`. */
  | { kind: 'tooLong'; nights: number }
  /** Not a calendar date ("31 de febrero", "32/12"). */
  | { kind: 'invalid' };

/**
 * Dates of the stay found in a message. Any subset may be present: a check-in
 * alone, a range (check-in and check-out), a duration alone ("3 noches", "una
 * semana"), or both a check-in and a duration. Dates are `YYYY-MM-DD`
 * (Bogotá calendar); `nights` 1..30.
 */
export interface DatesFound {
  checkin?: string;
  checkout?: string;
  nights?: number;
  /**
   * The check-in was completed by inference and must be said back: a day
   * without a month ("el 15" → the next 15th), a weekday ("el viernes" → the
   * next Friday), a holiday or named day ("puente de enero").
   */
  inferred?: boolean;
  /** A named period the guest used, to say back ("Semana Santa", "fin de semana"). */
  label?: string;
  /**
   * The check-in was said with a word of arrival ("la llegada es el 6 de abril", "arriving on the 20th", "llegamos el
   * 16"): the arrival, even where a lone date would be the departure (at the nights question).
   */
  arrival?: true;
  ambiguity?: DateAmbiguity;
  problem?: DateProblem;
  spans: TextRange[];
}

// ------------------------------------------------------------------ occupancy

/** Occupancy of one room: adults and children's ages in whole years (0..17; months → 0). */
export interface RoomParty {
  adults: number;
  ages: number[];
}

/**
 * Who travels, found in a message. `children` is how many children were said
 * ("y 2 niños"); `ages` the ages given so far (may be fewer than `children`,
 * then the ages are asked). `rooms` only when the guest said it. `perRoom`
 * when the guest gave each room's occupancy ("dos habitaciones, cada una con
 * 2 adultos").
 */
export interface OccupancyFound {
  adults?: number;
  children?: number;
  ages?: number[];
  rooms?: number;
  perRoom?: RoomParty[];
  /**
   * The one age given applies to every child ("ambos de 6", "both are 7",
   * "gemelos de 4"), however many children the conversation knows of.
   */
  sameAgeForAll?: boolean;
  /**
   * Children said to sleep in a room of their own ("una pa mi esposa y yo, otra pa los niños de 12 y 15"): counted
   * with the party and the rooms, but every room booked holds a grown-up, so the rooms cannot be laid out as said and
   * the reading is said back before it is taken.
   */
  childRoom?: boolean;
  /**
   * People counted without saying who is an adult ("family of four",
   * `family: true`), two counts ("somos como 4 o 5"), or a sum alone ("2+1",
   * `sum: [2, 1]`: grown-ups and children, or all grown-ups?): the bot asks
   * back with choices instead of guessing. `totals` are the counts said.
   */
  unsure?: {
    totals: number[];
    family?: boolean;
    /**
     * Children said beside the grown-ups with no count ("mi esposo, yo y los niños", "mi esposa y los niños", "2 adults
     * and the kids"): `totals` is empty and `adults` holds the grown-ups; the bot keeps them and asks how many children.
     */
    uncountedChildren?: boolean;
    sum?: [number, number];
    /**
     * One grown-up of the guest's own named alone at the party question ("mi esposa", "my dad"): `totals` are that
     * one alone, then with the guest; the bot asks whether the guest travels too.
     */
    speaker?: boolean;
  };
  /** Something said that cannot be a booking: an age of 18 or more for a child, 0 adults, too many people. */
  problem?:
    | {
        kind: 'childTooOld';
        age: number;
        /**
         * At the children's-ages question, when ages under 18 come beside ages of 18 and over ("17 y 19", "4 and
         * 19"): every age of 18 and over, in order. Those people are adults of the party, not children: the dialogue
         * may offer to count them so (adults + `grown.length`, children − `grown.length`, the ages under 18 in `ages`)
         * instead of only saying so. Absent elsewhere.
         */
        grown?: number[];
      }
    | { kind: 'noAdults' }
    | { kind: 'tooMany'; people: number }
    | { kind: 'tooManyRooms'; rooms: number };
  spans: TextRange[];
}

// ------------------------------------------------------------------ destination

/** A destination of the catalogue: a city, or one hotel in it. */
export interface DestinationMatch {
  /** The city's name as the service knows it (endpoint 10's `city`). */
  city: string;
  /** When the guest named a hotel: its internal id and name. */
  hotel?: { id: number; name: string };
}

/** The destination found in a message. */
export type DestinationFound =
  /** A catalogue city or hotel, matched exactly, by alias or with a typo. */
  | ({ kind: 'known'; spans: TextRange[] } & DestinationMatch)
  /**
   * Several catalogue entries fit equally ("san" → San Andrés or Santa Marta): ask with these as choices. `legs`:
   * they are two legs of one trip ("Bogotá el 15 y de ahí pa Medellín el 18"), so dates said beside them may be
   * either leg's.
   */
  | { kind: 'ambiguous'; options: DestinationMatch[]; spans: TextRange[]; legs?: boolean }
  /**
   * A place the catalogue does not sell ("Pereira"): say so, with the closest known cities; `near`, the catalogue city
   * the place is near (the catalogue's `nearby`: "Minca" → Santa Marta), first of the suggestions.
   */
  | { kind: 'unknown'; text: string; suggestions: string[]; spans: TextRange[]; near?: string };

// ------------------------------------------------------------------ guest details

/**
 * The guest's details found in a message. `phone` is E.164; `phoneCountry`
 * the ISO 3166-1 alpha-3 country of its calling code; `country` an alpha-3
 * code from a country or nationality word ("colombiano", "EEUU").
 * `fullName` is a name that could not be split with confidence into first
 * and last names (then the last name is asked).
 */
export interface GuestFound {
  firstName?: string;
  lastName?: string;
  fullName?: string;
  /**
   * A whole name read at the name question before words not understood ("David Chen, my wife is the Colombian one
   * haha"), set only when no name is: the dialogue offers it back with one button and takes it only when picked.
   */
  nameToConfirm?: { firstName: string; lastName: string };
  email?: string;
  phone?: string;
  phoneCountry?: string;
  /**
   * Readings of a phone to offer back as choices (E.164, the likelier
   * first), in English chats: ten digits valid both in Colombia and in the
   * United States/Canada ("305 555 0142": Miami, or a Colombian mobile; then
   * `phone` is the first too), or a national number with a leading 0 valid
   * in one or two of the UK, Australia, Ireland and New Zealand, or ten
   * bare digits valid only as an Indian mobile (then no `phone`). The dialogue offers them as buttons (one reading: one button to
   * confirm) and takes a phone only when one is picked. A country word or
   * "local SIM" beside the number decides it, and then this is not set.
   */
  phoneOptions?: string[];
  /**
   * Addresses to offer back as choices, set only when `email` is not: two
   * different addresses said as alternatives ("either anna.k@gmail.com or
   * anna.k@outlook.com" → both, in the order said), or one address with a
   * well-known provider mistyped or a comma for its dot ("jen@gmial.com",
   * "lisa.m@gmail,com" → the one address meant, "jen@gmail.com"). The
   * dialogue should ask "¿Cuál es?"/"Did you mean …?" with these as choice
   * buttons (and a way to type another); a choice is then the email.
   */
  emailOptions?: string[];
  /**
   * Countries the answer may mean (ISO 3166-1 alpha-3), set when `country`
   * is not: in an English chat, a nationality and a residence said together
   * ("I'm Colombian but I live in Canada" → both; "Indian but I live in
   * Dubai" → the nationality alone, to confirm); two nationalities
   * ("colombo-venezolano", "Colombian-American"); one name of two countries
   * ("el Congo", "Georgia"). The dialogue offers them as buttons and takes a
   * country only when one is picked.
   */
  countryOptions?: string[];
  country?: string;
  residenceCity?: string;
  spans: TextRange[];
}

// ------------------------------------------------------------------ intents

/** A part of the booking the guest wants to change. */
export type ChangeTarget = 'destination' | 'dates' | 'party' | 'rooms' | 'hotel' | 'product' | 'name' | 'email' | 'phone' | 'country' | 'residenceCity';

/** What the guest wants besides giving values. */
export type Intent =
  /** "cancelar", "cancel", "olvídalo". */
  | { kind: 'cancel' }
  /** "atrás", "volver", "back": the previous question. */
  | { kind: 'back' }
  /** "empezar de nuevo", "start over", "otra búsqueda". */
  | { kind: 'restart' }
  /** "cambiar fechas", "change the city", "quiero cambiar el correo". */
  | { kind: 'change'; target: ChangeTarget }
  /** "no, mejor…", "actually…", "perdón, quise decir…": what follows corrects the last answer. */
  | { kind: 'correction' }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  /** Small talk that is not data: "¿cómo estás?", "jaja", "ok", "who are you?". */
  | { kind: 'smalltalk' }
  | { kind: 'help' }
  | { kind: 'yes' }
  | { kind: 'no' }
  /** "in English please", "háblame en español". */
  | { kind: 'language'; lang: Lang }
  /** "quiero hablar con alguien", "un asesor", "talk to a person", "agent": the guest asks for a person. */
  | { kind: 'human' }
  /**
   * "can you move it a day later?", "córrala un día", "pásela dos días antes", "push it back a day": the stay moved by
   * `days` (negative: earlier), its length kept.
   */
  | { kind: 'shift'; days: number };

/** The intents of a message with the spans they used. */
export interface IntentsFound {
  intents: Intent[];
  spans: TextRange[];
}

// ------------------------------------------------------------------ requests the bot does not handle

/**
 * A request only the hotel's staff can answer (see the texts that name it);
 * the booking values said with it are still read, and the dialogue offers a
 * person for the request itself.
 */
export type { GuestRequest };

/** The requests of a message with the spans they used. */
export interface RequestsFound {
  requests: GuestRequest[];
  spans: TextRange[];
  /** A late arrival said in the small hours, after midnight ("we land at 2am on the 21st"): the night before is meant as often as the day said. */
  smallHours?: true;
}

// ------------------------------------------------------------------ people added

/**
 * An additive word ("también", "además", "also", "plus") said beside people:
 * they join the party already known instead of replacing it. Set only when
 * the people said are all on one side of the word (so "2 adultos y también
 * un niño", the whole party said again, is not additive). `companions`:
 * adults named without a count that the occupancy reading did not take ("la
 * abuela", "my mom" → 1; "mis papás", "my parents" → 2).
 */
export interface AdditiveFound {
  companions: number;
  /**
   * The companions were said after the party of the same message, which the
   * occupancy reading holds without them ("2 adultos y un niño de 3, ah y tmb
   * va mi mamá"): that party plus them is the party.
   */
  joined?: boolean;
  spans: TextRange[];
}

// ------------------------------------------------------------------ the whole reading

/** Everything one message says, as the dialogue consumes it. */
export interface Understanding {
  /** The message's own language when it is clearly Spanish or English; undefined when unclear (short, numbers only). */
  lang?: Lang;
  intents: Intent[];
  destination?: DestinationFound;
  dates?: DatesFound;
  occupancy?: OccupancyFound;
  guest?: GuestFound;
  /**
   * The message adds people to the party already known ("también va mi otro
   * hijo de 8", "also my other son, he's 8", "y además la abuela", "plus my
   * mom"). See {@link AdditiveFound}.
   */
  additive?: AdditiveFound;
  /** Requests only the hotel's staff can answer ("viajamos con nuestro perro", "necesito factura a nombre de la empresa"). */
  requests?: GuestRequest[];
  /** A lone number that no extractor claimed ("2"): the current question's value. */
  bareNumber?: number;
  /**
   * Self-repairs the message made and the reading applied ("tres no cuatro", "el sábado, perdón, el domingo"): what
   * was taken back and what replaced it (see `repairs.ts`). Absent when there is none.
   */
  repairs?: Repair[];
  /**
   * The "no"s between two values of one kind that contrast them, the value said first standing ("llegamos el sábado,
   * no el viernes", "la fecha es el jueves no el miércoles"): no correction is read there (see `repairs.ts`). Absent
   * when there is none.
   */
  contrasts?: Contrast[];
  /** The folded text nobody understood, spaces collapsed ('' when every word was understood or is a filler word). */
  leftover: string;
}
