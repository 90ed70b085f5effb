/** Helpers to build realistic requests from the service's own availability answers. */
import { expect } from 'vitest';
import type { AvailabilityResponse, CreateBookingBody } from '../../src/api/contract/index.js';
import { call } from './service.js';

/** A bookable offer: hotel (channel-manager id), room and rate, from endpoint 10. */
export interface Offer {
  hotelId: number;
  internalId: number;
  roomId: string;
  rateId: string;
  count: number;
  amountAfterTax: number;
}

/** Search `city` for one room of `adults` adults and return the first hotel's first offer. */
export async function firstOffer(base: string, city: string, checkin: string, nights: number, adults = 2): Promise<Offer> {
  const r = await call(base, 'POST', `/v2/bookings/agencies/retailer/availability?checkin=${checkin}&nights=${nights}&city=${encodeURIComponent(city)}`, {
    body: { layout: [{ adults }] },
  });
  expect(r.status).toBe(200);
  return offerIn(r.body as AvailabilityResponse, city);
}

/** The first offer of an endpoint-10 answer: the first hotel with a channel-manager id and a free room, its first room and rate; throws if none (`where` names the search). */
export function offerIn(hotels: AvailabilityResponse, where = 'the search'): Offer {
  const h = hotels.find((x) => x.hotel.partner_id && x.availability[0]!.total_count > 0);
  if (!h) throw new Error(`no availability in ${where}`);
  const room = h.availability[0]!.available_rooms[0]!;
  const product = room.products[0]!;
  return {
    hotelId: Number(h.hotel.partner_id),
    internalId: h.hotel.id,
    roomId: room.roomId,
    rateId: product.rateId,
    count: room.count,
    amountAfterTax: product.baseRate.amountAfterTax,
  };
}

/** An endpoint-7 body for one room of `adults` adults at `offer`. */
export function bookingBody(
  offer: Offer,
  checkin: string,
  checkout: string,
  nights: number,
  adults = 2,
  over: Record<string, unknown> = {},
): CreateBookingBody {
  return {
    reservation: {
      checkin,
      checkout,
      nights: String(nights),
      rooms: '1',
      adults: String(adults),
      children: '0',
      firstName: 'Ana',
      lastName: 'Gómez',
      city: 'Bogotá',
      email: 'ana@example.com',
      telephone: '+573001234567',
      country: 'COL',
      currency: 'COP',
      roomsData: [{ id: offer.roomId, checkin, checkout, rateId: offer.rateId, quantity: '1', currency: 'COP', adults: String(adults), children: '0' }],
      ...over,
    } as CreateBookingBody['reservation'],
  };
}

/** A valid endpoint-14 body: a COP 250,000 link of hotel 1 and agency 1 for Ana Gómez, valid 24 hours, with `over` laid over it. */
export function paymentLinkBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    hotel_id: 1,
    guest_name: 'Ana Gómez',
    email: 'ana@example.com',
    phone: '+573001234567',
    amount: 250000,
    description: 'Estadía',
    available_hours: 24,
    agency_id: 1,
    ...over,
  };
}
