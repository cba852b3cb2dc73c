import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { changeRequests, orders, people } from '../db/schema';

export type ChangeRequestRow = typeof changeRequests.$inferSelect;
export type NewChangeRequest = Omit<
  typeof changeRequests.$inferInsert,
  'id' | 'status' | 'createdAt' | 'resolvedAt' | 'resolvedBy' | 'outcomeNote'
>;

const OPEN = eq(changeRequests.status, 'open');

/**
 * Stores a customer's request, or nothing when the order already has one open: the partial
 * unique index (one open per order) decides, so two at once never both land, and neither fails.
 */
export async function insertChangeRequest(
  executor: Executor,
  request: NewChangeRequest,
): Promise<ChangeRequestRow | undefined> {
  const [row] = await executor
    .insert(changeRequests)
    .values({ id: randomUUID(), ...request })
    .onConflictDoNothing({ target: changeRequests.orderId, where: sql`status = 'open'` })
    .returning();
  return row;
}

export async function openRequestOf(
  executor: Executor,
  orderId: string,
): Promise<ChangeRequestRow | undefined> {
  const [row] = await executor
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.orderId, orderId), OPEN));
  return row;
}

/**
 * The dates the customer last asked to move to, in a change staff made for them; none when
 * they never did. What they asked most recently, beside what they booked.
 */
export async function lastDoneChangeDates(executor: Executor, orderId: string): Promise<string[]> {
  const [row] = await executor
    .select({ dates: changeRequests.preferredDates })
    .from(changeRequests)
    .where(
      and(
        eq(changeRequests.orderId, orderId),
        eq(changeRequests.kind, 'change'),
        eq(changeRequests.status, 'done'),
      ),
    )
    .orderBy(desc(changeRequests.resolvedAt))
    .limit(1);
  return row?.dates ?? [];
}

export async function changeRequestById(
  executor: Executor,
  id: string,
): Promise<ChangeRequestRow | undefined> {
  const [row] = await executor.select().from(changeRequests).where(eq(changeRequests.id, id));
  return row;
}

/** The request's row, held by the caller's transaction (which already holds its order's). */
export async function lockChangeRequest(
  tx: Executor,
  id: string,
): Promise<ChangeRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(changeRequests)
    .where(eq(changeRequests.id, id))
    .for('update');
  return row;
}

export async function resolveChangeRequest(
  tx: Executor,
  id: string,
  outcome: { status: 'done' | 'declined'; staffUserId: string; customerMessage: string | null },
): Promise<void> {
  await tx
    .update(changeRequests)
    .set({
      status: outcome.status,
      resolvedAt: sql`now()`,
      resolvedBy: outcome.staffUserId,
      outcomeNote: outcome.customerMessage,
    })
    .where(eq(changeRequests.id, id));
}

/** The open requests, oldest first (the back office's queue), with their orders; or one order's. */
export async function openRequestQueue(executor: Executor, orderId?: string) {
  return executor
    .select({
      request: changeRequests,
      order: {
        id: orders.id,
        kind: orders.kind,
        details: orders.details,
        confirmedDetails: orders.confirmedDetails,
        fulfilmentStatus: orders.fulfilmentStatus,
        status: orders.status,
        officialFeePence: orders.officialFeePence,
        totalPence: orders.totalPence,
        refundedPence: orders.refundedPence,
      },
      person: { firstName: people.firstName, lastName: people.lastName },
    })
    .from(changeRequests)
    .innerJoin(orders, eq(orders.id, changeRequests.orderId))
    .innerJoin(people, eq(people.id, orders.personId))
    .where(orderId ? and(OPEN, eq(changeRequests.orderId, orderId)) : OPEN)
    .orderBy(asc(changeRequests.createdAt), asc(changeRequests.id))
    .limit(500);
}

export async function countOpenRequests(executor: Executor): Promise<number> {
  const [row] = await executor.select({ open: count() }).from(changeRequests).where(OPEN);
  return row?.open ?? 0;
}
