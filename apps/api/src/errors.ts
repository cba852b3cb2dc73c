import { ERROR_CODES } from '@site/domain/schemas';
import type { FieldError } from '@site/domain/schemas';
import { MESSAGES } from '@site/domain/validators';

/** A domain outcome the client can act on: it keeps its status, code and message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
    /** What went wrong underneath, for the log; never sent to the client. */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
  }
}

export const notFound = (what: string) =>
  new AppError(404, ERROR_CODES.notFound, `${what} was not found`);

export const conflict = (code: string, message: string) => new AppError(409, code, message);

/**
 * The payment provider cannot be reached or timed out: 503, in words the web shows as they are.
 * Nothing was made (the transaction that asked rolls back), so trying again later is safe.
 */
export const paymentsUnavailable = (cause: unknown) =>
  new AppError(
    503,
    ERROR_CODES.paymentsUnavailable,
    'Payments are not available just now. Nothing has been taken. Please try again in a few minutes.',
    undefined,
    cause,
  );

/** A booking names a candidate who does not exist: a bad field, not a server fault. */
export class UnknownPerson extends AppError {
  constructor() {
    super(400, ERROR_CODES.validation, MESSAGES.validationFailed, [
      { field: 'userId', message: MESSAGES.userId },
    ]);
  }
}

/** The same Idempotency-Key sent with a different request: refused, never a second order. */
export class IdempotencyKeyReused extends AppError {
  constructor() {
    super(
      422,
      ERROR_CODES.idempotencyKeyReused,
      'This Idempotency-Key was already used for a different request.',
    );
  }
}

/**
 * A booking reference and date of birth that open nothing (issue 19): the same answer for a
 * wrong date of birth and an unknown reference, so neither tells a stranger anything.
 */
export const bookingNotFound = () =>
  new AppError(404, ERROR_CODES.notFound, MESSAGES.bookingNotFound);
