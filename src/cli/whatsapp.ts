/**
 * Operator commands of the WhatsApp channel: `hotelbot whatsapp templates`
 * (the message templates to submit to Meta, as JSON) and `hotelbot whatsapp
 * link` (a `wa.me` link that opens the chat with a first message naming a
 * city or hotel). Plain functions printing to a stream; the CLI wiring lives
 * in `src/main.ts`.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { templateDefinitions } from '../bot/whatsapp/templates.js';
import type { Lang } from '../texts/lang.js';
import type { OutputStream } from './output.js';

/** A failure of a WhatsApp command (a phone number that is none); the message is for the operator (Spanish). */
export class WhatsAppCommandError extends Error {
  override name = 'WhatsAppCommandError';
}

/**
 * Print every template in both languages as one JSON array: each element is
 * the body of `POST /{whatsapp-business-account-id}/message_templates`.
 */
export function printWhatsAppTemplates(out: OutputStream): void {
  out.write(`${JSON.stringify(templateDefinitions(), null, 2)}\n`);
}

/** The first message of a `wa.me` link naming `destination` (a city or a hotel's name), in the guest's language. */
export function whatsAppLinkText(destination: string, lang: Lang): string {
  const d = destination.replace(/\s+/g, ' ').trim();
  return lang === 'en' ? `Hi! I'd like to book a stay in ${d}` : `¡Hola! Quiero reservar en ${d}`;
}

/**
 * A `wa.me` link to the business number `phone` (any international form,
 * e.g. `+57 300 999 8877`) that opens the chat with
 * {@link whatsAppLinkText} typed in, ready to send: the bot reads the
 * destination from it as from any first message.
 * @throws WhatsAppCommandError when `phone` is not a valid international number.
 */
export function whatsAppLink(phone: string, destination: string, lang: Lang): string {
  const parsed = parsePhoneNumberFromString(phone.trim().startsWith('+') ? phone.trim() : `+${phone.trim()}`);
  if (!parsed?.isValid()) throw new WhatsAppCommandError(`número de WhatsApp no válido: ${phone} (escríbelo con el código del país, p. ej. +57 300 999 8877)`);
  return `https://wa.me/${parsed.number.slice(1)}?text=${encodeURIComponent(whatsAppLinkText(destination, lang))}`;
}

/** Print {@link whatsAppLink} and the message it types in. */
export function printWhatsAppLink(o: { phone: string; to: string; lang: Lang }, out: OutputStream): void {
  out.write(`${whatsAppLink(o.phone, o.to, o.lang)}\n`);
  out.write(`  ${o.lang === 'en' ? 'message' : 'mensaje'}: ${whatsAppLinkText(o.to, o.lang)}\n`);
}
