/**
 * The clock the corpora are read on: the project's injected clock
 * (`src/clock.ts`), stopped at one instant for the whole run — now, or
 * `CORPUS_NOW` (an ISO instant) to read them as on another day. Every case's
 * expectation, the texts a corpus builds from the calendar and the flow's
 * `now` all take that one instant, so a run across Bogotá's midnight never
 * mixes two days. `judge.ts`'s `readOn` moves it.
 */
import { ManualClock } from '../../../src/clock.js';

/** The instant the corpora are read at (see the module's description). */
export const corpusClock = new ManualClock(process.env.CORPUS_NOW ? new Date(process.env.CORPUS_NOW) : undefined);
