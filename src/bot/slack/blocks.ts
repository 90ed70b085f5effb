/**
 * Pure Block Kit builders of the Slack app: messages (bookings list,
 * reservation, payment link), modals (mark as paid — endpoint 17; check-in
 * status — endpoint 18) and the App Home. No I/O; texts come from src/texts/staff.ts
 * in the workspace's language, and values are written with its
 * {@link SlackFormat} (amounts are COP in major units as on the wire: floats,
 * or decimal text for endpoint 4; dates `YYYY-MM-DD`, hotel dates; instants
 * shown in America/Bogota). Every value from a guest, staff or the service is
 * escaped for mrkdwn, and every message and view is cut to Slack's limits
 * ({@link fitMessage}, {@link fitView}).
 */
import type { types } from '@slack/bolt';
import type {
  BookingPaymentLink,
  MarkPaidResponse,
  RawBooking,
  TransactionStatusCode,
  TransactionStatusRecord,
  VoucherRecord,
  VoucherStatusCode,
} from '../../api/contract/index.js';
import { cut, esc, fitMessage, fitView } from './mrkdwn.js';
import { formatPhone } from '../../texts/format.js';
import {
  CHECKIN_STATUSES,
  type BookingState,
  type LinkPaymentCode,
  type PagoKind,
  type PaymentCode,
  type SlackFormat,
  type SlackTexts,
} from '../../texts/staff.js';

// The texts name every status code of the contract (they cannot import it): checked here, at compile time.
type Names<K extends string> = Record<K, string>;
const _everyVoucherCodeNamed = (n: Names<PaymentCode>): Names<VoucherStatusCode> => n;
const _everyLinkCodeNamed = (n: Names<LinkPaymentCode>): Names<TransactionStatusCode> => n;
void _everyVoucherCodeNamed;
void _everyLinkCodeNamed;

export { esc } from './mrkdwn.js';

/** Bookings per page of `/reservas`. */
export const PAGE_SIZE = 10;

/** Callback and action ids the app's listeners match. */
export const IDS = {
  pagePrev: 'reservas_page_prev',
  pageNext: 'reservas_page_next',
  markPaidButton: 'reserva_mark_paid',
  statusButton: 'reserva_change_status',
  markPaidView: 'mark_paid',
  statusView: 'checkin_status',
  /** Block ids of the modals' inputs (each input's action id is `value`). */
  blocks: { bookings: 'bookings', booking: 'booking', portal: 'portal', status: 'status', refund: 'refund' },
} as const;

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

/** Value of the paging buttons: range and page (1-based). */
export interface PageValue {
  s: string;
  e: string;
  p: number;
}

