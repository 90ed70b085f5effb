/**
 * Choosing what to offer from the service's availability: the hotels that
 * can host the whole layout (cheapest assignment of rates to rooms), at most
 * {@link MAX_HOTELS} of them and {@link MAX_PRODUCTS_PER_ROOM} rates per
 * room; the booking request built from a complete draft; totals in COP and
 * USD.
 */
import type { AvailabilityResponse, CreateBookingBody } from '../api/contract/index.js';
import { addDays } from '../clock.js';
import { chosenHotel, chosenProducts, layoutOf } from './draft.js';
import type { FlowState, GuestDetails, HotelOption, ProductOption } from './state.js';
import type { Effect } from './types.js';
import { MAX_HOTELS, MAX_PRODUCTS_PER_ROOM } from './limits.js';

/**
 * The cheapest choice of one product per layout room such that no room type
 * is used more often than it has free rooms (`count`), or undefined when the
 * hotel cannot host every room at once. Exhaustive: at most 5 rooms × 6
 * products each.
 */
export function cheapestAssignment(rooms: readonly ProductOption[][]): ProductOption[] | undefined {
  let best: ProductOption[] | undefined;
  let bestTotal = Infinity;
  const used = new Map<string, number>();
  const chosen: ProductOption[] = [];
  const visit = (i: number, total: number): void => {
    if (total >= bestTotal) return;
    if (i === rooms.length) {
      best = [...chosen];
      bestTotal = total;
      return;
    }
    for (const p of rooms[i]!) {
      const n = used.get(p.roomId) ?? 0;
      if (n >= p.count) continue;
      used.set(p.roomId, n + 1);
      chosen.push(p);
      visit(i + 1, total + p.amount);
      chosen.pop();
      used.set(p.roomId, n);
    }
  };
  visit(0, 0);
  return best;
}

/** Bookable hotels of an availability answer, cheapest first, at most {@link MAX_HOTELS} (a named hotel first). */
export function bookableHotels(result: AvailabilityResponse, layoutLength: number, preferred?: number): HotelOption[] {
  const hotels: HotelOption[] = [];
  for (const h of result) {
    const pid = h.hotel.partner_id?.trim();
    if (!pid || !/^\d+$/.test(pid) || !Number.isSafeInteger(Number(pid))) continue;
    if (h.availability.length !== layoutLength || !h.availability.every((e) => e.total_count > 0)) continue;
    const rooms = h.availability.map((entry) =>
      entry.available_rooms
        .filter((r) => r.count > 0)
        .flatMap((r) =>
          r.products.map(
            (p): ProductOption => ({
              roomId: p.roomId,
              roomName: p.roomName,
              rateId: p.rateId,
              rateDescription: p.rateDescription,
              boardTypeDescription: p.boardTypeDescription,
              refundable: p.refundable,
              cancellationPolicy: p.cancellationPolicy,
              amount: p.baseRate.amountAfterTax,
              amountUsd: p.baseRate.amountAfterTaxUSD,
              count: r.count,
            }),
          ),
        )
        .sort((a, b) => a.amount - b.amount)
        .slice(0, MAX_PRODUCTS_PER_ROOM),
    );
    if (rooms.some((r) => r.length === 0)) continue;
    // Only hotels that can give every room at once, at their true lowest price.
    const cheapest = cheapestAssignment(rooms);
    if (!cheapest) continue;
    hotels.push({
      id: h.hotel.id,
      partnerId: pid,
      name: h.hotel.name,
      city: h.hotel.city,
      total: cheapest.reduce((sum, p) => sum + p.amount, 0),
      totalUsd: cheapest.reduce((sum, p) => sum + p.amountUsd, 0),
      rooms,
    });
  }
  hotels.sort((a, b) => (a.id === preferred ? -1 : b.id === preferred ? 1 : a.total - b.total));
  return hotels.slice(0, MAX_HOTELS);
}

/** Whether every guest detail the booking needs is known (name, last name, phone, email, city of residence, country). */
export function guestComplete(
  g: GuestDetails,
): g is Required<Omit<GuestDetails, 'countryFromPhone' | 'countryMentioned' | 'residenceCityMentioned'>> & GuestDetails {
  return (
    g.firstName !== undefined &&
    g.lastName !== undefined &&
    g.email !== undefined &&
    g.phone !== undefined &&
    g.country !== undefined &&
    g.residenceCity !== undefined
  );
}

/** The `createBooking` effect of a complete draft (hotel, rates, stay, guest) under `idempotencyKey`; undefined while something is missing. */
export function createEffect(s: FlowState, idempotencyKey: string): Effect | undefined {
  const h = chosenHotel(s);
  const products = chosenProducts(s);
  const layout = layoutOf(s.search);
  const { checkin, nights } = s.search;
  const g = s.guest;
  if (!h || !products || !layout || layout.length !== products.length || checkin === undefined || nights === undefined || !guestComplete(g)) return undefined;
  const checkout = addDays(checkin, nights);
  const ages = layout.flatMap((r) => r.ages);
  const adults = layout.reduce((sum, r) => sum + r.adults, 0);
  const body: CreateBookingBody = {
    reservation: {
      checkin,
      checkout,
      nights: String(nights),
      rooms: String(layout.length),
      adults: String(adults),
      children: String(ages.length),
      ...(ages.length ? { children_ages: ages.join(',') } : {}),
      firstName: g.firstName,
      lastName: g.lastName,
      email: g.email,
      telephone: g.phone,
      city: g.residenceCity,
      country: g.country,
      currency: 'COP',
      roomsData: products.map((p, i) => ({
        id: p.roomId,
        checkin,
        checkout,
        rateId: p.rateId,
        quantity: '1',
        currency: 'COP',
        adults: String(layout[i]!.adults),
        children: String(layout[i]!.ages.length),
      })),
    },
  };
  return { kind: 'createBooking', hotelId: Number(h.partnerId), body, idempotencyKey };
}

/** The total of `products` for the stay: COP (minor units) and USD. */
export function totals(products: readonly ProductOption[]): { cop: number; usd: number } {
  return {
    cop: products.reduce((s, p) => s + p.amount, 0),
    usd: products.reduce((s, p) => s + p.amountUsd, 0),
  };
}
