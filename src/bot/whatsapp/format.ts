/**
 * WhatsApp Cloud API rendering of the flow's {@link Reply}s: pure functions
 * that turn one reply into the bodies of `POST /{phone-number-id}/messages`
 * (text messages, interactive reply buttons, interactive lists), and a check
 * of any such body against WhatsApp's documented limits.
 *
 * Limits are written from Meta's public documentation of the Cloud API:
 * - text messages: body at most 4096 characters
 *   (https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/text-messages/);
 * - interactive reply buttons: at most 3 buttons, title at most 20 characters
 *   and unique within the message, id at most 256, body at most 1024,
 *   header/footer at most 60
 *   (https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/interactive-reply-buttons-messages);
 * - interactive lists: button text at most 20, up to 10 sections with at most
 *   10 rows in all, row title at most 24, row description at most 72, row id
 *   at most 200, section title at most 24, header/footer at most 60
 *   (https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/interactive-list-messages).
 *
 * Lengths are counted in UTF-16 code units (`string.length`), which is never
 * less than the number of Unicode characters: a text that fits here fits
 * however WhatsApp counts (an emoji counts 2, a flag 4). Cuts never split a
 * surrogate pair.
 *
 * What WhatsApp cannot do is left out: there is no "share my phone number"
 * button (`requestContact`: the guest types the number, as the flow's text
 * says), and sent messages cannot be edited (`card` / `cardUpdate` are
 * ignored; the flow's next message says the same).
 */
import type { Choice, Lang, Reply } from '../../flows/types.js';

/** WhatsApp's limits on what the bot sends, in characters (UTF-16 code units here) or counts. */
export const WHATSAPP_LIMITS = {
  /** Reply buttons in one interactive `button` message. */
  replyButtons: 3,
  /** A reply button's title (the label the guest taps). */
  replyButtonTitle: 20,
  /** A reply button's id (comes back in the `button_reply` webhook). */
  replyButtonId: 256,
  /** The text of a list message's button (it opens the list). */
  listButton: 20,
  /** Rows of a list message, all sections together. */
  listRows: 10,
  /** Sections of a list message. */
  listSections: 10,
  /** A list row's title. */
  listRowTitle: 24,
  /** A list row's description (shown under its title). */
  listRowDescription: 72,
  /** A list section's title. */
  listSectionTitle: 24,
  /** A list row's id (comes back in the `list_reply` webhook). */
  listRowId: 200,
  /** The body text of an interactive message. */
  interactiveBody: 1024,
  /** The body of a text message. */
  textBody: 4096,
  /** An interactive message's text header. */
  header: 60,
  /** An interactive message's footer. */
  footer: 60,
} as const;

/** The prefix of the id of a list's "more options" row: `more:<page>` asks for page `<page>` of the same choices. */
export const MORE_ID_PREFIX = 'more:';

/** Choices a list page shows when the choices do not fit one list (the 10th row is "more options"). */
export const CHOICES_PER_PAGE = WHATSAPP_LIMITS.listRows - 1;

/** What stands for an empty label or text: WhatsApp refuses empty titles and bodies. */
export const EMPTY_PLACEHOLDER = '—';

/** The words the rendering adds, per language. */
export const WHATSAPP_WORDS: Record<Lang, { listButton: string; more: string; chooseOption: string; section: string }> = {
  es: { listButton: 'Elegir', more: 'Ver más', chooseOption: 'Elige una opción:', section: 'Opciones' },
  en: { listButton: 'Choose', more: 'More options', chooseOption: 'Choose an option:', section: 'Options' },
};

/** One reply button. */
export interface WhatsAppReplyButton {
  type: 'reply';
  reply: { id: string; title: string };
}

/** One row of a list. */
export interface WhatsAppListRow {
  id: string;
  title: string;
  description?: string;
}

/** One section of a list (its title is needed when there are several sections). */
export interface WhatsAppListSection {
  title?: string;
  rows: WhatsAppListRow[];
}

