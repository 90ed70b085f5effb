/**
 * The WhatsApp rendering of the flow's replies (src/bot/whatsapp/format.ts):
 * replies of the kinds the flow sends become exactly these Cloud API
 * payloads, every one of them within WhatsApp's documented limits, and
 * payloads that break a limit are reported.
 */
import { describe, expect, it } from 'vitest';
import { morePage, payloadViolations, toWhatsAppPayloads, WHATSAPP_LIMITS, type WhatsAppPayload } from '../../../src/bot/whatsapp/format.js';
import type { Choice, Reply } from '../../../src/flows/types.js';

/** The payloads of `reply`, checked against every limit. */
function render(reply: Reply, lang: 'es' | 'en' = 'es', o: Parameters<typeof toWhatsAppPayloads>[2] = {}): WhatsAppPayload[] {
  const payloads = toWhatsAppPayloads(reply, lang, o);
  for (const p of payloads) expect(payloadViolations(p), JSON.stringify(p)).toEqual([]);
  return payloads;
}

const list = (body: string, rows: Array<{ id: string; title: string; description?: string }>, button = 'Elegir', title = 'Opciones'): WhatsAppPayload => ({
  type: 'interactive',
  interactive: { type: 'list', body: { text: body }, action: { button, sections: [{ title, rows }] } },
});

const buttons = (body: string, items: Array<[id: string, title: string]>): WhatsAppPayload => ({
  type: 'interactive',
  interactive: { type: 'button', body: { text: body }, action: { buttons: items.map(([id, title]) => ({ type: 'reply' as const, reply: { id, title } })) } },
});

