import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffSessions, staffUsers } from '../db/schema';
import { recordAudit } from './audit';
import { MIN_PASSWORD_LENGTH, hashPassword, verifyPassword } from './passwords';

/** A session ends 8 hours after sign-in, or after 30 minutes without a request. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60_000;
export const SESSION_IDLE_MINUTES = 30;
/** Five wrong passwords in a row lock the account for 15 minutes. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;

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
  const inserted = await db
    .insert(staffUsers)
    .values({ id, email, passwordHash })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning({ id: staffUsers.id });
  if (inserted.length === 0) throw new StaffUserError(`An account for ${email} already exists.`);
  await recordAudit(db, { actor: 'command line', action: 'create-staff-user', detail: { email } });
  return { id, email };
}

export type SignInResult =
  | { outcome: 'signed-in'; token: string; csrfToken: string; staff: StaffIdentity }
  | { outcome: 'wrong' }
  | { outcome: 'locked'; minutes: number };

export interface StaffIdentity {
  id: string;
  email: string;
}

const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Checks an email and password. Wrong passwords count against the account; at the fifth in a
 * row it is locked for 15 minutes, during which even the right password is refused.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; ip: string },
): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  if (user?.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    await recordAudit(db, {
      staffUserId: user.id,
      actor: email,
      action: 'sign-in-locked',
      ip: input.ip,
    });
    return {
      outcome: 'locked',
      minutes: Math.ceil((user.lockedUntil.getTime() - Date.now()) / 60_000),
    };
  }
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    let locked = false;
    if (user) {
      // Counted in one statement, so parallel guesses cannot slip past the limit.
      const [counted] = await db
        .update(staffUsers)
        .set({
          failedSignIns: sql`${staffUsers.failedSignIns} + 1`,
          lockedUntil: sql`case when ${staffUsers.failedSignIns} + 1 >= ${MAX_FAILED_SIGN_INS}
            then now() + make_interval(mins => ${LOCK_MINUTES}) else ${staffUsers.lockedUntil} end`,
        })
        .where(eq(staffUsers.id, user.id))
        .returning({ failed: staffUsers.failedSignIns });
      locked = (counted?.failed ?? 0) >= MAX_FAILED_SIGN_INS;
    }
    await recordAudit(db, {
      staffUserId: user?.id ?? null,
      actor: email.slice(0, 200),
      action: 'sign-in-failed',
      detail: { knownAccount: Boolean(user), locked },
      ip: input.ip,
    });
    return locked ? { outcome: 'locked', minutes: LOCK_MINUTES } : { outcome: 'wrong' };
  }

  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ failedSignIns: 0, lockedUntil: null, lastSignInAt: sql`now()` })
      .where(eq(staffUsers.id, user.id));
    await tx.insert(staffSessions).values({
      id: tokenId(token),
      staffUserId: user.id,
      csrfToken,
      expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    });
    await recordAudit(tx, { staffUserId: user.id, actor: email, action: 'sign-in', ip: input.ip });
  });
  return { outcome: 'signed-in', token, csrfToken, staff: { id: user.id, email } };
}

export interface ActiveSession {
  id: string;
  csrfToken: string;
  staff: StaffIdentity;
}

/**
 * The session a cookie's token belongs to, if it has neither passed its absolute end nor been
 * idle too long; each use moves its idle clock on. Any API instance can answer, since the
 * sessions live in the database.
 */
export async function findSession(db: Db, token: string): Promise<ActiveSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const id = tokenId(token);
  const [row] = await db
    .update(staffSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.id, id),
        gt(staffSessions.expiresAt, sql`now()`),
        gt(staffSessions.lastSeenAt, sql`now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`),
      ),
    )
    .returning({
      id: staffSessions.id,
      csrfToken: staffSessions.csrfToken,
      staffUserId: staffSessions.staffUserId,
    });
  if (!row) return undefined;
  const [user] = await db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, row.staffUserId));
  if (!user) return undefined;
  return { id: row.id, csrfToken: row.csrfToken, staff: user };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Removes sessions that can no longer be used (run with the retention job). */
export async function deleteDeadSessions(db: Db): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, sql`now()`),
        lt(staffSessions.lastSeenAt, sql`now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`),
      ),
    );
}

export function sameToken(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
