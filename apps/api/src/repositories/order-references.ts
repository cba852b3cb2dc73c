import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cards, orders, people } from '../db/schema';
import type { TestDetails } from './order-view';

/** The references a customer adds to an order or a card application, and the retake flag. */
export function createOrderReferences(db: Db) {
  /** The retake flag belongs to the booking, so it can change only before the order is paid. */
  async function setRetake(
    orderId: string,
    retake: boolean,
  ): Promise<'updated' | 'not-found' | 'closed'> {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .select({ kind: orders.kind, status: orders.status, details: orders.details })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      if (!order || order.kind !== 'test') return 'not-found';
      if (order.status === 'paid' || order.status === 'expired') return 'closed';
      await tx
        .update(orders)
        .set({ details: { ...(order.details as TestDetails), retake }, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      return 'updated';
    });
  }

  /**
   * Adds the CITB testing ID or NI number to an order. Once it is paid, a reference already on
   * it stays: anyone holding the order's link could otherwise replace it (the web asks only
   * for what is missing). Before payment the customer may still correct one.
   */
  async function addReferences(
    orderId: string,
    references: { testingId?: string; NI?: string },
  ): Promise<ReferenceUpdate> {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .select({
          status: orders.status,
          testingId: sql<string | null>`coalesce(${cards.testingId}, ${orders.testingId})`,
          NI: sql<
            string | null
          >`coalesce(${orders.nationalInsuranceNumber}, ${people.nationalInsuranceNumber})`,
        })
        .from(orders)
        .innerJoin(people, eq(people.id, orders.personId))
        .leftJoin(cards, eq(cards.orderId, orders.id))
        .where(eq(orders.id, orderId))
        .for('update', { of: orders });
      if (!order) return 'not-found';
      const kept = alreadySet(order.status, [
        ['CITB testing ID', order.testingId, references.testingId],
        ['National Insurance number', order.NI, references.NI],
      ]);
      if (kept) return { alreadySet: kept };
      const changes: Partial<typeof orders.$inferInsert> = {};
      if (references.testingId) changes.testingId = references.testingId;
      if (references.NI) changes.nationalInsuranceNumber = references.NI;
      await tx
        .update(orders)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      return 'updated';
    });
  }

  /** PATCH /card: the references of a card application, kept once paid as addReferences does. */
  async function updateCard(
    cardId: string,
    references: { testingId?: string; registrationNumber?: string },
  ): Promise<ReferenceUpdate> {
    return db.transaction(async (tx) => {
      const [card] = await tx
        .select({
          status: orders.status,
          testingId: cards.testingId,
          registrationNumber: cards.registrationNumber,
        })
        .from(cards)
        .innerJoin(orders, eq(orders.id, cards.orderId))
        .where(eq(cards.id, cardId))
        .for('update', { of: cards });
      if (!card) return 'not-found';
      const kept = alreadySet(card.status, [
        ['CITB testing ID', card.testingId, references.testingId],
        ['CSCS card registration number', card.registrationNumber, references.registrationNumber],
      ]);
      if (kept) return { alreadySet: kept };
      const changes: Partial<typeof cards.$inferInsert> = {};
      if (references.testingId) changes.testingId = references.testingId;
      if (references.registrationNumber) changes.registrationNumber = references.registrationNumber;
      await tx.update(cards).set(changes).where(eq(cards.id, cardId));
      return 'updated';
    });
  }

  return { setRetake, addReferences, updateCard };
}

export type ReferenceUpdate = 'updated' | 'not-found' | { alreadySet: string };

/** The name of a reference a paid order already has and the request would replace. */
function alreadySet(
  status: string,
  references: [name: string, current: string | null, next: string | undefined][],
): string | undefined {
  if (status !== 'paid') return undefined;
  return references.find(([, current, next]) => next && current && current !== next)?.[0];
}
