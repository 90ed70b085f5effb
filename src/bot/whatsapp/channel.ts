/**
 * The WhatsApp channel (Meta's WhatsApp Business Cloud API), a third adapter
 * of the channel-neutral conversation beside Telegram and the terminal.
 *
 * Receiving (`/whatsapp/webhook` on the bot's webhook receiver):
 * - `GET` answers Meta's verification (`hub.mode=subscribe`,
 *   `hub.verify_token` equal to WHATSAPP_VERIFY_TOKEN → `hub.challenge`;
 *   403 otherwise).
 * - `POST` checks `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with
 *   the app secret; 401 and nothing handled when missing or wrong), answers
 *   200 at once and handles each `messages[]` entry after: text, a reply
 *   button or list row pressed (a choice), a shared contact (a phone); any
 *   other type (image, audio, location, sticker…) is answered with a short
 *   note and the current question. Each message is handled once by its
 *   `wamid`, recorded in the transaction that saves the conversation state
 *   (as Telegram's `update_id`): Meta's retries, a restart or a second
 *   instance never handle one twice. The guest's profile name is offered
 *   as the name answer, and the number they write from as the phone. `statuses[]` are logged (a failed delivery at error).
 *
 * Sending: the replies go through the bot's outbox (written with the state,
 * delivered once, retried with backoff, dead-lettered when refused for good)
 * as text, reply buttons or lists within WhatsApp's limits (`format.ts`); a
 * list longer than 10 rows is paged ("Ver más"), its next pages sent from
 * the last list remembered for the guest. Inbound messages are marked read.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import {
  typedCommandOf,
  type FetchedFile,
  type FlowInput,
  type GuestFile,
  type Lang,
  type ProfileHint,
  type Reply,
  type ReplyTemplate,
} from '../../flows/types.js';
import { TEXTS, type UnsupportedContent } from '../../texts/guest.js';
import { CALLBACK_TOKEN_PREFIX, type CallbackTokenRepo } from '../../store/bot/repos.js';
import type { Store } from '../../store/sql.js';
import { WhatsAppRepo } from '../../store/bot/whatsapp.js';
import type { ConversationService } from '../conversation.js';
import { silentLogger, type BotLogger } from '../effects.js';
import { NOTICE_BACKOFF_MS, NoticeRefusedError, NoticeThrottledError, type NoticeChannel } from '../outbox.js';
import { NoticeRepo } from '../../store/bot/notices.js';
import { morePage, toWhatsAppPayloads, WHATSAPP_LIMITS, type WhatsAppPayload } from './format.js';
import { GraphError, OUTSIDE_WINDOW_CODE, RETRYABLE_STATUS_CODES, THROTTLE_CODES, TOKEN_CODES, type GraphClient } from './graph.js';
import { TEMPLATE_PAYLOAD_MAX, templatePayload } from './templates.js';

/** How long handled and sent messages are remembered, ms (8 days: Meta retries a webhook for up to 7). */
export const WHATSAPP_RETENTION_MS = 8 * 86_400_000;

/** Channel name of WhatsApp conversations in the bot database. */
export const WHATSAPP_CHANNEL = 'whatsapp';

/** Path of Meta's webhook on the bot's receiver. */
export const WHATSAPP_WEBHOOK_PATH = '/whatsapp/webhook';

/** How many times a notice is sent again after Meta reported a transient `failed` status (then it is a dead letter). */
export const STATUS_RETRIES = 5;

/** Meta refused a free-form message for the 24-hour window (131047): the message goes as its template. */
class WindowClosedError extends Error {
  override name = 'WindowClosedError';
}

/** What a message sent carried: the outbox row (null: none) and which of its replies. */
interface Carried {
  noticeId: number | null;
  replyIndex: number;
}

/** A media object of an inbound message (image, document, audio, video, sticker). */
const InboundMedia = z.looseObject({ id: z.string(), mime_type: z.string().optional(), caption: z.string().optional(), filename: z.string().optional() });

