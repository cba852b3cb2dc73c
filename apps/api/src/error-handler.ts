import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, messageKeyOf } from '@site/domain/validators';
import { ERROR_CODES } from '@site/domain/schemas';
import type { ErrorBody, FieldError } from '@site/domain/schemas';
import { AppError } from './errors';

/** Plain words for the framework's own 4xx answers, which otherwise name internals. */
const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
};

function fieldErrors(
  validation: { instancePath: string; keyword?: string; message?: string }[],
  context?: string,
): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of validation) {
    const path = issue.instancePath.replace(/^\//, '');
    const field = path.replace(/\//g, '.') || (context ?? 'body');
    if (!byField.has(field)) {
      // The zod provider names the whole body '/', never ''; a body of the wrong type (an
      // array, a string, null, nothing) gets plain words, a rule on the whole body keeps its own.
      const message =
        path === '' && issue.keyword === 'invalid_type'
          ? 'Send the details as a JSON object.'
          : (issue.message ?? MESSAGES.checkField);
      byField.set(field, message);
    }
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** Errors the router raises before any route runs (a bad or over-long URL): same shape. */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  reply
    .code(status)
    // Refused before any hook ran: the id the security headers' hook would have set.
    .header('x-request-id', request.id)
    .send(
      send(status, ERROR_CODES.badRequest, FRIENDLY[error.code] ?? 'The address is not valid.'),
    );
}

const CLIENT_ERROR_STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * A request Node's HTTP parser refuses (say, both Content-Length and Transfer-Encoding) never
 * reaches Fastify's handlers: it still gets the one error shape, then the connection closes.
 */
export function clientErrors(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] = CLIENT_ERROR_STATUS[error.code ?? ''] ?? [400, 'Bad Request'];
  const body = JSON.stringify(
    send(status, ERROR_CODES.badRequest, 'The request could not be understood.'),
  );
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function send(
  status: number,
  code: string,
  message: string,
  errors?: FieldError[],
): ErrorBody {
  if (!errors) return { status, code, message };
  return { status, code, message, errors: errors.map(withCode) };
}

/** Each field error carries the stable code of its words, for pages in other languages. */
function withCode(error: FieldError): FieldError {
  if (error.code) return error;
  const key = messageKeyOf(error.message);
  return key ? { ...error, code: key } : error;
}

/**
 * One error handler: field validation → 400 with each field's message (spec §5); domain
 * outcomes keep their status and words; other 4xx keep theirs; anything else is a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation, error.validationContext);
      return reply
        .code(400)
        .send(send(400, ERROR_CODES.validation, MESSAGES.validationFailed, errors));
    }
    if (error instanceof AppError) {
      // A 5xx outcome (a provider down) keeps its words for the client; the log keeps its cause.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply
        .code(error.statusCode)
        .send(send(error.statusCode, error.code, error.message, error.errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // The framework's own codes name its internals: clients get plain words and our codes.
      const message =
        FRIENDLY[error.code] ??
        (status === 404 ? 'Not found' : 'The request could not be understood.');
      const code = status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badRequest;
      return reply.code(status).send(send(status, code, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(send(500, ERROR_CODES.internal, 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(
        send(
          404,
          ERROR_CODES.notFound,
          `No such address: ${request.method} ${request.url.split('?')[0]}`,
        ),
      );
  });
}
