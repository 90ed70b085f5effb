/**
 * Block Kit pieces every part of the Slack app shares: sections and context
 * lines, plain one-section messages, links, and how a booking reads — its
 * state, money, portal and the one-booking line the `/reservas` list and the
 * App Home show. Each command's own messages live in its folder
 * (`commands/<command>/blocks.ts`). No I/O; texts come from src/texts/slack.ts
 * in the workspace's language, and values are written with its
 * {@link SlackFormat} (amounts are COP in major units as on the wire: floats,
 * or decimal text for endpoint 4; dates `YYYY-MM-DD`, hotel dates; instants
 * shown in America/Bogota). Every value from a guest, staff or the service is
 * escaped for mrkdwn, and every message and view is cut to Slack's limits
 * ({@link fitMessage}, {@link fitView}).
 */
import type { types } from '@slack/bolt';
import type { RawBooking, TransactionStatusCode, VoucherStatusCode } from '../../api/contract/index.js';
import { formatPhone } from '../../texts/format.js';
import type { BookingState, LinkPaymentCode, PaymentCode, SlackFormat, SlackTexts } from '../../texts/slack.js';
import { cut, esc, fitMessage } from './mrkdwn.js';

// The texts name every status code of the contract (they cannot import it): checked here, at compile time.
type Names<K extends string> = Record<K, string>;
const _everyVoucherCodeNamed = (n: Names<PaymentCode>): Names<VoucherStatusCode> => n;
const _everyLinkCodeNamed = (n: Names<LinkPaymentCode>): Names<TransactionStatusCode> => n;
void _everyVoucherCodeNamed;
void _everyLinkCodeNamed;
/** Portal codes endpoint 18 accepts, with their names. */
export const INPUT_PORTALS = { booking: 'Booking.com', expedia: 'Expedia', despegar: 'Despegar', airbnb: 'Airbnb' } as const;
/** One of {@link INPUT_PORTALS}' keys. */
export type InputPortal = keyof typeof INPUT_PORTALS;
/** True when `code` is a portal endpoints 11 and 18 accept. */
export function isInputPortal(code: string | null | undefined): code is InputPortal {
  return code != null && Object.hasOwn(INPUT_PORTALS, code);
}
/** A message: fallback text plus blocks. */
export interface SlackMessage {
  text: string;
  blocks: types.KnownBlock[];
}
/** A mrkdwn section of `text` (already escaped where it holds outside values). */
export const md = (text: string): types.SectionBlock => ({ type: 'section', text: { type: 'mrkdwn', text } });
/** A plain-text object (button labels, modal titles), emoji shown. */
export const plain = (text: string) => ({ type: 'plain_text' as const, text, emoji: true });
/** A context block of one mrkdwn line. */
export const context = (text: string): types.ContextBlock => ({ type: 'context', elements: [{ type: 'mrkdwn', text }] });

/**
 * A plain message of one section. `text` is mrkdwn: the app's own texts, with
 * any outside value in them already escaped ({@link esc}, `echo`).
 */
export function textMessage(text: string): SlackMessage {
  return fitMessage({ text, blocks: [md(text)] });
}
/** Endpoint 4's statuses that say the stay will not happen. */
const CANCELLED_STATUS = /^cancel/i;
const EXPIRED_STATUS = /^(expir|venc)/i;
/** Endpoint 4's status of a booking whose guest never arrived (check-in status 2, reported by the front desk). */
const NO_SHOW_STATUS = 'No show';
/** Endpoint 4's statuses worth showing beside the state: what happened at the front desk. */
const DESK_STATUSES = new Set(['Check-in', NO_SHOW_STATUS, 'Salida anticipada']);
/**
 * The state of a raw booking (endpoint 4): cancelled or expired from its
 * status text (`Cancelada`, `Expirada`); a no-show (`No show`) whatever is
 * left unpaid — the desk has nothing to collect from a guest who never
 * came; else paid when nothing is left to pay, else pending. (Refunds are
 * not visible in endpoint 4; see {@link reservationMessage}.)
 */
export function rawBookingState(b: Pick<RawBooking, 'status' | 'guest_left_to_pay'>): BookingState {
  if (CANCELLED_STATUS.test(b.status)) return 'cancelled';
  if (EXPIRED_STATUS.test(b.status)) return 'expired';
  if (b.status === NO_SHOW_STATUS) return 'noShow';
  return Number(b.guest_left_to_pay) > 0 ? 'pending' : 'paid';
}
/**
 * `Estado: Pagada · Check-in`: the state, with the front desk's status
 * (endpoint 4's text, in the workspace's language) when there is one and the
 * state does not already say it (cancelled, no-show).
 */
export function stateText(t: SlackTexts, state: BookingState, bookingStatus: string | null): string {
  const desk =
    bookingStatus && DESK_STATUSES.has(bookingStatus) && state !== 'cancelled' && state !== 'noShow'
      ? ` · ${esc(t.bookingStatusNames[bookingStatus] ?? bookingStatus)}`
      : '';
  return `${t.status}: ${t.stateNames[state]}${desk}`;
}
/**
 * The money line of a booking in `state`: total, what was prepaid, and what
 * is left to pay — the last only while the booking is pending (a cancelled,
 * expired or no-show booking owes the desk nothing; its prepayment is shown
 * when there was one).
 */
