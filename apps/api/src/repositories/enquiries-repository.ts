import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enquiries, people } from '../db/schema';
import { recordAudit } from './audit-repository';
import type { StaffIdentity } from './staff-repository';

export interface EnquiryFilter {
  kind?: 'contact' | 'group-booking';
  answered?: boolean;
}

/** One page of the enquiries that match, newest first, with who sent each. */
export async function listEnquiryRows(
  db: Db,
  filter: EnquiryFilter,
  page: number,
  pageSize: number,
) {
  const where = and(
    filter.kind ? eq(enquiries.kind, filter.kind) : undefined,
    filter.answered === undefined
      ? undefined
      : filter.answered
        ? isNotNull(enquiries.answeredAt)
        : isNull(enquiries.answeredAt),
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(enquiries)
    .where(where);
  const rows = await db
    .select({ enquiry: enquiries, person: people })
    .from(enquiries)
    .innerJoin(people, eq(people.id, enquiries.personId))
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { total, rows };
}

/**
 * Marks an enquiry answered, with its audit row; marking it again changes nothing and records
 * nothing. False when there is no such enquiry.
 */
export async function markEnquiryAnswered(
  db: Db,
  id: string,
  staff: StaffIdentity,
  ip: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(eq(enquiries.id, id));
    if (!found) return false;
    const updated = await tx
      .update(enquiries)
      .set({ answeredAt: new Date(), answeredBy: staff.id })
      .where(and(eq(enquiries.id, id), isNull(enquiries.answeredAt)))
      .returning({ id: enquiries.id });
    if (updated.length === 0) return true;
    await recordAudit(tx, {
      staffUserId: staff.id,
      actor: staff.email,
      action: 'answer-enquiry',
      enquiryId: id,
      ip,
    });
    return true;
  });
}
