/**
 * Injected time. Every place with deadlines, expiry or polling takes a
 * {@link Clock} so tests can move time without sleeping.
 */

/** A source of the current instant. */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The real wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that only moves when told to; for tests.
 *
 * @example
 * const clock = new ManualClock(new Date('2026-12-01T12:00:00Z'));
 * clock.advance(25 * 3600_000); // 25 hours later
 */
export class ManualClock implements Clock {
  #now: number;
  constructor(start: Date = new Date()) {
    this.#now = start.getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  /** Move forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.#now += ms;
  }
  /** Jump to an instant. */
  set(at: Date): void {
    this.#now = at.getTime();
  }
}

/** Time zone of every human-facing date of the service and the bot (see `docs/decisions/0004-time-zones.md`). */
export const HOTEL_TIME_ZONE = 'America/Bogota';

/** Today's date `YYYY-MM-DD` in Bogotá (UTC−5, no daylight saving) at instant `at`. */
export function bogotaDate(at: Date): string {
  return new Date(at.getTime() - 5 * 3600_000).toISOString().slice(0, 10);
}

/** Add `days` to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Date `date` (`YYYY-MM-DD`) `months` calendar months later: the same day of the month, or that month's last day when
 * it has no such day (31 January + 1 month → 28 or 29 February).
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/** Whole days from date `from` to date `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** ISO 8601 with Bogotá's offset, e.g. `2026-12-01T07:00:00-05:00` (ISO fields always carry an offset: `docs/decisions/0004-time-zones.md`). */
export function toBogotaIso(at: Date): string {
  const local = new Date(at.getTime() - 5 * 3600_000).toISOString().slice(0, 19);
  return `${local}-05:00`;
}

/**
 * {@link toBogotaIso} of an instant stored as ISO 8601 UTC text (or a Date),
 * e.g. `2026-09-16T02:42:22.176Z` → `2026-09-15T21:42:22-05:00`. Canonical
 * text (`Date.toISOString`'s 24 characters) after 05:00 UTC is rewritten
 * without parsing a date (reports write thousands a request); anything else
 * goes through a Date.
 */
export function isoUtcToBogotaIso(at: string | Date): string {
  if (typeof at === 'string' && at.length === 24 && at.charCodeAt(23) === 90 /* Z */ && at.charCodeAt(10) === 84 /* T */) {
    const hour = (at.charCodeAt(11) - 48) * 10 + (at.charCodeAt(12) - 48);
    if (hour >= 5 && hour <= 23) return `${at.slice(0, 11)}${hour - 5 < 10 ? '0' : ''}${hour - 5}${at.slice(13, 19)}-05:00`;
  }
  return toBogotaIso(new Date(at));
}

/**
 * `DD-MM-YYYY hh:mm:ss AM/PM` in Bogotá (UTC−5), the interface's human
 * timestamp format (generated_at, legacy payment dates), e.g. `01-12-2026 07:05:09 PM`.
 */
export function toBogotaHuman(at: Date): string {
  const local = new Date(at.getTime() - 5 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const h = local.getUTCHours();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${p(local.getUTCDate())}-${p(local.getUTCMonth() + 1)}-${local.getUTCFullYear()} ${p(h12)}:${p(local.getUTCMinutes())}:${p(local.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`;
}
