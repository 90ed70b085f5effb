/**
 * Held-out corpus 4, by category: written apart from the first corpus, the
 * other held-out sets and the understanding code, to judge the bot on
 * messages it was never tuned against. Same format (see `../types.ts`).
 */
import type { Case, Category } from '../types.js';
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

/** Every case of held-out set 4, by category. */
export const HELDOUT4: Record<Category, Case[]> = {
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
