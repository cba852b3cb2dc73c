import { and, eq, gt, inArray, isNull, lt, notExists, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CLOSED_STAGES } from '@site/domain/fulfilment';
import type { Executor } from '../db/client';
import { cards, orders, people } from '../db/schema';

/** What an erased name reads, and an erased note. */
export const ERASED = 'Erased';

/**
 * The orders completed, cancelled or refunded more than `months` ago whose personal data is
 * still kept, held by the caller's transaction.
 */
export async function lockOrdersDueForErasure(tx: Executor, months: number) {
  return tx
    .select({ id: orders.id, personId: orders.personId })
    .from(orders)
    .where(
      and(
        isNull(orders.personalDataErasedAt),
        inArray(orders.fulfilmentStatus, [...CLOSED_STAGES]),
        lt(orders.fulfilmentUpdatedAt, sql`now() - make_interval(months => ${months})`),
      ),
    )
    .for('update');
}

/** The orders keep their figures; their references and the candidate's numbers go. */
export async function eraseOrders(tx: Executor, orderIds: string[]): Promise<void> {
  await tx
    .update(orders)
    .set({
      nationalInsuranceNumber: null,
      testingId: null,
      photoIdDocument: null,
      photoIdExpiresOn: null,
      fulfilmentReference: null,
      idempotencyKey: null,
      personalDataErasedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(inArray(orders.id, orderIds));
  await tx
    .update(cards)
    .set({ testingId: null, registrationNumber: null })
    .where(inArray(cards.orderId, orderIds));
}

/**
 * Erases the people none of whose orders still needs their details (an order still open, or
 * one left unpaid within `months`), and the numbers their orders copied. Returns how many.
 */
export async function erasePeopleDone(
  tx: Executor,
  personIds: string[],
  months: number,
): Promise<number> {
  const other = alias(orders, 'other');
  const erasedPeople = await tx
    .update(people)
    .set({
      title: '',
      firstName: ERASED,
      middleName: null,
      lastName: '',
      dateOfBirth: null,
      nationalInsuranceNumber: null,
      email: null,
      phoneNumber: null,
      address: null,
      town: null,
      postcode: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        inArray(people.id, personIds),
        notExists(
          tx
            .select({ id: other.id })
            .from(other)
            .where(
              and(
                eq(other.personId, people.id),
                isNull(other.personalDataErasedAt),
                // An order left unpaid long ago needs nothing kept.
                or(
                  notInArray(other.status, ['failed', 'expired']),
                  gt(other.createdAt, sql`now() - make_interval(months => ${months})`),
                ),
              ),
            ),
        ),
      ),
    )
    .returning({ id: people.id });
  if (erasedPeople.length > 0) {
    await tx
      .update(orders)
      .set({
        nationalInsuranceNumber: null,
        testingId: null,
        photoIdDocument: null,
        photoIdExpiresOn: null,
      })
      .where(
        inArray(
          orders.personId,
          erasedPeople.map((person) => person.id),
        ),
      );
  }
  return erasedPeople.length;
}
