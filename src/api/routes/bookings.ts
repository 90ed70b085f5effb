/**
 * Routes of chatbot bookings: endpoints 7 (create), 8 (update), 19 (payment
 * link) and 20 (payment status). They only translate HTTP to the domain and
 * back; the rules live in `domain/bookings.ts`.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf, serve } from '../http.js';
import type { ServiceContext } from '../context.js';

/** Register endpoints 7, 8, 19 and 20 on an authenticated scope. */
export function bookingRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  // Endpoint 7: the segment is literally `hotel_id=<id>` (docs/decisions/0008-shared-paths.md).
  serve(app, 'createChatbotBooking', (req, reply) => {
    const principal = principalOf(req);
    return ctx.idempotency.handle(req, reply, async () => ({
      status: 200,
      body: await ctx.bookings.createChatbotBooking(principal, req.params.hotel_id, req.body.reservation),
    }));
  });

  // Endpoint 8
  serve(app, 'updateChatbotBooking', async (req) => ctx.bookings.updateChatbotBooking(principalOf(req), req.params.chatbot_id, req.body));

  // Endpoint 19
  serve(app, 'getChatbotBookingPaymentLink', async (req) => ctx.bookings.getChatbotBookingPaymentLink(principalOf(req), req.params.chatbot_id));

  // Endpoint 20
  serve(app, 'getChatbotBookingStatus', async (req) => ctx.bookings.getChatbotBookingStatus(principalOf(req), req.params.chatbot_id));
}
