/**
 * Endpoint 14 "Create a payment link". See `docs/decisions/0003-money.md`,
 * `docs/decisions/0010-payment-links-and-checkout.md` and
 * `docs/decisions/0013-outbound-urls.md`.
 */
import { z } from 'zod';
import { HttpUrl, IntParam, IsoDate, PositiveWireAmount } from './common.js';

/** `booking_dates` as 'YYYY-MM-DD - YYYY-MM-DD' (start not after end). */
export const BookingDates = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} - \d{4}-\d{2}-\d{2}$/, { message: "debe tener el formato 'AAAA-MM-DD - AAAA-MM-DD'" })
  .transform((s, ctx) => {
    const [from, to] = s.split(' - ') as [string, string];
    if (!IsoDate.safeParse(from).success || !IsoDate.safeParse(to).success || to < from) {
      ctx.addIssue({ code: 'custom', message: 'debe contener dos fechas válidas en orden' });
      return z.NEVER;
    }
    return { from, to };
  });

/** Body of endpoint 14. `amount` is COP as number or numeric text. `available_hours` 1..720. */
export const CreatePaymentLinkBody = z.object({
  hotel_id: IntParam,
  guest_name: z.string().trim().min(1).max(200),
  email: z.email({ message: 'debe ser un correo electrónico válido' }),
  phone: z.string().trim().min(5).max(30),
  amount: PositiveWireAmount,
  booking_dates: BookingDates.optional(),
  description: z.string().trim().min(1).max(500),
  available_hours: IntParam.pipe(z.number().int().min(1).max(720)),
  source: z.string().max(100).optional(),
  external_ref_id: z.string().max(100).optional(),
  temp_webhook_url: HttpUrl.optional(),
  redirect: z.object({ success_url: HttpUrl.optional(), failure_url: HttpUrl.optional() }).optional(),
  agency_id: IntParam,
});
export type CreatePaymentLinkBody = z.input<typeof CreatePaymentLinkBody>;
export type CreatePaymentLinkInput = z.output<typeof CreatePaymentLinkBody>;

/** 200 of endpoint 14; this service always includes `code`. */
export const PaymentLinkCreated = z.object({ msg: z.string(), url: z.string(), code: z.string().optional() });
export type PaymentLinkCreated = z.infer<typeof PaymentLinkCreated>;
