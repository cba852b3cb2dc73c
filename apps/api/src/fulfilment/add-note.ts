import type { Db } from '../db/client';
import { notFound } from '../errors';
import { recordAudit } from '../repositories/audit-repository';
import { orderExists } from '../repositories/fulfilment-repository';
import { addNote } from '../repositories/notes-repository';
import type { StaffIdentity } from '../repositories/staff-repository';

/** A note by staff on an order, with its audit row, in one transaction. */
export async function addStaffNote(
  db: Db,
  orderId: string,
  note: string,
  staff: StaffIdentity,
  ip: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await orderExists(tx, orderId))) throw notFound('The order');
    await addNote(tx, { orderId, staffUserId: staff.id, author: staff.email, note });
    await recordAudit(tx, {
      staffUserId: staff.id,
      actor: staff.email,
      action: 'add-note',
      orderId,
      ip,
    });
  });
}
