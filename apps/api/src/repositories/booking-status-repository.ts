import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { changeRequests, orderNotes, orders, people, smsOptOuts } from '../db/schema';

/**
 * What a booking's status page reads of one paid order (issue 19): the order, the name its
 * photo ID must show, the phone number (masked by the use case), when each step was reached,
 * and its change requests. The date of birth, NI number and address are never read here.
 */
export function createBookingStatusRepository(db: Db) {
  return {
    async find(orderId: string) {
      const [found] = await db
        .select({
          id: orders.id,
          kind: orders.kind,
          status: orders.status,
          fulfilmentStatus: orders.fulfilmentStatus,
          fulfilmentUpdatedAt: orders.fulfilmentUpdatedAt,
          details: orders.details,
          confirmedDetails: orders.confirmedDetails,
          paidAt: orders.paidAt,
          officialFeePence: orders.officialFeePence,
          serviceFeePence: orders.serviceFeePence,
          totalPence: orders.totalPence,
          refundedPence: orders.refundedPence,
          remindersOffAt: orders.remindersOffAt,
          cardExpiresOn: orders.cardExpiresOn,
          firstName: people.firstName,
          middleName: people.middleName,
          lastName: people.lastName,
          phoneNumber: people.phoneNumber,
        })
        .from(orders)
        .innerJoin(people, eq(people.id, orders.personId))
        .where(eq(orders.id, orderId));
      if (!found) return null;
      const [steps, requests] = await Promise.all([
        db
          .select({ step: orderNotes.toStatus, at: orderNotes.createdAt })
          .from(orderNotes)
          .where(
            and(
              eq(orderNotes.orderId, orderId),
              isNotNull(orderNotes.toStatus),
              // A note on a step that stays (a part refund) is not a new step.
              sql`${orderNotes.fromStatus} is distinct from ${orderNotes.toStatus}`,
            ),
          )
          .orderBy(orderNotes.createdAt),
        db
          .select({
            kind: changeRequests.kind,
            status: changeRequests.status,
            createdAt: changeRequests.createdAt,
            preferredDates: changeRequests.preferredDates,
            preferredTime: changeRequests.preferredTime,
            late: changeRequests.late,
            outcomeNote: changeRequests.outcomeNote,
          })
          .from(changeRequests)
          .where(eq(changeRequests.orderId, orderId))
          // The open one first (at most one is open), then the newest.
          .orderBy(sql`${changeRequests.status} = 'open' desc`, desc(changeRequests.createdAt))
          .limit(1),
      ]);
      return {
        ...found,
        steps: steps.flatMap(({ step, at }) => (step ? [{ step, at }] : [])),
        request: requests[0] ?? null,
      };
    },

    /** A STOP reply turns texts off for the number (E.164), whichever booking it came from. */
    async textsStopped(mobile: string): Promise<boolean> {
      const [stopped] = await db
        .select({ phoneNumber: smsOptOuts.phoneNumber })
        .from(smsOptOuts)
        .where(eq(smsOptOuts.phoneNumber, mobile));
      return stopped !== undefined;
    },
  };
}

export type BookingStatusRepository = ReturnType<typeof createBookingStatusRepository>;
export type BookingStatusRow = NonNullable<Awaited<ReturnType<BookingStatusRepository['find']>>>;
