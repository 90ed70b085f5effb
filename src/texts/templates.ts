/**
 * The message templates of the guest's notices, for channels that deliver
 * only pre-approved templates at times (WhatsApp more than 24 hours after the
 * guest's last message): payment confirmed, payment reminder and booking
 * expired, in Spanish and English. The texts are the ones submitted for
 * approval (`hotelbot whatsapp templates` prints them ready to submit): a
 * sent template must match them exactly, so change a text only together with
 * a new submission. `{{n}}` stands for the n-th parameter; a body never
 * starts or ends with one (Meta refuses such templates).
 */
import type { Lang } from './lang.js';

/** The templates, by the name they are submitted under (lower case, digits and `_`, as Meta requires). */
export type TemplateName = 'payment_confirmed' | 'payment_reminder' | 'booking_expired';

/** Every template name, in the order they are printed. */
export const TEMPLATE_NAMES: readonly TemplateName[] = ['payment_confirmed', 'payment_reminder', 'booking_expired'];

/** One template in one language. */
export interface TemplateText {
  /** The body with `{{1}}`, `{{2}}`… for its parameters. */
  body: string;
  /** Sample values of the parameters, in order (Meta's reviewers read the body with them). */
  example: readonly string[];
  /** Titles of the quick-reply buttons (at most 3, each at most 25 characters); pressing one sends the payload given at send time. */
  quickReplies?: readonly string[];
}

/** The templates' texts by name and language. Parameters: the booking's chatbot id; the reminder also its deadline (Bogotá time, as the chat writes it) and payment link. */
export const MESSAGE_TEMPLATES: Readonly<Record<TemplateName, Readonly<Record<Lang, TemplateText>>>> = {
  payment_confirmed: {
    es: {
      body: '¡Pago recibido! ✅ Tu reserva {{1}} está confirmada. Gracias por elegirnos; escríbenos por aquí si necesitas algo antes de tu llegada.',
      example: ['CB-7K2M-Q9XD-4HTP'],
    },
    en: {
      body: 'Payment received! ✅ Your booking {{1}} is confirmed. Thank you for choosing us; write to us here if you need anything before you arrive.',
      example: ['CB-7K2M-Q9XD-4HTP'],
    },
  },
  payment_reminder: {
    es: {
      body: 'Tu reserva {{1}} sigue esperando el pago y vence el {{2}}. Puedes pagarla en {{3}} antes de esa hora; si ya pagaste, ignora este mensaje.',
      example: ['CB-7K2M-Q9XD-4HTP', '15 dic 2026, 6:30 p. m.', 'https://pagos.example.com/l/7K2MQ9XD'],
    },
    en: {
      body: 'Your booking {{1}} is still waiting for payment and expires on {{2}}. You can pay at {{3}} before then; if you already paid, please ignore this message.',
      example: ['CB-7K2M-Q9XD-4HTP', 'Dec 15, 2026, 6:30 PM', 'https://pagos.example.com/l/7K2MQ9XD'],
    },
  },
  booking_expired: {
    es: {
      body: 'Tu reserva {{1}} venció sin pago y las habitaciones quedaron libres. Si aún quieres viajar, toca Buscar de nuevo o escríbenos.',
      example: ['CB-7K2M-Q9XD-4HTP'],
      quickReplies: ['Buscar de nuevo'],
    },
    en: {
      body: 'Your booking {{1}} expired unpaid and its rooms were released. If you still want to travel, tap Search again or write to us.',
      example: ['CB-7K2M-Q9XD-4HTP'],
      quickReplies: ['Search again'],
    },
  },
};

/** How many parameters `body` has (its highest `{{n}}`). */
export function templateParamCount(body: string): number {
  return Math.max(0, ...[...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])));
}
