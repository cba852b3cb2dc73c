import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@site/domain/schemas';
import { MESSAGES } from '@site/domain/validators';
import { AppError } from '../../../errors';

/** Bookings name their candidate by userId; an unknown one is a bad field, not a server fault. */
export async function requirePerson(app: FastifyInstance, userId: string): Promise<void> {
  if (!(await app.people.exists(userId))) {
    throw new AppError(400, ERROR_CODES.validation, MESSAGES.validationFailed, [
      { field: 'userId', message: MESSAGES.userId },
    ]);
  }
}
