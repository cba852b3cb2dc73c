import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { insertStaffUser } from '../repositories/staff-repository';
import { MIN_PASSWORD_LENGTH, hashPassword } from './passwords';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class StaffUserError extends Error {}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates a staff account (the command-line script and the tests call this). There is no
 * default account: someone with access to the server must run the script.
 */
export async function createStaffUser(
  db: Db,
  input: { email: string; password: string },
): Promise<{ id: string; email: string }> {
  const email = normaliseEmail(input.email);
  if (!EMAIL.test(email)) throw new StaffUserError('Give a valid email address.');
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new StaffUserError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const id = randomUUID();
  const passwordHash = await hashPassword(input.password);
  // One transaction: an account exists with its audit row, or neither does.
  const created = await insertStaffUser(db, { id, email, passwordHash });
  if (!created) throw new StaffUserError(`An account for ${email} already exists.`);
  return { id, email };
}
