/**
 * The companion service's Fastify app: API-key authentication (DECISIONS §3),
 * the error envelope, and the routes of the interface plus the hosted
 * checkout. Routes only translate HTTP ↔ domain calls.
 */
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { Db } from '../store/db.js';
import { findApiKey } from '../store/service/apiKeys.js';
import { systemClock, type Clock } from '../clock.js';
import { AvailabilityService } from './domain/availability.js';
import { BookingsService } from './domain/bookings.js';
import { SandboxCarrier, type Carrier } from './domain/carrier.js';
import { DomainError, UnauthorizedError } from './domain/errors.js';
import { PaymentsService } from './domain/payments.js';
import { GiftCardsService } from './domain/giftCards.js';
import { BalancesService } from './domain/balances.js';
import { STRICT_OUTBOUND_POLICY, type OutboundPolicy } from './domain/ssrf.js';
import { enqueueGiftCardWebhook, registerWebhookHooks } from './domain/webhooks.js';
import { TransactionsService } from './domain/transactions.js';
import { VoucherLedger } from './domain/vouchers.js';
import { envelope, IdempotencyStore } from './http.js';
import { bookingRoutes } from './routes/bookings.js';
import { checkoutRoutes } from './routes/checkout.js';
import { linkRoutes } from './routes/links.js';
import { balanceRoutes } from './routes/balances.js';
import { giftCardRoutes } from './routes/giftCards.js';
import { transactionRoutes } from './routes/transactions.js';
import { reportRoutes } from './routes/reports.js';
import { staffRoutes } from './routes/staff.js';

/** Options of {@link buildServer}. */
export interface ServerOptions {
  /** The service database, migrated. */
  db: Db;
  /** Base URL guests reach the hosted checkout at, e.g. `http://localhost:3000`. */
  publicBaseUrl: string;
  /** Clock for deadlines, expiry and settlement (default: system clock). */
  clock?: Clock;
  /** Carrier charging cards (default: the sandbox carrier). */
  carrier?: Carrier;
  /** Delay before the sandbox's in-process card settles, ms (default 10000). */
  sandboxSettleDelayMs?: number;
  /** Fastify logger: true, false, or pino options (default false). */
  logger?: boolean | { level: string };
  /** Where client-supplied webhook and redirect URLs may point (DECISIONS §8; default: public addresses only). */
  outboundPolicy?: OutboundPolicy;
}

/** The domain services and settings the routes use. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  payments: PaymentsService;
  bookings: BookingsService;
  availability: AvailabilityService;
  idempotency: IdempotencyStore;
  giftCards: GiftCardsService;
  balances: BalancesService;
  transactions: TransactionsService;
  /** Voucher records and chatbot reservations, kept in step with payment links. */
  vouchers: VoucherLedger;
  /** Type of agency `id` ('retailer' | 'wholesale'), undefined when unknown. */
  agencyType(id: number): string | undefined;
}

/** Build the domain services over a database, with the webhook outbox hooks registered. */
export function createContext(opts: ServerOptions): ServiceContext {
  const clock = opts.clock ?? systemClock;
  const carrier = opts.carrier ?? new SandboxCarrier(opts.sandboxSettleDelayMs ?? 10_000);
  const policy = opts.outboundPolicy ?? STRICT_OUTBOUND_POLICY;
  const payments = new PaymentsService(opts.db, clock, carrier, opts.publicBaseUrl, policy);
  const agencyStmt = opts.db.prepare<[number], { agency_type: string }>('SELECT agency_type FROM agencies WHERE id = ?');
  // The outbox rows of webhooks are written by hooks inside each payment's transaction.
  registerWebhookHooks({ db: opts.db, payments });
  const vouchers = new VoucherLedger(opts.db);
  payments.addHooks({ linkChanged: (code, iso) => vouchers.syncLink(code, iso) });
  const giftCards = new GiftCardsService(opts.db, clock, payments, policy);
  giftCards.onPayment((o) => enqueueGiftCardWebhook(opts.db, o));
  return {
    db: opts.db,
    clock,
    payments,
    bookings: new BookingsService(opts.db, clock, payments),
    availability: new AvailabilityService(opts.db),
    idempotency: new IdempotencyStore(opts.db, clock),
    giftCards,
    balances: new BalancesService(opts.db, clock, payments),
    transactions: new TransactionsService(opts.db, payments),
    vouchers,
    agencyType: (id) => agencyStmt.get(id)?.agency_type,
  };
}

/**
 * Build (without listening) the service's Fastify app. Trailing slashes are
 * optional on every path (DECISIONS §2).
 */
export function buildServer(opts: ServerOptions): { app: FastifyInstance; ctx: ServiceContext } {
  const ctx = createContext(opts);
  const app = Fastify({
    logger: opts.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.decorateRequest('principal', undefined);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof DomainError) return reply.code(err.status).send(envelope(err.status, err.detail));
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(415).send(envelope(415, `Tipo de contenido no soportado: ${req.headers['content-type'] ?? 'ninguno'}`));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(envelope(413, 'El cuerpo de la solicitud es demasiado grande'));
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return reply.code(400).send(envelope(400, 'Campos inválidos: cuerpo: se esperaba un objeto JSON'));
    if (err.statusCode === 400) return reply.code(400).send(envelope(400, 'El cuerpo de la solicitud no es JSON válido'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return reply.code(err.statusCode).send(envelope(err.statusCode, err.message));
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(envelope(500, 'Ocurrió un error inesperado; intente de nuevo más tarde'));
  });
  app.setNotFoundHandler((req, reply) => reply.code(404).send(envelope(404, `No existe la ruta ${req.method} ${req.url.split('?')[0]}`)));

  app.get('/health', () => ({ status: 'ok' }));

  // Hosted checkout: public, reached by whoever holds the link's unguessable code.
  app.register(async (pub) => {
    await pub.register(formbody);
    checkoutRoutes(pub, ctx);
  });

  // The interface's API: bearer API keys.
  app.register(async (api) => {
    api.addHook('onRequest', async (req) => {
      const header = req.headers.authorization;
      const m = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!m) throw new UnauthorizedError('Falta la cabecera Authorization: Bearer <clave de API>');
      const key = findApiKey(ctx.db, m[1]!);
      if (!key) throw new UnauthorizedError('La clave de API no es válida o fue revocada');
      req.principal = { keyId: key.id, kind: key.principalKind, id: key.principalId };
    });
    bookingRoutes(api, ctx);
    linkRoutes(api, ctx);
    giftCardRoutes(api, ctx);
    transactionRoutes(api, ctx);
    reportRoutes(api, ctx);
    staffRoutes(api, ctx);
    // Endpoints 1, 2, 2b, 3 in their own scope (multipart parsing for receipts).
    await api.register(async (scope) => balanceRoutes(scope, ctx));
  });

  return { app, ctx };
}
