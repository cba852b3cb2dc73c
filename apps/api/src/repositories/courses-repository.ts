import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, ne, or, sql } from 'drizzle-orm';
import { isClosedDay, nationOfPostcode } from '@site/domain/calendar';
import { courseLocationsResponse } from '@site/domain/schemas';
import { todayInLondon } from '@site/domain/validators';
import type { CourseLocation } from '@site/domain/schemas';
import type { Db, Executor, Tx } from '../db/client';
import { courseDates, courseLocations, courseSeats } from '../db/schema';
import type { NewOrder, OrdersRepository } from './orders-repository';

/** A booked but unpaid seat is kept this long from its booking (issue 2). */
export const HOLD_MINUTES = 30;
/**
 * A hold that no order has booked yet goes back on sale this soon: the web books a seat the
 * moment it holds one, so a hold left unbooked is a page that failed or a script (issue 16).
 */
export const UNBOOKED_HOLD_MINUTES = 5;
/** Seats of one date that one client may hold at once, across every instance (issue 16). */
export const MAX_LIVE_HOLDS_PER_CLIENT = 4;

const activeSeat = or(
  eq(courseSeats.status, 'sold'),
  and(eq(courseSeats.status, 'held'), gt(courseSeats.heldUntil, sql`now()`)),
);

/** Whether a classroom with this postcode is shut on the London day of `startsAt`. */
function isClosedOn(startsAt: Date, postcode: string): boolean {
  return isClosedDay(todayInLondon(startsAt), nationOfPostcode(postcode));
}

export type HoldResult =
  | { seatId: string; heldUntil: Date }
  | 'unknown-location'
  | 'not-found'
  | 'closed'
  | 'full'
  | { tooManyHeld: true; msLeft: number };
export type BookResult<T = never> = { orderId: string; created?: T } | 'not-found' | 'expired';
/** What became of a classroom seat when its payment was confirmed (see retakeSeat). */
export type SeatOnPayment = 'kept' | 'retaken' | 'gone';

/**
 * Called when an unpaid classroom order's payment is confirmed: sells its seat if the seat is
 * still its own, or takes it back if the hold ran out but the date still has room. The date is
 * locked first, as holdSeat does, so a late payment and a new hold never both take the last
 * seat. 'gone' means the date is full or over: nothing is sold and the payment needs a refund.
 */
