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
import type { FlowInput, Lang, ProfileHint, Reply } from '../../flows/types.js';
import type { UnsupportedContent } from '../../texts/guest.js';
import { CALLBACK_TOKEN_PREFIX, type CallbackTokenRepo } from '../../store/bot/repos.js';
import type { Store } from '../../store/sql.js';
import { WhatsAppRepo } from '../../store/bot/whatsapp.js';
import type { ConversationService } from '../conversation.js';
import { silentLogger, type BotLogger } from '../effects.js';
import { NoticeRefusedError, NoticeThrottledError, type NoticeChannel } from '../outbox.js';
import { morePage, toWhatsAppPayloads, WHATSAPP_LIMITS } from './format.js';
import { GraphError, OUTSIDE_WINDOW_CODE, THROTTLE_CODES, TOKEN_CODES, type GraphClient } from './graph.js';

/** Channel name of WhatsApp conversations in the bot database. */
export const WHATSAPP_CHANNEL = 'whatsapp';

/** Path of Meta's webhook on the bot's receiver. */
export const WHATSAPP_WEBHOOK_PATH = '/whatsapp/webhook';

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
}

/** A running WhatsApp channel. */
export interface WhatsAppChannel {
  /** `GET /whatsapp/webhook`: Meta's verification. */
  verify(req: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** `POST /whatsapp/webhook`: the raw body (a Buffer) checked and answered, its messages handled after. */
  receive(req: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** Sends the replies and notices of WhatsApp chats (register it as the `whatsapp` notice channel). */
  noticeChannel: NoticeChannel;
  /** Resolves when every message received so far was handled (tests, shutdown). */
  idle(): Promise<void>;
}

/** Create the WhatsApp channel (see the module comment). */
export function createWhatsAppChannel(o: WhatsAppChannelOptions): WhatsAppChannel {
  const log = o.logger ?? silentLogger;
  const pending = new Set<Promise<void>>();

  /** A reply with every choice value too long for an id replaced by its token. */
  const withIds = async (reply: Reply): Promise<Reply> => {
    if (!reply.choices?.length) return reply;
    const choices = await Promise.all(
      reply.choices.map(async (c) =>
        c.value.length > WHATSAPP_LIMITS.listRowId || c.value.startsWith(CALLBACK_TOKEN_PREFIX)
          ? { ...c, value: await o.callbackTokens.tokenFor(c.value, o.clock.now()) }
          : c,
      ),
    );
    return { ...reply, choices };
  };

  const send = async (to: string, reply: Reply, lang: Lang, page = 0): Promise<void> => {
    const ready = await withIds(reply);
    if ((ready.choices?.length ?? 0) > 10) await new WhatsAppRepo(o.store.db).rememberChoices(to, { text: ready.text, choices: ready.choices! }, o.clock.now());
    for (const payload of toWhatsAppPayloads(ready, lang, { page })) {
      try {
        await o.graph.send(to, payload);
      } catch (err) {
        if (!(err instanceof GraphError)) throw err;
        if (THROTTLE_CODES.has(err.code)) throw new NoticeThrottledError(err.message, 30_000);
        if (TOKEN_CODES.has(err.code))
          log.error({ code: err.code, error: err.message }, 'whatsapp: the access token or its permissions are refused; check WHATSAPP_ACCESS_TOKEN');
        // Outside the 24-hour window a free-form message is refused for good (templates are the next step).
        if (err.code === OUTSIDE_WINDOW_CODE || (err.status >= 400 && err.status < 500)) throw new NoticeRefusedError(`whatsapp ${err.code}: ${err.message}`);
        throw err;
      }
    }
  };

  const noticeChannel: NoticeChannel = {
    async deliver(chatId, replies, lang, from, delivered) {
      for (let i = from; i < replies.length; i++) {
        await send(chatId, replies[i]!, lang);
        delivered(i + 1);
      }
    },
  };

  /** The flow input of one inbound message, or a page of the last list ("Ver más"). */
  const inputOf = async (m: Inbound, profile: ProfileHint | undefined): Promise<FlowInput | { more: number }> => {
    const hint = profile ? { profile } : {};
    if (m.type === 'text' && m.text) return { kind: 'text', text: m.text.body, ...hint };
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
    return { kind: 'unsupported', what: UNSUPPORTED[m.type] ?? 'other', ...hint };
  };

  const handle = async (m: Inbound, profileName: string | undefined): Promise<void> => {
    const repo = new WhatsAppRepo(o.store.db);
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
      if (list) await send(m.from, { text: list.text, choices: list.choices }, lang, input.more);
    } else {
      await o.conversations.handle(chat, input, {
        lang: o.lang ?? 'es',
        commit: (tx) => new WhatsAppRepo(tx).record(m.id, m.from, now),
        outbox: noticeChannel,
      });
    }
    await o.graph.markRead(m.id).catch((err: unknown) => log.warn({ error: (err as Error).message }, 'whatsapp: mark as read failed'));
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
      for (const entry of body.entry)
        for (const change of entry.changes) {
          const v = change.value;
          for (const s of v.statuses ?? []) if (s.status === 'failed') log.error({ wamid: s.id, errors: s.errors }, 'whatsapp: a message was not delivered');
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
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await o.conversations.idle();
    },
  };
}
