/**
 * The guest-utterance corpus, by category. Each case says where it is said,
 * the chat's language before it and what a careful receptionist would
 * understand (see `types.ts`); date expectations are computed from the day
 * the tests run with {@link days}.
 */
import type { Case, Category } from './types.js';
import { cases as absoluteDates } from './absoluteDates.js';
import { cases as cities } from './cities.js';
import { cases as countries } from './countries.js';
import { cases as emails } from './emails.js';
import { cases as holidayDates } from './holidayDates.js';
import { cases as invalid } from './invalid.js';
import { cases as names } from './names.js';
import { cases as navigation } from './navigation.js';
import { cases as nights } from './nights.js';
import { cases as occupancySentence } from './occupancySentence.js';
import { cases as occupancyStepwise } from './occupancyStepwise.js';
import { cases as phones } from './phones.js';
import { cases as ranges } from './ranges.js';
import { cases as relativeDates } from './relativeDates.js';
import { cases as smalltalk } from './smalltalk.js';
import { cases as wholeRequests } from './wholeRequests.js';

export { days } from './days.js';
export type { At, Case, Category, Days, Expect, RelDate } from './types.js';

/** Every case of the corpus, by category. */
export const CORPUS: Record<Category, Case[]> = {
  cities,
  relativeDates,
  absoluteDates,
  holidayDates,
  ranges,
  nights,
  occupancySentence,
  occupancyStepwise,
  wholeRequests,
  names,
  emails,
  phones,
  countries,
  navigation,
  smalltalk,
  invalid,
};
