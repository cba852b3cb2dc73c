import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, people } from '../db/schema';

/** The lowest and highest uuid that begin with a 10-character reference. */
function uuidRange(reference: string): [string, string] {
  const hex = reference.toLowerCase();
  const head = `${hex.slice(0, 8)}-${hex.slice(8, 10)}`;
  return [`${head}00-0000-0000-000000000000`, `${head}ff-ffff-ffff-ffffffffffff`];
}

/**
 * Finds the paid orders a booking reference names (the first 10 hex digits of the order's
 * uuid; a second match is a 1 in a trillion chance, but is handled), with the date of birth to
 * check. Orders whose personal data has been erased cannot be looked up.
 */
export function createBookingIdentityRepository(db: Db) {
  return {
    async ordersWithReference(
      reference: string,
    ): Promise<{ orderId: string; dateOfBirth: string | null }[]> {
      const [low, high] = uuidRange(reference);
      return db
        .select({ orderId: orders.id, dateOfBirth: people.dateOfBirth })
        .from(orders)
        .innerJoin(people, eq(people.id, orders.personId))
        .where(
          and(
            gte(orders.id, low),
            lte(orders.id, high),
            eq(orders.status, 'paid'),
            isNull(orders.personalDataErasedAt),
          ),
        );
    },
  };
}

export type BookingIdentityRepository = ReturnType<typeof createBookingIdentityRepository>;