describe('toWhatsAppPayloads', () => {
  it('a city question with 4 cities and the language button is a list (5 choices do not fit 3 buttons)', () => {
    const cities = ['Cartagena', 'Santa Marta', 'Medellín', 'Bogotá'];
    const reply: Reply = {
      text: '¡Hola! Soy el asistente de reservas.\n\n¿A qué ciudad viajas? Elige una o escríbela.',
      choices: [...cities.map((c) => ({ label: c, value: `city:${c}` })), { label: '🇬🇧 English', value: 'lang:en' }],
    };
    expect(render(reply)).toEqual([
      list(reply.text, [
        { id: 'city:Cartagena', title: 'Cartagena' },
        { id: 'city:Santa Marta', title: 'Santa Marta' },
        { id: 'city:Medellín', title: 'Medellín' },
        { id: 'city:Bogotá', title: 'Bogotá' },
        { id: 'lang:en', title: '🇬🇧 English' },
      ]),
    ]);
  });

  it('a yes/no question is two reply buttons', () => {
    const reply: Reply = {
      text: 'Reserva: 2 noches en Cartagena, 2 adultos.\n¿Confirmo la reserva?',
      choices: [
        { label: '✅ Sí, reservar', value: 'confirm' },
        { label: '✏️ Cambiar algo', value: 'edit' },
      ],
    };
    expect(render(reply)).toEqual([
      buttons(reply.text, [
        ['confirm', '✅ Sí, reservar'],
        ['edit', '✏️ Cambiar algo'],
      ]),
    ]);
  });

  it('a hotel list with long labels: titles cut at a word with "…", the whole label in the description', () => {
    const hotels = [
      'Hotel Murallas del Caribe · desde COP 921.400',
      'Casa San Agustín · desde COP 1.450.000',
      'Hotel Boutique Bantú · desde COP 612.300',
      'Sofitel Legend Santa Clara · desde COP 2.104.000',
      'Hotel Charleston Santa Teresa · desde COP 1.890.500',
      'Hostal Getsemaní Colonial · desde COP 210.000',
      'Hotel Las Américas Casa de Playa · desde COP 980.000',
      'Movich Hotel Cartagena de Indias · desde COP 745.600',
    ];
    const text = 'Cartagena, 12 – 14 de marzo, 2 adultos.\nEncontré 8 hoteles. Precio total de la estadía, del más económico al más caro. Elige uno:';
    const reply: Reply = { text, choices: hotels.map((label, i) => ({ label, value: `h:3:${i}` })) };
    expect(render(reply)).toEqual([
      list(text, [
        { id: 'h:3:0', title: 'Hotel Murallas del…', description: 'Hotel Murallas del Caribe · desde COP 921.400' },
        { id: 'h:3:1', title: 'Casa San Agustín…', description: 'Casa San Agustín · desde COP 1.450.000' },
        { id: 'h:3:2', title: 'Hotel Boutique Bantú…', description: 'Hotel Boutique Bantú · desde COP 612.300' },
        { id: 'h:3:3', title: 'Sofitel Legend Santa…', description: 'Sofitel Legend Santa Clara · desde COP 2.104.000' },
        { id: 'h:3:4', title: 'Hotel Charleston Santa…', description: 'Hotel Charleston Santa Teresa · desde COP 1.890.500' },
        { id: 'h:3:5', title: 'Hostal Getsemaní…', description: 'Hostal Getsemaní Colonial · desde COP 210.000' },
        { id: 'h:3:6', title: 'Hotel Las Américas Casa…', description: 'Hotel Las Américas Casa de Playa · desde COP 980.000' },
        { id: 'h:3:7', title: 'Movich Hotel Cartagena…', description: 'Movich Hotel Cartagena de Indias · desde COP 745.600' },
      ]),
    ]);
  });

  it('a label longer than 72 is cut in the description too; one word longer than 24 is cut mid-word', () => {
    const long = 'Hotel Boutique Casa Pestagua Relais & Châteaux en el Centro Histórico amurallado · desde COP 3.200.000';
    const word = 'Supercalifragilisticoespialidoso';
    const [p] = render({ text: 'Elige uno:', choices: [long, word, 'Otro'].map((label, i) => ({ label, value: `h:1:${i}` })) });
    const rows = (p as any).interactive.action.sections[0].rows;
    expect(rows[0]).toEqual({
      id: 'h:1:0',
      title: 'Hotel Boutique Casa…',
      description: 'Hotel Boutique Casa Pestagua Relais & Châteaux en el Centro Histórico…',
    });
    expect(rows[1]).toEqual({ id: 'h:1:1', title: 'Supercalifragilisticoes…', description: word });
    expect(rows[2]).toEqual({ id: 'h:1:2', title: 'Otro' });
  });

  it('14 choices are paged: 9 and "Ver más" (more:1), then the 5 left; a page past the end shows the last', () => {
    const choices: Choice[] = Array.from({ length: 14 }, (_, i) => ({ label: `Hotel ${i + 1}`, value: `h:9:${i}` }));
    const reply: Reply = { text: 'Encontré 14 hoteles. Elige uno:', choices };
    const rowsOf = (from: number, to: number) => choices.slice(from, to).map((c) => ({ id: c.value, title: c.label }));
    expect(render(reply)).toEqual([list(reply.text, [...rowsOf(0, 9), { id: 'more:1', title: 'Ver más' }], 'Elegir', 'Opciones (1/2)')]);
    expect(render(reply, 'es', { page: 1 })).toEqual([list(reply.text, rowsOf(9, 14), 'Elegir', 'Opciones (2/2)')]);
    expect(render(reply, 'es', { page: 7 })).toEqual(render(reply, 'es', { page: 1 }));
    expect(render(reply, 'en')).toEqual([list(reply.text, [...rowsOf(0, 9), { id: 'more:1', title: 'More options' }], 'Choose', 'Options (1/2)')]);
    expect(morePage('more:1')).toBe(1);
    expect(morePage('h:9:1')).toBeUndefined();
    expect(morePage('more:x')).toBeUndefined();
  });

  it('20 choices make three pages; 19 make two (the last page shows up to 10)', () => {
    const choices = (n: number): Choice[] => Array.from({ length: n }, (_, i) => ({ label: `Opción ${i + 1}`, value: `o:${i}` }));
    const ids = (n: number, page: number) =>
      (render({ text: 'Elige:', choices: choices(n) }, 'es', { page })[0] as any).interactive.action.sections[0].rows.map((r: any) => r.id);
    expect(ids(20, 1)).toEqual([...Array.from({ length: 9 }, (_, i) => `o:${i + 9}`), 'more:2']);
    expect(ids(20, 2)).toEqual(['o:18', 'o:19']);
    expect(ids(19, 1)).toEqual(Array.from({ length: 10 }, (_, i) => `o:${i + 9}`));
    expect(ids(10, 0)).toHaveLength(10);
  });

  it('a payment link reply is one text message with the URL on its own line and a link preview', () => {
    const url = 'https://checkout.hotel.test/pay/CB-7F3K2?sig=a1b2c3';
    const text =
      '🎉 ¡Tu reserva CB-7F3K2 quedó registrada! Para confirmarla, paga COP 1.842.800 en este enlace antes del 14 de marzo, 3:40 p. m.. Si no pagas a tiempo, la reserva vence sola.';
    expect(render({ text, url, card: 'CB-7F3K2' })).toEqual([{ type: 'text', text: { body: `${text}\n\n${url}`, preview_url: true } }]);
    // A text that already holds the URL keeps it once.
    expect(render({ text: `Paga aquí: ${url}`, url })).toEqual([{ type: 'text', text: { body: `Paga aquí: ${url}`, preview_url: true } }]);
  });

  it('a payment reminder (URL and a choice) carries the URL in the interactive body', () => {
    const url = 'https://checkout.hotel.test/pay/CB-7F3K2';
    const text =
      'Tu reserva CB-7F3K2 está esperando el pago (vence el 14 de marzo). Usa este enlace para pagar, /status para ver el estado, o empieza una nueva búsqueda.';
    expect(render({ text, url, choices: [{ label: '🔎 Nueva búsqueda', value: 'newSearch' }] })).toEqual([
      buttons(`${text}\n\n${url}`, [['newSearch', '🔎 Nueva búsqueda']]),
    ]);
  });

  it('a 5000-character text is split at a line break into two text messages', () => {
    const lines = Array.from({ length: 50 }, (_, i) => `${String(i).padStart(2, '0')} ${'x'.repeat(97)}`);
    const text = lines.join('\n');
    expect(text.length).toBe(5049);
    expect(render({ text })).toEqual([
      { type: 'text', text: { body: lines.slice(0, 40).join('\n') } },
      { type: 'text', text: { body: lines.slice(40).join('\n') } },
    ]);
  });

  it('a text without line breaks is split at spaces, never through an emoji', () => {
    const text = `${'🏨'.repeat(2047)}a ${'b'.repeat(10)}`;
    const parts = render({ text }).map((p) => (p as any).text.body as string);
    expect(parts).toEqual([`${'🏨'.repeat(2047)}a`, 'b'.repeat(10)]);
    const hard = render({ text: '🏨'.repeat(2100) }).map((p) => (p as any).text.body as string);
    expect(hard.map((s) => s.length)).toEqual([4096, 104]);
  });

  it('a body over 1024 with choices: the text goes first, the buttons get a short body', () => {
    const text = `${'Detalles de la reserva. '.repeat(60)}\n¿Confirmo?`;
    expect(text.length).toBeGreaterThan(WHATSAPP_LIMITS.interactiveBody);
    const choices = [
      { label: 'Sí', value: 'confirm' },
      { label: 'No', value: 'cancel' },
    ];
    expect(render({ text, choices })).toEqual([
      { type: 'text', text: { body: text } },
      buttons('Elige una opción:', [
        ['confirm', 'Sí'],
        ['cancel', 'No'],
      ]),
    ]);
    expect((render({ text, choices }, 'en')[1] as any).interactive.body.text).toBe('Choose an option:');
  });

  it('3 choices whose labels fit 20 are buttons; a label of 21, or labels that repeat, make a list', () => {
    const three = [
      { label: '🔁 Reintentar', value: 'retry' },
      { label: '🔎 Nueva búsqueda', value: 'newSearch' },
      { label: 'Cancelar', value: 'cancel' },
    ];
    expect((render({ text: 'Algo falló.', choices: three })[0] as any).interactive.type).toBe('button');
    const long = [
      { label: 'x'.repeat(21), value: 'a' },
      { label: 'No', value: 'b' },
    ];
    expect(render({ text: 'Elige:', choices: long })).toEqual([
      list('Elige:', [
        { id: 'a', title: 'xxxxxxxxxxxxxxxxxxxxx' },
        { id: 'b', title: 'No' },
      ]),
    ]);
    const same = [
      { label: 'Doble', value: 'room:1' },
      { label: 'Doble', value: 'room:2' },
    ];
    expect((render({ text: 'Elige:', choices: same })[0] as any).interactive.type).toBe('list');
  });

  it('empty labels and texts are never sent: "—" and the short body', () => {
    expect(render({ text: '', choices: [{ label: '  ', value: 'x' }] })).toEqual([buttons('Elige una opción:', [['x', '—']])]);
    expect(render({ text: '' })).toEqual([{ type: 'text', text: { body: '—' } }]);
  });

  it('ids: a value too long for an id throws without idFor; idFor gives the ids', () => {
    const value = `hotel:${'9'.repeat(250)}`;
    const reply: Reply = { text: 'Elige:', choices: [{ label: 'Uno', value }] };
    // 256 fits a button id...
    expect(render(reply)).toEqual([buttons('Elige:', [[value, 'Uno']])]);
    // ...but 200 is a list row's limit.
    const asList: Reply = { text: 'Elige:', choices: [...reply.choices!, ...['b', 'c', 'd'].map((v) => ({ label: v, value: v }))] };
    expect(() => toWhatsAppPayloads(asList, 'es', {})).toThrow(RangeError);
    expect(() => toWhatsAppPayloads({ text: 'x', choices: [{ label: 'Uno', value: 'v'.repeat(257) }] }, 'es', {})).toThrow(/257 characters > 256/);
    const tokens = render(asList, 'es', { idFor: (v) => `~${v.slice(-1)}` });
    expect((tokens[0] as any).interactive.action.sections[0].rows.map((r: any) => r.id)).toEqual(['~9', '~b', '~c', '~d']);
    // A broken idFor is caught too, naming the value.
    expect(() => toWhatsAppPayloads(reply, 'es', { idFor: () => '' })).toThrow(/^WhatsApp choice id "" \(for value "hotel:9+"\) is empty$/);
  });

  it('the "more" row id does not go through idFor', () => {
    const choices = Array.from({ length: 11 }, (_, i) => ({ label: `H${i}`, value: `h:${i}` }));
    const rows = (render({ text: 'x', choices }, 'es', { idFor: (v) => `t:${v}` })[0] as any).interactive.action.sections[0].rows;
    expect(rows.map((r: any) => r.id)).toEqual([...Array.from({ length: 9 }, (_, i) => `t:h:${i}`), 'more:1']);
  });
});

