import {
  auditListQuery,
  auditListResponse,
  enquiryAnsweredResponse,
  enquiryIdParams,
  enquiryListQuery,
  enquiryListResponse,
} from '@site/domain/schemas';
import type { EnquiriesAdmin } from '../../fulfilment/enquiries';
import type { AdminApp } from './admin-http';
import { failures, staffOf } from './admin-http';

/** The enquiries staff answer, and the audit log they read. */
export function enquiryAndAuditRoutes(
  app: AdminApp,
  { enquiriesAdmin }: { enquiriesAdmin: EnquiriesAdmin },
) {
  app.get(
    '/enquiries',
    {
      schema: {
        querystring: enquiryListQuery,
        response: { 200: enquiryListResponse, ...failures },
      },
    },
    async (request) => {
      const { kind, answered, page: p, pageSize: size } = request.query;
      const filter = { kind, answered: answered === undefined ? undefined : answered === 'yes' };
      return { data: await enquiriesAdmin.list(filter, p, size) };
    },
  );

  app.post(
    '/enquiries/:enquiryId/answered',
    {
      schema: {
        params: enquiryIdParams,
        response: { 200: enquiryAnsweredResponse, ...failures },
      },
    },
    async (request) => {
      await enquiriesAdmin.markAnswered(request.params.enquiryId, staffOf(request), request.ip);
      return { data: { answered: true as const } };
    },
  );

  app.get(
    '/audit',
    {
      schema: { querystring: auditListQuery, response: { 200: auditListResponse, ...failures } },
    },
    async (request) => ({ data: await enquiriesAdmin.audit(request.query) }),
  );
}
