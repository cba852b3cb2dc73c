import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { courseLocationsResponse } from '@site/domain/schemas';
import type { CourseLocation } from '@site/domain/schemas';
import type { Db, Executor } from '../db/client';
import { courseDates, courseLocations, courseSeats } from '../db/schema';
import type { NewOrder, OrdersRepository } from './orders-repository';

/** An unpaid hold keeps its seat this long (issue 2). */
export const HOLD_MINUTES = 30;

const activeSeat = or(
  eq(courseSeats.status, 'sold'),
  and(eq(courseSeats.status, 'held'), gt(courseSeats.heldUntil, sql`now()`)),
);

export type HoldResult =
  { seatId: string; heldUntil: Date } | 'unknown-location' | 'not-found' | 'full';
export type BookResult = { orderId: string } | 'not-found' | 'expired';

/**
 * The listing is read far more often than seats change, so each instance keeps it, already
 * serialised, for a second. A hold made here clears it at once; another instance's hold shows
 * within a second. The hold itself always counts seats in the database, so a stale listing
 * never oversells.
 */
const LISTING_TTL_MS = 1000;

export function createCoursesRepository(db: Db, ordersRepository: OrdersRepository) {
  let listing: { at: number; json: Promise<string> } | undefined;

  return {
    /** GET /course/offline/location/all's whole answer as JSON, checked against its schema. */
    listingJson(): Promise<string> {
      if (listing && Date.now() - listing.at < LISTING_TTL_MS) return listing.json;
      const json = this.readLocations().then((locations) =>
        JSON.stringify(courseLocationsResponse.parse({ data: { locations } })),
      );
      listing = { at: Date.now(), json };
      json.catch(() => (listing = undefined));
      return json;
    },

    /** Clears the cached listing, e.g. after seats were released. */
    forgetListing(): void {
      listing = undefined;
    },

    /** Every location with its future dates and the seats still free on each. */
    async readLocations(): Promise<CourseLocation[]> {
      const taken = db
        .select({
          courseDateId: courseSeats.courseDateId,
          count: sql<number>`count(*)::int`.as('count'),
        })
        .from(courseSeats)
        .where(activeSeat)
        .groupBy(courseSeats.courseDateId)
        .as('taken');
      const [locations, dates] = await Promise.all([
        db.select().from(courseLocations).orderBy(asc(courseLocations.name)),
        db
          .select({
            locationId: courseDates.locationId,
            startsAt: courseDates.startsAt,
            capacity: courseDates.capacity,
            taken: sql<number>`coalesce(${taken.count}, 0)`,
          })
          .from(courseDates)
          .leftJoin(taken, eq(taken.courseDateId, courseDates.id))
          .where(gt(courseDates.startsAt, sql`now()`))
          .orderBy(asc(courseDates.startsAt)),
      ]);
      return locations.map((location) => ({
        ...location,
        dates: dates
          .filter((date) => date.locationId === location.id)
          .map((date) => ({
            datetime: date.startsAt.toISOString(),
            capacity: date.capacity,
            seatsLeft: Math.max(date.capacity - Number(date.taken), 0),
          })),
      }));
    },

    /**
     * Holds one seat. The course date row is locked for the count and the insert, so
     * however many requests arrive at once, a date never holds more seats than it has.
     */
    async holdSeat(locationId: number, startsAt: Date): Promise<HoldResult> {
      return db
        .transaction(async (tx) => {
          const [date] = await tx
            .select({ id: courseDates.id, capacity: courseDates.capacity })
            .from(courseDates)
            .where(
              and(
                eq(courseDates.locationId, locationId),
                eq(courseDates.startsAt, startsAt),
                gt(courseDates.startsAt, sql`now()`),
              ),
            )
            .for('update');
          if (!date) {
            const [location] = await tx
              .select({ id: courseLocations.id })
              .from(courseLocations)
              .where(eq(courseLocations.id, locationId));
            return location ? 'not-found' : 'unknown-location';
          }
          const [{ count } = { count: 0 }] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(courseSeats)
            .where(and(eq(courseSeats.courseDateId, date.id), activeSeat));
          if (Number(count) >= date.capacity) return 'full';
          const [seat] = await tx
            .insert(courseSeats)
            .values({
              id: randomUUID(),
              courseDateId: date.id,
              status: 'held',
              heldUntil: sql`now() + make_interval(mins => ${HOLD_MINUTES})`,
            })
            .returning({ id: courseSeats.id, heldUntil: courseSeats.heldUntil });
          return { seatId: seat!.id, heldUntil: seat!.heldUntil };
        })
        .finally(() => (listing = undefined));
    },

    /** Turns a live hold into an order; booking the same seat again returns the same order. */
    async bookSeat(
      seatId: string,
      order: Omit<NewOrder, 'details' | 'kind'>,
      name: string,
    ): Promise<BookResult> {
      return db.transaction(async (tx) => {
        const [seat] = await tx
          .select({
            status: courseSeats.status,
            orderId: courseSeats.orderId,
            live: sql<boolean>`${courseSeats.heldUntil} > now()`,
            startsAt: courseDates.startsAt,
            locationName: courseLocations.name,
          })
          .from(courseSeats)
          .innerJoin(courseDates, eq(courseDates.id, courseSeats.courseDateId))
          .innerJoin(courseLocations, eq(courseLocations.id, courseDates.locationId))
          .where(eq(courseSeats.id, seatId))
          .for('update', { of: courseSeats });
        if (!seat) return 'not-found';
        if (seat.orderId) {
          const existing = await ordersRepository.findOrder(seat.orderId, tx);
          return existing?.personId === order.personId ? { orderId: seat.orderId } : 'not-found';
        }
        if (seat.status !== 'held' || !seat.live) return 'expired';
        const { id: orderId } = await ordersRepository.insertOrder(tx, {
          ...order,
          kind: 'course-offline',
          details: {
            type: 'Offline',
            name,
            date: seat.startsAt.toISOString(),
            locationName: seat.locationName,
          },
        });
        await tx.update(courseSeats).set({ orderId }).where(eq(courseSeats.id, seatId));
        return { orderId };
      });
    },

    async seatOfOrder(orderId: string, executor: Executor = db) {
      const [seat] = await executor
        .select()
        .from(courseSeats)
        .where(eq(courseSeats.orderId, orderId));
      return seat;
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
