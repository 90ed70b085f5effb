/**
 * The endpoint index, `docs/endpoints.md`: the committed file is what
 * `npm run docs:endpoints` writes from the current code; every route the real
 * server registers (but HEAD and the reference page's assets) is in it
 * exactly once, and nothing else is; every route module, domain method and
 * client method it names exists, and each client method, and the domain
 * method serving an operation (but for a listed few), has its operation's
 * name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildEndpointIndex, ENDPOINTS_DOC_PATH, endpointRows, ROOT, sourceFacts } from '../../scripts/endpoints.js';
import { OPERATIONS } from '../../src/api/contract/operations.js';
import { HotelApiClient } from '../../src/api/client.js';
import { fastifyRouteOf } from '../../src/api/http.js';
import { registeredRoutes, routeKey } from '../helpers/routes.js';

const REGENERATE = 'docs/endpoints.md is out of date: run `npm run docs:endpoints` and commit the result';

/** The rows of the committed index's table: number, `METHOD path` and operation id as written. */
function committedRows(): { endpoint: string; methodPath: string; operationId: string }[] {
  const md = readFileSync(ENDPOINTS_DOC_PATH, 'utf8');
  const table = md.slice(md.indexOf('|---'));
  return [...table.matchAll(/^\| ([^|]*) \| `([A-Z]+ [^`]+)` \| `(\w+)` \|/gm)].map((m) => ({
    endpoint: m[1]!.trim(),
    methodPath: m[2]!.replace(/\\\|/g, '|'),
    operationId: m[3]!,
  }));
}

/**
 * Operations whose handler calls no domain method of the operation's name,
 * each with why. Every other operation reaching the domain calls one method
 * named after its operation id, so one name runs from the table through the
 * route and the domain to the client.
 */
const DOMAIN_NAME_EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  // Endpoints 11 and 12 share one path: one domain method per endpoint (with and without a portal code).
  ['getLegacyVoucherDetails', 'legacyVoucher (11) and legacyVouchersSince (12)'],
  // Endpoints 15 and 16 share `POST /v1/gift-cards`: creating is createGiftCard, listing is listGiftCards (also `GET`).
  ['createOrListGiftCards', 'createGiftCard (15) and listGiftCards (16)'],
  // The service's own HTML pages: the domain's words for what they show or do, not the page's.
  ['showCheckout', 'payments.link, then carrierPayments.checkout for a real carrier'],
  ['payCheckout', "payments.charge: the link's card charged on the sandbox, as Carrier.charge"],
  ['showCheckoutResult', 'carrierPayments.returned, payments.link and payments.lastAttempt'],
  ['showVoucher', 'vouchers.publicVoucher: the voucher record a public link may read'],
]);

/** The module of a file under the root. */
async function load(file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(resolve(ROOT, file)).href)) as Record<string, unknown>;
}

describe('docs/endpoints.md', () => {
  it('is what `npm run docs:endpoints` writes from the current code', () => {
    expect(existsSync(ENDPOINTS_DOC_PATH), REGENERATE).toBe(true);
    expect(readFileSync(ENDPOINTS_DOC_PATH, 'utf8'), REGENERATE).toBe(buildEndpointIndex());
  });

  it('has one row per operation of the table, with its number, method and path', () => {
    const rows = committedRows();
    expect(rows.map((r) => r.operationId)).toEqual(OPERATIONS.map((op) => op.operationId));
    for (const [i, op] of OPERATIONS.entries()) {
      expect(rows[i]!.endpoint).toBe(op.endpoint ?? '');
      expect(rows[i]!.methodPath).toBe(`${op.method.toUpperCase()} ${op.path}`);
    }
    // Every interface endpoint, 1 to 20 and 2b, has a row.
    const numbers = new Set(rows.flatMap((r) => r.endpoint.split(', ').filter(Boolean)));
    expect([...numbers].sort()).toEqual([...Array.from({ length: 20 }, (_, i) => String(i + 1)), '2b'].sort());
  });

  it('lists every route the real server registers exactly once, and nothing else', async () => {
    const registered = await registeredRoutes();
    const byId = new Map(OPERATIONS.map((op) => [op.operationId as string, op]));
    const indexed = committedRows().map((r) => {
      const op = byId.get(r.operationId);
      expect(op, `${r.operationId} is not an operation of the table`).toBeDefined();
      return routeKey(op!.method, fastifyRouteOf(op!));
    });
    expect(registered.length).toBeGreaterThanOrEqual(30);
    for (const route of registered)
      expect(
        indexed.filter((k) => k === route),
        `${route} in the index`,
      ).toHaveLength(1);
    expect(
      indexed.filter((k) => !registered.includes(k)),
      'rows without a route of the server',
    ).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('names route modules, domain methods and client methods that exist', async () => {
    const facts = sourceFacts();
    const rows = endpointRows(OPERATIONS, facts);
    expect(facts.clientClass).toBe(HotelApiClient.name);
    for (const r of rows) {
      expect(r.routeFile, `${r.operationId}: no route module`).toBeDefined();
      expect(existsSync(resolve(ROOT, r.routeFile!)), `${r.operationId}: ${r.routeFile}`).toBe(true);
      if (r.routeFunction) expect(typeof (await load(r.routeFile!))[r.routeFunction], `${r.routeFile} exports ${r.routeFunction}`).toBe('function');
      for (const d of r.domain) {
        const cls = (await load(d.file))[d.className] as { prototype?: Record<string, unknown> } | undefined;
        expect(typeof cls, `${d.file} exports ${d.className}`).toBe('function');
        expect(typeof cls!.prototype?.[d.method], `${r.operationId}: ${d.className}.${d.method}`).toBe('function');
      }
      for (const m of r.clientMethods)
        expect(typeof (HotelApiClient.prototype as unknown as Record<string, unknown>)[m], `${r.operationId}: HotelApiClient.${m}`).toBe('function');
    }
    // The interface's endpoints are served by a route module and reach the domain.
    for (const r of rows.filter((row) => row.endpoint !== null)) {
      expect(r.routeFile, r.operationId).toMatch(/^src\/api\/routes\//);
      expect(r.domain.length, `${r.operationId}: no domain call`).toBeGreaterThan(0);
    }
    // The client calls at least the endpoints the bot uses (17 among them), each by a method of its own name.
    expect(rows.find((r) => r.operationId === 'markReservationsPaid')?.clientMethods).toEqual(['markReservationsPaid']);
    // One name from the table to the client: an operation's client method, when it has one, is named after the operation id.
    for (const r of rows.filter((row) => row.clientMethods.length > 0))
      expect(r.clientMethods, `${r.operationId}: the client method is named after its operation`).toEqual([r.operationId]);
  });

  it('names the domain method serving an operation after the operation, but for the listed exceptions', () => {
    const rows = endpointRows(OPERATIONS, sourceFacts());
    const reaching = rows.filter((r) => r.domain.length > 0);
    for (const r of reaching) {
      const methods = r.domain.map((d) => d.method);
      if (DOMAIN_NAME_EXCEPTIONS.has(r.operationId))
        expect(methods, `${r.operationId} has a domain method of its name now: drop it from the exceptions`).not.toContain(r.operationId);
      else expect(methods, `${r.operationId}: a domain method named after the operation`).toContain(r.operationId);
    }
    // Every exception is an operation reaching the domain.
    expect([...DOMAIN_NAME_EXCEPTIONS.keys()].filter((id) => !reaching.some((r) => r.operationId === id))).toEqual([]);
    // The method of an operation's name is its own: no other operation's handler calls it (but an exception's).
    for (const r of reaching)
      for (const other of reaching)
        if (other !== r && !DOMAIN_NAME_EXCEPTIONS.has(other.operationId))
          expect(
            other.domain.map((d) => d.method),
            `${other.operationId} calls ${r.operationId}`,
          ).not.toContain(r.operationId);
  });
});
