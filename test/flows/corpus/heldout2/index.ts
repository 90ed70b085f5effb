/**
 * Held-out corpus 2: guest utterances written after the understanding was
 * tuned, by an author who had read neither the extractors nor the first two
 * corpora, to judge the bot on messages it never saw.
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

/** Every case of the second held-out corpus, by category. */
export const HELDOUT2: Record<Category, Case[]> = {
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
