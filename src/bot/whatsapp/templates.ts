/**
 * WhatsApp message templates of the guest's notices (texts in
 * `src/texts/templates.ts`): their definitions as submitted to Meta
 * (`POST /{whatsapp-business-account-id}/message_templates`, category
 * `UTILITY`), the body of a template message sent in their place, and a
 * check of such a body against the approved definitions (what Meta answers
 * with errors 132000, 132001 and 132018).
 *
 * Rules of templates written from Meta's documentation of the Cloud API:
 * - a template is sent by its name and language code, with one `text`
 *   parameter per `{{n}}` of its body, in order (error 132000 when the count
 *   differs; 132001 when no approved template has that name and language);
 * - a parameter's text has no line break or tab and never more than 4
 *   spaces in a row (error 132018);
 * - a quick-reply button's payload (at most 128 characters here, the id of
 *   the choice it stands for) comes back in the `button` message the guest's
 *   tap produces.
 */
import type { Lang } from '../../texts/lang.js';
import { MESSAGE_TEMPLATES, TEMPLATE_NAMES, templateParamCount, type TemplateName } from '../../texts/templates.js';
import type { ReplyTemplate } from '../../flows/types.js';
import type { WhatsAppPayload } from './format.js';

/** Meta's language code of each guest language. */
export const TEMPLATE_LANGUAGE: Readonly<Record<Lang, string>> = { es: 'es', en: 'en' };

/** Longest quick-reply payload sent (the choice's id: callback tokens stand for longer values). */
export const TEMPLATE_PAYLOAD_MAX = 128;

/** One template as submitted to Meta's `message_templates` endpoint. */
export interface TemplateDefinition {
  name: TemplateName;
  language: string;
  category: 'UTILITY';
  components: Array<
    { type: 'BODY'; text: string; example: { body_text: string[][] } } | { type: 'BUTTONS'; buttons: Array<{ type: 'QUICK_REPLY'; text: string }> }
  >;
}

/** Every template in both languages, ready to submit (what `hotelbot whatsapp templates` prints). */
export function templateDefinitions(): TemplateDefinition[] {
  return TEMPLATE_NAMES.flatMap((name) =>
    (['es', 'en'] as const).map((lang): TemplateDefinition => {
      const t = MESSAGE_TEMPLATES[name][lang];
      return {
        name,
        language: TEMPLATE_LANGUAGE[lang],
        category: 'UTILITY',
        components: [
          { type: 'BODY', text: t.body, example: { body_text: [[...t.example]] } },
          ...(t.quickReplies ? [{ type: 'BUTTONS' as const, buttons: t.quickReplies.map((text) => ({ type: 'QUICK_REPLY' as const, text })) }] : []),
        ],
      };
    }),
  );
}

/** `text` as a template parameter: line breaks and tabs become spaces, runs of spaces one space, trimmed; "—" when empty. */
export function templateParam(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean === '' ? '—' : clean;
}

/**
 * The message body sending `template` in `lang`: its body parameters
 * (cleaned by {@link templateParam}) and, when the template has quick-reply
 * buttons, `payloads[i]` as the payload of button `i` (buttons without one
 * get the template's name).
 * @throws RangeError when the parameters do not match the template's body.
 */
export function templatePayload(template: ReplyTemplate, lang: Lang, payloads: readonly string[] = []): WhatsAppPayload {
  const t = MESSAGE_TEMPLATES[template.name][lang];
  const expected = templateParamCount(t.body);
  if (template.params.length !== expected) throw new RangeError(`template ${template.name} takes ${expected} parameter(s), ${template.params.length} given`);
  const components: Array<Record<string, unknown>> = [{ type: 'body', parameters: template.params.map((p) => ({ type: 'text', text: templateParam(p) })) }];
  for (const [i] of (t.quickReplies ?? []).entries())
    components.push({ type: 'button', sub_type: 'quick_reply', index: String(i), parameters: [{ type: 'payload', payload: payloads[i] ?? template.name }] });
  return { type: 'template', template: { name: template.name, language: { code: TEMPLATE_LANGUAGE[lang] }, components } };
}

/**
 * What is wrong with template message `payload` against the approved
 * `definitions`, as Meta would refuse it: `{ code, details }` (132001 no such
 * template in that language, 132000 parameter count, 132018 a parameter's
 * text), or undefined when it is right or no template message.
 */
export function templateProblem(payload: WhatsAppPayload, definitions: readonly TemplateDefinition[]): { code: number; details: string } | undefined {
  if (payload.type !== 'template') return undefined;
  const { name, language, components = [] } = payload.template;
  const def = definitions.find((d) => d.name === name && d.language === language?.code);
  if (!def) return { code: 132001, details: `template name (${name}) does not exist in ${language?.code}` };
  const body = def.components.find((c) => c.type === 'BODY');
  const expected = body ? templateParamCount(body.text) : 0;
  const params = (components.find((c) => c.type === 'body')?.parameters as Array<{ type?: string; text?: unknown }> | undefined) ?? [];
  if (params.length !== expected)
    return { code: 132000, details: `body: number of localizable_params (${params.length}) does not match the expected number of params (${expected})` };
  for (const [i, p] of params.entries()) {
    if (p.type !== 'text' || typeof p.text !== 'string' || p.text === '')
      return { code: 132018, details: `body parameter ${i + 1}: a non-empty text is required` };
    if (/[\n\t]| {5,}/.test(p.text))
      return { code: 132018, details: `body parameter ${i + 1}: Param text cannot have new-line/tab characters or more than 4 consecutive spaces` };
  }
  const buttons = def.components.find((c) => c.type === 'BUTTONS');
  for (const c of components.filter((x) => x.type === 'button')) {
    const index = Number(c.index);
    const payloadText = (c.parameters as Array<{ payload?: unknown }> | undefined)?.[0]?.payload;
    if (!buttons || !(index >= 0 && index < buttons.buttons.length)) return { code: 132000, details: `button index ${String(c.index)} does not exist` };
    if (typeof payloadText !== 'string' || payloadText === '' || payloadText.length > TEMPLATE_PAYLOAD_MAX)
      return { code: 132018, details: `button ${index}: payload must be 1–${TEMPLATE_PAYLOAD_MAX} characters` };
  }
  return undefined;
}
