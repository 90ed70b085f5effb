/**
 * The terminal chat end to end: a whole scripted conversation piped through
 * PassThrough streams into the terminal adapter, against the real service;
 * the guest pays on the hosted checkout form and the adapter prints the
 * confirmation and exits by itself.
 */
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CHATBOT_ID_PATTERN } from '../../src/api/contract/index.js';
import { startBot } from '../../src/bot/index.js';
import { parseTerminalLine, renderTerminalReply } from '../../src/bot/terminal.js';
import { botHarness } from '../helpers/botHarness.js';
import { payCheckout } from '../helpers/service.js';

const h = botHarness('hotelbot-term-');

/** Poll `read()` every 20 ms until `test` holds, at most `timeoutMs`. */
async function until<T>(read: () => T, test: (v: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = read();
    if (test(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got:\n${String(v)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('terminal chat', () => {
  it('numbers choices, matches typed labels first, prints the payment link', () => {
    const choices = [
      { label: '0', value: 'v0' },
      { label: '1', value: 'v1' },
      { label: '2', value: 'v2' },
    ];
    // Numeric labels: the typed number is the label, never a position.
    expect(parseTerminalLine('1', choices)).toEqual({ kind: 'choice', value: 'v1' });
    expect(parseTerminalLine('3', choices)).toEqual({ kind: 'text', text: '3' });
    const cities = [
      { label: 'Bogotá', value: 'bog' },
      { label: 'Cartagena', value: 'ctg' },
    ];
    expect(parseTerminalLine('2', cities)).toEqual({ kind: 'choice', value: 'ctg' });
    expect(parseTerminalLine('cartagena', cities)).toEqual({ kind: 'choice', value: 'ctg' });
    expect(parseTerminalLine('9', cities)).toEqual({ kind: 'text', text: '9' });
    expect(renderTerminalReply({ text: '¿Noches?', choices }, 'es')).toBe('¿Noches?\n  [0 · 1 · 2]');
    expect(parseTerminalLine(' /cancel ', [])).toEqual({ kind: 'command', command: 'cancel' });
    expect(parseTerminalLine('   ', [])).toBeUndefined();
    expect(renderTerminalReply({ text: 'Paga', url: 'http://x/pay/abc', choices: [{ label: 'Bogotá', value: 'bog' }] }, 'es')).toBe(
      'Paga\n  1) Bogotá\n  Link de pago: http://x/pay/abc',
    );
    // Options the text already lists under their number are not repeated; the rest keep their numbers.
    const listed = {
      text: 'Elige:\n1. Doble — COP 100\n2. Twin — COP 120',
      choices: [
        { label: 'Doble — COP 100', value: 'a' },
        { label: 'Twin — COP 120', value: 'b' },
        { label: 'Volver', value: 'back' },
      ],
    };
    expect(renderTerminalReply(listed, 'es')).toBe('Elige:\n1. Doble — COP 100\n2. Twin — COP 120\n  3) Volver');
    expect(parseTerminalLine('2', listed.choices)).toEqual({ kind: 'choice', value: 'b' });
  });

  it('runs a piped conversation to the payment link, then prints the confirmation and exits', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let transcript = '';
    output.on('data', (chunk: Buffer) => (transcript += chunk.toString('utf8')));

    const bot = await h.startBot({
      botDatabasePath: join(h.dir, 'bot.db'),
      terminal: { input, output, lang: 'es' },
      clock: h.svc.clock,
      pollIntervalMs: 25,
    });
    let exited = false;
    void bot.done.then(() => (exited = true));

    const script = [
      'cartagena', // a city button, by its label
      '15/12/2026',
      '2', // nights: the button labelled "2"
      '2 adultos', // people: the button labelled so
      '1', // first hotel, by its number
      '1', // first room and rate, by its number
      'Ana Gómez',
      '300 123 4567', // the country comes from the phone
      'ana@example.com',
      'Bogotá',
      '1', // ✅ Confirmar
    ];
    input.end(script.map((l) => `${l}\n`).join(''));

    const withLink = await until(
      () => transcript,
      (t) => /Link de pago: (http\S+\/pay\/\S+)/.test(t),
      20_000,
      'the payment link',
    );
    expect(withLink).toMatch(/A qué ciudad viajas[\s\S]*\n {2}1\) Bogotá\n {2}2\) Medellín/);
    // Numeric buttons are listed as their numbers; the guest's "2" was the label, i.e. two nights.
    expect(withLink).toMatch(/Cuántas noches te quedas[\s\S]*\n {2}\[1 · 2 · 3 · 4 · 5 · 7\]/);
    expect(withLink).toMatch(/\(2 noches\) · 2 adultos · 1 habitación/);
    expect(withLink).toMatch(/Huésped: Ana Gómez[\s\S]*Teléfono: \+57 300 1234567[\s\S]*País: Colombia/);
    expect(withLink).toMatch(/\n {2}1\) ✅ Confirmar\n {2}2\) ✏️ Cambiar un dato\n {2}3\) ❌ Cancelar/);
    expect(withLink).toMatch(/quedó registrada/);
    const url = /Link de pago: (http\S+\/pay\/\S+)/.exec(withLink)![1]!;
    const code = /reserva (\S+) quedó registrada/.exec(withLink)![1]!;
    // The guest is given a booking code to read out at the front desk (CB-7KQ4-M9XZ-R2TD).
    expect(code).toMatch(CHATBOT_ID_PATTERN);

    // Input has ended, but a payment is watched: the chat stays open.
    await until(
      () => transcript,
      (t) => t.includes('Esperando el pago'),
      5_000,
      'the waiting line',
    );
    expect(exited).toBe(false);

    expect((await payCheckout(url, { number: '4242 4242 4242 4242' })).status).toBe(200);
    h.svc.clock.advance(1_000); // the booking's next poll is due

    await until(
      () => transcript,
      (t) => t.includes('Pago recibido'),
      10_000,
      'the confirmation',
    );
    expect(transcript).toContain(`Código de reserva: ${code}`);
    await until(
      () => exited,
      (e) => e,
      5_000,
      'the adapter to exit',
    );
    expect(transcript.match(/Pago recibido/g)).toHaveLength(1);
    if (process.env.SHOW_TRANSCRIPT) console.log(transcript);
  });

  it('a conversation left midway resumes at its question when the chat starts again', async () => {
    const botDatabasePath = join(h.dir, 'resume.db');
    const run = async (lines: string[]): Promise<string> => {
      const input = new PassThrough();
      const output = new PassThrough();
      let transcript = '';
      output.on('data', (chunk: Buffer) => (transcript += chunk.toString('utf8')));
      const b = await startBot({
        client: h.client,
        botDatabasePath,
        terminal: { input, output, lang: 'es', chatId: 'resume' },
        clock: h.svc.clock,
        pollIntervalMs: 25,
      });
      input.end(lines.map((l) => `${l}\n`).join(''));
      await b.done;
      await b.stop();
      return transcript;
    };
    const first = await run(['Cartagena del 15 al 18 de diciembre']);
    expect(first).toMatch(/Cuántas personas viajan/);
    // The process is gone; the next start picks up the same question, and the answer completes the search.
    const second = await run(['2 adultos']);
    expect(second).not.toMatch(/A qué ciudad viajas/);
    expect(second).toMatch(/\/start[\s\S]*Cuántas personas viajan[\s\S]*Encontré \d+ hotel/);
  });
});