/** Optional text header and footer of an interactive message (the rendering here uses neither; checked when present). */
interface InteractiveFrame {
  header?: { type: 'text'; text: string };
  footer?: { text: string };
}

/**
 * The body of `POST /{phone-number-id}/messages` without `messaging_product`,
 * `recipient_type` and `to` (the sender adds them): a text message, an
 * interactive reply-buttons message, an interactive list, or a template
 * (the only kind WhatsApp delivers outside the 24-hour customer service
 * window; `components` as Meta documents them, not checked here).
 */
export type WhatsAppPayload =
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | {
      type: 'interactive';
      interactive: { type: 'button'; body: { text: string }; action: { buttons: WhatsAppReplyButton[] } } & InteractiveFrame;
    }
  | {
      type: 'interactive';
      interactive: { type: 'list'; body: { text: string }; action: { button: string; sections: WhatsAppListSection[] } } & InteractiveFrame;
    }
  | { type: 'template'; template: { name: string; language: { code: string }; components?: Array<Record<string, unknown>> } };

/** Options of {@link toWhatsAppPayloads}. */
export interface WhatsAppRenderOptions {
  /** Which page of more than 10 choices to show (default 0; clamped to the last page). */
  page?: number;
  /**
   * The id sent for a choice's value (e.g. a short token the adapter stores,
   * like Telegram's callback tokens); without it the value itself is the id.
   * Not applied to the "more options" row's `more:<page>` id.
   */
  idFor?: (value: string) => string;
}

/**
 * The WhatsApp messages for one reply, in the order to send them:
 *
 * - without choices: one text message (more when the text is over 4096
 *   characters: split at line breaks); `reply.url`, when the text does not
 *   already hold it, is appended on its own line after a blank line, and
 *   `preview_url: true` asks for a link preview;
 * - with 1–3 choices whose labels fit 20 characters (and differ): one
 *   interactive reply-buttons message;
 * - otherwise an interactive list (button "Elegir" / "Choose", one section
 *   "Opciones" / "Options"): a row title is the label cut to 24 characters
 *   at a word boundary with "…", and a longer label goes whole (cut to 72)
 *   to the row's description. More than 10 choices are paged: page
 *   `o.page ?? 0` shows 9 of them (from `9 × page`) and a 10th row
 *   "Ver más" / "More options" with id `more:<next page>`; the last page
 *   shows what is left (up to 10), without that row.
 *
 * With choices, a text (with its URL) over 1024 characters goes first as
 * text message(s) and the interactive message gets the short body
 * "Elige una opción:" / "Choose an option:".
 *
 * Ids are `o.idFor ? o.idFor(value) : value`. Labels are trimmed; an empty
 * label becomes "—" and an empty text "—" (or the short body, with choices).
 *
 * @throws RangeError when a choice's id is empty, has leading or trailing
 * spaces, or is longer than WhatsApp allows (256 for a button, 200 for a
 * list row): pass `idFor` to send long values as short ids.
 * @example
 * toWhatsAppPayloads({ text: '¿Confirmas?', choices: [{ label: 'Sí', value: 'confirm' }, { label: 'No', value: 'cancel' }] }, 'es', {})
 * // → [{ type: 'interactive', interactive: { type: 'button', body: { text: '¿Confirmas?' }, action: { buttons: [...] } } }]
 */
