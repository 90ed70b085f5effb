/**
 * Safe text for Slack: escaping of guest and staff values inside mrkdwn, and
 * cutting of every text to the length Slack accepts where it is placed.
 *
 * Escaping: in mrkdwn (section and context texts, section fields, and a
 * message's notification `text`) Slack reads `<…>` as links, mentions and
 * commands (`<!channel>` pings a whole channel) and `&…;` as entities. Any
 * value that is not the app's own markup — guest names, what staff typed,
 * the service's texts — goes through {@link esc}, which replaces exactly the
 * three characters Slack asks to be escaped (`&` → `&amp;`, `<` → `&lt;`,
 * `>` → `&gt;`) and nothing else (Slack decodes no other entity). Plain-text
 * objects (titles, labels, buttons, options) are shown literally and are not
 * escaped. No maintained JavaScript library does just this (HTML escapers
 * also encode quotes, which Slack would show as `&#39;`).
 *
 * Limits: {@link fitMessage} and {@link fitView} cut every text of a message
 * or view to Slack's limit for its place ({@link SLACK_LIMITS}) with
 * {@link cut}, which never splits an escape entity or a surrogate pair and
 * ends a cut text with "…". Lengths are counted in UTF-16 code units, which
 * is never less than Slack's count of characters.
 */
import type { types } from '@slack/bolt';

/** Slack's length limits (characters) and counts used by {@link fitMessage} and {@link fitView}. */
export const SLACK_LIMITS = {
  /** A message's notification `text`. */
  messageText: 40_000,
  /** A section's text, and a context element's text. */
  sectionText: 3_000,
  /** Each of a section's fields. */
  sectionField: 2_000,
  /** Fields of one section. */
  sectionFields: 10,
  /** A header's text. */
  headerText: 150,
  /** A button's text. */
  buttonText: 75,
  /** A button's value. */
  buttonValue: 2_000,
  /** A select option's text. */
  optionText: 75,
  /** A select option's value. */
  optionValue: 150,
  /** Options of one select. */
  options: 100,
  /** An input's label. */
  inputLabel: 2_000,
  /** An input's hint. */
  inputHint: 2_000,
  /** A text input's placeholder. */
  placeholder: 150,
  /** A text input's initial value. */
  initialValue: 3_000,
  /** A modal's title, and its submit and close buttons. */
  modalTitle: 24,
  /** A view's private metadata (the app's own small JSON; never cut). */
  privateMetadata: 3_000,
  /** Elements of a context block. */
  contextElements: 10,
  /** Elements of an actions block. */
  actionsElements: 25,
  /** Blocks of a message. */
  messageBlocks: 50,
  /** Blocks of a modal or App Home view. */
  viewBlocks: 100,
} as const;

/** Escape `&`, `<` and `>` for Slack mrkdwn (and a message's `text`): `Ríos & Co <!channel>` → `Ríos &amp; Co &lt;!channel&gt;`. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ELLIPSIS = '…';
/** The escape entities {@link esc} writes; a cut never splits one. */
const ENTITY_AT_END = /&(?:a(?:m(?:p)?)?|l(?:t)?|g(?:t)?)?$/;

/**
 * `text` if it has at most `max` UTF-16 code units; else its beginning ending
 * in "…", `max` units in all, cut before an escape entity (`&amp;`, `&lt;`,
 * `&gt;`) or a surrogate pair that would be split. `max` below 1 gives ''.
 *
 * @example
 * cut('Ríos &amp; Co', 7) // 'Ríos …' (not 'Ríos &…')
 */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return '';
  let end = max - ELLIPSIS.length;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1; // a high surrogate whose pair would be cut off
  const partial = ENTITY_AT_END.exec(text.slice(Math.max(0, end - 4), end));
  if (partial && /^&(?:amp;|lt;|gt;)/.test(text.slice(end - partial[0].length))) end -= partial[0].length;
  return text.slice(0, end) + ELLIPSIS;
}

