/**
 * Bearer authentication of the interface's API as a Fastify plugin
 * (`docs/decisions/0001-auth-and-principals.md`): every request of the scope
 * that registers it must carry `Authorization: Bearer <api key>` naming a
 * key that exists and is not revoked; the key's principal and its own rate
 * limit are set on the request for the routes (`principalOf` of `../http.ts`)
 * and the key rate limit (`./keyRateLimit.ts`). Anything else is a 401 in the
 * generic envelope with a Spanish detail.
 */
import type { FastifyRequest } from 'fastify';
import type { Store } from '../../store/sql.js';
import { API_KEY_LOOKUP_TABLES, findApiKey } from '../../store/service/apiKeys.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { UnauthorizedError } from '../domain/errors.js';
import fp from 'fastify-plugin';

/** Options of {@link bearerAuth}. */
export interface BearerAuthOptions {
  /** The service database holding the API keys. */
  store: Store;
  /**
   * Called with each request that fails authentication, just before its 401
   * is thrown (the per-IP limit of failed authentications counts it:
   * `recordAuthFailure` of `./authFailureLimit.ts`).
   */
  onFailure?: ((req: FastifyRequest) => void) | undefined;
}

/**
 * Plugin: an `onRequest` hook on the registering scope (not encapsulated)
 * that authenticates every request by its bearer API key and sets
 * `req.principal` and `req.keyRatePerSecond`. Register it before the routes,
 * after the per-IP limit of failed authentications (`./authFailureLimit.ts`),
 * whose hook must run first.
 *
 * The key is looked up once for the concurrent requests of the same key that
 * arrived before the lookup started and, on SQLite, kept while the keys and
 * agencies are unchanged (a revocation committed before a request is still
 * seen by it).
 *
 * @throws UnauthorizedError (401) no `Bearer` header, or an unknown or revoked key.
 */
export const bearerAuth = fp(
  async (scope, opts: BearerAuthOptions) => {
    const { store, onFailure } = opts;
    scope.decorateRequest('principal', undefined);
    scope.decorateRequest('keyRatePerSecond', undefined);
    const failed = (req: FastifyRequest, detail: string): never => {
      onFailure?.(req);
      throw new UnauthorizedError(detail);
    };
    scope.addHook('onRequest', async (req) => {
      const header = req.headers.authorization;
      const m = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!m) return failed(req, SERVICE_TEXTS.auth.missingBearer);
      const token = m[1]!;
      const key = await store.readWhileUnchanged(`api-key:${token}`, (ex) => findApiKey(ex, token), API_KEY_LOOKUP_TABLES);
      if (!key) return failed(req, SERVICE_TEXTS.auth.invalidKey);
      req.principal = { keyId: key.id, kind: key.principalKind, id: key.principalId, agencyType: key.agencyType };
      req.keyRatePerSecond = key.rateLimitPerSecond;
    });
  },
  { name: 'hotelbot-bearer-auth', fastify: '5.x' },
);