export function toWhatsAppPayloads(reply: Reply, lang: Lang, o: WhatsAppRenderOptions = {}): WhatsAppPayload[] {
  const words = WHATSAPP_WORDS[lang];
  const full = withUrl(reply.text, reply.url);
  const choices = (reply.choices ?? []).map((c) => ({ label: labelOf(c), value: c.value }));
  const preview = reply.url ? { preview_url: true } : {};
  if (choices.length === 0) return splitBody(nonEmpty(full), WHATSAPP_LIMITS.textBody).map((body) => ({ type: 'text', text: { body, ...preview } }));

  const out: WhatsAppPayload[] = [];
  let body = full.trim() === '' ? words.chooseOption : full;
  if (body.length > WHATSAPP_LIMITS.interactiveBody) {
    for (const part of splitBody(body, WHATSAPP_LIMITS.textBody)) out.push({ type: 'text', text: { body: part, ...preview } });
    body = words.chooseOption;
  }
  const idOf = (value: string, max: number): string => {
    const id = o.idFor ? o.idFor(value) : value;
    const problem = idProblem(id, max);
    if (problem) throw new RangeError(`WhatsApp choice id ${JSON.stringify(id)}${o.idFor ? ` (for value ${JSON.stringify(value)})` : ''} ${problem}`);
    return id;
  };

  const labels = choices.map((c) => c.label);
  const asButtons =
    choices.length <= WHATSAPP_LIMITS.replyButtons &&
    labels.every((l) => l.length <= WHATSAPP_LIMITS.replyButtonTitle) &&
    new Set(labels).size === labels.length;
  if (asButtons) {
    const buttons = choices.map((c): WhatsAppReplyButton => ({ type: 'reply', reply: { id: idOf(c.value, WHATSAPP_LIMITS.replyButtonId), title: c.label } }));
    out.push({ type: 'interactive', interactive: { type: 'button', body: { text: body }, action: { buttons } } });
    return out;
  }

  const { shown, next, page, pages } = pageOf(choices, o.page ?? 0);
  const rows: WhatsAppListRow[] = shown.map((c) => {
    const row: WhatsAppListRow = { id: idOf(c.value, WHATSAPP_LIMITS.listRowId), title: cutWords(c.label, WHATSAPP_LIMITS.listRowTitle) };
    if (c.label.length > WHATSAPP_LIMITS.listRowTitle) row.description = cutWords(c.label, WHATSAPP_LIMITS.listRowDescription);
    return row;
  });
  if (next !== undefined) rows.push({ id: `${MORE_ID_PREFIX}${next}`, title: words.more });
  const title = pages > 1 ? `${words.section} (${page + 1}/${pages})` : words.section;
  out.push({ type: 'interactive', interactive: { type: 'list', body: { text: body }, action: { button: words.listButton, sections: [{ title, rows }] } } });
  return out;
}

/** The page a `more:<page>` row id asks for, or undefined when `id` is no such id. */
export function morePage(id: string): number | undefined {
  if (!id.startsWith(MORE_ID_PREFIX)) return undefined;
  const rest = id.slice(MORE_ID_PREFIX.length);
  return /^\d+$/.test(rest) ? Number(rest) : undefined;
}

/**
 * Every WhatsApp limit `payload` breaks, one sentence per place, e.g.
 * `interactive.action.buttons[0].reply.title: 23 characters > 20`; [] when it
 * is valid. Checks lengths and counts ({@link WHATSAPP_LIMITS}), empty titles,
 * bodies and ids, ids with leading or trailing spaces, button titles and ids
 * (row ids) that repeat, several list sections without titles, lone
 * surrogates (a cut through an emoji) and unknown types. Safe on any JSON
 * value (a fake Graph API passes what it received).
 */