/**
 * What staff typed, for echoing it back inside mrkdwn: trimmed, escaped and
 * cut to `max` (default 100) characters.
 */
export function echo(text: string, max = 100): string {
  return cut(esc(text.trim()), max);
}

type TextObject = { type: string; text: string };
type Json = Record<string, unknown>;

function fitText<T extends TextObject | undefined>(t: T, max: number): T {
  return (t && typeof t.text === 'string' ? { ...t, text: cut(t.text, max) } : t) as T;
}

function fitOption(o: Json): Json {
  return {
    ...o,
    ...(o.text ? { text: fitText(o.text as TextObject, SLACK_LIMITS.optionText) } : {}),
    ...(typeof o.value === 'string' ? { value: cut(o.value, SLACK_LIMITS.optionValue) } : {}),
  };
}

function fitElement(e: Json): Json {
  const out: Json = { ...e };
  if (e.type === 'button') {
    out.text = fitText(e.text as TextObject, SLACK_LIMITS.buttonText);
    if (typeof e.value === 'string') out.value = cut(e.value, SLACK_LIMITS.buttonValue);
  }
  if (Array.isArray(e.options)) out.options = (e.options as Json[]).slice(0, SLACK_LIMITS.options).map(fitOption);
  if (e.initial_option) out.initial_option = fitOption(e.initial_option as Json);
  if (e.placeholder) out.placeholder = fitText(e.placeholder as TextObject, SLACK_LIMITS.placeholder);
  if (typeof e.initial_value === 'string') out.initial_value = cut(e.initial_value, SLACK_LIMITS.initialValue);
  return out;
}

/** One block with each of its texts cut to its limit. */
export function fitBlock(block: types.KnownBlock): types.KnownBlock {
  const b = block as unknown as Json;
  const out: Json = { ...b };
  switch (b.type) {
    case 'section':
      if (b.text) out.text = fitText(b.text as TextObject, SLACK_LIMITS.sectionText);
      if (Array.isArray(b.fields))
        out.fields = (b.fields as TextObject[]).slice(0, SLACK_LIMITS.sectionFields).map((f) => fitText(f, SLACK_LIMITS.sectionField));
      if (b.accessory) out.accessory = fitElement(b.accessory as Json);
      break;
    case 'header':
      out.text = fitText(b.text as TextObject, SLACK_LIMITS.headerText);
      break;
    case 'context':
      out.elements = (b.elements as Json[])
        .slice(0, SLACK_LIMITS.contextElements)
        .map((e) => (typeof e.text === 'string' ? fitText(e as TextObject, SLACK_LIMITS.sectionText) : e));
      break;
    case 'actions':
      out.elements = (b.elements as Json[]).slice(0, SLACK_LIMITS.actionsElements).map(fitElement);
      break;
    case 'input':
      out.label = fitText(b.label as TextObject, SLACK_LIMITS.inputLabel);
      if (b.hint) out.hint = fitText(b.hint as TextObject, SLACK_LIMITS.inputHint);
      out.element = fitElement(b.element as Json);
      break;
    default:
      break;
  }
  return out as unknown as types.KnownBlock;
}

/** A message (notification `text` and blocks) with every text within Slack's limits. */
export function fitMessage<M extends { text: string; blocks: types.KnownBlock[] }>(msg: M): M {
  return { ...msg, text: cut(msg.text, SLACK_LIMITS.messageText), blocks: msg.blocks.slice(0, SLACK_LIMITS.messageBlocks).map(fitBlock) };
}

/** A modal or App Home view with every text within Slack's limits (modal title, submit and close at most 24). */
export function fitView<V extends types.ModalView | types.HomeView>(view: V): V {
  const v = view as unknown as Json;
  const out: Json = { ...v, blocks: (view.blocks as types.KnownBlock[]).slice(0, SLACK_LIMITS.viewBlocks).map(fitBlock) };
  for (const k of ['title', 'submit', 'close'] as const) if (v[k]) out[k] = fitText(v[k] as TextObject, SLACK_LIMITS.modalTitle);
  return out as unknown as V;
}
