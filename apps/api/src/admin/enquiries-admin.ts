import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enquiries, people } from '../db/schema';
import { notFound } from '../errors';
import { recordAudit } from '../repositories/audit-repository';
import type { StaffIdentity } from './staff';

/** Contact messages and group booking requests (issue 7 point 4). */
export function createEnquiriesAdmin(db: Db) {
  return {
    async list(
      filter: { kind?: 'contact' | 'group-booking'; answered?: boolean },
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
      return {
        total,
        page,
        pageSize,
        enquiries: rows.map(({ enquiry, person }) => ({
          id: enquiry.id,
          kind: enquiry.kind,
          groupSize: enquiry.groupSize,
          comment: enquiry.comment,
          createdAt: enquiry.createdAt.toISOString(),
          answeredAt: enquiry.answeredAt ? enquiry.answeredAt.toISOString() : null,
          name: [person.title, person.firstName, person.lastName].filter(Boolean).join(' '),
          email: person.email,
          phoneNumber: person.phoneNumber,
        })),
      };
    },

    /** Marks an enquiry answered; marking it again changes nothing and records nothing. */
    async markAnswered(id: string, staff: StaffIdentity, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: enquiries.id })
          .from(enquiries)
          .where(eq(enquiries.id, id));
        if (!found) throw notFound('The enquiry');
        const updated = await tx
          .update(enquiries)
          .set({ answeredAt: new Date(), answeredBy: staff.id })
          .where(and(eq(enquiries.id, id), isNull(enquiries.answeredAt)))
          .returning({ id: enquiries.id });
        if (updated.length === 0) return;
        await recordAudit(tx, {
          staffUserId: staff.id,
          actor: staff.email,
          action: 'answer-enquiry',
          enquiryId: id,
          ip,
        });
      });
    },
  };
}

export type EnquiriesAdmin = ReturnType<typeof createEnquiriesAdmin>;