/** One inbound message of a webhook, as Meta posts it (only the fields the bot reads; the rest is allowed). */
const InboundMessage = z.looseObject({
  from: z.string().min(1),
  id: z.string().min(1),
  timestamp: z.string().optional(),
  type: z.string(),
  text: z.looseObject({ body: z.string() }).optional(),
  interactive: z
    .looseObject({
      type: z.string(),
      button_reply: z.looseObject({ id: z.string(), title: z.string().optional() }).optional(),
      list_reply: z.looseObject({ id: z.string(), title: z.string().optional() }).optional(),
    })
    .optional(),
  button: z.looseObject({ payload: z.string().optional(), text: z.string().optional() }).optional(),
  contacts: z.array(z.looseObject({ phones: z.array(z.looseObject({ phone: z.string().optional(), wa_id: z.string().optional() })).optional() })).optional(),
  image: InboundMedia.optional(),
  document: InboundMedia.optional(),
  audio: InboundMedia.optional(),
  video: InboundMedia.optional(),
  sticker: InboundMedia.optional(),
});

/** A webhook body of the WhatsApp Business Account object. */
const WebhookBody = z.looseObject({
  object: z.string(),
  entry: z.array(
    z.looseObject({
      changes: z.array(
        z.looseObject({
          field: z.string().optional(),
          value: z.looseObject({
            contacts: z.array(z.looseObject({ wa_id: z.string().optional(), profile: z.looseObject({ name: z.string().optional() }).optional() })).optional(),
            messages: z.array(InboundMessage).optional(),
            statuses: z
              .array(
                z.looseObject({
                  id: z.string().optional(),
                  status: z.string().optional(),
                  recipient_id: z.string().optional(),
                  errors: z.array(z.unknown()).optional(),
                }),
              )
              .optional(),
          }),
        }),
      ),
    }),
  ),
});

type Inbound = z.infer<typeof InboundMessage>;

/** What Meta calls a message type, as the flow names what it cannot read. */
const UNSUPPORTED: Readonly<Record<string, UnsupportedContent>> = {
  image: 'photo',
  sticker: 'sticker',
  audio: 'voice',
  voice: 'voice',
  video: 'video',
  document: 'document',
  location: 'location',
};

/**
 * Whether `signature` (the `X-Hub-Signature-256` header, `sha256=<hex>`) is
 * the HMAC-SHA256 of `raw` with `appSecret`, compared in constant time.
 */
