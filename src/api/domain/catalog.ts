/**
 * Hotels, room types, rate plans and prices: the read side shared by
 * availability (endpoint 10), room types (9) and chatbot bookings (7).
 *
 * Prices are integers of COP minor units (centavos), after tax (IVA 19 %).
 */
import * as repo from '../../store/service/catalog.js';
import type { Hotel, RatePlan, RoomType } from '../../store/service/catalog.js';
import type { Executor, Store } from '../../store/sql.js';

export type { Hotel, RatePlan, RoomType } from '../../store/service/catalog.js';

/** Colombian VAT on lodging, used to derive before-tax amounts. */
export const IVA_RATE = 0.19;

/** Lower case without accents or extra spaces: the key cities are matched by ('Bogotá' → 'bogota'). */
export function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Price of one room for one night at `rate`, after tax, in minor units:
 * the room's nightly price × rate percentage, plus the board supplement for
 * each adult and half of it for each child.
 */
export function nightlyPriceMinor(roomPriceMinor: number, rate: RatePlan, adults: number, children: number): number {
  return Math.round((roomPriceMinor * rate.pricePercent) / 100) + rate.boardPerAdultMinor * adults + Math.round(rate.boardPerAdultMinor / 2) * children;
}

/** Before-tax amount of an after-tax amount (minor units). */
export function beforeTaxMinor(afterTaxMinor: number): number {
  return Math.round(afterTaxMinor / (1 + IVA_RATE));
}

/** Convert COP minor units to a USD float (2 decimals) at `trmMinor` COP minor units per USD. */
export function copMinorToUsd(copMinor: number, trmMinor: number): number {
  return Math.round((copMinor / trmMinor) * 100) / 100;
}

/** Occupancy of one room, children older than the hotel's child age limit counted as adults. */
export function effectiveOccupancy(adults: number, childrenAges: readonly number[], childMaxAge: number): { adults: number; children: number } {
  const older = childrenAges.filter((a) => a > childMaxAge).length;
  return { adults: adults + older, children: childrenAges.length - older };
}

/** True when a room type holds `adults` adults and `children` children. */
export function fits(rt: RoomType, adults: number, children: number): boolean {
  return adults <= rt.maxAdults && children <= rt.maxChildren && adults + children <= rt.maxOccupancy;
}

/**
 * Read access to the catalogue (async). Every method reads through `ex` when
 * given (a transaction's executor: inside the caller's transaction), else
 * through the store outside any transaction.
 */
export class Catalog {
  constructor(private readonly store: Store) {}

  /** Hotel by channel-manager id (the integer of endpoints 7, 9 as text). */
  hotelByChannelManagerId(cmId: number | string, ex: Executor = this.store.current): Promise<Hotel | undefined> {
    return repo.hotelByChannelManagerId(ex, String(cmId));
  }

  /** Hotel by internal id. */
  hotelById(id: number, ex: Executor = this.store.current): Promise<Hotel | undefined> {
    return repo.hotelById(ex, id);
  }

  /** Hotels of a city, matched without accents or case. */
  hotelsInCity(city: string, ex: Executor = this.store.current): Promise<Hotel[]> {
    return repo.hotelsByCityKey(ex, cityKey(city));
  }

  /** Room types of a hotel, by internal hotel id. */
  roomTypes(hotelId: number, ex: Executor = this.store.current): Promise<RoomType[]> {
    return repo.roomTypesOfHotel(ex, hotelId);
  }

  /** Rate plans of all room types of a hotel. */
  ratePlans(hotelId: number, ex: Executor = this.store.current): Promise<RatePlan[]> {
    return repo.ratePlansOfHotel(ex, hotelId);
  }

  /** Room types of every hotel of a city, by city key ({@link cityKey}), in id order (one query for endpoint 10). */
  roomTypesInCity(key: string, ex: Executor = this.store.current): Promise<RoomType[]> {
    return repo.roomTypesInCity(ex, key);
  }

  /** Rate plans of every room type of the hotels of a city, by city key, in id order. */
  ratePlansInCity(key: string, ex: Executor = this.store.current): Promise<RatePlan[]> {
    return repo.ratePlansInCity(ex, key);
  }

  /** COP minor units per USD (TRM); 4,000 COP when not configured. */
  async trmMinor(ex: Executor = this.store.current): Promise<number> {
    return (await repo.trmSetting(ex)) ?? 400_000;
  }
}