const md = (text: string): types.SectionBlock => ({ type: 'section', text: { type: 'mrkdwn', text } });
const plain = (text: string) => ({ type: 'plain_text' as const, text, emoji: true });
const context = (text: string): types.ContextBlock => ({ type: 'context', elements: [{ type: 'mrkdwn', text }] });

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
function stateText(t: SlackTexts, state: BookingState, bookingStatus: string | null): string {
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
function moneyText(t: SlackTexts, state: BookingState, total: number | string, prepaid: number | string, left: number | string): string {
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
function portalText(t: SlackTexts, p: { name: string | null; code: string | null; crsId: string | null; number: string }): string {
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
 * `/reservas`: page `page` (1-based, clamped) of `bookings` arriving from
 * `start` to `end`, {@link PAGE_SIZE} a page, with Anterior/Siguiente buttons
 * whose values carry the range and the page to show ({@link PageValue}).
 */
export function bookingsMessage(t: SlackTexts, o: { hotelName: string; start: string; end: string; bookings: RawBooking[]; page: number }): SlackMessage {
  const title = t.reservasTitle(esc(o.hotelName), t.fmt.date(o.start), t.fmt.date(o.end), o.bookings.length);
  const blocks: types.KnownBlock[] = [md(`*${title}*`)];
  if (!o.bookings.length) {
    blocks.push(md(t.noBookings));
    return fitMessage({ text: title, blocks });
  }
  const pages = Math.ceil(o.bookings.length / PAGE_SIZE);
  const page = Math.min(Math.max(1, Math.trunc(o.page) || 1), pages);
  for (const b of o.bookings.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)) {
    blocks.push({ type: 'divider' }, md(bookingLine(t, b)));
  }
  if (pages > 1) {
    blocks.push(context(t.page(page, pages)));
    const buttons: types.Button[] = [];
    const value = (p: number) => JSON.stringify({ s: o.start, e: o.end, p } satisfies PageValue);
    if (page > 1) buttons.push({ type: 'button', action_id: IDS.pagePrev, text: plain(t.prev), value: value(page - 1) });
    if (page < pages) buttons.push({ type: 'button', action_id: IDS.pageNext, text: plain(t.next), value: value(page + 1) });
    blocks.push({ type: 'actions', elements: buttons });
  }
  return fitMessage({ text: title, blocks });
}

/**
 * A charge or refund of `/reserva`: its status `code` (the voucher record's,
 * endpoint 5; endpoint 11's `APPROVED`/`PENDING`/`DECLINED` mapped by
 * {@link legacyChargeCode}), or null when the service wrote one the app does
 * not know (then `status`, its text as written, is shown).
 */
export interface ChargeView {
  code: VoucherStatusCode | null;
  /** The status as the service wrote it (shown only when `code` is null). */
  status: string;
  /** COP float in major units. */
  amount: number;
  /** Card brand and masked number, e.g. `visa ************4242`. */
  card: string;
  /** An ISO 8601 instant (endpoint 5) or the legacy `DD-MM-YYYY hh:mm:ss AM/PM` text (endpoint 11, already Bogotá time). */
  date: string;
}

/** What `/reserva` shows of one reservation (from endpoints 5, 11 and 4). Amounts COP floats in major units. */
export interface ReservationView {
  number: string;
  guest: string;
  /** `YYYY-MM-DD`, or null when unknown. */
  checkin: string | null;
  checkout: string | null;
  /** Portal code (`website` for chatbot bookings), or null when unknown. */
  portalCode: string | null;
  portalName: string | null;
  /** The portal's own booking number (endpoint 4's `crs_id`), which `/reserva` accepts too; null when unknown. */
  crsId: string | null;
  /** The booking's state (see {@link reservationState}). */
  state: BookingState;
  /** Booking status text (endpoint 4), when known. */
  bookingStatus: string | null;
  total: number | null;
  prepaid: number | null;
  leftToPay: number | null;
  /** The charge, or null when none is recorded. */
  charge: ChargeView | null;
  /** The refund; `date` as in `charge`. */
  refund: { amount: number; date: string } | null;
}

/** The status code of a legacy charge (endpoint 11's `transaction_status`: `APPROVED`, `PENDING`, `DECLINED`); null for any other text. */
export function legacyChargeCode(status: string): VoucherStatusCode | null {
  switch (status.toUpperCase()) {
    case 'APPROVED':
      return 'applied';
    case 'PENDING':
      return 'pending';
    case 'DECLINED':
      return 'rejected';
    default:
      return null;
  }
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
function whenText(t: SlackTexts, date: string): string {
  if (/^\d{4}-\d{2}-\d{2}T/.test(date)) return t.fmt.instant(date);
  const m = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2}) (AM|PM)$/.exec(date);
  if (!m) return esc(date);
  const h = (Number(m[4]) % 12) + (m[7] === 'PM' ? 12 : 0);
  return t.fmt.instant(`${m[3]}-${m[2]}-${m[1]}T${String(h).padStart(2, '0')}:${m[5]}:${m[6]}-05:00`);
}

/** Value of the "Cambiar estado de check-in" button. */
export interface StatusButtonValue {
  n: string;
  p: string | null;
  total: number | null;
}

/**
 * The buttons `/reserva` offers for reservation `r`, only those that make
 * sense for it: "mark as paid" (endpoint 17) while something is left to pay
 * (state `pending`); "change check-in status" (endpoint 18) unless the
 * booking comes from a portal endpoint 18 does not take (a chatbot booking,
 * `website`, or any portal but the four {@link INPUT_PORTALS}).
 */
export function reservationButtons(t: SlackTexts, r: ReservationView): types.Button[] {
  const buttons: types.Button[] = [];
  if (r.state === 'pending') buttons.push({ type: 'button', action_id: IDS.markPaidButton, text: plain(t.markPaidButton), value: r.number });
  if (r.portalCode === null || isInputPortal(r.portalCode)) {
    const statusValue: StatusButtonValue = { n: r.number, p: r.portalCode, total: r.total };
    buttons.push({ type: 'button', action_id: IDS.statusButton, text: plain(t.changeStatusButton), value: JSON.stringify(statusValue) });
  }
  return buttons;
}

/**
 * `/reserva`: one reservation — guest, stay, portal and the portal's own
 * number, state, money — with its charge (its status in staff's words, in
 * the workspace's language) and refund, and the buttons that make sense for
 * it ({@link reservationButtons}).
 */
export function reservationMessage(t: SlackTexts, r: ReservationView): SlackMessage {
  const title = t.reservaTitle(esc(r.number));
  const head = [`*${title}* · ${esc(r.guest)}`];
  const dates = r.checkin && r.checkout ? t.fmt.stay(r.checkin, r.checkout) : r.checkin ? t.fmt.date(r.checkin) : '—';
  const portal = portalText(t, { name: r.portalName, code: r.portalCode, crsId: r.crsId, number: r.number });
  head.push(`${t.dates}: ${dates}${portal ? ` · ${portal}` : ''}`);
  head.push(stateText(t, r.state, r.bookingStatus));
  if (r.total !== null) head.push(moneyText(t, r.state, r.total, r.prepaid ?? 0, r.leftToPay ?? 0));
  const charge = r.charge
    ? `*${t.charge}:* ${r.charge.code ? t.chargeStatusNames[r.charge.code] : esc(r.charge.status)} · ${t.amount}: ${t.fmt.cop(r.charge.amount)} · ${t.card}: ${esc(r.charge.card)} · ${t.date}: ${whenText(t, r.charge.date)}`
    : `*${t.charge}:* ${t.noCharge}`;
  const refund = r.refund
    ? `*${t.refund}:* ${t.amount}: ${t.fmt.cop(r.refund.amount)} · ${t.date}: ${whenText(t, r.refund.date)}`
    : `*${t.refund}:* ${t.noRefund}`;
  const buttons = reservationButtons(t, r);
  const blocks: types.KnownBlock[] = [md(head.join('\n')), md(`${charge}\n${refund}`)];
  if (buttons.length) blocks.push({ type: 'actions', elements: buttons });
  return fitMessage({ text: `${title} · ${esc(r.guest)}`, blocks });
}

/**
 * What `/pago` found about a reference: endpoint 13's record, and what the
 * other endpoints add to it (each null when not found, or of another hotel).
 */
export interface PaymentView {
  /** A payment link (endpoint 13 with `payment_link`) or a chatbot booking's payment (`automated`). */
  kind: PagoKind;
  /** Endpoint 13's record. */
  record: TransactionStatusRecord;
  /** Endpoint 5's voucher record of the same operation: guest, arrival, and once the guest tried to pay, amount, purpose and card. */
  voucher: VoucherRecord | null;
  /** Endpoint 19's link of a chatbot booking: when it expires (`expiration_date`, ISO 8601). */
  chatbotLink: BookingPaymentLink | null;
  /** A chatbot booking not charged yet: its total (endpoint 4's `total_amount`, COP float in major units), the amount its link asks for. */
  bookingTotal: number | null;
}

/** An amount in `currency` (COP formatted as everywhere; anything else as `USD 12.5`). */
function money(t: SlackTexts, amount: number, currency: string): string {
  return currency === 'COP' ? t.fmt.cop(amount) : `${esc(currency)} ${amount}`;
}

/**
 * `/pago`: what a receptionist asks of a payment link — its state in staff's
 * words, the guest, the amount, what it is for (description, reference,
 * arrival), when it was paid or attempted, when it expires (chatbot
 * bookings: endpoint 19), the card, and the voucher. All in the workspace's
 * language: the service's Spanish texts are not shown, except the reason of
 * a declined card to a Spanish workspace ({@link SlackTexts.declineReason}).
 * Instants in Bogotá time; amounts COP.
 */
export function paymentMessage(t: SlackTexts, ref: string, p: PaymentView): SlackMessage {
  const d = p.record.details;
  const tx = p.voucher?.transaction ?? null;
  const title = t.pagoTitle(p.kind, esc(ref));
  const status = t.pagoStatusNames[d.status_code];
  const lines = [`*${title}*`, `${t.status}: *${status}*`];
  // What the link asks for (endpoint 13's extension, when the service gives it): the guest, amount and purpose of an unpaid link too.
  const asked = p.record.payment_link;
  const guest = p.voucher?.guest || asked?.guest_name;
  const who: string[] = [];
  if (guest) who.push(`${t.guest}: ${esc(guest)}`);
  if (tx) who.push(`${t.amount}: ${money(t, tx.amount, tx.currency)}`);
  else if (asked) who.push(`${t.amount}: ${money(t, asked.amount, asked.currency)}`);
  else if (p.bookingTotal !== null) who.push(`${t.total}: ${t.fmt.cop(p.bookingTotal)}`);
  if (who.length) lines.push(who.join(' · '));
  const what: string[] = [];
  const purpose = tx?.description || (p.kind === 'payment_link' ? asked?.description : undefined);
  if (purpose) what.push(`${t.purpose}: ${esc(purpose)}`);
  if (p.kind === 'payment_link' && d.external_ref_id) what.push(`${t.reference}: ${esc(d.external_ref_id)}`);
  if (p.kind === 'automated' && p.voucher) what.push(`${t.number} ${esc(p.voucher.reservation_id)}`);
  if (p.voucher?.checkin_date) what.push(`${t.checkin}: ${t.fmt.date(p.voucher.checkin_date)}`);
  if (what.length) lines.push(what.join(' · '));
  const when: string[] = [];
  if ((d.status_code === 'applied' || d.status_code === 'rejected' || d.status_code === 'in_process') && d.transaction_date)
    when.push(`${t.date}: ${whenText(t, d.transaction_date)}`);
  if (tx && d.status_code !== 'pending') when.push(`${t.card}: ${esc(`${tx.payment_card_info.card_type} ${tx.payment_card_info.card_num}`.trim())}`);
  const expiry = p.chatbotLink?.expiration_date ?? asked?.expiration_date;
  if (expiry && (d.status_code === 'pending' || d.status_code === 'rejected' || d.status_code === 'in_process'))
    when.push(`${t.expires}: ${whenText(t, expiry)}`);
  if (expiry && d.status_code === 'cancelled') when.push(`${t.expired}: ${whenText(t, expiry)}`);
  if (when.length) lines.push(when.join(' · '));
  const reason = d.status_code === 'rejected' && d.comments ? t.declineReason(esc(d.comments)) : null;
  if (reason) lines.push(reason);
  if (p.record.voucher_url) lines.push(`${t.voucher}: ${link(p.record.voucher_url)}`);
  const blocks: types.KnownBlock[] = [md(lines.join('\n'))];
  if (d.transaction_id) blocks.push(context(`${t.transactionId}: ${esc(d.transaction_id)}`));
  return fitMessage({ text: `${title} · ${status}`, blocks });
}

/** A URL as a mrkdwn link (`<url>`), or escaped text when it is not an http(s) URL or holds characters that would break the link. */
export function link(url: string, label?: string): string {
  if (!/^https?:\/\/[^\s<>|]+$/.test(url)) return esc(url);
  return label ? `<${url.replace(/&/g, '&amp;')}|${esc(label)}>` : `<${url.replace(/&/g, '&amp;')}>`;
}

/** Private metadata of the modals: where to send a late result, and (18) the reservation's total when known. */
export interface ModalMetadata {
  /** COP float; refunds above it are refused before calling the service. */
  total?: number | null;
  /** Channel the modal was opened from (for a late result). */
  channel?: string;
}

/** Modal of endpoint 17: booking numbers, one a line, prefilled with `prefill`. */
export function markPaidModal(t: SlackTexts, prefill: string[] = [], meta: ModalMetadata = {}): types.ModalView {
  return fitView({
    type: 'modal',
    callback_id: IDS.markPaidView,
    private_metadata: JSON.stringify(meta),
    title: plain(t.markPaidTitle),
    submit: plain(t.submit),
    close: plain(t.cancel),
    blocks: [
      {
        type: 'input',
        block_id: IDS.blocks.bookings,
        label: plain(t.markPaidLabel),
        hint: plain(t.markPaidHint),
        element: {
          type: 'plain_text_input',
          action_id: 'value',
          multiline: true,
          ...(prefill.length ? { initial_value: prefill.join('\n') } : {}),
        },
      },
    ],
  });
}

/**
 * Endpoint 17's answer as lines of mrkdwn: how many of the bookings asked
 * for (`requested`, in the order typed) were marked paid, which ones (every
 * one asked for that is not among the failures), and the failed ones with the
 * service's reason. Booking numbers and reasons are escaped.
 */
export function markPaidLines(t: SlackTexts, requested: readonly string[], res: MarkPaidResponse): string[] {
  const info = res.aditional_info;
  const failed = new Set(info.failed_bookings);
  const applied = info.applied > 0 ? requested.filter((b) => !failed.has(b)) : [];
  const lines = [`*${t.markPaidResult(info.applied, info.total)}*`];
  if (applied.length) lines.push(t.appliedHeader, ...applied.map((b) => `• ${esc(b)}`));
  if (info.failed_bookings.length) {
    const reasons = new Map(info.failed_reasons.map((r) => [r.booking, r.reason]));
    lines.push(t.failedHeader, ...info.failed_bookings.map((b) => `• ${esc(b)}: ${esc(reasons.get(b) ?? '—')}`));
  }
  return lines;
}

/** The modal after endpoint 17 answered for the bookings `requested`: see {@link markPaidLines}. */
export function markPaidResultView(t: SlackTexts, requested: readonly string[], res: MarkPaidResponse): types.ModalView {
  const [head, ...rest] = markPaidLines(t, requested, res);
  const blocks: types.KnownBlock[] = [md(head!)];
  if (rest.length) blocks.push(md(rest.join('\n')));
  return fitView({ type: 'modal', callback_id: `${IDS.markPaidView}_result`, title: plain(t.markPaidTitle), close: plain(t.close), blocks });
}

/** A modal that only shows `text` (results of endpoint 18, or "processing"); `text` is shown as written (escaped here). */
export function infoView(title: string, closeText: string, text: string): types.ModalView {
  return fitView({ type: 'modal', title: plain(title), close: plain(closeText), blocks: [md(esc(text))] });
}

/** Modal of endpoint 18: booking number, portal, check-in status and refund amount (early departure only). */
export function statusModal(
  t: SlackTexts,
  prefill: { number?: string; portal?: string | null; total?: number | null; channel?: string } = {},
): types.ModalView {
  const portalOptions = Object.entries(INPUT_PORTALS).map(([value, name]) => ({ text: plain(name), value }));
  const statusOptions = CHECKIN_STATUSES.map((s) => ({ text: plain(t.statusNames[s]), value: String(s) }));
  const initialPortal = isInputPortal(prefill.portal) ? portalOptions.find((o) => o.value === prefill.portal) : undefined;
  const meta: ModalMetadata = { total: prefill.total ?? null, ...(prefill.channel ? { channel: prefill.channel } : {}) };
  return fitView({
    type: 'modal',
    callback_id: IDS.statusView,
    private_metadata: JSON.stringify(meta),
    title: plain(t.statusTitle),
    submit: plain(t.submit),
    close: plain(t.cancel),
    blocks: [
      {
        type: 'input',
        block_id: IDS.blocks.booking,
        label: plain(t.bookingLabel),
        element: { type: 'plain_text_input', action_id: 'value', ...(prefill.number ? { initial_value: prefill.number } : {}) },
      },
      {
        type: 'input',
        block_id: IDS.blocks.portal,
        label: plain(t.portalLabel),
        element: { type: 'static_select', action_id: 'value', options: portalOptions, ...(initialPortal ? { initial_option: initialPortal } : {}) },
      },
      {
        type: 'input',
        block_id: IDS.blocks.status,
        label: plain(t.statusLabel),
        element: { type: 'static_select', action_id: 'value', options: statusOptions },
      },
      {
        type: 'input',
        block_id: IDS.blocks.refund,
        optional: true,
        label: plain(t.refundLabel),
        hint: plain(t.refundHint),
        element: { type: 'plain_text_input', action_id: 'value' },
      },
    ],
  });
}

/** One entry of the App Home's "latest payments" (from the feed's stored events). */
export interface HomePayment {
  kind: string;
  reservationId: string;
  guest: string;
  /** COP float in major units, or null. */
  amount: number | null;
  /** When the app learnt of it: an ISO 8601 instant (any offset; shown in Bogotá time). */
  at: string;
}

/**
 * The App Home of a linked staff member: today's arrivals, the chatbot
 * bookings awaiting their online payment (`awaiting`: those with a payment
 * deadline) with their deadline, and the latest payments.
 */
export function homeView(
  t: SlackTexts,
  o: { hotelName: string; today: string; arrivals: RawBooking[]; awaiting: RawBooking[]; payments: HomePayment[] },
): types.HomeView {
  const blocks: types.KnownBlock[] = [{ type: 'header', text: plain(t.homeTitle(o.hotelName)) }];
  blocks.push(md(`*${t.arrivalsToday(t.fmt.date(o.today))}*`));
  if (!o.arrivals.length) blocks.push(md(t.noArrivals));
  for (const b of o.arrivals.slice(0, 20)) blocks.push(md(bookingLine(t, b)));
  blocks.push({ type: 'divider' }, md(`*${esc(t.awaitingPayment)}*`));
  if (!o.awaiting.length) blocks.push(md(t.noAwaiting));
  for (const b of o.awaiting.slice(0, 20)) blocks.push(md(bookingLine(t, b)));
  blocks.push({ type: 'divider' }, md(`*${esc(t.latestPayments)}*`));
  if (!o.payments.length) blocks.push(md(t.noPayments));
  for (const p of o.payments) {
    const kind = t.paymentKinds[p.kind] ?? p.kind;
    const amount = p.amount !== null ? ` · ${t.fmt.cop(p.amount)}` : '';
    blocks.push(md(`• *${esc(kind)}* · ${t.number} ${esc(p.reservationId)} · ${esc(p.guest)}${amount} · ${t.fmt.instant(p.at)}`));
  }
  return fitView({ type: 'home', blocks });
}

/** The App Home of a user without a hotel: how to get linked. */
export function homeNotLinkedView(t: SlackTexts): types.HomeView {
  return fitView({ type: 'home', blocks: [md(t.homeNotLinked)] });
}

/** An App Home that only says `text` (mrkdwn, outside values already escaped): the service failed or is busy. */
export function homeMessageView(text: string): types.HomeView {
  return fitView({ type: 'home', blocks: [md(text)] });
}
