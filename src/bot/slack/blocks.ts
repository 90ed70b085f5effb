/**
 * Pure Block Kit builders of the Slack app: messages (bookings list,
 * reservation, transaction), modals (mark as paid — endpoint 17; check-in
 * status — endpoint 18) and the App Home. No I/O; texts come from texts.ts
 * in the workspace's language. Amounts are COP in major units as on the wire
 * (floats, or decimal text for endpoint 4), shown es-CO (`$ 450.000`); dates
 * `YYYY-MM-DD` (hotel dates, America/Bogota).
 */
import type { types } from '@slack/bolt';
import type { MarkPaidResponse, RawBooking, TransactionStatusRecord } from '../../api/contract/index.js';
import { CHECKIN_STATUSES, formatCop, type SlackTexts } from './texts.js';

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

/** Escape `&`, `<`, `>` for mrkdwn. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const md = (text: string): types.SectionBlock => ({ type: 'section', text: { type: 'mrkdwn', text } });
const plain = (text: string) => ({ type: 'plain_text' as const, text, emoji: true });
const context = (text: string): types.ContextBlock => ({ type: 'context', elements: [{ type: 'mrkdwn', text }] });

/** An instant `2026-11-22T10:00:00-05:00` as `2026-11-22 10:00` (the wire's own offset, Bogotá). */
export function shortInstant(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso;
}

/** A plain message of one section. */
export function textMessage(text: string): SlackMessage {
  return { text, blocks: [md(text)] };
}

/** The mrkdwn of one raw booking (endpoint 4): guest, number, dates, portal, status, total, prepaid, left to pay, deadline. */
export function bookingLine(t: SlackTexts, b: RawBooking): string {
  const lines = [
    `*${esc(`${b.first_name} ${b.last_name}`)}* · ${t.number} ${esc(b.reservation_id)}`,
    `${t.dates}: ${b.checkIn} → ${b.checkOut} · ${t.portal}: ${esc(b.portal.description)} · ${t.status}: ${esc(b.status)}`,
    `${t.total}: ${formatCop(b.total_amount)} · ${t.prepaid}: ${formatCop(b.prepaid)} · ${t.leftToPay}: ${formatCop(b.guest_left_to_pay)}`,
  ];
  if (b.payment_deadline) lines.push(`${t.deadline}: ${shortInstant(b.payment_deadline)}`);
  return lines.join('\n');
}

/**
 * `/reservas`: page `page` (1-based, clamped) of `bookings` arriving from
 * `start` to `end`, {@link PAGE_SIZE} a page, with Anterior/Siguiente buttons
 * whose values carry the range and the page to show ({@link PageValue}).
 */