describe('payloadViolations', () => {
  it('reports every broken limit of a buttons message', () => {
    const p = {
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'x'.repeat(1025) },
        footer: { text: 'f'.repeat(61) },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'a', title: 'y'.repeat(21) } },
            { type: 'reply', reply: { id: 'a', title: '' } },
            { type: 'reply', reply: { id: 'i'.repeat(257), title: 'Tres' } },
            { type: 'reply', reply: { id: ' d', title: 'Tres' } },
          ],
        },
      },
    } as WhatsAppPayload;
    expect(payloadViolations(p)).toEqual([
      'interactive.body.text: 1025 characters > 1024',
      'interactive.footer.text: 61 characters > 60',
      'interactive.action.buttons: 4 buttons > 3',
      'interactive.action.buttons[0].reply.title: 21 characters > 20',
      'interactive.action.buttons[1].reply.title: empty',
      'interactive.action.buttons[2].reply.id: has 257 characters > 256',
      'interactive.action.buttons[3].reply.id: has leading or trailing spaces',
      'interactive.action.buttons: title "Tres" repeats',
      'interactive.action.buttons: id "a" repeats',
    ]);
  });

  it('reports every broken limit of a list', () => {
    const rows = Array.from({ length: 11 }, (_, i) => ({ id: `r${i}`, title: `Fila ${i}` }));
    rows[0] = { id: 'r'.repeat(201), title: 't'.repeat(25), description: 'd'.repeat(73) } as any;
    rows[1]!.id = 'r2';
    const p = {
      type: 'interactive',
      interactive: {
        type: 'list',
        body: { text: 'Elige' },
        header: { type: 'text', text: 'h'.repeat(61) },
        action: {
          button: 'Ver todas las opciones',
          sections: [{ title: 's'.repeat(25), rows: rows.slice(0, 6) }, { rows: rows.slice(6) }],
        },
      },
    } as WhatsAppPayload;
    expect(payloadViolations(p)).toEqual([
      'interactive.header.text: 61 characters > 60',
      'interactive.action.button: 22 characters > 20',
      'interactive.action.sections[0].title: 25 characters > 24',
      'interactive.action.sections[0].rows[0].title: 25 characters > 24',
      'interactive.action.sections[0].rows[0].description: 73 characters > 72',
      'interactive.action.sections[0].rows[0].id: has 201 characters > 200',
      'interactive.action.sections[1].title: missing (a string is required)',
      'interactive.action.sections: 11 rows in all > 10',
      'interactive.action.sections: row id "r2" repeats',
    ]);
  });

  it('reports text, template and shape problems', () => {
    expect(payloadViolations({ type: 'text', text: { body: 'z'.repeat(4097) } })).toEqual(['text.body: 4097 characters > 4096']);
    expect(payloadViolations({ type: 'text', text: { body: ' ' } })).toEqual(['text.body: empty']);
    expect(payloadViolations({ type: 'text', text: { body: 'Hotel \ud83c' } })).toEqual(['text.body: lone surrogate (a character cut in half)']);
    expect(payloadViolations({ type: 'template', template: { name: '', language: { code: 'es' } } })).toEqual(['template.name: empty']);
    expect(payloadViolations({ type: 'template', template: { name: 'recordatorio_pago', language: { code: 'es_CO' } } })).toEqual([]);
    expect(payloadViolations({ type: 'sticker' } as any)).toEqual(['type: "sticker" is not "text", "interactive" or "template"']);
    expect(payloadViolations({ type: 'interactive', interactive: { type: 'list', body: { text: 'x' }, action: { button: 'Elegir', sections: [] } } })).toEqual([
      'interactive.action.sections: at least 1 section is required',
    ]);
    expect(payloadViolations(null as any)).toEqual(['payload: not an object']);
  });
});
