import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { orderNotes } from '../db/schema';

/**
 * A note on an order's back-office page: from staff (with their id), or from the system. The
 * one module that writes order notes: the fulfilment steps, the refunds and the payments all
 * call it.
 */
export interface NoteEntry {
  orderId: string;
  note: string;
  author: string;
  staffUserId?: string;
  /** The step the note goes with, when it goes with one (from and to may be the same). */
  fromStatus?: string;
  toStatus?: string;
  reference?: string | null;
  emailQueued?: boolean;
}

export async function addNote(executor: Executor, entry: NoteEntry): Promise<void> {
  await executor.insert(orderNotes).values({ id: randomUUID(), ...entry });
}

/** A note from the system, for the back office (notes show on the order page). */
export async function systemNote(
  executor: Executor,
  orderId: string,
  note: string,
  step?: { from: string; to: string },
): Promise<void> {
  await addNote(executor, {
    orderId,
    author: 'system',
    note,
    ...(step ? { fromStatus: step.from, toStatus: step.to } : {}),
  });
}

export async function listNotes(db: Db, orderId: string) {
  return db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt));
}

/** The words of the orders' notes go (retention); the rows, with their dates, stay. */
export async function eraseNotes(executor: Executor, orderIds: string[], erased: string) {
  await executor
    .update(orderNotes)
    .set({ note: erased, reference: null })
    .where(inArray(orderNotes.orderId, orderIds));
}