export function moneyText(t: SlackTexts, state: BookingState, total: number | string, prepaid: number | string, left: number | string): string {
  const f: SlackFormat = t.fmt;
  const parts = [`${t.total}: ${f.cop(total)}`];
  if (state === 'pending') parts.push(`${t.prepaid}: ${f.cop(prepaid)}`, `${t.leftToPay}: ${f.cop(left)}`);
  else if (state === 'paid' || state === 'refunded' || Number(prepaid) > 0) parts.push(`${t.prepaid}: ${f.cop(prepaid)}`);
  return parts.join(' · ');
}
/** Longest notes shown in a booking's line (UTF-16 units once escaped for mrkdwn); longer ones are cut, ending in "…". */
export const NOTES_MAX = 300;

/** Portal code of the chatbot's own bookings (endpoint 4's `portal.id`): they have no portal, so no portal number worth showing. */
const CHATBOT_PORTAL = 'website';
/**
 * `Portal: Expedia (Nº del portal: 7123456)`: the portal and its own booking
 * number (CRS id) — shown when it differs from our number and the booking
 * comes from a portal (not the chatbot's internal one).
 */
export function portalText(t: SlackTexts, p: { name: string | null; code: string | null; crsId: string | null; number: string }): string {
  if (!p.name) return '';
  const crs = p.crsId && p.crsId !== p.number && p.code !== CHATBOT_PORTAL ? ` (${t.portalNumber}: ${esc(p.crsId)})` : '';
  return `${t.portal}: ${esc(p.name)}${crs}`;
}
/**
 * The mrkdwn of one raw booking (endpoint 4): guest, number, stay, portal
 * with its own booking number, state, money (what is left only while
 * pending), payment deadline (pending chatbot bookings), who arrives (adults,
 * children, rooms), the room type and the guest's phone when the service
 * gives them, and
 * the booking's notes when it has any.
 */
export function bookingLine(t: SlackTexts, b: RawBooking): string {
  const state = rawBookingState(b);
  const lines = [
    `*${esc(`${b.first_name} ${b.last_name}`)}* · ${t.number} ${esc(b.reservation_id)}`,
    `${t.dates}: ${t.fmt.stay(b.checkIn, b.checkOut)} · ${portalText(t, { name: b.portal.description, code: b.portal.id, crsId: b.crs_id, number: b.reservation_id })} · ${stateText(t, state, b.status)}`,
    moneyText(t, state, b.total_amount, b.prepaid, b.guest_left_to_pay),
  ];
  if (b.payment_deadline && state === 'pending') lines.push(`${t.deadline}: ${t.fmt.instant(b.payment_deadline)}`);
  // Who arrives and how to reach them, when the service says (an extension of endpoint 4; other deployments may not).
  const who = [
    b.adults !== undefined && b.rooms !== undefined ? t.party(b.adults, b.children ?? 0, b.rooms) : '',
    b.room_type ? esc(b.room_type) : '',
    b.telephone ? `${t.phone}: ${esc(formatPhone(b.telephone))}` : '',
  ].filter(Boolean);
  if (who.length) lines.push(who.join(' · '));
  const notes = b.notes.trim().replace(/\s+/g, ' ');
  if (notes) lines.push(`${t.notes}: ${cut(esc(notes), NOTES_MAX)}`);
  return lines.join('\n');
}
/**
 * The state of a reservation from what the service says of it: a cancelled or
 * expired booking (endpoint 4's status, or the voucher record's
 * `payment_status_code` `cancelled` / `overdue`) first; then refunded when a
 * refund went through; then a no-show (endpoint 4's `No show`); then paid
 * (`applied`, or nothing left to pay); else pending.
 */
export function reservationState(o: {
  bookingStatus: string | null;
  leftToPay: number | null;
  /** Endpoint 5's root `payment_status_code`, when known. */
  paymentCode: string | null;
  /** A refund was made (endpoint 5's refund `partial_refound`/`total_refound`, or endpoint 11's refund). */
  refunded: boolean;
}): BookingState {
  if ((o.bookingStatus && CANCELLED_STATUS.test(o.bookingStatus)) || o.paymentCode === 'cancelled') return 'cancelled';
  if ((o.bookingStatus && EXPIRED_STATUS.test(o.bookingStatus)) || o.paymentCode === 'overdue') return 'expired';
  if (o.refunded) return 'refunded';
  if (o.bookingStatus === NO_SHOW_STATUS) return 'noShow';
  if (o.paymentCode === 'applied' || (o.leftToPay !== null && o.leftToPay <= 0)) return 'paid';
  return 'pending';
}
/**
 * A charge or refund date as every other instant of the app: an ISO 8601
 * instant, or the legacy `DD-MM-YYYY hh:mm:ss AM/PM` text (Bogotá time), in
 * hotel time; anything else as it comes (escaped).
 */
export function whenText(t: SlackTexts, date: string): string {
  if (/^\d{4}-\d{2}-\d{2}T/.test(date)) return t.fmt.instant(date);
  const m = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2}) (AM|PM)$/.exec(date);
  if (!m) return esc(date);
  const h = (Number(m[4]) % 12) + (m[7] === 'PM' ? 12 : 0);
  return t.fmt.instant(`${m[3]}-${m[2]}-${m[1]}T${String(h).padStart(2, '0')}:${m[5]}:${m[6]}-05:00`);
}
/** A URL as a mrkdwn link (`<url>`), or escaped text when it is not an http(s) URL or holds characters that would break the link. */
export function link(url: string, label?: string): string {
  if (!/^https?:\/\/[^\s<>|]+$/.test(url)) return esc(url);
  return label ? `<${url.replace(/&/g, '&amp;')}|${esc(label)}>` : `<${url.replace(/&/g, '&amp;')}>`;
}
