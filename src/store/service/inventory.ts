/**
 * Repository of the inventory: stock and price of each room type per night
 * (`day` is `YYYY-MM-DD`, the night starting that day), and the rooms
 * allocated out of the stock (held by pending chatbot bookings, or sold).
 * free = stock − allocated. Prices are COP minor units per room per night,
 * after tax. Every change of a night bumps its city's availability version
 * (schema triggers, in the transaction of the change).
 */
import { exec, forUpdate, rowArrays, rows, sql, type Camelized } from '../sql.js';
import type { ServiceExecutor, ServiceRow, ServiceTx } from './database.js';

/** One night of a room type: free rooms and price per room (COP minor units, after tax). */
export interface InventoryNight extends Camelized<ServiceRow<'inventory', 'room_type_id' | 'day' | 'price_minor'>> {
  free: number;
}

/** One night of a room type as an array: room type id, day (`YYYY-MM-DD`), free rooms, price per room (COP minor units, after tax). */
export type CityNight = readonly [roomTypeId: number, day: string, free: number, priceMinor: number];

/**
 * Every night in [`from`, `to`) of every room type of the connected hotels
 * (channel-manager id set) of city `key`, in no particular order: one query
 * for a whole city's availability answer (thousands of rows, read as
 * arrays). The caller groups them by day: sorting them in the database is a
 * large share of the query's time on PostgreSQL, time the database server
 * spends at full priority beside the service.
 */
export async function cityNights(ex: ServiceExecutor, key: string, from: string, to: string): Promise<CityNight[]> {
  return rowArrays<CityNight>(
    ex,
    sql`SELECT i.room_type_id AS "roomTypeId", i.day, i.stock - i.allocated AS free, i.price_minor AS "priceMinor"
          FROM hotels h JOIN room_types rt ON rt.hotel_id = h.id JOIN inventory i ON i.room_type_id = rt.id
         WHERE h.city_key = ${key} AND h.channel_manager_id IS NOT NULL AND i.day >= ${from} AND i.day < ${to}`,
  );
}

/**
 * The nights in [`from`, `to`) of room type `roomTypeId`, in day order,
 * locked until the end of transaction `tx` (PostgreSQL `FOR UPDATE`; on
 * SQLite the transaction already holds the write lock): what the caller
 * decides from them (enough free rooms?) stays true until it commits. Lock
 * several room types in increasing id order, so two transactions never wait
 * on each other's rows.
 */
export async function lockNights(tx: ServiceTx, roomTypeId: number, from: string, to: string): Promise<InventoryNight[]> {
  return rows<InventoryNight>(
    tx,
    sql`SELECT room_type_id AS "roomTypeId", day, stock - allocated AS free, price_minor AS "priceMinor"
          FROM inventory WHERE room_type_id = ${roomTypeId} AND day >= ${from} AND day < ${to} ORDER BY day${forUpdate(tx)}`,
  );
}

/**
 * Hold `quantity` rooms of room type `roomTypeId` on every night in
 * [`from`, `to`), only on nights with that many rooms free (one conditional
 * statement). Returns how many nights were held: the caller must check it
 * equals the nights of the stay, and roll back otherwise.
 */
export async function holdRooms(ex: ServiceExecutor, roomTypeId: number, from: string, to: string, quantity: number): Promise<number> {
  return exec(
    ex,
    sql`UPDATE inventory SET allocated = allocated + ${quantity}
         WHERE room_type_id = ${roomTypeId} AND day >= ${from} AND day < ${to} AND stock - allocated >= ${quantity}`,
  );
}
