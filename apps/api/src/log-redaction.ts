/**
 * Personal data never reaches a log line (DEVELOPERS.md). Request bodies are not logged, but
 * anything that logs an object with these keys has them censored.
 */
const PERSONAL_KEYS = [
  'nationalInsuranceNumber',
  'NI',
  'dateOfBirth',
  'email',
  'phoneNumber',
  'address',
  'address2',
  'postcode',
  'town',
  'firstName',
  'middleName',
  'lastName',
  'photoIdDocument',
  'photoIdExpiresOn',
];

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`, `body.${key}`, `req.body.${key}`]),
];

// A failed query's message ends with its parameters, which are personal data.
const withoutParameters = (message: string) => message.replace(/\nparams: [\s\S]*$/, '');

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

interface ErrorLike {
  name?: string;
  message?: string;
  code?: unknown;
  stack?: string;
  cause?: unknown;
}

/**
 * Errors as they are logged: type, code, message without query parameters, and the stack;
 * never a driver's own fields (parameters, detail, the failing row), which hold the values.
 */
export function serializeError(error: unknown): LoggedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: 'a non-error was thrown', stack: '' };
  }
  const { name = 'Error', message = '', code, stack = '', cause } = error as ErrorLike;
  const safeMessage = withoutParameters(String(message));
  return {
    type: name,
    code,
    message: safeMessage,
    stack: stack.replace(String(message), safeMessage),
    ...(cause && typeof cause === 'object' ? { cause: serializeError(cause) } : {}),
  };
}

/** A uuid anywhere in a path: an order's id begins with its booking reference. */
const UUID = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/gi;

/**
 * A request as logged: no query string (search terms, postcodes), no postcode in the path, and
 * no id: an order's id is its booking reference, which with a date of birth opens the booking.
 */
export function serializeRequest(request: {
  method: string;
  url: string;
  ip?: string;
}): Record<string, unknown> {
  const [path = ''] = request.url.split('?', 1);
  const safePath = path
    .replace(/(\/address\/postcode\/)[^/]*/i, '$1[redacted]')
    .replace(UUID, '[id]');
  return {
    method: request.method,
    url: path === request.url ? safePath : `${safePath}?[redacted]`,
    remoteAddress: request.ip,
  };
}
