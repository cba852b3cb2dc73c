import { ERROR_CODES } from '@site/domain/schemas';
import type { FieldError } from '@site/domain/schemas';

/** A domain outcome the client can act on: it keeps its status, code and message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) =>
  new AppError(404, ERROR_CODES.notFound, `${what} was not found`);

export const conflict = (code: string, message: string) => new AppError(409, code, message);
