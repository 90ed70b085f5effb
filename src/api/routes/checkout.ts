/**
 * Hosted checkout: `GET /pay/{code}` shows the amount, hotel,
 * stay and a card form; `POST /pay/{code}` (form fields `card_number`,
 * `card_holder`, `card_expiry` MM/YYYY, `card_cvc`) charges through the
 * carrier. Approved: the link and its booking are paid. Declined: the page
 * says why and offers the form again until the link expires. With redirect
 * URLs on the link, the guest is sent there after success or failure.
 * `GET /vouchers/{id}/{code}` is the public page of a voucher record. Pages
 * are rendered by `../pages` and served with its strict security headers.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { bogotaDate } from '../../clock.js';
import { ConflictError, NotFoundError } from '../domain/errors.js';
import type { PaymentLink } from '../domain/payments.js';
import { pageHelmetOptions, redirectOrigins, renderCheckoutPage, renderNoticePage, renderVoucherPage } from '../pages/index.js';
import type { ServiceContext } from '../context.js';

const VoucherPageParams = z.object({ id: z.coerce.number().int().min(1), code: z.string().regex(/^[0-9a-f]{24}$/) });

const CodeParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/) });

/** The checkout form's fields, with Spanish messages for the guest. */
const CardForm = z.object({
  card_number: z
    .string({ message: 'Ingresa el número de la tarjeta' })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { message: 'El número de tarjeta debe tener entre 12 y 19 dígitos' })),
  card_holder: z.string({ message: 'Ingresa el nombre del titular' }).trim().min(2, { message: 'Ingresa el nombre del titular' }).max(100),
  card_expiry: z
    .string({ message: 'Ingresa la fecha de vencimiento' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{4}$/, { message: 'La fecha de vencimiento debe tener el formato MM/AAAA' }),
  card_cvc: z
    .string({ message: 'Ingresa el código de seguridad' })
    .trim()
    .regex(/^\d{3,4}$/, { message: 'El código de seguridad debe tener 3 o 4 dígitos' }),
});

/** Largest card form accepted, bytes: four short fields URL-encoded fit in far less. */
const CARD_FORM_BODY_LIMIT = 16 * 1024;

/** Register the hosted checkout on a public (unauthenticated) scope with form parsing. */
export function checkoutRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const load = async (params: unknown): Promise<PaymentLink> => {
    const p = CodeParams.safeParse(params);
    const link = p.success ? await ctx.payments.link(p.data.code) : undefined;
    if (!link) throw new NotFoundError('Link de pago no identificado');
    return link;
  };

  // The voucher page of a voucher record without a payment link (voucher_url of 5, 6, 11, 12).
  app.get('/vouchers/:id/:code', async (req, reply) => {
    const p = VoucherPageParams.safeParse(req.params);
    const found = p.success ? await ctx.vouchers.publicVoucher(p.data.id, p.data.code) : undefined;
    if (!found)
      return sendPage(
        reply,
        404,
        renderNoticePage({ title: 'Comprobante no encontrado', heading: 'Comprobante no encontrado', text: 'Revisa el enlace que recibiste.', alert: true }),
      );
    return sendPage(reply, 200, renderVoucherPage(found.row, found.hotelName));
  });

  app.get('/pay/:code', async (req, reply) => {
    await ctx.payments.sweep();
    const link = await loadOrPage(() => load(req.params), reply);
    if (!link) return reply;
    return page(reply, 200, ctx, link, {});
  });

  app.post('/pay/:code', { bodyLimit: CARD_FORM_BODY_LIMIT }, async (req, reply) => {
    const link = await loadOrPage(() => load(req.params), reply);
    if (!link) return reply;
    const form = CardForm.safeParse(req.body ?? {});
    if (!form.success) {
      const errors = form.error.issues.map((i) => i.message);
      return page(reply, 400, ctx, link, { errors });
    }
    const [mm, yyyy] = form.data.card_expiry.split('/').map(Number) as [number, number];
    const thisMonth = bogotaDate(ctx.clock.now()).slice(0, 7);
    if (`${yyyy}-${String(mm).padStart(2, '0')}` < thisMonth) return page(reply, 400, ctx, link, { errors: ['La tarjeta está vencida'] });
    try {
      const out = await ctx.payments.charge(link.code, { cardNumber: form.data.card_number, cardHolder: form.data.card_holder });
      if (out.status === 'applied') {
        if (out.link.successUrl) return reply.redirect(out.link.successUrl, 303);
        return page(reply, 200, ctx, out.link, {});
      }
      if (out.status === 'in_process') return page(reply, 202, ctx, out.link, {});
      if (out.link.failureUrl) return reply.redirect(out.link.failureUrl, 303);
      return page(reply, 402, ctx, out.link, { declined: out.reason });
    } catch (err) {
      if (err instanceof ConflictError) return page(reply, 409, ctx, (await ctx.payments.link(link.code))!, { errors: [err.detail] });
      throw err;
    }
  });
}

async function loadOrPage(load: () => Promise<PaymentLink>, reply: FastifyReply): Promise<PaymentLink | undefined> {
  try {
    return await load();
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
    sendPage(
      reply,
      404,
      renderNoticePage({ title: 'Link no encontrado', heading: 'Link de pago no identificado', text: 'Revisa la dirección que recibiste.' }),
    );
    return undefined;
  }
}

/**
 * Send an HTML page with the pages' strict security headers (see
 * {@link pageHelmetOptions}; `formTargets`: origins the page's form may be
 * redirected to) and `Cache-Control: no-store`.
 */
function sendPage(reply: FastifyReply, status: number, html: string, formTargets: readonly string[] = []): FastifyReply {
  reply.helmet(pageHelmetOptions(formTargets));
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** Send the checkout page of `link` (its booking looked up; async) with `status`. */
async function page(
  reply: FastifyReply,
  status: number,
  ctx: ServiceContext,
  link: PaymentLink,
  o: { errors?: string[]; declined?: string },
): Promise<FastifyReply> {
  const html = renderCheckoutPage({
    link,
    booking: await ctx.bookings.bookingOfLink(link.code),
    sandbox: ctx.payments.carrierName === 'sandbox',
    ...(o.errors ? { errors: o.errors } : {}),
    ...(o.declined !== undefined ? { declined: o.declined } : {}),
  });
  return sendPage(reply, status, html, redirectOrigins(link));
}
