import type { Db } from '../db/client';
import { recordAudit } from '../repositories/audit-repository';
import { eraseNotes } from '../repositories/notes-repository';
import {
  ERASED,
  eraseOrders,
  erasePeopleDone,
  lockOrdersDueForErasure,
} from '../repositories/retention-repository';

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
    const due = await lockOrdersDueForErasure(tx, months);
    if (due.length === 0) return { orders: 0, people: 0 };
    const orderIds = due.map((row) => row.id);
    await eraseOrders(tx, orderIds);
    await eraseNotes(tx, orderIds, ERASED);
    // A person is erased only when none of their orders still needs their details.
    const personIds = [...new Set(due.map((row) => row.personId))];
    const people = await erasePeopleDone(tx, personIds, months);
    await recordAudit(tx, {
      actor: 'system',
      action: 'retention-erase',
      detail: { months, orders: orderIds.length, people, orderIds },
    });
    return { orders: orderIds.length, people };
  });
}
