/**
 * SSRF guard of outbound URLs that clients supply (webhooks, redirects;
 * `docs/decisions/0013-outbound-urls.md`): only http(s), and in production never an address of the
 * service's own network — loopback, link-local (cloud metadata at
 * 169.254.169.254), private, unique-local, unspecified, multicast, reserved,
 * or the IPv4-mapped IPv6 form of any of them — unless the host is listed in
 * the allow-list. The demo mode allows loopback (so the embedded bot's
 * receiver on 127.0.0.1 gets its webhooks).
 *
 * Checked twice: at creation ({@link checkOutboundUrl}, synchronous: the
 * scheme, literal IP addresses and `localhost` names) and at every delivery
 * ({@link checkDeliveryTarget}, which resolves the host name and checks every
 * address it resolves to; and {@link guardedLookup}, used by the delivery
 * connection itself so a DNS answer that changes between the check and the
 * connection cannot slip through).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { ValidationError } from './errors.js';

/** Where outbound requests may go. */
export interface OutboundPolicy {
  /** Allow loopback targets (127.0.0.0/8, ::1, `localhost`). True in demo mode only. */
  allowLoopback: boolean;
  /**
   * Host names, literal IP addresses or CIDR ranges exempt from the address
   * checks: a host name is compared case-insensitively with the URL's host (no
   * port; IPv6 without brackets); an IP address or range also admits a host
   * name that resolves into it, e.g. `['hooks.partner.internal', '10.0.0.7',
   * '10.20.0.0/16', 'fd00::/8']`.
   */
  allowHosts: readonly string[];
}

/** The production policy: no loopback, no allow-listed hosts. */
export const STRICT_OUTBOUND_POLICY: OutboundPolicy = Object.freeze({ allowLoopback: false, allowHosts: Object.freeze([]) as readonly string[] });

/** Resolves a host name to all its addresses (like `dns.promises.lookup(host, { all: true })`). */
export type HostResolver = (host: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

/** The system resolver (`node:dns/promises` lookup, every address, IPv4 and IPv6). */
export const systemResolver: HostResolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * A delivery target refused by the policy. `reason` is Spanish text naming
 * the host and the address class, e.g. `"10.0.0.1 es una dirección privada"`.
 * Deliveries refused this way are dead-lettered at once (never retried).
 */
export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError';
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** The host of a URL as compared with the allow-list: lower case, IPv6 without brackets, no trailing dot. */
function hostOf(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

function allowListed(host: string, policy: OutboundPolicy): boolean {
  return (
    policy.allowHosts.some(
      (h) =>
        h
          .toLowerCase()
          .replace(/^\[(.*)\]$/, '$1')
          .replace(/\.$/, '') === host,
    ) || addressAllowListed(host, policy)
  );
}

/** Parsed CIDR ranges of the allow-lists seen (an address `a` is the range `a/32` or `a/128`). */
const rangesCache = new WeakMap<readonly string[], Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>>();

function allowedRanges(policy: OutboundPolicy): Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> {
  let ranges = rangesCache.get(policy.allowHosts);
  if (!ranges) {
    ranges = [];
    for (const entry of policy.allowHosts) {
      const e = entry.trim().replace(/^\[(.*)\]$/, '$1');
      try {
        if (e.includes('/')) ranges.push(ipaddr.parseCIDR(e));
        else if (ipaddr.isValid(e)) {
          const ip = ipaddr.parse(e);
          ranges.push([ip, ip.kind() === 'ipv4' ? 32 : 128]);
        }
      } catch {
        // A host name, compared as text by allowListed.
      }
    }
    rangesCache.set(policy.allowHosts, ranges);
  }
  return ranges;
}

/** Whether the IP address `address` lies in an address or CIDR range of the allow-list (IPv4-mapped IPv6 judged as IPv4). */
function addressAllowListed(address: string, policy: OutboundPolicy): boolean {
  if (policy.allowHosts.length === 0 || !ipaddr.isValid(address.replace(/%.*$/, ''))) return false;
  let ip = ipaddr.parse(address.replace(/%.*$/, ''));
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return allowedRanges(policy).some(([net, bits]) => net.kind() === ip.kind() && ip.match([net, bits] as never));
}

/**
 * Parse an allow-list setting: comma-separated host names, IP addresses and
 * CIDR ranges (`hooks.partner.internal,10.0.0.7,10.20.0.0/16`), blanks ignored.
 *
 * @throws Error naming the first entry that is none of these.
 */
export function parseAllowList(text: string): string[] {
  const entries = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  for (const e of entries) {
    const bare = e.replace(/^\[(.*)\]$/, '$1');
    if (e.includes('/')) {
      if (!ipaddr.isValidCIDR(bare)) throw new Error(`"${e}" is not a valid CIDR range`);
    } else if (!ipaddr.isValid(bare) && !/^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*\.?$/i.test(bare))
      throw new Error(`"${e}" is not a host name, an IP address or a CIDR range`);
  }
  return entries;
}

/** `localhost` and its subdomains (RFC 6761: always loopback). */
function isLocalhostName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * Why address `address` (IPv4 or IPv6 text) may not be reached under
 * `policy`, or undefined when it may. Only globally routable unicast
 * addresses pass (and loopback when `policy.allowLoopback`); IPv4-mapped IPv6
 * addresses are judged as the IPv4 address they carry.
 */
export function refusedAddressReason(address: string, policy: OutboundPolicy): string | undefined {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address.replace(/%.*$/, ''));
  } catch {
    return SERVICE_TEXTS.notAnIpAddress(address);
  }
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (range === 'unicast') return undefined;
  if (range === 'loopback' && policy.allowLoopback) return undefined;
  if (addressAllowListed(ip.toString(), policy)) return undefined;
  return SERVICE_TEXTS.refusedAddress(address, range);
}