export async function retakeSeat(tx: Tx, orderId: string): Promise<SeatOnPayment> {
  const [found] = await tx
    .select({
      id: courseSeats.id,
      courseDateId: courseSeats.courseDateId,
      status: courseSeats.status,
      live: sql<boolean>`${courseSeats.heldUntil} > now()`,
    })
    .from(courseSeats)
    .where(eq(courseSeats.orderId, orderId));
  if (!found) return 'gone';
  if (found.status === 'sold') return 'kept';
  // The same lock order as holdSeat (the date, then its seats).
  const [date] = await tx
    .select({
      id: courseDates.id,
      capacity: courseDates.capacity,
      future: sql<boolean>`${courseDates.startsAt} > now()`,
    })
    .from(courseDates)
    .where(eq(courseDates.id, found.courseDateId))
    .for('update');
  const [seat] = await tx
    .select({
      status: courseSeats.status,
      live: sql<boolean>`${courseSeats.heldUntil} > now()`,
    })
    .from(courseSeats)
    .where(eq(courseSeats.id, found.id))
    .for('update');
  if (!date || !seat) return 'gone';
  if (seat.status === 'sold') return 'kept';
  if (seat.status === 'held' && seat.live) {
    await tx.update(courseSeats).set({ status: 'sold' }).where(eq(courseSeats.id, found.id));
    return 'kept';
  }
  // The hold ran out: the seat may since have gone to someone else.
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(courseSeats)
    .where(and(eq(courseSeats.courseDateId, date.id), ne(courseSeats.id, found.id), activeSeat));
  if (date.future && Number(count) < date.capacity) {
    await tx.update(courseSeats).set({ status: 'sold' }).where(eq(courseSeats.id, found.id));
    return 'retaken';
  }
  await tx.update(courseSeats).set({ status: 'released' }).where(eq(courseSeats.id, found.id));
  return 'gone';
}

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
      // A date seeded before the schedule skipped its classroom's bank holidays is still not
      // offered (decision 027).
      return locations.map((location) => ({
        ...location,
        dates: dates
          .filter((date) => date.locationId === location.id)
          .filter((date) => !isClosedOn(date.startsAt, location.postcode))
          .map((date) => ({
            datetime: date.startsAt.toISOString(),
            capacity: date.capacity,
            seatsLeft: Math.max(date.capacity - Number(date.taken), 0),
          })),
      }));
    },

    /**
     * Holds one seat for `holder` (the client asking). The course date row is locked for the
     * counts and the insert, so however many requests arrive at once, on however many
     * instances, a date never holds more seats than it has, nor one client more than its
     * share of them.
     */
    async holdSeat(locationId: number, startsAt: Date, holder: string): Promise<HoldResult> {
      return db
        .transaction(async (tx) => {
          const [date] = await tx
            .select({
              id: courseDates.id,
              capacity: courseDates.capacity,
              postcode: courseLocations.postcode,
            })
            .from(courseDates)
            .innerJoin(courseLocations, eq(courseLocations.id, courseDates.locationId))
            .where(
              and(
                eq(courseDates.locationId, locationId),
                eq(courseDates.startsAt, startsAt),
                gt(courseDates.startsAt, sql`now()`),
              ),
            )
            .for('update', { of: courseDates });
          if (!date) {
            const [location] = await tx
              .select({ id: courseLocations.id })
              .from(courseLocations)
              .where(eq(courseLocations.id, locationId));
            return location ? 'not-found' : 'unknown-location';
          }
          // Seeded before its classroom's bank holidays were skipped: not sold (decision 027).
          if (isClosedOn(startsAt, date.postcode)) return 'closed';
          // One count of the date's live seats, and of those this client holds unbooked or unpaid.
          const ownHold = sql`${courseSeats.holder} = ${holder} and ${courseSeats.status} = 'held'`;
          const [seats = { taken: 0, own: 0, msLeft: 0 }] = await tx
            .select({
              taken: sql<number>`count(*)::int`,
              own: sql<number>`(count(*) filter (where ${ownHold}))::int`,
              msLeft: sql<number>`coalesce(extract(epoch from min(${courseSeats.heldUntil}) filter (where ${ownHold}) - now()) * 1000, 0)::int`,
            })
            .from(courseSeats)
            .where(and(eq(courseSeats.courseDateId, date.id), activeSeat));
          if (Number(seats.taken) >= date.capacity) return 'full';
          if (Number(seats.own) >= MAX_LIVE_HOLDS_PER_CLIENT) {
            return { tooManyHeld: true as const, msLeft: Number(seats.msLeft) };
          }
          const [seat] = await tx
            .insert(courseSeats)
            .values({
              id: randomUUID(),
              courseDateId: date.id,
              status: 'held',
              holder,
              heldUntil: sql`now() + make_interval(mins => ${UNBOOKED_HOLD_MINUTES})`,
            })
            .returning({ id: courseSeats.id, heldUntil: courseSeats.heldUntil });
          return { seatId: seat!.id, heldUntil: seat!.heldUntil };
        })
        .finally(() => (listing = undefined));
    },

    /**
     * Turns a live hold into an order; booking the same seat again returns the same order.
     * `withNewOrder` runs in the same transaction once a new order exists (to open its
     * payment): if it throws, neither the order nor anything it wrote is kept.
     */
    async bookSeat<T = never>(
      seatId: string,
      order: Omit<NewOrder, 'details' | 'kind'>,
      name: string,
      withNewOrder?: (tx: Tx, orderId: string) => Promise<T>,
    ): Promise<BookResult<T>> {
      return db.transaction(async (tx) => {
        const [seat] = await tx
          .select({
            status: courseSeats.status,
            orderId: courseSeats.orderId,
            live: sql<boolean>`${courseSeats.heldUntil} > now()`,
            startsAt: courseDates.startsAt,
            locationName: courseLocations.name,
            locationAddress: sql<string>`${courseLocations.address} || ', ' || ${courseLocations.postcode}`,
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
            locationAddress: seat.locationAddress,
          },
        });
        // Booked: the seat is now kept for the customer to pay, no longer for a bare hold.
        await tx
          .update(courseSeats)
          .set({
            orderId,
            heldUntil: sql`greatest(${courseSeats.heldUntil}, now() + make_interval(mins => ${HOLD_MINUTES}))`,
          })
          .where(eq(courseSeats.id, seatId));
        if (!withNewOrder) return { orderId };
        return { orderId, created: await withNewOrder(tx, orderId) };
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
