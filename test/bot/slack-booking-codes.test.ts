/**
 * `/pago` with a chatbot booking's code as front-desk staff type it (spaces,
 * lower case, no dashes) or as bookings of before have it (`cb_…`): signed
 * requests to the real Bolt HTTP receiver, the real service (endpoint 13) on
 * a real SQLite file, and the fake Slack Web API receiving the answer.
 * `docs/decisions/0005-identifiers.md`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHATBOT_ID_PATTERN, type AvailabilityResponse } from '../../src/api/contract/index.js';
import { bookingBody, type Offer } from '../helpers/booking.js';
import { call, T0 } from '../helpers/service.js';
import { startSlackStack, type SlackStack } from '../helpers/slack.js';

let s: SlackStack;
beforeEach(async () => {
  s = await startSlackStack();
  await s.links.link({ teamId: 'T1', kind: 'workspace', hotelId: 1 }, T0);
});
afterEach(async () => {
  await s.stop();
});

const CHECKIN = '2026-12-10';
const CHECKOUT = '2026-12-13';

/** A chatbot booking at hotel 1 (the workspace's), made by the bot's key; its chatbot id. */
async function bookAtHotel1(): Promise<string> {
  const r = await call(s.svc.url, 'POST', `/v2/bookings/agencies/retailer/availability?checkin=${CHECKIN}&nights=3&city=Cartagena`, {
    body: { layout: [{ adults: 2 }] },
  });
  const h = (r.body as AvailabilityResponse).find((x) => x.hotel.id === 1)!;
  const room = h.availability[0]!.available_rooms[0]!;
  const offer: Offer = {
    hotelId: Number(h.hotel.partner_id),
    internalId: 1,
    roomId: room.roomId,
    rateId: room.products[0]!.rateId,
    count: room.count,
    amountAfterTax: room.products[0]!.baseRate.amountAfterTax,
  };
  const made = await call(s.svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.chatbot_id as string;
}

describe('/pago with a booking code', () => {
  it('finds the booking however staff type its code: spaces, lower case, no dashes', async () => {
    const id = await bookAtHotel1();
    expect(id).toMatch(CHATBOT_ID_PATTERN);
    // Read out with spaces: looked up, and shown, in its printed form.
    for (const typed of [id.toLowerCase().replaceAll('-', ' '), id.slice(3).replaceAll('-', ' '), ` ${id} `]) {
      const { reply } = await s.command('/pago', typed);
      expect(reply.text, typed).toContain(id);
      expect(reply.text, typed).not.toContain('No encontré');
    }
    // Without spaces: sent as typed, and the service reads it.
    for (const typed of [id.toLowerCase(), id.replaceAll('-', ''), id.toLowerCase().replaceAll('-', '')]) {
      const { reply } = await s.command('/pago', typed);
      expect(reply.text, typed).toContain(typed);
      expect(reply.text, typed).not.toContain('No encontré');
      expect(reply.text, typed).not.toContain('Uso:');
    }
  });

  it('still refuses other text with spaces, as before', async () => {
    expect((await s.command('/pago', 'abc def')).reply.text).toContain('Uso:');
  });
});
