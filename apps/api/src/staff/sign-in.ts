import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { clientOf } from '../plugins/app/client-limit';
import { recordAudit } from '../repositories/audit-repository';
import {
  LOCK_MINUTES,
  findStaffUserByEmail,
  lockSignInsOf,
  openSession,
  recentFailures,
  recordFailure,
} from '../repositories/staff-repository';
import type { FailureCounts, StaffIdentity } from '../repositories/staff-repository';
import { normaliseEmail } from './create-staff-user';
import { verifyPassword } from './passwords';

/**
 * Sign-in failures (issue 16): five wrong passwords for one account from one client in 15
 * minutes shut that client out of that account until they lapse, 15 minutes after they were
 * made. Attempts refused meanwhile do not count, so a lock always ends. When an account has
 * many failures from everywhere (a spread-out attack), each client gets three instead of five;
 * a client with no recent failure, its owner's, still signs in, even after a typo or two.
 */
export const MAX_FAILED_SIGN_INS = 5;
export const ACCOUNT_UNDER_ATTACK_FAILURES = 20;
export const MAX_FAILED_SIGN_INS_UNDER_ATTACK = 3;

/** Failures one client may make on an account that has `all` failures in the window. */
const allowedFailures = (all: number) =>
  all >= ACCOUNT_UNDER_ATTACK_FAILURES ? MAX_FAILED_SIGN_INS_UNDER_ATTACK : MAX_FAILED_SIGN_INS;

export type SignInResult =
  | { outcome: 'signed-in'; token: string; csrfToken: string; staff: StaffIdentity }
  | { outcome: 'wrong' }
  | { outcome: 'locked'; minutes: number };

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
  const user = await findStaffUserByEmail(db, email);
  // The account's attempts take turns to count its failures and write their own, on any
  // instance: of guesses sent in parallel, the sixth sees the five before it and is refused
  // unchecked. A refused attempt writes nothing, so a lock always ends on time.
  const lockedFor = await db.transaction(async (tx) => {
    await lockSignInsOf(tx, email);
    const minutes = lockFor(await recentFailures(tx, email, client));
    // Written before the password is checked; forgiven below if it was right.
    if (minutes === undefined) await recordFailure(tx, email, client);
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
  const staff = { id: user.id, email };
  // Signed in: this client's failures on the account are forgiven.
  await openSession(db, { user: staff, client, ip: input.ip, token, csrfToken });
  return { outcome: 'signed-in', token, csrfToken, staff };
}
