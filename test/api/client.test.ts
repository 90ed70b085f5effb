/**
 * The typed client against the real server: responses parsed with the
 * contract, error envelopes mapped to typed errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  HotelApiClient,
  NetworkError,
  NotFoundError,
  ResponseShapeError,
  UnauthorizedError,
} from '../../src/api/client.js';
import { bookingBody, offerIn } from '../helpers/booking.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
let api: HotelApiClient;
beforeAll(async () => {
  svc = await startTestService();
  api = new HotelApiClient({ baseUrl: svc.url, apiKey: 'demo-agency-1' });
});
afterAll(async () => {
  await api.close();
  await svc.stop();
});

describe('HotelApiClient', () => {
  it('books, reads the link and the status through the contract', async () => {
    const hotels = await api.searchAvailability('retailer', { checkin: '2026-12-10', nights: 2, city: 'Medellín' }, { layout: [{ adults: 2 }] });
    const offer = offerIn(hotels);
    const created = await api.createChatbotBooking(offer.hotelId, bookingBody(offer, '2026-12-10', '2026-12-12', 2), 'client-test-1');
    expect('chatbot_id' in created).toBe(true);
    const id = (created as { chatbot_id: string }).chatbot_id;
    expect((await api.getChatbotBookingPaymentLink(id)).url_status).toBe('Link vigente');
    expect(await api.getChatbotBookingStatus(id)).toMatchObject({ payment_status: 'Pendiente' });
    expect((await api.listRoomTypes(offer.hotelId)).length).toBeGreaterThan(0);
    await expect(
      api.createChatbotBooking(offer.hotelId, bookingBody(offer, '2026-12-10', '2026-12-12', 2, 2, { firstName: 'Otro' }), 'client-test-1'),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('maps error envelopes to typed errors carrying the envelope', async () => {
    const bad = await api
      .searchAvailability('retailer', { checkin: '2026-02-30', nights: 2, city: 'Cali' }, { layout: [{ adults: 2 }] })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(BadRequestError);
    expect((bad as BadRequestError).envelope).toMatchObject({ code: '400', message: 'Solicitud inválida' });
    expect((bad as BadRequestError).envelope!.detail).toContain('checkin:');
    await expect(api.getChatbotBookingStatus('cb_missing')).rejects.toBeInstanceOf(NotFoundError);
    await expect(api.searchAvailability('wholesale', { checkin: '2026-12-10', nights: 2, city: 'Cali' }, { layout: [{ adults: 2 }] })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    const anon = new HotelApiClient({ baseUrl: svc.url, apiKey: 'wrong' });
    await expect(anon.getChatbotBookingStatus('cb_x')).rejects.toBeInstanceOf(UnauthorizedError);
    await anon.close();
  });

  it('reports an unreachable service and a body that breaks the contract', async () => {
    const down = new HotelApiClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', timeoutMs: 2000 });
    await expect(down.getChatbotBookingStatus('x')).rejects.toBeInstanceOf(NetworkError);
    await down.close();
    const liar = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"payment_status": 1}'));
    await new Promise<void>((r) => liar.listen(0, '127.0.0.1', r));
    const port = (liar.address() as { port: number }).port;
    const odd = new HotelApiClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' });
    await expect(odd.getChatbotBookingStatus('x')).rejects.toBeInstanceOf(ResponseShapeError);
    await odd.close();
    await new Promise((r) => liar.close(r));
  });
});
