import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  adminOrderIdParams,
  auditListQuery,
  auditListResponse,
  duplicateRefundBody,
  duplicateRefundResponse,
  enquiryAnsweredResponse,
  enquiryIdParams,
  enquiryListQuery,
  enquiryListResponse,
  errorBodySchema,
  noteAddedResponse,
  noteBody,
  orderDetailResponse,
  orderExportQuery,
  orderListQuery,
  orderListResponse,
  signInBody,
  staffSessionResponse,
  transitionBody,
  transitionResponse,
} from '@site/domain/schemas';
import type { Db } from '../../db/client';
import { send } from '../../error-handler';
import { AppError, notFound } from '../../errors';
import { limitPerClient } from '../../plugins/app/client-limit';
import { sameOriginOnly } from '../../plugins/app/security';
import { listAudit, recordAudit } from '../../repositories/audit-repository';
import { createEnquiriesAdmin } from '../../admin/enquiries-admin';
import { createOrdersAdmin } from '../../admin/orders-admin';
import { SESSION_ABSOLUTE_MS, endSession, findSession, sameToken, signIn } from '../../admin/staff';
import type { ActiveSession } from '../../admin/staff';

declare module 'fastify' {
  interface FastifyRequest {
    adminSession?: ActiveSession;
  }
  interface FastifyContextConfig {
    /** A back office route that needs no session (sign-in only). */
    public?: boolean;
  }
}

export interface AdminRoutesOptions {
  db: Db;
  publicBaseUrl?: string;
  signInPerMinute: number;
}

