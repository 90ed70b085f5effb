/**
 * Gift cards: endpoint 15 (create) and 16 (list), both on `POST /v1/gift-cards`
 * (see `docs/decisions/0008-shared-paths.md`: a body holding `sender` or `recipient` creates; an empty
 * body, no body, or only `offset`/`limit` lists; `GET /v1/gift-cards` lists too).
 */
import { z } from 'zod';
import { Currency, HttpUrl, PositiveWireAmount } from './common.js';
import { Paginated } from './pagination.js';

/** Body of endpoint 15, every field required (interface table). `amount` in major units of `currency`. */
export const CreateGiftCardBody = z.object({
  sender: z.object({
    name: z.string().trim().min(1).max(200),
    document_type: z.enum(['CC', 'PP', 'NIT', 'TI']),
    document_number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{3,20}$/, { message: 'debe tener entre 3 y 20 letras, dígitos o guiones' }),
    email: z.email({ message: 'debe ser un correo electrónico válido' }),
    address: z.string().trim().min(1).max(300),
    phone: z
      .string()
      .trim()
      .regex(/^[0-9 ()-]{5,20}$/, { message: 'debe ser un número de teléfono' }),
    country_code: z
      .string()
      .trim()
      .regex(/^\+\d{1,4}$/, { message: 'debe ser un indicativo como +57' }),
  }),
  recipient: z.object({
    name: z.string().trim().min(1).max(200),
    email: z.email({ message: 'debe ser un correo electrónico válido' }),
  }),
  amount: PositiveWireAmount,
  currency: Currency,
  note: z.string().max(500),
  external_ref_id: z.string().trim().min(1).max(100),
  temp_webhook_url: HttpUrl,
  success_url: HttpUrl,
  failure_url: HttpUrl,
});
export type CreateGiftCardBody = z.input<typeof CreateGiftCardBody>;
export type CreateGiftCardInput = z.output<typeof CreateGiftCardBody>;

/** 200 of endpoint 15. */
export const GiftCardCreated = z.object({
  msg: z.string(),
  gift_card_code: z.string(),
  payment_link: z.string(),
  payment_link_code: z.string(),
});
export type GiftCardCreated = z.infer<typeof GiftCardCreated>;

/** Item of endpoint 16's list. Amounts are floats in `currency`; `available_amount` is 0 until paid. */
export const GiftCardSummary = z.object({
  code: z.string(),
  total_amount: z.number(),
  available_amount: z.number(),
  currency: z.string(),
  gift_card_recipient: z.object({ name: z.string(), email: z.string() }),
});
export type GiftCardSummary = z.infer<typeof GiftCardSummary>;

/** 200 of endpoint 16: the pagination envelope of gift card summaries. */
export const GiftCardList = Paginated(GiftCardSummary);
