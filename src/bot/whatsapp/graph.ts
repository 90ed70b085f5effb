/**
 * The WhatsApp Business Cloud API's messages endpoint (Meta's Graph API), as
 * the bot uses it: `POST {apiUrl}/{phone-number-id}/messages` with the access
 * token as a bearer, to send a message or mark one as read. Meta's error
 * shape (`{error: {message, type, code, error_subcode?, error_data?}}`) is
 * read into a {@link GraphError}; throttling (codes 4, 80007, 130429, 131048,
 * 131056) and 5xx are retried a few times with backoff before giving up.
 */
import { request } from 'undici';
import type { WhatsAppPayload } from './format.js';

/** The Graph API base with its version (WHATSAPP_API_URL's default). */
export const DEFAULT_GRAPH_API_URL = 'https://graph.facebook.com/v23.0';

/** The largest guest file the bot downloads for the staff, bytes (25 MB; WhatsApp documents may be larger). */
export const WHATSAPP_DOWNLOAD_MAX = 25 * 1024 * 1024;

/** Cloud API error codes that mean "slow down": retried with backoff. */
export const THROTTLE_CODES: ReadonlySet<number> = new Set([4, 80007, 130429, 131048, 131056]);

/** The error code of a free-form message sent more than 24 hours after the guest's last message (a template is needed). */
export const OUTSIDE_WINDOW_CODE = 131047;

/**
 * Error codes of a `failed` message status that are worth sending again
 * later: throttling, Meta's transient errors (1, 2, 131000 "something went
 * wrong", 131016 service unavailable, 133004 server temporarily
 * unavailable). Any other failure (131026 undeliverable, 131051 unsupported
 * type, …) is final; 131047 (the window) is sent again as a template.
 */
export const RETRYABLE_STATUS_CODES: ReadonlySet<number> = new Set([...THROTTLE_CODES, 1, 2, 131000, 131016, 133004]);

/** Cloud API error codes about the token or its permissions: nothing is delivered until an operator fixes the setting. */
export const TOKEN_CODES: ReadonlySet<number> = new Set([0, 190, 10, 200, 3, 100]);

/** A refusal of the Graph API: Meta's `code` (and subcode), with the HTTP status. */
export class GraphError extends Error {
  override name = 'GraphError';
  readonly code: number;
  readonly status: number;
  constructor(message: string, code: number, status: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** Options of {@link GraphClient}. */
export interface GraphClientOptions {
  /** WHATSAPP_ACCESS_TOKEN. */
  token: string;
  /** WHATSAPP_PHONE_NUMBER_ID: the business number messages are sent from. */
  phoneNumberId: string;
  /** WHATSAPP_API_URL: Graph API base with its version (default {@link DEFAULT_GRAPH_API_URL}). */
  apiUrl?: string;
  /** Waits of the retries of a throttled or failed call, ms (default 500 ms, 2 s, 5 s). */
  retryMs?: readonly number[];
  /** How the client waits (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
}

/** The messages endpoint of one business number. */
export class GraphClient {
  readonly #o: GraphClientOptions;
  readonly #url: string;
  readonly #base: string;
  constructor(o: GraphClientOptions) {
    this.#o = o;
    this.#base = (o.apiUrl ?? DEFAULT_GRAPH_API_URL).replace(/\/+$/, '');
    this.#url = `${this.#base}/${encodeURIComponent(o.phoneNumberId)}/messages`;
  }

  /**
   * Send `payload` to the guest number `to` (its `wa_id`); resolves with the
   * new message's `wamid`.
   * @throws GraphError when Meta refuses it (after the retries of throttling and 5xx).
   */
  async send(to: string, payload: WhatsAppPayload): Promise<string> {
    const res = (await this.#post({ messaging_product: 'whatsapp', recipient_type: 'individual', to, ...payload })) as { messages?: Array<{ id?: string }> };
    return res.messages?.[0]?.id ?? '';
  }

  /** Mark inbound message `wamid` as read (the guest sees the blue ticks). @throws GraphError */
  async markRead(wamid: string): Promise<void> {
    await this.#post({ messaging_product: 'whatsapp', status: 'read', message_id: wamid });
  }

  /**
   * Download an inbound media object (a guest's photo or document) by its
   * media id: `GET {apiUrl}/{media-id}` gives a short-lived URL, fetched with
   * the same bearer.
   * @throws GraphError when Meta refuses the id; Error when the file is over
   *   `maxBytes` (default {@link WHATSAPP_DOWNLOAD_MAX}) or the download fails.
   */
  async fetchMedia(mediaId: string, maxBytes = WHATSAPP_DOWNLOAD_MAX): Promise<{ bytes: Buffer; mime?: string }> {
    const auth = { authorization: `Bearer ${this.#o.token}` };
    const info = await request(`${this.#base}/${encodeURIComponent(mediaId)}?phone_number_id=${encodeURIComponent(this.#o.phoneNumberId)}`, { headers: auth });
    const json = (await info.body.json().catch(() => ({}))) as {
      url?: string;
      mime_type?: string;
      file_size?: number;
      error?: { message?: string; code?: number };
    };
    if (info.statusCode !== 200 || !json.url) throw new GraphError(json.error?.message ?? `HTTP ${info.statusCode}`, json.error?.code ?? 0, info.statusCode);
    if ((json.file_size ?? 0) > maxBytes) throw new Error(`whatsapp media ${mediaId} is ${json.file_size} bytes, more than ${maxBytes}`);
    const res = await request(json.url, { headers: auth });
    if (res.statusCode !== 200) {
      await res.body.dump();
      throw new Error(`whatsapp media download failed: HTTP ${res.statusCode}`);
    }
    const bytes = Buffer.from(await res.body.arrayBuffer());
    if (bytes.length > maxBytes) throw new Error(`whatsapp media ${mediaId} is more than ${maxBytes} bytes`);
    return { bytes, ...(json.mime_type ? { mime: json.mime_type } : {}) };
  }

  async #post(body: object): Promise<unknown> {
    const waits = this.#o.retryMs ?? [500, 2_000, 5_000];
    const sleep = this.#o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    for (let attempt = 0; ; attempt++) {
      const res = await request(this.#url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.#o.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.body.text();
      let json: { error?: { message?: string; code?: number } } = {};
      try {
        json = text ? (JSON.parse(text) as typeof json) : {};
      } catch {
        // not JSON: a proxy or an outage page
      }
      if (res.statusCode >= 200 && res.statusCode < 300 && !json.error) return json;
      const code = json.error?.code ?? 0;
      const error = new GraphError(json.error?.message ?? `HTTP ${res.statusCode}`, code, res.statusCode);
      const retryable = THROTTLE_CODES.has(code) || res.statusCode >= 500 || res.statusCode === 429;
      if (!retryable || attempt >= waits.length) throw error;
      await sleep(waits[attempt]!);
    }
  }
}