/**
 * The synchronous part of the check of `url`: scheme http(s), and, unless the
 * host is allow-listed, a literal IP must be public unicast (or loopback when
 * allowed) and `localhost` names need `allowLoopback`. Host names are not
 * resolved here (see {@link checkDeliveryTarget}).
 *
 * @returns the reason (Spanish) the URL is refused, or undefined when it passes.
 */
export function outboundUrlProblem(url: string, policy: OutboundPolicy): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return SERVICE_TEXTS.notHttpUrl;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return SERVICE_TEXTS.notHttpUrl;
  const host = hostOf(u);
  if (allowListed(host, policy)) return undefined;
  if (isLocalhostName(host)) return policy.allowLoopback ? undefined : SERVICE_TEXTS.loopbackHost(host);
  if (isIP(host)) return refusedAddressReason(host, policy);
  return undefined;
}

/**
 * Creation-time SSRF check of a client-supplied outbound URL (endpoint 14's
 * `temp_webhook_url` and `redirect.*_url`, endpoint 15's URLs).
 * Synchronous: scheme, literal IP addresses and `localhost`; DNS names are
 * checked at delivery. Does nothing when `url` is undefined or null.
 *
 * @param field the request field, named in the error (e.g. `'temp_webhook_url'`, `'redirect.success_url'`).
 * @throws ValidationError (400) `"Campos inválidos: <field>: <reason>"` when refused.
 */
export function checkOutboundUrl(url: string | undefined | null, policy: OutboundPolicy, field: string): void {
  if (url === undefined || url === null) return;
  const problem = outboundUrlProblem(url, policy);
  if (problem) throw new ValidationError(SERVICE_TEXTS.outboundUrlRefused(field, problem));
}

/**
 * Delivery-time check of `url`: the synchronous checks, then (unless the host
 * is allow-listed or a literal IP) every address the host resolves to must
 * pass {@link refusedAddressReason}.
 *
 * @throws OutboundRefusedError when the policy refuses the target (dead-letter it);
 *   the resolver's error (e.g. `ENOTFOUND`) when the name does not resolve (retry it).
 */
export async function checkDeliveryTarget(url: string, policy: OutboundPolicy, resolve: HostResolver = systemResolver): Promise<void> {
  const problem = outboundUrlProblem(url, policy);
  if (problem) throw new OutboundRefusedError(problem);
  const host = hostOf(new URL(url));
  if (allowListed(host, policy) || isIP(host) || isLocalhostName(host)) return;
  const addresses = await resolve(host);
  if (addresses.length === 0) throw new Error(SERVICE_TEXTS.hostResolvesToNothing(host));
  for (const a of addresses) {
    const why = refusedAddressReason(a.address, policy);
    if (why) throw new OutboundRefusedError(SERVICE_TEXTS.hostResolvesTo(host, why));
  }
}

/**
 * A `net.connect` lookup function for the delivery connection: resolves
 * `hostname` with `resolve` and fails with {@link OutboundRefusedError} when any
 * address is refused by `policy` (unless the host is allow-listed), so the
 * address actually connected to is the one checked (no DNS-rebinding window).
 * Works with `all: true` (Node's happy-eyeballs) and single-address calls.
 */
export function guardedLookup(policy: OutboundPolicy, resolve: HostResolver = systemResolver): LookupFunction {
  return ((hostname: string, options: { all?: boolean; family?: number | string }, callback: (...args: unknown[]) => void) => {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    resolve(host).then(
      (found) => {
        let addresses = [...found];
        const fam = options?.family === 'IPv4' ? 4 : options?.family === 'IPv6' ? 6 : Number(options?.family ?? 0);
        if (fam === 4 || fam === 6) addresses = addresses.filter((a) => a.family === fam);
        if (!allowListed(host, policy))
          for (const a of addresses) {
            const why = refusedAddressReason(a.address, policy);
            if (why) return callback(new OutboundRefusedError(SERVICE_TEXTS.hostResolvesTo(host, why)));
          }
        if (addresses.length === 0) return callback(Object.assign(new Error(SERVICE_TEXTS.hostResolvesToNothing(host)), { code: 'ENOTFOUND' }));
        if (options?.all) return callback(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: unknown) => callback(err),
    );
  }) as LookupFunction;
}
