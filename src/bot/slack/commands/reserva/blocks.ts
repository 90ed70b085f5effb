/**
 * Block Kit of `/reserva`: one reservation with its charge and refund, and
 * only the buttons that make sense for it. No I/O; see `../../blocks.ts` for
 * the shared pieces and `./modals.ts` for the modals its buttons open.
 */
import type { types } from '@slack/bolt';
import type { VoucherStatusCode } from '../../../../api/contract/index.js';
import type { BookingState, SlackTexts } from '../../../../texts/slack.js';
import { isInputPortal, md, moneyText, plain, portalText, stateText, whenText, type SlackMessage } from '../../blocks.js';
import { esc, fitMessage } from '../../mrkdwn.js';

/** Action and callback ids of `/reserva`'s buttons and modals (the App Home offers the same two buttons). */
export const RESERVA_IDS = {
  markPaidButton: 'reserva_mark_paid',
  statusButton: 'reserva_change_status',
  markPaidView: 'mark_paid',
  statusView: 'checkin_status',
  /** Block ids of the modals' inputs (each input's action id is `value`). */
  blocks: { bookings: 'bookings', booking: 'booking', portal: 'portal', status: 'status', refund: 'refund' },
} as const;

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
  if (r.state === 'pending') buttons.push({ type: 'button', action_id: RESERVA_IDS.markPaidButton, text: plain(t.markPaidButton), value: r.number });
  if (r.portalCode === null || isInputPortal(r.portalCode)) {
    const statusValue: StatusButtonValue = { n: r.number, p: r.portalCode, total: r.total };
    buttons.push({ type: 'button', action_id: RESERVA_IDS.statusButton, text: plain(t.changeStatusButton), value: JSON.stringify(statusValue) });
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
