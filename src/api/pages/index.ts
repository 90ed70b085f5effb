/**
 * The service's public HTML pages, rendered from the Eta templates of
 * `templates.ts` (every value escaped for HTML), and the security policy
 * they are served with: the hosted checkout of a payment link, the voucher
 * page of a voucher record, and their "not found" notices. Their Spanish
 * texts are `SERVICE_TEXTS.checkoutPage`, `.voucherPage` and `.notices` of
 * `src/texts/service.ts`. Amounts arrive in minor units (COP centavos) and
 * are shown in the link's currency; instants arrive as ISO 8601 and are
 * shown in Bogotá time (both written by `src/texts/format.ts`).
 */
import { createHash } from 'node:crypto';
import { Eta } from 'eta';
import type { HelmetOptions } from 'helmet';
import { toBogotaIso } from '../../clock.js';
import { formatBogotaLong, formatMinorAmount } from '../../texts/format.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { fromMinor, VOUCHER_STATUS_TEXT } from '../contract/index.js';
import type { PaymentLink } from '../domain/payments.js';
import type { VoucherRow } from '../domain/vouchers.js';
import { CHECKOUT_TEMPLATE, LAYOUT_TEMPLATE, NOTICE_TEMPLATE, PAGE_STYLE, VOUCHER_TEMPLATE } from './templates.js';

const eta = new Eta({ autoEscape: true, autoTrim: false, cache: true, useWith: false });
eta.loadTemplate('@layout', LAYOUT_TEMPLATE);
eta.loadTemplate('@checkout', CHECKOUT_TEMPLATE);
eta.loadTemplate('@voucher', VOUCHER_TEMPLATE);
eta.loadTemplate('@notice', NOTICE_TEMPLATE);

/** The CSP source allowing the pages' inline style sheet ({@link PAGE_STYLE}) by its SHA-256 hash. */
export const PAGE_STYLE_SOURCE = `'sha256-${createHash('sha256').update(PAGE_STYLE, 'utf8').digest('base64')}'`;

/** The booking a payment link pays, as the checkout shows it (dates `YYYY-MM-DD`). */
export interface CheckoutBooking {
  chatbotId: string;
  checkin: string;
  checkout: string;
  rooms: number;
  adults: number;
  children: number;
}

/** What the hosted checkout shows of a payment link. */
export interface CheckoutPageInput {
  link: PaymentLink;
  /** The chatbot booking the link pays, if any. */
  booking: CheckoutBooking | undefined;
  /** Problems of the last form sent (Spanish), shown above the form while the link is open. */
  errors?: string[];
  /** Why the carrier declined the last card (Spanish), shown above the form. */
  declined?: string;
  /** True when the carrier is the sandbox (the page says no money moves). */
  sandbox: boolean;
  /** A real carrier's checkout: the open link shows a button to `url` instead of the card form. `methods`: what the payer can pay with (Spanish). */
  carrier?: { label: string; url: string; methods: string } | undefined;
  /** The real carrier cannot take the link now: why (Spanish), shown instead of the card form. */
  unavailable?: string | undefined;
  /** The payer is back from the carrier and the result is not known yet: the in-process page says so. */
  confirming?: boolean | undefined;
}

/**
 * The hosted checkout page (full HTML document) of a payment link in its
 * current state: paid, expired, in process (refreshes every 5 s) or open
 * with the card form posting back to `/pay/{code}` (the sandbox), or a
 * button to a real carrier's checkout (the service never sees a card).
 */