export function payloadViolations(payload: WhatsAppPayload): string[] {
  const out: string[] = [];
  const p = payload as any;
  const text = (path: string, value: unknown, max: number, required = true) => {
    if (value === undefined && !required) return;
    if (typeof value !== 'string') return void out.push(`${path}: missing (a string is required)`);
    if (value.trim() === '') out.push(`${path}: empty`);
    if (value.length > max) out.push(`${path}: ${value.length} characters > ${max}`);
    if (LONE_SURROGATE.test(value)) out.push(`${path}: lone surrogate (a character cut in half)`);
  };
  const id = (path: string, value: unknown, max: number) => {
    if (typeof value !== 'string') return void out.push(`${path}: missing (a string is required)`);
    const problem = idProblem(value, max);
    if (problem) out.push(`${path}: ${problem}`);
  };
  const repeats = (path: string, values: unknown[], what: string) => {
    const seen = new Set<unknown>();
    for (const v of values) {
      if (seen.has(v)) out.push(`${path}: ${what} ${JSON.stringify(v)} repeats`);
      seen.add(v);
    }
  };
  if (p === null || typeof p !== 'object') return ['payload: not an object'];
  switch (p.type) {
    case 'text':
      text('text.body', p.text?.body, WHATSAPP_LIMITS.textBody);
      if (p.text?.preview_url !== undefined && typeof p.text.preview_url !== 'boolean') out.push('text.preview_url: not a boolean');
      break;
    case 'template':
      text('template.name', p.template?.name, 512);
      text('template.language.code', p.template?.language?.code, 16);
      if (p.template?.components !== undefined && !Array.isArray(p.template.components)) out.push('template.components: not an array');
      break;
    case 'interactive': {
      const i = p.interactive;
      if (i === null || typeof i !== 'object') return ['interactive: missing'];
      text('interactive.body.text', i.body?.text, WHATSAPP_LIMITS.interactiveBody);
      if (i.header !== undefined) {
        if (i.header?.type !== 'text') out.push(`interactive.header.type: ${JSON.stringify(i.header?.type)} is not checked here (only text headers)`);
        else text('interactive.header.text', i.header.text, WHATSAPP_LIMITS.header);
      }
      if (i.footer !== undefined) text('interactive.footer.text', i.footer?.text, WHATSAPP_LIMITS.footer);
      if (i.type === 'button') {
        const buttons = i.action?.buttons;
        if (!Array.isArray(buttons) || buttons.length === 0) {
          out.push('interactive.action.buttons: at least 1 button is required');
          break;
        }
        if (buttons.length > WHATSAPP_LIMITS.replyButtons) out.push(`interactive.action.buttons: ${buttons.length} buttons > ${WHATSAPP_LIMITS.replyButtons}`);
        buttons.forEach((b: any, n: number) => {
          const at = `interactive.action.buttons[${n}]`;
          if (b?.type !== 'reply') out.push(`${at}.type: ${JSON.stringify(b?.type)} is not "reply"`);
          text(`${at}.reply.title`, b?.reply?.title, WHATSAPP_LIMITS.replyButtonTitle);
          id(`${at}.reply.id`, b?.reply?.id, WHATSAPP_LIMITS.replyButtonId);
        });
        repeats(
          'interactive.action.buttons',
          buttons.map((b: any) => b?.reply?.title),
          'title',
        );
        repeats(
          'interactive.action.buttons',
          buttons.map((b: any) => b?.reply?.id),
          'id',
        );
      } else if (i.type === 'list') {
        text('interactive.action.button', i.action?.button, WHATSAPP_LIMITS.listButton);
        const sections = i.action?.sections;
        if (!Array.isArray(sections) || sections.length === 0) {
          out.push('interactive.action.sections: at least 1 section is required');
          break;
        }
        if (sections.length > WHATSAPP_LIMITS.listSections)
          out.push(`interactive.action.sections: ${sections.length} sections > ${WHATSAPP_LIMITS.listSections}`);
        const rows: any[] = [];
        for (const [n, s] of (sections as any[]).entries()) {
          const at = `interactive.action.sections[${n}]`;
          if (sections.length > 1 || s?.title !== undefined) text(`${at}.title`, s?.title, WHATSAPP_LIMITS.listSectionTitle);
          if (!Array.isArray(s?.rows) || s.rows.length === 0) {
            out.push(`${at}.rows: at least 1 row is required`);
            continue;
          }
          s.rows.forEach((r: any, m: number) => {
            text(`${at}.rows[${m}].title`, r?.title, WHATSAPP_LIMITS.listRowTitle);
            text(`${at}.rows[${m}].description`, r?.description, WHATSAPP_LIMITS.listRowDescription, false);
            id(`${at}.rows[${m}].id`, r?.id, WHATSAPP_LIMITS.listRowId);
            rows.push(r);
          });
        }
        if (rows.length > WHATSAPP_LIMITS.listRows) out.push(`interactive.action.sections: ${rows.length} rows in all > ${WHATSAPP_LIMITS.listRows}`);
        repeats(
          'interactive.action.sections',
          rows.map((r) => r?.id),
          'row id',
        );
      } else out.push(`interactive.type: ${JSON.stringify(i.type)} is not "button" or "list"`);
      break;
    }
    default:
      out.push(`type: ${JSON.stringify(p.type)} is not "text", "interactive" or "template"`);
  }
  return out;
}

