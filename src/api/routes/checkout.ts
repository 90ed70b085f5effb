/**
 * Hosted checkout (DECISIONS §7): `GET /pay/{code}` shows the amount, hotel,
 * stay and a card form; `POST /pay/{code}` (form fields `card_number`,
 * `card_holder`, `card_expiry` MM/YYYY, `card_cvc`) charges through the
 * carrier. Approved: the link and its booking are paid. Declined: the page
 * says why and offers the form again until the link expires. With redirect
 * URLs on the link, the guest is sent there after success or failure.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { bogotaDate, toBogotaIso } from '../../clock.js';
import { fromMinor, VOUCHER_STATUS_TEXT } from '../contract/index.js';
import { ConflictError, NotFoundError } from '../domain/errors.js';
import type { PaymentLink } from '../domain/payments.js';
import type { VoucherRow } from '../domain/vouchers.js';
import type { ServiceContext } from '../server.js';

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
  card_cvc: z.string({ message: 'Ingresa el código de seguridad' }).trim().regex(/^\d{3,4}$/, { message: 'El código de seguridad debe tener 3 o 4 dígitos' }),
});

/** Register the hosted checkout on a public (unauthenticated) scope with form parsing. */
export function checkoutRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const load = (params: unknown): PaymentLink => {
    const p = CodeParams.safeParse(params);
    const link = p.success ? ctx.payments.link(p.data.code) : undefined;
    if (!link) throw new NotFoundError('Link de pago no identificado');
    return link;
  };

  // The voucher page of a voucher record without a payment link (voucher_url of 5, 6, 11, 12).
  app.get('/vouchers/:id/:code', (req, reply) => {
    const p = VoucherPageParams.safeParse(req.params);
    const found = p.success ? ctx.vouchers.publicVoucher(p.data.id, p.data.code) : undefined;
    if (!found) {
      const body = '<div class="error" role="alert"><h1>Comprobante no encontrado</h1><p>Revisa el enlace que recibiste.</p></div>';
      return reply.code(404).type('text/html; charset=utf-8').send(layout('Comprobante no encontrado', body));
    }
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(layout('Comprobante de pago', voucherPage(found.row, found.hotelName)));
  });

  app.get('/pay/:code', (req, reply) => {
    ctx.payments.sweep();
    const link = loadOrPage(() => load(req.params), reply);
    if (!link) return reply;
    return page(reply, 200, ctx, link, {});
  });

  app.post('/pay/:code', async (req, reply) => {
    const link = loadOrPage(() => load(req.params), reply);
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
      if (err instanceof ConflictError) return page(reply, 409, ctx, ctx.payments.link(link.code)!, { errors: [err.detail] });
      throw err;
    }
  });
}

function loadOrPage(load: () => PaymentLink, reply: FastifyReply): PaymentLink | undefined {
  try {
    return load();
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
    reply.code(404).type('text/html; charset=utf-8').send(layout('Link no encontrado', `<h1>Link de pago no identificado</h1><p>Revisa la dirección que recibiste.</p>`));
    return undefined;
  }
}

