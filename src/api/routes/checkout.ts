/**
 * Hosted checkout: `GET /pay/{code}` shows the amount, hotel, stay and,
 * for a hotel paid through a real carrier, a button to the carrier's own
 * checkout (an attempt recorded first; the service never sees a card; the
 * carrier sends the payer back to `GET /pay/{code}/result`, which asks it
 * at once). With the sandbox, a card form: `POST /pay/{code}` (form fields `card_number`,
 * `card_holder`, `card_expiry` MM/YYYY, `card_cvc`) charges through the
 * carrier. Approved: the link and its booking are paid. Declined: the page
 * says why and offers the form again until the link expires. With redirect
 * URLs on the link, the guest is sent there after success or failure. A
 * form posted from another site is refused (403, the page again).
 * `GET /vouchers/{id}/{code}` is the public page of a voucher record. Pages
 * are rendered by `../pages` and served with its strict security headers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bogotaDate } from '../../clock.js';
import { ConflictError } from '../domain/errors.js';
import type { PaymentLink } from '../domain/payments.js';
import { carrierLabel } from '../domain/carrierPayments.js';
import { serve } from '../http.js';
import { setSecurityHeaders } from '../serverProtocol.js';
import { pageHelmetOptions, redirectOrigins, renderCheckoutPage, renderNoticePage, renderVoucherPage } from '../pages/index.js';
import type { ServiceContext } from '../context.js';
import { SERVICE_TEXTS } from '../../texts/service.js';

/** Largest card form accepted, bytes: four short fields URL-encoded fit in far less. */
const CARD_FORM_BODY_LIMIT = 16 * 1024;

/**
 * Register the hosted checkout on a public (unauthenticated) scope with form
 * parsing. A path that is no voucher page's or payment link's is answered
 * with the "not found" page (never a 400: the pages reveal nothing), and an
 * invalid card form with the checkout page listing the form's own messages.
 */
export function checkoutRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  /** The payment link of `code`, or undefined once the "not found" page is sent. */
  const linkOrPage = async (code: string, reply: FastifyReply): Promise<PaymentLink | undefined> => {
    const link = await ctx.payments.link(code);
    if (!link) linkNotFound(reply);
    return link;
  };

  // The voucher page of a voucher record without a payment link (voucher_url of 5, 6, 11, 12).
  serve(
    app,
    'showVoucher',
    async (req, reply) => {
      const found = await ctx.vouchers.publicVoucher(req.params.id, req.params.code);
      if (!found) return voucherNotFound(reply);
      return sendPage(reply, 200, renderVoucherPage(found.row, found.hotelName));
    },
    { onInvalid: (_problems, _req, reply) => voucherNotFound(reply) },
  );

  serve(
    app,
    'showCheckout',
    async (req, reply) => {
      await ctx.payments.sweep();
      const link = await linkOrPage(req.params.code, reply);
      if (!link) return reply;
      return page(reply, 200, ctx, link, {});
    },
    { onInvalid: (_problems, _req, reply) => linkNotFound(reply) },
  );

  // Where a real carrier sends the payer back: the carrier is asked at once, so the page shows the result.
  serve(
    app,
    'showCheckoutResult',
    async (req, reply) => {
      const before = await linkOrPage(req.params.code, reply);
      if (!before) return reply;
      const applied = await ctx.carrierPayments.returned(before, req.query);
      const link = (await ctx.payments.link(before.code))!;
      const success = link.status === 'paid' ? locationOf(link.successUrl) : undefined;
      if (success) return reply.redirect(success, 303);
      const declined = applied?.applied && applied.outcome === 'declined' ? (await ctx.payments.lastAttempt(link.code))?.declineReason : undefined;
      if (declined) {
        const failure = locationOf(link.failureUrl);
        if (failure) return reply.redirect(failure, 303);
      }
      // Back before the carrier decided (or without news): the page waits and refreshes itself.
      return page(reply, 200, ctx, link, { ...(declined ? { declined } : { confirming: link.status === 'active' && !applied }) });
    },
    { onInvalid: (_problems, _req, reply) => linkNotFound(reply) },
  );

  serve(
    app,
    'payCheckout',
    async (req, reply) => {
      const link = await linkOrPage(req.params.code, reply);
      if (!link) return reply;
      // A hotel paid through a real carrier takes no card here: the page shows the carrier's button instead.
      if (await ctx.carrierPayments.accountOf(link.hotelId)) return page(reply, 409, ctx, link, {});
      // A form posted from another site is refused before anything is charged; the page is shown again to pay here.
      if (isCrossSitePost(req, ctx.payments.linkUrl(link.code))) return page(reply, 403, ctx, link, { errors: [SERVICE_TEXTS.checkoutPage.crossSitePost] });
      const form = req.body;
      const [mm, yyyy] = form.card_expiry.split('/').map(Number) as [number, number];
      const thisMonth = bogotaDate(ctx.clock.now()).slice(0, 7);
      if (`${yyyy}-${String(mm).padStart(2, '0')}` < thisMonth) return page(reply, 400, ctx, link, { errors: [SERVICE_TEXTS.checkoutPage.cardExpired] });
      try {
        const out = await ctx.payments.charge(link.code, { cardNumber: form.card_number, cardHolder: form.card_holder });
        if (out.status === 'applied') {
          const success = locationOf(out.link.successUrl);
          if (success) return reply.redirect(success, 303);
          return page(reply, 200, ctx, out.link, {});
        }
        if (out.status === 'in_process') return page(reply, 202, ctx, out.link, {});
        const failure = locationOf(out.link.failureUrl);
        if (failure) return reply.redirect(failure, 303);
        return page(reply, 402, ctx, out.link, { declined: out.reason });
      } catch (err) {
        if (err instanceof ConflictError) return page(reply, 409, ctx, (await ctx.payments.link(link.code))!, { errors: [err.detail] });
        throw err;
      }
    },
    {
      bodyLimit: CARD_FORM_BODY_LIMIT,
      // The link first (an unknown one is "not found" whatever the form), then the form's problems on its page.
      onInvalid: async (problems, req, reply) => {
        if (problems.some((p) => p.part === 'params')) return linkNotFound(reply);
        const link = await linkOrPage((req.params as { code: string }).code, reply);
        if (!link) return reply;
        return page(reply, 400, ctx, link, { errors: problems.map((p) => p.message) });
      },
    },
  );
}

