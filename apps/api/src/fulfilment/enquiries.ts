import { fullName } from '@site/domain/format';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { listAudit } from '../repositories/audit-repository';
import type { AuditQuery } from '../repositories/audit-repository';
import { listEnquiryRows, markEnquiryAnswered } from '../repositories/enquiries-repository';
import type { EnquiryFilter } from '../repositories/enquiries-repository';
import { maskTail } from '../repositories/order-view';
import type { StaffIdentity } from '../repositories/staff-repository';

/** Contact messages and group booking requests (issue 7 point 4). */
export function createEnquiriesAdmin(db: Db) {
  return {
    async list(filter: EnquiryFilter, page: number, pageSize: number) {
      const { total, rows } = await listEnquiryRows(db, filter, page, pageSize);
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
          // Everything the customer sent (issue 18), the middle name included.
          name: [person.title, fullName(person)].filter(Boolean).join(' '),
          email: person.email,
          phoneNumber: person.phoneNumber,
          address: person.address,
          nationalInsuranceNumber: maskTail(person.nationalInsuranceNumber),
        })),
      };
    },

    /** The audit log, newest first, as staff filter it. */
    audit: (query: AuditQuery) => listAudit(db, query),

    /** Marks an enquiry answered; marking it again changes nothing and records nothing. */
    async markAnswered(id: string, staff: StaffIdentity, ip: string): Promise<void> {
      if (!(await markEnquiryAnswered(db, id, staff, ip))) throw notFound('The enquiry');
    },
  };
}

export type EnquiriesAdmin = ReturnType<typeof createEnquiriesAdmin>;
