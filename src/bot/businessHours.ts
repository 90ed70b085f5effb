/**
 * A hotel desk's business hours, in hotel time (America/Bogota, UTC−5 all
 * year): when staff answer hand-offs. Read from settings as `HH:MM-HH:MM`
 * (`07:00-22:00`; `00:00-24:00` is always open; a range past midnight such
 * as `20:00-06:00` is a night desk).
 */

/** Open from `open` to `close`, minutes after midnight in Bogotá (`close` may be 1440; `close < open` crosses midnight). */
export interface BusinessHours {
  open: number;
  close: number;
}

/** The default desk: 7:00 to 22:00 Bogotá. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = { open: 7 * 60, close: 22 * 60 };

const BOGOTA_OFFSET_MS = 5 * 3600_000;
const DAY_MS = 86_400_000;

/**
 * Parse `HH:MM-HH:MM` (24-hour clock; `24:00` allowed as a closing time).
 * @throws Error naming the expected form when `text` is not one, or opens and closes at the same minute.
 */
export function parseBusinessHours(text: string): BusinessHours {
  const m = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(text);
  const minutes = (h: string, mm: string) => Number(h) * 60 + Number(mm);
  if (!m || Number(m[2]) > 59 || Number(m[4]) > 59) throw new Error(`expected business hours as HH:MM-HH:MM (e.g. 07:00-22:00), got ${JSON.stringify(text)}`);
  const open = minutes(m[1]!, m[2]!);
  const close = minutes(m[3]!, m[4]!);
  if (open >= 24 * 60 || close > 24 * 60 || open === close)
    throw new Error(`expected business hours as HH:MM-HH:MM (e.g. 07:00-22:00), got ${JSON.stringify(text)}`);
  return { open, close };
}

/** Minutes after midnight of `at` in Bogotá. */
function minuteOfDay(at: Date): number {
  return Math.floor(((((at.getTime() - BOGOTA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}

/** Whether the desk is open at `at`. */
export function isOpen(hours: BusinessHours, at: Date): boolean {
  const m = minuteOfDay(at);
  return hours.open < hours.close ? m >= hours.open && m < hours.close : m >= hours.open || m < hours.close;
}

/** The next instant the desk opens after `at` (`at` itself when it is the opening minute); `at` when always open. */
export function nextOpening(hours: BusinessHours, at: Date): Date {
  if (hours.open === 0 && hours.close === 24 * 60) return at;
  const m = minuteOfDay(at);
  const startOfMinute = at.getTime() - (at.getTime() % 60_000);
  const wait = (hours.open - m + 24 * 60) % (24 * 60);
  return new Date(startOfMinute + wait * 60_000);
}

/** `HH:MM-HH:MM` of `hours` (for staff and logs). */
export function formatBusinessHours(hours: BusinessHours): string {
  const hm = (n: number) => `${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
  return `${hm(hours.open)}-${hm(hours.close)}`;
}