/**
 * Whether a `POST /pay/{code}` came from a page of another site. A browser
 * says where a form was posted from: `Sec-Fetch-Site` (`same-origin` or
 * `none` pass; `same-site` and `cross-site` do not) and `Origin`, which must
 * be the checkout's own public origin (`checkoutUrl`'s) or the origin the
 * request was addressed to (`Host`, behind a proxy as trusted); `Origin:
 * null` (an opaque origin) does not pass. A request with neither header
 * (no browser: a script or a test client) is not cross-site.
 */
export function isCrossSitePost(req: FastifyRequest, checkoutUrl: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  return origin !== new URL(checkoutUrl).origin && origin !== `${req.protocol}://${req.host}`;
}

/** A stored redirect URL as a `Location` value: the WHATWG parser's `href` (no control character, spaces and non-ASCII encoded), or undefined when there is none or it does not parse. */
function locationOf(url: string | null | undefined): string | undefined {
  return url ? (URL.parse(url)?.href ?? undefined) : undefined;
}

/** Send the "not found" page of a payment link. */
function linkNotFound(reply: FastifyReply): FastifyReply {
  return sendPage(reply, 404, renderNoticePage(SERVICE_TEXTS.notices.linkNotFound));
}

/** Send the "not found" page of a voucher. */
function voucherNotFound(reply: FastifyReply): FastifyReply {
  return sendPage(reply, 404, renderNoticePage({ ...SERVICE_TEXTS.notices.voucherNotFound, alert: true }));
}

/**
 * Send an HTML page with the pages' strict security headers (see
 * {@link pageHelmetOptions}; `formTargets`: origins the page's form may be
 * redirected to) and `Cache-Control: no-store`.
 */
function sendPage(reply: FastifyReply, status: number, html: string, formTargets: readonly string[] = []): FastifyReply {
  setSecurityHeaders(reply, pageHelmetOptions(formTargets));
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** Send the checkout page of `link` (its booking looked up; async) with `status`. */
async function page(
  reply: FastifyReply,
  status: number,
  ctx: ServiceContext,
  link: PaymentLink,
  o: { errors?: string[]; declined?: string; confirming?: boolean },
): Promise<FastifyReply> {
  // An open link of a hotel paid through a real carrier: an attempt recorded, and the button to the carrier's checkout.
  const view = link.status === 'active' && !o.confirming ? await ctx.carrierPayments.checkout(link, carrierUrls(ctx, link.code)) : undefined;
  let declined = o.declined;
  if (view && view.kind !== 'own_form' && declined === undefined) {
    // The last try at the carrier was declined: say why above the button.
    const last = await ctx.payments.lastAttempt(link.code);
    if (last?.status === 'rejected') declined = last.declineReason ?? undefined;
  }
  const html = renderCheckoutPage({
    link,
    booking: await ctx.bookings.bookingOfLink(link.code),
    sandbox: !view || view.kind === 'own_form' ? ctx.payments.carrierName === 'sandbox' : false,
    ...(o.errors ? { errors: o.errors } : {}),
    ...(declined !== undefined ? { declined } : {}),
    ...(o.confirming ? { confirming: true } : {}),
    ...(view?.kind === 'redirect'
      ? { carrier: { label: carrierLabel(view.carrier), url: view.url, methods: view.methods } }
      : view?.kind === 'unavailable'
        ? { unavailable: view.reason }
        : {}),
  });
  return sendPage(reply, status, html, redirectOrigins(link));
}

/** The return page and events URL a real carrier's checkout of link `code` is given. */
function carrierUrls(ctx: ServiceContext, code: string) {
  const base = ctx.payments.publicBase;
  return {
    returnUrl: `${base}/pay/${encodeURIComponent(code)}/result`,
    notificationUrl: (carrier: string, account: string) => `${base}/carriers/${carrier}/events?account=${encodeURIComponent(account)}`,
  };
}
