import { createHash } from 'node:crypto';
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { signInFailures, staffSessions, staffUsers } from '../db/schema';
import { recordAudit } from './audit-repository';

/** A session ends 8 hours after sign-in, or after 30 minutes without a request. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60_000;
export const SESSION_IDLE_MINUTES = 30;
/** How long a wrong password counts against its client and account (staff/sign-in.ts). */
export const LOCK_MINUTES = 15;

export interface StaffIdentity {
  id: string;
  email: string;
}

export interface ActiveSession {
  id: string;
  csrfToken: string;
  staff: StaffIdentity;
}

const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Inserts a staff account with its audit row, in one transaction; false when the email has an
 * account already (and then nothing is written).
 */
export async function insertStaffUser(
  db: Db,
  user: { id: string; email: string; passwordHash: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(staffUsers)
      .values(user)
      .onConflictDoNothing({ target: staffUsers.email })
      .returning({ id: staffUsers.id });
    if (inserted.length === 0) return false;
    await recordAudit(tx, {
      actor: 'command line',
      action: 'create-staff-user',
      detail: { email: user.email },
    });
    return true;
  });
}

export async function findStaffUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  return user;
}

/** An account's sign-in attempts take turns, on any instance, until the transaction ends. */
export async function lockSignInsOf(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${email}`}))`);
}

export interface FailureCounts {
  /** This client's failures on the account within the window, oldest first. */
  fromClient: Date[];
  /** Every client's failures on the account within the window. */
  all: number;
}

export async function recentFailures(
  db: Executor,
  account: string,
  client: string,
): Promise<FailureCounts> {
  const rows = await db
    .select({ client: signInFailures.client, at: signInFailures.at })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.account, account),
        gt(signInFailures.at, sql`now() - make_interval(mins => ${LOCK_MINUTES})`),
      ),
    )
    .orderBy(asc(signInFailures.at));
  return {
    fromClient: rows.filter((row) => row.client === client).map((row) => row.at),
    all: rows.length,
  };
}

export async function recordFailure(tx: Executor, account: string, client: string) {
  await tx.insert(signInFailures).values({ account, client });
}

/**
 * A right password: this client's failures on the account are forgiven, and a session opens,
 * with its audit row, in one transaction.
 */
export async function openSession(
  db: Db,
  input: {
    user: StaffIdentity;
    client: string;
    ip: string;
    token: string;
    csrfToken: string;
  },
): Promise<void> {
  const { user, client } = input;
  await db.transaction(async (tx) => {
    await tx
      .delete(signInFailures)
      .where(and(eq(signInFailures.account, user.email), eq(signInFailures.client, client)));
    await tx
      .update(staffUsers)
      .set({ lastSignInAt: sql`now()` })
      .where(eq(staffUsers.id, user.id));
    await tx.insert(staffSessions).values({
      id: tokenId(input.token),
      staffUserId: user.id,
      csrfToken: input.csrfToken,
      expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    });
    await recordAudit(tx, {
      staffUserId: user.id,
      actor: user.email,
      action: 'sign-in',
      ip: input.ip,
    });
  });
}

/** Removes the sign-in failures that no longer count (run with the retention job). */
export async function deleteLapsedFailures(db: Db): Promise<void> {
  await db
    .delete(signInFailures)
    .where(lt(signInFailures.at, sql`now() - make_interval(mins => ${LOCK_MINUTES})`));
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

/** Signs a session out, with its audit row. */
export async function endSession(db: Db, session: ActiveSession, ip: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, session.id));
  await recordAudit(db, {
    staffUserId: session.staff.id,
    actor: session.staff.email,
    action: 'sign-out',
    ip,
  });
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
