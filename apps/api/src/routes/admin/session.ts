import { ERROR_CODES, signInBody, staffSessionResponse } from '@site/domain/schemas';
import { send } from '../../error-handler';
import { limitPerClient } from '../../plugins/app/client-limit';
import { sessionCookie } from '../../plugins/app/staff-session';
import { SESSION_ABSOLUTE_MS } from '../../repositories/staff-repository';
import type { StaffAccess } from '../../staff/staff-access';
import type { AdminApp } from './admin-http';
import { failures, noBody } from './admin-http';

/** Sign-in, the session's own answer and sign-out (decision 009). */
export function sessionRoutes(
  app: AdminApp,
  { staffAccess, signInPerMinute }: { staffAccess: StaffAccess; signInPerMinute: number },
) {
  app.post(
    '/sign-in',
    {
      config: { public: true },
      onRequest: limitPerClient(signInPerMinute),
      schema: { body: signInBody, response: { 200: staffSessionResponse, ...failures } },
    },
    async (request, reply) => {
      const result = await staffAccess.signIn({ ...request.body, ip: request.ip });
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
      await staffAccess.signOut(session, request.ip);
      reply.header('Set-Cookie', sessionCookie(request, '', 0));
      return reply.code(204).send(null);
    },
  );
}