export function bookingsMessage(
  t: SlackTexts,
  o: { hotelName: string; start: string; end: string; bookings: RawBooking[]; page: number },
): SlackMessage {
  const title = t.reservasTitle(o.hotelName, o.start, o.end, o.bookings.length);
  const blocks: types.KnownBlock[] = [md(`*${esc(title)}*`)];
  if (!o.bookings.length) {
    blocks.push(md(t.noBookings));
    return { text: title, blocks };
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
  return { text: title, blocks };
}

/** What `/reserva` shows of one reservation (from endpoints 5, 11 and 4). Amounts COP floats. */
export interface ReservationView {
  number: string;
  guest: string;
  checkin: string | null;
  checkout: string | null;
  /** Portal code (`website` for chatbot bookings), or null when unknown. */
  portalCode: string | null;
  portalName: string | null;
  /** Payment status text (endpoint 5/11). */
  paymentStatus: string;
  /** Booking status text (endpoint 4), when known. */
  bookingStatus: string | null;
  total: number | null;
  prepaid: number | null;
  leftToPay: number | null;
  charge: { status: string; amount: number; card: string; date: string } | null;
  refund: { amount: number; date: string } | null;
}

/** Value of the "Cambiar estado de check-in" button. */
export interface StatusButtonValue {
  n: string;
  p: string | null;
  total: number | null;
}

/** `/reserva`: one reservation with its charge and refund, and buttons for endpoints 17 and 18. */
export function reservationMessage(t: SlackTexts, r: ReservationView): SlackMessage {
  const title = t.reservaTitle(r.number);
  const head = [`*${esc(title)}* · ${esc(r.guest)}`];
  const dates = r.checkout ? `${r.checkin} → ${r.checkout}` : (r.checkin ?? '—');
  head.push(`${t.dates}: ${dates}${r.portalName ? ` · ${t.portal}: ${esc(r.portalName)}` : ''}`);
  head.push(`${t.status}: ${esc(r.bookingStatus ? `${r.bookingStatus} · ${r.paymentStatus}` : r.paymentStatus)}`);
  if (r.total !== null)
    head.push(`${t.total}: ${formatCop(r.total)} · ${t.prepaid}: ${formatCop(r.prepaid ?? 0)} · ${t.leftToPay}: ${formatCop(r.leftToPay ?? 0)}`);
  const charge = r.charge
    ? `*${t.charge}:* ${esc(r.charge.status)} · ${t.amount}: ${formatCop(r.charge.amount)} · ${t.card}: ${esc(r.charge.card)} · ${t.date}: ${esc(r.charge.date)}`
    : `*${t.charge}:* ${t.noCharge}`;
  const refund = r.refund
    ? `*${t.refund}:* ${t.amount}: ${formatCop(r.refund.amount)} · ${t.date}: ${esc(r.refund.date)}`
    : `*${t.refund}:* ${t.noRefund}`;
  const statusValue: StatusButtonValue = { n: r.number, p: r.portalCode, total: r.total };
  return {
    text: `${title} · ${r.guest}`,
    blocks: [
      md(head.join('\n')),
      md(`${charge}\n${refund}`),
      {
        type: 'actions',
        elements: [
          { type: 'button', action_id: IDS.markPaidButton, text: plain(t.markPaidButton), value: r.number },
          { type: 'button', action_id: IDS.statusButton, text: plain(t.changeStatusButton), value: JSON.stringify(statusValue) },
        ],
      },
    ],
  };
}

/** `/pago`: a transaction's status (endpoint 13). */
export function paymentMessage(t: SlackTexts, ref: string, rec: TransactionStatusRecord): SlackMessage {
  const d = rec.details;
  const lines = [
    `*${esc(t.pagoTitle(ref))}*`,
    `${t.status}: *${esc(d.status_detail)}* (${esc(d.status_code)})`,
    `${t.detail}: ${esc(d.type)} ${esc(d.id)}${d.external_ref_id ? ` · ${esc(d.external_ref_id)}` : ''}`,
    `${t.comments}: ${esc(d.comments || '—')}`,
    `${t.transactionId}: ${esc(d.transaction_id || '—')} · ${t.date}: ${esc(d.transaction_date ? shortInstant(d.transaction_date) : '—')}`,
  ];
  if (rec.voucher_url) lines.push(`${t.voucher}: <${rec.voucher_url}>`);
  return { text: t.pagoTitle(ref), blocks: [md(lines.join('\n'))] };
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
  return {
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
  };
}

/** The modal after endpoint 17 answered: applied count and the failed bookings with their reasons. */
export function markPaidResultView(t: SlackTexts, res: MarkPaidResponse): types.ModalView {
  const info = res.aditional_info;
  const blocks: types.KnownBlock[] = [md(`*${esc(t.markPaidResult(info.applied, info.total))}*`)];
  if (info.failed_bookings.length) {
    const reasons = new Map(info.failed_reasons.map((r) => [r.booking, r.reason]));
    const lines = info.failed_bookings.map((b) => `• ${esc(b)}: ${esc(reasons.get(b) ?? '—')}`);
    blocks.push(md(`${t.failedHeader}\n${lines.join('\n')}`));
  }
  return { type: 'modal', callback_id: `${IDS.markPaidView}_result`, title: plain(t.markPaidTitle), close: plain(t.close), blocks };
}

/** A modal that only shows `text` (results of endpoint 18, or "processing"). */
export function infoView(title: string, closeText: string, text: string): types.ModalView {
  return { type: 'modal', title: plain(title.slice(0, 24)), close: plain(closeText), blocks: [md(esc(text))] };
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
  return {
    type: 'modal',
    callback_id: IDS.statusView,
    private_metadata: JSON.stringify(meta),
    title: plain(t.statusTitle.slice(0, 24)),
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
  };
}

/** One entry of the App Home's "latest payments" (from the feed's stored events). */
export interface HomePayment {
  kind: string;
  reservationId: string;
  guest: string;
  amount: number | null;
  at: string;
}

/** The App Home of a linked staff member: today's arrivals, bookings awaiting payment with their deadline, latest payments. */
export function homeView(
  t: SlackTexts,
  o: { hotelName: string; today: string; arrivals: RawBooking[]; awaiting: RawBooking[]; payments: HomePayment[] },
): types.HomeView {
  const blocks: types.KnownBlock[] = [{ type: 'header', text: plain(t.homeTitle(o.hotelName).slice(0, 150)) }];
  blocks.push(md(`*${esc(t.arrivalsToday(o.today))}*`));
  if (!o.arrivals.length) blocks.push(md(t.noArrivals));
  for (const b of o.arrivals.slice(0, 20)) blocks.push(md(bookingLine(t, b)));
  blocks.push({ type: 'divider' }, md(`*${esc(t.awaitingPayment)}*`));
  if (!o.awaiting.length) blocks.push(md(t.noAwaiting));
  for (const b of o.awaiting.slice(0, 20)) blocks.push(md(bookingLine(t, b)));
  blocks.push({ type: 'divider' }, md(`*${esc(t.latestPayments)}*`));
  if (!o.payments.length) blocks.push(md(t.noPayments));
  for (const p of o.payments) {
    const kind = t.paymentKinds[p.kind] ?? p.kind;
    const amount = p.amount !== null ? ` · ${formatCop(p.amount)}` : '';
    blocks.push(md(`• *${esc(kind)}* · ${t.number} ${esc(p.reservationId)} · ${esc(p.guest)}${amount} · ${esc(shortInstant(p.at))}`));
  }
  return { type: 'home', blocks };
}

/** The App Home of a user without a hotel: how to get linked. */
export function homeNotLinkedView(t: SlackTexts): types.HomeView {
  return { type: 'home', blocks: [md(t.homeNotLinked)] };
}