export function verifyWhatsAppSignature(appSecret: string, raw: Buffer, signature: string | undefined): boolean {
  if (!signature?.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', appSecret).update(raw).digest('hex'), 'utf8');
  const given = Buffer.from(signature.slice('sha256='.length), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What the channel knows of the guest, as hints the flow offers (never takes
 * silently): the profile name (first word the first name, the rest the last
 * name) and the number they write from.
 */
function profileOf(name: string | undefined, waId: string): ProfileHint {
  const words = name?.trim().split(/\s+/).filter(Boolean) ?? [];
  return {
    ...(words.length > 0 ? { firstName: words[0]! } : {}),
    ...(words.length > 1 ? { lastName: words.slice(1).join(' ') } : {}),
    ...(/^\d{8,15}$/.test(waId) ? { phone: `+${waId}` } : {}),
  };
}

/**
 * Fetch a guest's WhatsApp photo or document (its media id in `file.ref`)
 * so staff can see it in their hand-off thread.
 * @throws GraphError or Error as {@link GraphClient.fetchMedia}.
 */
export function whatsAppFileFetcher(graph: GraphClient): (file: GuestFile) => Promise<FetchedFile> {
  return async (file) => {
    const { bytes, mime } = await graph.fetchMedia(file.ref);
    const type = file.mime ?? mime;
    const ext = type?.split('/')[1]?.split(/[;+]/)[0];
    return { bytes, name: file.name ?? `archivo${ext ? `.${ext}` : ''}`, ...(type ? { mime: type } : {}) };
  };
}

/** Options of {@link createWhatsAppChannel}. */
export interface WhatsAppChannelOptions {
  graph: GraphClient;
  /** WHATSAPP_APP_SECRET: signs Meta's webhook bodies. */
  appSecret: string;
  /** WHATSAPP_VERIFY_TOKEN: Meta's verification of the webhook URL. */
  verifyToken: string;
  conversations: ConversationService;
  /** The bot database (handled messages, guests). */
  store: Store;
  /** Long choice values stand as tokens in button and row ids. */
  callbackTokens: CallbackTokenRepo;
  clock: Clock;
  /** Language of a guest's first contact (default `es`; a message clearly in English switches it). */
  lang?: Lang;
  logger?: BotLogger;
  /** Test hook: called right before an inbound message's new state is saved (crash tests kill the process there). */
  beforeSave?: (message: { id: string; from: string; text?: string }) => void;
}

/** A running WhatsApp channel. */
export interface WhatsAppChannel {
  /** `GET /whatsapp/webhook`: Meta's verification. */
  verify(req: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** `POST /whatsapp/webhook`: the raw body (a Buffer) checked and answered, its messages handled after. */
  receive(req: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** Sends the replies and notices of WhatsApp chats (register it as the `whatsapp` notice channel). */
  noticeChannel: NoticeChannel;
  /** Handle the messages kept but not handled before a crash or a stop (call once the bot is up). */
  resume(): void;
  /** Resolves when every message received so far was handled (tests, shutdown). */
  idle(): Promise<void>;
}

/** Create the WhatsApp channel (see the module comment). */
export function createWhatsAppChannel(o: WhatsAppChannelOptions): WhatsAppChannel {
  const log = o.logger ?? silentLogger;
  const pending = new Set<Promise<void>>();
  const repo = new WhatsAppRepo(o.store.db);
  let prunedAt = 0;

  /** The id sent for choice `value`: itself, or its callback token when longer than `max` (or looking like a token). */
  const idFor = async (value: string, max: number): Promise<string> =>
    value.length > max || value.startsWith(CALLBACK_TOKEN_PREFIX) ? o.callbackTokens.tokenFor(value, o.clock.now()) : value;

  /** A reply with every choice value too long for a list row's id replaced by its token. */
  const withIds = async (reply: Reply): Promise<Reply> => {
    if (!reply.choices?.length) return reply;
    const choices = await Promise.all(reply.choices.map(async (c) => ({ ...c, value: await idFor(c.value, WHATSAPP_LIMITS.listRowId) })));
    return { ...reply, choices };
  };

  /**
   * Send one message to `to`; the `wamid` Meta gives it is recorded with the
   * notice and reply it carries (`about`), for a `failed` status later.
   * @throws WindowClosedError for Meta's 131047 (the caller sends the template);
   *   NoticeThrottledError, NoticeRefusedError (other 4xx) or the error itself (retried).
   */
  const post = async (to: string, payload: WhatsAppPayload, about: Carried): Promise<void> => {
    let wamid: string;
    try {
      wamid = await o.graph.send(to, payload);
    } catch (err) {
      if (!(err instanceof GraphError)) throw err;
      if (THROTTLE_CODES.has(err.code)) throw new NoticeThrottledError(err.message, 30_000);
      if (err.code === OUTSIDE_WINDOW_CODE) throw new WindowClosedError(err.message);
      if (TOKEN_CODES.has(err.code))
        log.error({ code: err.code, error: err.message }, 'whatsapp: the access token or its permissions are refused; check WHATSAPP_ACCESS_TOKEN');
      if (err.status >= 400 && err.status < 500) throw new NoticeRefusedError(`whatsapp ${err.code}: ${err.message}`);
      throw err;
    }
    if (wamid !== '') await repo.sent(wamid, to, about.noticeId, about.replyIndex, o.clock.now());
  };

  /** Send `reply` as free-form messages (page `page` of a long list). */
  const send = async (to: string, reply: Reply, lang: Lang, about: Carried, page = 0): Promise<void> => {
    const ready = await withIds(reply);
    if ((ready.choices?.length ?? 0) > 10) await repo.rememberChoices(to, { text: ready.text, choices: ready.choices! }, o.clock.now());
    for (const payload of toWhatsAppPayloads(ready, lang, { page })) await post(to, payload, about);
  };

  /** Send `reply` as its template (outside the 24-hour window); its choices become the template's quick-reply payloads. */
  const sendTemplate = async (to: string, reply: Reply & { template: ReplyTemplate }, lang: Lang, about: Carried): Promise<void> => {
    const payloads = await Promise.all((reply.choices ?? []).map((c) => idFor(c.value, TEMPLATE_PAYLOAD_MAX)));
    try {
      await post(to, templatePayload(reply.template, lang, payloads), about);
    } catch (err) {
      // A template Meta has not approved (132001) or whose parameters it refuses is an operator's matter: said plainly.
      if (err instanceof NoticeRefusedError)
        log.error(
          { template: reply.template.name, error: err.message },
          'whatsapp: template refused; submit the templates of `hotelbot whatsapp templates` to Meta',
        );
      throw err;
    }
  };

  const noticeChannel: NoticeChannel = {
    async deliver(chatId, replies, lang, from, delivered, noticeId) {
      // Within 24 hours of the guest's last message anything may be sent; after it only templates (Meta's customer service window).
      let open = await repo.windowOpen(chatId, o.clock.now());
      let templated = 0;
      let held = 0;
      for (let i = from; i < replies.length; i++) {
        const reply = replies[i]!;
        const about = { noticeId: noticeId ?? null, replyIndex: i };
        if (open) {
          try {
            await send(chatId, reply, lang, about);
            delivered(i + 1);
            continue;
          } catch (err) {
            if (!(err instanceof WindowClosedError)) throw err;
            open = false;
            await repo.closeWindow(chatId, o.clock.now());
          }
        }
        if (reply.template) {
          await sendTemplate(chatId, { ...reply, template: reply.template }, lang, about);
          templated++;
        } else held++;
        delivered(i + 1);
      }
      // Nothing of it may go (no template says it): a dead letter the operator sees. Replies beside a template (the question again) wait for the guest.
      if (held > 0 && templated === 0)
        throw new NoticeRefusedError(`whatsapp ${OUTSIDE_WINDOW_CODE}: more than 24 hours since the guest's last message, and this message has no template`);
      if (held > 0) log.info({ held }, 'whatsapp: outside the 24-hour window; sent as a template, the rest waits for the guest to write');
    },
  };

  /**
   * A `failed` status of a message the bot sent: its notice is sent again
   * from that reply — as a template when Meta says the window closed
   * (131047), after a backoff for a transient error — or kept as a dead
   * letter when the failure is final. Once per message, whatever Meta repeats.
   */
  const onFailed = async (wamid: string, error: { code?: number; title?: string; message?: string } | undefined): Promise<void> => {
    const code = typeof error?.code === 'number' ? error.code : 0;
    const why = `whatsapp ${code}: ${error?.title ?? error?.message ?? 'failed'}`;
    const now = o.clock.now();
    const done = await o.store.transaction(async (tx) => {
      const wa = new WhatsAppRepo(tx);
      const sent = await wa.failed(wamid, now);
      if (!sent || sent.noticeId === null) return sent ? 'unknown' : undefined;
      const notices = new NoticeRepo(tx);
      const attempts = (await notices.get(sent.noticeId))?.attempts ?? 0;
      if (code === OUTSIDE_WINDOW_CODE) {
        await wa.closeWindow(sent.waId, now);
        await notices.failedLater(sent.noticeId, sent.replyIndex, why, now);
        return 'template';
      }
      if (RETRYABLE_STATUS_CODES.has(code) && attempts < STATUS_RETRIES) {
        const wait = NOTICE_BACKOFF_MS[Math.min(attempts, NOTICE_BACKOFF_MS.length - 1)] ?? 60_000;
        await notices.failedLater(sent.noticeId, sent.replyIndex, why, new Date(now.getTime() + wait));
        return 'retry';
      }
      await notices.failedLater(sent.noticeId, sent.replyIndex, why, null);
      return 'dead';
    });
    if (done === undefined) return;
    const level = done === 'dead' ? 'error' : 'warn';
    log[level]({ wamid, code, next: done }, 'whatsapp: a message was not delivered');
  };

  /** The flow input of one inbound message, or a page of the last list ("Ver más"). */
  const inputOf = async (m: Inbound, profile: ProfileHint | undefined): Promise<FlowInput | { more: number }> => {
    const hint = profile ? { profile } : {};
    if (m.type === 'text' && m.text) {
      // No command menu on WhatsApp: "estado", "ayuda", "humano" typed alone (or with the slash) are the commands.
      const command = typedCommandOf(m.text.body);
      return command ? { kind: 'command', command, ...hint } : { kind: 'text', text: m.text.body, ...hint };
    }
    const id = m.interactive?.button_reply?.id ?? m.interactive?.list_reply?.id ?? m.button?.payload;
    if (id !== undefined) {
      const page = morePage(id);
      if (page !== undefined) return { more: page };
      const value = id.startsWith(CALLBACK_TOKEN_PREFIX) ? ((await o.callbackTokens.valueOf(id)) ?? id) : id;
      return { kind: 'choice', value, ...hint };
    }
    const phone = m.contacts?.[0]?.phones?.[0];
    if (m.type === 'contacts' && phone?.phone)
      return { kind: 'contact', phone: phone.phone.startsWith('+') ? phone.phone : `+${phone.wa_id ?? phone.phone}`, ...hint };
    // A photo or a document reaches the staff of a hand-off as a file (fetched from Meta by its media id).
    const media = m.image ?? m.document ?? m.video ?? m.audio ?? m.sticker;
    const file: GuestFile | undefined = media && {
      ref: media.id,
      ...(media.filename ? { name: media.filename } : {}),
      ...(media.mime_type ? { mime: media.mime_type } : {}),
      ...(media.caption ? { caption: media.caption } : {}),
    };
    return { kind: 'unsupported', what: UNSUPPORTED[m.type] ?? 'other', ...(file ? { file } : {}), ...hint };
  };

  const handle = async (m: Inbound, profileName: string | undefined): Promise<void> => {
    if (await repo.seen(m.id)) return;
    const now = o.clock.now();
    await repo.inbound(m.from, profileName, now);
    const input = await inputOf(m, profileOf(profileName, m.from));
    const chat = { channel: WHATSAPP_CHANNEL, chatId: m.from };
    if ('more' in input) {
      // The next page of the last list: not a conversation step, but still handled once.
      if (!(await repo.record(m.id, m.from, now))) return;
      const list = await repo.lastChoices(m.from);
      const lang = (await o.conversations.state(chat))?.lang ?? o.lang ?? 'es';
      if (list) await send(m.from, { text: list.text, choices: list.choices }, lang, { noticeId: null, replyIndex: 0 }, input.more);
    } else {
      try {
        await o.conversations.handle(chat, input, {
          lang: o.lang ?? 'es',
          commit: (tx) => new WhatsAppRepo(tx).record(m.id, m.from, now),
          outbox: noticeChannel,
          ...(o.beforeSave ? { beforeSave: () => o.beforeSave!({ id: m.id, from: m.from, ...(m.text ? { text: m.text.body } : {}) }) } : {}),
        });
      } catch (err) {
        // Nothing of it was saved (the bot database failed): the guest is asked to write again, in their language.
        log.error({ err, input: input.kind }, 'whatsapp: message not handled');
        const lang = (await o.conversations.state(chat).catch(() => undefined))?.lang ?? o.lang ?? 'es';
        await o.graph
          .send(m.from, { type: 'text', text: { body: TEXTS[lang].somethingWentWrong } })
          .catch((e: unknown) => log.error({ error: (e as Error).message }, 'whatsapp: apology could not be sent'));
        return;
      }
    }
    await o.graph.markRead(m.id).catch((err: unknown) => log.warn({ error: (err as Error).message }, 'whatsapp: mark as read failed'));
    // Handled messages are kept while Meta may still retry their webhook (7 days), then forgotten (hourly).
    if (now.getTime() - prunedAt > 3_600_000) {
      prunedAt = now.getTime();
      await repo.prune(new Date(now.getTime() - WHATSAPP_RETENTION_MS));
    }
  };

  /** Messages of one guest are handled in order; different guests concurrently (the conversation service serialises per chat). */
  const track = (work: Promise<void>) => {
    const p = work.catch((err: unknown) => log.error({ err }, 'whatsapp: message not handled'));
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

  return {
    noticeChannel,
    async verify(req, reply) {
      const q = req.query as Record<string, string | undefined>;
      if (q['hub.mode'] === 'subscribe' && q['hub.verify_token'] === o.verifyToken && q['hub.challenge'] !== undefined)
        return reply.code(200).type('text/plain').send(q['hub.challenge']);
      log.warn({ mode: q['hub.mode'] }, 'whatsapp: webhook verification refused (WHATSAPP_VERIFY_TOKEN differs)');
      return reply.code(403).send({ error: 'forbidden', message: 'verification token mismatch' });
    },
    async receive(req, reply) {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from(typeof req.body === 'string' ? req.body : '');
      const signature = req.headers['x-hub-signature-256'];
      if (!verifyWhatsAppSignature(o.appSecret, raw, typeof signature === 'string' ? signature : undefined)) {
        log.warn({}, 'whatsapp: webhook refused (X-Hub-Signature-256 missing or wrong; check WHATSAPP_APP_SECRET)');
        return reply.code(401).send({ error: 'invalid_signature', message: 'X-Hub-Signature-256 missing or wrong' });
      }
      let body: z.infer<typeof WebhookBody>;
      try {
        body = WebhookBody.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        log.warn({}, 'whatsapp: webhook body not understood');
        return reply.code(400).send({ error: 'invalid_payload', message: 'not a WhatsApp Business Account webhook' });
      }
      // Every message is kept before the 200: a crash before it is handled loses nothing (handled at the restart, see resume()).
      const now = o.clock.now();
      try {
        await o.store.transaction(async (tx) => {
          const inbox = new WhatsAppRepo(tx);
          for (const entry of body.entry)
            for (const change of entry.changes) {
              const names = new Map((change.value.contacts ?? []).map((c) => [c.wa_id ?? '', c.profile?.name]));
              for (const m of change.value.messages ?? []) await inbox.receive(m.id, m.from, names.get(m.from), m, now);
            }
        });
      } catch (err) {
        log.error({ err }, 'whatsapp: messages not kept (bot database); Meta will retry');
        return reply.code(500).send({ error: 'unavailable', message: 'try again later' });
      }
      for (const entry of body.entry)
        for (const change of entry.changes) {
          const v = change.value;
          // sent, delivered and read need nothing; a failed one reopens the notice it carried.
          for (const st of v.statuses ?? [])
            if (st.status === 'failed' && st.id) track(onFailed(st.id, st.errors?.[0] as { code?: number; title?: string; message?: string } | undefined));
          const names = new Map((v.contacts ?? []).map((c) => [c.wa_id ?? '', c.profile?.name]));
          // One guest's messages in the order Meta lists them.
          const byGuest = new Map<string, Inbound[]>();
          for (const m of v.messages ?? []) byGuest.set(m.from, [...(byGuest.get(m.from) ?? []), m]);
          for (const [from, list] of byGuest)
            track(
              (async () => {
                for (const m of list) await handle(m, names.get(from));
              })(),
            );
        }
      return reply.code(200).send({ ok: true });
    },
    resume() {
      track(
        (async () => {
          const byGuest = new Map<string, Array<{ m: Inbound; name: string | undefined }>>();
          for (const kept of await repo.unhandled()) {
            const m = InboundMessage.safeParse(kept.message);
            if (!m.success) continue;
            byGuest.set(m.data.from, [...(byGuest.get(m.data.from) ?? []), { m: m.data, name: kept.profileName ?? undefined }]);
          }
          await Promise.all(
            [...byGuest.values()].map(async (list) => {
              for (const { m, name } of list) await handle(m, name);
            }),
          );
        })(),
      );
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await o.conversations.idle();
    },
  };
}