// ---------------------------------------------------------------------------

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why `id` cannot be a button/row id of at most `max` characters, or undefined when it can. */
function idProblem(id: string, max: number): string | undefined {
  if (id === '') return 'is empty';
  if (id.length > max) return `has ${id.length} characters > ${max}`;
  if (id.trim() !== id) return 'has leading or trailing spaces';
  return undefined;
}

/** A choice's label as shown: trimmed, "—" when empty. */
function labelOf(c: Choice): string {
  const label = c.label.trim();
  return label === '' ? EMPTY_PLACEHOLDER : label;
}

function nonEmpty(text: string): string {
  return text.trim() === '' ? EMPTY_PLACEHOLDER : text;
}

/** `text` with `url` on its own line after a blank line, unless already in it. */
function withUrl(text: string, url: string | undefined): string {
  if (!url || text.includes(url)) return text;
  return text.trim() === '' ? url : `${text}\n\n${url}`;
}

/** The first `n` code units of `s`, one less when that would split a surrogate pair. */
function headOf(s: string, n: number): string {
  if (s.length <= n) return s;
  const code = s.charCodeAt(n - 1);
  return code >= 0xd800 && code <= 0xdbff ? s.slice(0, n - 1) : s.slice(0, n);
}

/**
 * `text` cut to at most `max` characters: whole when it fits, else cut at the
 * last word boundary that leaves room for "…" (mid-word when the first word
 * alone is too long), trailing separators (spaces, "·", commas…) dropped.
 */
function cutWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = headOf(text, max - 1);
  const atBoundary = /\s/.test(text[head.length] ?? ' ');
  const space = head.search(/\s\S*$/);
  const cut = atBoundary || space <= 0 ? head : head.slice(0, space);
  const trimmed = cut.replace(/[\s·•,;:.\-–—|/]+$/u, '');
  return `${trimmed === '' ? head : trimmed}…`;
}

/**
 * `text` in parts of at most `max` characters: cut at the last line break
 * that fits (the break itself dropped), else at the last space, else hard
 * (never through a surrogate pair). No part is empty.
 */
function splitBody(text: string, max: number): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const head = headOf(rest, max);
    let cut = head.lastIndexOf('\n');
    if (cut <= 0) cut = head.lastIndexOf(' ');
    if (cut <= 0) {
      parts.push(head);
      rest = rest.slice(head.length);
    } else {
      parts.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
    }
    rest = rest.replace(/^\n+/, '');
  }
  if (rest.trim() !== '' || parts.length === 0) parts.push(rest);
  return parts.map(nonEmpty);
}

/** The choices page `page` shows (clamped to the pages there are), and the next page's number when there is one. */
function pageOf<T>(choices: T[], page: number): { shown: T[]; next?: number; page: number; pages: number } {
  if (choices.length <= WHATSAPP_LIMITS.listRows) return { shown: choices, page: 0, pages: 1 };
  // Pages of 9 with a "more" row; the last page shows what is left when it fits a whole list.
  const pages = Math.ceil((choices.length - 1) / CHOICES_PER_PAGE);
  const p = Math.min(Math.max(0, Math.floor(page) || 0), pages - 1);
  const start = p * CHOICES_PER_PAGE;
  if (choices.length - start <= WHATSAPP_LIMITS.listRows) return { shown: choices.slice(start), page: p, pages };
  return { shown: choices.slice(start, start + CHOICES_PER_PAGE), next: p + 1, page: p, pages };
}
