import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@site/domain/schemas';
import { send } from '../../error-handler';
import type { ChangeRequestsAdmin } from '../../fulfilment/change-requests';
import type { EnquiriesAdmin } from '../../fulfilment/enquiries';
import type { OrdersAdmin } from '../../fulfilment/orders-admin';
import type { StaffAccess } from '../../staff/staff-access';
import { sameOriginOnly } from '../../plugins/app/security';
import { unauthorised } from '../../plugins/app/staff-session';
import { failures } from './admin-http';
import { changeRequestRoutes } from './change-requests';
import { enquiryAndAuditRoutes } from './enquiries-audit';
import { orderRoutes } from './orders';
import { sessionRoutes } from './session';

export interface AdminRoutesOptions {
  /** The back office's use cases, bound to the database by app.ts: no route holds `db`. */
  ordersAdmin: OrdersAdmin;
  enquiriesAdmin: EnquiriesAdmin;
  changeRequestsAdmin: ChangeRequestsAdmin;
  staffAccess: StaffAccess;
  publicBaseUrl?: string;
  signInPerMinute: number;
}

/**
 * The back office API (issue 7), under /api/admin: outside the web client's Basic header, with
 * its own session sign-in. Every call but sign-in needs a live session (401 otherwise, and
 * nothing else), and every change also needs the session's CSRF token in X-CSRF-Token: the
 * staff session plugin checks both.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { ordersAdmin, enquiriesAdmin, changeRequestsAdmin, staffAccess } = options;

  await app.register(sameOriginOnly, { publicBaseUrl: options.publicBaseUrl });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex');
  });
  // The staff session plugin (plugins/app/staff-session.ts, registered by app.ts).
  app.addHook('onRequest', app.requireStaff);
  // Unknown addresses under /api/admin: still 401 for anyone not signed in.
  const noSuchAddress = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .send(
        send(
          404,
          ERROR_CODES.notFound,
          `No such address: ${request.method} ${request.url.split('?')[0]}`,
        ),
      );
  app.setNotFoundHandler(async (request, reply) => {
    const session = await app.findStaffSession(request);
    if (!session) return unauthorised(reply);
    return noSuchAddress(request, reply);
  });
  // The same answer when a wider catch-all outside this scope (the web app's GET /*) would
  // otherwise take the address: these run behind the session hook above, like every route here.
  app.all('/', { schema: { response: failures } }, async (request, reply) =>
    noSuchAddress(request, reply),
  );
  app.all('/*', { schema: { response: failures } }, async (request, reply) =>
    noSuchAddress(request, reply),
  );

  sessionRoutes(app, { staffAccess, signInPerMinute: options.signInPerMinute });
  orderRoutes(app, { ordersAdmin });
  enquiryAndAuditRoutes(app, { enquiriesAdmin });
  changeRequestRoutes(app, { changeRequestsAdmin });
};
