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
];

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`, `body.${key}`, `req.body.${key}`]),
];
