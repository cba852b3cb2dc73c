import { and, eq, gt, inArray, isNull, lt, notExists, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { cards, orderNotes, orders, people } from '../db/schema';
import { recordAudit } from '../repositories/audit-repository';
import { CLOSED_STAGES } from '@site/domain/fulfilment';
import { createClientCounts } from '../repositories/client-counts';
import { deleteDeadSessions, deleteLapsedFailures } from './staff';

export const ERASED = 'Erased';

/**
 * Erases the personal data of orders that were completed, cancelled or refunded more than
 * `months` ago (issue 7 point 7). The order keeps its figures (kind, amounts, dates, status and
 * what was booked) for the accounts; the candidate's name, birth date, NI number, contact
 * details and references go, and so do the words of the order's notes. A person with another
 * order still open keeps their details until that one closes too.
 */
export async function eraseExpiredPersonalData(
  db: Db,
  months: number,
): Promise<{ orders: number; people: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
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
    if (due.length === 0) return { orders: 0, people: 0 };
    const orderIds = due.map((row) => row.id);
    await tx
      .update(orders)
      .set({
        nationalInsuranceNumber: null,
        testingId: null,
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
    await tx
      .update(orderNotes)
      .set({ note: ERASED, reference: null })
      .where(inArray(orderNotes.orderId, orderIds));

    // A person is erased only when none of their orders still needs their details.
    const other = alias(orders, 'other');
    const personIds = [...new Set(due.map((row) => row.personId))];
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
        .set({ nationalInsuranceNumber: null, testingId: null })
        .where(
          inArray(
            orders.personId,
            erasedPeople.map((person) => person.id),
          ),
        );
    }
    await recordAudit(tx, {
      actor: 'system',
      action: 'retention-erase',
      detail: { months, orders: orderIds.length, people: erasedPeople.length, orderIds },
    });
    return { orders: orderIds.length, people: erasedPeople.length };
  });
}

/**
 * The job started by server.ts: retention, then sessions, sign-in failures and client counts
 * that no longer count (the last two name client addresses, kept only while they guard).
 */
export function startRetentionJob(
  db: Db,
  months: number,
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void },
  intervalMs = 6 * 60 * 60_000,
): () => void {
  const run = async () => {
    try {
      const erased = await eraseExpiredPersonalData(db, months);
      if (erased.orders > 0) log.info(erased, 'retention: personal data erased');
      await deleteDeadSessions(db);
      await deleteLapsedFailures(db);
      await createClientCounts(db).deleteEnded();
    } catch (err) {
      log.error({ err }, 'retention job failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