export const ADMIN_COOKIE = 'admin_session';
export const CSRF_HEADER = 'x-csrf-token';
const COOKIE_PATH = '/api/admin';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    // A value that is not valid percent-encoding is no session, never a server error.
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** HttpOnly, SameSite=Strict, only sent to /api/admin, and Secure whenever we are behind HTTPS. */
function sessionCookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${ADMIN_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

const unauthorised = (reply: FastifyReply) =>
  reply
    .code(401)
    .send(send(401, ERROR_CODES.unauthorised, 'Sign in to the back office to continue.'));

/**
 * Every failure, whichever route or hook sends it, has the one error shape; with the success
 * answers below, each route names every status it can send (the serializer writes only these).
 */
const failures = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;
/** The CSV export: text, written as it is. */
const csvText = z.string();
/** Sign-out: 204, no body. */
const noBody = z.null();

/**
 * The back office API (issue 7), under /api/admin: outside the web client's Basic header, with
 * its own session sign-in. Every call but sign-in needs a live session (401 otherwise, and
 * nothing else), and every change also needs the session's CSRF token in X-CSRF-Token.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { db } = options;
  const ordersAdmin = createOrdersAdmin(db, app.payments.provider);
  const enquiriesAdmin = createEnquiriesAdmin(db);

  app.addHook('onRequest', sameOriginOnly(options.publicBaseUrl));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex');
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.public) return;
    const session = await findSession(db, readCookie(request, ADMIN_COOKIE) ?? '');
    if (!session) return unauthorised(reply);
    request.adminSession = session;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const given = request.headers[CSRF_HEADER];
      if (!sameToken(session.csrfToken, Array.isArray(given) ? given[0] : given)) {
        return reply
          .code(403)
          .send(
            send(
              403,
              ERROR_CODES.forbidden,
              'The request lacks a valid CSRF token. Reload the page.',
            ),
          );
      }
    }
  });
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
    const session = await findSession(db, readCookie(request, ADMIN_COOKIE) ?? '');
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

  const staffOf = (request: FastifyRequest) => {
    if (!request.adminSession) throw new AppError(401, ERROR_CODES.unauthorised, 'Sign in.');
    return request.adminSession.staff;
  };

  app.post(
    '/sign-in',
    {
      config: { public: true },
      onRequest: limitPerClient(options.signInPerMinute),
      schema: { body: signInBody, response: { 200: staffSessionResponse, ...failures } },
    },
    async (request, reply) => {
      const result = await signIn(db, { ...request.body, ip: request.ip });
      if (result.outcome === 'locked') {
        return reply
          .code(429)
          .send(
            send(
              429,
              'ACCOUNT_LOCKED',
              `Too many wrong passwords. Please wait ${result.minutes === 1 ? '1 minute' : `${result.minutes} minutes`} before you try again.`,
            ),
          );
      }
      if (result.outcome === 'wrong') {
        return reply
          .code(401)
          .send(send(401, ERROR_CODES.unauthorised, 'The email address or password is wrong.'));
      }
      reply.header(
        'Set-Cookie',
        sessionCookie(request, result.token, Math.floor(SESSION_ABSOLUTE_MS / 1000)),
      );
      return { data: { staff: { email: result.staff.email }, csrfToken: result.csrfToken } };
    },
  );

  app.get(
    '/session',
    { schema: { response: { 200: staffSessionResponse, ...failures } } },
    async (request) => {
      const session = request.adminSession!;
      return { data: { staff: { email: session.staff.email }, csrfToken: session.csrfToken } };
    },
  );

  app.post(
    '/sign-out',
    { schema: { response: { 204: noBody, ...failures } } },
    async (request, reply) => {
      const session = request.adminSession!;
      await endSession(db, session.id);
      await recordAudit(db, {
        staffUserId: session.staff.id,
        actor: session.staff.email,
        action: 'sign-out',
        ip: request.ip,
      });
      reply.header('Set-Cookie', sessionCookie(request, '', 0));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/orders',
    { schema: { querystring: orderListQuery, response: { 200: orderListResponse, ...failures } } },
    async (request) => {
      const { page: p, pageSize: size, ...filters } = request.query;
      return { data: await ordersAdmin.list(filters, p, size) };
    },
  );

  app.get(
    '/orders/export.csv',
    {
      schema: { querystring: orderExportQuery, response: { 200: csvText, ...failures } },
    },
    async (request, reply) => {
      const { includeSensitive, ...filters } = request.query;
      const sensitive = includeSensitive === 'yes';
      const staff = staffOf(request);
      const { csv, rows } = await ordersAdmin.exportCsv(filters, sensitive);
      await recordAudit(db, {
        staffUserId: staff.id,
        actor: staff.email,
        action: 'export-orders',
        detail: { filters, rows, includesNiAndDateOfBirth: sensitive },
        ip: request.ip,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/orders/:orderId',
    { schema: { params: adminOrderIdParams, response: { 200: orderDetailResponse, ...failures } } },
    async (request) => {
      const staff = staffOf(request);
      const order = await ordersAdmin.detail(request.params.orderId);
      if (!order) throw notFound('The order');
      // Every view of an order's personal data is recorded.
      await recordAudit(db, {
        staffUserId: staff.id,
        actor: staff.email,
        action: 'view-order',
        orderId: order.id,
        ip: request.ip,
      });
      return { data: { order } };
    },
  );

  app.post(
    '/orders/:orderId/transitions',
    {
      schema: {
        params: adminOrderIdParams,
        body: transitionBody,
        response: { 200: transitionResponse, ...failures },
      },
    },
    async (request) => {
      const result = await ordersAdmin.transition(
        request.params.orderId,
        request.body,
        staffOf(request),
        request.ip,
      );
      return { data: result };
    },
  );

  app.post(
    '/orders/:orderId/duplicate-refunds',
    {
      schema: {
        params: adminOrderIdParams,
        body: duplicateRefundBody,
        response: { 200: duplicateRefundResponse, ...failures },
      },
    },
    async (request) => {
      const result = await ordersAdmin.refundDuplicates(
        request.params.orderId,
        request.body,
        staffOf(request),
        request.ip,
      );
      return { data: result };
    },
  );

  app.post(
    '/orders/:orderId/notes',
    {
      schema: {
        params: adminOrderIdParams,
        body: noteBody,
        response: { 201: noteAddedResponse, ...failures },
      },
    },
    async (request, reply) => {
      await ordersAdmin.addNote(
        request.params.orderId,
        request.body.note,
        staffOf(request),
        request.ip,
      );
      return reply.code(201).send({ data: { added: true as const } });
    },
  );

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
    async (request) => ({ data: await listAudit(db, request.query) }),
  );
};
