/**
 * The two modals of `/reserva`'s buttons (and the App Home's): mark as paid
 * (endpoint 17) and check-in status (endpoint 18), and the views that show
 * their results. No I/O.
 */
import type { types } from '@slack/bolt';
import type { MarkReservationsPaidResponse } from '../../../../api/contract/index.js';
import { CHECKIN_STATUSES, type SlackTexts } from '../../../../texts/slack.js';
import { INPUT_PORTALS, isInputPortal, md, plain } from '../../blocks.js';
import { esc, fitView } from '../../mrkdwn.js';
import { RESERVA_IDS } from './blocks.js';

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
    callback_id: RESERVA_IDS.markPaidView,
    private_metadata: JSON.stringify(meta),
    title: plain(t.markPaidTitle),
    submit: plain(t.submit),
    close: plain(t.cancel),
    blocks: [
      {
        type: 'input',
        block_id: RESERVA_IDS.blocks.bookings,
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
export function markPaidLines(t: SlackTexts, requested: readonly string[], res: MarkReservationsPaidResponse): string[] {
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
export function markPaidResultView(t: SlackTexts, requested: readonly string[], res: MarkReservationsPaidResponse): types.ModalView {
  const [head, ...rest] = markPaidLines(t, requested, res);
  const blocks: types.KnownBlock[] = [md(head!)];
  if (rest.length) blocks.push(md(rest.join('\n')));
  return fitView({ type: 'modal', callback_id: `${RESERVA_IDS.markPaidView}_result`, title: plain(t.markPaidTitle), close: plain(t.close), blocks });
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
    callback_id: RESERVA_IDS.statusView,
    private_metadata: JSON.stringify(meta),
    title: plain(t.statusTitle),
    submit: plain(t.submit),
    close: plain(t.cancel),
    blocks: [
      {
        type: 'input',
        block_id: RESERVA_IDS.blocks.booking,
        label: plain(t.bookingLabel),
        element: { type: 'plain_text_input', action_id: 'value', ...(prefill.number ? { initial_value: prefill.number } : {}) },
      },
      {
        type: 'input',
        block_id: RESERVA_IDS.blocks.portal,
        label: plain(t.portalLabel),
        element: { type: 'static_select', action_id: 'value', options: portalOptions, ...(initialPortal ? { initial_option: initialPortal } : {}) },
      },
      {
        type: 'input',
        block_id: RESERVA_IDS.blocks.status,
        label: plain(t.statusLabel),
        element: { type: 'static_select', action_id: 'value', options: statusOptions },
      },
      {
        type: 'input',
        block_id: RESERVA_IDS.blocks.refund,
        optional: true,
        label: plain(t.refundLabel),
        hint: plain(t.refundHint),
        element: { type: 'plain_text_input', action_id: 'value' },
      },
    ],
  });
}
