import type { FastifyInstance } from 'fastify';
import { UnknownPerson } from '../../../errors';

/** Bookings name their candidate by userId; an unknown one is a bad field, not a server fault. */
export async function requirePerson(app: FastifyInstance, userId: string): Promise<void> {
  if (!(await app.people.exists(userId))) throw new UnknownPerson();
}
