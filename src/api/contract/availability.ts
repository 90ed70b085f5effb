/**
 * Endpoint 10 "Room availability for agencies" and endpoint 9 "Room types of a hotel".
 */
import { z } from 'zod';
import { IntParam, IsoDate } from './common.js';

/** Path of endpoint 10: `agency_type` is retailer or wholesale. */
export const AvailabilityParams = z.object({ agency_type: z.enum(['retailer', 'wholesale']) });

/** Query of endpoint 10, all required. `nights` 1..30. */
export const AvailabilityQuery = z.object({
  checkin: IsoDate,
  nights: IntParam.pipe(z.number().int().min(1).max(30)),
  city: z.string().trim().min(1).max(100),
});
export type AvailabilityQuery = z.infer<typeof AvailabilityQuery>;

/** One room of the requested layout: adults and the ages (0..17) of the children in it. */
export const LayoutRoom = z.object({
  adults: z.number().int().min(1).max(10),
  children_ages: z.array(z.number().int().min(0).max(17)).max(10).optional(),
});
export type LayoutRoom = z.infer<typeof LayoutRoom>;

/** Body of endpoint 10: one entry per room wanted (1..9 rooms). */
export const AvailabilityBody = z.object({ layout: z.array(LayoutRoom).min(1).max(9) });
export type AvailabilityBody = z.infer<typeof AvailabilityBody>;

/** One night's price of a product; amounts are floats in COP (and USD through `trm`). */
export const DailyAmount = z.object({
  day: IsoDate,
  amountAfterTax: z.number(),
  amountBeforeTax: z.number(),
  amountAfterTaxUSD: z.number(),
  amountBeforeTaxUSD: z.number(),
});
export type DailyAmount = z.infer<typeof DailyAmount>;

/** A bookable rate of a room type for the whole stay. `baseRate` is the sum over the nights, for one room. */
export const Product = z.object({
  roomId: z.string(),
  roomName: z.string(),
  roomType: z.string(),
  rateId: z.string(),
  rateDescription: z.string(),
  boardType: z.string().nullable(),
  boardTypeDescription: z.string(),
  refundable: z.string(),
  cancellationPolicy: z.string(),
  currency: z.string(),
  trm: z.number(),
  baseDailyAmounts: z.array(DailyAmount),
  baseRate: z.object({
    amountBeforeTax: z.number(),
    amountAfterTax: z.number(),
    amountBeforeTaxUSD: z.number(),
    amountAfterTaxUSD: z.number(),
  }),
});
export type Product = z.infer<typeof Product>;

/** A room type that fits one layout entry, with how many rooms of it are free on every night. */
export const AvailableRoom = z.object({
  roomId: z.string(),
  roomName: z.string(),
  beds: z.number().int(),
  adults: z.number().int(),
  children_ages: z.string().nullable(),
  count: z.number().int(),
  products: z.array(Product),
});
export type AvailableRoom = z.infer<typeof AvailableRoom>;

/** Availability of one hotel for one layout entry (same order as the request's layout). */
export const AvailabilityEntry = z.object({
  adults: z.number().int(),
  children_ages: z.string().nullable(),
  total_count: z.number().int(),
  available_rooms: z.array(AvailableRoom),
});
export type AvailabilityEntry = z.infer<typeof AvailabilityEntry>;

/** One hotel of endpoint 10's answer. */
export const HotelAvailability = z.object({
  hotel: z.object({
    id: z.number().int(),
    name: z.string(),
    partner_id: z.string().nullable(),
    city: z.string(),
    largest_room_beds: z.number().int(),
  }),
  availability: z.array(AvailabilityEntry),
});
export type HotelAvailability = z.infer<typeof HotelAvailability>;

/** 200 answer of endpoint 10: one entry per hotel of the city. */
export const AvailabilityResponse = z.array(HotelAvailability);
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;

/** Path of endpoint 9 (channel-manager hotel id). */
export const RoomTypesParams = z.object({ hotel_id: IntParam });

/** 200 answer of endpoint 9: room types as `{name, value}` where value is the roomId. */
export const RoomTypesResponse = z.array(z.object({ name: z.string(), value: z.string() }));
export type RoomTypesResponse = z.infer<typeof RoomTypesResponse>;