/** HTML-escape text for element content and attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function money(minor: number, currency: string): string {
  return new Intl.NumberFormat('es-CO', { style: 'currency', currency, currencyDisplay: 'code', maximumFractionDigits: currency === 'COP' ? 0 : 2 }).format(fromMinor(minor));
}

function bogotaHuman(iso: string): string {
  return new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Bogota' }).format(new Date(iso));
}

function page(
  reply: FastifyReply,
  status: number,
  ctx: ServiceContext,
  link: PaymentLink,
  o: { errors?: string[]; declined?: string },
): FastifyReply {
  const booking = ctx.bookings.bookingOfLink(link.code);
  const stay = booking
    ? `${booking.checkin} → ${booking.checkout} · ${booking.rooms} habitación(es) · ${booking.adults} adulto(s)${booking.children ? ` · ${booking.children} niño(s)` : ''}`
    : link.bookingFrom
      ? `${link.bookingFrom} → ${link.bookingTo}`
      : '';
  const summary = `
  <section class="summary">
    <p class="hotel">${escapeHtml(link.hotelName)}</p>
    <p>${escapeHtml(link.description)}</p>
    ${stay ? `<p class="stay">${escapeHtml(stay)}</p>` : ''}
    <p>Huésped: ${escapeHtml(link.guestName)}</p>
    <p class="amount" data-amount="${fromMinor(link.amountMinor)}" data-currency="${link.currency}">${escapeHtml(money(link.amountMinor, link.currency))}</p>
    ${booking ? `<p>Código de reserva: <code>${escapeHtml(booking.chatbotId)}</code></p>` : ''}
  </section>`;
  let body: string;
  if (link.status === 'paid') {
    body = `<div class="ok" role="status"><h1>Pago aprobado</h1><p>Tu pago fue aplicado${link.paidAt ? ` el ${escapeHtml(bogotaHuman(link.paidAt))}` : ''}. ${booking ? 'Tu reserva está confirmada.' : ''}</p></div>${summary}`;
  } else if (link.status === 'expired') {
    body = `<div class="error" role="alert"><h1>Link vencido</h1><p>Este link de pago venció el ${escapeHtml(bogotaHuman(link.expiresAt))} y ya no admite pagos.</p></div>${summary}`;
  } else if (link.status === 'in_process') {
    body = `<div class="info" role="status"><h1>Pago en proceso</h1><p>La entidad está procesando tu pago. Esta página se actualiza sola.</p></div>${summary}`;
  } else {
    const errs = [...(o.declined ? [`Pago rechazado: ${o.declined}. Puedes intentarlo de nuevo con otra tarjeta.`] : []), ...(o.errors ?? [])];
    body = `<h1>Pagar reserva</h1>${summary}
  ${errs.length ? `<div class="error" role="alert"><ul>${errs.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>` : ''}
  <form method="post" action="/pay/${escapeHtml(link.code)}" autocomplete="on">
    <label>Número de tarjeta <input name="card_number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="4242 4242 4242 4242"></label>
    <label>Titular <input name="card_holder" autocomplete="cc-name" required maxlength="100"></label>
    <div class="row">
      <label>Vencimiento (MM/AAAA) <input name="card_expiry" autocomplete="cc-exp" required pattern="(0[1-9]|1[0-2])/[0-9]{4}" placeholder="12/2030"></label>
      <label>CVC <input name="card_cvc" inputmode="numeric" autocomplete="cc-csc" required pattern="[0-9]{3,4}" maxlength="4"></label>
    </div>
    <button type="submit">Pagar ${escapeHtml(money(link.amountMinor, link.currency))}</button>
  </form>
  <p class="note">Válido hasta el ${escapeHtml(bogotaHuman(link.expiresAt))} (hora de Bogotá, ${escapeHtml(toBogotaIso(new Date(link.expiresAt)))}).</p>`;
  }
  const refresh = link.status === 'in_process' ? '<meta http-equiv="refresh" content="5">' : '';
  if (ctx.payments.carrierName === 'sandbox') body += '<p class="note">Pago procesado en modo de pruebas (sandbox): no se mueve dinero real.</p>';
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(layout('Pago de reserva', body, refresh));
}

/** The body of a public voucher page: hotel, reservation, guest, status, charge and refund, Bogotá time. */
function voucherPage(v: VoucherRow, hotelName: string): string {
  const rows: Array<[string, string]> = [
    ['Reserva', v.reservation_id],
    ['Huésped', v.guest],
    ['Concepto', v.payment_type],
    ['Estado', VOUCHER_STATUS_TEXT[v.payment_status_code]],
  ];
  if (v.checkin_date) rows.push(['Llegada', v.checkin_date]);
  if (v.tx_status_code) {
    rows.push(['Cobro', `${money(v.tx_amount_minor ?? 0, v.tx_currency ?? 'COP')} · ${VOUCHER_STATUS_TEXT[v.tx_status_code]}`]);
    if (v.tx_card_num) rows.push(['Tarjeta', `${v.tx_card_type ?? ''} ${v.tx_card_num}`.trim()]);
    if (v.tx_transaction_id) rows.push(['Transacción', v.tx_transaction_id]);
    if (v.tx_payment_date) rows.push(['Fecha del cobro', bogotaHuman(v.tx_payment_date)]);
  }
  if (v.rf_status_code) {
    rows.push(['Reembolso', `${money(v.rf_amount_minor ?? 0, v.rf_currency ?? 'COP')} · ${VOUCHER_STATUS_TEXT[v.rf_status_code]}`]);
    if (v.rf_refund_date) rows.push(['Fecha del reembolso', bogotaHuman(v.rf_refund_date)]);
  }
  return `<h1>Comprobante de pago</h1>
  <section class="summary">
    <p class="hotel">${escapeHtml(hotelName)}</p>
    <dl>${rows.map(([k, val]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(val)}</dd>`).join('')}</dl>
  </section>
  <p class="note">Comprobante n.º ${v.id}. Horas en hora de Bogotá.</p>`;
}

function layout(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1d2733}
h1{font-size:1.4rem}.summary{background:#f4f6f8;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}
.hotel{font-weight:600;font-size:1.1rem}.amount{font-size:1.6rem;font-weight:700}
label{display:block;margin:.6rem 0}input{display:block;width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
.row{display:flex;gap:1rem}.row label{flex:1}button{margin-top:1rem;padding:.7rem 1.2rem;font-size:1rem;background:#0b6e4f;color:#fff;border:0;border-radius:6px;cursor:pointer}
.error{background:#fdecea;border-left:4px solid #c62828;padding:.5rem 1rem}.ok{background:#e8f5e9;border-left:4px solid #2e7d32;padding:.5rem 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}dt{color:#5b6670}dd{margin:0}
.info{background:#e3f2fd;border-left:4px solid #1565c0;padding:.5rem 1rem}.note{color:#5b6670;font-size:.9rem}
</style></head><body>
${body}
</body></html>`;
}
