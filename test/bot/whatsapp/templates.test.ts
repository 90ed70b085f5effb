/**
 * The WhatsApp templates of the guest's notices: their definitions follow
 * Meta's rules for submission, and what the flow says outside the 24-hour
 * window (paid, reminder, expired) becomes a template message the approved
 * definitions accept.
 */
import { describe, expect, it } from 'vitest';
import { TEMPLATE_PAYLOAD_MAX, templateDefinitions, templateParam, templatePayload, templateProblem } from '../../../src/bot/whatsapp/templates.js';
import { MESSAGE_TEMPLATES, TEMPLATE_NAMES, templateParamCount } from '../../../src/texts/templates.js';
import { Chat } from '../../flows/fixtures.js';

describe('WhatsApp message templates', () => {
  it('every template in both languages: a lower-case name, UTILITY, a body that neither starts nor ends with a parameter, one example per parameter', () => {
    const defs = templateDefinitions();
    expect(defs.map((d) => `${d.name}/${d.language}`)).toEqual(TEMPLATE_NAMES.flatMap((n) => [`${n}/es`, `${n}/en`]));
    for (const d of defs) {
      expect(d.name).toMatch(/^[a-z0-9_]{1,512}$/);
      expect(d.category).toBe('UTILITY');
      const body = d.components.find((c) => c.type === 'BODY');
      if (body?.type !== 'BODY') throw new Error('no body');
      expect(body.text.length).toBeLessThanOrEqual(1024);
      expect(body.text.trim()).not.toMatch(/^\{\{\d+\}\}|\{\{\d+\}\}$/);
      // Parameters numbered 1..n with no gap, each with an example.
      const numbers = [...body.text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
      expect([...new Set(numbers)].sort()).toEqual(Array.from({ length: templateParamCount(body.text) }, (_, i) => i + 1));
      expect(body.example.body_text[0]).toHaveLength(templateParamCount(body.text));
      const buttons = d.components.find((c) => c.type === 'BUTTONS');
      if (buttons?.type === 'BUTTONS') for (const b of buttons.buttons) expect(b.text.length).toBeLessThanOrEqual(25);
    }
    // The two languages of a template take the same parameters.
    for (const name of TEMPLATE_NAMES) expect(templateParamCount(MESSAGE_TEMPLATES[name].es.body)).toBe(templateParamCount(MESSAGE_TEMPLATES[name].en.body));
  });

  it('a parameter never carries a line break, a tab or a run of spaces; a wrong count is refused before sending', () => {
    expect(templateParam('15 dic\n 6:30 p. m.\t')).toBe('15 dic 6:30 p. m.');
    expect(templateParam('   ')).toBe('—');
    expect(() => templatePayload({ name: 'payment_reminder', params: ['CB-1'] }, 'es')).toThrow(RangeError);
    const long = templatePayload({ name: 'booking_expired', params: ['CB-1'] }, 'en', ['x'.repeat(TEMPLATE_PAYLOAD_MAX + 1)]);
    expect(templateProblem(long, templateDefinitions())?.code).toBe(132018);
  });

  it('the flow’s paid, reminder and expired notices carry their template, which the approved definitions accept', async () => {
    const defs = templateDefinitions();
    for (const lang of ['es', 'en'] as const) {
      const booked = async () => {
        const chat = new Chat(lang);
        await chat.text(lang === 'es' ? 'Cartagena del 15 al 18 de diciembre, 2 adultos' : 'Cartagena December 15 to 18, 2 adults');
        await chat.press('Hotel Caribe Real');
        await chat.press(lang === 'es' ? 'Tarifa flexible' : 'Flexible');
        for (const answer of ['Ana Gómez', '+57 300 1234567', 'ana@example.com', 'Bogotá']) await chat.text(answer);
        await chat.choose(chat.lastChoices()[0]!.value);
        expect(chat.state.step).toBe('awaitingPayment');
        return chat;
      };
      const reminder = await (await booked()).send({ kind: 'paymentReminder', chatbotId: 'CB-0001' });
      const paid = await (await booked()).send({ kind: 'payment', outcome: 'paid', chatbotId: 'CB-0001' });
      const expired = await (await booked()).send({ kind: 'payment', outcome: 'expired', chatbotId: 'CB-0001' });
      expect(reminder[0]!.template).toEqual({
        name: 'payment_reminder',
        params: ['CB-0001', expect.stringMatching(/2026/), 'https://pay.example.com/pay/CB-0001'],
      });
      expect(paid[0]!.template).toEqual({ name: 'payment_confirmed', params: ['CB-0001'] });
      expect(expired[0]!.template).toEqual({ name: 'booking_expired', params: ['CB-0001'] });
      for (const reply of [reminder[0]!, paid[0]!, expired[0]!]) {
        const payload = templatePayload(
          reply.template!,
          lang,
          (reply.choices ?? []).map((c) => c.value),
        );
        expect(templateProblem(payload, defs), `${lang} ${reply.template!.name}`).toBeUndefined();
      }
    }
  });
});
