/**
 * What the carrier adapters share: one API call with a bearer credential and
 * a time limit, its failures classified into the carriers' typed errors
 * (never carrying a credential), and small readers of untrusted input.
 */
import { request, type Dispatcher } from 'undici';
import { type Clock, systemClock } from '../../../clock.js';
import { CarrierAuthError, CarrierProtocolError, CarrierRequestError, CarrierUnavailableError, type CarrierName, type RawCarrierEvent } from './types.js';

/** A carrier's API as an adapter calls it. */
export interface CarrierApi {
  carrier: CarrierName;
  /** The carrier's name in messages (`Wompi`, `Mercado Pago`). */
  label: string;
  /** API base URL, no trailing slash. */
  baseUrl: string;
  /** The bearer credential (a private key, an access token): sent, never put in a message. */
  bearer: string;
  /** What the credential is called in messages (`la llave privada`, `el access token`). */
  credentialName: string;
  /** Time limit of each call (connect, headers and body), ms. */
  timeoutMs: number;
  dispatcher?: Dispatcher | undefined;
  /** The carrier's error code in an error body, if any. */
  errorCode(json: unknown): string | undefined;
}

/** Options every HTTP carrier adapter takes; each adapter documents why its event window is what it is. */
export interface HttpCarrierOptions {
  /** Time of checkouts' expiry and of events' freshness (tests pass a ManualClock). */
  clock?: Clock;
  /** Time limit of each API call (connect, headers and body), ms (default 10000). */
  timeoutMs?: number;
  /** undici dispatcher for the API calls (default undici's global one). */
  dispatcher?: Dispatcher;
  /** Oldest event accepted, ms before now by the event's own time (default 72 h); older ones are refused as `stale`. */
  maxEventAgeMs?: number;
  /** How far in the future an event's time may be (clock skew), ms (default 5 minutes). */
  maxEventSkewMs?: number;
}

/** An adapter's clock and the window of event times it accepts, ms. */
export interface CarrierTiming {
  clock: Clock;
  maxAgeMs: number;
  maxSkewMs: number;
}

/** The timing of an adapter built with `opts`: its clock (default the system's) and event window (default 72 h back, 5 minutes ahead). */
export function carrierTiming(opts: HttpCarrierOptions): CarrierTiming {
  return { clock: opts.clock ?? systemClock, maxAgeMs: opts.maxEventAgeMs ?? 72 * 3600_000, maxSkewMs: opts.maxEventSkewMs ?? 5 * 60_000 };
}

/** `api` (the carrier's own parts) with the call limits of `opts`: a 10 s time limit unless given, and its dispatcher. */
export function carrierApi(api: Omit<CarrierApi, 'timeoutMs' | 'dispatcher'>, opts: HttpCarrierOptions): CarrierApi {
  return { ...api, timeoutMs: opts.timeoutMs ?? 10_000, dispatcher: opts.dispatcher };
}

/** Options of one {@link callCarrierApi} call. */
export interface CarrierCallOptions {
  /** A 404 answers undefined instead of throwing. */
  allow404?: boolean;
  /** JSON body. */
  body?: unknown;
  /** Sent as `X-Idempotency-Key`. */
  idempotencyKey?: string;
}

/**
 * One call to `api`: `method path` with `Authorization: Bearer`, JSON in and
 * out, within the time limit. Answers the parsed JSON body (undefined for an
 * empty body, or for a 404 with `allow404`).
 *
 * @throws CarrierUnavailableError unreachable, timed out, 5xx or 429 (retry later);
 *   CarrierAuthError 401/403; CarrierRequestError other 4xx (with the carrier's code);
 *   CarrierProtocolError a 2xx whose body is not JSON. Messages name the call without its query.
 */
export async function callCarrierApi(api: CarrierApi, method: 'GET' | 'POST' | 'PUT', path: string, opts: CarrierCallOptions = {}): Promise<unknown> {
  const where = `${method} ${pathOnly(path)}`;
  let status: number;
  let text: string;
  try {
    const res = await request(`${api.baseUrl}${path}`, {
      method,
      dispatcher: api.dispatcher,
      signal: AbortSignal.timeout(api.timeoutMs),
      headersTimeout: api.timeoutMs,
      bodyTimeout: api.timeoutMs,
      headers: {
        authorization: `Bearer ${api.bearer}`,
        accept: 'application/json',
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.idempotencyKey !== undefined ? { 'x-idempotency-key': opts.idempotencyKey } : {}),
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
    status = res.statusCode;
    text = await res.body.text();
  } catch (err) {
    const what =
      err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError' || /timeout/i.test(err.name))
        ? 'no respondió a tiempo'
        : 'no se pudo contactar';
    throw new CarrierUnavailableError(api.carrier, `${api.label} ${what} (${where})`);
  }
  let json: unknown;
  if (text.trim()) {
    try {
      json = JSON.parse(text);
    } catch {
      if (status >= 200 && status < 300) throw new CarrierProtocolError(api.carrier, `${api.label} respondió ${status} sin JSON (${where})`);
    }
  }
  if (status >= 200 && status < 300) return json;
  if (status === 404 && opts.allow404) return undefined;
  if (status === 401 || status === 403) throw new CarrierAuthError(api.carrier, `${api.label} rechazó ${api.credentialName} (${status}, ${where})`, status);
  if (status >= 500 || status === 429) throw new CarrierUnavailableError(api.carrier, `${api.label} respondió ${status} (${where})`, status);
  const code = api.errorCode(json);
  throw new CarrierRequestError(api.carrier, `${api.label} rechazó la solicitud (${status}${code ? ` ${safeText(code)}` : ''}, ${where})`, status, code);
}

/** The value of header `name` (lower case) among `headers` (names in any case); the first of a repeated one. */
export function header(headers: RawCarrierEvent['headers'], name: string): string | undefined {
  for (const [k, v] of Object.entries(headers)) {
    if (k.toLowerCase() === name) return typeof v === 'string' ? v : v?.[0];
  }
  return undefined;
}

/** Whether `v` is a plain JSON object (not null, not an array). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Whether `s` is an absolute http(s) URL. */
export function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The path of an API call without its query (references stay out of messages). */
export function pathOnly(path: string): string {
  return path.split('?')[0] ?? path;
}

/** Untrusted text trimmed for a message: at most 40 printable characters. */
export function safeText(s: string): string {
  return s.replace(/[^\x20-\x7e]/g, '?').slice(0, 40);
}
