/**
 * `POST /carriers/{carrier}/events`: where real carriers report their
 * transactions (Wompi's events URL, Mercado Pago's notification URL). The
 * body is kept as the raw bytes received — signatures are verified on them,
 * before anything is parsed — and handed with the headers and the query to
 * {@link CarrierPayments.receiveCarrierEvent}: 200 `{received: true, detail}` when
 * received (applied or nothing to apply); in the service's error envelope,
 * 401 when not genuine (nothing changes), 404 for an unknown carrier, 503
 * when the carrier must be asked and cannot be now (it retries).
 */
import type { FastifyInstance } from 'fastify';
import { serve } from '../http.js';
import type { ServiceContext } from '../context.js';
import { NotFoundError, ServiceUnavailableError, UnauthorizedError } from '../domain/errors.js';
import { SERVICE_TEXTS } from '../../texts/service.js';

/** Largest event body accepted, bytes: Wompi's and Mercado Pago's events are a few kilobytes. */
const EVENT_BODY_LIMIT = 256 * 1024;

/**
 * Register the events route on its own public scope, whose only body parser
 * keeps every body as a Buffer.
 */
export function carrierPaymentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  serve(
    app,
    'receiveCarrierEvent',
    async (req, reply) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const query = req.query as Record<string, string | undefined>;
      const answer = await ctx.carrierPayments.receiveCarrierEvent(req.params.carrier, { body, headers: req.headers, query }, query.account);
      if (answer.status === 401) throw new UnauthorizedError(answer.detail);
      if (answer.status === 503) throw new ServiceUnavailableError(answer.detail);
      return reply.code(200).send({ received: true, detail: answer.detail });
    },
    {
      ownBody: true,
      bodyLimit: EVENT_BODY_LIMIT,
      onInvalid: () => {
        throw new NotFoundError(SERVICE_TEXTS.carrierEvents.unknownCarrier);
      },
    },
  );
}
