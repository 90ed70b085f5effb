/**
 * The second source of the Slack live feed: the service's carrier attention
 * list (what hotel staff must hear of payments through Wompi or Mercado Pago
 * beyond the voucher records), turned into feed events and messages.
 *
 * Which notices are posted:
 * - a late approval rebooked or kept, a second approval of a paid link (its
 *   reversal asked, then done), a payment voided at the carrier after it was
 *   applied: each state once;
 * - a refund staff must make by hand (`reversal` manual: the carrier cannot
 *   reverse it, or refused), whatever it comes from, with the reason;
 * - a late approval reversed because the rooms were gone, and a staff refund
 *   the carrier is making, only when staff must refund by hand: otherwise
 *   the booking's voucher record shows the charge and its refund, and the
 *   voucher feed posts them;
 * - of several states of one payment's notice read at once (a reversal
 *   asked and done in one go), only the latest.
 *
 * Dedupe key `a:<carrier>:<transaction id>:<kind>:<reversal>`: one state of
 * one payment's notice posts once, however often it is read.
 *
 * Messages in the workspace's language, values escaped for mrkdwn, cut to
 * Slack's limits; the carrier's (or the service's) reason for a manual
 * refund is quoted as given (Spanish).
 */
import type { types } from '@slack/bolt';
import type { CarrierAttentionItem, CarrierAttentionKind } from '../../api/contract/index.js';
import type { SlackLanguage } from '../../store/bot/slack.js';
import { slackFormat } from '../../texts/slack.js';
import { link } from './blocks.js';
import { esc, fitMessage } from './mrkdwn.js';

/** Kind of the live feed's events that come from the attention list (`slack_feed_events.kind`). */
export const ATTENTION_KIND = 'attention';

/** What an attention event stores (`slack_feed_events.payload`, JSON) and its message is made from. Amount in major units, as on the wire. */
export interface AttentionEventPayload {
  /** The notice's id in the service. */
  noticeId: number;
  kind: CarrierAttentionKind;
  reversal: CarrierAttentionItem['reversal'];
  /** Why staff must refund it by hand (Spanish, as the service gives it), or null. */
  reversalError: string | null;
  /** `wompi` or `mercadopago`. */
  carrier: string;
  transactionId: string;
  /** The carrier's payment method code (`CARD`, `PSE`, …), or null. */
  method: string | null;
  amount: number;
  currency: string;
  /** The chatbot booking's code (`CB-…`), the reservation number, or the link's reference: how staff find it. */
  ref: string;
  guest: string;
  /** The payment link's page, or null. */
  url: string | null;
}

/** An attention event before it is stored. */
export interface AttentionEventDraft {
  dedupeKey: string;
  kind: typeof ATTENTION_KIND;
  payload: AttentionEventPayload;
}

/** Whether notice `n` is posted to Slack (see the module comment): a late reversal or a staff refund only when it is left to staff. */
export function isPosted(n: Pick<CarrierAttentionItem, 'kind' | 'reversal'>): boolean {
  if (n.kind === 'late_reversed' || n.kind === 'early_departure_refund') return n.reversal === 'manual';
  return true;
}

/**
 * The events of a page of notices (in number order): the posted ones, each
 * payment's notice of a kind only in its latest state of the page.
 */
export function attentionEventsOf(items: readonly CarrierAttentionItem[]): AttentionEventDraft[] {
  const latest = new Map<string, CarrierAttentionItem>();
  for (const n of items) latest.set(`${n.carrier}:${n.transaction_id}:${n.kind}`, n);
  return [...latest.values()].filter(isPosted).map((n) => ({
    dedupeKey: `a:${n.carrier}:${n.transaction_id}:${n.kind}:${n.reversal}`,
    kind: ATTENTION_KIND,
    payload: {
      noticeId: n.id,
      kind: n.kind,
      reversal: n.reversal,
      reversalError: n.reversal_error,
      carrier: n.carrier,
      transactionId: n.transaction_id,
      method: n.payment_method,
      amount: n.amount,
      currency: n.currency,
      ref: n.booking_code ?? n.reservation_id ?? n.payment_link_code,
      guest: n.guest,
      url: n.voucher_url || null,
    },
  }));
}

/** The carrier's name as staff read it. */
function carrierName(carrier: string): string {
  return carrier === 'wompi' ? 'Wompi' : carrier === 'mercadopago' ? 'Mercado Pago' : carrier;
}