export function renderCheckoutPage(input: CheckoutPageInput): string {
  const { link, booking } = input;
  const t = SERVICE_TEXTS.checkoutPage;
  const stay = booking ? t.stay(booking.checkin, booking.checkout, booking) : link.bookingFrom ? t.stay(link.bookingFrom, link.bookingTo) : '';
  const errors = [...(input.declined ? [t.declined(input.declined)] : []), ...(input.errors ?? [])];
  const settled = link.status === 'paid' || link.status === 'expired' || link.status === 'in_process';
  const state = settled ? link.status : input.confirming ? 'in_process' : 'open';
  return eta.render('@checkout', {
    t,
    style: PAGE_STYLE,
    state,
    refreshSeconds: state === 'in_process' ? 5 : 0,
    confirming: input.confirming ?? false,
    carrier: input.carrier,
    unavailable: input.unavailable,
    hotelName: link.hotelName,
    description: link.description,
    stay,
    guestName: link.guestName,
    amount: fromMinor(link.amountMinor),
    currency: link.currency,
    amountText: formatMinorAmount(link.amountMinor, link.currency),
    chatbotId: booking?.chatbotId ?? '',
    paidAtText: link.paidAt ? formatBogotaLong(link.paidAt) : '',
    expiresAtText: formatBogotaLong(link.expiresAt),
    expiresAtIso: toBogotaIso(new Date(link.expiresAt)),
    formAction: `/pay/${encodeURIComponent(link.code)}`,
    errors,
    sandbox: input.sandbox,
  });
}

/** The public voucher page (full HTML document): hotel, reservation, guest, status, charge and refund, Bogotá time. */
export function renderVoucherPage(v: VoucherRow, hotelName: string): string {
  const t = SERVICE_TEXTS.voucherPage;
  const rows: Array<[string, string]> = [
    [t.reservation, v.reservation_id],
    [t.guest, v.guest],
    [t.concept, v.payment_type],
    [t.status, VOUCHER_STATUS_TEXT[v.payment_status_code]],
  ];
  if (v.checkin_date) rows.push([t.arrival, v.checkin_date]);
  if (v.tx_status_code) {
    rows.push([t.charge, `${formatMinorAmount(v.tx_amount_minor ?? 0, v.tx_currency ?? 'COP')} · ${VOUCHER_STATUS_TEXT[v.tx_status_code]}`]);
    if (v.tx_card_num) rows.push([t.card, `${v.tx_card_type ?? ''} ${v.tx_card_num}`.trim()]);
    if (v.tx_transaction_id) rows.push([t.transaction, v.tx_transaction_id]);
    if (v.tx_payment_date) rows.push([t.chargeDate, formatBogotaLong(v.tx_payment_date)]);
  }
  if (v.rf_status_code) {
    rows.push([t.refund, `${formatMinorAmount(v.rf_amount_minor ?? 0, v.rf_currency ?? 'COP')} · ${VOUCHER_STATUS_TEXT[v.rf_status_code]}`]);
    if (v.rf_refund_date) rows.push([t.refundDate, formatBogotaLong(v.rf_refund_date)]);
  }
  return eta.render('@voucher', { t, style: PAGE_STYLE, hotelName, rows, id: v.id });
}

/**
 * A notice page (full HTML document): `title` of the tab, `heading` and
 * `text` (one of `SERVICE_TEXTS.notices`); `alert` puts them in the red
 * alert box.
 */
export function renderNoticePage(n: { title: string; heading: string; text: string; alert?: boolean }): string {
  return eta.render('@notice', { style: PAGE_STYLE, title: n.title, heading: n.heading, text: n.text, alert: n.alert ?? false });
}

/**
 * The security headers of an HTML page, as helmet's options: nothing loads but the
 * page's own hashed style sheet (no script at all), the page may not be
 * framed (`frame-ancestors 'none'`, `X-Frame-Options: DENY`), forms post only
 * to this service and to `formTargets` (origins such as
 * `https://merchant.example`, where a paid or declined checkout redirects:
 * browsers check the form's redirects against `form-action` too), no
 * `<base>`, and no `Referer` leaves the page (the `/pay/{code}` address is
 * the link's secret).
 */
export function pageHelmetOptions(formTargets: readonly string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: [PAGE_STYLE_SOURCE],
        formAction: ["'self'", ...new Set(formTargets)],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  };
}

/**
 * The origins a checkout's form may end up at after the service's own
 * answer: those of the link's success and failure redirect URLs (none
 * without them; URLs that do not parse are left out).
 */
export function redirectOrigins(link: Pick<PaymentLink, 'successUrl' | 'failureUrl'>): string[] {
  const out: string[] = [];
  for (const u of [link.successUrl, link.failureUrl]) {
    if (!u) continue;
    try {
      const origin = new URL(u).origin;
      if (origin !== 'null') out.push(origin);
    } catch {
      /* not a URL: never redirected to */
    }
  }
  return out;
}
