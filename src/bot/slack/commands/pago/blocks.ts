/**
 * Block Kit of `/pago`: what a receptionist asks of a payment link or a
 * chatbot booking's payment. No I/O; see `../../blocks.ts` for the shared
 * pieces.
 */
import type { types } from '@slack/bolt';
import type { BookingPaymentLink, TransactionStatusRecord, VoucherRecord } from '../../../../api/contract/index.js';
import type { PagoKind, SlackTexts } from '../../../../texts/slack.js';
import { context, link, md, whenText, type SlackMessage } from '../../blocks.js';
import { esc, fitMessage } from '../../mrkdwn.js';

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