/** Titles by kind and state; `c` the carrier's name, `ref` the booking (both escaped already). */
const TITLES: Record<SlackLanguage, (kind: CarrierAttentionKind, reversal: string, c: string, ref: string) => string> = {
  es: (kind, reversal, c, ref) => {
    switch (kind) {
      case 'late_rebooked':
        return `:alarm_clock: Pago tardío recibido por ${c}: reserva ${ref} confirmada de nuevo`;
      case 'late_paid':
        return `:alarm_clock: Pago tardío recibido por ${c}: el link ${ref} ya había vencido y se tomó el pago`;
      case 'late_reversed':
        return reversal === 'done'
          ? `:leftwards_arrow_with_hook: Pago tardío anulado en ${c}: las habitaciones ya no estaban disponibles`
          : `:leftwards_arrow_with_hook: Pago tardío sin habitaciones disponibles: anulación pedida a ${c}`;
      case 'duplicate_reversed':
        return reversal === 'done'
          ? `:repeat: Segundo pago del mismo link anulado en ${c}`
          : `:repeat: Segundo pago del mismo link recibido por ${c}: se pidió anularlo`;
      case 'voided_after_paid':
        return `:warning: Pago anulado en ${c} después de aplicado: la reserva ${ref} sigue confirmada`;
      case 'early_departure_refund':
        return reversal === 'done'
          ? `:leftwards_arrow_with_hook: Reembolso por salida anticipada hecho por ${c}`
          : `:hourglass: Reembolso por salida anticipada pedido a ${c}`;
    }
  },
  en: (kind, reversal, c, ref) => {
    switch (kind) {
      case 'late_rebooked':
        return `:alarm_clock: Late payment received through ${c}: booking ${ref} confirmed again`;
      case 'late_paid':
        return `:alarm_clock: Late payment received through ${c}: link ${ref} had expired and the payment was kept`;
      case 'late_reversed':
        return reversal === 'done'
          ? `:leftwards_arrow_with_hook: Late payment voided at ${c}: the rooms were no longer available`
          : `:leftwards_arrow_with_hook: Late payment with no rooms left: reversal requested from ${c}`;
      case 'duplicate_reversed':
        return reversal === 'done'
          ? `:repeat: Second payment of the same link voided at ${c}`
          : `:repeat: Second payment of the same link received through ${c}: reversal requested`;
      case 'voided_after_paid':
        return `:warning: Payment voided at ${c} after it was applied: booking ${ref} is still confirmed`;
      case 'early_departure_refund':
        return reversal === 'done'
          ? `:leftwards_arrow_with_hook: Early-departure refund made by ${c}`
          : `:hourglass: Early-departure refund requested from ${c}`;
    }
  },
};

const LABELS = {
  es: {
    manual: (reason: string, amount: string, tx: string) => `:warning: Reembolso manual pendiente: ${reason} — ${amount}, transacción ${tx}`,
    cannot: (c: string) => `${c} no pudo reversarlo`,
    guest: 'Huésped',
    reservation: 'Reserva',
    amount: 'Monto',
    method: 'Medio de pago',
    transaction: 'Transacción',
    why: 'Origen',
    todo: 'Qué hacer',
    origin: {
      late_rebooked: 'Pago tardío',
      late_paid: 'Pago tardío',
      late_reversed: 'Pago tardío sin habitaciones disponibles',
      duplicate_reversed: 'Segundo pago del mismo link',
      voided_after_paid: 'Pago anulado en el medio de pago',
      early_departure_refund: 'Salida anticipada del huésped',
    } satisfies Record<CarrierAttentionKind, string>,
    refundByHand: 'Devolver el dinero al huésped por otro medio y registrarlo',
    decide: 'Decidir si se cancela la reserva o se cobra de nuevo',
    link: 'Ver pago',
  },
  en: {
    manual: (reason: string, amount: string, tx: string) => `:warning: Manual refund pending: ${reason} — ${amount}, transaction ${tx}`,
    cannot: (c: string) => `${c} could not reverse it`,
    guest: 'Guest',
    reservation: 'Booking',
    amount: 'Amount',
    method: 'Payment method',
    transaction: 'Transaction',
    why: 'Origin',
    todo: 'To do',
    origin: {
      late_rebooked: 'Late payment',
      late_paid: 'Late payment',
      late_reversed: 'Late payment with no rooms left',
      duplicate_reversed: 'Second payment of the same link',
      voided_after_paid: 'Payment voided at the carrier',
      early_departure_refund: 'Early departure of the guest',
    } satisfies Record<CarrierAttentionKind, string>,
    refundByHand: 'Return the money to the guest another way and record it',
    decide: 'Decide whether to cancel the booking or charge again',
    link: 'View payment',
  },
} as const;

/**
 * The message of attention event `p` in `lang`: a title saying what happened
 * (a manual refund: its reason, amount and the carrier's transaction, e.g.
 * `Reembolso manual pendiente: Wompi no permite anular ni reembolsar pagos
 * PSE por API — COP 1.423.000, transacción 12345-…`), fields (guest,
 * booking, amount, carrier and method, transaction, origin, and what to do
 * when staff must act) and a link to the payment's page. `currentYear`
 * (Bogotá) as in the other feed messages.
 */
export function attentionMessage(p: AttentionEventPayload, lang: SlackLanguage, currentYear?: number): { text: string; blocks: types.KnownBlock[] } {
  const L = LABELS[lang];
  const f = slackFormat(lang, currentYear);
  const c = esc(carrierName(p.carrier));
  const amount = p.currency === 'COP' ? f.cop(p.amount) : `${esc(p.currency)} ${p.amount}`;
  const manual = p.reversal === 'manual';
  const title = manual
    ? L.manual(esc(p.reversalError ?? L.cannot(carrierName(p.carrier))), amount, esc(p.transactionId))
    : TITLES[lang](p.kind, p.reversal, c, esc(p.ref));
  const fields = [
    `*${L.guest}:* ${esc(p.guest || '—')}`,
    `*${L.reservation}:* ${esc(p.ref)}`,
    `*${L.amount}:* ${amount}`,
    `*${L.method}:* ${c}${p.method ? ` · ${esc(p.method)}` : ''}`,
    `*${L.transaction}:* ${esc(p.transactionId)}`,
    `*${L.why}:* ${L.origin[p.kind]}`,
  ];
  if (manual) fields.push(`*${L.todo}:* ${L.refundByHand}`);
  else if (p.kind === 'voided_after_paid') fields.push(`*${L.todo}:* ${L.decide}`);
  const text = [title.replace(/^:[a-z_]+: /, ''), esc(p.guest), `${L.reservation} ${esc(p.ref)}`].join(' · ');
  const blocks: types.KnownBlock[] = [
    { type: 'section', text: { type: 'mrkdwn', text: `*${title}*` } },
    { type: 'section', fields: fields.map((t) => ({ type: 'mrkdwn', text: t })) },
  ];
  if (p.url) blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: link(p.url, L.link) }] });
  return fitMessage({ text, blocks });
}
