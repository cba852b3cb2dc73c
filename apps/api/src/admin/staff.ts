import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { signInFailures, staffSessions, staffUsers } from '../db/schema';
import { clientOf } from '../plugins/app/client-limit';
import { recordAudit } from '../repositories/audit-repository';
import { MIN_PASSWORD_LENGTH, hashPassword, verifyPassword } from './passwords';

/** A session ends 8 hours after sign-in, or after 30 minutes without a request. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60_000;
export const SESSION_IDLE_MINUTES = 30;
/**
 * Sign-in failures (issue 16): five wrong passwords for one account from one client in 15
 * minutes shut that client out of that account until they lapse, 15 minutes after they were
 * made. Attempts refused meanwhile do not count, so a lock always ends. When an account has
 * many failures from everywhere (a spread-out attack), each client gets three instead of five;
 * a client with no recent failure, its owner's, still signs in, even after a typo or two.
 */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;
export const ACCOUNT_UNDER_ATTACK_FAILURES = 20;
export const MAX_FAILED_SIGN_INS_UNDER_ATTACK = 3;

/** Failures one client may make on an account that has `all` failures in the window. */
const allowedFailures = (all: number) =>
  all >= ACCOUNT_UNDER_ATTACK_FAILURES ? MAX_FAILED_SIGN_INS_UNDER_ATTACK : MAX_FAILED_SIGN_INS;

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
  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(staffUsers)
      .values({ id, email, passwordHash })
      .onConflictDoNothing({ target: staffUsers.email })
      .returning({ id: staffUsers.id });
    if (inserted.length === 0) return false;
    await recordAudit(tx, {
      actor: 'command line',
      action: 'create-staff-user',
      detail: { email },
    });
    return true;
  });
  if (!created) throw new StaffUserError(`An account for ${email} already exists.`);
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

interface FailureCounts {
  /** This client's failures on the account within the window, oldest first. */
  fromClient: Date[];
  /** Every client's failures on the account within the window. */
  all: number;
}

async function recentFailures(
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

/** Whether the client is shut out of the account, and for how many minutes. */
function lockFor({ fromClient, all }: FailureCounts): number | undefined {
  const allowed = allowedFailures(all);
  if (fromClient.length < allowed) return undefined;
  // Shut out until enough failures lapse to leave this client one try.
  const lapsesAt = fromClient[fromClient.length - allowed]!.getTime() + LOCK_MINUTES * 60_000;
  return Math.max(1, Math.ceil((lapsesAt - Date.now()) / 60_000));
}

/**
 * Checks an email and password from a client. A known and an unknown email are treated alike
 * at every step (the failures are counted by the email tried, and a decoy hash is checked for
 * an unknown one), so the answers and their timing never tell whether an account exists.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; ip: string },
): Promise<SignInResult> {
  const email = normaliseEmail(input.email).slice(0, 200);
  const client = clientOf(input.ip);
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  // The account's attempts take turns to count its failures and write their own, on any
  // instance: of guesses sent in parallel, the sixth sees the five before it and is refused
  // unchecked. A refused attempt writes nothing, so a lock always ends on time.
  const lockedFor = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${email}`}))`);
    const minutes = lockFor(await recentFailures(tx, email, client));
    // Written before the password is checked; forgiven below if it was right.
    if (minutes === undefined) await tx.insert(signInFailures).values({ account: email, client });
    return minutes;
  });
  if (lockedFor !== undefined) {
    await recordAudit(db, {
      staffUserId: user?.id ?? null,
      actor: email,
      action: 'sign-in-locked',
      detail: { knownAccount: Boolean(user) },
      ip: input.ip,
    });
    return { outcome: 'locked', minutes: lockedFor };
  }
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    const lockedNow = lockFor(await recentFailures(db, email, client));
    await recordAudit(db, {
      staffUserId: user?.id ?? null,
      actor: email,
      action: 'sign-in-failed',
      detail: { knownAccount: Boolean(user), locked: lockedNow !== undefined },
      ip: input.ip,
    });
    return lockedNow === undefined
      ? { outcome: 'wrong' }
      : { outcome: 'locked', minutes: lockedNow };
  }

  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Signed in: this client's failures on the account are forgiven.
    await tx
      .delete(signInFailures)
      .where(and(eq(signInFailures.account, email), eq(signInFailures.client, client)));
    await tx
      .update(staffUsers)
      .set({ lastSignInAt: sql`now()` })
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

/** Removes the sign-in failures that no longer count (run with the retention job). */
export async function deleteLapsedFailures(db: Db): Promise<void> {
  await db
    .delete(signInFailures)
    .where(lt(signInFailures.at, sql`now() - make_interval(mins => ${LOCK_MINUTES})`));
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
